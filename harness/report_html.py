"""The HTML report: one self-contained file, plots inline as base64 PNG.

No external scripts, style sheets, fonts or images: the CSS is inline and every plot is a
``data:image/png;base64`` image drawn with matplotlib's Agg canvas (no pyplot, no global backend
change). Plots: utility vs privacy and utility vs cloud cost (one point per arm with CI error
bars, the Pareto frontier drawn), completion per category (grouped bars with CIs). Tables are
those of :mod:`edgeward.harness.report`, so HTML and Markdown show the same cells.
"""

from __future__ import annotations

import base64
import html
import io
import re
from collections.abc import Sequence

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from edgeward.harness.mechanisms import MechanismCheck
from edgeward.harness.metric_models import RunSummary, Stat
from edgeward.harness.report_tables import (
    CHECKS_INTRO,
    PRIVACY_RETRO_NOTE,
    REAL_CLOUD_HOWTO,
    ROUTER_INTRO,
    SETUP_INTRO,
    Table,
    TrialLink,
    arm_setup_table,
    category_table,
    cost_table,
    exposure_table,
    leaderboard_table,
    mechanism_check_table,
    mechanism_table,
    paired_table,
    parameters_line,
    completion_header,
    is_oracle,
    privacy_coverage_table,
    router_table,
    stand_in_note,
    trials_table,
    utility_table,
)
from edgeward.harness.step_series import RouterSeries
from edgeward.harness.types import ORACLE_LABEL, ArmSetup

_CSS = """
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;margin:24px auto;
max-width:1180px;color:#1d2330;background:#fff;line-height:1.45}
h1{font-size:1.6em;margin-bottom:.2em}h2{font-size:1.2em;margin-top:1.8em;border-bottom:1px solid #dde;
padding-bottom:.2em}
table{border-collapse:collapse;margin:.6em 0;font-size:.86em}
th,td{border:1px solid #d6d9e0;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#eef1f6}tr:nth-child(even) td{background:#f8f9fb}
.banner{border:2px solid #d08a00;background:#fff6e0;padding:12px 16px;border-radius:6px;margin:1em 0}
.banner pre{background:#fff;border:1px solid #e6c88a;padding:8px;overflow-x:auto}
.params{color:#4a5160;font-size:.9em}
.plots{display:flex;flex-wrap:wrap;gap:16px}
.plots figure{margin:0;border:1px solid #e1e4ea;border-radius:6px;padding:8px;background:#fff}
.plots figcaption{font-size:.85em;color:#4a5160;max-width:560px}
.muted{color:#6a7180}
"""

_MARKERS = ["o", "s", "^", "D", "v", "P", "X", "*", "<", ">"]

_COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"]


def pareto_front(xs: Sequence[float], ys: Sequence[float], *, maximize_x: bool) -> list[int]:
    """Indices of the non-dominated points, sorted by x ascending. y is always maximised; x is
    maximised (privacy) or minimised (cost). Equal points are all kept."""
    idx = []
    for i, (xi, yi) in enumerate(zip(xs, ys)):
        dominated = False
        for j, (xj, yj) in enumerate(zip(xs, ys)):
            if i == j:
                continue
            x_ok = xj >= xi if maximize_x else xj <= xi
            x_strict = xj > xi if maximize_x else xj < xi
            if x_ok and yj >= yi and (x_strict or yj > yi):
                dominated = True
                break
        if not dominated:
            idx.append(i)
    return sorted(idx, key=lambda i: (xs[i], ys[i]))


def _staircase(pts: list[tuple[float, float]], *, maximize_x: bool) -> tuple[list[float], list[float]]:
    """The attainment boundary through front points sorted by x."""
    if not pts:
        return [], []
    xs, ys = [pts[0][0]], [pts[0][1]]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        if maximize_x:  # y decreases with x: drop at x0, then run to x1
            xs.append(x0)
            ys.append(y1)
        else:  # y increases with x: run at y0 to x1, then climb
            xs.append(x1)
            ys.append(y0)
        xs.append(x1)
        ys.append(y1)
    return xs, ys


