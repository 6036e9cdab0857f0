"""National identifiers, tax numbers and bank accounts validated by ``python-stdnum``.

Entities: ``NATIONAL_ID``, ``TAX_ID``, ``BANK_ACCOUNT``, ``IBAN_CODE``.

- Candidates are digit-bearing tokens (letters, digits and ``space . - /`` separators, at least
  6 digits); each is checked with the ``is_valid`` of the formats in :data:`FORMATS` (check
  digits, embedded dates, lengths — stdnum's rules, not ours).
- Formats whose validity is strong evidence on its own (two check digits, a check digit plus a
  birth date, mod-97, a fixed letter/digit layout: Norwegian fødselsnummer, Swedish
  personnummer, Finnish HETU, French NIR, Belgian national number, Polish PESEL, Greek AMKA,
  Korean RRN, Swiss AHV, Spanish DNI/NIE, Italian codice fiscale, Indian PAN, Irish PPS) score
  0.8 anywhere. Formats with a single mod-11/Luhn/Verhoeff digit (Dutch BSN, German
  Steuer-ID, French NIF, UK UTR, Russian INN, Greek AFM, Japanese My Number, Aadhaar, Austrian
  VNR, Israeli ID, Ukrainian RNTRC, Norwegian account number), which a random number passes
  one time in ten or eleven, score 0.8 only with an identity/tax/account word (not a generic
  "number"/"no"/"id", which order and invoice numbers have too) within 40 characters before
  them on the line, or in the table column's header (else 0.3, below every default threshold).
- IBANs of every country, written compact or in groups of four (``GB82 WEST 1234 5698 7654
  32``), validated by ``stdnum.iban`` (mod-97 and the country's length): ``IBAN_CODE`` 1.0.
- India's PAN (``stdnum.in_.pan``, 4 digits only) and the US Medicare MBI (CMS layout, no
  check digit) need a PAN/tax or Medicare/MBI word before them on the line (or in the
  column header): ``TAX_ID`` / ``NATIONAL_ID`` 0.8.
- Account numbers by context: a 6-20 digit number after an account word in any language of
  the corpus (``account``, ``Konto``, ``rekening``, ``compte``, ``счёт``, ``账号``, ``口座`` …)
  on the same line: ``BANK_ACCOUNT`` 0.75.
"""

from __future__ import annotations

import importlib
import re
from typing import Any, Iterable

from .base import OurRecognizer, column_header

#: (stdnum module, entity type, strong) — strong formats need no context word.
FORMATS: tuple[tuple[str, str, bool], ...] = (
    ("no.fodselsnummer", "NATIONAL_ID", True),
    ("se.personnummer", "NATIONAL_ID", True),
    ("fi.hetu", "NATIONAL_ID", True),
    ("fr.nir", "NATIONAL_ID", True),
    ("be.nn", "NATIONAL_ID", True),
    ("pl.pesel", "NATIONAL_ID", True),
    ("gr.amka", "NATIONAL_ID", True),
    ("kr.rrn", "NATIONAL_ID", True),
    ("ch.ssn", "NATIONAL_ID", True),
    ("es.dni", "NATIONAL_ID", True),
    ("es.nie", "NATIONAL_ID", True),
    ("ie.pps", "NATIONAL_ID", True),
    ("it.codicefiscale", "TAX_ID", True),
    ("in_.pan", "TAX_ID", True),
    ("nl.bsn", "NATIONAL_ID", False),
    ("dk.cpr", "NATIONAL_ID", False),
    ("jp.in_", "NATIONAL_ID", False),
    ("in_.aadhaar", "NATIONAL_ID", False),
    ("at.vnr", "NATIONAL_ID", False),
    ("il.idnr", "NATIONAL_ID", False),
    ("de.idnr", "TAX_ID", False),
    ("fr.nif", "TAX_ID", False),
    ("gb.utr", "TAX_ID", False),
    ("ru.inn", "TAX_ID", False),
    ("gr.vat", "TAX_ID", False),
    ("ua.rntrc", "TAX_ID", False),
    ("vn.mst", "TAX_ID", False),
    ("id.npwp", "TAX_ID", False),
    ("no.kontonr", "BANK_ACCOUNT", False),
)

_CAND_RE = re.compile(r"(?<![\w+\-./@#])[A-Za-z0-9](?:[A-Za-z0-9]|[ .\-/](?=[A-Za-z0-9])){5,24}(?![\w\-@]|\.\w)")
_IBAN_RE = re.compile(
    r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}(?:[ \u00a0]?[A-Z0-9]{1,4})?(?![A-Za-z0-9])"
)
_CONTEXT_RE = re.compile(
    r"(?i)(ssn|social security|bsn|burgerservice|sofi|steuer|\btax|\btin\b|idnr|identifi|identit|national|"
    r"personal ?(?:id|number|no)|personnummer|fødsel|fodsel|fiscal|fiscale|\bnif\b|\bnir\b|\binn\b|инн|\bafm\b|αφμ|"
    r"αμκα|amka|passport|ausweis|aadhaar|my ?number|マイナンバー|個人番号|insurance|versicherung|\butr\b|\bpps\b|"
    r"\bcpr\b|account|acct|konto|rekening|compte|cuenta|conto|счет|счёт|λογαριασμ|حساب|账户|账号|帳號|口座|계좌|"
    r"身份|证件|税号|纳税|社保|医保|ταυτότητ|паспорт|снилс|الهوية|الضريبي|numéro de sécurité|sécurité sociale|"
    r"personnummer|fødselsnummer|kontonummer|rekeningnummer|steuernummer|sozialversicherung|"
    r"\bmst\b|mã số thuế|mã số|thuế|npwp|wajib pajak|pajak|\bnik\b|tài khoản|р/с|р/сч|расч[её]тн|лицев)"
)
_ACCOUNT_CTX_RE = re.compile(
    r"(?i)(?:account|acct|a/c|bank ?konto|konto(?:nummer|nr)?|rekening(?:nummer)?|compte|cuenta|conto|"
    r"kontonr|счет|счёт|р/с|р/сч|расч[её]тн\w*|лицев\w*|tài khoản|\bstk\b|no\.? ?rek\.?|λογαριασμ\w*|حساب|"
    r"账号|账户|帐号|帳號|口座|계좌|routing|sort code|bsb)"
    r"(?:[^\n\d]{0,25}?)(?P<num>\d[\d \-.]{4,34}\d)(?![\d])"
)

