"""False-positive kinds of issue 12 (precision11), each with a twin that is real personal data.

Ports and step numbers are no access codes; a discount is no bonus; a thing's founding is no
date of birth; a drug label names nobody's health; a team's or a bot's handle is nobody's.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.recognizers.birth_subject import thing_is_born
from edgeward.detectors.recognizers.handles import team_or_bot_handle
from edgeward.detectors.recognizers.health_reference import reference_statement
from edgeward.detectors.recognizers.percentages import is_promotion
from edgeward.detectors.scanner import Detector


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _typed(det: Detector, text: str, *types: str) -> list[str]:
    return [s.text for s in det.scan_text(text) if s.entity_type in types]


def _covered(det: Detector, text: str, value: str) -> bool:
    k = text.index(value)
    return any(s.start <= k and k + len(value) <= s.end for s in det.scan_text(text))


# -- 1. a port or a step number is no access code --------------------------------------------
PORTS = [
    "Use 8080 to log in to the dashboard.",
    "Enter 3000 to sign in on the local server.",
    "use 5432 to access the database from the bastion",
    "Use 27017 to log in with the mongo shell.",
]
CODES = [
    ("Use 482913 to log in to your account.", "482913"),
    ("Enter 739204 to verify your phone number.", "739204"),
    ("Enter 4471 to sign in, it is your one-time code.", "4471"),
    ("Use 8123 to log in — your PIN from the letter.", "8123"),
]


@pytest.mark.parametrize("text", PORTS)
def test_a_port_after_use_is_no_access_code(det: Detector, text: str) -> None:
    assert _typed(det, text, "PASSWORD", "SECRET") == []


@pytest.mark.parametrize(("text", "code"), CODES)
def test_a_one_time_code_after_use_is_masked(det: Detector, text: str, code: str) -> None:
    assert code in _typed(det, text, "PASSWORD")


# -- 2. a marketing percentage under a compensation-ish label --------------------------------
PROMOS = [
    "Bonus: 10% off your first order.",
    "Bonus: 15 % Rabatt auf alles im Shop",
    "bonus: 20 % de réduction sur la livraison",
    "Bonus: 10% de descuento en tu próxima compra",
    "Bonus: 25% korting op je eerste bestelling",
]
PAY = [
    ("Bonus: 10% of base salary for Maria Keller", "10%"),
    ("Employee: Jonas Veldhuizen\nBonus: 12 %\nSalary: €64,000", "12 %"),
    ("Bonus: €4,500 paid to Priya Raghunathan in March", "€4,500"),
]


@pytest.mark.parametrize("text", PROMOS)
def test_a_discount_under_a_bonus_label_is_no_pay(det: Detector, text: str) -> None:
    assert _typed(det, text, "SALARY", "FINANCIAL_AMOUNT") == []


@pytest.mark.parametrize(("text", "value"), PAY)
def test_a_named_employees_bonus_is_still_masked(det: Detector, text: str, value: str) -> None:
    assert _covered(det, text, value)


def test_is_promotion_reads_the_words_after_the_percentage() -> None:
    for tail, promo in ((" off", True), (" Rabatt", True), (" of base", False), ("", False), (" bonus", False)):
        text = "10%" + tail
        assert is_promotion(text, 3, len(text)) is promo


# -- 3. a date of birth whose subject is no person -------------------------------------------
THINGS = [
    "Linux was born on 17 September 1991.",
    "The project was born on 01/04/2004 in a garage.",
    "L'entreprise est née le 12/03/1998 à Lyon.",
    "Das Projekt wurde am 2. März 2011 geboren, als Fork.",
    "Python was born on 20 February 1991 at CWI.",
]
PEOPLE = [
    ("Linus was born on 28 December 1969.", "28 December 1969"),
    ("My son was born on 3 May 2015.", "3 May 2015"),
    ("Maria Keller, born 12/02/1978 in Bonn.", "12/02/1978"),
    ("Elle est née le 12/03/1998 à Lyon.", "12/03/1998"),
    ("Er wurde am 14. Februar 1979 geboren.", "14. Februar 1979"),
]


@pytest.mark.parametrize("text", THINGS)
def test_a_things_founding_is_no_date_of_birth(det: Detector, text: str) -> None:
    assert _typed(det, text, "DATE_OF_BIRTH") == []


@pytest.mark.parametrize(("text", "date"), PEOPLE)
def test_a_persons_date_of_birth_is_still_masked(det: Detector, text: str, date: str) -> None:
    assert _covered(det, text, date)


def test_thing_is_born_reads_the_subject_before_the_verb() -> None:
    for text, thing in (("Linux was born", True), ("the idea was born", True), ("Linus was born", False),
                        ("born on", False), ("my daughter was born", False)):  # fmt: skip
        assert thing_is_born(text, text.index("born")) is thing


# -- 4. a drug label names nobody's health ---------------------------------------------------
REFERENCE = [
    "Metformin is used to treat type 2 diabetes.",
    "La metformine est utilisée pour traiter le diabète de type 2.",
    "Ibuprofen can cause stomach ulcers and kidney damage.",
    "Asthma is a chronic disease of the airways.",
]
PERSONAL = [
    ("My doctor says metformin is used to treat my type 2 diabetes.", "diabetes"),
    ("She has type 2 diabetes and takes metformin.", "diabetes"),
    ("Jonas was diagnosed with epilepsy last spring.", "epilepsy"),
]


@pytest.mark.parametrize("text", REFERENCE)
def test_a_reference_statement_is_no_health_fact(det: Detector, text: str) -> None:
    assert _typed(det, text, "HEALTH") == []


@pytest.mark.parametrize(("text", "value"), PERSONAL)
def test_a_persons_health_fact_is_still_masked(det: Detector, text: str, value: str) -> None:
    k = text.index(value)
    assert any(s.entity_type == "HEALTH" and s.start <= k < s.end for s in det.scan_text(text))


def test_reference_statement_needs_a_reference_phrase_and_no_person() -> None:
    for text, ref in (("Metformin is used to treat diabetes", True), ("I am used to treat my diabetes", False),
                      ("Ann has diabetes", False)):  # fmt: skip
        assert reference_statement(text, 0, len(text)) is ref


# -- 5. team and bot handles -----------------------------------------------------------------
TEAMS = ["@devops-bot", "@platform-team", "@github-actions", "@team-payments", "@sre-oncall", "@dependabot"]
USERS = ["@maria-lopez", "@jsmith", "@oskar_lindqvist", "@priya.r"]


@pytest.mark.parametrize("handle", TEAMS)
def test_a_team_or_bot_handle_is_nobodys(det: Detector, handle: str) -> None:
    text = f"Ping {handle} when the deploy is done, please."
    assert not _covered(det, text, handle)


@pytest.mark.parametrize("handle", USERS)
def test_a_persons_handle_is_still_masked(det: Detector, handle: str) -> None:
    text = f"Ping {handle} when the deploy is done, please."
    assert _covered(det, text, handle)


def test_team_or_bot_handle_on_its_own() -> None:
    assert team_or_bot_handle("renovate[bot]")
    assert team_or_bot_handle("infra-alerts")
    assert not team_or_bot_handle("anna-berg")
    assert not team_or_bot_handle("devops")  # one word: could be a person's login


# -- 6. a rate under a money label in an unquoted record -------------------------------------
RATES = [
    "Balance: 73% of quota used",
    "balance: 12% remaining on the plan",
    "Debt: 40% of the error budget burnt, p99 12%",
]
AMOUNTS = [
    ("Balance: €1,240.50", "€1,240.50"),
    ("Balance: 73% (EUR 1.200,00 open)", "EUR 1.200,00"),
    ("Bonus: 12 %", "12 %"),
]


@pytest.mark.parametrize("text", RATES)
def test_a_rate_under_a_money_label_is_no_money(det: Detector, text: str) -> None:
    assert _typed(det, text, "SALARY", "FINANCIAL_AMOUNT") == []


@pytest.mark.parametrize(("text", "value"), AMOUNTS)
def test_an_amount_or_a_bonus_share_under_the_label_is_masked(det: Detector, text: str, value: str) -> None:
    assert _covered(det, text, value)
