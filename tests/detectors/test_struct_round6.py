"""Issue 12, round 6 (branch struct6): structured values and secrets in more shapes —
numbers read aloud, national-format phones in the text's own regions, phone ids in messaging
URLs and payloads, and the other kinds of this round.

Every value here was written or generated for the test (none is taken from a corpus); each
kind has a negative twin where the rule must stay silent."""

from __future__ import annotations

import random

import phonenumbers
import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.recognizers.spoken_numbers import SpokenNumberRecognizer, _runs


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def covered(det: Detector, text: str, value: str) -> set[str]:
    """Entity types of the spans that together cover every letter/digit of ``value``."""
    spans = det.scan_text(text)
    start = text.index(value)
    end = start + len(value)
    hit = [s for s in spans if s.start < end and start < s.end]
    cov: set[int] = set()
    for s in hit:
        cov.update(range(max(s.start, start), min(s.end, end)))
    need = {i for i in range(start, end) if text[i].isalnum()}
    assert need <= cov, f"{value!r} not covered in {text!r}: {[(s.entity_type, s.text) for s in spans]}"
    return {s.entity_type for s in hit}


def nothing_on(det: Detector, text: str, value: str, types: set[str] | None = None) -> None:
    start = text.index(value)
    end = start + len(value)
    hit = [
        (s.entity_type, s.text)
        for s in det.scan_text(text)
        if s.start < end and start < s.end and (types is None or s.entity_type in types)
    ]
    assert not hit, f"{value!r} should stay unmasked in {text!r}: {hit}"


# -- numbers read aloud ------------------------------------------------------------------------
_SAY = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwo drei vier fünf sechs sieben acht neun".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco meia sete oito nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "no": "null en to tre fire fem seks sju åtte ni".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
}
_REGION = {"en": "US", "de": "DE", "es": "ES", "it": "IT", "pt": "BR", "nl": "NL", "no": "NO", "ru": "RU"}


def _random_valid_mobile(region: str, rnd: random.Random) -> str:
    """National digits of a valid, random mobile number of `region` (trunk prefix included)."""
    ex = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(ex)
    while True:
        cand = nsn[: len(nsn) - 5] + "".join(rnd.choice("0123456789") for _ in range(5))
        num = phonenumbers.parse(cand, region)
        if phonenumbers.is_valid_number_for_region(num, region):
            nat = phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
            return "".join(c for c in nat if c.isdigit())


def _spoken(digits: str, lang: str) -> str:
    words = [_SAY[lang][int(d)] for d in digits]
    return ", ".join(" ".join(words[i : i + 3]) for i in range(0, len(words), 3))


@pytest.mark.parametrize("lang", sorted(_SAY))
@pytest.mark.parametrize("seed", [1, 2])
def test_phone_numbers_read_aloud_are_phones_in_every_language(det, lang, seed):
    digits = _random_valid_mobile(_REGION[lang], random.Random(seed * 100 + len(lang)))
    said = _spoken(digits, lang)
    text = f"[00:01:12] Caller: {said}.\n[00:01:20] Agent: thanks"
    assert "PHONE_NUMBER" in covered(det, text, said)


def test_double_and_triple_and_a_card_read_aloud():
    r = SpokenNumberRecognizer()
    text = "the number is four double five two, seven eight one triple three, one two"
    assert [(text[a:b], d) for a, b, d, _ in _runs(text)] == [(text[14:], "455278133312")]
    card = "4539 1488 0343 6467"  # a Luhn-valid test card
    said = _spoken(card.replace(" ", ""), "en")
    text = f"Customer: the card is {said}, expiry next May"
    assert [(e, text[a:b]) for e, a, b, _ in r.find(text)] == [("CREDIT_CARD", said)]


@pytest.mark.parametrize(
    "text",
    [
        "Count with me: one two three four five six seven eight nine.",
        "eins zwei drei vier fünf sechs sieben acht",
        "nine nine nine nine nine nine nine",
        "I had one or two, maybe three, then four or five more, six at most.",
        "Vi trenger en to tre personer til fem ni dager.",
        "Your code is four seven one two.",
    ],
)
def test_digit_words_that_are_no_number_are_left(text):
    assert list(SpokenNumberRecognizer().find(text)) == []


def test_a_digit_word_run_that_is_no_valid_number_is_left():
    # 7 digits read aloud that are no number in any English-speaking region and no card
    text = "Agent: reference zero zero zero one five two, got it"
    assert list(SpokenNumberRecognizer().find(text)) == []


# -- national layouts of the text's own regions ------------------------------------------------
from edgeward.detectors.recognizers.regional_phones import RegionalPhoneRecognizer  # noqa: E402 - imported beside the tests of its kind
from edgeward.detectors.text_regions import text_regions  # noqa: E402 - imported beside the tests of its kind

