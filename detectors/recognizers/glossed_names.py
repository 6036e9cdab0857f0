"""A name in its own script glossed by its Latin transliteration (``PERSON``, names17).

Certificates, OCR'd forms and letters write a name twice: ``हिरण्मयी पेंढारकर (Hiranmayi
Pendharkar)``, ``נועה גרינשפולץ (Noa Grinshpolts)``, ``باسل القرطبوني (Basil al-Qurtubuni)``,
``Богумила Стрижавчук (Bohumyla Stryzhavchuk)``, ``탁서윤 (Tak Seo-yun)``. A run of 1-3 words of
one non-Latin script right before a parenthesis holding 2-3 Title-case Latin words: its last
words, as many as the gloss has (a Hangul name is one word with a surname's shape), are a name when the Latin gloss is name-shaped
(``name_shape.looks_like_name``), no technology term, no big city and no field label: both the
native run and the gloss are reported, 0.75. A gloss of everyday words (``नमस्ते (Hello
World)``) names no one: its words must be listed name words or rare in every corpus language.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..lexicon import FieldLexicon, default_lexicon
from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .mention_names import korean_name_value
from .name_evidence import known_kind_of_word, rare_everywhere
from .name_shape import looks_like_name

SCORE = 0.75
_SCRIPTS = (
    "\u0900-\u097f",  # Devanagari
    "\u05d0-\u05ea'\u05f3",  # Hebrew
    "\u0621-\u064a\u0671-\u06d3",  # Arabic
    "\u0400-\u04ff'’",  # Cyrillic
    "\u0370-\u03ff",  # Greek
    "\uac00-\ud7a3",  # Hangul
)
_LATIN = r"[A-Z][a-zà-öø-ÿ'’]+(?:-[A-Za-z][a-zà-öø-ÿ'’]+)*"
_GLOSS_RES = tuple(
    re.compile(
        rf"(?<![{s}])(?P<native>[{s}]{{2,}}(?:[ \t]+[{s}]{{2,}}){{0,2}})[ \t]*\((?P<latin>{_LATIN}(?:[ \t]+{_LATIN}){{0,2}})\)"
    )
    for s in _SCRIPTS
)


class GlossedNameRecognizer(OurRecognizer):
    """Native-script names glossed by a Latin transliteration (module docstring)."""

    ENTITIES = ("PERSON",)

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        super().__init__(supported_language=supported_language)
        self.lexicon = lexicon or default_lexicon()

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.75)`` for the native run and its gloss."""
        if "(" not in text or text.isascii():
            return
        for rx in _GLOSS_RES:
            for m in rx.finditer(text):
                native, latin = m.group("native").split(), m.group("latin").split()
                if len(latin) < 2:
                    continue
                if "\uac00" <= native[-1][0] <= "\ud7a3":
                    # Korean: one word (surname and given name written together)
                    if not korean_name_value(native[-1]) or not looks_like_name(m.group("latin"), 3, False):
                        continue
                    keep = 1
                elif len(native) >= len(latin) and self._gloss_ok(m.group("latin")):
                    keep = len(latin)  # "… कि हिरण्मयी पेंढारकर (Hiranmayi Pendharkar)": the last words
                else:
                    continue
                start = m.start("native") + list(re.finditer(r"\S+", m.group("native")))[-keep].start()
                yield "PERSON", start, m.end("native"), SCORE
                yield "PERSON", m.start("latin"), m.end("latin"), SCORE

    def _gloss_ok(self, gloss: str) -> bool:
        if not looks_like_name(gloss, 3, allow_lower=False) or all_tech(gloss) or is_city_name(gloss):
            return False
        lists = name_lists()
        for w in gloss.replace("-", " ").split():
            if known_kind_of_word(w) or self.lexicon.known(w):
                return False
            if not (lists.is_name_word(w) or rare_everywhere(w.casefold())):
                return False
        return True
