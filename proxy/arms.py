"""Arms: which policy a session runs, with which params and privacy, and `ab` assignment.

An arm name is a registered policy (`edge-only`, `step-router`, …), an arm assigner (`ab`), an
arm configured under `arms:` (which names a policy or another arm, with params and privacy
overrides), or any of these with an egress suffix `+allow`, `+mask` or `+block`.

    resolve_arm(config, name) -> ArmSpec       # 400 for an unknown name or bad overrides
    make_policy(arm) -> Policy                 # 400 for bad params
    Arms(config).assign(arm, session_id)       # an `ab` arm → the arm it assigns this session

These functions need no roles or store: `check-config` and `serve` use `config_policy_errors`
to build the default policy and every arm before anything starts, exactly as a session would.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from edgeward.policies import ASSIGNERS, REGISTRY, ArmAssigner, Policy, build_assigner, build_policy
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.settings import ProxyConfig

EGRESS_MODES = ("allow", "mask", "block")

#: Arms may name arms; a longer chain is a config error (and bounds the recursion).
MAX_ARM_DEPTH = 32


@dataclass(frozen=True)
class ArmSpec:
    """A resolved arm: the name the user gave, the policy (or assigner) it runs, its params and
    privacy. `assigns` is True for an arm assigner (`ab`): it picks a session's arm instead of
    routing steps."""

    name: str
    policy: str
    params: dict[str, Any]
    privacy: PrivacyConfig

    @property
    def assigns(self) -> bool:
        return self.policy in ASSIGNERS


def egress_suffix(name: str) -> tuple[str, str] | None:
    """`<head>+<allow|mask|block>` → (head, mode); any other name → None."""
    head, sep, mode = name.rpartition("+")
    return (head, mode) if sep and head and mode in EGRESS_MODES else None


def shown_name(name: str) -> str:
    """A requested name as messages show it (at most 64 characters)."""
    return name if len(name) <= 64 else name[:64] + "…"


def _one_line(e: Exception) -> str:
    """A privacy validation error as one line: `dotted.path: message` (up to three)."""
    if isinstance(e, ValidationError):
        return "; ".join(
            f"{'.'.join(str(x) for x in err['loc']) or '(privacy)'}: {err['msg'].removeprefix('Value error, ')}"
            for err in e.errors()[:3]
        )
    return str(e).splitlines()[0]


def policy_names(config: ProxyConfig) -> list[str]:
    """Every name accepted where a policy is: registered policies, assigners and configured arms."""
    return sorted(set(REGISTRY) | set(ASSIGNERS) | set(config.arms))


#: How alike (difflib's ratio) a misspelt name and a known one must be to be suggested: 0.6
#: takes `step-ruoter` → step-router and `cloud` → cloud-only, never `qqq` → ab.
SUGGEST_CUTOFF = 0.6


def closest_policy(config: ProxyConfig, name: str) -> str | None:
    """The accepted name (`policy_names`) closest to a misspelt `name`, its egress suffix kept
    (`step-ruoter+mask` → step-router+mask), or None when none is close (difflib, cutoff
    `SUGGEST_CUTOFF`). Names over 64 characters get none (a client's `model` field is
    unbounded; difflib is quadratic)."""
    if len(name) > 64:
        return None
    head, plus, tail = name.rpartition("+")
    suffix = f"+{tail}" if plus and tail in EGRESS_MODES else ""
    base = head if suffix else name
    near = difflib.get_close_matches(base, policy_names(config), n=1, cutoff=SUGGEST_CUTOFF)
    return near[0] + suffix if near else None


def resolve_arm(config: ProxyConfig, name: str, _via: tuple[str, ...] = ()) -> ArmSpec:
    """Resolve a policy or arm name; `<name>+<allow|mask|block>` overrides the egress mode
    (one suffix: `x+block+mask` is refused rather than read as the last one).

    `policy.params` apply to the configured default policy (also when `policy.name` carries a
    `+mode` suffix); an arm's params go over those of the policy or arm it names.

    Raises ProxyError(400) for an unknown name (`unknown_policy`), bad privacy overrides or an
    arm that refers back to itself.
    """
    cfg = config
    if name in cfg.arms:
        if name in _via:
            raise ProxyError(400, f"arm {name!r} refers back to itself ({' -> '.join((*_via, name))})")
        if len(_via) >= MAX_ARM_DEPTH:
            raise ProxyError(400, f"arm {_via[0]!r}: a chain of more than {MAX_ARM_DEPTH} arms")
        arm = cfg.arms[name]
        base = resolve_arm(cfg, arm.policy, (*_via, name)) if arm.policy != name else None
        privacy = base.privacy if base else cfg.privacy
        if arm.privacy:
            try:
                privacy = PrivacyConfig.model_validate({**privacy.model_dump(), **arm.privacy})
            except (ValidationError, ValueError) as e:  # one line: a 400 message and a check-config line
                raise ProxyError(400, f"arm {name!r} has bad privacy overrides: {_one_line(e)}") from None
        policy = base.policy if base else arm.policy
        params = {**(base.params if base else {}), **arm.params}
        return ArmSpec(name, policy, params, privacy)
    if name in REGISTRY or name in ASSIGNERS:
        default = egress_suffix(cfg.policy.name)
        params = cfg.policy.params if name == (default[0] if default else cfg.policy.name) else {}
        return ArmSpec(name, name, dict(params), cfg.privacy)
    suffix = egress_suffix(name) if len(name) <= 256 else None  # bounds the recursion
    if suffix is not None:
        inner = egress_suffix(suffix[0])
        if inner is not None and suffix[0] not in cfg.arms:  # `x+block+mask`: which one was meant?
            raise ProxyError(
                400,
                f"{shown_name(name)}: more than one egress suffix (+{inner[1]}, +{suffix[1]}); name one of "
                f"+{', +'.join(EGRESS_MODES)}",
                code="unknown_policy",
                param="model",
            )
        base = resolve_arm(cfg, suffix[0], _via)
        try:  # validated, not copied: a mode has requirements (mask/block need a recognizer)
            privacy = PrivacyConfig.model_validate({**base.privacy.model_dump(), "egress": suffix[1]})
        except (ValidationError, ValueError) as e:
            raise ProxyError(400, f"{shown_name(name)}: {_one_line(e)}") from None
        return ArmSpec(name, base.policy, base.params, privacy)
    head, plus, tail = name.rpartition("+")
    if plus and len(name) <= 256 and (head in REGISTRY or head in ASSIGNERS or head in cfg.arms):
        hint = f" (an egress suffix is one of +{', +'.join(EGRESS_MODES)}; got +{shown_name(tail)})"
    else:
        near = closest_policy(cfg, name)
        hint = f" (did you mean {near}?)" if near else ""
    raise ProxyError(
        400,
        f"unknown policy or arm {shown_name(name)!r}{hint}; known: {', '.join(policy_names(cfg))}",
        code="unknown_policy",
        param="model",
    )


def make_policy(arm: ArmSpec) -> Policy:
    """Instantiate the arm's policy with its params (`build_policy`, which also applies `budget`).

    Raises ProxyError(400): unknown policy (`unknown_policy`), an assigner, or bad parameters.
    """
    try:
        return build_policy(arm.policy, arm.params)
    except KeyError:
        raise ProxyError(400, f"unknown policy {arm.policy!r}", code="unknown_policy") from None
    except (TypeError, ValueError) as e:
        raise ProxyError(400, f"bad parameters for policy {arm.policy!r}: {e}") from None


def make_assigner(arm: ArmSpec) -> ArmAssigner:
    """Instantiate the arm's assigner (`ab`) with its params. Raises ProxyError(400) for bad ones."""
    try:
        return build_assigner(arm.policy, arm.params)
    except KeyError:
        raise ProxyError(400, f"unknown policy {arm.policy!r}", code="unknown_policy") from None
    except (TypeError, ValueError) as e:
        raise ProxyError(400, f"bad parameters for policy {arm.policy!r}: {e}") from None


