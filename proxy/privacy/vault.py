"""Session vault: typed, session-stable, reversible placeholders for detected values.

A `SessionVault` maps each sensitive value of one session to a placeholder such as
`[PERSON_1]`, `[EMAIL_ADDRESS_2]` or `[API_KEY_1]`:

- the same value gets the same placeholder in every request, message, stream and tool argument
  of the session; two different values never share one;
- numbering is per entity type and never restarts: entries are persisted through a
  `VaultBackend` and reloaded by a new `SessionVault` (restart). An entry is persisted as soon
  as it is created, or, inside `deferred_writes()` (the gate's masking of one request), with
  the other entries of the block in one backend call when the block exits — before the caller
  sends anything that holds their placeholders. Either way a placeholder the cloud has seen
  survives a crash;
- credentials are stored as non-reversible entries by default: restoration leaves their
  placeholder in the cloud's reply;
- masking is a single pass over the original text (placeholders already inserted are never
  scanned again), so values that are substrings of other values or of placeholders, overlapping
  spans, and values that contain placeholder-looking text cannot corrupt each other;
- placeholder-looking text already present in the input (`"see [PERSON_1]"` in a log the agent
  read) never collides with a real placeholder: an unknown literal reserves its number, a
  literal equal to a reversible placeholder of the session is itself masked (as
  `[PLACEHOLDER_n]`), so `restore(mask(x)) == x` for every x that holds no variant of a
  known value (a variant restores to its canonical value, see below).

Known values are found with `edgeward.detectors.known_values.KnownValueMatcher` (one
Aho-Corasick pass, cost flat in the number of values): the value itself and its variants —
case-folded, separator-insensitive (whitespace, line breaks, hyphens, dots, underscores), the
digits of numbers of 6+ digits (phone numbers also in national/international form), and the
surname and distinctive given names of a full person name; word boundaries as documented
there (`Al` does not match inside `Also`; CJK matches anywhere). Detector spans are always
masked at their offsets whatever the surrounding characters.

Masking results are cached per text with the vault version they are complete for and, for plain
text, the spans they replaced. A text masked again after newer entries were created is checked
for those only; where each of their occurrences lies apart from every replaced span (and is not
an ambiguous name part), the placeholders are spliced into the cached result — the result a
vault that always held every entry gives (see `SessionVault._spliced` for why) — else the text
is masked from scratch.

**A variant is masked with its canonical value's placeholder** (`margaret thornbury`,
`THORNBURY` and `Margaret Thornbury` are all `[PERSON_1]`), so the cloud sees one person, and
restoration gives back the canonical value (the spelling first registered): the agent gets
what the cloud meant, not necessarily the spelling the agent sent. A name part shared by two
known values (two people called Thornbury) is ambiguous: it gets its own entry (value = the
part as first written, e.g. `Thornbury`), which restores to itself. A value first found once
in a string is masked at every occurrence in that same string.

`mask_json_text` masks JSON text (tool-call arguments, JSON tool results) on the decoded string
level and re-escapes only the changed string literals, so the result stays valid JSON.

Nothing here logs or prints values.
"""

from __future__ import annotations

import bisect
import itertools
import json
import re
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Container, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, runtime_checkable

from edgeward.detectors.known_values import KnownMatch, KnownValueMatcher, Projection, Screen, ScreenJoiner
from edgeward.detectors.textview import TextView
from edgeward.proxy.privacy.config import is_secret_type, normalize_entity_type
from edgeward.proxy.privacy.json_splice import JsonMap
from edgeward.proxy.store import Store, VaultRow

__all__ = [
    "PLACEHOLDER_RE",
    "MD_PLACEHOLDER_RE",
    "ESCAPE_TYPE",
    "VaultEntry",
    "VaultBackend",
    "InMemoryVaultBackend",
    "StoreVaultBackend",
    "SessionVault",
    "VaultRegistry",
    "EntriesHook",
    "SpanLike",
    "mask_json_text",
    "warm_json_text",
    "looks_like_json",
    "json_escape",
]

#: A placeholder: `[` TYPE `_` N `]`, TYPE in UPPER_SNAKE, N ≥ 1 without leading zeros.
#: A match contains exactly one `[` (its first character) and one `]` (its last).
PLACEHOLDER_RE = re.compile(r"\[([A-Z][A-Z0-9_]*)_([1-9][0-9]*)\]")
#: A placeholder in plain text as a model may write it in markdown, its underscores or closing
#: bracket backslash-escaped (`\[PERSON\_1\]`, `[PERSON\_1]`): restored like the plain form (the
#: escapes are markdown's, not part of the value). A match with neither escape is the plain form
#: after a literal backslash, which is kept (masking never writes an escape inside a placeholder,
#: so restore(mask(text)) stays text). Not used inside JSON text, where a backslash belongs to
#: the JSON escape that precedes it.
MD_PLACEHOLDER_RE = re.compile(r"\\?\[([A-Z](?:[A-Z0-9]|\\?_)*)\\?\]")

#: Entity type used to mask input text that literally equals a reversible placeholder.
ESCAPE_TYPE = "PLACEHOLDER"

_MIN_GLOBAL_LEN = 2  # shorter values are masked only where a detector reported them
_CACHE_CHARS = 8_000_000  # bound of the masking result cache (total input characters)
_MAX_MASK_ROUNDS = 4  # a text is re-masked while masking it creates entries (nested unions)
_PHS_MEMO = 4096  # strings whose placeholder-looking tokens are remembered
_RECENT_ENTRIES = 256  # the recent-entries matcher is rebased (to its newest quarter) beyond
_BATCH_SEP = "\x00"  # joins the texts of `mask_texts`: no value, variant or digit group crosses it


def _is_word(ch: str) -> bool:
    return ("a" <= ch <= "z") or ("A" <= ch <= "Z") or ("0" <= ch <= "9")


def json_escape(value: str) -> str:
    """`value` escaped for insertion inside a JSON string literal (no surrounding quotes)."""
    return json.dumps(value, ensure_ascii=False)[1:-1]


@dataclass(frozen=True, slots=True)
class VaultEntry:
    """One placeholder of a session.

    Attributes:
        placeholder: the token sent to the cloud, e.g. `[PERSON_1]`.
        value: the original text it stands for (exact, case-sensitive).
        entity_type: UPPER_SNAKE entity type (the placeholder's TYPE part).
        reversible: False for credentials: restoration leaves the placeholder.
    """

    placeholder: str
    value: str
    entity_type: str
    reversible: bool


@runtime_checkable
class VaultBackend(Protocol):
    """Persistence of vault entries per session (the proxy's sqlite store implements it).

    `load(session)` returns every entry of the session, oldest first; `add(session, entry)`
    persists one entry durably before returning (a restart must find it) and may raise; the
    vault then does not use the entry, and the gate fails closed. `add_many(session, entries)`
    persists several the same way, all or none where the backend can (one transaction).
    """

    def load(self, session: str) -> list[VaultEntry]: ...

    def add(self, session: str, entry: VaultEntry) -> None: ...

    def add_many(self, session: str, entries: Sequence[VaultEntry]) -> None: ...


#: Called with (session, entries) once new entries are persisted, oldest first: the single
#: place where the rest of the proxy learns that values entered a session's vault (audit rows,
#: searching earlier egress of the session for them). What it raises propagates to the code
#: that created the entries (the gate then fails closed); the entries stay persisted.
EntriesHook = Callable[[str, Sequence[VaultEntry]], None]


class InMemoryVaultBackend:
    """A `VaultBackend` in a dict, for tests and throwaway runs.

    `add` raises `ValueError` when a placeholder already exists with another value (the sqlite
    table's primary key is (session, placeholder)); re-adding an identical entry is a no-op.
    """

    def __init__(self) -> None:
        self._data: dict[str, dict[str, VaultEntry]] = {}  # session -> placeholder -> entry, in order
        self.adds = 0

    def load(self, session: str) -> list[VaultEntry]:
        return list(self._data.get(session, {}).values())

    def add(self, session: str, entry: VaultEntry) -> None:
        rows = self._data.setdefault(session, {})
        old = rows.get(entry.placeholder)
        if old is not None:
            if old != entry:
                raise ValueError("placeholder already used in this session")
            return
        rows[entry.placeholder] = entry
        self.adds += 1

    def add_many(self, session: str, entries: Sequence[VaultEntry]) -> None:
        """`add` each entry in order (a failure leaves the earlier ones added)."""
        for e in entries:
            self.add(session, e)


class StoreVaultBackend:
    """Adapter from the proxy store (`Store.vault_load(session) -> list[VaultRow]`,
    `Store.vault_add(VaultRow)`, `Store.vault_add_many(rows)`, docs/CONTRACTS.md table
    `vault`) to `VaultBackend`."""

    def __init__(self, store: Store) -> None:
        self._store = store

    def load(self, session: str) -> list[VaultEntry]:
        return [
            VaultEntry(r.placeholder, r.value, r.entity_type, bool(r.reversible))
            for r in self._store.vault_load(session)
        ]

    @staticmethod
    def _row(session: str, entry: VaultEntry, created: float) -> VaultRow:
        return VaultRow(
            session=session,
            placeholder=entry.placeholder,
            value=entry.value,
            entity_type=entry.entity_type,
            reversible=entry.reversible,
            created=created,
        )

    def add(self, session: str, entry: VaultEntry) -> None:
        self._store.vault_add(self._row(session, entry, time.time()))

    def add_many(self, session: str, entries: Sequence[VaultEntry]) -> None:
        """One transaction. Rows share one `created` time: the store orders a session's entries
        by (created, insertion), so creation order is kept."""
        now = time.time()
        self._store.vault_add_many([self._row(session, e, now) for e in entries])


