"""The `edgeward` command line.

Every command fails with a one-line message on stderr and a non-zero exit code (2 for usage
and configuration errors), never a traceback.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from edgeward import __version__
from edgeward.config import ConfigLoadError, load_config


class CLIError(Exception):
    """A user-facing failure: one line (or one line per problem), exit code `code`."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def _setup_logging(level: str, fmt: str = "kv", config: Any = None) -> None:
    """Structured logs on stderr (edgeward.proxy.logs): key=value or JSON lines, secrets redacted."""
    from edgeward.proxy.logs import config_secrets, setup_logging

    setup_logging(level, fmt, sys.stderr, config_secrets(config) if config is not None else ())


def _config(args: argparse.Namespace, overrides: dict[str, Any] | None = None) -> Any:
    try:
        return load_config(getattr(args, "config", None), overrides)
    except ConfigLoadError as e:
        raise CLIError(str(e), 2) from None


# -- serve ------------------------------------------------------------------------------------
def cmd_serve(args: argparse.Namespace) -> int:
    from aiohttp import web

    from edgeward.proxy.upstreams.roles import role_label
    from edgeward.proxy.server import build_app

    over: dict[str, Any] = {}
    if args.port is not None:
        over.setdefault("server", {})["port"] = args.port
    if args.host is not None:
        over.setdefault("server", {})["host"] = args.host
    if args.store is not None:
        over["store"] = {"path": args.store}
    cfg, source = _config(args, over)
    warn_literal_secrets(cfg)
    # env references and what the first request would otherwise get as a 400: all, one line each
    errors = _secret_errors(cfg) + policy_errors(cfg)
    if errors:
        raise CLIError("\n".join(errors), 2)
    host, port = cfg.server.host, cfg.server.port
    _check_port(host, port)  # before the embedded model starts, not after
    _setup_logging(args.log_level, args.log_format, cfg)
    log = logging.getLogger("edgeward")
    log.info("config: %s", source)
    for role in ("edge", "cloud"):
        r = getattr(cfg, role)
        if r is not None and r.stand_in:
            log.warning("the %s role is a STAND-IN (%s), not a real cloud model", role, role_label(r))
    app = build_app(cfg)
    try:  # uvloop roughly halves the event loop's share of the proxy's added latency
        import uvloop

        uvloop.install()
    except ImportError:
        pass

    def serving(banner: str) -> None:  # run_app calls it once the app started and its sockets are bound
        import re

        m = re.search(r"https?://[^\s,]+", banner)  # the bound address (the real port for --port 0)
        url = m.group(0) if m else f"http://{host}:{port}"
        print(f"edgeward {__version__} serving on {url}/v1 (policy {cfg.policy.name}; store {cfg.store.path})",
              file=sys.stderr, flush=True)

    try:
        web.run_app(app, host=host, port=port, print=serving, access_log=None)
    except OSError as e:
        raise CLIError(f"cannot serve on {host}:{port}: {e.strerror or e}") from None
    return 0


def _check_port(host: str, port: int) -> None:
    """Bind, and release, every address `serve` will listen on (as asyncio's `create_server`
    does: SO_REUSEADDR on POSIX, IPv6 sockets v6-only), so a port in use is a one-line error
    before anything starts. Raises CLIError."""
    import socket

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
                raise CLIError(f"cannot serve on {host}:{port}: {e.strerror or e}") from None


def policy_errors(cfg: Any) -> list[str]:
    """`<key>: <message>` for the default policy and each configured arm that cannot be built
    (unknown name, bad params, bad privacy overrides); the same code builds them per session."""
    from edgeward.proxy.arms import config_policy_errors

    return [f"{key}: {msg}" for key, msg in config_policy_errors(cfg)]


def warn_literal_secrets(cfg: Any) -> None:
    """One stderr line per secret setting written literally in the config (never the value)."""
    from edgeward.config import literal_secrets

    for field in literal_secrets(cfg):
        key = field.rpartition(".")[2]
        print(f"edgeward: warning: {field} holds a literal secret; keys never belong in the config file: "
              f"use `{key}: env:NAME` and set NAME in the environment", file=sys.stderr)


def _secret_errors(cfg: Any) -> list[str]:
    """Resolve every env reference now, so a missing variable is a config error (exit 2):
    `<key>: <message>` per unresolvable reference."""
    from edgeward.proxy.settings import ConfigError, resolve_secret

    refs = [("server.token", cfg.server.token)] + [(f"{r}.api_key", getattr(cfg, r).api_key)
                                                    for r in ("edge", "cloud") if getattr(cfg, r) is not None]
    errors = []
    for where, ref in refs:
        try:
            resolve_secret(ref)
        except ConfigError as e:
            errors.append(f"{where}: {e}")
    return errors


# -- calls ------------------------------------------------------------------------------------
def _store_path(args: argparse.Namespace) -> Path:
    if getattr(args, "store", None):
        return Path(args.store)
    cfg, _ = _config(args)
    return cfg.store.path