#: (region, a sentence of its language with `{}` for the number; the letters name the language)
_SENTENCES = [
    ("PL", "Proszę zadzwonić jutro pod {} po godzinie 15."),
    ("ES", "¿Me llamas mañana al {} por la tarde?"),
    ("TR", "Akşam saat altıdan sonra {} numarasından arayın."),
    ("VN", "Gọi lại cho chị ấy số {} sau bữa trưa nhé."),
    ("CZ", "Zavolejte mi prosím na {} zítra ráno, děkuji."),
    ("HU", "Kérem, hívjon fel a {} számon szombaton délelőtt."),
    ("PT", "Ligue-me amanhã para o {} depois das três, obrigadão."),
    ("DK", "Ring til mig på {} i morgen, så snakker vi færdig."),
]


def _national(region: str, seed: int) -> str:
    digits = _random_valid_mobile(region, random.Random(seed))
    return phonenumbers.format_number(phonenumbers.parse(digits, region), phonenumbers.PhoneNumberFormat.NATIONAL)


@pytest.mark.parametrize("region,sentence", _SENTENCES)
def test_a_number_in_the_national_layout_of_the_text_language_is_a_phone(det, region, sentence):
    assert region in text_regions(sentence)
    num = _national(region, 11)
    text = sentence.format(num)
    assert "PHONE_NUMBER" in covered(det, text, num)


@pytest.mark.parametrize("region,sentence", _SENTENCES)
def test_the_same_digits_without_their_layout_or_region_are_left(region, sentence):
    r = RegionalPhoneRecognizer(regions=())
    num = _national(region, 11)
    glued = "".join(ch for ch in num if ch.isdigit())
    # no separator: a digit run, not a written phone number
    assert list(r.find(sentence.format(glued))) == []
    # plain English text gives no region to read the national layout in
    assert list(r.find(f"Please call {num} tomorrow afternoon.")) == []


def test_region_evidence_from_calling_codes_and_email_domains():
    assert "ES" in text_regions("mi otro número: +34 699 12 34 56")
    assert "PL" in text_regions("kontakt: jan.nowak@wp.pl")
    assert "GB" in text_regions("write to amy@example.co.uk")
    assert text_regions("write to amy@example.com, build 1.2.3") == ()


def test_trunk_prefix_layout_and_dotted_national_layout():
    r = RegionalPhoneRecognizer()
    for text, num in [
        ("Rückfragen bitte an Frau Lenz unter 0176/38491025.", "0176/38491025"),
        ("tel: 030/83920417 (Büro)", "030/83920417"),
        ("portable : 07.81.46.22.93 le soir", "07.81.46.22.93"),
    ]:
        assert [text[a:b] for _, a, b, _ in r.find(text)] == [num]
    for text in [
        "Upgraded to 10.15.7.12 and 2.31.4.1 yesterday",
        "Rechnung vom 12.03.2024 über 1.369,40 € bezahlt",
        "invoice 0176 of 2024, batch 38491025",
        "coordinates 52.520008/13.404954",
    ]:
        assert list(r.find(text)) == [], text


def test_phone_ids_in_click_to_chat_links_and_whatsapp_payloads():
    r = RegionalPhoneRecognizer()
    links = "chat: https://wa.me/4917612345678?text=Hallo and viber://chat?number=%2B380501234567"
    assert [links[a:b] for _, a, b, _ in r.find(links)] == ["4917612345678", "380501234567"]
    payload = '{"contacts": [{"wa_id": "5511987654321"}], "messages": [{"from": "5511987654321", "id": "wamid.X"}]}'
    assert [payload[a:b] for _, a, b, _ in r.find(payload)] == ["5511987654321", "5511987654321"]
    # the same keys outside a WhatsApp payload, and digits that are no valid E.164 number
    assert list(r.find('{"from": "5511987654321", "to": "x"}')) == []
    assert list(r.find("https://wa.me/0000000000")) == []