class SpanLike(Protocol):
    """What `mask_text` needs from a detector span (`edgeward.detectors.spans.Span` fits).

    `start`/`end` are character offsets into the text being masked; `text`, when non-empty,
    must equal `text[start:end]` (otherwise the span is treated as unlocated: its `text` is
    registered as a known value and masked wherever it occurs).
    """

    @property
    def entity_type(self) -> str: ...

    @property
    def start(self) -> int: ...

    @property
    def end(self) -> int: ...

    @property
    def score(self) -> float: ...


def _signature(spans: Sequence[Any]) -> tuple[tuple[str, int, int, float, str], ...]:
    # a cache key, built for every masked string of every request: plain attribute reads
    try:
        return tuple([(s.entity_type, s.start, s.end, s.score, s.text or "") for s in spans])
    except AttributeError:  # a SpanLike without `text`
        return tuple([(s.entity_type, s.start, s.end, s.score, getattr(s, "text", "") or "") for s in spans])


class _Span(NamedTuple):
    entity_type: str
    start: int
    end: int
    score: float
    text: str = ""


#: A span of a masked text that was replaced, and its placeholder: (start, end, placeholder).
Group = tuple[int, int, str]


class _Cached(NamedTuple):
    """A masking result of the vault's cache."""

    out: str
    version: int  # the entries it is complete for: those created before this version
    size: int  # characters of the input (the cache's bound)
    check: str | None  # a text showing every value of the input (decoded JSON), or None
    groups: tuple[Group, ...] | None  # what `out` replaced in the input (plain text), or None
    json: JsonMap | None = None  # what `out` did per token (JSON text), or None


class _Interval(NamedTuple):
    start: int
    end: int
    entity_type: str
    score: float
    exact: bool  # a detector span (True) or a known-value / escape occurrence (False)
    reversible: bool | None  # known entries carry theirs; spans decide by type
    entry: "VaultEntry | None" = None  # the known entry this occurrence stands for
    canonical: str | None = None  # an ambiguous name part: the value of its own entry


