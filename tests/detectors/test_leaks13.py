"""Leaks left after round 12 (leaks13): real values that reached the cloud, each with decoy twins.

Every real value must be covered by a span; every decoy twin (a non-personal value of the same
shape in the same construction) must not be touched by any span.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (kind, text, values that must be covered)
REAL: list[tuple[str, str, list[str]]] = [
    ("user/pass one line", "USER: admin / PASS: Tr0ub4dor&3", ["Tr0ub4dor&3"]),
    ("user/pass de", "Benutzer: root, Passwort: Hx7mQ2pLw", ["Hx7mQ2pLw"]),
    ("dotted passphrase", "Password: Correct.Horse.Battery.Staple", ["Correct.Horse.Battery.Staple"]),
    ("dotted passphrase de", "Kennwort = Blauer.Himmel.Über.Berlin", ["Blauer.Himmel.Über.Berlin"]),
    ("dotted passphrase fr", "Le mot de passe est Rouge.Lapin.Vole.Haut", ["Rouge.Lapin.Vole.Haut"]),
    ("glued pin de", "Kartenpin 4417", ["4417"]),
    ("glued pin colon", "Meine Bankpin: 2291", ["2291"]),
    ("glued safe code", "Tresorcode: 9930", ["9930"]),
    ("glued door code sv", "Türkod 5521", ["5521"]),
    ("glued door code no", "Dørkode er 7310", ["7310"]),
    ("sim pin", "SIM-PIN 0815 und PUK folgt", ["0815"]),
    ("guillemets fr", "le mot de passe est « cerise44 »", ["cerise44"]),
    ("guillemets fr nbsp", "Le mot de passe du wifi est\u00a0«\u00a0framboise\u00a0».", ["framboise"]),
    ("hyphen es", "Contraseña provisional - Naranja77", ["Naranja77"]),
    ("hyphen en", "Temp password - Lantern42", ["Lantern42"]),
    ("next line en", "Your new password is below:\n    plumTree!82\nPlease change it.", ["plumTree!82"]),
    ("next line de", "Ihr neues Passwort lautet wie folgt:\n\n  Wolke7Regen\n", ["Wolke7Regen"]),
    ("label line", "Temporary password:\n  Velvet-Owl-93\n", ["Velvet-Owl-93"]),
    ("wifi md row", "| Network | Value |\n|---|---|\n| Wi-Fi | blaueKatze2024 |", ["blaueKatze2024"]),
    ("wifi pw md row", "| WLAN-Passwort | sonnenblume |\n", ["sonnenblume"]),
    ("wifi csv", "SSID,WLAN-Passwort\nHeimnetz,sonnenblume99", ["sonnenblume99"]),
    ("wlan key de", "WLAN: Heimnetz, Schlüssel: sonnenblume99", ["sonnenblume99"]),
    (
        "ranking surnames",
        "Results:\nFirst place: Schneider\nSecond place: Kowalski\nThird place: Dubois",
        ["Schneider", "Kowalski", "Dubois"],
    ),
    ("ranking de", "1. Platz: Hoffmann\n2. Platz: Lange", ["Hoffmann", "Lange"]),
    ("ward list pl", "Sala: Wiśniewska (łóżko 2)\nSala: Nowak (łóżko 3)", ["Wiśniewska", "Nowak"]),
    ("hotel list", "Zimmer 12: Berg\nZimmer 14: Petrova", ["Berg", "Petrova"]),
    ("seating inline", "Seating: 12A Müller, 12B Lefebvre, 14C Haugen", ["Müller", "Lefebvre", "Haugen"]),
    ("seat label", "Seat 3B: Nowakowski", ["Nowakowski"]),
    ("table list", "Table 4: Reserved\nTable 5: Kowalski", ["Kowalski"]),
    (
        "legend caption tsv",
        "Server logins (host, user, password):\ndb01.internal\troot\tHx9qLm2z\nweb02\tdeploy\tsummer2024",
        ["Hx9qLm2z", "summer2024"],
    ),
    ("legend comment csv", "# host,login,password\ndb01.internal,root,Hx9qLm2z\nweb02,deploy,summer2024", ["Hx9qLm2z"]),
    (
        "legend names de",
        "Spalten: Name, Abteilung, Durchwahl\nSchneider, Einkauf, 4417\nKowalski, Vertrieb, 4420",
        ["Schneider", "Kowalski"],
    ),
    ("pay after statistic", "The average salary is €60,000; Anna Berg gets €92,000", ["€92,000"]),
    ("pay after statistic paid", "The average salary is €60,000, while Anna Berg is paid €92,000", ["€92,000"]),
    ("pay after statistic colon", "The average salary is €60,000; Anna Berg: €92,000", ["€92,000"]),
    ("pay next sentence", "Average salary: €60,000. Anna Berg gets €92,000.", ["€92,000"]),
    ("pay de", "Das Durchschnittsgehalt liegt bei 60.000 €; Anna Berg bekommt 92.000 €", ["92.000"]),
    ("pay fr title", "Le salaire moyen est de 60 000 € ; Mme Roussel touche 92 000 €", ["92 000"]),
    ("pay es", "El salario medio es de 30.000 €; Lucía Gómez recibe 48.000 €", ["48.000"]),
]

#: (kind, text, decoy values that must stay unmasked)
DECOYS: list[tuple[str, str, list[str]]] = [
    ("user/pass masked", "USER: admin / PASS: ********", ["********"]),
    ("user/pass pointer", "USER: admin / PASS: (see vault)", ["see vault"]),
    ("dotted module", "Password: django.contrib.auth", ["django.contrib.auth"]),
    ("dotted file", "Password file: Secrets.Vault.Backup.yaml", ["Secrets.Vault.Backup.yaml"]),
    (
        "compound codes",
        "Postcode 10115, Fehlercode 4417, Statuscode 4040, Gutscheincode 2024",
        ["10115", "4417", "4040"],
    ),
    ("zip code", "Zipcode 94103 and Barcode 40063813", ["94103", "40063813"]),
    ("guillemets predicate", "le mot de passe est « requis »", ["requis"]),
    ("hyphen predicate", "Password - required for login", ["required"]),
    ("next line hidden", "Your password is below:\n(hidden for security)\n", ["below", "hidden", "security"]),
    ("announcement word", "Your new password is below:\n    plumTree!82\n", ["below"]),
    ("next line predicate", "Password:\n  required\n", ["required"]),
    ("next line url", "Password:\n  https://reset.example.com/x\n", ["reset.example.com"]),
    ("next line list", "Password requirements:\n  - at least 12 characters\n", ["least", "characters"]),
    (
        "wifi amenity rows",
        "| Amenity | Status |\n|---|---|\n| Wi-Fi | free |\n| Wi-Fi | 802.11ax |\n| Wi-Fi | HomeNet-5G |\n| Wi-Fi | 500Mbps |",
        ["free", "802.11ax", "HomeNet-5G", "500Mbps"],
    ),
    ("statistic figure", "The average salary is €60,000; Anna Berg gets €92,000", ["€60,000"]),
    ("statistic then group", "The average salary is €60,000; the team gets €5,000 for training", ["€60,000", "€5,000"]),
    ("statistic then place", "The average salary is €60,000; Germany gets €4,100", ["€4,100"]),
    ("no pay word", "Anna gets €20 back from the shop", ["€20"]),
    ("statistic then budget", "The average salary is €60,000; Budget: €4,000,000", ["€4,000,000"]),
    (
        "slot status words",
        "Room 12: Vacant\nRoom 14: Cleaning\nSeat 14C: free\nFirst place: Gold\nBett 2: frei\nTable 4: Reserved",
        ["Vacant", "Cleaning", "free", "Gold", "frei", "Reserved"],
    ),
    ("meeting rooms", "Room: Curie\nSala: Hamilton", ["Curie", "Hamilton"]),
    ("seat classes", "Seating: 12A Window, 12B Aisle, 14C Exit", ["Window", "Aisle", "Exit"]),
    ("ranking cities", "Winner: Team Red\nRunner-up: Berlin", ["Berlin"]),
    ("room types", "Room 101: Suite\nRoom 102: Standard", ["Suite", "Standard"]),
    ("rooms with seats", "Rooms: Curie (8 seats), Noether (4 seats)", ["Curie", "Noether"]),
    (
        "legend no sensitive column",
        "Columns: id, status, created\n1\topen\t2024-01-02\n2\tclosed\t2024-01-03",
        ["open", "closed"],
    ),
    (
        "legend package names",
        "Format: name, version, license\nrequests, 2.31.0, Apache-2.0\nFlask, 3.0.0, BSD",
        ["requests", "Flask", "Apache-2.0"],
    ),
    (
        "legend masked cells",
        "Server logins (host, user, password):\ndb01\tsvc\t(see vault)\nweb02\tsvc\t********",
        ["see vault", "********"],
    ),
    ("no legend tsv", "db01.internal\troot\tHx9qLm2z\nweb02\tdeploy\tsummer2024\n", ["db01.internal", "web02"]),
    (
        "wifi interface rows",
        "| Interface | Wi-Fi | wlan0 |\n| Wi-Fi | wlp2s0 |\n| Wi-Fi | ax3000 |\n| Wi-Fi | Intel AX210 |",
        ["wlan0", "wlp2s0", "ax3000", "AX210"],
    ),
    ("wifi csv amenity", "room,Wi-Fi,breakfast\n101,yes,included\n", ["yes", "included"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _covered(text: str, spans: list, value: str) -> bool:
    start = text.index(value)
    hidden = set()
    for s in spans:
        hidden.update(range(s.start, s.end))
    return all(i in hidden for i in range(start, start + len(value)) if text[i].isalnum())


@pytest.mark.parametrize(("kind", "text", "values"), REAL, ids=[c[0] for c in REAL])
def test_a_leaked_value_is_masked(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        assert _covered(text, spans, v), (kind, v, [(s.entity_type, s.text) for s in spans])


@pytest.mark.parametrize(("kind", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_decoy_twin_stays_unmasked(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        start = text.index(v)
        hit = [s for s in spans if s.start < start + len(v) and start < s.end]
        assert not hit, (kind, v, [(s.entity_type, s.text) for s in hit])
