"""The egress floor: the operator's egress mode is the least a client request gets.

A client names a policy or arm per session (model `edgeward/<name>` or `x-edgeward-policy`),
optionally with an egress suffix `+allow`, `+mask` or `+block`. Modes are ordered
`allow < mask < block`. The **floor** of a requested name is the mode the operator configured
for the name under the client's suffixes (its *base*): `privacy.egress` for a registered policy
or `ab`, the arm's own mode for an arm written under `arms:` (an arm the operator wrote is the
operator's choice, whatever its mode, and so is every arm `ab` assigns, and the config's own
`policy.name`). A client may tighten (`cloud-only+block` over a `mask` floor) but not loosen:
a requested mode below the floor is refused, unless `server.allow_client_egress_override:
true` (the harness sets it for its own proxy, which runs every arm on purpose). A refused
downgrade is not an error: the request is served with the base at its floor, answered with
`x-edgeward-warning` and logged (`egress floor: … refused`).

The floor binds what a request asks for; sessions registered in the store (the harness) and
the config's defaults are not requests.
"""

from __future__ import annotations

from dataclasses import dataclass

from edgeward.proxy.arms import EGRESS_MODES, Arms, egress_suffix

__all__ = ["MODE_RANK", "EgressFloor", "FloorVerdict", "loosens", "operator_base"]

#: allow < mask < block.
MODE_RANK = {mode: i for i, mode in enumerate(EGRESS_MODES)}
_CACHE = 1024  # verdicts kept per floor (names with stacked suffixes are unbounded)


def loosens(requested: str, floor: str) -> bool:
    """True when egress mode `requested` lets more leave the device than `floor`."""
    return MODE_RANK[requested] < MODE_RANK[floor]


def operator_base(arms: Arms, name: str) -> str:
    """`name` without the client's egress suffixes: the longest prefix that is itself a
    configured arm, a registered policy or an assigner (`cloud-only+mask+allow` → `cloud-only`;
    an arm named `x+mask` in the config stays `x+mask`)."""
    known = set(arms.names())
    while name not in known:
        suffix = egress_suffix(name)
        if suffix is None:
            break
        name = suffix[0]
    return name


@dataclass(frozen=True)
class FloorVerdict:
    """How a requested name is served.

    Attributes:
        requested: the name the client asked for.
        name: the name to run: `requested`, or its base when the request was refused.
        mode: the egress mode the request asked for.
        floor: the operator's mode for the base (the least the request gets).
        refused: the request asked for less than the floor and is served at the floor.
    """

    requested: str
    name: str
    mode: str
    floor: str
    refused: bool

    @property
    def warning(self) -> str | None:
        """The `x-edgeward-warning` text of a refused downgrade, else None."""
        if not self.refused:
            return None
        return (
            f"egress '{self.mode}' requested by '{self.requested}' is below the operator's floor "
            f"'{self.floor}'; served as '{self.name}' (egress {self.floor})"
        )


class EgressFloor:
    """The floor of one config, for the pipeline (verdicts cached per requested name).

    Args:
        arms: the config's arms (resolution of names).
        allow_override: `server.allow_client_egress_override` (clients may loosen).
    """

    def __init__(self, arms: Arms, allow_override: bool) -> None:
        self.arms = arms
        self.allow_override = allow_override
        self._cache: dict[str, FloorVerdict] = {}

    def verdict(self, requested: str) -> FloorVerdict:
        """How `requested` is served. Raises ProxyError(400) when it does not resolve."""
        hit = self._cache.get(requested)
        if hit is not None:
            return hit
        base = operator_base(self.arms, requested)
        mode = self.arms.resolve(requested).privacy.egress
        floor = self.arms.resolve(base).privacy.egress if base != requested else mode
        refused = loosens(mode, floor) and not self.allow_override
        v = FloorVerdict(requested, base if refused else requested, mode, floor, refused)
        if len(self._cache) < _CACHE:
            self._cache[requested] = v
        return v

    def describe(self) -> dict[str, object]:
        """What `check-config` prints: the default floor, whether clients may go below it,
        and the mode each configured arm keeps."""
        cfg = self.arms.config
        return {
            "default": cfg.privacy.egress,
            "client_override": self.allow_override,
            "arms": {name: self.arms.resolve(name).privacy.egress for name in sorted(cfg.arms)},
        }
