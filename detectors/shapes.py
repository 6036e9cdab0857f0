"""Date and time shapes: text that is a calendar date, a month or a clock time, never a number id.

A card, account, phone or national id number is a run of digits; so is ``2024-04-01``. Any
rule that takes "6+ digits after a label" or "the digits of a known number" would read a date
as one (``Account statement 2024-04`` -> an account number; a 6-digit value ``202404`` -> the
first half of every April 2024 date). :func:`datetime_ranges` finds the date/time tokens of a
text; a number-typed span that overlaps one, and a digits match inside one, are rejected.

Shapes (each bounded: no digit, letter or ``-`` glued on either side):

- ISO dates and months ``YYYY-MM-DD``, ``YYYY/MM/DD``, ``YYYY.MM.DD``, ``YYYY-MM`` (year 1900-2099,
  month 01-12, day 01-31), with an optional time ``T``/space ``HH:MM[:SS[.fff]]`` and zone;
- day-first and month-first dates ``DD.MM.YYYY``, ``DD/MM/YYYY``, ``MM/DD/YYYY``, ``DD-MM-YYYY``;
- CJK dates ``2024年4月1日``;
- clock times ``HH:MM`` and ``HH:MM:SS[.fff]``.

Plain 8-digit ``YYYYMMDD`` is *not* a date here: without separators it is as likely an id.
"""

from __future__ import annotations

import re

__all__ = ["DATE_SENSITIVE_TYPES", "datetime_ranges", "in_datetime", "is_datetime", "overlaps_datetime"]

_Y = r"(?:19|20)\d\d"
_M = r"(?:0?[1-9]|1[0-2])"
_D = r"(?:0?[1-9]|[12]\d|3[01])"
_TIME = r"(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:[.,]\d{1,9})?)?"
_ZONE = r"(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?"
_DIGIT_RE = re.compile(r"\d")
_SHAPE_SEP_RE = re.compile("[-/.:年]")  # each shape of `_DATETIME_RE` holds one of them
_DATETIME_RE = re.compile(
    rf"(?<![\w\-./:])(?:"
    rf"{_Y}(?P<s1>[-/.]){_M}(?:(?P=s1){_D}(?:(?:T|[ \t]+){_TIME}{_ZONE})?)?"
    rf"|{_D}(?P<s2>[-/.]){_M}(?P=s2){_Y}(?:[ \t]+{_TIME})?"
    rf"|{_M}(?P<s3>[-/.]){_D}(?P=s3){_Y}(?:[ \t]+{_TIME})?"
    rf"|{_D}(?P<s4>[-/.]){_M}(?P=s4)\d\d,?[ \t]+{_TIME}"  # chat exports: [08.06.24 10:41]
    rf"|{_Y}年{_M}月(?:{_D}日)?"
    rf"|{_TIME}{_ZONE}"
    rf")(?![\w\-]|[./:]\d)"
)

#: Entity types whose value is a number id: a date or time is never one of them.
DATE_SENSITIVE_TYPES = frozenset(
    {
        "CREDIT_CARD",
        "BANK_ACCOUNT",
        "IBAN_CODE",
        "US_BANK_NUMBER",
        "NATIONAL_ID",
        "TAX_ID",
        "PHONE_NUMBER",
        "US_SSN",
        "US_ITIN",
        "US_PASSPORT",
        "US_DRIVER_LICENSE",
        "UK_NHS",
        "CN_RESIDENT_ID",
        "MEDICAL_LICENSE",
    }
)


#: where a `_DATETIME_RE` match may start: each shape starts with one to four digits and a
#: separator (``2024-``, ``01.``, ``10:``, ``2024年``), not glued to a word, ``-``, ``.``, ``/`` or
#: ``:`` (its lookbehind); the character before is consumed so the pattern starts with a class,
#: which the regex engine scans for at C speed (a leading lookbehind makes it try every
#: position). Such runs never overlap: the class excludes digits and separators.
_START_RE = re.compile(r"[^\w\-./:](?=\d{1,4}[-/.:年])")
_START_AT_0_RE = re.compile(r"\d{1,4}[-/.:年]")


def datetime_ranges(text: str) -> list[tuple[int, int]]:
    """``[(start, end), …]`` of the date/time tokens of ``text`` (code-point offsets, sorted).

    The same as ``[m.span() for m in _DATETIME_RE.finditer(text)]``: the pattern is tried only
    where a match can start (:data:`_START_RE`), in order, each search resuming after the last
    match as ``finditer`` does (``tests/detectors/test_datetime_starts.py``)."""
    # every shape holds a `\d` and one of `-/.:年` (C speed; `isdigit` per char was not): most
    # lines a known number is checked in (`in_datetime`) hold no date separator at all
    if _DIGIT_RE.search(text) is None or _SHAPE_SEP_RE.search(text) is None:
        return []
    out: list[tuple[int, int]] = []
    end = 0
    if _START_AT_0_RE.match(text):
        m = _DATETIME_RE.match(text)
        if m is not None:
            out.append(m.span())
            end = m.end()
    for c in _START_RE.finditer(text):
        at = c.end()
        if at < end:
            continue
        m = _DATETIME_RE.match(text, at)
        if m is not None:
            out.append(m.span())
            end = m.end()
    return out


def is_datetime(value: str) -> bool:
    """True when the whole of ``value`` (stripped) is one date/time token (``2024-04``,
    ``01.04.2024``, ``2024-04-01T10:00:00Z``, ``10:30``)."""
    v = value.strip()
    m = _DATETIME_RE.fullmatch(v) if v else None
    return m is not None


def overlaps_datetime(ranges: list[tuple[int, int]], start: int, end: int) -> bool:
    """True when ``[start, end)`` shares a character with one of ``ranges`` (from
    :func:`datetime_ranges` of the same text)."""
    return any(a < end and start < b for a, b in ranges)


def in_datetime(text: str, start: int, end: int, *, partial: bool = False) -> bool:
    """True when ``text[start:end]`` overlaps a date/time token of ``text`` (with ``partial``:
    overlaps one without covering it whole). Only the surrounding line is examined, so the
    cost does not grow with the text."""
    lo = text.rfind("\n", 0, start) + 1
    hi = text.find("\n", end)
    hi = len(text) if hi < 0 else hi
    line = text[max(lo, start - 40) : min(hi, end + 40)]
    off = max(lo, start - 40)
    a, b = start - off, end - off
    ranges = datetime_ranges(line)
    if partial:
        ranges = [(x, y) for x, y in ranges if not (a <= x and y <= b)]
    return overlaps_datetime(ranges, a, b)
