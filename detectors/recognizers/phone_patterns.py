"""Phone numbers in written formats phonenumbers misses.

- :class:`PhonePatternRecognizer` (``PHONE_NUMBER``): NANP ``(415) 555-2671`` /
  ``415.555.2671`` / ``+1-415-555-2671 x12`` (0.55), ``+CC …`` international (0.6), German
  mobile ``0171 1234567`` (0.55) and, with context only, national ``0AAA NNNNNN`` numbers —
  formats ``phonenumbers`` (leniency VALID) rejects for unassigned area codes or Presidio
  scores 0.4 for lack of spaCy-token context. 0.75 with :func:`phone_context`.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer, column_header, has_context


# ------------------------------------------------------------------------------- phones
_PHONE_WORDS = re.compile(
    r"(?i)(phone|tel\b|tel\.|tlf|telefon|telephone|téléphone|tél|mobile|mobil|handy|portable|gsm|"
    r"cell|fax|contact|call|ring|bel\b|appel|anrufen|erreichbar|whatsapp|sms|dial|"
    r"rückruf|zurückrufen|unter der nummer|номер|телефон|тел\.|моб|звон|τηλ|κινητ|هاتف|جوال|الاتصال|اتصال|"
    r"電話|携帯|전화|电话|手机|联系|号码|座机|致电|拨打)"
)
_NANP_RE = re.compile(
    r"(?<![\w+\-.])(?:(?:\+?1|001)[ \-.]?)?(?:\([2-9]\d{2}\)[ \-.]?|[2-9]\d{2}[ \-.])[2-9]\d{2}[ \-.]\d{4}"
    r"(?:[ \t]?(?:x|ext\.?)[ \t]?\d{1,5})?(?![\w\-]|\.\d)"
)
_INTL_RE = re.compile(
    r"(?<![\w+])\+(?:[1-9]\d{0,2})[ \-.]?(?:\(0\)[ \-.]?)?(?:\(?\d{1,5}\)?[ \-.]?){1,5}\d{2,6}(?![\w\-])"
)
_DE_MOBILE_RE = re.compile(r"(?<![\w+\-./])01[5-7]\d[ /\-]?\d{6,8}(?![\w\-./])")
_DE_LOCAL_RE = re.compile(r"(?<![\w+\-./])0[2-9]\d{1,4}[ /\-]?\d{3,9}(?![\w\-./])")


def phone_context(text: str, pos: int) -> bool:
    """A phone word within 32 characters before ``pos`` (JSON keys included) or a table
    column whose header is a phone word (CSV/TSV exports)."""
    if has_context(text, pos, _PHONE_WORDS, 32):
        return True
    header = column_header(text, pos)
    return header is not None and _PHONE_WORDS.search(header) is not None


class PhonePatternRecognizer(OurRecognizer):
    """Phone numbers in common written formats (see module docstring)."""

    ENTITIES = ("PHONE_NUMBER",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PHONE_NUMBER", start, end, score)``."""
        for m in _NANP_RE.finditer(text):
            yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.55
        for m in _INTL_RE.finditer(text):
            digits = sum(c.isdigit() for c in m.group(0))
            if 8 <= digits <= 15:
                yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.6
        for m in _DE_MOBILE_RE.finditer(text):
            yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.55
        for m in _DE_LOCAL_RE.finditer(text):
            digits = sum(c.isdigit() for c in m.group(0))
            if 8 <= digits <= 13 and phone_context(text, m.start()):
                yield "PHONE_NUMBER", m.start(), m.end(), 0.75
