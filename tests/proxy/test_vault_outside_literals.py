"""`_known_outside_placeholders` (is a known value left across a masked JSON text's structure?)
searches the text with its literals' contents blanked when no pattern holds a quote or NUL; it
must answer exactly as the search of the whole text (`_known_outside_placeholders_full`)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import KnownValueMatcher
from edgeward.proxy.privacy.vault import (
    InMemoryVaultBackend,
    SessionVault,
    _blank_literals,
    _known_outside_placeholders,
    _known_outside_placeholders_full,
    _Literal,
    _outside_literals,
    _tokenised,
)

# values that also occur as JSON structure (numbers, literals), names, digits in other
# spellings, a date-like number; invented
VALUES = [
    ("null", "PERSON"),
    ("True", "PERSON"),
    ("1234567", "BANK_ACCOUNT"),
    ("12.5", "ID"),
    ("2024-04", "ID"),
    ("415-555-0132", "PHONE_NUMBER"),
    ("Anna Quellenhof", "PERSON"),
    ("e5", "ID"),
    ("{}", "ID"),
    ("7, 8", "ID"),
]
WORDS = ["null", "true", "Anna", "Quellenhof", "1234567", "123 4567", "12.5", "2024-04-01", "e5", "x", " ", "\n", "_"]

_strings = st.lists(st.sampled_from(WORDS), max_size=4).map("".join)
_scalars = st.one_of(
    _strings,
    st.sampled_from([1234567, 12.5, 7, 8, 4155550132, 2024, 0, 1e5]),
    st.booleans(),
    st.none(),
)
_docs = st.recursive(
    _scalars,
    lambda kids: st.one_of(st.lists(kids, max_size=4), st.dictionaries(_strings, kids, max_size=3)),
    max_leaves=10,
).filter(lambda d: isinstance(d, (dict, list)))


def _vault(n: int, checkpoint_at: int | None) -> SessionVault:
    vault = SessionVault("s", InMemoryVaultBackend())
    for i, (value, t) in enumerate(VALUES[:n]):
        if i == checkpoint_at:  # the recent-entries matcher from here on, as in the gate
            vault.checkpoint()
        vault.placeholder_for(value, t)
    return vault


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    doc=_docs,
    indent=st.sampled_from([None, 1]),
    n=st.integers(1, len(VALUES)),
    since=st.one_of(st.none(), st.integers(0, len(VALUES))),
    checkpoint=st.booleans(),
    placeholder=st.booleans(),
)
def test_blanked_search_answers_as_the_full_search(
    doc: object, indent: int | None, n: int, since: int | None, checkpoint: bool, placeholder: bool
) -> None:
    vault = _vault(n, since if checkpoint else None)
    text = json.dumps(doc, indent=indent, ensure_ascii=False)
    if placeholder:  # a masked text: a placeholder of the vault inside a literal
        text = text.replace("Anna", vault.placeholder_for("Anna Quellenhof", "PERSON"), 1)
    assert not vault.patterns_hold('"\x00')
    assert _known_outside_placeholders(vault, text, since) == _known_outside_placeholders_full(vault, text, since)


def test_a_value_left_in_structure_is_found_by_both_and_one_in_a_literal_by_neither() -> None:
    vault = _vault(len(VALUES), None)
    assert _known_outside_placeholders(vault, '{"a": null}')  # the JSON null is a known value
    assert _known_outside_placeholders_full(vault, '{"a": null}')
    assert not _known_outside_placeholders(vault, '{"a": "null"}')
    assert not _known_outside_placeholders_full(vault, '{"a": "null"}')


def test_a_value_with_a_quote_takes_the_full_search() -> None:
    vault = _vault(3, None)
    vault.placeholder_for('x", "y', "ID")  # spans two literals and the structure between
    assert vault.patterns_hold('"')
    text = '["x", "y"]'
    assert _known_outside_placeholders(vault, text) == _known_outside_placeholders_full(vault, text)
    assert _known_outside_placeholders(vault, text)


def test_blanking_keeps_length_structure_and_line_breaks() -> None:
    text = '{"k\\"ey": [1, "a\nb", null]}'
    blanked = _blank_literals(text)
    assert len(blanked) == len(text)
    assert blanked == '{"\x00\x00\x00\x00\x00": [1, "\x00\n\x00", null]}'


@pytest.mark.parametrize("value", ['say "hi"', "ab\x00cd", "ＡＢ＂ＣＤ"])
def test_patterns_hold_a_quote_or_nul_as_written_or_folded(value: str) -> None:
    m = KnownValueMatcher()
    assert not m.patterns_hold('"\x00')
    m.add(value, 0)
    assert m.patterns_hold('"\x00')
    with pytest.raises(ValueError):
        m.patterns_hold("'")


def _blanked_search(vault: SessionVault, text: str, since: int | None) -> bool:
    """The search of `_known_outside_placeholders` over `_blank_literals` (same offsets): the
    reference of its search over `_outside_literals`."""
    blanked = _blank_literals(text)
    if since is not None and not vault.may_hold(blanked, since):
        return False
    return any(any(c.isalnum() for c in e.value) for _, _, e in vault.find_known(blanked, since))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    doc=_docs,
    indent=st.sampled_from([None, 1]),
    n=st.integers(1, len(VALUES)),
    since=st.one_of(st.none(), st.integers(0, len(VALUES))),
    checkpoint=st.booleans(),
    raw_breaks=st.booleans(),
)
def test_search_without_literal_contents_answers_as_the_blanked_one(
    doc: object, indent: int | None, n: int, since: int | None, checkpoint: bool, raw_breaks: bool
) -> None:
    vault = _vault(n, since if checkpoint else None)
    text = json.dumps(doc, indent=indent, ensure_ascii=False)
    if raw_breaks:  # line breaks written raw inside literals (JSON parsed with strict=False)
        text = text.replace("\\n", "\n")
    assert _known_outside_placeholders(vault, text, since) == _blanked_search(vault, text, since)


def test_outside_literals_keeps_structure_and_line_breaks_only() -> None:
    text = '{"k\\"ey": [1, "a\nb", null, "2024-04-01"]}'
    assert _outside_literals(text) == '{"": [1, "\n", null, ""]}'
    assert _outside_literals('[1, "x"]') == '[1, ""]'


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='ab é"\\/\n\x01😀', max_size=24), st.booleans())
def test_a_literal_maps_as_its_tokens(text: str, ascii_only: bool) -> None:
    """`_Literal`'s path for contents without a backslash gives what tokenising them gives."""
    for content in (json.dumps(text, ensure_ascii=ascii_only)[1:-1], text.replace("\\", "").replace('"', "")):
        lit = _Literal(content)
        decoded, segs = _tokenised(content)
        assert (lit.decoded, lit._segs) == (decoded, segs)
