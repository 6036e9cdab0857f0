"""People named by a meeting's title, a note's author mark or a quote's attribution (``PERSON``,
names17).

Three shapes of notes that name people with no label word before the name:

- one-on-one titles: ``# 1:1 Runhild / Ingvarde``, ``## 1:1 con Leocadia Urquidizábal``,
  ``1on1 with Ann Lee``, ``1:1 z Radomiłem``, ``One-on-one: Ann & Bo`` — after the ``1:1`` mark
  (and an optional preposition in 14 languages) one or two names joined by ``/``, ``&``, ``+``,
  ``,``, ``and``/``y``/``i``/``и``…;
- an author in parentheses that closes a note's label: ``**Internal note (Quarrington):**``,
  ``Nota interna (Ciampolillo):``, ``Kommentar (Anna Berg):`` — the label's head is a note,
  comment, update or feedback word;
- a quotation's attribution alone on its line: ``> — Radomił Kędzierawy``, ``-- Ann Lee``.

Each name is 1-3 capitalised name-shaped words (``name_shape.looks_like_name``), no technology
term, no big city, no field label, and its words are listed name words or rare in every
corpus language (``name_evidence.rare_everywhere``; ``1:1 sync / Roadmap`` names nobody):
0.75.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import known_kind_of_word, rare_everywhere
from .name_shape import looks_like_name

SCORE = 0.75
_CAP = r"[^\W\d_][^\W\d_'’\-]*"
_NAME = rf"{_CAP}(?:[ \t]+{_CAP}){{0,2}}"
_PREP = (
    r"with|w/|con|com|mit|avec|met|med|z|ze|с|со|з|із|ile|dengan|với|עם|مع|के साथ|kanssa|και|"
    r"и|och|og|en|und|et"
)
_JOIN = (
    r"[ \t]*(?:/|&|\+|,|\band\b|\by\b|\bi\b|\be\b|\bи\b|\bі\b|\bve\b|\bund\b|\bet\b|\ben\b|\bog\b|\boch\b|<>|x)[ \t]*"
)
_ONE_ON_ONE_RE = re.compile(
    rf"(?i:\b1[:\-]1\b|\b1-?on-?1\b|\bone[- ]on[- ]one\b)[ \t]*[:\-–—]?[ \t]*(?:(?i:{_PREP})[ \t]+)?"
    rf"(?P<a>{_NAME})(?:{_JOIN}(?P<b>{_NAME}))?[ \t]*(?=$|[\n:()\-–—|*#])",
    re.M,
)
_NOTE_HEADS = (
    r"note|notes|internal note|comment|comments|update|feedback|remark|memo|"
    r"notiz|kommentar|anmerkung|nota|notas|nota interna|comentario|commento|comentário|notatka|uwaga|"
    r"komentarz|заметка|примечание|комментарий|коментар|примітка|not|yorum|catatan|ghi chú|"
    r"opmerking|kommentar|huomautus|remarque|commentaire"
)
#: a quotation's attribution line: ``> — Radomił Kędzierawy``, ``-- Ann Lee`` alone on its line
_ATTRIBUTION_RE = re.compile(rf"^[ \t]*(?:>[ \t]*)*(?:—|―|–|--)[ \t]*(?P<a>{_NAME})[ \t]*$", re.M)
_NOTE_AUTHOR_RE = re.compile(
    rf"(?i:(?:{_NOTE_HEADS}))[ \t]*\((?P<a>{_NAME})\)[ \t]*(?:\*\*|__)?[ \t]*[:：]",
)


def _name_ok(name: str) -> bool:
    if not looks_like_name(name, 3, allow_lower=False) or all_tech(name) or is_city_name(name):
        return False
    lists = name_lists()
    for w in name.split():
        if not w[0].isupper() or known_kind_of_word(w):
            return False
        if not (lists.is_name_word(w) or rare_everywhere(w.casefold())):
            return False
    return True


class MeetingTitleRecognizer(OurRecognizer):
    """One-on-one titles and note authors in parentheses (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.75)`` for each name."""
        low = text.casefold()
        if "1:1" in text or "1-1" in text or "on1" in low or "on-1" in low or "on-one" in low or "on one" in low:
            for m in _ONE_ON_ONE_RE.finditer(text):
                yield from _groups(m)
        if "—" in text or "--" in text or "―" in text or "–" in text:
            for m in _ATTRIBUTION_RE.finditer(text):
                yield from _groups(m)
        if "(" in text and ":" in text:
            for m in _NOTE_AUTHOR_RE.finditer(text):
                yield from _groups(m)


def _groups(m: re.Match[str]) -> Iterator[tuple[str, int, int, float]]:
    for g in ("a", "b"):
        if g in m.re.groupindex and m.group(g) and _name_ok(m.group(g)):
            yield "PERSON", m.start(g), m.end(g), SCORE
