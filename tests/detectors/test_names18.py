"""Person names of round 18 (issue 12, names18): unseen tool shapes and names in prose.

Fresh material written for this test from public API documentation shapes (names invented,
none from a corpus file or a Faker list): a third person named mid-sentence in chats of many
languages with no cue (``I'll tell Sigbritt``), FHIR ``HumanName`` and ``{first, last}``
objects under a bare ``name`` key with no resource type around, and rich-text HTML message
bodies (Intercom/Zendesk/Gmail parts) that wrap a greeting's or a sign-off's name in
formatting tags, and document file names after a person (``payslip_<given>_<surname>.pdf``). Each twin puts a product, a place, a tool or a font in the same position.
"""

from __future__ import annotations

import json

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector
from edgeward.detectors.textview import blank_inline_tags


def _chat(lines: list[tuple[str, str]]) -> str:
    return "\n".join(f"[10:0{i}] {who}: {msg}" for i, (who, msg) in enumerate(lines))


#: (kind, text, values that must be covered by a PERSON span)
VALUES: list[tuple[str, str, list[str]]] = [
    # --- a third person mid-sentence, in a text that names people -------------------------
    (
        "sv chat third person",
        _chat(
            [
                ("Ylvali Brandqvistsson", "Torgny, portkoden är 4471"),
                ("Torgny Hägervallen", "tack! jag säger till Sigbritt"),
            ]
        ),
        ["Sigbritt"],
    ),
    (
        "nl chat third person",
        _chat(
            [
                ("Jorinde van der Steegwalt", "Marijn, de deurcode is 4471"),
                ("Marijn ter Voortkamp", "ik zeg het tegen Fenneke"),
            ]
        ),
        ["Fenneke"],
    ),
    (
        "it chat third person",
        _chat(
            [("Gualtiera Sbarzagliani", "il codice è 4471"), ("Ottorino Ciampolilli", "grazie, lo dico a Ermenegilda")]
        ),
        ["Ermenegilda"],
    ),
    (
        "pt chat third person",
        _chat(
            [("Jacintha Albuquerzeiro", "o código é 4471"), ("Teodomiro Vasconcelhos", "valeu, vou avisar a Ludovina")]
        ),
        ["Ludovina"],
    ),
    (
        "en diary",
        "Retreat diary, day 2. Dear Ksenwa Obradtoll booked the cabin; we hiked with Tavrin and Wolfrune to the lake.",
        ["Wolfrune"],
    ),
    # --- structured names under a bare "name" key ----------------------------------------
    (
        "fhir name with prefix, no resourceType",
        json.dumps({"name": [{"use": "official", "given": ["Oriane"], "family": "Lestrevaux", "prefix": ["Mme"]}]}),
        ["Oriane", "Lestrevaux"],
    ),
    (
        "fhir name family first",
        json.dumps({"entry": [{"name": [{"family": "Vashtenkova", "given": ["Ilsabet", "Maren"]}]}]}),
        ["Vashtenkova", "Ilsabet", "Maren"],
    ),
    (
        "first/last object",
        json.dumps({"results": [{"name": {"title": "Ms", "first": "Brisela", "last": "Quennevaux"}, "nat": "FR"}]}),
        ["Brisela", "Quennevaux"],
    ),
    # --- rich-text HTML bodies -----------------------------------------------------------------
    (
        "intercom greeting in bold",
        json.dumps(
            {
                "part_type": "comment",
                "body": "<p>Hi <b>Ksenwa</b>,</p><p>Thanks for reaching out, the refund is on its way.</p>",
            }
        ),
        ["Ksenwa"],
    ),
    ("greeting in strong", "<div>Hello <strong>Tavrin</strong>!</div>", ["Tavrin"]),
    (
        "escalated to a bold name",
        "<p>Hello Ysolde Marchetvrana,</p><p>Your ticket was escalated to <strong>Odalric Pembrowe</strong>.</p>",
        ["Odalric Pembrowe"],
    ),
    # --- file names after the person -------------------------------------------------------
    (
        "ls of an HR folder",
        "$ ls ~/Documents/HR\npayslip_teodric_valmsley_2026-11.pdf\nContract-Ilvanna-Torrescu-signed.docx\n"
        "review_2026_Quillon_Abarvane.xlsx\nbudget_2026.xlsx",
        ["teodric_valmsley", "Ilvanna-Torrescu", "Quillon_Abarvane"],
    ),
    (
        "gmail attachment, surname first",
        json.dumps({"filename": "Obradtoll_Ksenwa_payslip_11-2026.pdf", "mimeType": "application/pdf"}),
        ["Obradtoll_Ksenwa"],
    ),
    ("one surname beside a document word", "attached: Vrenkhalt_passport_scan.pdf (2 MB)", ["Vrenkhalt"]),
]

