"""`edgeward intercept`: edgeward as an explicit HTTP(S) proxy (mitmproxy) in the agent's network
path, for agents whose base URL cannot be changed (`proxy/intercept/`)."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading
from types import FrameType
from typing import Any

from edgeward import __version__
from edgeward.cli_common import (
    CLIError,
    load_cli_config,
    no_edge_warning,
    policy_errors,
    role_errors,
    route_errors,
    secret_errors,
    warn_literal_secrets,
)
from edgeward.proxy.logs import config_secrets, setup_logging


def register(sub: Any) -> None:
    """Add the `intercept` subcommand."""
    s = sub.add_parser(
        "intercept",
        help="run edgeward as an HTTPS proxy (mitmproxy): model API calls answered by the pipeline, "
        "other traffic passed, recorded or blocked",
    )
    s.add_argument("--config", help="YAML config (default ./edgeward.yaml, else the embedded default)")
    s.add_argument("--listen", metavar="HOST:PORT", help="address to listen on (default intercept.listen)")
    s.add_argument("--store", help="sqlite store path (overrides the config)")
    s.add_argument(
        "--print-ca", action="store_true", help="print the CA certificate's path (creating the CA if needed) and exit"
    )
    s.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"], help="default: info")
    s.add_argument("--log-format", default="kv", choices=["kv", "json"], help="key=value (default) or JSON lines")
    s.set_defaults(fn=cmd_intercept)


def cmd_intercept(args: argparse.Namespace) -> int:
    """Run `edgeward intercept` until SIGINT/SIGTERM, or print the CA's path (`--print-ca`)."""
    from edgeward.proxy.intercept.ca import ca_directory, ensure_ca, trust_recipes  # lazy: mitmproxy, ~1 s
    from edgeward.proxy.intercept.runner import InterceptError, InterceptProxy  # lazy: mitmproxy, ~1 s

    over: dict[str, Any] = {}
    if args.listen is not None:
        over.setdefault("intercept", {})["listen"] = args.listen
    if args.store is not None:
        over["store"] = {"path": args.store}
    cfg, source = load_cli_config(args, over, {"intercept.listen": "--listen", "store.path": "--store"})
    if args.print_ca:
        try:
            files, _ = ensure_ca(ca_directory(cfg.intercept))
        except OSError as e:
            raise CLIError(f"cannot create the CA in {ca_directory(cfg.intercept)}: {e.strerror or e}") from None
        print(files.cert_file)
        return 0
    warn_literal_secrets(cfg)
    errors = secret_errors(cfg) + role_errors(cfg) + policy_errors(cfg) + route_errors(cfg)
    if errors:
        raise CLIError("\n".join(errors), 2)
    setup_logging(args.log_level, args.log_format, sys.stderr, config_secrets(cfg))
    # mitmproxy logs every client connection at info, and data at debug: warnings only, unless debugging
    logging.getLogger("mitmproxy").setLevel(logging.INFO if args.log_level == "debug" else logging.WARNING)
    log = logging.getLogger("edgeward")
    log.info("config: %s", source)
    for role in ("edge", "cloud"):
        r = getattr(cfg, role)
        if r is not None and r.stand_in:
            log.warning("the %s role is a STAND-IN, not a real cloud model", role)
    warning = no_edge_warning(cfg)
    if warning:
        log.warning(warning)

    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        print(f"edgeward: {signal.Signals(signum).name} received, stopping", file=sys.stderr, flush=True)
        stop.set()

    # SIGINT too, as `serve` does: a process started in the background by a script inherits
    # SIGINT ignored, so Python's KeyboardInterrupt never came and `kill -INT` did nothing
    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
    proxy = InterceptProxy(cfg)
    try:
        try:
            proxy.start()
        except InterceptError as e:
            raise CLIError(str(e)) from None
        assert proxy.ca is not None
        url = proxy.url
        ca_note = "created" if proxy.ca_created else "existing"
        auth = f" (proxy auth: user edgeward, password = server.token: {url.replace('//', '//edgeward:TOKEN@')})"
        print(
            f"edgeward {__version__} intercepting on {url}"
            f"{auth if cfg.server.token else ''} (policy {cfg.policy.name}; store {cfg.store.path}; "
            f"CA {proxy.ca.cert_file}, {ca_note})",
            file=sys.stderr,
        )
        print(trust_recipes(proxy.ca, url), file=sys.stderr, flush=True)
        try:
            while not stop.wait(0.5):
                pass
        except KeyboardInterrupt:
            pass
    finally:
        stats = proxy.stats
        proxy.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    other = sum(stats.to_other_hosts.values())
    untrusted = sum(stats.untrusted.values())
    print(
        f"edgeward intercept: stopped; server connections: {sum(stats.to_model_hosts.values())} to model hosts, "
        f"{stats.to_pipeline} to the pipeline, {other} to other hosts; {stats.refused} refused"
        + (f"; {untrusted} TLS handshakes aborted by the agent (CA not trusted)" if untrusted else ""),
        file=sys.stderr,
        flush=True,
    )
    return 0
