"""Other providers through litellm (Anthropic, Gemini, Bedrock, Azure, Mistral, DeepSeek …).

`LitellmUpstream` implements `edgeward.proxy.upstreams.base.Upstream` (`model`, `serialise`,
`complete_bytes`, `stream_bytes`, `post_json`, `post_json_url`), so a role served through
litellm is a `RoleClient` like any other: the pipeline, the egress gate, the vault, the
recorder and prompted tool mode work unchanged. OpenAI-compatible servers keep the aiohttp
passthrough (`HttpUpstream`); litellm is imported lazily, only when a role uses it (about 4 s).

Which client serves a role (`provider_for`): an explicit `provider` wins; the embedded model
and any role with an `api_base` are OpenAI-compatible servers (`openai`: the model id is sent
verbatim, slashes and all, e.g. OpenRouter's `anthropic/claude-sonnet-4.5`); a role with only a
`model` is a litellm model string (`anthropic/claude-sonnet-4-5`, `gemini/gemini-2.5-flash`,
`bedrock/…`, `gpt-4o-mini`) → `litellm`. With `provider: litellm` an `api_base` is passed to
litellm (a proxy or a self-hosted gateway for that provider).

Translation both ways is litellm's: the OpenAI-shaped body (messages, tools, tool_choice,
stream) goes in, an OpenAI chat.completion / chat.completion.chunk comes out; this module
normalises the result to plain OpenAI JSON (no litellm-only fields, `choices: []` on the usage
chunk) and maps litellm's exceptions to `UpstreamError` with the same statuses as the aiohttp
path. Unsupported OpenAI parameters are dropped (`drop_params`), not errors.

The egress log records the bytes `serialise` returns: the OpenAI-shaped body handed to litellm
(the same content litellm then re-encodes for the provider).

Retries: like `Upstream`, on 429, 5xx, timeouts and connection errors before the first byte,
exponential backoff with jitter, honouring Retry-After; each retry is reported to `on_retry`.
litellm's own retries are off (`num_retries=0`).

Costs: usage comes back in OpenAI form (cached input in `prompt_tokens_details.cached_tokens`,
included in `prompt_tokens`); prices are the role's (litellm's offline map, overridable in
config, see proxy/accounting.py); a provider-reported `usage.cost` wins.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from typing import Any, AsyncIterator

from edgeward.proxy.settings import ProxyConfig, RoleConfig, resolve_secret
from edgeward.proxy.upstreams.base import RetryHook, UpstreamError, Usage, backoff, generated, map_error
from edgeward.proxy.upstreams.shape import check_chunk, check_completion

log = logging.getLogger("edgeward.providers")

_RETRY_STATUSES = (429, 500, 502, 503, 504, 529)
# Keys of the OpenAI body that are ours to set, not passed as litellm kwargs.
_OWN_KEYS = ("model", "stream", "stream_options")


def provider_for(cfg: RoleConfig) -> str:
    """Which client serves a role: "openai" (aiohttp passthrough) or "litellm" (rule above)."""
    if cfg.provider:
        return cfg.provider
    if cfg.embedded or cfg.api_base:
        return "openai"
    return "litellm"


def load_litellm() -> Any:
    """Import litellm offline (local price map), quietly. Raises UpstreamError(500) if absent."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        import litellm
    except ImportError as e:  # pragma: no cover - litellm is a dependency
        raise UpstreamError(500, f"litellm is not installed: {e}", "server_error") from None
    litellm.suppress_debug_info = True
    litellm.telemetry = False
    for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy", "litellm"):
        logging.getLogger(name).setLevel(logging.WARNING)
    return litellm