class SessionVault:
    """The placeholders of one session, backed by a `VaultBackend`.

    Args:
        session: session id (the backend's key).
        backend: where entries are loaded from and persisted to.
        reversible: entity type (UPPER_SNAKE) → whether its placeholders are restored;
            default: everything except credentials (`is_secret_type`).
        variants: find known values' variants too (default); False: only values as written,
            so `restore(mask(x)) == x` for every x.
        on_entries: `EntriesHook` called once new entries are persisted.

    Attributes:
        version: the number of entries (an entry's creation index is its rank; "entries newer
            than v" are those of rank >= v).
        stale: True once persisting deferred entries failed: this object holds entries the
            backend may not have, and must be replaced by a fresh load (`VaultRegistry` does).

    Raises:
        Whatever `backend.load` raises (the gate turns it into a block).

    Not thread-safe: use one instance per session from one thread / event loop (gates share
    them through a `VaultRegistry`). Two instances of one session over one backend could hand
    out the same number twice.
    """

    def __init__(
        self,
        session: str,
        backend: VaultBackend,
        *,
        reversible: Callable[[str], bool] | None = None,
        variants: bool = True,
        on_entries: EntriesHook | None = None,
    ) -> None:
        self.session = session
        self._backend = backend
        self._on_entries = on_entries
        self._deferred: list[VaultEntry] | None = None  # inside `deferred_writes`: not yet persisted
        self.stale = False
        #: entity type → reversible, for new entries; the gate sets it per request's config
        self.reversible_policy: Callable[[str], bool] = reversible or (lambda t: not is_secret_type(t))
        self._by_value: dict[str, VaultEntry] = {}
        self._by_placeholder: dict[str, VaultEntry] = {}
        self._counters: dict[str, int] = {}
        self.version = 0  # bumped on every new entry
        self._variants = variants
        self._matcher = KnownValueMatcher(variants=variants)
        # the entries created since `_recent_base` (and their placeholders), for checking
        # stale cached results against newer entries only
        self._recent = KnownValueMatcher(variants=variants, cache_chars=0)
        self._recent_base = 0
        self._max_len = 0  # longest value (bounds the window of `_inside_older`)
        self._phs_memo: OrderedDict[str, frozenset[str]] = OrderedDict()  # text -> placeholders_in
        self._rank: dict[str, int] = {}  # placeholder -> creation index (position in _order)
        self._prefix_version = -1
        self._prefixes: frozenset[str] = frozenset()
        self._order: list[VaultEntry] = []  # entries in creation order; version == len(_order)
        self._cache: OrderedDict[Hashable, _Cached] = OrderedDict()
        self._joiner = ScreenJoiner()  # `newer_in_screens`: the cached messages' screens joined
        self._cache_chars = 0
        for e in backend.load(session):
            self._index(e)

    # -- entries -----------------------------------------------------------------------------
    def _index(self, e: VaultEntry) -> None:
        if e.placeholder in self._by_placeholder:
            return
        self._by_placeholder[e.placeholder] = e
        self._by_value.setdefault(e.value, e)
        self._rank[e.placeholder] = len(self._order)
        self._order.append(e)
        self._max_len = max(self._max_len, len(e.value))
        plan = self._matcher.plan(e.value, e.entity_type)  # shared with the recent-entries matcher
        self._matcher.add(e.value, e.placeholder, e.entity_type, order=self._rank[e.placeholder], plan=plan)
        self._add_recent(e, plan)
        m = PLACEHOLDER_RE.fullmatch(e.placeholder)
        if m:
            t, n = m.group(1), int(m.group(2))
            if n > self._counters.get(t, 0):
                self._counters[t] = n
        self.version += 1

    @property
    def entries(self) -> list[VaultEntry]:
        """Every entry, in creation order."""
        return list(self._by_placeholder.values())

    def __len__(self) -> int:
        return len(self._by_placeholder)

    def get(self, placeholder: str) -> VaultEntry | None:
        """The entry of a placeholder, or None."""
        return self._by_placeholder.get(placeholder)

    def known_placeholders(self, tokens: set[str]) -> frozenset[str]:
        """The placeholders of this vault among `tokens` (one set intersection: the gate asks
        for every placeholder-looking token of a body, hundreds)."""
        return frozenset(tokens.intersection(self._by_placeholder))

    def lookup(self, value: str) -> VaultEntry | None:
        """The entry of a value, or None."""
        return self._by_value.get(value)

    def is_reversible_type(self, entity_type: str) -> bool:
        """Whether new entries of this type are reversible (per the vault's policy)."""
        return bool(self.reversible_policy(normalize_entity_type(entity_type)))

    def placeholder_for(self, value: str, entity_type: str, *, reversible: bool | None = None) -> str:
        """The placeholder of `value`, creating (and persisting) it when new.

        A known value keeps its placeholder whatever `entity_type` is passed now. A new one gets
        `[TYPE_n]` with TYPE = `normalize_entity_type(entity_type)` and n one above the highest
        number of that type ever used or reserved in the session.

        Raises:
            ValueError: empty value.
            Whatever `backend.add` raises (the entry is then not created).
        """
        if not value:
            raise ValueError("empty value")
        e = self._by_value.get(value)
        if e is not None:
            return e.placeholder
        t = normalize_entity_type(entity_type)
        rev = self.is_reversible_type(t) if reversible is None else reversible
        n = self._counters.get(t, 0) + 1
        while f"[{t}_{n}]" in self._by_placeholder:  # defensive; counters are maxima
            n += 1
        entry = VaultEntry(f"[{t}_{n}]", value, t, rev)
        self._create(entry)
        return entry.placeholder

    def _create(self, entry: VaultEntry) -> None:
        """The one place a new entry comes into being: persisted then indexed, or, inside
        `deferred_writes`, indexed now and persisted when the block exits."""
        if self._deferred is not None:
            self._index(entry)
            self._deferred.append(entry)
            return
        self._backend.add(self.session, entry)  # raises: the entry is not created
        self._index(entry)
        if self._on_entries is not None:
            self._on_entries(self.session, [entry])

    @contextmanager
    def deferred_writes(self) -> Iterator[None]:
        """Entries created inside the block are usable at once and persisted together, in one
        `backend.add_many`, when it exits (normally or not) — so the caller must not send a
        placeholder created inside before the block has exited without raising. If persisting
        raises, the exception propagates and the vault is marked `stale` (it holds entries the
        backend may lack; `VaultRegistry.get` then reloads the session from the backend, so no
        placeholder the backend lacks is ever used again). Not re-entrant.

        Raises:
            RuntimeError: nested use. Whatever `backend.add_many` or the entries hook raises.
        """
        if self._deferred is not None:
            raise RuntimeError("deferred_writes is not re-entrant")
        self._deferred = []
        try:
            yield
        finally:
            pending, self._deferred = self._deferred, None
            if pending:
                self._flush_deferred(pending)

    def _flush_deferred(self, pending: list[VaultEntry]) -> None:
        """Persist the entries created inside `deferred_writes` (one backend call), then tell
        the entries hook; a failure marks the vault `stale`."""
        try:
            self._backend.add_many(self.session, pending)
        except BaseException:
            self.stale = True
            raise
        if self._on_entries is not None:
            self._on_entries(self.session, pending)

    def reserve(self, text: str) -> None:
        """Reserve the numbers of placeholder-looking strings in `text` that are not entries of
        this vault, so that a later placeholder never equals text the cloud has already seen.
        Not persisted: the gate calls it for every string of every request."""
        if "[" not in text:  # every placeholder starts with one (C speed, no regex call)
            return
        for m in PLACEHOLDER_RE.finditer(text):
            if m.group(0) not in self._by_placeholder:
                t, n = m.group(1), int(m.group(2))
                if n > self._counters.get(t, 0):
                    self._counters[t] = n

    # -- searching ---------------------------------------------------------------------------
    def _matches(
        self, text: str, found: Iterable[KnownMatch] | None = None
    ) -> list[tuple[KnownMatch, VaultEntry | None]]:
        """Known-value occurrences in `text` (`found`: the matcher's, when already computed)
        with the entry each stands for (None: an ambiguous name part, see the module
        docstring)."""
        out = []
        for m in self._matcher.find(text) if found is None else found:
            cands = [self._by_placeholder[k] for k in m.keys if k in self._by_placeholder]
            if not cands:
                continue
            out.append((m, None if m.kind == "part" and len(cands) > 1 else cands[0]))
        return out

    def _newer_in(self, text: str, version: int) -> bool:
        """True when an entry created at or after `version` (its value, a variant, or its
        placeholder written literally) occurs in `text`: a result cached at `version` may be
        incomplete. Checked with the small matcher of recent entries when it covers `version`
        (few hits), else with the full one."""
        for hit in self._newer_matches(text, version):
            if hit.kind != "part" or not self._inside_older(text, hit.start, hit.end, version):
                return True
        return False

    def screen(self, texts: Iterable[str]) -> Screen:
        """The `Screen` of `texts` for `newer_in_screen` (build it once per set of texts that
        is masked together and resent, e.g. one chat message: its strings, decoded JSON views
        and dict keys)."""
        return self._matcher.screen(texts)

    def newer_in_screen(self, screen: Screen, version: int) -> set[int]:
        """Indexes of the texts of `screen` in which an entry created at or after `version` —
        its value, a variant, or its placeholder written literally — may occur. A masking of
        the other texts that was complete at `version` is complete now; for the texts returned,
        `cache_get` decides exactly. One automaton pass per projection."""
        if version >= self.version:
            return set()
        return self._since(version).occurring(screen, version)

    def patterns_hold(self, chars: str) -> bool:
        """True when a pattern the vault's values (or placeholders) are searched by holds one
        of `chars` (``"`` and/or NUL; `KnownValueMatcher.patterns_hold`)."""
        return self._matcher.patterns_hold(chars) or self._recent.patterns_hold(chars)

    def may_hold(self, text: str, version: int) -> bool:
        """False only when no entry created at or after `version` (its value, a variant, or its
        placeholder written literally) can occur in `text` — then `find_known(text, version)`
        is empty — decided without a projection (`KnownValueMatcher.may_occur`); True when
        undecided (many such entries)."""
        return version < self.version and self._since(version).may_occur(text, version)

    def newer_in_screens(self, screens: Sequence[Screen], version: int) -> list[set[int]]:
        """`[newer_in_screen(s, version) for s in screens]` with one automaton pass (or one
        `str.find` per pattern) over all of them joined (`join_screens`), instead of one per
        screen: the gate re-checks every cached message of a body, ~60 screens of ~2 KB."""
        if version >= self.version or not screens:
            return [set() for _ in screens]
        joined, firsts = self._joiner.join(screens)  # the last step's join, extended
        out: list[set[int]] = [set() for _ in screens]
        for i in self._since(version).occurring(joined, version):
            k = bisect.bisect_right(firsts, i) - 1
            out[k].add(i - firsts[k])
        return out

    def _inside_older(
        self, text: str, start: int, end: int, version: int, groups: Sequence[Group] | None = None
    ) -> bool:
        """True when [start, end) lies strictly inside an occurrence of an older full value
        (created before `version`): a newer name part there (`Garten` in `Anna Garten`) does
        not change the masking. Searched in a window around it, wide enough for any value.

        `groups`: what a masking of `text` complete for the entries before `version` replaced
        (`_spliced`). Every occurrence of such an entry lies within one of them (that masking
        found it and replaced it, or a longer one around it), so an occurrence strictly
        containing [start, end) needs a group that does too: without one the answer is False
        with no search (the group a newer value touches is most often that value's own
        spelling masked as an older name part, or ends inside it)."""
        if groups is not None:
            k = bisect.bisect_right(groups, start, key=lambda g: g[0]) - 1  # the group holding `start`, if any
            if k < 0 or groups[k][1] < end or groups[k][1] - groups[k][0] <= end - start:
                return False
            # such an occurrence lies within that group: the group and what decides a match
            # there (its neighbours, the date/time tokens of its line within 40 characters)
            lo, hi = max(0, groups[k][0] - 64), min(len(text), groups[k][1] + 64)
        else:
            w = 2 * self._max_len + 16
            lo, hi = max(0, start - w), min(len(text), end + w)
        rank = self._rank
        for m in self._matcher.find(text[lo:hi]):
            if (
                m.kind != "part"
                and m.start + lo <= start
                and m.end + lo >= end
                and m.end - m.start > end - start
                and all(rank.get(str(k), version) < version for k in m.keys)
            ):
                return True
        return False

    def checkpoint(self) -> None:
        """Check cached results against the entries created from now on with a fresh, small
        matcher (the gate calls it once per request: results cached by the previous request
        are then re-checked against this request's new entries only). Results cached before
        the checkpoint are checked with the full matcher."""
        if self._recent_base != len(self._order):
            self._recent_base = len(self._order)
            self._recent = KnownValueMatcher(variants=self._variants, cache_chars=0)

    def _since(self, version: int) -> KnownValueMatcher:
        """The smallest matcher holding every entry created at or after `version` (search it
        with `min_order=version`): the recent entries' one when it covers `version` (few hits
        in text that holds older values), else the full one."""
        return self._recent if version >= self._recent_base else self._matcher

    def _add_recent(self, e: VaultEntry, plan: tuple[Any, ...] | None = None) -> None:
        if len(self._order) - self._recent_base > _RECENT_ENTRIES:  # rebase: keep the newest quarter
            self._recent_base = len(self._order) - _RECENT_ENTRIES // 4
            self._recent = KnownValueMatcher(variants=self._variants, cache_chars=0)
            for old in self._order[self._recent_base :]:
                self._add_to(self._recent, old, plan if old is e else None)
        else:
            self._add_to(self._recent, e, plan)

    def _add_to(self, m: KnownValueMatcher, e: VaultEntry, plan: tuple[Any, ...] | None = None) -> None:
        rank = self._rank[e.placeholder]
        m.add(e.value, e.placeholder, e.entity_type, order=rank, plan=plan)
        if e.placeholder != e.value:  # a literal placeholder in a text must be re-masked: as written
            m.add(
                e.placeholder,
                e.placeholder,
                order=rank,
                plan=(("exact", e.placeholder, "variant", e.placeholder, True, frozenset(), False, False),),
            )

    def find_known(self, text: str, since: int | None = None) -> list[tuple[int, int, VaultEntry]]:
        """Every occurrence (overlapping ones included) of every known value and variant in
        `text`, as (start, end, entry); see `edgeward.detectors.known_values` for what matches.
        An ambiguous name part is reported with the oldest entry it belongs to. Values shorter
        than 2 characters or only whitespace are not searched. `since`: only entries created
        at or after that version."""
        out = []
        found = None if since is None else self._newer_matches(text, since)
        for m, e in self._matches(text, found):
            out.append((m.start, m.end, e if e is not None else self._by_placeholder[str(m.keys[0])]))
        return out

    # -- masking -----------------------------------------------------------------------------
    def mask_text(self, text: str, spans: Iterable[SpanLike] = (), *, clean_at: int | None = None) -> str:
        """Mask `text`: every detector span and every occurrence of a known value (from any
        earlier request of the session too) is replaced by its placeholder, in one pass.

        Overlapping spans/occurrences are merged and masked as one value (a new entry typed
        after the longest member, non-reversible if any member is); a merged value equal to a
        known value keeps that value's placeholder. Spans with offsets outside the text, empty
        spans, or whose `text` differs from `text[start:end]` are registered by their `text`
        (if any) and masked wherever that occurs. New entries are persisted before use.

        `clean_at`: a vault version before which the caller knows `text` was masked completely
        and since which nothing up to `clean_at` occurs in it — no pattern of an entry created
        between the text's last masking and `clean_at` (the gate knows this per message from
        `newer_in_screen`); its cached result is then checked against newer entries only.

        Returns:
            The masked text (the same string when nothing matched).

        Raises:
            Whatever the backend raises while persisting a new entry.
        """
        spans = list(spans)
        key: Any = (text, _signature(spans)) if spans else text
        hit = self._refreshed(key, text, clean_at)
        if hit is not None:
            return hit
        detected = self._located(text, spans)
        if not detected and not text:
            return text
        self.reserve(text)
        groups: list[Group] = []
        out, version = self._mask(text, detected, groups)
        self.cache_put(key, len(text), out, version, groups=groups)
        return out

    def _refreshed(self, key: Hashable, text: str, clean_at: int | None = None) -> str | None:
        """The cached masking of plain `text` under `key`, brought up to the current entries,
        or None (not cached, or a full masking is needed). A result computed before newer
        entries is kept when none of them occurs in `text`, and otherwise updated in place
        when each occurrence lies apart from everything it replaced (`_spliced`). `clean_at`:
        as in `mask_text`."""
        hit = self._cache.get(key)
        if hit is None:
            return None
        if hit.version != self.version:
            if hit.groups is None:
                return self.cache_get(key, text)
            since = hit.version if clean_at is None else max(hit.version, min(clean_at, self.version))
            newer = self._newer_matches(text, since)
            out, groups = hit.out, hit.groups
            if newer:
                spliced = self._spliced(text, hit.out, hit.groups, newer, since)
                if spliced is None:
                    return None
                out, groups = spliced
            hit = self._cache[key] = _Cached(out, self.version, hit.size, hit.check, groups)
        self._cache.move_to_end(key)
        return hit.out

    def _spliced(
        self, text: str, out: str, groups: tuple[Group, ...], newer: list[KnownMatch], version: int
    ) -> tuple[str, tuple[Group, ...]] | None:
        """The masking of `text` for the current entries, from its masking `out` for the entries
        before `version` (`groups`: what that one replaced) and the occurrences `newer` of the
        entries created since: (masked text, its groups) — the very result `_mask` would give
        — or None when an occurrence touches a replaced span (it could merge with it, change
        which placeholder it gets, or stand for an ambiguous name part) and is not simply
        nested in an older, longer value (which `_mask_once` drops), when two of them overlap,
        or when one needs an entry of its own. No entry is created here.

        Why it is exact: an occurrence of an older entry is found by the older masking too
        (matching depends on the text and the value only), where it became or lies inside a
        replaced span; an occurrence apart from every replaced span is therefore of newer
        entries only, forms a group of its own and gets its entry's placeholder, and leaves
        every other group as it was."""
        starts = [g[0] for g in groups]
        added: list[Group] = []
        relabel: dict[int, str] = {}  # group index -> its placeholder now
        reach = -1
        for m in newer:  # sorted by (start, -end)
            k = bisect.bisect_right(starts, m.start) - 1
            if (k >= 0 and groups[k][1] > m.start) or (k + 1 < len(groups) and groups[k + 1][0] < m.end):
                if self._inside_older(text, m.start, m.end, version, groups):
                    continue
                if (
                    k >= 0
                    and groups[k][0] == m.start
                    and groups[k][1] == m.end
                    and m.canonical not in self._by_placeholder
                ):
                    ph = self._placeholder_at(text, m.start, m.end)
                    if ph is None:
                        return None
                    if ph != groups[k][2]:
                        relabel[k] = ph
                    continue
                return None
            if m.end <= reach:
                continue  # inside a newer occurrence kept before it
            if added and m.start < added[-1][1]:
                return None  # overlapping newer occurrences are merged into one value
            cands = [self._by_placeholder[k] for k in m.keys if k in self._by_placeholder]
            if not cands or (m.kind == "part" and len(cands) > 1) or m.canonical in self._by_placeholder:
                return None  # an ambiguous name part (its own entry), or a placeholder written literally
            added.append((m.start, m.end, cands[0].placeholder))
            reach = m.end
        if not added and not relabel:
            return out, groups
        if relabel:
            relabelled = list(groups)
            for i, ph in relabel.items():
                relabelled[i] = (groups[i][0], groups[i][1], ph)
            groups = tuple(relabelled)
        merged = tuple(sorted(groups + tuple(added)))
        return _rebuilt(text, merged), merged

    def _placeholder_at(self, text: str, start: int, end: int) -> str | None:
        """The placeholder a masking of `text` from scratch gives a replaced span that is
        exactly [start, end), where a newer value occurs exactly: that of the one match a
        search over every entry finds there (`_mask_once`: a known occurrence spanning its
        group whole decides its placeholder — its entry's, or for an ambiguous name part the
        part's own entry's); None when that entry does not exist yet (masking would create it)
        or no entry matches there.

        Why that match decides: the occurrence of the newer value spans the group exactly, so
        it neither widens the group nor lies inside a longer occurrence (that one would be in
        the group, wider than it); the group's members at exactly its span are then that one
        match (one per span: `KnownValueMatcher.find` merges candidates per position).
        Searched in a window around the span (`_inside_older`'s, at least 64 characters each
        side: what decides a match — its neighbours, the date/time tokens of its line within
        40 characters — lies inside it)."""
        w = max(2 * self._max_len + 16, 64)
        lo, hi = max(0, start - w), min(len(text), end + w)
        for m in self._matcher.find(text[lo:hi]):
            if m.start + lo != start or m.end + lo != end:
                continue
            cands = [self._by_placeholder[k] for k in m.keys if k in self._by_placeholder]
            if not cands:
                return None
            if m.kind == "part" and len(cands) > 1:  # ambiguous: the part's own entry
                own = self._by_value.get(m.canonical or text[start:end])
                return None if own is None else own.placeholder
            return str(cands[0].placeholder)
        return None

    def _json_spliced(self, key: Hashable, raw: str, clean_at: int | None = None) -> tuple[str, JsonMap] | None:
        """The masking of JSON text `raw` (cached under `key`, stale) for the current entries,
        updated in place from its cached result literal by literal: (masked JSON text, its new
        map), or None when it cannot be (no map: a nested JSON text, an evicted literal; a
        number left as it was is now a known value; a literal whose update `_spliced` cannot
        prove equal to masking it from scratch).

        Why it is what `_mask_json` gives, with one masking round: each token masked as plain
        text is masked alone by what it holds (`mask_texts` joins a batch's texts with NUL,
        which no match crosses, `_found_in`), so its result is its cached one brought up to the
        current entries — kept, or spliced by `_spliced`, which creates no entry (else it
        declines) — and with no entry created a round is complete and the batches do not
        affect each other. Numbers left as they are stay so unless one is now a known value
        (then it would become a placeholder): that is checked; a number's placeholder and the
        text between tokens do not depend on newer entries. The newer occurrences of each batch
        are searched as `mask_texts` searches a stale batch: its texts joined, the entries at
        or after `since` (`clean_at` as in `mask_text`)."""
        hit = self._cache.get(key)
        jmap = hit.json if hit is not None else None
        if hit is None or jmap is None:
            return None
        by_value = self._by_value
        if any(n in by_value for n in jmap.numbers):
            return None
        since = hit.version if clean_at is None else max(hit.version, min(clean_at, self.version))
        texts = jmap.texts
        groups: list[tuple[Group, ...]] | None = None
        parts: list[str] | None = None
        for i, j in jmap.batches:
            batch = texts[i:j]
            found = self._newer_matches(_BATCH_SEP.join(batch), since)
            if not found:
                continue
            for k, ms in _per_text(batch, found).items():
                n = i + k
                text, old = texts[n], jmap.groups[n]
                update = self._spliced(text, "", old, ms, since)
                if update is None:
                    return None
                if update[1] is old:
                    continue  # every newer occurrence lies inside an older, longer value
                if groups is None or parts is None:
                    groups, parts = list(jmap.groups), list(jmap.parts)
                groups[n] = update[1]
                new = update[0]
                t0, t1 = jmap.tokens[n]
                parts[jmap.where[n]] = json.dumps(new, ensure_ascii=False) if new != text else raw[t0:t1]
        if groups is None or parts is None:
            return hit.out, jmap
        new_map = JsonMap(texts, tuple(groups), jmap.tokens, jmap.where, jmap.batches, jmap.numbers, tuple(parts))
        return "".join(parts), new_map

    def warm(self, text: str) -> None:
        """Search `text` for the known values now, as masking it will search it, so that the
        masking's searches find their projections and matches kept (`KnownValueMatcher.find`:
        then only the values added in between are searched and merged in). Changes no result,
        only the matcher's caches. Plain text: the text itself; JSON text: its literals joined
        per batch as `mask_texts` joins them, and its structure (`warm_json_text`).

        The gate calls it for a request's new strings while their scan runs in a worker process
        (`EgressGate`, overlap), when the event loop would otherwise wait. What it cannot
        foresee (a number a detector span will cut out of a batch, entries created while
        masking) only makes a warmed search go unused."""
        if looks_like_json(text) and warm_json_text(text, self):
            return
        if text:
            self._matcher.find(text)

    def _warm_batch(self, texts: Sequence[str]) -> None:
        """`warm` for the literals of one `mask_texts` batch (no spans): the projection of the
        texts joined and the whole-vault search of its first round as `mask_texts` would make
        them now — over the texts joined when those it must mask (no cached result) are at
        least half of them, else over those alone (`_found_in`); nothing when all are cached
        for the current entries."""
        todo: list[str] = []
        stale = False
        for t in texts:
            hit = self._cache.get(t)  # `mask_texts`'s key of a text without spans
            if hit is None:
                todo.append(t)
            elif hit.version != self.version:
                stale = True
        if not todo and not stale:
            return
        joined = _BATCH_SEP.join(texts)
        proj = self._matcher.projection(joined)
        if not todo:
            return
        if 2 * sum(len(t) for t in todo) < len(joined):
            self._matcher.find(_BATCH_SEP.join(todo))
        else:
            self._matcher.find(joined, proj)

    def _warm_outside(self, raw: str) -> None:
        """`warm` for `_known_outside_placeholders` of JSON `raw` masked: the search of its
        structure (`_outside_literals`: what lies between its literals), which the masking
        leaves as it is but for the numbers it masks (`raw` has the known ones as `""`)."""
        if not self.patterns_hold('"\x00'):
            self._matcher.find(_outside_literals(raw))

    def apply_known(self, text: str) -> str:
        """`mask_text(text)` without new spans: replace every known value of the session
        (longest match wins)."""
        return self.mask_text(text, ())

    def mask_texts(self, items: Sequence[tuple[str, Sequence[SpanLike]]]) -> list[str]:
        """Mask several texts of one document (e.g. the string literals of a JSON tool result)
        together: `[mask_text(t, spans) for t, spans in items]`, except that a value first
        found in one of them is also masked in the others (earlier ones included), and that
        known values are searched in all of them with one automaton pass per round (texts
        joined with NUL, which no value crosses) instead of one pass per text.

        Returns:
            The masked texts, in order; each is cached like `mask_text`'s.

        Raises:
            Whatever the backend raises while persisting a new entry.
        """
        n = len(items)
        texts = [t for t, _ in items]
        spans = [list(sp) for _, sp in items]
        keys: list[Hashable] = [(t, _signature(sp)) if sp else t for t, sp in zip(texts, spans)]
        out: list[str | None] = [None] * n
        stale: dict[int, int] = {}  # text index -> version of its stale cached result
        for i, key in enumerate(keys):
            hit = self._cache.get(key)
            if hit is None:
                continue
            if hit.version == self.version:
                out[i] = hit.out
                self._cache.move_to_end(key)
            else:
                stale[i] = hit.version
        todo = [i for i in range(n) if out[i] is None and i not in stale]
        if not todo and not stale:
            return [o for o in out if o is not None]
        joined = _BATCH_SEP.join(texts)
        starts = list(itertools.accumulate((len(t) + len(_BATCH_SEP) for t in texts[:-1]), initial=0))
        proj = self._matcher.projection(
            joined
        )  # cached: a JSON text re-masked (next round, next step) joins the same literals

        def by_text(found: Iterable[KnownMatch], versions: dict[int, int] | None = None) -> dict[int, list[KnownMatch]]:
            """Matches per text (offsets into it); with `versions`, only matches of entries at or
            above the text's version, for the texts listed there."""
            res: dict[int, list[KnownMatch]] = {}
            for m in found:
                i = bisect.bisect_right(starts, m.start) - 1
                a = starts[i]
                if m.end > a + len(texts[i]):
                    continue  # crosses a separator: only a value holding NUL could
                if versions is not None:
                    v = versions.get(i)
                    if v is None or all(self._rank.get(str(k), -1) < v for k in m.keys):
                        continue
                res.setdefault(i, []).append(KnownMatch(m.start - a, m.end - a, m.keys, m.kind, m.canonical))
            return res

        if stale:  # results cached before newer entries: recompute where one of those occurs
            low = min(stale.values())
            newer = by_text(self._since(low).find(joined, proj, min_order=low), stale)
            for i, v in stale.items():
                hit = self._cache[keys[i]]
                new_out, new_groups = hit.out, hit.groups
                if i in newer:  # updated in place where it can be (`_spliced`), else masked again
                    update = None if hit.groups is None else self._spliced(texts[i], hit.out, hit.groups, newer[i], v)
                    if update is None:
                        todo.append(i)
                        continue
                    new_out, new_groups = update
                out[i] = new_out
                self._cache[keys[i]] = _Cached(
                    new_out, self.version, hit.size, hit.check, new_groups
                )  # not `_replace`: ~5x slower, once per literal
                self._cache.move_to_end(keys[i])
            todo.sort()
        detected: dict[int, list[_Interval]] = {}
        for i in todo:
            detected[i] = self._located(texts[i], spans[i])
            self.reserve(texts[i])
        pending = list(todo)
        version = self.version
        final: dict[int, list[Group]] = {}  # text -> what its masked text replaced
        for _ in range(2 * _MAX_MASK_ROUNDS):
            version = self.version
            groups: dict[int, list[Group]] = {}  # text -> spans replaced this round
            if pending:
                # the batch's projection is built already; a few texts again: joined alone
                few = 2 * sum(len(texts[i]) for i in pending) < len(joined)
                found = _found_in(self._matcher, texts, pending) if few else by_text(self._matcher.find(joined, proj))
                for i in pending:
                    g = final[i] = groups.setdefault(i, [])
                    ms = found.get(i)
                    if ms is None and not detected[i] and "[" not in texts[i]:
                        out[i] = texts[i]  # no match, span nor placeholder text: `_mask_once` returns it
                        continue  # (most literals of a JSON text: its keys, statuses, numbers)
                    out[i] = self._mask_once(texts[i], detected[i], ms or (), g)
            if self.version == version:
                break
            # entries created this round: every text holding one outside what it just masked, or
            # at a masked span it would give another placeholder (`_covered`), is masked again
            newer = by_text(
                self._since(version).find(joined, proj, min_order=version), dict.fromkeys(range(n), version)
            )
            pending = sorted(
                i for i, ms in newer.items() if i not in groups or not _covered(groups[i], ms, self._placeholder_of)
            )
            for i in pending:
                if i not in detected:  # a cached result made stale by this batch
                    detected[i] = self._located(texts[i], spans[i])
        for i in todo:
            o = out[i]
            if o is not None:
                self.cache_put(keys[i], len(texts[i]), o, version, groups=final.get(i))
        for i in set(detected) - set(todo):  # formerly cached, masked again
            o = out[i]
            if o is not None:
                self.cache_put(keys[i], len(texts[i]), o, version, groups=final.get(i))
        return [o if o is not None else t for o, t in zip(out, texts)]

    def _located(self, text: str, spans: Sequence[SpanLike]) -> list[_Interval]:
        """Detector spans as intervals of `text`; a span whose offsets do not fit it is
        registered by its `text` (masked wherever that occurs) instead."""
        detected: list[_Interval] = []
        for s in spans:
            start, end = int(s.start), int(s.end)
            stext = getattr(s, "text", "") or ""
            if 0 <= start < end <= len(text) and (not stext or text[start:end] == stext):
                detected.append(_Interval(start, end, normalize_entity_type(s.entity_type), float(s.score), True, None))
            elif stext and not stext.isspace():
                self.placeholder_for(stext, s.entity_type)
        return detected

    def cache_get(self, key: Any, text: str | None = None, clean_at: int | None = None) -> str | None:
        """A masking result cached under `key`, or None.

        Results depend only on the input and the entries. A result computed before the newest
        entries is reused when `text` (the exact string that was masked) contains none of the
        newer values, nor their variants, nor their placeholders (`text` defaults to the check
        text given to `cache_put`); without either, only a result of the current vault version
        is returned. `clean_at`: as in `mask_text` (for the text checked)."""
        hit = self._cache.get(key)
        if hit is None:
            return None
        if hit.version != self.version:
            text = text if text is not None else hit.check
            if text is None:
                return None
            since = hit.version if clean_at is None else max(hit.version, min(clean_at, self.version))
            if self._newer_in(text, since):
                return None
            self._cache[key] = hit._replace(version=self.version)
        self._cache.move_to_end(key)
        return hit.out

    def cached_check(self, key: Hashable) -> tuple[str | None, int | None]:
        """(the `check` text, the version) of the result cached under `key` (current or not),
        or (None, None)."""
        hit = self._cache.get(key)
        return (hit.check, hit.version) if hit is not None else (None, None)

    def cache_put(
        self,
        key: Any,
        size: int,
        out: str,
        version: int | None = None,
        check: str | None = None,
        groups: Sequence[Group] | None = None,
        json_map: JsonMap | None = None,
    ) -> None:
        """Cache a masking result computed with the entries of `version` (default: the current
        one) — LRU, bounded by the total size of the cached inputs. `check`: a text in which
        every value the input holds is visible (the input decoded), searched by `cache_get`
        for newer values when the result is stale. `groups`: what `out` replaced in the input
        (plain text masked by `_mask_once`), so a stale result can be updated in place;
        `json_map`: the same per token of a JSON text (`_json_spliced`)."""
        if size > _CACHE_CHARS // 4:
            return
        old = self._cache.pop(key, None)
        if old is not None:
            self._cache_chars -= old.size
        v = self.version if version is None else version
        self._cache[key] = _Cached(out, v, size, check, None if groups is None else tuple(groups), json_map)
        self._cache_chars += size
        while self._cache_chars > _CACHE_CHARS and self._cache:
            _, dropped = self._cache.popitem(last=False)
            self._cache_chars -= dropped.size

    def _mask(self, text: str, detected: list[_Interval], groups: list[Group]) -> tuple[str, int]:
        """Mask `text`; returns (masked, the vault version it is complete for) and leaves in
        `groups` what the masked text replaced. Repeated while it creates entries, so a value
        first detected here is masked at each of its occurrences (and variants) in this text
        too."""
        out = text
        for _ in range(_MAX_MASK_ROUNDS):
            v0 = self.version
            groups.clear()
            out = self._mask_once(text, detected, groups=groups)
            if self.version == v0:
                return out, v0
            if _covered(groups, self._newer_matches(text, v0), self._placeholder_of):
                return out, self.version  # the new entries occur only where they were just masked
        return out, v0

    def _placeholder_of(self, m: KnownMatch) -> str | None:
        """The placeholder match `m` alone stands for (its oldest entry's), or None for an
        ambiguous name part or a match of no entry of this vault."""
        cands = [k for k in m.keys if k in self._by_placeholder]
        if not cands or (m.kind == "part" and len(cands) > 1):
            return None
        return str(cands[0])

    def _newer_matches(self, text: str, version: int, projection: Projection | None = None) -> list[KnownMatch]:
        """Occurrences in `text` of entries created at or after `version` (`_since`)."""
        m = self._since(version)
        if m is self._matcher:
            return m.find(text, projection, min_order=version)
        if projection is None:
            projection = self._matcher.cached_projection(text)
            # a text not projected yet (a masked JSON text, a new check text): building its
            # projection is most of the cost; the few recent patterns are ruled out without it
            if projection is None and not m.may_occur(text, version):
                return []
        return m.find(text, projection or self._matcher.projection(text), min_order=version)

    def _mask_once(
        self,
        text: str,
        detected: list[_Interval],
        found: Iterable[KnownMatch] | None = None,
        groups: list[Group] | None = None,
    ) -> str:
        """One masking pass (`found`: the known-value matches of `text`, when already
        computed); `groups` receives every span replaced and its placeholder, in order."""
        known: list[_Interval] = []
        for m, e in self._matches(text, found):
            if e is not None:
                known.append(_Interval(m.start, m.end, e.entity_type, 2.0, False, e.reversible, e))
            else:  # ambiguous name part: its own entry, typed like the oldest owner
                owner = self._by_placeholder[str(m.keys[0])]
                known.append(
                    _Interval(m.start, m.end, owner.entity_type, 2.0, False, owner.reversible, None, m.canonical)
                )
        # an occurrence inside a longer one (a surname inside the full name) is not separate
        known.sort(key=lambda iv: (iv.start, -iv.end))
        intervals = list(detected)
        reach = -1
        for iv in known:
            if iv.end <= reach:
                continue
            intervals.append(iv)
            reach = iv.end
        # literal placeholder text that would be restored to a value: mask it too
        for pm in PLACEHOLDER_RE.finditer(text):
            e = self._by_placeholder.get(pm.group(0))
            if e is not None and e.reversible and self._by_value.get(pm.group(0)) is None:
                intervals.append(_Interval(pm.start(), pm.end(), ESCAPE_TYPE, 2.0, False, True))
        if not intervals:
            return text
        intervals.sort(key=lambda iv: (iv.start, -iv.end))
        pieces: list[str] = []
        pos = 0
        k = 0
        while k < len(intervals):
            a, b = intervals[k].start, intervals[k].end
            members = [intervals[k]]
            k += 1
            while k < len(intervals) and intervals[k].start < b:
                b = max(b, intervals[k].end)
                members.append(intervals[k])
                k += 1
            value = text[a:b]
            whole = [
                m for m in members if (m.entry is not None or m.canonical is not None) and m.start == a and m.end == b
            ]
            if whole and whole[0].entry is not None:
                ph = whole[0].entry.placeholder  # a value or one of its variants
            elif whole:
                w = whole[0]
                ph = self.placeholder_for(w.canonical or value, w.entity_type, reversible=w.reversible)
            elif value in self._by_value:
                ph = self._by_value[value].placeholder
            else:
                exact = [m for m in members if m.exact and m.start == a and m.end == b]
                best = max(exact or members, key=lambda m: (m.end - m.start, m.score))
                rev = all(
                    self.is_reversible_type(m.entity_type) if m.reversible is None else m.reversible for m in members
                )
                ph = self.placeholder_for(value, best.entity_type, reversible=rev)
            if groups is not None:
                groups.append((a, b, ph))
            pieces.append(text[pos:a])
            pieces.append(ph)
            pos = b
        pieces.append(text[pos:])
        return "".join(pieces)

    # -- restoring ---------------------------------------------------------------------------
    def restore_text(self, text: str, *, json_escape_values: bool = False, only: Container[str] | None = None) -> str:
        """Replace every reversible placeholder of this session in `text` by its value, in one
        pass (a restored value is never scanned again). Non-reversible and unknown
        placeholders are left as they are, and so is any placeholder not in `only` when given
        (a reply restores only what its call sent: `edgeward.proxy.privacy.restore`). With
        `json_escape_values`, values are JSON-escaped (for text inside JSON string literals,
        e.g. tool-call arguments)."""
        if "[" not in text:
            return text

        def entry(ph: str) -> VaultEntry | None:
            e = self._by_placeholder.get(ph)
            return e if e is not None and e.reversible and (only is None or ph in only) else None

        def sub(m: re.Match[str]) -> str:
            e = entry(m.group(0))
            if e is None:
                return m.group(0)
            return json_escape(e.value) if json_escape_values else e.value

        def sub_md(m: re.Match[str]) -> str:
            g = m.group(0)
            if "\\_" not in m.group(1) and not g.endswith("\\]"):  # plain, maybe after a literal `\`
                lead = "\\" if g[0] == "\\" else ""
                e = entry(g[len(lead) :])
                return g if e is None else lead + e.value
            e = entry("[" + m.group(1).replace("\\_", "_") + "]")
            return g if e is None else e.value

        if json_escape_values or "\\" not in text:
            return PLACEHOLDER_RE.sub(sub, text)
        return MD_PLACEHOLDER_RE.sub(sub_md, text)

    def is_placeholder_prefix(self, s: str) -> bool:
        """True when `s` is a proper prefix (shorter, non-empty) of a reversible placeholder of
        this session — text a stream must hold back until it completes or diverges. Markdown
        escapes count as in `restore_text`: `\\[PERSON\\_` and `[PERSON\\` are prefixes too."""
        if "\\" in s:
            s = s.removeprefix("\\").replace("\\_", "_").removesuffix("\\")
        if self._prefix_version != self.version:
            self._prefixes = frozenset(
                e.placeholder[:k]
                for e in self._by_placeholder.values()
                if e.reversible
                for k in range(1, len(e.placeholder))
            )
            self._prefix_version = self.version
        return s in self._prefixes

    def placeholders_in(self, text: str) -> set[str]:
        """The placeholders of this vault that occur in `text`."""
        if "[" not in text:
            return set()
        hit = self._phs_memo.get(text)  # masked bodies resend the same (cached) strings
        if hit is None:
            hit = frozenset(m.group(0) for m in PLACEHOLDER_RE.finditer(text))
            self._phs_memo[text] = hit
            if len(self._phs_memo) > _PHS_MEMO:
                self._phs_memo.popitem(last=False)
        return {ph for ph in hit if ph in self._by_placeholder}


