"""GET /metrics: Prometheus text format, one registry per app."""

from __future__ import annotations

import io
import json
import logging
import urllib.error
import urllib.request

import openai
import pytest
from prometheus_client.parser import text_string_to_metric_families

from edgeward.proxy.logs import config_secrets, redact, register_secret, setup_logging


def scrape(env, token: str | None = None) -> tuple[str, dict[tuple[str, tuple], float]]:
    req = urllib.request.Request(env.url.removesuffix("/v1") + "/metrics")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(req, timeout=10) as r:
        ctype, text = r.headers["Content-Type"], r.read().decode()
    samples = {}
    for fam in text_string_to_metric_families(text):
        for s in fam.samples:
            samples[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return ctype, samples


def val(samples, name, **labels) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def test_metrics_scrape(proxy_env):
    env = proxy_env(
        [{"content": "hello edge", "usage": {"prompt_tokens": 10, "completion_tokens": 3}}],
        [
            {"match": {"user": "fail"}, "error": {"status": 400, "message": "nope"}},
            {"error": {"status": 503, "retry_after": 0}},
            {
                "content": "hello cloud",
                "usage": {"prompt_tokens": 1000, "completion_tokens": 100, "cached_tokens": 400},
            },
        ],
        cloud={"retries": 1},
    )
    c = openai.OpenAI(base_url=env.url, api_key="x", max_retries=0)
    c.chat.completions.create(model="edge", messages=[{"role": "user", "content": "hi"}])
    stream = c.chat.completions.create(
        model="edge",
        messages=[{"role": "user", "content": "hi cloud"}],
        stream=True,
        extra_headers={"x-edgeward-force": "cloud"},
    )
    assert "".join(ch.choices[0].delta.content or "" for ch in stream if ch.choices) == "hello cloud"
    with pytest.raises(openai.BadRequestError):
        c.chat.completions.create(
            model="edge", messages=[{"role": "user", "content": "fail"}], extra_headers={"x-edgeward-force": "cloud"}
        )
    env.store.flush()
    ctype, s = scrape(env)
    assert ctype.startswith("text/plain") and "version=" in ctype
    assert val(s, "edgeward_requests_total") == 3
    assert val(s, "edgeward_upstream_calls_total", role="edge", target="edge", status="ok") == 1
    assert val(s, "edgeward_upstream_calls_total", role="cloud", target="cloud", status="ok") == 1
    assert val(s, "edgeward_upstream_calls_total", role="cloud", target="cloud", status="retried") == 1
    assert val(s, "edgeward_upstream_calls_total", role="cloud", target="cloud", status="error") == 1
    assert val(s, "edgeward_upstream_errors_total", role="cloud", target="cloud", http_status="503") == 1
    assert val(s, "edgeward_upstream_errors_total", role="cloud", target="cloud", http_status="400") == 1
    assert val(s, "edgeward_tokens_total", role="edge", target="edge", kind="prompt") == 10
    assert val(s, "edgeward_tokens_total", role="cloud", target="cloud", kind="cached") == 400
    assert val(s, "edgeward_tokens_total", role="cloud", target="cloud", kind="completion") == 100
    # gpt-4o-mini from litellm's offline map: 600 uncached at 0.15, 400 cached at 0.075, 100 out at 0.6 per 1M
    assert val(s, "edgeward_usd_total", role="cloud", target="cloud") == pytest.approx(
        (600 * 0.15 + 400 * 0.075 + 100 * 0.6) / 1e6
    )
    assert val(s, "edgeward_edge_flops_total", role="edge") == 2 * 1e9 * 13
    assert val(s, "edgeward_upstream_latency_seconds_count", role="edge", target="edge") == 1
    assert val(s, "edgeward_upstream_ttft_seconds_count", role="cloud", target="cloud") == 1
    assert val(s, "edgeward_http_responses_total", endpoint="chat/completions", code="200") == 2
    assert val(s, "edgeward_errors_total", endpoint="chat/completions", code="400") == 1


def test_each_app_has_its_own_registry(proxy_env):
    a = proxy_env([{"content": "a"}], with_cloud=False)
    b = proxy_env([{"content": "b"}], with_cloud=False)
    openai.OpenAI(base_url=a.url, api_key="x", max_retries=0).chat.completions.create(
        model="edge", messages=[{"role": "user", "content": "hi"}]
    )
    assert val(scrape(a)[1], "edgeward_requests_total") == 1
    assert val(scrape(b)[1], "edgeward_requests_total") == 0


def test_metrics_behind_the_proxy_token(proxy_env, monkeypatch):
    monkeypatch.setenv("EDGEWARD_TEST_PROXY_TOKEN", "tok-123")
    env = proxy_env([{"content": "a"}], with_cloud=False, server={"token": "env:EDGEWARD_TEST_PROXY_TOKEN"})
    with pytest.raises(urllib.error.HTTPError) as e:
        scrape(env)
    assert e.value.code == 401
    _, s = scrape(env, "tok-123")
    assert val(s, "edgeward_errors_total", endpoint="metrics", code="401") == 1


# -- structured logs (edgeward.proxy.logs) ----------------------------------------------------------------


@pytest.fixture
def log_capture():
    made = []

    def make(fmt: str, level: str = "debug", secrets=()):
        buf = io.StringIO()
        made.append(setup_logging(level, fmt, buf, secrets))
        return buf

    yield make
    root = logging.getLogger()
    for h in made:
        root.removeHandler(h)
    root.setLevel(logging.WARNING)


def test_json_lines_with_fields(log_capture):
    buf = log_capture("json")
    logging.getLogger("edgeward.pipeline").info("call id=%s session=%s role=%s usd=%.6f", "call-1", "s-1", "edge", 0.5)
    logging.getLogger("edgeward.x").warning('free text with "quotes"', extra={"route": "cloud"})
    a, b = [json.loads(x) for x in buf.getvalue().splitlines()]
    assert a["level"] == "info" and a["logger"] == "edgeward.pipeline" and a["event"] == "call"
    assert (a["id"], a["session"], a["role"], a["usd"]) == ("call-1", "s-1", "edge", "0.500000")
    assert a["ts"].endswith("Z")
    assert b["msg"] == 'free text with "quotes"' and b["route"] == "cloud" and "event" not in b


def test_kv_lines(log_capture):
    buf = log_capture("kv")
    logging.getLogger("edgeward.pipeline").info("call id=%s role=%s", "call-1", "edge")
    logging.getLogger("edgeward.x").error("two words")
    a, b = buf.getvalue().splitlines()
    assert " level=info logger=edgeward.pipeline event=call id=call-1 role=edge" in a and a.startswith("ts=")
    assert b.endswith('level=error logger=edgeward.x msg="two words"')


def test_redaction_of_keys_and_registered_secrets(log_capture):
    buf = log_capture("kv", secrets=["my-registered-upstream-key-42"])
    log = logging.getLogger("edgeward.t")
    log.info("header Authorization: Bearer abcdef123456789")
    log.info("key sk-ant-api03-AAAABBBBCCCCDDDD and sk-proj-xyzxyzxyzxyz")
    log.info("url https://x/?api_key=QWERTY12345&x=1 password=hunter22")
    log.info("value %s in args", "my-registered-upstream-key-42")
    try:
        raise RuntimeError("failed with key sk-live-0123456789")
    except RuntimeError:
        log.exception("boom")
    out = buf.getvalue()
    for leaked in (
        "abcdef123456789",
        "AAAABBBBCCCCDDDD",
        "xyzxyzxyzxyz",
        "QWERTY12345",
        "hunter22",
        "my-registered-upstream-key-42",
        "0123456789",
    ):
        assert leaked not in out
    assert "Bearer ***" in out and "sk-***" in out and "api_key=***" in out
    assert redact("tokens=10/0/3 max_tokens=96") == "tokens=10/0/3 max_tokens=96"  # counts are not secrets


def test_proxy_logs_carry_no_key_and_no_content(proxy_env, log_capture, monkeypatch):
    env = proxy_env([{"content": "the answer mentions 555-0199"}], [{"content": "cloud says hi"}])
    buf = log_capture("json", "debug", secrets=config_secrets(env.proxy.config))
    c = openai.OpenAI(base_url=env.url, api_key="client-key-should-not-appear", max_retries=0)
    secret_text = "my card is 4111 1111 1111 1111 and token ghp_abcdefghijklmnopqrstuvwxyz0123456789"
    c.chat.completions.create(model="edge", messages=[{"role": "user", "content": secret_text}])
    c.chat.completions.create(
        model="edge", messages=[{"role": "user", "content": secret_text}], extra_headers={"x-edgeward-force": "cloud"}
    )
    env.store.flush()
    lines = [json.loads(x) for x in buf.getvalue().splitlines()]
    calls = [x for x in lines if x.get("event") == "call"]
    assert {x["role"] for x in calls} == {"edge", "cloud"}
    out = buf.getvalue()
    for leaked in (
        "edge-secret-key",
        "cloud-secret-key",
        "client-key-should-not-appear",
        "4111",
        "ghp_",
        "555-0199",
        "cloud says hi",
    ):
        assert leaked not in out
    register_secret("x")  # too short to register: ignored, does not mask ordinary text
    assert redact("x marks the spot") == "x marks the spot"


def test_serve_cli_writes_json_logs_without_keys(tmp_path, monkeypatch):
    """`edgeward serve --log-format json`: every stderr line after the banner is JSON; no key leaks."""
    import os
    import subprocess
    import sys
    import time as _time

    import yaml

    from edgeward.harness.fake_upstream import FakeUpstream
    from edgeward.proxy.upstreams.embedded import free_port

    fake = FakeUpstream.run_in_thread([{"content": "hi there"}])
    port = free_port()
    cfg = tmp_path / "c.yaml"
    cfg.write_text(yaml.safe_dump({"edge": {"model": "m", "api_base": fake.url, "api_key": "env:EW_LOGTEST_KEY"}}))
    env = {**os.environ, "EW_LOGTEST_KEY": "sk-logtest-secret-987654321"}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "edgeward",
            "serve",
            "--config",
            str(cfg),
            "--port",
            str(port),
            "--store",
            str(tmp_path / "s.db"),
            "--log-level",
            "debug",
            "--log-format",
            "json",
        ],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    try:
        c = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="x", max_retries=0, timeout=10)
        deadline = _time.monotonic() + 60
        while True:
            try:
                c.chat.completions.create(model="edge", messages=[{"role": "user", "content": "secret plan"}])
                break
            except openai.APIConnectionError:
                if _time.monotonic() > deadline or proc.poll() is not None:
                    raise
                _time.sleep(0.3)
        _time.sleep(0.5)
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
        fake.stop()
    # the banner and the stop notices (``edgeward: SIGTERM received …``) are plain status lines
    lines = [x for x in err.splitlines() if x.strip() and not x.startswith(("edgeward ", "edgeward: "))]
    parsed = [json.loads(x) for x in lines]  # every log line is a JSON object
    assert any(x.get("event") == "call" and x.get("role") == "edge" for x in parsed)
    assert "sk-logtest-secret-987654321" not in err and "secret plan" not in err
