"""Dates of birth said in a sentence or read aloud: ordinals, "of", day and year in words.

Entity: ``DATE_OF_BIRTH`` (score 0.8, like a labelled date in ``context_values.py``).

``context_values.py`` finds a numeric or ``14 May 1979`` date after a birth label. People and
call transcripts also say it as ``born on the 3rd of May 1990``, ``May the 3rd, 1990``, ``the
15th of September, nineteen seventy-eight``, ``el doce de marzo de mil novecientos ochenta``,
``dritter Mai neunzehnhundertachtzig``, ``il dodici marzo millenovecentottanta``, ``le douze mars
mille neuf cent quatre-vingt``, or put the birth word after the date (``am 14. Februar 1979
geboren``). A **date phrase** (:data:`DATE_PHRASE_RE`: a day as digits, an ordinal or number
words; an optional ``of``/``de``; a month name of en, de, fr, es, it, pt, nl, no, da, sv; a year
as four digits or number words) is a date of birth when a birth cue (the lexicon's
``DATE_OF_BIRTH`` labels and the birth verbs: ``born``, ``geboren``, ``né``, ``nacido``, ``nato``,
``nascido``, ``født``, ``född`` …) ends at most 150 characters before it — the question of the
previous transcript turn included — or starts at most 25 characters after it. A year in words
must be a year (it has a hundred/thousand word or is an en "nineteen eighty" pair).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer
from .birth_subject import thing_is_born

SCORE = 0.8

_MONTH = (
    r"jan(?:uary|uar|vier|uari)?|feb(?:ruary|ruar|ruari)?|février|mar(?:ch|s)?|märz|maerz|maart|apr(?:il|ile)?|avril|"
    r"may|mai|mei|maj|jun(?:e|i)?|juin|jul(?:y|i)?|juillet|aug(?:ust|usti|ustus)?|août|sep(?:t|tember|tembre)?|"
    r"oct(?:ober|obre)?|okt(?:ober)?|nov(?:ember|embre)?|dec(?:ember)?|dez(?:ember)?|des(?:ember)?|décembre|"
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|"
    r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|novembre|dicembre|janeiro|fevereiro|"
    r"março|maio|junho|julho|setembro|outubro|novembro|dezembro|januari|februari|mars|augusti"
)
_EN_UNITS = "one|two|three|four|five|six|seven|eight|nine"
_EN_ORD = (
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|"
    r"fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|"
    r"(?:twenty|thirty)[\s\-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
)
_EN_TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_EN_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_EN_YEAR = (
    rf"(?:nineteen|twenty)[\s\-]+(?:hundred(?:[\s\-]+(?:and[\s\-]+)?(?:{_EN_UNITS}))?|(?:{_EN_TENS})(?:[\s\-]+(?:{_EN_UNITS}))?|"
    rf"{_EN_TEENS}|oh[\s\-]+(?:{_EN_UNITS}))|two[\s\-]+thousand(?:[\s\-]+(?:and[\s\-]+)?(?:{_EN_TEENS}|{_EN_UNITS}|"
    rf"(?:{_EN_TENS})(?:[\s\-]+(?:{_EN_UNITS}))?))?"
)
_ROMANCE_NUM = (
    r"un|uno|una|um|uma|dos|dois|duas|tres|três|cuatro|quatro|cinco|seis|siete|sete|ocho|oito|nueve|nove|diez|dez|"
    r"once|onze|doce|doze|trece|treze|catorce|catorze|quince|quinze|dieciséis|dieciseis|dezesseis|dezasseis|"
    r"diecisiete|dezessete|dezassete|dieciocho|dezoito|diecinueve|dezenove|dezanove|veinte|vinte|veinti\w+|"
    r"treinta|trinta|cuarenta|quarenta|cincuenta|cinquenta|sesenta|sessenta|setenta|ochenta|oitenta|noventa|"
    r"cien|ciento|cem|cento|novecientos|novecentos|mil|y|e|primero|primeiro|"
    r"deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|treize|quatorze|seize|vingt|trente|quarante|cinquante|"
    r"soixante|cent|cents|mille|et|premier"
)
_IT_MORPH = (
    r"(?:un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|"
    r"sedici|diciassette|diciotto|diciannove|vent|venti|trent|trenta|quarant|quaranta|cinquant|cinquanta|"
    r"sessant|sessanta|settant|settanta|ottant|ottanta|novant|novanta|cento|mille|mila|duemila|primo)"
)
_DE_MORPH = (
    r"(?:ein|eins|zwei|drei|vier|fünf|sechs|sieben|sieb|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|dreissig|vierzig|"
    r"fünfzig|sechzig|siebzig|achtzig|neunzig|hundert|tausend|und|erst|dritt|zwan|sech|sieb)"
)
_DAY_WORDS = rf"(?:{_EN_ORD}|(?:{_ROMANCE_NUM})(?:[\s\-]+(?:{_ROMANCE_NUM})){{0,2}}|{_IT_MORPH}{{1,3}}|{_DE_MORPH}{{1,3}}(?:ter|ten|tem|te|ster|sten|er|en|em)?)"
_DAY = rf"(?:\d{{1,2}}(?:st|nd|rd|th|\.|º|°|er|e)?|{_DAY_WORDS})"
_YEAR = (
    rf"(?:(?:19|20)\d{{2}}|{_EN_YEAR}|(?:mil|mille|two thousand)(?:[\s\-]+(?:{_ROMANCE_NUM})){{1,5}}|"
    rf"{_IT_MORPH}{{3,7}}|{_DE_MORPH}{{3,8}})"
)
#: A date phrase: day (digits, ordinal or words) [of/de] month [,] [de] year; or month [the] day, year.
DATE_PHRASE_RE = re.compile(
    rf"(?i)(?<![^\W\d_])(?:(?:the|el|le|il|am|den|o)[ \t]+)?(?P<day>{_DAY})[ \t]+(?:(?:of|de|del|di)[ \t]+)?"
    rf"(?P<month>{_MONTH})\.?,?[ \t]+(?:(?:de|del|of|in)[ \t]+)?(?P<year>{_YEAR})(?![^\W\d_])|"
    rf"(?<![^\W\d_])(?P<month2>{_MONTH})\.?[ \t]+(?:the[ \t]+)?(?P<day2>{_DAY}),?[ \t]+(?P<year2>{_YEAR})(?![^\W\d_])"
)
_CUE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:date[ \t]+of[ \t]+birth|birth[ \t]?date|birthday|d\.?o\.?b\.?|born|geburtsdatum|geboren|"
    r"geburtstag|date[ \t]+de[ \t]+naissance|née?|naissance|geboortedatum|fødselsdato|født|födelsedatum|född|"
    r"fecha[ \t]+de[ \t]+nacimiento|nacid[oa]|nací|data[ \t]+di[ \t]+nascita|nat[oa]|data[ \t]+de[ \t]+nascimento|"
    r"nascid[oa]|nasceu|nasci|syntymäaika|syntynyt|data[ \t]+urodzenia|urodzon[ya]|doğum[ \t]+tarihi|doğdu)(?![^\W\d_])"
)
_AFTER_CUE_RE = re.compile(
    r"(?i)[ \t,]*(?:\w+[ \t]+){0,2}?(?:geboren|born|né|née|nato|nata|nacido|nacida|født|född)(?![^\W\d_])"
)
_WORD_YEAR_OK_RE = re.compile(r"(?i)hundred|thousand|mil|mille|mila|tausend|hundert|nineteen|twenty")


class SpokenBirthDateRecognizer(OurRecognizer):
    """Dates of birth in sentences and read aloud (module docstring)."""

    ENTITIES = ("DATE_OF_BIRTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        # "Linux was born on 17 September 1991": a thing's founding (``birth_subject.py``)
        cues = [m.end() for m in _CUE_RE.finditer(text) if not thing_is_born(text, m.start())]
        if not cues:
            return
        yield from self._dates(text, cues)

    def _dates(self, text: str, cues: list[int]) -> Iterator[tuple[str, int, int, float]]:
        for m in DATE_PHRASE_RE.finditer(text):
            year = m.group("year") or m.group("year2") or ""
            if not year[:1].isdigit() and not _WORD_YEAR_OK_RE.search(year):
                continue
            before = any(0 <= m.start() - c <= 150 for c in cues)
            after = not before and _AFTER_CUE_RE.match(text, m.end(), min(len(text), m.end() + 25))
            if after and thing_is_born(text, m.start()):
                continue  # "Das Projekt wurde am 2. März 2011 geboren": the subject before the date
            if before or after:
                # the article is part of what is said ("the 15th of September"): masked with it
                yield "DATE_OF_BIRTH", m.start(), m.end(), SCORE
