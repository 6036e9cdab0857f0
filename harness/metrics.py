"""Metrics of a benchmark run: utility, cost and privacy per arm, with bootstrap CIs.

Every function here is pure: it takes trial records (what the harness collected per trial, with
the proxy store's call and egress rows) and returns numbers. Nothing reads files or the store.

Formula sources
---------------
- Completion (EC2-Bench / AceBench leaderboard): 100 x mean ``overall_score``. A trial that
  errored or has no score counts 0. We average the trials of a task first, then the tasks, so
  every task weighs the same whatever its number of trials (equal to the plain mean over trials
  when every task has the same number of trials).
- Pass^k (tau-bench, Yao et al. 2024, "tau-bench: A Benchmark for Tool-Agent-User Interaction"):
  the probability that k trials drawn without replacement from the task's n trials *all* pass,
  C(c, k) / C(n, k) with c passing trials, averaged over tasks. An unbiased estimator of
  P(all k i.i.d. trials pass). For k = n it is EC2-Bench's "all n runs pass".
- Pass@k (Chen et al. 2021, "Evaluating Large Language Models Trained on Code", eq. 1):
  1 - C(n - c, k) / C(n, k), averaged over tasks: the probability that at least one of k trials
  drawn without replacement passes.
  A trial passes when its score is >= ``threshold`` (0.7 by default, as in EC2-Bench). Both are
  defined only for k <= n; an arm (or category) with a task of fewer than k trials gets None,
  shown as "n/a".
- Cloud tokens (EC2-Bench "Cloud Tok. R/C/O"): uncached input = prompt - cached (floored at 0),
  cached input, output = completion tokens, over cloud calls; reported in millions *per pass
  over the suite*, i.e. the sum over tasks of the per-task mean over trials (EC2-Bench divides
  its totals by the number of repeats; the two agree when every task has the same number of
  trials). Auxiliary cloud calls (sketch, advisor, cloud-bound probes and routers) are included.
- Cloud USD: sum of the recorder's ``usd`` over cloud calls (the proxy prices each call, a
  provider-reported cost winning; docs/ARCHITECTURE.md §3), per pass over the suite as above.
- Edge FLOPs: sum of the recorder's ``edge_flops`` over edge-side calls (edge steps plus probes
  and routers that ran on the edge); the recorder computes 2 * N_active * (prompt - cached +
  completion) per call (docs/ARCHITECTURE.md §3, Kaplan et al. 2020). Reported in PFLOPs (1e15)
  per pass over the suite.
- Privacy (docs/ARCHITECTURE.md §3): per trial ``privacy_score(units, payloads)`` from
  ``edgeward.detectors.exposure``, 1 - sum(w_i * s_i) / sum(w_i), s_i the maximum exposure of
  unit i over every egress payload of the trial (the exact bytes that left the device). Measured
  for every arm, edge-only included (no egress: 1.0). A trial whose task has no units has no
  privacy score and is left out of the mean; per task the mean of its scored trials, per arm
  the mean over scored tasks; n (tasks and trials) is reported. "Accessed" privacy restricts the
  units to the ones the agent accessed (``TrialRecord.accessed_unit_ids``), aggregated with the
  same formula from the matcher's per-unit levels (a unit's level does not depend on the other
  units, so the payloads are matched once); a trial that accessed none has no accessed score
  (never a free 1.0, unlike AceBench's ``no_access``). The per-unit exposure table keeps, per
  arm, task and unit, the maximum level over trials and the first exposing call (the matcher's
  ``first_call_id``: the first payload, in egress order, where the unit's level is above 0);
  values are never copied into any output, only ``[REDACTED]``.
- Confidence intervals: nonparametric percentile bootstrap over tasks (Efron & Tibshirani 1993),
  ``n_resamples`` resamples (2000) from a seeded ``numpy.random.default_rng``: deterministic for
  a seed. Paired differences between two arms use the per-task differences on the tasks both
  arms ran (the same resampling), which removes between-task variance from the comparison.

Which calls are cloud calls
---------------------------
Call roles are those of the store: edge | cloud | probe | sketch | advisor | router.
``cloud``, ``sketch`` and ``advisor`` calls are cloud calls; ``edge`` calls are edge calls.
``probe`` and ``router`` calls may run on either side, so they count as cloud calls exactly when
the egress log holds a (non-blocked) payload for their call id, i.e. when they left the device;
otherwise they are edge calls. See :func:`is_cloud_call`.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from edgeward.detectors.exposure import privacy_score
from edgeward.harness.metric_models import (
    CLOUD_ROLES,
    EDGE_ONLY_NAMES,
    EITHER_SIDE_ROLES,
    ROLES,
    ArmSummary,
    CallLike,
    CategorySummary,
    CostSummary,
    EgressLike,
    ExposureRow,
    MechanismCounters,
    PairedDiff,
    PrivacyMatcher,
    PrivacySummary,
    RunSummary,
    Stat,
    TaskSummary,
    TrialRecord,
    TrialSummary,
    TrialUnitExposure,
    UnitLike,
)


# --------------------------------------------------------------------------------------------
# Utility
# --------------------------------------------------------------------------------------------


def effective_score(rec: TrialRecord) -> float:
    """The trial's score in 0..1 for utility: 0 when it errored or has no score, else the
    grader's ``overall_score`` clipped to [0, 1] (NaN counts 0)."""
    if rec.error is not None or rec.score is None:
        return 0.0
    s = float(rec.score)
    if math.isnan(s):
        return 0.0
    return min(1.0, max(0.0, s))


