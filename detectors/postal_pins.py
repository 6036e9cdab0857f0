"""India's postal code is called PIN: a postal PIN is part of an address, not a secret (leftovers18).

``Mumbai PIN: 400069``, ``PIN code 560001``, ``Pincode: 110001``, ``{"city": "Chennai", "pin":
"600028"}``, a ``pincode`` column beside ``city``/``state``: the Postal Index Number is six
digits, the first 1-9 (the postal zone), often written ``400 069``. The PIN recognizers read a
card's or a door's code after the same word, so :func:`postal_pin` decides per ``PASSWORD`` span
``text[a:b]`` (code-point offsets):

- the value has the PIN's shape (six digits, the first not 0; one blank after the third allowed);
- a PIN word labels it: right before it on its line (``PIN``, ``pin code``, ``Pincode``,
  ``PIN-Code``, ``code PIN``, ``पिन कोड``; a JSON key ``pin``/``pincode``/``pin_code``) or as its
  table column's header;
- no secret cue sits in its line before it, in its JSON object or in its table row's header: a
  card, bank, ATM, SIM, phone, door, lock, safe, alarm, app, login or account word, or a
  first-person or copula word (``my``, ``is``, ``mein``, ``ist``, ``mijn``, ``est`` …) in the 12
  languages the PIN recognizers read;
- and it is told as a postal code: the PIN word is the postal compound (``pincode``, ``pin code``,
  ``postal PIN``) in English, or the line, its two lines before, its JSON object or its table's
  header name a place (a big city — GeoNames via :mod:`edgeward.detectors.places` — right before
  the PIN word, a comma-separated address) or an address word (``address``, ``ship to``,
  ``city``, ``state``, ``district``, ``Nagar``, ``Road``, ``Lieferadresse``, ``dirección``,
  ``地址``, ``पता`` …).

``PIN: 4821`` (four digits), ``ATM PIN 482193``, ``my card PIN code 482193``, ``door PIN
400069`` stay PASSWORDs; so does a bare ``PIN: 400069`` with no postal word near.
"""

from __future__ import annotations

import re

from .places import is_city_name
from .recognizers.base import column_header

__all__ = ["postal_pin"]

_VALUE_RE = re.compile(r"[1-9]\d{2} ?\d{3}")
#: a PIN word and what may stand between it and the value (``: ``, ``" : "``, ``-``, ``no.``)
_LABEL_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?P<w>(?:postal[ \t]+)?(?:pin[ \t\-_]?code|pincode|pin[ \t\-_]?kode|pin|code[ \t]+pin|"
    r"c[oó]digo[ \t]+pin)|पिन(?:[ \t]?कोड)?)"
    r"(?![^\W\d_])[ \t]*(?:no\.?|number|nr\.?|#)?[ \t]*[\"']?[ \t]*[:=：\-–]?[ \t]*[\"']?[ \t]*$"
)
_POSTAL_WORD_RE = re.compile(r"(?i)^(?:postal[ \t]+pin|pin[ \t\-_]?code|pincode|पिन[ \t]?कोड)$")
_HEADER_PIN_RE = re.compile(r"(?i)(?:^|[\s_\-/])pin(?:$|[\s_\-/])|pin[ _\-]?code|pincode")
#: what a PIN opens: in the line before the PIN word, in the value's JSON object or table header
_OPENS_RE = re.compile(
    r"(?i)card|atm|debit|credit|bank|karte|carte|tarjeta|cart[aã]o|kartu|карт|카드|卡|カード|"
    r"passcode|password|passwort|otp|secret|upi|wallet|"
    r"(?<![^\W\d_])(?:sim|door|lock|safe|alarm|gate|app|login|account|locker|tür|porte|puerta)(?![^\W\d_])"
)
#: someone telling their own code, or a phone's PIN: only in the line before the PIN word
#: (an address record may hold a phone number)
_TELLING_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:phone|mobile|device|my|mein|meine|mon|ma|mi|meu|mijn|min|saya|your|dein|deine|"
    r"votre|tu|seu|uw|je|is|ist|est|es|é|lautet|adalah|ialah|это|е)(?![^\W\d_])"
)
#: words that say the number is part of an address
_ADDRESS_CUE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:address|addr|ship(?:ping)?(?:[ \t]+to)?|deliver(?:y|ed)?|billing|courier|dispatch|"
    r"post(?:al)?|post[ \t]+office|p\.?o\.?|city|town|village|state|district|dist|taluk|tehsil|mandal|"
    r"locality|landmark|area|street|road|rd|marg|nagar|colony|sector|lane|india|"
    r"adresse|lieferadresse|anschrift|dirección|direccion|indirizzo|endereço|adres|adresa|адрес)"
    r"(?![^\W\d_])|地址|住所|पता|नगर|ज़िला|जिला"
)
_CAPS_BEFORE_RE = re.compile(r"((?:[A-Z][\w'’\-]+[ \t]+){0,2}[A-Z][\w'’\-]+)[ \t,\-–]*$")


