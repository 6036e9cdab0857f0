"""Detected spans and the rules that make them non-overlapping.

A :class:`Span` is one detection in one string: ``text[start:end]`` (Python ``str``
indices, i.e. Unicode code points, end exclusive) is the detected value. A
:class:`FieldSpan` additionally carries the JSON path of the string inside a chat request
(see ``docs/CONTRACTS.md``).

:func:`merge_spans` turns the raw, possibly overlapping output of several recognizers into
a sorted list of disjoint spans. The rule is privacy-first and deterministic:

1. A span that lies inside another span is dropped; the *container* wins whatever the
   scores (an ADDRESS that contains a LOCATION keeps the whole address covered). Two spans
   with identical offsets keep the higher score, then the entity type that sorts first.
2. The remaining spans only overlap partially. They are accepted greedily in the order
   (score desc, length desc, start asc, entity_type asc); a span overlapping an accepted
   span is set aside.
3. A set-aside span keeps its parts outside every accepted span that hold two or more letters
   or digits (a badly bounded higher-scored span — ``de antigüedad …… 275`` over
   ``275,00 €`` — must not leave the rest of a value unmasked).

The result is sorted by ``start``.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True, slots=True)
class Span:
    """One detected value.

    Attributes:
        entity_type: upper-case entity name, e.g. ``"PERSON"``, ``"API_KEY"``,
            ``"CN_RESIDENT_ID"`` (see ``edgeward.detectors.config.ALL_ENTITIES``).
        start: offset of the first character (code points, 0-based) in the scanned string.
        end: offset one past the last character (exclusive).
        score: confidence in [0, 1] as reported by the recognizer (Presidio semantics).
        text: exactly ``scanned_string[start:end]``. For strings that hold JSON with
            escapes (``\\u5f20``) this is the raw escaped slice, not the decoded value.
    """

    entity_type: str
    start: int
    end: int
    score: float
    text: str

    @property
    def length(self) -> int:
        """Number of characters covered (``end - start``)."""
        return self.end - self.start

    def shifted(self, offset: int) -> "Span":
        """Return a copy moved by ``offset`` characters (used when scanning chunks)."""
        return Span(self.entity_type, self.start + offset, self.end + offset, self.score, self.text)

    def to_dict(self) -> dict[str, object]:
        """JSON-friendly dict ``{type, score, start, end, text}``."""
        return {
            "type": self.entity_type,
            "score": round(float(self.score), 4),
            "start": self.start,
            "end": self.end,
            "text": self.text,
        }


#: JSON path of a string inside a chat request body: keys and list indices.
FieldPath = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class FieldSpan:
    """A span inside one string field of a chat request.

    Attributes:
        path: JSON path of the string, e.g. ``("messages", 3, "content")``,
            ``("messages", 2, "tool_calls", 0, "function", "arguments")``,
            ``("tools", 0, "function", "parameters", "properties", "city", "description")``.
            ``body[path[0]][path[1]]...`` is the string the span's offsets refer to.
        span: the detection, offsets into that string.
    """

    path: FieldPath
    span: Span


def _overlaps(a: Span, b: Span) -> bool:
    return a.start < b.end and b.start < a.end


class Cover:
    """Ranges, asked whether one of them holds a range: `covers(a, b)` is
    ``any(s <= a and b <= e for s, e in ranges)`` in O(log n) — the starts sorted, with the
    furthest end reached among the ranges starting at or before each (the detector asks it for
    every occurrence it propagates and every cell of a column, against every span found).

    Args:
        ranges: (start, end) pairs, any order, overlaps allowed.
    """

    __slots__ = ("_starts", "_reach")

    def __init__(self, ranges: Iterable[tuple[int, int]]) -> None:
        rs = sorted(ranges)
        self._starts = [a for a, _ in rs]
        self._reach: list[int] = []
        far = -1
        for _, b in rs:
            far = b if b > far else far
            self._reach.append(far)

    def covers(self, a: int, b: int) -> bool:
        """True when some range starts at or before `a` and ends at or after `b`."""
        i = bisect.bisect_right(self._starts, a)
        return i > 0 and self._reach[i - 1] >= b


class _Disjoint:
    """Disjoint spans kept sorted by start (so also by end): which of them overlap a range is a
    contiguous run, found by bisection instead of a test of every span."""

    __slots__ = ("starts", "ends", "spans")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.spans: list[Span] = []

    def overlapping(self, a: int, b: int) -> list[Span]:
        """The spans that share a character with [a, b), by start."""
        lo = bisect.bisect_right(self.ends, a)  # the first ending after a
        hi = bisect.bisect_left(self.starts, b)  # past the last starting before b
        return self.spans[lo:hi]

    def add(self, s: Span) -> None:
        """Add `s` (disjoint from every span held)."""
        i = bisect.bisect_left(self.starts, s.start)
        self.starts.insert(i, s.start)
        self.ends.insert(i, s.end)
        self.spans.insert(i, s)


def merge_spans(spans: Iterable[Span]) -> list[Span]:
    """Resolve overlaps (see module docstring) and return disjoint spans sorted by start.

    Empty spans (``start >= end``) are discarded. Deterministic: the output depends only on
    the multiset of input spans, not on their order.
    """
    cands = [s for s in spans if s.end > s.start]
    if not cands:
        return []
    # 1. drop contained spans; identical ranges -> best score, then type name.
    cands.sort(key=lambda s: (s.start, -s.end, -s.score, s.entity_type))
    kept: list[Span] = []
    max_end = -1
    for s in cands:
        # every earlier span starts at or before s; s is contained iff one of them ends at
        # or after s.end (a dropped container is itself inside a kept one)
        if max_end >= s.end:
            continue
        kept.append(s)
        max_end = s.end
    # 2. greedy resolution of partial overlaps
    # (the accepted spans are disjoint: which of them a span overlaps is found by bisection)
    order = sorted(kept, key=lambda s: (-s.score, -(s.end - s.start), s.start, s.entity_type))
    accepted = _Disjoint()
    dropped: list[Span] = []
    for s in order:
        if accepted.overlapping(s.start, s.end):
            dropped.append(s)
        else:
            accepted.add(s)
    # 3. what a dropped span covered outside every accepted span stays masked (its pieces with
    # two or more letters or digits), after all whole spans are placed
    for s in dropped:
        hits = accepted.overlapping(s.start, s.end)
        pos = s.start
        for a in [*hits, Span(s.entity_type, s.end, s.end, 0.0, "")]:
            if a.start > pos:
                piece = s.text[pos - s.start : a.start - s.start]
                if sum(c.isalnum() for c in piece) >= 2:
                    accepted.add(Span(s.entity_type, pos, a.start, s.score, piece))
            pos = max(pos, a.end)
    return accepted.spans  # by start: disjoint, so (start, end) order
