"""Issue 16: the proxy under upstream faults, hostile input and client disconnects, each failure
of the issue reproduced over real HTTP (raw sockets where a client must misbehave)."""

from __future__ import annotations

import gzip
import json
import logging
import socket
import time
from typing import Any

import pytest
import requests

MSG = [{"role": "user", "content": "Say hello please"}]


# -- helpers --------------------------------------------------------------------------------------
def _events(r: requests.Response) -> list[bytes]:
    """The `data:` payloads of a streamed response, read to its end."""
    return [ln[6:] for ln in r.iter_lines() if ln.startswith(b"data: ")]


def _stream(env: Any, body: dict[str, Any] | None = None, **headers: str) -> requests.Response:
    body = body or {"model": "m", "messages": MSG, "stream": True}
    return requests.post(env.url + "/chat/completions", json=body, headers=headers, stream=True, timeout=15)


def _wait_rows(env: Any, n: int = 1, timeout: float = 10.0, session: str | None = None) -> list[Any]:
    deadline = time.monotonic() + timeout
    while True:
        rows = env.calls(session)
        if len(rows) >= n or time.monotonic() > deadline:
            return rows
        time.sleep(0.05)


def _openai_error(r: requests.Response, status: int) -> dict[str, Any]:
    assert r.status_code == status, (r.status_code, r.text[:300])
    assert r.headers["Content-Type"].startswith("application/json")
    err = r.json()["error"]
    assert set(err) >= {"message", "type", "param", "code"} and err["message"]
    return err


