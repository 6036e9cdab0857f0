"""Issue 16 / F6, F7, F8: request checks before any work, over real HTTP: stacked egress suffixes,
out-of-range parameter values and a tool_choice naming no tool are 400 in the OpenAI shape with
nothing sent upstream; a body that never finishes arriving is answered 408."""

from __future__ import annotations

import json
import socket
import time
from typing import Any

import pytest
import requests

MSG = [{"role": "user", "content": "Say hello please"}]
TOOLS = [{"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object"}}}]


def _error(r: requests.Response, status: int = 400) -> dict[str, Any]:
    assert r.status_code == status, (r.status_code, r.text[:300])
    assert r.headers["Content-Type"].startswith("application/json")
    err = r.json()["error"]
    assert set(err) >= {"message", "type", "param", "code"} and err["message"]
    return err


def _post(env: Any, body: dict[str, Any], **headers: str) -> requests.Response:
    return requests.post(env.url + "/chat/completions", json=body, headers=headers, timeout=15)


# -- F6: one egress suffix --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name", ["cloud-only+block+mask", "cloud-only+block+allow", "cloud-only+allow+mask", "edge-only+mask+mask"]
)
@pytest.mark.parametrize("where", ["model", "header"])
def test_stacked_egress_suffixes_are_a_400_naming_both(proxy_env, name: str, where: str) -> None:
    env = proxy_env([{"content": "edge"}], [{"content": "cloud"}])
    if where == "model":
        r = _post(env, {"model": f"edgeward/{name}", "messages": MSG})
    else:
        r = _post(env, {"model": "m", "messages": MSG}, **{"x-edgeward-policy": name})
    err = _error(r)
    first, second = name.split("+")[1:]
    assert (
        "more than one egress suffix" in err["message"]
        and f"+{first}" in err["message"]
        and f"+{second}" in err["message"]
    )
    assert env.cloud.chat_bodies() == [] and env.edge.chat_bodies() == []
    assert env.calls() == []


def test_one_suffix_and_an_arm_named_with_a_suffix_still_resolve(proxy_env) -> None:
    env = proxy_env(
        [{"content": "edge", "times": 5}],
        [{"content": "cloud", "times": 5}],
        arms={"strict+block": {"policy": "edge-only"}},
    )
    r = _post(env, {"model": "edgeward/edge-only+block", "messages": MSG})
    assert r.status_code == 200 and r.headers["x-edgeward-policy"] == "edge-only+block"
    r = _post(env, {"model": "m", "messages": MSG}, **{"x-edgeward-policy": "strict+block+mask"})
    assert r.status_code == 200, r.text  # the arm's own name may hold a `+`; one suffix on top
    assert r.headers["x-edgeward-policy"] == "strict+block+mask"


# -- F7: documented ranges --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "extra,param",
    [
        ({"max_tokens": -5}, "max_tokens"),
        ({"max_tokens": 0}, "max_tokens"),
        ({"max_completion_tokens": -1}, "max_completion_tokens"),
        ({"n": 0}, "n"),
        ({"n": 1000}, "n"),
        ({"temperature": 3}, "temperature"),
        ({"top_p": -0.5}, "top_p"),
        ({"top_logprobs": 21, "logprobs": True}, "top_logprobs"),
        ({"presence_penalty": 2.5}, "presence_penalty"),
        ({"tool_choice": "sometimes", "tools": TOOLS}, "tool_choice"),
        ({"tool_choice": {"type": "function"}, "tools": TOOLS}, "tool_choice.function.name"),
        (
            {"tool_choice": {"type": "function", "function": {"name": "nope"}}, "tools": TOOLS},
            "tool_choice.function.name",
        ),
    ],
)
def test_out_of_range_values_are_a_400_before_any_work(proxy_env, extra: dict[str, Any], param: str) -> None:
    env = proxy_env([{"content": "edge"}], [{"content": "cloud"}])
    err = _error(_post(env, {"model": "m", "messages": MSG, **extra}))
    assert err["param"] == param and err["type"] == "invalid_request_error"
    assert env.edge.chat_bodies() == [] and env.cloud.chat_bodies() == [] and env.calls() == []


