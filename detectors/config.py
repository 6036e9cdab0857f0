"""Detector configuration and the entity vocabulary.

Entity names follow Presidio where Presidio has one (``PERSON``, ``EMAIL_ADDRESS``,
``PHONE_NUMBER``, ``CREDIT_CARD``, ``IBAN_CODE``, ``US_SSN`` …) and add:

- ``ADDRESS``: a street/postal address (US, European, Chinese formats).
- ``CN_RESIDENT_ID``: PRC resident identity card number (GB 11643 checksum valid).
- ``API_KEY`` / ``SECRET`` / ``PRIVATE_KEY`` / ``PASSWORD``: credentials.
- ``DENY_LIST``: a value from :attr:`DetectorConfig.deny_list`, always flagged.

Mainland mobile numbers are ``PHONE_NUMBER`` and UnionPay/other bank cards that pass Luhn
are ``CREDIT_CARD`` (one type per kind of value, so placeholders stay uniform).
"""

from __future__ import annotations

import difflib
import re
from typing import Iterable, Literal, Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

#: Credential entity types produced by ``recognizers.credentials``.
CREDENTIAL_ENTITIES: tuple[str, ...] = ("API_KEY", "SECRET", "PRIVATE_KEY", "PASSWORD")

#: Entity type used for deny-list hits.
DENY_LIST_ENTITY = "DENY_LIST"

#: Entities reported when ``DetectorConfig.entities`` is None. Left out on purpose:
#: DATE_TIME, URL, NRP, ORGANIZATION, UUID (present in almost every agent message, not
#: identifying on their own; masking them breaks tasks). They can be requested explicitly.
#: LOCATION is listed, but by default the scanner keeps a model LOCATION only when it is a
#: person the small model mistook for a place (a place alone identifies nobody; street
#: addresses are ADDRESS); listing LOCATION in ``entities`` keeps every place name.
DEFAULT_ENTITIES: tuple[str, ...] = (
    "PERSON",
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "ADDRESS",
    "LOCATION",
    "CREDIT_CARD",
    "IBAN_CODE",
    "US_SSN",
    "US_ITIN",
    "US_PASSPORT",
    "US_DRIVER_LICENSE",
    "US_BANK_NUMBER",
    "UK_NHS",
    "MEDICAL_LICENSE",
    "IP_ADDRESS",
    "MAC_ADDRESS",
    "CRYPTO",
    "CN_RESIDENT_ID",
    "DATE_OF_BIRTH",
    "NATIONAL_ID",
    "TAX_ID",
    "BANK_ACCOUNT",
    "SALARY",
    "FINANCIAL_AMOUNT",
    "HEALTH",
    "USERNAME",
    *CREDENTIAL_ENTITIES,
    DENY_LIST_ENTITY,
)

#: Everything the configured engine can emit (DEFAULT_ENTITIES plus the opt-in ones).
ALL_ENTITIES: tuple[str, ...] = DEFAULT_ENTITIES + ("DATE_TIME", "URL", "NRP", "UUID")

#: Further types the contextual detector (``edgeward.detectors.llm``, ``llm: edge``) is asked
#: to use; the egress gate may see them next to :data:`ALL_ENTITIES`.
LLM_ENTITIES: tuple[str, ...] = ("ID_NUMBER", "ACCOUNT_NUMBER", "FINANCIAL", "SENSITIVE")

#: The type name that switches a built-in field name off in ``fields`` (``lexicon.NONE_TYPE``).
FIELD_NONE = "NONE"

#: Per-entity thresholds applied when the config does not override them. Presidio's
#: pattern recognizers give bare US_BANK_NUMBER / US_DRIVER_LICENSE matches scores of
#: 0.01-0.05 and context can lift them; these floors keep random digit runs out.
DEFAULT_THRESHOLDS: dict[str, float] = {
    "US_BANK_NUMBER": 0.6,
    "US_DRIVER_LICENSE": 0.6,
    "US_PASSPORT": 0.6,
    "MEDICAL_LICENSE": 0.6,
}


