"""`intercept:` config and its compiled rules: which requests the pipeline answers, at which path,
with which policy, and what happens to every other host; the store's `via` and `other_hosts`."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from edgeward.proxy.intercept.config import InterceptConfig, parse_listen
from edgeward.proxy.intercept.other_hosts import summarise_other_hosts
from edgeward.proxy.intercept.rules import Route, Rules, host_matches
from edgeward.proxy.store import _SCHEMA_V1, OtherHostRow, Store


def rules(**cfg: object) -> Rules:
    return Rules(InterceptConfig.model_validate(cfg))


@pytest.mark.parametrize(
    "host,path,local",
    [
        ("api.openai.com", "/v1/chat/completions", "/v1/chat/completions"),
        ("api.openai.com", "/v1/responses", "/v1/responses"),
        ("api.openai.com", "/v1/responses/resp_123", "/v1/responses/resp_123"),
        ("API.OpenAI.com", "/v1/embeddings", "/v1/embeddings"),
        ("myres.openai.azure.com", "/openai/v1/chat/completions?api-version=preview", "/v1/chat/completions?api-version=preview"),
        ("myres.openai.azure.com", "/openai/deployments/gpt4o/chat/completions?api-version=2024-10-21", "/v1/chat/completions?api-version=2024-10-21"),
        ("eastus.cognitiveservices.azure.com", "/openai/deployments/d1/responses", "/v1/responses"),
        ("api.anthropic.com", "/v1/messages?beta=true", "/v1/messages?beta=true"),
        ("api.anthropic.com", "/v1/messages/count_tokens", "/v1/messages/count_tokens"),
        ("api.anthropic.com", "/api/hello", "/api/hello"),
        ("openrouter.ai", "/api/v1/chat/completions", "/v1/chat/completions"),
    ],
)  # fmt: skip
def test_default_endpoints_route_model_api_paths_to_the_pipeline(host: str, path: str, local: str) -> None:
    r = rules()
    assert r.is_model_host(host, 443)
    assert r.route(host, 443, path) == Route(local, None)


@pytest.mark.parametrize(
    "host,path",
    [
        ("api.openai.com", "/v1/traces/ingest"),  # openai-agents' traces: never forwarded
        ("api.openai.com", "/v1/files"),
        ("api.openai.com", "/v2/chat/completions"),
        ("api.openai.com", "/v1/chat/completions/extra"),
        ("api.openai.com", "/v1/responses/../../admin"),
        ("api.openai.com", "/v1//chat/completions"),
        ("myres.openai.azure.com", "/openai/deployments/chat/completions"),  # the deployment segment is missing
        ("api.anthropic.com", "/api/event_logging/batch"),
        ("openrouter.ai", "/v1/chat/completions"),  # OpenRouter's API lives under /api/v1
    ],
)
def test_other_paths_on_model_hosts_are_not_routed(host: str, path: str) -> None:
    r = rules()
    assert r.is_model_host(host, 443)
    assert r.route(host, 443, path) is None


def test_other_hosts_first_matching_pattern_wins_else_the_default_action() -> None:
    r = rules(other_hosts={"*.sentry.io": "block", "telemetry.*": "block", "pypi.org": "pass", "*": "record"})
    assert r.action("o123.ingest.sentry.io", 443) == "block"
    assert r.action("telemetry.example.com", 443) == "block"
    assert r.action("pypi.org", 443) == "pass"
    assert r.action("example.com", 443) == "record"
    assert not r.is_model_host("pypi.org", 443)
    assert rules().action("anything.example", 443) == "record"  # the default
    assert rules(default_action="block").action("anything.example", 443) == "block"


def test_host_patterns_with_a_port_match_host_and_port() -> None:
    assert host_matches("127.0.0.1:8443", "127.0.0.1", 8443)
    assert not host_matches("127.0.0.1:8443", "127.0.0.1", 443)
    assert host_matches("*.example.com", "a.b.example.com", 1)
    assert host_matches("example.com", "EXAMPLE.COM.", 443)  # case and a trailing dot do not matter
    assert not host_matches("example.com", "example.com.evil.net", 443)


def test_routes_give_a_per_host_policy() -> None:
    r = rules(routes={"api.anthropic.com": "cloud-only", "*.azure.com": "step-router"})
    assert r.route("api.anthropic.com", 443, "/v1/messages") == Route("/v1/messages", "cloud-only")
    assert r.route("x.openai.azure.com", 443, "/openai/v1/responses") == Route("/v1/responses", "step-router")
    assert r.route("api.openai.com", 443, "/v1/chat/completions") == Route("/v1/chat/completions", None)


def test_custom_endpoint_base_to_and_paths() -> None:
    r = rules(endpoints=[{"host": "llm.internal:8443", "base": "/gw/*/v1", "to": "/v1", "paths": ["chat/completions"]}])
    assert r.route("llm.internal", 8443, "/gw/team-a/v1/chat/completions") == Route("/v1/chat/completions", None)
    assert r.route("llm.internal", 443, "/gw/team-a/v1/chat/completions") is None
    assert not r.is_model_host("api.openai.com", 443)  # endpoints replace the defaults


@pytest.mark.parametrize(
    "cfg,where",
    [
        ({"listen": "8080"}, "listen"),
        ({"listen": "localhost:99999"}, "listen"),
        ({"other_hosts": {"evil.com/path": "block"}}, "other_hosts"),
        ({"other_hosts": {"x.com": "drop"}}, "other_hosts"),
        ({"endpoints": [{"host": "a.com", "base": "v1"}]}, "endpoints"),
        ({"endpoints": [{"host": "a.com", "paths": ["/"]}]}, "endpoints"),
        ({"routes": {"a b": "cloud-only"}}, "routes"),
        ({"unknown": 1}, "unknown"),
    ],
)
def test_bad_intercept_config_is_rejected_naming_the_key(cfg: dict[str, object], where: str) -> None:
    with pytest.raises(ValidationError) as e:
        InterceptConfig.model_validate(cfg)
    assert where in str(e.value)


def test_parse_listen() -> None:
    assert parse_listen("127.0.0.1:8080") == ("127.0.0.1", 8080)
    assert parse_listen("[::1]:0") == ("::1", 0)
    with pytest.raises(ValueError):
        parse_listen(":8080")


# -- the store's side: via and the other_hosts log ----------------------------------------------
def test_a_store_created_before_intercept_gains_via_and_other_hosts(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    for stmt in _SCHEMA_V1:  # the tables as they were, without calls.via
        conn.execute(stmt)
    conn.execute(
        "INSERT INTO calls (id, session, step, role, purpose, model, created) VALUES ('c1','s',1,'edge','step','m',1)"
    )
    conn.commit()
    conn.close()
    store = Store(path, writer=False)
    try:
        (old,) = store.calls()
        assert old.via == "proxy"  # rows recorded before intercept existed came through serve
        store.record_other_host(OtherHostRow(created=5.0, host="h.example", port=443, scheme="tunnel", action="record"))
        assert [(r.host, r.action) for r in store.other_hosts()] == [("h.example", "record")]
        assert store.other_hosts(since=6.0) == []
    finally:
        store.close()
    Store(path, writer=False).close()  # applying it again changes nothing


def test_other_hosts_summary_groups_by_host_and_action() -> None:
    def row(host: str, action: str, **kw: Any) -> OtherHostRow:
        scheme, created = kw.pop("scheme", "https"), kw.pop("created", 1.0)
        return OtherHostRow(created=created, host=host, port=443, scheme=scheme, action=action, **kw)

    rows = [
        row("a.example", "record", scheme="tunnel", bytes_up=10, bytes_down=100, created=1.0),
        row("a.example", "record", scheme="tunnel", bytes_up=5, bytes_down=50, created=3.0, error="reset"),
        row("api.openai.com", "block", method="POST", path="/v1/traces/ingest", bytes_up=700),
        row("api.openai.com", "block", method="POST", path="/v1/traces/ingest"),
        row("api.openai.com", "block", method="GET", path="/v1/files"),
    ]
    blocked, recorded = summarise_other_hosts(rows)
    assert (blocked["host"], blocked["action"], blocked["connections"], blocked["bytes_up"]) == (
        "api.openai.com",
        "block",
        3,
        700,
    )
    assert blocked["paths"] == [
        {"request": "POST /v1/traces/ingest", "count": 2},
        {"request": "GET /v1/files", "count": 1},
    ]
    assert recorded["connections"] == 2 and (recorded["bytes_up"], recorded["bytes_down"]) == (15, 150)
    assert (recorded["first"], recorded["last"], recorded["errors"], recorded["paths"]) == (1.0, 3.0, 1, [])
    assert summarise_other_hosts([]) == []
