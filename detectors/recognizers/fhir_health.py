"""Health facts of FHIR clinical resources (issue 12, round 8).

Entity: ``HEALTH`` (score 0.85, like a lexicon field in ``fields.py``).

A FHIR ``Condition``, ``AllergyIntolerance``, ``MedicationStatement``/``MedicationRequest``/``Encounter`` (fields18)/
``MedicationAdministration``, ``Procedure`` or ``FamilyMemberHistory`` resource is a health fact
of its subject whatever the words say (``"code": {"text": "hypertension, stage 2"}``, Arabic or
Japanese condition names no vocabulary lists). Taken, inside such a resource (up to the next
``"resourceType"``):

- the ``text`` of its ``code``, ``medicationCodeableConcept``, ``reasonCode``/``reason``,
  ``substance`` or ``condition`` concept, and the ``display`` of the codings in them;
- the ``text`` of its ``note`` annotations up to a dash, semicolon or bracket that starts a
  remark (``"Symbicort 200/6 — réévaluation dans 6 semaines"`` → ``Symbicort 200/6``).

Not taken: ``subject``/``performer``/``recorder`` displays (people, ``fields.py`` reads them),
codes and systems (``http://snomed.info/sct``), statuses (``active``, ``confirmed``), a
``Patient`` or ``Organization`` resource, and resources of other types (an ``Observation``'s
``code`` is a test name such as ``Hemoglobin A1c``, not a finding). The scan is a regex pass
over the text after each clinical ``resourceType``, bounded by the next one (linear).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer

SCORE = 0.85

_CLINICAL_RE = re.compile(
    r'"resourceType"\s*:\s*"(?:Condition|AllergyIntolerance|MedicationStatement|MedicationRequest|'
    r'MedicationAdministration|MedicationDispense|Procedure|FamilyMemberHistory|Encounter|EpisodeOfCare|ClinicalImpression)"'
)
_NEXT_RESOURCE_RE = re.compile(r'"resourceType"\s*:')
#: a concept key then, within its object, its "text" (or a coding's "display") string
_CONCEPT_RE = re.compile(
    r'"(?:code|medicationCodeableConcept|reasonCode|reason|substance|condition)"\s*:\s*[\[{]'
    r"(?P<body>(?:[^{}\[\]]|\{[^{}]*\}|\[[^\[\]]*\]){0,1200}?)[}\]]"
)
_TEXT_IN_RE = re.compile(r'"(?:text|display)"\s*:\s*"(?P<v>(?:[^"\\\n]|\\.){2,200})"')
_NOTE_RE = re.compile(r'"note"\s*:\s*\[\s*\{[^{}]{0,400}?"text"\s*:\s*"(?P<v>(?:[^"\\\n]|\\.){2,300})"')
#: a remark after the fact: " — ", " - ", "; ", " (", ": "
_REMARK_RE = re.compile(r"\s+[—–-]\s+|;\s|\s\(|:\s")


class FhirHealthRecognizer(OurRecognizer):
    """Conditions, allergies, medications and procedures of FHIR clinical resources."""

    ENTITIES = ("HEALTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if '"resourceType"' not in text:
            return
        for r in _CLINICAL_RE.finditer(text):
            # the resource's own members follow its resourceType (FHIR JSON puts it first);
            # a concept written before it in the same object is missed (rare in exports)
            nxt = _NEXT_RESOURCE_RE.search(text, r.end())
            end = nxt.start() if nxt is not None else len(text)
            yield from self._resource(text, r.end(), end)

    def _resource(self, text: str, start: int, end: int) -> Iterator[tuple[str, int, int, float]]:
        for c in _CONCEPT_RE.finditer(text, start, end):
            for t in _TEXT_IN_RE.finditer(text, c.start("body"), c.end("body")):
                v = t.group("v")
                if not v.startswith(("http", "urn:")) and any(ch.isalpha() for ch in v):
                    yield "HEALTH", t.start("v"), t.end("v"), SCORE
        for n in _NOTE_RE.finditer(text, start, end):
            s, e = n.start("v"), n.end("v")
            cut = _REMARK_RE.search(text, s, e)
            if cut is not None and cut.start() > s:
                e = cut.start()
            if any(ch.isalpha() for ch in text[s:e]):
                yield "HEALTH", s, e, SCORE
