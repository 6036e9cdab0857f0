"""Credentials that source code and command lines hand to a call, a setter or an option.

The key/value rules elsewhere (``fields.py``, ``credentials.py``) read ``name = value`` and
``"name": "value"``; code also passes a secret *positionally*, where only the call or the
literal beside it says what it is (secrets16). ``PASSWORD``/``SECRET``/``API_KEY`` (0.85):

- a log-in or auth call with two string literals, the second being the password:
  ``server.login('ops@x', 'X')``, ``HTTPBasicAuth('svc', 'X')``, ``auth=('admin', 'X')``,
  ``NetworkCredential("u", "X")``, ``client.authenticate(user="u", password="X")``;
- a string literal that names a credential followed by a string literal value, as call
  arguments or a subscript assignment: ``define('DB_PASSWORD', 'X')``, ``setenv("API_TOKEN",
  "X", 1)``, ``os.environ["DB_PASSWORD"] = "X"``, ``props.put("password", "X")``;
- a setter named after a credential: ``ds.setPassword("X")``, ``user.set_password('X')``,
  ``.withClientSecret("X")``, ``setApiKey("X")``;
- a long command-line option named after a credential, its value after a blank or ``=``:
  ``--client-secret X``, ``--api-key X``, ``--token X``, ``--db-password=X``, ``--passphrase X``
  (not ``--password-file``, ``--token-stdin``, ``--max-tokens``);
- a quoted passphrase of several words under a key naming a passphrase
  (``GPG_PASSPHRASE="walnut lantern orbit 42"``; not a sentence: ``"used for the GPG key"``);
- tools that take a password positionally or by a short flag: ``wpa_passphrase SSID X``, netsh's
  ``Key Content : X``, ``lftp -u user,X``, expect's ``send "X\\r"`` after a password prompt, and
  ``-p X`` on a command line with a user flag (``mongosh -u admin -p X``; not a port ``-p 5432``,
  ``-p 8080:80``);
- an ``Authorization`` header with a non-bearer scheme: ``Authorization: Token X``,
  ``Authorization: Api-Key X``, ``SSWS X``, ``Bot X``.

The value must look like a secret (``prose_secrets.secret_shaped``: a letter with a digit, a
symbol with a letter or digit, mixed case, or 4+ digits after a PIN name); a variable, an
environment lookup, a template or a placeholder (``$X``, ``${X}``, ``<token>``, ``changeme``,
``your_api_key``) is never one, nor a path (``./pw.txt``, ``~/.tok``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..secret_words import password_pointer
from .base import OurRecognizer
from .credentials import looks_like_reference
from .fields import credential_key_type
from .prose_secrets import secret_shaped

#: a string literal in any of the quotes code uses; the body has no quote or line break
_LIT = r"(?P<{q}>[\"'`])(?P<{v}>[^\"'`\n]{{1,200}})(?P={q})"
_LIT1 = _LIT.format(q="q1", v="a")
_LIT2 = _LIT.format(q="q2", v="v")
#: the name of a call that logs in or builds credentials (its last name part)
_AUTH_FN = (
    r"(?:[\w.]*?(?i:login|log_in|logon|signin|sign_in|authenticate|basic_?auth|digest_?auth)"
    r"|HTTPBasicAuth|HTTPDigestAuth|HTTPProxyAuth|NetworkCredential|PasswordAuthentication|"
    r"UsernamePasswordCredentials|UsernamePasswordAuthenticationToken|PasswordCredential|BasicCredentials)"
)
_KW = r"(?:[A-Za-z_]\w{0,20}[ \t]*[=:][ \t]*)?"
_AUTH_CALL_RE = re.compile(
    r"(?<![\w.])(?:"
    + _AUTH_FN
    + r"[ \t]*\(|(?i:auth)[ \t]*=[ \t]*[(\[])[ \t]*"
    + _KW
    + _LIT1
    + r"[ \t]*,[ \t]*"
    + _KW
    + _LIT2
)
#: a credential-named literal, then the value literal: as two arguments, or ``[key] = value``,
#: ``key => value``
_KEY_PAIR_RE = re.compile(r"(?P<k1>[\"'])(?P<k>[A-Za-z][\w.\-]{1,60})(?P=k1)[ \t]*(?:,|\][ \t]*=|=>)[ \t]*" + _LIT2)
_SETTER_RE = re.compile(
    r"(?<![A-Za-z0-9])(?:set|with|Set|With)_?(?P<k>(?i:password|passwd|pwd|passphrase|client_?secret|"
    r"secret(?:_?key)?|api_?key|access_?key|auth_?token|access_?token|token|pin|pin_?code))"
    r"[ \t]*\([ \t]*" + _LIT2 + r"[ \t]*\)"
)
#: a long option named after a credential; the name ends in the credential word
_OPTION_RE = re.compile(
    r"(?<![\w-])--(?P<k>[a-z0-9][a-z0-9-]{0,30}?-)?(?P<w>password|passwd|pwd|pass|passphrase|secret|"
    r"client-secret|secret-key|token|auth-token|access-token|api-key|apikey|access-key|auth-key|pin)"
    r"(?:=|[ \t]+)(?:'(?P<sq>[^'\n]{1,200})'|\"(?P<dq>[^\"\n]{1,200})\"|(?P<bare>[^\s'\"]{1,200}))"
)
#: an Authorization header whose scheme is not ``Bearer``/``Basic`` (those are read elsewhere)
_AUTH_HEADER_RE = re.compile(
    r"(?i:authorization)[\"']?[ \t]*[:=][ \t]*[\"']?(?:Token|token|TOKEN|Key|key|Api-Key|ApiKey|API-Key|"
    r"SSWS|Bot|GenieKey|DeepL-Auth-Key|Klaviyo-API-Key|Splunk|JWT|OAuth)[ \t]+(?P<v>[A-Za-z0-9_\-.=+/~:]{12,512})"
)
#: a quoted passphrase under a key that names one (``GPG_PASSPHRASE="walnut lantern orbit 42"``,
#: ``passphrase: 'copper walrus tea 9'``): the whole phrase, blanks included
_PASSPHRASE_KEY_RE = re.compile(
    r"(?i)(?<![\w])[\w.\-]*pass[_\-]?phrase[\w\-]*[\"']?[ \t]*[:=][ \t]*(?P<q>[\"'])(?P<v>[^\"'\n]{8,128})(?P=q)"
)
_FUNCTION_WORDS = frozenset("and or for to the of in on at by with from but not is be are was if as see use".split())
#: tools that take a password as a positional argument or a short flag beside a user flag:
#: ``wpa_passphrase SSID X``, netsh's ``Key Content : X``, ``lftp -u user,X``, expect's ``send
#: "X\r"`` after a password prompt, ``-u user … -p X`` (mongosh, mysqladmin, ldap tools …)
_TOOL_RES = (
    re.compile(
        r"(?<![\w-])wpa_passphrase[ \t]+(?:\"[^\"\n]+\"|'[^'\n]+'|\S+)[ \t]+(?:'(?P<sq>[^'\n]{8,63})'|\"(?P<dq>[^\"\n]{8,63})\"|(?P<bare>[^\s'\"]{8,63}))"
    ),
    re.compile(r"(?im)^[ \t]*Key[ \t]+Content[ \t]*:[ \t]*(?P<bare>\S[^\n]{0,62}?)[ \t]*$"),
    re.compile(
        r"(?<![\w-])lftp\b[^\n]*?[ \t]-u[ \t]+[^,\s]+,(?:'(?P<sq>[^'\n]{1,128})'|\"(?P<dq>[^\"\n]{1,128})\"|(?P<bare>[^\s'\"]{1,128}))"
    ),
    re.compile(
        r"(?i)\bexpect[ \t]+(?:-\w+[ \t]+)*[\"'{][^\"'}\n]*(?:password|passphrase|passwort|mot de passe|contraseña|senha)[^\"'}\n]*[\"'}][ \t]*\r?\n"
        r"[ \t]*send[ \t]+(?:--[ \t]+)?\"(?P<dq>[^\"\n]{1,128}?)(?:\\r|\\n)?\""
    ),
)
_TOOL_NEEDS = ("wpa_passphrase", "Content", "lftp", "expect")
#: a user flag and a space-separated ``-p`` value on one command line
_USER_FLAG_RE = re.compile(r"(?<![\w-])(?:-u|-U|--user(?:name)?)(?:=|[ \t]*)[^\s-]\S*")
_P_FLAG_RE = re.compile(
    r"(?<![\w-])-p[ \t]+(?:'(?P<sq>[^'\n]{1,128})'|\"(?P<dq>[^\"\n]{1,128})\"|(?P<bare>[^\s'\"-][^\s'\"]{0,127}))"
)
_PORTS_RE = re.compile(r"^\d+(?::\d+)*(?:/\w+)?$")
_PATH_RE = re.compile(r"^(?:\.{0,2}/|~|[A-Za-z]:\\)|\.(?:txt|json|ya?ml|pem|key|env|cfg|conf|ini)$")
_KIND_API = re.compile(r"(?i)api[_-]?key|apikey|token")


def _value(v: str, *, pin: bool = False) -> bool:
    """A literal that is a secret, not a reference, template, path or placeholder."""
    v = v.strip()
    if not v or v[0] in "$%<{[@-*" or looks_like_reference(v) or _PATH_RE.search(v):
        return False
    return secret_shaped(v, 4 if pin else None)


def _kind(name: str) -> str:
    """The entity type a credential word names (``api-key``/``token`` → ``API_KEY``)."""
    low = name.lower()
    if re.search(r"pass|pwd|pin", low):
        return "PASSWORD"
    return "API_KEY" if _KIND_API.search(low) else "SECRET"


class CodeCredentialRecognizer(OurRecognizer):
    """Credentials passed to calls, setters, options and Authorization schemes (module
    docstring)."""

    ENTITIES = ("PASSWORD", "SECRET", "API_KEY")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, 0.85)`` for each credential value."""
        if "(" in text or "auth" in text.lower():
            for m in _AUTH_CALL_RE.finditer(text):
                if _value(m.group("v")):
                    yield "PASSWORD", m.start("v"), m.end("v"), 0.85
        if "'" in text or '"' in text:
            for m in _KEY_PAIR_RE.finditer(text):
                kind = credential_key_type(m.group("k"))
                if kind is not None and _value(m.group("v"), pin=False):
                    yield (kind if kind == "PASSWORD" else _kind(m.group("k"))), m.start("v"), m.end("v"), 0.85
            for m in _SETTER_RE.finditer(text):
                k = m.group("k")
                if _value(m.group("v"), pin=k.lower().startswith("pin")):
                    yield _kind(k), m.start("v"), m.end("v"), 0.85
            if "hrase" in text or "HRASE" in text:
                for m in _PASSPHRASE_KEY_RE.finditer(text):
                    words = m.group("v").split()
                    if (
                        2 <= len(words) <= 8
                        and not _FUNCTION_WORDS.intersection(w.casefold() for w in words)
                        and not password_pointer(m.group("v"))
                        and not looks_like_reference(m.group("v"))
                    ):
                        yield "PASSWORD", m.start("v"), m.end("v"), 0.85
        if "--" in text:
            for m in _OPTION_RE.finditer(text):
                g = next(g for g in ("sq", "dq", "bare") if m.group(g) is not None)
                w = m.group("w")
                if _value(m.group(g), pin=w == "pin"):
                    yield _kind(w), m.start(g), m.end(g), 0.85
        for rx, need in zip(_TOOL_RES, _TOOL_NEEDS):
            if need in text:
                for m in rx.finditer(text):
                    g = next(g for g in ("sq", "dq", "bare") if g in rx.groupindex and m.group(g) is not None)
                    if not m.group(g).startswith(("$", "%", "<", "{")) and not looks_like_reference(m.group(g)):
                        yield "PASSWORD", m.start(g), m.end(g), 0.85
        if " -p " in text:
            for m in _P_FLAG_RE.finditer(text):
                ls = text.rfind("\n", 0, m.start()) + 1
                le = text.find("\n", m.end())
                line = text[ls : len(text) if le < 0 else le]
                g = next(g for g in ("sq", "dq", "bare") if m.group(g) is not None)
                v = m.group(g)
                if _USER_FLAG_RE.search(line) and not _PORTS_RE.match(v) and _value(v):
                    yield "PASSWORD", m.start(g), m.end(g), 0.85
        if "uthorization" in text or "UTHORIZATION" in text:
            for m in _AUTH_HEADER_RE.finditer(text):
                if _value(m.group("v")):
                    yield "API_KEY", m.start("v"), m.end("v"), 0.85
