"""Issue 16, the scan pool's micro-batching (`proxy/privacy/scanning.py`): which jobs share a frame,
and that budgets stay per job. A scripted stand-in worker speaks the real frames, so the timing
is the test's: it sleeps `s` seconds for a text `sleep:s`, and answers every text with one span
whose end is the number of jobs in the frame it came in (`BATCH`), and whose text is the text.
That the real worker's batched scans equal single ones is `tests/detectors/test_nlp_batch.py`;
`tests/proxy/test_scan_pool.py` runs real workers."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import ScanTimeout
from edgeward.proxy.privacy.scanning import BATCH_CHARS, MAX_BATCH_JOBS, ScanPool, ScanWorkerError

CFG = DetectorConfig().model_dump_json()

STAND_IN = r"""
import struct, sys, time
import orjson

H = struct.Struct(">I")
out, inp = sys.stdout.buffer, sys.stdin.buffer


def send(value):
    data = orjson.dumps(value)
    out.write(H.pack(len(data)) + data)
    out.flush()


send({"ready": True})
while True:
    head = inp.read(4)
    if len(head) < 4:
        break
    batch = orjson.loads(inp.read(H.unpack(head)[0]))
    for n, items in batch["jobs"]:
        for text, _ in items:
            if text.startswith("sleep:"):
                time.sleep(float(text.split(":")[1]))
            if text == "crash":
                sys.exit(3)
        send({"id": n, "spans": [[["BATCH", 0, len(batch["jobs"]), 1.0, text]] for text, _ in items]})
