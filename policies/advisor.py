"""`advisor` (Adaptive Assistance): the edge works; it may consult a cloud advisor through a tool
that the proxy adds and executes itself.

For an edge request that carries tools, the proxy adds the tool `ask_cloud_advisor` (one
optional string argument, `question`) and a one-paragraph note on when to use it (appended to
the first system message). `execute` then runs a small loop on the proxy:

1. `ctx.complete("edge", …)` — a recorded edge step call whose answer the client has not seen.
2. If the answer calls `ask_cloud_advisor`, the proxy asks the cloud
   (`ctx.aux_call("cloud", …, role="advisor")`, through the egress gate, masked per the
   session's privacy mode) with a compact transcript and the question, for advice of at most
   `max_words` (150) words — a plan or a correction. It appends the edge's advisor call and a
   tool result carrying the advice, and asks the edge again. Real tool calls that the edge mixed
   into the same answer are dropped; the re-asked edge issues them again if it still wants them.
3. When the edge answers without the advisor tool, `ctx.deliver(answer, "edge")`.

The client never sees the advisor tool or its calls. Because of that, the agent's next request
would not contain the exchange; with `persist_advice` (default) the proxy re-inserts each
advisor exchange at the place it happened in later requests of the session (only while the
history before it is unchanged), so the edge keeps the advice it got.

Limits: `loop_limit` advisor calls per client request (past it the edge gets "no more advice
for this step" and the tool is withdrawn for the rest of the request), `session_budget` advisor
calls per session (past it the tool is no longer offered). An advisor call that fails or is
blocked by the gate gives the edge a tool result saying so (recorded: `fallback: true` on the
advisor row). A request without tools (or with `tool_choice: none`) runs edge-only.

Stuck triggers (proxy-side, each on by default, recorded as `trigger` on the advisor row and
`advisor_trigger` on the step): before the edge is asked, the proxy fires the advisor itself
when the trajectory looks stuck —
- `tool_error`: the last message is a tool result that looks like an error (`TOOL_ERROR`
  pattern on its first 400 characters: `error`, `exception`, `traceback`, `exit_code: N≠0`,
  `HTTP 4xx/5xx`, `not found`, `no such file`, `permission denied`, …);
- `repeat`: the last two tool-calling assistant turns made the same calls (name + arguments);
- `stall` (`trigger_stall_steps`, 6): none of the last n tool-calling turns made a call (name +
  arguments) that had not been made before in the session.
- `answer_check` (`trigger_answer_check`, off by default): the first time in a session the edge
  replies with a final answer (no tool call, or only calls of `final_tools` such as `finish`), the proxy asks the advisor to check that draft
  against the task and re-asks the edge with the advice (weak edge models often answer before
  looking; the check costs one advisor call per session).
A trigger fires at most once per event and not within `trigger_cooldown` steps of earlier
advice; the advice is added to this step's context as if the edge had asked (an
`ask_cloud_advisor` call + its result).

The transcript sent to the advisor: `[SYSTEM]`, `[USER]`, `[ASSISTANT]`, `[ASSISTANT calls]
name(args)`, `[TOOL RESULT name]` lines, each message cut to `message_chars` (head and tail), the
whole cut to its first `head_chars` and last `tail_chars` characters. The edge's reasoning is
not sent unless `include_reasoning` (the reference sends chain-of-thought in clear).

Streaming: the loop needs the edge's complete answer before the client may see anything, so a
streaming client receives the final answer as synthesised SSE chunks (`ctx.deliver`) rather
than token by token; time to first token is therefore the whole step's latency.

With the embedded SmolLM2 (no native tool calling), configure the edge with
`tool_mode: prompted` so the edge can call the advisor at all.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
import uuid
from typing import Any

from pydantic import Field

from edgeward.policies.base import AuxCallError, Decision, Policy, PolicyContext
from edgeward.policies.common import (
    Params,
    add_system_note,
    canonical_args,
    first_message,
    parse_params,
    strip_think,
    text_of,
)

TOOL_NAME = "ask_cloud_advisor"

ADVISOR_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": TOOL_NAME,
        "description": (
            "Ask a stronger advisor model for brief advice: a plan for the next steps or a "
            "correction. The advisor sees a shortened copy of this conversation. Use it before "
            "substantial work, when stuck or going in circles, and before finishing."
        ),
        "parameters": {
            "type": "object",
            "properties": {"question": {"type": "string", "description": "What you want advice on (optional)."}},
            "required": [],
        },
    },
}

EDGE_NOTE = (
    "You can call the tool `ask_cloud_advisor` to get short advice from a stronger model that reads a "
    "shortened copy of this conversation. Use it sparingly: once you have looked around and before the "
    "main work on a multi-step task, when a tool keeps failing or you notice you are repeating yourself, "
    "and before you give a final answer you are unsure of. Put a short, specific question in `question`. "
    "Treat the advice as a suggestion: check it against the task and what your tools actually show, and "
    "keep working with your own tools."
)

ADVISOR_SYSTEM = (
    "You advise a smaller assistant model that is carrying out a task with tools. You see a shortened "
    "transcript of its work and its question. Reply with at most {words} words: either a short numbered "
    "plan for its next steps, or a correction of the mistake you see, or one line saying it is on track. "
    "Refer only to tools, files and values that appear in the transcript; do not invent any. Do not do "
    "the task yourself and do not write the final deliverable."
)

TRIGGER_QUESTIONS = {
    "tool_error": "The last tool call failed. What is the likely cause, and what should be done instead?",
    "repeat": "The same tool call was just repeated. How can the work get unstuck?",
    "stall": "The last steps made no new progress. What should be done next?",
    "answer_check": "The agent is about to give this final answer: {answer!r}. Check it against the "
    "task: is it supported by what the agent has read? If not, what should it do first?",
}

TOOL_ERROR = re.compile(
    r"^\s*(?:error|exception|traceback|fatal|failed)\b|\bexit[_ ]code:?\s*[1-9]|\bHTTP\s*[45]\d\d\b|"
    r"\"error\"\s*:|\bnot found\b|\bno such file\b|\bpermission denied\b|\bcommand not found\b|"
    r"\bsyntax ?error\b|\btimed out\b|\binvalid\b.*\bargument",
    re.I | re.M,
)

_UNAVAILABLE = "Advice is not available for this step. Continue with your own judgement."
_FAILED = "The advisor could not be reached. Continue without advice."


class AdvisorParams(Params):
    session_budget: int = Field(6, ge=0, description="advisor calls per session (asked + triggered)")
    loop_limit: int = Field(2, ge=0, le=10, description="advisor calls per client request")
    max_words: int = Field(150, ge=10, le=600)
    max_tokens: int = Field(400, ge=32, description="max_tokens of the advisor call")
    temperature: float = Field(0.2, ge=0, le=2)
    head_chars: int = Field(3000, ge=0, description="transcript: characters kept from the start")
    tail_chars: int = Field(9000, ge=200, description="transcript: characters kept from the end")
    message_chars: int = Field(1500, ge=100, description="transcript: characters kept per message")
    include_reasoning: bool = False
    persist_advice: bool = True
    trigger_tool_error: bool = True
    trigger_repeat: bool = True
    trigger_stall_steps: int = Field(6, ge=0, description="0 disables the stall trigger")
    trigger_cooldown: int = Field(3, ge=0, description="steps between proactive advice")
    trigger_answer_check: bool = Field(
        False, description="ask the advisor to check the edge's first final answer of the session, then re-ask the edge"
    )
    final_tools: list[str] = Field(
        ["finish", "final_answer", "submit"],
        description="tools whose call is the agent's final answer (for trigger_answer_check)",
    )


# -- transcript -----------------------------------------------------------------------------------
def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    half = max(limit // 2, 1)
    return f"{text[:half]} …[{len(text) - 2 * half} characters cut]… {text[-half:]}"


def build_transcript(messages: list[Any], tools: list[Any], p: AdvisorParams) -> str:
    """The compact transcript sent to the advisor (module docstring)."""
    names: dict[str, str] = {}
    lines: list[str] = []
    tool_names = [((t.get("function") or {}).get("name") or "?") for t in tools if isinstance(t, dict)]
    tool_names = [n for n in tool_names if n != TOOL_NAME]
    if tool_names:
        lines.append("[TOOLS AVAILABLE] " + ", ".join(tool_names))
    for m in messages:
        if not isinstance(m, dict):
            continue
        role = m.get("role")
        text = text_of(m.get("content")).strip()
        if role in ("system", "developer"):
            if text:
                lines.append("[SYSTEM] " + _cut(text, p.message_chars))
        elif role == "user":
            lines.append("[USER] " + _cut(text, p.message_chars))
        elif role == "assistant":
            if p.include_reasoning:
                r = m.get("reasoning_content") or m.get("reasoning")
                if isinstance(r, str) and r.strip():
                    lines.append("[ASSISTANT thinking] " + _cut(r.strip(), p.message_chars))
            if text:
                lines.append(
                    "[ASSISTANT] " + _cut(strip_think(text) if not p.include_reasoning else text, p.message_chars)
                )
            for tc in m.get("tool_calls") or []:
                fn = tc.get("function") or {}
                name = fn.get("name") or "?"
                if tc.get("id"):
                    names[tc["id"]] = name
                args = fn.get("arguments")
                args = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
                lines.append(f"[ASSISTANT calls] {name}({_cut(args or '', min(p.message_chars, 600))})")
        elif role == "tool":
            name = names.get(m.get("tool_call_id") or "", m.get("name") or "tool")
            lines.append(f"[TOOL RESULT {name}] " + _cut(text, p.message_chars))
    whole = "\n".join(lines)
    if len(whole) > p.head_chars + p.tail_chars:
        cut = len(whole) - p.head_chars - p.tail_chars
        whole = (
            whole[: p.head_chars]
            + f"\n…[{cut} characters of the transcript omitted]…\n"
            + whole[len(whole) - p.tail_chars :]
        )
    return whole


def _limit_words(text: str, n: int) -> str:
    words = text.split()
    if len(words) <= n:
        return text.strip()
    return " ".join(words[:n]) + " …"


# -- stuck detection ----------------------------------------------------------------------------
def _actions(m: dict[str, Any]) -> frozenset[tuple[str, str]]:
    return frozenset(
        (
            (tc.get("function") or {}).get("name") or "",
            canonical_args((tc.get("function") or {}).get("arguments") or ""),
        )
        for tc in m.get("tool_calls") or []
    )


def detect_stuck(messages: list[Any], p: AdvisorParams) -> tuple[str, str] | None:
    """(trigger name, event key) when the trajectory looks stuck, else None (module docstring)."""
    msgs = [m for m in messages if isinstance(m, dict)]
    if not msgs:
        return None
    last = msgs[-1]
    if p.trigger_tool_error and last.get("role") == "tool":
        head = text_of(last.get("content"))[:400]
        if TOOL_ERROR.search(head):
            return (
                "tool_error",
                f"tool_error:{last.get('tool_call_id') or hashlib.sha256(head.encode()).hexdigest()[:12]}",
            )
    steps = [m for m in msgs if m.get("role") == "assistant" and m.get("tool_calls")]
    if last.get("role") != "tool" or not steps:
        return None
    if p.trigger_repeat and len(steps) >= 2 and _actions(steps[-1]) == _actions(steps[-2]) and _actions(steps[-1]):
        return "repeat", f"repeat:{len(msgs)}"
    n = p.trigger_stall_steps
    if n and len(steps) > n:
        seen: set[tuple[str, str]] = set()
        for s in steps[:-n]:
            seen |= _actions(s)
        if all(_actions(s) <= seen for s in steps[-n:]):
            return "stall", f"stall:{len(msgs)}"
    return None


def _msg_hash(m: Any) -> str:
    if not isinstance(m, dict):
        return ""
    key = [
        m.get("role"),
        text_of(m.get("content")),
        m.get("tool_call_id"),
        [
            ((tc.get("function") or {}).get("name"), canonical_args((tc.get("function") or {}).get("arguments") or ""))
            for tc in m.get("tool_calls") or []
        ],
    ]
    return hashlib.sha256(json.dumps(key, ensure_ascii=False).encode()).hexdigest()[:16]


def _prefix_hashes(msgs: list[Any]) -> list[str]:
    """`out[i]` identifies the conversation prefix `msgs[:i]` (a chain of `_msg_hash`), for
    i in 0..len(msgs)."""
    out = [""]
    for m in msgs:
        out.append(hashlib.sha256((out[-1] + _msg_hash(m)).encode()).hexdigest()[:16])
    return out


class Advisor(Policy):
    """Adaptive assistance: the edge works and may consult a cloud advisor (module docstring)."""

    name = "advisor"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(params)
        self.p = parse_params(AdvisorParams, params, self.name)

    async def decide(self, ctx: PolicyContext) -> Decision:
        if not ctx.has_edge:
            return Decision("cloud", "no_edge_configured", fallback=True)
        tools = ctx.body.get("tools") or []
        if not tools or ctx.body.get("tool_choice") == "none":
            return Decision("edge", "no_tools", details={"advisor": "off"})
        if not ctx.has_cloud:
            return Decision("edge", "no_cloud_configured", fallback=True, details={"advisor": "off"})
        if any(((t.get("function") or {}).get("name") == TOOL_NAME) for t in tools if isinstance(t, dict)):
            return Decision("edge", "advisor_tool_name_taken", fallback=True, details={"advisor": "off"})
        used = int(ctx.state.get("advisor_calls", 0))
        if used >= self.p.session_budget:
            return Decision(
                "edge",
                "advisor_budget_spent",
                fallback=True,
                details={"advisor": "off", "advisor_calls": used, "session_budget": self.p.session_budget},
            )
        return Decision("edge", "advisor_loop", details={"advisor": "on", "advisor_calls": used})

    # -- the loop ------------------------------------------------------------------------------
    def _restore_history(self, ctx: PolicyContext, messages: list[Any]) -> tuple[list[Any], int]:
        """Re-insert earlier advisor exchanges the client never saw (persist_advice), each where
        the conversation it was given for is this one's prefix: an exchange holds values of the
        whole conversation before it (restored for the call that carried them), so a client in
        the same session with another history never gets it."""
        log = ctx.state.get("advice_log") or []
        if not self.p.persist_advice or not log:
            return list(messages), 0
        prefix = _prefix_hashes(messages)
        out = list(messages)
        offset, restored = 0, 0
        for entry in sorted(log, key=lambda e: e["anchor"]):
            a = entry["anchor"]
            if a > len(messages) or a == 0 or prefix[a] != entry["anchor_hash"]:
                continue
            if a == len(messages):
                continue  # the exchange belongs to the step being answered now (a retry): not history
            out[a + offset : a + offset] = [copy.deepcopy(entry["call"]), copy.deepcopy(entry["result"])]
            offset += 2
            restored += 1
        return out, restored

    def _remember(
        self, ctx: PolicyContext, client_msgs: list[Any], call: dict[str, Any], results: list[dict[str, Any]]
    ) -> None:
        if not self.p.persist_advice or not client_msgs:
            return
        log = ctx.state.setdefault("advice_log", [])
        anchor = len(client_msgs)
        anchor_hash = _prefix_hashes(client_msgs)[-1]
        for r in results:
            log.append(
                {
                    "anchor": anchor,
                    "anchor_hash": anchor_hash,
                    "call": {
                        **call,
                        "tool_calls": [tc for tc in call["tool_calls"] if tc.get("id") == r.get("tool_call_id")],
                    },
                    "result": r,
                }
            )

    async def _advise(
        self, ctx: PolicyContext, history: list[Any], tools: list[Any], question: str, trigger: str | None
    ) -> tuple[str, bool]:
        """Ask the cloud; returns (text for the edge, ok). Counts against the session budget."""
        p = self.p
        ctx.state["advisor_calls"] = int(ctx.state.get("advisor_calls", 0)) + 1
        ctx.state["last_advice_step"] = ctx.step
        ask = question.strip() or "No specific question: review the progress and say what to do next."
        body = {
            "messages": [
                {"role": "system", "content": ADVISOR_SYSTEM.format(words=p.max_words)},
                {
                    "role": "user",
                    "content": (
                        "Shortened transcript of the assistant's work so far:\n<transcript>\n"
                        + build_transcript(history, tools, p)
                        + "\n</transcript>\n\n"
                        f"The assistant asks: {ask}\n"
                        f"Answer in at most {p.max_words} words."
                    ),
                },
            ],
            "temperature": p.temperature,
            "max_tokens": p.max_tokens,
            "stream": False,
        }
        details = {
            "trigger": trigger or "edge_request",
            "question_chars": len(question),
            "advisor_call": ctx.state["advisor_calls"],
            "session_budget": p.session_budget,
        }
        try:
            resp = await ctx.aux_call("cloud", body, role="advisor", purpose="advice", details=details)
        except AuxCallError:
            return _FAILED, False
        advice = _limit_words(strip_think(text_of(first_message(resp).get("content"))), p.max_words)
        if not advice:
            return _FAILED, False
        return advice, True

    async def execute(self, ctx: PolicyContext, decision: Decision) -> Any:
        if decision.route != "edge" or decision.details.get("advisor") != "on":
            return await ctx.forward(decision)
        p = self.p
        client = ctx.body
        client_msgs = list(client.get("messages") or [])
        tools = list(client.get("tools") or [])
        history, restored = self._restore_history(ctx, client_msgs)
        dec: dict[str, Any] = {
            "route": "edge",
            "reason": decision.reason,
            "fallback": decision.fallback,
            "policy": self.name,
            "advisor_restored": restored,
        }

        # Proxy-side stuck trigger: advice before the edge is asked.
        stuck = detect_stuck(client_msgs, p)
        fired: list[str] = ctx.state.setdefault("fired_triggers", [])
        last = ctx.state.get("last_advice_step")
        cooled = last is None or ctx.step - int(last) >= p.trigger_cooldown
        if (
            stuck is not None
            and stuck[1] not in fired
            and cooled
            and int(ctx.state.get("advisor_calls", 0)) < p.session_budget
        ):
            trig, key = stuck
            fired.append(key)
            question = TRIGGER_QUESTIONS[trig]
            advice, ok = await self._advise(ctx, history, tools, question, trig)
            call_id = "call_adv_" + uuid.uuid4().hex[:12]
            call = {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": TOOL_NAME, "arguments": json.dumps({"question": question})},
                    }
                ],
            }
            result = {"role": "tool", "tool_call_id": call_id, "content": advice}
            history += [call, result]
            self._remember(ctx, client_msgs, call, [result])
            dec.update(advisor_trigger=trig, advisor_trigger_ok=ok)

        edge_tools = [*tools, ADVISOR_TOOL]
        offered = True
        rounds = 0
        usage = {"prompt_tokens": 0, "completion_tokens": 0}
        edge_calls = 0
        while True:
            body = {
                **client,
                "messages": add_system_note(history, EDGE_NOTE) if offered else history,
                "tools": edge_tools if offered else tools,
                "stream": False,
            }
            body.pop("stream_options", None)
            resp = await ctx.complete(
                "edge",
                body,
                purpose="step" if edge_calls == 0 else "step:advisor_reask",
                details={**dec, "advisor_round": rounds},
            )
            edge_calls += 1
            u = resp.get("usage") or {}
            for k in usage:
                usage[k] += int(u.get(k) or 0)
            msg = first_message(resp)
            calls = msg.get("tool_calls") or []
            adv = [c for c in calls if (c.get("function") or {}).get("name") == TOOL_NAME]
            if not adv:
                final = not calls or all((c.get("function") or {}).get("name") in p.final_tools for c in calls)
                if (
                    p.trigger_answer_check
                    and final
                    and offered
                    and not ctx.state.get("answer_checked")
                    and int(ctx.state.get("advisor_calls", 0)) < p.session_budget
                ):
                    ctx.state["answer_checked"] = True
                    draft = msg.get("content") or " ".join(
                        str((c.get("function") or {}).get("arguments") or "") for c in calls
                    )
                    question = TRIGGER_QUESTIONS["answer_check"].format(answer=str(draft)[:300])
                    advice, ok = await self._advise(ctx, history, tools, question, "answer_check")
                    call_id = "call_adv_" + uuid.uuid4().hex[:12]
                    call = {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "id": call_id,
                                "type": "function",
                                "function": {"name": TOOL_NAME, "arguments": json.dumps({"question": question})},
                            }
                        ],
                    }
                    results = [{"role": "tool", "tool_call_id": call_id, "content": advice}]
                    self._remember(ctx, client_msgs, call, results)
                    history = [*history, call, *results]
                    dec.update(advisor_trigger="answer_check", advisor_trigger_ok=ok)
                    rounds += 1
                    continue
                break
            if not offered:  # withdrawn but called anyway (a prompted model may): strip it
                self._strip(resp, adv)
                break
            call = {"role": "assistant", "content": msg.get("content"), "tool_calls": adv}
            budget_left = int(ctx.state.get("advisor_calls", 0)) < p.session_budget
            if rounds >= p.loop_limit or not budget_left:
                results = [{"role": "tool", "tool_call_id": c.get("id"), "content": _UNAVAILABLE} for c in adv]
                offered = False
                dec["advisor_withdrawn"] = "loop_limit" if rounds >= p.loop_limit else "session_budget"
            else:
                question = " ".join(q for q in (self._question(c) for c in adv) if q)
                advice, ok = await self._advise(ctx, history, tools, question, None)
                rounds += 1
                results = [{"role": "tool", "tool_call_id": c.get("id"), "content": advice} for c in adv]
                if not ok:
                    dec["advisor_failed"] = True
                self._remember(ctx, client_msgs, call, results)
            history = [*history, call, *results]
        dec["advisor_rounds"] = rounds
        if edge_calls > 1 and isinstance(resp.get("usage"), dict):
            resp["usage"] = {
                **resp["usage"],
                **usage,
                "total_tokens": usage["prompt_tokens"] + usage["completion_tokens"],
            }
        # the edge call may have been served by the edge role's configured fallback
        return await ctx.deliver(resp, "cloud" if ctx.headers.get("x-edgeward-route") == "cloud" else "edge")

    @staticmethod
    def _question(call: dict[str, Any]) -> str:
        args = (call.get("function") or {}).get("arguments")
        if isinstance(args, str):
            text = args
            try:
                args = json.loads(text) if text.strip() else {}
            except ValueError:
                return text.strip()[:500]
        if isinstance(args, dict):
            q = args.get("question")
            return str(q).strip()[:500] if q else ""
        return ""

    @staticmethod
    def _strip(resp: dict[str, Any], adv: list[dict[str, Any]]) -> None:
        ids = {id(c) for c in adv}
        for ch in resp.get("choices") or []:
            m = ch.get("message") or {}
            rest = [c for c in m.get("tool_calls") or [] if id(c) not in ids]
            if rest:
                m["tool_calls"] = rest
            else:
                m.pop("tool_calls", None)
                if ch.get("finish_reason") == "tool_calls":
                    ch["finish_reason"] = "stop"
                if m.get("content") is None:
                    m["content"] = ""
