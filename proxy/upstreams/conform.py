"""Chat-completions conformance per role: a client's body reshaped into what the role's server
accepts, so a field one server lacks is translated rather than rejected or silently ignored.

Per role (`RoleConfig`; `auto` decides by whether the role is the embedded llama.cpp model):

- `developer_role`: `system` sends `developer` messages as `system` (llama.cpp and many chat
  templates know no developer role: 502/400 otherwise); `keep` sends them as they are.
  auto: `system` for the embedded model, else `keep`.
- `max_tokens_field`: `max_tokens` renames `max_completion_tokens` (llama.cpp ignores it);
  `max_completion_tokens` renames `max_tokens` (OpenAI reasoning models reject it); `keep`.
  When a body has both, the smaller limit wins. auto: `max_tokens` for the embedded model.
- `max_output_tokens`: the completion limit is clamped to it (a client asking for more than the
  model can write gets the model's maximum rather than the server's 400).
- `drop_fields`: client-tuned fields the role's server rejects or cannot honour (e.g.
  `reasoning_effort`, `verbosity`); default: `EMBEDDED_DROP_FIELDS` for the embedded model.
- The embedded model (llama-cpp-python) takes a JSON schema as `response_format:
  {"type": "json_object", "schema": S}`: a client's `json_schema` format is sent that way.

`Conformance.apply(body)` returns a new body when something changed, else `body` itself; it is
applied in `RoleClient.to_bytes`, so the egress log records exactly what was sent.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from edgeward.proxy.settings import RoleConfig

#: Fields the embedded llama.cpp server cannot honour (OpenAI-only options), dropped by default.
EMBEDDED_DROP_FIELDS = (
    "reasoning_effort",
    "verbosity",
    "service_tier",
    "prompt_cache_key",
    "safety_identifier",
    "store",
    "metadata",
    "prediction",
    "modalities",
    "audio",
    "web_search_options",
)


@dataclass(frozen=True)
class Conformance:
    """How one role reshapes chat bodies (module docstring)."""

    developer_as_system: bool = False
    max_tokens_field: str | None = None  # the field to send the completion limit as, or None (keep)
    json_schema_as_object: bool = False
    drop_fields: frozenset[str] = frozenset()
    max_output_tokens: int | None = None

    @classmethod
    def for_role(cls, cfg: RoleConfig) -> "Conformance":
        """The role's conformance from its config (`auto` resolved by `cfg.embedded`)."""
        embedded = bool(cfg.embedded)
        dev = cfg.developer_role
        mt = cfg.max_tokens_field
        if mt == "auto":
            mt = "max_tokens" if embedded else "keep"
        drop = cfg.drop_fields if cfg.drop_fields is not None else (list(EMBEDDED_DROP_FIELDS) if embedded else [])
        return cls(
            developer_as_system=dev == "system" or (dev == "auto" and embedded),
            max_tokens_field=None if mt == "keep" else mt,
            json_schema_as_object=embedded,
            drop_fields=frozenset(drop),
            max_output_tokens=cfg.max_output_tokens,
        )

    @cached_property
    def is_noop(self) -> bool:
        """Whether `apply` changes nothing whatever the body (computed once: every request asks)."""
        return not (
            self.developer_as_system
            or self.max_tokens_field
            or self.json_schema_as_object
            or self.drop_fields
            or self.max_output_tokens
        )

    def apply(self, body: dict[str, Any]) -> dict[str, Any]:
        """`body` as this role accepts it: a new dict when changed (`body` is not mutated)."""
        if self.is_noop:
            return body
        out: dict[str, Any] | None = None

        def edit() -> dict[str, Any]:
            nonlocal out
            if out is None:
                out = copy.copy(body)  # keeps a dict subclass (prompted tools' context)
            return out

        for f in self.drop_fields:
            if f in body:
                edit().pop(f, None)
        if self.max_tokens_field:
            other = "max_completion_tokens" if self.max_tokens_field == "max_tokens" else "max_tokens"
            if body.get(other) is not None:
                b = edit()
                limits = [v for v in (b.pop(other), b.get(self.max_tokens_field)) if isinstance(v, int)]
                if limits:
                    b[self.max_tokens_field] = min(limits)
        cap = self.max_output_tokens
        if cap is not None:
            for f in ("max_tokens", "max_completion_tokens"):
                v = (out if out is not None else body).get(f)
                if isinstance(v, int) and not isinstance(v, bool) and v > cap:
                    edit()[f] = cap
        if self.developer_as_system:
            msgs = body.get("messages")
            if isinstance(msgs, list) and any(isinstance(m, dict) and m.get("role") == "developer" for m in msgs):
                edit()["messages"] = [
                    {**m, "role": "system"} if isinstance(m, dict) and m.get("role") == "developer" else m for m in msgs
                ]
        rf = body.get("response_format")
        if self.json_schema_as_object and isinstance(rf, dict) and rf.get("type") == "json_schema":
            js = j if isinstance(j := rf.get("json_schema"), dict) else {}
            schema = js.get("schema")
            edit()["response_format"] = {"type": "json_object", **({"schema": schema} if schema else {})}
        return out if out is not None else body
