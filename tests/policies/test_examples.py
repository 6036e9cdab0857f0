"""Every example policy config loads through the config loader and builds its policies."""

from __future__ import annotations

from pathlib import Path

import pytest

from edgeward.config import load_config
from edgeward.policies import REGISTRY, build_policy

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples" / "policies").glob("*.yaml"))


def _build(cfg, name):
    if name in cfg.arms:
        arm = cfg.arms[name]
        params = dict(arm.params)
        if arm.policy != name and arm.policy in cfg.arms:
            return _build(cfg, arm.policy)
        return build_policy(arm.policy, params)
    return build_policy(name, cfg.policy.params if name == cfg.policy.name else {})


def test_every_registered_policy_has_an_example():
    names = {p.stem for p in EXAMPLES}
    assert set(REGISTRY) - {"edge-only", "cloud-only"} <= names | {"ab"}
    assert "ab" in names and "budget" in names


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_loads_and_builds(path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    cfg, source = load_config(path)
    assert source == str(path)
    policy = _build(cfg, cfg.policy.name)
    assert policy.name in REGISTRY
    for arm in cfg.arms:
        assert _build(cfg, arm).name in REGISTRY
    for sub in getattr(getattr(policy, "p", None), "arms", None) or {}:
        assert sub in cfg.arms or sub in REGISTRY
