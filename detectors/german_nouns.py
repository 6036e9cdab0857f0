"""German capitalises every noun: a capital letter there is no sign of a name.

The English NER model and the capitalised-word rules read ``Datenanalyse`` or ``Berichtswesen``
in a German prompt as a person. :func:`german_noun_in_context` says when a single capitalised
word sits in a German sentence (judged by the grammar words around it, not by the word) and
no name list knows it, so callers can refuse to take it as a name on capitalisation alone.

A short line has no grammar words around (``Kindergeld: 250 €``, ``Gute Nacht``, ``Urlaub in
Frankreich``, a CSV cell); there :func:`everyday_noun` judges the word itself by wordfreq
(``frequent_words.py``): frequent in German or Dutch text, rare in English text and less
frequent in every other language consulted than in German/Dutch. Names do not look like that:
a name is written the same in every language, so its frequency spreads (``Obama``, ``Koch``,
``Ingrid``: 3+ nearly everywhere), and a surname frequent in its own language peaks there
(``Nowak`` in Polish, ``Solheim`` in Norwegian). Listed names never reach the test
(``Koch``, ``Bauer``, ``Fischer``, ``Wolf`` are surnames and nouns).
"""

from __future__ import annotations

import re
from functools import lru_cache

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
#: :func:`everyday_noun`: Zipf frequency (log10 per billion words, wordfreq's small lists, which
#: stop near 3.0) the word must reach in German or Dutch (``Tresor`` 3.5, ``Kindergeld`` 3.55;
#: ``Jahreszins`` at 2.2 is too rare to judge)
NOUN_ZIPF = 3.3
#: the other languages (the small lists the name rules load anyway: ``addressee_names.LANGUAGES``)
#: whose frequency must stay below the German/Dutch one: English (``Runner`` 4.2, ``Wiki`` 3.6
#: are English words too: ``tech_terms.py``) and those where a surname peaks (``Nowak``)
_OTHER_LANGS = ("en", "fr", "es", "it", "pt", "nb", "sv", "da", "pl", "tr")


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


def everyday_noun(word: str, lang: str | None = None) -> bool:
    """``word`` is one capitalised word (``Nacht``, ``Kindergeld``, ``Gerät``) that no name list
    knows and that is an everyday German or Dutch word by frequency (module docstring): a noun,
    not evidence of a person. ``lang`` (``"de"``/``"nl"``): the line's language
    (:func:`line_language`); the word must then be frequent in that one (``Segen`` is German,
    not Dutch: in ``Segen zei dat …`` it is a name)."""
    word = word.strip()
    if not _NOUN_RE.match(word) or name_lists().is_name_word(word):
        return False
    k = word.casefold()
    peak = _zipf(k, lang) if lang else max(_zipf(k, "de"), _zipf(k, "nl"))
    if peak < NOUN_ZIPF or _zipf(k, "en") >= 3.0:
        return False
    return all(_zipf(k, other) < peak for other in _OTHER_LANGS)


#: grammar words of English that are no German or Dutch word (not ``in``, ``an``, ``of``,
#: ``is``, ``we``, ``was``, ``will``, ``had``): one of them on the line makes it English text,
#: where a capitalised word English does not use is a name (``Interview with Kühn moved to
#: Thursday``, ``Ticket escalated by Fromm``, ``Krieg: can someone merge?``; breaker14)
_ENGLISH_ONLY_WORDS = frozenset(
    """
    the and to for with from by at on are were be been this that these those you your our it its
    would can could has have about re me my he she his her they them their who please just can't
    """.split()
)
#: grammar words of Dutch that are no German or English word
_DUTCH_ONLY_WORDS = frozenset(
    "het een niet zijn naar met van ook maar wel geen uit heeft hebben wordt deze dit zei dat de op bij".split()
)


