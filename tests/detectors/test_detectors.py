"""Tests for edgeward.detectors: engine (offline), recognizers, spans, scanner, scan CLI, corpus.

The Presidio engine is built once per session (a few seconds); everything else reuses it.
"""

from __future__ import annotations

import io
import json
import socket
import threading
from unittest import mock

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.spans import FieldSpan, Span, merge_spans
from edgeward.detectors.textview import TextView, blank_markup

# ------------------------------------------------------------------------------- fixtures
_NET_ATTEMPTS: list[str] = []


def _blocked(*args, **kwargs):
    _NET_ATTEMPTS.append(repr(args[:2]))
    raise OSError("network disabled in tests")


@pytest.fixture(scope="session")
def engine():
    """Our engine, built with every socket connection refused and recorded."""
    from edgeward.detectors import engine as eng

    with (
        mock.patch.object(socket.socket, "connect", _blocked),
        mock.patch.object(socket, "create_connection", _blocked),
        mock.patch.object(socket, "getaddrinfo", _blocked),
    ):
        e = eng.get_engine()
        # an e-mail scan exercises tldextract
        e.analyze(text="mail bob@example.co.uk or eve@corp.internal", language="en")
    return e


@pytest.fixture(scope="session")
def det(engine):
    from edgeward.detectors.scanner import Detector

    return Detector(DetectorConfig(), engine=engine)


class CountingEngine:
    """Delegates to a real engine and counts analyze calls (or raises on demand)."""

    def __init__(self, inner, fail: Exception | None = None, delay: float = 0.0):
        self.inner, self.calls, self.fail, self.delay = inner, 0, fail, delay

    def analyze(self, **kw):
        self.calls += 1
        if self.fail is not None:
            raise self.fail
        if self.delay:
            threading.Event().wait(self.delay)
        return self.inner.analyze(**kw)

    def get_supported_entities(self, language="en"):
        return self.inner.get_supported_entities(language=language)

    @property
    def nlp_engine(self):
        return self.inner.nlp_engine


def found(det, text: str) -> set[tuple[str, str]]:
    return {(s.entity_type, s.text) for s in det.scan_text(text)}


def types_of(det, text: str, value: str) -> set[str]:
    return {s.entity_type for s in det.scan_text(text) if s.text == value}


# ---------------------------------------------------------------------------------- engine
def test_engine_built_offline(engine, det):
    with (
        mock.patch.object(socket.socket, "connect", _blocked),
        mock.patch.object(socket, "create_connection", _blocked),
        mock.patch.object(socket, "getaddrinfo", _blocked),
    ):
        got = found(det, "write to alice@example.com, bob@shop.co.uk and ops@build.internal")
    assert _NET_ATTEMPTS == []
    assert {
        ("EMAIL_ADDRESS", "alice@example.com"),
        ("EMAIL_ADDRESS", "bob@shop.co.uk"),
        ("EMAIL_ADDRESS", "ops@build.internal"),
    } <= got


def test_presidio_email_recognizer_patched_offline(engine):
    from presidio_analyzer.predefined_recognizers.generic import email_recognizer

    from edgeward.detectors.engine import patch_presidio_tldextract

    patch_presidio_tldextract()
    ext = email_recognizer.tldextract.extract
    assert ext.suffix_list_urls == () and ext._cache.enabled is False
    assert ext("mail.example.co.uk").suffix == "co.uk"


def test_engine_is_cached(engine):
    from edgeward.detectors.engine import get_engine

    assert get_engine() is engine


