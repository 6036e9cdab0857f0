"""What every upstream client shares: the `Upstream` and `UpstreamStream` protocols, token
`Usage`, the client-facing `UpstreamError`, and the retry policy.

Two kinds implement `Upstream`: `HttpUpstream` (aiohttp passthrough to an OpenAI-compatible
server, `upstreams/http.py`) and `LitellmUpstream` (any provider litellm translates,
`upstreams/providers.py`). The pipeline, the egress gate, the vault and the recorder see only
this protocol, through `RoleClient` (`upstreams/roles.py`).
"""

from __future__ import annotations

import asyncio
import datetime
import email.utils
import json
import math
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

import orjson

_CTX_PAT = re.compile(
    r"context (length|window)|maximum context|too many tokens|exceeds? (the )?(context|n_ctx)|"
    r"requested tokens .* exceed",
    re.I,
)


@dataclass
class Usage:
    """Token counts of one call; `estimated` when counted by us, not reported by the server."""

    prompt: int = 0
    cached: int = 0
    completion: int = 0
    estimated: bool = False
    reported_cost: float | None = None
    seen: bool = False

    @classmethod
    def from_openai(cls, u: dict[str, Any] | None) -> "Usage":
        """Parse an OpenAI `usage` object (cached tokens from `prompt_tokens_details`)."""
        if not u:
            return cls()
        details = u.get("prompt_tokens_details") or {}
        cached = details.get("cached_tokens") or u.get("cache_read_input_tokens") or 0
        cost = u.get("cost")
        return cls(
            int(u.get("prompt_tokens") or 0),
            int(cached or 0),
            int(u.get("completion_tokens") or 0),
            False,
            float(cost) if isinstance(cost, (int, float)) else None,
            True,
        )


class UpstreamError(Exception):
    """An upstream failure mapped to what the proxy returns to its client.

    Attributes: status (HTTP status for the client), etype/code (OpenAI error fields),
    upstream_status (the upstream's own status, if any), retry_after (seconds, if given).
    """

    def __init__(
        self,
        status: int,
        message: str,
        etype: str = "upstream_error",
        code: str | None = None,
        upstream_status: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.status, self.message, self.etype, self.code = status, message, etype, code
        self.upstream_status, self.retry_after = upstream_status, retry_after


#: Longest Retry-After taken from an upstream, seconds (one day): a larger value is nonsense
#: that a client would wait out forever.
RETRY_AFTER_MAX_S = 86400.0


def _retry_after(headers: Any) -> float | None:
    """The upstream's `Retry-After` in seconds (RFC 9110 §10.2.3: delay-seconds or an HTTP-date;
    fractions accepted), at least 0 and at most `RETRY_AFTER_MAX_S`; None when absent or not a
    finite time. `inf`, `1e400` and `nan` parse as floats: they became an OverflowError (500)
    where the proxy relays the header, or an immediate retry (found by breaker18)."""
    v = headers.get("Retry-After") if headers is not None else None
    if v is None:
        return None
    try:
        secs = float(v)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(v)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=datetime.timezone.utc)
        secs = (when - datetime.datetime.now(datetime.timezone.utc)).total_seconds()
    if not math.isfinite(secs):
        return None
    return min(max(0.0, secs), RETRY_AFTER_MAX_S)


def map_error(status: int, text: str, headers: Any = None) -> UpstreamError:
    """Map an upstream HTTP error to the client-facing `UpstreamError`."""
    try:
        err = json.loads(text).get("error")
        msg = err.get("message") if isinstance(err, dict) else (err if isinstance(err, str) else text)
        code = err.get("code") if isinstance(err, dict) else None
        # a client reads `code` as a string or null (OpenAI's error object): an object, a
        # list, a number or a bool an upstream put there is not passed on as it came
        code = code if isinstance(code, str) else None
    except (ValueError, AttributeError):
        msg, code = text[:500], None
    msg = str(msg or f"upstream returned HTTP {status}")[:2000]
    ra = _retry_after(headers)
    if code == "context_length_exceeded" or (status in (400, 413, 422, 500) and _CTX_PAT.search(msg)):
        return UpstreamError(400, msg, "invalid_request_error", "context_length_exceeded", status, ra)
    if status in (400, 404, 422):
        return UpstreamError(400, f"upstream rejected the request: {msg}", "invalid_request_error", code, status, ra)
    if status == 429:
        return UpstreamError(429, f"upstream rate limited: {msg}", "rate_limit_error", code, status, ra)
    if status in (401, 403):
        # The upstream key is the operator's problem; do not echo provider details to clients.
        return UpstreamError(
            502,
            f"upstream refused the proxy's credentials (HTTP {status})",
            "upstream_error",
            "upstream_auth",
            status,
            ra,
        )
    return UpstreamError(502, f"upstream error (HTTP {status}): {msg}", "upstream_error", code, status, ra)


