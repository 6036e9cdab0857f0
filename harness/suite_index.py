"""The suite's index (`tasks/README.md`), rendered from the task files so it cannot drift.

.venv/bin/python -m edgeward.harness.suite_index tasks > tasks/README.md
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from edgeward.harness.taskfile import Task, load_suite

_ORDER = ["office", "information", "safety", "data", "devops", "automation"]
_NAMES = {
    "office": "Office & daily",
    "information": "Information gathering",
    "safety": "Safety & security",
    "data": "Data analysis",
    "devops": "Development & operations",
    "automation": "Automation",
}


def render_index(tasks: list[Task]) -> str:
    """Markdown: counts, then one row per task (id, category, language, steps, units, services)."""
    cats: Counter[str] = Counter(t.category for t in tasks)
    langs = Counter(t.language for t in tasks)
    with_units = sum(1 for t in tasks if t.units)
    lines = [
        "# The bundled task suite",
        "",
        f"{len(tasks)} offline workspace tasks; {with_units} carry `## Sensitive Units`; "
        f"{langs.get('zh', 0)} in Chinese, {langs.get('en', 0)} in English. "
        "Every reference solution scores 1.0 and every empty run ≤ 0.1 (tests/harness/test_tasks_a.py, "
        "tests/harness/test_tasks_b.py). Format: `docs/TASK_FORMAT.md`.",
        "",
        "| category | tasks |",
        "|---|---|",
        *[f"| {_NAMES.get(c, c)} | {cats.get(c, 0)} |" for c in _ORDER],
        "",
        "| id | category | language | steps expected | units | services |",
        "|---|---|---|---|---|---|",
    ]
    key = {c: i for i, c in enumerate(_ORDER)}
    for t in sorted(tasks, key=lambda t: (key.get(t.category, 99), t.id)):
        lines.append(
            f"| `{t.id}` | {_NAMES.get(t.category, t.category)} | {t.language} | "
            f"{t.steps_expected if t.steps_expected is not None else '-'} | {len(t.units)} | "
            f"{', '.join(t.services) or '-'} |"
        )
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(render_index(load_suite(Path(sys.argv[1] if len(sys.argv) > 1 else "tasks"))))
