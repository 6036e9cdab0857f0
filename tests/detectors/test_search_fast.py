"""The lean hit loop of `KnownValueMatcher._search` (automata walked inline, folded ranges mapped
to raw offsets inline when nothing expanded, matches kept in result order) and the separator
pre-check of `shapes.datetime_ranges` must give exactly what the plain code gave: compared here
with that code, kept as the reference (`Projection.raw_span`, `_Index.iter`, a final sort)."""

from __future__ import annotations

import bisect
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import known_values as kv
from edgeward.detectors import shapes
from edgeward.detectors.known_values import (
    _KIND_RANK,
    KnownMatch,
    KnownValueMatcher,
    in_datetime,
    is_word_char,
)

_VALUES = [
    ("Anna Schmidt", "PERSON"),
    ("Karl Schmidt", "PERSON"),
    ("Anna Schmidt", "NAME"),
    ("Jörg Straßmann", "PERSON"),  # folds longer (ß -> ss): the expanded projection path
    ("Li", "PERSON"),
    ("anna@example.org", "EMAIL_ADDRESS"),
    ("+49 30 1234567", "PHONE_NUMBER"),
    ("415-555-0132", "PHONE_NUMBER"),
    ("123456789", "US_BANK_NUMBER"),
    ("2024-04", "ID"),
    ("--", "OTHER"),
    ("[PERSON_7]", "PLACEHOLDER"),
]
_WORDS = [
    "Anna Schmidt",
    "ANNA-SCHMIDT",
    "Schmidt",
    "schmidt_x",
    "Karl",
    "Jörg Straßmann",
    "JÖRG STRASSMANN",
    "Straßmann",
    "İ",
    "Маrgaret",  # a Cyrillic М
    "LI",
    "Li",
    "anna@example.org",
    "030 1234567",
    "(415) 555 0132",
    "123 456 789",
    "123456789",
    "2024-04-01",
    "2024-04",
    "10:30",
    "--",
    "[PERSON_7]",
    " ",
    "\n",
    "\u200b",
    "x",
    "9",
]


def _reference(m: KnownValueMatcher, text: str, min_order: int) -> list[KnownMatch]:
    """`_search` as it was written before the lean loop (the code of `gatecost5`)."""
    if not text or not (m._fold or m._digits or m._exact):
        return []
    proj = m.projection(text) if (m._fold or m._digits) else None
    found: dict = {}

    def offer(a, b, kind, cands):  # type: ignore[no-untyped-def]  # a copy of the old closure
        rank = _KIND_RANK[kind]
        cur = found.get((a, b))
        if cur is None or rank < cur[0]:
            found[(a, b)] = (rank, cands, kind)
        elif rank == cur[0]:
            cur[1].extend(c for c in cands if c not in cur[1])

    if m._fold and proj is not None:
        for fa, fb, cands in m._fold.iter(proj.folded, min_order):
            a, b = proj.raw_span(fa, fb)
            gaps = proj.gaps(fa, fb) if b - a != fb - fa or proj.expanded else []
            raw = text[a:b]
            plain = proj.plain[a:b]
            ok: dict = {}
            for c in cands:
                if c.order < min_order or not m._accept(text, a, b, plain, gaps, c):
                    continue
                kind = "exact" if c.kind == "variant" and raw == c.source else c.kind
                ok.setdefault(kind, []).append(c)
            for kind, cs in ok.items():
                offer(a, b, kind, cs)
    if m._exact:
        for a, b, cands in m._exact.iter(text, min_order):
            ok_exact = [
                c
                for c in cands
                if c.order >= min_order
                and not (
                    (c.lw and a > 0 and is_word_char(text[a - 1])) or (c.rw and b < len(text) and is_word_char(text[b]))
                )
            ]
            if ok_exact:
                offer(a, b, "exact", ok_exact)
    if m._digits and proj is not None:
        dtext, ps, rs, ln = proj.digits()
        for fa, fb, cands in m._digits.iter(dtext, min_order):
            i = bisect.bisect_right(ps, fa) - 1
            j = bisect.bisect_right(ps, fb - 1) - 1
            if i < 0 or ps[i] != fa or ps[j] + ln[j] != fb:
                continue
            a, b = rs[i], rs[j] + ln[j]
            if (a > 0 and is_word_char(text[a - 1])) or (b < len(text) and is_word_char(text[b])):
                continue
            if in_datetime(text, a, b):
                continue
            offer(a, b, "digits", [c for c in cands if c.order >= min_order])
    out = []
    for (a, b), (_, cands, kind) in found.items():
        cands = sorted(cands, key=lambda c: c.order)
        if kind == "exact":
            cands = sorted(cands, key=lambda c: (c.source != text[a:b], c.order))
        out.append(KnownMatch(a, b, tuple(dict.fromkeys(c.key for c in cands)), kind, cands[0].source))
    out.sort(key=lambda k: (k.start, -k.end))
    return out


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from(_WORDS), min_size=1, max_size=12).map("".join),
    st.lists(st.sampled_from(_WORDS), min_size=1, max_size=12).map(" ".join),
    st.integers(0, len(_VALUES)),
)
def test_search_is_the_plain_search(glued: str, spaced: str, min_order: int) -> None:
    m = KnownValueMatcher(cache_chars=0)  # no memo: the search itself
    for order, (value, etype) in enumerate(_VALUES):
        m.add(value, f"k{order}", etype, order=order)
    for text in (glued, spaced):
        assert m.find(text, min_order=min_order) == _reference(m, text, min_order)


_FULL = shapes._DATETIME_RE


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="0123456789-/.: T\tZ+年月日ax\n", max_size=40))
def test_datetime_ranges_is_the_regex(text: str) -> None:
    want = [mm.span() for mm in _FULL.finditer(text)] if re.search(r"\d", text) else []
    assert shapes.datetime_ranges(text) == want


def _boundaries_by_char(value: str) -> frozenset[int]:
    """`_boundaries` as written before its ASCII path: a regex test and a fold per character."""
    out: set[int] = set()
    f = 0
    prev = ""
    pending_sep = False
    for ch in value:
        if kv._SEP_RE.fullmatch(ch):
            pending_sep = True
            continue
        fc = kv.fold_chars(ch.casefold())
        if prev and (
            pending_sep
            or (prev.islower() and ch.isupper())
            or (prev.isalpha() and ch.isdigit())
            or (prev.isdigit() and ch.isalpha())
        ):
            out.add(f)
        f += len(fc)
        prev = ch
        pending_sep = False
    return frozenset(out)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=30) | st.text(max_size=12))
def test_boundaries_of_ascii_values_are_the_per_character_ones(value: str) -> None:
    assert kv._boundaries(value) == _boundaries_by_char(value)
