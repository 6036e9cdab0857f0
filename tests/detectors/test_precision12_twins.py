"""Real personal values next to the words precision12's drop rules look for (issue 12).

An adversarial pass wrote these after precision12 (``detectors/non_personal.py``) landed: a
person's pay in a sentence with a tender, grade or limit word, a client's IP under a ``host``
key, a person after a room word, a person under an ``employer`` or ``firma`` (signature) key, a
customer whose surname is a plan word, an account number with a country prefix. Each value was
masked before precision12 and must stay masked; the drop rules were narrowed until all are.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (what it attacks, text, values that must be covered by a span)
CASES: list[tuple[str, str, list[str]]] = [
    ("salary+limit word", "Hi HR, my salary is €62,000 and I know the overtime cap is 10 hours per week.", ["€62,000"]),
    ("salary near limit", "Sarah's salary of £48,500 is above the limit for the hardship grant.", ["£48,500"]),
    ("debt after limit prose", "He exceeded his credit limit of £2,000 and now owes £3,400 to Barclays.", ["£3,400"]),
    (
        "json mail limit",
        '{"body": "Hi Anna,\\nYour overdraft limit is £500. Your current balance is -£1,870.22.\\nRegards"}',
        ["1,870.22"],
    ),
    ("tender sentence pay", "Re the tender, Mark Ellis's salary is €95,000 so he can't bid.", ["€95,000"]),
    (
        "tender mail one line",
        '{"body": "Hi, re TED-2026/123 tender: attached. Also, Lisa\'s salary is €88,000 and her debt to us is €12,000."}',
        ["€88,000", "€12,000"],
    ),
    (
        "band range personal",
        "Grade G5 - Maria's salary went from €48,000 to €58,000 this year.",
        ["€48,000", "€58,000"],
    ),
    ("level word", "At level 3, Ken earns €52,000 - €54,000 depending on bonus.", ["€52,000"]),
    ("minimum in key", "Minimum payment: £350 (Ms Jane Porter, balance £4,212.50)", ["4,212.50"]),
    ("maximum key", "loan_max_for_John_Smith: €25,000", ["€25,000"]),
    (
        "csv tender row",
        "Name,Team,Salary\nAnna Berg,Tenders & Bids,€61,000\nJon Moe,Finance,€58,000\n",
        ["€61,000", "€58,000"],
    ),
    (
        "md level row range",
        "| Name | Level | Salary |\n|---|---|---|\n| Anna Berg | L5 | €61,000 - €2,000 bonus |\n",
        ["€61,000"],
    ),
    ("slack tender", "[10:02] Mark: fyi Anna's salary is €61,000, tender team pays more", ["€61,000"]),
    (
        "tender lost pay",
        "Since we lost the tender, Tom Hughes's salary will be cut to €70,000 from March.",
        ["€70,000"],
    ),
    (
        "procurement pay",
        '{"body": "Hi Priya, following the procurement process you are on €82,500 gross a year, start 1 May."}',
        ["€82,500"],
    ),
    (
        "ausschreibung Gehalt",
        "Wegen der Ausschreibung bleibt das Gehalt von Herrn Kowalski bei 64.000 € brutto.",
        ["64.000 €"],
    ),
    ("scale raise", "Pay scale review: Emma Lind moves from £41,200 to £44,900.", ["£41,200", "£44,900"]),
    (
        "we offer personal",
        '{"body": "Dear Marta,\\nwe offer you a salary of €55,000 - €60,000 depending on the probation review."}',
        ["€55,000"],
    ),
    ("debt range levels", "Debt levels: Jonas Berg owes between €8,000 and €9,500 to the bank.", ["€8,000"]),
    ("limit owes", "Hi, John here - I'm at my limit: I owe £4,300 on the Visa.", ["£4,300"]),
    ("cap in label", "Payroll (cap table) - Sam Ortiz: $145,000", ["$145,000"]),
    ("dispo prose", "Frau Meier hat ihren Dispo von 2.000 € überzogen, Schulden jetzt 3.870 €.", ["3.870 €"]),
    (
        "limit line json",
        '{"notes": "Ravi Patel - credit limit £5,000; balance owed £4,870; missed 3 payments"}',
        ["£4,870"],
    ),
    ("threshold salary", "Anna Schulz earns above the threshold: €67,300 gross.", ["€67,300"]),
    ("limit colon personal", "Loan limit reached: Peter Grant owes €15,400", ["€15,400"]),
    ("room before name", "Room booked by: Daniel Hartmann", ["Daniel Hartmann"]),
    ("room noun then name", "Please take the laptop to room Sophie Turner's desk", ["Sophie Turner"]),
    ("sala as word", "Ho parlato in sala con Giulia Romano della sua malattia.", ["Giulia Romano"]),
    (
        "ics location person",
        "BEGIN:VEVENT\nSUMMARY:1:1 with Marco\nLOCATION:Marco Bellini's office\nEND:VEVENT",
        ["Marco Bellini"],
    ),
    ("location key person home", '{"location": "Home of Fiona Walsh, 12 Elm Road"}', ["Fiona Walsh"]),
    ("room after", "Anna Kowalska room 214 - visiting hours", ["Anna Kowalska"]),
    ("hospital room", "Patient Lena Fischer, Raum 3, Diagnose: Pneumonie", ["Lena Fischer"]),
    ("surname Plus", "Escalation from customer Jordan Plus about his unpaid invoice", ["Jordan Plus"]),
    ("tier after name", "Thanks Laura Pro for the update", ["Laura"]),
    ("name before model", "Carlos model shoot booked", ["Carlos"]),
    ("item key person", '{"item": "Gift for Nora Lindqvist", "price": 40}', ["Nora Lindqvist"]),
    ("Product column", "| Product | Owner |\n|---|---|\n| Widget | Sven Olsen |\n", ["Sven Olsen"]),
    ("name then phone", "Call Harriet phone 07700 900123", ["Harriet", "07700 900123"]),
    ("client after name", "John client since 2019, owes £300", ["John"]),
    ("name release", "Kevin release from hospital on Monday", ["Kevin"]),
    ("paren client", "Call back Sarah (our client) about the refund", ["Sarah"]),
    ("paren new client", "Notes: Jonas (new client, referred by Ana) owes €2,000", ["Jonas"]),
    ("phone after name", "Emma phone: 07700 900456", ["Emma"]),
    ("booked room for", "I've booked the room Sophie Turner asked for on Friday.", ["Sophie Turner"]),
    (
        "firma signature es",
        '{"documento": "contrato", "firma": "Juan Pérez García", "fecha": "2026-03-01"}',
        ["Juan Pérez García"],
    ),
    (
        "fhir payor relatedperson",
        '{"resourceType": "Coverage", "payor": [{"reference": "RelatedPerson/rp1", "display": "Helen Carter"}], "beneficiary": {"reference": "Patient/p1"}}',
        ["Helen Carter"],
    ),
    (
        "employer person",
        '{"nanny": "Rosa Lima", "employer": "Mrs Helen Carter", "wage_per_hour": "£14"}',
        ["Helen Carter"],
    ),
    ("vendor person", '{"expense": "babysitting", "vendor": "Chloe Martin", "amount": "£60"}', ["Chloe Martin"]),
    ("merchant p2p", '{"type": "p2p", "merchant_name": "David Kim", "amount": 25}', ["David Kim"]),
    ("bank name key", '{"bank_name": "Karen O\'Neill", "iban": "GB29NWBK60161331926819"}', ["Karen O'Neill"]),
    ("cabinet doctor", "Rendez-vous au Cabinet Dr Martin Dupont pour ma dépression.", ["Martin Dupont"]),
    ("firma polish", "Faktura dla: Firma Jan Kowalski, ul. Długa 5, Kraków", ["Jan Kowalski"]),
    ("carrier person", '{"shipment": "x", "carrier": "Tomasz Nowak (courier)"}', ["Tomasz Nowak"]),
    ("ip host key client", '{"remote_host": "81.2.69.142", "user": "anna"}', ["81.2.69.142"]),
    ("ip apache host", "client_host=81.2.69.160 user=jdoe login failed", ["81.2.69.160"]),
    ("ip hostname", "hostname: 81.2.69.144 (Anna's laptop)", ["81.2.69.144"]),
    ("ip X-Forwarded host", "X-Forwarded-Host: 81.2.69.145", ["81.2.69.145"]),
    (
        "ssh from listen",
        "sshd: Accepted publickey for mark from 81.2.69.143 port 52144; Connection to 81.2.69.143 closed",
        ["81.2.69.143"],
    ),
    ("vip ip", "VIP customer ip: 81.2.69.147", ["81.2.69.147"]),
    ("bind gateway", '{"gateway_ip": "81.2.69.148", "subscriber": "Jon Park"}', ["81.2.69.148"]),
    ("ani id", '{"event": "inbound_call", "ani_id": "14155550123"}', ["14155550123"]),
    ("national id", '{"national_id": "85010112345"}', ["85010112345"]),
    ("tax id", '{"taxId": "12345678901"}', ["12345678901"]),
    ("pesel patient_id", '{"patient_id": "85010112345", "name": "Jan Nowak"}', ["85010112345"]),
    ("telegram id", '{"telegram_id": "5012345678"}', ["5012345678"]),
    ("signal id", '{"signal_id": "+447700900126"}', ["447700900126"]),
    ("account ORD", "Account: DE-4456-7788-99", ["4456-7788-99"]),
    ("sort account", "Bank account: ACC-20451198 (Mr Lee)", ["20451198"]),
    ("company attn", '{"company": "Acme Ltd (attn. Jane Smith)", "address": "1 High St"}', ["Jane Smith"]),
    ("employer contact", '{"employer": "Brandt GmbH, Ansprechpartner Herr Thomas Braun"}', ["Thomas Braun"]),
    ("location home visit", '{"summary": "Home visit", "location": "Fiona Walsh\'s flat, 4B"}', ["Fiona Walsh"]),
    ("ics location with", "BEGIN:VEVENT\nSUMMARY:Therapy session\nLOCATION:Dr. Priya Shah\nEND:VEVENT", ["Priya Shah"]),
    ("premium member", "Customer: Karen Liu Premium member since 2021, complained about billing", ["Karen Liu"]),
    ("guest room", "Guest Daniel Roth room 512 - late checkout, card on file", ["Daniel Roth"]),
    ("patient room", "Patient Anna Kowalska room 214 - fall risk, on warfarin", ["Anna Kowalska"]),
    ("kreditrahmen genutzt", "Kreditrahmen ausgeschöpft, Frau Lang schuldet 4.200 €", ["4.200"]),
    ("media team salary", "Julia Ortiz media team salary: €48,000", ["€48,000"]),
    ("band dash percent", "Emma Price (Band 6) earns £38,000 - 3% above last year.", ["£38,000"]),
    ("grade raise to", "After her grade review, Nina's salary went from €51,000 to €56,000.", ["€51,000", "€56,000"]),
    ("livello a", "Livello 5: lo stipendio di Marco Rossi è passato da 1.800 a 2.100 euro.", ["1.800", "2.100"]),
    ("lonnstrinn til", "Lønnstrinn 52: Kari Nordmann gikk fra 560 000 til 590 000 kr i lønn.", ["560 000", "590 000"]),
    ("tender debt", "FYI the tender is delayed; also Omar still owes us €3,200 from last year.", ["€3,200"]),
    ("limit key json amount", '{"customer": "Lena Vogel", "balance_over_limit": "€640.50"}', ["€640.50"]),
    ("overdraft used", '{"name": "Lena Vogel", "overdraft_limit_used": "€1,640.50"}', ["€1,640.50"]),
    (
        "pg log host=",
        "2026-12-06 10:01:02 UTC [4411] LOG:  connection received: host=81.2.69.150 port=52144\n2026-12-06 10:01:02 UTC [4411] LOG:  connection authorized: user=kmeyer database=hr",
        ["81.2.69.150"],
    ),
    (
        "apache json remote_host",
        '{"remote_host": "81.2.69.151", "request": "GET /account/anna.kowalska HTTP/1.1", "status": 200}',
        ["81.2.69.151"],
    ),
    ("wsgi REMOTE_HOST", "REMOTE_ADDR=10.0.0.2 REMOTE_HOST=81.2.69.152 HTTP_USER_AGENT=Mozilla", ["81.2.69.152"]),
    ("caller host", '{"event": "login_failed", "user": "jsmith", "host": "81.2.69.153"}', ["81.2.69.153"]),
    ("vpn endpoint", "WireGuard peer Anna's phone endpoint = 81.2.69.154:51820", ["81.2.69.154"]),
    (
        "who IP column",
        "USER       IP              LOGIN@   WHAT\nakowalski  81.2.69.160     10:02    -bash\njsmith     81.2.69.161     10:05    vim\n",
        ["81.2.69.160", "81.2.69.161"],
    ),
    (
        "sessions table IP",
        "NAME            IP             LAST SEEN\nAnna Kowalska   81.2.69.162    2026-12-01\n",
        ["81.2.69.162"],
    ),
    (
        "md location home care",
        "| Time | Location | Task |\n|---|---|---|\n| 10:00 | Fiona Walsh | insulin injection |\n",
        ["Fiona Walsh"],
    ),
    ("model key", '{"shoot": "AW27 campaign", "model": "Anja Berglund", "fee": "€4,500"}', ["Anja Berglund"]),
    ("hotel before", "Reservation: Hotel guest Maria Lopez", ["Maria Lopez"]),
    ("firma key es", "Firma del paciente: Lucía Fernández Ruiz", ["Lucía Fernández Ruiz"]),
    ("firma csv", "Nombre,DNI,Firma\nLucía Fernández,12345678Z,Lucía Fernández Ruiz\n", ["Lucía Fernández Ruiz"]),
    ("acct hash", "Bank: Chase, Acct#40021877, routing 021000021 (Mr Lee)", ["40021877"]),
    ("PL dash nrb", "Numer konta: PL-61109010140000071219812874 (Jan Nowak)", ["61109010140000071219812874"]),
    ("BE acct", "Rekeningnummer: BE-68539007547034", ["68539007547034"]),
    ("account no AC", "Account no: AC-00412345 for Ms Grant", ["00412345"]),
    ("SA acct", '{"customer": "Lena Vogel", "account_number": "ACC-7781-2290-11"}', ["7781-2290-11"]),
    ("member id phone", '{"member_id": "07700900123", "note": "call after 6pm"}', ["07700900123"]),
    ("lead id phone plus", '{"leadId": "+447700900123"}', ["447700900123"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), CASES, ids=[c[0] for c in CASES])
def test_a_real_value_beside_a_drop_rules_cue_stays_masked(
    det: Detector, label: str, text: str, values: list[str]
) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        assert any(s.start <= k and k + len(v) <= s.end for s in spans), f"{label}: {v!r} not masked"
