"""Issue 12 (outside probe F1, F2, F14): invisible and compatibility characters, nicknames in
name fields, and labelled ids that swallowed the words after them. Values and wording are our
own; each kind is tested over several scripts, languages and record shapes."""

from __future__ import annotations

import json

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.known_values import KnownValueMatcher
from edgeward.detectors.recognizers.id_extent import id_end
from edgeward.detectors.textview import TextView
from edgeward.detectors.unicode_fold import fold_unicode, needs_fold

ZWSP, ZWNJ, ZWJ, WJ, SHY, BOM = "\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff"
LRM, RLM, RLO, PDF, LRI, PDI = "\u200e", "\u200f", "\u202e", "\u202c", "\u2066", "\u2069"
TAG_A, VS16 = "\U000e0061", "\ufe0f"
NBSP, NNBSP, FIGSP, THINSP = "\u00a0", "\u202f", "\u2007", "\u2009"


def wide(s: str) -> str:
    """Full-width form of the ASCII characters of ``s``."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


@pytest.fixture(scope="module")
def det():
    return Detector(DetectorConfig(scan_timeout_s=None))


def covered(det: Detector, text: str) -> str:
    """``text`` with every character under a detected span replaced by ``#``."""
    out = list(text)
    for s in det.scan_text(text, "content"):
        for i in range(s.start, s.end):
            out[i] = "#"
    return "".join(out)


def assert_masked(det: Detector, text: str, value: str) -> None:
    """Every raw character of ``value`` (invisible ones inside it included) is under a span."""
    i = text.index(value)
    got = covered(det, text)
    assert got[i : i + len(value)] == "#" * len(value), (text, got)


# ----------------------------------------------------------------------------- the fold
def test_ascii_and_plain_unicode_text_take_the_fast_path():
    assert fold_unicode("plain ascii text, +1 (555) 010-7788") is None
    assert not needs_fold("Grüße aus Köln, 张伟，电话（010）")
    assert fold_unicode("Grüße aus Köln, 张伟，电话（010）") is None  # CJK punctuation is kept


@pytest.mark.parametrize(
    "raw, view",
    [
        (f"li{ZWSP}na@ex{SHY}ample.org", "lina@example.org"),
        (f"{BOM}{RLO}kontakt{PDF}{WJ}", "kontakt"),
        (f"4{NBSP}500{NNBSP}€ und{FIGSP}7{THINSP}8", "4 500 € und 7 8"),
        (wide("ana@host.io"), "ana@host.io"),
        (f"ok{VS16}{TAG_A}", "ok"),
        ("\ufb01le", "file"),  # ligature expands to two view characters
    ],
)
def test_fold_view_and_offsets_back_to_raw(raw, view):
    folded, starts, ends = fold_unicode(raw)
    assert folded == view
    if starts is None or ends is None:  # one for one: offsets unchanged
        assert len(folded) == len(raw)
        starts, ends = list(range(len(raw))), list(range(1, len(raw) + 1))
    assert len(starts) == len(ends) == len(folded)
    # each view character comes from the raw characters it maps to
    for i, ch in enumerate(folded):
        src = raw[starts[i] : ends[i]]
        assert src and (src == ch or fold_unicode(src) is not None)


def test_textview_composes_the_fold_with_json_escapes():
    raw = json.dumps({"mail": f"ines{ZWSP}@corp{ZWJ}-mail.net"})  # \u200b escapes in the raw JSON
    assert "\\u200b" in raw
    v = TextView(raw, fold=True)
    a = v.text.index("ines@corp-mail.net")
    rs, re_ = v.to_raw(a, a + len("ines@corp-mail.net"))
    assert raw[rs:re_] == "ines\\u200b@corp\\u200d-mail.net"
    # without fold the view is as before
    assert "\u200b" in TextView(raw).text


