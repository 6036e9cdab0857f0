"""Values beside a password word or shaped like an address that are no secret (secrets15).

Each function reads the text around a span ``text[a:b]`` (code-point offsets) and returns True
when the span is a decoy of one of these kinds, in the languages of agent traffic:

- :func:`version_number`: a dotted number after a version word (``version 4.12.0.3``,
  ``Версия 4.12.0.3``, ``build 10.2.0.15``) read as an IPv4 address;
- :func:`not_a_password`: a value after a password word that is an error code right after its
  error and code words (``Ваш код ошибки: E4012``, ``Fehlercode``, ``错误代码``), the account whose password is reset (``reset
  password for Maria_Lopez``: a user name at most), a hashing algorithm (``password hashing to
  bcrypt-v2``), a test count (``password tests 42/42``), a date of a change (``パスワード変更
  （2025-02-03）``) or a policy's minimum length (``mindestens 8 Zeichen``, ``至少8个字符``).

A real password next to these words stays: the value must have the decoy's shape AND the cue
must sit in the same line before it (or, for a length, around it).
"""

from __future__ import annotations

import re

__all__ = ["not_a_password", "version_number"]

_VERSION_BEFORE_RE = re.compile(
    r"(?i)(?:\b(?:version|ver|vers|v|build|release|firmware|fw|rev|revision|versjon|versie|versión|"
    r"versione|versão|wersja|sürüm|verze|versio|έκδοση|גרסה|גרסת|إصدار|الإصدار|संस्करण|phiên bản|"
    r"версия|версію|версии|версія|сборка|збірка)|バージョン|版本|버전)[ \t]*[:=]?[ \t]*v?$"
)

_ERR = (
    r"(?:\b(?:errors?|err|fehler\w*|erreurs?|errore|erro|error|błęd\w*|błąd|hata\w*|fout\w*|feil\w*|fel|"
    r"felkod|virhe\w*|chyb\w*|ошибк\w*|помилк\w*|σφάλμα\w*|lỗi|त्रुटि)\b|错误|錯誤|エラー|오류|에러|שגיאה|خطأ|الخطأ)"
)
_CODE = r"(?:code|codes|kod|kodu|код|κωδικός|קוד|كود|رمز|código|codice|mã|कोड|代码|代碼|コード|코드|번호|number|no|nummer|numéro|numero)"
#: an error word and a code word right before the value, in either order (``error code:``,
#: ``код ошибки:``, ``Fehlercode``, ``エラーコード``, ``kod błędu``, ``Código de erro``, ``Error``),
#: so a log line's password after an error word stays (``error: login failed pwd=X``)
_ERROR_CODE_END_RE = re.compile(
    rf"(?i)(?:{_ERR}[ \t]*[-_]?[ \t]*{_CODE}?|{_CODE}[ \t]+(?:(?:of|de|d'|d’|del|di|do|da)[ \t]*)?{_ERR})"
    r"[ \t]*(?:[:：#=№]|\bno\.?|\bnr\.?)?[ \t]*$"
)
#: a reset verb, then "for"/"of" (an account's password being reset)
_RESET_RE = re.compile(
    r"(?i)(?:\breset\w*|zurücksetz\w*|zurückgesetzt|réinitialis\w*|restablec\w*|redefin\w*|reimpost\w*|"
    r"\bresetuj\w*|zresetuj\w*|сброс\w*|сбрось\w*|sıfırla\w*|herstel\w*|nullstill\w*|återställ\w*|"
    r"リセット|重置|초기화)"
)
_FOR_END_RE = re.compile(
    r"(?i)\b(?:for|of|für|von|pour|de|del|para|per|dla|для|voor|for|för|için)[ \t]+"
    r"(?:(?:the[ \t]+)?(?:user|account|benutzer|utilisateur|usuario|użytkownika|пользователя)[ \t]+)?[\"'`@]?$"
)
_ALGO_RE = re.compile(
    r"(?i)(?:bcrypt|scrypt|yescrypt|argon2(?:id|i|d)?|pbkdf2|sha-?(?:1|224|256|384|512)|sha3(?:-\d+)?|md5|"
    r"blake2[bs]?|ntlm|hmac)(?:[-_ ]?(?:v?\d+|sha-?\d+|hmac|[a-z]{1,4}\d*))*"
)
_HASH_WORD_RE = re.compile(
    r"(?i)hash|algorithm|algo\b|kdf|cipher|encrypt|verschlüssel|chiffr|hachage|cifrad|criptograf|szyfrow|"
    r"şifreleme|шифр|хеш|хэш|哈希|散列|ハッシュ|해시|암호화"
)
_TESTS_RE = re.compile(
    r"(?i)\b(?:tests?|testing|checks?|passed|failed|specs?|suite|cases?|getestet|geprüft|réussis?|"
    r"pruebas?|testes|prove|тест\w*|проверк\w*)\b|テスト|测试|테스트"
)
#: a count of passed checks, words after it allowed (``42/42 bestanden``)
_FRACTION_RE = re.compile(r"\d+[ \t]*/[ \t]*\d+(?:[ \t]+[^\W\d_]+){0,3}")
_DATE_RE = re.compile(
    r"[(（\[]?[ \t]*(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|"
    r"\d{4}年\d{1,2}月\d{1,2}日?)[ \t]*[)）\]]?"
)
#: a change word before the date (``changed``, ``geändert am``, ``変更``); no bare preposition
#: (``on``, ``am``, ``le``): ``Il password è 03.02.2025`` is a password
_CHANGE_RE = re.compile(
    r"(?i)\b(?:changed?|updated?|reset|expire[sd]?|expiry|geändert|aktualisiert|"
    r"changé|modifié|cambiad[ao]|alterad[ao]|zmienion\w*|изменен\w*|изменён\w*|değiştiril\w*)\b|"
    r"変更|更新|变更|更改|修改|변경"
)
_QTY_RE = (
    r"(?:at least|min(?:imum)?\.?|mindestens|au moins|minimum|co najmniej|не менее|минимум|al menos|mínimo|"
    r"almeno|ten minste|minst|en az|至少|最少|最低|최소|τουλάχιστον|לפחות|على الأقل|कम से कम|ít nhất|vähintään)"
)
_CHARS_RE = (
    r"(?:characters?|chars?|Zeichen|caractères?|znak(?:ów|i)|символ\w*|caracteres|caratteri|tekens|tegn|"
    r"tecken|karakter|merkkiä|文字|个字符|個字元|字符|자리|자|χαρακτήρ\w*|תווים|أحرف|حروف|अक्षर|ký tự)"
)
_LENGTH_IN_RE = re.compile(rf"(?i){_QTY_RE}[ \t]*\d{{1,3}}[ \t]*{_CHARS_RE}?|\d{{1,3}}[ \t]*{_CHARS_RE}")
_NUMBER_RE = re.compile(r"\d{1,3}")
_QTY_END_RE = re.compile(rf"(?i){_QTY_RE}[ \t]*$")
_CHARS_AHEAD_RE = re.compile(rf"(?i)[ \t]*{_CHARS_RE}")


