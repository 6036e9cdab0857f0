"""Breaker17 (issue 12): a person's values that decoys17's rule 15 let through, masked again.

Written fresh for this round (not from any corpus split). ``REALS``: values masked at 4041fb5
and unmasked at b924e4b (decoys17), one group per way in: a person the name lists do not know
beside a statistic word (claimed by the scan's own PERSON span), a pronoun or a CJK possessive,
a receiving verb beside a name, a comparison bracket, words after the figure, a grade table or
a pot keyed by a login, an e-mail or a personnel number, a sole trader in a supplier column, a
surname with particles in a party column, thousands commas read as CSV columns. ``DECOYS``: the
nobody's twins that must stay unmasked (a team's pot, a department's budget, firms named after
founders, a company's or a department's pay range in Chinese and Japanese).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.firm_columns import firm_in_column
from edgeward.detectors.nobody_figures import name_like_word, personnel_key, table_cell
from edgeward.detectors.scanner import Detector

#: (what it is, text, values every letter and digit of which must be masked)
REALS: list[tuple[str, str, list[str]]] = [
    ("en unlisted name avg", "Oluwaseun Adeyemi – base salary €61,000 (above the team average)", ["€61,000"]),
    ("en bracket after", "Salary for Siobhán Ní Bhriain: €58,400 (band midpoint)", ["€58,400"]),
    (
        "en perf review",
        "Performance review 2026 — Oduya, Chinedu\nCurrent salary: £64,250 (market median for role)\nRecommended raise: 4%",
        ["£64,250"],
    ),
    (
        "csv emp_no grade",
        "emp_no,level,base_salary\nE1043,L4,72000\nE1044,L5,88000\nE1045,L5,91500",
        ["72000", "88000", "91500"],
    ),
    (
        "tsv de stufe",
        "Personalnr\tEntgeltgruppe\tGehalt\n40211\tE13\t5.240 €\n40212\tE14\t5.910 €",
        ["5.240 €", "5.910 €"],
    ),
    ("csv fr", "matricule;échelon;salaire\nM-2231;3;2 840 €\nM-2232;4;3 120 €", ["2 840 €", "3 120 €"]),
    ("csv login grade", "login,grade,salary\nokowalczyk,G6,61000\nhtanaka,G7,74000", ["61000", "74000"]),
    ("json pot share", '{"user": "c.oduya", "bonus_pool_share": 8000}', ["8000"]),
    ("en pot share prose", "From the bonus pool, Oduya gets €8,000 and Tanaka €6,500.", ["€8,000"]),
    ("de topf", "Aus dem Bonustopf erhält Kowalczyk 8.000 € und Tanaka 6.500 €.", ["8.000 €"]),
    ("no pott", "Fra bonuspotten får Haugland 40 000 kr.", ["40 000 kr"]),
    (
        "en overdraft cap",
        "Account holder: Chinedu Oduya\nOverdraft cap: £1,500\nCurrent balance: -£1,204.55",
        ["£1,204.55"],
    ),
    ("zh offer", "王伟的薪资范围：年薪30万-35万元", ["30万-35万元"]),
    (
        "csv supplier person2",
        "supplier,invoice,amount\nMaria Schneider,INV-7,€1.200\nAcme GmbH,INV-8,€3.400",
        ["Maria Schneider"],
    ),
    (
        "csv customer da silva",
        "cliente;pedido;total\nTransportes Lopes Lda;P-1;1 200 €\nAna da Silva;P-2;85 €",
        ["Ana da Silva"],
    ),
    ("tsv kunde von", "Kunde\tBetrag\nMüller & Söhne KG\t1.200 €\nLudwig von Trapp\t90 €", ["Ludwig von Trapp"]),
    ("ru ee zarplata", "Ее зарплата 180 000 ₽ — выше средней по рынку.", ["180 000 ₽"]),
    ("en surname colon avg", "Okonkwo — salary £71,000 (above team average)", ["£71,000"]),
    ("csv email grade", "email,grade,salary\nc.oduya@acme.io,G6,71000\nh.tanaka@acme.io,G7,78000", ["71000", "78000"]),
    (
        "md ja",
        "| 社員番号 | 等級 | 年収 |\n|---|---|---|\n| 10432 | G6 | 650万円 |\n| 10433 | G7 | 720万円 |",
        ["650万円", "720万円"],
    ),
    ("csv pot user", "user,bonus_pool_share\nc.oduya,8000\nh.tanaka,6500", ["8000", "6500"]),
    ("de spanne name", "Gehaltsspanne für Kowalczyk: 70.000–75.000 €", ["70.000–75.000 €"]),
    ("en list with commas", "Notes,\nCurrent balance: -£1,204.55, overdraft cap £1,500", ["£1,204.55"]),
    (
        "en avg last months label",
        "Loan application — Chinedu Oduya\nAverage monthly salary (last 12 months): €4,250\nRequested amount: €20,000",
        ["€4,250"],
    ),
    ("md heading band max", "### Chinedu Oduya\n- Base salary (band max): £90,000\n- Bonus: 10%", ["£90,000"]),
]

#: (what it is, text, values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    ("en team gets pool", "The platform team gets a bonus pool of €40,000 this year.", ["€40,000"]),
    ("en dept receives", "Engineering receives a salary budget of $4.2M for FY27.", ["$4.2M"]),
    ("no avdeling far", "Avdelingen får en lønnspott på 3 000 000 kr.", ["3 000 000 kr"]),
    ("csv grade table id", "grade,min_salary,max_salary\nG4,42000,52000\nG5,50000,61000", ["42000", "61000"]),
    (
        "md grade table",
        "| Level | Title | Salary range |\n|---|---|---|\n| L4 | Engineer | €60,000–€72,000 |\n| L5 | Senior Engineer | €70,000–€85,000 |",
        ["€60,000–€72,000", "€70,000–€85,000"],
    ),
    (
        "csv supplier firm founders",
        "supplier,country\nGrant Thornton,UK\nMorgan Stanley,US\nHerbert Smith,UK",
        ["Grant Thornton", "Morgan Stanley", "Herbert Smith"],
    ),
    ("bracket stat", "The median salary for the role is €64,000 (the band midpoint).", ["€64,000"]),
    ("csv number commas", "Salary band: £62,000–£78,000\nMedian salary: £70,500", ["£62,000–£78,000", "£70,500"]),
    ("zh company", "公司的薪资范围：年薪30万-35万元", ["30万-35万元"]),
    ("ja dept", "営業部の給与レンジ：年収600万〜650万円", ["600万〜650万円"]),
    (
        "json posting",
        '{"job_id": "R-1182", "title": "Backend Engineer", "salary_min": 70000, "salary_max": 85000, "recruiter_email": "jobs@acme.io"}',
        ["70000", "85000"],
    ),
    ("json stats user", '{"team": "platform", "avg_salary": 71000, "median_salary": 69500}', ["71000", "69500"]),
    ("en avg last year", "The average salary in the UK last year was £37,430.", ["£37,430"]),
    (
        "de durchschnitt jahr",
        "Das Durchschnittsgehalt in Deutschland lag im vergangenen Jahr bei 4.479 €.",
        ["4.479 €"],
    ),
    ("en band max label", "Salary band (L5)\n- Band min: £65,000\n- Band max: £80,000", ["£65,000", "£80,000"]),
    ("en median bracket label", "Salary (median): £70,500", ["£70,500"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), REALS, ids=[c[0] for c in REALS])
def test_a_persons_figure_or_name_stays_masked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        covered = {i for s in spans for i in range(max(s.start, k), min(s.end, k + len(v)))}
        need = {i for i in range(k, k + len(v)) if text[i].isalnum()}
        assert need <= covered, f"{label}: {v!r} not masked ({[s.text for s in spans]})"


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_figure_or_firm_of_nobody_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        hit = [s.text for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"


def test_thousands_commas_make_no_csv_table() -> None:
    t = "Overdraft cap: £1,500\nCurrent balance: -£1,204.55"
    assert table_cell(t, t.index("1,204")) is None
    csv = "emp_no,level,base_salary\nE1043,L4,72000\nE1044,L5,88000"
    assert table_cell(csv, csv.index("88000"))[0] == "base_salary"


def test_personnel_keys_and_name_like_words() -> None:
    assert personnel_key("emp_no") and personnel_key("Personalnr") and personnel_key("matricule")
    assert not personnel_key("level") and not personnel_key("job_id")
    assert name_like_word("Kowalczyk") and name_like_word("Oduya")
    assert not name_like_word("Engineering") and not name_like_word("Abteilung") and not name_like_word("team")


def test_a_sole_trader_in_a_supplier_column_is_a_person() -> None:
    csv = "supplier,invoice\nHartwell & Pryce Ltd,INV-8\nMaria Schneider,INV-7\nBaker Tilly,INV-9"
    k = csv.index("Maria Schneider")
    assert not firm_in_column(csv, k, k + len("Maria Schneider"))
    k = csv.index("Baker Tilly")  # a given name that is a surname too: a firm named after founders
    assert firm_in_column(csv, k, k + len("Baker Tilly"))
    party = "cliente;pedido\nTransportes Lopes Lda;P-1\nAna da Silva;P-2"
    k = party.index("Ana da Silva")
    assert not firm_in_column(party, k, k + len("Ana da Silva"))
