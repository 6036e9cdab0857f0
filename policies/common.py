"""Helpers shared by the policies: message text, the prompt-hash rule, parameter parsing.

Nothing here imports the proxy (docs/ARCHITECTURE.md §4): policies see only the `PolicyContext`.

The prompt-hash rule (used by `task-router` route tables and `edgeward router fit`)
---------------------------------------------------------------------------------
A session whose client sends no `x-edgeward-task` is keyed on its *first user message*:

    key = sha256( normalise(first user message text) ).hexdigest()     # 64 lower-case hex

where the text of a message is its `content` string, or, for a list of content parts, the
`text` of its text parts joined with "\\n"; `normalise` turns CRLF / CR into LF and strips
leading and trailing whitespace; the digest is over the UTF-8 bytes. `prompt_hash(text)`
computes it from a task prompt (e.g. `Task.prompt` of the harness), `body_prompt_hash(body)`
from a chat request. Route tables may write the key bare or as `sha256:<hex>`.
"""

from __future__ import annotations

import copy
import difflib
import hashlib
import json
import re
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

__all__ = [
    "Params",
    "parse_params",
    "text_of",
    "first_user_index",
    "first_user_text",
    "prompt_hash",
    "body_prompt_hash",
    "strip_think",
    "first_message",
    "append_to_message",
    "add_system_note",
    "canonical_args",
]

P = TypeVar("P", bound="Params")


class Params(BaseModel):
    """Base of every policy's parameter model: unknown keys are rejected (typos surface)."""

    model_config = ConfigDict(extra="forbid")


def parse_params(model: type[P], params: dict[str, Any] | None, policy: str) -> P:
    """Validate `params` with `model`; raises ValueError with a one-line message naming the key."""
    try:
        return model.model_validate(dict(params or {}))
    except ValidationError as e:
        parts = []
        for err in e.errors()[:3]:
            loc = ".".join(str(x) for x in err["loc"]) or "(params)"
            msg = err["msg"]
            if err["type"] == "extra_forbidden":
                msg = "unknown parameter" + _closest_param(model, err["loc"])
            parts.append(f"{loc}: {msg}")
        raise ValueError(f"{policy}: " + "; ".join(parts)) from None


def _closest_param(model: type[BaseModel], loc: tuple[Any, ...]) -> str:
    """` (did you mean threshold?)` for a misspelt top-level parameter, else ` (known: …)`."""
    if len(loc) != 1:
        return ""
    known = sorted(model.model_fields)
    close = difflib.get_close_matches(str(loc[0]), known, n=1, cutoff=0.6)
    if close:
        return f" (did you mean {close[0]}?)"
    return f" (known: {', '.join(known)})" if known else " (this policy takes none but budget)"


def text_of(content: Any) -> str:
    """The text of a message `content`: the string, or the text parts joined with newlines."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(p.get("text", "")) for p in content if isinstance(p, dict) and isinstance(p.get("text"), str)
        )
    return str(content)


def first_user_index(messages: list[Any]) -> int | None:
    """Index of the first `user` message, or None."""
    for i, m in enumerate(messages):
        if isinstance(m, dict) and m.get("role") == "user":
            return i
    return None


def first_user_text(body: dict[str, Any]) -> str:
    """Text of the request's first user message ("" when there is none)."""
    msgs = body.get("messages") or []
    i = first_user_index(msgs)
    return text_of(msgs[i].get("content")) if i is not None else ""


def prompt_hash(text: str) -> str:
    """The documented prompt-hash key (module docstring) of a task prompt / first user message."""
    norm = text.replace("\r\n", "\n").replace("\r", "\n").strip()
    return hashlib.sha256(norm.encode("utf-8")).hexdigest()


def body_prompt_hash(body: dict[str, Any]) -> str:
    """`prompt_hash` of the request's first user message."""
    return prompt_hash(first_user_text(body))


_THINK = re.compile(r"<think>.*?</think>", re.S | re.I)


def strip_think(text: str) -> str:
    """Drop `<think>…</think>` blocks (and an unclosed leading one) from a model's answer."""
    text = _THINK.sub("", text or "")
    if "<think>" in text.lower() and "</think>" not in text.lower():
        text = text[: text.lower().index("<think>")]
    return text.strip()


def first_message(resp: dict[str, Any]) -> dict[str, Any]:
    """`choices[0].message` of a chat.completion (an empty dict when absent)."""
    choices = resp.get("choices") or []
    if choices and isinstance(choices[0], dict) and isinstance(choices[0].get("message"), dict):
        return choices[0]["message"]
    return {}


def append_to_message(msg: dict[str, Any], text: str) -> dict[str, Any]:
    """A copy of `msg` with `text` appended to its content (a new text part for part lists)."""
    out = dict(msg)
    c = out.get("content")
    if isinstance(c, list):
        out["content"] = [*copy.deepcopy(c), {"type": "text", "text": text}]
    elif isinstance(c, str) and c:
        out["content"] = c + "\n\n" + text
    else:
        out["content"] = text
    return out


def add_system_note(messages: list[Any], note: str) -> list[Any]:
    """A copy of `messages` with `note` appended to the first system/developer message, or a
    new system message at the front when there is none (one system message keeps every chat
    template happy; some reject a second one or one that is not first)."""
    msgs = list(messages)
    for i, m in enumerate(msgs):
        if isinstance(m, dict) and m.get("role") in ("system", "developer"):
            msgs[i] = append_to_message(m, note)
            return msgs
    return [{"role": "system", "content": note}, *msgs]


def canonical_args(arguments: Any) -> str:
    """Tool-call arguments in a canonical form (sorted-key JSON when parseable)."""
    if isinstance(arguments, str):
        try:
            return json.dumps(json.loads(arguments), sort_keys=True, ensure_ascii=False)
        except ValueError:
            return arguments.strip()
    return json.dumps(arguments, sort_keys=True, ensure_ascii=False)
