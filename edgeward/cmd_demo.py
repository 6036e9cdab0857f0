"""`edgeward demo`: the main job on the embedded local model (`edgeward.harness.demo`)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from edgeward.cli_common import CLIError, load_cli_config
from edgeward.harness.report_console import print_summary
from edgeward.harness.types import ORACLE_LABEL, RunError


def register(sub: Any) -> None:
    """Add the `demo` subcommand."""
    d = sub.add_parser("demo", help="run the main job on the embedded local model")
    d.add_argument("--config", help="your edge/cloud roles instead of the embedded default (the demo's arms are added)")
    d.add_argument("--out", default="runs/demo", help="run directory (default: runs/demo; reused to resume)")
    d.add_argument(
        "--full", action="store_true", help="every task, 3 trials, step cap 20 (hours on the embedded model)"
    )
    d.add_argument(
        "--fresh", action="store_true", help="delete the earlier demo results in --out and start over (else it resumes)"
    )
    d.add_argument(
        "--stand-in",
        choices=("auto", "oracle", "embedded"),
        default="auto",
        help=f"the cloud role without a real cloud: auto = the config's real cloud if it has one, else the "
        f"{ORACLE_LABEL}; embedded = the embedded model under a cloud alias",
    )
    d.set_defaults(fn=cmd_demo)


def cmd_demo(args: argparse.Namespace) -> int:
    """Run the demo benchmark and print its summary; raises CLIError for one-line failures."""
    from edgeward.harness.demo import DEMO_ARMS, DEMO_TASKS, default_stand_in, run_demo  # lazy: matplotlib, ~1 s

    cfg, source = load_cli_config(args)
    stand_in = default_stand_in(cfg) if args.stand_in == "auto" else args.stand_in
    cloud = {
        "oracle": f"cloud role = {ORACLE_LABEL}",
        "embedded": "cloud role = STAND-IN (embedded model)",
    }.get(stand_in or "", "cloud role = " + (cfg.cloud.model or "?" if cfg.cloud else "none"))
    n_tasks = "every task" if args.full else f"{len(DEMO_TASKS)} tasks"
    print(
        f"edgeward demo: {n_tasks} x {len(DEMO_ARMS)} arms x {3 if args.full else 1} trial(s); config: {source}; {cloud}",
        flush=True,
    )
    t0 = time.monotonic()

    try:
        result, cal = run_demo(cfg, Path(args.out), full=args.full, stand_in=stand_in, fresh=args.fresh)
    except RunError as e:
        raise CLIError(str(e), e.code) from None
    except KeyboardInterrupt:
        print(
            f"edgeward: demo interrupted; finished trials are kept in {args.out}: run `make demo` again to "
            "resume (`edgeward demo --fresh` starts over)",
            file=sys.stderr,
        )
        raise
    print(
        f"step router: threshold auto, warm start from {cal}"
        if cal is not None
        else "step router: threshold auto, started cold (no calibration file for this edge; "
        "`edgeward router calibrate --probe-tokens 8` makes one)"
    )
    assert result.report is not None  # the demo always reports
    if not result.trials:
        print(
            f"every trial in {args.out} had already finished: this is the earlier result "
            "(`edgeward demo --fresh` starts over)"
        )
    print_summary(result.report.summary, result.report.checks, result.report.routers)
    print(f"demo finished in {time.monotonic() - t0:.0f} s", file=sys.stderr)
    paths = result.report.paths
    print(f"report: {paths['md']}  (also {paths['html'].name}, {paths['json'].name}; a trace.html per trial)")
    return 0
