"""Prompted tool calling: tool use for models or servers without native tool calling.

A role with `tool_mode: prompted` gets a `PromptedTools` adapter (see `proxy/upstreams/roles.py`). For a
request that carries `tools` (or whose history holds tool calls / tool results) it

1. renders the tool schemas and the **action format** below into the system prompt,
2. rewrites the history into that same format: each earlier assistant tool call becomes the
   JSON action the model would have written, each earlier plain assistant answer an `answer`
   action, each `tool` result a user message starting with ``Tool result``,
3. removes `tools`, `tool_choice`, `parallel_tool_calls` (and the legacy `functions`,
   `function_call`) from what is sent,
4. asks the server to constrain decoding to the action schema where it can (`constrained`),
5. parses the model's reply back into OpenAI `tool_calls` (ids generated, `finish_reason:
   tool_calls`) or plain `content`; a reply that does not parse is returned as content.

Action format (one JSON object, nothing else)::

    {"tool": "<tool name>", "arguments": {...}}     # call one tool
    {"tool": "none", "answer": "<text for the user>"}   # answer the user

(`"none"` is the answer sentinel; if a tool is itself called `none`, the sentinel becomes
`no_tool`.) The tool name comes first on purpose: measured on SmolLM2-135M, a leading
`"action": "call" | "answer"` key made it answer every request, even "what is the weather in
Paris?" with a weather tool; naming the tool first lets the question's words pull the right
tool name (see benchmarks/prompted_tools/RESULTS.md).

Tool results come back as a user message::

    Tool result (call_ab12, get_weather):
    <the tool message's content>

`tool_choice` is respected: `none` allows only the answer, `required` only calls, a named
function only calls of that function; `auto` (default) allows both.

Constrained decoding (`RoleConfig.constrained`, resolved by `resolve_constrained`):

- `json_object`: `response_format: {"type": "json_object", "schema": S}` (llama-cpp-python's
  server, the embedded model; its JSON-schema→grammar converter supports anyOf, const, enum,
  properties/required/additionalProperties, items — S uses only those),
- `json_schema`: `response_format: {"type": "json_schema", "json_schema": {"name", "schema": S}}`
  (the OpenAI form: llama.cpp's llama-server, vLLM, Ollama, LM Studio, SGLang),
- `guided_json`: `guided_json: S` in the body (vLLM's own parameter),
- `none`: prompt only (the lenient parser then also accepts fenced JSON, `name`/`args`
  spellings and several call objects in one reply),
- `auto`: `json_object` for the embedded server, `json_schema` for an OpenAI-compatible
  `api_base`, `none` through litellm.

S is `anyOf` one object per allowed tool (`tool` const the name, `arguments` the tool's
parameter schema reduced to the grammar-safe subset) plus the answer object, so even a tiny
model produces a parseable action that names a real tool with schema-shaped arguments. A client `response_format` is never overridden.

The adapter never streams natively (`streams_natively_for` is False): the pipeline calls the server
without streaming and synthesises the client's stream (tool-call deltas included) from the
parsed reply. Requests without tools and without tool history pass through untouched, also
non-streaming: the server then reports exact usage (llama.cpp streams omit it), at the cost of
time to first token on plain chats.
"""

from __future__ import annotations

import copy
import json
import logging
import re
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from edgeward.proxy.errors import ProxyError
from edgeward.proxy.settings import RoleConfig
from edgeward.proxy.upstreams.providers import provider_for

log = logging.getLogger("edgeward.prompted_tools")

ConstrainedMode = Literal["json_object", "json_schema", "guided_json", "none"]
CONSTRAINED_MODES: tuple[str, ...] = ("json_object", "json_schema", "guided_json", "none")
SCHEMA_NAME = "edgeward_action"
TOOL_RESULT_PREFIX = "Tool result"

_STRIP_KEYS = ("tools", "tool_choice", "parallel_tool_calls", "functions", "function_call")
# The subset of JSON Schema that llama.cpp's converter, vLLM (xgrammar/outlines) and OpenAI's
# non-strict json_schema all handle; everything else (format, pattern, $ref, allOf, minimum …)
# is dropped from the *decoding* schema (the prompt still shows the tool's full schema).
_TYPES = {"string", "number", "integer", "boolean", "null", "array", "object"}


