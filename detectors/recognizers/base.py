"""Shared helpers for our Presidio recognizers.

Our recognizers subclass Presidio's ``EntityRecognizer`` directly instead of
``PatternRecognizer``: Presidio compiles patterns with IGNORECASE|MULTILINE|DOTALL and
runs its context enhancer over spaCy tokens, which in JSON (``"phone":"2025550143"``)
glues the context word to punctuation. We use Python ``re`` with the flags we choose and
look for context words in a raw character window instead.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Any, Iterable

from presidio_analyzer import EntityRecognizer, RecognizerResult


def shannon_entropy(s: str) -> float:
    """Shannon entropy of ``s`` in bits per character (0 for the empty string)."""
    if not s:
        return 0.0
    n = len(s)
    return -sum((c / n) * math.log2(c / n) for c in Counter(s).values())


def char_classes(s: str) -> int:
    """Number of character classes present among lower, upper, digit."""
    return any(c.islower() for c in s) + any(c.isupper() for c in s) + any(c.isdigit() for c in s)


def has_context(text: str, start: int, words_re: re.Pattern[str], window: int = 48) -> bool:
    """True when ``words_re`` matches within ``window`` characters before ``start``
    (same line or the previous one, JSON punctuation allowed in between)."""
    lo = max(0, start - window)
    return words_re.search(text, lo, start) is not None


CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def contains_cjk(s: str) -> bool:
    """True if ``s`` contains a CJK unified ideograph."""
    return CJK_RE.search(s) is not None


class OurRecognizer(EntityRecognizer):
    """Base class: subclasses implement :meth:`find`, yielding (entity, start, end, score)."""

    #: entity types this recognizer emits
    ENTITIES: tuple[str, ...] = ()

    def __init__(self, supported_language: str = "en", name: str | None = None):
        super().__init__(
            supported_entities=list(self.ENTITIES),
            supported_language=supported_language,
            name=name or self.__class__.__name__,
            context=[],
        )

    def load(self) -> None:
        """Nothing to load (patterns are compiled at import)."""

    def find(self, text: str, nlp_artifacts: Any) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)`` for ``text``."""
        raise NotImplementedError

    def analyze(self, text: str, entities: list[str] | None, nlp_artifacts: Any = None) -> list[RecognizerResult]:
        """Presidio entry point: run :meth:`find` and keep the requested entity types."""
        wanted = set(entities) if entities else None
        out = []
        for ent, s, e, score in self.find(text, nlp_artifacts):
            if wanted is not None and ent not in wanted:
                continue
            if e <= s:
                continue
            out.append(
                RecognizerResult(
                    entity_type=ent,
                    start=s,
                    end=e,
                    score=float(score),
                    recognition_metadata={
                        RecognizerResult.RECOGNIZER_NAME_KEY: self.name,  # type: ignore[has-type]  # Presidio: untyped
                        RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
                    },
                )
            )
        return out


_DELIMS = (",", "\t", "|", ";")


def column_header(text: str, pos: int, max_lines: int = 200) -> str | None:
    """Header cell of the table column holding ``pos``, for CSV/TSV/markdown-ish tables.

    The header is the first line of the block of consecutive non-empty lines around ``pos``
    (at most ``max_lines`` lines up). The delimiter is the first of ``, \\t | ;`` present in
    the header; the column index is the number of delimiters before ``pos`` on its line
    (quoted cells are not parsed). Returns the stripped, lower-cased header cell, or None
    when ``pos`` is on the header line itself or no delimiter/column matches.
    """
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    le = len(text) if le < 0 else le
    # walk up to the first line of the block
    hs = ls
    for _ in range(max_lines):
        if hs == 0:
            break
        prev_end = hs - 1
        prev_start = text.rfind("\n", 0, prev_end) + 1
        if not text[prev_start:prev_end].strip():
            break
        hs = prev_start
    if hs == ls:
        return None
    he = text.find("\n", hs)
    header = text[hs:he]
    delim = next((d for d in _DELIMS if d in header), None)
    if delim is None:
        return None
    col = text.count(delim, ls, pos)
    cells = header.split(delim)
    if col >= len(cells) or text.count(delim, ls, le) != len(cells) - 1:
        return None
    return cells[col].strip().strip("\"'").lower()