# -- addresses: units, prefixes, line breaks, more locales -------------------------------------
@pytest.mark.parametrize(
    "text,value",
    [
        ("Lejer: Nørregade 41, 3. tv., 8000 Aarhus C, fra 1. maj", "Nørregade 41, 3. tv., 8000 Aarhus C"),
        ("Modtager\nVestergade 7, st. th.\n2100 København Ø\nTlf.", "Vestergade 7, st. th.\n2100 København Ø"),
        ("Envío a C/ Alcalá 212, 3º B, 28028 Madrid mañana", "C/ Alcalá 212, 3º B, 28028 Madrid"),
        (
            "amb domicili al Carrer de Mallorca 401, 4t 2a, 08013 Barcelona.",
            "Carrer de Mallorca 401, 4t 2a, 08013 Barcelona",
        ),
        (
            "zamieszkała al. Jerozolimskie 44/12, 00-024 Warszawa, legitymująca",
            "al. Jerozolimskie 44/12, 00-024 Warszawa",
        ),
        ("<p>Leverans:<br>Drottninggatan 88<br>111 36 Stockholm</p>", "Drottninggatan 88<br>111 36 Stockholm"),
        ("Osoite:\nAleksanterinkatu 15\n00100 Helsinki\n", "Aleksanterinkatu 15\n00100 Helsinki"),
        ('"Flat 7, 22 Mulberry Close\nYork YO10 3QP",N', "Flat 7, 22 Mulberry Close\nYork YO10 3QP"),
        (
            "Adres: Bahçelievler Mah. 2104 Sk. No: 8 D: 12, 06490 Çankaya/Ankara",
            "Bahçelievler Mah. 2104 Sk. No: 8 D: 12, 06490 Çankaya/Ankara",
        ),
        ("العنوان: شقة 4، شارع 12، حي النخيل، الرياض", "شقة 4، شارع 12، حي النخيل، الرياض"),
        ("주소: 부산광역시 해운대구 센텀중앙로 48, 1203호 입니다", "부산광역시 해운대구 센텀중앙로 48, 1203호"),
        ("주소는 경기도 성남시 분당구 판교역로 235 이에요", "경기도 성남시 분당구 판교역로 235"),
        ("निवासी मकान नं. 12, गांधी नगर, जयपुर 302015 में", "मकान नं. 12, गांधी नगर, जयपुर 302015"),
        (
            "Deliver to Flat 4B, Lotus Towers, Baner Road, Pune 411045 today",
            "Flat 4B, Lotus Towers, Baner Road, Pune 411045",
        ),
    ],
)
def test_street_addresses_in_more_layouts(det, text, value):
    assert "ADDRESS" in covered(det, text, value)


@pytest.mark.parametrize(
    "text,value",
    [
        ("Version 2, build 12\n2024 Release Notes", "2024 Release Notes"),
        ("Invoice 2024\n10115 units shipped", "10115 units"),
        ("Kapitel 3\n12345 Zeichen gezählt", "12345 Zeichen"),
        ("Flat 3, the version 2024 build 123456", "123456"),
        ("회의는 3층 회의실에서 14시에 시작합니다", "14시"),
        ("Release 4.2, 3 fixes, 10 tests", "10 tests"),
    ],
)
def test_numbered_lines_that_are_no_address_are_left(det, text, value):
    nothing_on(det, text, value, {"ADDRESS"})


# -- identifiers by label, layout and next-turn answers ----------------------------------------
from stdnum.br import cpf as _cpf  # noqa: E402 - imported beside the tests of its kind
from stdnum.gr import vat as _gr_vat  # noqa: E402 - imported beside the tests of its kind
from stdnum.il import idnr as _il_idnr  # noqa: E402 - imported beside the tests of its kind

from edgeward.detectors.recognizers.labelled_ids import LabelledIdRecognizer, kvnr_valid  # noqa: E402 - imported beside the tests of its kind
from edgeward.detectors.recognizers.scheme_cards import SchemeCardRecognizer  # noqa: E402 - imported beside the tests of its kind


def _complete(prefix: str, valid, width: int) -> str:
    """The first `prefix` + check digits (`width` of them) that `valid` accepts."""
    for k in range(10**width):
        cand = prefix + f"{k:0{width}d}"
        if valid(cand):
            return cand
    raise AssertionError(prefix)


def _kvnr(letter: str, body: str) -> str:
    return _complete(letter + body, kvnr_valid, 1)


def test_kvnr_check_digit_rule():
    v = _kvnr("M", "73629104")
    assert kvnr_valid(v)
    assert not kvnr_valid(v[:-1] + str((int(v[-1]) + 1) % 10))
    assert not kvnr_valid("m" + v[1:])


@pytest.mark.parametrize(
    "template",
    [
        "Versichertennummer: {} (AOK)",
        '{{"KVNR": "{}", "Kasse": "TK"}}',
        "<eGK:Versicherten_ID>{}</eGK:Versicherten_ID>",
        "Krankenversichertennummer {} liegt vor",
    ],
)
def test_kvnr_after_its_label(det, template):
    v = _kvnr("K", "20481736")
    text = template.format(v)
    assert "NATIONAL_ID" in covered(det, text, v)


