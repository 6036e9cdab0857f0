"""Writes `store_v1.db`: a store made by the release before schema migrations (main at 834502b).

Kept for provenance: it was run once with that commit's code (`python
tests/data/stores/make_store_v1.py`); running it with later code would write a later schema.
The store holds real proxy traffic against the fake upstream: a masked cloud-only session (two
steps, a vault entry), an allow-mode session, and an edge-only session.
"""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import httpx

from edgeward.detectors.spans import FieldSpan, Span
from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.store import Store

EMAIL = re.compile(r"[\w.]+@[\w.]+\.\w+")


class EmailDetector:
    def __init__(self, cfg: object = None) -> None:
        pass

    def scan_request(self, body: dict) -> list[FieldSpan]:
        out = []
        for i, m in enumerate(body.get("messages", [])):
            c = m.get("content")
            if isinstance(c, str):
                for hit in EMAIL.finditer(c):
                    out.append(
                        FieldSpan(("messages", i, "content"), Span("EMAIL_ADDRESS", *hit.span(), 1.0, hit.group()))
                    )
        return out


def main() -> None:
    out = Path(__file__).with_name("store_v1.db")
    out.unlink(missing_ok=True)
    edge = FakeUpstream.run_in_thread([{"content": "edge ok"}])
    cloud = FakeUpstream.run_in_thread([{"echo": True}])
    cfg = ProxyConfig.model_validate(
        {
            "edge": {"model": "edge-model", "api_base": edge.url, "active_params": 1e9},
            "cloud": {"model": "gpt-4o-mini", "api_base": cloud.url},
            "privacy": {"egress": "mask"},
        }
    )
    store = Store(out)
    p = ProxyThread(cfg, store=store, detector_factory=EmailDetector).start()
    try:
        msgs = [{"role": "user", "content": "Write to ada.lovelace@example.org about the invoice."}]
        with httpx.Client(base_url=p.url, timeout=30) as c:
            h = {"x-edgeward-session": "v1-masked"}
            r = c.post("/chat/completions", json={"model": "edgeward/cloud-only", "messages": msgs}, headers=h)
            r.raise_for_status()
            msgs += [r.json()["choices"][0]["message"], {"role": "user", "content": "And cc grace@example.net."}]
            c.post(
                "/chat/completions", json={"model": "edgeward/cloud-only", "messages": msgs}, headers=h
            ).raise_for_status()
            c.post(
                "/chat/completions",
                json={
                    "model": "edgeward/cloud-only+allow",
                    "messages": [{"role": "user", "content": "hi bob@example.com"}],
                },
                headers={"x-edgeward-session": "v1-allow"},
            ).raise_for_status()
            c.post(
                "/chat/completions",
                json={"model": "edgeward/edge-only", "messages": [{"role": "user", "content": "local"}]},
                headers={"x-edgeward-session": "v1-edge"},
            ).raise_for_status()
    finally:
        p.stop()
        store.close()
        edge.stop()
        cloud.stop()
    # one self-contained file (no -wal/-shm): copy it out through the backup API (the proxy
    # thread's reader connections may still hold the WAL open)
    tmp = out.with_suffix(".tmp")
    tmp.unlink(missing_ok=True)
    src, dst = sqlite3.connect(out), sqlite3.connect(tmp)
    src.backup(dst)
    src.close()
    dst.execute("PRAGMA journal_mode=DELETE")
    dst.execute("VACUUM")
    dst.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{out}{suffix}").unlink(missing_ok=True)
    tmp.rename(out)
    print(out, out.stat().st_size)


if __name__ == "__main__":
    main()
