"""Small leaks and false positives earlier helpers reported (leftovers14), each as its kind, in
several languages and formats, with the twins of the other direction.

- a list separator taken into a Wi-Fi password (``device,Wi-Fi,firmware`` masked ``,firmware``)
  and a CSV row under a header cell read as one password (``lab,eduroam,hunter22``);
- everyday German/Dutch nouns on short lines read as people by the NER model (``Kindergeld``,
  ``Gute Nacht``, ``Urlaub``, ``Der Jahreszins``) and infrastructure nouns (``Runner``, ``Wiki``);
  surnames that are nouns (``Koch``, ``Bauer``, ``Fischer``, ``Wolf``) and unlisted names stay;
- a pointer to where a password is (``Password: see docs.example.com``, ``Passwort: siehe
  Wiki``, ``Mot de passe : voir le wiki``) is no password; a one-token password is;
- the person a pay label is about (``Median salary of Tomasz Wierzbicki: $84,000``);
- a password handed over as an instruction (``Use Tr0ub4dor&3 to log in``), not a port, a key
  chord or a product; ordinary sentences with a discount, a project's birth, a port stay clean.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (what, text, values that must each be covered by a span)
MASKED: list[tuple[str, str, list[str]]] = [
    # separators: the real values of the same tables stay
    ("wifi csv row", "WLAN,sonnenblume99", ["sonnenblume99"]),
    ("wifi csv under header", "name,wifi,password\nlab,eduroam,hunter22", ["hunter22"]),
    ("wifi semicolon header row", "name;password\nlab;Hytte!2024", ["Hytte!2024"]),
    ("wifi note", "Wifi på hytta: lantern-harbour-meadow-29", ["lantern-harbour-meadow-29"]),
    ("wifi colon symbol", "wifi: Kiwi#2231", ["Kiwi#2231"]),
    ("wifi question then answer", "the new wifi password?\nB: Kiwi#2231", ["Kiwi#2231"]),
    ("label over value", "Password:\n  Kiwi#2231", ["Kiwi#2231"]),
    # nouns: surnames that are nouns, unlisted names in short lines
    ("Koch short line", "Ansprechpartner: Koch\nTel: 030 1234567", ["Koch"]),
    ("Herr Bauer", "Gute Nacht, Herr Bauer", ["Bauer"]),
    ("Frau Fischer", "Kindergeld: Frau Fischer", ["Fischer"]),
    ("Anna Wolf", "Urlaub: Anna Wolf (12.-19. Mai)", ["Anna Wolf"]),
    ("listed name after noun", "Urlaubsvertretung: Jürgen Kessler", ["Jürgen Kessler"]),
    ("name in english line", "Reviewer: Ingrid Solheim", ["Ingrid Solheim"]),
    # passwords that only look like pointers
    ("one token after label", "Password: Tr0ub4dor&3", ["Tr0ub4dor&3"]),
    ("glued pointer word de", "Passwort: Siehe2024!Wiki", ["Siehe2024!Wiki"]),
    ("glued pointer word fr", "Mot de passe : Voir#2231", ["Voir#2231"]),
    ("prefix in", "Password: inVault.42!", ["inVault.42!"]),
    ("url-ish token", "Password: s33.docs#Example", ["s33.docs#Example"]),
    ("json token", '{"password": "in2Deep!x"}', ["in2Deep!x"]),
    ("env token", "DB_PASSWORD=see_me.2024!", ["see_me.2024!"]),
    # pointer words are read only after a label: prose goes on to the value, and a copula of
    # another language is no preposition (Finnish ``on``)
    ("fi copula", "Uusi salasana on Kivi#2231, vaihda se.", ["Kivi#2231"]),
    ("fi copula nyt", "Salasanasi on nyt Kesä#2024", ["Kesä#2024"]),
    ("prose in the file", "The password in the attached file is Kiwi#2231", ["Kiwi#2231"]),
    ("prose im Anhang", "Das Passwort im Anhang lautet Kiwi#2231", ["Kiwi#2231"]),
    # the person a pay label is about
    ("median salary of", "Median salary of Tomasz Wierzbicki: $84,000", ["Tomasz Wierzbicki", "$84,000"]),
    ("salary of", "Salary of Ingrid Solheim: $84,000", ["Ingrid Solheim", "$84,000"]),
    ("the salary of … is", "The salary of Tomasz Wierzbicki is $84,000.", ["Tomasz Wierzbicki", "$84,000"]),
    ("bonus for", "Bonus for Tomasz Wierzbicki: $4,000", ["Tomasz Wierzbicki"]),
    ("salaire de", "Salaire de Tomasz Wierzbicki : 84 000 €", ["Tomasz Wierzbicki"]),
    ("gehalt von", "Gehalt von Tomasz Wierzbicki: 84.000 €", ["Tomasz Wierzbicki"]),
    ("title", "Salary of Mr Lee: $90,000", ["Lee"]),
    # instructions
    ("use to log in", "Use Tr0ub4dor&3 to log in", ["Tr0ub4dor&3"]),
    ("use to sign in code span", "Use `Kiwi#2231` to sign in to the router.", ["Kiwi#2231"]),
    ("de zum Anmelden", "Verwende Kiwi#2231 zum Anmelden.", ["Kiwi#2231"]),
    ("fr pour vous connecter", "Utilisez Mot!2024x pour vous connecter.", ["Mot!2024x"]),
    ("es iniciar sesión", "Usa Clave#9981 para iniciar sesión.", ["Clave#9981"]),
    ("nl inloggen", "Gebruik Wacht#2024 om in te loggen.", ["Wacht#2024"]),
    ("no logge inn", "Bruk Hytte!2024 for å logge inn.", ["Hytte!2024"]),
    ("pl zalogować", "Użyj Haslo#77x aby się zalogować.", ["Haslo#77x"]),
    # the real twins of item 8
    ("birth of a person", "Anna was born on 25 August 1991.", ["Anna", "25 August 1991"]),
    ("bonus of a named employee", "Bonus: 10% of salary for Anna Berg.", ["10%", "Anna Berg"]),
]

#: (what, text, substrings no span may touch)
CLEAN: list[tuple[str, str, list[str]]] = [
    ("csv header wifi", "device,Wi-Fi,firmware", [",firmware", "firmware"]),
    ("csv header de", "Gerät,WLAN,Firmware", ["Firmware"]),
    ("semicolon header", "device;Wi-Fi;firmware", ["firmware"]),
    ("csv header and row", "ssid,Wi-Fi,firmware\nlab,eduroam,1.2.3", ["firmware", "lab,eduroam"]),
    ("csv header cell row", "name,wifi,password\nlab,eduroam,hunter22", ["lab,eduroam", ",password"]),
    ("wifi question", "what is the new wifi password?", ["password?"]),
    ("Kindergeld label", "Kindergeld: 250 €", ["Kindergeld"]),
    ("Kindergeld prose", "Antrag auf Kindergeld", ["Kindergeld"]),
    ("Gute Nacht", "Gute Nacht", ["Nacht"]),
    ("Urlaub", "Urlaub in Frankreich", ["Urlaub", "Frankreich"]),
    ("Tresor", "Passwort: steht im Tresor", ["Tresor"]),
    ("Der Jahreszins", "Der Jahreszins beträgt 3,5 %.", ["Jahreszins"]),
    ("Runner", "Runner: ubuntu-latest", ["Runner"]),
    ("Wiki", "Passwort: siehe Wiki", ["Wiki"]),
    ("nl Nacht", "Goede Nacht allemaal", ["Nacht"]),
    ("see domain", "Password: see docs.example.com", ["docs.example.com", "see"]),
    ("see url", "password: see https://wiki.example.com/creds", ["wiki.example.com"]),
    ("in manager", "Password: in 1Password", ["1Password"]),
    ("json pointer", '{"password": "see docs.example.com"}', ["docs.example.com"]),
    ("fr voir", "Mot de passe : voir le wiki", ["voir", "wiki"]),
    ("es ver", "Contraseña: ver la wiki", ["ver la"]),
    ("ru см", "Пароль: см. вики", ["вики"]),
    ("group pay", "Salary for Software Engineers: $120,000", ["Software Engineers"]),
    ("job title pay", "Salary of a Senior Engineer: $140,000", ["Senior Engineer"]),
    ("company pay", "Salary of Acme Corp: $1,000,000", ["Acme Corp"]),
    ("port", "Use 8080 to log in", ["8080"]),
    ("port in a note", "The router admin page: use 8080 to log in.", ["8080"]),
    ("key chord", "Use Ctrl+Alt+Del to log in", ["Ctrl+Alt+Del"]),
    ("account", "Use your SSO account to log in", ["SSO"]),
    ("login name", "Use jdoe42 to log in", ["jdoe42"]),
    ("discount", "Bonus: 10% off for students.", ["10%"]),
    ("discount in json", '{"promo": "Bonus: 10% off for students."}', ["10%"]),
    ("project birth", "Linux was born on 25 August 1991.", ["25 August 1991", "Linux"]),
    ("project birth json", '{"summary": "Linux was born on 25 August 1991."}', ["25 August 1991", "Linux"]),
    ("job title", "Position: Senior Engineer", ["Senior Engineer"]),
    ("job title json", '{"title": "Senior Engineer", "team": "Platform"}', ["Senior Engineer"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("what", "text", "values"), MASKED, ids=[c[0] for c in MASKED])
def test_the_value_is_masked(det: Detector, what: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        assert any(s.start <= k and k + len(v) <= s.end for s in spans), f"{what}: {v!r} not masked in {spans}"


@pytest.mark.parametrize(("what", "text", "parts"), CLEAN, ids=[c[0] for c in CLEAN])
def test_the_look_alike_stays_unmasked(det: Detector, what: str, text: str, parts: list[str]) -> None:
    spans = det.scan_text(text)
    for p in parts:
        k = text.index(p)
        hit = [s for s in spans if s.start < k + len(p) and k < s.end]
        assert not hit, f"{what}: {p!r} touched by {hit}"
