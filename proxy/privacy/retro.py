"""Retro-exposure: when a value enters a session's vault, find where it had already left.

The gate masks what the detector finds and what the vault already knows. A value the detector
missed in a session's first request and caught in its second was sent in clear by the first:
masking it now does not undo that, and the cloud, holding both, can map the placeholder back.
This module finds such values and records them as exposures — "first sent in clear at call X,
detected at call Y" — so that `edgeward audit` and the harness report can say so.

How (docs/ARCHITECTURE.md §6): the pipeline tells `RetroExposure` the size of the session's
vault before the gate runs (`before`) and hands it the vault after (`after`); entries beyond the
last size seen are new, and become pending work, attributed to that call. After the response
has been delivered, the pipeline runs `run(session)` in a worker thread of its background task
set: it searches every egress body the session sent (rows with action `allow`/`mask`, oldest
first) for each new value and its variants with the known-value matcher of the gate
(`edgeward.detectors.known_values.KnownValueMatcher`, over the body's JSON-decoded view,
`TextView`), skipping text inside placeholders, and records one `ExposureRow` per value found
(the first body that carried it, how many did, the matched form; the value itself only as its
keyed hash). A body masked after the value was known cannot hold it, so every hit is a value
sent in clear.

Why off the hot path: the search reads the session's stored bodies (a long session holds
megabytes) and costs one automaton pass over each; it must not delay the answer that caused
it. Why still bounded in time: before the session's next request is served the pipeline awaits
the session's pending search, and at shutdown `Pipeline.drain` awaits every one before the
store is flushed and closed, so the rows exist before anything that could read them next.

On the first request a process sees of a session (after a restart or an eviction from the
cursor table) the vault's existing entries are the baseline: they were searched when they
entered, or, if the process stopped first, `edgeward audit --rescan` finds them.
"""

from __future__ import annotations

import threading
import time
from array import array
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from edgeward.detectors.known_values import KnownValueMatcher, Projection, Screen
from edgeward.detectors.textview import TextView
from edgeward.proxy.privacy.vault import PLACEHOLDER_RE, SessionVault, VaultEntry
from edgeward.proxy.store import ExposureRow, Store

__all__ = ["ClearHit", "RetroExposure", "SearchedBody", "find_in_clear"]


@dataclass
class ClearHit:
    """Where one value was found in clear across a sequence of egress bodies.

    Attributes:
        first_call / first_created: the earliest body (call id, Unix time) that carried it.
        start / end: its first occurrence, offsets into that body's raw text.
        kind: how it matched there (`exact`, `variant`, `digits`, `part`).
        calls: the call ids of every body that carried it, in order.
    """

    first_call: str
    first_created: float
    start: int
    end: int
    kind: str
    calls: list[str] = field(default_factory=list)


@dataclass(slots=True)
class SearchedBody:
    """One egress body as the search reads it: its decoded view (`TextView`), the view's
    projection (`known_values.Projection`) and the placeholders' spans in the view. Built once
    per body and reusable by every later search (`RetroExposure` keeps them per session)."""

    raw: str
    view: TextView
    projection: Projection
    placeholders: list[tuple[int, int]]

    @classmethod
    def of(cls, raw: str) -> "SearchedBody":
        view = TextView(raw)
        return cls(raw, view, Projection(view.text), [m.span() for m in PLACEHOLDER_RE.finditer(view.text)])


class BodyRow(Protocol):
    """What the search reads of an egress row (`EgressRow`, `store.EgressBody`)."""

    @property
    def call_id(self) -> str: ...

    @property
    def created(self) -> float: ...

    @property
    def body(self) -> str: ...

    @property
    def action(self) -> str: ...


#: Between two texts of a `Screen` (what `KnownValueMatcher.screen` joins them with).
_SEP = "\x00"