#: India's PAN (``ABCPE1234F``: 5 letters, the 4th the holder type, 4 digits, a letter), fewer
#: digits than :data:`_CAND_RE` asks for; validated by ``stdnum.in_.pan`` and needs a PAN or
#: tax word before it on the line, since the shape alone is also a product code's.
_PAN_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z](?![A-Za-z0-9])")
_PAN_CTX_RE = re.compile(r"(?i)\bpan\b|permanent account|income ?tax|पैन|आयकर|\btax|\btin\b")
#: US Medicare Beneficiary Identifier (CMS MBI format: 11 characters, digit/letter positions
#: fixed, letters S L O I B Z never used; dashes optional after the 4th and 7th). No check
#: digit, so a Medicare/MBI word before it on the line is required.
_MBI_RE = re.compile(
    r"(?<![A-Za-z0-9])[1-9][AC-HJKMNP-RT-Yac-hjkmnp-rt-y][AC-HJKMNP-RT-Yac-hjkmnp-rt-y0-9]\d-?"
    r"[AC-HJKMNP-RT-Yac-hjkmnp-rt-y][AC-HJKMNP-RT-Yac-hjkmnp-rt-y0-9]\d-?"
    r"[AC-HJKMNP-RT-Yac-hjkmnp-rt-y]{2}\d{2}(?![A-Za-z0-9])"
)
_MBI_CTX_RE = re.compile(r"(?i)medicare|\bmbi\b|beneficiary")

_MODULES: list[tuple[object, str, bool]] | None = None


def _line_context(text: str, start: int, words: re.Pattern[str], window: int = 40) -> bool:
    ls = text.rfind("\n", 0, start) + 1
    if words.search(text, max(ls, start - window), start):
        return True
    header = column_header(text, start)
    return header is not None and words.search(header) is not None


def _modules() -> list[tuple[object, str, bool]]:
    global _MODULES
    if _MODULES is None:
        _MODULES = [(importlib.import_module("stdnum." + m), t, strong) for m, t, strong in FORMATS]
    return _MODULES


def _has_context(text: str, start: int) -> bool:
    ls = text.rfind("\n", 0, start) + 1
    if _CONTEXT_RE.search(text, max(ls, start - 40), start):
        return True
    header = column_header(text, start)
    return header is not None and _CONTEXT_RE.search(header) is not None


class NationalIdRecognizer(OurRecognizer):
    """Check-digit-validated national ids, tax numbers, IBANs and context account numbers
    (rules and scores in the module docstring)."""

    ENTITIES = ("NATIONAL_ID", "TAX_ID", "BANK_ACCOUNT", "IBAN_CODE")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, score)``."""
        if sum(c.isdigit() for c in text) < 4:
            return
        from stdnum import iban
        from stdnum.in_ import pan

        for m in _PAN_RE.finditer(text):
            if pan.is_valid(m.group(0)) and _line_context(text, m.start(), _PAN_CTX_RE):
                yield "TAX_ID", m.start(), m.end(), 0.8
        for m in _MBI_RE.finditer(text):
            if _line_context(text, m.start(), _MBI_CTX_RE):
                yield "NATIONAL_ID", m.start(), m.end(), 0.8
        if sum(c.isdigit() for c in text) < 6:
            return

        for m in _IBAN_RE.finditer(text):
            if iban.is_valid(m.group(0)):
                yield "IBAN_CODE", m.start(), m.end(), 1.0
        mods = _modules()
        for m in _CAND_RE.finditer(text):
            tok = m.group(0)
            if sum(c.isdigit() for c in tok) < 6 or re.fullmatch(r"\d{4}-\d{2}-\d{2}|\d+\.\d+", tok):
                continue
            ctx: bool | None = None
            for mod, etype, strong in mods:
                try:
                    ok = mod.is_valid(tok)  # type: ignore[attr-defined]  # stdnum modules are untyped; each has is_valid
                except Exception:  # noqa: BLE001 - a stdnum module raising on odd input is a non-match
                    ok = False
                if not ok:
                    continue
                if strong:
                    yield etype, m.start(), m.end(), 0.8
                    break
                if ctx is None:
                    ctx = _has_context(text, m.start())
                yield etype, m.start(), m.end(), 0.8 if ctx else 0.3
                if ctx:
                    break
        for m in _ACCOUNT_CTX_RE.finditer(text):
            num = m.group("num")
            digits = sum(c.isdigit() for c in num)
            if 6 <= digits <= 20 and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", num):
                yield "BANK_ACCOUNT", m.start("num"), m.end("num"), 0.75
