"""The benchmark: a task suite run through the proxy under several arms, scored and reported.

    result = run_benchmark(BenchmarkConfig(proxy=cfg, arms=["edge-only", "cloud-only+mask"],
                                           out=Path("runs/x"), suite=Path("tasks")))
    result.trials, result.report.summary, result.report.paths["md"], result.report.checks

`run_benchmark` is the composition root of a run: it selects the tasks, starts the proxy (and,
for the scripted agent, the fake upstream replaying the reference solutions) on the run's own
store, resolves every arm as the proxy will (`arms.json`), runs the pending trials (a rerun
resumes), and writes `report.{md,html,json}`. `edgeward run` and `edgeward demo` only turn their
arguments into a `BenchmarkConfig`; `edgeward report` calls `report_runs`.

Errors are `RunError`s with one-line messages (`code` 2 for bad input, 1 when the proxy
cannot start); agent and grader failures are recorded per trial, never raised.
"""

from __future__ import annotations

import asyncio
import dataclasses
import difflib
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.text import Text

from edgeward.harness.agent import AgentLimits
from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.harness.mechanisms import MechanismCheck, check_store
from edgeward.harness.metric_models import RunSummary
from edgeward.harness.metrics import summarise
from edgeward.harness.oracle import OracleServer, oracle_config, start_oracle
from edgeward.harness.oracle_tokens import TokenizerUnavailable
from edgeward.harness.report import write_report
from edgeward.harness.report_tables import TrialLink
from edgeward.harness.run import Runner, RunOptions, scripted_script
from edgeward.harness.rundir import clear_run, load_arms, load_results, save_arms, save_units, trial_records
from edgeward.harness.step_series import RouterSeries, store_router_series
from edgeward.harness.taskfile import Task, TaskFormatError, load_suite
from edgeward.harness.trace import TRACE_FILE
from edgeward.harness.types import ArmSetup, RunError, TrialResult
from edgeward.proxy.arms import Arms, config_policy_errors
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.upstreams.providers import litellm_model_errors
from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig, RoleConfig
from edgeward.proxy.store import Store

AGENTS = ("builtin", "scripted", "noop")
#: What may stand in for the cloud role offline (`BenchmarkConfig.stand_in`).
STAND_INS = ("oracle", "embedded")


