"""A person's pay in the clause after a pay statistic (leaks13).

``money_cues.py`` marks the amount after a pay word, and a statistic word before it makes
that amount a survey's (``The average salary is €60,000``). A sentence that goes on to a
person's own figure (``…; Anna Berg gets €92,000``, ``…, while Anna Berg is paid €92,000``,
``…. Anna Berg: €92,000``) puts it after a verb of receiving that is no pay word, or after a
colon, so nothing marked it. Here (``SALARY`` 0.75): after a pay word
(:data:`edgeward.detectors.recognizers.money_cues.CUES` ``SALARY``) in the same sentence or
the sentence before it on the same line, a person
(a title and a capitalised word, or 1-3 capitalised words starting with a listed given name)
then a verb of receiving (en de fr nl no sv da es it pt pl tr ru) or a colon/dash, then a
money amount (``money_cues.MONEY_RE``).

Not a person's: a group or place as subject (``the team gets €5,000``, ``Germany gets
€4,100``: no given name), an amount with no pay word before it in its sentence
(``Anna gets €20 back from the shop``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..known_values import common_words
from ..name_lists import name_lists
from .base import OurRecognizer
from .money_cues import CUES, MONEY_RE

SCORE = 0.75

_UPPER = r"A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁІЇЄҐΑ-ΩΆ-Ώ"
_RECEIVE = (
    r"gets|got|receives|received|is[ \t]+paid|was[ \t]+paid|makes|made|takes[ \t]+home|is[ \t]+on|was[ \t]+on|"
    r"bekommt|bekam|erhält|erhielt|kriegt|reçoit|touche|krijgt|kreeg|ontvangt|får|fikk|fick|modtager|"
    r"recibe|recibió|riceve|ha[ \t]+ricevuto|recebe|recebeu|dostaje|dostał|dostała|otrzymuje|alıyor|aldı|"
    r"получает|получил|получила"
)
_SUBJECT_RE = re.compile(
    r"(?:(?P<title>(?:Mr|Mrs|Ms|Miss|Dr|Herrn?|Frau|Mme|Mlle|Sr|Sra|Sig|Dhr|Mevr|Pan|Pani)\.?[ \t]+)"
    rf"|(?<![^\W\d_]))(?P<n>[{_UPPER}][^\W\d_]+(?:[\-'][^\W\d_]+)?(?:[ \t]+[{_UPPER}][^\W\d_]+(?:[\-'][^\W\d_]+)?){{0,2}})"
    rf"(?:[ \t]+(?:{_RECEIVE})(?:[ \t]+(?:about|around|only|just|nearly|almost|etwa|rund|nur|environ|seulement|"
    r"ongeveer|omtrent|cerca[ \t]+de|circa|około|около))?[ \t]+|[ \t]*[:：–—][ \t]*)\Z"
)
#: sentence and line ends (a clause after ``;`` or ``,`` stays in the sentence)
_SENTENCE_END_RE = re.compile(r"[.!?。！？](?=\s|$)|\n|\\n")


def _person(m: re.Match[str]) -> bool:
    if m.group("title"):
        return True
    words = m.group("n").split()
    first = words[0].split("-")[0]
    return name_lists().is_given(first) and first.casefold() not in common_words()


class PayClauseRecognizer(OurRecognizer):
    """A person's figure after a receiving verb or a colon, with a pay word earlier in the sentence."""

    ENTITIES = ("SALARY",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SALARY", start, end, 0.75)``."""
        if not any(c.isdigit() for c in text):
            return
        for a in MONEY_RE.finditer(text):
            lo = max(0, a.start() - 200, text.rfind("\n", 0, a.start()) + 1)
            ends = [lo] + [e.end() for e in _SENTENCE_END_RE.finditer(text, lo, a.start())]
            ls = ends[-1]
            m = _SUBJECT_RE.search(text[ls : a.start()])
            if m is None or not _person(m):
                continue
            # the pay word in this sentence or the one before it on the line
            before = text[ends[-2] if len(ends) > 1 else ls : ls + m.start()]
            if not any(True for cue in CUES["SALARY"] for _ in cue.finditer(before)):
                continue
            yield "SALARY", a.start(), a.end(), SCORE
