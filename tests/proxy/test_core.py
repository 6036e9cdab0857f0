"""Proxy core over real HTTP: the official openai SDK → proxy → fake upstream(s)."""

from __future__ import annotations

import errno
import json
import os

import openai
import pytest
import requests

from edgeward.proxy.accounting import litellm_prices

MSG = [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Say hello please"}]
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Weather for a city",
            "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "get_time",
            "description": "Time in a city",
            "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
        },
    },
]


def client(env, **kw):
    return openai.OpenAI(base_url=env.url, api_key="client-token-xyz", max_retries=0, **kw)


def test_non_stream_edge_round_trip_headers_and_accounting(proxy_env):
    env = proxy_env(
        [{"content": "hello there", "usage": {"prompt_tokens": 30, "completion_tokens": 2, "cached_tokens": 10}}]
    )
    raw = client(env).chat.completions.with_raw_response.create(
        model="gpt-4o",
        messages=MSG,
        stop=["\n\n"],
        seed=7,
        response_format={"type": "text"},
        extra_headers={"x-edgeward-session": "s-1"},
    )
    resp = raw.parse()
    assert resp.choices[0].message.content == "hello there"
    h = raw.headers
    assert h["x-edgeward-route"] == "edge" and h["x-edgeward-policy"] == "edge-only"
    assert h["x-edgeward-session"] == "s-1" and h["x-edgeward-call-id"].startswith("call-")
    sent = env.edge.chat_bodies()[-1]
    assert sent["model"] == "edge-model"  # client model name never forwarded as is
    assert sent["stop"] == ["\n\n"] and sent["seed"] == 7 and sent["response_format"] == {"type": "text"}
    auth = [r for r in env.edge.requests if r["path"].endswith("/chat/completions")][-1]["headers"]["authorization"]
    assert auth == "Bearer edge-secret-key"  # the client's token is not forwarded
    (row,) = env.calls("s-1")
    assert (row.role, row.prompt_tokens, row.cached_tokens, row.completion_tokens) == ("edge", 30, 10, 2)
    assert row.id == h["x-edgeward-call-id"]
    assert row.edge_flops == pytest.approx(2 * 1e9 * (30 - 10 + 2))
    assert row.usd == 0.0 and not row.tokens_estimated and row.status == "ok"


