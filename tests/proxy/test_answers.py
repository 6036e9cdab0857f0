"""Issue 16, fast path: `proxy/answers.py` prepares a model answer's head itself, and must put
on the wire exactly what aiohttp's own `web.Response` / `web.StreamResponse` put there, in
every case, whether it takes its own path or hands the answer to aiohttp's.

Each case is served twice by one app over real HTTP, once as our answer and once as aiohttp's
reference, and the raw bytes are compared (the `Date` value aside): JSON and event streams;
HTTP/1.1 keep-alive (our path) and HTTP/1.0, `Connection: close`, HEAD, empty-body statuses,
`force_close()`, an `on_response_prepare` handler, a header with a line break (aiohttp's paths).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from aiohttp import web

from edgeward.proxy import answers
from edgeward.proxy.answers import EventStream, JsonAnswer

BODY = b'{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"\xc3\xa9"}}]}'
EVENTS = [b'data: {"a":1}\n\n', b'data: {"b":2}\n\ndata: [DONE]\n\n']
HEADERS = {"x-edgeward-session": "s-1", "x-edgeward-route": "edge", "x-edgeward-call-id": "call-1"}


class _ReferenceStream(web.StreamResponse):
    """What the proxy served before `answers.EventStream`: aiohttp's path, head with the first write."""

    _send_headers_immediately = False


def _json(ref: bool, status: int, headers: dict[str, str], body: bytes = BODY) -> web.Response:
    if ref:
        return web.Response(status=status, body=body, content_type="application/json", headers=headers)
    return JsonAnswer(status, body, headers)


async def _stream(request: web.Request, ref: bool, headers: dict[str, str]) -> web.StreamResponse:
    h = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache", **headers}
    resp = _ReferenceStream(status=200, headers=h) if ref else EventStream(status=200, headers=h)
    await resp.prepare(request)
    for e in EVENTS:
        await resp.write(e)
    await resp.write_eof()
    return resp


async def _handler(request: web.Request) -> web.StreamResponse:
    ref = request.query.get("ref") == "1"
    kind = request.match_info["kind"]
    if kind == "stream":
        return await _stream(request, ref, HEADERS)
    if kind == "empty":
        return _json(ref, 200, HEADERS, b"")
    if kind == "status":
        return _json(ref, int(request.query["s"]), {**HEADERS, "Retry-After": "3"})
    if kind == "close":
        resp = _json(ref, 200, HEADERS)
        resp.force_close()
        return resp
    if kind == "badheader":
        return _json(ref, 200, {**HEADERS, "x-edgeward-warning": "a\r\nInjected: yes"})
    return _json(ref, 200, HEADERS)


@pytest.fixture
async def server() -> AsyncIterator[Callable[[bool], Awaitable[int]]]:
    runners: list[web.AppRunner] = []

    async def start(with_signal: bool = False) -> int:
        app = web.Application()
        app.router.add_route("*", "/{kind}", _handler)
        if with_signal:

            async def stamp(request: web.Request, response: web.StreamResponse) -> None:
                response.headers["x-stamped"] = "1"

            app.on_response_prepare.append(stamp)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        runners.append(runner)
        return int(runner.addresses[0][1])

    yield start
    for r in runners:
        await r.cleanup()


