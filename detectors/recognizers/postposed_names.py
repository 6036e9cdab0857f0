"""Names before a postposition or a glued "with" particle (``PERSON``, names19).

Head-final languages put "with" and the verb after the person: Turkish ``Gülsevin Karaosmanoğlu
ile görüştüm`` and ``… dedi``, Korean ``윤재희하고 회의했어요`` / ``한서윤과 통화했다``. The cue
rules of the other recognizers read a cue *before* a name, so these were missed.

- **Turkish**: two or three capitalised words, then ``ile`` and a verb of meeting or talking
  (``görüş-``, ``konuş-``, ``buluş-``, ``toplan-``, ``yazış-``), or a reporting verb (``dedi``,
  ``söyledi``, ``yazdı``, ``aradı``); leading everyday words are dropped (``Dün`` "yesterday"),
  and each remaining word must be a listed name or rare in Turkish (``wordfreq`` Zipf < 3.5),
  so firms and departments made of everyday words (``Acme Yazılım``, ``Müşteri Hizmetleri``)
  stay unmasked.
- **Korean**: a Hangul word of three syllables (a listed one-syllable surname first) or four (a
  two-syllable surname), glued to ``하고``/``와``/``과``/``랑``/``이랑``/``한테``/``에게`` and then a verb
  of meeting, calling or talking (``회의``, ``통화``, ``미팅``, ``만나``, ``얘기``, ``연락``); not a
  word, or a word whose first two syllables are, frequent in Korean (``wordfreq`` Zipf ≥ 3.3:
  ``고객사``, whose head ``고객`` is "customer").

Score 0.7.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any, Iterable

from ..name_lists import name_lists
from .base import OurRecognizer
from .name_evidence import known_kind_of_word
from .record_names import korean_surnames

__all__ = ["PostposedNameRecognizer"]

_TR_UP = "A-ZÇĞİÖŞÜÂÎÛ"
_TR_LO = "a-zçğıöşüâîû"
_TR_WORD = rf"[{_TR_UP}][{_TR_LO}]+(?:-[{_TR_UP}][{_TR_LO}]+)?"
_TR_RE = re.compile(
    rf"(?<![\w'’])(?P<name>{_TR_WORD}(?:[ \t]+{_TR_WORD}){{1,3}})[ \t]+"
    r"(?:ile[ \t]+(?:görüş|konuş|buluş|toplan|yazış|anlaş|telefonla)\w*|dedi|söyledi|yazdı|aradı)(?![\w])"
)
_TR_RARE_ZIPF = 3.5
_KO_RE = re.compile(
    r"(?<![\uac00-\ud7a3])(?P<name>[\uac00-\ud7a3]{3,4})(?:하고|이랑|랑|와|과|한테|에게)[ \t]*"
    r"(?:회의|통화|미팅|만나|만났|얘기|이야기|연락|상의|점심|저녁|면담)"
)
_KO_FREQUENT_ZIPF = 3.3
_KO_COMPOUND = frozenset("남궁 황보 제갈 사공 선우 서문 독고 동방 탁발".split())


def _tr_name_words(words: list[str]) -> list[str] | None:
    """The name words after leading everyday words, or None when they are no name."""
    from wordfreq import zipf_frequency

    nl = name_lists()
    while words and not nl.is_name_word(words[0]) and zipf_frequency(words[0], "tr", wordlist="small") >= _TR_RARE_ZIPF:
        words = words[1:]
    if len(words) < 2:
        return None
    for w in words:
        if known_kind_of_word(w):
            return None
        if not (nl.is_name_word(w) or zipf_frequency(w, "tr", wordlist="small") < _TR_RARE_ZIPF):
            return None
    return words


@lru_cache(maxsize=1)
def _ko_frequencies() -> dict[str, float]:
    import wordfreq  # the frequency dictionary only: no Korean segmenter needed

    return wordfreq.get_frequency_dict("ko", "small")


def _ko_name(word: str) -> bool:
    if len(word) == 4:
        return word[:2] in _KO_COMPOUND
    if word[0] not in korean_surnames():
        return False
    freq = _ko_frequencies()  # a frequent word or word head is a noun (고객사: 고객 "customer")
    return not any(freq.get(w, 0.0) and math.log10(freq[w] * 1e9) >= _KO_FREQUENT_ZIPF for w in (word, word[:2]))


class PostposedNameRecognizer(OurRecognizer):
    """Turkish and Korean names before "with" + a verb (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.7)``."""
        if " ile " in text or "d" in text or "y" in text:
            for m in _TR_RE.finditer(text):
                parts = list(re.finditer(r"\S+", m.group("name")))
                words = _tr_name_words([p.group() for p in parts])
                if words:  # the kept words are the last ones: start at the first of them
                    start = m.start("name") + parts[len(parts) - len(words)].start()
                    yield "PERSON", start, m.end("name"), 0.7
        if re.search(r"[\uac00-\ud7a3]", text):
            for m in _KO_RE.finditer(text):
                if _ko_name(m.group("name")):
                    yield "PERSON", m.start("name"), m.end("name"), 0.7
