"""Types the harness modules share, low in the import graph: a run's errors, one trial's
result as written to `result.json`, and how an arm was configured (`arms.json`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: How every output names the oracle stand-in cloud (`edgeward.harness.oracle`): role label,
#: headers, logs, reports, wherever completion is shown.
ORACLE_LABEL = "oracle stand-in (upper bound)"


class RunError(Exception):
    """A run that cannot start or be read (bad arm, bad suite, unusable output dir): one line.

    Attributes:
        code: the exit code a command line should use (2: bad input; 1: the proxy failed).
    """

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


@dataclass
class TrialResult:
    """What one trial left on disk (`result.json`).

    Attributes:
        run: the run's name (its directory name when it ran).
        arm / task_id / category / trial: which trial (trial is 0-based).
        session: its proxy session id (`<run>:<arm>:<task>:<trial>`).
        score: the grader's `overall_score` in 0..1, None when grading failed.
        error: one line when the agent, the warmup or the grader failed.
        steps: model calls the agent made; wall_s: seconds.
        final_answer: the agent's answer ("" if none).
        accessed_unit_ids: `entity_id/field` of the units the agent received in a tool result.
        started: Unix time the trial started (older rows of its session are an aborted attempt's).
    """

    run: str
    arm: str
    task_id: str
    category: str
    trial: int
    session: str
    score: float | None
    error: str | None
    steps: int
    wall_s: float
    final_answer: str
    accessed_unit_ids: list[str] | None = None
    started: float | None = None


@dataclass
class ArmSetup:
    """How one arm of a run was configured, as the proxy resolved it (written to `arms.json`
    so a report states the parameters its numbers depend on)."""

    arm: str
    policy: str
    params: dict[str, Any]
    egress: str  # allow | mask | block
    edge_model: str | None = None
    cloud_model: str | None = None
    cloud_stand_in: bool = False
