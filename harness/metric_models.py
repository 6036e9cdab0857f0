"""The models of the metrics (`edgeward.harness.metrics` holds the formulas).

Inputs: what metrics read of the store's rows (`CallLike`, `EgressLike`, `UnitLike` protocols;
the proxy's `CallRow`/`EgressRow` and the detectors' `SensitiveUnit` fit them) and of a trial
(`TrialRecord`; `CallRecord`/`EgressRecord` for hand-built ones). Outputs: the pydantic
`RunSummary` and its parts (JSON-serialisable, what `report.json` holds), and the call-role
sets every consumer counts by.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel, Field

from edgeward.detectors.exposure import SensitiveUnit

SCHEMA_VERSION = 1

ROLES: tuple[str, ...] = ("edge", "cloud", "probe", "sketch", "advisor", "router")
#: Roles that always run on the cloud model.
CLOUD_ROLES: frozenset[str] = frozenset({"cloud", "sketch", "advisor"})
#: Roles that may run on either side: cloud calls iff they have a non-blocked egress row.
EITHER_SIDE_ROLES: frozenset[str] = frozenset({"probe", "router"})
#: The agent's own steps (what "share of cloud steps" counts).
STEP_ROLES: frozenset[str] = frozenset({"edge", "cloud"})
#: Arm names taken as the edge-only baseline for paired differences when none is given.
EDGE_ONLY_NAMES: tuple[str, ...] = ("edge-only", "edge_only", "edgeonly", "edge")
REDACTED = "[REDACTED]"


# --------------------------------------------------------------------------------------------
# Inputs
# --------------------------------------------------------------------------------------------


class CallLike(Protocol):
    """What metrics read of one upstream call (``edgeward.proxy.store.CallRow`` fits).

    Tokens are counts, ``latency_ms`` milliseconds (may be None), ``usd`` US dollars,
    ``edge_flops`` FLOPs, ``status`` 'ok' | 'error', ``created`` a Unix time.
    """

    id: str
    session: str
    role: str
    model: str
    stand_in: bool
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    tokens_estimated: bool
    latency_ms: float | None
    usd: float
    edge_flops: float
    status: str
    created: float


class EgressLike(Protocol):
    """What metrics read of one egress row (``edgeward.proxy.store.EgressRow`` fits).

    ``body`` is the exact text sent off the device; ``action`` 'allow' | 'mask' | 'block' (None:
    sent): a blocked payload never left.
    """

    call_id: str
    session: str
    body: str
    placeholders: int

    @property
    def action(self) -> str | None: ...


class UnitLike(Protocol):
    """A sensitive unit (``edgeward.detectors.exposure.SensitiveUnit`` fits; read-only)."""

    @property
    def entity_id(self) -> str: ...

    @property
    def field(self) -> str: ...

    @property
    def value(self) -> str: ...

    @property
    def weight(self) -> float: ...


@dataclass
class CallRecord:
    """A concrete :class:`CallLike` for tests and for records built outside the store."""

    id: str
    session: str
    role: str
    model: str = ""
    stand_in: bool = False
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completion_tokens: int = 0
    tokens_estimated: bool = False
    latency_ms: float | None = None
    usd: float = 0.0
    edge_flops: float = 0.0
    status: str = "ok"
    created: float = 0.0


@dataclass
class EgressRecord:
    """A concrete :class:`EgressLike`; ``action`` None means 'sent' (allow or mask)."""

    call_id: str
    session: str
    body: str
    placeholders: int = 0
    action: str | None = None


@dataclass
class TrialRecord:
    """One trial of one task under one arm, as the harness collected it.

    ``score`` is the grader's ``overall_score`` in 0..1 (None when grading failed); ``error`` a
    one-line reason when the trial failed (then the score counts 0 whatever it is).
    ``units`` are the task's sensitive units; ``accessed_unit_ids`` the ids of the units the
    agent accessed (a unit matches an id equal to its :func:`unit_key` ``"entity_id/field"`` or to
    its bare ``entity_id``, which selects all fields of that entity), or None when unknown.
    ``calls`` / ``egress`` are the store rows of the trial's session, ``egress`` in the order
    sent (the first exposing call of a unit is the first payload in this order that exposes it);
    ``wall_s`` seconds.
    """

    run: str
    arm: str
    task_id: str
    category: str
    trial: int
    score: float | None
    error: str | None = None
    units: list[SensitiveUnit] = field(default_factory=list)
    accessed_unit_ids: set[str] | None = None
    calls: list[CallLike] = field(default_factory=list)
    egress: list[EgressLike] = field(default_factory=list)
    wall_s: float = 0.0
    #: retro-exposure rows of the trial's session (`edgeward.proxy.store.ExposureRow`): values
    #: sent in clear before the gate's detector caught them (issue 13)
    exposures: list[Any] = field(default_factory=list)


PrivacyMatcher = Callable[[Sequence[Any], list[tuple[str, str]]], Any]


# --------------------------------------------------------------------------------------------
# Output models (pydantic, JSON-serialisable)
# --------------------------------------------------------------------------------------------


class Stat(BaseModel):
    """A point estimate with its bootstrap CI over tasks; ``n`` = tasks it is computed over.

    ``value`` None means not defined (no data, or k > n for Pass^k); ``low``/``high`` None when
    there is no CI (no data).
    """

    value: float | None = None
    low: float | None = None
    high: float | None = None
    n: int = 0


class CostSummary(BaseModel):
    """Cost of one arm. ``*_mtok`` and ``cloud_usd``/``edge_pflops`` are per pass over the
    suite (sum over tasks of the per-task mean over trials); ``*_total`` sum every trial.
    ``calls_per_task_by_role`` is the mean number of calls per task run (trial) by role;
    ``wall_s_*`` seconds; ``edge_pflops_total`` in PFLOPs."""

    cloud_uncached_mtok: float = 0.0
    cloud_cached_mtok: float = 0.0
    cloud_output_mtok: float = 0.0
    cloud_tokens_mtok: Stat = Field(default_factory=Stat)
    cloud_usd: Stat = Field(default_factory=Stat)
    edge_pflops: Stat = Field(default_factory=Stat)
    cloud_uncached_tokens_total: int = 0
    cloud_cached_tokens_total: int = 0
    cloud_output_tokens_total: int = 0
    edge_tokens_total: int = 0
    cloud_usd_total: float = 0.0
    edge_pflops_total: float = 0.0
    calls_per_task_by_role: dict[str, float] = Field(default_factory=dict)
    mean_latency_ms_by_role: dict[str, float] = Field(default_factory=dict)
    wall_s_mean: float | None = None
    wall_s_total: float = 0.0
    estimated_token_calls: int = 0
    stand_in_cloud_calls: int = 0
    cloud_models: list[str] = Field(default_factory=list)
    edge_models: list[str] = Field(default_factory=list)


class PrivacySummary(BaseModel):
    """Privacy of one arm in percent (100 = nothing exposed); ``n`` in the Stats = tasks."""

    all_units_pct: Stat = Field(default_factory=Stat)
    accessed_units_pct: Stat = Field(default_factory=Stat)
    n_trials_scored: int = 0
    n_trials_no_units: int = 0
    n_trials_accessed_scored: int = 0
    n_trials_no_access: int = 0
    n_trials_access_unknown: int = 0
    units_exposed: int = 0
    units_total: int = 0


class MechanismCounters(BaseModel):
    """Evidence that an arm's mechanism fired: counts over all its trials."""

    calls_by_role: dict[str, int] = Field(default_factory=dict)
    probe_calls: int = 0
    sketch_calls: int = 0
    advisor_calls: int = 0
    router_calls: int = 0
    cloud_calls: int = 0
    edge_calls: int = 0
    egress_payloads: int = 0
    masked_payloads: int = Field(0, description="egress payloads with placeholders > 0")
    blocked_payloads: int = 0
    placeholders_total: int = 0
    retro_exposures: int = Field(
        0, description="values sent in clear before the gate caught them (retro-exposure rows; issue 13)"
    )
    cloud_step_share: float | None = Field(
        None, description="cloud steps / (edge + cloud steps), agent steps only (roles edge, cloud)"
    )
    trials_with_cloud: int = 0
    error_calls: int = 0
    no_egress: bool = Field(False, description="no payload left the device in any trial")
    collapsed_to_edge: bool = Field(
        False, description="not an edge-only arm, yet no payload left the device: it behaved as edge-only"
    )


