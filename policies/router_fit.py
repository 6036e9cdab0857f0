"""Fitting the task router (`edgeward router fit`): data loading, training, calibration.

Input: per-task scores of an edge-only and a cloud-only run, as rows
`{task_id, prompt, edge_score, cloud_score}` (several rows of one task are averaged — e.g.
one per trial or per run). `load_scores(paths, prompts_by_task)` accepts:

- a fit file: JSONL, JSON list or CSV with exactly those columns;
- trial records (JSONL / JSON list / CSV, or a run directory holding them): one row per trial
  with `task_id`, `arm` (or `policy`), `score` (or `overall_score`), optional `error` (a failed
  trial scores 0, as in the harness's metrics) and optional `prompt`. Arms named like
  edge-only (`edge-only`, `edge_only`, `edge`, `local-only`) give edge scores, arms named like
  cloud-only (`cloud-only`, `cloud_only`, `cloud`) cloud scores; a privacy suffix (`+mask`) is
  ignored; other arms are skipped. In a run directory (`edgeward run --out runs/X`) the
  adapter reads every `trials/<arm>/<task>/<trial>/result.json` (the harness's `TrialResult`),
  taking the prompt from the first user message of the trial's `transcript.json` (exactly what
  the router will see at run time); `trials.jsonl` / `results.jsonl` / `**/trial.json` are read
  too. Prompts missing from the records come from `prompts_by_task` (the CLI reads them from
  the task suite, `--suite tasks/`).

Training target y = cloud_score − edge_score (the cloud's advantage). `kind="ridge"` regresses
y; `kind="logistic"` classifies y > `margin` (log-odds as score). Features are the TF-IDF of
`edgeward.policies.text_router.analyze` (fitted with scikit-learn's `TfidfVectorizer` on that
analyzer; applied in pure Python by `TextRouter`).

Calibration: with scores s₁ ≥ … ≥ sₙ of the calibration prompts (the training prompts by
default, or `calibration_prompts`), m = ⌊r·n + ½⌋ sessions should go to the cloud for a
target ratio r; τ is the midpoint between s_m and s_{m+1} (just above s₁ when m = 0, just below
sₙ when m = n) and a session goes to the cloud iff its score > τ. Ties at the boundary make the
achieved ratio differ from the target; it is reported. With ≥ 6 tasks, k-fold out-of-fold
predictions (`cv` folds) report how the router generalises: rank correlation with y, the ratio
those scores would give at τ, and the expected completion of routing vs. random routing at the
same ratio.
"""

from __future__ import annotations

import csv
import io
import json
import math
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Sequence

from edgeward.policies.common import prompt_hash
from edgeward.policies.text_router import ANALYZER, FORMAT, analyze

EDGE_ARMS = frozenset({"edge-only", "edge_only", "edgeonly", "edge", "local-only", "local_only"})
CLOUD_ARMS = frozenset({"cloud-only", "cloud_only", "cloudonly", "cloud"})


class FitError(ValueError):
    """Unusable fitting input (one line, names the file or the problem)."""


@dataclass
class TaskScores:
    """One task's training example."""

    task_id: str
    prompt: str
    edge_score: float
    cloud_score: float
    n_edge: int = 1
    n_cloud: int = 1

    @property
    def advantage(self) -> float:
        return self.cloud_score - self.edge_score


# -- loading ------------------------------------------------------------------------------------
def _records(path: Path) -> list[dict[str, Any]]:
    text = path.read_text(encoding="utf-8")
    if path.suffix.lower() == ".csv":
        return [dict(r) for r in csv.DictReader(io.StringIO(text))]
    if path.suffix.lower() == ".json" or text.lstrip().startswith("["):
        data = json.loads(text)
        recs = [r for r in (data if isinstance(data, list) else [data]) if isinstance(r, dict)]
        if path.name == "result.json":
            for r in recs:
                if not r.get("prompt"):
                    r["prompt"] = _transcript_prompt(path.parent / "transcript.json")
        return recs
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        try:
            rec = json.loads(line)
        except ValueError:
            raise FitError(f"{path}:{i}: not a JSON line") from None
        if isinstance(rec, dict):
            out.append(rec)
    return out


def _transcript_prompt(path: Path) -> str | None:
    """The first user message of a harness trial's `transcript.json` (what the router will see)."""
    try:
        msgs = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    for m in msgs if isinstance(msgs, list) else []:
        if isinstance(m, dict) and m.get("role") == "user":
            c = m.get("content")
            return c if isinstance(c, str) else None
    return None


