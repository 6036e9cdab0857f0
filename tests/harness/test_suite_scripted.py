"""Issue 6, "Done when": the bundled suite through `edgeward run`.

- `edgeward run --suite tasks --policy cloud-only --agent scripted` (each task's reference
  solution replayed as model output by the fake upstream, through the proxy, graded like any
  run) scores completion >= 99 %; the egress log is filled and, in the default `mask` mode, the
  cloud-bound bodies carry placeholders.
- `--agent noop` (one model call, then an empty answer) scores at most 10 %.

Both runs use the CLI entry point exactly as a user would, from an empty working directory (so
no stray ./edgeward.yaml is picked up), with `--parallel 4`.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
import yaml

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from edgeward.cli import main as cli_main
from edgeward.detectors.exposure import PLACEHOLDER_RE
from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.proxy.store import Store

SUITE = Path(__file__).resolve().parents[2] / "tasks"


def _task_ids() -> list[str]:
    return sorted(p.name for p in SUITE.iterdir() if (p / "task.md").is_file())


def _run(argv: list[str], cwd: Path) -> dict[str, Any]:
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(cwd)
        assert cli_main(argv) == 0
    out = Path(argv[argv.index("--out") + 1])
    return json.loads((out / "report.json").read_text(encoding="utf-8"))


def test_bundled_suite_has_30_tasks() -> None:
    assert len(_task_ids()) == 30


def test_scripted_cloud_only_completes_the_suite(tmp_path: Path) -> None:
    out = tmp_path / "scripted"
    rep = _run(
        [
            "run",
            "--suite",
            str(SUITE),
            "--policy",
            "cloud-only",
            "--agent",
            "scripted",
            "--parallel",
            "4",
            "--out",
            str(out),
        ],
        tmp_path,
    )
    (arm,) = rep["arms"]
    assert arm["arm"] == "cloud-only"
    assert arm["n_tasks"] == 30 and arm["n_trials"] == 30
    low = {t["task_id"]: (t["score"], t["error"]) for t in arm["trials"] if (t["score"] or 0) < 0.99 or t["error"]}
    assert arm["completion_pct"]["value"] >= 99.0, low
    assert low == {}
    assert sorted(t["task_id"] for t in arm["trials"]) == _task_ids()

    # every agent step went to the cloud, so every trial left an egress trace
    st = Store(out / "edgeward.db", writer=False)
    try:
        calls, egress = st.calls(), st.egress()
    finally:
        st.close()
    assert calls and {c.role for c in calls} == {"cloud"}
    assert len(egress) == len(calls) > 0
    assert {e.session for e in egress} == {t["session"] for t in _results(out)}
    # default privacy mode is mask: placeholders replaced detected values in the bodies sent
    # (a body in which the detectors found nothing goes out as it is, recorded as "allow")
    assert {e.action for e in egress} <= {"mask", "allow"}
    masked = [e for e in egress if e.placeholders > 0]
    assert masked and {e.action for e in masked} == {"mask"}
    assert all(e.placeholders == 0 for e in egress if e.action == "allow")
    assert all(PLACEHOLDER_RE.search(e.body) for e in masked)
    assert sum(e.placeholders for e in egress) > 0
    assert arm["mechanisms"]["masked_payloads"] == len(masked)
    # the fake replays reference solutions: a stand-in, labelled as such
    assert rep["stand_in_cloud"] is True


def _results(out: Path) -> list[dict[str, Any]]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(out.glob("trials/*/*/*/result.json"))]


def test_noop_agent_scores_at_most_10_percent(tmp_path: Path) -> None:
    fake = FakeUpstream.run_in_thread()  # answers "ok" to everything
    try:
        cfg = tmp_path / "noop.yaml"
        cfg.write_text(
            yaml.safe_dump(
                {
                    "edge": {"model": "noop-edge", "api_base": fake.url, "active_params": 1e9},
                    "cloud": {
                        "model": "noop-cloud",
                        "api_base": fake.url,
                        "prices": {"input": 1.0, "cached_input": 0.5, "output": 2.0},
                    },
                    # scans in the proxy's thread (the scripted run above goes through the pool)
                    "server": {"scan_workers": 0},
                }
            ),
            encoding="utf-8",
        )
        out = tmp_path / "noop"
        rep = _run(
            [
                "run",
                "--config",
                str(cfg),
                "--suite",
                str(SUITE),
                "--policy",
                "cloud-only",
                "--agent",
                "noop",
                "--parallel",
                "4",
                "--out",
                str(out),
            ],
            tmp_path,
        )
        n_requests = len(fake.chat_bodies())
    finally:
        fake.stop()
    (arm,) = rep["arms"]
    assert arm["n_tasks"] == 30 and arm["n_trials"] == 30 and arm["n_errored"] == 0
    assert arm["completion_pct"]["value"] <= 10.0
    assert all(t["score"] <= 0.1 for t in arm["trials"]), [(t["task_id"], t["score"]) for t in arm["trials"]]
    # one model call per trial, to the cloud
    assert n_requests == 30
    assert arm["mechanisms"]["calls_by_role"] == {"cloud": 30}
    assert all(r["final_answer"] == "" for r in _results(out))