# ---------------------------------------------------------------------------- credentials
VENDOR_KEYS = {
    "openai_project": "sk-proj-Ab3dEf9hIj2kLmN0pQr5StUvWx8yZa1bCd4eFg7hIj0kLmNoPq",
    "openai_legacy": "sk-" + "aB3dE5fG7hJ9kL1mN3pQ" + "T3BlbkFJ" + "zX8cV6bN4mQ2wE0rT5yU",
    "anthropic": "sk-ant-api03-" + "Xy7Kq2Lm9Np4Rs6Tu8Vw0Ab1Cd3Ef5Gh" * 3 + "-AbCdAA",
    "google": "AIzaSyD3kL9mN2pQ7rS5tU8vW1xY4zA6bC0dE3f",
    "groq": "gsk_" + "q7W3e9R1t5Y8u2I4o6P0aS3d5F7g9H1j3K5l7Z9x2C4v6B8n0M2q",
    "xai": "xai-" + "Lr8Tq3Wm6Zp1Xn4Kc7Vb2Ny5Hs9Dg0Jf3Ae6Ro8Tu1Ip4Ok7Lq2Ws5Ed8Rf1Tg4Yh7Uj0Ik3Ol6Pa9Sd2Fg5Hj",
    "huggingface": "hf_Zk8Lm3Nq7Rp2St6Uv9Wx4Yz1Ab5Cd0Ef3G",
    "github": "ghp_" + "R8s2T5u9V1w4X7y0Z3a6B9c2D5e8F1g4H7i0",
    "aws": "AKIAQ3EGT7KZ2MNR5P4W",
    "stripe": "sk_live_" + "51HqLk2Jd9XyZ3mN8pQ4rS6t",
    "slack": "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
}


@pytest.mark.parametrize("name", sorted(VENDOR_KEYS))
def test_vendor_keys_detected_as_api_key(det, name):
    key = VENDOR_KEYS[name]
    text = f"export TOKEN_VAR_{name.upper()}={key}\nnext line"
    spans = [s for s in det.scan_text(text) if s.text == key]
    assert spans and spans[0].entity_type == "API_KEY", det.scan_text(text)


