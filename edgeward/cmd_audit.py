"""`edgeward audit`: what left the device, read from the recorder's store.

    edgeward audit [--config C | --store PATH | --run DIR] [--since 24h] [--session S] [--by-arm]
                   [--format table|json] [--show] [--top N] [--rescan]

Per session and overall: the entity types the gate detected in cloud-bound bodies, how many
spans were allowed (sent as they are), masked or blocked, the cloud calls that carried them,
and the sessions that exposed the most (unmasked spans weighted by type). Values fall into four
categories: masked (detector hits and vault hits), blocked, sent in clear (allowed) and sent in
clear (missed: retro-exposures, each shown with the call that first sent it in clear and the call
at which it was detected). `--rescan` re-scans the stored egress bodies with the config's
current detector and the session vaults and reports what was sent in clear that the gate did not
report then (`edgeward.proxy.privacy.rescan`; read-only). `--by-arm` compares
arms on cost, step latency, cloud share and exposure. Values are never printed unless `--show`.
With `edgeward intercept`, also the other hosts the agent reached or tried to reach. A call's
time is when it ended, as in `edgeward calls` (JSON: `ended`; `sent` is when its body left).
The aggregation lives in `edgeward.proxy.privacy.audit` (reused by reports).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from edgeward.cli_common import (
    CALL_TIME_HEADER,
    CLIError,
    call_time,
    load_cli_config,
    open_store,
    store_args,
    store_notice,
)
from edgeward.proxy.intercept.other_hosts import summarise_other_hosts
from edgeward.proxy.privacy.audit import CATEGORIES, CATEGORY_LABELS, audit_store
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
    a.add_argument("--format", choices=["table", "json"], default="table", help="table (default) or one JSON document")
    a.add_argument(
        "--show", action="store_true", help="print the values of unmasked spans (read from the egress bodies)"
    )
    a.add_argument("--top", type=int, default=10, help="how many sessions to list by exposure (default 10)")
    a.add_argument(
        "--rescan",
        action="store_true",
        help="re-scan the stored egress bodies (with --since/--session) with the config's current detector "
        "and the session vaults: what was sent in clear that a better detector now finds",
    )
    a.set_defaults(fn=cmd_audit)


def _since(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        return time.time() - parse_duration(text)
    except ValueError as e:
        raise CLIError(f"--since: {e}", 2) from None


def _detector(args: argparse.Namespace) -> Any:
    """The current detector for `--rescan`: the config's `privacy.detector` (`--config`, else the
    lookup rule of `edgeward serve`). Raises CLIError (exit 2) when it cannot be built."""
    from edgeward.detectors.scanner import Detector  # lazy: spaCy and Presidio load only for --rescan

    cfg, _ = load_cli_config(args)
    try:
        return Detector(cfg.privacy.detector)
    except Exception as e:  # noqa: BLE001 - a detector that cannot build is a config failure
        raise CLIError(f"--rescan: cannot build the detector ({type(e).__name__}: {e})", 2) from None


def cmd_audit(args: argparse.Namespace) -> int:
    """Run `edgeward audit`."""
    since = _since(args.since)
    if args.top < 0:
        raise CLIError("--top must not be negative", 2)
    detector = _detector(args) if args.rescan else None
    store = open_store(args)
    try:
        report = audit_store(store, since=since, session=args.session, show=args.show, by_arm=args.by_arm, top=args.top)
        if args.session and not report["sessions"] and store.session(args.session) is None:
            raise CLIError(f"no session {args.session!r} in {store.path}", 1)
        if not args.session:  # other hosts belong to no session (edgeward intercept)
            report["other_hosts"] = summarise_other_hosts(store.other_hosts(since=since))
        if detector is not None:
            from edgeward.proxy.privacy.rescan import rescan_store  # lazy: loads the detector stack

            try:
                report["rescan"] = rescan_store(store, detector, since=since, session=args.session, show=args.show)
            except Exception as e:  # noqa: BLE001 - a detector failure is one line, the audit is not lost
                raise CLIError(f"--rescan: the detector failed ({type(e).__name__}: {e})", 1) from None
    finally:
        store.close()
    # after the checks: a failure is one line (and names the store itself)
    print(store_notice(args, store.path), file=sys.stderr)
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


def _print_other_hosts(con: Any, hosts: list[dict[str, Any]]) -> None:
    """What else an intercepted agent reached (`record`) or tried to reach (`block`)."""
    from rich.table import Table

    if not hosts:
        return
    t = Table(title="other hosts the agent reached or tried to reach (edgeward intercept)")
    for col in ("host", "action", "connections", "bytes up", "bytes down", "last", "requests"):
        t.add_column(col, justify="right" if col in ("connections", "bytes up", "bytes down") else "left")
    for h in hosts:
        t.add_row(
            _t(f"{h['host']}:{h['port']}"),
            _t("blocked" if h["action"] == "block" else "recorded"),
            str(h["connections"]),
            str(h["bytes_up"]),
            str(h["bytes_down"]),
            time.strftime("%m-%d %H:%M:%S", time.localtime(h["last"] or 0)),
            _t(", ".join(f"{p['request']}×{p['count']}" for p in h["paths"]) or "(tunnel, not decrypted)"),
        )
    con.print(t)


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
    cats = ov["categories"]
    con.print(
        _t(
            "values: "
            + ", ".join(f"{CATEGORY_LABELS[c]} {cats[c]}" for c in CATEGORIES)
            + f" (masked includes {ov['vault_hits']} vault hit(s); missed = retro-exposures)"
        )
    )
    _print_other_hosts(con, r.get("other_hosts") or [])
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
    cols = (CALL_TIME_HEADER, "session", "call", "role/purpose", "action", "allowed", "masked", "types", "placeholders")
    for col in cols:
        t.add_column(col, justify="right" if col in ("allowed", "masked", "placeholders") else "left")
    for c in carriers[-limit:]:
        t.add_row(
            call_time(c["ended"]),
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

    retro = r["retro"]
    if retro:
        t = Table(
            title="sent in clear (missed): values first sent in clear, detected later (retro-exposure)"
            + (f" (latest {limit} of {len(retro)})" if len(retro) > limit else "")
        )
        retro_cols = (
            CALL_TIME_HEADER,
            "session",
            "type",
            "placeholder",
            "first sent in clear at call",
            "detected at call",
        )
        for col in retro_cols + ("clear calls",):
            t.add_column(col, justify="right" if col == "clear calls" else "left")
        for x in retro[-limit:]:
            t.add_row(
                call_time(x["first_ended"]),  # the first clear call's time, as the carriers table gives it
                _t(x["session"]),
                _t(x["type"]),
                _t(x["placeholder"]),
                _t(x["first_call"]),
                _t(x["detected_call"]),
                str(x["clear_calls"]),
            )
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
    if "rescan" in r:
        _print_rescan(con, r["rescan"], args)
    for n in r["notes"]:
        con.print(_t(f"note: {n}"))


def _print_rescan(con: Any, rs: dict[str, Any], args: argparse.Namespace) -> None:
    from rich.table import Table

    det = rs["detector"]
    con.print(
        _t(
            f"rescan: {rs['bodies']} stored bod(ies) re-scanned with the current detector: {det['values']} value(s) "
            f"sent in clear that the gate did not report ({det['occurrences']} occurrence(s))"
            + (": " + ", ".join(f"{k} {v}" for k, v in det["types"].items()) if det["types"] else "")
            + f"; {len(rs['vault'])} vault value(s) found in clear in earlier bodies"
        )
    )
    if det["findings"]:
        t = Table(title="rescan: found now by the current detector (first call that carried each)")
        for col in ("session", "call", "type", "where", *(["value"] if args.show else [])):
            t.add_column(col)
        for f in det["findings"]:
            where = "/".join(str(p) for p in f["path"]) + f"[{f['start']}:{f['end']}]"
            extra = [_t(f["value"])] if args.show else []
            t.add_row(_t(f["session"]), _t(f["call_id"]), _t(f["type"]), _t(where), *extra)
        con.print(t)
    if rs["vault"]:
        t = Table(title="rescan: vault values found in clear in earlier bodies")
        for col in (
            "session",
            "type",
            "placeholder",
            "first call",
            "clear calls",
            "retro row",
            *(["value"] if args.show else []),
        ):
            t.add_column(col)
        for v in rs["vault"]:
            extra = [_t(v["value"])] if args.show else []
            t.add_row(
                _t(v["session"]),
                _t(v["type"]),
                _t(v["placeholder"]),
                _t(v["first_call"]),
                str(v["clear_calls"]),
                "yes" if v["recorded"] else "no",
                *extra,
            )
        con.print(t)