@dataclass
class BenchmarkConfig:
    """One benchmark run.

    Attributes:
        proxy: the proxy config (roles, arms, privacy); its store is replaced by the run's own.
        arms: policy or arm names to compare (each must resolve in `proxy`).
        out: the run directory (created; an existing one is resumed).
        suite: the folder of tasks; tasks: task ids to run (empty: every task of the suite).
        repeat: trials per task and arm; parallel: trials in flight at once.
        agent: builtin | scripted | noop | cmd:<command template> (`edgeward.harness.run`).
        limits: the agent's limits (steps, tokens, time).
        threshold: a trial passes (Pass^k) when its score is at least this.
        report: write the report after the trials; title: its title.
        quiet: no progress bars or trial lines on the terminal.
        embedded_log: the embedded model server's log (default `out/embedded.log`).
        stand_in: what serves the cloud role: None keeps the config's cloud; `oracle` the
            oracle stand-in (upper bound, `edgeward.harness.oracle`), started and stopped by
            the run; `embedded` the embedded model under a cloud alias (`EMBEDDED_DEFAULT`).
        fresh: delete the results of an earlier run in `out` first (else it is resumed).
    """

    proxy: ProxyConfig
    arms: list[str]
    out: Path
    suite: Path = Path("tasks")
    tasks: list[str] = field(default_factory=list)
    repeat: int = 1
    parallel: int = 1
    agent: str = "builtin"
    limits: AgentLimits = field(default_factory=AgentLimits)
    threshold: float = 0.7
    report: bool = True
    title: str = "edgeward report"
    quiet: bool = False
    embedded_log: Path | None = None
    stand_in: str | None = None
    fresh: bool = False

    def check(self) -> None:
        """Raise RunError (code 2) for settings no run can use: also a config policy or arm that
        does not build, or an arm to run that does not resolve (one line per problem)."""
        if not self.arms:
            raise RunError("no arms to run (name at least one policy or arm)")
        if self.repeat < 1 or self.parallel < 1:
            raise RunError("repeat and parallel must be at least 1")
        if problems := self.limits_problems():
            raise RunError("; ".join(problems))
        if self.agent not in AGENTS and not self.agent.startswith("cmd:"):
            raise RunError(f"unknown agent {self.agent!r} (builtin, scripted, noop or cmd:<template>)")
        if self.stand_in is not None and self.stand_in not in STAND_INS:
            raise RunError(f"unknown stand-in {self.stand_in!r} (oracle or embedded)")
        if self.stand_in is not None and self.agent == "scripted":
            raise RunError("the scripted agent replaces both models; it takes no cloud stand-in")
        # Before any start-up (the embedded model takes ~60 s to load): the config's own policy
        # and arms, checked as `serve` does, and every arm named to run, built as a session would.
        errors = [f"{key}: {msg}" for key, msg in config_policy_errors(self.proxy)]
        # a role litellm cannot place would fail every trial (the scripted agent and a stand-in
        # replace the roles they serve, so their config is not used)
        if self.agent != "scripted":
            errors += [
                f"{key}: {msg}"
                for key, msg in litellm_model_errors(self.proxy)
                if not (self.stand_in and key.startswith("cloud."))
            ]
        arms = Arms(self.proxy)
        for name in dict.fromkeys(self.arms):
            try:
                arms.check(name)
            except ProxyError as e:
                errors.append(e.message)
        if errors:
            raise RunError("; ".join(errors))

    def limits_problems(self) -> list[str]:
        """One line per limit no trial can run under (`edgeward run`'s flag names): a run with
        `--max-steps 0` or `--timeout -5` would start the models, then error every trial."""
        lim, out = self.limits, []
        if lim.max_steps < 1:
            out.append(f"--max-steps must be at least 1 (got {lim.max_steps})")
        if lim.timeout_s is not None and not lim.timeout_s > 0:
            out.append(f"--timeout must be more than 0 seconds (got {lim.timeout_s:g})")
        if lim.max_tokens is not None and lim.max_tokens < 1:
            out.append(f"--max-tokens must be at least 1 (got {lim.max_tokens})")
        if lim.temperature is not None and not lim.temperature >= 0:
            out.append(f"--temperature must be 0 or more (got {lim.temperature:g})")
        if not 0 <= self.threshold <= 1:
            out.append(f"--threshold must be between 0 and 1, a trial's score range (got {self.threshold:g})")
        return out

    def run_options(self) -> RunOptions:
        """What the trial runner needs (`edgeward.harness.run.RunOptions`)."""
        return RunOptions(
            out=self.out,
            arms=list(dict.fromkeys(self.arms)),
            repeat=self.repeat,
            parallel=self.parallel,
            agent=self.agent,
            limits=self.limits,
        )


@dataclass
class Report:
    """A written report: the summary, the files (`{"md", "html", "json"}` → path), each
    arm's mechanism verdict read from the run's store, and the step-router arms' series."""

    summary: RunSummary
    paths: dict[str, Path]
    checks: list[MechanismCheck]
    routers: list[RouterSeries] = field(default_factory=list)


@dataclass
class BenchmarkResult:
    """What `run_benchmark` did: the tasks, the trials this call ran (earlier ones of a resumed
    run are skipped) and the report (None when `report` was off)."""

    tasks: list[Task]
    trials: list[TrialResult]
    report: Report | None


def select_tasks(suite: Path, only: list[str]) -> list[Task]:
    """The tasks of `suite`, or those of the ids in `only` (suite order). Raises RunError."""
    if not suite.is_dir():
        raise RunError(f"no such suite folder: {suite}")
    try:
        tasks = load_suite(suite)
    except TaskFormatError as e:
        raise RunError(str(e)) from None
    if only:
        known = {t.id for t in tasks}
        missing = [t for t in only if t not in known]
        if missing:
            close = sorted({c for m in missing for c in difflib.get_close_matches(m, known, n=1, cutoff=0.6)})
            hint = f" (did you mean {', '.join(close)}?)" if close else f" ({len(known)} tasks in {suite}: ls {suite})"
            raise RunError(f"unknown task id(s): {', '.join(missing)}{hint}")
        tasks = [t for t in tasks if t.id in only]
    if not tasks:
        raise RunError(f"no tasks in {suite}")
    return tasks