def test_detect_secrets_families(det):
    jwt = (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ."
        "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    )
    pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7x9kF2mQ\nq8R3vT6wY1zB4cE7fH0jK3\n-----END RSA PRIVATE KEY-----"
    text = (
        f"Authorization: Bearer {jwt}\n"
        f"DATABASE_URL=postgres://app:Tr0ub4dor&3x!@db.internal:5432/app\n"
        f'password = "c0rrect-h0rse-battery"\n'
        f'aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY"\n'
        f"deploy_key: |\n{pem}\n"
    )
    got = found(det, text)
    assert ("API_KEY", jwt) in got
    assert ("PASSWORD", "Tr0ub4dor&3x!") in got
    assert ("PASSWORD", "c0rrect-h0rse-battery") in got
    assert any(t in ("API_KEY", "SECRET") and v == "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY" for t, v in got)
    assert ("PRIVATE_KEY", pem) in got


@pytest.mark.parametrize(
    "text",
    [
        "commit 3f786850e387550fdab836ed7e6dc881de23001b (HEAD -> main)",
        "request_id=123e4567-e89b-12d3-a456-426614174000 status=200",
        "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  dist.tar.gz",
        '"integrity": "sha512-Gf7kQ2mN9pL4rT6vX8zB1cD3eF5hJ7kL9mN1pQ3rS5tU7vW9xY1zA3bC5dE7fG9hJ1kL3mN5pQ7rS9tU1vW3xY5z=="',
        "password: required",
        'token = os.environ["GITHUB_TOKEN"]',
        "git checkout sk-this-is-a-long-descriptive-branch-name-here",
        "trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7",
        "image: registry.example.com/api@sha256:9b2a1c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
    ],
)
def test_hex_uuid_and_prose_not_flagged_as_credentials(det, text):
    creds = [s for s in det.scan_text(text) if s.entity_type in ("API_KEY", "SECRET", "PASSWORD", "PRIVATE_KEY")]
    assert creds == []


def test_hex_secret_with_credential_word_is_flagged(det):
    text = "api_secret: 9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    assert any(s.text == "9f8e7d6c5b4a39281706f5e4d3c2b1a0" for s in det.scan_text(text))


# ------------------------------------------------------------------------------ Chinese PII
def test_cn_resident_id_checksum(det):
    from edgeward.detectors.recognizers.chinese import cn_id_checksum_ok

    assert cn_id_checksum_ok("110101199003074258")
    assert cn_id_checksum_ok("37010219611223774X")
    assert not cn_id_checksum_ok("110101199003074257")
    assert ("CN_RESIDENT_ID", "110101199003074258") in found(det, "身份证号110101199003074258，请核对")
    assert "CN_RESIDENT_ID" not in {t for t, _ in found(det, "身份证号110101199003074257，请核对")}


def test_cn_mobile_with_separators(det):
    for num in ("13922883366", "139-2288-3366", "139 2288 3366", "+86 139 2288 3366"):
        assert ("PHONE_NUMBER", num) in found(det, f"张先生的手机是{num}，请回电"), num
    assert "PHONE_NUMBER" not in {t for t, _ in found(det, "订单号12922883366已发货")}


def test_bank_card_luhn(det):
    from edgeward.detectors.recognizers.chinese import luhn_ok

    assert luhn_ok("6222021234567890128") and not luhn_ok("6222021234567890127")
    assert ("CREDIT_CARD", "6222021234567890128") in found(det, "银行卡6222021234567890128")
    assert "CREDIT_CARD" not in {t for t, _ in found(det, "银行卡6222021234567890127")}
    assert ("CREDIT_CARD", "4111 1111 1111 1111") in found(det, "card 4111 1111 1111 1111 exp 12/29")


def test_cn_address_and_names(det):
    text = "姓名：李娜，地址：北京市朝阳区建国路88号SOHO现代城A座1203室。有问题请联系王建国先生。"
    got = found(det, text)
    assert ("PERSON", "李娜") in got
    assert ("PERSON", "王建国") in got
    assert any(t == "ADDRESS" and v.startswith("北京市朝阳区建国路88号") for t, v in got)


def test_chinese_in_escaped_json_maps_to_raw_offsets(det):
    raw = json.dumps({"客户": "王芳", "电话": "13812345678", "note": "联系人：王芳"})  # ensure_ascii
    spans = det.scan_text(raw)
    for s in spans:
        assert raw[s.start : s.end] == s.text
    decoded = {json.loads('"' + s.text + '"') for s in spans if s.entity_type == "PERSON"}
    assert "王芳" in decoded
    assert any(s.entity_type == "PHONE_NUMBER" and s.text == "13812345678" for s in spans)


# ------------------------------------------------------------------------- agent traffic fixes
def test_all_caps_names(det):
    text = "SHIP TO:\nMARGARET THOMPSON\n742 EVERGREEN TERRACE\nSPRINGFIELD, OR 97403\n"
    got = found(det, text)
    assert ("PERSON", "MARGARET THOMPSON") in got
    assert any(t == "ADDRESS" and "742 EVERGREEN TERRACE" in v for t, v in got)
    from edgeward.detectors.recognizers.caps_names import AllCapsNameRecognizer

    rec = AllCapsNameRecognizer(det.engine.nlp_engine.nlp["en"])
    t2 = "Contact: JOHN SMITH for details"
    assert [t2[s:e] for _, s, e, _ in rec.find(t2)] == ["JOHN SMITH"]
    assert list(rec.find("ERROR DATABASE CONNECTION FAILED at INFO level")) == []


@pytest.mark.parametrize(
    "text",
    [
        "2024-01-05T10:22:31Z INFO worker-3 ERR_CONN_RESET retry=3 pid=4412 elapsed=12.5s",
        'Traceback (most recent call last):\n  File "/app/main.py", line 12\n    UserService.getUser(42)',
        "GET /api/v1/users/1234 200 35ms ua=Mozilla/5.0",
        "Build #4521 finished 2025-03-01 12:00:03 UTC, 312 passed, 0 failed",
    ],
)
def test_numbers_timestamps_logs_not_person(det, text):
    assert [s for s in det.scan_text(text) if s.entity_type == "PERSON"] == []


def test_internal_domain_emails(det):
    text = "cc ops@build.internal, jane.doe@hr.corp, dev@printer.local and qa@staging.example"
    got = {v for t, v in found(det, text) if t == "EMAIL_ADDRESS"}
    assert got == {"ops@build.internal", "jane.doe@hr.corp", "dev@printer.local", "qa@staging.example"}
    assert not any(t == "EMAIL_ADDRESS" for t, _ in found(det, "see logo@2x.png and icon@3x.webp"))


def test_json_embedded_iban_and_phone(det):
    inner = json.dumps({"name": "Jane Doe", "iban": "DE89370400440532013000", "phone": "(202) 555-0143"})
    wrapped = json.dumps({"arguments": inner})  # JSON inside a JSON string: escaped quotes
    for text in (inner, wrapped, '{"iban":"GB82WEST12345698765432","tel":"415.555.2671"}'):
        got = found(det, text)
        assert any(t == "IBAN_CODE" for t, _ in got), text
        assert any(t == "PHONE_NUMBER" for t, _ in got), text
    assert ("PERSON", "Jane Doe") in found(det, inner)


def test_street_addresses(det):
    us = "Ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500 today"
    de = "Meine Anschrift: Hans-Müller-Straße 12a, 10115 Berlin."
    fr = "Livraison au 12 rue de la Paix, 75002 Paris"
    assert ("ADDRESS", "1600 Pennsylvania Avenue NW, Washington, DC 20500") in found(det, us)
    assert ("ADDRESS", "Hans-Müller-Straße 12a, 10115 Berlin") in found(det, de)
    assert any(t == "ADDRESS" and v.startswith("12 rue de la Paix") for t, v in found(det, fr))


# ----------------------------------------------------------------------------- spans, views
def test_merge_spans_rules():
    a = Span("ADDRESS", 0, 30, 0.6, "x" * 30)
    b = Span("LOCATION", 10, 20, 0.85, "x" * 10)  # inside a: container wins
    c = Span("PERSON", 40, 50, 0.7, "x" * 10)
    d = Span("PHONE_NUMBER", 45, 60, 0.9, "x" * 15)  # partial overlap with c: higher score wins
    e = Span("EMAIL_ADDRESS", 70, 80, 0.8, "x" * 10)
    f = Span("URL", 70, 80, 0.9, "x" * 10)  # identical range: higher score wins
    out = merge_spans([f, e, d, c, b, a])
    # c keeps its part outside d (privacy first: nothing detected is left unmasked)
    assert out == [a, Span("PERSON", 40, 45, 0.7, "x" * 5), d, f]
    # a remainder with fewer than two letters or digits is dropped
    assert merge_spans([d, Span("SALARY", 58, 63, 0.5, "xx , ")]) == [d]
    assert merge_spans([d, Span("SALARY", 58, 63, 0.5, "xx 9 ")]) == [d]
    assert merge_spans([d, Span("SALARY", 58, 64, 0.5, "xx 90 ")]) == [d, Span("SALARY", 60, 64, 0.5, " 90 ")]
    assert merge_spans([a, b, c, d, e, f]) == out
    assert merge_spans([]) == []


def test_text_view_maps_escapes():
    raw = '{"n": "\\u5f20\\u4f1f\\nJohn", "e": "\\ud83d\\ude00x"}'
    v = TextView(raw)
    assert v.text == '{"n": "张伟\nJohn", "e": "😀x"}'
    i = v.text.index("张伟")
    assert raw[slice(*v.to_raw(i, i + 2))] == "\\u5f20\\u4f1f"
    j = v.text.index("John")
    assert raw[slice(*v.to_raw(j, j + 4))] == "John"
    assert TextView("plain").is_identity
    assert blank_markup("<td>Jane Doe</td>") == "    Jane Doe     "
    assert blank_markup("no markup") is None


# -------------------------------------------------------------------------------- scanner
def _request():
    args = json.dumps({"to": "alice.johnson@acme.com", "body": "Hi Alice"})
    return {
        "model": "m",
        "messages": [
            {"role": "system", "content": "Operator on call: bob.ops@corp.internal"},
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "Call me at +1 415-555-0134"},
                    {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
                    {"type": "input_audio", "input_audio": {"data": "AAAA", "format": "wav"}},
                    {"type": "file", "file": {"file_id": "f1"}},
                ],
            },
            {
                "role": "assistant",
                "content": None,
                "reasoning_content": "The user is carol@example.org",
                "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "send", "arguments": args}}],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "sent to alice.johnson@acme.com"},
            {
                "role": "tool",
                "tool_call_id": "c2",
                "content": [{"type": "text", "text": "IBAN DE89370400440532013000"}],
            },
        ],
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": "send",
                    "description": "Send mail as dave@example.net",
                    "parameters": {
                        "type": "object",
                        "properties": {
                            "to": {"type": "string", "description": "recipient, e.g. erin@example.com"},
                            "opts": {
                                "type": "object",
                                "properties": {"cc": {"type": "string", "description": "cc frank@example.com"}},
                            },
                        },
                    },
                },
            }
        ],
    }


