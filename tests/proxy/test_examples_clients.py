"""The client examples in examples/clients/ run against the proxy (fake upstreams, real HTTP).

Each example's main function is loaded from its file and called with the proxy's URL; the
assertions look at what the client got back (answer text, x-edgeward-* headers) and at what the
fake upstream received (tool results sent back, `stop` sequences, streaming flags).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

CLIENTS = Path(__file__).resolve().parents[2] / "examples" / "clients"
ONE_LINE = 'os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:8787/v1")'


def load_example(name: str) -> ModuleType:
    path = CLIENTS / name
    spec = importlib.util.spec_from_file_location(f"edgeward_example_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def chat_requests(up) -> list[dict]:
    return [r for r in up.requests if r["path"].endswith("/chat/completions")]


def assert_edgeward_headers(h: dict[str, str], session: str, route: str = "edge", policy: str = "edge-only") -> None:
    assert h["x-edgeward-route"] == route
    assert h["x-edgeward-policy"] == policy
    assert h["x-edgeward-session"] == session
    assert h["x-edgeward-call-id"].startswith("call-")


@pytest.mark.parametrize("name", ["openai_sdk.py", "langchain_chat.py", "smolagents_agent.py", "curl.sh"])
def test_every_example_shows_the_one_line_in_its_header(name):
    text = (CLIENTS / name).read_text(encoding="utf-8")
    header = text.split('"""')[0] if name.endswith(".py") else text.split("set -euo")[0]
    if name.endswith(".py"):
        assert f"base_url = {ONE_LINE}" in header
        assert f"base_url = {ONE_LINE}  # <- the ONE line you change" in text
    else:
        assert 'BASE_URL="${1:-${OPENAI_BASE_URL:-http://127.0.0.1:8787/v1}}"' in header
    assert "ONE line" in header
    readme = (CLIENTS / "README.md").read_text(encoding="utf-8")
    assert name in readme


# --- OpenAI SDK: streaming with tools -----------------------------------------------------------

WEATHER_CALL = {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}, "id": "call_w1"}]}


@pytest.mark.parametrize("policy,route", [("edge-only", "edge"), ("cloud-only", "cloud")])
def test_openai_sdk_streams_tool_call_runs_tool_and_gets_final_answer(proxy_env, policy, route):
    mod = load_example("openai_sdk.py")
    script = [{"match": {"last_role": "tool"}, "content": "Paris: 18 °C with light rain."}, WEATHER_CALL]
    env = proxy_env(script, script)
    up = env.edge if route == "edge" else env.cloud
    printed: list[str] = []
    result = mod.run(env.url, f"edgeward/{policy}", session="sdk-1", out=printed.append)

    assert result["answer"] == "Paris: 18 °C with light rain."
    first, second = result["turns"]
    # the tool-call deltas were reassembled: id, name and the arguments split over several chunks
    assert first["tool_calls"] == [
        {"id": "call_w1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
    ]
    assert second["tool_calls"] == []
    for turn in (first, second):
        assert_edgeward_headers(turn["headers"], "sdk-1", route, policy)
    assert first["headers"]["x-edgeward-call-id"] != second["headers"]["x-edgeward-call-id"]
    assert "x-edgeward-route=" + route in "".join(printed)

    bodies = [r["body"] for r in chat_requests(up)]
    assert len(bodies) == 2 and all(b["stream"] is True and b["tools"] for b in bodies)
    assert [b["tool_choice"] for b in bodies] == ["auto", "auto"]
    assert bodies[1]["messages"][1]["tool_calls"][0]["id"] == "call_w1"
    tool_msg = bodies[1]["messages"][-1]
    assert tool_msg["role"] == "tool" and tool_msg["tool_call_id"] == "call_w1"
    assert json.loads(tool_msg["content"]) == {"city": "Paris", "temperature_c": 18, "conditions": "light rain"}
    assert not chat_requests(env.cloud if route == "edge" else env.edge)
    rows = env.calls("sdk-1")
    assert [r.role for r in rows] == [route, route] and all(r.status == "ok" for r in rows)


def test_openai_sdk_last_turn_forbids_tools_so_a_looping_model_answers(proxy_env):
    mod = load_example("openai_sdk.py")
    env = proxy_env([WEATHER_CALL, {"content": "Light rain in Paris."}])
    result = mod.run(env.url, "edgeward/edge-only", session="sdk-loop", max_turns=2, out=lambda s: None)
    assert result["answer"] == "Light rain in Paris."
    assert [b["tool_choice"] for b in env.edge.chat_bodies()] == ["auto", "none"]


def test_openai_sdk_main_runs_as_a_script(proxy_env, capsys):
    mod = load_example("openai_sdk.py")
    env = proxy_env([{"match": {"last_role": "tool"}, "content": "Done: light rain."}, WEATHER_CALL])
    assert mod.main(["--base-url", env.url, "--session", "sdk-main"]) == 0
    out = capsys.readouterr().out
    assert "[tool] get_weather" in out and "final answer: Done: light rain." in out
    assert "x-edgeward-session=sdk-main" in out


# --- LangChain ChatOpenAI with bind_tools --------------------------------------------------------


def test_langchain_bound_tool_round_trip(proxy_env):
    pytest.importorskip("langchain_openai")
    mod = load_example("langchain_chat.py")
    env = proxy_env(
        [
            {"match": {"last_role": "tool"}, "content": "Oslo has snow showers, 4 °C."},
            {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "call_lc"}]},
        ]
    )
    result = mod.run(env.url, "edgeward/edge-only", session="lc-1", verbose=False)

    assert result["answer"] == "Oslo has snow showers, 4 °C."
    assert [(c["name"], c["args"], c["id"]) for c in result["tool_calls"]] == [
        ("get_weather", {"city": "Oslo"}, "call_lc")
    ]
    assert len(result["headers"]) == 2
    for h in result["headers"]:
        assert_edgeward_headers(h, "lc-1")

    first, second = (r["body"] for r in chat_requests(env.edge))
    # bind_tools turned the @tool into an OpenAI function schema
    (fn,) = [t["function"] for t in first["tools"]]
    assert fn["name"] == "get_weather" and fn["parameters"]["properties"]["city"]["type"] == "string"
    assert "tool_choice" not in first and second["tool_choice"] == "none"  # the answer turn may not call tools
    assert second["tools"] == first["tools"]
    tool_msg = second["messages"][-1]
    assert tool_msg["role"] == "tool" and tool_msg["tool_call_id"] == "call_lc"
    assert json.loads(tool_msg["content"])["conditions"] == "snow showers"
    assert len(env.calls("lc-1")) == 2


