"""The chat-completions request at the HTTP edge: strict validation before any work, session
ids, `edgeward/<policy>` model strings, header values.

Validation (`parse_chat_body`) accepts only the documented shapes of the fields the proxy, the
gate or an upstream interprets, and answers anything else with a 400 naming the field: a client
input never reaches a code path that could fail with a 500. What is checked:

- the body: UTF-8 JSON (orjson: invalid UTF-8, lone surrogate escapes, NaN/Infinity rejected),
  an object, nesting at most `MAX_DEPTH` levels;
- `messages`: a non-empty list of objects; `role` one of `ROLES`; `content` a string, null or a
  list of content parts of a documented type (`PART_TYPES`: text/refusal parts carry a string,
  image/audio/file parts an object); `name`, `tool_call_id`, `refusal`, reasoning strings;
  `tool_calls` a list of `{id?, type?, function: {name: str, arguments: str}}`;
- the top-level fields of `FIELD_TYPES` (stream, tools, max_tokens, stop, …) when present, the
  numeric ones within `FIELD_RANGES` (max_tokens ≥ 1, 1 ≤ n ≤ 128, temperature 0–2, …), and a
  `tool_choice` that names a function names one of the request's tools.

Fields not listed pass through untouched, so new OpenAI fields keep working.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import orjson

from edgeward.proxy.errors import ProxyError

SESSION_RE = re.compile(r"^[A-Za-z0-9._:+=@-]{1,128}$")
POLICY_MODEL_PREFIX = "edgeward/"

#: Deepest JSON nesting accepted (a tool's JSON schema needs a few levels; the gate walks bodies
#: recursively, so depth is bounded well below Python's recursion limit).
MAX_DEPTH = 64
#: Message roles of the chat-completions API.
ROLES = frozenset({"system", "developer", "user", "assistant", "tool", "function"})
#: Content-part types of the chat-completions API, with the key that carries each part's payload
#: and whether that payload is a string (text) or an object (media, files).
PART_TYPES: dict[str, tuple[str, type]] = {
    "text": ("text", str),
    "refusal": ("refusal", str),
    "image_url": ("image_url", dict),
    "input_audio": ("input_audio", dict),
    "file": ("file", dict),
}
_MESSAGE_STRINGS = ("name", "tool_call_id", "refusal", "reasoning_content", "reasoning")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _is_stop(v: Any) -> bool:
    return isinstance(v, str) or (isinstance(v, list) and all(isinstance(x, str) for x in v))


def _is_tools(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(t, dict) and isinstance(t.get("type", "function"), str) for t in v)


#: Top-level fields and their documented shape (null is accepted for every one of them).
FIELD_TYPES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "model": (lambda v: isinstance(v, str), "a string"),
    "stream": (lambda v: isinstance(v, bool), "a boolean"),
    "logprobs": (lambda v: isinstance(v, bool), "a boolean"),
    "parallel_tool_calls": (lambda v: isinstance(v, bool), "a boolean"),
    "stream_options": (lambda v: isinstance(v, dict), "an object"),
    "response_format": (lambda v: isinstance(v, dict), "an object"),
    "metadata": (lambda v: isinstance(v, dict), "an object"),
    "tools": (_is_tools, "a list of tool objects"),
    "functions": (lambda v: isinstance(v, list) and all(isinstance(f, dict) for f in v), "a list of objects"),
    "tool_choice": (lambda v: isinstance(v, (str, dict)), "a string or an object"),
    "max_tokens": (_is_int, "an integer"),
    "max_completion_tokens": (_is_int, "an integer"),
    "n": (_is_int, "an integer"),
    "top_logprobs": (_is_int, "an integer"),
    "seed": (_is_int, "an integer"),
    "temperature": (_is_number, "a number"),
    "top_p": (_is_number, "a number"),
    "presence_penalty": (_is_number, "a number"),
    "frequency_penalty": (_is_number, "a number"),
    "stop": (_is_stop, "a string or a list of strings"),
    "user": (lambda v: isinstance(v, str), "a string"),
}


#: Documented ranges (inclusive) of numeric fields (OpenAI Chat Completions reference): a value
#: outside is a 400 here rather than an upstream's 400 relayed as a 502 after the gate ran.
FIELD_RANGES: dict[str, tuple[float, float]] = {
    "max_tokens": (1, 2**31 - 1),
    "max_completion_tokens": (1, 2**31 - 1),
    "n": (1, 128),
    "top_logprobs": (0, 20),
    "temperature": (0, 2),
    "top_p": (0, 1),
    "presence_penalty": (-2, 2),
    "frequency_penalty": (-2, 2),
}
#: The string forms of `tool_choice`.
TOOL_CHOICES = frozenset({"none", "auto", "required"})


def check_ranges(body: dict[str, Any]) -> None:
    """Raises ProxyError(400) for a numeric field outside `FIELD_RANGES` (the first in that
    order when several are). Walks the body's few keys, not the table (every request)."""
    try:
        for key in body:
            rng = FIELD_RANGES.get(key)
            if rng is not None:
                v = body[key]
                if v is not None and not rng[0] <= v <= rng[1]:
                    break
        else:
            return
    except TypeError:  # not a number: raised below in table order, as before
        pass
    for key, (lo, hi) in FIELD_RANGES.items():  # the first bad one, in table order
        v = body.get(key)
        if v is None:
            continue
        # Responses and Messages bodies reach here translated, without `FIELD_TYPES`' checks:
        # a string or an object here is the client's 400, not a TypeError's 500
        if not _is_number(v):
            raise _bad(key, "must be a number")
        if not lo <= v <= hi:
            raise _bad(key, f"must be between {lo:g} and {hi:g}")