def test_stream_with_usage_chunk_last(proxy_env):
    env = proxy_env([{"content": "one two three four", "usage": {"prompt_tokens": 12, "completion_tokens": 4}}])
    chunks = list(
        client(env).chat.completions.create(
            model="x",
            messages=MSG,
            stream=True,
            stream_options={"include_usage": True},
            extra_headers={"x-edgeward-session": "s-stream"},
        )
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "one two three four"
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens == 4
    assert all(c.usage is None for c in chunks[:-1])
    (row,) = env.calls("s-stream")
    assert row.completion_tokens == 4 and row.ttft_ms is not None and row.ttft_ms >= 0


def test_stream_without_include_usage_has_no_usage_chunk_but_is_recorded(proxy_env):
    env = proxy_env([{"content": "a b", "usage": {"prompt_tokens": 5, "completion_tokens": 2}}])
    chunks = list(
        client(env).chat.completions.create(
            model="x", messages=MSG, stream=True, extra_headers={"x-edgeward-session": "s-nu"}
        )
    )
    assert all(c.choices for c in chunks)
    assert env.edge.chat_bodies()[-1]["stream_options"] == {"include_usage": True}
    (row,) = env.calls("s-nu")
    assert row.prompt_tokens == 5 and row.completion_tokens == 2


def test_parallel_tool_calls_streamed_and_not(proxy_env):
    step = {
        "tool_calls": [
            {"name": "get_weather", "arguments": {"city": "Paris"}},
            {"name": "get_time", "arguments": {"city": "Oslo"}},
        ]
    }
    env = proxy_env([step, step])
    c = client(env)
    r = c.chat.completions.create(model="x", messages=MSG, tools=TOOLS, tool_choice="auto")
    calls = r.choices[0].message.tool_calls
    assert [t.function.name for t in calls] == ["get_weather", "get_time"]
    assert json.loads(calls[1].function.arguments) == {"city": "Oslo"}
    assert env.edge.chat_bodies()[0]["tools"] == TOOLS and env.edge.chat_bodies()[0]["tool_choice"] == "auto"
    args: dict[int, str] = {}
    names: dict[int, str] = {}
    for ch in c.chat.completions.create(model="x", messages=MSG, tools=TOOLS, stream=True):
        for tc in (ch.choices[0].delta.tool_calls or []) if ch.choices else []:
            args[tc.index] = args.get(tc.index, "") + (tc.function.arguments or "")
            if tc.function.name:
                names[tc.index] = tc.function.name
    assert names == {0: "get_weather", 1: "get_time"}
    assert json.loads(args[0]) == {"city": "Paris"} and json.loads(args[1]) == {"city": "Oslo"}


def test_logprobs_and_reasoning_pass_through(proxy_env):
    env = proxy_env(
        [{"content": "blue", "reasoning_content": "think", "top_logprobs": [["blue", -0.1], ["grey", -2.5]]}]
    )
    r = client(env).chat.completions.create(model="x", messages=MSG, logprobs=True, top_logprobs=2)
    assert r.choices[0].logprobs.content[0].top_logprobs[0].token == "blue"
    assert r.choices[0].message.model_extra.get("reasoning_content") == "think"
    sent = env.edge.chat_bodies()[-1]
    assert sent["logprobs"] is True and sent["top_logprobs"] == 2


def test_cloud_only_prices_and_egress_log(proxy_env):
    env = proxy_env(
        None,
        [
            {
                "content": "cloud says hi",
                "usage": {"prompt_tokens": 1000, "completion_tokens": 500, "cached_tokens": 200},
            }
        ],
        policy={"name": "cloud-only"},
    )
    raw = client(env).chat.completions.with_raw_response.create(
        model="anything", messages=MSG, extra_headers={"x-edgeward-session": "s-cloud"}
    )
    assert raw.headers["x-edgeward-route"] == "cloud"
    assert raw.parse().choices[0].message.content == "cloud says hi"
    req = [r for r in env.cloud.requests if r["path"].endswith("/chat/completions")][-1]
    assert req["headers"]["authorization"] == "Bearer cloud-secret-key"
    assert req["body"]["model"] == "gpt-4o-mini"
    (row,) = env.calls("s-cloud")
    p = litellm_prices("gpt-4o-mini")
    expected = (800 * p.input + 200 * p.cached_input + 500 * p.output) / 1e6
    assert row.role == "cloud" and row.usd == pytest.approx(expected) and row.edge_flops == 0
    (eg,) = env.store.egress("s-cloud")
    assert eg.call_id == row.id and json.loads(eg.body) == req["body"]


def test_provider_reported_cost_wins(proxy_env):
    env = proxy_env(
        None,
        [{"content": "x", "usage": {"prompt_tokens": 10, "completion_tokens": 1, "cost": 0.125}}],
        policy={"name": "cloud-only"},
    )
    client(env).chat.completions.create(model="m", messages=MSG, extra_headers={"x-edgeward-session": "s-cost"})
    assert env.calls("s-cost")[0].usd == pytest.approx(0.125)


def test_missing_usage_is_estimated(proxy_env):
    env = proxy_env([{"content": "some words here", "omit_usage": True}])
    list(
        client(env).chat.completions.create(
            model="m", messages=MSG, stream=True, extra_headers={"x-edgeward-session": "s-est"}
        )
    )
    (row,) = _wait_calls(env, "s-est")
    assert row.tokens_estimated and row.prompt_tokens > 0 and row.completion_tokens > 0


def _wait_calls(env, session=None, timeout=10.0):
    """Rows of streams without usage are written after [DONE] (tokens counted first): poll."""
    import time

    deadline = time.monotonic() + timeout
    while True:
        rows = env.calls(session)
        if rows or time.monotonic() > deadline:
            return rows
        time.sleep(0.05)


# -- errors -----------------------------------------------------------------------------------
def _post(env, body, headers=None, path="/chat/completions"):
    return requests.post(
        env.url + path,
        data=body if isinstance(body, (bytes, str)) else json.dumps(body),
        headers={"Content-Type": "application/json", **(headers or {})},
        timeout=30,
    )


def _is_openai_error(r, status):
    assert r.status_code == status, r.text
    err = r.json()["error"]
    assert set(err) >= {"message", "type", "code"} and err["message"]
    return err


def test_malformed_requests_get_openai_errors(proxy_env):
    env = proxy_env()
    _is_openai_error(_post(env, b"{not json"), 400)
    _is_openai_error(_post(env, {"model": "m", "messages": []}), 400)
    err = _is_openai_error(_post(env, {"model": "m", "messages": [{"role": "wizard", "content": "x"}]}), 400)
    assert "messages.0.role" in err["message"]
    _is_openai_error(_post(env, {"model": "m", "messages": MSG}, {"x-edgeward-session": "a/b"}), 400)
    err = _is_openai_error(_post(env, {"model": "edgeward/nope", "messages": MSG}), 400)
    assert err["code"] == "unknown_policy"
    _is_openai_error(_post(env, {"model": "m", "messages": MSG}, {"x-edgeward-force": "moon"}), 400)
    _is_openai_error(_post(env, {"model": "m", "prompt": "x"}, path="/completions"), 404)
    _is_openai_error(requests.get(env.url + "/nothing-here", timeout=5), 404)


def test_bearer_token_and_body_limit(proxy_env):
    env = proxy_env(server={"token": "s3cret", "max_body_mb": 0.01})
    err = _is_openai_error(_post(env, {"model": "m", "messages": MSG}), 401)
    assert err["type"] == "authentication_error"
    ok = _post(env, {"model": "m", "messages": MSG}, {"Authorization": "Bearer s3cret"})
    assert ok.status_code == 200
    big = {"model": "m", "messages": [{"role": "user", "content": "x" * 20000}]}
    _is_openai_error(_post(env, big, {"Authorization": "Bearer s3cret"}), 413)
    assert requests.get(env.url.removesuffix("/v1") + "/healthz", timeout=5).status_code == 200


def test_upstream_failures_map_to_502_504_and_context_length(proxy_env):
    env = proxy_env(
        [
            {"error": {"status": 500, "message": "boom"}},
            {"error": {"status": 400, "message": "This model's maximum context length is 8192 tokens"}},
            {"delay_s": 3, "content": "late"},
        ],
        edge={"timeout_s": 0.5},
    )
    _is_openai_error(_post(env, {"model": "m", "messages": MSG}), 502)
    err = _is_openai_error(_post(env, {"model": "m", "messages": MSG}), 400)
    assert err["code"] == "context_length_exceeded"
    _is_openai_error(_post(env, {"model": "m", "messages": MSG}), 504)
    statuses = [r.status for r in env.calls()]
    assert statuses == ["error", "error", "error"]


def test_unreachable_upstream_is_502(proxy_env):
    env = proxy_env()
    port = env.edge.port
    env.edge.stop()
    r = _post(env, {"model": "m", "messages": MSG})
    err = _is_openai_error(r, 502)
    assert r.headers["x-edgeward-route"] == "edge"  # the route was decided: the error says it
    # new-user report: "edge upstream unreachable: ClientConnectorError" said neither where nor
    # why; the client, `edgeward calls` and the log now name the role's host:port and the reason
    said = f"edge upstream unreachable: ClientConnectorError: cannot connect to 127.0.0.1:{port}: "
    assert err["message"] == said + os.strerror(errno.ECONNREFUSED), err
    assert _wait_calls(env)[0].error == err["message"]


def test_mid_stream_drop_ends_with_error_event_and_done(proxy_env):
    env = proxy_env([{"content": "a b c d e f g h", "drop_after_chunks": 3}])
    r = requests.post(
        env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, stream=True, timeout=30
    )
    lines = [ln for ln in r.iter_lines() if ln]
    assert lines[-1] == b"data: [DONE]"
    assert b'"error"' in lines[-2]
    assert _wait_calls(env)[0].status == "error"


# -- sessions and policy selection ------------------------------------------------------------
def test_session_path_prefix_and_derivation(proxy_env):
    env = proxy_env(["r"] * 0 or None)
    base = env.url.removesuffix("/v1")
    r = requests.post(base + "/s/run1:arm:task:0/v1/chat/completions", json={"model": "m", "messages": MSG}, timeout=10)
    assert r.headers["x-edgeward-session"] == "run1:arm:task:0"
    c = client(env)
    a = c.chat.completions.with_raw_response.create(model="m", messages=MSG).headers["x-edgeward-session"]
    longer = MSG + [{"role": "assistant", "content": "hi"}, {"role": "user", "content": "again"}]
    b = c.chat.completions.with_raw_response.create(model="m", messages=longer).headers["x-edgeward-session"]
    other = [MSG[0], {"role": "user", "content": "another task"}]
    d = c.chat.completions.with_raw_response.create(model="m", messages=other).headers["x-edgeward-session"]
    assert a == b and a != d and a.startswith("d-")


def test_policy_precedence_and_fixed_at_first_request(proxy_env):
    env = proxy_env(policy={"name": "edge-only"})
    c = client(env)

    def route(session, model="m", policy=None):
        h = {"x-edgeward-session": session}
        if policy:
            h["x-edgeward-policy"] = policy
        raw = c.chat.completions.with_raw_response.create(model=model, messages=MSG, extra_headers=h)
        return raw.headers["x-edgeward-policy"], raw.headers["x-edgeward-route"]

    assert route("p1") == ("edge-only", "edge")
    assert route("p2", model="edgeward/cloud-only") == ("cloud-only", "cloud")
    assert route("p3", model="edgeward/cloud-only", policy="edge-only") == ("edge-only", "edge")
    env.store.register_session("p4", arm="cloud-only", task="t1")
    assert route("p4", policy="edge-only") == ("cloud-only", "cloud")
    # fixed at the first request: a later header does not switch the session
    assert route("p1", policy="cloud-only") == ("edge-only", "edge")
    env.store.flush()  # session rows are written by the store's writer thread
    s = {r.id: r for r in env.store.sessions()}
    assert s["p4"].arm == "cloud-only" and s["p4"].task == "t1" and s["p2"].policy == "cloud-only"


def test_derived_session_id_includes_the_requested_policy(proxy_env):
    """Without x-edgeward-session, calls that differ only in the requested policy are two sessions
    (each served as asked); calls naming no policy keep the documented derivation."""
    import hashlib

    env = proxy_env()
    c = client(env)

    def ask(model=None, policy=None):
        h = {"x-edgeward-policy": policy} if policy else {}
        r = c.chat.completions.with_raw_response.create(model=model or "m", messages=MSG, extra_headers=h)
        assert "x-edgeward-warning" not in r.headers
        return r.headers["x-edgeward-session"], r.headers["x-edgeward-policy"], r.headers["x-edgeward-route"]

    plain = ask()
    token = "Bearer client-token-xyz"
    want = "d-" + hashlib.sha256("\x1f".join([token, MSG[0]["content"], MSG[1]["content"]]).encode()).hexdigest()[:20]
    assert plain == (want, "edge-only", "edge")  # unchanged when no policy is requested
    edge = ask("edgeward/edge-only")
    cloud = ask("edgeward/cloud-only")
    assert edge[1:] == ("edge-only", "edge") and cloud[1:] == ("cloud-only", "cloud")
    assert len({plain[0], edge[0], cloud[0]}) == 3
    assert ask("edgeward/cloud-only") == cloud  # stable: the same request is the same session
    assert ask(policy="cloud-only") == cloud  # the header and the model string name the same session
    want_cloud = (
        "d-"
        + hashlib.sha256("\x1f".join([token, MSG[0]["content"], MSG[1]["content"], "cloud-only"]).encode()).hexdigest()[
            :20
        ]
    )
    assert cloud[0] == want_cloud


def test_unknown_policy_is_400_even_for_a_fixed_session(proxy_env):
    env = proxy_env()
    base = {"messages": MSG}
    fresh = _is_openai_error(_post(env, {**base, "model": "edgeward/nonsense"}, {"x-edgeward-session": "new-1"}), 400)
    assert fresh["code"] == "unknown_policy"
    for sid in ("fx-1", None):  # an explicit session, and a derived one, fixed by a first request
        h = {"x-edgeward-session": sid} if sid else {}
        assert _post(env, {**base, "model": "edgeward/edge-only"}, h).status_code == 200
        err = _is_openai_error(_post(env, {**base, "model": "edgeward/nonsense"}, h), 400)
        assert err["code"] == "unknown_policy" and err["message"] == fresh["message"]
        bad_header = {**h, "x-edgeward-policy": "nosuch"}
        err = _is_openai_error(_post(env, {**base, "model": "edgeward/edge-only"}, bad_header), 400)
        assert err["code"] == "unknown_policy" and "'nosuch'" in err["message"]
    env.store.register_session("reg-1", arm="cloud-only")  # a registered session too
    err = _is_openai_error(
        _post(env, {**base, "model": "m"}, {"x-edgeward-session": "reg-1", "x-edgeward-policy": "nosuch"}), 400
    )
    assert err["code"] == "unknown_policy"
    assert not [r for r in env.calls() if r.session == "reg-1"]


def test_model_string_typo_is_400_even_when_the_header_names_a_policy(proxy_env):
    env = proxy_env()
    h = {"x-edgeward-session": "hm-1", "x-edgeward-policy": "edge-only"}
    err = _is_openai_error(_post(env, {"messages": MSG, "model": "edgeward/typo"}, h), 400)
    assert err["code"] == "unknown_policy" and "'typo'" in err["message"]
    assert _post(env, {"messages": MSG, "model": "edgeward/edge-only"}, h).status_code == 200


def test_a_name_whose_policy_cannot_be_built_is_400_in_any_session(proxy_env):
    env = proxy_env()  # `ab` is registered, but has no arms here
    assert (
        _post(env, {"messages": MSG, "model": "edgeward/edge-only"}, {"x-edgeward-session": "nb-1"}).status_code == 200
    )
    for sid in ("nb-1", "nb-2"):  # fixed, and new
        err = _is_openai_error(_post(env, {"messages": MSG, "model": "edgeward/ab"}, {"x-edgeward-session": sid}), 400)
        assert "bad parameters for policy 'ab'" in err["message"]


def test_ab_arm_with_an_egress_suffix_keeps_the_mode(proxy_env):
    env = proxy_env(
        privacy={"egress": "allow"},
        arms={
            "split": {"policy": "ab", "params": {"arms": {"cloud-only": 1}}},
            "split-masked": {"policy": "ab", "params": {"arms": {"cloud-only": 1}}, "privacy": {"egress": "mask"}},
        },
    )
    for sid, name, want in (
        ("ab-b", "split+block", "cloud-only+block"),
        ("ab-m", "split-masked", "cloud-only+mask"),
        ("ab-a", "split", "cloud-only"),
    ):
        r = _post(env, {"messages": MSG, "model": f"edgeward/{name}"}, {"x-edgeward-session": sid})
        assert r.headers["x-edgeward-policy"] == want, name
        env.store.flush()  # session rows are written by the store's writer thread
        row = next(x for x in env.store.sessions() if x.id == sid)
        assert row.arm == want and row.meta["ab"] == name
        assert row.meta["egress"] == (want.partition("+")[2] or "allow")


def test_a_deep_arm_chain_is_a_400_not_a_crash(proxy_env):
    arms = {f"a{i}": {"policy": f"a{i + 1}"} for i in range(100)}
    arms["a100"] = {"policy": "edge-only"}
    env = proxy_env(arms=arms)
    err = _is_openai_error(_post(env, {"messages": MSG, "model": "edgeward/a0"}, {"x-edgeward-session": "deep"}), 400)
    assert "chain of more than" in err["message"]
    assert _post(env, {"messages": MSG, "model": "edgeward/a80"}, {"x-edgeward-session": "ok"}).status_code == 200


def test_fixed_session_serves_its_arm_and_warns_about_another_request(proxy_env, caplog):
    import logging

    caplog.set_level(logging.INFO, logger="edgeward.pipeline")
    env = proxy_env(arms={"cheap": {"policy": "edge-only"}})
    c = client(env)
    h = {"x-edgeward-session": "w-1"}
    r = c.chat.completions.with_raw_response.create(model="edgeward/edge-only", messages=MSG, extra_headers=h)
    assert "x-edgeward-warning" not in r.headers
    r = c.chat.completions.with_raw_response.create(model="edgeward/cloud-only", messages=MSG, extra_headers=h)
    want = "session w-1 is fixed to 'edge-only'; requested 'cloud-only' ignored"
    assert r.headers["x-edgeward-warning"] == want
    assert (r.headers["x-edgeward-policy"], r.headers["x-edgeward-route"]) == ("edge-only", "edge")
    # streams carry it too; an arm is a different name from the policy it runs
    with c.chat.completions.with_streaming_response.create(
        model="m", messages=MSG, stream=True, extra_headers={**h, "x-edgeward-policy": "cheap"}
    ) as s:
        assert s.headers["x-edgeward-warning"] == "session w-1 is fixed to 'edge-only'; requested 'cheap' ignored"
        assert s.headers["x-edgeward-route"] == "edge"
        assert "".join(ch.choices[0].delta.content or "" for ch in s.parse() if ch.choices)
    # asking for the session's own arm, or for nothing, is not a conflict
    for model in ("edgeward/edge-only", "m"):
        r = c.chat.completions.with_raw_response.create(model=model, messages=MSG, extra_headers=h)
        assert "x-edgeward-warning" not in r.headers
    # a registered session (the harness) keeps its arm over the header, and says so
    env.store.register_session("w-reg", arm="cloud-only", task="t1")
    r = c.chat.completions.with_raw_response.create(
        model="edgeward/cloud-only",
        messages=MSG,
        extra_headers={"x-edgeward-session": "w-reg", "x-edgeward-policy": "edge-only"},
    )
    assert r.headers["x-edgeward-route"] == "cloud"
    assert r.headers["x-edgeward-warning"] == "session w-reg is fixed to 'cloud-only'; requested 'edge-only' ignored"
    logged = [
        rec.getMessage()
        for rec in caplog.records
        if rec.name == "edgeward.pipeline"
        and rec.levelno == logging.INFO
        and "requested policy ignored" in rec.getMessage()
    ]
    assert logged == [
        "requested policy ignored session=w-1 fixed=edge-only requested=cloud-only",
        "requested policy ignored session=w-1 fixed=edge-only requested=cheap",
        "requested policy ignored session=w-reg fixed=cloud-only requested=edge-only",
    ]


def test_ab_session_requested_as_ab_is_not_a_conflict(proxy_env):
    env = proxy_env(arms={"ab-arms": {"policy": "ab", "params": {"arms": {"edge-only": 1, "cloud-only": 1}}}})
    c = client(env)
    for sid in ("ab-1", "ab-2", "ab-3", "ab-4"):
        for _ in range(2):
            r = c.chat.completions.with_raw_response.create(
                model="edgeward/ab-arms", messages=MSG, extra_headers={"x-edgeward-session": sid}
            )
            assert "x-edgeward-warning" not in r.headers
            assert r.headers["x-edgeward-policy"] in ("edge-only", "cloud-only")
    env.store.flush()  # session rows are written by the store's writer thread
    s = {row.id: row for row in env.store.sessions()}
    assert s["ab-1"].meta.get("ab") == "ab-arms"
    # after a restart (the in-memory session forgotten) the stored parent still counts
    env.proxy.pipeline.sessions.clear()
    r = c.chat.completions.with_raw_response.create(
        model="edgeward/ab-arms", messages=MSG, extra_headers={"x-edgeward-session": "ab-1"}
    )
    assert "x-edgeward-warning" not in r.headers and r.headers["x-edgeward-policy"] == s["ab-1"].arm


def test_arms_and_force_header(proxy_env):
    env = proxy_env(
        arms={"cheap": {"policy": "edge-only"}, "big": {"policy": "cloud-only", "privacy": {"egress": "allow"}}}
    )
    c = client(env)
    r = c.chat.completions.with_raw_response.create(model="edgeward/big", messages=MSG)
    assert r.headers["x-edgeward-policy"] == "big" and r.headers["x-edgeward-route"] == "cloud"
    r = c.chat.completions.with_raw_response.create(
        model="edgeward/cheap", messages=MSG, extra_headers={"x-edgeward-force": "cloud", "x-edgeward-session": "f1"}
    )
    assert r.headers["x-edgeward-route"] == "cloud"
    assert env.calls("f1")[0].decision["reason"] == "forced_by_header" if env.calls("f1")[0].decision else True


def test_models_and_healthz(proxy_env):
    env = proxy_env(arms={"myarm": {"policy": "cloud-only"}})
    ids = [m.id for m in client(env).models.list().data]
    assert "edgeward/edge-only" in ids and "edgeward/cloud-only" in ids and "edgeward/myarm" in ids
    # `ab` without arms to assign cannot be built (a request naming it is a 400): not offered
    assert "edgeward/ab" not in ids
    bad = requests.post(env.url + "/chat/completions", json={"model": "edgeward/ab", "messages": MSG}, timeout=5)
    assert bad.status_code == 400
    # only choosable ids: a role's model name as the model string does not choose that role
    assert all(i.startswith("edgeward/") for i in ids)
    raw = requests.get(env.url + "/models", timeout=5).json()
    assert raw["edgeward_roles"]["edge"]["model"] == "edge-model" and set(raw["edgeward_roles"]) == {"edge", "cloud"}
    r = client(env).chat.completions.with_raw_response.create(
        model=raw["edgeward_roles"]["cloud"]["model"], messages=MSG
    )
    assert r.headers["x-edgeward-route"] == "edge"  # the configured policy (edge-only) decided
    h = requests.get(env.url.removesuffix("/v1") + "/healthz", timeout=5).json()
    assert h["status"] == "ok" and set(h["roles"]) == {"edge", "cloud"}


def test_embeddings_forwarded_to_edge(proxy_env):
    env = proxy_env()
    out = client(env).embeddings.create(model="whatever", input=["hello"])
    assert len(out.data[0].embedding) > 0
    assert [r for r in env.edge.requests if r["path"].endswith("/embeddings")]
    assert not [r for r in env.cloud.requests if r["path"].endswith("/embeddings")]


def test_content_parts_flattened_for_string_only_servers(proxy_env):
    env = proxy_env([{"content": "ok"}], edge={"flatten_content": True})
    client(env).chat.completions.create(
        model="m",
        messages=[
            {"role": "system", "content": [{"type": "text", "text": "Be terse."}]},
            {"role": "user", "content": [{"type": "text", "text": "part one"}, {"type": "text", "text": "part two"}]},
        ],
    )
    sent = env.edge.chat_bodies()[-1]["messages"]
    assert sent[0]["content"] == "Be terse." and sent[1]["content"] == "part one\npart two"


def test_adversarial_inputs_get_400_not_500(proxy_env):
    env = proxy_env()
    base = {"model": "m", "messages": MSG}
    for bad, param in [
        ({**base, "stream": "false"}, "stream"),
        ({**base, "stream": True, "stream_options": "x"}, "stream_options"),
        (
            {"model": "m", "messages": [{"role": "user", "content": [{"type": "text", "text": 5}]}]},
            "messages.0.content.0",
        ),
        (
            {"model": "m", "messages": [{"role": "assistant", "content": None, "tool_calls": "zz"}]},
            "messages.0.tool_calls",
        ),
    ]:
        err = _is_openai_error(_post(env, bad), 400)
        assert err["param"] == param
    _is_openai_error(_post(env, b'{"model": "m", "messages": [{"role": "user", "content": NaN}]}'), 400)
    _is_openai_error(_post(env, b"[" * 100000 + b"]" * 100000), 400)
    r = requests.post(env.url.removesuffix("/v1") + "/s/abc%0A/v1/chat/completions", json=base, timeout=10)
    _is_openai_error(r, 400)
    err = _is_openai_error(_post(env, {"model": "edgeward/" + "z" * 5000, "messages": MSG}), 400)
    assert len(err["message"]) < 400
    assert not env.calls()  # nothing reached an upstream


def test_long_retry_after_is_returned_to_the_client_not_waited(proxy_env):
    env = proxy_env(
        [{"error": {"status": 429, "message": "slow down", "retry_after": 3600}}], edge={"retries": 3, "timeout_s": 5}
    )
    import time

    t0 = time.monotonic()
    r = _post(env, {"model": "m", "messages": MSG})
    assert time.monotonic() - t0 < 5
    _is_openai_error(r, 429)
    assert r.headers["Retry-After"] == "3600"
