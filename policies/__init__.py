"""Routing policies, one module each, behind the `Policy` protocol (`edgeward.policies.base`).

`REGISTRY` maps a policy name to its class; the proxy resolves names (and arm names) through it.
"""

from __future__ import annotations

from edgeward.policies.base import AuxCallError, Decision, Policy, PolicyContext
from edgeward.policies.simple import CloudOnly, EdgeOnly

REGISTRY: dict[str, type[Policy]] = {
    EdgeOnly.name: EdgeOnly,
    CloudOnly.name: CloudOnly,
}

__all__ = ["REGISTRY", "AuxCallError", "Decision", "Policy", "PolicyContext", "EdgeOnly", "CloudOnly"]
