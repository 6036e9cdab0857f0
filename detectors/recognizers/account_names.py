"""Account names and messaging ids in the records agents read: key comments, SQL account
statements, config keys naming a user, chat-platform API objects and payment handles.

- ``USERNAME`` (0.75):
  - the comment of an SSH public key or fingerprint line (``ssh-ed25519 AAAA… anna@laptop``,
    ``256 SHA256:… anna@laptop (ED25519)``): ``ssh-keygen`` writes ``user@host`` there;
  - the account of SQL account statements (``CREATE USER``/``ALTER USER``/``CREATE ROLE …
    LOGIN``/``DROP USER``, MySQL ``'anna'@'%'``);
  - a config or record key whose last word is ``user``/``username``/``login`` with any prefix
    (``adminUser:``, ``GRAFANA_ADMIN_USER=``, ``"db_user":``) and a login-shaped value;
  - the ``name`` of a Slack user object (one with ``real_name``).
- messaging ids, also ``USERNAME`` (the type ``handles.py`` gives them; ``MESSAGING_ID`` is
  not among the scanner's entities) (0.75): a Slack user id (``"id": "U…"`` beside ``"team_id"``), a Telegram
  user or chat id (``"from": {"id": 6496550212, "is_bot": false``, ``"chat": {"id": …,
  "type": "private"``), an environment variable naming a Telegram chat/user id
  (``TELEGRAM_ADMIN_CHAT_ID=``), and India's UPI payment addresses (``name@okhdfcbank``,
  ``name@ybl``: the handles of NPCI's payment service providers).
Shared and service accounts (``root``, ``postgres``, ``admin``, ``grafana``, ``app`` …: the
home-directory rule's list plus technology terms and role words such as ``readonly``,
``replicator``, ``backup``, ``svc_*``) and templates (``${USER}``, ``<user>``) are no one's.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..tech_terms import all_tech
from .base import OurRecognizer
from .handles import _SERVICE_USERS

_LOGIN = r"[A-Za-z][\w.\-]{1,31}"
_SSH_KEY_RE = re.compile(
    r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)[ \t]+AAAA[0-9A-Za-z+/]+=*"
    rf"[ \t]+(?P<user>{_LOGIN})@[\w.\-]+"
)
_SSH_FP_RE = re.compile(
    rf"(?m)^[ \t]*\d{{3,5}}[ \t]+(?:SHA256|MD5):[0-9A-Za-z+/:=]{{16,}}[ \t]+(?P<user>{_LOGIN})@[\w.\-]+"
)
_SQL_USER_RE = re.compile(
    r"(?i:\b(?:create|alter|drop)[ \t]+(?:user|role|login)(?:[ \t]+if[ \t]+(?:not[ \t]+)?exists)?)[ \t]+"
    rf"[\"'`]?(?P<user>{_LOGIN})[\"'`]?(?:@[\"'`]?[\w.%\-]+[\"'`]?)?(?=[ \t]*(?:;|$|\b(?i:with|password|identified|login|nologin|superuser|valid|in|set)\b))",
    re.M,
)
_KEY_VALUE_RE = re.compile(
    r"(?m)(?:^[ \t]*(?:export[ \t]+|-[ \t]+)?[\"']?(?P<k1>[A-Za-z][\w.\-]{0,60})[\"']?[ \t]*[:=][ \t]*"
    rf"[\"']?(?P<v1>{_LOGIN})[\"']?[ \t]*(?:[#,].*)?$"
    rf"|\"(?P<k2>[A-Za-z][\w.\-]{{0,60}})\"[ \t]*:[ \t]*\"(?P<v2>{_LOGIN})\")"
)
_KEY_WORD_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_USER_KEY_LAST = frozenset({"user", "username", "login", "uname"})
#: first words of keys that name a program's account, not a person's (``service_user``)
_SERVICE_KEY_FIRST = frozenset({"service", "system", "sys", "bot", "replication", "default", "anonymous", "guest"})
_ROLE_WORDS = frozenset(
    """readonly readwrite ro rw replicator replication backup monitor monitoring metrics exporter
    grafana prometheus keycloak airflow superset metabase redash svc service system api web bot
    test tester demo sample example dev staging prod production migrator migrations owner dba
    sa dbo sys system master reader writer analytics etl worker cron scheduler healthcheck
    deploy deployer release ops operator""".split()
)
_SLACK_USER_RE = re.compile(r'"id"\s*:\s*"(?P<id>[UW][A-Z0-9]{8,11})"')
_SLACK_NAME_RE = re.compile(r'"name"\s*:\s*"(?P<name>[a-z][\w.\-]{1,40})"')
_TG_RE = re.compile(
    r'"(?:from|chat|user|sender_chat|forward_from)"\s*:\s*\{\s*"id"\s*:\s*(?P<id>\d{5,15})\s*,\s*"(?:is_bot"\s*:\s*false|first_name|type"\s*:\s*"private")'
)
_TG_ENV_RE = re.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?TELEGRAM_\w*(?:CHAT|USER|ADMIN|OWNER)\w*_ID[ \t]*=[ \t]*[\"']?(?P<id>-?\d{5,15})"
)
#: NPCI's UPI payment-service-provider handles (a VPA is ``<name>@<handle>``)
_UPI_HANDLES = (
    "okhdfcbank okicici oksbi okaxis ybl ibl axl paytm upi apl yapl rapl waaxis wahdfcbank waicici wasbi "
    "jupiteraxis fam freecharge airtel icici sbi hdfcbank axisbank kotak pingpay slc abfspay axisb idfcbank "
    "indus kmbl pnb barodampay mahb cnrb unionbank aubank dbs federal hsbc citi yesbank yesbankltd rbl ikwik "
    "postbank ptyes ptsbi pthdfc ptaxis superyes tapicici naviaxis"
).split()
_UPI_RE = re.compile(
    rf"(?<![\w.@])(?P<vpa>[A-Za-z0-9][\w.\-]{{1,60}}@(?:{'|'.join(_UPI_HANDLES)}))(?![\w@]|\.[A-Za-z])"
)


def personal_login(login: str) -> bool:
    """`login` could be a person's account: not a shared/service account or role name."""
    low = login.casefold()
    if low in _SERVICE_USERS or all_tech(login) or low.isdigit():
        return False
    parts = [p for p in re.split(r"[_.\-]+", low) if p]
    return bool(parts) and not any(p in _ROLE_WORDS or p in _SERVICE_USERS for p in parts)


