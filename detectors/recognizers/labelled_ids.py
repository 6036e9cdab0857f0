"""Personal identifiers `national_ids.py` cannot see: formats python-stdnum lacks, labels of
more languages, and a label asked in one chat turn and answered in the next.

- German health-insurance number (*Krankenversichertennummer*, KVNR: a letter, 8 digits and a
  check digit — the letter's alphabet position and the digits weighted 1-2-1-2…, digit sums
  added, mod 10; GKV-Spitzenverband's rule) after a KVNR word (``KVNR``, ``KV-Nummer``,
  ``Versichertennr.``, ``Krankenversichertennummer``, ``eGK``) on the line, in an XML element
  or JSON key naming it: ``NATIONAL_ID`` 0.85.
- UK National Insurance number (HMRC's layout: two prefix letters from the allocated sets,
  6 digits, suffix ``A``-``D``; spaced ``QQ 12 34 56 C`` too) after ``NI number``/``NINO``/
  ``National Insurance``: ``NATIONAL_ID`` 0.85.
- Brazilian CPF (``stdnum.br.cpf``, two check digits): in its written layout
  ``123.456.789-09`` anywhere, compact with a ``CPF`` word before it: ``TAX_ID`` 0.85.
- Israeli identity number (``stdnum.il.idnr``) after a Hebrew or transliterated label
  (``תעודת זהות``, ``ת.ז.``, ``מספר זהות``, ``teudat_zehut``): ``NATIONAL_ID`` 0.85.
- **Next-turn answers**: a number of a single-check-digit format of
  :data:`national_ids.FORMATS` (Greek ΑΦΜ, BSN, Steuer-ID …) that opens a chat or transcript
  turn (``Name: 100524007, …``) right after a line holding an id/tax word (``Send me her ΑΦΜ``)
  is scored as if the word were on its own line: 0.8.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from stdnum.br import cpf
from stdnum.il import idnr as il_idnr

from .base import OurRecognizer
from .national_ids import _CAND_RE, _CONTEXT_RE, _modules

_KVNR_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z]\d{9}(?![A-Za-z0-9])")
_KVNR_CTX_RE = re.compile(
    r"(?i)kvnr|kv-?nummer|kv-?nr|versicherten-?(?:nummer|nr)|versichertennr|krankenversicherten|\begk\b|"
    r"krankenkasse|health insurance (?:number|no)"
)
_NINO_RE = re.compile(
    r"(?<![A-Za-z0-9])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
    r"[ \u00a0]?\d{2}[ \u00a0]?\d{2}[ \u00a0]?\d{2}[ \u00a0]?[A-D](?![A-Za-z0-9])"
)
_NINO_CTX_RE = re.compile(r"(?i)\bni\b[ \t]*(?:number|no\.?|#)|\bnino\b|national insurance")
_CPF_RE = re.compile(r"(?<![\d.\-/])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d\-/]|\.\d)")
_CPF_COMPACT_RE = re.compile(r"(?<![\d.\-/])\d{11}(?![\d\-/]|\.\d)")
_CPF_CTX_RE = re.compile(r"(?i)\bcpf\b")
_IL_RE = re.compile(r"(?<![\d\-/])\d{9}(?![\d\-/])")
_IL_CTX_RE = re.compile(
    r'תעודת[ \t]+(?:ה)?זהות|ת\.ז\.?|ת"ז|ת״ז|מספר[ \t]+(?:ה)?זהות|(?i:teudat[ _-]?zehut|israeli[ \t]id)'
)
#: a chat/transcript turn opening: ``[00:01:02] Name:`` / ``Name:`` / ``12/3/24, 9:05 - Name:``
_TURN_RE = re.compile(r"(?:\[[^\]\n]{1,30}\][ \t]*)?(?:[^\n:]{1,25}[,\-–][ \t]*)?[^\n:\[\]]{1,40}:[ \t]*$")


def kvnr_valid(value: str) -> bool:
    """True for a valid KVNR (``A123456780``-shaped, check digit verified)."""
    if not _KVNR_RE.fullmatch(value):
        return False
    digits = f"{ord(value[0]) - 64:02d}" + value[1:9]
    total = 0
    for i, ch in enumerate(digits):
        p = int(ch) * (2 if i % 2 else 1)
        total += p // 10 + p % 10
    return total % 10 == int(value[9])


def _before(text: str, start: int, words: re.Pattern[str], window: int = 60) -> bool:
    """A label within `window` characters before `start` on its line (XML/JSON punctuation
    and a preceding element or key name included)."""
    ls = text.rfind("\n", 0, start) + 1
    return words.search(text, max(ls, start - window), start) is not None


class LabelledIdRecognizer(OurRecognizer):
    """KVNR, NINO, CPF, Israeli ids and next-turn answers (module docstring)."""

    ENTITIES = ("NATIONAL_ID", "TAX_ID")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, score)``."""
        if sum(c.isdigit() for c in text) < 6:
            return
        for m in _KVNR_RE.finditer(text):
            if kvnr_valid(m.group()) and _before(text, m.start(), _KVNR_CTX_RE):
                yield "NATIONAL_ID", m.start(), m.end(), 0.85
        for m in _NINO_RE.finditer(text):
            if _before(text, m.start(), _NINO_CTX_RE):
                yield "NATIONAL_ID", m.start(), m.end(), 0.85
        for m in _CPF_RE.finditer(text):
            if cpf.is_valid(m.group()):
                yield "TAX_ID", m.start(), m.end(), 0.85
        if "cpf" in text.casefold():
            for m in _CPF_COMPACT_RE.finditer(text):
                if cpf.is_valid(m.group()) and _before(text, m.start(), _CPF_CTX_RE):
                    yield "TAX_ID", m.start(), m.end(), 0.85
        if _IL_CTX_RE.search(text):
            for m in _IL_RE.finditer(text):
                if il_idnr.is_valid(m.group()) and _before(text, m.start(), _IL_CTX_RE):
                    yield "NATIONAL_ID", m.start(), m.end(), 0.85
        yield from self._next_turn(text)

    @staticmethod
    def _next_turn(text: str) -> Iterable[tuple[str, int, int, float]]:
        for m in _CAND_RE.finditer(text):
            ls = text.rfind("\n", 0, m.start()) + 1
            if ls == 0 or not _TURN_RE.fullmatch(text, ls, m.start()):
                continue
            prev = text.rfind("\n", 0, ls - 1) + 1
            if not _CONTEXT_RE.search(text, prev, ls - 1):
                continue
            tok = m.group()
            if sum(c.isdigit() for c in tok) < 6:
                continue
            for mod, etype, strong in _modules():
                if strong:
                    continue
                try:
                    ok = mod.is_valid(tok)  # type: ignore[attr-defined]  # untyped stdnum modules
                except Exception:  # noqa: BLE001 - a stdnum module raising on odd input is a non-match
                    ok = False
                if ok:
                    yield etype, m.start(), m.end(), 0.8
                    break
