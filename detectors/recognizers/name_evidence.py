"""Evidence that one capitalised word no name list knows is a name: rare everywhere, no known
kind of word, and name-like to the model (``name_model.py``). Shared by ``person_names`` and
``model_names``; a caller uses it only where its own structure (a cue, a vocative, a pair)
already marks a name slot, never on a bare capitalised word.
"""

from __future__ import annotations

from functools import lru_cache

from ..known_values import common_words
from ..name_lists import name_lists
from ..name_model import NAME_LIKE_THRESHOLD, name_model
from ..places import is_city_name
from ..tech_terms import all_tech
from .addressee_names import LANGUAGES
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS

#: a word this frequent (Zipf) in one of :data:`LANGUAGES` is an everyday word there
RARE_MAX_ZIPF = 3.0


@lru_cache(maxsize=8192)
def rare_everywhere(key: str) -> bool:
    """``key`` (case-folded) is below :data:`RARE_MAX_ZIPF` in every language of
    ``addressee_names.LANGUAGES`` (``wordfreq`` small lists)."""
    from wordfreq import zipf_frequency  # small lists, loaded by name_model's training

    return all(zipf_frequency(key, lang, wordlist="small") < RARE_MAX_ZIPF for lang in LANGUAGES)


#: a word this frequent (Zipf) in some language is one its speakers write: a brand, a firm
#: (``Iberdrola`` 2.9 in Spanish, ``Vodafone``, ``Siemens``) or a noun, not an unknown person
WRITTEN_MIN_ZIPF = 2.5


@lru_cache(maxsize=8192)
def unlisted_written_word(word: str) -> bool:
    """``word`` is in no name list, the name model does not find it name-like, and some
    language of ``addressee_names.LANGUAGES`` writes it (Zipf ≥ :data:`WRITTEN_MIN_ZIPF`): after
    a talk or call verb it names a firm or a service (``Hablé con Iberdrola``, ``spoke with
    Vodafone``), not a person no list knows (``Quenby``, ``Ottorino``: rarer than that)."""
    from wordfreq import zipf_frequency  # small lists, loaded by name_model's training

    if name_lists().is_name_word(word):
        return False
    s = name_model().score(word)
    if s is not None and s >= NAME_LIKE_THRESHOLD:
        return False
    key = word.casefold()
    return any(zipf_frequency(key, lang, wordlist="small") >= WRITTEN_MIN_ZIPF for lang in LANGUAGES)


def known_kind_of_word(word: str) -> bool:
    """``word`` is an organisation/role word, a common word of Faker's lorem lists or a
    technology term: never part of a person's name."""
    k = word.casefold()
    return k in NOT_NAME_WORDS or k in ROLE_WORDS or k in common_words() or all_tech(word)


@lru_cache(maxsize=8192)
def unlisted_name_like(word: str) -> bool:
    """``word`` is in no name list, is no known kind of word, no big city, rare in every
    language, and scores at least ``NAME_LIKE_THRESHOLD`` with the name model (~60 % of unseen
    names, ~4-5 % of unseen rare words: ``name_model.py``)."""
    if name_lists().is_name_word(word) or known_kind_of_word(word) or not rare_everywhere(word.casefold()):
        return False
    if is_city_name(word):
        return False
    s = name_model().score(word)
    return s is not None and s >= NAME_LIKE_THRESHOLD
