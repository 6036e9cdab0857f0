"""Issue 12 (part A): structure-aware detection, names, numbers, secrets in any quoting,
precision on scaffolding. Each test asserts the exact value a rule must cover, over several
formats, languages and variants (the kind, not one instance)."""

from __future__ import annotations

import json

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.lexicon import FieldLexicon
from edgeward.detectors.name_lists import name_lists


@pytest.fixture(scope="module")
def det():
    return Detector(DetectorConfig(scan_timeout_s=None))


def covered(det: Detector, text: str, value: str, kind=None) -> set[str]:
    """Entity types of the spans that together cover every occurrence of ``value``."""
    spans = det.scan_text(text, kind)
    start = text.index(value)
    end = start + len(value)
    hit = [s for s in spans if s.start < end and start < s.end]
    cov = set()
    for s in hit:
        cov.update(range(max(s.start, start), min(s.end, end)))
    assert len(cov) == end - start, f"{value!r} not covered in {text!r}: {[(s.entity_type, s.text) for s in spans]}"
    return {s.entity_type for s in hit}


# ------------------------------------------------------------------------ bugs of issue 12
@pytest.mark.parametrize(
    "text, email",
    [
        ("https://x.example.com/p?u=eric.dunmore@example.com", "eric.dunmore@example.com"),
        ("GET /unsubscribe?email=eric.dunmore%2Bnews@example.com&t=1", "eric.dunmore%2Bnews@example.com"),
        ("<a href='mailto:h.prossnitz@firma.de?subject=Hi'>", "h.prossnitz@firma.de"),
        ("write to eric.dunmore@example.comThanks", "eric.dunmore@example.com"),
        ("contact:wendeline@studio.example.orgx.", "wendeline@studio.example.org"),
        ("邮箱wendeline@ashcombe.cn谢谢", "wendeline@ashcombe.cn"),
    ],
)
def test_email_in_urls_and_glued_text(det, text, email):
    spans = [s for s in det.scan_text(text) if s.entity_type == "EMAIL_ADDRESS"]
    assert [s.text for s in spans] == [email]


@pytest.mark.parametrize(
    "text",
    [
        "Subject: Re: offer\nMessage-ID: <7c1e09d4f2a6b835.401927@mail.gmail.com>\n",
        "In-Reply-To: <CAKx8p2Tq4019283746+zz@mail.gmail.com>",
        "References: <20261130083015.4711.93@mx.mailhost.example> <5e2b9f0d1a7c4e38@mx.example.org>",
        '{"messageId": "<0100018c4d2e-7f3a9b21-5c6d@email.amazonses.com>"}',
        "Content-ID: <part1.06030204.0a0b0c0d@firma.de>",
        "BEGIN:VEVENT\r\nUID:0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a@google.com\r\n",
        '"attendees": [{"email": "Boardroom-4@resource.calendar.google.com"}]',
        "calendarId=c_1a2b3c4d5e@group.calendar.google.com",
    ],
)
def test_ids_in_address_form_are_not_addresses(det, text):
    """A Message-ID, Content-ID, iCalendar UID or calendar resource is an id, not a mailbox."""
    assert [s.text for s in det.scan_text(text) if s.entity_type == "EMAIL_ADDRESS"] == []


@pytest.mark.parametrize(
    "text, email",
    [
        ("Message-ID: <x>\nFrom: Quenby Harrowfield <quenby.h@firma.de>", "quenby.h@firma.de"),
        ("References: <jorun.vatne@example.no>", "jorun.vatne@example.no"),  # a name in the id: masked
        ("uid: jorun.vatne@example.no", "jorun.vatne@example.no"),
        ("reach me at 4f9e2d1c7b3a5e6f@proton.me", "4f9e2d1c7b3a5e6f@proton.me"),  # a relay alias is a mailbox
        ('"email": "quenby@calendar.example.com"', "quenby@calendar.example.com"),
    ],
)
def test_mailboxes_beside_id_fields_stay_addresses(det, text, email):
    assert [s.text for s in det.scan_text(text) if s.entity_type == "EMAIL_ADDRESS"] == [email]


