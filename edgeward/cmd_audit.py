"""`edgeward audit`: what left the device, read from the recorder's store.

    edgeward audit [--config C | --store PATH | --run DIR] [--since 24h] [--session S] [--by-arm]
                   [--format table|json] [--show] [--top N]

Per session and overall: the entity types the gate detected in cloud-bound bodies, how many
spans were allowed (sent as they are), masked or blocked, the cloud calls that carried them,
and the sessions that exposed the most (unmasked spans weighted by type). `--by-arm` compares
arms on cost, step latency, cloud share and exposure. Values are never printed unless `--show`.
The aggregation lives in `edgeward.proxy.privacy.audit` (reused by reports).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from edgeward.cli_common import CLIError, open_store, store_args, store_notice
from edgeward.proxy.privacy.audit import audit_store
from edgeward.proxy.privacy.config import parse_duration


def register(sub: Any) -> None:
    """Add the `audit` subcommand."""
    a = sub.add_parser(
        "audit",
        help="what left the device: entity types, masked/allowed/blocked spans, "
        "exposure per session (values only with --show)",
    )
    store_args(a)
    a.add_argument("--since", help="only calls in this last duration, e.g. 24h, 7d, 90m (default: all)")
    a.add_argument("--session", help="only this session id")
    a.add_argument(
        "--by-arm", action="store_true", help="compare arms: cost, step latency p50/p95, cloud share, exposure"
    )
    a.add_argument("--format", choices=["table", "json"], default="table")
    a.add_argument(
        "--show", action="store_true", help="print the values of unmasked spans (read from the egress bodies)"
    )
    a.add_argument("--top", type=int, default=10, help="how many sessions to list by exposure (default 10)")
    a.set_defaults(fn=cmd_audit)


def _since(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return time.time() - parse_duration(text)
    except ValueError as e:
        raise CLIError(f"--since: {e}", 2) from None


def cmd_audit(args: argparse.Namespace) -> int:
    """Run `edgeward audit`."""
    since = _since(args.since)
    if args.top < 0:
        raise CLIError("--top must not be negative", 2)
    store = open_store(args)
    print(store_notice(args, store.path), file=sys.stderr)
    try:
        report = audit_store(store, since=since, session=args.session, show=args.show, by_arm=args.by_arm, top=args.top)
        if args.session and not report["sessions"] and store.session(args.session) is None:
            raise CLIError(f"no session {args.session!r} in {store.path}", 1)
    finally:
        store.close()
    report["store"] = str(store.path)
    if args.format == "json":
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    _print_tables(report, args)
    return 0


# -- table output --------------------------------------------------------------------------------
def _clean(s: Any) -> str:
    """Text safe for a terminal: control characters shown as escapes (values come from traffic)."""
    text = "" if s is None else str(s)
    return "".join(ch if ch.isprintable() or ch == " " else ch.encode("unicode_escape").decode("ascii") for ch in text)


def _t(s: Any) -> Any:
    from rich.text import Text

    return Text(_clean(s))  # Text, not markup: '[bold]' in a value or id stays literal


def _fmt_num(x: Any, nd: int = 1) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        return f"{x:.{nd}f}"
    return str(x)


def _types_short(types: dict[str, Any], n: int = 4) -> str:
    names = list(types)
    return ", ".join(names[:n]) + (f" +{len(names) - n}" if len(names) > n else "")


def _print_tables(r: dict[str, Any], args: argparse.Namespace) -> None:
    from rich.console import Console
    from rich.table import Table

    con = Console(width=None if sys.stdout.isatty() else 200, highlight=False)
    ov = r["overall"]
    win = []
    if args.since:
        win.append(f"last {args.since}")
    if args.session:
        win.append(f"session {args.session}")
    con.print(
        _t(
            f"edgeward audit: {r['store']} ({', '.join(win) or 'all time'}): {ov['sessions']} session(s), "
            f"{ov['cloud_calls']} cloud call(s) left the device ({ov['egress_bytes']} bytes), "
            f"{ov['cloud_calls_with_spans']} carried detected spans: {ov['spans']['allow']} allowed (sent), "
            f"{ov['spans']['mask']} masked, {ov['spans']['block']} blocked; {ov['blocked_calls']} call(s) blocked "
            f"by the gate"
        )
    )
    if not r["sessions"]:
        con.print("no recorded calls in this window")
        return

    t = Table(title="entity types detected in egress (overall)")
    for col in ("type", "allowed (sent)", "masked", "blocked spans", "blocked calls", "cloud calls"):
        t.add_column(col, justify="left" if col == "type" else "right")
    for name, e in ov["types"].items():
        t.add_row(
            _t(name), str(e["allow"]), str(e["mask"]), str(e["block"]), str(e["blocked_calls"]), str(e["cloud_calls"])
        )
    if ov["types"]:
        con.print(t)
    else:
        con.print("no entity types detected in egress")
    if ov["blocked_reasons"]:
        con.print(_t("blocked calls by reason: " + ", ".join(f"{k} {v}" for k, v in ov["blocked_reasons"].items())))

    t = Table(title="sessions (by exposure)")
    for col in (
        "session",
        "arm",
        "calls",
        "cloud calls",
        "with spans",
        "allowed",
        "masked",
        "blocked calls",
        "placeholders",
        "types",
        "exposure",
    ):
        t.add_column(col, justify="left" if col in ("session", "arm", "types") else "right")
    for s in r["sessions"]:
        t.add_row(
            _t(s["session"]),
            _t(s["arm"]),
            str(s["calls"]),
            str(s["cloud_calls"]),
            str(s["cloud_calls_with_spans"]),
            str(s["spans"]["allow"]),
            str(s["spans"]["mask"]),
            str(s["blocked_calls"]),
            str(s["placeholders"]),
            _t(_types_short(s["types"])),
            _fmt_num(s["exposure"]),
        )
    con.print(t)

    carriers = r["carriers"]
    limit = 50
    t = Table(
        title="cloud calls that carried detected spans"
        + (f" (latest {limit} of {len(carriers)}; all with --format json)" if len(carriers) > limit else "")
    )
    for col in ("time", "session", "call", "role/purpose", "action", "allowed", "masked", "types", "placeholders"):
        t.add_column(col, justify="right" if col in ("allowed", "masked", "placeholders") else "left")
    for c in carriers[-limit:]:
        t.add_row(
            time.strftime("%m-%d %H:%M:%S", time.localtime(c["created"] or 0)),
            _t(c["session"]),
            _t(c["call_id"]),
            _t(f"{c['role'] or '?'}/{c['purpose'] or '?'}"),
            _t(c["action"]),
            str(c["spans"]["allow"]),
            str(c["spans"]["mask"]),
            _t(", ".join(f"{k}×{v}" for k, v in c["types"].items())),
            str(c["placeholders"]),
        )
    if carriers:
        con.print(t)

    if r["top_sessions"]:
        t = Table(title="top sessions by exposure")
        for col in ("session", "arm", "unmasked spans", "exposure"):
            t.add_column(col, justify="left" if col in ("session", "arm") else "right")
        for s in r["top_sessions"]:
            t.add_row(_t(s["session"]), _t(s["arm"]), str(s["unmasked_spans"]), _fmt_num(s["exposure"]))
        con.print(t)
    else:
        con.print("no unmasked spans: nothing the detector found left the device as it was")

    if "arms" in r:
        t = Table(title="arms")
        for col in (
            "arm",
            "sessions",
            "USD",
            "USD/session",
            "step p50 ms",
            "step p95 ms",
            "cloud share",
            "allowed",
            "masked",
            "blocked calls",
            "exposure",
            "exposure/session",
        ):
            t.add_column(col, justify="left" if col == "arm" else "right")
        for a in r["arms"]:
            share = "-" if a["cloud_share"] is None else f"{a['cloud_share'] * 100:.1f}%"
            t.add_row(
                _t(a["arm"]),
                str(a["sessions"]),
                f"{a['usd']:.6f}",
                f"{a['usd_per_session']:.6f}",
                _fmt_num(a["latency_ms_p50"]),
                _fmt_num(a["latency_ms_p95"]),
                share,
                str(a["spans"]["allow"]),
                str(a["spans"]["mask"]),
                str(a["blocked_calls"]),
                _fmt_num(a["exposure"]),
                _fmt_num(a["exposure_per_session"], 2),
            )
        con.print(t)

    if "values" in r:
        t = Table(title="values that left the device (unmasked spans, first call that carried each)")
        for col in ("session", "call", "type", "where", "value"):
            t.add_column(col)
        for v in r["values"]:
            where = "/".join(str(p) for p in v["path"] or []) + f"[{v['start']}:{v['end']}]"
            t.add_row(
                _t(v["session"]),
                _t(v["call_id"]),
                _t(v["type"]),
                _t(where),
                _t(v["value"] if v["recovered"] else f"{v['redacted']} (not recoverable)"),
            )
        if r["values"]:
            con.print(t)
        else:
            con.print("no unmasked values to show")
    for n in r["notes"]:
        con.print(_t(f"note: {n}"))
