"""Issue 16, fast path: `HttpStream.batches` hands the relay the payloads that arrived together, so
the client gets them in one write, without changing what a stream means.

- Payloads are the ones `events()` yields, in order, whatever way the bytes were cut on the wire:
  a line split over several reads, `\\r\\n` endings, comments and blank lines, a last `[DONE]`
  without its newline.
- A malformed payload raises only after the payloads before it were handed over (they are relayed,
  then the error event); an unterminated line over `MAX_LINE` bytes is an upstream error.
- The client's stream: its head goes out with the first event, in one write (not a write of its own).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Sequence

import aiohttp
import pytest
from aiohttp import web

from edgeward.proxy.server import _Writer
from edgeward.proxy.upstreams import http as http_mod
from edgeward.proxy.upstreams.base import UpstreamError
from edgeward.proxy.upstreams.http import HttpUpstream


def _chunk(text: str) -> bytes:
    return json.dumps(
        {"id": "c", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": text}}]}
    ).encode()


async def _serve(pieces: Sequence[bytes]) -> tuple[web.AppRunner, str]:
    """An upstream writing `pieces` as separate writes, each after a pause (separate reads)."""

    async def chat(request: web.Request) -> web.StreamResponse:
        await request.read()
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for p in pieces:
            await resp.write(p)
            await asyncio.sleep(0.02)
        await resp.write_eof()
        return resp

    app = web.Application()
    app.router.add_post("/v1/chat/completions", chat)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    return runner, f"http://127.0.0.1:{port}/v1"


async def _batches(pieces: Sequence[bytes]) -> AsyncIterator[list[bytes] | UpstreamError]:
    runner, url = await _serve(pieces)
    try:
        async with aiohttp.ClientSession() as http:
            up = HttpUpstream("edge", url, "m", None, http)
            stream = await up.stream_bytes(b"{}")
            try:
                async for batch in stream.batches():
                    yield batch
            except UpstreamError as e:
                yield e
    finally:
        await runner.cleanup()


async def _collect(pieces: Sequence[bytes]) -> list[list[bytes] | UpstreamError]:
    return [b async for b in _batches(pieces)]


async def test_payloads_cut_anywhere_on_the_wire_come_whole_and_in_order() -> None:
    a, b, c = _chunk("one"), _chunk("two"), _chunk("three")
    wire = b"data: " + a + b"\r\n\r\n: a comment\n\ndata: " + b + b"\n\ndata: " + c + b"\n\ndata: [DONE]"
    pieces = [wire[:9], wire[9:40], wire[40:41], wire[41:]]  # split inside the first payload and after
    got = await _collect(pieces)
    batches = [x for x in got if isinstance(x, list) and x]
    assert len(batches) == len(got)  # no error, no empty batch
    assert [p for batch in batches for p in batch] == [a, b, c]


async def test_payloads_that_arrive_together_are_one_batch() -> None:
    a, b = _chunk("one"), _chunk("two")
    got = await _collect([b"data: " + a + b"\n\ndata: " + b + b"\n\n", b"data: [DONE]\n\n"])
    assert got == [[a, b]]


async def test_a_malformed_payload_raises_after_the_payloads_before_it() -> None:
    a = _chunk("one")
    got = await _collect([b"data: " + a + b"\n\ndata: {not json\n\ndata: [DONE]\n\n"])
    assert got[0] == [a]
    assert isinstance(got[1], UpstreamError) and got[1].status == 502
    assert len(got) == 2


async def test_an_unterminated_line_over_the_limit_is_an_upstream_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http_mod, "MAX_LINE", 64)
    got = await _collect([b"data: " + b"x" * 40, b"y" * 40, b"\n\ndata: [DONE]\n\n"])
    assert len(got) == 1 and isinstance(got[0], UpstreamError)
    assert "longer than 64 bytes" in got[0].message


async def test_a_stream_that_ends_before_done_is_truncated_after_its_payloads() -> None:
    a = _chunk("one")
    got = await _collect([b"data: " + a + b"\n\n"])
    assert got[0] == [a]
    assert isinstance(got[1], UpstreamError) and got[1].code == "stream_truncated"


class _CountingTransport:
    """Wraps a server transport: counts the writes that reach it, keeps their bytes."""

    def __init__(self, real: asyncio.Transport) -> None:
        self.real, self.writes = real, []  # type: list[bytes]

    def write(self, data: bytes) -> None:
        self.writes.append(bytes(data))
        self.real.write(data)

    def writelines(self, chunks: Sequence[bytes]) -> None:
        self.write(b"".join(chunks))

    def __getattr__(self, name: str) -> object:
        return getattr(self.real, name)


async def test_a_streamed_answers_head_goes_out_with_its_first_event() -> None:
    """`start_stream` sends nothing by itself; the head and the first event are one write."""
    seen: dict[str, object] = {}

    async def chat(request: web.Request) -> web.StreamResponse:
        proto = request.protocol
        counting = _CountingTransport(proto.transport)  # type: ignore[arg-type]  # open while handled
        proto.transport = counting  # type: ignore[assignment]  # the writer reads it per write
        try:
            sink = _Writer(request)
            await sink.start_stream({"x-edgeward-route": "edge"})
            seen["after_start"] = len(counting.writes)
            await sink.event(b'{"n": 1}')
            seen["after_event"] = list(counting.writes)
            await sink.end()
        finally:
            proto.transport = counting.real
        assert sink.resp is not None
        return sink.resp

    app = web.Application()
    app.router.add_post("/x", chat)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    try:
        async with aiohttp.ClientSession() as s:
            async with s.post(f"http://127.0.0.1:{runner.addresses[0][1]}/x", data=b"{}") as r:
                body = await r.read()
                assert r.headers["x-edgeward-route"] == "edge"
    finally:
        await runner.cleanup()
    assert seen["after_start"] == 0
    (first,) = seen["after_event"]  # type: ignore[misc]  # a list of one write
    assert first.startswith(b"HTTP/1.1 200") and b'data: {"n": 1}\n\n' in first
    assert body == b'data: {"n": 1}\n\n'


def test_one_large_event_from_the_cloud_is_relayed_whole_and_restored(proxy_env) -> None:
    """A 300 KB tool call in a single SSE event (a file the agent writes, sent whole as Ollama and
    several gateways do) was a 502 `stream_broken` at the old 128 KiB line limit."""
    import json as _json

    import requests

    from .test_fuzz import CANARY, CanaryDetector

    content = "line of a file\n" * 20_000  # 300 KB
    args = _json.dumps({"path": "/tmp/out.txt", "owner": "[PERSON_1]", "content": content})
    call = {"index": 0, "id": "call_0", "type": "function", "function": {"name": "write", "arguments": args}}
    events = [
        {"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "m", "choices": [c]}
        for c in (
            {"index": 0, "delta": {"role": "assistant", "tool_calls": [call]}, "finish_reason": None},
            {"index": 0, "delta": {}, "finish_reason": "tool_calls"},
        )
    ]
    body = "".join("data: " + _json.dumps(e) + "\n\n" for e in events) + "data: [DONE]\n\n"
    env = proxy_env(
        None,
        [{"raw": {"status": 200, "content_type": "text/event-stream", "body": body}}],
        detector=CanaryDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": "mask"},
    )
    r = requests.post(
        env.url + "/chat/completions",
        json={"model": "m", "stream": True, "messages": [{"role": "user", "content": "write it for " + CANARY}]},
        timeout=30,
    )
    assert r.status_code == 200
    chunks = [_json.loads(ln[6:]) for ln in r.text.splitlines() if ln.startswith("data: {")]
    got = "".join(
        tc["function"].get("arguments") or ""
        for ch in chunks
        for c in ch.get("choices", [])
        for tc in c.get("delta", {}).get("tool_calls") or []
    )
    assert _json.loads(got) == {"path": "/tmp/out.txt", "owner": CANARY, "content": content}
    (row,) = env.calls()
    assert row.status == "ok"


def test_streams_name_their_charset_so_non_ascii_text_survives_a_plain_http_client(proxy_env) -> None:
    """Found by breaker18: `Content-Type: text/event-stream` without a charset made requests decode
    every streamed answer as Latin-1 (Chinese, accents and U+2028 arrived as mojibake)."""
    import json as _json

    import requests

    text = "总额 ¥1 234,50 — café\u2028fin"
    env = proxy_env([{"content": text}])
    for path, body in (
        ("/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "x"}]}),
        ("/responses", {"model": "m", "input": "x"}),
        ("/messages", {"model": "m", "max_tokens": 50, "messages": [{"role": "user", "content": "x"}]}),
    ):
        r = requests.post(env.url + path, json={**body, "stream": True}, stream=True, timeout=15)
        assert r.headers["Content-Type"] == "text/event-stream; charset=utf-8"
        got = ""
        for line in r.iter_lines(decode_unicode=True, delimiter="\n"):
            if line.startswith("data: {"):
                ev = _json.loads(line[6:])
                if "choices" in ev:
                    got += "".join(c.get("delta", {}).get("content") or "" for c in ev["choices"])
                elif ev.get("type") == "response.output_text.delta":
                    got += ev["delta"]
                elif ev.get("type") == "content_block_delta":
                    got += ev["delta"].get("text", "")
        assert got.split() == text.split(), path  # the fake streams one whitespace token per chunk
