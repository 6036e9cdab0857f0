"""Generated documents stay in sync with the code they describe."""

from __future__ import annotations

from pathlib import Path

from edgeward.config_doc import render
from edgeward.harness.suite_index import render_index
from edgeward.harness.taskfile import load_suite

ROOT = Path(__file__).resolve().parents[2]


def test_config_reference_matches_the_models():
    doc = (ROOT / "docs" / "CONFIG.md").read_text(encoding="utf-8")
    assert doc == render(), "docs/CONFIG.md is stale: run `.venv/bin/python -m edgeward.config_doc > docs/CONFIG.md`"
    for key in ("`api_key`", "`egress`", "`retention`", "`token`", "`active_params`"):
        assert key in doc


def test_suite_index_matches_the_tasks():
    idx = (ROOT / "tasks" / "README.md").read_text(encoding="utf-8")
    tasks = load_suite(ROOT / "tasks")
    assert idx == render_index(tasks), "tasks/README.md is stale: run `python -m edgeward.harness.suite_index tasks`"
    assert all(f"`{t.id}`" in idx for t in tasks)