class CategorySummary(BaseModel):
    """Utility, privacy and cost of one arm restricted to one task category."""

    category: str
    n_tasks: int
    n_trials: int
    completion_pct: Stat
    pass_hat_k: dict[str, Stat]
    pass_at_k: dict[str, Stat]
    privacy_all_pct: Stat
    privacy_accessed_pct: Stat
    cloud_usd: Stat


class TaskSummary(BaseModel):
    """Per-task aggregates of one arm (the unit the bootstrap resamples)."""

    task_id: str
    category: str
    n_trials: int
    n_pass: int
    completion_pct: float
    pass_hat_k: dict[str, float | None]
    pass_at_k: dict[str, float | None]
    privacy_all_pct: float | None
    privacy_accessed_pct: float | None
    cloud_tokens_mtok: float
    cloud_usd: float
    edge_pflops: float


class TrialUnitExposure(BaseModel):
    """A unit exposed (level > 0) in one trial, and the call that first exposed it."""

    entity_id: str
    field: str
    level: float
    first_call_id: str | None


class TrialSummary(BaseModel):
    """Every number of one trial (privacy in 0..1, tokens as counts, FLOPs raw)."""

    run: str
    arm: str
    task_id: str
    category: str
    trial: int
    score: float | None
    effective_score: float
    passed: bool
    error: str | None
    n_units: int
    n_accessed_units: int | None
    privacy_all: float | None
    privacy_accessed: float | None
    cloud_uncached_tokens: int
    cloud_cached_tokens: int
    cloud_output_tokens: int
    edge_tokens: int
    cloud_usd: float
    edge_flops: float
    calls_by_role: dict[str, int]
    cloud_calls: int
    egress_payloads: int
    masked_payloads: int
    wall_s: float
    exposed_units: list[TrialUnitExposure] = Field(default_factory=list)