def check_builds(arm: ArmSpec) -> None:
    """Build the arm's policy or assigner once, for its errors. Raises ProxyError(400)."""
    if arm.assigns:
        make_assigner(arm)
    else:
        make_policy(arm)


def assigned_arm(config: ProxyConfig, parent: ArmSpec, session_id: str) -> ArmSpec:
    """The arm an assigner arm (`ab`) gives `session_id`. The parent's egress mode carries over
    when it differs from the config's (`<ab>+block`, or an `ab` arm's own `privacy.egress`).

    Raises ProxyError(400) when the assigner or the assigned arm cannot be resolved.
    """
    name = make_assigner(parent).assign_arm(session_id)
    mode = parent.privacy.egress
    if mode != config.privacy.egress:
        name = f"{name}+{mode}"
    return resolve_arm(config, name)


def config_policy_errors(config: ProxyConfig) -> list[tuple[str, str]]:
    """Build the default policy and every configured arm exactly as a session would
    (`resolve_arm` + `make_policy`, and each arm an assigner can give), without roles,
    upstreams or a store, so `check-config` and `serve` reject what the first request would.

    Returns (config key, one-line message) pairs, the key being `policy.name`, `policy.params`
    or `arms.<name>`; empty when everything builds.
    """

    def build(name: str) -> str | None:
        try:
            arm = resolve_arm(config, name)
            check_builds(arm)
            if arm.assigns:  # every arm it may assign
                for sub in make_assigner(arm).arm_names():
                    try:
                        sub_arm = resolve_arm(config, sub)
                        check_builds(sub_arm)
                    except ProxyError as e:
                        return f"ab arm {sub!r}: {e.message}"
                    if sub_arm.assigns:
                        return f"ab arm {sub!r} runs the ab policy itself (sessions are assigned once)"
        except ProxyError as e:
            return e.message
        return None

    errors: list[tuple[str, str]] = []
    name = config.policy.name
    suffix = egress_suffix(name)
    head = name if name in config.arms else (suffix[0] if suffix else name)
    if head in config.arms:  # the arm itself is checked below, under arms.<name>
        if config.policy.params:
            errors.append(
                (
                    "policy.params",
                    f"ignored: policy.name {name!r} is an arm; put the parameters under arms.{head}.params",
                )
            )
    elif head in REGISTRY or head in ASSIGNERS:
        if err := build(name):
            errors.append(("policy.params", err))
    else:
        try:
            resolve_arm(config, name)
        except ProxyError as e:
            errors.append(("policy.name", e.message))
    for arm_name in config.arms:
        if err := build(arm_name):
            errors.append((f"arms.{arm_name}", err))
    return errors