def _check_tool_choice(choice: Any, tools: Any) -> None:
    """Raises ProxyError(400) for a `tool_choice` string that is not `TOOL_CHOICES`, or a
    `{"type": "function"}` choice whose `function.name` is missing or names none of `tools`
    (when the request has tools). Other object types pass through (newer API forms)."""
    if isinstance(choice, str):
        if choice not in TOOL_CHOICES:
            raise _bad("tool_choice", f"must be one of {', '.join(sorted(TOOL_CHOICES))} or an object")
        return
    if not isinstance(choice, dict) or choice.get("type", "function") != "function":
        return
    fn = choice.get("function")
    name = fn.get("name") if isinstance(fn, dict) else None
    if not isinstance(name, str) or not name:
        raise _bad("tool_choice.function.name", "a function choice must name a function")
    if isinstance(tools, list) and tools:
        names = {
            t["function"].get("name") for t in tools if isinstance(t, dict) and isinstance(t.get("function"), dict)
        }
        if name not in names:
            raise _bad("tool_choice.function.name", f"names no tool of the request ({name[:64]!r})")


def _bad(param: str, what: str) -> ProxyError:
    return ProxyError(400, f"invalid request: {param}: {what}", param=param)


def _too_deep(obj: Any, limit: int) -> bool:
    """Whether JSON `obj` nests containers more than `limit` levels (iterative: no recursion)."""
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        children = node.values() if isinstance(node, dict) else node
        for child in children:
            if isinstance(child, (dict, list)):
                stack.append((child, depth + 1))
    return False


def check_depth(raw: bytes, body: Any) -> None:
    """Raises ProxyError(400) when the JSON `body` (parsed from `raw`) nests deeper than
    `MAX_DEPTH`. Cheap for most bodies: one with at most MAX_DEPTH brackets cannot."""
    if raw.count(b"{") + raw.count(b"[") > MAX_DEPTH and _too_deep(body, MAX_DEPTH):
        raise ProxyError(400, f"request body is nested deeper than {MAX_DEPTH} levels")


def parse_chat_body(raw: bytes) -> dict[str, Any]:
    """Decode and validate a chat-completions body (module docstring); returns the dict.

    Raises:
        ProxyError(400): not UTF-8 JSON, not an object, nested deeper than `MAX_DEPTH`, or a
            field of the wrong shape (`param` names it, e.g. `messages.2.content.0`).
    """
    try:
        body = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise ProxyError(
            400,
            "request body is not valid JSON (UTF-8 text; no NaN/Infinity, no lone surrogate escapes, "
            f"nesting at most {MAX_DEPTH} levels)",
        ) from None
    if not isinstance(body, dict):
        raise ProxyError(400, "request body must be a JSON object")
    check_depth(raw, body)
    msgs = body.get("messages")
    if not isinstance(msgs, list):
        raise _bad("messages", "a list of messages is required")
    if not msgs:
        raise _bad("messages", "must not be empty")
    for key in body:  # the body's few keys, not the table's 21 (every request)
        spec = FIELD_TYPES.get(key)
        if spec is not None:
            v = body[key]
            if v is not None and not spec[0](v):
                _check_field_types(body)
    check_ranges(body)
    if body.get("tool_choice") is not None:
        _check_tool_choice(body["tool_choice"], body.get("tools"))
    for i, m in enumerate(msgs):
        # the common message, {"role": ..., "content": "text"}, passes every check below
        if type(m) is dict and len(m) == 2 and type(m.get("content")) is str:
            role = m.get("role")
            if type(role) is str and role in ROLES:
                continue
        _check_message(m, f"messages.{i}")
    return body


