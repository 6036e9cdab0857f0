"""Values in SQL rows, typed by their column: dumps, migrations and database logs.

Entities: the field lexicon's types (score 0.85, like ``fields.py``).

1. ``INSERT INTO t (col, …) VALUES (…), (…);`` — each literal is the value of the column at its
   position; without a column list the columns come from a ``CREATE TABLE t (…)`` in the same
   text (mysqldump writes both).
2. ``INSERT INTO t VALUES …`` with no column names anywhere, into a table of people at work
   (``employees``, ``staff``, ``payroll``, ``dipendenti``, ``Mitarbeiter``, ``werknemers``,
   ``ansatte``, ``empleados``, ``сотрудники``, ``员工`` … by the words of its name): a column
   whose every row holds a decimal amount with cents (``3031.00``) is the pay column.
3. ``COPY t (col, …) FROM stdin;`` blocks of ``pg_dump``: tab-separated rows up to ``\\.``.
4. Bound parameters in PostgreSQL logs: ``INSERT INTO t (col, …) VALUES ($1, $2, …)`` then a
   ``DETAIL:  parameters: $1 = '…', $2 = '…'`` line: ``$n`` is the column of its placeholder.

Literals: quoted strings (SQL ``''`` and MySQL ``\\'`` escapes kept in the span), numbers;
``NULL``/``TRUE``/``FALSE``, function calls and placeholders take a position but are never values.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from ..lexicon import FieldLexicon, default_lexicon
from .base import OurRecognizer
from .fields import FieldValueRecognizer, value_ok

SCORE = 0.85

_IDENT = r"(?:`[^`\n]{1,64}`|\"[^\"\n]{1,64}\"|\[[^\]\n]{1,64}\]|[\w$]{1,64})"
_TABLE = rf"(?:{_IDENT}\s*\.\s*)?(?P<table>{_IDENT})"
_INSERT_RE = re.compile(
    rf"(?i)\bINSERT\s+(?:IGNORE\s+)?INTO\s+{_TABLE}\s*(?:\((?P<cols>[^()]{{1,2000}})\))?\s*VALUES\s*"
)
_CREATE_RE = re.compile(rf"(?i)\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?{_TABLE}\s*\(")
_COPY_RE = re.compile(rf"(?i)^COPY\s+{_TABLE}\s*\((?P<cols>[^()\n]{{1,2000}})\)\s+FROM\s+stdin;[ \t]*\r?\n", re.M)
_PARAMS_RE = re.compile(r"parameters:\s*(?P<body>\$1\s*=.*)")
_PARAM_RE = re.compile(r"\$(?P<n>\d{1,3})\s*=\s*(?P<v>'(?:[^'\n]|'')*'|NULL|-?\d[\d.]*)")
_LITERAL_RE = re.compile(
    r"\s*(?P<v>'(?:[^'\\\n]|''|\\.)*'|-?\d+(?:\.\d+)?(?:[eE][+\-]?\d+)?|NULL|TRUE|FALSE|\$\d{1,3}|"
    r"[A-Za-z_][\w.]*\s*\([^()]*\)|[A-Za-z_]\w*)\s*(?P<sep>[,)])",
    re.I,
)
_DECIMAL_RE = re.compile(r"^-?\d{3,}\.\d{2}$")
_NOT_COLUMNS = frozenset("primary key unique index constraint foreign check fulltext spatial".split())
_STAFF_WORDS = frozenset(
    "employee employees employe employes staff personnel payroll worker workers dipendenti dipendente personale "
    "mitarbeiter mitarbeitende angestellte beschaeftigte werknemers medewerkers personeel ansatte anstallda "
    "anställda medarbetare tyontekijat työntekijät empleados empleado plantilla funcionarios colaboradores "
    "salaries pracownicy pracownik calisanlar çalışanlar personel сотрудники работники співробітники "
    "υπαλληλοι υπάλληλοι εργαζομενοι εργαζόμενοι موظفين الموظفين 员工 職員 社員 직원 nhanvien".split()
)
_WORD_SPLIT_RE = re.compile(r"[_\W]+")


def _unquote(ident: str) -> str:
    return ident.strip().strip('`"[]')


def _columns(spec: str) -> list[str]:
    """Column names of a ``(col, col …)`` list or a ``CREATE TABLE`` body (definitions)."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    for ch in spec:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    cols = []
    for part in out:
        words = part.split()
        if words and words[0].strip('`"[]').lower() not in _NOT_COLUMNS:
            cols.append(_unquote(words[0]))
    return cols


