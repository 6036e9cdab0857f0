"""A search for the values added since some order (`min_order`) skips the automata of the
`_Index` levels that hold no pattern with a candidate of that order or above (`_Index._lmax`).
That must change nothing: for any values (shared patterns included, orders increasing or not)
pushed through the levels' cascades, `find` and `occurring` with a `min_order` give what the
same search walking every automaton gives."""

from __future__ import annotations

import random
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import KnownValueMatcher, _Index

from .test_find_memo import _VALUES, _WORDS

_EVERY = _Index.automata


def _every_automaton(self: _Index, min_order: int = 0) -> list:  # type: ignore[type-arg]  # reference: no skipping
    return _EVERY(self, 0)


# fillers push the shared values through the levels (16, 128, ... patterns per level)
_FILLER = [(f"Zeta{i:03d}ovic", "PERSON") for i in range(150)] + [(f"{7000 + 13 * i} 55", "ACCOUNT") for i in range(40)]
_texts = st.lists(
    st.sampled_from(_WORDS + ["Zeta007ovic", "zeta041OVIC", "7091 55", "709155"]), min_size=1, max_size=12
).map(" ".join)


def _invariant(index: _Index) -> None:
    for i, level in enumerate(index.levels):
        for slot in level.values():
            assert slot.level == i
            assert slot.max_order <= index._lmax[i]
    assert sum(len(level) for level in index.levels) == len(index.slots)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(_texts, min_size=1, max_size=6),
    st.booleans(),
    st.randoms(use_true_random=False),
    st.lists(st.integers(0, 260), min_size=1, max_size=5),
)
def test_skipping_levels_changes_no_search(
    texts: list[str], shuffled: bool, rnd: random.Random, probes: list[int]
) -> None:
    values = _VALUES * 2 + _FILLER
    rnd.shuffle(values)
    orders = list(range(len(values)))
    if shuffled:
        rnd.shuffle(orders)
    m = KnownValueMatcher(cache_chars=0)
    for i, (value, etype) in enumerate(values):
        m.add(value, f"k{orders[i] % 97}", etype, order=orders[i])
        if i % 23 == 0 or i == len(values) - 1:
            screen = m.screen(texts)
            for k in [*probes, orders[i], max(orders[: i + 1])]:
                got = [m.find(t, min_order=k) for t in texts]
                occ = m.occurring(screen, k)
                with mock.patch.object(_Index, "automata", _every_automaton):
                    assert got == [m.find(t, min_order=k) for t in texts]
                    assert occ == m.occurring(screen, k)
    for index in (m._fold, m._digits, m._exact):
        _invariant(index)


def test_old_levels_are_skipped() -> None:
    m = KnownValueMatcher(cache_chars=0)
    for i, (value, etype) in enumerate(_FILLER):
        m.add(value, f"k{i}", etype, order=i)
    m.add("Anna Schmidt", "new", "PERSON", order=len(_FILLER))
    text = "Zeta007ovic met Anna Schmidt"
    assert len(m._fold.automata(len(_FILLER))) < len(m._fold.automata())  # the filler's levels are skipped
    newer = m.find(text, min_order=len(_FILLER))
    assert newer and all(x.keys == ("new",) and x.start >= text.index("Anna") for x in newer)
    assert [x.keys for x in m.find(text)][0] == ("k7",)
