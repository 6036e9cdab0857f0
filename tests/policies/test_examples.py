"""Every example policy config loads through the config loader and builds its policies."""

from __future__ import annotations

from pathlib import Path

import pytest

from edgeward.config import load_config
from edgeward.policies import ASSIGNERS, REGISTRY
from edgeward.proxy.arms import config_policy_errors, make_assigner, make_policy, resolve_arm

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples" / "policies").glob("*.yaml"))


def test_every_registered_policy_has_an_example():
    names = {p.stem for p in EXAMPLES}
    assert set(REGISTRY) - {"edge-only", "cloud-only"} <= names
    assert set(ASSIGNERS) <= names and "budget" in names


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_loads_and_builds(path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    cfg, source = load_config(path)
    assert source == str(path)
    assert config_policy_errors(cfg) == []  # what check-config and serve run before starting
    for name in [cfg.policy.name, *cfg.arms]:
        arm = resolve_arm(cfg, name)
        if arm.assigns:  # every arm it may assign is a routing policy
            for sub in make_assigner(arm).arm_names():
                assert make_policy(resolve_arm(cfg, sub)).name in REGISTRY
        else:
            assert make_policy(arm).name in REGISTRY
