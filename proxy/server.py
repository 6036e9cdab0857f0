"""The aiohttp application: OpenAI-compatible endpoints in front of the Pipeline.

Endpoints (also under `/s/<session>/v1/...` for agents that cannot send headers):
    POST /v1/chat/completions        stream and non-stream
    POST /v1/responses               OpenAI Responses (proxy/frontends/responses.py); a WebSocket
                                     upgrade on it is closed with a reason (clients fall back to HTTP)
    GET  /v1/responses/{id}          a stored response (server.store_responses, unless store: false)
    POST /v1/messages                Anthropic Messages, `?beta=true` too (proxy/frontends/messages.py)
    POST /v1/messages/count_tokens   prompt tokens counted locally (nothing leaves the device)
    POST /v1/embeddings              forwarded to the edge (embeddings stay local)
    POST /v1/completions             OpenAI-shaped 404 (legacy completions are not supported)
    GET  /v1/models                  the `edgeward/<policy-or-arm>` names (roles as `edgeward_roles`)
    HEAD|GET /api/hello              connectivity check (Claude Code)
    GET  /healthz                    liveness and configured roles
    GET  /metrics                    Prometheus text format (proxy/metrics.py; behind server.token if set)

Every front end translates into the chat-completions representation the pipeline serves, so
policies, the egress gate, the vault and the recorder see one format. Request bodies are
decoded here (`proxy/bodies.py`: zstd, gzip, deflate, br; capped at `server.max_body_mb`).
Every model response carries x-edgeward-route, -policy, -session and -call-id headers, and
x-edgeward-warning when the request named a policy its (already fixed) session does not run or
a front end dropped something. The client's Authorization (or `x-api-key`) is only compared
with `server.token`; it is never forwarded. One access-log line per request
(`edgeward.access`: method, path, status, ms, session, route), 404s included. An `Expect`
other than `100-continue` is a 417 in the endpoint's JSON error shape (`_expect`).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import aiohttp
import orjson
from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.typedefs import Middleware
from aiohttp.web_protocol import RequestPayloadError

from edgeward.proxy import jsonio
from edgeward.proxy.api import (
    check_depth,
    check_header,
    check_ranges,
    check_session_id,
    parse_chat_body,
    policy_from_model,
)
from edgeward.proxy.bodies import read_body
from edgeward.proxy.errors import ProxyError, error_payload
from edgeward.proxy.exchange import ChatCall, ResponseWriter
from edgeward.proxy.frontends import messages as messages_api
from edgeward.proxy.frontends import responses as responses_api
from edgeward.proxy.frontends.base import check_response_format, parse_json_object
from edgeward.proxy.metrics import ProxyMetrics, endpoint_label
from edgeward.proxy.pipeline import Pipeline
from edgeward.proxy.privacy.gates import DetectorFactory, GateProvider
from edgeward.proxy.privacy.retention import retention_task
from edgeward.proxy.sessions import derive_session_id
from edgeward.proxy.settings import ProxyConfig, resolve_secret
from edgeward.proxy.sse import DONE
from edgeward.proxy.store import Store, StoredResponse
from edgeward.proxy.upstreams.base import UpstreamError
from edgeward.proxy.upstreams.embedded import EmbeddedServer
from edgeward.proxy.upstreams.http import HttpUpstream
from edgeward.proxy.upstreams.roles import RoleClient, build_roles

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

log = logging.getLogger("edgeward.server")
access_log = logging.getLogger("edgeward.access")

PIPELINE = web.AppKey("pipeline", Pipeline)
CONFIG = web.AppKey("config", ProxyConfig)


class _EventStream(web.StreamResponse):
    """A streamed answer whose head goes out with its first event: one socket write (and one
    wake-up of the client) instead of two, on the time-to-first-token path (issue 16).
    `_send_headers_immediately` is aiohttp's own switch for this (`web.Response` turns it off
    the same way). Safe because every `start_stream` caller writes an event at once (the relay
    its first batch, the front ends their opening events, `deliver` its chunks)."""

    _send_headers_immediately = False


class _Writer:
    """`ResponseWriter` (`proxy/exchange.py`) over one aiohttp request."""

    def __init__(self, request: web.Request) -> None:
        self.request = request
        self.resp: web.StreamResponse | None = None
        self.started = False
        self._done = False  # `[DONE]` written, held back for `end` (one write for both)

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
        self.resp = web.Response(
            status=status,
            body=jsonio.dumps(payload),
            content_type="application/json",
            headers=headers,
        )

    async def start_stream(self, headers: dict[str, str]) -> None:
        # charset named as OpenAI and Anthropic do: SSE is UTF-8, but a client that reads `text/*`
        # without one (requests' `.text`, `iter_lines(decode_unicode=True)`) takes it as Latin-1
        resp = _EventStream(
            status=200,
            headers={"Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache", **headers},
        )
        await resp.prepare(self.request)
        self.resp, self.started = resp, True

    async def event(self, data: bytes) -> None:
        if data == DONE:  # the last event: written with the end of the response (`end`)
            self._done = True
            return
        await self._write(b"data: " + data + b"\n\n")

    async def event_batch(self, data: list[bytes]) -> None:
        """Several SSE events in one write (one socket write, one chunk of the response)."""
        await self._write(b"".join([b"data: " + d + b"\n\n" for d in data]))

    async def named_event(self, event: str, data: bytes) -> None:
        """One SSE event with an `event:` name (Responses and Messages streams)."""
        await self._write(b"event: " + event.encode() + b"\ndata: " + data + b"\n\n")

    async def named_events(self, events: list[tuple[str, bytes]]) -> None:
        """Several named SSE events in one write."""
        await self._write(b"".join([b"event: " + e.encode() + b"\ndata: " + d + b"\n\n" for e, d in events]))

    async def _write(self, chunk: bytes) -> None:
        assert self.resp is not None
        if self._done:  # defensive: nothing follows `[DONE]` but the end; keep the order
            self._done = False
            chunk = _DONE_EVENT + chunk
        await self.resp.write(chunk)

    async def end(self) -> None:
        """The end of the response; a `[DONE]` event held back goes in the same write."""
        if self.resp is not None:
            tail, self._done = (_DONE_EVENT if self._done else b""), False
            await self.resp.write_eof(tail)


#: `[DONE]` as the SSE event `_Writer.end` writes.
_DONE_EVENT = b"data: " + DONE + b"\n\n"


#: What edgeward serves, listed in a 404 (every /v1 path also under `/s/<session>/v1`).
ENDPOINTS = (
    "POST /v1/chat/completions",
    "POST /v1/responses",
    "GET /v1/responses/{id}",
    "POST /v1/messages",
    "POST /v1/messages/count_tokens",
    "POST /v1/embeddings",
    "GET /v1/models",
    "HEAD /api/hello",
    "GET /healthz",
    "GET /metrics",
)


def _anthropic(request: web.Request) -> bool:
    """Whether errors on this path take Anthropic's shape (the Messages front end)."""
    return request.path.endswith(("/v1/messages", "/v1/messages/count_tokens"))