def resolve_constrained(setting: str | None, *, embedded: bool, provider: str | None) -> ConstrainedMode:
    """The decoding constraint for a role: the explicit setting, or the `auto` rule."""
    if setting and setting != "auto":
        if setting not in CONSTRAINED_MODES:
            raise ValueError(f"constrained must be auto or one of {CONSTRAINED_MODES}, got {setting!r}")
        return cast(ConstrainedMode, setting)
    if embedded:
        return "json_object"
    if provider == "litellm":
        return "none"
    return "json_schema"


# -- schemas --------------------------------------------------------------------------------------
def grammar_safe(schema: Any, depth: int = 0) -> dict[str, Any]:
    """Reduce a JSON schema to the subset every constrained decoder here supports.

    Unknown or unsupported constructs widen to "any JSON value" (`{}`), never narrow, so a
    schema-valid argument object always stays allowed.
    """
    if not isinstance(schema, dict) or depth > 8:
        return {}
    out: dict[str, Any] = {}
    t = schema.get("type")
    if isinstance(t, str) and t in _TYPES:
        out["type"] = t
    elif isinstance(t, list) and t and all(isinstance(x, str) and x in _TYPES for x in t):
        out["type"] = list(t)
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        out["enum"] = list(schema["enum"])
    if "const" in schema:
        out["const"] = schema["const"]
    for key in ("anyOf", "oneOf"):
        alts = schema.get(key)
        if isinstance(alts, list) and alts:
            out["anyOf"] = [grammar_safe(a, depth + 1) for a in alts]
            if any(a == {} for a in out["anyOf"]):
                return {}
            break
    props = schema.get("properties")
    if isinstance(props, dict):
        out["properties"] = {str(k): grammar_safe(v, depth + 1) for k, v in props.items()}
        req = schema.get("required")
        if isinstance(req, list):
            out["required"] = [r for r in req if isinstance(r, str) and r in props]
    ap = schema.get("additionalProperties")
    if ap is False:
        out["additionalProperties"] = False
    elif isinstance(ap, dict) and ap:
        out["additionalProperties"] = grammar_safe(ap, depth + 1)
    items = schema.get("items")
    if isinstance(items, dict):
        out["items"] = grammar_safe(items, depth + 1)
    for key in ("minItems", "maxItems"):
        if isinstance(schema.get(key), int) and schema[key] >= 0:
            out[key] = schema[key]
    if out.get("type") == "array" and "items" not in out:
        out["items"] = {}
    if "$ref" in schema or "allOf" in schema or "not" in schema:
        return {}
    return out


def _tool_params(fn: dict[str, Any]) -> dict[str, Any]:
    p = fn.get("parameters")
    if not isinstance(p, dict) or not p:
        return {"type": "object", "properties": {}}
    return p


def _decoding_params(params: dict[str, Any]) -> dict[str, Any]:
    """Arguments schema for the decoder: the tool's object schema, grammar-safe.

    A missing `additionalProperties` stays missing: llama.cpp's converter then allows only the
    listed properties (a tiny model given the choice invents extra keys), other decoders allow
    extras, as JSON Schema says. A tool without `properties` gets any object."""
    safe = grammar_safe(params)
    safe["type"] = "object"
    safe.pop("anyOf", None)
    safe.pop("enum", None)
    safe.pop("const", None)
    return safe


@dataclass
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]


@dataclass
class PromptedContext:
    """What adapt_request learned about a request, for parsing its reply."""

    tools: dict[str, ToolSpec]
    allowed_tools: list[str]  # tools the model may call now (per tool_choice)
    allow_answer: bool
    mode: str
    sentinel: str = "none"
    schema: dict[str, Any] | None = None


class PromptedBody(dict[str, Any]):
    """An adapted request body (a plain dict for serialisation) that remembers its context."""

    prompted: PromptedContext


def answer_sentinel(tool_names: Any) -> str:
    """The `tool` value that means "answer": `none`, or `no_tool` if a tool is named `none`."""
    return "no_tool" if "none" in tool_names else "none"


