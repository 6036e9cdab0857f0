"""Passwords told by what they do or by what they are called after them (secrets14).

The other password rules read a value *after* a password word (``password is X``,
``Passwort: X``). People also write the value first or name it only by its use; four
constructions carry no doubt when the value is secret-shaped (``PASSWORD`` 0.8):

1. **use X to log in** — a use verb, the value, then a log-in purpose in the same clause:
   ``Use Falcon-Ridge-72 to log in``, ``benutze X zum Einloggen``, ``utilise X pour te
   connecter``, ``usa X para entrar``, ``usa X per accedere``, ``gebruik X om in te loggen``,
   ``użyj X do logowania``, ``используй X для входа``;
2. **log in with X** — a log-in verb, ``with`` and the value, with a password word in the same
   line (``Log in with Otter$Creek41 — that's the new password``, ``melde dich mit X an, das
   ist das Passwort``); without the password word it may be an account or a provider;
3. **X is the (new) password** — the value, a copula and a password word after an article and
   an adjective of at most two words: ``Gravel!Moon83 is the new password``, ``X ist das neue
   WLAN-Passwort``, ``X est le nouveau mot de passe``, ``X es la contraseña``, ``X è la password``,
   ``X jest hasłem``;
4. **changed to X** in languages whose "to" the set-to rule lacks: Dutch ``wachtwoord
   veranderd/gewijzigd in/naar X``, Korean ``비밀번호를 X로 바꿨어요`` (``으로``, ``변경``); and a
   password word with a change verb in one line, the value among the next three tokens
   (``غيرت الباسورد، الجديد X``, ``パスワード変えた。X``, ``пароль змінила, тепер X``);
5. **a bracket after the value** naming it (``it's X btw (the vpn password)``).

Secret-shaped: 6-64 characters, not a URL, path, e-mail, version, date or reference, and
either letters with digits, or a symbol with letters or digits, or mixed case inside
(``Nabi_7788``, ``Otter$Creek41``). Plain words (``Use SSO to log in``, ``log in with Google``,
``Use sudo to log in``), placeholders (``<password>``, ``${PW}``, ``changeme``) and file or
host names (``id_rsa.pub``, ``db01.corp``) are none.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterable

from ..secret_words import PROSE_PASSWORD_RE
from .base import OurRecognizer
from .credentials import looks_like_reference
from .plain_passwords import is_predicate

SCORE = 0.8

#: a candidate value: no spaces, quotes or brackets; kept in quotes of any kind when quoted
_V = r"(?P<v>[^\s\"'`«»„“”‘’「」()\[\]<>{}]{6,64})"
_Q_OPEN = r"[\"'`«„“‘「]?[ \t\u00a0]?"
_Q_CLOSE = r"[ \t\u00a0]?[\"'`»“”’」]?"

_USE_RE = re.compile(
    r"(?i)(?<![\w])(?:use|try|enter|type|benutze?|nutze?|verwende|(?:benutzen|nutzen|verwenden)[ \t]+sie|"
    r"utilise[rz]?|entrez|saisissez|saisis|usa|usá|usate|usare|utiliza|utilice|utilize|utilizza|introduce|"
    r"introduzca|inserisci|gebruik|bruk|brug|använd|użyj|uzyj|wpisz|используй(?:те)?|використовуй(?:те)?|kullan)"
    r"[ \t]+" + _Q_OPEN + _V + _Q_CLOSE + r"[ \t]+"
    r"(?:(?:to|for)[ \t]+(?:log[ \t\-]?in|sign[ \t\-]?in|login|signin|unlock|connect|get[ \t]+in|access)|"
    r"(?:zum|für[ \t]+(?:den|das|die))[ \t]+(?:einloggen|anmelden|entsperren|login|log-?in|zugang)|"
    r"um[ \t]+dich[ \t]+(?:einzuloggen|anzumelden)|"
    r"(?:for[ \t]+å|til[ \t]+at|för[ \t]+att)[ \t]+(?:logge|logga)[ \t]+(?:inn|ind|in)|"
    r"(?:aby|żeby)[ \t]+się[ \t]+zalogować|"
    r"para[ \t]+(?:aceder|fazer[ \t]+login)|"
    r"pour[ \t]+(?:te|vous|se)[ \t]+connecter|pour[ \t]+(?:entrer|déverrouiller)|"
    r"para[ \t]+(?:entrar|acceder|acessar|iniciar[ \t]+sesión|logar|desbloquear)|"
    r"per[ \t]+(?:accedere|entrare|sbloccare|fare[ \t]+il[ \t]+login)|"
    r"om[ \t]+in[ \t]+te[ \t]+loggen|do[ \t]+logowania|"
    r"для[ \t]+входа|для[ \t]+входу|чтобы[ \t]+войти|щоб[ \t]+увійти)(?![\w])"
)
_KEY_CHORD_RE = re.compile(r"(?i)(?:(?:ctrl|alt|shift|cmd|win|super|fn|option|opt|strg|meta)\+)+\w+")
_LOGIN_WITH_RE = re.compile(
    r"(?i)(?<![\w])(?:log[ \t]?in|sign[ \t]?in|login|melde[ \t]+dich|connecte[ \t\-]*toi|connectez[ \t\-]*vous|"
    r"entra|accedi|inicia[ \t]+sesión|log[ \t]+in)[ \t]+(?:with|mit|avec|con|com|met|z)[ \t]+"
    + _Q_OPEN
    + _V
    + _Q_CLOSE
    + r"(?=[ \t]*(?:$|[,;:]|[.!?](?:\s|$)|[—–\-][ \t]|\(|an\b))"
)
_COPULA = r"(?:is|was|ist|war|est|c['’]est|es|era|è|é|er|var|är|jest|to|je|это|це|είναι|olacak|dır|dir)"
_ARTICLE = (
    r"(?:(?:the|my|your|our|das|dein|mein|unser|le|la|mon|ton|notre|votre|el|mi|tu|il|lo|o|a|het|de|den|det|"
    r"nasze|moje|twoje|новый|новий)[ \t]+)?"
)
_ADJ = r"(?:(?:new|neue|neues|nouveau|nouvelle|nueva|nuevo|nuovo|nuova|nova|novo|nieuwe|nye|nya|nowe|nowym|temporary|temp)[ \t]+)?"
_BEFORE_RE = re.compile(
    r"(?<![\w\-])"
    + _Q_OPEN
    + _V
    + _Q_CLOSE
    + r"[ \t]+(?i:"
    + _COPULA
    + r")[ \t]+(?i:"
    + _ARTICLE
    + _ADJ
    + r")(?:[\w]+-)?(?i:password|passwort|kennwort|mot[ \t]+de[ \t]+passe|contraseña|senha|wachtwoord|passord|"
    r"lösenord|hasłem|hasło|пароль|κωδικός|şifre|pw|pin)(?:e[ns]?|s|et|en|a)?"
    # the password word ends the clause: ``OAuth2 is the password flow`` names no password
    r"(?=[ \t]*(?:$|[.,;:!?)]|[—–]|\(|(?:for|für|pour|para|per|voor|dla|для)[ \t]))"
)
#: secrets15: a right-to-left password word after the value (``X היא הסיסמה החדשה``, ``X هي كلمة
#: المرور الجديدة``, ``X — סיסמה``, ``X رمز عبور``); a copula or dash between is optional, the
#: value must be strong (no login or product name)
_RTL_AFTER_RE = re.compile(
    r"(?<![\w\-])"
    + _Q_OPEN
    + _V
    + _Q_CLOSE
    + r"[ \t]+(?:[—–:\-][ \t]+)?(?:(?:היא|הוא|זו|זה|זאת|هي|هو|هذه|هذا|ہے|است)[ \t]+)?"
    r"(?:[הל]?סיסמ(?:ה|א|ת)|(?:ال)?كلمة[ \t]+(?:ال)?(?:مرور|سر)|(?:ال)?رمز[ \t]+(?:ال)?سري|رمز[ \t]+عبور|"
    r"گذرواژه|پاس[ \t]?ورڈ|پاسورڈ)(?![\w])"
)
_NL_RE = re.compile(
    r"(?i)(?<![\w])(?:wachtwoord|ww|pincode)[ \t]+(?:[^\W\d_]+[ \t]+){0,3}?(?:veranderd|gewijzigd|aangepast|gezet)"
    r"[ \t]+(?:in|naar|op)[ \t]+" + _Q_OPEN + _V
)
_KO_RE = re.compile(
    r"(?:비밀번호|비번|암호|패스워드)(?:를|을)?[ \t]*"
    + _Q_OPEN
    + r"(?P<v>[!-~]{6,64}?)"
    + _Q_CLOSE
    + r"(?:으로|로)[ \t]*(?:바꿨|바꾸|변경|설정|수정)"
)
#: a change verb near a password word in one line (``غيرت الباسورد، الجديد X``, ``パスワード変えた。X``,
#: ``пароль змінила, тепер X``): the value follows the later of the two
_CHANGED_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:changed|reset|updated|geändert|geaendert|zurückgesetzt|changé|modifié|réinitialisé|cambiado|"
    r"cambié|cambiato|cambiata|mudei|mudou|alterei|zmieniłem|zmieniłam|zmieniony|zmienione|поменял|поменяла|изменил|"
    r"изменила|сменил|сменила|змінив|змінила|поміняв|поміняла|değiştirdim|değişti|veranderd|gewijzigd|endret|ændret|"
    r"ändrade|vaihdoin|άλλαξα|غيرت|غيّرت|تغيرت|שיניתי|החלפתי|बदल[ \t]+दिया|बदला|đã[ \t]+đổi|mengganti|diganti)(?![^\W\d_])"
    r"|変えた|変更した|変更しました|改了|改成|换了|바꿨|변경했"
)
_CLAUSE_VALUE_RE = re.compile(r"[^\s\"'`«»„“”‘’「」()\[\]<>{}、，。،]{6,64}")
#: a value, then a bracket naming it a password in the same line (``it's X btw (the vpn password)``)
_BRACKET_AFTER_RE = re.compile(
    r"(?<![\w\-])" + _V + r"(?:[ \t]+[^\W\d_]{1,8}){0,2}[ \t]*\((?:[^()\n]{0,30}?[ \t])?(?=(?i:password|passwort|"
    r"kennwort|mot[ \t]+de[ \t]+passe|contraseña|senha|wachtwoord|passord|lösenord|hasło|пароль|pw|pin)(?![^\W\d_]{4}))"
)
_SYMBOLS = set("!@#$%^&*_+=~?.-/\\|:;,")
_TRAIL = ".,;:!?)»”’\"'"
#: the sentence goes on after the value (a blank, then a word)
_GOES_ON_RE = re.compile(r"[ \t]+\w")


def secret_shaped(v: str) -> bool:
    """Whether ``v`` reads as a password rather than a word, name, path or reference
    (the shape rule of the module docstring)."""
    if not 6 <= len(v) <= 64 or looks_like_reference(v) or is_predicate(v):
        return False
    low = v.casefold()
    if low.startswith(("http", "www.", "/", "~", "./", "$", "%", "@", "{", "<", "*")) or "@" in v[1:]:
        return False
    if re.fullmatch(r"v?\d+(?:[.\-]\d+)+[a-z0-9\-]*|[\w\-]+\.(?:[a-z]{2,4})|[\w\-]+(?:\.[\w\-]+){2,}", low):
        return False  # a version, a file or a host name
    letters = any(c.isalpha() for c in v)
    digits = any(c.isdigit() for c in v)
    if letters and digits:
        return True
    if any(c in _SYMBOLS for c in v) and (letters or digits) and not re.fullmatch(r"[^\W\d_]+(?:[\-'’][^\W\d_]+)*", v):
        return True
    return (
        any(c.isupper() for c in v[1:])
        and any(c.islower() for c in v)
        and not re.fullmatch(r"[A-Z][a-z]+[A-Z][a-z]+", v)
    )


def _strong(v: str) -> bool:
    """A value no login, product or tool name has: a symbol with letters or digits
    (``Otter$Creek41``), words joined by ``-``/``_`` with lower case and 2+ digits in 8+
    characters (``Falcon-Ridge-72``), or upper, lower case and digits in 8+ characters
    (``Kq8vN2xR``); not ``jdoe42``, ``Node18``, ``python3.12``, ``OAuth2``, ``VPN-EU-2``."""
    if not secret_shaped(v) or _KEY_CHORD_RE.fullmatch(v):
        return False  # ``Ctrl+Alt+Del``: keys to press, not a value to type
    if any(c in "!@#$%^&*+=~?" for c in v) and any(c.isalnum() for c in v):
        return True
    if re.search(r"[-_]v?\d+(?:\.\d+)+$", v):
        return False  # a product and its version (``Kubernetes-1.29``)
    if any(c in "-_" for c in v):
        # hyphen/underscore-joined words: a tool, a product or a network name (``ssh-agent``,
        # ``Python-3``, ``VPN-EU-2``, ``Okta-SSO``) unless lower case and 2+ digits join in
        # (``Falcon-Ridge-72``, ``Nabi_7788``)
        return sum(c.isdigit() for c in v) >= 2 and any(c.islower() for c in v) and len(v) >= 8
    return len(v) >= 8 and any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)


class PasswordUsageRecognizer(OurRecognizer):
    """Passwords named by their use or by a password word after them (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)`` for each value."""
        # the password word before the value: any secret shape; the value first or named by its
        # use: a shape no login or tool name has
        for rx, shape in (
            (_NL_RE, secret_shaped),
            (_KO_RE, secret_shaped),
            (_USE_RE, _strong),
            (_BEFORE_RE, _strong),
            (_RTL_AFTER_RE, _strong),
        ):
            for m in rx.finditer(text):
                yield from self._emit(m, shape)
        for m in _BRACKET_AFTER_RE.finditer(text):
            yield from self._emit(m, _strong)
        yield from self._changed(text)
        for m in _LOGIN_WITH_RE.finditer(text):
            ls = text.rfind("\n", 0, m.start()) + 1
            le = text.find("\n", m.end())
            line = text[ls : len(text) if le < 0 else le]
            if PROSE_PASSWORD_RE.search(line):
                yield from self._emit(m, _strong)

    @staticmethod
    def _changed(text: str) -> Iterable[tuple[str, int, int, float]]:
        """The first strong token within 48 characters after a password word and a change verb
        of one line (the later of the two), across a comma or one sentence stop."""
        for verb in _CHANGED_RE.finditer(text):
            ls = text.rfind("\n", 0, verb.start()) + 1
            le = text.find("\n", verb.end())
            le = len(text) if le < 0 else le
            word = PROSE_PASSWORD_RE.search(text, max(ls, verb.start() - 40), min(le, verb.end() + 40))
            if word is None:
                continue
            start = max(verb.end(), word.end())
            for i, tok in enumerate(_CLAUSE_VALUE_RE.finditer(text, start, min(le, start + 48))):
                if i >= 3:
                    break
                v = tok.group(0).rstrip(_TRAIL)
                # no mere ``-``/``_`` join here: ``password updated by svc_backup01`` names a login
                if _strong(v) and (any(c in "!@#$%^&*+=~?" for c in v) or not v.islower()):
                    yield "PASSWORD", tok.start(), tok.start() + len(v), SCORE
                    break

    @staticmethod
    def _emit(m: re.Match[str], shape: Callable[[str], bool]) -> Iterable[tuple[str, int, int, float]]:
        v = m.group("v")
        # a "!" or "?" the sentence goes on after is the password's own (``Use Kiwi2231! to sign
        # in``: breaker14); at a sentence's end it is the sentence's
        trail = _TRAIL.replace("!", "").replace("?", "") if _GOES_ON_RE.match(m.string, m.end("v")) else _TRAIL
        end = m.start("v") + len(v.rstrip(trail))
        if shape(m.string[m.start("v") : end]):
            yield "PASSWORD", m.start("v"), end, SCORE