def _open_store(args: argparse.Namespace) -> Any:
    from edgeward.proxy.store import Store

    path = _store_path(args)
    if not path.exists():
        raise CLIError(f"no store at {path} (has the proxy run yet? use --store PATH)")
    try:
        return Store(path, writer=False)
    except Exception as e:  # noqa: BLE001 - sqlite raises several types for a bad file
        raise CLIError(f"cannot open store {path}: {e}") from None


def cmd_calls(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    store = _open_store(args)
    rows = store.calls(args.session)
    if args.limit:
        rows = rows[-args.limit:]
    if args.format == "json":
        from dataclasses import asdict

        for r in rows:
            print(json.dumps(asdict(r), ensure_ascii=False))
        return 0
    t = Table(title=f"edgeward calls ({len(rows)})", show_lines=False)
    for col in ("time", "session", "step", "role", "model", "prompt", "cached", "compl", "ms", "USD",
                "edge GFLOPs", "status"):
        t.add_column(col, justify="right" if col in ("step", "prompt", "cached", "compl", "ms", "USD",
                                                      "edge GFLOPs") else "left")
    for r in rows:
        est = "~" if r.tokens_estimated else ""
        t.add_row(time.strftime("%H:%M:%S", time.localtime(r.created)), r.session[-28:], str(r.step), r.role,
                  r.model + (" (stand-in)" if r.stand_in and "stand-in" not in r.model else ""),
                  f"{est}{r.prompt_tokens}", str(r.cached_tokens), f"{est}{r.completion_tokens}",
                  f"{r.latency_ms:.0f}" if r.latency_ms is not None else "-", f"{r.usd:.6f}",
                  f"{r.edge_flops / 1e9:.1f}", r.status + (f" {r.error[:40]}" if r.error else ""))
    Console(width=None if sys.stdout.isatty() else 200).print(t)
    return 0


# -- demo (interim: one real request through the embedded model) ------------------------------
def cmd_demo(args: argparse.Namespace) -> int:
    from edgeward.demo import run_demo

    return run_demo(args)


def cmd_scan(args: argparse.Namespace) -> int:
    try:
        from edgeward.detectors.scan_cli import run_scan
    except ImportError as e:
        raise CLIError(f"the detectors are not available: {e}") from None
    if args.file != "-" and not Path(args.file).is_file():
        raise CLIError(f"no such file: {args.file}", 2)
    return run_scan(args.file, args.show, sys.stdout)


def _non_negative(text: str) -> int:
    n = int(text)
    if n < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return n


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="edgeward", description="Edge/cloud routing proxy with an egress privacy gate.")
    p.add_argument("--version", action="version", version=f"edgeward {__version__}")
    sub = p.add_subparsers(dest="cmd", metavar="COMMAND")

    s = sub.add_parser("serve", help="run the OpenAI-compatible proxy")
    s.add_argument("--config", help="YAML config (default ./edgeward.yaml, else the embedded default)")
    s.add_argument("--port", type=int)
    s.add_argument("--host")
    s.add_argument("--store", help="sqlite store path (overrides the config)")
    s.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    s.add_argument("--log-format", default="kv", choices=["kv", "json"], help="key=value (default) or JSON lines")
    s.set_defaults(fn=cmd_serve)

    c = sub.add_parser("calls", help="print recorded upstream calls")
    c.add_argument("--config")
    c.add_argument("--store")
    c.add_argument("--session")
    c.add_argument("--limit", type=_non_negative, default=0, help="only the last N calls")
    c.add_argument("--format", choices=["table", "json"], default="table")
    c.set_defaults(fn=cmd_calls)

    d = sub.add_parser("demo", help="run the main job on the embedded local model")
    d.add_argument("--config")
    d.add_argument("--out", default="runs/demo")
    d.add_argument("--full", action="store_true")
    d.set_defaults(fn=cmd_demo)

    sc = sub.add_parser("scan", help="print PII/secret spans detected in a file (or - for stdin)")
    sc.add_argument("file")
    sc.add_argument("--show", action="store_true", help="print the detected text (default: redacted)")
    sc.set_defaults(fn=cmd_scan)
    return p


def _register_command_modules(parser: argparse.ArgumentParser) -> None:
    """Each `edgeward/cmd_<name>.py` module adds its subcommand(s) via `register(subparsers)`."""
    import importlib
    import pkgutil

    import edgeward

    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for m in sorted(pkgutil.iter_modules(edgeward.__path__), key=lambda m: m.name):
        if m.name.startswith("cmd_"):
            importlib.import_module(f"edgeward.{m.name}").register(sub)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `edgeward` console script; returns the exit code."""
    parser = build_parser()
    _register_command_modules(parser)
    args = parser.parse_args(argv)
    if not getattr(args, "fn", None):
        parser.print_help()
        return 2
    try:
        return int(args.fn(args) or 0)
    except CLIError as e:
        for line in str(e).splitlines() or [""]:  # several problems: one line each
            print(f"edgeward: {line}", file=sys.stderr)
        return e.code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:  # a bug still gets one line; EDGEWARD_DEBUG=1 shows the traceback
        if os.environ.get("EDGEWARD_DEBUG"):
            raise
        print(f"edgeward: internal error: {type(e).__name__}: {e} (set EDGEWARD_DEBUG=1 for a traceback)",
              file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