def _check_field_types(body: dict[str, Any]) -> None:
    """Raises ProxyError(400) for the first top-level field (in `FIELD_TYPES` order) of the
    wrong shape."""
    for key, (ok, what) in FIELD_TYPES.items():
        v = body.get(key)
        if v is not None and not ok(v):
            raise _bad(key, f"must be {what}")


def _check_message(m: Any, at: str) -> None:
    if not isinstance(m, dict):
        raise _bad(at, "a message is an object")
    role = m.get("role")
    if not isinstance(role, str) or role not in ROLES:
        raise _bad(f"{at}.role", f"must be one of {', '.join(sorted(ROLES))}")
    c = m.get("content")
    if isinstance(c, list):
        for j, part in enumerate(c):
            _check_part(part, f"{at}.content.{j}")
    elif c is not None and not isinstance(c, str):
        raise _bad(f"{at}.content", "must be a string, a list of parts or null")
    for key in _MESSAGE_STRINGS:
        v = m.get(key)
        if v is not None and not isinstance(v, str):
            raise _bad(f"{at}.{key}", "must be a string")
    tcs = m.get("tool_calls")
    if tcs is not None:
        if not isinstance(tcs, list):
            raise _bad(f"{at}.tool_calls", "must be a list of objects")
        for k, tc in enumerate(tcs):
            _check_call(tc, f"{at}.tool_calls.{k}")
    fc = m.get("function_call")
    if fc is not None:
        _check_function(fc, f"{at}.function_call")


def _check_part(part: Any, at: str) -> None:
    ptype = part.get("type") if isinstance(part, dict) else None
    spec = PART_TYPES.get(ptype) if isinstance(ptype, str) else None
    if spec is None:
        raise _bad(at, f"a content part is an object whose `type` is one of {', '.join(PART_TYPES)}")
    key, kind = spec
    if not isinstance(part.get(key), kind):
        raise _bad(at, f"a `{ptype}` part carries {'a string' if kind is str else 'an object'} `{key}`")


def _check_call(tc: Any, at: str) -> None:
    if not isinstance(tc, dict):
        raise _bad(at, "a tool call is an object")
    for key in ("id", "type"):
        if tc.get(key) is not None and not isinstance(tc[key], str):
            raise _bad(f"{at}.{key}", "must be a string")
    if tc.get("function") is not None:
        _check_function(tc["function"], f"{at}.function")


def _check_function(fn: Any, at: str) -> None:
    if not isinstance(fn, dict):
        raise _bad(at, "must be an object with a string `name` and string `arguments`")
    for key in ("name", "arguments"):
        if fn.get(key) is not None and not isinstance(fn[key], str):
            raise _bad(f"{at}.{key}", "must be a string")


def check_header(name: str, value: str, max_len: int = 1024) -> str:
    """A header value as text: at most `max_len` characters, no control characters, and no
    bytes that were not UTF-8 (aiohttp hands those over as lone surrogates). Raises
    ProxyError(400) naming the header; the value itself is never echoed."""
    if len(value) > max_len:
        raise ProxyError(400, f"header {name} is longer than {max_len} characters", param=name)
    if _BAD_HEADER_TEXT.search(value):
        raise ProxyError(400, f"header {name} must be UTF-8 text without control characters", param=name)
    return value


_BAD_HEADER_TEXT = re.compile(r"[\x00-\x08\x0a-\x1f\x7f\ud800-\udfff]")


def check_session_id(value: str) -> str:
    """Validate a client-supplied session id (`[A-Za-z0-9._:+=@-]{1,128}`, not `.` or `..`, which
    read as path segments in `/s/<session>/v1`). Raises ProxyError(400)."""
    if not SESSION_RE.fullmatch(value) or value in (".", ".."):
        raise ProxyError(
            400,
            "invalid session id: use 1-128 characters from [A-Za-z0-9._:+=@-], not . or ..",
            param="x-edgeward-session",
        )
    return value


def policy_from_model(model: str) -> str | None:
    """`edgeward/<policy-or-arm>` → the name; any other model name → None."""
    if isinstance(model, str) and model.startswith(POLICY_MODEL_PREFIX):
        name = model[len(POLICY_MODEL_PREFIX) :]
        return name or None
    return None
