"""Marked templates -> held-out records, and the checks the generator refuses to write without.

A template is ordinary text in which a gold value is wrapped by :func:`g` and a decoy by
:func:`d`. The wrappers are Private Use Area characters, so a marked value survives
``json.dumps(..., ensure_ascii=False)`` (which escapes the value's quotes and backslashes inside
the markers: the span then covers the escaped form, which is what leaves the device).
:func:`build` strips the markers and computes code-point offsets from the text it labels;
with ``ascii=True`` it also writes every non-ASCII character as ``\\uXXXX`` (JSON
``ensure_ascii``), keeping the offsets right.
"""

from __future__ import annotations

import html
import importlib
import json
import pkgutil
import quopri
import re
import unicodedata
import urllib.parse
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

_G0, _SEP, _G1, _D0, _D1 = "\ue000", "\ue001", "\ue002", "\ue003", "\ue004"
_MARK = re.compile(f"{_G0}([^{_SEP}]*){_SEP}([^{_G1}]*){_G1}|{_D0}([^{_SEP}]*){_SEP}([^{_D1}]*){_D1}")

KIND_OF: dict[str, str] = {
    "PERSON": "name",
    **{
        t: "structured"
        for t in (
            "EMAIL_ADDRESS PHONE_NUMBER ADDRESS IBAN_CODE BANK_ACCOUNT CREDIT_CARD US_SSN CN_RESIDENT_ID "
            "NATIONAL_ID TAX_ID PASSPORT_NUMBER IP_ADDRESS MESSAGING_ID USERNAME"
        ).split()
    },
    **{t: "secret" for t in ("API_KEY", "SECRET", "PASSWORD", "PRIVATE_KEY")},
    **{t: "field" for t in ("DATE_OF_BIRTH", "SALARY", "BALANCE", "AMOUNT_OWED", "CONTRACT_VALUE", "HEALTH")},
}
DECOY_LABELS = frozenset(
    (
        "ORDER_ID INVOICE_ID TICKET_ID PR_NUMBER COMMIT_HASH CHECKSUM UUID REQUEST_ID BUILD_ID SKU ERROR_CODE "
        "LATENCY DURATION TIMESTAMP DATE PRICE AMOUNT PERCENT COUNT VERSION PORT FILE_SIZE HOSTNAME ENV_NAME "
        "TECH_TERM PRODUCT COMPANY CITY ROOM CHANNEL ISBN TRACKING_NUMBER FLIGHT_NUMBER COORDINATES METRIC "
        "RESOURCE_ID"
    ).split()
)
QUOTES = "\"'`“”‘’«»„"


def g(typ: str, value: object, scheme: str | None = None) -> str:
    """Mark ``value`` as a gold span of ``typ`` (validated by ``scheme`` when given)."""
    if typ not in KIND_OF:
        raise ValueError(f"unknown gold type {typ}")
    return f"{_G0}{typ};{scheme or ''}{_SEP}{value}{_G1}"


def d(label: str, value: object) -> str:
    """Mark ``value`` as a decoy of ``label``."""
    if label not in DECOY_LABELS:
        raise ValueError(f"unknown decoy label {label}")
    return f"{_D0}{label}{_SEP}{value}{_D1}"


def _esc(ch: str) -> str:
    cp = ord(ch)
    if cp < 0x10000:
        return f"\\u{cp:04x}"
    cp -= 0x10000
    return f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}"


@dataclass
class Doc:
    """One record in the README's format (``id`` is assigned by the writer)."""

    lang: str
    format: str
    text: str
    spans: list[dict[str, Any]] = field(default_factory=list)
    decoys: list[dict[str, Any]] = field(default_factory=list)
    planted: list[str] = field(default_factory=list)  # the marked text of every span then decoy
    id: str = ""

    def record(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "lang": self.lang,
            "format": self.format,
            "text": self.text,
            "spans": self.spans,
            "decoys": self.decoys,
        }


def build(lang: str, fmt: str, marked: str, ascii: bool = False) -> Doc:
    """Strip the markers of ``marked`` and label what they wrapped (``ascii``: JSON ensure_ascii)."""
    out: list[str] = []
    pos = 0
    spans: list[dict[str, Any]] = []
    decoys: list[dict[str, Any]] = []
    planted_s: list[str] = []
    planted_d: list[str] = []

    def emit(s: str) -> None:
        nonlocal pos
        if ascii:
            s = "".join(c if ord(c) < 128 else _esc(c) for c in s)
        out.append(s)
        pos += len(s)

    last = 0
    for m in _MARK.finditer(marked):
        emit(marked[last : m.start()])
        start = pos
        if m.group(1) is not None:
            typ, scheme = m.group(1).split(";")
            value = m.group(2)
            emit(value)
            sp: dict[str, Any] = {"start": start, "end": pos, "type": typ, "kind": KIND_OF[typ]}
            if scheme:
                sp["scheme"] = scheme
            spans.append(sp)
            planted_s.append("".join(c if ord(c) < 128 else _esc(c) for c in value) if ascii else value)
        else:
            label, value = m.group(3), m.group(4)
            emit(value)
            decoys.append({"start": start, "end": pos, "label": label})
            planted_d.append("".join(c if ord(c) < 128 else _esc(c) for c in value) if ascii else value)
        last = m.end()
    emit(marked[last:])
    text = "".join(out)
    if any(c in text for c in (_G0, _SEP, _G1, _D0, _D1)):
        raise ValueError(f"nested or unbalanced marker in a {lang}/{fmt} template")
    # spans and decoys come out in text order already (one left-to-right pass)
    return Doc(lang, fmt, text, spans, decoys, planted_s + planted_d)


