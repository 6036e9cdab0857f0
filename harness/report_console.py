"""The report on the terminal: the leaderboard's key columns, each arm's mechanisms and the
store's evidence that each mechanism fired (the full tables are in report.md / report.html)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from edgeward.harness.mechanisms import MechanismCheck
from edgeward.harness.metric_models import RunSummary
from edgeward.harness.report_tables import PRIVACY_RETRO_NOTE, is_oracle, leaderboard_table, mechanism_table
from edgeward.harness.step_series import RouterSeries
from edgeward.harness.types import ORACLE_LABEL


def print_summary(
    summary: RunSummary,
    checks: Sequence[MechanismCheck] | None = None,
    routers: Sequence[RouterSeries] = (),
) -> None:
    """A compact comparison on stdout: the leaderboard's key columns and each arm's mechanism
    check, then (``checks``) each arm's store evidence and (``routers``) each step-router arm's
    realised cloud share beside its target (the full tables are in report.md / report.html)."""
    (lh, lrows), (mh, mrows) = leaderboard_table(summary), mechanism_table(summary)
    keep = [
        h
        for h in lh
        if h in ("Arm", "Pass^1 %", "Cloud $", "Privacy % (all units)") or h.startswith(("Completion %", "Edge "))
    ]
    mech = {r[0]: dict(zip(mh, r)) for r in mrows}
    title = "edgeward: arms compared (95% CIs in the report)"
    if is_oracle(summary):
        title += f"\ncloud = {ORACLE_LABEL}: completion of cloud-using arms is an upper bound"
    # Retro-exposed beside Privacy %, with what each counts under the table (they measure
    # different things: an arm may show 100 % beside Retro-exposed > 0)
    t = Table(title=title, caption=PRIVACY_RETRO_NOTE, caption_justify="left")
    # same column names as the report's tables (Mechanisms: "Retro-exposed", "Cloud step share", "Check")
    for h in keep + ["Retro-exposed", "Cloud step share", "Aux calls", "Check"]:
        t.add_column(h, justify="left" if h in ("Arm", "Check") else "right")
    fired = {c.arm: c.ok for c in checks or []}
    for r in lrows:
        row = dict(zip(lh, r))
        m = mech.get(r[0], {})
        aux = ", ".join(
            f"{k.lower()} {m[k]}" for k in ("Probe", "Sketch", "Advisor", "Router model") if str(m.get(k, "0")) != "0"
        )
        verdict = str(m.get("Check", ""))
        if fired.get(r[0]) is False:  # the store check below disagrees with a clean row: say so here too
            verdict = "mechanism did not fire" + ("" if verdict == "ok" else f"; {verdict}")
        t.add_row(
            *[escape(str(row.get(h, "")).split(" [")[0]) for h in keep],
            escape(str(m.get("Retro-exposed", ""))),
            escape(str(m.get("Cloud step share", ""))),
            escape(aux or "-"),
            escape(verdict),
        )
    console = Console(width=None if sys.stdout.isatty() else 160)
    console.print(t)
    if checks:
        ct = Table(title="Did each mechanism fire? (evidence from the store)")
        for h in ("Arm", "Fired", "Evidence"):
            ct.add_column(h)
        for c in checks:
            ct.add_row(escape(c.arm), "yes" if c.ok else "[bold red]NO[/]", escape(c.evidence))
        console.print(ct)
    for series in routers:
        m = series.summary()
        share = "n/a" if m["realised_share"] is None else f"{100 * m['realised_share']:.0f} %"
        target = "" if m["target_cloud_ratio"] is None else f" (target {100 * m['target_cloud_ratio']:.0f} %)"
        taus = [f"{v:.2f}" for v in (m["tau_first"], m["tau_last"]) if v is not None]
        console.print(
            escape(
                f"step router {series.arm}: {m['cloud']} of {m['decisions']} steps to the cloud = {share}{target}; "
                f"τ {series.tau_mode}" + (f" {' → '.join(taus)} nats" if taus else "")
            )
        )
