"""`edgeward run` (drive a suite through the proxy) and `edgeward report` (score runs)."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import sys
import time
from pathlib import Path
from typing import Any

from edgeward.cli import CLIError, _config


def register(sub: Any) -> None:
    r = sub.add_parser("run", help="run a task suite through the proxy under one or more policies/arms")
    r.add_argument("--config", help="YAML config (default ./edgeward.yaml, else the embedded default)")
    r.add_argument("--suite", default="tasks", help="folder of tasks (default: tasks)")
    r.add_argument("--task", action="append", default=[], help="only this task id (repeatable)")
    r.add_argument("--policy", action="append", required=True, help="policy or arm name (repeatable)")
    r.add_argument("--repeat", type=int, default=1, help="trials per task and arm")
    r.add_argument("--parallel", type=int, default=1, help="trials in flight at once")
    r.add_argument("--out", required=True, help="run directory, e.g. runs/X (reused to resume)")
    r.add_argument("--agent", default="builtin", help="builtin | scripted | noop | cmd:<command template>")
    r.add_argument("--max-steps", type=int, default=30)
    r.add_argument("--max-tokens", type=int, default=None)
    r.add_argument("--temperature", type=float, default=None)
    r.add_argument("--timeout", type=float, default=None, help="seconds per trial (default: the task's)")
    r.add_argument("--threshold", type=float, default=0.7, help="pass threshold for Pass^k")
    r.add_argument("--no-report", action="store_true")
    r.set_defaults(fn=cmd_run)

    p = sub.add_parser("report", help="score one or more run directories and write report.{md,json,html}")
    p.add_argument("runs", nargs="+", help="run directories")
    p.add_argument("--out", default=None, help="output folder (default: the first run directory)")
    p.add_argument("--suite", default=None, help="task folder, to read units (default: units saved in the run)")
    p.add_argument("--threshold", type=float, default=0.7)
    p.add_argument("--title", default="edgeward report")
    p.set_defaults(fn=cmd_report)


def _load_tasks(suite: str, only: list[str]) -> list[Any]:
    from edgeward.harness.taskfile import TaskFormatError, load_suite

    d = Path(suite)
    if not d.is_dir():
        raise CLIError(f"no such suite folder: {suite}", 2)
    try:
        tasks = load_suite(d)
    except TaskFormatError as e:
        raise CLIError(str(e), 2) from None
    if only:
        known = {t.id for t in tasks}
        missing = [t for t in only if t not in known]
        if missing:
            raise CLIError(f"unknown task id(s): {', '.join(missing)}", 2)
        tasks = [t for t in tasks if t.id in only]
    if not tasks:
        raise CLIError(f"no tasks in {suite}", 2)
    return tasks


def scripted_config(cfg: Any, fake_url: str) -> Any:
    """The user's config with both roles pointed at the replaying fake upstream (prices, N_active
    and arms kept; native tool calls; labelled as a scripted stand-in)."""
    from edgeward.proxy.settings import ProxyConfig, RoleConfig

    def role(r: RoleConfig | None, name: str) -> dict[str, Any]:
        d = r.model_dump() if r is not None else {}
        d.update({"embedded": None, "api_base": fake_url, "api_key": None, "model": f"scripted-{name}",
                  "tool_mode": "native", "provider": None})
        if name == "cloud":
            d.update({"stand_in": True, "label": "scripted-replay (reference solutions)",
                      "price_model": d.get("price_model") or "gpt-4o-mini"})
        else:
            d["active_params"] = d.get("active_params") or 135e6
            d["label"] = "scripted-replay-edge"
        for k in ("fallback", "constrained"):
            d.pop(k, None) if k not in RoleConfig.model_fields else None
        return d

    data = cfg.model_dump()
    data["edge"], data["cloud"] = role(cfg.edge, "edge"), role(cfg.cloud, "cloud")
    return ProxyConfig.model_validate(data)


def execute_run(cfg: Any, tasks: list[Any], opts: Any, *, quiet: bool = False, embedded_log: Path | None = None
                ) -> list[Any]:
    """Start the proxy (and the replaying fake for `--agent scripted`), run every pending trial
    with progress bars, and return the trial results of this invocation."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from edgeward.harness.run import ArmSetup, Runner, RunError, save_arms, save_units, scripted_script
    from edgeward.proxy.errors import ProxyError
    from edgeward.proxy.runner import ProxyThread
    from edgeward.proxy.store import Store

    opts.out.mkdir(parents=True, exist_ok=True)
    save_units(opts.out, tasks)
    fake = None
    if opts.agent == "scripted":
        from edgeward.harness.fake_upstream import FakeUpstream

        missing = [t.id for t in tasks if not t.reference]
        if missing:
            raise CLIError(f"--agent scripted needs reference.yaml; missing for: {', '.join(missing)}", 2)
        fake = FakeUpstream.run_in_thread(scripted_script(tasks))
        cfg = scripted_config(cfg, fake.url)
    cfg = cfg.model_copy(update={"store": cfg.store.model_copy(update={"path": opts.out / "edgeward.db"})})
    store = Store(opts.out / "edgeward.db")
    proxy = None
    try:
        try:
            proxy = ProxyThread(cfg, store=store, embedded_log=embedded_log or opts.out / "embedded.log").start()
        except Exception as e:  # noqa: BLE001 - start-up failures become one line
            raise CLIError(f"the proxy could not start: {type(e).__name__}: {e}") from None
        setups = []
        roles = proxy.pipeline.roles
        edge, cloud = roles.get("edge"), roles.get("cloud")
        for arm in opts.arms:
            try:
                spec = proxy.pipeline.arms.resolve(arm)
            except ProxyError as e:
                raise CLIError(e.message, 2) from None
            setups.append(ArmSetup(arm, spec.policy, spec.params, spec.privacy.egress,
                                   edge.upstream.model if edge else None, cloud.model_label if cloud else None,
                                   bool(cloud and cloud.stand_in)))
        save_arms(opts.out, setups)
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      disable=quiet, transient=False) as prog:
            bars = {arm: prog.add_task(f"{arm:<22}", total=len(tasks) * opts.repeat) for arm in opts.arms}
            runner = Runner(proxy.url, store, tasks, opts)
            done = len(tasks) * opts.repeat * len(opts.arms) - len(runner.pending())
            for arm in opts.arms:
                prog.update(bars[arm], completed=len(tasks) * opts.repeat - sum(
                    1 for a, _, _ in runner.pending() if a == arm))

            def on_trial(arm: str, task_id: str, trial: int, r: Any) -> None:
                prog.advance(bars[arm])
                s = "err" if r.error and not r.score else f"{(r.score or 0):.2f}"
                prog.console.print(f"{arm:<22} {task_id:<32} trial {trial}  score {s}"
                                 + (f"  ({r.error[:80]})" if r.error else ""))

            runner.progress = on_trial
            if done and not quiet:
                prog.console.print(f"resuming: {done} finished trial(s) skipped")
            try:
                results = asyncio.run(runner.run())
            except RunError as e:
                raise CLIError(str(e), 2) from None
        return results
    finally:
        if proxy is not None:
            proxy.stop()
        store.close()
        if fake is not None:
            fake.stop()


