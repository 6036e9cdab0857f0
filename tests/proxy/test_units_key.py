"""A unit's cache key (`units._frozen`, what `repr` was before it) must tell values apart exactly
as their `repr` does: equal keys for equal reprs and different keys otherwise, over JSON-like
bodies where `1`, `1.0`, `True`, `"1"`, `0.0` and `-0.0` all differ."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.proxy.privacy.units import _frozen, split_units

_scalars = st.one_of(
    st.sampled_from([1, 1.0, True, False, 0, 0.0, -0.0, None, "1", "True", "None", "", "a", "é\n"]),
    st.text(max_size=4),
    st.integers(-3, 3),
)
_values = st.recursive(
    _scalars,
    lambda kids: st.one_of(
        st.lists(kids, max_size=3),
        st.dictionaries(st.one_of(st.sampled_from(["a", "b", "1"]), st.sampled_from([1, True])), kids, max_size=3),
    ),
    max_leaves=8,
)


def _key(v: object) -> object:
    return _frozen(v, [0])


@settings(max_examples=500, deadline=None)
@given(_values, _values)
def test_keys_are_equal_exactly_when_reprs_are(a: object, b: object) -> None:
    assert (_key(a) == _key(b)) == (repr(a) == repr(b))
    if _key(a) == _key(b):
        assert hash(_key(a)) == hash(_key(b))


def _chars(v: object) -> int:
    if isinstance(v, str):
        return len(v)
    if isinstance(v, dict):
        return sum(_chars(k) + _chars(x) for k, x in v.items())
    if isinstance(v, list):
        return sum(_chars(x) for x in v)
    return 0


@settings(max_examples=200, deadline=None)
@given(_values)
def test_size_counts_every_character_of_its_strings(v: object) -> None:
    size = [0]
    _frozen(v, size)
    assert size[0] > _chars(v)  # the cache's bound: the content and a little per item


def test_a_message_resent_as_a_new_object_has_the_same_key() -> None:
    body = {"messages": [{"role": "tool", "content": "Anna: 1"}], "n": 1}
    again = {"messages": [{"role": "tool", "content": "Anna: " + str(1)}], "n": 1}
    assert [u.key for u in split_units(body)] == [u.key for u in split_units(again)]
    other = {"messages": [{"role": "tool", "content": "Anna: 1"}], "n": 1.0}
    assert [u.key for u in split_units(body)][1] != [u.key for u in split_units(other)][1]
