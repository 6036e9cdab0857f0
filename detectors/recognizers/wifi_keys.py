"""Wi-Fi keys under a bare key label in a Wi-Fi context (secrets19).

Entity: ``PASSWORD`` 0.85. Router stickers, guest-network cards, property handbooks and chat
notes give a network's key under a label that alone says nothing (``Key:``, ``Schlüssel:``,
``Clé :``, ``PSK=``): ``Guest Wi-Fi / SSID: Heronfield / Key: sunflower-haze-31``,
``WLAN-Schlüssel: 4829 1173 5520 9046`` (a router's digit groups). ``secret_forms.py`` reads a
value right after the Wi-Fi word; this reads the key label when a Wi-Fi word or an SSID/network
name label stands before it on the same line or one of the two lines above.

The label must start a line or follow a separator (``/``, ``|``, ``,``, ``;``, ``(``, a hyphen
glued to the Wi-Fi word); the value is one token of 8-63 characters (the WPA-PSK length range)
with a digit or a symbol, or four-digit groups separated by single blanks. Words (``Key:
printed on the router``), dates, placeholders and references are not values.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..shapes import is_datetime
from .base import OurRecognizer
from .credentials import looks_like_reference

#: a key label in the languages of agent traffic (the bare word and the network-key compounds)
_KEY_LABELS = (
    r"key|network[ \t]?key|security[ \t]?key|passphrase|psk|pass|"
    r"(?:netzwerk|sicherheits)?schlüssel|clé(?:[ \t]+(?:de[ \t]+)?(?:sécurité|réseau))?|clave(?:[ \t]+de[ \t]+red)?|"
    r"chiave(?:[ \t]+di[ \t]+rete)?|chave(?:[ \t]+de[ \t]+rede)?|(?:netwerk)?sleutel|(?:nettverks)?nøkkel|"
    r"(?:nätverks)?nyckel|(?:netværks)?nøgle|(?:verkko)?avain|klucz(?:[ \t]+sieci)?|(?:ağ[ \t]+)?anahtar[ıi]?|"
    r"ключ(?:[ \t]+сети)?|κλειδί|מפתח|مفتاح|密钥|网络密钥|キー|ネットワークキー|키|네트워크[ \t]?키"
)
_KEY_RE = re.compile(
    rf"(?i)(?:^|(?<=[/|,;(\-])|(?<=[/|,;(][ \t]))[ \t]*(?:{_KEY_LABELS})[ \t]*[:：=][ \t]*[\"'`]?"
    r"(?P<v>\d{4}(?:[ ]\d{4}){2,5}(?![\w])|[^\s\"'`,;|]{8,63})",
    re.M,
)
#: what makes the lines above a Wi-Fi context
_WIFI_CONTEXT_RE = re.compile(
    r"(?i)(?<![\w])(?:wi-?fi|wlan|wireless|trådløst|trådlöst|langaton|вай-?фай|וויפי|واي[ \t]?فاي|"
    r"无线|wifi|ワイファイ|와이파이|ssid|network[ \t]+name|netzwerkname|nom[ \t]+du[ \t]+réseau|"
    r"nombre[ \t]+de[ \t]+red|nome[ \t]+(?:della[ \t]+)?rete|netwerknaam|nettverksnavn|nätverksnamn)"
)
_CONTEXT_LINES = 2


def _value_ok(v: str) -> bool:
    """A key's value: digit groups, or one token with a digit or a symbol (module docstring)."""
    if looks_like_reference(v) or is_datetime(v) or v.startswith(("$", "{", "<", "[", "%", "http")):
        return False
    if re.fullmatch(r"\d{4}(?: \d{4}){2,5}", v):
        return True
    return any(c.isdigit() for c in v) or any(not c.isalnum() for c in v)


class WifiKeyRecognizer(OurRecognizer):
    """Wi-Fi keys under a bare key label in a Wi-Fi context (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.85)`` per key value (offsets into ``text``)."""
        if _WIFI_CONTEXT_RE.search(text) is None:
            return
        for m in _KEY_RE.finditer(text):
            v = m.group("v").rstrip(".")
            if not _value_ok(v):
                continue
            # the context: this line up to the label, and the two lines above it
            line_start = text.rfind("\n", 0, m.start()) + 1
            ctx_start = line_start
            for _ in range(_CONTEXT_LINES):
                if ctx_start == 0:
                    break
                ctx_start = text.rfind("\n", 0, ctx_start - 1) + 1
            if _WIFI_CONTEXT_RE.search(text, ctx_start, m.start("v")) is None:
                continue
            yield "PASSWORD", m.start("v"), m.start("v") + len(v), 0.85