def litellm_model_errors(config: ProxyConfig) -> list[tuple[str, str]]:
    """(`<role>.model`, message) for each role served through litellm whose model string litellm
    cannot map to a provider (`qwen2.5-7b-instruct` with no `api_base`): checked before `serve`,
    `check-config`, `intercept` or a run starts, with the call litellm itself makes first, since
    otherwise every request of that role fails with a 400 that blames the client. Imports
    litellm (about 4 s) only when a role uses it."""
    out: list[tuple[str, str]] = []
    for role in ("edge", "cloud"):
        cfg: RoleConfig | None = getattr(config, role)
        if cfg is None or not cfg.model or provider_for(cfg) != "litellm":
            continue
        litellm = load_litellm()
        try:
            litellm.get_llm_provider(
                cfg.model, custom_llm_provider=cfg.extra_body.get("custom_llm_provider"), api_base=cfg.api_base
            )
        except Exception:  # noqa: BLE001 - litellm raises its own BadRequestError (and others)
            out.append(
                (
                    f"{role}.model",
                    f"litellm cannot tell which provider serves {cfg.model!r}: for an OpenAI-compatible "
                    f"server (vLLM, llama.cpp, Ollama, LM Studio) set {role}.api_base to its /v1 URL; for "
                    "a hosted provider prefix the model (anthropic/…, gemini/…, openrouter/…, ollama/…)",
                )
            )
    return out


# -- normalising litellm objects to plain OpenAI JSON ---------------------------------------------------
def _dump(obj: Any) -> Any:
    if obj is None or isinstance(obj, (str, int, float, bool)):
        return obj
    if isinstance(obj, dict):
        return obj
    for m in ("model_dump", "dict"):
        f = getattr(obj, m, None)
        if callable(f):
            try:
                return f()
            except Exception:  # noqa: BLE001 - fall through to the next method
                continue
    return obj


def _prune(v: Any) -> Any:
    """Drop None values recursively (litellm fills every optional field with null)."""
    if isinstance(v, dict):
        return {k: _prune(x) for k, x in v.items() if x is not None}
    if isinstance(v, list):
        return [_prune(x) for x in v]
    return v


def _usage(u: Any) -> dict[str, Any] | None:
    u = _dump(u)
    if not isinstance(u, dict) or not u:
        return None
    out: dict[str, Any] = {
        "prompt_tokens": int(u.get("prompt_tokens") or 0),
        "completion_tokens": int(u.get("completion_tokens") or 0),
    }
    out["total_tokens"] = int(u.get("total_tokens") or out["prompt_tokens"] + out["completion_tokens"])
    details = _dump(u.get("prompt_tokens_details")) or {}
    cached = (details.get("cached_tokens") if isinstance(details, dict) else None) or u.get("cache_read_input_tokens")
    if cached:
        out["prompt_tokens_details"] = {"cached_tokens": int(cached)}
    cdetails = _dump(u.get("completion_tokens_details")) or {}
    if isinstance(cdetails, dict) and cdetails.get("reasoning_tokens"):
        out["completion_tokens_details"] = {"reasoning_tokens": int(cdetails["reasoning_tokens"])}
    if isinstance(u.get("cost"), (int, float)):
        out["cost"] = float(u["cost"])  # provider-reported (e.g. OpenRouter)
    return out


def _tool_calls(tcs: Any, *, delta: bool) -> list[dict[str, Any]]:
    out = []
    for i, tc in enumerate(tcs or []):
        tc = _dump(tc) or {}
        fn = _dump(tc.get("function")) or {}
        item: dict[str, Any] = {}
        if delta:
            item["index"] = tc.get("index") if isinstance(tc.get("index"), int) else i
        if tc.get("id"):
            item["id"] = tc["id"]
        if tc.get("id") or not delta:
            item["type"] = "function"
        f: dict[str, Any] = {}
        if fn.get("name") is not None:
            f["name"] = fn["name"]
        if fn.get("arguments") is not None or not delta:
            args = fn.get("arguments")
            f["arguments"] = args if isinstance(args, str) else json.dumps(args or {})
        item["function"] = f
        out.append(item)
    return out


