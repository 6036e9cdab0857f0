"""The two single-role strategies of EC2-Bench: edge-only and cloud-only."""

from __future__ import annotations

from typing import Any

from edgeward.policies.base import Decision, Policy, PolicyContext
from edgeward.policies.common import Params, parse_params


class NoParams(Params):
    """Neither takes parameters (`budget`, handled by `build_policy`, aside): a key written
    under their `params` is a typo or a key meant for another policy, so it is an error."""


class _Plain(Policy):
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(params)
        parse_params(NoParams, params, self.name)


class EdgeOnly(_Plain):
    """Every step on the edge; nothing leaves the device (EC2-Bench "Edge-only")."""

    name = "edge-only"

    async def decide(self, ctx: PolicyContext) -> Decision:
        if not ctx.has_edge:
            return Decision("cloud", "no_edge_configured", fallback=True)
        return Decision("edge", "rule")


class CloudOnly(_Plain):
    """Every step on the cloud, through the egress gate (EC2-Bench "Cloud-only")."""

    name = "cloud-only"

    async def decide(self, ctx: PolicyContext) -> Decision:
        if not ctx.has_cloud:
            return Decision("edge", "no_cloud_configured", fallback=True)
        return Decision("cloud", "rule")
