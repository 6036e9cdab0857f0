"""`unreachable_warning`: the start-up line for a role whose `api_base` accepts no connection."""

from __future__ import annotations

import socket

from edgeward.proxy.upstreams.reach import unreachable_warning


def test_a_listening_endpoint_gives_no_warning() -> None:
    with socket.socket() as srv:
        srv.bind(("127.0.0.1", 0))
        srv.listen(1)
        port = srv.getsockname()[1]
        assert unreachable_warning("edge", f"http://127.0.0.1:{port}/v1") is None


def test_a_closed_port_is_named_without_the_urls_path_or_credentials() -> None:
    with socket.socket() as s:  # a port that was free a moment ago: nothing listens on it
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    warning = unreachable_warning("edge", f"http://user:pw@127.0.0.1:{port}/v1?key=abc")
    assert warning is not None
    assert f"the edge upstream 127.0.0.1:{port} is not reachable (" in warning
    assert "pw" not in warning and "key=abc" not in warning and "/v1" not in warning


def test_nothing_to_check() -> None:
    assert unreachable_warning("edge", None) is None
    assert unreachable_warning("edge", "") is None
    assert unreachable_warning("edge", "not a url") is None
    assert unreachable_warning("edge", "http://127.0.0.1:notaport/v1") is None
