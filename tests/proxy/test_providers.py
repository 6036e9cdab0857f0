"""Providers through litellm: an Anthropic-model cloud role against a fake Anthropic server."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from types import SimpleNamespace
from typing import Any

import openai
import pytest
from aiohttp import web

from edgeward.proxy.upstreams.providers import openai_chunks, openai_response, provider_for

MODEL = "anthropic/claude-sonnet-4-5"
WEATHER = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather for a city.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    },
}


class FakeAnthropic:
    """A small Anthropic Messages API (`POST /v1/messages`) on its own loop in a thread.

    `script`: a list of replies consumed in order (the last repeats); a reply is
    {"text": str, "tool": (name, input) | None, "error": (status, type, retry_after) | None}.
    Usage: input 100 tokens, of which 40 read from the cache; output 20.
    """

    def __init__(self, script: list[dict[str, Any]]) -> None:
        self.script, self.requests = list(script), []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.runner: web.AppRunner | None = None
        self.port = asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(10)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def _start(self) -> int:
        app = web.Application()
        app.router.add_post("/v1/messages", self._messages)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        return self.runner.addresses[0][1]

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)

    def bodies(self) -> list[dict[str, Any]]:
        return [r["body"] for r in self.requests]

    async def _messages(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append({"headers": {k.lower(): v for k, v in request.headers.items()}, "body": body})
        step = self.script.pop(0) if len(self.script) > 1 else self.script[0]
        if step.get("error"):
            status, etype, ra = step["error"]
            headers = {"retry-after": str(ra)} if ra is not None else {}
            return web.json_response(
                {"type": "error", "error": {"type": etype, "message": f"fake {etype}"}}, status=status, headers=headers
            )
        text, tool = step.get("text", ""), step.get("tool")
        usage = {
            "input_tokens": 60,
            "output_tokens": 20,
            "cache_read_input_tokens": 40,
            "cache_creation_input_tokens": 0,
        }
        stop = "tool_use" if tool else "end_turn"
        model = "claude-sonnet-4-5-20250929"
        if not body.get("stream"):
            content: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
            if tool:
                content.append({"type": "tool_use", "id": "toolu_01", "name": tool[0], "input": tool[1]})
            return web.json_response(
                {
                    "id": "msg_01",
                    "type": "message",
                    "role": "assistant",
                    "model": model,
                    "content": content,
                    "stop_reason": stop,
                    "stop_sequence": None,
                    "usage": usage,
                }
            )
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)

        async def ev(name: str, obj: dict[str, Any]) -> None:
            await resp.write(f"event: {name}\ndata: {json.dumps(obj)}\n\n".encode())

        await ev(
            "message_start",
            {
                "type": "message_start",
                "message": {
                    "id": "msg_02",
                    "type": "message",
                    "role": "assistant",
                    "model": model,
                    "content": [],
                    "stop_reason": None,
                    "stop_sequence": None,
                    "usage": {**usage, "output_tokens": 1},
                },
            },
        )
        idx = 0
        if text:
            await ev(
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
            )
            for word in text.split(" "):
                await ev(
                    "content_block_delta",
                    {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": word + " "}},
                )
            await ev("content_block_stop", {"type": "content_block_stop", "index": 0})
            idx = 1
        if tool:
            await ev(
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": idx,
                    "content_block": {"type": "tool_use", "id": "toolu_02", "name": tool[0], "input": {}},
                },
            )
            args = json.dumps(tool[1])
            for i in range(0, len(args), 7):
                await ev(
                    "content_block_delta",
                    {
                        "type": "content_block_delta",
                        "index": idx,
                        "delta": {"type": "input_json_delta", "partial_json": args[i : i + 7]},
                    },
                )
            await ev("content_block_stop", {"type": "content_block_stop", "index": idx})
        await ev(
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop, "stop_sequence": None},
                "usage": {"output_tokens": 20},
            },
        )
        await ev("message_stop", {"type": "message_stop"})
        await resp.write_eof()
        return resp


@pytest.fixture
def anthropic_env(proxy_env, monkeypatch):
    monkeypatch.setenv("EDGEWARD_TEST_ANTHROPIC_KEY", "sk-ant-test-0123456789")
    fakes: list[FakeAnthropic] = []

    def make(script: list[dict[str, Any]], **cloud: Any) -> Any:
        fake = FakeAnthropic(script)
        fakes.append(fake)
        env = proxy_env(
            None,
            with_cloud=False,
            cloud={
                "provider": "litellm",
                "model": MODEL,
                "api_base": fake.url,
                "api_key": "env:EDGEWARD_TEST_ANTHROPIC_KEY",
                "retries": 0,
                **cloud,
            },
        )
        env.anthropic = fake
        return env

    yield make
    for f in fakes:
        f.stop()


def _client(env: Any) -> openai.OpenAI:
    return openai.OpenAI(base_url=env.url, api_key="x", max_retries=0, timeout=60)


CLOUD = {"x-edgeward-force": "cloud"}


# -- rule and translation units ----------------------------------------------------------------------------
def test_provider_rule():
    ns = SimpleNamespace
    assert provider_for(ns(provider=None, embedded=None, api_base=None, model=MODEL)) == "litellm"
    assert provider_for(ns(provider=None, embedded=None, api_base=None, model="gpt-4o-mini")) == "litellm"
    # an api_base means an OpenAI-compatible server; the model id (slashes and all) is sent verbatim
    assert (
        provider_for(
            ns(
                provider=None,
                embedded=None,
                api_base="https://openrouter.ai/api/v1",
                model="anthropic/claude-sonnet-4.5",
            )
        )
        == "openai"
    )
    assert provider_for(ns(provider=None, embedded="smollm2-135m", api_base=None, model=None)) == "openai"
    assert provider_for(ns(provider="litellm", embedded=None, api_base="http://x", model=MODEL)) == "litellm"


def test_openai_normalisation_of_litellm_objects():
    resp = {
        "id": "c1",
        "created": 1,
        "model": "m",
        "object": "chat.completion",
        "system_fingerprint": None,
        "choices": [
            {
                "index": 0,
                "finish_reason": "tool_calls",
                "message": {
                    "role": "assistant",
                    "content": None,
                    "function_call": None,
                    "provider_specific_fields": {},
                    "tool_calls": [
                        {"index": 1, "id": "t1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
                    ],
                },
            }
        ],
        "usage": {
            "prompt_tokens": 10,
            "completion_tokens": 2,
            "total_tokens": 12,
            "prompt_tokens_details": {"cached_tokens": 4, "audio_tokens": None},
        },
    }
    out = openai_response(resp)
    assert out["choices"][0]["message"] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": "t1", "type": "function", "function": {"name": "f", "arguments": "{}"}}],
    }
    assert out["usage"] == {
        "prompt_tokens": 10,
        "completion_tokens": 2,
        "total_tokens": 12,
        "prompt_tokens_details": {"cached_tokens": 4},
    }
    usage_chunk = {
        "id": "c",
        "created": 1,
        "model": "m",
        "choices": [{"index": 0, "delta": {}}],
        "usage": {"prompt_tokens": 3, "completion_tokens": 1},
    }
    assert openai_chunks(usage_chunk) == [
        {
            "id": "c",
            "object": "chat.completion.chunk",
            "created": 1,
            "model": "m",
            "choices": [],
            "usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4},
        }
    ]


# -- through the proxy -----------------------------------------------------------------------------------
def test_anthropic_tool_call_non_streaming(anthropic_env):
    env = anthropic_env(
        [{"text": "Let me check.", "tool": ("get_weather", {"city": "Paris"})}, {"text": "It is 18 C in Paris."}]
    )
    c = _client(env)
    msgs = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Weather in Paris?"}]
    raw = c.chat.completions.with_raw_response.create(
        model="cloud",
        messages=msgs,
        tools=[WEATHER],
        max_tokens=50,
        extra_headers={**CLOUD, "x-edgeward-session": "anth-1"},
    )
    r = raw.parse()
    assert raw.headers["x-edgeward-route"] == "cloud"
    ch = r.choices[0]
    assert ch.finish_reason == "tool_calls" and ch.message.content == "Let me check."
    (tc,) = ch.message.tool_calls
    assert (tc.id, tc.function.name, json.loads(tc.function.arguments)) == (
        "toolu_01",
        "get_weather",
        {"city": "Paris"},
    )
    sent = env.anthropic.requests[-1]
    assert sent["headers"]["x-api-key"] == "sk-ant-test-0123456789"
    assert sent["body"]["model"] == "claude-sonnet-4-5"
    assert sent["body"]["tools"][0]["name"] == "get_weather" and "input_schema" in sent["body"]["tools"][0]
    assert "Be brief." in json.dumps(sent["body"].get("system"))
    # the tool result goes back as an Anthropic tool_result block
    msgs += [ch.message.model_dump(exclude_none=True), {"role": "tool", "tool_call_id": tc.id, "content": "18 C"}]
    r2 = c.chat.completions.create(
        model="cloud",
        messages=msgs,
        tools=[WEATHER],
        max_tokens=50,
        extra_headers={**CLOUD, "x-edgeward-session": "anth-1"},
    )
    assert r2.choices[0].message.content == "It is 18 C in Paris." and r2.choices[0].finish_reason == "stop"
    blocks = [
        b
        for m in env.anthropic.bodies()[-1]["messages"]
        for b in (m["content"] if isinstance(m["content"], list) else [])
    ]
    assert any(b.get("type") == "tool_use" and b.get("id") == "toolu_01" for b in blocks)
    assert any(b.get("type") == "tool_result" and b.get("tool_use_id") == "toolu_01" for b in blocks)
    # accounting: litellm's price map for the model, cached input priced separately
    rows = env.calls("anth-1")
    assert [r.status for r in rows] == ["ok", "ok"] and all(r.role == "cloud" for r in rows)
    row = rows[0]
    assert (row.prompt_tokens, row.cached_tokens, row.completion_tokens) == (100, 40, 20)
    assert row.usd == pytest.approx((60 * 3.0 + 40 * 0.3 + 20 * 15.0) / 1e6)
    egress = env.store.egress("anth-1")
    assert len(egress) == 2 and json.loads(egress[0].body)["model"] == MODEL


def test_anthropic_streaming_text_and_tool_use(anthropic_env):
    env = anthropic_env([{"text": "Checking the weather now", "tool": ("get_weather", {"city": "Paris"})}])
    c = _client(env)
    stream = c.chat.completions.create(
        model="cloud",
        messages=[{"role": "user", "content": "Weather?"}],
        tools=[WEATHER],
        max_tokens=50,
        stream=True,
        stream_options={"include_usage": True},
        extra_headers={**CLOUD, "x-edgeward-session": "anth-s"},
    )
    chunks = list(stream)
    assert env.anthropic.bodies()[-1]["stream"] is True
    text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
    assert text.strip() == "Checking the weather now"
    deltas = [tc for ch in chunks if ch.choices for tc in ch.choices[0].delta.tool_calls or []]
    assert deltas[0].id == "toolu_02" and deltas[0].function.name == "get_weather"
    assert {d.index for d in deltas} == {0}
    assert json.loads("".join(d.function.arguments or "" for d in deltas)) == {"city": "Paris"}
    assert [ch.choices[0].finish_reason for ch in chunks if ch.choices and ch.choices[0].finish_reason] == [
        "tool_calls"
    ]
    assert chunks[-1].choices == [] and chunks[-1].usage.prompt_tokens == 100
    (row,) = env.calls("anth-s")
    assert row.status == "ok" and row.completion_tokens == 20 and row.cached_tokens == 40 and row.ttft_ms is not None


def test_anthropic_stream_without_usage_request_hides_usage(anthropic_env):
    env = anthropic_env([{"text": "hello world"}])
    stream = _client(env).chat.completions.create(
        model="cloud", messages=[{"role": "user", "content": "hi"}], max_tokens=20, stream=True, extra_headers=CLOUD
    )
    chunks = list(stream)
    assert all(ch.usage is None for ch in chunks) and all(ch.choices for ch in chunks)


def test_anthropic_errors_are_mapped_and_retried(anthropic_env):
    env = anthropic_env([{"error": (529, "overloaded_error", 1)}, {"text": "fine"}], retries=2)
    t0 = time.monotonic()
    r = _client(env).chat.completions.create(
        model="cloud",
        messages=[{"role": "user", "content": "hi"}],
        max_tokens=20,
        extra_headers={**CLOUD, "x-edgeward-session": "anth-r"},
    )
    assert r.choices[0].message.content == "fine"
    assert time.monotonic() - t0 >= 1.0  # Retry-After: 1 honoured
    rows = env.calls("anth-r")
    # litellm reports Anthropic's 529 "overloaded" as a 500
    assert [r.status for r in rows] == ["retried", "ok"] and rows[0].http_status in (500, 529)
    env2 = anthropic_env([{"error": (400, "invalid_request_error", None)}])
    with pytest.raises(openai.BadRequestError):
        _client(env2).chat.completions.create(
            model="cloud", messages=[{"role": "user", "content": "hi"}], max_tokens=20, extra_headers=CLOUD
        )
    assert len(env2.anthropic.requests) == 1  # 4xx is not retried


def test_prompted_tools_over_litellm(anthropic_env):
    """Prompted tool mode works over any upstream (here: litellm, no response_format by default)."""
    env = anthropic_env([{"text": '{"tool": "get_weather", "arguments": {"city": "Oslo"}}'}], tool_mode="prompted")
    r = _client(env).chat.completions.create(
        model="cloud",
        messages=[{"role": "user", "content": "Oslo?"}],
        tools=[WEATHER],
        max_tokens=50,
        extra_headers=CLOUD,
    )
    assert r.choices[0].message.tool_calls[0].function.name == "get_weather"
    sent = env.anthropic.bodies()[-1]
    assert "tools" not in sent and "get_weather" in json.dumps(sent["system"])


def test_litellm_openai_route_chat_stream_and_embeddings(proxy_env):
    """`provider: litellm` with an `openai/…` model string against the OpenAI-shaped fake: chat,
    stream and the edge's /v1/embeddings all go through litellm."""
    from edgeward.harness.fake_upstream import FakeUpstream

    fake = FakeUpstream.run_in_thread(
        [{"content": "hello from litellm", "usage": {"prompt_tokens": 7, "completion_tokens": 3}}]
    )
    try:
        env2 = proxy_env(
            None,
            with_cloud=False,
            with_edge=False,
            edge={
                "provider": "litellm",
                "model": "openai/edge-model",
                "api_base": fake.url,
                "api_key": "edge-secret-key",
                "active_params": 1e9,
            },
        )
        c = _client(env2)
        r = c.chat.completions.create(
            model="edge", messages=[{"role": "user", "content": "hi"}], extra_headers={"x-edgeward-session": "lt-1"}
        )
        assert r.choices[0].message.content == "hello from litellm"
        stream = c.chat.completions.create(
            model="edge",
            messages=[{"role": "user", "content": "hi"}],
            stream=True,
            extra_headers={"x-edgeward-session": "lt-1"},
        )
        assert "".join(ch.choices[0].delta.content or "" for ch in stream if ch.choices) == "hello from litellm"
        sent = fake.chat_bodies()
        assert sent[0]["model"] == "edge-model" and sent[1]["stream"] is True
        assert fake.requests[0]["headers"]["authorization"] == "Bearer edge-secret-key"
        rows = env2.calls("lt-1")
        assert [(x.status, x.prompt_tokens, x.completion_tokens) for x in rows] == [("ok", 7, 3), ("ok", 7, 3)]
        assert rows[0].edge_flops == 2 * 1e9 * 10
        emb = c.embeddings.create(model="edge", input=["a", "b"])
        assert len(emb.data) == 2 and len(emb.data[0].embedding) == 16
        assert fake.requests[-1]["path"].endswith("/embeddings")
    finally:
        fake.stop()
