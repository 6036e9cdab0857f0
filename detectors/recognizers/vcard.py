"""People in vCards (RFC 6350 / vCard 2.1-4.0: ``BEGIN:VCARD`` … ``END:VCARD``).

A vCard says what each value is by its property name, not by a label a lexicon knows:
``FN`` (formatted name), ``N`` (``Family;Given;Additional;Prefix;Suffix``), ``NICKNAME``,
``BDAY``, ``TEL``, ``EMAIL``, ``ADR`` (``PO box;extended;street;locality;region;code;country``),
``NOTE`` is free text and left to the other rules. Property parameters (``TEL;TYPE=cell:``),
group prefixes (``item1.TEL:``) and folded lines (a line break plus one space, RFC 6350
3.2) are understood. Only text holding ``BEGIN:VCARD`` is read.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from .base import OurRecognizer

SCORE = 0.9

_PROP_RE = re.compile(
    r"^(?:[A-Za-z0-9\-]+\.)?(?P<prop>FN|N|NICKNAME|BDAY|TEL|EMAIL|ADR|X-[A-Z\-]*NAME)(?:;[^:\r\n]*)?:(?P<val>[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)",
    re.M | re.I,
)
_TYPES = {
    "FN": "PERSON",
    "N": "PERSON",
    "NICKNAME": "PERSON",
    "BDAY": "DATE_OF_BIRTH",
    "TEL": "PHONE_NUMBER",
    "EMAIL": "EMAIL_ADDRESS",
    "ADR": "ADDRESS",
}
#: name prefixes/suffixes in ``N`` (components 4-5) are titles, not the person
_N_PARTS = (0, 1, 2)
_ADR_PARTS = (2, 3, 4, 5)


class VCardRecognizer(OurRecognizer):
    """Names, birthdays, phones, e-mails and addresses of vCard properties (module docstring)."""

    ENTITIES = ("PERSON", "DATE_OF_BIRTH", "PHONE_NUMBER", "EMAIL_ADDRESS", "ADDRESS")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterator[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)`` per vCard property value (component)."""
        if "BEGIN:VCARD" not in text.upper():
            return
        for m in _PROP_RE.finditer(text):
            prop = m.group("prop").upper()
            etype = _TYPES.get(prop, "PERSON")
            vs = m.start("val")
            val = m.group("val")
            if prop == "TEL" and val.lower().startswith("tel:"):
                vs += 4
                val = val[4:]
            if prop in ("N", "ADR"):
                keep = _N_PARTS if prop == "N" else _ADR_PARTS
                pos = vs
                for i, comp in enumerate(re.split(r"(?<!\\);", val)):
                    if i in keep:
                        yield from _value(etype, text, pos, comp)
                    pos += len(comp) + 1
            else:
                yield from _value(etype, text, vs, val)


def _value(etype: str, text: str, start: int, value: str) -> Iterator[tuple[str, int, int, float]]:
    """The span of ``value`` (at ``start`` in ``text``) without surrounding blanks, when it
    has a letter or digit (a phone/birthday needs 4+ digits)."""
    s = start + len(value) - len(value.lstrip())
    e = start + len(value.rstrip())
    core = text[s:e]
    if not any(c.isalnum() for c in core):
        return
    if etype in ("PHONE_NUMBER", "DATE_OF_BIRTH") and sum(c.isdigit() for c in core) < 4:
        return
    yield etype, s, e, SCORE
