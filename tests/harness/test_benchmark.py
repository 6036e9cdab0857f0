"""The library entry point of the benchmark (`edgeward.harness.benchmark`), without the CLI."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from edgeward.harness.agent import AgentLimits
from edgeward.harness.benchmark import BenchmarkConfig, run_benchmark, select_tasks
from edgeward.harness.types import RunError
from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig

MINI = Path(__file__).parents[1] / "data" / "mini_suite"


# Egress scans in the proxy's thread: a scan pool's two workers each build Presidio + spaCy
# (~8 CPU-s apiece) at every proxy start, and the pool is not what these tests are about
# (tests/proxy/test_scan_pool.py; tests/harness/test_suite_scripted.py runs a whole suite through it).
NO_POOL = {**EMBEDDED_DEFAULT, "server": {"scan_workers": 0}}


def _config(tmp_path: Path, **over: object) -> BenchmarkConfig:
    base = BenchmarkConfig(
        proxy=ProxyConfig.model_validate(NO_POOL),
        arms=["edge-only+allow", "cloud-only+mask"],
        out=tmp_path / "run",
        suite=MINI,
        tasks=["mini-sum"],
        agent="scripted",
        quiet=True,
    )
    return dataclasses.replace(base, **over)


def test_run_benchmark_runs_trials_writes_the_report_and_resumes(tmp_path: Path) -> None:
    cfg = _config(tmp_path)
    result = run_benchmark(cfg)
    assert [t.id for t in result.tasks] == ["mini-sum"]
    assert sorted((r.arm, r.score, r.error) for r in result.trials) == [
        ("cloud-only+mask", 1.0, None),
        ("edge-only+allow", 1.0, None),
    ]
    assert result.report is not None
    assert {a.arm for a in result.report.summary.arms} == {"edge-only+allow", "cloud-only+mask"}
    assert {c.arm: c.ok for c in result.report.checks}["cloud-only+mask"]  # placeholders in its egress
    assert all(p.is_file() for p in result.report.paths.values())
    arms = json.loads((cfg.out / "arms.json").read_text(encoding="utf-8"))
    assert {a["arm"]: (a["policy"], a["egress"]) for a in arms} == {
        "edge-only+allow": ("edge-only", "allow"),
        "cloud-only+mask": ("cloud-only", "mask"),
    }
    again = run_benchmark(cfg)  # everything finished: nothing runs, the report is rewritten
    assert again.trials == [] and again.report is not None


@pytest.mark.parametrize(
    "over, message, code",
    [
        ({"arms": []}, "no arms to run", 2),
        ({"repeat": 0}, "repeat and parallel must be at least 1", 2),
        ({"agent": "robot"}, "unknown agent 'robot'", 2),
        ({"tasks": ["nope"]}, "unknown task id(s): nope", 2),
        ({"suite": Path("/nonexistent-suite")}, "no such suite folder", 2),
        ({"arms": ["edge-only", "no-such-arm"]}, "unknown policy or arm 'no-such-arm'", 2),
        # limits no trial can run under (new-user report: `--max-steps 0` and `--timeout -5`
        # started the embedded model, then errored every trial)
        ({"limits": AgentLimits(max_steps=0)}, "--max-steps must be at least 1 (got 0)", 2),
        ({"limits": AgentLimits(timeout_s=-5)}, "--timeout must be more than 0 seconds (got -5)", 2),
        ({"limits": AgentLimits(timeout_s=0)}, "--timeout must be more than 0 seconds (got 0)", 2),
        ({"limits": AgentLimits(max_tokens=0)}, "--max-tokens must be at least 1 (got 0)", 2),
        ({"limits": AgentLimits(temperature=-0.5)}, "--temperature must be 0 or more (got -0.5)", 2),
        ({"threshold": 70.0}, "--threshold must be between 0 and 1, a trial's score range (got 70)", 2),
    ],
)
def test_bad_benchmarks_are_one_line_run_errors(
    tmp_path: Path, over: dict[str, object], message: str, code: int
) -> None:
    with pytest.raises(RunError) as e:
        run_benchmark(_config(tmp_path, **over))
    assert message in str(e.value) and e.value.code == code and "\n" not in str(e.value)
    assert not (tmp_path / "run" / "trials").exists()  # refused before any trial started


def test_a_role_litellm_cannot_place_is_refused_before_any_trial(tmp_path: Path) -> None:
    # new-user report: `edge: {model: qwen2.5-7b-instruct}` (no api_base) errored every trial
    proxy = ProxyConfig.model_validate({"edge": {"model": "qwen2.5-7b-instruct"}, "server": {"scan_workers": 0}})
    with pytest.raises(
        RunError, match=r"edge\.model: litellm cannot tell which provider serves 'qwen2\.5-7b-instruct'"
    ):
        run_benchmark(_config(tmp_path, proxy=proxy, agent="builtin"))
    assert not (tmp_path / "run" / "trials").exists()


def test_an_unknown_task_id_names_the_closest_ones_or_the_folder() -> None:
    with pytest.raises(RunError, match=r"unknown task id\(s\): mini-sun \(did you mean mini-sum\?\)"):
        select_tasks(MINI, ["mini-sun"])
    with pytest.raises(RunError, match=r"unknown task id\(s\): zzz \(\d+ tasks in .*: ls "):
        select_tasks(MINI, ["zzz"])


def test_select_tasks_keeps_suite_order(tmp_path: Path) -> None:
    assert [t.id for t in select_tasks(MINI, ["mini-sum", "mini-contact"])] == ["mini-contact", "mini-sum"]
    (tmp_path / "empty").mkdir()
    with pytest.raises(RunError, match="no tasks in"):
        select_tasks(tmp_path / "empty", [])