def test_url_userinfo_is_a_password_not_an_email(det):
    text = 'DATABASE_URL = "postgres://weatherbot:Tq7!vPm2#Lz9@db.internal:5432/w"'
    spans = det.scan_text(text)
    assert [(s.entity_type, s.text) for s in spans] == [("PASSWORD", "Tq7!vPm2#Lz9")]


@pytest.mark.parametrize(
    "text, secret",
    [
        ('password = "Xq\\"7\\\\zK9!pL"', 'Xq\\"7\\\\zK9!pL'),
        ('{"password": "Xq\\"7\\\\zK9!pL", "user": "svc"}', 'Xq\\"7\\\\zK9!pL'),
        # the same config line inside a JSON tool result (two escaping levels)
        (json.dumps({"content": 'password = "Xq\\"7\\\\zK9!pL"'}), 'Xq\\\\\\"7\\\\\\\\zK9!pL'),
        ("export DB_PASSWORD='Xq\"7\\zK9!pL'", 'Xq"7\\zK9!pL'),
        ("SMTP_PASS=hunter2", "hunter2"),
        ("APP_SECRET=correct-horse", "correct-horse"),
        ("GITHUB_TOKEN: abc", "abc"),
        ("stripeSecretKey = 'plain'", "plain"),
        ("the svc_export password is Harb0r-Wint3r!2291 (psql -h db)", "Harb0r-Wint3r!2291"),
        ("Das Passwort lautet Sommer2024!", "Sommer2024!"),
        ("le mot de passe est Rh9#tt2L", "Rh9#tt2L"),
        ("пароль: Zx81-kkq", "Zx81-kkq"),
        ("数据库密码是 Lk93!pq", "Lk93!pq"),
    ],
)
def test_secrets_in_any_quoting_and_env_names(det, text, secret):
    assert covered(det, text, secret) & {"PASSWORD", "SECRET", "API_KEY"}


@pytest.mark.parametrize(
    "text",
    [
        "TOKEN_URL=https://auth.example.com/token",
        "PUBLIC_KEY=ssh-ed25519 AAAAC3NzaC1lZDI1NTE5",
        "PASSWORD_MIN_LENGTH=12",
        'token = os.environ["GITHUB_TOKEN"]',
        "password: ${DB_PASSWORD}",
        "Password: see vault.",
        "SORT_KEY=created_at",
    ],
)
def test_credential_names_that_do_not_hold_a_secret(det, text):
    assert [s for s in det.scan_text(text) if s.entity_type in ("PASSWORD", "SECRET", "API_KEY")] == []


# -------------------------------------------------------------------------- names (item 3)
NAMES = [
    "Wendeline Ashcombe",
    "Torvald Kjeldsrud",
    "Hedwiga Prossnitz",
    "Aurèle Vandermoortel",
    "Ysolde Marchetière",
    "Brannoc Elderwyn",
    "Quillan Ravensmoor",
]
PHRASINGS = [
    "Please call {n} tomorrow.",
    "Can you loop in {n} on this thread?",
    "{n} will join the call at 3pm.",
    "Meeting with {n} moved to Friday.",
    "I spoke to {n} yesterday about the invoice.",
    "Send the contract to {n} before noon.",
    "Ask {n} for the figures.",
    "{n} said the deploy is blocked.",
    "Thanks to {n} for the review.",
    "The ticket was assigned to {n}.",
    "cc {n}",
    "Reminder: {n}'s birthday is on Monday.",
    "Approved by {n}.",
    "Forward this to {n}, please.",
    "Dear {n},\nplease find attached the report.",
]


def test_phrasing_names_are_not_in_faker_lists():
    lists = name_lists()
    assert not [w for n in NAMES for w in n.split() if lists.is_name_word(w)]


def test_names_in_ordinary_phrasing_recall(det):
    """15 phrasings x 7 names outside Faker's lists; the figure is reported in RESULTS.md."""
    total = hits = 0
    for n in NAMES:
        for p in PHRASINGS:
            text = p.format(n=n)
            s0 = text.index(n)
            spans = det.scan_text(text)
            cov = sum(max(0, min(s0 + len(n), s.end) - max(s0, s.start)) for s in spans)
            total += 1
            hits += cov >= len(n)
    assert hits / total >= 0.97, hits / total


