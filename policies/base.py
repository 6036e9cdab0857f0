"""The Policy protocol: where each model call goes and what context the cloud may see.

A policy gets a `PolicyContext` from the pipeline (never the proxy's internals) and returns a
`Decision`. Auxiliary calls (entropy probe, sketch, advisor, router) go through
`ctx.aux_call`, which records them with their role, tokens, USD and FLOPs and passes every
cloud-bound body through the egress gate. A policy that needs more than one upstream call per
client request (the advisor loop) overrides `execute`.

Dependency rule (DESIGN.md §4): policies import nothing from `edgeward.proxy` at run time; the
context object is all they see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Protocol, runtime_checkable

Route = Literal["edge", "cloud"]


@dataclass
class Decision:
    """A routing decision for one step.

    Attributes:
        route: "edge" or "cloud".
        reason: short machine-readable reason (`rule`, `probe_failed_fallback`, `forced`, …).
        body: the request body to send instead of the client's (e.g. with a sketch added); None
            means the client's body unchanged.
        details: numbers behind the decision (entropy in nats, threshold, table score …),
            stored in the call row's `decision` JSON.
        fallback: True when the policy fell back to a default (no table, probe failed …).
    """

    route: Route
    reason: str
    body: dict[str, Any] | None = None
    details: dict[str, Any] = field(default_factory=dict)
    fallback: bool = False


class AuxCallError(Exception):
    """An auxiliary call failed (upstream error, gate block, no such role)."""


@runtime_checkable
class PolicyContext(Protocol):
    """What the pipeline gives a policy for one client request.

    Attributes:
        session_id: the session (one agent trajectory).
        task: the `x-edgeward-task` value, if any.
        step: 1-based index of this client request within the session.
        body: the client's chat-completions request (treat as read-only).
        state: per-session scratch space owned by this policy (lives as long as the session).
        has_edge / has_cloud: which roles are configured.
        stream: whether the client asked for a stream.
    """

    session_id: str
    task: str | None
    step: int
    body: dict[str, Any]
    state: dict[str, Any]
    has_edge: bool
    has_cloud: bool
    stream: bool

    async def aux_call(self, target: Route, body: dict[str, Any], *, role: str, purpose: str,
                       details: dict[str, Any] | None = None,
                       annotate: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> dict[str, Any]:
        """Make a recorded, non-streaming auxiliary call to `target` and return its JSON response.

        `role` is the recorded role (probe, sketch, advisor, router). Cloud-bound bodies pass the
        egress gate (masked per the session's privacy mode; a block raises AuxCallError).
        `details` go into the call row's decision JSON; `annotate(response)` may return more,
        computed from the answer (e.g. the probe's entropy), merged in before the row is written.
        Raises AuxCallError on any failure.
        """
        ...

    async def forward(self, decision: Decision) -> Any:
        """Send the step as decided and deliver the answer to the client (stream or JSON)."""
        ...

    async def complete(self, target: Route, body: dict[str, Any], *, purpose: str,
                       details: dict[str, Any] | None = None) -> dict[str, Any]:
        """A recorded non-streaming *step* call (role = target) whose answer the policy inspects
        before the client sees anything (used by multi-call policies such as the advisor).
        Cloud-bound bodies pass the gate; the response is restored. `details` go into the call
        row's decision JSON. Raises AuxCallError."""
        ...

    async def deliver(self, response: dict[str, Any], route: Route) -> Any:
        """Deliver a finished chat.completion to the client (as SSE chunks if it asked to stream)."""
        ...

    # Optional capabilities (the proxy's StepContext has them; policies use getattr and fall
    # back when absent):
    #
    #   async def scan(self, body) -> list[dict]
    #       the egress gate's detector over `body` (the session's detector config): one dict per
    #       span {type, score, path, start, end}, never the value. Raises on detector failure.
    #   def spent_usd(self, scope: "session" | "day") -> float
    #       USD recorded so far for this session / for the whole proxy since 00:00 UTC.


class Policy:
    """Base class: subclasses set `name` and implement `decide`; `execute` may be overridden.

    Args:
        params: the policy's parameters from config (validated by the subclass).

    Raises:
        ValueError: bad parameters (reported by the config loader with the policy's name).
    """

    name: str = "base"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        self.params = dict(params or {})

    async def decide(self, ctx: PolicyContext) -> Decision:
        raise NotImplementedError

    async def execute(self, ctx: PolicyContext, decision: Decision) -> Any:
        """Carry out the decision. The default sends one call and delivers its answer."""
        return await ctx.forward(decision)
