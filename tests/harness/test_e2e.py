"""End-to-end test of the harness (issue 5, "Done when"): a 3-task mini suite run by `edgeward run`
through the real proxy against scripted fake upstreams, under edge-only, cloud-only, step-router
and cloud-only+mask, two trials each; every number of the report is checked against values
computed here by hand from the script's fixed constants.

The mini suite lives in tests/data/mini_suite/ (see its README):

- mini-sum (2 model calls): read numbers.txt, answer 42. Unit: an e-mail address (w=1) in the
  file, so it enters the conversation with the read_file result (seen by the request of turn 1).
- mini-contact (3 calls, contacts service): search, open c-2, answer Logistics. Units: c-2's
  phone (w=2), in the record fetched at turn 1 (seen from turn 2 on); c-7's phone (w=1), never
  fetched.
- mini-flaky (2 calls): read codeword.txt, answer BLUE-FALCON. The EDGE fake answers "FALCON"
  (score 0.5, below the 0.7 pass threshold) in trial 1 only, by matching the trial's workspace
  path (`.../trials/<arm>/mini-flaky/1/workspace-...`) in the system prompt.

Every reply of both fakes, probes included, reports usage prompt=100, cached=20, completion=10.
Cloud prices: input 1.0, cached input 0.5, output 2.0 USD per 1M tokens; edge N_active = 1e9.
Global privacy mode is `allow` (the literal values reach the cloud); the arm `cloud-only+mask`
masks. The step-router's probes get scripted logprobs, so which step goes where is known:
a confident distribution (H ≈ 0.04 nats ≤ τ = 1.5) keeps the step on the edge, six equally
likely tokens (H = ln 6 ≈ 1.79 > 1.5) send it to the cloud.
"""

from __future__ import annotations

from contextlib import closing

import json
import math
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import pytest
import yaml

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from edgeward.cli import main as cli_main
from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.proxy.store import Store

MINI = Path(__file__).parents[1] / "data" / "mini_suite"
ARMS = ["edge-only", "cloud-only", "step-router", "cloud-only+mask"]
REPEAT = 2
TASKS = ["mini-contact", "mini-flaky", "mini-sum"]

# ---- the fixed constants every expected number derives from --------------------------------
PROMPT, CACHED, COMPLETION = 100, 20, 10
USAGE = {"prompt_tokens": PROMPT, "completion_tokens": COMPLETION, "cached_tokens": CACHED}
PRICE_IN, PRICE_CACHED, PRICE_OUT = 1.0, 0.5, 2.0  # USD per 1M tokens
N_EDGE = 1e9
# one cloud call: (100 - 20)·1.0 + 20·0.5 + 10·2.0 = 80 + 10 + 20 = 110 USD per 1M calls
USD_PER_CLOUD_CALL = ((PROMPT - CACHED) * PRICE_IN + CACHED * PRICE_CACHED + COMPLETION * PRICE_OUT) / 1e6
assert USD_PER_CLOUD_CALL == pytest.approx(110e-6)
# one edge-side call (agent step or probe): 2 · 1e9 · (100 - 20 + 10) = 1.8e11 FLOPs
FLOPS_PER_EDGE_CALL = 2 * N_EDGE * (PROMPT - CACHED + COMPLETION)
assert FLOPS_PER_EDGE_CALL == pytest.approx(1.8e11)

# ---- the scripted agent: one tool call per model reply, per task and turn ------------------
ACTIONS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "mini-sum": [("read_file", {"path": "numbers.txt"}), ("finish", {"answer": "42"})],
    "mini-contact": [
        ("http_request", {"service": "contacts", "method": "GET", "path": "/contacts?q=Whitfield"}),
        ("http_request", {"service": "contacts", "method": "GET", "path": "/contacts/c-2"}),
        ("finish", {"answer": "Logistics"}),
    ],
    "mini-flaky": [("read_file", {"path": "codeword.txt"}), ("finish", {"answer": "BLUE-FALCON"})],
}
# where the step-router sends each step (its probe's scripted entropy decides)
ROUTES = {
    "mini-sum": ["cloud", "edge"],  # the file (with the e-mail) is only seen by turn 1: edge
    "mini-contact": ["edge", "edge", "cloud"],  # turn 2 carries c-2's phone to the cloud
    "mini-flaky": ["edge", "cloud"],  # the cloud gives the final answer: right in both trials
}
CONFIDENT = [["ok", -0.01], ["no", -5.0]]  # H ≈ 0.04 nats → edge
SPREAD = [[t, -1.0] for t in ("a", "b", "c", "d", "e", "f")]  # H = ln 6 ≈ 1.79 nats → cloud
assert math.log(6) > 1.5  # the step-router's default τ


