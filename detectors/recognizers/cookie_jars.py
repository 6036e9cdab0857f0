"""Cookie values in cookie exports: JSON cookie records and Netscape cookie-jar lines (secrets19).

Entity: ``SECRET`` 0.85, covering the cookie's value only. A logged-in session cookie is a
bearer credential. Headers (``Cookie:``, ``Set-Cookie:``) are read by other rules; agents also
handle exported cookie stores, where name and value sit in separate fields:

1. **JSON cookie records** (browser DevTools and extension exports, Playwright
   ``storageState``, Puppeteer ``page.cookies()``, Selenium ``get_cookies()``): a flat object
   with ``"name"``, ``"value"`` and at least one cookie attribute key (``domain``, ``path``,
   ``httpOnly``, ``sameSite``, ``secure``, ``expires``, ``expirationDate``, ``hostOnly``). Also
   inside JSON written as a string (``\\"name\\"``).
2. **Netscape cookie-jar lines** (``cookies.txt`` of curl, wget, yt-dlp): seven tab-separated
   fields ``domain, TRUE|FALSE, path, TRUE|FALSE, expiry, name, value`` (``#HttpOnly_`` prefix
   allowed); the seventh field is the value.

A value is taken when the cookie's name says it holds a session or credential (``session``,
``sid``, ``token``, ``auth``, ``remember``, ``csrf``/``xsrf``, ``jwt``, ``login``) and it has 8+
characters, or whatever the name when it looks generated: 16+ characters mixing letters and
digits (percent-escapes decoded first). A preference (``theme=dark``, ``lang=en``,
``consent=true``) or a short counter is neither and stays readable.
"""

from __future__ import annotations

import re
from typing import Any, Iterable
from urllib.parse import unquote

from .base import OurRecognizer

# a flat JSON object (no nested braces), bounded so a huge text cannot make it quadratic
_OBJECT_RE = re.compile(r"\{[^{}]{10,3000}\}")
_Q = r"\\{0,3}\""
_NAME_RE = re.compile(rf"{_Q}name{_Q}\s*:\s*{_Q}(?P<n>[^\"\\]{{1,200}}){_Q}")
_VALUE_RE = re.compile(rf"{_Q}value{_Q}\s*:\s*{_Q}(?P<v>[^\"\\]{{1,4096}}){_Q}")
_ATTR_RE = re.compile(
    rf"{_Q}(?:domain|path|httpOnly|http_only|sameSite|same_site|secure|expires|expirationDate|expiry|hostOnly)"
    rf"{_Q}\s*:"
)
_JAR_LINE_RE = re.compile(
    r"(?m)^(?:#HttpOnly_)?[^\s#][^\t\n]*\t(?:TRUE|FALSE)\t[^\t\n]*\t(?:TRUE|FALSE)\t-?\d+\t"
    r"(?P<n>[^\t\n]+)\t(?P<v>[^\t\n]+?)[ \t]*$"
)
_CRED_NAME_RE = re.compile(r"(?i)sess|sid|token|auth|remember|csrf|xsrf|jwt|login|secret|credential")


def _secret_value(name: str, value: str) -> bool:
    """Whether a cookie's value is a credential (module docstring)."""
    v = unquote(value).strip()
    if _CRED_NAME_RE.search(name) and len(v) >= 8:
        return v.lower() not in ("deleted", "undefined", "null", "none", "true", "false")
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    return len(v) >= 16 and letters >= 4 and digits >= 2


class CookieJarRecognizer(OurRecognizer):
    """Cookie values in JSON cookie records and Netscape cookie jars (module docstring)."""

    ENTITIES = ("SECRET",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SECRET", start, end, 0.85)`` per cookie value (offsets into ``text``)."""
        if "value" in text and "name" in text:
            for obj in _OBJECT_RE.finditer(text):
                body = obj.group()
                if not _ATTR_RE.search(body):
                    continue
                n = _NAME_RE.search(body)
                v = _VALUE_RE.search(body)
                if n is None or v is None or not _secret_value(n.group("n"), v.group("v")):
                    continue
                yield "SECRET", obj.start() + v.start("v"), obj.start() + v.end("v"), 0.85
        if "\t" in text and ("TRUE" in text or "FALSE" in text):
            for m in _JAR_LINE_RE.finditer(text):
                if _secret_value(m.group("n"), m.group("v")):
                    yield "SECRET", m.start("v"), m.end("v"), 0.85
