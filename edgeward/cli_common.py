"""What the `edgeward` subcommands share: the one-line `CLIError`, loading the config, the
checks `serve` and `check-config` make before anything starts, and opening a store to read.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

from edgeward.config import ConfigLoadError, literal_secrets, load_config
from edgeward.proxy.arms import Arms, config_policy_errors
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.settings import ConfigError, ProxyConfig, resolve_secret
from edgeward.proxy.store import Store
from edgeward.proxy.upstreams.providers import litellm_model_errors

_SQLITE_MAGIC = b"SQLite format 3\x00"

#: The one meaning of a call's time in `edgeward calls` and `edgeward audit`: when the call
#: ended (its row was recorded: the answer was complete, or the call failed or was refused).
#: The tables' column header; their JSON says `ended` (Unix seconds).
CALL_TIME_HEADER = "ended (local time)"


def call_time(ts: float | None) -> str:
    """A call's `ended` time for a table: `YYYY-MM-DD HH:MM:SS` in local time; "-" for None."""
    return "-" if ts is None else time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(ts))


class CLIError(Exception):
    """A user-facing failure: one line (or one line per problem), exit code `code`."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def load_cli_config(
    args: argparse.Namespace, overrides: dict[str, Any] | None = None, flags: dict[str, str] | None = None
) -> tuple[ProxyConfig, str]:
    """The config `--config` names (else the lookup rule), with `overrides`; (config, source).
    `flags`: dotted key -> the flag that set it, so a bad flag value names the flag.
    Raises CLIError (exit 2) naming the file (or the flag) and the key."""
    try:
        return load_config(getattr(args, "config", None), overrides, flags)
    except ConfigLoadError as e:
        raise CLIError(str(e), 2) from None


def policy_errors(cfg: ProxyConfig) -> list[str]:
    """`<key>: <message>` for the default policy and each configured arm that cannot be built
    (unknown name, bad params, bad privacy overrides); the same code builds them per session."""
    return [f"{key}: {msg}" for key, msg in config_policy_errors(cfg)]


def role_errors(cfg: ProxyConfig) -> list[str]:
    """`<role>.model: <message>` for each role whose model no client can serve (a bare model
    string litellm cannot map to a provider, `providers.litellm_model_errors`)."""
    return [f"{key}: {msg}" for key, msg in litellm_model_errors(cfg)]


def route_errors(cfg: ProxyConfig) -> list[str]:
    """`intercept.routes.<host>: <message>` for each per-host policy of `edgeward intercept` that
    is not a policy or arm that can be built."""
    arms = Arms(cfg)
    errors = []
    for host, name in cfg.intercept.routes.items():
        try:
            arms.check(name)
        except ProxyError as e:
            errors.append(f"intercept.routes.{host}: {e.message}")
    return errors


def no_edge_warning(cfg: ProxyConfig) -> str | None:
    """The warning for a config with a cloud role and no edge role, else None.

    Every policy then routes its edge steps to the cloud through the egress gate (recorded
    `no_edge_configured`), `edge-only` included, whose name says nothing leaves the device: a
    config file replaces the built-in default, so writing only `cloud:` drops the embedded edge
    (new-user report, newuser19: nothing said so)."""
    if cfg.edge is not None or cfg.cloud is None:
        return None
    return (
        "no edge role is configured: every step goes to the cloud through the egress gate, under every "
        "policy, edge-only included (recorded no_edge_configured); add `edge:` "
        "(e.g. `edge: {embedded: smollm2-135m}`) to keep steps on the device"
    )


def warn_literal_secrets(cfg: ProxyConfig) -> None:
    """One stderr line per secret setting written literally in the config (never the value)."""
    for field in literal_secrets(cfg):
        key = field.rpartition(".")[2]
        print(
            f"edgeward: warning: {field} holds a literal secret; keys never belong in the config file: "
            f"use `{key}: env:NAME` and set NAME in the environment",
            file=sys.stderr,
        )


def secret_errors(cfg: ProxyConfig) -> list[str]:
    """Resolve every env reference now, so a missing variable is a config error (exit 2):
    `<key>: <message>` per unresolvable reference."""
    refs = [("server.token", cfg.server.token)] + [
        (f"{r}.api_key", getattr(cfg, r).api_key) for r in ("edge", "cloud") if getattr(cfg, r) is not None
    ]
    errors = []
    for where, ref in refs:
        try:
            resolve_secret(ref)
        except ConfigError as e:
            errors.append(f"{where}: {e}")
    return errors


def store_args(p: argparse.ArgumentParser) -> None:
    """`--config`, `--store` or `--run`: which store a reading command opens."""
    g = p.add_mutually_exclusive_group()
    g.add_argument("--config", help="YAML config whose store.path to read (default ./edgeward.yaml)")
    g.add_argument("--store", help="sqlite store path")
    g.add_argument("--run", help="a run directory (`edgeward run --out`, `edgeward demo`): read its own store")


def store_path(args: argparse.Namespace) -> Path:
    """The store named by `--store`, else `--run`'s `edgeward.db`, else the config's `store.path`."""
    if getattr(args, "store", None):
        return Path(args.store).expanduser()
    if getattr(args, "run", None):
        return Path(args.run).expanduser() / "edgeward.db"
    cfg, _ = load_cli_config(args)
    return Path(cfg.store.path).expanduser()


def store_notice(args: argparse.Namespace, path: Path) -> str:
    """The line a reading command prints (on stderr) to say which store it reads; when that is
    the config's store (shared by every proxy using that config), where a run's calls are."""
    if getattr(args, "store", None) or getattr(args, "run", None):
        return f"reading store {path}"
    return (
        f"reading store {path} (the config's store: every proxy started with this config writes "
        "there; a run keeps its own: --run runs/<name>)"
    )


def open_store(args: argparse.Namespace) -> Store:
    """Open an existing edgeward store (no writer thread) or raise a one-line `CLIError` (exit 2).

    Checks before opening, so a wrong path is never created, chmod-ed or given tables: it
    exists, is a file, is an sqlite database, and has the store's `calls` and `egress` tables.
    """
    path = store_path(args)
    if not path.exists():
        raise CLIError(f"no store at {path} (has the proxy run yet? use --store PATH or --run DIR)", 2)
    if not path.is_file():
        raise CLIError(f"{path} is not a file (expected the sqlite store, e.g. ~/.edgeward/store.db)", 2)
    try:
        with path.open("rb") as f:
            head = f.read(len(_SQLITE_MAGIC))
    except OSError as e:
        raise CLIError(f"cannot read store {path}: {e.strerror or e}", 2) from None
    if head != _SQLITE_MAGIC:
        raise CLIError(f"{path} is not an edgeward store (not an sqlite database)", 2)
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
        try:
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        finally:
            conn.close()
    except sqlite3.Error as e:
        raise CLIError(f"cannot open store {path}: {e}", 2) from None
    if not {"calls", "egress"} <= tables:
        raise CLIError(f"{path} is not an edgeward store (no calls/egress tables)", 2)
    try:
        return Store(path, writer=False)
    except Exception as e:  # noqa: BLE001 - sqlite raises several types for a bad file
        raise CLIError(f"cannot open store {path}: {e}", 2) from None
