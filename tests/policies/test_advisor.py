"""advisor over real HTTP: the proxy adds, executes and hides the `ask_cloud_advisor` tool."""

from __future__ import annotations

import json

import openai

from edgeward.policies.advisor import ADVISOR_TOOL, TOOL_NAME, AdvisorParams, build_transcript, detect_stuck

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "read_file",
            "description": "Read a file",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}}},
        },
    }
]
ASK = {"tool_calls": [{"name": TOOL_NAME, "arguments": {"question": "How should I start?"}}]}
READ = {"tool_calls": [{"name": "read_file", "arguments": {"path": "a.txt"}}]}
ADVICE = "1. Read a.txt first. 2. Then answer with its total."
MSGS = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": "Total of a.txt?"}]


def client(env):
    return openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)


def ask(env, sid, msgs=MSGS, tools=TOOLS, stream=False):
    kw = {"tools": tools} if tools else {}
    raw = client(env).chat.completions.with_raw_response.create(
        model="edgeward/advisor", messages=msgs, stream=stream, extra_headers={"x-edgeward-session": sid}, **kw
    )
    if not stream:
        return raw.headers["x-edgeward-route"], raw.parse().choices[0].message
    content, calls = "", {}
    for ch in raw.parse():
        for c in ch.choices:
            content += c.delta.content or ""
            for tc in c.delta.tool_calls or []:
                d = calls.setdefault(tc.index, {"name": "", "arguments": ""})
                d["name"] += (tc.function.name or "") if tc.function else ""
                d["arguments"] += (tc.function.arguments or "") if tc.function else ""
    return raw.headers["x-edgeward-route"], {"content": content, "tool_calls": list(calls.values())}


def test_loop_completes_and_client_never_sees_the_advisor(proxy_env):
    env = proxy_env([ASK, READ], [{"content": ADVICE}])
    route, msg = ask(env, "adv-1")
    assert route == "edge"
    assert [t.function.name for t in msg.tool_calls] == ["read_file"]
    rows = env.calls("adv-1")
    assert [r.role for r in rows] == ["edge", "advisor", "edge"]
    assert rows[1].decision["trigger"] == "edge_request" and rows[1].usd > 0
    assert rows[2].decision["advisor_round"] == 1 and rows[2].purpose == "step:advisor_reask"
    first, second = env.edge.chat_bodies()
    assert [t["function"]["name"] for t in first["tools"]] == ["read_file", TOOL_NAME]
    assert TOOL_NAME in first["messages"][0]["content"]  # the note, in the system message
    assert second["messages"][-2]["tool_calls"][0]["function"]["name"] == TOOL_NAME
    assert second["messages"][-1]["role"] == "tool" and second["messages"][-1]["content"] == ADVICE
    (adv_body,) = env.cloud.chat_bodies()
    user = adv_body["messages"][1]["content"]
    assert "[USER] Total of a.txt?" in user and "How should I start?" in user and "read_file" in user
    assert "tools" not in adv_body


def test_stream_and_mixed_calls_are_stripped(proxy_env):
    mixed = {"tool_calls": [{"name": "read_file", "arguments": {"path": "b"}}, {"name": TOOL_NAME, "arguments": {}}]}
    env = proxy_env([mixed, {"content": "done"}], [{"content": ADVICE}])
    route, msg = ask(env, "adv-s", stream=True)
    assert route == "edge" and msg["content"] == "done" and msg["tool_calls"] == []
    rows = env.calls("adv-s")
    assert [r.role for r in rows] == ["edge", "advisor", "edge"]
    second = env.edge.chat_bodies()[1]
    names = [tc["function"]["name"] for tc in second["messages"][-2]["tool_calls"]]
    assert names == [TOOL_NAME]  # the real call was dropped; the edge is asked again
    assert all(b["stream"] is False for b in env.edge.chat_bodies())


def test_stream_tool_call_answer(proxy_env):
    env = proxy_env([ASK, READ], [{"content": ADVICE}])
    _, msg = ask(env, "adv-st", stream=True)
    assert msg["tool_calls"] == [{"name": "read_file", "arguments": json.dumps({"path": "a.txt"})}]


def test_budget_and_loop_limit(proxy_env):
    env = proxy_env(
        [ASK], [{"content": ADVICE}], policy={"name": "advisor", "params": {"session_budget": 1, "loop_limit": 1}}
    )
    route, msg = ask(env, "adv-b")  # the edge keeps asking: one advice, then the tool is withdrawn
    assert route == "edge" and not msg.tool_calls and msg.content == ""
    rows = env.calls("adv-b")
    assert [r.role for r in rows] == ["edge", "advisor", "edge", "edge"]  # asked again → withdrawn → stripped
    assert rows[-1].decision["advisor_withdrawn"] == "loop_limit"
    assert [t["function"]["name"] for t in env.edge.chat_bodies()[-1]["tools"]] == ["read_file"]
    ask(env, "adv-b", msgs=MSGS + [{"role": "assistant", "content": "x"}, {"role": "user", "content": "go on"}])
    rows = env.calls("adv-b")
    assert [r.role for r in rows][4:] == ["edge"] and rows[-1].decision["reason"] == "advisor_budget_spent"
    assert TOOL_NAME not in json.dumps(env.edge.chat_bodies()[-1])
    assert len(env.cloud.chat_bodies()) == 1


def test_without_tools_is_edge_only(proxy_env):
    env = proxy_env([{"content": "plain"}], [{"content": ADVICE}])
    route, msg = ask(env, "adv-n", tools=None)
    assert route == "edge" and msg.content == "plain"
    assert [r.role for r in env.calls("adv-n")] == ["edge"] and not env.cloud.chat_bodies()
    assert "tools" not in env.edge.chat_bodies()[0]


