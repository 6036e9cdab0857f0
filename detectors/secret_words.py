"""Words that say "password" in many languages, for prose, chat and key names.

Used by :mod:`edgeward.detectors.recognizers.prose_secrets` (``the new admin pw for X is …``,
``la contraseña del wifi es …``, ``كلمة السر: …``) and by the ``.env``/YAML credential-key rule
of :mod:`edgeward.detectors.recognizers.fields` (``VERITABANI_SIFRE=…``, ``pass: …``).

Sources: the ordinary word for a login password (and PIN) in each language, as used on login
forms; abbreviations agents and people type (``pw``, ``pwd``, ``passwd``, ``mdp``).
"""

from __future__ import annotations

import re

from .tech_terms import all_tech

__all__ = ["KEY_PASSWORD_WORDS", "PROSE_PASSWORD_RE", "PROSE_COPULA_RE"]

#: Prose words (lower case; matched case-insensitively, whole words for spaced scripts; words
#: of 5+ letters may carry an inflection: ``şifresi``, ``hasła``, ``пароля``, ``Passworts``;
#: short ones (``pw``, ``pwd``, ``mdp``) only as written, so ``pwa``/``pwm`` are not them).
_PROSE_WORDS = (
    # en and abbreviations
    "password passwd passcode passphrase pw pwd pass code login pin pin code pin number "
    # de nl da no sv fi is
    "passwort kennwort kenncode zugangscode wachtwoord adgangskode kodeord passord lösenord salasana lykilorð "
    # fr es pt it ca ro
    "mot de passe mdp contraseña contrasena clave senha palavra-passe palavra passe "
    "parola d'ordine parola chiave parolă "
    # pl cs sk hu sl hr tr
    "hasło hasła hasłem haśle haslo hasla heslo hesla jelszó jelszava geslo lozinka lozinku şifre sifre parola "
    # tr: ``parola`` is also Italian "word", so only its Turkish inflections
    "parolanız parolanızı parolası parolasını parolayı parolam parolan "
    # ru uk bg el
    "пароль пароля паролем пароль от пароль для код доступа κωδικός κωδικό κωδικός πρόσβασης συνθηματικό "
    # ar/fa loanwords (chat)
    "باسورد الباسورد والباسورد وباسورد پسورد "
    # hi, vi, id/ms, th, he
    "पासवर्ड पिन कूटशब्द mật khẩu kata sandi kata laluan รหัสผ่าน סיסמה סיסמא הסיסמה הסיסמא והסיסמה סיסמת וסיסמת"
).split()
_PHRASES = (
    "mot de passe",
    "pin code",
    "pin number",
    "palavra-passe",
    "palavra passe",
    "parola d'ordine",
    "код доступа",
    "κωδικός πρόσβασης",
    "mật khẩu",
    "kata sandi",
    "kata laluan",
    "كلمة السر",
    "كلمة سر",
    "كلمة المرور",
    "كلمة مرور",
    "وكلمة مرور",
    "وكلمة السر",
    "وكلمة سر",
    "وكلمة المرور",
    "رمز المرور",
    "code d'accès",
    "code d’accès",
    "codice di accesso",
    "codice d'accesso",
    "código de acceso",
    "código de acesso",
    "toegangscode",
    "tilgangskode",
    "åtkomstkod",
    "kod dostępu",
    "erişim kodu",
    "الرقم السري",
    "الرمز السري",
    "رمز الدخول",
    "رقم التعريف الشخصي",
)
# scripts without spaces between words: matched anywhere
_CJK_WORDS = ("密码", "密碼", "口令", "パスワード", "パスコード", "暗証番号", "비밀번호", "암호", "패스워드", "비번")

_SPACED = sorted(
    {w for w in _PROSE_WORDS if w not in {"mot", "de", "passe", "code", "number", "palavra", "d'ordine", "chiave"}}
    | {p for p in _PHRASES},
    key=len,
    reverse=True,
)
_SPACED = [w for w in _SPACED if w not in ("pin", "pass", "login", "parola", "от", "для")]

#: A password word in prose: group ``w``. ``PIN`` only in capitals (``pin`` is a verb);
#: ``pass`` and ``login`` are not password words in prose (``pass the tests``).
PROSE_PASSWORD_RE = re.compile(
    r"(?<![\w\-])(?P<w>(?i:"
    + "|".join(re.escape(w).replace(r"\ ", r"[ \t]+") for w in _SPACED if len(w) >= 5)
    + r")[\w]{0,4}|(?i:[a-zäöüßåæø]{3,12}(?:passwort|kennwort|wachtwoord|passordet|passord|lösenordet|lösenord|salasana))"
    # a German/Dutch/Nordic compound ending in the password word (``Initialpasswort``,
    # ``beginwachtwoord``, ``engangspassord``; secrets14)
    + r"|(?i:"
    + "|".join(re.escape(w) for w in _SPACED if len(w) < 5)
    + r")|PIN(?:[ \-]?(?i:code|number|kod|код))?|UPI[ \t]+PIN"
    # ``pass`` is a password word only after a wifi word or a Hindi/Urdu genitive (``wifi ka pass``)
    + r"|(?:(?<=(?i:wifi)[ \t])|(?<=(?i:wlan)[ \t])|(?<=(?i:wi-fi)[ \t])|(?<=\bka[ \t])|(?<=\bki[ \t]))(?i:pass))(?![\w\-])"
    + "|(?P<c>"
    + "|".join(re.escape(w) for w in _CJK_WORDS)
    + ")"
)