def test_kvnr_shape_without_label_or_check_digit_is_left():
    r = LabelledIdRecognizer()
    v = _kvnr("K", "20481736")
    bad = v[:-1] + str((int(v[-1]) + 3) % 10)
    assert list(r.find(f"Bestellnummer {v} versendet")) == []
    assert list(r.find(f"Versichertennummer: {bad}")) == []


def test_national_insurance_numbers_spaced_or_compact_after_their_label():
    r = LabelledIdRecognizer()
    for text, v in [
        ("Her NI number is PR 40 17 62 A, on file", "PR 40 17 62 A"),
        ("NINO: WL482913C", "WL482913C"),
        ("National Insurance no. ST 11 98 03 D", "ST 11 98 03 D"),
    ]:
        assert [(e, text[a:b]) for e, a, b, _ in r.find(text)] == [("NATIONAL_ID", v)]
    # unallocated prefix, no label, a suffix beyond D
    assert list(r.find("NI number GB 12 34 56 A")) == []
    assert list(r.find("part no. PR 40 17 62 A")) == []
    assert list(r.find("NI number PR 40 17 62 F")) == []


def test_cpf_in_its_written_layout_anywhere_and_compact_after_cpf():
    r = LabelledIdRecognizer()
    v = _complete("518204937", _cpf.is_valid, 2)
    fmt = f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}"
    text = f"Cliente: {fmt}."
    assert [(e, text[a:b]) for e, a, b, _ in r.find(text)] == [("TAX_ID", fmt)]
    text = f"CPF do titular {v}"
    assert [(e, text[a:b]) for e, a, b, _ in r.find(text)] == [("TAX_ID", v)]
    wrong = fmt[:-1] + str((int(fmt[-1]) + 1) % 10)
    assert list(r.find(f"Cliente: {wrong}.")) == []
    assert list(r.find(f"pedido {v} enviado")) == []  # compact, no CPF word


def test_israeli_id_after_a_hebrew_or_transliterated_label():
    r = LabelledIdRecognizer()
    v = _complete("31740256", _il_idnr.is_valid, 1)
    for text in [f"מספר תעודת הזהות שלי {v}.", f"ת.ז. {v}", f'{{"teudat_zehut": "{v}"}}']:
        assert [(e, text[a:b]) for e, a, b, _ in r.find(text)] == [("NATIONAL_ID", v)]
    assert list(r.find(f"מספר הזמנה {v}")) == []  # an order number


def test_an_id_answered_in_the_next_chat_turn():
    r = LabelledIdRecognizer()
    afm = _complete("09381725", _gr_vat.is_valid, 1)
    text = f"Νίκος: Στείλε μου το ΑΦΜ σου για την απόδειξη.\nΕλπίδα: {afm}, ευχαριστώ"
    assert [(e, text[a:b]) for e, a, b, _ in r.find(text)] == [("TAX_ID", afm)]
    # the same answer after a line with no id word, or inside a sentence, is left
    text = f"Νίκος: Πότε έρχεσαι;\nΕλπίδα: {afm}, ευχαριστώ"
    assert list(r.find(text)) == []
    text = f"Νίκος: Στείλε μου το ΑΦΜ σου.\nΕλπίδα: η παραγγελία {afm} ήρθε"
    assert list(r.find(text)) == []


def _luhn_ok(s: str) -> bool:
    doubled = [int(d) * (2 if i % 2 else 1) for i, d in enumerate(reversed(s))]
    return sum(x - 9 if x > 9 else x for x in doubled) % 10 == 0


def _luhn_complete(prefix: str, n: int) -> str:
    """A Luhn-valid `n`-digit number starting with `prefix`."""
    return _complete(prefix + "3" * (n - len(prefix) - 1), _luhn_ok, 1)


@pytest.mark.parametrize("prefix,n", [("9792", 16), ("2202", 16), ("6521", 16), ("6212", 19), ("5067", 16)])
def test_national_scheme_cards_after_a_card_word(prefix, n):
    r = SchemeCardRecognizer()
    num = _luhn_complete(prefix, n)
    grouped = " ".join(num[i : i + 4] for i in range(0, len(num), 4))
    for text, v in [(f"[kart] => Array\n (\n [no] => {num}", num), (f"Номер карты: {grouped}", grouped)]:
        assert [(e, text[a:b]) for e, a, b, _ in r.find(text)] == [("CREDIT_CARD", v)]
    assert list(r.find(f"tracking {num} shipped")) == []
    bad = num[:-1] + str((int(num[-1]) + 1) % 10)
    assert list(r.find(f"card {bad}")) == []


# -- passport numbers --------------------------------------------------------------------------
from edgeward.detectors.recognizers.passports import PassportRecognizer  # noqa: E402 - imported beside the tests of its kind


