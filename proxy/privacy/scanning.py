"""The scan pool: the egress gate's scans in worker processes, killed at their budget, with the
scan cache in the proxy process.

Why processes: a scan is CPU-bound Python (Presidio, spaCy) under the GIL and cannot be
interrupted. In a thread, one large body (a 0.9 MB single-line tool result: about 40 s) held the
only scan thread while every other session's cloud request failed closed at its budget. Here:

- `ScanPool` runs `workers` processes (`scan_worker`). A job that overruns its budget has its
  worker killed (SIGKILL) and replaced, and fails, so the gate blocks that step (fail closed:
  the edge serves it, or 403 without an edge). A job still queued when its budget runs out
  fails without running. A running job whose request went away (the client disconnected) has
  its worker killed and replaced at once when it is long (`ABANDON_KILL_CHARS`): an abandoned
  large body must not hold a worker until its budget while other sessions' scans wait.
- A session runs at most one job at a time and sessions with queued jobs take turns (round
  robin): one session's large bodies never hold every worker, so another session's scan waits
  at most for a free worker, never behind that session's backlog.
- Micro-batching: a free worker takes the next job and, while more sessions wait than there are
  free workers, up to `MAX_BATCH_JOBS` further small jobs of other sessions in one frame, at
  most `BATCH_CHARS` characters in all. The worker runs spaCy once over the batch's new texts
  (`Detector.prepare_nlp`; a short text's NER cost is mostly fixed per call) and answers each
  job as soon as its own scan is done, with the spans a scan on its own would give. Budgets
  stay per job: a job whose budget runs out kills the worker and fails alone; its batch-mates
  still waiting for their answer go back to the front of their sessions' queues, their own
  budgets still running.
- `PoolScan`, the gate's `ScanBackend`, plans a request in the proxy process
  (`detectors.scanner.request_units`, `gate.uncovered_texts`), answers every text it has seen
  before from its cache (BLAKE2b-128 of kind and text → spans, LRU of
  `DetectorConfig.cache_size` entries) and sends only the others to the pool. Agents resend
  their whole history on every step, so a request is mostly cache hits: the cache lives where
  every request passes, not in one worker, which would re-scan what another already did.

- Warm spares: the pool keeps `spares` workers beyond `workers` started and ready, but runs at
  most `workers` jobs at once. A worker killed at a budget (or for an abandoned large job) is
  replaced in the background at once, and until its replacement is ready a spare takes its
  place: the next small scan does not wait for a worker to build its detector (seconds on a
  busy machine) behind a kill.
- Doomed scans are refused up front: with `chars_per_s` (the fastest rate the operator expects
  a worker to scan at), a job of more characters than `budget_s * chars_per_s` fails at once
  with `ScanTooLarge` (a `ScanTimeout`: the gate fails closed, recorded as such) instead of
  holding a worker until its budget kills it. Only the texts the cache does not answer count.

Start-up: each worker builds its own Presidio and spaCy (about 2 s of CPU and 180 MB here), in
parallel, before the proxy serves (`GateProvider.warm`); a killed worker's replacement takes as
long, while the others (and the spare) go on serving. A worker that dies before it is ready three
times in a row marks the pool broken: every scan then fails, so every cloud step fails closed.
"""

from __future__ import annotations

import asyncio
import collections
import hashlib
import itertools
import logging
import os
import struct
import sys
from dataclasses import dataclass, field
from typing import Any

import orjson

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import ScanTimeout, request_units, unscannable_parts
from edgeward.detectors.spans import Span
from edgeward.proxy.privacy.gate import uncovered_texts
from edgeward.proxy.privacy.scan_worker import WARM_ENV

log = logging.getLogger("edgeward.scan")

_HEADER = struct.Struct(">I")
#: Consecutive workers that may die before they are ready before the pool gives up.
MAX_START_FAILURES = 3
#: A queued job with less budget left than this (s) fails instead of starting: it could not
#: finish, and would cost a worker kill and restart.
MIN_RUN_S = 0.05
#: Seconds a worker may take to build its detector before it counts as failed.
START_TIMEOUT_S = 180.0
#: Most jobs one frame to a worker holds (micro-batching, module docstring).
MAX_BATCH_JOBS = 16
#: A running job of at least this many characters whose request went away (client disconnect)
#: has its worker killed at once rather than left to finish or reach its budget: at a few KB/s
#: that is seconds of a worker (and a core) spent on an answer nobody reads, while the
#: replacement (about 2 s of CPU) starts at once. Below it the scan ends sooner than a restart.
ABANDON_KILL_CHARS = 32_000
#: Characters of text a batch of several jobs holds at most (a first job alone may be longer):
#: about 0.5 s of scanning on this machine, so a batch-mate's budget is never at risk from it.
BATCH_CHARS = 8000


