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
    r"(?<![\w.@/\])+%])@(?P<h>[a-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_]"
    # a capitalised handle needs a digit or ``_`` (``@Anna_K``, ``@Marek91``; not ``@Override``)
    r"|[A-Z][A-Za-z]*(?:[_\d][A-Za-z0-9_]*)+)(?![\w(/@\-]|\.[A-Za-z0-9])"
)
# the next line of a decorator: code, so ``@word`` on the line above is no mention
_CODE_LINE_RE = re.compile(r"[ \t]*(?:@|def |class |async |public |private |protected |static |export |function )")
_CJK_MENTION_RE = re.compile(r"@(?P<h>[\u4e00-\u9fff]{2,4})(?=[\s，,：:。]|$)")
_WXID_RE = re.compile(r"(?<![A-Za-z0-9])wxid_[A-Za-z0-9_\-]{6,40}")
#: shared and service logins: nobody's personal account (also read by ``fields`` and ``account_names``)
SERVICE_USERS = frozenset(
    """
    root admin administrator user users ubuntu debian centos ec2-user runner runneradmin vagrant
    docker node app www www-data nobody shared public default guest all users default user
    defaultuser0 postgres mysql git jenkins gitlab-runner circleci travis build builder ci
    username name me you your yourname your_user your-user youruser someone somebody
    """.split()
)
#: messenger names as their users write them (Latin and other scripts; issue 12): the label
#: before an id. Generic words (``line``, ``session``, ``wire``) are left out or need ``ID``.
_APPS = (
    r"telegram+|télégram|tg|телеграм+|телег[аиуеой]|тг|텔레그램|テレグラム|تيليجرام|تلغرام|تليجرام|טלגרם|टेलीग्राम|"
    r"wechat|weixin|微信|whatsapp|ватсап|вотсап|واتساب|וואטסאפ|व्हाट्सएप|signal|slack|"
    r"discord|дискорд|디스코드|ディスコード|skype|скайп|스카이프|スカイプ|line(?=[ \t]*(?:の)?[ \t]*id)|"
    r"kakao(?:talk)?|카카오톡|카톡|viber|вайбер|threema|matrix|element|mastodon|bluesky|bsky|twitter|instagram|"
    r"insta|инстаграм|tiktok|snapchat|github|gitlab|teams|qq|icq|xmpp|jabber|zalo|keybase|wxid"
)
#: the apps whose "id" is a phone number: a number there is left to the phone recognizers
_PHONE_APPS = re.compile(
    r"(?i)wechat|weixin|微信|whatsapp|ватсап|вотсап|واتساب|וואטסאפ|व्हाट्सएप|signal|viber|вайбер|zalo"
)
_MESSENGER_RE = re.compile(
    r"(?i)(?<![A-Za-z0-9_.@/#])(?:加(?:我)?(?:的)?[ \t]*)?(?P<app>"
    + _APPS
    + r")(?:[a-zà-ÿıçğşа-яёії]{1,4}(?=[ \t]*[:：]))?(?:[ \t]*(?:号|號))?"
    # a colon, or a copula in prose: "微信号是…", "LINE IDは …", "my Telegram is …", "mein Signal ist …",
    # "카톡 아이디는 …", "QQ号：…", "加我微信 …"
    r"(?:[ \t]*(?:id|handle|user(?:name)?|account|nick|号|アカウント|아이디)?[ \t]*(?:[:：=是为為]|は|는|은|(?:の)?[ \t]*id[はが：:]?)[ \t]*"
    r"|[ \t]*(?:id|handle|user(?:name)?|account|nick|号|아이디)[ \t]+"
    r"|(?P<cop>[ \t]*(?:id|handle|号)?[ \t]+(?:is|ist|es|est|é|è|er|är|on|jest|adalah|là|lautet|luidt|это|είναι)[ \t]+)"
    r"|[ \t]+(?=@)|(?<=微信)[ \t]*)"
    r"[\"'`「]?(?P<handle>@[A-Za-z0-9_.\-]{2,40}(?::[A-Za-z0-9.\-]+\.[A-Za-z]{2,}|@[A-Za-z0-9.\-]+\.[A-Za-z]{2,})?"
    r"|wxid_[A-Za-z0-9_\-]{4,40}|live:[\w.\-]{3,60}|\d{5,20}(?![\d\-])|\d[A-Z0-9*]{7}(?![\w*])"
    r"|[A-Za-z][A-Za-z0-9_.\-]{3,40}(?:#\d{4})?(?::[A-Za-z0-9.\-]+\.[A-Za-z]{2,})?"
    r"(?=[\s,;.)\]}\"'`」，。、！？）]|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]|$))"
)
#: Threema ids are 8 characters of ``A-Z``, ``0-9`` (and ``*`` for gateway ids)
_THREEMA_ID_RE = re.compile(r"^[A-Z0-9*]{8}$")
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
    r"(?i:(?<![\w.])(?:www\.|m\.)?(?:linkedin\.com/in|calendly\.com|t\.me|telegram\.me|instagram\.com|twitter\.com|x\.com|"
    r"facebook\.com|tiktok\.com/@|medium\.com/@|youtube\.com/@|keybase\.io|mastodon\.social/@|"
    r"bsky\.app/profile|threads\.net/@|threads\.com/@|reddit\.com/u|reddit\.com/user|twitch\.tv|"
    r"snapchat\.com/add|vk\.com|discord\.com/users|line\.me/ti/p/~|signal\.me/#eu|"
    r"github\.com|gitlab\.com|codeberg\.org)/)(?P<user>[A-Za-z0-9_][A-Za-z0-9_.\-]{1,60})(?P<rest>/[^\s\"'<>)\]]*)?"
)
_PROFILE_RESERVED = frozenset(
    """
    about login logout signup join settings features pricing explore search share intent home help i p
    hashtag events groups pages watch marketplace orgs organizations topics marketplace sponsors apps
    notifications issues pulls new enterprise team teams site security contact blog docs api
    joinchat share addstickers addlist s c iv proxy socks addtheme setlanguage confirmphone
    """.split()
)
_HANDLE_STOP = frozenset(
    "channel channels group groups workspace message messages call calls bot app api id handle user "
    "account chat thread the and for with from about is are on in to me us them it this that number "
    "user_id here everyone".split()  # Slack's @here/@everyone notify a channel, nobody in it
)


