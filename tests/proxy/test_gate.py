"""EgressGate: modes, retroactive masking, JSON tool arguments, fail-closed behaviour."""

from __future__ import annotations

import asyncio
import copy
import json
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.spans import FieldSpan, Span
from edgeward.proxy.privacy.gate import EgressGate, find_unscannable
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.restore import RestoreScope, StreamRestorer, restore_json_text, restore_message
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault, VaultRegistry


def scope_of(res):
    """What the reply to the gated body may restore (as the pipeline computes it)."""
    return RestoreScope.for_egress(res.vault, res.sent_placeholders)


class FakeDetector:
    """Finds fixed literal values in every string of the request (raw offsets, like the real
    scanner). A rule may be restricted to paths containing a role's messages, to simulate a
    value that is only recognisable in a later tool result."""

    def __init__(
        self, rules: dict[str, str], only_in_role: dict[str, str] | None = None, unscannable: list | None = None
    ) -> None:
        self.rules = rules
        self.only_in_role = only_in_role or {}
        self.unscannable = unscannable or []
        self.calls = 0

    def scan_request(self, body: dict) -> list[FieldSpan]:
        self.calls += 1
        out: list[FieldSpan] = []

        def walk(obj: Any, path: tuple, role: str | None) -> None:
            if isinstance(obj, str):
                for value, etype in self.rules.items():
                    need = self.only_in_role.get(value)
                    if need and role != need:
                        continue
                    # like the real scanner: also through JSON escapes, offsets into the raw string
                    for form in {value, json.dumps(value)[1:-1], json.dumps(value, ensure_ascii=False)[1:-1]}:
                        i = obj.find(form)
                        while i >= 0:
                            out.append(FieldSpan(path, Span(etype, i, i + len(form), 0.85, form)))
                            i = obj.find(form, i + 1)
            elif isinstance(obj, dict):
                r = obj.get("role", role) if isinstance(obj.get("role"), str) else role
                for k, v in obj.items():
                    if k not in ("role", "type", "tool_call_id", "id", "model"):
                        walk(v, path + (k,), r)
            elif isinstance(obj, list):
                for i, v in enumerate(obj):
                    walk(v, path + (i,), role)

        walk(body, (), None)
        return out

    def unscannable_parts(self, body: dict) -> list:
        return list(self.unscannable)


RULES = {
    "Alice Smith": "PERSON",
    "alice@corp.example": "EMAIL_ADDRESS",
    "+1 415 555 0100": "PHONE_NUMBER",
    "sk-proj-Zx81Qa77LmNoPq": "API_KEY",
    'Zoë "Q" O\'Neil': "PERSON",
}


def gate(mode: str = "mask", backend=None, detector=None, **cfg) -> EgressGate:
    backend = backend or InMemoryVaultBackend()
    return EgressGate(
        detector or FakeDetector(RULES), backend, PrivacyConfig(egress=mode, **cfg), vaults=VaultRegistry(backend)
    )


def sent(res) -> str:
    """Everything the cloud would receive, decoded (JSON-in-JSON decoded too)."""
    s = json.dumps(res.body, ensure_ascii=False)
    return s + json.dumps(_decode_nested(res.body), ensure_ascii=False)


def _decode_nested(o):
    if isinstance(o, str):
        try:
            return _decode_nested(json.loads(o)) if o.lstrip()[:1] in ("{", "[") else o
        except ValueError:
            return o
    if isinstance(o, list):
        return [_decode_nested(x) for x in o]
    if isinstance(o, dict):
        return {k: _decode_nested(v) for k, v in o.items()}
    return o


def conv(n: int) -> dict:
    """A growing agent conversation: request k holds the first k turns."""
    msgs = [
        {"role": "system", "content": "You are a helpful agent."},
        {"role": "user", "content": "Email Alice Smith at alice@corp.example about the budget."},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "lookup_contact", "arguments": json.dumps({"name": "Alice Smith"})},
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": "call_1",
            "content": json.dumps({"name": "Alice Smith", "phone": "+1 415 555 0100", "email": "alice@corp.example"}),
        },
        {"role": "assistant", "content": "Found Alice Smith, phone +1 415 555 0100."},
        {"role": "user", "content": "Also call +1 415 555 0100 and tell Alice Smith hi."},
    ]
    return {
        "model": "gpt-x",
        "messages": msgs[: 2 + 2 * n],
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": "lookup_contact",
                    "description": "Find a contact",
                    "parameters": {"type": "object", "properties": {"name": {"type": "string"}}},
                },
            }
        ],
    }


