"""Folded content lines of iCalendar (RFC 5545 §3.1) and vCard (RFC 6350 §3.2) unfolded.

Both formats break a long content line by inserting a line break followed by one space or
tab, anywhere, even inside a value: ``mailto:escolastica.ar\\r\\n rizabalaga@example.es``,
``… +358 41 1270\\r\\n 154``. A reader of the calendar sees the value whole; a pattern sees two
halves. :func:`unfold_lines` removes each fold (the line break and the one whitespace
character after it) from a text that holds an iCalendar or vCard object (``BEGIN:VCALENDAR``,
``BEGIN:VEVENT``, ``BEGIN:VCARD`` …), and returns, per character of the result, its offset in
the input, like the other views of :mod:`edgeward.detectors.textview`.
"""

from __future__ import annotations

import re

__all__ = ["unfold_lines"]

_OBJECT_RE = re.compile(r"BEGIN:V(?:CALENDAR|EVENT|TODO|JOURNAL|CARD|TIMEZONE|ALARM)\b")
_FOLD_RE = re.compile(r"\r?\n[ \t]")


def unfold_lines(text: str) -> tuple[str, list[int]] | None:
    """``(unfolded, starts)`` with ``len(starts) == len(unfolded) + 1`` (``starts[i]``: input
    offset of result character ``i``; the last entry is ``len(text)``), or None when `text`
    holds no iCalendar/vCard object or no folded line."""
    if "BEGIN:V" not in text or not _OBJECT_RE.search(text):
        return None
    folds = [m.span() for m in _FOLD_RE.finditer(text)]
    if not folds:
        return None
    out: list[str] = []
    starts: list[int] = []
    pos = 0
    for a, b in folds:
        out.append(text[pos:a])
        starts.extend(range(pos, a))
        pos = b
    out.append(text[pos:])
    starts.extend(range(pos, len(text)))
    starts.append(len(text))
    return "".join(out), starts
