"""Prose recognizers run on iCalendar/vCard text with its line folding undone.

Entities: those of the wrapped recognizers (``HEALTH``, ``SALARY``, ``FINANCIAL_AMOUNT``,
``DATE_OF_BIRTH`` … at their own scores).

RFC 5545 §3.1 (and RFC 6350 §3.2 for vCard) folds content lines longer than 75 octets by
inserting CRLF plus one space or tab anywhere, even inside a word: ``Grund: Bandscheib⏎
envorfall L4/L5``. Vocabulary and cue matching then sees two broken words. When the text is an
iCalendar or vCard object with folded lines, the wrapped recognizers also run on each folded
content line, unfolded on its own (cues on other lines are not seen; the cost stays with the
folded lines), and their spans that cross a fold are mapped back to the raw text (the fold stays inside
the span: it is part of what leaves the device). Spans that cross no fold are the wrapped
recognizers' own findings on the raw text and are not repeated.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

from .base import OurRecognizer

_MARKER_RE = re.compile(r"BEGIN:(?:VCALENDAR|VEVENT|VTODO|VJOURNAL|VCARD)")
_FOLD_RE = re.compile(r"\r?\n[ \t]")
# a content line and its continuation lines (RFC 5545 §3.1)
_FOLDED_LINE_RE = re.compile(r"^[^\r\n]+(?:\r?\n[ \t][^\r\n]*)+", re.M)


def unfold(text: str) -> tuple[str, list[int]]:
    """``text`` with RFC 5545 folds removed, and for each of its characters the raw offset.

    The returned list has one more entry than the string (the raw end), so a span ``(a, b)``
    of the unfolded text is ``(raw[a], raw[b - 1] + 1)`` in the raw text.
    """
    out: list[str] = []
    raw: list[int] = []
    pos = 0
    for m in _FOLD_RE.finditer(text):
        out.append(text[pos : m.start()])
        raw.extend(range(pos, m.start()))
        pos = m.end()
    out.append(text[pos:])
    raw.extend(range(pos, len(text)))
    raw.append(len(text))
    return "".join(out), raw


class FoldedTextRecognizer(OurRecognizer):
    """Runs ``inner`` recognizers on unfolded iCalendar/vCard text (module docstring).

    Args:
        inner: recognizers whose ``find`` reads prose (cue words, vocabularies).
    """

    def __init__(self, inner: Sequence[OurRecognizer], supported_language: str = "en"):
        self.inner = list(inner)
        self.ENTITIES = tuple(dict.fromkeys(e for r in self.inner for e in r.ENTITIES))
        super().__init__(supported_language=supported_language)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)`` of spans crossing a fold."""
        if not _MARKER_RE.search(text) or not _FOLD_RE.search(text):
            return
        # only the folded content lines, each unfolded on its own: the cost stays with them
        for line in _FOLDED_LINE_RE.finditer(text):
            flat, raw = unfold(line.group(0))
            base = line.start()
            for r in self.inner:
                for etype, a, b, score in r.find(flat, None):
                    if b <= a:
                        continue
                    s, e = raw[a], raw[b - 1] + 1
                    if e - s != b - a:  # a fold inside: new evidence the raw text could not give
                        yield etype, base + s, base + e, score