class ExposureRow(BaseModel):
    """One sensitive unit of one task under one arm; the value itself is never stored.

    ``level`` is the maximum exposure over the arm's trials of the task (1.0 / 0.7 / 0.3 / 0);
    ``first_call_id`` the call that first exposed it in the earliest exposing trial.
    """

    arm: str
    task_id: str
    category: str
    entity_id: str
    field: str
    weight: float
    value: str = REDACTED
    level: float
    trials_exposed: int
    n_trials: int
    first_trial: int | None = None
    first_call_id: str | None = None
    first_call_role: str | None = None
    accessed: bool | None = None


class PairedDiff(BaseModel):
    """Mean of per-task differences ``arm - baseline`` over tasks both ran, with bootstrap CI."""

    arm: str
    baseline: str
    metric: str
    unit: str
    n_tasks: int
    mean_diff: float | None
    low: float | None
    high: float | None


class ArmSummary(BaseModel):
    """Everything measured for one arm."""

    arm: str
    runs: list[str]
    n_tasks: int
    n_trials: int
    n_errored: int
    trials_per_task_min: int
    trials_per_task_max: int
    completion_pct: Stat
    pass_hat_k: dict[str, Stat] = Field(description="Pass^k in %, keyed by str(k)")
    pass_at_k: dict[str, Stat] = Field(description="Pass@k in %, keyed by str(k)")
    cost: CostSummary
    privacy: PrivacySummary
    mechanisms: MechanismCounters
    per_category: list[CategorySummary]
    tasks: list[TaskSummary]
    trials: list[TrialSummary]


class RunSummary(BaseModel):
    """The whole comparison: parameters, one :class:`ArmSummary` per arm, exposures, diffs."""

    schema_version: int = SCHEMA_VERSION
    threshold: float
    k_values: list[int]
    bootstrap_resamples: int
    bootstrap_seed: int
    ci_level: float
    runs: list[str]
    arms: list[ArmSummary]
    baseline: str | None = None
    paired: list[PairedDiff] = Field(default_factory=list)
    exposures: list[ExposureRow] = Field(default_factory=list)
    stand_in_cloud: bool = Field(False, description="some cloud call was served by a stand-in")
    notes: list[str] = Field(default_factory=list)

    def arm(self, name: str) -> ArmSummary:
        """The summary of arm ``name`` (KeyError when absent)."""
        for a in self.arms:
            if a.arm == name:
                return a
        raise KeyError(name)
