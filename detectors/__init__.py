"""edgeward.detectors room: PII/credential detection and exposure measurement.

Pure library, imports no other room. Importing this package is cheap: Presidio and spaCy are
loaded on the first scan (``edgeward.detectors.engine.get_engine``).

Public API:

- :class:`DetectorConfig` (``.config``), :class:`Detector`, :class:`ScanTimeout`,
  :func:`text_fields`, :func:`unscannable_parts` (``.scanner``);
- :class:`Span`, :class:`FieldSpan`, :func:`merge_spans` (``.spans``);
- :class:`SensitiveUnit`, :class:`UnitExposure`, :class:`PrivacyResult`, :func:`exposure`,
  :func:`privacy_score` (``.exposure``);
- :func:`run_scan` (``.scan_cli``) for ``edgeward scan FILE|-``.
"""

from .config import ALL_ENTITIES, CREDENTIAL_ENTITIES, DEFAULT_ENTITIES, DetectorConfig
from .exposure import PrivacyResult, SensitiveUnit, UnitExposure, exposure, privacy_score
from .scan_cli import run_scan
from .scanner import Detector, ScanTimeout, text_fields, unscannable_parts
from .spans import FieldSpan, Span, merge_spans

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