def make_report(run_dirs: list[Path], out: Path, *, tasks: list[Any] | None = None, threshold: float = 0.7,
                title: str = "edgeward report") -> tuple[Any, dict[str, Path], list[Any]]:
    """Summarise run directories and write the report; returns (summary, paths, checks), the
    checks being each arm's mechanism verdict read from the run's store."""
    from collections import Counter

    from edgeward.harness.mechanisms import check_store
    from edgeward.harness.metrics import summarise
    from edgeward.harness.report import write_report
    from edgeward.harness.run import RunError, load_arms, trial_records

    by_id = {t.id: t for t in tasks} if tasks else None
    records: list[Any] = []
    run_names: list[str] = []  # per directory: the name its results carry (a renamed dir keeps it)
    for d in run_dirs:
        try:
            recs = trial_records(d, by_id)
        except RunError as e:
            raise CLIError(str(e), 2) from None
        records.extend(recs)
        run_names.append(recs[0].run if recs else d.name)
    if not records:
        raise CLIError("no finished trials in " + ", ".join(map(str, run_dirs)), 2)
    # Pass^k for k = 1, the trials per task (e.g. Pass^2 for --repeat 2) and 3 (EC2-Bench's
    # column) once some task has 3 trials; k above a task's trial count shows as n/a.
    n_max = max(Counter((r.run, r.arm, r.task_id) for r in records).values())
    summary = summarise(records, threshold=threshold, k_values=sorted({1, n_max} | ({3} if n_max >= 3 else set())),
                        group_by="arm" if len(run_dirs) == 1 else "run_arm")
    many = len(run_dirs) > 1
    checks = [c for d in run_dirs for c in check_store(d / "edgeward.db", with_run=many)]
    setups = [dataclasses.replace(a, arm=f"{run}/{a.arm}") if many else a
              for d, run in zip(run_dirs, run_names) for a in load_arms(d)]
    return summary, write_report(summary, out, title=title, checks=checks, arms=setups), checks


