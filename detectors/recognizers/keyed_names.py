"""Names the structure marks as people.

- :class:`KeyedNameRecognizer` (``PERSON``): names the structure marks as people — JSON/YAML/
  log keys (``"name": "Jane Doe"``, ``assignee=…``), table columns headed name/customer/…,
  greetings, sign-offs, honorifics and label cues (``Dear …``, ``Regards,\\n…``, ``SHIP TO:``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer, column_header
from .vocab import TECH_WORDS


# ------------------------------------------------------------------------- keyed names
_NAME_WORD = r"(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+)?|[A-ZÀ-ÖØ-Þ]{2,}(?:-[A-ZÀ-ÖØ-Þ]{2,})?)"
_NAME = rf"{_NAME_WORD}(?:[ \t]+(?:[A-Z]\.[ \t]+)?{_NAME_WORD}){{1,2}}"
_PERSON_KEYS = (
    r"full_?name|first_?name|last_?name|display_?name|customer_?name|contact_?name|owner|assignee|"
    r"author|recipient|sender|employee|patient|passenger|cardholder|account_?holder|reporter|"
    r"requester|attendee|guest|manager|contact|customer|user_?full_?name|name"
)
_KEY_NAME_RE = re.compile(
    rf"(?i:[\"']?(?P<key>\b(?:{_PERSON_KEYS}))[\"']?[ \t]*[:=][ \t]*[\"']?)(?P<name>{_NAME})(?![\w-])"
)
# first/last-name keys hold a single word
_KEY_PART_NAME_RE = re.compile(
    r"(?i:[\"']?\b(?:first_?name|last_?name|given_?name|family_?name|surname|middle_?name|vorname|nachname)"
    rf"[\"']?[ \t]*[:=][ \t]*[\"']?)(?P<name>{_NAME_WORD})(?![\w-])"
)
_CUE_NAME_RE = re.compile(
    r"(?:\b(?:Dear|Hi|Hello|Hey|Hallo|Liebe|Lieber|Frau|Herr|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Prof\.?|Attn\.?:?|"
    r"Attention:|Regards,|Best,|Cheers,|Thanks,|Sincerely,|Grüße,?|Gruß,?|contact|reach|"
    r"SHIP TO:|DELIVER TO:|RECIPIENT:|BILL TO:|SOLD TO:)[ \t]*\n?[ \t]*)"
    rf"(?P<name>{_NAME})(?![\w-])"
)
_NOT_NAME_WORDS = frozenset(
    w.upper()
    for w in """
    pro plus premium enterprise edition team teams project projects report reports dashboard
    database server servers service services group inc llc ltd gmbh corp company store shop plan
    plans widget widgets product products app application system systems portal cloud data
    analytics platform engine api bot please thanks thank hello dear regards best cheers
    sincerely you your our my we us street road avenue lane drive boulevard monday tuesday
    wednesday thursday friday saturday sunday january february march july september october
    november december order orders ticket invoice payment account support sales marketing
    finance legal department office admin administrator user users customer customers client
    """.split()
)


def _name_ok(name: str) -> bool:
    """2-3 words of at least two letters; no word from the non-name vocabulary; not all
    words tech/log vocabulary."""
    words = [w.strip(".") for w in name.split()]
    if any(w.upper() in _NOT_NAME_WORDS for w in words):
        return False
    if all(w.upper() in TECH_WORDS for w in words):
        return False
    return sum(len(w) >= 2 for w in words) >= 2


class KeyedNameRecognizer(OurRecognizer):
    """Names where the structure says "this is a person": JSON/YAML/log keys
    (``"name": "Jane Doe"``, ``assignee=…``; single words under first/last-name keys), table columns headed ``name``/``customer``…,
    greetings and sign-offs (``Dear …``, ``Regards,\n…``), honorifics and shipping-label cues.
    A name is 2-3 capitalised (or all-caps) words, none of them tech/product/calendar
    vocabulary. Score 0.9 (key or cue: structural evidence beats the small model's NER guess
    of 0.85 on the same words), 0.8 (table column)."""

    ENTITIES = ("PERSON",)
    _HEADER_RE = re.compile(rf"(?i)^(?:{_PERSON_KEYS})$")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, score)``."""
        for m in _KEY_PART_NAME_RE.finditer(text):
            w = m.group("name")
            if w.upper() not in _NOT_NAME_WORDS and w.upper() not in TECH_WORDS:
                yield "PERSON", m.start("name"), m.end("name"), 0.9
        for m in _KEY_NAME_RE.finditer(text):
            if _name_ok(m.group("name")):
                yield "PERSON", m.start("name"), m.end("name"), 0.9
        for m in _CUE_NAME_RE.finditer(text):
            if _name_ok(m.group("name")):
                yield "PERSON", m.start("name"), m.end("name"), 0.9
        if "\n" in text and ("," in text or "\t" in text or "|" in text):
            for m in re.finditer(
                rf"(?:(?<=^)|(?<=[,\t|;]))[ \t]*\"?(?P<name>{_NAME})\"?[ \t]*(?=$|[,\t|;])", text, re.M
            ):
                header = column_header(text, m.start("name"))
                if header and self._HEADER_RE.match(header.replace(" ", "_")) and _name_ok(m.group("name")):
                    yield "PERSON", m.start("name"), m.end("name"), 0.8
