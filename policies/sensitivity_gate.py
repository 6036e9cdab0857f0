"""`sensitivity-gate`: a step may go to the cloud only when the context it would send is clean.

Composes with a base policy (`base`, default `cloud-only`; any registered policy, with
`base_params`). The base decides first (its probes and other auxiliary calls run as usual).
When it chooses the cloud, the body the cloud would receive (the base's `Decision.body`, or the
client's) is scanned with the egress gate's own detector, through the pipeline
(`await ctx.scan(body)`, the session's `privacy.detector` config) — detector output only; the
proxy never sees a task's annotated units. If any span is at/above the configured risk the step
stays on the edge (reason `sensitive_context`, with the entity types, counts and the highest
score in the details — never values); otherwise it goes to the cloud as the base decided, where
the egress gate still applies the session's mode (allow / mask / block).

Risk: a span counts when its score ≥ `min_score` (0.0: everything the detector reports, after
its own per-entity thresholds) and its type is in `entity_types` (None: every type) and not in
`ignore_types`. `min_spans` (1) spans must count for the step to stay on the edge.

Fails closed: a scan that raises or times out keeps the step on the edge (`scan_failed`,
`fallback: true`). No edge role → the base's decision stands (recorded as `no_edge_configured`).

The gate applies to the step route only: auxiliary cloud calls a base makes itself (the
advisor's advice, a sketch) pass the egress gate as usual but are not vetoed here. With a base
that overrides `execute` (advisor), a vetoed step is forwarded plainly to the edge.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import Field

from edgeward.policies.base import CompositePolicy, Decision, PolicyBuilder, PolicyContext
from edgeward.policies.common import Params, parse_params


def _norm(t: str) -> str:
    return re.sub(r"[^A-Z0-9]+", "_", str(t).upper()).strip("_") or "PII"


class SensitivityGateParams(Params):
    base: str = Field("cloud-only", description="the policy whose cloud decisions are gated")
    base_params: dict[str, Any] = Field(default_factory=dict)
    min_score: float = Field(0.0, ge=0.0, le=1.0)
    entity_types: list[str] | None = None
    ignore_types: list[str] = Field(default_factory=list)
    min_spans: int = Field(1, ge=1)


class SensitivityGate(CompositePolicy):
    """Veto cloud steps whose context holds detected sensitive values (module docstring).

    Raises ValueError for bad params or an unknown (or self-referencing) base policy.
    """

    name = "sensitivity-gate"

    def __init__(self, params: dict[str, Any] | None, build: PolicyBuilder) -> None:
        super().__init__(params, build)
        self.p = parse_params(SensitivityGateParams, params, self.name)
        if self.p.base == self.name:
            raise ValueError(f"{self.name}: base cannot be {self.name}")
        try:
            self.base = build(self.p.base, self.p.base_params)
        except KeyError:
            raise ValueError(f"{self.name}: unknown base policy {self.p.base!r}") from None
        self._types = {_norm(t) for t in self.p.entity_types} if self.p.entity_types is not None else None
        self._ignore = {_norm(t) for t in self.p.ignore_types}

    def risky(self, spans: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The spans that count as risk under the parameters."""
        out = []
        for s in spans:
            t = _norm(s.get("type") or s.get("entity_type") or "")
            if t in self._ignore or (self._types is not None and t not in self._types):
                continue
            if float(s.get("score") or 0.0) >= self.p.min_score:
                out.append({**s, "type": t})
        return out

    async def decide(self, ctx: PolicyContext) -> Decision:
        d = await self.base.decide(ctx)
        d.details = {**d.details, "base": self.p.base, "base_reason": d.reason}
        if d.route != "cloud":
            return d
        if not ctx.has_edge:
            d.details["gate"] = "no_edge_configured"
            return d
        body = d.body if d.body is not None else ctx.body
        try:
            spans = await ctx.scan(body)
        except Exception as e:  # noqa: BLE001 - fail closed: the step stays on the edge
            return Decision(
                "edge",
                "scan_failed",
                fallback=True,
                details={**d.details, "error": f"{type(e).__name__}: {str(e)[:160]}"},
            )
        risky = self.risky(spans)
        if len(risky) >= self.p.min_spans:
            counts: dict[str, int] = {}
            for s in risky:
                counts[s["type"]] = counts.get(s["type"], 0) + 1
            return Decision(
                "edge",
                "sensitive_context",
                details={
                    **d.details,
                    "sensitive_types": counts,
                    "sensitive_spans": len(risky),
                    "max_score": round(max(float(s.get("score") or 0) for s in risky), 4),
                    "min_score": self.p.min_score,
                },
            )
        d.details.update(gate="clean", spans_seen=len(spans))
        return d

    async def execute(self, ctx: PolicyContext, decision: Decision) -> Any:
        if decision.reason in ("sensitive_context", "scan_failed"):
            return await ctx.forward(decision)
        return await self.base.execute(ctx, decision)
