"""Real values today's (leftovers14) drop rules let through, found by an adversarial pass
(breaker14), each with the decoy twins those rules were written for.

- a surname that is an everyday German/Dutch word (``Kühn``, ``Fromm``, ``Hase``, ``Segen``),
  found by the NER model alone, was dropped on any line: now only in a German/Dutch line or a
  bare label, not in an English line, a cell under a name header, a Dutch line for a
  German-only word, or after a pay word (``Gehalt Kühn``); the nouns stay clean;
- a passphrase that starts with a pointer word (``see you soon 2024``, ``bei Oma 1955!``,
  ``check mate 123!``) was read as a pointer; now a symbol or a bare number (not a page or an
  extension) makes it a password; the pointers stay clean;
- a two-cell key/value row ``Wi-Fi,Lantern42!`` lost its value to the separator rule; the
  header rows stay clean; a Wi-Fi password ending in ``!`` is one;
- the owner of a firm named after them (``Garage Bernard: Bernard touche 3 200 €``): the firm is
  dropped (decoys14), its owner's name met alone elsewhere in the text is that person;
- ``Use Sommer2024 to log in``: a capitalised word and a year is a password there (main's
  ``password_usage.py`` masks it since secrets14).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (what, text, values that must each be covered by a span)
MASKED: list[tuple[str, str, list[str]]] = [
    # surnames that are German/Dutch words, in English lines, handles, columns, Dutch lines
    ("en meeting", "Meeting with Kühn re: salary review", ["Kühn"]),
    ("en escalated", "Ticket escalated by Fromm (2nd line).", ["Fromm"]),
    ("en interview", "Interview with Blume moved to Thursday.", ["Blume"]),
    ("en subject", "Segen approved the change at 14:02.", ["Segen"]),
    ("chat speaker", "Krieg: I pushed the fix, can someone merge?", ["Krieg"]),
    ("markdown row", "| Hase | Backend | on leave |", ["Hase"]),
    ("csv name column", "name,role\nKühn,engineer\nWiese,manager", ["Kühn"]),
    ("nl line, de word", "Segen zei dat de release vrijdag komt.", ["Segen"]),
    ("pay label", "Gehalt Kühn: 5.200 €", ["Kühn"]),
    ("it line", "Riunione con Kühn domani.", ["Kühn"]),
    ("pt line", "Reunião com Fromm amanhã.", ["Fromm"]),
    ("pl line", "Spotkanie z Hase jutro o 10.", ["Hase"]),
    ("sv line", "Möte med Segen imorgon.", ["Segen"]),
    ("ru line", "Встреча с Krieg завтра.", ["Krieg"]),
    ("fr line", "Segen a validé la facture.", ["Segen"]),
    ("tr line", "Segen ile toplantı yarın.", ["Segen"]),
    # passphrases that start with a pointer word
    ("json see", '{"password": "see you soon 2024"}', ["see you soon 2024"]),
    ("json in", '{"password": "in my heart 77"}', ["in my heart 77"]),
    ("env see", "DB_PASSWORD=see 4you!", ["see 4you!"]),
    ("quoted at", 'password = "at home 1985!"', ["at home 1985!"]),
    ("label check", "Password: check mate 123!", ["123!"]),
    ("label ask", "pw: ask me 4ever!", ["4ever!"]),
    ("de bei", "Passwort: bei Oma 1955!", ["1955!"]),
    ("es en", "Contraseña: en casa 1987!", ["1987!"]),
    ("ru в", "Пароль: в лесу 2020!", ["2020!"]),
    ("label leet", "password: in l0ve with pizza", ["l0ve"]),
    ("csv passphrase cell", "name,password\nbob,see the wiki 42!", ["see the wiki 42!"]),
    ("use bang", "Please use Kiwi2231! to sign in to the portal", ["Kiwi2231!"]),
    # Wi-Fi key/value rows
    ("wifi kv csv", "setting,value\nWi-Fi,Lantern42!", ["Lantern42!"]),
    ("wifi kv row", "Wifi,Lantern42!", ["Lantern42!"]),
    ("wlan kv semicolon", "item;value\nWLAN;Sommer2024!", ["Sommer2024!"]),
    ("wifi kv pipe", "key|value\nwifi|Lantern42!", ["Lantern42!"]),
    ("wifi bullet", "- Wi-Fi, Lantern42!", ["Lantern42!"]),
    ("wifi table", "Wi-Fi | Lantern42!", ["Lantern42!"]),
    ("wifi bang", "wifi: Sunshine!", ["Sunshine!"]),
    # login instructions with a word and a year
    ("use word year", "Use Sommer2024 to log in", ["Sommer2024"]),
    ("no word year", "Bruk Vinter2023 for å logge inn", ["Vinter2023"]),
]

#: (what, text, parts no span may touch)
CLEAN: list[tuple[str, str, list[str]]] = [
    # German/Dutch nouns in their own lines and labels
    ("noun in en sentence", "We applied for Kindergeld last week and got 250 €.", ["Kindergeld"]),
    ("de greeting", "Gute Nacht und bis morgen", ["Nacht"]),
    ("nl greeting", "Goede Nacht allemaal", ["Nacht"]),
    ("de sentence", "Der Urlaub war schön.", ["Urlaub"]),
    ("de note", "Kindergeld beantragt, Bescheid kommt", ["Kindergeld", "Bescheid"]),
    ("de pair", "Gehalt und Urlaub", ["Gehalt", "Urlaub"]),
    # the firm itself stays a firm
    ("fr garage", "Garage Bernard", ["Garage Bernard"]),
    ("nl bakery", "Bakkerij Visser, Dorpsstraat 4", ["Bakkerij Visser"]),
    # pointers, with numbers that are references
    ("see page", "Password: see page 12 of the handbook", ["page 12"]),
    ("siehe Seite", "Passwort: siehe Seite 4", ["Seite 4"]),
    ("ask ext", "Password: ask IT, ext. 4411", ["4411"]),
    ("see ticket", "Password: see ticket SEC-1234", ["SEC-1234"]),
    ("vault item", "Password: in the vault, item 42", ["vault", "42"]),
    ("stored in", "Password: stored in Bitwarden", ["Bitwarden"]),
    ("see url", "Password: see https://wiki.example.com/creds#section-2", ["wiki.example.com"]),
    ("see k8s", "Password: see the k8s secret", ["k8s"]),
    ("see h264", "Password: see the h264 docs", ["h264"]),
    ("de erfragen", "Passwort: bei der Teamleitung erfragen", ["Teamleitung"]),
    # Wi-Fi header rows and settings
    ("wifi header middle", "ssid;WLAN;band5G", ["band5G"]),
    ("wifi setting", "Wi-Fi,enabled", ["enabled"]),
    ("wlan setting", "WLAN;disabled", ["disabled"]),
    ("wifi standard", "Wi-Fi,802.11ax", ["802.11ax"]),
    ("wlan band", "WLAN,2.4GHz", ["2.4GHz"]),
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


#: (text of a firm named after its owner and the owner alone later, the owner's name)
OWNERS = [
    ("Garage Bernard: Bernard touche 3 200 € par mois.", "Bernard"),
    ("Piekarnia Kowalski: Kowalski zarabia 6 000 zł.", "Kowalski"),
]


@pytest.mark.parametrize(("text", "name"), OWNERS)
def test_the_owner_alone_is_masked_and_the_firm_not(det: Detector, text: str, name: str) -> None:
    spans = det.scan_text(text)
    firm, owner = text.index(name), text.index(name, text.index(name) + 1)
    assert any(s.start <= owner and owner + len(name) <= s.end for s in spans), spans
    assert not any(s.start < firm + len(name) and firm < s.end for s in spans), spans
