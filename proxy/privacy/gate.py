"""The egress gate: every cloud-bound chat body passes `EgressGate.prepare` exactly once.

    result = await gate.prepare(session, body)
    if result.action == "block":   # result.body is None: keep the step on the edge (or 403)
        ...
    else:                          # send result.body; restore the reply with result.vault
        ...

What `prepare` does, in order:

1. Unscannable parts (image/audio/file content parts) → `block`, reason `unscannable_part`,
   unless `privacy.allow_unscannable` (then they are sent as they are and never masked).
2. The detector scans the whole request within `privacy.scan_timeout_s`: in the proxy's scan
   process pool (`scan=`, `edgeward.proxy.privacy.scanning`: killed at the budget), or in a
   worker thread under `asyncio.wait_for`. FAIL CLOSED: if it raises or times out the
   result is `block` with reason `detector_error: <ExceptionName>` and no body. With the
   contextual detector on (`privacy.detector.llm: edge`, `edgeward.detectors.llm`), the edge
   model is then asked about every text it has not seen; its spans join the detector's, and a
   timeout, error or malformed answer is `block`, reason `detector_error: LLMDetectorError`.
3. Mode `allow`: the body is sent unchanged; spans are recorded with action `allow`.
   Mode `block`: spans at/above their block threshold (`PrivacyConfig.blocks`) → `block`,
   reason `blocked: TYPE,…`; otherwise continue as `mask` with the remaining spans.
   Mode `mask`: every detected value, and every value the session's vault already knows
   (from any earlier request), is replaced by its placeholder in every string of the body —
   earlier history included, so the cloud never sees a value and its placeholder together.
   JSON strings (tool-call arguments, JSON tool results) are masked on the decoded string
   level and stay valid JSON. The body is rebuilt (the caller's dict is never mutated).
   A failure while masking (e.g. the vault's store raised) → `block`, reason
   `mask_error: <ExceptionName>`.

Spans, reasons and logs carry entity types, scores, paths and offsets — never values.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Literal, Protocol

from edgeward.detectors.llm import ChatCompletion, LLMDetector
from edgeward.detectors.scanner import text_fields
from edgeward.proxy.privacy.config import PrivacyConfig, normalize_entity_type
from edgeward.proxy.privacy.vault import SessionVault, VaultBackend, VaultRegistry, looks_like_json, mask_json_text

__all__ = [
    "EgressGate",
    "GateResult",
    "DetectorLike",
    "ScanBackend",
    "UNSCANNABLE_TYPES",
    "uncovered_texts",
    "find_unscannable",
]

log = logging.getLogger("edgeward.gate")

#: Content-part types that cannot be scanned (their payload is binary or a reference).
UNSCANNABLE_TYPES = frozenset(
    {
        "image_url",
        "input_image",
        "image",
        "input_audio",
        "audio",
        "file",
        "input_file",
        "video_url",
        "input_video",
    }
)
#: Keys whose string values are protocol structure, not content: left as they are unless the
#: detector reported a span in them.
_STRUCTURAL_KEYS = frozenset({"role", "type", "model", "tool_call_id", "id", "object", "detail"})
#: Subtrees that hold JSON schemas, where `"type"` is not a content-part type.
_SCHEMA_KEYS = frozenset({"tools", "functions", "response_format"})
_MAX_PASSES = 8

Action = Literal["allow", "mask", "block"]


class DetectorLike(Protocol):
    """What the gate needs from `edgeward.detectors.scanner.Detector`.

    `scan_request(body)` returns FieldSpan-like objects (`.path` tuple, `.span` with
    `entity_type`, `start`, `end`, `score`, `text`); offsets index the string at `path`.
    An optional `unscannable_parts(body) -> list[path]` is honoured when present.
    """

    def scan_request(self, body: dict) -> list[Any]: ...


@dataclass(slots=True)
class GateResult:
    """The gate's verdict on one cloud-bound body.

    Attributes:
        action: `allow` (sent unchanged), `mask` (sent with placeholders), `block` (nothing
            may be sent: keep the step on the edge or answer 403).
        body: exactly what may be sent (a new dict when masked, the caller's dict when
            allowed), None when blocked.
        spans: one dict per detection: `{type, score, path, start, end, action}` (type in
            UPPER_SNAKE, path a list, offsets into the original string at path).
        placeholders: number of distinct vault placeholders present in the sent body.
        reason: `allow_mode`, `masked`, `clean` (mask/block mode, nothing to replace),
            `unscannable_part`, `detector_error: <Exc>`, `blocked: <TYPE,...>`,
            `vault_error: <Exc>`, `mask_error: <Exc>`.
        vault: the session's vault for restoring the reply (None when blocked).
        unscannable: paths of image/audio/file parts found in the request.
        scan_ms: detector wall time (0 when it did not run).
    """

    action: Action
    body: dict | None
    spans: list[dict]
    placeholders: int
    reason: str
    vault: SessionVault | None
    unscannable: list[tuple] = field(default_factory=list)
    scan_ms: float = 0.0


def find_unscannable(body: Any) -> list[tuple]:
    """Paths of content parts the detector cannot read: dicts whose `type` is in
    `UNSCANNABLE_TYPES` (or that carry an `image_url` / `input_audio` / `file` payload key),
    anywhere in the body except tool/response schemas."""
    out: list[tuple] = []

    def walk(obj: Any, path: tuple) -> None:
        if isinstance(obj, dict):
            t = obj.get("type")
            if (isinstance(t, str) and t in UNSCANNABLE_TYPES) or (
                t is None and any(k in obj for k in ("image_url", "input_audio", "file"))
            ):
                out.append(path)
                return
            for k, v in obj.items():
                if not (path == () and k in _SCHEMA_KEYS):
                    walk(v, path + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj):
                walk(v, path + (i,))

    walk(body, ())
    return out


def _resolve(body: Any, path: tuple) -> Any:
    cur = body
    for p in path:
        if isinstance(cur, dict) and p in cur:
            cur = cur[p]
        elif isinstance(cur, list) and isinstance(p, int) and -len(cur) <= p < len(cur):
            cur = cur[p]
        else:
            return None
    return cur


def _iter_strings(obj: Any, path: tuple, skip: set[tuple]) -> Iterator[tuple[tuple, str]]:
    if isinstance(obj, str):
        yield path, obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            p = path + (k,)
            if p not in skip:
                yield from _iter_strings(v, p, skip)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            p = path + (i,)
            if p not in skip:
                yield from _iter_strings(v, p, skip)


_KEY_MARK = "<key>"  # path marker of a span found in a dict key


def _iter_keys(obj: Any, path: tuple, skip: set[tuple]) -> Iterator[tuple[tuple, str]]:
    """(path of the dict, key) for every string key in `obj`."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            p = path + (k,)
            if isinstance(k, str):
                yield path, k
            if p not in skip:
                yield from _iter_keys(v, p, skip)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            p = path + (i,)
            if p not in skip:
                yield from _iter_keys(v, p, skip)


