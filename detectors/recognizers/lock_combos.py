"""Combinations of combination locks (bike locks, padlocks, safes, lockers), in the languages of
agent traffic (secrets16).

``PASSWORD`` (0.8): a combination word (``combo``, ``combination``, ``Zahlenschloss``,
``Zahlenkombination``, ``combinaison``, ``combinación``, ``combinazione``, ``combinação``,
``cijfercombinatie``, ``kodlås``, ``kombinasjon``, ``szyfr``, ``kombinacja``, ``комбинация``,
``код замка``, ``ダイヤル番号``, ``密码锁``, ``자물쇠 비밀번호``), at most three words and a
copula or colon (or nothing between), then the combination: 3-8 digits (not a year), or 3-6 groups of 1-3 digits
joined by ``-``, ``–``, ``/`` or a blank (``4-7-1-9``, ``24-11-37``, ``24 11 37``).
A count or an item number after the word is none (``combo meal #4``, ``a combination of 3
factors``, ``combination 2024``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_WORDS = (
    r"(?:lock|safe|padlock|locker|bike[ \t]+lock|cable[ \t]+lock|key[ \t]?safe|suitcase)[ \t]+(?:combo|combination|code)|"
    r"combo|combination|zahlenschloss|zahlenkombination|kombination|schlosscode|combinaison|combinación|combinazione|"
    r"combinação|cijfercombinatie|cijferslot|combinatie|kodlås(?:et)?|kodelås(?:en)?|kombinasjon(?:en)?|szyfr|kombinacja|"
    r"комбинация|код[ \t]+замка|код[ \t]+от[ \t]+замка|ダイヤル番号|ダイヤルロック|密码锁(?:密码)?|자물쇠[ \t]*비밀번호|자물쇠[ \t]*번호"
)
_COPULA = r"(?:is|was|ist|lautet|est|es|è|é|er|är|jest|to|это|—|–|-|:|：|=|は|是|는|은)"
_VALUE = (
    r"(?P<v>(?<![\d#])(?!(?:19|20)\d\d(?!\d))\d{3,8}(?![\d.,])|\d{1,3}(?:[ \t]?[-–/][ \t]?\d{1,3}){2,5}(?![\d])"
    r"|\d{1,3}(?:[ \t]\d{1,3}){2,5}(?![\d]))"
)
_COMBO_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + _WORDS + r")(?![^\W\d_])"
    # words and a copula, or the value right after the word (``Zahlenschloss 4719``)
    r"(?:(?:[ \t]+[^\W\d_][\w'’\-]*){0,3}?[ \t]*" + _COPULA + r")?[ \t]*[\"'`“«]?" + _VALUE
)
_NEEDS_RE = re.compile(r"(?i)comb|schloss|lås|kombin|szyfr|комбин|замка|ダイヤル|密码锁|자물쇠")


class LockComboRecognizer(OurRecognizer):
    """Combination-lock codes after a combination word (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)``."""
        if _NEEDS_RE.search(text) is None:
            return
        for m in _COMBO_RE.finditer(text):
            yield "PASSWORD", m.start("v"), m.end("v"), 0.8
