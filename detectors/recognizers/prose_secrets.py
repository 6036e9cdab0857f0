"""Passwords said in prose and chat, in many languages.

Entities: ``PASSWORD`` (0.8), ``SECRET`` (0.8, card security codes).

A password word (:data:`edgeward.detectors.secret_words.PROSE_PASSWORD_RE`: ``password``,
``pw``, ``passcode``, ``PIN``, ``contraseña``, ``senha``, ``mot de passe``, ``Kennwort``,
``пароль``, ``κωδικός``, ``كلمة السر``, ``密码``, ``パスワード``, ``비밀번호``, ``şifre``,
``hasło``, ``पासवर्ड`` …) starts a window that ends at the line or sentence end (at most 80
characters). When a copula, colon or arrow follows in the window (``is``, ``es``, ``ist``,
``это``, ``είναι``, ``هي``, ``是``, ``は`` …), the first secret-shaped token among the next
six after it is the value (``the new admin pw for grafana is X``); otherwise (word orders
without a copula or with a final one: ``şifre X``, ``पासवर्ड X है``, ``PIN X``) the token right
after the word, or the one after that, is.

Two more shapes: a question and its answer, or a label over its value (``the wifi password?``
then ``B: Kiwi#2231`` on the next line; ``Password:`` then the value on the next line; a chat
answer a message later, the value in a code span or quotes), and a
card's security code after ``CVV``/``CVC``/``security code`` (3-4 digits, ``SECRET``).

Secret-shaped: 4-128 characters, not a date/time, a version number, a URL, an e-mail, a path,
a variable reference or a placeholder; and a letter with a digit, a symbol with a letter or
digit, a capital after the first character next to lower case, or all digits: 4+ after a PIN
word, 6+ after a password word and a copula (``la clave es 2024`` is a year). Ordinary words,
and words joined by hyphens or dots (``one-time``), are never taken.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..secret_words import PROSE_COPULA_RE, PROSE_PASSWORD_RE, password_pointer
from ..shapes import is_datetime
from .base import OurRecognizer
from .card_pins import not_a_pin
from .credentials import looks_like_reference

_WINDOW = 80
_END_RE = re.compile(r"\n|[.!?؟](?=\s)|\.$|[。！？]|؟$")  # a final "!" may end the password
#: a shell/PowerShell/batch variable reference right before the word (``$PASSWORD``,
#: ``$env:PASSWORD``, ``${PASSWORD}``, ``%PASSWORD%``)
_VAR_BEFORE_RE = re.compile(r"(?:\$(?:env:)?|\$\{|%)$", re.I)
_TOKEN_RE = re.compile(r"[^\s，。、；]+")
_QUOTES = "\"'“”‘’«»()[]"
# particles and endings glued after a value in scripts without spaces (입니다, です, 이에요)
_GLUED_TAIL_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0900-\u097f].*$")
_GLUED_HEAD_RE = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+")
_TRAIL_PUNCT = ".,;:)»”’\"'"  # "!" and "?" end many passwords: kept
#: a quote followed only by closing brackets and separators at a token's end: the end of a
#: quoted value inside code or JSON (``"X"}``, ``'X')``, ``"X"]],``)
_CLOSING_QUOTE_RE = re.compile(r"[\"'`”’][)\]}>,;.]*$")
_VERSION_RE = re.compile(r"^v?\d+(?:\.\d+)+[a-z0-9\-]*$", re.I)
# words joined by hyphens/dots/apostrophes, or one word with a final stop: prose (``one-time``)
_WORDS_RE = re.compile(r"[^\W\d_]+(?:[\-.'’][^\W\d_]+)*[.,:;!?]?")
#: a label line's rest after the password word: up to three words, a colon ending the line
#: (``Passwort lautet:``, ``contraseña provisional es:``, ``hasło tymczasowe:``, ``הזמנית שלך:``)
_LABEL_TAIL_RE = re.compile(r"(?:[ \t]+[^\W\d_]{1,15}){1,3}[ \t]*[:：][ \t]*")
#: words that make such a line a heading about passwords, not a label of one (``Password
#: manager choices:``, ``Password changed by:``)
_TAIL_STOP = frozenset(
    """by for of on at to from von für am par pour de por para da per przez dla от для manager managers
    choices options policy policies requirements rules rule reset changed updated rotated hint field length
    history expiry strength last list instructions details info information help tips settings""".split()
)
_PIN_WORDS = (
    "pin",
    "upi",
    "पिन",
    "пин",
    "暗証番号",
    "passcode",
    "kenncode",
    "パスコード",
    "الرقم السري",
    "رقم التعريف",
    "الرمز السري",
)  # a passcode is digits as often (secrets16)
#: a request for the value with no question mark (``ドアの暗証番号教えて``, ``wifi密码告诉我``,
#: ``비번 알려줘``): the answer follows as a question's would (secrets14)
_ASK_RE = re.compile(
    r"^[ \t]*(?:を|は|의|좀)?[ \t]*(?:教えて|おしえて|何|なに|告诉我|发我|发一下|是什么|是多少|多少|알려|뭐야|뭐예요|뭐에요|뭐임)"
)
# the rest of a question's line, then the next line with an optional speaker label
_NEXT_RE = re.compile(
    # an e-mail's quote marks (``> ``, ``>> ``) may start the next line (secrets14)
    r"[?؟？:：]?[ \t]*(?:\r?\n[ \t]*(?:>[ \t]?)*[ \t]*(?:\[[^\]\n]{1,25}\][ \t]*)?(?:[^:\n]{1,30}:[ \t]+)?|[ \t]+)(?P<v>[^\n]{1,80})"
)
# a card's security code (3-4 digits) after its name
_CVV_RE = re.compile(
    r"(?i)(?<![\w])(?:cvv2?|cvc2?|csc|card[ _]security[ _]code|security[ _]code|card[ _]?code|código de seguridad|kartenprüfnummer|"
    r"cryptogramme)(?:[ \t]+(?:code|number|no\.?))?[\"']?[ \t]*(?:is|was|:|=|#|-|es|ist|est)?[ \t]*[\"']?(?P<v>\d{3,4})(?![\d\w])"
)
_CHAT_ANSWER_RE = re.compile(
    r"[?:：]?[ \t]*(?:\r?\n[ \t]*){1,3}(?:[^\n]{1,40}?\d{1,2}:\d{2}(?:[ \t]?[AaPp][Mm])?[ \t]*\r?\n[ \t]*)?"
    r"(?P<v>[^\n]{1,160})"
)
_PATHLIKE_RE = re.compile(r"/|\\|\.[A-Za-z]{1,4}$|^https?:|^[\w.\-]+\(\)?$")
_QUOTED_TOKEN_RE = re.compile(r"[`\"“'‘]([^`\"”'’\s]{6,64})[`\"”'’]")
#: a value inside inline markup: HTML emphasis/code elements or markdown emphasis
_MARKUP_RE = re.compile(
    r"(?:<(?P<t>b|strong|code|i|em|tt|kbd|mark|u|samp)>(?P<v>[^<>\s]{1,128})</(?P=t)>|"
    r"(?P<s>\*\*|__)(?P<v2>[^*\s]{1,128})(?P=s))"
)
_SYMBOLS = set("!@#$%^&*_+=~?.-/\\|:;,<>`")
#: a quoted phrase right after the copula: a passphrase of words (``is 'seven brass owls at
#: dawn'``, ``ist „blaue Tasse sieben“``, ``は「しろいねこ」``), read whole (secrets19)
_QUOTED_PHRASE_RE = re.compile(
    r"[ \t]*[:：]?[ \t]*(?:(?P<q1>[\"“”„«»「『'‘])(?P<v>[^\"“”„«»「」『』'‘’\n]{4,100}?)[\"“”«»」』'’])"
)
#: a preposition right after the password word: the next token is what the password is for
#: (``the passphrase for id_ed25519 is …``), never the value itself (secrets19)
_FOR_WORDS = frozenset(
    """for of to on at für von zu pour de du des à para por per di voor van til for för av på dla do na
    для от к на για του της için ile від до""".split()
)


def _secret_shaped(v: str, min_digits: int | None) -> bool:
    if not 4 <= len(v) <= 128 or is_datetime(v) or _VERSION_RE.match(v) or looks_like_reference(v):
        return False
    low = v.lower()
    if low.startswith(("http:", "https:", "www.", "/", "~/", "./", "$", "%", "[", "@")) or re.fullmatch(
        r"[^@\s]+@[^@\s]+\.[a-z]{2,}", low
    ):
        return False
    letters = any(c.isalpha() for c in v)
    digits = any(c.isdigit() for c in v)
    symbols = any(c in _SYMBOLS for c in v)
    if v.isdigit():
        return min_digits is not None and len(v) >= min_digits
    if letters and digits:
        return True
    if symbols and (letters or digits) and not _WORDS_RE.fullmatch(v):
        return True
    return any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)


def secret_shaped(v: str, min_digits: int | None = None) -> bool:
    """Whether ``v`` has a secret's shape (module docstring): 4-128 characters, no date, version,
    URL, e-mail, path, reference or placeholder; a letter with a digit, a symbol with a letter or
    digit, an inner capital next to lower case, or ``min_digits``+ digits (None: no digits-only
    value)."""
    return _secret_shaped(v, min_digits)


#: a label's separator right after the password word (a pointer is read only there: in prose,
#: ``the password in the attached file is X`` goes on to the value)
_LABEL_SEP_RE = re.compile(r"[ \t]*[:：=][ \t]*")
#: a separator of a CSV/TSV/pipe row right before the password word: it heads a column
_HEADER_CELL_RE = re.compile(r"[,;|\t][ \t]*\Z")


class ProseSecretRecognizer(OurRecognizer):
    """Passwords in prose and chat (rules in the module docstring)."""

    ENTITIES = ("PASSWORD", "SECRET")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)`` for each password given in prose and
        ``("SECRET", start, end, 0.8)`` for each card security code."""
        for m in PROSE_PASSWORD_RE.finditer(text):
            if _VAR_BEFORE_RE.search(text, max(0, m.start() - 6), m.start()):
                continue  # ``$env:PASSWORD -AsPlainText``: a variable's name, not prose
            if re.search(r"/[ \t]*$", text[max(0, m.start() - 3) : m.start()]):
                continue  # ``User / Password: jdoe / Kiwi#2231``: the second column (secret_pairs.py)
            start = m.end()
            end = min(len(text), start + _WINDOW)
            stop = _END_RE.search(text, start, end)
            if stop is not None:
                end = stop.start()
            window = text[start:end]
            label = _LABEL_SEP_RE.match(window)
            if label is not None and password_pointer(window[label.end() :]):
                continue  # ``Password: in 1Password``, ``siehe Wiki``: where it is, not what it is
            word = m.group("w") if m.group("w") is not None else m.group("c")
            pin = word is not None and word.casefold().startswith(_PIN_WORDS)
            cop = PROSE_COPULA_RE.search(window)
            found = None if cop is None else self._quoted_phrase(window, cop.end())
            if found is None and cop is not None:
                found = self._first(window, cop.end(), 6, min_digits=4 if pin else 6)
            if found is None and not (cop is not None and self._for_object(window, cop.start())):
                # no copula, or a final one (``पासवर्ड X है``)
                found = self._first(window, 0, 2, min_digits=4 if pin else None)
            if found is not None and pin and not_a_pin(text, m.start(), start + found[0], start + found[1]):
                continue  # ``Mumbai PIN 400021`` (a postal code), ``PIN changed in 2024``
            if found is not None:
                yield "PASSWORD", start + found[0], start + found[1], 0.8
                continue
            # a question and its answer, or a label over its value: the next sentence or line
            # (``new wifi password?`` / ``B: Kiwi#2231``; ``Password:`` / ``  Kiwi#2231``)
            tail = text[end : end + 2]
            if _HEADER_CELL_RE.search(text, max(0, m.start() - 8), m.start()):
                continue  # a table's header cell (``name,wifi,password``): its column is read per row
            if (
                window.strip() in ("", ":", "：", "?", "؟", "？")
                or tail[:1] in ("?", "؟", "？")
                or _ASK_RE.match(window)
                or (
                    _LABEL_TAIL_RE.fullmatch(window) is not None
                    and not _TAIL_STOP.intersection(
                        w.casefold() for w in window.replace("：", ":").split(":")[0].split()
                    )
                )
            ):
                nxt = _NEXT_RE.match(text, end)
                if nxt is not None:
                    found = self._first(nxt.group("v"), 0, 3, min_digits=4 if pin else None)
                    if found is not None:
                        yield "PASSWORD", nxt.start("v") + found[0], nxt.start("v") + found[1], 0.8
                        continue
                # a chat answer a message later (blank line, "Name  9:04 AM" header): the value
                # people put in a code span or quotes (``it's `Kiwi#2231` for the app user``)
                ans = _CHAT_ANSWER_RE.match(text, end)
                if ans is not None:
                    q = _QUOTED_TOKEN_RE.search(ans.group("v"))
                    if (
                        q is not None
                        and not _PATHLIKE_RE.search(q.group(1))
                        and _secret_shaped(q.group(1), 4 if pin else None)
                    ):
                        s0 = ans.start("v") + q.start(1)
                        yield "PASSWORD", s0, s0 + len(q.group(1)), 0.8
        for m in _CVV_RE.finditer(text):
            yield "SECRET", m.start("v"), m.end("v"), 0.8

    @staticmethod
    def _quoted_phrase(window: str, pos: int) -> tuple[int, int] | None:
        """The quoted passphrase right after the copula at ``pos`` (two or more words, or one
        secret-shaped token), as offsets into ``window``; None when no quote opens there."""
        m = _QUOTED_PHRASE_RE.match(window, pos)
        if m is None:
            return None
        v = m.group("v").strip()
        if not v or _PATHLIKE_RE.search(v) or v.startswith(("$", "{", "%", "<", "[")) or password_pointer(v):
            return None
        words = v.split()
        if len(words) >= 2 or _secret_shaped(v, None):
            a = m.start("v") + (len(m.group("v")) - len(m.group("v").lstrip()))
            return a, a + len(v)
        return None

    @staticmethod
    def _for_object(window: str, cop_at: int) -> bool:
        """Whether the words before the copula name what the password is for (``for
        id_ed25519``): a preposition opens them, so no token there is the value."""
        head = window[:cop_at].split()
        return bool(head) and head[0].casefold() in _FOR_WORDS

    @staticmethod
    def _first(window: str, pos: int, max_tokens: int, *, min_digits: int | None) -> tuple[int, int] | None:
        for i, t in enumerate(_TOKEN_RE.finditer(window, pos)):
            if i >= max_tokens:
                break
            a, b = t.span()
            head = _GLUED_HEAD_RE.match(window, a, b)
            if head is not None:
                a = head.end()
            while a < b and window[a] in _QUOTES:
                a += 1
            if pos == 0 and window[a:b].startswith(("=", ":")):
                a += 1  # the copula glued to the value (``Password=${DB_PASSWORD}``)
            mk = _MARKUP_RE.match(window, a, b)
            if mk is not None:  # inline markup around the value (``<b>Kiwi#2231</b>``, ``**…**``)
                g = "v" if mk.group("v") is not None else "v2"
                a, b = mk.start(g), mk.end(g)
            if window[a:b].startswith(("$", "{", "%", "<", "[")) or looks_like_reference(window[a:b]):
                return None  # a reference or placeholder stands where the value would be
            tail = _GLUED_TAIL_RE.search(window, a, b)
            if tail is not None and tail.start() > a:
                b = tail.start()
            close = _CLOSING_QUOTE_RE.search(window, a, b)
            if close is not None and close.start() > a:
                b = close.start()  # ``{"password": "X"}``: the quote closes the value, not part of it
            while b > a and window[b - 1] in _TRAIL_PUNCT + _QUOTES:
                b -= 1
            if b > a and _secret_shaped(window[a:b], min_digits):
                return a, b
        return None