# -- placeholders across requests --------------------------------------------------------------
async def test_stable_placeholders_across_three_requests_and_a_restart():
    backend = InMemoryVaultBackend()
    g = gate(backend=backend)
    seen: list[dict] = []
    for n in (1, 2, 3):
        body = conv(n)
        res = await g.prepare("sess", body)
        assert res.action == "mask" and res.reason == "masked"
        out = sent(res)
        for value in ("Alice Smith", "alice@corp.example", "+1 415 555 0100"):
            assert value not in out
        seen.append(res.body)
    m0 = [m.get("content") for m in seen[0]["messages"]]
    assert m0[1] == "Email [PERSON_1] at [EMAIL_ADDRESS_1] about the budget."
    # earlier messages are byte-identical in later requests (same tokens everywhere)
    assert seen[2]["messages"][:4] == seen[1]["messages"][:4]
    assert seen[1]["messages"][:2] == seen[0]["messages"][:2]
    assert json.loads(seen[2]["messages"][3]["content"]) == {
        "name": "[PERSON_1]",
        "phone": "[PHONE_NUMBER_1]",
        "email": "[EMAIL_ADDRESS_1]",
    }
    assert seen[2]["messages"][5]["content"] == "Also call [PHONE_NUMBER_1] and tell [PERSON_1] hi."
    # restart: a new gate and vault registry over the same backend
    g2 = gate(backend=backend)
    res = await g2.prepare("sess", conv(3))
    assert res.body == seen[2]
    res = await g2.prepare("sess", {"messages": [{"role": "user", "content": 'Zoë "Q" O\'Neil and Alice Smith'}]})
    assert res.body["messages"][0]["content"] == "[PERSON_2] and [PERSON_1]"
    # another session numbers independently
    res = await g2.prepare("other", {"messages": [{"role": "user", "content": "alice@corp.example"}]})
    assert res.body["messages"][0]["content"] == "[EMAIL_ADDRESS_1]"


async def test_two_values_never_share_a_token():
    g = gate()
    res = await g.prepare("s", {"messages": [{"role": "user", "content": 'Alice Smith, Zoë "Q" O\'Neil'}]})
    v = res.vault
    assert res.body["messages"][0]["content"] == "[PERSON_1], [PERSON_2]"
    assert len({e.placeholder for e in v.entries}) == len({e.value for e in v.entries}) == len(v.entries)
    assert res.placeholders == 2


async def test_value_first_seen_in_later_tool_result_is_masked_in_earlier_history():
    # "Bob Jones" is only recognisable with the context of the tool result (role tool)
    det = FakeDetector({**RULES, "Bob Jones": "PERSON"}, only_in_role={"Bob Jones": "tool"})
    g = gate(detector=det)
    body = {
        "messages": [
            {"role": "user", "content": "Ask Bob Jones about the invoice."},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {
                            "name": "search",
                            "arguments": json.dumps({"query": "Bob Jones invoice", "who": 'Zoë "Q" O\'Neil'}),
                        },
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "Invoice 17 owner: Bob Jones"},
        ]
    }
    res = await g.prepare("s", body)
    assert res.action == "mask"
    out = sent(res)
    assert "Bob Jones" not in out and "Zoë" not in out
    # numbers follow the order of detection: Zoë (message 1), then Bob Jones (message 2)
    assert res.body["messages"][0]["content"] == "Ask [PERSON_2] about the invoice."
    args = json.loads(res.body["messages"][1]["tool_calls"][0]["function"]["arguments"])  # valid JSON
    assert args == {"query": "[PERSON_2] invoice", "who": "[PERSON_1]"}
    assert res.body["messages"][2]["content"] == "Invoice 17 owner: [PERSON_2]"
    # the cloud never sees both a value and its placeholder; spans reference only where detected
    assert {tuple(s["path"]) for s in res.spans if s["type"] == "PERSON"} >= {("messages", 2, "content")}


