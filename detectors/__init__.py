"""edgeward.detectors room: PII/credential detection and exposure measurement.

Pure library, imports no other room. Importing this package is cheap: its names are loaded on
first use (PEP 562 ``__getattr__``), so ``from edgeward.detectors.config import …`` (what the
config models need) does not pull in the recognizers, and Presidio and spaCy are loaded on the
first scan (``edgeward.detectors.engine.get_engine``). The CLI's ``--help`` relies on this.

Public API:

- :class:`DetectorConfig` (``.config``), :class:`Detector`, :class:`ScanTimeout`,
  :func:`text_fields`, :func:`unscannable_parts` (``.scanner``);
- :class:`Span`, :class:`FieldSpan`, :func:`merge_spans` (``.spans``);
- :class:`SensitiveUnit`, :class:`UnitExposure`, :class:`PrivacyResult`, :func:`exposure`,
  :func:`privacy_score` (``.exposure``);
- :func:`run_scan` (``.scan_cli``) for ``edgeward scan FILE|-``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the same names, eagerly, for the type checker
    from .config import ALL_ENTITIES, CREDENTIAL_ENTITIES, DEFAULT_ENTITIES, DetectorConfig
    from .exposure import PrivacyResult, SensitiveUnit, UnitExposure, exposure, privacy_score
    from .scan_cli import run_scan
    from .scanner import Detector, ScanTimeout, text_fields, unscannable_parts
    from .spans import FieldSpan, Span, merge_spans

#: public name → the submodule that defines it (imported on first access).
_WHERE = {
    "ALL_ENTITIES": "config",
    "CREDENTIAL_ENTITIES": "config",
    "DEFAULT_ENTITIES": "config",
    "DetectorConfig": "config",
    "PrivacyResult": "exposure",
    "SensitiveUnit": "exposure",
    "UnitExposure": "exposure",
    "exposure": "exposure",
    "privacy_score": "exposure",
    "run_scan": "scan_cli",
    "Detector": "scanner",
    "ScanTimeout": "scanner",
    "text_fields": "scanner",
    "unscannable_parts": "scanner",
    "FieldSpan": "spans",
    "Span": "spans",
    "merge_spans": "spans",
}

__all__ = [
    "ALL_ENTITIES",
    "CREDENTIAL_ENTITIES",
    "DEFAULT_ENTITIES",
    "Detector",
    "DetectorConfig",
    "FieldSpan",
    "PrivacyResult",
    "ScanTimeout",
    "SensitiveUnit",
    "Span",
    "UnitExposure",
    "exposure",
    "merge_spans",
    "privacy_score",
    "run_scan",
    "text_fields",
    "unscannable_parts",
]


def __getattr__(name: str) -> Any:
    """Load a public name from its submodule on first access; AttributeError for any other.

    A submodule name (``edgeward.detectors.engine``) is not handled here: the import system
    sets it as an attribute when that submodule is imported."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{where}", __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value
