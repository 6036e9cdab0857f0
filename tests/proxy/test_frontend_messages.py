"""The Anthropic Messages front end over real HTTP: the official anthropic SDK → proxy → fake upstream."""

from __future__ import annotations

import json

import anthropic
import pytest
import requests

from edgeward.proxy.errors import ProxyError
from edgeward.proxy.frontends.messages import parse_request

TOOL = {
    "name": "get_weather",
    "description": "Weather for a city",
    "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
}


def base_url(env) -> str:
    return env.url.removesuffix("/v1")


def client(env, **kw):
    return anthropic.Anthropic(base_url=base_url(env), api_key="client-key-xyz", max_retries=0, **kw)


def test_non_stream_round_trip_system_blocks_and_cached_usage(proxy_env):
    env = proxy_env(
        [{"content": "hello there", "usage": {"prompt_tokens": 40, "completion_tokens": 2, "cached_tokens": 30}}]
    )
    raw = client(env).messages.with_raw_response.create(
        model="claude-test",
        max_tokens=64,
        system=[
            {"type": "text", "text": "You are terse."},
            {"type": "text", "text": "Answer in English.", "cache_control": {"type": "ephemeral"}},
        ],
        messages=[
            {"role": "user", "content": [{"type": "text", "text": "Say hello", "cache_control": {"type": "ephemeral"}}]}
        ],
        stop_sequences=["END"],
        extra_headers={"x-edgeward-session": "m-1"},
    )
    msg = raw.parse()
    assert msg.content[0].text == "hello there" and msg.stop_reason == "end_turn"
    assert msg.model == "claude-test" and msg.role == "assistant"
    # Anthropic's input_tokens exclude cache reads
    assert (msg.usage.input_tokens, msg.usage.cache_read_input_tokens, msg.usage.output_tokens) == (10, 30, 2)
    assert raw.headers["x-edgeward-route"] == "edge" and raw.headers["x-edgeward-session"] == "m-1"
    sent = env.edge.chat_bodies()[-1]
    assert sent["messages"] == [
        {"role": "system", "content": "You are terse.\n\nAnswer in English."},
        {"role": "user", "content": "Say hello"},
    ]
    assert sent["max_completion_tokens"] == 64 and sent["stop"] == ["END"]
    assert "cache_control" not in json.dumps(sent)
    (row,) = env.calls("m-1")
    assert (row.prompt_tokens, row.cached_tokens, row.completion_tokens) == (40, 30, 2)


def test_stream_events_text_and_thinking(proxy_env):
    env = proxy_env([{"content": "one two three", "reasoning_content": "let me see", "usage": {"prompt_tokens": 9}}])
    with client(env).messages.stream(
        model="claude", max_tokens=100, messages=[{"role": "user", "content": "count"}]
    ) as stream:
        events = list(stream)
        final = stream.get_final_message()
    kinds = [e.type for e in events]
    assert kinds[0] == "message_start" and kinds[-1] == "message_stop"
    assert "message_delta" in kinds
    assert [b.type for b in final.content] == ["thinking", "text"]
    assert final.content[0].thinking == "let me see" and final.content[1].text == "one two three"
    assert final.stop_reason == "end_turn"
    assert final.usage.output_tokens == 6 and final.usage.input_tokens == 9  # reasoning tokens count as output
    assert "".join(
        e.delta.text for e in events if e.type == "content_block_delta" and e.delta.type == "text_delta"
    ) == ("one two three")


def test_tool_use_round_trip_stream_and_not(proxy_env):
    call = {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}, "id": "toolu_1"}]}
    answer = {"match": {"contains": "sunny, 24C"}, "content": "Sunny in Paris."}
    env = proxy_env([answer, call, call])
    c = client(env)
    first = c.messages.create(
        model="claude",
        max_tokens=100,
        tools=[TOOL],
        tool_choice={"type": "any"},
        messages=[{"role": "user", "content": "Weather in Paris?"}],
    )
    assert first.stop_reason == "tool_use"
    (use,) = [b for b in first.content if b.type == "tool_use"]
    assert (use.id, use.name, use.input) == ("toolu_1", "get_weather", {"city": "Paris"})
    sent = env.edge.chat_bodies()[-1]
    assert sent["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "parameters": TOOL["input_schema"],
                "description": "Weather for a city",
            },
        }
    ]
    assert sent["tool_choice"] == "required"
    with c.messages.stream(
        model="claude", max_tokens=100, tools=[TOOL], messages=[{"role": "user", "content": "Weather in Paris?"}]
    ) as stream:
        kinds = [e.type for e in stream]
        streamed = stream.get_final_message()
    assert "content_block_start" in kinds and streamed.content[0].input == {"city": "Paris"}
    history = [
        {"role": "user", "content": "Weather in Paris?"},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "toolu_1", "content": [{"type": "text", "text": "sunny, 24C"}]},
                {"type": "text", "text": "Thanks."},
            ],
        },
    ]
    final = c.messages.create(model="claude", max_tokens=100, tools=[TOOL], messages=history)
    assert final.content[0].text == "Sunny in Paris."
    msgs = env.edge.chat_bodies()[-1]["messages"]
    assert msgs[1]["role"] == "assistant" and msgs[1]["tool_calls"][0]["id"] == "toolu_1"
    assert json.loads(msgs[1]["tool_calls"][0]["function"]["arguments"]) == {"city": "Paris"}
    assert msgs[2] == {"role": "tool", "tool_call_id": "toolu_1", "content": "sunny, 24C"}
    assert msgs[3] == {"role": "user", "content": "Thanks."}


