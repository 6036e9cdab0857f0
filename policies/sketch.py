"""`sketch` (Sketch-Guided): one cloud sketch per session, every step on the edge.

On a session's first request the cloud gets **only the task** — the first user message, through
the egress gate like every cloud-bound byte (masked per the session's privacy mode) — and is
asked for a short numbered outline (≤ `max_points` points, each ≤ `max_words` words). This is the
session's one cloud call (`ctx.aux_call("cloud", …, role="sketch")`, recorded with its tokens and
USD). The outline is kept in `ctx.state` and added to the edge's context on *every* step of the
session, framed as a hint that yields to the task; the edge does all the work.

Where the hint goes (`placement`):
- `user` (default): appended to the **first user message**, right after the task it outlines.
  Small models attend to the user turn far more than to long agent system prompts, the hint sits
  next to the words it refers to, and no chat template breaks on it (some reject a second
  system message, or one that is not first). Agents resend their history, so the hint is
  re-added to the same message each step.
- `system`: appended to the first system message (a new one at the front when there is none),
  for agents whose user turn must stay byte-identical.

Fallbacks (recorded in the decision: `fallback: true`, `details.sketch` = the reason): the sketch
call fails, is blocked by the gate, or returns no usable points → the session continues
edge-only without a hint; the call is not retried (one cloud call per session at most). No
cloud role → edge-only (`no_cloud_configured`); no edge role → cloud (`no_edge_configured`).
A request whose first user message is not the task the outline was made for (another
conversation in the same session) gets no hint (`other_task`): the outline was restored for the
call that sent that task and may hold its values.

Unlike the reference (which hard-codes this strategy's privacy to 100 %), the sketch call is an
egress like any other and is measured from the egress log.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from typing import Any, Literal

from pydantic import Field

from edgeward.policies.base import AuxCallError, Decision, Policy, PolicyContext
from edgeward.policies.common import (
    Params,
    add_system_note,
    append_to_message,
    first_message,
    first_user_index,
    first_user_text,
    parse_params,
    strip_think,
    text_of,
)

SKETCH_SYSTEM = (
    "You write the outline that a smaller assistant will follow while it does a task on its own, "
    "with its own tools and data that you cannot see. Reply with a numbered list of at most "
    "{points} steps, one line each, at most {words} words per step. Name the kind of action "
    "(look up, read, compute, check, write, send, report) and what to pay attention to. Do not "
    "invent file names, values, addresses or tool names that the task does not state. "
    "No introduction, no closing remarks."
)

HINT_HEADER = (
    "[Outline from a planning assistant. It is only a hint and it has not seen your files or "
    "tools. The task above always takes precedence: if the outline conflicts with the task or "
    "with what your tools show, follow the task. Take exact names, paths and values from the "
    "task and your tool results, never from this outline.]"
)

_NUMBERED = re.compile(r"^\s*(?:\d{1,2}[.)]|[-*•])\s+(.*\S)\s*$")


class SketchParams(Params):
    max_points: int = Field(10, ge=1, le=20)
    max_words: int = Field(12, ge=3, le=40, description="words per point (asked for and enforced)")
    placement: Literal["user", "system"] = "user"
    max_tokens: int = Field(400, ge=16, description="max_tokens of the sketch call")
    temperature: float = Field(0.3, ge=0, le=2)


def parse_sketch(text: str, max_points: int, max_words: int) -> list[str]:
    """Numbered (or bulleted) lines of a model's outline, capped in count and length.

    Lines that are not list items are used only when the reply has no list at all."""
    lines = [ln for ln in strip_think(text).splitlines() if ln.strip()]
    items = [m.group(1) for ln in lines if (m := _NUMBERED.match(ln))]
    if not items:
        items = [ln.strip().strip("#*").strip() for ln in lines]
    out = []
    for it in items:
        it = it.replace("**", "").strip()
        words = it.split()
        if not words:
            continue
        if len(words) > max_words:
            it = " ".join(words[:max_words]) + " …"
        out.append(it)
        if len(out) >= max_points:
            break
    return out


def _task_key(task: str) -> str:
    """What identifies the task an outline was made for (its text is not kept in the state)."""
    return hashlib.sha256(task.encode("utf-8", "surrogatepass")).hexdigest()


def render_hint(points: list[str]) -> str:
    return HINT_HEADER + "\n" + "\n".join(f"{i}. {p}" for i, p in enumerate(points, 1))


class Sketch(Policy):
    """Sketch-guided edge execution (see the module docstring)."""

    name = "sketch"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(params)
        self.p = parse_params(SketchParams, params, self.name)

    def sketch_body(self, task: str) -> dict[str, Any]:
        p = self.p
        return {
            "messages": [
                {"role": "system", "content": SKETCH_SYSTEM.format(points=p.max_points, words=p.max_words)},
                {"role": "user", "content": task},
            ],
            "temperature": p.temperature,
            "max_tokens": p.max_tokens,
            "stream": False,
        }

    async def _ensure_sketch(self, ctx: PolicyContext) -> None:
        st = ctx.state
        if "sketch_status" in st:
            return
        lock = st.setdefault("sketch_lock", asyncio.Lock())
        async with lock:
            if "sketch_status" in st:
                return
            task = first_user_text(ctx.body).strip()
            if not task:
                st["sketch_status"] = "no_task"
                return
            st["sketch_task"] = _task_key(task)
            points: list[str] = []

            def annotate(resp: dict[str, Any]) -> dict[str, Any]:
                points[:] = parse_sketch(
                    text_of(first_message(resp).get("content")), self.p.max_points, self.p.max_words
                )
                return {"sketch_points": len(points)}

            try:
                resp = await ctx.aux_call(
                    "cloud",
                    self.sketch_body(task),
                    role="sketch",
                    purpose="sketch",
                    details={"max_points": self.p.max_points},
                    annotate=annotate,
                )
            except AuxCallError as e:
                st["sketch_status"] = "sketch_failed"
                st["sketch_error"] = str(e)[:200]
                return
            if not points:
                annotate(resp)
            if not points:
                st["sketch_status"] = "sketch_empty"
                return
            st["sketch"] = points
            st["sketch_hint"] = render_hint(points)
            st["sketch_status"] = "ok"

    def with_hint(self, body: dict[str, Any], hint: str) -> dict[str, Any]:
        """The body with the hint added per `placement` (the client's body is not mutated)."""
        msgs = list(body.get("messages") or [])
        if self.p.placement == "user":
            i = first_user_index(msgs)
            if i is not None:
                msgs[i] = append_to_message(msgs[i], hint)
                return {**body, "messages": msgs}
        return {**body, "messages": add_system_note(msgs, hint)}

    async def decide(self, ctx: PolicyContext) -> Decision:
        if not ctx.has_edge:
            return Decision("cloud", "no_edge_configured", fallback=True)
        if not ctx.has_cloud:
            return Decision("edge", "no_cloud_configured", fallback=True, details={"sketch": "no_cloud"})
        await self._ensure_sketch(ctx)
        st = ctx.state
        status = st.get("sketch_status")
        if status != "ok":
            details: dict[str, Any] = {"sketch": status}
            if st.get("sketch_error"):
                details["sketch_error"] = st["sketch_error"]
            return Decision("edge", "sketch_unavailable", fallback=True, details=details)
        if _task_key(first_user_text(ctx.body).strip()) != st.get("sketch_task"):
            return Decision("edge", "sketch_unavailable", fallback=True, details={"sketch": "other_task"})
        return Decision(
            "edge",
            "sketch_hint",
            body=self.with_hint(ctx.body, st["sketch_hint"]),
            details={"sketch": "ok", "sketch_points": len(st["sketch"]), "placement": self.p.placement},
        )