class VaultRegistry:
    """One `SessionVault` per session over one backend, least recently used first out.

    Every gate over the same backend must share one registry (`VaultRegistry.for_backend`),
    otherwise two vault objects of one session could hand out the same number twice.

    Args:
        backend: the `VaultBackend`.
        max_sessions: vaults kept in memory; an evicted one is reloaded from the backend.
    """

    _shared: "weakref.WeakKeyDictionary[Any, VaultRegistry]" = weakref.WeakKeyDictionary()
    _shared_by_id: dict[int, "VaultRegistry"] = {}

    def __init__(self, backend: VaultBackend, max_sessions: int = 256, on_entries: EntriesHook | None = None) -> None:
        self.backend = backend
        self.on_entries = on_entries  # handed to every vault this registry creates
        self._max = max(1, max_sessions)
        self._vaults: OrderedDict[str, SessionVault] = OrderedDict()

    @classmethod
    def for_backend(cls, backend: VaultBackend) -> "VaultRegistry":
        """The process-wide registry of `backend` (created on first use)."""
        try:
            reg = cls._shared.get(backend)
            if reg is None:
                reg = cls._shared[backend] = cls(backend)
            return reg
        except TypeError:  # not weak-referenceable
            reg = cls._shared_by_id.get(id(backend))
            if reg is None or reg.backend is not backend:
                reg = cls._shared_by_id[id(backend)] = cls(backend)
            return reg

    def get(self, session: str) -> SessionVault:
        """The session's vault, loading it from the backend on first use (and again when the
        cached one is `stale`).

        Raises:
            Whatever `backend.load` raises.
        """
        v = self._vaults.get(session)
        if v is None or v.stale:
            self._vaults.pop(session, None)
            v = self._vaults[session] = SessionVault(session, self.backend, on_entries=self.on_entries)
            while len(self._vaults) > self._max:
                self._vaults.popitem(last=False)
        else:
            self._vaults.move_to_end(session)
        return v

    def forget(self, session: str | None = None) -> None:
        """Drop cached vaults (one session, or all), e.g. after a purge of the backend."""
        if session is None:
            self._vaults.clear()
        else:
            self._vaults.pop(session, None)