def test_count_tokens_is_local(proxy_env):
    env = proxy_env()
    n = client(env).messages.count_tokens(
        model="claude",
        system="You are terse.",
        tools=[TOOL],
        messages=[{"role": "user", "content": "How many tokens is this message, roughly?"}],
    )
    assert n.input_tokens > 10
    assert env.edge.chat_bodies() == [] and env.cloud.chat_bodies() == []


def test_beta_query_x_api_key_auth_and_anthropic_error_shape(proxy_env):
    env = proxy_env([{"content": "ok"}], server={"token": "proxy-token-123"})
    url = base_url(env) + "/v1/messages?beta=true"
    body = {"model": "claude", "max_tokens": 10, "messages": [{"role": "user", "content": "hi"}]}
    headers = {"anthropic-version": "2023-06-01"}
    r = requests.post(url, json=body, headers={**headers, "x-api-key": "wrong"}, timeout=10)
    assert r.status_code == 401
    assert r.json() == {
        "type": "error",
        "error": {"type": "authentication_error", "message": r.json()["error"]["message"]},
    }
    r = requests.post(url, json=body, headers={**headers, "x-api-key": "proxy-token-123"}, timeout=10)
    assert r.status_code == 200 and r.json()["content"][0]["text"] == "ok"
    assert "proxy-token-123" not in json.dumps(env.edge.requests)  # never forwarded
    r = requests.post(url, json=body, headers={"Authorization": "Bearer proxy-token-123"}, timeout=10)
    assert r.status_code == 200
    bad = requests.post(url, json={**body, "messages": []}, headers={"x-api-key": "proxy-token-123"}, timeout=10)
    assert bad.status_code == 400 and bad.json()["type"] == "error"
    assert bad.json()["error"]["type"] == "invalid_request_error" and "messages" in bad.json()["error"]["message"]
    with pytest.raises(anthropic.AuthenticationError):
        client(env).messages.create(model="claude", max_tokens=5, messages=[{"role": "user", "content": "x"}])


def test_api_hello_answers_head_and_get_without_a_token(proxy_env):
    env = proxy_env(server={"token": "proxy-token-123"})
    assert requests.head(base_url(env) + "/api/hello", timeout=10).status_code == 200
    assert requests.get(base_url(env) + "/api/hello", timeout=10).json()["ok"] is True


def test_upstream_errors_in_anthropic_shape_stream_and_not(proxy_env):
    env = proxy_env([{"error": {"status": 429, "message": "slow down"}}])
    with pytest.raises(anthropic.RateLimitError):
        client(env).messages.create(model="c", max_tokens=5, messages=[{"role": "user", "content": "x"}])
    env2 = proxy_env([{"content": "a b c d e f", "drop_after_chunks": 3}])
    with pytest.raises(anthropic.APIStatusError):
        with client(env2).messages.stream(model="c", max_tokens=5, messages=[{"role": "user", "content": "x"}]) as s:
            list(s)


def test_anthropic_defined_tools_dropped_or_refused(proxy_env):
    body = {
        "model": "c",
        "max_tokens": 5,
        "tools": [TOOL, {"type": "web_search_20250305", "name": "web_search"}],
        "messages": [{"role": "user", "content": "x"}],
    }
    call = parse_request(body)
    assert [t["function"]["name"] for t in call.chat["tools"]] == ["get_weather"]
    assert call.warnings == ["hosted tools dropped: web_search_20250305"]
    env = proxy_env([{"content": "ok"}], server={"hosted_tools": "refuse"})
    r = requests.post(base_url(env) + "/v1/messages", json=body, timeout=10)
    assert r.status_code == 400 and r.json()["error"]["type"] == "invalid_request_error"