def _err(s: Stat) -> tuple[float, float]:
    if s.value is None or s.low is None or s.high is None:
        return 0.0, 0.0
    return max(s.value - s.low, 0.0), max(s.high - s.value, 0.0)


def _png(fig: Figure) -> str:
    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight")
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _scatter(summary: RunSummary, *, axis: str) -> tuple[str | None, str]:
    """(base64 PNG or None, caption) for utility vs privacy (axis='privacy') or vs cost."""
    colors = {a.arm: _COLORS[i % len(_COLORS)] for i, a in enumerate(summary.arms)}
    pts: list[tuple[str, float, float, tuple[float, float], tuple[float, float]]] = []
    xlabel = ""
    maximize_x = axis == "privacy"
    use_tokens = False
    if axis == "cost":
        use_tokens = all((a.cost.cloud_usd.value or 0) == 0 for a in summary.arms) and any(
            (a.cost.cloud_tokens_mtok.value or 0) > 0 for a in summary.arms
        )
    for a in summary.arms:
        y = a.completion_pct
        if y.value is None:
            continue
        if axis == "privacy":
            x = a.privacy.all_units_pct
            xlabel = "Privacy % (all units; higher is better)"
        elif use_tokens:
            x = a.cost.cloud_tokens_mtok
            xlabel = "Cloud tokens per pass (M; lower is better) – no USD recorded"
        else:
            x = a.cost.cloud_usd
            xlabel = "Cloud $ per pass over the suite (lower is better)"
        if x.value is None:
            continue
        pts.append((a.arm, x.value, y.value, _err(x), _err(y)))
    skipped = [a.arm for a in summary.arms if a.arm not in {p[0] for p in pts}]
    if not pts:
        return None, "No arm has a value for this plot" + (
            " (no task has sensitive units)" if axis == "privacy" else ""
        ) + "."
    fig = Figure(figsize=(7.4, 4.4))
    ax = fig.add_subplot(1, 1, 1)
    front = pareto_front([p[1] for p in pts], [p[2] for p in pts], maximize_x=maximize_x)
    fx, fy = _staircase([(pts[i][1], pts[i][2]) for i in front], maximize_x=maximize_x)
    distinct_front = {(pts[i][1], pts[i][2]) for i in front}
    if len(distinct_front) > 1:
        ax.plot(fx, fy, linestyle="--", color="#555", linewidth=1.2, zorder=1, label="Pareto frontier")
    else:  # one frontier point: a line would have no length, so ring it
        ((x0, y0),) = distinct_front
        ax.plot(
            [x0],
            [y0],
            marker="o",
            markersize=20,
            markerfacecolor="none",
            markeredgecolor="#555",
            linestyle="none",
            zorder=2,
            label="Pareto frontier (one point)",
        )
    # Arms often coincide (e.g. every arm at 0 % completion): distinct markers, drawn largest
    # first, keep each visible; the legend names them (labels next to points would overlap).
    for i, (arm, px, py, xe, ye) in enumerate(pts):
        ax.errorbar(
            [px],
            [py],
            xerr=[[xe[0]], [xe[1]]],
            yerr=[[ye[0]], [ye[1]]],
            fmt=_MARKERS[i % len(_MARKERS)],
            color=colors[arm],
            ecolor=colors[arm],
            elinewidth=1.2,
            capsize=3,
            alpha=0.9,
            markersize=max(11 - i * 0.7, 5),
            markeredgecolor="black" if i in front else colors[arm],
            label=arm + (" ◆ frontier" if i in front else ""),
            zorder=3 + i,
        )
    ax.set_xlabel(xlabel)
    ax.set_ylabel(
        f"Completion % – {ORACLE_LABEL}" if is_oracle(summary) else "Completion % (higher is better)",
        fontsize=9 if is_oracle(summary) else None,
    )
    ax.set_ylim(-4, 104)  # completion is a percentage: keep the scale even when every arm ties
    if axis == "privacy":
        ax.set_xlim(min(-4.0, min(p[1] - p[3][0] for p in pts) - 2), 104)
    else:
        lo = min(0.0, min(p[1] - p[3][0] for p in pts))
        hi = max(p[1] + p[3][1] for p in pts)
        ax.set_xlim(lo - 0.04 * ((hi - lo) or 1.0), None)  # room for a marker at $0
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0.0)
    title = "Utility vs privacy" if axis == "privacy" else "Utility vs cloud cost"
    ax.set_title(title)
    png = _png(fig)
    front_arms = [pts[i][0] for i in front]
    shape = "dashed line" if len(distinct_front) > 1 else "grey ring"
    cap = (
        f"{title}: one point per arm, error bars = {int(round(summary.ci_level * 100))}% bootstrap CIs "
        f"over tasks; black-edged markers (and the {shape}) = Pareto frontier ({', '.join(front_arms)})."
    )
    if is_oracle(summary):
        cap += f" Completion with the {ORACLE_LABEL} as the cloud: cloud-using arms show an upper bound."
    groups: dict[tuple[float, float], list[str]] = {}
    for arm, px, py, _, _ in pts:
        groups.setdefault((px, py), []).append(arm)
    shared = [", ".join(g) for g in groups.values() if len(g) > 1]
    if shared:
        cap += " Arms at the same point: " + "; ".join(shared) + "."
    if skipped:
        cap += f" Not shown (no value): {', '.join(skipped)}."
    return png, cap


