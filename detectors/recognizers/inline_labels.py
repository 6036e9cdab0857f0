"""Person labels inside a line: bold markdown labels and parenthesised notes (``PERSON``, names17).

``fields.py`` reads ``Label: value`` where the label opens its line (or a ``|``/``;``/tab
segment). Minutes and task lists also put the label mid-line: ``- [ ] Przygotować umowę —
**Odpowiedzialny:** Radomił Kędzierawy``, ``Revisar el presupuesto (dueña: Eulogia Castrejón)``,
``Budget review **Owner:** Ann Lee, **Due:** Friday``. Here:

- a bold label ``**Label:**`` / ``**Label**:`` anywhere in a line, or a parenthesised
  ``(label: value)``, whose label the field lexicon types ``PERSON`` and that is no bare
  ``name`` key (products and teams have names too);
- its value runs to the end of the line, the next bold label, a closing parenthesis, ``|``,
  ``;`` or a dash between blanks; a list (``,``, ``;``, ``and``/``y``/``i``/``e``/``и``…) gives
  each item;
- each item must be name-shaped with a capital (``name_shape.looks_like_name`` without lower
  case: ``equipo de datos``, ``platform-team`` are none), no technology term and no big city.

Score 0.8 (a field's value, slightly below ``fields.py``'s 0.85).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from ..lexicon import FieldLexicon, default_lexicon
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_shape import looks_like_name

SCORE = 0.8
_BOLD_RE = re.compile(
    r"\*\*(?P<label>[^*\n:：]{1,40}?)(?:[:：]\*\*|\*\*[ \t]*[:：])[ \t]*(?P<val>[^\n]{1,200})",
)
_PAREN_RE = re.compile(r"\((?P<label>[^()\n:：]{1,30})[:：][ \t]*(?P<val>[^()\n]{1,80})\)")
#: where a bold label's value ends
_VALUE_END_RE = re.compile(r"\*\*|[|;()\[\]]|[ \t][—–-][ \t]")
_ITEM_SEP_RE = re.compile(r"[ \t]*(?:,|、|\band\b|\by\b|\bi\b|\be\b|\bve\b|\bи\b|\bта\b|\bdan\b|\bvà\b)[ \t]*")


class InlinePersonLabelRecognizer(OurRecognizer):
    """Names under a person label inside a line (module docstring)."""

    ENTITIES = ("PERSON",)

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        super().__init__(supported_language=supported_language)
        self.lexicon = lexicon or default_lexicon()

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)`` for each name under an inline person label."""
        if "**" in text:
            for m in _BOLD_RE.finditer(text):
                vs = m.start("val")
                end = _VALUE_END_RE.search(text, vs, m.end("val"))
                yield from self._items(m.group("label"), text, vs, end.start() if end else m.end("val"))
        if "(" in text:
            for m in _PAREN_RE.finditer(text):
                yield from self._items(m.group("label"), text, m.start("val"), m.end("val"))

    def _items(self, label: str, text: str, s: int, e: int) -> Iterator[tuple[str, int, int, float]]:
        label = label.strip()
        if self.lexicon.classify(label) != "PERSON" or self.lexicon.generic_person_key(label):
            return
        pos = s
        while pos <= e:
            sep = _ITEM_SEP_RE.search(text, pos, e)
            end = sep.start() if sep else e
            item = text[pos:end].strip().strip("*_.")
            if item and looks_like_name(item, 4, allow_lower=False) and not all_tech(item) and not is_city_name(item):
                k = text.find(item, pos, end)
                yield "PERSON", k, k + len(item), SCORE
            if sep is None:
                break
            pos = sep.end()
