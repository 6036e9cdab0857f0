"""breaker13: real values that the issue-12 precision rules of decoys13 and secrets13 let
through (an adversarial pass over agent-shaped tool results), each with decoy twins the rules
were made for.

Every value in ``REAL`` reached the cloud unmasked on main at cab188b and was masked at dacc9ad
(before the rules); ``DECOYS`` are the non-personal values of similar shape the narrowed rules
must still leave alone. Kinds:

- a person whose surname is a trade/corporate word, or whose next table column is one
  (``Peter Tak``, ``Jonas Handel``, ``Anna Berg<TAB>Services``);
- one-word people under a roster label whose head is a product/room word (``On-call plan:``);
- a ``Media``/``All`` cell before a person in a table row (read as an aggregate label), and the
  total of one person's months;
- a statistic's object a few words on (``Salary survey 2024 result for Ingrid Solheim``);
- a job ad line or an insurance firm's line that names the person the pay is for;
- ``USER:``/``PASS:`` logins, a password written into its hint or reset key, a repeated-digit
  password, a token after ``publicly``.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (what it checks, text, real values whose every letter and digit must be masked)
REAL: list[tuple[str, str, list[str]]] = [
    # a surname that is a trade or corporate word, after a given name
    ("surname Tak", "Contact person: Peter Tak, phone +31 6 1234 5678.", ["Peter Tak"]),
    ("surname Tak json", '{"contact": {"name": "Peter Tak", "phone": "+31 6 1234 5678"}}', ["Peter Tak"]),
    (
        "surname Tak notes",
        "Meeting notes: Jan Tak will send the contract to Marieke de Vries tomorrow.",
        ["Jan Tak", "Marieke de Vries"],
    ),
    (
        "surname Handel mail",
        "Von: Jonas Handel <jonas.handel@gmx.de>\nBetreff: Urlaub\n\nHallo, ich bin ab Montag weg. Gruß, Jonas Handel",
        ["Jonas Handel"],
    ),
    ("surname Handel de", "Ansprechpartner ist Jonas Handel, erreichbar unter 0171 2345678.", ["Jonas Handel"]),
    ("surname Holding", "Patient: Anna Holding, DOB 1984-03-12, ward 4B", ["Anna Holding"]),
    ("surname Holding en", "Discharge summary for Anna Holding, 41, admitted 12 March.", ["Anna Holding"]),
    ("surname Nordic", "Guest list: Erik Nordic, Ingrid Solheim", ["Erik Nordic", "Ingrid Solheim"]),
    # a trade word in the next column (tab or blank run) is no firm name
    (
        "tsv department",
        "name\tdepartment\tsalary\nAnna Berg\tServices\t72000\nLars Olsen\tEnergy\t81000\nMaria Lopez\tTechnology\t90500\n",
        ["Anna Berg", "Lars Olsen", "Maria Lopez"],
    ),
    (
        "aligned team column",
        "NAME            TEAM        START\nAnna Berg       Group       2021-03-01\nJonas Weber     Solutions   2019-11-15\n",
        ["Anna Berg", "Jonas Weber"],
    ),
    ("tsv avdeling no", "navn\tavdeling\nIngrid Solheim\tEnergi\nKari Nordmann\tTransport\n", ["Kari Nordmann"]),
    (
        "tsv Bereich de",
        "Name\tBereich\tGehalt\nMoritz Keller\tHandel\t5.200 €\nAnnegret Vollmer\tService\t4.850 €\n",
        ["Moritz Keller", "Annegret Vollmer"],
    ),
    # rosters whose label ends in a product/room word
    (
        "on-call plan",
        "On-call plan: Jansen, Bakker (backup), Visser\nEscalation: call the duty phone.",
        ["Jansen", "Bakker", "Visser"],
    ),
    ("shift plan", "Shift plan: Kowalski (early), Nowak (late)", ["Kowalski", "Nowak"]),
    ("duty plan", "Duty plan: Kowalski, Nowak (backup)", ["Kowalski", "Nowak"]),
    ("cleaning plan", "Cleaning plan: Jansen, Visser, Bakker", ["Jansen", "Visser", "Bakker"]),
    # a department or scope cell named like an aggregate, then a person
    (
        "Media department md",
        "| Department | Employee | Salary |\n|---|---|---|\n| Media | Anna Berg | €70,500 |\n| Sales | Lars Olsen | €64,000 |\n",
        ["Anna Berg", "70,500"],
    ),
    (
        "Media department de",
        "| Abteilung | Mitarbeiter | Gehalt |\n|---|---|---|\n| Media | Moritz Keller | 5.200 € |\n"
        "| Vertrieb | Annegret Vollmer | 4.850 € |\n",
        ["Moritz Keller", "5.200"],
    ),
    (
        "Media department csv",
        "team,name,salary\nMedia,Anna Berg,70500\nSales,Lars Olsen,64000\n",
        ["Anna Berg", "70500"],
    ),
    (
        "all scope",
        "| Scope | Name | Salary |\n|---|---|---|\n| all | Jonas Weber | 88000 |\n",
        ["Jonas Weber", "88000"],
    ),
    # the total of one person's rows is that person's pay
    (
        "one person's months md",
        "| Name | Monat | Gehalt |\n|---|---|---|\n| Anna Berg | Jan | 5.100 € |\n| Anna Berg | Feb | 5.100 € |\n"
        "| Summe | | 10.200 € |\n",
        ["10.200"],
    ),
    (
        "one person's months csv",
        "name,month,salary\nIngrid Solheim,jan,51000\nIngrid Solheim,feb,51000\nTotal,,102000\n",
        ["102000"],
    ),
    # a statistic whose object is a person a few words on
    ("survey result for person", "Salary survey 2024 result for Ingrid Solheim: 720 000 kr", ["720 000"]),
    ("benchmark for person", "Salary benchmark result for Anna Berg: €85,000", ["85,000"]),
    # a job ad line that names the person the pay is for
    (
        "ATS record",
        '{"candidate": "Anna Berg", "vacancy": "DE-17", "salary_offer": "up to €85,000", "status": "offer_sent"}',
        ["Anna Berg", "85,000"],
    ),
    ("ATS record de", '{"kandidat": "Anna Berg", "quelle": "Stellenanzeige 17", "gehalt": "ab 65.000 €"}', ["65.000"]),
    ("hired chat", "Hired Anna Berg for the Data Engineer vacancy, salary from €85,000 plus bonus.", ["85,000"]),
    ("offer de titled", "Stellenanzeige 2024-17: Frau Anna Berg erhält ab 65.000 € brutto.", ["65.000"]),
    ("payroll posting", "Payroll posting for Jonas Weber: salary from €5,200 monthly", ["5,200"]),
    ("offer pl", "Ogłoszenie 17/2024 – Pan Tomasz Wierzbicki: wynagrodzenie od 12 000 zł", ["12 000"]),
    # an insurer's employee's bonus
    (
        "insurer bonus de",
        "Mitarbeiterin: Anna Berg, Abteilung: Kfz-Versicherung, Leistungsprämie: 2.500 €",
        ["Anna Berg", "2.500"],
    ),
    ("insurer bonus en", "Insurance sales team Q3: premium bonus for Jonas Weber €3,000", ["3,000"]),
    ("insurer bonus fr", "Salarié : Camille Roussel (assurance auto), prime de performance 2 000 €", ["2 000"]),
    # logins written USER:/PASS:
    (
        "PASS login",
        "FTP access for the migration:\nHOST: ftp.berg-consulting.de\nUSER: jdoe\nPASS: Kiwi#2231\n",
        ["Kiwi#2231"],
    ),
    ("PASS alone", "PASS: Tr0ub4dor&3", ["Tr0ub4dor&3"]),
    (
        "PASS mail",
        "Hi Tom,\n\nhere are the router credentials:\nLOGIN: admin\nPASS: Sommer2024!x\n\nCheers",
        ["Sommer2024!x"],
    ),
    ("PASS ru", "Логин: ivanov\nPASS: Qw3rty!Zx9\n", ["Qw3rty!Zx9"]),
    ("PASS vpn note", "VPN\nSERVER: vpn.berg.de\nUSER: aberg\nPASS: hunter2Zx\n", ["hunter2Zx"]),
    # a password in its hint or reset key
    ("hint is the password", '{"user": "anna", "password_hint": "Kiwi#2231"}', ["Kiwi#2231"]),
    ("hint yaml", "password_hint: Sommer2024!\n", ["Sommer2024!"]),
    ("reset temp password", '{"password_reset": "Tmp!48kQz"}', ["Tmp!48kQz"]),
    ("reset env", "temp_password_reset=Tmp!48kQz9", ["Tmp!48kQz9"]),
    ("reset token", '{"password_reset": "b7Hq2Lx9Zp4Wm8Nc"}', ["b7Hq2Lx9Zp4Wm8Nc"]),
    # a repeated-digit password is weak, not a mask
    ("repeated digits de", "Das WLAN-Passwort ist 11111111", ["11111111"]),
    ("repeated digits en", "the door password is 22222222", ["22222222"]),
    # "publicly" is no public key's name
    (
        "token after publicly",
        "never paste publicly!! Zk9aQm3xR7tL2pW8vN4cY6hJ1dF5gS0e is the prod bearer",
        ["Zk9aQm3xR7tL2pW8vN4cY6hJ1dF5gS0e"],
    ),
]

#: (what it checks, text, decoy values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    (
        "firms in a tsv",
        "supplier\tamount\nBakker Dakwerken\t3200\nOlsen Bakeri\t450\n",
        ["Bakker Dakwerken", "Olsen Bakeri"],
    ),
    (
        "firms in prose",
        "Ordered from Vandermeer Holding and Quarrendon Plumbing today.",
        ["Vandermeer Holding", "Quarrendon Plumbing"],
    ),
    ("pricing plans", "Pricing plans: Harper (€19/seat), Brandon (€29/seat)", ["Harper", "Brandon"]),
    ("meeting rooms", "Meeting rooms: Curie (8 seats), Noether (4 seats)", ["Curie", "Noether"]),
    (
        "team total",
        "| Name | Salary |\n|---|---|\n| Anna Berg | €85,250 |\n| Lars Olsen | €64,000 |\n| Total | €149,250 |\n",
        ["149,250"],
    ),
    ("survey for a group", "Salary survey 2025 result for data engineers: €68,000", ["68,000"]),
    (
        "ad with contact below",
        "Stellenanzeige: Backend Engineer (m/w/d), Berlin. Gehalt: ab 65.000 € brutto.\nKontakt: Julia Kramer",
        ["65.000"],
    ),
    ("insurance premium", "Ihre Versicherungsprämie beträgt 48,90 € im Monat.", ["48,90"]),
    (
        "pytest verdicts",
        "PASS: tests/test_auth.py::test_refresh\nPASS: tests/test_auth.py::test_login\n",
        ["test_refresh"],
    ),
    ("verdicts with a failure", "PASS: login_ok\nFAIL: signup_flow\n", ["login_ok"]),
    ("hint words", '{"password_hint": "dog+year"}', ["dog+year"]),
    ("reset date", '{"user": "anna", "password_reset": "2025-03-01T10:00:00Z"}', ["2025-03-01T10:00:00Z"]),
    ("masked password", "Das WLAN-Passwort ist xxxxxxxx", ["xxxxxxxx"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), REAL, ids=[c[0] for c in REAL])
def test_a_real_value_is_masked(det: Detector, label: str, text: str, values: list[str]) -> None:
    covered = {i for s in det.scan_text(text) for i in range(s.start, s.end)}
    for v in values:
        k = text.index(v)
        open_chars = [text[i] for i in range(k, k + len(v)) if text[i].isalnum() and i not in covered]
        assert not open_chars, f"{label}: {v!r} left readable: {''.join(open_chars)!r}"


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_decoy_twin_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        hit = [s for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"
