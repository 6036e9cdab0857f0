"""User names in home-directory paths and messaging ids (``USERNAME``).

- Home directories: the user segment of ``/home/<user>/…``, ``/Users/<user>/…``,
  ``/var/home/<user>``, ``C:\\Users\\<user>\\…`` (also with ``/`` or doubled ``\\\\``) and
  ``~<user>/``. Agents put the workspace path in every system prompt, so this is the most
  frequent personal value in agent traffic. Shared and service accounts (``root``,
  ``ubuntu``, ``runner``, ``Public``, ``Default`` …) and templates (``$USER``, ``<user>``,
  ``{user}``) are not reported. Score 0.8.
- Shell prompts ``user@host:~$``, ``curl -u user:password``, ``ssh -l user``, ``mysql -p'pw'``
  (the password is ``PASSWORD``): 0.7-0.85. Chat mentions ``@handle`` (lower-case start; not an
  e-mail, a decorator such as ``@Override``, an npm scope or a technology term): 0.65; ``@张三`` is a PERSON (0.75).
- Auth logs and configs: ``Accepted publickey for <user> from``, ``Invalid user <user>``,
  ``session opened for user <user>``, ``sudo: <user> : TTY=…``; ``User <user>`` under an
  ssh_config ``Host``; ``Merge pull request #N from <user>/…``; profile URLs
  (``linkedin.com/in/<user>``, ``calendly.com/<user>``, ``t.me/<user>``, ``github.com/<user>``
  alone — a repository URL's owner is as often an organisation): 0.7-0.8.
- Messaging ids after a messenger's name in any of the corpus languages (``Telegram:
  @anna_k``, ``WeChat ID wxid_…``, ``微信号：…``, ``Slack @j.doe``, ``WhatsApp …`` — a phone
  there is left to the phone recognizers): score 0.75.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..tech_terms import all_tech
from .base import OurRecognizer

_HOME_RE = re.compile(
    r"(?:(?<![\w.])/(?:home|Users|var/home|export/home|usr/home|var/mail|var/spool/mail)/|(?<![\w])[A-Za-z]:(?:\\\\|\\|/)(?:Users|Documents and Settings)(?:\\\\|\\|/)|(?<![\w/])~)"
    r"(?P<user>[^/\\\s\"'<>:;|*?,()\[\]{}]{1,64})"
)
# user@host:~$ shell prompts, "curl -u user:pass", "ssh -l user", "sudo -u user"
_PROMPT_RE = re.compile(
    r"(?m)^[ \t]*(?:\([^)\n]{1,30}\)[ \t]*)?(?P<user>[a-z_][a-z0-9_.\-]{1,31})@(?P<host>[A-Za-z0-9][\w.\-]{0,62}):[ \t]?[~/]"
)
_CLI_USER_RE = re.compile(
    r"(?<![\w-])(?:-u|--user(?:name)?[= ]|-l|--login[= ])[ \t]*(?P<user>[A-Za-z_][\w.\-]{1,31})(?::(?P<pw>[^\s'\"]{3,128}))?(?=[\s'\"]|$)"
)
_CLI_PASSWORD_RE = re.compile(
    r"(?<![\w-])(?:-p|--password[= ]|--pass[= ])(?P<q>['\"]?)(?P<pw>[^\s'\"]{3,128})(?P=q)(?=\s|$)"
)
# chat mentions: @handle (not an e-mail, a decorator, an npm scope or a path) and @中文名
# (not after "]", ")", "+" or "%": the local part of ``123+bot[bot]@users.noreply…`` ends there)
_MENTION_RE = re.compile(
    r"(?<![\w.@/\])+%])@(?P<h>[a-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])(?![\w(/@\-]|\.[A-Za-z0-9])"
)
_CJK_MENTION_RE = re.compile(r"@(?P<h>[\u4e00-\u9fff]{2,4})(?=[\s，,：:。]|$)")
_WXID_RE = re.compile(r"(?<![A-Za-z0-9])wxid_[A-Za-z0-9_\-]{6,40}")
_SERVICE_USERS = frozenset(
    """
    root admin administrator user users ubuntu debian centos ec2-user runner runneradmin vagrant
    docker node app www www-data nobody shared public default guest all users default user
    defaultuser0 postgres mysql git jenkins gitlab-runner circleci travis build builder ci
    username name me you your yourname your_user your-user youruser someone somebody
    """.split()
)
_MESSENGER_RE = re.compile(
    r"(?i)(?:telegram|tg|wechat(?:\s*id)?|weixin|微信(?:号)?|whatsapp|signal|slack|discord|skype|line\s*id|"
    r"kakao(?:talk)?|viber|threema|matrix|mastodon|twitter|instagram|insta|tiktok|github|gitlab|"
    r"teams|qq(?:号)?|wxid)"
    # a colon, or a copula in prose: "微信号是…", "LINE IDは …", "my Telegram is …", "mein Signal ist …"
    r"(?:[ \t]*(?:id|handle|user(?:name)?|account|号)?[ \t]*[:：=是为為は][ \t]*|[ \t]*(?:id|handle|user(?:name)?|account|号)[ \t]+"
    r"|(?P<cop>[ \t]*(?:id|handle|号)?[ \t]+(?:is|ist|es|est|é|er|är|on|это|είναι)[ \t]+)|[ \t]+(?=@))"
    r"(?P<handle>@[A-Za-z0-9_.\-]{2,40}|wxid_[A-Za-z0-9_\-]{4,40}"
    r"|[A-Za-z][A-Za-z0-9_.\-]{3,40}(?=[\s,;.)\]}\"'，。、！？）]|[\u3040-\u30ff\u4e00-\u9fff]|$))"
)
#: a handle after a copula must look like one: a digit, ``_``, ``.`` or a leading ``@``
_ID_SHAPE_RE = re.compile(r"^@|[\d_.]")
# accounts in the standard auth-log lines of sshd, sudo and PAM, in ssh_config ``User`` lines
# under a ``Host`` block, and as the fork owner of a GitHub merge commit
_AUTH_LOG_RE = re.compile(
    r"(?:(?:Accepted|Failed)[ \t]+(?:password|publickey|keyboard-interactive(?:/pam)?|gssapi-with-mic)[ \t]+for"
    r"(?:[ \t]+invalid[ \t]+user)?|Invalid[ \t]+user|session[ \t]+(?:opened|closed)[ \t]+for[ \t]+user|"
    r"authentication[ \t]+failure;.*?[ \t]user=)[ \t]+(?P<user>[A-Za-z_][\w.\-]{0,31})(?=[\s(]|$)"
    r"|(?m:^.*?\bsudo(?:\[\d+\])?:[ \t]+(?P<sudoer>[A-Za-z_][\w.\-]{0,31})[ \t]+:[ \t]+(?:TTY|PWD|USER|COMMAND)=)"
)
_SSH_CONFIG_USER_RE = re.compile(r"(?m)^[ \t]+User[ \t]+(?P<user>[A-Za-z_][\w.\-]{0,31})[ \t]*$")
_MERGE_PR_RE = re.compile(r"Merge pull request #\d+ from (?P<user>[A-Za-z0-9][A-Za-z0-9\-]{0,38})/")
# profile pages: the first path segment on sites whose URLs name a person's account
_PROFILE_RE = re.compile(
    r"(?i:(?<![\w.])(?:www\.)?(?:linkedin\.com/in|calendly\.com|t\.me|instagram\.com|twitter\.com|x\.com|"
    r"facebook\.com|tiktok\.com/@|medium\.com/@|youtube\.com/@|keybase\.io|mastodon\.social/@|"
    r"github\.com|gitlab\.com|codeberg\.org)/)(?P<user>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,60})(?P<rest>/[^\s\"'<>)\]]*)?"
)
_PROFILE_RESERVED = frozenset(
    """
    about login logout signup join settings features pricing explore search share intent home help i p
    hashtag events groups pages watch marketplace orgs organizations topics marketplace sponsors apps
    notifications issues pulls new enterprise team teams site security contact blog docs api
    """.split()
)
_HANDLE_STOP = frozenset(
    "channel channels group groups workspace message messages call calls bot app api id handle user "
    "account chat thread the and for with from about is are on in to me us them it this that number "
    "user_id".split()
)


#: the last part of a team's, a group's or a bot's handle (``@devops-bot``, ``@platform-team``,
#: ``@sre_oncall``, ``@equipe-infra``): a handle made of words that name no person (precision11).
#: Team words in en, de, fr, es, it, nl, no/sv/da, and the romanised zh ``zu``/``tuandui``.
_GROUP_WORDS = frozenset(
    """
    bot bots team teams squad crew group groups guild admins owners maintainers reviewers
    approvers committers core devs developers devops ops sre oncall infra platform security
    release releases support helpdesk alerts alerting notifications ci cd actions automation
    deploy deploys builds qa engineering staff everyone
    equipe équipe equipo equipa squadra gruppo gruppe grupo groupe ploeg afdeling avdeling
    avdelningen lag laget teamet tuandui zu
    """.split()
)
#: a first part that makes the handle a team's (``team-payments``, ``equipe-infra``)
_TEAM_HEADS = frozenset("team teams squad equipe équipe equipo equipa squadra gruppe groupe grupo ploeg".split())
#: bots and apps of code hosts that write in issues and chats under a handle
_BOT_HANDLES = frozenset(
    """
    github-actions dependabot dependabot-preview renovate renovate-bot codecov sonarcloud snyk-bot
    mergify netlify vercel gitguardian imgbot allcontributors stale copilot coderabbitai
    """.split()
)


def team_or_bot_handle(handle: str) -> bool:
    """Whether ``handle`` (no ``@``) names a team, a group or a bot, not a person: a listed bot
    (``github-actions``, ``dependabot``), a ``[bot]`` suffix, or a hyphen/underscore/dot
    compound whose last or first part is a group word (``devops-bot``, ``platform-team``,
    ``team-payments``). A plain name (``maria-lopez``, ``jsmith``) is not one."""
    h = handle.casefold().removesuffix("[bot]")
    if h != handle.casefold() or h in _BOT_HANDLES:
        return True
    parts = [p for p in re.split(r"[-_.]", h) if p]
    return len(parts) >= 2 and (parts[-1] in _GROUP_WORDS or parts[0] in _TEAM_HEADS)


class HandleRecognizer(OurRecognizer):
    """Home-directory user names and messaging ids (see module docstring)."""

    ENTITIES = ("USERNAME", "PERSON", "PASSWORD")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("USERNAME", start, end, score)``."""
        if "/" in text or "\\" in text or "~" in text:
            for m in _HOME_RE.finditer(text):
                user = m.group("user")
                # a login starts with a letter, digit or `_` (`~#` ends a root prompt, `~$` a user's)
                if user.casefold() in _SERVICE_USERS or not (user[0].isalnum() or user[0] == "_"):
                    continue
                yield "USERNAME", m.start("user"), m.end("user"), 0.8
        if "@" in text:
            for m in _PROMPT_RE.finditer(text):
                if m.group("user").casefold() not in _SERVICE_USERS:
                    yield "USERNAME", m.start("user"), m.end("user"), 0.8
            for m in _MENTION_RE.finditer(text):
                h = m.group("h")
                if (
                    h.casefold() not in _HANDLE_STOP
                    and h.casefold() not in _SERVICE_USERS
                    and not all_tech(h)
                    and not team_or_bot_handle(h)
                ):
                    yield "USERNAME", m.start(), m.end(), 0.65
            for m in _CJK_MENTION_RE.finditer(text):
                yield "PERSON", m.start("h"), m.end("h"), 0.75
        if "-" in text:
            for m in _CLI_USER_RE.finditer(text):
                if m.group("user").casefold() not in _SERVICE_USERS:
                    yield "USERNAME", m.start("user"), m.end("user"), 0.7
                if m.group("pw"):
                    yield "PASSWORD", m.start("pw"), m.end("pw"), 0.85
            for m in _CLI_PASSWORD_RE.finditer(text):
                if not m.group("pw").startswith(("$", "-")):
                    yield "PASSWORD", m.start("pw"), m.end("pw"), 0.8
        for m in _AUTH_LOG_RE.finditer(text):
            g = "user" if m.group("user") else "sudoer"
            if m.group(g).casefold() not in _SERVICE_USERS:
                yield "USERNAME", m.start(g), m.end(g), 0.8
        if "Host" in text:
            for m in _SSH_CONFIG_USER_RE.finditer(text):
                if m.group("user").casefold() not in _SERVICE_USERS:
                    yield "USERNAME", m.start("user"), m.end("user"), 0.75
        for m in _MERGE_PR_RE.finditer(text):
            yield "USERNAME", m.start("user"), m.end("user"), 0.7
        if "/" in text:
            for m in _PROFILE_RE.finditer(text):
                user, rest = m.group("user"), m.group("rest") or ""
                host = text[m.start() : m.start("user")].casefold()
                if user.casefold() in _PROFILE_RESERVED or user.casefold() in _SERVICE_USERS or all_tech(user):
                    continue
                if ("github" in host or "gitlab" in host or "codeberg" in host) and rest.strip("/"):
                    continue  # github.com/<owner>/<repo>: an organisation as often as a person
                yield "USERNAME", m.start("user"), m.end("user"), 0.7
        for m in _WXID_RE.finditer(text):
            yield "USERNAME", m.start(), m.end(), 0.8
        for m in _MESSENGER_RE.finditer(text):
            h = m.group("handle")
            if (
                h.lstrip("@").casefold() in _HANDLE_STOP
                or sum(c.isdigit() for c in h) >= 7
                and h[0] != "@"
                and "wxid" not in h
            ):
                continue
            if m.group("cop") and not _ID_SHAPE_RE.search(h):
                continue  # "my telegram is down": after a copula only an id-shaped word is an id
            yield "USERNAME", m.start("handle"), m.end("handle"), 0.75