def _body(text: str, open_pos: int) -> tuple[str, int] | None:
    """The text inside the parenthesis opened at ``open_pos`` and the position after it."""
    depth, i, q = 0, open_pos, False
    while i < len(text) and i - open_pos < 20000:
        ch = text[i]
        if q:
            if ch == "\\":
                i += 1
            elif ch == "'":
                q = False
        elif ch == "'":
            q = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return text[open_pos + 1 : i], i + 1
        i += 1
    return None


def _rows(text: str, pos: int) -> Iterator[list[tuple[int, int, str]]]:
    """The rows of a ``VALUES`` list starting at ``pos``: per row, ``(start, end, literal)``."""
    while pos < len(text) and text[pos] == "(":
        row: list[tuple[int, int, str]] = []
        p = pos + 1
        while True:
            m = _LITERAL_RE.match(text, p)
            if m is None:
                return
            row.append((m.start("v"), m.end("v"), m.group("v")))
            p = m.end()
            if m.group("sep") == ")":
                break
        yield row
        while p < len(text) and text[p] in " \t\r\n":
            p += 1
        if p >= len(text) or text[p] != ",":
            return
        p += 1
        while p < len(text) and text[p] in " \t\r\n":
            p += 1
        pos = p


class SqlRowRecognizer(OurRecognizer):
    """Literals of SQL ``INSERT``/``COPY`` rows and logged bound parameters, by column (module docstring).

    Args:
        lexicon: the field lexicon naming the columns.
    """

    ENTITIES = FieldValueRecognizer.ENTITIES

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self.lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    def _emit(self, col: str, text: str, s: int, e: int) -> Iterator[tuple[str, int, int, float]]:
        etype = self.lexicon.classify(col)
        if etype is None:
            return
        if text[s] == "'" and e - s >= 2:
            s, e = s + 1, e - 1
        if e > s and value_ok(etype, text[s:e]):
            yield etype, s, e, SCORE

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        upper = text[:200000]
        if "INSERT" not in upper.upper() and "COPY " not in upper:
            return
        tables: dict[str, list[str]] = {}
        for c in _CREATE_RE.finditer(text):
            body = _body(text, c.end() - 1)
            if body is not None:
                tables[_unquote(c.group("table")).lower()] = _columns(body[0])
        for m in _INSERT_RE.finditer(text):
            table = _unquote(m.group("table")).lower()
            cols = _columns(m.group("cols")) if m.group("cols") else tables.get(table)
            rows = list(_rows(text, m.end()))
            if cols and rows and all(v.startswith("$") for _, _, v in rows[0]):
                yield from self._params(text, m.end(), cols)
            elif cols:
                for row in rows:
                    for (s, e, _), col in zip(row, cols):
                        yield from self._emit(col, text, s, e)
            elif rows and set(_WORD_SPLIT_RE.split(table)) & _STAFF_WORDS:
                yield from self._pay_column(rows)
        for m in _COPY_RE.finditer(text):
            cols = _columns(m.group("cols"))
            pos = m.end()
            while pos < len(text):
                nl = text.find("\n", pos)
                line_end = nl if nl >= 0 else len(text)
                line = text[pos:line_end]
                if line.rstrip("\r") == "\\.":
                    break
                off = pos
                for col, cell in zip(cols, line.rstrip("\r").split("\t")):
                    if cell and cell != "\\N":
                        yield from self._emit(col, text, off, off + len(cell))
                    off += len(cell) + 1
                pos = line_end + 1

    def _params(self, text: str, pos: int, cols: list[str]) -> Iterator[tuple[str, int, int, float]]:
        """``$n = '…'`` of the next ``parameters:`` line (within three lines) by ``cols[n-1]``."""
        window = text[pos : pos + 4000]
        p = _PARAMS_RE.search(window)
        if p is None or window[: p.start()].count("\n") > 3:
            return
        base = pos + p.start("body")
        for a in _PARAM_RE.finditer(p.group("body")):
            n = int(a.group("n"))
            if 1 <= n <= len(cols) and a.group("v").upper() != "NULL":
                yield from self._emit(cols[n - 1], text, base + a.start("v"), base + a.end("v"))

    def _pay_column(self, rows: list[list[tuple[int, int, str]]]) -> Iterator[tuple[str, int, int, float]]:
        """A staff table with no column names: the column of decimal amounts is pay."""
        width = min(len(r) for r in rows)
        for k in range(width):
            if all(_DECIMAL_RE.match(r[k][2]) for r in rows):
                for r in rows:
                    yield "SALARY", r[k][0], r[k][1], SCORE
