"""Credentials written as pairs, protocol commands and labelled seeds (issue 12, secrets13).

Entities: ``PASSWORD`` (0.8), ``SECRET`` (0.8). Shapes the other secret recognizers leave:

1. **A login pair after a credential label**: ``login jdoe / Sommer2025!``, ``creds:
   deploy:D3pl0y!x``, ``Wifi: "GuestNet" / coffee-and-cake-2024``, ``Zugangsdaten: mk / Herbst#7``
   (a label word of :data:`_PAIR_LABELS` in 20 languages, an optional colon, a user or network
   name, ``/`` or a glued ``:``, then the secret that ends the clause). The secret must be
   secret-shaped (a letter with a digit or symbol, mixed case) and no placeholder
   (``changeme``, ``<password>``, ``${PW}``, ``****``); a unit or version (``5GHz``, ``v2.1``) is none.
2. **``pass:`` after a user on the same line** (``user: anna / pass: anna1985``; ``pass`` alone
   is no password word in prose: ``pass the tests``, ``PASS: test_login``), lower or title case.
3. **Protocol commands** that carry a password: Redis ``AUTH [user] pw`` after a redis-cli
   prompt (``127.0.0.1:6379> AUTH pw``) or in a ``redis-cli`` line, and SMTP/IMAP
   ``AUTH PLAIN <base64>`` (the base64 holds ``\\0user\\0password``); ``AUTH LOGIN`` alone is none.
4. **TOTP / 2FA seeds** under their label (``TOTP seed:``, ``2FA secret``, ``MFA secret key``,
   ``authenticator setup key``, ``Einrichtungsschlüssel``, ``clé secrète``): 16-64 base32
   characters, optionally in groups of four (``JBSW Y3DP EHPK 3PXP``), ``SECRET``.
5. **A network password with no verb** (``hasło do wifi zielonaherbata``, ``пароль от вайфая
   kotik2024``, ``wifi-lösenordet kanelbulle``): a password word, at most three words of what it
   belongs to among which a network word (``wifi``, ``WLAN``, ``вайфая``, ``와이파이`` …), or a
   hyphenated ``wifi-…`` compound, then one token that ends the clause and is no predicate
   (``changed``, ``vergessen``, ``required`` …): plain words included, since a network password is
   as often a word as not.
"""

from __future__ import annotations

import base64
import binascii
import re
from functools import lru_cache
from typing import Any, Iterable

from ..secret_words import PROSE_PASSWORD_RE
from .base import OurRecognizer, char_classes
from .credentials import looks_like_reference
from .fields import credential_key_type
from .plain_passwords import is_predicate

SCORE = 0.8