# -- JSON text ---------------------------------------------------------------------------------
_NOT_NEWLINE_RE = re.compile(r"[^\n]+")
_JSON_TOKEN = re.compile(r'"([^"\\]*(?:\\.[^"\\]*)*)"|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)', re.S)
_LIT_TOKEN = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\.|[^\\]+", re.S
)
_MAX_JSON_DEPTH = 4


_JSON_START = re.compile(r"\s*[{\[]")


def looks_like_json(text: str) -> bool:
    """Cheap pre-check: the text starts (after whitespace) with `{` or `[` (no copy made)."""
    return _JSON_START.match(text) is not None


def _tokenised(content: str) -> tuple[str, list[tuple[int, int, int, int, bool]]]:
    """A literal's contents decoded token by token (`_LIT_TOKEN`: an escape, or a run without
    one): (decoded text, segments (raw start, raw end, decoded start, decoded end, escape))."""
    pieces: list[str] = []
    segs: list[tuple[int, int, int, int, bool]] = []
    d = 0
    for m in _LIT_TOKEN.finditer(content):
        tok = m.group(0)
        esc = tok[0] == "\\"
        dec = json.loads('"' + tok + '"') if esc else tok
        segs.append((m.start(), m.end(), d, d + len(dec), esc))
        pieces.append(dec)
        d += len(dec)
    return "".join(pieces), segs


