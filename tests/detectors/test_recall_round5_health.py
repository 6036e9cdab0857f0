"""Issue 12, round 5: medications by their dose, colloquial illnesses, and money/health values
in ISO 20022 payment files, fixed-width (pandas) tables, spreadsheet cell listings and HTML
tables.

Every value, name and phrase here was written for the test (none is taken from a corpus); each
rule has a negative twin where it must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig


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
    assert not hit, f"{value!r} masked in {text!r}: {hit}"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She takes Keppra 500 mg twice daily since March.", "Keppra 500 mg twice daily"),
        ("Il prend du Doliprane 1000 mg trois fois par jour.", "Doliprane 1000 mg trois fois par jour"),
        ("Mi madre toma Sintrom 4 mg cada noche.", "Sintrom 4 mg cada noche"),
        ("Hij gebruikt Xanax 0,5 mg voor het slapen.", "Xanax 0,5 mg"),
        ("Принимает Конкор 5 мг утром.", "Конкор 5 мг утром"),
        ("Ela toma Rivotril 2 mg à noite.", "Rivotril 2 mg à noite"),
        ('[{"employee":"Joe Vale","meds":"Ozempic 0.5 mg weekly"}]', "Ozempic 0.5 mg weekly"),
        ("Please reorder: Eliquis 5 mg tablets, 1-0-1", "Eliquis 5 mg tablets, 1-0-1"),
        ("Insulin Lantus 20 IU at night", "Lantus 20 IU at night"),
        ("Vitamin D3 1000 I.E. täglich", "D3 1000 I.E. täglich"),
        ("Medikation: Pantozol 1-0-0 vor dem Frühstück", "Pantozol 1-0-0"),
        ("患者每日两次服用二甲双胍 500毫克。", "二甲双胍 500毫克"),
    ],
)
def test_medication_by_its_dose(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The package weighs 500 g and costs 12 EUR.", "500 g"),
        ("Add 200 ml of milk and 50 g sugar.", "200 ml"),
        ("Build 2 UI tests with React 18 UI kit", "React 18 UI"),
        ("Supports Chrome 90 IE 11", "Chrome 90 IE"),
        ("Version 3-2-1 release", "3-2-1"),
        ("Final score 1-0 and 2-1-0 later", "2-1-0"),
    ],
)
def test_dose_negatives(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Hi team, I'm off today with a stomach bug.", "stomach bug"),
        ("Ich bin heute krank, habe Magen-Darm.", "Magen-Darm"),
        ("Ziek thuis met buikgriep, morgen terug.", "buikgriep"),
        ("Jestem na L4, zatrucie pokarmowe.", "zatrucie pokarmowe"),
        ("今天请假，食中毒了。", "食中毒"),
    ],
)
def test_colloquial_illness(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


@pytest.mark.parametrize(
    "text",
    [
        "The influencer posted a new video.",
        "Roof needs new shingles and a gutter.",
        "Kernel panic attack surface is small",
    ],
)
def test_colloquial_illness_negatives(det: Detector, text: str) -> None:
    assert not [s for s in det.scan_text(text) if s.entity_type == "HEALTH"]


def test_health_clause_stops_at_markup(det: Detector) -> None:
    text = (
        "<table><tr><th>Mitarbeiter</th><th>Krankmeldung</th></tr><tr><td>Jens Ohm</td><td>Gürtelrose</td></tr></table>"
    )
    assert not [s for s in det.scan_text(text) if "<" in s.text]
    assert "HEALTH" in covered(det, text, "Gürtelrose")


def _tx(amount: str, inner: str, tag: str = "CdtTrfTxInf") -> str:
    return f'<{tag}><PmtId><EndToEndId>E2E-77</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">{amount}</InstdAmt></Amt>{inner}</{tag}>'


@pytest.mark.parametrize(
    ("text", "value", "etype"),
    [
        (_tx("3450.00", "<RmtInf><Ustrd>Gehalt Maerz 2025</Ustrd></RmtInf>"), "3450.00", "SALARY"),
        (_tx("4120.55", "<Purp><Cd>SALA</Cd></Purp><RmtInf><Ustrd>03/2025</Ustrd></RmtInf>"), "4120.55", "SALARY"),
        (_tx("1890.00", "<RmtInf><Ustrd>Loon april</Ustrd></RmtInf>"), "1890.00", "SALARY"),
        (
            _tx("250.00", "<RmtInf><Ustrd>Rata prestito 12/48</Ustrd></RmtInf>", "DrctDbtTxInf"),
            "250.00",
            "FINANCIAL_AMOUNT",
        ),
    ],
)
def test_iso20022_amounts(det: Detector, text: str, value: str, etype: str) -> None:
    assert etype in covered(det, text, value)


def test_iso20022_negative(det: Detector) -> None:
    text = _tx("89.90", "<RmtInf><Ustrd>Invoice 2025-114 office chairs</Ustrd></RmtInf>")
    nothing_on(det, text, "89.90")


def _frame(cols: list[str], rows: list[list[object]]) -> str:
    """A table printed the way pandas prints a DataFrame (index column, right-justified cells)."""
    w = [max(len(str(c)), *(len(str(r[i])) for r in rows)) for i, c in enumerate(cols)]
    iw = len(str(len(rows) - 1))
    out = [" " * iw + "".join("  " + str(c).rjust(w[i]) for i, c in enumerate(cols))]
    for k, r in enumerate(rows):
        out.append(str(k).ljust(iw) + "".join("  " + str(v).rjust(w[i]) for i, v in enumerate(r)))
    return "\n".join(out)


def test_fixed_width_table(det: Detector) -> None:
    text = _frame(
        ["name", "Gehalt", "Schulden", "Diagnose"],
        [["Karl Brandt", 4270, 355, "Bandscheibenvorfall"], ["Eva Sommer", 3915, 1240, "Tinnitus"]],
    )
    assert "SALARY" in covered(det, text, "4270")
    assert "FINANCIAL_AMOUNT" in covered(det, text, "1240")
    assert "HEALTH" in covered(det, text, "Tinnitus")


def test_fixed_width_table_negative(det: Detector) -> None:
    text = _frame(["region", "revenue", "cost"], [["EU", 1200, 800], ["US", 3400, 900]])
    nothing_on(det, text, "3400")


def test_sheet_cells(det: Detector) -> None:
    text = (
        "Tab: Loans\nA1: Name    B1: Phone    C1: Debt\nA2: Otto Krämer    B2: 0151 2345678    C2: €1,450.00\n"
        "A3: Lise Berg    B3: 0152 9876543    C3: €300.00\nA5: Total    C5: =SUM(C2:C3)"
    )
    assert "FINANCIAL_AMOUNT" in covered(det, text, "€300.00")
    nothing_on(det, text, "=SUM(C2:C3)")
    nothing_on(det, "A1: Region    B1: Revenue\nA2: North    B2: 12000\nA3: South    B3: 9000", "12000")


def test_html_table(det: Detector) -> None:
    text = "<table><tr><th>Mitarbeiter</th><th>Gehalt</th></tr><tr><td>Jens Ohm</td><td>3.800 €</td></tr></table>"
    assert "SALARY" in covered(det, text, "3.800 €")
    nothing_on(
        det, "<table><tr><th>Product</th><th>Price</th></tr><tr><td>Chair</td><td>€ 89,00</td></tr></table>", "89,00"
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She stopped taking Zoloft last month.", "Zoloft"),
        ("Le médecin lui a prescrit du Lévothyrox.", "Lévothyrox"),
        ("Prescription refill for the patient: sertraline.", "sertraline"),
        ("My dad takes Lipitor in the evening.", "Lipitor"),
    ],
)
def test_listed_drug_next_to_a_taking_cue(det: Detector, text: str, value: str) -> None:
    # masked; the label may be PERSON when spaCy also tags the capitalised brand name
    assert covered(det, text, value) & {"HEALTH", "PERSON"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Use the Gateway tool to take screenshots with Python.", "Python"),
        ("The law seminar discussed the famous lipitor patent case.", "lipitor"),
    ],
)
def test_listed_drug_negatives(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


@pytest.mark.parametrize(
    ("header", "value", "etype"),
    [
        ("Restschuld", "4.310,00", "FINANCIAL_AMOUNT"),
        ("Quota arretrata", "612,00", "FINANCIAL_AMOUNT"),
        ("미수금", "1,250,000", "FINANCIAL_AMOUNT"),
        ("Nettoloon", "2.940,10", "SALARY"),
        ("Medicijnen", "Tegretol", "HEALTH"),
        ("Motivo de la baja", "Lumbalgia", "HEALTH"),
    ],
)
def test_sheet_values_under_new_lexicon_headers(det: Detector, header: str, value: str, etype: str) -> None:
    text = f'{{"values": [["Nome", "{header}"], ["Aurelio Brandi", "{value}"]]}}'
    assert etype in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [("Принимает метформин и бисопролол.", "бисопролол"), ("Мама п'є аторвастатин щовечора.", "аторвастатин")],
)
def test_inn_stems_in_cyrillic(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


def test_inn_stems_in_cyrillic_negative(det: Detector) -> None:
    nothing_on(det, "Добавили параметр и аргумент в программу.", "параметр")
