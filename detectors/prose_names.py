"""Names mid-sentence in a text that already names people (issue 12, names18).

Chats, e-mails and notes mention third persons with no cue at all: ``I'll tell Sigbritt``,
``se lo paso a Quiteria``, ``ik zeg het tegen Fenneke``, ``передам Добромиле``. In the cased
scripts (Latin, Cyrillic, Greek) a capitalised word *inside* a sentence is a proper noun
(German nouns aside); when the text already holds a person found by another rule (a chat's
speakers, a greeting, a signature) such a proper noun is most often one more person. A word is
taken when all of these hold:

- it sits mid-sentence: on its line the nearest non-blank character before it is a lower-case
  letter, a digit or a comma (not a sentence end, colon, bracket, quote, markup or line start:
  headings, labels, list items and titles open there) and it is not glued to a path, handle,
  key or file name (``@``, ``/``, ``.``, ``_``, ``-``, ``#`` next to it);
- it is one Title-case word of 3+ letters, in no name list as a surname only, and either an
  unlisted word that is rare in every language and name-like to the model
  (``name_evidence.unlisted_name_like``), or a listed given name that is rare in every language
  (``Sigbritt``, not ``Will``/``Grace``/``Mark``);
- it is no technology term, city, field label, organisation/role/everyday word; no German
  noun in a German sentence (German capitalises every noun: ``german_nouns.py``); not after a
  definite article or an article fused with a preposition (``am Lerchenberg``), a preposition
  of place or means or a naming verb (``via Bring``, ``in Kvernaland``, ``called Zephyrine``);
  not followed by a lower-case thing, technology, organisation or role noun it modifies
  (``fixed Quarvine crash``, ``Solbakken restaurant``); no room,
  product or company by the same checks the other name rules pass (``non_personal.py``); and
  the line around it is no Title-Case heading (most words capitalised).

A following capitalised word that is name-like or a listed surname joins (``Ermenegilda
Torvani``). Score 0.7 (as ``coordination.py``). :func:`prose_names` returns the extra spans;
linear in the text.
"""

from __future__ import annotations

import re

from .german_nouns import german_noun_in_context
from .lexicon import FieldLexicon
from .name_lists import name_lists
from .non_personal import company_named, listed_room_or_product, product_name, room_name
from .places import is_city_name
from .recognizers.name_evidence import known_kind_of_word, rare_everywhere, unlisted_name_like
from .recognizers.name_shape import NOT_NAME_WORDS, ROLE_WORDS
from .spans import Span
from .tech_terms import all_tech

__all__ = ["prose_names"]

_UP = r"A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁІЇЄҐΑ-ΩΆ-Ώ"
_LO = r"a-zß-öø-ÿĀ-ſа-яёіїєґα-ωά-ώΐΰ"
_WORD_RE = re.compile(rf"(?<![\w@/.#\-_'’])[{_UP}][{_LO}]{{2,}}(?![\w@/_\-]|\.[\w])")
_NEXT_RE = re.compile(rf"[ \t]+(?P<w>[{_UP}][{_LO}]{{2,}})(?![\w@/_\-]|\.[\w])")
#: what may stand before a mid-sentence word: a lower-case letter or a digit ending the word
#: before it, or a comma (then blanks)
_BEFORE_RE = re.compile(rf"(?:[{_LO}0-9]|,)[ \t]+$")
#: a definite article or an article fused with a preposition right before the word: a noun
#: phrase (``Praxis am Lerchenberg``, ``near the Tannery``, ``au Moulinet``), no bare name
_ARTICLE_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:the|am|im|zum|zur|vom|beim|ins|au|aux|du|des|del|al|della|dello|nella|nel|het)[ \t]+$)"
)
_ANY_WORD_RE = re.compile(rf"[{_UP}{_LO}]+")
#: a preposition of place or means, or a naming verb, right before the word: places, tools and
#: products follow them (``via Bring``, ``go through Pennylane``, ``in Kvernaland``, ``a plan
#: called Zephyrine``), people seldom do
_THING_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:via|through|using|in|into|on|onto|at|inside|within|called|named|"
    r"auf|namens|dans|sur|appelé|appelée|mediante|vía|llamado|llamada|tramite|chiamato|chiamata|"
    r"op|på|przez|через|в|на)[ \t]+$)"
)
#: a lower-case word right after the proper noun that makes it a modifier of a thing
#: (``fixed Quarvine crash``, ``the Ostrava backups``); technology, organisation and role words
#: count too (``Solbakken restaurant``, ``Tessaly server``)
_THING_NOUNS = frozenset(
    "crash crashes bug bugs release releases version build builds module modules plugin plugins backup backups "
    "bucket buckets update updates issue issues error errors log logs dashboard project repo integration "
    "workspace account instance deployment migration".split()
)
_NEXT_LOWER_RE = re.compile(rf"[ \t]+(?P<w>[{_LO}]+)")
_SCORE = 0.7
#: at most this many new names per text (a long list of capitalised product names in prose
#: must not turn into dozens of spans on this weak evidence)
_MAX_PER_TEXT = 12