@pytest.mark.parametrize(
    "text, name",
    [
        ("Please call Margaret Thornbury tomorrow.", "Margaret Thornbury"),
        ("Bitte rufen Sie Frau Hedwiga Prossnitz morgen an.", "Hedwiga Prossnitz"),
        ("Sehr geehrter Herr Brannoc Elderwyn,", "Brannoc Elderwyn"),
        ("Bonjour Ysolde Marchetière, merci pour votre retour.", "Ysolde Marchetière"),
        ("Pouvez-vous contacter Mme Aurèle Vandermoortel ?", "Aurèle Vandermoortel"),
        ("Beste Quillan Ravensmoor, bedankt!", "Quillan Ravensmoor"),
        ("Hei Torvald Kjeldsrud, ring meg i morgen.", "Torvald Kjeldsrud"),
        ("Уважаемый Евгений Тарновский, спасибо.", "Евгений Тарновский"),
        ("Κύριε Ανδρέα Βλαχογιάννη, ευχαριστώ.", "Ανδρέα Βλαχογιάννη"),
        ("عزيزي سليم الحداد، شكرا", "سليم الحداد"),
        ("SHIP TO: WENDELINE ASHCOMBE-PROSSNITZ", "WENDELINE ASHCOMBE-PROSSNITZ"),
        ("Meeting with Aurèle van der Moortel tomorrow.", "Aurèle van der Moortel"),
        ("My name is Wendeline Ashcombe. Sign as margaret wilson.", "margaret wilson"),
        ("联系人：欧阳娜娜，电话 13800138000", "欧阳娜娜"),
        ("请把报告转给诸葛明", "诸葛明"),
        ("明日、鷲尾さんに電話してください。", "鷲尾"),
        ("내일 박서윤님께 연락 주세요.", "박서윤"),
    ],
)
def test_names_with_cues_in_many_languages_and_shapes(det, text, name):
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize("text", ["I will mark it as done.", "We will grant access today.", "may the best win"])
def test_lower_case_list_words_without_cue_are_words(det, text):
    assert [s for s in det.scan_text(text) if s.entity_type == "PERSON"] == []


def test_name_lists_loaded_once():
    assert name_lists() is name_lists()
    assert len(name_lists().given) > 10_000 and len(name_lists().surnames) > 10_000


# ------------------------------------------------------------------- structure (item 2)
FIELD_CASES = [
    # (field names in several languages, value, expected type)
    (
        ["diagnosis", "Diagnose", "diagnostic", "diagnose", "диагноз", "διάγνωση", "诊断", "التشخيص"],
        "chronic migraine with aura",
        "HEALTH",
    ),
    (["salary", "Gehalt", "salaire", "salaris", "lønn", "зарплата", "月薪", "الراتب"], "81,500", "SALARY"),
    (["balance", "Kontostand", "solde", "saldo", "остаток", "余额"], "-1,204.77", "FINANCIAL_AMOUNT"),
    (
        ["date_of_birth", "Geburtsdatum", "date de naissance", "geboortedatum", "fødselsdato", "出生日期"],
        "1984-02-11",
        "DATE_OF_BIRTH",
    ),
    (["full_name", "Nachname", "nom", "naam", "navn", "ФИО", "Όνομα", "姓名"], "wendeline ashcombe", "PERSON"),
    (
        ["sick_leave_reason", "Krankheitsgrund", "motif d'absence", "verzuimreden", "fraværsgrunn", "病假原因"],
        "recovering from surgery",
        "HEALTH",
    ),
    (
        ["iban", "Kontonummer", "numéro de compte", "rekeningnummer", "kontonummer", "账号"],
        "4827 1193 0045",
        "BANK_ACCOUNT",
    ),
    (["db_password", "Passwort", "mot de passe", "wachtwoord", "passord", "密码"], "plainword", "PASSWORD"),
]


