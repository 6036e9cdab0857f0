"""Issue 16, first-request cost: `GateProvider.warm` loads the word lists the vault's matcher reads
when it learns a name, so the first masked request does not load them on the event loop."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from edgeward.detectors.known_values import common_given_names, common_words
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gates import GateProvider
from edgeward.proxy.store import Store


class NullDetector:
    """Finds nothing (this test is about the word lists, not the scan)."""

    def __init__(self, cfg: Any = None) -> None:
        pass

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        return []

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return []


async def test_warm_loads_the_matcher_s_word_lists_before_traffic(tmp_path: Path) -> None:
    common_words.cache_clear()
    common_given_names.cache_clear()
    store = Store(tmp_path / "s.db")
    provider = GateProvider(store, NullDetector)
    try:
        # built lazily: nothing has read them yet
        assert common_words.cache_info().currsize == common_given_names.cache_info().currsize == 0
        await provider.warm(PrivacyConfig(egress="mask"))
        assert common_words.cache_info().currsize == common_given_names.cache_info().currsize == 1
        assert "house" in common_words() and "john" in common_given_names()
    finally:
        provider.close()
        store.close()
