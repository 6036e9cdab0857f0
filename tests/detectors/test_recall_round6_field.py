"""Issue 12, round 6: field-context values whose meaning sits in a sibling key, the record's type,
an ancestor key, a SQL column, the shape of a hiring note, a spoken date or a folded calendar
line; and money fields that are bands or rates, not a person's amount.

Every value, name and phrase here was written for the test (none is taken from a corpus); each
kind has a negative twin where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.lexicon import default_lexicon
from edgeward.detectors.recognizers.folded import unfold
from edgeward.detectors.recognizers.json_siblings import JsonSiblingRecognizer
from edgeward.detectors.recognizers.money_cues import MoneyCueRecognizer
from edgeward.detectors.recognizers.sql_rows import SqlRowRecognizer


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
    assert not hit, f"{value!r} should stay unmasked in {text!r}: {hit}"


def found(rec: object, text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in rec.find(text)]  # type: ignore[attr-defined]  # every recognizer passed here has find()


# ------------------------------------------------------------------ JSON siblings
@pytest.mark.parametrize(
    ("text", "value", "etype"),
    [
        ('{"fields": [{"name": "salary", "value": 58300}, {"name": "team", "value": "ops"}]}', "58300", "SALARY"),
        ('{"type": "salary", "Amount": 71400, "Currency": "EUR"}', "71400", "SALARY"),
        ('[{"field": "date_of_birth", "value": "1979-02-11"}]', "1979-02-11", "DATE_OF_BIRTH"),
        ('{"label": "Diagnose", "value": {"text": "Morbus Crohn"}}', "Morbus Crohn", "HEALTH"),
        (
            '{"records":[{"attributes":{"type":"Opportunity"},"Name":"Wartung 2025","Amount":83500}]}',
            "83500",
            "FINANCIAL_AMOUNT",
        ),
        (
            '{"properties": {"dealname": "Renewal Q3", "amount": "42000", "dealstage": "won"}}',
            "42000",
            "FINANCIAL_AMOUNT",
        ),
        ('{"object": "deal", "id": 17, "title": "Support", "value": 27500}', "27500", "FINANCIAL_AMOUNT"),
        ('{"payout_item": {"amount": {"value": "2741.19", "currency": "USD"}}}', "2741.19", "SALARY"),
        ('{"salary": {"gross": {"value": "4410.00", "currency": "EUR"}}}', "4410.00", "SALARY"),
        (
            '{"beneficiary": "Oriane Vasseur", "iban": "FR7630006000011234567890189", "amount": 12500}',
            "12500",
            "FINANCIAL_AMOUNT",
        ),
    ],
)
def test_json_sibling_meaning(det: Detector, text: str, value: str, etype: str) -> None:
    assert etype in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('{"fields": [{"name": "price", "value": "19.99"}, {"name": "due_date", "value": "2024-07-01"}]}', "19.99"),
        ('{"line_items": [{"type": "product", "name": "Cloud plan", "amount": 4900}]}', "4900"),
        ('{"type": "customer", "value": "gold"}', "gold"),
        ('{"payout_item_fee": {"currency": "USD", "value": "8.00"}}', "8.00"),
        ('{"payout_batch_id": "5Z7X8E21KDCGP", "status": "SUCCESS"}', "5Z7X8E21KDCGP"),
        ('{"name": "Widget", "sku": "A-1", "amount": 20000}', "20000"),
    ],
)
def test_json_siblings_negative_twins(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_unnamed_custom_field_birth_date() -> None:
    rec = JsonSiblingRecognizer()
    text = (
        '{"ticket": {"created_at": "2025-02-03T10:00:00Z", "custom_fields": '
        '[{"id": 4101, "value": "1968-07-21"}, {"id": 4102, "value": "2025-03-30"}]}}'
    )
    assert found(rec, text) == [("DATE_OF_BIRTH", "1968-07-21")]
    # a names map says what the fields are (record_values reads it): no guessing from the date
    named = text[:-1] + ', "names": {"4101": "Renewal date"}}'
    assert found(rec, named) == []


# ------------------------------------------------------------------ SQL rows
def test_sql_insert_with_column_list() -> None:
    text = (
        "INSERT INTO staff (id, full_name, gehalt, hired) VALUES "
        "(1, 'Ingmar Fahlberg', 4125.50, '2020-01-01'), (2, 'Ruthild Ebers', 3980.00, '2021-02-01');"
    )
    got = found(SqlRowRecognizer(), text)
    assert ("SALARY", "4125.50") in got and ("SALARY", "3980.00") in got
    assert ("PERSON", "Ingmar Fahlberg") in got
    assert not any(v.startswith("20") for _, v in got)  # "hired" is no sensitive column


def test_sql_columns_from_create_table() -> None:
    text = (
        "CREATE TABLE `leden` (\n  `id` int NOT NULL,\n  `naam` varchar(80),\n  `geboortedatum` date,\n"
        "  `saldo` decimal(10,2),\n  PRIMARY KEY (`id`)\n);\n"
        "INSERT INTO `leden` VALUES (7,'Wobbe Tjalsma','1984-03-02',-120.40),(8,'Aukje Sipma','1990-11-23',15.25);"
    )
    got = found(SqlRowRecognizer(), text)
    assert ("DATE_OF_BIRTH", "1984-03-02") in got and ("DATE_OF_BIRTH", "1990-11-23") in got
    assert ("FINANCIAL_AMOUNT", "-120.40") in got


def test_sql_staff_table_pay_column_and_twin() -> None:
    rec = SqlRowRecognizer()
    staff = "INSERT INTO `mitarbeiter` VALUES (12,'x@example.de',4230.00,'2019-03-01'),(13,'y@example.de',3890.00,'2020-07-01');"
    assert [v for _, v in found(rec, staff)] == ["4230.00", "3890.00"]
    goods = "INSERT INTO `produkte` VALUES (12,'Widget',4230.00,'2019-03-01'),(13,'Gadget',3890.00,'2020-07-01');"
    assert found(rec, goods) == []


def test_sql_logged_parameters_and_copy(det: Detector) -> None:
    log = (
        "2025-03-04 10:00:01.100 CET [411] app@hr LOG:  execute <unnamed>: INSERT INTO kunden "
        "(name, geburtsdatum, saldo) VALUES ($1, $2, $3)\n"
        "2025-03-04 10:00:01.100 CET [412] app@hr DETAIL:  parameters: $1 = 'Brandauer', $2 = '1971-02-03', $3 = '1520.40'\n"
    )
    assert "DATE_OF_BIRTH" in covered(det, log, "1971-02-03")
    covered(det, log, "1520.40")
    nothing_on(det, log, "$1, $2, $3")  # placeholders are no dollar amounts
    copy = (
        "COPY public.payroll (id, name, salary) FROM stdin;\n1\tKnut Alvsaker\t5120.00\n2\tSiv Rypdal\t4870.50\n\\.\n"
    )
    assert [v for t, v in found(SqlRowRecognizer(), copy) if t == "SALARY"] == ["5120.00", "4870.50"]


# ------------------------------------------------------------------ hiring notes
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("- Current: £52,000; expected salary £61,000", "£52,000"),
        ("- Actuel : 47 000 € ; prétentions salariales 53 000 €", "47 000 €"),
        ("- Huidig: € 51.000; gewenst salaris € 58.000", "€ 51.000"),
        ("- Nåværende: kr 640 000; ønsket lønn kr 700 000", "kr 640 000"),
        ("- Τρέχων: 28.000 €; επιθυμητός μισθός 32.000 €", "28.000 €"),
        ("- 目前：¥25,000；期望薪资 ¥30,000", "¥25,000"),
        ("**Décision :** Offre à Gaspard Lemoine à 61 000 €.", "61 000 €"),
        ("**Beslutning:** Tilbud til Eirik Haugland med kr 720 000.", "kr 720 000"),
        ("- Chiede un aumento: oggi prende 41k lordi, ne vorrebbe 47.", "47"),
        ("Ylva tjänar runt 48 000 i månaden och vill upp till 53.", "53"),
        ("- 올해 연봉 6,100만 원으로 확정 (작년 5,600만).", "5,600만"),
        ("Er verdient 4.200 € brutto (Vorjahr: 3.900 €).", "3.900 €"),
        ("Und Bertholds Vertrag? Die Verlängerung über 95.000 € liegt bei mir.", "95.000 €"),
        ("Ο καθαρός μισθός είναι 1.810,00 € και η παρακράτηση φόρου 198,40 €.", "198,40 €"),
    ],
)
def test_pay_said_by_the_note(det: Detector, text: str, value: str) -> None:
    covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("- Current: $1,200/mo cloud bill; expected $1,500 after the migration", "$1,200"),
        ("Sonderangebot an alle Kunden: 19,99 € statt 29,99 €.", "19,99 €"),
        ("Angebot an Müller GmbH mit 5.000 € netto.", "5.000 €"),
        ("He earns £61,000 and wants 3 days off.", "3 days"),
        ("Sie verdient 52.000 € im Jahr und möchte 2025 umziehen.", "2025"),
        ("Domain renewal: $12.99/yr, auto-renew on.", "$12.99"),
        ("**Gehaltsband:** 72.000 – 88.000 € brutto/Jahr", "88.000 €"),
        ("Salary band: £60,000 – £75,000 per the job ad.", "£60,000"),
    ],
)
def test_pay_note_negative_twins(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_money_cue_follow_ups_need_the_scale() -> None:
    rec = MoneyCueRecognizer()
    # a wanted figure in thousands of the first amount: kept; a count of days is not
    assert ("SALARY", "45") in found(rec, "Sie verdient 38k, sie möchte 45.")
    assert not any(v == "4" for _, v in found(rec, "Sie verdient 38k, sie möchte 4."))


# ------------------------------------------------------------------ lexicon
@pytest.mark.parametrize(
    ("key", "etype"),
    [
        # a band or range key stays a pay field: its value decides (a range is public, one
        # amount is the person's pay: tests/detectors/test_precision_round7.py)
        ("salary_band", "SALARY"),
        ("salary_range", "SALARY"),
        ("pension_pct", None),
        ("bonus_pct", "SALARY"),
        ("hourly_rate", "SALARY"),
        ("Federal income tax withheld", "SALARY"),
        ("forskuddstrekk", "SALARY"),
        ("salary", "SALARY"),
    ],
)
def test_lexicon_bands_and_rates(key: str, etype: str | None) -> None:
    assert default_lexicon().classify(key) == etype


def test_ocr_form_is_no_csv(det: Detector) -> None:
    text = (
        "b Employer identification number (EIN)      1 Wages, tips, other compensation      2 Federal income tax withheld\n"
        "77-1234567                                  61,200.10                          8,115.02\n"
        "c Employer's name, address, and ZIP code     3 Social security wages   4 Social security tax withheld\n"
        "Juniper Freight LLC                          61,200.00           3,794.40\n"
    )
    nothing_on(det, text, "Juniper Freight LLC")


# ------------------------------------------------------------------ spoken dates of birth
@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "[00:00:27] Agent: And your date of birth?\n[00:00:30] Caller: the 21st of March, nineteen eighty-four.",
            "the 21st of March, nineteen eighty-four",
        ),
        ("Agent: Can you confirm your date of birth? Caller: March 3rd, 1981.", "March 3rd, 1981"),
        ("She was born on the 3rd of May 1990 in Leeds.", "3rd of May 1990"),
        ("Er ist am 14. Februar 1979 geboren.", "14. Februar 1979"),
        (
            "Agente: ¿Su fecha de nacimiento? Cliente: el doce de marzo de mil novecientos ochenta.",
            "doce de marzo de mil novecientos ochenta",
        ),
        (
            "Mitarbeiterin: Ihr Geburtsdatum? Anrufer: dritter Mai neunzehnhundertachtzig.",
            "dritter Mai neunzehnhundertachtzig",
        ),
    ],
)
def test_spoken_birth_dates(det: Detector, text: str, value: str) -> None:
    assert "DATE_OF_BIRTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The meeting is on the 3rd of May 2024.", "3rd of May 2024"),
        (
            "Agent: your date of birth? Caller: one moment. Agent: the invoice is due the fifth of June, please.",
            "fifth of June",
        ),
    ],
)
def test_spoken_dates_negative_twins(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


# ------------------------------------------------------------------ folded calendar lines
def test_unfold_maps_offsets() -> None:
    flat, raw = unfold("AB\r\n CD\n\tE")
    assert flat == "ABCDE"
    assert [raw[i] for i in range(len(flat))] == [0, 1, 5, 6, 9]


def test_health_across_an_ics_fold(det: Detector) -> None:
    text = (
        "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Termin Gutachten\r\nDESCRIPTION:Gutachter ruft an. Grund: Bandscheib\r\n"
        " envorfall C5/C6. Bitte Unterlagen.\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    assert "HEALTH" in covered(det, text, "Bandscheib\r\n envorfall C5/C6")
    # the same text without the calendar framing is not unfolded (no RFC 5545 object)
    plain = "Notiz: Bandscheib\r\n envorfall C5/C6"
    nothing_on(det, plain, "envorfall")


# ------------------------------------------------------------------ appointments, sick-leave codes
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("пт 21.03 09:00–09:30  Приём у врача (хронический тонзиллит)", "хронический тонзиллит"),
        ("周四 20/03 09:00–09:30  看医生（过敏性鼻炎）", "过敏性鼻炎"),
        ("tor 20.03 09:00  Fysioterapeut (frossen skulder)", "frossen skulder"),
        ("Thu 20/03 09:00  Physio (frozen shoulder)", "frozen shoulder"),
    ],
)
def test_appointment_reason(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Security scan (Trivy) passed; clinic (Bergen) opens at 9.", "Bergen"),
        ("Arzt (Praxis 204) anrufen, Hospital (Room Gateway) gebucht.", "Room Gateway"),
        ("Zahnarzt (0171 2233445) zurückrufen.", "0171 2233445"),
    ],
)
def test_appointment_negative_twins(det: Detector, text: str, value: str) -> None:
    spans = [s for s in det.scan_text(text) if s.entity_type == "HEALTH"]
    start = text.index(value)
    assert not any(s.start < start + len(value) and start < s.end for s in spans)


@pytest.mark.parametrize("code", ["sick_leave", "SICK-LEAVE", "krankmeldung"])
def test_sick_leave_code_types_the_reason(det: Detector, code: str) -> None:
    text = f'{{"absence": {{"type": "{code}", "from": "2025-01-06", "αιτία": "οξεία γαστρεντερίτιδα"}}}}'
    assert "HEALTH" in covered(det, text, "οξεία γαστρεντερίτιδα")
    vacation = '{"absence": {"type": "vacation", "from": "2025-01-06", "αιτία": "ταξίδι στην Κρήτη"}}'
    nothing_on(det, vacation, "ταξίδι στην Κρήτη")


# ------------------------------------------------------------------ listed money facts, each with its cue
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mijn netto maandsalaris is € 3.410, spaarsaldo € 9.870 en studieschuld € 14.200.", "€ 14.200"),
        ("Min nettolønn er kr 41 000, sparesaldo kr 77 500 og studielån kr 212 000.", "kr 212 000"),
        ("Мой оклад 143 000 ₽, на сбережениях 510 000 ₽.", "510 000 ₽"),
        ("Ο μισθός μου είναι 1.950 €, οι αποταμιεύσεις 6.100 €.", "6.100 €"),
        ("راتبي 11,200 ريال، والرصيد في حسابي 27,400 ريال.", "27,400 ريال"),
        ("私の月給は33万円で、貯金は510万円です。", "510万円"),
        ("Mon salaire est de 3 100 €, mon prêt étudiant 7 400 €.", "7 400 €"),
        ("Restbeløpet for bilen er kr 23 870.", "kr 23 870"),
        ("Also, Ravindra fronted £275 for the tickets.", "£275"),
        ("Außerdem hat Lasse letztes Mal 185 € ausgelegt.", "185 €"),
        ("- 兄にまだ7,200円貸している", "7,200円"),
    ],
)
def test_listed_money_facts(det: Detector, text: str, value: str) -> None:
    covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The base salary is €3.410 and a ticket costs €14.", "€14"),
        ("Prêt à partir: 12 personnes, départ 8 h.", "12"),
        ("He fronted the band for 12 years.", "12"),
    ],
)
def test_listed_money_negative_twins(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


# ------------------------------------------------------------------ inflammations by organ root
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Petit point : Anaïs est absente cette semaine, gastro-entérite.", "entérite"),
        ("К сведению: Злата на этой неделе отсутствует, гайморит и тонзиллит.", "тонзиллит"),
        ("Για ενημέρωση: η Δάφνη λείπει, ρινίτιδα.", "ρινίτιδα"),
        ("提醒一下：小雨这周请假，急性胃肠炎。", "急性胃肠炎"),
        ("お知らせ：美咲さんは今週お休みです（腎盂腎炎）。", "腎盂腎炎"),
    ],
)
def test_inflammation_words(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Le site internet et la suite Office sont en maintenance.", "site"),
        ("Он говорит, что сервер стоит в Риге.", "говорит"),
        ("炎上したツイートを削除した。", "炎上"),
    ],
)
def test_inflammation_negative_twins(det: Detector, text: str, value: str) -> None:
    spans = [s for s in det.scan_text(text) if s.entity_type == "HEALTH"]
    start = text.index(value)
    assert not any(s.start < start + len(value) and start < s.end for s in spans)
