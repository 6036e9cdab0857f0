"""Scriptable fake OpenAI-compatible upstream (a real aiohttp server on 127.0.0.1).

Used by every test and benchmark of edgeward, and by ``--agent scripted``.

Endpoints: ``POST /v1/chat/completions`` (stream and non-stream), ``POST /v1/embeddings``
(deterministic vectors, float or base64), ``GET /v1/models``, ``GET /health``. The same routes
also answer without the ``/v1`` prefix. Every received request is appended to ``.requests`` as
``{"path", "method", "headers", "body"}``: header names lower-cased, ``body`` the parsed JSON
(``None`` for GET, the raw text if it was not JSON).

API::

    async with FakeUpstream([{"content": "hi"}]) as up:      # free port by default
        ...  # point a client at up.url ("http://127.0.0.1:PORT/v1"); inspect up.requests
    h = FakeUpstream.run_in_thread(script)                   # for synchronous tests
    client = openai.OpenAI(base_url=h.url, api_key="x"); ...; h.stop()

CLI: ``python -m edgeward.harness.fake_upstream [--script FILE] [--port N] [--host H]`` prints
the base URL as its first stdout line, then serves until interrupted.

Script format
-------------
A script is a list of *steps* (dicts), given as a Python list, a JSON or YAML file path
(``.yaml``/``.yml`` are read as YAML, anything else as JSON), a single step dict, or a dict
``{"steps": [...], "exhausted": MODE}``. With no script every chat completion answers ``"ok"``.

Step selection, for each chat completion request:

1. Steps that have a ``match`` key are tried first, in script order; the first whose conditions
   all hold answers the request. They are not consumed (they answer every matching request), so
   concurrent tests stay deterministic. Conditions (all optional, ANDed):

   - ``user: str``       substring of the last user message's text
   - ``contains: str``   substring of any message's text (system, user, assistant, tool)
   - ``model: str``      equals the request's ``model``
   - ``last_role: str``  role of the last message (e.g. ``"tool"`` after a tool result)
   - ``probe: bool``     request is a probe: ``logprobs`` truthy and ``max_tokens`` (or
     ``max_completion_tokens``) <= 16 (``PROBE_MAX_TOKENS``)
   - ``stream: bool``    request streams / does not
   - ``tools: bool``     request has / has not a non-empty ``tools`` list
   - ``turn: int``       number of assistant messages already in the request (0 on the first
     step of a trajectory); with ``contains`` it replays a per-task script (``--agent scripted``)
2. Otherwise the next unmatched step is consumed in order (a step with ``times: N`` is consumed
   N times before moving on). When the sequence is used up, ``exhausted`` decides:
   ``"repeat_last"`` (default: keep answering with the last step), ``"cycle"`` (start over), or
   ``"error"`` (HTTP 500, message "fake upstream script exhausted"). If the script has no
   unmatched steps at all, unmatched requests get the default ``"ok"`` reply.

Step keys (all optional; unknown keys raise ``ValueError`` when the script is loaded):

- ``content: str``  reply text. Default ``"ok"`` unless the step has ``tool_calls`` or ``echo``.
- ``echo: true``    reply with the last user message's text (text parts joined by newlines).
- ``tool_calls: [{name, arguments, id?}]``  OpenAI tool calls; ``arguments`` is a dict (JSON
  encoded) or a string (sent verbatim); ids are generated (``call_fake_N``) unless given.
  Several entries = parallel tool calls.
- ``reasoning_content: str``  returned as ``message.reasoning_content`` / streamed deltas.
- ``finish_reason: str``  default ``"tool_calls"`` when there are tool calls, else ``"stop"``.
- ``model: str``  model name in the reply (default: echo the request's ``model``).
- ``logprobs``  either the full OpenAI ``logprobs.content`` list (or ``{"content": [...]}``),
  returned as given; or ``top_logprobs: [[token, logprob], ...]``, a shortcut for the first
  token only: its chosen token/logprob are the first pair and its ``top_logprobs`` all pairs.
  Step logprobs are returned whether or not the request asked for them. Without either, a
  request with ``logprobs: true`` gets generated logprobs (every token -0.05, alternatives
  ``alt1``, ``alt2``... at -4, -5... up to the request's ``top_logprobs``).
- ``usage: {prompt_tokens?, completion_tokens?, cached_tokens?, total_tokens?, ...}``  overrides;
  missing figures are computed with a whitespace token count (``count_tokens``) of the request's
  message texts and tool-call arguments (prompt) and of the reply's content, reasoning and
  tool-call arguments (completion); cached defaults to 0 and is reported as
  ``prompt_tokens_details.cached_tokens``. Any other key (e.g. ``cost``) is copied into usage.
- ``omit_usage: true``  leave usage out (non-stream body and the stream's usage chunk), like
  llama.cpp streams.
- ``error: {status=500, message, type, code, param, retry_after}``  answer with an OpenAI-shaped
  error ``{"error": {"message", "type", "param", "code"}}`` (``type`` defaults to
  ``server_error`` for 5xx, else ``invalid_request_error``); ``retry_after`` sets ``Retry-After``.
- ``delay_s: float``  sleep before the first byte (also before an error).
- ``token_rate: float``  tokens/second: streams sleep 1/rate between chunks; non-stream replies
  sleep completion_tokens/rate.
- ``drop_after_chunks: N``  streaming only: close the connection after N SSE ``data:`` events
  (the role chunk counts); ``[DONE]`` is never sent.
- ``inject: {after: N, data: str, event: str}``  streaming only: after N ``data:`` events write
  ``data: <data>`` verbatim (e.g. ``{this is not json`` or an ``{"error": …}`` object), preceded
  by ``event: <event>`` when given (``data`` may then be null: no data line), then go on as
  scripted.
- ``stall_after_chunks: N``  streaming only: after N ``data:`` events go silent for ``stall_s``
  seconds (default 3600) before going on.
- ``raw: {status=200, content_type, body}``  answer with exactly this body and content type
  (e.g. an HTML page with status 200 to a stream request).
- ``headers: {name: value}``  extra response headers.
- ``times: N``  (unmatched steps) consume this step N times.  ``match: {...}`` see above.

Streaming follows OpenAI's SSE: a role chunk (``{"role": "assistant", "content": ""}``), then
``reasoning_content`` deltas, content deltas (one whitespace-delimited token per chunk), tool
call deltas (first delta per call has ``index``, ``id``, ``type``, ``function.name`` and empty
``arguments``; the arguments follow split over up to three deltas with the same ``index``), a
final chunk with empty delta and ``finish_reason``; if the request set
``stream_options.include_usage``, every chunk has ``"usage": null`` and a last chunk has
``"choices": []`` and the usage; then ``data: [DONE]``.

A client that disconnects cancels the request's handler (aiohttp ``handler_cancellation``):
``.cancelled`` lists each such request as ``{"path", "body", "after_s", "chunks"}`` (seconds since
it arrived, ``data:`` events written by then), so tests can tell how long an abandoned request
held the upstream.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import hashlib
import itertools
import json
import re
import struct
import threading
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from aiohttp import web

__all__ = ["FakeUpstream", "FakeUpstreamThread", "load_script", "count_tokens", "PROBE_MAX_TOKENS"]

Step = dict[str, Any]
Script = list[Step] | Step | str | Path | None
Responder = Callable[[dict[str, Any]], Awaitable[Step | None]]

PROBE_MAX_TOKENS = 16
DEFAULT_STEP: Step = {"content": "ok"}
STEP_KEYS = frozenset(
    {
        "content",
        "echo",
        "tool_calls",
        "reasoning_content",
        "finish_reason",
        "model",
        "logprobs",
        "top_logprobs",
        "usage",
        "omit_usage",
        "error",
        "delay_s",
        "token_rate",
        "drop_after_chunks",
        "inject",
        "stall_after_chunks",
        "stall_s",
        "raw",
        "headers",
        "times",
        "match",
    }
)
MATCH_KEYS = frozenset({"user", "contains", "model", "last_role", "probe", "stream", "tools", "turn"})
EXHAUSTED_MODES = ("repeat_last", "cycle", "error")
_TOKEN_RE = re.compile(r"\S+\s*|\s+")


def _dumps(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"))


def count_tokens(text: str) -> int:
    """Whitespace token count used for default usage figures."""
    return len(text.split())


def load_script(script: Script) -> tuple[list[Step], str]:
    """Normalise a script (list, step dict, ``{"steps", "exhausted"}``, JSON/YAML path).

    Returns ``(steps, exhausted_mode)``; raises ``ValueError`` on unknown keys or modes.
    """
    if script is None:
        return [], "repeat_last"
    data: Any = script
    if isinstance(script, (str, Path)):
        path = Path(script)
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text) if path.suffix in (".yaml", ".yml") else json.loads(text)
    mode = "repeat_last"
    if isinstance(data, Mapping):
        if "steps" in data:
            mode = data.get("exhausted", mode)
            data = data["steps"]
        else:
            data = [data]
    if mode not in EXHAUSTED_MODES:
        raise ValueError(f"exhausted must be one of {EXHAUSTED_MODES}, got {mode!r}")
    steps: list[Step] = []
    for step in data or []:
        if not isinstance(step, Mapping):
            raise ValueError(f"a step must be a dict, got {step!r}")
        if bad := set(step) - STEP_KEYS:
            raise ValueError(f"unknown step keys {sorted(bad)}")
        if bad := set(step.get("match") or {}) - MATCH_KEYS:
            raise ValueError(f"unknown match keys {sorted(bad)}")
        steps.append(dict(step))
    return steps, mode


def _text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict) and "text" in p)
    return str(content)


def _last_user(body: Mapping[str, Any]) -> str:
    for msg in reversed(body.get("messages") or []):
        if msg.get("role") == "user":
            return _text(msg.get("content"))
    return ""


def _is_probe(body: Mapping[str, Any]) -> bool:
    limit = body.get("max_tokens") or body.get("max_completion_tokens")
    return bool(body.get("logprobs")) and limit is not None and limit <= PROBE_MAX_TOKENS


def _matches(cond: Mapping[str, Any], body: Mapping[str, Any]) -> bool:
    msgs = body.get("messages") or []
    for key, want in cond.items():
        if key == "user":
            ok = want in _last_user(body)
        elif key == "contains":
            ok = any(want in _text(m.get("content")) for m in msgs)
        elif key == "model":
            ok = body.get("model") == want
        elif key == "last_role":
            ok = bool(msgs) and msgs[-1].get("role") == want
        elif key == "probe":
            ok = _is_probe(body) == bool(want)
        elif key == "stream":
            ok = bool(body.get("stream")) == bool(want)
        elif key == "turn":
            ok = sum(1 for m in msgs if m.get("role") == "assistant") == int(want)
        else:  # tools
            ok = bool(body.get("tools")) == bool(want)
        if not ok:
            return False
    return True


class _ScriptState:
    """Parsed script plus its cursor; swapped atomically by ``set_script``."""

    def __init__(self, script: Script) -> None:
        steps, self.mode = load_script(script)
        self.matchers = [s for s in steps if "match" in s]
        self.sequence = [s for s in steps if "match" not in s for _ in range(int(s.get("times", 1)))]
        self.pos = 0

    def pick(self, body: Mapping[str, Any]) -> Step | None:
        for step in self.matchers:
            if _matches(step["match"] or {}, body):
                return step
        if not self.sequence:
            return DEFAULT_STEP
        if self.pos >= len(self.sequence):
            if self.mode == "error":
                return None
            if self.mode == "repeat_last":
                return self.sequence[-1]
            self.pos = 0
        self.pos += 1
        return self.sequence[self.pos - 1]


def _lp_entry(token: str, logprob: float, top: list[tuple[str, float]]) -> dict[str, Any]:
    return {
        "token": token,
        "logprob": logprob,
        "bytes": list(token.encode()),
        "top_logprobs": [{"token": t, "logprob": lp, "bytes": list(t.encode())} for t, lp in top],
    }


@dataclass
class _Reply:
    id: str
    created: int
    model: str
    content: str | None
    reasoning: str | None
    tool_calls: list[dict[str, Any]]
    finish_reason: str
    logprobs: list[dict[str, Any]] | None
    usage: dict[str, Any] | None


def _split3(s: str) -> list[str]:
    size = max(1, -(-len(s) // 3))
    return [s[i : i + size] for i in range(0, len(s), size)] or [""]


def _stream_chunks(r: _Reply, include_usage: bool) -> Iterator[dict[str, Any]]:
    def chunk(delta: dict[str, Any], finish: str | None = None, lps: list[Any] | None = None) -> dict[str, Any]:
        out = {
            "id": r.id,
            "object": "chat.completion.chunk",
            "created": r.created,
            "model": r.model,
            "system_fingerprint": "fp_fake",
            "choices": [
                {"index": 0, "delta": delta, "logprobs": {"content": lps} if lps else None, "finish_reason": finish}
            ],
        }
        if include_usage:
            out["usage"] = None
        return out

    pieces = _TOKEN_RE.findall(r.content or "")
    lps = list(r.logprobs or [])
    yield chunk({"role": "assistant", "content": ""}, lps=None if pieces else lps)
    for piece in _TOKEN_RE.findall(r.reasoning or ""):
        yield chunk({"reasoning_content": piece})
    for i, piece in enumerate(pieces):
        yield chunk({"content": piece}, lps=lps[i:] if i == len(pieces) - 1 else lps[i : i + 1])
    for idx, call in enumerate(r.tool_calls):
        fn = call["function"]
        yield chunk(
            {
                "tool_calls": [
                    {
                        "index": idx,
                        "id": call["id"],
                        "type": "function",
                        "function": {"name": fn["name"], "arguments": ""},
                    }
                ]
            }
        )
        for part in _split3(fn["arguments"]):
            yield chunk({"tool_calls": [{"index": idx, "function": {"arguments": part}}]})
    yield chunk({}, finish=r.finish_reason)
    if include_usage and r.usage is not None:
        yield {
            "id": r.id,
            "object": "chat.completion.chunk",
            "created": r.created,
            "model": r.model,
            "system_fingerprint": "fp_fake",
            "choices": [],
            "usage": r.usage,
        }


def _error_response(err: Mapping[str, Any], headers: Mapping[str, str]) -> web.Response:
    status = int(err.get("status", 500))
    etype = err.get("type") or ("server_error" if status >= 500 else "invalid_request_error")
    payload = {
        "error": {
            "message": err.get("message", "fake upstream error"),
            "type": etype,
            "param": err.get("param"),
            "code": err.get("code"),
        }
    }
    hdrs = dict(headers)
    if err.get("retry_after") is not None:
        hdrs["Retry-After"] = str(err["retry_after"])
    return web.json_response(payload, status=status, headers=hdrs, dumps=_dumps)


class FakeUpstream:
    """A scriptable OpenAI-compatible server; see the module docstring for the script format.

    ``FakeUpstream(script=None, *, host="127.0.0.1", port=0, models=("fake-model",),
    embedding_dim=16, responder=None)``. Use ``async with`` or ``await start()`` / ``await stop()``.

    ``responder``: an optional ``async (body) -> step | None`` consulted for every chat completion
    before the script (e.g. the oracle stand-in cloud, ``edgeward.harness.oracle``); the step it
    returns is answered exactly like a script step (keys as in the module docstring, validated
    the same way), None falls through to the script.
    """

    def __init__(
        self,
        script: Script = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        models: tuple[str, ...] | list[str] = ("fake-model",),
        embedding_dim: int = 16,
        responder: Responder | None = None,
    ) -> None:
        self.host = host
        self.responder = responder
        self.models = list(models)
        self.embedding_dim = embedding_dim
        self.requests: list[dict[str, Any]] = []
        self.cancelled: list[dict[str, Any]] = []
        self._state = _ScriptState(script)
        self._want_port = port
        self._port: int | None = None
        self._runner: web.AppRunner | None = None
        self._ids = itertools.count(1)

    # ---- lifecycle -------------------------------------------------------------------------
    async def start(self) -> FakeUpstream:
        """Start serving; returns self. Port 0 (default) picks a free port."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        for prefix in ("/v1", ""):
            app.router.add_post(prefix + "/chat/completions", self._chat)
            app.router.add_post(prefix + "/embeddings", self._embeddings)
            app.router.add_get(prefix + "/models", self._models)
        app.router.add_get("/health", self._health)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5, handler_cancellation=True)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self._want_port).start()
        self._port = self._runner.addresses[0][1]
        return self

    async def stop(self) -> None:
        """Stop serving and close open connections."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeUpstream:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def port(self) -> int:
        """The bound TCP port (after ``start``)."""
        if self._port is None:
            raise RuntimeError("FakeUpstream not started")
        return self._port

    @property
    def url(self) -> str:
        """Base URL ending in ``/v1``, e.g. ``http://127.0.0.1:PORT/v1``."""
        return f"http://{self.host}:{self.port}/v1"

    def set_script(self, script: Script) -> None:
        """Replace the script and reset its cursor (recorded requests are kept)."""
        self._state = _ScriptState(script)

    def chat_bodies(self) -> list[Any]:
        """Bodies of the chat completion requests received so far, in order."""
        return [r["body"] for r in self.requests if r["path"].endswith("/chat/completions")]

    @staticmethod
    def run_in_thread(script: Script = None, **kwargs: Any) -> FakeUpstreamThread:
        """Start a FakeUpstream on its own event loop in a daemon thread (for sync tests)."""
        return FakeUpstreamThread(FakeUpstream(script, **kwargs))

    # ---- handlers ----------------------------------------------------------------------------
    async def _record(self, request: web.Request) -> Any:
        raw = await request.read()
        body: Any = None
        if raw:
            try:
                body = json.loads(raw)
            except ValueError:
                body = raw.decode("utf-8", "replace")
        self.requests.append(
            {
                "path": request.path,
                "method": request.method,
                "headers": {k.lower(): v for k, v in request.headers.items()},
                "body": body,
            }
        )
        return body

    async def _health(self, request: web.Request) -> web.Response:
        await self._record(request)
        return web.json_response({"status": "ok"})

    async def _models(self, request: web.Request) -> web.Response:
        await self._record(request)
        data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in self.models]
        return web.json_response({"object": "list", "data": data})

    async def _embeddings(self, request: web.Request) -> web.Response:
        body = await self._record(request)
        if not isinstance(body, dict) or "input" not in body:
            return _error_response({"status": 400, "message": "missing input"}, {})
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        if inputs and isinstance(inputs[0], int):  # one token array
            inputs = [inputs]
        dim = int(body.get("dimensions") or self.embedding_dim)
        data, tokens = [], 0
        for i, item in enumerate(inputs):
            text = item if isinstance(item, str) else json.dumps(item)
            tokens += count_tokens(text)
            vec = _embed(text, dim)
            emb: Any = vec
            if body.get("encoding_format") == "base64":
                emb = base64.b64encode(struct.pack(f"<{dim}f", *vec)).decode()
            data.append({"object": "embedding", "index": i, "embedding": emb})
        return web.json_response(
            {
                "object": "list",
                "data": data,
                "model": body.get("model", "fake-embed"),
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            }
        )

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        t0 = time.monotonic()
        progress = {"chunks": 0}
        body = await self._record(request)
        try:
            return await self._answer(request, body, progress)
        except asyncio.CancelledError:  # the client disconnected
            self.cancelled.append(
                {
                    "path": request.path,
                    "body": body,
                    "after_s": time.monotonic() - t0,
                    "chunks": progress["chunks"],
                }
            )
            raise

    async def _answer(self, request: web.Request, body: Any, progress: dict[str, int]) -> web.StreamResponse:
        if not isinstance(body, dict):
            return _error_response({"status": 400, "message": "body must be a JSON object"}, {})
        step = None
        if self.responder is not None:
            step = await self.responder(body)
            if step is not None:
                load_script([step])  # same key checks as a script step
        if step is None:
            step = self._state.pick(body)
        if step is None:
            return _error_response({"status": 500, "message": "fake upstream script exhausted"}, {})
        headers = {str(k): str(v) for k, v in (step.get("headers") or {}).items()}
        if step.get("delay_s"):
            await asyncio.sleep(float(step["delay_s"]))
        if step.get("error"):
            return _error_response(step["error"], headers)
        if step.get("raw"):
            raw = step["raw"]
            return web.Response(
                status=int(raw.get("status", 200)),
                body=str(raw.get("body", "")).encode(),
                content_type=raw.get("content_type", "text/html"),
                headers=headers,
            )
        reply = self._build_reply(step, body)
        rate = float(step.get("token_rate") or 0)
        if body.get("stream"):
            return await self._stream(request, reply, body, step, headers, rate, progress)
        if rate and reply.usage:
            await asyncio.sleep(reply.usage["completion_tokens"] / rate)
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.reasoning is not None:
            message["reasoning_content"] = reply.reasoning
        if reply.tool_calls:
            message["tool_calls"] = reply.tool_calls
        payload: dict[str, Any] = {
            "id": reply.id,
            "object": "chat.completion",
            "created": reply.created,
            "model": reply.model,
            "system_fingerprint": "fp_fake",
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": reply.finish_reason,
                    "logprobs": {"content": reply.logprobs} if reply.logprobs else None,
                }
            ],
        }
        if reply.usage is not None:
            payload["usage"] = reply.usage
        return web.json_response(payload, headers=headers, dumps=_dumps)

    async def _stream(
        self,
        request: web.Request,
        reply: _Reply,
        body: Mapping[str, Any],
        step: Step,
        headers: dict[str, str],
        rate: float,
        progress: dict[str, int],
    ) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache", **headers})
        await resp.prepare(request)
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        drop = step.get("drop_after_chunks")
        inject = step.get("inject") or {}
        stall = step.get("stall_after_chunks")
        for i, chunk in enumerate(_stream_chunks(reply, include_usage)):
            if drop is not None and i >= int(drop):
                break
            if inject and i == int(inject.get("after", 0)):
                typed = b"event: " + str(inject["event"]).encode() + b"\n" if inject.get("event") else b""
                data = b"data: " + str(inject["data"]).encode() + b"\n" if inject.get("data") is not None else b""
                await resp.write(typed + data + b"\n")
            if stall is not None and i == int(stall):
                await asyncio.sleep(float(step.get("stall_s", 3600)))
            if rate and i:
                await asyncio.sleep(1.0 / rate)
            await resp.write(b"data: " + _dumps(chunk).encode() + b"\n\n")
            progress["chunks"] = i + 1
        if drop is not None:  # abrupt close: no [DONE], no terminating chunk of the HTTP body
            if request.transport is not None:
                request.transport.close()
            return resp
        await resp.write(b"data: [DONE]\n\n")
        await resp.write_eof()
        return resp

    def _build_reply(self, step: Step, body: Mapping[str, Any]) -> _Reply:
        n = next(self._ids)
        calls: list[dict[str, Any]] = []
        for k, tc in enumerate(step.get("tool_calls") or []):
            args = tc.get("arguments", {})
            calls.append(
                {
                    "id": tc.get("id") or f"call_fake_{n}_{k}",
                    "type": "function",
                    "function": {"name": tc["name"], "arguments": args if isinstance(args, str) else json.dumps(args)},
                }
            )
        content = _last_user(body) if step.get("echo") else step.get("content")
        if content is None and not calls:
            content = "ok"
        reasoning = step.get("reasoning_content")
        tokens = _TOKEN_RE.findall(content or "")
        logprobs: list[dict[str, Any]] | None = None
        if "logprobs" in step:
            lp = step["logprobs"]
            logprobs = list(lp["content"] if isinstance(lp, Mapping) else lp)
        elif step.get("top_logprobs"):
            top = [(str(t), float(v)) for t, v in step["top_logprobs"]]
            logprobs = [_lp_entry(top[0][0], top[0][1], top)]
        elif body.get("logprobs"):
            k = int(body.get("top_logprobs") or 0)
            logprobs = [
                _lp_entry(t, -0.05, ([(t, -0.05)] + [(f"alt{j}", -3.0 - j) for j in range(1, k)])[:k]) for t in tokens
            ]
        usage: dict[str, Any] | None = None
        if not step.get("omit_usage"):
            u = dict(step.get("usage") or {})
            prompt = u.pop("prompt_tokens", None)
            if prompt is None:
                prompt = sum(
                    count_tokens(_text(m.get("content")))
                    + sum(
                        count_tokens(str((tc.get("function") or {}).get("arguments", "")))
                        for tc in m.get("tool_calls") or []
                    )
                    for m in body.get("messages") or []
                )
            completion = u.pop("completion_tokens", None)
            if completion is None:
                completion = (
                    count_tokens(content or "")
                    + count_tokens(reasoning or "")
                    + sum(count_tokens(c["function"]["arguments"]) for c in calls)
                )
            cached = u.pop("cached_tokens", 0)
            usage = {
                "prompt_tokens": prompt,
                "completion_tokens": completion,
                "total_tokens": u.pop("total_tokens", prompt + completion),
                "prompt_tokens_details": {"cached_tokens": cached},
                **u,
            }
        finish = step.get("finish_reason") or ("tool_calls" if calls else "stop")
        return _Reply(
            id=f"chatcmpl-fake-{n}",
            created=int(time.time()),
            model=step.get("model") or body.get("model") or "fake-model",
            content=content,
            reasoning=reasoning,
            tool_calls=calls,
            finish_reason=finish,
            logprobs=logprobs,
            usage=usage,
        )


