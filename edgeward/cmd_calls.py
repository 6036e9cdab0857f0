"""`edgeward calls`: one row per recorded upstream call (role, tokens, USD, FLOPs, via, status)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from edgeward.cli_common import CLIError, load_cli_config
from edgeward.proxy.store import Store


def register(sub: Any) -> None:
    """Add the `calls` subcommand."""
    c = sub.add_parser("calls", help="print recorded upstream calls")
    c.add_argument("--config")
    c.add_argument("--store")
    c.add_argument("--session")
    c.add_argument("--limit", type=_non_negative, default=0, help="only the last N calls")
    c.add_argument("--format", choices=["table", "json"], default="table")
    c.set_defaults(fn=cmd_calls)


def _non_negative(text: str) -> int:
    n = int(text)
    if n < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return n


def _store_path(args: argparse.Namespace) -> Path:
    if getattr(args, "store", None):
        return Path(args.store)
    cfg, _ = load_cli_config(args)
    return cfg.store.path


def _open_store(args: argparse.Namespace) -> Store:
    path = _store_path(args)
    if not path.exists():
        raise CLIError(f"no store at {path} (has the proxy run yet? use --store PATH)")
    try:
        return Store(path, writer=False)
    except Exception as e:  # noqa: BLE001 - sqlite raises several types for a bad file
        raise CLIError(f"cannot open store {path}: {e}") from None


def cmd_calls(args: argparse.Namespace) -> int:
    """Run `edgeward calls`: the recorded call rows, as a table or JSON lines."""
    store = _open_store(args)
    rows = store.calls(args.session)
    if args.limit:
        rows = rows[-args.limit :]
    if args.format == "json":
        for r in rows:
            print(json.dumps(asdict(r), ensure_ascii=False))
        return 0
    t = Table(title=f"edgeward calls ({len(rows)})", show_lines=False)
    for col in (
        "time",
        "session",
        "step",
        "role",
        "model",
        "prompt",
        "cached",
        "compl",
        "ms",
        "USD",
        "edge GFLOPs",
        "via",
        "status",
    ):
        t.add_column(
            col, justify="right" if col in ("step", "prompt", "cached", "compl", "ms", "USD", "edge GFLOPs") else "left"
        )
    for r in rows:
        est = "~" if r.tokens_estimated else ""
        t.add_row(
            time.strftime("%H:%M:%S", time.localtime(r.created)),
            r.session[-28:],
            str(r.step),
            r.role,
            r.model + (" (stand-in)" if r.stand_in and "stand-in" not in r.model else ""),
            f"{est}{r.prompt_tokens}",
            str(r.cached_tokens),
            f"{est}{r.completion_tokens}",
            f"{r.latency_ms:.0f}" if r.latency_ms is not None else "-",
            f"{r.usd:.6f}",
            f"{r.edge_flops / 1e9:.1f}",
            r.via,
            r.status + (f" {r.error[:40]}" if r.error else ""),
        )
    Console(width=None if sys.stdout.isatty() else 200).print(t)
    return 0