def test_scan_request_paths_for_every_part_type(det):
    body = _request()
    got = {(fs.path, fs.span.entity_type, fs.span.text) for fs in det.scan_request(body)}
    args_path = ("messages", 2, "tool_calls", 0, "function", "arguments")
    expected = {
        (("messages", 0, "content"), "EMAIL_ADDRESS", "bob.ops@corp.internal"),
        (("messages", 1, "content", 0, "text"), "PHONE_NUMBER", "+1 415-555-0134"),
        (("messages", 2, "reasoning_content"), "EMAIL_ADDRESS", "carol@example.org"),
        (args_path, "EMAIL_ADDRESS", "alice.johnson@acme.com"),
        (("messages", 3, "content"), "EMAIL_ADDRESS", "alice.johnson@acme.com"),
        (("messages", 4, "content", 0, "text"), "IBAN_CODE", "DE89370400440532013000"),
        (("tools", 0, "function", "description"), "EMAIL_ADDRESS", "dave@example.net"),
        (
            ("tools", 0, "function", "parameters", "properties", "to", "description"),
            "EMAIL_ADDRESS",
            "erin@example.com",
        ),
        (
            ("tools", 0, "function", "parameters", "properties", "opts", "properties", "cc", "description"),
            "EMAIL_ADDRESS",
            "frank@example.com",
        ),
    }
    assert expected <= got, expected - got
    # offsets index the string at the path (raw JSON for arguments)
    for fs in det.scan_request(body):
        node = body
        for k in fs.path:
            node = node[k]
        assert node[fs.span.start : fs.span.end] == fs.span.text
    assert all(isinstance(fs, FieldSpan) for fs in det.scan_request(body))
    assert det.unscannable_parts(body) == [
        ("messages", 1, "content", 1),
        ("messages", 1, "content", 2),
        ("messages", 1, "content", 3),
    ]


