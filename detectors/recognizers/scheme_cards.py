"""Payment cards of national schemes that Presidio's card pattern (Visa, Mastercard, Amex,
Diners, Discover, JCB prefixes) does not know.

Troy (Turkey, ``9792``), Mir (Russia, ``2200``-``2204``), RuPay (India, ``60``, ``65``, ``81``,
``82``, ``508``), UnionPay (China, ``62``, 16-19 digits), Elo (Brazil, ``4011``, ``4312``, ``4389``,
``5041``, ``5066``, ``5067``, ``6277``, ``6362``, ``6363``, ``6504``-``6507``, ``6509``,
``6516``, ``6550``), Verve (Nigeria, ``5060``, ``5061``, ``6500``) — issuer ranges as the
schemes publish them. A 16-19 digit number (compact or in groups of four) with one of these
prefixes, passing the Luhn check, is a ``CREDIT_CARD`` (0.8) when a card word of any corpus
language (``card``, ``kart``, ``Karte``, ``carte``, ``tarjeta``, ``cartão``, ``карта``, ``卡``,
``カード``, ``카드``, ``kort``, ``kaart``) stands within 80 characters before it (a record key
such as ``[kart] => Array ( [no] =>`` included). Without a card word a Luhn-valid number is
one in ten of all numbers with such a prefix, so it is left.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_PREFIXES = tuple(
    "9792 2200 2201 2202 2203 2204 60 65 81 82 508 62 4011 4312 4389 5041 5066 5067 6277 6362 "
    "6363 6504 6505 6506 6507 6509 6516 6550 5060 5061 6500".split()
)
_NUM_RE = re.compile(r"(?<![\d\-.])(?:\d{4}[ \-]?){3}\d{4}(?:[ \-]?\d{1,3})?(?![\d\-]|\.\d)")
_CARD_WORD_RE = re.compile(
    r"(?i)card|\bkart|karte|carte|tarjeta|cart[ãa]o|карт|кредитк|卡|カード|카드|\bkort|kaart|\bpan\b|troy|rupay|"
    r"\bmir\b|\bмир\b|unionpay|银联|\belo\b|verve"
)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


class SchemeCardRecognizer(OurRecognizer):
    """Luhn-valid cards of national schemes after a card word (module docstring)."""

    ENTITIES = ("CREDIT_CARD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("CREDIT_CARD", start, end, 0.8)``."""
        for m in _NUM_RE.finditer(text):
            digits = re.sub(r"\D", "", m.group())
            if not 16 <= len(digits) <= 19 or not digits.startswith(_PREFIXES) or not _luhn(digits):
                continue
            if _CARD_WORD_RE.search(text, max(0, m.start() - 80), m.start()):
                yield "CREDIT_CARD", m.start(), m.end(), 0.8
