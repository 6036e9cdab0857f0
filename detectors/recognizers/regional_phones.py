"""Phone numbers in the national layout of the text's own regions, and phone ids in messaging.

- **National layout, text's regions** (``PHONE_NUMBER``, 0.6): a number written with the digit
  groups of a region's national format (``618 97 80 12`` Spain, ``519 401 480`` Poland,
  ``0507 691 09 17`` Turkey, ``0913 886 270`` Vietnam, ``06.19.64.85.75`` France), valid there
  per `phonenumbers`, where the region is one the text points to
  (:func:`edgeward.detectors.text_regions.text_regions`: its letters, currency, other
  numbers' calling codes, e-mail ccTLDs) or a configured one. Dots as separators count here
  (``06.19.64.85.75``), which the windowed matcher skips as version numbers: a version has no
  national layout. Also the *trunk-prefix / subscriber* layout people write in Germany,
  Austria, Switzerland, the Netherlands and the Nordics (``0152/14666540``, ``041 4411889``):
  two groups, the first the trunk ``0`` plus the area or mobile code, the number valid.
  A digit run in no layout (``4411889``, ``519401480``), a date, an amount with a decimal
  comma and a number valid only in a region the text does not point to are left.
- **Messaging ids that are phone numbers** (``PHONE_NUMBER``, 0.8): the E.164 digits without
  ``+`` of a click-to-chat link (``wa.me/<digits>``, ``api.whatsapp.com/send?phone=``,
  ``viber://chat?number=``) and of WhatsApp Cloud API payloads (``"wa_id"``, and ``"from"``/
  ``"recipient_id"`` in a payload that has a ``"wa_id"``), valid as ``+<digits>``.
- **Numbers under telephony keys** (``PHONE_NUMBER``, 0.8; decoys13): the E.164 digits, with or
  without ``+``, that are the whole value of a key naming a call's or a message's party
  (``caller_id``, ``callee``, ``recipient_id``, ``from_number``, ``to_msisdn``, ``ani``,
  ``dnis``, ``originator``) in JSON, YAML, ``key=value`` or ``key: value``, valid as
  ``+<digits>``. A bare ``from``/``to``/``sender``/``recipient`` key counts only in a WhatsApp
  payload (an e-mail's or a range's ``from`` is no phone). Record ids (``deal_id``) are not such
  keys.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

import phonenumbers

from ..config import DEFAULT_PHONE_REGIONS
from ..text_regions import text_regions
from .base import OurRecognizer

_CAND_RE = re.compile(r"(?<![\w+\-./,])\(?\d[\d \-./()]{5,16}\d(?![\w\-]|[.,/]\d)")
_DATE_RE = re.compile(r"^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$")
#: a day.month.yy date at the start (chat export stamps ``[08.06.24 10:41]``)
_SHORT_DATE_RE = re.compile(r"^\d{1,2}[./]\d{1,2}[./]\d{2}(?![\d./])")
_TRUNK_REGIONS = frozenset({"DE", "AT", "CH", "NL", "BE", "FI", "SE", "NO", "DK"})
_CHAT_LINK_RE = re.compile(
    r"(?i)(?:\bwa\.me/|whatsapp\.com/send/?\?(?:[\w=&%]*&)?phone=|viber://(?:chat|add)\?number=)(?:\+|%2B)?(\d{8,15})(?!\d)"
)
_WA_KEY_RE = re.compile(r'"(wa_id|from|recipient_id)"\s*:\s*"(\d{8,15})"')
#: keys naming a party of a call or a message (telephony CDRs, SMS gateways, Twilio-like APIs)
_PARTY = r"caller|callee|calling|called|recipient|receiver|originator|originating|destination|dest|msisdn|subscriber|dialed|dialled|ani|dnis|cli|from|to|sender"
_SUFFIX = r"id|number|num|no|nr|msisdn|phone|e164|addr|address"
_TEL_KEY_RE = re.compile(
    rf"(?i)(?<![\w\-])[\"']?(?P<k>(?:[a-z]+[_\-.])?(?:{_PARTY})(?:[_\-.]?(?:{_SUFFIX}))?)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<v>\+?\d{8,15})(?![\w\-.])"
)
_BARE_PARTY_RE = re.compile(r"(?i)from|to|sender|recipient|receiver")


def _groups(s: str) -> list[int]:
    return [len(g) for g in re.findall(r"\d+", s)]


def _e164(digits: str) -> bool:
    try:
        return phonenumbers.is_valid_number(phonenumbers.parse("+" + digits, None))
    except phonenumbers.NumberParseException:
        return False


class RegionalPhoneRecognizer(OurRecognizer):
    """National-layout phones of the text's regions and phone ids in messaging (module
    docstring). ``regions``: the configured regions, tried in every text."""

    ENTITIES = ("PHONE_NUMBER",)

    def __init__(self, regions: tuple[str, ...] = DEFAULT_PHONE_REGIONS) -> None:
        super().__init__()
        self.regions = tuple(regions)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PHONE_NUMBER", start, end, score)``."""
        yield from self._messaging(text)
        regions: tuple[str, ...] | None = None
        for m in _CAND_RE.finditer(text):
            num = m.group().strip("()") if m.group().startswith("(") and ")" not in m.group()[1:] else m.group()
            groups = _groups(num)
            digits = sum(groups)
            if len(groups) < 2 or not 7 <= digits <= 13 or _DATE_RE.match(num) or _SHORT_DATE_RE.match(num):
                continue
            if text.startswith(":", m.end()) and text[m.end() + 1 : m.end() + 2].isdigit():
                continue  # "08.06.24 10:41": a date and a time, not a number
            if regions is None:
                regions = tuple(r for r in dict.fromkeys(text_regions(text)) if r not in self.regions)
            # the configured regions' own layouts are the windowed matcher's; only the layouts
            # it skips (dots, trunk/subscriber) are tried in them here
            new_layout = "." in num or (len(groups) == 2 and num.startswith("0"))
            if self._in_layout(num, groups, regions + self.regions if new_layout else regions):
                yield "PHONE_NUMBER", m.start(), m.end(), 0.6

    @staticmethod
    def _in_layout(num: str, groups: list[int], regions: tuple[str, ...]) -> bool:
        for region in regions:
            try:
                parsed = phonenumbers.parse(num, region)
            except phonenumbers.NumberParseException:
                continue
            if not phonenumbers.is_valid_number_for_region(parsed, region):
                continue
            national = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.NATIONAL)
            if _groups(national) == groups:
                return True
            if (
                region in _TRUNK_REGIONS
                and len(groups) == 2
                and num.startswith("0")
                and 3 <= groups[0] <= 5
                and groups[1] >= 5
            ):
                return True
        return False

    @staticmethod
    def _messaging(text: str) -> Iterable[tuple[str, int, int, float]]:
        if "wa.me" in text or "whatsapp" in text.casefold() or "viber://" in text:
            for m in _CHAT_LINK_RE.finditer(text):
                if _e164(m.group(1)):
                    yield "PHONE_NUMBER", m.start(1), m.end(1), 0.8
        keyed: set[int] = set()
        for m in _TEL_KEY_RE.finditer(text):
            digits = m.group("v").lstrip("+")
            if _BARE_PARTY_RE.fullmatch(m.group("k")):
                continue  # a bare "from"/"to" names a number only in a WhatsApp payload (below)
            if _e164(digits):
                keyed.add(m.start("v"))
                yield "PHONE_NUMBER", m.start("v"), m.end("v"), 0.8
        if '"wa_id"' in text:  # a WhatsApp payload: its senders and recipients are numbers
            for m in _WA_KEY_RE.finditer(text):
                if m.start(2) not in keyed and _e164(m.group(2)):
                    yield "PHONE_NUMBER", m.start(2), m.end(2), 0.8