def test_stuck_trigger_fires_and_advice_persists(proxy_env):
    env = proxy_env([READ, {"content": "The total is 7."}], [{"content": ADVICE}])
    hist = MSGS + [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "read_file", "arguments": '{"path": "x.txt"}'}}
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "Error: no such file: x.txt"},
    ]
    _, msg = ask(env, "adv-t", msgs=hist)
    assert msg.tool_calls[0].function.name == "read_file"
    rows = env.calls("adv-t")
    assert [r.role for r in rows] == ["advisor", "edge"]
    assert rows[0].decision["trigger"] == "tool_error" and rows[1].decision["advisor_trigger"] == "tool_error"
    body = env.edge.chat_bodies()[0]
    assert body["messages"][-2]["tool_calls"][0]["function"]["name"] == TOOL_NAME
    assert body["messages"][-1]["content"] == ADVICE
    # next step: the client's history lacks the exchange; the proxy re-inserts it in place
    hist2 = hist + [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "c2", "type": "function", "function": {"name": "read_file", "arguments": '{"path": "a.txt"}'}}
            ],
        },
        {"role": "tool", "tool_call_id": "c2", "content": "7"},
    ]
    _, msg = ask(env, "adv-t", msgs=hist2)
    assert msg.content == "The total is 7."
    body = env.edge.chat_bodies()[1]
    roles = [m["role"] for m in body["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "assistant", "tool", "assistant", "tool"]
    assert body["messages"][5]["content"] == ADVICE and body["messages"][6]["tool_calls"][0]["id"] == "c2"
    assert [r.role for r in env.calls("adv-t")][2:] == ["edge"]  # no second trigger


def test_stuck_rules_and_transcript():
    p = AdvisorParams(trigger_stall_steps=2)

    def call(i, args):
        return {
            "role": "assistant",
            "tool_calls": [{"id": f"c{i}", "function": {"name": "read_file", "arguments": json.dumps(args)}}],
        }

    def res(i, text="ok"):
        return {"role": "tool", "tool_call_id": f"c{i}", "content": text}

    assert detect_stuck([call(1, {"p": 1}), res(1, "exit_code: 2\nboom")], p)[0] == "tool_error"
    assert detect_stuck([call(1, {"p": 1}), res(1), call(2, {"p": 1}), res(2)], p)[0] == "repeat"
    seq = [call(1, {"p": 1}), res(1), call(2, {"p": 2}), res(2), call(3, {"p": 1}), res(3), call(4, {"p": 2}), res(4)]
    assert detect_stuck(seq, p)[0] == "stall"
    assert detect_stuck(seq[:4], p) is None
    long = [
        {"role": "user", "content": "u" * 5000},
        {"role": "assistant", "content": "<think>secret</think>ok", "reasoning_content": "hidden chain"},
    ]
    t = build_transcript(
        long, TOOLS + [ADVISOR_TOOL], AdvisorParams(head_chars=100, tail_chars=300, message_chars=2000)
    )
    assert len(t) < 600 and "omitted" in t and "hidden chain" not in t and "secret" not in t


def test_answer_check_trigger_reviews_the_first_final_answer(proxy_env):
    env = proxy_env(
        [{"content": "42"}, READ, {"content": "17"}],
        [{"content": ADVICE}],
        arms={"checked": {"policy": "advisor", "params": {"trigger_answer_check": True}}},
    )
    raw = client(env).chat.completions.with_raw_response.create(
        model="edgeward/checked", messages=MSGS, tools=TOOLS, extra_headers={"x-edgeward-session": "adv-ac"}
    )
    msg = raw.parse().choices[0].message
    assert [t.function.name for t in msg.tool_calls] == ["read_file"]  # the edge looked before answering
    rows = env.calls("adv-ac")
    assert [r.role for r in rows] == ["edge", "advisor", "edge"]
    assert rows[1].decision["trigger"] == "answer_check"
    (adv_body,) = env.cloud.chat_bodies()
    assert "'42'" in adv_body["messages"][1]["content"]  # the draft answer is what gets checked
    # once per session: the next final answer is delivered as is
    later = MSGS + [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "read_file", "arguments": "{}"}}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "17"},
    ]
    raw2 = client(env).chat.completions.with_raw_response.create(
        model="edgeward/checked", messages=later, tools=TOOLS, extra_headers={"x-edgeward-session": "adv-ac"}
    )
    assert raw2.parse().choices[0].message.content == "17"
    assert [r.role for r in env.calls("adv-ac")].count("advisor") == 1


def test_answer_check_treats_a_finish_call_as_the_final_answer(proxy_env):
    finish = {"tool_calls": [{"name": "finish", "arguments": {"answer": "42"}}]}
    tools = TOOLS + [
        {
            "type": "function",
            "function": {
                "name": "finish",
                "parameters": {"type": "object", "properties": {"answer": {"type": "string"}}},
            },
        }
    ]
    env = proxy_env(
        [finish, READ],
        [{"content": ADVICE}],
        arms={"checked": {"policy": "advisor", "params": {"trigger_answer_check": True}}},
    )
    msg = (
        client(env)
        .chat.completions.create(
            model="edgeward/checked", messages=MSGS, tools=tools, extra_headers={"x-edgeward-session": "adv-fin"}
        )
        .choices[0]
        .message
    )
    assert [t.function.name for t in msg.tool_calls] == ["read_file"]
    assert [r.role for r in env.calls("adv-fin")] == ["edge", "advisor", "edge"]
