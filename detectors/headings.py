"""Names as markdown headings: a section headed by a person's name and holding their data
(issue 12, round 6).

Agents' notes file people under headings (hiring notes, family info, CRM exports rendered as
markdown)::

    ### Verity Stubbington
    - Aktuell: 48.000 €; Wunschgehalt 64.000 €
    ## Tollef
    - Født: 04.02.2012

A heading (``#`` … ``######``) whose whole text is name-shaped (1-3 capitalised words, no
digits, no common word unless a listed name word, no field label, organisation, role,
technology word or big city) is a PERSON when the section under it (up to the next heading of
the same or a higher level, at most :data:`MAX_SECTION_LINES` lines) holds a detected value that
belongs to a person (:data:`PERSONAL_TYPES`: a birth date, an id, a phone, a salary, a diagnosis
…; not a password or key, which devices and services have too). A one-word heading needs, in
addition, another heading of the same level that is a two- or three-word name by the same
rule (``## Tollef`` beside ``## Torgrim Østerhus``; ``## Diverse`` has that sibling but only
a Wi-Fi password in its section). :func:`heading_names` returns the extra spans (score 0.7).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .known_values import common_words
from .lexicon import FieldLexicon, default_lexicon
from .name_lists import name_lists
from .places import is_city_name
from .recognizers.name_shape import looks_like_name
from .spans import Span
from .tech_terms import all_tech

__all__ = ["PERSONAL_TYPES", "heading_names"]

#: entity types that belong to a person (a section holding one is about someone)
PERSONAL_TYPES = frozenset(
    """DATE_OF_BIRTH NATIONAL_ID TAX_ID PHONE_NUMBER EMAIL_ADDRESS ADDRESS HEALTH SALARY AMOUNT_OWED
    FINANCIAL_AMOUNT BALANCE CONTRACT_VALUE BANK_ACCOUNT IBAN_CODE CREDIT_CARD PASSPORT_NUMBER US_SSN
    CN_RESIDENT_ID MESSAGING_ID PERSON""".split()
)
MAX_SECTION_LINES = 40
_SCORE = 0.7
_HEADING_RE = re.compile(r"^(?P<hashes>#{1,6})[ \t]+(?P<title>[^\n#]+?)[ \t#]*$", re.M)


@dataclass(frozen=True)
class _Heading:
    level: int
    start: int  # title offsets into the text
    end: int
    line_end: int
    title: str


def _name_title(title: str, lexicon: FieldLexicon) -> bool:
    """1-3 capitalised name-shaped words that are no common word, label, technology or city."""
    words = title.split()
    if not 1 <= len(words) <= 3 or any(ch.isdigit() for ch in title):
        return False
    if not looks_like_name(title, 3, allow_lower=False) or any(not w[0].isupper() or w.isupper() for w in words):
        return False
    lists, common = name_lists(), common_words()
    if any(w.casefold() in common and not lists.is_name_word(w) for w in words):
        return False
    return not (lexicon.known(title) or lexicon.known(words[-1]) or all_tech(title) or is_city_name(title))


def _headings(text: str) -> list[_Heading]:
    return [
        _Heading(len(m.group("hashes")), m.start("title"), m.end("title"), m.end(), m.group("title"))
        for m in _HEADING_RE.finditer(text)
    ]


def _section_end(text: str, heads: list[_Heading], k: int) -> int:
    h = heads[k]
    end = next((x.start for x in heads[k + 1 :] if x.level <= h.level), len(text))
    pos = h.line_end
    for _ in range(MAX_SECTION_LINES):
        nxt = text.find("\n", pos + 1)
        if nxt < 0 or nxt >= end:
            return end
        pos = nxt
    return pos


def heading_names(text: str, spans: list[Span], lexicon: FieldLexicon | None = None) -> list[Span]:
    """PERSON spans for name headings over personal data (module docstring). ``spans``: the
    spans found so far (offsets into ``text``)."""
    if "#" not in text or "\n" not in text:
        return []
    lex = lexicon or default_lexicon()
    heads = _headings(text)
    if not heads:
        return []
    personal = [s for s in spans if s.entity_type in PERSONAL_TYPES]
    named: list[tuple[int, _Heading]] = []
    for k, h in enumerate(heads):
        if not _name_title(h.title, lex):
            continue
        end = _section_end(text, heads, k)
        if any(h.line_end <= s.start and s.end <= end for s in personal):
            named.append((k, h))
    full_levels = {h.level for _, h in named if len(h.title.split()) >= 2}
    out = []
    for _, h in named:
        if len(h.title.split()) == 1 and h.level not in full_levels:
            continue  # a one-word heading needs a full-name sibling heading
        if any(s.start <= h.start and h.end <= s.end for s in spans if s.entity_type == "PERSON"):
            continue
        out.append(Span("PERSON", h.start, h.end, _SCORE, text[h.start : h.end]))
    return out
