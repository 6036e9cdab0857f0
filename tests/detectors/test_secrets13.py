"""Secrets recall and precision, round 13 (issue 12: "secrets in any quoting").

Each rule has real values (every alphanumeric character must be covered by a span) and decoy
twins of similar shape that must stay untouched: placeholders, states, public keys, units,
regions, test verdicts, everyday words. Written fresh for this round (not from any corpus split).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (rule, text, values that must be covered)
REAL: list[tuple[str, str, list[str]]] = [
    # login pairs after a credential label (secret_pairs.py, 1)
    ("pair login", "login jdoe / Sommer2025!", ["Sommer2025!"]),
    ("pair creds glued", "creds: deploy:D3pl0y!x", ["D3pl0y!x"]),
    ("pair wifi quoted ssid", 'Wifi: "GuestNet" / coffee-and-cake-2024', ["coffee-and-cake-2024"]),
    ("pair wifi low quotes", "Wi-Fi „Cafe_Gast“ / Espresso#88", ["Espresso#88"]),
    ("pair de", "Zugangsdaten: mkrause / Herbst#2026", ["Herbst#2026"]),
    ("pair fr", "Identifiants : jdupont / Lune$Pleine4", ["Lune$Pleine4"]),
    ("pair pl", "dane logowania: jkowalski / Zima_2026", ["Zima_2026"]),
    ("pair tr", "giriş bilgileri: ayilmaz / Kahve!2026", ["Kahve!2026"]),
    ("pair ru", "логин ivanov / Moskva_2026", ["Moskva_2026"]),
    ("pair zh", "账号 zhangwei / Zw#2026pass", ["Zw#2026pass"]),
    ("pair ko", "계정 kimmin / Km@2026pw", ["Km@2026pw"]),
    ("pair ftp glued", "FTP: ftpuser:Ftp!Pass99", ["Ftp!Pass99"]),
    ("two-column label", "SSID / Password: HomeNet / Winter#Sky22", ["Winter#Sky22"]),
    # pass: after a user on the line (2)
    ("pass label", "user: anna / pass: anna1985", ["anna1985"]),
    ("pass label comma", "Username: ole, Pass: Fjord1234", ["Fjord1234"]),
    # protocol commands (3)
    ("redis prompt", "127.0.0.1:6379> AUTH r3disAuthPw\nOK", ["r3disAuthPw"]),
    ("redis acl user", "127.0.0.1:6379> AUTH default Rd!s2026pw\nOK", ["Rd!s2026pw"]),
    ("redis-cli line", "$ redis-cli -h cache.internal -p 6379 AUTH cacheSecret9", ["cacheSecret9"]),
    ("redis short prompt", "redis> auth plainpw", ["plainpw"]),
    ("smtp auth plain", "C: AUTH PLAIN AGFsaWNlAHMzY3IzdFB3\nS: 235 2.7.0 OK", ["AGFsaWNlAHMzY3IzdFB3"]),
    # TOTP seeds (4)
    ("totp seed", "TOTP seed: JBSWY3DPEHPK3PXPJBSWY3DP", ["JBSWY3DPEHPK3PXPJBSWY3DP"]),
    ("2fa secret", "2FA secret: KRSXG5CTMVRXEZLU", ["KRSXG5CTMVRXEZLU"]),
    ("setup key grouped", "Your authenticator setup key: jbsw y3dp ehpk 3pxp", ["jbsw y3dp ehpk 3pxp"]),
    ("de seed", "TOTP-Schlüssel: MFRGGZDFMZTWQ2LK", ["MFRGGZDFMZTWQ2LK"]),
    # network passwords with no verb (5)
    ("pl wifi no verb", "Kasia: kod do drzwi to 4471#, a hasło do wifi zielonaherbata", ["zielonaherbata"]),
    ("ru wifi genitive", "Света: пароль от вайфая kotik2024, код домофона 37К5", ["kotik2024"]),
    ("sv compound", "Erik: portkoden är 1234A och wifi-lösenordet kanelbulle", ["kanelbulle"]),
    ("no compound emoji", "Ole: wifi-passordet er blåbærsyltetøy 🙂", ["blåbærsyltetøy"]),
    ("wifi psk label", "Wi-Fi PSK: correct-horse-battery-staple", ["correct-horse-battery-staple"]),
    ("pl colon", "Hasło do WiFi: mleko_z_miodem", ["mleko_z_miodem"]),
    # new prose words
    ("ko slang", "민수: 와이파이 비번은 gangnam77 이야", ["gangnam77"]),
    ("ar loanword", "أحمد: باسورد الواي فاي cairo2024", ["cairo2024"]),
    ("fr access code", "Le code d'accès au portail est Portail#44.", ["Portail#44"]),
    ("it access code", "Il codice di accesso è Accesso!77", ["Accesso!77"]),
    # a Wi-Fi word then a word ending in the value's letters: the whole value
    ("wifi word boundary", "le code de la porte c'est A4B7 et le wifi croissant2024", ["croissant2024"]),
    # name/value env lists
    ("k8s env", '- name: DB_PASSWORD\n  value: "k8sEnvPw!"', ["k8sEnvPw!"]),
    ("k8s env bare", "env:\n  - name: API_TOKEN\n    value: tok_88f0a1b2c3d4", ["tok_88f0a1b2c3d4"]),
    ("ecs json", '{"name": "STRIPE_SECRET", "value": "s3cr3t-Val-77"}', ["s3cr3t-Val-77"]),
    # wpa_supplicant
    ("wpa psk", 'network={\n  ssid="Home"\n  psk="MyHomeWifi2024!"\n}', ["MyHomeWifi2024!"]),
    # copulas and words of more languages
    ("vi copula", "Xin chào, mật khẩu tạm thời của bạn là Hanoi@2026", ["Hanoi@2026"]),
    ("tr parolanız", "Merhaba, geçici parolanız: Izmir#2026", ["Izmir#2026"]),
    ("id particle", "Budi: password wifi kantor kopitubruk88 ya", ["kopitubruk88"]),
    ("ar conjunction", "مرحبا، رمز الباب 8899 وكلمة سر الواي فاي Hummus#26", ["8899", "Hummus#26"]),
    # network word and copula, no password word
    ("fr wifi c'est", "Salut, le digicode c'est B1234 et le wifi c'est Baguette!7", ["B1234", "Baguette!7"]),
    # door codes
    ("el door genitive", "Γεια, ο κωδικός της πόρτας είναι 7788 και του wifi Souvlaki#9", ["7788"]),
    ("id door", "Halo, kode pintu 7531 dan password wifi Rendang#9", ["7531", "Rendang#9"]),
    ("he door", "שלום, הקוד לדלת הוא 3366 והסיסמה לוויפי Falafel!9", ["3366", "Falafel!9"]),
    ("he entry", "קוד הכניסה לבניין: 4590", ["4590"]),
    ("hi door", "नमस्ते, दरवाज़े का कोड 4477 है और वाईफाई पासवर्ड Samosa#26 है", ["4477", "Samosa#26"]),
    ("cs door", "Ahoj, kód od dveří je 6789 a heslo na wifi Knedlik#26", ["6789", "Knedlik#26"]),
    # session cookies, YAML '' quoting
    (
        "signed session cookie",
        "< Set-Cookie: session=eyJ1aWQiOjQyfQ.ZxY9aA.k3Jd8sLq0Wm2Xn5Vb7Cp1Rt4; HttpOnly",
        ["eyJ1aWQiOjQyfQ.ZxY9aA.k3Jd8sLq0Wm2Xn5Vb7Cp1Rt4"],
    ),
    ("compose yaml quote", "environment:\n  - 'DB_PASSWORD=it''s-compose-9'", ["it''s-compose-9"]),
    # inside JSON strings, escaped or not
    ("json pair", '{"msg":"login jdoe / Sommer2025!"}', ["Sommer2025!"]),
    ("json escaped slash pair", '{"msg":"Zugangsdaten: mkrause \\/ Herbst#2026"}', ["Herbst#2026"]),
    ("json ensure_ascii pl", '{"text":"Cze\\u015b\\u0107, has\\u0142o do wifi zielonaherbata"}', ["zielonaherbata"]),
    (
        "json ensure_ascii ru",
        '{"text":"\\u043f\\u0430\\u0440\\u043e\\u043b\\u044c \\u043e\\u0442 '
        '\\u0432\\u0430\\u0439\\u0444\\u0430\\u044f kotik2024"}',
        ["kotik2024"],
    ),
    # API keys labelled in other languages
    ("pt api key", "chave da API: Qw8Er7Ty6Ui5Op4As3Df", ["Qw8Er7Ty6Ui5Op4As3Df"]),
    ("pl api key", "klucz API: Kl9Zx8Cv7Bn6Mm5Qa4Ws", ["Kl9Zx8Cv7Bn6Mm5Qa4Ws"]),
    ("tr api key", "API anahtarı: An7Ht6Yr5Ue4Iw3Oq2Pa", ["An7Ht6Yr5Ue4Iw3Oq2Pa"]),
    ("ru api key", "ключ API: Kj8Hg7Fd6Sa5Lp4Ok3Ij", ["Kj8Hg7Fd6Sa5Lp4Ok3Ij"]),
    ("el api key", "κλειδί API: Gr7Ee6Kk5Ll4Aa3Dd2Ii", ["Gr7Ee6Kk5Ll4Aa3Dd2Ii"]),
    ("ja api key", "APIキー: Jp8Ak7Ey6Ky5Ki4Yy3Zz", ["Jp8Ak7Ey6Ky5Ki4Yy3Zz"]),
    ("ko api key", "API 키: Ko7Re6Ak5Ey4Ki3Ii2Xx", ["Ko7Re6Ak5Ey4Ki3Ii2Xx"]),
    ("ar api key", "مفتاح API: Ar7Ab6Ic5Ke4Yy3Zz2Qq", ["Ar7Ab6Ic5Ke4Yy3Zz2Qq"]),
    ("nl json key", '{"toegangssleutel":"Nl8Ts7Lk6Ey5Ab4Cd3Ef"}', ["Nl8Ts7Lk6Ey5Ab4Cd3Ef"]),
    ("it json key", '{"chiave_api":"It9Ch8Ia7Ve6Ap5Ii4Xx"}', ["It9Ch8Ia7Ve6Ap5Ii4Xx"]),
    # command lines
    ("password-stdin", '$ echo "Pipe!Pass77" | docker login -u deploy --password-stdin', ["Pipe!Pass77"]),
    ("sqlcmd", '$ sqlcmd -S db -U sa -P Sqlcmd!26 -Q "select 1"', ["Sqlcmd!26"]),
    (
        "process substitution",
        '$ ansible-vault decrypt --vault-password-file=<(echo "Ansibl3!") vars.yml',
        ["Ansibl3!"],
    ),
    ("ssh-keygen", "ssh-keygen -p -P oldPass1! -N newPass2! -f ~/.ssh/id_ed25519", ["oldPass1!", "newPass2!"]),
    ("prose pair", "Hi Sam — creds for the staging DB are app / St4ging!DB", ["St4ging!DB"]),
    ("net user", "net user mkr NetUser!9 /add", ["NetUser!9"]),
]

#: (rule, text, decoys that must not be touched by any span)
TWINS: list[tuple[str, str, list[str]]] = [
    ("pair region", "Account: acme-prod / eu-west-1", ["eu-west-1"]),
    ("pair unit", "Wifi: GuestNet / 5GHz", ["5GHz"]),
    ("pair instruction", "Login: admin / see vault", ["vault"]),
    ("pair version", "VPN: vpn.example.com / v2.1", ["v2.1"]),
    ("pass redacted", "user: root / pass: <redacted>", ["redacted"]),
    ("test verdict", "PASS: test_login_ok", ["test_login_ok"]),
    ("go test verdict", "--- PASS: TestLogin (0.00s)", ["TestLogin"]),
    ("smtp auth login", "AUTH LOGIN\n334 VXNlcm5hbWU6", ["LOGIN"]),
    ("redis auth mechanism", "127.0.0.1:6379> AUTH LOGIN", ["LOGIN"]),
    ("otp code not seed", "TOTP period: 30 seconds, digits: 6", ["30"]),
    ("wifi instruction", "Wifi password: ask reception.", ["reception"]),
    ("wifi on fridge", "The wifi password is on the fridge.", ["fridge"]),
    ("wifi changed", "wifi-passordet er endret.", ["endret"]),
    ("wifi forgotten", "WLAN-Passwort vergessen?", ["vergessen"]),
    ("wifi rotation", "Our wifi passwords rotate every 90 days.", ["90"]),
    ("placeholder plain", "password: changeme", ["changeme"]),
    ("url placeholder", "postgres://user:password@localhost/db", ["password", "localhost"]),
    ("token state", "Passwort zurücksetzen: https://example.com/reset?token=expired", ["expired"]),
    ("public key", '{"public_key":"pk_live_51HxYzAbCdEfGhIjKl"}', ["pk_live_51HxYzAbCdEfGhIjKl"]),
    ("password hint", '{"password_hint":"favourite pet"}', ["favourite pet"]),
    ("password changed at", '{"password_changed_at":"2026-11-02T10:00:00Z"}', ["2026-11-02T10:00:00Z"]),
    ("env name not secret", '- name: DB_HOST\n  value: "db.internal"', ["db.internal"]),
    ("env template", '- name: DB_PASSWORD\n  value: "${DB_PASSWORD}"', ["DB_PASSWORD}"]),
    ("wpa key mgmt", "key_mgmt=WPA-PSK", ["WPA-PSK"]),
    ("wifi state", "The wifi is down again, and the wifi is slow.", ["down", "slow"]),
    ("wifi standard", "The WLAN is WPA2-Enterprise only.", ["WPA2-Enterprise"]),
    ("wifi band", "wifi is 5GHz only", ["5GHz"]),
    ("room like door code", "Room B1234 is booked.", ["B1234"]),
    ("vi policy", "Mật khẩu phải có ít nhất 8 ký tự.", ["8"]),
    ("id policy", "Password wajib minimal 8 karakter ya.", ["8"]),
    ("login page pair", "login page / dashboard-v2", ["dashboard-v2"]),
    ("vault reference pair", "creds: vault:secret/data/prod", ["secret/data/prod"]),
    ("pl wifi changed", "Hasło do wifi zmienione.", ["zmienione"]),
    ("no wifi same", "wifi-passordet er samme som før.", ["samme"]),
    ("env debug", "- name: LOG_LEVEL\n  value: debug", ["debug"]),
    ("env secret name", "- name: SECRET_NAME\n  value: db-creds", ["db-creds"]),
    ("env token url", '{"name":"TOKEN_URL","value":"https://auth.example.com/token"}', ["auth.example.com"]),
    ("totp digits", "TOTP digits: 6, period 30", ["6", "30"]),
    ("redis get", "127.0.0.1:6379> GET session:42", ["session:42"]),
    ("yaml empty quote", "password: ", [""]),
    ("yaml message quote", "message: 'it''s fine'", ["fine"]),
    ("example openai key", "API key: sk-...", ["sk-..."]),
    ("example masked key", "API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxx", ["sk-xxxxxxxxxxxxxxxxxxxxxxxx"]),
    (
        "example github token",
        "token: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ["ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
    ),
    ("stdin from variable", 'echo "$CR_PAT" | docker login ghcr.io -u me --password-stdin', ["CR_PAT"]),
    ("ssh-keygen empty", 'ssh-keygen -t ed25519 -N "" -f key', ["key"]),
    ("bcp native", "bcp db.dbo.t out t.dat -N -T -S srv", ["-T"]),
    ("api key doc", "The API key must be 32 characters long.", ["32"]),
    ("klucz door", "klucz do drzwi jest u sąsiada", ["sąsiada"]),
    ("prose two networks", "The wifi networks are Guest / Staff-5G.", ["Staff-5G"]),
    ("prose login options", "the login options are SSO / password", ["password"]),
    ("net user query", "net user mkr /domain", ["domain"]),
    ("net user prompt", "net user mkr * /add", ["add"]),
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