class ScanWorkerError(RuntimeError):
    """A scan could not run: its worker failed or exited, or the pool is broken (fail closed)."""


class ScanTooLarge(ScanTimeout):
    """A scan refused before it started: at the pool's `chars_per_s` its texts could not be
    scanned within the budget (fail closed, like an overrun, without spending a worker on it)."""


@dataclass(eq=False)
class _Job:
    id: int
    session: str
    cfg: str
    items: list[tuple[str, str | None]]
    fut: asyncio.Future[list[list[Span]]]
    deadline: float  # loop time
    timer: asyncio.TimerHandle | None = None
    chars: int = 0  # of its texts (batch size cap)


@dataclass(frozen=True)
class _Fits:
    """Whether a queued job may join a batch: the batch's detector config, at most `room`
    characters, and enough budget left to run (`now`: loop time)."""

    cfg: str
    room: int
    now: float

    def __call__(self, job: _Job) -> bool:
        return job.cfg == self.cfg and job.chars <= self.room and job.deadline - self.now >= MIN_RUN_S


@dataclass(eq=False)
class _Worker:
    proc: asyncio.subprocess.Process
    spawned: float  # loop time it was started (`PoolStats.last_start_s`)
    ready: bool = False
    jobs: list[_Job] = field(default_factory=list)  # the batch it runs, minus the jobs answered
    reader: asyncio.Task[None] | None = None
    killed: bool = False  # by the pool at a budget (not a crash)

    @property
    def job(self) -> _Job | None:
        """The first unanswered job of its batch; None when the worker is free."""
        return self.jobs[0] if self.jobs else None


@dataclass
class PoolStats:
    """Counters of one pool: jobs sent to a worker (a re-queued job counts again), texts
    scanned, frames sent to workers and those that held more than one job, workers killed at a budget,
    workers killed because the request of their long job went away (`ABANDON_KILL_CHARS`), batch-mates
    re-queued after such a kill, workers that exited otherwise, jobs that timed out waiting
    for a worker, workers started, jobs refused up front (`ScanTooLarge`); `last_start_s`: the
    seconds the last worker that became ready took from its start (building its detector);
    `worker_s`: the seconds workers with a timing probe reported with their answers, summed per
    name (`scan_worker`; benchmarks only)."""

    jobs: int = 0
    texts: int = 0
    frames: int = 0
    batches: int = 0
    killed: int = 0
    abandoned: int = 0
    requeued: int = 0
    exited: int = 0
    queue_timeouts: int = 0
    started: int = 0
    too_large: int = 0
    last_start_s: float | None = None
    worker_s: dict[str, float] = field(default_factory=dict)