def _error_json(
    request: web.Request, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None
) -> web.Response:
    """An error response in the shape of the endpoint's API (OpenAI's, or Anthropic's)."""
    if _anthropic(request):
        payload = messages_api.error_body(status, payload)
    return web.json_response(payload, status=status, headers=headers)


def _error(
    request: web.Request,
    status: int,
    message: str,
    etype: str = "invalid_request_error",
    code: str | None = None,
    headers: dict[str, str] | None = None,
) -> web.Response:
    return _error_json(request, status, error_payload(message, etype, code), headers)


class FrontDoor(Protocol):
    """Wraps a route's handler (`_front_door`); `path`: the route's path, when it fixes the
    metrics' endpoint label (else each request's path gives it)."""

    def __call__(self, handler: Handler, path: str | None = None) -> Handler: ...


def _front_door(metrics: ProxyMetrics, token: str | None) -> FrontDoor:
    """What every route's handler is wrapped in (`build_app`), outermost to innermost. Not an
    aiohttp middleware: an app with any middleware runs each request through aiohttp's own
    `_fix_request_current_app` layer and a cached middleware chain too (issue 16: one
    coroutine frame and a cache lookup per request fewer); the catch-all route (`_no_route`)
    brings the router's 404 and 405 through it.

    - metrics: every response counted by endpoint and status once it is written (the loop's
      next step), an HTTPException that escapes at once;
    - access log: one structured line per request, errors and 404s included: method, path
      (without the query string, which may carry keys), status, ms, session, route; 499 when
      the client went away;
    - errors: every error is JSON in the endpoint's API shape (`_error_response`); no traceback
      ever reaches a client;
    - auth (`server.token`): a request must carry `Authorization: Bearer <token>` (OpenAI
      clients) or `x-api-key: <token>` (Anthropic clients), compared in constant time; never
      forwarded. Without a token nothing is checked.
    """
    denied = _auth_check(token) if token is not None else None

    def wrap(handler: Handler, path: str | None = None) -> Handler:
        # the metrics' endpoint label, once per route when its path fixes it (the label reads
        # the path's last segment); else from each request's path
        label = endpoint_label(path) if path is not None and "{" not in path.rsplit("/", 1)[-1] else None

        async def front(request: web.Request) -> web.StreamResponse:
            t0 = time.monotonic()
            status: int = 500
            resp: web.StreamResponse | None = None
            try:
                try:
                    refusal = denied(request) if denied is not None else None
                    resp = refusal if refusal is not None else await handler(request)
                except Exception as e:  # noqa: BLE001 - every error becomes a JSON answer (or re-raises)
                    resp = _error_response(request, e)
                status = resp.status
            except web.HTTPException as e:  # below 400 (`_error_response` re-raised it)
                status = e.status
                metrics.count_response(request, e.status)
                raise
            except asyncio.CancelledError:  # the client went away
                status = 499
                raise
            finally:
                if access_log.isEnabledFor(logging.INFO):  # the arguments cost more than a disabled call
                    _log_access(request, status, t0, resp)
            # counted once the answer is written (the loop's next step), not before
            if label is not None:
                asyncio.get_running_loop().call_soon(metrics.count, label, status)
            else:
                asyncio.get_running_loop().call_soon(metrics.count_response, request, status)
            return resp

        return front

    return wrap


