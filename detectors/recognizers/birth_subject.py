"""Whose birth a birth verb states: a thing's founding is no date of birth (precision11).

Pure helper, no recognizer: ``spoken_dates.py`` and ``birth_prose.py`` ask it whether the
subject of a birth verb (``born``, ``geboren``, ``né``, ``nato`` …) is a thing — a technology
(``Linux was born on 17 September 1991``, ``Python wurde … geboren``: ``tech_terms.py``), a
thing noun (``the project was born in 2004``, ``l'entreprise est née le …``, ``het idee werd
geboren``, ``prosjektet ble født``, ``这个项目诞生于``) or ``it``. Then the date after it is a
founding or release date, not a person's. A person subject (a name, a pronoun, ``my son``),
and a cue with no subject before it in its sentence (``born on …``, ``DOB``), are left as
they were.
"""

from __future__ import annotations

import re

from ..tech_terms import all_tech

#: nouns of things that are "born" in figurative speech, en de fr es it pt nl no sv da zh
_THING_NOUNS = frozenset(
    """
    project projects company firm startup start-up business brand product app application service
    platform library framework language kernel system tool software idea concept movement band
    festival initiative company's city town village club team organisation organization foundation
    feature format protocol standard repository repo
    projekt firma unternehmen idee marke produkt plattform bibliothek sprache bewegung stadt
    projet entreprise société idée marque produit plateforme langage mouvement ville
    proyecto empresa idea marca producto plataforma lenguaje movimiento ciudad
    progetto azienda società marchio prodotto piattaforma linguaggio movimento città
    projeto empresa marca produto plataforma linguagem movimento cidade
    bedrijf merk platform taal beweging stad
    prosjektet prosjekt selskapet firmaet ideen merket plattformen språket byen
    projektet företaget bolaget idén staden
    项目 公司 想法 品牌 产品 平台 语言
    """.split()
)
#: auxiliaries and determiners between the subject and the verb, or before the subject
_SKIP = frozenset(
    """
    was is were has been had be wurde ist war wurden est était a été fut es fue fu è stato stata
    foi werd is ble blev var er the this that our their its his her my a an der die das dieses
    unser le la les l ce cette notre el los las este esta nuestro il lo questo questa nostro
    o os as este esta nosso de het dit dat ons den det denne vårt vår och and
    """.split()
)
_WORD_RE = re.compile(r"[^\W\d_][\w'’\-]*")
_CLAUSE_RE = re.compile(r"[.!?;:\n]")


def thing_is_born(text: str, verb_start: int) -> bool:
    """Whether the birth verb at ``verb_start`` has a thing as its subject (module docstring):
    the last word before it in its clause (at most 80 characters back), past auxiliaries and
    determiners, is ``it``, a technology term or a thing noun."""
    lo = max(0, verb_start - 80)
    for m in _CLAUSE_RE.finditer(text, lo, verb_start):
        lo = m.end()
    words = _WORD_RE.findall(text, lo, verb_start)
    while words and words[-1].casefold() in _SKIP:
        words.pop()
    if not words:
        return False
    last = words[-1]
    low = last.casefold().replace("’", "'")
    low = low.split("'", 1)[1] if "'" in low and not low.endswith("'s") else low  # l'entreprise
    return low in ("it", "es") or low in _THING_NOUNS or all_tech(last)
