"""A date of birth or a money figure given as the answer in the next turn of a chat or call
transcript (issue 12, fields17).

Entities: ``DATE_OF_BIRTH``, ``SALARY``, ``FINANCIAL_AMOUNT`` (0.75).

The question names the field and the next turn answers it with the value alone:

    Konsultant: Proszę podać datę urodzenia.      [10:01] Jorge: ¿Cuánto cobra Carmen ahora?
    Klient: 7 listopada 1979                      [10:02] Marta: unos 2.800 € netos

``context_values.py`` reads a value on the line after a label only when the label is listed in
its exact form; questions inflect it (``datę urodzenia``, ``תאריך הלידה``, ``ميلادك``,
``Syntymäaikanne``, ``дату народження``) or use the pay and debt verbs of ``money_cues.py``
(``cobra``, ``guadagna``, ``מרוויח``, ``borçlu``, ``nợ``). A turn that holds a birth stem
(:data:`_BIRTH_STEMS`) or a pay/debt/balance cue and asks (a question mark, or a request verb
such as ``podać``, ``알려주세요``, ``Назвіть``) marks the first date of birth or money amount
that opens the next line's content (after its speaker, a timestamp and at most two short
filler words: ``unos``, ``בערך``, ``about``). A money question needs a question mark and a pay or
debt cue (a balance or contract word also names products); a birth year is 1900–2016 (a
birthday party's date is no birth).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer
from .birth_prose import _NUM_DATE_RE, _WORD_MONTH_DATE_RE
from .money_cues import CUES, MONEY_RE
from .spoken_dates import DATE_PHRASE_RE

SCORE = 0.75
#: stems of the words for birth / date of birth (inflected forms start with them)
_BIRTH_STEMS = re.compile(
    r"(?i)birth|born|d\.?o\.?b|geburt|naissance|nacimiento|nascita|nascimento|urodz|doğum|dogum|"
    r"народж|рожден|syntymä|födelse|fødsel|födel|lahir|ngày\s+sinh|geboorte|γενν|"
    r"לידה|ליד[הת]|ميلاد|الولادة|जन्म|생년월일|생일|出生|生年月日|誕生日"
)
#: a turn that asks: a question mark, or a request verb of the transcript languages
_ASKS = re.compile(
    r"[?？؟]|(?i:podać|poda[jć]|proszę|please|bitte|por\s+favor|per\s+favore|lütfen|알려|말씀|"
    r"назв[іи]ть|скажіть|скажите|укажите|вкажіть|cho\s+biết|sebutkan|mohon|kerro|ange|oplys|"
    r"बताइए|बताएं|बताओ|אנא|נא\s|من\s+فضلك|يرجى)"
)
#: the next line: a timestamp and a speaker, then at most two short filler words
_NEXT_RE = re.compile(
    r"[ \t]*(?:\[[^\]\n]{1,25}\][ \t]*)?(?:[^:：\n\d]{1,30}[:：][ \t]*)?"
    r"(?:(?:[^\W\d_]{1,8}\.?)[ \t]+){0,2}"
)
_KO_DATE_RE = re.compile(r"(?:\d{4}|\d{2})[ \t]?년[ \t]?\d{1,2}[ \t]?월[ \t]?\d{1,2}[ \t]?일")
#: pay and debt cues only: a balance or contract word also names products (``cuenta premium``)
_MONEY_CUES = (("SALARY", CUES["SALARY"][0]), ("FINANCIAL_AMOUNT", CUES["FINANCIAL_AMOUNT"][0]))
_YEAR_RE = re.compile(r"\d{4}")
#: a birth year is at least ten years back (a birthday party's date, ``Geburtstagsfeier …
#: 12.05.2026``, is no birth); ``int`` reads every script's digits
_LATEST_BIRTH_YEAR = 2016


def _birth_date(date: str) -> bool:
    y = _YEAR_RE.search(date)
    return y is None or 1900 <= int(y.group(0)) <= _LATEST_BIRTH_YEAR


def _cue_type(line: str) -> str | None:
    """The money type a question asks about (pay before debt), or None."""
    if not any(c in line for c in "?？؟"):
        return None
    for etype, cue in _MONEY_CUES:
        if next(cue.finditer(line), None) is not None:
            return etype
    return None


class TurnAnswerRecognizer(OurRecognizer):
    """Values answered in the turn after a question that names their field (module docstring)."""

    ENTITIES = ("DATE_OF_BIRTH", "SALARY", "FINANCIAL_AMOUNT")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, 0.75)``."""
        if "\n" not in text or not any(c.isdigit() for c in text):
            return
        start = 0
        while True:
            nl = text.find("\n", start)
            if nl < 0:
                return
            line = text[start:nl]
            if line and _ASKS.search(line):
                yield from self._answer(text, line, nl + 1)
            start = nl + 1

    def _answer(self, text: str, question: str, at: int) -> Iterable[tuple[str, int, int, float]]:
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        lead = _NEXT_RE.match(text, at, end)
        pos = lead.end() if lead is not None else at
        if _BIRTH_STEMS.search(question):
            for rx in (_NUM_DATE_RE, _WORD_MONTH_DATE_RE, DATE_PHRASE_RE, _KO_DATE_RE):
                v = rx.match(text, pos, end)
                if v is not None and _birth_date(v.group(0)):
                    yield "DATE_OF_BIRTH", v.start(), v.end(), SCORE
                    return
        etype = _cue_type(question)
        if etype is not None:
            v = MONEY_RE.match(text, pos, end)
            if v is not None:
                yield etype, v.start(), v.end(), SCORE