def _run_files(d: Path) -> list[Path]:
    files = [d / n for n in ("trials.jsonl", "results.jsonl") if (d / n).is_file()]
    files += sorted(p for p in d.rglob("*.json") if p.name in ("result.json", "trial.json"))
    return files


def _arm_side(arm: str) -> str | None:
    a = arm.strip().lower().split("+", 1)[0]
    if a in EDGE_ARMS:
        return "edge"
    if a in CLOUD_ARMS:
        return "cloud"
    return None


def _num(v: Any) -> float | None:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def load_scores(paths: Sequence[str | Path], prompts_by_task: dict[str, str] | None = None) -> list[TaskScores]:
    """Per-task training examples from fit files, trial files or run directories (module doc).

    `prompts_by_task` supplies prompts the records lack (the CLI reads them from `--suite`).
    Raises FitError when nothing usable is found or a task lacks a prompt or one side."""
    edge: dict[str, list[float]] = defaultdict(list)
    cloud: dict[str, list[float]] = defaultdict(list)
    prompts: dict[str, str] = {}
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise FitError(f"{path}: no such file or directory")
        files = _run_files(path) if path.is_dir() else [path]
        if not files:
            raise FitError(f"{path}: no trials.jsonl, results.jsonl or */result.json in this run directory")
        for f in files:
            try:
                recs = _records(f)
            except (OSError, ValueError) as e:
                raise FitError(f"{f}: cannot read ({e})") from None
            for r in recs:
                tid = r.get("task_id") or r.get("task") or r.get("id")
                if not tid:
                    continue
                tid = str(tid)
                if isinstance(r.get("prompt"), str) and r["prompt"].strip():
                    prompts.setdefault(tid, r["prompt"])
                es, cs = _num(r.get("edge_score")), _num(r.get("cloud_score"))
                if es is not None or cs is not None:
                    if es is not None:
                        edge[tid].append(es)
                    if cs is not None:
                        cloud[tid].append(cs)
                    continue
                side = _arm_side(str(r.get("arm") or r.get("policy") or ""))
                if side is None:
                    continue
                score = _num(r.get("score", r.get("overall_score")))
                if r.get("error") or score is None:
                    score = 0.0
                (edge if side == "edge" else cloud)[tid].append(min(1.0, max(0.0, score)))
    for tid, text in (prompts_by_task or {}).items():
        prompts.setdefault(tid, text)
    both = sorted(set(edge) & set(cloud))
    if not both:
        raise FitError(
            f"no task has both an edge-only and a cloud-only score (edge tasks: {len(edge)}, cloud tasks: {len(cloud)})"
        )
    no_prompt = [t for t in both if t not in prompts]
    if no_prompt:
        raise FitError(
            f"no prompt for {len(no_prompt)} task(s) (e.g. {no_prompt[0]!r}); "
            "add a `prompt` column or pass --suite tasks/"
        )
    return [
        TaskScores(
            t, prompts[t], sum(edge[t]) / len(edge[t]), sum(cloud[t]) / len(cloud[t]), len(edge[t]), len(cloud[t])
        )
        for t in both
    ]


# -- calibration ------------------------------------------------------------------------------
def calibrate(scores: Sequence[float], ratio: float) -> tuple[float, float]:
    """(τ, achieved cloud ratio) so that about `ratio` of `scores` are > τ (module docstring)."""
    if not 0.0 <= ratio <= 1.0:
        raise FitError("--target-cloud-ratio must be within [0, 1]")
    s = sorted((float(x) for x in scores), reverse=True)
    n = len(s)
    if n == 0:
        raise FitError("no scores to calibrate on")
    m = int(math.floor(ratio * n + 0.5))
    if m <= 0:
        tau = s[0] + max(1e-9, abs(s[0]) * 1e-9)
    elif m >= n:
        tau = s[-1] - max(1.0, abs(s[-1]))
    else:
        tau = (s[m - 1] + s[m]) / 2.0
    achieved = sum(1 for x in s if x > tau) / n
    return tau, achieved


def _ranks(xs: Sequence[float]) -> list[float]:
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2.0 + 1
        i = j + 1
    return r


def spearman(a: Sequence[float], b: Sequence[float]) -> float | None:
    """Spearman's rank correlation (None when either side is constant)."""
    if len(a) < 3:
        return None
    ra, rb = _ranks(a), _ranks(b)
    ma, mb = sum(ra) / len(ra), sum(rb) / len(rb)
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    va = sum((x - ma) ** 2 for x in ra)
    vb = sum((y - mb) ** 2 for y in rb)
    if va == 0 or vb == 0:
        return None
    return cov / math.sqrt(va * vb)


