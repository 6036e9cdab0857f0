"""Names and addresses that a record format's own structure marks (round 5).

- **ISO 20022 payments** (SEPA ``pain.001``/``pain.008``, ``camt.05x`` statements): the ``<Nm>``
  of a party element (``Dbtr``, ``Cdtr``, ``UltmtDbtr``, ``UltmtCdtr``, ``InitgPty``,
  ``RltdPties`` children, ``Pty``) is a ``PERSON`` (a party may be a company; the element
  cannot tell, and masking a company name costs nothing); the street, building, postcode,
  town and ``AdrLine`` parts of its ``<PstlAdr>`` are an ``ADDRESS``. Namespace prefixes
  (``<ns2:Nm>``) allowed.
- **LDAP search filters** (RFC 4515: ``(&(objectClass=person)(cn=Ana Lima))``, in slapd logs
  and ``ldapsearch`` lines): the value of a person-naming attribute (``cn``, ``displayName``,
  ``givenName``, ``sn``, ``gecos``, ``name``, ``fullName``) is a ``PERSON`` when it is shaped like a
  name and has no wildcard; a single lower-case word (``cn=admin``) is an account, not a person.
- **Spreadsheet rows** (Google Sheets ``values`` arrays, any JSON array of string cells): a
  name-shaped cell of 2-4 capitalised words is a ``PERSON`` when the row's column header
  (the first row of the same run of rows) is a name word (``Name``, ``Nama``, ``Nombre``,
  ``氏名`` …), or when a sibling cell is an e-mail address or a phone number (a contact record)
  and one of its words is a listed given name or surname (``name_lists``).

Scores 0.85 (structure, not a guess).
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterable, Iterator

from ..name_lists import name_lists
from .base import OurRecognizer
from .name_shape import looks_like_name

SCORE = 0.85

_PARTY = r"(?:Dbtr|Cdtr|UltmtDbtr|UltmtCdtr|InitgPty|Pty|Tradg?Pty|Invcr|Invcee|Acct[Oo]wnr|Ownr)"
_NS = r"(?:[A-Za-z][\w.-]*:)?"
_PARTY_NM_RE = re.compile(
    rf"<{_NS}{_PARTY}\b[^>]*>\s*(?:<{_NS}Pty\b[^>]*>\s*)?<{_NS}Nm\b[^>]*>(?P<v>[^<]{{2,140}})</{_NS}Nm>"
)
_PSTL_RE = re.compile(rf"<{_NS}PstlAdr\b[^>]*>(?P<body>.*?)</{_NS}PstlAdr>", re.S)
_ADDR_PART_RE = re.compile(
    rf"<{_NS}(?:StrtNm|BldgNb|BldgNm|Flr|PstBx|Room|PstCd|TwnNm|TwnLctnNm|DstrctNm|AdrLine)\b[^>]*>"
    rf"(?P<v>[^<]{{1,140}})</{_NS}(?:StrtNm|BldgNb|BldgNm|Flr|PstBx|Room|PstCd|TwnNm|TwnLctnNm|DstrctNm|AdrLine)>"
)

_LDAP_RE = re.compile(
    r"\((?i:cn|displayName|givenName|sn|surname|gecos|name|fullName|commonName)[~<>]?=(?P<v>[^()*\n]{2,100})\)"
)

_EMAIL_RE = re.compile(r"^[^@\s\"]{1,64}@[\w.-]+\.[A-Za-z]{2,}$")
_PHONE_RE = re.compile(r"^\+?[\d ()./\-]{7,20}$")
_NAME_HEADER_RE = re.compile(
    r"(?i)^(?:(?:full|first|last|given|family|display|customer|client|contact|employee|patient|student)"
    r"[ _]?)?name$|^(?:nama|nombre|nome|nom|imię|имя|фио|όνομα|名前|氏名|姓名|이름|naam|navn|namn|nimi|isim|ad soyad|tên|họ tên|họ và tên)$"
)
_ROW_RE = re.compile(
    r"\[\s*\"(?:[^\"\\\n]|\\.){0,200}\"(?:\s*,\s*(?:\"(?:[^\"\\\n]|\\.){0,200}\"|-?\d[\d.eE+-]*|null|true|false))+\s*\]"
)
_CAP_WORD_RE = re.compile(r"^[^\W\d_][^\W\d_'’.\-]*$")


def _name_cell(v: str, listed: bool) -> bool:
    """2-4 capitalised name-shaped words; with ``listed``, one of them a listed name word
    (a contact row also holds task titles and product names)."""
    words = v.split()
    if not 2 <= len(words) <= 4 or not looks_like_name(v, max_words=4, allow_lower=False):
        return False
    if not all(_CAP_WORD_RE.match(w) and not w[0].islower() for w in words):
        return False
    return not listed or any(name_lists().is_name_word(w) for w in words)


class RecordShapeRecognizer(OurRecognizer):
    """Names and addresses marked by ISO 20022, LDAP filter and spreadsheet-row structure
    (rules in the module docstring)."""

    ENTITIES = ("PERSON", "ADDRESS")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, score)``."""
        if "Nm>" in text or "PstlAdr" in text:
            yield from self._iso20022(text)
        if "=" in text and "(" in text:
            for m in _LDAP_RE.finditer(text):
                v = m.group("v").strip()
                if (" " in v or not v.islower()) and looks_like_name(v, max_words=5, allow_lower=False):
                    s = m.start("v") + (len(m.group("v")) - len(m.group("v").lstrip()))
                    yield "PERSON", s, s + len(v), SCORE
        if '["' in text or '[ "' in text or "[\n" in text:
            yield from self._rows(text)

    def _iso20022(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _PARTY_NM_RE.finditer(text):
            v = m.group("v")
            if any(c.isalpha() for c in v):
                yield "PERSON", m.start("v"), m.end("v"), SCORE
        for b in _PSTL_RE.finditer(text):
            parts = list(_ADDR_PART_RE.finditer(b.group("body")))
            if not parts:
                continue
            off = b.start("body")
            for p in parts:
                yield "ADDRESS", off + p.start("v"), off + p.end("v"), SCORE

    def _rows(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        header: list[str] = []
        prev_end: int | None = None
        for m in _ROW_RE.finditer(text):
            try:
                cells = json.loads(m.group(0))
            except ValueError:
                continue
            strs = [c if isinstance(c, str) else "" for c in cells]
            # the first row of a run of rows (", " between them) is the header candidate
            first = prev_end is None or text[prev_end : m.start()].strip() != ","
            if first:
                header = strs
            prev_end = m.end()
            contact = any(_EMAIL_RE.match(c) or _PHONE_RE.match(c) for c in strs)
            pos = m.start()
            for i, c in enumerate(strs):
                if not c:
                    continue
                at = text.find(json.dumps(c, ensure_ascii=False), pos, m.end())
                if at < 0:
                    continue
                pos = at + len(c) + 2
                named_col = not first and i < len(header) and bool(_NAME_HEADER_RE.match(header[i].strip()))
                if (named_col and _name_cell(c, False)) or (contact and _name_cell(c, True)):
                    yield "PERSON", at + 1, at + 1 + len(c), SCORE
