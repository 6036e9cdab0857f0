"""Proxy configuration models (pydantic), validated from one YAML file.

The CLI (`edgeward.config`) finds and loads the file; the models live here because the proxy
uses them and the rooms never import `edgeward/` (docs/ARCHITECTURE.md §4).

Every model forbids unknown keys so a typo is reported with its dotted path.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from edgeward.proxy.intercept.config import InterceptConfig
from edgeward.proxy.privacy.config import PrivacyConfig

_ENV_REF = re.compile(r"^(?:env:([A-Za-z_][A-Za-z0-9_]*)|\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*))$")


class ConfigError(ValueError):
    """A configuration value that cannot be used (raised with a one-line message)."""


def resolve_secret(ref: str | None) -> str | None:
    """Resolve an env reference (`env:NAME`, `${NAME}` or `$NAME`) to its value.

    A literal string that is not a reference is returned unchanged (allowed, but the
    starter config recommends references so keys never sit in files).

    Raises:
        ConfigError: the referenced variable is not set.
    """
    if ref is None:
        return None
    m = _ENV_REF.match(ref.strip())
    if not m:
        return ref
    name = next(g for g in m.groups() if g)
    value = os.environ.get(name)
    if value is None:
        raise ConfigError(f"environment variable {name} (referenced by the config) is not set")
    return value


def is_secret_ref(value: str) -> bool:
    """Whether a secret setting is an env reference (`env:NAME`, `${NAME}`, `$NAME`) rather than
    the secret itself."""
    return bool(_ENV_REF.match(value.strip()))


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Prices(_Strict):
    """Prices in USD per million tokens; unset fields fall back to litellm's offline map."""

    input: float | None = Field(None, ge=0, description="USD per 1M uncached prompt tokens")
    cached_input: float | None = Field(None, ge=0, description="USD per 1M cached prompt tokens")
    output: float | None = Field(None, ge=0, description="USD per 1M completion tokens")


class RoleConfig(_Strict):
    """One model role (edge or cloud).

    `model` is the id sent upstream. `api_key` should be an env reference (`env:OPENAI_API_KEY`).
    `embedded: smollm2-135m` starts the bundled llama.cpp server and fills `api_base`/`model`.
    `stand_in: true` marks a role that imitates another (the offline cloud): it is labelled as a
    stand-in in headers, logs and reports, and priced as `price_model`.
    """

    model: str | None = Field(None, description="model id sent upstream (a litellm model string for other providers)")
    api_base: str | None = Field(
        None, description="OpenAI-compatible /v1 base URL (vLLM, llama.cpp, Ollama, OpenAI, OpenRouter)"
    )
    api_key: str | None = Field(None, description="env reference such as env:OPENAI_API_KEY (never logged or stored)")
    embedded: Literal["smollm2-135m"] | None = Field(
        None, description="start the bundled llama.cpp server with this model"
    )
    provider: Literal["openai", "litellm"] | None = Field(
        None,
        description="openai = aiohttp passthrough to an OpenAI-compatible server; "
        "litellm = translate through litellm; default: openai when api_base is set",
    )
    stand_in: bool = Field(False, description="this role imitates another (the offline cloud); labelled everywhere")
    label: str | None = Field(None, description="human label shown in reports")
    price_model: str | None = Field(None, description="litellm model name whose prices apply")
    prices: Prices = Field(default_factory=Prices, description="USD per 1M tokens, over litellm's offline map")
    active_params: float | None = Field(None, ge=0, description="active parameters, for FLOPs")
    timeout_s: float = Field(120.0, gt=0, description="seconds without a byte from the upstream before 504")
    connect_timeout_s: float = Field(10.0, gt=0, description="seconds to connect")
    retries: int = Field(
        0, ge=0, le=10, description="extra attempts on connection errors, 429 and 5xx (backoff, Retry-After honoured)"
    )
    tool_mode: Literal["native", "prompted"] = Field(
        "native",
        description="prompted: tools rendered into the prompt and replies parsed into tool_calls (models without native tool calling)",
    )
    flatten_content: bool | None = Field(
        None,
        description="send message content as one string (text parts joined); servers such as "
        "llama-cpp-python reject content-part lists. Default: on for the embedded model, off otherwise",
    )
    constrained: Literal["auto", "json_object", "json_schema", "guided_json", "none"] = Field(
        "auto",
        description="prompted tool mode: how the server constrains the action JSON (see "
        "proxy/upstreams/prompted_tools.py); auto = json_object (embedded), json_schema (api_base), none (litellm)",
    )
    stream_upstream: bool | None = Field(
        None,
        description="call the upstream streaming even when the client does not stream (the reply is "
        "assembled), so a client that disconnects stops generation on servers that only notice it "
        "while streaming (llama.cpp). Default: on for the embedded model, off otherwise",
    )
    fallback: Literal["edge", "cloud"] | None = Field(
        None, description="role that serves a step when this role's call fails after retries"
    )
    extra_body: dict[str, Any] = Field(default_factory=dict, description="merged into every upstream body")
    developer_role: Literal["auto", "keep", "system"] = Field(
        "auto",
        description="how `developer` messages reach this role: as they are (keep), or as `system` for servers "
        "whose chat template rejects the role; auto = system for the embedded model, keep otherwise",
    )
    max_tokens_field: Literal["auto", "keep", "max_tokens", "max_completion_tokens"] = Field(
        "auto",
        description="send the client's completion limit as this field (the smaller one when both are given); "
        "auto = max_tokens for the embedded model (llama.cpp ignores max_completion_tokens), keep otherwise",
    )
    max_output_tokens: int | None = Field(
        None,
        gt=0,
        description="clamp the client's completion limit (max_tokens / max_completion_tokens) to this; servers "
        "reject a limit above the model's maximum (Claude Code asks for 128000). None: sent as given",
    )
    drop_fields: list[str] | None = Field(
        None,
        description="client-tuned request fields not sent to this role (e.g. reasoning_effort, verbosity); "
        "default: the OpenAI-only options for the embedded model (proxy/upstreams/conform.py), none otherwise",
    )

    @model_validator(mode="after")
    def _needs_target(self) -> "RoleConfig":
        if self.embedded is None and not self.model:
            raise ValueError("needs `model` (or `embedded: smollm2-135m`)")
        return self


