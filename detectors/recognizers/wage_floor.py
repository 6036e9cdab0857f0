"""Someone paid the legal minimum: a pay fact without a figure (leftovers18).

Entity: ``SALARY`` (0.75), the minimum-wage phrase.

``He's on minimum wage``, ``Sie bekommt nur den Mindestlohn``, ``Elle est payée au SMIC``,
``Cobra el salario mínimo``, ``Hij verdient het minimumloon``, ``她拿最低工资``: the phrase
tells what a person earns as surely as a figure. It is taken only with a person as the subject
right before the verb (a personal pronoun or a capitalised name word); the minimum wage of a
country or a law (``The minimum wage rises to €12.82``, ``Mindestlohn steigt``) stays public.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

SCORE = 0.75
_NAME = r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’\-]+"
_FLOOR_RE = re.compile(
    # en
    rf"(?:(?i:\b(?:he|she|they|i|we|you)\b)|{_NAME})"
    r"(?i:'s|'re|'m|’s|’re|’m|\s+is|\s+are|\s+am|\s+was|\s+were|\s+has\s+been|\s+have\s+been|\s+gets?|\s+got|"
    r"\s+earns?|\s+earned|\s+makes?|\s+made|\s+is\s+paid|\s+was\s+paid|\s+stays?|\s+stayed)"
    r"(?i:\s+(?:still|now|only|just|barely))?(?i:\s+(?:on|at|paid|earning|getting))?(?i:\s+the)?(?i:\s+national)?"
    r"\s+(?P<en>(?i:minimum\s+wage))|"
    # de
    rf"(?:(?i:\b(?:er|sie|ich|wir|du)\b)|{_NAME})\s+(?i:bekommt|bekam|verdient|verdiente|erhält|erhielt|kriegt|"
    r"kriegte|ist\s+auf|arbeitet\s+für|arbeitete\s+für)(?i:\s+(?:nur|noch|bloß|gerade))*(?i:\s+den)?"
    r"\s+(?P<de>(?i:gesetzlichen\s+)?Mindestlohn)|"
    # fr
    rf"(?:(?i:\b(?:il|elle|je|on)\b)|{_NAME})\s+(?i:est|était|touche|touchait|gagne|gagnait|est\s+payée?|"
    r"était\s+payée?|reste)(?i:\s+(?:toujours|encore|seulement))?\s+(?i:au|le)\s+(?P<fr>SMIC|Smic|(?i:salaire\s+minimum))|"
    # es
    rf"(?:(?i:\b(?:él|ella|yo)\b)|{_NAME})?\s*(?i:cobra|cobraba|gana|ganaba|está\s+en|le\s+pagan|cobro|gano)"
    r"(?i:\s+(?:solo|todavía|aún))?\s+(?i:el\s+)?(?P<es>(?i:salario\s+mínimo(?:\s+interprofesional)?|SMI))|"
    # nl
    rf"(?:(?i:\b(?:hij|zij|ze|ik)\b)|{_NAME})\s+(?i:verdient|verdiende|krijgt|kreeg|zit\s+op|zat\s+op)"
    r"(?i:\s+(?:nog|maar|alleen))?(?i:\s+het)?\s+(?P<nl>(?i:wettelijk\s+)?(?i:minimumloon))|"
    # zh
    r"(?:他|她|我)(?:只)?(?:拿|领|領|赚|賺)(?P<zh>最低工资|最低工資)"
)


class WageFloorRecognizer(OurRecognizer):
    """Minimum-wage phrases said of a person (module docstring)."""

    ENTITIES = ("SALARY",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SALARY", start, end, 0.75)`` per minimum-wage phrase with a person as subject."""
        low = text.lower()
        if not any(
            k in low for k in ("minimum", "mindestlohn", "smic", "salaire", "salario", "smi", "minimumloon", "最低")
        ):
            return
        for m in _FLOOR_RE.finditer(text):
            g = next(k for k in ("en", "de", "fr", "es", "nl", "zh") if m.group(k) is not None)
            yield "SALARY", m.start(g), m.end(g), SCORE
