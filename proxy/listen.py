"""How the proxy listens: the aiohttp runner every entry point uses (`edgeward serve`,
`runner.ProxyThread`), so both behave the same towards clients.

- A client that disconnects cancels its request's handler at any stage (aiohttp's
  `handler_cancellation`): the upstream call is closed and the call recorded `cancelled`
  (`Pipeline.send`), instead of running on for nobody.
- Requests aiohttp's HTTP parser rejects before the app sees them get the OpenAI error JSON, not
  aiohttp's plain text: 431 for a header line or a header block over the limits, 400 for any
  other malformed request (request line, header bytes, framing).
- `exposure_warning`: the line `edgeward serve` logs when it listens beyond loopback without
  `server.token`.

aiohttp has no public hook for the parser's error response: `JsonErrorsRunner` swaps the server's
class for one whose connections answer in JSON (checked by tests/proxy/test_reliability.py, so an
aiohttp upgrade that moves the hook fails a test rather than the shape).
"""

from __future__ import annotations

import ipaddress
import logging
from typing import Any

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError, LineTooLong
from aiohttp.web_protocol import RequestHandler
from aiohttp.web_request import BaseRequest

from edgeward.proxy.errors import error_payload

log = logging.getLogger("edgeward.server")

#: Seconds a keep-alive connection may stay idle.
KEEPALIVE_S = 75.0
#: aiohttp's limits on one header line and on the number of headers (its defaults).
MAX_FIELD_SIZE = 8190
MAX_HEADERS = 128


class _JsonErrorHandler(RequestHandler):
    """aiohttp's connection handler, answering requests its parser rejects in the OpenAI shape."""

    def handle_error(
        self,
        request: BaseRequest,
        status: int = 500,
        exc: BaseException | None = None,
        message: str | None = None,
    ) -> web.StreamResponse:
        if request.writer.output_size > 0:  # the response started: aiohttp's own rule, it closes
            return super().handle_error(request, status, exc, message)
        too_big = isinstance(exc, LineTooLong) or (
            isinstance(exc, HttpProcessingError) and "too many headers" in str(exc.message).lower()
        )
        if too_big:
            status, text, code = 431, "request header fields too large", "headers_too_large"
        elif isinstance(exc, HttpProcessingError) or status == 400:
            status, text, code = 400, "malformed HTTP request", "bad_http_request"
        elif status == 504:
            text, code = "request timed out", "timeout"
        else:
            log.error("error handling request from %s", request.remote, exc_info=exc)
            status, text, code = 500, "internal proxy error (see the proxy log)", None
        if status < 500:
            log.info("rejected malformed request from %s: %s", request.remote, type(exc).__name__)
        etype = "invalid_request_error" if status < 500 else "server_error"
        resp = web.json_response(error_payload(text, etype, code), status=status)
        resp.force_close()
        return resp


class _JsonErrorServer(web.Server):
    def __call__(self) -> RequestHandler:
        return _JsonErrorHandler(self, loop=self._loop, **self._kwargs)


class JsonErrorsRunner(web.AppRunner):
    """`web.AppRunner` with the proxy's listening rules (module docstring): handler
    cancellation on client disconnect, JSON errors from the HTTP parser, no access log (the
    proxy logs its own lines)."""

    def __init__(self, app: web.Application, *, shutdown_timeout: float = 60.0, **kwargs: Any) -> None:
        super().__init__(
            app,
            handler_cancellation=True,
            access_log=None,
            shutdown_timeout=shutdown_timeout,
            keepalive_timeout=KEEPALIVE_S,
            max_field_size=MAX_FIELD_SIZE,
            max_headers=MAX_HEADERS,
            **kwargs,
        )

    async def _make_server(self) -> web.Server:
        server = await super()._make_server()
        server.__class__ = _JsonErrorServer  # same state, JSON-answering connections
        return server


def is_loopback(host: str) -> bool:
    """Whether `host` (a bind address or name) only listens on this machine."""
    if host in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def exposure_warning(host: str, token: str | None) -> str | None:
    """The warning for listening beyond loopback without `server.token`, or None."""
    if token or is_loopback(host):
        return None
    return (
        f"listening on {host or 'every interface'} without server.token: anyone who can reach this "
        "port can use the configured models (and their keys) and read the session vault through the "
        "replies; set server.token (an env reference) or bind 127.0.0.1"
    )
