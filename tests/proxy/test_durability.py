"""Issue 16, durability: a call's row is committed before the client sees its end (`[DONE]` or
the JSON body), so `kill -9` of `edgeward serve` under load loses no call a client completed.
`make test` runs one kill; `make stress` runs `EDGEWARD_KILL_RUNS` (5)."""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import pytest
import requests

from edgeward.harness.fake_upstream import FakeUpstream

RUNS = int(os.environ.get("EDGEWARD_KILL_RUNS", "1"))
CLIENTS = 8


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def upstream() -> Iterator[Any]:
    up = FakeUpstream.run_in_thread(None)  # every chat completion answers "ok"
    yield up
    up.stop()


def _serve(tmp: Path, upstream_url: str) -> tuple[subprocess.Popen[bytes], str, Path]:
    cfg = {
        "edge": {"model": "edge-model", "api_base": upstream_url, "api_key": "k", "active_params": 1e9, "retries": 0},
        "policy": {"name": "edge-only"},
    }
    cfg_path, store = tmp / "edgeward.yaml", tmp / "store.db"
    cfg_path.write_text(json.dumps(cfg))  # JSON is YAML
    port = _free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "edgeward",
            "serve",
            "--config",
            str(cfg_path),
            "--port",
            str(port),
            "--store",
            str(store),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        try:
            if requests.get(url + "/healthz", timeout=1).status_code == 200:
                return proc, url, store
        except requests.RequestException:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError("edgeward serve did not start")
        time.sleep(0.1)


def _client(url: str, n: int, completed: list[str], stop: threading.Event) -> None:
    """Calls until the proxy dies; the id of every call whose end the client saw goes to `completed`."""
    s = requests.Session()
    i = 0
    while not stop.is_set():
        stream = (i + n) % 2 == 0
        i += 1
        body = {"model": "m", "messages": [{"role": "user", "content": f"hello {n}-{i}"}], "stream": stream}
        try:
            r = s.post(
                url + "/v1/chat/completions",
                json=body,
                headers={"x-edgeward-session": f"kill-{n}"},
                stream=stream,
                timeout=10,
            )
            if r.status_code != 200:
                continue
            if stream:
                if any(ln == b"data: [DONE]" for ln in r.iter_lines()):
                    completed.append(r.headers["x-edgeward-call-id"])
            elif r.json()["choices"]:
                completed.append(r.headers["x-edgeward-call-id"])
        except (requests.RequestException, ValueError):
            return  # the proxy is gone (or died mid-body: that call did not complete)


@pytest.mark.parametrize("run", range(RUNS))
def test_kill_9_under_load_loses_no_completed_call(tmp_path: Path, upstream: Any, run: int) -> None:
    proc, url, store = _serve(tmp_path, upstream.url)
    completed: list[str] = []
    stop = threading.Event()
    try:
        clients = [threading.Thread(target=_client, args=(url, n, completed, stop)) for n in range(CLIENTS)]
        for t in clients:
            t.start()
        deadline = time.monotonic() + 30
        while len(completed) < 50 + 25 * run and time.monotonic() < deadline:
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)  # mid-load: requests are in flight
        proc.wait(10)
    finally:
        stop.set()
        if proc.poll() is None:
            proc.kill()
    for t in clients:
        t.join(15)
    assert len(completed) >= 50, "the load did not get going"
    with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as conn:
        rows = {r[0]: r[1] for r in conn.execute("SELECT id, status FROM calls")}
    lost = [c for c in completed if c not in rows]
    assert not lost, f"{len(lost)} of {len(completed)} completed calls have no row"
    assert all(rows[c] == "ok" for c in completed)