# --- smolagents OpenAIServerModel (stop sequences) -----------------------------------------------


@pytest.mark.parametrize("stream", [False, True], ids=["generate", "generate_stream"])
def test_smolagents_tool_calling_agent_sends_stop_and_finishes(proxy_env, stream):
    pytest.importorskip("smolagents")
    mod = load_example("smolagents_agent.py")
    env = proxy_env(
        {
            "steps": [
                {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Cairo"}, "id": "call_sa1"}]},
                {
                    "tool_calls": [
                        {"name": "final_answer", "arguments": {"answer": "Cairo: clear sky, 31 °C."}, "id": "call_sa2"}
                    ]
                },
            ],
            "exhausted": "error",
        }
    )
    session = f"sa-{int(stream)}"
    result = mod.run(env.url, "edgeward/edge-only", session=session, stream=stream, verbosity=0)

    assert result["answer"] == "Cairo: clear sky, 31 °C."
    assert len(result["steps"]) == 2 and all(s.error is None for s in result["steps"])
    bodies = [r["body"] for r in chat_requests(env.edge)]
    assert len(bodies) == 2
    for b in bodies:
        # smolagents relies on stop sequences: they must reach the model that serves the step
        assert b["stop"] == ["Observation:", "Calling tools:"]
        assert b["tool_choice"] == "required"
        assert {t["function"]["name"] for t in b["tools"]} == {"get_weather", "final_answer"}
        assert bool(b.get("stream")) is stream
    # the tool ran in the agent and its observation went back to the upstream
    later = json.dumps(bodies[1]["messages"])
    assert "clear sky" in later and "31" in later
    assert "clear sky" not in json.dumps(bodies[0]["messages"])
    rows = env.calls(session)
    assert [r.role for r in rows] == ["edge", "edge"] and all(r.status == "ok" for r in rows)


# --- plain curl ----------------------------------------------------------------------------------


def test_curl_script_non_streaming_and_streaming(proxy_env):
    if shutil.which("curl") is None or shutil.which("bash") is None:
        pytest.skip("curl or bash is not installed")
    env = proxy_env(
        [
            {"match": {"stream": False}, "content": "Hello from the edge model."},
            {"match": {"stream": True}, "content": "Streamed hello, five words."},
        ]
    )
    proc = subprocess.run(
        ["bash", str(CLIENTS / "curl.sh"), env.url],
        capture_output=True,
        text=True,
        timeout=20,
        env={**os.environ, "EDGEWARD_SESSION": "curl-1", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"},
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    plain, streamed = out.split("== streaming")
    low = plain.lower()
    assert "x-edgeward-route: edge" in low and "x-edgeward-session: curl-1" in low
    assert "x-edgeward-call-id: call-" in low and "x-edgeward-policy: edge-only" in low
    body = json.loads(plain[plain.index("{") : plain.rindex("}") + 1])
    assert body["choices"][0]["message"]["content"] == "Hello from the edge model."

    assert "text/event-stream" in streamed.lower() and "x-edgeward-route: edge" in streamed.lower()
    events = [line[len("data: ") :] for line in streamed.splitlines() if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    text = "".join(
        (c.get("delta") or {}).get("content") or "" for e in events[:-1] for c in json.loads(e).get("choices", [])
    )
    assert text == "Streamed hello, five words."

    bodies = [r["body"] for r in chat_requests(env.edge)]
    assert [bool(b.get("stream")) for b in bodies] == [False, True]
    assert all(b["messages"][-1]["content"] == "Say hi in five words." for b in bodies)
    assert len(env.calls("curl-1")) == 2
