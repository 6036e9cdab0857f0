"""`edgeward check-config` summarises the intercept lists; the arms table's edge-only egress (leftovers18)."""

from __future__ import annotations

import yaml

from edgeward.cli import main
from edgeward.harness.report_tables import arm_setup_table
from edgeward.harness.types import ArmSetup


def test_check_config_counts_the_intercept_lists_unless_verbose(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "c.yaml").write_text(
        "edge: {embedded: smollm2-135m}\nintercept:\n  routes: {api.openai.com: cloud-only, '*.example.dev': edge-only}\n"
        "  other_hosts: {'*.github.com': pass, 'telemetry.*': block, 'cdn.*': pass}\n"
    )
    assert main(["check-config", "c.yaml"]) == 0
    short = capsys.readouterr().out
    block = yaml.safe_load(short)["config"]["intercept"]
    assert (
        block["endpoints"]["count"] >= 5 and sum(block["endpoints"]["per_host"].values()) == block["endpoints"]["count"]
    )
    assert block["routes"] == {"count": 2, "per_policy": {"cloud-only": 1, "edge-only": 1}}
    assert block["other_hosts"] == {"count": 3, "per_action": {"pass": 2, "block": 1}}
    assert "chat/completions" not in short
    assert main(["check-config", "c.yaml", "--verbose"]) == 0
    full = capsys.readouterr().out
    endpoints = yaml.safe_load(full)["config"]["intercept"]["endpoints"]
    assert isinstance(endpoints, list) and len(endpoints) == block["endpoints"]["count"]
    assert len(full.splitlines()) - len(short.splitlines()) > 50  # the lists the summary saved


def test_edge_only_arm_shows_no_egress_mode():
    arms = [
        ArmSetup("edge-only", "edge-only", {}, "mask", "smollm2", "stand-in"),
        ArmSetup("step-router+mask", "step-router", {}, "mask", "smollm2", "stand-in"),
        ArmSetup("cloud-only", "cloud-only", {}, "allow", "smollm2", "stand-in"),
    ]
    headers, rows = arm_setup_table(arms)
    egress = {r[0]: r[headers.index("Egress")] for r in rows}
    assert egress["edge-only"].startswith("—") and "mask" not in egress["edge-only"]
    assert egress["step-router+mask"] == "mask" and egress["cloud-only"] == "allow"
