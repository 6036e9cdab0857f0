"""The access log (one structured line per request, 404s included) and the 404 body that lists
what edgeward serves."""

from __future__ import annotations

import logging
import re

import requests

LINE = re.compile(r"^request method=(\S+) path=(\S+) status=(\d+) ms=(\d+\.\d) session=(\S+) route=(\S+)$")


def lines(caplog) -> list[tuple[str, ...]]:
    out = []
    for rec in caplog.records:
        if rec.name == "edgeward.access":
            m = LINE.match(rec.getMessage())
            assert m, rec.getMessage()
            out.append(m.groups())
    return out


def test_one_line_per_request_with_session_and_route(proxy_env, caplog):
    caplog.set_level(logging.INFO, logger="edgeward.access")
    env = proxy_env([{"content": "ok"}])
    r = requests.post(
        env.url + "/chat/completions?api_key=should-not-be-logged",
        json={"model": "m", "messages": [{"role": "user", "content": "hi"}]},
        headers={"x-edgeward-session": "log-1"},
        timeout=10,
    )
    assert r.status_code == 200
    requests.get(env.url.removesuffix("/v1") + "/no/such/thing", timeout=10)
    requests.post(env.url + "/chat/completions", data=b"{", timeout=10)
    got = lines(caplog)
    assert [(m, p, s, sid, route) for m, p, s, _, sid, route in got] == [
        ("POST", "/v1/chat/completions", "200", "log-1", "edge"),
        ("GET", "/no/such/thing", "404", "-", "-"),
        ("POST", "/v1/chat/completions", "400", "-", "-"),
    ]
    assert "should-not-be-logged" not in caplog.text


def test_404_lists_the_endpoints_and_405_names_the_allowed_methods(proxy_env):
    env = proxy_env()
    r = requests.post(env.url + "/chat/complete", json={}, timeout=10)
    assert r.status_code == 404
    msg = r.json()["error"]["message"]
    for ep in ("POST /v1/chat/completions", "POST /v1/responses", "POST /v1/messages", "GET /v1/models"):
        assert ep in msg
    assert r.json()["error"]["code"] == "not_found" and "base URL" not in msg
    root = env.url.removesuffix("/v1")  # a client whose base URL lacks /v1
    r = requests.post(root + "/chat/completions", json={}, timeout=10)
    assert r.status_code == 404 and "the client's base URL probably lacks it" in r.json()["error"]["message"]
    r = requests.get(env.url + "/chat/completions", timeout=10)
    assert r.status_code == 405 and "POST" in r.json()["error"]["message"] and r.headers["Allow"] == "POST"
