"""The `intercept:` block of the proxy config: what `edgeward intercept` answers, and what it does
with everything else.

- `endpoints`: the model APIs answered by the pipeline, by host and path (defaults: OpenAI and
  Azure OpenAI chat completions, Responses and embeddings, Anthropic Messages, OpenRouter).
- `routes`: a per-host policy (or arm) for agents that cannot send `x-edgeward-policy`.
- `other_hosts`: per host pattern, `pass` (tunnel, not decrypted, not recorded), `record`
  (tunnel, not decrypted; host, port and bytes recorded) or `block` (refused and recorded);
  hosts that match no pattern get `default_action` (`record`).

Host patterns are shell-style globs matched case-insensitively against the host name (`*`
also crosses dots: `*.openai.azure.com`), or against `host:port` when the pattern names a port.
This module imports nothing from the proxy, so `settings.py` can use it.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Action = Literal["pass", "record", "block"]

#: API paths, relative to an endpoint's `base`, that the pipeline app serves or will serve
#: (Responses and Messages arrive with the front ends of issue 15; until then it answers 404).
DEFAULT_API_PATHS = (
    "chat/completions",
    "responses",
    "responses/*",
    "messages",
    "messages/count_tokens",
    "embeddings",
    "models",
)


_HOST_GLOB = re.compile(r"^[A-Za-z0-9*?.\[\]_:-]+$")


def _check_host_glob(v: str) -> str:
    if not _HOST_GLOB.fullmatch(v):
        raise ValueError(f"host pattern {v!r}: use a host name glob such as api.example.com or *.example.com[:port]")
    return v.lower()


class InterceptEndpoint(BaseModel):
    """One model API host whose requests the pipeline answers.

    A request to `host` whose path is `base` + one of `paths` goes to the pipeline app at `to` +
    the same API path (query string kept); any other path on that host is refused (403) and
    recorded, never forwarded."""

    model_config = ConfigDict(extra="forbid")

    host: str = Field(description="host glob, e.g. api.openai.com or *.openai.azure.com (optionally :port)")
    base: str = Field("/v1", description="path prefix of the API on that host; `*` matches one path segment")
    to: str = Field("/v1", description="path prefix of the same API on the pipeline app")
    paths: list[str] = Field(
        default_factory=lambda: list(DEFAULT_API_PATHS),
        description="API paths after `base` answered by the pipeline; `*` matches one segment",
    )

    @field_validator("host")
    @classmethod
    def _host(cls, v: str) -> str:
        return _check_host_glob(v)

    @field_validator("base", "to")
    @classmethod
    def _slash(cls, v: str) -> str:
        if not v.startswith("/"):
            raise ValueError("must start with '/'")
        return v.rstrip("/") or "/"

    @field_validator("paths")
    @classmethod
    def _relative(cls, v: list[str]) -> list[str]:
        out = [p.strip("/") for p in v]
        if any(not p for p in out):
            raise ValueError("an API path must not be empty")
        return out


def default_endpoints() -> list[InterceptEndpoint]:
    """OpenAI, Azure OpenAI (v1 and deployment paths, both Azure host names), Anthropic, OpenRouter."""
    azure = ["*.openai.azure.com", "*.cognitiveservices.azure.com"]
    return [
        InterceptEndpoint(host="api.openai.com"),
        *(InterceptEndpoint(host=h, base="/openai/v1") for h in azure),
        *(InterceptEndpoint(host=h, base="/openai/deployments/*") for h in azure),
        InterceptEndpoint(host="api.anthropic.com"),
        InterceptEndpoint(host="api.anthropic.com", base="/api", to="/api", paths=["hello"]),
        InterceptEndpoint(host="openrouter.ai", base="/api/v1"),
    ]


class InterceptConfig(BaseModel):
    """`edgeward intercept`: an explicit HTTP(S) proxy (mitmproxy) in front of the pipeline."""

    model_config = ConfigDict(extra="forbid")

    listen: str = Field(
        "127.0.0.1:8080", description="host:port the proxy listens on (`--listen`); loopback by default"
    )
    ca_dir: str | None = Field(
        None, description="directory of the interception CA (key 0600); default <data dir>/intercept-ca"
    )
    endpoints: list[InterceptEndpoint] = Field(
        default_factory=default_endpoints, description="model APIs answered by the pipeline (host, base, paths)"
    )
    routes: dict[str, str] = Field(
        default_factory=dict,
        description="host glob -> policy or arm for requests that name none (x-edgeward-policy wins)",
    )
    other_hosts: dict[str, Action] = Field(
        default_factory=dict,
        description="host glob -> pass | record | block for traffic that is not a model call; first match wins",
    )
    default_action: Action = Field("record", description="for hosts that match no `other_hosts` pattern")

    @field_validator("routes", "other_hosts")
    @classmethod
    def _globs(cls, v: dict[str, str]) -> dict[str, str]:
        return {_check_host_glob(k): val for k, val in v.items()}

    @field_validator("listen")
    @classmethod
    def _listen(cls, v: str) -> str:
        parse_listen(v)
        return v


def parse_listen(text: str) -> tuple[str, int]:
    """`host:port` (`[::1]:8080` for IPv6) → (host, port). Raises ValueError."""
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"listen address {text!r}: use host:port, e.g. 127.0.0.1:8080")
    return host, int(port)
