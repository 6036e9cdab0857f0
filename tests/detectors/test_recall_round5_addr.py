"""Issue 12, round 5 (branch addr5): street addresses in more layouts, names in record shapes
(ISO 20022, LDAP filters, spreadsheet rows, Balinese names), Indonesian/Vietnamese labels,
phones with a cue, VN/ID tax ids and Russian accounts, Korean-format birth dates, command-line
passwords, and decoys (cities and Korean phrases read as people).

Every value, name and phrase here was written for the test (none is taken from a corpus); each
kind has a negative twin where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.places import is_city_name


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


@pytest.mark.parametrize(
    "text,value",
    [
        ("LOCATION:Rua dos Caldeireiros 87\\, 4050-139 Porto", "Rua dos Caldeireiros 87\\, 4050-139 Porto"),
        ("Entrega: Rua Augusta 1200, 01304-001 São Paulo", "Rua Augusta 1200, 01304-001 São Paulo"),
        ("Postiosoite Hämeenkatu 31 C 14, 33200 Tampere", "Hämeenkatu 31 C 14, 33200 Tampere"),
        ("Send it to 17 Kookaburra Crescent, Geelong VIC 3220 please", "17 Kookaburra Crescent, Geelong VIC 3220"),
        ("Kirim paket ke Jl. Gajah Mada No. 33, Denpasar", "Jl. Gajah Mada No. 33, Denpasar"),
        ("Rumah kami di Jalan Kenanga No. 9 RT 03/RW 07, Kel. Cempaka, Bogor", "Jalan Kenanga No. 9 RT 03/RW 07"),
        ("Kargo adresi: Cumhuriyet Cad. No: 18/4 Daire 2, Konak/İzmir", "Cumhuriyet Cad. No: 18/4 Daire 2"),
        (
            "Giao tới 88 Hai Bà Trưng, Phường Tân Định, Quận 1, TP. Hồ Chí Minh",
            "88 Hai Bà Trưng, Phường Tân Định, Quận 1",
        ),
    ],
)
def test_address_layouts(det: Detector, text: str, value: str) -> None:
    assert "ADDRESS" in covered(det, text, value)


@pytest.mark.parametrize(
    "text,value",
    [
        ("Chapter 3 Cad. drawings, No: 45 pages", "No: 45"),
        ("We ordered 3 Pizza, Quận 1 is busy tonight", "3 Pizza"),
        ("Ticket No. 45 for Gate 3", "No. 45"),
    ],
)
def test_address_negative_twins(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value, {"ADDRESS"})


def test_iso20022_party_name_and_postal_address(det: Detector) -> None:
    xml = (
        "<Cdtr><Nm>Gusti Ayu Maheswari</Nm><PstlAdr><StrtNm>Jalan Hanoman</StrtNm><BldgNb>41</BldgNb>"
        "<PstCd>80571</PstCd><TwnNm>Ubud</TwnNm></PstlAdr></Cdtr>"
    )
    assert "PERSON" in covered(det, xml, "Gusti Ayu Maheswari")
    assert "ADDRESS" in covered(det, xml, "Jalan Hanoman")
    assert "ADDRESS" in covered(det, xml, "80571")
    nothing_on(det, "<FinInstnId><Nm>Bank Wetan Sejahtera</Nm></FinInstnId>", "Bank Wetan Sejahtera", {"PERSON"})


def test_ldap_filter_person_attributes(det: Detector) -> None:
    line = 'slapd[4411]: conn=77 op=3 SRCH base="dc=ex" filter="(&(objectClass=person)(cn=Oddvar Lindgren))"'
    assert "PERSON" in covered(det, line, "Oddvar Lindgren")
    assert "PERSON" in covered(det, "(&(uid=*)(sn=Kowalczyk)(givenName=Jadwiga))", "Kowalczyk")
    nothing_on(det, "(&(objectClass=user)(cn=backup))", "backup")
    nothing_on(det, "(cn=Lindg*)", "Lindg")


def test_spreadsheet_rows(det: Detector) -> None:
    contact = '{"values": [["Wayan Darmika", "wd@example.org", "+62 813 5555 0192"]]}'
    assert "PERSON" in covered(det, contact, "Wayan Darmika")
    named = '{"values": [["Nama", "Kota"], ["Intan Permatasari", "Malang"]]}'
    assert "PERSON" in covered(det, named, "Intan Permatasari")
    # a contact row also holds task titles: no listed name word, no person
    nothing_on(det, '{"values": [["Quarterly Review", "ops@example.org"]]}', "Quarterly Review")


def test_balinese_names(det: Detector) -> None:
    assert "PERSON" in covered(det, "Besok rapat dengan Komang Triadnyani di kantor.", "Komang Triadnyani")
    assert "PERSON" in covered(det, "Pembayaran oleh I Made Wirata sudah masuk.", "I Made Wirata")
    nothing_on(det, "Made in Bali. Made Easy guides.", "Made Easy")


def test_indonesian_and_vietnamese_labels(det: Detector) -> None:
    rec = '{"nama": "Rini Hapsari", "tgl_lahir": "1989-06-23", "alamat": "Perum Griya Indah Blok D No. 4"}'
    assert "PERSON" in covered(det, rec, "Rini Hapsari")
    assert "DATE_OF_BIRTH" in covered(det, rec, "1989-06-23")
    assert "ADDRESS" in covered(det, rec, "Perum Griya Indah Blok D No. 4")
    nothing_on(det, '{"ttl": 3600, "name": "cache"}', "3600")


@pytest.mark.parametrize(
    "text,value",
    [
        ("Mi número es el 622 18 40 95.", "622 18 40 95"),
        ("Nomor saya 0813 2222 9087", "0813 2222 9087"),
        ("Số của tôi là 0903 111 245", "0903 111 245"),
        ("Ruf mich an unter 0676 5550123", "0676 5550123"),
        ("Mi cel 55 4411 2398", "55 4411 2398"),
    ],
)
def test_phone_phrases(det: Detector, text: str, value: str) -> None:
    assert "PHONE_NUMBER" in covered(det, text, value)


def test_phone_phrase_negative_twins(det: Detector) -> None:
    nothing_on(det, "My order number is 622 18 40 95.", "622 18 40 95")
    nothing_on(det, "Mi número de pedido es 622184095", "622184095")


def test_tax_ids_and_russian_accounts(det: Detector) -> None:
    from stdnum.vn import mst

    vn = "031234567" + mst.calc_check_digit("031234567")
    assert "TAX_ID" in covered(det, f"Mã số thuế: {vn}", vn)
    assert "TAX_ID" in covered(det, "NPWP 09.254.294.3-407.000", "09.254.294.3-407.000")
    assert "BANK_ACCOUNT" in covered(det, "р/с 40817810500001234567 в банке", "40817810500001234567")
    nothing_on(det, f"Order {vn} shipped", vn)


def test_korean_birth_dates(det: Detector) -> None:
    t = "상담원: 생년월일 확인 부탁드립니다. 고객: 1979년 8월 30일입니다."
    assert "DATE_OF_BIRTH" in covered(det, t, "1979년 8월 30일")
    assert "DATE_OF_BIRTH" in covered(det, "저는 88년 2월 9일생이에요.", "88년 2월 9일")
    nothing_on(det, "회의는 2025년 6월 12일에 있습니다.", "2025년 6월 12일")


@pytest.mark.parametrize(
    "text,value",
    [
        ("sudo: ops : COMMAND=/usr/bin/ldapsearch -x -D cn=svc,dc=ex -w Kv8!mNqz -b dc=ex", "Kv8!mNqz"),
        ("ldapmodify -H ldaps://dir -D 'cn=root' -w 'p4ss-Word22' -f x.ldif", "p4ss-Word22"),
        ("ipmitool -I lanplus -H bmc1 -U root -P Tk3llo99 power status", "Tk3llo99"),
        ("xfreerdp /v:ts01 /u:ana /p:Herbst2025! /cert:ignore", "Herbst2025!"),
        ("smbclient //nas/share -U lotte%Zomer2025x", "Zomer2025x"),
        ("PGPASSWORD=qu1ckSilv3r psql -h db -U app", "qu1ckSilv3r"),
    ],
)
def test_command_line_passwords(det: Detector, text: str, value: str) -> None:
    assert "PASSWORD" in covered(det, text, value)


def test_command_line_negative_twins(det: Detector) -> None:
    nothing_on(det, "ldapsearch -x -W -D cn=svc,dc=ex -b dc=ex", "dc=ex", {"PASSWORD"})
    nothing_on(det, "ldapmodify -D cn=svc -w $LDAP_PW -f x.ldif", "$LDAP_PW", {"PASSWORD"})
    nothing_on(det, "grep -w needle haystack.txt", "needle", {"PASSWORD"})


def test_cities_are_not_people(det: Detector) -> None:
    assert is_city_name("Porto") and is_city_name("São Paulo") and is_city_name("İzmir")
    assert not is_city_name("Florence")  # a listed given name: the person reading stays
    nothing_on(det, "We spent a week in Porto, then Lisboa.", "Lisboa", {"PERSON"})
    assert "PERSON" in covered(det, "Please forward this to Katarzyna Wiśniewska today.", "Katarzyna Wiśniewska")


def test_spaced_hangul_phrase_is_no_name(det: Detector) -> None:
    t = "박서준 님께 전달해 주세요."
    nothing_on(det, t, "전달해 주세요", {"PERSON"})


def test_devanagari_name_pairs_and_cyrillic_patronymics(det: Detector) -> None:
    t = "कल मैंने अमित शर्मा को फोन किया।"
    assert "PERSON" in covered(det, t, "अमित शर्मा")
    nothing_on(det, "कल बारिश होगी और मौसम ठंडा रहेगा।", "मौसम ठंडा")
    t = "Передай Виктору Павловичу Зуеву привет."
    assert "PERSON" in covered(det, t, "Виктору Павловичу Зуеву")
    nothing_on(det, "Мы были в Москве, Санкт-Петербурге и Казани.", "Санкт-Петербурге и Казани")
