"""Every example config in examples/*.yaml loads, validates and resolves (keys from env)."""

from __future__ import annotations

from pathlib import Path

import pytest

from edgeward.cli_common import route_errors
from edgeward.config import load_config, redacted
from edgeward.policies import build_policy
from edgeward.proxy.accounting import resolve_prices
from edgeward.proxy.intercept.rules import Route, Rules
from edgeward.proxy.upstreams.prompted_tools import resolve_constrained
from edgeward.proxy.upstreams.providers import provider_for
from edgeward.proxy.settings import resolve_secret

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
KEYS = {
    "OPENAI_API_KEY": "sk-test-openai-000000",
    "OPENROUTER_API_KEY": "sk-or-test-000000",
    "ANTHROPIC_API_KEY": "sk-ant-test-000000",
    "EDGEWARD_TOKEN": "proxy-token-000000",
}


@pytest.fixture(autouse=True)
def keys(monkeypatch):
    for k, v in KEYS.items():
        monkeypatch.setenv(k, v)


def _files() -> list[Path]:
    return sorted(EXAMPLES.glob("*.yaml"))


def test_the_four_examples_exist():
    assert {p.name for p in _files()} >= {
        "embedded-offline.yaml",
        "vllm-openai.yaml",
        "ollama-openrouter.yaml",
        "llamacpp-anthropic.yaml",
    }


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_example_loads_and_resolves(path):
    cfg, source = load_config(path)
    assert source == str(path)
    assert path.read_text().lstrip().startswith("#")  # every example explains itself
    build_policy(cfg.policy.name, cfg.policy.params)  # the policy exists and its params are valid
    for role in ("edge", "cloud"):
        r = getattr(cfg, role)
        if r is None:
            continue
        resolve_secret(r.api_key)  # every referenced key is an env reference that resolves
        assert r.api_key is None or r.api_key.startswith("env:"), "keys never sit in example files"
        provider = provider_for(r)
        if provider == "openai" and not r.embedded:
            assert r.api_base
        if r.tool_mode == "prompted":
            resolve_constrained(r.constrained, embedded=bool(r.embedded), provider=provider)
        if role == "cloud":
            assert resolve_prices(r, r.model or "").known, f"{path.name}: cloud prices unknown"
        if r.fallback:
            assert getattr(cfg, r.fallback) is not None
    assert resolve_secret(cfg.server.token) in (None, KEYS["EDGEWARD_TOKEN"])
    assert route_errors(cfg) == []  # intercept.routes name policies or arms that build
    dumped = str(redacted(cfg))
    assert not any(v in dumped for v in KEYS.values())


def test_example_specifics():
    off, _ = load_config(EXAMPLES / "embedded-offline.yaml")
    assert off.edge.embedded and off.cloud.stand_in and off.edge.constrained == "json_object"
    vllm, _ = load_config(EXAMPLES / "vllm-openai.yaml")
    assert provider_for(vllm.edge) == provider_for(vllm.cloud) == "openai" and vllm.edge.active_params == 8.2e9
    orr, _ = load_config(EXAMPLES / "ollama-openrouter.yaml")
    # an OpenRouter model id with a slash stays on the OpenAI-compatible path
    assert provider_for(orr.cloud) == "openai" and orr.cloud.model == "anthropic/claude-sonnet-4.5"
    assert orr.cloud.extra_body == {"usage": {"include": True}}
    anth, _ = load_config(EXAMPLES / "llamacpp-anthropic.yaml")
    assert provider_for(anth.cloud) == "litellm" and provider_for(anth.edge) == "openai"
    p = resolve_prices(anth.cloud, anth.cloud.model)
    assert (p.input, p.cached_input, p.output) == pytest.approx((3.0, 0.3, 15.0))
    fw, _ = load_config(EXAMPLES / "intercept-firewall.yaml")
    rules = Rules(fw.intercept)
    assert rules.action("o123.ingest.sentry.io", 443) == "block" and rules.action("pypi.org", 443) == "pass"
    assert rules.action("example.com", 443) == "record"
    assert rules.route("api.anthropic.com", 443, "/v1/messages") == Route("/v1/messages", "cloud-only+mask")


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_check_config_accepts_example(path, capsys):
    from edgeward.cli import main

    assert main(["check-config", str(path)]) == 0
    out = capsys.readouterr().out
    assert not any(v in out for v in KEYS.values())