@pytest.mark.parametrize(
    "text,value",
    [
        ("她的护照号EA7310482已经过期", "EA7310482"),
        ("護照號碼：QT4419027", "QT4419027"),
        ("旅券番号: TR8830152", "TR8830152"),
        ("여권 번호는 M40718263 입니다", "M40718263"),
        ("Reisepass-Nr. CF8K2L7M1 (gültig bis 2031)", "CF8K2L7M1"),
        ("Zijn paspoortnummer is NX3R81T62.", "NX3R81T62"),
        ("Passnummer: 30918274, utløper 2029", "30918274"),
        ("numéro de passeport : 21CV58031", "21CV58031"),
        ("Número de pasaporte XDB902114 vigente", "XDB902114"),
        ("numero di passaporto YB3048127", "YB3048127"),
        ("Паспорт 40 17 592831 выдан", "40 17 592831"),
        ("Αριθμός διαβατηρίου: BK2093817", "BK2093817"),
        ("رقم جواز السفر: P73019284", "P73019284"),
        ("Passport No. 561902833 (US)", "561902833"),
        ("Typ/Type P  Kod/Code POL  Nr paszportu / Passport No.\nEM3120977\nNazwisko / Surname", "EM3120977"),
        ('{"holder": {"doc": {"type": "P", "number": "K72RQ0L93", "country": "SE"}}}', "K72RQ0L93"),
        ('{"documentType": "passport", "documentNumber": "503918776"}', "503918776"),
    ],
)
def test_passport_numbers_by_label_next_line_and_record(text, value):
    r = PassportRecognizer()
    assert value in {text[a:b] for _, a, b, _ in r.find(text)}


@pytest.mark.parametrize(
    "text",
    [
        "order no. AB1234567 shipped",
        "Passport Holder: 12345678",
        "passport photo 1234567 px",
        "Passport No.\nThe next line is prose 1234567",
        '{"type": "invoice", "number": "INV20931"}',
        '{"type": "P", "items": {"number": "A1234567"}}',
    ],
)
def test_passport_words_without_a_number_or_other_documents_are_left(text):
    assert list(PassportRecognizer().find(text)) == []


# -- account names and messaging ids in records ------------------------------------------------
from edgeward.detectors.recognizers.account_names import AccountNameRecognizer  # noqa: E402 - imported beside the tests of its kind


def _found(text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in AccountNameRecognizer().find(text)]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7x9 wendeline.a@workstation", ("USERNAME", "wendeline.a")),
        ("4096 SHA256:q9Zr8sT1uVwXyZ0aBcDeFgHiJkLmNoPqRsTuVwXyZ1 mkowalik@desk (RSA)", ("USERNAME", "mkowalik")),
        ("CREATE USER 'toralf.h'@'%' IDENTIFIED BY 'x';", ("USERNAME", "toralf.h")),
        ("ALTER ROLE ingegerd_lund WITH LOGIN PASSWORD 'y';", ("USERNAME", "ingegerd_lund")),
        ("DROP USER IF EXISTS bertrand_q;", ("USERNAME", "bertrand_q")),
        ("grafana:\n  adminUser: svenja_oberholz\n", ("USERNAME", "svenja_oberholz")),
        ("export JIRA_LOGIN=amaury.dellac", ("USERNAME", "amaury.dellac")),
        ('{"repo_owner_login": "kzielonka", "stars": 3}', ("USERNAME", "kzielonka")),
        ('{"user": {"id": "W0192KD7QX", "team_id": "T02AB3C4D", "real_name": "Ilse"}}', ("USERNAME", "W0192KD7QX")),
        (
            '{"message": {"from": {"id": 702918364, "is_bot": false, "first_name": "Ilse"}}}',
            ("USERNAME", "702918364"),
        ),
        ('{"chat": {"id": 55180273, "type": "private"}}', ("USERNAME", "55180273")),
        ("TELEGRAM_OWNER_USER_ID=8812093411", ("USERNAME", "8812093411")),
        ("UPI: rohini.dhar@oksbi (send by Friday)", ("USERNAME", "rohini.dhar@oksbi")),
        ("Paytm pe bhej do: 9876501234@paytm", ("USERNAME", "9876501234@paytm")),
    ],
)
def test_account_names_and_messaging_ids_in_records(text, expected):
    assert expected in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0 root@bastion",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB deploy@ci-runner-3",
        "CREATE USER readonly_metrics WITH PASSWORD 'x';",
        "CREATE ROLE app_rw LOGIN;",
        "DB_USER=postgres",
        "SERVICE_USER=svc_backup",
        "adminUser: admin",
        "file_name: report_v2",
        "db_user: ${DB_USER}",
        '{"channel": {"id": "C0192KD7QX", "team_id": "T02AB3C4D", "name": "general"}}',
        '{"from": {"id": 702918364, "is_bot": true, "username": "helper_bot"}}',
        "TELEGRAM_BOT_TOKEN_ID=12345678",
        "mail shop@okaxis.example.com",
    ],
)
def test_shared_accounts_channels_bots_and_domains_are_left(text):
    assert _found(text) == []


