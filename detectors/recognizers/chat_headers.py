"""Speakers of chat exports whose header line carries the time in a platform's own layout.

``fields.py`` reads the common transcript shapes (``[10:32] Name: …``, ``Name (10:32): …``,
WhatsApp ``14/06/24, 9:02 pm - Name: …``). The layouts below are the other exports agents
forward; each is anchored on a whole header line, so a name-shaped word elsewhere is not read:

- Discord copy: ``name — Today at 3:43 PM`` (``Yesterday at``, ``11/30/2026 3:43 PM``);
- Slack copy: ``Name Surname [10:02]`` alone on its line;
- Telegram Desktop copy: ``Name Surname, [30.11.26 18:20]``;
- KakaoTalk PC export: ``[Name] [오후 9:12] message`` and its title ``Name 님과 카카오톡 대화``;
- Zalo / Viber copies: ``Name (21:06 30/11/2026): message`` (time and date in either order);
- LINE export: ``19:02<TAB>Name<TAB>message``;
- WhatsApp exports with Arabic-Indic digits and the Arabic comma:
  ``٢٠/١١/٢٠٢٦، ٩:١٢ م - Name: message``;
- Telegram Desktop JSON exports: ``"from": "Name", "from_id": "user123…"``.

Yields ``PERSON`` (0.75), or ``USERNAME`` for a lower-case handle (``oriel.dev``,
``thornycrofte_gg``). A label the name checks reject (role words, technology terms, digits)
is no one's: ``System [10:02]``, ``[bot] [오후 9:12]``.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..tech_terms import all_tech
from .account_names import _ROLE_WORDS
from .base import OurRecognizer
from .handles import SERVICE_USERS
from .name_shape import NOT_NAME_WORDS, ROLE_WORDS, looks_like_name

_NAME = r"(?P<name>[^\W\d_][^\n\t:：()\[\]<>@/#=|—]{0,40}?)"
_CLOCK = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?"
_DATE = r"\d{1,4}[./\-]\d{1,2}[./\-]\d{2,4}"
_HEADER_RES = (
    re.compile(rf"^[ \t]*{_NAME}[ \t]+[—–][ \t]+(?:Today|Yesterday|{_DATE})(?:[ \t]+at)?[ \t]+{_CLOCK}[ \t]*$", re.M),
    re.compile(rf"^[ \t]*{_NAME}[ \t]+\[{_CLOCK}\][ \t]*$", re.M),
    re.compile(rf"^[ \t]*{_NAME},[ \t]*\[{_DATE}[ \t]+{_CLOCK}\][ \t]*$", re.M),
    re.compile(
        r"^[ \t]*\[(?P<name>[^\]\n\d]{1,30})\][ \t]*\[(?:오전|오후|午前|午後|AM|PM)?[ \t]*\d{1,2}:\d{2}\]", re.M
    ),
    re.compile(r"^[ \t]*(?P<name>[^\W\d_]\S{0,20})[ \t]+님과[ \t]+카카오톡[ \t]+대화", re.M),
    re.compile(rf"^[ \t]*{_NAME}[ \t]*\((?:{_CLOCK}[ \t,]+{_DATE}|{_DATE}[ \t,]+{_CLOCK})\)[ \t]*[:：]", re.M),
    re.compile(r"^[ \t]*\d{1,2}:\d{2}\t(?P<name>[^\t\n\d]{1,30})\t\S", re.M),
    re.compile(
        rf"^[ \t]*\[?{_DATE}[،,][ \t]*\d{{1,2}}:\d{{2}}(?::\d{{2}})?[ \t]*(?:[صم]|[AaPp][Mm])?\]?[ \t]*[-–][ \t]*"
        rf"{_NAME}[ \t]*[:：][ \t]*\S",
        re.M,
    ),
)
_HANDLE_RE = re.compile(r"[a-z][a-z0-9._\-]{1,30}")
#: whole handles that are a service or role, not a person (``deploy``, ``ci``, ``postgres``)
_NOT_PERSONAL = SERVICE_USERS | _ROLE_WORDS
#: Telegram Desktop JSON export: a message's sender display name, beside its ``user…`` id
_TG_FROM_RE = re.compile(r'"from"\s*:\s*"(?P<name>[^"\\\n]{1,60})"\s*,\s*"from_id"\s*:\s*"user\d{5,15}"')


class ChatHeaderRecognizer(OurRecognizer):
    """Speakers of platform-specific chat header lines (module docstring)."""

    ENTITIES = ("PERSON", "USERNAME")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, 0.75)`` for each speaker label."""
        if ":" not in text and "카카오톡" not in text:
            return
        rxs = _HEADER_RES + ((_TG_FROM_RE,) if '"from_id"' in text else ())
        for rx in rxs:
            for m in rx.finditer(text):
                s, e = m.span("name")
                raw = text[s:e]
                name = raw.strip()
                s += raw.find(name)
                e = s + len(name)
                if not name or name.casefold() in ROLE_WORDS or name.casefold() in NOT_NAME_WORDS:
                    continue
                if _HANDLE_RE.fullmatch(name):
                    # a chat handle may end in a role word (``oriel.dev``); only a whole
                    # service name or technology term is no one's
                    if name.casefold() not in _NOT_PERSONAL and not all_tech(name):
                        yield "USERNAME", s, e, 0.75
                elif _capitalised(name) and looks_like_name(name, 4):
                    yield "PERSON", s, e, 0.75


def _capitalised(name: str) -> bool:
    """Every word of a cased script starts upper-case (uncased scripts: Arabic, Hangul, Han,
    Devanagari pass); a lower-case label here is a handle or a word, not a name."""
    return all(not w[0].islower() for w in name.split())