#: Regions whose national phone formats are matched by default (issue 12: at least US, GB,
#: DE, FR, NL, NO, IN, CN, JP; plus Russian, Greek and Swedish national formats). Numbers
#: written with ``+CC`` are matched whatever the regions. Each region costs one
#: phonenumbers pass per candidate digit run.
DEFAULT_PHONE_REGIONS: tuple[str, ...] = ("US", "GB", "DE", "FR", "NL", "NO", "IN", "CN", "JP", "RU", "GR", "SE")

_TYPE_RE = re.compile(r"^[A-Z][A-Z0-9_]*$")
_PATTERN_RE = re.compile(r"[*?]|\.\*|^\^|\$$|\\[dwsb]")  # glob / regex syntax in a list of exact values
_NEAR = 0.8  # a new field type this similar to a known one is taken for a misspelling


def suggest(name: str, known: Iterable[str]) -> str:
    """`` (did you mean X?)`` for the closest known type names (a known type having `name` as
    one of its ``_``-separated words counts too: EMAIL → EMAIL_ADDRESS), else ``""``."""
    known = list(known)
    name = re.sub(r"[^A-Z0-9]+", "_", name.upper()).strip("_")
    near = difflib.get_close_matches(name, known, n=2, cutoff=0.6)
    near += [k for k in known if name in k.split("_") and k not in near]
    return f" (did you mean {' or '.join(near[:3])}?)" if near else ""


def unknown_types_error(where: str, bad: list[str], known: Iterable[str]) -> ValueError:
    """The error naming `bad` type names found in `where`, each with a suggestion, and the known ones."""
    known = sorted(set(known))
    what = "; ".join(f"{b!r}{suggest(b, known)}" for b in bad)
    return ValueError(f"unknown entity type(s) in {where}: {what}; known types: {', '.join(known)}")


def custom_field_types(fields: Mapping[str, Sequence[str]]) -> tuple[str, ...]:
    """The types a ``fields`` extension adds beyond the built-in ones (``NONE`` excluded)."""
    return tuple(t for t in fields if t != FIELD_NONE and t not in ALL_ENTITIES)


def gate_types(fields: dict[str, list[str]] | None = None) -> frozenset[str]:
    """Every entity type the egress gate can see for a detector config with these ``fields``:
    :data:`ALL_ENTITIES`, :data:`LLM_ENTITIES` and the extension's own types. Settings that name
    types (``block_types``, ``block_thresholds``, ``secret_types``) are checked against it."""
    return frozenset(ALL_ENTITIES) | frozenset(LLM_ENTITIES) | frozenset(custom_field_types(fields or {}))