class Arms:
    """The arms of one config, for the pipeline: names checked once and cached.

    Args:
        config: the validated proxy config (fixed for the proxy's life).
    """

    def __init__(self, config: ProxyConfig) -> None:
        self.config = config
        self._valid: set[str] = set()  # requested names known to resolve and build

    def names(self) -> list[str]:
        """Every name accepted where a policy is (`policy_names`)."""
        return policy_names(self.config)

    def resolve(self, name: str) -> ArmSpec:
        """`resolve_arm` on this config. Raises ProxyError(400)."""
        return resolve_arm(self.config, name)

    def check(self, name: str) -> None:
        """Raise ProxyError(400) unless `name` resolves to a policy or arm that can be built.

        Checked on every request that names a policy, also when its session is already fixed:
        a typo must not be served silently. The config is fixed, so good names are cached.
        """
        if name in self._valid:
            return
        # built, not only resolved: a name whose policy cannot be built (e.g. `ab` without
        # arms) gets the same 400 whatever the state of the session
        check_builds(self.resolve(name))
        if len(self._valid) < 1024:  # `x+mask+allow…` makes the set of valid names unbounded
            self._valid.add(name)

    def assign(self, parent: ArmSpec, session_id: str) -> ArmSpec:
        """`assigned_arm` on this config. Raises ProxyError(400)."""
        return assigned_arm(self.config, parent, session_id)