def _line(text: str, a: int) -> tuple[int, int]:
    ls = text.rfind("\n", 0, a) + 1
    le = text.find("\n", a)
    return ls, len(text) if le < 0 else le


def _json_object(text: str, a: int, b: int) -> str:
    """The flat JSON object around the value (from the last ``{`` before it to the next ``}``
    after it, within 600 characters), or ``""`` when it sits in none."""
    lo = text.rfind("{", max(0, a - 600), a)
    hi = text.find("}", b, b + 600)
    if lo < 0 or hi < 0 or "}" in text[lo:a]:
        return ""
    return text[lo : hi + 1]


def _header_row(text: str, a: int) -> str | None:
    """The header line of the table holding ``a`` when its column's header names a PIN."""
    header = column_header(text, a)
    if header is None or not _HEADER_PIN_RE.search(header):
        return None
    ls, _ = _line(text, a)
    hs = ls
    while hs > 0:  # the first line of the block of non-empty lines
        ps = text.rfind("\n", 0, hs - 1) + 1
        if not text[ps : hs - 1].strip():
            break
        hs = ps
    he = text.find("\n", hs)
    return text[hs : he if he >= 0 else len(text)]


def _place_before(line_before: str) -> bool:
    """A big city right before the PIN word, or an address in comma-separated parts."""
    m = _CAPS_BEFORE_RE.search(line_before)
    if m is not None:
        words = m.group(1).split()
        if any(is_city_name(" ".join(words[i:])) for i in range(len(words))):
            return True
    return line_before.count(",") >= 2


def postal_pin(text: str, a: int, b: int) -> bool:
    """True when the PASSWORD span ``text[a:b]`` is an Indian postal PIN code (module docstring)."""
    value = text[a:b].strip().strip("\"'")
    if _VALUE_RE.fullmatch(value) is None:
        return False
    ls, le = _line(text, a)
    before = text[ls:a]
    label = _LABEL_BEFORE_RE.search(before[-60:])
    header = None if label is not None else _header_row(text, a)
    if label is None and header is None:
        return False
    head = before[: len(before) - len(before[-60:]) + label.start()] if label is not None else before
    record = _json_object(text, a, b)
    # the telling words count in the PIN word's own field: a JSON line's or a CSV row's other
    # fields (`"phone": …`) are no part of it
    own = re.split(r"[{,;|\t]", head)[-1]
    if _OPENS_RE.search(head) or _TELLING_RE.search(own) or _OPENS_RE.search(record):
        return False
    if header is not None and _OPENS_RE.search(header):
        return False
    if label is not None and _POSTAL_WORD_RE.fullmatch(" ".join(label.group("w").split())):
        return True
    cs = ls
    for _ in range(3):  # the lines before: an address block's name, street and city lines
        cs = text.rfind("\n", 0, max(0, cs - 1)) + 1 if cs > 0 else 0
    context = text[cs:le]
    if _ADDRESS_CUE_RE.search(context) or _ADDRESS_CUE_RE.search(record) or (header and _ADDRESS_CUE_RE.search(header)):
        return True
    if label is None:
        return False
    if _place_before(head):
        return True
    # an address block: the PIN line under a line that ends in a city (`Bengaluru` / `PIN: 560066`)
    prev = text[text.rfind("\n", 0, max(0, ls - 1)) + 1 : max(0, ls - 1)] if ls > 0 else ""
    return not head.strip() and _place_before(prev.rstrip(" \t,") + " ")