class DetectorConfig(BaseModel):
    """What the detector reports and how sure it must be.

    Attributes:
        thresholds: per-entity minimum score (``{"PERSON": 0.7}``); merged over
            :data:`DEFAULT_THRESHOLDS`.
        default_threshold: minimum score for entities without their own threshold (0..1).
        allow_list: values never reported; compared with the detected text after
            Unicode NFKC, case folding and whitespace stripping (exact match, not substring).
        deny_list: values always reported as ``DENY_LIST`` with score 1.0 wherever they occur
            (case-insensitive literal substring search), even if no recognizer fires.
        entities: entity types to report; ``None`` means :data:`DEFAULT_ENTITIES`.
        scan_timeout_s: wall-clock budget for one ``scan_text``/``scan_request`` call in
            seconds, checked between chunks (a chunk is at most ``chunk_chars`` characters);
            exceeding it raises :class:`edgeward.detectors.scanner.ScanTimeout`. ``None``
            disables the check.
        cache_size: entries kept in each of the detector's two LRU caches (whole strings and
            chunks, keyed by content hash; 0 = off).
        chunk_chars: long texts are analysed in chunks of at most this many characters,
            split at line breaks (a longer line at whitespace, chunks overlapping by
            ``scanner.CHUNK_OVERLAP`` characters).
        llm: ``edge`` turns on the contextual detector (``edgeward.detectors.llm``): the edge
            model lists further sensitive spans of every new text of a cloud-bound request;
            each such call is recorded (role ``detector``). Off (``None``) by default.
        llm_timeout_s: budget of one contextual-detector call; a timeout, an error or a
            malformed answer blocks the egress (fail closed).
        llm_max_chars: characters of text per contextual-detector call.
    """

    model_config = ConfigDict(extra="forbid")

    # first: the validators below check type names against the types it adds
    fields: dict[str, list[str]] = Field(
        default_factory=dict,
        description="field lexicon extension: entity type -> extra field names (JSON keys, table headers, "
        "`key: value` labels, any language) whose values are always that type; type NONE disables a "
        "built-in name, e.g. {HEALTH: [befund], NONE: [status]}; a new type (EMPLOYEE_ID) is reported "
        "like a built-in one, a misspelt one (HEALHT) is an error",
    )
    thresholds: dict[str, float] = Field(default_factory=dict)
    default_threshold: float = Field(0.5, ge=0.0, le=1.0)  # above 1 nothing would ever be detected
    allow_list: list[str] = Field(default_factory=list)
    deny_list: list[str] = Field(default_factory=list)
    entities: list[str] | None = None
    scan_timeout_s: float | None = Field(10.0, gt=0)
    cache_size: int = Field(8192, ge=0)
    chunk_chars: int = Field(20000, ge=200)
    llm: Literal["edge"] | None = Field(
        None,
        description="`edge`: the edge model also lists sensitive spans of each new text (recorded as "
        "role `detector`); off by default",
    )
    llm_timeout_s: float = Field(
        30.0,
        gt=0,
        description="budget of one contextual-detector call; exceeded, an "
        "error or a malformed answer blocks the egress",
    )
    llm_max_chars: int = Field(6000, ge=200, description="characters of text per contextual-detector call")
    phone_regions: list[str] = Field(
        default_factory=lambda: list(DEFAULT_PHONE_REGIONS),
        description="ISO 3166 regions whose national phone formats are matched (+CC numbers always are)",
    )
    tech_terms: bool = Field(
        True,
        description="built-in allow-list of technology terms (tool, product, language names) never "
        "reported as PERSON/LOCATION/NRP; allow_list extends it",
    )

    @field_validator("default_threshold")
    @classmethod
    def _in_unit_interval(cls, v: float) -> float:
        if not 0.0 <= v <= 1.0:
            raise ValueError("default_threshold must be within [0, 1]")
        return v

    @field_validator("thresholds")
    @classmethod
    def _thresholds_in_unit_interval(cls, v: dict[str, float], info: ValidationInfo) -> dict[str, float]:
        for k, t in v.items():
            if not 0.0 <= t <= 1.0:
                raise ValueError(f"threshold for {k} must be within [0, 1]")
        out = {k.strip().upper(): t for k, t in v.items()}
        known = set(ALL_ENTITIES) | set(custom_field_types(info.data.get("fields") or {}))
        bad = [k for k in out if k not in known]
        if bad:  # a misspelt type would keep its default threshold silently
            raise unknown_types_error("thresholds", bad, known)
        return out

    @field_validator("fields")
    @classmethod
    def _check_fields(cls, v: dict[str, list[str]]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        known = set(ALL_ENTITIES) | set(LLM_ENTITIES)
        for etype, names in v.items():
            t = etype.strip().upper()
            if not _TYPE_RE.match(t):
                raise ValueError(f"entity type {etype!r} must be UPPER_SNAKE (e.g. HEALTH, NONE)")
            if t not in known and t != FIELD_NONE:
                near = [k for k in known if difflib.SequenceMatcher(None, t, k).ratio() >= _NEAR]
                near += [k for k in known if t in k.split("_") and k not in near]
                if near:  # HEALHT, EMAIL: meant a known type, would mint a new one
                    raise ValueError(
                        f"entity type {etype!r} looks like a misspelling of {' or '.join(sorted(near)[:3])}; "
                        "use the known name (a new type needs a name of its own, e.g. EMPLOYEE_ID)"
                    )
            clean = [n.strip() for n in names if isinstance(n, str)]
            if not clean or any(not n for n in clean):
                raise ValueError(f"fields[{etype!r}] must be a non-empty list of non-empty field names")
            out[t] = out.get(t, []) + clean
        return out

    @field_validator("allow_list")
    @classmethod
    def _check_allow_list(cls, v: list[str]) -> list[str]:
        types = set(ALL_ENTITIES) | set(LLM_ENTITIES)
        for i, value in enumerate(v):
            if not value.strip():
                raise ValueError(f"allow_list[{i}] is empty")
            if value.strip().upper() in types:
                raise ValueError(
                    f"allow_list[{i}] {value.strip()!r} is an entity type; allow_list holds exact values "
                    "(to stop reporting a type, leave it out of `entities`)"
                )
            if _PATTERN_RE.search(value):
                raise ValueError(f"allow_list[{i}] {value!r} looks like a pattern; allow_list entries are exact values")
        return v

    @field_validator("deny_list")
    @classmethod
    def _check_deny_list(cls, v: list[str]) -> list[str]:
        for i, value in enumerate(v):
            if len(value.strip()) < 2:  # an empty or one-letter entry would flag every text
                raise ValueError(f"deny_list[{i}] {value!r} must be at least 2 characters")
        return v

    @field_validator("phone_regions")
    @classmethod
    def _check_regions(cls, v: list[str]) -> list[str]:
        import phonenumbers

        out = [r.strip().upper() for r in v]
        bad = [r for r in out if r not in phonenumbers.SUPPORTED_REGIONS]
        if bad:
            raise ValueError(f"phone_regions: unknown region(s) {', '.join(bad)} (use ISO 3166 codes such as GB, NO)")
        return out

    @field_validator("entities")
    @classmethod
    def _known_entities(cls, v: list[str] | None, info: ValidationInfo) -> list[str] | None:
        if v is None:
            return None
        out = [e.strip().upper() for e in v]
        known = set(ALL_ENTITIES) | set(custom_field_types(info.data.get("fields") or {}))
        bad = [e for e in out if e not in known]
        if bad:  # a misspelt type would switch its recognizers off silently
            raise unknown_types_error("entities", bad, known)
        return out

    def effective_entities(self) -> tuple[str, ...]:
        """Entity types this config reports: ``entities`` (default :data:`DEFAULT_ENTITIES`)
        plus every type ``fields`` maps names to (declaring a field type asks for it)."""
        base = tuple(self.entities) if self.entities is not None else DEFAULT_ENTITIES
        extra = tuple(t for t in self.fields if t != FIELD_NONE and t not in base)
        return base + extra

    def active_entities(self) -> tuple[str, ...]:
        """The effective types something can report: ``DENY_LIST`` only with a non-empty
        ``deny_list``. Empty (and no ``llm``) means nothing would ever be detected."""
        return tuple(e for e in self.effective_entities() if e != DENY_LIST_ENTITY or self.deny_list)

    def describe_active(self) -> str:
        """One line on what would detect, for error messages and `check-config`."""
        ents = self.active_entities()
        parts = [f"{len(ents)} entity type(s)" if ents else "no entity type"]
        if self.llm:
            parts.append(f"the contextual detector ({self.llm})")
        return " and ".join(parts)

    def threshold_for(self, entity_type: str) -> float:
        """Minimum score for ``entity_type`` (config, then DEFAULT_THRESHOLDS, then default)."""
        if entity_type in self.thresholds:
            return self.thresholds[entity_type]
        if entity_type in DEFAULT_THRESHOLDS:
            return max(DEFAULT_THRESHOLDS[entity_type], self.default_threshold)
        return self.default_threshold
