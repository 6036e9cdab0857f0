"""Issue 16, fast path: `HttpUpstream` posts through `lean.PostTemplate` (aiohttp's connector and
response parser, without `ClientSession.post`'s per-request machinery). What a call means must
not change:

- the request on the wire carries the headers `ClientSession.post` sends (Host, Accept,
  Accept-Encoding, User-Agent, Content-Type, Authorization) and the exact body;
- kept-alive connections are reused, and one the upstream asked to close is not;
- chunked, compressed and length-less answers are read whole;
- a malformed answer, a connection that breaks, a refused connection are 502, a silent upstream
  504 (`sock_read`), before and after the head;
- a body larger than the socket buffer is sent whole (back-pressure), and 1xx answers are skipped.
"""

from __future__ import annotations

import asyncio
import errno
import gzip
import json
import os
import socket
from collections.abc import AsyncIterator, Awaitable, Callable

import aiohttp
import pytest
from aiohttp import web

from edgeward.proxy.upstreams.base import UpstreamError
from edgeward.proxy.upstreams.http import HttpUpstream

COMPLETION = {
    "id": "c1",
    "object": "chat.completion",
    "model": "m",
    "choices": [{"index": 0, "message": {"role": "assistant", "content": "ok"}, "finish_reason": "stop"}],
    "usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4},
}


async def _app(handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> tuple[web.AppRunner, str]:
    app = web.Application(client_max_size=64 * 2**20)
    app.router.add_post("/v1/chat/completions", handler)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    return runner, f"http://127.0.0.1:{runner.addresses[0][1]}/v1"


async def _raw(answer: bytes, *, close: bool = True) -> tuple[asyncio.Server, str]:
    """A server that reads one request head and answers `answer` verbatim (then closes)."""

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(answer)
        await writer.drain()
        if close:
            writer.close()
        else:
            await asyncio.sleep(30)

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, f"http://127.0.0.1:{port}/v1"


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(limit=0, limit_per_host=0), cookie_jar=aiohttp.DummyCookieJar()
    ) as s:
        yield s


async def test_the_request_on_the_wire_is_what_client_session_post_sends(http: aiohttp.ClientSession) -> None:
    seen: list[tuple[dict[str, str], bytes]] = []

    async def chat(request: web.Request) -> web.Response:
        seen.append((dict(request.headers), await request.read()))
        return web.json_response(COMPLETION)

    runner, url = await _app(chat)
    try:
        up = HttpUpstream("edge", url, "m", "sk-test", http)
        body = json.dumps({"model": "m", "messages": [{"role": "user", "content": "héllo"}]}).encode()
        out, usage, _ = await up.complete_bytes(body)
        async with http.post(url + "/chat/completions", data=body, headers=up._headers) as r:
            await r.read()
    finally:
        await runner.cleanup()
    assert out == COMPLETION and usage.prompt == 3 and usage.completion == 1
    (lean_headers, lean_body), (ref_headers, ref_body) = seen
    assert lean_body == ref_body == body
    assert lean_headers == ref_headers
    assert lean_headers["Authorization"] == "Bearer sk-test"
    assert lean_headers["Content-Length"] == str(len(body))


async def test_connections_are_reused_unless_the_upstream_closes(http: aiohttp.ClientSession) -> None:
    peers: list[int] = []
    close_next = False

    async def chat(request: web.Request) -> web.Response:
        await request.read()
        peers.append(request.transport.get_extra_info("peername")[1])  # type: ignore[union-attr]  # open while handled
        resp = web.json_response(COMPLETION)
        if close_next:
            resp.force_close()  # `Connection: close`
        return resp

    runner, url = await _app(chat)
    try:
        up = HttpUpstream("edge", url, "m", None, http)
        for _ in range(3):
            await up.complete_bytes(b"{}")
        close_next = True
        await up.complete_bytes(b"{}")
        close_next = False
        await up.complete_bytes(b"{}")
    finally:
        await runner.cleanup()
    assert peers[0] == peers[1] == peers[2] == peers[3]  # one kept-alive connection
    assert peers[4] != peers[3]  # the closed one was not reused


