"""`InterceptProxy`: `edgeward intercept` as an object (the CLI, tests and the harness use it).

Two parts, each on its own thread and event loop:

- the pipeline app: `build_app(config, via="intercept")` in a `ProxyThread` on a free loopback
  port, behind a guard middleware that admits only requests carrying this run's secret (the
  addon adds it), so no other local process can use the app, and the operator's keys, around
  the proxy and its `server.token`;
- mitmproxy (a `Master` with its default addons and `InterceptAddon` first), an explicit
  HTTP(S) proxy on `intercept.listen`, lazy connection strategy, the CA from `ca.py`.

mitmproxy keeps its master in module-level state (`mitmproxy.ctx`): one `InterceptProxy` per
process at a time.
"""

from __future__ import annotations

import asyncio
import errno
import hmac
import logging
import os
import secrets
import socket
import threading
from pathlib import Path
from typing import Any

from aiohttp import web
from aiohttp.typedefs import Handler, Middleware
from mitmproxy.addons import default_addons
from mitmproxy.master import Master
from mitmproxy.options import Options

from edgeward.proxy.errors import error_payload
from edgeward.proxy.intercept.addon import GUARD_HEADER, InterceptAddon, InterceptStats
from edgeward.proxy.intercept.ca import CAFiles, ca_directory, ensure_ca
from edgeward.proxy.intercept.config import parse_listen
from edgeward.proxy.intercept.rules import Rules
from edgeward.proxy.privacy.gates import DetectorFactory
from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.settings import ProxyConfig, resolve_secret
from edgeward.proxy.store import Store

log = logging.getLogger("edgeward.intercept")

#: The proxy-auth user name when `server.token` is set (the token is the password).
PROXY_USER = "edgeward"


class InterceptError(Exception):
    """`edgeward intercept` could not start (one line: the CA, the listener, the app)."""


def loopback_guard(secret: str) -> Middleware:
    """Middleware: 403 unless the request carries `GUARD_HEADER: secret` (set by the addon)."""

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not hmac.compare_digest(request.headers.get(GUARD_HEADER, "").encode(), secret.encode()):
            return web.json_response(
                error_payload("this port only serves edgeward intercept", "permission_error", "not_intercepted"),
                status=403,
            )
        return await handler(request)

    return guard


def _check_listen(host: str, port: int) -> None:
    """Bind and release `host:port` (as asyncio's server does: SO_REUSEADDR on POSIX), so a port
    in use is a one-line error before anything starts. Raises InterceptError."""
    try:
        infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as e:
        raise InterceptError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    for family, stype, proto, _, addr in dict.fromkeys(infos):
        with socket.socket(family, stype, proto) as sock:
            if os.name == "posix":
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind(addr)
            except OSError as e:
                hint = ""
                if e.errno == errno.EADDRINUSE:
                    hint = " (another process listens there: stop it, or pass --listen HOST:PORT)"
                raise InterceptError(f"cannot listen on {host}:{port}: {e.strerror or e}{hint}") from None


