"""Names in prose by the verb they take (``PERSON``, round 13).

Notes to self, diaries and chats name people with no greeting, label or field: ``Maelis owes
me 40``, ``Corvane said the venue is booked``, ``Brisella cooked``. A capitalised word right
before a verb only a person does (saying, telling, asking, owing, promising, cooking, feeling,
texting …; en, de, fr, nl, no/da/sv, es, it, pt, pl) is a name when it is a listed given name or
an unlisted word rare in every language that the name model finds name-like
(``name_evidence.unlisted_name_like``); a listed surname after it joins (``Ysolde Marrack
said``), and so does a second rare word when it is name-like too. Products, tools, teams and
companies rarely take these verbs and are excluded anyway (technology terms, organisation/role
and everyday words, cities: ``Gateway said``, ``Support says``, ``Berlin wants``): 0.7.

Lower case (chats): only a listed given name or a name-like rare word before ``said``/``told``/
``owes``/``asked``/``texted`` (``lol maelis owes me 40``): 0.65.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..name_lists import name_lists
from ..places import is_city_name
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_evidence import known_kind_of_word, rare_everywhere, unlisted_name_like
from .person_names import LOWER, UPPER

#: verbs (3rd person, past or present) that take a person as their subject
_PERSON_VERBS = (
    # en
    r"said|says|told|tells|asked|asks|owes|owed|thinks|thought|feels|felt|replied|texted|emailed|messaged|"
    r"promised|agreed|complained|mentioned|suggested|insisted|admitted|apologi[sz]ed|laughed|cooked|"
    r"borrowed|lent|paid me|paid for|wants to|wanted to|needs to|is sick|was sick|is ill|is on (?:sick )?leave|"
    r"called me|will call|has (?:a|the) (?:flu|fever|cold|migraine)|"
    # de
    r"sagt|sagte|meint|meinte|schuldet|fragt|fragte|schrieb|hat gesagt|hat gefragt|ist krank|"
    # fr
    r"dit|a dit|pense|doit me|m'a dit|est malade|"
    # nl
    r"zegt|zei|vroeg|vindt|is ziek|"
    # no / da / sv
    r"sier|sa|sagde|säger|sade|skylder|spurte|spurgte|frågade|er syk|är sjuk|er syg|"
    # es / it / pt
    r"dice|dijo|preguntó|me debe|está enfermo|está enferma|ha detto|mi deve|è malato|è malata|disse|diz|me deve|"
    # pl
    r"mówi|powiedział|powiedziała|pyta|zapytał|zapytała|jest winien|jest winna|jest chory|jest chora|"
    # ru / uk (names17)
    r"сказал|сказала|сказав|говорит|спросил|спросила|попросил|попросила|написал|написала|должен мне|должна мне|"
    r"каже|казала|спитав|спитала|попросив|написав|винен мені|винна мені"
)
_WORD = rf"[{UPPER}][{LOWER}'’]+(?:-[{UPPER}][{LOWER}]+)?"
_TITLE_RE = re.compile(rf"(?<![\w\-@/.#])(?P<name>{_WORD}(?:[ \t]+{_WORD})?)[ \t]+(?:{_PERSON_VERBS})(?![\w])")
_LOWER_RE = re.compile(rf"(?<![\w\-@/.#])(?P<name>[{LOWER}]{{4,}})[ \t]+(?:said|told|owes|owed|asked|texted)(?![\w])")


def _name_word(word: str, opens: bool = False) -> bool:
    """A listed given name or a name-like rare word; ``opens``: the word opens its sentence or
    message, where a rare word of no known kind is enough (names17: the name model scores many
    invented Slavic and Italian names low — ``Radomił`` -0.3 — and a product or team seldom
    opens a sentence with a verb of saying)."""
    if known_kind_of_word(word) or all_tech(word) or is_city_name(word):
        return False
    if opens and len(word) >= 4 and rare_everywhere(word.casefold()):
        return True
    return name_lists().is_given(word) or unlisted_name_like(word)


#: what may come before a word that opens its sentence or message: a line start, a sentence
#: end, a chat speaker's colon or a list mark
_OPENS_RE = re.compile(r"(?:^|[.!?][ \t]+|:[ \t]+|[-*•][ \t]+|\n)[ \t]*$")


def _opens(text: str, pos: int) -> bool:
    return _OPENS_RE.search(text[max(0, pos - 4) : pos]) is not None or pos == 0


def _second_word(word: str) -> bool:
    if known_kind_of_word(word) or all_tech(word) or is_city_name(word):
        return False
    return name_lists().is_name_word(word) or unlisted_name_like(word)


class VerbNameRecognizer(OurRecognizer):
    """Names before a verb only a person takes (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)``."""
        for m in _TITLE_RE.finditer(text):
            words = m.group("name").split()
            if len(words) == 2:
                if _name_word(words[0]) and _second_word(words[1]):
                    yield "PERSON", m.start("name"), m.end("name"), 0.7
                elif _name_word(words[1]):
                    yield "PERSON", m.end("name") - len(words[1]), m.end("name"), 0.7
            elif _name_word(words[0], _opens(text, m.start("name"))):
                yield "PERSON", m.start("name"), m.end("name"), 0.7
        for m in _LOWER_RE.finditer(text):
            w = m.group("name")
            if not all_tech(w) and _name_word(w.title()):
                yield "PERSON", m.start("name"), m.end("name"), 0.65
