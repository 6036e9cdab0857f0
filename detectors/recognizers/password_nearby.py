"""A strong password-shaped token in the same clause as a password word, whatever the wording
between them (secrets16).

The other prose rules read fixed constructions (``password is X``, ``use X to log in``, ``X is
the password``). People also write ``try X as the password``, ``I logged in using X but the
password expired``, ``la contraseña sigue siendo X``, ``пароль всё ещё X``, ``melde dich mit X
an (Passwort)``, ``credentials are jdoe/X``, ``the pass is X``, ``ww: X``, ``パスは X です``.
A token with a letter, a digit **and** a symbol of ``!@#$%^&*?~+=`` has a shape no word, name,
login, product or version has; next to a password word in the same line and sentence it is the
password. ``PASSWORD`` (0.8):

- the password word: the prose words of ``secret_words.PROSE_PASSWORD_RE``, the colloquial ones
  it leaves out (``pass``, ``ww``, ``lösen``, ``пасс``, ``パス``) and credential words
  (``creds``, ``credentials``, ``Zugangsdaten``, ``identifiants``, ``credenciales``,
  ``учётные данные``, ``登录信息``);
- also with no password word, a service's login line: ``Jira: jdoe / X``, ``- VPN: mk / X``;
- the token: 8-64 characters within 70 characters after the word or 50 before it, in the same
  line, with no sentence stop between; a ``user/X`` or ``user:X`` pair gives ``X``; CJK
  particles glued to it are cut off.

Never: an e-mail, a URL, a path, an option or assignment (``--password=X``, ``a=b``: other
rules), a reference or placeholder (``$PW``, ``${X}``, ``%X%``, ``<pw>``), a mention or tag
(``@x``, ``#x``), a date-time, a version with build metadata (``v2024.5.0+b7``), a key chord
(``Ctrl+Alt+F12``), a host path (``docs.example.com/reset#2``), a token within 40 characters of an example word (``e.g. P@ssw0rd1``, ``z. B.``,
``par exemple``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import Any, Iterable

from ..secret_words import PROSE_PASSWORD_RE
from ..shapes import is_datetime
from .base import OurRecognizer
from .credentials import looks_like_reference

SCORE = 0.8
_AFTER, _BEFORE = 70, 50
#: colloquial password and credential words the prose list leaves out
_MORE_WORDS_RE = re.compile(
    r"(?i)(?<![^\W_])(?:pass|ww|lösen|пасс|пас|creds|credentials|zugangsdaten|identifiants|credenciales|"
    r"credenziali|credenciais|inloggegevens|påloggingsinfo|inloggningsuppgifter|dane[ \t]+logowania|"
    r"учётные[ \t]+данные|учетные[ \t]+данные|облікові[ \t]+дані)(?![^\W_])|パス(?!ポート)|登录信息|ログイン情報|로그인[ \t]?정보"
)
_TOKEN_RE = re.compile(r"[^\s\"'`«»„“”‘’「」『』()\[\]<>{},;，。、]{8,200}")
_STRONG_SYMBOLS = frozenset("!@#$%^&*?~+=")
_CJK = r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff60]"
_CJK_HEAD_RE = re.compile("^" + _CJK + "+")
_CJK_TAIL_RE = re.compile(_CJK + ".*$")
_STOP_RE = re.compile(r"[.!?](?:\s|$)|[。！？]")
_EXAMPLE_RE = re.compile(
    r"(?i)\b(?:e\.g\.|eg\.|example|for instance|such as|z\.[ \t]?b\.|zum beispiel|beispiel|p\.[ \t]?ex\.|par exemple|"
    r"por ejemplo|ad esempio|por exemplo|bijvoorbeeld|bv\.|np\.|например|напр\.|pattern|regex|format)\b|例如|例えば|예:"
)
_EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")
_PAIR_RE = re.compile(r"^(?P<u>[A-Za-z0-9_.\-]{2,32})[/:](?P<p>.+)$")
#: shapes with a symbol that are no password: a version with build metadata (``v2024.5.0+b7``),
#: a key chord (``Ctrl+Alt+F12``), a host path (``docs.example.com/reset#step2``), lower-case
#: words joined by ``+`` (``sha256+salt``), a package or action at a version (``checkout@v4``)
_NOT_PASSWORD_RE = re.compile(
    r"^v?\d+(?:\.\d+)+|^(?i:ctrl|strg|alt|shift|cmd|command|win|fn|option|opt|super|meta)\+|"
    r"\.[a-z]{2,}(?:/|#|$)|^[a-z]+\d*(?:\+[a-z]+\d*)+$|@v?\d+(?:\.\d+)*$"
)


def _strong(v: str) -> bool:
    """Letter, digit and a symbol of :data:`_STRONG_SYMBOLS`; no e-mail, URL, path, option,
    assignment, reference, mention or tag."""
    if not 8 <= len(v) <= 64 or v[0] in "@#$%-/\\~<{[&*" or "://" in v or _EMAIL_RE.match(v):
        return False
    if not (any(c.isalpha() for c in v) and any(c.isdigit() for c in v) and any(c in _STRONG_SYMBOLS for c in v)):
        return False
    if re.search(r"[A-Za-z_]=[^=]", v) or v.count("/") > 1 or looks_like_reference(v):
        return False
    if is_datetime(v) or _NOT_PASSWORD_RE.search(v):
        return False
    return True


def _candidate(text: str, a: int, b: int) -> tuple[int, int] | None:
    """The password inside the token ``text[a:b]``: CJK particles cut, a trailing stop dropped,
    a ``user/X`` or ``user:X`` pair split; None when it is not strong."""
    head = _CJK_HEAD_RE.match(text, a, b)
    if head is not None:
        a = head.end()
    tail = _CJK_TAIL_RE.search(text, a, b)
    if tail is not None:
        b = tail.start()
    while b > a and text[b - 1] in ".,;:)":
        b -= 1
    pair = _PAIR_RE.match(text[a:b])
    if pair is not None and not any(c in _STRONG_SYMBOLS for c in pair.group("u")):
        a += pair.start("p")
    return (a, b) if b > a and _strong(text[a:b]) else None


#: a service's login line: a label, a login, a slash and the password (``Jira: jdoe / X``,
#: ``- VPN: m.kraus / X``; a spaced slash: ``uses: actions/checkout@v4`` is a path); the
#: password must be strong, so ``Region: eu / west-1`` is none
_LOGIN_LINE_RE = re.compile(
    r"(?m)^[ \t]*(?:[-*•][ \t]*)?(?:\*\*)?[^\n:/]{1,30}?(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*`?[A-Za-z0-9_.@\-]{2,40}`?[ \t]+/[ \t]+`?(?P<v>[^\s`]{8,64}?)`?[ \t]*$"
)


class NearbyPasswordRecognizer(OurRecognizer):
    """Strong password-shaped tokens in a password word's clause (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)``."""
        if not any(c in _STRONG_SYMBOLS for c in text):
            return
        words = [m.span() for m in PROSE_PASSWORD_RE.finditer(text)] + [m.span() for m in _MORE_WORDS_RE.finditer(text)]
        seen: set[tuple[int, int]] = set()
        shapes: dict[tuple[int, int], tuple[int, int] | None] = {}
        if "/" in text:
            for m in _LOGIN_LINE_RE.finditer(text):
                if _strong(m.group("v")):
                    seen.add(m.span("v"))
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        # where the strong symbols are: a word with none in reach is skipped at once
        marks = [i for i, c in enumerate(text) if c in _STRONG_SYMBOLS]
        for ws, we in words:
            k = bisect_left(marks, ws - _BEFORE - 64)
            if k == len(marks) or marks[k] >= we + _AFTER + 64:
                continue
            # the line, as far as the window reaches (bounded: a long line stays linear)
            reach_lo, reach_hi = max(0, ws - _BEFORE - 64), min(len(text), we + _AFTER + 64)
            ls = max(reach_lo, text.rfind("\n", reach_lo, ws) + 1)
            le = text.find("\n", we, reach_hi)
            le = reach_hi if le < 0 else le
            lo, hi = max(ls, ws - _BEFORE), min(le, we + _AFTER)
            while lo > ls and not text[lo - 1].isspace():  # whole tokens only
                lo -= 1
            while hi < le and not text[hi].isspace() and hi < we + _AFTER + 64:
                hi += 1
            # an example near the word (window only: a long line must not make this quadratic)
            if _EXAMPLE_RE.search(text, max(ls, lo - 40), min(le, hi + 40)):
                continue
            for t in _TOKEN_RE.finditer(text, lo, hi):
                if ws <= t.start() < we:
                    continue
                # the same sentence: no stop between the word and the token
                gap = (we, t.start()) if t.start() >= we else (t.end(), ws)
                if _STOP_RE.search(text, gap[0], gap[1]):
                    continue
                key = t.span()
                if key not in shapes:  # each token's shape is read once, however many words see it
                    shapes[key] = _candidate(text, key[0], key[1])
                span = shapes[key]
                if span is not None and span not in seen:
                    seen.add(span)
                    yield "PASSWORD", span[0], span[1], SCORE