#: labels that introduce a login pair (``login``, ``creds``, ``Zugangsdaten``, ``identifiants`` …)
_PAIR_LABELS = (
    r"logins?|log-?in(?:[ \t]+(?:details|data|info))?|creds|credentials|user(?:name)?[ \t]*/[ \t]*pass(?:word)?|"
    r"(?P<weak>account|acct|network|vpn|ftp|sftp|ssh)|wi-?fi|wlan|ssid|"
    r"zugang(?:sdaten)?|anmeldedaten|benutzer|identifiants?|accès|acceso|credenciales|accesso|credenziali|"
    r"inloggegevens|inlog|innlogging|inloggning|pålogging|adgang|tunnukset|tunnus|dane[ \t]+logowania|dostęp|"
    r"giriş(?:[ \t]+bilgileri)?|erişim|доступ|логин|учётка|учетка|вход|σύνδεση|credenciais|acesso|"
    r"账号|帳號|账户|アカウント|ログイン|계정|로그인"
)
#: what may follow a value at the end of a chat clause: punctuation, a bracket or dash, an
#: emoji, or a sentence-final particle (``… kopitubruk88 ya``, ``… phobo2024 nha``)
_CLAUSE_END = (
    r"(?=[ \t]*(?:$|[,;)}\]]|[.!?](?:\s|$)|\n|\\n|\"[ \t]*[,}\]]|[ \t]+[(—–\-]|[ \t]+[\U0001F300-\U0001FAFF\u2600-\u27BF])"
    r"|[ \t]+(?:ya|yah|yaa|ok|oke|okay|nha|nhé|nhe|ạ|nhá|deh|dong|aja|lah|ja|jo|da|na|ne|hein|bitte|please|pls|thx|"
    r"thanks|danke|merci|gracias|grazie|takk|tack|kiitos|спасибо|👍|🙂|😉|:\)|;\))[ \t]*(?:$|[.!,\n]))"
)
_PAIR_RE = re.compile(
    r"(?i)(?<![\w\-/.])(?:" + _PAIR_LABELS + r")(?![\w\-])[ \t]*(?:[:：=\-–—][ \t]*|[ \t]+)"
    r"[\"'“«„‚]?(?P<u>[^\s\"'“”«»„‚‘’/:]{2,64})[\"'”»“‘’]?"
    r"(?:[ \t]+/[ \t]+|[ \t]*/[ \t]*(?=[^\s/])|:(?=\S))"
    r"[\"'“«„‚]?(?P<v>[^\s\"'“”«»„‚]{4,64}?)[\"'”»“‘’]?" + _CLAUSE_END,
    re.M,
)
#: a copula, then a word glued to another by a colon: the only texts without `` / `` where the
#: sentence form below can match (the prefilter keeps it off every JSON or log line with a colon)
_GLUED_PAIR_HINT_RE = re.compile(
    r"(?i)(?<![\w])(?:are|is|were|sind|lauten|sont|son|sono|são|zijn|er|är|on|to)[ \t]+[^\s\"'“”«»„‚‘’`/:]{2,64}:[^\s/]"
)
#: the same pair said in a sentence (``creds for the staging DB are app / St4ging!DB``, ``creds are
#: admin:Hunter42x``)
_PROSE_PAIR_RE = re.compile(
    r"(?i)(?<![\w\-/.])(?:" + _PAIR_LABELS + r")(?![\w\-])(?:[ \t]+[^\W\d_]{1,15}){0,5}?[ \t]+"
    r"(?:are|is|were|sind|lauten|sont|son|sono|são|zijn|er|är|on|to|—|–)[ \t]+"
    # the pair as ``user / pw`` or glued ``user:pw`` (``creds are admin:Hunter42x``: secrets19)
    r"[\"'“«„‚`]?(?P<u>[^\s\"'“”«»„‚‘’`/:]{2,64})[\"'”»“‘’`]?(?:[ \t]+/[ \t]+|:(?=[^\s/]))"
    r"[\"'“«„‚`]?(?P<v>[^\s\"'“”«»„‚`]{4,64}?)[\"'”»“‘’`]?" + _CLAUSE_END,
    re.M,
)
#: Windows ``net user NAME PASSWORD`` (``*`` asks for it)
_NET_USER_RE = re.compile(r"(?im)\bnet[ \t]+user[ \t]+(?P<u>[^\s/]+)[ \t]+(?P<v>[^\s/*][^\s]{0,127})")
#: a two-column label and its two values (``User / Password: jdoe / Kiwi#2231``)
_LABEL_PAIR_RE = re.compile(
    r"(?i)(?<![\w])[^\W\d_][\w\-]{1,20}[ \t]*/[ \t]*(?:"
    + "|".join(
        [
            "password",
            "passwort",
            "kennwort",
            "pw",
            "pwd",
            "pass",
            "mot de passe",
            "mdp",
            "contraseña",
            "senha",
            "wachtwoord",
            "passord",
            "lösenord",
            "hasło",
            "şifre",
            "пароль",
            "key",
            "psk",
        ]
    )
    + r")[ \t]*[:：][ \t]*[^\s/]{1,64}[ \t]*/[ \t]*(?P<v>[^\s]{3,64}?)[.,;]?(?=\s|$)"
)
#: a name/value pair whose name is a credential variable: k8s/compose ``env`` lists (``- name:
#: DB_PASSWORD`` then ``value: …``), ECS/CloudFormation JSON (``{"name": "API_TOKEN", "value": …}``)
_NAME_VALUE_RE = re.compile(
    r"(?P<q>[\"']?)(?:name|Name|key|Key|variable)(?P=q)[ \t]*[:=][ \t]*[\"']?(?P<k>[A-Za-z_][\w.\-]{1,80})[\"']?"
    r"(?P<gap>[ \t]*,?[ \t]*(?:\r?\n[ \t]*)?)(?P=q)(?:value|Value)(?P=q)[ \t]*[:=][ \t]*"
    r"(?:\"(?P<dq>(?:[^\"\\\n]|\\.){1,256})\"|'(?P<sq>[^'\n]{1,256})'|(?P<bare>[^\s\"',}{\]\[]{1,256}))"
)
#: command lines that pass a password in ways the option rules miss: piped into
#: ``--password-stdin``, echoed into a process substitution (``--vault-password-file=<(echo X)``),
#: ``sqlcmd``/``bcp -P X``, ``ssh-keygen -P old -N new``
_STDIN_RE = re.compile(
    r"(?m)\b(?:echo(?:[ \t]+-n)?|printf[ \t]+['\"]?%s['\"]?)[ \t]+(?P<q>['\"]?)(?P<v>[^\s'\"|]{4,128})(?P=q)[ \t]*\|"
    r"[^\n|]*?--password-stdin\b"
)
_PROC_SUB_RE = re.compile(
    r"(?i)--[\w\-]*pass[\w\-]*[= \t][ \t]*<\([ \t]*echo[ \t]+(?P<q>['\"]?)(?P<v>[^\s'\")]{4,128})(?P=q)[ \t]*\)"
)
_TOOL_LINE_RE = re.compile(r"(?m)^[^\n]*\b(?P<tool>sqlcmd|bcp|osql|ssh-keygen)\b[^\n]*")
_TOOL_OPT_RE = re.compile(r"[ \t]-(?P<o>[PN])[ \t]*(?P<q>['\"]?)(?P<v>[^\s'\"]{1,128})(?P=q)(?=\s|$)")
#: ``pass:`` labelling a value after a user label earlier on the line
_PASS_LABEL_RE = re.compile(
    r"(?i)\b(?:user(?:name)?|login|benutzer|usuario|utilisateur|utente|gebruiker|bruker|användare)[ \t]*[:=][ \t]*"
    r"[^\s/,;|]{2,64}[ \t]*(?:/|,|;|\||[ \t])[ \t]*(?-i:pass|Pass)[ \t]*[:=][ \t]*[\"']?(?P<v>[^\s\"',;|]{3,64})"
)
#: Redis ``AUTH`` after a redis-cli prompt (``host:port>``) or on a ``redis-cli`` line
_REDIS_AUTH_RE = re.compile(
    r"(?im)(?:^(?:[\w.\-\[\]:]*:\d{2,5}(?:\[\d+\])?|redis(?:-cli)?)>[ \t]*|\bredis-cli\b[^\n]*?[ \t])auth[ \t]+"
    r"(?:(?P<u>[^\s\"']{1,64})[ \t]+)?[\"']?(?P<v>[^\s\"']{1,128})[\"']?[ \t]*$"
)
#: SMTP/IMAP/POP3 ``AUTH PLAIN <base64>`` (``a1 AUTHENTICATE PLAIN`` continuations excluded)
_SASL_PLAIN_RE = re.compile(r"(?m)\bAUTH(?:ENTICATE)?[ \t]+PLAIN[ \t]+(?P<v>[A-Za-z0-9+/]{8,}={0,2})(?![\w+/=])")
#: a TOTP/2FA seed after its label (base32, RFC 4648 alphabet, groups of four allowed)
_SEED_RE = re.compile(
    r"(?i)(?<![\w])(?:totp|2fa|mfa|otp|authenticator|2-factor|two-factor|zwei-faktor|2fa-)"
    r"(?:[ \t\-_]+(?:seed|secret|key|setup|code|shared|schlüssel|clé|clave|chave|chiave|sleutel|nøkkel|nyckel|"
    r"avain|klucz|anahtar|ключ|einrichtungsschlüssel|secrète|secreta|secreto)){1,3}"
    r"[ \t]*(?:[:：=]|is|ist|est|es|é|è)?[ \t]*[\"'`]?"
    r"(?P<v>[A-Z2-7]{4}(?:[ \-]?[A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?:[ \-]?[a-z2-7]{4}){3,15})(?![\w])"
)
#: network words: a password among them is the network's (``hasło do wifi``, ``пароль от вайфая``)
_NETWORK_RE = re.compile(
    r"(?i)(?<![\w])(?:wi-?fi\w{0,3}|wlan|ssid|network|netzwerk|réseau|reseau|netwerk|nettverk|"
    r"nätverk|netværk|verkko|sieci|sieć|router|ruter|routeren|routern|hotspot|вай-?фа[йяюе]\w{0,2}|"
    r"wi-?fi-?\w{0,4}|сети|сеть|роутера|δικτύου|ネットワーク|와이파이|네트워크|الواي[ \t]+فاي|واي[ \t]+فاي|الشبكة|"
    r"无线|無線|网络|網路)(?![\w])|와이파이|ワイファイ|无线|無線"
)
_COMPOUND_NET_RE = re.compile(
    r"(?i)(?<![\w\-])(?:wi-?fi|wlan|router|vpn|netz|nett)-(?:passwort|kennwort|password|passwd|wachtwoord|passord|"
    r"passordet|lösenord|lösenordet|salasana|salasanan|adgangskode|adgangskoden|kodeord|kodeordet|hasło|şifresi|"
    r"пароль|mdp|code|koden|schlüssel|sleutel|nøkkel|nyckel|nøgle)(?![\w\-])"
)
#: a Wi-Fi key word (``Wi-Fi PSK:``, ``WPA2 passphrase``, ``WLAN-Schlüssel``)
_NET_KEY_RE = re.compile(
    r"(?i)(?<![\w\-])(?:wi-?fi|wlan|wpa[23]?(?:-personal)?)[ \t\-]?(?:psk|pre-shared[ \t]key|key|passphrase|schlüssel|"
    r"clé|clave|chave|chiave|sleutel|nøkkel|nyckel|nøgle|avain|klucz|ключ)(?![\w\-])"
)
_TAIL_TOKEN_RE = re.compile(
    r"(?:[ \t]+[^\W\d_]{1,20}){0,3}?[ \t]*[:：=\-–—]?[ \t]*[\"'“«`]?(?P<v>[^\s\"'“”«»`,;()]{4,64}?)[\"'”»`]?"
    + _CLAUSE_END,
    re.M,
)
#: a network word and a copula, no password word (``et le wifi c'est Baguette!7``, ``the wifi is
#: Kiwi#2231``): a secret-shaped value only (``the wifi is down``)
_NET_COPULA_RE = re.compile(
    r"(?i)(?<![\w\-])(?:wi-?fi|wlan|wifi-?netz)(?:[ \t]+[^\W\d_]{1,12}){0,2}?[ \t]+"
    r"(?:c['’]est|is|es|è|ist|er|är|on|je|jest|là|adalah|é|είναι|是|は)[ \t]+[\"'“«`]?(?P<v>[^\s\"'“”«»`,;()]{4,64}?)[\"'”»`]?"
    + _CLAUSE_END,
    re.M,
)
#: a session cookie in a ``Cookie:``/``Set-Cookie:`` header: its whole value (dots included)
_COOKIE_LINE_RE = re.compile(r"(?im)^[<> \t]*(?:set-)?cookie[ \t]*:[ \t]*(?P<rest>[^\n]+)")
_COOKIE_PAIR_RE = re.compile(r"(?P<k>[\w.\-]{1,40})=(?P<v>[^;\s,\"]{12,4096})")
_SESSION_NAME_RE = re.compile(r"(?i)sess|sid$|^sid|token|auth|jwt|remember|login|connect\.sid")
#: a YAML single-quoted scalar with a doubled quote inside (``'DB_PASSWORD=it''s-9'``,
#: ``password: 'it''s-9'``): the whole scalar, which the field rules end at the first quote
_YAML_SQ_RE = re.compile(
    r"(?P<k>[A-Za-z_][\w.\-]{1,60})(?:=|[ \t]*:[ \t]*')(?P<v>(?=(?:'')*[^'\n])(?:[^'\n]|''){0,200}''(?:[^'\n]|''){0,200})'"
)
_UNIT_OR_VERSION_RE = re.compile(
    r"(?i)^(?:v?\d+(?:\.\d+)+\w*|\d+(?:[.,]\d+)?[ \t]?(?:ghz|mhz|mbps|gbps|kbps|gb|mb|kb|tb|ms|s|min|h|%)|"
    r"\d{1,2}:\d{2}(?::\d{2})?|\d{4}-\d{2}-\d{2}.*|"
    # a network's name by its band (``Guest_5G``, ``HomeNet-2.4GHz``; secrets14)
    r"\S+[-_](?:2\.4|5|6)G(?:hz)?)$"
)
#: lower-case words and numbers joined by hyphens (``eu-west-1``, ``prod-db-2``)
_SLUG_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_SYMBOLS = set("!@#$%^&*_+=~?.-/\\|:;,<>`")