def test_thinking_blocks_and_images_translate():
    body = {
        "model": "c",
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "look"},
                    {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AAAA"}},
                ],
            },
            {
                "role": "assistant",
                "content": [
                    {"type": "thinking", "thinking": "secret chain", "signature": "sig"},
                    {"type": "text", "text": "I see."},
                ],
            },
        ],
    }
    msgs = parse_request(body).chat["messages"]
    assert msgs[0]["content"] == [
        {"type": "text", "text": "look"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
    ]
    assert msgs[1] == {"role": "assistant", "content": "I see."}


def test_system_messages_inside_the_conversation_stay_in_place():
    # Claude Code (2.1) sends per-turn instructions as `role: system` messages after the user's
    body = {
        "model": "c",
        "system": "base prompt",
        "messages": [
            {"role": "user", "content": [{"type": "text", "text": "What is in notes.txt?"}]},
            {"role": "system", "content": [{"type": "text", "text": "# Environment"}, {"type": "text", "text": "cwd"}]},
            {"role": "assistant", "content": "Let me look."},
            {"role": "system", "content": "be brief"},
        ],
    }
    assert parse_request(body).chat["messages"] == [
        {"role": "system", "content": "base prompt"},
        {"role": "user", "content": "What is in notes.txt?"},
        {"role": "system", "content": "# Environment\n\ncwd"},
        {"role": "assistant", "content": "Let me look."},
        {"role": "system", "content": "be brief"},
    ]
    bad = {"model": "c", "messages": [{"role": "system", "content": [{"type": "image"}]}]}
    with pytest.raises(ProxyError) as e:
        parse_request(bad)
    assert e.value.status == 400 and "messages.0.content.0" in str(e.value.payload())


# -- parallel tool calls whose argument deltas interleave (breaker18) ----------------------------
def _sse(*deltas: dict, finish: str | None = "tool_calls") -> str:
    """A chat SSE body: one chunk per delta, then a finish chunk (unless None) and [DONE]."""

    def chunk(delta: dict, reason: str | None = None) -> str:
        c = {"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "m"}
        c["choices"] = [{"index": 0, "delta": delta, "finish_reason": reason}]
        return "data: " + json.dumps(c) + "\n\n"

    return "".join(chunk(d) for d in deltas) + (chunk({}, finish) if finish else "") + "data: [DONE]\n\n"


def _call(i: int, args: str, name: str | None = None) -> dict:
    tc: dict = {"index": i, "function": {"arguments": args}}
    if name:
        tc.update(id=f"call_{i}", type="function")
        tc["function"]["name"] = name
    return tc


@pytest.mark.parametrize("shape", ["interleaved", "sequential", "announced-then-interleaved"])
def test_parallel_tool_calls_reach_the_client_whole_however_their_deltas_interleave(proxy_env, shape):
    a, b = json.dumps({"city": "Oslo", "unit": "celsius"}), json.dumps({"city": "Lima"})
    if shape == "interleaved":  # the second call starts before the first's arguments are done
        deltas = [
            {"role": "assistant", "tool_calls": [_call(0, a[:9], "get_weather")]},
            {"tool_calls": [_call(1, b[:5], "get_weather")]},
            {"tool_calls": [_call(0, a[9:20])]},
            {"tool_calls": [_call(1, b[5:])]},
            {"tool_calls": [_call(0, a[20:])]},
        ]
    elif shape == "sequential":  # OpenAI's order: one call's deltas, then the next's
        deltas = [
            {"role": "assistant", "tool_calls": [_call(0, "", "get_weather")]},
            {"tool_calls": [_call(0, a[:10])]},
            {"tool_calls": [_call(0, a[10:])]},
            {"tool_calls": [_call(1, b[:4], "get_weather")]},
            {"tool_calls": [_call(1, b[4:])]},
        ]
    else:  # both announced in one delta, then their pieces alternate
        deltas = [{"role": "assistant", "tool_calls": [_call(0, "", "get_weather"), _call(1, "", "get_weather")]}]
        deltas += [{"tool_calls": [_call(0, a[i : i + 7]), _call(1, b[i : i + 7])]} for i in range(0, len(a), 7)]
    env = proxy_env([{"raw": {"status": 200, "content_type": "text/event-stream", "body": _sse(*deltas)}}])
    with client(env).messages.stream(
        model="m", max_tokens=64, tools=[TOOL], messages=[{"role": "user", "content": "weather?"}]
    ) as s:
        final = s.get_final_message()
    uses = [blk for blk in final.content if blk.type == "tool_use"]
    assert [(u.id, u.input) for u in uses] == [("call_0", json.loads(a)), ("call_1", json.loads(b))]
    assert final.stop_reason == "tool_use"


def test_tool_arguments_after_the_calls_block_was_stopped_end_in_an_error_not_a_partial_call(proxy_env):
    a = json.dumps({"city": "Oslo"})
    deltas = [
        {"role": "assistant", "tool_calls": [_call(0, a[:6], "get_weather")]},
        {"content": "checking"},  # stops the tool_use block
        {"tool_calls": [_call(0, a[6:])]},  # too late for it
    ]
    env = proxy_env([{"raw": {"status": 200, "content_type": "text/event-stream", "body": _sse(*deltas)}}])
    r = requests.post(
        base_url(env) + "/v1/messages",
        json={
            "model": "m",
            "max_tokens": 64,
            "stream": True,
            "tools": [TOOL],
            "messages": [{"role": "user", "content": "x"}],
        },
        timeout=15,
    )
    events = [ln for ln in r.text.splitlines() if ln.startswith("event: ")]
    assert events[-1] == "event: error" and "message_stop" not in r.text
    assert "interleaved" in r.text