def openai_response(resp: Any) -> dict[str, Any]:
    """A litellm ModelResponse as a plain OpenAI chat.completion dict."""
    d = _dump(resp) or {}
    choices = []
    for i, ch in enumerate(d.get("choices") or []):
        ch = _dump(ch) or {}
        msg = _dump(ch.get("message")) or {}
        m: dict[str, Any] = {"role": msg.get("role") or "assistant", "content": msg.get("content")}
        tcs = _tool_calls(msg.get("tool_calls"), delta=False)
        if tcs:
            m["tool_calls"] = tcs
        if msg.get("reasoning_content"):
            m["reasoning_content"] = msg["reasoning_content"]
        c: dict[str, Any] = {
            "index": ch.get("index", i),
            "message": m,
            "finish_reason": ch.get("finish_reason") or ("tool_calls" if tcs else "stop"),
        }
        if ch.get("logprobs") is not None:
            c["logprobs"] = _prune(_dump(ch["logprobs"]))
        choices.append(c)
    out = {
        "id": d.get("id") or "chatcmpl-litellm",
        "object": "chat.completion",
        "created": int(d.get("created") or time.time()),
        "model": d.get("model"),
        "choices": choices,
    }
    u = _usage(d.get("usage"))
    if u:
        out["usage"] = u
    return out


def openai_chunks(chunk: Any) -> list[dict[str, Any]]:
    """A litellm stream chunk as OpenAI chat.completion.chunk dicts (usage split into its own
    chunk with `choices: []`, as OpenAI sends it)."""
    d = _dump(chunk) or {}
    base = {
        "id": d.get("id") or "chatcmpl-litellm",
        "object": "chat.completion.chunk",
        "created": int(d.get("created") or time.time()),
        "model": d.get("model"),
    }
    choices = []
    for i, ch in enumerate(d.get("choices") or []):
        ch = _dump(ch) or {}
        delta = _dump(ch.get("delta")) or {}
        nd: dict[str, Any] = {}
        if delta.get("role"):
            nd["role"] = delta["role"]
        if delta.get("content"):
            nd["content"] = delta["content"]
        if delta.get("reasoning_content"):
            nd["reasoning_content"] = delta["reasoning_content"]
        tcs = _tool_calls(delta.get("tool_calls"), delta=True)
        if tcs:
            nd["tool_calls"] = tcs
        fr = ch.get("finish_reason")
        if nd or fr:
            c = {"index": ch.get("index", i), "delta": nd, "finish_reason": fr}
            if ch.get("logprobs") is not None:
                c["logprobs"] = _prune(_dump(ch["logprobs"]))
            choices.append(c)
    out = []
    if choices:
        out.append({**base, "choices": choices})
    u = _usage(d.get("usage"))
    if u:
        out.append({**base, "choices": [], "usage": u})
    return out


def map_litellm_error(e: BaseException, role: str) -> UpstreamError:
    """Map a litellm (or transport) exception to the client-facing `UpstreamError`."""
    if isinstance(e, UpstreamError):
        return e
    name = type(e).__name__
    if isinstance(e, asyncio.TimeoutError) or name in ("Timeout", "APITimeoutError", "ReadTimeout", "ConnectTimeout"):
        return UpstreamError(504, f"{role} upstream timed out", "upstream_timeout")
    status = getattr(e, "status_code", None)
    resp = getattr(e, "response", None)
    real = getattr(resp, "status_code", None)  # the provider's own status (litellm maps 529 to 500)
    if isinstance(real, int) and real >= 400:
        status = real
    headers = getattr(e, "litellm_response_headers", None) or getattr(resp, "headers", None)
    if isinstance(headers, dict):  # plain dicts are case-sensitive; Retry-After may be lower-case
        headers = {"Retry-After": headers.get("retry-after", headers.get("Retry-After"))}
    msg = str(getattr(e, "message", None) or e)
    if name == "APIConnectionError" or status is None:
        return UpstreamError(
            502, f"{role} upstream unreachable or failed: {name}", "upstream_error", "upstream_unreachable"
        )
    if name == "ContextWindowExceededError":
        return UpstreamError(400, msg[:2000], "invalid_request_error", "context_length_exceeded", int(status))
    body = json.dumps({"error": {"message": msg}})
    return map_error(int(status), body, headers)


