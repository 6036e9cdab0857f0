"""The Responses front end over real HTTP: the official openai SDK → proxy → fake upstream."""

from __future__ import annotations

import json

import openai
import pytest
import requests

from edgeward.proxy.frontends.responses import parse_request

WEATHER = {
    "type": "function",
    "name": "get_weather",
    "description": "Weather for a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
}
PATCH = {
    "type": "custom",
    "name": "apply_patch",
    "description": "Edit files with a patch.",
    "format": {"type": "grammar", "syntax": "lark", "definition": 'start: "*** Begin Patch" /(.|\\n)*/'},
}


def client(env, **kw):
    return openai.OpenAI(base_url=env.url, api_key="client-token-xyz", max_retries=0, **kw)


def test_non_stream_round_trip_translates_instructions_input_and_usage(proxy_env):
    env = proxy_env(
        [{"content": "hello there", "usage": {"prompt_tokens": 30, "completion_tokens": 2, "cached_tokens": 10}}]
    )
    raw = client(env).responses.with_raw_response.create(
        model="gpt-5",
        instructions="You are terse.",
        input=[
            {"role": "developer", "content": "Answer in English."},
            {"role": "user", "content": [{"type": "input_text", "text": "Say hello"}]},
        ],
        max_output_tokens=50,
        extra_headers={"x-edgeward-session": "r-1"},
    )
    resp = raw.parse()
    assert resp.output_text == "hello there" and resp.status == "completed"
    assert resp.id.startswith("resp_") and resp.output[0].type == "message"
    assert (resp.usage.input_tokens, resp.usage.output_tokens) == (30, 2)
    assert resp.usage.input_tokens_details.cached_tokens == 10
    assert raw.headers["x-edgeward-route"] == "edge" and raw.headers["x-edgeward-session"] == "r-1"
    sent = env.edge.chat_bodies()[-1]
    assert sent["messages"] == [
        {"role": "system", "content": "You are terse."},
        {"role": "developer", "content": "Answer in English."},
        {"role": "user", "content": "Say hello"},
    ]
    assert sent["max_completion_tokens"] == 50 and sent["model"] == "edge-model"
    (row,) = env.calls("r-1")
    assert (row.prompt_tokens, row.cached_tokens, row.completion_tokens) == (30, 10, 2)


def test_stream_event_sequence_and_text(proxy_env):
    env = proxy_env(
        [{"content": "one two three", "reasoning_content": "think first", "usage": {"completion_tokens": 3}}]
    )
    with client(env).responses.stream(model="m", input="count please") as stream:
        events = list(stream)
        final = stream.get_final_response()
    kinds = [e.type for e in events]
    assert kinds[:2] == ["response.created", "response.in_progress"]
    assert kinds[-1] == "response.completed"
    assert [e.sequence_number for e in events] == list(range(len(events)))
    assert "response.reasoning_text.delta" in kinds and "response.output_text.delta" in kinds
    # every item is added before its deltas and done after them
    assert kinds.index("response.output_item.added") < kinds.index("response.reasoning_text.delta")
    assert kinds.index("response.output_text.done") < kinds.index("response.content_part.done")
    assert final.output_text == "one two three"
    assert [o.type for o in final.output] == ["reasoning", "message"]
    assert final.output[0].content[0].text == "think first"
    assert final.usage.output_tokens == 3
    deltas = "".join(e.delta for e in events if e.type == "response.output_text.delta")
    assert deltas == "one two three"
    sent = env.edge.chat_bodies()[-1]
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}


