"""Capitalised ``@Name`` mentions in chats, meeting notes and task lists (``PERSON``, names17).

Slack, Teams, Notion and markdown minutes mention people by their display name: ``- @Bożymira
to send the contract``, ``@Radomił Kędzierawy, can you …``, ``cc @Ефросинья``. ``handles.py``
reads lower-case handles (``@jlarkwhistle``) and capitalised ones with a digit or ``_``; a bare
capitalised word after ``@`` is as often a Java/TypeScript annotation (``@Override``,
``@Component``, ``@Input``) or a CSS/Sass rule, so it was left out. Here it is a name when:

- the word is Title-case letters (no inner capitals: ``@SpringBootApplication`` is none), a
  listed given name of any Faker locale or a word rare in every corpus language (Zipf < 3:
  ``@Override``, ``@Component``, ``@Test`` are everyday words), and no technology, role,
  organisation or everyday word, no big city; an unlisted word ending like an English participle
  or adjective (``-ed``, ``-able``, ``-ing`` …: ``@Deprecated``, ``@Nullable``) is none;
- it is no annotation: nothing but the mention on its line before code (``@Autowired`` over a
  field), no ``(`` after it, no code punctuation (``;``, ``{``, ``=``, parentheses) in the rest
  of its line;
- a second Title-case word joins it when that is a listed surname or a rare word of no known
  kind (``@Radomił Kędzierawy``; ``@Anna Please`` stays ``@Anna``).

The span is the name without the ``@`` (score 0.7).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..name_lists import name_lists
from ..places import is_city_name
from .base import OurRecognizer
from .name_evidence import known_kind_of_word, rare_everywhere

SCORE = 0.7
_WORD = r"[^\W\d_][^\W\d_'’]{1,24}"
_MENTION_RE = re.compile(rf"(?<![\w.@/\])+%:])@(?P<first>{_WORD})(?:[ \t](?P<second>{_WORD}))?(?![\w(/@\-]|\.\w)")
#: code after an annotation on its line (``@Autowired private Foo foo;``)
_CODE_CHARS_RE = re.compile(r"[;{}=()]|\bfunction\b|\bdef\b|\bclass\b")
_ANNOTATION_ENDINGS = ("ed", "able", "ible", "ing", "tion", "ment", "ize", "ise", "ful", "less", "ive")
_CODE_LINE_RE = re.compile(r"[ \t]*(?:@|def |class |async |public |private |protected |static |export |function )")


def _title(word: str) -> bool:
    return word[0].isupper() and (len(word) == 1 or word[1:].islower() or not any(c.isupper() for c in word[1:]))


def _first_ok(word: str) -> bool:
    if not _title(word) or len(word) < 3 or known_kind_of_word(word):
        return False
    # the name model scores invented Slavic/Baltic names low (``Bożymira`` -0.03): after ``@``
    # a word rare in every language is enough, the annotation checks below keep code out
    if is_city_name(word):
        return False
    if name_lists().is_given(word):
        return True
    # annotation words are English participles and adjectives (``@Deprecated``, ``@Nullable``)
    return not word.casefold().endswith(_ANNOTATION_ENDINGS) and rare_everywhere(word.casefold())


def _second_ok(word: str) -> bool:
    if not _title(word) or len(word) < 2 or known_kind_of_word(word):
        return False
    return name_lists().is_surname(word) or rare_everywhere(word.casefold())


def _annotation(text: str, start: int, end: int) -> bool:
    """The mention at ``text[start:end]`` reads as code: alone on its line above code, or
    followed on its line by code punctuation."""
    nl = text.find("\n", end)
    rest = text[end : nl if nl >= 0 else len(text)]
    if _CODE_CHARS_RE.search(rest):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    if not text[line_start:start].strip() and not rest.strip():
        return nl >= 0 and bool(_CODE_LINE_RE.match(text, nl + 1))
    return False


class CapitalMentionRecognizer(OurRecognizer):
    """``@Name`` mentions of people by display name (module docstring)."""

    ENTITIES = ("PERSON",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.7)`` for each mention's name (without the ``@``)."""
        if "@" not in text:
            return
        for m in _MENTION_RE.finditer(text):
            first = m.group("first")
            if not _first_ok(first) or _annotation(text, m.start(), m.end()):
                continue
            end = m.end("first")
            second = m.group("second")
            if second is not None and _second_ok(second):
                end = m.end("second")
            yield "PERSON", m.start("first"), end, SCORE
