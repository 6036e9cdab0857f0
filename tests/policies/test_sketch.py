"""sketch over real HTTP: one cloud sketch per session, the hint in the edge's context each step."""

from __future__ import annotations

import openai

from edgeward.policies.sketch import HINT_HEADER, Sketch, parse_sketch

SKETCH = "Here is the plan:\n1. Read the invoice file\n2. Find the **total** amount\n3. Reply with the total\n"
TASK = "What is the total of invoice.txt? Answer with the number."


def run_session(env, session, steps=3, stream=False):
    c = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    msgs = [{"role": "system", "content": "You are an agent."}, {"role": "user", "content": TASK}]
    routes = []
    for i in range(steps):
        raw = c.chat.completions.with_raw_response.create(
            model="edgeward/sketch", messages=msgs, stream=stream, extra_headers={"x-edgeward-session": session}
        )
        routes.append(raw.headers["x-edgeward-route"])
        if stream:
            text = "".join(ch.choices[0].delta.content or "" for ch in raw.parse() if ch.choices)
        else:
            text = raw.parse().choices[0].message.content
        msgs = msgs + [{"role": "assistant", "content": text}, {"role": "user", "content": f"continue {i}"}]
    return routes


def test_parse_sketch_caps_points_and_words():
    text = "<think>hmm</think>\n" + "\n".join(f"{i}. " + "word " * 20 for i in range(1, 15))
    pts = parse_sketch(text, 10, 12)
    assert len(pts) == 10 and all(len(p.split()) == 13 and p.endswith("…") for p in pts)
    assert parse_sketch("Read it.\nThen answer.", 10, 12) == ["Read it.", "Then answer."]
    assert parse_sketch("", 10, 12) == []


def test_one_sketch_per_session_and_hint_in_every_edge_step(proxy_env):
    env = proxy_env([{"content": "edge answer"}], [{"content": SKETCH}])
    assert run_session(env, "sk-1") == ["edge", "edge", "edge"]
    cloud = env.cloud.chat_bodies()
    assert len(cloud) == 1  # one cloud call for the whole session
    assert [m["role"] for m in cloud[0]["messages"]] == ["system", "user"]
    assert cloud[0]["messages"][1]["content"] == TASK  # only the task left the device
    edge = env.edge.chat_bodies()
    assert len(edge) == 3
    for body in edge:
        first_user = next(m for m in body["messages"] if m["role"] == "user")
        assert first_user["content"].startswith(TASK)
        assert HINT_HEADER in first_user["content"] and "2. Find the total amount" in first_user["content"]
        assert sum(HINT_HEADER in (m.get("content") or "") for m in body["messages"]) == 1
    rows = env.calls("sk-1")
    assert [r.role for r in rows] == ["sketch", "edge", "edge", "edge"]
    assert rows[0].decision["sketch_points"] == 3 and rows[0].usd > 0
    assert all(r.decision["reason"] == "sketch_hint" and r.decision["sketch_points"] == 3 for r in rows[1:])
    assert len(env.store.egress("sk-1")) == 1


def test_system_placement_and_streaming(proxy_env):
    env = proxy_env(
        [{"content": "edge answer"}],
        [{"content": SKETCH}],
        policy={"name": "sketch", "params": {"placement": "system"}},
    )
    assert run_session(env, "sk-sys", steps=2, stream=True) == ["edge", "edge"]
    body = env.edge.chat_bodies()[-1]
    assert HINT_HEADER in body["messages"][0]["content"] and body["messages"][1]["content"] == TASK


def test_sketch_failure_continues_edge_only(proxy_env):
    env = proxy_env([{"content": "edge answer"}], [{"error": {"status": 500, "message": "down"}}])
    assert run_session(env, "sk-f", steps=2) == ["edge", "edge"]
    rows = env.calls("sk-f")
    assert [r.role for r in rows] == ["sketch", "edge", "edge"]  # not retried
    assert rows[0].status == "error"
    assert all(r.decision["fallback"] is True and r.decision["sketch"] == "sketch_failed" for r in rows[1:])
    assert all(HINT_HEADER not in str(b["messages"]) for b in env.edge.chat_bodies())


def test_without_cloud_role_is_edge_only(proxy_env):
    env = proxy_env([{"content": "edge answer"}], with_cloud=False)
    assert run_session(env, "sk-nc", steps=1) == ["edge"]
    assert env.calls("sk-nc")[0].decision["reason"] == "no_cloud_configured"
    assert Sketch().p.placement == "user"