#: (kind, text, values that must NOT be covered by any span)
TWINS: list[tuple[str, str, list[str]]] = [
    (
        "tool via preposition",
        _chat(
            [
                ("Ksenwa Obradtoll", "we moved billing to Stripe"),
                ("Tavrin Keszterhoff", "ok, invoices go through Pennylane now"),
            ]
        ),
        ["Pennylane"],
    ),
    ("plan called", "Hi Ksenwa, the new plan is called Zephyrine and costs 9 EUR a month.", ["Zephyrine"]),
    ("place after in", "Dear Ksenwa,\nyour order ships from our warehouse in Kvernaland tomorrow.", ["Kvernaland"]),
    (
        "font family object",
        json.dumps({"font": {"family": "Helvetica", "weight": 400}, "author": {"name": "Quillon Abarvane"}}),
        ["Helvetica"],
    ),
    ("no person in the text", "We moved billing to Stripe and the invoices go to Pennylane now.", ["Pennylane"]),
    (
        "document file names without a person",
        "quarterly_report_final_v2.pdf\ncontract_template_v3.docx\npayslip_2026-11.pdf\nscan_0001.pdf\n"
        "offer_letter_draft.docx\nmarketing-plan-berlin.pptx",
        ["quarterly_report_final", "contract_template", "offer_letter_draft", "marketing-plan-berlin"],
    ),
    (
        "product as a modifier",
        "Author: Ksenwa Obradtoll\n\nbumped Tessaly to 2.1 and fixed Quarvine crash on start",
        ["Quarvine"],
    ),
    ("bold team greeting", "<p>Hi <b>team</b>,</p><p>the release is out.</p>", ["team"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))


def _covered(text: str, value: str, spans: list[tuple[int, int, str]]) -> bool:
    i = text.index(value)
    need = [k for k in range(i, i + len(value)) if text[k].isalnum()]
    return all(any(s <= k < e and t == "PERSON" for s, e, t in spans) for k in need)


@pytest.mark.parametrize(("kind", "text", "values"), VALUES, ids=[c[0] for c in VALUES])
def test_value_masked(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = [(s.start, s.end, s.entity_type) for s in det.scan_text(text)]
    for v in values:
        assert _covered(text, v, spans), (kind, v, [(text[s:e], t) for s, e, t in spans])


@pytest.mark.parametrize(("kind", "text", "values"), TWINS, ids=[c[0] for c in TWINS])
def test_twin_untouched(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        i = text.index(v)
        hit = [text[s.start : s.end] for s in spans if s.start < i + len(v) and i < s.end]
        assert not hit, (kind, v, hit)


def test_blank_inline_tags_keeps_offsets() -> None:
    text = '<p>Hi <b>Ksenwa</b>,<br/>see <a href="x">link</a></p><td>x</td>'
    out = blank_inline_tags(text)
    assert out is not None and len(out) == len(text)
    assert out.index("Ksenwa") == text.index("Ksenwa")
    assert "<b>" not in out and "<a href" in out and "<td>" in out and "<p>" in out
    assert "<br/>" in out and out[text.index("</p>")] == "\n"
    assert blank_inline_tags("no markup here") is None