class LitellmStream:
    """An open litellm stream (`UpstreamStream`): `events()` yields OpenAI chunk JSON (bytes);
    `usage`, `ttft_ms`, `finish_reason`; `close()`."""

    def __init__(self, it: Any, first: list[Any], started: float, role: str, ttft_ms: float | None) -> None:
        self._it, self._first, self.started, self.role = it, first, started, role
        self.usage = Usage()
        self.ttft_ms = ttft_ms
        self.finish_reason: str | None = None
        self.produced = 0
        self.chunks: list[dict[str, Any]] | None = None  # its payloads are re-encoded: none kept
        self._closed = False

    def _encode(self, chunk: Any) -> list[bytes]:
        out = []
        for c in openai_chunks(chunk):
            check_chunk(c, self.role)
            if c.get("usage"):
                self.usage = Usage.from_openai(c["usage"])
            for ch in c.get("choices") or []:
                if ch.get("finish_reason"):
                    self.finish_reason = ch["finish_reason"]
                if generated(ch.get("delta")):
                    self.produced += 1
            out.append(json.dumps(c, ensure_ascii=False, separators=(",", ":")).encode())
        return out

    async def events(self) -> AsyncIterator[bytes]:
        """Yield each chunk's JSON; raises UpstreamError if the stream breaks."""
        try:
            for chunk in self._first:
                for b in self._encode(chunk):
                    yield b
            if self._it is None:
                return
            while True:
                try:
                    chunk = await self._it.__anext__()
                except StopAsyncIteration:
                    return
                for b in self._encode(chunk):
                    yield b
        except UpstreamError:
            raise
        except Exception as e:  # litellm raises many types mid-stream
            err = map_litellm_error(e, self.role)
            raise UpstreamError(
                err.status if err.status == 504 else 502,
                f"{self.role} upstream stream broke: {err.message}",
                err.etype,
                "stream_broken",
            ) from e
        finally:
            self.close()

    async def batches(self) -> AsyncIterator[list[bytes]]:
        """The payloads of `events()`, one per list (litellm hands chunks over one by one)."""
        async for payload in self.events():
            yield [payload]

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        aclose = getattr(self._it, "aclose", None)
        if aclose is not None:
            try:
                asyncio.get_running_loop().create_task(aclose())
            except Exception:  # noqa: BLE001 - best effort
                pass


