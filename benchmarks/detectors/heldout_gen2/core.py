"""Marked text: the generator's one representation of a labelled document.

A template writes its text with inline marks instead of tracking offsets by hand:

    ⟦PERSON¦¦Wacława Brzezinkowska⟧     a gold span (type, scheme, value)
    ⟦~ORDER_ID¦¦A-1029⟧                  a decoy (label, value)

``esc(marked, fn)`` applies a per-character escaping (JSON, XML, URL, SQL, shell …) to the text
*and* to the values inside marks, so a span always covers the value as it appears in the output
(the README's rule: an ``ensure_ascii`` name covers its ``\\uXXXX`` escapes). ``parse`` strips the
marks and returns the plain text with Python-str offsets.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .checks import check_scheme

OPEN, SEP, CLOSE = "⟦", "¦", "⟧"
_MARK = re.compile(f"{OPEN}(~?)([A-Z_]+){SEP}([^{SEP}{CLOSE}]*){SEP}([^{CLOSE}{OPEN}]*){CLOSE}")

KIND_OF: dict[str, str] = {
    "PERSON": "name",
    **{
        t: "structured"
        for t in (
            "EMAIL_ADDRESS",
            "PHONE_NUMBER",
            "ADDRESS",
            "CREDIT_CARD",
            "IBAN_CODE",
            "US_SSN",
            "IP_ADDRESS",
            "CN_RESIDENT_ID",
            "NATIONAL_ID",
            "TAX_ID",
            "BANK_ACCOUNT",
            "MESSAGING_ID",
            "USERNAME",
            "PASSPORT_NUMBER",
        )
    },
    **{t: "secret" for t in ("API_KEY", "SECRET", "PASSWORD", "PRIVATE_KEY")},
    **{t: "field" for t in ("DATE_OF_BIRTH", "SALARY", "BALANCE", "AMOUNT_OWED", "CONTRACT_VALUE", "HEALTH")},
}
DECOY_LABELS = frozenset(
    "ORDER_ID INVOICE_ID TICKET_ID PR_NUMBER COMMIT_HASH CHECKSUM UUID REQUEST_ID BUILD_ID SKU ERROR_CODE LATENCY "
    "DURATION TIMESTAMP DATE PRICE AMOUNT PERCENT COUNT VERSION PORT FILE_SIZE HOSTNAME ENV_NAME TECH_TERM PRODUCT "
    "COMPANY CITY ROOM CHANNEL "
    # added with dev2 (README, "dev2"): identifiers and measurements that look like personal numbers
    "ISBN TRACKING_NUMBER FLIGHT_NUMBER COORDINATES METRIC RESOURCE_ID".split()
)


class MarkError(ValueError):
    """A mark with an unknown type/label, an empty value or a value that cannot be marked."""


def _check_value(value: str) -> None:
    if not value or any(c in value for c in (OPEN, SEP, CLOSE)):
        raise MarkError(f"cannot mark {value!r}")
    if value != value.strip():
        raise MarkError(f"value {value!r} starts or ends with whitespace")


def g(typ: str, value: str, scheme: str | None = None) -> str:
    """A gold span of ``typ`` (a README taxonomy type) around ``value``; ``scheme`` validates check digits."""
    if typ not in KIND_OF:
        raise MarkError(f"unknown type {typ}")
    _check_value(value)
    if scheme and not check_scheme(scheme, value):
        raise MarkError(f"{typ} {value!r} fails {scheme}")
    return f"{OPEN}{typ}{SEP}{scheme or ''}{SEP}{value}{CLOSE}"


def d(label: str, value: str) -> str:
    """A decoy labelled ``label`` around ``value``."""
    if label not in DECOY_LABELS:
        raise MarkError(f"unknown decoy label {label}")
    _check_value(value)
    return f"{OPEN}~{label}{SEP}{SEP}{value}{CLOSE}"


def esc(marked: str, fn: Callable[[str], str]) -> str:
    """Apply the per-character escaping ``fn`` to the text between marks and to every mark's value."""
    out: list[str] = []
    pos = 0
    for m in _MARK.finditer(marked):
        if marked[pos : m.start()]:
            out.append(fn(marked[pos : m.start()]))
        out.append(f"{OPEN}{m[1]}{m[2]}{SEP}{m[3]}{SEP}{fn(m[4])}{CLOSE}")
        pos = m.end()
    if marked[pos:]:
        out.append(fn(marked[pos:]))
    return "".join(out)


def strip(marked: str) -> str:
    """The text without marks."""
    return _MARK.sub(lambda m: m[4], marked)


@dataclass
class Span:
    start: int
    end: int
    type: str
    scheme: str | None = None


@dataclass
class Decoy:
    start: int
    end: int
    label: str


@dataclass
class Parsed:
    text: str
    spans: list[Span] = field(default_factory=list)
    decoys: list[Decoy] = field(default_factory=list)


