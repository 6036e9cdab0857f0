"""Names by coordination: ``X and Y`` where one side is a detected name.

Two noun phrases joined by a coordinating conjunction are of one kind; when one of them is
a PERSON span found by any rule, a capitalised name-shaped phrase on the other side of
``and``/``und``/``et``/``y``/``e``/``en``/``og``/``och``/``ja``/``i``/``и``/``та``/``και``/
``ve`` is a person too (``Hamnet and Ermete``, ``Wolfrun und Adalrich``). Common words (Faker's
word lists), organisation/role/technology words and digits are refused.
:func:`coordinated_names` returns the extra spans; linear in the number of PERSON spans.
"""

from __future__ import annotations

import re

from .known_values import common_words
from .name_lists import name_lists
from .recognizers.name_shape import looks_like_name
from .spans import Span

__all__ = ["coordinated_names"]

_CONJ = r"(?:and|&|und|et|y|e|en|og|och|ja|i|и|та|і|και|ve|és|oraz)"
_UP = r"A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁІЇЄҐΑ-ΩΆ-Ώ"
_LO = r"a-zß-öø-ÿĀ-ſа-яёіїєґα-ωά-ώΐΰ'’"
_WORD = rf"[{_UP}][{_LO}]+(?:-[{_UP}][{_LO}]+)*"
_PHRASE = rf"{_WORD}(?:[ \t]+{_WORD}){{0,2}}"
_AFTER_RE = re.compile(rf"[ \t]+{_CONJ}[ \t]+(?P<name>{_PHRASE})(?![{_UP}{_LO}\w])")
_BEFORE_RE = re.compile(rf"(?<![{_UP}{_LO}\w])(?P<name>{_PHRASE})[ \t]+{_CONJ}[ \t]+$")
_SCORE = 0.7


def _ok(value: str) -> bool:
    if not looks_like_name(value, 3, allow_lower=False):
        return False
    lists = name_lists()
    common = common_words()
    return not any(w.casefold() in common and not lists.is_name_word(w) for w in value.split())


def coordinated_names(text: str, spans: list[Span]) -> list[Span]:
    """PERSON spans for name-shaped phrases coordinated with a detected PERSON span (module
    docstring). ``spans``: the spans found so far (offsets into ``text``)."""
    persons = [s for s in spans if s.entity_type == "PERSON"]
    if not persons:
        return []
    taken = [(s.start, s.end) for s in spans]
    out: list[Span] = []

    def add(a: int, b: int) -> None:
        if not any(x < b and a < y for x, y in taken) and _ok(text[a:b]):
            taken.append((a, b))
            out.append(Span("PERSON", a, b, _SCORE, text[a:b]))

    for s in persons:
        m = _AFTER_RE.match(text, s.end, min(len(text), s.end + 80))
        if m:
            add(m.start("name"), m.end("name"))
        line_start = text.rfind("\n", 0, s.start) + 1
        m = _BEFORE_RE.search(text, max(line_start, s.start - 80), s.start)
        if m:
            add(m.start("name"), m.end("name"))
    return out