def _category_bars(summary: RunSummary) -> tuple[str | None, str]:
    cats = sorted({c.category for a in summary.arms for c in a.per_category})
    if not cats:
        return None, "No categories."
    fig = Figure(figsize=(max(6.4, 1.3 * len(cats) + 2), 4.4))
    ax = fig.add_subplot(1, 1, 1)
    n = max(len(summary.arms), 1)
    width = 0.8 / n
    for i, a in enumerate(summary.arms):
        by = {c.category: c.completion_pct for c in a.per_category}
        xs, vals, lo, hi = [], [], [], []
        for j, cat in enumerate(cats):
            s = by.get(cat)
            if s is None or s.value is None:
                continue
            xs.append(j - 0.4 + width * (i + 0.5))
            vals.append(s.value)
            e = _err(s)
            lo.append(e[0])
            hi.append(e[1])
        ax.bar(
            xs,
            vals,
            width=width,
            yerr=[lo, hi],
            capsize=2,
            color=_COLORS[i % len(_COLORS)],
            label=a.arm,
            edgecolor="white",
            linewidth=0.5,
        )
        for x, v in zip(xs, vals):  # a 0 % bar has no height: say so rather than show nothing
            if v == 0:
                ax.text(x, 1, "0", ha="center", va="bottom", fontsize=6, color=_COLORS[i % len(_COLORS)])
    ax.set_xticks(range(len(cats)))
    ax.set_xticklabels(cats, rotation=20, ha="right", fontsize=8)
    ax.set_xlabel("Task category")
    ax.set_ylabel(completion_header(summary), fontsize=9 if is_oracle(summary) else None)
    ax.set_ylim(0, 105)
    ax.set_title("Completion per category")
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0.0)
    cap = "Completion per category and arm; error bars = bootstrap CIs over the category's tasks."
    if is_oracle(summary):
        cap += f" Cloud = {ORACLE_LABEL}."
    return _png(fig), cap


