"""The detector's post-processing answers by bisection what it answered by testing every span:
`merge_spans` (overlaps with the accepted, disjoint spans), `Cover` (is a range inside some
span: propagation, column cells) and `_organisation` (an institution word's ending). Each must
give exactly what the plain code gives, kept here as the reference."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import precision
from edgeward.detectors.spans import Cover, Span, _overlaps, merge_spans

_TEXT = "Anna Maria Schmidt, 030 1234567; anna@example.org — Karl-Heinz Müller, 12 Main St."


def _reference_merge(spans: list[Span]) -> list[Span]:
    """`merge_spans` as written before (every accepted span tested)."""
    cands = [s for s in spans if s.end > s.start]
    if not cands:
        return []
    cands.sort(key=lambda s: (s.start, -s.end, -s.score, s.entity_type))
    kept: list[Span] = []
    max_end = -1
    for s in cands:
        if max_end >= s.end:
            continue
        kept.append(s)
        max_end = s.end
    order = sorted(kept, key=lambda s: (-s.score, -(s.end - s.start), s.start, s.entity_type))
    accepted: list[Span] = []
    dropped: list[Span] = []
    for s in order:
        if any(_overlaps(s, a) for a in accepted):
            dropped.append(s)
        else:
            accepted.append(s)
    for s in dropped:
        hits = sorted((a for a in accepted if _overlaps(s, a)), key=lambda a: a.start)
        pos = s.start
        for a in [*hits, Span(s.entity_type, s.end, s.end, 0.0, "")]:
            if a.start > pos:
                piece = s.text[pos - s.start : a.start - s.start]
                if sum(c.isalnum() for c in piece) >= 2:
                    accepted.append(Span(s.entity_type, pos, a.start, s.score, piece))
            pos = max(pos, a.end)
    accepted.sort(key=lambda s: (s.start, s.end))
    return accepted


@st.composite
def _spans(draw: st.DrawFn) -> list[Span]:
    out = []
    for _ in range(draw(st.integers(0, 14))):
        a = draw(st.integers(0, len(_TEXT)))
        b = draw(st.integers(max(0, a - 2), min(len(_TEXT), a + 25)))
        t = draw(st.sampled_from(["PERSON", "PHONE_NUMBER", "EMAIL_ADDRESS", "LOCATION"]))
        score = draw(st.sampled_from([0.4, 0.7, 0.85, 1.0]))
        out.append(Span(t, a, b, score, _TEXT[a:b]))
    return out


@settings(max_examples=500, deadline=None)
@given(_spans())
def test_merge_is_the_plain_merge(spans: list[Span]) -> None:
    assert merge_spans(list(spans)) == _reference_merge(list(spans))


@settings(max_examples=500, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 40), st.integers(0, 40)), max_size=12),
    st.integers(0, 40),
    st.integers(0, 40),
)
def test_cover_is_the_plain_test(ranges: list[tuple[int, int]], a: int, b: int) -> None:
    assert Cover(ranges).covers(a, b) == any(s <= a and b <= e for s, e in ranges)


def _reference_organisation(value: str) -> bool:
    for w in value.split():
        k = w.strip(".,'’").casefold()
        if len(k) <= 2 and not w.isupper():
            continue
        if k in precision._ORG_WORDS or any(
            k.endswith(h) and len(k) >= len(h) + 3 for h in precision._INSTITUTION_HEADS
        ):
            return True
    return False


_WORDS = ["Stadtwerke", "werke", "Anna", "Krankenkasse", "kasse", "SA", "Sa", "Acme", "Solutions", "Legesenteret"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_WORDS) | st.text(max_size=8), max_size=4).map(" ".join))
def test_organisation_is_the_plain_test(value: str) -> None:
    assert precision._organisation(value) == _reference_organisation(value)
