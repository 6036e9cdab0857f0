"""The seam between a front end and the pipeline: what a client asked (`ChatCall`, in the
internal chat-completions representation) and how the pipeline answers it (`ResponseWriter`).

A front end (the chat-completions server in `proxy/server.py`; later other APIs or an
intercepting proxy) parses its request into a `ChatCall`, hands the pipeline a writer, and
translates what the pipeline writes (chat.completion JSON, or chat.completion.chunk SSE
payloads) into its own format. The pipeline knows nothing about HTTP servers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass
class ChatCall:
    """One parsed client request, as a chat-completions body.

    Attributes:
        body: the chat-completions request (validated by the front end; treat as read-only).
        session_id: the client's session, or the derived one (`sessions.derive_session_id`).
        task: the `x-edgeward-task` value, if any.
        policy_name: the requested policy or arm (`x-edgeward-policy` or model `edgeward/<name>`).
        force: `x-edgeward-force` lower-cased (`edge` | `cloud`; anything else is a 400 later).
    """

    body: dict[str, Any]
    session_id: str
    task: str | None = None
    policy_name: str | None = None
    force: str | None = None

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def include_usage(self) -> bool:
        so = self.body.get("stream_options")
        return bool(isinstance(so, dict) and so.get("include_usage"))


class ResponseWriter(Protocol):
    """How the pipeline answers its client: either one `json` response, or `start_stream`, then
    `event`s (each one SSE `data:` payload, a chat.completion.chunk JSON, an error object or
    `[DONE]`; `event_batch` for several at once), then `end`. `started` is True once
    `start_stream` has sent the headers: after that only events may follow."""

    @property
    def started(self) -> bool: ...

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None: ...

    async def start_stream(self, headers: dict[str, str]) -> None: ...

    async def event(self, data: bytes) -> None: ...

    async def event_batch(self, data: list[bytes]) -> None:
        """Several `event`s in order, written at once where the writer can (one socket write)."""
        ...

    async def end(self) -> None: ...