def _utility(rows: Sequence[TaskScores], to_cloud: Sequence[bool]) -> float:
    return sum(r.cloud_score if c else r.edge_score for r, c in zip(rows, to_cloud)) / len(rows)


# -- fitting ----------------------------------------------------------------------------------
def _vectorizer(max_features: int | None) -> Any:
    from sklearn.feature_extraction.text import TfidfVectorizer

    return TfidfVectorizer(
        analyzer=analyze, sublinear_tf=True, norm="l2", smooth_idf=True, use_idf=True, max_features=max_features
    )


def _estimator(kind: str, alpha: float, seed: int) -> Any:
    if kind == "logistic":
        from sklearn.linear_model import LogisticRegression

        return LogisticRegression(C=1.0 / alpha, max_iter=2000, random_state=seed)
    from sklearn.linear_model import Ridge

    return Ridge(alpha=alpha)


def _fit_predict(
    kind: str,
    alpha: float,
    seed: int,
    max_features: int | None,
    texts: list[str],
    y: list[float],
    margin: float,
    apply: list[str],
) -> tuple[Any, Any, list[float]]:
    vec = _vectorizer(max_features)
    x = vec.fit_transform(texts)
    est = _estimator(kind, alpha, seed)
    est.fit(x, [int(v > margin) for v in y] if kind == "logistic" else y)
    xa = vec.transform(apply)
    pred = est.decision_function(xa) if kind == "logistic" else est.predict(xa)
    return vec, est, [float(v) for v in pred]