def screen_of(bodies: Sequence[SearchedBody], base: Screen | None = None, done: int = 0) -> Screen:
    """The `Screen` (`KnownValueMatcher.occurring`) of `bodies`, from their kept projections;
    `base`: the screen of `bodies[:done]`, extended instead of rebuilt."""
    starts = (array("l"), array("l"), array("l"))
    heads: list[str] = ["", "", ""]
    pos = [0, 0, 0]
    if base is not None and done:
        heads = [base.raw, base.folded, base.digits]
        starts = (array("l", base.raw_starts), array("l", base.folded_starts), array("l", base.digits_starts))
        pos = [len(h) + len(_SEP) for h in heads]
    else:
        done = 0
    pieces: tuple[list[str], list[str], list[str]] = ([], [], [])
    for b in bodies[done:]:
        for k, piece in enumerate((b.view.text, b.projection.folded, b.projection.digits()[0])):
            starts[k].append(pos[k])
            pieces[k].append(piece)
            pos[k] += len(piece) + len(_SEP)
    joined = [_SEP.join(p) for p in pieces]
    if done:
        joined = [h + _SEP + j if p else h for h, j, p in zip(heads, joined, pieces)]
    return Screen(joined[0], joined[1], joined[2], *starts)


def find_in_clear(
    entries: Iterable[VaultEntry],
    rows: Iterable[BodyRow],
    body_of: Callable[[BodyRow], SearchedBody] | None = None,
    screen: Callable[[list[SearchedBody]], Screen] = screen_of,
) -> dict[str, ClearHit]:
    """Search egress bodies for vault values and their variants, in clear.

    Args:
        entries: the values to look for (vault entries; keyed by placeholder).
        rows: egress rows, searched in the order given (oldest first); rows with action
            `block` or an empty body (nothing left the device) are skipped.
        body_of: a row's `SearchedBody` (e.g. from a cache); default: built from `row.body`.
        screen: the `Screen` of the searched bodies (e.g. extending a kept one); default: built.
            One automaton pass over it names the bodies that may hold a value (a superset,
            `KnownValueMatcher.occurring`); only those are searched one by one.

    Returns:
        placeholder → `ClearHit` for every entry found in at least one body. Occurrences inside
        a placeholder (`[PERSON_1]`) do not count; a name part shared by two values counts for
        both.
    """
    matcher = KnownValueMatcher(cache_chars=0)
    for e in entries:
        matcher.add(e.value, e.placeholder, e.entity_type)
    out: dict[str, ClearHit] = {}
    if not len(matcher):
        return out
    searched = [
        (row, body_of(row) if body_of is not None else SearchedBody.of(row.body))
        for row in rows
        if row.action != "block" and row.body
    ]
    for i in sorted(matcher.occurring(screen([b for _, b in searched]))):
        row, body = searched[i]
        hits = matcher.find(body.view.text, body.projection)
        if not hits:
            continue
        for h in hits:
            if any(a < h.end and h.start < b for a, b in body.placeholders):
                continue
            for key in h.keys:
                ph = str(key)
                hit = out.get(ph)
                if hit is None:
                    a, b = body.view.to_raw(h.start, h.end)
                    out[ph] = ClearHit(row.call_id, row.created, a, b, h.kind, [row.call_id])
                elif hit.calls[-1] != row.call_id:
                    hit.calls.append(row.call_id)
    return out


@dataclass
class _Pending:
    call_id: str
    created: float
    entries: list[VaultEntry]


#: Characters of egress bodies whose `SearchedBody` `RetroExposure` keeps (about 3-4 bytes of
#: memory each with the projection), least recently searched sessions out first.
BODY_CACHE_CHARS = 8_000_000


