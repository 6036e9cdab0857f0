"""step-router over real HTTP: scripted probe logprobs decide edge vs cloud; probes are recorded."""

from __future__ import annotations

import math

import openai
import pytest

from edgeward.policies.step_router import StepRouter, entropy_nats, is_special_token, probe_entropy

UNIFORM20 = [[f"t{i}", -3.0] for i in range(20)]  # H = ln 20 ≈ 3.0 nats


def _entry(tok, tops):
    return {
        "token": tok,
        "logprob": tops[0][1],
        "bytes": None,
        "top_logprobs": [{"token": t, "logprob": lp, "bytes": None} for t, lp in tops],
    }


EDGE = [
    {"match": {"probe": True, "user": "easy"}, "top_logprobs": [["Sure", -0.01], ["OK", -5.0], ["Yes", -6.0]]},
    {"match": {"probe": True, "user": "hard"}, "top_logprobs": UNIFORM20},
    {"match": {"probe": True, "user": "broken"}, "error": {"status": 500, "message": "probe boom"}},
    {"match": {"probe": True, "user": "nolog"}, "content": "x", "logprobs": []},
    {
        "match": {"probe": True, "user": "think"},
        "logprobs": [
            _entry("<think>", [["<think>", -0.001], ["Hi", -7.0]]),
            _entry("\n", [["\n", -0.01], [" ", -5.0]]),
            _entry('{"', [['{"', -0.01], ["[", -5.0]]),
            _entry("Let", UNIFORM20),
        ],
    },
    {"match": {"probe": False}, "content": "edge answer"},
]
CLOUD = [{"content": "cloud answer"}]


def client(env):
    return openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)


def ask(env, session, text, tools=None, stream=False):
    kw = {"tools": tools} if tools else {}
    raw = client(env).chat.completions.with_raw_response.create(
        model="edgeward/step-router",
        messages=[{"role": "system", "content": "sys"}, {"role": "user", "content": text}],
        extra_headers={"x-edgeward-session": session},
        **kw,
    )
    return raw.headers["x-edgeward-route"], raw.parse()


def test_entropy_and_token_rules():
    h, k = entropy_nats([-3.0] * 20)
    assert k == 20 and h == pytest.approx(math.log(20))
    h, k = entropy_nats([0.0, float("-inf"), float("nan")])
    assert (h, k) == (0.0, 1)
    # renormalised: two equal alternatives whatever their absolute mass
    assert entropy_nats([-5.0, -5.0])[0] == pytest.approx(math.log(2))
    for t in ("<|im_start|>", "<think>", "</think>", "  ", "\n", "<|endoftext|>", "</s>", "[INST]"):
        assert is_special_token(t)
    assert not is_special_token("Sure") and not is_special_token("<tool_call>")
    assert is_special_token('{"', skip_punctuation=True) and not is_special_token('{"')
    r = probe_entropy(
        {
            "choices": [
                {
                    "logprobs": {
                        "content": [
                            _entry("<think>", [["<think>", 0.0], ["a", -9]]),
                            _entry("Go", [["Go", -0.7], ["No", -0.7]]),
                        ]
                    }
                }
            ]
        }
    )
    assert r["token"] == "Go" and r["position"] == 1 and r["H"] == pytest.approx(math.log(2), abs=1e-6)
    assert probe_entropy({"choices": [{"logprobs": None}]})["status"] == "no_logprobs"
    one = {"choices": [{"logprobs": {"content": [_entry("A", [["A", -0.1]])]}}]}
    assert probe_entropy(one)["status"] == "too_few_logprobs"
    mx = {
        "choices": [{"logprobs": {"content": [_entry("tool", [["tool", 0.0], ["x", -9]]), _entry("read", UNIFORM20)]}}]
    }
    assert probe_entropy(mx)["token"] == "tool" and probe_entropy(mx, position="max")["token"] == "read"
    js = [
        _entry('{"', [['{"', 0.0], ["x", -9]]),
        _entry("tool", [["tool", -0.1], ["x", -2.0]]),
        _entry('":', [['":', 0.0], ["x", -9]]),
        _entry(' "', [[' "', 0.0], ["x", -9]]),
        _entry("read", UNIFORM20),
    ]
    r = probe_entropy({"choices": [{"logprobs": {"content": js}}]})
    assert r["token"] == "read" and r["position"] == 4  # the JSON key is the format's, the value the model's
    r = probe_entropy({"choices": [{"logprobs": {"content": js[:4]}}]})
    assert r["token"] == "tool" and r["relaxed"] is True
    assert probe_entropy({"choices": [{"logprobs": {"content": js}}]}, skip_json_keys=False)["token"] == "tool"
    with pytest.raises(ValueError):
        StepRouter({"threshold": -1})
    with pytest.raises(ValueError, match="unknown parameter"):
        StepRouter({"treshold": 1})


