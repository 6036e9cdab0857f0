"""Privacy configuration of the egress gate (`privacy:` block of the proxy config).

`PrivacyConfig` decides what the `EgressGate` does with a cloud-bound body:

- `egress`: `allow` (scan and record only), `mask` (replace detected values by session-stable
  placeholders), `block` (spans at/above the block threshold keep the step on the edge; the
  remaining spans are masked);
- `block_types` / `block_thresholds` / `block_threshold`: which spans block in `block` mode;
- `allow_unscannable`: whether image/audio/file parts may leave the device (default: never);
- `reversible_secrets`: whether credentials get reversible placeholders (default: no — the
  cloud's reply keeps `[API_KEY_1]` instead of the key);
- `scan_timeout_s`: detector time budget per request; a timeout blocks (fail closed);
- `retention`: how long egress bodies and vault entries are kept (`"30d"`, `"12h"`, …).

Fail closed: every setting that names entity types (`block_types`, `block_thresholds`,
`secret_types`, and the detector's `entities`, `thresholds`, `fields`) rejects a name the gate
can never see, with the closest known names (a misspelt type would otherwise switch a rule off
without a word); `mask` or `block` with nothing that could detect is refused.

This module imports nothing from the proxy, so `settings.py`, the gate and the CLI can all use it.
"""

from __future__ import annotations

import functools
import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from edgeward.detectors.config import DetectorConfig, gate_types, unknown_types_error  # owned by the detectors room

__all__ = [
    "DetectorConfig",
    "PrivacyConfig",
    "SECRET_TYPE_WORDS",
    "is_secret_type",
    "normalize_entity_type",
    "parse_duration",
]

_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
_DURATION_PART = re.compile(r"(\d+(?:\.\d+)?)\s*([smhdw])", re.IGNORECASE)


def parse_duration(text: str) -> float:
    """Parse a duration such as `"30d"`, `"12h"`, `"90m"`, `"45s"`, `"1w"`, `"1d12h"` or `"3600"`.

    Units: s, m, h, d, w (case-insensitive); a bare number means seconds.

    Returns:
        The duration in seconds (float, > 0).

    Raises:
        ValueError: empty, negative, zero or malformed text.
    """
    s = (text or "").strip()
    if not s:
        raise ValueError("empty duration")
    if re.fullmatch(r"\d+(?:\.\d+)?", s):
        total = float(s)
    else:
        pos, total = 0, 0.0
        for m in _DURATION_PART.finditer(s):
            if s[pos : m.start()].strip():
                raise ValueError(f"malformed duration {text!r} (use e.g. 30d, 12h, 1d12h)")
            total += float(m.group(1)) * _UNITS[m.group(2).lower()]
            pos = m.end()
        if pos == 0 or s[pos:].strip():
            raise ValueError(f"malformed duration {text!r} (use e.g. 30d, 12h, 1d12h)")
    if total <= 0:
        raise ValueError(f"duration {text!r} must be positive")
    return total


def _check_types(where: str, names: list[str], info: ValidationInfo) -> None:
    """Raise ValueError for names in a type list that the gate can never see (with this
    config's detector field types)."""
    det = info.data.get("detector")
    known = gate_types(det.fields if isinstance(det, DetectorConfig) else None)
    bad = [n for n in names if normalize_entity_type(n) not in known]
    if bad:
        raise unknown_types_error(where, bad, known)


@functools.lru_cache(maxsize=4096)  # pure; the gate calls it for every span and hit (~3,000 a step)
def normalize_entity_type(entity_type: str) -> str:
    """Normalise a detector entity type to the UPPER_SNAKE name used in placeholders.

    `"email_address"` → `"EMAIL_ADDRESS"`, `"Api-Key"` → `"API_KEY"`, `"zh phone"` → `"ZH_PHONE"`.
    The result matches `[A-Z][A-Z0-9_]*` and has no trailing underscore; an empty or
    non-ASCII-only type becomes `"PII"`, a leading digit gets a `T_` prefix.
    """
    t = re.sub(r"[^A-Z0-9]+", "_", (entity_type or "").upper()).strip("_")
    if not t:
        return "PII"
    if t[0].isdigit():
        t = "T_" + t
    return t


#: Words of an UPPER_SNAKE entity type that mark it as a credential (non-reversible by default).
SECRET_TYPE_WORDS = frozenset(
    {
        "KEY",
        "APIKEY",
        "SECRET",
        "SECRETS",
        "TOKEN",
        "PASSWORD",
        "PASSWD",
        "PWD",
        "CREDENTIAL",
        "CREDENTIALS",
        "JWT",
        "PRIVATE",
        "BEARER",
        "AUTH",
    }
)