def _router_plot(series: Sequence[RouterSeries]) -> tuple[str | None, str]:
    """τ and the probe entropies (nats, left) and the realised cloud share with its target
    (right) over each step-router arm's decisions."""
    drawn = [s for s in series if s.points]
    if not drawn:
        return None, "No step-router decisions."
    fig = Figure(figsize=(7.4, 2.6 * len(drawn) + 0.6))
    for k, s in enumerate(drawn):
        ax = fig.add_subplot(len(drawn), 1, k + 1)
        xs = [p.i for p in s.points]
        taus = [(p.i, p.tau) for p in s.points if p.tau is not None]
        if taus:
            ax.step([x for x, _ in taus], [t for _, t in taus], where="post", color="#444", label="τ (nats)")
        for route, colour in (("edge", "#2ca02c"), ("cloud", "#d62728")):
            pts = [(p.i, p.h) for p in s.points if p.h is not None and p.route == route]
            if pts:
                ax.scatter([x for x, _ in pts], [h for _, h in pts], color=colour, s=22, zorder=3, label=f"H → {route}")
        ax.set_ylabel("nats")
        ax.set_xlabel("decision # (over the run)")
        ax.grid(True, alpha=0.3)
        ax2 = ax.twinx()
        ax2.plot(xs, [100 * p.realised for p in s.points], color="#1f77b4", label="realised cloud share %")
        if s.target is not None:
            ax2.axhline(100 * s.target, color="#1f77b4", linestyle="--", linewidth=1, label="target %")
        ax2.set_ylim(-4, 104)
        ax2.set_ylabel("cloud share %")
        h1, l1 = ax.get_legend_handles_labels()
        h2, l2 = ax2.get_legend_handles_labels()
        ax.legend(h1 + h2, l1 + l2, fontsize=7, loc="upper left", bbox_to_anchor=(1.12, 1.0), borderaxespad=0.0)
        ax.set_title(f"{s.arm}: τ {s.tau_mode}", fontsize=10)
    fig.tight_layout()
    return _png(fig), (
        "Step router over the run: τ (grey steps) and each probe's entropy H (green: kept on the edge, red: sent "
        "to the cloud), with the realised share of steps on the cloud (blue) against its target (dashed)."
    )


_CODE = re.compile(r"`([^`]+)`")


def _prose(text: str) -> str:
    """Escaped HTML of a text written for Markdown: `code` spans become <code> (no literal
    backticks on the page)."""
    return _CODE.sub(lambda m: f"<code>{m.group(1)}</code>", html.escape(text))


