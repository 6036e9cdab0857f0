"""Card numbers and IBANs broken across a line break (OCR output, wrapped columns).

Entities: ``CREDIT_CARD`` (0.85), ``IBAN_CODE`` (0.85).

``CARD: 4111 1111`` + newline + ``      1111 1111``: each part alone is no valid number, so
format recognizers see half a card at most and the continuation leaves unmasked. Here the
number-group run that ends a line is joined with the run that starts the next line (leading
blanks skipped); when the joined digits are a valid card (13-19 digits, Luhn, by
``python-stdnum``) or the joined characters a valid IBAN (``stdnum.iban``), one span covers both
parts and the line break between them. The end of the first run is tried with fewer of its
groups when the whole run is too long (a label's digits before the number); the first part
alone must not already be a valid card or IBAN (then the next line is another number), each
part holds 4+ digits, and parts that are cells of delimited rows (a ``,``/``;``/tab right
before the first or after the second) are never joined: CSV rows are separate records.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from stdnum import iban, luhn

from .base import OurRecognizer

_GROUP = r"\d{1,8}"
_SPLIT_DIGITS_RE = re.compile(
    rf"(?P<a>(?<![\w\-.]){_GROUP}(?:[ \-]{_GROUP}){{0,6}})[ \t]*\r?\n[ \t>|]*"
    rf"(?P<b>{_GROUP}(?:[ \-]{_GROUP}){{0,6}})(?![\w\-]|[.,]\d)"
)
_SPLIT_IBAN_RE = re.compile(
    r"(?P<a>(?<![\w])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{1,4}){1,7})[ \t]*\r?\n[ \t>|]*"
    r"(?P<b>[A-Z0-9]{1,4}(?:[ ]?[A-Z0-9]{1,4}){0,7})(?![\w])"
)
_GROUP_RE = re.compile(r"\d+")


def _delimited(text: str, start: int, end: int) -> bool:
    """The parts are cells of delimited rows (CSV/TSV/semicolon/pipe): the first part starts
    right after a delimiter or the second ends right before one; rows are records, not a
    wrapped number."""
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    return before in (",", ";", "\t") or after in (",", ";", "\t", "|")


def _card(digits: str) -> bool:
    return 13 <= len(digits) <= 19 and luhn.is_valid(digits)


class SplitNumberRecognizer(OurRecognizer):
    """Cards and IBANs split over two lines (rules in the module docstring)."""

    ENTITIES = ("CREDIT_CARD", "IBAN_CODE")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield one span from the first part's start to the second part's end."""
        if "\n" not in text:
            return
        for m in _SPLIT_DIGITS_RE.finditer(text):
            if _delimited(text, m.start("a"), m.end("b")):
                continue
            b_digits = "".join(_GROUP_RE.findall(m.group("b")))
            if len(b_digits) < 4:
                continue
            groups = list(_GROUP_RE.finditer(m.group("a")))
            for k in range(len(groups)):
                a_digits = "".join(g.group(0) for g in groups[k:])
                if _card(a_digits) or len(a_digits) < 4:
                    break  # the first line already holds a whole number, or too little of one
                if _card(a_digits + b_digits):
                    yield "CREDIT_CARD", m.start("a") + groups[k].start(), m.end("b"), 0.85
                    break
        if re.search(r"[A-Z]{2}\d{2}", text):
            for m in _SPLIT_IBAN_RE.finditer(text):
                if _delimited(text, m.start("a"), m.end("b")):
                    continue
                a = m.group("a").replace(" ", "")
                if iban.is_valid(a):
                    continue
                if iban.is_valid(a + m.group("b").replace(" ", "")):
                    yield "IBAN_CODE", m.start("a"), m.end("b"), 0.85
