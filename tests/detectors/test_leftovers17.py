"""Leftover secrets and ids, round 17 (issue 12): PINs in prose, signed-URL signatures, MY/KZ/PH ids.

Each kind has real values (every alphanumeric character must be covered by a span) and decoy
twins of similar shape that must stay untouched. Written fresh for this round (agent-shaped
notes, JSON, CSV, markdown, logs, chat in several languages), not from any corpus split.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (kind, text, values that must be covered)
REAL: list[tuple[str, str, list[str]]] = [
    # 1. PINs in prose or short labels
    ("pin id prose", "PIN ATM saya 6621, jangan kasih tahu siapa-siapa", ["6621"]),
    ("pin es prose", "Oye, mi PIN es 4821 por si lo necesitas", ["4821"]),
    ("pin de label", "PIN-Code: 1234", ["1234"]),
    ("pin id label", "PIN kartu: 0915", ["0915"]),
    ("pin bg prose", "ПИН на картата – кодът ми е 7731", ["7731"]),
    ("pin ko prose", "카드 비밀번호 4자리 2580 이에요", ["2580"]),
    ("pin de prose", "Die PIN der Karte lautet 3390.", ["3390"]),
    ("pin en prose", "my debit card PIN is 5093, don't share it", ["5093"]),
    ("pin fr prose", "Le code PIN de ma carte bleue est 8142.", ["8142"]),
    ("pin json", '{"card": "visa", "pin": "7708"}', ["7708"]),
    ("pin csv", "name,card_pin,limit\nAna,4490,500", ["4490"]),
    ("pin md row", "| Karte | PIN |\n|---|---|\n| Giro | 6031 |", ["6031"]),
    ("pin ru prose", "ПИН-код от карты: 2719", ["2719"]),
    ("pin pt prose", "a senha do cartão é 3056", ["3056"]),
    ("pin chat", "[10:41] mia: sim PIN 1357 btw", ["1357"]),
    ("pin ja", "キャッシュカードの暗証番号は 4記号ではなく 8264 です", ["8264"]),
    ("pin zh", "我的银行卡密码是 902731", ["902731"]),
    ("pin tr", "Kart PIN numaram 4410", ["4410"]),
    ("pin yaml", "bank:\n  card_pin: 7319\n  limit: 500", ["7319"]),
    ("pin first person en", "ok my code is 6642, see you at 7", ["6642"]),
    ("pin ru first person", "мой код — 3185", ["3185"]),
    # 2. signed-URL signatures
    (
        "azure sas",
        "https://acct.blob.core.windows.net/c/report.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T23:59:59Z"
        "&sig=Qm9uZ0xhYmVsU2lnbmF0dXJlVmFsdWUxMjM0NTY3ODkw%3D",
        ["Qm9uZ0xhYmVsU2lnbmF0dXJlVmFsdWUxMjM0NTY3ODkw"],
    ),
    (
        "s3 presigned",
        "download: https://bkt.s3.amazonaws.com/a.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=3600"
        "&X-Amz-Signature=9f2b7c61e0d84a3f5b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a",
        ["9f2b7c61e0d84a3f5b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a"],
    ),
    (
        "gcs signed json",
        '{"url": "https://storage.googleapis.com/b/o.txt?X-Goog-Algorithm=GOOG4-RSA-SHA256'
        '&X-Goog-Signature=5e0c3a9b7d1f2e4a6c8b0d2f4e6a8c0b1d3f5e7a9c1b3d5f7e9a0c2b4d6f8e1a3c5b"}',
        ["5e0c3a9b7d1f2e4a6c8b0d2f4e6a8c0b1d3f5e7a9c1b3d5f7e9a0c2b4d6f8e1a3c5b"],
    ),
    (
        "generic signature log",
        "GET /files/77?expires=1765400000&signature=hK3pQ9zL2mV8xR4tW7yB1nC6 200 12ms",
        ["hK3pQ9zL2mV8xR4tW7yB1nC6"],
    ),
    (
        "token query md",
        "[Rechnung herunterladen](https://portal.example.de/dl?id=5521&token=Zx81Lq0pVb72KdTe9sWm)",
        ["Zx81Lq0pVb72KdTe9sWm"],
    ),
    (
        "azure sas env encoded",
        "AZURE_STORAGE_SAS=sv=2022-11-02&ss=b&srt=sco&sp=rwdl&se=2027-01-01T00:00:00Z&spr=https"
        "&sig=a8Kq2%2FzR7vXw9LmN3pT5yB1cD4eF6gH8iJ0kL2mN4o%3D",
        ["a8Kq2%2FzR7vXw9LmN3pT5yB1cD4eF6gH8iJ0kL2mN4o"],
    ),
    (
        "cloudfront signature",
        "https://d111111abcdef8.cloudfront.net/image.jpg?Expires=1765400000"
        "&Signature=Nk9xQ2vL~m7RtW3yB8cD1eF4gH6iJ0kL2mN5oP7qR9sT-uV&Key-Pair-Id=K2JCJMDEHXQW5F",
        ["Nk9xQ2vL~m7RtW3yB8cD1eF4gH6iJ0kL2mN5oP7qR9sT-uV"],
    ),
    (
        "share sig short",
        "Link: https://files.example.org/share/9921?sig=7f3a9c1e5b2d8f4a6c0e",
        ["7f3a9c1e5b2d8f4a6c0e"],
    ),
    (
        "de sas sentence",
        "Zugriff über https://x.blob.core.windows.net/c?sp=r&sig=xYz09AbCdEfGhIjKlMnOpQrStUv%3D.",
        ["xYz09AbCdEfGhIjKlMnOpQrStUv"],
    ),
    (
        "s3 security token",
        "https://b.s3.amazonaws.com/k?X-Amz-Security-Token=IQoJb3JpZ2luX2VjEHcaCXVzLWVhc3QtMSJGMEQCIF&X-Amz-Expires=60",
        ["IQoJb3JpZ2luX2VjEHcaCXVzLWVhc3QtMSJGMEQCIF"],
    ),
    # 3. national ids
    ("mykad label", "No. MyKad: 880523-14-5678", ["880523-14-5678"]),
    ("mykad ms prose", "Nombor kad pengenalan saya 900101101234 ya", ["900101101234"]),
    ("mykad json", '{"nric": "770815-08-4321", "nama": "Siti"}', ["770815-08-4321"]),
    ("kz iin ru", "ИИН: 920315300123", ["920315300123"]),
    ("kz iin kk prose", "Менің ЖСН нөмірім 871121400562", ["871121400562"]),
    ("kz iin csv", "fio,iin,city\nAsel,050607601234,Almaty", ["050607601234"]),
    ("kz bin", "БИН организации 080640001231", ["080640001231"]),
    ("ph psn label", "PhilSys Card Number (PSN): 4821-0937-5516-2094", ["4821-0937-5516-2094"]),
    ("ph philid json", '{"philid": "3307 1942 8865 1023", "region": "NCR"}', ["3307 1942 8865 1023"]),
    ("ph psn prose", "ang PSN ko ay 6190284735016628", ["6190284735016628"]),
    ("mykad md", "| Nama | No. K/P |\n|---|---|\n| Ahmad | 851230-10-5521 |", ["851230-10-5521"]),
    ("mykad en log", "verify user ic_no=030714-14-0087 status=ok", ["030714-14-0087"]),
    ("kz iin yaml", "client:\n  iin: '991201400214'", ["991201400214"]),
    ("kz bin en", "Company BIN 151041004575, Astana", ["151041004575"]),
    ("ph psn csv", "name,psn\nJuan,7712-4408-1956-3320", ["7712-4408-1956-3320"]),
]

#: (kind, text, decoys that must stay untouched)
TWINS: list[tuple[str, str, list[str]]] = [
    # PIN-ish words that are not card PINs
    ("pin header", "see PIN 17 of the header for the reset line", ["17"]),
    ("gpio pin", "wire the LED to GPIO pin 4 and ground", ["4"]),
    ("pin version", "please pin the version to 1.2.3 in requirements", ["1.2.3"]),
    ("pin diode", "the PIN-diode BPW34 has 7 nF capacitance", ["BPW34", "7"]),
    ("postcode after city", "Delivery covers Pune, PIN 411001, within two days", ["411001"]),
    ("pin changed year", "The PIN was changed in 2024 after the audit", ["2024"]),
    ("zip code first person", "my zip code is 10115 if that helps the courier", ["10115"]),
    ("error code first person", "mi código de error es 5001", ["5001"]),
    ("led pin csv", "signal,led_pin,freq\nstatus,1203,50", ["1203"]),
    ("pin count digits", "Your PIN must have 4 digits.", ["4"]),
    ("pin count", "the connector has 24 pins, pin 3 is VCC", ["24", "3"]),
    ("pinned issue", "Pinned issue #4821 about the PIN dialog", ["4821"]),
    # signature-ish query keys with no secret value
    ("sig empty", "https://acct.blob.core.windows.net/c/x?sv=2022-11-02&sig=", []),
    ("sig placeholder", "GET https://acct.blob.core.windows.net/c/x?sv=2022-11-02&sig=<signature>", ["signature"]),
    ("signature true", "https://api.example.com/v1/docs?signature=true&page=2", ["true"]),
    ("sig in docs path", "see https://docs.example.com/sig/overview/page-2 for details", ["overview"]),
    ("token placeholder", "https://portal.example.de/dl?id=5521&token=YOUR_TOKEN", ["YOUR_TOKEN"]),
    ("sig empty docs", "see https://docs.microsoft.com/azure/storage/sig/whatever?sig=&sv=2020", ["sv"]),
    ("signature example", "https://example.com/api?signature=example&token=null", ["example", "null"]),
    ("token angle", "GET /download?file=a.pdf&token=<TOKEN>", ["TOKEN"]),
    ("sig masked", "https://x.blob.core.windows.net/c?sv=2022-11-02&sig=REDACTED", ["REDACTED"]),
    # 12/16-digit numbers that are not ids
    ("order 12", "Order number 880523145678 shipped", ["880523145678"]),
    ("tracking 12", "Tracking: 920315300124 (DHL)", ["920315300124"]),
    ("timestamp ms", "ts=1765400000123 level=info", ["1765400000123"]),
    ("order 16", "Order ID 4821093755162094 confirmed", ["4821093755162094"]),
    ("invoice 16 csv", "invoice,amount\n6190284735016628,120.00", ["6190284735016628"]),
    ("kz bad check", "ИИН: 920315300124", ["920315300124"]),
    ("aws account 12", "AWS account 880523145678 in eu-west-1", ["880523145678"]),
    ("psn-like card order", "Ref no. 7712-4408-1956-3320 for the refund", ["7712-4408-1956-3320"]),
    ("mykad bad date", "No. MyKad: 881345-14-5678", ["881345-14-5678"]),
    ("iin in order header", "order_id,city\n920315300123,Almaty", ["920315300123"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _covered(text: str, value: str, spans: list) -> bool:
    s = text.index(value)
    need = [i for i in range(s, s + len(value)) if text[i].isalnum()]
    cov = {i for sp in spans for i in range(sp.start, sp.end)}
    return all(i in cov for i in need)


@pytest.mark.parametrize(("kind", "text", "values"), REAL, ids=[c[0] for c in REAL])
def test_value_is_masked(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    missed = [v for v in values if not _covered(text, v, spans)]
    assert not missed, (kind, missed, [(text[s.start : s.end], s.entity_type) for s in spans])


@pytest.mark.parametrize(("kind", "text", "decoys"), TWINS, ids=[c[0] for c in TWINS])
def test_decoy_twin_stays(det: Detector, kind: str, text: str, decoys: list[str]) -> None:
    spans = det.scan_text(text)
    if not decoys:
        assert not [text[sp.start : sp.end] for sp in spans if "?" in text[: sp.start]], kind
    for d in decoys:
        s = text.rindex(d)
        hit = [text[sp.start : sp.end] for sp in spans if sp.start < s + len(d) and s < sp.end]
        assert not hit, (kind, d, hit)


def test_signature_masks_value_not_url(det: Detector) -> None:
    text = "https://bkt.s3.amazonaws.com/a.csv?X-Amz-Signature=9f2b7c61e0d84a3f5b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e"
    spans = det.scan_text(text)
    assert spans
    assert all(sp.start >= text.index("=") + 1 for sp in spans), [text[s.start : s.end] for s in spans]


def test_kz_iin_check_digit() -> None:
    from edgeward.detectors.recognizers.asian_ids import kz_iin_valid

    assert kz_iin_valid("920315300123") and kz_iin_valid("080640001231")
    assert not kz_iin_valid("920315300124") and not kz_iin_valid("921315300123")
    assert not kz_iin_valid("92031530012")