def print_summary(summary: Any, checks: list[Any] | None = None) -> None:
    """A compact comparison on stdout: the leaderboard's key columns and each arm's mechanism
    check, then (``checks``) each arm's store evidence (the full tables are in report.md /
    report.html)."""
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    from edgeward.harness.report import leaderboard_table, mechanism_table

    (lh, lrows), (mh, mrows) = leaderboard_table(summary), mechanism_table(summary)
    keep = ["Arm", "Completion %", "Pass^1 %", "Cloud $", "Edge PFLOPs", "Privacy % (all units)"]
    mech = {r[0]: dict(zip(mh, r)) for r in mrows}
    t = Table(title="edgeward: arms compared (95% CIs in the report)")
    # same column names as the report's tables (Mechanisms: "Cloud step share", "Check")
    for h in keep + ["Cloud step share", "Aux calls", "Check"]:
        t.add_column(h, justify="left" if h in ("Arm", "Check") else "right")
    fired = {c.arm: c.ok for c in checks or []}
    for r in lrows:
        row = dict(zip(lh, r))
        m = mech.get(r[0], {})
        aux = ", ".join(f"{k.lower()} {m[k]}" for k in ("Probe", "Sketch", "Advisor", "Router model")
                        if str(m.get(k, "0")) != "0")
        verdict = str(m.get("Check", ""))
        if fired.get(r[0]) is False:  # the store check below disagrees with a clean row: say so here too
            verdict = "mechanism did not fire" + ("" if verdict == "ok" else f"; {verdict}")
        t.add_row(*[escape(str(row.get(h, "")).split(" [")[0]) for h in keep],
                  escape(str(m.get("Cloud step share", ""))), escape(aux or "-"), escape(verdict))
    console = Console(width=None if sys.stdout.isatty() else 160)
    console.print(t)
    if checks:
        ct = Table(title="Did each mechanism fire? (evidence from the store)")
        for h in ("Arm", "Fired", "Evidence"):
            ct.add_column(h)
        for c in checks:
            ct.add_row(escape(c.arm), "yes" if c.ok else "[bold red]NO[/]", escape(c.evidence))
        console.print(ct)


def cmd_run(args: argparse.Namespace) -> int:
    from edgeward.harness.agent import AgentLimits
    from edgeward.harness.run import RunOptions

    cfg, source = _config(args)
    if args.repeat < 1 or args.parallel < 1:
        raise CLIError("--repeat and --parallel must be at least 1", 2)
    agent = args.agent
    if agent not in ("builtin", "scripted", "noop") and not agent.startswith("cmd:"):
        raise CLIError(f"unknown --agent {agent!r} (builtin, scripted, noop or cmd:<template>)", 2)
    tasks = _load_tasks(args.suite, args.task)
    opts = RunOptions(out=Path(args.out), arms=list(dict.fromkeys(args.policy)), repeat=args.repeat,
                      parallel=args.parallel, agent=agent,
                      limits=AgentLimits(max_steps=args.max_steps, max_tokens=args.max_tokens,
                                         temperature=args.temperature, timeout_s=args.timeout))
    t0 = time.monotonic()
    execute_run(cfg, tasks, opts)
    print(f"run finished in {time.monotonic() - t0:.0f} s (config: {source})", file=sys.stderr)
    if args.no_report:
        return 0
    summary, paths, checks = make_report([opts.out], opts.out, tasks=tasks, threshold=args.threshold)
    print_summary(summary, checks)
    print(f"report: {paths['md']}  {paths['html']}  {paths['json']}")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    dirs = [Path(r) for r in args.runs]
    for d in dirs:
        if not d.is_dir():
            raise CLIError(f"no such run directory: {d}", 2)
    tasks = _load_tasks(args.suite, []) if args.suite else None
    summary, paths, checks = make_report(dirs, Path(args.out) if args.out else dirs[0], tasks=tasks,
                                         threshold=args.threshold, title=args.title)
    print_summary(summary, checks)
    print(f"report: {paths['md']}  {paths['html']}  {paths['json']}")
    return 0
