"""The report's tables: plain `(headers, rows)` of strings, so that the Markdown, the HTML and
the terminal renderers show exactly the same cells; the number formats and the fixed texts.

Unit values are never written: exposure tables say `[REDACTED]`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from edgeward.harness.mechanisms import MechanismCheck
from edgeward.harness.metric_models import ArmSummary, RunSummary, Stat
from edgeward.harness.step_series import RouterSeries
from edgeward.harness.types import ORACLE_LABEL, ArmSetup

Table = tuple[list[str], list[list[str]]]


@dataclass
class TrialLink:
    """One trial as the report lists it: which, its outcome, and its files' paths relative to
    the report's folder (None when absent)."""

    arm: str
    task_id: str
    trial: int
    score: float | None
    error: str | None
    trace: str | None
    transcript: str | None


#: How to replace the stand-in with a real cloud; shown wherever the stand-in note is.
REAL_CLOUD_HOWTO = """\
cloud:
  model: <the provider's model id, e.g. gpt-4o-mini>
  api_base: <the provider's OpenAI-compatible /v1 base URL>
  api_key: env:OPENAI_API_KEY      # an environment reference, never the key itself
  # prices: {input: 0.15, cached_input: 0.075, output: 0.60}   # USD per 1M tokens, optional
"""


def is_oracle(summary: RunSummary) -> bool:
    """Whether the run's cloud role was the oracle stand-in (its calls carry its label)."""
    return any(ORACLE_LABEL in m for a in summary.arms for m in a.cost.cloud_models)


def completion_header(summary: RunSummary) -> str:
    """The completion column's name: says so when the cloud was the oracle (an upper bound)."""
    return f"Completion % – {ORACLE_LABEL}" if is_oracle(summary) else "Completion %"


def stand_in_label(summary: RunSummary) -> str:
    """What served the cloud role when it was a stand-in: the oracle's label, else the models."""
    if is_oracle(summary):
        return ORACLE_LABEL
    return ", ".join(sorted({m for a in summary.arms for m in a.cost.cloud_models})) or "stand-in"


def stand_in_note(summary: RunSummary) -> str:
    """The plain-text paragraph explaining that the cloud role was a stand-in."""
    models = sorted({m for a in summary.arms for m in a.cost.cloud_models})
    served = f" (served as {', '.join(models)})" if models else ""
    if is_oracle(summary):
        return (
            f"The cloud role in this run was the {ORACLE_LABEL}{served}: no real cloud model was "
            "configured, so cloud steps were answered from each task's reference solution, the way a "
            "strong model would answer, using only values it received (masked values as their "
            "placeholders). Completion and Pass^k of arms that use the cloud are therefore an UPPER "
            "BOUND on what a real cloud would reach; edge-only numbers are the edge model's own. Cloud "
            "tokens are the real counts of what the oracle received and sent, priced as the named "
            "cloud model; privacy numbers are exact (they measure the bytes that left the device). To "
            "compare against a real cloud, put a `cloud:` section in a config file and rerun with "
            "`--config` (e.g. `edgeward demo --config my.yaml`):"
        )
    return (
        "The cloud role in this run was a STAND-IN" + served + ": the embedded edge model "
        "answering under a cloud alias, because no real cloud model was configured or "
        "reachable. Completion and Pass^k of arms that use the cloud therefore describe the "
        "stand-in, not a real cloud model. Cloud tokens are the stand-in's real token counts "
        "and cloud $ prices them as the named cloud model would be priced, so cost columns show "
        "the shape of the bill, not a measured bill. Privacy numbers are real: they measure the "
        "exact bytes that would have left the device. To compare against a real cloud, put a "
        "`cloud:` section in a config file and rerun with `--config` (e.g. "
        "`edgeward run --config my.yaml ...` or `edgeward demo --config my.yaml`):"
    )


# --------------------------------------------------------------------------------------------
# Number formatting
# --------------------------------------------------------------------------------------------


def fmt_num(x: float | None, *, digits: int = 1) -> str:
    """A percentage-like number with ``digits`` decimals; "n/a" for None."""
    return "n/a" if x is None else f"{x:.{digits}f}"