class _Literal:
    """A JSON string literal's content with a raw→decoded offset map."""

    __slots__ = ("decoded", "_r0", "_segs")

    def __init__(self, content: str) -> None:
        if "\\" not in content:  # no escape (most literals): one raw segment, decoded as it is
            self.decoded = content
            self._segs = [(0, len(content), 0, len(content), False)] if content else []
        else:
            self.decoded, self._segs = _tokenised(content)
        self._r0 = [s[0] for s in self._segs]

    def to_decoded(self, a: int, b: int) -> tuple[int, int]:
        """Map a raw [a, b) (clamped to the content) to decoded offsets, rounding outwards."""
        if not self._segs:
            return 0, 0
        raw_len = self._segs[-1][1]
        a, b = max(a, 0), min(b, raw_len)
        if a >= b:
            return 0, 0
        i = bisect.bisect_right(self._r0, a) - 1
        r0, _, d0, _, esc = self._segs[i]
        da = d0 if esc else d0 + (a - r0)
        j = bisect.bisect_right(self._r0, b - 1) - 1
        r0, _, d0, d1, esc = self._segs[j]
        db = d1 if esc else d0 + (b - r0)
        return da, db


def _found_in(matcher: KnownValueMatcher, texts: Sequence[str], idx: Sequence[int]) -> dict[int, list[KnownMatch]]:
    """The matches of `matcher` in the texts `idx` of a `mask_texts` batch, per text (offsets
    into it): those of one find over the whole batch joined with NUL, found over these texts
    joined alone (a later round masks a few texts again: it costs what they hold, not the
    batch). The same matches: a match never crosses the NUL between texts, and what decides
    one — its characters, the ones beside it, the date tokens of its line — lies in its text,
    with NUL at its edges either way."""
    sub = [texts[i] for i in idx]
    starts = list(itertools.accumulate((len(t) + len(_BATCH_SEP) for t in sub[:-1]), initial=0))
    out: dict[int, list[KnownMatch]] = {}
    for m in matcher.find(_BATCH_SEP.join(sub)):
        k = bisect.bisect_right(starts, m.start) - 1
        a = starts[k]
        if m.end > a + len(sub[k]):
            continue  # crosses a separator: only a value holding NUL could
        out.setdefault(idx[k], []).append(KnownMatch(m.start - a, m.end - a, m.keys, m.kind, m.canonical))
    return out


