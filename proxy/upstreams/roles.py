"""A model role (edge or cloud) as the pipeline sees it: an upstream plus its accounting.

`RoleClient` owns the role's `Upstream`, prices, active parameter count and labels, and is the
one place where a body is turned into the exact bytes sent (so the egress log records what
really left). Request/response adapters (prompted tool mode) plug in here. `build_roles` makes
the configured roles: the embedded model and any role with an `api_base` through
`HttpUpstream`, a bare litellm model string through `LitellmUpstream` (`provider_for`).
"""

from __future__ import annotations

import asyncio
import copy
import json
from dataclasses import dataclass
from typing import Any, Protocol

import aiohttp

from edgeward.proxy.accounting import PriceTable, edge_flops, resolve_prices, usd
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.settings import ProxyConfig, RoleConfig, resolve_secret
from edgeward.proxy.upstreams.base import RetryHook, Upstream, UpstreamStream, Usage
from edgeward.proxy.upstreams.conform import Conformance
from edgeward.proxy.upstreams.embedded import EMBEDDED_ALIAS, LocalTokenizer
from edgeward.proxy.upstreams.http import HttpUpstream
from edgeward.proxy.upstreams.prompted_tools import PromptedTools
from edgeward.proxy.upstreams.providers import LitellmUpstream, provider_for


class Tokenizer(Protocol):
    """Counts a role's tokens locally (the embedded model's vocabulary,
    `upstreams.embedded.LocalTokenizer`). Blocking; may raise (then ~4 characters per token)."""

    def count(self, text: str) -> int: ...


def role_label(cfg: RoleConfig) -> str:
    """What headers, logs and reports call a role: its `label`; else, for the embedded model,
    `stand-in-cloud` (a stand-in) or the model alias; else its `model`."""
    if cfg.label:
        return cfg.label
    if cfg.embedded:
        return "stand-in-cloud" if cfg.stand_in else EMBEDDED_ALIAS
    return cfg.model or ""


class BodyAdapter(Protocol):
    """Rewrites a request before it is sent and the reply after it returns (e.g. prompted tools).

    `streams_natively_for(body)` False means the pipeline must call the upstream without
    streaming and synthesise the client's stream from the adapted JSON reply.
    """

    def streams_natively_for(self, body: dict[str, Any]) -> bool: ...

    def adapt_request(self, body: dict[str, Any]) -> dict[str, Any]: ...

    def adapt_response(self, request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]: ...


