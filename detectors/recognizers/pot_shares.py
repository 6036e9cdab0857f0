"""A shared pot split among named people: each share is that person's pay (leftovers18).

Entity: ``SALARY`` (0.75), the percentage.

A bonus pot, pool or envelope is nobody's on its own (``nobody_figures.py``: ``Q3 bonus pot
€60,000``), but its split is: ``Split of the Q3 pot: Anika 40%, Rufus 35%``, ``Verteilung des
Bonustopfs: …``, ``Répartition de l'enveloppe : …``, ``Reparto del bote: …``, ``Verdeling
bonuspot: …``, ``奖金池分配：张伟40%，李娜35%``. In a line with a pot word, a percentage right
after a person's name (a listed given name or surname, or a word the name model finds
name-like; two or three Han characters after a full-width or ASCII separator) is that person's
share. A pool, a fund or a budget is no pot of pay (``Prize pool: Gold 50%``, ``Budget: Marketing
40%``), and a category is no name.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..name_lists import name_lists
from .base import OurRecognizer
from .name_evidence import unlisted_name_like

SCORE = 0.75
#: a pot's words, as words or compound heads/tails (``Bonustopf``, ``bonuspot``, ``奖金池``)
_POT_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:\w*pot|\w*topf\w*|\w*töpfe\w*|pulje\w*|pott\w*|enveloppe|cagnotte|"
    r"bote|montepremi|pula)(?![^\W\d_])|奖金池|獎金池"
)
_SHARE_RE = re.compile(
    r"(?:(?<=[\s:：,，;；(])|^)(?P<name>[A-ZÀ-ÖØ-Þ][\w'’\-]+(?:[ \t][A-ZÀ-ÖØ-Þ][\w'’\-]+)?|[\u4e00-\u9fff]{2,3})"
    r"[ \t]*[:=–—\-]?[ \t]*(?P<v>\d{1,3}(?:[.,]\d{1,2})?[ \t]?[%％])",
    re.M,
)


def _named(words: str) -> bool:
    if re.fullmatch(r"[\u4e00-\u9fff]{2,3}", words):
        return True
    lists = name_lists()
    parts = words.split()
    if len(parts) == 1:  # one word: a given name (``Silver``, ``Gold`` are surnames, and categories)
        return lists.is_given(parts[0]) or unlisted_name_like(parts[0])
    return lists.is_given(parts[0]) and all(lists.is_name_word(w) or unlisted_name_like(w) for w in parts[1:])


class PotShareRecognizer(OurRecognizer):
    """Percentages of a pot given to named people (module docstring)."""

    ENTITIES = ("SALARY",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SALARY", start, end, 0.75)`` per named share of a pot."""
        if "%" not in text and "％" not in text:
            return
        for pot in _POT_RE.finditer(text):
            ls = text.rfind("\n", 0, pot.start()) + 1
            le = text.find("\n", pot.end())
            le = len(text) if le < 0 else le
            for m in _SHARE_RE.finditer(text, ls, le):
                if _named(m.group("name")):
                    yield "SALARY", m.start("v"), m.end("v"), SCORE