def tag(task: str) -> str:
    return f"(tag: {task})"


def _agent_steps() -> list[dict[str, Any]]:
    steps = []
    for task, actions in ACTIONS.items():
        for turn, (tool, args) in enumerate(actions):
            steps.append(
                {
                    "match": {"contains": tag(task), "turn": turn, "probe": False, "tools": True},
                    "tool_calls": [{"id": f"{task}-{turn}", "name": tool, "arguments": args}],
                    "usage": USAGE,
                }
            )
    return steps


UNSCRIPTED = {"error": {"status": 500, "message": "unscripted request"}}


def edge_script() -> list[dict[str, Any]]:
    probes = [
        {
            "match": {"probe": True, "contains": tag(task), "turn": turn},
            "content": "ok",
            "top_logprobs": SPREAD if where == "cloud" else CONFIDENT,
            "usage": USAGE,
        }
        for task, routes in ROUTES.items()
        for turn, where in enumerate(routes)
    ]
    wrong = {
        "match": {"probe": False, "contains": "/mini-flaky/1/workspace-", "turn": 1},
        "tool_calls": [{"id": "mini-flaky-1", "name": "finish", "arguments": {"answer": "FALCON"}}],
        "usage": USAGE,
    }
    return probes + [wrong] + _agent_steps() + [UNSCRIPTED]


def cloud_script() -> list[dict[str, Any]]:
    return _agent_steps() + [UNSCRIPTED]


def write_config(path: Path, edge_url: str, cloud_url: str) -> Path:
    cfg = {
        "edge": {"model": "mini-edge", "api_base": edge_url, "active_params": N_EDGE},
        "cloud": {
            "model": "mini-cloud",
            "api_base": cloud_url,
            "prices": {"input": PRICE_IN, "cached_input": PRICE_CACHED, "output": PRICE_OUT},
        },
        "privacy": {"egress": "allow"},
        "policy": {"name": "edge-only"},
        # scans in the proxy's thread: a scan pool's workers (~17 CPU-s per proxy start, three
        # starts here) are tested in tests/proxy/test_scan_pool.py and test_suite_scripted.py
        "server": {"scan_workers": 0},
    }
    path.write_text(yaml.safe_dump(cfg), encoding="utf-8")
    return path


@dataclass
class MiniRun:
    out: Path
    config: Path
    report: dict[str, Any]
    edge: Any
    cloud: Any
    edge_requests: int  # chat requests each fake had received when the run finished
    cloud_requests: int

    def arm(self, name: str) -> dict[str, Any]:
        return next(a for a in self.report["arms"] if a["arm"] == name)

    def store(self) -> Store:
        return Store(self.out / "edgeward.db", writer=False)

    def session(self, arm: str, task: str, trial: int) -> str:
        return f"{self.out.name}:{arm}:{task}:{trial}"


@pytest.fixture(scope="module")
def mini(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MiniRun]:
    base = tmp_path_factory.mktemp("e2e")
    edge = FakeUpstream.run_in_thread(edge_script())
    cloud = FakeUpstream.run_in_thread(cloud_script())
    try:
        config = write_config(base / "edgeward.yaml", edge.url, cloud.url)
        out = base / "mini-run"
        argv = [
            "run",
            "--config",
            str(config),
            "--suite",
            str(MINI),
            "--repeat",
            str(REPEAT),
            "--parallel",
            "4",
            "--out",
            str(out),
        ]
        for a in ARMS:
            argv += ["--policy", a]
        assert cli_main(argv) == 0
        report = json.loads((out / "report.json").read_text(encoding="utf-8"))
        yield MiniRun(out, config, report, edge, cloud, len(edge.chat_bodies()), len(cloud.chat_bodies()))
    finally:
        edge.stop()
        cloud.stop()


