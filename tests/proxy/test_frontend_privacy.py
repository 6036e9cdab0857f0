"""Privacy semantics are the same through every front end: one PII-bearing conversation sent as
chat completions, Responses and Anthropic Messages reaches the cloud as the same masked body
(modulo format) with the same placeholders, and each client gets its values restored. The real
detector (Presidio + spaCy + our recognizers) decides what is masked."""

from __future__ import annotations

import json
import re

import anthropic
import openai

SYSTEM = "You are the office assistant of Acme."
USER = "Write to Alice Johnson at alice.johnson@acme.internal about invoice 4471."
ARGS = {"to": "alice.johnson@acme.internal", "body": "Dear Alice Johnson, the invoice is attached."}
RESULT = "sent to alice.johnson@acme.internal; copy to +1 415-555-0134"
TOOL = {"name": "send_email", "description": "Send an e-mail", "parameters": {"type": "object", "properties": {}}}
PLACEHOLDER = re.compile(r"\[[A-Z_]+_\d+\]")


def chat_request(c: openai.OpenAI) -> str:
    r = c.chat.completions.create(
        model="edgeward/cloud-only",
        messages=[
            {"role": "system", "content": SYSTEM},
            {"role": "user", "content": USER},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "send_email", "arguments": json.dumps(ARGS)}}
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": RESULT},
        ],
        tools=[{"type": "function", "function": TOOL}],
        extra_headers={"x-edgeward-session": "via-chat"},
    )
    return r.choices[0].message.content or ""


def responses_request(c: openai.OpenAI) -> str:
    r = c.responses.create(
        model="edgeward/cloud-only",
        instructions=SYSTEM,
        input=[
            {"role": "user", "content": USER},
            {"type": "function_call", "call_id": "c1", "name": "send_email", "arguments": json.dumps(ARGS)},
            {"type": "function_call_output", "call_id": "c1", "output": RESULT},
        ],
        tools=[{"type": "function", **TOOL}],
        store=False,
        extra_headers={"x-edgeward-session": "via-responses"},
    )
    return r.output_text


def messages_request(c: anthropic.Anthropic) -> str:
    r = c.messages.create(
        model="edgeward/cloud-only",
        max_tokens=200,
        system=SYSTEM,
        messages=[
            {"role": "user", "content": USER},
            {"role": "assistant", "content": [{"type": "tool_use", "id": "c1", "name": "send_email", "input": ARGS}]},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "c1", "content": RESULT}]},
        ],
        tools=[{"name": TOOL["name"], "description": TOOL["description"], "input_schema": TOOL["parameters"]}],
        extra_headers={"x-edgeward-session": "via-messages"},
    )
    return "".join(b.text for b in r.content if b.type == "text")


def normalised(messages: list[dict]) -> list[dict]:
    """The egress messages without format differences: tool-call arguments as parsed JSON."""
    out = []
    for m in messages:
        m = dict(m)
        if m.get("tool_calls"):
            m["tool_calls"] = [
                {"id": t["id"], "name": t["function"]["name"], "args": json.loads(t["function"]["arguments"])}
                for t in m["tool_calls"]
            ]
        out.append(m)
    return out


def test_same_masked_egress_and_placeholders_through_every_front_end(proxy_env):
    env = proxy_env(
        None,
        [{"echo": True}],
        detector=None,  # the real detector
        policy={"name": "cloud-only"},
        privacy={"egress": "mask", "scan_timeout_s": 60},
        server={"scan_spares": 0},  # no kill here: a spare would only cost a third worker's start
    )
    oa = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0, timeout=120)
    an = anthropic.Anthropic(base_url=env.url.removesuffix("/v1"), api_key="k", max_retries=0, timeout=120)
    answers = {
        "via-chat": chat_request(oa),
        "via-responses": responses_request(oa),
        "via-messages": messages_request(an),
    }
    env.store.flush()
    bodies, rows = {}, {}
    for sid in answers:
        (row,) = env.store.egress(sid)
        assert row.action == "mask"
        rows[sid] = row
        bodies[sid] = normalised(json.loads(row.body)["messages"])
    sent = json.dumps(bodies["via-chat"])
    for value in ("alice.johnson@acme.internal", "Alice Johnson", "415-555-0134"):
        assert value not in sent
    assert bodies["via-chat"] == bodies["via-responses"] == bodies["via-messages"]
    placeholders = {sid: sorted(set(PLACEHOLDER.findall(json.dumps(b)))) for sid, b in bodies.items()}
    assert placeholders["via-chat"] and len({tuple(p) for p in placeholders.values()}) == 1
    assert len({r.placeholders for r in rows.values()}) == 1
    # the cloud echoed the masked user message; every client got the values back
    assert set(answers.values()) == {USER}
