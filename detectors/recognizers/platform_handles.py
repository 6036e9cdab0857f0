"""Account names on chat and gaming platforms told in prose, in the grammar of each language (multi13).

``handles.py`` reads an app name right before its id (``Discord: x``, ``my Telegram is x``).
People name the platform in their own language and grammar and put words between: ``В
дискорде я lunar.moth``, ``Mój nick na discordzie to x``, ``tài khoản discord của mình là x``,
``החשבון שלי בדיסקורד: x``, ``حسابي على ديسكورد: x``, ``मेरा discord x है``, ``Xbox
gamertag: x``, ``Steam: x``. Here a **platform word** (chat and gaming platforms and the words
for a nickname, in many scripts, with case endings and Hebrew proclitics) is followed, in the
same clause and within 40 characters, by the **first handle-shaped token**: 3-40 characters of
letters, digits, ``_``, ``.`` and ``-`` with a digit, ``_`` or ``.`` in it (or a Discord tag
``name#1234``). ``USERNAME`` 0.75 (the scanner's type for messaging ids and logins).

Not handles: a domain or URL (``discord.gg``, ``steamcommunity.com``), a version or number
(``v1.2``, ``2.0``), a file name (``config.yaml``), an e-mail address, a service account
(``admin``, ``bot_user``), a value after a sentence end or a line break.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .account_names import personal_login
from .base import OurRecognizer

_PLATFORMS = (
    r"discord|дискорд|діскорд|діскорд|디스코드|ディスコード|דיסקורד|ديسكورد|डिस्कॉर्ड|"
    r"steam|стим|스팀|xbox|gamertag|psn|playstation|twitch|твич|roblox|роблокс|minecraft|майнкрафт|"
    r"battle\.?net|battletag|riot[ \t]+id|epic[ \t]+games|fortnite|"
    r"nick(?:name)?|nickiem|ник|нік|нікнейм|никнейм|닉네임|ニックネーム|昵称|暱稱|כינוי|اسم[ \t]+المستخدم|"
    r"telegram|телеграм|텔레그램|טלגרם|تيليجرام|instagram|инстаграм|인스타|インスタ|אינסטגרם|انستقرام|"
    r"tiktok|тикток|틱톡|snapchat|reddit|github|gitlab"
)
_PLATFORM_RE = re.compile(r"(?i)(?<![^\W\d_])(?:[בלה]|ב?ה|على[ \t]+)?(?:" + _PLATFORMS + r")[^\W\d_]{0,5}(?![^\W\d_])")
_HANDLE_RE = re.compile(
    r"(?<![\w.@/#:\-])(?P<h>[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9](?:#\d{4})?)(?![\w@/]|\.[A-Za-z0-9]|:\d)"
)
_TLDS = frozenset(
    "com net org io gg me app dev co uk de ru fr jp kr cn vn pl es it tr il in ua tv gl ly to be ai info xyz".split()
)
_FILE_EXT = frozenset("py js ts json yaml yml txt md log csv exe png jpg zip sh".split())


def _handle_shaped(h: str) -> bool:
    if not (any(c.isdigit() or c in "_." for c in h) or re.search(r"#\d{4}$", h)):
        return False
    if re.fullmatch(r"v?\d+(?:\.\d+)+", h, re.I) or re.search(r"\d\.\d+$", h):  # a version
        return False
    last = h.rsplit(".", 1)[-1].casefold() if "." in h else ""
    if last in _TLDS or last in _FILE_EXT:
        return False
    return personal_login(h.split("#", 1)[0])


class PlatformHandleRecognizer(OurRecognizer):
    """A handle after a platform or nickname word in the same clause (module docstring)."""

    ENTITIES = ("USERNAME",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("USERNAME", start, end, 0.75)``."""
        last = -1
        for p in _PLATFORM_RE.finditer(text):
            if p.end() <= last:
                continue
            end = min(len(text), p.end() + 40)
            stop = re.search(r"[\n.!?;。！？](?:\s|$)|\n", text[p.end() : end])
            if stop is not None:
                end = p.end() + stop.start()
            for h in _HANDLE_RE.finditer(text, p.end(), end):
                v = h.group("h")
                if v.isalpha() or _PLATFORM_RE.fullmatch(v):
                    continue  # a word of the sentence (``handle``, ``is``, ``discordzie``)
                if _handle_shaped(v):
                    last = h.end()
                    yield "USERNAME", h.start("h"), h.end("h"), 0.75
                break