def test_text_fields_cover_legacy_and_misc():
    from edgeward.detectors.scanner import text_fields

    body = {
        "messages": [
            {
                "role": "assistant",
                "content": [{"type": "refusal", "refusal": "no"}],
                "name": "bot",
                "function_call": {"name": "f", "arguments": "{}"},
                "reasoning_details": [{"type": "reasoning.text", "text": "t"}],
            }
        ],
        "functions": [{"name": "f", "description": "d", "parameters": {"properties": {"a": {"enum": ["x", "y"]}}}}],
        "response_format": {"type": "json_schema", "json_schema": {"name": "s", "schema": {"description": "sd"}}},
        "user": "u-1",
        "metadata": {"k": "v"},
    }
    paths = {p for p, _ in text_fields(body)}
    assert {
        ("messages", 0, "content", 0, "refusal"),
        ("messages", 0, "name"),
        ("messages", 0, "function_call", "arguments"),
        ("messages", 0, "reasoning_details", 0, "text"),
        ("functions", 0, "description"),
        ("functions", 0, "parameters", "properties", "a", "enum", 0),
        ("response_format", "json_schema", "schema", "description"),
        ("user",),
        ("metadata", "k"),
    } <= paths


def test_cache_hit_skips_analyzer(engine):
    from edgeward.detectors.scanner import Detector

    counting = CountingEngine(engine)
    d = Detector(DetectorConfig(), engine=counting)
    body = _request()
    first = d.scan_request(body)
    n = counting.calls
    assert n > 0
    assert d.scan_request(body) == first
    assert counting.calls == n  # nothing re-analysed
    # a growing conversation only analyses the new message
    body["messages"].append({"role": "user", "content": "and also mail grace@example.com"})
    d.scan_request(body)
    assert counting.calls == n + 1
    assert d.stats["cache_hits"] >= n


