"""Issue 12, round 13 merge: a pay rise given to all employees is nobody's; a named person's is pay.

``raise_shares`` (fields17) masks a raise said as a percentage alone; ``public_money
.rate_percentage`` drops one given to everyone. Its "all employees" phrases covered en/de/fr
and a few more; a Dutch "Alle medewerkers krijgen 2,5% loonsverhoging" went out masked. Each
collective sentence has a twin naming one person, whose percentage must stay masked. Every
sentence was written for this test."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


# (everyone's raise, one person's raise, the percentage in both)
PAIRS = [
    (
        "Alle medewerkers krijgen 2,5% loonsverhoging per 1 januari.",
        "Jan de Wit krijgt 2,5% loonsverhoging per 1 januari.",
        "2,5%",
    ),
    ("Wszyscy pracownicy dostają podwyżkę o 4% od stycznia.", "Kasia Nowak dostaje podwyżkę o 4% od stycznia.", "4%"),
    ("Alla anställda får en löneökning på 3,2 % i april.", "Erik Lund får en löneökning på 3,2 % i april.", "3,2 %"),
    (
        "Todos los empleados reciben un aumento salarial del 3 %.",
        "Marta Ruiz recibe un aumento salarial del 3 %.",
        "3 %",
    ),
    ("Всем сотрудникам повысили зарплату на 5%.", "Ивану Петрову повысили зарплату на 5%.", "5%"),
    ("Alle ansatte får 4 % lønnsøkning fra mai.", "Kari Nordmann får 4 % lønnsøkning fra mai.", "4 %"),
    ("לכל העובדים העלאה של 3% בשכר.", "ליוסי כהן העלאה של 3% בשכר.", "3%"),
    ("Semua karyawan mendapat kenaikan gaji 5%.", "Budi Santoso mendapat kenaikan gaji 5%.", "5%"),
]


def _hits(det: Detector, text: str, value: str) -> list[str]:
    k = text.index(value)
    return [s.entity_type for s in det.scan_text(text) if s.start < k + len(value) and k < s.end]


@pytest.mark.parametrize(("everyone", "one", "pct"), PAIRS)
def test_everyones_raise_is_nobodys_and_a_persons_is_pay(det: Detector, everyone: str, one: str, pct: str) -> None:
    assert _hits(det, everyone, pct) == [], everyone
    assert "SALARY" in _hits(det, one, pct), one
