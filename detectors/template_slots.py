"""A template's slot is no secret (leftovers18).

API docs, curl snippets, OpenAPI examples and config templates put a named slot where the
secret goes: ``?token={token}``, ``?key={{api_key}}``, ``${TOKEN}``, ``<your-token>``,
``%CLIENT_SECRET%``, ``[API_KEY]``, ``/users/:token/reset``, and the same slots percent-encoded
in a URL (``?token=%7Btoken%7D``, ``%7B%7Bkey%7D%7D``, ``%3Cyour-token%3E``). A recognizer that
reads the value after ``token=`` or ``secret:`` takes the slot (or part of it: ``{TOKEN`` cut at
its closing brace, ``%7Btoken%7D&page=2`` run into the next query parameter) for the secret.

:func:`template_slot` reads a ``PASSWORD``/``SECRET``/``API_KEY`` span ``text[a:b]`` (code-point
offsets) together with the slot delimiters around it, decodes percent-escapes, cuts a glued-on
query tail (``&page=2``) and is True when what remains is one slot whose name is an identifier
or a few words (``{token}``, ``<your token here>``), not a generated string: a real secret
wrapped in braces (``{Xk9#mP2vL}``, ``{3F2504E0-4F89-11D3-9A0C-0305E82C3301}``) stays.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

__all__ = ["template_slot"]

#: one slot, whole: ``{{ name }}``, ``{name}``, ``${NAME}`` / ``${NAME:-}``, ``<name words>``,
#: ``%NAME%``, ``[NAME]`` (upper case), ``$NAME``, ``:name`` (a path parameter)
_SLOT_RE = re.compile(
    r"\{\{\s*(?P<a>[^{}]{1,60}?)\s*\}\}|\{\s*(?P<b>[^{}]{1,60}?)\s*\}|\$\{(?P<c>[^{}]{1,60})\}|"
    r"<(?P<d>[^<>]{1,60})>|%(?P<e>[A-Za-z_][A-Za-z0-9_]{0,59})%|\[(?P<f>[A-Z_][A-Z0-9_]{0,59})\]|"
    r"\$(?P<g>[A-Za-z_][A-Za-z0-9_]{0,59})|:(?P<h>[a-z_][a-zA-Z0-9_]{0,59})"
)
#: a slot's name: words of letters joined by `_`, `-`, `.`, blanks or `|` (a filter: ``{{ key | default }}``);
#: digits only inside a word (``api_key2``), never a run of 3+ (a generated string has them)
_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[ _\-.|:]+[A-Za-z0-9]+)*(?::-[^{}]*)?")
#: the slot delimiters a recognizer may leave outside its span, raw or percent-encoded
_OPEN_RE = re.compile(r"(?:\{|\$|<|\[|%(?![0-9A-Fa-f]{2})|%7[Bb]|%24|%3[Cc]|%5[Bb])$")
_CLOSE_RE = re.compile(r"^(?:\}|>|\]|%(?![0-9A-Fa-f]{2})|%7[Dd]|%3[Ee]|%5[Dd])")


def _generated(name: str) -> bool:
    """A string a machine made, not a slot's name: a run of 3+ digits, or 10+ characters of
    mixed case with digits (``Xk9mP2vLq7``)."""
    if re.search(r"\d{3}", name):
        return True
    letters = re.sub(r"[^A-Za-z0-9]", "", name)
    return (
        len(letters) >= 10
        and any(c.isdigit() for c in letters)
        and any(c.isupper() for c in letters)
        and any(c.islower() for c in letters)
    )


def template_slot(text: str, a: int, b: int) -> bool:
    """True when the secret span ``text[a:b]`` is (part of) a template's named slot (module
    docstring); False for anything else, a real value in braces included."""
    lo, hi = a, b
    for _ in range(3):  # ``{{``, ``%7B%7B``, ``${``: up to three delimiters outside the span
        m = _OPEN_RE.search(text, max(0, lo - 3), lo)
        if m is None or m.end() != lo:
            break
        lo = m.start()
    for _ in range(3):
        m = _CLOSE_RE.match(text[hi : hi + 3])
        if m is None:
            break
        hi += m.end()
    raw = text[lo:hi].strip().strip("\"'`")
    if "%" in raw:
        raw = unquote(raw)
    # a query tail glued on by a recognizer that read to the end of the URL (``{token}&page=2``)
    raw = re.split(r"[&#]", raw, maxsplit=1)[0] if raw[:1] in "{$<[%:" else raw
    m = _SLOT_RE.fullmatch(raw)
    if m is None:
        return False
    if m.group("h") is not None and not text[max(0, lo - 1) : lo] == "/":
        return False  # ``:name`` is a path parameter only after a slash (``/users/:token``)
    if m.group("g") is not None and m.group("g") != m.group("g").upper():
        return False  # ``$NAME``: an environment variable; ``$ecret9`` may be a password
    name = next(g for g in m.groups() if g is not None).strip()
    return _NAME_RE.fullmatch(name) is not None and not _generated(name)
