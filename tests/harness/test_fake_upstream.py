"""Tests for the scriptable fake OpenAI-compatible upstream (edgeward.harness.fake_upstream)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from typing import Any

import aiohttp
import openai
import pytest

from edgeward.harness.fake_upstream import FakeUpstream, load_script

MSGS = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "say hello please"}]


async def _post(up: FakeUpstream, body: dict[str, Any], **kw: Any) -> tuple[int, dict[str, str], Any]:
    async with aiohttp.ClientSession() as s:
        async with s.post(up.url + "/chat/completions", json=body, **kw) as r:
            return r.status, dict(r.headers), await r.json()


async def _stream(up: FakeUpstream, body: dict[str, Any]) -> list[Any]:
    """POST a streaming request; return the parsed SSE events ("[DONE]" kept as a string)."""
    events: list[Any] = []
    async with aiohttp.ClientSession() as s:
        async with s.post(up.url + "/chat/completions", json={**body, "stream": True}) as r:
            assert r.headers["Content-Type"].startswith("text/event-stream")
            async for line in r.content:
                line = line.strip()
                if line.startswith(b"data: "):
                    data = line[6:].decode()
                    events.append(data if data == "[DONE]" else json.loads(data))
    return events


async def test_non_stream_text_and_recording() -> None:
    async with FakeUpstream([{"content": "hello there world"}]) as up:
        status, _, out = await _post(up, {"model": "m-1", "messages": MSGS}, headers={"Authorization": "Bearer up-key"})
        assert status == 200
        assert out["object"] == "chat.completion" and out["model"] == "m-1"
        choice = out["choices"][0]
        assert choice["message"] == {"role": "assistant", "content": "hello there world"}
        assert choice["finish_reason"] == "stop"
        assert out["usage"]["prompt_tokens"] == 5  # "be brief" + "say hello please"
        assert out["usage"]["completion_tokens"] == 3
        assert out["usage"]["total_tokens"] == 8
        assert out["usage"]["prompt_tokens_details"] == {"cached_tokens": 0}
        [req] = up.requests
        assert req["path"] == "/v1/chat/completions"
        assert req["headers"]["authorization"] == "Bearer up-key"
        assert req["body"] == {"model": "m-1", "messages": MSGS}


async def test_default_reply_usage_override_and_endpoints() -> None:
    async with FakeUpstream() as up:
        _, _, out = await _post(up, {"model": "x", "messages": MSGS})
        assert out["choices"][0]["message"]["content"] == "ok"
        up.set_script(
            [
                {"content": "a b", "usage": {"prompt_tokens": 100, "cached_tokens": 40, "cost": 0.5}},
                {"omit_usage": True, "reasoning_content": "think hard", "content": "done"},
            ]
        )
        _, _, out = await _post(up, {"model": "x", "messages": MSGS})
        assert out["usage"] == {
            "prompt_tokens": 100,
            "completion_tokens": 2,
            "total_tokens": 102,
            "prompt_tokens_details": {"cached_tokens": 40},
            "cost": 0.5,
        }
        _, _, out = await _post(up, {"model": "x", "messages": MSGS})
        assert "usage" not in out
        assert out["choices"][0]["message"]["reasoning_content"] == "think hard"
        async with aiohttp.ClientSession() as s:
            async with s.get(up.url.removesuffix("/v1") + "/health") as r:
                assert (await r.json()) == {"status": "ok"}
            async with s.get(up.url + "/models") as r:
                assert [m["id"] for m in (await r.json())["data"]] == ["fake-model"]
            vecs = []
            for _ in range(2):
                async with s.post(up.url + "/embeddings", json={"model": "e", "input": ["a", "b"]}) as r:
                    vecs.append([d["embedding"] for d in (await r.json())["data"]])
        assert vecs[0] == vecs[1] and vecs[0][0] != vecs[0][1] and len(vecs[0][0]) == 16
        assert abs(sum(v * v for v in vecs[0][0]) - 1.0) < 1e-9


async def test_stream_text_with_include_usage() -> None:
    async with FakeUpstream([{"content": "one two three four"}]) as up:
        body = {"model": "m", "messages": MSGS, "stream_options": {"include_usage": True}}
        events = await _stream(up, body)
    assert events[-1] == "[DONE]"
    chunks = events[:-1]
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    content_chunks = [c for c in chunks if c["choices"] and c["choices"][0]["delta"].get("content")]
    assert len(content_chunks) == 4
    assert "".join(c["choices"][0]["delta"]["content"] for c in content_chunks) == "one two three four"
    final, usage_chunk = chunks[-2], chunks[-1]
    assert final["choices"][0]["finish_reason"] == "stop" and final["usage"] is None
    assert usage_chunk["choices"] == []
    assert usage_chunk["usage"]["completion_tokens"] == 4 and usage_chunk["usage"]["prompt_tokens"] == 5
    assert all(c["usage"] is None for c in chunks[:-1])
    assert {c["id"] for c in chunks} == {chunks[0]["id"]}


async def test_stream_without_usage_request_or_with_omit_usage() -> None:
    async with FakeUpstream([{"content": "hi"}, {"content": "hi", "omit_usage": True}]) as up:
        plain = await _stream(up, {"model": "m", "messages": MSGS})
        omitted = await _stream(up, {"model": "m", "messages": MSGS, "stream_options": {"include_usage": True}})
    for events in (plain, omitted):
        assert events[-1] == "[DONE]"
        assert events[-2]["choices"][0]["finish_reason"] == "stop"
        assert all(e["choices"] for e in events[:-1])
    assert "usage" not in plain[0]


async def test_parallel_tool_calls_streamed() -> None:
    calls = [
        {"name": "read_file", "arguments": {"path": "/tmp/a.txt", "limit": 10}},
        {"name": "send_mail", "arguments": {"to": "bob@example.com", "body": "hi there"}},
    ]
    async with FakeUpstream([{"tool_calls": calls}]) as up:
        events = await _stream(up, {"model": "m", "messages": MSGS, "tools": [{"type": "function"}]})
    assert events[-1] == "[DONE]"
    assembled: dict[int, dict[str, Any]] = {}
    arg_deltas: dict[int, int] = {}
    for ev in events[:-1]:
        for d in ev["choices"][0]["delta"].get("tool_calls", []):
            idx = d["index"]
            if idx not in assembled:
                assert d["id"] and d["type"] == "function" and d["function"]["name"]
                assembled[idx] = {"id": d["id"], "name": d["function"]["name"], "arguments": ""}
            else:
                assert "id" not in d and "name" not in d["function"]
                arg_deltas[idx] = arg_deltas.get(idx, 0) + 1
            assembled[idx]["arguments"] += d["function"].get("arguments", "")
    assert sorted(assembled) == [0, 1]
    assert [assembled[i]["name"] for i in (0, 1)] == ["read_file", "send_mail"]
    assert [json.loads(assembled[i]["arguments"]) for i in (0, 1)] == [c["arguments"] for c in calls]
    assert all(n >= 2 for n in arg_deltas.values())
    assert assembled[0]["id"] != assembled[1]["id"]
    assert events[-2]["choices"][0]["finish_reason"] == "tool_calls"


async def test_error_step() -> None:
    err = {
        "status": 429,
        "message": "slow down",
        "type": "rate_limit_error",
        "code": "rate_limit_exceeded",
        "retry_after": 2,
    }
    async with FakeUpstream([{"error": err}, {"content": "recovered"}]) as up:
        status, headers, out = await _post(up, {"model": "m", "messages": MSGS, "stream": True})
        assert status == 429 and headers["Retry-After"] == "2"
        assert out == {
            "error": {"message": "slow down", "type": "rate_limit_error", "param": None, "code": "rate_limit_exceeded"}
        }
        status, _, out = await _post(up, {"model": "m", "messages": MSGS})
        assert status == 200 and out["choices"][0]["message"]["content"] == "recovered"


async def test_drop_after_chunks_closes_mid_stream() -> None:
    async with FakeUpstream([{"content": "a b c d e f", "drop_after_chunks": 3}]) as up:
        received: list[bytes] = []
        with pytest.raises(aiohttp.ClientPayloadError):
            async with aiohttp.ClientSession() as s:
                async with s.post(
                    up.url + "/chat/completions", json={"model": "m", "messages": MSGS, "stream": True}
                ) as r:
                    assert r.status == 200
                    async for line in r.content:
                        if line.startswith(b"data: "):
                            received.append(line)
        assert len(received) == 3 and all(b"[DONE]" not in x for x in received)
        # the server keeps serving after a dropped connection
        _, _, out = await _post(up, {"model": "m", "messages": MSGS})
        assert out["choices"][0]["message"]["content"] == "a b c d e f"


async def test_logprobs_shortcut_and_generated() -> None:
    top = [["Yes", -0.1], ["No", -2.5], ["Maybe", -4.0]]
    async with FakeUpstream([{"content": "Yes", "top_logprobs": top}]) as up:
        _, _, out = await _post(up, {"model": "m", "messages": MSGS, "logprobs": True, "top_logprobs": 3})
        [entry] = out["choices"][0]["logprobs"]["content"]
        assert entry["token"] == "Yes" and entry["logprob"] == -0.1
        assert [(t["token"], t["logprob"]) for t in entry["top_logprobs"]] == [tuple(p) for p in top]
        events = await _stream(up, {"model": "m", "messages": MSGS, "logprobs": True})
        lp_chunks = [e for e in events[:-1] if e["choices"][0]["logprobs"]]
        assert len(lp_chunks) == 1 and lp_chunks[0]["choices"][0]["delta"]["content"] == "Yes"
        assert lp_chunks[0]["choices"][0]["logprobs"]["content"][0]["top_logprobs"][1]["token"] == "No"
        up.set_script([{"content": "x y"}])
        _, _, out = await _post(up, {"model": "m", "messages": MSGS, "logprobs": True, "top_logprobs": 2})
        gen = out["choices"][0]["logprobs"]["content"]
        assert [e["token"] for e in gen] == ["x ", "y"] and all(len(e["top_logprobs"]) == 2 for e in gen)
        _, _, out = await _post(up, {"model": "m", "messages": MSGS})
        assert out["choices"][0]["logprobs"] is None


async def test_match_based_selection_concurrent() -> None:
    script = [
        {"match": {"probe": True}, "top_logprobs": [["A", -0.01]], "content": "A"},
        {"match": {"user": "weather"}, "content": "sunny"},
        {"match": {"last_role": "tool"}, "content": "tool seen"},
        {"content": "first"},
        {"content": "second", "times": 2},
    ]
    async with FakeUpstream({"steps": script, "exhausted": "error"}) as up:

        def req(text: str, **kw: Any) -> dict[str, Any]:
            return {"model": "m", "messages": [{"role": "user", "content": text}], **kw}

        results = await asyncio.gather(
            _post(up, req("what is the weather today")),
            _post(up, req("anything", logprobs=True, max_tokens=1)),
            _post(up, req("weather again")),
            _post(
                up,
                {
                    "model": "m",
                    "messages": [
                        {"role": "user", "content": "go"},
                        {"role": "tool", "content": "42", "tool_call_id": "c"},
                    ],
                },
            ),
        )
        contents = [r[2]["choices"][0]["message"]["content"] for r in results]
        assert contents == ["sunny", "A", "sunny", "tool seen"]
        # a non-probe logprobs request (large max_tokens) is not matched by the probe step
        seq = [await _post(up, req("plain", logprobs=True, max_tokens=500)) for _ in range(3)]
        assert [r[2]["choices"][0]["message"]["content"] for r in seq] == ["first", "second", "second"]
        status, _, out = await _post(up, req("plain"))
        assert status == 500 and "exhausted" in out["error"]["message"]


async def test_exhaustion_modes_echo_and_file_script(tmp_path: Any) -> None:
    async with FakeUpstream({"steps": [{"content": "a"}, {"content": "b"}], "exhausted": "cycle"}) as up:
        got = [
            (await _post(up, {"model": "m", "messages": MSGS}))[2]["choices"][0]["message"]["content"] for _ in range(3)
        ]
        assert got == ["a", "b", "a"]
        up.set_script([{"content": "a"}, {"echo": True}])
        got = [
            (await _post(up, {"model": "m", "messages": MSGS}))[2]["choices"][0]["message"]["content"] for _ in range(3)
        ]
        assert got == ["a", "say hello please", "say hello please"]
    path = tmp_path / "s.yaml"
    path.write_text("steps:\n  - content: from yaml\n    finish_reason: length\nexhausted: cycle\n")
    steps, mode = load_script(path)
    assert steps == [{"content": "from yaml", "finish_reason": "length"}] and mode == "cycle"
    with pytest.raises(ValueError):
        load_script([{"contnet": "typo"}])
    with pytest.raises(ValueError):
        load_script([{"match": {"usr": "x"}}])


async def test_delay_and_token_rate() -> None:
    async with FakeUpstream([{"content": "a b c d e", "delay_s": 0.2, "token_rate": 50}]) as up:
        t0 = time.perf_counter()
        events = await _stream(up, {"model": "m", "messages": MSGS})
        elapsed = time.perf_counter() - t0
    assert events[-1] == "[DONE]"
    assert 0.2 + 6 / 50 - 0.02 <= elapsed < 2.0  # delay + 6 inter-chunk gaps at 50 tok/s


def test_run_in_thread_with_openai_sdk() -> None:
    script = [
        {
            "match": {"user": "tools please"},
            "tool_calls": [{"name": "f", "arguments": {"q": "x y"}}, {"name": "g", "arguments": "{}"}],
        },
        {"match": {"user": "fail"}, "error": {"status": 400, "message": "bad request", "code": "bad"}},
        {"echo": True},
    ]
    with FakeUpstream.run_in_thread(script) as up:
        client = openai.OpenAI(base_url=up.url, api_key="sk-upstream", max_retries=0)
        r = client.chat.completions.create(model="gpt-x", messages=[{"role": "user", "content": "round trip"}])
        assert r.choices[0].message.content == "round trip" and r.model == "gpt-x"
        assert r.usage is not None and r.usage.completion_tokens == 2

        stream = client.chat.completions.create(
            model="gpt-x",
            messages=[{"role": "user", "content": "tools please"}],
            stream=True,
            stream_options={"include_usage": True},
        )
        calls: dict[int, list[str]] = {}
        usage = None
        for chunk in stream:
            usage = chunk.usage or usage
            for d in (chunk.choices[0].delta.tool_calls or []) if chunk.choices else []:
                calls.setdefault(d.index, ["", ""])
                calls[d.index][0] += (d.function.name or "") if d.function else ""
                calls[d.index][1] += (d.function.arguments or "") if d.function else ""
        assert calls == {0: ["f", '{"q": "x y"}'], 1: ["g", "{}"]}
        assert usage is not None and usage.completion_tokens == 4  # {"q": | "x | y"} | {}

        with pytest.raises(openai.BadRequestError) as exc:
            client.chat.completions.create(model="gpt-x", messages=[{"role": "user", "content": "fail"}])
        assert exc.value.status_code == 400 and exc.value.code == "bad"

        emb = client.embeddings.create(model="e", input=["alpha", "beta"])  # SDK asks for base64
        emb2 = client.embeddings.create(model="e", input="alpha", encoding_format="float")
        assert len(emb.data) == 2 and len(emb.data[0].embedding) == 16
        assert emb.data[0].embedding == pytest.approx(emb2.data[0].embedding, abs=1e-6)
        assert [m.id for m in client.models.list()] == ["fake-model"]

        chat = [r for r in up.requests if r["path"] == "/v1/chat/completions"]
        assert len(chat) == 3 and len(up.chat_bodies()) == 3
        assert all(r["headers"]["authorization"] == "Bearer sk-upstream" for r in chat)
        assert chat[1]["body"]["stream_options"] == {"include_usage": True}
    with pytest.raises(openai.APIConnectionError):
        client.chat.completions.create(model="gpt-x", messages=[{"role": "user", "content": "x"}])


def test_cli(tmp_path: Any) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps([{"content": "from cli"}]))
    proc = subprocess.Popen(
        [sys.executable, "-m", "edgeward.harness.fake_upstream", "--script", str(path)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/v1")
        client = openai.OpenAI(base_url=url, api_key="x", max_retries=0)
        r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
        assert r.choices[0].message.content == "from cli"
    finally:
        proc.terminate()
        proc.wait(10)
