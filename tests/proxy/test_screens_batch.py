"""`SessionVault.newer_in_screens` checks several screens in one pass over them joined: it must
name, for each screen, exactly the texts `newer_in_screen` names for it alone — for every
version (entries older and newer), every kind of text (values, variants, digits, placeholders
written literally) and screens of any size, empty ones included."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import ScreenJoiner, join_screens
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault

_ENTRIES = [
    ("Anna Schmidt", "PERSON"),
    ("anna@example.org", "EMAIL_ADDRESS"),
    ("+49 30 1234567", "PHONE_NUMBER"),
    ("Jan de Vries", "PERSON"),
    ("123456789", "US_BANK_NUMBER"),
]
_WORDS = [
    "Anna",
    "SCHMIDT",
    "de Vries",
    "anna@example.org",
    "030 1234567",
    "123 456 789",
    "[PERSON_1]",
    "[PERSON_2]",
    "other",
    '{"a": 1}',
    "Straße",
    " ",
    "\n",
]


def _vault() -> SessionVault:
    v = SessionVault("s", InMemoryVaultBackend())
    for value, t in _ENTRIES:
        v.placeholder_for(value, t)
    return v


_text = st.lists(st.sampled_from(_WORDS), max_size=6).map(" ".join)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(_text, max_size=4), max_size=6), st.integers(0, len(_ENTRIES)), st.booleans())
def test_batch_is_one_by_one(groups: list[list[str]], version: int, checkpoint: bool) -> None:
    v = _vault()
    if checkpoint:  # the recent-entries matcher, as in the gate (entries after it: few patterns)
        v.checkpoint()
        v.placeholder_for("Karl Weber", "PERSON")
    screens = [v.screen(texts) for texts in groups]
    assert v.newer_in_screens(screens, version) == [v.newer_in_screen(s, version) for s in screens]


def test_batch_known_cases() -> None:
    v = _vault()
    screens = [v.screen(["nothing", "call 030 1234567"]), v.screen([]), v.screen(["Dear SCHMIDT", "x", "[PERSON_1]"])]
    # every entry (version 0): the phone's digits, the surname, the placeholder
    assert v.newer_in_screens(screens, 0) == [{1}, set(), {0, 2}]
    # entries from the phone on (version 2): the phone only
    assert v.newer_in_screens(screens, 2) == [{1}, set(), set()]
    assert v.newer_in_screens(screens, v.version) == [set(), set(), set()]
    assert v.newer_in_screens([], 0) == []


def test_join_screens_offsets() -> None:
    v = _vault()
    a, b = v.screen(["ab", "c"]), v.screen(["de"])
    joined, firsts = join_screens([a, b])
    assert firsts == [0, 2]
    assert joined.raw == "ab\x00c\x00de" and list(joined.raw_starts) == [0, 3, 5]


_TEXT_LISTS = st.lists(st.lists(st.sampled_from(_WORDS + ["", "x"]), max_size=4), max_size=6)


@given(_TEXT_LISTS, st.lists(st.tuples(st.integers(0, 6), _TEXT_LISTS), min_size=1, max_size=5))
@settings(max_examples=150, deadline=None)
def test_screen_joiner_equals_joining_from_scratch(first, calls) -> None:
    """Each call's result equals `join_screens` of its screens, whether it extends the previous
    call's screens (the history resent plus new messages), repeats them, drops some (a
    compacted history) or starts over."""
    v = _vault()
    joiner = ScreenJoiner()
    prev = [v.screen(t) for t in first]
    assert joiner.join(prev) == join_screens(prev)
    for keep, extra in calls:
        screens = prev[:keep] + [v.screen(t) for t in extra]
        assert joiner.join(screens) == join_screens(screens)
        prev = screens


def test_screen_joiner_does_not_reuse_other_screens_with_the_same_position() -> None:
    v = _vault()
    joiner = ScreenJoiner()
    a, b, c = v.screen(["Anna"]), v.screen(["other"]), v.screen(["SCHMIDT"])
    joiner.join([a, b])
    joined, firsts = joiner.join([c, b, a])  # same length, other screens: joined afresh
    assert joined.raw == "SCHMIDT\x00other\x00Anna" and firsts == [0, 1, 2]
    joined, firsts = joiner.join([c, b, a, b])  # extended: the new screen's starts shifted
    assert joined.raw == "SCHMIDT\x00other\x00Anna\x00other" and list(joined.raw_starts) == [0, 8, 14, 19]
