"""What left the device: aggregates over the recorder store for `edgeward audit` and reports.

Pure functions over the store's read API (`Store.sessions()`, `.calls()`, `.egress()`,
`.exposures()`); the harness and report may call `build_audit(sessions, calls, egress,
exposures)` on rows they already hold, or `audit_store(store, since=, session=)`.

The four categories (`categories` of each session and overall), counted per value occurrence
in each cloud-bound body the gate judged:

- **masked**: a detector span replaced by a placeholder (`mask` spans), plus a value masked
  because the session's vault already knew it (`EgressRow.vault_hits`): both count alike.
- **blocked**: a span in a body the gate refused (`block` spans), and per call every refused
  or re-routed egress (`blocked_calls`, with its reason).
- **sent in clear (allowed)**: a detector span the mode let through (`allow` spans: `allow`
  mode, or an arm the operator configured so).
- **sent in clear (missed)**: a value the detector did not see when it left, found later: a
  retro-exposure (`ExposureRow`: the value entered the vault at call Y, and an earlier body,
  first at call X, had carried it in clear), one per value; `edgeward audit --rescan` adds what
  the current detector and vault find in the stored bodies (`edgeward.proxy.privacy.rescan`).

Where the numbers come from:

- Egress rows (one per cloud-bound body the gate judged): the gate's spans, each with `type`,
  `score`, `path`, `start`, `end` and `action` (`allow`: the value was sent as it is;
  `mask`: replaced by a placeholder; `block`: not sent), its `reason` and `vault_hits`. A
  blocked body's row has action `block` and no body (nothing left); it is not a cloud call.
- Blocked calls: for steps the gate refused and re-routed, the decision's `rerouted` is
  `egress_blocked:<reason>` (the step went to the edge); a call refused with no upstream call
  (an auxiliary call, or a step with no edge to go to: 403) has status `blocked` and the reason
  in its error text. Reasons are `blocked: TYPE,...`, `detector_error: Exc`,
  `unscannable_part`, `vault_error: Exc`, `mask_error: Exc`. Stores written before schema 2
  hold no `block` rows, so there blocks are known per call only (with the entity types named
  by `blocked: …` reasons).
- Exposure of a session: the weighted number of distinct unmasked (`allow`) span locations
  `(type, path, start, end)` over its egress rows, plus each retro-exposed value; an agent
  resends its history with every request, so the same message is counted once, not once per
  call. Weights: `type_weight`.
- Values are only read with `show=True`, from the egress body at the span's path and offsets
  (a path component stored as `#<hash>` is matched against the hashes of the body's keys).
  Offsets index the string the gate scanned; for `allow` spans that string was sent unchanged,
  so the value is recovered exactly unless a role adapter (prompted tool mode) rewrote the body
  after the gate: then the path no longer resolves, or resolves to text that fails the checks,
  and only the type and a redacted length are given. Masked values never left the device and
  are not in the body: they are counted, never shown.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any, Iterable

from edgeward.proxy.privacy.config import is_secret_type, normalize_entity_type
from edgeward.proxy.privacy.scrub import PROTOCOL_KEYS, hashed_component
from edgeward.proxy.store import CallRow, EgressRow, ExposureRow, SessionRow

__all__ = [
    "ACTIONS",
    "CATEGORIES",
    "CATEGORY_LABELS",
    "DEFAULT_WEIGHTS",
    "audit_store",
    "blocked_reason",
    "blocked_types",
    "build_audit",
    "percentile",
    "recover_value",
    "type_weight",
]

ACTIONS = ("allow", "mask", "block")
#: The audit's categories, in the order it prints them (see the module docstring).
CATEGORIES = ("masked", "blocked", "clear_allowed", "clear_missed")
CATEGORY_LABELS = {
    "masked": "masked",
    "blocked": "blocked",
    "clear_allowed": "sent in clear (allowed)",
    "clear_missed": "sent in clear (missed)",
}

#: Exposure weight per entity type (UPPER_SNAKE). Credentials (any type `is_secret_type`
#: recognises) weigh 3.0; types not listed here weigh 1.0.
DEFAULT_WEIGHTS: dict[str, float] = {
    # government, financial and medical identifiers
    "US_SSN": 2.0,
    "US_ITIN": 2.0,
    "US_PASSPORT": 2.0,
    "US_DRIVER_LICENSE": 2.0,
    "US_BANK_NUMBER": 2.0,
    "CREDIT_CARD": 2.0,
    "IBAN_CODE": 2.0,
    "CRYPTO": 2.0,
    "CN_RESIDENT_ID": 2.0,
    "CN_BANK_CARD": 2.0,
    "UK_NHS": 2.0,
    "MEDICAL_LICENSE": 2.0,
    # weakly identifying on their own
    "DATE_TIME": 0.5,
    "LOCATION": 0.5,
    "ORGANIZATION": 0.5,
    "NRP": 0.5,
    "URL": 0.5,
    "UUID": 0.5,
    "IP_ADDRESS": 0.5,
    "MAC_ADDRESS": 0.5,
}
_SECRET_WEIGHT = 3.0
_AUX_BLOCK = re.compile(r"egress blocked by the privacy gate \((.*?)\)(?: and no edge|$)")
_PLACEHOLDER = re.compile(r"\[[A-Z][A-Z0-9_]*_[1-9][0-9]*\]")


def type_weight(entity_type: str, weights: dict[str, float] | None = None) -> float:
    """Exposure weight of one unmasked span of `entity_type`.

    `weights` (UPPER_SNAKE type → weight) overrides `DEFAULT_WEIGHTS`; credentials weigh 3.0,
    identifiers such as US_SSN or CREDIT_CARD 2.0, weak types such as DATE_TIME 0.5, others 1.0.
    """
    t = normalize_entity_type(entity_type)
    if weights and t in weights:
        return float(weights[t])
    if t in DEFAULT_WEIGHTS:
        return DEFAULT_WEIGHTS[t]
    return _SECRET_WEIGHT if is_secret_type(t) else 1.0


def percentile(values: Iterable[float], q: float) -> float | None:
    """The q-th percentile (0–100) with linear interpolation between closest ranks (numpy's
    default); None for no values."""
    xs = sorted(float(v) for v in values)
    if not xs:
        return None
    k = (len(xs) - 1) * q / 100.0
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def blocked_reason(call: CallRow) -> str | None:
    """The gate's reason when this call row records a blocked egress, else None.

    A step the gate blocked and re-routed to the edge carries `rerouted: "egress_blocked:<reason>"`
    in its decision; an auxiliary call the gate blocked has status `blocked` and the reason in
    its error text.
    """
    rr = (call.decision or {}).get("rerouted")
    if isinstance(rr, str) and rr.startswith("egress_blocked"):
        return rr.split(":", 1)[1].strip() if ":" in rr else "unknown"
    if call.status == "blocked":
        m = _AUX_BLOCK.search(call.error or "")
        return m.group(1).strip() if m else "unknown"
    return None


def blocked_types(reason: str) -> list[str]:
    """Entity types named by a `blocked: TYPE,TYPE` reason (none for other reasons)."""
    if not reason.startswith("blocked:"):
        return []
    return [normalize_entity_type(t) for t in reason.split(":", 1)[1].split(",") if t.strip()]


def _reason_kind(reason: str) -> str:
    return reason.split(":", 1)[0].strip() or "unknown"


def _resolve(obj: Any, path: list[Any], key_hash: Callable[[str], str] | None = None) -> Any:
    cur = obj
    for p in path:
        if isinstance(cur, dict) and isinstance(p, str) and p in cur:
            cur = cur[p]
        elif isinstance(cur, dict) and isinstance(p, str) and p.startswith("#") and key_hash is not None:
            # a key stored as its hash (`privacy/scrub.py`): find the key that hashes to it
            nxt = next(
                (
                    v
                    for k, v in cur.items()
                    if isinstance(k, str) and k not in PROTOCOL_KEYS and hashed_component(k, key_hash) == p
                ),
                None,
            )
            if nxt is None:
                return None
            cur = nxt
        elif isinstance(cur, list) and isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(cur):
            cur = cur[p]
        else:
            return None
    return cur


def recover_value(body: Any, span: dict[str, Any], key_hash: Callable[[str], str] | None = None) -> str | None:
    """The text of one span read from an egress body (a JSON string or the parsed dict), or
    None when it cannot be recovered exactly: body not JSON, path missing or not a string,
    offsets outside it, an empty/blank slice, or a slice holding a placeholder (the text there
    is not the value the detector saw). `key_hash` (the store's `value_hash`) resolves path
    components stored as `#<hash>`."""
    if isinstance(body, str):
        try:
            body = json.loads(body)
        except ValueError:
            return None
    path, start, end = span.get("path"), span.get("start"), span.get("end")
    if not isinstance(path, list) or not isinstance(start, int) or not isinstance(end, int):
        return None
    s = _resolve(body, path, key_hash)
    if not isinstance(s, str) or not 0 <= start < end <= len(s):
        return None
    value = s[start:end]
    if not value.strip() or _PLACEHOLDER.search(value):
        return None
    return value


def _redacted(entity_type: str, start: Any, end: Any) -> str:
    n = end - start if isinstance(start, int) and isinstance(end, int) and end >= start else "?"
    return f"<{entity_type}, {n} chars>"


def _new_bucket() -> dict[str, Any]:
    return {
        "calls": 0,
        "step_calls": 0,
        "cloud_step_calls": 0,
        "cloud_calls": 0,
        "cloud_calls_with_spans": 0,
        "egress_bytes": 0,
        "spans": dict.fromkeys(ACTIONS, 0),
        "vault_hits": 0,
        "retro_exposures": 0,
        "blocked_calls": 0,
        "blocked_reasons": Counter(),
        "types": {},
        "placeholders": 0,
        "unmasked_spans": 0,
        "exposure": 0.0,
        "usd": 0.0,
    }


def _type_entry(bucket: dict[str, Any], t: str) -> dict[str, int]:
    return bucket["types"].setdefault(
        t, {"allow": 0, "mask": 0, "block": 0, "vault_hit": 0, "missed": 0, "blocked_calls": 0, "cloud_calls": 0}
    )


def _categories(b: dict[str, Any]) -> dict[str, int]:
    """The four audit categories of a bucket (see the module docstring)."""
    return {
        "masked": b["spans"]["mask"] + b["vault_hits"],
        "blocked": b["spans"]["block"],
        "clear_allowed": b["spans"]["allow"],
        "clear_missed": b["retro_exposures"],
    }


def _is_step(c: CallRow) -> bool:
    return c.purpose == "step" and c.status != "retried"


def _finish(bucket: dict[str, Any]) -> dict[str, Any]:
    out = dict(bucket)
    out["blocked_reasons"] = dict(sorted(bucket["blocked_reasons"].items()))
    out["types"] = dict(
        sorted(
            bucket["types"].items(),
            key=lambda kv: (
                -sum(kv[1][a] for a in ACTIONS) - kv[1]["vault_hit"] - kv[1]["missed"] - kv[1]["blocked_calls"],
                kv[0],
            ),
        )
    )
    out["categories"] = _categories(bucket)
    out["exposure"] = round(bucket["exposure"], 6)
    out["usd"] = round(bucket["usd"], 9)
    out["cloud_share"] = (bucket["cloud_step_calls"] / bucket["step_calls"]) if bucket["step_calls"] else None
    return out


def _merge(into: dict[str, Any], b: dict[str, Any]) -> None:
    for k in (
        "calls",
        "step_calls",
        "cloud_step_calls",
        "cloud_calls",
        "cloud_calls_with_spans",
        "egress_bytes",
        "vault_hits",
        "retro_exposures",
        "blocked_calls",
        "placeholders",
        "unmasked_spans",
        "exposure",
        "usd",
    ):
        into[k] += b[k]
    for a in ACTIONS:
        into["spans"][a] += b["spans"][a]
    into["blocked_reasons"].update(b["blocked_reasons"])
    for t, e in b["types"].items():
        te = _type_entry(into, t)
        for k, v in e.items():
            te[k] += v


def build_audit(
    sessions: Iterable[SessionRow],
    calls: Iterable[CallRow],
    egress: Iterable[EgressRow],
    exposures: Iterable[ExposureRow] = (),
    *,
    show: bool = False,
    by_arm: bool = False,
    top: int = 10,
    weights: dict[str, float] | None = None,
    key_hash: Callable[[str], str] | None = None,
    call_times: dict[str, float] | None = None,
) -> dict[str, Any]:
    """Aggregate what left the device from store rows (already filtered by time/session).

    Args:
        sessions: session rows (for arm/policy/task; sessions without calls, egress or
            exposure rows in the other arguments are not reported).
        calls: call rows in the window.
        egress: egress rows in the window.
        exposures: retro-exposure rows in the window.
        show: also return the values of unmasked spans read from the egress bodies (`values`).
        by_arm: also return the per-arm comparison (`arms`).
        top: how many sessions `top_sessions` lists (by exposure, those with exposure > 0).
        weights: exposure weights overriding `DEFAULT_WEIGHTS`.
        key_hash: the store's `value_hash`, to read values under hashed path components.
        call_times: call id -> the time its call row was written, for calls a retro-exposure
            names that are not in `calls` (a call before the window).

    Returns:
        A JSON-ready dict: `overall` and `sessions` (each: `categories` (masked, blocked,
        clear_allowed, clear_missed), call counts, `cloud_calls` = bodies that left, `spans`
        per action, `vault_hits`, `retro_exposures`, `blocked_calls` and `blocked_reasons`,
        `types` (per entity type: spans allowed/masked/blocked, vault hits, missed values,
        blocked calls naming it, cloud calls carrying it), `placeholders` (max per session,
        summed overall), `unmasked_spans`, `exposure`, `usd`, `cloud_share`), `carriers` (one
        entry per cloud call with spans or vault hits, no values; `ended`: Unix time the call
        ended, as `edgeward calls` shows it, None while it runs; `sent`: when the body left), `retro` (one entry per
        retro-exposure: "first sent in clear at call X, detected at call Y"; `first_ended`,
        `detected_ended`: when those calls ended, the time `carriers` and `edgeward calls` use;
        `first_sent`: when call X's body left), `top_sessions`,
        optionally `arms` and `values`, and `notes`.
    """
    meta = {s.id: s for s in sessions}
    calls = list(calls)
    egress = list(egress)
    exposures = list(exposures)
    call_by_id = {c.id: c for c in calls}
    per: dict[str, dict[str, Any]] = {}
    seen_unmasked: dict[str, set[tuple[Any, ...]]] = defaultdict(set)
    arm_votes: dict[str, Counter[str]] = defaultdict(Counter)
    step_latency: dict[str, list[float]] = defaultdict(list)
    carriers: list[dict[str, Any]] = []
    values: list[dict[str, Any]] = []
    unrecovered = 0
    masked_hidden = 0

    def bucket(sid: str) -> dict[str, Any]:
        b = per.get(sid)
        if b is None:
            b = per[sid] = _new_bucket()
        return b

    for c in calls:
        b = bucket(c.session)
        b["calls"] += 1
        b["usd"] += c.usd or 0.0
        if isinstance((c.decision or {}).get("arm"), str):
            arm_votes[c.session][c.decision["arm"]] += 1
        if _is_step(c):
            b["step_calls"] += 1
            if c.role == "cloud":
                b["cloud_step_calls"] += 1
            if c.latency_ms is not None:
                step_latency[c.session].append(float(c.latency_ms))
        reason = blocked_reason(c)
        if reason is not None:
            b["blocked_calls"] += 1
            b["blocked_reasons"][_reason_kind(reason)] += 1
            for t in set(blocked_types(reason)):
                _type_entry(b, t)["blocked_calls"] += 1

    for e in egress:
        b = bucket(e.session)
        sent = e.action != "block"  # a blocked body's row records the verdict; nothing left
        hits = {normalize_entity_type(str(t)): int(n) for t, n in (e.vault_hits or {}).items() if isinstance(n, int)}
        for t, n in hits.items():
            b["vault_hits"] += n
            _type_entry(b, t)["vault_hit"] += n
        nbytes = len(e.body.encode("utf-8")) if e.body else 0
        if sent:
            b["cloud_calls"] += 1
            b["egress_bytes"] += nbytes
            b["placeholders"] = max(b["placeholders"], int(e.placeholders or 0))
        if not e.spans and not hits:
            continue
        if sent:
            b["cloud_calls_with_spans"] += 1
        counts = dict.fromkeys(ACTIONS, 0)
        types: Counter[str] = Counter()
        parsed: Any = None
        for sp in e.spans:
            t = normalize_entity_type(str(sp.get("type", "")))
            action = str(sp["action"]) if sp.get("action") in ACTIONS else "allow"  # unknown: assume sent
            counts[action] += 1
            types[t] += 1
            _type_entry(b, t)[action] += 1
            if action != "allow":
                masked_hidden += action == "mask"
                continue
            key = (t, json.dumps(sp.get("path"), ensure_ascii=False), sp.get("start"), sp.get("end"))
            first = key not in seen_unmasked[e.session]
            if first:
                seen_unmasked[e.session].add(key)
                b["unmasked_spans"] += 1
                b["exposure"] += type_weight(t, weights)
            if show and first:
                if parsed is None:
                    try:
                        parsed = json.loads(e.body)
                    except (TypeError, ValueError):
                        parsed = False
                v = recover_value(parsed, sp, key_hash) if parsed is not False else None
                unrecovered += v is None
                values.append(
                    {
                        "session": e.session,
                        "call_id": e.call_id,
                        "type": t,
                        "score": sp.get("score"),
                        "path": sp.get("path"),
                        "start": sp.get("start"),
                        "end": sp.get("end"),
                        "value": v,
                        "recovered": v is not None,
                        "redacted": _redacted(t, sp.get("start"), sp.get("end")),
                    }
                )
        if sent:
            for t in set(types) | set(hits):
                _type_entry(b, t)["cloud_calls"] += 1
        for a in ACTIONS:
            b["spans"][a] += counts[a]
        if not sent:
            continue
        carrier = call_by_id.get(e.call_id)
        carriers.append(
            {
                "call_id": e.call_id,
                "session": e.session,
                # one meaning of a call's time in every output: when it ended (its call row was
                # written; `edgeward calls` prints the same); None while the call is still running
                "ended": carrier.created if carrier else None,
                "sent": e.created,  # when the gate passed the body on to the upstream
                "role": carrier.role if carrier else None,
                "purpose": carrier.purpose if carrier else None,
                "model": carrier.model if carrier else None,
                "step": carrier.step if carrier else None,
                "status": carrier.status if carrier else None,
                "action": e.action,
                "spans": counts,
                "vault_hits": sum(hits.values()),
                "types": dict(sorted(types.items())),
                "placeholders": int(e.placeholders or 0),
                "bytes": nbytes,
            }
        )

    def ended(call_id: str) -> float | None:
        c = call_by_id.get(call_id)
        return c.created if c is not None else (call_times or {}).get(call_id)

    retro: list[dict[str, Any]] = []
    seen_retro: set[tuple[str, str]] = set()
    for x in exposures:
        if (x.session, x.placeholder) in seen_retro:
            continue
        seen_retro.add((x.session, x.placeholder))
        b = bucket(x.session)
        t = normalize_entity_type(x.entity_type)
        b["retro_exposures"] += 1
        _type_entry(b, t)["missed"] += 1
        b["exposure"] += type_weight(t, weights)
        retro.append(
            {
                "session": x.session,
                "type": t,
                "placeholder": x.placeholder,
                "value_hash": x.value_hash,
                "first_call": x.first_call,
                # the calls' own times, as `ended` of `carriers` and `edgeward calls` give them
                # (when the call row was written; None while it runs or when its row is gone);
                # the store row's times are the gate's (when the body left, when the vault grew)
                "first_ended": ended(x.first_call),
                "first_sent": x.first_created,
                "detected_call": x.detected_call,
                "detected_ended": ended(x.detected_call),
                "clear_calls": x.clear_calls,
                "kind": x.kind,
                "source": x.source,
            }
        )

    def arm_of(sid: str) -> str:
        s = meta.get(sid)
        if s is not None and s.arm:
            return s.arm
        if arm_votes.get(sid):
            return arm_votes[sid].most_common(1)[0][0]
        if s is not None and s.policy:
            return s.policy
        return "(none)"

    session_out: list[dict[str, Any]] = []
    overall = _new_bucket()
    for sid in sorted(per, key=lambda s: (-per[s]["exposure"], s)):
        b = per[sid]
        _merge(overall, b)
        s = meta.get(sid)
        session_out.append(
            {
                "session": sid,
                "arm": arm_of(sid),
                "policy": s.policy if s else None,
                "task": s.task if s else None,
                **_finish(b),
            }
        )
    ov = _finish(overall)
    ov["sessions"] = len(per)
    top_sessions = [
        {
            "session": x["session"],
            "arm": x["arm"],
            "exposure": x["exposure"],
            "unmasked_spans": x["unmasked_spans"],
            "cloud_calls": x["cloud_calls"],
        }
        for x in session_out
        if x["exposure"] > 0
    ][: max(top, 0)]

    notes = [
        "blocked calls never left the device; blocked spans are those of bodies the gate refused "
        "(stores written before schema 2 recorded none: there blocks are counted per call only)",
        "masked = detector spans replaced by placeholders + values the session's vault already knew",
        "exposure = weighted count of distinct unmasked span locations per session (resent history "
        "counted once) plus each value sent in clear before the detector caught it (retro-exposure); "
        "a value no detector has found since is in neither (try --rescan)",
    ]
    out: dict[str, Any] = {
        "overall": ov,
        "sessions": session_out,
        "carriers": carriers,
        "retro": retro,
        "top_sessions": top_sessions,
    }
    if by_arm:
        out["arms"] = _arms(session_out, step_latency)
    if show:
        out["values"] = values
        if masked_hidden:
            notes.append(
                f"{masked_hidden} masked span(s): their values were replaced by placeholders and "
                "did not leave the device; they are counted, not shown"
            )
        if unrecovered:
            notes.append(
                f"{unrecovered} unmasked value(s) could not be recovered exactly from the egress body "
                "(path/offsets do not resolve, e.g. a role adapter rewrote the body): type and "
                "redacted length only"
            )
    out["notes"] = notes
    return out


def _arms(session_out: list[dict[str, Any]], step_latency: dict[str, list[float]]) -> list[dict[str, Any]]:
    """Per arm: cost (USD of every call), latency p50/p95 over step calls' latency_ms, cloud
    share (cloud step calls / step calls; retries excluded) and egress exposure."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for s in session_out:
        groups[s["arm"]].append(s)
    arms = []
    for arm in sorted(groups):
        ss = groups[arm]
        lat = [x for s in ss for x in step_latency.get(s["session"], [])]
        step_calls = sum(s["step_calls"] for s in ss)
        cloud_steps = sum(s["cloud_step_calls"] for s in ss)
        usd = sum(s["usd"] for s in ss)
        exposure = sum(s["exposure"] for s in ss)
        p50, p95 = percentile(lat, 50), percentile(lat, 95)
        arms.append(
            {
                "arm": arm,
                "sessions": len(ss),
                "calls": sum(s["calls"] for s in ss),
                "usd": round(usd, 9),
                "usd_per_session": round(usd / len(ss), 9),
                "latency_ms_p50": None if p50 is None else round(p50, 3),
                "latency_ms_p95": None if p95 is None else round(p95, 3),
                "step_calls": step_calls,
                "cloud_step_calls": cloud_steps,
                "cloud_share": (cloud_steps / step_calls) if step_calls else None,
                "cloud_calls": sum(s["cloud_calls"] for s in ss),
                "spans": {a: sum(s["spans"][a] for s in ss) for a in ACTIONS},
                "categories": {c: sum(s["categories"][c] for s in ss) for c in CATEGORIES},
                "blocked_calls": sum(s["blocked_calls"] for s in ss),
                "unmasked_spans": sum(s["unmasked_spans"] for s in ss),
                "exposure": round(exposure, 6),
                "exposure_per_session": round(exposure / len(ss), 6),
            }
        )
    return arms


def audit_store(store: Any, *, since: float | None = None, session: str | None = None, **kw: Any) -> dict[str, Any]:
    """`build_audit` over a store's rows: calls, egress and retro-exposure rows created
    at/after `since` (Unix time) and of `session` when given; keyword arguments go to
    `build_audit`. The result also carries `window` (`since`, `session`)."""
    calls = store.calls(session, since=since)
    exposures = store.exposures(session, since=since)
    have = {c.id for c in calls}
    # a retro-exposure found in the window may name a call from before it: its time still counts
    older = {i for x in exposures for i in (x.first_call, x.detected_call)} - have
    out = build_audit(
        store.sessions(),
        calls,
        store.egress(session, since=since),
        exposures,
        key_hash=store.value_hash,
        call_times=store.call_times(older) if older else None,
        **kw,
    )
    out["window"] = {"since": since, "session": session}
    return out