# ----------------------------------------------------------------------------- F1: detection
@pytest.mark.parametrize(
    "text, value",
    [
        (f"reach me at ines.moreau{ZWSP}@{ZWSP}atelier-lumen.fr", f"ines.moreau{ZWSP}@{ZWSP}atelier-lumen.fr"),
        (f"mail: k.osei{WJ}@harbor{ZWJ}-freight.co.uk", f"k.osei{WJ}@harbor{ZWJ}-freight.co.uk"),
        (f"E-Mail: jo{SHY}nas.keller@bergwerk-ag.de", f"jo{SHY}nas.keller@bergwerk-ag.de"),
        (f"write to {wide('piet.devries@kanaal.nl')}", wide("piet.devries@kanaal.nl")),
        (f"send to t.lind@{RLO}fjord-data.no{PDF}", f"t.lind@{RLO}fjord-data.no"),
        (f"адрес: oksana.petrenko@{LRI}mail-hub.com{PDI}", f"oksana.petrenko@{LRI}mail-hub.com"),
        (f"contact q.nakamura{TAG_A}@{BOM}sakura-net.com", f"q.nakamura{TAG_A}@{BOM}sakura-net.com"),
    ],
)
def test_emails_with_invisible_or_compatibility_characters(det, text, value):
    assert_masked(det, text, value)


@pytest.mark.parametrize(
    "text, value",
    [
        (f"Appelez-moi au +33{NBSP}7{NBSP}81{NBSP}24{NBSP}63{NBSP}90.", f"+33{NBSP}7{NBSP}81{NBSP}24{NBSP}63{NBSP}90"),
        (f"tél. : +33{NNBSP}6{NNBSP}48{NNBSP}17{NNBSP}02{NNBSP}55", f"+33{NNBSP}6{NNBSP}48{NNBSP}17{NNBSP}02{NNBSP}55"),
        (f"Rufen Sie +49{NBSP}30{NBSP}90182736 an", f"+49{NBSP}30{NBSP}90182736"),
        (f"call +1 312{ZWSP}555{ZWSP}0187 today", f"+1 312{ZWSP}555{ZWSP}0187"),
        (f"ring {wide('+44 20 7946 0321')}", wide("+44 20 7946 0321")),
    ],
)
def test_phones_with_nbsp_and_zero_width(det, text, value):
    assert_masked(det, text, value)


@pytest.mark.parametrize(
    "text, value",
    [
        (f"SSN 078{NBSP}05{NBSP}1120 on file", f"078{NBSP}05{NBSP}1120"),
        (f"card {wide('5555 5555 5555 4444')} exp 09/29", wide("5555 5555 5555 4444")),
        (f"Karte 4012{ZWSP}8888{ZWSP}8888{ZWSP}1881", f"4012{ZWSP}8888{ZWSP}8888{ZWSP}1881"),
        (
            f"IBAN DE44{NBSP}5001{NBSP}0517{NBSP}5407{NBSP}3249{NBSP}31",
            f"DE44{NBSP}5001{NBSP}0517{NBSP}5407{NBSP}3249{NBSP}31",
        ),
    ],
)
def test_ids_cards_and_accounts_with_nbsp_zero_width_or_full_width(det, text, value):
    assert_masked(det, text, value)


@pytest.mark.parametrize(
    "text, value",
    [
        (f"Dear Rosalind{NBSP}Achterberg, thanks for the files.", f"Rosalind{NBSP}Achterberg"),
        (f"Dear Ros{ZWNJ}alind Achter{ZWNJ}berg, see below.", f"Ros{ZWNJ}alind Achter{ZWNJ}berg"),
        (f"Bonjour Madame Amélie{NNBSP}Fontanel, voici le dossier.", f"Amélie{NNBSP}Fontanel"),
        (f"Sehr geehrter Herr Matthias{NBSP}Oberholzer,", f"Matthias{NBSP}Oberholzer"),
        (f"Hi Cor{SHY}nelius Wain{SHY}wright, quick question", f"Cor{SHY}nelius Wain{SHY}wright"),
    ],
)
def test_names_with_nbsp_soft_hyphen_or_zero_width_are_masked_whole(det, text, value):
    assert_masked(det, text, value)


