"""The Anthropic Messages API (`POST /v1/messages`, `/v1/messages/count_tokens`) ⇄ the internal
chat-completions representation.

Request (`parse_request`), into one chat-completions body:
- `system` (a string or text blocks) → a leading `system` message (blocks joined by blank lines);
  a `system` message inside `messages` (Claude Code sends per-turn instructions so) → a `system`
  chat message at its place;
- `messages`: string content as is; blocks: `text` → text, `image` (base64 or URL source) →
  `image_url`, `document` with a text source → text; an assistant's `tool_use` → a tool call
  (`input` as JSON arguments); a user's `tool_result` → a `tool` message (placed before the
  rest of that user turn, text and images of the result joined; `is_error` prefixes
  `[tool error] `). `thinking` / `redacted_thinking` blocks the client passes back are accepted
  and not forwarded (their signatures only mean something to the model that wrote them), nor
  are server-tool blocks;
- `cache_control` markers are accepted and not forwarded (chat upstreams cache prompt prefixes
  on their own); the cached tokens they report come back as `cache_read_input_tokens` and are
  accounted by the recorder like any cached tokens;
- `tools` (`name`, `description`, `input_schema`) → function tools; Anthropic-defined tool
  types (`web_search_…`, `bash_…`, `text_editor_…`, `computer_…`, …) have no schema a chat
  model could use: dropped with an `x-edgeward-warning` or refused (`server.hosted_tools`);
- `tool_choice` auto/any/tool/none → auto/required/function/none (`disable_parallel_tool_use`
  → `parallel_tool_calls: false`), `max_tokens` → `max_completion_tokens`, `stop_sequences` →
  `stop`, `temperature`, `top_p`; `top_k`, `thinking`, `metadata`, `service_tier` are not forwarded.

Response: `from_completion` (non-streaming: `thinking`, `text`, `tool_use` blocks, stop reason
end_turn | max_tokens | tool_use | refusal, usage with `input_tokens` excluding cached tokens and
`cache_read_input_tokens`) and `MessagesEvents` (streaming: `message_start`, `ping`, per block
`content_block_start` / `content_block_delta` (`text_delta`, `thinking_delta`,
`input_json_delta`) / `content_block_stop`, `message_delta` with the stop reason and usage,
`message_stop`; a failure is an `error` event). Errors use Anthropic's shape (`error_body`).
`MessagesWriter` is the pipeline's `ResponseWriter` for this API.

Headers: `anthropic-version` and `anthropic-beta` are accepted whatever their value and not
required (a chat upstream has no versions or betas to select); like every client header they
are not forwarded. The client's key (`x-api-key` or Bearer) is only compared with
`server.token` (`proxy/server.py`).
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from typing import Any, Literal

from edgeward.proxy.errors import ProxyError
from edgeward.proxy.frontends.base import EventSink, require, safe_name, text_or_parts, with_warnings
from edgeward.proxy.frontends.chunks import (
    ChunkReader,
    Delta,
    Failed,
    Finish,
    Reasoning,
    Text,
    ToolArgs,
    ToolStart,
    UsageSeen,
    usage_counts,
)
from edgeward.proxy.sse import encode, implied_finish

HostedTools = Literal["drop", "refuse"]

_STOP_REASONS = {"stop": "end_turn", "length": "max_tokens", "tool_calls": "tool_use", "content_filter": "refusal"}
#: Anthropic error `type` per HTTP status (https://docs.anthropic.com/en/api/errors).
_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    415: "invalid_request_error",
    422: "invalid_request_error",
    429: "rate_limit_error",
    529: "overloaded_error",
}


@dataclass
class MessagesCall:
    """One parsed Messages request: the client's body, the chat body, notes for
    `x-edgeward-warning`, and the message id."""

    body: dict[str, Any]
    chat: dict[str, Any]
    warnings: list[str] = field(default_factory=list)
    message_id: str = field(default_factory=lambda: "msg_" + uuid.uuid4().hex)

    @property
    def model(self) -> str:
        return str(self.body.get("model") or "")


def parse_request(body: dict[str, Any], hosted_tools: HostedTools = "drop", *, counting: bool = False) -> MessagesCall:
    """Translate a Messages (or count_tokens, `counting`) request into a chat body.

    Raises ProxyError(400) naming the offending field.
    """
    require(isinstance(body.get("model", ""), str), "model", "must be a string")
    msgs = body.get("messages")
    require(isinstance(msgs, list) and bool(msgs), "messages", "must be a non-empty list")
    assert isinstance(msgs, list)
    warnings: list[str] = []
    chat: dict[str, Any] = {}
    if body.get("model"):
        chat["model"] = body["model"]
    system = _system_text(body.get("system"))
    messages = [{"role": "system", "content": system}] if system else []
    for i, m in enumerate(msgs):
        messages += _message(m, f"messages.{i}")
    chat["messages"] = messages
    tools = _tools(body.get("tools"), hosted_tools, warnings)
    if tools:
        chat["tools"] = tools
        _tool_choice(body.get("tool_choice"), {t["function"]["name"] for t in tools}, chat)
    if counting:
        return MessagesCall(body, chat, warnings)
    mt = body.get("max_tokens")
    require(
        mt is None or (isinstance(mt, int) and not isinstance(mt, bool) and mt > 0),
        "max_tokens",
        "must be an integer > 0",
    )
    if mt is not None:
        chat["max_completion_tokens"] = mt
    stop = body.get("stop_sequences")
    if stop is not None:
        require(isinstance(stop, list) and all(isinstance(s, str) for s in stop), "stop_sequences", "must be strings")
        if stop:
            chat["stop"] = stop
    for key in ("temperature", "top_p"):
        if body.get(key) is not None:
            require(isinstance(body[key], (int, float)) and not isinstance(body[key], bool), key, "must be a number")
            chat[key] = body[key]
    stream = body.get("stream")
    require(stream is None or isinstance(stream, bool), "stream", "must be a boolean")
    if stream:
        chat["stream"] = True
        chat["stream_options"] = {"include_usage": True}  # message_delta carries usage
    return MessagesCall(body, chat, warnings)


def _system_text(system: Any, where: str = "system") -> str:
    if system is None or isinstance(system, str):
        return system or ""
    require(isinstance(system, list), where, "must be a string or a list of text blocks")
    texts = []
    for j, b in enumerate(system):
        require(
            isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str),
            f"{where}.{j}",
            "a system block is a text block",
        )
        texts.append(b["text"])
    return "\n\n".join(texts)


def _message(m: Any, where: str) -> list[dict[str, Any]]:
    """One Anthropic message → chat messages (a user turn with tool results becomes `tool`
    messages, then the rest of the turn)."""
    require(isinstance(m, dict), where, "a message is an object")
    role = m.get("role")
    require(role in ("user", "assistant", "system"), f"{where}.role", "must be user, assistant or system")
    content = m.get("content")
    if role == "system":  # mid-conversation instructions (Claude Code sends them), kept in place
        return [{"role": "system", "content": _system_text(content, f"{where}.content")}]
    if isinstance(content, str):
        return [{"role": role, "content": content}]
    require(isinstance(content, list), f"{where}.content", "must be a string or a list of content blocks")
    parts: list[dict[str, Any]] = []
    tool_msgs: list[dict[str, Any]] = []
    calls: list[dict[str, Any]] = []
    for j, b in enumerate(content):
        bw = f"{where}.content.{j}"
        require(isinstance(b, dict) and isinstance(b.get("type"), str), bw, "a content block has a string `type`")
        kind = b["type"]
        if kind == "text":
            require(isinstance(b.get("text"), str), f"{bw}.text", "must be a string")
            parts.append({"type": "text", "text": b["text"]})
        elif kind == "image":
            parts.append(_image(b, bw))
        elif kind == "document":
            parts.append(_document(b, bw))
        elif kind == "tool_use" and role == "assistant":
            require(isinstance(b.get("id"), str) and bool(b.get("id")), f"{bw}.id", "must be a non-empty string")
            require(isinstance(b.get("name"), str) and bool(b.get("name")), f"{bw}.name", "must be a non-empty string")
            args = json.dumps(b.get("input") if b.get("input") is not None else {}, ensure_ascii=False)
            calls.append({"id": b["id"], "type": "function", "function": {"name": b["name"], "arguments": args}})
        elif kind == "tool_result" and role == "user":
            tid = b.get("tool_use_id")
            require(isinstance(tid, str) and bool(tid), f"{bw}.tool_use_id", "must be a non-empty string")
            text = _result_text(b.get("content"), bw)
            if b.get("is_error"):
                text = "[tool error] " + text
            tool_msgs.append({"role": "tool", "tool_call_id": tid, "content": text})
        elif kind in ("thinking", "redacted_thinking", "server_tool_use", "web_search_tool_result"):
            continue  # accepted, not forwarded (module docstring)
        elif kind.endswith("_tool_result") or kind in ("tool_use", "tool_result"):
            raise ProxyError(
                400,
                f"invalid request: {bw}.type: {safe_name(kind)} blocks belong in "
                f"{'assistant' if kind == 'tool_use' else 'user'} messages",
                param=f"{bw}.type",
            )
        else:
            raise ProxyError(400, f"invalid request: {bw}.type: unknown content block type", param=f"{bw}.type")
    out = list(tool_msgs)
    if role == "assistant":
        text = "".join(str(p.get("text") or "") for p in parts if p.get("type") == "text")
        msg: dict[str, Any] = {"role": "assistant", "content": text or None}
        if calls:
            msg["tool_calls"] = calls
        if text or calls:
            out.append(msg)
    elif parts:
        out.append({"role": "user", "content": text_or_parts(parts)})
    return out


def _image(b: dict[str, Any], where: str) -> dict[str, Any]:
    src = b.get("source")
    require(isinstance(src, dict), f"{where}.source", "must be an object")
    assert isinstance(src, dict)  # narrowed for the type checker; `require` raised otherwise
    if src.get("type") == "base64":
        require(isinstance(src.get("data"), str), f"{where}.source.data", "must be base64 data")
        url = f"data:{src.get('media_type') or 'image/png'};base64,{src['data']}"
    else:
        require(
            src.get("type") == "url" and isinstance(src.get("url"), str),
            f"{where}.source",
            "must be a base64 or url image source",
        )
        url = src["url"]
    return {"type": "image_url", "image_url": {"url": url}}


def _document(b: dict[str, Any], where: str) -> dict[str, Any]:
    src = b.get("source") or {}
    if isinstance(src, dict) and src.get("type") == "text" and isinstance(src.get("data"), str):
        title = f"{b['title']}\n" if isinstance(b.get("title"), str) else ""
        return {"type": "text", "text": title + src["data"]}
    raise ProxyError(
        400,
        f"invalid request: {where}.source: only text documents can be forwarded to a chat-completions model",
        param=f"{where}.source",
    )


def _result_text(content: Any, where: str) -> str:
    if content is None or isinstance(content, str):
        return content or ""
    require(isinstance(content, list), f"{where}.content", "must be a string or a list of blocks")
    texts = []
    for b in content:
        if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str):
            texts.append(b["text"])
        elif isinstance(b, dict):
            texts.append(f"[{safe_name(b.get('type', 'block'))} omitted]")
    return "\n".join(texts)


def _tools(tools: Any, hosted: HostedTools, warnings: list[str]) -> list[dict[str, Any]]:
    if tools is None:
        return []
    require(isinstance(tools, list), "tools", "must be a list")
    out: list[dict[str, Any]] = []
    dropped: list[str] = []
    for i, t in enumerate(tools):
        where = f"tools.{i}"
        require(isinstance(t, dict), where, "a tool is an object")
        kind = t.get("type")
        if kind in (None, "custom"):
            name = t.get("name")
            require(isinstance(name, str) and bool(name), f"{where}.name", "must be a non-empty string")
            schema = t.get("input_schema")
            require(isinstance(schema, dict), f"{where}.input_schema", "must be a JSON Schema object")
            fn: dict[str, Any] = {"name": name, "parameters": schema}
            if isinstance(t.get("description"), str):
                fn["description"] = t["description"]
            out.append({"type": "function", "function": fn})
        elif hosted == "refuse":
            raise ProxyError(
                400,
                f"invalid request: {where}.type: Anthropic-defined tool type {safe_name(kind)!r} cannot be served "
                "by edgeward's chat-completions upstreams (server.hosted_tools: refuse)",
                param=f"{where}.type",
            )
        else:
            dropped.append(safe_name(kind))
    if dropped:
        warnings.append("hosted tools dropped: " + ",".join(dropped))
    return out


def _tool_choice(choice: Any, names: set[str], chat: dict[str, Any]) -> None:
    if choice is None:
        return
    require(isinstance(choice, dict), "tool_choice", "must be an object")
    kind = choice.get("type")
    if kind == "auto":
        chat["tool_choice"] = "auto"
    elif kind == "any":
        chat["tool_choice"] = "required"
    elif kind == "none":
        chat["tool_choice"] = "none"
    elif kind == "tool":
        require(choice.get("name") in names, "tool_choice.name", "must name one of the request's tools")
        chat["tool_choice"] = {"type": "function", "function": {"name": choice["name"]}}
    else:
        raise ProxyError(
            400, "invalid request: tool_choice.type: must be auto, any, tool or none", param="tool_choice.type"
        )
    if choice.get("disable_parallel_tool_use") is True:
        chat["parallel_tool_calls"] = False


# -- the answer -------------------------------------------------------------------------------


def usage_object(usage: dict[str, Any] | None) -> dict[str, Any]:
    """Chat usage → Anthropic usage: `input_tokens` are the uncached prompt tokens, cached ones
    are `cache_read_input_tokens` (chat reports no cache writes: 0)."""
    prompt, cached, completion, _ = usage_counts(usage)
    return {
        "input_tokens": max(prompt - cached, 0),
        "output_tokens": completion,
        "cache_read_input_tokens": cached,
        "cache_creation_input_tokens": 0,
    }


def _tool_input(arguments: str) -> dict[str, Any]:
    """Tool-call arguments (JSON text) as a `tool_use` input object; anything else is wrapped."""
    try:
        obj = json.loads(arguments) if arguments.strip() else {}
    except ValueError:
        return {"_arguments": arguments}
    return obj if isinstance(obj, dict) else {"_arguments": obj}


def from_completion(call: MessagesCall, completion: dict[str, Any]) -> dict[str, Any]:
    """A chat.completion (restored) → an Anthropic `message`."""
    choices = completion.get("choices") or [{}]
    ch = choices[0] if isinstance(choices[0], dict) else {}
    msg = ch.get("message") or {}
    blocks: list[dict[str, Any]] = []
    reasoning = msg.get("reasoning_content") or msg.get("reasoning")
    if isinstance(reasoning, str) and reasoning:
        blocks.append({"type": "thinking", "thinking": reasoning, "signature": ""})
    content = msg.get("content")
    if isinstance(content, list):
        content = "".join(str(p.get("text") or "") for p in content if isinstance(p, dict))
    text = content or msg.get("refusal")
    if text:
        blocks.append({"type": "text", "text": str(text)})
    for tc in msg.get("tool_calls") or []:
        fn = tc.get("function") or {}
        blocks.append(
            {
                "type": "tool_use",
                "id": str(tc.get("id") or "toolu_" + uuid.uuid4().hex),
                "name": str(fn.get("name") or ""),
                "input": _tool_input(str(fn.get("arguments") or "")),
            }
        )
    return {
        "id": call.message_id,
        "type": "message",
        "role": "assistant",
        "model": call.model or completion.get("model") or "",
        "content": blocks,
        "stop_reason": _STOP_REASONS.get(
            ch.get("finish_reason") or implied_finish(bool(msg.get("tool_calls"))), "end_turn"
        ),
        "stop_sequence": None,
        "usage": usage_object(completion.get("usage")),
    }


def error_body(status: int, payload: dict[str, Any]) -> dict[str, Any]:
    """An OpenAI-shaped error (`{"error": {"message", "type", …}}`) in Anthropic's shape:
    `{"type": "error", "error": {"type", "message"}}`, typed by HTTP status."""
    err = e if isinstance(e := payload.get("error"), dict) else {}
    kind = _ERROR_TYPES.get(status, "api_error" if status >= 500 else "invalid_request_error")
    return {"type": "error", "error": {"type": kind, "message": str(err.get("message") or "error")}}


# -- streaming --------------------------------------------------------------------------------


class MessagesEvents:
    """Chat deltas → Anthropic stream events `(type, payload)` (module docstring). Blocks are
    sequential: a new kind of delta stops the open block first.

    Parallel tool calls: the first streams as it comes; a tool call that starts while another
    tool_use block is open is held (its arguments collected) and sent whole, one block each in
    order, when the open block ends. An upstream may interleave the argument deltas of
    parallel calls (a chat stream's deltas carry their call's index), which Anthropic blocks
    cannot: closing the open block at the next call's start dropped every later delta of the
    first call (found by breaker18). Arguments for a call whose block was already stopped (a
    text delta came between) cannot be delivered: the stream ends with an `error` event rather
    than a tool call with part of its input.
    """

    def __init__(self, call: MessagesCall) -> None:
        self.call = call
        self.index = -1  # the open block's index
        self.open: str | None = None  # its kind: text | thinking | tool_use
        self.tool_index: int | None = None  # the chat tool-call index of an open tool_use block
        self.held: dict[int, tuple[ToolStart, list[str]]] = {}  # calls started behind the open one
        self.stopped: set[int] = set()  # chat indexes of tool calls whose block was stopped
        self.finish_reason: str | None = None
        self.tool_calls = False  # a tool call was streamed (`implied_finish`)
        self.usage: dict[str, Any] | None = None
        self.error: dict[str, Any] | None = None

    def start(self) -> list[tuple[str, dict[str, Any]]]:
        message: dict[str, Any] = {
            "id": self.call.message_id,
            "type": "message",
            "role": "assistant",
            "model": self.call.model,
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 0, "output_tokens": 0},
        }
        return [("message_start", {"type": "message_start", "message": message}), ("ping", {"type": "ping"})]

    def _stop(self) -> list[tuple[str, dict[str, Any]]]:
        if self.open is None:
            return []
        if self.tool_index is not None:
            self.stopped.add(self.tool_index)
        self.open, self.tool_index = None, None
        out = [("content_block_stop", {"type": "content_block_stop", "index": self.index})]
        return out + self._release_held()

    def _release_held(self) -> list[tuple[str, dict[str, Any]]]:
        """The held tool calls, each as a whole block (start, its arguments, stop), in order."""
        out: list[tuple[str, dict[str, Any]]] = []
        while self.held:
            k = next(iter(self.held))
            start, parts = self.held.pop(k)
            self.index += 1
            block = {"type": "tool_use", "id": start.id, "name": start.name, "input": {}}
            out.append(
                ("content_block_start", {"type": "content_block_start", "index": self.index, "content_block": block})
            )
            if parts:
                out.append(self._delta({"type": "input_json_delta", "partial_json": "".join(parts)}))
            out.append(("content_block_stop", {"type": "content_block_stop", "index": self.index}))
            self.stopped.add(k)
        return out

    def _begin(self, kind: str, block: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        out = self._stop()
        self.index += 1
        self.open = kind
        out.append(
            ("content_block_start", {"type": "content_block_start", "index": self.index, "content_block": block})
        )
        return out

    def _delta(self, delta: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        return "content_block_delta", {"type": "content_block_delta", "index": self.index, "delta": delta}

    def feed(self, d: Delta) -> list[tuple[str, dict[str, Any]]]:
        out: list[tuple[str, dict[str, Any]]] = []
        if isinstance(d, Text):
            if self.open != "text":
                out += self._begin("text", {"type": "text", "text": ""})
            out.append(self._delta({"type": "text_delta", "text": d.text}))
        elif isinstance(d, Reasoning):
            if self.open != "thinking":
                out += self._begin("thinking", {"type": "thinking", "thinking": "", "signature": ""})
            out.append(self._delta({"type": "thinking_delta", "thinking": d.text}))
        elif isinstance(d, ToolStart):
            self.tool_calls = True
            if self.open == "tool_use":  # behind the open call: held until its block ends
                self.held[d.index] = (d, [])
            else:
                out += self._begin("tool_use", {"type": "tool_use", "id": d.id, "name": d.name, "input": {}})
                self.tool_index = d.index
        elif isinstance(d, ToolArgs):
            if self.open == "tool_use" and d.index == self.tool_index:
                out.append(self._delta({"type": "input_json_delta", "partial_json": d.text}))
            elif d.index in self.held:
                self.held[d.index][1].append(d.text)
            elif d.index in self.stopped and self.error is None:
                self.error = {
                    "message": "the model's stream interleaved a tool call's arguments with other content; "
                    "the call cannot be delivered whole",
                    "type": "upstream_error",
                }
        elif isinstance(d, Finish):
            self.finish_reason = d.reason
        elif isinstance(d, UsageSeen):
            self.usage = d.usage
        elif isinstance(d, Failed):
            self.error = d.error
        return out

    def finish(self, complete: bool = False) -> list[tuple[str, dict[str, Any]]]:
        """Stop the open block and end the message (or the stream's `error` event).

        `complete`: the stream ended with `[DONE]`. Without a finish chunk, such a stream is a
        whole answer (`implied_finish`: `end_turn`, or `tool_use` after a tool call), as chat
        relays it; one that ended without `[DONE]` broke off, and ends with an `error` event.
        """
        out = self._stop()
        if self.error is None and self.finish_reason is None:
            if complete:
                self.finish_reason = implied_finish(self.tool_calls)
            else:
                self.error = {"message": "the model's stream ended early", "type": "upstream_error"}
        if self.error is not None:
            status = 429 if self.error.get("type") == "rate_limit_error" else 500
            out.append(("error", error_body(status, {"error": self.error})))
            return out
        delta = {"stop_reason": _STOP_REASONS.get(self.finish_reason or "stop", "end_turn"), "stop_sequence": None}
        u = usage_object(self.usage)
        out.append(("message_delta", {"type": "message_delta", "delta": delta, "usage": u}))
        out.append(("message_stop", {"type": "message_stop"}))
        return out


class MessagesWriter:
    """The pipeline's `ResponseWriter` for one Messages request (chat in, Anthropic out)."""

    def __init__(self, sink: EventSink, call: MessagesCall) -> None:
        self.sink, self.call = sink, call
        self.reader = ChunkReader()
        self.events = MessagesEvents(call)
        self._finished = False

    @property
    def started(self) -> bool:
        return self.sink.started

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
        headers = with_warnings(headers, self.call.warnings)
        if status >= 400 or "choices" not in payload:
            await self.sink.json(status, error_body(status, payload), headers)
            return
        await self.sink.json(status, from_completion(self.call, payload), headers)

    async def start_stream(self, headers: dict[str, str]) -> None:
        await self.sink.start_stream(with_warnings(headers, self.call.warnings))
        await self._emit(self.events.start())

    async def event(self, data: bytes) -> None:
        await self.event_batch([data])

    async def event_batch(self, data: list[bytes]) -> None:
        """The Messages events of several chat payloads, written at once."""
        if self._finished:
            return
        out: list[tuple[str, dict[str, Any]]] = []
        for item in data:
            for d in self.reader.feed(item):
                out += self.events.feed(d)
            if self.reader.done:
                self._finished = True
                out += self.events.finish(complete=True)
                break
        await self._emit(out)

    async def end(self) -> None:
        if self.sink.started and not self._finished:
            self._finished = True
            await self._emit(self.events.finish())
        await self.sink.end()

    async def _emit(self, events: list[tuple[str, dict[str, Any]]]) -> None:
        if events:  # one write for all of them
            await self.sink.named_events([(kind, encode(payload)) for kind, payload in events])
