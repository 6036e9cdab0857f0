"""Timeouts, retries with backoff (Retry-After honoured) and the per-role fallback."""

from __future__ import annotations

import time

import openai
import pytest

from edgeward.config import ConfigLoadError, validate_config
from edgeward.proxy.upstreams.embedded import free_port

CLOUD = {"x-edgeward-force": "cloud"}
MSG = [{"role": "user", "content": "hi"}]


def _client(env):
    return openai.OpenAI(base_url=env.url, api_key="x", max_retries=0, timeout=30)


def _ask(env, session, headers=None, **kw):
    return _client(env).chat.completions.with_raw_response.create(
        model="edge", messages=MSG, extra_headers={"x-edgeward-session": session, **(headers or {})}, **kw
    )


# -- retries ---------------------------------------------------------------------------------------------
def test_retry_honours_retry_after_and_is_recorded(proxy_env):
    env = proxy_env(
        [{"error": {"status": 503, "message": "busy", "retry_after": 1}}, {"content": "hello"}],
        with_cloud=False,
        edge={"retries": 2},
    )
    t0 = time.monotonic()
    r = _ask(env, "r1").parse()
    assert r.choices[0].message.content == "hello"
    assert time.monotonic() - t0 >= 1.0
    rows = env.calls("r1")
    assert [(x.status, x.purpose, x.http_status) for x in rows] == [("retried", "step:retry", 503), ("ok", "step", 200)]
    assert rows[0].decision == {"attempt": 1} and "busy" in rows[0].error
    assert len(env.edge.chat_bodies()) == 2


def test_backoff_without_retry_after_then_exhaustion(proxy_env):
    env = proxy_env(
        [{"error": {"status": 500}, "times": 3}, {"content": "late"}], with_cloud=False, edge={"retries": 2}
    )
    with pytest.raises(openai.APIStatusError) as e:
        _ask(env, "r2")
    assert e.value.status_code == 502
    rows = env.calls("r2")
    assert [x.status for x in rows] == ["retried", "retried", "error"]
    assert [x.decision.get("attempt") for x in rows[:2]] == [1, 2]
    assert len(env.edge.chat_bodies()) == 3


def test_client_errors_are_not_retried(proxy_env):
    env = proxy_env([{"error": {"status": 400, "message": "bad field"}}], with_cloud=False, edge={"retries": 3})
    with pytest.raises(openai.BadRequestError):
        _ask(env, "r3")
    assert [x.status for x in env.calls("r3")] == ["error"] and len(env.edge.chat_bodies()) == 1


def test_timeout_is_504_and_retried(proxy_env):
    env = proxy_env([{"delay_s": 1.5, "content": "slow"}], with_cloud=False, edge={"timeout_s": 0.3, "retries": 1})
    t0 = time.monotonic()
    with pytest.raises(openai.APIStatusError) as e:
        _ask(env, "r4")
    assert e.value.status_code == 504 and time.monotonic() - t0 < 5
    rows = env.calls("r4")
    assert [x.status for x in rows] == ["retried", "error"] and rows[-1].http_status == 504


def test_streaming_retry_before_first_byte(proxy_env):
    env = proxy_env(
        [{"error": {"status": 429, "retry_after": 0}}, {"content": "a b c"}], with_cloud=False, edge={"retries": 1}
    )
    stream = _client(env).chat.completions.create(
        model="edge", messages=MSG, stream=True, extra_headers={"x-edgeward-session": "r5"}
    )
    assert "".join(ch.choices[0].delta.content or "" for ch in stream if ch.choices) == "a b c"
    assert [x.status for x in env.calls("r5")] == ["retried", "ok"]


# -- fallback ----------------------------------------------------------------------------------------------
def test_cloud_falls_back_to_edge_and_both_are_recorded(proxy_env):
    env = proxy_env(
        [{"content": "edge answer"}],
        [{"error": {"status": 500, "message": "cloud down"}}],
        cloud={"fallback": "edge", "retries": 1},
    )
    raw = _ask(env, "f1", CLOUD)
    assert raw.parse().choices[0].message.content == "edge answer"
    assert raw.headers["x-edgeward-route"] == "edge" and raw.headers["x-edgeward-fallback"] == "cloud->edge"
    rows = env.calls("f1")
    assert [(x.role, x.status) for x in rows] == [("cloud", "retried"), ("cloud", "error"), ("edge", "ok")]
    assert rows[1].decision["fallback_to"] == "edge"
    d = rows[2].decision
    assert d["fallback_from"] == "cloud" and d["fallback_status"] == 502 and "cloud down" in d["fallback_error"]
    assert d["reason"] == "fallback_from_cloud" and d["fallback"] is True


