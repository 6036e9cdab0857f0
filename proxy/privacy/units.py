"""The gate's per-message memory: what it worked out for each part of a chat body, reused while
that part recurs unchanged.

Agents resend their whole history on every step, so a 100 KB context is ~99 % what the gate
saw on the previous step. The body is split into **units** — each message
(`("messages", i)`) and each other top-level key (`(key,)`) — and each unit's outcome (detector
spans, unscannable parts, the masked copy, the span records, a `Screen` of its texts) is kept
under a key of its position and exact content (`_frozen`: its strings as they are, the rest
by type and `repr`, type-exact: `1`, `1.0`, `"1"` and `True` differ). A unit found again is not scanned, walked or masked again: its masked copy
is reused as long as no vault entry created since it was masked occurs in it (checked over its
screen, together with every other unit's, `SessionVault.newer_in_screens`).

A unit at another index (the agent dropped or compacted earlier messages) is a new unit: its
paths differ. Results are tied to the `SessionVault` object they were computed with; a
reloaded vault (restart, purge, failed persistence) invalidates them.

Memory: bounded by `max_chars` (the unit's content counted about four times: key, screen and
masked copy), least recently used units first out, over every session of one gate.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from edgeward.detectors.known_values import Screen
from edgeward.proxy.privacy.vault import SessionVault

__all__ = ["Path", "Unit", "UnitResult", "UnitCache", "split_units", "DEFAULT_MAX_CHARS"]

#: A path into a chat body: keys and list indexes.
Path = tuple[Any, ...]

DEFAULT_MAX_CHARS = 32_000_000


@dataclass(slots=True, eq=False)
class Unit:
    """One part of a body that is cached on its own.

    Attributes:
        path: `("messages", i)` for a message, `(key,)` for another top-level key.
        value: the part as the caller sent it (never mutated).
        key: `(path, image)` (`_frozen`: type-exact, hashable), or None when it cannot be
            computed (then never cached).
        size: characters of the value (about its `repr`'s; 0 without a key).
    """

    path: Path
    value: Any
    key: Hashable | None
    size: int


def split_units(body: dict[str, Any]) -> list[Unit]:
    """The units of `body` in document order: every message of a `messages` list, then (in the
    body's key order, around it) every other top-level key."""
    out: list[Unit] = []
    for k, v in body.items():
        if k == "messages" and isinstance(v, list):
            for i, m in enumerate(v):
                out.append(_unit(("messages", i), m))
        else:
            out.append(_unit((k,), v))
    return out


def _unit(path: Path, value: Any) -> Unit:
    try:
        size = [0]
        key = _frozen(value, size)
    except (RecursionError, ValueError, TypeError):  # a pathological body: simply not cached
        return Unit(path, value, None, 0)
    return Unit(path, value, (path, key), size[0])


def _frozen(value: Any, size: list[int]) -> Hashable:
    """A hashable, type-exact image of `value` (what `repr` told apart, without writing the
    text out: ~3x cheaper on a 100 KB body): a `str` is itself, a `dict` / `list` is its type
    and the tuple of its items (keys in order; a key that is not a `str` as (type, repr)),
    anything else (numbers, booleans, None) is (type, repr) — so `1`, `1.0`, `True`, `"1"`,
    `0.0` and `-0.0` differ. Equal images mean equal values of equal types. Adds the
    characters of its strings (and ~4 per other item) to `size[0]`.

    Raises:
        RecursionError: nested too deep. Whatever `repr` of a scalar raises.
    """
    t = type(value)
    if t is str:
        size[0] += len(value) + 2
        return value
    if t is dict:
        size[0] += 2
        items = []
        for k, v in value.items():
            if type(k) is str:
                size[0] += len(k) + 4
            else:
                k = (type(k), repr(k))
                size[0] += len(k[1]) + 2
            items.append((k, _frozen(v, size)))
        return (dict, tuple(items))
    if t is list:
        size[0] += 2
        return (list, tuple([_frozen(v, size) for v in value]))
    text = repr(value)
    size[0] += len(text) + 2
    return (t, text)


@dataclass(slots=True, eq=False)
class UnitResult:
    """The gate's outcome for one unit, complete for the vault entries older than `version`.

    Attributes:
        unit: the unit.
        spans: detector spans in it, as (absolute path, span).
        unscannable: absolute paths of its unscannable parts (sent as they are; only cached when
            the config allows them).
        masked: the unit as sent (mask mode; the unit's own value in allow mode). Shared by
            every body the gate returns it in: read-only.
        changed: `masked` differs from the value.
        keys_changed: some dict key of `masked` differs from the value's (paths then differ).
        version: the vault version `masked` is complete for.
        screen: its texts for `SessionVault.newer_in_screen` (None until first needed).
        screen_paths: for each text of the screen, the path of the string it comes from, or
            None for a dict key.
        tokens: placeholder-looking tokens in `masked` (filtered against the vault on use).
        records: span records by action (`GateResult.spans` items), built on first use and
            shared by reference: read-only.
        hits: (the `masked` object they were counted for, its vault-hit counts)
            (`edgeward.proxy.privacy.vault_hits.count_part_hits`), or None.
    """

    unit: Unit
    spans: list[tuple[Path, Any]]
    unscannable: list[Path]
    masked: Any = None
    changed: bool = False
    keys_changed: bool = False
    version: int = -1
    screen: Screen | None = None
    screen_paths: list[Path | None] = field(default_factory=list)
    tokens: frozenset[str] = frozenset()
    records: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    hits: tuple[Any, Counter[str]] | None = None

    @property
    def size(self) -> int:
        """Characters it holds, for the cache bound (key, masked copy, screen)."""
        return 2 * self.unit.size + (len(self.screen) if self.screen is not None else 0)


class UnitCache:
    """`UnitResult`s of one gate, per session, least recently used first out.

    Args:
        max_chars: bound on the characters held (`UnitResult.size`), over all sessions.
    """

    def __init__(self, max_chars: int = DEFAULT_MAX_CHARS) -> None:
        self._max = max_chars
        self._items: OrderedDict[tuple[str, Hashable], UnitResult] = OrderedDict()
        self._vaults: dict[str, SessionVault] = {}  # session -> the vault its results belong to
        self._counts: dict[str, int] = {}  # session -> results held
        self._chars = 0

    def get(self, session: str, vault: SessionVault, unit: Unit) -> UnitResult | None:
        """The cached result of `unit` in `session`, computed with this very `vault`, or None."""
        if unit.key is None or self._vaults.get(session) is not vault:
            return None
        k = (session, unit.key)
        hit = self._items.get(k)
        if hit is not None:
            self._items.move_to_end(k)
        return hit

    def put(self, session: str, vault: SessionVault, results: list[UnitResult]) -> None:
        """Keep `results` (of one request, computed with `vault`); a session whose vault was
        replaced loses its older results first."""
        if self._vaults.get(session) is not vault:
            self.forget(session)
            self._vaults[session] = vault
        for r in results:
            if r.unit.key is None or r.size > self._max // 4:
                continue
            k = (session, r.unit.key)
            old = self._items.pop(k, None)
            if old is not None:
                self._chars -= old.size
            else:
                self._counts[session] = self._counts.get(session, 0) + 1
            self._items[k] = r
            self._chars += r.size
        while self._chars > self._max and self._items:
            (s, _), old = self._items.popitem(last=False)
            self._chars -= old.size
            self._counts[s] -= 1
            if not self._counts[s]:  # nothing left of the session: let its vault go
                del self._counts[s]
                self._vaults.pop(s, None)
        if not self._counts.get(session):
            self._vaults.pop(session, None)

    def forget(self, session: str | None = None) -> None:
        """Drop the results of one session (or of all), e.g. after a purge."""
        if session is None:
            self._items.clear()
            self._vaults.clear()
            self._counts.clear()
            self._chars = 0
            return
        self._vaults.pop(session, None)
        if self._counts.pop(session, 0):
            for k in [k for k in self._items if k[0] == session]:
                self._chars -= self._items.pop(k).size

    def __len__(self) -> int:
        return len(self._items)
