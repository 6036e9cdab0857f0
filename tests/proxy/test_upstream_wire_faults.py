"""Issue 16, upstream faults below the HTTP layer, from a raw socket upstream (the fake upstream
speaks correct HTTP): a reset between chunks, a body shorter than its Content-Length, chunked
framing that breaks, a reset before the head. Each is one error (an event and `[DONE]` once the
stream started, else an OpenAI-shaped 502) with a row, and says what happened: an upstream that
answered malformed HTTP is not "unreachable"."""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import requests

from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.store import Store

MSG = [{"role": "user", "content": "x"}]


def _chunk(text: str) -> bytes:
    payload = {"id": "c", "object": "chat.completion.chunk", "created": 1, "model": "m"}
    payload["choices"] = [{"index": 0, "delta": {"content": text}, "finish_reason": None}]
    return b"data: " + json.dumps(payload).encode() + b"\n\n"


def _reset(c: socket.socket) -> None:
    c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # RST, not FIN
    c.close()


SSE_CHUNKED = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"


def _reset_between_chunks(c: socket.socket) -> None:
    c.sendall(SSE_CHUNKED)
    for t in ("a", "b"):
        ch = _chunk(t)
        c.sendall(b"%x\r\n" % len(ch) + ch + b"\r\n")
        time.sleep(0.05)
    _reset(c)


def _short_body(c: socket.socket) -> None:
    c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: 100000\r\n\r\n")
    c.sendall(_chunk("a") + _chunk("b"))
    time.sleep(0.1)
    c.close()


def _bad_chunk_framing(c: socket.socket) -> None:
    """Chunk framing that breaks after two good chunks, the connection left open: aiohttp's
    parser fails, closes it, and (aiohttp 3.14.5) left the body's reader waiting forever."""
    c.sendall(SSE_CHUNKED)
    for t in ("a", "b"):
        ch = _chunk(t)
        c.sendall(b"%x\r\n" % len(ch) + ch + b"\r\n")
        time.sleep(0.05)
    time.sleep(0.1)
    c.sendall(b"zz-not-hex\r\n")
    time.sleep(5)
    c.close()


def _bad_header_line(c: socket.socket) -> None:
    c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nBad Header No Colon\r\n\r\n" + _chunk("a"))
    time.sleep(0.1)
    c.close()


def _bad_status_line(c: socket.socket) -> None:
    c.sendall(b"HTTP/1.1 2OO FINE\r\nContent-Type: text/event-stream\r\n\r\n" + _chunk("a"))
    time.sleep(0.1)
    c.close()


Behaviour = Callable[[socket.socket], None]


@pytest.fixture
def raw_upstream() -> Iterator[Callable[[Behaviour], str]]:
    """A `/v1` base URL served by `behaviour` once the request was read (one thread a connection)."""
    socks: list[socket.socket] = []

    def start(behaviour: Behaviour) -> str:
        srv = socket.create_server(("127.0.0.1", 0))
        socks.append(srv)

        def one(c: socket.socket) -> None:
            data = b""
            while b"\r\n\r\n" not in data:
                data += c.recv(65536)
            head, _, body = data.partition(b"\r\n\r\n")
            n = next(int(ln.split(b":")[1]) for ln in head.split(b"\r\n") if ln.lower().startswith(b"content-length"))
            while len(body) < n:
                body += c.recv(65536)
            behaviour(c)

        def serve() -> None:
            while True:
                try:
                    c, _ = srv.accept()
                except OSError:
                    return
                threading.Thread(target=one, args=(c,), daemon=True).start()

        threading.Thread(target=serve, daemon=True).start()
        return f"http://127.0.0.1:{srv.getsockname()[1]}/v1"

    yield start
    for s in socks:
        s.close()


class _NoDetector:
    """No cloud role here: the egress gate never scans."""

    def __init__(self, cfg: Any = None) -> None:
        pass


@dataclass
class _Env:
    proxy: ProxyThread
    store: Store

    @property
    def url(self) -> str:
        return self.proxy.url

    def calls(self) -> list[Any]:
        self.store.flush()
        return self.store.calls(None)


