"""Arabic names after a meeting or a call (issue 12, round 6).

Arabic has no capitals, so a name is known by the phrase it sits in. Agendas and notes write
who a meeting or a call is with: ``غداء مع يزن قعوار`` (lunch with …), ``اجتماع مع …``
(meeting with), ``معاودة الاتصال بـهتون`` (call back …, the preposition ``بـ`` glued on),
``اتصل بـ …``. After a meeting noun + ``مع`` or a call verb/noun + ``بـ``/``ب``/``مع``, 1-3
Arabic words are a PERSON (0.75) up to punctuation, a digit or a function word; the first word
carries no article ``ال`` (``مع الفريق``, ``بالبنك`` are common nouns) and is no role,
kinship or organisation noun (``مع مدير``, ``مع زميلي``), a later word may (``العكاشي``, a
family name).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_EVENT = (
    r"(?:غداء|الغداء|عشاء|العشاء|فطور|إفطار|الإفطار|قهوة|اجتماع|الاجتماع|لقاء|اللقاء|موعد|الموعد|"
    r"مكالمة|المكالمة|مقابلة|المقابلة|جلسة|الجلسة|زيارة|مراجعة|اتصال|الاتصال|مكالمة فيديو)"
)
_CALL = r"(?:الاتصال|اتصال|اتصل|اتصلي|اتصلوا|التواصل|تواصل|تواصلي|كلم|كلّم|كلمي|راسل|راسلي|مراسلة|هاتف)"
_AR = "\u0621-\u064a\u0640"
_WORDS = rf"[{_AR}]{{2,}}(?:[ \t]+[{_AR}]{{2,}}){{0,2}}"
_RE = re.compile(
    rf"(?<![{_AR}])(?:{_EVENT}[ \t]+مع[ \t]+|{_CALL}[ \t]+(?:بـ|ب(?!ال)|مع[ \t]+))(?P<name>{_WORDS})(?![{_AR}])"
)
#: words that end a name (prepositions, conjunctions, time words, pronoun forms)
_STOP = frozenset(
    """في على من إلى الى عن مع بعد قبل يوم الساعة الساعه صباحا مساء غدا اليوم حول بخصوص بشأن لمناقشة
    و أو ثم حتى عند لدى هو هي هم نا ها كم ذلك هذا هذه بعض كل""".split()
)
#: role, kinship and organisation nouns that a meeting is with, not names
_NOT_NAMES = frozenset(
    """مدير مديرة طبيب طبيبة دكتور محامي محامية محاسب زميل زميلة زميلي زميلتي صديق صديقة صديقي صديقتي
    أمي أبي أخي أختي زوجي زوجتي ابني ابنتي عائلة شركة بنك فريق عميل عميلة عملاء موظف موظفة مندوب
    خدمة دعم قسم إدارة لجنة مجلس الجميع""".split()
)


class ArabicEventNameRecognizer(OurRecognizer):
    """Names after Arabic meeting nouns and call verbs (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.75)``."""
        if "مع" not in text and "ب" not in text:
            return
        for m in _RE.finditer(text):
            start = m.start("name")
            words: list[tuple[int, int]] = []
            pos = start
            for w in m.group("name").split():
                at = text.index(w, pos)
                if w in _STOP or w.lstrip("ـ") in _STOP:
                    break
                if not words and (w.lstrip("ـ").startswith("ال") or w.lstrip("ـ") in _NOT_NAMES):
                    break
                words.append((at, at + len(w)))
                pos = at + len(w)
            if words:
                s = words[0][0]
                while s < words[-1][1] and text[s] == "ـ":
                    s += 1  # the tatweel of a glued "بـ" belongs to the preposition
                yield "PERSON", s, words[-1][1], 0.75
