"""Login and password fields of scanned or typed forms: OCR noise, leaders, pipes, broken lines (multi13).

``fields.py`` reads ``Key: value`` lines. A scanned note or a form printed to text writes the
same field in ways that rule does not see (``PASSWORD`` 0.8, ``USERNAME`` 0.75):

- **OCR-confused labels**: a digit for a letter (``Passw0rd``, ``U5ername``, ``L0gin``,
  ``Pa55wort``) or a space inside the word (``Pass word``, ``User name``): each letter of a
  label may be read as its usual OCR look-alike (``o``/``0``, ``s``/``5``/``$``, ``l``/``1``,
  ``i``/``1``/``l``, ``e``/``3``, ``a``/``@``);
- **leaders and gaps** between label and value: dotted or underscore leaders (``Password
  ........ X``, ``Username _______ X``), an ellipsis, a pipe (``Login | X | Senha | Y``) or a
  run of 2+ spaces, with or without a colon;
- **an ``ID`` before a password label** on the same line (``ID: kimjh   PW: …``);
- **a label alone on its line** (``Password`` / ``Password:``) and the value alone on the
  next one.

Labels: the login and password words of 24 languages (``hasło``, ``użytkownik``, ``логін``,
``パスワード``, ``아이디``, ``اسم المستخدم``, ``שם משתמש``, ``उपयोगकर्ता नाम``, ``tên đăng
nhập`` …), ``PW``/``PWD`` only in capitals. The value is one token. A password value is not a
predicate or placeholder (``required``, ``changeme``, ``********``, ``<password>``); a login must
be login-shaped (a digit, ``_``, ``.`` or ``-`` in it, or rare in every language) and not a
service account. A value that is itself a label (the next field's name) is none.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .account_names import personal_login
from .base import OurRecognizer
from .credentials import looks_like_reference
from .name_evidence import rare_everywhere
from .plain_passwords import is_predicate
from ..secret_words import password_pointer

_OCR = {"o": "[o0]", "s": "[s5$]", "l": "[l1I|]", "i": "[i1l!]", "e": "[e3]", "a": "[a@4]", "g": "[g9]", "b": "[b8]"}


def _ocr(word: str) -> str:
    """``word`` as a pattern where each letter may be its OCR look-alike and one space may split it."""
    parts = [_OCR.get(c, re.escape(c)) if c != " " else r"[ \t]?" for c in word]
    return "".join(parts)


_LATIN_PASSWORD = [
    *"password passwort kennwort wachtwoord passord lösenord salasana adgangskode kodeord contraseña senha".split(),
    *"hasło haslo heslo şifre sifre parola jelszó".split(),
    "pass word",
    "pass wort",
]
_LATIN_USER = [
    *"username userid login benutzername benutzer gebruikersnaam brukernavn användarnamn brugernavn".split(),
    *"käyttäjätunnus identifiant utilisateur usuario usuário utente użytkownik uzytkownik kullanıcı".split(),
    "user name",
    "user id",
]
_PHRASE_PASSWORD = [
    "mot de passe",
    "mật khẩu",
    "kata sandi",
    "κωδικός",
    "пароль",
    "كلمة المرور",
    "كلمة السر",
    "סיסמה",
    "סיסמא",
    "पासवर्ड",
]
_PHRASE_USER = [
    "nom d'utilisateur",
    "nombre de usuario",
    "nome utente",
    "nome de usuário",
    "nazwa użytkownika",
    "kullanıcı adı",
    "имя пользователя",
    "логин",
    "логін",
    "ім'я користувача",
    "όνομα χρήστη",
    "اسم المستخدم",
    "שם משתמש",
    "שם המשתמש",
    "उपयोगकर्ता नाम",
    "यूज़रनेम",
    "tên đăng nhập",
    "nama pengguna",
]
_CJK_PASSWORD = ["パスワード", "暗証番号", "비밀번호", "密码", "密碼"]
_CJK_USER = ["ユーザー名", "ユーザーID", "ログインID", "아이디", "사용자명", "用户名", "用戶名", "账号", "帳號"]


def _alt(words: list[str], ocr: bool) -> str:
    return "|".join(
        (_ocr(w) if ocr else re.escape(w).replace(r"\ ", r"[ \t]+")) for w in sorted(words, key=len, reverse=True)
    )


_LABEL = (
    r"(?:(?<![^\W_])(?i:(?P<p>" + _alt(_LATIN_PASSWORD, True) + r"|" + _alt(_PHRASE_PASSWORD, False) + r")"
    r"|(?P<u>" + _alt(_LATIN_USER, True) + r"|" + _alt(_PHRASE_USER, False) + r"))(?![^\W_])"
    r"|(?<![\w])(?P<pw>PW|PWD)(?![\w])"
    # secrets14: a PIN label (its value must be 4-8 digits: ``PIN ....... 8842``)
    r"|(?<![\w])(?P<pin>(?i:pin(?:[ \t\-]?(?:code|kod|kode|koodi|nummer|number|no\.?))?|пин(?:-код)?|pin-код|код[ \t]+pin|"
    r"code[ \t]+pin|código[ \t]+pin|codice[ \t]+pin|kod[ \t]+pin|κωδικός[ \t]+pin|رمز[ \t]+pin|קוד[ \t]+pin|mã[ \t]+pin)"
    r"|PIN[ \t]?(?:番号|コード|번호))(?![\w])"
    r"|(?P<cp>" + _alt(_CJK_PASSWORD, False) + r")|(?P<cu>" + _alt(_CJK_USER, False) + r"))"
)
#: OCR separators: leaders, an ellipsis, a pipe or a wide gap, a colon optional around them
_LEADER = (
    r"(?:[ \t]*[:：]?[ \t]*(?:\.{2,}|…+|_{2,}|-{3,}|·{2,})[ \t]*[:：]?[ \t]*|[ \t]*\|[ \t]*|[ \t]{2,}[:：]?[ \t]*)"
)
_VALUE = r"(?P<v>[^\s|:：\"'`]{3,64})"
_LEADER_RE = re.compile(_LABEL + _LEADER + _VALUE + r"(?=[ \t]|\||$)", re.M)
#: OCR-confused label with a plain colon (``Passw0rd : X``, ``Pass word: X``)
_COLON_RE = re.compile(_LABEL + r"[ \t]*[:：][ \t]*" + _VALUE + r"(?=[ \t]|\||$)", re.M)
#: label alone on its line, value alone on the next
_BROKEN_RE = re.compile(r"^[ \t]*" + _LABEL + r"[ \t]*[:：]?[ \t]*\r?\n[ \t]*" + _VALUE + r"[ \t]*\r?$", re.M)
#: ``ID: kimjh  PW: …``: an id with a password label after it on the same line is a login
_ID_PW_RE = re.compile(
    r"(?<![\w])(?:ID|Id|id|아이디|ユーザーID)[ \t]*[:：=][ \t]*(?P<v>[A-Za-z][\w.\-]{1,31})[ \t]*[,;/|]?[ \t]+"
    r"(?=(?:PW|PWD|pw|pwd|(?i:password|passwort|hasło|пароль|senha|contraseña)|비밀번호|비번|パスワード|密码)[ \t]*[:：=])"
)
_PLAIN_LABEL_RE = re.compile(
    r"(?i)^(?:password|passwort|kennwort|wachtwoord|passord|lösenord|salasana|contraseña|senha|hasło|haslo|şifre|"
    r"username|user|login|benutzername|benutzer|usuario|usuário|utente|użytkownik|kullanıcı)$"
)
_NEEDS_RE = re.compile(r"(?i)[:|.…_·\n]|[ \t]{2}")


def _is_label(v: str) -> bool:
    return re.fullmatch(_LABEL + r"[:：]?", v) is not None


def password_value(v: str) -> bool:
    """``v`` can be a password value: no predicate, placeholder, template, reference or mask."""
    return (
        not is_predicate(v)
        and not v.startswith(("$", "%", "<", "{", "*", "(", "["))
        and not looks_like_reference(v)
        and not re.fullmatch(r"(.)\1{2,}|[*•xX#.\-_]{3,}|n/?a", v, re.I)
    )


def login_value(v: str) -> bool:
    """``v`` can be a personal login: login-shaped, not a service account, no e-mail address."""
    return (
        personal_login(v)
        and re.fullmatch(r"[A-Za-z0-9][\w.\-@]{1,63}", v) is not None
        and any(c.isalpha() for c in v)
        and (any(c.isdigit() or c in "_.-" for c in v) or rare_everywhere(v.casefold()))
        and "@" not in v  # an e-mail address is the e-mail recognizer's
    )


class FormCredentialRecognizer(OurRecognizer):
    """Login/password fields with OCR-noisy labels, leaders, pipes or broken lines (module docstring)."""

    ENTITIES = ("PASSWORD", "USERNAME")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)`` for each field value."""
        if _NEEDS_RE.search(text) is None:
            return
        for rx in (_LEADER_RE, _COLON_RE, _BROKEN_RE):
            for m in rx.finditer(text):
                label = m.group(0)[: m.start("v") - m.start()].strip(" \t:：.…_·|\r\n")
                if rx is _COLON_RE and _PLAIN_LABEL_RE.match(label):
                    continue  # a clean ``Password: X`` line is fields.py's
                v = m.group("v").rstrip(".,;")
                if not v or _is_label(v):
                    continue
                # a pipe, a wide gap or a line break also separate a table's or a page's
                # headings (``| Password | Role |``): there a plain word is no value
                loose = rx is _BROKEN_RE or not re.search(r"\.\.|…|__|--|··|[:：]", text[m.start() : m.start("v")])
                if loose and v.isalpha() and not rare_everywhere(v.casefold()):
                    continue
                if m.group("pin"):
                    if re.fullmatch(r"\d{4,8}", v) and not re.fullmatch(r"(?:19|20)\d\d", v):
                        yield "PASSWORD", m.start("v"), m.start("v") + len(v), 0.8
                elif m.group("p") or m.group("pw") or m.group("cp"):
                    line_end = text.find("\n", m.start("v"))
                    if password_pointer(text[m.start("v") : line_end if line_end >= 0 else len(text)]):
                        continue  # ``Mot de passe : voir le wiki``: where it is, not the value
                    if password_value(v):
                        yield "PASSWORD", m.start("v"), m.start("v") + len(v), 0.8
                elif login_value(v):
                    yield "USERNAME", m.start("v"), m.start("v") + len(v), 0.75
        for m in _ID_PW_RE.finditer(text):
            if login_value(m.group("v")):
                yield "USERNAME", m.start("v"), m.end("v"), 0.75