async def test_tool_call_arguments_stay_valid_json_after_mask_and_restore():
    g = gate()
    args = json.dumps(
        {
            "to": "alice@corp.example",
            "name": 'Zoë "Q" O\'Neil',
            "note": "key=sk-proj-Zx81Qa77LmNoPq",
            "nested": json.dumps({"who": "Alice Smith"}),
        }
    )
    body = {
        "messages": [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "send", "arguments": args}}],
            }
        ]
    }
    res = await g.prepare("s", body)
    masked = res.body["messages"][0]["tool_calls"][0]["function"]["arguments"]
    m = json.loads(masked)
    assert m == {
        "to": "[EMAIL_ADDRESS_1]",
        "name": "[PERSON_1]",
        "note": "key=[API_KEY_1]",
        "nested": json.dumps({"who": "[PERSON_2]"}),
    }
    # the cloud answers with a tool call reusing the placeholders
    reply = {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": "c2", "type": "function", "function": {"name": "send", "arguments": masked}}],
    }
    back = restore_message(reply, scope_of(res))["tool_calls"][0]["function"]["arguments"]
    restored = json.loads(back)
    assert restored["to"] == "alice@corp.example" and restored["name"] == 'Zoë "Q" O\'Neil'
    assert restored["note"] == "key=[API_KEY_1]"  # credentials are not restored by default
    assert json.loads(restored["nested"]) == {"who": "Alice Smith"}


async def test_non_reversible_secret_stays_masked_in_reply_and_stream():
    g = gate()
    res = await g.prepare(
        "s", {"messages": [{"role": "user", "content": "use sk-proj-Zx81Qa77LmNoPq for Alice Smith"}]}
    )
    assert res.body["messages"][0]["content"] == "use [API_KEY_1] for [PERSON_1]"
    out = restore_message({"role": "assistant", "content": "ok [API_KEY_1] / [PERSON_1]"}, scope_of(res))
    assert out["content"] == "ok [API_KEY_1] / Alice Smith"
    r = StreamRestorer(scope_of(res))
    parts = [
        r.feed({"choices": [{"index": 0, "delta": {"content": p}, "finish_reason": None}]})
        for p in ("ok [API_", "KEY_1] [PERS", "ON_1]")
    ]
    text = "".join(c["choices"][0]["delta"]["content"] for c in parts) + "".join(
        c["choices"][0]["delta"]["content"] for c in r.flush()
    )
    assert text == "ok [API_KEY_1] Alice Smith"
    # next request: the agent's history holds the secret's placeholder and the value elsewhere
    res = await g.prepare(
        "s",
        {
            "messages": [
                {"role": "user", "content": "use sk-proj-Zx81Qa77LmNoPq for Alice Smith"},
                {"role": "assistant", "content": "ok [API_KEY_1] / Alice Smith"},
            ]
        },
    )
    assert res.body["messages"][1]["content"] == "ok [API_KEY_1] / [PERSON_1]"
    # with reversible_secrets the key comes back
    g2 = gate(reversible_secrets=True)
    res = await g2.prepare("s", {"messages": [{"role": "user", "content": "sk-proj-Zx81Qa77LmNoPq"}]})
    assert restore_message({"content": "[API_KEY_1]"}, scope_of(res))["content"] == "sk-proj-Zx81Qa77LmNoPq"


async def test_input_body_is_never_mutated():
    g = gate()
    body = conv(3)
    before = copy.deepcopy(body)
    res = await g.prepare("s", body)
    assert body == before and res.body != body


