"""Trials: run (arm × task × trial) through a running proxy, grade each, write its result.

One run = one output directory `runs/X/` (its layout: `edgeward.harness.rundir`) holding its own
store (`edgeward.db`, the proxy's recorder) and one folder per trial. `Runner` works against a
proxy already started (`edgeward.harness.benchmark` starts it): it registers every trial's
session (`<run>:<arm>:<task>:<trial>`) with its arm in the store before the agent starts, runs
the agent, grades the workspace and writes the trial's files. A rerun skips trials whose
`result.json` exists (resumable).

Agents:
- `builtin`: the tool-calling loop of `edgeward.harness.agent` against the configured models.
- `scripted`: the same loop, but the models are a fake upstream replaying each task's
  `reference.yaml` (one tool call per turn), routed through the proxy like any model, so
  graders, the egress log and costs are all exercised.
- `noop`: one model call through the proxy, then finish with an empty answer.
- `cmd:<template>`: any external agent, run as a shell command with `OPENAI_BASE_URL`
  (`http://127.0.0.1:<port>/s/<session>/v1`), `OPENAI_API_KEY`, `EDGEWARD_WORKSPACE`,
  `EDGEWARD_TASK_PROMPT_FILE` and the services' URLs set; `{workspace}`, `{prompt_file}`,
  `{task_id}`, `{base_url}` in the template are substituted. Its stdout is the final answer.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import shlex
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

import openai

from edgeward.detectors.exposure import exposure
from edgeward.harness.agent import AgentLimits, AgentResult, run_agent
from edgeward.harness.grading import grade
from edgeward.harness.replay import WarmupError, prepare_workspace, run_warmup
from edgeward.harness.rundir import RESULT_FILE, private_dir, write_json
from edgeward.harness.services import ServiceHub
from edgeward.harness.taskfile import Task
from edgeward.harness.tools import ToolBox, ToolLimits
from edgeward.harness.trace import write_trial_trace
from edgeward.harness.types import RunError, TrialResult
from edgeward.proxy.store import Store

SCRIPTED_MARKER = "[edgeward-scripted-task: {id}]"

log = logging.getLogger("edgeward.harness.run")


@dataclass
class RunOptions:
    """What to run.

    Attributes:
        out: the run directory (created; reused for resume).
        arms: policy or arm names (each must resolve in the proxy's config).
        repeat: trials per task and arm.
        parallel: trials in flight at once.
        agent: builtin | scripted | noop | cmd:<template>.
        limits: agent limits (steps, tokens, timeout).
        api_key: what the agent sends as its key (checked only if the proxy has a token).
    """

    out: Path
    arms: list[str]
    repeat: int = 1
    parallel: int = 1
    agent: str = "builtin"
    limits: AgentLimits = field(default_factory=AgentLimits)
    api_key: str = "edgeward-harness"


def session_id(run: str, arm: str, task: str, trial: int) -> str:
    """`<run>:<arm>:<task>:<trial>` (characters outside the session alphabet become `_`)."""
    raw = f"{run}:{arm}:{task}:{trial}"
    return re.sub(r"[^A-Za-z0-9._:+=@-]", "_", raw)[:128]


def scripted_script(tasks: list[Task]) -> list[dict[str, Any]]:
    """A fake-upstream script replaying every task's reference solution: the step for turn n of
    a task answers requests whose messages contain the task's marker and n assistant messages.
    Probes get a confident logprob distribution; anything else (a sketch, an advisor question)
    gets a short plain answer."""
    steps: list[dict[str, Any]] = [
        {"match": {"probe": True}, "content": "ok", "top_logprobs": [["ok", -0.01], ["no", -5.0]]},
    ]
    for t in tasks:
        marker = SCRIPTED_MARKER.format(id=t.id)
        for n, a in enumerate(t.reference or []):
            steps.append(
                {
                    "match": {"contains": marker, "turn": n, "tools": True},
                    "tool_calls": [{"id": f"ref_{t.id}_{n}", "name": a.tool, "arguments": a.args}],
                }
            )
    steps.append({"content": "1. Read the task. 2. Inspect the workspace. 3. Act. 4. Answer."})
    return steps


def accessed_units(task: Task, transcript: list[dict[str, Any]]) -> list[str]:
    """Ids (`entity_id/field`) of the task's units the agent received: a unit whose value matched at
    ≥ 0.7 (docs/ARCHITECTURE.md §3) in any tool result of the transcript."""
    units = task.sensitive_units()
    if not units:
        return []
    text = "\n".join(
        m.get("content") or "" for m in transcript if m.get("role") == "tool" and isinstance(m.get("content"), str)
    )
    if not text:
        return []
    levels = exposure(units, text)
    return [f"{u.entity_id}/{u.field}" for u, lv in zip(units, levels) if lv >= 0.7]


class Runner:
    """Runs (arm × task × trial) through one proxy.

    Args:
        proxy_url: the proxy's `/v1` base URL.
        store: the proxy's store (sessions are registered through it).
        tasks: the suite.
        opts: run options.
        progress: called as `progress(arm, task_id, trial, result)` after each trial.
    """

    def __init__(
        self,
        proxy_url: str,
        store: Store,
        tasks: list[Task],
        opts: RunOptions,
        progress: Callable[[str, str, int, TrialResult], None] | None = None,
    ) -> None:
        self.url, self.store, self.tasks, self.opts = proxy_url, store, tasks, opts
        self.run_name = opts.out.name
        self.progress = progress

    def trial_dir(self, arm: str, task: str, trial: int) -> Path:
        return self.opts.out / "trials" / arm / task / str(trial)

    def pending(self) -> list[tuple[str, Task, int]]:
        """Trials without a result yet (resume skips the others)."""
        out = []
        for arm in self.opts.arms:
            for t in self.tasks:
                for k in range(self.opts.repeat):
                    if not (self.trial_dir(arm, t.id, k) / RESULT_FILE).is_file():
                        out.append((arm, t, k))
        return out

    async def run(self) -> list[TrialResult]:
        sem = asyncio.Semaphore(max(1, self.opts.parallel))

        async def one(arm: str, t: Task, k: int) -> TrialResult:
            async with sem:
                r = await self.run_trial(arm, t, k)
                if self.progress:
                    self.progress(arm, t.id, k, r)
                return r

        return list(await asyncio.gather(*(one(a, t, k) for a, t, k in self.pending())))

    async def run_trial(self, arm: str, task: Task, trial: int) -> TrialResult:
        """Run, grade and persist one trial; never raises for agent or grader failures."""
        d = private_dir(self.trial_dir(arm, task.id, trial))
        sid = session_id(self.run_name, arm, task.id, trial)
        started = time.time()
        self.store.register_session(sid, arm=arm, task=task.id, meta={"run": self.run_name, "arm": arm, "trial": trial})
        t0 = time.monotonic()
        ws = prepare_workspace(task, d)
        transcript: list[dict[str, Any]] = []
        answer, error, steps = "", None, 0
        audit: dict[str, Any] = {}
        async with ServiceHub(task) as hub:
            box = ToolBox(ws, hub.urls, ToolLimits(max_output_chars=self.opts.limits.max_tool_output_chars))
            try:
                await run_warmup(task, box.sandbox)
                res = await self._agent(arm, task, sid, box, hub, d)
                transcript, answer, error, steps = res.transcript, res.final_answer, res.error, res.steps
            except WarmupError as e:
                error = str(e)
            finally:
                audit = hub.audit()
                box.close()
        g = await asyncio.to_thread(grade, task, ws, transcript, audit, answer)
        score = 0.0 if g.error and g.score is None else g.score
        result = TrialResult(
            self.run_name,
            arm,
            task.id,
            task.category,
            trial,
            sid,
            score,
            error or g.error,
            steps,
            time.monotonic() - t0,
            answer,
            accessed_units(task, transcript),
            started,
        )
        write_json(d / "transcript.json", transcript)
        write_json(d / "grade.json", {"score": g.score, "details": g.details, "error": g.error})
        write_json(d / "service_audit.json", audit)
        try:  # the trial's trace.html; a failure here must not lose the trial's result
            await asyncio.to_thread(
                write_trial_trace,
                d,
                self.store,
                sid,
                transcript=transcript,
                units=task.sensitive_units(),
                result=asdict(result),
            )
        except Exception as e:  # noqa: BLE001 - reported, the result below is still written
            log.warning("trace of %s not written: %s: %s", sid, type(e).__name__, str(e)[:200])
        write_json(d / RESULT_FILE, asdict(result))
        return result

    async def _agent(self, arm: str, task: Task, sid: str, box: ToolBox, hub: ServiceHub, d: Path) -> AgentResult:
        agent = self.opts.agent
        model = "edgeward/" + arm  # the registered session decides; the model string agrees with it
        if agent in ("builtin", "scripted"):
            if agent == "scripted":
                task = _with_marker(task)
            return await run_agent(task, self.url, self.opts.api_key, sid, model, self.opts.limits, tools=box)
        if agent == "noop":
            return await _noop(task, self.url, self.opts.api_key, sid, model)
        if agent.startswith("cmd:"):
            return await _external(agent[4:], task, self.url, self.opts.api_key, sid, box, hub, d, self.opts.limits)
        raise RunError(f"unknown agent {agent!r} (builtin, scripted, noop or cmd:<template>)")


def _with_marker(task: Task) -> Task:
    """The task with the scripted marker appended to its prompt (so the replaying fake knows it)."""
    return task.model_copy(update={"prompt": task.prompt + "\n\n" + SCRIPTED_MARKER.format(id=task.id)})


async def _noop(task: Task, url: str, key: str, sid: str, model: str) -> AgentResult:
    t0 = time.monotonic()
    msgs: list[dict[str, Any]] = [{"role": "user", "content": task.prompt}]
    err = None
    client = openai.AsyncOpenAI(
        base_url=url,
        api_key=key,
        max_retries=0,
        default_headers={"x-edgeward-session": sid, "x-edgeward-task": task.id},
    )
    try:
        request: dict[str, Any] = {"model": model, "messages": msgs, "max_tokens": 16}  # plain JSON messages
        r = await client.chat.completions.create(**request)
        msgs.append({"role": "assistant", "content": r.choices[0].message.content or ""})
    except Exception as e:  # noqa: BLE001 - a failed call is the trial's error, not a crash
        err = f"api error: {type(e).__name__}: {str(e)[:200]}"
    finally:
        await client.close()
    return AgentResult(
        transcript=msgs, final_answer="", steps=1, error=err, wall_s=time.monotonic() - t0, finished=True, usage={}
    )


async def _external(
    template: str, task: Task, url: str, key: str, sid: str, box: ToolBox, hub: ServiceHub, d: Path, limits: AgentLimits
) -> AgentResult:
    t0 = time.monotonic()
    base = url.removesuffix("/v1") + f"/s/{sid}/v1"
    prompt_file = d / "prompt.md"
    prompt_file.write_text(task.prompt, encoding="utf-8")
    subst = {"workspace": str(box.workspace), "prompt_file": str(prompt_file), "task_id": task.id, "base_url": base}
    cmd = template
    for k, v in subst.items():
        cmd = cmd.replace("{" + k + "}", shlex.quote(v))
    env = {
        **os.environ,
        "OPENAI_BASE_URL": base,
        "OPENAI_API_KEY": key,
        "EDGEWARD_WORKSPACE": str(box.workspace),
        "EDGEWARD_TASK_PROMPT_FILE": str(prompt_file),
        "EDGEWARD_TASK_ID": task.id,
        **hub.env(),
    }
    timeout = limits.timeout_s or float(task.timeout_seconds)
    proc = await asyncio.create_subprocess_shell(
        cmd, cwd=str(box.workspace), env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    err = None
    try:
        out, errb = await asyncio.wait_for(proc.communicate(), timeout)
        if proc.returncode:
            err = f"agent command exited {proc.returncode}: {errb.decode(errors='replace').strip()[-300:]}"
    except asyncio.TimeoutError:
        proc.kill()
        out, err = b"", f"timed out after {timeout:g}s"
    (d / "agent_stdout.txt").write_bytes(out)
    answer = out.decode(errors="replace").strip()[-4000:]
    return AgentResult(
        transcript=[{"role": "user", "content": task.prompt}],
        final_answer=answer,
        steps=0,
        error=err,
        wall_s=time.monotonic() - t0,
        finished=err is None,
        usage={},
    )
