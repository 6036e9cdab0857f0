"""Builds the egress gates the pipeline uses: one per distinct privacy config (arms may override
the egress mode), all sharing one detector per detector config and the store's vault.

Where scans run: with the default detector and `server.scan_workers` > 0, in the scan process
pool (`privacy/scanning.py`: a scan that overruns its budget is killed, one session's large body
never delays another's scan, the scan cache lives in the proxy process); the pool starts, and
every worker builds Presidio + spaCy, at start-up when a cloud role exists. An injected
detector (tests) or `scan_workers: 0` scans in one thread of the proxy process, as before: the
detector is built once there, and if it cannot be built every gate gets a detector that raises.
Either way a scan that cannot run fails closed: nothing unscanned leaves the device.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import threading
from collections.abc import Callable
from typing import Any

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.known_values import common_given_names, common_words
from edgeward.detectors.llm import LLMDetector
from edgeward.detectors.preload import load_reference_data
from edgeward.detectors.scanner import Detector
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import DetectorLike, EgressGate
from edgeward.proxy.privacy.scanning import PoolScan, ScanPool
from edgeward.proxy.privacy.vault import StoreVaultBackend, VaultRegistry
from edgeward.proxy.store import Store

#: Builds a detector for a detector config (tests inject fakes and faults here).
DetectorFactory = Callable[[DetectorConfig], DetectorLike]

log = logging.getLogger("edgeward.privacy")


class _BrokenDetector:
    """Stands in when the real detector cannot be built: every scan raises (fail closed)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        raise RuntimeError(f"detector unavailable: {self.reason}")

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return []


def _load_word_lists() -> None:
    try:
        common_words()
        common_given_names()
    except Exception:  # noqa: BLE001 - it fails again on the request path, where the gate fails closed
        log.error("the known-value matcher's word lists could not be loaded")


async def _no_edge(session: str, body: dict[str, Any]) -> dict[str, Any]:
    raise RuntimeError("privacy.detector.llm is 'edge' but this scan was given no edge call")


class GateProvider:
    """Hands out `EgressGate`s keyed by privacy config.

    Args:
        store: the recorder store (vault backend).
        detector_factory: builds a detector from a `DetectorConfig`, run in the proxy process;
            default the Presidio-based `edgeward.detectors.scanner.Detector`. Tests inject
            faulty or fake ones here.
        scan_workers: scan processes for the default detector (`server.scan_workers`); 0, or an
            injected detector, scans in a thread of the proxy process.
        scan_spares / scan_chars_per_s: the pool's warm spares and size refusal rate
            (`server.scan_spares`, `server.scan_chars_per_s`; `ScanPool`).
    """

    def __init__(
        self,
        store: Store,
        detector_factory: DetectorFactory | None = None,
        scan_workers: int = 0,
        *,
        scan_spares: int = 0,
        scan_chars_per_s: float | None = None,
    ) -> None:
        self.backend = StoreVaultBackend(store)
        self._factory: DetectorFactory = detector_factory or Detector
        self._detectors: dict[str, DetectorLike] = {}
        self._gates: dict[str, EgressGate] = {}
        self._scans: dict[str, PoolScan] = {}
        self.pool = (
            ScanPool(scan_workers, spares=scan_spares, chars_per_s=scan_chars_per_s)
            if detector_factory is None and scan_workers > 0
            else None
        )
        self._lock = threading.Lock()
        # One scan thread for every gate: Presidio/spaCy are not documented as thread-safe, and
        # scans are CPU-bound under the GIL, so more threads would add risk, not speed.
        self._executor = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="edgeward-scan")

    def _build_detector(self, cfg: DetectorConfig) -> DetectorLike:
        try:
            return self._factory(cfg)
        except Exception as e:  # noqa: BLE001 - any failure here must fail closed, not crash
            log.error("detector could not be built (%s); cloud egress will be blocked", type(e).__name__)
            return _BrokenDetector(f"{type(e).__name__}: {e}")

    def detector_for(self, cfg: DetectorConfig) -> DetectorLike:
        """The detector for this detector config (built once, shared by every gate using it)."""
        key = cfg.model_dump_json()
        with self._lock:
            det = self._detectors.get(key)
            if det is None:
                det = self._detectors[key] = self._build_detector(cfg)
            return det

    def scan_for(self, cfg: DetectorConfig) -> PoolScan | None:
        """The pool's scanner for this detector config (one cache each), or None without a pool."""
        if self.pool is None:
            return None
        key = cfg.model_dump_json()
        scan = self._scans.get(key)
        if scan is None:
            scan = self._scans[key] = PoolScan(self.pool, cfg)
        return scan

    def gate_for(self, privacy: PrivacyConfig) -> EgressGate:
        """The gate for this privacy config (built on first use)."""
        key = privacy.model_dump_json()
        gate = self._gates.get(key)
        if gate is None:
            scan = self.scan_for(privacy.detector)
            gate = self._gates[key] = EgressGate(
                # with a pool the gate never calls its own detector: none is built in this process
                _BrokenDetector("scans run in the scan pool")
                if scan is not None
                else self.detector_for(privacy.detector),
                self.backend,
                privacy,
                executor=self._executor,
                llm=self._llm_for(privacy),
                scan=scan,
            )
        return gate

    def _llm_for(self, privacy: PrivacyConfig) -> LLMDetector | None:
        det = privacy.detector
        if det.llm != "edge":
            return None
        return LLMDetector(_no_edge, timeout_s=det.llm_timeout_s, max_chars=det.llm_max_chars)

    async def warm(self, privacy: PrivacyConfig) -> None:
        """Before traffic arrives: load the word lists the vault's matcher reads when it learns
        a name (`known_values.common_words`, `common_given_names`: Faker's lists, ~0.3 s, which
        the first masked request otherwise loaded on the event loop), then start the scan pool
        (each worker builds and warms the detector: `Detector.warm`), or build the detector,
        load its reference lists (`load_reference_data`) and the NLP model in the scan thread."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._executor, _load_word_lists)
        if self.pool is not None:
            self.pool.warm_cfg = privacy.detector.model_dump_json()
            await self.pool.start()
            return
        det = await loop.run_in_executor(self._executor, self.detector_for, privacy.detector)
        body = {"messages": [{"role": "user", "content": "warm up: Alice Example, alice@example.com"}]}
        try:
            # the recognizers' other lists too, or the first request that needs one pays ~5 s
            await loop.run_in_executor(self._executor, load_reference_data)
            await loop.run_in_executor(self._executor, det.scan_request, body)
        except Exception:  # noqa: BLE001 - a failing warm-up shows up as fail-closed scans
            pass

    def forget_sessions(self, sessions: list[str]) -> None:
        """Drop the cached vaults of `sessions` (their entries were purged from the store) and
        what the gates remember of their messages (which holds their values)."""
        reg = VaultRegistry.for_backend(self.backend)
        for s in sessions:
            reg.forget(s)
            for gate in list(self._gates.values()):
                gate.forget(s)

    async def aclose(self) -> None:
        """Stop the scan pool, then the scan thread (`close`)."""
        if self.pool is not None:
            await self.pool.close()
        self.close()

    def close(self) -> None:
        """Stop the scan thread (pending scans are cancelled; their requests fail closed)."""
        self._executor.shutdown(wait=False, cancel_futures=True)