class LitellmUpstream:
    """A role served through `litellm.acompletion` (see the module docstring).

    Args:
        role: "edge" or "cloud".
        model: the litellm model string (`anthropic/claude-sonnet-4-5`).
        api_key: the provider key (never logged), or None for litellm's own env lookup.
        api_base: optional endpoint override handed to litellm.
        timeout_s: per-attempt timeout; retries: extra attempts (see module docstring);
        extra_body: merged into every body (provider-specific options litellm understands).
    """

    def __init__(
        self,
        role: str,
        model: str,
        api_key: str | None = None,
        api_base: str | None = None,
        *,
        timeout_s: float = 120.0,
        connect_timeout_s: float = 10.0,
        retries: int = 0,
        extra_body: dict[str, Any] | None = None,
    ) -> None:
        self.role, self.model = role, model
        self.api_key, self.api_base = api_key, api_base
        self.timeout_s, self.connect_timeout_s, self.retries = timeout_s, connect_timeout_s, retries
        self.extra_body = dict(extra_body or {})
        self.litellm = load_litellm()

    @classmethod
    def from_config(cls, role: str, cfg: RoleConfig) -> "LitellmUpstream":
        """Build from a role's config block (the key resolved from its env reference)."""
        return cls(
            role,
            cfg.model or "",
            resolve_secret(cfg.api_key),
            cfg.api_base,
            timeout_s=cfg.timeout_s,
            connect_timeout_s=cfg.connect_timeout_s,
            retries=cfg.retries,
            extra_body=cfg.extra_body,
        )

    # -- the Upstream interface -----------------------------------------------------------------------
    def prepare(self, body: dict[str, Any]) -> dict[str, Any]:
        out = dict(body)
        out["model"] = self.model
        for k, v in self.extra_body.items():
            out.setdefault(k, v)
        return out

    def serialise(self, body: dict[str, Any], stream: bool) -> bytes:
        sent = self.prepare(body)
        sent["stream"] = stream
        if stream:
            so = dict(sent.get("stream_options") or {})
            so["include_usage"] = True
            sent["stream_options"] = so
        else:
            sent.pop("stream_options", None)
        return json.dumps(sent, ensure_ascii=False).encode()

    def _kwargs(self, data: bytes) -> dict[str, Any]:
        try:
            body = json.loads(data)
        except ValueError as e:
            raise UpstreamError(400, "request body is not JSON", "invalid_request_error") from e
        kw = {k: v for k, v in body.items() if k not in _OWN_KEYS}
        kw.update(
            model=self.model, timeout=self.timeout_s, num_retries=0, drop_params=True, _skip_mcp_handler=True
        )  # litellm 1.106: tools otherwise import the optional `mcp` package
        if self.api_key:
            kw["api_key"] = self.api_key
        if self.api_base:
            kw["api_base"] = self.api_base
        return kw

    async def _attempts(self, make: Any, on_retry: RetryHook | None) -> Any:
        attempt = 0
        while True:
            try:
                return await make()
            except asyncio.CancelledError:
                raise
            except Exception as e:  # litellm raises many types: mapped below
                err = map_litellm_error(e, self.role)
                retryable = (
                    (err.upstream_status in _RETRY_STATUSES or err.status in (502, 504))
                    and err.code != "context_length_exceeded"
                    and err.code != "upstream_auth"
                )
                if not retryable or attempt >= self.retries:
                    raise err from e
            attempt += 1
            await backoff(attempt, err, on_retry)

    async def complete(
        self, body: dict[str, Any], on_retry: RetryHook | None = None
    ) -> tuple[dict[str, Any], Usage, float]:
        return await self.complete_bytes(self.serialise(body, False), on_retry)

    async def complete_bytes(
        self, data: bytes, on_retry: RetryHook | None = None
    ) -> tuple[dict[str, Any], Usage, float]:
        """Non-streaming call. Returns (OpenAI response JSON, usage, latency ms)."""
        kw = self._kwargs(data)
        kw["stream"] = False
        t0 = time.monotonic()
        resp = await self._attempts(lambda: self.litellm.acompletion(**kw), on_retry)
        out = check_completion(openai_response(resp), self.role)
        return out, Usage.from_openai(out.get("usage")), (time.monotonic() - t0) * 1000

    async def stream_bytes(self, data: bytes, on_retry: RetryHook | None = None) -> LitellmStream:
        """Open a stream; the first chunk is awaited here so failures before the first byte
        raise UpstreamError (and are retried) like on the aiohttp path."""
        kw = self._kwargs(data)
        kw["stream"] = True
        kw["stream_options"] = {"include_usage": True}
        t0 = time.monotonic()

        async def open_() -> tuple[Any, list[Any], float | None]:
            it = (await self.litellm.acompletion(**kw)).__aiter__()
            try:
                first = await it.__anext__()
            except StopAsyncIteration:
                return None, [], None
            return it, [first], (time.monotonic() - t0) * 1000

        it, first, ttft = await self._attempts(open_, on_retry)
        return LitellmStream(it, first, t0, self.role, ttft)

    async def post_json(self, path: str, payload: dict[str, Any]) -> dict[str, Any]:
        """`/embeddings` through `litellm.aembedding`; other paths are not supported."""
        if path.rstrip("/") != "/embeddings":
            raise UpstreamError(
                404, f"{path} is not supported through litellm", "invalid_request_error", "unsupported_endpoint"
            )
        kw = {k: v for k, v in payload.items() if k not in ("model",)}
        kw.update(model=self.model, timeout=self.timeout_s, num_retries=0, drop_params=True)
        if self.api_key:
            kw["api_key"] = self.api_key
        if self.api_base:
            kw["api_base"] = self.api_base
        resp = await self._attempts(lambda: self.litellm.aembedding(**kw), None)
        dump = getattr(resp, "model_dump", None)  # base64 embeddings are strings: no serializer warnings
        return _prune(dump(warnings=False) if callable(dump) else _dump(resp))

    async def post_json_url(self, url: str, payload: dict[str, Any]) -> dict[str, Any]:
        raise UpstreamError(404, "no tokenizer endpoint through litellm", "invalid_request_error")
