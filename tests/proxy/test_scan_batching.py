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
