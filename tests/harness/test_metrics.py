"""Metrics against hand-computed values (edgeward.harness.metrics).

The fixture: 3 tasks x 3 trials under two arms. Every expected number is derived by hand in
the comments next to it. Privacy plumbing is tested with a small test-double matcher (the real
matcher, edgeward.detectors.exposure, is exercised in the last tests when it is importable).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass

import pytest

from edgeward.harness.metric_models import CallRecord, EgressRecord, RunSummary, TrialRecord
from edgeward.harness.metrics import (
    bootstrap_ci,
    effective_score,
    is_cloud_call,
    mean_pass_at_k,
    mean_pass_hat_k,
    paired_difference,
    pass_at_k,
    pass_hat_k,
    summarise,
    trial_cost,
    trial_privacy,
)

# ------------------------------------------------------------------------------------------
# A test-double matcher with the contract's shape: privacy_score(units, payloads) -> result
# with .score and .per_unit (entity_id, field, level, first_call_id) in input order. Level 1.0 when the value,
# lower-cased with separators removed, occurs in the payload so normalised; else 0.
# ------------------------------------------------------------------------------------------


@dataclass
class Unit:
    entity_id: str
    field: str
    value: str
    weight: float = 1.0


@dataclass
class _UnitResult:
    entity_id: str
    field: str
    level: float
    first_call_id: str | None


@dataclass
class _Result:
    score: float | None
    per_unit: list[_UnitResult]
    n_units: int


def _norm(s: str) -> str:
    return re.sub(r"[\W_]+", "", s.lower())


def fake_matcher(units, payloads):
    rows = []
    for u in units:
        level, first = 0.0, None
        for call_id, body in payloads:
            if _norm(u.value) in _norm(body):
                level, first = 1.0, call_id
                break
        rows.append(_UnitResult(u.entity_id, u.field, level, first))
    total = sum(u.weight for u in units)
    if not units or total <= 0:
        return _Result(None, rows, len(units))
    return _Result(1 - sum(u.weight * r.level for u, r in zip(units, rows)) / total, rows, len(units))


# ------------------------------------------------------------------------------------------
# Fixture
# ------------------------------------------------------------------------------------------

PHONE = Unit("CTX-001", "phone", "139-2288-3366", 2.0)
NAME = Unit("CTX-001", "name", "Zhang Wei", 1.0)
IBAN = Unit("ACC-9", "iban", "DE89370400440532013000", 1.0)
UNITS = {"t1": [PHONE, NAME], "t2": [], "t3": [IBAN]}
CATEGORY = {"t1": "office", "t2": "office", "t3": "data"}
ACCESSED = {"t1": {"CTX-001/phone"}, "t2": None, "t3": set()}


def _edge_only() -> list[TrialRecord]:
    # scores: t1 1.0/0.8/0.5; t2 0.9 ok, 0.9 but errored, None (grading failed); t3 0.7 x3
    scores = {
        "t1": [(1.0, None), (0.8, None), (0.5, None)],
        "t2": [(0.9, None), (0.9, "timeout"), (None, None)],
        "t3": [(0.7, None), (0.7, None), (0.7, None)],
    }
    recs = []
    for task, trials in scores.items():
        for i, (score, err) in enumerate(trials):
            sid = f"run1:edge-only:{task}:{i}"
            calls = [
                CallRecord(
                    f"{sid}/edge",
                    sid,
                    "edge",
                    "smollm2",
                    prompt_tokens=500,
                    cached_tokens=100,
                    completion_tokens=40,
                    edge_flops=1.2e11,
                    latency_ms=100.0,
                ),
                CallRecord(
                    f"{sid}/probe",
                    sid,
                    "probe",
                    "smollm2",
                    prompt_tokens=100,
                    completion_tokens=1,
                    edge_flops=2.0e10,
                    latency_ms=20.0,
                ),
            ]
            accessed = {"t1": {"CTX-001"}, "t2": None, "t3": set()}[task]  # bare entity id form
            recs.append(
                TrialRecord(
                    "run1", "edge-only", task, CATEGORY[task], i, score, err, UNITS[task], accessed, calls, [], 10.0
                )
            )
    return recs


def _cloud_only() -> list[TrialRecord]:
    # scores: t1 1/1/1; t2 0.6/0.8/0.9; t3 0/1/0.75
    scores = {"t1": [1.0, 1.0, 1.0], "t2": [0.6, 0.8, 0.9], "t3": [0.0, 1.0, 0.75]}
    recs = []
    for task, ss in scores.items():
        for i, score in enumerate(ss):
            sid = f"run1:cloud-only:{task}:{i}"
            calls = [
                CallRecord(
                    f"{sid}/sketch",
                    sid,
                    "sketch",
                    "stand-in-cloud",
                    stand_in=True,
                    prompt_tokens=300,
                    completion_tokens=20,
                    usd=0.002,
                ),
                CallRecord(
                    f"{sid}/cloud",
                    sid,
                    "cloud",
                    "stand-in-cloud",
                    stand_in=True,
                    prompt_tokens=1000,
                    cached_tokens=200,
                    completion_tokens=50,
                    usd=0.01,
                ),
                CallRecord(
                    f"{sid}/router",
                    sid,
                    "router",
                    "stand-in-cloud",
                    stand_in=True,
                    prompt_tokens=50,
                    completion_tokens=5,
                    usd=0.0005,
                ),
                CallRecord(
                    f"{sid}/probe", sid, "probe", "smollm2", prompt_tokens=100, completion_tokens=1, edge_flops=2.0e10
                ),
            ]
            secret = "please call 13922883366 today" if task == "t1" else "nothing here"
            egress = [
                EgressRecord(f"{sid}/sketch", sid, json.dumps({"messages": [{"content": "plan it"}]})),
                EgressRecord(f"{sid}/cloud", sid, json.dumps({"messages": [{"content": secret}]})),
                EgressRecord(f"{sid}/router", sid, json.dumps({"messages": [{"content": "route?"}]})),
            ]
            recs.append(
                TrialRecord(
                    "run1",
                    "cloud-only",
                    task,
                    CATEGORY[task],
                    i,
                    score,
                    None,
                    UNITS[task],
                    ACCESSED[task],
                    calls,
                    egress,
                    20.0,
                )
            )
    return recs


@pytest.fixture(scope="module")
def summary() -> RunSummary:
    return summarise(_edge_only() + _cloud_only(), threshold=0.7, k_values=(1, 2, 3, 4), matcher=fake_matcher)


# ------------------------------------------------------------------------------------------
# Estimators
# ------------------------------------------------------------------------------------------


def test_pass_hat_and_pass_at_single_task():
    # C(3,2)/C(5,2) = 3/10; 1 - C(2,2)/C(5,2) = 1 - 1/10
    assert pass_hat_k(5, 3, 2) == pytest.approx(0.3)
    assert pass_at_k(5, 3, 2) == pytest.approx(0.9)
    assert pass_hat_k(3, 3, 3) == 1.0 and pass_hat_k(3, 2, 3) == 0.0
    assert pass_at_k(3, 0, 3) == 0.0 and pass_at_k(3, 1, 3) == 1.0
    # k > n (and k < 1) are undefined
    assert pass_hat_k(3, 3, 4) is None and pass_at_k(3, 3, 4) is None
    assert pass_hat_k(3, 1, 0) is None
    with pytest.raises(ValueError):
        pass_hat_k(3, 4, 1)


def test_mean_over_tasks_and_k_gt_n():
    # tasks (n, c): (3, 2), (3, 1), (3, 3) -> Pass^1 = (2/3 + 1/3 + 1)/3 = 2/3
    counts = [(3, 2), (3, 1), (3, 3)]
    assert mean_pass_hat_k(counts, 1) == pytest.approx(2 / 3)
    assert mean_pass_hat_k(counts, 3) == pytest.approx(1 / 3)
    assert mean_pass_at_k(counts, 3) == pytest.approx(1.0)
    # one task with only 2 trials makes k=3 undefined for the whole group
    assert mean_pass_hat_k([(3, 3), (2, 2)], 3) is None
    assert mean_pass_hat_k([], 1) is None


def test_effective_score_counts_failures_as_zero():
    base = dict(run="r", arm="a", task_id="t", category="c", trial=0)
    assert effective_score(TrialRecord(**base, score=0.9, error="timeout")) == 0.0
    assert effective_score(TrialRecord(**base, score=None)) == 0.0
    assert effective_score(TrialRecord(**base, score=float("nan"))) == 0.0
    assert effective_score(TrialRecord(**base, score=1.3)) == 1.0
    assert effective_score(TrialRecord(**base, score=0.42)) == 0.42


# ------------------------------------------------------------------------------------------
# Utility
# ------------------------------------------------------------------------------------------


def test_completion_and_pass_k_edge_only(summary):
    a = summary.arm("edge-only")
    # task means: t1 (1+0.8+0.5)/3 = 0.766667; t2 (0.9+0+0)/3 = 0.3; t3 0.7
    # completion = 100 * (0.766667 + 0.3 + 0.7)/3 = 58.8889
    assert a.completion_pct.value == pytest.approx(100 * (2.3 / 3 + 0.3 + 0.7) / 3)
    assert a.completion_pct.value == pytest.approx(58.8889, abs=1e-4)
    # passing (>= 0.7): t1 c=2, t2 c=1 (errored 0.9 fails), t3 c=3 (0.7 passes)
    assert a.pass_hat_k["1"].value == pytest.approx(100 * 2 / 3)
    # Pass^2: t1 C(2,2)/C(3,2) = 1/3, t2 0, t3 1 -> (4/3)/3 = 4/9
    assert a.pass_hat_k["2"].value == pytest.approx(100 * 4 / 9)
    # Pass^3: t1 0, t2 0, t3 1 -> 1/3
    assert a.pass_hat_k["3"].value == pytest.approx(100 / 3)
    # Pass@3: every task passes at least once -> 100
    assert a.pass_at_k["3"].value == pytest.approx(100.0)
    assert a.pass_at_k["1"].value == pytest.approx(a.pass_hat_k["1"].value)
    # k = 4 > n = 3: n/a
    assert a.pass_hat_k["4"].value is None and a.pass_at_k["4"].value is None
    assert a.n_errored == 1 and a.n_trials == 9 and a.n_tasks == 3


def test_completion_and_pass_k_cloud_only(summary):
    a = summary.arm("cloud-only")
    # task means: t1 1.0; t2 2.3/3 = 0.766667; t3 1.75/3 = 0.583333 -> 100 * 2.35/3 = 78.3333
    assert a.completion_pct.value == pytest.approx(100 * 2.35 / 3)
    # c: t1 3, t2 2 (0.8, 0.9), t3 2 (1.0, 0.75) -> Pass^1 = (1 + 2/3 + 2/3)/3 = 7/9
    assert a.pass_hat_k["1"].value == pytest.approx(100 * 7 / 9)
    # Pass^2: 1, 1/3, 1/3 -> 5/9; Pass^3: 1, 0, 0 -> 1/3
    assert a.pass_hat_k["2"].value == pytest.approx(100 * 5 / 9)
    assert a.pass_hat_k["3"].value == pytest.approx(100 / 3)


def test_per_category(summary):
    cats = {c.category: c for c in summary.arm("edge-only").per_category}
    assert set(cats) == {"office", "data"}
    # office = t1, t2: completion 100 * (0.766667 + 0.3)/2 = 53.3333; Pass^1 (2/3 + 1/3)/2 = 50
    assert cats["office"].completion_pct.value == pytest.approx(100 * (2.3 / 3 + 0.3) / 2)
    assert cats["office"].pass_hat_k["1"].value == pytest.approx(50.0)
    assert cats["office"].pass_hat_k["3"].value == pytest.approx(0.0)
    # data = t3: 70, Pass^1 100, Pass^3 100; one task -> degenerate CI
    assert cats["data"].completion_pct.value == pytest.approx(70.0)
    assert cats["data"].pass_hat_k["3"].value == pytest.approx(100.0)
    assert cats["data"].completion_pct.low == cats["data"].completion_pct.high == pytest.approx(70.0)
    assert cats["office"].n_tasks == 2 and cats["office"].n_trials == 6


def test_threshold_is_configurable():
    s = summarise(_edge_only(), threshold=0.9, k_values=(1,), matcher=fake_matcher)
    # >= 0.9: t1 only 1.0 (c=1); t2 0.9 ok (c=1); t3 none -> (1/3 + 1/3 + 0)/3 = 2/9
    assert s.arm("edge-only").pass_hat_k["1"].value == pytest.approx(100 * 2 / 9)
    assert s.threshold == 0.9


# ------------------------------------------------------------------------------------------
# Cost
# ------------------------------------------------------------------------------------------


def test_cloud_classification():
    sent = {"p1"}
    assert is_cloud_call(CallRecord("x", "s", "cloud"), set())
    assert is_cloud_call(CallRecord("x", "s", "advisor"), set())
    assert not is_cloud_call(CallRecord("x", "s", "edge"), {"x"})
    assert is_cloud_call(CallRecord("p1", "s", "probe"), sent)  # probe that left the device
    assert not is_cloud_call(CallRecord("p2", "s", "probe"), sent)  # probe on the edge
    assert not is_cloud_call(CallRecord("r1", "s", "router"), sent)


def test_trial_cost_sums():
    c = trial_cost(_cloud_only()[0])
    # cloud calls = sketch, cloud, router (router has an egress row); probe stays on the edge
    # uncached: 300 + (1000 - 200) + 50 = 1150; cached 200; output 20 + 50 + 5 = 75
    assert (c.cloud_uncached_tokens, c.cloud_cached_tokens, c.cloud_output_tokens) == (1150, 200, 75)
    assert c.cloud_usd == pytest.approx(0.002 + 0.01 + 0.0005)
    assert c.edge_flops == pytest.approx(2.0e10)
    assert c.edge_tokens == 101  # probe: 100 + 1
    assert c.cloud_calls == 3 and c.edge_calls == 1 and c.stand_in_cloud_calls == 3


def test_cost_summary(summary):
    cloud = summary.arm("cloud-only").cost
    # per pass over 3 tasks = 3 x per-trial values
    assert cloud.cloud_uncached_mtok == pytest.approx(3 * 1150 / 1e6)
    assert cloud.cloud_cached_mtok == pytest.approx(3 * 200 / 1e6)
    assert cloud.cloud_output_mtok == pytest.approx(3 * 75 / 1e6)
    assert cloud.cloud_tokens_mtok.value == pytest.approx(3 * 1425 / 1e6)
    assert cloud.cloud_usd.value == pytest.approx(3 * 0.0125)
    assert cloud.edge_pflops.value == pytest.approx(3 * 2.0e10 / 1e15)
    # totals over 9 trials
    assert cloud.cloud_uncached_tokens_total == 9 * 1150
    assert cloud.cloud_usd_total == pytest.approx(9 * 0.0125)
    assert cloud.calls_per_task_by_role == {"cloud": 1.0, "probe": 1.0, "sketch": 1.0, "router": 1.0}
    assert cloud.wall_s_mean == 20.0 and cloud.wall_s_total == 180.0
    assert cloud.stand_in_cloud_calls == 27 and cloud.cloud_models == ["stand-in-cloud"]

    edge = summary.arm("edge-only").cost
    # edge FLOPs per trial 1.2e11 + 2e10 = 1.4e11; per pass 3 x 1.4e11 = 4.2e11 = 4.2e-4 PFLOPs
    assert edge.edge_pflops.value == pytest.approx(4.2e-4)
    assert edge.edge_pflops_total == pytest.approx(9 * 1.4e11 / 1e15)
    assert edge.cloud_usd.value == 0.0 and edge.cloud_tokens_mtok.value == 0.0
    assert edge.edge_tokens_total == 9 * (500 - 100 + 40 + 100 + 1)
    assert edge.mean_latency_ms_by_role == {"edge": 100.0, "probe": 20.0}
    assert summary.stand_in_cloud is True


def test_mechanisms(summary):
    m = summary.arm("cloud-only").mechanisms
    assert (m.sketch_calls, m.router_calls, m.probe_calls, m.advisor_calls) == (9, 9, 9, 0)
    assert m.cloud_calls == 27 and m.edge_calls == 9 and m.egress_payloads == 27
    assert m.cloud_step_share == 1.0 and m.trials_with_cloud == 9 and not m.no_egress
    e = summary.arm("edge-only").mechanisms
    assert e.cloud_step_share == 0.0 and e.no_egress and e.egress_payloads == 0


# ------------------------------------------------------------------------------------------
# Privacy
# ------------------------------------------------------------------------------------------


def test_trial_privacy_first_exposing_call():
    rec = _cloud_only()[0]  # t1, trial 0: the phone is in the 2nd payload (the cloud call)
    p = trial_privacy(rec, fake_matcher)
    # all units: 1 - (2 * 1.0 + 1 * 0) / 3 = 1/3; accessed = {phone} -> 1 - 2/2 = 0
    assert p.all_units == pytest.approx(1 / 3)
    assert p.accessed_units == pytest.approx(0.0)
    levels = {u.field: (u.level, u.first_call_id) for u in p.units}
    assert levels["phone"] == (1.0, "run1:cloud-only:t1:0/cloud")
    assert levels["name"] == (0.0, None)


def test_privacy_summary(summary):
    cloud = summary.arm("cloud-only").privacy
    # t1 1/3 each trial, t3 1.0, t2 no units (excluded) -> (33.33 + 100)/2 = 66.67, n = 2 tasks
    assert cloud.all_units_pct.value == pytest.approx(100 * (1 / 3 + 1) / 2)
    assert cloud.all_units_pct.n == 2
    assert cloud.n_trials_scored == 6 and cloud.n_trials_no_units == 3
    # accessed: t1 -> 0 (phone exposed); t3 accessed nothing -> no score; n = 1
    assert cloud.accessed_units_pct.value == pytest.approx(0.0)
    assert cloud.accessed_units_pct.n == 1 and cloud.n_trials_no_access == 3
    # edge-only is measured, not assumed: empty egress -> 100 over the same 2 tasks
    edge = summary.arm("edge-only").privacy
    assert edge.all_units_pct.value == pytest.approx(100.0) and edge.all_units_pct.n == 2
    # edge-only t1 accessed by bare entity id "CTX-001" -> both units -> 100
    assert edge.accessed_units_pct.value == pytest.approx(100.0)


def test_exposure_rows(summary):
    rows = [r for r in summary.exposures if r.arm == "cloud-only"]
    assert len(rows) == 3  # t1 phone, t1 name, t3 iban
    phone = next(r for r in rows if r.field == "phone")
    assert phone.level == 1.0 and phone.trials_exposed == 3 and phone.n_trials == 3
    assert phone.first_trial == 0 and phone.first_call_id == "run1:cloud-only:t1:0/cloud"
    assert phone.first_call_role == "cloud" and phone.accessed is True
    assert phone.value == "[REDACTED]"
    assert all(r.level == 0 for r in rows if r.field != "phone")
    assert summary.arm("cloud-only").privacy.units_exposed == 1
    # no plaintext value anywhere in the serialised summary
    dumped = summary.model_dump_json()
    for u in (PHONE, NAME, IBAN):
        assert u.value not in dumped


def test_blocked_egress_is_not_exposure():
    sid = "r:a:t:0"
    rec = TrialRecord(
        "r",
        "a",
        "t",
        "c",
        0,
        1.0,
        None,
        [PHONE],
        None,
        [CallRecord(f"{sid}/p", sid, "probe", "m", prompt_tokens=10, edge_flops=5.0)],
        [EgressRecord(f"{sid}/p", sid, "13922883366", action="block")],
        1.0,
    )
    assert trial_privacy(rec, fake_matcher).all_units == 1.0
    c = trial_cost(rec)  # the blocked probe never left: it is an edge call
    assert c.cloud_calls == 0 and c.edge_flops == 5.0
    s = summarise([rec], matcher=fake_matcher)
    assert s.arm("a").mechanisms.blocked_payloads == 1 and s.arm("a").mechanisms.egress_payloads == 0


def test_units_without_matcher_call_when_no_units():
    calls = []

    def spy(units, payloads):
        calls.append(units)
        return fake_matcher(units, payloads)

    rec = TrialRecord("r", "a", "t", "c", 0, 1.0, None, [], None, [], [], 1.0)
    p = trial_privacy(rec, spy)
    assert p.all_units is None and p.accessed_units is None and calls == []


# ------------------------------------------------------------------------------------------
# Bootstrap and paired differences
# ------------------------------------------------------------------------------------------


def test_bootstrap_deterministic_and_contains_mean():
    vals = [0.1, 0.5, 0.9, 0.3, 0.7, 0.2, 0.8]
    a = bootstrap_ci(vals, seed=7)
    b = bootstrap_ci(vals, seed=7)
    assert a == b
    mean = sum(vals) / len(vals)
    assert a[0] < mean < a[1]
    assert min(vals) <= a[0] and a[1] <= max(vals)
    assert bootstrap_ci(vals, seed=8) != a  # the seed matters
    s = bootstrap_ci(vals, seed=7, statistic="sum")
    assert s[0] == pytest.approx(a[0] * len(vals)) and s[1] == pytest.approx(a[1] * len(vals))
    assert bootstrap_ci([], seed=0) is None
    assert bootstrap_ci([3.0]) == (3.0, 3.0)


def test_summary_cis_contain_point_and_are_deterministic(summary):
    again = summarise(_edge_only() + _cloud_only(), threshold=0.7, k_values=(1, 2, 3, 4), matcher=fake_matcher)
    assert again.model_dump() == summary.model_dump()
    for a in summary.arms:
        for st in (a.completion_pct, a.pass_hat_k["1"], a.privacy.all_units_pct, a.cost.cloud_usd):
            assert st.low <= st.value + 1e-9 and st.value <= st.high + 1e-9


def test_paired_difference():
    mean, lo, hi, n = paired_difference({"a": 1.0, "b": 3.0, "c": None}, {"a": 0.0, "b": 1.0, "d": 5.0})
    # common tasks with values: a (1 - 0 = 1), b (3 - 1 = 2) -> mean 1.5
    assert (mean, n) == (1.5, 2) and 1.0 <= lo <= 1.5 <= hi <= 2.0
    assert paired_difference({"a": 1.0}, {"b": 1.0}) == (None, None, None, 0)


def test_paired_vs_edge_only(summary):
    assert summary.baseline == "edge-only"
    d = {p.metric: p for p in summary.paired if p.arm == "cloud-only"}
    # completion per task: t1 100 - 76.667, t2 76.667 - 30, t3 58.333 - 70 -> mean 19.444
    assert d["completion_pct"].mean_diff == pytest.approx(100 * 2.35 / 3 - 100 * (2.3 / 3 + 1.0) / 3)
    assert d["completion_pct"].n_tasks == 3
    # privacy: t1 33.33 - 100, t3 100 - 100 -> mean -33.33 over 2 tasks
    assert d["privacy_all_pct"].mean_diff == pytest.approx(-100 / 3) and d["privacy_all_pct"].n_tasks == 2
    # cloud $ per task: 0.0125 - 0
    assert d["cloud_usd"].mean_diff == pytest.approx(0.0125)
    assert all(p.arm != "edge-only" for p in summary.paired)


def test_explicit_baseline_and_run_arm_grouping():
    s = summarise(_edge_only() + _cloud_only(), baseline="cloud-only", matcher=fake_matcher)
    assert s.baseline == "cloud-only" and {p.arm for p in s.paired} == {"edge-only"}
    s2 = summarise(_edge_only(), group_by="run_arm", matcher=fake_matcher)
    assert [a.arm for a in s2.arms] == ["run1/edge-only"]


# ------------------------------------------------------------------------------------------
# Edge cases and serialisation
# ------------------------------------------------------------------------------------------


def test_empty_input():
    s = summarise([])
    assert s.arms == [] and s.paired == [] and s.baseline is None
    json.loads(s.model_dump_json())


def test_summary_is_json_round_trippable(summary):
    data = json.loads(summary.model_dump_json())
    again = RunSummary.model_validate(data)
    assert again == summary
    assert data["arms"][0]["pass_hat_k"]["4"]["value"] is None
    assert not any(isinstance(v, float) and math.isnan(v) for v in _walk(data))


def _walk(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from _walk(v)
    elif isinstance(x, list):
        for v in x:
            yield from _walk(v)
    else:
        yield x


def test_collapsed_arm_is_flagged():
    recs = [
        TrialRecord("r", "step-router", "t", "c", 0, 1.0, None, [], None, [CallRecord("x", "s", "edge", "m")], [], 1.0)
    ]
    s = summarise(recs, matcher=fake_matcher)
    assert any("behaves as edge-only" in n for n in s.notes)
    assert s.arm("step-router").mechanisms.collapsed_to_edge


# ------------------------------------------------------------------------------------------
# With the real matcher (edgeward.detectors.exposure), once it is importable
# ------------------------------------------------------------------------------------------


def _real_exposure():
    return pytest.importorskip("edgeward.detectors.exposure", reason="edgeward.detectors.exposure not importable yet")


def test_real_matcher_privacy_and_first_call():
    exposure = _real_exposure()
    su = exposure.SensitiveUnit
    units = [
        su(entity_id="CTX-001", field="phone", value="139-2288-3366", weight=2.0),
        su(entity_id="CTX-001", field="name", value="Zhang Wei", weight=1.0),
    ]
    recs = []
    for r in _cloud_only():
        if r.task_id == "t1":
            r.units = units
            recs.append(r)
    s = summarise(recs, k_values=(1,))
    a = s.arm("cloud-only")
    # the phone (weight 2) is in each trial's cloud payload as 13922883366 (digit separators
    # normalised -> level 1.0); the name never leaves -> 1 - 2/3 = 1/3 per trial
    assert a.privacy.all_units_pct.value == pytest.approx(100 / 3, abs=1e-6)
    phone = next(r for r in s.exposures if r.field == "phone")
    assert phone.level == 1.0 and phone.first_call_id == "run1:cloud-only:t1:0/cloud"
    name = next(r for r in s.exposures if r.field == "name")
    assert name.level == 0.0 and name.first_call_id is None


def test_real_matcher_edge_only_measured():
    exposure = _real_exposure()
    su = exposure.SensitiveUnit
    recs = [r for r in _edge_only() if r.task_id == "t1"]
    for r in recs:
        r.units = [su(entity_id="CTX-001", field="phone", value="139-2288-3366", weight=2.0)]
    s = summarise(recs)
    assert s.arm("edge-only").privacy.all_units_pct.value == pytest.approx(100.0)


def test_real_matcher_reproduces_hand_computed_privacy(summary):
    exposure = _real_exposure()
    recs = _edge_only() + _cloud_only()
    for r in recs:  # the same units as the matcher's own type
        r.units = [exposure.SensitiveUnit(u.entity_id, u.field, u.value, u.weight) for u in r.units]
    real = summarise(recs, threshold=0.7, k_values=(1, 2, 3, 4))  # default matcher
    for arm in ("edge-only", "cloud-only"):
        assert real.arm(arm).privacy == summary.arm(arm).privacy
    assert real.exposures == summary.exposures


def test_real_matcher_placeholder_is_not_exposure():
    exposure = _real_exposure()
    unit = exposure.SensitiveUnit("CTX-001", "phone", "139-2288-3366", 2.0)
    sid = "r:mask:t:0"
    rec = TrialRecord(
        "r",
        "mask",
        "t",
        "c",
        0,
        1.0,
        None,
        [unit],
        {"CTX-001/phone"},
        [CallRecord(f"{sid}/c", sid, "cloud", "m")],
        [EgressRecord(f"{sid}/c", sid, json.dumps({"content": "call [PHONE_1]"}), placeholders=1)],
        1.0,
    )
    s = summarise([rec])
    a = s.arm("mask")
    assert a.privacy.all_units_pct.value == pytest.approx(100.0)
    assert a.privacy.accessed_units_pct.value == pytest.approx(100.0)
    assert a.mechanisms.masked_payloads == 1 and a.mechanisms.placeholders_total == 1


def test_zero_weight_units_have_no_score():
    rec = TrialRecord("r", "a", "t", "c", 0, 1.0, None, [Unit("E", "f", "v", 0.0)], None, [], [], 1.0)
    p = trial_privacy(rec, fake_matcher)
    assert p.all_units is None
    s = summarise([rec], matcher=fake_matcher)
    assert s.arm("a").privacy.all_units_pct.value is None and s.arm("a").privacy.all_units_pct.n == 0


def test_accessed_subset_equals_matcher_on_subset():
    # accessed privacy is aggregated from the per-unit levels; it must equal running the real
    # matcher on the accessed units alone
    exposure = _real_exposure()
    su = exposure.SensitiveUnit
    units = [
        su("CTX-001", "phone", "139-2288-3366", 2.0),
        su("CTX-001", "name", "Zhang Wei", 1.0),
        su("CTX-002", "email", "li.ming@corp.example", 3.0),
    ]
    payloads = [
        ("c1", json.dumps({"content": "Zhang Wei, 139****3366"})),
        ("c2", json.dumps({"content": "mail li.ming@corp.example"})),
    ]
    rec = TrialRecord(
        "r",
        "a",
        "t",
        "c",
        0,
        1.0,
        None,
        units,
        {"CTX-001/phone", "CTX-002"},
        [],
        [EgressRecord(cid, "s", body) for cid, body in payloads],
        1.0,
    )
    p = trial_privacy(rec)
    direct = exposure.privacy_score([units[0], units[2]], payloads)
    assert p.accessed_units == pytest.approx(direct.score)
    assert p.all_units == pytest.approx(exposure.privacy_score(units, payloads).score)
    assert p.n_accessed == 2
    assert {u.field: u.first_call_id for u in p.units} == {"phone": "c1", "name": "c1", "email": "c2"}


def test_store_rows_fit_the_protocols():
    store = pytest.importorskip("edgeward.proxy.store", reason="edgeward.proxy.store not importable")
    sid = "r:cloud-only:t:0"
    calls = [
        store.CallRow(
            id="c1",
            session=sid,
            step=0,
            role="cloud",
            purpose="step",
            model="m",
            stand_in=True,
            prompt_tokens=1000,
            cached_tokens=400,
            completion_tokens=100,
            usd=0.02,
        ),
        store.CallRow(
            id="e1",
            session=sid,
            step=1,
            role="edge",
            purpose="step",
            model="smol",
            prompt_tokens=200,
            completion_tokens=10,
            edge_flops=5.67e10,
        ),
    ]
    egress = [
        store.EgressRow(
            call_id="c1", session=sid, created=0.0, body='{"content": "hi"}', action="allow", placeholders=0
        )
    ]
    s = summarise(
        [TrialRecord("r", "cloud-only", "t", "c", 0, 0.8, None, [PHONE], None, calls, egress, 2.0)],
        k_values=(1,),
        matcher=fake_matcher,
    )
    a = s.arm("cloud-only")
    # uncached 1000 - 400 = 600, cached 400, output 100; one task -> per pass = per trial
    assert (a.cost.cloud_uncached_tokens_total, a.cost.cloud_cached_tokens_total, a.cost.cloud_output_tokens_total) == (
        600,
        400,
        100,
    )
    assert a.cost.cloud_usd.value == pytest.approx(0.02)
    assert a.cost.edge_pflops.value == pytest.approx(5.67e-5)
    assert a.mechanisms.cloud_step_share == 0.5
    assert a.privacy.all_units_pct.value == pytest.approx(100.0)


def test_run_arm_grouping_finds_edge_only_baseline():
    recs = _edge_only() + _cloud_only()
    for r in recs:
        if r.arm == "cloud-only":
            r.run = "run2"
    s = summarise(recs, group_by="run_arm", k_values=(1,), matcher=fake_matcher)
    assert [a.arm for a in s.arms] == ["run1/edge-only", "run2/cloud-only"]
    assert s.baseline == "run1/edge-only"
    assert not s.arm("run1/edge-only").mechanisms.collapsed_to_edge and not s.notes
