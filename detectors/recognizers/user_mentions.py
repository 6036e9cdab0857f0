"""A login named after the word for "user" in log lines and notes, and after "logged in as"
in the languages ``account_names.py`` does not read (issue 12, fields17).

Entity: ``USERNAME`` (0.75).

Audit logs, admin notes and chat say which account did something with the word for user
right before the login, in every language: ``Użytkownik akowalska zalogował się``, ``El usuario
lmartin_90 inició sesión``, ``Користувач okovalenko увійшов``, ``המשתמש dana_levi88 התחבר``,
``사용자 minsu_kim 님이``, ``Käyttäjä mvirtanen kirjautui``. ``account_names.py`` reads the
user-*name* word with a copula or colon (``my username is …``); here the user noun itself
(any case ending, a glued Hebrew/Arabic article) directly precedes the login. "Logged in as"
is added for pl, it, pt, uk, vi, id, da, fi, he, ar, and Turkish/Hindi/Korean put the login
first (``mkaya88 olarak giriş yaptı``, ``minsu_kim(으)로 로그인``).

The login must not read as a word (a digit, ``_``, ``.``, ``-`` in it, or rare in every
language: ``El usuario puede …`` names nobody) and not be a service account (``postgres``,
``svc-backup``: ``account_names.personal_login``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .account_names import personal_login
from .base import OurRecognizer
from .name_evidence import rare_everywhere

SCORE = 0.75
_TOKEN = r"(?P<user>[A-Za-z][\w.\-]{1,31}(?<![.\-]))"
#: what may follow a login: an end, a space, punctuation, or a glued CJK/Hangul particle
_AFTER = r"(?=[\"'`]|[ \t]*(?:$|[\s,;:)。，、!?])|[\uac00-\ud7af])"

#: the word for user (its case endings and a glued article included)
_USER_NOUNS = (
    r"usuari[oa]|el\s+usuario|la\s+usuaria|utente|l['’]utente|usuári[oa]|o\s+usuário|"
    r"utilizador(?:a)?|o\s+utilizador|użytkowni(?:k|ka|kowi|czka|czki)|kullanıcı(?:sı)?|"
    r"користувач(?:а|у|ем|ка|ки)?|пользовател(?:ь|я|ю|ем)|người\s+dùng|pengguna|"
    r"användare(?:n)?|bruger(?:en)?|bruker(?:en)?|käyttäjä(?:n|lle|ltä)?|benutzer(?:in)?|nutzer(?:in)?|"
    r"utilisat(?:eur|rice)|l['’]utilisat(?:eur|rice)|gebruiker|"
    r"[הלב]?משתמש(?:ת)?|(?:لل|ال)?مستخدم|उपयोगकर्ता|यूज़र|यूजर|사용자|유저|회원|ユーザー|用户|用戶"
)
_USER_RE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_USER_NOUNS})(?:[ \t]+|(?<=[ー户戶])[ \t]*){_TOKEN}{_AFTER}")
#: "logged in as" where the login follows
_AS_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:zalogowan[ya][ \t]+jako|collegat[oa][ \t]+come|accesso[ \t]+come|"
    r"logad[oa][ \t]+como|conectad[oa][ \t]+como|увійш(?:ов|ла)[ \t]+як|ввійш(?:ов|ла)[ \t]+як|"
    r"đăng[ \t]+nhập[ \t]+(?:với[ \t]+tên|bằng)|masuk[ \t]+sebagai|login[ \t]+sebagai|logget[ \t]+ind[ \t]+som|"
    r"kirjautun(?:ut|eena)[ \t]+käyttäjänä|kirjautui[ \t]+käyttäjänä|מחובר(?:ת)?[ \t]+כ|התחבר(?:ה)?[ \t]+כ|"
    r"(?:تسجيل|مسجل)[ \t]+الدخول[ \t]+باسم)"
    rf"[ \t]*[\"'`]?{_TOKEN}{_AFTER}"
)
#: the login first: Turkish "… olarak giriş", Hindi "… के रूप में लॉग इन", Korean "…(으)로 로그인"
_BEFORE_RE = re.compile(
    rf"(?<![\w@.\-]){_TOKEN}(?:[ \t]+olarak[ \t]+(?:giriş|oturum)|[ \t]+के[ \t]+रूप[ \t]+में[ \t]+(?:लॉग|लॉगिन)|"
    r"[ \t]?(?:으로|로)[ \t]?로그인)"
)


def login_token(login: str) -> bool:
    """``login`` is a person's login that does not read as a word (module docstring)."""
    return (
        personal_login(login)
        and any(c.isalpha() for c in login)
        and (any(c.isdigit() or c in "_.-" for c in login) or rare_everywhere(login.casefold()))
    )


class UserMentionRecognizer(OurRecognizer):
    """Logins after a user noun or "logged in as", and before Turkish/Hindi/Korean login verbs."""

    ENTITIES = ("USERNAME",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("USERNAME", start, end, 0.75)``."""
        for rx in (_USER_RE, _AS_RE, _BEFORE_RE):
            for m in rx.finditer(text):
                if login_token(m.group("user")):
                    yield "USERNAME", m.start("user"), m.end("user"), SCORE