def pass_hat_k(n: int, c: int, k: int) -> float | None:
    """Pass^k of one task, C(c, k) / C(n, k) (tau-bench): probability in 0..1 that k of the n
    trials drawn without replacement all pass; None when k > n or k < 1."""
    _check_counts(n, c)
    if k < 1 or k > n:
        return None
    return math.comb(c, k) / math.comb(n, k)


def pass_at_k(n: int, c: int, k: int) -> float | None:
    """Pass@k of one task, 1 - C(n - c, k) / C(n, k) (Chen et al. 2021, unbiased estimator):
    probability in 0..1 that at least one of k trials drawn without replacement passes;
    None when k > n or k < 1."""
    _check_counts(n, c)
    if k < 1 or k > n:
        return None
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def _check_counts(n: int, c: int) -> None:
    if n < 0 or c < 0 or c > n:
        raise ValueError(f"need 0 <= c <= n, got n={n}, c={c}")


def mean_pass_hat_k(counts: Iterable[tuple[int, int]], k: int) -> float | None:
    """Mean over tasks of :func:`pass_hat_k`, ``counts`` = (n, c) per task; in 0..1.
    None when there is no task or some task has fewer than k trials."""
    return _mean_or_none([pass_hat_k(n, c, k) for n, c in counts])


def mean_pass_at_k(counts: Iterable[tuple[int, int]], k: int) -> float | None:
    """Mean over tasks of :func:`pass_at_k`, ``counts`` = (n, c) per task; in 0..1.
    None when there is no task or some task has fewer than k trials."""
    return _mean_or_none([pass_at_k(n, c, k) for n, c in counts])


def _mean_or_none(vals: list[float | None]) -> float | None:
    known = [v for v in vals if v is not None]
    if not vals or len(known) < len(vals):
        return None
    return sum(known) / len(known)


def completion_pct(scores_by_task: Mapping[str, Sequence[float]]) -> float | None:
    """Completion in % = 100 x mean over tasks of the mean trial score (scores in 0..1, failed
    trials already 0; see :func:`effective_score`). None without tasks."""
    means = [sum(v) / len(v) for v in scores_by_task.values() if len(v)]
    return 100.0 * sum(means) / len(means) if means else None


# --------------------------------------------------------------------------------------------
# Cost
# --------------------------------------------------------------------------------------------


def _sent_egress(rec: TrialRecord) -> list[EgressLike]:
    return [e for e in rec.egress if (e.action or "").lower() != "block"]


def is_cloud_call(call: CallLike, sent_egress_ids: set[str] | frozenset[str]) -> bool:
    """True when ``call`` ran on the cloud side: role cloud, sketch or advisor; or role probe or
    router with a non-blocked egress payload (``sent_egress_ids``). Anything else is edge."""
    role = (call.role or "").lower()
    if role in CLOUD_ROLES:
        return True
    if role in EITHER_SIDE_ROLES:
        return call.id in sent_egress_ids
    return False


@dataclass
class TrialCost:
    """Cost of one trial: token counts, USD, FLOPs and calls by role (all raw units)."""

    cloud_uncached_tokens: int = 0
    cloud_cached_tokens: int = 0
    cloud_output_tokens: int = 0
    edge_tokens: int = 0
    cloud_usd: float = 0.0
    edge_flops: float = 0.0
    cloud_calls: int = 0
    edge_calls: int = 0
    calls_by_role: dict[str, int] = field(default_factory=dict)
    latency_ms_by_role: dict[str, list[float]] = field(default_factory=dict)
    estimated_token_calls: int = 0
    stand_in_cloud_calls: int = 0
    error_calls: int = 0
    cloud_models: set[str] = field(default_factory=set)
    edge_models: set[str] = field(default_factory=set)

    @property
    def cloud_tokens(self) -> int:
        return self.cloud_uncached_tokens + self.cloud_cached_tokens + self.cloud_output_tokens


