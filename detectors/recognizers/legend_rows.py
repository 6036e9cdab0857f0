"""Headerless CSV/TSV rows whose columns a line before them names (leaks13).

A header row makes a table's columns known (``columns.py``, ``fields.py``). Agents and people
also paste rows with the columns said once on the line before them instead of as a header:
``Server logins (host, user, password):``, ``# host,login,password``, ``Spalten: Name,
Abteilung, Durchwahl``, ``Format: Name;Geburtsdatum;Telefon``. Here that **legend** is read as
the header of the rows right below it:

- the legend: 3-12 column names split by one delimiter (``,`` ``;`` ``|`` tab ``/``), the whole
  line after a comment mark or a legend word and a colon (``Columns:``, ``Spalten:``,
  ``Format:``, ``Colonnes:``, ``Columnas:``, ``Kolumny:`` …), or in brackets ending a caption
  (``Server logins (host, user, password):``); at least two names must be field names of the
  lexicon and one of a sensitive type;
- the rows: the non-blank lines right after it, each with as many cells as the legend (their
  own delimiter: tab, ``;``, ``|`` or ``,``); a row with another count ends them.

A cell under a password/secret column is ``PASSWORD``/``SECRET`` (no predicate, placeholder or
mask: ``form_credentials.password_value``), under a login column ``USERNAME`` when login-shaped
and personal (``form_credentials.login_value``), under a name column ``PERSON`` when 1-4
capitalised words of which one is a listed name word (a package or host name is none); other
sensitive columns (phone, date of birth, account …) are left to the recognizers of their
shapes. Score 0.75. Rows with no legend, or a legend of non-sensitive columns (``id, status,
created``), are not read: every third column of every TSV is no password.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..lexicon import default_lexicon
from ..name_lists import name_lists
from .base import OurRecognizer
from .form_credentials import login_value, password_value
from .name_evidence import known_kind_of_word

SCORE = 0.75

_LEGEND_WORDS = (
    r"columns?|fields?|format|order|spalten|felder|reihenfolge|colonnes|champs|columnas|campos|kolommen|velden|"
    r"kolonner|felt|kolumner|fält|kolumny|pola|colonne|campi|colunas|поля|столбцы|колонки|sütunlar|alanlar"
)
_LEGEND_RE = re.compile(
    r"(?im)^[ \t]*(?:(?:#|//|--|;)[ \t]*(?:(?:" + _LEGEND_WORDS + r")[ \t]*[:：=][ \t]*)?"
    r"|(?:" + _LEGEND_WORDS + r")[ \t]*[:：=][ \t]*)(?P<l>[^\n]+?)[ \t]*$"
    r"|^[^\n()]{1,60}\((?P<p>[^()\n]+)\)[ \t]*[:：][ \t]*$"
)
_ROW_DELIMS = ("\t", ";", "|", ",")
_WORD_RE = re.compile(r"[^\W\d_]+")


def _columns(legend: str) -> list[str] | None:
    for d in ("\t", "|", ";", ",", "/"):
        if d in legend:
            cells = [c.strip().strip("\"'`*") for c in legend.split(d)]
            if 3 <= len(cells) <= 12 and all(0 < len(c) <= 40 and len(c.split()) <= 3 for c in cells):
                return cells
            return None
    return None


def _name(cell: str) -> bool:
    words = cell.split()
    return (
        1 <= len(words) <= 4
        and all(w[:1].isupper() and _WORD_RE.fullmatch(w.replace("-", "").replace("'", "")) for w in words)
        and not any(known_kind_of_word(w) for w in words)
        and any(name_lists().is_name_word(w) for w in words)
    )


class LegendRowRecognizer(OurRecognizer):
    """Rows under a legend line that names their columns (module docstring)."""

    ENTITIES = ("PASSWORD", "SECRET", "USERNAME", "PERSON")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, 0.75)`` for cells under sensitive columns."""
        if "\n" not in text:
            return
        lex = default_lexicon()
        for m in _LEGEND_RE.finditer(text):
            legend = m.group("l") if m.group("l") is not None else m.group("p")
            cols = _columns(legend)
            if cols is None:
                continue
            types = [lex.classify(c) for c in cols]
            if sum(1 for c, t in zip(cols, types) if t is not None or lex.known(c)) < 2:
                continue
            if not any(t in ("PASSWORD", "SECRET", "USERNAME", "PERSON") for t in types):
                continue
            pos = m.end() + 1
            while pos < len(text):
                le = text.find("\n", pos)
                le = len(text) if le < 0 else le
                line = text[pos:le]
                if not line.strip():
                    break
                delim = next((d for d in _ROW_DELIMS if d in line), None)
                if delim is None or line.count(delim) != len(cols) - 1:
                    break
                start = pos
                for cell, t in zip(line.split(delim), types):
                    v = cell.strip()
                    cs = start + cell.find(v) if v else start
                    start += len(cell) + 1
                    if not v:
                        continue
                    if t in ("PASSWORD", "SECRET") and password_value(v):
                        yield t, cs, cs + len(v), SCORE
                    elif t == "USERNAME" and login_value(v):
                        yield t, cs, cs + len(v), SCORE
                    elif t == "PERSON" and _name(v):
                        yield t, cs, cs + len(v), SCORE
                pos = le + 1
