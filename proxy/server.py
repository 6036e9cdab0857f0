"""The aiohttp application: OpenAI-compatible endpoints in front of the Pipeline.

Endpoints (also under `/s/<session>/v1/...` for agents that cannot send headers):
    POST /v1/chat/completions   stream and non-stream
    POST /v1/embeddings         forwarded to the edge (embeddings stay local)
    POST /v1/completions        OpenAI-shaped 404 (legacy completions are not supported)
    GET  /v1/models             the `edgeward/<policy-or-arm>` names (roles as `edgeward_roles`)
    GET  /healthz               liveness and configured roles
    GET  /metrics               Prometheus text format (proxy/metrics.py; behind server.token if set)

Every chat response carries x-edgeward-route, -policy, -session and -call-id headers, and
x-edgeward-warning when the request named a policy its (already fixed) session does not run.
The client's Authorization is only compared with `server.token`; it is never forwarded.
"""

from __future__ import annotations

import contextlib
import hmac
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

from edgeward.proxy.api import check_session_id, parse_chat_body, policy_from_model
from edgeward.proxy.errors import ProxyError, error_payload
from edgeward.proxy.exchange import ChatCall
from edgeward.proxy.metrics import ProxyMetrics
from edgeward.proxy.pipeline import Pipeline
from edgeward.proxy.privacy.gates import DetectorFactory, GateProvider
from edgeward.proxy.privacy.retention import retention_task
from edgeward.proxy.sessions import derive_session_id
from edgeward.proxy.settings import ProxyConfig, resolve_secret
from edgeward.proxy.store import Store
from edgeward.proxy.upstreams.base import UpstreamError
from edgeward.proxy.upstreams.embedded import EmbeddedServer
from edgeward.proxy.upstreams.roles import build_roles

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

log = logging.getLogger("edgeward.server")

PIPELINE = web.AppKey("pipeline", Pipeline)
CONFIG = web.AppKey("config", ProxyConfig)


class _Writer:
    """`ResponseWriter` (`proxy/exchange.py`) over one aiohttp request."""

    def __init__(self, request: web.Request) -> None:
        self.request = request
        self.resp: web.StreamResponse | None = None
        self.started = False

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
        self.resp = web.Response(
            status=status,
            body=json.dumps(payload, ensure_ascii=False).encode(),
            content_type="application/json",
            headers=headers,
        )

    async def start_stream(self, headers: dict[str, str]) -> None:
        resp = web.StreamResponse(
            status=200, headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache", **headers}
        )
        await resp.prepare(self.request)
        self.resp, self.started = resp, True

    async def event(self, data: bytes) -> None:
        assert self.resp is not None
        await self.resp.write(b"data: " + data + b"\n\n")

    async def end(self) -> None:
        if self.resp is not None:
            await self.resp.write_eof()


def _error(
    status: int,
    message: str,
    etype: str = "invalid_request_error",
    code: str | None = None,
    headers: dict[str, str] | None = None,
) -> web.Response:
    return web.json_response(error_payload(message, etype, code), status=status, headers=headers)