#: values after a messenger label that are no id: signal names (``Signal: SIGTERM``), a bare word
#: for yes/no, a template
_NOT_AN_ID_RE = re.compile(r"(?i:SIG[A-Z]{2,}$|true$|false$|none$|null$|yes$|no$|n/?a$)|\$|\{")
# Slack (``<@U024BE7LH>``, ``<@U024BE7LH|anna>``) and Discord (``<@80351110224678912>``,
# ``<@!8035…>``) mentions as the platforms' APIs and exports write them
_PLATFORM_MENTION_RE = re.compile(r"<@!?(?P<id>[UW][A-Z0-9]{8,11}|\d{17,20})(?:\|(?P<name>[^>\s|]{1,40}))?>")
# Matrix user ids (``@anna:matrix.org``; the spec's localpart is lower-case), also in matrix.to links
_MATRIX_RE = re.compile(
    r"(?<![\w.@])@(?P<h>[a-z0-9._=\-/]{1,64}:[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}(?::\d{1,5})?)(?![\w.\-])"
)
# vCard ``IMPP`` instant-messaging URIs (RFC 6350 6.4.3): ``IMPP;TYPE=home:xmpp:anna@jabber.org``,
# ``IMPP:skype:anna.k``, ``IMPP;X-SERVICE-TYPE=Telegram:tg:anna_k``
_IMPP_RE = re.compile(
    r"(?im)^IMPP[^:\n]*:(?:xmpp|skype|sip|aim|msnim|ymsgr|icq|irc|gtalk|matrix|tg|telegram|discord|signal|"
    r"whatsapp|wechat|weixin|line|kakao|viber|threema|qq|im|x-apple):(?://)?(?P<h>[^\s;]{2,80})"
)
# Bluesky handles under the default domain (``anna.bsky.social``), with or without ``@``
_BLUESKY_RE = re.compile(r"(?<![\w.\-])@?(?P<h>[a-z0-9][a-z0-9\-]{0,62}\.bsky\.social)(?![\w.\-])", re.I)
# Skype ids of Microsoft accounts: ``live:.cid.<hex>`` (the form Skype shows for new accounts)
_SKYPE_CID_RE = re.compile(r"(?<![\w])live:\.cid\.[0-9a-f]{8,20}(?![\w])")
#: ``@word`` that is code, not a person: CSS at-rules, doc-comment tags, cron shortcuts,
#: common decorators, batch ``@echo``
_AT_KEYWORDS = frozenset(
    """
    media import font-face keyframes supports charset namespace page layer container property
    tailwind apply screen use forward include mixin extend function return each if else for
    param params returns return throws throw type typedef deprecated see since author example
    link override inheritdoc template callback private public protected internal readonly
    yearly annually monthly weekly daily hourly midnight reboot echo
    staticmethod classmethod dataclass cached_property abstractmethod decorator pytest fixture
    app router route click task login_required
    """.split()
)