def _per_text(texts: Sequence[str], found: Iterable[KnownMatch]) -> dict[int, list[KnownMatch]]:
    """The matches `found` in `texts` joined with `_BATCH_SEP`, per text (offsets into it); a
    match crossing a separator is dropped (only a value holding NUL could)."""
    starts = list(itertools.accumulate((len(t) + len(_BATCH_SEP) for t in texts[:-1]), initial=0))
    out: dict[int, list[KnownMatch]] = {}
    for m in found:
        k = bisect.bisect_right(starts, m.start) - 1
        a = starts[k]
        if m.end > a + len(texts[k]):
            continue
        out.setdefault(k, []).append(KnownMatch(m.start - a, m.end - a, m.keys, m.kind, m.canonical))
    return out


def _rebuilt(text: str, groups: Sequence[Group]) -> str:
    """`text` with each group's span replaced by its placeholder (groups disjoint, in order)."""
    pieces: list[str] = []
    pos = 0
    for a, b, ph in groups:
        pieces.append(text[pos:a])
        pieces.append(ph)
        pos = b
    pieces.append(text[pos:])
    return "".join(pieces)


def _covered(
    groups: Sequence[Group], matches: Iterable[KnownMatch], placeholder_of: Callable[[KnownMatch], str | None]
) -> bool:
    """True when masking again, with the entries the newer `matches` are of, would replace
    the same spans with the same placeholders as the masking that left `groups` (disjoint
    replaced spans, in order): each match lies within a group, and one spanning a group
    exactly stands for that group's placeholder (`placeholder_of`: the placeholder a newer
    match alone stands for, None for an ambiguous name part).

    Why the exact case is checked: what a group spanning exactly a known occurrence gets is
    decided by the best match found there (`_mask_once`), and a newer entry found at the same
    span can change it — it makes an older name part ambiguous (a second person of that
    surname: the part gets its own entry), or outranks it (a newer full value equal to an
    older name part). A group whose placeholder is the newer match's own entry came from that
    very occurrence (no older entry matched there, else that one would have given the
    placeholder), so masking again keeps it. A match strictly inside a group changes neither
    the group's extent nor its value, hence nor its placeholder."""
    starts = [g[0] for g in groups]
    for m in matches:
        k = bisect.bisect_right(starts, m.start) - 1
        if k < 0 or groups[k][1] < m.end:
            return False
        a, b, ph = groups[k]
        if a == m.start and b == m.end and placeholder_of(m) != ph:
            return False
    return True


def mask_json_text(
    raw: str, vault: SessionVault, spans: Sequence[SpanLike] = (), *, clean_at: int | None = None, _depth: int = 0
) -> str | None:
    """Mask JSON text (an object or array) without breaking it.

    Every string literal (keys included) is decoded, masked with `vault.mask_text` (the detector
    spans given as raw offsets into `raw` are mapped onto the decoded strings they overlap) and
    re-encoded only if it changed; decoded strings that are themselves JSON are masked
    recursively (double-encoded payloads). A number that a span overlaps, or that equals a
    known value, becomes the placeholder as a JSON string. Whitespace, order and untouched
    literals stay byte-identical. `clean_at`: as in `SessionVault.mask_text`, for `raw` and its
    decoded text.

    Returns:
        The masked JSON text, or None when `raw` is not a JSON object/array, or when a known
        value would remain outside the string literals (it spans JSON structure): mask it as
        plain text then.

    Raises:
        Whatever the vault's backend raises while persisting a new entry.
    """
    if not looks_like_json(raw):
        return None
    key = ("\x00json", raw, _signature(spans))
    # a result cached before newer entries: `raw` parsed and checked then
    check, checked = vault.cached_check(key)
    hit = vault.cache_get(key, clean_at=clean_at)
    if hit is not None:
        return hit
    if check is None:
        try:
            parsed = json.loads(raw, strict=False)
        except (ValueError, RecursionError):
            return None
        if not isinstance(parsed, (dict, list)):
            return None
    else:  # stale, and a newer value occurs in it: updated in place where that is exact
        spliced = vault._json_spliced(key, raw, clean_at)
        if spliced is not None:
            if _known_outside_placeholders(vault, spliced[0], checked):
                return None  # as below
            vault.cache_put(key, len(raw), spliced[0], vault.version, check=check, json_map=spliced[1])
            return spliced[0]
    for _ in range(_MAX_MASK_ROUNDS):  # again while it creates entries (a repeat in an earlier literal)
        version = vault.version
        out, complete, jmap = _mask_json(raw, vault, spans, _depth)
        if complete:
            version = vault.version
            break
        if vault.version == version:
            break
    if _known_outside_placeholders(vault, out, checked):
        # a known value inside a short number token (`[-4711]` once `4711` is known): the number
        # masked as a JSON string keeps the JSON valid, where plain-text masking would break it
        out, complete, jmap = _mask_json(raw, vault, spans, _depth, numbers_as_text=True)
        if not complete or _known_outside_placeholders(vault, out, checked):
            return None  # a value spans JSON structure (`1, "x`): mask as plain text
        version = vault.version
    # reused after new entries unless one occurs in the decoded text (every nesting level)
    if check is None:
        check = TextView(raw, max_depth=_MAX_JSON_DEPTH + 1).text
    vault.cache_put(key, len(raw), out, version, check=check, json_map=jmap if version == vault.version else None)
    return out


def warm_json_text(raw: str, vault: SessionVault, _depth: int = 0) -> bool:
    """`SessionVault.warm` for JSON text: the searches `mask_json_text(raw, vault)` would make
    first, with no detector span — each batch of consecutive literals and long numbers joined
    (`_mask_json`; a nested JSON literal ends a batch and is warmed in turn), then the text's
    structure (`_known_outside_placeholders`). Returns False when `raw` is not a JSON object or
    array (it is masked as plain text). Only caches change."""
    if not looks_like_json(raw):
        return False
    try:
        parsed = json.loads(raw, strict=False)
    except (ValueError, RecursionError):
        return False
    if not isinstance(parsed, (dict, list)):
        return False
    batch: list[str] = []
    known_numbers: list[tuple[int, int]] = []  # masked to a placeholder literal whatever the spans
    for m in _JSON_TOKEN.finditer(raw):
        if m.group(1) is not None:
            dec = _Literal(m.group(1)).decoded
            if _depth < _MAX_JSON_DEPTH and looks_like_json(dec):
                vault._warm_batch(batch)
                batch = []
                if warm_json_text(dec, vault, _depth + 1):
                    continue
            batch.append(dec)
        else:
            num = m.group(2)
            if vault.lookup(num) is not None:
                known_numbers.append(m.span())
            elif len(num) >= 6:
                batch.append(num)
    vault._warm_batch(batch)
    if known_numbers:  # its structure as masked: a known number becomes a string literal
        pieces, pos = [], 0
        for a, b in known_numbers:
            pieces += [raw[pos:a], '""']
            pos = b
        raw = "".join(pieces) + raw[pos:]
    vault._warm_outside(raw)
    return True


def _without_placeholders(vault: SessionVault, text: str) -> str:
    """`text` with each placeholder of `vault` in it replaced by as many NULs: the same text
    everywhere else (offsets, words, separators and digit runs beside them stay as they are),
    so a value occurring in `text` apart from every placeholder occurs in it too."""
    if "[" not in text:
        return text
    return PLACEHOLDER_RE.sub(
        lambda m: "\x00" * len(m.group(0)) if vault.get(m.group(0)) is not None else m.group(0), text
    )


def _known_outside_placeholders(vault: SessionVault, text: str, since: int | None = None) -> bool:
    """True when a known value with a letter or digit occurs in masked JSON `text` across its
    structure: outside placeholders and not within one string literal (values made only of
    punctuation, like `{}`, are not sensitive and match JSON syntax). An occurrence inside one
    literal was judged by the literal's own masking (e.g. glued to a word there, which a
    placeholder now replaces), so it does not count. `since`: only entries created at or after
    that version (`text` re-masks a JSON text whose earlier masking passed this check: an older
    value could only newly occur across a replaced literal, i.e. across placeholder text).

    When no pattern of the vault holds ``"`` or NUL (`SessionVault.patterns_hold`), the search
    runs over `text` with its literals' contents blanked (`_blank_literals`; in fact over
    `_outside_literals`, the same without the NULs), which gives the same answer at a fraction
    of the hits: a match without ``"`` lies wholly inside one
    literal's contents or wholly outside them all, so only the latter can count; those are
    found alike in the blanked text (their characters, their neighbours and every date/time
    token overlapping them lie outside the contents, which keep their line breaks), and a match
    there overlaps no blanked character (no pattern holds NUL) and so no placeholder (which lie
    in literals)."""
    if not vault.patterns_hold('"\x00'):
        outside = _outside_literals(text)
        if since is not None and not vault.may_hold(outside, since):
            return False
        return any(any(c.isalnum() for c in e.value) for _, _, e in vault.find_known(outside, since))
    return _known_outside_placeholders_full(vault, text, since)