def _csv(v: str) -> str:
    return f'"{v}"' if "," in v else v


def _formats(field: str, value: str) -> list[str]:
    return [
        json.dumps({"id": 7, field: value, "status": "active"}, ensure_ascii=False),
        json.dumps({"id": 7, field: value}),  # ensure_ascii escapes
        f"{field}: {value}\nstatus: active",
        f"id,{field},status\n7,{_csv(value)},active\n8,{_csv(value + 'x')},active",
        f"| id | {field} | status |\n|---|---|---|\n| 7 | {value} | active |",
        f"| Field | Value |\n|---|---|\n| {field} | {value} |",
        f'  - id: 7\n    {field}: "{value}"',
    ]


@pytest.mark.parametrize("fields, value, etype", FIELD_CASES)
def test_values_under_lexicon_fields_in_every_format(det, fields, value, etype):
    for field in fields:
        for text in _formats(field, value):
            raw_value = json.dumps(value)[1:-1] if "\\u" in text else value
            assert etype in covered(det, text, raw_value), (field, text)


def test_email_headers_signatures_and_chat_speakers(det):
    mail = (
        'From: "Dunmore, Eric" <eric.dunmore@example.com>\nTo: Hedwiga Prossnitz <hp@firma.de>, '
        "Brannoc Elderwyn\nSubject: Q3\n\nHi Hedwiga,\n\nnumbers attached.\n\nMed vennlig hilsen\n"
        "Torvald Kjeldsrud\nSenior Analyst"
    )
    for name in ("Dunmore, Eric", "Hedwiga Prossnitz", "Brannoc Elderwyn", "Torvald Kjeldsrud"):
        assert "PERSON" in covered(det, mail, name)
    chat = "[10:32] Ysolde Marchetière: can you send it?\n[10:33] bot: ok\nЕвгений Тарновский (10:35): да"
    for name in ("Ysolde Marchetière", "Евгений Тарновский"):
        assert "PERSON" in covered(det, chat, name)
    assert "bot" not in {s.text for s in det.scan_text(chat)}


def test_lexicon_extension_and_none(det):
    custom = Detector(DetectorConfig(scan_timeout_s=None, fields={"HEALTH": ["befundtext"], "NONE": ["full_name"]}))
    assert "HEALTH" in covered(custom, '{"befundtext": "unauffällig"}', "unauffällig")
    assert [s for s in custom.scan_text('{"full_name": "wendeline ashcombe"}') if s.entity_type == "PERSON"] == []
    lex = FieldLexicon({"EMPLOYEE_ID": ["personalnummer"]})
    assert lex.classify("Personalnummer") == "EMPLOYEE_ID"
    assert lex.classify("file_name") is None and lex.classify("customer_email") == "EMAIL_ADDRESS"


@pytest.mark.parametrize(
    "bad", [{"fields": {"health type": ["x"]}}, {"fields": {"HEALTH": []}}, {"phone_regions": ["XX"]}]
)
def test_detector_config_validates_fields_and_regions(bad):
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        DetectorConfig(**bad)