@web.middleware
async def _errors_mw(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every error is OpenAI-shaped JSON; no traceback ever reaches a client."""
    try:
        return await handler(request)
    except ProxyError as e:
        return web.json_response(e.payload(), status=e.status)
    except web.HTTPRequestEntityTooLarge as e:
        return _error(
            413,
            f"request body too large ({e.text or 'over the limit'}); raise server.max_body_mb",
            code="request_too_large",
        )
    except web.HTTPException as e:
        if e.status >= 400:
            return _error(e.status, e.reason or "error", code="not_found" if e.status == 404 else None)
        raise
    except Exception:  # log it, answer with a clean 500
        log.exception("internal error on %s %s", request.method, request.path)
        return _error(500, "internal proxy error (see the proxy log)", "server_error")


def _auth_mw(token: str | None) -> Any:
    @web.middleware
    async def mw(request: web.Request, handler: Handler) -> web.StreamResponse:
        if token is not None and request.path != "/healthz":
            got = request.headers.get("Authorization", "")
            if not hmac.compare_digest(got.encode(), f"Bearer {token}".encode()):
                return _error(
                    401, "invalid or missing bearer token for this proxy", "authentication_error", "invalid_api_key"
                )
        return await handler(request)

    return mw


async def chat_completions(request: web.Request) -> web.StreamResponse:
    pipe = request.app[PIPELINE]
    raw = await request.read()
    body = parse_chat_body(raw)
    header, from_model = request.headers.get("x-edgeward-policy"), policy_from_model(body.get("model", ""))
    policy = header or from_model
    if header and from_model and from_model != header:  # the header wins, but a typo is still a 400
        pipe.arms.check(from_model)
    session = request.match_info.get("session") or request.headers.get("x-edgeward-session")
    if session is not None:
        check_session_id(session)
    else:  # the requested policy is part of a derived id: another policy is another session
        session = derive_session_id(body, request.headers.get("Authorization"), policy)
    task = request.headers.get("x-edgeward-task")
    if task is not None and len(task) > 256:
        raise ProxyError(400, "x-edgeward-task is longer than 256 characters", param="x-edgeward-task")
    force = request.headers.get("x-edgeward-force")
    call = ChatCall(body, session, task, policy, force.strip().lower() if force else None)
    if pipe.metrics is not None:
        pipe.metrics.requests.inc()
    writer = _Writer(request)
    await pipe.handle(call, writer)
    if writer.resp is None:  # defensive: the pipeline always answers
        return _error(500, "no response produced", "server_error")
    return writer.resp


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
    try:
        body = json.loads(await request.read())
        if not isinstance(body, dict) or "input" not in body:
            raise ValueError
    except ValueError:
        raise ProxyError(400, "embeddings request must be a JSON object with `input`", param="input") from None
    rc = pipe.roles.get("edge")
    if rc is None:
        raise ProxyError(404, "embeddings are served by the edge role, and none is configured", code="no_edge_role")
    try:
        out = await rc.upstream.post_json("/embeddings", {**body, "model": rc.upstream.model})
    except UpstreamError as e:
        raise ProxyError(e.status, e.message, e.etype, e.code) from None
    return web.json_response(out, headers={"x-edgeward-route": "edge"})


async def completions(request: web.Request) -> web.Response:
    return _error(
        404,
        "POST /v1/completions (legacy text completions) is not supported by edgeward; use /v1/chat/completions",
        code="unsupported_endpoint",
    )


def build_app(
    config: ProxyConfig,
    *,
    store: Store | None = None,
    detector_factory: DetectorFactory | None = None,
    embedded_log: Path | None = None,
) -> web.Application:
    """Build the proxy application. Roles, the embedded model and the store start with the app
    (aiohttp cleanup context) and stop with it.

    Args:
        config: validated config.
        store: an open store (tests, harness); default: open `config.store.path`.
        detector_factory: override the detector (tests inject faults here).
        embedded_log: file for the embedded llama.cpp server's output.
    """
    max_size = int(config.server.max_body_mb * 1024 * 1024)
    token = resolve_secret(config.server.token)
    metrics = ProxyMetrics()  # GET /metrics (per-app Prometheus registry)
    app = web.Application(client_max_size=max_size, middlewares=[metrics.middleware, _errors_mw, _auth_mw(token)])
    app[CONFIG] = config

    async def lifecycle(app: web.Application) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as stack:
            st = store
            if st is None:
                st = Store(config.store.path)
                stack.callback(st.close)
            else:
                stack.callback(st.flush)
            http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0, limit_per_host=0))
            stack.push_async_callback(http.close)
            emb_url = None
            if any(r is not None and r.embedded for r in (config.edge, config.cloud)):
                embedded = EmbeddedServer(log_path=embedded_log)
                stack.callback(embedded.stop)
                emb_url = await embedded.start()
            roles = build_roles(config, http, emb_url)
            gates = GateProvider(st, detector_factory)
            stack.callback(gates.close)
            pipe = app[PIPELINE] = Pipeline(config, st, roles, gates, metrics)
            stack.push_async_callback(pipe.drain)  # rows still being counted are written before the store closes
            if "cloud" in roles:
                await gates.warm(config.privacy)
            # privacy.retention: purge at start, then hourly
            await stack.enter_async_context(retention_task(config.privacy, st, gates.forget_sessions))
            yield

    app.cleanup_ctx.append(lifecycle)
    for prefix in ("", "/s/{session}"):
        app.router.add_post(prefix + "/v1/chat/completions", chat_completions)
        app.router.add_post(prefix + "/v1/embeddings", embeddings)
        app.router.add_post(prefix + "/v1/completions", completions)
        app.router.add_get(prefix + "/v1/models", models)
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/metrics", metrics.handler)
    return app