def uncovered_texts(body: dict, covered: set[tuple], skip: set[tuple]) -> list[tuple[tuple, str]]:
    """What the gate scans besides the detector's text fields (`covered`), so "every string of
    the body" holds for fields nobody foresaw: each other string of 3+ characters that is not
    blank (stop sequences, ids, metadata, schema property names) as (path, text), and each
    distinct dict key of 3+ characters as (path of its first dict + `<key>`, key). A key has no
    string path: its value is registered in the vault and masked wherever it appears, keys
    included (see `_mask_body`). Subtrees at `skip` paths are left out."""
    out = [
        (path, text)
        for path, text in _iter_strings(body, (), skip)
        if path not in covered and len(text) >= 3 and not text.isspace()
    ]
    keys: set[str] = set()
    for path, key in _iter_keys(body, (), skip):
        if len(key) >= 3 and key not in keys:
            keys.add(key)
            out.append((path + (_KEY_MARK,), key))
    return out


class ScanBackend(Protocol):
    """Where the gate's scans run (`EgressGate(scan=…)`; default: the gate's own detector in
    its executor). `scan(session, body, budget_s)` returns the detector's (path, span) pairs
    over every string of `body` (text fields, `uncovered_texts`) and the paths of parts it
    cannot read; it raises on any failure, including an overrun of `budget_s` (the gate then
    blocks: fail closed). The process pool (`edgeward.proxy.privacy.scanning.PoolScan`)
    implements it."""

    async def scan(self, session: str, body: dict, budget_s: float) -> tuple[list[tuple[tuple, Any]], list[tuple]]: ...


