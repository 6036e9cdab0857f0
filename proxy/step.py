"""`StepContext`: the `PolicyContext` of one client request, and the send requests it makes.

Every upstream call a policy causes — the step itself (`forward`), a step whose answer the
policy inspects first (`complete`), an auxiliary call (`aux_call`: probe, sketch, advisor …) —
becomes one `SendRequest` to the pipeline's single send path (`Sender.send`), which gates,
sends, restores and records it. This module only says what each kind of call asks for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from edgeward.policies import AuxCallError, Decision
from edgeward.policies.base import Route, SpendScope
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.exchange import ChatCall, ResponseWriter
from edgeward.proxy.sessions import SessionState
from edgeward.proxy.sse import DONE, encode, synthesize_chunks
from edgeward.proxy.upstreams.base import UpstreamError


@dataclass
class SendRequest:
    """One upstream call to make.

    Attributes:
        target: the role asked for (`edge` | `cloud`).
        body: the chat-completions body (cloud-bound bodies pass the egress gate).
        purpose: `step`, or what an auxiliary call is for (recorded).
        role: the recorded role of an auxiliary call (`probe`, `sketch`, `advisor` …); None for
            a step call, recorded as the role that answered.
        decision: a step's routing decision (its decision JSON is built from it); None for
            calls whose JSON is `details`.
        details: the decision JSON of a call without `decision`.
        stream: relay the upstream's stream to the client (a step the client streams).
        reroute: a gate block moves the call to the edge instead of refusing it.
        fallback: the role's configured `fallback` serves the call when it fails.
        annotate: computes more decision JSON from the answer (the probe's entropy).
    """

    target: Route
    body: dict[str, Any]
    purpose: str
    role: str | None = None
    decision: Decision | None = None
    details: dict[str, Any] = field(default_factory=dict)
    stream: bool = False
    reroute: bool = False
    fallback: bool = False
    annotate: Callable[[dict[str, Any]], dict[str, Any]] | None = None


@dataclass
class SendResult:
    """The outcome of a send: the call row's id, the role that answered, and the restored
    chat.completion — None when the answer was streamed to the client already."""

    call_id: str
    target: Route
    response: dict[str, Any] | None


class Sender(Protocol):
    """What a step needs from the pipeline (implemented by `Pipeline`)."""

    def has_role(self, role: str) -> bool: ...

    def arm_state(self, arm: str) -> dict[str, Any]: ...

    def role_headers(self, role: str) -> dict[str, str]: ...

    async def send(self, step: StepContext, req: SendRequest) -> SendResult: ...

    async def scan(self, session: SessionState, body: dict[str, Any]) -> list[dict[str, Any]]: ...

    def spent_usd(self, session: str | None) -> float: ...

    async def committed(self) -> None: ...


class StepContext:
    """The `PolicyContext` (`edgeward.policies.base`) for one client request.

    Args:
        sender: the pipeline.
        session: the request's session.
        call: the parsed request.
        out: the client's response writer.
        headers: the `x-edgeward-*` headers so far (session, policy, warning).
    """

    def __init__(
        self, sender: Sender, session: SessionState, call: ChatCall, out: ResponseWriter, headers: dict[str, str]
    ) -> None:
        self.sender, self.session, self.call, self.out, self.headers = sender, session, call, out, headers
        self.session_id = session.id
        self.task = session.task
        self.step = session.steps
        self.body = call.body
        self.state = session.policy_state
        self.shared_state = sender.arm_state(session.arm.name)
        self.has_edge = sender.has_role("edge")
        self.has_cloud = sender.has_role("cloud")
        self.stream = call.stream
        self.fell_back = False  # a step falls back to the other role at most once

    async def forward(self, decision: Decision) -> None:
        """Send the step as decided and deliver the answer (streamed through when possible).

        Raises ProxyError (403: blocked with no edge) or UpstreamError (the call failed).
        """
        body = decision.body if decision.body is not None else self.body
        res = await self.sender.send(
            self,
            SendRequest(
                decision.route, body, "step", decision=decision, stream=self.stream, reroute=True, fallback=True
            ),
        )
        if res.response is not None:
            await self.deliver(res.response, res.target)

    async def complete(
        self, target: Route, body: dict[str, Any], *, purpose: str, details: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """A recorded non-streaming step call whose answer the policy sees first (a gate block
        re-routes it to the edge). Raises AuxCallError when the call fails."""
        try:
            res = await self.sender.send(
                self, SendRequest(target, body, purpose, details=dict(details or {}), reroute=True, fallback=True)
            )
        except UpstreamError as e:
            raise AuxCallError(e.message) from None
        assert res.response is not None  # not streamed
        return res.response

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
        """A recorded non-streaming auxiliary call (a gate block refuses it). Raises AuxCallError."""
        if not self.sender.has_role(target):
            raise AuxCallError(f"no {target} role configured")
        try:
            res = await self.sender.send(
                self, SendRequest(target, body, purpose, role=role, details=dict(details or {}), annotate=annotate)
            )
        except (ProxyError, UpstreamError) as e:
            raise AuxCallError(e.message) from None
        assert res.response is not None  # not streamed
        return res.response

    async def deliver(self, response: dict[str, Any], route: Route) -> None:
        """Send a finished chat.completion (as synthesised SSE chunks when the client streams),
        once the rows of the calls that made it are committed."""
        headers = {**self.headers, "x-edgeward-route": route, **self.sender.role_headers(route)}
        await self.sender.committed()
        if not self.stream:
            await self.out.json(200, response, headers)
            return
        await self.out.start_stream(headers)
        for chunk in synthesize_chunks(response, self.call.include_usage):
            await self.out.event(encode(chunk))
        await self.out.event(DONE)
        await self.out.end()

    async def scan(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The gate's detector over `body` (`PolicyContext.scan`)."""
        return await self.sender.scan(self.session, body)

    def spent_usd(self, scope: SpendScope = "session") -> float:
        """USD so far for this session or today (`PolicyContext.spent_usd`)."""
        return self.sender.spent_usd(self.session_id if scope == "session" else None)
