"""`edgeward audit --rescan`: what the current detector and vault find in stored egress.

The audit counts what the gate saw when each body left. A better detector (a new recognizer,
a lexicon entry, a lower threshold) or values the vault learned later can show that more left
in clear. This module re-reads the stored egress bodies (rows that left: action `allow` or
`mask`, with a body) and reports two kinds of finding, each without its value unless asked:

- **detector**: a span the given detector reports now in a body, outside any placeholder, at a
  location `(path, start, end)` the row's recorded spans do not hold. Offsets index the stored
  string at `path`; for `allow` spans that is the string the gate scanned, so a location the
  gate already reported matches exactly and is not reported again. Only the chat fields the
  detector walks (`scan_request`) are re-scanned.
- **vault**: a value of the session's vault (and its variants, the known-value matcher of
  `edgeward.proxy.privacy.retro.find_in_clear`) found in clear in the session's bodies; with
  `recorded` telling whether a retro-exposure row already holds it (one the proxy could not
  record — it stopped first — shows up here).

Read-only: nothing is written to the store. Values are read only with `show=True`.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass
from typing import Any, Protocol

from edgeward.proxy.privacy.config import normalize_entity_type
from edgeward.proxy.privacy.retro import find_in_clear
from edgeward.proxy.privacy.scrub import safe_path
from edgeward.proxy.privacy.vault import PLACEHOLDER_RE, StoreVaultBackend
from edgeward.proxy.store import EgressRow, Store

__all__ = ["RescanDetector", "RescanFinding", "rescan_store"]


class RescanDetector(Protocol):
    """What the rescan needs of a detector (`edgeward.detectors.scanner.Detector` has it):
    `scan_request(body)` → FieldSpan-like objects (`.path`, `.span.entity_type/.start/.end`)."""

    def scan_request(self, body: dict[str, Any]) -> list[Any]: ...


@dataclass
class RescanFinding:
    """One value the current detector finds in a stored body that the gate did not report.

    Attributes:
        session / call_id / created: the egress row (call id, Unix time).
        type: UPPER_SNAKE entity type.
        path: the string's path as stored (`privacy/scrub.py` `safe_path`); start / end: offsets.
        value_hash: the value's keyed hash (`Store.value_hash`), equal values alike.
        value: the text, only with `show=True`.
    """

    session: str
    call_id: str
    created: float
    type: str
    path: list[Any]
    start: int
    end: int
    value_hash: str
    value: str | None = None


def _resolve(body: Any, path: tuple[Any, ...]) -> Any:
    cur = body
    for p in path:
        try:
            cur = cur[p]
        except (KeyError, IndexError, TypeError):
            return None
    return cur


def _detector_findings(store: Store, detector: RescanDetector, row: EgressRow, show: bool) -> list[RescanFinding]:
    try:
        body = json.loads(row.body)
    except ValueError:
        return []
    if not isinstance(body, dict):
        return []
    recorded = {
        (json.dumps(sp.get("path"), ensure_ascii=False), sp.get("start"), sp.get("end"))
        for sp in row.spans or []
        if isinstance(sp, dict)
    }
    out = []
    for fs in detector.scan_request(body):
        path, sp = tuple(fs.path), fs.span
        text = _resolve(body, path)
        if not isinstance(text, str) or not 0 <= sp.start < sp.end <= len(text):
            continue
        if any(m.start() < sp.end and sp.start < m.end() for m in PLACEHOLDER_RE.finditer(text)):
            continue  # a placeholder (or text overlapping one) is not a value sent in clear
        stored = safe_path(path, store.value_hash)
        if (json.dumps(stored, ensure_ascii=False), sp.start, sp.end) in recorded:
            continue
        value = text[sp.start : sp.end]
        out.append(
            RescanFinding(
                row.session,
                row.call_id,
                row.created,
                normalize_entity_type(sp.entity_type),
                stored,
                sp.start,
                sp.end,
                store.value_hash(value),
                value if show else None,
            )
        )
    return out


def rescan_store(
    store: Store,
    detector: RescanDetector,
    *,
    since: float | None = None,
    session: str | None = None,
    show: bool = False,
) -> dict[str, Any]:
    """Re-scan stored egress (see the module docstring).

    Args:
        store: the recorder store (read only).
        detector: the current detector (built from the config's `privacy.detector`).
        since: only egress rows created at/after this Unix time; session: only this session.
        show: include the values (`value` of each finding).

    Returns:
        A JSON-ready dict: `bodies` (rows scanned), `detector` (`values`: distinct
        (session, type, value) found; `occurrences`; `types`: type → distinct values;
        `findings`: the first occurrence of each distinct value, oldest first), `vault`
        (one entry per vault value found in clear: session, placeholder, type, first_call,
        clear_calls, recorded), and `notes`.

    Raises:
        whatever the detector raises (the CLI reports it in one line).
    """
    rows = [r for r in store.egress(session, since=since) if r.action != "block" and r.body]
    first: dict[tuple[str, str, str], RescanFinding] = {}
    occurrences = 0
    by_session: dict[str, list[EgressRow]] = defaultdict(list)
    for row in rows:
        by_session[row.session].append(row)
        for f in _detector_findings(store, detector, row, show):
            occurrences += 1
            first.setdefault((f.session, f.type, f.value_hash), f)
    types = Counter(t for _, t, _ in first)

    vault_out: list[dict[str, Any]] = []
    backend = StoreVaultBackend(store)
    for sid, srows in by_session.items():
        entries = backend.load(sid)
        if not entries:
            continue
        known = {x.placeholder for x in store.exposures(sid)}
        for ph, hit in find_in_clear(entries, srows).items():
            e = next(x for x in entries if x.placeholder == ph)
            vault_out.append(
                {
                    "session": sid,
                    "placeholder": ph,
                    "type": normalize_entity_type(e.entity_type),
                    "first_call": hit.first_call,
                    "first_created": hit.first_created,
                    "clear_calls": len(hit.calls),
                    "kind": hit.kind,
                    "recorded": ph in known,
                    **({"value": e.value} if show else {}),
                }
            )
    return {
        "bodies": len(rows),
        "detector": {
            "values": len(first),
            "occurrences": occurrences,
            "types": dict(sorted(types.items(), key=lambda kv: (-kv[1], kv[0]))),
            "findings": [asdict(f) for f in sorted(first.values(), key=lambda f: f.created)],
        },
        "vault": vault_out,
        "notes": [
            "detector: values the current detector finds in stored bodies that the gate did not report "
            "when they left (they were sent in clear); counted once per session, type and value",
            "vault: values of a session's vault found in clear in its earlier bodies; recorded = "
            "already a retro-exposure row",
        ],
    }