def parse_chunk(payload: bytes, role: str) -> dict[str, Any]:
    """One SSE `data:` payload of a chat-completions stream as a dict.

    Raises UpstreamError(502, code `stream_malformed`) for a payload that is not a JSON object
    (invalid JSON, invalid UTF-8, a lone surrogate escape), and the upstream's own error for an
    `{"error": …}` object (`stream_error`): a stream fault is never relayed as if it were a chunk.
    """
    try:
        chunk = orjson.loads(payload)
    except orjson.JSONDecodeError:
        chunk = None
    if not isinstance(chunk, dict):
        raise UpstreamError(
            502,
            f"{role} upstream sent a malformed stream event (not a JSON object)",
            "upstream_error",
            "stream_malformed",
        )
    if not chunk.get("choices"):  # a content chunk has some: one lookup on the common path
        err = error_of(chunk)
        if err is not None:
            raise stream_error(err, role)
    return chunk


#: The `type` of a payload that reports a failure, in the APIs whose streams a server may send
#: on a chat-completions endpoint: Anthropic's and the Responses API's `error`, the Responses
#: API's `response.failed` (its error in `response.error`).
_ERROR_TYPES = frozenset({"error", "response.failed"})


def error_of(payload: dict[str, Any]) -> Any | None:
    """The error a payload without `choices` reports, or None: its `error` member (OpenAI,
    Anthropic), else for a `type` of `error` the payload itself (Responses: `message`, `code`
    at the top), for `response.failed` its `response.error`. Anything else is no error."""
    err = payload.get("error")
    if err is not None:
        return err
    kind = payload.get("type")
    if kind not in _ERROR_TYPES:
        return None
    if kind == "error":
        return payload
    resp = payload.get("response")
    inner = resp.get("error") if isinstance(resp, dict) else None
    return inner if inner is not None else {"message": "the upstream reported the response failed"}


def typed_error(data: bytes, role: str) -> UpstreamError:
    """The `UpstreamError` for the data of an SSE event typed `error` (`eventstream`): whatever
    it holds is the fault, never a chunk. A JSON object's error (`error_of`), or the object
    itself (`{"message": "overloaded"}`); a JSON string, or text that is not JSON, as the
    message (its first 500 characters); no data at all as "an error event". Mapped like an
    `{"error": …}` payload (`stream_error`, 502 unless it names a 4xx/5xx status)."""
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError:
        value = data.decode("utf-8", "replace").strip()[:500]
    if isinstance(value, dict):
        err = error_of(value)
        value = err if err is not None else value
    if not isinstance(value, (dict, str)) or not value:
        value = {"message": "the upstream sent an error event"} if not value else {"message": str(value)[:500]}
    return stream_error(value, role)


def stream_error(err: Any, role: str, where: str = "mid-stream", code: str = "stream_error") -> UpstreamError:
    """The `UpstreamError` for an `{"error": …}` object an upstream sent inside a stream (or, with
    `where` and `code`, as the whole body of a 200 answer): its `code` (or `status`) as the HTTP
    status when it is one, else 502; mapped like an HTTP error (`map_error`), code `code` unless
    the upstream gave one. Without a status in the error, the message names none: the stream
    itself was HTTP 200, so "(HTTP 502)" would name a status the upstream never sent."""
    status = 0
    if isinstance(err, dict):
        for key in ("status", "code"):
            v = err.get(key)
            if isinstance(v, int) and 400 <= v <= 599:
                status = v
                break
            # ASCII digits only: `str.isdigit` also takes superscripts ("²"), which `int`
            # refuses, and `int` refuses numerals past 4,300 digits (a ValueError, then a 500)
            if isinstance(v, str) and len(v) == 3 and v.isascii() and v.isdigit() and 400 <= int(v) <= 599:
                status = int(v)
                break
    mapped = map_error(status or 502, json.dumps({"error": err}))
    if not status:
        mapped.message = mapped.message.removeprefix("upstream error (HTTP 502): ")
        mapped.upstream_status = None
    mapped.message = f"{role} upstream error {where}: {mapped.message}"
    if mapped.code is None or isinstance(mapped.code, int) or str(mapped.code).isdigit():
        mapped.code = code
    return mapped


