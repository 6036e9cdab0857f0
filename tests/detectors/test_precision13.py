"""decoys13 (issue 12): fresh decoys and two known leaks, each with its twin.

- a phone number under a key naming a call's or message's party (``caller_id``, ``callee``,
  ``recipient_id``, ``from_number``, ``msisdn``) is masked; a record id or a date under an id or
  ``from`` key is not;
- a statistic whose object is a person (``Median salary of <name>``, ``<name>'s average
  salary``) is that person's pay and stays masked; a statistic over a group or a place, in a
  label or in prose (``The average salary in Germany is …``), is public;
- a team table's aggregate row (``Total``, ``Summe``, ``Average``) is nobody's: its label is no
  name and its amount no one's pay; the members' rows and a payslip's own total stay masked;
- an insurance premium (``Versicherungsprämie``, ``premie`` beside ``eigen risico``) is no bonus;
  a bonus called a premium (``Prämie``, ``premie``) stays pay;
- a job ad's open-ended pay (``ab 65.000 €``, ``from £38,000``, ``up to €85,000`` in the line of
  ``Stellenanzeige``, ``Job ad``, ``(H/F)``, ``we're hiring``) is public; a person's pay beside a
  job ad word, or an offer addressed to the reader, stays;
- a one-word item of a list under a rooms or products label (``Rooms: Curie (8 seats), …``,
  ``Products: Brandon (CRM, €29/seat), …``) is no person; a name in a clause of such a line
  (``booked by Anna``) and a list of attendees stay;
- a line with a decimal comma (``Bruttogehalt 4.850,00 €``) is no CSV header, so a payslip's
  rate below it (``Rentenversicherung 9,3 %``) is not read as that column's pay;
- a firm named after its owner with a corporate or trade word (``Vandermeer Holding``, ``Sánchez
  Hermanos``, ``Bakker Dakwerken``) is no person, also where the owner's full name elsewhere in
  the text would spread the surname onto it; the owner named alone stays one.

Values and decoys here are written for these tests (no corpus text).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (what it checks, text, values that must be covered by a span)
REAL: list[tuple[str, str, list[str]]] = [
    # phones under a party's key (recall; the id-keyed-number drop rule let them out)
    ("caller_id e164", '{"caller_id": "4915112345678", "duration": 42}', ["4915112345678"]),
    ("callee_id bare", '{"callee_id": "33612345678", "status": "answered"}', ["33612345678"]),
    ("recipient_id json", '{"recipient_id": "447911123456", "status": "delivered"}', ["447911123456"]),
    ("recipient_id kv", "sms sent recipient_id=447911123456 status=queued", ["447911123456"]),
    ("from_number plus", '{"from_number": "+14155550123", "body": "see you"}', ["+14155550123"]),
    ("callee plus", '{"callee": "+33612345678"}', ["+33612345678"]),
    ("caller_id national", '{"caller_id": "015112345678"}', ["015112345678"]),
    ("ani yaml", "cdr:\n  ani: 4791234567\n  dnis: 4722334455\n", ["4791234567", "4722334455"]),
    ("to_msisdn", "to_msisdn=46701234567 text=otp", ["46701234567"]),
    ("recipientId camel", '{"recipientId": "4915112345678"}', ["4915112345678"]),
    # a statistic over a person is that person's pay
    ("median of person", "Median salary of Tomasz Wierzbicki: €68,400", ["€68,400"]),
    ("mean of person", "Mean salary of Tomasz Wierzbicki: €68,400", ["€68,400"]),
    ("average pay for person", "Average pay for Ingrid Solheim is kr 612 000 a year.", ["612 000"]),
    ("median of person prose", "The median salary of Ingrid Solheim was raised to €71,000.", ["€71,000"]),
    ("salaire moyen de", "Salaire moyen de Camille Roussel : 3 900 €", ["3 900"]),
    ("average of title", "The average salary of Mr Okafor is €71,000.", ["€71,000"]),
    ("possessive average", "Tomasz's average salary is €68,400 this year.", ["€68,400"]),
    ("her median salary", "Her median salary is €5,200 a month.", ["€5,200"]),
    ("person's salary with a year", "Anna Berg salary 2025: €72,000", ["€72,000"]),
    # a person's pay beside a statistic sentence
    ("pay then statistic", "Moritz Keller verdient 72.000 € im Jahr, der Durchschnitt liegt bei 65.000 €.", ["72.000"]),
    ("your salary", "Hi Jonas, your salary will be €64,000 from January.", ["€64,000"]),
    ("pay before average", "Anna: salary €70,000, above the average salary of €60,000.", ["€70,000"]),
    # members of a team table, and a payslip's own total
    (
        "csv members",
        "name,department,salary\nIngrid Solheim,Finance,612000\nTomasz Wierzbicki,IT,598000\nTotal,,1210000\n",
        ["612000", "598000", "Ingrid Solheim"],
    ),
    (
        "md members",
        "| Employee | Salary |\n|---|---|\n| Ingrid Solheim | kr 612 000 |\n| Tomasz Wierzbicki | kr 598 000 |\n"
        "| Average | kr 605 000 |\n",
        ["612 000", "598 000"],
    ),
    (
        "payslip total",
        "Payslip November — Eirik Dalsrud\n| Item | Amount |\n|---|---|\n| Base salary | kr 52 000 |\n"
        "| Total | kr 52 000 |\n",
        ["Eirik Dalsrud"],
    ),
    # a bonus called a premium stays pay
    ("Prämie bonus", "Sven bekommt eine Prämie von 3.000 € für das Projekt.", ["3.000 €"]),
    ("premie bonus", "Jan krijgt een premie van € 1.500 voor de deal.", ["1.500"]),
    ("bonus beside insurance", "Anna gets a Prämie of 3.000 € this year; her insurance stays the same.", ["3.000 €"]),
    # payslip lines with decimal commas are no CSV, and a real CSV with quoted amounts stays one
    (
        "payslip decimal commas",
        "Gehaltsabrechnung Oktober\nMitarbeiter: Annegret Vollmer\nBruttogehalt 4.850,00 €\n"
        "Rentenversicherung 9,3 %\nAuszahlung 3.012,44 €\n",
        ["4.850,00 €", "3.012,44 €"],
    ),
    (
        "csv quoted decimals",
        'Name,Gehalt\n"Annegret Vollmer","4.850,00 €"\n"Moritz Keller","5.200,00 €"\n',
        ["4.850,00 €"],
    ),
    ("csv year columns", "name,2024,2025\nAnnegret Vollmer,52000,54000\n", ["Annegret Vollmer"]),
    # a person's pay near a job ad word, and an offer addressed to the reader
    ("vacancy filled", "Vacature ingevuld: Jan de Vries verdient vanaf april € 5.200 per maand.", ["5.200"]),
    ("offer to you", "Following the job ad, we offer you a salary from €65,000 gross.", ["€65,000"]),
    ("ad filled", "Stellenanzeige besetzt: Anna Berg bekommt ab März ein Gehalt von 65.000 €.", ["65.000 €"]),
    ("earns from", "Job ad closed. Anna Berg earns from £38,000 plus overtime.", ["£38,000"]),
    # people in a room-booking line, and a list of attendees
    ("booked by", "Room bookings: Curie booked by Anna, Noether by Kari Nordmann.", ["Anna", "Kari Nordmann"]),
    ("attendees list", "Attendees: Anna, Kari, Ola", ["Anna", "Kari", "Ola"]),
    # an owner named alone beside the firm word stays a person
    ("owner alone", "Fiona Harrington joined Harrington Wealth as a partner.", ["Fiona Harrington"]),
    (
        "owner's name repeated",
        "Pemberton wants the quote by Friday, says Sarah Pemberton.",
        ["Pemberton", "Sarah Pemberton"],
    ),
    ("owner before holding word", "Ask Pieter Vandermeer about the holding structure.", ["Pieter Vandermeer"]),
]

#: (what it checks, text, decoy values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    ("deal id", '{"hubspot_deal_id": "15678902345", "stage": "won"}', ["15678902345"]),
    ("from date", '{"from": "20240101", "to": "20241231"}', ["20240101", "20241231"]),
    ("bare from outside whatsapp", '{"from": "5511987654321", "subject": "hi"}', ["5511987654321"]),
    ("call id", '{"call_id": "4915112345678", "caller_id": "+4915112345679"}', ["4915112345678"]),
    ("ticket id", '{"ticket_id": "4915112345678"}', ["4915112345678"]),
    ("average in country", "Average salary in Norway: kr 56 000 per month", ["56 000"]),
    ("median for group", "Median pay for data engineers in Berlin: €68,000", ["68,000"]),
    ("median for Title group", "Median salary for Software Engineers: €75,000", ["75,000"]),
    ("average prose en", "The average salary in Germany is €4,100 gross per month.", ["4,100"]),
    ("salary survey", "Salary survey 2025: median €68,000 for data engineers.", ["68,000"]),
    (
        "salary benchmark percentiles",
        "Salary benchmark 2025 (Radford): P50 €72,000, P75 €84,000 for senior engineers in Berlin.",
        ["72,000", "84,000"],
    ),
    ("median prose fr", "Le salaire médian en France est de 2 100 € net.", ["2 100"]),
    (
        "csv total",
        "name,department,salary\nIngrid Solheim,Finance,612000\nTomasz Wierzbicki,IT,598000\nTotal,,1210000\n",
        ["Total", "1210000"],
    ),
    (
        "md average row",
        "| Employee | Salary |\n|---|---|\n| Ingrid Solheim | kr 612 000 |\n| Tomasz Wierzbicki | kr 598 000 |\n"
        "| Average | kr 605 000 |\n",
        ["Average", "605 000"],
    ),
    (
        "tsv summe",
        "Name\tGehalt\nAnnegret Vollmer\t4.850 €\nMoritz Keller\t5.200 €\nSumme\t10.050 €\n",
        ["Summe", "10.050"],
    ),
    (
        "psql total",
        "+-------------------+---------+\n| name              | balance |\n+-------------------+---------+\n"
        "| Ingrid Solheim    | 1200.50 |\n| Tomasz Wierzbicki |  -80.00 |\n| TOTAL             | 1120.50 |\n",
        ["TOTAL", "1120.50"],
    ),
    ("premie insurer nl", "Patiënt: eigen risico €385 (2026), vergoeding 80%, premie €152/maand.", ["€152"]),
    ("Versicherungsprämie", "Ihre Versicherungsprämie beträgt 48,90 € im Monat.", ["48,90"]),
    ("prime d'assurance", "La prime d'assurance habitation est de 21 € par mois.", ["21 €"]),
    (
        "payslip rate",
        "Gehaltsabrechnung Oktober\nMitarbeiter: Annegret Vollmer\nBruttogehalt 4.850,00 €\n"
        "Rentenversicherung 9,3 %\nAuszahlung 3.012,44 €\n",
        ["Rentenversicherung", "9,3 %"],
    ),
    (
        "ad ab de",
        "Stellenanzeige: Senior Backend Engineer (m/w/d), Berlin. Gehalt: ab 65.000 € brutto jährlich.",
        ["65.000"],
    ),
    ("ad from en", "Job ad — Data Analyst, Leeds. Salary: from £38,000 DOE. Apply by 30 June.", ["38,000"]),
    ("ad fra no", "Stillingsannonse: Utvikler, Oslo. Lønn: fra 650 000 kr. Søknadsfrist 1. mars.", ["650 000"]),
    ("ad fr", "Offre d'emploi : Comptable (H/F), Lyon. Salaire : à partir de 42 000 € bruts annuels.", ["42 000"]),
    ("ad tot nl", "Vacature: Projectleider, Utrecht. Salaris: tot € 5.200 per maand.", ["5.200"]),
    ("ad hasta es", "Oferta de empleo: Desarrollador, Madrid. Salario: hasta 48.000 € brutos anuales.", ["48.000"]),
    ("ad up to", "We're hiring! Backend Engineer, remote (EU). Compensation: up to €85,000 + equity.", ["85,000"]),
    ("rooms list", "Rooms: Curie (8 seats), Noether (4 seats), Hopper (12 seats)", ["Curie", "Noether", "Hopper"]),
    (
        "room bookings list",
        "Room bookings today: Ada 10-11 (standup), Grace 13-14 (1:1s), Turing all afternoon.",
        ["Ada", "Grace"],
    ),
    (
        "products list",
        "Products: Brandon (CRM, €29/seat), Harper (helpdesk, €19/seat), Otto (scheduler, free), Victor (analytics, €49/seat)",
        ["Brandon", "Harper", "Otto", "Victor"],
    ),
    ("holding", "Meeting with Vandermeer Holding about the Brennan Capital deal.", ["Vandermeer Holding"]),
    ("hermanos", "Ordered from Sánchez Hermanos: 40 cases at €12.50 each.", ["Sánchez Hermanos"]),
    ("nordic", "Andersen Nordic reported a 9% increase in orders.", ["Andersen Nordic"]),
    ("bakeri", "Olsen Bakeri: brød 45 kr, kanelbolle 32 kr.", ["Olsen Bakeri"]),
    ("dakwerken", "Hoi Sanne, Bakker Dakwerken vraagt € 3.200 voor het dak.", ["Bakker Dakwerken"]),
    ("elektriska", "[10:03] Tor: ok, og Lindahl Elektriska kommer torsdag", ["Lindahl Elektriska"]),
    ("remonty", "Cześć Ola, wycena od Kowalczyk Remonty to 8 500 zł.", ["Kowalczyk Remonty"]),
    ("tesisat", "Merhaba Elif, Demir Tesisat 38.000 TL teklif verdi.", ["Demir Tesisat"]),
    (
        "firm of a named owner",
        "We went with Pemberton Logistics (£8,200) over Ashworth Freight (£9,100). Contact: Sarah Pemberton.",
        ["Pemberton Logistics"],
    ),
    ("robotics", "Contract value for Helix Robotics: €240,000/year.", ["Helix Robotics"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), REAL, ids=[c[0] for c in REAL])
def test_a_real_value_stays_masked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        assert any(s.start <= k and k + len(v) <= s.end for s in spans), f"{label}: {v!r} not masked in {spans}"


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_decoy_is_not_masked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.rindex(v)
        hit = [s for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"