def approx(x: float) -> Any:
    return pytest.approx(x, rel=1e-9, abs=1e-12)


# --------------------------------------------------------------------------------------------
# the run itself: every trial ran its script to the end
# --------------------------------------------------------------------------------------------


def test_every_trial_ran_its_script(mini: MiniRun) -> None:
    trials = [t for a in mini.report["arms"] for t in a["trials"]]
    assert len(trials) == len(ARMS) * len(TASKS) * REPEAT == 24
    assert [t for t in trials if t["error"]] == []
    for a in ARMS:
        assert mini.arm(a)["n_tasks"] == 3 and mini.arm(a)["n_trials"] == 6
    # no request fell through to the fakes' "unscripted" error step
    assert all(t["calls_by_role"] for t in trials)
    # edge fake: edge-only 7 steps x 2 trials; step-router 7 probes + 4 edge steps, x 2 trials
    n_steps = sum(len(v) for v in ACTIONS.values())
    assert n_steps == 7
    n_router_edge = sum(r.count("edge") for r in ROUTES.values())
    n_router_cloud = sum(r.count("cloud") for r in ROUTES.values())
    assert (n_router_edge, n_router_cloud) == (4, 3)
    assert mini.edge_requests == REPEAT * (n_steps + n_steps + n_router_edge) == 36
    # cloud fake: cloud-only and cloud-only+mask 7 steps each, step-router 3, x 2 trials
    assert mini.cloud_requests == REPEAT * (n_steps + n_steps + n_router_cloud) == 34
    assert not any(b.get("logprobs") for b in mini.cloud.chat_bodies())  # probes stay on the edge


def test_step_router_routes_as_scripted(mini: MiniRun) -> None:
    st = mini.store()
    try:
        for task, routes in ROUTES.items():
            for k in range(REPEAT):
                calls = st.calls(mini.session("step-router", task, k))
                expect = [r for where in routes for r in ("probe", where)]
                assert [c.role for c in calls] == expect, (task, k)
                for c in calls:
                    assert (c.prompt_tokens, c.cached_tokens, c.completion_tokens) == (PROMPT, CACHED, COMPLETION)
                for c, where in zip(calls[0::2], routes):  # the probe's entropy explains the route
                    h = c.decision["H"]
                    assert (h <= 1.5) == (where == "edge"), (task, h)
                    assert h == pytest.approx(
                        math.log(6) if where == "cloud" else -sum(p * math.log(p) for p in _softmax([-0.01, -5.0])),
                        abs=1e-5,
                    )
            # edge-only and cloud-only sessions: one call per step, all on their side
            for k in range(REPEAT):
                assert [c.role for c in st.calls(mini.session("edge-only", task, k))] == ["edge"] * len(routes)
                assert [c.role for c in st.calls(mini.session("cloud-only", task, k))] == ["cloud"] * len(routes)
    finally:
        st.close()


def _softmax(lps: list[float]) -> list[float]:
    z = sum(math.exp(x) for x in lps)
    return [math.exp(x) / z for x in lps]


# --------------------------------------------------------------------------------------------
# utility: completion and Pass^k
# --------------------------------------------------------------------------------------------


