"""The two single-role strategies of EC2-Bench: edge-only and cloud-only."""

from __future__ import annotations

from edgeward.policies.base import Decision, Policy, PolicyContext


class EdgeOnly(Policy):
    """Every step on the edge; nothing leaves the device (EC2-Bench "Edge-only")."""

    name = "edge-only"

    async def decide(self, ctx: PolicyContext) -> Decision:
        if not ctx.has_edge:
            return Decision("cloud", "no_edge_configured", fallback=True)
        return Decision("edge", "rule")


class CloudOnly(Policy):
    """Every step on the cloud, through the egress gate (EC2-Bench "Cloud-only")."""

    name = "cloud-only"

    async def decide(self, ctx: PolicyContext) -> Decision:
        if not ctx.has_cloud:
            return Decision("edge", "no_cloud_configured", fallback=True)
        return Decision("cloud", "rule")
