"""The shape of an upstream's answer that the proxy relies on, checked once where it arrives.

A chat.completion (non-streaming) and each chat.completion.chunk (streaming) are checked for
exactly the fields the pipeline, the restorer, the accounting and the front ends read; anything
else is passed through untouched. A mis-shaped answer is an upstream fault, raised as
`UpstreamError(502, code "upstream_malformed")`, so it is recorded as an `error` call and the
role's fallback applies like for any other upstream error (a stream that already started ends
with one error event instead).

What is checked (OpenAI Chat Completions reference; `null` is allowed wherever a field is optional):
- completion: an object with a non-empty `choices` list of objects, each with a `message` object
  whose `content` is a string, a list of content-part objects or null, and whose `tool_calls` is a
  list of objects with a `function` object (`name`, `arguments` strings);
- chunk: `choices` a list (may be empty) of objects whose `delta` is an object with string
  `content` / `reasoning_content` / `reasoning` and `tool_calls` objects with an integer `index`;
- both: `usage` an object whose token counts are finite non-negative numbers.
A completion that is only an error (`base.error_of`: an `{"error": …}` object, or a payload
typed `error` / `response.failed`: a gateway's 200 with an error) is that error (`base.stream_error`, code `upstream_error_body` unless it gives one), not "malformed".
Parsing (orjson) already refuses NaN, lone surrogates and nesting deeper than 1,024 levels.
"""

from __future__ import annotations

import math
from typing import Any

from edgeward.proxy.upstreams.base import UpstreamError, error_of, stream_error

_TEXT_KEYS = ("content", "reasoning_content", "reasoning")
_REASONING_KEYS = _TEXT_KEYS[1:]
_USAGE_KEYS = ("prompt_tokens", "completion_tokens", "total_tokens", "cache_read_input_tokens")


class _Bad(Exception):
    """Internal: what was wrong, as a short path ("choices[0].message")."""


def check_completion(out: Any, role: str) -> dict[str, Any]:
    """Return `out` when it is a chat.completion of the shape described in the module docstring.

    Raises UpstreamError(502, "upstream_error", code "upstream_malformed") naming the first
    offending field."""
    if isinstance(out, dict) and not out.get("choices") and isinstance(err := error_of(out), (dict, str)):
        # some gateways answer 200 with only an error object (quota, moderation): its message is
        # what the client needs, not "choices is missing"
        raise stream_error(err, role, "in a 200 answer", "upstream_error_body")
    try:
        if not isinstance(out, dict):
            raise _Bad("the answer is not a JSON object")
        choices = out.get("choices")
        if not isinstance(choices, list) or not choices:
            raise _Bad("choices is missing or empty")
        for i, ch in enumerate(choices):
            if not isinstance(ch, dict):
                raise _Bad(f"choices[{i}] is not an object")
            msg = ch.get("message")
            if not isinstance(msg, dict):
                raise _Bad(f"choices[{i}].message is not an object")
            _message(msg, i)
        _usage(out.get("usage"))
    except _Bad as e:
        raise malformed(role, str(e)) from None
    return out


def check_chunk(chunk: dict[str, Any], role: str) -> dict[str, Any]:
    """Return `chunk` when it is a chat.completion.chunk of the shape described in the module
    docstring. Raises UpstreamError(502, code "upstream_malformed")."""
    try:
        choices = chunk.get("choices")
        if choices is not None:
            if not isinstance(choices, list):
                raise _Bad("choices is not a list")
            for i, ch in enumerate(choices):
                if not isinstance(ch, dict):
                    raise _Bad(f"choices[{i}] is not an object")
                delta = ch.get("delta")
                if delta is None:
                    continue
                if not isinstance(delta, dict):
                    raise _Bad(f"choices[{i}].delta is not an object")
                _delta(delta, i)
        _usage(chunk.get("usage"))
    except _Bad as e:
        raise malformed(role, str(e)) from None
    return chunk


def malformed(role: str, what: str) -> UpstreamError:
    """The UpstreamError for a mis-shaped answer (502, code `upstream_malformed`)."""
    return UpstreamError(
        502, f"{role} upstream returned a malformed answer: {what}", "upstream_error", "upstream_malformed"
    )


# `_message` and `_delta` take the choice's index and spell its path only for an error: every
# answer and every streamed chunk passes here (issue 16)


def _message(msg: dict[str, Any], i: int) -> None:
    content = msg.get("content")
    if content is not None and not isinstance(content, str):
        if not isinstance(content, list) or not all(isinstance(p, dict) for p in content):
            raise _Bad(f"choices[{i}].message.content is not a string")
    for key in _REASONING_KEYS:
        v = msg.get(key)
        if v is not None and not isinstance(v, str):
            raise _Bad(f"choices[{i}].message.{key} is not a string")
    tcs = msg.get("tool_calls")
    if tcs is not None:
        _tool_calls(tcs, f"choices[{i}].message", delta=False)


def _delta(delta: dict[str, Any], i: int) -> None:
    for key in _TEXT_KEYS:
        v = delta.get(key)
        if v is not None and not isinstance(v, str):
            raise _Bad(f"choices[{i}].delta.{key} is not a string")
    tcs = delta.get("tool_calls")
    if tcs is not None:
        _tool_calls(tcs, f"choices[{i}].delta", delta=True)


def _tool_calls(tcs: Any, path: str, *, delta: bool) -> None:
    if tcs is None:
        return
    if not isinstance(tcs, list):
        raise _Bad(f"{path}.tool_calls is not a list")
    for j, tc in enumerate(tcs):
        p = f"{path}.tool_calls[{j}]"
        if not isinstance(tc, dict):
            raise _Bad(f"{p} is not an object")
        if delta:
            idx = tc.get("index", 0)
            if not isinstance(idx, int) or isinstance(idx, bool) or idx < 0:
                raise _Bad(f"{p}.index is not a non-negative integer")
        fn = tc.get("function")
        if fn is None and delta:
            continue
        if not isinstance(fn, dict):
            raise _Bad(f"{p}.function is not an object")
        for key in ("name", "arguments"):
            if fn.get(key) is not None and not isinstance(fn[key], str):
                raise _Bad(f"{p}.function.{key} is not a string")


def _count_ok(v: Any) -> bool:
    return v is None or (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v >= 0)


def _usage(u: Any) -> None:
    if u is None:
        return
    if not isinstance(u, dict):
        raise _Bad("usage is not an object")
    for key in _USAGE_KEYS:
        v = u.get(key)
        # the common counts (absent, or a plain non-negative int) without the general check's calls
        if v is not None and not (type(v) is int and v >= 0) and not _count_ok(v):
            raise _Bad(f"usage.{key} is not a non-negative number")
    details = u.get("prompt_tokens_details")
    if details is not None:
        if not isinstance(details, dict) or not _count_ok(details.get("cached_tokens")):
            raise _Bad("usage.prompt_tokens_details.cached_tokens is not a non-negative number")