def _shaped(v: str) -> bool:
    """A secret's shape: a letter with a digit or a symbol, or mixed case inside a word."""
    letters = any(c.isalpha() for c in v)
    digits = any(c.isdigit() for c in v)
    symbols = any(c in _SYMBOLS for c in v)
    return (letters and (digits or symbols)) or (any(c.isupper() for c in v[1:]) and any(c.islower() for c in v))


def _no_value(v: str) -> bool:
    """A placeholder, reference, URL, path, unit or version where a secret would stand."""
    low = v.lower()
    return (
        looks_like_reference(v)
        or is_predicate(v)
        or v.startswith(("$", "%", "<", "{", "[", "*", "@", "/", "~", "#"))
        or low.startswith(("http:", "https:", "www."))
        or bool(_UNIT_OR_VERSION_RE.match(v))
        or set(v) <= set("*x•●.")
    )


#: languages whose word frequencies judge a plain-word network password
_FREQ_LANGS = ("en", "de", "fr", "es", "it", "pt", "nl", "sv", "nb", "da", "fi", "pl", "tr", "ru", "el")
#: Zipf frequency (log10 per billion words) at which a word is everyday in some language
EVERYDAY_ZIPF = 3.5


@lru_cache(maxsize=4096)
def _everyday(word: str) -> bool:
    """Whether ``word`` is an everyday word (Zipf >= :data:`EVERYDAY_ZIPF`) in one of
    :data:`_FREQ_LANGS` (``reception``, ``guest``, ``vergessen``; not ``kanelbulle``)."""
    from wordfreq import zipf_frequency  # reads its packaged data on first use (~0.3 s)

    w = word.casefold()
    return any(zipf_frequency(w, lang) >= EVERYDAY_ZIPF for lang in _FREQ_LANGS)


