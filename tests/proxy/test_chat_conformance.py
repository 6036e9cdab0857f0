"""Chat-completions conformance: per-role reshaping (developer role, completion limit, dropped
fields, JSON schema on llama.cpp), response_format validation, one final usage chunk."""

from __future__ import annotations

import json

import openai
import requests

from edgeward.proxy.settings import RoleConfig
from edgeward.proxy.sse import StreamRelay
from edgeward.proxy.upstreams.conform import EMBEDDED_DROP_FIELDS, Conformance

MSGS = [{"role": "developer", "content": "Be brief."}, {"role": "user", "content": "hi"}]


def test_embedded_role_defaults_reshape_the_body():
    c = Conformance.for_role(RoleConfig(embedded="smollm2-135m"))
    body = {
        "messages": MSGS,
        "max_completion_tokens": 40,
        "reasoning_effort": "low",
        "verbosity": "low",
        "response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "object"}}},
    }
    out = c.apply(body)
    assert out["messages"][0] == {"role": "system", "content": "Be brief."}
    assert out["max_tokens"] == 40 and "max_completion_tokens" not in out
    assert "reasoning_effort" not in out and "verbosity" not in out
    assert out["response_format"] == {"type": "json_object", "schema": {"type": "object"}}
    assert body["messages"][0]["role"] == "developer" and "reasoning_effort" in body  # not mutated
    assert set(EMBEDDED_DROP_FIELDS) <= c.drop_fields


def test_other_roles_keep_the_body_unless_configured():
    plain = Conformance.for_role(RoleConfig(model="gpt-4o", api_base="http://x/v1"))
    body = {"messages": MSGS, "max_completion_tokens": 5, "reasoning_effort": "low"}
    assert plain.is_noop and plain.apply(body) is body
    both = Conformance.for_role(
        RoleConfig(model="o3", api_base="http://x/v1", max_tokens_field="max_completion_tokens")
    )
    assert both.apply({"max_tokens": 9, "max_completion_tokens": 7}) == {"max_completion_tokens": 7}


def test_completion_limit_is_clamped_to_the_roles_maximum():
    c = Conformance.for_role(RoleConfig(model="gpt-4o-mini", api_base="http://x/v1", max_output_tokens=16384))
    assert not c.is_noop
    assert c.apply({"messages": MSGS, "max_completion_tokens": 128000})["max_completion_tokens"] == 16384
    assert c.apply({"messages": MSGS, "max_tokens": 128000})["max_tokens"] == 16384
    small = {"messages": MSGS, "max_tokens": 100}
    assert c.apply(small) is small
    # with a renamed field the clamp applies to the field sent
    emb = Conformance.for_role(RoleConfig(embedded="smollm2-135m", max_output_tokens=512))
    out = emb.apply({"messages": MSGS, "max_completion_tokens": 128000})
    assert out["max_tokens"] == 512 and "max_completion_tokens" not in out


def test_per_role_settings_over_real_http(proxy_env):
    env = proxy_env(
        [{"content": "ok"}],
        edge={"developer_role": "system", "max_tokens_field": "max_tokens", "drop_fields": ["reasoning_effort"]},
    )
    c = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    c.chat.completions.create(model="m", messages=MSGS, max_completion_tokens=12, reasoning_effort="high")
    sent = env.edge.chat_bodies()[-1]
    assert sent["messages"][0]["role"] == "system"
    assert sent["max_tokens"] == 12 and "max_completion_tokens" not in sent and "reasoning_effort" not in sent


def test_invalid_response_format_is_a_400_naming_the_field(proxy_env):
    env = proxy_env()
    cases = [
        ({"type": "xml"}, "response_format.type"),
        ({"type": "json_schema"}, "response_format.json_schema"),
        ({"type": "json_schema", "json_schema": {"schema": {}}}, "response_format.json_schema.name"),
        ({"type": "json_schema", "json_schema": {"name": "ok", "schema": []}}, "response_format.json_schema.schema"),
    ]
    for rf, param in cases:
        r = requests.post(
            env.url + "/chat/completions", json={"model": "m", "messages": MSGS, "response_format": rf}, timeout=10
        )
        assert r.status_code == 400 and r.json()["error"]["param"] == param, r.text
    assert env.edge.chat_bodies() == []


def test_include_usage_gives_exactly_one_final_usage_chunk(proxy_env):
    env = proxy_env([{"content": "a b c", "usage": {"prompt_tokens": 4, "completion_tokens": 3}}])
    r = requests.post(
        env.url + "/chat/completions",
        json={"model": "m", "messages": MSGS, "stream": True, "stream_options": {"include_usage": True}},
        timeout=10,
        stream=True,
    )
    payloads = [line[6:] for line in r.iter_lines() if line.startswith(b"data: ")]
    assert payloads[-1] == b"[DONE]"
    chunks = [json.loads(p) for p in payloads[:-1]]
    with_usage = [ch for ch in chunks if ch.get("usage")]
    assert len(with_usage) == 1 and with_usage[0] is chunks[-1] and with_usage[0]["choices"] == []
    assert with_usage[0]["usage"]["completion_tokens"] == 3


def chunk(content: str | None, usage: dict | None = None, finish: str | None = None) -> bytes:
    choices = [] if content is None else [{"index": 0, "delta": {"content": content}, "finish_reason": finish}]
    return json.dumps(
        {"id": "c", "object": "chat.completion.chunk", "model": "m", "choices": choices, "usage": usage}
    ).encode()


def test_usage_on_content_chunks_is_moved_to_one_final_chunk():
    """llama.cpp puts usage on chunks that carry choices (cumulatively): the client asked for one
    final `choices: []` chunk, so the latest usage is held and sent once at the end."""
    relay = StreamRelay(include_usage=True)
    out = [
        relay.feed(chunk("a", {"prompt_tokens": 2, "completion_tokens": 1})),
        relay.feed(chunk("b", {"prompt_tokens": 2, "completion_tokens": 2}, "stop")),
    ]
    sent = [json.loads(p) for p in out if p is not None] + [json.loads(p) for p in relay.flush()]
    assert [c.get("usage") for c in sent[:-1]] == [None, None]
    assert sent[-1]["choices"] == [] and sent[-1]["usage"]["completion_tokens"] == 2 and sent[-1]["id"] == "c"
    quiet = StreamRelay(include_usage=False)
    assert json.loads(quiet.feed(chunk("a", {"prompt_tokens": 1})) or b"{}").get("usage") is None
    assert quiet.feed(chunk(None, {"prompt_tokens": 1})) is None and quiet.flush() == []