def fmt_small(x: float | None) -> str:
    """A cost-like number in fixed notation at any scale, 3 significant digits below 1
    (0, 123.4, 12.30, 0.0123, 0.000944); scientific only below 1e-6; "n/a" for None."""
    if x is None:
        return "n/a"
    ax = abs(x)
    if ax == 0:
        return "0"
    if ax >= 100:
        return f"{x:.1f}"
    if ax >= 1:
        return f"{x:.2f}"
    if ax >= 1e-6:
        return f"{x:.{2 - math.floor(math.log10(ax))}f}"
    return f"{x:.2e}"


def fmt_stat(s: Stat | None, *, pct: bool = True, show_n: bool = False) -> str:
    """``value [low, high]`` (plus ``n=`` when asked); "n/a" when the value is undefined."""
    if s is None or s.value is None:
        return "n/a" + (f" (n={s.n})" if show_n and s is not None and s.n else "")
    f = (lambda v: fmt_num(v)) if pct else fmt_small
    out = f(s.value)
    if s.low is not None and s.high is not None and s.n > 1:
        out += f" [{f(s.low)}, {f(s.high)}]"
    if show_n:
        out += f" (n={s.n})"
    return out


def fmt_diff(mean: float | None, low: float | None, high: float | None, *, pct: bool) -> str:
    """A paired difference ``+1.2 [-0.3, +2.5]``, with a marker when the CI excludes 0."""
    if mean is None:
        return "n/a"
    f = (lambda v: f"{v:+.1f}") if pct else (lambda v: ("+" if v >= 0 else "") + fmt_small(v))
    out = f(mean)
    if low is not None and high is not None:
        out += f" [{f(low)}, {f(high)}]"
        if low > 0 or high < 0:
            out += " *"
    return out


# --------------------------------------------------------------------------------------------
# Tables (shared by Markdown and HTML)
# --------------------------------------------------------------------------------------------


#: Units per column, largest first: (name, factor from the base unit): tokens from millions,
#: FLOPs from PFLOPs. A column uses the largest unit in which its largest value is ≥ 1, so a run
#: of a few thousand tokens reads "4.21 k", not "0.00421 M".
TOKEN_UNITS = (("M", 1.0), ("k", 1e3), ("", 1e6))
FLOP_UNITS = (("P", 1.0), ("T", 1e3), ("G", 1e6))


def column_unit(values: Sequence[float | None], units: Sequence[tuple[str, float]]) -> tuple[str, float]:
    """(unit name, factor) for a column of `values` in the base unit (see `TOKEN_UNITS`)."""
    top = max((abs(v) for v in values if v is not None), default=0.0)
    for name, factor in units:
        if top * factor >= 1:
            return name, factor
    return units[0] if top == 0 else units[-1]


def _fmt_in(v: float, *, whole: bool) -> str:
    """A value in its column's unit: whole numbers (plain token counts) with thousands
    separators, else `fmt_small`."""
    return f"{v:,.0f}" if whole else fmt_small(v)


def _scaled(s: Stat, factor: float) -> Stat:
    """The statistic in another unit (`factor` × every value)."""
    return s.model_copy(
        update={k: None if v is None else v * factor for k, v in (("value", s.value), ("low", s.low), ("high", s.high))}
    )


def leaderboard_table(summary: RunSummary) -> Table:
    """Arm x completion, Pass^k, cloud tokens R/C/O, cloud $, edge FLOPs, privacy (CIs).
    Token and FLOP columns choose their unit from their values (`column_unit`)."""
    ks = summary.k_values
    tok, tf = column_unit(
        [
            v
            for a in summary.arms
            for v in (a.cost.cloud_uncached_mtok, a.cost.cloud_cached_mtok, a.cost.cloud_output_mtok)
        ],
        TOKEN_UNITS,
    )
    fl, ff = column_unit([a.cost.edge_pflops.value for a in summary.arms], FLOP_UNITS)
    headers = (
        ["Arm", completion_header(summary)]
        + [f"Pass^{k} %" for k in ks]
        + [
            f"Cloud tok. R/C/O ({tok or 'tokens'})",
            "Cloud $",
            f"Edge {fl}FLOPs",
            "Privacy % (all units)",
            "Privacy % (accessed)",
            "Tasks × trials",
        ]
    )
    rows = []
    for a in summary.arms:
        c = a.cost
        rows.append(
            [a.arm, fmt_stat(a.completion_pct)]
            + [fmt_stat(a.pass_hat_k.get(str(k))) for k in ks]
            + [
                " / ".join(
                    _fmt_in(v * tf, whole=not tok)
                    for v in (c.cloud_uncached_mtok, c.cloud_cached_mtok, c.cloud_output_mtok)
                ),
                fmt_stat(c.cloud_usd, pct=False),
                fmt_stat(_scaled(c.edge_pflops, ff), pct=False),
                fmt_stat(a.privacy.all_units_pct, show_n=True),
                fmt_stat(a.privacy.accessed_units_pct, show_n=True),
                _trials_cell(a),
            ]
        )
    return headers, rows


