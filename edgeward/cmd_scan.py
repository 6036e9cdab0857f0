"""`edgeward scan FILE`: what the egress gate's detector finds in a file (or stdin)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from edgeward.cli_common import CLIError


def register(sub: Any) -> None:
    """Add the `scan` subcommand."""
    sc = sub.add_parser("scan", help="print PII/secret spans detected in a file (or - for stdin)")
    sc.add_argument("file", help="a text file, or - to read stdin")
    sc.add_argument("--show", action="store_true", help="print the detected text (default: redacted)")
    sc.set_defaults(fn=cmd_scan)


def cmd_scan(args: argparse.Namespace) -> int:
    """Run `edgeward scan`: the detector's spans in a file (values redacted unless --show)."""
    if args.file != "-" and Path(args.file).is_dir():
        raise CLIError(f"{args.file} is a directory: give a file (or - for stdin)", 2)
    if args.file != "-" and not Path(args.file).is_file():
        raise CLIError(f"no such file: {args.file}", 2)
    from edgeward.detectors.scan_cli import run_scan  # lazy: loads Presidio and spaCy, not for --help

    return run_scan(args.file, args.show, sys.stdout)