_FRAGMENTS = st.sampled_from(list(RULES) + ["hello", " ", "\n", '"', "\\", "{", "}", "[PERSON_1]", "张伟", "x"])
_CONTENT = st.lists(_FRAGMENTS, max_size=8).map("".join)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(st.tuples(st.sampled_from(["user", "assistant", "tool"]), _CONTENT, st.booleans()), min_size=1, max_size=6)
)
def test_property_gate_never_sends_a_value_and_masks_reversibly(turns):
    body: dict = {"messages": []}
    for role, text, as_json in turns:
        if role == "assistant" and as_json:
            body["messages"].append(
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {"id": "c", "type": "function", "function": {"name": "f", "arguments": json.dumps({"q": text})}}
                    ],
                }
            )
        else:
            body["messages"].append({"role": role, "content": json.dumps({"r": text}) if as_json else text})
    res = asyncio.run(gate(reversible_secrets=True).prepare("s", body))
    assert res.action in ("mask", "allow")
    out = sent(res)
    for value in RULES:
        assert value not in out and json.dumps(value)[1:-1] not in out
    for orig, new in zip(body["messages"], res.body["messages"]):
        if orig.get("tool_calls"):
            a0 = orig["tool_calls"][0]["function"]["arguments"]
            a1 = new["tool_calls"][0]["function"]["arguments"]
            assert json.loads(restore_json_text(a1, scope_of(res))) == json.loads(a0)
        elif orig["content"].startswith('{"r"'):
            assert json.loads(restore_json_text(new["content"], scope_of(res))) == json.loads(orig["content"])
        else:
            assert res.vault.restore_text(new["content"]) == orig["content"]


# -- modes -------------------------------------------------------------------------------------
async def test_allow_mode_records_spans_but_sends_unchanged():
    g = gate("allow")
    body = conv(2)
    res = await g.prepare("s", body)
    assert res.action == "allow" and res.body is body and res.reason == "allow_mode"
    assert res.placeholders == 0 and res.vault is not None
    assert {s["type"] for s in res.spans} == {"PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER"}
    assert all(s["action"] == "allow" for s in res.spans)
    s0 = res.spans[0]
    assert set(s0) == {"type", "score", "path", "start", "end", "action"}
    text = body
    for k in s0["path"]:
        text = text[k]
    assert text[s0["start"] : s0["end"]] in RULES  # offsets index the original string


async def test_spans_never_carry_values():
    g = gate()
    res = await g.prepare("s", conv(3))
    dumped = json.dumps(res.spans) + res.reason
    for value in RULES:
        assert value not in dumped


async def test_mask_mode_clean_body_is_sent_unchanged():
    g = gate()
    body = {"messages": [{"role": "user", "content": "What is 2+2?"}]}
    res = await g.prepare("s", body)
    assert res.action == "allow" and res.reason == "clean" and res.body is body and res.spans == []


async def test_block_mode_blocks_at_threshold_and_masks_the_rest():
    g = gate("block")
    res = await g.prepare("s", conv(1))
    assert res.action == "block" and res.body is None and res.vault is None
    assert res.reason == "blocked: EMAIL_ADDRESS,PERSON,PHONE_NUMBER"
    assert res.spans and all(s["action"] == "block" for s in res.spans)
    # only credentials block; PERSON/EMAIL are masked and sent
    g = gate("block", block_types=["API_KEY"])
    res = await g.prepare("s", conv(1))
    assert res.action == "mask" and "Alice Smith" not in sent(res)
    assert all(s["action"] == "mask" for s in res.spans)
    res = await g.prepare("s", {"messages": [{"role": "user", "content": "sk-proj-Zx81Qa77LmNoPq"}]})
    assert res.action == "block" and res.reason == "blocked: API_KEY"
    # per-type threshold above the detector's score (0.85): does not block
    g = gate("block", block_threshold=0.9)
    assert (await g.prepare("s", conv(1))).action == "mask"
    g = gate("block", block_threshold=0.9, block_thresholds={"phone_number": 0.5})
    assert (await g.prepare("s", conv(1))).reason == "blocked: PHONE_NUMBER"


# -- fail closed -------------------------------------------------------------------------------
class RaisingDetector(FakeDetector):
    def scan_request(self, body):
        raise RuntimeError("spaCy exploded")


class SlowDetector(FakeDetector):
    def scan_request(self, body):
        time.sleep(1.0)
        return super().scan_request(body)


