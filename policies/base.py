"""The Policy protocol: where each model call goes and what context the cloud may see.

A policy gets a `PolicyContext` from the pipeline (never the proxy's internals) and returns a
`Decision`. Auxiliary calls (entropy probe, sketch, advisor, router) go through
`ctx.aux_call`, which records them with their role, tokens, USD and FLOPs and passes every
cloud-bound body through the egress gate. A policy that needs more than one upstream call per
client request (the advisor loop) overrides `execute`.

The seams a policy may rely on are all declared here: the `PolicyContext` (with the gate's
detector `scan`, the spend so far `spent_usd` and the response `headers`), a policy's own spend
cap hook `Policy.budget_block`, `CompositePolicy` for a policy built around another one, and
`ArmAssigner` for a meta-policy (`ab`) that picks the arm a session runs instead of routing
steps itself.

Dependency rule (docs/ARCHITECTURE.md §4): policies import nothing from `edgeward.proxy`; the
context object is all they see.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable
from typing import Any, Literal, Protocol, runtime_checkable

Route = Literal["edge", "cloud"]
#: `spent_usd` scopes: this session, or the whole proxy since 00:00 UTC.
SpendScope = Literal["session", "day"]


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
        shared_state: scratch space shared by every session of this arm in this proxy (lives as
            long as the proxy), for what must calibrate across sessions (the step router's τ).
        has_edge / has_cloud: which roles are configured.
        stream: whether the client asked for a stream.
        headers: the `x-edgeward-*` response headers so far; after a step call (`forward`,
            `complete`) `x-edgeward-route` names the role that answered (a configured fallback
            may have served it) and `x-edgeward-call-id` its call row.
    """

    session_id: str
    task: str | None
    step: int
    body: dict[str, Any]
    state: dict[str, Any]
    shared_state: dict[str, Any]
    has_edge: bool
    has_cloud: bool
    stream: bool
    headers: dict[str, str]

    async def aux_call(
        self,
        target: Route,
        body: dict[str, Any],
        *,
        role: str,
        purpose: str,
        details: dict[str, Any] | None = None,
        annotate: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """Make a recorded, non-streaming auxiliary call to `target` and return its JSON response.

        `role` is the recorded role (probe, sketch, advisor, router). Cloud-bound bodies pass the
        egress gate (masked per the session's privacy mode; a block raises AuxCallError); the
        answer restores only the placeholders `body` was sent with (a policy that passes it to
        the edge passes no value the body did not hold).
        `details` go into the call row's decision JSON; `annotate(response)` may return more,
        computed from the answer (e.g. the probe's entropy), merged in before the row is written.
        Raises AuxCallError on any failure.
        """
        ...

    async def forward(self, decision: Decision) -> Any:
        """Send the step as decided and deliver the answer to the client (stream or JSON)."""
        ...

    async def complete(
        self, target: Route, body: dict[str, Any], *, purpose: str, details: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """A recorded non-streaming *step* call (role = target) whose answer the policy inspects
        before the client sees anything (used by multi-call policies such as the advisor).
        Cloud-bound bodies pass the gate; the response restores the placeholders the body was sent
        with, no others. `details` go into the call row's decision JSON. Raises AuxCallError."""
        ...

    async def deliver(self, response: dict[str, Any], route: Route) -> Any:
        """Deliver a finished chat.completion to the client (as SSE chunks if it asked to stream)."""
        ...

    async def scan(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The egress gate's detector (the session's detector config) over `body`: one dict per
        span `{type, score, path, start, end}`, never the value. Raises on detector failure or
        after `privacy.scan_timeout_s`."""
        ...

    def spent_usd(self, scope: SpendScope = "session") -> float:
        """USD recorded so far (every call row: steps and auxiliary calls, before a restart too)
        for this session (`session`) or by the whole proxy since 00:00 UTC (`day`)."""
        ...


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
        """Where this step goes (and with which body); may make auxiliary calls through `ctx`."""
        raise NotImplementedError

    async def execute(self, ctx: PolicyContext, decision: Decision) -> Any:
        """Carry out the decision. The default sends one call and delivers its answer."""
        return await ctx.forward(decision)

    async def budget_block(self, ctx: PolicyContext) -> Decision | None:
        """The edge decision when a spend cap is reached, else None. Asked by the pipeline also
        for a step forced to the cloud (`x-edgeward-force: cloud`); only `Budgeted` has caps.

        Raises AuxCallError when a cap is reached and no edge role can serve the step.
        """
        return None


#: Builds a registered policy by name with its params (`edgeward.policies.build_policy`).
PolicyBuilder = Callable[[str, dict[str, Any] | None], Policy]


class CompositePolicy(Policy):
    """A policy built around another registered policy (`sensitivity-gate`'s `base`): the
    registry hands it the builder, so the module never imports the registry back.

    Args:
        params: the policy's parameters.
        build: `build_policy`, to build the wrapped policy by name.
    """

    def __init__(self, params: dict[str, Any] | None, build: PolicyBuilder) -> None:
        super().__init__(params)
        self.build = build


class ArmAssigner(Protocol):
    """A meta-policy (`ab`): it routes no step itself; it assigns each new session to one of
    several arms, and the session then runs that arm as if it had been selected directly.

    `assign_arm(session_id)` must be deterministic (a session keeps its arm across restarts);
    `arm_names()` lists every arm it can assign (config checks build each one).
    """

    name: str

    def assign_arm(self, session_id: str) -> str: ...

    def arm_names(self) -> list[str]: ...