class PolicyConfig(_Strict):
    """The default policy: a name (or an arm name) and its parameters."""

    name: str = Field("edge-only", description="policy or arm name used when a session names none")
    params: dict[str, Any] = Field(default_factory=dict, description="the policy's parameters (policies/README.md)")


class ArmConfig(_Strict):
    """A named variant: a policy, its parameters, and privacy overrides (e.g. `egress: mask`)."""

    policy: str = Field(description="policy (or another arm) this arm runs")
    params: dict[str, Any] = Field(default_factory=dict, description="policy parameters, over the base's")
    privacy: dict[str, Any] = Field(default_factory=dict, description="privacy overrides, e.g. {egress: mask}")


def default_data_dir() -> Path:
    """edgeward's data directory: `$XDG_DATA_HOME/edgeward`, i.e. `~/.local/share/edgeward`."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "edgeward"


def default_store_path() -> Path:
    """`<data dir>/edgeward.db`, i.e. `~/.local/share/edgeward/edgeward.db`."""
    return default_data_dir() / "edgeward.db"


class StoreConfig(_Strict):
    """Where the recorder keeps calls, the egress log and the vault."""

    path: Path = Field(
        default_factory=default_store_path,
        description="sqlite store (0600); default $XDG_DATA_HOME/edgeward/edgeward.db",
    )


class ServerConfig(_Strict):
    """The proxy's HTTP listener."""

    host: str = Field("127.0.0.1", description="bind address (loopback by default)")
    port: int = Field(8787, ge=0, le=65535, description="TCP port")
    token: str | None = Field(None, description="bearer token clients must send (env reference allowed)")
    max_body_mb: float = Field(
        32.0,
        gt=0,
        description="a request body over this many MB, as sent or once decoded (gzip, deflate, br, zstd), "
        "gets 413; a body that stacks more than 2 codings gets 415, and one holding more than 64 gzip members "
        "or zstd frames gets 400 (decoding runs on the event loop, so its work is bounded; proxy/bodies.py)",
    )
    body_timeout_s: float = Field(
        30.0, gt=0, description="a request body not fully received within this many seconds gets 408"
    )
    allow_force_cloud: bool = Field(True, description="honour `x-edgeward-force: cloud`; false: the policy decides")
    allow_client_egress_override: bool = Field(
        False,
        description="let a client request a looser egress mode than the operator's (`<policy>+allow` over a "
        "`mask` floor); false: such a request is served at the floor with x-edgeward-warning",
    )
    scan_workers: int = Field(
        2,
        ge=0,
        le=64,
        description="processes that run the egress gate's scans (each loads Presidio + spaCy, ~180 MB); a scan "
        "over privacy.scan_timeout_s is killed and fails closed, and one session's large body never delays "
        "another session's scan. 0: scan in a thread of the proxy process",
    )
    scan_spares: int = Field(
        1,
        ge=0,
        le=8,
        description="scan processes kept started and ready beyond scan_workers (each ~180 MB) but never more than "
        "scan_workers scanning at once: when a worker is killed at its budget, a spare takes its place at once "
        "while the replacement builds its detector, so the next scan does not wait seconds for one. 0: none",
    )
    scan_chars_per_s: float | None = Field(
        50_000.0,
        gt=0,
        description="the fastest rate (characters per second of text not in the scan cache) a scan worker is "
        "expected to reach: a body that could not be scanned within privacy.scan_timeout_s at it is refused at once "
        "(fail closed, recorded `detector_error: ScanTooLarge`) instead of holding a worker until the budget kills "
        "it. 2.4-4.5 times the rate measured here (11k-21k chars per CPU-second for JSON records and prose, 100k "
        "chars; a loaded machine gives less per wall second), so what it refuses could not have finished; raise it "
        "on faster machines. null: refuse nothing by size. Scan pool only (scan_workers > 0)",
    )
    hosted_tools: Literal["drop", "refuse"] = Field(
        "drop",
        description="Responses/Messages tool types only the vendor can run (web_search, file_search, Anthropic-"
        "defined tools): drop them with an x-edgeward-warning header, or refuse the request with a 400",
    )
    store_responses: bool = Field(
        True,
        description="keep Responses API answers in the store for previous_response_id and GET /v1/responses/{id} "
        "(never when the client sends store: false); content: purged with the egress log (retention, purge)",
    )


