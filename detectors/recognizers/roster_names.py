"""One-word surnames in lists of people: rankings, ward and hotel lists, seating plans (leaks13).

A list of people often gives only the surname after a slot label: ``First place: Schneider``,
``Sala: Wiśniewska (łóżko 2)``, ``Zimmer 12: Brandt``, ``12A Müller, 12B Lefebvre, 14C
Haugen``. No name rule reads a lone capitalised word there (too weak without a cue). Here
(``PERSON`` 0.75) the slot is the cue, and the word must be a surname by evidence:

- a **slot**: a line ``<label>: <Word>`` (an optional bullet or list number first, a bracketed
  note such as ``(łóżko 2)`` after) whose label is a place in a ranking (``First place``,
  ``1st``, ``2. Platz``, ``Winner``, ``Runner-up``, ``Premier``, ``Primo posto``,
  ``1. miejsce``), a room, bed or ward with its number (``Room 12``, ``Zimmer 4``, ``Bett 2``,
  ``Chambre 7``, ``Sala 3``, ``Habitación 5``, ``Palata 2``), or a seat (``12A``, ``Seat 14C``,
  ``Sitz 3B``, ``Table 4``); inline, a seat number then the word, two or more in one line
  (``12A Müller, 12B Lefebvre``). A room or ward label without a number counts only with a
  bed/seat note after the word (``Sala: Wiśniewska (łóżko 2)``), since ``Sala Hamilton`` and
  ``Room: Curie`` name meeting rooms;
- a **surname**: a listed surname or given name that is no everyday word, or a word with a
  surname ending (Polish ``-ski``/``-ska``/``-cki``/``-wicz``, East Slavic ``-ov(a)``/
  ``-ev(a)``/``-enko``/``-chuk``, Romanian ``-escu``, Greek ``-poulos``/``-idis``/``-akis``,
  Turkish ``-oğlu``, Nordic ``-sson``/``-sen``, South Slavic ``-ić``); a listed surname that is
  also an everyday word (``Berg``, ``Braun``, ``Lange``) only when another slot of the same
  text holds a surname by the first test.

Not names: status and amenity words in the same slots (``Room 12: Vacant``, ``Seat 14C: free``,
``First place: Gold``, ``Bett 2: frei``), organisation, role and technology words, cities.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..known_values import common_words
from ..name_lists import name_lists
from ..places import city_names, is_city_name
from .base import OurRecognizer
from ..tech_terms import all_tech
from .name_evidence import known_kind_of_word
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS

SCORE = 0.75

_UP = r"A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁІЇЄҐΑ-Ω"
_WORD = rf"[{_UP}][^\W\d_]+(?:-[{_UP}][^\W\d_]+)?"
_ORD = (
    r"first|second|third|fourth|fifth|1st|2nd|3rd|\d{1,2}th|\d{1,2}\.?|erste[rs]?|zweite[rs]?|dritte[rs]?|"
    r"premier|première|deuxième|troisième|primo|secondo|terzo|primer|primera|segundo|segunda|tercer|tercera|"
    r"pierwsze|drugie|trzecie|eerste|tweede|derde|første|andre|tredje|första|andra"
)
_PLACE = r"place|platz|plass|plats|posto|puesto|lugar|miejsce|plaats|rang|rank|position|yer|место"
_RANK_LABEL = (
    rf"(?:(?:{_ORD})[ \t]*(?:{_PLACE})|(?:{_PLACE})[ \t]*(?:{_ORD})|winner|runner-?up|sieger(?:in)?|gewinner(?:in)?|"
    r"vainqueur|gagnant|ganador(?:a)?|vincitore|vincitrice|zwycięzca|winnaar|vinner|победитель|gold|silver|bronze|"
    r"gold medal|silver medal|bronze medal)"
)
_ROOM = (
    r"room|zimmer|chambre|kamer|habitación|habitacion|camera|stanza|pokój|pokoj|quarto|rom|rum|værelse|sala|"
    r"station|ward|oda|палата|комната|palata|bed|bett|lit|letto|cama|seng|säng|łóżko|lozko|bed|кровать|койка"
)
_SEAT = r"seat|sitz|siège|stoel|asiento|posto|sete|plass|koltuk|место|table|tisch|mesa|tavolo|stolik|tafel|bord"
_SLOT_RE = re.compile(
    r"(?im)^[ \t]*(?:[-*•][ \t]*|\d{1,2}[.)][ \t]+)?"
    rf"(?P<lab>(?P<rank>{_RANK_LABEL})|(?P<room>(?:{_ROOM})(?:[ \t]*(?:no\.?|nr\.?|#|№)?[ \t]*(?P<num>\d{{1,4}}[A-Za-z]?))?)|"
    rf"(?P<seat>(?:(?:{_SEAT})[ \t]*(?:no\.?|nr\.?|#)?[ \t]*)?\d{{1,3}}[A-K]|(?:{_SEAT})[ \t]*(?:no\.?|nr\.?|#)?[ \t]*\d{{1,3}}))"
    rf"[ \t]*[:：=\-–—|][ \t]*(?P<v>{_WORD})"
    r"(?P<note>[ \t]*[(\[][^()\[\]\n]{0,40}[)\]])?[ \t]*[,;.]?[ \t]*$"
)
#: a ranking's label ending right before a value (``First place:``, ``2. Platz``, ``Winner:``)
RANK_BEFORE_RE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_RANK_LABEL})[ \t]*[:：=\-–—|]?[ \t]*$")
#: a bed or seat note right after a value (``Wiśniewska (łóżko 2)``): a ward's or plan's person
BED_NOTE_RE = re.compile(
    r"(?i)[ \t]*[(\[][ \t]*(?:bed|bett|łóżko|lozko|lit|letto|cama|seng|säng|кровать|койка|seat|sitz|siège|"
    r"place|platz|miejsce|posto|asiento|stoel|plass)[ \t]*(?:no\.?|nr\.?|#)?[ \t]*\d"
)
_NOTE_SLOT_RE = re.compile(rf"(?i)(?:{_ROOM}|{_SEAT}|seat|bed)[ \t]*(?:no\.?|nr\.?|#)?[ \t]*\d")
_INLINE_SEAT_RE = re.compile(
    rf"(?<![\w\-])\d{{1,3}}[A-K][ \t]*[:\-–—=]?[ \t]+(?P<v>{_WORD})(?=[ \t]*(?:[,;/|(]|$))", re.M
)
_SURNAME_END_RE = re.compile(
    r"(?:ski|ska|cki|cka|dzki|dzka|wicz|czyk|czak|ov|ova|ev|eva|ova|enko|chuk|escu|poulos|opoulou|idis|idou|akis|"
    r"oğlu|oglu|sson|ssen|sen|ić|ič|вич|ов|ова|ев|ева|ин|ина|енко|ук)$"
)


def _city(w: str) -> bool:
    # a big city even when it is also a listed name ("Runner-up: Berlin" is a team's city)
    return is_city_name(w) or w.casefold() in city_names()


def _clear(w: str) -> bool:
    """A surname by strong evidence: listed and no everyday word, or a surname ending."""
    if known_kind_of_word(w) or _city(w):
        return False
    n = name_lists()
    if (n.is_surname(w) or n.is_given(w)) and w.casefold() not in common_words():
        return True
    return len(w) >= 6 and _SURNAME_END_RE.search(w.split("-")[-1]) is not None


def _weak(w: str) -> bool:
    """A listed surname, even one that is also an everyday word (``Berg``, ``Lange``)."""
    k = w.casefold()
    return (
        name_lists().is_surname(w)
        and not _city(w)
        and not all_tech(w)
        and k not in NOT_NAME_WORDS
        and k not in ROLE_WORDS
    )


class RosterNameRecognizer(OurRecognizer):
    """Surnames in the slots of rankings, ward/hotel lists and seating plans (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.75)``."""
        slots: list[tuple[int, int, str]] = []
        for m in _SLOT_RE.finditer(text):
            if m.group("room") is not None and m.group("num") is None:
                note = m.group("note") or ""
                if not _NOTE_SLOT_RE.search(note):
                    continue  # "Room: Curie", "Sala Hamilton": a meeting room's name
            slots.append((m.start("v"), m.end("v"), m.group("v")))
        for line in re.finditer(r"[^\n]+", text):
            seats = list(_INLINE_SEAT_RE.finditer(text, line.start(), line.end()))
            if len(seats) >= 2:
                slots.extend((s.start("v"), s.end("v"), s.group("v")) for s in seats)
        if not slots:
            return
        clear = {(s, e) for s, e, w in slots if _clear(w)}
        seen: set[tuple[int, int]] = set()
        for s, e, w in slots:
            if (s, e) in seen:
                continue
            seen.add((s, e))
            if (s, e) in clear or (len(clear - {(s, e)}) >= 1 and _weak(w)):
                yield "PERSON", s, e, SCORE
