"""Prompted tool mode: tools rendered into the prompt, actions parsed back into tool_calls."""

from __future__ import annotations

import importlib.util
import json
from typing import Any

import openai
import pytest

from edgeward.proxy.errors import ProxyError
from edgeward.proxy.upstreams.prompted_tools import (
    PromptedBody,
    PromptedTools,
    ToolSpec,
    action_schema,
    grammar_safe,
    parse_reply,
    resolve_constrained,
)

WEATHER = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Get the current weather for a city.",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["C", "F"]}},
            "required": ["city"],
        },
    },
}
SEARCH = {
    "type": "function",
    "function": {
        "name": "search_files",
        "description": "Search the workspace.",
        "parameters": {
            "type": "object",
            "properties": {"query": {"type": "string", "pattern": "^.+$"}, "limit": {"type": "integer", "minimum": 1}},
            "required": ["query"],
        },
    },
}


def _body(**over):
    b = {
        "model": "m",
        "messages": [
            {"role": "system", "content": "You are helpful."},
            {"role": "user", "content": "Weather in Paris?"},
        ],
        "tools": [WEATHER, SEARCH],
    }
    b.update(over)
    return b


def _ctx(body):
    return PromptedTools("none").adapt_request(body).prompted


# -- request rendering ----------------------------------------------------------------------------------
def test_request_renders_tools_and_strips_native_fields():
    out = PromptedTools("json_schema").adapt_request(_body(tool_choice="auto", parallel_tool_calls=False))
    assert isinstance(out, PromptedBody)
    assert not {"tools", "tool_choice", "parallel_tool_calls"} & set(out)
    sys_msg = out["messages"][0]
    assert sys_msg["role"] == "system" and sys_msg["content"].startswith("You are helpful.")
    assert "get_weather: Get the current weather" in sys_msg["content"]
    assert '"tool": "none", "answer"' in sys_msg["content"]
    rf = out["response_format"]
    assert rf["type"] == "json_schema" and rf["json_schema"]["name"] == "edgeward_action"
    alts = rf["json_schema"]["schema"]["anyOf"]
    assert [a["properties"]["tool"]["const"] for a in alts] == ["get_weather", "search_files", "none"]
    # json_object (llama-cpp-python) and guided_json (vLLM) forms
    assert PromptedTools("json_object").adapt_request(_body())["response_format"]["type"] == "json_object"
    g = PromptedTools("guided_json").adapt_request(_body())
    assert "anyOf" in g["guided_json"] and "response_format" not in g
    assert "response_format" not in PromptedTools("none").adapt_request(_body())
    # a client's own response_format is never overridden
    mine = {"type": "json_object"}
    assert PromptedTools("json_object").adapt_request(_body(response_format=mine))["response_format"] == mine


def test_plain_requests_pass_through():
    pt = PromptedTools("json_object")
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "stream": True}
    assert pt.adapt_request(body) is body
    assert pt.streams_natively_for({"messages": []}) is False


def test_history_is_rendered_in_the_action_format():
    body = _body(
        messages=[
            {"role": "user", "content": "Weather in Paris and Rome?"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'},
                    },
                    {
                        "id": "call_2",
                        "type": "function",
                        "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'},
                    },
                ],
            },
            {"role": "tool", "tool_call_id": "call_1", "content": "18 C"},
            {"role": "tool", "tool_call_id": "call_2", "content": [{"type": "text", "text": "25 C"}]},
            {"role": "assistant", "content": "Paris 18 C, Rome 25 C."},
            {"role": "user", "content": "Thanks"},
        ]
    )
    msgs = PromptedTools("none").adapt_request(body)["messages"]
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "user", "assistant", "user"]
    lines = msgs[2]["content"].splitlines()
    assert [json.loads(x) for x in lines] == [
        {"tool": "get_weather", "arguments": {"city": "Paris"}},
        {"tool": "get_weather", "arguments": {"city": "Rome"}},
    ]
    assert msgs[3]["content"] == "Tool result (call_1, get_weather):\n18 C\n\nTool result (call_2, get_weather):\n25 C"
    assert json.loads(msgs[4]["content"]) == {"tool": "none", "answer": "Paris 18 C, Rome 25 C."}
    assert not any("tool_calls" in m or m["role"] == "tool" for m in msgs)


