"""Whether a role's `api_base` accepts connections, checked once when `edgeward serve` starts.

A new user's edge server (llama.cpp, vLLM, Ollama) that is not running yet, or listens on
another port, used to show up only as a 502 on the first request while `/healthz` said ok. The
check is one TCP connect with a short timeout to the configured endpoint (no request is sent,
nothing else is contacted); its failure is a warning, never fatal: the edge may start later.
"""

from __future__ import annotations

import socket
from urllib.parse import urlsplit

__all__ = ["unreachable_warning"]


def unreachable_warning(role: str, api_base: str | None, timeout_s: float = 1.0) -> str | None:
    """The warning line when `api_base`'s host:port refuses or ignores a TCP connect, else None.

    `api_base` is an http(s) URL (`http://127.0.0.1:8080/v1`; the default port is 80 or 443);
    None or a URL without a host gives None (nothing to check). `timeout_s` bounds the connect
    (seconds). Only host and port are named in the warning, never the URL's path, query or
    credentials."""
    if not api_base:
        return None
    try:
        parts = urlsplit(api_base)
        host, port = parts.hostname, parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:  # a malformed port: the config's own checks report the URL
        return None
    if not host:
        return None
    try:
        with socket.create_connection((host, port), timeout=timeout_s):
            return None
    except OSError as e:
        reason = e.strerror or type(e).__name__
        return (
            f"the {role} upstream {host}:{port} is not reachable ({reason}); requests routed to it will "
            f"fail with 502 until it listens there (check {role}.api_base, or start the model server)"
        )