# ------------------------------------------------------------------ numbers and paths (4)
@pytest.mark.parametrize(
    "text, value, etype",
    [
        ("Tlf: 0117 496 0521", "0117 496 0521", "PHONE_NUMBER"),
        ("ring meg på +47 912 34 567", "+47 912 34 567", "PHONE_NUMBER"),
        ("总机 010-6552 1234，分机 8", "010-6552 1234", "PHONE_NUMBER"),
        ("office 021-6458 8888", "021-6458 8888", "PHONE_NUMBER"),
        ("call my temporary number +81 90 4417 2290 rather than Slack", "+81 90 4417 2290", "PHONE_NUMBER"),
        ("téléphone : 01 42 68 53 00", "01 42 68 53 00", "PHONE_NUMBER"),
        ("fødselsnummer 15108695088", "15108695088", "NATIONAL_ID"),
        ("Zweites: 15108695088 (Norwegen)", "15108695088", "NATIONAL_ID"),
        ("BSN: 111222333", "111222333", "NATIONAL_ID"),
        ("NIR 2 95 10 99 126 111 93", "2 95 10 99 126 111 93", "NATIONAL_ID"),
        ("Steuer-ID 36 574 261 809", "36 574 261 809", "TAX_ID"),
        ("pay to GB82 WEST 1234 5698 7654 32 today", "GB82 WEST 1234 5698 7654 32", "IBAN_CODE"),
        ("Konto 12345678901 bei der Sparkasse", "12345678901", "BANK_ACCOUNT"),
        ("ls /home/hprossnitz/projects", "hprossnitz", "USERNAME"),
        ("cwd C:\\Users\\wendeline.a\\Desktop", "wendeline.a", "USERNAME"),
        ("open /Users/torvaldk/Library/Logs", "torvaldk", "USERNAME"),
        ("Telegram: @ysolde_m", "@ysolde_m", "USERNAME"),
    ],
)
def test_numbers_ids_accounts_and_paths(det, text, value, etype):
    assert etype in covered(det, text, value)


@pytest.mark.parametrize(
    "text",
    [
        "Order #483921 shipped in 2.3 s; commit 3f786850e387; total $49.99 (v2.14.0, port 8443).",
        "cd /home/runner/work/app && ls /Users/Shared",
        "Invoice INV-2024-00731, ticket OPS-412, request id 9f1c2e7a.",
        "p95 latency 1834 ms over 120000 requests at 14:05:09",
    ],
)
def test_decoys_give_no_span(det, text):
    assert det.scan_text(text) == []


# --------------------------------------------------------------- scaffolding (item 7)
def test_scaffolding_terms_produce_no_span(det):
    body = {
        "model": "m",
        "messages": [
            {
                "role": "system",
                "content": "You are a coding agent. Use Bash to run commands and Write to "
                "create files. The Gateway forwards requests to the Node workers; the frontend is React and "
                "the code lives on Github. Ask Claude or Gemini when stuck.",
            },
            {"role": "user", "content": "Fix the build."},
        ],
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": "Bash",
                    "description": "Run a command in Bash on the Node.",
                    "parameters": {
                        "type": "object",
                        "properties": {
                            "mode": {"type": "string", "enum": ["Read", "Write", "Gateway"]},
                            "Github": {"type": "string", "description": "Github repo"},
                        },
                    },
                },
            },
            {"type": "function", "function": {"name": "Write", "description": "Write a file (React, Node)."}},
        ],
    }
    assert Detector(DetectorConfig(scan_timeout_s=None)).scan_request(body) == []


def test_identifiers_exempt_from_names_but_not_from_patterns(det):
    body = {
        "model": "m",
        "messages": [{"role": "user", "content": "hi"}],
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": "Margaret",
                    "description": "notify",
                    "parameters": {
                        "type": "object",
                        "properties": {
                            "to": {"type": "string", "enum": ["Wendeline Ashcombe", "ops@ashcombe-studio.com"]}
                        },
                    },
                },
            }
        ],
    }
    found = {(fs.span.entity_type, fs.span.text) for fs in det.scan_request(body)}
    assert found == {("EMAIL_ADDRESS", "ops@ashcombe-studio.com")}


def test_instructions_keep_strong_evidence_and_drop_model_only(det):
    sys_prompt = (
        "You assist Wendeline Ashcombe today. The user's name is Brannoc Elderwyn, "
        "e-mail brannoc@elderwyn.example, workspace /home/belderwyn/ws."
    )
    body = {"model": "m", "messages": [{"role": "system", "content": sys_prompt}]}
    found = {(fs.span.entity_type, fs.span.text) for fs in det.scan_request(body)}
    assert ("PERSON", "Brannoc Elderwyn") in found
    assert ("EMAIL_ADDRESS", "brannoc@elderwyn.example") in found
    assert ("USERNAME", "belderwyn") in found
    # the same sentence as user content keeps the model's hit too
    user = {"model": "m", "messages": [{"role": "user", "content": sys_prompt}]}
    assert ("PERSON", "Wendeline Ashcombe") in {(fs.span.entity_type, fs.span.text) for fs in det.scan_request(user)}