def trial_cost(rec: TrialRecord) -> TrialCost:
    """Sum the trial's calls: cloud tokens uncached (prompt - cached, floored at 0) / cached /
    output and USD over cloud calls (:func:`is_cloud_call`); edge FLOPs (raw FLOPs) and edge
    tokens (prompt - cached + completion) over the other calls. Errored calls count too: what
    they consumed was consumed."""
    sent = {e.call_id for e in _sent_egress(rec)}
    out = TrialCost()
    by_role: Counter[str] = Counter()
    for c in rec.calls:
        role = (c.role or "").lower()
        by_role[role] += 1
        prompt = int(c.prompt_tokens or 0)
        cached = min(int(c.cached_tokens or 0), prompt) if prompt else int(c.cached_tokens or 0)
        uncached = max(prompt - cached, 0)
        completion = int(c.completion_tokens or 0)
        if c.latency_ms is not None:
            out.latency_ms_by_role.setdefault(role, []).append(float(c.latency_ms))
        if c.tokens_estimated:
            out.estimated_token_calls += 1
        if (c.status or "ok") != "ok":
            out.error_calls += 1
        if is_cloud_call(c, sent):
            out.cloud_calls += 1
            out.cloud_uncached_tokens += uncached
            out.cloud_cached_tokens += cached
            out.cloud_output_tokens += completion
            out.cloud_usd += float(c.usd or 0.0)
            if c.model:
                out.cloud_models.add(c.model)
            if c.stand_in:
                out.stand_in_cloud_calls += 1
        else:
            out.edge_calls += 1
            out.edge_tokens += uncached + completion
            out.edge_flops += float(c.edge_flops or 0.0)
            if c.model:
                out.edge_models.add(c.model)
    out.calls_by_role = dict(by_role)
    return out


# --------------------------------------------------------------------------------------------
# Privacy
# --------------------------------------------------------------------------------------------


def unit_key(unit: UnitLike) -> str:
    """The id of a unit in tables and in ``accessed_unit_ids``: ``"entity_id/field"``."""
    return f"{unit.entity_id}/{unit.field}"


def _is_accessed(unit: UnitLike, accessed: set[str]) -> bool:
    return unit_key(unit) in accessed or unit.entity_id in accessed


@dataclass
class UnitExposure:
    """Exposure of one unit in one trial: level 0..1 and the call that first exposed it."""

    entity_id: str
    field: str
    weight: float
    level: float
    first_call_id: str | None
    accessed: bool | None


@dataclass
class TrialPrivacy:
    """Privacy of one trial in 0..1 (None = not defined) and the per-unit exposures."""

    all_units: float | None
    accessed_units: float | None
    n_units: int
    n_accessed: int | None
    units: list[UnitExposure]


def default_matcher() -> PrivacyMatcher:
    """``edgeward.detectors.exposure.privacy_score``."""
    return privacy_score


def _read_privacy_result(result: Any, units: Sequence[UnitLike]) -> tuple[float | None, list[tuple[float, str | None]]]:
    """Read the matcher's ``PrivacyResult`` (``score``: float | None, ``per_unit``: one
    ``UnitExposure(entity_id, field, level, first_call_id, weight)`` per unit in input order):
    (score 0..1 or None, [(level, first_call_id)] aligned with ``units``)."""
    per_unit = list(result.per_unit)
    if len(per_unit) != len(units):
        raise ValueError(f"matcher returned {len(per_unit)} unit results for {len(units)} units")
    score = None if result.score is None else float(result.score)
    return score, [(float(u.level), u.first_call_id) for u in per_unit]


def weighted_privacy(weighted_levels: Sequence[tuple[float, float]]) -> float | None:
    """1 - sum(w_i * s_i) / sum(w_i) over (weight, level) pairs (docs/ARCHITECTURE.md §3), in 0..1;
    None when there are no pairs or the weights sum to 0. Used for the accessed subset, from
    the matcher's per-unit levels (a unit's level does not depend on the other units)."""
    total = sum(w for w, _ in weighted_levels)
    if not weighted_levels or total <= 0:
        return None
    return 1.0 - sum(w * s for w, s in weighted_levels) / total


