"""The chat-completions SSE codec: chunks to the client's `data:` payloads and back.

- `implied_finish(tool_calls)`: the finish reason of a whole answer that came without one.
- `encode(obj)`: one payload (compact JSON, UTF-8 unescaped), as the writer sends it after `data: `.
- `synthesize_chunks(response, include_usage)`: a finished chat.completion as the chunk sequence
  a streaming client expects (a prompted-tool role, a policy that inspected the answer first).
- `ChunkAssembler`: a stream's chunks back into the chat.completion they amount to.
- `StreamRelay`: an upstream stream's payloads on their way to the client: usage the client did
  not ask for is stripped (the proxy always asks for it, for accounting), usage it asked for is
  one final chunk with `choices: []`, and placeholders are restored when the call was masked.
  Without a restorer it passes bytes through and parses only chunks that carry usage (the hot path).
"""

from __future__ import annotations

import re
import time

from edgeward.proxy import jsonio
from typing import Any, Protocol

DONE = b"[DONE]"

_NULL_USAGE = re.compile(rb'"usage"\s*:\s*null')

#: Characters of content per synthesised delta chunk.
SYNTH_CHUNK_CHARS = 64


def implied_finish(tool_calls: bool) -> str:
    """The `finish_reason` of an answer whose upstream ended it (`[DONE]`, or a whole
    completion) without one: `tool_calls` when it holds a tool call, else `stop`, what OpenAI
    sends for such answers. The answer is whole (the upstream said so), so every front end
    delivers it as finished rather than failing it; chat relays the missing reason as it came."""
    return "tool_calls" if tool_calls else "stop"


def encode(obj: dict[str, Any]) -> bytes:
    """One SSE payload: compact JSON with non-ASCII characters kept (bytes, without `data: `)."""
    return jsonio.dumps(obj)


def synthesize_chunks(response: dict[str, Any], include_usage: bool) -> list[dict[str, Any]]:
    """Turn a chat.completion into chat.completion.chunk dicts: per choice a role chunk,
    reasoning, content in `SYNTH_CHUNK_CHARS` pieces, one tool-call delta per call (with its
    `index`), a finish chunk; then, with `include_usage`, a usage chunk with `choices: []`."""
    base = {
        "id": response.get("id") or "chatcmpl-edgeward",
        "object": "chat.completion.chunk",
        "created": response.get("created") or int(time.time()),
        "model": response.get("model"),
    }
    out: list[dict[str, Any]] = []
    for ch in response.get("choices") or []:
        idx = ch.get("index", 0)
        msg = ch.get("message") or {}
        out.append(
            {**base, "choices": [{"index": idx, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}]}
        )
        for rk in ("reasoning_content", "reasoning"):
            if msg.get(rk):
                out.append({**base, "choices": [{"index": idx, "delta": {rk: msg[rk]}, "finish_reason": None}]})
        content = msg.get("content")
        if content:
            step = SYNTH_CHUNK_CHARS
            for i in range(0, len(content), step):
                out.append(
                    {
                        **base,
                        "choices": [{"index": idx, "delta": {"content": content[i : i + step]}, "finish_reason": None}],
                    }
                )
        for ti, tc in enumerate(msg.get("tool_calls") or []):
            fn = tc.get("function") or {}
            out.append(
                {
                    **base,
                    "choices": [
                        {
                            "index": idx,
                            "delta": {
                                "tool_calls": [
                                    {
                                        "index": ti,
                                        "id": tc.get("id"),
                                        "type": "function",
                                        "function": {"name": fn.get("name"), "arguments": fn.get("arguments") or ""},
                                    }
                                ]
                            },
                            "finish_reason": None,
                        }
                    ],
                }
            )
        out.append(
            {
                **base,
                "choices": [
                    {
                        "index": idx,
                        "delta": {},
                        "finish_reason": ch.get("finish_reason") or implied_finish(bool(msg.get("tool_calls"))),
                    }
                ],
            }
        )
    if include_usage and response.get("usage"):
        out.append({**base, "choices": [], "usage": response["usage"]})
    return out


