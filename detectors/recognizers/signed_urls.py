"""Signatures and tokens in the query strings of pre-signed links (round 17).

Entity: ``SECRET`` 0.85, covering the parameter's value only (the URL, its host and its other
parameters stay readable). A pre-signed link — Azure SAS (``?sv=…&sig=…``), S3
(``X-Amz-Signature=``, ``X-Amz-Security-Token=``), GCS (``X-Goog-Signature=``), CloudFront
(``Signature=``), and the ``signature=``/``sig=``/``token=`` of any other signed download —
grants access to whoever holds it, so its signature is a credential. The whole value is
covered, percent-escapes included (``a8Kq2%2FzR…%3D``), so no prefix of it is left.

The value must look like a key: after percent-decoding at least 12 characters, letters and
digits mixed (or 24+ characters of base64/hex), and not a placeholder (``<signature>``,
``{token}``, ``YOUR_TOKEN``, ``true``, ``null``, ``example`` …). ``sig`` in a path
(``/sig/overview``) is not a parameter.
"""

from __future__ import annotations

import re
from typing import Any, Iterable
from urllib.parse import unquote

from .base import OurRecognizer

_PARAM_RE = re.compile(
    r"(?i)[?&;](?P<k>sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature|x-goog-credential-signature|"
    r"token|access_token|sas|sastoken|sas_token|auth_token|hmac|x-oss-signature|ossaccesskeyid-signature)="
    r"(?P<v>[A-Za-z0-9%~._\-+/=]+)"
)
_PLACEHOLDER_RE = re.compile(
    r"(?i)^(?:true|false|null|none|undefined|example\w*|sample\w*|placeholder\w*|your[_\-]?\w*|redacted|xxx+|\*+|"
    r"\.{3}|test|dummy|changeme|sig(?:nature)?|token)$|[<>{}$\[\]]|x{4,}|\.\.\."
)


def _key_shaped(value: str) -> bool:
    """Whether a decoded query value looks like a signature or token (module docstring)."""
    v = value.rstrip("=")
    if len(v) < 12 or _PLACEHOLDER_RE.search(v):
        return False
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    if letters and digits:
        return True
    return len(v) >= 24 and len(set(v)) >= 10


class SignedUrlRecognizer(OurRecognizer):
    """Signature/token values in pre-signed link query strings (module docstring)."""

    ENTITIES = ("SECRET",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SECRET", start, end, 0.85)`` per signature value (offsets into ``text``)."""
        if "=" not in text:
            return
        for m in _PARAM_RE.finditer(text):
            raw = m.group("v")
            # a trailing sentence full stop or closing bracket is not part of the value
            raw = raw.rstrip(".")
            if _key_shaped(unquote(raw)):
                yield "SECRET", m.start("v"), m.start("v") + len(raw), 0.85