#: What joins a password word to its value: a copula, a colon/equals sign or an arrow, in the
#: languages above (``is``, ``es``, ``est``, ``ist``, ``lautet``, ``to``, ``это``, ``είναι``,
#: ``هي``, ``是``, ``は``, ``는`` …).
PROSE_COPULA_RE = re.compile(
    r"(?i)(?<![\w])(?:is|was|are|will be|now|lautet|ist|war|est|es|era|será|é|è|er|är|on|jest|to|je|"
    r"это|теперь|είναι|ήταν|هي|هو|set to|changed to|reset to|ahora|agora|maintenant|jetzt|nu|now is|"
    r"अब|है|היא|הוא|là|adalah|ialah)(?![\w])|[:：=→]|->|是|为|為|は|는|은|이|가|:"
    # a spaced dash (``Hasło do poczty – X``; secrets14)
    r"|(?<=[ \t])[—–](?=[ \t])"
)

#: Key-name words (upper case, as ``credential_key_type`` splits and upper-cases a key) that
#: name a password: ``VERITABANI_SIFRE``, ``DB_PAROLA``, ``BENUTZER_KENNWORT`` (``PIN`` is not one:
#: ``LED_PIN``, ``PINCODE`` is a postal code in India).
KEY_PASSWORD_WORDS = frozenset(
    w.upper()
    for w in (
        "passwort kennwort wachtwoord passord lösenord losenord salasana adgangskode kodeord "
        "contraseña contrasena clave senha mdp motdepasse parola parolă hasło haslo heslo jelszó jelszo geslo "
        "lozinka şifre sifre şifresi sifresi пароль κωδικός κωδικος पासवर्ड 密码 密碼 パスワード 비밀번호"
    ).split()
) | frozenset({"ŞİFRE", "ŞİFRESİ", "SİFRE"})

#: First words of a value that says where a password is or how to get it, not what it is
#: (``Password: see docs.example.com``, ``Passwort: siehe Wiki``, ``Mot de passe : voir le
#: wiki``, ``Password: in 1Password``, ``Hasło: zapytaj Tomka``): a pointing or asking verb, a
#: storage verb, or a preposition, in the languages of the password words above (not ``on``:
#: the Finnish copula, ``salasana on X``).
POINTER_WORDS = frozenset(
    """
    see check ask look refer consult stored saved kept sent shared found in im at under from via by per
    siehe frag frage fragen steht liegt hinterlegt gespeichert bei unter auf aus von
    voir demander demande dans sur chez stocké envoyé cf cf.
    ver véase vea pregunta preguntar consulta consultar guardada guardado en
    vedi chiedi chiedere nel nella sul sulla
    zie vraag vraagt staat opgeslagen
    se spør spørg fråga står ligger finnes hos
    patrz zapytaj zobacz
    veja pergunte consulte no na em
    bak sor
    см см. смотри спроси спросите в на у
    δες ρώτα στο στη στον
    """.split()
)


#: a symbol a pointer does not hold but a passphrase does (breaker14: ``bei Oma 1955!``,
#: ``check mate 123!``; not in an e-mail or URL)
_PASSPHRASE_SYMBOL_RE = re.compile(r"[!#$%&*^~+=]")
#: a bare number of 2+ digits (``see you soon 2024``, ``in my heart 77``)
_BARE_NUMBER_RE = re.compile(r"\d{2,}[^\w\s]*")
#: words a bare number follows in a pointer (``see page 12``, ``siehe Seite 4``, ``ext. 4411``)
_NUMBER_REFERENCE_WORDS = frozenset(
    """
    page pages p. pp. ext ext. extension tel tel. phone room item ticket no no. nr nr. # line section
    step chapter seite s. zimmer raum fach schritt kapitel abschnitt durchwahl bladzijde pagina pag.
    página pág. strona str. pokój стр. стр σελ. σελίδα
    """.split()
)
#: a digit between letters, as a passphrase spells (``y0u``, ``l8ter``; ``1Password`` and
#: ``SEC-1234`` have none)
_LEET_RE = re.compile(r"[^\W\d_]\d+[^\W\d_]")
_URL_OR_EMAIL_RE = re.compile(r"://|^[^@\s]+@[^@\s]+\.\w+$")


def passphrase_tokens(rest: str, numbers: bool = True) -> bool:
    """``rest`` holds a token no pointer holds: a symbol of :data:`_PASSPHRASE_SYMBOL_RE` outside
    an e-mail or URL, a bare number not after a :data:`_NUMBER_REFERENCE_WORDS` word, or a
    digit between letters in a word that is no technology term (``y0u``, not ``k8s``).
    ``numbers=False``: the symbol alone counts (``rotate every 90 days`` is no passphrase)."""
    prev = ""
    for tok in rest.split():
        if not _URL_OR_EMAIL_RE.search(tok):
            if _PASSPHRASE_SYMBOL_RE.search(tok):
                return True
            if not numbers:
                continue
            if _BARE_NUMBER_RE.fullmatch(tok) and prev not in _NUMBER_REFERENCE_WORDS:
                return True
            if _LEET_RE.search(tok) and not all_tech(tok):
                return True  # "see y0u l8ter", not "the k8s secret"
        prev = tok.casefold()
    return False


def password_pointer(value: str) -> bool:
    """True when ``value`` (what follows a password label) points to the password instead of
    being it: a :data:`POINTER_WORDS` word, a blank, then more (``see the vault``, ``siehe
    Wiki``, ``in 1Password``). A one-token value is never a pointer (``Siehe2024!``), nor one
    with a symbol or a bare number a passphrase has (``see you soon 2024``, ``bei Oma 1955!``;
    ``see page 12`` is one)."""
    first, sep, rest = value.strip().partition(" ")
    if not (sep and rest.strip() and first.casefold().rstrip(":,") in POINTER_WORDS):
        return False
    return not passphrase_tokens(rest)
