"""`KnownValueMatcher.occurring` with few live patterns scans with `str.find` instead of the
automaton: the set of texts it returns must be the automaton's, for every screen, every
`min_order` and every kind of pattern (folded values, name parts, digits, values matched as
written, placeholders)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import known_values as kv
from edgeward.detectors.known_values import KnownValueMatcher

_VALUES = [
    ("Anna Schmidt", "PERSON"),
    ("Jan de Vries", "PERSON"),
    ("anna@example.org", "EMAIL_ADDRESS"),
    ("+49 30 1234567", "PHONE_NUMBER"),
    ("415-555-0132", "PHONE_NUMBER"),
    ("123456789", "US_BANK_NUMBER"),
    ("--", "OTHER"),  # folds to nothing: matched as written
    ("[PERSON_7]", "PLACEHOLDER"),
]
_WORDS = [
    "Anna",
    "SCHMIDT",
    "schmidt",
    "de Vries",
    "jan-de-vries",
    "anna@example.org",
    "030 1234567",
    "(415) 555 0132",
    "123 456 789",
    "--",
    "[PERSON_7]",
    "other",
    "text",
    "Straße",
    "\n",
    " ",
    "\x00",
    "12",
]


def _matcher(values: list[tuple[str, str]]) -> KnownValueMatcher:
    m = KnownValueMatcher()
    for order, (v, t) in enumerate(values):
        m.add(v, f"k{order}", t, order=order)
    return m


def _both(
    m: KnownValueMatcher, texts: list[str], min_order: int, monkeypatch: pytest.MonkeyPatch
) -> tuple[set[int], set[int]]:
    screen = m.screen(texts)
    with monkeypatch.context() as mp:
        mp.setattr(kv, "_FIND_MAX_PATTERNS", 0)  # every index through the automaton
        automaton = m.occurring(screen, min_order)
    with monkeypatch.context() as mp:
        mp.setattr(kv, "_FIND_MAX_PATTERNS", 10_000)  # every index through `str.find`
        found = m.occurring(screen, min_order)
    return automaton, found


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(_WORDS), max_size=8).map("".join), min_size=1, max_size=6),
    st.integers(0, len(_VALUES)),
    st.randoms(use_true_random=False),
)
def test_find_scan_is_the_automaton(texts: list[str], min_order: int, rnd: random.Random) -> None:
    values = list(_VALUES)
    rnd.shuffle(values)
    m = _matcher(values)
    with pytest.MonkeyPatch.context() as mp:
        automaton, found = _both(m, texts, min_order, mp)
    assert found == automaton


def test_find_scan_known_cases(monkeypatch: pytest.MonkeyPatch) -> None:
    m = _matcher(_VALUES)
    texts = ["nothing here", "Dear SCHMIDT,", "call 030 1234567 today", "see [PERSON_7]", "schmidt and schmidt"]
    automaton, found = _both(m, texts, 0, monkeypatch)
    assert found == automaton == {1, 2, 3, 4}
    # only values of order >= 3 (the phones, the account, `--`, the placeholder)
    automaton, found = _both(m, texts, 3, monkeypatch)
    assert found == automaton == {2, 3}
    # nothing newer than every value: nothing occurs
    automaton, found = _both(m, texts, len(_VALUES), monkeypatch)
    assert found == automaton == set()


def test_live_patterns_limits() -> None:
    m = _matcher(_VALUES)
    idx = m._fold
    live = idx.live_patterns(0, 1000)
    assert live is not None and "annaschmidt" in live and "schmidt" in live
    assert idx.live_patterns(0, 1) is None  # more live patterns than the limit
    assert idx.live_patterns(len(_VALUES), 1000) == []  # none new enough
