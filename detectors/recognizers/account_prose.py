"""A bank account number said in a sentence after the word for account (issue 12, fields17).

Entity: ``BANK_ACCOUNT`` (0.75).

Chat and notes give an account without a form label: ``पैसे मेरे खाते 50100234567891 में भेज
दो``, ``przelej na moje konto 1234 5678 9012 3456``, ``העבר לחשבון 12-345-678901``, ``hesabıma
1234567890 yatır``, ``chuyển vào tài khoản 0123456789``, ``transfer ke rekening 1234567890``.
The word for account (its case endings, a glued Hebrew/Arabic preposition or possessive) is
followed, within two short words, by a number of 8-20 digits in at most five groups. Not an
amount (a currency or a decimal part next to it), not a phone (``+`` before it or a phone word
between), not a date; an order, invoice or customer number has its own word, not this one.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

SCORE = 0.75
_ACCOUNT = (
    r"खात(?:ा|े)|अकाउंट|[وبل]?(?:ال)?حساب(?:ي|ك|ه|ها|نا)?|[לבמו]?חשבון(?:י|ך|ו|ה)?|"
    r"kont(?:o|a|u|em)|koncie|rachun(?:ek|ku|kiem)|cuenta|conto|conta|hesab[ıiauımzn]{0,6}|hesap|"
    r"rekening|tài[ \t]+khoản|рахун(?:ок|ку|ки)|сч[её]т(?:а|у)?|kontot?|kontoen|tili(?:lle|lleni|ni)?|계좌(?:로|는|번호)?"
)
_RE = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_ACCOUNT})(?![^\W\d_])[ \t:]*(?:[^\W\d_]{{1,6}}[ \t]+){{0,2}}"
    r"(?P<num>(?<![\d+])\d{2,20}(?:[ \-]\d{2,12}){0,4}(?![\d,.]\d)(?!\d))"
)
#: a date in groups (``2026 11 30``) or a year glued to a number (``seit 2019 12345678``)
_YEAR_GROUP = re.compile(r"(?:19|20)\d\d(?:[ \-]|$)")
_PHONE_WORDS = re.compile(r"(?i)tel|phone|fon|mobil|फ़ोन|फोन|טלפון|هاتف|전화|điện|telp")
_MONEY_AFTER = re.compile(r"[ \t]?(?:[€$£₹₪₺₩₫%]|zł|zl|kr|TL|Rp|EUR|USD|PLN|INR|ILS|TRY|VND|IDR|ريال|درهم|원|đ|грн)")


class AccountProseRecognizer(OurRecognizer):
    """Account numbers after the word for account in prose (module docstring)."""

    ENTITIES = ("BANK_ACCOUNT",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("BANK_ACCOUNT", start, end, 0.75)``."""
        for m in _RE.finditer(text):
            num = m.group("num")
            digits = sum(c.isdigit() for c in num)
            if not 8 <= digits <= 20 or _YEAR_GROUP.match(num):
                continue
            if _PHONE_WORDS.search(text, m.start(), m.start("num")) or _MONEY_AFTER.match(text, m.end("num")):
                continue
            yield "BANK_ACCOUNT", m.start("num"), m.end("num"), SCORE