def _map_strings(
    obj: Any,
    path: tuple,
    fn: Callable[[tuple, str, bool], str],
    skip: set[tuple],
    structural: bool = False,
    key_fn: Callable[[str], str] | None = None,
) -> tuple[Any, bool]:
    """Copy `obj` with every string replaced by `fn(path, s, structural)` and every dict key by
    `key_fn(key)` (when given); returns (copy, changed). Subtrees at `skip` paths are shared,
    not copied."""
    if isinstance(obj, str):
        new = fn(path, obj, structural)
        return new, new != obj
    if isinstance(obj, dict):
        changed = False
        out: dict = {}
        for k, v in obj.items():
            p = path + (k,)
            nk = key_fn(k) if key_fn is not None and isinstance(k, str) else k
            changed |= nk != k
            if p in skip:
                out[nk] = v
                continue
            out[nk], c = _map_strings(v, p, fn, skip, k in _STRUCTURAL_KEYS, key_fn)
            changed |= c
        return out, changed
    if isinstance(obj, list):
        changed = False
        lst = []
        for i, v in enumerate(obj):
            p = path + (i,)
            if p in skip:
                lst.append(v)
                continue
            nv, c = _map_strings(v, p, fn, skip, False, key_fn)
            lst.append(nv)
            changed |= c
        return lst, changed
    return obj, False