def test_fallback_when_the_cloud_is_unreachable_streaming(proxy_env):
    dead = f"http://127.0.0.1:{free_port()}/v1"
    env = proxy_env(
        [{"content": "from the edge"}],
        None,
        with_cloud=False,
        cloud={"model": "gpt-4o-mini", "api_base": dead, "fallback": "edge", "connect_timeout_s": 2},
    )
    with _client(env).chat.completions.with_streaming_response.create(
        model="edge", messages=MSG, stream=True, extra_headers={"x-edgeward-session": "f2", **CLOUD}
    ) as resp:
        assert resp.headers["x-edgeward-route"] == "edge"
        text = "".join(ch.choices[0].delta.content or "" for ch in resp.parse() if ch.choices)
    assert text == "from the edge"
    rows = env.calls("f2")
    assert [(x.role, x.status) for x in rows] == [("cloud", "error"), ("edge", "ok")]
    assert rows[0].http_status == 502 and rows[0].decision["fallback_to"] == "edge"


def test_edge_falls_back_to_cloud_through_the_gate(proxy_env):
    env = proxy_env([{"error": {"status": 503}}], [{"content": "cloud answer"}], edge={"fallback": "cloud"})
    raw = _ask(env, "f3")
    assert raw.parse().choices[0].message.content == "cloud answer" and raw.headers["x-edgeward-route"] == "cloud"
    assert [(x.role, x.status) for x in env.calls("f3")] == [("edge", "error"), ("cloud", "ok")]
    (eg,) = env.store.egress("f3")  # the cloud-bound body passed the egress gate and was logged
    assert eg.action == "allow"


def test_no_fallback_on_client_errors_or_without_config(proxy_env):
    env = proxy_env([{"content": "edge"}], [{"error": {"status": 400, "message": "bad"}}], cloud={"fallback": "edge"})
    with pytest.raises(openai.BadRequestError):
        _ask(env, "f4", CLOUD)
    assert [x.status for x in env.calls("f4")] == ["error"]
    env2 = proxy_env([{"content": "edge"}], [{"error": {"status": 500}}])
    with pytest.raises(openai.APIStatusError) as e:
        _ask(env2, "f5", CLOUD)
    assert e.value.status_code == 502 and [x.role for x in env2.calls("f5")] == ["cloud"]


def test_fallback_happens_once_per_step(proxy_env):
    env = proxy_env(
        [{"error": {"status": 500}}],
        [{"error": {"status": 500}}],
        edge={"fallback": "cloud"},
        cloud={"fallback": "edge"},
    )
    with pytest.raises(openai.APIStatusError):
        _ask(env, "f6", CLOUD)
    assert [(x.role, x.status) for x in env.calls("f6")] == [("cloud", "error"), ("edge", "error")]


def test_fallback_config_is_validated():
    base = {"edge": {"model": "e", "api_base": "http://e/v1"}}
    with pytest.raises(ConfigLoadError, match="edge.fallback"):
        validate_config({**base, "edge": {**base["edge"], "fallback": "cloud"}})
    with pytest.raises(ConfigLoadError, match="edge.fallback"):
        validate_config({**base, "edge": {**base["edge"], "fallback": "edge"}})
    cfg = validate_config(
        {**base, "cloud": {"model": "gpt-4o-mini", "fallback": "edge", "retries": 3, "timeout_s": 30}}
    )
    assert cfg.cloud.fallback == "edge" and cfg.cloud.retries == 3


@pytest.mark.parametrize("value", ["inf", "1e400", "Infinity", "nan", "-inf"])
def test_a_retry_after_that_is_no_finite_time_is_ignored_not_a_500(proxy_env, value):
    """Found by breaker18: `Retry-After: inf` parsed as float infinity; relaying it to the client
    raised OverflowError (a 500 with a traceback)."""
    import requests

    env = proxy_env([{"error": {"status": 429, "message": "slow", "retry_after": value}}])
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG}, timeout=15)
    assert r.status_code == 429 and r.json()["error"]["type"] == "rate_limit_error"
    assert "Retry-After" not in r.headers


def test_retry_after_as_an_http_date_or_absurdly_long_is_read_and_capped():
    import email.utils
    from datetime import datetime, timedelta, timezone

    from edgeward.proxy.upstreams.base import RETRY_AFTER_MAX_S, map_error

    soon = email.utils.format_datetime(datetime.now(timezone.utc) + timedelta(seconds=30), usegmt=True)
    got = map_error(503, "busy", {"Retry-After": soon}).retry_after
    assert got is not None and 25 <= got <= 31
    assert map_error(503, "busy", {"Retry-After": "Wed, 21 Oct 2099 07:28:00 GMT"}).retry_after == RETRY_AFTER_MAX_S
    assert map_error(503, "busy", {"Retry-After": "1e18"}).retry_after == RETRY_AFTER_MAX_S
    assert map_error(503, "busy", {"Retry-After": "not a time"}).retry_after is None
    assert map_error(503, "busy", {"Retry-After": "2.5"}).retry_after == 2.5
