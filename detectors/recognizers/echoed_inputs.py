"""Secrets a validator echoes back in its error (secrets14).

pydantic's ``ValidationError`` prints each failing field's location on a line of its own and,
indented below it, the message with the rejected value:
``api_key`` ⏎ ``  String should have at least 40 characters [type=string_too_short,
input_value='sk-live-…', input_type=str]``. Agents paste these tracebacks into tool results,
so a credential rejected for its length or pattern leaves in full. When the location names a
credential (``password``, ``db.password``, ``api_key``, ``client_secret``, ``token``, ``pin`` …)
the ``input_value`` is reported (``SECRET`` 0.8; ``PASSWORD`` for password/PIN fields). Values
of other fields (``email``, ``age``) and a ``None``/empty value are left.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

SCORE = 0.8

_ERROR_RE = re.compile(
    r"(?m)^(?P<key>[\w.\-\[\] >]{1,80})\r?\n[ \t]+[^\n]*?\binput_value=(?P<q>['\"])(?P<v>(?:\\.|(?!(?P=q))[^\n]){1,400}?)(?P=q)"
)
#: the last part of a location that names a credential
_CRED_KEY_RE = re.compile(
    r"(?i)(?:^|[._\- >\[])(?:(?P<pw>pass(?:word|wd|phrase)?|pwd|pin(?:_?code)?)|secret|token|api_?key|apikey|"
    r"access_?key|auth(?:_?key|_?token)?|credentials?|private_?key|client_?secret|signing_?key|webhook_?secret)$"
)


class EchoedInputRecognizer(OurRecognizer):
    """Credential values echoed by validation errors (module docstring)."""

    ENTITIES = ("PASSWORD", "SECRET")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, 0.8)`` for each echoed credential."""
        if "input_value=" not in text:
            return
        for m in _ERROR_RE.finditer(text):
            key = m.group("key").strip().rstrip("]").split(" ")[-1]
            cred = _CRED_KEY_RE.search(key)
            v = m.group("v")
            if cred is None or len(v) < 3 or v in ("None", "''", '""'):
                continue
            yield ("PASSWORD" if cred.group("pw") else "SECRET"), m.start("v"), m.end("v"), SCORE
