"""Korean given names called by the vocative particle ``아``/``야`` (``PERSON``, names17).

Korean chats open a message by calling the friend: ``빛나래아 이번 달 월세…``, ``지헌아,``,
``서연아!``. The particle is ``아`` after a syllable with a final consonant and ``야`` after one
without, but chats mix them (``빛나래아``), so either is read; the name is written with no
space before it. At the start of a line or of a
chat message (after the speaker's ``:`` or a KakaoTalk header's ``]``), a Hangul word of 2-3 syllables plus the right
particle, then a blank, a comma or ``!``/``?``, is a name when neither the word nor the whole
form is an everyday Korean word (``wordfreq``'s Korean table, Zipf < 3: ``그래야``, ``아니야``,
``사랑아`` are words), no verb form (``좋아야 해``: a stem in ``-아``/``-어``), and it is no kinship or group address (``엄마야``, ``얘들아``). The span is
the name without the particle: 0.7.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer
from .mention_names import korean_words

SCORE = 0.7
_VOCATIVE_RE = re.compile(
    r"(?:^|(?<=[:：\]]\s)|(?<=\n))[ \t]*(?P<name>[\uac00-\ud7a3]{2,3})(?P<p>[아야])(?=[ \t,!?.]|$)", re.M
)
#: kinship, endearment and group addresses that take the particle too
_NOT_NAMES = frozenset(
    "얘들 애들 친구 여러분 자기 여보 사랑 엄마 아빠 언니 오빠 누나 동생 아가 아들 딸 형 우리 너 야".split()
)

#: a stem ending in a verb's connective vowel is ``-아야``/``-어야`` "only if" (``좋아야 해``)
_VERB_ENDINGS = frozenset("아어여해와워봐줘돼")


class KoreanVocativeRecognizer(OurRecognizer):
    """Given names before the vocative particle at a message's start (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.7)`` for each called name."""
        if "아" not in text and "야" not in text:
            return
        words = korean_words()
        for m in _VOCATIVE_RE.finditer(text):
            name, particle = m.group("name"), m.group("p")
            if name in _NOT_NAMES or name[-1] in _VERB_ENDINGS:
                continue
            if words.get(name, 0.0) >= 1e-6 or words.get(name + particle, 0.0) >= 1e-6:
                continue
            yield "PERSON", m.start("name"), m.end("name"), SCORE