def parse(marked: str) -> Parsed:
    """Plain text with the spans and decoys the marks stood for (Python str offsets)."""
    out: list[str] = []
    res = Parsed("")
    pos = n = 0
    for m in _MARK.finditer(marked):
        chunk = marked[pos : m.start()]
        out.append(chunk)
        n += len(chunk)
        value = m[4]
        if value != value.strip() or not value:
            raise MarkError(f"escaped value {value!r} starts or ends with whitespace")
        if m[1]:
            res.decoys.append(Decoy(n, n + len(value), m[2]))
        else:
            res.spans.append(Span(n, n + len(value), m[2], m[3] or None))
        out.append(value)
        n += len(value)
        pos = m.end()
    rest = marked[pos:]
    if OPEN in rest or CLOSE in rest or any(OPEN in c or CLOSE in c for c in out):
        raise MarkError(f"unbalanced mark near {rest[:60]!r}")
    out.append(rest)
    res.text = "".join(out)
    return res


def insert_at(parsed: Parsed, inserts: list[tuple[int, str]]) -> Parsed:
    """Insert strings at text positions, shifting offsets.

    An insertion strictly inside a span widens it (an iCalendar fold inside a value stays inside
    the span); one at a span's start or end stays outside it.
    """
    inserts = sorted(inserts)
    pieces: list[str] = []
    prev = 0
    for pos, s in inserts:
        pieces += [parsed.text[prev:pos], s]
        prev = pos
    pieces.append(parsed.text[prev:])

    def start(off: int) -> int:
        return off + sum(len(s) for p, s in inserts if p <= off)

    def end(off: int) -> int:
        return off + sum(len(s) for p, s in inserts if p < off)

    return Parsed(
        "".join(pieces),
        [Span(start(x.start), end(x.end), x.type, x.scheme) for x in parsed.spans],
        [Decoy(start(x.start), end(x.end), x.label) for x in parsed.decoys],
    )


# ---------------------------------------------------------------- per-character escapers


def json_str(s: str, ensure_ascii: bool = False) -> str:
    """JSON string escaping without the surrounding quotes (json.dumps semantics)."""
    import json

    return json.dumps(s, ensure_ascii=ensure_ascii)[1:-1]


def xml_text(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def xml_attr(s: str) -> str:
    return xml_text(s).replace('"', "&quot;")


def html_entities(s: str) -> str:
    """Every non-ASCII character as a numeric character reference (legacy CMS output)."""
    return "".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in xml_text(s))


def sql_str(s: str) -> str:
    return s.replace("'", "''")


def shell_single(s: str) -> str:
    return s.replace("'", "'\\''")


def ical_text(s: str) -> str:
    """RFC 5545 §3.3.11 TEXT escaping."""
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def py_escape(s: str, quote: str) -> str:
    """Python ``repr`` escaping of a str's content for the given quote character."""
    out = []
    for c in s:
        if c == "\\":
            out.append("\\\\")
        elif c == quote:
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif c == "\r":
            out.append("\\r")
        elif not c.isprintable():
            out.append(repr(c)[1:-1])
        else:
            out.append(c)
    return "".join(out)


def py_str(marked: str) -> str:
    """A marked string as Python's ``repr`` prints it (quote choice made on the whole value)."""
    plain = strip(marked)
    quote = '"' if "'" in plain and '"' not in plain else "'"
    return quote + esc(marked, lambda s: py_escape(s, quote)) + quote


def py_bytes_escape(s: str) -> str:
    """The content of ``repr(s.encode())``: non-ASCII bytes as ``\\xNN``."""
    return repr(s.encode())[2:-1]


def qp(s: str) -> str:
    """Quoted-printable (RFC 2045) of UTF-8 text, without soft line breaks."""
    out = []
    for b in s.encode():
        c = chr(b)
        out.append(c if 33 <= b <= 126 and c != "=" or c == " " else f"={b:02X}")
    return "".join(out)


def url_q(s: str, plus: bool = True) -> str:
    import urllib.parse

    return urllib.parse.quote_plus(s, safe="") if plus else urllib.parse.quote(s, safe="")


# ---------------------------------------------------------------- JSON with marks


class Raw(str):
    """A JSON leaf emitted verbatim (a number, or a number wrapped in a mark)."""


def dump_json(
    obj: object,
    indent: int | None = 2,
    ensure_ascii: bool = False,
    compact: bool = False,
    space_before_colon: bool = False,
) -> str:
    """``json.dumps`` for objects whose strings may carry marks; key order as given."""
    colon = " : " if space_before_colon else (":" if compact else ": ")
    comma = "," if (compact or indent is not None) else ", "

    def enc(o: object, level: int) -> str:
        if isinstance(o, Raw):
            return str(o)
        if isinstance(o, str):
            return '"' + esc(o, lambda s: json_str(s, ensure_ascii)) + '"'
        if o is True:
            return "true"
        if o is False:
            return "false"
        if o is None:
            return "null"
        if isinstance(o, (int, float)):
            return repr(o)
        if isinstance(o, dict):
            if not o:
                return "{}"
            items = [
                f'"{esc(str(k), lambda s: json_str(s, ensure_ascii))}"{colon}{enc(v, level + 1)}' for k, v in o.items()
            ]
            return _wrap("{", "}", items, level)
        if isinstance(o, (list, tuple)):
            if not o:
                return "[]"
            return _wrap("[", "]", [enc(v, level + 1) for v in o], level)
        raise TypeError(type(o))

    def _wrap(a: str, b: str, items: list[str], level: int) -> str:
        if indent is None:
            return a + comma.join(items) + b
        pad = "\n" + " " * (indent * (level + 1))
        return a + pad + ("," + pad).join(items) + "\n" + " " * (indent * level) + b

    return enc(obj, 0)