def trial_privacy(rec: TrialRecord, matcher: PrivacyMatcher | None = None) -> TrialPrivacy:
    """Privacy of one trial from its egress payloads ``(call_id, body)`` (blocked ones left
    out: nothing left the device), over all units and over the accessed ones.

    ``matcher(units, payloads)`` defaults to ``edgeward.detectors.exposure.privacy_score``
    and must return its ``PrivacyResult`` shape (``score``, ``per_unit``). No units (or
    weights summing to 0): scores None. No egress: the matcher still runs (it returns 1.0).
    Accessed: None when ``accessed_unit_ids`` is None or no unit was accessed.
    """
    units = list(rec.units)
    if not units:
        return TrialPrivacy(None, None, 0, None, [])
    match = matcher or default_matcher()
    payloads = [(e.call_id, e.body) for e in _sent_egress(rec)]
    score_all, per = _read_privacy_result(match(units, payloads), units)
    accessed: list[bool] | None = None
    if rec.accessed_unit_ids is not None:
        ids = set(rec.accessed_unit_ids)
        accessed = [_is_accessed(u, ids) for u in units]
    score_acc: float | None = None
    if accessed is not None and any(accessed):
        if all(accessed):
            score_acc = score_all
        else:  # a unit's level does not depend on the other units: aggregate, don't re-match
            score_acc = weighted_privacy([(float(u.weight), lv) for u, (lv, _), a in zip(units, per, accessed) if a])
    rows = [
        UnitExposure(u.entity_id, u.field, float(u.weight), level, call, None if accessed is None else accessed[i])
        for i, (u, (level, call)) in enumerate(zip(units, per))
    ]
    return TrialPrivacy(score_all, score_acc, len(units), None if accessed is None else sum(accessed), rows)


# --------------------------------------------------------------------------------------------
# Bootstrap
# --------------------------------------------------------------------------------------------


def _resample_index(n: int, n_resamples: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, n, size=(n_resamples, n))


def bootstrap_ci(
    values: Sequence[float],
    *,
    n_resamples: int = 2000,
    seed: int = 0,
    level: float = 0.95,
    statistic: Literal["mean", "sum"] = "mean",
) -> tuple[float, float] | None:
    """Percentile bootstrap CI of the mean (or sum) of per-task ``values``.

    Resamples the tasks with replacement ``n_resamples`` times from
    ``numpy.random.default_rng(seed)`` (deterministic for a seed) and returns the
    ((1 - level)/2, (1 + level)/2) quantiles of the statistic, in the unit of ``values``
    (``sum`` = per pass over the suite). None for no values; (v, v) for one value.
    """
    arr = np.asarray([float(v) for v in values], dtype=float)
    if arr.size == 0:
        return None
    if arr.size == 1:
        v = float(arr[0]) if statistic == "mean" else float(arr.sum())
        return (v, v)
    idx = _resample_index(arr.size, n_resamples, seed)
    stats = arr[idx].mean(axis=1)
    if statistic == "sum":
        stats = stats * arr.size
    lo, hi = np.quantile(stats, [(1 - level) / 2, (1 + level) / 2])
    return float(lo), float(hi)


def stat_of(
    values: Sequence[float | None],
    *,
    n_resamples: int = 2000,
    seed: int = 0,
    level: float = 0.95,
    statistic: Literal["mean", "sum"] = "mean",
) -> Stat:
    """:class:`Stat` of per-task ``values`` (None entries dropped): mean (or sum) and its
    bootstrap CI (:func:`bootstrap_ci`); n = tasks used."""
    vals = [float(v) for v in values if v is not None]
    if not vals:
        return Stat(n=0)
    point = sum(vals) / len(vals) if statistic == "mean" else sum(vals)
    ci = bootstrap_ci(vals, n_resamples=n_resamples, seed=seed, level=level, statistic=statistic)
    assert ci is not None
    return Stat(value=point, low=ci[0], high=ci[1], n=len(vals))


def paired_difference(
    arm: Mapping[str, float | None],
    baseline: Mapping[str, float | None],
    *,
    n_resamples: int = 2000,
    seed: int = 0,
    level: float = 0.95,
) -> tuple[float | None, float | None, float | None, int]:
    """Paired difference of two arms over the tasks both have a value for.

    ``arm`` / ``baseline`` map task id -> per-task value. Returns (mean of arm - baseline, CI
    low, CI high, n tasks); the CI is the percentile bootstrap over those tasks.
    """
    pairs = [
        (a, b)
        for t in sorted(arm)
        if t in baseline
        for a, b in [(arm[t], baseline[t])]
        if a is not None and b is not None
    ]
    diffs = [float(a) - float(b) for a, b in pairs]
    if not diffs:
        return None, None, None, 0
    ci = bootstrap_ci(diffs, n_resamples=n_resamples, seed=seed, level=level)
    assert ci is not None
    return sum(diffs) / len(diffs), ci[0], ci[1], len(diffs)


# --------------------------------------------------------------------------------------------
# Summary
# --------------------------------------------------------------------------------------------


@dataclass
class _Trial:
    rec: TrialRecord
    score: float
    passed: bool
    cost: TrialCost
    privacy: TrialPrivacy


@dataclass
class _Task:
    task_id: str
    category: str
    trials: list[_Trial]

    @property
    def n(self) -> int:
        return len(self.trials)

    @property
    def c(self) -> int:
        return sum(t.passed for t in self.trials)


def _mean(vals: Sequence[float]) -> float:
    return sum(vals) / len(vals)


