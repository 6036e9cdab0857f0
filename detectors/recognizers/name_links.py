"""Names and logins that spell each other: a record's e-mail, handle or login corroborates the
name written beside it, and the name the login (issue 12, round 6).

User records carry a person twice: as a display name and as an account built from it
(``'Cuthbert Leatherbarrow', 'cleatherbarrow@…'``, ``Åsulv Haugsvold`` beside ``asulv_haugsvold``,
``Ждан`` and ``Телеграм @zhdan_per``, ``<td>Pancrazio Pennacchio</td>`` under
``data-email="pancraziopennacchio@…"``). Neither needs a name list: the two spellings agree.

Rules (scores 0.75):

1. **Name by its login** (``PERSON``): 2-3 adjacent name words (capitalised or ALL CAPS, any
   cased script) within :data:`WINDOW` characters of an e-mail local part, an ``@handle`` or a
   login token whose letters (digits and ``._-`` dropped, read token by token from the start)
   spell two of the words as *first + last* in either order, each part the whole word, its
   initial, or (the second) a prefix of 3+ letters: ``cuthbertl``, ``t.kamatsuka``,
   ``sagrario.soto99`` (``Sagrario Sotomonte``), ``plassmannw`` (``Wilfried Plassmann``). An
   initial followed by a cut surname needs 6+ letters of it (``cleatherba``). Words are compared
   through their ASCII transliteration (``anyascii``: ``Ø`` → ``o``, ``Ж`` → ``zh``; German
   ``ü`` → ``ue`` too).
2. **Lone name by its handle** (``PERSON``): one capitalised word of 4+ letters that is a whole
   token of an e-mail local part or handle (``Ждан`` ~ ``@zhdan_per``), not a common word, a
   field label, an organisation/role word or a technology term.
3. **Login by its name** (``USERNAME``): a lower-case login token outside an e-mail address
   (``'cuthbertl'``, ``t.kamatsuka``, ``h.dzvinchuk``) that spells a name within the window,
   when an e-mail or handle spells that name too (rule 1) or one of its words is a listed name
   word: a bare slug spells products as well (``'harborsync'``, ``'Harbor Sync'``).

Not: a login that spells one word only (``report``, ``backup``), a word pair it does not spell,
a lone word that is a common word in some language (``Kontakt`` ~ ``kontakt@…``).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache
from typing import Any, Iterable

from anyascii import anyascii

from ..known_values import common_words
from ..lexicon import FieldLexicon, default_lexicon
from ..name_lists import name_lists
from ..tech_terms import all_tech
from .base import OurRecognizer
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS
from .vocab import TECH_WORDS

#: characters between a name and the login that spells it (one record: a CSV row, a SQL tuple,
#: an HTML table row, a JSON user object)
WINDOW = 400

_UP = r"A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁІЇЄҐΑ-ΩΆ-Ώ"
_LO = r"a-zß-öø-ÿĀ-ſа-яёіїєґα-ωά-ώΐΰ"
_WORD_RE = re.compile(rf"(?<![\w])[{_UP}](?:[{_LO}]+|[{_UP}]+)(?:-[{_UP}][{_LO}]+)*(?![\w])")
# an e-mail local part (also `%40`-encoded), an @handle, a bare lower-case login token
_EMAIL_LOCAL_RE = re.compile(r"(?<![\w.%+\-])([A-Za-z0-9][A-Za-z0-9._+\-]{1,63})(?:@|%40)(?=[A-Za-z0-9\-]+\.[A-Za-z])")
_HANDLE_RE = re.compile(r"(?:(?<=^)|(?<=[\s(\[\"'«,;:>]))@([A-Za-z][A-Za-z0-9_.]{2,31})(?![\w@])", re.M)
_LOGIN_RE = re.compile(r"(?<![\w@.%/\\\-])([a-z][a-z0-9]*(?:[._\-][a-z0-9]+){0,3})(?![\w@]|[.\-]\w|%40)")
_TOKEN_RE = re.compile(r"[a-z]+")
_GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "ae", "Ö": "oe", "Ü": "ue"})


@lru_cache(maxsize=4096)
def _spellings(word: str) -> tuple[str, ...]:
    """Lower-case ASCII letter forms of ``word``: its transliteration and, with umlauts, the
    German one (``Müller`` → ``muller``, ``mueller``)."""
    forms = {re.sub(r"[^a-z]", "", anyascii(word).lower())}
    if any(c in word for c in "äöüßÄÖÜ"):
        forms.add(re.sub(r"[^a-z]", "", anyascii(word.translate(_GERMAN)).lower()))
    return tuple(f for f in forms if f)


def _pair_spelled(joined: str, a: str, b: str) -> bool:
    """``joined`` is ``a`` then ``b``, each whole or as its initial, ``b`` possibly cut to 3+
    letters (6+ after an initial of ``a``); never two initials."""
    if len(a) < 2 or len(b) < 2:
        return False
    if joined.startswith(a):
        rest = joined[len(a) :]
        return rest == b or rest == b[0] or (len(rest) >= 3 and b.startswith(rest))
    if joined[:1] == a[0]:
        rest = joined[1:]
        return rest == b or (len(rest) >= 6 and b.startswith(rest))
    return False


def _login_prefixes(login: str) -> list[str]:
    """The login's letters read token by token from the start: ``t.kamatsuka.hr`` →
    ``t``, ``tkamatsuka``, ``tkamatsukahr``."""
    toks = _TOKEN_RE.findall(login.lower())
    return ["".join(toks[: i + 1]) for i in range(len(toks))]


def spells_name(login: str, words: list[str]) -> tuple[int, int] | None:
    """Indices ``(i, j)`` (``i < j``, at most one word between) of two of ``words`` that
    ``login`` spells as first + last in either order (rule 1), or None."""
    prefixes = [p for p in _login_prefixes(login) if len(p) >= 5]
    if not prefixes:
        return None
    for i in range(len(words)):
        for j in range(i + 1, min(len(words), i + 3)):
            for a in _spellings(words[i]):
                for b in _spellings(words[j]):
                    if any(_pair_spelled(p, a, b) or _pair_spelled(p, b, a) for p in prefixes):
                        return i, j
    return None


def _near(starts: list[int] | tuple[()], pos: int) -> bool:
    """True when a sorted offset of ``starts`` lies within :data:`WINDOW` of ``pos``."""
    k = bisect_left(starts, pos - WINDOW)
    return k < len(starts) and starts[k] <= pos + WINDOW


def _login_shaped(text: str, pos: int, login: str) -> bool:
    """A bare token that can be an account: 5+ letters in at most 4 parts; a plain word only
    as a value (quoted, after ``=`` or ``:``), one with ``._-`` or digits anywhere."""
    toks = _TOKEN_RE.findall(login)
    if len(toks) > 4 or sum(map(len, toks)) < 5:
        return False
    if len(toks) > 1 or any(c.isdigit() for c in login):
        return True
    before = text[max(0, pos - 2) : pos].rstrip(" ")
    return before[-1:] in ("'", '"', "=", ":", "`")


def _name_word_ok(w: str) -> bool:
    k = w.casefold()
    return not (k in NOT_NAME_WORDS or k in ROLE_WORDS or w.upper() in TECH_WORDS or all_tech(w))


class NameLinkRecognizer(OurRecognizer):
    """Names corroborated by the login that spells them, and those logins (module docstring)."""

    ENTITIES = ("PERSON", "USERNAME")

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self._lexicon = lexicon or default_lexicon()
        super().__init__(supported_language=supported_language)

    def _lone_word_ok(self, w: str) -> bool:
        if len(w) < 4 or w.isupper() or not _name_word_ok(w) or self._lexicon.known(w):
            return False
        return w.casefold() not in common_words() or name_lists().is_given(w)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, score)``."""
        if "@" not in text and "%40" not in text and not _LOGIN_RE.search(text):
            return
        accounts = [(m.start(1), m.group(1), "mail") for m in _EMAIL_LOCAL_RE.finditer(text)]
        accounts += [(m.start(1), m.group(1), "handle") for m in _HANDLE_RE.finditer(text)]
        in_mail = sorted((p, p + len(v)) for p, v, _ in accounts)
        mail_starts = [a for a, _ in in_mail]

        def inside_account(pos: int) -> bool:
            k = bisect_right(mail_starts, pos) - 1
            return k >= 0 and pos < in_mail[k][1]

        logins = [
            (m.start(1), m.group(1), "login")
            for m in _LOGIN_RE.finditer(text)
            if _login_shaped(text, m.start(1), m.group(1)) and not inside_account(m.start(1))
        ]
        if not accounts and not logins:
            return
        words = [(m.start(), m.end(), m.group(0)) for m in _WORD_RE.finditer(text)]
        runs = self._runs(text, words)
        starts = [r[0][0] for r in runs]
        lists = name_lists()
        by_mail: set[tuple[int, int]] = set()
        for pos, login, how in accounts + logins:
            for run in runs[bisect_left(starts, pos - WINDOW) : bisect_right(starts, pos + WINDOW)]:
                hit = spells_name(login, [w for _, _, w in run])
                if hit is None:
                    continue
                i, j = hit
                if not all(_name_word_ok(w) for _, _, w in run[i : j + 1]):
                    continue
                span = (run[i][0], run[j][1])
                if how != "login":
                    by_mail.add(span)
                elif span not in by_mail and not any(lists.is_name_word(w) for _, _, w in run[i : j + 1]):
                    continue  # a bare slug spells products too ('harborsync', 'Harbor Sync')
                yield "PERSON", span[0], span[1], 0.75
                if how == "login":
                    yield "USERNAME", pos, pos + len(login), 0.75
        # rule 2: a lone word that is a whole token of an e-mail local part or a handle
        tokens = {t for _, v, _ in accounts for t in _TOKEN_RE.findall(v.lower()) if len(t) >= 4}
        if not tokens:
            return
        # token -> sorted start offsets of the accounts holding it: a word looks up the
        # accounts within WINDOW by bisect instead of walking all of them (4 700 ``@Alice``
        # handles in 32 KB cost 13 s when each word walked every account)
        at: dict[str, list[int]] = {}
        for p, v, _ in accounts:
            for t in set(_TOKEN_RE.findall(v.lower())):
                at.setdefault(t, []).append(p)
        for ps in at.values():
            ps.sort()
        for s, e, w in words:
            forms = _spellings(w)
            if any(f in tokens for f in forms) and self._lone_word_ok(w):
                if any(_near(at.get(f, ()), s) for f in set(forms)):
                    yield "PERSON", s, e, 0.75

    @staticmethod
    def _runs(text: str, words: list[tuple[int, int, str]]) -> list[list[tuple[int, int, str]]]:
        """Maximal runs of 2+ name words separated by one space or tab."""
        runs: list[list[tuple[int, int, str]]] = []
        cur: list[tuple[int, int, str]] = []
        for w in words:
            if cur and text[cur[-1][1] : w[0]] in (" ", "\t") and len(cur) < 4:
                cur.append(w)
                continue
            if len(cur) >= 2:
                runs.append(cur)
            cur = [w]
        if len(cur) >= 2:
            runs.append(cur)
        return runs
