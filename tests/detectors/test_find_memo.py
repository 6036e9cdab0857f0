"""`KnownValueMatcher.find` keeps its result per cached text and, after values were added,
searches only the new ones and merges them in (`_merged`). Whatever the interleaving of adds
and finds, its result must be a whole search's: the same matches, kinds, keys (in order) and
canonical values as a matcher without the memo that holds the same values."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import KnownValueMatcher

# values that share variants, parts and digits, so positions gather several candidates and kinds
_VALUES = [
    ("Anna Schmidt", "PERSON"),
    ("Karl Schmidt", "PERSON"),
    ("Anna Schmidt", "NAME"),  # the same value under another key: one exact match, two keys
    ("anna schmidt", "PERSON"),
    ("SCHMIDT", "PERSON"),
    ("Jan de Vries", "PERSON"),
    ("anna@example.org", "EMAIL_ADDRESS"),
    ("+49 30 1234567", "PHONE_NUMBER"),
    ("030 1234567", "PHONE_NUMBER"),
    ("415-555-0132", "PHONE_NUMBER"),
    ("123456789", "US_BANK_NUMBER"),
    ("123 456 789", "US_BANK_NUMBER"),
    ("--", "OTHER"),  # folds to nothing: matched as written
    ("[PERSON_7]", "PLACEHOLDER"),
    ("Li", "PERSON"),
]
_WORDS = [
    "Anna",
    "SCHMIDT",
    "Schmidt",
    "schmidt",
    "Karl",
    "anna schmidt",
    "Anna Schmidt",
    "ANNA SCHMIDT",
    "Karl Schmidt",
    "de Vries",
    "jan-de-vries",
    "anna@example.org",
    "030 1234567",
    "+49301234567",
    "(415) 555 0132",
    "123 456 789",
    "123456789",
    "2024-04-01",
    "--",
    "[PERSON_7]",
    "LI",
    "Li",
    "other",
    " ",
    "\n",
    "_",
    "ß",
]

_texts = st.lists(st.sampled_from(_WORDS), min_size=1, max_size=10).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(0, 7), min_size=1, max_size=len(_VALUES)),
    st.lists(_texts, min_size=1, max_size=8),
    st.booleans(),
    st.randoms(use_true_random=False),
)
def test_memoised_find_is_a_whole_search(
    finds: list[int], texts: list[str], shuffled_orders: bool, rnd: random.Random
) -> None:
    """After each value added, some texts are searched (memoised ones again, new ones first)."""
    values = list(_VALUES)
    rnd.shuffle(values)
    orders = list(range(len(values)))
    if shuffled_orders:  # orders not increasing: the memo must be dropped, not trusted
        rnd.shuffle(orders)
    m = KnownValueMatcher()
    ref = KnownValueMatcher(cache_chars=0)  # no projection cache: never memoised
    for i, ((value, etype), k) in enumerate(zip(values, finds)):
        m.add(value, f"k{orders[i]}", etype, order=orders[i])
        ref.add(value, f"k{orders[i]}", etype, order=orders[i])
        for text in texts[: k + 1]:
            assert m.find(text) == ref.find(text)


def test_memo_is_used_and_merges_a_new_candidate() -> None:
    m = KnownValueMatcher()
    m.add("Anna Schmidt", "k0", "PERSON", order=0)
    text = "Anna Schmidt wrote to anna schmidt and Schmidt."
    first = m.find(text)
    assert text in m._found  # kept with the cached projection
    m.add("anna schmidt", "k1", "PERSON", order=1)  # shares the folded variant of k0
    again = m.find(text)
    ref = KnownValueMatcher(cache_chars=0)
    ref.add("Anna Schmidt", "k0", "PERSON", order=0)
    ref.add("anna schmidt", "k1", "PERSON", order=1)
    assert again == ref.find(text)
    assert again != first  # the second value joined the matches of its variant
    assert m._found[text][0] == 2
