"""Issue 12, round 8 (secrets8): access/one-time/door codes across a clause, recovery codes and
seed phrases, shell-quoted and PowerShell passwords, secrets a reveal command prints, card
security codes under JSON keys, values in inline markup.

Values are written for these tests (not taken from any corpus); each kind has negative twins
where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.recognizers.access_codes import AccessCodeRecognizer
from edgeward.detectors.recognizers.prose_secrets import ProseSecretRecognizer
from edgeward.detectors.recognizers.secret_forms import SecretFormRecognizer
from edgeward.detectors.recognizers.shell_secrets import ShellSecretRecognizer


def codes(text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in AccessCodeRecognizer().find(text)]


def shell(text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in ShellSecretRecognizer().find(text)]


def prose(text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in ProseSecretRecognizer().find(text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("tack! portkoden till förrådet är fortfarande 6631#", "6631"),
        ("engångskoden var 917204 men den gick ut", "917204"),
        ("Dørkoden er nå 3318", "3318"),
        ("Koden til garasjen er 8046", "8046"),
        ("Ihr Bestätigungscode lautet 550318.", "550318"),
        ("Je verificatiecode: 271 904", "271 904"),
        ("Kertakäyttökoodi on 660142", "660142"),
        ("Votre code de vérification : 804415", "804415"),
        ("el código de acceso es 7702", "7702"),
        ("il codice del cancello è 2519", "2519"),
        ("kod do domofonu to 7345", "7345"),
        ("Giriş kodu 410983", "410983"),
        ("Код від домофону 6204", "6204"),
        ("одноразовый код: 330871", "330871"),
        ("Ο κωδικός εισόδου είναι 9031", "9031"),
        ("رمز التحقق الخاص بك هو 552017", "552017"),
        ("Mã xác nhận của bạn là 665120", "665120"),
        ("门禁密码是 7391", "7391"),
        ("玄関の暗証番号は 2468 です", "2468"),
        ("인증번호 [908216]", "908216"),
        ("the intercom code is 5C21", "5C21"),
        ("ok the code is 9057, see you", "9057"),
        ("der Code lautet 3344", "3344"),
        ("pincode van de fietskluis: 6120", "6120"),
        ("PIN-Code 772019 für die SIM", "772019"),
    ],
)
def test_access_codes_in_prose(text: str, value: str) -> None:
    assert ("PASSWORD", value) in codes(text)


@pytest.mark.parametrize(
    "text",
    [
        "the error code is 5031",  # a determiner must stand right before "code"
        "my zip code is 10025",
        "the code review is at 1500",
        "2FA code for order 58213 was sent",  # words with digits between noun and value
        "the door code changed in 2024 and again in 2025",  # no copula before the year
        "Pincode: 411038, Pune",  # six digits after "pincode": an Indian postal code
        "Fehlercode 4040 im Log",
        "le code postal est 69003",
        "verification code expires in 10 minutes",
        "Gate B12, flight code LH4470",
    ],
)
def test_access_code_twins(text: str) -> None:
    assert codes(text) == []


def test_recovery_codes_listed_after_their_cue() -> None:
    text = "Backup codes (keep them safe):\n- 7h2k-9q4m\n- 3x8p-6v1t\n\nThanks"
    assert codes(text) == [("PASSWORD", "7h2k-9q4m"), ("PASSWORD", "3x8p-6v1t")]
    inline = "Wiederherstellungscodes: 4821 9305, 6617 2048"
    assert codes(inline) == [("PASSWORD", "4821 9305"), ("PASSWORD", "6617 2048")]
    # the cue in a sentence with no list after it
    assert codes("Backup codes are regenerated every 90 days.\nSee the admin guide.") == []


def test_recovery_cues_on_one_line_scan_it_once() -> None:
    # two cues on one line: each code once, whichever cue has the colon
    assert codes("recovery codes: 11112222 backup codes: 33334444") == [
        ("PASSWORD", "11112222"),
        ("PASSWORD", "33334444"),
    ]
    assert codes("backup codes and recovery codes: 12345678 abcd-1234") == [
        ("PASSWORD", "12345678"),
        ("PASSWORD", "abcd-1234"),
    ]
    assert codes("recovery codes: 11112222\nrecovery codes: 33334444") == [
        ("PASSWORD", "11112222"),
        ("PASSWORD", "33334444"),
    ]


def test_many_recovery_cues_on_one_line() -> None:
    # 4 000 cues on one 64 KB line rescanned the rest of the line each (25 s CPU before; the
    # cost is measured in benchmarks/detectors/adversarial_cost.py)
    text = ("recovery codes: " * 4096)[: 64 * 1024]
    assert codes(text) == []
    with_codes = "recovery codes: 11112222 " * 2000
    assert len(codes(with_codes)) == 2000  # each code once, not once per cue before it


def test_seed_phrase_after_its_cue() -> None:
    words = "harvest kitten bronze shiver noble gravity pepper oyster timber fringe sadness vault"
    assert codes(f"Secret recovery phrase:\n{words}\n") == [("SECRET", words)]
    numbered = "1. harvest 2. kitten 3. bronze 4. shiver 5. noble 6. gravity 7. pepper 8. oyster 9. timber 10. fringe 11. sadness 12. vault"
    assert codes(f"seed phrase: {numbered}") == [("SECRET", numbered)]
    # twins: fewer than 12 words; prose after the word "mnemonic"; function words
    assert codes("seed phrase: harvest kitten bronze shiver noble gravity") == []
    assert codes("mnemonic devices help children learn the planets in order every single day again") == []
    assert codes("recovery phrase: write down the words that you see on your screen and keep them safe now") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("$ mysql -u ops -p'don'\\''t-Tell-7' -h db1", "don'\\''t-Tell-7"),
        ('mysqldump -uroot -p"Qx\\"9-lamp" shop', 'Qx\\"9-lamp'),
        ("sshpass -p 'a b'\\''c9!' ssh deploy@host", "a b'\\''c9!"),
        ("pg_dump --password='Wal'\\''rus44' app", "Wal'\\''rus44"),
        ("export REDIS_PASSWORD=$'Gl4ss\\\\nHouse'", "Gl4ss\\\\nHouse"),
        ("SMTP_SECRET='Sh'\\''ell-0ut' ./send.sh", "Sh'\\''ell-0ut"),
    ],
)
def test_shell_quoted_values(text: str, value: str) -> None:
    assert value in [v for _, v in shell(text)]


@pytest.mark.parametrize(
    "text",
    [
        "export DB_PASS='${VAULT_DB_PASS}'",  # a template
        "export EDITOR='vim -u NONE'",  # not a credential name
        'mysql -u ops -p"$MYSQL_PW" -h db1',
        "grep --pass='' file",
    ],
)
def test_shell_quoted_twins(text: str) -> None:
    assert shell(text) == []


def test_powershell_secure_strings() -> None:
    one = "$c = New-Object PSCredential('svc', (ConvertTo-SecureString 'Ot7er#Pond' -AsPlainText -Force))"
    assert shell(one) == [("PASSWORD", "Ot7er#Pond")]
    two = '$s = ConvertTo-SecureString -String "Lark-song`$9" -AsPlainText -Force'
    assert shell(two) == [("PASSWORD", "Lark-song`$9")]
    # twins: a variable; an encrypted standard string (no -AsPlainText)
    assert shell("ConvertTo-SecureString $env:SVC_PW -AsPlainText -Force") == []
    assert shell("$s = ConvertTo-SecureString '01000000d08c9ddf0115d1118c7a00c04fc297eb' -Key $k") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "$ kubectl -n web get secret smtp -o jsonpath='{.data.password}' | base64 -d\nM4il'Relay$$\n$ ",
            "M4il'Relay$$",
        ),
        ("ops@bastion:~$ vault kv get -field=token secret/ci\nhvs.CAESIJ2x8Fq0zW9\n", "hvs.CAESIJ2x8Fq0zW9"),
        ("$ gcloud secrets versions access latest --secret=api-key\nAIzb-Q81mXr0Kp2\n", "AIzb-Q81mXr0Kp2"),
        (
            "PS C:\\ops> az keyvault secret show --vault-name kv1 -n db --query value -o tsv\nKv-Pa55w0rd!\n",
            "Kv-Pa55w0rd!",
        ),
        ("$ openssl rand -base64 24\nq2Fz0P8wVt4YxM1nR6sK9dLc\n", "q2Fz0P8wVt4YxM1nR6sK9dLc"),
        ("$ echo $MAILGUN_API_KEY\nkey-3f9a8b7c6d5e4f3a2b1c\n", "key-3f9a8b7c6d5e4f3a2b1c"),
    ],
)
def test_revealed_secrets(text: str, value: str) -> None:
    assert value in [v for _, v in shell(text)]


@pytest.mark.parametrize(
    "text",
    [
        "$ echo $HOME\n/home/ops\n",  # not a credential name
        "$ kubectl get secret db -o yaml\napiVersion: v1\n",  # no jsonpath / decode
        "$ kubectl get secret db -o jsonpath='{.data.pw}' | base64 -d\nError from server (NotFound): secrets \"db\" not found\n",
        "$ echo $DB_PASSWORD\n\n",  # empty output
        "$ vault kv get -field=password secret/x\n$ ls\n",  # the next line is a prompt
    ],
)
def test_revealed_secret_twins(text: str) -> None:
    assert shell(text) == []


def test_card_security_code_under_json_keys() -> None:
    assert ("SECRET", "208") in prose('{"number": "4000056655665556", "cvc": "208"}')
    assert ("SECRET", "0451") in prose('{"cvv2": 0451, "exp": "11/29"}')
    # twins: a count and a cvc field with no digits
    assert prose('{"cvc_checks": "pass", "attempts": "3"}') == []
    assert prose('{"cvc": "<redacted>"}') == []


def test_value_in_inline_markup() -> None:
    assert ("PASSWORD", "Qu1ll-Ink") in prose("<p>I reset the password to <b>Qu1ll-Ink</b> but it fails</p>")
    assert ("PASSWORD", "Br00k#side") in prose("the new password is **Br00k#side**")
    # twin: markup around an ordinary word
    assert prose("the password is <b>required</b>") == []


def test_placeholder_after_a_glued_copula() -> None:
    assert prose("Password=${DB_PASSWORD};Server=db") == []
    assert prose("Password={{ vault_pw }};Server=db") == []


def test_htpasswd_apr1_hash() -> None:
    text = "mira:$apr1$Qd8Lw2Zx$7Hn2kP0qRt5vWx8yZa1bC/"
    found = [(e, text[a:b]) for e, a, b, _ in SecretFormRecognizer().find(text)]
    assert ("SECRET", "$apr1$Qd8Lw2Zx$7Hn2kP0qRt5vWx8yZa1bC/") in found
    assert [f for f in SecretFormRecognizer().find("price $1 $2 and $apr1 later")] == []


def test_through_the_scanner() -> None:
    det = Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))
    text = '{"text": "Код від домофону 6204", "payload": "{\\"cvc\\": \\"731\\"}"}'
    got = {text[s.start : s.end] for s in det.scan_text(text)}
    assert "6204" in got and "731" in got
    twin = '{"text": "the error code is 5031", "tokens": "4,096"}'
    assert [twin[s.start : s.end] for s in det.scan_text(twin)] == []


def test_units_and_years_are_no_codes() -> None:
    assert codes("the login code is 4000 lines long") == []
    assert codes("the new code is 2025 compliant") == []
    assert codes("intercom code: 1500 ms timeout") == []
    # but a door code that is not a year, and one followed by prose
    assert codes("the new code is 7281 from monday") == [("PASSWORD", "7281")]


def test_plain_assignments_are_left_to_the_field_rule() -> None:
    # fields.py masks a plain quoted .env value; this module takes only shell-escaped words
    assert shell("export API_TOKEN='plainvalue123'") == []
    assert shell("MESSAGE_KEY='hello world'") == []


def test_base64_decode_needs_a_secret_in_the_command() -> None:
    assert shell("$ echo aGVsbG8gd29ybGQ= | base64 -d\nhello-world\n") == []
    text = "$ cat creds.json | jq -r .token | base64 --decode\ntok_91Fh2Lq0\n"
    assert shell(text) == [("SECRET", "tok_91Fh2Lq0")]


def _vendor(text: str) -> list[str]:
    from edgeward.detectors.recognizers.credentials import CredentialRecognizer

    return [text[a:b] for _, a, b, _ in CredentialRecognizer().find(text)]


_HEX40 = "9c1e4b7a2d5f8036e1b4c7a9d2f5e8b1a4c7d0e3"
_MIXED = "Tq8Wz3Lm6Rb1Xk9Pv4Nc7Hd2Js5Fg0Ya3Ue6Io9R"


@pytest.mark.parametrize(
    "key",
    [
        f"SG.{_MIXED[:22]}.{_MIXED}Ab1Cd",
        f"shpat_{_HEX40[:32]}",
        f"dapi{_HEX40[:32]}",
        f"pul-{_HEX40}",
        f"dp.st.prd.{_MIXED}",
        f"sbp_{_HEX40}",
        f"PMAK-{_HEX40[:24]}-{_HEX40[:34]}",
        "NRAK-" + "7QZ2M4K9X1V8B3N6C0L5J8H2G4F",
        "AGE-SECRET-KEY-1" + "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L" + "QPZRY9X8GF2TVDW0S3JN54KHCE",
        f"ntn_{_MIXED}Zq4",
        "do" + f"o_v1_{_HEX40}{_HEX40[:24]}",
        f"lsv2_pt_{_HEX40[:32]}_{_HEX40[:10]}",
        f"hvs.{_MIXED}",
        f"ya29.a0{_MIXED}",
        f"dckr_pat_{_MIXED[:27]}",
        f"sk_{_HEX40}{_HEX40[:8]}",
    ],
)
def test_vendor_key_formats(key: str) -> None:
    assert key in _vendor(f"deployed with {key} yesterday")


@pytest.mark.parametrize(
    "text",
    [
        "re_compile_pattern_for_the_parser is a helper",  # a Python name, not a Resend key
        "dp.st.prd.short",  # too short for a Doppler token
        "hvs.aaaaaaaaaaaaaaaaaaaaaaaaaaaa",  # no random body
        "SG.config.value and SG.max",
        "pul-request handler",
    ],
)
def test_vendor_key_twins(text: str) -> None:
    assert _vendor(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("G-730194 is your Google verification code.", "730194"),
        ("551028 ist dein Bestätigungscode", "551028"),
        ("Use 884120 to verify your account", "884120"),
        ("Enter 2291 as your login code", "2291"),
        ("Ihr Code: 6650", "6650"),
        ("Alarmcode der Garage: 9917", "9917"),
    ],
)
def test_codes_before_their_noun_and_after_a_colon(text: str, value: str) -> None:
    assert ("PASSWORD", value) in codes(text)


@pytest.mark.parametrize(
    "text",
    [
        "2048 is your key size",  # no code noun
        "Use 2048 as the key size",
        "Use 4096 to speed up the build",  # no verify/login purpose
        "5031 is the error code",  # no possessive
    ],
)
def test_codes_before_their_noun_twins(text: str) -> None:
    assert codes(text) == []


def test_hebrew_definite_password_word() -> None:
    assert ("PASSWORD", "Yarden#2291") in prose("הסיסמה היא Yarden#2291")
    assert prose("הסיסמה שגויה") == []  # "the password is wrong": no value


def test_secure_string_switches_before_the_value() -> None:
    text = "(ConvertTo-SecureString -AsPlainText -Force -String 'Birch!line7')"
    assert shell(text) == [("PASSWORD", "Birch!line7")]


def test_brand_between_possessive_and_code() -> None:
    assert codes("Your Lyft code: 6408. Do not share it.") == [("PASSWORD", "6408")]
    assert codes("your Python code is 3000 lines") == []  # a count
    assert codes("your python code: 5031") == []  # a lower-case word is no brand


def test_security_code_key_with_underscore() -> None:
    assert ("SECRET", "614") in prose('{"pan": "x", "security_code": "614"}')
    assert prose('{"security_code_required": true}') == []


def test_secure_string_needs_a_value_not_a_letter() -> None:
    assert shell("ConvertTo-SecureString 'X' -AsPlainText") == []


def test_thai_codes() -> None:
    assert codes("รหัส OTP ของคุณคือ 603918") == [("PASSWORD", "603918")]
    assert codes("รหัสประตูคือ 4826") == [("PASSWORD", "4826")]
    assert codes("รหัสไปรษณีย์ 10110") == []  # a postal code


@pytest.mark.parametrize(
    "text",
    [
        "$cred = ConvertTo-SecureString -String $env:PASSWORD -AsPlainText",
        "mysql -p$PASSWORD -uroot",
        "set X=%PASSWORD% Kiwi#2231",
        "echo ${PASSWORD} Kiwi#2231",
    ],
)
def test_password_word_in_a_variable_reference_is_no_prose(text: str) -> None:
    assert prose(text) == []


def test_password_word_in_prose_beside_a_variable_still_counts() -> None:
    text = "the admin password is Kiwi#2231 (not $PASSWORD)"
    assert prose(text) == [("PASSWORD", "Kiwi#2231")]
