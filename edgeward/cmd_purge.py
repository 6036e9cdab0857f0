"""`edgeward purge`: delete egress bodies and vault entries from the recorder's store.

    edgeward purge [--config C | --store PATH] [--session S] [--older-than 7d | --expired] [--yes]

`--session` and `--older-than` combine (AND). `--expired` uses the config's
`privacy.retention` as the age. With no filter every egress body and vault entry is deleted,
which needs `--yes` (or an interactive "y"); without a terminal it is refused (exit 2).
Call rows (metadata: tokens, latency, cost) are kept. A running proxy keeps the vault entries
it has cached in memory until it restarts (its own retention task drops them).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from edgeward.cli_common import CLIError, load_cli_config, open_store, store_args
from edgeward.proxy.privacy.config import parse_duration
from edgeward.proxy.privacy.retention import purge


def register(sub: Any) -> None:
    """Add the `purge` subcommand."""
    p = sub.add_parser("purge", help="delete egress bodies and vault entries (by session and/or age)")
    store_args(p)
    p.add_argument("--session", help="only this session id")
    age = p.add_mutually_exclusive_group()
    age.add_argument("--older-than", help="only rows older than this duration, e.g. 7d, 12h, 1d12h")
    age.add_argument("--expired", action="store_true", help="only rows older than the config's privacy.retention")
    p.add_argument("--yes", "-y", action="store_true", help="confirm deleting everything (no filter given)")
    p.add_argument("--format", choices=["text", "json"], default="text", help="text (default) or JSON")
    p.set_defaults(fn=cmd_purge)


def _older_than(args: argparse.Namespace) -> tuple[float | None, str | None]:
    if args.older_than is not None:
        try:
            return parse_duration(args.older_than), args.older_than
        except ValueError as e:
            raise CLIError(f"--older-than: {e}", 2) from None
    if args.expired:
        cfg, source = load_cli_config(args)
        if not cfg.privacy.retention:
            raise CLIError(f"--expired: privacy.retention is not set in {source}", 2)
        return cfg.privacy.retention_seconds, cfg.privacy.retention
    return None, None


def _confirm(path: Any) -> None:
    msg = (
        f"refusing to delete every egress body and vault entry in {path} without --yes "
        "(or narrow it with --session / --older-than)"
    )
    if not sys.stdin.isatty():
        raise CLIError(msg, 2)
    try:
        answer = input(f"Delete EVERY egress body and vault entry in {path}? [y/N] ")
    except EOFError:
        raise CLIError(msg, 2) from None
    if answer.strip().lower() not in ("y", "yes"):
        raise CLIError("nothing deleted", 1)


def cmd_purge(args: argparse.Namespace) -> int:
    """Run `edgeward purge`."""
    seconds, label = _older_than(args)
    store = open_store(args)
    try:
        if args.session is None and seconds is None and not args.yes:
            _confirm(store.path)
        try:
            res = purge(store, session=args.session, older_than=seconds)
        except Exception as e:  # noqa: BLE001 - sqlite errors become one line
            raise CLIError(f"purge failed on {store.path}: {e}") from None
    finally:
        store.close()
    if args.format == "json":
        print(json.dumps({"store": str(store.path), **res.as_dict()}, ensure_ascii=False))
        return 0
    scope = []
    if args.session is not None:
        scope.append(f"session {args.session}")
    if label is not None:
        scope.append(f"older than {label} (before {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(res.cutoff))})")
    print(
        f"deleted {res.egress} egress bod{'y' if res.egress == 1 else 'ies'} and {res.vault} vault "
        f"entr{'y' if res.vault == 1 else 'ies'} and {res.responses} stored response"
        f"{'' if res.responses == 1 else 's'} from {store.path} ({'; '.join(scope) or 'everything'}); "
        f"call records kept"
    )
    for sid, c in res.sessions.items():
        print(f"  {sid}: {c['egress']} egress, {c['vault']} vault, {c['responses']} responses")
    return 0