def generated(delta: Any) -> bool:
    """Whether a chunk's `delta` carries generated text (content, reasoning or tool-call
    arguments): what counts as a produced token when a stream reports no usage."""
    if not isinstance(delta, dict):
        return False
    if delta.get("content") or delta.get("reasoning_content") or delta.get("reasoning"):
        return True
    for tc in delta.get("tool_calls") or ():
        fn = tc.get("function") if isinstance(tc, dict) else None
        if isinstance(fn, dict) and fn.get("arguments"):
            return True
    return False


RetryHook = Callable[[int, UpstreamError], Awaitable[None] | None]


async def backoff(attempt: int, err: UpstreamError, on_retry: RetryHook | None) -> None:
    """Report retry `attempt` (1-based) to `on_retry`, then wait: the upstream's Retry-After when
    given, else exponential backoff 0.25·2^(attempt−1) s capped at 8 s, plus up to 10 % jitter."""
    if on_retry is not None:
        r = on_retry(attempt, err)
        if asyncio.iscoroutine(r):
            await r
    delay = err.retry_after if err.retry_after is not None else min(8.0, 0.25 * 2 ** (attempt - 1))
    await asyncio.sleep(delay * (1 + 0.1 * random.random()))


class UpstreamStream(Protocol):
    """An open streaming call.

    `events()` yields each SSE `data:` payload as bytes (an OpenAI chat.completion.chunk JSON
    object, without `data: `) and ends at `[DONE]`; it raises `UpstreamError` (502 broken,
    truncated, malformed or an error object; 504 timed out) instead of yielding a payload that
    is not a chunk. `usage` is what the stream reported (`seen` False when it reported none),
    `ttft_ms` the time to the first payload, `finish_reason` the last one seen, `produced` the
    number of chunks that carried generated text (`generated`). `close()` releases the
    connection, cancelling the request upstream when the stream is unfinished (idempotent).
    `chunks`: the payloads of the list `batches()` yielded last, as the stream parsed them (the
    same order; the consumer may keep or change them), or None when it keeps none: a relay
    need not parse a payload again.
    """

    usage: Usage
    ttft_ms: float | None
    finish_reason: str | None
    produced: int
    chunks: list[dict[str, Any]] | None

    def events(self) -> AsyncIterator[bytes]: ...

    def batches(self) -> AsyncIterator[list[bytes]]:
        """The payloads of `events()` that arrived together, as non-empty lists (a relay writes
        each list to its client at once); the same errors, raised after the payloads before them."""
        ...

    def close(self) -> None: ...


class Upstream(Protocol):
    """One role's model endpoint.

    `model` is the id written into every body. `serialise(body, stream)` returns the exact bytes
    a call sends (what the egress log records: our model id, `extra_body`, usage requested when
    streaming). `complete_bytes` returns (chat.completion JSON, usage, latency ms);
    `stream_bytes` returns an open `UpstreamStream` (failures before the first byte raise, and
    are retried per the role's `retries`, each retry reported to `on_retry`). `post_json`
    serves other endpoints of the same API (`/embeddings`); `post_json_url` an absolute URL on
    the same server (llama.cpp's tokenizer). Every failure is an `UpstreamError`.
    """

    model: str

    def serialise(self, body: dict[str, Any], stream: bool) -> bytes: ...

    async def complete_bytes(
        self, data: bytes, on_retry: RetryHook | None = None
    ) -> tuple[dict[str, Any], Usage, float]: ...

    async def stream_bytes(self, data: bytes, on_retry: RetryHook | None = None) -> UpstreamStream: ...

    async def post_json(self, path: str, payload: dict[str, Any]) -> dict[str, Any]: ...

    async def post_json_url(self, url: str, payload: dict[str, Any]) -> dict[str, Any]: ...