def test_thresholds_allow_deny_and_entity_subset(engine):
    from edgeward.detectors.scanner import Detector

    text = "Mail alice@example.com, call +1 415-555-0134, project Bluebird is secret"
    d = Detector(DetectorConfig(allow_list=["ALICE@example.com"], deny_list=["bluebird"]), engine=engine)
    got = found(d, text)
    assert ("DENY_LIST", "Bluebird") in got
    assert not any(v == "alice@example.com" for _, v in got)
    d2 = Detector(DetectorConfig(entities=["EMAIL_ADDRESS"]), engine=engine)
    assert {t for t, _ in found(d2, text)} == {"EMAIL_ADDRESS"}
    d3 = Detector(DetectorConfig(thresholds={"PHONE_NUMBER": 0.99}), engine=engine)
    assert "PHONE_NUMBER" not in {t for t, _ in found(d3, text)}


def test_presidio_errors_propagate(engine):
    from edgeward.detectors.scanner import Detector

    d = Detector(DetectorConfig(), engine=CountingEngine(engine, fail=RuntimeError("boom")))
    with pytest.raises(RuntimeError, match="boom"):
        d.scan_text("Alice Smith")
    with pytest.raises(RuntimeError, match="boom"):
        d.scan_request({"messages": [{"role": "user", "content": "Alice Smith"}]})


def test_scan_timeout(engine):
    from edgeward.detectors.scanner import Detector, ScanTimeout

    slow = CountingEngine(engine, delay=0.2)
    d = Detector(DetectorConfig(scan_timeout_s=0.1, chunk_chars=1000, cache_size=0), engine=slow)
    text = ("line with alice@example.com\n" * 40) * 3
    with pytest.raises(ScanTimeout):
        d.scan_text(text)
    assert isinstance(ScanTimeout("x"), TimeoutError)


def test_long_text_chunks_keep_offsets(det):
    from edgeward.detectors.scanner import Detector

    d = Detector(DetectorConfig(chunk_chars=1000), engine=det.engine)
    text = "".join(f"row {i}: contact user{i}@example.com now\n" for i in range(100))
    spans = d.scan_text(text)
    assert len([s for s in spans if s.entity_type == "EMAIL_ADDRESS"]) == 100
    assert all(text[s.start : s.end] == s.text for s in spans)


# ---------------------------------------------------------------------------------- CLI
def test_scan_cli_mixed_file(tmp_path, det):
    from edgeward.detectors.scan_cli import run_scan

    key = VENDOR_KEYS["anthropic"]
    text = (
        "Customer: Alice Johnson <alice.johnson@acme.com>, phone +1 415-555-0134.\n"
        "客户：张伟，手机139-2288-3366，身份证号110101199003074258。\n"
        f"ANTHROPIC_API_KEY={key}\n"
    )
    f = tmp_path / "mixed.txt"
    f.write_text(text, encoding="utf-8")
    out = io.StringIO()
    assert run_scan(str(f), False, out, detector=det) == 0
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert {r["type"] for r in rows} >= {"PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER", "CN_RESIDENT_ID", "API_KEY"}
    for r in rows:
        assert set(r) == {"type", "score", "start", "end", "text"}
        assert r["text"] == f"<redacted:{r['end'] - r['start']}>"
    assert "110101199003074258" not in out.getvalue() and key not in out.getvalue()
    shown = io.StringIO()
    assert run_scan(str(f), True, shown, detector=det) == 0
    for r in map(json.loads, shown.getvalue().splitlines()):
        assert text[r["start"] : r["end"]] == r["text"]  # character offsets into the decoded text
    assert {"张伟", "139-2288-3366", key} <= {json.loads(x)["text"] for x in shown.getvalue().splitlines()}


