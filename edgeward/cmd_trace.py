"""`edgeward trace SESSION`: one session call by call (route and why, tokens, USD, latency,
what left the device, the restored reply, each exposure at the call that caused it), read from
a store; `--html` also writes the self-contained page a harness run writes per trial. Values
are redacted unless `--show` (`edgeward.harness.trace`)."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from edgeward.cli_common import CLIError, open_store
from edgeward.harness.trace import SessionTrace, build_trace, fmt_tokens, fmt_usd, trial_files, write_trace_html


def register(sub: Any) -> None:
    """Add the `trace` subcommand."""
    t = sub.add_parser(
        "trace",
        help="one session call by call: route and why, tokens, USD, latency, what left, the reply, exposures",
    )
    t.add_argument(
        "session", help="the session id (`edgeward calls` lists them; a run's are <run>:<arm>:<task>:<trial>)"
    )
    g = t.add_mutually_exclusive_group()
    g.add_argument("--run", help="a run directory: read its store (and the trial's transcript and units)")
    g.add_argument("--config", help="YAML config whose store.path to read (default ./edgeward.yaml)")
    g.add_argument("--store", help="sqlite store path")
    t.add_argument("--show", action="store_true", help="show values instead of [REDACTED:type]")
    t.add_argument("--bodies", action="store_true", help="print each egress body and reply in full")
    t.add_argument("--html", help="also write the trace as a self-contained HTML page here (mode 0600)")
    t.add_argument("--format", choices=["table", "json"], default="table", help="table (default) or one JSON document")
    t.set_defaults(fn=cmd_trace)


def cmd_trace(args: argparse.Namespace) -> int:
    """Run `edgeward trace`."""
    if args.run:
        run = Path(args.run)
        if not (run / "edgeward.db").is_file():
            raise CLIError(f"{run} is not a run directory (no edgeward.db)", 2)
        store_ns = argparse.Namespace(store=str(run / "edgeward.db"), config=None)
    else:
        store_ns = argparse.Namespace(store=args.store, config=args.config)
    store = open_store(store_ns)
    try:
        files = trial_files(store, args.session)
        try:
            trace = build_trace(
                store,
                args.session,
                transcript=files.transcript,
                units=files.units,
                show=args.show,
                result=files.result,
            )
        except KeyError:
            raise CLIError(f"no session {args.session!r} in {store.path} (`edgeward calls --store ...` lists them)", 2)
    finally:
        store.close()
    if args.format == "json":
        print(json.dumps({"store": str(store.path), **asdict(trace)}, ensure_ascii=False, indent=1, default=str))
    else:
        _print(trace, store.path, files.folder, args.bodies)
    if args.html:
        path = write_trace_html(Path(args.html), trace)
        print(f"wrote {path}", file=sys.stderr)
    return 0


def _print(t: SessionTrace, store: Path, folder: Path | None, bodies: bool) -> None:
    con = Console(width=None if sys.stdout.isatty() else 200, highlight=False)
    tot = t.totals
    con.print(
        Text(
            f"edgeward trace {t.session} (store {store}): arm {t.arm or '?'}, policy {t.policy or '?'}, "
            f"task {t.task or '?'}"
            + (f", score {t.score:.2f}" if isinstance(t.score, (int, float)) else "")
            + f"; {tot['steps']} steps ({tot['cloud_steps']} cloud), {tot['calls']} calls, ${fmt_usd(tot['usd'])}"
        )
    )
    if folder is not None:
        con.print(Text(f"trial folder: {folder} (trace.html, transcript.json)"))
    table = Table(show_lines=False)
    for col in ("#", "step", "role/purpose", "route", "why", "tokens P/C/O", "USD", "ms", "status", "left", "exposed"):
        table.add_column(col, justify="right" if col in ("#", "step", "USD", "ms") else "left")
    for c in t.calls:
        left = (
            f"{c.egress_action}, {len(c.placeholders)} placeholders"
            + (f", {sum(c.egress_types.values())} spans" if c.egress_types else "")
            if c.egress is not None
            else "-"
        )
        table.add_row(
            str(c.n),
            str(c.step),
            Text(f"{c.role}/{c.purpose}"),
            Text(c.route, style="green" if c.route == "edge" else "red"),
            Text(c.why),
            fmt_tokens(c),
            fmt_usd(c.usd),
            "-" if c.latency_ms is None else f"{c.latency_ms:.0f}",
            Text(c.status + (f": {c.error[:60]}" if c.error else "")),
            Text(left),
            Text(", ".join(f"{x.unit} {x.level:.1f}" for x in c.exposures) or "-"),
        )
    con.print(table)
    limit = None if bodies else 300
    for c in t.calls:
        if c.egress is None and c.reply is None:
            continue
        con.print(Text(f"#{c.n} {c.role}/{c.purpose} -> {c.route}", style="bold"))
        if c.egress is not None:
            con.print(
                Text(f"  left the device ({c.egress_action}; placeholders {', '.join(c.placeholders) or 'none'}):")
            )
            body = c.egress if limit is None else "…" + c.egress[-limit:] if len(c.egress) > limit else c.egress
            con.print(Text("    " + body.replace("\n", "\n    ")))
        if c.reply is not None:
            reply = c.reply if limit is None or len(c.reply) <= limit else c.reply[:limit] + "…"
            con.print(Text("  reply: " + reply.replace("\n", "\n    ")))
    if not t.shown:
        con.print(Text("values redacted; --show reveals them; --bodies prints bodies in full"))