def _mean_opt(vals: Iterable[float | None]) -> float | None:
    v = [x for x in vals if x is not None]
    return sum(v) / len(v) if v else None


def _task_values(task: _Task, k_values: Sequence[int]) -> dict[str, float | None]:
    """The per-task numbers the bootstrap and the paired differences work on."""
    tr = task.trials
    out: dict[str, float | None] = {
        "completion_pct": 100.0 * _mean([t.score for t in tr]),
        "privacy_all_pct": _pct(_mean_opt(t.privacy.all_units for t in tr)),
        "privacy_accessed_pct": _pct(_mean_opt(t.privacy.accessed_units for t in tr)),
        "cloud_tokens_mtok": _mean([t.cost.cloud_tokens for t in tr]) / 1e6,
        "cloud_usd": _mean([t.cost.cloud_usd for t in tr]),
        "edge_pflops": _mean([t.cost.edge_flops for t in tr]) / 1e15,
    }
    for k in k_values:
        ph = pass_hat_k(task.n, task.c, k)
        pa = pass_at_k(task.n, task.c, k)
        out[f"pass_hat_{k}_pct"] = None if ph is None else 100.0 * ph
        out[f"pass_at_{k}_pct"] = None if pa is None else 100.0 * pa
    return out


def _pct(v: float | None) -> float | None:
    return None if v is None else 100.0 * v


def _pass_stat(
    tasks: Sequence[_Task], key: str, bs: dict[str, Any], tv: Mapping[str, Mapping[str, float | None]]
) -> Stat:
    vals = [tv[t.task_id][key] for t in tasks]
    if not vals or any(v is None for v in vals):
        return Stat(n=len(vals))
    return stat_of(vals, **bs)


def _group_stats(
    tasks: Sequence[_Task], k_values: Sequence[int], bs: dict[str, Any], tv: Mapping[str, Mapping[str, float | None]]
) -> dict[str, Any]:
    def col(key: str) -> list[float | None]:
        return [tv[t.task_id][key] for t in tasks]

    return {
        "completion_pct": stat_of(col("completion_pct"), **bs),
        "pass_hat_k": {str(k): _pass_stat(tasks, f"pass_hat_{k}_pct", bs, tv) for k in k_values},
        "pass_at_k": {str(k): _pass_stat(tasks, f"pass_at_{k}_pct", bs, tv) for k in k_values},
        "privacy_all_pct": stat_of(col("privacy_all_pct"), **bs),
        "privacy_accessed_pct": stat_of(col("privacy_accessed_pct"), **bs),
        "cloud_usd": stat_of(col("cloud_usd"), statistic="sum", **bs),
        "cloud_tokens_mtok": stat_of(col("cloud_tokens_mtok"), statistic="sum", **bs),
        "edge_pflops": stat_of(col("edge_pflops"), statistic="sum", **bs),
    }


def _pick_baseline(arms: Sequence[str], baseline: str | None) -> str | None:
    if baseline is not None:
        return baseline if baseline in arms else None
    for a in arms:
        if is_edge_only_name(a):
            return a
    return arms[0] if arms else None


def is_edge_only_name(arm: str) -> bool:
    """Whether an arm name denotes the edge-only policy (one of :data:`EDGE_ONLY_NAMES`,
    case-insensitive, also as ``"<run>/<arm>"``)."""
    return arm.lower().rsplit("/", 1)[-1] in EDGE_ONLY_NAMES


def _role_of(calls: Sequence[CallLike], call_id: str | None) -> str | None:
    for c in calls:
        if c.id == call_id:
            return c.role
    return None