def scripted_config(cfg: ProxyConfig, fake_url: str) -> ProxyConfig:
    """The config with both roles pointed at the replaying fake upstream (prices, N_active and
    arms kept; native tool calls; labelled as a scripted stand-in)."""

    def role(r: RoleConfig | None, name: str) -> dict[str, Any]:
        d = r.model_dump() if r is not None else {}
        d.update(
            {
                "embedded": None,
                "api_base": fake_url,
                "api_key": None,
                "model": f"scripted-{name}",
                "tool_mode": "native",
                "provider": None,
            }
        )
        if name == "cloud":
            d.update(
                {
                    "stand_in": True,
                    "label": "scripted-replay (reference solutions)",
                    "price_model": d.get("price_model") or "gpt-4o-mini",
                }
            )
        else:
            d["active_params"] = d.get("active_params") or 135e6
            d["label"] = "scripted-replay-edge"
        return d

    data = cfg.model_dump()
    data["edge"], data["cloud"] = role(cfg.edge, "edge"), role(cfg.cloud, "cloud")
    return ProxyConfig.model_validate(data)


def has_real_cloud(cfg: ProxyConfig) -> bool:
    """Whether the config names a real cloud model (not absent, not a stand-in)."""
    return cfg.cloud is not None and not cfg.cloud.stand_in


def embedded_stand_in_config(cfg: ProxyConfig) -> ProxyConfig:
    """The config with its cloud role replaced by the embedded model under a cloud alias
    (`EMBEDDED_DEFAULT`'s cloud; a real cloud's model is kept as the price model)."""
    data = cfg.model_dump()
    cloud = dict(EMBEDDED_DEFAULT["cloud"])
    if has_real_cloud(cfg):
        assert cfg.cloud is not None
        cloud["price_model"] = cfg.cloud.price_model or cfg.cloud.model or cloud["price_model"]
    data["cloud"] = cloud
    return ProxyConfig.model_validate(data)


def run_trials(cfg: BenchmarkConfig, tasks: list[Task]) -> list[TrialResult]:
    """Start the proxy (and the replaying fake for the scripted agent, or the oracle stand-in)
    on the run's store, write `arms.json` and `units/`, run every pending trial, and return the
    results of this call.

    Raises RunError: an arm that does not resolve, a scripted run without references (code 2),
    a proxy or an oracle that cannot start (code 1).
    """
    cfg.check()
    opts = cfg.run_options()
    if cfg.fresh:
        clear_run(opts.out)
    opts.out.mkdir(parents=True, exist_ok=True)
    save_units(opts.out, tasks)
    proxy_cfg = cfg.proxy
    fake = None
    oracle: OracleServer | None = None
    if opts.agent == "scripted":
        missing = [t.id for t in tasks if not t.reference]
        if missing:
            raise RunError(f"the scripted agent needs reference.yaml; missing for: {', '.join(missing)}")
        fake = FakeUpstream.run_in_thread(scripted_script(tasks))
        proxy_cfg = scripted_config(proxy_cfg, fake.url)
    elif cfg.stand_in == "embedded":
        proxy_cfg = embedded_stand_in_config(proxy_cfg)
    elif cfg.stand_in == "oracle":
        try:
            oracle = start_oracle(tasks)
        except TokenizerUnavailable as e:
            raise RunError(f"the oracle stand-in could not start: {e}", 1) from None
        proxy_cfg = oracle_config(proxy_cfg, oracle.url)
    # The run's own store; and the harness runs every arm on purpose, `+allow` included, so its
    # own proxy lets a requested mode go below the operator's floor (docs: the egress floor).
    proxy_cfg = proxy_cfg.model_copy(
        update={
            "store": proxy_cfg.store.model_copy(update={"path": opts.out / "edgeward.db"}),
            "server": proxy_cfg.server.model_copy(update={"allow_client_egress_override": True}),
        }
    )
    store = Store(opts.out / "edgeward.db")
    proxy = None
    try:
        try:
            proxy = ProxyThread(
                proxy_cfg, store=store, embedded_log=cfg.embedded_log or opts.out / "embedded.log"
            ).start()
        except Exception as e:  # noqa: BLE001 - whatever stopped the start-up becomes one line
            raise RunError(f"the proxy could not start: {type(e).__name__}: {e}", 1) from None
        save_arms(opts.out, _arm_setups(proxy, opts.arms))
        return _run_with_progress(Runner(proxy.url, store, tasks, opts), len(tasks), cfg.quiet)
    finally:
        if proxy is not None:
            proxy.stop()
        store.close()
        if fake is not None:
            fake.stop()
        if oracle is not None:
            oracle.stop()


