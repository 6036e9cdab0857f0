"""Inline markup for writing corpus documents as ordinary f-strings.

A gold value is written ``S("PERSON", "Ada Quell")`` and a decoy ``D("ORDER_ID", "A-1")``
inside the text; :func:`parse` strips the markers and returns the plain text with character
offsets. Markers are ASCII control characters that never occur in the values, so they survive
``json.dumps`` (as ``\\u0001`` escapes, turned back by :func:`jdumps`) and ``csv`` writing.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

_S_OPEN, _SEP, _S_CLOSE, _D_OPEN, _D_CLOSE, _NUM = "\x01", "\x02", "\x03", "\x04", "\x05", "\x06"
_SCHEME_SEP = "\x1f"

KIND_OF: dict[str, str] = {
    # structured identifiers and contact data
    "EMAIL_ADDRESS": "structured",
    "PHONE_NUMBER": "structured",
    "ADDRESS": "structured",
    "CREDIT_CARD": "structured",
    "IBAN_CODE": "structured",
    "US_SSN": "structured",
    "IP_ADDRESS": "structured",
    "CN_RESIDENT_ID": "structured",
    "NATIONAL_ID": "structured",
    "TAX_ID": "structured",
    "BANK_ACCOUNT": "structured",
    "MESSAGING_ID": "structured",
    "USERNAME": "structured",
    "PASSPORT_NUMBER": "structured",
    # credentials
    "API_KEY": "secret",
    "SECRET": "secret",
    "PASSWORD": "secret",
    "PRIVATE_KEY": "secret",
    # people
    "PERSON": "name",
    # sensitive because of the field they sit in
    "DATE_OF_BIRTH": "field",
    "SALARY": "field",
    "BALANCE": "field",
    "AMOUNT_OWED": "field",
    "CONTRACT_VALUE": "field",
    "HEALTH": "field",
}

DECOY_LABELS: frozenset[str] = frozenset(
    {
        "ORDER_ID",
        "INVOICE_ID",
        "TICKET_ID",
        "COMMIT_HASH",
        "UUID",
        "REQUEST_ID",
        "LATENCY",
        "PRICE",
        "AMOUNT",
        "VERSION",
        "TIMESTAMP",
        "DATE",
        "PORT",
        "FILE_SIZE",
        "TECH_TERM",
        "PRODUCT",
        "CITY",
        "COMPANY",
        "SKU",
        "BUILD_ID",
        "ERROR_CODE",
        "CHECKSUM",
        "PERCENT",
        "COUNT",
        "ROOM",
        "CHANNEL",
        "HOSTNAME",
        "DURATION",
        "PR_NUMBER",
        "ENV_NAME",
    }
)


def S(typ: str, value: object, scheme: str | None = None) -> str:
    """Mark ``value`` as a gold span of ``typ`` (``scheme``: how its check digits are validated)."""
    if typ not in KIND_OF:
        raise ValueError(f"unknown gold type {typ}")
    head = typ if scheme is None else f"{typ}{_SCHEME_SEP}{scheme}"
    return f"{_S_OPEN}{head}{_SEP}{value}{_S_CLOSE}"


def D(label: str, value: object) -> str:
    """Mark ``value`` as a decoy (a non-personal value a detector must leave alone)."""
    if label not in DECOY_LABELS:
        raise ValueError(f"unknown decoy label {label}")
    return f"{_D_OPEN}{label}{_SEP}{value}{_D_CLOSE}"


@dataclass
class JNum:
    """A JSON number leaf that is a gold span (``typ``) or a decoy (``decoy``)."""

    value: int | float
    typ: str | None = None
    decoy: str | None = None
    scheme: str | None = None


def _jprep(obj: Any, nums: list[JNum]) -> Any:
    if isinstance(obj, JNum):
        nums.append(obj)
        return f"{_NUM}{len(nums) - 1}{_NUM}"
    if isinstance(obj, dict):
        return {k: _jprep(v, nums) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_jprep(v, nums) for v in obj]
    return obj


def jdumps(obj: Any, **kw: Any) -> str:
    """``json.dumps`` that keeps markers: gold string values cover their escaped contents."""
    nums: list[JNum] = []
    raw = json.dumps(_jprep(obj, nums), **kw)
    for ch in (_S_OPEN, _SEP, _S_CLOSE, _D_OPEN, _D_CLOSE, _SCHEME_SEP):
        raw = raw.replace(f"\\u{ord(ch):04x}", ch)

    def num(m: re.Match[str]) -> str:
        n = nums[int(m.group(1))]
        lit = json.dumps(n.value)
        if n.typ:
            return S(n.typ, lit, n.scheme)
        if n.decoy:
            return D(n.decoy, lit)
        return lit

    return re.sub(r'"\\u0006(\d+)\\u0006"', num, raw)


_MARK = re.compile(f"[{_S_OPEN}{_SEP}{_S_CLOSE}{_D_OPEN}{_D_CLOSE}{_SCHEME_SEP}]")


def plain(s: str) -> str:
    """The text of ``s`` without markers (for widths and lengths)."""
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c in (_S_OPEN, _D_OPEN):
            i = s.index(_SEP, i) + 1
            continue
        if c in (_S_CLOSE, _D_CLOSE):
            i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def vlen(s: str) -> int:
    return len(plain(s))


def pad(s: str, width: int, right: bool = False) -> str:
    fill = " " * max(0, width - _dwidth(plain(s)))
    return fill + s if right else s + fill


def _dwidth(s: str) -> int:
    """Display width (CJK full-width characters count two, as terminals render them)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def md_table(header: list[str], rows: list[list[str]], align: bool = True) -> str:
    """A GitHub markdown table (cells may carry markers)."""
    cols = len(header)
    widths = [max(_dwidth(plain(r[i])) for r in [header, *rows]) for i in range(cols)] if align else [3] * cols
    line = lambda r: "| " + " | ".join(pad(c, w) if align else c for c, w in zip(r, widths)) + " |"  # noqa: E731 - a one-line formatter local to this template
    sep = "|" + "|".join("-" * (w + 2) if align else "---" for w in widths) + "|"
    return "\n".join([line(header), sep, *(line(r) for r in rows)])