def summarise(
    records: Iterable[TrialRecord],
    threshold: float = 0.7,
    k_values: Sequence[int] = (1, 3),
    *,
    baseline: str | None = None,
    group_by: Literal["arm", "run_arm"] = "arm",
    n_resamples: int = 2000,
    seed: int = 0,
    ci_level: float = 0.95,
    matcher: PrivacyMatcher | None = None,
) -> RunSummary:
    """Summarise trial records into a :class:`RunSummary` (JSON-serialisable).

    - ``threshold``: a trial passes when its effective score (:func:`effective_score`) is
      >= threshold; used by Pass^k and Pass@k.
    - ``k_values``: the k of Pass^k / Pass@k (n/a = None where some task has fewer trials).
    - ``baseline``: the arm paired differences are taken against; default the edge-only arm
      (named one of :data:`EDGE_ONLY_NAMES`) if present, else the first arm.
    - ``group_by``: ``"arm"`` pools records of several runs with the same arm name (their
      trials add up per task); ``"run_arm"`` keeps them apart as arms ``"<run>/<arm>"``.
    - ``n_resamples``, ``seed``, ``ci_level``: the bootstrap over tasks (:func:`bootstrap_ci`).
    - ``matcher``: the privacy matcher (default ``edgeward.detectors.exposure.privacy_score``).

    Units: completion, Pass^k, Pass@k and privacy in %; cloud tokens in millions, cloud USD
    and edge PFLOPs per pass over the suite. Arms keep the order of first appearance. Empty
    input gives a summary without arms.
    """
    k_values = [int(k) for k in k_values]
    if any(k < 1 for k in k_values):
        raise ValueError(f"k must be >= 1, got {k_values}")
    bs: dict[str, Any] = {"n_resamples": n_resamples, "seed": seed, "level": ci_level}
    notes: list[str] = []
    by_arm: dict[str, list[TrialRecord]] = {}
    runs: list[str] = []
    for r in records:
        name = r.arm if group_by == "arm" else f"{r.run}/{r.arm}"
        by_arm.setdefault(name, []).append(r)
        if r.run not in runs:
            runs.append(r.run)

    arms: list[ArmSummary] = []
    exposures: list[ExposureRow] = []
    task_values: dict[str, dict[str, dict[str, float | None]]] = {}
    stand_in_cloud = False
    for arm_name, recs in by_arm.items():
        tasks: dict[str, _Task] = {}
        for r in sorted(recs, key=lambda r: (r.task_id, r.trial, r.run)):
            s = effective_score(r)
            t = _Trial(r, s, s >= threshold, trial_cost(r), trial_privacy(r, matcher))
            task = tasks.setdefault(r.task_id, _Task(r.task_id, r.category, []))
            if r.category != task.category:
                notes.append(
                    f"{arm_name}: task {r.task_id} has categories {task.category!r} and "
                    f"{r.category!r}; using {task.category!r}"
                )
            task.trials.append(t)
        task_list = list(tasks.values())
        tv = {t.task_id: _task_values(t, k_values) for t in task_list}
        task_values[arm_name] = tv
        arm, rows = _arm_summary(arm_name, recs, task_list, tv, k_values, bs)
        arms.append(arm)
        exposures.extend(rows)
        stand_in_cloud = stand_in_cloud or arm.cost.stand_in_cloud_calls > 0
        if arm.mechanisms.collapsed_to_edge:
            notes.append(f"{arm_name}: no payload left the device in any trial (behaves as edge-only)")

    sizes = {a: len(tv) for a, tv in task_values.items()}
    if len({frozenset(tv) for tv in task_values.values()}) > 1:
        notes.append(
            "arms ran different task sets ("
            + ", ".join(f"{a}: {n} tasks" for a, n in sizes.items())
            + "): per-pass totals (cloud tokens, $, PFLOPs) sum over each arm's own tasks; "
            "compare arms with the paired differences, which use the tasks both ran"
        )

    base = _pick_baseline(list(by_arm), baseline)
    if baseline is not None and base is None:
        notes.append(f"baseline arm {baseline!r} not found; no paired differences")
    paired: list[PairedDiff] = []
    if base is not None:
        metrics = [
            ("completion_pct", "pp"),
            *[(f"pass_hat_{k}_pct", "pp") for k in k_values],
            ("privacy_all_pct", "pp"),
            ("privacy_accessed_pct", "pp"),
            ("cloud_usd", "USD/task"),
            ("cloud_tokens_mtok", "Mtok/task"),
            ("edge_pflops", "PFLOP/task"),
        ]
        for a in by_arm:
            if a == base:
                continue
            for m, unit in metrics:
                av = {t: v[m] for t, v in task_values[a].items()}
                bv = {t: v[m] for t, v in task_values[base].items()}
                mean, lo, hi, n = paired_difference(av, bv, **bs)
                paired.append(
                    PairedDiff(arm=a, baseline=base, metric=m, unit=unit, n_tasks=n, mean_diff=mean, low=lo, high=hi)
                )

    return RunSummary(
        threshold=threshold,
        k_values=k_values,
        bootstrap_resamples=n_resamples,
        bootstrap_seed=seed,
        ci_level=ci_level,
        runs=runs,
        arms=arms,
        baseline=base,
        paired=paired,
        exposures=exposures,
        stand_in_cloud=stand_in_cloud,
        notes=notes,
    )


