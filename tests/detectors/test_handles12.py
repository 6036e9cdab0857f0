"""Messaging ids and logins by their platforms' and tools' own formats (issue 12, handles12).

Each rule has a real value that must be masked and a twin that must not: a team's or a bot's
handle, a service login, a decorator, an npm scope, a CSS at-rule, a version, a channel.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _covered(det: Detector, text: str, value: str) -> bool:
    """Every letter and digit of ``value`` (first occurrence) lies inside a detected span."""
    k = text.index(value)
    spans = det.scan_text(text)
    return all(any(s.start <= i < s.end for s in spans) for i in range(k, k + len(value)) if text[i].isalnum())


def _touched(det: Detector, text: str, value: str) -> bool:
    """Some detected span overlaps ``value`` (first occurrence)."""
    k = text.index(value)
    return any(s.start < k + len(value) and k < s.end for s in det.scan_text(text))


# -- messaging ids: formats, labels in many scripts, record keys ------------------------------
MESSAGING = [
    ("<@284102390127345664> can you check the refund?", "284102390127345664"),  # Discord mention
    ("<@U04ABCD1234|marta.s> approved the deploy", "U04ABCD1234"),  # Slack mention
    ("<@U04ABCD1234|marta.s> approved the deploy", "marta.s"),
    ("Matrix: @sigrun:matrix.org", "sigrun:matrix.org"),
    ("reach me at @sigrun.h:chat.example.de", "sigrun.h:chat.example.de"),
    ("Bluesky: elsbeth.bsky.social", "elsbeth.bsky.social"),
    ("https://bsky.app/profile/elsbeth.bsky.social", "elsbeth.bsky.social"),
    ("Skype: live:.cid.3f2a9b1c7d8e4f60", "live:.cid.3f2a9b1c7d8e4f60"),
    ("Discord: haakon#4821", "haakon#4821"),
    ("Signal username: bjorn.42", "bjorn.42"),
    ("Threema ID: 7XK3M9PQ", "7XK3M9PQ"),
    ("QQ号：284719365", "284719365"),
    ("我的QQ是 284719365", "284719365"),
    ("加我微信 lin-xiaoyu88", "lin-xiaoyu88"),
    ("LINEのID：yuki_tanaka77", "yuki_tanaka77"),
    ("카카오톡 ID: minji0412", "minji0412"),
    ("카톡 아이디는 minji0412 입니다", "minji0412"),
    ("텔레그램: @anna_kov", "anna_kov"),
    ("Discord ID: 284102390127345664", "284102390127345664"),
    ("follow me: @Marek_91", "Marek_91"),
    ("Mój telegram: anna_kov", "anna_kov"),
    ("в телеграме: anna_kov", "anna_kov"),
    ("nama pengguna: budi_s", "budi_s"),
    ("ユーザーID：tanaka_h", "tanaka_h"),
    ('{"kakao_id": "minji0412"}', "minji0412"),
    ('{"qq": "284719365"}', "284719365"),
    ('{"author": {"id": "80351110224678912", "username": "nelly", "discriminator": "0"}}', "80351110224678912"),
    ('{"telegram_id": 6496550212}', "6496550212"),
    ("discord_user: thorvald_g", "thorvald_g"),
    ("BEGIN:VCARD\nIMPP;TYPE=home:skype:pieter.vandam\nEND:VCARD", "pieter.vandam"),
]
NOT_MESSAGING = [
    ("@media (max-width: 600px) { body { margin: 0 } }", "media"),
    ("@import url(theme.css);", "import"),
    ("@property\ndef name(self): ...", "property"),
    (" * @param name the user's name", "param"),
    ("@reboot /usr/local/bin/start.sh", "reboot"),
    ("@echo off", "echo"),
    ("npm i -D @types/node", "types"),
    ("Signal: SIGTERM received, shutting down", "SIGTERM"),
    ("Slack: #payments", "payments"),
    ("Telegram: https://t.me/joinchat/AbCdEf", "joinchat"),
    ("Threema: ready", "ready"),
    ("<@U04ABCD1234|platform-team> was mentioned", "platform-team"),
    ('{"slack_channel": "#ops-alerts"}', "ops-alerts"),
    ("discord_channel: general", "general"),
    ('{"telegram_notifications": "enabled"}', "enabled"),
    ("TELEGRAM_CHAT_TYPE=private", "private"),
    ("WhatsApp: +49 151 12345678", "WhatsApp"),
    ("image: redis@sha256:abcdef0123456789", "sha256"),
]


@pytest.mark.parametrize(("text", "value"), MESSAGING)
def test_messaging_id_is_masked(det: Detector, text: str, value: str) -> None:
    assert _covered(det, text, value)


@pytest.mark.parametrize(("text", "value"), NOT_MESSAGING)
def test_code_team_and_channel_words_are_no_messaging_id(det: Detector, text: str, value: str) -> None:
    assert not _touched(det, text, value)


# -- logins in shell output, system files, server logs, prose ---------------------------------
LOGINS = [
    ("$ whoami\nkschmidt\n", "kschmidt"),
    ("$ ls -l\n-rw-r--r--  1 kschmidt  staff  1204 Nov  3 09:14 notes.txt\n", "kschmidt"),
    ("drwxr-xr-x 5 kschmidt kschmidt 4096 Nov  3 09:14 src\n", "kschmidt kschmidt"),
    (
        "$ ps aux\nUSER  PID %CPU %MEM    VSZ   RSS TTY  STAT START TIME COMMAND\n"
        "kschmidt  4121  0.0  0.1  12345  6789 pts/0 S+ 09:14 0:00 vim notes.txt\n",
        "kschmidt",
    ),
    ("$ last\nkschmidt pts/0        10.0.0.12        Mon Nov  3 09:14   still logged in\n", "kschmidt"),
    ("$ who\nkschmidt pts/0        2024-11-03 09:14 (10.0.0.12)\n", "kschmidt"),
    ("[kschmidt@laptop ~]$ ls", "kschmidt"),
    ("git clone ssh://kschmidt@git.example.com/repo.git", "kschmidt"),
    ("runas /user:CORP\\kschmidt cmd", "kschmidt"),
    ("An account failed to log on. Account Name: kschmidt Account Domain: CORP", "kschmidt"),
    ("Login failed for user 'kschmidt'.", "kschmidt"),
    ('FATAL:  password authentication failed for user "kschmidt"', "kschmidt"),
    ("ERROR 1045 (28000): Access denied for user 'kschmidt'@'10.0.0.1' (using password: YES)", "kschmidt"),
    ("$ sudo useradd -m -s /bin/bash kschmidt", "kschmidt"),
    ("$ sudo usermod -aG docker kschmidt", "kschmidt"),
    ("chown kschmidt:staff report.pdf", "kschmidt"),
    ("kschmidt:x:1001:1001:Karin Schmidt,,,:/home/kschmidt:/bin/bash", "kschmidt"),
    ("LOGNAME=kschmidt", "kschmidt"),
    ('{"uid": "kschmidt"}', "kschmidt"),
    ("My username is kschmidt", "kschmidt"),
    ("mon identifiant est mdupont", "mdupont"),
    ("mi usuario es jperez", "jperez"),
    ("мой логин ivanov_a", "ivanov_a"),
    ("我的用户名是 zhangwei88", "zhangwei88"),
    ("账号：zhangwei88", "zhangwei88"),
    ("Logged in as kschmidt", "kschmidt"),
    ("Brukernavnet mitt er olanor91", "olanor91"),
    ("mój login to jkowalski", "jkowalski"),
    ("kullanıcı adım ayse.k", "ayse.k"),
    ("käyttäjätunnukseni on mvirtanen", "mvirtanen"),
    ("username saya budi_s", "budi_s"),
    ("tên đăng nhập là nguyenvan", "nguyenvan"),
]
NOT_LOGINS = [
    ("$ whoami\nroot\n", "root"),
    ("-rw-r--r-- 1 www-data www-data 12 Nov  3 09:14 index.html", "www-data"),
    ("drwxr-xr-x 5 root root 4096 Nov  3 09:14 src", "root"),
    ("postgres  812  0.0  0.4 215000 32000 ?  Ss  08:00  0:01 postgres: checkpointer", "postgres"),
    ("ssh deploy@bastion.example.com", "deploy"),
    ("git clone ssh://git@github.com/acme/app.git", "git"),
    ("[ubuntu@ip-10-0-0-5 ~]$ ls", "ubuntu"),
    ('FATAL:  password authentication failed for user "postgres"', "postgres"),
    ("Login: required", "required"),
    ("the username is required", "required"),
    ("mój login to konto firmowe", "konto"),
    ("brukernavnet er feil", "feil"),
    ("Benutzername lautet wie folgt", "wie"),
    ("log in as admin", "admin"),
    ("user: root", "root"),
    ("reg query HKLM\\Software\\Vendor", "Software"),
    ("NT AUTHORITY\\SYSTEM", "SYSTEM"),
    ('{"uid": 1001}', "1001"),
    ('{"guild": {"id": "80351110224678912", "name": "Rust Guild"}}', "80351110224678912"),
    ("passwd", "passwd"),
]


@pytest.mark.parametrize(("text", "value"), LOGINS)
def test_personal_login_is_masked(det: Detector, text: str, value: str) -> None:
    assert _covered(det, text, value)


@pytest.mark.parametrize(("text", "value"), NOT_LOGINS)
def test_service_login_or_word_is_not_masked(det: Detector, text: str, value: str) -> None:
    assert not _touched(det, text, value)


def test_digits_under_an_account_word_are_no_login(det: Detector) -> None:
    """``账号`` is a bank account as often as a login: a number there is not typed USERNAME."""
    text = "账号：6222-0212-3456"
    assert [s.entity_type for s in det.scan_text(text) if "6222" in s.text] == ["BANK_ACCOUNT"]
