"""Field-context values of issue 12 (field12): structural rules for pay, contract values,
debts, health reasons and birth dates in records, each with a non-personal twin.

- a money key named by a pay/debt morpheme inside a compound or after a currency word
  (``annual_base_eur``, ``brutolønn``, ``kalan_borç``); statistics and bounds stay out
  (``salary_min``, ``avg_salary_eur``);
- pay abbreviations (``comp``, ``TC``, ``OTE``, ``Base``, ``RSU``, ``Jahresbrutto``) only in a
  record about a person; contract values (``ARR``, ``TCV``) in a person's or customer's record;
- a reason key (``motif``, ``reden``, ``Grund``, ``原因``) only in a person's record about an
  absence or care;
- birth morphemes and abbreviations (``doğum``, ``date_naiss``, ``data_ur``, ``fodt``).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.lexicon import FieldLexicon, stat_key
from edgeward.detectors.scanner import Detector


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _covered(det: Detector, text: str, value: str) -> bool:
    """Every letter and digit of the first occurrence of ``value`` is inside some span."""
    k = text.index(value)
    spans = det.scan_text(text)
    return all(any(s.start <= i < s.end for s in spans) for i in range(k, k + len(value)) if text[i].isalnum())


def _hit(det: Detector, text: str, value: str) -> bool:
    k = text.index(value)
    return any(s.start < k + len(value) and k < s.end for s in det.scan_text(text))


# (personal text, its value, non-personal twin, the twin's value)
CASES = [
    # 1. compound money keys and currency suffixes, in any record
    (
        '{"employee_id": "E-4471", "name": "Taavi Rönkkö", "annual_base_eur": 61200}',
        "61200",
        '{"sku": "X-100", "name": "Trail shoe", "base_price_eur": 129}',
        "129",
    ),
    (
        "ansatt;e-post;brutolønn;feriepenger\nSigrun Bakkevold;sigrun@firma.no;612 000;73 440\n",
        "73 440",
        "Department;Avg salary;Headcount\nR&D;640 000;12\n",
        "640 000",
    ),
    (
        '{"ad": "Mert Yıldırım", "eposta": "mert@ex.tr", "brüt_maaş": "85.000 TL", "kalan_borç": "12.000 TL"}',
        "12.000 TL",
        '{"job": "Backend engineer", "location": "Oslo", "salary_min": 650000, "salary_max": 800000}',
        "800000",
    ),
    # 2. pay abbreviations in a person's record only
    (
        "name\temail\tcomp\tote\trsu\nMarek Zieliński\tmarek@ex.pl\t145000\t180000\t40000\n",
        "180000",
        "| SKU | Product | Base | Equity |\n|---|---|---|---|\n| A-1 | Widget | 19.99 | 0 |\n",
        "19.99",
    ),
    (
        "| Candidate | Email | Base | Equity | TC |\n|---|---|---|---|---|\n| Oriane Vasseur | oriane@ex.fr | 98,000 | 20,000 | 118,000 |\n",
        "118,000",
        "Pos;Artikel;Menge;Netto;Brutto\n1;Bürostuhl;2;249,00;296,31\n",
        "296,31",
    ),
    (
        '{"Mitarbeiter": "Gunhild Pfeiffer", "Personalnummer": "4471", "Jahresbrutto": "68.400 €"}',
        "68.400 €",
        '{"Artikel": "Bürostuhl", "Menge": 2, "Jahresbrutto": "68.400 €"}',
        "68.400 €",
    ),
    (
        "Employee: Solveig Ruud\nEmployee ID: 55102\nComp: NOK 780,000\nOTE: NOK 900,000\n",
        "NOK 900,000",
        "Plan: Team\nSeats: 25\nComp: NOK 780,000\n",
        "NOK 780,000",
    ),
    (
        '{"full_name": "Sanna Berg", "email": "sanna@ex.se", "compensation": {"base": 540000, "currency": "SEK"}}',
        "540000",
        '{"product": "Lamp", "pricing": {"base": 540, "currency": "SEK"}}',
        "540",
    ),
    # 3. contract values of a named customer or a person
    (
        '{"account": "Ferrovia Nord", "owner": "Paolo Bertin", "ARR": "€ 220.000", "MRR": "€ 18.333"}',
        "€ 220.000",
        '{"plan": "Team", "seats": 25, "ARR": 14000, "MRR": 1167}',
        "14000",
    ),
    (
        '{"customer": "Harbor Foods Ltd", "contract": {"annual_value": 96000, "term_months": 24}}',
        "96000",
        '{"template": "MSA v3", "contract": {"annual_value": 96000, "term_months": 24}}',
        "96000",
    ),
    (
        "<Employee><Name>Ilka Braun</Name><Email>ilka@ex.de</Email><TC>81000</TC></Employee>",
        "81000",
        "<Part><Sku>X-1</Sku><TC>81000</TC></Part>",
        "81000",
    ),
    (
        "Ad Soyad;E-posta;Net Maaş;Prim;Borç\nElif Şahin;elif@ex.tr;42.000;5.000;3.500\n",
        "5.000",
        "Ürün;Fiyat;Prim\nKalem;42.000;5.000\n",
        "5.000",
    ),
    # 4. reason keys in a person's absence or care record
    (
        '{"salarié": "Aurore Delmas", "email": "a.delmas@ex.fr", "absence": "2026-11-02", "motif": "lombalgie aiguë"}',
        "lombalgie aiguë",
        '{"ticket": "OPS-11", "motif": "serveur en panne", "reason": "disk full"}',
        "serveur en panne",
    ),
    (
        '{"Mitarbeiter": "Uwe Kamp", "E-Mail": "uwe@ex.de", "Abwesenheit": "AU", "Grund": "Bandscheibenvorfall"}',
        "Bandscheibenvorfall",
        '{"name": "Hedda Moe", "email": "hedda@ex.no", "status": "declined", "reason": "accepted another offer"}',
        "accepted another offer",
    ),
    (
        "姓名: 王丽\n邮箱: wangli@ex.cn\n请假类型: 病假\n原因: 急性肠胃炎\n",
        "急性肠胃炎",
        '{"host": "db-3", "status": "down", "reason": "OOM killed"}',
        "OOM killed",
    ),
    # money objects under a person's record: payroll and loan parts
    (
        '{"employee": {"name": "Mateus Rocha", "email": "mr@ex.br"}, "payroll": {"gross": 9800, "net": 7420}}',
        "7420",
        '{"item": "Lamp", "pricing": {"gross": 9800, "net": 7420}}',
        "7420",
    ),
    (
        '{"customer": {"name": "Yusuf Kaya"}, "loan": {"principal": 120000, "remaining": 84000}}',
        "84000",
        '{"queue": "ingest", "stats": {"processed": 120000, "remaining": 84000}}',
        "84000",
    ),
    (
        "Patient: Mirela Popescu\nDOB: 3 Mar 1962\nPMH: hypertension, T2DM\n",
        "hypertension, T2DM",
        "Ticket: OPS-9\nCustomer complaint: late delivery of order 5531\n",
        "late delivery",
    ),
    # 6. prose: gross/net pay of a period, a base with its extras; a price's line is no pay
    (
        "Noor: ik krijg nu 3.650 bruto per maand, vanaf januari meer",
        "3.650",
        "Team plan: 1.200 netto pro Jahr, zzgl. MwSt.",
        "1.200",
    ),
    (
        "Hanne: btw Jostein's new package is 640k base plus 15% bonus",
        "640k",
        "Pricing: €49 net per month per seat, billed annually.",
        "€49",
    ),
    (
        "Ayşe: Cem'in doğum günü 14 Mart 1991, sürpriz parti yapalım",
        "14 Mart 1991",
        "Ayşe: toplantı 14 Mart 1991 arşivinde, sürpriz yok",
        "14 Mart 1991",
    ),
    # 5. birth morphemes and abbreviations (a place under a birth key is no date)
    (
        '{"user": "Deniz Aksoy", "email": "deniz@ex.tr", "doğum": "14.03.1988"}',
        "14.03.1988",
        '{"user": "Deniz Aksoy", "email": "deniz@ex.tr", "doğum_yeri": "İzmir 2"}',
        "İzmir 2",
    ),
    (
        '{"nom": "Bastien Roy", "courriel": "b.roy@ex.fr", "date_naiss": "02/05/1983"}',
        "02/05/1983",
        '{"nom": "Bastien Roy", "lieu_naiss": "Lyon 3e"}',
        "Lyon 3e",
    ),
]


@pytest.mark.parametrize(("text", "value", "twin", "twin_value"), CASES)
def test_field_value_and_twin(det: Detector, text: str, value: str, twin: str, twin_value: str) -> None:
    assert _covered(det, text, value)
    assert not _hit(det, twin, twin_value)


@pytest.mark.parametrize(
    ("key", "etype"),
    [
        ("annual_base_eur", None),  # "base" alone is a record word: the record decides
        ("brutolønn", "SALARY"),
        ("zadluzenie", "FINANCIAL_AMOUNT"),
        ("date_naiss", "DATE_OF_BIRTH"),
        ("data_ur", "DATE_OF_BIRTH"),
        ("salary_min", None),
        ("avg_salary_eur", None),
        ("Min løn efter forhandlingen", "SALARY"),  # Danish "my pay", no minimum
        ("Geburtsort", None),
        ("colonne", None),
        ("payroll_uuid", None),
        ("datum_narození", "DATE_OF_BIRTH"),
        ("születési_dátum", "DATE_OF_BIRTH"),
        ("chronic_conditions", "HEALTH"),
        ("аллергия", "HEALTH"),
        ("vaccination_rate", None),  # a population's share, nobody's health
        ("terms_and_conditions", None),  # a pay run is no field: its id holds no pay
    ],
)
def test_classify(key: str, etype: str | None) -> None:
    assert FieldLexicon().classify(key) == etype


def test_record_type() -> None:
    lex = FieldLexicon()
    assert lex.record_type("annualComp") == "SALARY"
    assert lex.record_type("Jahresbrutto") == "SALARY"
    assert lex.record_type("tcv_eur") == "FINANCIAL_AMOUNT"
    assert lex.record_type("motif") == "HEALTH"
    assert lex.record_type("dx") == "HEALTH"
    assert lex.record_type("prim") == "SALARY"
    assert lex.record_type("median_comp") is None
    assert lex.record_type("price_netto") is None
    assert stat_key("salary max") and not stat_key("min lønn")
