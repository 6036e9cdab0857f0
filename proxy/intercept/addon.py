"""The mitmproxy addon of `edgeward intercept`: every connection and request an agent makes
through the proxy is either answered by the pipeline or handled per `intercept.other_hosts`.

    CONNECT model host ──▶ TLS decrypted (edgeward's CA) ──▶ request on a model API path
        ──▶ redirected over loopback to the pipeline app (`build_app(via="intercept")`, the same
            app as `edgeward serve`): no connection to the real host is ever opened (mitmproxy's
            lazy connection strategy); request and response bodies stream through unbuffered
    request on another path of a model host ──▶ 403, recorded, never forwarded (it would carry
            the agent's vendor key, and traces carry the conversation)
    WebSocket upgrade on a model host ──▶ 400, recorded: clients fall back to HTTP
    CONNECT other host ──▶ pass: raw tunnel | record: raw tunnel, bytes counted | block: 403
    plain-HTTP request to another host ──▶ the same three actions, per request

Why loopback rather than answering inside the addon: a response an addon sets is sent whole
(mitmproxy cannot stream a synthesised body), while a forwarded one streams chunk by chunk; and
the app behind it is exactly `serve`'s, so every front end, the gate, the vault and the recorder
behave identically by construction (docs/ARCHITECTURE.md §2).
"""

from __future__ import annotations

import json
import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from mitmproxy import ctx, http, tcp
from mitmproxy.proxy import layer, layers
from mitmproxy.proxy.server_hooks import ServerConnectionHookData
from mitmproxy.tls import TlsData

from edgeward.proxy.errors import error_payload
from edgeward.proxy.intercept.rules import Rules
from edgeward.proxy.store import OtherHostRow

log = logging.getLogger("edgeward.intercept")

#: Header carrying the per-run secret that lets a request into the pipeline app (`guard.py`).
GUARD_HEADER = "x-edgeward-intercept-key"

#: `flow.metadata` key: what the addon decided for an HTTP flow (`model`, `pass`, `record`).
KIND = "edgeward.kind"


@dataclass
class InterceptStats:
    """What the proxy connected to. `to_model_hosts` must stay empty: model hosts are answered
    locally. Keys are `host:port`.

    Attributes:
        to_pipeline: connections opened to the pipeline app (loopback).
        to_model_hosts: connections opened to a model API host (expected: none).
        to_other_hosts: connections opened for `pass` / `record` traffic.
        refused: requests or tunnels refused (block, unknown model path, WebSocket).
        untrusted: TLS handshakes the agent aborted (it does not trust edgeward's CA), by host.
    """

    to_pipeline: int = 0
    to_model_hosts: Counter[str] = field(default_factory=Counter)
    to_other_hosts: Counter[str] = field(default_factory=Counter)
    refused: int = 0
    untrusted: Counter[str] = field(default_factory=Counter)


@dataclass
class _Tally:
    """Bytes of one recorded tunnel or request (`record`)."""

    host: str
    port: int
    scheme: str
    started: float
    method: str | None = None
    path: str | None = None
    up: int = 0
    down: int = 0

    def counter(self, direction: str) -> Callable[[bytes], bytes]:
        """A mitmproxy stream callable that counts the chunks it passes on unchanged."""

        def count(chunk: bytes) -> bytes:
            if direction == "up":
                self.up += len(chunk)
            else:
                self.down += len(chunk)
            return chunk

        return count

    def row(self, action: str, error: str | None = None) -> OtherHostRow:
        return OtherHostRow(
            created=self.started,
            host=self.host,
            port=self.port,
            scheme=self.scheme,
            action=action,
            method=self.method,
            path=self.path,
            bytes_up=self.up,
            bytes_down=self.down,
            duration_ms=(time.time() - self.started) * 1000,
            error=error,
        )


def _json_error(status: int, message: str, etype: str, code: str) -> http.Response:
    body = json.dumps(error_payload(message, etype, code), ensure_ascii=False).encode()
    return http.Response.make(status, body, {"content-type": "application/json"})


