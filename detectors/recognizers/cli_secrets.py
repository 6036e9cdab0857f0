"""Passwords that a command line, a settings element or an encoded query names, whatever their
shape (plain words and passphrases included): the option or attribute says it is one.

``PASSWORD`` (0.85):

- tool options that take a password as their argument (each tool's documented flag):
  OpenSSL ``-passin``/``-passout``/``-pass pass:X`` (also ``env:``/``file:`` are left: they name
  no secret), Java ``keytool -storepass/-keypass/-srcstorepass/-deststorepass X``, ``zip -P X``,
  ``redis-cli -a X``, ``docker|podman|helm|buildah|skopeo|oras login … -p|--password X``,
  ``az login … -p X``, ``htpasswd -b[…] <file> <user> X``, Windows ``net use … /user:<u> X``,
  ``chpasswd`` input ``user:X`` (here-string or ``echo … |``);
- settings elements that pair a password key with its value: .NET ``<add key="SmtpPassword"
  value="X"/>``, ``<param name="password" value="X"/>``, ``<property name="db.password"
  value="X"/>``;
- a percent-encoded query or form body (``password%3DX%26user%3D…``, ``pass%22%3A%22X%22``):
  the value up to the next encoded separator, decoded characters kept as written.
A template or variable (``$PW``, ``${DB_PASS}``, ``%PASSWORD%``, ``<password>``, ``***``) is left.
"""

from __future__ import annotations

import re
from typing import Any, Iterable
from urllib.parse import unquote

from .base import OurRecognizer

#: an option's argument: quoted (spaces allowed inside) or a bare token
_VAL = r"(?:'(?P<sq>[^'\n]{1,128})'|\"(?P<dq>[^\"\n]{1,128})\"|(?P<pw>[^\s'\"]{3,128}))"
_CLI_RES = tuple(
    re.compile(p)
    for p in (
        r"(?<![\w-])-pass(?:in|out)?[ \t]+pass:(?P<pw>[^\s'\"]{3,128})",
        # ``openssl enc|aes-256-cbc … -k X`` (the legacy passphrase option, secrets14)
        r"(?<![\w-])openssl[ \t]+[\w\-]+\b[^\n|;&]*?[ \t]-k[ \t]+" + _VAL,
        r"(?<![\w-])-(?:store|key|src(?:store|key)?|dest(?:store|key)?|new)pass[ \t]+" + _VAL,
        r"(?<![\w-])zip(?:[ \t]+-[A-OQ-Za-z0-9]+)*[ \t]+-P[ \t]*" + _VAL,
        r"(?<![\w-])redis-cli\b[^\n|;&]*?[ \t]-a[ \t]+" + _VAL,
        r"(?<![\w-])(?:docker|podman|helm(?:[ \t]+registry)?|buildah|skopeo|oras|nerdctl)[ \t]+login\b[^\n|;&]*?[ \t](?:-p|--password(?:=|[ \t]+))[ \t]*"
        + _VAL,
        r"(?<![\w-])az[ \t]+login\b[^\n|;&]*?[ \t](?:-p|--password(?:=|[ \t]+))[ \t]*" + _VAL,
        r"(?<![\w-])htpasswd[ \t]+-[a-zA-Z]*b[a-zA-Z]*(?:[ \t]+-[a-zA-Z]+)*[ \t]+\S+[ \t]+\S+[ \t]+" + _VAL,
        r"(?i:\bnet[ \t]+use\b)[^\n]*?[ \t](?i:/user:)\S+[ \t]+" + _VAL,
        r"chpasswd[ \t]*<<<[ \t]*(?P<q>['\"]?)[^:\s'\"]{1,32}:(?P<pw>[^\s'\"]{3,128})(?P=q)",
        r"echo[ \t]+(?:-[ne][ \t]+)?(?P<q>['\"]?)[^:\s'\"]{1,32}:(?P<pw>[^\s'\"]{3,128})(?P=q)[ \t]*\|[ \t]*(?:sudo[ \t]+)?chpasswd",
    )
)
#: a literal each pattern of `_CLI_RES` needs (a cheap test before the regex runs)
_CLI_NEEDS = ("pass:", "openssl", "pass", "zip", "redis-cli", "login", "login", "htpasswd", "", "chpasswd", "chpasswd")
_PW_KEY = r"[\w.\-]*(?i:pass(?:word|wd|phrase)?|pwd|kennwort|passwort|contraseña|mot_?de_?passe|senha|wachtwoord)"
_XML_PAIR_RE = re.compile(
    rf"<(?:add|param|property|setting|entry)\b[^<>]*?\b(?:key|name)[ \t]*=[ \t]*\"{_PW_KEY}\"[^<>]*?\bvalue[ \t]*=[ \t]*\"(?P<pw>[^\"<>]{{1,128}})\""
)
_ENCODED_RE = re.compile(
    rf"(?i)(?<![A-Za-z0-9])(?:{_PW_KEY})(?:%3D|%22%3A%22|%22%3A%20%22)(?P<pw>(?:(?!%26|%22|%2C|%7D)[^\s&\"'<>])+)"
)
_TEMPLATE_RE = re.compile(r"^(?:\$\{?\w+\}?|%\w+%|<[^<>]+>|\{\{[^{}]+\}\}|\*+|x+|\.\.\.)$", re.I)


class CliSecretRecognizer(OurRecognizer):
    """Passwords named by tool options, settings elements and encoded queries (module
    docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.85)``."""
        for rx, need in zip(_CLI_RES, _CLI_NEEDS):
            if need not in text:
                continue
            for m in rx.finditer(text):
                g = next(k for k in ("pw", "sq", "dq") if k in rx.groupindex and m.group(k) is not None)
                if not _TEMPLATE_RE.match(m.group(g)):
                    yield "PASSWORD", m.start(g), m.end(g), 0.85
        if "value" in text:
            for m in _XML_PAIR_RE.finditer(text):
                if not _TEMPLATE_RE.match(m.group("pw")):
                    yield "PASSWORD", m.start("pw"), m.end("pw"), 0.85
        if "%" in text:
            for m in _ENCODED_RE.finditer(text):
                if not _TEMPLATE_RE.match(unquote(m.group("pw"))):
                    yield "PASSWORD", m.start("pw"), m.end("pw"), 0.85
