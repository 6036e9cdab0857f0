"""People in HL7 v2 messages (``MSH|^~\\&|…`` then ``PID|…``, ``NK1|…`` segments).

HL7 v2 (HL7 International, v2.5.1 chapter 3) puts a patient in fixed, numbered fields of a
segment: fields are split by the field separator (the character after ``MSH``, ``|`` by
default), components by ``^``, repetitions by ``~``. The position, not a label, says what a
value is, so no field lexicon sees it. Fields read here (1-based after the segment id):

- ``PID``: 2/3/4 patient ids (MRN; first component), 5 name (``Family^Given^Middle``),
  6 mother's maiden name, 7 birth date (``YYYYMMDD[hhmm]``), 11 address
  (``street^other^city^state^zip``), 13/14 phones, 18 account number, 19 SSN, 20 driver's
  licence;
- ``NK1`` (next of kin): 2 name, 4 address, 5/6 phones;
- ``GT1`` (guarantor): 3 name, 5 address, 6/7 phones, 8 birth date, 12 SSN;
- ``IN1`` (insurance): 16 insured's name, 18 insured's birth date, 19 address, 36 policy number.

A segment counts only when the text has an ``MSH`` header or the segment line itself has
at least five separators (``PID|1||…``), so prose that says "PID" is untouched.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from .base import OurRecognizer

SCORE = 0.9

#: segment -> field number -> entity type
_FIELDS: dict[str, dict[int, str]] = {
    "PID": {
        2: "NATIONAL_ID",
        3: "NATIONAL_ID",
        4: "NATIONAL_ID",
        5: "PERSON",
        6: "PERSON",
        7: "DATE_OF_BIRTH",
        11: "ADDRESS",
        13: "PHONE_NUMBER",
        14: "PHONE_NUMBER",
        18: "BANK_ACCOUNT",
        19: "NATIONAL_ID",
        20: "NATIONAL_ID",
    },
    "NK1": {2: "PERSON", 4: "ADDRESS", 5: "PHONE_NUMBER", 6: "PHONE_NUMBER"},
    "GT1": {3: "PERSON", 5: "ADDRESS", 6: "PHONE_NUMBER", 7: "PHONE_NUMBER", 8: "DATE_OF_BIRTH", 12: "NATIONAL_ID"},
    "IN1": {16: "PERSON", 18: "DATE_OF_BIRTH", 19: "ADDRESS", 36: "NATIONAL_ID"},
}
# segments end with a carriage return (the standard) or a line break (logs, copies)
_SEGMENT_RE = re.compile(r"(?:^|(?<=\r))(?P<seg>PID|NK1|GT1|IN1)(?P<sep>[|])", re.M)
_MSH_RE = re.compile(r"(?:^|[\r\n])MSH(?P<sep>[^\w\s])")
#: components that carry no person data (HL7 table codes: name type L, id type MR …)
_CODE_RE = re.compile(r"^[A-Z]{1,3}$|^\d{1,2}$")


class Hl7Recognizer(OurRecognizer):
    """People's fields in HL7 v2 PID/NK1/GT1/IN1 segments (see module docstring)."""

    ENTITIES = ("PERSON", "DATE_OF_BIRTH", "ADDRESS", "PHONE_NUMBER", "NATIONAL_ID", "BANK_ACCOUNT")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterator[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)`` for each listed field's components."""
        if "PID" not in text and "NK1" not in text and "GT1" not in text and "IN1" not in text:
            return
        msh = _MSH_RE.search(text)
        sep = msh.group("sep") if msh else "|"
        for m in _SEGMENT_RE.finditer(text):
            if m.group("sep") != sep:
                continue
            ls = m.start()
            le = len(text)
            for stop in ("\r", "\n"):
                k = text.find(stop, ls)
                if 0 <= k < le:
                    le = k
            line = text[ls:le]
            if msh is None and line.count(sep) < 5:
                continue
            wanted = _FIELDS[m.group("seg")]
            pos = ls
            for i, field in enumerate(line.split(sep)):
                etype = wanted.get(i)
                if etype and field:
                    yield from self._components(etype, text, pos, field)
                pos += len(field) + 1

    @staticmethod
    def _components(etype: str, text: str, start: int, field: str) -> Iterator[tuple[str, int, int, float]]:
        """Spans of the meaningful components of one field (repetitions ``~`` split)."""
        pos = start
        for rep in field.split("~"):
            comps = rep.split("^")
            cpos = pos
            for j, comp in enumerate(comps):
                value = comp.strip()
                keep = bool(value) and any(c.isalnum() for c in value)
                if etype == "NATIONAL_ID":
                    keep = keep and j == 0 and sum(c.isdigit() for c in value) >= 3
                elif etype == "PERSON":
                    # family^given^middle^suffix^prefix^degree^type: the first three; codes out
                    keep = keep and j <= 2 and not any(c.isdigit() for c in value) and not _CODE_RE.match(value)
                elif etype in ("PHONE_NUMBER", "NATIONAL_ID", "BANK_ACCOUNT"):
                    keep = keep and sum(c.isdigit() for c in value) >= 4
                elif etype == "DATE_OF_BIRTH":
                    keep = (
                        keep and j == 0 and re.fullmatch(r"(?:19|20)\d{6}(?:\d{2,6})?(?:[+-]\d{4})?", value) is not None
                    )
                elif etype == "ADDRESS":
                    # street, other, city, state, zip; the country and address type codes out
                    keep = keep and j <= 4
                if keep:
                    s = text.find(value, cpos)
                    yield etype, s, s + len(value), SCORE
                cpos += len(comp) + 1
            pos += len(rep) + 1
