"""The person a pay label or clause is about: ``Median salary of Tomasz Wierzbicki: $84,000``,
``Salary of Ingrid Solheim: …``, ``The salary of Tomasz Wierzbicki is …``, ``Gehalt von Jürgen
Kessler: …``, ``Salaire de Camille Roussel : …`` (``PERSON`` 0.8; leftovers14).

``money_cues.py`` masks the amount after a pay word and ``statistic_subject.py`` keeps it when
the statistic's object is a person; the name itself sat in the label (the text before the
colon), where no name rule looks and the NER model rarely fires. Here: a pay word
(:data:`money_cues.CUES` ``SALARY``), then its object as ``statistic_subject.person_object``
reads it (a preposition of 16 languages, an optional title, 1-3 capitalised words with a
listed or name-like word and no organisation, role, common, technology word or city, not a
plural), then an amount later on the same line (``money_cues.MONEY_RE``): the object is a
PERSON. A group, a place or a job title (``Salary for Software Engineers: …``, ``Average salary
in Norway: …``, ``Salary of a Senior Engineer: …``) is nobody.
"""

from __future__ import annotations

from typing import Any, Iterable

from .base import OurRecognizer
from .money_cues import CUES, MONEY_RE
from .statistic_subject import person_object

SCORE = 0.8


class PaySubjectNameRecognizer(OurRecognizer):
    """The person after a pay word and a preposition, with an amount on the line (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)``."""
        if not any(c.isdigit() for c in text):
            return
        for cue in CUES["SALARY"]:
            for _, ce in cue.finditer(text):
                span = person_object(text, ce)
                if span is None:
                    continue
                eol = text.find("\n", span[1])
                if MONEY_RE.search(text, span[1], eol if eol >= 0 else len(text)) is None:
                    continue
                yield "PERSON", span[0], span[1], SCORE
