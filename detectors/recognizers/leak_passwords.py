"""Password and PIN constructions that still reached the cloud after round 12 (leaks13).

``plain_passwords.py`` reads one token after a password word and ``lock_codes.py`` keypad codes.
Three shapes fell between them (``PASSWORD`` 0.8):

1. **a dotted passphrase under a password label** (``Password: Correct.Horse.Battery.Staple``,
   ``Kennwort = Blauer.Himmel.Über.Berlin``): 3-6 capitalised words of letters joined by dots.
   A dotted identifier is lower case (``django.contrib.auth``), has an underscore or ends in
   a file or domain suffix, so lower-case chains and ``.com``/``.yaml`` ends are left;
2. **a PIN or code noun glued to what it opens** (German/Nordic/Dutch compounds, which have no
   word boundary before ``pin``/``code``): ``Kartenpin 4417``, ``Tresorcode: 9930``,
   ``Türkod 5521``, ``SIM-PIN 0000``, then 4-8 digits ending the token. Only heads that name a
   card, safe, door, phone or alarm (:data:`_PIN_HEADS`): ``Postcode 10115``, ``Fehlercode
   4417``, ``Statuscode 404`` and ``Gutscheincode 2024`` are no secrets;
3. **the password on the line below its announcement**: a password word and ``is below``/
   ``as follows``/``folgt``/``ci-dessous`` … ending a line (``your new password is below:``),
   or a password label alone on its line (``Temporary password:``), then the next non-blank
   line holding one token (indented or not) that is no predicate, URL, path or placeholder;
4. **a Wi-Fi row of a table** (``| Wi-Fi | blaueKatze2024 |``, ``WLAN,sonnenblume99``): a cell
   that is only a Wi-Fi word (plus a password/key/code word) and the next cell one token.
   A bare Wi-Fi cell also heads amenity tables (``| Wi-Fi | free |``, ``| Wi-Fi | 802.11ax
   |``), so after a bare Wi-Fi word the token must mix lower-case letters and digits, be 8+
   characters long and hold no separator (an SSID is ``HomeNet-5G``, a standard ``802.11ax``, a
   speed ``500Mbps``, an interface ``wlan0``/``wlp2s0``, a chip ``ax3000``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..secret_words import PROSE_PASSWORD_RE
from .base import OurRecognizer
from .plain_passwords import is_predicate

SCORE = 0.8

_LABEL = (
    r"(?i:password|passwort|kennwort|passphrase|wachtwoord|passord|lösenord|mot[ \t]+de[ \t]+passe|contraseña|"
    r"senha|hasło|parola|пароль|pw|pwd|passwd|salasana|adgangskode|şifre)"
)
_DOTTED_RE = re.compile(
    r"(?<![\w\-])(?:[\w\-]+[ \t]+){0,2}?"
    + _LABEL
    + r"(?![\w\-])[ \t]*(?:[:=：]|is|ist|lautet|est|es|er|är|è)[ \t]*[\"'`«“]?[ \t]*"
    r"(?P<v>[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-öø-ÿā-ž]{1,15}\d*(?:\.[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-öø-ÿā-ž]{1,15}\d*){2,5})"
    r"(?![\w.\-])"
)
_FILE_OR_DOMAIN_END = frozenset(
    "com org net io dev app de fr nl uk eu json yaml yml txt md py js ts html xml csv log conf ini cfg env".split()
)
#: heads of a PIN/code compound that name what the code opens (lower case)
_PIN_HEADS = (
    r"karten|bank|ec|giro|kredit(?:karten)?|sim|handy|telefon|tresor|safe|schließfach|schliessfach|tür|tuer|"
    r"haustür|dörr|dør|deur|alarm|alarmanlage|garagen|schlüsselbox|schlüsseltresor|kort|bankkort|pinkode|"
    r"kaart|bankkaart|pas|betaalpas|kluis|sejf|karty"
)
_PIN_RE = re.compile(
    r"(?<![\w])(?i:(?:" + _PIN_HEADS + r")-?(?:pin|code|kod|kode|nummer)(?:s|en|et|en)?)"
    r"[ \t]*(?:[:=：\-—–][ \t]*|(?:ist|lautet|er|är|is|es)[ \t]+)?(?P<v>\d{4,8})(?![\w.,:/\-]\w|\w)"
)
_BELOW_RE = re.compile(
    r"(?im)(?:"
    r"(?:is|are|ist|lautet|est|es|er|är|è|jest)[ \t]+(?:as[ \t]+follows|below|the[ \t]+following|here|wie[ \t]+folgt|"
    r"unten|folgendes|ci-dessous|le[ \t]+suivant|abajo|el[ \t]+siguiente|hieronder|nedenfor|nedan|poniżej|qui[ \t]+sotto)"
    r"|(?:folgt|suit|sigue|volgt|følger|följer)"
    r")[ \t]*[:.]?[ \t]*\n"
)
_LABEL_LINE_RE = re.compile(
    r"(?im)^[ \t]*(?:[*_#>\-][ \t]*)*(?:(?:new|temporary|initial|neues|temporäres|vorläufiges|nouveau|provisoire|"
    r"nueva|provisional|temporal|nieuw|tijdelijk)[ \t]+)?" + _LABEL + r"[ \t]*[:：][ \t]*(?:[*_]+[ \t]*)?\n"
)
_NEXT_TOKEN_RE = re.compile(r"(?:[ \t]*\n)*[ \t]*[`\"']?(?P<v>[^\s`\"']{4,64})[`\"']?[ \t]*(?:\n|$)")
_WIFI = r"(?i:wi-?fi|wlan|wireless|trådløst|trådlöst|wifi-netz)"
_WIFI_PW = r"(?i:password|passwort|kennwort|key|schlüssel|code|pass|pw|pwd|mot[ \t]+de[ \t]+passe|clave|contraseña|wachtwoord|passord|nøkkel|klucz|hasło|senha|chiave)"
_WIFI_ROW_RE = re.compile(
    r"(?m)(?:^|[|,;\t])[ \t]*(?P<l>" + _WIFI + r"(?:[ \t\-]*" + _WIFI_PW + r")?)[ \t]*(?:[|,;\t])[ \t]*"
    r"[`\"']?(?P<v>[^\s|,;\t`\"']{4,64})[`\"']?[ \t]*(?=[|,;\t]|$)"
)
_MIXED_RE = re.compile(r"^(?=.*[a-zà-ÿ])(?=.*\d)[^\W_]+$")
_UNIT_RE = re.compile(r"(?i)^\d+(?:[.,]\d+)*(?:[a-z]{1,4})?$|(?i:ghz|mbps|mbit|gbps|wpa\d?|wep)")
_NOT_VALUE_RE = re.compile(r"(?i)^(?:https?://|www\.|/|~/|\$|%|<|\{|\*)|^(?:n/?a|none|null|tbd|changeme|\*+)$")


def _value(v: str) -> bool:
    return not is_predicate(v) and _NOT_VALUE_RE.search(v) is None and not set(v) <= set("*•x-._")


class LeakPasswordRecognizer(OurRecognizer):
    """Dotted passphrases, glued PIN nouns, passwords on the next line, Wi-Fi rows (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)``."""
        low = text.lower()
        if "pin" in low or "cod" in low or "kod" in low:
            for m in _PIN_RE.finditer(text):
                yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "." in text:
            for m in _DOTTED_RE.finditer(text):
                if m.group("v").rsplit(".", 1)[1].lower() not in _FILE_OR_DOMAIN_END:
                    yield "PASSWORD", m.start("v"), m.end("v"), SCORE
        if "\n" in text:
            for rx in (_BELOW_RE, _LABEL_LINE_RE):
                for m in rx.finditer(text):
                    if rx is _BELOW_RE:
                        ls = text.rfind("\n", 0, m.start()) + 1
                        if not PROSE_PASSWORD_RE.search(text, ls, m.start()):
                            continue
                    n = _NEXT_TOKEN_RE.match(text, m.end())
                    if n and _value(n.group("v").rstrip(".,;")):
                        v = n.group("v").rstrip(".,;")
                        yield "PASSWORD", n.start("v"), n.start("v") + len(v), SCORE
        if "wi" in low or "wlan" in low or "wireless" in low or "tråd" in low:
            for m in _WIFI_ROW_RE.finditer(text):
                v = m.group("v")
                if not _value(v) or _UNIT_RE.search(v):
                    continue
                bare = re.fullmatch(_WIFI, m.group("l").strip()) is not None
                if bare and (len(v) < 8 or not _MIXED_RE.match(v)):
                    continue  # an interface or a model (``wlan0``, ``wlp2s0``, ``ax3000``)
                yield "PASSWORD", m.start("v"), m.end("v"), SCORE