def test_function_tool_round_trip_stream_and_not(proxy_env):
    call = {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}, "id": "call_w1"}]}
    answer = {"match": {"last_role": "tool"}, "content": "It is sunny in Paris."}
    env = proxy_env([answer, call])
    c = client(env)
    first = c.responses.create(model="m", input="Weather in Paris?", tools=[WEATHER], tool_choice="auto")
    (fc,) = [o for o in first.output if o.type == "function_call"]
    assert (fc.name, fc.call_id, json.loads(fc.arguments)) == ("get_weather", "call_w1", {"city": "Paris"})
    sent = env.edge.chat_bodies()[-1]
    assert sent["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "description": "Weather for a city",
                "parameters": WEATHER["parameters"],
            },
        }
    ]
    assert sent["tool_choice"] == "auto"
    # the client sends the whole conversation back (no stored state), output items included
    second_input = [
        {"role": "user", "content": "Weather in Paris?"},
        *[o.model_dump(exclude_none=True) for o in first.output],
        {"type": "function_call_output", "call_id": fc.call_id, "output": "sunny, 24C"},
    ]
    with c.responses.stream(model="m", input=second_input, tools=[WEATHER], store=False) as stream:
        final = stream.get_final_response()
    assert final.output_text == "It is sunny in Paris."
    msgs = env.edge.chat_bodies()[-1]["messages"]
    assert msgs[1]["role"] == "assistant" and msgs[1]["tool_calls"][0]["id"] == "call_w1"
    fn = msgs[1]["tool_calls"][0]["function"]
    assert fn["name"] == "get_weather" and json.loads(fn["arguments"]) == {"city": "Paris"}
    assert msgs[2] == {"role": "tool", "tool_call_id": "call_w1", "content": "sunny, 24C"}


def test_streamed_tool_call_events(proxy_env):
    env = proxy_env([{"tool_calls": [{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "c9"}]}])
    with client(env).responses.stream(model="m", input="Oslo?", tools=[WEATHER]) as stream:
        kinds = [e.type for e in stream]
        final = stream.get_final_response()
    assert "response.function_call_arguments.delta" in kinds and "response.function_call_arguments.done" in kinds
    (fc,) = final.output
    assert fc.type == "function_call" and json.loads(fc.arguments) == {"city": "Oslo"} and fc.call_id == "c9"


def test_custom_tool_is_a_function_with_one_string_argument_and_comes_back_custom(proxy_env):
    patch = "*** Begin Patch\n*** Add File: a.txt\n+hi\n*** End Patch"
    env = proxy_env([{"tool_calls": [{"name": "apply_patch", "arguments": {"input": patch}, "id": "p1"}]}] * 2)
    c = client(env)
    resp = c.responses.create(model="m", input="add a file", tools=[PATCH])
    (item,) = resp.output
    assert (item.type, item.name, item.call_id, item.input) == ("custom_tool_call", "apply_patch", "p1", patch)
    fn = env.edge.chat_bodies()[-1]["tools"][0]["function"]
    assert fn["parameters"]["properties"] == {"input": {"type": "string", "description": "the tool's free-form input"}}
    assert "Edit files with a patch." in fn["description"] and "*** Begin Patch" in fn["description"]
    with c.responses.stream(model="m", input="add a file", tools=[PATCH]) as stream:
        kinds = [e.type for e in stream]
        final = stream.get_final_response()
    assert "response.custom_tool_call_input.done" in kinds
    assert final.output[0].input == patch
    # passed back: a custom call and its output become a tool call and a tool message
    body = {
        "model": "m",
        "input": [
            {"type": "custom_tool_call", "call_id": "p1", "name": "apply_patch", "input": patch},
            {"type": "custom_tool_call_output", "call_id": "p1", "output": "Done!"},
        ],
        "tools": [PATCH],
    }
    chat = parse_request(body).chat
    assert json.loads(chat["messages"][0]["tool_calls"][0]["function"]["arguments"]) == {"input": patch}
    assert chat["messages"][1] == {"role": "tool", "tool_call_id": "p1", "content": "Done!"}


def test_hosted_tools_dropped_with_a_warning_or_refused(proxy_env):
    env = proxy_env([{"content": "ok"}])
    r = requests.post(
        env.url + "/responses",
        json={"model": "m", "input": "hi", "tools": [WEATHER, {"type": "web_search"}]},
        timeout=10,
    )
    assert r.status_code == 200
    assert "hosted tools dropped: web_search" in r.headers["x-edgeward-warning"]
    assert [t["function"]["name"] for t in env.edge.chat_bodies()[-1]["tools"]] == ["get_weather"]
    env2 = proxy_env([{"content": "ok"}], server={"hosted_tools": "refuse"})
    r = requests.post(
        env2.url + "/responses", json={"model": "m", "input": "hi", "tools": [{"type": "file_search"}]}, timeout=10
    )
    assert r.status_code == 400
    assert r.json()["error"]["param"] == "tools.0.type" and "file_search" in r.json()["error"]["message"]
    assert env2.edge.chat_bodies() == []


