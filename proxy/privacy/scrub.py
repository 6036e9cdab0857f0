"""Credential hygiene: nothing the proxy returns, stores or logs about an upstream holds a key,
and no stored column but the egress body holds a value.

Two jobs:

- `Scrubber.text` removes credentials from an upstream's error message or error body before it
  reaches the client (error JSON, a stream's error event), the store (`calls.error`, the
  decision JSON of a fallback) or the log: every configured secret (the roles' resolved
  `api_key`s, the proxy's `server.token`) wherever it occurs, bearer/basic credentials and
  `api_key=`/`Authorization:` style assignments (`edgeward.proxy.logs.redact`), and every span
  the credential recognizer flags (`edgeward.detectors.recognizers.credentials`: vendor key
  prefixes, detect-secrets plugins, keyword assignments, JWTs, private keys, high-entropy
  strings). An error message is not a place where a random-looking token is ever needed, so
  the recognizer runs with its entropy rules on: over-scrubbing an error is harmless.
- `safe_path` / `safe_spans` make the gate's span records safe to store: raw values live only
  in the vault and in `egress.body` (the exact bytes sent, by design); a span carries its type,
  score, offsets and path, and a path component that is not a key of the chat-completions
  format (a JSON object key written by the agent or a tool: `{"alice@example.com": …}`) is
  stored as `#` + its keyed hash (`Store.value_hash`), so a name or an e-mail used as a key
  never reaches `egress.spans`. `edgeward.proxy.privacy.audit` resolves such components by
  hashing the keys of the body it reads.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from edgeward.proxy.logs import redact

__all__ = ["MASK", "PROTOCOL_KEYS", "Scrubber", "safe_path", "safe_spans", "hashed_component"]

#: What a removed credential is replaced by.
MASK = "***"

#: Object keys of the OpenAI chat-completions request format (request, messages, content parts,
#: tool calls, tool and response-format JSON schemas) and the gate's dict-key marker: the only
#: path components stored as written.
PROTOCOL_KEYS = frozenset(
    {
        # request
        "model",
        "messages",
        "tools",
        "tool_choice",
        "functions",
        "function_call",
        "response_format",
        "stream",
        "stream_options",
        "include_usage",
        "temperature",
        "top_p",
        "max_tokens",
        "max_completion_tokens",
        "n",
        "stop",
        "seed",
        "logprobs",
        "top_logprobs",
        "presence_penalty",
        "frequency_penalty",
        "logit_bias",
        "user",
        "metadata",
        "parallel_tool_calls",
        "reasoning_effort",
        "modalities",
        "prediction",
        "service_tier",
        "store",
        "audio",
        "extra_body",
        # messages and content parts
        "role",
        "content",
        "name",
        "tool_calls",
        "tool_call_id",
        "refusal",
        "reasoning_content",
        "type",
        "text",
        "image_url",
        "url",
        "detail",
        "input_audio",
        "data",
        "format",
        "file",
        "file_id",
        "file_data",
        "filename",
        "id",
        "function",
        "arguments",
        # tools and JSON schemas
        "description",
        "parameters",
        "strict",
        "json_schema",
        "schema",
        "properties",
        "required",
        "items",
        "enum",
        "title",
        "default",
        "additionalProperties",
        "anyOf",
        "oneOf",
        "allOf",
        "$ref",
        "$defs",
        "definitions",
        "const",
        "examples",
        "nullable",
        "minimum",
        "maximum",
        "minItems",
        "maxItems",
        "minLength",
        "maxLength",
        "pattern",
        # the gate's marker of a span found in a dict key (`edgeward.proxy.privacy.gate`)
        "<key>",
    }
)

_HASH_PREFIX = "#"
_MIN_SECRET = 4  # shorter configured values would match ordinary text


class Scrubber:
    """Removes credentials from text about an upstream (see the module docstring).

    Args:
        secrets: the configured secret values (resolved keys and tokens; None/empty ignored,
            values under 4 characters too).

    Thread-safe (no mutable state after construction).
    """

    def __init__(self, secrets: Iterable[str | None] = ()) -> None:
        values = sorted({s for s in secrets if s and len(s) >= _MIN_SECRET}, key=len, reverse=True)
        self._secrets = re.compile("|".join(re.escape(v) for v in values)) if values else None
        # imported here: the recognizer module loads Presidio, which `edgeward audit` and `--help`
        # (importing this module for its helpers) must not pay for
        from edgeward.detectors.recognizers.credentials import CredentialRecognizer  # lazy: loads Presidio

        self._recognizer = CredentialRecognizer()

    def text(self, s: str) -> str:
        """`s` with every configured secret, bearer/basic credential, key assignment and
        recognised credential replaced by `***`. Returns `s` itself when there is none."""
        if not s:
            return s
        out = self._secrets.sub(MASK, s) if self._secrets is not None else s
        out = redact(out)
        found = sorted((a, b) for _, a, b, _ in self._recognizer.find(out) if b > a)
        if not found:
            return out
        pieces, pos = [], 0
        for a, b in found:
            if b <= pos:
                continue
            a = max(a, pos)
            if out[a:b] == MASK:  # already scrubbed
                pieces.append(out[pos:b])
            else:
                pieces.append(out[pos:a] + MASK)
            pos = b
        pieces.append(out[pos:])
        return "".join(pieces)

    def error_event(self, payload: bytes) -> bytes:
        """A stream payload with a top-level `error` object (an upstream's mid-stream error
        event) with every string in it scrubbed; any other payload unchanged."""
        if payload.find(b'"error"') < 0:  # `find`, not `in` (per payload; see `jsonio._long_digits`)
            return payload
        try:
            obj = json.loads(payload)
        except ValueError:
            return payload
        if not isinstance(obj, dict) or "error" not in obj:
            return payload
        return json.dumps(self._strings(obj), ensure_ascii=False).encode()

    def _strings(self, obj: Any) -> Any:
        if isinstance(obj, str):
            return self.text(obj)
        if isinstance(obj, dict):
            return {k: self._strings(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [self._strings(v) for v in obj]
        return obj


def hashed_component(key: str, value_hash: Callable[[str], str]) -> str:
    """How a non-protocol object key is written in a stored path: `#` + its keyed hash."""
    return _HASH_PREFIX + value_hash(key)


def safe_path(path: Sequence[Any], value_hash: Callable[[str], str]) -> list[Any]:
    """`path` with every string component that is not in `PROTOCOL_KEYS` replaced by
    `hashed_component` (list indices are kept)."""
    return [p if not isinstance(p, str) or p in PROTOCOL_KEYS else hashed_component(p, value_hash) for p in path]


def safe_spans(spans: Iterable[dict[str, Any]], value_hash: Callable[[str], str]) -> list[dict[str, Any]]:
    """Span records as stored: `{type, score, path, start, end, action}`, the path through
    `safe_path`; any other key (a `text` or `value` a detector might add) is dropped."""
    out: list[dict[str, Any]] = []
    for sp in spans:
        rec: dict[str, Any] = {k: sp[k] for k in ("type", "score", "start", "end", "action") if k in sp}
        rec["path"] = safe_path(sp.get("path") or [], value_hash)
        out.append(rec)
    return out
