"""The step router over a run: τ, the probe entropies and the realised cloud share, decision by
decision, per arm, read from the run's store (the report's "Step router" section and plot).

Each step the step router decided is a call row (`purpose` step) whose decision JSON carries
the route it chose, `H` and `tau` (nats) when it probed, and, with `threshold: auto`,
`target_cloud_ratio`, `realised_share` (after this step) and `decisions`
(`edgeward.policies.step_router`). The policy keeps its τ state per proxy and arm, so the series
runs over all sessions of the arm in the order they were decided. With a fixed τ the realised
share is counted here from the routes.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from edgeward.proxy.store import Store


@dataclass
class RouterPoint:
    """One decided step: its index in the arm's series (1-based), the route the policy chose,
    the reason, H and τ in nats (None when it did not probe, e.g. sticky or a failed probe), and
    the realised cloud share after it."""

    i: int
    route: str
    reason: str
    h: float | None
    tau: float | None
    realised: float


@dataclass
class RouterSeries:
    """A step-router arm's decisions over a run: `tau_mode` auto | fixed, the target share
    (auto only), the calibration source (`cold` or the file), the points."""

    arm: str
    tau_mode: str
    target: float | None
    calibration: str | None
    points: list[RouterPoint] = field(default_factory=list)

    @property
    def realised(self) -> float | None:
        """The cloud share of the steps decided over the run (None without any)."""
        return self.points[-1].realised if self.points else None

    @property
    def taus(self) -> list[float]:
        return [p.tau for p in self.points if p.tau is not None]

    def summary(self) -> dict[str, Any]:
        """The numbers the report's table shows."""
        hs = [p.h for p in self.points if p.h is not None]
        taus = self.taus
        return {
            "arm": self.arm,
            "tau_mode": self.tau_mode,
            "target_cloud_ratio": self.target,
            "realised_share": self.realised,
            "decisions": len(self.points),
            "cloud": sum(1 for p in self.points if p.route == "cloud"),
            "tau_first": taus[0] if taus else None,
            "tau_median": statistics.median(taus) if taus else None,
            "tau_last": taus[-1] if taus else None,
            "h_min": min(hs) if hs else None,
            "h_max": max(hs) if hs else None,
            "calibration": self.calibration,
        }


def _num(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def router_series(calls: list[Any], sessions: list[Any], *, with_run: bool = False) -> list[RouterSeries]:
    """The step-router series of every arm in `sessions` (store rows) from `calls` (in creation
    order). Arms are labelled as in the report (`<run>/<arm>` when `with_run`)."""
    label: dict[str, str] = {}
    for s in sessions:
        meta = s.meta or {}
        arm = str(meta.get("arm") or s.arm or "")
        label[s.id] = f"{meta.get('run')}/{arm}" if with_run and meta.get("run") else arm
    out: dict[str, RouterSeries] = {}
    seen: set[tuple[str, int]] = set()
    for c in calls:
        d = c.decision or {}
        if c.purpose != "step" or d.get("policy") != "step-router" or c.role not in ("edge", "cloud"):
            continue
        if (c.session, c.step) in seen:  # a fallback's row repeats the step's decision
            continue
        seen.add((c.session, c.step))
        arm = label.get(c.session) or str(d.get("arm") or "?")
        auto = d.get("tau_mode") == "auto"
        s = out.get(arm)
        if s is None:
            s = out[arm] = RouterSeries(
                arm,
                "auto" if auto else "fixed",
                _num(d.get("target_cloud_ratio")),
                str(d.get("calibration")) if auto and d.get("calibration") else None,
            )
        route = str(d.get("route") or c.role)
        n = len(s.points) + 1
        cloud = sum(1 for p in s.points if p.route == "cloud") + (route == "cloud")
        realised = _num(d.get("realised_share")) if auto else None
        s.points.append(
            RouterPoint(
                n,
                route,
                str(d.get("reason") or ""),
                _num(d.get("H")),
                _num(d.get("tau")),
                realised if realised is not None else cloud / n,
            )
        )
    return [out[a] for a in sorted(out)]


def store_router_series(path: str | Path, *, with_run: bool = False) -> list[RouterSeries]:
    """`router_series` over the store at `path` (read-only); [] when it is missing."""
    if not Path(path).is_file():
        return []
    store = Store(path, writer=False)
    try:
        return router_series(store.calls(), store.sessions(), with_run=with_run)
    finally:
        store.close()
