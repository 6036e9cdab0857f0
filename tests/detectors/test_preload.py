"""`Detector.warm` leaves no reference list for the first request to load."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from typing import Any

import edgeward.detectors as detectors_pkg
from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector


def _zero_arg_caches() -> Iterator[tuple[str, Any]]:
    """Every module-level function of `edgeward.detectors` memoised with functools
    (`cache`/`lru_cache`) and called without arguments: the lazily built lists."""
    for info in pkgutil.walk_packages(detectors_pkg.__path__, detectors_pkg.__name__ + "."):
        if ".heldout" in info.name:
            continue
        mod = importlib.import_module(info.name)
        for name, obj in vars(mod).items():
            if not callable(obj) or not hasattr(obj, "cache_info") or getattr(obj, "__module__", None) != mod.__name__:
                continue
            params = inspect.signature(obj).parameters.values()
            if all(p.default is not inspect.Parameter.empty for p in params):
                yield f"{info.name}.{name}", obj


def test_warm_loads_every_lazy_list() -> None:
    caches = dict(_zero_arg_caches())
    assert {"edgeward.detectors.recognizers.health_cues.drug_names", "edgeward.detectors.places.city_names"} <= set(
        caches
    )
    Detector(DetectorConfig()).warm()
    empty = sorted(name for name, fn in caches.items() if fn.cache_info().currsize == 0)
    assert empty == [], f"not loaded by Detector.warm (add them to detectors/preload.py): {empty}"