def is_secret_type(entity_type: str, extra: list[str] | None = None) -> bool:
    """True when `entity_type` names a credential (API_KEY, AWS_SECRET_KEY, JWT, PASSWORD,
    PRIVATE_KEY, BASIC_AUTH_URL, …): one of its UPPER_SNAKE words is in `SECRET_TYPE_WORDS`,
    or its normalised name is in `extra`."""
    t = normalize_entity_type(entity_type)
    if extra and t in {normalize_entity_type(x) for x in extra}:
        return True
    return any(w in SECRET_TYPE_WORDS for w in t.split("_"))


class PrivacyConfig(BaseModel):
    """The `privacy:` block. Unknown keys are rejected.

    Fields:
        egress: `allow` | `mask` | `block` (default `mask`).
        detector: the detectors room's `DetectorConfig` (score thresholds, allow/deny lists).
        block_types: entity types that block in `block` mode; `None` = every type.
        block_thresholds: per entity type minimum score for a span to block (UPPER_SNAKE or
            detector spelling); types not listed use `block_threshold`.
        block_threshold: default minimum score to block (0.0: every reported span blocks).
        allow_unscannable: let image/audio/file parts leave the device (default False: block).
        reversible_secrets: credentials get reversible placeholders (default False).
        secret_types: extra entity types treated as credentials, besides the built-in
            heuristic (`is_secret_type`).
        scan_timeout_s: detector budget per request in seconds; exceeded → block.
        retention: how long egress bodies and vault entries are kept (`"30d"`), None = forever.
    """

    model_config = ConfigDict(extra="forbid")

    egress: Literal["allow", "mask", "block"] = "mask"
    detector: DetectorConfig = Field(default_factory=DetectorConfig)
    block_types: list[str] | None = None
    block_thresholds: dict[str, float] = Field(default_factory=dict)
    block_threshold: float = Field(0.0, ge=0.0, le=1.0)
    allow_unscannable: bool = False
    reversible_secrets: bool = False
    secret_types: list[str] = Field(default_factory=list)
    scan_timeout_s: float = Field(10.0, gt=0)
    retention: str | None = None

    @field_validator("retention")
    @classmethod
    def _check_retention(cls, v: str | None) -> str | None:
        if v is not None:
            parse_duration(v)
        return v

    @field_validator("block_thresholds")
    @classmethod
    def _check_thresholds(cls, v: dict[str, float], info: ValidationInfo) -> dict[str, float]:
        for k, score in v.items():
            if not 0.0 <= score <= 1.0:
                raise ValueError(f"block_thresholds[{k!r}] must be within [0, 1]")
        _check_types("block_thresholds", list(v), info)
        return v

    @field_validator("block_types", "secret_types")
    @classmethod
    def _check_type_lists(cls, v: list[str] | None, info: ValidationInfo) -> list[str] | None:
        if v is not None:
            _check_types(str(info.field_name), v, info)
        return v

    @model_validator(mode="after")
    def _something_detects(self) -> "PrivacyConfig":
        det = self.detector
        if self.egress != "allow" and not det.active_entities() and not det.llm:
            raise ValueError(
                f"egress {self.egress!r} with no active recognizer: privacy.detector.entities leaves "
                f"{det.describe_active()} (DENY_LIST needs a deny_list); nothing would ever be {self.egress}ed"
            )
        return self

    @property
    def retention_seconds(self) -> float | None:
        """`retention` in seconds, or None when unset."""
        return parse_duration(self.retention) if self.retention else None

    def blocks(self, entity_type: str, score: float) -> bool:
        """True when a span of this type and score blocks the step in `block` mode."""
        t = normalize_entity_type(entity_type)
        if self.block_types is not None and t not in {normalize_entity_type(x) for x in self.block_types}:
            return False
        thresholds = {normalize_entity_type(k): s for k, s in self.block_thresholds.items()}
        return score >= thresholds.get(t, self.block_threshold)

    def is_secret(self, entity_type: str) -> bool:
        """True when values of this type are credentials (see `is_secret_type`)."""
        return is_secret_type(entity_type, self.secret_types)

    def reversible(self, entity_type: str) -> bool:
        """Whether placeholders of this type are restored in the cloud's reply."""
        return self.reversible_secrets or not self.is_secret(entity_type)