_RAW = "\ue005"


def raw(marked: str) -> str:
    """A marked value :func:`jdump` writes as a bare JSON literal (a number), not a string."""
    return f"{_RAW}{marked}{_RAW}"


def jdump(obj: Any, indent: int | None = 2) -> str:
    """JSON as an API returns it, markers kept (non-ASCII raw; pass ``ascii=True`` to :func:`build`)."""
    text = json.dumps(obj, ensure_ascii=False, indent=indent)
    return text.replace(f'"{_RAW}', "").replace(f'{_RAW}"', "")


# ---------------------------------------------------------------- names


def fold(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s.casefold()) if not unicodedata.combining(c))


PARTICLES = frozenset(
    "van von der den de la le du des da di del dos ten ter te op het 't al el bin bint ibn abu abd bou "
    "عبد بن بنت أبو آل בן בת".split()
)
_HAN = re.compile(r"[\u3400-\u9fff]+")
_HANGUL = re.compile(r"[\uac00-\ud7a3]+")


_SPELLED = re.compile(r"(?:[^\W\d_][-\s.]{1,2}){2,}[^\W\d_]")


def unescape_name(name: str) -> str:
    """The name a span stands for: JSON ``\\u``, bytes ``\\x``, quoted-printable, HTML and URL escapes undone
    (the earlier splits hold names in all of these forms)."""
    if "\\u" in name:
        name = json.loads(f'"{name}"')
    if "\\x" in name:
        name = name.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1").decode("utf-8")
    if re.search(r"=[0-9A-F]{2}", name):
        name = quopri.decodestring(name.encode()).decode("utf-8")
    return urllib.parse.unquote(html.unescape(name))


def name_tokens(name: str) -> list[str]:
    """The tokens of a name that must be no Faker name (as the corpus test splits them)."""
    name = unescape_name(name.replace("\r\n ", ""))
    if _SPELLED.fullmatch(name):
        return ["".join(c for c in name if c.isalpha())]
    toks: list[str] = []
    for i, raw in enumerate(re.split(r"[\s\-,/.'’()<+]+", name)):
        if not raw or fold(raw) in PARTICLES:
            continue
        if (_HAN.fullmatch(raw) or _HANGUL.fullmatch(raw)) and len(raw) >= 2 and not (i and _HAN.fullmatch(raw)):
            toks += [raw, raw[1:]] + ([raw[2:]] if len(raw) >= 4 else [])
            continue
        if len(raw) == 1:
            continue
        toks.append(raw)
        if raw.startswith("ال") and len(raw) > 3:
            toks.append(raw[2:])
    return toks


@lru_cache(maxsize=1)
def faker_tokens() -> frozenset[str]:
    """Every token of every first/last/middle-name list of every Faker person provider (folded)."""
    import faker.providers.person as fp

    out: set[str] = set()
    for m in pkgutil.iter_modules(fp.__path__):
        prov = importlib.import_module(f"faker.providers.person.{m.name}").Provider
        for attr in dir(prov):
            if attr.startswith("_") or "name" not in attr or "format" in attr or attr == "language_names":
                continue
            val = getattr(prov, attr)
            if isinstance(val, dict):
                val = list(val)
            if isinstance(val, (list, tuple, set, frozenset)) and val and all(isinstance(x, str) for x in val):
                for entry in val:
                    out.add(fold(entry))
                    out.update(fold(t) for t in re.split(r"[\s\-'’.]+", entry) if t)
    return frozenset(out)


@lru_cache(maxsize=1)
def other_split_tokens() -> frozenset[str]:
    """Name tokens (folded, 3+ letters or Han/Hangul) of the gold PERSON values of dev, dev2 and dev3.

    Only the gold values are read, to keep dev4's pools disjoint from the splits before it.
    """
    root = Path(__file__).resolve().parents[3] / "detectors" / "heldout"
    out: set[str] = set()
    for split in ("dev", "dev2", "dev3"):
        for f in sorted((root / split).glob("*.jsonl")):
            for line in f.read_text(encoding="utf-8").splitlines():
                rec = json.loads(line)
                for s in rec["spans"]:
                    if s["type"] == "PERSON":
                        for t in name_tokens(rec["text"][s["start"] : s["end"]]):
                            ft = fold(t)
                            if len(ft) >= 3 or ((_HAN.fullmatch(t) or _HANGUL.fullmatch(t)) and len(t) >= 2):
                                out.add(ft)
    return frozenset(out)


def name_problems(name: str) -> list[str]:
    """Tokens of ``name`` found in Faker's lists or in an earlier split (empty when the name is new)."""
    lex, prev = faker_tokens(), other_split_tokens()
    bad = []
    for t in name_tokens(name):
        ft = fold(t)
        if ft in lex:
            bad.append(f"{t}:faker")
        elif ft in prev:
            bad.append(f"{t}:earlier-split")
    return bad
