"""Issue 12, round 3: kinds an outside blind probe found leaking (abbreviated keys, languages
missing from the lexicon, HL7/FHIR/vCard/MRZ records, check-digit ids, national phones,
speakers in uncased scripts, inflected names, pay and health facts in prose).

Each test covers a kind with values written for the test (not taken from any corpus), and a
negative twin where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.lexicon import FieldLexicon
from edgeward.detectors.recognizers.mrz import _check_digit
from edgeward.detectors.recognizers.name_shape import looks_like_name


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


def nothing_on(det: Detector, text: str, value: str) -> None:
    start = text.index(value)
    end = start + len(value)
    hit = [(s.entity_type, s.text) for s in det.scan_text(text) if s.start < end and start < s.end]
    assert not hit, f"{value!r} should not be reported in {text!r}: {hit}"


# ------------------------------------------------------------- abbreviated / warehouse keys
@pytest.mark.parametrize(
    ("key", "etype"),
    [
        ("PAX_NM_FIRST", "PERSON"),
        ("PAX_NM_LAST", "PERSON"),
        ("NM_FIRST", "PERSON"),
        ("PPT_NO", "NATIONAL_ID"),
        ("fnm", "PERSON"),
        ("lnm", "PERSON"),
        ("brthDt", "DATE_OF_BIRTH"),
        ("PT_DOB", "DATE_OF_BIRTH"),
        ("CUST_TEL_NO", "PHONE_NUMBER"),
        ("ADDR_HOME", "ADDRESS"),
        ("DRV_LIC_NO", "NATIONAL_ID"),
        ("BNK_ACCT_NO", "BANK_ACCOUNT"),
        ("MGR_NM", "PERSON"),
        ("USR_PWD", "PASSWORD"),
    ],
)
def test_abbreviated_keys_are_understood(key: str, etype: str) -> None:
    assert FieldLexicon().classify(key) == etype


@pytest.mark.parametrize(
    "key", ["ITEM_NO", "ORDER_NO", "FILE_NM", "HOST_NM", "str_len", "pt_size", "dl_url", "eml_count"]
)
def test_guessed_expansions_stay_strict(key: str) -> None:
    assert FieldLexicon().classify(key) is None


def test_abbreviated_keys_mask_their_values(det: Detector) -> None:
    text = '{"PAX_NM_FIRST": "Orlaith", "PAX_NM_LAST": "Quennell", "PPT_NO": "L90318472", "ITEM_NO": "77120"}'
    assert "PERSON" in covered(det, text, "Quennell")
    assert covered(det, text, "L90318472")
    nothing_on(det, text, "77120")


# ----------------------------------------------------------------- labels in more languages
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("नाम: सुरेखा पाण्डेय\nशहर: पुणे", "सुरेखा पाण्डेय"),
        ("ई-मेल: surekha.p@example.in", "surekha.p@example.in"),
        ("पैन नंबर: AFZPK7190K", "AFZPK7190K"),
        ("Numer paszportu: ER4417302", "ER4417302"),
        ("Miejsce zamieszkania: ul. Klonowa 19, Gdańsk", "ul. Klonowa 19"),
        ("여권 번호: M70112394", "M70112394"),
        ("연락처: 010-4812-3379", "010-4812-3379"),
        ("número de seguridad social: 281234567840", "281234567840"),
    ],
)
def test_labels_in_added_languages(det: Detector, text: str, value: str) -> None:
    assert covered(det, text, value)


# ---------------------------------------------------------------------- records: HL7, FHIR
HL7 = (
    "MSH|^~\\&|ADT1|CLINIC|LAB|CLINIC|202405061130||ADT^A04|MSG0042|P|2.5.1\r"
    "PID|1||MRN7781204^^^CLINIC^MR||Quarrington^Ysolde^B||19830917|F|||41 Tarrow Street^^Dunmere^OR^97110||"
    "(503)555-0182|||S||ACC55019283|\r"
    "NK1|1|Quarrington^Bastien|SPO|41 Tarrow Street^^Dunmere^OR^97110|(503)555-0179\r"
    "OBX|1|NM|2345-7^GLUCOSE||105|mg/dL"
)


@pytest.mark.parametrize(
    "value",
    ["MRN7781204", "Quarrington", "Ysolde", "19830917", "41 Tarrow Street", "Dunmere", "(503)555-0182", "Bastien"],
)
def test_hl7_pid_and_nk1_fields(det: Detector, value: str) -> None:
    assert covered(det, HL7, value)


def test_hl7_codes_and_other_segments_stay_out(det: Detector) -> None:
    nothing_on(det, HL7, "GLUCOSE")
    nothing_on(det, HL7, "ADT1")
    nothing_on(det, "The PID|1 entry was wrong", "PID")


def test_fhir_patient_name_parts(det: Detector) -> None:
    text = '{"resourceType": "Patient", "name": [{"family": "Oyelaran", "given": ["Temitope", "Ada"]}], "gender": "female"}'
    assert "PERSON" in covered(det, text, "Oyelaran")
    assert "PERSON" in covered(det, text, "Temitope")
    font = '{"resourceType": "Device", "name": [{"family": "Helvetica"}]}'
    nothing_on(det, font, "Helvetica")


# ------------------------------------------------------------------ records: XML, vCard, MRZ
def test_xml_elements_named_by_the_lexicon(det: Detector) -> None:
    text = "<Guest><Name>Peregrine Waddilove</Name><DateOfBirth>1972-03-14</DateOfBirth></Guest>"
    assert "PERSON" in covered(det, text, "Peregrine Waddilove")
    assert covered(det, text, "1972-03-14")
    nothing_on(det, "<product><name>Gateway Mini</name><price>12</price></product>", "Gateway Mini")


VCARD = (
    "BEGIN:VCARD\r\nVERSION:4.0\r\nN:Abernethy-Coyle;Rosamund;;Dr.;\r\nFN:Rosamund Abernethy-Coyle\r\n"
    "TEL;TYPE=cell:+44 7700 900461\r\nADR;TYPE=home:;;7 Weaver Row;Kendal;;LA9 4QT;UK\r\nBDAY:19880521\r\n"
    "ORG:Northfell Surveys\r\nEND:VCARD"
)


@pytest.mark.parametrize("value", ["Abernethy-Coyle", "Rosamund", "7 Weaver Row", "19880521"])
def test_vcard_properties(det: Detector, value: str) -> None:
    assert covered(det, VCARD, value)


def test_vcard_title_is_not_a_name(det: Detector) -> None:
    nothing_on(det, VCARD, "Dr.")


def test_mrz_check_digit_and_name() -> None:
    # ICAO 9303 part 3 worked example: document number L898902C3 has check digit 6
    assert _check_digit("L898902C3") == 6
    assert _check_digit("740812") == 2


def test_mrz_name_and_numbers(det: Detector) -> None:
    text = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
    assert "PERSON" in covered(det, text, "ERIKSSON<<ANNA<MARIA")
    assert covered(det, text, "L898902C36")
    assert covered(det, text, "740812")
    nothing_on(det, "cat <<EOF\nhello\nEOF", "EOF")


def test_label_line_then_value_line(det: Detector) -> None:
    text = "Apellidos / Surname\nCastellví Oroz\nNúmero de pasaporte / Passport No.\nPAF482913\n"
    assert "PERSON" in covered(det, text, "Castellví Oroz")
    assert covered(det, text, "PAF482913")
    prose = "## Address\nPlease write it below.\n"
    nothing_on(det, prose, "Please write it below")


# --------------------------------------------------------------- check-digit / layout ids
def test_indian_pan_and_medicare_mbi_need_their_words(det: Detector) -> None:
    assert "TAX_ID" in covered(det, "PAN: BNZPM2501F", "BNZPM2501F")
    assert covered(det, "Medicare MBI: 5EG4-TE5-MK72", "5EG4-TE5-MK72")
    nothing_on(det, "SKU BNZPM2501F in stock", "BNZPM2501F")
    nothing_on(det, "build 5EG4TE5MK72 passed", "5EG4TE5MK72")


# ------------------------------------------------------------------- phones of any region
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("tel. 512 807 489", "512 807 489"),
        ("Móvil: 612 34 56 78", "612 34 56 78"),
        ("Celular: (11) 98765-4321", "(11) 98765-4321"),
        ("휴대폰: 010-2345-6789", "010-2345-6789"),
        ("फ़ोन: 98201 34567", "98201 34567"),
    ],
)
def test_national_phone_after_a_phone_label(det: Detector, text: str, value: str) -> None:
    assert "PHONE_NUMBER" in covered(det, text, value)


def test_national_number_without_a_label_stays_out(det: Detector) -> None:
    nothing_on(det, "ticket 512 807 489 closed", "512 807 489")
    nothing_on(det, "contact: ticket 123-456-789", "123-456-789")


# ---------------------------------------------------------------- names in uncased scripts
def test_devanagari_names_keep_their_vowel_signs() -> None:
    assert looks_like_name("सुरेखा पाण्डेय") and looks_like_name("ரமேஷ் குமார்")
    assert not looks_like_name("राम12")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("도하람 : 내일 몇 시?\n모서진 : 세 시\n도하람 : 좋아\n모서진 : 그래", "도하람"),
        ("सुरेखा: कल मिलते हैं\nविनीत: ठीक है\nसुरेखा: दस बजे\nविनीत: ठीक", "सुरेखा"),
        ("2024-03-01 10:02 सुरेखा पाण्डेय: रिपोर्ट भेज दी\n2024-03-01 10:05 विनीत: धन्यवाद", "सुरेखा पाण्डेय"),
    ],
)
def test_speakers_in_uncased_scripts(det: Detector, text: str, value: str) -> None:
    assert "PERSON" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Передайте документы Всеславу Кудрявцеву до пятницы.", "Всеславу Кудрявцеву"),
        ("Письмо для Ярославы Ковальчук.", "Ярославы Ковальчук"),
        ("Отчёт подготовил Кудрявцев Всеслав.", "Кудрявцев Всеслав"),
        ("Милена Кудрявцева пишет. Передай Милене привет.", "Милене"),
    ],
)
def test_russian_names_in_any_case(det: Detector, text: str, value: str) -> None:
    assert "PERSON" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Встреча у Московского Кремля.", "Московского Кремля"),
        ("Город Ростов Великий", "Город Ростов"),
    ],
)
def test_russian_places_are_not_names(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_found_name_in_capitals_and_genitive(det: Detector) -> None:
    text = "Booked for Ysmay Tregarthen. Tregarthens room is 12; TREGARTHEN at the desk."
    assert "PERSON" in covered(det, text, "Tregarthens")
    assert "PERSON" in covered(det, text, "TREGARTHEN")


# ------------------------------------------------------------------ pay and health in prose
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Il guadagna 3.400 euro al mese.", "3.400"),
        ("Ella gana 2.650 € al mes.", "2.650"),
        ("On zarabia 8 700 zł miesięcznie.", "8 700"),
        ("Ayda 47.500 TL kazanıyor.", "47.500"),
        ("वह हर महीने ₹72,000 कमाती है।", "72,000"),
        ("그의 월급은 420만원이다.", "420만원"),
        ("Зарплата — 160 тыс. на руки.", "160 тыс"),
        ("Das Grundgehalt liegt bei 6.100 € brutto, die Zielprämie bei 8.500 €.", "8.500"),
        ("Lejen er 8.900 kr. om måneden, depositum 26.700 kr.", "26.700"),
        ("Eulalia, me debes todavía 35 € de la cena.", "35"),
    ],
)
def test_pay_and_money_owed_in_prose(det: Detector, text: str, value: str) -> None:
    assert covered(det, text, value)


def test_amount_after_pay_is_not_chained_to_an_unrelated_price(det: Detector) -> None:
    nothing_on(det, "Salary 5.000 € but the laptop costs 1.200 €.", "1.200")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Er leidet an Migräne.", "Migräne"),
        ("Il souffre de sciatique depuis mars.", "sciatique"),
        ("Mi hermano padece de asma.", "asma"),
        ("Mama cierpi na anemię.", "anemię"),
    ],
)
def test_health_clauses_in_more_languages(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


def test_machines_do_not_suffer(det: Detector) -> None:
    nothing_on(det, "The server suffers from memory leaks.", "memory leaks")


# ------------------------------------------------------------- values placed by file layout
def test_form_posts_multipart_netrc_pgpass(det: Detector) -> None:
    form = "account%5Bemail%5D=o.pell%40example.net&account%5Bpassword%5D=Wx%21r8%26tt&page=2"
    assert "PASSWORD" in covered(det, form, "Wx%21r8%26tt")
    nothing_on(det, form, "page=2")
    multipart = (
        '--X\r\nContent-Disposition: form-data; name="passwort"\r\n\r\nKiefer!2291\r\n'
        '--X\r\nContent-Disposition: form-data; name="kommentar"\r\n\r\nbitte bis Freitag\r\n--X--'
    )
    assert "PASSWORD" in covered(det, multipart, "Kiefer!2291")
    nothing_on(det, multipart, "bitte bis Freitag")
    netrc = "machine files.example.org login ohalloran password tidal-moss-41"
    assert "USERNAME" in covered(det, netrc, "ohalloran")
    assert "PASSWORD" in covered(det, netrc, "tidal-moss-41")
    pgpass = "db.internal:5432:*:reporting_ro:Vq9s\\:x7Lm"
    assert "PASSWORD" in covered(det, pgpass, "Vq9s\\:x7Lm")
    nothing_on(det, "started at 10:22:31:04:55 today", "10:22:31:04:55")


def test_birth_date_split_into_parts(det: Detector) -> None:
    text = '{"birthDate": {"day": 17, "month": 9, "year": 1958}, "created": {"day": 3, "month": 4, "year": 2024}}'
    assert covered(det, text, "1958")
    nothing_on(det, text, "2024")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ping me on 07488 848390 if it breaks", "07488 848390"),
        ("С уважением,\nГорислав\n8 (918) 918-90-40", "8 (918) 918-90-40"),
        ("Geeske Blokzijl (06-11213977)", "06-11213977"),
    ],
)
def test_phone_in_a_national_layout_needs_no_cue(det: Detector, text: str, value: str) -> None:
    assert "PHONE_NUMBER" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [("order 4521 8870 shipped", "4521 8870"), ("[08.06.24 10:41] Anna: hi", "08.06.24 10")],
)
def test_digit_runs_in_other_layouts_are_not_phones(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("SUMMARY:Cumpleaños de Eulogia\r\n", "Eulogia"),
        ("SUMMARY:Torbens fødselsdag\r\n", "Torbens"),
        ("SUMMARY:Ilmatar syntymäpäivä\r\n", "Ilmatar"),
    ],
)
def test_birthdays_name_their_person(det: Detector, text: str, value: str) -> None:
    assert "PERSON" in covered(det, text, value)


@pytest.mark.parametrize("text", ["Team Birthday party on Friday", "Monday birthday cake"])
def test_birthday_words_alone_name_nobody(det: Detector, text: str) -> None:
    assert not [s for s in det.scan_text(text) if s.entity_type == "PERSON"]


def test_latin_name_inside_cjk_prose(det: Detector) -> None:
    text = "明天下午和Osric Vandeleur开会，Vandeleur说合同改了。"
    assert "PERSON" in covered(det, text, "Osric Vandeleur")
    second = text.rindex("Vandeleur")
    assert any(s.entity_type == "PERSON" and s.start <= second and second + 9 <= s.end for s in det.scan_text(text))
    nothing_on(det, "我们用Google Cloud部署，在Visual Studio Code里打开", "Google Cloud")