def _trials_cell(a: ArmSummary) -> str:
    per = (
        str(a.trials_per_task_min)
        if a.trials_per_task_min == a.trials_per_task_max
        else f"{a.trials_per_task_min}–{a.trials_per_task_max}"
    )
    return f"{a.n_tasks} × {per}"


def utility_table(summary: RunSummary) -> Table:
    """Pass@k, errored trials and wall time per arm."""
    ks = summary.k_values
    headers = ["Arm"] + [f"Pass@{k} %" for k in ks] + ["Errored trials", "Wall s / trial", "Wall s total"]
    rows = [
        [a.arm]
        + [fmt_stat(a.pass_at_k.get(str(k))) for k in ks]
        + [f"{a.n_errored} / {a.n_trials}", fmt_num(a.cost.wall_s_mean), fmt_num(a.cost.wall_s_total)]
        for a in summary.arms
    ]
    return headers, rows


def category_table(summary: RunSummary) -> Table:
    """Per category and arm: completion, Pass^k, privacy, cloud $ (CIs over the category's tasks)."""
    ks = summary.k_values
    headers = (
        ["Category", "Arm", "Tasks", completion_header(summary)]
        + [f"Pass^{k} %" for k in ks]
        + ["Privacy % (all)", "Cloud $"]
    )
    cats = sorted({c.category for a in summary.arms for c in a.per_category})
    rows = []
    for cat in cats:
        for a in summary.arms:
            for c in a.per_category:
                if c.category != cat:
                    continue
                rows.append(
                    [cat, a.arm, str(c.n_tasks), fmt_stat(c.completion_pct)]
                    + [fmt_stat(c.pass_hat_k.get(str(k))) for k in ks]
                    + [fmt_stat(c.privacy_all_pct, show_n=True), fmt_stat(c.cloud_usd, pct=False)]
                )
    return headers, rows


def cost_table(summary: RunSummary) -> Table:
    """Totals over every trial, calls per task by role, latency, token-estimate and stand-in counts."""
    headers = [
        "Arm",
        "Cloud tok. total R/C/O",
        "Cloud $ total",
        "Edge tok. total",
        "Edge PFLOPs total",
        "Calls / task by role",
        "Mean latency ms by role",
        "Estimated-token calls",
        "Cloud models",
        "Edge models",
    ]
    fl, ff = column_unit([a.cost.edge_pflops_total for a in summary.arms], FLOP_UNITS)
    headers[4] = f"Edge {fl}FLOPs total"
    rows = []
    for a in summary.arms:
        c = a.cost
        rows.append(
            [
                a.arm,
                f"{c.cloud_uncached_tokens_total:,} / {c.cloud_cached_tokens_total:,} / {c.cloud_output_tokens_total:,}",
                fmt_small(c.cloud_usd_total),
                f"{c.edge_tokens_total:,}",
                fmt_small(c.edge_pflops_total * ff),
                ", ".join(f"{r} {v:.2f}" for r, v in c.calls_per_task_by_role.items()) or "–",
                ", ".join(f"{r} {v:.0f}" for r, v in c.mean_latency_ms_by_role.items()) or "–",
                str(c.estimated_token_calls),
                ", ".join(c.cloud_models)
                + (f" (stand-in: {c.stand_in_cloud_calls} calls)" if c.stand_in_cloud_calls else "")
                or "–",
                ", ".join(c.edge_models) or "–",
            ]
        )
    return headers, rows