async def test_the_parked_connection_follows_the_pools_rules(http: aiohttp.ClientSession) -> None:
    """One connection is kept out of the pool between calls (`PostTemplate.park`): reused while
    connected and idle no longer than the keep-alive expiry; one the upstream closed while it
    was parked, or one idle too long, is replaced by a new connection (the call succeeds);
    concurrent calls still get connections of their own; `close_idle` closes it."""
    peers: list[int] = []
    gate = asyncio.Event()
    gate.set()

    async def chat(request: web.Request) -> web.Response:
        await request.read()
        peers.append(request.transport.get_extra_info("peername")[1])  # type: ignore[union-attr]  # open while the handler runs
        await gate.wait()
        return web.json_response(COMPLETION)

    runner, url = await _app(chat)
    try:
        up = HttpUpstream("edge", url, "m", None, http)
        await up.complete_bytes(b"{}")
        await up.complete_bytes(b"{}")
        assert peers[0] == peers[1]  # parked and reused
        post = up._template("/chat/completions")
        parked = post._parked
        assert parked is not None and parked.protocol is not None
        # the upstream drops the idle connection while it is parked: the next call opens another
        assert parked.transport is not None
        await runner.server.shutdown(0.1)  # type: ignore[union-attr]  # closes idle keep-alive connections
        for _ in range(50):
            if not parked.protocol.is_connected():
                break
            await asyncio.sleep(0.01)
        assert not parked.protocol.is_connected()
        out, _, _ = await up.complete_bytes(b"{}")
        assert out == COMPLETION and peers[2] != peers[1]
        assert parked.protocol is None  # the stale one was closed, not left to the collector
        # idle longer than the keep-alive expiry: not reused
        post._parked_at -= post._keepalive_s + 1
        await up.complete_bytes(b"{}")
        assert peers[3] != peers[2]
        # two calls at once: two connections; both kept alive afterwards (one parked, one pooled)
        gate.clear()
        calls = [asyncio.ensure_future(up.complete_bytes(b"{}")) for _ in range(2)]
        while len(peers) < 6:
            await asyncio.sleep(0.01)
        gate.set()
        await asyncio.gather(*calls)
        assert peers[4] != peers[5]
        await up.complete_bytes(b"{}")
        await up.complete_bytes(b"{}")
        assert {peers[6], peers[7]} <= {peers[4], peers[5]}  # no new connection
        kept = post._parked
        assert kept is not None
        up.close_idle()
        assert post._parked is None and kept.protocol is None  # closed, not left for the collector
    finally:
        await runner.cleanup()


async def test_chunked_and_compressed_answers_are_read_whole(http: aiohttp.ClientSession) -> None:
    async def chat(request: web.Request) -> web.StreamResponse:
        await request.read()
        if request.headers.get("x-kind") == "gzip":
            return web.Response(
                body=gzip.compress(json.dumps(COMPLETION).encode()),
                headers={"Content-Type": "application/json", "Content-Encoding": "gzip"},
            )
        resp = web.StreamResponse(headers={"Content-Type": "application/json"})
        resp.enable_chunked_encoding()
        await resp.prepare(request)
        raw = json.dumps(COMPLETION).encode()
        for i in range(0, len(raw), 7):
            await resp.write(raw[i : i + 7])
        await resp.write_eof()
        return resp

    runner, url = await _app(chat)
    try:
        plain = HttpUpstream("edge", url, "m", None, http)
        zipped = HttpUpstream("edge", url, "m", None, http)
        zipped._headers["x-kind"] = "gzip"
        assert (await plain.complete_bytes(b"{}"))[0] == COMPLETION
        assert (await zipped.complete_bytes(b"{}"))[0] == COMPLETION
    finally:
        await runner.cleanup()


async def test_one_parked_connection_reads_answers_of_every_kind_in_turn(http: aiohttp.ClientSession) -> None:
    """A parked connection keeps its response parser (no new one per call): answers of
    different framing (length, chunked, gzip), an error status and a stream follow each other
    on one connection and each is read whole and exactly."""
    peers: list[int] = []
    kinds = ["length", "chunked", "gzip", "error", "stream", "length", "stream", "chunked", "error", "gzip"]
    raw = json.dumps(COMPLETION).encode()

    async def chat(request: web.Request) -> web.StreamResponse:
        await request.read()
        peers.append(request.transport.get_extra_info("peername")[1])  # type: ignore[union-attr]  # open while the handler runs
        kind = kinds[len(peers) - 1]
        if kind == "length":
            return web.json_response(COMPLETION)
        if kind == "gzip":
            return web.Response(
                body=gzip.compress(raw), headers={"Content-Type": "application/json", "Content-Encoding": "gzip"}
            )
        if kind == "error":
            return web.json_response({"error": {"message": f"busy {len(peers)}"}}, status=400)
        resp = web.StreamResponse(
            headers={"Content-Type": "text/event-stream" if kind == "stream" else "application/json"}
        )
        resp.enable_chunked_encoding()
        await resp.prepare(request)
        if kind == "stream":
            for word in ("a", "b"):
                chunk = {"choices": [{"index": 0, "delta": {"content": word}}]}
                await resp.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            await resp.write(b"data: [DONE]\n\n")
        else:
            for i in range(0, len(raw), 7):
                await resp.write(raw[i : i + 7])
        await resp.write_eof()
        return resp

    runner, url = await _app(chat)
    try:
        up = HttpUpstream("edge", url, "m", None, http)
        for n, kind in enumerate(kinds, 1):
            if kind == "error":
                with pytest.raises(UpstreamError) as err:
                    await up.complete_bytes(b"{}")
                assert err.value.status == 400 and f"busy {n}" in err.value.message
            elif kind == "stream":
                stream = await up.stream_bytes(b"{}")
                got = [json.loads(p)["choices"][0]["delta"]["content"] async for p in stream.events()]
                assert got == ["a", "b"]
            else:
                assert (await up.complete_bytes(b"{}"))[0] == COMPLETION
        up.close_idle()
    finally:
        await runner.cleanup()
    assert len(peers) == len(kinds) and len(set(peers)) == 1  # all on the one parked connection