def _sasl_plain(v: str) -> bool:
    """Whether ``v`` decodes to SASL PLAIN ``authzid\\0user\\0password``."""
    try:
        raw = base64.b64decode(v + "=" * (-len(v) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return raw.count(b"\0") == 2 and not raw.endswith(b"\0")


class SecretPairRecognizer(OurRecognizer):
    """Login pairs, ``pass:`` labels, Redis/SMTP ``AUTH``, 2FA seeds, network passwords
    with no verb (rules in the module docstring)."""

    ENTITIES = ("PASSWORD", "SECRET")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, 0.8)`` for each credential found."""
        pairs = list(_PAIR_RE.finditer(text))
        if " / " in text or _GLUED_PAIR_HINT_RE.search(text) is not None:
            # in a sentence only a credential word says the pair is a login (``the wifi networks
            # are Guest / Staff-5G`` names two networks)
            pairs += (
                p
                for p in _PROSE_PAIR_RE.finditer(text)
                if p.group("weak") is None and not _NETWORK_RE.match(text, p.start())
            )
        for m in pairs:
            v, u = m.group("v"), m.group("u")
            if m.group("weak") is not None and _SLUG_RE.fullmatch(v):
                continue  # ``Account: acme-prod / eu-west-1``: a region or resource name
            if u.casefold() in _NOT_USERS or v.count("/") >= 2:
                continue  # ``login page / dashboard-v2``, ``creds: vault:secret/data/prod``: no login pair
            if _shaped(v) and not _no_value(v) and not _no_value(u) and "://" not in text[m.start() : m.end() + 3]:
                yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "alue" in text:
            for m in _NAME_VALUE_RE.finditer(text):
                kind = credential_key_type(m.group("k"))
                g = next(x for x in ("dq", "sq", "bare") if m.group(x) is not None)
                if kind is not None and not _no_value(m.group(g)):
                    yield kind, m.start(g), m.end(g), SCORE
        if "/" in text:
            for m in _LABEL_PAIR_RE.finditer(text):
                if not _no_value(m.group("v")):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "pass" in text or "Pass" in text:
            for m in _PASS_LABEL_RE.finditer(text):
                if not _no_value(m.group("v")):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        low = text.lower()
        if "auth" in low:
            for m in _REDIS_AUTH_RE.finditer(text):
                if not _no_value(m.group("v")) and m.group("v").upper() not in ("LOGIN", "PLAIN"):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
            for m in _SASL_PLAIN_RE.finditer(text):
                if _sasl_plain(m.group("v")):
                    yield "SECRET", m.start("v"), m.end("v"), SCORE
        if any(w in low for w in ("totp", "2fa", "mfa", "otp", "authenticator", "factor")):
            for m in _SEED_RE.finditer(text):
                yield "SECRET", m.start("v"), m.end("v"), SCORE
        yield from self._network(text)
        yield from self._commands(text)
        for m in _NET_COPULA_RE.finditer(text):
            v = m.group("v")
            if _shaped(v) and not _no_value(v):
                yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "ookie" in text or "OOKIE" in text:
            for line in _COOKIE_LINE_RE.finditer(text):
                for c in _COOKIE_PAIR_RE.finditer(text, line.start("rest"), line.end("rest")):
                    v = c.group("v")
                    # not :func:`_no_value`: a signed cookie (``eyJ….ZxY9aA.k3J…``) reads as a dotted name
                    if (
                        _SESSION_NAME_RE.search(c.group("k"))
                        and char_classes(v) >= 2
                        and not v.startswith(("$", "<", "{", "%"))
                    ):
                        yield "SECRET", c.start("v"), c.end("v"), SCORE
        if "''" in text:
            for m in _YAML_SQ_RE.finditer(text):
                kind = credential_key_type(m.group("k"))
                if kind is not None:
                    yield kind, m.start("v"), m.end("v"), SCORE

    def _commands(self, text: str) -> Iterable[tuple[str, int, int, float]]:
        if "net " in text.lower():
            for m in _NET_USER_RE.finditer(text):
                if not _no_value(m.group("v")) and not m.group("v").startswith(("/", "-")):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "--password-stdin" in text:
            for m in _STDIN_RE.finditer(text):
                if not _no_value(m.group("v")):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "<(" in text:
            for m in _PROC_SUB_RE.finditer(text):
                if not _no_value(m.group("v")):
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "sqlcmd" in text or "bcp" in text or "osql" in text or "ssh-keygen" in text:
            for line in _TOOL_LINE_RE.finditer(text):
                for o in _TOOL_OPT_RE.finditer(text, line.start("tool"), line.end()):
                    # ``-N`` is the new passphrase of ssh-keygen only (``bcp -N`` is native format)
                    if o.group("o") == "N" and line.group("tool") != "ssh-keygen":
                        continue
                    if not _no_value(o.group("v")) and o.group("v") not in ('""', "''"):
                        yield "PASSWORD", o.start("v"), o.end("v"), SCORE

    def _network(self, text: str) -> Iterable[tuple[str, int, int, float]]:
        starts: list[int] = []
        for w in PROSE_PASSWORD_RE.finditer(text):
            # the network word right before the password word or among the next three words
            before = text[max(0, w.start() - 12) : w.start()]
            after = text[w.end() : w.end() + 40]
            if _NETWORK_RE.search(before) or _NETWORK_RE.search(after.split("\n", 1)[0]):
                starts.append(w.end())
        starts += [m.end() for m in _COMPOUND_NET_RE.finditer(text)]
        starts += [m.end() for m in _NET_KEY_RE.finditer(text)]
        for s in starts:
            m = _TAIL_TOKEN_RE.match(text, s)
            if m is None:
                continue
            v = m.group("v")
            if _no_value(v) or _NETWORK_RE.fullmatch(v) or v.casefold() in _NOT_VALUES:
                continue
            if v.isdigit() and len(v) < 6:
                continue  # a count or a year (``2 Wi-Fi passwords``), not a passphrase
            if not _shaped(v) and _everyday(v):
                continue  # ``Wifi password: ask reception``: an everyday word is an instruction
            yield "PASSWORD", m.start("v"), m.end("v"), SCORE


#: words in the user's place that say the label is no login pair (``login page / …``) or that
#: the value is a reference to a store (``creds: vault:…``)
_NOT_USERS = frozenset(
    """page form screen button flow link url portal endpoint api service server attempts attempt failed error
    success via with using method methods type types provider vault ssm env file secret secrets
    secretsmanager keyvault keychain 1password bitwarden lastpass""".split()
)
#: words that end a clause after a network password word without being one
_NOT_VALUES = frozenset(
    """vergessen forgot forgotten reset zurücksetzen ändern change changed update updated works working
    funktioniert fonctionne oublié cambiar olvidé olvidada esqueci esqueceu dimenticata vergeten glemt glömt
    unohtui unohdin zapomniałem zapomniane unuttum забыл забыла поменял изменён сменили ξέχασα 忘了 忘记
    please bitte svp plz pls thanks danke merci gracias grazie obrigado takk tack kiitos dzięki teşekkürler
    спасибо ευχαριστώ ありがとう 감사합니다 شكرا
    zmienione zmienił zmieniło nowe stare błędne nieprawidłowe wygasło değişti değiştirildi yanlış
    изменился изменили неверный сменился άλλαξε λάθος cambiata cambiato cambiada cambió veranderd gewijzigd
    ændret endret ändrat ändrades muuttunut vaihdettu vaihtui alterada mudou mudada berubah salah diganti
    đổi שונתה השתנתה बदल बदला 変更 변경 تغيرت تغير""".split()
)
