"""What else an intercepted agent reached or tried to reach, summarised from the store's
`other_hosts` rows (`Store.other_hosts()`) for `edgeward audit`. No mitmproxy import."""

from __future__ import annotations

from collections import Counter
from typing import Any

from edgeward.proxy.store import OtherHostRow

#: Request paths listed per host (the most frequent first).
TOP_PATHS = 5


def summarise_other_hosts(rows: list[OtherHostRow]) -> list[dict[str, Any]]:
    """One entry per (host, port, action), refused ones first, then by connections.

    Each entry: `host`, `port`, `action` (`record` | `block`), `connections` (tunnels and
    requests), `bytes_up` / `bytes_down` (bytes the agent sent / received), `errors`, `first` /
    `last` (Unix times), `paths` (up to `TOP_PATHS` `METHOD /path` strings with their counts;
    empty for tunnels, which are never decrypted).
    """
    groups: dict[tuple[str, int, str], dict[str, Any]] = {}
    paths: dict[tuple[str, int, str], Counter[str]] = {}
    for r in rows:
        key = (r.host, r.port, r.action)
        g = groups.get(key)
        if g is None:
            g = groups[key] = {
                "host": r.host,
                "port": r.port,
                "action": r.action,
                "connections": 0,
                "bytes_up": 0,
                "bytes_down": 0,
                "errors": 0,
                "first": r.created,
                "last": r.created,
            }
            paths[key] = Counter()
        g["connections"] += 1
        g["bytes_up"] += r.bytes_up or 0
        g["bytes_down"] += r.bytes_down or 0
        g["errors"] += 1 if r.error and r.action != "block" else 0
        g["first"], g["last"] = min(g["first"], r.created), max(g["last"], r.created)
        if r.path is not None:
            paths[key][f"{r.method or '?'} {r.path}"] += 1
    out = []
    for key, g in groups.items():
        g["paths"] = [{"request": p, "count": n} for p, n in paths[key].most_common(TOP_PATHS)]
        out.append(g)
    out.sort(key=lambda g: (g["action"] != "block", -g["connections"], g["host"], g["port"]))
    return out
