"""Names by column: a table cell in a column whose other cells are detected names.

Agents read tables (TSV, CSV, markdown/ASCII tables, fixed-width console output such as
pandas or psql, spreadsheet cells ``A2: …`` / ``Sheet1!B3 = '…'``). A column holds one kind
of value, so when two or more of its cells (and at least a third of its rows) are PERSON
spans found by any rule, its other cells that are shaped like a capitalised name (no digits,
no common word, no organisation/role/technology word) are names too, whatever list or cue
they lack. :func:`column_names` returns those extra spans.

Rows are split by one delimiter per block of consecutive lines (tab, ``|``, ``,``, two or
more spaces); a block is 3+ lines with the same number of cells. Spreadsheet cells are
grouped by their column letters. Linear in the text.
"""

from __future__ import annotations

import re
from collections import defaultdict

from .known_values import common_words
from .name_lists import name_lists
from .non_personal import aggregate_label
from .recognizers.name_shape import looks_like_name
from .spans import Cover, Span

__all__ = ["column_names"]

_DELIMS = ("\t", "|", ",", "  ")
_SPLIT = {"\t": re.compile(r"\t"), "|": re.compile(r"\|"), ",": re.compile(r","), "  ": re.compile(r" {2,}")}
# spreadsheet cells: "A2: value" or "Sheet1!B4 = 'value'", several per line
_CELL_RE = re.compile(
    r"(?:(?<=^)|(?<=\s))(?:[\w ]+!)?\$?(?P<col>[A-Z]{1,3})\$?(?P<row>\d{1,6})[ \t]*(?::|=)[ \t]*"
    r"(?:'(?P<q>[^'\n]*)'|(?P<v>[^\n]*?))(?=[ \t]{2,}(?:[\w ]+!)?[A-Z]{1,3}\d|[ \t]*$)",
    re.M,
)
#: what every `_CELL_RE` match holds, its cell reference and the sign after it (``B3 =``,
#: ``A2:``): a pattern that starts with a class, which the regex engine scans for at C speed
#: (`_CELL_RE`'s leading lookbehinds make it try every position): most texts hold none
_CELL_REF_RE = re.compile(r"[A-Z]\$?\d{1,6}[ \t]*[:=]")
_QUOTES = "\"'` "
_SCORE = 0.7


def _cells(line: str, start: int, delim: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of ``line`` (offsets into the text), quotes and blanks off."""
    out = []
    pos = 0
    for m in _SPLIT[delim].finditer(line):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(line)))
    cells = []
    for a, b in out:
        while a < b and line[a] in _QUOTES:
            a += 1
        while b > a and line[b - 1] in _QUOTES:
            b -= 1
        cells.append((start + a, start + b))
    return cells


def _delimiter(line: str) -> str | None:
    stripped = line.strip()
    for d in _DELIMS:
        if d in stripped:
            return d
    return None


def _columns(text: str) -> list[list[tuple[int, int]]]:
    """The columns of every table block and spreadsheet column, as lists of cell ranges."""
    cols: list[list[tuple[int, int]]] = []
    block: list[list[tuple[int, int]]] = []
    block_key: tuple[str, int] | None = None

    def flush() -> None:
        if len(block) >= 3:
            cols.extend([row[j] for row in block] for j in range(len(block[0])))

    pos = 0
    for line in text.split("\n"):
        d = _delimiter(line)
        cells = _cells(line, pos, d) if d else []
        key = (d, len(cells)) if d and len(cells) >= 2 else None
        if key is None or key != block_key:
            flush()
            block = []
        if key is not None:
            block.append(cells)
        block_key = key
        pos += len(line) + 1
    flush()
    sheet: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for m in _CELL_RE.finditer(text) if _CELL_REF_RE.search(text) else ():
        g = "q" if m.group("q") is not None else "v"
        a, b = m.span(g)
        while b > a and text[b - 1] in " \t":
            b -= 1
        sheet[m.group("col")].append((a, b))
    cols.extend(c for c in sheet.values() if len(c) >= 3)
    return cols


def _covered(cell: tuple[int, int], persons: Cover) -> bool:
    a, b = cell
    return b > a and persons.covers(a, b)


def _name_shaped(value: str) -> bool:
    if not looks_like_name(value, 4, allow_lower=False) or any(ch.isdigit() for ch in value):
        return False
    if aggregate_label(value):
        return False  # a "Total"/"Summe"/"Average" row under the names (decoys13)
    lists = name_lists()
    common = common_words()
    return not any(w.casefold() in common and not lists.is_name_word(w) for w in value.split())


def column_names(text: str, spans: list[Span]) -> list[Span]:
    """PERSON spans for the name-shaped cells of columns whose cells are mostly detected
    names (module docstring). ``spans``: the spans found so far (offsets into ``text``)."""
    persons = [s for s in spans if s.entity_type == "PERSON"]
    if len(persons) < 2 or "\n" not in text:
        return []
    cover = Cover((s.start, s.end) for s in persons)
    out: list[Span] = []
    for col in _columns(text):
        hits = sum(_covered(c, cover) for c in col)
        if hits < 2 or hits * 3 < len(col):
            continue
        for a, b in col:
            if b <= a or _covered((a, b), cover):
                continue
            value = text[a:b]
            if _name_shaped(value):
                out.append(Span("PERSON", a, b, _SCORE, value))
    return out
