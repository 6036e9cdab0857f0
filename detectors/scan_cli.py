"""``edgeward scan FILE|-``: print detected spans as JSON lines.

A one-line count goes to stderr ("no sensitive spans found" when empty). Each line is
``{"type", "score", "start", "end", "text"}`` where ``start``/``end`` are
character (code point) offsets into the decoded text and ``text`` is
``"<redacted:N>"`` (N = number of characters) unless ``show`` is true. The file is decoded as
UTF-8 (a BOM is skipped; undecodable bytes become U+FFFD, which keeps offsets meaningful).
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from .config import DetectorConfig
from .scanner import Detector


def redact(value: str) -> str:
    """``"<redacted:N>"`` with N the length of ``value`` in characters."""
    return f"<redacted:{len(value)}>"


def run_scan(path_or_dash: str, show: bool, out: TextIO, detector: Detector | None = None) -> int:
    """Scan a file (or stdin for ``"-"``) and write one JSON line per span to ``out``.

    Args:
        path_or_dash: file path, or ``"-"`` for standard input (read as bytes).
        show: print detected values instead of ``<redacted:N>``.
        out: text stream for the JSON lines.
        detector: optional :class:`edgeward.detectors.scanner.Detector`; by default one with
            ``DetectorConfig(scan_timeout_s=None)`` (no timeout for a command-line scan).

    Returns:
        0 on success; 2 when the file cannot be read (message on stderr). Detector errors
        propagate.
    """
    try:
        if path_or_dash == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path_or_dash, "rb") as fh:
                data = fh.read()
    except OSError as exc:
        print(f"edgeward scan: cannot read {path_or_dash}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    text = data.decode("utf-8-sig", errors="replace")
    if detector is None:
        detector = Detector(DetectorConfig(scan_timeout_s=None))
    n = 0
    for span in detector.scan_text(text):
        n += 1
        row = {
            "type": span.entity_type,
            "score": round(float(span.score), 4),
            "start": span.start,
            "end": span.end,
            "text": span.text if show else redact(span.text),
        }
        out.write(json.dumps(row, ensure_ascii=False) + "\n")
    out.flush()
    # stdout stays JSON lines; the count goes to stderr so an empty result is not silent
    name = "stdin" if path_or_dash == "-" else path_or_dash
    print(
        f"edgeward scan: {n} span(s) found in {name}" if n else f"edgeward scan: no sensitive spans found in {name}",
        file=sys.stderr,
    )
    return 0