def _no_route(catch_all: web.AbstractResource) -> Handler:
    """The catch-all route's handler (`catch_all`, registered last, for every method and
    path): what aiohttp's router answers when nothing else matches, raised for the front door
    to answer in JSON: 405 with the methods the path has (`Allow`) when another route has the
    path, else 404."""

    async def no_route(request: web.Request) -> web.StreamResponse:
        allowed: set[str] = set()
        for resource in request.app.router.resources():
            if resource is not catch_all:
                _, methods = await resource.resolve(request)
                allowed |= methods
        if allowed:
            raise web.HTTPMethodNotAllowed(request.method, allowed)
        raise web.HTTPNotFound()

    return no_route


async def _expectation_failed(request: web.Request) -> web.StreamResponse:
    """The handler behind an `Expect` the proxy cannot meet (`_expect`): a 417 in the endpoint's
    API shape, raised for the front door to answer (logged, counted, after the token check)."""
    raise ProxyError(
        417,
        "unsupported Expect header: only `Expect: 100-continue` is supported; send the request without it",
        code="expectation_failed",
    )


def _expect(refuse: Handler) -> Callable[[web.Request], Awaitable[web.StreamResponse | None]]:
    """Every route's `expect_handler` (aiohttp's documented `add_route(..., expect_handler=)`
    seam; its own default is private): `100-continue` gets the interim `100 Continue`, written
    on the transport before the handler reads the body, as aiohttp's documentation of custom
    expect handlers does; HTTP/1.0 has no expectations (RFC 9110 §10.1.1) and passes as is; any
    other expectation gets `refuse`'s answer (a JSON 417) instead of aiohttp's plain-text 417,
    which is raised before the route's handler and so past the front door. The connection is
    closed after it: the client may or may not send the body it announced."""

    async def expect(request: web.Request) -> web.StreamResponse | None:
        if request.version != aiohttp.HttpVersion11:
            return None
        if request.headers.get("Expect", "").lower() != "100-continue":
            resp = await refuse(request)
            resp.force_close()
            return resp
        if request.transport is not None:  # None: the client already left, the handler sees it
            request.transport.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        return None

    return expect


