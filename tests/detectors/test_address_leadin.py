"""Issue 12 (newuser17 finding): a sentence's lead-in is no part of the street it names.

The European street layout (``<street words> <number>, <postcode> <city>``) takes up to four
words before the house number, so a short lead-in ("My home is", "Bitte an", "Nous sommes")
was masked with the address and the cloud lost the sentence's words. The address must still be
masked whole (street, number, postcode, city), and street names with lower-case particles or a
lower-case street word stay whole. Every address here was written for this test."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _address_spans(det: Detector, text: str) -> list[tuple[int, int]]:
    return [(s.start, s.end) for s in det.scan_text(text) if s.entity_type == "ADDRESS"]


LEAD_INS = [
    ("My home is ", "Storgatan 12, 114 51 Stockholm"),
    ("The office is ", "Kirkeveien 58, 0368 Oslo"),
    (
        "Bitte an ",
        "Lindenweg 7, 80331 München",
    ),
    ("Ship it to ", "Vesterbrogade 41, 1620 København"),
    ("We now live on ", "Prinsengracht 263, 1016 GV Amsterdam"),
    ("Mój adres to ", "ul. Marszałkowska 10, 00-590 Warszawa"),
]


@pytest.mark.parametrize(("lead", "address"), LEAD_INS)
def test_lead_in_stays_out_and_the_address_is_masked_whole(det: Detector, lead: str, address: str) -> None:
    text = f"{lead}{address}. Thanks!"
    spans = _address_spans(det, text)
    start = len(lead)
    assert any(s <= start and e >= start + len(address) for s, e in spans), (text, spans)
    # no span reaches back into the lead-in's words
    assert all(s >= start for s, _ in spans), (text, [text[s:e] for s, e in spans])


WHOLE = [
    "Karl Johans gate 22, 0159 Oslo",
    "Bygdøy allé 73, 0265 Oslo",
    "Laan van Meerdervoort 112, 2517 AP Den Haag",
    "Via della Spiga 5, 20121 Milano",
]


@pytest.mark.parametrize("address", WHOLE)
def test_street_names_with_lower_case_words_stay_whole(det: Detector, address: str) -> None:
    text = f"Adresse: {address}"
    start = text.index(address)
    spans = _address_spans(det, text)
    assert any(s <= start and e >= start + len(address) for s, e in spans), (text, [text[s:e] for s, e in spans])
