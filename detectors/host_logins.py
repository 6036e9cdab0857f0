"""``user@host`` logins of service accounts read as e-mail addresses (issue 12, decoys16).

Remote-login and copy commands and git remotes write a login on a host in address form:
``ssh deploy@bastion-eu1.example.io``, ``origin  git@gitlab.example.io:payments/api.git``,
``rsync -az dir/ backup@nas.home:/volume1/``. The e-mail recognizers mask the whole
``user@host``, so the host (infrastructure, nobody's) is hidden. :func:`host_login` says how
long the login of such an address is; the precision guard drops the address when that login is
a service account (``git``, ``deploy``, ``backup``: :func:`edgeward.detectors.recognizers.
account_names.personal_login`). A person's login keeps the whole address masked
(``ssh jdoe@bastion.example.com``, round 7).

An address is a login when it is the destination of an ssh/scp/rsync command (the command's
name and only flags and paths before it on the line) or is written scp-style, followed by a
colon and a path (``host:/path``, ``host:org/repo.git``, ``host:~/``), which a mailbox never is.
"""

from __future__ import annotations

import re

from .name_lists import name_lists
from .recognizers.email_address import ssh_destination

__all__ = ["host_login"]

#: an scp-style path right after the host: ``:/abs``, ``:~/``, ``:org/repo.git``, ``:repo.git``
#: (a relative path starts with a letter, ``_`` or ``.``: ``:2/3`` after an address is a count)
_SCP_PATH_RE = re.compile(r":(?:[/~]|[A-Za-z_.][\w.\-]*(?:/|\.git\b))")


def host_login(text: str, start: int, end: int) -> int | None:
    """The length of the login of the address ``text[start:end]`` when it is a ``user@host``
    login (module docstring), else None."""
    local, at, _host = text[start:end].rpartition("@")
    if not at or not local:
        return None
    if any(name_lists().is_given(p) for p in re.split(r"[._\-+]+", local) if len(p) > 2):
        return None  # "mike.jenkins@…": a person's mailbox though a part is a service word (breaker16)
    if _SCP_PATH_RE.match(text, end) or ssh_destination(text, start):
        return len(local)
    return None