def ascii_table(header: list[str], rows: list[list[str]], style: str = "psql", right: set[int] | None = None) -> str:
    """An ASCII table as psql (``style='psql'``), MySQL/prettytable (``'box'``) or sqlite (``'sqlite'``) prints it."""
    right = right or set()
    cols = len(header)
    widths = [max(_dwidth(plain(r[i])) for r in [header, *rows]) for i in range(cols)]
    if style == "psql":
        head = " " + " | ".join(pad(h, w) for h, w in zip(header, widths))
        sep = "-" + "-+-".join("-" * w for w in widths) + "-"
        body = [" " + " | ".join(pad(c, w, i in right) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
        tail = f"({len(rows)} row{'s' if len(rows) != 1 else ''})"
        return "\n".join([head, sep, *body, tail])
    if style == "box":
        bar = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
        fmt = lambda r: "| " + " | ".join(pad(c, w, i in right) for i, (c, w) in enumerate(zip(r, widths))) + " |"  # noqa: E731 - a one-line formatter local to this template
        return "\n".join([bar, fmt(header), bar, *(fmt(r) for r in rows), bar])
    if style == "sqlite":
        fmt = lambda r: "  ".join(pad(c, w) for c, w in zip(r, widths)).rstrip()  # noqa: E731 - a one-line formatter local to this template
        sep = "  ".join("-" * w for w in widths)
        return "\n".join([fmt(header), sep, *(fmt(r) for r in rows)])
    raise ValueError(style)


def csv_text(header: list[str], rows: list[list[str]], delimiter: str = ",", quote_all: bool = False) -> str:
    buf = io.StringIO()
    w = csv.writer(
        buf, delimiter=delimiter, lineterminator="\n", quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL
    )
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


@dataclass
class Parsed:
    text: str
    spans: list[dict[str, Any]]
    decoys: list[dict[str, Any]]


def parse(marked: str) -> Parsed:
    """Strip markers: plain text plus gold spans and decoys as character offsets."""
    out: list[str] = []
    pos = 0
    spans: list[dict[str, Any]] = []
    decoys: list[dict[str, Any]] = []
    stack: list[tuple[str, str, int]] = []
    i = 0
    while i < len(marked):
        c = marked[i]
        if c in (_S_OPEN, _D_OPEN):
            j = marked.index(_SEP, i)
            stack.append((c, marked[i + 1 : j], pos))
            i = j + 1
            continue
        if c in (_S_CLOSE, _D_CLOSE):
            opener, head, start = stack.pop()
            if (opener, c) not in ((_S_OPEN, _S_CLOSE), (_D_OPEN, _D_CLOSE)):
                raise ValueError("crossed markers")
            if opener == _S_OPEN:
                typ, _, scheme = head.partition(_SCHEME_SEP)
                sp: dict[str, Any] = {"start": start, "end": pos, "type": typ, "kind": KIND_OF[typ]}
                if scheme:
                    sp["scheme"] = scheme
                spans.append(sp)
            else:
                decoys.append({"start": start, "end": pos, "label": head})
            i += 1
            continue
        if c in (_SEP, _SCHEME_SEP):
            raise ValueError(f"stray marker at {i}: {marked[max(0, i - 40) : i + 40]!r}")
        out.append(c)
        pos += 1
        i += 1
    if stack:
        raise ValueError("unclosed marker")
    spans.sort(key=lambda s: s["start"])
    decoys.sort(key=lambda s: s["start"])
    return Parsed("".join(out), spans, decoys)