def action_schema(tools: list[ToolSpec], *, allow_answer: bool = True, sentinel: str = "none") -> dict[str, Any]:
    """The JSON schema of one action: anyOf a call per tool and (optionally) the answer."""
    alts: list[dict[str, Any]] = []
    for t in tools:
        alts.append(
            {
                "type": "object",
                "properties": {"tool": {"const": t.name}, "arguments": _decoding_params(t.parameters)},
                "required": ["tool", "arguments"],
                "additionalProperties": False,
            }
        )
    if allow_answer or not alts:
        alts.append(
            {
                "type": "object",
                "properties": {"tool": {"const": sentinel}, "answer": {"type": "string"}},
                "required": ["tool", "answer"],
                "additionalProperties": False,
            }
        )
    return alts[0] if len(alts) == 1 else {"anyOf": alts}


# -- rendering --------------------------------------------------------------------------------------
def _text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for p in content:
            if isinstance(p, dict) and isinstance(p.get("text"), str):
                parts.append(p["text"])
            elif isinstance(p, str):
                parts.append(p)
        return "\n".join(parts)
    return json.dumps(content, ensure_ascii=False)


def _dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def render_call(name: str, arguments: Any) -> str:
    """One earlier tool call in the action format."""
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except ValueError:
            arguments = {"_raw": arguments}
    return _dumps({"tool": name, "arguments": arguments})


def render_answer(content: str, sentinel: str = "none") -> str:
    return _dumps({"tool": sentinel, "answer": content})


def render_tool_result(call_id: str | None, name: str | None, content: Any) -> str:
    head = TOOL_RESULT_PREFIX + (f" ({', '.join(x for x in (call_id, name) if x)})" if (call_id or name) else "")
    return f"{head}:\n{_text(content)}"


def instructions(tools: list[ToolSpec], allowed: list[str], allow_answer: bool, sentinel: str = "none") -> str:
    """The system-prompt block: tools, the action format, what tool_choice allows."""
    lines = ["# Tools", "", "You can call these tools (parameters are JSON schemas):", ""]
    for t in tools:
        desc = " ".join(t.description.split()) if t.description else ""
        lines.append(f"- {t.name}: {desc}" if desc else f"- {t.name}")
        lines.append(f"  parameters: {json.dumps(t.parameters, ensure_ascii=False, separators=(',', ':'))}")
    shown = [t for t in tools if t.name in allowed] or tools
    example = {k: "..." for k in list((shown[0].parameters.get("properties") or {}))[:2]}
    lines += ["", "# Reply format", "", "Reply with exactly one JSON object and nothing else."]
    if allowed:
        lines.append("To call a tool: " + _dumps({"tool": shown[0].name, "arguments": example}))
    if allow_answer:
        lines.append("To answer the user: " + _dumps({"tool": sentinel, "answer": "..."}))
    lines.append(f'A tool\'s output comes back in a message starting with "{TOOL_RESULT_PREFIX}".')
    if not allowed:
        lines.append("Do not call a tool now: answer the user.")
    elif not allow_answer and len(allowed) == 1:
        lines.append(f'You must call the tool "{allowed[0]}" now.')
    elif not allow_answer:
        lines.append("You must call one of the tools now.")
    return "\n".join(lines)


# -- parsing --------------------------------------------------------------------------------------
@dataclass
class ParsedReply:
    """The outcome of parsing one model reply.

    kind: "call" (calls non-empty), "answer" (content set) or "fallback" (not parseable: the
        raw text is returned as content). `strict` is True when the reply was exactly one JSON
        object in the documented format; `conforming` whether every call's arguments satisfied
        the tool's schema (None when not checked). `truncated`: an answer cut off by the token
        limit, salvaged as the text written so far (like a native reply with
        `finish_reason: length`); a call cut off is never salvaged (half a call must not run).
    """

    kind: str
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    content: str | None = None
    strict: bool = False
    conforming: bool | None = None
    error: str | None = None
    truncated: bool = False


_PARTIAL_ANSWER = re.compile(
    r'^\{\s*"tool"\s*:\s*"(?P<tool>[^"]*)"\s*,\s*"answer"\s*:\s*"(?P<text>(?:[^"\\]|\\.)*)', re.S
)


def _partial_answer(body: str, sentinel: str) -> str | None:
    """The text of an answer action cut off inside its string (token limit), else None."""
    m = _PARTIAL_ANSWER.match(body)
    if not m or m.group("tool") != sentinel or body[m.end() :] not in ("", "\\"):
        return None
    text = m.group("text")
    for cut in range(0, 7):  # drop a trailing partial escape (\ or \uXX)
        try:
            return json.loads('"' + (text[: len(text) - cut] if cut else text) + '"', strict=False)
        except ValueError:
            continue
    return text


