"""A rare word in a chat message's addressee slot is a name (issue 12, round 6).

In a timestamped chat export (WhatsApp, Telegram, Slack, Teams: ``[12/3/24, 21:15:40] Ana:
…``, ``[10:02] Ana: …``, ``10:02 Ana: …``) a message that opens a sentence with one capitalised
word, a comma and a lower-case word addresses someone: ``Eufrasia, me debes todavía 45 €``,
``Torvald, kannst du …``. Listed given names there are found already (``person_names``
vocative rule); this takes the unlisted ones when the word is *rare* in every language of the
corpus — below :data:`MAX_ZIPF` in each of :data:`LANGUAGES` (``wordfreq`` small lists, read
offline, see ``frequent_words.py``) — so discourse words and interjections (``Vale,``
``Genau,`` ``Perfecto,`` ``Allora,`` ``Слушай,``) and capitalised nouns (``Gestern,``) stay
out. Score 0.7.

Not: the same shape outside a chat line (a heading, a list item, ``Note, …`` in prose), a
common word of any listed language, an ALL-CAPS word, a technology term.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterable

from ..known_values import common_words
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS

#: languages whose everyday words a chat vocative is checked against (the corpus languages and
#: their neighbours that ``wordfreq`` lists)
LANGUAGES: tuple[str, ...] = (
    "en",
    "de",
    "fr",
    "es",
    "it",
    "pt",
    "nl",
    "nb",
    "da",
    "sv",
    "fi",
    "pl",
    "ru",
    "uk",
    "el",
    "tr",
    "id",
)
MAX_ZIPF = 2.5
_UP = r"A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁІЇЄҐΑ-ΩΆ-Ώ"
_LO = r"a-zß-öø-ÿĀ-ſа-яёіїєґα-ωά-ώΐΰς"
# a chat line: a timestamp (bracketed, or a bare clock time), a speaker of 1-4 words, a colon
_CHAT_LINE_RE = re.compile(
    r"^[ \t]*(?:\[[^\]\n]{4,32}\]|\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[ \t]*[AaPp][Mm])?)[ \t]*[-–]?[ \t]*"
    r"[^\n:\[\]]{1,48}?:[ \t]+(?P<msg>[^\n]+)$",
    re.M,
)
_VOC_RE = re.compile(rf"(?:^|(?<=[.!?…][ \t]))(?P<name>[{_UP}][{_LO}]{{2,}}),[ \t]+(?=[{_LO}])")


@lru_cache(maxsize=4096)
def _rare(word: str) -> bool:
    from wordfreq import zipf_frequency  # small lists, loaded per language on first use

    k = word.casefold()
    return all(zipf_frequency(k, lang, wordlist="small") < MAX_ZIPF for lang in LANGUAGES)


class AddresseeNameRecognizer(OurRecognizer):
    """Rare capitalised words addressed at the start of a chat sentence (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.7)``."""
        if ":" not in text or "," not in text:
            return
        common = common_words()
        for line in _CHAT_LINE_RE.finditer(text):
            off = line.start("msg")
            for m in _VOC_RE.finditer(line.group("msg")):
                w = m.group("name")
                k = w.casefold()
                if k in common or k in NOT_NAME_WORDS or k in ROLE_WORDS or all_tech(w) or not _rare(w):
                    continue
                yield "PERSON", off + m.start("name"), off + m.end("name"), 0.7