async def test_an_answer_without_length_ends_with_the_connection(http: aiohttp.ClientSession) -> None:
    raw = json.dumps(COMPLETION).encode()
    server, url = await _raw(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n" + raw)
    try:
        out, _, _ = await HttpUpstream("edge", url, "m", None, http).complete_bytes(b"{}")
    finally:
        server.close()
    assert out == COMPLETION


async def test_1xx_answers_are_skipped(http: aiohttp.ClientSession) -> None:
    raw = json.dumps(COMPLETION).encode()
    answer = b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    server, url = await _raw(answer + b"Content-Length: %d\r\n\r\n" % len(raw) + raw)
    try:
        out, _, _ = await HttpUpstream("edge", url, "m", None, http).complete_bytes(b"{}")
    finally:
        server.close()
    assert out == COMPLETION


@pytest.mark.parametrize(
    "answer",
    [
        b"NOT HTTP AT ALL\r\n\r\n",  # a malformed head
        b'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"id"',  # cut short
        b"",  # closed without an answer
    ],
)
async def test_a_broken_answer_is_a_502(http: aiohttp.ClientSession, answer: bytes) -> None:
    server, url = await _raw(answer)
    try:
        with pytest.raises(UpstreamError) as e:
            await HttpUpstream("edge", url, "m", None, http).complete_bytes(b"{}")
    finally:
        server.close()
    assert e.value.status == 502


async def test_a_refused_connection_is_a_502(http: aiohttp.ClientSession) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    with pytest.raises(UpstreamError) as e:
        await HttpUpstream("edge", f"http://127.0.0.1:{port}/v1", "m", None, http).complete_bytes(b"{}")
    assert e.value.status == 502 and e.value.code == "upstream_unreachable"
    assert f"cannot connect to 127.0.0.1:{port}: {os.strerror(errno.ECONNREFUSED)}" in e.value.message


async def test_an_unknown_host_says_so_and_never_echoes_the_urls_user_info_or_query(
    http: aiohttp.ClientSession,
) -> None:
    url = "http://someone:pw-in-url@no-such-host.invalid:8000/v1?key=in-query"
    with pytest.raises(UpstreamError) as e:
        await HttpUpstream("cloud", url, "m", None, http).complete_bytes(b"{}")
    msg = e.value.message
    assert e.value.status == 502 and msg.startswith("cloud upstream unreachable: ClientConnectorDNSError: ")
    assert "cannot connect to no-such-host.invalid:8000: " in msg
    assert "pw-in-url" not in msg and "in-query" not in msg and "someone" not in msg


async def test_a_silent_upstream_is_a_504_before_and_after_the_head(http: aiohttp.ClientSession) -> None:
    silent, url = await _raw(b"", close=False)  # reads the request, never answers
    try:
        with pytest.raises(UpstreamError) as e:
            await HttpUpstream("edge", url, "m", None, http, timeout_s=0.3).complete_bytes(b"{}")
        assert e.value.status == 504
    finally:
        silent.close()
    head_only, url = await _raw(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: {}\n\n", close=False)
    try:
        stream = await HttpUpstream("edge", url, "m", None, http, timeout_s=0.3).stream_bytes(b"{}")
        with pytest.raises(UpstreamError) as e:
            async for _ in stream.batches():
                pass
        assert e.value.status in (502, 504)  # `{}` is not a chunk (502) or the read times out (504)
    finally:
        head_only.close()


async def test_a_body_larger_than_the_socket_buffer_is_sent_whole(http: aiohttp.ClientSession) -> None:
    got: list[bytes] = []

    async def chat(request: web.Request) -> web.Response:
        await asyncio.sleep(0.2)  # the client's writes back up meanwhile
        got.append(await request.read())
        return web.json_response(COMPLETION)

    runner, url = await _app(chat)
    body = b'{"x": "' + b"a" * (16 * 2**20) + b'"}'
    try:
        out, _, _ = await HttpUpstream("edge", url, "m", None, http).complete_bytes(body)
    finally:
        await runner.cleanup()
    assert out == COMPLETION and got == [body]


async def test_an_error_status_is_mapped_with_its_message(http: aiohttp.ClientSession) -> None:
    async def chat(request: web.Request) -> web.Response:
        await request.read()
        err = {"error": {"message": "maximum context length exceeded (naïve)", "code": "context_length_exceeded"}}
        return web.Response(
            body=json.dumps(err, ensure_ascii=False).encode("latin-1"),
            status=400,
            headers={"Content-Type": "application/json; charset=latin-1"},
        )

    runner, url = await _app(chat)
    try:
        with pytest.raises(UpstreamError) as e:
            await HttpUpstream("edge", url, "m", None, http).complete_bytes(b"{}")
    finally:
        await runner.cleanup()
    assert e.value.status == 400 and "maximum context length exceeded (naïve)" in e.value.message


async def test_a_header_value_with_a_line_break_is_refused(http: aiohttp.ClientSession) -> None:
    up = HttpUpstream("edge", "http://127.0.0.1:9/v1", "m", "sk\r\nX-Injected: 1", http)
    with pytest.raises(ValueError):
        await up.complete_bytes(b"{}")