# a record key naming a messenger (JSON, YAML, ``.env``, ``key: value``): ``"telegram": "…"``,
# ``"qq": "284719365"``, ``kakao_id: …``, ``DISCORD_USER_ID=…``
_RECORD_KEY_RE = re.compile(
    r'"(?P<k1>[^"\n]{1,40})"[ \t]*:[ \t]*(?:"(?P<v1>[^"\n]{2,64})"|(?P<n1>\d{5,20})\b)'
    r"|(?m:^[ \t]*(?:export[ \t]+|-[ \t]+)?(?P<k2>[A-Za-z\u4e00-\u9fff][\w.\- \u4e00-\u9fff]{0,39}?)[ \t]*[:=][ \t]*[\"']?(?P<v2>[^\s\"',]{2,64})[\"']?[ \t]*$)"
)
_KEY_SPLIT_RE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|[\u4e00-\u9fff]+")
#: key words that are a messenger's name (``line``, ``signal``, ``matrix``, ``teams`` only with a
#: qualifier: alone they are as often something else)
_KEY_APPS = frozenset(
    "telegram tg discord wechat weixin wx 微信 微信号 qq qq号 icq skype kakao kakaotalk viber threema mastodon "
    "bluesky bsky snapchat instagram twitter tiktok xmpp jabber jid zalo keybase whatsapp".split()
)
_KEY_APPS_QUALIFIED = frozenset("line signal matrix teams slack element session wire".split())
_KEY_QUALIFIERS = frozenset("id handle username user name nick nickname account uid number no 号 contact".split())
_KEY_NOT = frozenset(
    "bot token webhook channel group chat url link api secret key enabled notify notifications".split()
)


def _messenger_key(key: str) -> str | None:
    """The messenger ``key`` names when it holds a person's id there (``telegram``,
    ``discord_id``, ``kakaoId``, ``微信号``), else None (``telegram_bot_token``, ``slack_channel``)."""
    words = [w.casefold() for w in _KEY_SPLIT_RE.findall(key)]
    if not words or len(words) > 3 or any(w in _KEY_NOT for w in words):
        return None
    rest = [w for w in words if w not in _KEY_APPS and w not in _KEY_APPS_QUALIFIED]
    if any(w not in _KEY_QUALIFIERS for w in rest):
        return None
    apps = [w for w in words if w in _KEY_APPS]
    if apps:
        return apps[0]
    qualified = [w for w in words if w in _KEY_APPS_QUALIFIED]
    return qualified[0] if qualified and rest else None


def _record_ids(text: str) -> Iterable[tuple[str, int, int, float]]:
    """Values of record keys naming a messenger (``("USERNAME", start, end, 0.75)``)."""
    for m in _RECORD_KEY_RE.finditer(text):
        g = "1" if m.group("k1") is not None else "2"
        app = _messenger_key(m.group("k" + g))
        if app is None:
            continue
        vg = "n1" if g == "1" and m.group("n1") else "v" + g
        v = m.group(vg)
        if v.startswith(("#", "http://", "https://", "$", "{", "<")) or _NOT_AN_ID_RE.match(v) or " " in v.strip():
            continue
        if v.isdigit() and (len(v) < 5 or _PHONE_APPS.match(app)):
            continue
        if app == "threema" and not _THREEMA_ID_RE.match(v):
            continue
        if not v.isdigit() and (v.lstrip("@").casefold() in SERVICE_USERS or team_or_bot_handle(v.lstrip("@"))):
            continue
        yield "USERNAME", m.start(vg), m.end(vg), 0.75


def _decorator(text: str, start: int, end: int) -> bool:
    """The ``@word`` at ``text[start:end]`` opens its line and the next line is code (a def, a
    class, another decorator): a decorator, not a mention."""
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip():
        return False
    nl = text.find("\n", end)
    return nl >= 0 and not text[end:nl].strip() and bool(_CODE_LINE_RE.match(text, nl + 1))


