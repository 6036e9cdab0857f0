"""Surname-first names and initials (``PERSON``, round 13).

Forms, payslips, leases, PNRs and citations write a name surname first or with initials; each
form below carries its own structure, so a single rare or listed word is enough:

- **ALL-CAPS surname, comma, given name** (``THORNBURY-ASKE, Elspeth``, ``ROSENGRUBER,
  Walpurga``, ``URDANGARÍN, LEOCRICIA``): the surname (one or two words, hyphens allowed) is a
  listed surname or rare in every language (one part of a hyphenated one) and no known kind of word (``NOTE``, ``TODO``,
  ``BERLIN`` are not), the given name a listed given name or rare in every language (``BERLIN, Germany``,
  ``ERROR, Maria`` are not): 0.8.
- **Surname, comma, initials** (``Mühlbrecht, A.``, ``Tolliver, J. R.``): a Title-Case surname
  that is listed or name-like, no city and no known kind of word: 0.75.
- **Initials before a surname** (``A. Mühlbrecht``, ``J. R. R. Tolliver-Peake``): one to three
  capital initials with dots, then a surname that is listed or name-like (each part of a
  hyphenated one): 0.75; not ``U.S. Army``, ``A. Introduction`` (everyday words).
- **An ALL-CAPS name alone on its line** (a CV's head, a payslip's or lease's address block:
  ``AALLOTAR VIRTANEN-KOSKI``): two or three capital words, each listed or rare in every
  language and no known kind of word, technology term or city, one of them listed or name-like
  to the model; the NER model misses names it cannot read in capitals: 0.7. Not
  ``WORK EXPERIENCE``, ``ACME GMBH``, ``KUBERNETES OPERATOR``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterable

from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import known_kind_of_word, rare_everywhere, unlisted_name_like
from .person_names import LOWER, UPPER

_CAPS = rf"[{UPPER}][{UPPER}'’]+(?:-[{UPPER}][{UPPER}'’]+)?"
_TITLE = rf"[{UPPER}][{LOWER}'’]+(?:-[{UPPER}][{LOWER}'’]+)?"
_INITIALS = rf"[{UPPER}]\.(?:[ \t]?[{UPPER}]\.){{0,2}}"
_CAPS_FIRST_RE = re.compile(
    rf"(?<![\w\-/])(?P<sur>{_CAPS}(?:[ \t]{_CAPS})?),[ \t]+(?P<given>{_TITLE}|{_CAPS})(?:[ \t]+(?P<given2>{_TITLE}|{_CAPS}))?(?![\w\-])"
)
_CAPS_LINE_RE = re.compile(rf"^[ \t]*(?P<name>{_CAPS}(?:[ \t]{_CAPS}){{1,2}})[ \t]*$", re.M)
_TITLE_INITIALS_RE = re.compile(rf"(?<![\w\-/.])(?P<sur>{_TITLE}),[ \t]+(?P<init>{_INITIALS})(?![\w])")
_INITIALS_FIRST_RE = re.compile(rf"(?<![\w.])(?P<init>{_INITIALS})[ \t]?(?P<sur>{_TITLE})(?![\w\-])")


@lru_cache(maxsize=4096)
def _surname_word(word: str, caps: bool) -> bool:
    """One surname: no part a known kind of word, a technology term or a city, and one part
    (of a hyphenated one) listed, or rare everywhere (ALL CAPS) or name-like (Title Case)."""
    parts = [p.strip("'’") for p in word.split("-") if p]
    nl = name_lists()
    if any(len(p) < 2 or known_kind_of_word(p) or all_tech(p) or is_city_name(p.title()) for p in parts):
        return False
    for part in parts:
        if nl.is_surname(part) or nl.is_given(part):
            return True
        if rare_everywhere(part.casefold()) if caps else unlisted_name_like(part):
            return True
    return False


@lru_cache(maxsize=4096)
def _caps_line_name(words: tuple[str, ...]) -> bool:
    """Every word listed or rare and of no known kind; one listed or name-like."""
    nl = name_lists()
    strong = False
    for word in words:
        for part in (p.strip("'’").title() for p in word.split("-") if p):
            if len(part) < 2 or known_kind_of_word(part) or all_tech(part) or is_city_name(part):
                return False
            if nl.is_name_word(part) or unlisted_name_like(part):
                strong = True
            elif not rare_everywhere(part.casefold()):
                return False
    return strong


@lru_cache(maxsize=4096)
def _given_word(word: str) -> bool:
    w = word if not word.isupper() else word.title()
    if known_kind_of_word(w) or all_tech(w) or is_city_name(w):
        return False
    return name_lists().is_given(w) or rare_everywhere(w.casefold())


class SurnameFirstRecognizer(OurRecognizer):
    """Surname-first names and initials (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)``."""
        if "," in text:
            for m in _CAPS_FIRST_RE.finditer(text):
                if not all(_surname_word(w, True) for w in m.group("sur").split()):
                    continue
                if not _given_word(m.group("given")):
                    continue
                end = m.end("given")
                if m.group("given2") and _given_word(m.group("given2")):
                    end = m.end("given2")
                yield "PERSON", m.start(), end, 0.8
            for m in _TITLE_INITIALS_RE.finditer(text):
                if _surname_word(m.group("sur"), False):
                    yield "PERSON", m.start(), m.end(), 0.75
        for m in _CAPS_LINE_RE.finditer(text):
            if _caps_line_name(tuple(m.group("name").split())):
                yield "PERSON", m.start("name"), m.end("name"), 0.7
        if "." in text:
            for m in _INITIALS_FIRST_RE.finditer(text):
                if _surname_word(m.group("sur"), False):
                    yield "PERSON", m.start(), m.end(), 0.75