class _Blocked(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class EgressGate:
    """Scan → allow | mask | block for every cloud-bound chat body (see module docstring).

    Args:
        detector: `DetectorLike` (normally `edgeward.detectors.scanner.Detector`).
        backend: `VaultBackend` persisting placeholders (the proxy store via
            `StoreVaultBackend`, or `InMemoryVaultBackend`).
        config: `PrivacyConfig`.
        executor: where the detector runs; default: a private 2-thread pool. A detector call
            that times out keeps its thread until it returns (threads cannot be killed); while
            all threads are stuck, every request times out and is blocked (fail closed).
        vaults: the `VaultRegistry` holding one `SessionVault` per session; default: the
            process-wide registry of `backend`, so every gate over one backend (one per arm /
            privacy config) shares a session's numbering.
        llm: the contextual detector (`edgeward.detectors.llm.LLMDetector`, over a recorded
            edge call supplied by the pipeline), or None (off).
        scan: where scans run instead of `detector` in `executor` (`ScanBackend`: the process
            pool, which kills a scan at its budget), or None.

    Masking runs on the event loop without awaiting, so it is atomic per request: concurrent
    requests of one session never hand out the same number. Use one event loop per backend.
    """

    def __init__(
        self,
        detector: DetectorLike,
        backend: VaultBackend,
        config: PrivacyConfig | None = None,
        *,
        executor: concurrent.futures.Executor | None = None,
        vaults: VaultRegistry | None = None,
        llm: LLMDetector | None = None,
        scan: ScanBackend | None = None,
    ) -> None:
        self.detector = detector
        self.llm = llm
        self.scanner = scan
        self.backend = backend
        self.config = config or PrivacyConfig()
        self._own_executor = executor is None
        self._executor = executor or concurrent.futures.ThreadPoolExecutor(
            max_workers=2, thread_name_prefix="edgeward-scan"
        )
        self.vaults = vaults or VaultRegistry.for_backend(backend)

    def vault(self, session: str) -> SessionVault:
        """The session's vault (created from the backend on first use).

        Raises:
            Whatever the backend's `load` raises.
        """
        return self.vaults.get(session)

    def close(self) -> None:
        """Shut down the private scan pool (does not wait for a stuck detector)."""
        if self._own_executor:
            self._executor.shutdown(wait=False, cancel_futures=True)

    # -- the gate ------------------------------------------------------------------------------
    async def prepare(self, session: str, body: dict, detector_call: ChatCompletion | None = None) -> GateResult:
        """Decide what of `body` (an OpenAI chat-completions request) may leave the device.

        `detector_call` is the contextual detector's model call for this request (the pipeline
        passes a recorded edge call of the step); None uses the detector's own.

        Never raises for detector, vault or masking failures (they become `block`);
        `asyncio.CancelledError` propagates. Never mutates `body`.
        """
        cfg = self.config
        unscannable = find_unscannable(body)
        if unscannable and not cfg.allow_unscannable:
            log.info("egress blocked: %d unscannable part(s)", len(unscannable))
            return GateResult("block", None, [], 0, "unscannable_part", None, unscannable)

        t0 = time.perf_counter()
        try:
            if self.scanner is not None:
                field_spans, more_unscannable = await self.scanner.scan(session, body, cfg.scan_timeout_s)
            else:
                loop = asyncio.get_running_loop()
                fut = loop.run_in_executor(self._executor, self._scan, body)
                field_spans, more_unscannable = await asyncio.wait_for(fut, cfg.scan_timeout_s)
        except Exception as e:  # TimeoutError included; CancelledError is not an Exception
            log.warning("egress blocked: detector failed (%s)", type(e).__name__)
            return GateResult(
                "block",
                None,
                [],
                0,
                f"detector_error: {type(e).__name__}",
                None,
                unscannable,
                (time.perf_counter() - t0) * 1000,
            )
        if self.llm is not None:
            try:
                skip = set(unscannable) | set(more_unscannable)
                field_spans = field_spans + await self._scan_llm(session, body, skip, detector_call)
            except Exception as e:  # LLMDetectorError, or a bug: fail closed either way
                log.warning("egress blocked: contextual detector failed (%s: %s)", type(e).__name__, e)
                return GateResult(
                    "block",
                    None,
                    [],
                    0,
                    f"detector_error: {type(e).__name__}",
                    None,
                    unscannable,
                    (time.perf_counter() - t0) * 1000,
                )
        scan_ms = (time.perf_counter() - t0) * 1000
        for p in more_unscannable:
            if p not in unscannable:
                unscannable.append(p)
        if more_unscannable and not cfg.allow_unscannable:
            return GateResult("block", None, [], 0, "unscannable_part", None, unscannable, scan_ms)

        def records(action: str) -> list[dict]:
            # a 100 KB context carries thousands of spans of a few types: normalise each once
            types: dict[str, str] = {}
            out = []
            for p, s in field_spans:
                t = types.get(s.entity_type)
                if t is None:
                    t = types[s.entity_type] = normalize_entity_type(s.entity_type)
                out.append(
                    {
                        "type": t,
                        "score": float(s.score),
                        "path": list(p),
                        "start": int(s.start),
                        "end": int(s.end),
                        "action": action,
                    }
                )
            return out

        if cfg.egress == "block":
            blocking = sorted(
                {
                    normalize_entity_type(s.entity_type)
                    for _, s in field_spans
                    if cfg.blocks(s.entity_type, float(s.score))
                }
            )
            if blocking:
                log.info("egress blocked: %d span(s) of %s", len(field_spans), ",".join(blocking))
                return GateResult(
                    "block", None, records("block"), 0, "blocked: " + ",".join(blocking), None, unscannable, scan_ms
                )

        try:
            vault = self.vault(session)
        except Exception as e:
            log.warning("egress blocked: vault unavailable (%s)", type(e).__name__)
            return GateResult(
                "block", None, records("block"), 0, f"vault_error: {type(e).__name__}", None, unscannable, scan_ms
            )
        skip = set(unscannable)

        if cfg.egress == "allow":
            n = len({ph for _, s in _iter_strings(body, (), skip) for ph in vault.placeholders_in(s)})
            return GateResult("allow", body, records("allow"), n, "allow_mode", vault, unscannable, scan_ms)

        try:
            vault.reversible_policy = cfg.reversible  # new entries follow this request's config
            new_body, changed = self._mask_body(vault, body, field_spans, skip)
        except Exception as e:
            log.warning("egress blocked: masking failed (%s)", type(e).__name__)
            return GateResult(
                "block", None, records("block"), 0, f"mask_error: {type(e).__name__}", None, unscannable, scan_ms
            )
        n = len({ph for _, s in _iter_strings(new_body, (), skip) for ph in vault.placeholders_in(s)})
        spans = records("mask")
        if not changed:
            return GateResult("allow", body, spans, n, "clean", vault, unscannable, scan_ms)
        log.debug("egress masked: %d span(s), %d placeholder(s)", len(spans), n)
        return GateResult("mask", new_body, spans, n, "masked", vault, unscannable, scan_ms)

    async def detect(self, session: str, body: dict) -> list[tuple[tuple, Any]]:
        """The detector's (path, span) pairs over every string of `body`, within
        `privacy.scan_timeout_s` (the scan a policy asks for: `PolicyContext.scan`). Raises on
        any failure or timeout."""
        if self.scanner is not None:
            found, _ = await self.scanner.scan(session, body, self.config.scan_timeout_s)
        else:
            fut = asyncio.get_running_loop().run_in_executor(self._executor, self._scan, body)
            found, _ = await asyncio.wait_for(fut, self.config.scan_timeout_s)
        return found

    # -- helpers -------------------------------------------------------------------------------
    async def _scan_llm(
        self, session: str, body: dict, skip: set[tuple], detector_call: ChatCompletion | None
    ) -> list[tuple[tuple, Any]]:
        """The contextual detector's spans over the request's text fields, as (path, span)."""
        assert self.llm is not None
        fields = [(p, t) for p, t in text_fields(body) if not any(p[:k] in skip for k in range(len(p) + 1))]
        found = await self.llm.scan_texts(session, [t for _, t in fields], detector_call)
        return [(tuple(p), sp) for (p, _), spans in zip(fields, found) for sp in spans]

    def _scan(self, body: dict) -> tuple[list[tuple[tuple, Any]], list[tuple]]:
        """Runs in the worker thread; any exception means `detector_error`."""
        extra: list[tuple] = []
        fn = getattr(self.detector, "unscannable_parts", None)
        if callable(fn):
            extra = [tuple(p) for p in fn(body)]
        out = []
        for fs in self.detector.scan_request(body):
            s = fs.span
            # touch every attribute now, so a malformed span fails the scan (closed)
            int(s.start), int(s.end), float(s.score), str(s.entity_type)
            out.append((tuple(fs.path), s))
        # The detector walks the fields a chat request carries text in; anything else that
        # leaves (stop sequences, ids, metadata, schema property names, dict keys) is scanned
        # here too, so "every string of the body" holds for fields we did not foresee.
        fields = getattr(self.detector, "text_fields", None)
        scan_text = getattr(self.detector, "scan_text", None)
        if callable(fields) and callable(scan_text):
            seen: dict[str, list[Any]] = {}  # roles, types, ids repeat in every message: scan once
            for path, text in uncovered_texts(body, {tuple(p) for p, _ in fields(body)}, set(extra)):
                found = seen.get(text)
                if found is None:
                    found = seen[text] = scan_text(text)
                out.extend((path, sp) for sp in found)
        return out, extra

    def _mask_body(
        self, vault: SessionVault, body: dict, field_spans: list[tuple[tuple, Any]], skip: set[tuple]
    ) -> tuple[dict, bool]:
        grouped: dict[tuple, list[Any]] = {}
        for path, s in field_spans:
            if skip and any(path[:k] in skip for k in range(len(path) + 1)):
                continue  # inside an allowed unscannable part: never rewritten
            grouped.setdefault(path, []).append(s)
        by_path: dict[tuple, list[Any]] = {}
        key_spans: list[Any] = []  # spans found in dict keys (offsets into the key)
        for path, spans in grouped.items():
            if isinstance(_resolve(body, path), str):
                by_path[path] = spans
                continue
            if path and path[-1] == _KEY_MARK:
                key_spans.extend(spans)
            for s in spans:
                text = getattr(s, "text", "") or ""
                if text and not text.isspace():  # path unknown: mask the value wherever it is
                    vault.placeholder_for(text, s.entity_type)
        for _, s in _iter_strings(body, (), skip):
            vault.reserve(s)
        vault.checkpoint()  # results cached by the previous request: re-checked against new entries only

        def mask_one(path: tuple, s: str, structural: bool) -> str:
            spans = by_path.get(path, ())
            if structural and not spans:
                return s
            if looks_like_json(s):
                out = mask_json_text(s, vault, spans)
                if out is not None:
                    return out
            return vault.mask_text(s, spans)

        # Register this request's values first (strings with spans, repeated until no new
        # entry appears), then rewrite every string: a value first found in a later message
        # is masked in the earlier ones too. Results are cached per string by the vault.
        for _ in range(_MAX_PASSES):
            v0 = vault.version
            for path, spans in by_path.items():
                mask_one(path, _resolve(body, path), False)
            if vault.version != v0:
                continue
            keys: dict[str, str] = {}  # the same few keys ("role", "content"…) in every message

            def mask_key(k: str) -> str:
                out = keys.get(k)
                if out is None:
                    # the key's own spans by offset (a value glued to other characters is not a
                    # known-value match), then every known value
                    own = [sp for sp in key_spans if k[sp.start : sp.end] == sp.text]
                    out = keys[k] = vault.mask_text(k, own)
                return out

            new_body, changed = _map_strings(body, (), mask_one, skip, key_fn=mask_key)
            if vault.version == v0:
                return new_body, changed
        raise RuntimeError("masking did not converge")
