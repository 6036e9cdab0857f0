"""Issue 16, cancellation at every stage: a client that leaves while the proxy is in an auxiliary
call (the step router's probe, the advisor's cloud call) or in a fallback call cancels that call
upstream at once, and every call of the step is recorded; nothing is logged as an error. Over
real HTTP: a raw socket that sends the request and vanishes, the fake upstreams delaying."""

from __future__ import annotations

import json
import logging
import socket
import time
from typing import Any

from edgeward.policies.advisor import TOOL_NAME

MSGS = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "Total of a.txt?"}]
TOOLS = [{"type": "function", "function": {"name": "read_file", "parameters": {"type": "object"}}}]


def _leave(env: Any, body: dict[str, Any], after_s: float) -> None:
    data = json.dumps(body).encode()
    head = (
        b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"x-edgeward-session: gone\r\nContent-Length: " + str(len(data)).encode() + b"\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", env.proxy.port), timeout=10) as s:
        s.sendall(head + data)
        time.sleep(after_s)


def _cancelled(upstream: Any, timeout: float = 5.0) -> list[dict[str, Any]]:
    deadline = time.monotonic() + timeout
    while not upstream.server.cancelled and time.monotonic() < deadline:
        time.sleep(0.05)
    return upstream.server.cancelled


def _rows(env: Any, n: int, timeout: float = 8.0) -> list[Any]:
    deadline = time.monotonic() + timeout
    while len(env.calls("gone")) < n and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)  # and no more than that come
    return env.calls("gone")


def _no_errors(caplog: Any) -> None:
    bad = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert not bad, bad


def test_leaving_during_the_step_routers_probe_cancels_it(proxy_env, caplog) -> None:
    caplog.set_level(logging.WARNING)
    env = proxy_env([{"content": "x", "delay_s": 30}], [{"content": "cloud"}], policy={"name": "step-router"})
    _leave(env, {"model": "m", "messages": MSGS}, after_s=0.5)
    (gone,) = _cancelled(env.edge)
    assert gone["after_s"] < 2.0
    rows = _rows(env, 1)
    assert [(r.role, r.status) for r in rows] == [("probe", "cancelled")]
    assert env.cloud.chat_bodies() == []
    _no_errors(caplog)


def test_leaving_during_the_advisors_cloud_call_cancels_it(proxy_env, caplog) -> None:
    caplog.set_level(logging.WARNING)
    ask = {"tool_calls": [{"name": TOOL_NAME, "arguments": {"question": "How should I start?"}}]}
    env = proxy_env([ask, {"content": "late"}], [{"content": "advice", "delay_s": 30}], policy={"name": "advisor"})
    _leave(env, {"model": "m", "messages": MSGS, "tools": TOOLS}, after_s=0.8)
    (gone,) = _cancelled(env.cloud)
    assert gone["after_s"] < 2.5
    rows = _rows(env, 2)
    assert [(r.role, r.status) for r in rows] == [("edge", "ok"), ("advisor", "cancelled")]
    _no_errors(caplog)


def test_leaving_during_a_fallback_call_cancels_it(proxy_env, caplog) -> None:
    caplog.set_level(logging.WARNING)
    env = proxy_env(
        [{"content": "edge late", "delay_s": 30}],
        [{"error": {"status": 500, "message": "boom"}}],
        policy={"name": "cloud-only"},
        cloud={"fallback": "edge"},
    )
    _leave(env, {"model": "m", "messages": MSGS, "stream": True}, after_s=0.8)
    (gone,) = _cancelled(env.edge)
    assert gone["after_s"] < 2.0
    rows = _rows(env, 2)
    assert [(r.role, r.status) for r in rows] == [("cloud", "error"), ("edge", "cancelled")]
    _no_errors(caplog)