# -- passwords named by tool options, settings elements, encoded queries ------------------------
from edgeward.detectors.recognizers.cli_secrets import CliSecretRecognizer  # noqa: E402 - imported beside the tests of its kind


@pytest.mark.parametrize(
    "text,pw",
    [
        ("openssl rsa -in k.pem -out k2.pem -passin pass:orchard-kettle-5", "orchard-kettle-5"),
        ("keytool -genkey -alias a -keystore k.jks -keypass dune-lantern -storepass dune-lantern2", "dune-lantern2"),
        ("zip -r -P velvet_moth secret.zip notes/", "velvet_moth"),
        ("redis-cli -h 10.0.0.5 -p 6379 -a 'plum tart 9' GET k", "plum tart 9"),
        ("echo hi && podman login --username ana --password juniper44 quay.io", "juniper44"),
        ("helm registry login oci.example.com -u ana -p saffron-owl", "saffron-owl"),
        ("htpasswd -bB /etc/nginx/.htpasswd ana meadowlark", "meadowlark"),
        ("NET USE Z: \\\\nas\\media /USER:HOME\\ana sunflower", "sunflower"),
        ("echo -e 'ana:winter rose' | sudo chpasswd", None),
        ('chpasswd <<< "ana:goldfinch"', "goldfinch"),
        ('<appSettings><add key="Mail.Password" value="tangerine" /></appSettings>', "tangerine"),
        ('<param name="db_pass" value="lilac lake"/>', "lilac lake"),
        ("form=user%3Dana%26passwd%3Dcorvid-7%26next%3D%2F", "corvid-7"),
        ("q=%7B%22password%22%3A%22moss%20stone%22%7D", "moss%20stone"),
    ],
)
def test_passwords_named_by_options_elements_and_encoded_queries(text, pw):
    found = [text[a:b] for _, a, b, _ in CliSecretRecognizer().find(text)]
    if pw is None:  # a passphrase with a space is not a chpasswd line (one token per field)
        assert found == []
    else:
        assert pw in found


@pytest.mark.parametrize(
    "text",
    [
        "openssl enc -aes256 -pass env:BACKUP_PW -in a -out b",
        "openssl enc -pass file:/run/secrets/pw -in a",
        "docker login -u ana -p $REGISTRY_TOKEN ghcr.io",
        "redis-cli -a ${REDIS_PASS} ping",
        "zip -r backup.zip docs/",
        '<add key="SmtpHost" value="smtp.example.com" />',
        "password%3D%2A%2A%2A%26user%3Dana",
        "keytool -list -keystore k.jks",
    ],
)
def test_variables_templates_and_other_settings_are_left(text):
    assert list(CliSecretRecognizer().find(text)) == []


# -- iCalendar / vCard folded lines ------------------------------------------------------------
from edgeward.detectors.line_folding import unfold_lines  # noqa: E402 - imported beside the tests of its kind


def test_unfold_lines_maps_offsets_back():
    text = "BEGIN:VEVENT\r\nORGANIZER;CN=X:mailto:liv.brae\r\n kstad@example.no\r\nEND:VEVENT"
    res = unfold_lines(text)
    assert res is not None
    view, starts = res
    assert "mailto:liv.braekstad@example.no\r\n" in view
    i = view.index("kstad")
    assert text[starts[i] : starts[i] + 5] == "kstad"
    assert len(starts) == len(view) + 1
    assert unfold_lines("a line\n continued, but no calendar object") is None


@pytest.mark.parametrize(
    "text,value,etype",
    [
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nORGANIZER;CN=Liv:mailto:liv.braekstad.o\r\n lsen@example.no\r\nEND:VEVENT",
            "liv.braekstad.o\r\n lsen@example.no",
            "EMAIL_ADDRESS",
        ),
        (
            "BEGIN:VEVENT\r\nDESCRIPTION:Ring meg på +47 412 3\r\n 4 567 om du er sen\r\nEND:VEVENT",
            "+47 412 3\r\n 4 567",
            "PHONE_NUMBER",
        ),
        (
            "BEGIN:VCARD\r\nVERSION:3.0\r\nTEL;TYPE=cell:+49 1\r\n 76 3849 1025\r\nEND:VCARD",
            "+49 1\r\n 76 3849 1025",
            "PHONE_NUMBER",
        ),
    ],
)
def test_values_split_by_a_folded_line_are_found_whole(det, text, value, etype):
    assert etype in covered(det, text, value)


