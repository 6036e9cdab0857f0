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


def test_every_key_of_the_config_reference_says_what_it_is():
    # new-user report: the top-level keys and most of `privacy` had an empty description column
    rows = [ln for ln in render().splitlines() if ln.startswith("| `")]
    empty = [ln.split(" | ")[0] for ln in rows if ln.endswith("|  |")]
    assert len(rows) > 80 and not empty, empty


def test_a_docstring_field_block_describes_keys_without_a_field_description():
    from pydantic import BaseModel

    from edgeward.config_doc import docstring_fields

    class Sample(BaseModel):
        """A section.

        Fields:
            alpha: the first; see :data:`LIMIT`
                and ``beta``.
            beta: the second.

        Not a field: text after the block.
        """

        alpha: int = 0
        beta: int = 0

    assert docstring_fields(Sample) == {"alpha": "the first; see `LIMIT` and `beta`.", "beta": "the second."}


def test_suite_index_matches_the_tasks():
    idx = (ROOT / "tasks" / "README.md").read_text(encoding="utf-8")
    tasks = load_suite(ROOT / "tasks")
    assert idx == render_index(tasks), "tasks/README.md is stale: run `python -m edgeward.harness.suite_index tasks`"
    assert all(f"`{t.id}`" in idx for t in tasks)
