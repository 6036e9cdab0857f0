"""Malaysian MyKad, Kazakh IIN/BIN and Philippine PhilSys numbers (round 17).

Entity: ``NATIONAL_ID`` (``TAX_ID`` for a Kazakh BIN), 0.8. None of the three is safe on shape
alone — a 12-digit MyKad is a date, a place code and four free digits (no check digit); an
IIN's check digit passes one random number in eleven; a PSN is 16 free digits, like an order or
card number — so each needs its own label word within 40 characters before it on the line, or
in the table column's header (JSON keys count: they precede the value on the line):

- MyKad / NRIC (``YYMMDD-PB-####``, dashes or spaces optional), valid for ``stdnum.my.nric``
  (birth date and birthplace code) after ``MyKad``, ``NRIC``, ``IC``, ``I/C``, ``kad
  pengenalan``, ``K/P``, ``身份证``, ``identity card``.
- Kazakh IIN (individuals) and BIN (legal entities), 12 digits, valid for :func:`kz_iin_valid`
  (check digit, plus the birth date and century digit of an IIN or the registration month and
  entity-type digits of a BIN) after ``ИИН``/``IIN``/``ЖСН`` or ``БИН``/``BIN``/``БСН``.
- PhilSys Card Number (PSN, 16 digits, ``1234-5678-9012-3456`` or spaced) and the PhilID card's
  PCN after ``PhilSys``, ``PSN``, ``PhilID``, ``PCN``, ``national ID`` / ``pambansang ID``.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer, column_header

_MYKAD_RE = re.compile(r"(?<![\w\-/.])\d{6}([- ]?)\d{2}\1\d{4}(?![\w\-/]|\.\d)")
_DIGITS12_RE = re.compile(r"(?<![\w\-/.])\d{12}(?![\w\-/]|\.\d)")
_PSN_RE = re.compile(r"(?<![\w\-/.])\d{4}([- ]?)\d{4}\1\d{4}\1\d{4}(?![\w\-/]|\.\d)")

_MYKAD_CTX = re.compile(
    r"(?i)mykad|\bnric\b|(?<![^\W\d_])i/?c(?:[ \t]*(?:no|number|num)\b\.?)?(?![^\W\d_/])|kad[ \t]+pengenalan|"
    r"\bk/p\b|no\.?[ \t]*kp\b|身份证|identity[ \t]+card|\bmykid\b"
)
_IIN_CTX = re.compile(
    r"(?i)(?<![^\W\d_])(?:иин|iin|жсн|ЖСН)(?![^\W\d_])|индивидуальн\w*[ \t]+идентификац|жеке[ \t]+сәйкестендіру"
)
_BIN_CTX = re.compile(
    r"(?i)(?<![^\W\d_])(?:бин|bin|бсн)(?![^\W\d_])|бизнес[ \t\-]+идентификац|бизнес[ \t\-]+сәйкестендіру"
)
_PSN_CTX = re.compile(r"(?i)philsys|philid|phil[ \t]?id|\bpsn\b|\bpcn\b|national[ \t]+id|pambansang[ \t]+id")

#: Weights of the Kazakh IIN/BIN check digit: the first pass, then the second when the first
#: gives 10 (a number whose second pass also gives 10 is never issued).
_W1 = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
_W2 = (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2)


def kz_iin_valid(number: str) -> bool:
    """Whether ``number`` (12 digits, no separators) is a well-formed Kazakh IIN or BIN.

    Check digit (12th): sum of the first 11 digits times weights 1..11, mod 11; when that is 10,
    weights 3..11,1,2 are used, and a second 10 means invalid. Source: the Kazakh rules for
    forming IINs/BINs under the law on national registers of identification numbers (2007), as
    publicly documented (e.g. Russian Wikipedia's article on the Kazakh IIN); python-stdnum 2.2
    has no Kazakh module. Beyond the check digit: an IIN starts with the holder's
    birth date ``YYMMDD`` and a 7th digit 1-6 (century and sex); a BIN starts with the
    registration ``YYMM``, a 5th digit 4-6 (resident, non-resident, individual entrepreneur)
    and a 6th digit 0-3 (head office, branch, representative office, joint business).
    """
    if len(number) != 12 or not number.isdigit():
        return False
    d = [int(c) for c in number]
    check = sum(a * b for a, b in zip(d, _W1)) % 11
    if check == 10:
        check = sum(a * b for a, b in zip(d, _W2)) % 11
        if check == 10:
            return False
    if check != d[11]:
        return False
    return _iin_date(number) or _bin_head(number)


def _iin_date(number: str) -> bool:
    month, day, century = int(number[2:4]), int(number[4:6]), int(number[6])
    return 1 <= month <= 12 and 1 <= day <= 31 and 1 <= century <= 6


def _bin_head(number: str) -> bool:
    return 1 <= int(number[2:4]) <= 12 and number[4] in "456" and number[5] in "0123"


def _labelled(text: str, start: int, words: re.Pattern[str]) -> bool:
    ls = text.rfind("\n", 0, start) + 1
    if words.search(text, max(ls, start - 40), start):
        return True
    header = column_header(text, start)
    return header is not None and words.search(header) is not None


class AsianIdRecognizer(OurRecognizer):
    """MyKad, Kazakh IIN/BIN and PhilSys numbers behind their label words (module docstring)."""

    ENTITIES = ("NATIONAL_ID", "TAX_ID")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, 0.8)`` per labelled, valid number (offsets into ``text``)."""
        if sum(c.isdigit() for c in text) < 12:
            return
        from stdnum.my import nric

        for m in _MYKAD_RE.finditer(text):
            if nric.is_valid(m.group(0)) and _labelled(text, m.start(), _MYKAD_CTX):
                yield "NATIONAL_ID", m.start(), m.end(), 0.8
        for m in _DIGITS12_RE.finditer(text):
            v = m.group(0)
            if not kz_iin_valid(v):
                continue
            if _iin_date(v) and _labelled(text, m.start(), _IIN_CTX):
                yield "NATIONAL_ID", m.start(), m.end(), 0.8
            elif _bin_head(v) and _labelled(text, m.start(), _BIN_CTX):
                yield "TAX_ID", m.start(), m.end(), 0.8
        for m in _PSN_RE.finditer(text):
            if _labelled(text, m.start(), _PSN_CTX):
                yield "NATIONAL_ID", m.start(), m.end(), 0.8