def test_completion_and_pass_hat_k(mini: MiniRun) -> None:
    rep = mini.report
    assert rep["threshold"] == 0.7
    assert {1, 2} <= set(rep["k_values"]), "with --repeat 2 the report must give Pass^1 and Pass^2"

    # edge-only: mini-flaky scores 1.0 in trial 0 and 0.5 in trial 1 (fails: 0.5 < 0.7);
    # the other two tasks score 1.0 twice. Per task means: 1, 1, 0.75.
    edge = mini.arm("edge-only")
    assert edge["completion_pct"]["value"] == approx(100 * (1 + 1 + 0.75) / 3)  # 91.67
    # Pass^1 = mean over tasks of C(c,1)/C(2,1): (2/2 + 2/2 + 1/2) / 3 = 0.8333
    assert edge["pass_hat_k"]["1"]["value"] == approx(100 * (1 + 1 + 0.5) / 3)
    # Pass^2 = mean of C(c,2)/C(2,2): (1 + 1 + C(1,2)=0) / 3 = 0.6667
    assert edge["pass_hat_k"]["2"]["value"] == approx(100 * (1 + 1 + 0) / 3)
    assert edge["pass_at_k"]["2"]["value"] == approx(100.0)  # at least one of 2 passes, every task
    flaky = next(t for t in edge["tasks"] if t["task_id"] == "mini-flaky")
    assert (flaky["n_trials"], flaky["n_pass"], flaky["completion_pct"]) == (2, 1, approx(75.0))
    scores = {t["trial"]: t["score"] for t in edge["trials"] if t["task_id"] == "mini-flaky"}
    assert scores == {0: 1.0, 1: 0.5}

    for arm in ("cloud-only", "step-router", "cloud-only+mask"):
        a = mini.arm(arm)
        assert a["completion_pct"]["value"] == approx(100.0), arm
        assert a["pass_hat_k"]["1"]["value"] == approx(100.0), arm
        assert a["pass_hat_k"]["2"]["value"] == approx(100.0), arm
    # k = 3 > 2 trials: not reported (Pass^3 needs a task with 3 trials)
    assert set(edge["pass_hat_k"]) == {"1", "2"} and mini.report["k_values"] == [1, 2]


# --------------------------------------------------------------------------------------------
# cost: cloud tokens, USD, edge FLOPs
# --------------------------------------------------------------------------------------------


def _cloud_calls_per_pass(arm: str) -> int:
    if arm == "edge-only":
        return 0
    if arm == "step-router":
        return sum(r.count("cloud") for r in ROUTES.values())  # 1 + 1 + 1 = 3
    return sum(len(a) for a in ACTIONS.values())  # 2 + 3 + 2 = 7


def _edge_calls_per_pass(arm: str) -> int:
    if arm == "edge-only":
        return 7
    if arm == "step-router":
        return 7 + sum(r.count("edge") for r in ROUTES.values())  # 7 probes + 4 edge steps = 11
    return 0


def test_cloud_tokens_and_usd(mini: MiniRun) -> None:
    # per pass over the suite = sum over tasks of the per-task mean over trials; the trials of a
    # task cost the same here, so per pass = one trial of each task.
    for arm in ARMS:
        n = _cloud_calls_per_pass(arm)
        c = mini.arm(arm)["cost"]
        assert c["cloud_uncached_mtok"] == approx(n * (PROMPT - CACHED) / 1e6), arm  # cloud-only: 560 tok
        assert c["cloud_cached_mtok"] == approx(n * CACHED / 1e6), arm  # 140
        assert c["cloud_output_mtok"] == approx(n * COMPLETION / 1e6), arm  # 70
        assert c["cloud_tokens_mtok"]["value"] == approx(n * (PROMPT + COMPLETION) / 1e6), arm
        assert c["cloud_usd"]["value"] == approx(n * USD_PER_CLOUD_CALL), arm  # cloud-only: 770e-6
        # totals over both trials
        assert c["cloud_uncached_tokens_total"] == REPEAT * n * (PROMPT - CACHED), arm
        assert c["cloud_cached_tokens_total"] == REPEAT * n * CACHED, arm
        assert c["cloud_output_tokens_total"] == REPEAT * n * COMPLETION, arm
        assert c["cloud_usd_total"] == approx(REPEAT * n * USD_PER_CLOUD_CALL), arm
    assert mini.arm("cloud-only")["cost"]["cloud_usd"]["value"] == approx(770e-6)
    assert mini.arm("step-router")["cost"]["cloud_usd"]["value"] == approx(330e-6)
    assert mini.arm("edge-only")["cost"]["cloud_usd"]["value"] == 0
    # per task: mini-contact under cloud-only = 3 calls
    t = next(t for t in mini.arm("cloud-only")["tasks"] if t["task_id"] == "mini-contact")
    assert t["cloud_usd"] == approx(3 * 110e-6)


