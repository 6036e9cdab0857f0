"""Issue 12, round 8: field values (percent decoys, pay/contract/debt prose, hiring tables,
birth dates in prose, health facts without a cue word, FHIR clinical resources).

Kinds: a percentage is no money (a rate after a money label's amount, a rate-only value under a
non-pay label, a bonus share in a policy sentence); current/expected pay columns of hiring
tables; CSV amounts split by an unquoted thousands comma; numeric dates after a birth verb or
``geb.``, and CJK dates before a birth verb; a bonus said after its amount; contract-value and
owed words the cue table lacked (``Auftragswert``, ``opdrachtwaarde``, ``montant du marché``,
``renewal value``, ``tu me dois``, ``offener Betrag``) and ``M``/``millioner`` magnitudes; a
framework contract is no band; a sick-leave statement's reason after a comma; a diagnosis in
brackets after a diagnosis word; FHIR Condition/Medication/Allergy concepts and notes.

Every value, name and phrase here was written for the test (none is taken from a corpus); each
kind has negative twins where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.recognizers.hiring_tables import merge_split_amounts, pay_columns
from edgeward.detectors.recognizers.percentages import (
    PERCENT_RE,
    has_money,
    money_value_extent,
    sentence_has_money,
)


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


# ------------------------------------------------------------------ percentages (helpers)
@pytest.mark.parametrize(
    "value",
    [
        "12 %",
        "12%",
        "12,5 %",
        "+4 %",
        "−0,8 %",
        "%12",
        "١٢٪",
        "٪١٢",
        "7 pct",
        "3 Prozent",
        "5,2 prosent",
        "7,4 процента",
        "百分之十二",
        "0.5 ‰",
    ],
)
def test_percent_forms(value: str) -> None:
    m = PERCENT_RE.search(f"x {value} y")
    assert m is not None and m.group(0) == value


@pytest.mark.parametrize("text", ["v12.3", "ISO 9001", "room 12", "12 pcs", "pctl"])
def test_percent_forms_negative(text: str) -> None:
    assert PERCENT_RE.search(text) is None


def test_money_value_extent_cuts_a_trailing_rate() -> None:
    t = "Kontostand: 3.917,40 € (Zinssatz 2,25 %)"
    s = t.index("3.917")
    a, b = money_value_extent(t, s, len(t), pay=False) or (0, 0)
    assert t[a:b] == "3.917,40 €"
    t2 = "Darlehen: noch 12 300 kr bei 3,1 % Zins"
    s2 = t2.index("noch")
    a2, b2 = money_value_extent(t2, s2, len(t2), pay=False) or (0, 0)
    assert t2[a2:b2] == "noch 12 300 kr"
    # a rate alone is no money under a non-pay label; a pay label keeps a bonus share
    t3 = "Budget: plus 4 % for everyone"
    assert money_value_extent(t3, 8, len(t3), pay=False) is None
    assert money_value_extent(t3, 8, len(t3), pay=True) == (8, len(t3))


def test_has_money() -> None:
    assert has_money("base €84,000", 0, 12)
    assert has_money("62.000 € brutto", 0, 15)
    assert has_money("58k EUR", 0, 7)
    assert not has_money("12 % growth in 2026", 0, 19)
    assert not has_money("release 2.1 on 3 hosts", 0, 22)
    assert sentence_has_money("Current pay £61,200 + 9% bonus", 21, 30)
    assert not sentence_has_money("Base is €60,000. The standard bonus is 9 % for all.", 38, 50)


# ------------------------------------------------------------------ percent decoys (detector)
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Merit budget for 2027: a raise of 3 % across the board, effective March.", "3 %"),
        ("The standard bonus is 9 % of base for all engineers at level L5.", "9 %"),
        ("Bonus pool at 115 % of target this year; salary increases averaged 3.6 %.", "115 %"),
        ("Your loan: balance €8,640 at 5.3 % interest; APR 5.6 %.", "5.3 %"),
        ("Your loan: balance €8,640 at 5.3 % interest; APR 5.6 %.", "5.6 %"),
        ("Kontostand: 3.917,40 € (Zinssatz 2,25 %)", "2,25 %"),
        ('{"sku": "KX-2209", "discount": 0.15, "vat_rate": "21 %", "price": 18.40}', "21 %"),
        ('{"deal": "Renewal 2027", "amount": 86000, "probability": "45%"}', "45%"),
        ("Скидка 15 %, ставка НДФЛ 13 %, инфляция 8,1 процента.", "13 %"),
        ("İndirim %15, KDV %20, maaş zammı ortalama %30.", "%30"),
        ("خصم ٪١٥ على جميع المنتجات", "٪١٥"),
        ("Tarifabschluss: Gehaltserhöhung um 4,5 % für alle Beschäftigten ab Mai.", "4,5 %"),
    ],
)
def test_percent_decoys(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a person's package: the bonus share beside the pay figure is pay (corpus taxonomy)
        ("Offer for Wendeline Asquith: base €79,000 plus 14% bonus and a sign-on of €4,000.", "14% bonus"),
        ("Current salary £61,200 + 9% bonus; notice period two months.", "9% bonus"),
        ("Оклад 210 000 ₽ и годовой бонус до 25 % от оклада.", "25 %"),
        # the amount before the rate stays masked
        ("Kontostand: 3.917,40 € (Zinssatz 2,25 %)", "3.917,40 €"),
        ("Your loan: balance €8,640 at 5.3 % interest; APR 5.6 %.", "€8,640"),
    ],
)
def test_percent_pay_twins(det: Detector, text: str, value: str) -> None:
    assert covered(det, text, value) & {"SALARY", "FINANCIAL_AMOUNT"}


# ------------------------------------------------------------------ hiring tables, split CSV amounts
def test_pay_columns_helper() -> None:
    assert pay_columns(["Candidate", "Stage", "Current", "Expected"], "") == {2, 3}
    assert pay_columns(["Name", "Aktuell", "Wunsch"], "## Bewerber Runde 2\n") == {1, 2}
    assert pay_columns(["Service", "Current", "Expected"], "## Deploy status\n") == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "| Applicant | Stage | Current | Expected |\n|---|---|---|---|\n| Hiltrud Bessemer | Panel | €66,000 | €74,500 |\n",
            "€74,500",
        ),
        ("Kandidat;Aktuell;Wunsch\nWigbert Ahlgrimm;61.500 €;69.000 €\n", "61.500 €"),
        ("候选人,当前,期望\n宇文清川,¥32,000,¥38,000\n", "¥38,000"),
    ],
)
def test_hiring_table_pay(det: Detector, text: str, value: str) -> None:
    assert "SALARY" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("| Service | Current | Expected |\n|---|---|---|\n| billing | $1,200 | $1,500 |\n", "$1,500"),
        ("| Candidate | Current | Expected |\n|---|---|---|\n| Hiltrud Bessemer | v2.1 | 2027-01-04 |\n", "2027-01-04"),
    ],
)
def test_hiring_table_negative(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_merge_split_amounts() -> None:
    line = "Tjorven Ulbrich,+49 151 2345678,12,480.50,overdue"
    cells = [(0, 15), (16, 31), (32, 34), (35, 41), (42, 49)]
    merged = merge_split_amounts(line, cells, 4)
    assert [line[a:b] for a, b in merged] == ["Tjorven Ulbrich", "+49 151 2345678", "12,480.50", "overdue"]
    assert merge_split_amounts(line, cells, 3) == cells  # would not fit: left alone


def test_csv_owed_split_by_comma(det: Detector) -> None:
    text = "name,phone,owed,note\nTjorven Ulbrich,+49 151 2345678,12,480.50,overdue\nIngmar Folkerts,+49 151 8765432,3,115.00,ok\n"
    assert covered(det, text, "12,480.50") & {"FINANCIAL_AMOUNT"}
    assert covered(det, text, "3,115.00") & {"FINANCIAL_AMOUNT"}


def test_csv_same_width_rows_untouched(det: Detector) -> None:
    nothing_on(det, "host,cpu,mem\nweb-1,12,480\nweb-2,3,115\n", "480")


# ------------------------------------------------------------------ birth dates in prose
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Betreft: mevr. Aafke Dijkstra, geb. 03-09-1961, BSN volgt.", "03-09-1961"),
        ("Patientin: Frau Irmtraud Kessel, geb. 17.06.1949, wohnhaft in Kassel.", "17.06.1949"),
        ("Herr Volkmar Rieth (geb. am 2. März 1972) wurde aufgenommen.", "2. März 1972"),
        ("Nata a Lucca il 14/08/1990, residente a Pisa.", "14/08/1990"),
        ("Nacida en Cádiz el 21/09/1988.", "21/09/1988"),
        ("Nascido em Braga em 07/11/1979.", "07/11/1979"),
        ("张晓岚，1987年5月12日出生于杭州。", "1987年5月12日"),
    ],
)
def test_birth_dates_in_prose(det: Detector, text: str, value: str) -> None:
    assert "DATE_OF_BIRTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Geboren in Ulm. Termin am 03.04.2026 um 10:00.", "03.04.2026"),
        ("Maria Lindqvist, geb. Schmidt, Termin 03.04.2026", "03.04.2026"),
        ("The project was born in 2019; release 2.1 on 03/04/2026.", "03/04/2026"),
        ("合同于2025年6月1日签署。", "2025年6月1日"),
        ("合同于2025年6月1日生效。", "2025年6月1日"),
        ("Release 4.1 was born out of the 2025 rewrite, shipped 14/02/2026.", "14/02/2026"),
    ],
)
def test_birth_dates_negative(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


# ------------------------------------------------------------------ pay, contract, debt in prose
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Te ofrecemos 42.000 € brutos anuales más 3.000 € de bonus.", "3.000 €"),
        ("Ti offriamo 39.000 € lordi, più 2.500 € di bonus.", "2.500 €"),
        ("The contract is worth $1.2M over three years.", "$1.2M"),
        ("Le contrat vaut 1,2 M€ sur trois ans.", "1,2 M€"),
        ("Renewal value $310,000 over 2 years; list price $150,000/yr.", "$310,000"),
        ("Der Auftragswert beträgt 480.000 € netto.", "480.000 €"),
        ("Hollerbeck will den Rahmenvertrag über 360.000 € erst im Januar unterschreiben.", "360.000 €"),
        ("Le montant du marché s'élève à 2 400 000 €.", "2 400 000 €"),
        ("De opdrachtwaarde is € 85.000 exclusief btw.", "€ 85.000"),
        ("Kontraktsverdien er 2,4 millioner kroner.", "2,4 millioner kroner"),
        ("Tu me dois encore 120 €.", "120 €"),
        ("Mahnung: Der offene Betrag von 1.245,80 € ist seit 30 Tagen fällig.", "1.245,80 €"),
        ("入职后薪资定为每月18,500元，试用期三个月。", "每月18,500元"),
        ("वार्षिक पैकेज ₹14,20,000 है, जिसमें ₹1,50,000 परफॉर्मेंस बोनस शामिल है।", "₹1,50,000"),
        ("Fixum 61.000 €, dazu € 4.500 als Prämie.", "€ 4.500"),
        ("月薪31,000元，年终奖三个月工资。", "三个月工资"),
    ],
)
def test_money_prose(det: Detector, text: str, value: str) -> None:
    assert covered(det, text, value) & {"SALARY", "FINANCIAL_AMOUNT"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Domain renewal: $12.99/yr, auto-renew on.", "$12.99"),
        ("Job ad: salary range €60,000–€75,000 depending on experience.", "€75,000"),
        ("Invoice total for Acme GmbH: €12,400.00.", "€12,400.00"),
        ("The Lumen Pro plan costs €49 per month.", "€49"),
        ("Paguei dois mil euros pelo carro usado.", "dois mil euros"),
        ("Price list: Metformin 500 mg €4.20, Atorvastatin 20 mg €6.80.", "€6.80"),
        ("The product costs €49 and offers 3 seats.", "€49"),
        ("The product costs €49 and the bonus pack is free.", "€49"),
    ],
)
def test_money_prose_negative(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


# ------------------------------------------------------------------ health without a cue word
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("12/11/2026, 09:14 - Rosalba Ferri: Sì, è in malattia, varicella", "varicella"),
        ("[09:14] Jorunn: hun er sykmeldt, helvetesild", "helvetesild"),
        ("Il est en arrêt maladie, zona.", "zona"),
        ("Dia lagi cuti sakit, demam berdarah.", "demam berdarah"),
        ("He asked us not to share the diagnosis (bipolar II disorder) outside HR.", "bipolar II disorder"),
        (
            '{"resourceType": "Condition", "code": {"text": "chronic kidney disease, stage 3"}}',
            "chronic kidney disease, stage 3",
        ),
        (
            '{"resourceType": "MedicationStatement", "note": [{"text": "Xarelto 20 mg — Kontrolle in 3 Monaten"}]}',
            "Xarelto 20 mg",
        ),
        (
            '{"resourceType": "AllergyIntolerance", "code": {"coding": [{"system": "http://snomed.info/sct", '
            '"code": "91936005", "display": "Penicillin allergy"}]}}',
            "Penicillin allergy",
        ),
    ],
)
def test_health_without_cue(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sì, è in malattia, torna lunedì.", "torna lunedì"),
        ("Er ist krankgeschrieben, kommt aber Montag wieder.", "kommt aber Montag wieder"),
        ("The diagnosis module (v2.3) is deployed.", "v2.3"),
        ("Diagnosis codes (see table) are in the wiki.", "see table"),
        (
            '{"resourceType": "Observation", "code": {"text": "Hemoglobin A1c"}, "valueQuantity": {"value": 6.1}}',
            "Hemoglobin A1c",
        ),
        (
            '{"resourceType": "MedicationStatement", "note": [{"text": "Xarelto 20 mg — Kontrolle in 3 Monaten"}]}',
            "Kontrolle",
        ),
        ('{"resourceType": "Organization", "name": "Klinik am Park", "type": [{"text": "Hospital"}]}', "Hospital"),
    ],
)
def test_health_without_cue_negative(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


# ------------------------------------------------------------------ later round-8 kinds
@pytest.mark.parametrize(
    ("text", "value", "etype"),
    [
        ("Контракт на сумму 14 500 000 ₽ подписан вчера.", "14 500 000 ₽", "FINANCIAL_AMOUNT"),
        ("قيمة العقد 450,000 درهم.", "450,000 درهم", "FINANCIAL_AMOUNT"),
        ("Sopimuksen arvo on 890 000 euroa.", "890 000 euroa", "FINANCIAL_AMOUNT"),
        ("بعد صرف الراتب. والدتي مريضة بـالتهاب المفاصل", "التهاب المفاصل", "HEALTH"),
        (
            "Dagli esami risulta una stenosi aortica moderata; il medico suggerisce",
            "stenosi aortica moderata",
            "HEALTH",
        ),
        (
            "Entgeltabrechnung 11/2026\nGehalt                    4.210,00\nVWL AG-Anteil             26,59\n",
            "26,59",
            "SALARY",
        ),
        ('{"benefits": [{"name": "HSA", "employee_deduction": "118.40"}]}', "118.40", "SALARY"),
        ('{"الراتب_الأساسي": "١٢٬٠٠٠ ريال", "بدل_السكن": "٢٬٧٥٠ ريال"}', "٢٬٧٥٠ ريال", "SALARY"),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:19810923\r\nRRULE:FREQ=YEARLY\r\n"
            "SUMMARY:Solveigs bursdag\r\nEND:VEVENT\r\nEND:VCALENDAR",
            "19810923",
            "DATE_OF_BIRTH",
        ),
        (
            "validation error for Employee\ndate_of_birth\n  Input should be a valid date [type=date_from_datetime_parsing, "
            "input_value='30-02-1991', input_type=str]",
            "30-02-1991",
            "DATE_OF_BIRTH",
        ),
    ],
)
def test_more_round8_kinds(det: Detector, text: str, value: str, etype: str) -> None:
    assert etype in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Gehalt auf 5.450 € brutto genehmigt; Marktgehalt laut Studie 5.210 €.", "5.210 €"),
        ("The average salary in Leipzig is €47,500.", "€47,500"),
        ("Le salaire moyen est de 2 640 €.", "2 640 €"),
        ("Der Mindestlohn liegt bei 12,82 €.", "12,82 €"),
        ("The patient is sick with worry about the deadline; invoice €300 attached.", "worry"),
        ("Server stats   load   12,40\n", "12,40"),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20260301\r\nRRULE:FREQ=YEARLY\r\n"
            "SUMMARY:Company anniversary\r\nEND:VEVENT\r\nEND:VCALENDAR",
            "20260301",
        ),
    ],
)
def test_more_round8_negative(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)