def _log_access(request: web.Request, status: int, t0: float, resp: web.StreamResponse | None) -> None:
    h = resp.headers if resp is not None else {}
    access_log.info(
        "request method=%s path=%s status=%d ms=%.1f session=%s route=%s",
        request.method,
        request.rel_url.raw_path[:200],
        status,
        (time.monotonic() - t0) * 1000,
        h.get("x-edgeward-session") or "-",
        h.get("x-edgeward-route") or "-",
    )


def _error_response(request: web.Request, exc: Exception) -> web.Response:
    """The JSON answer for an exception a handler raised, in the endpoint's API shape; an
    HTTPException below 400 (a redirect) is raised again. Unexpected ones are logged, 500."""
    if isinstance(exc, ProxyError):
        resp = _error_json(request, exc.status, exc.payload())
        if exc.status == 408:  # the rest of the body may never come: do not wait for it
            resp.force_close()
        return resp
    if isinstance(exc, web.HTTPRequestEntityTooLarge):
        return _error(
            request,
            413,
            f"request body too large ({exc.text or 'over the limit'}); raise server.max_body_mb",
            code="request_too_large",
        )
    if isinstance(exc, web.HTTPNotFound):
        hint = ""
        if f"{request.method} /v1{request.path}" in ENDPOINTS:  # POST /chat/completions
            hint = "; this path exists under /v1: the client's base URL probably lacks it (use http://HOST:PORT/v1)"
        return _error(
            request,
            404,
            f"no such endpoint: {request.method} {request.rel_url.raw_path[:200]}{hint}; edgeward serves "
            + ", ".join(ENDPOINTS)
            + " (the /v1 ones also under /s/<session>/v1)",
            code="not_found",
        )
    if isinstance(exc, web.HTTPMethodNotAllowed):
        return _error(
            request,
            405,
            f"{request.method} is not allowed on {request.rel_url.raw_path[:200]}; "
            f"allowed: {', '.join(sorted(exc.allowed_methods))}",
            code="method_not_allowed",
            headers={"Allow": ",".join(sorted(exc.allowed_methods))},
        )
    if isinstance(exc, web.HTTPException):
        if exc.status >= 400:
            return _error(request, exc.status, exc.reason or "error")
        raise exc
    log.error("internal error on %s %s", request.method, request.path, exc_info=exc)
    return _error(request, 500, "internal proxy error (see the proxy log)", "server_error")


#: Paths a client may reach without `server.token` (liveness; they reveal nothing).
_OPEN_PATHS = ("/healthz", "/api/hello")


def _auth_check(token: str) -> Callable[[web.Request], web.Response | None]:
    """`server.token`'s check: None when the request may pass, else the 401 answer."""
    bearer = f"Bearer {token}".encode()
    key = token.encode()

    def denied(request: web.Request) -> web.Response | None:
        if request.path in _OPEN_PATHS:
            return None
        # the bytes as received: a value that is not UTF-8 arrives with lone surrogates
        try:
            got = request.headers.get("Authorization", "").encode("utf-8", "surrogateescape")
            got_key = request.headers.get("x-api-key", "").encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            got = got_key = b""
        if hmac.compare_digest(got, bearer) or hmac.compare_digest(got_key, key):
            return None
        return _error(
            request,
            401,
            "invalid or missing token for this proxy (Authorization: Bearer or x-api-key)",
            "authentication_error",
            "invalid_api_key",
        )

    return denied


