"""Names in uncased scripts and East Slavic three-part names (``PERSON``, round 5).

- **Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam** (no capital
  letters to mark a name): a listed given name followed by a listed surname (Faker's ``hi_IN``,
  ``bn_BD``, ``ta_IN`` … lists, ``name_lists``) is a person, whatever postposition follows
  (``राहुल शर्मा को``, ``प्रिया वर्मा ने``): 0.8.
- **Cyrillic given name + patronymic + surname** in any grammatical case (``Сергею Ивановичу
  Кузнецову``, ``Олені Петрівні Коваль``): the patronymic suffix (``-ович/-евич/-ич``,
  ``-овна/-евна/-ична``, Ukrainian ``-івна/-ївна``, with case endings) marks the three words as
  one name: 0.8.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..name_lists import name_lists
from .base import OurRecognizer

_INDIC_WORD_RE = re.compile(r"[\u0900-\u0dff]+")
_PATRONYMIC_RE = re.compile(
    r"(?<![\w])[А-ЯЁІЇЄҐ][а-яёіїєґ'’]+[ \t]+[А-ЯЁІЇЄҐ][а-яёіїєґ]+(?:ович|евич|йович|ьович|ич|овн|евн|ичн|івн|ївн)[а-яёіїєґ]{0,3}"
    r"[ \t]+[А-ЯЁІЇЄҐ][а-яёіїєґ'’\-]+(?![\w])"
)


class ScriptNameRecognizer(OurRecognizer):
    """Listed name pairs in Indic scripts, Cyrillic names with a patronymic (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)``."""
        if re.search(r"[\u0900-\u0dff]", text):
            nl = name_lists()
            words = list(_INDIC_WORD_RE.finditer(text))
            for a, b in zip(words, words[1:]):
                if (
                    text[a.end() : b.start()].strip(" \t") == ""
                    and nl.is_given(a.group(0))
                    and nl.is_surname(b.group(0))
                ):
                    yield "PERSON", a.start(), b.end(), 0.8
        if re.search(r"[\u0400-\u04ff]", text):
            for m in _PATRONYMIC_RE.finditer(text):
                yield "PERSON", m.start(), m.end(), 0.8
