"""Proxy overhead: edgeward vs LiteLLM's proxy vs no proxy, against one fake upstream, in one run.

Processes: the fake upstream (`python -m edgeward.harness.fake_upstream`, answers "ok"), and one
server per arm, all started before the first measurement:

    direct        the client talks to the fake upstream itself (the baseline)
    edge          `edgeward serve`, policy edge-only (no gate work)
    mask-repeat   `edgeward serve`, policy cloud-only, egress mask, the same body every request
                  (the gate answers from its scan cache)
    mask-fresh    the same server, a new sentence with a new name and e-mail in every request
                  (every request is a real Presidio scan in the scan pool)
    litellm       LiteLLM's own proxy (`litellm --config …`, one worker) from the venv at
                  benchmarks/proxy_overhead/.venv-litellm (git-ignored; see Setup below)

Every arm first serves `WARM_S` seconds of unmeasured requests per mode. Then for each arm,
stream and non-stream, and each concurrency (1, 16, 64, 256): a warm-up, then
closed-loop clients for `--seconds`. Reported per cell: p50/p99 latency (non-stream: the whole
call; stream: time to first token, the first `data:` event), the same minus the direct arm's
(added), completed requests per second, non-200 answers, server CPU ms per request (the server's
process tree: edgeward with its scan workers, LiteLLM with its workers) and RSS. Saturation rps is
the best rps over the concurrencies.

    .venv/bin/python benchmarks/proxy_overhead/run.py [--seconds 3] [--results RESULTS.md]

A quick look at the passthrough alone (only the direct and edge servers are started):

    .venv/bin/python benchmarks/proxy_overhead/run.py --arms edge --concurrency 1 16 [--modes stream]

Two checkouts in one run (their cells follow each other, so both see about the same load): `--edge-python
edge-main=/path/to/main/.venv/bin/python` adds an edge-only arm served by that interpreter.

The client is one Python process (aiohttp): at high concurrency it, like the fake upstream, shares
the 2 cores with the server under test, so read the direct arm as the ceiling of the rig.

Setup, once (from the repository root, after `make install`):

    .venv/bin/python -m pip install -c constraints.txt psutil      # CPU time and RSS (the `bench` extra)
    python3.12 -m venv benchmarks/proxy_overhead/.venv-litellm      # the LiteLLM arm (optional)
    benchmarks/proxy_overhead/.venv-litellm/bin/python -m pip install 'litellm[proxy]==1.106.12'

Without the LiteLLM venv the script runs the other arms and says so (`--no-litellm` skips it).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import aiohttp

try:
    import psutil
except ImportError:  # not in `make install`'s venv: the bench extra
    sys.exit(
        "run.py needs psutil (CPU time and RSS of the servers): "
        ".venv/bin/python -m pip install -c constraints.txt psutil  (see this script's docstring)"
    )

HERE = Path(__file__).resolve().parent
LITELLM_VENV = HERE / ".venv-litellm"
CONCURRENCY = (1, 16, 64, 256)
#: Seconds of unmeasured requests per arm and mode before the first cell (each cell has its own
#: 0.5 s warm-up besides): a scan worker's first scans cost several times a warm one's.
WARM_S = 2.0
#: LiteLLM's proxy refuses to start without a master key; the client sends it (loopback only).
LITELLM_KEY = "sk-bench-" + "0" * 32
BODY = {
    "model": "m",
    "messages": [
        {"role": "system", "content": "You are terse."},
        {
            "role": "user",
            "content": "Say hello to the benchmark, please. My colleague Dana Miller (dana@example.org) asks too.",
        },
    ],
}
_fresh = itertools.count()


def fresh_body() -> dict[str, Any]:
    """A body no scan has seen: a new name, e-mail and order number."""
    i = next(_fresh)
    text = f"Please write to Jordan Pike{i} at jordan.pike{i}@example.net about order {i:06d} today."
    return {**BODY, "messages": [BODY["messages"][0], {"role": "user", "content": text}]}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _wait(url: str, proc: subprocess.Popen[bytes] | None = None, timeout: float = 240) -> None:
    deadline = time.monotonic() + timeout
    async with aiohttp.ClientSession() as s:
        while time.monotonic() < deadline:
            if proc is not None and proc.poll() is not None:
                raise RuntimeError(f"the server behind {url} exited with {proc.returncode}")
            try:
                async with s.get(url) as r:
                    if r.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.2)
    raise RuntimeError(f"{url} not ready after {timeout:.0f} s")


@dataclass
class Server:
    name: str
    proc: subprocess.Popen[bytes] | None
    url: str  # base url ending in /v1
    health: str
    headers: dict[str, str] | None = None  # sent with every call


def _tree(proc: subprocess.Popen[bytes] | None) -> list[psutil.Process]:
    if proc is None:
        return []
    try:
        p = psutil.Process(proc.pid)
        return [p, *p.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def _cpu_s(procs: list[psutil.Process]) -> float:
    total = 0.0
    for p in procs:
        try:
            t = p.cpu_times()
            total += t.user + t.system
        except psutil.NoSuchProcess:
            pass
    return total


def _rss_mb(procs: list[psutil.Process]) -> float:
    total = 0
    for p in procs:
        try:
            total += p.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total / 2**20


def start_servers(
    tmp: Path, litellm: bool, arms: list[str] | None = None, edge_pythons: dict[str, str] | None = None
) -> tuple[subprocess.Popen[bytes], list[Server]]:
    """The fake upstream and the arms' servers (`arms`: only those, and always `direct`, the
    baseline; a server no chosen arm uses is not started: the mask server loads spaCy).
    `edge_pythons`: more edge-only arms, each served by another interpreter (name -> path, e.g.
    another checkout's venv), measured in the same run as this checkout's."""
    py = sys.executable

    def wanted(*names: str) -> bool:
        return not arms or any(n in arms for n in names)

    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    fport = _free_port()
    fake = subprocess.Popen(
        [py, "-m", "edgeward.harness.fake_upstream", "--port", str(fport)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    up = f"http://127.0.0.1:{fport}/v1"
    servers = [Server("direct", None, up, f"http://127.0.0.1:{fport}/health")]

    def edgeward(name: str, cfg: dict[str, Any], python: str = py) -> Server:
        port = _free_port()
        path = tmp / f"{name}.yaml"
        path.write_text(json.dumps({**cfg, "store": {"path": str(tmp / f"{name}.db")}, "server": {"port": port}}))
        proc = subprocess.Popen(
            [python, "-m", "edgeward", "serve", "--config", str(path), "--log-level", "error"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        return Server(name, proc, f"http://127.0.0.1:{port}/v1", f"http://127.0.0.1:{port}/healthz")

    edge_cfg = {"edge": {"model": "bench-edge", "api_base": up}, "policy": {"name": "edge-only"}}
    if wanted("edge"):
        servers.append(edgeward("edge", edge_cfg))
    for name, python in (edge_pythons or {}).items():
        servers.append(edgeward(name, edge_cfg, python))
    if wanted("mask-repeat", "mask-fresh"):
        mask = edgeward(
            "mask",
            {
                "edge": {"model": "bench-edge", "api_base": up},
                "cloud": {"model": "gpt-4o-mini", "api_base": up, "api_key": "k"},
                "policy": {"name": "cloud-only"},
                "privacy": {"egress": "mask"},
            },
        )
        servers += [mask, Server("mask-fresh", mask.proc, mask.url, mask.health)]
        servers[-2].name = "mask-repeat"
    if litellm and wanted("litellm"):
        port = _free_port()
        cfg = tmp / "litellm.yaml"
        cfg.write_text(
            json.dumps(
                {
                    "model_list": [
                        {
                            "model_name": "m",
                            "litellm_params": {"model": "openai/bench-edge", "api_base": up, "api_key": "k"},
                        }
                    ],
                    "litellm_settings": {"telemetry": False},
                    "general_settings": {"master_key": LITELLM_KEY},
                }
            )
        )
        proc = subprocess.Popen(
            [str(LITELLM_VENV / "bin" / "litellm"), "--config", str(cfg), "--host", "127.0.0.1", "--port", str(port)],
            stdout=subprocess.DEVNULL,
            stderr=(tmp / "litellm.log").open("wb"),
            env={**env, "LITELLM_LOG": "ERROR", "LITELLM_TELEMETRY": "False"},
            cwd=tmp,
        )
        servers.append(
            Server(
                "litellm",
                proc,
                f"http://127.0.0.1:{port}/v1",
                f"http://127.0.0.1:{port}/health/liveliness",
                {"Authorization": f"Bearer {LITELLM_KEY}"},
            )
        )
    return fake, servers


@dataclass
class Cell:
    arm: str
    stream: bool
    concurrency: int
    requests: int
    errors: int
    rps: float
    p50_ms: float
    p99_ms: float
    added_p50_ms: float | None = None
    added_p99_ms: float | None = None
    cpu_ms_per_req: float | None = None
    rss_mb: float | None = None
    first_error: str = ""


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


async def _one(s: aiohttp.ClientSession, url: str, body: dict[str, Any], headers: dict[str, str]) -> float | str:
    """One call; its latency in ms (stream: to the first `data:` event), or what went wrong."""
    t0 = time.perf_counter()
    async with s.post(url, json=body, headers=headers) as r:
        if r.status != 200:
            return f"{r.status} {(await r.read())[:160]!r}"
        if not body.get("stream"):
            await r.read()
            return (time.perf_counter() - t0) * 1000
        first = None
        async for line in r.content:
            if first is None and line.startswith(b"data:"):
                first = (time.perf_counter() - t0) * 1000
        return first if first is not None else "no data event"


async def run_cell(server: Server, stream: bool, conc: int, seconds: float) -> Cell:
    url = server.url + "/chat/completions"
    make = fresh_body if server.name == "mask-fresh" else (lambda: BODY)
    lat: list[float] = []
    errors = 0
    first_error = ""
    timeout = aiohttp.ClientTimeout(total=120)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=conc), timeout=timeout) as s:

        async def loop(w: int, until: float, record: bool) -> None:
            nonlocal errors, first_error
            while time.monotonic() < until:
                try:
                    headers = {"x-edgeward-session": f"bench-{w}", **(server.headers or {})}
                    ms = await _one(s, url, {**make(), "stream": stream}, headers)
                except (aiohttp.ClientError, asyncio.TimeoutError) as e:
                    ms = type(e).__name__
                if not record:
                    continue
                if isinstance(ms, str):
                    errors += 1
                    first_error = first_error or ms
                else:
                    lat.append(ms)

        await asyncio.gather(*(loop(w, time.monotonic() + 0.5, False) for w in range(conc)))  # warm-up
        procs = _tree(server.proc)
        cpu0, t0 = _cpu_s(procs), time.monotonic()
        await asyncio.gather(*(loop(w, time.monotonic() + seconds, True) for w in range(conc)))
        wall = time.monotonic() - t0
        cpu = _cpu_s(procs) - cpu0
    n = len(lat)
    return Cell(
        server.name,
        stream,
        conc,
        n,
        errors,
        n / wall,
        statistics.median(lat) if lat else float("nan"),
        _pct(lat, 0.99),
        cpu_ms_per_req=(cpu * 1000 / (n + errors)) if server.proc and (n + errors) else None,
        rss_mb=_rss_mb(_tree(server.proc)) if server.proc else None,
        first_error=first_error,
    )


async def bench(args: argparse.Namespace) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="edgeward-bench-"))
    print(f"work dir (configs, stores, litellm.log): {tmp}", file=sys.stderr)
    litellm = LITELLM_VENV.joinpath("bin", "litellm").exists() and not args.no_litellm
    extra = dict(e.split("=", 1) for e in args.edge_python or [])
    fake, servers = start_servers(tmp, litellm, args.arms, extra)
    try:
        for srv in servers:
            await _wait(srv.health, srv.proc)
        for srv in servers:  # first requests build caches (scan workers: spaCy's, Presidio's)
            if args.arms and srv.name not in [*args.arms, *extra] and srv.name != "direct":
                continue
            for stream in (False, True):
                await run_cell(srv, stream, 4, WARM_S)
        cells: list[Cell] = []
        for stream in [m == "stream" for m in args.modes]:
            for conc in args.concurrency:
                base: Cell | None = None
                for srv in servers:
                    if args.arms and srv.name not in [*args.arms, *extra] and srv.name != "direct":
                        continue  # the direct arm always runs: `added` is measured against it
                    c = await run_cell(srv, stream, conc, args.seconds)
                    if srv.name == "direct":
                        base = c
                    elif base is not None:
                        c.added_p50_ms, c.added_p99_ms = c.p50_ms - base.p50_ms, c.p99_ms - base.p99_ms
                    cells.append(c)
                    print(json.dumps(asdict(c)), file=sys.stderr, flush=True)
        return {"cells": [asdict(c) for c in cells], "litellm": litellm}
    finally:
        for p in {id(s.proc): s.proc for s in servers if s.proc}.values():
            for q in reversed(_tree(p)):
                q.terminate()
            try:
                p.wait(15)
            except subprocess.TimeoutExpired:
                p.kill()
        fake.terminate()
        fake.wait(10)


def _f(x: float | None, fmt: str = "{:.2f}") -> str:
    return "–" if x is None or x != x else fmt.format(x)


def render(res: dict[str, Any], meta: dict[str, Any]) -> str:
    """RESULTS.md: the command, the machine's state, one table per mode, saturation."""
    out = [
        "# Proxy overhead: edgeward vs LiteLLM proxy vs direct",
        "",
        "Generated by `benchmarks/proxy_overhead/run.py` (see its docstring for the arms). One run:",
        "",
        f"    {meta['command']}",
        "",
        f"- date (UTC): {meta['date']}; host: {meta['host']}; Python {meta['python']}",
        f"- load average before / after: {meta['load_before']} / {meta['load_after']} (2 cores, shared)",
        f"- LiteLLM: {meta['litellm']}",
        f"- seconds per cell: {meta['seconds']}; latency = whole call (non-stream) or time to first "
        "token (stream); added = arm minus direct at the same concurrency",
        "",
    ]
    cells = res["cells"]
    for stream in (False, True):
        out += [
            f"## {'stream (TTFT)' if stream else 'non-stream (latency)'}",
            "",
            "| arm | conc | p50 ms | p99 ms | added p50 | added p99 | rps | errors | CPU ms/req | RSS MB |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for c in cells:
            if c["stream"] != stream:
                continue
            out.append(
                f"| {c['arm']} | {c['concurrency']} | {_f(c['p50_ms'])} | {_f(c['p99_ms'])} | "
                f"{_f(c['added_p50_ms'])} | {_f(c['added_p99_ms'])} | {_f(c['rps'], '{:.0f}')} | {c['errors']} | "
                f"{_f(c['cpu_ms_per_req'])} | {_f(c['rss_mb'], '{:.0f}')} |"
            )
        out.append("")
    out += [
        "## saturation (best rps over the concurrencies)",
        "",
        "| arm | non-stream rps | stream rps |",
        "|---|---:|---:|",
    ]
    for arm in dict.fromkeys(c["arm"] for c in cells):
        best = [
            max((c["rps"] for c in cells if c["arm"] == arm and c["stream"] == s), default=0.0) for s in (False, True)
        ]
        out.append(f"| {arm} | {best[0]:.0f} | {best[1]:.0f} |")
    out.append("")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=3.0, help="measured seconds per cell")
    ap.add_argument("--concurrency", type=int, nargs="+", default=list(CONCURRENCY))
    ap.add_argument("--no-litellm", action="store_true", help="skip the LiteLLM arm")
    ap.add_argument(
        "--arms",
        nargs="+",
        help="only these arms, plus direct (the baseline); servers of other arms are not started (default: all)",
    )
    ap.add_argument("--modes", nargs="+", choices=["non-stream", "stream"], default=["non-stream", "stream"])
    ap.add_argument(
        "--edge-python",
        action="append",
        metavar="NAME=PYTHON",
        help="one more edge-only arm NAME served by another interpreter (e.g. main's venv), same run",
    )
    ap.add_argument("--json", help="also write the raw cells here")
    ap.add_argument("--results", help="write the markdown report here (e.g. RESULTS.md)")
    args = ap.parse_args()
    load_before = " ".join(f"{x:.2f}" for x in os.getloadavg())
    res = asyncio.run(bench(args))
    lite = "not run"
    if res["litellm"]:
        ver = subprocess.run(
            [str(LITELLM_VENV / "bin" / "python"), "-c", "import importlib.metadata as m; print(m.version('litellm'))"],
            capture_output=True,
            text=True,
        ).stdout.strip()
        lite = f"litellm[proxy]=={ver}, one worker, venv {LITELLM_VENV.relative_to(HERE.parent.parent)}"
    meta = {
        "command": "  ".join(["$", sys.executable.replace(str(Path.cwd()) + "/", ""), *sys.argv]),
        "date": time.strftime("%Y-%m-%d %H:%M", time.gmtime()),
        "host": platform.platform(),
        "python": platform.python_version(),
        "load_before": load_before,
        "load_after": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        "litellm": lite,
        "seconds": args.seconds,
    }
    print(json.dumps({**res, "meta": meta}, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps({**res, "meta": meta}, indent=1))
    if args.results:
        Path(args.results).write_text(render(res, meta))


if __name__ == "__main__":
    main()
