"""The egress floor's verdicts (`proxy/privacy/floor.py`) and the credential scrubber's rules
(`proxy/privacy/scrub.py`), without HTTP (the HTTP paths: test_trust_boundary.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from edgeward.proxy.arms import Arms
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.privacy.floor import EgressFloor, loosens, operator_base
from edgeward.proxy.privacy.scrub import MASK, Scrubber, safe_spans
from edgeward.proxy.settings import ProxyConfig


def floor(egress: str = "mask", override: bool = False, **extra: Any) -> EgressFloor:
    cfg = ProxyConfig.model_validate(
        {
            "edge": {"model": "m", "api_base": "http://127.0.0.1:9/v1"},
            "cloud": {"model": "c", "api_base": "http://127.0.0.1:9/v1"},
            "privacy": {"egress": egress},
            **extra,
        }
    )
    return EgressFloor(Arms(cfg), override)


def test_modes_are_ordered() -> None:
    assert loosens("allow", "mask") and loosens("mask", "block") and loosens("allow", "block")
    assert not loosens("block", "mask") and not loosens("mask", "mask")


@pytest.mark.parametrize(
    ("requested", "served", "refused"),
    [
        ("cloud-only", "cloud-only", False),
        ("cloud-only+mask", "cloud-only+mask", False),
        ("cloud-only+block", "cloud-only+block", False),  # tightening
        ("cloud-only+allow", "cloud-only", True),
        ("step-router+allow", "step-router", True),
        ("ab+allow", "ab", True),
        ("open", "open", False),  # an arm the operator wrote keeps its mode
        ("open+mask", "open+mask", False),
        ("strict+mask", "strict", True),  # an operator arm's own mode is its floor
        ("x+mask", "x+mask", False),  # an arm whose name has a suffix is the operator's arm
        ("x+mask+allow", "x+mask", True),
    ],
)
def test_verdicts(requested: str, served: str, refused: bool) -> None:
    f = floor(
        arms={
            "open": {"policy": "cloud-only", "privacy": {"egress": "allow"}},
            "strict": {"policy": "cloud-only", "privacy": {"egress": "block"}},
            "x+mask": {"policy": "cloud-only", "privacy": {"egress": "block"}},
            "pair": {"policy": "ab", "params": {"arms": {"open": 1.0, "strict": 1.0}}},
        }
    )
    v = f.verdict(requested)
    assert (v.name, v.refused) == (served, refused)
    assert (v.warning is not None) is refused
    if refused:
        assert requested in (v.warning or "") and f"'{v.floor}'" in (v.warning or "")


def test_override_lets_a_client_loosen_and_block_floor_refuses_mask() -> None:
    assert floor(override=True).verdict("cloud-only+allow").refused is False
    v = floor("block").verdict("cloud-only+mask")
    assert v.refused and (v.mode, v.floor, v.name) == ("mask", "block", "cloud-only")
    assert floor("allow").verdict("cloud-only+allow").refused is False


def test_unknown_names_are_the_400_they_were() -> None:
    with pytest.raises(ProxyError) as e:
        floor().verdict("no-such+allow")
    assert e.value.status == 400


def test_operator_base_strips_client_suffixes_only() -> None:
    f = floor(arms={"x+mask": {"policy": "cloud-only"}})
    assert operator_base(f.arms, "cloud-only+mask+allow") == "cloud-only"
    assert operator_base(f.arms, "x+mask+allow") == "x+mask"


def test_describe_lists_the_floor_and_each_arms_mode() -> None:
    d = floor(arms={"open": {"policy": "cloud-only", "privacy": {"egress": "allow"}}}).describe()
    assert d == {"default": "mask", "client_override": False, "arms": {"open": "allow"}}


# -- scrubber -------------------------------------------------------------------------------------
KEY = "sk-proj-Q7vXk2LmP9rT4wYz8BnC3dF6gH1jK5sA"


@pytest.mark.parametrize(
    "text",
    [
        f"Incorrect API key provided: {KEY}",
        "header was Authorization: Bearer abc.def-ghi_jkl012345",
        "Basic dXNlcjpwYXNzd29yZDEyMzQ1Njc4",
        "request had api_key=zq81Lm0pX7vB2nC4 set",
        "configured-secret-value-42 was rejected",
        'token "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"',
    ],
)
def test_scrubber_removes_credentials_and_keeps_the_message(text: str) -> None:
    s = Scrubber(["configured-secret-value-42", None, "ab"])
    out = s.text(text)
    assert MASK in out
    for word in text.split():
        if len(word) >= 16 and any(c.isdigit() for c in word):
            assert word.strip('"') not in out, out


def test_scrubber_leaves_plain_errors_alone() -> None:
    msg = "model 'gpt-4o-mini' does not support tools (max_tokens 4096)"
    assert Scrubber(["zz-secret-zz"]).text(msg) == msg


def test_scrubber_cleans_a_streams_error_event_only() -> None:
    s = Scrubber([KEY])
    event = json.dumps({"error": {"message": f"quota for {KEY}", "type": "server_error"}}).encode()
    out = json.loads(s.error_event(event))
    assert KEY not in json.dumps(out) and out["error"]["type"] == "server_error"
    chunk = json.dumps({"choices": [{"delta": {"content": KEY}}]}).encode()
    assert s.error_event(chunk) == chunk  # model output is not an error: left to the gate and restore


def test_safe_spans_keep_types_offsets_and_hash_foreign_keys() -> None:
    spans = [
        {
            "type": "PERSON",
            "score": 0.9,
            "start": 0,
            "end": 3,
            "action": "allow",
            "text": "Bob",
            "path": ["metadata", "bob@x.org"],
        },
        {
            "type": "EMAIL_ADDRESS",
            "score": 0.9,
            "start": 0,
            "end": 9,
            "action": "mask",
            "path": ["messages", 0, "content"],
        },
    ]
    out = safe_spans(spans, lambda v: f"h{len(v)}")
    assert out[0]["path"] == ["metadata", "#h9"] and "text" not in out[0]
    assert out[1]["path"] == ["messages", 0, "content"]
    assert "bob@x.org" not in json.dumps(out) and "Bob" not in json.dumps(out)


@pytest.mark.parametrize("requested", ["cloud-only+block+allow", "cloud-only+allow+mask", "x+mask+allow+block"])
def test_stacked_suffixes_are_refused_not_read_as_the_last_one(requested: str) -> None:
    f = floor(arms={"x+mask": {"policy": "cloud-only", "privacy": {"egress": "block"}}})
    with pytest.raises(ProxyError) as e:
        f.verdict(requested)
    assert e.value.status == 400 and "more than one egress suffix" in e.value.message