def test_confident_step_edge_uncertain_step_cloud(proxy_env):
    env = proxy_env(EDGE, CLOUD)
    route, resp = ask(env, "sr-1", "easy question")
    assert route == "edge" and resp.choices[0].message.content == "edge answer"
    route, resp = ask(env, "sr-2", "hard question")
    assert route == "cloud" and resp.choices[0].message.content == "cloud answer"

    probe, step = env.calls("sr-1")
    assert probe.role == "probe" and probe.purpose == "entropy" and probe.edge_flops > 0
    assert probe.decision["H"] < 0.1 and probe.decision["tau"] == 1.5 and probe.decision["token"] == "Sure"
    assert step.role == "edge" and step.decision["reason"] == "low_entropy" and step.decision["k"] == 3
    probe, step = env.calls("sr-2")
    assert probe.role == "probe" and probe.decision["H"] == pytest.approx(math.log(20), abs=1e-4)
    assert step.role == "cloud" and step.decision["reason"] == "high_entropy" and step.decision["k"] == 20
    # the probe carried the step's messages and tools, greedy, with logprobs and few tokens
    probes = [b for b in env.edge.chat_bodies() if b.get("logprobs")]
    assert probes[0]["top_logprobs"] == 20 and probes[0]["max_tokens"] == 4 and probes[0]["temperature"] == 0
    assert probes[0]["messages"][-1]["content"] == "easy question"


def test_probe_sees_tools_and_skips_template_tokens(proxy_env):
    tools = [
        {"type": "function", "function": {"name": "read_file", "parameters": {"type": "object", "properties": {}}}}
    ]
    env = proxy_env(EDGE, CLOUD)
    route, _ = ask(env, "sr-think", "think about it", tools=tools)
    assert route == "cloud"  # "Let" is uniform over 20: H = ln 20
    probe_body = [b for b in env.edge.chat_bodies() if b.get("logprobs")][0]
    assert probe_body["tools"] == tools
    probe = env.calls("sr-think")[0]
    assert probe.decision["token"] == "Let" and probe.decision["position"] == 3


def test_probe_failure_and_missing_logprobs_fall_back(proxy_env):
    env = proxy_env(EDGE, CLOUD)
    route, _ = ask(env, "sr-f", "broken probe")
    assert route == "edge"
    probe, step = env.calls("sr-f")
    assert probe.role == "probe" and probe.status == "error"
    assert step.decision["reason"] == "probe_failed" and step.decision["fallback"] is True
    route, _ = ask(env, "sr-n", "nolog")
    assert route == "edge"
    assert env.calls("sr-n")[-1].decision["reason"] == "probe_no_logprobs"


def test_fallback_cloud_and_sticky(proxy_env):
    env = proxy_env(EDGE, CLOUD, policy={"name": "step-router", "params": {"sticky": 2, "fallback": "cloud"}})
    assert ask(env, "sr-b", "broken probe")[0] == "cloud"
    routes = [ask(env, "sr-s", q)[0] for q in ("hard one", "easy 1", "easy 2", "easy 3")]
    assert routes == ["cloud", "cloud", "cloud", "edge"]
    rows = env.calls("sr-s")
    assert [r.role for r in rows] == ["probe", "cloud", "cloud", "cloud", "probe", "edge"]
    assert [r.decision.get("reason") for r in rows if r.role != "probe"] == [
        "high_entropy",
        "sticky",
        "sticky",
        "low_entropy",
    ]