def test_a_line_break_and_space_outside_calendar_objects_still_splits(det):
    # in plain text a line break is a line break: the two halves are not joined
    text = "notes:\nmailto:liv.braekstad.o\n lsen@example.no"
    spans = det.scan_text(text)
    assert not any(s.start <= text.index("liv") and s.end >= text.index("lsen") for s in spans)


# -- JSON records: address lines, identifiers by naming system ---------------------------------
from edgeward.detectors.recognizers.json_records import JsonRecordRecognizer  # noqa: E402 - imported beside the tests of its kind


def _json_found(text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in JsonRecordRecognizer().find(text)]


def test_street_lines_of_address_objects():
    stripe = '{"shipping": {"name": "x", "address": {"city": "Gent", "line1": "Korenlei 7B", "line2": null, "postal_code": "9000"}}}'
    assert _json_found(stripe) == [("ADDRESS", "Korenlei 7B")]
    fhir = '{"resourceType": "Patient", "address": [{"use": "home", "line": ["Lange Nieuwstraat 3", "2e etage"], "city": "Utrecht"}]}'
    assert _json_found(fhir) == [("ADDRESS", "Lange Nieuwstraat 3"), ("ADDRESS", "2e etage")]
    de = '{"Anschrift": {"strasse": "Am Lindenhof 12", "ort": "Kiel"}}'
    assert _json_found(de) == [("ADDRESS", "Am Lindenhof 12")]


def test_lines_outside_address_objects_or_without_a_number_are_left():
    assert _json_found('{"invoice": {"line1": "Widget 3000", "qty": 2}}') == []
    assert _json_found('{"address": {"line1": "c/o Reception", "city": "Oslo"}}') == []
    assert _json_found('{"poem": {"line": ["Roses are red", "line 2"]}}') == []


def test_identifiers_named_by_their_naming_system():
    bsn = '{"identifier": [{"system": "http://fhir.nl/fhir/NamingSystem/bsn", "value": "271048392"}]}'
    assert _json_found(bsn) == [("NATIONAL_ID", "271048392")]
    ssn = '{"identifier": [{"system": "http://hl7.org/fhir/sid/us-ssn", "value": "512-44-0917"}]}'
    assert _json_found(ssn) == [("NATIONAL_ID", "512-44-0917")]
    oid = '{"system": "urn:oid:2.16.840.1.113883.2.1.4.1", "value": "485 777 3456"}'
    assert _json_found(oid) == [("NATIONAL_ID", "485 777 3456")]
    cpf = '{"system": "https://saude.gov.br/fhir/sid/cpf", "value": "52998224725"}'
    assert _json_found(cpf) == [("TAX_ID", "52998224725")]


def test_identifiers_of_orders_encounters_and_records_are_left():
    for system in ("http://acme.example/fhir/sid/order-id", "urn:oid:1.2.3.4.5", "http://hospital.example/mrn"):
        assert _json_found(f'{{"system": "{system}", "value": "A1029384"}}') == []


@pytest.mark.parametrize(
    "text,value",
    [
        ('{"message": {"from": {"id": 702918364, "is_bot": false, "first_name": "Ilse"}}}', "702918364"),
        ("UPI: rohini.dhar@oksbi (send by Friday)", "rohini.dhar@oksbi"),
        (
            '{"user": {"id": "W0192KD7QX", "team_id": "T02AB3C4D", "name": "ilse.b", "real_name": "Ilse B"}}',
            "W0192KD7QX",
        ),
    ],
)
def test_messaging_ids_reach_the_scanner_output(det, text, value):
    assert covered(det, text, value)


# -- bank accounts by label line and bank name -------------------------------------------------
from edgeward.detectors.recognizers.bank_accounts import BankAccountRecognizer  # noqa: E402 - imported beside the tests of its kind


@pytest.mark.parametrize(
    "text,num",
    [
        ("Nettolön\n28 410 kr\nTill konto\n8327-9, 914 220 583-6\nSemester", "8327-9, 914 220 583-6"),
        ("Kontonummer:\n1503 22 81734\n", "1503 22 81734"),
        ("Account number\n40-11-62 71839204\n", "40-11-62 71839204"),
        ("회비는 110-482-913027 신한은행 으로 보내주세요", "110-482-913027"),
        ("토스뱅크 1000-2931-8842 로 입금", "1000-2931-8842"),
        ("振込先：みずほ銀行 渋谷支店 普通 4829103", "4829103"),
    ],
)
def test_account_numbers_after_a_label_line_or_beside_a_bank(text, num):
    assert [text[a:b] for _, a, b, _ in BankAccountRecognizer().find(text)] == [num]