def test_edge_pflops(mini: MiniRun) -> None:
    for arm in ARMS:
        n = _edge_calls_per_pass(arm)
        c = mini.arm(arm)["cost"]
        assert c["edge_pflops"]["value"] == approx(n * FLOPS_PER_EDGE_CALL / 1e15), arm
        assert c["edge_pflops_total"] == approx(REPEAT * n * FLOPS_PER_EDGE_CALL / 1e15), arm
    assert mini.arm("edge-only")["cost"]["edge_pflops"]["value"] == approx(7 * 1.8e11 / 1e15)  # 1.26e-3
    assert mini.arm("step-router")["cost"]["edge_pflops"]["value"] == approx(11 * 1.8e11 / 1e15)  # 1.98e-3
    assert mini.arm("cloud-only")["cost"]["edge_pflops"]["value"] == 0
    m = mini.arm("step-router")["mechanisms"]
    assert m["calls_by_role"] == {"edge": REPEAT * 4, "cloud": REPEAT * 3, "probe": REPEAT * 7}
    assert m["probe_calls"] == 14 and m["cloud_step_share"] == approx(3 / 7)


# --------------------------------------------------------------------------------------------
# privacy
# --------------------------------------------------------------------------------------------

# mini-sum: one unit (w=1); mini-contact: c-2 phone (w=2, fetched), c-7 phone (w=1, never fetched).
# privacy = 1 − Σ wᵢ·sᵢ / Σ wᵢ
P_SUM_EXPOSED = 1 - 1 * 1.0 / 1  # = 0
P_CONTACT_EXPOSED = 1 - (2 * 1.0 + 1 * 0.0) / (2 + 1)  # = 1/3
P_CONTACT_ACCESSED_EXPOSED = 1 - 2 * 1.0 / 2  # only c-2's phone was accessed: = 0
EXPECTED_PRIVACY = {  # (all units, accessed units) in %, mean over the 2 tasks with units
    "edge-only": (100.0, 100.0),  # nothing left the device
    "cloud-only": (100 * (P_SUM_EXPOSED + P_CONTACT_EXPOSED) / 2, 100 * (0 + P_CONTACT_ACCESSED_EXPOSED) / 2),
    # step-router: mini-sum's file is only in turn 1's request, which stayed on the edge
    "step-router": (100 * (1.0 + P_CONTACT_EXPOSED) / 2, 100 * (1.0 + P_CONTACT_ACCESSED_EXPOSED) / 2),
    "cloud-only+mask": (100.0, 100.0),  # both values replaced by placeholders
}


def test_privacy_scores(mini: MiniRun) -> None:
    assert EXPECTED_PRIVACY["cloud-only"][0] == approx(100 / 6)  # 16.67
    assert EXPECTED_PRIVACY["step-router"][0] == approx(200 / 3)  # 66.67
    for arm, (all_pct, acc_pct) in EXPECTED_PRIVACY.items():
        p = mini.arm(arm)["privacy"]
        assert p["all_units_pct"]["value"] == approx(all_pct), arm
        assert p["all_units_pct"]["n"] == 2, arm  # mini-flaky has no units: excluded
        assert p["accessed_units_pct"]["value"] == approx(acc_pct), arm
        assert p["n_trials_scored"] == 4 and p["n_trials_no_units"] == 2, arm
    # accessed units (matched in a tool result), whatever the arm
    for arm in ARMS:
        for t in mini.arm(arm)["trials"]:
            assert t["n_accessed_units"] == {"mini-sum": 1, "mini-contact": 1, "mini-flaky": None}[t["task_id"]]
    # per unit: c-2's phone fully exposed by cloud-only, c-7's never
    rows = {(r["arm"], r["task_id"], r["entity_id"]): r for r in mini.report["exposures"]}
    assert rows[("cloud-only", "mini-contact", "c-2")]["level"] == 1.0
    assert rows[("cloud-only", "mini-contact", "c-2")]["trials_exposed"] == 2
    assert rows[("cloud-only", "mini-contact", "c-7")]["level"] == 0.0
    assert rows[("cloud-only", "mini-sum", "preparer")]["level"] == 1.0
    assert rows[("step-router", "mini-sum", "preparer")]["level"] == 0.0
    assert rows[("cloud-only+mask", "mini-contact", "c-2")]["level"] == 0.0
    assert all(r["value"] == "[REDACTED]" for r in mini.report["exposures"])


