"""Build ``detectors/heldout/dev2/<format>.jsonl`` from the registered shapes.

Run from the repository root (python-stdnum installed in the venv, not a project dependency):

    .venv/bin/python -m benchmarks.detectors.heldout_gen2            # write the split + README counts
    .venv/bin/python -m benchmarks.detectors.heldout_gen2 --check    # rebuild in memory, fail if files differ

Every document is checked here too (sizes, overlaps, Faker-free names); the repository's
``tests/test_heldout_corpus.py`` re-checks the written files with independent code.
"""

from __future__ import annotations

import argparse
import importlib
import html
import json
import quopri
import re
import sys
import urllib.parse
from collections import Counter
from pathlib import Path
from typing import Any

from .common import SHAPES, Ctx
from .core import KIND_OF, parse
from .names import FORBIDDEN, fold, in_faker, tokens

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "detectors" / "heldout" / "dev2"
README = ROOT / "detectors" / "heldout" / "README.md"
SPLIT = "dev2"
# Importing a shape module registers its shapes (``@shape``); documents are numbered in this order.
SHAPE_MODULES = (
    "shapes_saas",
    "shapes_code",
    "shapes_infra",
    "shapes_docs",
    "shapes_talk",
    "shapes_clean",
    "shapes_more",
)


def register_shapes() -> None:
    """Import every shape module once (registration is idempotent: a module is imported only once)."""
    for module in SHAPE_MODULES:
        importlib.import_module(f".{module}", __package__)


def unescape_name(v: str) -> str:
    """The name a span's text stands for (JSON, URL, HTML, quoted-printable and bytes-repr escapes undone)."""
    if "\\u" in v:
        v = json.loads(f'"{v}"')
    if "\\x" in v:
        v = v.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1").decode("utf-8")
    if re.search(r"=[0-9A-F]{2}", v):
        v = quopri.decodestring(v.encode()).decode("utf-8")
    v = html.unescape(v)
    return urllib.parse.unquote(v)


def doc_problems(rec: dict[str, Any]) -> list[str]:
    errs = []
    text = rec["text"]
    size = len(text.encode())
    if not 200 <= size <= 4096:
        errs.append(f"size {size}")
    prev = 0
    for s in sorted(rec["spans"], key=lambda s: s["start"]):
        v = text[s["start"] : s["end"]]
        if s["start"] < prev:
            errs.append(f"overlap at {v!r}")
        prev = max(prev, s["end"])
        if s["type"] == "PERSON":
            name = unescape_name(v)
            if in_faker(name):
                errs.append(f"Faker name {name!r}")
            if any(fold(t) in FORBIDDEN for t in tokens(name)):
                errs.append(f"forbidden name {name!r}")
    for dcy in rec["decoys"]:
        if any(dcy["start"] < s["end"] and s["start"] < dcy["end"] for s in rec["spans"]):
            errs.append(f"decoy overlaps gold: {text[dcy['start'] : dcy['end']]!r}")
    return errs


def build() -> dict[str, list[dict[str, Any]]]:
    """All documents, grouped by format, with ids ``dev2-<format>-<lang>-NN``."""
    register_shapes()
    by_fmt: dict[str, list[dict[str, Any]]] = {}
    seq: Counter[tuple[str, str]] = Counter()
    problems = []
    for name, fn in SHAPES:
        for draft in fn(Ctx(name)):
            parsed = parse(draft.marked)
            if draft.post:
                parsed = draft.post(parsed)
            seq[(draft.fmt, draft.lang)] += 1
            rec = {
                "id": f"{SPLIT}-{draft.fmt}-{draft.lang}-{seq[(draft.fmt, draft.lang)]:02d}",
                "lang": draft.lang,
                "format": draft.fmt,
                "text": parsed.text,
                "spans": [
                    {
                        "start": s.start,
                        "end": s.end,
                        "type": s.type,
                        "kind": KIND_OF[s.type],
                        **({"scheme": s.scheme} if s.scheme else {}),
                    }
                    for s in sorted(parsed.spans, key=lambda s: s.start)
                ],
                "decoys": [
                    {"start": x.start, "end": x.end, "label": x.label}
                    for x in sorted(parsed.decoys, key=lambda x: x.start)
                ],
            }
            for e in doc_problems(rec):
                problems.append(f"{name} -> {rec['id']}: {e}")
            by_fmt.setdefault(draft.fmt, []).append(rec)
    if problems:
        raise SystemExit("invalid documents:\n  " + "\n  ".join(problems))
    return by_fmt


def serialize(by_fmt: dict[str, list[dict[str, Any]]]) -> dict[str, str]:
    return {
        f"{fmt}.jsonl": "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in sorted(recs, key=lambda r: r["id"]))
        for fmt, recs in sorted(by_fmt.items())
    }


def stats(by_fmt: dict[str, list[dict[str, Any]]]) -> str:
    docs = [r for recs in by_fmt.values() for r in recs]
    spans = [s for r in docs for s in r["spans"]]
    kinds = Counter(s["kind"] for s in spans)
    size = sum(len(r["text"].encode()) for r in docs)
    lines = [
        "| split | documents | without PII | gold spans | structured | secret | name | field | decoys | size |",
        "|---|---|---|---|---|---|---|---|---|---|",
        f"| dev2 | {len(docs)} | {sum(not r['spans'] for r in docs)} | {len(spans)} | {kinds['structured']} | {kinds['secret']} | "
        f"{kinds['name']} | {kinds['field']} | {sum(len(r['decoys']) for r in docs)} | {size // 1024} KB |",
        "",
    ]

    def table(title: str, counter: Counter[str]) -> list[str]:
        return [f"| {title} | dev2 |", "|---|---|"] + [f"| {k} | {v} |" for k, v in counter.most_common()] + [""]

    lines += table("gold type", Counter(s["type"] for s in spans))
    lines += table("language (documents)", Counter(r["lang"] for r in docs))
    lines += table("format (documents)", Counter(r["format"] for r in docs))
    lines += table("decoy label", Counter(x["label"] for r in docs for x in r["decoys"]))
    return "\n".join(lines).rstrip() + "\n"


def update_readme(block: str) -> None:
    text = README.read_text(encoding="utf-8")
    begin, end = "<!-- stats-dev2:begin -->\n", "<!-- stats-dev2:end -->"
    if begin not in text:
        raise SystemExit(f"{README} has no {begin.strip()} marker")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    README.write_text(head + begin + block + end + tail, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="fail if the files on disk differ from a fresh build")
    args = ap.parse_args(argv)
    by_fmt = build()
    files = serialize(by_fmt)
    if args.check:
        stale = [n for n, t in files.items() if not (OUT / n).exists() or (OUT / n).read_text(encoding="utf-8") != t]
        stale += [p.name for p in OUT.glob("*.jsonl") if p.name not in files]
        if stale:
            print("dev2 differs from a fresh build: " + ", ".join(sorted(stale)), file=sys.stderr)
            return 1
        print("dev2 is up to date")
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for p in OUT.glob("*.jsonl"):
        if p.name not in files:
            p.unlink()
    for n, t in files.items():
        (OUT / n).write_text(t, encoding="utf-8")
    block = stats(by_fmt)
    update_readme(block)
    print(block)
    return 0
