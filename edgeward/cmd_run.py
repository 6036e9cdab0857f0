"""`edgeward run` (drive a suite through the proxy) and `edgeward report` (score runs): argv to
`edgeward.harness.benchmark`, results to the terminal."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from edgeward.cli_common import CLIError, load_cli_config
from edgeward.harness.agent import AgentLimits
from edgeward.harness.report_console import print_summary
from edgeward.harness.types import RunError


def register(sub: Any) -> None:
    """Add the `run` and `report` subcommands."""
    r = sub.add_parser("run", help="run a task suite through the proxy under one or more policies/arms")
    r.add_argument("--config", help="YAML config (default ./edgeward.yaml, else the embedded default)")
    r.add_argument("--suite", default="tasks", help="folder of tasks (default: tasks)")
    r.add_argument("--task", action="append", default=[], help="only this task id (repeatable)")
    r.add_argument("--policy", action="append", required=True, help="policy or arm name (repeatable)")
    r.add_argument("--repeat", type=int, default=1, help="trials per task and arm (default 1)")
    r.add_argument("--parallel", type=int, default=1, help="trials in flight at once (default 1)")
    r.add_argument("--out", required=True, help="run directory, e.g. runs/X (reused to resume)")
    r.add_argument("--agent", default="builtin", help="builtin | scripted | noop | cmd:<command template>")
    r.add_argument(
        "--stand-in",
        choices=("oracle", "embedded"),
        default=None,
        help="serve the cloud role with a stand-in: oracle = answers from the tasks' reference solutions "
        "(an upper bound, labelled so everywhere); embedded = the embedded model under a cloud alias "
        "(default: the config's cloud)",
    )
    r.add_argument("--fresh", action="store_true", help="delete earlier results in --out first (else the run resumes)")
    r.add_argument(
        "--max-steps", type=int, default=30, help="model calls per trial (default 30); the last one must call finish"
    )
    r.add_argument("--max-tokens", type=int, default=None, help="completion limit per model call (default: none sent)")
    r.add_argument("--temperature", type=float, default=None, help="sampling temperature (default: none sent)")
    r.add_argument("--timeout", type=float, default=None, help="seconds per trial (default: the task's)")
    r.add_argument(
        "--threshold", type=score_threshold, default=0.7, help="a trial passes when its score >= this (default 0.7)"
    )
    r.add_argument("--no-report", action="store_true", help="run the trials, write no report")
    r.set_defaults(fn=cmd_run)

    p = sub.add_parser("report", help="score one or more run directories and write report.{md,json,html}")
    p.add_argument("runs", nargs="+", help="run directories")
    p.add_argument(
        "--out",
        default=None,
        help="output folder (default: the run directory for one run; for several, a new folder "
        "beside the first, runs/A-vs-B, so no run's own report is replaced)",
    )
    p.add_argument("--suite", default=None, help="task folder, to read units (default: units saved in the run)")
    p.add_argument(
        "--threshold", type=score_threshold, default=0.7, help="a trial passes when its score >= this (default 0.7)"
    )
    p.add_argument("--title", default="edgeward report", help="the report's title (default: edgeward report)")
    p.set_defaults(fn=cmd_report)


def score_threshold(text: str) -> float:
    """argparse type of --threshold: a trial's score is 0–1, so a threshold outside it (`70` for
    70 %) would pass every trial or none; a usage error instead."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"{value:g} is outside 0-1, a trial's score range (0.7, not 70)")
    return value


def cmd_run(args: argparse.Namespace) -> int:
    """Run `edgeward run`: the benchmark of the named arms, then its report and summary."""
    from edgeward.harness.benchmark import BenchmarkConfig, run_benchmark  # lazy: matplotlib, ~1 s

    cfg, source = load_cli_config(args)
    bench = BenchmarkConfig(
        proxy=cfg,
        arms=args.policy,
        out=Path(args.out),
        suite=Path(args.suite),
        tasks=args.task,
        repeat=args.repeat,
        parallel=args.parallel,
        agent=args.agent,
        threshold=args.threshold,
        report=not args.no_report,
        stand_in=args.stand_in,
        fresh=args.fresh,
        limits=AgentLimits(
            max_steps=args.max_steps,
            max_tokens=args.max_tokens,
            temperature=args.temperature,
            timeout_s=args.timeout,
            finish_on_last_step=True,
        ),
    )
    t0 = time.monotonic()
    try:
        result = run_benchmark(bench)
    except RunError as e:
        raise CLIError(str(e), e.code) from None
    print(f"run finished in {time.monotonic() - t0:.0f} s (config: {source})", file=sys.stderr)
    if result.report is not None:
        print_summary(result.report.summary, result.report.checks, result.report.routers)
        paths = result.report.paths
        print(f"report: {paths['md']}  {paths['html']}  {paths['json']}")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    """Run `edgeward report`: summarise run directories into report.{md,html,json}."""
    from edgeward.harness.benchmark import report_runs, select_tasks  # lazy: matplotlib, ~1 s

    dirs = [Path(r) for r in args.runs]
    for d in dirs:
        if not d.is_dir():
            raise CLIError(f"no such run directory: {d}", 2)
    try:
        tasks = select_tasks(Path(args.suite), []) if args.suite else None
        out = Path(args.out) if args.out else default_report_dir(dirs)
        out.mkdir(parents=True, exist_ok=True)
        report = report_runs(dirs, out, tasks=tasks, threshold=args.threshold, title=args.title)
    except RunError as e:
        raise CLIError(str(e), e.code) from None
    print_summary(report.summary, report.checks, report.routers)
    print(f"report: {report.paths['md']}  {report.paths['html']}  {report.paths['json']}")
    return 0


def default_report_dir(dirs: list[Path]) -> Path:
    """Where `edgeward report` writes without --out: the run directory itself for one run; for
    several, `A-vs-B` beside the first, so comparing never replaces a run's own report."""
    if len(dirs) == 1:
        return dirs[0]
    first = dirs[0] if dirs[0].name not in ("", ".", "..") else dirs[0].resolve()
    names = [(d.name if d.name not in ("", ".", "..") else d.resolve().name) or "run" for d in dirs]
    return first.parent / "-vs-".join(names)