def test_egress_log_literal_vs_masked(mini: MiniRun) -> None:
    st = mini.store()
    try:
        assert st.egress(prefix=f"{mini.out.name}:edge-only:") == []  # edge-only: nothing left
        for k in range(REPEAT):
            allow = st.egress(mini.session("cloud-only", "mini-contact", k))
            mask = st.egress(mini.session("cloud-only+mask", "mini-contact", k))
            assert len(allow) == len(mask) == 3
            assert "+1 415 555 0132" in allow[2].body and allow[2].placeholders == 0
            assert all("415 555 0132" not in e.body for e in mask)
            assert all("0132" not in e.body for e in mask)
            assert mask[2].placeholders > 0 and "[PHONE_NUMBER_" in mask[2].body
            msum = st.egress(mini.session("cloud-only+mask", "mini-sum", k))
            assert "lena.okafor@example.net" not in msum[1].body and msum[1].placeholders > 0
        assert mini.arm("cloud-only+mask")["mechanisms"]["masked_payloads"] > 0
        assert mini.arm("cloud-only")["mechanisms"]["masked_payloads"] == 0
        assert mini.arm("cloud-only")["mechanisms"]["egress_payloads"] == REPEAT * 7
        assert mini.arm("step-router")["mechanisms"]["egress_payloads"] == REPEAT * 3
        assert mini.arm("edge-only")["mechanisms"]["no_egress"] is True
    finally:
        st.close()


def test_first_exposing_call(mini: MiniRun) -> None:
    """The report names, per unit, the call that first carried it off the device."""
    rows = {(r["arm"], r["task_id"], r["entity_id"]): r for r in mini.report["exposures"]}
    st = mini.store()
    try:
        # (arm, task, unit, index of the first exposing call in the session's calls, role)
        cases = [
            ("cloud-only", "mini-contact", "c-2", 2, "cloud"),  # turn 2: after GET /contacts/c-2
            ("cloud-only", "mini-sum", "preparer", 1, "cloud"),  # turn 1: after read_file
            # calls: probe, edge, probe, edge, probe, cloud — the cloud step of turn 2, not its probe
            ("step-router", "mini-contact", "c-2", 5, "cloud"),
        ]
        for arm, task, unit, idx, role in cases:
            for k in range(REPEAT):
                calls = st.calls(mini.session(arm, task, k))
                trial = next(t for t in mini.arm(arm)["trials"] if t["task_id"] == task and t["trial"] == k)
                exp = {u["entity_id"]: u for u in trial["exposed_units"]}
                assert exp[unit]["first_call_id"] == calls[idx].id, (arm, task, k)
                assert calls[idx].role == role
                assert exp[unit]["level"] == 1.0
            row = rows[(arm, task, unit)]
            first = st.calls(mini.session(arm, task, 0))[idx]
            assert (row["first_trial"], row["first_call_id"], row["first_call_role"]) == (0, first.id, role)
        for arm, task, unit in [
            ("cloud-only", "mini-contact", "c-7"),
            ("cloud-only+mask", "mini-contact", "c-2"),
            ("edge-only", "mini-contact", "c-2"),
            ("step-router", "mini-sum", "preparer"),
        ]:
            assert rows[(arm, task, unit)]["first_call_id"] is None
    finally:
        st.close()


# --------------------------------------------------------------------------------------------
# edgeward report, resume, malformed task files
# --------------------------------------------------------------------------------------------


def _trial_files(report: dict[str, Any], base: Path) -> dict[str, Any]:
    """The report with each trial's trace/transcript link resolved from the report's folder
    (links are relative to where the report is written); each must name an existing file."""
    out = json.loads(json.dumps(report))
    for t in out["trials"]:
        for key in ("trace", "transcript"):
            target = (base / t[key]).resolve()
            assert target.is_file(), target
            t[key] = str(target)
    return out