async def _exchange(port: int, requests: list[bytes]) -> bytes:
    """Send the raw requests one after the other on one connection, each once the answer to
    the one before was read: a body by its `Content-Length`, by its chunks, or (neither) to the
    end of the connection."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        out = b""
        for req in requests:
            writer.write(req)
            await writer.drain()
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            out += head
            text = head.decode("latin-1").lower()
            status = int(text.split(" ", 2)[1])
            if req.startswith(b"HEAD ") or status in (204, 304):
                continue
            if m := re.search(r"\r\ncontent-length: (\d+)", text):
                out += await asyncio.wait_for(reader.readexactly(int(m.group(1))), 5)
            elif "transfer-encoding: chunked" in text:
                while not out.endswith(b"0\r\n\r\n"):
                    out += await asyncio.wait_for(reader.read(65536), 5)
            else:
                out += await asyncio.wait_for(reader.read(), 5)  # the server closes
        return out
    finally:
        writer.close()


def _request(path: str, method: str = "POST", version: str = "1.1", close: bool = False) -> bytes:
    lines = [f"{method} {path} HTTP/{version}", "Host: localhost", "Content-Length: 2"]
    if close:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n{}").encode() if method != "HEAD" else ("\r\n".join(lines[:2]) + "\r\n\r\n").encode()


def _normalised(raw: bytes) -> bytes:
    return re.sub(rb"\r\nDate: [^\r]+", b"\r\nDate: D", raw)


async def _both(port: int, path: str, **kw: object) -> tuple[bytes, bytes]:
    sep = "&" if "?" in path else "?"
    ours = await _exchange(port, [_request(path, **kw)])  # type: ignore[arg-type]
    ref = await _exchange(port, [_request(path + sep + "ref=1", **kw)])  # type: ignore[arg-type]
    return _normalised(ours), _normalised(ref)


@pytest.fixture
def lean_calls(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each answer took our path (True) or aiohttp's (False)."""
    seen: list[bool] = []
    real = answers._lean_writer

    def spy(resp: web.StreamResponse, request: web.BaseRequest) -> object:
        w = real(resp, request)
        seen.append(w is not None)
        return w

    monkeypatch.setattr(answers, "_lean_writer", spy)
    return seen


@pytest.mark.parametrize("path", ["/json", "/empty", "/stream", "/status?s=429", "/status?s=500", "/status?s=201"])
async def test_keep_alive_answers_take_the_lean_path_and_equal_aiohttps_bytes(
    server: Callable[..., Awaitable[int]], lean_calls: list[bool], path: str
) -> None:
    port = await server()
    ours, ref = await _both(port, path)
    assert ours == ref
    assert lean_calls == [True]  # ours took its own path (the reference never asks)
    assert b"\r\nDate: D\r\n" in ours and b"\r\nServer: " in ours


@pytest.mark.parametrize(
    ("path", "kw"),
    [
        ("/json", {"version": "1.0"}),
        ("/stream", {"version": "1.0"}),
        ("/json", {"close": True}),
        ("/stream", {"close": True}),
        ("/json", {"method": "HEAD"}),
        ("/status?s=204", {}),
        ("/status?s=304", {}),
        ("/close", {}),
    ],
)
async def test_other_cases_go_through_aiohttp_and_equal_its_bytes(
    server: Callable[..., Awaitable[int]], lean_calls: list[bool], path: str, kw: dict[str, object]
) -> None:
    port = await server()
    ours, ref = await _both(port, path, **kw)
    assert ours == ref
    assert lean_calls == [False]


@pytest.mark.parametrize("path", ["/json", "/stream"])
async def test_an_on_response_prepare_handler_still_runs(
    server: Callable[..., Awaitable[int]], lean_calls: list[bool], path: str
) -> None:
    port = await server(with_signal=True)
    ours, ref = await _both(port, path)
    assert ours == ref and b"\r\nx-stamped: 1\r\n" in ours
    assert lean_calls == [False]


async def test_a_header_with_a_line_break_is_refused_as_aiohttp_refuses_it(
    server: Callable[..., Awaitable[int]], lean_calls: list[bool]
) -> None:
    """aiohttp's serialiser raises (header injection): the connection closes without an answer."""
    port = await server()
    got = []
    for path in ("/badheader", "/badheader?ref=1"):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(_request(path))
        got.append(await asyncio.wait_for(reader.read(), 5))
        writer.close()
    assert got == [b"", b""]
    assert lean_calls == [True]


async def test_answers_follow_each_other_on_one_kept_alive_connection(server: Callable[..., Awaitable[int]]) -> None:
    port = await server()
    reqs = [_request("/json"), _request("/stream"), _request("/status?s=429"), _request("/json")]
    ours = _normalised(await _exchange(port, reqs))
    refs = [_request("/json?ref=1"), _request("/stream?ref=1"), _request("/status?s=429&ref=1"), _request("/json?ref=1")]
    ref = _normalised(await _exchange(port, refs))
    assert ours == ref  # the same four answers, byte for byte
    assert ours.count(b"HTTP/1.1 200 OK") == 3 and ours.count(b"HTTP/1.1 429 ") == 1
