"""The detector's work besides NER, A/B against another checkout: same spans, less CPU.

What it measures: ``Detector._scan_uncached`` of a text whose chunks the detector has analysed
before (Presidio/spaCy's results cached), i.e. everything a scan does besides NER — span
refinement (``precision.SpanGuard``), propagation, column/coordinated/heading names, merging —
the "detector besides NER" column of ``benchmarks/gate_cost``.

How: one worker process per venv (``--worker``; the "before" venv is e.g. main's,
``/work/main/.venv/bin/python``, whose editable install is the base code), both fed the same
texts in turn (A/B interleaved text by text, the first mover alternating). Each worker scans a
text once with a fresh detector cache (``scan_text``: NER + post-processing), then times
``reps`` runs of ``_scan_uncached`` with the chunk cache warm (CPU time of its thread; the
median per text is kept). The driver checks that both sides return the same spans (start, end,
type, score) for every text — the full scan and every timed rerun — and prints, per text set,
before → after: the p50 over texts of each text's median CPU time, their sum, and the sum of
each text's fastest rep (the least disturbed by other processes).

Text sets (``--sets``): ``dev``, ``dev2``, ``dev3`` (held-out dev splits, every document),
``scaffolding`` (the held-out scaffolding texts with the kinds ``content`` and
``instructions``, and ``scaffolding.py``'s agent requests through ``request_units``),
``corpus`` (``detectors.corpus.generate_corpus(300, 0)``), ``gatecost`` (tool results of the
gate-cost benchmark: the ~2 KB new results of its steps and ~3 KB context results, both
profiles, seeded); and the blind ``dev4``/``test`` (``--sets blind``): compared only, and only
the number of differing documents is printed — never a text, span or id.

Run from ``/tmp`` with absolute paths (else ``python -m`` imports the cwd checkout)::

    cd /tmp && /work/wt/gatedetect/.venv/bin/python /work/wt/gatedetect/benchmarks/detectors/post_ner.py \\
        --before /work/main/.venv/bin/python --reps 3

Exit status 1 when any span list differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

HERE = Path(__file__).resolve()
GATE_COST = HERE.parents[1] / "gate_cost" / "run.py"
SCAFFOLDING = HERE.parent / "scaffolding.py"
SETS = ("dev", "dev2", "dev3", "scaffolding", "corpus", "gatecost")
BLIND = ("dev4", "test")


# -- worker ---------------------------------------------------------------------------------
def _worker() -> int:
    """Answer one JSON request per stdin line: ``{"text", "kind", "reps"}`` → ``{"spans",
    "same", "cpu"}`` (``spans`` of a cold scan, ``same``: every timed rerun gave them too,
    ``cpu``: the reruns' CPU times, s)."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    from edgeward.detectors import Detector, DetectorConfig

    det = Detector(DetectorConfig(scan_timeout_s=None))
    det.warm()
    print(json.dumps({"ready": True, "module": sys.modules["edgeward.detectors"].__file__}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        text, kind, reps = req["text"], req["kind"], req["reps"]
        det.clear_cache()
        spans = det.scan_text(text, kind)
        got = [[s.start, s.end, s.entity_type, repr(s.score)] for s in spans]
        resolved = kind or _auto_kind(text)
        cpu = []
        same = True
        for _ in range(reps):
            c0 = time.thread_time()
            again = det._scan_uncached(text, None, resolved, None)
            cpu.append(time.thread_time() - c0)
            same = same and [[s.start, s.end, s.entity_type, repr(s.score)] for s in again] == got
        print(json.dumps({"spans": got, "same": same, "cpu": cpu}), flush=True)
    return 0


def _auto_kind(text: str) -> str:
    from edgeward.detectors.scanner import _auto_kind as auto

    return auto(text)


# -- texts ----------------------------------------------------------------------------------
def _load_module(path: Path, name: str) -> Any:
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def texts(name: str) -> Iterator[tuple[str, str | None]]:
    """``(text, kind)`` items of a text set (see the module docstring)."""
    if name in ("dev", "dev2", "dev3", *BLIND):
        from edgeward.detectors.heldout import load

        for d in load(name):
            yield d.text, None
    elif name == "scaffolding":
        from edgeward.detectors.heldout import load_scaffolding
        from edgeward.detectors.scanner import request_units

        for s in load_scaffolding():
            yield s.text, "content"
            yield s.text, "instructions"
        scaf = _load_module(SCAFFOLDING, "_post_ner_scaffolding")
        for _, body in scaf.our_scaffolding():
            for u in request_units(body):
                yield u.text, u.kind
    elif name == "corpus":
        from edgeward.detectors.corpus import generate_corpus

        for d in generate_corpus(300, 0):
            yield d.text, None
    elif name == "gatecost":
        from faker import Faker

        gc = _load_module(GATE_COST, "_post_ner_gate_cost")
        for seed, n in ((0, 1000), (1, 100)):
            fk = Faker(["en_US", "de_DE", "fr_FR", "nl_NL"])
            fk.seed_instance(seed + n)
            rnd = random.Random(seed + n)
            values = gc.vault_values(fk, rnd, n)
            ctx_vals = gc.Values(fk, rnd, values, p_known=0.8)
            for profile in ("records", "mixed"):
                for _ in range(15):
                    yield gc.tool_result(ctx_vals, 3000, gc.PROFILES[profile]), "content"
            step_vals = gc.Values(fk, rnd, values, p_known=0.7)
            for _ in range(40):
                yield gc.tool_result(step_vals, 2000, gc.PROFILES["records"]), "content"
    else:
        raise SystemExit(f"unknown text set {name!r}; expected one of {', '.join((*SETS, *BLIND))}")


# -- driver ---------------------------------------------------------------------------------
class Side:
    """A worker process in one venv."""

    def __init__(self, label: str, python: str) -> None:
        self.label = label
        self.proc = subprocess.Popen(
            [python, str(HERE), "--worker"],
            cwd="/tmp",
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        hello = json.loads(self._line())
        self.module = hello["module"]

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"{self.label}: worker exited ({self.proc.wait()})")
        return line

    def ask(self, text: str, kind: str | None, reps: int) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"text": text, "kind": kind, "reps": reps}) + "\n")
        self.proc.stdin.flush()
        out: dict[str, Any] = json.loads(self._line())
        return out

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def _digest(spans: list[Any]) -> str:
    return hashlib.sha256(json.dumps(spans).encode()).hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--before", help="the before venv's python (required)")
    ap.add_argument("--after", default=sys.executable, help="the after venv's python (default: this one)")
    ap.add_argument("--sets", default=",".join(SETS), help="comma-separated text sets, or 'blind' (dev4,test)")
    ap.add_argument("--reps", type=int, default=3, help="timed post-NER reruns per text and side (0: compare only)")
    args = ap.parse_args(argv)
    if args.worker:
        return _worker()
    if not args.before:
        ap.error("--before is required")
    blind = args.sets == "blind"
    names = list(BLIND) if blind else args.sets.split(",")
    reps = 0 if blind else args.reps
    load = os.getloadavg()[0]
    t0 = time.monotonic()
    sides = [Side("before", args.before), Side("after", args.after)]
    if not blind:
        print(f"before: {sides[0].module}\nafter:  {sides[1].module}\nload average (1 min) at start: {load:.1f}")
        print(
            "| set | texts | spans | differing | post-NER CPU p50 before → after (ms) | sum before → after (ms) "
            "| sum of fastest reps before → after (ms) |"
        )
        print("|---|---|---|---|---|---|---|")
    bad = 0
    i = 0
    for name in names:
        cpu: dict[str, list[float]] = {"before": [], "after": []}  # per text: median of its reps
        best: dict[str, float] = {"before": 0.0, "after": 0.0}  # sum over texts of the fastest rep
        n = differ = n_spans = 0
        for text, kind in texts(name):
            order = sides if i % 2 == 0 else sides[::-1]  # the first mover alternates
            i += 1
            got = {s.label: s.ask(text, kind, reps) for s in order}
            a, b = got["before"], got["after"]
            n += 1
            n_spans += len(b["spans"])
            if _digest(a["spans"]) != _digest(b["spans"]) or not (a["same"] and b["same"]):
                differ += 1
                if not blind:
                    print(f"DIFF in {name}: kind={kind} text={text[:80]!r}", file=sys.stderr)
            for label in cpu:
                if got[label]["cpu"]:
                    cpu[label].append(statistics.median(got[label]["cpu"]) * 1000)
                    best[label] += min(got[label]["cpu"]) * 1000
        bad += differ
        if blind:
            print(f"{name}: {'equal' if not differ else f'{differ} documents differ'}")
            continue
        p50 = {k: statistics.median(v) if v else 0.0 for k, v in cpu.items()}
        tot = {k: sum(v) for k, v in cpu.items()}
        print(
            f"| {name} | {n} | {n_spans} | {differ} | {p50['before']:.2f} → {p50['after']:.2f} "
            f"| {tot['before']:.0f} → {tot['after']:.0f} | {best['before']:.0f} → {best['after']:.0f} |"
        )
    for s in sides:
        s.close()
    if not blind:
        print(f"{time.monotonic() - t0:.0f} s; load average (1 min) at end: {os.getloadavg()[0]:.1f}; reps {reps}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
