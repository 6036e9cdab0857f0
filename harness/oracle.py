"""The oracle stand-in cloud: an upper bound for offline runs (issue 18, item 1).

Offline there is no cloud model, and a 135M stand-in cannot solve the tasks, so every arm
scores about 0 and a comparison says nothing about utility. The oracle is a harness-side
OpenAI-compatible server (the fake upstream's HTTP layer, ``FakeUpstream(responder=…)``) that
answers a cloud call the way a strong model that knows the task's reference solution would:

- an agent step: the next reference action the transcript does not show as done, then the
  reference's final answer (rules: ``oracle_plan``);
- a sketch call: the reference actions as a numbered outline;
- an advisor call: the next reference action as advice;
- a probe (the proxy never sends one to the cloud; ``StepContext.aux_call`` has no route there)
  is answered like a step, without logprobs, and counted;
- a request it cannot place (unknown task, no reference): a plain final message saying so.

Honesty. The proxy passes no task header to upstreams and never imports solutions: the oracle
identifies the task from what it receives (``oracle_view.identify``: the first user message,
or the transcript's ``[USER]`` entry, where values may be placeholders). It may use a value
only if it received it, literally or as the placeholder that stands where the value stood: it
replays each task's reference once itself (``replay.replay_reference``, lazily, in a private
temp folder), aligns the placeholders it received with its own clear results, writes values it
saw masked as their placeholders (the proxy's vault restores them) and drops task data it never
received (``oracle_align``). Masking therefore costs what it would cost a real model, and the
privacy numbers stay exact: they come from the proxy's egress log, i.e. what was sent.

Limits. ``max_tokens`` / ``max_completion_tokens`` hold as for a real model: a reply longer
than the limit is cut there (``finish_reason: "length"``; a cut tool call's arguments are then
not valid JSON, and the agent's tool reports it).

Cost. ``usage`` is the real token count of what it received and what it sent, with the
embedded SmolLM2 tokenizer (``oracle_tokens``); the proxy prices it as a named cloud model from
litellm's offline map (:func:`oracle_config`: the config's ``cloud.price_model``, else a real
cloud role's model, else ``gpt-4o-mini``). Every output names it :data:`ORACLE_LABEL`.

Use (the composition root wires these few lines)::

    oracle = start_oracle(tasks)                 # serves http://127.0.0.1:PORT/v1 in a thread
    cfg = oracle_config(cfg, oracle.url)         # the cloud role → the oracle, labelled, priced
    ...                                          # start the proxy with cfg, run the trials
    oracle.stop()

``python -m edgeward.harness.oracle --suite tasks`` serves it on its own (prints the URL).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import logging
import shutil
import tempfile
from collections import Counter, OrderedDict, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from edgeward.harness.fake_upstream import FakeUpstream, FakeUpstreamThread
from edgeward.harness.oracle_align import Knowledge, align
from edgeward.harness.oracle_plan import Answer, Reference, RefStep, answer
from edgeward.harness.oracle_tokens import ChatTokenCounter
from edgeward.harness.oracle_view import identify, read_request
from edgeward.harness.replay import replay_reference
from edgeward.harness.taskfile import Task, load_suite
from edgeward.harness.types import ORACLE_LABEL
from edgeward.proxy.settings import ProxyConfig

__all__ = [
    "DEFAULT_PRICE_MODEL",
    "ORACLE_LABEL",
    "ORACLE_MODEL",
    "Oracle",
    "OracleEvent",
    "OracleServer",
    "oracle_config",
    "start_oracle",
]

log = logging.getLogger("edgeward.oracle")

#: The model id it answers as.
ORACLE_MODEL = "oracle-stand-in"
#: Priced as this litellm model unless the config names another (`oracle_config`).
DEFAULT_PRICE_MODEL = "gpt-4o-mini"

UNKNOWN_TASK_REPLY = f"I cannot tell which task this is, so I have no reference solution to follow ({ORACLE_LABEL})."


@dataclass
class OracleEvent:
    """One answered request: its kind, the task (None: unknown), the reference action followed,
    the reply (``tool`` + ``arguments``, or ``content``), values dropped because they never
    reached the oracle, and the token counts it reported. Kept in memory only."""

    kind: str
    task_id: str | None
    note: str
    tool: str | None = None
    arguments: dict[str, Any] = field(default_factory=dict)
    content: str | None = None
    action: int | None = None
    missing: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    truncated: bool = False


class Oracle:
    """The answering logic of the oracle stand-in cloud (module docstring).

    Args:
        tasks: the suite; tasks without ``reference.yaml`` are unknown to it.
        counter: the token counter (default: the embedded SmolLM2 tokenizer; raises
            ``TokenizerUnavailable`` when it is not installed).
        workdir: where the reference replays run (default: a private temp folder, removed by
            :meth:`close`).

    ``events`` holds the last 10 000 answers (:class:`OracleEvent`); ``counts`` counts them by
    kind (``step``, ``sketch``, ``advisor``, ``probe``, ``unknown``, ``error``).
    """

    def __init__(
        self, tasks: list[Task], *, counter: ChatTokenCounter | None = None, workdir: Path | None = None
    ) -> None:
        self.tasks = {t.id: t for t in tasks if t.reference}
        self.prompts = {tid: t.prompt for tid, t in self.tasks.items()}
        self.counter = counter or ChatTokenCounter()
        self._own_workdir = workdir is None
        self.workdir = Path(workdir) if workdir is not None else Path(tempfile.mkdtemp(prefix="edgeward-oracle-"))
        self._refs: dict[str, Reference] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._ids = itertools.count(1)
        self.events: deque[OracleEvent] = deque(maxlen=10_000)
        # ids of its own tool calls → (task, reference action): what it did, whatever the gate
        # later masked in them (bounded: oldest first out)
        self._issued: OrderedDict[str, tuple[str, int]] = OrderedDict()
        self.counts: Counter[str] = Counter()

    async def reference(self, task_id: str) -> Reference:
        """The task's reference with the oracle's own clear tool results (replayed once)."""
        if task_id in self._refs:
            return self._refs[task_id]
        lock = self._locks.setdefault(task_id, asyncio.Lock())
        async with lock:
            if task_id not in self._refs:
                self._refs[task_id] = await _replay(self.tasks[task_id], self.workdir)
        return self._refs[task_id]

    async def respond(self, body: dict[str, Any]) -> dict[str, Any]:
        """A fake-upstream step answering `body` (never raises: a failure is a plain message)."""
        try:
            rec = read_request(body)
            task_id = identify(rec.task_text, self.prompts)
            if task_id is None:
                ans, kind = Answer(content=UNKNOWN_TASK_REPLY, note="unknown_task"), "unknown"
            else:
                ref = await self.reference(task_id)
                kn = Knowledge(rec.texts, align(rec.texts, ref.clear_texts()), ref.data_texts())
                issued = {
                    c.id: self._issued[c.id][1]
                    for c in rec.calls
                    if c.id is not None and c.id in self._issued and self._issued[c.id][0] == task_id
                }
                ans, kind = answer(ref, rec, kn, issued), rec.kind
        except Exception as e:  # noqa: BLE001 - a stand-in must answer, never crash the run
            log.warning("oracle failed on a request: %s: %s", type(e).__name__, str(e)[:200])
            task_id, kind = None, "error"
            ans = Answer(content=f"The {ORACLE_LABEL} could not answer this request.", note=type(e).__name__)
        return self._step(body, ans, kind, task_id)

    def _step(self, body: dict[str, Any], ans: Answer, kind: str, task_id: str | None) -> dict[str, Any]:
        calls = []
        if ans.tool is not None:
            call_id = f"call_oracle_{next(self._ids)}"
            calls = [{"id": call_id, "name": ans.tool, "arguments": json.dumps(ans.arguments, ensure_ascii=False)}]
            if task_id is not None and ans.action is not None:
                self._issued[call_id] = (task_id, ans.action)
                while len(self._issued) > 100_000:
                    self._issued.popitem(last=False)
        content = ans.content
        prompt = self.counter.prompt_tokens(body)
        completion = self._completion(content, calls)
        raw = body.get("max_completion_tokens") or body.get("max_tokens")
        limit = raw if isinstance(raw, int) and not isinstance(raw, bool) else 0
        truncated = 0 < limit < completion
        if truncated:  # a real model stops at the limit: so does the oracle (finish_reason "length")
            content, calls = self._cut(content, calls, limit)
            completion = self._completion(content, calls)
        self.counts[kind] += 1
        self.events.append(
            OracleEvent(
                kind,
                task_id,
                ans.note,
                ans.tool,
                ans.arguments,
                ans.content,
                ans.action,
                ans.missing,
                prompt,
                completion,
                truncated,
            )
        )
        step: dict[str, Any] = {
            "model": ORACLE_MODEL,
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion},
        }
        if truncated:
            step["finish_reason"] = "length"
        if calls:
            step["tool_calls"] = calls
            if content:
                step["content"] = content
        else:
            step["content"] = content or ""
        return step

    def _completion(self, content: str | None, calls: list[dict[str, Any]]) -> int:
        return self.counter.completion_tokens(
            content, [{"function": {"name": c["name"], "arguments": c["arguments"]}} for c in calls]
        )

    def _cut(
        self, content: str | None, calls: list[dict[str, Any]], limit: int
    ) -> tuple[str | None, list[dict[str, Any]]]:
        """The longest prefix of the reply (the call's arguments, else the text) within `limit`
        completion tokens."""

        def fits(n: int) -> bool:
            if calls:
                return self._completion(content, [{**calls[0], "arguments": calls[0]["arguments"][:n]}]) <= limit
            return self._completion((content or "")[:n], []) <= limit

        whole = len(calls[0]["arguments"]) if calls else len(content or "")
        lo, hi = 0, whole
        while lo < hi:  # largest n with fits(n)
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if fits(mid) else (lo, mid - 1)
        if calls:
            return content, [{**calls[0], "arguments": calls[0]["arguments"][:lo]}]
        return (content or "")[:lo], []

    def close(self) -> None:
        """Remove the private replay folder and free the tokenizer."""
        if self._own_workdir:
            shutil.rmtree(self.workdir, ignore_errors=True)
        self.counter.close()


async def _replay(task: Task, workdir: Path) -> Reference:
    """Replay the task's reference once (real tools and services) and keep each action's result."""
    actions = list(task.reference or [])
    results: list[str | None] = [None] * len(actions)
    error = None
    try:
        out = await replay_reference(task, workdir)
        tool_msgs = [m.get("content") for m in out.transcript if m.get("role") == "tool"]
        for i, content in enumerate(tool_msgs[: len(actions)]):
            results[i] = content if isinstance(content, str) else None
        error = out.error
    except Exception as e:  # noqa: BLE001 - without results, actions are settled by equivalent calls only
        error = f"{type(e).__name__}: {e}"
    if error:
        log.warning("oracle: the reference replay of %s reported: %s", task.id, str(error)[:200])
    steps = [RefStep(a.tool, dict(a.args), None if a.tool == "finish" else r) for a, r in zip(actions, results)]
    return Reference(task.id, task.prompt, steps, error)


class OracleServer:
    """A running oracle: the fake upstream's HTTP layer on its own loop in a daemon thread.

    ``url`` is its ``/v1`` base URL; ``oracle`` the :class:`Oracle` (events, counts);
    ``requests`` every request received; ``stop()`` stops it and removes its temp folder.
    """

    def __init__(self, oracle: Oracle) -> None:
        self.oracle = oracle
        self._thread: FakeUpstreamThread = FakeUpstream.run_in_thread(
            None, responder=oracle.respond, models=(ORACLE_MODEL,)
        )

    @property
    def url(self) -> str:
        return self._thread.url

    @property
    def requests(self) -> list[dict[str, Any]]:
        return self._thread.requests

    def stop(self) -> None:
        """Stop serving (idempotent)."""
        self._thread.stop()
        self.oracle.close()

    def __enter__(self) -> OracleServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def start_oracle(tasks: list[Task], *, workdir: Path | None = None) -> OracleServer:
    """Start the oracle for `tasks` on a free 127.0.0.1 port; returns the running server.
    Raises ``TokenizerUnavailable`` when the embedded model's tokenizer is not installed."""
    return OracleServer(Oracle(tasks, workdir=workdir))


def oracle_config(cfg: Any, url: str, *, price_model: str | None = None) -> Any:
    """The config with its cloud role pointed at the oracle at `url` (native tool calls, no
    retries, a stand-in labelled ``"oracle stand-in (upper bound), priced as <model>"``); the
    edge, arms, privacy and store are kept.

    Priced as `price_model`, else the config's ``cloud.price_model``, else the cloud role's model
    when it is a real one (not embedded, not a stand-in), else ``gpt-4o-mini``; the cloud role's
    own ``prices`` still override field by field. Returns a new ``ProxyConfig``."""
    data = cfg.model_dump()
    cloud = data.get("cloud") or {}
    real = cloud.get("model") if cloud and not cloud.get("embedded") and not cloud.get("stand_in") else None
    price = price_model or cloud.get("price_model") or real or DEFAULT_PRICE_MODEL
    data["cloud"] = {
        "model": ORACLE_MODEL,
        "api_base": url,
        "provider": "openai",
        "stand_in": True,
        "label": f"{ORACLE_LABEL}, priced as {price}",
        "price_model": price,
        "prices": cloud.get("prices") or {},
        "tool_mode": "native",
        "retries": 0,
    }
    return ProxyConfig.model_validate(data)


def main(argv: list[str] | None = None) -> None:
    """CLI: serve the oracle for a suite until interrupted; prints the base URL first."""
    parser = argparse.ArgumentParser(description=f"Serve the {ORACLE_LABEL} for a task suite")
    parser.add_argument("--suite", default="tasks", help="folder of tasks (default: tasks)")
    args = parser.parse_args(argv)
    server = start_oracle(load_suite(args.suite))
    print(server.url, flush=True)
    try:
        asyncio.run(asyncio.Event().wait())
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


if __name__ == "__main__":
    main()