@pytest.mark.parametrize(
    "text",
    [
        "Till konto\nse bifogad fil\n",
        "Ordernummer\n1503 22 81734\n",
        "회의 일정: 2024-06-03-1400 확인",
        "전화 010-4821-9930 으로 연락",
        "みずほ銀行 渋谷支店 電話 0334829103",
    ],
)
def test_numbers_without_an_account_label_or_bank_are_left(text):
    assert list(BankAccountRecognizer().find(text)) == []


def test_terraform_generated_passwords_in_state_and_not_random_strings():
    state = (
        '{"resources": [{"mode": "managed", "type": "random_password", "name": "db", "instances": [{"attributes": '
        '{"bcrypt_hash": "$2a$10$abcdefghijklmnopqrstuv", "length": 20, "result": "k#9Vb!q2-LmZ=8tRw0xY", "special": true}}]},'
        ' {"mode": "managed", "type": "random_string", "name": "suffix", "instances": [{"attributes": {"result": "x7k2qa"}}]}]}'
    )
    found = _json_found(state)
    assert ("PASSWORD", "k#9Vb!q2-LmZ=8tRw0xY") in found
    assert all(v != "x7k2qa" for _, v in found)
    assert (
        _json_found('{"type": "random_string", "name": "s", "instances": [{"attributes": {"result": "abcd1234"}}]}')
        == []
    )


def test_a_number_and_a_company_in_aligned_columns_are_no_street(det):
    text = "Anno          Ragione sociale\n2024          Officine Gateway S.r.l.\n"
    nothing_on(det, text, "2024          Officine Gateway", {"ADDRESS"})
    assert "ADDRESS" in covered(det, "Ship to 2024 Harbor Gateway, Torrance, CA 90501", "2024 Harbor Gateway")


def test_chat_export_stamps_are_no_dotted_phone():
    r = RegionalPhoneRecognizer()
    assert list(r.find("[08.06.24 10:41] Оксана: добре")) == []
    assert list(r.find("12.03.24 09:15 - Lena: ok")) == []
    text = "portable 06.19.64.85.75"
    assert [text[a:b] for _, a, b, _ in r.find(text)] == ["06.19.64.85.75"]


# -- plain-word passwords and passphrases --------------------------------------------------------
from edgeward.detectors.recognizers.plain_passwords import PlainPasswordRecognizer  # noqa: E402 - imported beside the tests of its kind


@pytest.mark.parametrize(
    "text,pw",
    [
        ("Das WLAN-Passwort lautet kirschblüte, bitte nicht weitergeben.", "kirschblüte"),
        ("Het wachtwoord van de kluis luidt walvis.", "walvis"),
        ("le mot de passe de la box c'est papillon", "papillon"),
        ("la contraseña del portátil es mariposa", "mariposa"),
        ("passordet til garasjen er tyttebær", "tyttebær"),
        ("la password del router è farfalla.", "farfalla"),
        ("пароль от роутера — черника", "черника"),
        ("密码是 hudie2", "hudie2"),
        ("admin password: lighthouse (no caps)", "lighthouse"),
        ("I set the password to pelican.", "pelican"),
        ('Use "marigold" as the password for the guest account.', "marigold"),
        ("the vault passphrase is purple tiger under moonlight", "purple tiger under moonlight"),
    ],
)
def test_plain_word_passwords_in_unambiguous_constructions(text, pw):
    assert pw in [text[a:b] for _, a, b, _ in PlainPasswordRecognizer().find(text)]


@pytest.mark.parametrize(
    "text",
    [
        "The password is required.",
        "Das Passwort ist falsch.",
        "Le mot de passe est expiré.",
        "La contraseña es incorrecta.",
        "password: required",
        "Password: ******",
        "password: ${DB_PASS}",
        "Reset your password to continue.",
        "Your password has expired, please choose a new one.",
        "The passphrase is required for login.",
        "The password for the admin account is stored in Vault.",
        "Forgot password? Click here.",
    ],
)
def test_password_sentences_that_state_no_password_are_left(text):
    assert list(PlainPasswordRecognizer().find(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        '"id","κωδικός","όνομα","email"\n1,"x","y","z"',
        '{"msg": "login ok", "username": "x", "password": "***", "remember": true}',
        'Server=db;User Id="viewer";Password="…"',
    ],
)
def test_quoted_record_cells_beside_a_password_word_are_no_password(text):
    assert list(PlainPasswordRecognizer().find(text)) == []