def test_amount_with_narrow_nbsp_under_a_salary_label(det):
    text = f"Gehalt: 5{NNBSP}250,00{NBSP}€ brutto"
    spans = det.scan_text(text, "content")
    assert any(s.entity_type in ("SALARY", "FINANCIAL_AMOUNT") and "250" in s.text for s in spans), spans


def test_plain_text_results_are_unchanged_by_the_fold(det):
    for text in ("Dear Rosalind Achterberg, thanks", "mail ines.moreau@atelier-lumen.fr", "nothing here"):
        assert TextView(text, fold=True).text == text


# ----------------------------------------------------------------------------- F1: known values
@pytest.mark.parametrize(
    "variant",
    [
        f"Ros{ZWSP}alind Achter{ZWSP}berg",
        f"Ros{SHY}alind Achter{SHY}berg",
        f"Rosalind{NNBSP}Achterberg",
        f"{RLO}Rosalind Achterberg{PDF}",
        f"Achter{WJ}berg",
        "𝐑𝐨𝐬𝐚𝐥𝐢𝐧𝐝 𝐀𝐜𝐡𝐭𝐞𝐫𝐛𝐞𝐫𝐠",  # mathematical bold letters
    ],
)
def test_known_name_matches_its_invisible_and_compatibility_variants(variant):
    m = KnownValueMatcher()
    m.add("Rosalind Achterberg", "k", "PERSON")
    text = f"see {variant} again"
    hits = m.find(text)
    core = variant.strip(RLO + PDF)
    assert any(text[h.start : h.end] == core for h in hits), hits


@pytest.mark.parametrize(
    "value, etype, variant",
    [
        ("ines.moreau@atelier-lumen.fr", "EMAIL_ADDRESS", f"ines.moreau{ZWSP}@{ZWSP}atelier-lumen.fr"),
        ("ines.moreau@atelier-lumen.fr", "EMAIL_ADDRESS", wide("ines.moreau@atelier-lumen.fr")),
        ("+33 7 81 24 63 90", "PHONE_NUMBER", f"07{ZWSP}81{ZWSP}24{ZWSP}63{ZWSP}90"),
        ("078-05-1120", "NATIONAL_ID", f"078{NBSP}05{NBSP}1120"),
    ],
)
def test_known_numbers_and_emails_match_folded_variants(value, etype, variant):
    m = KnownValueMatcher()
    m.add(value, "k", etype)
    text = f"[{variant}]"
    assert any(text[h.start : h.end] == variant for h in m.find(text))


def test_a_zero_width_character_does_not_let_a_known_name_match_inside_a_word():
    m = KnownValueMatcher()
    m.add("Achterberg", "k", "PERSON")
    assert m.find(f"xAchter{ZWSP}bergx") == []


# ----------------------------------------------------------------------------- F2: nicknames
NICKNAMED = [
    'Harold "Hal" Pemberton',
    "Margit (Maggie) Szalai",
    "Zoë [née Lindqvist] Arriaga",
    "Jürgen „Jojo“ Weißkirch",
    "Anaïs « Nana » Beaufort",
    "Katarzyna “Kasia” Wróblewska",
]


@pytest.mark.parametrize("name", NICKNAMED)
def test_a_nicknamed_name_in_a_json_record_is_masked_whole(det, name):
    text = json.dumps([{"customer_name": name, "email": "crm-contact@example.org"}])
    spans = det.scan_text(text, "content")
    raw = json.dumps(name)[1:-1]  # as written inside the JSON string
    i = text.index(raw)
    assert any(s.entity_type == "PERSON" and s.start <= i and i + len(raw) <= s.end for s in spans), spans


