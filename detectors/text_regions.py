"""The countries a text is probably about, from its own letters, currencies and numbers.

A phone number written nationally (``618 97 80 12``, ``519 401 480``, ``0507 691 09 17``) is
only readable as a phone in the right region, and the configured regions
(``DetectorConfig.phone_regions``) cannot hold all of them without reading every digit group
of every text as a phone somewhere. The text says where it is from:

- letters only some orthographies use (``ł ą ę`` Polish, ``ğ ı ş`` Turkish, ``ơ ư`` and
  stacked tone marks Vietnamese, ``ñ ¿`` Spanish, ``ã õ`` Portuguese, ``æ ø å`` Nordic,
  ``ä ö`` German/Finnish/Swedish, ``ő ű`` Hungarian, ``ř ů ě`` Czech, ``ș ț ă`` Romanian …) and
  scripts (Greek, Cyrillic, Hebrew, Arabic, Devanagari, Hangul, kana, Thai, Han);
- currency signs and codes (``zł``, ``₺``, ``₫``, ``₹``, ``₪``, ``R$``, ``kr``);
- the country calling codes of the international numbers the text holds (``+34 617 …``
  makes Spain a region of the whole text; `phonenumbers` maps the code to its regions);
- the country-code top-level domains of its e-mail addresses (``…@wp.pl``, ``…@orange.fr``).

:func:`text_regions` returns ISO 3166 codes, most specific first. It is evidence of where
to *try* a number; the caller still needs `phonenumbers` to accept the number as valid and
written in that region's own layout. Sources: the orthographies' alphabets (Unicode
character names), `phonenumbers` (calling codes), IANA ccTLDs.
"""

from __future__ import annotations

import re

import phonenumbers

__all__ = ["text_regions"]

#: characters (or character sets) -> regions where the orthography or currency is at home
_MARKS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ąęłńśźżĄĘŁŃŚŹŻ", ("PL",)),
    ("ćĆ", ("PL", "HR", "RS")),
    ("ğışİĞŞ₺", ("TR",)),
    ("ơưđƠƯĐạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ₫", ("VN",)),
    ("ñÑ¿¡", ("ES", "MX", "AR", "CO", "CL", "PE")),
    ("ãõÃÕ", ("PT", "BR")),
    ("æøÆØ", ("NO", "DK")),
    ("åÅ", ("SE", "NO", "DK", "FI")),
    ("ßäöüÄÖÜ", ("DE", "AT", "CH")),
    ("äöÄÖ", ("FI", "SE")),
    ("őűŐŰ", ("HU",)),
    ("řůěŘŮĚ", ("CZ",)),
    ("ășțâîĂȘȚ", ("RO",)),
    ("čšžČŠŽ", ("CZ", "SK", "SI", "HR", "RS")),
    ("ëïœŒàèéêçÀÈÉÊÇ", ("FR", "BE", "CH")),
    ("ìòÌÒ", ("IT",)),
    ("іїєґІЇЄҐ₴", ("UA",)),
    ("₽", ("RU",)),
    ("₹", ("IN",)),
    ("₪", ("IL",)),
)
_SCRIPTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("[\u0370-\u03ff]", ("GR", "CY")),
    ("[\u0400-\u04ff]", ("RU", "UA", "BY", "BG", "KZ", "RS")),
    ("[\u0590-\u05ff]", ("IL",)),
    ("[\u0600-\u06ff]", ("SA", "AE", "EG", "MA", "JO", "QA", "KW")),
    ("[\u0900-\u097f]", ("IN",)),
    ("[\uac00-\ud7af]", ("KR",)),
    ("[\u3040-\u30ff]", ("JP",)),
    ("[\u0e00-\u0e7f]", ("TH",)),
    ("[\u4e00-\u9fff]", ("CN", "TW", "HK")),
)
_SCRIPT_RES = tuple((re.compile(rx), regions) for rx, regions in _SCRIPTS)
_CURRENCY_RE: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"\bzł\b|\bPLN\b"), ("PL",)),
    (re.compile(r"R\$|\bBRL\b"), ("BR",)),
    (re.compile(r"\bTRY\b|\bTL\b"), ("TR",)),
    (re.compile(r"\bVND\b"), ("VN",)),
    (re.compile(r"(?i)\bkr\b\.?|\b(?:NOK|SEK|DKK)\b"), ("NO", "SE", "DK")),
    (re.compile(r"\bCHF\b"), ("CH",)),
    (re.compile(r"\bCZK\b|\bKč\b"), ("CZ",)),
    (re.compile(r"\bHUF\b|\bFt\b"), ("HU",)),
)
_INTL_RE = re.compile(r"(?<![\w+])(?:\+|%2B|00)(\d{1,3})[ \-.(]{0,2}\d")
_EMAIL_TLD_RE = re.compile(r"@[\w.-]+\.([a-z]{2})(?![\w.-])")
_TLD_REGION = {"uk": "GB", "el": "GR"}  # ccTLDs that differ from the ISO code; others upper-cased
_NON_REGION_TLDS = frozenset({"eu", "io", "ai", "co", "me", "tv", "cc", "ws", "fm", "ly", "to", "gg"})

_CHAR_REGIONS: dict[str, tuple[str, ...]] = {}
for _chars, _regions in _MARKS:
    for _ch in _chars:
        _CHAR_REGIONS[_ch] = tuple(dict.fromkeys(_CHAR_REGIONS.get(_ch, ()) + _regions))
_MARK_SET = frozenset(_CHAR_REGIONS)


def text_regions(text: str) -> tuple[str, ...]:
    """ISO 3166 regions `text` points to (module docstring), without duplicates; empty for
    text with no such evidence (plain English ASCII without numbers or e-mail ccTLDs)."""
    out: dict[str, None] = {}
    for m in _INTL_RE.finditer(text):
        cc = m.group(1)
        for k in range(1, len(cc) + 1):  # calling codes are prefix-free: the first that exists
            regions = phonenumbers.region_codes_for_country_code(int(cc[:k]))
            if regions and regions[0] != "001":
                out.update(dict.fromkeys(regions[:3]))
                break
    for m in _EMAIL_TLD_RE.finditer(text):
        tld = m.group(1)
        if tld not in _NON_REGION_TLDS:
            out[_TLD_REGION.get(tld, tld.upper())] = None
    if not text.isascii():
        for ch in _MARK_SET.intersection(text):
            out.update(dict.fromkeys(_CHAR_REGIONS[ch]))
        for rx, regions in _SCRIPT_RES:
            if rx.search(text):
                out.update(dict.fromkeys(regions))
    for rx, regions in _CURRENCY_RE:
        if rx.search(text):
            out.update(dict.fromkeys(regions))
    return tuple(r for r in out if r in _SUPPORTED)


_SUPPORTED = frozenset(phonenumbers.SUPPORTED_REGIONS)
