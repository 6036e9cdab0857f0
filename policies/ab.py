"""`ab`: an A/B arm assigner (`ArmAssigner`) that puts each new session on one of several arms.

Params: `arms: {name: weight}` (policy names or arms configured under `arms:`, weights > 0) and
`seed` (any string or integer). The assignment is deterministic per session id:

    u = int(sha256(f"{seed}\\x1f{session_id}")[:16 hex], 16) / 2**64          # uniform in [0, 1)
    arm = the first arm, in sorted name order, whose cumulative weight share exceeds u

so a session keeps its arm across restarts and proxies, and a new seed reshuffles.

`ab` routes no step itself: the proxy asks `assign_arm(session_id)` when it creates a session
whose arm resolves to `ab` (`edgeward.proxy.arms`), then runs the chosen arm for the whole
session as if it had been selected directly (its policy, params and privacy overrides). The
store's session row carries the chosen arm (`arm`), its policy and `meta.ab` (the assigning
name), and every call row of the session has `arm` in its decision JSON — what
`edgeward audit --by-arm` groups by.
"""

from __future__ import annotations

import hashlib
from typing import Any

from pydantic import Field, field_validator

from edgeward.policies.common import Params, parse_params


class ABParams(Params):
    arms: dict[str, float] = Field(..., description="arm or policy name → weight")
    seed: str | int = 0

    @field_validator("arms")
    @classmethod
    def _weights(cls, v: dict[str, float]) -> dict[str, float]:
        if not v:
            raise ValueError("needs at least one arm")
        for name, w in v.items():
            if not (w > 0):
                raise ValueError(f"weight of {name!r} must be > 0")
            if name == "ab":
                raise ValueError("an arm cannot be the ab policy itself")
        return v


def assign(session_id: str, arms: dict[str, float], seed: str | int = 0) -> str:
    """The arm of a session (the documented deterministic rule)."""
    h = hashlib.sha256(f"{seed}\x1f{session_id}".encode("utf-8")).hexdigest()
    u = int(h[:16], 16) / float(1 << 64)
    names = sorted(arms)
    total = sum(arms[n] for n in names)
    acc = 0.0
    for n in names:
        acc += arms[n] / total
        if u < acc:
            return n
    return names[-1]


class AB:
    """Deterministic weighted assignment of sessions to arms (an `ArmAssigner`; module docstring).

    Raises ValueError for bad params (no arms, a weight ≤ 0, an arm named `ab`, `budget`).
    """

    name = "ab"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        if "budget" in params:
            raise ValueError("ab: put `budget` in the arms' params, not on the ab policy")
        self.params = params
        self.p = parse_params(ABParams, params, self.name)

    def assign_arm(self, session_id: str) -> str:
        """The arm of `session_id` (the documented deterministic rule)."""
        return assign(session_id, self.p.arms, self.p.seed)

    def arm_names(self) -> list[str]:
        """Every arm a session can be assigned (config checks build each one)."""
        return sorted(self.p.arms)
