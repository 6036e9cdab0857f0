"""Name kinds of round 13 (issue 12, names13): each value with its decoy twins.

Kinds: Hebrew and Devanagari given name + rare word, Vietnamese full names by the closed surname
class (with and without diacritics, ALL CAPS) and names after a kinship pronoun, Chinese names
after a role compound or contact verb with an adverb after them, ALL-CAPS ``SURNAME, Given``,
``Surname, A.`` and ``A. Surname`` initials, vocatives after thanks in other languages, names before a verb only a
person takes, numbered PNR passengers, ALL-CAPS name lines, names after greetings and
honorifics in Hebrew, Arabic, Devanagari and Hinglish, Portuguese ``Oi`` and Indonesian ``Pak``/
``Bu``, a rare one-word name repeated in lower case (chats). Every
value and twin below was written for this test (no corpus document).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.recognizers.uncased_cues import UncasedCueNameRecognizer
from edgeward.detectors.scanner import Detector

#: (kind, text, values that must be covered by a PERSON span)
VALUES: list[tuple[str, str, list[str]]] = [
    ("he pair", "דנה כרמלוביץ שלחה את החוזה אתמול.", ["דנה כרמלוביץ"]),
    ("he pair json", '{"note": "לדבר עם יעל שטרנפלדוביץ על השכר"}', ["יעל שטרנפלדוביץ"]),
    ("hi pair", "सुरेश पेंढारकर ने भुगतान किया।", ["सुरेश पेंढारकर"]),
    ("vi full", "Chị Nguyễn Thị Huệ Xuân đã chuyển khoản hôm qua.", ["Nguyễn Thị Huệ Xuân"]),
    ("vi record", "record: {ID:42 FullName:Khúc Duy Đạt DOB:20/07/1996}", ["Khúc Duy Đạt"]),
    ("vi caps folded", "dạ em cảm ơn. STK của em 6134367866, chủ TK TRIEU QUYNH DAT ạ", ["TRIEU QUYNH DAT"]),
    ("vi caps", "HỌ VÀ TÊN: PHÙNG THỊ NGỌC LAN", ["PHÙNG THỊ NGỌC LAN"]),
    ("vi in english log", "2026-11-30 INFO payout sent to Đoàn Minh Khuê ref=7781", ["Đoàn Minh Khuê"]),
    ("vi kinship", "anh Thắng ơi, mai họp lúc 9h nhé, nhớ mang hợp đồng.", ["Thắng"]),
    ("vi kinship 2", "Em đã gửi bảng lương cho chị Thục rồi ạ.", ["Thục"]),
    ("zh role compound", "客户经理欧阳明澈已确认付款。", ["欧阳明澈"]),
    ("zh contact verb", "请联系诸葛若岚处理报销。", ["诸葛若岚"]),
    ("zh role single surname", "客户经理王磊已确认。", ["王磊"]),
    ("caps surname first", "Mieter: ROSENGRUBER, Walpurga\nVermieter: Heimbau GmbH", ["ROSENGRUBER, Walpurga"]),
    ("caps hyphen surname", "Name: THORNBURY-ASKE, Elspeth\nGrade: 7", ["THORNBURY-ASKE, Elspeth"]),
    ("caps both", "Trabajador: URDANGARÍN, LEOCRICIA     NIF: 08936297S", ["URDANGARÍN, LEOCRICIA"]),
    ("surname initial", "Mühlbrecht, A. (Abteilung 3) hat unterschrieben.", ["Mühlbrecht, A."]),
    ("initial surname", "Gesendet von A. Mühlbrecht", ["A. Mühlbrecht"]),
    ("greek thanks vocative", "Ευχαριστώ, Θεόκλητε, για τη βοήθεια.", ["Θεόκλητε"]),
    ("finnish thanks", "Kiitos, Aallotar! Sopimus on pöydällä.", ["Aallotar"]),
    ("ukrainian greeting", "Привіт, Богданко! Як справи?", ["Богданко"]),
    ("german family", "Rechnung an Fam. Quastenberg-Nöll", ["Quastenberg-Nöll"]),
    ("verb said", "Retreat diary, day 2: Corvane said the lodge was full, so we camped.", ["Corvane"]),
    ("verb owes", "note to self: Quarrington owes me 40 for the train", ["Quarrington"]),
    ("verb lower case chat", "lol maelis owes me 40 bucks from the trip", ["maelis"]),
    ("verb german", "Anna sagt, sie kommt später.", ["Anna"]),
    ("pnr numbered", "PNR ABC123 1.1HALVORSEN/INGRID MS 2.1HALVORSEN/TOR MR", ["HALVORSEN/INGRID", "HALVORSEN/TOR"]),
    ("he greeting", "שלום נגה, מה שלומך? הנה הקבלה.", ["נגה"]),
    ("he thanks two words", "תודה רבה, יעלית שטרנפלד! קיבלתי.", ["יעלית שטרנפלד"]),
    ("he honorific frequent name", "מר אביגדור שלח את החשבונית.", ["אביגדור"]),
    ("ar greeting", "السلام عليكم نضيرة، هذا رقمي الجديد", ["نضيرة"]),
    ("ar honorific three words", "أرسل العقد إلى السيد عبد الرحمن الزهراني اليوم", ["عبد الرحمن الزهراني"]),
    ("hi greeting + ji", "नमस्ते हिरण्मयी जी, कैसे हैं?", ["हिरण्मयी"]),
    ("hi honorific", "श्री सुरेश पेंढारकर ने भुगतान किया", ["सुरेश पेंढारकर"]),
    ("hinglish ji", "ok Tanvika ji, will send the salary slip tonight", ["Tanvika"]),
    ("pt greeting", "[10:05] Aurelio: Oi Deodata, tudo bem?", ["Deodata"]),
    ("id honorific", "Halo Pak Wiratmoko, tagihan sudah dibayar?", ["Wiratmoko"]),
    (
        "chat lower-case repeat",
        "[21:15] Brannoc: quillane, did you send it?\n[21:16] Quillane: yes brannoc, sent it",
        ["quillane", "brannoc"],
    ),
    ("caps name line", "CURRICULUM VITAE\nAALLOTAR VIRTANEN-KOSKI\nSoftware engineer", ["AALLOTAR VIRTANEN-KOSKI"]),
]

#: (kind, text, values no span may touch)
TWINS: list[tuple[str, str, list[str]]] = [
    ("he given + everyday word", "גל חום צפוי מחר באזור המרכז.", ["גל חום"]),
    ("he everyday", "דנה שלחה את החוזה.", ["שלחה"]),
    ("hi given + postposition", "सुरेश ने भुगतान किया।", ["ने भुगतान"]),
    ("vi province", "Văn phòng ở Hồ Chí Minh và Hà Nội, chi nhánh mới.", ["Hồ Chí Minh", "Hà Nội"]),
    ("vi street", "Công ty đặt tại Trần Hưng Đạo, chi nhánh ở Lê Lợi.", ["Lê Lợi"]),
    ("vi surname syllable in english", "We flew to La Paz and met at the Cao Gateway.", ["La Paz", "Cao Gateway"]),
    ("vi kinship english", "Bài kiểm tra tiếng Anh của em ở Anh Quốc đã xong.", ["Anh Quốc"]),
    ("zh role + verb", "联系方式已更新，请联系客服处理。", ["方式", "客服"]),
    (
        "caps keyword first",
        "NOTE, Anna said the build is green. WARNING, Docker is down.",
        ["NOTE", "WARNING", "Docker"],
    ),
    ("caps city", "BERLIN, Germany and ACME CORP, Paris", ["BERLIN", "Germany", "ACME", "Paris"]),
    ("initials everyday", "U.S. Army, A. Introduction, Vol. 3, No. 2 and J. Crew", ["Army", "Introduction", "Crew"]),
    ("title initials tech", "Python, C. Rust and Go", ["Python", "Rust"]),
    ("thanks + everyday", "Danke, Team! Merci, tout le monde. Gracias, equipo.", ["Team", "tout", "equipo"]),
    (
        "verb tools",
        "Gateway said 502. Support says hi. Grafana says the disk is full. Jira says 3.",
        ["Gateway", "Support", "Grafana", "Jira"],
    ),
    ("verb places", "Berlin wants more data. Management said no.", ["Berlin", "Management"]),
    ("verb lower tools", "ok so kubernetes said the pod is pending", ["kubernetes"]),
    ("pnr fare", "PNR ABC123 ECONOMY/FLEX FARE", ["ECONOMY/FLEX"]),
    (
        "caps heading lines",
        "WORK EXPERIENCE\nRELEASE NOTES\nKUBERNETES OPERATOR\nDEUTSCHE BANK\nNORDLICHT HEIMBAU",
        ["WORK", "RELEASE", "KUBERNETES", "DEUTSCHE", "NORDLICHT"],
    ),
    ("hi greeting everyone", "नमस्ते आप सभी को, धन्यवाद आपका", ["आप", "आपका"]),
    (
        "chat lower-case common names",
        "[10:00] Rose: the rose garden\n[10:01] Grace: grace period ends",
        ["rose", "grace"],
    ),
    ("id greeting", "Oi gente, tudo bem? Halo semua, Bu, saya sudah bayar", ["gente", "semua", "saya"]),
    ("hinglish title", "thanks Sir ji, done", ["Sir"]),
    ("family word", "Die Familie war im Urlaub.", ["Urlaub"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))


def _covered(text: str, value: str, spans: list[tuple[int, int, str]]) -> bool:
    i = text.index(value)
    cov = {k for s, e, ty in spans if ty == "PERSON" for k in range(max(s, i), min(e, i + len(value)))}
    return all(k in cov for k in range(i, i + len(value)) if text[k].isalnum())


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


#: greeting continuations the NER model of main already tags on its own (a separate defect), so
#: the round-13 rule is checked alone: it must not add a span there
RULE_TWINS = ["שלום לכולם, הפגישה נדחתה.", "مرحبا بكم في الموقع. شكرا جزيلا على المساعدة. نعم يا جماعة"]


@pytest.mark.parametrize("text", RULE_TWINS)
def test_uncased_cue_rule_twin(text: str) -> None:
    assert list(UncasedCueNameRecognizer().find(text)) == []
