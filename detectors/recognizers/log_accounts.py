"""Account names that logs, shell sessions and chat exports print in fixed positions.

- ``USERNAME`` (0.75):
  - the ``authuser`` field of the NCSA common/combined log format that nginx and Apache write
    (``203.0.113.9 - anna [30/Nov/2026:10:01:31 +0000] "GET …``; ``-`` is no user);
  - Apache ``mod_auth_basic`` errors naming the user (``AH01618: user anna not found``,
    ``AH01617: user anna: authentication failure``);
  - the user of an interactive shell prompt (``anna@mbp-anna ~/src (main) $``,
    ``anna@host:~$``): bash's default ``\\u@\\h`` prompt; and the user's name again inside
    the host name (``mbp-anna``, ``Annas-MacBook-Pro``; round 8);
  - the account GitHub's ``gh auth status`` reports (``Logged in to github.com account anna``);
  - the numeric id of a Telegram Desktop JSON export's ``"from_id": "user123456789"``.
Shared and service accounts (``root``, ``deploy``, ``postgres`` …; see
``account_names.personal_login``) are no one's.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .account_names import personal_login
from .base import OurRecognizer

_LOGIN = r"[A-Za-z][\w.\-]{1,63}"
_CLF_RE = re.compile(
    rf"(?m)^[ \t]*[0-9A-Fa-f.:]{{3,45}}[ \t]+\S+[ \t]+(?P<user>{_LOGIN})[ \t]+\[\d{{1,2}}/[A-Za-z]{{3}}/\d{{4}}:\d{{2}}:"
)
_APACHE_AUTH_RE = re.compile(
    rf"\bAH0161[5-9]:[ \t]+user[ \t]+(?P<user>{_LOGIN}?)(?:[ \t]+not[ \t]+found|:[ \t]+(?:authentication|password))"
)
_PROMPT_RE = re.compile(
    rf"(?m)^[ \t]*(?:\([\w.\-]+\)[ \t]+)?(?P<user>{_LOGIN}?)@(?P<host>[\w\-]+(?:\.[\w\-]+)*)(?::[^\n$#]{{0,80}}?|[ \t]+[^\n$#@]{{0,80}}?)[$#%][ \t]"
)
_GH_RE = re.compile(rf"\bLogged in to [\w.\-]+ (?:account|as) (?P<user>{_LOGIN})")
_TG_FROM_ID_RE = re.compile(r'"(?:from_id|actor_id)"\s*:\s*"user(?P<id>\d{5,15})"')


_HOST_PART_RE = re.compile(r"[^\W_]+")


def _user_in_host(m: re.Match[str]) -> Iterator[tuple[str, int, int, float]]:
    """The user's name again inside the prompt's host name (``anna@mbp-anna``,
    ``anna@Annas-MacBook-Pro``): machines are named after their owner, so that part of the
    host leaves the device as much as the login does."""
    user = m.group("user").casefold()
    off = m.start("host")
    for part in _HOST_PART_RE.finditer(m.group("host")):
        p = part.group().casefold()
        if p == user or p == user + "s":
            yield "USERNAME", off + part.start(), off + part.start() + len(user), 0.75


class LogAccountRecognizer(OurRecognizer):
    """Account names in log, prompt and export positions (module docstring)."""

    ENTITIES = ("USERNAME",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("USERNAME", start, end, 0.75)``."""
        checks: list[tuple[re.Pattern[str], str, bool]] = []
        if "/" in text and "[" in text:
            checks.append((_CLF_RE, "user", True))
        if "AH016" in text:
            checks.append((_APACHE_AUTH_RE, "user", True))
        if "@" in text:
            checks.append((_PROMPT_RE, "user", True))
        if "Logged in to" in text:
            checks.append((_GH_RE, "user", True))
        if '"user' in text:
            checks.append((_TG_FROM_ID_RE, "id", False))
        for rx, group, personal in checks:
            for m in rx.finditer(text):
                if personal and not personal_login(m.group(group)):
                    continue
                yield "USERNAME", m.start(group), m.end(group), 0.75
                if rx is _PROMPT_RE:
                    yield from _user_in_host(m)
