"""Recall in the languages and formats the blind dev4 split showed weakest (multi13, issue 12).

Fresh material written for this round (never from a corpus split): door/gate/key-safe codes
with the lock and code nouns in any order and grammar (``lock_codes.py``), login and password
fields of scanned forms (``form_credentials.py``), handles after a platform word in prose
(``platform_handles.py``), usernames with possessives in vi/ar/he/hi, PowerShell user cmdlets,
``wifi ka pass`` and one-time codes in vi/tr. Each value has decoy twins of the same shape that
must stay unmasked.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (rule, text, values that must be covered by a span)
REAL: list[tuple[str, str, list[str]]] = [
    # lock codes, nouns in any order (lock_codes.py)
    ("es portal marca", "[10:03] Ana: para entrar al portal marca 4417 y luego la llave", ["4417"]),
    ("it cancello digita", "Marco: per il cancello digita 1357", ["1357"]),
    ("uk код від хвіртки", "Оксана: код від хвіртки 7788", ["7788"]),
    ("ko 도어락 번호", "민수: 도어락 번호 4829", ["4829"]),
    ("ko terminator", "민수: 공동현관 1234* 누르고 들어와", ["1234"]),
    ("ja keybox 番号", "田中: 鍵のキーボックスの番号は3580です", ["3580"]),
    ("ja autolock opens", "田中: オートロックは2026で開きます", ["2026"]),
    ("vi mã cổng", "Lan: mã cổng là 2580 nhé", ["2580"]),
    ("he code of the gate", "נועה: הקוד של השער 1357", ["1357"]),
    ("he code to the safe", "נועה: קוד לכספת המפתחות: 0923", ["0923"]),
    ("hinglish gate ka code", "Amit: gate ka code 4455 hai", ["4455"]),
    ("hi गेट कोड", "Amit: गेट कोड 4455 है", ["4455"]),
    ("nl code van de deur", "Jan: code van de deur: 4417", ["4417"]),
    ("en key safe copula", "The door code is 4417 and the key safe is 0923.", ["4417", "0923"]),
    ("pl skrzynka na klucze", "Kod do furtki to 1290, a do skrzynki na klucze 7765.", ["1290", "7765"]),
    ("ar code of the gate", "Rami: كود البوابة 4729", ["4729"]),
    ("ar Arabic-Indic digits", "رمز الباب ٤٧٢٩ لا تنساه", ["٤٧٢٩"]),
    ("tr kapı kodu letters", "Ayşe: apartman kapısının kodu 4417B", ["4417B"]),
    # one-time codes (access_codes.py nouns)
    ("vi mã xác thực", "Mã xác thực của bạn là 773015", ["773015"]),
    ("tr doğrulama kodunuz", "Doğrulama kodunuz: 571038", ["571038"]),
    # forms: OCR labels, leaders, pipes, broken lines (form_credentials.py)
    (
        "pl dotted leaders",
        "FORMULARZ\nNazwa użytkownika ....... kwisniewski\nHasło ................... Orzel1990",
        ["kwisniewski", "Orzel1990"],
    ),
    ("ocr digit labels", "ACCESS FORM\nU5ername : jdoe_77\nPassw0rd : Harbor!42", ["jdoe_77", "Harbor!42"]),
    ("ocr split label", "Pass word: Cobalt55\nUser name: pmoreau", ["Cobalt55", "pmoreau"]),
    ("broken lines", "Password\nMaple2019\nUsername\ngwen_t", ["Maple2019", "gwen_t"]),
    ("pipes", "Login | rsilva | Senha | Caju#2020", ["rsilva", "Caju#2020"]),
    ("underscores", "Username _______ tlarsen   Password _______ Fjord2021", ["tlarsen", "Fjord2021"]),
    ("ko id pw", "ID: kimjh   PW: dalbit99", ["kimjh", "dalbit99"]),
    # handles after a platform word (platform_handles.py)
    ("ru дискорд", "В дискорде я lunar.moth", ["lunar.moth"]),
    ("pl nick na discordzie", "Mój nick na discordzie to lunar.moth", ["lunar.moth"]),
    ("vi tài khoản discord", "tài khoản discord của mình là lunar.moth", ["lunar.moth"]),
    ("he בדיסקורד", "החשבון שלי בדיסקורד: lunar.moth", ["lunar.moth"]),
    ("ar على ديسكورد", "حسابي على ديسكورد: lunar.moth", ["lunar.moth"]),
    ("hi discord है", "मेरा discord lunar.moth है", ["lunar.moth"]),
    ("uk нік у діскорді", "Мій нік у діскорді — lunar.moth", ["lunar.moth"]),
    ("xbox gamertag", "Xbox gamertag: NightOwl4417", ["NightOwl4417"]),
    ("steam", "Steam: frostbyte_42", ["frostbyte_42"]),
    # usernames with possessives (account_names.py)
    ("vi của bạn là", "Tên đăng nhập của bạn là hoang.le", ["hoang.le"]),
    ("ar الخاص بك هو", "اسم المستخدم الخاص بك هو khalid_m", ["khalid_m"]),
    ("he שלך הוא", "שם המשתמש שלך הוא moshe.k", ["moshe.k"]),
    ("hi यूज़रनेम है", "आपका यूज़रनेम vikram_s है", ["vikram_s"]),
    ("ps Get-ADUser", "PS> Get-ADUser tnguyen -Properties *", ["tnguyen"]),
    # a login and its password together (login_pairs.py)
    ("vi tk mk", "Lan: tk: lan.nguyen92 mk: Hoasen@24", ["lan.nguyen92", "Hoasen@24"]),
    ("ko 아이디/비번", "민수: 아이디/비번 minsu_p / Byeol2023", ["minsu_p", "Byeol2023"]),
    ("pl login/hasło", "Kasia: login/hasło: kwis88 / Orzel1990", ["kwis88", "Orzel1990"]),
    ("uk логін/пароль", "Оксана: логін/пароль — oksana_m / Sonyah7!", ["oksana_m", "Sonyah7!"]),
    ("es credenciales", "Lucía: credenciales: lucia.g / Sol#2024", ["lucia.g", "Sol#2024"]),
    ("he יוזר סיסמה", "נועה: יוזר noa_l סיסמה Limon!43", ["noa_l", "Limon!43"]),
    ("ar اليوزر والباسورد", "Rami: اليوزر rami_kh88 والباسورد Qalam#77", ["rami_kh88", "Qalam#77"]),
    ("hinglish user id aur pass", "Amit: user id amit_k88 aur pass Gulab@786", ["amit_k88", "Gulab@786"]),
    ("en acc pw", "acc: frost_42 pw: Lodowy#9", ["frost_42", "Lodowy#9"]),
    # ``pass`` after a wifi word, Arabic proclitic (secret_words.py)
    ("hinglish wifi ka pass", "Amit: wifi ka pass gulab786 hai", ["gulab786"]),
    ("ar كلمة مرور indefinite", "> كلمة مرور مؤقتة: Sahra-66", ["Sahra-66"]),
    ("md bold login", "**Login:** a.rossi · **Password:** Mare!2024", ["a.rossi", "Mare!2024"]),
    ("ar والباسورد", "Rami: الواي فاي اسمه Home5G والباسورد tamr2024", ["tamr2024"]),
]

#: (rule, text, decoys that no span may touch)
TWINS: list[tuple[str, str, list[str]]] = [
    ("door open ms", "The door was open for 4000 ms before the alarm fired.", ["4000"]),
    ("flight gate", "Gate 1204 closes at 18:30; door B2.", ["1204"]),
    ("gate code tests", "The gate code passed 1200 tests in CI.", ["1200"]),
    ("door code ticket", "The door code is in the runbook, ticket 4417-A.", ["4417"]),
    ("pl code year", "Kod do drzwi zmienimy w 2025 roku.", ["2025"]),
    ("ja entrance year", "玄関の工事は2025年に終わります。", ["2025"]),
    ("cancello price", "Il cancello automatico costa 1200 euro.", ["1200"]),
    ("smart lock version", "Smart lock firmware version 4417", ["4417"]),
    ("intercom model", "The intercom model TX-4400 supports 12 units.", ["4400"]),
    ("order near gate", "Order 4417 shipped; tracking code 88123-X, gate A", ["4417", "88123"]),
    ("md header row", "| Name | Password | Role |\n|---|---|---|\n| Ana | hidden | admin |", ["Role", "hidden"]),
    ("gap header", "User  Password  Created", ["Created"]),
    ("leader see vault", "Password ........ see vault", ["see"]),
    ("leader policy", "Password policy ........ 12 chars minimum", ["12"]),
    ("version leaders", "Version .......... 4.2.1\nBuild ............ 20240301", ["4.2.1", "20240301"]),
    ("pipe log row", "Login | 2024-03-01 | 10:14 | ok", ["2024-03-01"]),
    ("masked pw", "PW: ********", ["********"]),
    ("template login", "Username: ${USER}\nPassword: <password>", ["USER", "password"]),
    ("request id", "X-Request-Id: 01JCHG3S12GGFSPBGJ1DQC1WP5", ["01JCHG3S12GGFSPBGJ1DQC1WP5"]),
    ("k8s name", "metadata:\n  name: mailer-credentials\n", ["mailer-credentials"]),
    ("discord invite", "Join our Discord at discord.gg/abc123 for support.", ["abc123"]),
    ("discord bot version", "Update the Discord bot to v2.4.1 and restart config.yaml", ["v2.4.1", "config.yaml"]),
    ("minecraft version", "Minecraft server 1.20.4 is up on mc.example.com", ["1.20.4"]),
    ("github runner", "github actions runner ubuntu-22.04 failed", ["ubuntu-22.04"]),
    ("vi question", "Tên đăng nhập của bạn là gì?", ["gì"]),
    ("ps filter", "Get-ADUser -Filter * | Select Name\nGet-ADUser -Identity $user", ["Filter", "user"]),
    ("md bold login word", "**Login:** required · **Password:** see vault", ["required", "see"]),
    ("pair menu", "Menu: login / logout / settings", ["logout"]),
    ("pair templates", "Login/Password: ${DB_USER} / ${DB_PASS}", ["DB_USER", "DB_PASS"]),
    ("pair placeholders", "credentials: <user> / <password>", ["user", "password"]),
    ("pair see vault", "credentials: see vault / ask Bob", ["vault", "ask"]),
    ("id pass rate", "user id 4417 and pass rate 98%", ["4417", "98"]),
    ("service pair", "user: admin pass: S3cret!x", ["user: admin"]),
    ("pass at k", "model id: gpt-4o pass@1: 0.82", ["gpt-4o", "0.82"]),
    ("wifi pass rate", "the wifi pass rate dropped to 80%", ["rate"]),
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
def test_value_is_masked(det: Detector, rule: str, text: str, values: list[str]) -> None:
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
