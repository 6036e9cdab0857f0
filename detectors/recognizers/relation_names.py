"""Names after a relation: a possessive + kinship noun, and one-on-one meetings (issue 12,
round 6).

- **Kinship** (0.75): ``mio marito Cosimino``, ``my sister Oriel``, ``meine Tochter Liesl``,
  ``ma femme Ombeline``, ``mijn zoon Jort``, ``min kone Tiril``, ``mi hermana Itziar``,
  ``minha mãe Zulmira``, ``moja żona Bożena``, ``мой брат Ждан`` — a possessive (or an article
  in Romance languages, ``la moglie``) and a kinship or partner noun, then 1-2 capitalised name
  words. Kinship nouns are people-only; the name words must be no common word (unless a
  listed name word), calendar word, organisation, role or technology word.
- **One-on-one** (0.75): ``1:1 con Sigismondo``, ``1:1 with …``, ``1-on-1 mit …`` (a meeting
  with one person), then 1-2 capitalised name words, in any case of the heading or the line.

Not: a kinship noun without a possessive (``Mother Nature``), a calendar or listed common word
after it (``my wife Monday``, ``my son Team``), a meeting with a team (``1:1 with Platform
team``: an organisation word). A capitalised word the common-word lists lack is taken
(``my brother Thinks``): the possessive + kinship cue is what the rule trusts.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..known_values import common_words
from ..name_lists import name_lists
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS

_POSSESSIVES = (
    r"my|our|his|her|their|mio|mia|miei|mie|il mio|la mia|suo|sua|mi|mis|su|sus|tu|nuestro|nuestra|mon|ma|mes|"
    r"son|sa|notre|mein|meine|meinem|meiner|meinen|unser|unsere|sein|seine|ihr|ihre|mijn|onze|zijn|haar|"
    r"min|mitt|mine|mina|vår|hans|hennes|meu|minha|meus|minhas|seu|sua|moj|moja|mój|mojego|mojej|"
    r"мой|моя|моего|моей|мою|наш|наша|его|её|ее|mou|μου"
)
_KIN = (
    # en
    r"husband|wife|son|daughter|mother|father|mum|mom|dad|brother|sister|partner|boyfriend|girlfriend|"
    r"fianc[ée]e?|cousin|uncle|aunt|niece|nephew|grandson|granddaughter|grandmother|grandfather|grandma|grandpa|"
    r"stepson|stepdaughter|mother-in-law|father-in-law|"
    # it
    r"marito|moglie|figlio|figlia|madre|padre|fratello|sorella|compagno|compagna|fidanzato|fidanzata|"
    r"cugino|cugina|zio|zia|nipote|nonno|nonna|suocera|suocero|mamma|papà|"
    # es / pt
    r"marido|esposo|esposa|mujer|hijo|hija|hermano|hermana|novio|novia|primo|prima|tío|tía|abuelo|abuela|"
    r"suegra|suegro|mamá|filho|filha|mãe|pai|irmão|irmã|namorado|namorada|avó|avô|"
    # fr
    r"mari|femme|fils|fille|mère|père|frère|sœur|soeur|copain|copine|compagnon|compagne|oncle|tante|"
    r"neveu|nièce|grand-mère|grand-père|belle-mère|beau-père|"
    # de / nl / nordic
    r"Mann|Frau|Ehemann|Ehefrau|Sohn|Tochter|Mutter|Vater|Bruder|Schwester|Partnerin|Freund|Freundin|"
    r"Cousine|Onkel|Tante|Oma|Opa|Schwiegermutter|Schwiegervater|Enkel|Enkelin|"
    r"man|vrouw|zoon|dochter|moeder|vader|broer|zus|vriend|vriendin|neef|nicht|oom|schoonmoeder|"
    r"mann|kone|sønn|datter|mor|far|bror|søster|samboer|kjæreste|fru|dotter|syster|sambo|"
    # pl / ru / el
    r"mąż|żona|syn|córka|matka|ojciec|siostra|mama|tata|"
    r"муж|жена|сын|дочь|дочка|мать|мама|отец|папа|брат|сестра|"
    r"σύζυγος|άντρας|γυναίκα|γιος|κόρη|μητέρα|πατέρας|αδελφός|αδερφός|αδελφή|αδερφή"
)
_UP = r"A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁΑ-ΩΆ-Ώ"
_LO = r"a-zß-öø-ÿĀ-ſа-яёα-ωά-ώΐΰ"
_NAME = rf"[{_UP}][{_LO}]+(?:-[{_UP}][{_LO}]+)?(?:[ \t]+[{_UP}][{_LO}]+(?:-[{_UP}][{_LO}]+)?)?"
_KIN_RE = re.compile(
    rf"(?<![\w])(?i:{_POSSESSIVES})[ \t]+(?:(?i:{_KIN})),?[ \t]+(?P<name>{_NAME})(?![\w])"
    rf"|(?<![\w])(?i:la|il|el|le|lo|o|a)[ \t]+(?i:moglie|marito|figlio|figlia|"
    rf"esposa|marido|hijo|hija|femme|mari|fils|fille)[ \t]+(?P<name2>{_NAME})(?![\w])"
)
_ONE_ON_ONE_RE = re.compile(
    rf"(?<![\w])1(?::|-on-|-to-| on | to )1[ \t]+(?i:with|con|mit|avec|met|med|com|z|с|με)[ \t]+(?P<name>{_NAME})(?![\w])"
)
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday
    montag dienstag mittwoch donnerstag freitag samstag sonntag lundi mardi mercredi jeudi vendredi
    lunedì martedì mercoledì giovedì venerdì lunes martes miércoles jueves viernes""".split()
)


def _ok(words: list[str]) -> bool:
    lists, common = name_lists(), common_words()
    for w in words:
        k = w.casefold()
        if k in NOT_NAME_WORDS or k in ROLE_WORDS or k in _CALENDAR or all_tech(w):
            return False
        if k in common and not lists.is_name_word(w):
            return False
    return True


class RelationNameRecognizer(OurRecognizer):
    """Names after kinship nouns and in one-on-one meetings (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.75)``."""
        for rx in (_KIN_RE, _ONE_ON_ONE_RE):
            for m in rx.finditer(text):
                g = "name" if m.group("name") else "name2"
                words = m.group(g).split()
                # the second word may be the next sentence's or clause's word: keep it only
                # when it passes too
                if not _ok(words[:1]):
                    continue
                end = m.end(g) if len(words) == 1 or _ok(words[1:]) else m.start(g) + len(words[0])
                yield "PERSON", m.start(g), end, 0.75