def _raw_request(port: int, head: bytes, body: bytes = b"", read: bool = True, timeout: float = 10.0) -> bytes:
    """Send exactly these bytes; return the whole response (the proxy closes or sends a length)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(head + body)
        if not read:
            return b""
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = s.recv(65536)
            if not chunk:
                return data
            data += chunk
        head_part, _, rest = data.partition(b"\r\n\r\n")
        length = next(
            (int(ln.split(b":", 1)[1]) for ln in head_part.split(b"\r\n") if ln.lower().startswith(b"content-length")),
            None,
        )
        while length is not None and len(rest) < length:
            chunk = s.recv(65536)
            if not chunk:
                break
            rest += chunk
        return head_part + b"\r\n\r\n" + rest


def _status_and_json(raw: bytes) -> tuple[int, dict[str, Any]]:
    head, _, body = raw.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    assert b"application/json" in head.lower(), head
    return status, json.loads(body)


def _post_head(path: str, body: bytes, extra: list[tuple[bytes, bytes]] = ()) -> bytes:
    lines = [b"POST " + path.encode() + b" HTTP/1.1", b"Host: x", b"Content-Type: application/json"]
    lines += [k + b": " + v for k, v in extra]
    lines.append(b"Content-Length: " + str(len(body)).encode())
    return b"\r\n".join(lines) + b"\r\n\r\n"


# -- 1 and 5: stream failure semantics --------------------------------------------------------------
@pytest.mark.parametrize(
    "inject",
    ["{this is not json", '{"error": {"message": "model overloaded", "type": "server_error", "code": 503}}', "[1, 2]"],
)
def test_a_stream_fault_after_the_first_chunk_is_one_error_event_and_a_clean_end(proxy_env, inject: str) -> None:
    env = proxy_env([{"content": "a b c d e f", "inject": {"after": 3, "data": inject}}])
    t0 = time.monotonic()
    r = _stream(env)
    assert r.status_code == 200
    events = _events(r)  # returns only when the chunked body is properly terminated
    assert time.monotonic() - t0 < 5
    assert events[-1] == b"[DONE]"
    errors = [json.loads(e) for e in events[:-1] if b'"error"' in e]
    assert len(errors) == 1 and errors[0]["error"]["message"]
    chunks = [json.loads(e) for e in events[:-2]]
    assert chunks and all(c["object"] == "chat.completion.chunk" for c in chunks)  # nothing after the error
    assert inject.encode() not in b"".join(events)  # the bad line itself never reaches the client
    (row,) = _wait_rows(env)
    assert (row.status, row.http_status) == ("error", 502)
    assert row.error and ("malformed" in row.error or "overloaded" in row.error)


def test_an_error_object_as_the_first_event_falls_back_before_any_byte(proxy_env) -> None:
    env = proxy_env(
        [{"content": "edge answer"}],
        [{"content": "x", "inject": {"after": 0, "data": '{"error": {"message": "capacity", "code": 529}}'}}],
        policy={"name": "cloud-only"},
        cloud={"fallback": "edge"},
    )
    r = _stream(env)
    text = "".join(
        (json.loads(e)["choices"][0]["delta"].get("content") or "")
        for e in _events(r)[:-1]
        if json.loads(e).get("choices")
    )
    assert r.status_code == 200 and text == "edge answer" and r.headers["x-edgeward-fallback"] == "cloud->edge"
    rows = _wait_rows(env, 2)
    assert [(x.role, x.status) for x in rows] == [("cloud", "error"), ("edge", "ok")]


def test_a_non_sse_reply_to_a_stream_request_is_an_upstream_error_with_fallback(proxy_env) -> None:
    html = {"raw": {"status": 200, "content_type": "text/html", "body": "<html>maintenance</html>"}}
    env = proxy_env([{"content": "edge answer"}], [html], policy={"name": "cloud-only"}, cloud={"fallback": "edge"})
    r = _stream(env)
    assert r.status_code == 200 and r.headers["x-edgeward-route"] == "edge"
    assert b"maintenance" not in b"".join(_events(r))
    rows = _wait_rows(env, 2)
    assert [(x.role, x.status) for x in rows] == [("cloud", "error"), ("edge", "ok")]
    assert "text/html" in (rows[0].error or "")
    # without a fallback the client gets a 502 in the OpenAI shape, not the page
    env2 = proxy_env(None, [html], policy={"name": "cloud-only"})
    err = _openai_error(_stream(env2), 502)
    assert err["code"] == "stream_not_sse"


def test_an_upstream_that_goes_silent_mid_stream_times_out_into_an_error_event(proxy_env) -> None:
    env = proxy_env([{"content": "a b c d", "stall_after_chunks": 2, "stall_s": 30}], edge={"timeout_s": 1})
    t0 = time.monotonic()
    events = _events(_stream(env))
    assert time.monotonic() - t0 < 8 and events[-1] == b"[DONE]"
    assert json.loads(events[-2])["error"]["type"] == "upstream_timeout"
    (row,) = _wait_rows(env)
    assert (row.status, row.http_status) == ("error", 504)


def test_a_stream_that_ends_before_its_first_chunk_is_an_error_not_an_empty_answer(proxy_env) -> None:
    env = proxy_env([{"content": "a b", "drop_after_chunks": 0}])
    err = _openai_error(_stream(env), 502)
    assert "stream" in err["message"]


# -- 2: hostile input is a 4xx in the OpenAI shape ------------------------------------------------------
@pytest.mark.parametrize(
    "body,param",
    [
        ({"model": "m", "messages": [{"role": {}, "content": "hi"}]}, "messages.0.role"),
        ({"model": "m", "messages": [{"role": ["user"], "content": "hi"}]}, "messages.0.role"),
        (
            {"model": "m", "messages": [{"role": "user", "content": [{"type": "video", "video": {}}]}]},
            "messages.0.content.0",
        ),
        (
            {"model": "m", "messages": [{"role": "user", "content": [{"type": "image_url", "image_url": 3}]}]},
            "messages.0.content.0",
        ),
        ({"model": "m", "messages": [{"role": "tool", "content": "x", "tool_call_id": 7}]}, "messages.0.tool_call_id"),
        (
            {
                "model": "m",
                "messages": [{"role": "assistant", "tool_calls": [{"function": {"name": "f", "arguments": {}}}]}],
            },
            "messages.0.tool_calls.0.function.arguments",
        ),
        ({"model": "m", "messages": MSG, "max_tokens": "10"}, "max_tokens"),
        ({"model": "m", "messages": MSG, "max_tokens": True}, "max_tokens"),
        ({"model": "m", "messages": MSG, "stop": [1]}, "stop"),
        ({"model": "m", "messages": MSG, "tools": {"type": "function"}}, "tools"),
        ({"model": 5, "messages": MSG}, "model"),
        ({"model": "m", "messages": "hi"}, "messages"),
        ({"model": "m", "messages": [None]}, "messages.0"),
    ],
)
def test_documented_shapes_only(proxy_env, body: dict[str, Any], param: str) -> None:
    env = proxy_env()
    r = requests.post(env.url + "/chat/completions", json=body, timeout=10)
    assert _openai_error(r, 400)["param"] == param
    assert env.edge.chat_bodies() == []


def test_invalid_strings_and_nesting_are_400(proxy_env) -> None:
    env = proxy_env()
    for raw in (
        b'{"model": "m", "messages": [{"role": "user", "content": "\\ud800"}]}',  # lone surrogate escape
        b'{"model": "m", "messages": [{"role": "user", "content": "caf\xe9"}]}',  # Latin-1, not UTF-8
        b'{"model": "m", "messages": [{"role": "user", "content": "x"}], "metadata": '
        + b'{"a":' * 1000
        + b"1"
        + b"}" * 1001,
        b'{"model": "m", "messages": [{"role": "user", "content": "x"}], "x": ' + b"[" * 70 + b"]" * 70 + b"}",
    ):
        r = requests.post(
            env.url + "/chat/completions", data=raw, headers={"Content-Type": "application/json"}, timeout=10
        )
        _openai_error(r, 400)
    ok = {"model": "m", "messages": MSG, "x": json.loads("[" * 30 + "]" * 30)}
    assert requests.post(env.url + "/chat/completions", json=ok, timeout=10).status_code == 200


def test_header_bytes_that_are_not_utf8_are_400_or_401_never_500(proxy_env) -> None:
    env = proxy_env()
    body = json.dumps({"model": "m", "messages": MSG}).encode()
    for name in (
        b"x-edgeward-policy",
        b"x-edgeward-session",
        b"x-edgeward-task",
        b"x-edgeward-force",
        b"Authorization",
    ):
        raw = _raw_request(
            env.proxy.port, _post_head("/v1/chat/completions", body, [(name, b"ab\xed\xa0\x80cd\xff")]), body
        )
        status, payload = _status_and_json(raw)
        assert status == 400 and payload["error"]["param"] == name.decode(), (name, payload)
    tok = proxy_env(server={"token": "s3cret"})
    raw = _raw_request(
        tok.proxy.port, _post_head("/v1/chat/completions", body, [(b"Authorization", b"Bearer \xff\xfe")]), body
    )
    assert _status_and_json(raw)[0] == 401


def test_a_body_that_is_not_the_gzip_it_claims_is_400(proxy_env) -> None:
    env = proxy_env()
    good = gzip.compress(json.dumps({"model": "m", "messages": MSG}).encode())
    r = requests.post(
        env.url + "/chat/completions",
        data=good[:-9] + b"garbage!!",
        headers={"Content-Type": "application/json", "Content-Encoding": "gzip"},
        timeout=10,
    )
    _openai_error(r, 400)


def test_oversized_and_malformed_http_get_json_errors(proxy_env) -> None:
    env = proxy_env()
    body = json.dumps({"model": "m", "messages": MSG}).encode()
    status, payload = _status_and_json(
        _raw_request(env.proxy.port, _post_head("/v1/chat/completions", body, [(b"x-big", b"a" * 20000)]), body)
    )
    assert status == 431 and payload["error"]["code"] == "headers_too_large"
    many = [(f"x-h{i}".encode(), b"1") for i in range(200)]
    status, payload = _status_and_json(
        _raw_request(env.proxy.port, _post_head("/v1/chat/completions", body, many), body)
    )
    assert status == 431
    status, payload = _status_and_json(_raw_request(env.proxy.port, b"GARBAGE / HTTP/1.1\r\n\r\n"))
    assert status == 400 and payload["error"]["type"] == "invalid_request_error"
    assert env.edge.chat_bodies() == []


# -- 3: disconnects cancel the upstream call and are recorded -----------------------------------------------
def _abandon(env: Any, body: dict[str, Any], after_s: float = 0.0, read_bytes: int = 0) -> None:
    """Send a chat request over a raw socket, optionally read some bytes, then vanish."""
    data = json.dumps(body).encode()
    with socket.create_connection(("127.0.0.1", env.proxy.port), timeout=10) as s:
        s.sendall(_post_head("/v1/chat/completions", data, [(b"x-edgeward-session", b"gone")]) + data)
        got = b""
        while len(got) < read_bytes:
            chunk = s.recv(65536)
            if not chunk:
                break
            got += chunk
        time.sleep(after_s)


def _wait_cancelled(upstream: Any, timeout: float = 5.0) -> list[dict[str, Any]]:
    deadline = time.monotonic() + timeout
    while not upstream.server.cancelled and time.monotonic() < deadline:
        time.sleep(0.05)
    return upstream.server.cancelled


@pytest.mark.parametrize("stream", [False, True])
def test_a_client_that_leaves_a_silent_upstream_cancels_it_and_is_recorded(proxy_env, caplog, stream: bool) -> None:
    env = proxy_env([{"content": "late", "delay_s": 30}], edge={"timeout_s": 2})
    caplog.set_level(logging.WARNING)
    t0 = time.monotonic()
    _abandon(env, {"model": "m", "messages": MSG, "stream": stream}, after_s=0.3)
    (gone,) = _wait_cancelled(env.edge)
    assert gone["after_s"] < 2.0 and time.monotonic() - t0 < 3  # released at once, not at the timeout
    (row,) = _wait_rows(env, session="gone")
    assert (row.status, row.http_status, row.completion_tokens) == ("cancelled", 499, 0)
    time.sleep(2.5)  # past the upstream timeout: nothing fires on the abandoned call
    assert len(env.calls("gone")) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], [r.getMessage() for r in caplog.records]


def test_an_abandoned_non_stream_call_is_cancelled_not_ok(proxy_env) -> None:
    env = proxy_env([{"content": "one two three four five six seven eight", "token_rate": 4}])
    _abandon(env, {"model": "m", "messages": MSG}, after_s=0.5)
    (gone,) = _wait_cancelled(env.edge)
    assert gone["after_s"] < 1.5  # the fake was still generating (8 tokens at 4/s)
    (row,) = _wait_rows(env, session="gone")
    assert row.status == "cancelled"


def test_a_stream_abandoned_mid_way_records_the_tokens_produced(proxy_env) -> None:
    words = " ".join(f"w{i}" for i in range(40))
    env = proxy_env([{"content": words, "token_rate": 20, "omit_usage": True}])
    body = json.dumps({"model": "m", "messages": MSG, "stream": True}).encode()
    with socket.create_connection(("127.0.0.1", env.proxy.port), timeout=10) as s:
        s.sendall(_post_head("/v1/chat/completions", body, [(b"x-edgeward-session", b"gone")]) + body)
        got = b""
        while got.count(b'"content":"w') < 3:  # three content chunks reached the client
            got += s.recv(65536)
    (gone,) = _wait_cancelled(env.edge)
    produced = gone["chunks"] - 1  # the role chunk carries no text
    (row,) = _wait_rows(env, session="gone")
    assert row.status == "cancelled" and row.tokens_estimated
    assert 3 <= row.completion_tokens <= produced < 40


def test_a_non_stream_call_through_an_upstream_stream_is_stopped_by_a_disconnect(proxy_env) -> None:
    """`stream_upstream` (on for the embedded model): the upstream sees the disconnect at once."""
    env = proxy_env([{"content": " ".join(["tok"] * 50), "token_rate": 10}], edge={"stream_upstream": True})
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG}, timeout=15)
    assert r.status_code == 200 and r.json()["choices"][0]["message"]["content"].split() == ["tok"] * 50
    assert env.edge.chat_bodies()[-1]["stream"] is True
    _abandon(env, {"model": "m", "messages": MSG}, after_s=0.5)
    (gone,) = _wait_cancelled(env.edge)
    assert gone["after_s"] < 1.5 and gone["chunks"] < 20
    row = _wait_rows(env, session="gone")[0]
    assert row.status == "cancelled" and 1 <= row.completion_tokens < 20


def test_a_write_to_a_client_that_left_ends_the_stream_quietly(proxy_env, caplog) -> None:
    env = proxy_env([{"content": " ".join(["tok"] * 200), "token_rate": 200}])
    caplog.set_level(logging.WARNING)
    for _ in range(5):
        _abandon(env, {"model": "m", "messages": MSG, "stream": True}, read_bytes=200)
    rows = _wait_rows(env, 5, session="gone")
    assert [r.status for r in rows] == ["cancelled"] * 5
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
