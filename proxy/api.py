"""Client-facing request schemas and the parsing rules at the HTTP edge.

Only what routing needs is validated (pydantic, `extra="allow"`); everything else in the body
is passed through untouched so new OpenAI fields keep working.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, ValidationError

from edgeward.proxy.errors import ProxyError

SESSION_RE = re.compile(r"^[A-Za-z0-9._:+=@-]{1,128}$")
POLICY_MODEL_PREFIX = "edgeward/"


class ChatMessage(BaseModel):
    """One message; content may be a string, a list of parts or null (assistant tool calls)."""

    model_config = ConfigDict(extra="allow")
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | list[Any] | None = None


class ChatRequest(BaseModel):
    """The fields of a chat-completions request the proxy itself reads.

    Messages are checked as dicts here and their roles by `parse_chat_body` (validating every
    message as a model would cost more than the rest of the hot path on a long agent context).
    """

    model_config = ConfigDict(extra="allow")
    model: str = ""
    messages: list[dict[str, Any]]
    stream: bool = False
    tools: list[dict[str, Any]] | None = None


_ROLES = frozenset(get_args(ChatMessage.model_fields["role"].annotation))


def parse_chat_body(raw: bytes) -> dict[str, Any]:
    """Decode and validate a chat-completions body; returns the raw dict (unchanged).

    Raises:
        ProxyError(400): not JSON, not an object, no messages, or a malformed field (named).
    """
    try:
        body = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise ProxyError(
            400, "request body is not valid JSON (NaN/Infinity and nesting deeper than the parser allows are rejected)"
        ) from None
    if not isinstance(body, dict):
        raise ProxyError(400, "request body must be a JSON object")
    try:
        ChatRequest.model_validate(body)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        raise ProxyError(400, f"invalid request: {loc}: {err['msg']}", param=loc) from None
    msgs = body["messages"]
    if not msgs:
        raise ProxyError(400, "invalid request: messages must not be empty", param="messages")
    for key in ("stream", "logprobs", "parallel_tool_calls"):
        if key in body and body[key] is not None and not isinstance(body[key], bool):
            raise ProxyError(400, f"invalid request: {key}: must be a boolean", param=key)
    so = body.get("stream_options")
    if so is not None and not isinstance(so, dict):
        raise ProxyError(400, "invalid request: stream_options: must be an object", param="stream_options")
    for i, m in enumerate(msgs):
        if m.get("role") not in _ROLES:
            raise ProxyError(
                400,
                f"invalid request: messages.{i}.role: must be one of {', '.join(sorted(_ROLES))}",
                param=f"messages.{i}.role",
            )
        c = m.get("content")
        if c is not None and not isinstance(c, (str, list)):
            raise ProxyError(
                400,
                f"invalid request: messages.{i}.content: must be a string, a list of parts or null",
                param=f"messages.{i}.content",
            )
        if isinstance(c, list):
            for j, part in enumerate(c):
                if (
                    not isinstance(part, dict)
                    or not isinstance(part.get("type"), str)
                    or (part["type"] == "text" and not isinstance(part.get("text"), str))
                ):
                    raise ProxyError(
                        400,
                        f"invalid request: messages.{i}.content.{j}: a content part is an "
                        "object with a string `type` (and a string `text` for text parts)",
                        param=f"messages.{i}.content.{j}",
                    )
        tc = m.get("tool_calls")
        if tc is not None and not (isinstance(tc, list) and all(isinstance(t, dict) for t in tc)):
            raise ProxyError(
                400,
                f"invalid request: messages.{i}.tool_calls: must be a list of objects",
                param=f"messages.{i}.tool_calls",
            )
    return body


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def check_session_id(value: str) -> str:
    """Validate a client-supplied session id (`[A-Za-z0-9._:+=@-]{1,128}`). Raises ProxyError(400)."""
    if not SESSION_RE.fullmatch(value):
        raise ProxyError(
            400, "invalid session id: use 1-128 characters from [A-Za-z0-9._:+=@-]", param="x-edgeward-session"
        )
    return value


def policy_from_model(model: str) -> str | None:
    """`edgeward/<policy-or-arm>` → the name; any other model name → None."""
    if isinstance(model, str) and model.startswith(POLICY_MODEL_PREFIX):
        name = model[len(POLICY_MODEL_PREFIX) :]
        return name or None
    return None