#: :func:`line_language`: a word of the line belongs to another language when it is this much
#: more frequent (Zipf) there than in German and Dutch (``con`` it/es, ``med`` sv/nb, ``la`` fr;
#: ``in``, ``August``, ``Firmware`` are shared)
_OTHER_MARGIN = 1.0
_LATIN_RE = re.compile(r"[a-zà-ɏ]+")


def line_language(text: str, start: int, end: int) -> str | None:
    """The language the rest of the line around ``text[start:end]`` is written in, by its
    words: ``"en"`` (one English-only grammar word), ``"other"`` (a word in another script, or
    one much more frequent in one of the other languages than in German and Dutch: ``Riunione
    con …``, ``Reunião com …``, ``Встреча с …``), else ``"nl"`` or ``"de"`` (one of their grammar
    words), else None (a label, a cell, ``Gute Nacht``: no grammar at all)."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    rest = text[ls:start] + " " + text[end : le if le >= 0 else len(text)]
    words = {t.casefold() for t in _WORD_RE.findall(rest)}
    if words & _ENGLISH_ONLY_WORDS:
        return "en"
    for w in words:
        if not _LATIN_RE.fullmatch(w):
            return "other"
        ours = max(_zipf(w, "de"), _zipf(w, "nl"))
        theirs = max(_zipf(w, lang) for lang in _OTHER_LANGS)
        if theirs >= 3.0 and theirs >= ours + _OTHER_MARGIN:
            return "other"
    nl, de = len(words & _DUTCH_ONLY_WORDS), len(words & GERMAN_FUNCTION_WORDS)
    if nl or de:
        return "nl" if nl > de else "de"
    return None


def everyday_noun_here(text: str, start: int, end: int) -> bool:
    """Every word of ``text[start:end]`` (1-3) is an :func:`everyday_noun` in the language of
    its line, and the line is no English or other language's text: German and Dutch nouns
    stand in German/Dutch lines and bare labels (``Kindergeld: 250 €``, ``Gute Nacht``,
    ``Passwort: steht im Tresor``), while in an English line the same word is a surname
    (``Meeting with Kühn re: salary review``)."""
    words = text[start:end].split()
    if not 0 < len(words) <= 3:
        return False
    if not all(_noun_in_any_line(w) for w in words):
        return False  # before the line's language: that reads every word of the line (~0.3 ms)
    lang = line_language(text, start, end)
    if lang in ("en", "other"):
        return False
    return all(everyday_noun(w, lang) for w in words)


def _noun_in_any_line(word: str) -> bool:
    """What :func:`everyday_noun` requires of ``word`` whatever the line's language that
    :func:`everyday_noun_here` passes (None, ``de``, ``nl``): a noun's shape, no listed name,
    Zipf >= :data:`NOUN_ZIPF` in German or Dutch (the peak of any of those languages is at most
    that) and under 3.0 in English. False means ``everyday_noun(word, lang)`` is False for each."""
    word = word.strip()
    if not _NOUN_RE.match(word) or name_lists().is_name_word(word):
        return False
    k = word.casefold()
    return max(_zipf(k, "de"), _zipf(k, "nl")) >= NOUN_ZIPF and _zipf(k, "en") < 3.0


@lru_cache(maxsize=8192)
def _zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency  # lazy: its small lists load on first use (~0.2 s each)

    return float(zipf_frequency(word, lang, wordlist="small"))


#: German definite articles: a name takes none in writing (``Der Jahreszins``, ``Die Nachzahlung``)
_ARTICLES = frozenset("der die das dem den des".split())


def article_noun(value: str) -> bool:
    """``value`` is a German definite article and one capitalised word no name list knows
    (``Der Jahreszins``, ``die Nachzahlung``): a noun phrase, not a person."""
    words = value.split()
    return (
        len(words) == 2
        and words[0].casefold() in _ARTICLES
        and _NOUN_RE.match(words[1]) is not None
        and not name_lists().is_name_word(words[1])
    )
