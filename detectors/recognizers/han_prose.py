"""Han and kanji names in prose with no cue word (``PERSON``, names19).

Chinese and Japanese have no capitals and no blanks: a third person in a chat or a note is a
run of characters between a verb's parts. ``chinese.py`` takes a surname-led name after a
contact word (``联系``, ``转账给``) or before a verb it knows; this module reads the shapes of
ordinary prose around it:

- **Chinese, between a "with/to" word and a verb** (``我昨天和欧阳振邦聊过``, ``跟司马慧琳开了个会``,
  ``把报告发给孟繁星看``): ``和/跟/与/同/给/找/问/约/陪/见了…`` + a listed surname (one or two
  characters, ``chinese.py``'s closed class) + one or two characters + a verb of talking,
  meeting or sending, or a time word (``聊``, ``谈``, ``开会``, ``见面``, ``吃饭``, ``昨天``…);
  ``是`` + the name + ``提的/写的/负责的`` (``这个需求是孟繁星提的``) is the same shape;
- **Chinese, after a meeting verb at a clause's end** (``今天见了夏侯明远，方案没问题``): ``见了/
  约了/遇到/碰到…`` + the name + punctuation;
- **Chinese, opening a clause before a time word or a saying verb** (``孟繁星昨天提交了``,
  ``王建国说``);
- **Japanese, a kanji run before a particle and a verb of meeting or contact**
  (``田所光太郎と打ち合わせ``, ``勘解由小路に連絡``, ``真壁から電話``): two to six kanji after a
  non-kanji character, then ``と``/``に``/``から``/``が`` and such a verb.

A candidate is no name when it, or its first two characters, is a frequent word of the
language (``wordfreq``'s zh/ja frequency tables, Zipf ≥ 3.3, read as dictionaries so no word
segmenter is needed: ``高层``, ``客户``, ``部長``; a compound surname such as ``欧阳`` is a frequent
word itself, so after one only the whole name is looked up), and a Japanese run ending in a role or
organisation character (``部長``, ``会社``, ``担当者``) is a role. Score 0.7.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any, Iterable

from .base import OurRecognizer
from .chinese import _NOT_NAMES, _SURNAME_ALT, _SURNAMES_2_SET

__all__ = ["HanProseNameRecognizer"]

_HAN = r"\u4e00-\u9fff"
_KANA = r"\u3040-\u30ff"
_FREQUENT_ZIPF = 3.3
#: verbs of talking, meeting and sending, and time words, that follow a person in a clause
_ZH_AFTER = (
    r"聊|谈|讲|说|商量|讨论|沟通|开会|开了|见面|碰头|碰了|吃饭|吃了|通话|通电话|打电话|视频|一起|对接|汇报|交流|"
    r"面谈|确认|看|见|提过|问过|约|提的|写的|做的|发的|负责的|昨天|今天|明天|前天|上午|下午|晚上|刚才|刚刚|上周|下周|已经|说过"
)
_ZH_BEFORE = r"是|和|跟|与|同|给|找|问|约|陪|请|让|叫|帮|替|向|对|见了|约了|问了|找了|遇到|碰到|遇见|见到|联系了|通知了"
_ZH_NAME = rf"(?:{_SURNAME_ALT})[{_HAN}]{{1,2}}?"
_ZH_BETWEEN_RE = re.compile(rf"(?:{_ZH_BEFORE})(?P<name>{_ZH_NAME})(?={_ZH_AFTER})")
_ZH_CLAUSE_END_RE = re.compile(
    rf"(?:见了|约了|遇到|碰到|遇见|见到|联系了|通知了|问了|找了)(?P<name>{_ZH_NAME})(?=[，。！？；、,.!?;]|$)", re.M
)
_ZH_OPEN_RE = re.compile(
    rf"(?:^|(?<=[，。！？；：、,.!?;:\n]))[ \t]*(?P<name>{_ZH_NAME})"
    r"(?=昨天|今天|明天|前天|刚才|刚刚|上午|下午|晚上|上周|下周|说|表示|提到|提交|告诉|问|觉得|认为|已经|请假|休假|出差)",
    re.M,
)
_JA_PARTICLE_VERB = (
    r"と(?:話|打ち合わせ|会|相談|面談|電話|連絡|ミーティング|食事|一緒|やり取り|会議)|"
    r"に(?:連絡|電話|相談|確認|送|伝え|聞|頼|メール|お願い|会)|"
    r"から(?:連絡|電話|メール|聞|返信|依頼)|"
    r"が(?:言|話|来|休|担当|対応|確認|連絡)"
)
_JA_RE = re.compile(rf"(?<![{_HAN}])(?P<name>[{_HAN}]{{2,6}})(?:{_JA_PARTICLE_VERB})")
#: a Japanese kanji run ending in one of these names a role, a body or a place
_JA_ROLE_END = frozenset("長者員社部課様氏側方達会所局省庁店院校家室係班組先客主人際後前中内外時日月年")


@lru_cache(maxsize=2)
def _frequencies(lang: str) -> dict[str, float]:
    import wordfreq  # frequency dictionary only: no segmenter (jieba/MeCab) needed

    return wordfreq.get_frequency_dict(lang, "small")


def _frequent(word: str, lang: str) -> bool:
    freq = _frequencies(lang)
    # a compound surname is itself a frequent word (欧阳, 司马): only the whole name counts then
    for w in (word,) if word[:2] in _SURNAMES_2_SET else (word, word[:2]):
        f = freq.get(w, 0.0)
        if f and math.log10(f * 1e9) >= _FREQUENT_ZIPF:
            return True
    return False


class HanProseNameRecognizer(OurRecognizer):
    """Chinese and Japanese names in prose with no cue word (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.7)``."""
        if not re.search(rf"[{_HAN}]", text):
            return
        kana = re.search(rf"[{_KANA}]", text) is not None
        seen: set[tuple[int, int]] = set()
        for rx in (_ZH_BETWEEN_RE, _ZH_CLAUSE_END_RE, _ZH_OPEN_RE):
            for m in rx.finditer(text):
                name = m.group("name")
                if m.span("name") in seen or name in _NOT_NAMES or _frequent(name, "zh"):
                    continue
                if kana and _frequent(name, "ja"):
                    continue
                seen.add(m.span("name"))
                yield "PERSON", m.start("name"), m.end("name"), 0.7
        if kana:
            for m in _JA_RE.finditer(text):
                name = m.group("name")
                if m.span("name") in seen or name[-1] in _JA_ROLE_END or _frequent(name, "ja"):
                    continue
                seen.add(m.span("name"))
                yield "PERSON", m.start("name"), m.end("name"), 0.7
