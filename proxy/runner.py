"""Run the proxy in a background thread with its own event loop (harness, tests, demo).

`ProxyThread` starts `build_app(config)` on 127.0.0.1 (a free port unless the config names
one) with the listening rules of `edgeward serve` (`listen.JsonErrorsRunner`) and stops it
cleanly; the calling thread may use blocking clients such as the OpenAI SDK.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from aiohttp import web
from aiohttp.typedefs import Middleware

from edgeward.proxy.bodies import SERVER_OPTIONS
from edgeward.proxy.listen import JsonErrorsRunner
from edgeward.proxy.pipeline import Pipeline
from edgeward.proxy.privacy.gates import DetectorFactory
from edgeward.proxy.server import PIPELINE, build_app
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.store import Store
from edgeward.proxy.upstreams.embedded import free_port


#: Seconds requests still in flight get when the proxy stops (aiohttp's default is 60, as long as
#: `stop` waits for the whole shutdown).
SHUTDOWN_GRACE_S = 10.0


class ProxyThread:
    """A running proxy (`via`, `middlewares`: as for `build_app`).

    Attributes:
        url: the OpenAI base URL (`http://127.0.0.1:<port>/v1`).
        port: the port.
        app: the aiohttp application (its pipeline is `app[PIPELINE]`).

    Raises (from `start`): whatever the app's start-up raised (e.g. EmbeddedError).
    """

    def __init__(
        self,
        config: ProxyConfig,
        *,
        store: Store | None = None,
        detector_factory: DetectorFactory | None = None,
        embedded_log: Path | None = None,
        port: int | None = None,
        via: str = "proxy",
        middlewares: Sequence[Middleware] = (),
    ) -> None:
        self.port = port or free_port()
        self.config = config
        self.app = build_app(
            config,
            store=store,
            detector_factory=detector_factory,
            embedded_log=embedded_log,
            via=via,
            middlewares=middlewares,
        )
        self.loop = asyncio.new_event_loop()
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self.loop.run_forever, name="edgeward-proxy", daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def pipeline(self) -> Pipeline:
        """The running app's pipeline (roles, store, arms, sessions)."""
        return self.app[PIPELINE]

    def start(self, timeout: float = 300.0) -> "ProxyThread":
        """Serve the app on 127.0.0.1:`port` from the background loop; `timeout` in seconds.

        The start-up loads the embedded model and warms the scan pool's workers (Presidio and
        spaCy per worker, ~17 CPU-s each): on two busy cores that passed 120 s, hence 300.
        Raises `concurrent.futures.TimeoutError` past it, or what the app's start-up raised.
        """
        self._thread.start()

        async def _up() -> None:
            self._runner = JsonErrorsRunner(self.app, shutdown_timeout=SHUTDOWN_GRACE_S, **SERVER_OPTIONS)
            await self._runner.setup()
            await web.TCPSite(self._runner, "127.0.0.1", self.port).start()

        asyncio.run_coroutine_threadsafe(_up(), self.loop).result(timeout)
        return self

    def call(self, coro: Any, timeout: float = 60.0) -> Any:
        """Run a coroutine on the proxy's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def stop(self) -> None:
        """Stop serving: requests still in flight (calls their clients abandoned, e.g. a trial
        that timed out) get `SHUTDOWN_GRACE_S`, then are cancelled; then the app shuts down."""
        if self._runner is not None:
            try:
                asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self.loop).result(60)
            finally:
                self._runner = None
        if self.loop.is_running():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(10)

    def __enter__(self) -> "ProxyThread":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
