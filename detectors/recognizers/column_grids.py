"""JSON tables whose column names are given apart from their rows (fields18, issue 12).

Entities: the field lexicon's types (score 0.85, like ``fields.py``).

Query APIs and exports do not repeat the column name beside each value; they send the header
once and the rows as arrays, so ``fields.py`` (``"key": value``) and ``record_values.py`` (a grid
whose *first row* is the header) see no field for a cell:

- **columns beside rows**: ``{"columns": ["employee", "base_sal", …], "rows": [["…", 61200, …]]}``
  (SQL clients, Metabase, Sheets-like exports); the header may be a list of strings or of objects
  with a name (``[{"name": "gross_pay", "type_name": "DECIMAL"}]``), sit in a nested schema
  (Databricks ``manifest.schema.columns`` with ``result.data_array``, Snowflake
  ``resultSetMetaData.rowType`` with ``data``, BigQuery ``schema.fields`` with
  ``rows: [{"f": [{"v": …}]}]``) and the rows under ``rows``/``data``/``data_array``/``values``/
  ``records``. A cell is of the type its column name has in the lexicon (``classify``; the
  record-only pay words such as ``base``/``HRA``/``ctc`` when another column names a person).
  Rows must have as many cells as the header has names.
- **field definitions by id**: ``"fields": [{"id": "4047", "name": "Annual Salary"}]`` (BambooHR
  reports, form builders): a value under the key ``"4047"`` in any object of the text, or in an
  ``{"id"|"field_id": "4047", "value": …}`` pair, is of the type the definition's name has.

The text is parsed once by a small span-keeping JSON reader (strings, numbers, literals and
brackets; the first malformed token ends the parse, so a truncated tool result still gives its
complete part). Only texts that have a header or definition key are parsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from ..lexicon import FieldLexicon, default_lexicon, normalize_field
from .base import OurRecognizer
from .fields import FieldValueRecognizer, value_ok

SCORE = 0.85

_TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}\[\]:,]|-?\d[\d.eE+\-]*|true|false|null|\S')
_TRIGGER_RE = re.compile(
    r'"(?:columns|cols|fields|headers?|column_?[nN]ames|colnames|rowType|schema|field_?definitions)"\s*:\s*[\[{]|'
    # fields19: a product's field definitions beside its records ("ticket_fields", "user_fields",
    # "customFieldDefinitions": Zendesk, Freshdesk, Pipedrive)
    r'"[A-Za-z]+_?(?:[fF]ields|[fF]ield_?[dD]efinitions)"\s*:\s*\['
)
#: keys of a header list (normalised)
_HEADER_KEYS = frozenset(
    "columns|cols|fields|headers|header|column names|colnames|row type|field definitions".split("|")
)
#: keys of a container that may hold the header or the rows one level down
_WRAPPER_KEYS = frozenset(
    "schema|manifest|meta|metadata|result set meta data|result|results|data|table|dataset".split("|")
)
#: keys of the rows
_ROW_KEYS = frozenset("rows|data|data array|values|records|results|result|items|body".split("|"))
#: keys naming a column in a header object
_NAME_KEYS = ("name", "label", "title", "display name", "header", "column name", "field name", "field", "column")
_ID_KEYS = ("id", "field id", "fieldid", "key")
_MAX_DEPTH = 40
_MAX_TEXT = 400_000


@dataclass
class _Node:
    """A parsed JSON value: ``kind`` is ``obj``, ``arr`` or ``val``; an object keeps its members
    as ``(raw key, normalised key, node)``; a scalar keeps its span (quotes off for strings)."""

    kind: str
    items: list[Any] = field(default_factory=list)
    start: int = 0
    end: int = 0
    is_str: bool = False


class _Reader:
    """Span-keeping JSON reader over the token list of one text."""

    def __init__(self, text: str, pos: int):
        self.text = text
        self.tokens = _TOKEN_RE.finditer(text, pos)
        self.tok: re.Match[str] | None = next(self.tokens, None)

    def _next(self) -> None:
        self.tok = next(self.tokens, None)

    def value(self, depth: int = 0) -> _Node | None:
        tok = self.tok
        if tok is None or depth > _MAX_DEPTH:
            return None
        t = tok.group(0)
        if t == "{":
            node = _Node("obj")
            self._next()
            while self.tok is not None and self.tok.group(0) != "}":
                k = self.tok.group(0)
                if not k.startswith('"'):
                    return None
                self._next()
                if self.tok is None or self.tok.group(0) != ":":
                    return None
                self._next()
                v = self.value(depth + 1)
                if v is None:
                    return None
                raw = k[1:-1]
                node.items.append((raw, normalize_field(raw), v))
                if self.tok is not None and self.tok.group(0) == ",":
                    self._next()
            if self.tok is None:
                return None
            self._next()
            return node
        if t == "[":
            node = _Node("arr")
            self._next()
            while self.tok is not None and self.tok.group(0) != "]":
                v = self.value(depth + 1)
                if v is None:
                    return None
                node.items.append(v)
                if self.tok is not None and self.tok.group(0) == ",":
                    self._next()
            if self.tok is None:
                return None
            self._next()
            return node
        if t in "}]:,":
            return None
        s, e = tok.span()
        is_str = t.startswith('"')
        if is_str:
            s, e = s + 1, e - 1
        elif not (t[0].isdigit() or t[0] == "-" or t in ("true", "false", "null")):
            return None
        self._next()
        return _Node("val", start=s, end=e, is_str=is_str)


def _objects(node: _Node) -> Iterator[_Node]:
    """Every object in ``node`` (pre-order)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if n.kind == "obj":
            yield n
            stack.extend(v for _, _, v in reversed(n.items))
        elif n.kind == "arr":
            stack.extend(reversed(n.items))


