"""Secrets recall and precision, round 15 (issue 12: kinds left by secrets14).

Each recall rule has real values (every alphanumeric character must be covered by a span) and
decoy twins of similar shape that must stay untouched; each precision rule has its decoys and
real twins. Written fresh for this round (agent-shaped notes, JSON, tables, chat, OCR forms in
many languages), not from any corpus split.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.recognizers.device_codes import code_value
from edgeward.detectors.scanner import Detector
from edgeward.detectors.secret_decoys import not_a_password, version_number

#: (rule, text, values that must be covered)
REAL: list[tuple[str, str, list[str]]] = [
    # codes under a bare device key (device_codes.py)
    ("label alarm", "Alarm: 7305", ["7305"]),
    ("label alarm in notes", "Notes for the cleaner\nAlarm: 7305\nBins go out on Tuesday", ["7305"]),
    ("label gate and alarm", "Gate: 8820\nAlarm: 7305", ["8820", "7305"]),
    ("label md bold gate", "- **Gate**: 8820", ["8820"]),
    ("de Türe Tor", "Türe: 4471\nTor: 8820", ["4471", "8820"]),
    ("fr interphone", "Interphone : 21B", ["21B"]),
    ("pl domofon", "Domofon: 4471", ["4471"]),
    ("zh 门禁", "门禁: 2046", ["2046"]),
    ("he door", "דלת: 4471", ["4471"]),
    ("json intercom", '{"intercom": "21B", "floor": 3}', ["21B"]),
    ("json wifi", '{"wifi": "Koala!Beach9", "checkin": "15:00"}', ["Koala!Beach9"]),
    ("json door", '{"door": "4471", "unit": "3B"}', ["4471"]),
    ("json alarm number", '{"alarm": 9137}', ["9137"]),
    ("json gate keypad hash", '{"gate": "8820#"}', ["8820"]),
    (
        "csv wifi door alarm",
        "unit,wifi,door,alarm\n3B,Koala!Beach9,4471,9137\n4A,Sunny_Pier7,2210,5501",
        ["Koala!Beach9", "4471", "9137", "Sunny_Pier7", "2210", "5501"],
    ),
    (
        "md gate door wifi",
        "| Unit | Gate | Door | WiFi |\n|---|---|---|---|\n| 3B | 8820 | 4471 | Koala!Beach9 |",
        ["8820", "4471", "Koala!Beach9"],
    ),
    ("ru intercom cyrillic letter", "Домофон: 21Б", ["21Б"]),
    ("fr alarme", "Alarme : 7305", ["7305"]),
    ("ru alarm", "Сигнализация: 7305", ["7305"]),
    ("ko entrance keypad star", "현관: 4471*", ["4471"]),
    ("json Wi-Fi key", '{"Wi-Fi": "Koala!Beach9"}', ["Koala!Beach9"]),
    ("md key value row", "| Wifi | Koala!Beach9 |\n| Alarm | 7305 |", ["Koala!Beach9", "7305"]),
    ("dash separator", "- wifi — Koala!Beach9", ["Koala!Beach9"]),
    ("semicolon alarm wifi", "apartment;alarm;wifi\n3B;7305;Koala!Beach9", ["7305", "Koala!Beach9"]),
    ("labels in one line", "Gate: 8820, Alarm: 7305 (ask Mia)", ["8820", "7305"]),
    ("labels dash apart", "Alarm: 7305 — Tür: 4471", ["7305", "4471"]),
    ("tsv Tür", "Wohnung\tTür\tWLAN\n3B\t4471\tBirke!Licht55", ["4471", "Birke!Licht55"]),
    # letter-spaced OCR labels of every language (folded.py inner + ProseSecretRecognizer)
    ("ocr tr SIFRE", "S I F R E : Kedi2024", ["Kedi2024"]),
    ("ocr tr dotted", "Ş İ F R E : Kedi2024", ["Kedi2024"]),
    ("ocr pl Hasło", "H a s ł o : Tiger!88", ["Tiger!88"]),
    ("ocr es Contraseña", "C o n t r a s e ñ a : Tiger!88", ["Tiger!88"]),
    ("ocr nl Wachtwoord", "W A C H T W O O R D : Tiger!88", ["Tiger!88"]),
    ("ocr en Password", "P a s s w o r d : Tiger!88", ["Tiger!88"]),
    ("md underscores Hasło", "__Hasło__: Bocian_77", ["Bocian_77"]),
    ("md bold Passwort", "**Passwort**: Kiesel!Weg42", ["Kiesel!Weg42"]),
    # right-to-left password word after the value (password_usage.py)
    ("he value then password", "Kiesel!Weg42 היא הסיסמה החדשה", ["Kiesel!Weg42"]),
    ("he value dash password", "Kiesel!Weg42 — סיסמה", ["Kiesel!Weg42"]),
    ("he value for wifi", "Kiesel!Weg42 זו הסיסמה לוויפי", ["Kiesel!Weg42"]),
    ("he quoted dash copula", '"Kiesel!Weg42" — זו הסיסמה', ["Kiesel!Weg42"]),
    ("ar value then password", "Kiesel!Weg42 هي كلمة المرور الجديدة", ["Kiesel!Weg42"]),
    ("fa value then password", "Kiesel!Weg42 رمز عبور جدید است", ["Kiesel!Weg42"]),
    # client secrets with a dotted tail stay whole (already on main; pinned)
    ("client secret dotted", "Client secret: 8fQ2vLx9KmR7pT.Yb4", ["8fQ2vLx9KmR7pT.Yb4"]),
    ("client secret dotted prose", "The client secret is 8fQ2vLx9KmR7pT.Yb4.", ["8fQ2vLx9KmR7pT.Yb4"]),
    ("client secret env", "CLIENT_SECRET=8fQ2vLx9KmR7pT.Yb4", ["8fQ2vLx9KmR7pT.Yb4"]),
    # ... and when the head starts with a letter, no dotted name (credentials.looks_like_reference)
    ("yaml quoted letter head", 'client_secret: "Xy7kQ2mR7pT.Yb4"', ["Xy7kQ2mR7pT.Yb4"]),
    ("api key vendor prefix dotted", "api_key: sk_8fQ2vLx9KmR7pT.Yb4", ["sk_8fQ2vLx9KmR7pT.Yb4"]),
    ("de prose dotted", "Das Client-Secret lautet Xy7kQ2mR7pT.Yb4 – bitte nicht teilen.", ["Xy7kQ2mR7pT.Yb4"]),
    ("zh label dotted", "客户端密钥：Xy7kQ2mR7pT.Yb4", ["Xy7kQ2mR7pT.Yb4"]),
    ("env two dots", "export CLIENT_SECRET=Xy7kQ2mR7pT.Yb4.Zz_9", ["Xy7kQ2mR7pT.Yb4.Zz_9"]),
    # real twins of the precision rules (secret_decoys.py)
    ("password after error", "error code E4012; password: Hunter!22", ["Hunter!22"]),
    ("log error then pass=", "ERROR auth failed for user bob pass=Hunter22", ["Hunter22"]),
    ("log error then pwd=", "error: login failed pwd=Abc12345", ["Abc12345"]),
    ("log error then PIN", "[error] db connect failed: PIN 4471 rejected", ["4471"]),
    ("de Fehler then PIN", "Fehler: PIN 4471 falsch", ["4471"]),
    ("policy then password", "Passwort: mindestens 8 Zeichen. Dein Passwort: Kiesel!Weg42", ["Kiesel!Weg42"]),
    ("reset to value", "reset password for Maria_Lopez to Tulip!River7", ["Tulip!River7"]),
    ("algorithm-like password", "password: Argon2id!Tree", ["Argon2id!Tree"]),
    ("date as password", "Password: 2025-02-03", ["2025-02-03"]),
    ("it date as password", "Il password è 03.02.2025", ["03.02.2025"]),
    ("fraction as password", "password: 42/42", ["42/42"]),
    ("ip after version", "version 4.12.0.3 deployed to 10.0.4.12 (client 203.0.113.54)", ["10.0.4.12", "203.0.113.54"]),
]

#: (rule, text, decoys that must stay untouched)
TWINS: list[tuple[str, str, list[str]]] = [
    # device keys with values of no code's shape
    ("alarm time", "Alarm: 07:30", ["07:30"]),
    ("json alarm time", '{"alarm": "07:30", "snooze": 9}', ["07:30"]),
    ("json states", '{"alarm": true, "door": "open", "gate": "B12"}', ["open", "B12"]),
    ("flight gate", "Flight LH 441, Gate: B22, boarding 14:05", ["B22"]),
    ("gate short", "Gate: 21B", ["21B"]),
    ("door number", "Door: 3", ["3"]),
    ("wifi state", '{"wifi": "available", "parking": "free"}', ["available"]),
    ("wifi band ssid", '{"wifi": "Guest_5G"}', ["Guest_5G"]),
    ("wifi network name", '{"wifi": "HotelNetwork2024"}', ["HotelNetwork2024"]),
    ("csv wifi yes", "ssid,wifi,floor\nHotel_Lobby,yes,2", ["yes"]),
    ("md door states", "| Room | Door | Status |\n|---|---|---|\n| 101 | open | clean |", ["open", "101"]),
    ("alarm with unit", "alarm: 3000 ms", ["3000"]),
    ("alarm count", "Alarm count: 2024", ["2024"]),
    ("alarm events prose", "alarm: 4012 events in the last hour", ["4012"]),
    ("gate year prose", "Gate: 2024 edition of the report", ["2024"]),
    ("de Tor goal", "Tor: 2031 erzielt", ["2031"]),
    ("door dimensions", "door,width_mm,height_mm\nD1,900,2100", ["2100"]),
    ("network port", "Port: 8080", ["8080"]),
    ("intercom number", "Intercom: 12", ["12"]),
    ("md gate row short", "| Gate | 12 |\n| Door | open |", ["12", "open"]),
    # dotted names of a config value stay references
    ("config attribute", "client_secret: settings.oauthClientSecret", ["settings.oauthClientSecret"]),
    ("config key digits", "api_key: config.apiKey2v3", ["config.apiKey2v3"]),
    ("self attribute", "token = self.auth.accessToken", ["self.auth.accessToken"]),
    # RTL value-first with no password's shape
    ("he version word", "Node18 היא הגרסה", ["Node18"]),
    ("he weak value", "OAuth2 — סיסמה", ["OAuth2"]),
    # version numbers read as IP addresses
    ("version word", "Upgraded to version 4.12.0.3 yesterday", ["4.12.0.3"]),
    ("version label", "Version: 4.12.0.3", ["4.12.0.3"]),
    ("firmware v", "firmware v4.12.0.3 installed", ["4.12.0.3"]),
    ("no versjon", "Versjon 4.12.0.3", ["4.12.0.3"]),
    ("ru версия", "Версия 4.12.0.3", ["4.12.0.3"]),
    ("build", "build 10.2.0.15", ["10.2.0.15"]),
    # error codes after a password-ish code word
    ("ru error code", "Ваш код ошибки: E4012", ["E4012"]),
    ("en error code", "Your error code: E4012", ["E4012"]),
    ("de Fehlercode", "Fehlercode: E4012", ["E4012"]),
    ("fr code d'erreur", "Code d'erreur : E4012", ["E4012"]),
    ("zh 错误代码", "错误代码: E4012", ["E4012"]),
    ("ja エラーコード", "エラーコード: E4012", ["E4012"]),
    ("es código de error", "código de error: E4012", ["E4012"]),
    ("ko 오류 코드", "오류 코드: E4012", ["E4012"]),
    ("tr hata kodu", "Hata kodu: E4012", ["E4012"]),
    ("pl kod błędu", "kod błędu: E4012", ["E4012"]),
    ("el σφάλματος", "Κωδικός σφάλματος: E4012", ["E4012"]),
    ("he שגיאה", "קוד שגיאה: E4012", ["E4012"]),
    ("uk помилки", "Код помилки: E4012", ["E4012"]),
    # the account whose password is reset
    ("reset for user", "reset password for Maria_Lopez", ["Maria_Lopez"]),
    ("reset for login", "Please reset the password for jdoe42", ["jdoe42"]),
    ("de zurücksetzen für", "Passwort zurücksetzen für m.weber", ["m.weber"]),
    # hashing algorithms
    ("hashing to bcrypt", "password hashing to bcrypt-v2", ["bcrypt-v2"]),
    ("hashing Argon2id", "We switched password hashing to Argon2id", ["Argon2id"]),
    ("hashing label", "Password hashing: Argon2id", ["Argon2id"]),
    ("hash PBKDF2", "password hash: PBKDF2-SHA256", ["PBKDF2-SHA256"]),
    # test counts and change dates
    ("tests count", "password tests 42/42", ["42/42"]),
    ("tests passed", "password tests passed: 42/42", ["42/42"]),
    ("de tests bestanden", "Passwort-Tests: 42/42 bestanden", ["42/42"]),
    ("ja change date", "パスワード変更（2025-02-03）", ["2025-02-03"]),
    ("en changed date", "Password changed (2025-02-03)", ["2025-02-03"]),
    ("de geändert am", "Passwort geändert am 03.02.2025", ["03.02.2025"]),
    # policy minimum lengths
    ("en at least", "Password policy: at least 8 characters", ["8"]),
    ("de mindestens", "Passwort: mindestens 8 Zeichen, eine Zahl", ["8"]),
    ("fr au moins", "Mot de passe : au moins 8 caractères", ["8"]),
    ("pl co najmniej", "Hasło: co najmniej 8 znaków", ["8"]),
    ("ru не менее", "Пароль: не менее 8 символов", ["8"]),
    ("zh 至少", "密码：至少8个字符", ["8"]),
    ("es mínimo", "Contraseña: mínimo 8 caracteres", ["8"]),
    ("ko 최소", "비밀번호: 최소 8자", ["8"]),
    ("ja 文字以上", "パスワード：8文字以上", ["8"]),
    ("tr en az", "Şifre: en az 8 karakter", ["8"]),
    (
        "multilingual policy list",
        "Password policy\n- en: at least 12 characters\n- de: Passwort mindestens 8 Zeichen\n- fr: mot de passe au moins 8 caractères",
        ["8"],
    ),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _covered(text: str, value: str, spans: list) -> bool:
    s = text.index(value)
    need = [i for i in range(s, s + len(value)) if text[i].isalnum()]
    cov = {i for sp in spans for i in range(sp.start, sp.end)}
    return all(i in cov for i in need)


@pytest.mark.parametrize(("rule", "text", "values"), REAL, ids=[c[0] for c in REAL])
def test_secret_is_masked(det: Detector, rule: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    missed = [v for v in values if not _covered(text, v, spans)]
    assert not missed, (rule, missed, [(text[s.start : s.end], s.entity_type) for s in spans])


@pytest.mark.parametrize(("rule", "text", "decoys"), TWINS, ids=[c[0] for c in TWINS])
def test_decoy_twin_stays(det: Detector, rule: str, text: str, decoys: list[str]) -> None:
    spans = det.scan_text(text)
    for d in decoys:
        s = text.rindex(d)
        hit = [text[sp.start : sp.end] for sp in spans if sp.start < s + len(d) and s < sp.end]
        assert not hit, (rule, d, hit)


def test_code_value_shapes() -> None:
    assert code_value("lock", "7305") and code_value("lock", "B4712") and code_value("lock", "4471#")
    assert not code_value("lock", "21B") and not code_value("lock", "12") and not code_value("lock", "07:30")
    assert code_value("bell", "21B") and not code_value("bell", "12")
    assert code_value("wifi", "Koala!Beach9") and code_value("wifi", "Sunny_Pier7")
    assert not code_value("wifi", "Guest_5G") and not code_value("wifi", "available")


def test_secret_decoy_helpers() -> None:
    t = "version 4.12.0.3"
    assert version_number(t, t.index("4"))
    t = "host 4.12.0.3"
    assert not version_number(t, t.index("4"))
    t = "Ваш код ошибки: E4012"
    assert not_a_password(t, t.index("E"), len(t))
    t = "Пароль: E4012x!"
    assert not not_a_password(t, t.index("E"), len(t))
