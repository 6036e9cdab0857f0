"""Door, gate, intercom and key-safe codes told in chat prose, in any word order (multi13).

``access_codes.py`` reads a fixed code phrase (``door code``, ``kod do bramy``, ``код домофона``)
then the value. People write the two nouns in every order and with the grammar of their
language (``gate ka code 4455 hai``, ``הקוד של השער 1357``, ``mã cổng là 2580``, ``도어락 번호
4829``, ``code van de deur: 4417``, ``per il cancello digita 1357``), which that list cannot
enumerate. Here the cue is **two parts in one line**: a *lock noun* (door, gate, intercom,
entrance, key safe … in 27 languages, with their case endings and Hebrew/Arabic proclitics)
and, at most 32 characters away in either order, a *code noun* (``code``, ``kod``, ``код``,
``קוד``, ``رمز``, ``कोड``, ``mã``, ``번호``, ``コード``, ``密码`` …) or a *keypad verb* (``dial``,
``marca``, ``digita``, ``wpisz``, ``наберите``, ``tippe``, ``押して`` …). The value is the first
number after the later part, in the same clause (no digit, sentence end or line break
between, at most 40 characters): 4-8 digits, or digits with one letter (``4417B``), and a
keypad terminator ``#``/``*`` left out (``PASSWORD`` 0.8).

Two shorter forms need no code noun, because the noun itself names a keypad:

- a key-safe/lockbox/intercom noun followed by the value (a copula or colon between:
  ``the key safe is 0923``, ``skrzynki na klucze 7765``);
- a lock noun followed by a value that ends with a keypad terminator (``공동현관 1234*``) or
  with an "opens" verb in CJK (``オートロックは2026で開きます``).

Not codes: a number followed by a unit or count word (``door open for 4000 ms``, ``gate
passed 1200 tests``), a time or decimal (``gate closes 18:30``), a number inside a longer
token (``B1-4417``, ``v1.2.3``) and a value after a sentence end. Cheap gate: runs only when a
lock-noun literal's first letters occur in the text.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

SCORE = 0.8

#: nouns of keypads and locked entrances, lower case; a trailing ``~`` lets a spaced-script word
#: take up to 3 more letters (case endings: ``furtki``, ``домофону``, ``porten``, ``døren``)
_LOCK_WORDS = """
door~, front door~, gate~, entrance~, entry, intercom~, buzzer~, lockbox~, lock box, key safe~, keysafe~, key box~, keybox~
padlock~, garage~, alarm~, keypad~, smart lock~, lobby
tür~, haustür~, tor, eingang~, hoftor~, gartentor~, schlüsselbox~, schlüsseltresor~, schlüsselsafe~, gegensprechanlage~
schlüsselkasten~, garagentor~, alarmanlage~
deur~, voordeur~, poort~, sleutelkluis~, sleutelkastje~, sleutelbox~, hek~
porte~, portail~, portillon~, interphone~, boîte à clés, boîte à clé, boite à clés, entrée~, immeuble~
puerta~, portal~, portón~, portero~, caja de llaves, cajetín~, garaje~, alarma~
porta~, portone~, cancello~, citofono~, cassetta delle chiavi, cassetta portachiavi, allarme~, antifurto~, lucchetto~
portão~, portaria~, interfone~, caixa de chaves, cofre das chaves, cofre~, cadeado~, alarme~, candado~, cadenas~, coffre~
drzwi~, brama~, bramy, furtka~, furtki, domofon~, skrzynka na klucze, skrzynki na klucze, skrzynkę na klucze, sejf~
klatka~, klatki, wejście~, furtkę, sejf na klucze, skrytk~, skrytce, kłódk~, alarm~
дверь~, двери~, двер~, калитк~, ворот~, домофон~, подъезд~, сейф~, ключниц~
двері~, дверей~, хвіртк~, під'їзд~, під’їзд~
kapı~, kapının, bahçe kapısı, apartman~, anahtar kutusu~
πόρτα~, πόρτας, εισόδου, είσοδος, θυροτηλέφων~, συναγερμ~, κλειδοθήκ~, χρηματοκιβώτι~
dörr~, dörren, porten, nyckelskåp~, nyckelbox~, dør~, døren, døra, nøkkelboks~, nøgleboks~
ovi, oven, oveen, portti~, portin, avainkaappi~, avainlaatikko~
cửa, cổng, hộp khóa, hộp chìa khóa, khóa, két
pintu~, gerbang~, gembok~, brankas~
darwaza~, darwaze~, locker~
"""
#: right-to-left and Indic nouns (proclitics ``ה``/``ל``/``ו``/``ال``/``و`` allowed before)
_RTL_WORDS = """
דלת, שער, כניסה, בניין, אינטרקום, כספת, תיבת מפתחות, תיבת המפתחות
باب, بوابة, مدخل, انتركم, إنتركم, صندوق المفاتيح, خزنة المفاتيح, خزنة, عمارة
दरवाज़ा, दरवाज़े, दरवाजा, दरवाजे, गेट, ताला, लॉकर, इंटरकॉम, चाबी का बक्सा, चाबी के बक्से, तिजोरी, अलार्म
"""
#: nouns of scripts written without spaces, matched anywhere


def _split(words: str) -> set[str]:
    """The comma- or line-separated entries of a word list."""
    return {w.strip() for w in words.replace("\n", ",").split(",") if w.strip()}


_CJK_LOCKS = (
    "玄関",
    "ドア",
    "門",
    "オートロック",
    "キーボックス",
    "金庫",
    "현관문",
    "현관",
    "도어락",
    "대문",
    "출입문",
    "키박스",
    "금고",
    "门禁",
    "大门",
    "密码锁",
    "保险箱",
    "門禁",
)
#: lockbox nouns: a number right after them is the code (no code noun needed)
_KEYPAD_LOCKS = re.compile(
    r"(?i)^(?:lock ?box|key ?safe|key ?box|padlock|intercom|buzzer|schlüssel|sleutel|boîte|boite|interphone|caja|cajetín|"
    r"cassetta|caixa|cofre[ \t]+das|skrzyn|sejf|skryt|κλειδοθήκ|hộp|domofon|ключниц|домофон|anahtar|nyckel|nøkkel|nøgle|avain|"
    r"gembok|brankas|locker|चाबी|तिजोरी|"
    r"תיבת|כספת|אינטרקום|صندوق|خزنة|انتركم|إنتركم|लॉकर|इंटरकॉम|키박스|금고|キーボックス|金庫|保险箱|密码锁)"
)
_CODE_WORDS = (
    r"codes?|combo|combination|pin|passcode|kod|kodu|kodem|koden|kode|kódja|kód|koodi|koodin|código|codice|codigo|"
    r"код|кода|коду|κωδικός|κωδικό|κωδικο|κωδικός|şifre|şifresi|numara|numarası|mã|số|kombination|zahlenkombination|"
    r"kombinacja|szyfr|combinaison|combinación|combinazione|wachtwoord|passwort|hasło|пароль|senha|clave|"
    r"dial|marca|marque|digita|digite|tippe|tape|tapez|wpisz|наберите|набери|введите|введи|наберіть|введіть|"
    r"punch(?:[ \t]+in)?|press|enter|type|toets|drücke|drück|taste"
)
_RTL_CODE_WORDS = r"קוד|הקוד|והקוד|סיסמה|كود|الكود|رمز|الرمز|كلمة سر|कोड|पिन|नंबर|code|pin"
_CJK_CODES = r"コード|番号|暗証番号|パスワード|押して|입력|번호|비밀번호|비번|암호|코드|누르|密码|密碼|码|碼|号码"

_LOCK_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?P<lock>"
    + "|".join(
        re.escape(w.rstrip("~")).replace(r"\ ", r"[ \t]+") + (r"[^\W\d_]{0,3}" if w.endswith("~") else "")
        for w in sorted(
            _split(_LOCK_WORDS),
            key=len,
            reverse=True,
        )
    )
    + r")(?![^\W\d_])"
    + r"|(?<![^\W\d_])(?:[הלובש]{1,2}|(?:و|ف|ب|ل)?ال|و?لل|و)?(?P<rtl>"
    + "|".join(re.escape(w).replace(r"\ ", r"[ \t]+") for w in sorted(_split(_RTL_WORDS), key=len, reverse=True))
    + r")(?![^\W\d_])"
    + r"|(?P<cjk>"
    + "|".join(_CJK_LOCKS)
    + r")"
)
_CODE_RE = re.compile(r"(?i)(?<![^\W\d_])(?:" + _CODE_WORDS + r"|" + _RTL_CODE_WORDS + r")(?![^\W\d_])|" + _CJK_CODES)
#: the value: 4-8 digits (``4417``), digits and one letter (``4417B``, ``B4417``); a keypad
#: terminator after it is left out; not part of a longer token, a time, a decimal or a range
_VALUE_RE = re.compile(
    # a hyphen blocks only after a Latin letter or digit (``B1-4417``); Hebrew glues its
    # prepositions with one (``ל-4730``)
    r"(?<![0-9A-Za-z+./:])(?<![0-9A-Za-z]-)(?P<v>\d{4,8}|\d{3,6}[A-Z]|[A-Z]\d{3,6}|[٠-٩]{4,8})(?![0-9A-Za-z\-/]|[.,:]\d)"
    r"(?![ \t]*(?:lines?|loc|ms|sec|seconds?|minutes?|min|hours?|h|bytes?|[kmg]b|%|px|rows?|times|users?|items?|"
    r"errors?|tests?|km|m|kg|eur|usd|€|\$|zeilen|lignes|líneas|righe|regels|строк|руб|zł|грн)(?![^\W\d_]))"
)
#: a year, not a code: ``w 2025 roku``, ``in 2025``, ``2025年``, ``since 1998``
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_YEAR_AFTER_RE = re.compile(
    r"(?i)[ \t]*(?:roku|rok|r\.|year|years|jahr|jahres|année|an|año|anno|году|год|року|рік|yılı|yılında|년|年|έτος|سنة|שנת|साल|năm)(?![^\W\d_])"
)
_YEAR_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:in|since|until|by|from|im|seit|bis|ab|en|depuis|desde|hasta|dal|nel|entro|w|od|do|в|с|до|у|з|sedan|siden|"
    r"vuonna|năm|em|até|sejak|tahun|στο|منذ|عام|בשנת|מאז)[ \t]+$"
)
_TERMINATED_RE = re.compile(r"[ \t]*[#*＃]")
_CJK_OPENS_RE = re.compile(r"[ \t]*(?:で開|로[ \t]?열|으로[ \t]?열|开门|開門|を押)")
_SHORT_GAP_RE = re.compile(
    r"[ \t]*(?:[:：=\-–—]|is|ist|est|es|è|é|er|är|on|to|jest|là|هو|היא|הוא|है|は|는|은|이|가)?[ \t]*[\"'“«„「]?"
)
_NEEDS = re.compile(
    r"(?i)door|gate|entr|interc|buzz|lock|key|padl|gara|alarm|keyp|lobby|tür|tor|eingang|schlüss|gegensp|deur|poort|"
    r"sleutel|hek|port|interph|boîte|boite|immeub|puert|portón|porter|caja|cajet|cancell|citof|cassett|caixa|cofre|"
    r"drzw|bram|furtk|domof|skrzyn|sejf|klatk|wejś|двер|калит|ворот|домоф|подъез|сейф|ключн|хвірт|під|kapı|apart|"
    r"anahtar|πόρτ|εισόδ|είσοδ|θυροτ|συναγ|dörr|nyckel|dør|nøkkel|nøgle|ovi|oven|portti|portin|avain|cửa|cổng|khóa|"
    r"két|pintu|gerbang|gembok|brankas|darwaz|allarm|antifurt|lucchett|cadead|candad|cadenas|coffre|skryt|kłódk|κλειδοθ|"
    r"χρηματοκ|hộp|चाबी|तिजोरी|अलार्म|דלת|שער|כניס|בניין|אינטרקום|כספת|תיבת|باب|بوابة|مدخل|انتركم|إنتركم|"
    r"صندوق|خزنة|عمارة|दरवाज|गेट|ताला|लॉकर|इंटरकॉम|玄関|ドア|門|オートロック|キーボックス|金庫|현관|도어락|대문|출입문|"
    r"키박스|금고|门禁|大门|密码锁|保险箱"
)


def _line_bounds(text: str, pos: int) -> tuple[int, int]:
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    return ls, len(text) if le < 0 else le


def _is_year(text: str, start: int, end: int) -> bool:
    """A 19xx/20xx number with a year word after it or a time preposition before it."""
    return _YEAR_RE.fullmatch(text, start, end) is not None and (
        _YEAR_AFTER_RE.match(text, end) is not None
        or _YEAR_BEFORE_RE.search(text[max(0, start - 12) : start]) is not None
    )


class LockCodeRecognizer(OurRecognizer):
    """Door/gate/intercom/key-safe codes with the lock and code nouns in any order (module docstring)."""

    ENTITIES = ("PASSWORD",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PASSWORD", start, end, 0.8)`` for each code value."""
        if _NEEDS.search(text) is None:
            return
        seen: set[int] = set()
        for lock in _LOCK_RE.finditer(text):
            ls, le = _line_bounds(text, lock.start())
            found = None
            # a code noun or keypad verb within 32 characters either side, in the same line
            lo, hi = max(ls, lock.start() - 32), min(le, lock.end() + 32)
            cue_end = None
            for code in _CODE_RE.finditer(text, lo, hi):
                if code.end() <= lock.start() or code.start() >= lock.end():
                    cue_end = max(lock.end(), code.end())
                    break
            if cue_end is not None:
                found = self._first_value(text, cue_end, le)
            if found is None:
                found = self._keypad_form(text, lock, le)
            if found is not None and found[0] not in seen:
                seen.add(found[0])
                yield "PASSWORD", found[0], found[1], SCORE

    @staticmethod
    def _first_value(text: str, pos: int, line_end: int) -> tuple[int, int] | None:
        """The first value within 40 characters after ``pos`` with no digit or sentence end before it."""
        end = min(line_end, pos + 48)
        for i in range(pos, end):
            ch = text[i]
            if ch.isdigit() or (ch.isupper() and ch.isascii() and i + 1 < end and text[i + 1].isdigit()):
                m = _VALUE_RE.match(text, i)
                if m is None or _is_year(text, m.start("v"), m.end("v")):
                    return None
                return m.start("v"), m.end("v")
            if ch in ".!?;。！？":
                return None
        return None

    @staticmethod
    def _keypad_form(text: str, lock: re.Match[str], line_end: int) -> tuple[int, int] | None:
        """A lockbox noun then the value, or a lock noun then a value ended by ``#``/``*`` or "opens"."""
        gap = _SHORT_GAP_RE.match(text, lock.end(), line_end)
        if gap is None:
            return None
        m = _VALUE_RE.match(text, gap.end())
        if m is None or _is_year(text, m.start("v"), m.end("v")):
            return None
        if not gap.group(0).strip() and _YEAR_RE.fullmatch(m.group("v")):
            return None  # ``key safe 2023 model``: a bare year after the noun names a model (secrets14)
        if _KEYPAD_LOCKS.match(lock.group(0).lstrip("הלובשوفبل").removeprefix("ال")):
            return m.start("v"), m.end("v")
        if _TERMINATED_RE.match(text, m.end()) or (
            lock.group("cjk") is not None and _CJK_OPENS_RE.match(text, m.end())
        ):
            return m.start("v"), m.end("v")
        return None
