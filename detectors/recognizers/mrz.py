"""Machine-readable zones of passports and ID cards (ICAO Doc 9303), e.g. in OCR output.

- TD3 (passports): line 1 ``P<GRCSURNAME<<GIVEN<NAMES<<<…`` (44 characters: document code,
  issuing state, then the name: primary identifier ``<<`` secondary identifier, ``<`` between
  words); line 2 starts with the 9-character document number and its check digit
  (weights 7-3-1, ICAO 9303 part 3 §4.9), then nationality, birth date (YYMMDD + check digit).
- TD1 (ID cards, 3 lines of 30): line 3 holds the name the same way.

The name words are PERSON; the document number is NATIONAL_ID when its check digit verifies;
the birth date is DATE_OF_BIRTH when its check digit verifies.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from .base import OurRecognizer

_NAME_LINE_RE = re.compile(r"^(?:[PIAC][A-Z<][A-Z<]{3})?(?P<name>[A-Z]+(?:<[A-Z]+)*<<[A-Z]+(?:<[A-Z]+)*)<*$", re.M)
_TD3_LINE2_RE = re.compile(r"^(?P<doc>[A-Z0-9<]{9})(?P<dcd>\d)[A-Z<]{3}(?P<dob>\d{6})(?P<bcd>\d)[MFX<]", re.M)


def _check_digit(field: str) -> int:
    """ICAO 9303 check digit: digits as values, A-Z as 10-35, ``<`` as 0, weights 7, 3, 1."""
    total = 0
    for i, c in enumerate(field):
        v = int(c) if c.isdigit() else ord(c) - 55 if c.isalpha() else 0
        total += v * (7, 3, 1)[i % 3]
    return total % 10


class MrzRecognizer(OurRecognizer):
    """Names, document numbers and birth dates in ICAO 9303 MRZ lines (module docstring)."""

    ENTITIES = ("PERSON", "NATIONAL_ID", "DATE_OF_BIRTH")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterator[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if "<<" not in text:
            return
        for m in _NAME_LINE_RE.finditer(text):
            line = text[m.start() : text.find("\n", m.start()) if "\n" in text[m.start() :] else len(text)]
            if len(line.rstrip("\r")) not in (30, 36, 44) and not m.group(0).startswith("P"):
                continue
            yield "PERSON", m.start("name"), m.end("name"), 0.85
        for m in _TD3_LINE2_RE.finditer(text):
            if _check_digit(m.group("doc")) == int(m.group("dcd")):
                yield "NATIONAL_ID", m.start("doc"), m.end("dcd"), 0.85
            if _check_digit(m.group("dob")) == int(m.group("bcd")):
                yield "DATE_OF_BIRTH", m.start("dob"), m.end("dob"), 0.85