class BadSpans(FakeDetector):
    def scan_request(self, body):
        return [object()]


@pytest.mark.parametrize("mode", ["mask", "allow", "block"])
async def test_detector_fault_blocks_with_no_body(mode):
    res = await gate(mode, detector=RaisingDetector(RULES)).prepare("s", conv(3))
    assert res.action == "block" and res.body is None and res.vault is None
    assert res.reason == "detector_error: RuntimeError"
    res = await gate(mode, detector=BadSpans(RULES)).prepare("s", conv(1))
    assert res.action == "block" and res.body is None and res.reason == "detector_error: AttributeError"


async def test_detector_timeout_blocks_quickly():
    g = gate(detector=SlowDetector(RULES), scan_timeout_s=0.1)
    t0 = time.perf_counter()
    res = await g.prepare("s", conv(1))
    assert time.perf_counter() - t0 < 0.8
    assert res.action == "block" and res.body is None and res.reason == "detector_error: TimeoutError"
    g.close()


async def test_vault_failure_blocks():
    class Broken(InMemoryVaultBackend):
        def add(self, session, entry):
            raise OSError("disk full")

    res = await gate(backend=Broken()).prepare("s", conv(1))
    assert res.action == "block" and res.body is None and res.reason == "mask_error: OSError"

    class NoLoad(InMemoryVaultBackend):
        def load(self, session):
            raise OSError("locked")

    res = await gate(backend=NoLoad()).prepare("s", conv(1))
    assert res.action == "block" and res.reason == "vault_error: OSError"


# -- unscannable parts -------------------------------------------------------------------------
IMAGE_BODY = {
    "messages": [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "What does Alice Smith look like?"},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,QWxpY2UgU21pdGg="}},
            ],
        }
    ]
}


async def test_unscannable_image_part_blocks():
    det = FakeDetector(RULES)
    res = await gate(detector=det).prepare("s", IMAGE_BODY)
    assert res.action == "block" and res.body is None and res.reason == "unscannable_part"
    assert res.unscannable == [("messages", 0, "content", 1)]
    assert det.calls == 0  # nothing scanned, nothing sent
    for part in (
        {"type": "input_audio", "input_audio": {"data": "AAAA", "format": "wav"}},
        {"type": "file", "file": {"file_data": "JVBERi0x", "filename": "a.pdf"}},
    ):
        body = {"messages": [{"role": "user", "content": [part]}]}
        assert (await gate().prepare("s", body)).reason == "unscannable_part"


async def test_unscannable_allowed_by_config_passes_untouched_but_text_is_masked():
    res = await gate(allow_unscannable=True).prepare("s", IMAGE_BODY)
    assert res.action == "mask"
    assert res.body["messages"][0]["content"][0]["text"] == "What does [PERSON_1] look like?"
    assert res.body["messages"][0]["content"][1] == IMAGE_BODY["messages"][0]["content"][1]


async def test_detector_reported_unscannable_parts_block():
    det = FakeDetector(RULES, unscannable=[("messages", 0, "content", 3)])
    res = await gate(detector=det).prepare("s", conv(1))
    assert res.action == "block" and res.reason == "unscannable_part"


def test_find_unscannable_ignores_schemas():
    body = {
        "tools": [{"type": "function", "function": {"parameters": {"type": "file"}}}],
        "messages": [{"role": "user", "content": "hi"}],
    }
    assert find_unscannable(body) == []


# -- concurrency -------------------------------------------------------------------------------
async def test_concurrent_requests_share_numbering_across_gates():
    backend = InMemoryVaultBackend()
    reg = VaultRegistry(backend)
    g1 = EgressGate(FakeDetector(RULES), backend, PrivacyConfig(), vaults=reg)
    g2 = EgressGate(FakeDetector(RULES), backend, PrivacyConfig(egress="block", block_types=["US_SSN"]), vaults=reg)
    bodies = [
        {"messages": [{"role": "user", "content": c}]}
        for c in ("Alice Smith", "alice@corp.example", 'Zoë "Q" O\'Neil', "+1 415 555 0100")
    ]
    results = await asyncio.gather(*[(g1 if i % 2 else g2).prepare("s", b) for i, b in enumerate(bodies)])
    phs = [r.body["messages"][0]["content"] for r in results]
    assert len(set(phs)) == 4
    v = SessionVault("s", backend)
    assert sorted(e.placeholder for e in v.entries) == sorted(phs)


