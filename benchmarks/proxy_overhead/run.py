"""Proxy overhead: latency and throughput of calls through edgeward vs straight to the upstream.

Three processes: the fake upstream (`python -m edgeward.harness.fake_upstream`), the proxy
(`edgeward serve`, policy edge-only, no cloud role so no gate work), and this client. Reports
p50/p99 added latency for non-streaming calls, time to first token for streaming calls, and
throughput at a fixed concurrency, each as proxy vs direct measured in the same run.

    .venv/bin/python benchmarks/proxy_overhead/run.py [--n 2000] [--concurrency 32] [--seconds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

BODY = {
    "model": "m",
    "messages": [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Say hello to the benchmark, please."},
    ],
}


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def _wait(url: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    async with aiohttp.ClientSession() as s:
        while time.monotonic() < deadline:
            try:
                async with s.get(url) as r:
                    if r.status < 500:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError(f"{url} not ready")


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


async def _latency(s: aiohttp.ClientSession, url: str, n: int, stream: bool) -> list[float]:
    out = []
    body = {**BODY, "stream": stream}
    headers = {"x-edgeward-session": "bench"}
    for _ in range(n):
        t0 = time.perf_counter()
        async with s.post(url, json=body, headers=headers) as r:
            if stream:
                async for _line in r.content:
                    out.append((time.perf_counter() - t0) * 1000)  # time to first SSE line
                    break
                await r.read()
            else:
                await r.read()
                out.append((time.perf_counter() - t0) * 1000)
            assert r.status == 200, r.status
    return out


async def _throughput(url: str, conc: int, seconds: float) -> float:
    done = 0
    stop = time.monotonic() + seconds

    async def worker(s: aiohttp.ClientSession) -> None:
        nonlocal done
        while time.monotonic() < stop:
            async with s.post(url, json=BODY, headers={"x-edgeward-session": "bench-tp"}) as r:
                await r.read()
                done += 1

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=conc)) as s:
        await asyncio.gather(*(worker(s) for _ in range(conc)))
    return done / seconds


async def bench(args: argparse.Namespace) -> dict:
    py = sys.executable
    tmp = Path(tempfile.mkdtemp(prefix="edgeward-bench-"))
    fport, pport = _free_port(), _free_port()
    fake = subprocess.Popen(
        [py, "-m", "edgeward.harness.fake_upstream", "--port", str(fport)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    cfg = tmp / "bench.yaml"
    cfg.write_text(
        json.dumps(
            {
                "edge": {"model": "bench-edge", "api_base": f"http://127.0.0.1:{fport}/v1"},
                "policy": {"name": "edge-only"},
                "store": {"path": str(tmp / "bench.db")},
                "server": {"port": pport},
            }
        )
    )
    proxy = subprocess.Popen(
        [py, "-m", "edgeward", "serve", "--config", str(cfg), "--log-level", "warning"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )
    try:
        direct = f"http://127.0.0.1:{fport}/v1/chat/completions"
        via = f"http://127.0.0.1:{pport}/v1/chat/completions"
        await _wait(f"http://127.0.0.1:{fport}/health")
        await _wait(f"http://127.0.0.1:{pport}/healthz")
        res: dict = {"n": args.n, "concurrency": args.concurrency, "seconds": args.seconds}
        async with aiohttp.ClientSession() as s:
            await _latency(s, direct, 200, False)  # warm-up
            await _latency(s, via, 200, False)
            for stream in (False, True):
                key = "ttft" if stream else "latency"
                d = await _latency(s, direct, args.n, stream)
                v = await _latency(s, via, args.n, stream)
                res[key] = {
                    "direct_p50_ms": statistics.median(d),
                    "direct_p99_ms": _pct(d, 0.99),
                    "proxy_p50_ms": statistics.median(v),
                    "proxy_p99_ms": _pct(v, 0.99),
                    "added_p50_ms": statistics.median(v) - statistics.median(d),
                    "added_p99_ms": _pct(v, 0.99) - _pct(d, 0.99),
                    "ratio_p50": statistics.median(v) / statistics.median(d),
                }
        res["throughput"] = {
            "direct_rps": await _throughput(direct, args.concurrency, args.seconds),
            "proxy_rps": await _throughput(via, args.concurrency, args.seconds),
        }
        res["throughput"]["ratio"] = res["throughput"]["proxy_rps"] / res["throughput"]["direct_rps"]
        return res
    finally:
        for p in (proxy, fake):
            p.terminate()
            p.wait(10)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--concurrency", type=int, default=32)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--json", help="also write the results here")
    args = ap.parse_args()
    res = asyncio.run(bench(args))
    print(json.dumps(res, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2))


if __name__ == "__main__":
    main()
