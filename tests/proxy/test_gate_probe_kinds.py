"""The egress gate with the real detector on agent-shaped requests: what the cloud needs
(tool names, JSON keys, dates in a query, CLI flags) arrives intact while the personal values
next to it are masked, in the same request and in a later one of the same session (known-value
propagation). Values and wording are our own (issue 12, outside-probe kinds)."""

from __future__ import annotations

import json

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry


@pytest.fixture(scope="module")
def detector():
    d = Detector(DetectorConfig(scan_timeout_s=None))
    d.scan_text("warm up the engine (built on first use, slower than the gate's scan timeout)")
    return d


def make_gate(detector: Detector) -> EgressGate:
    backend = InMemoryVaultBackend()
    return EgressGate(detector, backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))


_TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "send_email",
            "description": "Send an e-mail to a contact.",
            "parameters": {"type": "object", "properties": {"to": {"type": "string"}, "body": {"type": "string"}}},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "run_sql",
            "description": "Run a read-only SQL query.",
            "parameters": {"type": "object", "properties": {"query": {"type": "string"}}},
        },
    },
]


async def test_tool_names_keys_dates_and_flags_survive_while_values_are_masked(detector):
    query = "SELECT card_number, failed_at FROM charges WHERE failed_at >= '2023-07-01' AND card_number LIKE '5355%'"
    rows = json.dumps(
        [
            {"客户编号": "K-7731", "联系电话": "13987654321", "failed_at": "2023-07-19 08:15:00"},
            {"客户编号": "K-7732", "联系电话": "13712345678", "failed_at": "2023-07-20 11:02:41"},
        ],
        ensure_ascii=False,
    )
    body = {
        "model": "m",
        "tools": _TOOLS,
        "messages": [
            {"role": "system", "content": "You are an operations assistant."},
            {
                "role": "user",
                "content": "Email Rosalind the failed charges since 2023-07-01, then run npm test -- --reporter=dot.",
            },
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "run_sql", "arguments": json.dumps({"query": query})},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": rows},
        ],
    }
    gate = make_gate(detector)
    res = await gate.prepare("s1", body)
    assert res.action == "mask"
    sent = json.dumps(res.body, ensure_ascii=False)
    # personal values masked
    for value in ("Rosalind", "13987654321", "13712345678"):
        assert value not in sent
    # what the cloud needs, intact
    assert res.body["tools"][0]["function"]["name"] == "send_email"
    assert "2023-07-01" in res.body["messages"][1]["content"] and "--reporter=dot" in res.body["messages"][1]["content"]
    assert json.loads(res.body["messages"][2]["tool_calls"][0]["function"]["arguments"])["query"] == query
    for key in ("客户编号", "联系电话", "failed_at", "2023-07-19 08:15:00", "2023-07-20 11:02:41"):
        assert key in res.body["messages"][3]["content"]

    # a later request of the same session: the known values propagate, the rest stays intact
    later = {
        "model": "m",
        "tools": _TOOLS,
        "messages": body["messages"]
        + [
            {"role": "assistant", "content": "Done."},
            {"role": "user", "content": "Now send_email to rosalind again with the 2023-07 summary."},
        ],
    }
    res2 = await gate.prepare("s1", later)
    assert res2.body["tools"][0]["function"]["name"] == "send_email"
    last = res2.body["messages"][-1]["content"]
    assert last.startswith("Now send_email to ") and "2023-07 summary" in last
    assert "rosalind" not in last.casefold()
