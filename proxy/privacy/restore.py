"""Restoration of the cloud's reply: placeholders back to values, for the agent.

The rule: **a call's answer restores only placeholders whose mapping was part of that call's
egress body** — the reversible placeholders of the session's vault in the masked body sent to
the cloud for this call (every earlier turn the client re-sent included, and the history the
proxy rebuilt for a Responses `previous_response_id`). `RestoreScope` carries that set, computed
once per call where the egress body is prepared (`Pipeline._prepare`, from
`GateResult.sent_placeholders`). A body the gate let through as the client wrote it (allow
mode, or nothing to mask) restores nothing: a placeholder in it is the client's own text (in a
masked body such text is escaped as `[PLACEHOLDER_n]`, which restores to it). A placeholder the
cloud emits that was not in the body stays as it is: a session's vault may hold values another
conversation sent (two clients in one named session, two conversations that derive the same
session), and a model asked to print `[PERSON_1]` must not turn the proxy into a lookup of them.

- `restore_message(msg, scope)`: a non-streamed assistant message (`choices[i].message`):
  `content` (string or text parts), `refusal`, `reasoning_content`, `reasoning`, `thinking`,
  `reasoning_details[].text|summary`, and every `tool_calls[].function.arguments` / `.name`
  (and legacy `function_call`). Arguments are JSON text, and so is a `content` that is a whole
  JSON document (a JSON-mode answer): there restored values are JSON-escaped so it stays valid.
- `restore_response(resp, scope)`: every choice of a `chat.completion`.
- `StreamRestorer(scope, json_content=)`: the same fields for SSE `chat.completion.chunk`s
  (text fields, `reasoning_details`, tool calls, legacy `function_call`; `content` JSON-escaped
  when the request asked for JSON mode), rewriting deltas in place.
  Per (choice, field) and per (choice, tool call) it holds back only a suffix that could still
  become a reversible placeholder of the session (`[`, `[PER`, `[PERSON_1` …, at most one
  placeholder long) and releases it as soon as it completes or cannot be one. A choice's
  held-back text is appended to the delta of its finish chunk (`finish_reason` set);
  `flush()` returns chunks for whatever is still held when the stream ends without one.

Non-reversible placeholders (credentials), unknown placeholders and placeholders outside the
scope stay as they are. With `scope=None` (nothing restorable was sent) everything passes
through unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from edgeward.proxy.privacy.vault import SessionVault

__all__ = [
    "RestoreScope",
    "restore_text",
    "restore_json_text",
    "restore_message",
    "restore_response",
    "StreamRestorer",
]


@dataclass(frozen=True, slots=True)
class RestoreScope:
    """What one call's answer may restore: the session's vault and the placeholders of it that
    the call's egress body held (module docstring).

    Attributes:
        vault: the session's vault (the values).
        allowed: reversible placeholders of `vault` present in the body sent for the call;
            non-empty (`for_egress` gives None instead of an empty scope).
    """

    vault: SessionVault
    allowed: frozenset[str]

    @classmethod
    def for_egress(cls, vault: SessionVault | None, sent: Iterable[str]) -> RestoreScope | None:
        """The scope of a call whose sent body held the placeholders `sent`, or None when none
        of them is a reversible placeholder of `vault` (the answer is then passed through)."""
        if vault is None:
            return None
        allowed = frozenset(ph for ph in sent if (e := vault.get(ph)) is not None and e.reversible)
        return cls(vault, allowed) if allowed else None

    def text(self, text: str, *, json_escape_values: bool = False) -> str:
        """`text` with every placeholder of the scope replaced by its value (JSON-escaped with
        `json_escape_values`); anything else stays as it is."""
        return self.vault.restore_text(text, json_escape_values=json_escape_values, only=self.allowed)

    def is_prefix(self, s: str) -> bool:
        """Whether a stream must hold `s` back: a proper prefix of a reversible placeholder of
        the session (a superset of the scope's: held text that completes a placeholder outside
        the scope is released unchanged)."""
        return self.vault.is_placeholder_prefix(s)


_TEXT_FIELDS = ("content", "refusal", "reasoning_content", "reasoning", "thinking")


def restore_text(text: str, scope: RestoreScope | None) -> str:
    """Plain text with every placeholder of `scope` replaced by its value."""
    return text if scope is None or not isinstance(text, str) else scope.text(text)


def _restore_decoded(obj: Any, scope: RestoreScope) -> Any:
    if isinstance(obj, str):
        return scope.text(obj)
    if isinstance(obj, list):
        return [_restore_decoded(v, scope) for v in obj]
    if isinstance(obj, dict):
        return {scope.text(k): _restore_decoded(v, scope) for k, v in obj.items()}
    return obj


def restore_json_text(raw: str, scope: RestoreScope | None) -> str:
    """Restore placeholders inside JSON text (tool-call arguments) without breaking it.

    Values are inserted JSON-escaped in place, so formatting is preserved and partial or invalid
    JSON is handled too. When `raw` is valid JSON the result is checked against a restore on
    the decoded level; if they differ (a placeholder written with `\\u` escapes) the decoded
    restore is re-serialised instead.
    """
    if scope is None or not isinstance(raw, str) or "[" not in raw and "\\u" not in raw:
        return raw
    out = scope.text(raw, json_escape_values=True)
    try:
        parsed = json.loads(raw, strict=False)
    except (ValueError, RecursionError):
        return out
    want = _restore_decoded(parsed, scope)
    try:
        if json.loads(out, strict=False) == want:
            return out
    except (ValueError, RecursionError):
        pass
    return json.dumps(want, ensure_ascii=False)


def _is_json_document(text: str) -> bool:
    """Whether a whole `content` string is a JSON object or array (a JSON-mode answer): its
    placeholders sit in JSON string literals, so their values go in JSON-escaped."""
    head = text.lstrip()[:1]
    if head not in ("{", "["):
        return False
    try:
        json.loads(text, strict=False)
    except (ValueError, RecursionError):
        return False
    return True


def _restore_text_field(text: str, scope: RestoreScope) -> str:
    """A text field: a JSON document (`response_format` json_object / json_schema answers, or a
    model that answers in JSON) keeps valid JSON (values escaped, `restore_json_text`); prose
    gets the values as they are."""
    return restore_json_text(text, scope) if "[" in text and _is_json_document(text) else scope.text(text)


def _restore_content(content: Any, scope: RestoreScope) -> Any:
    if isinstance(content, str):
        return _restore_text_field(content, scope)
    if isinstance(content, list):
        out = []
        for part in content:
            if isinstance(part, dict) and isinstance(part.get("text"), str):
                part = {**part, "text": _restore_text_field(part["text"], scope)}
            out.append(part)
        return out
    return content


def _restore_function(fn: Any, scope: RestoreScope) -> Any:
    if not isinstance(fn, dict):
        return fn
    fn = dict(fn)
    if isinstance(fn.get("arguments"), str):
        fn["arguments"] = restore_json_text(fn["arguments"], scope)
    if isinstance(fn.get("name"), str):
        fn["name"] = scope.text(fn["name"])
    return fn


def restore_message(msg: dict[str, Any], scope: RestoreScope | None) -> dict[str, Any]:
    """A copy of an assistant message with placeholders restored (see module docstring).

    The input is not mutated; fields that are absent or not strings are left as they are.
    """
    if scope is None or not isinstance(msg, dict):
        return msg
    out = dict(msg)
    for f in _TEXT_FIELDS:
        if f in out:
            out[f] = (
                _restore_content(out[f], scope)
                if f == "content"
                else (scope.text(out[f]) if isinstance(out[f], str) else out[f])
            )
    if isinstance(out.get("tool_calls"), list):
        calls = []
        for tc in out["tool_calls"]:
            if isinstance(tc, dict) and "function" in tc:
                tc = {**tc, "function": _restore_function(tc["function"], scope)}
            calls.append(tc)
        out["tool_calls"] = calls
    if "function_call" in out:
        out["function_call"] = _restore_function(out["function_call"], scope)
    if isinstance(out.get("reasoning_details"), list):
        out["reasoning_details"] = [
            {**d, **{k: scope.text(d[k]) for k in ("text", "summary") if isinstance(d.get(k), str)}}
            if isinstance(d, dict)
            else d
            for d in out["reasoning_details"]
        ]
    return out


def restore_response(resp: dict[str, Any], scope: RestoreScope | None) -> dict[str, Any]:
    """A copy of a `chat.completion` with every `choices[].message` restored."""
    if scope is None or not isinstance(resp, dict) or not isinstance(resp.get("choices"), list):
        return resp
    out = dict(resp)
    out["choices"] = [
        {**c, "message": restore_message(c["message"], scope)}
        if isinstance(c, dict) and isinstance(c.get("message"), dict)
        else c
        for c in resp["choices"]
    ]
    return out


class StreamRestorer:
    """Restore placeholders in a stream of parsed `chat.completion.chunk` dicts.

    Usage::

        r = StreamRestorer(scope)          # json_content=True for a JSON-mode request
        for chunk in upstream_chunks:      # parsed JSON of each `data:` line
            send(r.feed(chunk))            # same dict, deltas rewritten in place
        for chunk in r.flush():            # usually empty (finish chunks carry the tail)
            send(chunk)
        send("[DONE]")

    Held-back text is keyed by (choice index, field), (choice index, tool-call index), the
    legacy `function_call` and (choice index, `reasoning_details` index, text|summary); it is
    never longer than the longest reversible placeholder of the session. Argument deltas
    (tool calls, `function_call`) get JSON-escaped values; names are restored whole. Only
    placeholders of `scope` are restored (module docstring). A placeholder is recognised by
    its own characters alone, whatever touches it (`/home/[USER_1]/x`, `[PERSON_1]'s`,
    `C:\\Users\\[USER_1]`), wherever the chunks split it.
    """

    def __init__(self, scope: RestoreScope | None, *, json_content: bool = False) -> None:
        self._scope = scope
        self._json_content = json_content  # content is a JSON document: values JSON-escaped
        self._pending: dict[tuple[Any, ...], str] = {}
        self._meta: dict[str, Any] = {}
        self._detail_type: dict[tuple[Any, ...], Any] = {}  # reasoning_details key -> its `type`

    @property
    def pending(self) -> dict[tuple[Any, ...], str]:
        """Text currently held back, per key (for tests and diagnostics)."""
        return dict(self._pending)

    def _push(self, key: tuple[Any, ...], text: str, escape: bool) -> str:
        assert self._scope is not None
        buf = self._pending.pop(key, "") + text
        i = buf.rfind("[")
        if i >= 0 and self._scope.is_prefix(buf[i:]):
            if not escape and i > 0 and buf[i - 1] == "\\":  # a markdown-escaped `\[`
                i -= 1
            self._pending[key] = buf[i:]
            buf = buf[:i]
        elif not escape and buf.endswith("\\"):  # may open a markdown-escaped `\[`
            self._pending[key] = "\\"
            buf = buf[:-1]
        return self._scope.text(buf, json_escape_values=escape) if buf else buf

    def feed(self, chunk: dict[str, Any]) -> dict[str, Any]:
        """Rewrite the deltas of one chunk in place and return it.

        A choice whose `finish_reason` is set gets its held-back text appended to its delta.
        Chunks without choices (usage) pass through.
        """
        if self._scope is None or not isinstance(chunk, dict):
            return chunk
        for k in ("id", "object", "created", "model", "system_fingerprint"):
            if k in chunk:
                self._meta[k] = chunk[k]
        for choice in chunk.get("choices") or ():
            if not isinstance(choice, dict):
                continue
            idx = choice.get("index", 0)
            delta = choice.get("delta")
            if isinstance(delta, dict):
                for f in _TEXT_FIELDS:
                    if isinstance(delta.get(f), str):
                        delta[f] = self._push((idx, f), delta[f], self._json_content and f == "content")
                for tc in delta.get("tool_calls") or ():
                    if isinstance(tc, dict):
                        self._push_function(tc.get("function"), (idx, "tool_calls", tc.get("index", 0)))
                self._push_function(delta.get("function_call"), (idx, "function_call"))  # legacy
                self._push_details(delta.get("reasoning_details"), idx)
            if choice.get("finish_reason") is not None:
                self._release_into(choice, idx)
        return chunk

    def _push_function(self, fn: Any, key: tuple[Any, ...]) -> None:
        """A `tool_calls[].function` or legacy `function_call` delta: the name restored whole,
        the arguments (JSON text) through the hold-back buffer `key`."""
        assert self._scope is not None
        if not isinstance(fn, dict):
            return
        if isinstance(fn.get("name"), str):
            fn["name"] = self._scope.text(fn["name"])
        if isinstance(fn.get("arguments"), str):
            fn["arguments"] = self._push(key, fn["arguments"], True)

    def _push_details(self, details: Any, idx: Any) -> None:
        """`reasoning_details[]` deltas (OpenRouter): each detail's `text` and `summary`, held
        back per (choice, detail index, field) like `content` (the same fields
        `restore_message` restores in a whole message)."""
        if not isinstance(details, list):
            return
        for j, d in enumerate(details):
            if not isinstance(d, dict):
                continue
            di = d.get("index", j)
            for f in ("text", "summary"):
                if isinstance(d.get(f), str):
                    key = (idx, "reasoning_details", di, f)
                    self._detail_type[key] = d.get("type")
                    d[f] = self._push(key, d[f], False)

    def _release_into(self, choice: dict[str, Any], idx: Any) -> None:
        keys = [k for k in self._pending if k[0] == idx]
        if not keys:
            return
        delta = choice.get("delta")
        if not isinstance(delta, dict):
            delta = choice["delta"] = {}
        for key in keys:
            tail = self._pending.pop(key)
            if key[1] == "function_call":
                fn = delta.setdefault("function_call", {})
                fn["arguments"] = (fn.get("arguments") or "") + tail
            elif key[1] == "reasoning_details":
                details = delta.setdefault("reasoning_details", [])
                for j, d in enumerate(details):
                    if isinstance(d, dict) and d.get("index", j) == key[2]:
                        d[key[3]] = (d.get(key[3]) or "") + tail
                        break
                else:
                    kind = self._detail_type.get(key)
                    details.append({**({"type": kind} if kind is not None else {}), "index": key[2], key[3]: tail})
            elif key[1] == "tool_calls":
                calls = delta.setdefault("tool_calls", [])
                for tc in calls:
                    if isinstance(tc, dict) and tc.get("index", 0) == key[2]:
                        fn = tc.setdefault("function", {})
                        fn["arguments"] = (fn.get("arguments") or "") + tail
                        break
                else:
                    calls.append({"index": key[2], "function": {"arguments": tail}})
            else:
                delta[key[1]] = (delta.get(key[1]) or "") + tail

    def flush(self) -> list[dict[str, Any]]:
        """Chunks carrying text still held back (one per choice, in choice order); call when
        the upstream stream ends. Empties the buffers; returns [] when nothing is held."""
        if not self._pending:
            return []
        out: list[dict[str, Any]] = []
        for idx in sorted({k[0] for k in self._pending}, key=repr):
            choice: dict[str, Any] = {"index": idx, "delta": {}, "finish_reason": None}
            self._release_into(choice, idx)
            chunk = {
                "id": self._meta.get("id", ""),
                "object": "chat.completion.chunk",
                "created": self._meta.get("created", 0),
                "model": self._meta.get("model", ""),
                "choices": [choice],
            }
            if "system_fingerprint" in self._meta:
                chunk["system_fingerprint"] = self._meta["system_fingerprint"]
            out.append(chunk)
        return out