@dataclass
class RoleClient:
    """One configured role.

    Attributes:
        name: "edge" or "cloud".
        cfg: its config block.
        upstream: the HTTP client for its endpoint.
        model_label: what reports and headers call it (the stand-in label for the offline cloud).
        prices: USD per 1M tokens (resolved once at start-up).
        tokenizer: counts tokens the server did not report, when the role's vocabulary is
            known (the embedded model); else ~4 characters per token.
        adapter: rewrites requests and replies (prompted tool mode), or None.
        conformance: reshapes chat bodies for the role's server (`upstreams/conform.py`).
    """

    name: str
    cfg: RoleConfig
    upstream: Upstream
    model_label: str
    prices: PriceTable
    tokenizer: Tokenizer | None = None
    adapter: BodyAdapter | None = None
    conformance: Conformance = Conformance()

    @classmethod
    def build(cls, name: str, cfg: RoleConfig, upstream: Upstream, tokenizer: Tokenizer | None = None) -> "RoleClient":
        label = cfg.label or upstream.model
        prices = resolve_prices(cfg, upstream.model)
        return cls(name, cfg, upstream, label, prices, tokenizer, conformance=Conformance.for_role(cfg))

    @property
    def stand_in(self) -> bool:
        return self.cfg.stand_in

    def native_stream(self, body: dict[str, Any]) -> bool:
        """Whether this body (original or adapted) may be streamed straight from the upstream;
        False: call without streaming and synthesise the client's stream (the adapter decides)."""
        return self.adapter is None or self.adapter.streams_natively_for(body)

    @property
    def stream_upstream(self) -> bool:
        """Whether every call streams from the upstream (`RoleConfig.stream_upstream`; default on
        for the embedded model, whose server only notices a disconnect while it streams)."""
        f = self.cfg.stream_upstream
        return bool(self.cfg.embedded) if f is None else f

    def wire_stream(self, body: dict[str, Any], client_stream: bool) -> bool:
        """Whether the upstream call for this (adapted) body streams: the client streams, or
        the role always does (`stream_upstream`), and the adapter allows it (`native_stream`)."""
        return (client_stream or self.stream_upstream) and self.native_stream(body)

    def to_bytes(self, body: dict[str, Any], stream: bool) -> tuple[dict[str, Any], bytes]:
        """Conform, adapt and serialise a body for a client that streams or not; returns
        (request as adapted, exact bytes to send), streaming per `wire_stream`."""
        body = self.conformance.apply(body)
        adapted = self.adapter.adapt_request(body) if self.adapter is not None else body
        if self.flatten:
            adapted = flatten_content(adapted)
        return adapted, self.upstream.serialise(adapted, self.wire_stream(adapted, stream))

    @property
    def flatten(self) -> bool:
        f = self.cfg.flatten_content
        return bool(self.cfg.embedded) if f is None else f

    def from_response(self, request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
        return self.adapter.adapt_response(request, response) if self.adapter is not None else response

    async def complete(self, data: bytes, on_retry: RetryHook | None = None) -> tuple[dict[str, Any], Usage, float]:
        """Non-streaming call with exact bytes: (chat.completion, usage, latency ms). Raises UpstreamError."""
        return await self.upstream.complete_bytes(data, on_retry)

    async def stream(self, data: bytes, on_retry: RetryHook | None = None) -> UpstreamStream:
        """Open a streaming call with exact bytes. Raises UpstreamError before the first byte."""
        return await self.upstream.stream_bytes(data, on_retry)

    def cost(self, u: Usage) -> tuple[float, float]:
        """(USD, FLOPs) of one call: USD from prices (cloud), FLOPs when N_active is known."""
        return (
            usd(self.prices, u.prompt, u.cached, u.completion, u.reported_cost),
            edge_flops(self.cfg.active_params, u.prompt, u.cached, u.completion),
        )

    async def estimate_usage(self, request: dict[str, Any], completion_text: str, produced: int) -> Usage:
        """Count tokens the server did not report: the prompt's message texts, and the
        completion's text or, without it, `produced` (generated chunks, about one token each).
        With the role's `tokenizer` when it has one (in a worker thread), else ~4 characters per
        token. Marked `estimated`."""
        prompt_text = "\n".join(
            c if isinstance(c := m.get("content"), str) else json.dumps(c or "")
            for m in request.get("messages") or []
            if isinstance(m, dict)
        )
        prompt = await self._count(prompt_text)
        completion = await self._count(completion_text) if completion_text else produced
        return Usage(prompt, 0, completion, estimated=True, seen=False)

    async def _count(self, text: str) -> int:
        if self.tokenizer is not None and text:
            try:
                return await asyncio.to_thread(self.tokenizer.count, text)
            except Exception:  # noqa: BLE001 - estimation must never fail a call
                pass
        return max(1, len(text) // 4) if text else 0


def flatten_content(body: dict[str, Any]) -> dict[str, Any]:
    """Replace content-part lists (`[{"type": "text", "text": …}, …]`) by one string, text parts
    joined by newlines and any other part named in brackets (`[image omitted]`), for servers that
    only accept string content. Returns a new body when something changed, else `body` itself."""
    msgs = body.get("messages")
    if not isinstance(msgs, list) or not any(isinstance(m, dict) and isinstance(m.get("content"), list) for m in msgs):
        return body
    out = []
    for m in msgs:
        c = m.get("content") if isinstance(m, dict) else None
        if isinstance(c, list):
            parts = []
            for p in c:
                if isinstance(p, dict) and p.get("type") in ("text", "input_text"):
                    parts.append(str(p.get("text") or ""))
                elif isinstance(p, str):
                    parts.append(p)
                else:
                    parts.append(f"[{(p or {}).get('type', 'part') if isinstance(p, dict) else 'part'} omitted]")
            m = {**m, "content": "\n".join(parts)}
        out.append(m)
    new = copy.copy(body)  # keeps a dict subclass and its attributes (prompted tools' context)
    new["messages"] = out
    return new


def build_role(name: str, cfg: RoleConfig, http: aiohttp.ClientSession, embedded_url: str | None) -> RoleClient:
    """The `RoleClient` of one configured role, its adapter attached (`tool_mode: prompted`).

    Args:
        name: "edge" or "cloud".
        cfg: the role's config block.
        http: the shared aiohttp session (`HttpUpstream` roles).
        embedded_url: the embedded llama.cpp server's `/v1` base, when a role uses it.

    Raises ProxyError(500) for an OpenAI-compatible role without `api_base`, ConfigError for an
    unset env reference.
    """
    tokenizer: Tokenizer | None = None
    up: Upstream
    if cfg.embedded:
        if embedded_url is None:
            raise ProxyError(500, f"{name}: the embedded model is not running", "server_error")
        up = HttpUpstream(
            name,
            embedded_url,
            EMBEDDED_ALIAS,
            None,
            http,
            timeout_s=cfg.timeout_s,
            connect_timeout_s=cfg.connect_timeout_s,
            retries=cfg.retries,
            extra_body=cfg.extra_body,
        )
        tokenizer = LocalTokenizer()
    elif provider_for(cfg) == "litellm":  # any litellm model string (upstreams/providers.py)
        up = LitellmUpstream.from_config(name, cfg)
    elif not cfg.api_base:
        raise ProxyError(500, f"{name}.api_base is required for model {cfg.model!r}", "server_error")
    else:
        up = HttpUpstream(
            name,
            cfg.api_base,
            cfg.model or "",
            resolve_secret(cfg.api_key),
            http,
            timeout_s=cfg.timeout_s,
            connect_timeout_s=cfg.connect_timeout_s,
            retries=cfg.retries,
            extra_body=cfg.extra_body,
        )
    rc = RoleClient.build(name, cfg, up, tokenizer)
    if cfg.embedded:
        rc.model_label = role_label(cfg)
    if cfg.tool_mode == "prompted":
        rc.adapter = PromptedTools.for_role(cfg)
    return rc


def build_roles(config: ProxyConfig, http: aiohttp.ClientSession, embedded_url: str | None) -> dict[str, RoleClient]:
    """ "edge" and/or "cloud" → `RoleClient`, for the roles the config names (`build_role`)."""
    return {
        name: build_role(name, cfg, http, embedded_url)
        for name, cfg in (("edge", config.edge), ("cloud", config.cloud))
        if cfg is not None
    }
