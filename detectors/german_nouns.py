"""German capitalises every noun: a capital letter there is no sign of a name.

The English NER model and the capitalised-word rules read ``Datenanalyse`` or ``Berichtswesen``
in a German prompt as a person. :func:`german_noun_in_context` says when a single capitalised
word sits in a German sentence (judged by the grammar words around it, not by the word) and
no name list knows it, so callers can refuse to take it as a name on capitalisation alone.
"""

from __future__ import annotations

import re

from .name_lists import name_lists

#: German words that only occur as grammar (articles, prepositions, conjunctions, pronouns,
#: auxiliaries); words shared with English (``in``, ``an``, ``was``, ``so``) are left out.
GERMAN_FUNCTION_WORDS = frozenset(
    """
    der die das den dem des ein eine einen einem einer eines und oder aber sondern nicht kein keine
    mit für fuer von zu zur zum im ins am vom beim auf aus bei nach über ueber unter vor zwischen durch
    gegen ohne um ist sind war waren wird werden wurde wurden hat haben hatte sein seine ihre ihr
    sie wir du dich dir mich mir sich uns euch ihnen als auch wenn dass daß ob weil damit bitte
    immer alle jede jeden jeder nur noch schon sehr wie wo wer welche welcher diese dieser dieses
    """.split()
)
_ENGLISH_FUNCTION_WORDS = frozenset(
    "the a an and or of to in on at for with from by is are was were be been this that these you your we our it its".split()
)
_NOUN_RE = re.compile(r"^[A-ZÄÖÜ][a-zäöüß]{3,}$")
_WORD_RE = re.compile(r"[^\W\d_]+")
#: characters read on each side of the word
WINDOW = 120


def in_german_sentence(text: str, start: int, end: int) -> bool:
    """True when two or more distinct German grammar words, and more of them than English
    ones, lie within :data:`WINDOW` characters around ``text[start:end]``."""
    around = text[max(0, start - WINDOW) : start] + " " + text[end : end + WINDOW]
    tokens = [t.casefold() for t in _WORD_RE.findall(around)]
    de = {t for t in tokens if t in GERMAN_FUNCTION_WORDS}
    en = sum(t in _ENGLISH_FUNCTION_WORDS for t in tokens)
    return len(de) >= 2 and len(de) > en


def german_noun_in_context(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is one capitalised word (``Datenanalyse``) that no name list knows,
    inside a German sentence: a noun by German spelling, not evidence of a person."""
    word = text[start:end].strip()
    if not _NOUN_RE.match(word) or name_lists().is_name_word(word):
        return False
    return in_german_sentence(text, start, end)
