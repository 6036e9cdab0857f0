"""Account names and passwords inside database/service connection strings.

The formats, from their specifications:

- URL userinfo (RFC 3986 §3.2.1, used by libpq, MySQL, MongoDB, Redis, AMQP, SFTP URIs):
  ``scheme://user:password@host``; Redis writes a password with no user (``redis://:pw@``).
  The password of ``user:password@`` is the credential recognizer's; this one adds the user
  (only when a password follows: ``ssh://git@host`` names a service account, not a person).
- Key/value strings: ADO.NET / ODBC (``Server=…;User ID=…;Password=…``; an ODBC value in
  braces may hold ``;`` and writes ``}`` as ``}}``), libpq (``host=… user=… password='…'``,
  backslash escapes), OpenLDAP tools (``binddn=… bindpw=…``). A pair counts only on a line
  that also names a server, host, database or driver, so prose ``user=`` stays out.
- Go MySQL DSN ``user:password@tcp(host:port)/db`` (also ``unix(`` / ``udp(``).
- Oracle Easy Connect ``user/password@//host:port/service`` (or ``@host:port/service``).
- LDAP distinguished names (RFC 4514) of people: the ``cn`` of an entry under an
  organisational unit of people (``cn=Given Family,ou=people,dc=…``) is a ``PERSON``, its
  ``uid`` a ``USERNAME``.

Well-known role accounts (``root``, ``postgres``, ``admin`` …) and names shaped like service
accounts (``weatherbot``, ``svc_etl``, ``etl-service``) are not reported as user names.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

USERNAME = "USERNAME"
PASSWORD = "PASSWORD"
PERSON = "PERSON"

#: Role and service accounts: no person's name, and masking them would hide the setup.
_ROLE_ACCOUNTS = frozenset(
    "root admin administrator postgres mysql sa sys system user guest default app service "
    "readonly read_only reader writer viewer dbo oracle mongo redis rabbit rabbitmq elastic "
    "git ftp anonymous test demo www-data nobody".split()
)

_URL_USER_RE = re.compile(
    r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://(?P<user>[^\s:/@\"'<>`]{0,128}):(?P<pw>[^\s@/\"'<>`]{1,256})@(?=[A-Za-z0-9\[])"
)
_GO_DSN_RE = re.compile(r"(?<![\w/:@.\-])(?P<user>[A-Za-z0-9_.\-]{1,64}):(?P<pw>[^\s@/\"'`]{1,128})@(?:tcp|unix|udp)\(")
_ORACLE_RE = re.compile(
    r"(?<![\w/:@.\-])(?P<user>[A-Za-z][\w$#]{0,29})/(?P<pw>[^\s@/\"'`]{1,128})@(?://|[\w.\-]+:\d{2,5}/)"
)
#: A line that is a connection string: names a server, host, database or driver.
_CONN_LINE_RE = re.compile(
    r"(?i)(?:^|[\s;\"'`])(?:server|host|hostaddr|data source|database|dbname|initial catalog|driver|dsn|"
    r"binddn)\s*="
)
_PAIR_RE = re.compile(
    r"(?i)(?:^|(?<=[\s;\"'`]))(?P<key>user id|userid|uid|user name|username|user|login|bindpw|"
    r"password|passwd|pwd)\s*=\s*"
    r"(?P<val>\{(?:[^}]|\}\})*\}|'(?:[^'\\\n]|\\.|'\\'')*'|\"[^\"\n]*\"|[^\s;\"'`]+)"
)

#: ``cn=<name>`` followed in the same DN by an ``ou`` of people, any language's common spellings.
_DN_PERSON_RE = re.compile(
    r"(?i)\b(?P<attr>cn|displayname|uid)=(?P<name>[^\W\d_][^,=+\n\"]{1,78}[^\W\d_]),(?:[a-z]+=[^,\n\"]*,){0,3}"
    r"ou=(?:people|persons|users|staff|employees|members|accounts|mitarbeiter|personnes|personen|brukere|"
    r"utilisateurs|benutzer)\b"
)


#: Affixes of service-account names (``weatherbot``, ``svc_etl``, ``backup-service``).
_SERVICE_AFFIX_RE = re.compile(r"(?i)^(?:svc|srv|sa|app|bot|ci)[_.\-]|(?:bot|svc|[_.\-](?:service|app|ci|ro|rw))$")


def _user_ok(user: str) -> bool:
    return (
        1 < len(user) <= 64
        and user.casefold() not in _ROLE_ACCOUNTS
        and not user.startswith(("$", "%", "{", "<"))
        and _SERVICE_AFFIX_RE.search(user) is None
    )


def _pw_ok(pw: str) -> bool:
    return bool(pw) and not pw.startswith(("$", "<", "%(", "{{")) and len(set(pw)) > 1 and set(pw) != {"*"}


class ConnectionStringRecognizer(OurRecognizer):
    """Presidio recognizer for connection strings (formats in the module docstring).

    ``find`` yields ``("USERNAME" | "PASSWORD" | "PERSON", start, end, score)``: 0.85 for a
    password, 0.75 for a user name or a person's DN. Braces and quotes around a value are outside the span.
    """

    ENTITIES = (USERNAME, PASSWORD, PERSON)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield the user names and passwords of every connection string in ``text``."""
        if "://" in text:
            for m in _URL_USER_RE.finditer(text):
                if not _pw_ok(m.group("pw")):
                    continue
                if m.group("user") and _user_ok(m.group("user")):
                    yield USERNAME, m.start("user"), m.end("user"), 0.75
                elif not m.group("user"):
                    yield PASSWORD, m.start("pw"), m.end("pw"), 0.85
        if "@" in text:
            for rx in (_GO_DSN_RE, _ORACLE_RE):
                for m in rx.finditer(text):
                    if not _pw_ok(m.group("pw")):
                        continue
                    if _user_ok(m.group("user")):
                        yield USERNAME, m.start("user"), m.end("user"), 0.75
                    yield PASSWORD, m.start("pw"), m.end("pw"), 0.85
        if "=" in text:
            yield from self._pairs(text)
            for m in _DN_PERSON_RE.finditer(text):
                etype = USERNAME if m.group("attr").casefold() == "uid" else PERSON
                yield etype, m.start("name"), m.end("name"), 0.75

    def _pairs(self, text: str) -> Iterable[tuple[str, int, int, float]]:
        for line in re.finditer(r"[^\n]+", text):
            a, b = line.span()
            if _CONN_LINE_RE.search(text, a, b) is None:
                continue
            for m in _PAIR_RE.finditer(text, a, b):
                s, e = m.span("val")
                if text[s] in "{'\"" and e - s >= 2:
                    s, e = s + 1, e - 1
                val = text[s:e]
                key = m.group("key").casefold()
                if key in ("password", "passwd", "pwd", "bindpw"):
                    if _pw_ok(val):
                        yield PASSWORD, s, e, 0.85
                elif _user_ok(val):
                    yield USERNAME, s, e, 0.75
