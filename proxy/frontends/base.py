"""What the API codecs share: the HTTP sink they write to, JSON body parsing, content helpers.

A codec's writer implements the pipeline's `ResponseWriter` (`proxy/exchange.py`) on top of an
`EventSink` (the server's HTTP response), translating the chat.completion JSON or the chat SSE
payloads the pipeline writes into its own API's format.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import orjson

from edgeward.proxy.api import MAX_DEPTH, check_depth
from edgeward.proxy.errors import ProxyError

#: The header that carries notes about a request the proxy changed (e.g. a dropped hosted tool).
WARNING_HEADER = "x-edgeward-warning"

_UNSAFE = re.compile(r"[^A-Za-z0-9_.:/-]")


class EventSink(Protocol):
    """The HTTP side of a front end: one JSON response, or an SSE stream of (optionally named)
    events. `started` is True once the stream's headers are sent."""

    started: bool

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None: ...

    async def start_stream(self, headers: dict[str, str]) -> None: ...

    async def named_event(self, event: str, data: bytes) -> None: ...

    async def named_events(self, events: list[tuple[str, bytes]]) -> None:
        """Several `named_event`s in order, in one write."""
        ...

    async def end(self) -> None: ...


def parse_json_object(raw: bytes) -> dict[str, Any]:
    """A request body as a JSON object, under the same rules as a chat-completions body
    (`api.parse_chat_body`): UTF-8 JSON parsed by orjson (invalid UTF-8, lone surrogate escapes,
    NaN and Infinity rejected) and nested at most `api.MAX_DEPTH` levels. A lone surrogate would
    otherwise reach code that encodes the text (session ids, the gate, the store) and fail there
    with a 500.

    Raises:
        ProxyError(400): not such JSON, not an object, or nested too deep.
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
    return body


def safe_name(value: Any, limit: int = 64) -> str:
    """A client-supplied name made safe for a header or log line (only `[A-Za-z0-9_.:/-]`)."""
    return _UNSAFE.sub("_", str(value))[:limit] or "_"


def with_warnings(headers: dict[str, str], warnings: list[str]) -> dict[str, str]:
    """`headers` with the front end's `warnings` appended to any `x-edgeward-warning` already set."""
    if not warnings:
        return headers
    parts = [headers[WARNING_HEADER]] if headers.get(WARNING_HEADER) else []
    return {**headers, WARNING_HEADER: "; ".join(parts + warnings)}


def text_or_parts(parts: list[dict[str, Any]]) -> str | list[dict[str, Any]]:
    """Chat message content: one string when every part is text (joined without separator, as
    the parts were one text to the client), else the part list."""
    if all(p.get("type") == "text" for p in parts):
        return "".join(str(p.get("text") or "") for p in parts)
    return parts


def require(cond: bool, param: str, message: str) -> None:
    """Raise ProxyError(400) naming `param` unless `cond`."""
    if not cond:
        raise ProxyError(400, f"invalid request: {param}: {message}", param=param)


def check_response_format(rf: Any, param: str = "response_format") -> None:
    """Validate a chat `response_format` (text | json_object | json_schema with a name and an
    object schema), so a malformed one is a 400 naming the field, not an upstream's dump.
    Raises ProxyError(400)."""
    if rf is None:
        return
    require(isinstance(rf, dict), param, "must be an object")
    kind = rf.get("type")
    require(
        kind in ("text", "json_object", "json_schema"),
        f"{param}.type",
        "must be one of text, json_object, json_schema",
    )
    if kind == "json_schema":
        js = rf.get("json_schema")
        require(isinstance(js, dict), f"{param}.json_schema", "must be an object with `name` and `schema`")
        _check_schema(js, f"{param}.json_schema")


def _check_schema(js: dict[str, Any], param: str) -> None:
    name = js.get("name")
    require(
        isinstance(name, str) and re.fullmatch(r"[A-Za-z0-9_-]{1,64}", name) is not None,
        f"{param}.name",
        "must be 1-64 characters from [A-Za-z0-9_-]",
    )
    require(isinstance(js.get("schema", {}), dict), f"{param}.schema", "must be a JSON Schema object")
    strict = js.get("strict")
    require(strict is None or isinstance(strict, bool), f"{param}.strict", "must be a boolean")
