"""Phone numbers in written formats phonenumbers misses.

- :class:`PhonePatternRecognizer` (``PHONE_NUMBER``): NANP ``(415) 555-2671`` /
  ``415.555.2671`` / ``+1-415-555-2671 x12`` (0.55), ``+CC …`` international (0.6), German
  mobile ``0171 1234567`` (0.55) and, with context only, national ``0AAA NNNNNN`` numbers —
  formats ``phonenumbers`` (leniency VALID) rejects for unassigned area codes or Presidio
  scores 0.4 for lack of spaCy-token context. 0.75 with :func:`phone_context`. A number in
  the national format of any region of :data:`CUED_REGIONS` (``512 807 489`` in Poland,
  ``612 34 56 78`` in Spain) counts only right after a phone label (``tel.``, ``Telefon:``, ``móvil``, ``휴대폰:``,
  ``SĐT``, ``No. HP``, ``cel``) or a "my number is" / "call me at" phrase (``Mi número es el``,
  ``nomor saya``, ``số của tôi là``, ``ruf mich an unter``; 0.75).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

import phonenumbers

from .base import OurRecognizer, column_header, has_context


# ------------------------------------------------------------------------------- phones
_PHONE_WORDS = re.compile(
    r"(?i)(phone|tel\b|tel\.|tlf|telefon|telephone|téléphone|tél|mobile|mobil|handy|portable|gsm|"
    r"cell|fax|contact|call|ring|bel\b|appel|anrufen|erreichbar|whatsapp|sms|dial|"
    r"rückruf|zurückrufen|unter der nummer|номер|телефон|тел\.|моб|звон|τηλ|κινητ|هاتف|جوال|الاتصال|اتصال|"
    r"電話|携帯|전화|电话|手机|联系|号码|座机|致电|拨打|"
    r"móvil|movil|celular|teléfono|telefono|telefone|telemóvel|komórk|\bkom\.|फ़ोन|फोन|मोबाइल|"
    r"휴대폰|핸드폰|연락처|연락|telefonu)"
)
#: Regions tried for a number written in national format next to a phone word, beyond
#: ``DetectorConfig.phone_regions`` (which are matched everywhere): the phone word is the
#: evidence, the region only has to accept the number as valid (``phonenumbers``).
CUED_REGIONS: tuple[str, ...] = tuple(
    "US CA MX BR AR CL CO PE GB IE DE AT CH FR BE NL LU NO SE DK FI IS ES PT IT GR PL CZ SK HU RO BG "
    "HR SI RS UA RU TR IL AE SA EG MA NG KE ZA IN PK BD LK CN HK TW JP KR SG MY TH VN ID PH AU NZ".split()
)
_NATIONAL_RE = re.compile(r"(?<![\w+\-./])\(?0?\d[\d \-./()]{5,16}\d(?![\w\-]|[./]\d)")
#: a phone label directly before the number ("tel. ", "Telefon: ", "móvil ", "휴대폰: "),
#: not a looser cue word ("contact", "call") that order and ticket numbers follow too
_PHONE_LABEL_RE = re.compile(
    r"(?i)(?:phone|tel|tlf|telefon\w*|telephone|téléphone|tél|mobile?|mobil\w*|handy|portable|cell(?:ular)?|"
    r"gsm|fax|whatsapp|móvil|movil|celular|teléfono|telefono|telefone|telemóvel|komórka|kom|номер телефона|"
    r"телефон|тел|моб\w*|τηλ\w*|κινητό|هاتف|جوال|電話(?:番号)?|携帯(?:番号|電話)?|전화(?:번호)?|휴대폰(?:\s?번호)?|"
    r"핸드폰|연락처|电话|手机(?:号码?)?|फ़ोन|फोन|मोबाइल)"
    r"[ \t]*(?:no\.?|nr\.?|number|numer|nummer|número|num\.?|番号|번호|नंबर)?[ \t]*[.:：#=\-–]?[ \t]*[\"']?$"
)
#: a phone word of the languages the round-5 probe used (Indonesian ``telp``/``HP``/``ponsel``,
#: Vietnamese ``SĐT``/``điện thoại``, Spanish ``cel``), or a possessive "my number is" / "call
#: me at" phrase (en, es, pt, de, fr, it, nl, id, vi) right before the number
_PHONE_PHRASE_RE = re.compile(
    r"(?i)(?:\b(?:cel|celu|telp|telepon|ponsel|no\.?[ \t]?hp|nomor[ \t]hp|hp|wa|sđt|sdt|đt|điện[ \t]thoại|di[ \t]động)\.?|"
    r"\b(?:my|mi|meu|minha|mein(?:e)?|mon|ma|il[ \t]mio|mijn)[ \t]+(?:(?:phone|cell|mobile|móvil|celular|handy)[ \t]+)?"
    r"(?:number|número|numero|nummer|numéro|nr\.?)(?:[ \t]+(?:is|es(?:[ \t]el)?|é(?:[ \t]o)?|ist|est(?:[ \t]le)?|è(?:[ \t]il)?|is))?|"
    r"\bnomor[ \t]+(?:hp[ \t]+|telepon[ \t]+)?(?:saya|aku|kami)(?:[ \t]+(?:adalah|ialah))?|"
    r"\bsố[ \t]+(?:điện[ \t]thoại[ \t]+)?(?:của[ \t]+)?(?:tôi|em|anh|chị|mình)(?:[ \t]+là)?|"
    r"\b(?:call|text|ring|reach)[ \t]+(?:me|us)[ \t]+(?:at|on)|\bllámame[ \t]+al|\bllámanos[ \t]+al|"
    r"\bligue[ \t]+(?:para|pro)|\b(?:ruf(?:en[ \t]Sie)?|erreichen[ \t]Sie)[ \t]+(?:mich|uns)[ \t]+(?:an[ \t]+)?unter|"
    r"\bappelez[- ](?:moi|nous)[ \t]+au|\bchiamami[ \t]+al|\bhubungi[ \t]+(?:saya[ \t]+)?(?:di|ke)|"
    r"\bgọi[ \t]+(?:cho[ \t]+)?(?:tôi|em|anh|chị|mình)[ \t]+(?:qua[ \t]+|theo[ \t]+)?(?:số)?)"
    r"[ \t]*[.:：#=\-–]?[ \t]*[\"']?$"
)
_DATE_LIKE_RE = re.compile(r"^\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4}$")


def _valid_somewhere(num: str) -> bool:
    for region in CUED_REGIONS:
        try:
            p = phonenumbers.parse(num, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(p):
            return True
    return False


_NANP_RE = re.compile(
    r"(?<![\w+\-.])(?:(?:\+?1|001)[ \-.]?)?(?:\([2-9]\d{2}\)[ \-.]?|[2-9]\d{2}[ \-.])[2-9]\d{2}[ \-.]\d{4}"
    r"(?:[ \t]?(?:x|ext\.?)[ \t]?\d{1,5})?(?![\w\-]|\.\d)"
)
_INTL_RE = re.compile(
    r"(?<![\w+])\+(?:[1-9]\d{0,2})[ \-.]?(?:\(0\)[ \-.]?)?(?:\(?\d{1,5}\)?[ \-.]?){1,5}\d{2,6}(?![\w\-])"
)
_DE_MOBILE_RE = re.compile(r"(?<![\w+\-./])01[5-7]\d[ /\-]?\d{6,8}(?![\w\-./])")
_DE_LOCAL_RE = re.compile(r"(?<![\w+\-./])0[2-9]\d{1,4}[ /\-]?\d{3,9}(?![\w\-./])")


def phone_context(text: str, pos: int) -> bool:
    """A phone word within 32 characters before ``pos`` (JSON keys included) or a table
    column whose header is a phone word (CSV/TSV exports)."""
    if has_context(text, pos, _PHONE_WORDS, 32):
        return True
    header = column_header(text, pos)
    return header is not None and _PHONE_WORDS.search(header) is not None


class PhonePatternRecognizer(OurRecognizer):
    """Phone numbers in common written formats (see module docstring)."""

    ENTITIES = ("PHONE_NUMBER",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PHONE_NUMBER", start, end, score)``."""
        for m in _NANP_RE.finditer(text):
            yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.55
        for m in _INTL_RE.finditer(text):
            digits = sum(c.isdigit() for c in m.group(0))
            if 8 <= digits <= 15:
                yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.6
        for m in _DE_MOBILE_RE.finditer(text):
            yield "PHONE_NUMBER", m.start(), m.end(), 0.75 if phone_context(text, m.start()) else 0.55
        for m in _DE_LOCAL_RE.finditer(text):
            digits = sum(c.isdigit() for c in m.group(0))
            if 8 <= digits <= 13 and phone_context(text, m.start()):
                yield "PHONE_NUMBER", m.start(), m.end(), 0.75
        for m in _NATIONAL_RE.finditer(text):
            num = m.group(0)
            digits = sum(c.isdigit() for c in num)
            before = text[max(0, m.start() - 40) : m.start()]
            if (
                7 <= digits <= 12
                and not _DATE_LIKE_RE.match(num)
                and (_PHONE_LABEL_RE.search(before) or _PHONE_PHRASE_RE.search(before))
            ):
                if _valid_somewhere(num):
                    yield "PHONE_NUMBER", m.start(), m.end(), 0.75