def test_report_command_reproduces_report_json(mini: MiniRun, tmp_path: Path) -> None:
    again = tmp_path / "again"
    assert cli_main(["report", str(mini.out), "--out", str(again)]) == 0
    regenerated = json.loads((again / "report.json").read_text(encoding="utf-8"))
    assert _trial_files(regenerated, again) == _trial_files(mini.report, mini.out)
    back = Path(os.path.relpath(mini.out, again)).as_posix() + "/"  # the run folder, seen from `again`
    md_again = (again / "report.md").read_text(encoding="utf-8").replace(f"]({back}trials/", "](trials/")
    assert back in (again / "report.md").read_text(encoding="utf-8")
    assert md_again == (mini.out / "report.md").read_text(encoding="utf-8")
    assert (again / "report.html").stat().st_size > 0
    assert "Pass^2 %" in (again / "report.md").read_text(encoding="utf-8")


def test_comparing_runs_writes_a_new_folder_and_keeps_each_runs_own_report(mini: MiniRun, tmp_path: Path) -> None:
    a, b = tmp_path / "runs" / "a", tmp_path / "runs" / "b"
    shutil.copytree(mini.out, a)
    shutil.copytree(mini.out, b)
    own = (a / "report.md").read_bytes()
    assert cli_main(["report", str(a), str(b)]) == 0  # no --out: runs/a-vs-b, not runs/a
    both = tmp_path / "runs" / "a-vs-b"
    data = json.loads((both / "report.json").read_text(encoding="utf-8"))
    assert len(data["trials"]) == 2 * len(mini.report["trials"])
    _trial_files(data, both)  # every link resolves from the new folder
    assert (a / "report.md").read_bytes() == own
    assert cli_main(["report", str(a)]) == 0 and (a / "report.md").is_file()  # one run: its own folder


def test_mechanism_checks_from_the_store(mini: MiniRun) -> None:
    """The proxy records each session's egress mode; the report's checks require placeholders
    from the masked arm only, and every arm of the mini run fired its mechanism."""
    with closing(mini.store()) as st:
        modes = {s.arm: s.meta.get("egress") for s in st.sessions()}
        registered = [s.meta for s in st.sessions() if s.arm == "cloud-only+mask"]
    assert modes == {"edge-only": "allow", "cloud-only": "allow", "step-router": "allow", "cloud-only+mask": "mask"}
    assert all(m.get("run") == mini.out.name and "trial" in m for m in registered)  # merged, not replaced
    checks = {c["arm"]: c for c in mini.report["mechanism_checks"]}
    assert set(checks) == set(ARMS) and all(c["ok"] for c in checks.values()), checks
    assert "placeholders" in checks["cloud-only+mask"]["evidence"]
    assert "placeholders" not in checks["cloud-only"]["evidence"]
    assert "with H" in checks["step-router"]["evidence"]  # ok above = probes with H and both routes
    md = (mini.out / "report.md").read_text(encoding="utf-8")
    assert "## Did each mechanism fire?" in md and "| cloud-only+mask | cloud-only | yes |" in md


def test_arms_setup_recorded_and_reported(mini: MiniRun) -> None:
    """arms.json holds each arm as the proxy resolved it; the report shows it."""
    setup = {a["arm"]: a for a in mini.report["arms_setup"]}
    assert list(setup) == ARMS
    assert {a: s["egress"] for a, s in setup.items()} == {
        "edge-only": "allow",
        "cloud-only": "allow",
        "step-router": "allow",
        "cloud-only+mask": "mask",
    }
    assert setup["cloud-only+mask"]["policy"] == "cloud-only" and setup["step-router"]["policy"] == "step-router"
    assert all(s["edge_model"] == "mini-edge" and s["cloud_model"] == "mini-cloud" for s in setup.values())
    md = (mini.out / "report.md").read_text(encoding="utf-8")
    assert "## Arms" in md and "| cloud-only+mask | cloud-only | defaults | mask | mini-edge | mini-cloud |" in md


def _copy_run(mini: MiniRun, tmp_path: Path) -> Path:
    dst = tmp_path / "copy" / mini.out.name  # same folder name: same run name, same session ids
    shutil.copytree(mini.out, dst)
    return dst


