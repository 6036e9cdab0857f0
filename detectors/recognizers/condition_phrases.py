"""Conditions named by a head word and its qualifier, or after a word for being diagnosed
(issue 12, fields17).

Entity: ``HEALTH`` (0.7, the clause around the evidence, like ``context_values.py``).

``health_cues.py`` reads listed terms, compound heads that *end* a word (``Herzinsuffizienz``,
``hjärtsvikt``) and drug stems. Romance and Slavic languages put the head first and the organ or
kind after it, as words of their own: ``insuficiencia cardiaca``, ``insufficienza renale``,
``zapalenie oskrzeli``, ``sclerosi laterale amiotrofica``, ``enfermedad de Crohn``, ``choroba
Hashimoto``, ``trastorno bipolar``, ``рак легенів``. The head alone is no evidence (``malattia``
is also a leave type, ``insuficiencia de fondos`` a bank's word); a head followed by a qualifier
word is (:data:`_HEAD_FIRST`). Nordic and Finnish write cancer as a compound head
(``bröstcancer``, ``brystkræft``, ``rintasyöpä``, ``Brustkrebs``).

People also say the diagnosis with a verb and leave the condition unlisted: ``le diagnosticaron
…``, ``har fått diagnosen …``, ``vaimollani todettiin …``, ``zdiagnozowano u niej …``,
``padece …``, ``cierpi na …`` (:data:`_DIAGNOSED`): the words that follow it are the condition.
A statement about a disease in general (``Metformin is used to treat …``) is nobody's
(``health_reference.reference_statement``).

Cost: two alternation regexes over the text, then a bounded look at the words after each hit.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer
from .context_values import _clause
from .health_reference import reference_statement

SCORE = 0.7
_L = r"[^\W\d_]"

#: heads that name a condition when a qualifier follows (es, it, pt, fr, pl, uk, ru)
_HEADS = (
    r"insuficiencia|insufficienza|insuficiência|insuffisance|niewydolnoś[ćci]|недостатн[іо]ст[ьі]|"
    r"zapaleni[eua]|infiammazione|inflamación|inflamação|запалення|воспаление|"
    r"cáncer|cancro|câncer|carcinoma|tumore?s?|tumou?r|guz|пухлина|опухоль|"
    r"sclerosi|esclerosis|esclerose|fibrosis|fibrosi|fibrose|stwardnieni[ea]|zwyrodnieni[ea]|"
    r"enfermedad|malattia|doença|choro(?:ba|by|bę|bą)|хвороб[аиу]|болезн[ьи]|"
    r"síndrome|sindrome|zespół|синдром|trastorno|transtorno|zaburzeni[ea]|розлад|расстройство|"
    r"cirrosis|cirrosi|cirrose|marskoś[ćci]|цироз|цирроз|"
    r"hepatitis|epatite|hepatite|distrofia|dystrofia|atrofia|displasia|dysplazja|"
    r"рак|rak"
)
#: words a qualifier never is: articles, conjunctions, copulas, pronouns, prepositions of time
_STOP = frozenset(
    """
    y e i o u ou a al el la lo los las le les il gli un una uno unos unas um uma os as que che
    con com por para per pero ma ale oraz lub albo czy jest są był była było est es está están estaba
    è era sono ha han hanno tiene tuvo tem teve ma miał miała since desde da dal dalla dopo después
    depois po od do w we na para в у і й та але з із від до на що как что и но с по для
    and or but with for since the is was has had of in on at to from by ever mucho molto muito
    bardzo дуже очень hace fa temu ago
    """.split()
)
#: connectors inside a qualifier (``enfermedad de Crohn``, ``malattia di Parkinson``, ``rak w …`` no)
_LINK = frozenset("de del di della dello dei degli do da dos das des du d".split())
_TYPE_WORDS = frozenset("tipo typu typ type тип типу типа".split())
_WORD_RE = re.compile(rf"{_L}[\w'’\-]*|\d+")
_HEAD_RE = re.compile(rf"(?i)(?<!{_L})(?:{_HEADS})(?!{_L})")

#: compound cancer heads (sv/da/no/fi/de/nl): a word ending in one; not a crab (``Flusskrebs``)
_COMPOUND_CANCER_RE = re.compile(
    rf"(?i)(?<!{_L}){_L}{{3,}}(?:cancer|kræft|kreft|syöpä|syövän|syöpää|syöpään|krebs|kanker)(?!{_L})"
)
_NOT_CANCER = re.compile(r"(?i)(?:fluss|taschen|hummer|strand|einsiedler|wollhand)krebs")

#: verbs and phrases of being diagnosed, after which the condition is named
_DIAGNOSED = (
    r"diagnosed\s+with|"
    r"(?:le|les|me|te|nos)\s+(?:han\s+)?(?:diagnosticad[oa]|diagnosticaron|diagnosticó|detectaron|detectado)|"
    r"diagnosticad[oa]s?\s+(?:con|de|com)|diagnosticaram|padec(?:e|ía|en|ió)(?:\s+de)?|sufre\s+de|"
    r"(?:gli|le|mi|ti|ci)\s+(?:hanno|ha|è\s+stat[oa])\s+diagnosticat[oa]|diagnosticat[oa]\s+(?:una?|con)|"
    r"soffre\s+di|sofre\s+de|"
    r"zdiagnozowan[oaey]|zdiagnozowali|stwierdzon[oa]\s+u\s+\w+|rozpoznano(?:\s+u\s+\w+)?|cierpi\s+na|choruje\s+na|"
    r"(?:fått|fick|fikk|fået|fik|har)\s+(?:diagnosen|diagnose|konstateret|påvist|konstaterat)|"
    r"diagnosti(?:serad|serades|seret|sert|sertes|ceret|ceres)\s+(?:med|for)|lider\s+(?:av|af)|"
    r"todettiin|on\s+todettu|diagnosoitiin|sairastaa|"
    r"діагностували|виявили|поставили\s+діагноз|диагностировали|поставили\s+диагноз|"
    r"didiagnosis|didiagnosa|terdiagnosis|mengidap|"
    r"được\s+chẩn\s+đoán(?:\s+mắc)?|bị\s+chẩn\s+đoán(?:\s+mắc)?|mắc\s+bệnh"
)
_DIAGNOSED_RE = re.compile(rf"(?i)(?<!{_L})(?:{_DIAGNOSED})(?!{_L})")
#: a word right after a diagnosis verb that opens no condition (``rozpoznano wczoraj``)
_LEAD = frozenset(
    "un una uno un' a an the with con com de z ze med ja я u w у з de la el le il lo l".split()
)


def _qualifier_end(text: str, pos: int, limit: int) -> int:
    """End of the qualifier words after ``pos`` (``pos`` when there is none): up to three
    words of the same line and clause; a connector counts only with a word after it; a digit
    only after a type word (``tipo 2``)."""
    end = pos
    at = pos
    words = 0
    prev = ""
    while words < 3:
        m = _WORD_RE.match(text, at + (len(text[at:limit]) - len(text[at:limit].lstrip(" \t"))), limit)
        if m is None or m.start() - at > 2:
            break
        w = m.group(0).casefold()
        if w.isdigit():
            if prev not in _TYPE_WORDS:
                break
        elif w in _LINK:
            at = m.end()
            prev = w
            continue
        elif w in _STOP:
            break
        end = m.end()
        at = m.end()
        prev = w
        words += 1
    return end


def _line_end(text: str, pos: int) -> int:
    nl = text.find("\n", pos)
    return len(text) if nl < 0 else nl


class ConditionPhraseRecognizer(OurRecognizer):
    """Head-first condition phrases, compound cancer words and conditions after a diagnosis
    verb (see module docstring)."""

    ENTITIES = ("HEALTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("HEALTH", start, end, 0.7)``: the clause around each piece of evidence."""
        for s, e in self._evidence(text):
            a, b = _clause(text, s, e)
            if b > a and not reference_statement(text, a, b):
                yield "HEALTH", a, b, SCORE

    def _evidence(self, text: str) -> Iterator[tuple[int, int]]:
        for m in _HEAD_RE.finditer(text):
            limit = min(_line_end(text, m.end()), m.end() + 60)
            nxt = _WORD_RE.match(text, m.end() + (len(text[m.end() : limit]) - len(text[m.end() : limit].lstrip(" \t"))))
            if nxt is None or nxt.start() - m.end() > 2:
                continue
            first = nxt.group(0).casefold()
            if first in _LINK and m.group(0).casefold().startswith(("insuf", "insuff", "niewyd", "недост")):
                continue  # "insuficiencia de fondos": a bank's word, not an organ's failure
            end = _qualifier_end(text, m.end(), limit)
            if end > m.end():
                yield m.start(), end
        for m in _COMPOUND_CANCER_RE.finditer(text):
            if not _NOT_CANCER.search(m.group(0)):
                yield m.start(), m.end()
        for m in _DIAGNOSED_RE.finditer(text):
            limit = min(_line_end(text, m.end()), m.end() + 60)
            at = m.end()
            # skip an article or preposition that opens the phrase ("una arritmia", "med diabetes")
            for _ in range(2):
                lead = _WORD_RE.match(text, at + (len(text[at:limit]) - len(text[at:limit].lstrip(" \t"))), limit)
                if lead is None or lead.group(0).casefold() not in _LEAD:
                    break
                at = lead.end()
            end = _qualifier_end(text, at, limit)
            if end > at:
                yield m.start(), end