async def _read(request: web.Request) -> bytes:
    """The request body, decoded (`proxy/bodies.py`), at most `server.max_body_mb` raw or decoded,
    read within `server.body_timeout_s` (a client trickling its body must not hold a handler).
    Raises ProxyError: 400 for a body that cannot be read (a truncated upload), 408, 413, 415."""
    server = request.app[CONFIG].server
    try:
        if request.content.is_eof():  # already received: nothing to wait for, no timer to arm
            return await read_body(request, int(server.max_body_mb * 1024 * 1024))
        async with asyncio.timeout(server.body_timeout_s):
            return await read_body(request, int(server.max_body_mb * 1024 * 1024))
    except TimeoutError:
        raise ProxyError(
            408,
            f"request body not received within {server.body_timeout_s:g} s",
            code="request_timeout",
        ) from None
    except web.HTTPException:
        raise
    except (RequestPayloadError, HttpProcessingError, aiohttp.ClientPayloadError) as e:
        raise ProxyError(400, f"request body could not be read ({type(e).__name__})") from None


def _header(request: web.Request, name: str, max_len: int = 1024) -> str | None:
    """A header's value, checked (`api.check_header`: length, UTF-8, no control characters)."""
    v = request.headers.get(name)
    return None if v is None else check_header(name, v, max_len)


def _chat_call(
    request: web.Request,
    pipe: Pipeline,
    body: dict[str, Any],
    session: str | None = None,
    *,
    ranges_checked: bool = False,
) -> ChatCall:
    """The `ChatCall` of a request whose body is (translated into) chat completions: policy from
    `x-edgeward-policy` or the model string; session from the `/s/<session>` prefix or
    `x-edgeward-session`, else `session` (a Responses chain's), else derived from the opening
    messages (`sessions.derive_session_id`); `x-edgeward-task`, `x-edgeward-force`.

    Raises ProxyError(400) for a bad session id, an unknown policy named twice, a long task, a
    numeric field out of its documented range (`api.check_ranges`; Responses and Messages bodies
    are checked here, once translated; `ranges_checked`: the body's parse checked them already)."""
    if not ranges_checked:
        check_ranges(body)
    # every header the request is read by, checked before any work
    header = _header(request, "x-edgeward-policy", 256)
    sid = request.match_info.get("session") or _header(request, "x-edgeward-session", 256)
    task = _header(request, "x-edgeward-task", 1024)
    if task is not None and len(task) > 256:
        raise ProxyError(400, "x-edgeward-task is longer than 256 characters", param="x-edgeward-task")
    force = _header(request, "x-edgeward-force", 64)
    token = _header(request, "Authorization", 4096) or _header(request, "x-api-key", 4096)
    model = body.get("model")
    from_model = policy_from_model(model if isinstance(model, str) else "")
    policy = header or from_model
    if header and from_model and from_model != header:  # the header wins, but a typo is still a 400
        pipe.arms.check(from_model)
    if sid is not None:
        check_session_id(sid)
    elif session is not None:
        sid = session
    else:  # the requested policy is part of a derived id: another policy is another session
        sid = derive_session_id(body, token, policy)
    return ChatCall(body, sid, task, policy, force.strip().lower() if force else None)


async def _serve(
    request: web.Request, pipe: Pipeline, call: ChatCall, writer: ResponseWriter, sink: _Writer
) -> web.StreamResponse:
    """Hand `call` to the pipeline; `writer` answers (a front end's translation over `sink`)."""
    if pipe.metrics is not None:
        pipe.metrics.count_request()
    await pipe.handle(call, writer)
    if sink.resp is None:  # defensive: the pipeline always answers
        return _error(request, 500, "no response produced", "server_error")
    return sink.resp


async def chat_completions(request: web.Request) -> web.StreamResponse:
    pipe = request.app[PIPELINE]
    body = parse_chat_body(await _read(request))
    check_response_format(body.get("response_format"))
    sink = _Writer(request)
    # `parse_chat_body` checked the ranges: not again (issue 16)
    return await _serve(request, pipe, _chat_call(request, pipe, body, ranges_checked=True), sink, sink)


