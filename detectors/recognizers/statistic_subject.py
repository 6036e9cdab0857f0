"""Whether a pay statistic is over a person: ``Median salary of Tomasz Wierzbicki``,
``average pay for Ingrid Solheim``, ``Durchschnittsgehalt von Jürgen Kessler``, ``salaire moyen
de Camille Roussel``, ``Tomasz's average salary`` (decoys13, issue 12's adversarial finding).

A statistic word before a pay word (``average salary``, ``Marktgehalt``) makes the amount a
survey's or a market's (``money_cues.public_pay``, ``non_personal``'s statistic labels). When
the statistic's object is a person — a preposition then a title or a name, or a possessive
before it — the figure is that person's pay and stays masked. A group, a place or a job title
(``for data engineers``, ``in Norway``, ``for Software Engineers``) is no person.
"""

from __future__ import annotations

import re

from ..known_values import common_words
from ..name_lists import name_lists
from ..places import is_city_name
from .name_evidence import known_kind_of_word, unlisted_name_like

__all__ = ["person_object", "possessive_before", "statistic_of_person"]

_UPPER = r"A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁІЇЄҐΑ-ΩΆ-Ώ"
#: a statistic word written after the pay word (``salaire moyen``, ``stipendio medio``), then
#: the preposition of its object, an optional title and 1-3 capitalised words
_OBJECT_RE = re.compile(
    r"(?:[ \t]+(?:moyen\w*|médian\w*|medio|media|mediano|mínimo|minimo|mediaan|gemiddeld\w*|minimum\w*))?"
    r"[ \t]+(?:of|for|von|für|des|de|du|di|del|della|van|voor|av|för|for|til|dla|для|у|του|της|do|da)[ \t]+"
    r"(?P<title>(?:Mr|Mrs|Ms|Miss|Dr|Herrn?|Frau|M|Mme|Mlle|Sr|Sra|Sig|Dhr|Mevr|Pan|Pani|г-на|г-жи)\.?[ \t]+)?"
    rf"(?P<n>[{_UPPER}][^\W\d_]+(?:[\-'][^\W\d_]+)?(?:[ \t]+[{_UPPER}][^\W\d_]+(?:[\-'][^\W\d_]+)?){{0,2}})"
)
#: a possessive right before the statistic word (``Tomasz's average salary``, ``her median pay``)
_POSSESSIVE_RE = re.compile(
    rf"(?:[{_UPPER}][^\W\d_]*['’]s|\b(?i:his|her|their|my|your|our|sein|seine|ihr|ihre|mein|meine|son|sa|ses|"
    r"mon|ma|su|sus|mi|suo|sua|zijn|haar|hans|hennes|mitt|min))[ \t]+[^\W\d_]*[ \t]*$"
)


def statistic_of_person(text: str, end: int) -> bool:
    """The pay cue (with its statistic word) ending at ``end`` has a person as its object: a
    preposition then a title (``of Mr Lee``) or 1-3 capitalised words of which one is a
    listed or name-like word and none an organisation/role/common/technology word or a big
    city, the last not a plural (``for Software Engineers``)."""
    return person_object(text, end) is not None


def person_object(text: str, end: int) -> tuple[int, int] | None:
    """``(start, end)`` of the person a pay cue ending at ``end`` is about (the name after the
    preposition and title: ``Median salary of Tomasz Wierzbicki`` -> ``Tomasz Wierzbicki``),
    or None when its object is no person (:func:`statistic_of_person`'s rules)."""
    m = _OBJECT_RE.match(text, end, min(len(text), end + 90))
    if m is None:
        return None
    span = m.span("n")
    if m.group("title"):
        return span
    words = m.group("n").split()
    names = name_lists()
    if len(words) >= 2 and names.is_given(words[0]) and words[0].casefold() not in common_words():
        return span  # "of Anna Berg", "for Ingrid Fox": a given name first, whatever the surname (breaker13)
    if any(known_kind_of_word(w) or is_city_name(w) for w in words):
        return None
    if words[-1].endswith("s") and not (names.is_name_word(words[-1]) or unlisted_name_like(words[-1])):
        return None  # "for Engineers", "for Software Engineers": a group
    return span if any(names.is_name_word(w) or unlisted_name_like(w) for w in words) else None


def possessive_before(text: str, start: int) -> bool:
    """A possessive sits right before the statistic word at ``start`` (``Tomasz's average
    salary``, ``her median pay``, ``sein Durchschnittsgehalt``): someone's own figure."""
    return _POSSESSIVE_RE.search(text, max(0, start - 40), start) is not None
