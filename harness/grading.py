"""Run a task's grader (``## Automated Checks``) over the outcome of one trial.

:func:`grade` calls ``grade(**kwargs)`` with ``workspace_path`` (str), ``transcript`` (OpenAI
messages), ``service_audit`` (service name -> ``{"requests": [...], "state": {...}}``) and
``final_answer`` (str). Graders written as ``grade(transcript, workspace_path)`` (AceBench
style, no ``**kwargs``) receive only the keyword arguments they name.

It never raises: a grader that fails to load, raises, or returns something without a numeric
``overall_score`` gives ``GradeResult(score=0.0, error=<one line>)``. Scores are clipped to
``[0, 1]``.
"""

from __future__ import annotations

import inspect
import json
import math
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from edgeward.harness.taskfile import Task, TaskFormatError


@dataclass(frozen=True)
class GradeResult:
    """``score`` in [0, 1]; ``details`` the grader's returned dict (JSON-safe copy);
    ``error`` None or a one-line description of what went wrong (score is then 0)."""

    score: float
    details: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


def grade(
    task: Task,
    workspace: Path | str,
    transcript: list[dict[str, Any]],
    service_audit: dict[str, Any],
    final_answer: str | None,
) -> GradeResult:
    """Grade one trial. See the module docstring for the contract."""
    try:
        fn = task.grader()
    except TaskFormatError as exc:
        return GradeResult(0.0, {}, exc.problem)
    kwargs: dict[str, Any] = {
        "workspace_path": str(workspace),
        "transcript": transcript,
        "service_audit": service_audit,
        "final_answer": final_answer or "",
    }
    try:
        sig = inspect.signature(fn)
        if not any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values()):
            kwargs = {k: v for k, v in kwargs.items() if k in sig.parameters}
    except (TypeError, ValueError):
        pass
    try:
        result = fn(**kwargs)
    except Exception as exc:  # noqa: BLE001 - grader bugs score 0, they do not crash runs
        where = traceback.extract_tb(exc.__traceback__)[-1]
        msg = " ".join(f"{type(exc).__name__}: {exc}".split())
        return GradeResult(0.0, {}, f"grader raised {msg} (line {where.lineno})")
    if not isinstance(result, dict):
        return GradeResult(0.0, {}, f"grader returned {type(result).__name__}, not a dict")
    details = _json_safe(result)
    raw = result.get("overall_score")
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or math.isnan(float(raw)):
        return GradeResult(0.0, details, f"grader returned no numeric overall_score (got {raw!r})")
    return GradeResult(min(1.0, max(0.0, float(raw))), details, None)


def _json_safe(obj: Any) -> dict[str, Any]:
    out = json.loads(json.dumps(obj, default=str, ensure_ascii=False))
    return out if isinstance(out, dict) else {}