def _summary_numbers(report: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for a in report["arms"]:
        c = a["cost"]
        out[a["arm"]] = (
            a["completion_pct"]["value"],
            a["pass_hat_k"]["2"]["value"],
            c["cloud_usd"]["value"],
            c["cloud_uncached_mtok"],
            c["edge_pflops"]["value"],
            a["privacy"]["all_units_pct"]["value"],
            a["mechanisms"]["egress_payloads"],
            a["n_trials"],
        )
    return out


def test_resume_skips_finished_trials(mini: MiniRun, tmp_path: Path) -> None:
    from edgeward.config import load_config
    from edgeward.harness.benchmark import BenchmarkConfig, report_runs, run_trials
    from edgeward.harness.taskfile import load_suite

    run = _copy_run(mini, tmp_path)
    cfg, _ = load_config(mini.config)
    tasks = load_suite(MINI)
    results = sorted(run.glob("trials/*/*/*/result.json"))
    assert len(results) == 24
    mtimes = {p: p.stat().st_mtime_ns for p in results}
    st = Store(run / "edgeward.db", writer=False)
    n_calls, n_egress = len(st.calls()), len(st.egress())
    st.close()
    edge_before, cloud_before = len(mini.edge.chat_bodies()), len(mini.cloud.chat_bodies())

    bench = BenchmarkConfig(proxy=cfg, arms=ARMS, out=run, repeat=REPEAT, parallel=4, agent="builtin", quiet=True)
    assert run_trials(bench, tasks) == []  # everything finished: nothing ran
    assert {p: p.stat().st_mtime_ns for p in results} == mtimes
    st = Store(run / "edgeward.db", writer=False)
    assert (len(st.calls()), len(st.egress())) == (n_calls, n_egress)
    st.close()
    assert (len(mini.edge.chat_bodies()), len(mini.cloud.chat_bodies())) == (edge_before, cloud_before)

    # a trial interrupted after its model calls but before its result was written: only it reruns
    # (same session id), and the report counts that trial's calls once, not the aborted attempt's too
    victim = run / "trials" / "cloud-only" / "mini-contact" / "1" / "result.json"
    victim.unlink()
    again = run_trials(bench, tasks)
    assert [(r.arm, r.task_id, r.trial, r.score, r.error) for r in again] == [
        ("cloud-only", "mini-contact", 1, 1.0, None)
    ]
    assert len(mini.cloud.chat_bodies()) == cloud_before + 3  # its 3 steps, nothing else
    assert len(mini.edge.chat_bodies()) == edge_before
    assert all(p.stat().st_mtime_ns == m for p, m in mtimes.items() if p != victim)
    report = report_runs([run], tmp_path / "resumed", tasks=tasks)
    resumed = json.loads(report.paths["json"].read_text(encoding="utf-8"))
    assert _summary_numbers(resumed) == _summary_numbers(mini.report)


def _copy_suite(tmp_path: Path) -> Path:
    dst = tmp_path / "suite"
    shutil.copytree(MINI, dst)
    return dst


@pytest.mark.parametrize("breakage", ["unit_without_value", "reference_without_finish", "bad_front_matter"])
def test_malformed_task_file_is_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], breakage: str
) -> None:
    suite = _copy_suite(tmp_path)
    if breakage == "unit_without_value":
        bad = suite / "mini-contact" / "task.md"
        bad.write_text(bad.read_text(encoding="utf-8").replace(', value: "+44 20 7946 0321"', ""), encoding="utf-8")
        problem = "Sensitive Units item 2: missing 'value'"
    elif breakage == "reference_without_finish":
        bad = suite / "mini-sum" / "reference.yaml"
        bad.write_text("actions:\n  - tool: read_file\n    args: {path: numbers.txt}\n", encoding="utf-8")
        problem = "the last action must be 'finish'"
    else:
        bad = suite / "mini-flaky" / "task.md"
        bad.write_text(bad.read_text(encoding="utf-8").replace("language: en", "language: [en"), encoding="utf-8")
        problem = "bad YAML in front matter"
    config = write_config(tmp_path / "cfg.yaml", "http://127.0.0.1:9/v1", "http://127.0.0.1:9/v1")
    out = tmp_path / "never"
    capsys.readouterr()
    rc = cli_main(["run", "--config", str(config), "--suite", str(suite), "--policy", "edge-only", "--out", str(out)])
    err = capsys.readouterr().err
    assert rc == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert str(bad) in lines[0] and problem in lines[0], lines[0]
    assert not out.exists()  # nothing started