@pytest.mark.parametrize(
    "front,body",
    [
        ("messages", {"model": "m", "max_tokens": 10, "temperature": 9, "messages": MSG}),
        ("messages", {"model": "m", "max_tokens": 10, "top_p": 1.5, "messages": MSG}),
        ("responses", {"model": "m", "input": "hi", "temperature": 9}),
        ("responses", {"model": "m", "input": "hi", "top_p": -1}),
    ],
)
def test_the_other_front_ends_check_ranges_too(proxy_env, front: str, body: dict[str, Any]) -> None:
    env = proxy_env([{"content": "edge"}])
    r = requests.post(f"{env.url}/{front}", json=body, timeout=15)
    assert r.status_code == 400, r.text[:300]
    assert "must be between" in r.json()["error"]["message"]
    assert env.edge.chat_bodies() == [] and env.calls() == []


def test_in_range_values_pass_through(proxy_env) -> None:
    env = proxy_env([{"content": "edge"}])
    body = {
        "model": "m",
        "messages": MSG,
        "max_tokens": 1,
        "n": 1,
        "temperature": 2,
        "top_p": 0,
        "tools": TOOLS,
        "tool_choice": {"type": "function", "function": {"name": "get_weather"}},
    }
    r = _post(env, body)
    assert r.status_code == 200, r.text
    (sent,) = env.edge.chat_bodies()
    assert sent["tool_choice"] == body["tool_choice"] and sent["temperature"] == 2


# -- F8: a body that never finishes arriving ----------------------------------------------------------
def test_a_half_sent_body_is_answered_408_after_the_body_timeout(proxy_env) -> None:
    env = proxy_env([{"content": "edge"}], server={"body_timeout_s": 1})
    head = (
        b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 100\r\n\r\n"
    )
    t0 = time.monotonic()
    with socket.create_connection(("127.0.0.1", env.proxy.port), timeout=10) as s:
        s.sendall(head + b'{"model":')
        data = b""
        while b"\r\n\r\n" not in data:
            data += s.recv(65536)
        head_part, _, body = data.partition(b"\r\n\r\n")
        length = next(
            int(ln.split(b":")[1]) for ln in head_part.split(b"\r\n") if ln.lower().startswith(b"content-length")
        )
        while len(body) < length:
            body += s.recv(65536)
    elapsed = time.monotonic() - t0
    assert 0.9 <= elapsed < 5, elapsed
    assert b"connection: close" in head_part.lower()  # the client is told this connection ends
    assert head_part.split(b" ", 2)[1] == b"408" and b"application/json" in head_part.lower()
    err = json.loads(body)["error"]
    assert err["code"] == "request_timeout" and err["message"]
    assert env.edge.chat_bodies() == []
    # a normal request on the same proxy is unaffected
    assert _post(env, {"model": "m", "messages": MSG}).status_code == 200


# -- F10: path-like session ids ------------------------------------------------------------------------
@pytest.mark.parametrize("sid", [".", ".."])
def test_dot_session_ids_are_refused_in_the_header_and_the_path(proxy_env, sid: str) -> None:
    env = proxy_env([{"content": "edge"}])
    err = _error(_post(env, {"model": "m", "messages": MSG}, **{"x-edgeward-session": sid}))
    assert "invalid session id" in err["message"]
    body = json.dumps({"model": "m", "messages": MSG}).encode()
    head = (
        f"POST /s/{sid}/v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    ).encode()
    with socket.create_connection(("127.0.0.1", env.proxy.port), timeout=10) as s:
        s.sendall(head + body)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    status = int(data.split(b" ", 2)[1])
    assert status in (400, 404), data[:300]  # never served as a session named like a path segment
    assert env.edge.chat_bodies() == [] and env.calls() == []
    # an id that merely contains dots is fine
    assert _post(env, {"model": "m", "messages": MSG}, **{"x-edgeward-session": "a..b"}).status_code == 200
