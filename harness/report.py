"""Write a run comparison as report.json, report.md and report.html.

``report.json`` is the :class:`~edgeward.harness.metric_models.RunSummary` itself (every number,
re-loadable with :func:`load_summary`) plus a ``report`` block (title, stand-in flag).
``report.md`` holds the tables, the first shaped like EC2-Bench's leaderboard (arm x
completion, Pass^k, cloud tokens R/C/O, cloud $, edge PFLOPs, privacy, with 95% CIs).
``report.html`` (see :mod:`edgeward.harness.report_html`) is one self-contained page with the
same tables and the plots. Unit values are never written: exposure tables say ``[REDACTED]``.

The tables come from :mod:`edgeward.harness.report_tables`, shared by every renderer.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from edgeward.harness.mechanisms import MechanismCheck
from edgeward.harness.metric_models import RunSummary
from edgeward.harness.report_html import render_html
from edgeward.harness.report_tables import (
    CHECKS_INTRO,
    PRIVACY_RETRO_NOTE,
    REAL_CLOUD_HOWTO,
    ROUTER_INTRO,
    SETUP_INTRO,
    arm_setup_table,
    category_table,
    cost_table,
    exposure_table,
    leaderboard_table,
    md_table,
    mechanism_check_table,
    mechanism_table,
    paired_table,
    parameters_line,
    TrialLink,
    privacy_coverage_table,
    router_table,
    stand_in_label,
    stand_in_note,
    trials_table,
    utility_table,
)
from edgeward.harness.step_series import RouterSeries
from edgeward.harness.types import ArmSetup


def _stand_in(summary: RunSummary, stand_in: bool | None) -> bool:
    return summary.stand_in_cloud if stand_in is None else bool(stand_in)


def render_markdown(
    summary: RunSummary,
    *,
    stand_in: bool | None = None,
    title: str = "edgeward report",
    checks: Sequence[MechanismCheck] = (),
    arms: Sequence[ArmSetup] = (),
    routers: Sequence[RouterSeries] = (),
    trials: Sequence[TrialLink] = (),
) -> str:
    """The Markdown report. ``stand_in`` None = taken from ``summary.stand_in_cloud``;
    ``checks``: mechanism verdicts from the store, ``arms``: each arm's setup, ``routers``: the
    step-router arms' series, ``trials``: links to each trial's files (each section is left out
    when empty)."""
    parts = [f"# {title}", ""]
    if _stand_in(summary, stand_in):
        parts += ["> **⚠ Stand-in cloud.** " + stand_in_note(summary), ">", "> ```yaml"]
        parts += ["> " + ln for ln in REAL_CLOUD_HOWTO.rstrip("\n").splitlines()]
        parts += ["> ```", ""]
    if not summary.arms:
        parts += ["No trials were recorded.", ""]
        return "\n".join(parts)
    parts += [
        f"Runs: {', '.join(summary.runs)}. Arms: {', '.join(a.arm for a in summary.arms)}.",
        "",
        parameters_line(summary),
        "",
    ]
    parts += [
        "## Leaderboard",
        "",
        md_table(leaderboard_table(summary)),
        "",
        PRIVACY_RETRO_NOTE,
        "",
        "Plots (utility vs privacy and vs cloud cost with the Pareto frontier, completion "
        "per category) are in [report.html](report.html), next to this file.",
        "",
    ]
    if arms:
        parts += ["## Arms", "", SETUP_INTRO, "", md_table(arm_setup_table(arms)), ""]
    if checks:
        parts += ["## Did each mechanism fire?", "", CHECKS_INTRO, "", md_table(mechanism_check_table(checks)), ""]
    if routers:
        parts += [
            "## Step router: τ and the realised cloud share",
            "",
            ROUTER_INTRO + " τ over time: the plot in report.html.",
            "",
            md_table(router_table(routers)),
            "",
        ]
    parts += ["## Utility details", "", md_table(utility_table(summary)), ""]
    if summary.baseline and len(summary.arms) > 1:
        parts += [
            f"## Paired differences vs `{summary.baseline}`",
            "",
            "Mean of per-task differences (arm − baseline) over the tasks both ran, with "
            "bootstrap CI; `*` marks a CI that excludes 0.",
            "",
            md_table(paired_table(summary)),
            "",
        ]
    parts += ["## Per category", "", md_table(category_table(summary)), ""]
    parts += ["## Cost details", "", md_table(cost_table(summary)), ""]
    parts += [
        "## Mechanisms",
        "",
        "What each arm actually did: auxiliary calls, masked payloads, share of agent "
        "steps sent to the cloud. An arm that is not edge-only yet sent nothing off the "
        "device behaved as edge-only (flagged in Check). " + PRIVACY_RETRO_NOTE,
        "",
        md_table(mechanism_table(summary)),
        "",
    ]
    parts += ["## Privacy coverage", "", md_table(privacy_coverage_table(summary)), ""]
    exp = exposure_table(summary)
    never = sum(1 for r in summary.exposures if r.level <= 0)
    parts += [
        "## Exposed units",
        "",
        f"Units with exposure > 0 in some trial (values redacted); {never} further "
        "unit-arm-task combinations were never exposed.",
        "",
    ]
    parts += [md_table(exp) if exp[1] else "No unit was exposed.", ""]
    if trials:
        parts += [
            "## Trials",
            "",
            "Each trial's trace (every call: route and why, tokens, $, latency, what left the device, "
            "the reply, exposures; values redacted) and transcript.",
            "",
            md_table(trials_table(trials, markdown=True)),
            "",
        ]
    if summary.notes:
        parts += ["## Notes", ""] + [f"- {n}" for n in summary.notes] + [""]
    return "\n".join(parts)


# --------------------------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------------------------


def write_report(
    summary: RunSummary,
    out_dir: str | Path,
    *,
    stand_in: bool | None = None,
    title: str = "edgeward report",
    checks: Sequence[MechanismCheck] = (),
    arms: Sequence[ArmSetup] = (),
    routers: Sequence[RouterSeries] = (),
    trials: Sequence[TrialLink] = (),
) -> dict[str, Path]:
    """Write ``report.json``, ``report.md`` and ``report.html`` into ``out_dir`` (created).

    ``stand_in``: whether the cloud role was a stand-in (None = from the summary's calls).
    ``checks``: mechanism verdicts (``report.json`` key ``mechanism_checks``); ``arms``: each
    arm's setup (key ``arms_setup``); ``routers``: step-router series (key ``step_router``);
    ``trials``: each trial's files (key ``trials``, paths relative to ``out_dir``).
    Returns ``{"json": path, "md": path, "html": path}``.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    si = _stand_in(summary, stand_in)
    data = summary.model_dump(mode="json")
    data["report"] = {"title": title, "stand_in": si, "cloud": stand_in_label(summary) if si else None}
    data["mechanism_checks"] = [dict(c.__dict__) for c in checks]
    data["arms_setup"] = [dict(a.__dict__) for a in arms]
    data["step_router"] = [{**r.summary(), "points": [dict(p.__dict__) for p in r.points]} for r in routers]
    data["trials"] = [dict(t.__dict__) for t in trials]
    paths = {"json": out / "report.json", "md": out / "report.md", "html": out / "report.html"}
    paths["json"].write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    paths["md"].write_text(
        render_markdown(summary, stand_in=si, title=title, checks=checks, arms=arms, routers=routers, trials=trials),
        encoding="utf-8",
    )
    paths["html"].write_text(
        render_html(summary, stand_in=si, title=title, checks=checks, arms=arms, routers=routers, trials=trials),
        encoding="utf-8",
    )
    return paths


def load_summary(path: str | Path) -> RunSummary:
    """Read a :class:`RunSummary` back from a ``report.json`` written by :func:`write_report`."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    data.pop("report", None)
    data.pop("mechanism_checks", None)
    for key in ("arms_setup", "step_router", "trials"):
        data.pop(key, None)
    return RunSummary.model_validate(data)
