"""Secrets recognised by the form they are written in, whatever the value looks like.

Entities: ``SECRET``, ``PASSWORD``, ``PRIVATE_KEY`` (score 0.85).

1. **Password hashes** in modular-crypt and framework formats: bcrypt ``$2a$/$2b$/$2y$``, sha-crypt
   ``$5$``/``$6$``, md5-crypt ``$1$`` (Apache htpasswd ``$apr1$``), ``$argon2id$…``, ``$scrypt$…``, yescrypt ``$y$``, Django
   ``pbkdf2_sha256$…$…$…``, LDAP ``{SSHA}``/``{SHA}``/``{CRYPT}`` (``SECRET``).
2. **HTTP Basic credentials**: ``Authorization: Basic <base64>`` (also ``Proxy-Authorization``,
   curl ``-H``); and a base64 value under a docker/npm ``auth`` key that decodes to
   ``user:password`` (``SECRET``).
3. **Base64-wrapped private keys** (Kubernetes Secrets, kubeconfig ``client-key-data``, CI
   variables): a base64 token that decodes to ``-----BEGIN … PRIVATE KEY-----`` (``PRIVATE_KEY``).
4. **A key in a URL's userinfo**: ``https://<32 hex>@o1.ingest.sentry.io/1`` (Sentry DSN and other
   DSNs): a userinfo of 16+ hex or base64url characters without a password part (``SECRET``).
5. **SQL credential syntax**: pgcrypto ``crypt('pw', gen_salt(…))``, MySQL ``PASSWORD('pw')``,
   ``IDENTIFIED BY 'pw'``, PostgreSQL ``[ENCRYPTED] PASSWORD 'pw'`` (``PASSWORD``).
6. **Passwords on command lines**: ``echo 'pw' | sudo -S``, ``sshpass -p pw``, ``--password=pw`` /
   ``--password pw``, MySQL ``-ppw``, OpenLDAP tools' bind password ``ldapsearch … -w pw``,
   ``ipmitool … -P pw``, FreeRDP ``/p:pw``, Samba ``-U user%pw``, ``curl -u user:pw``, password
   environment variables before a command (``PGPASSWORD=pw psql``, ``MYSQL_PWD``, ``SSHPASS``)
   (``PASSWORD``).
7. **Door, gate and one-time codes** said in prose (``OTP 270548``, ``Kode til porten: 5712``,
   ``door code 4417``, ``digicode 12A45``, ``验证码 583920``): 4-8 digits (a letter allowed) after a
   code word (en, de, fr, nl, no, sv, da, fi, es, it, pt, pl, tr, ru, el, hi, zh, ja, ko) — ``PASSWORD``.
8. **Wi-Fi passwords** in notes and sheets: ``Wifi på hytta: lantern-harbour-meadow-29``,
   ``A10: Wifi    B10: ThamesHouse89!`` — a token with a digit or symbol after a Wi-Fi word and a
   colon on the same line (``PASSWORD``). A list or table separator right after the Wi-Fi word
   (``device,Wi-Fi,firmware``, ``ssid;WLAN;band``) starts no value: that is a header row, and a
   data row's cell is read by ``leak_passwords.py`` without its separator.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer

SCORE = 0.85

_HASH_RE = re.compile(
    r"(?<![\w$])(?:\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}|\$(?:[156]|apr1)\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{22,86}|"
    r"\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/=]{8,}\$[A-Za-z0-9+/=]{16,}|"
    r"\$scrypt\$[^\s\"'$]{2,40}\$[A-Za-z0-9+/=.]{8,}\$[A-Za-z0-9+/=.]{16,}|\$y\$[./A-Za-z0-9]{1,10}\$[./A-Za-z0-9]{8,}\$[./A-Za-z0-9]{20,}|"
    r"(?:pbkdf2_sha(?:1|256|512)|bcrypt_sha256|argon2)\$[^\s\"'$]{1,40}\$[A-Za-z0-9+/=.]{4,}\$[A-Za-z0-9+/=.]{16,}|"
    r"\{(?:SSHA|SHA|SSHA256|SSHA512|SMD5|CRYPT|PBKDF2[^}]{0,10})\}[A-Za-z0-9+/=.$]{8,})(?![\w$])"
)
_BASIC_RE = re.compile(
    r"(?i)(?:proxy-)?authorization[\"']?[ \t]*[:=][ \t]*[\"']?basic[ \t]+(?P<v>[A-Za-z0-9+/]{8,}={0,2})"
)
_AUTH_KEY_RE = re.compile(
    r"(?i)[\"']?(?:auth|_auth|authorization)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[A-Za-z0-9+/]{12,}={0,2})(?![\w+/=])"
)
_B64_PEM_RE = re.compile(r"(?<![A-Za-z0-9+/])LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,}={0,2}")
_DSN_RE = re.compile(
    r"(?i)\b[a-z][a-z0-9+.\-]{1,20}://(?P<v>[0-9a-f]{16,64}|[A-Za-z0-9_\-]{24,64})@[A-Za-z0-9.\-]+\.[a-z]{2,}"
)
_SQL_RE = re.compile(
    r"(?i)(?:\bcrypt\(|\bpassword\(|\bidentified[ \t]+by[ \t]+(?:password[ \t]+)?|"
    r"\b(?:encrypted[ \t]+|unencrypted[ \t]+)?password[ \t]+(?=')|\bgen_hash\()[ \t]*'(?P<v>(?:[^'\n]|''){1,128})'"
)
_CLI_RE = re.compile(
    r"(?:\becho[ \t]+(?:-n[ \t]+)?(?P<q>[\"']?)(?P<e>[^\s\"'|]{4,128})(?P=q)[ \t]*\|[ \t]*sudo[ \t]+(?:-\w+[ \t]+)*-S\b|"
    r"\bsshpass[ \t]+-p[ \t]*(?P<q2>[\"']?)(?P<s>[^\s\"']{3,128})(?P=q2)|"
    r"(?<![\w\-])--(?:password|passwd|pass|db-password|admin-password)(?:=|[ \t]+)(?P<q3>[\"']?)(?P<p>[^\s\"'-][^\s\"']{2,127})(?P=q3)|"
    r"\bmysql(?:dump|admin)?\b[^\n|]{0,80}?[ \t]-p(?P<m>[^\s\"'-][^\s\"']{2,127})|"
    r"\bldap(?:search|modify|add|delete|passwd|whoami|compare|modrdn|exop|url)?\b[^\n|]{0,120}?[ \t]-w[ \t]*(?P<q4>[\"']?)(?P<l>[^\s\"'-][^\s\"']{2,127})(?P=q4)|"
    r"\bipmitool\b[^\n|]{0,120}?[ \t]-P[ \t]*(?P<q5>[\"']?)(?P<i>[^\s\"'-][^\s\"']{2,127})(?P=q5)|"
    r"\b(?:xfreerdp|wlfreerdp)\b[^\n|]{0,120}?[ \t]/p:(?P<q6>[\"']?)(?P<r>[^\s\"']{3,128})(?P=q6)|"
    r"\b(?:smbclient|net|rpcclient|smbmap|wmic)\b[^\n|]{0,120}?[ \t](?:-U|--user(?:name)?=?)[ \t]*(?P<q7>[\"']?)[^\s\"'%]{1,64}%(?P<u>[^\s\"']{3,128})(?P=q7)|"
    r"\bcurl\b[^\n|]{0,160}?[ \t](?:-u|--user)[ \t]+(?P<q8>[\"']?)[^\s\"':]{1,64}:(?P<c>[^\s\"']{3,128})(?P=q8)|"
    r"(?<![\w])(?:PGPASSWORD|MYSQL_PWD|SSHPASS|LDAPPASSWORD|REDISCLI_AUTH)=(?P<q9>[\"']?)(?P<v>[^\s\"'$][^\s\"']{2,127})(?P=q9))"
)
_CODE_WORDS = (
    r"otp|one[- ]time (?:code|password|passcode)|verification code|door ?code|gate ?code|entry code|access code|"
    r"key ?safe code|lockbox code|alarm code|türcode|torcode|zugangscode|digicode|code (?:de la porte|du portail|porte|d'accès)|"
    r"deurcode|toegangscode|dørkode|portkode|kode til (?:porten|døren|døra|garasjen|boksen)|portkod|dörrkod|kod till porten|"
    r"ovikoodi|porttikoodi|código (?:de acceso|del portal|de la puerta|do portão)|codice (?:del cancello|del portone|d'accesso)|"
    r"kod (?:do bramy|do drzwi|dostępu)|kapı şifresi|kapı kodu|код (?:от подъезда|домофона|двери)|"
    r"κωδικός (?:πόρτας|εισόδου)|ओटीपी|验证码|校验码|動態密碼|認証コード|確認コード|인증번호|인증 번호|mã otp|mã xác nhận|קוד אימות|רמז?\s?כניסה"
)
_CODE_RE = re.compile(
    rf"(?i)(?<![\w])(?:{_CODE_WORDS})(?![\w])[ \t]*(?:is|er|ist|est|es|è|é|är|on|jest|:|=|-|–|—)?[ \t]*[\"'“«]?"
    r"(?P<v>\d{4,8}|[A-Z]?\d{2,6}[A-Z]\d{0,4})(?![\w])"
)
#: a Wi-Fi word (markdown bold around it allowed; Hebrew ``ה``/``ב``/``ל``/``ו`` and Arabic
#: ``ال``/``وال`` before it), up to three words, then the value: in any quotes (``« … »`` with
#: spaces), at the line's end or before a clause mark (``, gate code …``, ``. See you``, ``— …``)
_WIFI_RE = re.compile(
    r"(?i)(?<![\w])(?:\*\*|__)?(?:[הבלו]-?|و?ال)?(?:wi-?fi|wlan|trådløst|trådlöst|langaton|וויפי|ויי-?פיי|واي[ \t]?فاي|"
    r"вай-?фай|вайфай|вайфаю|वाई-?फाई)(?:\*\*|__)?(?:[ \t]+[^\W\d_]{1,12}(?![\w])){0,3}[ \t]*(?:\*\*|__)?[:：=]?(?:\*\*|__)?"
    r"(?:[ \t]+[A-Z]{1,2}\d{1,4}[ \t]*:)?[ \t]*(?:[\"'`«„“「][ \t\u00a0\u202f]?)?(?P<v>(?![,;|])[^\s\"'`«»„“”「」]{6,64})"
    r"(?:[ \t\u00a0\u202f]?[\"'`»“”」])?(?=[ \t]*$|[,;](?:[ \t]|$)|[.!?](?:\s|$)|[ \t]+[-–—(])",
    re.M,
)
#: a two-cell row whose first cell is the Wi-Fi word (``Wi-Fi,Lantern42!``, ``WLAN;…``,
#: ``wifi | …``, ``- Wi-Fi, …``): a key/value table's row, the value its last cell (breaker14;
#: the separator rule above left it to no one). A header (``device,Wi-Fi,firmware``) has the
#: word inside the row or more cells after it.
_WIFI_ROW_RE = re.compile(
    r"(?i)^[ \t]*(?:[-*•][ \t]+)?(?:wi-?fi|wlan|trådløst|trådlöst|langaton)(?:[ \t]+[^\W\d_]{1,12}(?![\w])){0,2}"
    r"[ \t]*[,;|\t][ \t]*[\"'`]?(?P<v>[^\s,;|\"'`]{6,64})[\"'`]?[ \t]*\|?[ \t]*$",
    re.M,
)

#: words between a Wi-Fi word and a value that make the value a device, network or standard
_WIFI_HARDWARE_RE = re.compile(
    r"(?i)(?<![\w])(?:router|model|modem|chip|chipset|card|adapter|standard|band|channel|ssid|name|network|netzwerk|"
    r"netz|réseau|red|rete|netwerk|nettverk|nätverk|sieć|сеть|мережа|mesh|extender|repeater|speed|version|driver|"
    r"firmware|modell|modèle|modelo|nome|nom|nombre|naam|navn|namn|nazwa|имя|назва|ssid-?name)(?![\w])"
)


def _b64(v: str) -> bytes | None:
    try:
        return base64.b64decode(v + "=" * (-len(v) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None


def _user_colon_password(raw: bytes | None) -> bool:
    if raw is None:
        return False
    try:
        s = raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return ":" in s and s.isprintable() and 3 <= len(s) <= 300 and not s.startswith(("http", "{"))


class SecretFormRecognizer(OurRecognizer):
    """Secrets by the syntax around them (rules in the module docstring)."""

    ENTITIES = ("SECRET", "PASSWORD", "PRIVATE_KEY")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if "$" in text or "{" in text:
            for m in _HASH_RE.finditer(text):
                yield "SECRET", m.start(), m.end(), SCORE
        yield from self._encoded(text)
        if "@" in text:
            for m in _DSN_RE.finditer(text):
                v = m.group("v")
                if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
                    yield "SECRET", m.start("v"), m.end("v"), SCORE
        if "'" in text:
            for m in _SQL_RE.finditer(text):
                yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        yield from self._cli(text)
        for m in _CODE_RE.finditer(text):
            yield "PASSWORD", m.start("v"), m.end("v"), 0.8
        for m in itertools.chain(_WIFI_RE.finditer(text), _WIFI_ROW_RE.finditer(text)):
            v = m.group("v").rstrip(".,;:")  # a sentence's stop is no symbol of the value (``wifi zmienione.``)
            if len(v) < 6 or v.rstrip("?").isalpha():
                continue  # a word with a question mark asks for it (``the new wifi password?``)
            if _WIFI_HARDWARE_RE.search(text, m.start(), m.start("v")):
                continue  # ``Wifi router: RT-AX88U``: the device's model, not the password
            if any(c.isdigit() for c in v) or re.search(r"[^\w\-]", v):
                if not v.startswith(("http", "/", "[")) and not re.fullmatch(
                    r"[\d.]+[A-Za-z]{0,3}|[\d.:]+|\S+\.[a-z]{2,4}|\S+[-_](?:2\.4|5|6)G(?:Hz)?", v, re.I
                ):  # a network's band name (``HomeNet-5G``) is its SSID
                    yield "PASSWORD", m.start("v"), m.start("v") + len(v), 0.8

    def _encoded(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        low = text.casefold()
        if "basic" in low:
            for m in _BASIC_RE.finditer(text):
                yield "SECRET", m.start("v"), m.end("v"), SCORE
        if "auth" in low:
            for m in _AUTH_KEY_RE.finditer(text):
                if _user_colon_password(_b64(m.group("v"))):
                    yield "SECRET", m.start("v"), m.end("v"), SCORE
        if "LS0tLS1CRUdJTi" in text:
            for m in _B64_PEM_RE.finditer(text):
                raw = _b64(m.group(0)[: len(m.group(0)) // 4 * 4]) or b""
                if b"PRIVATE KEY" in raw[:80]:
                    yield "PRIVATE_KEY", m.start(), m.end(), SCORE

    def _cli(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if not re.search(
            r"sudo|sshpass|--pass|mysql|ldap|ipmitool|rdp|smb|rpcclient|net |wmic|curl|PASSWORD=|_PWD=|SSHPASS=|_AUTH=",
            text,
        ):
            return
        for m in _CLI_RE.finditer(text):
            g = next(k for k in ("e", "s", "p", "m", "l", "i", "r", "u", "c", "v") if m.group(k) is not None)
            v = m.group(g)
            if not v.startswith(("$", "%", "<", "{")):
                yield "PASSWORD", m.start(g), m.end(g), SCORE