def _member(obj: _Node, names: tuple[str, ...]) -> _Node | None:
    for name in names:
        for _, k, v in obj.items:
            if k == name:
                return v
    return None


def _text_of(text: str, node: _Node | None) -> str | None:
    return text[node.start : node.end] if node is not None and node.kind == "val" and node.is_str else None


class ColumnGridRecognizer(OurRecognizer):
    """Cells of JSON tables whose header is given apart from the rows (module docstring).

    Args:
        lexicon: the field lexicon classifying column names.
    """

    ENTITIES = FieldValueRecognizer.ENTITIES

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self.lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if len(text) > _MAX_TEXT or _TRIGGER_RE.search(text) is None:
            return
        start = min((i for i in (text.find("{"), text.find("[")) if i >= 0), default=-1)
        if start < 0:
            return
        root = _Reader(text, start).value()
        if root is None:
            return
        seen: set[tuple[int, int]] = set()
        for etype, s, e in self._grids(text, root):
            if (s, e) not in seen:
                seen.add((s, e))
                yield etype, s, e, SCORE
        for etype, s, e in self._definitions(text, root):
            if (s, e) not in seen:
                seen.add((s, e))
                yield etype, s, e, SCORE

    # ------------------------------------------------------------------ header + rows
    def _header(self, text: str, obj: _Node, depth: int = 0) -> list[str] | None:
        """Column names of a header list under ``obj`` (or one wrapper below it)."""
        for _, k, v in obj.items:
            if k in _HEADER_KEYS and v.kind == "arr" and len(v.items) >= 2:
                names = [self._column_name(text, c) for c in v.items]
                if all(n is not None for n in names):
                    return [n for n in names if n is not None]
        if depth < 2:
            for _, k, v in obj.items:
                if k in _WRAPPER_KEYS and v.kind == "obj":
                    found = self._header(text, v, depth + 1)
                    if found is not None:
                        return found
        return None

    @staticmethod
    def _column_name(text: str, node: _Node) -> str | None:
        if node.kind == "val" and node.is_str:
            return text[node.start : node.end]
        if node.kind == "obj":
            return _text_of(text, _member(node, _NAME_KEYS))
        return None

    def _rows(self, obj: _Node, n: int, depth: int = 0) -> Iterator[list[_Node]]:
        """Rows of ``n`` cells under ``obj`` (or one or two wrappers below it)."""
        for _, k, v in obj.items:
            if k in _ROW_KEYS and v.kind == "arr":
                for r in v.items:
                    cells = self._cells(r)
                    if cells is not None and len(cells) == n:
                        yield cells
            elif depth < 2 and k in (_WRAPPER_KEYS | _ROW_KEYS) and v.kind == "obj":
                yield from self._rows(v, n, depth + 1)

    @staticmethod
    def _cells(row: _Node) -> list[_Node] | None:
        if row.kind == "arr":
            return row.items
        if row.kind == "obj":  # BigQuery: {"f": [{"v": …}, …]}
            f = _member(row, ("f",))
            if f is not None and f.kind == "arr" and all(c.kind == "obj" for c in f.items):
                return [_member(c, ("v",)) or _Node("arr") for c in f.items]
        return None

    def _types(self, names: list[str]) -> list[str | None]:
        types = [self.lexicon.classify(h) for h in names]
        if any(t in ("PERSON", "EMAIL_ADDRESS", "NATIONAL_ID") for t in types):
            # a person's row: the record-only pay words count (``base``, ``HRA``, ``ctc``)
            types = [t or self.lexicon.record_type(h) for t, h in zip(types, names)]
        return types

    def _grids(self, text: str, root: _Node) -> Iterator[tuple[str, int, int]]:
        for obj in _objects(root):
            names = self._header(text, obj)
            if names is None:
                continue
            types = self._types(names)
            if not any(types):
                continue
            for cells in self._rows(obj, len(names)):
                for t, c in zip(types, cells):
                    if t is not None and c.kind == "val" and c.end > c.start and value_ok(t, text[c.start : c.end]):
                        yield t, c.start, c.end

    # ------------------------------------------------------------------ definitions by id
    def _definitions(self, text: str, root: _Node) -> Iterator[tuple[str, int, int]]:
        ids: dict[str, str] = {}
        for obj in _objects(root):
            for _, k, v in obj.items:
                if not (k in _HEADER_KEYS or k.endswith((" fields", " field definitions"))) or v.kind != "arr":
                    continue
                for d in v.items:
                    if d.kind != "obj":
                        continue
                    ident = _member(d, _ID_KEYS)
                    name = _text_of(text, _member(d, _NAME_KEYS))
                    if ident is None or ident.kind != "val" or name is None:
                        continue
                    t = self.lexicon.classify(name)
                    if t is not None:
                        ids[text[ident.start : ident.end]] = t
        if not ids:
            return
        for obj in _objects(root):
            pair_id = _member(obj, ("id", "field id", "fieldid"))
            pair_t = (
                ids.get(text[pair_id.start : pair_id.end]) if pair_id is not None and pair_id.kind == "val" else None
            )
            for raw, k, v in obj.items:
                t = ids.get(raw) if raw not in ("id", "name") else None
                if t is None and pair_t is not None and k == "value":
                    t = pair_t
                if t is not None and v.kind == "val" and v.end > v.start and value_ok(t, text[v.start : v.end]):
                    yield t, v.start, v.end
