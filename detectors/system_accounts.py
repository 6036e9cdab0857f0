"""Operating-system and service accounts are nobody's user name (issue 12, fields17).

A ``USERNAME`` span under a user label (``Usuario del servicio: svc-backup``, ``User=postgres``,
``Kullanıcı: www-data``) that names a program's account, not a person's, is left unmasked: the
shared accounts of :data:`edgeward.detectors.recognizers.handles.SERVICE_USERS` (``root``,
``postgres``, ``www-data``, ``jenkins`` …) and names with a service affix (``svc-``, ``srv_``,
``-bot``, ``_service``, ``-ro``). A person's login (``jdoe``, ``emma_green``, ``a.kowalska``)
has neither.
"""

from __future__ import annotations

import re

from .recognizers.handles import SERVICE_USERS

#: a login token: ASCII letters, digits and ``. _ -`` only (a name with spaces is no account)
_LOGIN_RE = re.compile(r"@?[A-Za-z][\w.\-]{1,63}")
#: affixes of service-account names (``svc-backup``, ``srv_etl``, ``backup-svc``, ``deploybot``)
_SERVICE_AFFIX_RE = re.compile(
    r"(?i)^(?:svc|srv|sa|bot|ci|sys|daemon)[_.\-]|(?:bot|svc|daemon|[_.\-](?:service|svc|srv|ci|ro|rw|daemon))$"
)


def system_account(value: str) -> bool:
    """Whether ``value`` (a span's text) names an operating-system or service account."""
    v = value.strip().strip("\"'`")
    if not _LOGIN_RE.fullmatch(v):
        return False
    v = v.lstrip("@")
    return v.casefold() in SERVICE_USERS or _SERVICE_AFFIX_RE.search(v) is not None