def test_reasoning_items_passed_back_are_accepted_not_forwarded():
    body = {
        "model": "m",
        "input": [
            {"role": "user", "content": "q"},
            {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "opaque"},
            {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "a"}]},
            {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c1", "output": [{"type": "input_text", "text": "r"}]},
        ],
    }
    msgs = parse_request(body).chat["messages"]
    assert msgs == [
        {"role": "user", "content": "q"},
        {
            "role": "assistant",
            "content": "a",
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "r"},
    ]
    assert "opaque" not in json.dumps(msgs)


def test_previous_response_id_continues_the_stored_conversation_in_one_session(proxy_env):
    env = proxy_env([{"content": "first answer"}, {"content": "second answer"}])
    c = client(env)
    first = c.responses.create(model="m", instructions="Be brief.", input="first question")
    second = c.responses.create(model="m", previous_response_id=first.id, input="second question")
    assert second.output_text == "second answer"
    msgs = env.edge.chat_bodies()[-1]["messages"]
    # the stored conversation, without the first request's instructions (not inherited)
    assert msgs == [
        {"role": "user", "content": "first question"},
        {"role": "assistant", "content": "first answer"},
        {"role": "user", "content": "second question"},
    ]
    rows = env.calls()
    assert len(rows) == 2 and rows[0].session == rows[1].session
    got = c.responses.retrieve(second.id)
    assert got.id == second.id and got.output_text == "second answer"
    assert got.previous_response_id == first.id


def test_store_false_is_honoured(proxy_env):
    env = proxy_env([{"content": "x"}])
    c = client(env)
    r = c.responses.create(model="m", input="q", store=False)
    with pytest.raises(openai.NotFoundError):
        c.responses.retrieve(r.id)
    with pytest.raises(openai.BadRequestError) as e:
        c.responses.create(model="m", previous_response_id=r.id, input="more")
    assert e.value.code == "previous_response_not_found"
    env2 = proxy_env([{"content": "x"}], server={"store_responses": False})
    r2 = client(env2).responses.create(model="m", input="q")
    with pytest.raises(openai.NotFoundError):
        client(env2).responses.retrieve(r2.id)


def test_stored_responses_are_purged_with_the_session(proxy_env):
    from edgeward.proxy.privacy.retention import purge

    env = proxy_env([{"content": "x"}])
    c = client(env)
    r = c.responses.create(model="m", input="q", extra_headers={"x-edgeward-session": "to-purge"})
    assert c.responses.retrieve(r.id).id == r.id
    res = purge(env.store, session="to-purge")
    assert res.responses == 1 and res.sessions["to-purge"]["responses"] == 1
    with pytest.raises(openai.NotFoundError):
        c.responses.retrieve(r.id)


def test_bad_requests_are_400s_naming_the_field(proxy_env):
    env = proxy_env()
    cases = [
        ({"model": "m", "input": 5}, "input"),
        ({"model": "m", "input": [{"type": "bogus"}]}, "input.0.type"),
        ({"model": "m", "input": [{"role": "robot", "content": "x"}]}, "input.0.role"),
        ({"model": "m", "input": "x", "background": True}, "background"),
        ({"model": "m", "input": "x", "text": {"format": {"type": "json_schema", "schema": {}}}}, "text.format.name"),
        ({"model": "m", "input": "x", "max_output_tokens": 0}, "max_output_tokens"),
        ({"model": "m", "input": [{"type": "item_reference", "id": "x"}]}, "input.0"),
    ]
    for body, param in cases:
        r = requests.post(env.url + "/responses", json=body, timeout=10)
        assert r.status_code == 400, body
        assert r.json()["error"]["param"] == param, (body, r.json())
    assert env.edge.chat_bodies() == []


def test_upstream_error_keeps_openai_shape_and_mid_stream_failure_is_response_failed(proxy_env):
    env = proxy_env([{"error": {"status": 400, "message": "bad thing"}}])
    with pytest.raises(openai.BadRequestError):
        client(env).responses.create(model="m", input="q")
    env2 = proxy_env([{"content": "a b c d e f", "drop_after_chunks": 3}])
    with client(env2).responses.stream(model="m", input="q") as stream:
        kinds = [e.type for e in stream]
    assert kinds[-1] == "response.failed"


