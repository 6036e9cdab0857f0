"""Decoys14 (issue 12): prices, firms' amounts, rates and firms named after people stay unmasked;
the personal twins beside the same cue words stay masked.

Written fresh for this round (agent-shaped snippets in many languages; none from the held-out
corpus). Each decoy below was masked before decoys14 (``detectors/public_money.py``,
``detectors/firm_names.py``); each twin is a person's value next to the word the new rules
read, and was masked before and after.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.firm_names import famous_firm, firm_plural_end, legal_form_ahead, shop_named
from edgeward.detectors.public_money import organisation_figure, price_figure, rate_percentage, someone_in
from edgeward.detectors.scanner import Detector

#: (what it is, text, values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    # prices: a price label, a plan's bill, a VAT mark
    ("pl price label brutto", "Cena: 149 zł brutto, dostawa 12,99 zł.", ["149 zł", "12,99 zł"]),
    ("en plan bills per year", "Price per seat: $12; the team plan bills $144 per year.", ["$12", "$144"]),
    ("tr fee plus vat", "Ücret: saatlik 1.200 TL + KDV", ["1.200 TL"]),
    ("de price list brutto", "Preisliste 2026: Jahresabo 89,00 € brutto, Versand 4,90 €.", ["89,00 €", "4,90 €"]),
    ("no price per year", "Pris: 1 490 kr per år inkl. mva.", ["1 490 kr"]),
    ("ru price per year", "Цена тарифа «Бизнес»: 24 000 ₽ в год.", ["24 000 ₽"]),
    # a firm's or a public body's money
    ("en balance sheet", "The company balance sheet shows total assets of $12.5M.", ["$12.5M"]),
    ("en cost centre balance", "Account balance of the project cost centre 4410: €82,300.", ["€82,300"]),
    ("en company savings", "Company savings account (Nordbank Business): balance €1,240,000.", ["€1,240,000"]),
    ("de city debt", "Schulden der Stadt Duisburg: 3,2 Mrd. €.", ["3,2 Mrd. €"]),
    ("nl municipal debt", "De schuld van de gemeente bedraagt € 45 miljoen.", ["€ 45 miljoen"]),
    ("no municipal debt", "Gjelden til kommunen er 1,2 milliarder kroner.", ["1,2 milliarder kroner"]),
    ("it region loan", "Prestito BEI alla Regione Lombardia: 300 milioni di euro.", ["300 milioni di euro"]),
    (
        "en contract between firms",
        "Contract between Nordwind Logistik GmbH and Baltic Freight AB: balance due €18,420.",
        ["€18,420"],
    ),
    # rates and collective shares
    ("en commission rate group", "Commission rate for resellers: 12%.", ["12%"]),
    ("en pension every employee", "Employer pension contribution: 5% of gross salary for every employee.", ["5%"]),
    ("de raise for all", "Gehaltserhöhung laut Tarifvertrag: 5,5 % für alle Beschäftigten.", ["5,5 %"]),
    # firms named after people
    ("en plural firm noun", "We migrated from Johnson Controls to Siemens last year.", ["Johnson Controls"]),
    ("pl legal form cut", "Kontrahent: Nowak Sp. z o.o.", ["Nowak Sp. z o.o."]),
    ("it trade word", "Ordered from Moretti Ceramiche via the portal.", ["Moretti Ceramiche"]),
    ("sv surname firm", "contact: Anna Berg, Berg Consulting AB", ["Berg Consulting AB"]),
    ("de surname firm", "Ansprechpartner: Herr Jonas Weber, Weber Bau GmbH", ["Weber Bau GmbH"]),
    (
        "de surname trade word",
        "Meeting with Hartmann Logistik GmbH tomorrow; contact person is Petra Hartmann.",
        ["Hartmann Logistik GmbH"],
    ),
    ("en laboratories", "Escalation: Abbott Laboratories reported a bug.", ["Abbott Laboratories"]),
    # shops and workshops named by an establishment noun and their owner
    (
        "es shop nouns",
        "Clientes: Construcciones Pérez, Talleres Martínez y Hijos, Farmacia López.",
        ["Construcciones Pérez", "Talleres Martínez y Hijos", "Farmacia López"],
    ),
    (
        "it shop nouns",
        "Clienti: Officine Bianchi, Fratelli Russo, Pasticceria Esposito.",
        ["Officine Bianchi", "Fratelli Russo", "Pasticceria Esposito"],
    ),
    ("nl shop nouns", "Klanten: Bakkerij Visser, Garage De Boer.", ["Bakkerij Visser", "Garage De Boer"]),
    ("de shop nouns", "Kunden: Elektro Becker, Schreinerei Hoffmann.", ["Elektro Becker", "Schreinerei Hoffmann"]),
    ("fr shop nouns", "Clients : Boulangerie Martin, Garage Bernard.", ["Boulangerie Martin", "Garage Bernard"]),
    (
        "pl shop nouns",
        "Klienci: Piekarnia Kowalski, Warsztat Nowak, Apteka Wiśniewska.",
        ["Piekarnia Kowalski", "Warsztat Nowak", "Apteka Wiśniewska"],
    ),
    ("ru shop nouns", "Клиенты: Пекарня Иванова, Автосервис Петров.", ["Пекарня Иванова", "Автосервис Петров"]),
    ("el shop noun", "Πελάτες: Φαρμακείο Νικολάου.", ["Φαρμακείο Νικολάου"]),
    ("tr shop noun after", "Müşteriler: Yılmaz Kuyumculuk, Kaya Eczanesi.", ["Yılmaz Kuyumculuk", "Kaya Eczanesi"]),
    ("de trade word alone", "Contract renewal: Fischer Maschinenbau (3 years).", ["Fischer Maschinenbau"]),
    ("md table firm column", "| Kunde | Umsatz |\n|---|---|\n| Brandt Elektro | 640.000 € |", ["Brandt Elektro"]),
    ("en possessive shop", "Paid to: Anna's Bakery — €14.60", ["Anna's Bakery"]),
    ("card statement caps", "Kartenzahlung BAECKEREI SCHULZ 4,20 EUR", ["BAECKEREI SCHULZ"]),
    ("en famous firms", "Wells Fargo and Morgan Stanley raised their forecasts.", ["Wells Fargo", "Morgan Stanley"]),
    ("de famous firms", "Merck KGaA and Boehringer Ingelheim signed a deal.", ["Boehringer Ingelheim"]),
    ("en ctc structure shares", "CTC breakup (Grade L4 band): Basic 40%, HRA 50% of basic.", ["40%", "50%"]),
    ("ko tax rate range", "세율: 소득세 6%~45%, 지방소득세 10%", ["6%", "45%", "10%"]),
    ("ru invoice amount as id", "Счёт № 45 от ООО «Ромашка»: сумма 118 000 ₽, в т.ч. НДС 20 %.", ["118 000 ₽"]),
]

#: (what it attacks, text, values a span must cover)
REALS: list[tuple[str, str, list[str]]] = [
    ("rent costs me", "My rent costs me €1,150 a month.", ["€1,150"]),
    ("pay beside price word", "Mein Gehalt: 4.200 € brutto, der Preis für die Bahncard ist mir egal.", ["4.200 €"]),
    ("pay before menu price", "Salary: €4,000 gross per month; the lunch menu price is not deducted.", ["€4,000"]),
    ("debt to a firm", "Anna owes Vodafone GmbH €120.", ["€120"]),
    ("debt to the city", "Ich schulde der Stadt noch 450 € Grundsteuer.", ["450 €"]),
    ("debt to the municipality nl", "U bent de gemeente nog € 450 verschuldigd.", ["€ 450"]),
    ("balance with the company", "Your balance with the company: €2,340.", ["€2,340"]),
    ("debt to the company ru", "Мой долг перед компанией — 45 000 ₽.", ["45 000 ₽"]),
    ("debt to the company zh", "我欠公司两万块。", ["两万块"]),
    (
        "pay at the firm fr",
        "Mon salaire est de 3 100 € net, la société me verse une prime de 800 €.",
        ["3 100 €", "800 €"],
    ),
    ("pay at the firm it", "Il mio stipendio in azienda è di 1.900 euro.", ["1.900 euro"]),
    ("bonus rate named", "Bonus rate for Marta: 10%.", ["10%"]),
    ("bonus rate label", "Bonus rate: 10%", ["10%"]),
    ("raise named", "Gehaltserhöhung für Jonas Weber: 5,5 %.", ["5,5 %"]),
    ("offer with bonus share", "Offer for Priya Nair: base $135,000 per year, bonus 10%.", ["$135,000", "10%"]),
    ("loan named pl", "Kredyt hipoteczny Anny Nowak: 340 000 zł, oprocentowanie 7,5%.", ["340 000 zł"]),
    ("bank balance letter", "Dear Mr Smith, the outstanding balance on your account is £412.50.", ["£412.50"]),
    ("contact before firm", "contact: Anna Berg, Berg Consulting AB", ["Anna Berg"]),
    ("contact before firm de", "Ansprechpartner: Herr Jonas Weber, Weber Bau GmbH", ["Jonas Weber"]),
    (
        "contact after firm",
        "Meeting with Hartmann Logistik GmbH tomorrow; contact person is Petra Hartmann.",
        ["Petra Hartmann"],
    ),
    ("contact no", "Kontakt: Ola Hansen, Hansen Bygg AS, tlf 912 34 567", ["Ola Hansen"]),
    ("given name and trade word", "Hi Peter Tak, welcome!", ["Peter Tak"]),
    ("label before a name", "Garage: Anna Berg parks in spot 4.", ["Anna Berg"]),
    ("tradesman", "Elektriker Hansen kommer i morgen kl. 8.", ["Hansen"]),
    ("surname of a brand", "Giulia Ferrari ha firmato il contratto.", ["Giulia Ferrari"]),
    ("collective surname", "Meeting with Tom Brothers tomorrow.", ["Tom"]),
    (
        "firm balance in compacted json",
        '{"accounts": [{"id": "ACC-OPS-01", "owner": "Fenwick Studio Ltd", "balance": 284930.12}, '
        '{"id": "ACC-RES-02", "owner": "Fenwick Studio Ltd", "balance": 61200.0}]}',
        ["284930.12"],
    ),
    ("ctc of a person", "Employee: Priya Nair | CTC ₹18,00,000 | Basic ₹7,20,000 | PF 12%", ["₹18,00,000"]),
    ("account beside an amount", "Kontonummer 1234 5678 901, Saldo 2.340,00 €", ["1234 5678 901"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_non_personal_figure_or_firm_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        hit = [s.text for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"


@pytest.mark.parametrize(("label", "text", "values"), REALS, ids=[c[0] for c in REALS])
def test_a_personal_value_beside_the_same_cue_stays_masked(
    det: Detector, label: str, text: str, values: list[str]
) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        covered = {i for s in spans for i in range(max(s.start, k), min(s.end, k + len(v)))}
        need = {i for i in range(k, k + len(v)) if text[i].isalnum()}
        assert need <= covered, f"{label}: {v!r} not masked ({[s.text for s in spans]})"


def _at(text: str, value: str) -> tuple[int, int]:
    k = text.index(value)
    return k, k + len(value)


def test_legal_form_ahead_reads_forms_and_joiners_but_no_comma_gap() -> None:
    t = "Fournisseur : Fontaine & Fils SAS"
    assert legal_form_ahead(t, *_at(t, "Fontaine"))
    t = "Tedarikçi: Yılmaz İnşaat A.Ş."
    assert legal_form_ahead(t, *_at(t, "Yılmaz"))
    t = "客户：杭州张记餐饮有限公司"
    assert legal_form_ahead(t, *_at(t, "张记"))
    t = "contact: Anna Berg, Berg Consulting AB"
    assert not legal_form_ahead(t, *_at(t, "Anna Berg"))  # a comma ends the firm's head
    t = "Anna Berg\tAB testing"
    assert not legal_form_ahead(t, *_at(t, "Anna Berg"))  # a tab is a column gap


def test_firm_plural_end_needs_a_collective_noun() -> None:
    assert firm_plural_end("Abbott Laboratories")
    assert firm_plural_end("Johnson", " Controls to Siemens")
    assert not firm_plural_end("Tom", " Brothers tomorrow")  # a surname too
    assert not firm_plural_end("Anna Berg")


def test_price_and_organisation_figures_yield_to_a_person() -> None:
    t = "Cena: 149 zł brutto"
    assert price_figure(t, *_at(t, "149 zł"))
    t = "Anna Berg: Preis 149 zł brutto"
    assert not price_figure(t, *_at(t, "149 zł"))
    t = "Schulden der Stadt: 3,2 Mrd. €"
    assert organisation_figure(t, *_at(t, "3,2 Mrd. €"))
    t = "Meine Schulden bei der Stadt: 320 €"
    assert not organisation_figure(t, *_at(t, "320 €"))
    t = '{"company": "Acme", "deal_amount": "€45,000"}'
    assert not organisation_figure(t, *_at(t, "€45,000"))  # a record's key is no holder


def test_rate_percentage_is_a_bare_share_without_pay_word_or_person() -> None:
    t = "Interest rate of the Gold Savings account: 2.1%"
    assert rate_percentage(t, *_at(t, "2.1%"))
    t = "Bonus rate: 10%"
    assert not rate_percentage(t, *_at(t, "10%"))
    t = "Interest rate: 2.1% on €3,000"
    assert not rate_percentage(t, *_at(t, "2.1% on €3,000"))  # money in the span
    assert someone_in("Marta got a raise", 0, 17)
    assert not someone_in("Interest rate of the account", 0, 28)


def test_shop_named_reads_establishment_nouns_not_labels_or_trades() -> None:
    t = "Klanten: Bakkerij Visser"
    assert shop_named(t, *_at(t, "Bakkerij Visser"))
    t = "Klanten: Bakkerij Visser"
    assert shop_named(t, *_at(t, "Visser"))  # the noun right before the span
    t = "Garage: Anna Berg"
    assert not shop_named(t, *_at(t, "Anna Berg"))  # a label, not a shop
    t = "Elektriker Hansen kommer"
    assert not shop_named(t, *_at(t, "Hansen"))  # a profession: the man himself


def test_famous_firm_is_whole_names_of_two_words_or_more() -> None:
    t = "partners: Louis Vuitton, Hugo Boss"
    assert famous_firm(t, *_at(t, "Hugo Boss"))
    t = "Giulia Ferrari signed"
    assert not famous_firm(t, *_at(t, "Ferrari"))
