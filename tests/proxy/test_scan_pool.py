"""Issue 16, scan isolation: the egress gate's scans in worker processes (`proxy/privacy/scanning.py`).
Real workers with the real detector; a long single-line body stands for the 1 MB tool result (the
detector reads a few KB per second, so it overruns any budget here)."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from typing import Any, Callable, Coroutine, Iterator, TypeVar

import pytest
import requests

pytest.importorskip("presidio_analyzer")

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector, ScanTimeout
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.scanning import PoolScan, ScanPool, ScanWorkerError
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry
from edgeward.proxy.server import PIPELINE

T = TypeVar("T")

SMALL = {
    "messages": [
        {"role": "system", "content": "You are a mail assistant."},
        {"role": "user", "content": "Write to Alice Example at alice@example.com, phone +1 415 555 0132."},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "send", "arguments": '{"to": "bob.stone@corp.example"}'},
                }
            ],
        },
    ],
    "metadata": {"carol.jones@corp.example": "owner"},
}
_REC = '{"name": "Dana Miller", "email": "dana%d@example.org", "phone": "+1 212 555 %04d", "note": "see Paris"}, '


class _NoDetector:
    """The gate's own detector when the pool scans: never called."""

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        raise AssertionError("the pool scans, not the gate's detector")


def big_body(chars: int) -> dict[str, Any]:
    """One user message holding a single-line tool result of about `chars` characters."""
    text = "".join(_REC % (i, i % 10000) for i in range(chars // len(_REC) + 1))[:chars]
    return {"messages": [{"role": "user", "content": text}]}


@pytest.fixture(scope="module")
def run() -> Iterator[Callable[..., Any]]:
    """Runs a coroutine on one event loop of this module (the pool is bound to a loop)."""
    loop = asyncio.new_event_loop()
    th = threading.Thread(target=loop.run_forever, daemon=True)
    th.start()

    def run_(coro: Coroutine[Any, Any, T], timeout: float = 240.0) -> T:
        return asyncio.run_coroutine_threadsafe(coro, loop).result(timeout)

    yield run_
    loop.call_soon_threadsafe(loop.stop)
    th.join(10)


@pytest.fixture(scope="module")
def pool(run: Callable[..., Any]) -> Iterator[ScanPool]:
    p = ScanPool(2)
    run(p.start())
    assert all(w.ready for w in p._workers) and len(p._workers) == 2, "scan workers did not start"
    yield p
    run(p.close())


def _ready(pool: ScanPool, n: int, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while sum(w.ready for w in pool._workers) < n:
        assert time.monotonic() < deadline, "no replacement worker became ready"
        time.sleep(0.1)


def test_the_pool_finds_what_the_in_process_gate_finds_and_caches_by_text(run: Any, pool: ScanPool) -> None:
    scan = PoolScan(pool, DetectorConfig())
    in_process = EgressGate(Detector(DetectorConfig()), InMemoryVaultBackend(), PrivacyConfig())
    try:
        want = in_process._scan(SMALL)
    finally:
        in_process.close()
    got = run(scan.scan("s-eq", SMALL, 60.0))
    assert got == want
    found = {sp.text for _, sp in got[0]}
    # text fields, tool arguments and a dict key all reached the workers
    assert {"alice@example.com", "bob.stone@corp.example", "carol.jones@corp.example"} <= found
    jobs = pool.stats.jobs
    again = run(scan.scan("s-other", SMALL, 60.0))  # another session, same texts: cache hits only
    assert again == got and pool.stats.jobs == jobs and scan.cache.stats.hits >= len(scan.cache._data)


def test_an_overrun_is_killed_at_its_budget_and_never_delays_another_session(run: Any, pool: ScanPool) -> None:
    _ready(pool, 2)
    scan = PoolScan(pool, DetectorConfig(cache_size=0))
    killed, queue_timeouts = pool.stats.killed, pool.stats.queue_timeouts

    async def flood() -> tuple[Any, float, list[BaseException | None], float]:
        t0 = time.perf_counter()
        # one session's backlog: it runs one scan at a time, so it never holds both workers
        bigs = [asyncio.ensure_future(scan.scan("s-flood", big_body(200_000 + i), 4.0)) for i in range(3)]
        await asyncio.sleep(0.2)
        small = await scan.scan("s-quiet", SMALL, 30.0)
        t_small = time.perf_counter() - t0
        done = await asyncio.gather(*bigs, return_exceptions=True)
        return small, t_small, [r if isinstance(r, BaseException) else None for r in done], time.perf_counter() - t0

    small, t_small, errs, t_big = run(flood())
    assert all(isinstance(e, ScanTimeout) for e in errs), errs
    assert t_small < 4.0 <= t_big < 12.0, "the small scan waited for the large ones, or the budget was not kept"
    assert {"alice@example.com", "bob.stone@corp.example"} <= {sp.text for _, sp in small[0]}
    # the running one was killed at its budget; the two queued behind it expired without running
    assert (pool.stats.killed, pool.stats.queue_timeouts) == (killed + 1, queue_timeouts + 2)


def test_a_worker_that_dies_mid_scan_fails_the_step_closed(run: Any, pool: ScanPool) -> None:
    _ready(pool, 2)
    backend = InMemoryVaultBackend()
    gate = EgressGate(
        _NoDetector(),
        backend,
        PrivacyConfig(egress="mask", scan_timeout_s=60.0),
        vaults=VaultRegistry(backend),
        scan=PoolScan(pool, DetectorConfig(cache_size=0)),
    )
    exited = pool.stats.exited

    async def die() -> Any:
        res = asyncio.ensure_future(gate.prepare("s-die", big_body(100_000)))
        while not any(w.job is not None for w in pool._workers):
            await asyncio.sleep(0.02)
        (w,) = [w for w in pool._workers if w.job is not None]
        os.kill(w.proc.pid, signal.SIGTERM)  # a crash, not a kill at the budget
        return await res

    try:
        res = run(die())
    finally:
        gate.close()
    assert res.action == "block" and res.body is None and res.reason == "detector_error: ScanWorkerError"
    _ready(pool, 2)  # replaced
    assert pool.stats.exited == exited + 1
    assert run(PoolScan(pool, DetectorConfig()).scan("s-after", SMALL, 60.0))[0]


def test_a_long_scan_whose_request_went_away_frees_its_worker_at_once(run: Any, pool: ScanPool) -> None:
    """A client that sends a large body and leaves: its worker is killed now (not at the
    budget, 60 s here) and replaced, so other sessions' scans are not starved by abandoned work;
    a short abandoned batch-mate's worker lives on."""
    _ready(pool, 2)
    scan = PoolScan(pool, DetectorConfig(cache_size=0))
    abandoned, killed, started = pool.stats.abandoned, pool.stats.killed, pool.stats.started

    async def leave() -> float:
        task = asyncio.ensure_future(scan.scan("s-leaves", big_body(200_000), 60.0))
        while not any(w.job is not None for w in pool._workers):
            await asyncio.sleep(0.02)
        (w,) = [w for w in pool._workers if w.job is not None]
        t0 = time.perf_counter()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.wait_for(w.proc.wait(), 10.0)  # the worker is gone within seconds
        return time.perf_counter() - t0

    assert run(leave()) < 10.0
    assert (pool.stats.abandoned, pool.stats.killed) == (abandoned + 1, killed)  # not an overrun
    _ready(pool, 2)  # replaced
    assert pool.stats.started == started + 1

    # a short scan whose request goes away is not worth a restart: it runs on and is dropped
    async def short() -> None:
        task = asyncio.ensure_future(scan.scan("s-short", SMALL, 60.0))
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    run(short())
    assert pool.stats.abandoned == abandoned + 1 and pool.stats.started == started + 1
    got = run(scan.scan("s-after", SMALL, 60.0))
    assert {"alice@example.com", "bob.stone@corp.example"} <= {sp.text for _, sp in got[0]}


def test_a_pool_whose_workers_cannot_start_fails_every_scan_closed(run: Any) -> None:
    p = ScanPool(1)
    p.warm_cfg = "{not a detector config"  # each worker exits before it is ready
    run(p.start(timeout=120.0))
    try:
        assert p.stats.started == 3 and not p._workers
        with pytest.raises(ScanWorkerError, match="broken"):
            run(p.scan("s", DetectorConfig().model_dump_json(), [("Alice Example", None)], 5.0))
        backend = InMemoryVaultBackend()
        gate = EgressGate(_NoDetector(), backend, PrivacyConfig(egress="mask"), scan=PoolScan(p, DetectorConfig()))
        res = run(gate.prepare("s", SMALL))
        gate.close()
        assert res.action == "block" and res.body is None and res.reason == "detector_error: ScanWorkerError"
    finally:
        run(p.close())


def test_over_http_a_large_body_fails_closed_while_another_session_reaches_the_cloud(proxy_env: Any) -> None:
    env = proxy_env(
        None,
        [{"content": "cloud answer"}, {"content": "cloud answer"}],
        with_edge=False,
        detector=None,  # the default detector: scans in the pool
        policy={"name": "cloud-only"},
        privacy={"egress": "mask", "scan_timeout_s": 5.0},
        # the size estimate off: this is about a scan that runs to its budget (refusal: below)
        server={"scan_workers": 2, "scan_spares": 0, "scan_chars_per_s": None},
    )
    out: dict[str, requests.Response] = {}

    done: dict[str, float] = {}

    def post(session: str, body: dict[str, Any]) -> None:
        out[session] = requests.post(
            env.url + "/chat/completions",
            json={"model": "m", **body},
            headers={"x-edgeward-session": session},
            timeout=60,
        )
        done[session] = time.monotonic()

    big = threading.Thread(target=post, args=("s-big", big_body(1_000_000)))
    big.start()
    time.sleep(0.5)
    post("s-small", {"messages": SMALL["messages"][:2]})
    big.join(60)
    small = out["s-small"]
    assert small.status_code == 200 and small.headers["x-edgeward-route"] == "cloud", small.text[:300]
    assert done["s-small"] < done["s-big"], "the small request waited for the large one"
    (sent,) = env.cloud.chat_bodies()
    assert "alice@example.com" not in str(sent) and "[EMAIL_ADDRESS_" in str(sent)
    assert out["s-big"].status_code == 403 and "egress blocked" in out["s-big"].json()["error"]["message"]
    (row,) = env.calls("s-big")
    assert (row.status, row.http_status) == ("blocked", 403) and "detector_error: ScanTimeout" in (row.error or "")
    (ok,) = env.calls("s-small")
    assert ok.status == "ok" and ok.scan_ms is not None and 0 < ok.scan_ms < 5000
    metrics = requests.get(env.url.removesuffix("/v1") + "/metrics", timeout=10).text
    assert "edgeward_scan_seconds_count" in metrics


def test_over_http_a_doomed_body_is_refused_at_once_and_a_kill_leaves_a_warm_spare(proxy_env: Any) -> None:
    """The two remedies of a kill's cost, with real workers: a body that could not be scanned
    within the budget at `server.scan_chars_per_s` is refused before any worker runs it; one
    within the estimate that still overruns is killed at its budget, and the next small request
    (another session) is scanned by the warm spare, not made to wait while the replacement
    builds its detector."""
    env = proxy_env(
        None,
        [{"content": "cloud answer", "times": 3}],
        with_edge=False,
        detector=None,
        policy={"name": "cloud-only"},
        privacy={"egress": "mask", "scan_timeout_s": 3.0},
        server={"scan_workers": 1, "scan_spares": 1, "scan_chars_per_s": 45_000},
    )
    pool = env.proxy.app[PIPELINE].gates.pool
    assert pool is not None
    _ready(pool, 2)

    def post(session: str, body: dict[str, Any]) -> tuple[requests.Response, float]:
        t0 = time.monotonic()
        r = requests.post(
            env.url + "/chat/completions",
            json={"model": "m", **body},
            headers={"x-edgeward-session": session},
            timeout=60,
        )
        return r, time.monotonic() - t0

    jobs = pool.stats.jobs
    r, took = post("s-huge", big_body(1_000_000))  # 1 MB: over 3 s x 45,000 chars/s
    assert r.status_code == 403 and took < 3.0, (r.status_code, took)
    assert (pool.stats.too_large, pool.stats.jobs) == (1, jobs)  # no worker spent on it
    (row,) = env.calls("s-huge")
    assert (row.status, row.http_status) == ("blocked", 403) and "ScanTooLarge" in (row.error or "")

    started, killed = pool.stats.started, pool.stats.killed
    r, _ = post("s-over", big_body(120_000))  # within the estimate, but the detector is slower
    assert r.status_code == 403 and pool.stats.killed == killed + 1
    r, took_small = post("s-small", {"messages": SMALL["messages"][:2]})
    assert r.status_code == 200 and r.headers["x-edgeward-route"] == "cloud", r.text[:300]
    assert "alice@example.com" not in str(env.cloud.chat_bodies())
    _ready(pool, 2)  # the killed worker's replacement
    assert pool.stats.started == started + 1 and pool.stats.last_start_s is not None
    # without the spare the small request would have waited about the replacement's whole start
    assert took_small < pool.stats.last_start_s / 2, (took_small, pool.stats.last_start_s)
