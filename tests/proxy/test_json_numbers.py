"""A known value inside a JSON number token keeps the JSON valid (found by breaker19).

Before: `[-4711]` once `4711` is a known value fell back to plain-text masking and went out as
`[-[ID_1]]`, invalid JSON (tool-call arguments the cloud cannot parse). Now such a number is
masked as a JSON string (`"-[ID_1]"`), and restoration gives the number's text back.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault, mask_json_text


def _vault(*known: tuple[str, str]) -> SessionVault:
    v = SessionVault("s", InMemoryVaultBackend())
    for value, etype in known:
        v.placeholder_for(value, etype)
    return v


@pytest.mark.parametrize(
    ("doc", "known"),
    [
        ('{"n": [-4711]}', "4711"),
        ('{"n": -4711, "note": "pin 4711"}', "4711"),
        ("[1, 2, 4711.25]", "4711"),
        ('{"exp": 4711.5e3}', "4711"),
        ('{"x": 20240401.5}', "20240401"),
        ('{"a": {"b": [0, -90210]}}', "90210"),
    ],
)
def test_a_known_value_inside_a_number_token_leaves_valid_json_without_it(doc: str, known: str) -> None:
    v = _vault((known, "ID"))
    out = mask_json_text(doc, v)
    assert out is not None
    json.loads(out)  # still JSON
    assert known not in out
    assert v.restore_text(out, json_escape_values=True).replace('"', "") == doc.replace('"', "")


def test_a_number_that_is_a_known_value_and_untouched_numbers_keep_their_form() -> None:
    v = _vault(("4711", "ID"))
    out = mask_json_text('{"id": 4711, "n": [-4711], "count": 3, "ratio": 0.25}', v)
    assert out is not None
    parsed = json.loads(out)
    assert parsed["id"] == "[ID_1]" and parsed["n"] == ["-[ID_1]"]
    assert parsed["count"] == 3 and parsed["ratio"] == 0.25  # no known value: numbers stay numbers


def test_a_value_spanning_json_structure_still_falls_back_to_plain_text() -> None:
    v = _vault(('1, "x', "ID"))
    assert mask_json_text('{"v": [1, "x"]}', v) is None


_numbers = st.builds(
    lambda sign, whole, frac: f"{sign}{whole}{frac}",
    st.sampled_from(["", "-"]),
    st.sampled_from(["4711", "14711", "47110", "9"]),
    st.sampled_from(["", ".5", ".4711", "e3", "E-2"]),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_numbers, min_size=1, max_size=6), st.booleans())
def test_any_number_holding_a_known_value_gives_valid_json_and_no_raw_value(nums: list[str], in_obj: bool) -> None:
    doc = json.dumps({"k": [json.loads(n) for n in nums]}) if in_obj else "[" + ", ".join(nums) + "]"
    v = _vault(("4711", "ID"))
    out = mask_json_text(doc, v)
    assert out is not None
    json.loads(out)
    # no occurrence the vault counts as the value (`4711e3` is another token to it, as in plain text)
    assert not v.find_known(out)
    assert v.find_known(doc) == [] or "[ID_1]" in out
