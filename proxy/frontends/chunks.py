"""Reading the pipeline's chat-completions stream as a sequence of semantic deltas.

The pipeline answers every front end in the internal representation: chat.completion.chunk
payloads (placeholders already restored), an error object, then `[DONE]`. The Responses and
Messages codecs do not care about chunk boundaries, only about what each chunk adds to the one
answer (choice 0; these APIs have no `n`):

    Reasoning(text) | Text(text) | ToolStart(index, id, name) | ToolArgs(index, text)
    | Finish(reason) | UsageSeen(usage) | Failed(error)

`ChunkReader.feed(payload)` turns one payload into these deltas as it arrives, so the front end
can emit its own events incrementally. Usage is the chat `usage` object (`prompt_tokens`,
`completion_tokens`, `prompt_tokens_details.cached_tokens`, …).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from edgeward.proxy.sse import DONE


@dataclass(frozen=True)
class Reasoning:
    text: str


@dataclass(frozen=True)
class Text:
    text: str


@dataclass(frozen=True)
class ToolStart:
    """A tool call begins: `index` is the chat delta's tool-call index."""

    index: int
    id: str
    name: str


@dataclass(frozen=True)
class ToolArgs:
    index: int
    text: str


@dataclass(frozen=True)
class Finish:
    """The chat `finish_reason` (`stop`, `length`, `tool_calls`, `content_filter`)."""

    reason: str


@dataclass(frozen=True)
class UsageSeen:
    usage: dict[str, Any]


@dataclass(frozen=True)
class Failed:
    """The stream ended with an error object: `{"message", "type", "code", "param"}`."""

    error: dict[str, Any]


Delta = Reasoning | Text | ToolStart | ToolArgs | Finish | UsageSeen | Failed


class ChunkReader:
    """Chat SSE payloads → `Delta`s for choice 0. `done` is True after `[DONE]`.

    A tool call's first delta must carry its `id` and `function.name` (as OpenAI and every
    server the proxy relays send it); later deltas of the same `index` carry arguments only.
    """

    def __init__(self) -> None:
        self.done = False
        self._tools: set[int] = set()

    def feed(self, payload: bytes) -> list[Delta]:
        """The deltas in one payload (`[DONE]` gives none and sets `done`).

        Raises ValueError for a payload that is not JSON (the pipeline never sends one).
        """
        if payload == DONE:
            self.done = True
            return []
        chunk = json.loads(payload)
        if not isinstance(chunk, dict):
            raise ValueError("a stream payload must be a JSON object")
        if isinstance(chunk.get("error"), dict):
            return [Failed(chunk["error"])]
        out: list[Delta] = []
        for ch in chunk.get("choices") or []:
            if not isinstance(ch, dict) or (ch.get("index") or 0) != 0:
                continue
            delta = ch.get("delta") or {}
            for rk in ("reasoning_content", "reasoning"):
                if isinstance(delta.get(rk), str) and delta[rk]:
                    out.append(Reasoning(delta[rk]))
            if isinstance(delta.get("content"), str) and delta["content"]:
                out.append(Text(delta["content"]))
            if isinstance(delta.get("refusal"), str) and delta["refusal"]:
                out.append(Text(delta["refusal"]))
            for pos, tc in enumerate(delta.get("tool_calls") or []):
                idx = tc.get("index", pos)
                fn = tc.get("function") or {}
                if idx not in self._tools:
                    self._tools.add(idx)
                    out.append(ToolStart(idx, str(tc.get("id") or f"call_{idx}"), str(fn.get("name") or "")))
                if fn.get("arguments"):
                    out.append(ToolArgs(idx, fn["arguments"]))
            if ch.get("finish_reason"):
                out.append(Finish(str(ch["finish_reason"])))
        if isinstance(chunk.get("usage"), dict):
            out.append(UsageSeen(chunk["usage"]))
        return out


def usage_counts(usage: dict[str, Any] | None) -> tuple[int, int, int, int]:
    """(prompt, cached, completion, reasoning) tokens of a chat `usage` object (zeros when absent)."""
    u = usage or {}
    pd = u.get("prompt_tokens_details") or {}
    cd = u.get("completion_tokens_details") or {}
    return (
        int(u.get("prompt_tokens") or 0),
        int(pd.get("cached_tokens") or 0),
        int(u.get("completion_tokens") or 0),
        int(cd.get("reasoning_tokens") or 0),
    )