_FENCE = re.compile(r"^```[a-zA-Z0-9_-]*\s*\n?|\n?```\s*$")


def _json_objects(text: str) -> tuple[list[Any], str]:
    """Top-level JSON objects in `text` (in order) and the text outside them."""
    # strict=False: raw control characters (a newline) inside strings are accepted — llama.cpp's
    # JSON grammar (`char ::= [^"\\] | …`) lets the model write them even under constraint.
    dec = json.JSONDecoder(strict=False)
    objs, rest, i = [], [], 0
    while i < len(text):
        j = text.find("{", i)
        if j < 0:
            rest.append(text[i:])
            break
        rest.append(text[i:j])
        try:
            obj, end = dec.raw_decode(text, j)
        except ValueError:
            rest.append("{")
            i = j + 1
            continue
        objs.append(obj)
        i = end
    return objs, "".join(rest)


_ANSWER_TOOLS = (None, "none", "no_tool", "answer", "")


def _as_answer(obj: dict[str, Any], sentinel: str) -> str | None:
    """The answer text if `obj` is an answer action (documented or a common variant)."""
    tool = obj.get("tool")
    if obj.get("action") == "answer" or tool == sentinel or (tool in _ANSWER_TOOLS and "arguments" not in obj):
        if "name" in obj or "function" in obj:
            return None
        for key in ("answer", "content", "response", "text"):
            if key in obj:
                v = obj[key]
                return v if isinstance(v, str) else _dumps(v)
    return None


def _as_call(obj: dict[str, Any]) -> tuple[str, Any] | None:
    """(tool name, arguments) if `obj` is a call (documented or a common variant)."""
    action = obj.get("action")
    name = obj.get("tool", obj.get("name", obj.get("tool_name")))
    if isinstance(obj.get("function"), dict):  # {"function": {"name", "arguments"}}
        name = obj["function"].get("name")
        args = obj["function"].get("arguments", {})
    else:
        if name is None and isinstance(obj.get("function"), str):
            name = obj["function"]
        args = obj.get("arguments", obj.get("args", obj.get("parameters", obj.get("input", {}))))
    if action not in (None, "call", "tool_call", "call_tool", "function_call", "tool") or not isinstance(name, str):
        return None
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except ValueError:
            return name, None
    return name, args


def _conforms(args: dict[str, Any], schema: dict[str, Any]) -> bool:
    try:
        import jsonschema
    except ImportError:  # pragma: no cover - jsonschema ships with litellm
        req = schema.get("required") or []
        return all(k in args for k in req)
    try:
        jsonschema.validate(args, schema)
        return True
    except jsonschema.ValidationError:
        return False
    except jsonschema.SchemaError:
        return True  # the tool's own schema is broken; nothing to hold the call to


def parse_reply(text: str, ctx: PromptedContext, *, truncated: bool = False) -> ParsedReply:
    """Parse a model reply into calls, an answer, or a fallback (see `ParsedReply`).
    `truncated`: the server stopped at the token limit (`finish_reason: length`)."""
    raw = text or ""
    body = _FENCE.sub("", raw.strip()).strip()
    objs, outside = _json_objects(body)
    objs = [o for o in objs if isinstance(o, dict)]
    if truncated and not objs and ctx.allow_answer:
        partial = _partial_answer(body, ctx.sentinel)
        if partial is not None:
            return ParsedReply("answer", [], partial, False, None, None, True)
    calls: list[tuple[str, dict[str, Any]]] = []
    answers: list[str] = []
    problems: list[str] = []
    for o in objs:
        ans = _as_answer(o, ctx.sentinel)
        if ans is not None:
            answers.append(ans)
            continue
        call = _as_call(o)
        if call is None:
            problems.append(f"unrecognised object with keys {sorted(o)[:5]}")
            continue
        name, args = call
        if name not in ctx.tools:
            problems.append(f"unknown tool {name!r}")
            continue
        if name not in ctx.allowed_tools:
            problems.append(f"tool {name!r} not allowed by tool_choice")
            continue
        if not isinstance(args, dict):
            problems.append(f"arguments of {name!r} are not an object")
            continue
        calls.append((name, args))
    strict = False
    if len(objs) == 1 and not outside.strip() and not problems:
        o = objs[0]
        strict = (set(o) == {"tool", "arguments"} and bool(calls)) or (
            set(o) == {"tool", "answer"} and o.get("tool") == ctx.sentinel and bool(answers)
        )
    if calls:
        conforming = all(_conforms(a, ctx.tools[n].parameters) for n, a in calls)
        return ParsedReply("call", calls, None, strict and len(calls) == 1, conforming)
    if answers and ctx.allow_answer:
        return ParsedReply("answer", [], "\n".join(answers), strict)
    if answers:
        problems.append("answered although tool_choice requires a call")
    return ParsedReply(
        "fallback",
        [],
        raw.strip(),
        False,
        None,
        "; ".join(problems) or ("no JSON object in the reply" if not objs else "no action"),
    )


