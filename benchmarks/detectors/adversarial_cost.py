"""CPU cost of the detector on adversarial repetitions, at 8/16/32/64 KB (super-linear growth is a defect).

    .venv/bin/python benchmarks/detectors/adversarial_cost.py [--sizes 8,16,32,64] [--full]

Each case repeats one pattern to the size and times the recognizer it once made quadratic
(`rec.find`, CPU seconds of this thread); `--full` also times `Detector.scan_text` (every
recognizer, spaCy included, no scan budget). A linear rule doubles from size to size; the
ratio column is the cost at the largest size over the smallest, against the size ratio.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.recognizers.access_codes import AccessCodeRecognizer
from edgeward.detectors.recognizers.fields import FieldValueRecognizer
from edgeward.detectors.recognizers.name_links import NameLinkRecognizer
from edgeward.detectors.recognizers.person_names import PersonNameRecognizer
from edgeward.detectors.recognizers.windowed_phone import windowed_phone_recognizer
from edgeward.detectors.scanner import Detector

#: (case, pattern repeated to the size, the recognizer it stresses)
CASES: list[tuple[str, str, Callable[[], Any]]] = [
    ("recovery-code cues on one line", "recovery codes: ", AccessCodeRecognizer),
    ("handles on one line", "@Alice ", NameLinkRecognizer),
    ("names and logins on one line", "Alice Smith asmith ", PersonNameRecognizer),
    ("unclosed quoted assignments on one line", "export DB_PASSWORD='a'\\''b' ", FieldValueRecognizer),
    ("digit groups", "1234 ", windowed_phone_recognizer),
]


def _cpu(fn: Callable[[], Any]) -> float:
    t = time.thread_time()
    fn()
    return time.thread_time() - t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=[8, 16, 32, 64])
    ap.add_argument("--full", action="store_true", help="also time Detector.scan_text")
    args = ap.parse_args(argv)
    det = Detector(DetectorConfig(scan_timeout_s=None, cache_size=0)) if args.full else None
    if det is not None:
        det.warm()
    head = " | ".join(f"{k} KB" for k in args.sizes)
    print(f"| case | what | {head} | growth (size x{args.sizes[-1] // args.sizes[0]}) |")
    print("|---|---|" + "---:|" * len(args.sizes) + "---:|")
    for name, pattern, make in CASES:
        rec = make()
        rec.analyze("warm up", entities=rec.supported_entities, nlp_artifacts=None)
        rows = [("recognizer", lambda t, r=rec: list(r.analyze(t, entities=r.supported_entities, nlp_artifacts=None)))]
        if det is not None:
            rows.append(("scan_text", lambda t: det.scan_text(t)))
        for what, fn in rows:
            secs = []
            for kb in args.sizes:
                text = (pattern * (kb * 1024 // len(pattern) + 1))[: kb * 1024]
                secs.append(_cpu(lambda: fn(text)))
            growth = secs[-1] / secs[0] if secs[0] > 0 else float("inf")
            print(f"| {name} | {what} | " + " | ".join(f"{s:.2f} s" for s in secs) + f" | x{growth:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
