"""Vault-hit masks: values the gate masked because the session's vault knew them, beyond what
the detector reported in this body.

The gate's span records are the detector's findings; the vault also masks every occurrence of
a value it learned earlier (a surname alone, another spelling, a repeat the detector missed).
The audit counts those like detector hits ("masked"). They are counted from the masked body:
in each string the gate changed, every placeholder of the session is a masked value, less the
placeholders the string already held literally (a non-reversible placeholder the agent resent)
and less one per group of overlapping detector spans at that string (the detector's own). What
remains was masked by the vault alone. Dict keys are counted the same way, less the detector's
key spans of that object. Counts only: no offsets, no values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from edgeward.proxy.privacy.config import normalize_entity_type
from edgeward.proxy.privacy.vault import PLACEHOLDER_RE, SessionVault

__all__ = ["HitMemo", "count_part_hits", "count_root_key_hits", "count_vault_hits"]

_KEY_MARK = "<key>"  # the gate's path marker of a span found in a dict key


def _types_in(text: str, vault: SessionVault) -> Counter[str]:
    out: dict[str, int] = {}
    if "[" in text:
        for m in PLACEHOLDER_RE.finditer(text):
            e = vault.get(m.group(0))
            if e is not None:
                out[e.entity_type] = out.get(e.entity_type, 0) + 1
    return Counter(out)


def _detector_groups(spans: list[Any]) -> Counter[str]:
    """One count per group of overlapping spans, typed after its longest member."""
    out: Counter[str] = Counter()
    group: list[Any] = []
    end = -1
    for s in sorted(spans, key=lambda s: (int(s.start), -int(s.end))):
        if group and int(s.start) >= end:
            best = max(group, key=lambda g: int(g.end) - int(g.start))
            out[normalize_entity_type(best.entity_type)] += 1
            group = []
        group.append(s)
        end = max(end, int(s.end))
    if group:
        best = max(group, key=lambda g: int(g.end) - int(g.start))
        out[normalize_entity_type(best.entity_type)] += 1
    return out


def _less(a: Counter[str], b: Counter[str]) -> Counter[str]:
    """`a - b` per type, then any surplus of `b` taken from `a`'s other types (a detector
    span typed PERSON may have merged into a value the vault types ADDRESS)."""
    rest = Counter({t: n - b.get(t, 0) for t, n in a.items()})
    surplus = sum(max(0, n - a.get(t, 0)) for t, n in b.items())
    for t in sorted(rest):
        if surplus <= 0:
            break
        if rest[t] > 0:
            take = min(rest[t], surplus)
            rest[t] -= take
            surplus -= take
    return Counter({t: n for t, n in rest.items() if n > 0})


class HitMemo:
    """Per-string counts of a gate, reused across a session's steps: an agent resends its
    history, so the same (original, masked) string pairs come back every step, and their counts
    (placeholders of the session in the masked string, less those the original held) cannot
    change (a placeholder's entry never does). Keyed by (session, original, masked); at most
    `max_entries`, then cleared (a bound, not an LRU: refilling costs one step's counting)."""

    def __init__(self, max_entries: int = 20_000) -> None:
        self.max_entries = max_entries
        self._counts: dict[tuple[str, str, str], Counter[str]] = {}

    def get(self, key: tuple[str, str, str]) -> Counter[str] | None:
        """The stored counts for `key`, or None."""
        return self._counts.get(key)

    def put(self, key: tuple[str, str, str], counts: Counter[str]) -> None:
        """Store `counts` for `key` (clears everything first when full)."""
        if len(self._counts) >= self.max_entries:
            self._counts.clear()
        self._counts[key] = counts

    def forget(self, session: str | None = None) -> None:
        """Drop the counts of `session` (every session when None): the keys hold its text."""
        if session is None:
            self._counts.clear()
        else:
            self._counts = {k: v for k, v in self._counts.items() if k[0] != session}


def count_vault_hits(
    body: Any,
    masked: Any,
    field_spans: Iterable[tuple[tuple[Any, ...], Any]],
    vault: SessionVault,
    memo: HitMemo | None = None,
) -> dict[str, int]:
    """Entity type → values masked by the vault alone in `masked` (the gate's rewrite of `body`).

    Args:
        body: the request as received.
        masked: the body as the gate rewrote it (same shape; keys may be masked).
        field_spans: the detector's (path, span) pairs for `body` (span: `entity_type`,
            `start`, `end`).
        vault: the session's vault (placeholders are looked up in it).
        memo: per-string counts kept by the gate across steps (`HitMemo`), or None.
    """
    total: Counter[str] = Counter()
    if masked is not body:
        _walker(_by_path(field_spans), vault, memo, total)(body, masked, ())
    return dict(sorted(total.items()))


def count_part_hits(
    value: Any,
    masked: Any,
    path: tuple[Any, ...],
    field_spans: Iterable[tuple[tuple[Any, ...], Any]],
    vault: SessionVault,
    memo: HitMemo | None = None,
) -> Counter[str]:
    """`count_vault_hits` of one part of a body (a message at `path`, say) and its rewrite:
    the body's count is the sum of its parts' and of its own keys' (`count_root_key_hits`),
    so a part resent unchanged with the same rewrite can keep its count (the gate's units)."""
    total: Counter[str] = Counter()
    if masked is not value:
        _walker(_by_path(field_spans), vault, memo, total)(value, masked, path)
    return total


def count_root_key_hits(body: dict[str, Any], masked: dict[str, Any], vault: SessionVault) -> Counter[str] | None:
    """The vault hits in a body's own (top-level) keys, with no detector key spans subtracted
    (as `count_vault_hits` counts them); None when the rewrite has another number of keys (two
    keys masked to one), where `count_vault_hits` counts nothing at all."""
    if len(body) != len(masked):
        return None
    total: Counter[str] = Counter()
    key_found: Counter[str] = Counter()
    key_lit: Counter[str] = Counter()
    for ka, kb in zip(body, masked):
        if isinstance(ka, str) and isinstance(kb, str) and ka != kb:
            key_found.update(_types_in(kb, vault))
            key_lit.update(_types_in(ka, vault))
    if key_found:
        total.update(_less(key_found, key_lit))
    return total


def _by_path(field_spans: Iterable[tuple[tuple[Any, ...], Any]]) -> dict[tuple[Any, ...], list[Any]]:
    by_path: dict[tuple[Any, ...], list[Any]] = {}
    for path, s in field_spans:
        by_path.setdefault(tuple(path), []).append(s)
    return by_path


def _walker(
    by_path: dict[tuple[Any, ...], list[Any]], vault: SessionVault, memo: HitMemo | None, total: Counter[str]
) -> Callable[[Any, Any, tuple[Any, ...]], None]:
    """The walk that adds the vault hits of (original, rewrite) at a path to `total`."""

    def walk(a: Any, b: Any, path: tuple[Any, ...]) -> None:
        if isinstance(a, str):
            if isinstance(b, str) and a != b:
                key = (vault.session, a, b)
                found = memo.get(key) if memo is not None else None
                if found is None:
                    found = _types_in(b, vault)
                    if found and "[" in a:  # placeholders the agent resent literally are not masks
                        found = _less(found, _types_in(a, vault))
                    if memo is not None:
                        memo.put(key, found)
                if not found:
                    return
                det = by_path.get(path)
                if det:
                    found = _less(found, _detector_groups(det))
                total.update(found)
            return
        if isinstance(a, dict) and isinstance(b, dict) and len(a) == len(b):
            key_found: Counter[str] = Counter()
            key_lit: Counter[str] = Counter()
            for (ka, va), (kb, vb) in zip(a.items(), b.items()):
                if isinstance(ka, str) and isinstance(kb, str) and ka != kb:
                    key_found.update(_types_in(kb, vault))
                    key_lit.update(_types_in(ka, vault))
                walk(va, vb, path + (ka,))
            if key_found:
                key_spans = Counter(normalize_entity_type(s.entity_type) for s in by_path.get(path + (_KEY_MARK,), []))
                total.update(_less(_less(key_found, key_lit), key_spans))
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for i, (va, vb) in enumerate(zip(a, b)):
                walk(va, vb, path + (i,))

    return walk