def _user_key(key: str) -> bool:
    words = [w.casefold() for w in _KEY_WORD_RE.findall(key)]
    return (
        len(words) >= 2
        and words[-1] in _USER_KEY_LAST
        and words[0] not in _SERVICE_KEY_FIRST
        and "name" not in words[:-1]
    )


class AccountNameRecognizer(OurRecognizer):
    """Account names and messaging ids in records (module docstring)."""

    ENTITIES = ("USERNAME",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, 0.75)``."""
        if "AAAA" in text or "SHA256:" in text or "MD5:" in text:
            for rx in (_SSH_KEY_RE, _SSH_FP_RE):
                for m in rx.finditer(text):
                    if personal_login(m.group("user")):
                        yield "USERNAME", m.start("user"), m.end("user"), 0.75
        for m in _SQL_USER_RE.finditer(text):
            if personal_login(m.group("user")):
                yield "USERNAME", m.start("user"), m.end("user"), 0.75
        for m in _KEY_VALUE_RE.finditer(text):
            g = "1" if m.group("k1") else "2"
            if _user_key(m.group("k" + g)) and personal_login(m.group("v" + g)):
                yield "USERNAME", m.start("v" + g), m.end("v" + g), 0.75
        if '"team_id"' in text:
            yield from self._slack(text)
        if '"id"' in text:
            for m in _TG_RE.finditer(text):
                yield "USERNAME", m.start("id"), m.end("id"), 0.75
        if "TELEGRAM_" in text:
            for m in _TG_ENV_RE.finditer(text):
                yield "USERNAME", m.start("id"), m.end("id"), 0.75
        if "@" in text:
            for m in _UPI_RE.finditer(text):
                yield "USERNAME", m.start("vpa"), m.end("vpa"), 0.75

    @staticmethod
    def _slack(text: str) -> Iterable[tuple[str, int, int, float]]:
        for m in _SLACK_USER_RE.finditer(text):
            lo = text.rfind("{", 0, m.start())
            hi = text.find("}", m.end())
            obj = text[max(lo, 0) : len(text) if hi < 0 else hi]
            if '"team_id"' not in obj:
                continue
            yield "USERNAME", m.start("id"), m.end("id"), 0.75
            if '"real_name"' in obj:
                base = max(lo, 0)
                for n in _SLACK_NAME_RE.finditer(obj):
                    if personal_login(n.group("name")):
                        yield "USERNAME", base + n.start("name"), base + n.end("name"), 0.75
