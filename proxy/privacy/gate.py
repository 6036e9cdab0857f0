"""The egress gate: every cloud-bound chat body passes `EgressGate.prepare` exactly once.

    result = await gate.prepare(session, body)
    if result.action == "block":   # result.body is None: keep the step on the edge (or 403)
        ...
    else:                          # send result.body; the reply restores result.sent_placeholders
        ...

What `prepare` does, in order:

1. Unscannable parts (image/audio/file content parts) → `block`, reason `unscannable_part`,
   unless `privacy.allow_unscannable` (then they are sent as they are and never masked).
2. The detector scans the request within `privacy.scan_timeout_s`: in the proxy's scan
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
   level and stay valid JSON. The body is rebuilt (the caller's dict is never mutated; the
   result shares unchanged parts with earlier results: treat it as read-only). New vault
   entries are persisted in one batch before `prepare` returns. A failure while masking or
   persisting (e.g. the vault's store raised) → `block`, reason `mask_error: <ExceptionName>`.

Cost (issue 12; `benchmarks/gate_cost`): agents resend their whole history, so the gate keeps,
per session, what it worked out for each message and other top-level key of the body
(`edgeward.proxy.privacy.units`). A message seen before is neither scanned nor walked again:
its spans, span records, masked copy and vault-hit counts are reused, after a check of its texts
when the vault gained entries since (a new value found in the new message is masked in the old
ones too) — one pass over the texts of every such message joined (`SessionVault.newer_in_screens`). Only the strings that pass finds are masked again, and only
against the entries created since the message was last known complete (`clean_at`); a plain
text's cached masking is then updated in place where the new values stand apart from what it
replaced (`SessionVault.mask_text`), which gives exactly what masking it from scratch gives.
Only new messages reach the detector, with the others blanked (`{}`) so paths keep their
indexes.

Overlap: with a scan backend in other processes (`scan=`, the proxy's scan pool), the scan is
started first and, while the worker runs it, the event loop does the masking's work that needs
no span (`EgressGate._prefetch`): the known-value searches of the new strings (for a JSON text,
its literals joined as the masking joins them; `SessionVault.warm`) and the screens of cached
messages that have none yet. Only caches are filled — the searches' results are kept with their
texts (`KnownValueMatcher.find`), so the masking after the scan looks them up and searches only
the values added since — and every output is exactly what it is without the overlap
(`tests/proxy/test_gate_overlap.py`). It cuts the step's latency, not its CPU: the worker and the
event loop run at once on two cores. In a detector thread (no scan backend) it is off: the
thread holds the GIL while it scans.

Spans, reasons and logs carry entity types, scores, paths and offsets — never values.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from edgeward.detectors.known_values import Screen
from edgeward.detectors.llm import ChatCompletion, LLMDetector
from edgeward.detectors.scanner import text_fields
from edgeward.detectors.textview import TextView
from edgeward.proxy.privacy.config import PrivacyConfig, normalize_entity_type
from edgeward.proxy.privacy.units import Path, Unit, UnitCache, UnitResult, split_units
from edgeward.proxy.privacy.vault import (
    PLACEHOLDER_RE,
    SessionVault,
    VaultBackend,
    VaultRegistry,
    looks_like_json,
    mask_json_text,
)
from edgeward.proxy.privacy.vault_hits import HitMemo, count_part_hits, count_root_key_hits

__all__ = [
    "EgressGate",
    "GateResult",
    "DetectorLike",
    "ScanBackend",
    "UNSCANNABLE_TYPES",
    "find_unscannable",
    "uncovered_texts",
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
_JSON_VIEW_DEPTH = 5  # decoded levels of a JSON string's screen (as `mask_json_text` checks)

Action = Literal["allow", "mask", "block"]
#: A detection at a path of the body: (path, span); the span has `entity_type`, `start`,
#: `end`, `score` and usually `text` (`edgeward.detectors.spans.Span`).
PathSpan = tuple[Path, Any]
Record = dict[str, Any]


class DetectorLike(Protocol):
    """What the gate needs from `edgeward.detectors.scanner.Detector`.

    `scan_request(body)` returns FieldSpan-like objects (`.path` tuple, `.span` with
    `entity_type`, `start`, `end`, `score`, `text`); offsets index the string at `path`.
    An optional `unscannable_parts(body) -> list[path]` is honoured when present.
    A message the gate has already scanned is replaced by `{}` in the body it passes.
    """

    def scan_request(self, body: dict[str, Any]) -> list[Any]: ...


@dataclass(slots=True)
class GateResult:
    """The gate's verdict on one cloud-bound body.

    Attributes:
        action: `allow` (sent unchanged), `mask` (sent with placeholders), `block` (nothing
            may be sent: keep the step on the edge or answer 403).
        body: exactly what may be sent (a new dict when masked, the caller's dict when
            allowed), None when blocked. Read-only: parts are shared with other results.
        spans: one dict per detection: `{type, score, path, start, end, action}` (type in
            UPPER_SNAKE, path a list, offsets into the original string at path). Read-only:
            the records of a message seen before are shared with earlier results.
        placeholders: number of distinct vault placeholders present in the sent body.
        sent_placeholders: those placeholders: the only ones the reply to this body may
            restore (`edgeward.proxy.privacy.restore.RestoreScope`; the pipeline restores a
            masked body's only). Empty when blocked.
        reason: `allow_mode`, `masked`, `clean` (mask/block mode, nothing to replace),
            `unscannable_part`, `detector_error: <Exc>`, `blocked: <TYPE,...>`,
            `vault_error: <Exc>`, `mask_error: <Exc>`.
        vault: the session's vault for restoring the reply (None when blocked).
        unscannable: paths of image/audio/file parts found in the request.
        scan_ms: detector wall time (0 when it did not run).
        vault_hits: entity type → values masked because the vault knew them, beyond the
            detector's spans (`edgeward.proxy.privacy.vault_hits`); empty unless masked.
    """

    action: Action
    body: dict[str, Any] | None
    spans: list[Record]
    placeholders: int
    reason: str
    vault: SessionVault | None
    unscannable: list[Path] = field(default_factory=list)
    scan_ms: float = 0.0
    vault_hits: dict[str, int] = field(default_factory=dict)
    sent_placeholders: frozenset[str] = frozenset()


def find_unscannable(body: Any) -> list[Path]:
    """Paths of content parts the detector cannot read: dicts whose `type` is in
    `UNSCANNABLE_TYPES` (or that carry an `image_url` / `input_audio` / `file` payload key),
    anywhere in the body except tool/response schemas."""
    out: list[Path] = []

    def walk(obj: Any, path: Path) -> None:
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


def _resolve(body: Any, path: Path) -> Any:
    cur = body
    for p in path:
        if isinstance(cur, dict) and p in cur:
            cur = cur[p]
        elif isinstance(cur, list) and isinstance(p, int) and -len(cur) <= p < len(cur):
            cur = cur[p]
        else:
            return None
    return cur


def _iter_strings(obj: Any, path: Path, skip: set[Path]) -> Iterator[tuple[Path, str]]:
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


def _iter_keys(obj: Any, path: Path, skip: set[Path]) -> Iterator[tuple[Path, str]]:
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


def uncovered_texts(body: dict[str, Any], covered: set[Path], skip: set[Path]) -> list[tuple[Path, str]]:
    """What the gate scans besides the detector's text fields (`covered`), so "every string of
    the body" holds for fields nobody foresaw: each other string of 3+ characters that is not
    blank (stop sequences, ids, metadata, schema property names) as (path, text), and each
    distinct dict key of 3+ characters as (path of its first dict + `<key>`, key). A key's
    spans are masked at their offsets in every key that holds them (`_mask_units`,
    `_assemble`). Subtrees at `skip` paths are left out."""
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

    async def scan(self, session: str, body: dict[str, Any], budget_s: float) -> tuple[list[PathSpan], list[Path]]: ...


def _map_strings(
    obj: Any,
    path: Path,
    fn: Callable[[Path, str, bool], str],
    skip: set[Path],
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
        out: dict[Any, Any] = {}
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


def _inside(path: Path, paths: set[Path]) -> bool:
    """`path` is one of `paths` or lies under one of them."""
    return bool(paths) and any(path[:k] in paths for k in range(len(path) + 1))


def _unit_of(path: Path) -> Path:
    """The unit a body path belongs to (`units.split_units`)."""
    return path[:2] if path[:1] == ("messages",) and len(path) > 1 and isinstance(path[1], int) else path[:1]


def _records(spans: Iterable[PathSpan], action: str, types: dict[str, str]) -> list[Record]:
    """Span records (`GateResult.spans` items); `types` memoises entity-type normalisation."""
    out = []
    for p, s in spans:
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


class _Request:
    """One body split into units, with the cached results found for them."""

    def __init__(self, body: dict[str, Any], units: list[Unit], results: dict[Path, UnitResult]) -> None:
        self.body = body
        self.units = units
        self.results = results  # unit path -> result (hits only, until the scan has run)

    def sparse(self) -> dict[str, Any]:
        """The body without its cached units: messages blanked to `{}` (paths keep their
        indexes), other top-level values to null — their keys stay, because the body's own keys
        are masked afresh each time (`EgressGate._assemble`) with the spans this scan finds in
        them. The body itself when nothing is cached."""
        if not self.results:
            return self.body
        out: dict[str, Any] = {}
        for k, v in self.body.items():
            if k == "messages" and isinstance(v, list):
                out[k] = [{} if ("messages", i) in self.results else m for i, m in enumerate(v)]
            else:
                out[k] = v if (k,) not in self.results else None
        return out

    def ordered(self) -> list[UnitResult]:
        """Every unit's result, in document order (after `EgressGate._scanned`)."""
        return [self.results[u.path] for u in self.units]


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
        units: the per-message memory (`edgeward.proxy.privacy.units.UnitCache`); default: a
            private one of the default size.
        scan: where scans run instead of `detector` in `executor` (`ScanBackend`: the process
            pool, which kills a scan at its budget), or None.
        overlap: do the masking's work that does not need the scan's spans while the scan
            runs (`_detect_overlapped`; the same outputs either way). Default: on with `scan`
            (the scan runs in another process, so both run at once on two cores), off
            otherwise (a detector thread holds the GIL: nothing would run in parallel).

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
        units: UnitCache | None = None,
        scan: ScanBackend | None = None,
        overlap: bool | None = None,
    ) -> None:
        self.detector = detector
        self.llm = llm
        self.scanner = scan
        self.overlap = scan is not None if overlap is None else overlap
        self.backend = backend
        self.config = config or PrivacyConfig()
        self._own_executor = executor is None
        self._executor = executor or concurrent.futures.ThreadPoolExecutor(
            max_workers=2, thread_name_prefix="edgeward-scan"
        )
        self.vaults = vaults or VaultRegistry.for_backend(backend)
        self.units = units if units is not None else UnitCache()
        self.hit_memo = HitMemo()  # vault-hit counts of resent strings (`vault_hits.py`)

    def vault(self, session: str) -> SessionVault:
        """The session's vault (created from the backend on first use).

        Raises:
            Whatever the backend's `load` raises.
        """
        return self.vaults.get(session)

    def forget(self, session: str | None = None) -> None:
        """Drop what the gate remembers of a session's messages (or of every session), e.g.
        after its vault entries were purged."""
        self.units.forget(session)
        self.hit_memo.forget(session)

    def close(self) -> None:
        """Shut down the private scan pool (does not wait for a stuck detector)."""
        if self._own_executor:
            self._executor.shutdown(wait=False, cancel_futures=True)

    # -- the gate ------------------------------------------------------------------------------
    async def prepare(
        self, session: str, body: dict[str, Any], detector_call: ChatCompletion | None = None
    ) -> GateResult:
        """Decide what of `body` (an OpenAI chat-completions request) may leave the device.

        `detector_call` is the contextual detector's model call for this request (the pipeline
        passes a recorded edge call of the step); None uses the detector's own.

        Never raises for detector, vault or masking failures (they become `block`);
        `asyncio.CancelledError` propagates. Never mutates `body`.
        """
        cfg = self.config
        try:
            vault = self.vault(session)
        except Exception as e:
            log.warning("egress blocked: vault unavailable (%s)", type(e).__name__)
            return GateResult("block", None, [], 0, f"vault_error: {type(e).__name__}", None)
        units = split_units(body)
        hits = {}
        for u in units:
            r = self.units.get(session, vault, u)
            if r is not None:
                hits[u.path] = r
        req = _Request(body, units, hits)
        sparse = req.sparse()

        unscannable = self._merge_paths(req, find_unscannable(sparse), lambda r: r.unscannable)
        if unscannable and not cfg.allow_unscannable:
            log.info("egress blocked: %d unscannable part(s)", len(unscannable))
            return GateResult("block", None, [], 0, "unscannable_part", None, unscannable)

        t0 = time.perf_counter()
        try:
            if self.overlap and req.units and cfg.egress != "allow":  # allow mode masks nothing
                field_spans, more_unscannable = await self._detect_overlapped(session, vault, req, sparse, unscannable)
            else:
                field_spans, more_unscannable = await self._detect(session, sparse)
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
                field_spans = field_spans + await self._scan_llm(session, sparse, skip, detector_call)
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
        top_keys = [sp for p, sp in field_spans if p == (_KEY_MARK,)]  # the body's own keys: no unit holds them
        for p in more_unscannable:
            if p not in unscannable:
                unscannable.append(p)
        if more_unscannable and not cfg.allow_unscannable:
            return GateResult("block", None, [], 0, "unscannable_part", None, unscannable, scan_ms)

        try:
            vault = self._scanned(session, vault, req, field_spans, unscannable)
        except Exception as e:  # the vault was replaced during the scan and cannot be reloaded
            log.warning("egress blocked: vault unavailable (%s)", type(e).__name__)
            return GateResult("block", None, [], 0, f"vault_error: {type(e).__name__}", None, unscannable, scan_ms)
        results = req.ordered()

        def every_record(action: str) -> list[Record]:
            types: dict[str, str] = {}
            return [rec for r in results for rec in _records(r.spans, action, types)]

        if cfg.egress == "block":
            blocking = sorted(
                {
                    normalize_entity_type(s.entity_type)
                    for r in results
                    for _, s in r.spans
                    if cfg.blocks(s.entity_type, float(s.score))
                }
            )
            if blocking:
                n_spans = sum(len(r.spans) for r in results)
                log.info("egress blocked: %d span(s) of %s", n_spans, ",".join(blocking))
                return GateResult(
                    "block",
                    None,
                    every_record("block"),
                    0,
                    "blocked: " + ",".join(blocking),
                    None,
                    unscannable,
                    scan_ms,
                )

        if cfg.egress == "allow":
            for r in results:
                if r.masked is None:  # allow mode sends every unit as it is
                    r.masked, r.changed = r.unit.value, False
                    r.tokens = _tokens(r.unit.value, r.unit.path, set(unscannable))
            self.units.put(session, vault, results)
            sent = self._placeholders(vault, results)
            return GateResult(
                "allow",
                body,
                self._spans(results, "allow"),
                len(sent),
                "allow_mode",
                vault,
                unscannable,
                scan_ms,
                sent_placeholders=sent,
            )

        try:
            vault.reversible_policy = cfg.reversible  # new entries follow this request's config
            with vault.deferred_writes():  # one backend write for the request's new entries
                for sp in top_keys:  # registered first, so the masking finds them everywhere
                    if sp.text and not sp.text.isspace():
                        vault.placeholder_for(sp.text, sp.entity_type)
                self._mask(vault, results, set(unscannable))
        except Exception as e:
            log.warning("egress blocked: masking failed (%s)", type(e).__name__)
            return GateResult(
                "block", None, every_record("block"), 0, f"mask_error: {type(e).__name__}", None, unscannable, scan_ms
            )
        self.units.put(session, vault, results)
        sent = self._placeholders(vault, results)
        n = len(sent)
        spans = self._spans(results, "mask")
        new_body, changed = self._assemble(vault, body, results, top_keys)
        if not changed:
            return GateResult("allow", body, spans, n, "clean", vault, unscannable, scan_ms, sent_placeholders=sent)
        log.debug("egress masked: %d span(s), %d placeholder(s)", len(spans), n)
        by_vault = self._vault_hits(vault, body, new_body, results)
        return GateResult("mask", new_body, spans, n, "masked", vault, unscannable, scan_ms, by_vault, sent)

    async def detect(self, session: str, body: dict[str, Any]) -> list[PathSpan]:
        """The detector's (path, span) pairs over every string of `body`, within
        `privacy.scan_timeout_s` (the scan a policy asks for: `PolicyContext.scan`). Raises on
        any failure or timeout."""
        found, _ = await self._detect(session, body)
        return found

    async def _detect_overlapped(
        self, session: str, vault: SessionVault, req: _Request, sparse: dict[str, Any], unscannable: list[Path]
    ) -> tuple[list[PathSpan], list[Path]]:
        """`_detect(session, sparse)`, with the work of the masking that does not depend on the
        scan's spans done while the scan runs (`_prefetch`). The scan is started first: one
        turn of the loop lets the scan backend plan the request and hand its new texts to a
        worker process, then the prefetch holds the loop (no await inside) while the worker
        scans. Raises what `_detect` raises; a failure of the prefetch is logged and ignored
        (it only fills caches)."""
        scan = asyncio.ensure_future(self._detect(session, sparse))
        try:
            await asyncio.sleep(0)  # the scan's first step: its texts reach the worker
            if not scan.done():
                try:
                    self._prefetch(vault, req, set(unscannable))
                except Exception as e:  # a cache warm-up: masking does the work itself anyway
                    log.warning("gate prefetch failed (%s); masking goes on without it", type(e).__name__)
            return await scan
        except BaseException:
            scan.cancel()  # the request went away (or failed): the scan is not awaited any more
            raise

    def _prefetch(self, vault: SessionVault, req: _Request, skip: set[Path]) -> None:
        """What the masking of `req` will need whatever the scan finds, computed now: the
        screens of cached units that have none yet (the re-check against the step's entries
        reads them) and the known-value searches of the new units' strings
        (`SessionVault.warm`: their projections and matches, kept by the vault's matcher).
        Every output stays exactly what it is without it: only caches are filled, and they
        are exact (`KnownValueMatcher.find` merges in what was added since). Units of a vault
        replaced during the scan are masked afresh (`_scanned`); their warm-up is just lost."""
        for u in req.units:
            r = req.results.get(u.path)
            if r is not None:
                if r.screen is None:
                    _screen(vault, r, skip)
                continue
            for path, s in _iter_strings(u.value, u.path, skip):
                if not (isinstance(path[-1], str) and path[-1] in _STRUCTURAL_KEYS):
                    vault.warm(s)

    async def _detect(self, session: str, body: dict[str, Any]) -> tuple[list[PathSpan], list[Path]]:
        """Spans and further unscannable paths of `body`, from the scan backend or the
        detector in the executor, within `privacy.scan_timeout_s`. Raises on failure."""
        if self.scanner is not None:
            return await self.scanner.scan(session, body, self.config.scan_timeout_s)
        fut = asyncio.get_running_loop().run_in_executor(self._executor, self._scan, body)
        return await asyncio.wait_for(fut, self.config.scan_timeout_s)

    # -- units ---------------------------------------------------------------------------------
    @staticmethod
    def _merge_paths(req: _Request, fresh: list[Path], cached: Callable[[UnitResult], list[Path]]) -> list[Path]:
        """Paths in document order: the cached ones of hit units, `fresh` ones of the others."""
        if not req.results:
            return fresh
        by_unit: dict[Path, list[Path]] = {}
        for p in fresh:
            by_unit.setdefault(_unit_of(p), []).append(p)
        out: list[Path] = []
        for u in req.units:
            hit = req.results.get(u.path)
            out.extend(cached(hit) if hit is not None else by_unit.get(u.path, ()))
        return out

    def _scanned(
        self,
        session: str,
        vault: SessionVault,
        req: _Request,
        field_spans: list[PathSpan],
        unscannable: list[Path],
    ) -> SessionVault:
        """Give every unit a result: the new units get their spans and unscannable parts; hit
        units are reset when the session's vault was replaced while the scan ran (their
        spans stay valid, their masking does not). Returns the vault to mask with."""
        now = self.vault(session)
        if now is not vault:
            req.results = {p: UnitResult(r.unit, r.spans, r.unscannable) for p, r in req.results.items()}
        spans_by_unit: dict[Path, list[PathSpan]] = {}
        for path, s in field_spans:
            spans_by_unit.setdefault(_unit_of(path), []).append((path, s))
        unscannable_by_unit: dict[Path, list[Path]] = {}
        for p in unscannable:
            unscannable_by_unit.setdefault(_unit_of(p), []).append(p)
        for u in req.units:
            if u.path not in req.results:
                req.results[u.path] = UnitResult(u, spans_by_unit.get(u.path, []), unscannable_by_unit.get(u.path, []))
        return now

    @staticmethod
    def _spans(results: list[UnitResult], action: str) -> list[Record]:
        """Every unit's span records for `action`, built once per unit and shared."""
        out: list[Record] = []
        types: dict[str, str] = {}
        for r in results:
            recs = r.records.get(action)
            if recs is None:
                recs = r.records[action] = _records(r.spans, action, types)
            out.extend(recs)
        return out

    def _vault_hits(
        self, vault: SessionVault, body: dict[str, Any], new_body: dict[str, Any], results: list[UnitResult]
    ) -> dict[str, int]:
        """`count_vault_hits(body, new_body, spans of every unit)`, summed over the units: a
        unit's count is kept with it while its masked copy stays the same object."""
        root = count_root_key_hits(body, new_body, vault)
        if root is None:
            return {}
        total = root
        for r in results:
            if not r.changed:
                continue  # its rewrite is itself: nothing masked
            if r.hits is None or r.hits[0] is not r.masked:
                r.hits = (r.masked, count_part_hits(r.unit.value, r.masked, r.unit.path, r.spans, vault, self.hit_memo))
            total.update(r.hits[1])
        return dict(sorted(total.items()))

    @staticmethod
    def _placeholders(vault: SessionVault, results: list[UnitResult]) -> frozenset[str]:
        """The vault's placeholders in the units' sent copies. One only in a top-level key of
        the body is left out (those are protocol names): the reply then restores less, never more."""
        tokens: set[str] = set()
        for r in results:
            tokens |= r.tokens
        return vault.known_placeholders(tokens)

    @staticmethod
    def _assemble(
        vault: SessionVault, body: dict[str, Any], results: list[UnitResult], top_keys: list[Any]
    ) -> tuple[dict[str, Any], bool]:
        """The body to send, from the units' masked copies (top-level keys masked too)."""
        by_path = {r.unit.path: r for r in results}
        changed = any(r.changed for r in results)
        out: dict[str, Any] = {}
        for k, v in body.items():
            nk = vault.mask_text(k, _own_spans(k, top_keys)) if isinstance(k, str) else k
            changed |= nk != k
            if k == "messages" and isinstance(v, list):
                out[nk] = [by_path[("messages", i)].masked for i in range(len(v))]
            else:
                out[nk] = by_path[(k,)].masked
        return out, changed

    # -- masking -------------------------------------------------------------------------------
    def _mask(self, vault: SessionVault, results: list[UnitResult], skip: set[Path]) -> None:
        """Mask every unit that has no masked copy; then, until nothing changes, re-mask in
        every unit the strings in which an entry created after its copy may occur (a value
        first found in this request is masked in the history too). Each unit's copy is then
        complete for the vault's current entries."""
        vault.checkpoint()  # results of the previous request: re-checked against new entries only
        full = [r for r in results if r.masked is None]
        for r in full:
            for _, s in _iter_strings(r.unit.value, r.unit.path, skip):
                vault.reserve(s)
        targeted: list[tuple[UnitResult, dict[Path, None]]] = []
        for _ in range(_MAX_PASSES):
            if full:
                self._mask_units(vault, full, skip)
            for r, paths in targeted:
                self._remask_strings(vault, r, paths, skip)
            v = vault.version
            full, targeted = [], []
            # every unit behind the vault, checked at once per version it is complete for
            behind: dict[int, list[UnitResult]] = {}
            for r in results:
                if r.version < v:
                    behind.setdefault(r.version, []).append(r)
            hits: dict[int, set[int]] = {}  # id(result) -> indexes of its screen's texts
            for version, group in behind.items():
                found = vault.newer_in_screens([_screen(vault, r, skip) for r in group], version)
                hits.update((id(r), h) for r, h in zip(group, found))
            for r in results:
                if r.version >= v:
                    continue
                hit = hits[id(r)]
                if not hit:
                    r.version = v
                    continue
                hit_paths = [r.screen_paths[i] for i in sorted(hit)]
                # in the unit's order, not a set's: masking them may create entries (an ambiguous
                # name part's own, a merged value), numbered in the order they are masked — a
                # set of paths (tuples of strings) iterates in an order PYTHONHASHSEED decides
                strings = dict.fromkeys(p for p in hit_paths if p is not None)
                # a dict key (path None): paths move, mask it whole; a JSON string's raw text and
                # decoded view share one path, so duplicates are not keys
                if None in hit_paths or r.keys_changed:
                    full.append(r)
                else:
                    targeted.append((r, strings))
            if not full and not targeted:
                return
        raise RuntimeError("masking did not converge")

    @staticmethod
    def _mask_string(
        vault: SessionVault, s: str, spans: Sequence[Any], structural: bool, clean_at: int | None = None
    ) -> str:
        """One string as sent: JSON text masked on the decoded level, other text as it is.
        `clean_at`: see `SessionVault.mask_text`."""
        if structural and not spans:
            return s
        if looks_like_json(s):
            out = mask_json_text(s, vault, spans, clean_at=clean_at)
            if out is not None:
                return out
        return vault.mask_text(s, spans, clean_at=clean_at)

    def _mask_units(self, vault: SessionVault, todo: Sequence[UnitResult], skip: set[Path]) -> None:
        """Mask the units of `todo` (their values with their spans) against the vault: register
        their values first (strings with spans, repeated until no new entry appears), then
        rewrite every string, so a value first found in a later string is masked in the
        earlier ones too. Results are cached per string by the vault."""
        grouped: dict[Path, list[Any]] = {}
        for r in todo:
            for path, s in r.spans:
                if not _inside(path, skip):  # inside an allowed unscannable part: never rewritten
                    grouped.setdefault(path, []).append(s)
        by_path: dict[Path, tuple[str, list[Any]]] = {}
        key_spans: list[Any] = []  # spans found in dict keys (offsets into the key)
        values = {r.unit.path: r.unit.value for r in todo}
        for path, spans in grouped.items():
            if path[-1] == _KEY_MARK:
                key_spans.extend(spans)
            unit = _unit_of(path)
            target = _resolve(values.get(unit), path[len(unit) :])
            if isinstance(target, str):
                by_path[path] = (target, spans)
                continue
            for s in spans:
                text = getattr(s, "text", "") or ""
                if text and not text.isspace():  # path unknown: mask the value wherever it is
                    vault.placeholder_for(text, s.entity_type)

        def mask_one(path: Path, s: str, structural: bool) -> str:
            hit = by_path.get(path)
            return self._mask_string(vault, s, hit[1] if hit is not None else (), structural)

        keys: dict[str, str] = {}  # the same few keys ("role", "content"…) in every message
        renamed: list[bool] = [False]

        def mask_key(k: str) -> str:
            out = keys.get(k)
            if out is None:
                # the key's own spans by offset (a value glued to other characters is not a
                # known-value match), then every known value
                out = keys[k] = vault.mask_text(k, _own_spans(k, key_spans))
            if out != k:
                renamed[0] = True
            return out

        for _ in range(_MAX_PASSES):
            v0 = vault.version
            for path, (text, spans) in by_path.items():
                self._mask_string(vault, text, spans, False)
            if vault.version != v0:
                continue
            keys.clear()
            masked = []
            for r in todo:
                renamed[0] = False
                m, changed = _map_strings(
                    r.unit.value, r.unit.path, mask_one, skip, r.unit.path[-1] in _STRUCTURAL_KEYS, mask_key
                )
                masked.append((m, changed, renamed[0]))
            if vault.version == v0:
                for r, (m, changed, kc) in zip(todo, masked):
                    r.masked, r.changed, r.keys_changed, r.version = m, changed, kc, v0
                    r.tokens = _tokens(m, r.unit.path, skip)
                return
        raise RuntimeError("masking did not converge")

    def _remask_strings(self, vault: SessionVault, r: UnitResult, paths: dict[Path, None], skip: set[Path]) -> None:
        """Mask the strings of `r` at `paths` (in that order: the unit's) again and put them into a copy of its masked
        value, copying only the containers along their paths (`r.keys_changed` is False, so a
        path of the value is a path of the copy). `r.version` becomes the version the copy is
        complete for: the current one, or the one before this call if masking created entries
        (which its other strings may hold). Its strings were complete at `r.version` and hold
        nothing newer but what the screen found, so their cached maskings are checked against
        the entries created since then only (`clean_at`)."""
        v0 = vault.version
        clean_at = r.version
        base = len(r.unit.path)
        spans: dict[Path, list[Any]] = {}
        for path, s in r.spans:
            if path in paths:
                spans.setdefault(path, []).append(s)
        masked = r.masked
        changed = r.changed
        for path in paths:
            rel = path[base:]
            orig = _resolve(r.unit.value, rel)
            if not isinstance(orig, str):
                continue
            structural = isinstance(path[-1], str) and path[-1] in _STRUCTURAL_KEYS
            new = self._mask_string(vault, orig, spans.get(path, ()), structural, clean_at)
            if new != _resolve(masked, rel):
                masked = _replaced(masked, rel, new)
                changed |= new != orig
        if masked is not r.masked:
            r.masked, r.changed = masked, changed
            r.tokens = _tokens(masked, r.unit.path, skip)
        r.version = vault.version if vault.version == v0 else v0

    # -- scanning ------------------------------------------------------------------------------
    async def _scan_llm(
        self, session: str, body: dict[str, Any], skip: set[Path], detector_call: ChatCompletion | None
    ) -> list[PathSpan]:
        """The contextual detector's spans over the request's text fields, as (path, span)."""
        assert self.llm is not None
        fields = [(p, t) for p, t in text_fields(body) if not _inside(p, skip)]
        found = await self.llm.scan_texts(session, [t for _, t in fields], detector_call)
        return [(tuple(p), sp) for (p, _), spans in zip(fields, found) for sp in spans]

    def _scan(self, body: dict[str, Any]) -> tuple[list[PathSpan], list[Path]]:
        """Runs in the worker thread; any exception means `detector_error`."""
        extra: list[Path] = []
        fn = getattr(self.detector, "unscannable_parts", None)
        if callable(fn):
            extra = [tuple(p) for p in fn(body)]
        out: list[PathSpan] = []
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


