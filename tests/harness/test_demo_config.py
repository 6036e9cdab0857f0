"""The demo's proxy config (`edgeward.harness.demo.demo_config`)."""

from __future__ import annotations

from edgeward.harness.demo import DEMO_ARMS, demo_config
from edgeward.proxy.settings import ProxyConfig

BASE = {"edge": {"model": "m", "api_base": "http://127.0.0.1:1/v1"}}


def test_demo_scans_in_process_and_adds_its_arms() -> None:
    cfg = demo_config(ProxyConfig.model_validate(BASE))
    assert cfg.server.scan_workers == 0
    assert set(DEMO_ARMS) <= set(cfg.arms)


def test_a_scan_pool_the_config_sets_is_kept() -> None:
    cfg = demo_config(ProxyConfig.model_validate({**BASE, "server": {"scan_workers": 3}}))
    assert cfg.server.scan_workers == 3
