"""``user@host`` logins read as e-mail addresses (issue 12, decoys16).

Remote-login and copy commands and git remotes write a login on a host in address form:
``ssh ingrid@bastion-eu1.example.io``, ``rsync -az dir/ anna@nas.home:/volume1/``,
``origin  git@gitlab.example.io:payments/api.git``. The e-mail recognizers mask the whole
``user@host``, so the host (infrastructure, nobody's) is hidden with the login. Here the login
is the personal part: :func:`host_login` says how long the login of such an address is, and the
precision guard keeps only that login, as a ``USERNAME``, or nothing when it is a service
account (``git``, ``deploy``, ``ubuntu``: :func:`edgeward.detectors.recognizers.account_names.
personal_login`).

An address is a login when it is the destination of an ssh/scp/rsync command (the command's
name and only flags and paths before it on the line) or is written scp-style, followed by a
colon and a path (``host:/path``, ``host:org/repo.git``, ``host:~/``), which a mailbox never is.
"""

from __future__ import annotations

import re

from .recognizers.email_address import ssh_destination

__all__ = ["host_login"]

#: an scp-style path right after the host: ``:/abs``, ``:~/``, ``:org/repo.git``, ``:repo.git``
_SCP_PATH_RE = re.compile(r":(?:[/~]|[\w.\-]+(?:/|\.git\b))")


def host_login(text: str, start: int, end: int) -> int | None:
    """The length of the login of the address ``text[start:end]`` when it is a ``user@host``
    login (module docstring), else None."""
    local, at, _host = text[start:end].rpartition("@")
    if not at or not local:
        return None
    if _SCP_PATH_RE.match(text, end) or ssh_destination(text, start):
        return len(local)
    return None
