"""Passport numbers by their label in many languages, on the label's line or the next one, and
in identity-document records.

- **Label** (``NATIONAL_ID`` 0.85, the type the MRZ rule gives document numbers): a passport
  word of en, de, nl, fr, es, it, pt, no/da/sv, fi, pl, tr, ru, el, ar, he, zh, ja, ko
  (``Passport No.``, ``Reisepassnummer``, ``paspoortnummer``, ``numéro de passeport``,
  ``Passin nro``, ``Номер паспорта``, ``Αρ. διαβατηρίου``, ``رقم جواز السفر``, ``护照号``,
  ``パスポート番号``, ``여권번호``), an optional number word, a colon/``#``/copula
  (``is``, ``est``, ``ist``), then the document number: 6-9 capital letters and digits with at
  least one digit (ICAO 9303 allows 9 characters), or a Russian series and number
  (``45 12 345678``). CJK labels may be glued to the number (``护照号JN5215804``). A label that
  ends its line (bilingual forms and OCR: ``Αρ. διαβατηρίου / Passport No.``) labels the next
  line when that line is only the number.
- **Record** (0.85): a JSON object whose document type is a passport (``"type": "P"``,
  ``"documentType": "PASSPORT"``, ``"doc_type": "passport"``) gives its ``number`` /
  ``documentNumber`` / ``docNo`` / ``value`` sibling.
A bare 9-character code with no passport word (``order no. AB1234567``) is left.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_PASS_WORD = (
    r"(?:passports?|pass(?:port)?[ \t]?(?:no|nr|number|#)|reisepass\w*|passnummer|passnr|pass-?nr|"
    r"passeport|pasaporte|passaporto|passaporte|paspoort\w*|passet|passin|passi|pasaport\w*|paszport\w*|"
    r"паспорт\w*|διαβατ[ηή]ρ[ιί]\w*|جواز(?:[ \t]السفر)?|דרכון|护照(?:号码|号)?|護照(?:號碼|號)?|旅券(?:番号)?|"
    r"パスポート(?:番号)?|여권(?:[ \t]?번호(?:는|가)?)?)"
)
_NUM_WORD = (
    r"(?:[ \t\-]*(?:no|nr|nro|n°|nº|num|number|numero|numéro|número|nummer|numer|numara\w*|номер|αριθμός|αρ|رقم|"
    r"מספר|号码|號碼|番号|번호)\.?)?"
)
_GAP = r"[ \t]*[:：#=\-]?[ \t]*[\"']?[ \t]*(?:(?:is|est|ist|es|è|é|er|är|on)[ \t]+)?"
_VALUE = r"(?P<v>(?=[A-Z0-9]*\d)[A-Z0-9]{6,9}|\d{2}[ \t]?\d{2}[ \t]?\d{6}|\d{2}[ \t]\d{7})(?![A-Za-z0-9])"
_LABEL_RE = re.compile(rf"(?i:{_PASS_WORD}{_NUM_WORD}){_GAP}{_VALUE}")
#: a CJK label glued to the number (no space, no colon)
_CJK_GLUED_RE = re.compile(
    r"(?:护照(?:号码|号)?|護照(?:號碼|號)?|旅券番号|パスポート番号|여권번호)(?P<v>[A-Z]{1,2}\d{6,8})(?![A-Za-z0-9])"
)
#: a label ending its line; the next line is only the number
_NEXT_LINE_RE = re.compile(rf"(?im:{_PASS_WORD}{_NUM_WORD}[ \t]*[:：.]?[ \t]*$)\n[ \t]*{_VALUE}[ \t]*(?=\n|$)")
_DOC_TYPE_RE = re.compile(
    r'(?i)"(?:type|document_?type|doc_?type|documentType|docType|kind)"\s*:\s*"(?:P|PP|passport)"'
)
_DOC_NUMBER_RE = re.compile(
    r'"(?:number|documentNumber|document_number|docNumber|doc_number|docNo|doc_no|value|no)"\s*:\s*"'
    r'(?P<v>(?=[A-Z0-9]*\d)[A-Z0-9]{6,9})"'
)


class PassportRecognizer(OurRecognizer):
    """Passport numbers by label and in document records (module docstring)."""

    ENTITIES = ("NATIONAL_ID",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("NATIONAL_ID", start, end, 0.85)``."""
        for rx in (_LABEL_RE, _CJK_GLUED_RE, _NEXT_LINE_RE):
            for m in rx.finditer(text):
                yield "NATIONAL_ID", m.start("v"), m.end("v"), 0.85
        for m in _DOC_TYPE_RE.finditer(text):
            # the sibling inside the same JSON object: no brace between them
            lo = text.rfind("{", 0, m.start())
            hi = text.find("}", m.end())
            lo, hi = max(lo, 0), len(text) if hi < 0 else hi
            for n in _DOC_NUMBER_RE.finditer(text, lo, hi):
                if "{" not in text[min(n.start(), m.end()) : max(n.start(), m.start())]:
                    yield "NATIONAL_ID", n.start("v"), n.end("v"), 0.85
