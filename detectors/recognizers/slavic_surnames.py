"""Polish, Czech and Slovak full names with an adjective-type surname, in any case (``PERSON``,
names17).

West Slavic surnames in ``-ski``/``-cki``/``-dzki`` (Czech/Slovak ``-ský``/``-cký``) decline like
adjectives, so prose names people in forms no list holds: ``spotkania Bogumiły Kruszynowskiej``,
``do Zdziesławy Pietruchowskiej``, ``z Radomiłem Kędzierawskim``, ``pro Bohumilu Sádeckou``. A
Title-case word followed by a Title-case word ending in such a surname ending (every case, both
genders, plural) is a name when both words are rare in every corpus language
(``name_evidence.rare_everywhere``; an inflected given name is rare even when its nominative is
listed) or the first is a listed given name, and neither is a known kind of word. Institutions
named by a noun and a place adjective (``Politechnika Warszawska``, ``Poczta Polska``, ``Rada
Miejska``) fail the rarity test: their words are everyday words. 0.75.

The Russian/Ukrainian counterpart (``Добромила Заречная``) is ``person_names``' adjective-pair
rule.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import known_kind_of_word, rare_everywhere

SCORE = 0.75
_UP = "A-ZĄĆĘŁŃÓŚŹŻÁČĎÉĚÍŇŘŠŤÚŮÝŽ"
_LO = "a-ząćęłńóśźżáčďéěíňřšťúůýž"
_ENDINGS = (
    # Polish: ski/ska and their cases, plural
    r"(?:sk|ck|dzk)(?:iego|iej|iemu|imi|ich|im|i|a|ą|ie)|(?:sc|cc|dzc)y|"
    # Czech / Slovak: ský/ská and their cases
    r"(?:sk|ck)(?:ého|ému|ém|ým|ých|ými|ý|á|é|ou)"
)
_PAIR_RE = re.compile(
    rf"(?<![\w\-])(?P<given>[{_UP}][{_LO}]{{2,}})[ \t]+(?P<sur>[{_UP}][{_LO}]{{2,}}(?:{_ENDINGS}))(?![\w\-])"
)


def _word_ok(word: str, given: bool) -> bool:
    if known_kind_of_word(word) or all_tech(word) or is_city_name(word):
        return False
    if given and name_lists().is_given(word):
        return True
    return rare_everywhere(word.casefold())


class SlavicSurnameRecognizer(OurRecognizer):
    """Given name + adjective-type West Slavic surname in any case (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.75)`` for each pair."""
        if "sk" not in text and "ck" not in text and "sc" not in text:
            return
        for m in _PAIR_RE.finditer(text):
            if _word_ok(m.group("given"), True) and _word_ok(m.group("sur"), False):
                yield "PERSON", m.start("given"), m.end("sur"), SCORE
