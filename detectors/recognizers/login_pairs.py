"""A login and its password told together in chat or mail, in the languages' own short forms (multi13).

``secret_pairs.py`` masks the password of ``login jdoe / Sommer2025!``; the login beside it,
and pairs written with the short labels of chat, were left. Two shapes (``USERNAME`` 0.75 for
the login, ``PASSWORD`` 0.8 for the password):

1. **a pair label, then ``login / password``** (or ``login | password``, ``login, password``):
   ``credenciales: lucia.g / Sol#2024``, ``login/hasło: kwis88 / Orzel1990``, ``ID/PW: minsu_p /
   Byeol2023``, ``아이디/비번 minsu_p / Byeol2023``, ``логін/пароль — oksana_m / Sonyah7!``;
2. **a login label and its value, then a password label and its value on the same line**, in
   short forms: ``tk: x mk: y`` (Vietnamese ``tài khoản``/``mật khẩu``), ``user: x, pass: y``,
   ``acc: x pw: y``, ``יוזר x סיסמה y``, ``اليوزر x والباسورد y``, ``user id x aur pass y``,
   ``kullanıcı adım x şifrem y``.

The login must be login-shaped and personal (``form_credentials.login_value``); the password no
predicate, placeholder or mask (``form_credentials.password_value``) and, in shape 1, not a plain
word (``login / logout`` is a menu, not a pair).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer
from .form_credentials import login_value, password_value

_LOGIN_WORDS = (
    r"user(?:[ \t]?name|[ \t]?id)?|usr|login|acc|account|id|tk|tài[ \t]+khoản|utente|usuario|usuário|benutzer(?:name)?|"
    r"użytkownik|kullanıcı(?:[ \t]+adı[mn]?)?|логин|логін|користувач|пользователь|identifiant|gebruiker(?:snaam)?|"
    r"brukernavn|användarnamn|יוזר|היוזר|שם[ \t]+משתמש|اليوزر|يوزر|واليوزر|اسم[ \t]+المستخدم|아이디|ユーザー(?:名|ID)?|用户名|账号|帐号"
)
_PW_WORDS = (
    r"pass(?:word)?|pw|pwd|psw|passwd|mk|mật[ \t]+khẩu|hasło|haslo|пароль|contraseña|clave|senha|passwort|kennwort|"
    r"mot[ \t]+de[ \t]+passe|mdp|wachtwoord|passord|lösenord|şifre[mn]?|parola|סיסמה|סיסמא|והסיסמה|باسورد|الباسورد|"
    r"والباسورد|وباسورد|كلمة[ \t]+المرور|وكلمة[ \t]+المرور|비번|비밀번호|パスワード|密码|密碼"
)
_PAIR_LABELS = (
    r"credentials|creds|credenziali|credenciales|credenciais|zugangsdaten|anmeldedaten|login[ \t]?daten|identifiants|"
    r"inloggegevens|dane[ \t]+(?:do[ \t]+)?logowania|учётные[ \t]+данные|учетные[ \t]+данные|облікові[ \t]+дані|"
    r"giriş[ \t]+bilgileri|thông[ \t]+tin[ \t]+đăng[ \t]+nhập|계정[ \t]?정보|ログイン情報|登录信息|登錄信息|بيانات[ \t]+الدخول|"
    r"פרטי[ \t]+(?:ה)?התחברות|(?:" + _LOGIN_WORDS + r")[ \t]*/[ \t]*(?:" + _PW_WORDS + r")"
)
_LOGIN = r"(?P<u>[A-Za-z0-9][\w.\-]{1,63})"
_SECRET = r"(?P<p>[^\s/|,;\"'`]{3,64})"
_END = r"(?=[ \t]*(?:$|[,;.!?)](?:\s|$)|\s))"
_PAIR_RE = re.compile(
    r"(?i)(?<![^\W_])(?:"
    + _PAIR_LABELS
    + r")(?![^\W_])[ \t]*[:：\-—–=]?[ \t]*"
    + _LOGIN
    + r"[ \t]*(?:/|\||,|：|:(?=\S))[ \t]*"
    + _SECRET
    + _END,
    re.M,
)
_SEQ_RE = re.compile(
    r"(?i)(?<![^\W_])(?:"
    + _LOGIN_WORDS
    + r")(?![^\W_])(?:[ \t]*[:：=\-—–][ \t]*|[ \t]+)"
    + _LOGIN
    + r"[ \t]*[,;/|]?[ \t]*(?:(?:and|und|et|y|e|i|и|і|aur|ve|và|en|og|och)[ \t]+)?(?<![^\W_])(?:"
    + _PW_WORDS
    + r")(?![^\W_])(?:[ \t]*[:：=\-—–][ \t]*|[ \t]+)"
    + _SECRET
    + _END,
    re.M,
)
_NEEDS_RE = re.compile(
    r"(?i)pass|pw|pwd|psw|mk|mật|hasło|haslo|пароль|contrase|clave|senha|kennwort|mdp|wachtw|passord|lösen|şifre|parola|סיסמ|باسورد|كلمة|비번|비밀번호|パスワード|密|cred|zugang|anmelde|identifiant|inlog|logowania|данные|дані|bilgi|thông|정보|情報|信息|بيانات|פרטי"
)


class LoginPairRecognizer(OurRecognizer):
    """A login and its password together, after a pair label or two short labels (module docstring)."""

    ENTITIES = ("USERNAME", "PASSWORD")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)`` for each login and password."""
        if _NEEDS_RE.search(text) is None:
            return
        for rx in (_PAIR_RE, _SEQ_RE):
            for m in rx.finditer(text):
                u, p = m.group("u"), m.group("p").rstrip(".,;!?")
                if not password_value(p):
                    continue
                if rx is _PAIR_RE and (not login_value(u) or (p.isalpha() and p.islower())):
                    continue  # ``login / logout``: a menu, not a pair
                if login_value(u):
                    yield "USERNAME", m.start("u"), m.end("u"), 0.75
                # two labels name the password whatever the login is (``USER: admin / PASS: x``,
                # leaks13): a shared account's name is no person, its password still a secret
                yield "PASSWORD", m.start("p"), m.start("p") + len(p), 0.8