class InterceptAddon:
    """The addon (mitmproxy calls the hook methods by name; see the module docstring).

    Args:
        rules: the compiled `intercept:` config.
        pipeline: (host, port) of the pipeline app on loopback.
        secret: the per-run value of `GUARD_HEADER`.
        record: writes one `other_hosts` row (the store's `record_other_host`); called on
            mitmproxy's event loop, so it must not block.
        on_running: called once mitmproxy's listeners are up, with their (host, port)s (empty
            when none could bind).
    """

    def __init__(
        self,
        rules: Rules,
        pipeline: tuple[str, int],
        secret: str,
        record: Callable[[OtherHostRow], None],
        on_running: Callable[[list[tuple[str, int]]], None],
    ) -> None:
        self.rules = rules
        self.pipeline = pipeline
        self.secret = secret
        self.record = record
        self.on_running = on_running
        self.stats = InterceptStats()
        self._tallies: dict[str, _Tally] = {}  # flow id -> bytes of a recorded tunnel or request

    # -- start-up ------------------------------------------------------------------------------
    def running(self) -> None:
        """mitmproxy's servers are up (or failed to bind): report the listening addresses."""
        addrs = [(str(a[0]), int(a[1])) for a in ctx.master.addons.get("proxyserver").listen_addrs()]
        self.on_running(addrs)

    # -- connections ---------------------------------------------------------------------------
    def server_connect(self, data: ServerConnectionHookData) -> None:
        """Count every upstream connection mitmproxy is about to open, by kind."""
        if data.server.address is None:
            return
        host, port = str(data.server.address[0]), int(data.server.address[1])
        if (host, port) == self.pipeline:
            self.stats.to_pipeline += 1
        elif self.rules.is_model_host(host, port):
            self.stats.to_model_hosts[f"{host}:{port}"] += 1
            log.warning("connection to model host %s:%d (expected none)", host, port)
        else:
            self.stats.to_other_hosts[f"{host}:{port}"] += 1

    def tls_failed_client(self, data: TlsData) -> None:
        """The agent aborted the TLS handshake: almost always, it does not trust the CA."""
        host = data.context.client.sni or (data.context.server.address or ("?",))[0]
        self.stats.untrusted[str(host)] += 1
        log.warning(
            "the agent refused edgeward's certificate for %s: trust the CA (`edgeward intercept --print-ca`)", host
        )

    def http_connect(self, flow: http.HTTPFlow) -> None:
        """A CONNECT: model hosts are decrypted; other hosts tunnel or are refused (`block`)."""
        host, port = flow.request.host, flow.request.port
        if self.rules.is_model_host(host, port):
            return
        if self.rules.action(host, port) == "block":
            self._refuse(flow, "tunnel", http.Response.make(403, f"edgeward intercept: {host}:{port} is blocked\n"))

    def next_layer(self, nextlayer: layer.NextLayer) -> None:
        """Inside a CONNECT to another host: a raw tunnel, never decrypted (`record` counts it)."""
        c = nextlayer.context
        if nextlayer.layer is not None or c.server.address is None or c.client.tls:
            return
        host, port = str(c.server.address[0]), int(c.server.address[1])
        if self.rules.is_model_host(host, port):
            return
        action = self.rules.action(host, port)
        if action != "block":  # a blocked CONNECT was answered with 403 and has no tunnel
            nextlayer.layer = layers.TCPLayer(c, ignore=action == "pass")

    # -- recorded tunnels (`record`: TCPLayer with a flow) -------------------------------------
    def tcp_start(self, flow: tcp.TCPFlow) -> None:
        addr = flow.server_conn.address or ("?", 0)
        self._tallies[flow.id] = _Tally(str(addr[0]), int(addr[1]), "tunnel", time.time())

    def tcp_message(self, flow: tcp.TCPFlow) -> None:
        tally = self._tallies.get(flow.id)
        msg = flow.messages[-1]
        if tally is not None:
            if msg.from_client:
                tally.up += len(msg.content)
            else:
                tally.down += len(msg.content)
        flow.messages.clear()  # counted; the contents are not kept (TCPLayer sends its own reference)

    def tcp_end(self, flow: tcp.TCPFlow) -> None:
        self._finish(flow.id, "record", None)

    def tcp_error(self, flow: tcp.TCPFlow) -> None:
        self._finish(flow.id, "record", str(flow.error) if flow.error else "error")

    # -- HTTP requests -------------------------------------------------------------------------
    def requestheaders(self, flow: http.HTTPFlow) -> None:
        """Route a model API request to the pipeline; refuse or pass everything else."""
        req = flow.request
        host, port = req.host, req.port
        if self.rules.is_model_host(host, port):
            self._model_request(flow)
            return
        action = self.rules.action(host, port)  # a plain-HTTP request (tunnels never get here)
        if action == "block":
            self._refuse(
                flow,
                req.scheme,
                _json_error(403, f"edgeward intercept: {host}:{port} is blocked", "permission_error", "host_blocked"),
            )
            return
        flow.metadata[KIND] = action
        if action == "record":
            tally = self._tallies[flow.id] = _Tally(
                host, port, req.scheme, time.time(), req.method, req.path.partition("?")[0]
            )
            req.stream = tally.counter("up")
        else:
            req.stream = True

    def _model_request(self, flow: http.HTTPFlow) -> None:
        req = flow.request
        host, port = req.host, req.port
        if req.headers.get("upgrade", "").lower() == "websocket":
            self._refuse(
                flow,
                req.scheme,
                _json_error(
                    400,
                    "edgeward intercept answers model APIs over HTTP only; retry without WebSocket",
                    "invalid_request_error",
                    "websocket_unsupported",
                ),
            )
            return
        route = self.rules.route(host, port, req.path)
        if route is None:
            self._refuse(
                flow,
                req.scheme,
                _json_error(
                    403,
                    f"edgeward intercept: {req.method} {host}{req.path.partition('?')[0]} is not a model API path; "
                    "it was not forwarded (intercept.endpoints)",
                    "permission_error",
                    "not_forwarded",
                ),
            )
            return
        req.scheme, req.host, req.port = "http", self.pipeline[0], self.pipeline[1]
        req.path = route.path
        req.headers[GUARD_HEADER] = self.secret
        if route.policy is not None and "x-edgeward-policy" not in req.headers:
            req.headers["x-edgeward-policy"] = route.policy
        req.stream = True
        flow.metadata[KIND] = "model"

    def responseheaders(self, flow: http.HTTPFlow) -> None:
        """Stream what the addon let through (SSE chunks reach the agent as they are produced)."""
        kind = flow.metadata.get(KIND)
        if kind not in ("model", "pass", "record") or flow.response is None:
            return
        tally = self._tallies.get(flow.id)
        flow.response.stream = tally.counter("down") if tally is not None else True

    def request(self, flow: http.HTTPFlow) -> None:
        """A refused request's body has been read (and dropped): record its size."""
        tally = self._tallies.get(flow.id)
        if flow.metadata.get(KIND) == "block" and tally is not None:
            tally.up = len(flow.request.raw_content or b"")

    def response(self, flow: http.HTTPFlow) -> None:
        kind = flow.metadata.get(KIND)
        if kind == "record":
            self._finish(flow.id, "record", None)
        elif kind == "block" and flow.response is not None:
            self._finish(flow.id, "block", f"refused: {flow.response.status_code}")

    def error(self, flow: http.HTTPFlow) -> None:
        kind = flow.metadata.get(KIND)
        if kind in ("record", "block"):
            self._finish(flow.id, str(kind), str(flow.error) if flow.error else "error")

    # -- helpers -------------------------------------------------------------------------------
    def _refuse(self, flow: http.HTTPFlow, scheme: str, response: http.Response) -> None:
        """Answer with `response` instead of forwarding. A CONNECT is recorded now; a request
        once its body has been read (`request`) and the refusal sent (`response`)."""
        req = flow.request
        flow.response = response
        self.stats.refused += 1
        if scheme == "tunnel":
            tally = _Tally(req.host, req.port, scheme, time.time())
            self._tallies[flow.id] = tally
            self._finish(flow.id, "block", f"refused: {response.status_code}")
            return
        flow.metadata[KIND] = "block"
        self._tallies[flow.id] = _Tally(req.host, req.port, scheme, time.time(), req.method, req.path.partition("?")[0])

    def _finish(self, flow_id: str, action: str, error: str | None) -> None:
        tally = self._tallies.pop(flow_id, None)
        if tally is None:
            return
        self._write(tally.row(action, error))
        log.info(
            "%s %s %s:%d%s up=%d down=%d%s",
            "recorded" if action == "record" else "refused",
            tally.method or ("tunnel" if action == "record" else "CONNECT"),
            tally.host,
            tally.port,
            tally.path or "",
            tally.up,
            tally.down,
            f" error={error}" if error else "",
        )

    def _write(self, row: OtherHostRow) -> None:
        try:
            self.record(row)
        except Exception:  # a recording failure must not break the agent's traffic
            log.exception("could not record other-host row for %s:%d", row.host, row.port)
