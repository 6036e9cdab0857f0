"""Everyday Turkish and Indonesian words the English NER model reads as names (issue 12,
round 6, precision).

The small English model tags capitalised Turkish and Indonesian words as PERSON: headings and
labels (``Kişisel notlar``, ``Dönem sonu bakiye``, ``Özel şartlar``), salutations and
address forms (``Merhaba Güzel …``, ``Kepada Yth.``, ``Bapak Direktur``). Faker has no lorem
word list for either language, so :func:`edgeward.detectors.known_values.common_words` does not
know them; word frequencies do.

Source: ``wordfreq`` (Robyn Speer; code Apache-2.0, data CC BY-SA 4.0), frequencies of words in
subtitles, Wikipedia, news and web text, shipped inside the package and read offline. Its
lists hold names too (``Mehmet``, ``Yılmaz``, ``Budi`` are frequent), so a listed given name of
Faker's person providers is never judged by frequency.

:func:`everyday_words_only` says a model-only PERSON value is made of everyday words:

- only in Turkish or Indonesian prose: two or more of the language's function words
  (:data:`_TR_FUNCTION_WORDS` with a Turkish letter ``ğ ı ş İ``, :data:`_ID_FUNCTION_WORDS`), so
  a Turkish name in an English log (``Ayşe Yılmaz``, frequent in Turkish text) is not judged;
- no word may be a listed given name or surname of Faker's person providers;
- one word: Zipf frequency ≥ :data:`ONE_WORD_ZIPF`;
- several words: each ≥ :data:`ONE_WORD_ZIPF`, one ≥ :data:`PHRASE_ZIPF` (``Kepada Yth``,
  ``Bapak Direktur``; not ``Kiracı Sarıgül``, whose surname is rare).

A frequent Turkish given name that Faker lacks (``Ayşe``) found by the model alone in Turkish
prose is dropped too: the price of the rule, paid only where that prose is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .name_lists import name_lists

ONE_WORD_ZIPF = 3.0
PHRASE_ZIPF = 4.0
_TR_LETTERS_RE = re.compile(r"[ğışİĞŞ]")
_WORD_RE = re.compile(r"[^\W\d_]+")
#: frequent Turkish grammar words (a Turkish text holds several)
_TR_FUNCTION_WORDS = frozenset(
    """ve bir bu için ile da de çok ama gibi olan olarak değil daha ne mi mı ben sen o biz siz onlar
    şu her kadar sonra önce şimdi var yok ise veya ya""".split()
)
#: frequent Indonesian/Malay grammar words (an Indonesian text holds several)
_ID_FUNCTION_WORDS = frozenset(
    """yang dan di ke dari untuk dengan pada ini itu tidak akan sudah atau juga kami kita anda saya
    kepada dalam bisa ada adalah oleh karena sebagai terima kasih mohon hormat bapak ibu""".split()
)


@lru_cache(maxsize=8192)
def _zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency  # loads ~1 MB of its data on first use (~0.3 s)

    return float(zipf_frequency(word, lang))


#: every language :func:`languages_of` may return
_LANGUAGES = ("tr", "id")


def languages_of(text: str) -> tuple[str, ...]:
    """The languages of :mod:`wordfreq` to consult for ``text``: ``tr``, ``id``, both or none."""
    langs = []
    words = {w.casefold() for w in _WORD_RE.findall(text[:4000])}
    if _TR_LETTERS_RE.search(text) and len(words & _TR_FUNCTION_WORDS) >= 2:
        langs.append("tr")
    if len(words & _ID_FUNCTION_WORDS) >= 2:
        langs.append("id")
    return tuple(langs)


@lru_cache(maxsize=4096)  # pure (fixed frequencies); asked of every model PERSON
def may_be_everyday_words(value: str) -> bool:
    """Whether ``value`` could be everyday words of the text, whatever its languages: it is
    everyday words of Turkish or Indonesian (:func:`everyday_words_only` over every language
    :func:`languages_of` may return, ``value``'s words only). When False, so is
    ``everyday_words_only(value, languages_of(text))`` for any text, whose words (a pass over
    its first 4,000 characters) need not be read."""
    return everyday_words_only(value, _LANGUAGES)


def everyday_words_only(value: str, langs: tuple[str, ...]) -> bool:
    """True when ``value`` (a model PERSON hit) is everyday words of one of ``langs`` (module
    docstring); False when ``langs`` is empty."""
    words = _WORD_RE.findall(value)
    if not langs or not words:
        return False
    lists = name_lists()
    if any(lists.is_name_word(w) for w in words):
        return False
    for lang in langs:
        zs = [_zipf(w.casefold(), lang) for w in words]
        if min(zs) >= ONE_WORD_ZIPF and (len(words) == 1 or max(zs) >= PHRASE_ZIPF):
            return True
    return False