def _html_table(table: Table, links: Sequence[int] = ()) -> str:
    """An HTML table; cells of the columns in `links` that hold a path become links to it."""
    headers, rows = table
    head = "".join(f"<th>{_prose(h)}</th>" for h in headers)

    def cell(i: int, c: str) -> str:
        if i in links and c not in ("–", ""):
            return f'<a href="{html.escape(c.replace(" ", "%20"))}">{html.escape(c.rsplit("/", 1)[-1])}</a>'
        return _prose(c)

    body = "".join("<tr>" + "".join(f"<td>{cell(i, c)}</td>" for i, c in enumerate(r)) + "</tr>" for r in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _figure(png: str | None, caption: str, alt: str) -> str:
    if png is None:
        return f'<figure><p class="muted">{html.escape(caption)}</p></figure>'
    return (
        f'<figure><img alt="{html.escape(alt)}" src="data:image/png;base64,{png}">'
        f"<figcaption>{html.escape(caption)}</figcaption></figure>"
    )


def render_html(
    summary: RunSummary,
    *,
    stand_in: bool | None = None,
    title: str = "edgeward report",
    checks: Sequence[MechanismCheck] = (),
    arms: Sequence[ArmSetup] = (),
    routers: Sequence[RouterSeries] = (),
    trials: Sequence[TrialLink] = (),
) -> str:
    """The self-contained HTML report (a string). ``stand_in`` None = from the summary;
    ``checks``: mechanism verdicts from the store, ``arms``: each arm's setup, ``routers``: the
    step-router series (table and plot), ``trials``: links to each trial's trace and transcript
    (each section is left out when empty)."""
    si = summary.stand_in_cloud if stand_in is None else bool(stand_in)
    e = html.escape
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{e(title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{e(title)}</h1>",
    ]
    if si:
        parts.append(
            f'<div class="banner" id="stand-in"><strong>⚠ Stand-in cloud.</strong> '
            f"{_prose(stand_in_note(summary))}<pre>{e(REAL_CLOUD_HOWTO)}</pre></div>"
        )
    if not summary.arms:
        parts.append("<p>No trials were recorded.</p></body></html>")
        return "\n".join(parts)
    parts.append(
        f'<p class="params">Runs: {e(", ".join(summary.runs))}. Arms: '
        f"{e(', '.join(a.arm for a in summary.arms))}. {e(parameters_line(summary))}</p>"
    )
    parts.append(
        "<h2>Leaderboard</h2>" + _html_table(leaderboard_table(summary)) + f"<p>{_prose(PRIVACY_RETRO_NOTE)}</p>"
    )
    p1, c1 = _scatter(summary, axis="privacy")
    p2, c2 = _scatter(summary, axis="cost")
    p3, c3 = _category_bars(summary)
    parts.append(
        '<h2>Trade-offs</h2><div class="plots">'
        + _figure(p1, c1, "utility vs privacy")
        + _figure(p2, c2, "utility vs cloud cost")
        + "</div>"
    )
    if arms:
        parts.append(f"<h2>Arms</h2><p>{_prose(SETUP_INTRO)}</p>" + _html_table(arm_setup_table(arms)))
    if checks:
        parts.append(
            '<h2 id="mechanisms-fired">Did each mechanism fire?</h2>'
            f"<p>{_prose(CHECKS_INTRO)}</p>" + _html_table(mechanism_check_table(checks))
        )
    if routers:
        p4, c4 = _router_plot(routers)
        parts.append(
            '<h2 id="step-router">Step router: τ and the realised cloud share</h2>'
            f"<p>{_prose(ROUTER_INTRO)}</p>"
            + _html_table(router_table(routers))
            + '<div class="plots">'
            + _figure(p4, c4, "step router tau over time")
            + "</div>"
        )
    parts.append("<h2>Utility details</h2>" + _html_table(utility_table(summary)))
    if summary.baseline and len(summary.arms) > 1:
        parts.append(
            f"<h2>Paired differences vs {e(summary.baseline)}</h2>"
            "<p>Mean of per-task differences (arm − baseline) over the tasks both ran, with "
            "bootstrap CI; * marks a CI that excludes 0.</p>" + _html_table(paired_table(summary))
        )
    parts.append(
        '<h2>Per category</h2><div class="plots">'
        + _figure(p3, c3, "completion per category")
        + "</div>"
        + _html_table(category_table(summary))
    )
    parts.append("<h2>Cost details</h2>" + _html_table(cost_table(summary)))
    parts.append(
        "<h2>Mechanisms</h2><p>What each arm actually did. An arm that is not edge-only yet "
        f"sent nothing off the device behaved as edge-only (flagged in Check). {_prose(PRIVACY_RETRO_NOTE)}</p>"
        + _html_table(mechanism_table(summary))
    )
    parts.append("<h2>Privacy coverage</h2>" + _html_table(privacy_coverage_table(summary)))
    exp = exposure_table(summary)
    never = sum(1 for r in summary.exposures if r.level <= 0)
    parts.append(
        f"<h2>Exposed units</h2><p>Units with exposure &gt; 0 in some trial, values redacted; "
        f"{never} further unit-arm-task combinations were never exposed.</p>"
        + (_html_table(exp) if exp[1] else "<p>No unit was exposed.</p>")
    )
    if trials:
        parts.append(
            '<h2 id="trials">Trials</h2><p>Each trial\'s trace (every call: route and why, tokens, $, latency, '
            "what left the device, the reply, exposures; values redacted) and transcript.</p>"
            + _html_table(trials_table(trials), links=(4, 5))
        )
    if summary.notes:
        parts.append("<h2>Notes</h2><ul>" + "".join(f"<li>{_prose(n)}</li>" for n in summary.notes) + "</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)