class ChunkAssembler:
    """chat.completion.chunk dicts → the chat.completion they amount to (a non-stream request
    answered through an upstream stream, `RoleConfig.stream_upstream`).

    Per choice `index`: content, reasoning (`reasoning_content`/`reasoning`) and `refusal` are
    concatenated; tool-call deltas are merged by their `index` (id, type, name; arguments
    concatenated); logprobs' `content` lists are joined; the last `finish_reason` wins (none:
    `implied_finish`). `id`,
    `created`, `model`, `system_fingerprint` come from the first chunk that has them, `usage`
    from the chunk that carries it.
    """

    _TEXT_KEYS = ("content", "reasoning_content", "reasoning", "refusal")

    def __init__(self) -> None:
        self.head: dict[str, Any] = {}
        self.usage: dict[str, Any] | None = None
        self.choices: dict[int, dict[str, Any]] = {}

    def feed(self, chunk: dict[str, Any]) -> None:
        """Add one chunk (already checked to be a JSON object)."""
        for key in ("id", "created", "model", "system_fingerprint"):
            if key not in self.head and chunk.get(key) is not None:
                self.head[key] = chunk[key]
        if isinstance(chunk.get("usage"), dict):
            self.usage = chunk["usage"]
        for ch in chunk.get("choices") or ():
            if not isinstance(ch, dict):
                continue
            raw_idx = ch.get("index")
            idx = raw_idx if isinstance(raw_idx, int) else 0
            acc = self.choices.setdefault(idx, {"text": {}, "calls": {}, "logprobs": None, "finish": None})
            raw_delta = ch.get("delta")
            delta: dict[str, Any] = raw_delta if isinstance(raw_delta, dict) else {}
            for key in self._TEXT_KEYS:
                if isinstance(delta.get(key), str):
                    acc["text"][key] = acc["text"].get(key, "") + delta[key]
            for j, tc in enumerate(delta.get("tool_calls") or ()):
                if not isinstance(tc, dict):
                    continue
                tc_idx = tc.get("index")
                call = acc["calls"].setdefault(
                    tc_idx if isinstance(tc_idx, int) else j,
                    {"id": None, "type": "function", "function": {"name": None, "arguments": ""}},
                )
                if tc.get("id"):
                    call["id"] = tc["id"]
                raw_fn = tc.get("function")
                fn: dict[str, Any] = raw_fn if isinstance(raw_fn, dict) else {}
                if fn.get("name"):
                    call["function"]["name"] = fn["name"]
                if isinstance(fn.get("arguments"), str):
                    call["function"]["arguments"] += fn["arguments"]
            lp = ch.get("logprobs")
            if isinstance(lp, dict) and isinstance(lp.get("content"), list):
                acc["logprobs"] = (acc["logprobs"] or []) + lp["content"]
            if ch.get("finish_reason"):
                acc["finish"] = ch["finish_reason"]

    def response(self) -> dict[str, Any]:
        """The chat.completion so far (`object: chat.completion`, choices in index order)."""
        choices = []
        for idx in sorted(self.choices):
            acc = self.choices[idx]
            msg: dict[str, Any] = {"role": "assistant", "content": acc["text"].get("content")}
            for key in self._TEXT_KEYS[1:]:
                if key in acc["text"]:
                    msg[key] = acc["text"][key]
            if acc["calls"]:
                msg["tool_calls"] = [acc["calls"][k] for k in sorted(acc["calls"])]
            choices.append(
                {
                    "index": idx,
                    "message": msg,
                    "finish_reason": acc["finish"] or implied_finish(bool(acc["calls"])),
                    "logprobs": {"content": acc["logprobs"]} if acc["logprobs"] is not None else None,
                }
            )
        out = {
            "id": self.head.get("id") or "chatcmpl-edgeward",
            "object": "chat.completion",
            "created": self.head.get("created") or int(time.time()),
            "model": self.head.get("model"),
            "choices": choices,
        }
        if "system_fingerprint" in self.head:
            out["system_fingerprint"] = self.head["system_fingerprint"]
        if self.usage is not None:
            out["usage"] = self.usage
        return out