def mechanism_table(summary: RunSummary) -> Table:
    """Evidence each arm's mechanism fired: auxiliary calls, masking, share of cloud steps."""
    headers = [
        "Arm",
        "Probe",
        "Sketch",
        "Advisor",
        "Router model",
        "Cloud calls",
        "Edge calls",
        "Egress payloads",
        "Masked (placeholders>0)",
        "Blocked",
        "Retro-exposed",
        "Cloud step share",
        "Trials with cloud",
        "Error calls",
        "Check",
    ]
    rows = []
    for a in summary.arms:
        m = a.mechanisms
        share = "n/a" if m.cloud_step_share is None else f"{100 * m.cloud_step_share:.1f} %"
        problems = []
        if m.collapsed_to_edge:
            problems.append("no egress: behaves as edge-only")
        if a.n_errored:
            problems.append(f"{a.n_errored} of {a.n_trials} trials errored")
        check = "; ".join(problems) or "ok"
        rows.append(
            [
                a.arm,
                str(m.probe_calls),
                str(m.sketch_calls),
                str(m.advisor_calls),
                str(m.router_calls),
                str(m.cloud_calls),
                str(m.edge_calls),
                str(m.egress_payloads),
                f"{m.masked_payloads} ({m.placeholders_total} placeholders)",
                str(m.blocked_payloads),
                str(m.retro_exposures),
                share,
                f"{m.trials_with_cloud} / {a.n_trials}",
                str(m.error_calls),
                check,
            ]
        )
    return headers, rows


def arm_setup_table(arms: Sequence[ArmSetup]) -> Table:
    """How each arm was configured: policy, its parameters, egress mode, the roles' models."""
    headers = ["Arm", "Policy", "Parameters", "Egress", "Edge model", "Cloud model"]
    rows = []
    for a in arms:
        params = ", ".join(f"{k}={_param(v)}" for k, v in sorted(a.params.items())) or "defaults"
        cloud = a.cloud_model or "–"
        if a.cloud_stand_in and "stand-in" not in cloud:
            cloud += " (stand-in)"
        rows.append([a.arm, a.policy, params, _egress_cell(a), a.edge_model or "–", cloud])
    return headers, rows


#: Policies that never send a step to the cloud: their egress mode governs nothing.
NO_CLOUD_POLICIES = frozenset({"edge-only"})


def _egress_cell(a: ArmSetup) -> str:
    """The arm's egress mode, or `— (no cloud calls)` for a policy that sends nothing off the
    device (its configured mode, inherited from `privacy.egress`, would suggest masking)."""
    return "— (no cloud calls)" if a.policy in NO_CLOUD_POLICIES else a.egress


def _param(v: Any) -> str:
    if isinstance(v, str) and ("/" in v or "\\" in v):  # a file (e.g. a route table): its name says enough
        return Path(v).name
    if isinstance(v, (dict, list)):
        return json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    return str(v)


#: The text under the arm-setup heading (Markdown and HTML).
SETUP_INTRO = (
    "How each arm ran, as the proxy resolved it. Egress `allow` sends what the policy "
    "chose unmasked (the privacy column then measures the policy alone, as in "
    "EC2-Bench); `mask` replaces detected values with placeholders; `block` keeps such "
    "steps on the edge; an edge-only arm sends nothing to the cloud, so no mode applies (—)."
)


def router_table(series: Sequence[RouterSeries]) -> Table:
    """Per step-router arm: τ mode, target and realised cloud share (of the steps it decided),
    τ first / median / last and the probe entropies' range (nats), the calibration source."""
    headers = [
        "Arm",
        "τ mode",
        "Target cloud share",
        "Realised cloud share",
        "Steps decided (cloud)",
        "τ first / median / last (nats)",
        "H min–max (nats)",
        "Warm start",
    ]
    rows = []
    for s in series:
        m = s.summary()
        warm = m["calibration"] or "–"
        rows.append(
            [
                s.arm,
                m["tau_mode"],
                _pct(m["target_cloud_ratio"]),
                _pct(m["realised_share"]),
                f"{m['decisions']} ({m['cloud']})",
                f"{_nats(m['tau_first'])} / {_nats(m['tau_median'])} / {_nats(m['tau_last'])}",
                f"{_nats(m['h_min'])}–{_nats(m['h_max'])}",
                "cold (no calibration file)" if warm == "cold" else Path(warm).name if warm != "–" else warm,
            ]
        )
    return headers, rows