def _arm_summary(
    name: str,
    recs: Sequence[TrialRecord],
    tasks: Sequence[_Task],
    tv: Mapping[str, Mapping[str, float | None]],
    k_values: Sequence[int],
    bs: dict[str, Any],
) -> tuple[ArmSummary, list[ExposureRow]]:
    trials = [t for task in tasks for t in task.trials]
    g = _group_stats(tasks, k_values, bs, tv)

    # cost
    role_counts: Counter[str] = Counter()
    lat: dict[str, list[float]] = defaultdict(list)
    for t in trials:
        role_counts.update(t.cost.calls_by_role)
        for role, v in t.cost.latency_ms_by_role.items():
            lat[role].extend(v)
    n_tr = len(trials)
    cost = CostSummary(
        cloud_uncached_mtok=sum(_mean([t.cost.cloud_uncached_tokens for t in task.trials]) for task in tasks) / 1e6,
        cloud_cached_mtok=sum(_mean([t.cost.cloud_cached_tokens for t in task.trials]) for task in tasks) / 1e6,
        cloud_output_mtok=sum(_mean([t.cost.cloud_output_tokens for t in task.trials]) for task in tasks) / 1e6,
        cloud_tokens_mtok=g["cloud_tokens_mtok"],
        cloud_usd=g["cloud_usd"],
        edge_pflops=g["edge_pflops"],
        cloud_uncached_tokens_total=sum(t.cost.cloud_uncached_tokens for t in trials),
        cloud_cached_tokens_total=sum(t.cost.cloud_cached_tokens for t in trials),
        cloud_output_tokens_total=sum(t.cost.cloud_output_tokens for t in trials),
        edge_tokens_total=sum(t.cost.edge_tokens for t in trials),
        cloud_usd_total=sum(t.cost.cloud_usd for t in trials),
        edge_pflops_total=sum(t.cost.edge_flops for t in trials) / 1e15,
        calls_per_task_by_role={r: role_counts.get(r, 0) / n_tr for r in _roles(role_counts)} if n_tr else {},
        mean_latency_ms_by_role={r: _mean(v) for r, v in lat.items() if v},
        wall_s_mean=_mean([t.rec.wall_s for t in trials]) if trials else None,
        wall_s_total=sum(t.rec.wall_s for t in trials),
        estimated_token_calls=sum(t.cost.estimated_token_calls for t in trials),
        stand_in_cloud_calls=sum(t.cost.stand_in_cloud_calls for t in trials),
        cloud_models=sorted(set().union(*(t.cost.cloud_models for t in trials))),
        edge_models=sorted(set().union(*(t.cost.edge_models for t in trials))),
    )

    # privacy
    scored = [t for t in trials if t.privacy.all_units is not None]
    exposure_rows = _exposure_rows(name, tasks)
    privacy = PrivacySummary(
        all_units_pct=g["privacy_all_pct"],
        accessed_units_pct=g["privacy_accessed_pct"],
        n_trials_scored=len(scored),
        n_trials_no_units=sum(t.privacy.n_units == 0 for t in trials),
        n_trials_accessed_scored=sum(t.privacy.accessed_units is not None for t in trials),
        n_trials_no_access=sum(t.privacy.n_accessed == 0 for t in trials),
        n_trials_access_unknown=sum(t.privacy.n_units > 0 and t.privacy.n_accessed is None for t in trials),
        units_exposed=sum(r.level > 0 for r in exposure_rows),
        units_total=len(exposure_rows),
    )

    # mechanisms
    egress = [e for t in trials for e in t.rec.egress]
    sent = [e for t in trials for e in _sent_egress(t.rec)]
    steps_cloud = role_counts.get("cloud", 0)
    steps_all = steps_cloud + role_counts.get("edge", 0)
    mech = MechanismCounters(
        calls_by_role={r: role_counts.get(r, 0) for r in _roles(role_counts)},
        probe_calls=role_counts.get("probe", 0),
        sketch_calls=role_counts.get("sketch", 0),
        advisor_calls=role_counts.get("advisor", 0),
        router_calls=role_counts.get("router", 0),
        cloud_calls=sum(t.cost.cloud_calls for t in trials),
        edge_calls=sum(t.cost.edge_calls for t in trials),
        egress_payloads=len(sent),
        masked_payloads=sum(int(e.placeholders or 0) > 0 for e in sent),
        blocked_payloads=len(egress) - len(sent),
        placeholders_total=sum(int(e.placeholders or 0) for e in sent),
        retro_exposures=sum(len(t.rec.exposures) for t in trials),
        cloud_step_share=steps_cloud / steps_all if steps_all else None,
        trials_with_cloud=sum(t.cost.cloud_calls > 0 for t in trials),
        error_calls=sum(t.cost.error_calls for t in trials),
        no_egress=not sent,
        collapsed_to_edge=not sent and bool(trials) and not is_edge_only_name(name),
    )

    per_cat: list[CategorySummary] = []
    for cat in sorted({t.category for t in tasks}):
        ct = [t for t in tasks if t.category == cat]
        cg = _group_stats(ct, k_values, bs, tv)
        per_cat.append(
            CategorySummary(
                category=cat,
                n_tasks=len(ct),
                n_trials=sum(t.n for t in ct),
                completion_pct=cg["completion_pct"],
                pass_hat_k=cg["pass_hat_k"],
                pass_at_k=cg["pass_at_k"],
                privacy_all_pct=cg["privacy_all_pct"],
                privacy_accessed_pct=cg["privacy_accessed_pct"],
                cloud_usd=cg["cloud_usd"],
            )
        )

    task_rows = [
        TaskSummary(
            task_id=t.task_id,
            category=t.category,
            n_trials=t.n,
            n_pass=t.c,
            completion_pct=tv[t.task_id]["completion_pct"] or 0.0,
            pass_hat_k={str(k): tv[t.task_id][f"pass_hat_{k}_pct"] for k in k_values},
            pass_at_k={str(k): tv[t.task_id][f"pass_at_{k}_pct"] for k in k_values},
            privacy_all_pct=tv[t.task_id]["privacy_all_pct"],
            privacy_accessed_pct=tv[t.task_id]["privacy_accessed_pct"],
            cloud_tokens_mtok=tv[t.task_id]["cloud_tokens_mtok"] or 0.0,
            cloud_usd=tv[t.task_id]["cloud_usd"] or 0.0,
            edge_pflops=tv[t.task_id]["edge_pflops"] or 0.0,
        )
        for t in tasks
    ]

    trial_rows = [
        TrialSummary(
            run=t.rec.run,
            arm=name,
            task_id=t.rec.task_id,
            category=t.rec.category,
            trial=t.rec.trial,
            score=_finite(t.rec.score),
            effective_score=t.score,
            passed=t.passed,
            error=t.rec.error,
            n_units=t.privacy.n_units,
            n_accessed_units=t.privacy.n_accessed,
            privacy_all=t.privacy.all_units,
            privacy_accessed=t.privacy.accessed_units,
            cloud_uncached_tokens=t.cost.cloud_uncached_tokens,
            cloud_cached_tokens=t.cost.cloud_cached_tokens,
            cloud_output_tokens=t.cost.cloud_output_tokens,
            edge_tokens=t.cost.edge_tokens,
            cloud_usd=t.cost.cloud_usd,
            edge_flops=t.cost.edge_flops,
            calls_by_role=t.cost.calls_by_role,
            cloud_calls=t.cost.cloud_calls,
            egress_payloads=len(_sent_egress(t.rec)),
            masked_payloads=sum(int(e.placeholders or 0) > 0 for e in _sent_egress(t.rec)),
            wall_s=t.rec.wall_s,
            exposed_units=[
                TrialUnitExposure(entity_id=u.entity_id, field=u.field, level=u.level, first_call_id=u.first_call_id)
                for u in t.privacy.units
                if u.level > 0
            ],
        )
        for t in trials
    ]

    n_per_task = [t.n for t in tasks]
    arm = ArmSummary(
        arm=name,
        runs=sorted({r.run for r in recs}),
        n_tasks=len(tasks),
        n_trials=n_tr,
        n_errored=sum(t.rec.error is not None for t in trials),
        trials_per_task_min=min(n_per_task, default=0),
        trials_per_task_max=max(n_per_task, default=0),
        completion_pct=g["completion_pct"],
        pass_hat_k=g["pass_hat_k"],
        pass_at_k=g["pass_at_k"],
        cost=cost,
        privacy=privacy,
        mechanisms=mech,
        per_category=per_cat,
        tasks=task_rows,
        trials=trial_rows,
    )
    return arm, exposure_rows


