"""What `edgeward intercept` does with one destination: compiled from `InterceptConfig`.

Three questions, asked by the addon (`proxy/intercept/addon.py`) for every CONNECT and request:

- `is_model_host(host, port)`: is it a model API host (`intercept.endpoints`)? Its TLS is then
  decrypted (with edgeward's CA) and its requests answered by the pipeline;
- `route(host, port, path)`: the pipeline path for a request on such a host, or None when its
  path is not a model API path (the request is then refused and recorded, never forwarded:
  it carries the agent's vendor key and, for traces, the conversation);
- `action(host, port)`: `pass` | `record` | `block` for any other host (`intercept.other_hosts`,
  first matching pattern, else `default_action`).

Pure functions over strings; no mitmproxy import.
"""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatchcase

from edgeward.proxy.intercept.config import Action, InterceptConfig, InterceptEndpoint


def host_matches(pattern: str, host: str, port: int) -> bool:
    """Shell-style, case-insensitive; a pattern that names a port (`h:8443`) matches `host:port`."""
    target = f"{host}:{port}" if ":" in pattern else host
    return fnmatchcase(target.lower().rstrip("."), pattern)


def _segments(path: str) -> list[str]:
    return [s for s in path.strip("/").split("/")] if path.strip("/") else []


def _match_segments(patterns: list[str], segments: list[str]) -> bool:
    return len(patterns) == len(segments) and all(fnmatchcase(s, p) for p, s in zip(patterns, segments))


@dataclass(frozen=True)
class Route:
    """A model API request: where the pipeline app serves it and the policy its host asks for.

    Attributes:
        path: the pipeline app's path with the original query string (`/v1/chat/completions?x=1`).
        policy: the policy or arm from `intercept.routes` for this host, or None.
    """

    path: str
    policy: str | None


@dataclass(frozen=True)
class _Endpoint:
    host: str
    base: list[str]
    to: str
    paths: list[list[str]]

    @classmethod
    def of(cls, e: InterceptEndpoint) -> "_Endpoint":
        return cls(e.host, _segments(e.base), e.to.rstrip("/"), [_segments(p) for p in e.paths])


class Rules:
    """The compiled `intercept:` block.

    Args:
        config: the validated `InterceptConfig`.
    """

    def __init__(self, config: InterceptConfig) -> None:
        self.endpoints = [_Endpoint.of(e) for e in config.endpoints]
        self.routes = dict(config.routes)
        self.other_hosts = dict(config.other_hosts)
        self.default_action: Action = config.default_action

    def is_model_host(self, host: str, port: int) -> bool:
        """Whether `host:port` serves a model API (its TLS is decrypted)."""
        return any(host_matches(e.host, host, port) for e in self.endpoints)

    def route(self, host: str, port: int, path: str) -> Route | None:
        """The pipeline path of a request to `host:port` with `path` (query string included), or
        None when no endpoint of that host serves the path. Dot segments never match."""
        raw, sep, query = path.partition("?")
        segs = _segments(raw)
        if any(s in ("", ".", "..") for s in segs):
            return None
        for e in self.endpoints:
            if not host_matches(e.host, host, port) or not _match_segments(e.base, segs[: len(e.base)]):
                continue
            rest = segs[len(e.base) :]
            if any(_match_segments(p, rest) for p in e.paths):
                return Route(f"{e.to}/{'/'.join(rest)}" + (sep + query if query else ""), self.policy(host, port))
        return None

    def policy(self, host: str, port: int) -> str | None:
        """The `intercept.routes` policy for `host:port` (first matching pattern), or None."""
        return next((name for pat, name in self.routes.items() if host_matches(pat, host, port)), None)

    def action(self, host: str, port: int) -> Action:
        """`pass` | `record` | `block` for a host that is not a model host."""
        return next((a for pat, a in self.other_hosts.items() if host_matches(pat, host, port)), self.default_action)