def test_tool_history_without_tools_still_adapted():
    body = {
        "model": "m",
        "messages": [
            {"role": "user", "content": "x"},
            {"role": "assistant", "tool_calls": [{"id": "c", "function": {"name": "f", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "c", "content": "done"},
        ],
    }
    out = PromptedTools("json_object").adapt_request(body)
    assert out["messages"][-1]["content"].startswith("Tool result (c, f):")
    # no tools on offer: only the answer is allowed
    assert out["response_format"]["schema"]["properties"]["tool"] == {"const": "none"}


def test_tool_choice_is_respected():
    pt = PromptedTools("json_object")
    none = pt.adapt_request(_body(tool_choice="none"))
    assert none["response_format"]["schema"]["properties"]["tool"] == {"const": "none"}
    assert "Do not call a tool" in none["messages"][0]["content"]
    req = pt.adapt_request(_body(tool_choice="required"))
    alts = req["response_format"]["schema"]["anyOf"]
    assert [a["properties"]["tool"]["const"] for a in alts] == ["get_weather", "search_files"]
    assert "You must call one of the tools" in req["messages"][0]["content"]
    named = pt.adapt_request(_body(tool_choice={"type": "function", "function": {"name": "search_files"}}))
    assert named["response_format"]["schema"]["properties"]["tool"] == {"const": "search_files"}
    assert 'You must call the tool "search_files"' in named["messages"][0]["content"]
    with pytest.raises(ProxyError) as e:
        pt.adapt_request(_body(tool_choice={"type": "function", "function": {"name": "nope"}}))
    assert e.value.status == 400
    # parsing follows the choice: a named choice rejects other tools, `required` rejects answers
    ctx = named.prompted
    assert parse_reply('{"tool": "get_weather", "arguments": {"city": "X"}}', ctx).kind == "fallback"
    assert parse_reply('{"tool": "none", "answer": "hi"}', req.prompted).kind == "fallback"


def test_tool_named_none_moves_the_sentinel():
    t = {"type": "function", "function": {"name": "none", "parameters": {"type": "object", "properties": {}}}}
    out = PromptedTools("json_object").adapt_request(_body(tools=[t]))
    consts = [a["properties"]["tool"]["const"] for a in out["response_format"]["schema"]["anyOf"]]
    assert consts == ["none", "no_tool"]
    assert parse_reply('{"tool": "none", "arguments": {}}', out.prompted).kind == "call"
    assert parse_reply('{"tool": "no_tool", "answer": "a"}', out.prompted).kind == "answer"


# -- schema ---------------------------------------------------------------------------------------------
def test_grammar_safe_drops_unsupported_keywords_and_widens():
    s = grammar_safe(
        {
            "type": "object",
            "properties": {
                "when": {"type": "string", "format": "date-time"},
                "q": {"type": "string", "pattern": "^a"},
                "n": {"type": "integer", "minimum": 0},
                "ref": {"$ref": "#/$defs/x"},
                "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
            },
            "required": ["q", "missing"],
            "$defs": {"x": {}},
        }
    )
    assert s["properties"]["when"] == {"type": "string"} and s["properties"]["q"] == {"type": "string"}
    assert s["properties"]["n"] == {"type": "integer"} and s["properties"]["ref"] == {}
    assert s["properties"]["tags"] == {"type": "array", "items": {"type": "string"}, "maxItems": 3}
    assert s["required"] == ["q"]


@pytest.mark.skipif(importlib.util.find_spec("llama_cpp") is None, reason="llama-cpp-python not installed")
def test_action_schema_converts_to_a_llama_cpp_grammar():
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    tools = [ToolSpec(t["function"]["name"], "", t["function"]["parameters"]) for t in (WEATHER, SEARCH)]
    schema = action_schema(tools, allow_answer=True)
    gbnf = json_schema_to_gbnf(json.dumps(schema))
    assert '\\"get_weather\\"' in gbnf and '\\"search_files\\"' in gbnf and '\\"none\\"' in gbnf
    assert "root ::=" in gbnf


# -- reply parsing --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text,kind,strict",
    [
        ('{"tool": "get_weather", "arguments": {"city": "Paris"}}', "call", True),
        ('{ "tool": "none", "answer": "Hello" }', "answer", True),
        ('```json\n{"tool": "get_weather", "arguments": {"city": "Paris"}}\n```', "call", True),
        ('Sure! {"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}', "call", False),
        ('{"action": "call", "tool": "get_weather", "args": {"city": "Paris"}}', "call", False),
        ('{"function": {"name": "get_weather", "arguments": {"city": "Paris"}}}', "call", False),
        ('{"action": "answer", "content": "Hello"}', "answer", False),
        ('{"tool": "launch_rockets", "arguments": {}}', "fallback", False),
        ('{"tool": "get_weather", "arguments": "not json"}', "fallback", False),
        ('{"tool": "get_weather", "arguments": {"city": "Par', "fallback", False),
        ("It is sunny in Paris.", "fallback", False),
        ("", "fallback", False),
    ],
)
def test_parse_reply(text, kind, strict):
    p = parse_reply(text, _ctx(_body()))
    assert (p.kind, p.strict) == (kind, strict)
    if kind == "call":
        assert p.calls == [("get_weather", {"city": "Paris"})] and p.conforming
    if kind == "fallback":
        assert p.content == text.strip()


def test_parse_reply_parallel_calls_and_conformance():
    ctx = _ctx(_body())
    p = parse_reply(
        '{"tool": "get_weather", "arguments": {"city": "A"}}\n{"tool": "search_files", "arguments": {"limit": 2}}', ctx
    )
    assert p.kind == "call" and [n for n, _ in p.calls] == ["get_weather", "search_files"]
    assert p.conforming is False  # search_files needs `query`
    assert not p.strict


def test_response_becomes_tool_calls_with_generated_ids():
    pt = PromptedTools("json_object")
    req = pt.adapt_request(_body())
    resp = {
        "id": "x",
        "object": "chat.completion",
        "model": "m",
        "usage": {"prompt_tokens": 1},
        "choices": [
            {
                "index": 0,
                "finish_reason": "stop",
                "message": {"role": "assistant", "content": '{"tool": "get_weather", "arguments": {"city": "Paris"}}'},
            }
        ],
    }
    out = pt.adapt_response(req, resp)
    ch = out["choices"][0]
    assert ch["finish_reason"] == "tool_calls" and ch["message"]["content"] is None
    (tc,) = ch["message"]["tool_calls"]
    assert tc["id"].startswith("call_") and len(tc["id"]) > 20 and tc["type"] == "function"
    assert tc["function"] == {"name": "get_weather", "arguments": '{"city": "Paris"}'}
    assert out["usage"] == {"prompt_tokens": 1}
    assert pt.stats["call"] == 1 and pt.stats["strict"] == 1
    # a body that was not adapted is not touched
    assert pt.adapt_response({"messages": []}, resp) is resp


def test_resolve_constrained():
    assert resolve_constrained("auto", embedded=True, provider="openai") == "json_object"
    assert resolve_constrained("auto", embedded=False, provider="openai") == "json_schema"
    assert resolve_constrained("auto", embedded=False, provider="litellm") == "none"
    assert resolve_constrained("guided_json", embedded=True, provider="openai") == "guided_json"


# -- through the proxy, against the fake upstream ---------------------------------------------------------
CALL = '{"tool": "get_weather", "arguments": {"city": "Paris"}}'


def _prompted_env(proxy_env, script, constrained="json_schema"):
    return proxy_env(script, with_cloud=False, edge={"tool_mode": "prompted", "constrained": constrained})


def test_round_trip_through_the_proxy(proxy_env):
    env = _prompted_env(
        proxy_env,
        [
            {"match": {"last_role": "user", "user": "Paris"}, "content": CALL},
            {"match": {"contains": "Tool result"}, "content": '{"tool": "none", "answer": "It is 18 C in Paris."}'},
        ],
    )
    c = openai.OpenAI(base_url=env.url, api_key="x", max_retries=0)
    msgs = [{"role": "user", "content": "What is the weather in Paris?"}]
    r = c.chat.completions.create(
        model="edge", messages=msgs, tools=[WEATHER], temperature=0, extra_headers={"x-edgeward-session": "pt-1"}
    )
    ch = r.choices[0]
    assert ch.finish_reason == "tool_calls" and ch.message.content is None
    tc = ch.message.tool_calls[0]
    assert tc.function.name == "get_weather" and json.loads(tc.function.arguments) == {"city": "Paris"}
    sent = env.edge.chat_bodies()[-1]
    assert "tools" not in sent and "tool_choice" not in sent
    assert sent["response_format"]["type"] == "json_schema" and sent["stream"] is False
    assert "get_weather" in sent["messages"][0]["content"]
    # feed the tool result back
    msgs += [
        ch.message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": tc.id, "content": "18 C, sunny"},
    ]
    r2 = c.chat.completions.create(
        model="edge", messages=msgs, tools=[WEATHER], extra_headers={"x-edgeward-session": "pt-1"}
    )
    assert r2.choices[0].message.content == "It is 18 C in Paris." and r2.choices[0].finish_reason == "stop"
    sent2 = env.edge.chat_bodies()[-1]
    assert json.loads(sent2["messages"][2]["content"]) == json.loads(CALL)
    assert sent2["messages"][3] == {"role": "user", "content": f"Tool result ({tc.id}, get_weather):\n18 C, sunny"}
    rows = env.calls("pt-1")
    assert [r.status for r in rows] == ["ok", "ok"]


def test_malformed_model_output_falls_back_to_content(proxy_env):
    env = _prompted_env(proxy_env, [{"content": "I think it is sunny {not json"}], constrained="none")
    c = openai.OpenAI(base_url=env.url, api_key="x", max_retries=0)
    r = c.chat.completions.create(model="edge", messages=[{"role": "user", "content": "Weather?"}], tools=[WEATHER])
    assert r.choices[0].message.content == "I think it is sunny {not json"
    assert not r.choices[0].message.tool_calls and r.choices[0].finish_reason == "stop"
    assert "response_format" not in env.edge.chat_bodies()[-1]
    assert env.proxy.pipeline.roles["edge"].adapter.stats["fallback"] == 1


def test_streaming_client_gets_tool_call_deltas(proxy_env):
    env = _prompted_env(proxy_env, [{"content": CALL}])
    c = openai.OpenAI(base_url=env.url, api_key="x", max_retries=0)
    stream = c.chat.completions.create(
        model="edge",
        messages=[{"role": "user", "content": "Paris?"}],
        tools=[WEATHER],
        stream=True,
        stream_options={"include_usage": True},
    )
    chunks = list(stream)
    assert env.edge.chat_bodies()[-1]["stream"] is False  # synthesised from the parsed reply
    deltas = [tc for ch in chunks if ch.choices for tc in (ch.choices[0].delta.tool_calls or [])]
    assert deltas and deltas[0].index == 0 and deltas[0].id.startswith("call_")
    assert deltas[0].function.name == "get_weather"
    args = "".join(d.function.arguments or "" for d in deltas)
    assert json.loads(args) == {"city": "Paris"}
    finishes = [ch.choices[0].finish_reason for ch in chunks if ch.choices and ch.choices[0].finish_reason]
    assert finishes == ["tool_calls"]
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens > 0


def test_streaming_without_tools_is_synthesised_with_exact_usage(proxy_env):
    env = _prompted_env(
        proxy_env, [{"content": "hello there friend", "usage": {"prompt_tokens": 5, "completion_tokens": 3}}]
    )
    c = openai.OpenAI(base_url=env.url, api_key="x", max_retries=0)
    stream = c.chat.completions.create(
        model="edge",
        messages=[{"role": "user", "content": "hi"}],
        stream=True,
        extra_headers={"x-edgeward-session": "pt-plain"},
    )
    text = "".join(ch.choices[0].delta.content or "" for ch in stream if ch.choices)
    assert text == "hello there friend"
    sent = env.edge.chat_bodies()[-1]
    assert sent["stream"] is False and "response_format" not in sent and sent["messages"][0]["content"] == "hi"
    (row,) = env.calls("pt-plain")  # recorded before [DONE], with the server's own usage
    assert (row.prompt_tokens, row.completion_tokens, row.tokens_estimated) == (5, 3, False)


# -- the real embedded model -----------------------------------------------------------------------------
@pytest.fixture
def real_proxy(embedded_proxy: Any) -> Any:
    """The session-wide embedded proxy (tests/conftest.py): the model loads once per session."""
    return embedded_proxy[0]


@pytest.mark.realmodel
def test_real_smollm2_one_tool_request_yields_a_schema_conforming_call(real_proxy):
    import jsonschema

    c = openai.OpenAI(base_url=real_proxy.url, api_key="x", max_retries=0, timeout=300)
    msgs = [{"role": "user", "content": "What is the weather in Paris?"}]
    r = c.chat.completions.create(
        model="edgeward/edge-only",
        messages=msgs,
        tools=[WEATHER],
        tool_choice="required",
        temperature=0,
        max_tokens=60,
        extra_headers={"x-edgeward-session": "real-pt"},
    )
    ch = r.choices[0]
    assert ch.finish_reason == "tool_calls", ch.message.content
    (tc,) = ch.message.tool_calls
    assert tc.function.name == "get_weather"
    jsonschema.validate(json.loads(tc.function.arguments), WEATHER["function"]["parameters"])
    # auto: the model may call or answer, but its reply always parses (constrained decoding)
    adapter = real_proxy.pipeline.roles["edge"].adapter
    before = adapter.stats["fallback"]
    r2 = c.chat.completions.create(
        model="edgeward/edge-only",
        messages=msgs,
        tools=[WEATHER],
        temperature=0,
        max_tokens=60,
        extra_headers={"x-edgeward-session": "real-pt"},
    )
    assert r2.choices[0].message.tool_calls or r2.choices[0].message.content
    assert adapter.stats["fallback"] == before


def test_truncated_answer_is_salvaged_but_a_truncated_call_is_not():
    ctx = _ctx(_body())
    p = parse_reply('{"tool": "none", "answer": "It is sunny and \\u00e9t\\u00', ctx, truncated=True)
    assert (p.kind, p.content, p.truncated) == ("answer", "It is sunny and ét", True)
    assert parse_reply('{"tool": "none", "answer": "It is sunny', ctx).kind == "fallback"  # not cut by the limit
    cut_call = '{"tool": "get_weather", "arguments": {"city": "Par'
    p = parse_reply(cut_call, ctx, truncated=True)
    assert p.kind == "fallback" and p.content == cut_call
    pt = PromptedTools("json_object")
    req = pt.adapt_request(_body())
    out = pt.adapt_response(
        req,
        {
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "length",
                    "message": {"role": "assistant", "content": '{"tool": "none", "answer": "partial te'},
                }
            ]
        },
    )
    assert out["choices"][0]["message"]["content"] == "partial te" and out["choices"][0]["finish_reason"] == "length"
    assert pt.stats["truncated_answer"] == 1