def trials_table(trials: Sequence[TrialLink], *, markdown: bool = False) -> Table:
    """Per trial: arm, task, trial, score (or the error), and its trace and transcript; cells
    are Markdown links when `markdown`, else the relative paths (the HTML renderer links them)."""
    headers = ["Arm", "Task", "Trial", "Score", "Trace", "Transcript"]
    rows = []
    for t in trials:
        score = "n/a" if t.score is None else f"{t.score:.2f}"
        if t.error:
            score += f" ({t.error[:60]})"

        def link(path: str | None, text: str) -> str:
            if path is None:
                return "–"
            return f"[{text}]({path.replace(' ', '%20')})" if markdown else path

        rows.append(
            [t.arm, t.task_id, str(t.trial), score, link(t.trace, "trace.html"), link(t.transcript, "transcript.json")]
        )
    return headers, rows


def _pct(v: float | None) -> str:
    return "–" if v is None else f"{100 * v:.0f} %"


def _nats(v: float | None) -> str:
    return "–" if v is None else f"{v:.2f}"


#: The text under the step-router heading (Markdown and HTML).
ROUTER_INTRO = (
    "Each step the step router decided, over the whole run of the arm (its τ state is kept per "
    "proxy and arm). With τ auto, τ follows the recent probe entropies so that the realised "
    "share of steps sent to the cloud tracks the target (policies/step_router.py)."
)


def mechanism_check_table(checks: Sequence[MechanismCheck]) -> Table:
    """Per arm, the verdict of :func:`edgeward.harness.mechanisms.check_mechanisms` and its
    evidence (read from the run's store)."""
    headers = ["Arm", "Policy", "Fired", "Evidence"]
    return headers, [[c.arm, c.policy, "yes" if c.ok else "NO", c.evidence] for c in checks]


#: The text under the mechanism-check heading (Markdown and HTML).
#: What the leaderboard's Privacy % and the Mechanisms' Retro-exposed each count, and why an arm
#: can show Privacy 100 % beside Retro-exposed > 0 (printed under both tables, on the terminal
#: and in the README's demo section).
PRIVACY_RETRO_NOTE = (
    "Privacy % scores only the tasks' annotated sensitive units: 100 % = none of them reached the "
    "cloud. Retro-exposed counts values the gate's own detector caught only after an earlier call "
    "had sent them in clear, annotated or not. An annotated unit sent in clear lowers Privacy % "
    "whether the gate caught it or not, so Privacy 100 % beside Retro-exposed > 0 means the "
    "late-caught values were not annotated units (e.g. a name or path the task does not label); "
    "they still left in clear, and `edgeward audit` lists each with both call ids."
)

CHECKS_INTRO = (
    "Evidence read from the run's store, per policy: step-router has probes with an "
    "entropy and both routes taken; sketch one sketch call per session; advisor at "
    "least one advisor call (by whom); task-router at least one session on the cloud; "
    "masked arms egress bodies with placeholders. An arm that collapsed to edge-only "
    "fails here."
)


_PAIRED_COLS: list[tuple[str, str, bool]] = [
    ("completion_pct", "Δ Completion pp", True),
    ("privacy_all_pct", "Δ Privacy (all) pp", True),
    ("privacy_accessed_pct", "Δ Privacy (accessed) pp", True),
    ("cloud_usd", "Δ Cloud $ / task", False),
    ("cloud_tokens_mtok", "Δ Cloud Mtok / task", False),
    ("edge_pflops", "Δ Edge PFLOPs / task", False),
]