# -- the adapter ----------------------------------------------------------------------------------
def _new_call_id() -> str:
    return "call_" + uuid.uuid4().hex[:24]


class PromptedTools:
    """`BodyAdapter` for `tool_mode: prompted` (see the module docstring).

    Args:
        constrained: json_object | json_schema | guided_json | none.

    Attributes:
        stats: Counter of parse outcomes (`call`, `answer`, `fallback`, `strict`,
            `nonconforming`, `requests`) since start, for benchmarks and debugging.
    """

    def __init__(self, constrained: str = "none") -> None:
        if constrained not in CONSTRAINED_MODES:
            raise ValueError(f"constrained must be one of {CONSTRAINED_MODES}, got {constrained!r}")
        self.constrained = constrained
        self.stats: Counter[str] = Counter()

    @classmethod
    def for_role(cls, cfg: RoleConfig) -> "PromptedTools":
        """Build for a `RoleConfig` (its `constrained` setting, `auto` resolved)."""
        return cls(resolve_constrained(cfg.constrained, embedded=bool(cfg.embedded), provider=provider_for(cfg)))

    def streams_natively_for(self, body: dict[str, Any]) -> bool:
        """Never: replies are parsed whole, then synthesised into the client's stream."""
        return False

    # -- request ----------------------------------------------------------------------------------
    @staticmethod
    def needs_adapting(body: dict[str, Any]) -> bool:
        """True when the body has tools or tool history (else it passes through untouched)."""
        if body.get("tools") or body.get("functions"):
            return True
        for m in body.get("messages") or []:
            if isinstance(m, dict) and (
                m.get("role") in ("tool", "function") or m.get("tool_calls") or m.get("function_call")
            ):
                return True
        return False

    def adapt_request(self, body: dict[str, Any]) -> dict[str, Any]:
        if isinstance(body, PromptedBody) or not self.needs_adapting(body):
            return body
        tools = self._tool_specs(body)
        allowed, allow_answer = self._choice(body.get("tool_choice", body.get("function_call")), tools)
        ctx = PromptedContext(
            {t.name: t for t in tools},
            allowed,
            allow_answer,
            self.constrained,
            answer_sentinel([t.name for t in tools]),
        )
        out = PromptedBody({k: v for k, v in body.items() if k not in _STRIP_KEYS})
        out["messages"] = self._messages(body.get("messages") or [], tools, allowed, allow_answer, ctx.sentinel)
        if self.constrained != "none" and "response_format" not in body:
            ctx.schema = action_schema(
                [ctx.tools[n] for n in allowed], allow_answer=allow_answer, sentinel=ctx.sentinel
            )
            if self.constrained == "json_object":
                out["response_format"] = {"type": "json_object", "schema": ctx.schema}
            elif self.constrained == "json_schema":
                out["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": SCHEMA_NAME, "schema": ctx.schema, "strict": False},
                }
            elif self.constrained == "guided_json":
                out["guided_json"] = ctx.schema
        out.prompted = ctx
        return out

    @staticmethod
    def _tool_specs(body: dict[str, Any]) -> list[ToolSpec]:
        specs: list[ToolSpec] = []
        seen: set[str] = set()
        raw = list(body.get("tools") or [])
        raw += [{"type": "function", "function": f} for f in body.get("functions") or []]
        for t in raw:
            if not isinstance(t, dict):
                continue
            fn = t.get("function") if t.get("type", "function") == "function" else None
            if not isinstance(fn, dict) or not isinstance(fn.get("name"), str) or fn["name"] in seen:
                continue
            seen.add(fn["name"])
            specs.append(ToolSpec(fn["name"], str(fn.get("description") or ""), _tool_params(fn)))
        return specs

    @staticmethod
    def _choice(choice: Any, tools: list[ToolSpec]) -> tuple[list[str], bool]:
        names = [t.name for t in tools]
        if choice in (None, "auto"):
            return names, True
        if choice == "none":
            return [], True
        if choice in ("required", "any"):
            return names, not names
        if isinstance(choice, dict):
            fn = choice.get("function") if isinstance(choice.get("function"), dict) else choice
            name = fn.get("name") if isinstance(fn, dict) else None
            if isinstance(name, str):
                if name not in names:
                    raise ProxyError(400, f"tool_choice names {name!r}, which is not in tools", param="tool_choice")
                return [name], False
        raise ProxyError(
            400, "tool_choice must be none, auto, required or {type: function, function: {name}}", param="tool_choice"
        )

    def _messages(
        self, messages: list[Any], tools: list[ToolSpec], allowed: list[str], allow_answer: bool, sentinel: str
    ) -> list[dict[str, Any]]:
        names: dict[str, str] = {}  # tool_call id -> tool name, for labelling results
        out: list[dict[str, Any]] = []
        pending_results: list[str] = []

        def flush() -> None:
            if pending_results:
                out.append({"role": "user", "content": "\n\n".join(pending_results)})
                pending_results.clear()

        block = (
            instructions(tools, allowed, allow_answer, sentinel)
            if tools
            else (
                "# Reply format\n\nReply with exactly one JSON object: " + _dumps({"tool": sentinel, "answer": "..."})
            )
        )
        for m in messages:
            if not isinstance(m, dict):
                continue
            role = m.get("role")
            if role in ("tool", "function"):
                cid = m.get("tool_call_id")
                pending_results.append(render_tool_result(cid, m.get("name") or names.get(cid or ""), m.get("content")))
                continue
            flush()
            if role == "assistant":
                calls = m.get("tool_calls") or []
                if m.get("function_call"):
                    calls = [{"function": m["function_call"]}]
                if calls:
                    lines = []
                    for tc in calls:
                        fn = tc.get("function") or {}
                        if tc.get("id"):
                            names[tc["id"]] = fn.get("name") or ""
                        lines.append(render_call(fn.get("name") or "", fn.get("arguments") or {}))
                    out.append({"role": "assistant", "content": "\n".join(lines)})
                else:
                    text = _text(m.get("content"))
                    out.append({"role": "assistant", "content": render_answer(text, sentinel)})
                continue
            out.append(copy.copy(m))
        flush()
        if out and out[0].get("role") in ("system", "developer"):
            first = dict(out[0])
            first["content"] = (_text(first.get("content")).rstrip() + "\n\n" + block).lstrip()
            if first.get("role") == "developer":
                first["role"] = "system"
            out[0] = first
        else:
            out.insert(0, {"role": "system", "content": block})
        return out

    # -- response ---------------------------------------------------------------------------------
    def adapt_response(self, request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(request, PromptedBody):  # passed through unadapted: nothing to parse
            return response
        ctx = request.prompted
        out = dict(response)
        choices = []
        for ch in response.get("choices") or []:
            ch = dict(ch)
            msg = dict(ch.get("message") or {})
            parsed = parse_reply(_text(msg.get("content")), ctx, truncated=ch.get("finish_reason") == "length")
            self._count(parsed)
            msg["role"] = "assistant"
            if parsed.kind == "call":
                msg["content"] = None
                msg["tool_calls"] = [
                    {"id": _new_call_id(), "type": "function", "function": {"name": n, "arguments": _dumps(a)}}
                    for n, a in parsed.calls
                ]
                ch["finish_reason"] = "tool_calls"
            else:
                msg["content"] = parsed.content
                msg.pop("tool_calls", None)
                if ch.get("finish_reason") == "tool_calls":
                    ch["finish_reason"] = "stop"
                if parsed.kind == "fallback":
                    log.debug("prompted tools: reply did not parse (%s); returned as content", parsed.error)
            ch["message"] = msg
            choices.append(ch)
        out["choices"] = choices
        return out

    def _count(self, p: ParsedReply) -> None:
        self.stats["requests"] += 1
        self.stats[p.kind] += 1
        if p.strict:
            self.stats["strict"] += 1
        if p.conforming is False:
            self.stats["nonconforming"] += 1
        if p.truncated:
            self.stats["truncated_answer"] += 1
