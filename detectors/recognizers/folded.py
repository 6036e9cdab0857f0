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

**OCR text** (fields13): scanned forms break a label at a line end with a hyphen (``Data uro-⏎
dzenia: 04.06.1979``) and print labels letter-spaced (``S a l a r y : 4 200 EUR``). When a text
has such a break (a letter, a hyphen, a line break, a lower-case letter) or a letter-spaced word
(four or more single letters one space apart), the wrapped recognizers also run on a view with
the hyphen breaks joined and the spaced letters closed up (the double space between two spaced
words becomes one); spans the raw text does not give are yielded, mapped back (the joined label
marks a value the join does not touch).
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


#: an OCR hyphen break: a letter, a hyphen, a line break, then (checked) a lower-case letter
_OCR_BREAK_RE = re.compile(r"(?<=[^\W\d_])-[ \t]*\r?\n[ \t]*(?=[^\W\d_])")
#: a letter-spaced word (OCR of a form): single letters one space apart, two or more
_SPACED_RUN_RE = re.compile(r"(?<![^\W\d_])[^\W\d_](?: [^\W\d_])+(?![^\W\d_])")
_SPACED_WORD_RE = re.compile(r"(?<![^\W\d_])[^\W\d_](?: [^\W\d_]){3,}(?![^\W\d_])")


def ocr_view(text: str) -> tuple[str, list[int]] | None:
    """``(view, raw)`` of OCR text with hyphen line breaks joined and letter-spaced words closed
    up (module docstring), ``raw`` as in :func:`unfold`; None when the text has neither."""
    cuts: list[tuple[int, int]] = [
        m.span() for m in _OCR_BREAK_RE.finditer(text) if m.end() < len(text) and text[m.end()].islower()
    ]
    if _SPACED_WORD_RE.search(text):
        runs = list(_SPACED_RUN_RE.finditer(text))
        for i, m in enumerate(runs):
            cuts.extend((k, k + 1) for k in range(m.start() + 1, m.end(), 2))
            # "D a t e  o f  b i r t h": the double space between two spaced words becomes one
            if i + 1 < len(runs) and text[m.end() : runs[i + 1].start()] == "  ":
                cuts.append((m.end(), m.end() + 1))
    if not cuts:
        return None
    out: list[str] = []
    raw: list[int] = []
    pos = 0
    for a, b in sorted(cuts):
        if a < pos:
            continue
        out.append(text[pos:a])
        raw.extend(range(pos, a))
        pos = b
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
        """Yield ``(entity_type, start, end, score)`` of spans crossing a fold or an OCR join."""
        yield from self._ocr(text)
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

    def _ocr(self, text: str) -> Iterable[tuple[str, int, int, float]]:
        if "-" not in text and "  " not in text and not _SPACED_WORD_RE.search(text):
            return
        # only the lines around each join (its line and the next: a value follows its label
        # on the same line or the next one), so the cost stays with the OCR'd part
        for lo, hi in _ocr_windows(text):
            part = text[lo:hi]
            view = ocr_view(part)
            if view is None:
                continue
            flat, raw = view
            for r in self.inner:
                # a label joined in the view marks a value the join does not touch: yield what
                # the raw text does not give (the raw findings are the recognizer's own)
                seen = {(etype, a, b) for etype, a, b, _ in r.find(part, None)}
                for etype, a, b, score in r.find(flat, None):
                    if b <= a:
                        continue
                    s, e = raw[a], raw[b - 1] + 1
                    if (etype, s, e) not in seen:
                        yield etype, lo + s, lo + e, score


_OCR_REACH = 160


def _ocr_windows(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` ranges to read joined: from the start of the line of each hyphen break
    or letter-spaced word to the end of the line after it (at most 160 code points before it and
    320 after), overlapping ranges merged."""
    spots = [m.start() for m in _OCR_BREAK_RE.finditer(text) if m.end() < len(text) and text[m.end()].islower()]
    spots += [m.start() for m in _SPACED_WORD_RE.finditer(text)]
    out: list[tuple[int, int]] = []
    for p in sorted(spots):
        lo = text.rfind("\n", 0, p) + 1
        nl = text.find("\n", p)
        # the break's own line break, then the next line's end (two for a hyphen break)
        hi = len(text) if nl < 0 else text.find("\n", nl + 1)
        if hi >= 0 and text[p] == "-":
            nxt = text.find("\n", hi + 1)
            hi = nxt if nxt >= 0 else len(text)
        hi = len(text) if hi < 0 else hi
        # a long line (a JSON string, a paragraph) is cut around the spot: a label and its value
        lo, hi = max(lo, p - _OCR_REACH), min(hi, p + 2 * _OCR_REACH)
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out