# ------------------------------------------------------------- shapes of agent traffic
@pytest.mark.parametrize(
    "text, value, etype",
    [
        ("ATTENDEE;ROLE=REQ-PARTICIPANT;CN=Ysolde Marchetière:mailto:ym@ex.fr", "Ysolde Marchetière", "PERSON"),
        ('ORGANIZER;CN="Brannoc\r\n Elderwyn":mailto:be@ex.org', "Brannoc\r\n Elderwyn", "PERSON"),
        ('{"passengers": [{"name": "ASHCOMBE/WENDELINE MRS"}]}', "ASHCOMBE/WENDELINE", "PERSON"),
        ("Нужны документы (Тарновский Евгений Борисович) до пятницы", "Тарновский Евгений Борисович", "PERSON"),
        ("[03.12.25, 14:02:11] Quillan Ravensmoor: sent it", "Quillan Ravensmoor", "PERSON"),
        ("hprossnitz@buildbox:~/src$ make", "hprossnitz", "USERNAME"),
        ("curl -u belderwyn:Zq81pLm3xx https://repo", "Zq81pLm3xx", "PASSWORD"),
        ("微信号wxid_q8r2kk9f0abc，电话", "wxid_q8r2kk9f0abc", "USERNAME"),
        ("from=wendeline.a%40ashcombe.co.uk&subject=hi", "wendeline.a%40ashcombe.co.uk", "EMAIL_ADDRESS"),
        ("Levering: Kjeldsrudveien 12 B, 0482 Oslo", "Kjeldsrudveien 12 B, 0482 Oslo", "ADDRESS"),
        ("adres: Prinsengracht 220 A, 1016 HD Amsterdam", "Prinsengracht 220 A, 1016 HD Amsterdam", "ADDRESS"),
        ("〒150-0002 東京都渋谷区渋谷2-21-1 ヒカリエ 3F\n", "〒150-0002 東京都渋谷区渋谷2-21-1 ヒカリエ 3F", "ADDRESS"),
        ("ansattnr\tnavn\tbruttolønn\n7\tTorvald Kjeldsrud\tkr 61 200", "kr 61 200", "SALARY"),
        (
            '{"balances": [{"type": "closingBooked", "amount": {"value": "-81.40", "currency": "EUR"}}]}',
            "-81.40",
            "FINANCIAL_AMOUNT",
        ),
        (
            "Sie ist seit Montag krankgeschrieben (Bandscheibenvorfall) und ist bis Freitag nicht da.",
            "Bandscheibenvorfall",
            "HEALTH",
        ),
        ("Offer: £64,000 base, 12% bonus, start in May.", "12% bonus", "SALARY"),
        ("Hun skylder meg fortsatt kr 2 300 for billettene", "kr 2 300", "FINANCIAL_AMOUNT"),
    ],
)
def test_agent_traffic_shapes(det, text, value, etype):
    assert etype in covered(det, text, value)


def test_names_found_once_are_found_again_in_the_same_text(det):
    text = "Attendees: Wendeline Ashcombe, Torvald Kjeldsrud\n- Wendeline will send the deck (Torvald)"
    spans = {(s.entity_type, s.text) for s in det.scan_text(text)}
    assert {("PERSON", "Wendeline"), ("PERSON", "Torvald")} <= spans


@pytest.mark.parametrize(
    "text",
    [
        '{"sku": "KB-7", "name": "Gateway Mini", "price": 49.0}',
        '{"ts": "2025-11-12T06:32:17.875Z", "t": "2025-11-12T06:32:17.875Z", "lvl": "info"}',
        "customerId: 'cus_3Gk4eqltIF4apR', invoice: 'in_9HrwlQx6qpuwSU0kYyyDWr3B'",
        "- Medical, legal and financial questions: give general information only.",
        "Bitte lege vorher eine Kopie des Tabellenblatts an.",
    ],
)
def test_more_decoys_give_no_span(det, text):
    assert det.scan_text(text) == []