def _quiet_cancellation(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """Loop exception handler after mitmproxy stops: client connections still open (keep-alive)
    are cancelled by `asyncio.run`, and asyncio's stream callback (Python 3.12.1) reports each
    cancellation as an error with a traceback; those are expected, anything else is logged."""
    if isinstance(context.get("exception"), asyncio.CancelledError):
        return
    loop.default_exception_handler(context)


class _Errors(logging.Handler):
    """Collects mitmproxy's error log lines while it starts (e.g. the port is taken)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


class InterceptProxy:
    """A running `edgeward intercept`.

    Args:
        config: the validated config (its `intercept:` block, roles, policy, privacy, store).
        listen: (host, port) to listen on; default `intercept.listen`. Port 0 picks a free one.
        store: an open store (tests); default: open `config.store.path` (closed by `stop`).
        detector_factory: override the gate's detector (tests).
        embedded_log: file for the embedded llama.cpp server's output.
        ca_dir: the CA directory; default `ca.ca_directory(config.intercept)`.

    Attributes (after `start`):
        url: the proxy URL agents put in `HTTPS_PROXY` (`http://host:port`).
        ca: the CA's files; `ca_created`: whether this start created the CA.
        stats: server connections and refusals (`addon.InterceptStats`).
        app: the pipeline app's `ProxyThread`.
    """

    def __init__(
        self,
        config: ProxyConfig,
        *,
        listen: tuple[str, int] | None = None,
        store: Store | None = None,
        detector_factory: DetectorFactory | None = None,
        embedded_log: Path | None = None,
        ca_dir: Path | None = None,
    ) -> None:
        self.config = config
        self.listen = listen or parse_listen(config.intercept.listen)
        self.rules = Rules(config.intercept)
        self.ca_dir = ca_dir or ca_directory(config.intercept)
        self.detector_factory = detector_factory
        self.embedded_log = embedded_log
        self.store = store
        self._own_store = store is None
        self._secret = secrets.token_urlsafe(32)
        self.ca: CAFiles | None = None
        self.ca_created = False
        self.app: ProxyThread | None = None
        self.addon: InterceptAddon | None = None
        self.address: tuple[str, int] | None = None
        self._master: Master | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._crash: BaseException | None = None

    @property
    def url(self) -> str:
        if self.address is None:
            raise InterceptError("the proxy is not running")
        host, port = self.address
        return f"http://{'[' + host + ']' if ':' in host else host}:{port}"

    @property
    def stats(self) -> InterceptStats:
        return self.addon.stats if self.addon is not None else InterceptStats()

    def start(self, timeout: float = 120.0) -> "InterceptProxy":
        """Create the CA if needed, start the pipeline app, then mitmproxy.

        Raises InterceptError (CA not writable, listener not bound) or what the app's start-up
        raised (e.g. EmbeddedError); nothing is left running on failure.
        """
        try:
            self.ca, self.ca_created = ensure_ca(self.ca_dir)
        except OSError as e:
            raise InterceptError(f"cannot create the CA in {self.ca_dir}: {e.strerror or e}") from None
        _check_listen(*self.listen)  # before the pipeline app (and an embedded model) starts
        try:
            self._start(timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def _start(self, timeout: float) -> None:
        if self.store is None:
            self.store = Store(self.config.store.path)
        # The agent authenticates to the proxy (proxy auth), not to the app: the app gets no token,
        # and the guard keeps everyone but the addon out.
        app_config = self.config.model_copy(update={"server": self.config.server.model_copy(update={"token": None})})
        self.app = ProxyThread(
            app_config,
            store=self.store,
            detector_factory=self.detector_factory,
            embedded_log=self.embedded_log,
            via="intercept",
            middlewares=[loopback_guard(self._secret)],
        ).start(timeout)
        self.addon = InterceptAddon(
            self.rules, ("127.0.0.1", self.app.port), self._secret, self.store.record_other_host, self._on_running
        )
        errors = _Errors()
        mitm_log = logging.getLogger("mitmproxy")
        mitm_log.addHandler(errors)
        try:
            self._thread = threading.Thread(target=self._serve, name="edgeward-intercept", daemon=True)
            self._thread.start()
            if not self._ready.wait(timeout):
                raise InterceptError(f"mitmproxy did not start within {timeout:.0f} s")
        finally:
            mitm_log.removeHandler(errors)
        if self._crash is not None:
            raise InterceptError(f"mitmproxy failed: {type(self._crash).__name__}: {self._crash}")
        if self.address is None:
            host, port = self.listen
            why = "; ".join(errors.messages) or "see the log"
            raise InterceptError(f"cannot listen on {host}:{port}: {why}")

    def _on_running(self, addrs: list[tuple[str, int]]) -> None:
        self.address = addrs[0] if addrs else None
        self._ready.set()

    def _serve(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as e:  # noqa: BLE001 - reported to `start`, which raises it as one line
            self._crash = e
        finally:
            self._ready.set()

    async def _main(self) -> None:
        assert self.addon is not None and self.ca is not None
        host, port = self.listen
        opts = Options(listen_host=host, listen_port=port, confdir=str(self.ca.directory), mode=["regular"])
        master = Master(opts)
        master.addons.add(self.addon, *default_addons())  # ours first: it decides next layers before theirs
        extra: dict[str, Any] = {}
        token = resolve_secret(self.config.server.token)
        if token:
            extra["proxyauth"] = f"{PROXY_USER}:{token}"
        # lazy: no connection to a server before a request needs one (model hosts never need one);
        # upstream_cert off: certificates come from the SNI, not from contacting the real host
        opts.update(connection_strategy="lazy", upstream_cert=False, **extra)
        self._loop, self._master = asyncio.get_running_loop(), master
        self._loop.set_exception_handler(_quiet_cancellation)  # master.run restores it when it returns
        await master.run()

    def stop(self) -> None:
        """Stop mitmproxy, then the pipeline app (requests in flight get its grace period), then
        close the store if this object opened it."""
        if self._master is not None and self._loop is not None and not self._loop.is_closed():
            self._master.shutdown()
        if self._thread is not None:
            self._thread.join(30)
            self._thread = None
        self._master = None
        if self.app is not None:
            self.app.stop()
            self.app = None
        if self._own_store and self.store is not None:
            self.store.close()
            self.store = None

    def __enter__(self) -> "InterceptProxy":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
