"""Task format: parsing our EC2-Bench-style test tasks and one-line errors for malformed files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from edgeward.harness.grading import grade
from edgeward.harness.taskfile import Task, TaskFormatError, load_suite, load_task

DATA = Path(__file__).parents[1] / "data" / "tasks"


def test_suite_parses_sorted() -> None:
    tasks = load_suite(DATA)
    assert [t.id for t in tasks] == ["t-mail-route", "t-notes-lookup", "t-sales-zh"]


def test_fields_and_sections() -> None:
    t = load_task(DATA / "t-notes-lookup")
    assert t.category == "information"
    assert t.agent_category == "Information Search & Gathering"
    assert t.timeout_seconds == 120 and t.steps_expected == 3 and t.language == "en"
    assert t.prompt.startswith("Our team keeps meeting notes")
    assert "### Privacy Expectations" in t.section("Expected Behavior")
    assert t.section("notes for maintainers").startswith("An unknown section")
    assert [(u.entity_id, u.field, u.weight) for u in t.units] == [
        ("organiser", "phone", 2.0),
        ("organiser", "name", 0.5),
    ]
    assert t.services == [] and t.skills == [] and t.env == [] and t.warmup == ""
    assert t.reference is not None and t.reference[-1].tool == "finish"
    assert t.workspace_fixture == DATA / "t-notes-lookup" / "fixtures" / "workspace"


def test_language_detected_and_services() -> None:
    zh = load_task(DATA / "t-sales-zh")
    assert zh.language == "zh" and zh.warmup.startswith("printf")
    mail = load_task(DATA / "t-mail-route")
    assert mail.services == ["mail", "contacts"]
    assert mail.service_fixture("mail") is not None
    assert mail.service_fixture("calendar") is None
    assert {u.value for u in mail.units} >= {"DE44 5001 0517 5407 3249 31"}


def test_grader_compiled_lazily_and_kwargs_filtered(tmp_path: Path) -> None:
    t = load_task(DATA / "t-sales-zh")
    assert t._grader is None
    fn = t.grader()
    assert callable(fn) and t.grader() is fn
    (tmp_path / "total.txt").write_text("4150\n")
    # AceBench-style grade(transcript, workspace_path) gets only the kwargs it names
    r = grade(t, tmp_path, [{"role": "user", "content": "x"}], {}, "answer")
    assert r.score == 1.0 and r.error is None and r.details["n_messages"] == 1


# ------------------------------------------------------------------ malformed files

GOOD = """---
id: bad
name: x
category: office
timeout_seconds: 60
---

## Prompt

Do it.

## Automated Checks

