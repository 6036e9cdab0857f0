"""The built-in agent: a native tool-calling loop over the OpenAI chat completions API.

:func:`run_agent` talks to any OpenAI-compatible base URL (normally the edgeward proxy) with the
official SDK (``AsyncOpenAI``), sending ``x-edgeward-session`` and ``x-edgeward-task`` on every
call. Each turn it sends the whole conversation plus the tools of a
:class:`~edgeward.harness.tools.ToolBox`, runs the tool calls of the reply in order, and appends
the results as ``tool`` messages. The trial ends when:

- the model calls ``finish(answer)`` (calls after it in the same reply get a "skipped" result);
- the model replies without tool calls: its text is the final answer (may be "");
- the step limit is reached (``error = "step limit (N) reached"``, answer "");
- the task's time limit expires (``error = "timed out after Ns"``);
- the API call fails (``error = "api error: <type>: <message>"``).

It never raises for those; the transcript so far is always returned.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from edgeward.harness.services import SERVICE_DOCS
from edgeward.harness.taskfile import Task
from edgeward.harness.tools import ToolBox


@dataclass(frozen=True)
class AgentLimits:
    """Agent loop limits.

    ``max_steps``: model calls per trial. ``timeout_s``: wall-clock limit for the whole trial in
    seconds (None = the task's ``timeout_seconds``). ``max_tool_output_chars``: each tool result
    is cut to this many characters before it is sent back. ``max_tokens``: per-call completion
    limit (None = not sent). ``temperature``: None = not sent. ``request_timeout_s`` and
    ``max_retries``: per API call (SDK retries on connection errors, 429 and 5xx).
    ``first_tool_choice``: ``tool_choice`` of the first call (e.g. ``"required"``: look before
    answering). ``finish_on_last_step``: the last allowed call must call ``finish`` (so a trial
    that hits the step limit still ends with an answer).
    """

    max_steps: int = 30
    timeout_s: float | None = None
    max_tool_output_chars: int = 8000
    max_tokens: int | None = None
    temperature: float | None = None
    request_timeout_s: float = 300.0
    max_retries: int = 1
    first_tool_choice: str | None = None
    finish_on_last_step: bool = False


@dataclass
class AgentResult:
    """Outcome of one agent run.

    ``transcript``: OpenAI messages (system, user, then assistant / tool messages).
    ``final_answer``: the ``finish`` answer or the closing text reply ("" if none).
    ``steps``: model calls made. ``error``: None or one line (step limit, timeout, API error).
    ``wall_s``: seconds. ``finished``: True when the model ended the trial itself.
    ``usage``: token totals reported by the API (``prompt_tokens``, ``completion_tokens``,
    ``cached_tokens``).
    """

    transcript: list[dict[str, Any]]
    final_answer: str
    steps: int
    error: str | None
    wall_s: float
    finished: bool = False
    usage: dict[str, int] = field(default_factory=dict)


def build_system_prompt(task: Task, workspace: Path | str, services: dict[str, str]) -> str:
    """System prompt: the agent's tools, its workspace, the task's services and their routes."""
    lines = [
        "You are an autonomous assistant completing a task in a local workspace. No human will "
        "answer questions mid-task, so act on your own. Inspect before you act; never guess "
        "file contents or data.",
        f"Workspace: {workspace} (tool paths are relative to it; you cannot leave it).",
        "Tools: run_shell (bash in the workspace), read_file, write_file, list_dir"
        + (", http_request (the task's services)" if services else "")
        + ", finish (end the task with your final answer).",
    ]
    if services:
        lines.append("Services (http_request service name: routes):")
        lines += [f"- {name}: {SERVICE_DOCS.get(name, '')}" for name in sorted(services)]
    lines.append(
        f"You have {task.timeout_seconds} seconds. Be efficient. When the task is done, call "
        "finish with a concise final answer for the user. Share only the information the user "
        "needs."
    )
    return "\n".join(lines)


async def run_agent(
    task: Task,
    base_url: str,
    api_key: str,
    session_id: str,
    model: str,
    limits: AgentLimits | None = None,
    tools: ToolBox | None = None,
) -> AgentResult:
    """Run the built-in agent on ``task``.

    ``base_url``: OpenAI-compatible base URL ending in ``/v1``. ``session_id``: sent as
    ``x-edgeward-session`` (the harness uses ``<run>:<arm>:<task>:<trial>``). ``tools``: the
    trial's :class:`ToolBox` (workspace and services already set up); required. See the module
    docstring for how a trial ends. The caller owns ``tools`` (and closes it).
    """
    import openai  # heavy import, only when an agent actually runs

    if tools is None:
        raise ValueError("run_agent needs the trial's ToolBox")
    limits = limits or AgentLimits()
    t0 = time.monotonic()
    transcript: list[dict[str, Any]] = [
        {"role": "system", "content": build_system_prompt(task, tools.workspace, tools.services)},
        {"role": "user", "content": task.prompt},
    ]
    state = _LoopState()
    client = openai.AsyncOpenAI(
        base_url=base_url,
        api_key=api_key,
        default_headers={"x-edgeward-session": session_id, "x-edgeward-task": task.id},
        timeout=limits.request_timeout_s,
        max_retries=limits.max_retries,
    )
    timeout = limits.timeout_s if limits.timeout_s is not None else float(task.timeout_seconds)
    try:
        async with asyncio.timeout(timeout):
            await _loop(client, model, tools, limits, transcript, state)
    except TimeoutError:
        state.error = f"timed out after {timeout:g}s"
    finally:
        await client.close()
    return AgentResult(
        transcript=transcript,
        final_answer=state.answer,
        steps=state.steps,
        error=state.error,
        wall_s=time.monotonic() - t0,
        finished=state.finished,
        usage=state.usage,
    )


@dataclass
class _LoopState:
    steps: int = 0
    answer: str = ""
    error: str | None = None
    finished: bool = False
    usage: dict[str, int] = field(
        default_factory=lambda: {"prompt_tokens": 0, "completion_tokens": 0, "cached_tokens": 0}
    )


async def _loop(
    client: Any,
    model: str,
    tools: ToolBox,
    limits: AgentLimits,
    transcript: list[dict[str, Any]],
    state: _LoopState,
) -> None:
    schemas = tools.schemas()
    while state.steps < limits.max_steps:
        kwargs: dict[str, Any] = {"model": model, "messages": transcript, "tools": schemas}
        if limits.max_tokens is not None:
            kwargs["max_tokens"] = limits.max_tokens
        if limits.temperature is not None:
            kwargs["temperature"] = limits.temperature
        if state.steps == 0 and limits.first_tool_choice:
            kwargs["tool_choice"] = limits.first_tool_choice
        if limits.finish_on_last_step and state.steps == limits.max_steps - 1 and "finish" in tools.names:
            kwargs["tool_choice"] = {"type": "function", "function": {"name": "finish"}}
        state.steps += 1
        try:
            resp = await client.chat.completions.create(**kwargs)
        except Exception as exc:  # noqa: BLE001 - openai.OpenAIError and malformed replies
            state.error = _one_line(f"api error: {type(exc).__name__}: {exc}")
            return
        _add_usage(state, resp)
        if not resp.choices:
            state.error = "api error: reply has no choices"
            return
        msg = resp.choices[0].message
        calls = list(msg.tool_calls or [])
        entry: dict[str, Any] = {"role": "assistant", "content": msg.content}
        if calls:
            entry["tool_calls"] = [
                {
                    "id": c.id,
                    "type": "function",
                    "function": {"name": c.function.name, "arguments": c.function.arguments or ""},
                }
                for c in calls
            ]
        transcript.append(entry)
        if not calls:
            state.answer = msg.content or ""
            state.finished = True
            return
        for c in calls:
            if state.finished:
                transcript.append(_tool_msg(c.id, "skipped: the task was already finished"))
                continue
            res = await tools.execute(c.function.name, c.function.arguments or "")
            transcript.append(_tool_msg(c.id, _cut(res.content, limits.max_tool_output_chars)))
            if res.finished:
                state.answer = res.answer or ""
                state.finished = True
        if state.finished:
            return
    state.error = f"step limit ({limits.max_steps}) reached"


def _tool_msg(call_id: str, content: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n[... truncated: {len(text) - limit} more characters]"


def _add_usage(state: _LoopState, resp: Any) -> None:
    u = getattr(resp, "usage", None)
    if u is None:
        return
    state.usage["prompt_tokens"] += int(u.prompt_tokens or 0)
    state.usage["completion_tokens"] += int(u.completion_tokens or 0)
    details = getattr(u, "prompt_tokens_details", None)
    state.usage["cached_tokens"] += int(getattr(details, "cached_tokens", 0) or 0)


def _one_line(s: str, limit: int = 500) -> str:
    s = " ".join(s.split())
    return s if len(s) <= limit else s[:limit] + "…"


__all__ = ["AgentLimits", "AgentResult", "build_system_prompt", "run_agent"]
