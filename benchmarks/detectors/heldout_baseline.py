"""Black-box baseline of the egress detector on the held-out corpus, through ``edgeward scan``.

Usage: ``.venv/bin/python benchmarks/detectors/heldout_baseline.py [--split test] [--json out.json]``

Scans each split as one file (documents joined by a separator line, offsets mapped back; about
30 s) or, with ``--per-doc``, each document on its own (exact, about 3 s per document) with the
installed ``edgeward scan --show``. Joint scanning can move a few model-only (NER) spans: on a
10-document sample 3 of about 100 spans differed. It prints aggregate numbers only (as the test split
requires): recall per kind and per type (a gold span counts as caught when detected spans of
any type cover at least half of it — the gate masks whatever type it finds), decoy hits per 100
decoys, and spans per 32 KB of scaffolding. It does not print documents or misses.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from edgeward.detectors import heldout

SEP = "\n\n\u2063=====\u2063\n\n"


def scan(text: str) -> list[tuple[int, int, str]]:
    """Detected (start, end, type) spans of ``text`` via the CLI."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8", delete=False) as fh:
        fh.write(text)
        path = fh.name
    try:
        out = subprocess.run(
            [str(Path(sys.executable).with_name("edgeward")), "scan", "--show", path],
            capture_output=True,
            text=True,
            check=False,
        )
    finally:
        Path(path).unlink()
    if out.returncode not in (0, 1):
        sys.exit(f"edgeward scan failed: {out.stderr.strip()}")
    spans = []
    for line in out.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            rec = json.loads(line[: line.rindex("}") + 1])
            spans.append((rec["start"], rec["end"], rec["type"]))
    return spans


def covered(start: int, end: int, preds: list[tuple[int, int, str]]) -> bool:
    hit = sum(max(0, min(end, pe) - max(start, ps)) for ps, pe, _ in preds)
    return hit * 2 >= end - start


def score_split(split: str, per_doc: bool = False) -> dict[str, object]:
    docs = heldout.load(split)
    offsets, parts, pos = [], [], 0
    for d in docs:
        offsets.append(pos)
        parts.append(d.text)
        pos += len(d.text) + len(SEP)
    if per_doc:
        preds = [(s + off, e + off, t) for d, off in zip(docs, offsets) for s, e, t in scan(d.text)]
    else:
        preds = scan(SEP.join(parts))
    kind_tot, kind_hit, type_tot, type_hit = Counter(), Counter(), Counter(), Counter()
    decoys = decoy_hits = 0
    for d, off in zip(docs, offsets):
        local = [(s - off, e - off, t) for s, e, t in preds if off <= s < off + len(d.text)]
        for sp in d.spans:
            ok = covered(sp.start, sp.end, local)
            kind_tot[sp.kind] += 1
            type_tot[sp.type] += 1
            kind_hit[sp.kind] += ok
            type_hit[sp.type] += ok
        for dc in d.decoys:
            decoys += 1
            decoy_hits += any(s < dc.end and dc.start < e for s, e, _ in local)
    return {
        "split": split,
        "documents": len(docs),
        "recall_by_kind": {k: round(kind_hit[k] / kind_tot[k], 3) for k in sorted(kind_tot)},
        "recall_by_type": {t: round(type_hit[t] / type_tot[t], 3) for t in sorted(type_tot)},
        "mode": "per-doc" if per_doc else "joint",
        "gold": sum(kind_tot.values()),
        "decoys": decoys,
        "decoy_hits_per_100": round(100 * decoy_hits / decoys, 2),
    }


def score_scaffolding() -> dict[str, object]:
    texts = heldout.load_scaffolding()
    n = sum(len(scan(t.text)) for t in texts)
    size = sum(len(t.text.encode()) for t in texts)
    return {"scaffolding_files": len(texts), "bytes": size, "spans": n, "spans_per_32KB": round(n * 32768 / size, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--split", choices=[*heldout.SPLITS, "both"], default="both")
    ap.add_argument("--per-doc", action="store_true", help="scan each document separately (exact, slow)")
    ap.add_argument("--json", help="also write the numbers to this file")
    args = ap.parse_args()
    res: list[dict[str, object]] = [
        score_split(s, args.per_doc) for s in (heldout.SPLITS if args.split == "both" else (args.split,))
    ]
    res.append(score_scaffolding())
    for r in res:
        print(json.dumps(r, ensure_ascii=False))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
