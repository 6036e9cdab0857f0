"""Leftovers, round 18 (issue 12): postal PINs, template slots, firms after a talk verb.

Each kind has decoys (nothing of the kind may be masked) and real twins of the same shape that
must stay masked. Written fresh for this round (addresses, curl lines, chat notes in several
languages, JSON, CSV, markdown), not from any corpus split.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

_SECRETS = ("PASSWORD", "SECRET", "API_KEY")


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _typed(det: Detector, text: str, types: tuple[str, ...]) -> list[str]:
    return [s.text for s in det.scan_text(text) if s.entity_type in types]


def _covered(det: Detector, text: str, value: str, types: tuple[str, ...]) -> bool:
    start = text.index(value)
    spans = [s for s in det.scan_text(text) if s.entity_type in types]
    return all(any(s.start <= i < s.end for s in spans) for i in range(start, start + len(value)) if text[i].isalnum())


# -- 1. an Indian postal PIN is part of an address ------------------------------------------
POSTAL = [
    "Mumbai PIN: 400069",
    "Pincode: 110001",
    "Kochi pin code: 682001",
    "Nashik PIN 422001 (Maharashtra)",
    '{"city": "Chennai", "pin": "600028"}',
    '{"name": "R. Iyer", "city": "Mysuru", "pin": "570001"}',
    "city,state,pincode\nJaipur,Rajasthan,302017",
    "| Branch | City | PIN |\n|---|---|---|\n| Andheri | Mumbai | 400 069 |",
    "Deliver to the site office\n221B Lakeview Residency, Whitefield\nBengaluru\nPIN: 560066",
    "Lieferadresse: Hyderabad, Telangana, PIN-Code 500081",
    "Versand an: Koregaon Park, Pune, PIN 411001",
    "Envío a Lucknow, Uttar Pradesh – PIN code 226010",
]
PIN_SECRETS = [
    ("PIN: 4821", "4821"),
    ("door PIN: 7730", "7730"),
    ("my card PIN code 4821", "4821"),
    ("ATM PIN 482193", "482193"),
    ('{"card": "visa", "pin": "770812"}', "770812"),
    ("Ihre neue Karten-PIN lautet 731905", "731905"),
    ("PIN: 400069", "400069"),
    ("Le code PIN de ma carte est 560213.", "560213"),
]


@pytest.mark.parametrize("text", POSTAL)
def test_a_postal_pin_is_no_password(det: Detector, text: str) -> None:
    assert _typed(det, text, _SECRETS) == []


@pytest.mark.parametrize("text,value", PIN_SECRETS)
def test_a_card_or_door_pin_stays_a_password(det: Detector, text: str, value: str) -> None:
    assert _covered(det, text, value, ("PASSWORD",))


# -- 2. a template's slot is no secret --------------------------------------------------------
SLOTS = [
    "GET https://api.example.com/v2/items?token=%7Btoken%7D&page=2",
    "https://x.io/cb?secret=%7B%7Bkey%7D%7D",
    "wss://stream.example.com/socket?access_token=%3Cyour-token%3E",
    "Beispiel: https://api.wetter.example/v3?appid=%7BAPPID%7D&lang=de",
    "Der Link lautet https://api.beispiel.de/v1/export?token={TOKEN}",
    'client_secret: "%CLIENT_SECRET%"',
    "curl 'https://api.acme.io/data?api_key={api_key}&q=x'",
    "Authorization: Bearer <your-token>",
    "url: https://hooks.example.org/in?key={{api_key}}",
    "POST /v1/users/:token/reset",
    'Pour tester : curl "https://api.exemple.fr/v1/factures?cle={{cle_api}}"',
]
SLOT_TWINS = [
    ("https://svc.example.net/hook?token=9f8Kq2LmZx7Rt4Vb&mode=a", "9f8Kq2LmZx7Rt4Vb"),
    ("https://api.x.com/v1/feed?token=%7Bq8Lm2Kx9Vt4Rz7%7D", "q8Lm2Kx9Vt4Rz7"),
    ("token={Xk9mP2vLq7Rt}", "Xk9mP2vLq7Rt"),
    ("password: {summer2024}", "summer2024"),
]


@pytest.mark.parametrize("text", SLOTS)
def test_a_template_slot_is_no_secret(det: Detector, text: str) -> None:
    assert _typed(det, text, _SECRETS) == []


@pytest.mark.parametrize("text,value", SLOT_TWINS)
def test_a_real_value_in_the_same_place_stays_a_secret(det: Detector, text: str, value: str) -> None:
    assert _covered(det, text, value, _SECRETS)


# -- 3. a firm after a talk or call verb is nobody -----------------------------------------------
FIRMS = [
    ("Hablé con Iberdrola ayer sobre la factura.", "Iberdrola"),
    ("I spoke with Vodafone about the contract.", "Vodafone"),
    ("Hablé con Movistar y con Endesa.", "Movistar"),
    ("Llamé a Telefónica por la fibra.", "Telefónica"),
    ("Ich habe mit Siemens telefoniert, sie schicken einen Techniker.", "Siemens"),
    ("J'ai appelé Orange pour la box.", "Orange"),
    ("Ik heb met Eneco gebeld over de meter.", "Eneco"),
    ("Ho parlato con Enel della bolletta.", "Enel"),
]
PEOPLE = [
    ("Hablé con Lucía ayer sobre la factura.", "Lucía"),
    ("Ich habe mit Henrike telefoniert.", "Henrike"),
    ("Please call Tillbrook tomorrow about the invoice.", "Tillbrook"),
    ("I spoke with Bellweather about it.", "Bellweather"),
    ("Hablé con Quenby ayer.", "Quenby"),
    ("spoke with Hunter about the deal", "Hunter"),
]


@pytest.mark.parametrize("text,firm", FIRMS)
def test_a_firm_after_a_talk_verb_is_no_person(det: Detector, text: str, firm: str) -> None:
    assert not any(firm in p for p in _typed(det, text, ("PERSON",)))


@pytest.mark.parametrize("text,name", PEOPLE)
def test_a_person_after_the_same_verbs_stays(det: Detector, text: str, name: str) -> None:
    assert _covered(det, text, name, ("PERSON",))


# -- 4. compensation facts about named people ------------------------------------------------------
PAY = [
    ("Split of the Q3 pot: Wendeline 40%, Rufus 35%, Dagny 25%.", ["40%", "35%", "25%"]),
    ("Verteilung des Bonustopfs Q3: Anika 40 %, Rufus 35 %, Dagny 25 %.", ["40 %", "35 %", "25 %"]),
    ("Répartition de l'enveloppe de primes T3 : Anika 40 %, Rufus 35 %.", ["40 %", "35 %"]),
    ("Verdeling bonuspot Q3: Anika 40%, Rufus 35%.", ["40%", "35%"]),
    ("offer Tamsin 82–88k", ["82–88k"]),
    ("Oferta para Tamsin: 82–88k", ["82–88k"]),
    ("Angebot an Kolja Brenneke: 71–76k brutto", ["71–76k"]),
    ("He's on minimum wage since the summer.", ["minimum wage"]),
    ("Tobias is paid the minimum wage.", ["minimum wage"]),
    ("Sie bekommt nur den Mindestlohn.", ["Mindestlohn"]),
    ("Elle est payée au SMIC depuis 2023.", ["SMIC"]),
    ("Marisol cobra el salario mínimo.", ["salario mínimo"]),
    ("Hij verdient het minimumloon.", ["minimumloon"]),
    ("她拿最低工资。", ["最低工资"]),
    ("Jonas got a 6% raise this year.", ["6%"]),
    ("Jonas kreeg 6% opslag.", ["6%"]),
    ("张伟涨薪6%。", ["6%"]),
    ("李娜今年加薪8%，下个月生效。", ["8%"]),
    ("Tenant: Maeve Callaghan, deposit £1,450, rent £1,200/month.", ["£1,450"]),
    ("Borg huurder Maeve de Wit: € 1.450", ["1.450"]),
    ("Fianza de Iñaki Olabarria: 1.450 €", ["1.450"]),
    ("Caution du locataire Léonie Brac : dépôt de garantie 1 450 €", ["1 450"]),
    ("Mieter Torben Falk – Kaution 1.450 €", ["1.450"]),
    ("Security deposit for the flat: $2,400 (Ximena Oduya)", ["2,400"]),
]
NOT_PAY = [
    "Prize pool: Gold 50%, Silver 30%, Bronze 20%.",
    "Budget split: Marketing 40%, Sales 35%, Support 25%.",
    "The minimum wage rises to €12.82 next year.",
    "Der Mindestlohn steigt 2025 auf 12,82 €.",
    "Le SMIC augmente de 2 %.",
    "公司营收增长6%。",
    "A deposit of €200 is required at check-in for all guests.",
    "The ECB deposit rate is 3.25%.",
    "Price: £1,450 per unit, 6% discount.",
    "The marketing budget is €40,000 and the rate is 6%.",
]
_MONEY = ("SALARY", "FINANCIAL_AMOUNT")


@pytest.mark.parametrize("text,values", PAY)
def test_a_named_persons_pay_fact_is_masked(det: Detector, text: str, values: list[str]) -> None:
    for v in values:
        assert _covered(det, text, v, _MONEY), v


@pytest.mark.parametrize("text", NOT_PAY)
def test_public_figures_beside_them_stay(det: Detector, text: str) -> None:
    assert _typed(det, text, _MONEY) == []