class RetroExposure:
    """Finds values newly entered in a session's vault in the session's earlier egress.

    Args:
        store: the recorder store (egress bodies are read, exposure rows written).
        max_sessions: sessions whose vault size is remembered (least recently used out).
        body_cache_chars: characters of bodies whose decoded view and projection are kept
            between searches (`BODY_CACHE_CHARS`; 0: none).

    `before`/`after` run on the event loop; `run` in a worker thread (pending work is handed
    over under a lock).

    Cost: every search reads the session's bodies again (they are the truth: a purged or
    replaced row is not searched), but a body searched before is not decoded and projected
    again: its `SearchedBody` is reused when the stored text is unchanged, so a search costs one
    automaton pass per body (C) instead of a Python pass per character (issue 16: a session of
    250 short calls spent ~8 ms of proxy CPU per request here, holding the GIL against the
    event loop).
    """

    def __init__(self, store: Store, max_sessions: int = 10_000, body_cache_chars: int = BODY_CACHE_CHARS) -> None:
        self.store = store
        self.max_sessions = max_sessions
        self.body_cache_chars = body_cache_chars
        self._cursor: OrderedDict[str, int] = OrderedDict()  # session -> vault entries seen
        self._pending: dict[str, list[_Pending]] = {}
        self._lock = threading.Lock()
        # session -> what its last search kept; guarded by `_lock`
        self._bodies: OrderedDict[str, _Kept] = OrderedDict()
        self._body_chars = 0

    def forget(self, sessions: Iterable[str]) -> None:
        """Drop what is kept of `sessions`' bodies (their egress was purged)."""
        with self._lock:
            for s in sessions:
                kept = self._bodies.pop(s, None)
                self._body_chars -= kept.chars if kept is not None else 0

    def before(self, session: str, vault: SessionVault) -> None:
        """The gate is about to run for `session`: on first sight its current entries are the
        baseline (see the module docstring)."""
        if session in self._cursor:
            self._cursor.move_to_end(session)
            return
        self._cursor[session] = len(vault)
        while len(self._cursor) > self.max_sessions:
            self._cursor.popitem(last=False)

    def after(self, session: str, call_id: str, vault: SessionVault) -> bool:
        """The gate ran for `call_id`: entries the vault gained since the last call are pending
        work attributed to it. Returns True when there is new work."""
        n = len(vault)
        cur = self._cursor.get(session, n)
        if n <= cur:
            return False
        self._cursor[session] = n
        entries = vault.entries[cur:n]
        with self._lock:
            self._pending.setdefault(session, []).append(_Pending(call_id, time.time(), entries))
        return True

    def has_pending(self, session: str) -> bool:
        """True when `session` has values waiting to be searched."""
        with self._lock:
            return bool(self._pending.get(session))

    def run(self, session: str) -> list[ExposureRow]:
        """Search the session's egress for its pending values and record what is found
        (blocking: a worker thread). Returns the rows recorded."""
        with self._lock:
            work = self._pending.pop(session, [])
        if not work:
            return []
        self.store.flush()  # the session's egress rows are queued writes until committed
        rows = self.store.egress_bodies(session)
        detected = {e.placeholder: (w, e) for w in work for e in w.entries}
        with self._lock:
            last = self._bodies.pop(session, None)
            self._body_chars -= last.chars if last is not None else 0
        cached = last.by_id if last is not None else {}
        kept: dict[str, SearchedBody] = {}
        order: list[SearchedBody] = []
        screens: list[Screen] = []

        def body_of(row: BodyRow) -> SearchedBody:
            b = cached.get(row.call_id)
            if b is None or b.raw != row.body:
                b = SearchedBody.of(row.body)
            kept[row.call_id] = b
            return b

        def screen(bodies: list[SearchedBody]) -> Screen:
            # the last screen is extended when the bodies searched then (the same objects) are
            # the first ones now: a session only appends; anything else rebuilds it
            n = len(last.order) if last is not None else 0
            same = last is not None and n <= len(bodies) and all(a is b for a, b in zip(last.order, bodies))
            sc = screen_of(bodies, last.screen if same and last is not None else None, n if same else 0)
            order.extend(bodies)
            screens.append(sc)
            return sc

        found = find_in_clear((e for _, e in detected.values()), rows, body_of, screen)
        if screens:
            self._keep(session, _Kept(kept, order, screens[0], sum(len(b.raw) for b in order)))
        now = time.time()
        out = []
        for ph, hit in found.items():
            w, e = detected[ph]
            row = ExposureRow(
                session=session,
                placeholder=ph,
                entity_type=e.entity_type,
                value_hash=self.store.value_hash(e.value),
                first_call=hit.first_call,
                first_created=hit.first_created,
                detected_call=w.call_id,
                detected_created=w.created,
                clear_calls=len(hit.calls),
                kind=hit.kind,
                start=hit.start,
                end=hit.end,
                source="retro",
                created=now,
            )
            self.store.record_exposure(row)
            out.append(row)
        return out

    def _keep(self, session: str, kept: "_Kept") -> None:
        """Keep `session`'s searched bodies for its next search, within `body_cache_chars`."""
        if kept.chars > self.body_cache_chars:
            return
        with self._lock:
            self._bodies[session] = kept
            self._body_chars += kept.chars
            while self._body_chars > self.body_cache_chars:
                _, old = self._bodies.popitem(last=False)
                self._body_chars -= old.chars


@dataclass
class _Kept:
    """One session's bodies as last searched: by call id, in search order, their `Screen`."""

    by_id: dict[str, SearchedBody]
    order: list[SearchedBody]
    screen: Screen
    chars: int