async def responses(request: web.Request) -> web.StreamResponse:
    """`POST /v1/responses`: the Responses codec around the pipeline; the finished response is
    stored (for `previous_response_id`, `GET /v1/responses/{id}`) unless the client or
    `server.store_responses` says no."""
    pipe, cfg = request.app[PIPELINE], request.app[CONFIG]
    body = parse_json_object(await _read(request))
    prev_id = body.get("previous_response_id")
    previous: StoredResponse | None = None
    if prev_id is not None:
        if not isinstance(prev_id, str) or not prev_id:
            raise ProxyError(
                400, "invalid request: previous_response_id: must be a string", param="previous_response_id"
            )
        previous = pipe.store.stored_response(prev_id)
        if previous is None:
            raise ProxyError(
                400,
                f"previous response {prev_id[:80]!r} not found (it was not stored: store false, "
                "server.store_responses off, or purged)",
                code="previous_response_not_found",
                param="previous_response_id",
            )
    conv = responses_api.parse_request(body, previous.messages if previous else None, cfg.server.hosted_tools)
    call = _chat_call(request, pipe, conv.chat, previous.session if previous else None)
    keep: responses_api.OnResponse | None = None
    if conv.store and cfg.server.store_responses:

        def keep(resp: dict[str, Any]) -> None:
            messages = responses_api.continuation(conv, resp)
            pipe.store.put_response(StoredResponse(resp["id"], call.session_id, time.time(), messages, resp))

    sink = _Writer(request)
    return await _serve(request, pipe, call, responses_api.ResponsesWriter(sink, conv, keep), sink)


async def responses_socket(request: web.Request) -> web.StreamResponse:
    """`GET /v1/responses`: clients (Codex) try a WebSocket first. The upgrade is accepted and at
    once closed with a reason, so they fall back to HTTP without waiting; a plain GET is a 405."""
    ws = web.WebSocketResponse()
    if not ws.can_prepare(request).ok:
        raise web.HTTPMethodNotAllowed("GET", ["POST"])
    await ws.prepare(request)
    await ws.close(code=aiohttp.WSCloseCode.UNSUPPORTED_DATA, message=WS_CLOSE_REASON)
    return ws


#: The close reason of a Responses WebSocket (at most 123 bytes, RFC 6455 §5.5).
WS_CLOSE_REASON = b"edgeward serves the Responses API over HTTP only: POST /v1/responses"


async def stored_response(request: web.Request) -> web.Response:
    """`GET /v1/responses/{id}`: a stored response object, or 404."""
    row = request.app[PIPELINE].store.stored_response(request.match_info["response_id"])
    if row is None:
        raise ProxyError(
            404,
            "no stored response with this id (never stored, or purged)",
            code="not_found",
            param="response_id",
        )
    return web.json_response(row.response, dumps=lambda o: json.dumps(o, ensure_ascii=False))


async def messages(request: web.Request) -> web.StreamResponse:
    """`POST /v1/messages` (with or without `?beta=true`): the Messages codec around the pipeline."""
    pipe, cfg = request.app[PIPELINE], request.app[CONFIG]
    body = parse_json_object(await _read(request))
    conv = messages_api.parse_request(body, cfg.server.hosted_tools)
    sink = _Writer(request)
    return await _serve(
        request, pipe, _chat_call(request, pipe, conv.chat), messages_api.MessagesWriter(sink, conv), sink
    )


async def count_tokens(request: web.Request) -> web.Response:
    """`POST /v1/messages/count_tokens`: `{"input_tokens": n}` for the translated request, counted
    with the edge role's tokenizer when it has one (else ~4 characters per token); no egress."""
    pipe, cfg = request.app[PIPELINE], request.app[CONFIG]
    body = parse_json_object(await _read(request))
    conv = messages_api.parse_request(body, cfg.server.hosted_tools, counting=True)
    rc = pipe.roles.get("edge") or next(iter(pipe.roles.values()))
    msgs = list(conv.chat["messages"])
    if conv.chat.get("tools"):  # tool definitions are prompt tokens too
        msgs.append({"role": "system", "content": json.dumps(conv.chat["tools"], ensure_ascii=False)})
    usage = await rc.estimate_usage({"messages": msgs}, "", 0)
    return web.json_response({"input_tokens": usage.prompt}, headers={"x-edgeward-route": rc.name})