def _line_before(text: str, a: int, reach: int = 60) -> str:
    lo = max(text.rfind("\n", 0, a) + 1, a - reach)
    return text[lo:a]


def version_number(text: str, a: int) -> bool:
    """True when the dotted number at ``a`` follows a version word (``version 4.12.0.3``,
    ``v4.12.0.3``, ``Версия: 4.12.0.3``)."""
    return _VERSION_BEFORE_RE.search(_line_before(text, a, 40)) is not None


def not_a_password(text: str, a: int, b: int) -> bool:
    """True when the PASSWORD span ``text[a:b]`` is an error code, a reset account, a hashing
    algorithm, a test count, a change date or a policy's minimum length (module docstring)."""
    value = text[a:b].strip()
    before = _line_before(text, a)
    if not value:
        return False
    if any(c.isdigit() for c in value) and len(value) <= 12:
        if _ERROR_CODE_END_RE.search(before):
            return True
    if _RESET_RE.search(before) and _FOR_END_RE.search(before):
        return True
    if _ALGO_RE.fullmatch(value) and _HASH_WORD_RE.search(before):
        return True
    if _FRACTION_RE.fullmatch(value) and _TESTS_RE.search(before):
        return True
    if _DATE_RE.fullmatch(value) and (value[0] in "(（[" or _CHANGE_RE.search(before)):
        return True
    if _LENGTH_IN_RE.search(value) and not any(c.isalpha() and c.isascii() for c in _LENGTH_IN_RE.sub("", value)):
        return True
    if _NUMBER_RE.fullmatch(value) and (_QTY_END_RE.search(before) or _CHARS_AHEAD_RE.match(text, b)):
        return True
    return False