```python
def grade(**kwargs):
    return {"overall_score": 1.0}
```
"""


def _write(tmp_path: Path, text: str, reference: str | None = None) -> Path:
    d = tmp_path / "bad"
    d.mkdir(exist_ok=True)
    (d / "task.md").write_text(text)
    if reference is not None:
        (d / "reference.yaml").write_text(reference)
    return d


def _error(d: Path) -> str:
    with pytest.raises(TaskFormatError) as ei:
        load_task(d)
    msg = str(ei.value)
    assert "\n" not in msg
    return msg


def test_good_minimal(tmp_path: Path) -> None:
    t = load_task(_write(tmp_path, GOOD))
    assert isinstance(t, Task) and t.reference is None and t.units == []


@pytest.mark.parametrize(
    ("mutate", "expect"),
    [
        (lambda s: s.replace("---\nid: bad", "id: bad", 1), "missing YAML front matter"),
        (lambda s: s.replace("name: x", "name: [x"), "bad YAML in front matter"),
        (lambda s: s.replace("id: bad\n", ""), "no 'id'"),
        (lambda s: s.replace("id: bad", "id: other"), "does not match folder name"),
        (lambda s: s.replace("category: office", "category: cooking"), "category must be one of"),
        (lambda s: s.replace("timeout_seconds: 60", "timeout_seconds: -1"), "timeout_seconds"),
        (lambda s: s.replace("## Prompt\n\nDo it.\n", ""), "'## Prompt'"),
        (lambda s: s.replace("def grade(**kwargs)", "def score(**kwargs)"), "no grade() function"),
        (lambda s: s.replace("return {", "return {{"), "syntax error"),
        (lambda s: s.split("## Automated")[0], "missing '## Automated Checks'"),
        (lambda s: s + "\n## Services\n\n```yaml\n[mail, weather]\n```\n", "unknown service(s) weather"),
        (
            lambda s: s + "\n## Sensitive Units\n\n```yaml\n- {entity_id: a, field: b}\n```\n",
            "Sensitive Units item 1: missing 'value'",
        ),
        (
            lambda s: s + "\n## Sensitive Units\n\n```yaml\n- {entity_id: a, field: b, value: c, weight: 0}\n```\n",
            "weight must be a positive number",
        ),
        (lambda s: s + "\n## Sensitive Units\n\n```yaml\n- [a: b\n```\n", "bad YAML in '## Sensitive Units'"),
    ],
)
def test_malformed_task_md(tmp_path: Path, mutate, expect: str) -> None:
    d = _write(tmp_path, mutate(GOOD))
    msg = _error(d)
    assert msg.startswith(str(d / "task.md") + ": ")
    assert expect in msg


@pytest.mark.parametrize(
    ("reference", "expect"),
    [
        ("actions: [{tool: read_file, args: {path: a}}]", "last action must be 'finish'"),
        ("actions: [{tool: fly, args: {}}, {tool: finish, args: {answer: x}}]", "unknown tool 'fly'"),
        ("actions: [{tool: finish, args: {answer: x}}, {tool: finish, args: {answer: y}}]", "only be the last"),
        ("actions: [{tool: http_request, args: {service: mail}}, {tool: finish}]", "not in the task's ## Services"),
        ("steps: []", "'actions' list"),
        ("actions: [", "bad YAML"),
    ],
)
def test_malformed_reference(tmp_path: Path, reference: str, expect: str) -> None:
    d = _write(tmp_path, GOOD, reference)
    msg = _error(d)
    assert msg.startswith(str(d / "reference.yaml") + ": ") and expect in msg


def test_missing_task_md(tmp_path: Path) -> None:
    assert "task.md not found" in _error(tmp_path)


def test_grader_raising_at_import_is_reported(tmp_path: Path) -> None:
    t = load_task(_write(tmp_path, GOOD.replace("def grade", "1/0\ndef grade")))
    with pytest.raises(TaskFormatError, match="ZeroDivisionError"):
        t.grader()
    r = grade(t, tmp_path, [], {}, "")
    assert r.score == 0.0 and "ZeroDivisionError" in (r.error or "")


@pytest.mark.parametrize(
    ("body", "score", "error"),
    [
        ('return {"overall_score": 0.4}', 0.4, None),
        ('return {"overall_score": 7}', 1.0, None),
        ('raise RuntimeError("boom")', 0.0, "grader raised RuntimeError: boom"),
        ('return {"score": 1}', 0.0, "no numeric overall_score"),
        ("return 1.0", 0.0, "not a dict"),
    ],
)
def test_grade_results(tmp_path: Path, body: str, score: float, error: str | None) -> None:
    t = load_task(_write(tmp_path, GOOD.replace('return {"overall_score": 1.0}', body)))
    r = grade(t, tmp_path, [], {}, None)
    assert r.score == score
    assert (r.error is None) if error is None else (error in (r.error or ""))


def test_acebench_bare_file_and_gt_units(tmp_path: Path) -> None:
    """A bare AceBench-style .md file: category from agent_category, units from gt/."""
    text = (
        GOOD.replace("id: bad", "id: ACE_Bench_task_7_demo").replace(
            "category: office", "category: ACE_Bench\nagent_category: Safety & Security"
        )
        + "\n## Workspace Path\n\nws/task_7\n\n## Warmup\n\npip install foo\n"
    )
    md = tmp_path / "ACE_Bench_task_7_demo.md"
    md.write_text(text)
    gt = tmp_path / "ws" / "task_7" / "gt"
    gt.mkdir(parents=True)
    (gt / "sensitive_items.json").write_text(
        json.dumps(
            {
                "items": [
                    {
                        "entity_id": "CTX-1",
                        "name": "Li Lei",
                        "sensitive_fields": [
                            {"field": "id_card", "value": "110101199003071234", "dimension": "pii", "weight": 3.0},
                            {"field": "phone", "value": 13911112222},
                        ],
                    },
                ]
            }
        )
    )
    (tmp_path / "README.md").write_text("# not a task\n")
    t = load_suite(tmp_path)[0]
    assert t.id == "ACE_Bench_task_7_demo" and t.category == "safety"
    assert t.warmup == "pip install foo" and t.workspace_path == "ws/task_7"
    assert [(u.entity_id, u.field, u.value, u.weight, u.name) for u in t.units] == [
        ("CTX-1", "id_card", "110101199003071234", 3.0, "Li Lei"),
        ("CTX-1", "phone", "13911112222", 1.0, "Li Lei"),
    ]


def test_duplicate_ids_in_suite(tmp_path: Path) -> None:
    shutil.copytree(DATA / "t-notes-lookup", tmp_path / "t-notes-lookup")
    (tmp_path / "dup.md").write_text((DATA / "t-notes-lookup" / "task.md").read_text())
    with pytest.raises(TaskFormatError, match="duplicate task id"):
        load_suite(tmp_path)