def _heading_line(line: str) -> bool:
    """Most words of the line are capitalised (a title, a menu, a list of proper nouns)."""
    words = _ANY_WORD_RE.findall(line)
    if len(words) < 3:
        return False
    caps = sum(1 for w in words if w[0].isupper())
    return caps * 2 > len(words)


def _first_word_ok(word: str) -> bool:
    if len(word) < 3 or known_kind_of_word(word) or all_tech(word) or is_city_name(word):
        return False
    lists = name_lists()
    if lists.is_given(word):
        return rare_everywhere(word.casefold())
    return unlisted_name_like(word)


def _thing_noun(word: str) -> bool:
    return word in _THING_NOUNS or word in NOT_NAME_WORDS or word in ROLE_WORDS or all_tech(word)


def _next_word_ok(word: str) -> bool:
    if known_kind_of_word(word) or all_tech(word) or is_city_name(word):
        return False
    return name_lists().is_surname(word) or unlisted_name_like(word)


def prose_names(text: str, spans: list[Span], lexicon: FieldLexicon) -> list[Span]:
    """PERSON spans for name-like proper nouns mid-sentence in a text that already holds a
    PERSON span (module docstring). ``spans``: the spans found so far (offsets into ``text``)."""
    if not any(s.entity_type == "PERSON" for s in spans):
        return []
    taken = bytearray(len(text) + 1)
    for s in spans:
        taken[s.start : s.end] = b"\x01" * (min(s.end, len(text)) - s.start)
    out: list[Span] = []
    for m in _WORD_RE.finditer(text):
        a, b = m.span()
        if a == 0 or text[a - 1] not in " \t":
            continue  # `_BEFORE_RE` below ends in blanks right before the word: most words fail here
        if any(taken[a:b]):
            continue
        ls = text.rfind("\n", 0, a) + 1
        if not _BEFORE_RE.search(text, max(ls, a - 40), a):
            continue
        if _ARTICLE_BEFORE_RE.search(text, max(ls, a - 12), a) or _THING_BEFORE_RE.search(text, max(ls, a - 16), a):
            continue
        word = m.group()
        if not _first_word_ok(word) or lexicon.known(word):
            continue
        after = _NEXT_LOWER_RE.match(text, b)
        if after and _thing_noun(after.group("w")):
            continue
        nm = _NEXT_RE.match(text, b)
        if nm and _next_word_ok(nm.group("w")) and not lexicon.known(nm.group("w")):
            b = nm.end("w")
        le = text.find("\n", b)
        if _heading_line(text[ls : le if le >= 0 else len(text)]):
            continue
        if german_noun_in_context(text, a, m.end()):
            continue
        if company_named(text, a, b) or product_name(text, a, b) or room_name(text, a, b):
            continue
        if listed_room_or_product(text, a, b):
            continue
        out.append(Span("PERSON", a, b, _SCORE, text[a:b]))
        if len(out) >= _MAX_PER_TEXT:
            break
    return out