async def hello(request: web.Request) -> web.Response:
    """`HEAD`/`GET /api/hello`: the connectivity check Claude Code makes before its first call."""
    return web.json_response({"ok": True, "service": "edgeward"})


async def models(request: web.Request) -> web.Response:
    """Only ids a client can choose with: `edgeward/<policy-or-arm>`. The roles' models are
    informational (`edgeward_roles`): a role's model id as the model string would not choose
    that role, and forcing the cloud by a common default name (e.g. `gpt-4o-mini`) would send
    data off the device by accident; `x-edgeward-force` is the explicit way."""
    pipe = request.app[PIPELINE]
    now = int(time.time())
    roles = {
        r: {"model": rc.upstream.model if r == "edge" else rc.model_label, "stand_in": rc.stand_in}
        for r, rc in pipe.roles.items()
    }
    data = [
        {"id": f"edgeward/{name}", "object": "model", "created": now, "owned_by": "edgeward", "edgeward_policy": name}
        for name in pipe.policy_names()
        if _buildable(pipe, name)  # e.g. `ab` without arms would answer 400: not offered
    ]
    return web.json_response({"object": "list", "data": data, "edgeward_roles": roles})


def _buildable(pipe: Pipeline, name: str) -> bool:
    """Whether a request naming `name` would be served (the check every request makes)."""
    try:
        pipe.arms.check(name)
    except ProxyError:
        return False
    return True


async def healthz(request: web.Request) -> web.Response:
    pipe = request.app[PIPELINE]
    return web.json_response(
        {
            "status": "ok",
            "roles": {r: {"model": rc.model_label, "stand_in": rc.stand_in} for r, rc in pipe.roles.items()},
            "policy": pipe.config.policy.name,
        }
    )


async def embeddings(request: web.Request) -> web.Response:
    pipe = request.app[PIPELINE]
    raw = await _read(request)
    try:
        body = orjson.loads(raw)
        if not isinstance(body, dict) or "input" not in body:
            raise ValueError
    except ValueError:  # orjson.JSONDecodeError included
        raise ProxyError(400, "embeddings request must be a JSON object with `input`", param="input") from None
    check_depth(raw, body)
    rc = pipe.roles.get("edge")
    if rc is None:
        raise ProxyError(404, "embeddings are served by the edge role, and none is configured", code="no_edge_role")
    if rc.cfg.embedded is not None:  # its llama.cpp server loads the model for chat, not embeddings
        raise ProxyError(
            501,
            f"embeddings are served by the edge role, and the embedded {rc.cfg.embedded} model does not "
            "serve them: configure an edge whose server has an embeddings endpoint (edge.api_base)",
            code="embeddings_unsupported",
        )
    try:
        out = await rc.upstream.post_json("/embeddings", {**body, "model": rc.upstream.model})
    except UpstreamError as e:
        raise ProxyError(e.status, e.message, e.etype, e.code) from None
    return web.json_response(out, headers={"x-edgeward-route": "edge"})


async def completions(request: web.Request) -> web.Response:
    return _error(
        request,
        404,
        "POST /v1/completions (legacy text completions) is not supported by edgeward; use /v1/chat/completions",
        code="unsupported_endpoint",
    )


def _close_idle(roles: dict[str, RoleClient]) -> None:
    """Close the connections the roles' HTTP upstreams keep out of the pool between calls."""
    for rc in roles.values():
        if isinstance(rc.upstream, HttpUpstream):
            rc.upstream.close_idle()


