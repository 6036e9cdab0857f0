"""Score a detector on the blind held-out corpus (``detectors/heldout/<split>/*.jsonl``).

Standalone on purpose: it reads the JSONL files itself and uses only ``Detector.scan_text``
and Presidio's analyzer, so the same file measures main's detector at the base commit (run
it with that worktree's interpreter) and ours (``run.py`` imports it).

    <python> benchmarks/detectors/heldout.py [--split test] --json out.json [--root DIR] [--presidio]

Matching rule (stated in RESULTS.md):

- a gold span is **found** when the predicted spans, of any entity type, together cover every
  letter and digit of it (what masking would hide: nothing of the value can be read back);
  ``covered_half`` is the laxer share with at least half of its characters covered;
- a decoy is **hit** when any predicted span overlaps it by one character or more; the rate
  is hits per 100 decoys;
- only aggregate numbers are printed (by kind, type, language, format): never a text.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Doc:
    """One held-out document: gold spans ``(start, end, type, kind)`` and decoys
    ``(start, end, label)``."""

    id: str
    lang: str
    format: str
    text: str
    spans: list[tuple[int, int, str, str]] = field(default_factory=list)
    decoys: list[tuple[int, int, str]] = field(default_factory=list)


def load_split(split: str, root: Path = ROOT) -> list[Doc]:
    """Every document of ``detectors/heldout/<split>/*.jsonl`` under ``root`` (sorted by file)."""
    docs = []
    for f in sorted((root / "detectors" / "heldout" / split).glob("*.jsonl")):
        for line in f.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            d = json.loads(line)
            docs.append(
                Doc(
                    id=str(d.get("id")),
                    lang=str(d.get("lang", "?")),
                    format=str(d.get("format", "?")),
                    text=d["text"],
                    spans=[(s["start"], s["end"], s.get("type", "?"), s.get("kind", "?")) for s in d.get("spans", [])],
                    decoys=[(x["start"], x["end"], x.get("label", "?")) for x in d.get("decoys", [])],
                )
            )
    return docs


def _found(text: str, s: int, e: int, preds: list[tuple[int, int]]) -> tuple[bool, bool]:
    need = [i for i in range(s, e) if text[i].isalnum()] or list(range(s, e))
    cov = {i for ps, pe in preds for i in range(max(ps, s), min(pe, e))}
    return all(i in cov for i in need), len(cov) * 2 >= (e - s)


def score(docs: list[Doc], preds: list[list[tuple[int, int]]]) -> dict[str, Any]:
    """Recall by kind/type/language/format, decoy hits, spans outside gold and decoys.

    ``preds[i]``: predicted ``(start, end)`` for ``docs[i]``. Returns a JSON-friendly dict.
    """
    groups: dict[str, dict[str, list[int]]] = {
        g: defaultdict(lambda: [0, 0, 0]) for g in ("kind", "type", "lang", "format")
    }
    dec = [0, 0]
    dec_by: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    other = 0
    total = [0, 0, 0]
    for d, ps in zip(docs, preds):
        for s, e, ty, kind in d.spans:
            ok, half = _found(d.text, s, e, ps)
            for g, key in (("kind", kind), ("type", ty), ("lang", d.lang), ("format", d.format)):
                c = groups[g][key]
                c[0] += 1
                c[1] += ok
                c[2] += half
            total[0] += 1
            total[1] += ok
            total[2] += half
        for s, e, label in d.decoys:
            hit = any(ps < e and s < pe for ps, pe in ps)
            dec[0] += 1
            dec[1] += hit
            dec_by[label][0] += 1
            dec_by[label][1] += hit
        for ps_, pe_ in ps:
            if not any(ps_ < e and s < pe_ for s, e, *_ in d.spans) and not any(
                ps_ < e and s < pe_ for s, e, _ in d.decoys
            ):
                other += 1
    out: dict[str, Any] = {
        g: {k: {"gold": v[0], "found": v[1], "half": v[2]} for k, v in sorted(m.items())} for g, m in groups.items()
    }
    out["all"] = {"gold": total[0], "found": total[1], "half": total[2]}
    out["decoys"] = {
        "n": dec[0],
        "hit": dec[1],
        "by_label": {k: {"n": v[0], "hit": v[1]} for k, v in sorted(dec_by.items())},
    }
    out["spans_elsewhere"] = other
    out["docs"] = len(docs)
    out["kib"] = sum(len(d.text.encode("utf-8")) for d in docs) / 1024
    return out


def run_detector(
    scan: Callable[[str], list[tuple[int, int]]], docs: list[Doc]
) -> tuple[list[list[tuple[int, int]]], float]:
    """Predictions of ``scan`` on every document and the total seconds it took."""
    preds, t = [], 0.0
    for d in docs:
        t0 = time.perf_counter()
        preds.append(scan(d.text))
        t += time.perf_counter() - t0
    return preds, t


def ours_scan() -> Callable[[str], list[tuple[int, int]]]:
    """Our detector (whatever version is importable), cache off, no timeout."""
    from edgeward.detectors.config import DetectorConfig
    from edgeward.detectors.scanner import Detector

    det = Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))
    return lambda text: [(s.start, s.end) for s in det.scan_text(text)]


def presidio_scan(threshold: float = 0.5) -> Callable[[str], list[tuple[int, int]]]:
    """Presidio's default analyzer on the same small spaCy model, score >= ``threshold``."""
    from edgeward.detectors.engine import get_baseline_engine

    eng = get_baseline_engine()
    return lambda text: [(r.start, r.end) for r in eng.analyze(text=text, language="en") if r.score >= threshold]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--split", action="append", help="split(s) to score (default: test and dev)")
    ap.add_argument("--root", type=Path, default=ROOT, help="repo root holding detectors/heldout")
    ap.add_argument("--json", type=Path, help="write the scores here: {split: {ours, presidio?}}")
    ap.add_argument("--presidio", action="store_true", help="also score Presidio's defaults")
    args = ap.parse_args(argv)
    out: dict[str, Any] = {}
    scan = pscan = None
    for split in args.split or ["test", "dev"]:
        docs = load_split(split, args.root)
        if not docs:
            print(f"no documents in {args.root}/detectors/heldout/{split}")
            continue
        if scan is None:
            scan = ours_scan()
            scan(docs[0].text)  # build the engine outside the timing
        preds, t = run_detector(scan, docs)
        res = {"ours": score(docs, preds) | {"seconds": t}}
        if args.presidio:
            if pscan is None:
                pscan = presidio_scan()
                pscan(docs[0].text)
            p2, t2 = run_detector(pscan, docs)
            res["presidio"] = score(docs, p2) | {"seconds": t2}
        out[split] = res
        for name, r in res.items():
            a = r["all"]
            print(
                f"{split} {name}: recall {a['found'] / max(a['gold'], 1):.3f} ({a['found']}/{a['gold']}), decoys hit "
                f"{r['decoys']['hit']}/{r['decoys']['n']}, {r['kib'] / r['seconds']:.1f} KiB/s"
            )
            for k, v in r["kind"].items():
                print(f"  {k}: {v['found']}/{v['gold']} = {v['found'] / max(v['gold'], 1):.3f}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1, ensure_ascii=False))
    return 0 if out else 1


if __name__ == "__main__":
    raise SystemExit(main())