@pytest.mark.parametrize("name", NICKNAMED)
@pytest.mark.parametrize("shape", ["yaml", "csv", "kv"])
def test_a_nicknamed_name_in_other_record_shapes_is_masked_whole(det, name, shape):
    if shape == "yaml":
        text, value = f"employee:\n  full_name: {name}\n  phone: +44 20 7946 0555\n", name
    elif shape == "csv":
        quoted = '"' + name.replace('"', '""') + '"'
        text, value = f"id,contact_name,email\n7,{quoted},ops-desk@example.org\n", name.replace('"', '""')
    else:
        text, value = f"Kontaktperson: {name}", name
    assert_masked(det, text, value)


def test_a_stray_escaped_quote_in_a_name_value(det):
    text = json.dumps({"employee": {"name": 'Oriel Q"uentin'}})
    assert_masked(det, text, 'Oriel Q\\"uentin')


def test_a_lower_case_note_after_a_name_is_not_part_of_it(det):
    spans = det.scan_text("name: Ilse Vandermeer (remote)\nrole: editor", "content")
    assert [s.text for s in spans if s.entity_type == "PERSON"] == ["Ilse Vandermeer"]


# ----------------------------------------------------------------------------- F14: id extent
@pytest.mark.parametrize(
    "text, value, end",
    [
        ("123-45-6789 for Ann", "123-45-6789", None),
        ("GB29 NWBK 6016 1331 9268 19 for Ann Lee", "GB29 NWBK 6016 1331 9268 19", None),
        ("AB 12 34 56 C", "AB 12 34 56 C", None),
        ("12345678903 von Jana", "12345678903", None),
        ("NO93 8601 1117 947.", "NO93 8601 1117 947", None),
    ],
)
def test_id_end(text, value, end):
    assert text[: id_end(text, 0, len(text))] == value


@pytest.mark.parametrize(
    "text, id_value, name",
    [
        ("Please file SSN 219-09-9999 for Cordelia Featherstone today", "219-09-9999", "Cordelia Featherstone"),
        ("SSN: 219-09-9999 belongs to Cordelia Featherstone", "219-09-9999", "Cordelia Featherstone"),
        ("tax id 219-09-9999 for Cordelia Featherstone", "219-09-9999", "Cordelia Featherstone"),
        ("Steuer-ID 86095742719 von Friederike Lindemann", "86095742719", "Friederike Lindemann"),
        (
            "IBAN GB29 NWBK 6016 1331 9268 19 for Cordelia Featherstone",
            "GB29 NWBK 6016 1331 9268 19",
            "Cordelia Featherstone",
        ),
        ("IBAN NL91ABNA0417164300 voor Maarten Hoogeveen", "NL91ABNA0417164300", "Maarten Hoogeveen"),
    ],
)
def test_a_labelled_id_ends_at_the_id_and_the_name_after_it_is_found(det, text, id_value, name):
    spans = det.scan_text(text, "content")
    i = text.index(id_value)
    ids = [s for s in spans if s.start <= i < s.end]
    assert ids and all(s.end == i + len(id_value) for s in ids), spans
    assert_masked(det, text, name)


@pytest.mark.parametrize(
    "text, name",
    [
        ("date of birth 21.06.1984 of Cordelia Featherstone", "Cordelia Featherstone"),
        ("date de naissance 03/09/1991 de Anaïs Beaufort", "Anaïs Beaufort"),
        ("Geburtsdatum 1979-11-02 für Friederike Lindemann", "Friederike Lindemann"),
        ("fødselsnummer 15076500565 for Sigrid Haugland", "Sigrid Haugland"),
    ],
)
def test_the_owner_named_after_a_labelled_value_is_a_person(det, text, name):
    assert_masked(det, text, name)


@pytest.mark.parametrize(
    "text",
    [
        "date of birth 1990-01-02 of the Acme Corp",
        "account 12345678 of Bank of America",
        "card 5555 5555 5555 4444 for Amazon Web Services",
    ],
)
def test_an_organisation_after_a_labelled_value_is_not_a_person(det, text):
    assert not [s for s in det.scan_text(text, "content") if s.entity_type == "PERSON"]