def build_app(
    config: ProxyConfig,
    *,
    store: Store | None = None,
    detector_factory: DetectorFactory | None = None,
    embedded_log: Path | None = None,
    via: str = "proxy",
    middlewares: Sequence[Middleware] = (),
) -> web.Application:
    """Build the proxy application. Roles, the embedded model and the store start with the app
    (aiohttp cleanup context) and stop with it.

    Args:
        config: validated config.
        store: an open store (tests, harness); default: open `config.store.path`.
        detector_factory: override the detector (tests inject faults here).
        embedded_log: file for the embedded llama.cpp server's output.
        via: the front door recorded on sessions and calls (`proxy`; `intercept` for the app
            `edgeward intercept` forwards to, `proxy/intercept/`).
        middlewares: run before the app's own (the intercept's loopback guard).
    """
    max_size = int(config.server.max_body_mb * 1024 * 1024)
    token = resolve_secret(config.server.token)
    metrics = ProxyMetrics()  # GET /metrics (per-app Prometheus registry)
    app = web.Application(client_max_size=max_size, middlewares=list(middlewares))
    front = _front_door(metrics, token)
    app[CONFIG] = config

    async def lifecycle(app: web.Application) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as stack:
            st = store
            if st is None:
                st = Store(config.store.path)
                stack.callback(st.close)
            else:
                stack.callback(st.flush)
            # no cookie jar: a cookie one upstream answer set must not ride on another session's
            # calls (and a jar is filtered on every request)
            http = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=0, limit_per_host=0), cookie_jar=aiohttp.DummyCookieJar()
            )
            stack.push_async_callback(http.close)
            emb_url = None
            if any(r is not None and r.embedded for r in (config.edge, config.cloud)):
                embedded = EmbeddedServer(log_path=embedded_log)
                stack.callback(embedded.stop)
                emb_url = await embedded.start()
            roles = build_roles(config, http, emb_url)
            stack.callback(_close_idle, roles)  # before the session closes (the stack unwinds in reverse)
            gates = GateProvider(
                st,
                detector_factory,
                config.server.scan_workers,
                scan_spares=config.server.scan_spares,
                scan_chars_per_s=config.server.scan_chars_per_s,
            )
            stack.push_async_callback(gates.aclose)
            pipe = app[PIPELINE] = Pipeline(config, st, roles, gates, metrics, via)
            stack.push_async_callback(pipe.drain)  # rows still being counted are written before the store closes
            if "cloud" in roles:
                await gates.warm(config.privacy)

            def forget(sessions: list[str]) -> None:  # purged: drop what memory holds of them
                gates.forget_sessions(sessions)
                pipe.retro.forget(sessions)

            # privacy.retention: purge at start, then hourly
            await stack.enter_async_context(retention_task(config.privacy, st, forget))
            yield

    app.cleanup_ctx.append(lifecycle)
    ex = _expect(front(_expectation_failed))
    for prefix in ("", "/s/{session}"):
        app.router.add_post(
            prefix + "/v1/chat/completions", front(chat_completions, prefix + "/v1/chat/completions"), expect_handler=ex
        )
        app.router.add_post(prefix + "/v1/responses", front(responses, prefix + "/v1/responses"), expect_handler=ex)
        app.router.add_get(prefix + "/v1/responses", front(responses_socket), allow_head=False, expect_handler=ex)
        app.router.add_get(prefix + "/v1/responses/{response_id}", front(stored_response), expect_handler=ex)
        app.router.add_post(prefix + "/v1/messages", front(messages, prefix + "/v1/messages"), expect_handler=ex)
        app.router.add_post(prefix + "/v1/messages/count_tokens", front(count_tokens), expect_handler=ex)
        app.router.add_post(prefix + "/v1/embeddings", front(embeddings), expect_handler=ex)
        app.router.add_post(prefix + "/v1/completions", front(completions), expect_handler=ex)
        app.router.add_get(prefix + "/v1/models", front(models), expect_handler=ex)
    app.router.add_get("/api/hello", front(hello), expect_handler=ex)  # GET also answers HEAD
    app.router.add_get("/healthz", front(healthz), expect_handler=ex)
    app.router.add_get("/metrics", front(metrics.handler), expect_handler=ex)
    catch_all = app.router.add_resource("/{tail:.*}")  # last: the router tries it after every other route
    catch_all.add_route("*", front(_no_route(catch_all)), expect_handler=ex)
    return app