# -- the real detector -------------------------------------------------------------------------
async def test_real_detector_end_to_end():
    scanner = pytest.importorskip("edgeward.detectors.scanner")
    det = scanner.Detector()
    key = "sk-proj-9fK2mQ7xL1pR8sT4vW6yZ0aB3cD5eF7g"
    body = {
        "messages": [
            {
                "role": "user",
                "content": f"Email Alice Johnson at alice.johnson@acme.internal, phone +1 415-555-0134. Key: {key}",
            },
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {
                            "name": "send",
                            "arguments": json.dumps(
                                {"to": "alice.johnson@acme.internal", "body": "Hi Alice Johnson", "auth": key}
                            ),
                        },
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"status": "sent", "cc": "+1 415-555-0134"})},
        ]
    }
    await asyncio.to_thread(det.scan_text, "warm up: Alice Example")  # builds the engine (~5 s)
    backend = InMemoryVaultBackend()
    g = EgressGate(det, backend, PrivacyConfig(scan_timeout_s=60), vaults=VaultRegistry(backend))
    try:
        res = await g.prepare("real", body)
    finally:
        g.close()
    assert res.action == "mask", res.reason
    out = sent(res)
    for value in ("alice.johnson@acme.internal", "415-555-0134", key, "Alice Johnson"):
        assert value not in out
    args = res.body["messages"][1]["tool_calls"][0]["function"]["arguments"]
    assert set(json.loads(args)) == {"to", "body", "auth"}  # valid JSON, same keys
    back = json.loads(
        restore_message(
            {
                "role": "assistant",
                "tool_calls": [{"id": "x", "type": "function", "function": {"name": "send", "arguments": args}}],
            },
            scope_of(res),
        )["tool_calls"][0]["function"]["arguments"]
    )
    assert back["to"] == "alice.johnson@acme.internal"
    assert back["auth"].startswith("[API_KEY_")  # credentials are not restored
    types = {s["type"] for s in res.spans}
    assert {"EMAIL_ADDRESS", "API_KEY", "PHONE_NUMBER"} <= types


async def test_real_detector_masks_strings_outside_the_chat_fields_and_dict_keys():
    """Stop sequences, ids, metadata, tool_choice names, schema property names and dict keys
    leave the device too: every string of the body is scanned, keys included."""
    scanner = pytest.importorskip("edgeward.detectors.scanner")
    det = scanner.Detector()
    body = {
        "messages": [
            {"role": "user", "content": "Please write to known.val@example.com today."},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "hank.id@example.com", "type": "function", "function": {"name": "ping", "arguments": "{}"}}
                ],
            },
            {"role": "tool", "tool_call_id": "hank.id@example.com", "content": "ok"},
        ],
        "metadata": {"alice.key@example.com": "v", "ref": "known.val@example.com"},
        "stop": ["carol.stop@example.com"],
        "safety_identifier": "sid.person@example.com",
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": "ping",
                    "parameters": {"type": "object", "properties": {"gina.schema@example.com": {"type": "string"}}},
                },
            }
        ],
    }
    backend = InMemoryVaultBackend()
    g = EgressGate(det, backend, PrivacyConfig(scan_timeout_s=60), vaults=VaultRegistry(backend))
    try:
        res = await g.prepare("keys", body)
    finally:
        g.close()
    assert res.action == "mask", res.reason
    out = json.dumps(res.body)
    for value in (
        "known.val@example.com",
        "alice.key@example.com",
        "carol.stop@example.com",
        "hank.id@example.com",
        "sid.person@example.com",
        "gina.schema@example.com",
    ):
        assert value not in out, value
    msgs = res.body["messages"]
    assert msgs[1]["tool_calls"][0]["id"] == msgs[2]["tool_call_id"]  # ids stay paired
