"""Full names no list knows, by the letters of their words (issue 12, name model).

``person_names`` takes a capitalised pair without a cue only when Faker's lists know the given
name and the surname; people whose names no list has (``Aysuluv Toprakçıoğlu``, ``Lamborghetti
Ermenegilda``, ``Θεοκτίστη Μαυροματάκη``) were left to the English NER model. This rule reads
the words themselves with the name-likeness model (``name_model.py``).

Rule (score :data:`SCORE`, below the 0.8 that counts as strong evidence, so a system prompt
keeps none of these spans without corroboration): 2-4 adjacent Title-Case words in a cased
script (Latin with diacritics, Cyrillic, Greek; one or two blanks apart, name particles such
as ``van der``/``de la`` allowed between) where every word

- is rare in every language of :data:`addressee_names.LANGUAGES` (``wordfreq`` Zipf below
  ``name_evidence.RARE_MAX_ZIPF``: ordinary words, verbs and nouns of those languages are not),
- is no organisation, role, calendar or technology word, no common word of Faker's lorem
  lists, no city of 100 000+ inhabitants,
- scores at least :data:`WORD_MIN_SCORE` with the model, unless it is a listed name word,

and the words the lists do not know score :data:`PAIR_MIN_MEAN` or more on average. Words failing the test split a run; the longest passing stretches are taken. Not on
a markdown heading line (``headings.py`` judges those) or a Title-Case heading line (one without
digits); not a run of more than :data:`MAX_WORDS` words (a title).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterable

from ..name_lists import name_lists
from ..name_model import NAME_LIKE_THRESHOLD, name_model
from ..places import is_city_name
from .base import OurRecognizer
from .name_evidence import known_kind_of_word, rare_everywhere
from .name_shape import NAME_PARTICLES
from .person_names import CALENDAR_WORDS, LOWER, NAME_PARTICLE, UPPER, title_case_line

SCORE = 0.6
#: the model's floor for every unlisted word of a name (the mean must reach the threshold)
WORD_MIN_SCORE = -0.3
#: the mean model score the unlisted words of a name must reach (rarity already excludes the
#: everyday words the model would confuse; see RESULTS.md, issue 12 name model)
PAIR_MIN_MEAN = 0.1
#: longest run of words taken as one name
MAX_WORDS = 4

_CAP = rf"(?:(?:O['’]|d['’]|D['’])?[{UPPER}][{LOWER}]+(?:-[{UPPER}][{LOWER}]+)*)"
_RUN_RE = re.compile(
    rf"(?<![\w'’\-.@/\\#$&])(?P<run>{_CAP}(?: {{1,2}}(?:{NAME_PARTICLE} {{1,2}}){{0,2}}{_CAP})+)(?![\w'’\-@/\\]|\.\w)"
)
_WORD_RE = re.compile(r"\S+")


#: evidence kinds of one word (:func:`word_evidence`)
LISTED = "listed"  # a listed name word, rare in every language
GIVEN_FREQUENT = "given_frequent"  # a listed given name that is also frequent somewhere (Anna)
SCORED = "scored"  # unlisted and rare: the model's score counts


@lru_cache(maxsize=8192)
def word_evidence(word: str) -> tuple[str, float] | None:
    """``(kind, model score)`` of ``word`` as part of a full name, or None when it cannot be
    part of one (rules in the module docstring). ``kind``: :data:`LISTED`,
    :data:`GIVEN_FREQUENT` (score 0, may only open a name), :data:`SCORED`."""
    k = word.casefold()
    if k in CALENDAR_WORDS or known_kind_of_word(word):
        return None
    lists = name_lists()
    if not rare_everywhere(k):
        return (GIVEN_FREQUENT, 0.0) if lists.is_given(word) else None
    if is_city_name(word):
        return None
    if lists.is_name_word(word):
        return LISTED, 0.0
    s = name_model().score(word)
    return (SCORED, s) if s is not None and s >= WORD_MIN_SCORE else None


_Word = tuple[int, int, str, "tuple[str, float] | None"]


def _stretches(words: list[tuple[int, int, str]]) -> Iterable[list[_Word]]:
    """Maximal runs of consecutive words that pass :func:`word_evidence` (particles, evidence
    None, kept inside a run and dropped at its ends); a :data:`GIVEN_FREQUENT` word only opens
    a run."""
    cur: list[_Word] = []
    for s, e, w in words:
        if w.casefold() in NAME_PARTICLES and w[:1].islower():
            if cur:
                cur.append((s, e, w, None))
            continue
        ev = word_evidence(w)
        if ev is None or (ev[0] == GIVEN_FREQUENT and cur):
            yield cur
            cur = []
        if ev is not None:
            cur.append((s, e, w, ev))
    yield cur


def _markdown_heading(text: str, pos: int) -> bool:
    """The line holding ``pos`` is a markdown heading: ``headings.py`` judges those (a name
    heading needs personal data under it)."""
    ls = text.rfind("\n", 0, pos) + 1
    return text[ls:pos].lstrip(" \t").startswith("#")


def _digit_in_line(text: str, pos: int) -> bool:
    """The line holding ``pos`` has a digit: a record or a table row (``B3: X Y   C3: € 52.000``),
    not a heading."""
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    return any(c.isdigit() for c in text[ls : le if le >= 0 else len(text)])


class ModelNameRecognizer(OurRecognizer):
    """Unlisted full names read by the name-likeness model (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, SCORE)``."""
        titles: dict[int, bool] = {}
        for m in _RUN_RE.finditer(text):
            base = m.start("run")
            words = [(base + w.start(), base + w.end(), w.group(0)) for w in _WORD_RE.finditer(m.group("run"))]
            for run in _stretches(words):
                while run and run[-1][3] is None:  # a particle at the end
                    run.pop()
                evs = [r[3] for r in run if r[3] is not None]
                if not 2 <= len(evs) <= MAX_WORDS:
                    continue
                scored = [sc for kind, sc in evs if kind == SCORED]
                if not scored:
                    continue  # only listed words: the list rules of person_names judge them
                # a frequent given name ("Anna", "Will") says little: the rest must look like a name
                need = NAME_LIKE_THRESHOLD if evs[0][0] == GIVEN_FREQUENT else PAIR_MIN_MEAN
                if sum(scored) / len(scored) < need:
                    continue
                if _markdown_heading(text, run[0][0]):
                    continue
                if title_case_line(text, run[0][0], titles) and not _digit_in_line(text, run[0][0]):
                    continue  # a heading ("Vexlar Mobility Pilot Review"), not a table row
                yield "PERSON", run[0][0], run[-1][1], SCORE