@pytest.fixture
def wire_env(raw_upstream: Any, tmp_path: Path) -> Iterator[Callable[[Behaviour], _Env]]:
    """A proxy whose edge (the only role) is a raw upstream doing `behaviour`."""
    made: list[_Env] = []

    def make(behaviour: Behaviour) -> _Env:
        edge = {"model": "edge-model", "api_base": raw_upstream(behaviour), "active_params": 1e9, "retries": 0}
        cfg = ProxyConfig.model_validate({"edge": edge, "server": {"scan_workers": 0}})
        store = Store(tmp_path / f"store-{len(made)}.db")
        env = _Env(ProxyThread(cfg, store=store, detector_factory=_NoDetector).start(), store)
        made.append(env)
        return env

    yield make
    for env in made:
        env.proxy.stop()
        env.store.close()


@pytest.mark.parametrize("behaviour", [_reset_between_chunks, _short_body, _bad_chunk_framing])
def test_a_stream_broken_below_http_after_it_started_is_one_error_event_and_done(
    wire_env: Any, behaviour: Behaviour
) -> None:
    env = wire_env(behaviour)
    t0 = time.monotonic()
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    events = [ln[6:] for ln in r.iter_lines() if ln.startswith(b"data: ")]
    assert r.status_code == 200 and events[-1] == b"[DONE]" and time.monotonic() - t0 < 3
    parsed = [json.loads(e) for e in events[:-1]]
    assert [p["choices"][0]["delta"]["content"] for p in parsed[:-1]] == ["a", "b"]
    assert parsed[-1]["error"]["code"] == "stream_broken"
    (row,) = env.calls()
    assert (row.status, row.http_status) == ("error", 502) and "broke mid-stream" in (row.error or "")


@pytest.mark.parametrize("behaviour", [_bad_header_line, _bad_status_line])
@pytest.mark.parametrize("stream", [True, False])
def test_an_upstream_answering_malformed_http_is_a_502_that_says_so(
    wire_env: Any, behaviour: Behaviour, stream: bool
) -> None:
    env = wire_env(behaviour)
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": stream}, timeout=15)
    assert r.status_code == 502, r.text[:300]
    err = r.json()["error"]
    assert err["code"] == "upstream_malformed" and "malformed HTTP answer" in err["message"]
    (row,) = env.calls()
    assert row.status == "error" and "unreachable" not in (row.error or "")


def test_a_reset_before_the_head_is_unreachable(wire_env: Any) -> None:
    env = wire_env(_reset)
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    assert r.status_code == 502 and r.json()["error"]["code"] == "upstream_unreachable"


# breaker19: more ways a stream breaks below the event layer, and the other front ends


def _chunked(c: socket.socket, data: bytes) -> None:
    c.sendall(b"%x\r\n" % len(data) + data + b"\r\n")


def _gzip_broken_after_chunks(c: socket.socket) -> None:
    """A gzip-encoded stream whose compressed bytes turn to garbage after two events."""
    import zlib

    c.sendall(SSE_CHUNKED.replace(b"\r\n\r\n", b"\r\nContent-Encoding: gzip\r\n\r\n"))
    z = zlib.compressobj(wbits=31)
    for t in ("a", "b"):
        _chunked(c, z.compress(_chunk(t)) + z.flush(zlib.Z_SYNC_FLUSH))
        time.sleep(0.05)
    _chunked(c, b"\xff" * 64)
    time.sleep(0.2)
    c.close()


def _huge_chunk_size(c: socket.socket) -> None:
    c.sendall(SSE_CHUNKED)
    for t in ("a", "b"):
        _chunked(c, _chunk(t))
        time.sleep(0.05)
    c.sendall(b"ffffffffffffffffffff\r\nxx")
    time.sleep(0.2)
    c.close()


def _fin_after_chunks_no_end(c: socket.socket) -> None:
    """Chunked framing that stops (FIN) without its last chunk."""
    c.sendall(SSE_CHUNKED)
    for t in ("a", "b"):
        _chunked(c, _chunk(t))
        time.sleep(0.05)
    c.close()


