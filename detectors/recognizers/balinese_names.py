"""Balinese personal names, which carry their structure in their first words (``PERSON``).

A Balinese name is an optional gender prefix (``I`` male, ``Ni`` female), a birth-order name
(1st ``Wayan``/``Gede``/``Putu``/``Luh``, 2nd ``Made``/``Kadek``/``Nengah``, 3rd
``Nyoman``/``Komang``, 4th ``Ketut``) and one to three given words: ``I Wayan Sudarsana``,
``Ni Luh Putu Ariani``, ``Ketut Wirawan``. Faker's Indonesian lists hold few of these and the
English NER model misses most, so the pattern itself is the evidence (0.8). ``Made`` (an
English word) counts only after ``I``/``Ni``; the given words must be capitalised and not a
street or place word (``Jalan``, ``Gang``).
Source: the Balinese naming system (birth-order names), e.g. Wikipedia "Balinese name".
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_ORDER = r"(?:Wayan|Gede|Putu|Luh|Kadek|Nengah|Nyoman|Komang|Ketut)"
_GIVEN = r"(?!(?:Jalan|Jl|Gang|Gg|Desa|Kota|Banjar|Pura|Street|Road)\b)[A-Z][a-z]{2,}"
_BALI_RE = re.compile(
    rf"(?<![\w])(?:(?:I|Ni)[ \t]+(?:{_ORDER}|Made)|{_ORDER})(?:[ \t]+(?:{_ORDER}|Made|Ayu|Gusti|Agung))*"
    rf"(?:[ \t]+{_GIVEN}){{1,3}}(?![\w])"
)


class BalineseNameRecognizer(OurRecognizer):
    """Balinese names by prefix and birth-order name (see module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)``."""
        for m in _BALI_RE.finditer(text):
            yield "PERSON", m.start(), m.end(), 0.8
