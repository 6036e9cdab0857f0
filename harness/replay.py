"""Replay a task's reference solution (or nothing) through the real tools, then grade it.

Task writers prove their graders with these: the reference must score >= 0.99 and an empty
run <= 0.1.

- :func:`prepare_workspace` ``(task, workdir) -> Path``: a fresh ``workspace-*`` folder under
  ``workdir`` holding a copy of ``fixtures/workspace/``.
- :func:`run_warmup` ``(task, sandbox, timeout_s)``: runs ``## Warmup`` in the workspace.
- :func:`replay_reference` ``(task, workdir) -> TrialOutcome``: workspace prepared, services
  started, warmup run, ``reference.yaml`` actions executed via :class:`ToolBox`, transcript
  built as OpenAI messages (assistant ``tool_calls`` + ``tool`` results), grader run.
- :func:`run_empty` ``(task, workdir) -> TrialOutcome``: same without any action (empty
  answer).
- :func:`reference_script` ``(task) -> list[dict]``: the reference as a fake-upstream script
  (one tool call per model reply), for driving the real agent loop with scripted model output.

Neither raises for task failures; problems land in ``TrialOutcome.error`` (score 0 when the
setup failed).
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from edgeward.harness.agent import build_system_prompt
from edgeward.harness.grading import GradeResult, grade
from edgeward.harness.sandbox import Sandbox
from edgeward.harness.services import ServiceHub
from edgeward.harness.taskfile import Task
from edgeward.harness.tools import ToolBox, ToolLimits

WARMUP_TIMEOUT_S = 120.0


class WarmupError(RuntimeError):
    """``## Warmup`` exited non-zero or timed out (message: one line with the output tail)."""


@dataclass
class TrialOutcome:
    """One graded trial. ``score`` = ``grade.score`` (0 when setup failed); ``steps`` = tool
    calls executed; ``tool_errors`` = contents of tool results flagged as errors; ``error`` =
    setup/grader problem or None; ``wall_s`` in seconds."""

    task_id: str
    score: float
    grade: GradeResult
    transcript: list[dict[str, Any]]
    final_answer: str
    service_audit: dict[str, Any]
    workspace: Path
    steps: int = 0
    tool_errors: list[str] = field(default_factory=list)
    error: str | None = None
    wall_s: float = 0.0


def prepare_workspace(task: Task, workdir: Path | str) -> Path:
    """Create ``<workdir>/workspace-XXXX/`` (fresh, never reused) and copy the task's
    ``fixtures/workspace/`` into it (for a bare AceBench task, ``<Workspace Path>/exec`` when
    the user has supplied it). Returns the resolved workspace path."""
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    ws = Path(tempfile.mkdtemp(prefix="workspace-", dir=workdir)).resolve()
    src = task.workspace_fixture
    if src is None and task.path.name != "task.md" and task.workspace_path:
        cand = Path(task.workspace_path)
        cand = cand if cand.is_absolute() else task.dir / cand
        src = cand / "exec" if (cand / "exec").is_dir() else None
    if src is not None:
        shutil.copytree(src, ws, dirs_exist_ok=True, symlinks=True)
    return ws


async def run_warmup(task: Task, sandbox: Sandbox, timeout_s: float = WARMUP_TIMEOUT_S) -> None:
    """Run ``task.warmup`` (bash, ``set -e``) in the sandbox's workspace.

    Only for tasks in our folder format: a bare AceBench file's warmup assumes their Docker
    image (pip/npm installs, mock servers) and is skipped. Raises :class:`WarmupError`."""
    if not task.warmup.strip() or task.path.name != "task.md":
        return
    r = await sandbox.run("set -e\n" + task.warmup, timeout_s=timeout_s, max_output=4000)
    if r.timed_out or r.exit_code != 0:
        tail = " ".join(r.output.split())[-300:]
        why = f"timed out after {timeout_s:g}s" if r.timed_out else f"exit code {r.exit_code}"
        raise WarmupError(f"warmup of {task.id} failed ({why}): {tail}")


def tool_call_message(call_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    """An assistant message carrying one OpenAI tool call."""
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)},
            }
        ],
    }


def tool_result_message(call_id: str, content: str) -> dict[str, Any]:
    """A ``tool`` message answering ``call_id``."""
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def reference_script(task: Task) -> list[dict[str, Any]]:
    """``task.reference`` as a :class:`~edgeward.harness.fake_upstream.FakeUpstream` script:
    one reply step per action, each a single tool call ``{"tool_calls": [{"name", "arguments"}]}``
    (ids ``ref_<n>``). Raises ``ValueError`` if the task has no reference."""
    if task.reference is None:
        raise ValueError(f"{task.id}: no reference.yaml")
    return [
        {"tool_calls": [{"id": f"ref_{i}", "name": a.tool, "arguments": a.args}]}
        for i, a in enumerate(task.reference, 1)
    ]


async def replay_reference(task: Task, workdir: Path | str, limits: ToolLimits | None = None) -> TrialOutcome:
    """Replay ``task.reference`` and grade it. Raises ``ValueError`` if the task has none."""
    if task.reference is None:
        raise ValueError(f"{task.id}: no reference.yaml")
    return await _run(task, workdir, [(a.tool, a.args) for a in task.reference], limits)


async def run_empty(task: Task, workdir: Path | str, limits: ToolLimits | None = None) -> TrialOutcome:
    """Grade a run that does nothing and answers "" (the grader's floor)."""
    return await _run(task, workdir, [], limits)


async def _run(
    task: Task,
    workdir: Path | str,
    actions: list[tuple[str, dict[str, Any]]],
    limits: ToolLimits | None,
) -> TrialOutcome:
    t0 = time.monotonic()
    ws = prepare_workspace(task, workdir)
    transcript: list[dict[str, Any]] = []
    answer = ""
    steps = 0
    tool_errors: list[str] = []
    error: str | None = None
    audit: dict[str, Any] = {}
    async with ServiceHub(task) as hub:
        box = ToolBox(ws, hub.urls, limits or ToolLimits())
        try:
            transcript = [
                {"role": "system", "content": build_system_prompt(task, ws, hub.urls)},
                {"role": "user", "content": task.prompt},
            ]
            try:
                await run_warmup(task, box.sandbox)
            except WarmupError as exc:
                error = str(exc)
            if error is None:
                for i, (tool, args) in enumerate(actions, 1):
                    call_id = f"call_{i}"
                    transcript.append(tool_call_message(call_id, tool, args))
                    res = await box.execute(tool, args)
                    steps += 1
                    transcript.append(tool_result_message(call_id, res.content))
                    if res.error:
                        tool_errors.append(f"step {i} {tool}: {res.content[:300]}")
                    if res.finished:
                        answer = res.answer or ""
                        break
            audit = hub.audit()
        finally:
            box.close()
    if error is not None:
        result = GradeResult(0.0, {}, error)
    else:
        result = grade(task, ws, transcript, audit, answer)
        error = result.error
    return TrialOutcome(
        task_id=task.id,
        score=result.score,
        grade=result,
        transcript=transcript,
        final_answer=answer,
        service_audit=audit,
        workspace=ws,
        steps=steps,
        tool_errors=tool_errors,
        error=error,
        wall_s=time.monotonic() - t0,
    )


__all__ = [
    "TrialOutcome",
    "WarmupError",
    "prepare_workspace",
    "reference_script",
    "replay_reference",
    "run_empty",
    "run_warmup",
    "tool_call_message",
    "tool_result_message",
]