def _arm_setups(proxy: ProxyThread, arms: list[str]) -> list[ArmSetup]:
    """Each arm as the running proxy resolves it. Raises RunError for an unknown name."""
    pipe = proxy.pipeline
    edge, cloud = pipe.roles.get("edge"), pipe.roles.get("cloud")
    setups = []
    for arm in arms:
        try:
            spec = pipe.arms.resolve(arm)
        except ProxyError as e:
            raise RunError(e.message) from None
        setups.append(
            ArmSetup(
                arm,
                spec.policy,
                spec.params,
                spec.privacy.egress,
                edge.upstream.model if edge else None,
                cloud.model_label if cloud else None,
                bool(cloud and cloud.stand_in),
            )
        )
    return setups


def _run_with_progress(runner: Runner, n_tasks: int, quiet: bool) -> list[TrialResult]:
    """Run the pending trials and say so on stdout, one line per finished trial (`_trial_line`).

    On a terminal: one progress bar per arm and an overall bar with the ETA (mean wall time of
    the trials finished so far × trials left) under the trial lines. Anywhere else (a pipe, a
    file, even when `FORCE_COLOR` makes rich treat it as a terminal): plain lines, each written
    and flushed once as its trial ends, and a closing count; rich's live display there redraws
    (and erases) lines with cursor codes. `quiet`: nothing."""
    opts = runner.opts
    pending = runner.pending()
    per_arm = n_tasks * opts.repeat
    total = per_arm * len(opts.arms)
    done = total - len(pending)
    resume = (
        f"resuming {opts.out}: {done} of {total} trial(s) already finished there; skipping them "
        "(start over with --fresh, or another --out)"
    )
    if quiet or not sys.stdout.isatty():
        return _run_with_lines(runner, total, done, resume if done else None, quiet)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.fields[eta]}"),
        transient=False,
    ) as prog:
        if done:
            prog.console.print(Text(resume))
        overall = prog.add_task(f"{'all arms':<22}", total=total, completed=done, eta=_eta(None, len(pending)))
        bars = {
            arm: prog.add_task(
                f"{arm:<22}",
                total=per_arm,
                completed=per_arm - sum(1 for a, _, _ in pending if a == arm),
                eta="",
            )
            for arm in opts.arms
        }
        t0 = time.monotonic()
        finished = 0

        def on_trial(arm: str, task_id: str, trial: int, r: TrialResult) -> None:
            nonlocal finished
            finished += 1
            prog.advance(bars[arm])
            per_trial = (time.monotonic() - t0) / finished
            prog.update(overall, advance=1, eta=_eta(per_trial, len(pending) - finished))
            # a Text: task ids and error messages are data, never rich markup (`[/tmp/x]` raised)
            prog.console.print(Text(_trial_line(arm, task_id, trial, r)))

        runner.progress = on_trial
        return asyncio.run(runner.run())


def _run_with_lines(runner: Runner, total: int, done: int, resume: str | None, quiet: bool) -> list[TrialResult]:
    """`_run_with_progress` without a live display: `resume` (if any), a line per finished
    trial and `all arms: <finished>/<total> trials (<s> s)` at the end, each printed and flushed
    once on stdout; nothing when `quiet`."""
    t0 = time.monotonic()
    if not quiet and resume:
        print(resume, flush=True)

    def on_trial(arm: str, task_id: str, trial: int, r: TrialResult) -> None:
        if not quiet:
            print(_trial_line(arm, task_id, trial, r), flush=True)

    runner.progress = on_trial
    results = asyncio.run(runner.run())
    if not quiet:
        print(f"{'all arms':<22} {done + len(results)}/{total} trials ({time.monotonic() - t0:.0f} s)", flush=True)
    return results