@pytest.mark.parametrize("behaviour", [_gzip_broken_after_chunks, _huge_chunk_size, _fin_after_chunks_no_end])
def test_more_streams_broken_below_http_are_one_error_event_and_done(wire_env: Any, behaviour: Behaviour) -> None:
    env = wire_env(behaviour)
    t0 = time.monotonic()
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    events = [ln[6:] for ln in r.iter_lines() if ln.startswith(b"data: ")]
    assert r.status_code == 200 and events[-1] == b"[DONE]" and time.monotonic() - t0 < 3
    parsed = [json.loads(e) for e in events[:-1]]
    assert [p["choices"][0]["delta"]["content"] for p in parsed[:-1]] == ["a", "b"]
    assert "error" in parsed[-1] and parsed[-1]["error"]["message"]
    (row,) = env.calls()
    assert (row.status, row.http_status) == ("error", 502)


def _sse_events(r: requests.Response) -> list[tuple[str | None, bytes]]:
    out: list[tuple[str | None, bytes]] = []
    kind: str | None = None
    for line in r.iter_lines():
        if line.startswith(b"event: "):
            kind = line[7:].decode()
        elif line.startswith(b"data: "):
            out.append((kind, line[6:]))
            kind = None
    return out


@pytest.mark.parametrize("behaviour", [_reset_between_chunks, _bad_chunk_framing, _gzip_broken_after_chunks])
@pytest.mark.parametrize("front", ["responses", "messages"])
def test_a_stream_broken_below_http_in_responses_and_messages_ends_with_one_failure(
    wire_env: Any, behaviour: Behaviour, front: str
) -> None:
    env = wire_env(behaviour)
    t0 = time.monotonic()
    if front == "responses":
        r = requests.post(env.url + "/responses", json={"model": "m", "input": "q", "stream": True}, timeout=15)
        want, never = "response.failed", "response.completed"
    else:
        body = {"model": "c", "max_tokens": 50, "stream": True, "messages": [{"role": "user", "content": "x"}]}
        r = requests.post(env.url.removesuffix("/v1") + "/v1/messages", json=body, timeout=15)
        want, never = "error", "message_stop"
    events = _sse_events(r)
    assert r.status_code == 200 and time.monotonic() - t0 < 3
    kinds = [k for k, _ in events]
    assert kinds[-1] == want and kinds.count(want) == 1 and never not in kinds, kinds
    (row,) = env.calls()
    assert (row.status, row.http_status) == ("error", 502)


def _unframed_stream_then_fin(c: socket.socket) -> None:
    """An HTTP/1.0-style answer: no length, no chunking, the body ends where the connection does."""
    c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n")
    for t in ("a", "b"):
        c.sendall(_chunk(t))
        time.sleep(0.05)
    c.sendall(b"data: [DONE]\n\n")
    c.shutdown(socket.SHUT_WR)
    time.sleep(0.2)
    c.close()


def _unframed_json_then_fin(c: socket.socket) -> None:
    payload = {"id": "c", "object": "chat.completion", "created": 1, "model": "m"}
    payload["choices"] = [{"index": 0, "message": {"role": "assistant", "content": "ab"}, "finish_reason": "stop"}]
    c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n")
    c.sendall(json.dumps(payload).encode())
    c.shutdown(socket.SHUT_WR)
    time.sleep(0.2)
    c.close()


@pytest.mark.parametrize("stream", [True, False])
def test_an_answer_whose_body_ends_with_its_connection_is_relayed_whole(wire_env: Any, stream: bool) -> None:
    """The body-lost guard (`LeanResponse`) must not fail a body that ends at the close."""
    env = wire_env(_unframed_stream_then_fin if stream else _unframed_json_then_fin)
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": stream}, timeout=15)
    assert r.status_code == 200, r.text[:300]
    if stream:
        events = [ln[6:] for ln in r.iter_lines() if ln.startswith(b"data: ")]
        assert events[-1] == b"[DONE]"
        text = "".join(json.loads(e)["choices"][0]["delta"].get("content") or "" for e in events[:-1])
    else:
        text = r.json()["choices"][0]["message"]["content"]
    assert text == "ab"
    (row,) = env.calls()
    assert row.status == "ok"