def _embed(text: str, dim: int) -> list[float]:
    """Deterministic unit vector derived from sha256 of the text."""
    raw = b"".join(hashlib.sha256(f"{i}:{text}".encode()).digest() for i in range(-(-dim * 4 // 32)))
    vals = [v / 2**31 - 1.0 for v in struct.unpack(f"<{dim}I", raw[: dim * 4])]
    norm = sum(v * v for v in vals) ** 0.5 or 1.0
    return [v / norm for v in vals]


class FakeUpstreamThread:
    """Handle on a FakeUpstream running on its own loop in a thread (``run_in_thread``).

    Exposes ``.url``, ``.port``, ``.requests``, ``.set_script()``, ``.chat_bodies()``, ``.stop()``;
    also usable as a (sync) context manager.
    """

    def __init__(self, server: FakeUpstream) -> None:
        self.server = server
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="fake-upstream", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("fake upstream did not start in 10 s")
        if self._error is not None:
            raise self._error

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self.server.start())
        except BaseException as exc:  # noqa: BLE001 - any start-up failure is re-raised by the constructor
            self._error = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            self._loop.run_forever()
            self._loop.run_until_complete(self.server.stop())
        finally:
            self._loop.close()

    @property
    def url(self) -> str:
        """Base URL ending in ``/v1``."""
        return self.server.url

    @property
    def port(self) -> int:
        """The bound TCP port."""
        return self.server.port

    @property
    def requests(self) -> list[dict[str, Any]]:
        """Requests recorded so far (see ``FakeUpstream.requests``)."""
        return self.server.requests

    def set_script(self, script: Script) -> None:
        """Replace the script and reset its cursor."""
        self.server.set_script(script)

    def chat_bodies(self) -> list[Any]:
        """Bodies of the chat completion requests received so far."""
        return self.server.chat_bodies()

    def stop(self) -> None:
        """Stop the server and join the thread (idempotent)."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)

    def __enter__(self) -> FakeUpstreamThread:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    """CLI entry point: serve a script until interrupted; prints the base URL first."""
    parser = argparse.ArgumentParser(description="Scriptable fake OpenAI-compatible upstream")
    parser.add_argument("--script", help="JSON or YAML script file (default: always reply 'ok')")
    parser.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args(argv)

    async def serve() -> None:
        async with FakeUpstream(args.script, host=args.host, port=args.port) as up:
            print(up.url, flush=True)
            await asyncio.Event().wait()

    try:
        asyncio.run(serve())
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
