"""breaker19 (round 15 adversary): the scan pool's warm spares under faults — a spare killed
while idle, a budget kill while many sessions wait, a worker crashing mid-batch. Every scan
gets its own answer or a fail-closed error, none hangs, at most `workers` scans run at once,
and the pool comes back to workers + spares ready. The scripted stand-in worker of
test_scan_batching.py (`sleep:s`, `crash`)."""

from __future__ import annotations

import asyncio
import importlib.util
import os
import signal
import sys
from pathlib import Path
from typing import Any

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import ScanTimeout
from edgeward.proxy.privacy.scanning import ScanPool, ScanWorkerError

CFG = DetectorConfig().model_dump_json()


def _stand_in_source() -> str:
    spec = importlib.util.spec_from_file_location("_scan_batching", Path(__file__).with_name("test_scan_batching.py"))
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return str(mod.STAND_IN)


@pytest.fixture
def stand_in(tmp_path: Path) -> list[str]:
    path = tmp_path / "stand_in_worker.py"
    path.write_text(_stand_in_source())
    return [sys.executable, str(path)]


async def _watch_running(pool: ScanPool, peak: list[int], stop: asyncio.Event) -> None:
    """The most workers seen holding jobs at once."""
    while not stop.is_set():
        peak[0] = max(peak[0], sum(1 for w in pool._workers if w.jobs))
        await asyncio.sleep(0.005)


async def _ready_again(pool: ScanPool, n: int) -> None:
    while sum(w.ready for w in pool._workers) < n:
        await asyncio.sleep(0.05)


def _run(pool: ScanPool, body: Any) -> Any:
    async def main() -> Any:
        await pool.start(timeout=60.0)
        try:
            return await asyncio.wait_for(body(), 30.0)  # a hang fails the test
        finally:
            await pool.close()

    return asyncio.run(main())


def test_a_spare_killed_while_idle_leaves_every_scan_answered(stand_in: list[str]) -> None:
    """A frame written to the killed process before its reader saw it exit fails closed
    (`ScanWorkerError`, never retried behind the gate's back: a race under load); every other
    scan gets its own answer, and a scan once the pool has recovered is answered."""
    pool = ScanPool(1, command=stand_in, spares=1)

    async def body() -> tuple[list[Any], Any]:
        os.kill(pool._workers[-1].proc.pid, signal.SIGKILL)  # idle: the spare or the worker
        peak, stop = [0], asyncio.Event()
        watch = asyncio.create_task(_watch_running(pool, peak, stop))
        got = await asyncio.gather(
            *(pool.scan(f"s{i}", CFG, [(f"text {i}", None)], 10.0) for i in range(12)), return_exceptions=True
        )
        stop.set()
        await watch
        while pool.stats.exited < 1:  # the reader sees the kill (counted while the pool is open)
            await asyncio.sleep(0.05)
        await _ready_again(pool, 2)  # and its replacement is up
        assert peak[0] <= pool.size
        return got, await pool.scan("later", CFG, [("after", None)], 10.0)

    got, after = _run(pool, body)
    for i, g in enumerate(got):
        assert isinstance(g, ScanWorkerError) or g[0][0].text == f"text {i}", g
    assert sum(not isinstance(g, BaseException) for g in got) >= 6  # at most one frame was lost
    assert after[0][0].text == "after" and (pool.stats.exited, pool.stats.started) == (1, 3)


def test_a_budget_kill_while_many_sessions_wait_answers_the_others(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in, spares=1)

    async def body() -> list[Any]:
        peak, stop = [0], asyncio.Event()
        watch = asyncio.create_task(_watch_running(pool, peak, stop))
        scans = [pool.scan("big", CFG, [("sleep:30", None)], 0.5)]
        scans += [pool.scan(f"s{i}", CFG, [(f"text {i}", None)], 10.0) for i in range(10)]
        got = await asyncio.gather(*scans, return_exceptions=True)
        stop.set()
        await watch
        await _ready_again(pool, 2)
        assert peak[0] <= pool.size
        return got

    got = _run(pool, body)
    assert isinstance(got[0], ScanTimeout)
    answered = [g for g in got[1:] if not isinstance(g, BaseException)]
    failed = [g for g in got[1:] if isinstance(g, BaseException)]
    # a session batched behind the big job is re-queued when it is killed, never failed for it
    assert [g[0][0].text for g in answered] == [f"text {i}" for i in range(10)] and not failed
    assert pool.stats.killed == 1


def test_a_worker_crashing_mid_batch_fails_its_frame_closed_and_the_pool_serves_on(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in, spares=1)

    async def body() -> tuple[list[Any], Any]:
        first = await asyncio.gather(
            pool.scan("slow", CFG, [("sleep:0.3", None)], 10.0),
            pool.scan("crasher", CFG, [("crash", None)], 10.0),
            *(pool.scan(f"s{i}", CFG, [(f"text {i}", None)], 10.0) for i in range(4)),
            return_exceptions=True,
        )
        after = await pool.scan("later", CFG, [("after", None)], 10.0)
        await _ready_again(pool, 2)
        return first, after

    first, after = _run(pool, body)
    sent = ["sleep:0.3", "crash", *(f"text {i}" for i in range(4))]
    for g, text in zip(first, sent, strict=True):  # its own answer, or fail closed
        assert isinstance(g, ScanWorkerError) or g[0][0].text == text
    assert isinstance(first[1], ScanWorkerError)
    assert after[0][0].text == "after"