_LITERAL_RE = re.compile(r'"([^"\\]*(?:\\.[^"\\]*)*)"', re.S)  # `_JSON_TOKEN`'s string literal


def _outside_literals(text: str) -> str:
    """`_blank_literals(text)` with each literal's run of NULs dropped: its contents reduced to
    their line breaks (`"\n"` stays, `"abc"` becomes `""`). The search of
    `_known_outside_placeholders` answers the same on it, at the cost of the structure only
    (a 2 KB record dump: ~0.3 KB) — what the search looks at is unchanged: a match holds no
    quote nor NUL, so it lies in one stretch between two literals, which stays as it was; its
    neighbours are that stretch's or the quotes; and the date/time tokens overlapping it
    (`in_datetime`: the line around it, ±40 characters) lie in the same stretch (no token
    holds a quote) and are found alike, since only the width of the quotes' other side
    changed and the line breaks are kept in order. Only a quote-free text is a literal's
    contents here (`_JSON_TOKEN` finds literals alike: numbers hold no quote)."""
    if "\n" not in text:  # JSON text as encoders write it: no raw line break in a literal
        return _LITERAL_RE.sub('""', text)
    return _LITERAL_RE.sub(lambda m: '"' + "\n" * m.group(1).count("\n") + '"', text)


def _blank_literals(text: str) -> str:
    """`text` with the contents of its JSON string literals replaced by NULs, line breaks kept
    (same length and offsets; quotes, numbers and structure as they are)."""

    def blank(m: re.Match[str]) -> str:
        body = m.group(1)
        if body is None:
            return m.group(0)
        return '"' + _NOT_NEWLINE_RE.sub(lambda r: "\x00" * len(r.group(0)), body) + '"'

    return _JSON_TOKEN.sub(blank, text)


def _known_outside_placeholders_full(vault: SessionVault, text: str, since: int | None = None) -> bool:
    """`_known_outside_placeholders` by a search of the whole masked text (any pattern)."""
    if since is not None and not vault.may_hold(_without_placeholders(vault, text), since):
        return False  # nothing newer outside placeholders (those never count): no projection built
    occ = [o for o in vault.find_known(text, since) if any(c.isalnum() for c in o[2].value)]
    if not occ:
        return False
    phs = [m.span() for m in PLACEHOLDER_RE.finditer(text) if vault.get(m.group(0)) is not None]
    lits = [m.span(1) for m in _JSON_TOKEN.finditer(text) if m.group(1) is not None]
    starts = [a for a, _ in lits]
    for a, b, _ in occ:
        if any(a < pe and ps < b for ps, pe in phs):
            continue
        i = bisect.bisect_right(starts, a) - 1
        if i >= 0 and lits[i][0] <= a and b <= lits[i][1]:
            continue
        return True
    return False


def _mask_json(
    raw: str, vault: SessionVault, spans: Sequence[SpanLike], _depth: int, *, numbers_as_text: bool = False
) -> tuple[str, bool, JsonMap | None]:
    """One masking pass over JSON text; returns (masked, complete, map): complete when no entry
    was created after a token had been masked (consecutive literals and long numbers are
    masked together, `SessionVault.mask_texts`, so a value first found in one of them is
    masked in every other; a nested JSON literal or a detected number ends such a batch).
    `map` (`_json_map`): what the pass did per token, for updating the result in place after
    newer entries; None when it is not complete or cannot be updated so (a nested JSON text, a
    token whose masking is not cached with its groups). `numbers_as_text`: every number token is
    masked as text (a known value inside a short number, `-4711`, becomes `"-[ID_1]"`), no map."""
    located = []
    for s in spans:
        start, end = int(s.start), int(s.end)
        stext = getattr(s, "text", "") or ""
        if 0 <= start < end <= len(raw) and (not stext or raw[start:end] == stext):
            located.append(_Span(normalize_entity_type(s.entity_type), start, end, float(s.score)))
        elif stext and not stext.isspace():
            vault.placeholder_for(stext, s.entity_type)
    located.sort(key=lambda s: s.start)
    starts = [s.start for s in located]
    # first pass: what each token becomes; plain literals and long numbers go to a batch,
    # masked together (flushed before anything else may create an entry: numbering follows
    # document order)
    plan: list[tuple[int, int, str, str | int]] = []  # (start, end, original, replacement or batch index)
    batch: list[tuple[str, Sequence[SpanLike]]] = []
    masked: list[str] = []
    items: list[tuple[str, Sequence[SpanLike]]] = []  # every batch's texts, in order (for the map)
    bounds: list[tuple[int, int]] = []  # the batches, as ranges of `items`
    numbers: list[str] = []  # numbers left as they are (for the map)
    nested = False  # a literal that may be JSON text itself: no map
    # complete: no entry was created after some token had been masked (such an entry may
    # occur in that token); entries created inside one batch are propagated by `mask_texts`
    complete = True
    masked_any = False  # some token has been masked (or left as it is) already

    def created_since(v0: int) -> None:
        nonlocal complete, masked_any
        if vault.version != v0 and masked_any:
            complete = False
        masked_any = True

    def flush() -> None:
        if batch:
            v0 = vault.version
            bounds.append((len(items), len(items) + len(batch)))
            items.extend(batch)
            masked.extend(vault.mask_texts(batch))
            batch.clear()
            created_since(v0)

    for m in _JSON_TOKEN.finditer(raw):
        t0, t1 = m.span()
        # spans overlapping this token (spans are few; a bounded scan from the left is enough)
        hi = bisect.bisect_left(starts, t1)
        overl = [s for s in located[:hi] if s.end > t0]
        if m.group(1) is not None:
            c0, _ = m.span(1)
            lit = _Literal(m.group(1))
            mapped: list[SpanLike] = []
            for s in overl:
                da, db = lit.to_decoded(s.start - c0, s.end - c0)
                if da < db:
                    mapped.append(_Span(s.entity_type, da, db, s.score, lit.decoded[da:db]))
            dec = lit.decoded
            if _depth < _MAX_JSON_DEPTH and looks_like_json(dec):
                nested = True
                flush()
                v0 = vault.version
                new = mask_json_text(dec, vault, mapped, _depth=_depth + 1)
                if new is not None:
                    created_since(v0)
                    plan.append((t0, t1, dec, new))
                    continue
            plan.append((t0, t1, dec, len(masked) + len(batch)))
            batch.append((dec, mapped))
        else:
            num = m.group(2)
            known = vault.lookup(num)
            if known is None and not overl:
                numbers.append(num)
                if len(num) >= 6 or numbers_as_text:  # a variant of a known number (its digits), or a part of it
                    plan.append((t0, t1, num, len(masked) + len(batch)))
                    batch.append((num, ()))
                else:
                    masked_any = True  # left as it is
                continue
            if known is not None:
                ph = known.placeholder
            else:
                flush()
                v0 = vault.version
                best = max(overl, key=lambda s: (s.end - s.start, s.score))
                ph = vault.placeholder_for(num, best.entity_type)
                created_since(v0)
            plan.append((t0, t1, num, ph))
    flush()
    pieces: list[str] = []
    pos = 0
    for t0, t1, orig, rep in plan:
        new = masked[rep] if isinstance(rep, int) else rep
        if new != orig:
            pieces.append(raw[pos:t0])
            pieces.append(json.dumps(new, ensure_ascii=False))
            pos = t1
    jmap = (
        None
        if nested or not complete or numbers_as_text
        else _json_map(raw, vault, plan, items, masked, bounds, numbers)
    )
    if not pieces:
        return raw, complete, jmap
    pieces.append(raw[pos:])
    return "".join(pieces), complete, jmap


def _json_map(
    raw: str,
    vault: SessionVault,
    plan: Sequence[tuple[int, int, str, str | int]],
    items: Sequence[tuple[str, Sequence[SpanLike]]],
    masked: Sequence[str],
    bounds: Sequence[tuple[int, int]],
    numbers: Sequence[str],
) -> JsonMap | None:
    """The `JsonMap` of a complete `_mask_json` pass: its plan (token offsets, original, a
    replacement or an index into `items` / `masked`), the batches' texts and their maskings (the
    groups are those `mask_texts` cached with each result), the number tokens it left. None
    when a text's masking is not in the cache with its groups (evicted, too large)."""
    groups: list[tuple[Group, ...]] = []
    for (text, sp), out in zip(items, masked):
        hit = vault._cache.get((text, _signature(sp)) if sp else text)
        if hit is None or hit.groups is None or hit.out != out:
            return None
        groups.append(hit.groups)
    parts: list[str] = []
    tokens: list[tuple[int, int]] = [(0, 0)] * len(items)
    where: list[int] = [0] * len(items)
    pos = 0
    for t0, t1, orig, rep in plan:
        new = masked[rep] if isinstance(rep, int) else rep
        parts.append(raw[pos:t0])
        if isinstance(rep, int):
            tokens[rep] = (t0, t1)
            where[rep] = len(parts)
        parts.append(json.dumps(new, ensure_ascii=False) if new != orig else raw[t0:t1])
        pos = t1
    parts.append(raw[pos:])
    return JsonMap(
        tuple(t for t, _ in items),
        tuple(groups),
        tuple(tokens),
        tuple(where),
        tuple(bounds),
        tuple(numbers),
        tuple(parts),
    )
