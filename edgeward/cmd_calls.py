"""`edgeward calls`: one row per recorded upstream call (when it ended, role, route and why,
tokens, USD, FLOPs, via, status), read from the store it names on stderr. The time is the
call's end, as in `edgeward audit` (`cli_common.CALL_TIME_HEADER`); JSON rows name it `ended`."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from edgeward.cli_common import CALL_TIME_HEADER, call_time, open_store, store_args, store_notice
from edgeward.harness.trace import why


def register(sub: Any) -> None:
    """Add the `calls` subcommand."""
    c = sub.add_parser(
        "calls",
        help="print recorded upstream calls (when each ended, route and why, tokens, USD, FLOPs)",
        description="One row per recorded upstream call. The time is when the call ended (as in `edgeward "
        "audit`); --format json prints one JSON object per line with it as `ended` (Unix seconds).",
    )
    store_args(c)
    c.add_argument("--session", help="only this session (full id; `edgeward trace SESSION` shows it call by call)")
    c.add_argument("--limit", type=_non_negative, default=0, help="only the last N calls (default 0: all)")
    c.add_argument(
        "--format",
        choices=["table", "json"],
        default="table",
        help="table (default) or one JSON object per call and line",
    )
    c.set_defaults(fn=cmd_calls)


def _non_negative(text: str) -> int:
    """argparse type of --limit: a whole number ≥ 0. A bad one is a usage error in words (argparse
    would otherwise print this function's name: "invalid _non_negative value")."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more (got {n})")
    return n


def cmd_calls(args: argparse.Namespace) -> int:
    """Run `edgeward calls`: the recorded call rows, as a table or JSON lines."""
    store = open_store(args)
    try:
        rows = store.calls(args.session)
        n_sessions = len(store.sessions())
    finally:
        store.close()
    print(store_notice(args, store.path) + f"; {n_sessions} session(s)", file=sys.stderr)
    if args.limit:
        rows = rows[-args.limit :]
    if args.format == "json":
        for r in rows:
            d = asdict(r)
            d["ended"] = d.pop("created")  # the row is written when the call ends
            print(json.dumps(d, ensure_ascii=False))
        return 0
    t = Table(title=f"edgeward calls ({len(rows)})", show_lines=False)
    cols = [
        CALL_TIME_HEADER,
        "session",
        "step",
        "role",
        "route / why",
        "model",
        "prompt",
        "cached",
        "compl",
        "ms",
        "USD",
    ]
    cols += ["edge GFLOPs", "via", "status"]
    numeric = ("step", "prompt", "cached", "compl", "ms", "USD", "edge GFLOPs")
    for col in cols:
        # full session ids (a run's end in <arm>:<task>:<trial>): folded, never cut
        t.add_column(col, justify="right" if col in numeric else "left", overflow="fold")
    for r in rows:
        est = "~" if r.tokens_estimated else ""
        route = str((r.decision or {}).get("route") or r.role)
        t.add_row(
            call_time(r.created),
            Text(r.session),
            str(r.step),
            r.role,
            Text(f"{route}: {why(r)}"),
            Text(r.model + (" (stand-in)" if r.stand_in and "stand-in" not in r.model else "")),
            f"{est}{r.prompt_tokens}",
            str(r.cached_tokens),
            f"{est}{r.completion_tokens}",
            f"{r.latency_ms:.0f}" if r.latency_ms is not None else "-",
            f"{r.usd:.6f}",
            f"{r.edge_flops / 1e9:.1f}",
            r.via,
            Text(r.status + (f" {r.error[:40]}" if r.error else "")),
        )
    Console(width=None if sys.stdout.isatty() else 220).print(t)
    return 0
