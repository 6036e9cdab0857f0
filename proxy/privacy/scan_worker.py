"""One scan worker process of the proxy's scan pool (`edgeward.proxy.privacy.scanning.ScanPool`):
`python -m edgeward.proxy.privacy.scan_worker`, spoken to over its stdin and stdout.

Frames both ways: a 4-byte big-endian length, then that many bytes of JSON (orjson).

    pool → worker  {"cfg": "<DetectorConfig JSON>", "jobs": [[n, [[text, kind|null], …]], …]}
    worker → pool  {"id": n, "spans": [[[type, start, end, score, text], …] per item]}
                   {"id": n, "error": "<ExceptionName>"}

A worker started with a timing probe (`main(timing=…)`: benchmarks, `benchmarks/gate_cost`) adds
`"timing": {name: seconds, …}` to each reply, what the probe measured for that job; the pool
sums them (`PoolStats.worker_s`). The proxy's workers have none.

The first frame the worker writes is `{"ready": true}`, once it has built the detector (Presidio
and spaCy, about 2 s) of the config in `EDGEWARD_SCAN_WARM` (JSON, optional) and scanned a
sample with it. A frame holds one job or a batch of several (the pool's micro-batching): spaCy
reads the new texts of every job of the batch in one pass (`Detector.prepare_nlp`), then each
job is scanned (`Detector.scan_texts`) and answered in turn, one reply frame per job, as soon as
it is done; a job that fails gets its own error reply and the others go on. The pool kills the
worker when a job overruns its budget and starts another, so nothing here needs to be
interruptible.
Anything the libraries print goes to stderr: stdout carries frames only.
"""

from __future__ import annotations

import os
import signal
import struct
import sys
from collections.abc import Callable
from typing import Any, BinaryIO

import orjson

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector, NlpBatch
from edgeward.proxy.heap import settle_heap

#: Environment variable with the DetectorConfig JSON to build and warm at start.
WARM_ENV = "EDGEWARD_SCAN_WARM"
_HEADER = struct.Struct(">I")
#: A timing probe: what the detector measured since the probe's last call (name → seconds).
Timing = Callable[[Detector], dict[str, float]]


def read_frame(stream: BinaryIO) -> Any | None:
    """The next frame's JSON value, or None at end of input."""
    head = stream.read(_HEADER.size)
    if len(head) < _HEADER.size:
        return None
    (n,) = _HEADER.unpack(head)
    data = stream.read(n)
    if len(data) < n:
        return None
    return orjson.loads(data)


def frame(value: Any) -> bytes:
    """`value` as one frame (length prefix and JSON)."""
    data = orjson.dumps(value)
    return _HEADER.pack(len(data)) + data


def main(make_detector: Callable[[DetectorConfig], Detector] = Detector, timing: Timing | None = None) -> None:
    """Serve frames until stdin closes. `make_detector` builds the detector of a config (a
    benchmark passes a timed subclass); `timing`: see the module docstring."""
    # Ctrl-C reaches the whole process group: the proxy decides when workers stop (it closes
    # stdin), so a worker ignores SIGINT instead of dying with a traceback mid-frame.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)  # stray prints from the libraries must not corrupt the frames
    stdin = sys.stdin.buffer
    detectors: dict[str, Detector] = {}

    def detector(cfg: str) -> Detector:
        det = detectors.get(cfg)
        if det is None:
            det = detectors[cfg] = make_detector(DetectorConfig.model_validate_json(cfg))
        return det

    warm = os.environ.get(WARM_ENV)
    if warm:
        detector(warm).warm()
    settle_heap()
    out.write(frame({"ready": True}))
    while True:
        batch = read_frame(stdin)
        if batch is None:
            return
        jobs = [(n, [(t, k) for t, k in items]) for n, items in batch["jobs"]]
        try:
            det = detector(batch["cfg"])
        except Exception as e:  # noqa: BLE001 - every job of the frame reports it; the gate fails closed
            for n, _ in jobs:
                out.write(frame({"id": n, "error": type(e).__name__}))
            continue
        if timing is not None:
            timing(det)  # from here: what this frame's jobs cost (the batch's spaCy pass: the first's)
        # one spaCy pass over the new texts of every job (a single job prepares its own items)
        nlp = det.prepare_nlp([item for _, items in jobs for item in items]) if len(jobs) > 1 else None
        for n, items in jobs:
            reply = _reply(det, n, items, nlp)
            if timing is not None:
                reply["timing"] = timing(det)
            out.write(frame(reply))


def _reply(det: Detector, n: int, items: list[tuple[str, Any]], nlp: NlpBatch | None) -> dict[str, Any]:
    """The reply frame's value for job `n`: its spans, or the name of what it raised."""
    try:
        found = det.scan_texts(items, nlp)
    except Exception as e:  # noqa: BLE001 - any failure is reported; the gate fails closed on it
        return {"id": n, "error": type(e).__name__}  # the name only: a message may quote text
    return {"id": n, "spans": [[[s.entity_type, s.start, s.end, s.score, s.text] for s in spans] for spans in found]}


if __name__ == "__main__":
    main()