def paired_table(summary: RunSummary) -> Table:
    """Per arm, the paired difference to the baseline (mean of per-task differences, CI)."""
    ks = summary.k_values
    cols = _PAIRED_COLS[:1] + [(f"pass_hat_{k}_pct", f"Δ Pass^{k} pp", True) for k in ks] + _PAIRED_COLS[1:]
    headers = ["Arm", "Tasks"] + [c[1] for c in cols]
    rows = []
    arms = [a.arm for a in summary.arms if a.arm != summary.baseline]
    for arm in arms:
        d = {p.metric: p for p in summary.paired if p.arm == arm}
        n = max((p.n_tasks for p in d.values()), default=0)
        row = [arm, str(n)]
        for key, _, pct in cols:
            p = d.get(key)
            if p is None:
                row.append("n/a")
                continue
            # one task gives a zero-width "interval": show the difference alone, never marked
            ci = (p.low, p.high) if p.n_tasks > 1 else (None, None)
            cell = fmt_diff(p.mean_diff, *ci, pct=pct)
            if p.mean_diff is not None and p.n_tasks != n:
                cell += f" (n={p.n_tasks})"
            row.append(cell)
        rows.append(row)
    return headers, rows


def privacy_coverage_table(summary: RunSummary) -> Table:
    """How many tasks/trials each privacy number rests on."""
    headers = [
        "Arm",
        "Tasks scored (all)",
        "Trials scored (all)",
        "Trials without units",
        "Trials scored (accessed)",
        "Trials that accessed no unit",
        "Access unknown",
        "Units exposed / total",
    ]
    rows = []
    for a in summary.arms:
        p = a.privacy
        rows.append(
            [
                a.arm,
                str(p.all_units_pct.n),
                str(p.n_trials_scored),
                str(p.n_trials_no_units),
                str(p.n_trials_accessed_scored),
                str(p.n_trials_no_access),
                str(p.n_trials_access_unknown),
                f"{p.units_exposed} / {p.units_total}",
            ]
        )
    return headers, rows


def exposure_table(summary: RunSummary, *, only_exposed: bool = True) -> Table:
    """Per arm, task and unit: level, trials exposed, first exposing call. Values redacted."""
    headers = [
        "Arm",
        "Task",
        "Unit (entity / field)",
        "Weight",
        "Value",
        "Level",
        "Trials exposed",
        "First trial",
        "First call (role)",
        "Accessed",
    ]
    rows = []
    for r in summary.exposures:
        if only_exposed and r.level <= 0:
            continue
        call = (
            "–"
            if r.first_call_id is None
            else (r.first_call_id + (f" ({r.first_call_role})" if r.first_call_role else ""))
        )
        rows.append(
            [
                r.arm,
                r.task_id,
                f"{r.entity_id} / {r.field}",
                f"{r.weight:g}",
                r.value,
                f"{r.level:.1f}",
                f"{r.trials_exposed} / {r.n_trials}",
                "–" if r.first_trial is None else str(r.first_trial),
                call,
                {True: "yes", False: "no", None: "?"}[r.accessed],
            ]
        )
    return headers, rows


def parameters_line(summary: RunSummary) -> str:
    """One sentence with the parameters every number depends on."""
    ks = ", ".join(str(k) for k in summary.k_values)
    return (
        f"Pass threshold {summary.threshold:g} (a trial passes when its score ≥ threshold); "
        f"k ∈ {{{ks}}}; {int(round(summary.ci_level * 100))}% percentile bootstrap CIs over "
        f"tasks ({summary.bootstrap_resamples} resamples, seed {summary.bootstrap_seed}). "
        "Cloud tokens, cloud $ and edge FLOPs are per pass over the suite (sum over tasks "
        "of the per-task mean over trials). Privacy = 100 × (1 − Σ wᵢ·sᵢ / Σ wᵢ) from the "
        "egress log, tasks without units excluded (n = tasks scored)."
    )


# --------------------------------------------------------------------------------------------
# Markdown
# --------------------------------------------------------------------------------------------


def _md_cell(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def md_table(table: Table) -> str:
    """A GitHub-flavoured Markdown table."""
    headers, rows = table
    out = ["| " + " | ".join(_md_cell(h) for h in headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(_md_cell(c) for c in r) + " |" for r in rows]
    return "\n".join(out)