def test_websocket_upgrade_is_closed_with_a_reason(proxy_env):
    import aiohttp
    import asyncio

    env = proxy_env()

    async def attempt():
        async with aiohttp.ClientSession() as s:
            async with s.ws_connect(env.url + "/responses") as ws:
                msg = await ws.receive()
                return msg.type, ws.close_code, msg.extra

    kind, code, reason = asyncio.run(attempt())
    assert kind == aiohttp.WSMsgType.CLOSE and code == 1003
    assert "POST /v1/responses" in reason
    assert requests.get(env.url + "/responses", timeout=10).status_code == 405


def test_prompt_cache_key_separates_conversations_with_the_same_opening(proxy_env):
    # Codex opens every task with the same developer and environment messages; its
    # `prompt_cache_key` (the conversation id) keeps two tasks in two derived sessions
    env = proxy_env([{"content": "ok"}])
    c = client(env)
    opening = [{"role": "developer", "content": "You are Codex."}, {"role": "user", "content": "<env>/work</env>"}]
    raws = [
        c.responses.with_raw_response.create(model="m", input=opening, prompt_cache_key=key)
        for key in ("conv-a", "conv-a", "conv-b")
    ]
    a1, a2, b = (r.headers["x-edgeward-session"] for r in raws)
    assert a1 == a2 and a1 != b and a1.startswith("d-")


AGENTS_NS = {
    "type": "namespace",
    "name": "multi_agent_v1",
    "description": "Tools for sub-agents.",
    "tools": [
        {
            "type": "function",
            "name": "spawn_agent",
            "description": "Start a sub-agent.",
            "parameters": {"type": "object", "properties": {"task": {"type": "string"}}},
        },
        PATCH,
    ],
}


def test_namespace_tools_are_served_and_calls_come_back_namespaced(proxy_env):
    # Codex groups its sub-agent tools in a `namespace`: tools the client runs, not hosted ones
    answer = {"match": {"last_role": "tool"}, "content": "The sub-agent started."}
    call = {"tool_calls": [{"name": "multi_agent_v1__spawn_agent", "arguments": {"task": "lint"}, "id": "s1"}]}
    env = proxy_env([answer, call], server={"hosted_tools": "refuse"})
    c = client(env)
    raw = c.responses.with_raw_response.create(model="m", input="Lint it in a sub-agent.", tools=[WEATHER, AGENTS_NS])
    first = raw.parse()
    assert "x-edgeward-warning" not in raw.headers  # nothing dropped
    sent = env.edge.chat_bodies()[-1]["tools"]
    names = [t["function"]["name"] for t in sent]
    assert names == ["get_weather", "multi_agent_v1__spawn_agent", "multi_agent_v1__apply_patch"]
    assert sent[1]["function"]["description"] == "(multi_agent_v1: Tools for sub-agents.) Start a sub-agent."
    assert sent[2]["function"]["parameters"]["required"] == ["input"]  # a custom tool inside stays custom
    (fc,) = first.output
    assert (fc.type, fc.name, fc.namespace, fc.call_id) == ("function_call", "spawn_agent", "multi_agent_v1", "s1")
    # streamed the same way, and the call passed back (with its namespace) keeps the chat name
    with c.responses.stream(model="m", input="Lint it in a sub-agent.", tools=[AGENTS_NS]) as stream:
        (sfc,) = stream.get_final_response().output
    assert (sfc.name, sfc.namespace) == ("spawn_agent", "multi_agent_v1")
    back = [
        {"role": "user", "content": "Lint it in a sub-agent."},
        fc.model_dump(exclude_none=True),
        {"type": "function_call_output", "call_id": "s1", "output": "agent a1 started"},
    ]
    assert c.responses.create(model="m", input=back, tools=[AGENTS_NS]).output_text == "The sub-agent started."
    msgs = env.edge.chat_bodies()[-1]["messages"]
    assert msgs[1]["tool_calls"][0]["function"]["name"] == "multi_agent_v1__spawn_agent"