class ScanPool:
    """`workers` scan processes and the fair queue in front of them (module docstring).

    Args:
        workers: number of worker processes (>= 1).
        warm: the detector config each worker builds and warms before it reports ready.
        command: a worker's argv; default `python -m edgeward.proxy.privacy.scan_worker` (tests
            run a scripted stand-in that speaks the same frames).
        spares: ready workers kept beyond `workers` (module docstring: warm spares); at most
            `workers` jobs run at once either way.
        chars_per_s: the scan rate (characters per second) above which no worker is expected
            to scan: a job that would take longer than its budget at it is refused up front
            (`ScanTooLarge`); None refuses nothing by size.

    Use on one event loop: `await start()`, `await scan(...)`, `await close()`.
    """

    def __init__(
        self,
        workers: int,
        warm: DetectorConfig | None = None,
        command: list[str] | None = None,
        *,
        spares: int = 0,
        chars_per_s: float | None = None,
    ) -> None:
        if workers < 1:
            raise ValueError("a scan pool needs at least one worker")
        if spares < 0 or (chars_per_s is not None and not chars_per_s > 0):
            raise ValueError("a scan pool's spares must be >= 0 and its chars_per_s > 0 (or None)")
        self.size = workers
        self.spares = spares
        self.chars_per_s = chars_per_s
        self.command = command or [sys.executable, "-m", "edgeward.proxy.privacy.scan_worker"]
        self.warm_cfg = (warm or DetectorConfig()).model_dump_json()
        self.stats = PoolStats()
        self._workers: list[_Worker] = []
        self._queues: collections.OrderedDict[str, collections.deque[_Job]] = collections.OrderedDict()
        self._running: set[str] = set()
        self._ids = itertools.count(1)
        self._start_failures = 0
        self._broken: str | None = None
        self._closing = False
        self._ready = asyncio.Event()
        self._spawning: set[asyncio.Task[None]] = set()
        self._readers: set[asyncio.Task[None]] = set()  # incl. those of workers killed at a budget

    # -- lifecycle ---------------------------------------------------------------------------
    async def start(self, timeout: float = START_TIMEOUT_S) -> None:
        """Start the workers and wait until each has built its detector (or the pool broke).
        Never raises: a pool that cannot start fails every scan (fail closed)."""
        for _ in range(self.size + self.spares - len(self._workers)):
            await self._spawn()
        try:
            await asyncio.wait_for(self._all_ready(), timeout)
        except TimeoutError:
            log.error("scan workers not ready after %.0f s; cloud egress is blocked until they are", timeout)

    async def _all_ready(self) -> None:
        while self._broken is None and not all(w.ready for w in self._workers):
            self._ready.clear()
            await self._ready.wait()

    async def _spawn(self) -> None:
        env = {**os.environ, WARM_ENV: self.warm_cfg}
        proc = await asyncio.create_subprocess_exec(
            *self.command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            env=env,
        )
        w = _Worker(proc, asyncio.get_running_loop().time())
        self._workers.append(w)
        self.stats.started += 1
        w.reader = asyncio.get_running_loop().create_task(self._read(w))
        self._readers.add(w.reader)
        w.reader.add_done_callback(self._readers.discard)

    def _respawn(self) -> None:
        async def spawn() -> None:
            try:
                await self._spawn()
            except OSError as e:
                log.error("scan worker could not start (%s)", type(e).__name__)
                self._start_failures += 1
                self._check_broken()

        task = asyncio.get_running_loop().create_task(spawn())
        self._spawning.add(task)
        task.add_done_callback(self._spawning.discard)

    async def close(self) -> None:
        """Stop every worker (closing stdin ends it; killed after 2 s) and fail pending jobs."""
        self._closing = True
        # a respawn still starting would otherwise add a worker nobody stops
        spawning = list(self._spawning)
        for t in spawning:
            t.cancel()
        await asyncio.gather(*spawning, return_exceptions=True)
        for q in self._queues.values():
            for job in q:
                _fail(job, ScanWorkerError("the scan pool stopped"))
        self._queues.clear()
        for w in list(self._workers):
            for job in w.jobs:
                _fail(job, ScanWorkerError("the scan pool stopped"))
            w.jobs = []
            if w.proc.stdin is not None:
                w.proc.stdin.close()
        for w in list(self._workers):
            try:
                await asyncio.wait_for(w.proc.wait(), 2.0)
            except TimeoutError:
                w.proc.kill()
                await w.proc.wait()
            if w.reader is not None:
                try:
                    await asyncio.wait_for(asyncio.gather(w.reader, return_exceptions=True), 2.0)
                except TimeoutError:
                    log.warning("scan worker reader did not end after its process; abandoned")
        self._workers.clear()
        if self._readers:  # a worker killed at a budget is out of the list, but still reaped
            await asyncio.wait(set(self._readers), timeout=2.0)

    # -- scanning ----------------------------------------------------------------------------
    async def scan(
        self, session: str, cfg: str, items: list[tuple[str, str | None]], budget_s: float
    ) -> list[list[Span]]:
        """Scan `items` ((text, kind) pairs) with the detector of `cfg` (DetectorConfig JSON):
        one list of spans per item.

        Raises ScanTimeout when the budget runs out (queued or running; a running job's worker
        is killed), ScanTooLarge (a ScanTimeout) at once when `items` could not be scanned
        within it (`chars_per_s`), ScanWorkerError when a worker failed or the pool is broken.
        """
        if self._broken is not None:
            raise ScanWorkerError(f"the scan pool is broken ({self._broken})")
        chars = sum(len(t) for t, _ in items)
        if self.chars_per_s is not None and chars > budget_s * self.chars_per_s:
            self.stats.too_large += 1
            raise ScanTooLarge(
                f"{chars} characters to scan: over {budget_s:g} s at {self.chars_per_s:g} chars/s "
                "(server.scan_chars_per_s), refused before scanning"
            )
        loop = asyncio.get_running_loop()
        job = _Job(next(self._ids), session, cfg, items, loop.create_future(), loop.time() + budget_s)
        job.chars = chars
        job.fut.add_done_callback(_retrieved)
        self._queues.setdefault(session, collections.deque()).append(job)
        job.timer = loop.call_later(budget_s, self._expire, job)
        self._dispatch()
        try:
            return await asyncio.shield(job.fut)
        except asyncio.CancelledError:  # the request went away: a queued job is dropped, a
            if not self._unqueue(job):  # running one given up (its worker killed when it is long)
                self._abandon(job)
            raise

    def _dispatch(self) -> None:
        now = asyncio.get_running_loop().time()
        free = [w for w in self._workers if w.ready and not w.jobs]
        if self.spares:  # at most `size` running: the others are the warm spares
            del free[max(0, self.size - sum(1 for w in self._workers if w.jobs)) :]
        for i, w in enumerate(free):
            job = self._next_job()
            while job is not None and job.deadline - now < MIN_RUN_S:
                self.stats.queue_timeouts += 1
                _fail(job, ScanTimeout("no scan worker was free within the scan budget"))
                job = self._next_job()
            if job is None:
                return
            batch = [job]
            self._running.add(job.session)
            # batch-mates only when more sessions wait than free workers: an even share each
            share = min(MAX_BATCH_JOBS, -(-(self._waiting() + 1) // (len(free) - i)))
            chars = job.chars
            while len(batch) < share:
                mate = self._next_job(_Fits(job.cfg, BATCH_CHARS - chars, now))
                if mate is None:
                    break
                batch.append(mate)
                self._running.add(mate.session)
                chars += mate.chars
            w.jobs = batch
            self.stats.jobs += len(batch)
            self.stats.texts += sum(len(j.items) for j in batch)
            self.stats.frames += 1
            self.stats.batches += len(batch) > 1
            assert w.proc.stdin is not None
            data = orjson.dumps({"cfg": job.cfg, "jobs": [[j.id, j.items] for j in batch]})
            w.proc.stdin.write(_HEADER.pack(len(data)) + data)

    def _waiting(self) -> int:
        """Sessions with a queued job and none running (each could start a job now)."""
        return sum(1 for s in self._queues if s not in self._running)

    def _next_job(self, fits: _Fits | None = None) -> _Job | None:
        """The first queued job of the first session (in turn order) with no job running (and,
        with `fits`, for which `fits` holds; the others stay queued where they are)."""
        for session, q in self._queues.items():
            if session in self._running or (fits is not None and not fits(q[0])):
                continue
            job = q.popleft()
            if q:
                self._queues.move_to_end(session)  # its next job waits for the other sessions
            else:
                del self._queues[session]
            return job
        return None

    def _unqueue(self, job: _Job) -> bool:
        q = self._queues.get(job.session)
        if q is None or job not in q:
            return False
        q.remove(job)
        if not q:
            del self._queues[job.session]
        if job.timer is not None:
            job.timer.cancel()
        return True

    def _expire(self, job: _Job) -> None:
        """The job's budget ran out: drop it from the queue, or kill the worker running it."""
        if job.fut.done():
            return
        if self._unqueue(job):
            self.stats.queue_timeouts += 1
            _fail(job, ScanTimeout("no scan worker was free within the scan budget"))
            return
        for w in self._workers:
            if job in w.jobs and w.jobs[0] is not job:
                # a batch-mate the worker has not reached (it answers in order; answered jobs
                # leave `w.jobs`): it timed out waiting, as in the queue, and the worker lives on
                # (its late answer is ignored); killing it would blame this job for another's overrun
                w.jobs.remove(job)
                self._running.discard(job.session)
                self.stats.queue_timeouts += 1
                _fail(job, ScanTimeout("no scan worker was free within the scan budget"))
                return
            if job in w.jobs:
                self.stats.killed += 1
                log.warning("scan overran its budget (%d texts); its worker is killed and replaced", len(job.items))
                self._kill(w, job, ScanTimeout("the scan overran its budget"))
                return

    def _abandon(self, job: _Job) -> None:
        """The request of a running `job` went away: its answer will not be read. A batch-mate
        the worker has not reached leaves the batch (the worker lives on); a long job the worker
        is running has its worker killed and replaced now (`ABANDON_KILL_CHARS`); a short one
        runs on under its budget."""
        for w in self._workers:
            if job not in w.jobs:
                continue
            if w.jobs[0] is not job:
                w.jobs.remove(job)
                self._running.discard(job.session)
                job.fut.cancel()
                if job.timer is not None:
                    job.timer.cancel()
            elif job.chars >= ABANDON_KILL_CHARS:
                self.stats.abandoned += 1
                log.info("a scan's request went away (%d chars); its worker is killed and replaced", job.chars)
                self._kill(w, job, asyncio.CancelledError())
            return

    def _kill(self, w: _Worker, job: _Job, exc: BaseException) -> None:
        """Kill `w`, which is running `job` (failed with `exc`); its batch-mates are re-queued."""
        # out of the pool before anything else is dispatched: nothing may go to a dying worker
        self._workers.remove(w)
        mates = [j for j in w.jobs if j is not job and not j.fut.done()]
        w.jobs, w.killed = [], True
        self._running.discard(job.session)
        if isinstance(exc, asyncio.CancelledError):
            job.fut.cancel()
            if job.timer is not None:
                job.timer.cancel()
        else:
            _fail(job, exc)
        for mate in mates:  # not theirs to pay for: back to the front of their queues
            self._running.discard(mate.session)
            self._queues.setdefault(mate.session, collections.deque()).appendleft(mate)
            self._queues.move_to_end(mate.session, last=False)  # and first in turn
            self.stats.requeued += 1
        w.proc.kill()  # the reader sees it exit and starts a replacement
        self._dispatch()

    async def _read(self, w: _Worker) -> None:
        assert w.proc.stdout is not None
        try:
            while True:
                head = await w.proc.stdout.readexactly(_HEADER.size)
                msg = orjson.loads(await w.proc.stdout.readexactly(_HEADER.unpack(head)[0]))
                if msg.get("ready"):
                    w.ready = True
                    self.stats.last_start_s = asyncio.get_running_loop().time() - w.spawned
                    self._start_failures = 0
                    self._ready.set()
                    self._dispatch()
                    continue
                job = next((j for j in w.jobs if j.id == msg.get("id")), None)
                if job is None:
                    continue  # the reply to a job already given up
                w.jobs.remove(job)
                self._running.discard(job.session)
                if job.timer is not None:
                    job.timer.cancel()
                timing = msg.get("timing")
                if isinstance(timing, dict):
                    for name, secs in timing.items():
                        self.stats.worker_s[name] = self.stats.worker_s.get(name, 0.0) + float(secs)
                if "error" in msg:
                    _fail(job, ScanWorkerError(f"scan failed in its worker: {msg['error']}"))
                elif not job.fut.done():
                    job.fut.set_result([[Span(t, s, e, sc, tx) for t, s, e, sc, tx in spans] for spans in msg["spans"]])
                self._dispatch()
        except (asyncio.IncompleteReadError, ConnectionError, orjson.JSONDecodeError, KeyError, TypeError, ValueError):
            pass  # the worker exited (killed at a budget, or crashed) or wrote garbage
        await self._lost(w)

    async def _lost(self, w: _Worker) -> None:
        if w in self._workers:  # first: no job may be dispatched to it while it is reaped
            self._workers.remove(w)
        if w.jobs:  # fail closed: a scan is never retried behind the gate's back
            for job in w.jobs:
                self._running.discard(job.session)
                _fail(job, ScanWorkerError("the scan worker exited"))
            w.jobs = []
            self._dispatch()
        if w.proc.returncode is None:
            w.proc.kill()
        await w.proc.wait()
        if self._closing:
            return
        if not w.ready:
            self._start_failures += 1
            log.error("scan worker exited before it was ready (code %s)", w.proc.returncode)
            if self._check_broken():
                return
        elif not w.killed:
            self.stats.exited += 1
            log.error("scan worker exited (code %s); starting another", w.proc.returncode)
        self._respawn()

    def _check_broken(self) -> bool:
        if self._start_failures >= MAX_START_FAILURES and self._broken is None:
            self._broken = f"{self._start_failures} workers failed to start"
            log.error("scan pool broken: %s; every cloud step fails closed", self._broken)
            for q in self._queues.values():
                for job in q:
                    _fail(job, ScanWorkerError(f"the scan pool is broken ({self._broken})"))
            self._queues.clear()
            self._ready.set()
        return self._broken is not None


def _fail(job: _Job, exc: BaseException) -> None:
    if job.timer is not None:
        job.timer.cancel()
    if not job.fut.done():
        job.fut.set_exception(exc)


def _retrieved(fut: asyncio.Future[Any]) -> None:
    if not fut.cancelled():
        fut.exception()  # marks it retrieved when nobody awaits it any more


@dataclass
class CacheStats:
    """Texts answered from the cache, texts sent to the pool."""

    hits: int = 0
    misses: int = 0


@dataclass
class ScanCache:
    """LRU of spans by BLAKE2b-128 of (kind, text); `size` 0 turns it off."""

    size: int
    stats: CacheStats = field(default_factory=CacheStats)
    _data: collections.OrderedDict[bytes, tuple[Span, ...]] = field(default_factory=collections.OrderedDict)

    @staticmethod
    def key(text: str, kind: str | None) -> bytes:
        h = hashlib.blake2b(str(kind).encode() + b"\0", digest_size=16)
        h.update(text.encode("utf-8", "surrogatepass"))
        return h.digest()

    def get(self, key: bytes) -> list[Span] | None:
        hit = self._data.get(key)
        if hit is None:
            self.stats.misses += 1
            return None
        self._data.move_to_end(key)
        self.stats.hits += 1
        return list(hit)

    def put(self, key: bytes, spans: list[Span]) -> None:
        if self.size <= 0:
            return
        self._data[key] = tuple(spans)
        self._data.move_to_end(key)
        while len(self._data) > self.size:
            self._data.popitem(last=False)


class PoolScan:
    """The gate's `ScanBackend` over a `ScanPool` for one detector config (module docstring).

    Args:
        pool: the proxy's scan pool.
        config: the detector config the scans use (its `cache_size` sizes the cache).
    """

    def __init__(self, pool: ScanPool, config: DetectorConfig) -> None:
        self.pool = pool
        self.cfg = config.model_dump_json()
        self.cache = ScanCache(config.cache_size)

    async def scan(
        self, session: str, body: dict[str, Any], budget_s: float
    ) -> tuple[list[tuple[tuple[Any, ...], Any]], list[tuple[Any, ...]]]:
        """Every string of `body` scanned: (path, span) pairs (text fields, other strings,
        dict keys) and the unscannable parts' paths. Raises ScanTimeout / ScanWorkerError."""
        unscannable = [tuple(p) for p in unscannable_parts(body)]
        units = request_units(body)
        covered = {path for u in units for path, _ in u.group}
        extra = uncovered_texts(body, covered, set(unscannable))
        items: list[tuple[str, str | None]] = [(u.text, u.kind) for u in units] + [(t, None) for _, t in extra]
        keys = [ScanCache.key(t, k) for t, k in items]
        found = [self.cache.get(k) for k in keys]
        missing: dict[bytes, tuple[str, str | None]] = {}
        for k, item, spans in zip(keys, items, found):
            if spans is None:
                missing.setdefault(k, item)
        if missing:
            order = list(missing)
            got = dict(zip(order, await self.pool.scan(session, self.cfg, [missing[k] for k in order], budget_s)))
            for k, spans in got.items():
                self.cache.put(k, spans)
            found = [spans if spans is not None else got[k] for k, spans in zip(keys, found)]
        out: list[tuple[tuple[Any, ...], Any]] = []
        for u, spans in zip(units, found):
            out.extend((fs.path, fs.span) for fs in u.field_spans(spans or []))
        for (path, _), spans in zip(extra, found[len(units) :]):
            out.extend((path, sp) for sp in spans or [])
        return out, unscannable
