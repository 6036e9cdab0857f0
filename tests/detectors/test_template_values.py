"""A template's stand-in is no secret; a quoted value ends at its closing quote."""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.recognizers.credentials import looks_like_reference
from edgeward.detectors.scanner import Detector


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _secrets(det: Detector, text: str) -> list[str]:
    return [s.text for s in det.scan_text(text) if s.entity_type in ("PASSWORD", "SECRET", "API_KEY")]


STAND_INS = ["REPLACE_ME", "replace-me", "Change_Me_Later", "FILL_ME_IN", "TODO", "set-it", "YOUR_SECRET_KEY",
             "your_own_token", "paste-your-token-here", "PLEASE_REPLACE_THIS"]  # fmt: skip
REAL = ["Quokka-Lantern-58", "settings2024!", "additional9Q", "Xk9#mP2vL", "setme123"]


@pytest.mark.parametrize("value", STAND_INS)
@pytest.mark.parametrize(
    "template",
    ['stringData:\n  API_TOKEN: "{v}"\n', "SMTP_PASSWORD={v}\n", '{{"password": "{v}"}}', "db:\n  password: '{v}'\n"],
)
def test_a_stand_in_is_not_masked(det: Detector, value: str, template: str) -> None:
    assert looks_like_reference(value)
    assert _secrets(det, template.format(v=value)) == []


@pytest.mark.parametrize("value", REAL)
def test_a_real_value_under_the_same_keys_is_masked(det: Detector, value: str) -> None:
    assert not looks_like_reference(value)
    assert _secrets(det, f"SMTP_PASSWORD={value}\n") == [value]
    assert _secrets(det, f'{{"password": "{value}"}}') == [value]


@pytest.mark.parametrize(
    "text,value",
    [
        ('cfg = {"password": "Xk9#mP2vL"}\n', "Xk9#mP2vL"),
        ('{"db": {"password": "Wq7!zr2Lp"}}', "Wq7!zr2Lp"),
        ("login(user, password='Tr4mp-oline'))", "Tr4mp-oline"),
        ('["my password is \\"Qz8-vine-7\\""]', "Qz8-vine-7"),
    ],
)
def test_a_quoted_value_ends_at_its_closing_quote(det: Detector, text: str, value: str) -> None:
    """The closing quote and the brackets after it are the code's, not the password's: masking
    them would break the JSON or code the cloud model reads."""
    assert _secrets(det, text) == [value]


def test_a_password_ending_in_a_bracket_keeps_it(det: Detector) -> None:
    assert _secrets(det, "my password is Kiwi#2231} now") == ["Kiwi#2231}"]  # no quote: the brace is its own


@pytest.mark.parametrize("marker", ["n/a", "N/A", "k.A.", "-", "tbd"])
def test_an_empty_marker_under_a_name_label_is_nothing(det: Detector, marker: str) -> None:
    """`Name: n/a` in a form: not a person, and not two one-letter names split at the slash."""
    text = f"Name: {marker}\nEmail: {marker}\nPhone: {marker}\n"
    assert [s for s in det.scan_text(text) if s.entity_type == "PERSON"] == []


def test_a_name_under_the_same_label_is_masked(det: Detector) -> None:
    text = "Name: Ilse Brandvold\nEmail: n/a\n"
    assert [s.text for s in det.scan_text(text) if s.entity_type == "PERSON"] == ["Ilse Brandvold"]
