"""Secrets recall and precision, round 19 (issue 12: credential shapes of agent traffic).

Fresh material written for this round from the public docs of the tools (values generated here,
not from any corpus split): incoming-webhook URLs of several chat and automation services, keys
of one-time codes, card/SIM PINs, recovery codes, authenticator seeds and Wi-Fi pre-shared keys
in many languages and formats, quoted passphrases in prose, and the cloud, database, registry and
CLI credential shapes of earlier rounds in new forms. Each value must be covered (every letter
and digit) by a span; each decoy twin (a documentation link, a channel id, a setting of a code,
a status code, a postal PIN, a booking reference) must not be touched by a credential span.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.lexicon import default_lexicon
from edgeward.detectors.recognizers.webhook_urls import WebhookUrlRecognizer
from edgeward.detectors.scanner import Detector

CREDENTIAL_TYPES = frozenset({"PASSWORD", "SECRET", "API_KEY", "PRIVATE_KEY"})

#: (rule, text, values that must be covered)
REAL: list[tuple[str, str, list[str]]] = [
    # incoming webhooks: the token segments of the path, whatever the vendor's token length
    (
        "discord webhook short token",
        "alerts go to https://discord.com/api/webhooks/1183456789012345678/Xk2mLp4VxR7sTn1WbYc9JdHf3Ea6Uo5iGqZ8kK0Q-p_rT2s",
        ["Xk2mLp4VxR7sTn1WbYc9JdHf3Ea6Uo5iGqZ8kK0Q-p_rT2s"],
    ),
    (
        "discordapp webhook in env",
        "DISCORD_HOOK=https://discordapp.com/api/webhooks/998877665544332211/aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5",
        ["aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5"],
    ),
    (
        "mattermost hook",
        "curl -X POST https://chat.quillmoor.org/hooks/x7k2m9p4q8r3s6t1u5v0w2y4z6 -d @msg.json",
        ["x7k2m9p4q8r3s6t1u5v0w2y4z6"],
    ),
    ("zapier catch hook", "Zap trigger: https://hooks.zapier.com/hooks/catch/4410927/b7x9k2m/.", ["b7x9k2m"]),
    (
        "n8n webhook uuid in yaml",
        "notify:\n  url: https://n8n.fernhollow.net/webhook/5f1e9c2a-7b3d-4e8f-9a6c-1d2e3f4a5b6c\n",
        ["5f1e9c2a-7b3d-4e8f-9a6c-1d2e3f4a5b6c"],
    ),
    (
        "rocket chat hook json",
        '{"webhook": "https://rc.example.net/hooks/65fa1b2c3d4e5f60718293a4/Qz7LmW2pXk9RtV4sNb8YcJ3dHf6Ga1Ue"}',
        ["65fa1b2c3d4e5f60718293a4", "Qz7LmW2pXk9RtV4sNb8YcJ3dHf6Ga1Ue"],
    ),
    # keys of codes and seeds, in JSON, YAML, env and labels of many languages
    ("json card pin number", '{"holder": "R. Okafor", "card_pin": 7731}', ["7731"]),
    ("json otp string", '{"channel": "sms", "otp": "284019", "otp_required": true}', ["284019"]),
    ("yaml sim puk", 'sim:\n  iccid_suffix: "4471"\n  puk: 39184402\n', ["39184402"]),
    (
        "json recovery codes",
        '{"recovery_codes": ["4821-7736", "9903-1152", "6617-2048"]}',
        ["4821-7736", "9903-1152", "6617-2048"],
    ),
    ("json totp secret", '{"totp_secret": "KZXW6YTBOI6Q4RLM"}', ["KZXW6YTBOI6Q4RLM"]),
    ("env wifi psk", "WIFI_PSK=lilac-orbit-2290\nWIFI_SSID=Heronfield", ["lilac-orbit-2290"]),
    ("ini psk", "[wlan0]\nssid = Heronfield\npsk = tarn8-velvet-rook\n", ["tarn8-velvet-rook"]),
    ("en verification code label", "Verification code: 482913", ["482913"]),
    ("en atm pin label", "ATM PIN: 4417", ["4417"]),
    ("de Bestätigungscode json", '{"Bestätigungscode": "551208"}', ["551208"]),
    ("pl kod weryfikacyjny label", "Kod weryfikacyjny: 443019", ["443019"]),
    ("tr doğrulama kodu label", "Doğrulama kodu: 926315", ["926315"]),
    ("sv återställningskoder label", "Återställningskoder: 7712-4409", ["7712-4409"]),
    ("zh 验证码 json", '{"手机号": "隐藏", "验证码": "583106"}', ["583106"]),
    ("ko 인증번호 label", "인증번호: 481027", ["481027"]),
    ("ru код подтверждения label", "Код подтверждения: 615840", ["615840"]),
    ("vi mã xác minh label", "Mã xác minh: 650381", ["650381"]),
    # passphrases quoted after the copula, and the object of "for" before it
    (
        "en quoted passphrase",
        "the passphrase for id_ed25519 is 'seven brass owls at dawn'",
        ["seven brass owls at dawn"],
    ),
    (
        "en quoted password phrase",
        'the password for the NAS is "marble kettle under rain"',
        ["marble kettle under rain"],
    ),
    ("de quoted Passwort", "Das Passwort für den Server ist „blaue Tasse sieben“.", ["blaue Tasse sieben"]),
    ("fr quoted mot de passe", "le mot de passe du coffre est « lune rousse quarante »", ["lune rousse quarante"]),
    ("en for-object then token", "the passphrase for deploy_key2 is Quarry-Lamp-61", ["Quarry-Lamp-61"]),
    # cookie exports: JSON cookie records (also JSON in a string) and Netscape cookie jars
    (
        "json cookie record",
        '[{"name": "session", "value": "s%3Aq8x2mlp4vxr7stn1.Wb9JdHf3Ea6Uo5iGqK0", "domain": ".quillmoor.org", '
        '"path": "/", "httpOnly": true}]',
        ["s%3Aq8x2mlp4vxr7stn1.Wb9JdHf3Ea6Uo5iGqK0"],
    ),
    (
        "json cookie in a string",
        '{"cookies": "[{\\"name\\": \\"auth_token\\", \\"value\\": \\"Zq8mLp4VxR7sTn1W\\", \\"secure\\": true}]"}',
        ["Zq8mLp4VxR7sTn1W"],
    ),
    (
        "netscape cookie jar",
        "# Netscape HTTP Cookie File\n.app.fernhollow.net\tTRUE\t/\tTRUE\t1799999999\tsessionid\tq8x2mlp4vxr7stn1wbyc9jdhf3ea6uo5\n",
        ["q8x2mlp4vxr7stn1wbyc9jdhf3ea6uo5"],
    ),
    # Wi-Fi keys under a bare key label in a Wi-Fi context, and a router's digit groups
    ("wifi card key line", "Guest Wi-Fi\nSSID: Heronfield-Guest\nKey: sunflower-haze-31", ["sunflower-haze-31"]),
    ("wifi slash key", "Wi-Fi: GuestNet / Key: sunflower-haze-31", ["sunflower-haze-31"]),
    ("de router digit groups", "WLAN-Netzwerkschlüssel: 8817 2290 4431 6672 0053", ["8817 2290 4431 6672 0053"]),
    ("fr clé de sécurité", "Réseau Wi-Fi : Maison-5G\nClé de sécurité : tilleul-bleu-58", ["tilleul-bleu-58"]),
    ("es clave de red", "Nombre de red: CasaLuna\nClave de red: girasol_2291", ["girasol_2291"]),
    # a login pair glued with a colon after a copula
    ("en creds are user:pw", "creds are admin:Hunter42x, rotate monthly", ["Hunter42x"]),
    # earlier kinds in new forms (guards)
    (
        "azure servicebus connection",
        "Endpoint=sb://quill-bus.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=Vx7pLm2QnR8sTk4Wz9YbHc3JdFg6Ea1Uo5iXq0MrT2c=",
        ["Vx7pLm2QnR8sTk4Wz9YbHc3JdFg6Ea1Uo5iXq0MrT2c="],
    ),
    ("clickhouse url", "clickhouse://analyst:sable.quartz.19@ch01:9000/events", ["sable.quartz.19"]),
    ("pgpass line", "*:*:*:replicator:moss_lantern_8\n", ["moss_lantern_8"]),
    ("wpa_supplicant psk", 'network={\n    ssid="Heronfield"\n    psk="lilac-orbit-2290"\n}', ["lilac-orbit-2290"]),
    ("wifi qr", "WIFI:T:WPA;S:Heronfield;P:quince-lattice-4;;", ["quince-lattice-4"]),
    ("he קוד אימות", "קוד האימות שלך: 847102", ["847102"]),
    ("id kode OTP", "Kode OTP Anda adalah 903618", ["903618"]),
]

#: (rule, text, decoys no credential span may touch)
TWINS: list[tuple[str, str, list[str]]] = [
    (
        "docs link about webhooks",
        "See https://docs.github.com/en/webhooks/using-webhooks/creating-webhooks for setup.",
        ["using-webhooks", "creating-webhooks"],
    ),
    ("webhook id path", "POST /api/webhooks/2231 returned 404 after 183 ms", ["2231", "183"]),
    ("discord channel id", "https://discord.com/api/webhooks/1183456789012345678/{token}", ["1183456789012345678"]),
    ("hook word outside a url", "the pre-commit hook v2 ran: hooks/pre-commit exit 1", ["v2"]),
    ("otp setting", '{"otp_enabled": true, "sms_code_length": 6, "otp_ttl_s": 300}', ["6", "300"]),
    ("status code", '{"code": 429, "retry_after": 30}', ["429", "30"]),
    ("postal pin", '{"address": "12 MG Road", "pincode": "560001"}', ["560001"]),
    ("booking confirmation", "Confirmation code: QX7R2M for your stay", ["QX7R2M"]),
    ("error code", "Error code: 4012 (card declined)", ["4012"]),
    ("verification code policy", "Verification codes expire after 10 minutes.", ["10"]),
    ("cookie preference", '[{"name": "theme", "value": "dark", "domain": ".quillmoor.org", "path": "/"}]', ["dark"]),
    ("wifi key printed", "SSID: Heronfield\nKey: printed on the router", ["printed"]),
    ("wifi key date", "wifi setup done\nKey: 2026-12-01 rotation", ["2026-12-01"]),
    ("creds stored", "the credentials are stored:here", ["stored", "here"]),
    ("recovery codes count", "Recovery codes: 2 of 10 used", ["2", "10"]),
    ("kody zapasowe count", "Kody zapasowe: 7 pozostało", ["7"]),
    ("one-time label over a year", "Código de verificación:\n2025", ["2025"]),
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
    spans = [s for s in det.scan_text(text) if s.entity_type in CREDENTIAL_TYPES]
    hit = []
    for d in decoys:
        a = text.index(d)
        b = a + len(d)
        hit += [(d, text[s.start : s.end], s.entity_type) for s in spans if s.start < b and s.end > a]
    assert not hit, (rule, hit)


def test_webhook_recognizer_covers_token_segments_only() -> None:
    url = "https://chat.quillmoor.org/hooks/x7k2m9p4q8r3s6t1u5v0w2y4z6/extra"
    found = [(url[s:e], ent) for ent, s, e, _ in WebhookUrlRecognizer().find(url)]
    assert found == [("x7k2m9p4q8r3s6t1u5v0w2y4z6", "SECRET")]
    assert list(WebhookUrlRecognizer().find("webhooks/abc123def not a url")) == []


@pytest.mark.parametrize(
    ("key", "etype"),
    [
        ("card_pin", "PASSWORD"),
        ("otp", "PASSWORD"),
        ("verification_code", "PASSWORD"),
        ("wifi_psk", "PASSWORD"),
        ("recovery_codes", "PASSWORD"),
        ("totp_secret", "SECRET"),
        ("kod weryfikacyjny", "PASSWORD"),
        ("otp_enabled", None),
        ("sms_code_length", None),
        ("confirmation_code", None),
        ("postal_pin", None),
    ],
)
def test_code_keys(key: str, etype: str | None) -> None:
    assert default_lexicon().classify(key) == etype
