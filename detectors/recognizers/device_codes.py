"""Codes and Wi-Fi passwords under a bare device key (secrets15).

House notes, check-in sheets and property exports name the device and give its code with no
``code`` word: ``Alarm: 7305``, ``"intercom": "21B"``, ``"wifi": "Koala!Beach9"``, a CSV or
markdown table with ``wifi``/``door``/``alarm``/``gate`` columns (the column names what its
cells are). The key alone is ambiguous (an alarm time, a flight's gate, a network's name, a
door's state), so the value must have a code's or a password's shape:

- a lock key (door, gate, alarm, keypad, lockbox and their words in de, nl, fr, es, it, pt,
  pl, ru, uk, tr, el, sv, no, da, fi, he, ar, zh, ja, ko): 4-8 digits, optionally one letter
  before or after and a keypad ``#``/``*`` (``7305``, ``B4712``, ``4471#``);
- an intercom/buzzer key: the same, or 1-4 digits with one letter (``21B``: the bell to ring
  with its code);
- a Wi-Fi key (``wifi``, ``wi-fi``, ``wlan``, ``ויפי``, ``вайфай``): 8-63 characters without
  spaces holding a letter and a digit and either a symbol or both cases with ``_``, not ending
  in a band (``Guest_5G``), not a state word, not a network's name or security mode
  (``Hotel-Guest-2024``, ``WPA2-Personal``).

Three layouts: a line label (``Alarm: 7305``, ``**Gate**: 8820``, ``- door = 4471``), a JSON
key (exact, any case), and a column of a CSV/TSV/semicolon/markdown table whose header cell is
the key. ``PASSWORD`` 0.8. Not codes: a value followed by a unit (``alarm: 3000 ms``) or by
more words (``alarm: 4012 events``), a time (``Alarm: 07:30``), a short number (``Gate: 12``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

SCORE = 0.8

_LOCK_KEYS = """door doors gate alarm alarms keypad lockbox keysafe keybox garage
padlock tür türe haustür tor hoftor gartentor alarmanlage schlüsselbox schlüsselsafe deur voordeur poort hek
sleutelkluis porte portail alarme puerta portón alarma porta portone cancello allarme portão
cadeado drzwi brama furtka sejf дверь двери ворота калитка сигнализация двері хвіртка kapı
πόρτα συναγερμός dörr larm dør porten alarmen ovi portti hälytin דלת שער אזעקה باب الباب بوابة البوابة
门 大门 门禁 闸门 ドア 玄関 門 オートロック 현관 대문 도어락 공동현관"""
_BELL_KEYS = """intercom buzzer bell doorbell interphone sonnette klingel gegensprechanlage intercomcode citofono
interfone portero domofon домофон diafon θυροτηλέφωνο אינטרקום انتركم 对讲 インターホン 인터폰"""
_WIFI_KEYS = """wifi wlan wireless vaifai ויפי וויפי вайфай ουάιφάι 와이파이 ワイファイ"""


def _norm(key: str) -> str:
    return re.sub(r"[\s_\-]+", " ", key.strip().strip("*_`\"'").strip()).lower()


def _keys(words: str) -> frozenset[str]:
    return frozenset(words.split())


# one-word keys above; ``port`` (a network port), ``portal``, ``key``, ``box`` stay out
_LOCK = _keys(_LOCK_KEYS) | {"front door", "lock box", "key safe", "key box", "boîte à clés", "bahçe kapısı"}
_BELL = _keys(_BELL_KEYS)
_WIFI = _keys(_WIFI_KEYS) | {"wi fi", "واي فاي", "الواي فاي", "вай фай"}
_KIND: dict[str, str] = {**dict.fromkeys(_LOCK, "lock"), **dict.fromkeys(_BELL, "bell"), **dict.fromkeys(_WIFI, "wifi")}
_MAX_WORDS = 3

_CODE_RE = re.compile(r"[#*]?(?:[^\W\d_]?\d{4,8}[^\W\d_]?)[#*]?")
_BELL_RE = re.compile(r"\d{1,4}[^\W\d_]")
_WIFI_STATES = frozenset(
    "yes no true false none null on off free available included ja nein oui non sí si sim nie да нет".split()
)
_BAND_RE = re.compile(r"(?i)[-_ .]?(?:2[.,]?4|5|6)[ ]?g(?:hz)?$")
#: a network's name or security mode, not its password (``Hotel-Guest-2024``, ``WPA2-Personal``)
_SSID_RE = re.compile(
    r"(?i)^(?:wpa|wep)|guest|gast|invit|hotel|office|büro|buero|home|network|wifi|wlan|lobby|public|free|staff|"
    r"corp|fritz|vodafone|telekom|netgear|linksys|eduroam"
)
#: what may follow a labelled code: the line's end, a clause mark or bracket, a spaced dash
_CODE_END_RE = re.compile(r"[ \t]*(?:$|[,;.)(\[\]{}|*_\"'`]|[—–\-][ \t])", re.M)
_UNIT_AFTER_RE = re.compile(r"[ \t]*(?:ms|s|sec|secs|seconds?|min|mins|minutes?|h|hours?|db|hz|m|cm|mm|%|x)\b", re.I)

_WORD = r"[^\W\d][\w\-’' ]{0,30}?"
_LABEL_RE = re.compile(
    rf"(?m)(?:^|[,;][ \t]|[ \t][—–][ \t])[ \t>*#\-•|]*[*_`]{{0,2}}(?P<k>{_WORD})[*_`]{{0,2}}[ \t]*(?:[:：=|]|[ \t][—–])[*_`]{{0,2}}[ \t]*[*_`\"'“«„]{{0,2}}"
    r"(?P<v>[^\s\"'”»“,;|*`]{1,63})"
)
_JSON_RE = re.compile(r"[\"'](?P<k>[^\"'\n]{1,30})[\"'][ \t]*:[ \t]*[\"']?(?P<v>[^\s\"',}\]]{1,63})")
_GATE_RE = re.compile(
    r"(?i)door|gate|alarm|keypad|lock|key|garage|safe|intercom|interph|buzzer|bell|wi.?fi|wlan|wireless|t[üu]r|tor|port|"
    r"deur|hek|alarm|klingel|sonnette|citofono|domofon|drzwi|brama|дв|ворот|калит|домоф|сигнал|kap|πόρτ|"
    r"συναγ|dør|dörr|larm|ovi|דלת|שער|אזעק|אינטרקום|ויפי|باب|بواب|واي|门|ドア|玄関|門|オートロック|インターホン|"
    r"현관|대문|도어락|인터폰|와이파이|вай|ουάι"
)
_CELL_RE = re.compile(r"[^|\t;,\n]+")


def code_value(kind: str, value: str) -> bool:
    """True when ``value`` has the shape of a ``kind`` (``lock``/``bell``/``wifi``) secret."""
    v = value.strip().rstrip(".")
    if kind in ("lock", "bell") and _CODE_RE.fullmatch(v):
        return True
    if kind == "bell" and _BELL_RE.fullmatch(v):
        return True
    if kind != "wifi" or not 8 <= len(v) <= 63 or v.lower() in _WIFI_STATES or _BAND_RE.search(v):
        return False
    letters = [c for c in v if c.isalpha()]
    if not letters or not any(c.isdigit() for c in v):
        return False
    if _SSID_RE.search(v):
        return False
    symbol = any(not c.isalnum() and c not in "_-." for c in v)
    mixed = any(c.isupper() for c in letters) and any(c.islower() for c in letters)
    return symbol or (mixed and "_" in v)


def _kind(key: str) -> str | None:
    k = _norm(key)
    if k in _KIND:
        return _KIND[k]
    words = k.split()
    # "front door", "the wifi", "guest wifi": the last words name the device
    for n in range(min(len(words), _MAX_WORDS), 0, -1):
        t = _KIND.get(" ".join(words[-n:]))
        if t is not None and len(words) - n <= 1:
            return t
    return None


class DeviceCodeRecognizer(OurRecognizer):
    """Codes under bare device keys (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)`` for each device code or Wi-Fi password."""
        if not _GATE_RE.search(text):
            return
        seen: set[tuple[int, int]] = set()
        for rx in (_LABEL_RE, _JSON_RE):
            for m in rx.finditer(text):
                kind = _kind(m.group("k"))
                a, b = m.span("v")
                if kind is None or not self._value_ok(text, kind, a, b):
                    continue
                v = text[a:b].rstrip(".")
                b = a + len(v)
                if (a, b) not in seen:
                    seen.add((a, b))
                    yield "PASSWORD", a, b, SCORE
        for a, b in self._columns(text):
            if (a, b) not in seen:
                seen.add((a, b))
                yield "PASSWORD", a, b, SCORE

    @staticmethod
    def _value_ok(text: str, kind: str, a: int, b: int) -> bool:
        v = text[a:b]
        if not code_value(kind, v):
            return False
        # "alarm: 4012 events in the last hour", "Tor: 2031 erzielt": prose goes on, a count
        return kind == "wifi" or (_UNIT_AFTER_RE.match(text, b) is None and _CODE_END_RE.match(text, b) is not None)

    def _columns(self, text: str) -> Iterable[tuple[int, int]]:
        """Cells under a device header in CSV/TSV/semicolon/markdown tables."""
        lines: list[tuple[int, str]] = []
        pos = 0
        for line in text.split("\n"):
            lines.append((pos, line))
            pos += len(line) + 1
        i = 0
        while i < len(lines):
            start, line = lines[i]
            delim = self._delim(line)
            if delim is None:
                i += 1
                continue
            head = self._cells(line, start, delim)
            cols = {j: k for j, (_, _, c) in enumerate(head) if (k := _kind(c)) is not None}
            if not cols:
                i += 1
                continue
            j = i + 1
            while j < len(lines):
                s2, row = lines[j]
                if not row.strip() or self._delim(row) != delim:
                    break
                cells = self._cells(row, s2, delim)
                if len(cells) != len(head):
                    if re.fullmatch(r"[\s|:\-]+", row):
                        j += 1
                        continue
                    break
                for c, kind in cols.items():
                    a, b, v = cells[c]
                    if v and code_value(kind, v):
                        yield a, b
                j += 1
            i = j

    @staticmethod
    def _delim(line: str) -> str | None:
        if line.count("|") >= 2:
            return "|"
        for d in ("\t", ";", ","):
            if d in line:
                return d
        return None

    @staticmethod
    def _cells(line: str, start: int, delim: str) -> list[tuple[int, int, str]]:
        """``(start, end, text)`` of each cell, stripped of spaces, quotes and emphasis."""
        body = line
        off = start
        if delim == "|":
            body = line.strip()
            off = start + line.index(body[0]) if body else start
            if body.startswith("|"):
                body, off = body[1:], off + 1
            if body.endswith("|"):
                body = body[:-1]
        out = []
        pos = 0
        for part in body.split(delim):
            lead = len(part) - len(part.lstrip(" \t\"'*_`"))
            core = part.strip(" \t\"'*_`\r")
            a = off + pos + lead
            out.append((a, a + len(core), core))
            pos += len(part) + 1
        return out
