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
from .handles import SERVICE_USERS
from .name_evidence import rare_everywhere

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
_DISCORD_ID_RE = re.compile(r'"id"\s*:\s*"(?P<id>\d{17,20})"')
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
    if low in SERVICE_USERS or all_tech(login) or low.isdigit():
        return False
    parts = [p for p in re.split(r"[_.\-]+", low) if p]
    return bool(parts) and not any(p in _ROLE_WORDS or p in SERVICE_USERS for p in parts)


# -- logins in shell output, system files, server logs and prose (issue 12) ----------------
# ``$ whoami`` then its output line (``kschmidt``, ``CORP\kschmidt``)
_WHOAMI_RE = re.compile(rf"(?m)\bwhoami[ \t]*\r?\n[ \t]*(?:[A-Za-z][\w\-]{{0,14}}\\)?(?P<user>{_LOGIN})[ \t]*\r?$")
# ``ls -l`` rows: mode, links, owner, group (the group too when it is the owner's own)
_LS_RE = re.compile(
    rf"(?m)^[-dlcbps][rwxsStT\-]{{9}}[.+@]?[ \t]+\d+[ \t]+(?P<user>{_LOGIN})[ \t]+(?P<group>{_LOGIN})[ \t]+\d"
)
# ``ps aux``/``ps -ef``/``top`` rows: the USER column before PID and %CPU/%MEM (or PPID)
_PS_RE = re.compile(
    rf"(?m)^(?P<user>{_LOGIN}\+?)[ \t]+\d+[ \t]+(?:\d+\.\d[ \t]+\d+\.\d|\d+[ \t]+\d+[ \t]+\d\d:\d\d)[ \t]"
)
# ``last``/``who``/``w`` rows: a login then its terminal
_TTY_RE = re.compile(rf"(?m)^(?P<user>{_LOGIN})[ \t]+(?:pts/\d+|tty[\w/]*|:\d+|console|ttys\d+)[ \t]")
# RHEL/Fedora ``[user@host dir]$`` and zsh ``user@host dir %`` prompts
_PROMPT2_RE = re.compile(
    rf"(?m)^[ \t]*(?:\[(?P<u1>{_LOGIN})@[\w.\-]+[ \t][^\]\n]{{0,60}}\][$#]|(?P<u2>{_LOGIN})@[\w.\-]+[ \t]+[^\s%$#]{{1,60}}[ \t]+[%$#])(?=[ \t]|$)"
)
# ssh-family URLs and commands: ``ssh://user@host``, ``scp file user@host:``, ``ssh user@host``
_SSH_USER_RE = re.compile(
    rf"(?:\b(?:ssh|sftp|scp|rsync|git\+ssh|svn\+ssh|telnet|smb|ftps?|vnc|rdp)://|\b(?:ssh|scp|sftp|rsync|mosh|ssh-copy-id)\b[^\n;|&]{{0,200}}?[ \t])"
    rf"(?P<user>{_LOGIN})@(?=[A-Za-z0-9][\w.\-]*)"
)
# user administration commands: the login is the command's last word
_USERADMIN_RE = re.compile(
    rf"(?m)(?:^|[;&|][ \t]*|\bsudo[ \t]+|[$#][ \t]+)(?:useradd|adduser|usermod|userdel|deluser|passwd|chage|su[ \t]+-l?|"
    rf"chsh|smbpasswd(?:[ \t]+-a)?|htpasswd(?:[ \t]+-\w+)*[ \t]+\S+)\b(?:[^\n;&|#]{{0,200}}?[ \t])?(?P<user>{_LOGIN})[ \t]*(?=$|[;&|#])"
)
_CHOWN_RE = re.compile(rf"\bchown(?:[ \t]+-\w+)*[ \t]+(?P<user>{_LOGIN})(?::(?P<group>{_LOGIN}))?[ \t]")
# /etc/passwd lines: login:x:uid:gid:gecos:home:shell
_PASSWD_RE = re.compile(rf"(?m)^(?P<user>{_LOGIN}):[x*!]?:\d+:\d+:[^:\n]*:/[^:\n]*:/\S*$")
# database servers' authentication errors
_DB_AUTH_RE = re.compile(
    r"(?:password authentication failed for user|Login failed for user|Access denied for user|"
    r"no pg_hba\.conf entry for host \"[^\"\n]+\", user|FATAL:[ \t]+role|authentication failed for user)"
    rf"[ \t]+[\"'`](?P<user>{_LOGIN})[\"'`]"
)
# Windows: ``CORP\kschmidt`` (a NetBIOS domain in capitals), Security-log ``Account Name:``
_DOMAIN_USER_RE = re.compile(rf"(?<![\w\\/.$%])(?P<dom>[A-Z][A-Z0-9\-]{{1,14}})\\(?P<user>{_LOGIN})(?![\w\\/.\-])")
_NOT_DOMAINS = frozenset(
    "HKLM HKCU HKCR HKU HKCC HKEY NT AUTHORITY SERVICE APPPOOL BUILTIN WORKGROUP LOCAL SYSTEM WINDOWS".split()
)
# PowerShell's user cmdlets (``Get-ADUser -Identity kschmidt``, ``Get-LocalUser kschmidt``)
_PS_USER_RE = re.compile(
    r"(?i:\b(?:Get|Set|Enable|Disable|Unlock|Remove)-(?:AD|Local|Mg)User)(?:[ \t]+-(?i:Identity|Name|UserId))?[ \t]+"
    rf"[\"']?(?P<user>{_LOGIN})[\"']?(?=[ \t]|$)",
    re.M,
)
_ACCOUNT_NAME_RE = re.compile(
    rf"\b(?:Account Name|Target User Name|Subject User Name|TargetUserName|SubjectUserName)[:=][ \t]*[\"']?(?P<user>{_LOGIN})"
)
# a user-name word and a copula or colon in prose, in many languages, then the login
_USER_WORDS = (
    r"user ?name|login(?: name)?|user id|benutzername|benutzerkennung|identifiant|nom d'utilisateur|"
    r"gebruikersnaam|brukernavn|användarnamn|brugernavn|nombre de usuario|usuario|nome utente|"
    r"nome de usuário|usuário|utilizador|nazwa użytkownika|login|kullanıcı adı|käyttäjätunnukse|käyttäjätunnus|"
    r"имя пользователя|логин|логін|ім'я користувача|用户名|用戶名|账号|帳號|账户|ユーザー名|ユーザーID|"
    r"사용자명|아이디|tên đăng nhập|שם משתמש|שם המשתמש|اسم المستخدم|उपयोगकर्ता नाम|यूज़रनेम|यूजरनेम|tài khoản"
)
_PROSE_USER_RE = re.compile(
    # the word may carry a definite or possessive ending (``brukernavnet``, ``käyttäjätunnukseni``,
    # ``kullanıcı adım``) and a possessive after it (``brukernavnet mitt er``, ``username saya``)
    rf"(?i)(?<![A-Za-z0-9_-])(?:{_USER_WORDS})(?:[a-zåäöæøüıçğşа-яё]{{1,4}}|-nya)?"
    r"(?:[ \t]+(?:mitt|min|mine|mein|meiner|my|mon|ma|mi|mio|meu|mój|moj|saya|ku|anda|kamu|שלי|שלך|"
    r"của[ \t]+(?:bạn|tôi|mình|anh|chị|em)|الخاص[ \t]+(?:بك|بي)|الخاصة[ \t]+(?:بك|بي)))?"
    r"[ \t]*(?:[:：=]|是|为|は|는|은|(?:is|ist|est|es|è|é|er|är|on|jest|to|adalah|là|lautet|luidt|это|—|-)(?=[ \t])"
    r"|(?:هو|هي|הוא|היא)(?=[ \t])"
    r"|(?<=логин)(?=[ \t])|(?<=логін)(?=[ \t])|(?<=saya)(?=[ \t])|(?<=adım)(?=[ \t])|(?<=नेम)(?=[ \t]))"
    # a markdown bold label (``**Login:** a.rossi``) closes after its colon
    rf"(?:\*\*|__)?[ \t]*[\"'`「]?(?P<user>(?-i:[a-z0-9][\w.\-]{{1,31}}|[A-Za-z][a-z]*[\d_.][\w.\-]{{0,30}}))(?=[\"'`」]|[ \t]*(?:$|[\s,;)。，、])|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])"
)
_LOGGED_IN_AS_RE = re.compile(
    r"(?i:(?:logged|signed)[ \t]+(?:in|on)[ \t]+as|log[ \t]+in[ \t]+as|sign[ \t]+in[ \t]+as|angemeldet[ \t]+als|"
    r"connecté(?:e)?[ \t]+en[ \t]+tant[ \t]+que|conectado[ \t]+como|ingelogd[ \t]+als|innlogget[ \t]+som|inloggad[ \t]+som|"
    r"вош[её]л[ \t]+как|logged[ \t]+in[ \t]+to[ \t]+[\w.\-]+[ \t]+as)"
    r"[ \t]+[\"'`]?(?P<user>(?-i:[a-z][\w.\-]{1,31}|[A-Za-z][a-z]*[\d_][\w.\-]{0,30}))(?=[\"'`]|[ \t]*(?:$|[\s,;)]))"
)
#: keys that name a login with one word (``LOGNAME=``, LDAP ``uid:``, AD ``sAMAccountName``)
_ONE_WORD_USER_KEYS = frozenset(
    {"logname", "uid", "samaccountname", "screenname", "nick", "nickname", "userid", "acct"}
)


