"""`task-router` (Task-Routing): one edge-or-cloud decision per session, from its first request.

The decision is made on the session's first request and kept for the whole trajectory (every
later step gets the same route, reason `session_route`). Sources, in order:

1. a **route table** (`table: path`, JSON, format below): looked up by the session's task id
   (`x-edgeward-task`) when the client sent one, then by the prompt hash of the first user
   message (the rule is in `edgeward.policies.common`: sha256 of the stripped first user
   message text; `prompt_hash(text)` / `body_prompt_hash(body)` compute it);
2. a **fitted router** (`model: path`, written by `edgeward router fit`, see `text_router.py`):
   scores the first user message locally (TF-IDF + linear model, no cloud call) and sends the
   session to the cloud iff score > threshold (the file's calibrated τ, or `threshold`, or — with
   `target_cloud_ratio: r`, the name the step router and `edgeward router fit
   --target-cloud-ratio` use too — τ recalibrated so that a share r of the file's calibration
   scores goes to the cloud, by `router_fit.calibrate`);
3. otherwise the configured `default` (edge), recorded with `fallback: true` and the reason
   (`no_source`, `unknown_task`).

Route table (JSON)::

    {
      "version": 1,
      "threshold": 0.12,                 # informational: the τ the table was built with
      "default": "edge",                 # for keys not in the table (the policy's `default`
                                         #   parameter, when set, wins)
      "routes": {
        "office-invoice-payment": {"decision": "cloud", "score": 0.31, "threshold": 0.12},
        "sha256:9f86d081884c7d65…":   {"decision": "edge",  "score": -0.05, "threshold": 0.12}
      }
    }

Keys are task ids, or prompt hashes written bare (64 hex) or as `sha256:<hex>`. `decision` is
`edge` or `cloud` (AceBench's `LOCAL` / `CLOUD` are accepted, case-insensitively); `score` and
`threshold` are recorded in the decision, not used. `edgeward router fit … --table-out FILE`
writes such a table for the tasks it was fitted on.

A table or router file that cannot be read is a configuration error (the policy refuses to
start, naming the file) rather than a silent default.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from edgeward.policies.base import Decision, Policy, PolicyContext
from edgeward.policies.base import Route as Side
from edgeward.policies.common import Params, first_user_text, parse_params, prompt_hash
from edgeward.policies.router_fit import calibrate
from edgeward.policies.text_router import TextRouter

_DECISIONS: dict[str, Side] = {"edge": "edge", "local": "edge", "cloud": "cloud"}
_HEX = set("0123456789abcdef")


def _norm_key(key: str) -> str:
    k = key.strip()
    low = k.lower()
    if low.startswith("sha256:"):
        return low[7:]
    if len(low) == 64 and set(low) <= _HEX:
        return low
    return k


@dataclass
class Route:
    """One route-table entry: the side, and the score and threshold it was decided with."""

    decision: Side
    score: float | None = None
    threshold: float | None = None


@dataclass
class RouteTable:
    """A loaded route table (see the module docstring for the format)."""

    routes: dict[str, Route]
    default: Side | None = None
    threshold: float | None = None
    version: int = 1

    @classmethod
    def from_json(cls, data: Any, source: str = "table") -> "RouteTable":
        if not isinstance(data, dict) or not isinstance(data.get("routes"), dict):
            raise ValueError(f"{source}: a route table is a JSON object with a `routes` mapping")
        routes: dict[str, Route] = {}
        for key, r in data["routes"].items():
            if isinstance(r, str):
                r = {"decision": r}
            if not isinstance(r, dict):
                raise ValueError(f"{source}: routes[{key!r}] must be an object with `decision`")
            d = _DECISIONS.get(str(r.get("decision", "")).strip().lower())
            if d is None:
                raise ValueError(f"{source}: routes[{key!r}].decision must be edge or cloud, got {r.get('decision')!r}")
            score, thr = r.get("score"), r.get("threshold")
            routes[_norm_key(str(key))] = Route(
                d,
                float(score) if isinstance(score, (int, float)) else None,
                float(thr) if isinstance(thr, (int, float)) else None,
            )
        default: Side | None = None
        if data.get("default") is not None:
            default = _DECISIONS.get(str(data["default"]).strip().lower())
            if default is None:
                raise ValueError(f"{source}: default must be edge or cloud")
        thr = data.get("threshold")
        return cls(
            routes, default, float(thr) if isinstance(thr, (int, float)) else None, int(data.get("version") or 1)
        )

    @classmethod
    def load(cls, path: str | Path) -> "RouteTable":
        p = Path(path)
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except OSError as e:
            raise ValueError(f"{p}: cannot read route table ({e.strerror})") from None
        except ValueError as e:
            raise ValueError(f"{p}: invalid JSON ({e})") from None
        return cls.from_json(data, str(p))

    def lookup(self, task: str | None, phash: str) -> tuple[Route, str, str] | None:
        """(route, key kind, key) for the task id, else the prompt hash, or None."""
        if task:
            r = self.routes.get(_norm_key(task))
            if r is not None:
                return r, "task", task
        r = self.routes.get(phash)
        if r is not None:
            return r, "prompt_hash", phash
        return None


_CACHE: dict[tuple[str, str], tuple[float, Any]] = {}
_CACHE_LOCK = threading.Lock()


def _cached(kind: str, path: str, loader: Any) -> Any:
    """Load a file once per (path, mtime): policies are built per session."""
    key = (kind, os.path.abspath(path))
    try:
        mtime = os.stat(path).st_mtime
    except OSError:
        return loader(path)  # raises a ValueError naming the file
    with _CACHE_LOCK:
        hit = _CACHE.get(key)
        if hit is not None and hit[0] == mtime:
            return hit[1]
    obj = loader(path)
    with _CACHE_LOCK:
        _CACHE[key] = (mtime, obj)
    return obj


class TaskRouterParams(Params):
    table: str | None = Field(None, description="route table JSON")
    model: str | None = Field(None, description="router JSON from `edgeward router fit`")
    default: Literal["edge", "cloud"] | None = Field(None, description="route when no source decides (edge)")
    threshold: float | None = Field(None, description="override the fitted router's calibrated τ")
    target_cloud_ratio: float | None = Field(
        None,
        ge=0,
        le=1,
        description="recalibrate the fitted router's τ so "
        "this share of sessions goes to the cloud (on the calibration "
        "scores stored in the router file)",
    )


class TaskRouter(Policy):
    """One route per session from a table or a fitted text router (see the module docstring)."""

    name = "task-router"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(params)
        self.p = parse_params(TaskRouterParams, params, self.name)
        self.table: RouteTable | None = _cached("table", self.p.table, RouteTable.load) if self.p.table else None
        self.router: TextRouter | None = _cached("model", self.p.model, TextRouter.load) if self.p.model else None
        self.tau: float | None = self.p.threshold
        if self.p.target_cloud_ratio is not None:
            self.tau = self._recalibrate(self.p.target_cloud_ratio)

    def _recalibrate(self, ratio: float) -> float:
        """τ giving `ratio` of the router file's calibration scores to the cloud (router_fit's rule)."""
        if self.router is None:
            raise ValueError("task-router: target_cloud_ratio needs `model` (a router from `edgeward router fit`)")
        if self.p.threshold is not None:
            raise ValueError("task-router: give threshold or target_cloud_ratio, not both")
        scores = ((self.router.meta or {}).get("calibration") or {}).get("scores")
        if not isinstance(scores, list) or not scores:
            raise ValueError(
                f"task-router: {self.p.model} stores no calibration scores; refit it with "
                "`edgeward router fit` to use target_cloud_ratio"
            )
        return calibrate([float(x) for x in scores], ratio)[0]

    def _default(self) -> Side:
        if self.p.default is not None:
            return self.p.default
        if self.table is not None and self.table.default is not None:
            return self.table.default
        return "edge"

    def route_for(self, task: str | None, first_user: str) -> Decision:
        """The session's decision from its task id and first user message (no context needed)."""
        phash = prompt_hash(first_user)
        base: dict[str, Any] = {"task": task, "prompt_hash": phash}
        if self.table is not None:
            hit = self.table.lookup(task, phash)
            if hit is not None:
                r, kind, key = hit
                return Decision(
                    r.decision,
                    "route_table",
                    details={
                        **base,
                        "source": "table",
                        "key_kind": kind,
                        "score": r.score,
                        "threshold": r.threshold if r.threshold is not None else self.table.threshold,
                    },
                )
        if self.router is not None:
            route, score, thr = self.router.route(first_user, self.tau)
            extra = {"target_cloud_ratio": self.p.target_cloud_ratio} if self.p.target_cloud_ratio is not None else {}
            return Decision(
                route,
                "fitted_router",
                details={
                    **base,
                    "source": "model",
                    "score": round(score, 6),
                    "threshold": thr,
                    "kind": self.router.kind,
                    **extra,
                },
            )
        reason = "unknown_task" if self.table is not None else "no_source"
        return Decision(self._default(), reason, fallback=True, details={**base, "source": "default"})

    async def decide(self, ctx: PolicyContext) -> Decision:
        fixed = ctx.state.get("route")
        if fixed is None:
            d = self.route_for(ctx.task, first_user_text(ctx.body))
            fixed = ctx.state["route"] = {
                "route": d.route,
                "reason": d.reason,
                "fallback": d.fallback,
                "details": {**d.details, "decided_at_step": ctx.step},
            }
            d.details["decided_at_step"] = ctx.step
        else:
            d = Decision(
                fixed["route"],
                "session_route",
                fallback=fixed["fallback"],
                details={**fixed["details"], "first_reason": fixed["reason"]},
            )
        if d.route == "cloud" and not ctx.has_cloud:
            return Decision("edge", "no_cloud_configured", fallback=True, details=d.details)
        if d.route == "edge" and not ctx.has_edge:
            return Decision("cloud", "no_edge_configured", fallback=True, details=d.details)
        return d
