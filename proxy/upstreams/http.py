"""The OpenAI-compatible upstream over aiohttp (the hot path): `HttpUpstream` and its stream.

`HttpUpstream` sends one chat-completions body to one role's endpoint and returns either the
parsed JSON (non-streaming) or an `HttpStream` of SSE `data:` payloads (streaming), plus the
usage it saw. It does as little parsing as it can: stream payloads are only decoded when they
may carry usage. It implements `edgeward.proxy.upstreams.base.Upstream`.

Errors are raised as `UpstreamError` (see `base.map_error`): 502 unreachable or 5xx, 504
timeout, 400 bad request incl. `context_length_exceeded`, 429 rate limited.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from dataclasses import dataclass, field
from typing import Any, AsyncIterator

import aiohttp
import orjson
from yarl import URL

from edgeward.proxy import jsonio
from edgeward.proxy.sse import DONE
from edgeward.proxy.upstreams.base import (
    RetryHook,
    UpstreamError,
    Usage,
    backoff,
    generated,
    map_error,
    parse_chunk,
    typed_error,
)
from edgeward.proxy.upstreams.eventstream import EventStreamDecoder, EventTooLarge
from edgeward.proxy.upstreams.lean import LeanResponse, PostTemplate
from edgeward.proxy.upstreams.shape import check_chunk, check_completion


def unreachable_reason(e: aiohttp.ClientError) -> str:
    """Why a request found no upstream, for the client, `calls` and the log: for a failed connect
    the host:port it tried and the OS's reason (`cannot connect to 127.0.0.1:8000: Connection
    refused`), so an operator sees which role's `api_base` is down without a debugger; else the
    exception's type. Only the host and port of the configured URL: never its path, query or
    user info (an `api_base` may carry a key there)."""
    if not isinstance(e, aiohttp.ClientConnectorError):
        return type(e).__name__
    os_err = e.os_error
    # errno's words ("Connection refused"): asyncio's own strerror repeats the address; a DNS
    # failure (negative getaddrinfo code) keeps its own ("Name or service not known")
    errno = os_err.errno
    why = os.strerror(errno) if errno and errno > 0 else (os_err.strerror or type(os_err).__name__)
    return f"{type(e).__name__}: cannot connect to {e.host}:{e.port}: {why}"


#: Longest SSE line, and longest event data, accepted from an upstream (bytes), a bound on what
#: one stream may buffer.
#: One event can be large: servers that send a tool call whole in one chunk (Ollama, several
#: OpenAI-compatible gateways) put a file an agent writes into a single line. The old bound,
#: aiohttp's 128 KiB readline limit, broke such streams with a 502 (found by breaker18); 16 MiB
#: is half the default request cap (`server.max_body_mb`), which bounds the other direction.
MAX_LINE = 16 * 2**20


@dataclass
class HttpStream:
    """An open upstream stream (`UpstreamStream`): iterate `events()` for SSE payloads (bytes,
    without `data: `)."""

    resp: LeanResponse
    started: float
    role: str = "upstream"
    usage: Usage = field(default_factory=Usage)
    ttft_ms: float | None = None
    finish_reason: str | None = None
    produced: int = 0
    #: the parsed payloads of the list `batches()` yielded last (`UpstreamStream.chunks`)
    chunks: list[dict[str, Any]] | None = None
    _closed: bool = False
    _complete: bool = False

    async def events(self) -> AsyncIterator[bytes]:
        """Yield each SSE data payload (bytes, as received), ending at `[DONE]` (`batches`, one
        payload at a time)."""
        try:
            async for batch in self.batches():
                for payload in batch:
                    yield payload
        finally:
            self.close()

    async def batches(self) -> AsyncIterator[list[bytes]]:
        """Yield the SSE data payloads (bytes, as received) that arrived together, as one
        non-empty list per read of the connection, ending at `[DONE]`: a relay writes each list
        to its client at once (one socket write, not one per event).

        Every payload is parsed once (orjson) and its shape checked (`shape.check_chunk`) so a
        broken stream is never relayed: a payload that is not a JSON object or not a chunk, an
        error payload (`base.error_of`), an event typed `error` whatever its data, a line still without its end or an event's data over `MAX_LINE`
        bytes, a connection that breaks or closes before `[DONE]` raise UpstreamError (502; 504
        on a read timeout), after the payloads that came before it were yielded. Framing is the
        WHATWG's (`eventstream`: lines end at CRLF, LF or CR; an event's `data:` lines joined
        with LF; comments and other fields ignored); an event with empty data is skipped, and
        the payload of an event of several lines is relayed as one line (its LFs dropped, once
        it parsed: in JSON they are whitespace).
        `produced` counts the chunks that carried generated text (content, reasoning or
        tool-call arguments).
        """
        content = self.resp.content
        decoder = EventStreamDecoder(MAX_LINE)
        try:
            while True:
                data = await content.readany()  # what is buffered, or waits for the next bytes
                if data:
                    try:
                        payloads = decoder.feed(data)
                    except EventTooLarge as e:
                        raise UpstreamError(502, f"upstream sent an {e}", "upstream_error", "stream_broken") from None
                    if not payloads and decoder.error is None:
                        continue
                else:  # the end of the body: a last event without its blank line still counts
                    payloads = decoder.end()
                out: list[bytes] = []
                parsed: list[dict[str, Any]] = []  # `out`, parsed (handed on: `chunks`)
                for payload in payloads:
                    if len(payload) < 16 and payload.strip() == DONE:  # `data:[DONE]`, `data:  [DONE] `
                        self._complete = True
                        if out:
                            self.chunks = parsed
                            yield out
                        return
                    if not payload:  # an event with empty data (a keep-alive) carries no chunk
                        continue
                    try:
                        chunk = self._note(payload)
                    except UpstreamError:
                        if out:  # what came before the bad payload is relayed first
                            self.chunks = parsed
                            yield out
                        raise
                    if decoder.joined and payload.find(b"\n") >= 0:  # several `data:` lines, checked JSON
                        # one line again, for clients we relay it to: an LF in valid JSON is
                        # whitespace between tokens, so dropping it keeps the same value
                        payload = payload.replace(b"\n", b"")
                    out.append(payload)
                    parsed.append(chunk)
                if out:
                    self.chunks = parsed
                    yield out
                if decoder.error is not None:  # an event typed `error`: the stream failed there
                    raise typed_error(decoder.error, self.role)
                if not data:
                    break
            raise UpstreamError(502, "upstream closed the stream before [DONE]", "upstream_error", "stream_truncated")
        except asyncio.TimeoutError as e:
            raise UpstreamError(504, "upstream timed out mid-stream", "upstream_timeout") from e
        except (aiohttp.ClientPayloadError, aiohttp.ClientConnectionError) as e:
            raise UpstreamError(
                502, f"upstream connection broke mid-stream: {type(e).__name__}", "upstream_error", "stream_broken"
            ) from e
        finally:
            self.close()

    def _note(self, payload: bytes) -> dict[str, Any]:
        """Check one payload (`shape.check_chunk`) and note its usage, finish reason and whether
        it carried generated text; returns it parsed. Raises UpstreamError."""
        chunk = check_chunk(parse_chunk(payload, self.role), self.role)
        if self.ttft_ms is None:
            self.ttft_ms = (time.monotonic() - self.started) * 1000
        u = chunk.get("usage")
        if u:
            self.usage = Usage.from_openai(u)
        for ch in chunk.get("choices") or ():
            if isinstance(ch, dict):
                if ch.get("finish_reason"):
                    self.finish_reason = str(ch["finish_reason"])
                if generated(ch.get("delta")):
                    self.produced += 1
        return chunk

    def close(self) -> None:
        """Release the connection; an unfinished stream's is closed, which cancels the request
        upstream (idempotent)."""
        if not self._closed:
            self._closed = True
            if self._complete:
                self.resp.release()
            else:
                self.resp.close()


class HttpUpstream:
    """One OpenAI-compatible endpoint for one role (implements `Upstream`).

    Args:
        role: "edge" or "cloud" (for logs and errors).
        base_url: the `/v1` base, e.g. `http://127.0.0.1:8080/v1`.
        model: the model id written into every body.
        api_key: bearer key for the upstream (never logged), or None.
        http: the shared aiohttp session.
        timeout_s / connect_timeout_s: total and connect timeouts per attempt.
        retries: extra attempts on connection errors, 429 and 5xx before any byte was returned,
            with exponential backoff and jitter, honouring Retry-After.
        extra_body: merged into every body (e.g. server-specific options).
    """

    def __init__(
        self,
        role: str,
        base_url: str,
        model: str,
        api_key: str | None,
        http: aiohttp.ClientSession,
        *,
        timeout_s: float = 120.0,
        connect_timeout_s: float = 10.0,
        retries: int = 0,
        extra_body: dict[str, Any] | None = None,
    ) -> None:
        self.role, self.model = role, model
        self.base_url = base_url.rstrip("/")
        self.http = http
        self.retries = retries
        self.extra_body = extra_body or {}
        self._headers = {"Content-Type": "application/json"}
        if api_key:
            self._headers["Authorization"] = f"Bearer {api_key}"
        self._timeout = aiohttp.ClientTimeout(total=None, connect=connect_timeout_s, sock_read=timeout_s)
        self.max_retry_wait_s = min(timeout_s, 30.0)
        self._total_timeout = timeout_s
        # one per path (a handful: chat, embeddings): the URL parsed and the request head
        # serialised once (`lean.PostTemplate`)
        self._posts: dict[str, PostTemplate] = {}

    def close_idle(self) -> None:
        """Close the kept-alive connection each path holds out of the pool between calls
        (`lean.PostTemplate.park`); call before closing the session. The upstream stays usable."""
        for post in self._posts.values():
            post.close()

    def prepare(self, body: dict[str, Any]) -> dict[str, Any]:
        """The body as sent: our model id, extra_body merged. Does not mutate `body`."""
        out = dict(body)
        out["model"] = self.model
        if self.extra_body:
            for k, v in self.extra_body.items():
                out.setdefault(k, v)
        return out

    def _template(self, path: str) -> PostTemplate:
        """The `PostTemplate` of `base_url + path`, built on first use (it needs the running loop)."""
        post = self._posts.get(path)
        if post is None:
            url = URL(self.base_url + path)
            post = self._posts[path] = PostTemplate(
                self.http, url, self._headers, self._timeout, asyncio.get_running_loop()
            )
        return post

    async def _post(self, path: str, data: bytes, on_retry: RetryHook | None) -> LeanResponse:
        attempt = 0
        post = self._template(path)
        while True:
            try:
                resp = await post.post(data)
            except asyncio.TimeoutError as e:
                err = UpstreamError(504, f"{self.role} upstream timed out", "upstream_timeout")
                cause: BaseException | None = e
            except aiohttp.ClientResponseError as e:  # it answered, but not in HTTP: not "unreachable"
                err = UpstreamError(
                    502,
                    f"{self.role} upstream sent a malformed HTTP answer ({str(e.message)[:200]})",
                    "upstream_error",
                    "upstream_malformed",
                )
                cause = e
            except aiohttp.ClientError as e:
                err = UpstreamError(
                    502,
                    f"{self.role} upstream unreachable: {unreachable_reason(e)}",
                    "upstream_error",
                    "upstream_unreachable",
                )
                cause = e
            else:
                if resp.status < 400:
                    return resp
                text = await resp.text(errors="replace")
                resp.release()
                err, cause = map_error(resp.status, text, resp.headers), None
                if resp.status not in (429, 500, 502, 503, 504):
                    raise err
            if attempt >= self.retries or (err.retry_after is not None and err.retry_after > self.max_retry_wait_s):
                raise err from cause  # a long Retry-After goes back to the client instead
            attempt += 1
            await backoff(attempt, err, on_retry)

    async def complete(
        self, body: dict[str, Any], on_retry: RetryHook | None = None
    ) -> tuple[dict[str, Any], Usage, float]:
        """Non-streaming call. Returns (response JSON, usage, latency ms).

        Raises UpstreamError.
        """
        sent = self.prepare(body)
        sent["stream"] = False
        sent.pop("stream_options", None)
        return await self.complete_bytes(jsonio.dumps(sent), on_retry)

    async def complete_bytes(
        self, data: bytes, on_retry: RetryHook | None = None
    ) -> tuple[dict[str, Any], Usage, float]:
        """Non-streaming call with an exact pre-serialised body (what the egress log records)."""
        t0 = time.monotonic()
        resp = await self._post("/chat/completions", data, on_retry)
        try:
            if resp.content.is_eof():  # the whole body came with the headers: no timer to arm
                raw = await resp.read()
            else:
                async with asyncio.timeout(self._total_timeout):  # no wrapper task (`wait_for`)
                    raw = await resp.read()
        except asyncio.TimeoutError as e:
            raise UpstreamError(504, f"{self.role} upstream timed out", "upstream_timeout") from e
        except aiohttp.ClientError as e:
            raise UpstreamError(502, f"{self.role} upstream broke: {type(e).__name__}", "upstream_error") from e
        finally:
            resp.release()
        try:  # orjson: refuses NaN, lone surrogates and nesting deeper than 1,024 levels
            out = check_completion(orjson.loads(raw), self.role)
        except orjson.JSONDecodeError as e:
            raise UpstreamError(
                502, f"{self.role} upstream returned invalid JSON", "upstream_error", "upstream_malformed"
            ) from e
        return out, Usage.from_openai(out.get("usage")), (time.monotonic() - t0) * 1000

    async def stream_bytes(self, data: bytes, on_retry: RetryHook | None = None) -> HttpStream:
        """Open a streaming call with an exact pre-serialised body. Raises UpstreamError before
        the first byte; later failures surface from `HttpStream.events()`."""
        t0 = time.monotonic()
        resp = await self._post("/chat/completions", data, on_retry)
        if resp.content_type != "text/event-stream":  # e.g. an HTML error page with status 200
            resp.close()
            raise UpstreamError(
                502,
                f"{self.role} upstream answered a stream request with {resp.content_type or 'no content type'}, "
                "not an event stream",
                "upstream_error",
                "stream_not_sse",
                resp.status,
            )
        return HttpStream(resp, t0, self.role)

    def serialise(self, body: dict[str, Any], stream: bool) -> bytes:
        """Serialise a body for this upstream (model rewritten; usage requested when streaming)."""
        sent = self.prepare(body)
        sent["stream"] = stream
        if stream:
            so = dict(sent.get("stream_options") or {})
            so["include_usage"] = True  # we need usage for accounting; stripped if the client did not ask
            sent["stream_options"] = so
        elif "stream_options" in sent:
            del sent["stream_options"]
        return jsonio.dumps(sent)

    async def post_json(self, path: str, payload: dict[str, Any]) -> dict[str, Any]:
        """POST any JSON to `base_url + path` (e.g. `/embeddings`). Raises UpstreamError."""
        resp = await self._post(path, json.dumps(payload).encode(), None)
        try:
            out: dict[str, Any] = json.loads(await resp.read())
            return out
        finally:
            resp.release()

    async def post_json_url(self, url: str, payload: dict[str, Any]) -> dict[str, Any]:
        """POST JSON to an absolute URL on the same server (e.g. llama.cpp's tokenizer)."""
        async with self.http.post(url, json=payload, headers=self._headers, timeout=self._timeout) as resp:
            if resp.status >= 400:
                raise map_error(resp.status, await resp.text(errors="replace"), resp.headers)
            return await resp.json(content_type=None)
