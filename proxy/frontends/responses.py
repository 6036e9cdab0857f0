"""The OpenAI Responses API (`POST /v1/responses`) ⇄ the internal chat-completions representation.

Request (`parse_request`), into one chat-completions body:
- `instructions` → a leading `system` message (a continuation does not inherit the previous
  response's instructions, as in the Responses API);
- `input` (a string, or items): `message` items (roles user, assistant, system, developer;
  parts `input_text`/`output_text` → text, `input_image` → `image_url`, `input_file` → `file`,
  `refusal` → text), `function_call` / `custom_tool_call` → an assistant tool call,
  `*_output` → a `tool` message; `reasoning` items the client passes back are accepted and not
  forwarded (chat completions has no field for them; their encrypted content is only readable
  by the model that wrote it); calls of hosted tools passed back are not forwarded either;
- `previous_response_id`: the stored conversation (chat messages) is prepended;
- `tools`: `function` → a chat function tool; `custom` (free-form input, e.g. Codex's
  `apply_patch`) → a function with one string parameter `input` whose description carries the
  tool's grammar, and its calls are turned back into `custom_tool_call` items; `namespace`
  groups (Codex's `multi_agent_v1`) → their function/custom tools as chat functions named
  `<namespace>__<name>`, whose calls come back with `name` and `namespace` apart (and calls
  passed back with a `namespace` are named so again); hosted tool
  types (web_search, file_search, …) cannot be served by a chat-completions upstream: dropped
  with an `x-edgeward-warning` (`server.hosted_tools: drop`) or refused with a 400 (`refuse`);
- `tool_choice`, `parallel_tool_calls`, `max_output_tokens` → `max_completion_tokens`,
  `text.format` → `response_format`, `text.verbosity` → `verbosity`, `reasoning.effort` →
  `reasoning_effort`, `temperature`, `top_p`, `top_logprobs`, `user`, `service_tier`,
  `prompt_cache_key`, `safety_identifier`; streaming always asks for the usage chunk.
Unsupported features (`background`, `conversation`, `prompt`, `item_reference`) are 400s.

Response: `response_object` (non-streaming) and `ResponsesEvents` (streaming: `response.created`,
`response.in_progress`, per output item `response.output_item.added` … `response.output_item.done`
with `response.content_part.*`, `response.output_text.delta/done`,
`response.reasoning_text.delta/done`, `response.function_call_arguments.delta/done`,
`response.custom_tool_call_input.delta/done`; then `response.completed`, `response.incomplete`
(finish reason `length` or `content_filter`) or `response.failed`; every event carries a
`sequence_number`). `ResponsesWriter` is the pipeline's `ResponseWriter` for this API.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from edgeward.proxy.errors import ProxyError
from edgeward.proxy.frontends.base import (
    EventSink,
    check_response_format,
    require,
    safe_name,
    text_or_parts,
    with_warnings,
)
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

#: Request fields copied into the chat body unchanged.
_PASSTHROUGH = (
    "model",
    "temperature",
    "top_p",
    "parallel_tool_calls",
    "user",
    "service_tier",
    "prompt_cache_key",
    "safety_identifier",
)
_ROLES = ("user", "assistant", "system", "developer")
_CALL_ITEMS = ("function_call", "custom_tool_call")
_OUTPUT_ITEMS = ("function_call_output", "custom_tool_call_output")
#: Items of hosted tools (run by the vendor, not the client): nothing to forward to a chat model.
_HOSTED_ITEMS = (
    "web_search_call",
    "file_search_call",
    "image_generation_call",
    "code_interpreter_call",
    "computer_call",
    "computer_call_output",
    "mcp_call",
    "mcp_list_tools",
    "mcp_approval_request",
    "mcp_approval_response",
    "local_shell_call",
    "local_shell_call_output",
)
_UNSUPPORTED = {
    "background": "background responses are not supported by edgeward",
    "conversation": "the Conversations API is not supported by edgeward; send the input or previous_response_id",
    "prompt": "stored prompt templates are not supported by edgeward",
}


@dataclass
class ResponsesCall:
    """One parsed Responses request.

    Attributes:
        body: the client's request (read-only).
        chat: the chat-completions body the pipeline serves.
        history: the conversation as chat messages, without the instructions (what a stored
            response keeps, its output appended).
        custom_tools: chat names of `custom` tools (their calls are answered as `custom_tool_call`).
        namespaced: chat name → (namespace, name) of the tools of `namespace` groups.
        warnings: notes for `x-edgeward-warning` (dropped hosted tools).
        store: whether the client allows storing the response.
        response_id / created_at: the response's id and Unix time.
    """

    body: dict[str, Any]
    chat: dict[str, Any]
    history: list[dict[str, Any]]
    custom_tools: frozenset[str] = frozenset()
    warnings: list[str] = field(default_factory=list)
    store: bool = True
    namespaced: dict[str, tuple[str, str]] = field(default_factory=dict)
    response_id: str = field(default_factory=lambda: "resp_" + uuid.uuid4().hex)
    created_at: int = field(default_factory=lambda: int(time.time()))

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))


def parse_request(
    body: dict[str, Any], previous: list[dict[str, Any]] | None = None, hosted_tools: HostedTools = "drop"
) -> ResponsesCall:
    """Translate a Responses request into a chat-completions body (module docstring).

    Args:
        body: the request JSON object.
        previous: the stored conversation of `previous_response_id` (chat messages), if any.
        hosted_tools: `drop` hosted tool types with a warning, or `refuse` them (400).

    Raises ProxyError(400) naming the offending field.
    """
    for key, why in _UNSUPPORTED.items():
        if body.get(key):
            raise ProxyError(400, f"invalid request: {key}: {why}", param=key)
    for key in ("stream", "store", "parallel_tool_calls"):
        require(body.get(key) is None or isinstance(body.get(key), bool), key, "must be a boolean")
    warnings: list[str] = []
    inp = body.get("input")
    if isinstance(inp, str):
        new = [{"role": "user", "content": inp}]
    elif isinstance(inp, list):
        new = input_messages(inp, warnings)
    else:
        require(inp is None and previous is not None, "input", "must be a string or a list of input items")
        new = []
    history = [*(previous or []), *new]
    instructions = body.get("instructions")
    require(instructions is None or isinstance(instructions, str), "instructions", "must be a string")
    messages = ([{"role": "system", "content": instructions}] if instructions else []) + history
    require(bool(messages), "input", "must not be empty")
    chat: dict[str, Any] = {k: body[k] for k in _PASSTHROUGH if body.get(k) is not None}
    chat["messages"] = messages
    namespaced: dict[str, tuple[str, str]] = {}
    tools, custom = _tools(body.get("tools"), hosted_tools, warnings, namespaced)
    if tools:
        chat["tools"] = tools
        choice = _tool_choice(body.get("tool_choice"), {t["function"]["name"] for t in tools}, hosted_tools, warnings)
        if choice is not None:
            chat["tool_choice"] = choice
        if isinstance(choice, dict) and choice.get("allowed"):  # allowed_tools: only those are offered
            allowed = choice.pop("allowed")
            chat["tools"] = [t for t in tools if t["function"]["name"] in allowed]
            chat["tool_choice"] = choice["mode"]
    else:
        chat.pop("parallel_tool_calls", None)
    mot = body.get("max_output_tokens")
    if mot is not None:
        require(isinstance(mot, int) and not isinstance(mot, bool) and mot > 0, "max_output_tokens", "must be > 0")
        chat["max_completion_tokens"] = mot
    _text_options(body.get("text"), chat)
    reasoning = body.get("reasoning")
    if isinstance(reasoning, dict) and reasoning.get("effort"):
        chat["reasoning_effort"] = reasoning["effort"]
    tl = body.get("top_logprobs")
    if isinstance(tl, int) and not isinstance(tl, bool) and tl > 0:
        chat["logprobs"], chat["top_logprobs"] = True, tl
    if body.get("stream"):
        chat["stream"] = True
        chat["stream_options"] = {"include_usage": True}  # the final response carries usage
    store = body.get("store")
    return ResponsesCall(body, chat, history, frozenset(custom), warnings, store is not False, namespaced=namespaced)


def input_messages(items: list[Any], warnings: list[str] | None = None, param: str = "input") -> list[dict[str, Any]]:
    """Responses input items (or output items passed back) → chat messages (module docstring).

    Consecutive calls after an assistant message join its `tool_calls`. Raises ProxyError(400).
    """
    msgs: list[dict[str, Any]] = []
    skipped: set[str] = set()
    for i, item in enumerate(items):
        where = f"{param}.{i}"
        require(isinstance(item, dict), where, "an input item is an object")
        kind = item.get("type") or ("message" if "role" in item else None)
        if kind == "message":
            role = item.get("role")
            require(role in _ROLES, f"{where}.role", f"must be one of {', '.join(_ROLES)}")
            msgs.append({"role": role, "content": _content(item.get("content"), f"{where}.content")})
        elif kind in _CALL_ITEMS:
            call_id, name = item.get("call_id"), item.get("name")
            require(isinstance(call_id, str) and bool(call_id), f"{where}.call_id", "must be a non-empty string")
            require(isinstance(name, str) and bool(name), f"{where}.name", "must be a non-empty string")
            ns = item.get("namespace")
            require(ns is None or isinstance(ns, str), f"{where}.namespace", "must be a string")
            if ns:
                name = namespaced_name(ns, name)
            if kind == "function_call":
                args = item.get("arguments")
                require(isinstance(args, str), f"{where}.arguments", "must be a string (JSON)")
            else:
                require(isinstance(item.get("input"), str), f"{where}.input", "must be a string")
                args = json.dumps({"input": item["input"]}, ensure_ascii=False)
            tc = {"id": call_id, "type": "function", "function": {"name": name, "arguments": args}}
            last = msgs[-1] if msgs else None
            if last is not None and last["role"] == "assistant":
                last.setdefault("tool_calls", []).append(tc)
            else:
                msgs.append({"role": "assistant", "content": None, "tool_calls": [tc]})
        elif kind in _OUTPUT_ITEMS:
            call_id = item.get("call_id")
            require(isinstance(call_id, str) and bool(call_id), f"{where}.call_id", "must be a non-empty string")
            msgs.append({"role": "tool", "tool_call_id": call_id, "content": _output_text(item.get("output"), where)})
        elif kind == "reasoning":
            continue  # passed back by the client; not forwardable (module docstring)
        elif kind in _HOSTED_ITEMS:
            skipped.add(kind)
        elif kind == "item_reference":
            raise ProxyError(
                400,
                f"invalid request: {where}: item references are not supported by edgeward; send the item itself",
                param=where,
            )
        else:
            raise ProxyError(400, f"invalid request: {where}.type: unknown input item type", param=f"{where}.type")
    if skipped and warnings is not None:
        warnings.append("hosted tool items not forwarded: " + ",".join(sorted(skipped)))
    return msgs


def _content(content: Any, param: str) -> str | list[dict[str, Any]]:
    if isinstance(content, str):
        return content
    require(isinstance(content, list), param, "must be a string or a list of content parts")
    parts: list[dict[str, Any]] = []
    for j, p in enumerate(content):
        where = f"{param}.{j}"
        require(isinstance(p, dict) and isinstance(p.get("type"), str), where, "a content part has a string `type`")
        kind = p["type"]
        if kind in ("input_text", "output_text", "text", "summary_text", "reasoning_text"):
            require(isinstance(p.get("text"), str), f"{where}.text", "must be a string")
            parts.append({"type": "text", "text": p["text"]})
        elif kind == "refusal":
            parts.append({"type": "text", "text": str(p.get("refusal") or "")})
        elif kind == "input_image":
            url = p.get("image_url")
            require(
                isinstance(url, str),
                f"{where}.image_url",
                "must be a URL or data URL (file ids need the Files API, which edgeward does not serve)",
            )
            img: dict[str, Any] = {"url": url}
            if p.get("detail") in ("low", "high", "auto"):
                img["detail"] = p["detail"]
            parts.append({"type": "image_url", "image_url": img})
        elif kind == "input_file":
            require(
                isinstance(p.get("file_data"), str),
                f"{where}.file_data",
                "must be the file's data (file ids and URLs need the Files API, which edgeward does not serve)",
            )
            f = {"file_data": p["file_data"], **({"filename": p["filename"]} if p.get("filename") else {})}
            parts.append({"type": "file", "file": f})
        elif kind == "input_audio":
            parts.append({"type": "input_audio", "input_audio": p.get("input_audio") or {}})
        else:
            raise ProxyError(400, f"invalid request: {where}.type: unknown content part type", param=f"{where}.type")
    return text_or_parts(parts)


def _output_text(output: Any, where: str) -> str:
    """A tool output (string, or parts) as the text of a chat `tool` message."""
    if isinstance(output, str):
        return output
    require(isinstance(output, list), f"{where}.output", "must be a string or a list of content parts")
    texts = []
    for p in output:
        if isinstance(p, dict) and isinstance(p.get("text"), str):
            texts.append(p["text"])
        elif isinstance(p, dict):
            texts.append(f"[{safe_name(p.get('type', 'part'))} omitted]")
    return "\n".join(texts)


def namespaced_name(namespace: str, name: str) -> str:
    """The chat function name of tool `name` in a `namespace` group: `<namespace>__<name>`."""
    return f"{namespace}__{name}"


def _tools(
    tools: Any, hosted: HostedTools, warnings: list[str], namespaced: dict[str, tuple[str, str]]
) -> tuple[list[dict[str, Any]], list[str]]:
    """Chat function tools and the chat names of the custom ones; fills `namespaced`."""
    if tools is None:
        return [], []
    require(isinstance(tools, list), "tools", "must be a list")
    out: list[dict[str, Any]] = []
    custom: list[str] = []
    dropped: list[str] = []
    for i, t in enumerate(tools):
        where = f"tools.{i}"
        require(isinstance(t, dict) and isinstance(t.get("type"), str), where, "a tool is an object with a `type`")
        kind = t["type"]
        if kind in ("function", "custom"):
            out.append(_function_tool(t, where, None, custom))
        elif kind == "namespace":  # client-run tools grouped under a name (not hosted)
            ns = t.get("name")
            require(isinstance(ns, str) and bool(ns), f"{where}.name", "must be a non-empty string")
            inner = t.get("tools")
            require(isinstance(inner, list), f"{where}.tools", "must be a list of function or custom tools")
            for j, it in enumerate(inner):
                iw = f"{where}.tools.{j}"
                require(
                    isinstance(it, dict) and it.get("type") in ("function", "custom"),
                    iw,
                    "a namespace holds function and custom tools",
                )
                fn = _function_tool(it, iw, ns, custom)
                namespaced[fn["function"]["name"]] = (ns, it["name"])
                if isinstance(t.get("description"), str) and t["description"]:
                    desc = fn["function"].get("description")
                    fn["function"]["description"] = f"({ns}: {t['description']})" + (f" {desc}" if desc else "")
                out.append(fn)
        elif hosted == "refuse":
            raise ProxyError(
                400,
                f"invalid request: {where}.type: hosted tool type {safe_name(kind)!r} cannot be served by "
                "edgeward's chat-completions upstreams (server.hosted_tools: refuse)",
                param=f"{where}.type",
            )
        else:
            dropped.append(safe_name(kind))
    if dropped:
        warnings.append("hosted tools dropped: " + ",".join(dropped))
    return out, custom


def _function_tool(t: dict[str, Any], where: str, namespace: str | None, custom: list[str]) -> dict[str, Any]:
    """One `function` or `custom` tool as a chat function tool (a custom one's chat name is
    appended to `custom`)."""
    name = t.get("name")
    require(isinstance(name, str) and bool(name), f"{where}.name", "must be a non-empty string")
    assert isinstance(name, str)  # narrowed for the type checker; `require` raised otherwise
    chat_name = namespaced_name(namespace, name) if namespace else name
    fn: dict[str, Any] = {"name": chat_name}
    if isinstance(t.get("description"), str):
        fn["description"] = t["description"]
    if t["type"] == "function":
        params = t.get("parameters")
        require(params is None or isinstance(params, dict), f"{where}.parameters", "must be a JSON Schema")
        fn["parameters"] = params if params is not None else {"type": "object", "properties": {}}
        if isinstance(t.get("strict"), bool):
            fn["strict"] = t["strict"]
    else:
        fn["description"] = _custom_description(t)
        fn["parameters"] = {
            "type": "object",
            "properties": {"input": {"type": "string", "description": "the tool's free-form input"}},
            "required": ["input"],
            "additionalProperties": False,
        }
        custom.append(chat_name)
    return {"type": "function", "function": fn}


def _custom_description(t: dict[str, Any]) -> str:
    """A custom tool's description for a function-calling model: what it does, that its input is
    free-form text in the one `input` argument, and the grammar when the tool has one."""
    lines = [t["description"]] if isinstance(t.get("description"), str) else []
    lines.append("Call it with one argument, `input`: the tool's free-form input as a string.")
    fmt = t.get("format")
    if isinstance(fmt, dict) and fmt.get("type") == "grammar" and isinstance(fmt.get("definition"), str):
        lines.append(f"The input must follow this {fmt.get('syntax', 'grammar')} grammar:\n{fmt['definition']}")
    return "\n\n".join(lines)


def _tool_choice(choice: Any, names: set[str], hosted: HostedTools, warnings: list[str]) -> Any:
    """The chat `tool_choice`; an `allowed_tools` choice comes back as `{"mode", "allowed"}`."""
    if choice is None or choice in ("auto", "none", "required"):
        return choice
    require(isinstance(choice, dict), "tool_choice", "must be auto, none, required or an object")
    kind = choice.get("type")
    if kind in ("function", "custom"):
        name = choice.get("name")
        require(name in names, "tool_choice.name", "must name one of the request's tools")
        return {"type": "function", "function": {"name": name}}
    if kind == "allowed_tools":
        mode = choice.get("mode", "auto")
        require(mode in ("auto", "required"), "tool_choice.mode", "must be auto or required")
        allowed = {t.get("name") for t in choice.get("tools") or [] if isinstance(t, dict)}
        return {"mode": mode, "allowed": allowed & names}
    if hosted == "refuse":
        raise ProxyError(
            400,
            f"invalid request: tool_choice.type: hosted tool type {safe_name(kind)!r} cannot be served "
            "(server.hosted_tools: refuse)",
            param="tool_choice.type",
        )
    warnings.append(f"tool_choice {safe_name(kind)} dropped")
    return None


def _text_options(text: Any, chat: dict[str, Any]) -> None:
    if text is None:
        return
    require(isinstance(text, dict), "text", "must be an object")
    fmt = text.get("format")
    if fmt is not None:
        require(isinstance(fmt, dict), "text.format", "must be an object")
        kind = fmt.get("type")
        if kind == "json_schema":
            js = {k: fmt[k] for k in ("name", "schema", "strict", "description") if k in fmt}
            rf: dict[str, Any] = {"type": "json_schema", "json_schema": js}
        else:
            rf = {"type": kind}
        try:
            check_response_format(rf)
        except ProxyError as e:  # name the Responses field, not the chat one
            param = (
                (e.param or "")
                .replace("response_format.json_schema", "text.format")
                .replace("response_format", "text.format")
            )
            raise ProxyError(400, e.message.replace(e.param or "", param), param=param) from None
        if kind != "text":
            chat["response_format"] = rf
    if text.get("verbosity") is not None:
        chat["verbosity"] = text["verbosity"]


# -- the answer -------------------------------------------------------------------------------


def _new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex}"


def usage_object(usage: dict[str, Any] | None) -> dict[str, Any] | None:
    """Chat usage → Responses usage (`input_tokens` includes cached tokens, as in chat)."""
    if not usage:
        return None
    prompt, cached, completion, reasoning = usage_counts(usage)
    return {
        "input_tokens": prompt,
        "input_tokens_details": {"cached_tokens": cached},
        "output_tokens": completion,
        "output_tokens_details": {"reasoning_tokens": reasoning},
        "total_tokens": prompt + completion,
    }


def output_items(
    message: dict[str, Any], custom_tools: frozenset[str], namespaced: dict[str, tuple[str, str]] | None = None
) -> list[dict[str, Any]]:
    """A chat assistant message → Responses output items: reasoning, message, tool calls
    (`custom_tools` and `namespaced` as in `ResponsesCall`)."""
    items: list[dict[str, Any]] = []
    reasoning = message.get("reasoning_content") or message.get("reasoning")
    if isinstance(reasoning, str) and reasoning:
        items.append(_reasoning_item(_new_id("rs"), reasoning))
    content = message.get("content")
    if isinstance(content, list):
        content = "".join(str(p.get("text") or "") for p in content if isinstance(p, dict))
    if content:
        items.append(_message_item(_new_id("msg"), str(content), "completed"))
    elif message.get("refusal"):
        items.append(
            {
                "type": "message",
                "id": _new_id("msg"),
                "status": "completed",
                "role": "assistant",
                "content": [{"type": "refusal", "refusal": str(message["refusal"])}],
            }
        )
    for tc in message.get("tool_calls") or []:
        fn = tc.get("function") or {}
        items.append(
            _call_item(
                str(tc.get("id") or _new_id("call")),
                str(fn.get("name") or ""),
                str(fn.get("arguments") or ""),
                custom_tools,
                namespaced or {},
            )
        )
    return items


def _reasoning_item(item_id: str, text: str) -> dict[str, Any]:
    return {"type": "reasoning", "id": item_id, "summary": [], "content": [{"type": "reasoning_text", "text": text}]}


def _message_item(item_id: str, text: str, status: str) -> dict[str, Any]:
    return {
        "type": "message",
        "id": item_id,
        "status": status,
        "role": "assistant",
        "content": [{"type": "output_text", "text": text, "annotations": [], "logprobs": []}],
    }


def _custom_input(arguments: str) -> str:
    """The free-form input of a custom tool from the function arguments `{"input": …}` (the raw
    arguments when the model did not wrap them)."""
    try:
        obj = json.loads(arguments)
    except ValueError:
        return arguments
    if isinstance(obj, dict) and isinstance(obj.get("input"), str):
        return obj["input"]
    return arguments


def _call_item(
    call_id: str, name: str, arguments: str, custom_tools: frozenset[str], namespaced: dict[str, tuple[str, str]]
) -> dict[str, Any]:
    if name in custom_tools:
        item = {
            "type": "custom_tool_call",
            "id": _new_id("ctc"),
            "call_id": call_id,
            "name": name,
            "input": _custom_input(arguments),
            "status": "completed",
        }
    else:
        item = {
            "type": "function_call",
            "id": _new_id("fc"),
            "call_id": call_id,
            "name": name,
            "arguments": arguments,
            "status": "completed",
        }
    return _with_namespace(item, namespaced)


def _with_namespace(item: dict[str, Any], namespaced: dict[str, tuple[str, str]]) -> dict[str, Any]:
    """A call item of a namespaced tool with its `name` and `namespace` apart (in place)."""
    if item["name"] in namespaced:
        item["namespace"], item["name"] = namespaced[item["name"]]
    return item


def _status(finish: str | None, error: dict[str, Any] | None) -> tuple[str, dict[str, Any] | None]:
    if error is not None:
        return "failed", None
    if finish == "length":
        return "incomplete", {"reason": "max_output_tokens"}
    if finish == "content_filter":
        return "incomplete", {"reason": "content_filter"}
    return "completed", None


def response_object(
    call: ResponsesCall,
    output: list[dict[str, Any]],
    usage: dict[str, Any] | None,
    *,
    model: str | None = None,
    finish: str | None = "stop",
    error: dict[str, Any] | None = None,
    status: str | None = None,
) -> dict[str, Any]:
    """The Responses `response` object for `call` with this output and chat usage."""
    b = call.body
    st, incomplete = _status(finish, error)
    reasoning = r if isinstance(r := b.get("reasoning"), dict) else {}
    return {
        "id": call.response_id,
        "object": "response",
        "created_at": call.created_at,
        "status": status or st,
        "error": {
            "code": str(error.get("code") or error.get("type") or "server_error"),
            "message": str(error.get("message") or ""),
        }
        if error
        else None,
        "incomplete_details": incomplete,
        "instructions": b.get("instructions"),
        "max_output_tokens": b.get("max_output_tokens"),
        "model": model or b.get("model") or "",
        "output": output,
        "parallel_tool_calls": b.get("parallel_tool_calls", True),
        "previous_response_id": b.get("previous_response_id"),
        "reasoning": {"effort": reasoning.get("effort"), "summary": reasoning.get("summary")},
        "store": call.store,
        "temperature": b.get("temperature", 1.0),
        "text": b.get("text") if isinstance(b.get("text"), dict) else {"format": {"type": "text"}},
        "tool_choice": b.get("tool_choice", "auto"),
        "tools": b.get("tools") or [],
        "top_p": b.get("top_p", 1.0),
        "truncation": b.get("truncation") or "disabled",
        "usage": usage_object(usage),
        "user": b.get("user"),
        "metadata": b.get("metadata") or {},
    }


def from_completion(call: ResponsesCall, completion: dict[str, Any]) -> dict[str, Any]:
    """A chat.completion (restored) → the Responses `response` object."""
    choices = completion.get("choices") or [{}]
    ch = choices[0] if isinstance(choices[0], dict) else {}
    message = ch.get("message") or {}
    return response_object(
        call,
        output_items(message, call.custom_tools, call.namespaced),
        completion.get("usage"),
        model=completion.get("model"),
        finish=ch.get("finish_reason") or "stop",
    )


# -- streaming --------------------------------------------------------------------------------


@dataclass
class _Item:
    """An output item being streamed: its index in `output`, the item, and its text so far."""

    index: int
    item: dict[str, Any]
    text: str = ""


class ResponsesEvents:
    """Chat deltas → Responses stream events `(type, payload)` for one response (module
    docstring). `start()` first; `feed(delta)` per delta; `finish()` closes the open items and
    ends with the terminal event; `final` is then the finished response object."""

    def __init__(self, call: ResponsesCall) -> None:
        self.call = call
        self.seq = 0
        self.output: list[dict[str, Any]] = []
        self.model: str | None = None
        self.finish_reason: str | None = None
        self.usage: dict[str, Any] | None = None
        self.error: dict[str, Any] | None = None
        self.final: dict[str, Any] | None = None
        self._open: _Item | None = None  # the reasoning or message item receiving text
        self._tools: dict[int, _Item] = {}  # chat tool-call index → its item (open until the end)

    def _ev(self, kind: str, **payload: Any) -> tuple[str, dict[str, Any]]:
        self.seq += 1
        return kind, {"type": kind, "sequence_number": self.seq - 1, **payload}

    def start(self) -> list[tuple[str, dict[str, Any]]]:
        snapshot = response_object(self.call, [], None, status="in_progress")
        return [self._ev("response.created", response=snapshot), self._ev("response.in_progress", response=snapshot)]

    def feed(self, d: Delta) -> list[tuple[str, dict[str, Any]]]:
        out: list[tuple[str, dict[str, Any]]] = []
        if isinstance(d, Reasoning) or isinstance(d, Text):
            kind = "reasoning" if isinstance(d, Reasoning) else "message"
            if self._open is None or self._open.item["type"] != kind:
                out += self._close_open()
                out += self._open_item(kind)
            item = self._open
            assert item is not None
            item.text += d.text
            if kind == "message":
                out.append(
                    self._ev(
                        "response.output_text.delta",
                        item_id=item.item["id"],
                        output_index=item.index,
                        content_index=0,
                        delta=d.text,
                        logprobs=[],
                    )
                )
            else:
                out.append(
                    self._ev(
                        "response.reasoning_text.delta",
                        item_id=item.item["id"],
                        output_index=item.index,
                        content_index=0,
                        delta=d.text,
                    )
                )
        elif isinstance(d, ToolStart):
            out += self._close_open()
            custom = d.name in self.call.custom_tools
            item_dict: dict[str, Any] = (
                {"type": "custom_tool_call", "id": _new_id("ctc"), "call_id": d.id, "name": d.name, "input": ""}
                if custom
                else {
                    "type": "function_call",
                    "id": _new_id("fc"),
                    "call_id": d.id,
                    "name": d.name,
                    "arguments": "",
                    "status": "in_progress",
                }
            )
            _with_namespace(item_dict, self.call.namespaced)
            t = self._tools[d.index] = _Item(len(self.output), item_dict)
            self.output.append(item_dict)
            out.append(self._ev("response.output_item.added", output_index=t.index, item=dict(item_dict)))
        elif isinstance(d, ToolArgs):
            t2 = self._tools.get(d.index)
            if t2 is not None:
                t2.text += d.text
                if t2.item["type"] == "function_call":  # a custom tool's input is decoded at its end
                    out.append(
                        self._ev(
                            "response.function_call_arguments.delta",
                            item_id=t2.item["id"],
                            output_index=t2.index,
                            delta=d.text,
                        )
                    )
        elif isinstance(d, Finish):
            self.finish_reason = d.reason
        elif isinstance(d, UsageSeen):
            self.usage = d.usage
        elif isinstance(d, Failed):
            self.error = d.error
        return out

    def _open_item(self, kind: str) -> list[tuple[str, dict[str, Any]]]:
        if kind == "message":
            item = {
                "type": "message",
                "id": _new_id("msg"),
                "status": "in_progress",
                "role": "assistant",
                "content": [],
            }
        else:
            item = {"type": "reasoning", "id": _new_id("rs"), "summary": [], "content": []}
        self._open = _Item(len(self.output), item)
        self.output.append(item)
        out = [self._ev("response.output_item.added", output_index=self._open.index, item=dict(item, content=[]))]
        if kind == "message":
            part = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
            out.append(
                self._ev(
                    "response.content_part.added",
                    item_id=item["id"],
                    output_index=self._open.index,
                    content_index=0,
                    part=part,
                )
            )
        return out

    def _close_open(self, status: str = "completed") -> list[tuple[str, dict[str, Any]]]:
        it, self._open = self._open, None
        if it is None:
            return []
        iid = it.item["id"]
        if it.item["type"] == "message":
            done = _message_item(iid, it.text, status)
            part = done["content"][0]
            out = [
                self._ev(
                    "response.output_text.done",
                    item_id=iid,
                    output_index=it.index,
                    content_index=0,
                    text=it.text,
                    logprobs=[],
                ),
                self._ev("response.content_part.done", item_id=iid, output_index=it.index, content_index=0, part=part),
            ]
        else:
            done = _reasoning_item(iid, it.text)
            out = [
                self._ev(
                    "response.reasoning_text.done", item_id=iid, output_index=it.index, content_index=0, text=it.text
                )
            ]
        self.output[it.index] = done
        out.append(self._ev("response.output_item.done", output_index=it.index, item=done))
        return out

    def _close_tools(self, status: str = "completed") -> list[tuple[str, dict[str, Any]]]:
        out: list[tuple[str, dict[str, Any]]] = []
        for t in self._tools.values():
            it = t.item
            if it["type"] == "custom_tool_call":
                text = _custom_input(t.text)
                out.append(
                    self._ev(
                        "response.custom_tool_call_input.delta", item_id=it["id"], output_index=t.index, delta=text
                    )
                )
                out.append(
                    self._ev("response.custom_tool_call_input.done", item_id=it["id"], output_index=t.index, input=text)
                )
                done = {**it, "input": text, "status": status}
            else:
                out.append(
                    self._ev(
                        "response.function_call_arguments.done",
                        item_id=it["id"],
                        output_index=t.index,
                        name=it["name"],
                        arguments=t.text,
                    )
                )
                done = {**it, "arguments": t.text, "status": status}
            self.output[t.index] = done
            out.append(self._ev("response.output_item.done", output_index=t.index, item=done))
        self._tools = {}
        return out

    def finish(self, complete: bool = False) -> list[tuple[str, dict[str, Any]]]:
        """Close every open item and end the response (`final` is set).

        `complete`: the stream ended with `[DONE]`. Without a finish chunk, such a stream is a
        whole answer (`implied_finish`: `response.completed`), as chat relays it; one that
        ended without `[DONE]` broke off: `response.failed`.
        """
        if self.error is None and self.finish_reason is None:  # ended without a finish chunk
            if complete:
                calls = bool(self._tools) or any(
                    it.get("type") in ("function_call", "custom_tool_call") for it in self.output
                )
                self.finish_reason = implied_finish(calls)
            else:
                self.error = {"message": "the model's stream ended early", "code": "stream_truncated"}
        # items a failed or cut-short response leaves open end `incomplete`, as the API's own do
        item_status = "completed" if _status(self.finish_reason, self.error)[0] == "completed" else "incomplete"
        out = self._close_open(item_status) + self._close_tools(item_status)
        resp = response_object(
            self.call, list(self.output), self.usage, model=self.model, finish=self.finish_reason, error=self.error
        )
        self.final = resp
        kind = {"failed": "response.failed", "incomplete": "response.incomplete"}.get(
            resp["status"], "response.completed"
        )
        out.append(self._ev(kind, response=resp))
        return out


# -- the writer -------------------------------------------------------------------------------

#: Called with the finished response object when the client allows storing it.
OnResponse = Callable[[dict[str, Any]], None]


class ResponsesWriter:
    """The pipeline's `ResponseWriter` for one Responses request: chat JSON or chunks in,
    Responses JSON or events out (over `sink`); `on_response` gets each finished response
    (status completed or incomplete) for the store."""

    def __init__(self, sink: EventSink, call: ResponsesCall, on_response: OnResponse | None = None) -> None:
        self.sink, self.call, self.on_response = sink, call, on_response
        self.reader = ChunkReader()
        self.events = ResponsesEvents(call)
        self._finished = False

    @property
    def started(self) -> bool:
        return self.sink.started

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
        headers = with_warnings(headers, self.call.warnings)
        if status >= 400 or "choices" not in payload:  # errors keep OpenAI's shape in this API
            await self.sink.json(status, payload, headers)
            return
        resp = from_completion(self.call, payload)
        self._keep(resp)
        await self.sink.json(status, resp, headers)

    async def start_stream(self, headers: dict[str, str]) -> None:
        await self.sink.start_stream(with_warnings(headers, self.call.warnings))
        await self._emit(self.events.start())

    async def event(self, data: bytes) -> None:
        await self.event_batch([data])

    async def event_batch(self, data: list[bytes]) -> None:
        """The Responses events of several chat payloads, written at once."""
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
        if self._finished and self.events.final is not None:  # finished by this batch (see above)
            self._keep(self.events.final)

    async def end(self) -> None:
        if self.sink.started and not self._finished:
            await self._finish()
        await self.sink.end()

    async def _finish(self) -> None:
        self._finished = True
        await self._emit(self.events.finish())
        if self.events.final is not None:
            self._keep(self.events.final)

    def _keep(self, resp: dict[str, Any]) -> None:
        if self.on_response is not None and resp["status"] in ("completed", "incomplete"):
            self.on_response(resp)

    async def _emit(self, events: list[tuple[str, dict[str, Any]]]) -> None:
        if events:  # one write for all of them
            await self.sink.named_events([(kind, encode(payload)) for kind, payload in events])


def continuation(call: ResponsesCall, resp: dict[str, Any]) -> list[dict[str, Any]]:
    """The conversation a stored response keeps: the request's history and its output as chat
    messages (what `previous_response_id` continues from)."""
    return [*call.history, *input_messages(resp.get("output") or [], None, "output")]