class ChunkRestorer(Protocol):
    """Restores placeholders in streamed chunks (`edgeward.proxy.privacy.restore.StreamRestorer`):
    `feed` returns the chunk to send (text that may end inside a placeholder is held back and
    released in order, at the latest into the finish chunk); `flush` returns what is left."""

    def feed(self, chunk: dict[str, Any]) -> dict[str, Any]: ...

    def flush(self) -> list[dict[str, Any]]: ...


class StreamRelay:
    """Upstream payloads → client payloads for one stream (module docstring).

    Usage is sent the one way OpenAI specifies for `stream_options.include_usage`: exactly one
    final chunk with `choices: []`, and none on chunks that carry choices. Servers that put
    usage on their content chunks (llama.cpp, cumulatively) are reshaped: the latest usage is
    held and sent once, at `flush`.

    Args:
        include_usage: the client asked for usage (`stream_options.include_usage`).
        restorer: restores placeholders (a masked call), or None.
    """

    def __init__(self, include_usage: bool, restorer: ChunkRestorer | None = None) -> None:
        self.include_usage = include_usage
        self.restorer = restorer
        self._usage: dict[str, Any] | None = None  # the latest usage seen, sent at `flush`
        self._base: dict[str, Any] = {}  # id, model, created of the stream, for that chunk

    def feed(self, payload: bytes, chunk: dict[str, Any] | None = None) -> bytes | None:
        """The payload to send for one upstream payload, or None to send nothing. `chunk`:
        `payload` already parsed (`UpstreamStream.chunks`; it may be changed here), used when
        it reads as `jsonio.loads` would (`jsonio.orjson_reads_alike`) instead of parsing again.

        Raises ValueError for a payload that is not JSON where it must be parsed.
        """
        # `find`, not `in` (every payload; see `jsonio._long_digits`)
        if payload.find(b'"usage"') >= 0 and not (self.include_usage and _NULL_USAGE.search(payload)):
            if (
                chunk is not None
                and self.restorer is None
                and chunk.get("usage", chunk) is None
                and jsonio.orjson_reads_alike(payload)
            ):
                # `"usage": null` on every chunk (vLLM, the fake upstream): `_with_usage`'s
                # outcome for it in place, a few calls fewer per payload (issue 16)
                del chunk["usage"]
                return jsonio.dumps(chunk) if chunk.get("choices") else None
            return self._with_usage(self._parsed(payload, chunk))
        if self.restorer is None:  # hot path: pass the bytes through
            return payload
        return encode(self.restorer.feed(self._parsed(payload, chunk)))

    @staticmethod
    def _parsed(payload: bytes, chunk: dict[str, Any] | None) -> Any:
        if chunk is not None and jsonio.orjson_reads_alike(payload):
            return chunk
        return jsonio.loads(payload)

    def _with_usage(self, chunk: dict[str, Any]) -> bytes | None:
        usage = chunk.pop("usage", None)
        if usage:
            self._usage = usage  # cumulative on servers that repeat it: the latest is the total
            self._base = {k: chunk[k] for k in ("id", "object", "created", "model") if k in chunk}
        if not chunk.get("choices"):
            return None  # a usage-only chunk: sent once, last, at `flush`
        return encode(self.restorer.feed(chunk) if self.restorer is not None else chunk)

    def flush(self) -> list[bytes]:
        """Payloads still held back, in order (send them before `[DONE]`): text the restorer
        held, then the usage chunk when the client asked for usage."""
        out = [encode(c) for c in self.restorer.flush()] if self.restorer is not None else []
        if self.include_usage and self._usage is not None:
            base = {"object": "chat.completion.chunk", **self._base}
            out.append(encode({**base, "choices": [], "usage": self._usage}))
        return out