"""


@pytest.fixture
def stand_in(tmp_path: Path) -> list[str]:
    path = tmp_path / "stand_in_worker.py"
    path.write_text(STAND_IN)
    return [sys.executable, str(path)]


def _frame_size(spans: list[list[Any]]) -> int:
    """Jobs in the frame that carried this job (the stand-in's `BATCH` span)."""
    ((span,),) = spans
    assert span.entity_type == "BATCH"
    return int(span.end)


def _run(pool: ScanPool, body: Any) -> Any:
    async def main() -> Any:
        await pool.start(timeout=60.0)
        try:
            return await body()
        finally:
            await pool.close()

    return asyncio.run(main())


def test_jobs_queued_behind_a_busy_worker_share_one_frame_and_get_their_own_answers(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in)

    async def body() -> Any:
        busy = asyncio.ensure_future(pool.scan("busy", CFG, [("sleep:0.3", None)], 10.0))
        await asyncio.sleep(0.05)  # "busy" runs; the next five queue behind it
        waiting = [asyncio.ensure_future(pool.scan(f"s{i}", CFG, [(f"text {i}", None)], 10.0)) for i in range(1, 6)]
        return await busy, await asyncio.gather(*waiting)

    first, rest = _run(pool, body)
    assert _frame_size(first) == 1  # nothing else was queued when it started
    assert [_frame_size(r) for r in rest] == [5] * 5
    assert [r[0][0].text for r in rest] == [f"text {i}" for i in range(1, 6)]  # each its own answer
    assert (pool.stats.jobs, pool.stats.batches) == (6, 1)


def test_a_lone_job_and_one_session_s_backlog_are_never_batched(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in)

    async def body() -> Any:
        busy = asyncio.ensure_future(pool.scan("busy", CFG, [("sleep:0.2", None)], 10.0))
        await asyncio.sleep(0.05)
        # one session's jobs run one at a time: its queue never fills a batch
        same = [asyncio.ensure_future(pool.scan("one", CFG, [(f"step {i}", None)], 10.0)) for i in range(3)]
        return [await busy, *await asyncio.gather(*same)]

    got = _run(pool, body)
    assert [_frame_size(r) for r in got] == [1, 1, 1, 1]
    assert pool.stats.batches == 0


def test_the_first_worker_to_free_up_takes_the_share_of_the_free_workers(stand_in: list[str]) -> None:
    pool = ScanPool(2, command=stand_in)

    async def body() -> Any:
        busy = [asyncio.ensure_future(pool.scan(f"b{i}", CFG, [("sleep:0.3", None)], 10.0)) for i in range(2)]
        await asyncio.sleep(0.1)  # both workers busy; six sessions queue
        waiting = [asyncio.ensure_future(pool.scan(f"s{i}", CFG, [(f"text {i}", None)], 10.0)) for i in range(6)]
        await asyncio.gather(*busy)
        return await asyncio.gather(*waiting)

    # each answer is dispatched on its own: when the first busy worker answers, it is the only
    # free one, so its share is all six (ceil(6 / 1)); the other, busy, gets none of them
    assert [_frame_size(r) for r in _run(pool, body)] == [6] * 6


def test_no_batch_while_a_worker_is_free(stand_in: list[str]) -> None:
    pool = ScanPool(2, command=stand_in)

    async def body() -> Any:
        both = [asyncio.ensure_future(pool.scan(f"s{i}", CFG, [(f"text {i}", None)], 10.0)) for i in range(2)]
        return await asyncio.gather(*both)

    assert [_frame_size(r) for r in _run(pool, body)] == [1, 1]  # one each, side by side
    assert pool.stats.batches == 0


def test_a_batch_holds_at_most_its_characters_and_jobs(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in)
    big = "x" * (BATCH_CHARS - 10)

    async def body() -> Any:
        busy = asyncio.ensure_future(pool.scan("busy", CFG, [("sleep:0.3", None)], 10.0))
        await asyncio.sleep(0.05)
        jobs = [asyncio.ensure_future(pool.scan("big", CFG, [(big, None)], 10.0))]
        jobs += [asyncio.ensure_future(pool.scan(f"s{i}", CFG, [(f"t{i:04d}", None)], 10.0)) for i in range(40)]
        await busy
        return await asyncio.gather(*jobs)

    got = _run(pool, body)
    sizes = [_frame_size(r) for r in got]
    # the big job fills its frame but for one 5-character text (its 10 characters of room)
    assert sizes[0] == 3 and sizes[1:3] == [3, 3]
    # the other 38 in frames of at most MAX_BATCH_JOBS, in turn order
    assert sizes[3:] == [MAX_BATCH_JOBS] * (2 * MAX_BATCH_JOBS) + [38 - 2 * MAX_BATCH_JOBS] * (38 - 2 * MAX_BATCH_JOBS)
    assert [r[0][0].text for r in got[1:]] == [f"t{i:04d}" for i in range(40)]


def test_an_overrun_in_a_batch_fails_alone_and_its_batch_mates_are_served_after(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in)

    async def body() -> Any:
        busy = asyncio.ensure_future(pool.scan("busy", CFG, [("sleep:0.2", None)], 10.0))
        await asyncio.sleep(0.05)
        # in one frame: the slow job first, its budget running out while it sleeps
        slow = asyncio.ensure_future(pool.scan("slow", CFG, [("sleep:30", None)], 0.6))
        mates = [asyncio.ensure_future(pool.scan(f"m{i}", CFG, [(f"mate {i}", None)], 30.0)) for i in range(3)]
        await busy
        with pytest.raises(ScanTimeout):
            await slow
        return await asyncio.gather(*mates)

    got = _run(pool, body)
    assert [r[0][0].text for r in got] == ["mate 0", "mate 1", "mate 2"]
    assert [_frame_size(r) for r in got] == [3, 3, 3]  # re-queued together to the new worker
    assert (pool.stats.killed, pool.stats.requeued, pool.stats.batches) == (1, 3, 2)


def test_a_batch_mate_whose_budget_ends_behind_a_slow_job_fails_alone_and_kills_nothing(stand_in: list[str]) -> None:
    """The mate's budget runs out while the frame's first job still runs: the mate fails as a
    queued job would (no worker was free in time), the worker is not killed in its name, and the
    slow job is killed at its own budget, once."""
    pool = ScanPool(1, command=stand_in)

    async def body() -> Any:
        busy = asyncio.ensure_future(pool.scan("busy", CFG, [("sleep:0.2", None)], 10.0))
        await asyncio.sleep(0.05)
        slow = asyncio.ensure_future(pool.scan("slow", CFG, [("sleep:30", None)], 2.0))
        mate = asyncio.ensure_future(pool.scan("mate", CFG, [("mate", None)], 0.8))
        await busy
        with pytest.raises(ScanTimeout, match="no scan worker was free"):
            await mate
        killed_when_mate_failed = pool.stats.killed
        with pytest.raises(ScanTimeout, match="overran"):
            await slow
        return killed_when_mate_failed

    assert _run(pool, body) == 0
    assert (pool.stats.killed, pool.stats.requeued) == (1, 0)


def test_a_worker_that_crashes_mid_batch_fails_every_unanswered_job_closed(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in)

    async def body() -> Any:
        busy = asyncio.ensure_future(pool.scan("busy", CFG, [("sleep:0.2", None)], 10.0))
        await asyncio.sleep(0.05)
        first = asyncio.ensure_future(pool.scan("a", CFG, [("answered", None)], 10.0))
        crash = asyncio.ensure_future(pool.scan("b", CFG, [("crash", None)], 10.0))
        after = asyncio.ensure_future(pool.scan("c", CFG, [("unanswered", None)], 10.0))
        await busy
        return await asyncio.gather(first, crash, after, return_exceptions=True)

    first, crash, after = _run(pool, body)
    assert _frame_size(first) == 3 and first[0][0].text == "answered"  # answered before the crash
    assert isinstance(crash, ScanWorkerError) and isinstance(after, ScanWorkerError)  # never retried
    assert pool.stats.requeued == 0


def test_a_worker_s_timing_probe_is_summed_per_name(tmp_path: Path) -> None:
    # a worker started with a timing probe (benchmarks) adds what it measured to each answer
    path = tmp_path / "timed_stand_in.py"
    path.write_text(STAND_IN.replace('send({"id": n, "spans"', 'send({"id": n, "timing": {"ner_s": 0.25}, "spans"'))
    pool = ScanPool(1, command=[sys.executable, str(path)])

    async def body() -> Any:
        return [await pool.scan("s", CFG, [(f"text {i}", None)], 10.0) for i in range(3)]

    answers = _run(pool, body)
    assert [a[0][0].text for a in answers] == ["text 0", "text 1", "text 2"]
    assert pool.stats.worker_s == {"ner_s": 0.75}


# -- warm spares and refusal by size (the stand-in's start takes SLOW_START_S) --------------------
SLOW_START_S = 1.5


@pytest.fixture
def slow_stand_in(tmp_path: Path) -> list[str]:
    """The stand-in, building its "detector" for SLOW_START_S seconds before it is ready."""
    path = tmp_path / "slow_stand_in_worker.py"
    path.write_text(STAND_IN.replace('send({"ready": True})', f'time.sleep({SLOW_START_S})\nsend({{"ready": True}})'))
    return [sys.executable, str(path)]


@pytest.mark.parametrize("spares", [0, 1])
def test_after_a_kill_a_warm_spare_serves_the_next_scan_without_waiting_for_a_start(
    slow_stand_in: list[str], spares: int
) -> None:
    """A/B in one test: without a spare the scan after a kill waits for the replacement to
    start; with one it is served at once, and the replacement is still started."""
    pool = ScanPool(1, command=slow_stand_in, spares=spares)

    async def body() -> tuple[float, Any]:
        with pytest.raises(ScanTimeout):
            await pool.scan("big", CFG, [("sleep:30", None)], 0.3)  # killed at its budget
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        got = await pool.scan("small", CFG, [("hello", None)], 10.0)
        waited = loop.time() - t0
        while sum(w.ready for w in pool._workers) < 1 + spares:  # the replacement comes up
            await asyncio.sleep(0.05)
        return waited, got

    waited, got = _run(pool, body)
    assert got[0][0].text == "hello"
    assert pool.stats.killed == 1 and pool.stats.started == 2 + spares
    if spares:
        assert waited < SLOW_START_S / 2, waited
    else:
        assert waited >= SLOW_START_S / 2, waited


def test_a_spare_does_not_scan_beside_the_workers(stand_in: list[str]) -> None:
    """A spare is held back: with one worker and one spare, two sessions' scans run one after
    the other, never side by side."""
    pool = ScanPool(1, command=stand_in, spares=1)

    async def body() -> float:
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        await asyncio.gather(*(pool.scan(f"s{i}", CFG, [("sleep:0.4", None)], 10.0) for i in range(2)))
        return loop.time() - t0

    assert _run(pool, body) >= 0.8
    assert pool.stats.frames == 2 and pool.stats.started == 2


def test_a_job_too_large_for_its_budget_is_refused_before_any_worker_runs_it(stand_in: list[str]) -> None:
    pool = ScanPool(1, command=stand_in, chars_per_s=100.0)

    async def body() -> Any:
        with pytest.raises(ScanTimeout, match="refused before scanning") as e:
            await pool.scan("big", CFG, [("x" * 600, None), ("y" * 500, None)], 10.0)  # 1,100 > 10 s x 100/s
        ok = await pool.scan("fits", CFG, [("z" * 900, None)], 10.0)
        return e.value, ok

    err, ok = _run(pool, body)
    assert type(err).__name__ == "ScanTooLarge"
    assert ok[0][0].text == "z" * 900
    assert (pool.stats.too_large, pool.stats.jobs) == (1, 1)  # the refused one never reached a worker


def test_a_pool_refuses_bad_spares_or_rates() -> None:
    for kw in ({"spares": -1}, {"chars_per_s": 0.0}, {"chars_per_s": -5.0}):
        with pytest.raises(ValueError, match="spares"):
            ScanPool(1, **kw)