class ProxyConfig(_Strict):
    """The whole configuration file."""

    edge: RoleConfig | None = Field(
        None,
        description="the local model: an OpenAI-compatible server, a litellm model string or the embedded one. "
        "A config file replaces the built-in default: without `edge`, every step goes to the cloud through the "
        "gate, under edge-only too (recorded no_edge_configured; serve and check-config warn)",
    )
    cloud: RoleConfig | None = Field(None, description="the cloud model (same keys); what it receives passes the gate")
    policy: PolicyConfig = Field(default_factory=PolicyConfig, description="the policy of a session that names none")
    arms: dict[str, ArmConfig] = Field(
        default_factory=dict, description="named variants a client selects as `edgeward/<arm>` (or a run compares)"
    )
    privacy: PrivacyConfig = Field(
        default_factory=PrivacyConfig, description="the egress gate: mode, detector, blocking, retention"
    )
    store: StoreConfig = Field(default_factory=StoreConfig, description="where calls, egress and the vault are kept")
    server: ServerConfig = Field(default_factory=ServerConfig, description="`edgeward serve`'s HTTP listener")
    intercept: InterceptConfig = Field(
        default_factory=InterceptConfig, description="`edgeward intercept`'s HTTPS proxy"
    )

    @field_validator("arms")
    @classmethod
    def _arm_names(cls, v: dict[str, ArmConfig]) -> dict[str, ArmConfig]:
        for name in v:
            if not re.fullmatch(r"[A-Za-z0-9._+-]{1,64}", name):
                raise ValueError(f"arm name {name!r} must match [A-Za-z0-9._+-]{{1,64}}")
        return v

    @model_validator(mode="after")
    def _some_role(self) -> "ProxyConfig":
        if self.edge is None and self.cloud is None:
            raise ValueError(
                "configure at least one of `edge` and `cloud` (a config file replaces the built-in "
                "default: for the embedded model write `edge: {embedded: smollm2-135m}`; "
                "`edgeward init` writes a complete starter)"
            )
        for name in ("edge", "cloud"):
            role = getattr(self, name)
            if role is not None and role.fallback is not None:
                if role.fallback == name or getattr(self, role.fallback) is None:
                    raise ValueError(f"{name}.fallback: {role.fallback!r} must be the other, configured role")
        return self


#: The built-in default: embedded SmolLM2 as the edge and, offline, the same server under the
#: alias `stand-in-cloud`, priced as a real cloud model so cost columns mean something.
EMBEDDED_DEFAULT: dict[str, Any] = {
    "edge": {"embedded": "smollm2-135m", "active_params": 135e6, "tool_mode": "prompted"},
    "cloud": {
        "embedded": "smollm2-135m",
        "stand_in": True,
        "label": "stand-in-cloud (embedded SmolLM2 imitating gpt-4o-mini)",
        "price_model": "gpt-4o-mini",
        "tool_mode": "prompted",
    },
    "policy": {"name": "edge-only"},
}