def _trial_line(arm: str, task_id: str, trial: int, r: TrialResult) -> str:
    """`<arm> <task> trial <k>  score <s>` (`err` for an errored trial without a score) and the
    first 80 characters of the error, if any: the line both progress displays print."""
    s = "err" if r.error and not r.score else f"{(r.score or 0):.2f}"
    return f"{arm:<22} {task_id:<32} trial {trial}  score {s}" + (f"  ({r.error[:80]})" if r.error else "")


def _eta(per_trial_s: float | None, left: int) -> str:
    """`ETA m:ss` from the mean time per finished trial; before the first one, only the count."""
    if left <= 0:
        return "done"
    if per_trial_s is None:
        return f"ETA after the first trial ({left} to run)"
    m, sec = divmod(int(per_trial_s * left + 0.5), 60)
    return f"ETA {m}:{sec:02d} ({left} to run)"


def report_runs(
    run_dirs: list[Path],
    out: Path,
    *,
    tasks: list[Task] | None = None,
    threshold: float = 0.7,
    title: str = "edgeward report",
) -> Report:
    """Summarise run directories and write `report.{md,html,json}` into `out`.

    Units come from `tasks` when given, else from each run's `units/`. Raises RunError for an
    unreadable run or when no trial has finished.
    """
    by_id = {t.id: t for t in tasks} if tasks else None
    records = []
    run_names: list[str] = []  # per directory: the name its results carry (a renamed dir keeps it)
    for d in run_dirs:
        recs = trial_records(d, by_id)
        records.extend(recs)
        run_names.append(recs[0].run if recs else d.name)
    if not records:
        raise RunError("no finished trials in " + ", ".join(map(str, run_dirs)))
    # Pass^k for k = 1, the trials per task (e.g. Pass^2 for --repeat 2) and 3 (EC2-Bench's
    # column) once some task has 3 trials; k above a task's trial count shows as n/a.
    n_max = max(Counter((r.run, r.arm, r.task_id) for r in records).values())
    summary = summarise(
        records,
        threshold=threshold,
        k_values=sorted({1, n_max} | ({3} if n_max >= 3 else set())),
        group_by="arm" if len(run_dirs) == 1 else "run_arm",
    )
    many = len(run_dirs) > 1
    checks = [c for d in run_dirs for c in check_store(d / "edgeward.db", with_run=many)]
    setups = [
        dataclasses.replace(a, arm=f"{run}/{a.arm}") if many else a
        for d, run in zip(run_dirs, run_names, strict=True)
        for a in load_arms(d)
    ]
    routers = [s for d in run_dirs for s in store_router_series(d / "edgeward.db", with_run=many)]
    links = [link for d in run_dirs for link in _trial_links(d, out, with_run=many)]
    paths = write_report(summary, out, title=title, checks=checks, arms=setups, routers=routers, trials=links)
    return Report(summary, paths, checks, routers)


def _trial_links(run_dir: Path, out: Path, *, with_run: bool) -> list[TrialLink]:
    """Each finished trial of `run_dir` with its trace and transcript, relative to `out`."""
    links = []
    for r in load_results(run_dir):
        d = run_dir / "trials" / r.arm / r.task_id / str(r.trial)

        def rel(name: str, d: Path = d) -> str | None:
            p = d / name
            return Path(os.path.relpath(p, out)).as_posix() if p.is_file() else None

        arm = f"{r.run}/{r.arm}" if with_run else r.arm
        links.append(TrialLink(arm, r.task_id, r.trial, r.score, r.error, rel(TRACE_FILE), rel("transcript.json")))
    return links


def run_benchmark(cfg: BenchmarkConfig) -> BenchmarkResult:
    """Run the benchmark `cfg` describes (module docstring) and return what it did.

    Raises RunError (one line; `code` says which kind).
    """
    cfg.check()
    tasks = select_tasks(cfg.suite, cfg.tasks)
    trials = run_trials(cfg, tasks)
    report = (
        report_runs([cfg.out], cfg.out, tasks=tasks, threshold=cfg.threshold, title=cfg.title) if cfg.report else None
    )
    return BenchmarkResult(tasks, trials, report)
