"""Did each arm's mechanism actually fire? Evidence read from a run's store.

An arm that silently collapsed to edge-only is a failure, not a result. For each arm this
checks what its policy must leave in the store (docs/ARCHITECTURE.md §3; issue "The main job end to end"):

- step-router: probe rows with an entropy H, and both routes taken over the run;
- sketch: exactly one sketch call per session;
- advisor: at least one advisor call (and whether the edge asked or a trigger fired);
- task-router: at least one session routed to the cloud;
- cloud-only: cloud step calls; masked arms (`privacy.egress = mask`): egress bodies with
  placeholders > 0.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from edgeward.proxy.store import Store


@dataclass
class MechanismCheck:
    """One arm's verdict: `ok`, and the evidence as one line of text."""

    arm: str
    policy: str
    ok: bool
    evidence: str


def _label(s: Any, with_run: bool) -> str:
    """The arm a session belongs to as the report labels it: the harness's arm (kept in `meta`
    when an ab arm's sessions were re-registered with their assigned arm), `<run>/` first when
    several runs are compared."""
    meta = s.meta or {}
    arm = str(meta.get("arm") or s.arm)
    return f"{meta.get('run')}/{arm}" if with_run and meta.get("run") else arm


def check_mechanisms(
    sessions: list[Any],
    calls: list[Any],
    egress: list[Any],
    masked_arms: set[str] | None = None,
    *,
    with_run: bool = False,
) -> list[MechanismCheck]:
    """Check every arm found in `sessions` (store rows: `arm`, `policy`, `meta`), in arm order.

    Args:
        sessions, calls, egress: rows from the store's read API.
        masked_arms: arms whose egress mode is `mask`; None = the arms whose sessions the proxy
            recorded with `meta.egress == "mask"` (or, in stores older than that record, whose
            name ends in `+mask`). Placeholders are required there once the detector found
            something in what the arm sent (nothing found: nothing to mask, not a failure).
        with_run: label arms `<run>/<arm>` (several runs in one report).
    """
    by_arm: dict[str, list[Any]] = defaultdict(list)
    policy: dict[str, str] = {}
    modes: dict[str, set[Any]] = defaultdict(set)
    for s in sessions:
        if not s.arm:
            continue
        label = _label(s, with_run)
        by_arm[label].append(s.id)
        meta = s.meta or {}  # the store reads damaged meta as {}
        # an ab arm's sessions run (and are stored with) their assigned arm's policy
        policy[label] = "ab" if meta.get("ab") else (s.policy or s.arm)
        modes[label].add("mask" if s.arm.endswith("+mask") and "egress" not in meta else meta.get("egress"))
    if masked_arms is None:
        masked_arms = {a for a, m in modes.items() if m == {"mask"} and policy[a] != "edge-only"}
    calls_by: dict[str, list[Any]] = defaultdict(list)
    for c in calls:
        calls_by[c.session].append(c)
    egress_by: dict[str, list[Any]] = defaultdict(list)
    for e in egress:
        egress_by[e.session].append(e)

    out = []
    for arm in sorted(by_arm):
        sids = by_arm[arm]
        cs = [c for s in sids for c in calls_by[s]]
        es = [e for s in sids for e in egress_by[s]]
        pol = policy[arm]
        steps = [c for c in cs if c.role in ("edge", "cloud") and not c.purpose.endswith(":retry")]
        routes = {c.role for c in steps}
        cloud_steps = sum(1 for c in steps if c.role == "cloud")
        checks: list[tuple[bool, str]] = []
        if pol == "step-router":
            probes = [c for c in cs if c.role == "probe"]
            hs = [c.decision.get("H") for c in probes if isinstance(c.decision.get("H"), (int, float))]
            checks.append(
                (
                    bool(hs),
                    f"{len(probes)} probes, {len(hs)} with H" + (f" ({min(hs):.2f}-{max(hs):.2f} nats)" if hs else ""),
                )
            )
            checks.append(
                (routes >= {"edge", "cloud"}, f"steps: {len(steps) - cloud_steps} edge / {cloud_steps} cloud")
            )
        elif pol == "sketch":
            per = [sum(1 for c in calls_by[s] if c.role == "sketch") for s in sids]
            checks.append((bool(per) and all(n == 1 for n in per), f"sketch calls per session: {per}"))
        elif pol == "advisor":
            adv = [c for c in cs if c.role == "advisor"]
            trig = sorted({str(c.decision.get("trigger", "edge_request")) for c in adv})
            checks.append((bool(adv), f"{len(adv)} advisor calls" + (f" (fired by: {', '.join(trig)})" if adv else "")))
        elif pol == "task-router":
            to_cloud = sum(1 for s in sids if any(c.role == "cloud" for c in calls_by[s]))
            checks.append((to_cloud > 0, f"{to_cloud} of {len(sids)} sessions routed to the cloud"))
        elif pol == "cloud-only":
            checks.append((cloud_steps > 0, f"{cloud_steps} cloud steps"))
        elif pol == "edge-only":
            checks.append((not es, f"{len(es)} egress payloads"))
        else:
            checks.append((True, f"{len(steps) - cloud_steps} edge / {cloud_steps} cloud steps"))
        if arm in masked_arms:
            ph = sum(e.placeholders for e in es)
            detected = sum(len(e.spans) for e in es)
            text = f"{sum(1 for e in es if e.placeholders)} of {len(es)} egress bodies masked, {ph} placeholders"
            if not detected and not ph:
                text += " (nothing detected in what it sent: masking not exercised)"
            checks.append((ph > 0 or not detected, text))
        out.append(MechanismCheck(arm, pol, all(ok for ok, _ in checks), "; ".join(t for _, t in checks)))
    return out


def check_store(path: str | Path, *, with_run: bool = False) -> list[MechanismCheck]:
    """:func:`check_mechanisms` over the store at ``path`` (read-only). Missing store → []."""
    if not Path(path).is_file():
        return []
    store = Store(path, writer=False)
    try:
        return check_mechanisms(store.sessions(), store.calls(), store.egress(), with_run=with_run)
    finally:
        store.close()
