"""Field values in record layouts the line/JSON/table readers of ``fields.py`` do not parse.

Entities: the field lexicon's types (score 0.85, like ``fields.py``), ``DATE_OF_BIRTH`` for
birthdays in calendars.

1. **Constructor literals** in Python/pydantic reprs: ``balance=Decimal('-2089.96')``,
   ``dob=datetime.date(1988, 5, 28)``, ``salary=Money('4100.00', 'EUR')``: the literal inside the
   call is the value of the lexicon field named before ``=``.
2. **Unquoted keys with a colon** inside a record (Ruby ``inspect``, Node ``util.inspect``, JS
   object literals, YAML flow maps): ``#<Tenant id: 5, rent_cents: 93000>``, ``{ salary: 52000,
   email: 'a@b.c' }`` — a number or a quoted string after ``key:`` that follows ``{``, ``(``,
   ``,`` or a ``#<Class`` head.
3. **SQL assignments** with spaces around ``=``: ``UPDATE … SET solde = 5099.70 WHERE …``,
   ``salary = 4200`` (a number or a quoted string).
4. **Expanded records** (``psql \\x``, ``-[ RECORD 1 ]----+-----`` then ``field | value`` lines,
   one pipe per line): the first cell is the field.
5. **JSON grids with a header row** (Google Sheets ``values``, JSON exports of tables): a cell
   is the value of the field its column's header names (two or more headers in the lexicon).
6. **Jira custom fields**: ``"names": {"customfield_10231": "Date of birth"}`` (``expand=names``)
   gives the type of ``"customfield_10231": "…"`` wherever it occurs in the response.
7. **Birthdays in calendars** (iCalendar ``VEVENT``): a yearly event (``RRULE:FREQ=YEARLY``)
   whose summary says birthday (en, de, fr, nl, no, da, sv, fi, es, it, pt, pl, tr, ru, uk, el,
   ar, he, hi, zh, ja, ko, vi): its ``DTSTART`` date is the date of birth (contact apps start
   the series at the birth year; a series started later still gives the day and month).
8. **Fixed-width tables** (a pandas ``DataFrame`` or ``Series`` printed in a notebook or a log,
   ``df.to_string()``, console reports): a header line whose cells (two or more spaces apart)
   name two or more lexicon fields, then rows up to a blank line; a row cell is under the
   header cell it is aligned with (same right edge: pandas right-justifies; or same left edge).
9. **Spreadsheet cell listings** (``A1: Who    B1: Owes    …`` then ``A3: …    D3: £121.00``): the
   first row's cells are the headers of their column letters; a header in the lexicon types
   the cells below it.
10. **HTML tables**: the ``<th>`` cells of a row are the headers of the columns; a ``<td>``
   holding plain text under a lexicon header is a value of that type.
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterable, Iterator

from ..lexicon import FieldLexicon, default_lexicon
from .base import OurRecognizer
from .fields import FieldValueRecognizer, value_ok
from .percentages import PERCENT_RE, is_promotion, money_value_extent

SCORE = 0.85

_KEY = r"[A-Za-z_][\w\-]{0,40}"
_CALL_RE = re.compile(
    rf"(?<![\w.])(?P<key>{_KEY})[ \t]*=[ \t]*[A-Za-z_][\w.]{{0,40}}\([ \t]*"
    r"(?P<val>'[^'\n]{1,60}'|\"[^\"\n]{1,60}\"|-?\d[\d ,.\-]{0,30}\d|-?\d)"
)
_COLON_RE = re.compile(
    rf"(?:[{{(,][ \t]*|#<[A-Z][\w:]*[ \t]+|^[ \t]*)(?P<key>{_KEY}):[ \t]+"
    r"(?P<val>'(?:[^'\\\n]|\\.){1,200}'|\"(?:[^\"\\\n]|\\.){1,200}\"|-?\d[\d_.]*(?![\w.\-:/]))",
    re.M,
)
_SQL_SET_RE = re.compile(rf"(?<![\w.])(?P<key>{_KEY})[ \t]+=[ \t]+(?P<val>'(?:[^'\n]|'')*'|-?\d[\d.]*(?![\w.\-:/]))")
_EXPANDED_ROW_RE = re.compile(r"^[ \t]*(?P<key>[^\s|][^|\n]{0,60}?)[ \t]+\|[ \t]?(?P<val>[^|\n]*?)[ \t]*$", re.M)
_EXPANDED_HEAD_RE = re.compile(r"^-\[ RECORD \d+ \]-*\+?-*$|^\*{5,} \d+\. row \*{5,}$", re.M)

_DECODER = json.JSONDecoder()
_ROWS_START_RE = re.compile(r"\[\s*\[")
_SCALAR_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+\-]?\d+)?|\btrue\b|\bfalse\b|\bnull\b')
_NAMES_MAP_RE = re.compile(r'"names"\s*:\s*\{([^{}]{1,20000})\}')
_ID_LABEL_RE = re.compile(r'"([A-Za-z_][\w.\-]{0,60})"\s*:\s*"([^"\n]{1,80})"')
# fields19: an opaque custom key (a digit in it: ``cf_8812``, ``hs_custom_412``, ``field_5``) given
# its label in a map of any name (``fields_meta``, ``schema``, ``labels``), as a string or as the
# ``label``/``name``/``title`` of an object
_OPAQUE_LABEL_RE = re.compile(
    r'"(?P<key>[A-Za-z_][\w.\-]{0,60}?\d[\w.\-]{0,20})"\s*:\s*'
    r'(?:\{[^{}"]{0,40}(?:"[\w ]{1,30}"\s*:\s*(?:"[^"\n]{0,60}"|[\w.\-]{1,20})\s*,\s*){0,3}'
    r'"(?:label|name|title|display_?[nN]ame|displayName|field_?[nN]ame)"\s*:\s*)?"(?P<label>[^"\n]{1,80})"'
)
_OPAQUE_KEY_HINT_RE = re.compile(r'"[A-Za-z_][\w.\-]{0,60}?\d[\w.\-]{0,20}"\s*:\s*[{"]')
_CUSTOM_VALUE_RE = re.compile(
    r'"(?P<key>[A-Za-z_][\w.\-]{0,60})"\s*:\s*(?P<val>"(?:[^"\\\n]|\\.)*"|-?\d[\d.]*)(?=\s*[,}\]])'
)
_SHEET_CELL_RE = re.compile(
    r"(?:(?<=^)|(?<=\s))(?:[\w ]+!)?\$?(?P<col>[A-Z]{1,3})\$?(?P<row>\d{1,6})[ \t]*[:=][ \t]*"
    r"(?:'(?P<q>[^'\n]*)'|(?P<v>[^\n]*?))(?=[ \t]{2,}(?:[\w ]+!)?\$?[A-Z]{1,3}\$?\d{1,6}[ \t]*[:=]|[ \t]*$)",
    re.M,
)
_TR_RE = re.compile(r"<tr\b[^>]*>(?P<body>.*?)(?=</tr>|<tr\b|</table>)", re.S | re.I)
_TH_TD_RE = re.compile(r"<(?P<tag>t[hd])\b[^>]*>(?P<v>.*?)</(?P=tag)>", re.S | re.I)
_SHEET_REF_RE = re.compile(r"(?<![\w$])\$?[A-Z]{1,3}\$?\d{1,6}[ \t]*[:=]")
_FW_CELL_RE = re.compile(r"\S+(?: \S+)*")
_VEVENT_RE = re.compile(r"BEGIN:VEVENT\r?\n(?P<body>.*?)END:VEVENT", re.S)
_DTSTART_RE = re.compile(r"^DTSTART(?:;[^:\n]*)?:(?P<v>\d{8})(?![\d])", re.M)
_YEARLY_RE = re.compile(r"^RRULE:[^\n]*FREQ=YEARLY", re.M)
_SUMMARY_RE = re.compile(r"^SUMMARY(?:;[^:\n]*)?:(?P<v>[^\n]*)", re.M)
_BIRTHDAY_RE = re.compile(
    r"(?i)birthday|bday|b-day|geburtstag|anniversaire|verjaardag|jarig|fødselsdag|födelsedag|syntymäpäivä|"
    r"cumpleaños|compleanno|aniversário|urodziny|doğum günü|день рождения|день народження|γενέθλια|"
    r"عيد ميلاد|יום הולדת|जन्मदिन|生日|誕生日|생일|sinh nhật|🎂"
)


class RecordValueRecognizer(OurRecognizer):
    """Lexicon field values in reprs, inspect output, SQL and expanded records; birthdays.

    Args:
        lexicon: the field lexicon naming the fields.
    """

    ENTITIES = FieldValueRecognizer.ENTITIES  # the same lexicon types as a keyed field

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self.lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    def _pair(self, text: str, key: str, vs: int, ve: int) -> Iterator[tuple[str, int, int, float]]:
        etype = self.lexicon.classify(key)
        if etype is None:
            return
        if text[vs] in "'\"" and ve - vs >= 2:
            vs, ve = vs + 1, ve - 1
        if etype in ("SALARY", "FINANCIAL_AMOUNT"):
            pct = PERCENT_RE.match(text, vs)
            line_end = text.find("\n", vs)
            if pct is not None and is_promotion(text, pct.end(), len(text) if line_end < 0 else line_end):
                return  # "Bonus: 10% off your first order": a discount, no one's pay
            if pct is not None:
                # the value pattern stops before "%": "Balance: 73% of quota used" read "73" as
                # money. A rate under a money label is none, under a pay label a bonus share
                # (the keyed-field rule, ``percentages.money_value_extent``)
                ext = money_value_extent(text, vs, max(ve, pct.end()), pay=etype == "SALARY")
                if ext is None:
                    return
                vs, ve = ext
        if ve > vs and value_ok(etype, text[vs:ve]):
            yield etype, vs, ve, SCORE

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if "(" in text and "=" in text:
            for m in _CALL_RE.finditer(text):
                yield from self._pair(text, m.group("key"), m.start("val"), m.end("val"))
        if ": " in text:
            for m in _COLON_RE.finditer(text):
                yield from self._pair(text, m.group("key"), m.start("val"), m.end("val"))
        if " = " in text:
            for m in _SQL_SET_RE.finditer(text):
                yield from self._pair(text, m.group("key"), m.start("val"), m.end("val"))
        if _EXPANDED_HEAD_RE.search(text):
            for m in _EXPANDED_ROW_RE.finditer(text):
                if m.group("val"):
                    yield from self._pair(text, m.group("key").strip(), m.start("val"), m.end("val"))
        if "BEGIN:VEVENT" in text:
            yield from self._birthdays(text)
        if "[" in text:
            yield from self._row_arrays(text)
        if '"names"' in text or _OPAQUE_KEY_HINT_RE.search(text):
            yield from self._named_custom_fields(text)
        if "  " in text:
            yield from self._fixed_width(text)
        if "1:" in text or "1 =" in text or "1=" in text:
            yield from self._sheet_cells(text)
        if "<th" in text.lower():
            yield from self._html_tables(text)

    def _typed(self, etype: str | None, text: str, vs: int, ve: int) -> Iterator[tuple[str, int, int, float]]:
        while vs < ve and text[vs] in " \t\n\"'":
            vs += 1
        while ve > vs and text[ve - 1] in " \t\n\"'":
            ve -= 1
        if etype is not None and ve > vs and text[vs] != "=" and value_ok(etype, text[vs:ve]):
            yield etype, vs, ve, SCORE  # "=SUM(C2:C5)" is a formula, not a value

    def _sheet_cells(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        cells = list(_SHEET_CELL_RE.finditer(text))
        if len(cells) < 4:
            return
        first = min(int(m.group("row")) for m in cells)
        heads = {
            m.group("col"): self.lexicon.classify((m.group("q") or m.group("v") or "").strip())
            for m in cells
            if int(m.group("row")) == first
        }
        if len(heads) < 2 or not any(heads.values()):
            return
        for m in cells:
            if int(m.group("row")) != first:
                g = "q" if m.group("q") is not None else "v"
                yield from self._typed(heads.get(m.group("col")), text, m.start(g), m.end(g))

    def _html_tables(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        heads: list[str | None] = []
        for tr in _TR_RE.finditer(text):
            cells = list(_TH_TD_RE.finditer(tr.group("body")))
            if cells and all(c.group("tag").lower() == "th" for c in cells):
                heads = [self.lexicon.classify(re.sub(r"<[^>]*>", "", c.group("v")).strip()) for c in cells]
                if len(heads) < 2 or not any(heads):
                    heads = []
                continue
            for k, c in enumerate(cells):
                if k < len(heads) and "<" not in c.group("v"):
                    s0 = tr.start("body") + c.start("v")
                    yield from self._typed(heads[k], text, s0, s0 + len(c.group("v")))

    def _fixed_width(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        lines: list[tuple[int, str]] = []
        pos = 0
        for line in text.split("\n"):
            lines.append((pos, line))
            pos += len(line) + 1
        i = 0
        while i < len(lines):
            _, head = lines[i]
            i += 1
            if "  " not in head or len(head) > 400:
                continue
            cells = [(m.start(), m.end(), self.lexicon.classify(m.group(0))) for m in _FW_CELL_RE.finditer(head)]
            if _SHEET_REF_RE.search(head) or len(cells) < 2 or sum(t is not None for _, _, t in cells) < 2:
                continue
            while i < len(lines) and lines[i][1].strip():
                off, row = lines[i]
                i += 1
                if set(row.strip()) <= set("-=+| "):
                    continue  # a rule under the header
                for m in _FW_CELL_RE.finditer(row):
                    for k, (hs, he, t) in enumerate(cells):
                        lo = cells[k - 1][1] if k else -1  # the cell stays inside its column
                        hi = cells[k + 1][0] if k + 1 < len(cells) else len(row) + 1
                        aligned = (m.end() == he and m.start() > lo) or (m.start() == hs and m.end() < hi)
                        if t is not None and aligned and value_ok(t, m.group(0)):
                            yield t, off + m.start(), off + m.end(), SCORE
                            break

    def _row_arrays(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """A JSON array of rows whose first row is a header (Google Sheets ``values``, CSV
        exports as JSON, SQL clients' ``rows`` with a header row): a cell is the value of the
        field its column's header names."""
        done = 0
        for m in _ROWS_START_RE.finditer(text):
            if m.start() < done:
                continue  # inside an array already read: each "[[" is decoded once
            try:
                rows, end = _DECODER.raw_decode(text, m.start())
            except RecursionError:
                return  # brackets nested past the decoder's depth: no grid of rows here
            except ValueError:
                continue
            done = end
            if not (
                isinstance(rows, list)
                and len(rows) >= 2
                and all(isinstance(r, list) for r in rows)
                and all(isinstance(c, str) for c in rows[0])
                and all(not isinstance(c, (list, dict)) for r in rows for c in r)
            ):
                continue
            types = [self.lexicon.classify(h) for h in rows[0]]
            if sum(t is not None for t in types) < 2:
                continue
            tokens = list(_SCALAR_RE.finditer(text, m.start(), end))
            if len(tokens) != sum(len(r) for r in rows):
                continue  # not a plain grid of scalars: offsets would not line up
            k = 0
            for r in rows:
                for c, _ in enumerate(r):
                    tok = tokens[k]
                    k += 1
                    if r is rows[0] or c >= len(types) or types[c] is None:
                        continue
                    vs, ve = tok.span()
                    if text[vs] == '"':
                        vs, ve = vs + 1, ve - 1
                    if ve > vs and value_ok(types[c] or "", text[vs:ve]):
                        yield types[c] or "", vs, ve, SCORE

    def _named_custom_fields(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """Jira's ``expand=names``: ``"names": {"customfield_10231": "Date of birth"}`` says what
        each custom field holds; its values elsewhere in the response are of that type."""
        ids: dict[str, str] = {}
        for nm in _NAMES_MAP_RE.finditer(text):
            for p in _ID_LABEL_RE.finditer(nm.group(1)):
                t = self.lexicon.classify(p.group(2))
                if t is not None:
                    ids[p.group(1)] = t
        for p in _OPAQUE_LABEL_RE.finditer(text):
            t = self.lexicon.classify(p.group("label"))
            if t is not None and not value_ok(t, p.group("label")):
                ids.setdefault(p.group("key"), t)  # the label, not a value of that type
        if not ids:
            return
        for m in _CUSTOM_VALUE_RE.finditer(text):
            t = ids.get(m.group("key"))
            if t is None:
                continue
            vs, ve = m.span("val")
            if text[vs] == '"':
                vs, ve = vs + 1, ve - 1
            if ve > vs and value_ok(t, text[vs:ve]):
                yield t, vs, ve, SCORE

    def _birthdays(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for ev in _VEVENT_RE.finditer(text):
            body = ev.group("body")
            summary = _SUMMARY_RE.search(body)
            start = _DTSTART_RE.search(body)
            if (
                summary is not None
                and start is not None
                and _YEARLY_RE.search(body)
                and _BIRTHDAY_RE.search(summary.group("v"))
            ):
                s = ev.start("body") + start.start("v")
                yield "DATE_OF_BIRTH", s, s + len(start.group("v")), SCORE