def test_scan_cli_stdin_and_missing_file(monkeypatch, det, capsys):
    from edgeward.detectors.scan_cli import run_scan

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO("mail bob@example.com".encode())))
    out = io.StringIO()
    assert run_scan("-", True, out, detector=det) == 0
    assert json.loads(out.getvalue())["text"] == "bob@example.com"
    assert "1 span(s) found in stdin" in capsys.readouterr().err
    assert run_scan("/nonexistent/file.txt", False, io.StringIO(), detector=det) == 2
    assert "cannot read" in capsys.readouterr().err


def test_scan_cli_says_when_nothing_found(tmp_path, det, capsys):
    from edgeward.detectors.scan_cli import run_scan

    f = tmp_path / "clean.txt"
    f.write_text("The meeting moved to the blue room.", encoding="utf-8")
    out = io.StringIO()
    assert run_scan(str(f), False, out, detector=det) == 0
    assert out.getvalue() == "" and "no sensitive spans found" in capsys.readouterr().err


# -------------------------------------------------------------------------------- corpus
def test_corpus_deterministic_and_gold_consistent():
    from edgeward.detectors.corpus import generate_corpus

    a = generate_corpus(40, seed=5)
    b = generate_corpus(40, seed=5)
    assert [(d.text, d.spans) for d in a] == [(d.text, d.spans) for d in b]
    assert {d.locale for d in a} >= {"en_US", "de_DE", "zh_CN"}
    for d in a + generate_corpus(20, seed=5, holdout=True):
        for s in d.spans:
            assert d.text[s.start : s.end] == s.text


def test_corpus_quality_smoke(det):
    """A small sample: structured types and credentials are found (full numbers in RESULTS.md)."""
    from edgeward.detectors.corpus import STRUCTURED_ENTITIES, generate_corpus, score

    docs = generate_corpus(30, seed=11)
    preds = [[(s.entity_type, s.start, s.end) for s in det.scan_text(d.text)] for d in docs]
    res, extra = score(docs, preds)
    gold = sum(res[t].gold for t in STRUCTURED_ENTITIES)
    hit = sum(res[t].tp_gold for t in STRUCTURED_ENTITIES)
    assert gold > 50 and hit / gold >= 0.9
    assert extra["mask_recall"] >= 0.85


def test_concurrent_scans_match_sequential(engine):
    from concurrent.futures import ThreadPoolExecutor

    from edgeward.detectors.scanner import Detector

    texts = [f"user{i}@example.com called +1 415-555-01{i:02d} about order {i}" for i in range(8)]
    seq = [Detector(DetectorConfig(cache_size=0), engine=engine).scan_text(t) for t in texts]
    d = Detector(DetectorConfig(), engine=engine)
    with ThreadPoolExecutor(4) as ex:
        par = list(ex.map(d.scan_text, texts))
    assert par == seq


def test_lone_surrogates_reach_spacy_as_replacement_characters(det) -> None:
    from edgeward.detectors.textview import nlp_text

    # same length and offsets, the surrogate replaced; plain text needs no view
    assert nlp_text("a\udfffb \ud800") == "a\ufffdb \ufffd"
    assert nlp_text("plain text") is None
    # a library caller's decoded JSON escape: scan_text raised UnicodeEncodeError in spaCy
    text = "write to alice.kowalski@example.com \ud800 today"
    spans = det.scan_text(text)
    assert any(text[s.start : s.end] == "alice.kowalski@example.com" for s in spans)