def _platform_ids(text: str) -> Iterable[tuple[str, int, int, float]]:
    """Messaging ids by their own format, with no label: Slack/Discord mentions, Matrix ids,
    Bluesky handles, Skype ``live:.cid.`` ids (``("USERNAME", start, end, 0.75)``)."""
    if "<@" in text:
        for m in _PLATFORM_MENTION_RE.finditer(text):
            yield "USERNAME", m.start("id"), m.end("id"), 0.8
            if m.group("name") and not team_or_bot_handle(m.group("name")):
                yield "USERNAME", m.start("name"), m.end("name"), 0.75
    if "@" in text and ":" in text:
        for m in _MATRIX_RE.finditer(text):
            if not team_or_bot_handle(m.group("h").split(":")[0]):
                yield "USERNAME", m.start("h"), m.end("h"), 0.75
    if "bsky.social" in text:
        for m in _BLUESKY_RE.finditer(text):
            yield "USERNAME", m.start("h"), m.end("h"), 0.75
    if "IMPP" in text or "impp" in text:
        for m in _IMPP_RE.finditer(text):
            yield "USERNAME", m.start("h"), m.end("h"), 0.8
    if "live:.cid." in text:
        for m in _SKYPE_CID_RE.finditer(text):
            yield "USERNAME", m.start(), m.end(), 0.8


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
                if user.casefold() in SERVICE_USERS or not (user[0].isalnum() or user[0] == "_"):
                    continue
                yield "USERNAME", m.start("user"), m.end("user"), 0.8
        if "@" in text:
            for m in _PROMPT_RE.finditer(text):
                if m.group("user").casefold() not in SERVICE_USERS:
                    yield "USERNAME", m.start("user"), m.end("user"), 0.8
            for m in _MENTION_RE.finditer(text):
                h = m.group("h")
                if _decorator(text, m.start(), m.end()):
                    continue
                if (
                    h.casefold() not in _HANDLE_STOP
                    and h.casefold() not in _AT_KEYWORDS
                    and h.casefold() not in SERVICE_USERS
                    and not all_tech(h)
                    and not team_or_bot_handle(h)
                ):
                    yield "USERNAME", m.start(), m.end(), 0.65
            for m in _CJK_MENTION_RE.finditer(text):
                yield "PERSON", m.start("h"), m.end("h"), 0.75
        if "-" in text:
            for m in _CLI_USER_RE.finditer(text):
                if m.group("user").casefold() not in SERVICE_USERS:
                    yield "USERNAME", m.start("user"), m.end("user"), 0.7
                if m.group("pw"):
                    yield "PASSWORD", m.start("pw"), m.end("pw"), 0.85
            for m in _CLI_PASSWORD_RE.finditer(text):
                if not m.group("pw").startswith(("$", "-")):
                    yield "PASSWORD", m.start("pw"), m.end("pw"), 0.8
        for m in _AUTH_LOG_RE.finditer(text):
            g = "user" if m.group("user") else "sudoer"
            if m.group(g).casefold() not in SERVICE_USERS:
                yield "USERNAME", m.start(g), m.end(g), 0.8
        if "Host" in text:
            for m in _SSH_CONFIG_USER_RE.finditer(text):
                if m.group("user").casefold() not in SERVICE_USERS:
                    yield "USERNAME", m.start("user"), m.end("user"), 0.75
        for m in _MERGE_PR_RE.finditer(text):
            yield "USERNAME", m.start("user"), m.end("user"), 0.7
        if "/" in text:
            for m in _PROFILE_RE.finditer(text):
                user, rest = m.group("user"), m.group("rest") or ""
                host = text[m.start() : m.start("user")].casefold()
                if user.casefold() in _PROFILE_RESERVED or user.casefold() in SERVICE_USERS or all_tech(user):
                    continue
                if ("github" in host or "gitlab" in host or "codeberg" in host) and rest.strip("/"):
                    continue  # github.com/<owner>/<repo>: an organisation as often as a person
                yield "USERNAME", m.start("user"), m.end("user"), 0.7
        for m in _WXID_RE.finditer(text):
            yield "USERNAME", m.start(), m.end(), 0.8
        for m in _MESSENGER_RE.finditer(text):
            h, app = m.group("handle"), m.group("app").casefold()
            if h.lstrip("@").casefold() in _HANDLE_STOP or _NOT_AN_ID_RE.match(h):
                continue
            if h.isdigit() and _PHONE_APPS.match(app):
                continue  # a WhatsApp/Signal/Viber "id" is a phone number: the phone recognizers' job
            if app == "threema" and not _THREEMA_ID_RE.match(h):
                continue  # "Threema: ready"
            if m.group("cop") and not _ID_SHAPE_RE.search(h):
                continue  # "my telegram is down": after a copula only an id-shaped word is an id
            yield "USERNAME", m.start("handle"), m.end("handle"), 0.75
        yield from _platform_ids(text)
        if ":" in text or "=" in text:
            yield from _record_ids(text)