def _own_spans(key: str, spans: list[Any]) -> list[Any]:
    """The spans of a dict-key scan that lie in `key` (their text at their offsets)."""
    return [sp for sp in spans if key[sp.start : sp.end] == sp.text]


def _tokens(obj: Any, path: Path, skip: set[Path]) -> frozenset[str]:
    """Placeholder-looking tokens in the strings of `obj` (at `path`; keys included)."""
    out: set[str] = set()
    for _, s in _iter_strings(obj, path, skip):
        if "[" in s:
            out.update(m.group(0) for m in PLACEHOLDER_RE.finditer(s))
    for _, k in _iter_keys(obj, path, skip):
        if "[" in k:
            out.update(m.group(0) for m in PLACEHOLDER_RE.finditer(k))
    return frozenset(out)


def _screen(vault: SessionVault, r: UnitResult, skip: set[Path]) -> Screen:
    """The unit's `Screen` (built on first use): every string and dict key it holds, plus the
    decoded view of JSON-looking strings — every text whose masking could change — with the
    path of each (`UnitResult.screen_paths`)."""
    if r.screen is None:
        texts: list[str] = []
        paths: list[Path | None] = []
        for path, s in _iter_strings(r.unit.value, r.unit.path, skip):
            texts.append(s)
            paths.append(path)
            if looks_like_json(s) and "\\" in s:
                texts.append(TextView(s, max_depth=_JSON_VIEW_DEPTH).text)
                paths.append(path)
        for _, k in _iter_keys(r.unit.value, r.unit.path, skip):
            texts.append(k)
            paths.append(None)
        r.screen = vault.screen(texts)
        r.screen_paths = paths
    return r.screen


def _replaced(obj: Any, rel: Path, new: Any) -> Any:
    """A copy of `obj` with the item at `rel` replaced by `new`, sharing everything else."""
    if not rel:
        return new
    head, rest = rel[0], rel[1:]
    if isinstance(obj, dict):
        out_d = dict(obj)
        out_d[head] = _replaced(obj[head], rest, new)
        return out_d
    out_l = list(obj)
    out_l[head] = _replaced(obj[head], rest, new)
    return out_l