def _finite(x: float | None) -> float | None:
    return None if x is None or not math.isfinite(float(x)) else float(x)


def _roles(counts: Mapping[str, int]) -> list[str]:
    return [r for r in ROLES if counts.get(r)] + sorted(r for r in counts if r not in ROLES)


def _exposure_rows(arm: str, tasks: Sequence[_Task]) -> list[ExposureRow]:
    rows: list[ExposureRow] = []
    for task in tasks:
        keyed: dict[str, list[tuple[_Trial, UnitExposure]]] = {}
        for t in task.trials:
            for u in t.privacy.units:
                keyed.setdefault(f"{u.entity_id}/{u.field}", []).append((t, u))
        for obs in keyed.values():
            u0 = obs[0][1]
            exposed = [(t, u) for t, u in obs if u.level > 0]
            first = min(exposed, key=lambda tu: tu[0].rec.trial) if exposed else None
            acc = [u.accessed for _, u in obs if u.accessed is not None]
            rows.append(
                ExposureRow(
                    arm=arm,
                    task_id=task.task_id,
                    category=task.category,
                    entity_id=u0.entity_id,
                    field=u0.field,
                    weight=u0.weight,
                    level=max(u.level for _, u in obs),
                    trials_exposed=len(exposed),
                    n_trials=len(obs),
                    first_trial=first[0].rec.trial if first else None,
                    first_call_id=first[1].first_call_id if first else None,
                    first_call_role=_role_of(first[0].rec.calls, first[1].first_call_id) if first else None,
                    accessed=any(acc) if acc else None,
                )
            )
    return rows
