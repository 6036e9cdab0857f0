"""Names in URL query strings and form bodies, read whole after decoding (issue 12, round 6).

The scanner's view decodes percent-escapes and a form value's ``+`` (``textview.py``), so
``name=sagrario%20sotomonte%20valdemoro`` reaches the recognizers as ``name=sagrario sotomonte
valdemoro``: a value with spaces, which a ``key=value`` rule ends at the first one. Here a value
of 2-5 words of letters (any case: query values are often lower-cased) under a PERSON key of
the lexicon (``name``, ``ad_soyad``, ``imie_nazwisko``, ``fullName``, a nested key by its
innermost part: ``user[full_name]``) is a PERSON (score 0.8) when it ends where a query value
ends: before ``&``, ``#``, a quote, the end of the line, or `` HTTP/`` (a request line).

Not: a key of another type (``q=red shoes``, ``city=São Paulo``), a value with digits or
``@``, a value running on into prose (``?name=Ann Lee is here`` ends at no value end).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..lexicon import FieldLexicon, default_lexicon
from .base import OurRecognizer
from .name_shape import looks_like_name

_PAIR_RE = re.compile(
    r"(?:(?<=[?&;])|^)(?P<key>[A-Za-z_][\w.\-]*(?:\[[\w.\-]*\])*)="
    r"(?P<val>[^\W\d_][^\W\d_'’.\-]*(?:[ ][^\W\d_][^\W\d_'’.\-]*){1,4})"
    r"(?=&|#|[\"'`]|[ \t]+HTTP/\d|[ \t]*$)",
    re.M,
)
_INNER_RE = re.compile(r"\[([^\[\]]*)\]$")


def _key_name(key: str) -> str:
    """The field name a nested key stands for: ``user[name]`` → ``name``."""
    m = _INNER_RE.search(key)
    return m.group(1) if m and m.group(1) else key


class QueryNameRecognizer(OurRecognizer):
    """Multi-word name values of query strings and form bodies (module docstring)."""

    ENTITIES = ("PERSON",)

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self._lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)``."""
        if "=" not in text or ("?" not in text and "&" not in text):
            return
        for m in _PAIR_RE.finditer(text):
            if self._lexicon.classify(_key_name(m.group("key"))) != "PERSON":
                continue
            if looks_like_name(m.group("val"), 5):
                yield "PERSON", m.start("val"), m.end("val"), 0.8