def fit_router(
    rows: Sequence[TaskScores],
    target_cloud_ratio: float,
    *,
    kind: str = "ridge",
    alpha: float = 1.0,
    margin: float = 0.0,
    max_features: int | None = 20000,
    cv: int = 5,
    seed: int = 0,
    calibration_prompts: Sequence[str] | None = None,
    sources: Sequence[str] = (),
) -> dict[str, Any]:
    """Fit the router and calibrate τ; returns the router JSON document (see `text_router`)."""
    rows = list(rows)
    if len(rows) < 2:
        raise FitError(f"need at least 2 tasks with both scores, got {len(rows)}")
    texts = [r.prompt for r in rows]
    y = [r.advantage for r in rows]
    notes: list[str] = []
    if kind == "logistic" and len({v > margin for v in y}) < 2:
        notes.append(f"every task is on one side of margin {margin}; fell back to ridge")
        kind = "ridge"
    vec, est, fitted = _fit_predict(kind, alpha, seed, max_features, texts, y, margin, texts)
    calib_texts = list(calibration_prompts) if calibration_prompts else texts
    calib_scores = fitted if not calibration_prompts else _apply(vec, est, kind, calib_texts)
    tau, achieved = calibrate(calib_scores, target_cloud_ratio)
    routed = [s > tau for s in fitted]
    if len(set(y)) == 1:
        notes.append("the cloud's advantage is the same for every task: the router cannot rank them")
    if abs(achieved - target_cloud_ratio) > 1.0 / len(calib_scores) + 1e-9:
        notes.append(f"tied scores: achieved cloud ratio {achieved:.3f} instead of {target_cloud_ratio:.3f}")

    calibration: dict[str, Any] = {
        "method": "quantile-midpoint",
        "rule": "cloud iff score > threshold",
        "on": "calibration_prompts" if calibration_prompts else "training_prompts",
        "n": len(calib_scores),
        "target_cloud_ratio": target_cloud_ratio,
        "threshold": tau,
        "achieved_cloud_ratio": achieved,
        "training_cloud_ratio": sum(routed) / len(rows),
        "score_quantiles": _quantiles(calib_scores),
        "scores": [round(float(x), 6) for x in calib_scores],  # task-router target_cloud_ratio recalibrates on these
    }
    n_cloud = sum(routed)
    rng_util = (1 - n_cloud / len(rows)) * _mean([r.edge_score for r in rows]) + (n_cloud / len(rows)) * _mean(
        [r.cloud_score for r in rows]
    )
    evaluation: dict[str, Any] = {
        "in_sample": {
            "spearman": spearman(fitted, y),
            "expected_score": _utility(rows, routed),
            "random_routing_expected_score": rng_util,
        },
    }
    k = min(cv, len(rows) // 2)
    if cv >= 2 and len(rows) >= 6 and k >= 2:
        from sklearn.model_selection import KFold

        oof = [0.0] * len(rows)
        for tr, te in KFold(n_splits=k, shuffle=True, random_state=seed).split(texts):
            ytr = [y[i] for i in tr]
            kk = kind if (kind != "logistic" or len({v > margin for v in ytr}) == 2) else "ridge"
            _, _, pred = _fit_predict(
                kk, alpha, seed, max_features, [texts[i] for i in tr], ytr, margin, [texts[i] for i in te]
            )
            for i, p in zip(te, pred):
                oof[i] = p
        oof_routed = [s > tau for s in oof]
        tau_oof, _ = calibrate(oof, target_cloud_ratio)
        evaluation["cross_validated"] = {
            "folds": k,
            "spearman": spearman(oof, y),
            "cloud_ratio_at_threshold": sum(oof_routed) / len(rows),
            "expected_score_at_threshold": _utility(rows, oof_routed),
            "expected_score_recalibrated": _utility(rows, [s > tau_oof for s in oof]),
            "random_routing_expected_score": rng_util,
        }
    else:
        notes.append("fewer than 6 tasks: no cross-validation")

    vocab = {str(f): int(i) for f, i in vec.vocabulary_.items()}
    coef = est.coef_.ravel() if hasattr(est.coef_, "ravel") else est.coef_
    intercept = est.intercept_
    intercept = float(intercept[0] if hasattr(intercept, "__len__") else intercept)
    return {
        "format": FORMAT,
        "version": 1,
        "kind": kind,
        "features": {
            "analyzer": ANALYZER,
            "sublinear_tf": True,
            "vocabulary": vocab,
            "idf": [float(v) for v in vec.idf_],
        },
        "coef": [float(v) for v in coef],
        "intercept": intercept,
        "threshold": tau,
        "target_cloud_ratio": target_cloud_ratio,
        "calibration": calibration,
        "evaluation": evaluation,
        "training": {
            "n_tasks": len(rows),
            "target": "cloud_score - edge_score" if kind == "ridge" else f"cloud_score - edge_score > {margin}",
            "alpha": alpha,
            "seed": seed,
            "max_features": max_features,
            "n_features": len(vocab),
            "mean_edge_score": _mean([r.edge_score for r in rows]),
            "mean_cloud_score": _mean([r.cloud_score for r in rows]),
            "sources": [str(s) for s in sources],
            "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "notes": notes,
        },
        "tasks": {
            r.task_id: {
                "score": round(s, 6),
                "decision": "cloud" if s > tau else "edge",
                "edge_score": r.edge_score,
                "cloud_score": r.cloud_score,
                "prompt_hash": prompt_hash(r.prompt),
            }
            for r, s in zip(rows, fitted)
        },
    }


def _apply(vec: Any, est: Any, kind: str, texts: list[str]) -> list[float]:
    x = vec.transform(texts)
    pred = est.decision_function(x) if kind == "logistic" else est.predict(x)
    return [float(v) for v in pred]


def _mean(xs: Iterable[float]) -> float:
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


def _quantiles(xs: Sequence[float]) -> dict[str, float]:
    s = sorted(xs)
    n = len(s)

    def q(p: float) -> float:
        pos = p * (n - 1)
        lo, hi = int(math.floor(pos)), int(math.ceil(pos))
        return s[lo] + (s[hi] - s[lo]) * (pos - lo)

    return {f"p{int(p * 100)}": q(p) for p in (0.0, 0.25, 0.5, 0.75, 1.0)}


def route_table(router: dict[str, Any], *, by: str = "task") -> dict[str, Any]:
    """A route table (task-router format) for the tasks a router was fitted on; keys are task
    ids (`by="task"`) or `sha256:<prompt hash>` (`by="prompt_hash"`)."""
    routes = {}
    for tid, t in (router.get("tasks") or {}).items():
        key = tid if by == "task" else "sha256:" + t["prompt_hash"]
        routes[key] = {"decision": t["decision"], "score": t["score"], "threshold": router["threshold"]}
    n_cloud = sum(1 for r in routes.values() if r["decision"] == "cloud")
    return {
        "version": 1,
        "threshold": router["threshold"],
        "default": "edge",
        "router": {"kind": router.get("kind"), "target_cloud_ratio": router.get("target_cloud_ratio")},
        "stats": {"n_total": len(routes), "n_cloud": n_cloud, "cloud_ratio": n_cloud / len(routes) if routes else 0.0},
        "routes": routes,
    }
