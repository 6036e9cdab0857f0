"""`edgeward demo`: the main job on the embedded local model (`edgeward.harness.demo`)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from edgeward.cli_common import CLIError, load_cli_config
from edgeward.harness.report_console import print_summary
from edgeward.harness.types import RunError


def register(sub: Any) -> None:
    """Add the `demo` subcommand."""
    d = sub.add_parser("demo", help="run the main job on the embedded local model")
    d.add_argument("--config", help="your edge/cloud roles instead of the embedded default (the demo's arms are added)")
    d.add_argument("--out", default="runs/demo")
    d.add_argument(
        "--full", action="store_true", help="every task, 3 trials, step cap 20 (hours on the embedded model)"
    )
    d.set_defaults(fn=cmd_demo)


def cmd_demo(args: argparse.Namespace) -> int:
    """Run the demo benchmark and print its summary; raises CLIError for one-line failures."""
    from edgeward.harness.benchmark import run_benchmark  # lazy: matplotlib, ~1 s
    from edgeward.harness.demo import demo_benchmark  # lazy: it builds on the benchmark (matplotlib)

    cfg, source = load_cli_config(args)
    bench = demo_benchmark(cfg, Path(args.out), full=args.full)
    stand_in = bool(cfg.cloud is not None and cfg.cloud.stand_in)
    n_tasks = "every task" if args.full else f"{len(bench.tasks)} tasks"
    print(
        f"edgeward demo: {n_tasks} x {len(bench.arms)} arms x {bench.repeat} trial(s); config: {source}"
        + ("; cloud role = STAND-IN (embedded model)" if stand_in else ""),
        flush=True,
    )
    t0 = time.monotonic()
    try:
        result = run_benchmark(bench)
    except RunError as e:
        raise CLIError(str(e), e.code) from None
    assert result.report is not None  # the demo always reports
    print_summary(result.report.summary, result.report.checks)
    print(f"demo finished in {time.monotonic() - t0:.0f} s", file=sys.stderr)
    paths = result.report.paths
    print(f"report: {paths['md']}  (also {paths['html'].name}, {paths['json'].name})")
    return 0
