"""`trace`'s one-line reason for a step router decision made before τ exists (started cold)."""

from __future__ import annotations

from edgeward.harness.trace import NO_TAU, why
from edgeward.proxy.store import CallRow


def _row(role: str, purpose: str, decision: dict[str, object]) -> CallRow:
    return CallRow(id="c1", session="s", step=0, role=role, purpose=purpose, model="m", decision=decision)


def test_a_cold_first_decision_says_tau_is_not_calibrated_yet() -> None:
    line = why(_row("cloud", "step", {"policy": "step-router", "reason": "entropy", "H": 1.25, "tau": None}))
    assert "H 1.250 nats; τ not calibrated yet" in line and "None" not in line
    probe = why(_row("probe", "probe", {"H": 0.5, "tau": None}))
    assert NO_TAU in probe and "None" not in probe


def test_a_calibrated_decision_still_compares_h_with_tau() -> None:
    line = why(_row("edge", "step", {"policy": "step-router", "reason": "entropy", "H": 0.4, "tau": 1.5}))
    assert "H 0.400 ≤ τ 1.500 nats" in line and NO_TAU not in line
