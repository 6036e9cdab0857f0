"""Tests for edgeward.detectors.exposure (pure functions, no engine)."""

from __future__ import annotations

import json

import pytest

from edgeward.detectors.exposure import (
    PrivacyResult,
    SensitiveUnit,
    UnitExposure,
    exposure,
    privacy_score,
)

PHONE = SensitiveUnit("CTX-001", "phone", "13922883366")
NAME = SensitiveUnit("CTX-001", "name", "John Smith")
EMAIL = SensitiveUnit("CTX-001", "email", "john.smith@acme.com")
ADDR = SensitiveUnit("CTX-002", "address", "北京市朝阳区建国路88号")
AMOUNT = SensitiveUnit("CTX-003", "salary", "¥12,500")
CNID = SensitiveUnit("CTX-001", "id_card", "110101199003074258", 3.0)
KEY = SensitiveUnit("ORG", "api_key", "sk-proj-Ab3dEf9hIj2kLmN0pQr5StUvWx8yZa1bCd4e")
CNNAME = SensitiveUnit("CTX-004", "name", "张伟")


def lv(unit, payload):
    return exposure([unit], payload)[0]


@pytest.mark.parametrize(
    "payload",
    [
        "call 13922883366",
        "call 139-2288-3366",
        "call 139 2288 3366",
        "call (139) 2288.3366",
        "call １３９２２８８３３６６",
        "tel:+86 139-2288-3366",
        '{"phone": "139-2288-3366"}',
    ],
)
def test_phone_full_with_separators_and_width(payload):
    assert lv(PHONE, payload) == 1.0


def test_phone_partial_levels():
    assert lv(PHONE, "call 139****3366") == 0.7  # 7 of 11 revealed
    assert lv(PHONE, "call 1392288****") == 0.7  # only the last digits masked
    assert lv(PHONE, "number 13922883") == 0.7  # 8 of 11 contiguous
    assert lv(PHONE, "ends in 3366") == 0.3
    assert lv(PHONE, "prefix 1392 only") == 0.3
    assert lv(PHONE, "*******3366") == 0.3
    assert lv(PHONE, "139********") == 0.0  # 3 digits is not a fragment
    assert lv(PHONE, "in 2024 we moved") == 0.0  # not a suffix, and 4-digit years are ignored
    assert lv(PHONE, "room 3366") == 0.3  # by definition: the last 4 digits


def test_id_card_masked():
    assert lv(CNID, "身份证 1101011990****4258") == 0.7
    assert lv(CNID, "尾号4258") == 0.3
    assert lv(CNID, "110101 19900307 4258") == 1.0


def test_text_levels():
    assert lv(NAME, "JOHN  SMITH called") == 1.0
    assert lv(NAME, "Smith, John") == 1.0
    assert lv(NAME, "Mr. Smith called") == 0.3
    assert lv(NAME, "Johnny Smithers") == 0.0  # bounded tokens only
    assert lv(EMAIL, "write to john.smith@acme.com") == 1.0
    assert lv(EMAIL, "write to j***.smith@acme.com") == 0.7
    assert lv(EMAIL, "the smith account") == 0.3
    assert lv(EMAIL, "acme.com is the domain") == 0.0  # the domain is not the person's


def test_cjk_address_and_name():
    assert lv(ADDR, "寄到北京市朝阳区建国路88号") == 1.0
    assert lv(ADDR, "住在北京市朝阳区建国路") == 0.7
    assert lv(ADDR, "建国路88号附近") == 0.3
    assert lv(ADDR, "北京") == 0.0
    assert lv(CNNAME, "张伟来了") == 1.0
    assert lv(CNNAME, "张 伟") == 1.0
    assert lv(CNNAME, "张先生") == 0.0


def test_amounts():
    assert lv(AMOUNT, "salary 12500 yuan") == 1.0
    assert lv(AMOUNT, "12,500.00") == 1.0
    assert lv(AMOUNT, "125000") == 0.0
    assert lv(AMOUNT, "112,500") == 0.0


def test_keys_prefix_never_counts():
    assert lv(KEY, "key " + KEY.value) == 1.0
    assert lv(KEY, "key sk-proj-Ab3dEf9hIj2k") == 0.3
    assert lv(KEY, "sk-proj-") == 0.0
    assert lv(KEY, "key sk-proj-Ab3dEf9hIj2kLmN0pQr5StUvWx8") == 0.7


def test_placeholders_count_as_zero():
    units = [PHONE, NAME, EMAIL, CNID, KEY]
    payload = (
        "[PERSON_1] at [EMAIL_ADDRESS_2], phone [PHONE_NUMBER_3], id [CN_RESIDENT_ID_12], key [API_KEY_1], [PHONE_001]"
    )
    assert exposure(units, payload) == [0.0] * len(units)


def test_json_escaped_payload_is_decoded():
    body = json.dumps(
        {"messages": [{"role": "tool", "content": json.dumps({"name": "张伟", "addr": "北京市朝阳区建国路88号"})}]}
    )
    assert "张伟" not in body  # double-escaped: \\u5f20\\u4f1f
    assert exposure([CNNAME, ADDR], body) == [1.0, 1.0]


def test_exposure_is_deterministic_and_ordered():
    units = [NAME, PHONE, SensitiveUnit("x", "empty", "")]
    assert exposure(units, "John Smith 139-2288-3366") == [1.0, 1.0, 0.0]
    assert exposure(units, "John Smith 139-2288-3366") == exposure(units, "John Smith 139-2288-3366")


def test_privacy_score_hand_computed():
    units = [
        SensitiveUnit("A", "phone", "139-2288-3366", 2.0),
        SensitiveUnit("A", "name", "John Smith", 1.0),
        SensitiveUnit("B", "id", "110101199003074258", 3.0),
        SensitiveUnit("B", "email", "john.smith@acme.com", 1.0),
    ]
    payloads = [
        ("call-1", "nothing sensitive"),
        ("call-2", "phone 139****3366"),  # phone 0.7
        ("call-3", "John Smith, 13922883366, mail [EMAIL_ADDRESS_1]"),  # phone 1.0, name 1.0
    ]
    r = privacy_score(units, payloads)
    assert isinstance(r, PrivacyResult) and r.n_units == 4
    # s = [1.0, 1.0, 0, 0.3 (local part 'john'/'smith' appears bounded in call-3)]
    expected = 1 - (2.0 * 1.0 + 1.0 * 1.0 + 3.0 * 0.0 + 1.0 * 0.3) / (2 + 1 + 3 + 1)
    assert r.score == pytest.approx(expected)
    assert r.per_unit[0] == UnitExposure("A", "phone", 1.0, "call-2", 2.0)  # first exposed at 0.7
    assert r.per_unit[1] == UnitExposure("A", "name", 1.0, "call-3", 1.0)
    assert r.per_unit[2] == UnitExposure("B", "id", 0.0, None, 3.0)
    assert r.per_unit[3].level == 0.3 and r.per_unit[3].first_call_id == "call-3"


def test_privacy_score_edge_cases():
    assert privacy_score([], [("c", "x")]) == PrivacyResult(None, [], 0)
    r = privacy_score([NAME], [])
    assert r.score == 1.0 and r.per_unit[0].first_call_id is None
    assert privacy_score([SensitiveUnit("a", "f", "v", 0.0)], [("c", "v")]).score is None


def test_sensitive_unit_coercion():
    u = SensitiveUnit.from_dict({"entity_id": "E1", "field": "amount", "value": 4500})
    assert u.value == "4500" and u.weight == 1.0
    assert lv(u, "paid $4,500.00") == 1.0