def _login_shaped(login: str) -> bool:
    """A personal login that does not read as a word: a digit, ``_``, ``.`` or ``-`` in it,
    or rare in every language (``kschmidt``; not ``required``, ``changed``)."""
    return (
        personal_login(login)
        and any(c.isalpha() for c in login)
        and (any(c.isdigit() or c in "_.-" for c in login) or rare_everywhere(login.casefold()))
    )


def _shell_logins(text: str) -> Iterable[tuple[str, int, int, float]]:
    """Logins in shell output, system files and server logs (``("USERNAME", s, e, 0.75)``)."""
    groups: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
        (_WHOAMI_RE, ("user",)),
        (_PROMPT2_RE, ("u1", "u2")),
        (_SSH_USER_RE, ("user",)),
        (_USERADMIN_RE, ("user",)),
        (_PASSWD_RE, ("user",)),
        (_DB_AUTH_RE, ("user",)),
        (_ACCOUNT_NAME_RE, ("user",)),
        (_PS_USER_RE, ("user",)),
    ]
    if "pts/" in text or "tty" in text or "console" in text:
        groups.append((_TTY_RE, ("user",)))
    if "PID" in text or "%" in text:
        groups.append((_PS_RE, ("user",)))
    for rx, names in groups:
        for m in rx.finditer(text):
            for g in names:
                if m.group(g) and personal_login(m.group(g).rstrip("+")):
                    yield "USERNAME", m.start(g), m.start(g) + len(m.group(g).rstrip("+")), 0.75
    for rx in (_LS_RE, _CHOWN_RE):
        for m in rx.finditer(text):
            user, group = m.group("user"), m.group("group")
            if personal_login(user):
                yield "USERNAME", m.start("user"), m.end("user"), 0.75
                if group == user:
                    yield "USERNAME", m.start("group"), m.end("group"), 0.75
    if "\\" in text:
        escaped = "\\n" in text or "\\t" in text  # literal escapes: ``ERROR\nretry`` is no DOMAIN\user
        for m in _DOMAIN_USER_RE.finditer(text):
            user = m.group("user")
            if m.group("dom") in _NOT_DOMAINS or (escaped and user[0] in "ntr"):
                continue
            if personal_login(user):
                yield "USERNAME", m.start("user"), m.end("user"), 0.75
    for rx in (_PROSE_USER_RE, _LOGGED_IN_AS_RE):
        for m in rx.finditer(text):
            if _login_shaped(m.group("user")):
                yield "USERNAME", m.start("user"), m.end("user"), 0.75


def _user_key(key: str) -> bool:
    words = [w.casefold() for w in _KEY_WORD_RE.findall(key)]
    if len(words) == 1 or key.casefold() in _ONE_WORD_USER_KEYS:
        return key.casefold() in _ONE_WORD_USER_KEYS
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
        yield from _shell_logins(text)
        if '"discriminator"' in text:
            yield from self._discord(text)
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
    def _discord(text: str) -> Iterable[tuple[str, int, int, float]]:
        """The snowflake id of a Discord user object (one with ``"discriminator"``: API
        responses, chat exports)."""
        for m in _DISCORD_ID_RE.finditer(text):
            lo = text.rfind("{", 0, m.start())
            hi = text.find("}", m.end())
            if '"discriminator"' in text[max(lo, 0) : len(text) if hi < 0 else hi]:
                yield "USERNAME", m.start("id"), m.end("id"), 0.75

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
