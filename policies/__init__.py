"""Routing policies, one module each, behind the `Policy` protocol (`edgeward.policies.base`).

`REGISTRY` maps a policy name to its class and `ASSIGNERS` an arm assigner's (`ab`); the proxy
resolves names (and arm names) through both (`edgeward.proxy.arms`). `build_policy(name,
params)` builds a policy and applies the parameters every policy accepts (`budget`, see
`edgeward.policies.budget`); `build_assigner(name, params)` builds an assigner. See
`policies/README.md` for the table of policies and their parameters.
"""

from __future__ import annotations

from typing import Any

from edgeward.policies.ab import AB
from edgeward.policies.advisor import Advisor
from edgeward.policies.base import AuxCallError, ArmAssigner, CompositePolicy, Decision, Policy, PolicyContext
from edgeward.policies.budget import Budgeted
from edgeward.policies.common import body_prompt_hash, prompt_hash
from edgeward.policies.sensitivity_gate import SensitivityGate
from edgeward.policies.simple import CloudOnly, EdgeOnly
from edgeward.policies.sketch import Sketch
from edgeward.policies.step_router import StepRouter
from edgeward.policies.task_router import TaskRouter

REGISTRY: dict[str, type[Policy]] = {
    EdgeOnly.name: EdgeOnly,
    CloudOnly.name: CloudOnly,
    Sketch.name: Sketch,
    TaskRouter.name: TaskRouter,
    StepRouter.name: StepRouter,
    Advisor.name: Advisor,
    SensitivityGate.name: SensitivityGate,
}

#: Meta-policies that assign a session to an arm instead of routing its steps.
ASSIGNERS: dict[str, type[AB]] = {AB.name: AB}

#: Parameters `build_policy` handles for every policy (not passed to the policy class).
COMMON_PARAMS = ("budget",)


def build_policy(name: str, params: dict[str, Any] | None = None) -> Policy:
    """Instantiate a registered policy with its params; `budget` wraps it in `Budgeted`.

    Raises:
        KeyError: unknown policy name.
        ValueError: bad parameters (the message names the policy and the key).
    """
    cls = REGISTRY[name]
    params = dict(params or {})
    budget = params.pop("budget", None)
    policy = cls(params, build_policy) if issubclass(cls, CompositePolicy) else cls(params)
    if budget is not None:
        if not isinstance(budget, dict):
            raise ValueError(f"{name}: budget must be a mapping {{session_usd, day_usd}}")
        policy = Budgeted(policy, budget)
    return policy


def build_assigner(name: str, params: dict[str, Any] | None = None) -> ArmAssigner:
    """Instantiate a registered arm assigner (`ab`) with its params.

    Raises:
        KeyError: unknown assigner name.
        ValueError: bad parameters (one line naming the key).
    """
    return ASSIGNERS[name](params)


__all__ = [
    "REGISTRY",
    "ASSIGNERS",
    "COMMON_PARAMS",
    "build_policy",
    "build_assigner",
    "AuxCallError",
    "ArmAssigner",
    "CompositePolicy",
    "Decision",
    "Policy",
    "PolicyContext",
    "EdgeOnly",
    "CloudOnly",
    "Sketch",
    "TaskRouter",
    "StepRouter",
    "Advisor",
    "SensitivityGate",
    "AB",
    "Budgeted",
    "prompt_hash",
    "body_prompt_hash",
]
