"""Card and SIM PINs told in prose or under short labels, in many languages (round 17).

Entity: ``PASSWORD`` 0.8. ``prose_secrets.py`` takes the digits right after ``PIN`` or after a
copula; people also put words between (``PIN ATM saya 6621``, ``PIN der Karte lautet 3390``,
``카드 비밀번호 4자리 2580``) or say "my code is" (``кодът ми е 7731``). Rules:

- A PIN word — ``PIN`` in capitals (lower-case ``pin`` is a verb and a hardware pin),
  ``PIN-Code``/``PIN-код``/``ПИН``, ``비밀번호``/``비번`` (Korean), ``暗証番号`` (Japanese),
  ``密码``/``密碼`` after a card word (Chinese) — then, on the same line within 32 characters
  and before any sentence end, the *first* number: it is taken when it is a standalone run of
  4-6 digits. A digit-count phrase (``4자리``, ``4-digit``, ``4 Ziffern``) is skipped. Anything
  else first (``PIN 17``, ``PIN-diode BPW34``, ``1.2.3``) ends the search, so hardware pins,
  versions and part numbers stay.
- A first-person code sentence with no PIN word (``my code is``, ``кодът ми е``, ``mi código
  es``, ``mein Code ist``, ``kode saya``, ``мой код``) followed by 4-6 digits, unless a code
  kind that is not a secret stands before ``code`` (zip, postal, area, error, promo …).
- A table column whose header has ``pin`` as a word (``pin``, ``card_pin``, ``PIN-Code``) and
  a cell that is exactly 4-6 digits.
- Six digits after ``PIN`` are also an Indian postal code (``Mumbai PIN 400021``): taken only
  with a card/ATM/bank/SIM word or a copula on the line. A year after a time preposition
  (``PIN changed in 2024``) is not a PIN.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer, column_header

_PIN_WORD_RE = re.compile(
    r"(?<![\w\-])(?:PIN|Pin-?(?:Code|code|Nummer|nummer|kod|kode|koden)|PIN-?(?:Code|code|CODE|Nummer|kod|kode|koden|код)|"
    r"ПИН(?:-?код)?|Пин-?код|пин-?код|"
    r"(?:카드|통장|체크카드|ATM)\s?(?:비밀번호|비번|암호)|暗証番号|(?:卡|银行卡|信用卡|銀行卡)的?(?:密码|密碼))(?![^\W\d_])"
)
_FIRST_PERSON_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?P<kind>[^\W\d_]+)[ \t]+)?(?:my[ \t]+code[ \t]+is|кодът[ \t]+ми[ \t]+е|моят[ \t]+код[ \t]+е|"
    r"мой[ \t]+код(?:[ \t]+[-–—:]|[ \t]+это)?|mi[ \t]+c[oó]digo[ \t]+es|meu[ \t]+c[oó]digo[ \t]+[eé]|"
    r"mein[ \t]+code[ \t]+(?:ist|lautet)|mon[ \t]+code[ \t]+est|il[ \t]+mio[ \t]+codice[ \t]+[eè]|"
    r"kode[ \t]+saya(?:[ \t]+adalah)?|kod[ \t]+saya(?:[ \t]+ialah)?|mój[ \t]+kod[ \t]+to)(?![^\W\d_])"
)
#: Code kinds that are not secrets: a first-person "my zip code is 10115" stays.
_NOT_SECRET_KIND = re.compile(
    r"(?i)zip|postal|post|postcode|area|error|exit|status|promo|coupon|discount|voucher|product|tracking|"
    r"country|dial|booking|reference|order|invoice|class|course|tax|qr|bar|source|dress|"
    r"почтов\w*|индекс|пощенски\w*|грешка|ошибк\w*|промо\w*|postal|código[ \t]+postal|pos"
)
_NUM_RE = re.compile(r"(?<![\w.,#/:\-+])(\d{4,6})(?![\w.,/:\-]\d|[\w%°])")
_COUNT_RE = re.compile(
    r"\d[ \t\-]?(?:자리|桁|位|digits?|stellige?n?|Ziffern|chiffres|cifras|d[ií]gitos|цифр\w*|angka|haneli|cyfr\w*)"
)
_SENTENCE_END_RE = re.compile(r"[.!?。！？;]\s|[.!?。！？]$")
_CARD_RE = re.compile(
    r"(?i)card|atm|debit|credit|bank|karte|girocard|carte|tarjeta|cart[aã]o|carta|kartu|карт|카드|卡|カード|"
    r"(?<![^\W\d_])(?:sim|kad|cb|my|mein|mon|ma|mi|meu|saya|ми|мой|is|ist|est|es|é|lautet|adalah|ialah|е|это)(?![^\W\d_])"
)
_TIME_PREP_RE = re.compile(
    r"(?i)(?:\bin|\bsince|\bon|\bat|\buntil|\bbefore|\bafter|\bby|\bfrom|\bseit|\bim|\bam|\bbis|\ben|\bdesde|\bdepuis|"
    r"\bdans|\bsejak|\btahun|\bв|\bс|\bдо|\bот|\bпрез)[ \t]+$"
)
_HEADER_PIN_RE = re.compile(r"(?i)(?:^|[\s_\-/])(?:pin|пин)(?:$|[\s_\-/])|pin-?code|pincode|пин-?код")
_HEADER_NOT_RE = re.compile(r"(?i)gpio|led|pins\b|count|header|postal|post|zip|india")


def _count_phrase_end(window: str, at: int) -> int | None:
    """End of a digit-count phrase (``4자리``, ``4-digit``) starting at ``at``, else None."""
    m = _COUNT_RE.match(window, at)
    return m.end() if m else None


def _first_number(text: str, start: int, limit: int = 32) -> re.Match[str] | None:
    """The first number after ``start`` on its line, within ``limit`` characters and before a
    sentence end, when it is a standalone run of 4-6 digits; None when anything else comes first."""
    le = text.find("\n", start)
    end = min(len(text) if le < 0 else le, start + limit + 8)
    pos = start
    while pos < end:
        d = next((i for i in range(pos, end) if text[i].isdigit()), None)
        if d is None or d - start > limit:
            return None
        if _SENTENCE_END_RE.search(text, start, d):
            return None
        skip = _count_phrase_end(text, d)
        if skip is not None and not text[d + 1 : d + 2].isdigit():
            pos = skip
            continue
        m = _NUM_RE.match(text, d)
        return m if m and m.start() == d else None
    return None


def _year_after_preposition(text: str, start: int, end: int) -> bool:
    v = text[start:end]
    return len(v) == 4 and v[:2] in ("19", "20") and _TIME_PREP_RE.search(text[max(0, start - 12) : start]) is not None


def not_a_pin(text: str, word_start: int, start: int, end: int) -> bool:
    """Whether the digits ``text[start:end]`` after a PIN word at ``word_start`` are not a PIN:
    a year after a time preposition (``changed in 2024``), or six digits after the word ``PIN``
    itself with no card/ATM/bank/SIM word or copula between the line start and the value
    (``Mumbai PIN 400021``: India's postal code is called PIN; ``passcode 990213`` stays)."""
    if _year_after_preposition(text, start, end):
        return True
    if end - start == 6 and text[start:end].isdigit() and text[word_start : word_start + 3].casefold() == "pin":
        ls = text.rfind("\n", 0, word_start) + 1
        return _CARD_RE.search(text, ls, start) is None
    return False


class CardPinRecognizer(OurRecognizer):
    """Card/SIM PINs in prose, first-person code sentences and PIN table columns (rules in the
    module docstring). Spans cover the digits only."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)`` per PIN value (character offsets into ``text``)."""
        if sum(c.isdigit() for c in text) < 4:
            return
        for w in _PIN_WORD_RE.finditer(text):
            m = _first_number(text, w.end())
            if m is None or not_a_pin(text, w.start(), m.start(1), m.end(1)):
                continue
            yield "PASSWORD", m.start(1), m.end(1), 0.8
        for f in _FIRST_PERSON_RE.finditer(text):
            kind = f.group("kind")
            if kind and _NOT_SECRET_KIND.fullmatch(kind):
                continue
            m = _first_number(text, f.end(), limit=6)
            if m is not None and not _year_after_preposition(text, m.start(1), m.end(1)):
                yield "PASSWORD", m.start(1), m.end(1), 0.8
        if "\n" in text and re.search(r"(?i)pin|пин", text):
            for m in re.finditer(
                r"(?<=[,;\t|])[ \t]*(\d{4,6})[ \t]*(?=[,;\t|\r\n]|$)|^(\d{4,6})(?=[,;\t|])", text, re.M
            ):
                g = 1 if m.group(1) else 2
                header = column_header(text, m.start(g))
                if header and _HEADER_PIN_RE.search(header) and not _HEADER_NOT_RE.search(header):
                    yield "PASSWORD", m.start(g), m.end(g), 0.8
