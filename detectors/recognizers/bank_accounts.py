"""Domestic bank account numbers that a layout or a bank's name marks (``BANK_ACCOUNT`` 0.75).

- **Label line, then the number** (payslips, OCR'd statements, forms): a line that is only an
  account label (``Till konto``, ``Kontonummer:``, ``Account number``, ``Rekeningnummer``,
  ``Numéro de compte``, ``Número de cuenta``, ``Номер счёта``, ``口座番号``, ``계좌번호``) and the
  next line only a number of 6-20 digits in groups (``3691-4, 249 899 249-1``, Swedish
  clearing number and account).
- **Next to a bank's name** (chat, transfer notes): a grouped Korean account number with a
  bank word before or after it (``3333-77-4080396 카카오뱅크``, ``국민은행 123456-01-234567``;
  ``은행``, ``뱅크``, ``농협``, ``신협``, ``새마을금고``, ``우체국``), a Japanese ``銀行 … 普通/当座
  1234567`` (branch and ordinary/current account).
A number with no such label or bank word (an order, an invoice, a phone) is left.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_NUM = r"\d[\d \-.,]{4,30}\d"
_LABEL_LINE_RE = re.compile(
    r"(?im)^[ \t]*(?:(?:till|to|auf|naar|vers|al|a|на)[ \t]+)?"
    r"(?:konto(?:nummer|nr\.?)?|bankkonto(?:nummer)?|account(?:[ \t]+(?:number|no\.?))?|acct\.?(?:[ \t]+no\.?)?|"
    r"rekening(?:nummer)?|tilinumero|tili|num[ée]ro[ \t]+de[ \t]+compte|compte|n[úu]mero[ \t]+de[ \t]+cuenta|cuenta|"
    r"numero[ \t]+di[ \t]+conto|conto|номер[ \t]+сч[её]та|сч[её]т|口座番号|口座|계좌[ \t]?번호|계좌)"
    rf"[ \t]*[:：.]?[ \t]*\n[ \t]*(?P<num>{_NUM})[ \t]*$"
)
_KO_BANK = r"(?:[가-힣A-Z]{0,6}(?:은행|뱅크)|농협|신협|새마을금고|우체국)"
_KO_NUM = r"\d{2,6}-\d{2,6}-\d{2,8}(?:-\d{1,3})?"
_KO_RE = re.compile(
    rf"(?<![\d\-])(?P<num>{_KO_NUM})(?![\d\-])[ \t]*[(（]?[ \t]*{_KO_BANK}|{_KO_BANK}[ \t]*[:：)]?[ \t]*(?P<num2>{_KO_NUM})(?![\d\-])"
)
_JA_RE = re.compile(r"銀行[^\n]{0,20}?(?:普通|当座)(?:預金)?[ \t]*(?:口座)?[ \t]*[:：]?[ \t]*(?P<num>\d{7})(?!\d)")


class BankAccountRecognizer(OurRecognizer):
    """Account numbers after a label line or next to a bank's name (module docstring)."""

    ENTITIES = ("BANK_ACCOUNT",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("BANK_ACCOUNT", start, end, 0.75)``."""
        if "\n" in text:
            for m in _LABEL_LINE_RE.finditer(text):
                if 6 <= sum(c.isdigit() for c in m.group("num")) <= 20:
                    yield "BANK_ACCOUNT", m.start("num"), m.end("num"), 0.75
        if "행" in text or "뱅크" in text or "농협" in text or "신협" in text or "금고" in text or "우체국" in text:
            for m in _KO_RE.finditer(text):
                g = "num" if m.group("num") else "num2"
                yield "BANK_ACCOUNT", m.start(g), m.end(g), 0.75
        if "銀行" in text:
            for m in _JA_RE.finditer(text):
                yield "BANK_ACCOUNT", m.start("num"), m.end("num"), 0.75
