"""Spend caps for every policy: `budget: {session_usd, day_usd}` in an arm's (or the policy's)
params.

`build_policy` wraps the configured policy in `Budgeted` when its params carry `budget`. Before
each step the wrapper reads the spend so far from the pipeline (`ctx.spent_usd("session")`,
`ctx.spent_usd("day")`: USD of every recorded call — steps and auxiliary calls, cloud and edge
— of this session / of the whole proxy since 00:00 UTC, including calls recorded before a
restart). When a cap is reached (spent ≥ cap), the step goes to the edge without consulting the
wrapped policy (so no probe, sketch or advisor call is spent either), recorded as reason
`budget_exceeded`, `fallback: true`, with the spend and the cap. A request forced to the cloud
with `x-edgeward-force: cloud` is held to the cap too (the pipeline asks `Policy.budget_block`).

The cap is checked per step: a step that starts under the cap may end above it (its own cloud
call, or the advisor's calls inside one step); the next step then goes to the edge. Without an
edge role a capped step cannot be served: the request fails with an auxiliary-call error (502)
naming the cap, rather than spending more.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from edgeward.policies.base import AuxCallError, Decision, Policy, PolicyContext, SpendScope
from edgeward.policies.common import Params, parse_params


class BudgetParams(Params):
    session_usd: float | None = Field(None, ge=0, description="cap per session (USD)")
    day_usd: float | None = Field(None, ge=0, description="cap per UTC day, whole proxy (USD)")


class Budgeted(Policy):
    """Wraps a policy with spend caps (module docstring)."""

    def __init__(self, inner: Policy, budget: dict[str, Any] | None) -> None:
        super().__init__(inner.params)
        self.inner = inner
        self.name = inner.name
        self.budget = parse_params(BudgetParams, budget, f"{inner.name}: budget")

    async def budget_block(self, ctx: PolicyContext) -> Decision | None:
        """The edge decision when a cap is reached, else None. Raises AuxCallError when a cap
        is reached and there is no edge role."""
        b = self.budget
        caps: tuple[tuple[SpendScope, float | None], ...] = (("session", b.session_usd), ("day", b.day_usd))
        for scope, cap in caps:
            if cap is None:
                continue
            used = float(ctx.spent_usd(scope))
            if used >= cap:
                details = {"budget_scope": scope, "spent_usd": round(used, 6), "cap_usd": cap}
                if not ctx.has_edge:
                    raise AuxCallError(f"the {scope} spend cap of ${cap} is reached and no edge model is configured")
                return Decision("edge", "budget_exceeded", fallback=True, details=details)
        return None

    async def decide(self, ctx: PolicyContext) -> Decision:
        blocked = await self.budget_block(ctx)
        if blocked is not None:
            return blocked
        return await self.inner.decide(ctx)

    async def execute(self, ctx: PolicyContext, decision: Decision) -> Any:
        if decision.reason == "budget_exceeded":
            return await ctx.forward(decision)
        return await self.inner.execute(ctx, decision)
