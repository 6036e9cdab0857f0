"""RESULTS.md sections for issue 12: the blind held-out corpus, scaffolding precision, names in
ordinary phrasing and the suite's privacy per field kind. Called by ``run.py``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import heldout
import scaffolding

#: 7 names outside every Faker list (checked in tests/detectors/test_structure_and_names.py)
PHRASING_NAMES = [
    "Wendeline Ashcombe",
    "Torvald Kjeldsrud",
    "Hedwiga Prossnitz",
    "Aurèle Vandermoortel",
    "Ysolde Marchetière",
    "Brannoc Elderwyn",
    "Quillan Ravensmoor",
]
PHRASINGS = [
    "Please call {n} tomorrow.",
    "Can you loop in {n} on this thread?",
    "{n} will join the call at 3pm.",
    "Meeting with {n} moved to Friday.",
    "I spoke to {n} yesterday about the invoice.",
    "Send the contract to {n} before noon.",
    "Ask {n} for the figures.",
    "{n} said the deploy is blocked.",
    "Thanks to {n} for the review.",
    "The ticket was assigned to {n}.",
    "cc {n}",
    "Reminder: {n}'s birthday is on Monday.",
    "Approved by {n}.",
    "Forward this to {n}, please.",
    "Dear {n},\nplease find attached the report.",
]
TARGETS = {"structured": 0.97, "secret": 0.97, "name": 0.97, "field": 0.90}


def _r(c: dict[str, int] | None) -> str:
    if not c or not c["gold"]:
        return "–"
    return f"{c['found'] / c['gold']:.3f}"


def phrasing_recall(scan: Callable[[str], list[tuple[int, int]]]) -> tuple[int, int]:
    """(names fully covered, total) over PHRASINGS x PHRASING_NAMES."""
    hit = total = 0
    for n in PHRASING_NAMES:
        for p in PHRASINGS:
            t = p.format(n=n)
            s0 = t.index(n)
            cov = sum(max(0, min(s0 + len(n), e) - max(s0, s)) for s, e in scan(t))
            total += 1
            hit += cov >= len(n)
    return hit, total


#: dev2 measured once on this detector before any tuning on dev2 (``heldout.py --split dev2``
#: right after dev2 was merged into the detect2 branch, 32d78bb): the honest estimate of how
#: the detector generalised to shapes it had not seen.
DEV2_UNTUNED = Path(__file__).resolve().parent / "heldout_dev2_untuned.json"


def heldout_section(before_path: Path | None, say: Callable[[str], None]) -> None:
    """Held-out test, dev and dev2 splits: ours now, a before column (test/dev: main at the
    base commit, ``before_path`` JSON written by ``heldout.py`` under that worktree; dev2:
    :data:`DEV2_UNTUNED`), Presidio's defaults."""
    ours = heldout.ours_scan()
    pres = heldout.presidio_scan()
    before = json.loads(before_path.read_text()) if before_path and before_path.exists() else {}
    if DEV2_UNTUNED.exists():
        before["dev2"] = json.loads(DEV2_UNTUNED.read_text())["dev2"]
    for split in ("test", "dev", "dev2"):
        docs = heldout.load_split(split)
        if not docs:
            say(f"### Held-out `{split}` split\n\nNot present in this checkout (`detectors/heldout/{split}`).\n")
            continue
        ours(docs[0].text)
        pres(docs[0].text)
        po, to = heldout.run_detector(ours, docs)
        pp, tp = heldout.run_detector(pres, docs)
        so, sp = heldout.score(docs, po), heldout.score(docs, pp)
        sb = before.get(split, {}).get("ours")
        say(
            f"### Held-out `{split}` split ({so['docs']} documents, {so['kib']:.1f} KiB, {so['all']['gold']} gold spans, "
            f"{so['decoys']['n']} decoys)\n"
        )
        label = "untuned on dev2, 32d78bb (before)" if split == "dev2" else "main at 9f12106 (before)"
        say(f"| | {label} | ours (after) | Presidio defaults |")
        say("|---|---|---|---|")
        cols = [sb, so, sp]
        for kind in sorted(so["kind"]):
            tgt = f" (target ≥ {TARGETS[kind]:.2f})" if kind in TARGETS else ""
            say(
                f"| recall, kind `{kind}`{tgt} | "
                + " | ".join(_r(c["kind"].get(kind)) if c else "not measured" for c in cols)
                + " |"
            )
        say("| recall, all gold spans | " + " | ".join(_r(c["all"]) if c else "not measured" for c in cols) + " |")
        say(
            "| share ≥ 50 % covered | "
            + " | ".join(f"{c['all']['half'] / max(c['all']['gold'], 1):.3f}" if c else "not measured" for c in cols)
            + " |"
        )
        say(
            "| decoy hits per 100 decoys (target ≤ 1) | "
            + " | ".join(
                f"{100 * c['decoys']['hit'] / max(c['decoys']['n'], 1):.2f} ({c['decoys']['hit']}/{c['decoys']['n']})"
                if c
                else "not measured"
                for c in cols
            )
            + " |"
        )
        say(
            "| spans on neither gold nor decoy | "
            + " | ".join(str(c["spans_elsewhere"]) if c else "not measured" for c in cols)
            + " |"
        )
        say(
            "| throughput KiB/s | "
            + " | ".join(
                f"{c['kib'] / c['seconds']:.1f}" if c and c.get("seconds") else "not measured"
                for c in (sb, so | {"seconds": to}, sp | {"seconds": tp})
            )
            + " |"
        )
        say("")
        for group, title in (("lang", "language"), ("type", "gold type"), ("format", "format")):
            say(f"Recall by {title}:\n")
            say(f"| {title} | gold | before | after | Presidio |")
            say("|---|---|---|---|---|")
            for k, c in so[group].items():
                say(f"| {k} | {c['gold']} | {_r(sb[group].get(k)) if sb else '–'} | {_r(c)} | {_r(sp[group].get(k))} |")
            say("")
        say(
            "Decoy hits by label (after): "
            + ", ".join(f"{k} {v['hit']}/{v['n']}" for k, v in so["decoys"]["by_label"].items())
            + ".\n"
        )


def scaffolding_section(detector: Any, say: Callable[[str], None]) -> None:
    """Spans on scaffolding texts (ours, installed agent packages)."""
    ours = scaffolding.our_scaffolding()
    pk, missing = scaffolding.package_scaffolding()
    for title, items in (
        ("our scaffolding (harness agent per task, policy prompts)", ours),
        ("the blind corpus's scaffolding texts (detectors/heldout/scaffolding)", scaffolding.heldout_scaffolding()),
        ("installed agent packages (smolagents, openai-agents), read at benchmark time", pk),
    ):
        rows, b, s = scaffolding.measure(detector, items)
        say(
            f"**{title}**: {b / 1024:.1f} KiB scanned, {s} spans = {s * 32768 / max(b, 1):.2f} per 32 KB (target ≤ 1).\n"
        )
        say("| source | KiB | spans | per 32 KB | spans found |")
        say("|---|---|---|---|---|")
        for r in rows:
            say(r)
        say("")
    if missing:
        say(f"Not installed (no `bench` extra): {', '.join(missing)}.\n")