def test_raw_newlines_inside_strings_parse():
    """llama-cpp-python's grammar allows raw control characters inside JSON strings."""
    ctx = _ctx(_body())
    p = parse_reply('{ "tool": "none", "answer": "line one\nline two" }', ctx)
    assert (p.kind, p.content, p.strict) == ("answer", "line one\nline two", True)
    p = parse_reply('{"tool": "get_weather", "arguments": {"city": "Pa\nris"}}', ctx)
    assert p.kind == "call" and p.calls == [("get_weather", {"city": "Pa\nris"})]


def test_content_part_lists_on_a_flattening_role_still_parse(proxy_env):
    """Roles that flatten content-part lists (the embedded server) keep the prompted context."""
    env = proxy_env(
        [{"content": CALL}],
        with_cloud=False,
        edge={"tool_mode": "prompted", "constrained": "json_object", "flatten_content": True},
    )
    c = openai.OpenAI(base_url=env.url, api_key="x", max_retries=0)
    r = c.chat.completions.create(
        model="edge",
        tools=[WEATHER],
        messages=[
            {"role": "user", "content": [{"type": "text", "text": "Weather in"}, {"type": "text", "text": "Paris?"}]}
        ],
    )
    assert r.choices[0].message.tool_calls[0].function.name == "get_weather"
    sent = env.edge.chat_bodies()[-1]
    assert sent["messages"][-1]["content"] == "Weather in\nParis?" and "response_format" in sent
