"""Issue 16, micro-batching: `Detector.prepare_nlp` runs spaCy once over several texts
(`nlp.pipe`), and `scan_texts` with its output finds exactly what scanning each text on its own
finds. Texts: the dev splits (which may be read), in every field kind, plus markup (spaCy reads a
blanked copy) and CJK; never the test split.

`make test` compares a seeded sample of the dev texts that holds every format and every language
at least once (the batching code path does not depend on which text of a format it reads);
`make stress` (`EDGEWARD_NLP_BATCH_ALL=1`) compares every dev text."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("presidio_analyzer")

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import NLP_BATCH_CHARS, Detector, FieldKind

HELDOUT = Path(__file__).resolve().parents[2] / "detectors" / "heldout"
KINDS: list[FieldKind | None] = ["content", "instructions", "identifier", None]
EXTRA = [
    "<p>Dear <b>Hanna Lindqvist</b>, your card 4111 1111 1111 1111 expires.</p>",
    "联系人：张伟，电话 13800138000，邮箱 zhang.wei@example.cn",
    "Please write to Jordan Pike7 at jordan.pike7@example.net about order 000007 today.",
    "ok",
]


ALL = os.environ.get("EDGEWARD_NLP_BATCH_ALL") == "1"
SAMPLE = 48  # texts in `make test`'s sample (at least every format and language once)
SEED = 16


def _dev_records(limit_chars: int = 2500) -> list[dict[str, Any]]:
    """Every dev/dev2 record whose text is at most `limit_chars` long, in file order."""
    records = []
    for split in ("dev", "dev2"):
        for path in sorted((HELDOUT / split).glob("*.jsonl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                rec = json.loads(line)
                if isinstance(rec.get("text"), str) and len(rec["text"]) <= limit_chars:
                    records.append(rec)
    return records


def stratified_sample(records: list[dict[str, Any]], n: int, seed: int) -> list[dict[str, Any]]:
    """A seeded sample of `records` holding each `format` and each `lang` at least once, topped
    up at random to `n` (more when the strata need more), in shuffled order so one batch mixes
    formats and scripts."""
    rng = random.Random(seed)
    pool = records[:]
    rng.shuffle(pool)
    formats, langs = {r.get("format") for r in pool}, {r.get("lang") for r in pool}
    picked: list[dict[str, Any]] = []
    for r in pool:  # greedy cover: a record joins when it brings a format or language not yet seen
        if r.get("format") in formats or r.get("lang") in langs:
            picked.append(r)
            formats.discard(r.get("format"))
            langs.discard(r.get("lang"))
    rest = [r for r in pool if not any(r is p for p in picked)]
    picked += rest[: max(0, n - len(picked))]
    rng.shuffle(picked)
    return picked


def test_the_sample_holds_every_format_and_language_of_the_dev_texts() -> None:
    records = _dev_records()
    sample = stratified_sample(records, SAMPLE, SEED)
    assert {r["format"] for r in sample} == {r["format"] for r in records}
    assert {r["lang"] for r in sample} == {r["lang"] for r in records}
    assert len(sample) >= SAMPLE and len({id(r) for r in sample}) == len(sample)
    assert stratified_sample(records, SAMPLE, SEED) == sample  # seeded: the same texts every run


@pytest.fixture(scope="module")
def items() -> list[tuple[str, FieldKind | None]]:
    records = _dev_records()
    assert len(records) > 100, "the dev splits are where this test expects them"
    texts = [r["text"] for r in (records if ALL else stratified_sample(records, SAMPLE, SEED))] + EXTRA
    return [(t, KINDS[i % len(KINDS)]) for i, t in enumerate(texts)]


def test_batched_scans_equal_scans_one_text_at_a_time(items: list[tuple[str, FieldKind | None]]) -> None:
    alone = Detector(DetectorConfig(scan_timeout_s=None))
    ref = [alone.scan_texts([item])[0] for item in items]
    batched = Detector(DetectorConfig(scan_timeout_s=None))
    got: list[Any] = []
    for i in range(0, len(items), 7):  # several texts per call: scan_texts prepares them together
        got += batched.scan_texts(items[i : i + 7])
    assert got == ref
    assert sum(map(len, ref)) > 100  # the texts hold values: a comparison of empty lists proves nothing
    assert batched.stats["analyzer_calls"] == alone.stats["analyzer_calls"]


def test_one_prepared_pass_serves_several_jobs_like_a_scan_worker(items: list[tuple[str, FieldKind | None]]) -> None:
    jobs = [items[i : i + 3] for i in range(0, 60 if ALL else 30, 3)]  # 20 (10) jobs of 3 texts
    alone = Detector(DetectorConfig(scan_timeout_s=None))
    ref = [alone.scan_texts(job) for job in jobs]
    det = Detector(DetectorConfig(scan_timeout_s=None))
    nlp = det.prepare_nlp([item for job in jobs for item in job])
    assert nlp  # the jobs' texts were prepared in one pass
    assert [det.scan_texts(job, nlp) for job in jobs] == ref
    assert not nlp  # each prepared chunk served one analysis and was dropped


def test_prepare_nlp_skips_cached_long_and_lone_texts() -> None:
    det = Detector(DetectorConfig(scan_timeout_s=None))
    a, b = EXTRA[0], EXTRA[1]
    assert len(det.prepare_nlp([(a, "content"), (b, "content")])) == 2
    assert det.prepare_nlp([(a, "content")]) == {}  # one text: the plain call costs the same
    det.scan_texts([(a, "content")])
    assert det.prepare_nlp([(a, "content"), (b, "content")]) == {}  # a is cached: b alone is left
    long = "Contact Hanna Lindqvist today. " * (NLP_BATCH_CHARS // 30 + 1)
    assert det.prepare_nlp([(long, "content"), (b, "content")]) == {}  # too long to batch
    assert det.prepare_nlp([("   ", "content"), ("", None), (b, "content")]) == {}  # nothing to read


def test_a_failing_batch_pass_falls_back_to_one_text_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    det = Detector(DetectorConfig(scan_timeout_s=None))
    ref = Detector(DetectorConfig(scan_timeout_s=None)).scan_texts([(EXTRA[0], "content")]) + Detector(
        DetectorConfig(scan_timeout_s=None)
    ).scan_texts([(EXTRA[2], "content")])

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("spaCy batch failed")

    monkeypatch.setattr(det.engine.nlp_engine, "process_batch", broken)
    assert det.scan_texts([(EXTRA[0], "content"), (EXTRA[2], "content")]) == ref
    assert ref[0] and ref[1]


def test_the_batch_pass_like_the_engine_s_first_build_starts_before_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cold detector builds its engine in `prepare_nlp` (seconds under load): as in a scan of
    one text, that time is not charged to the first chunk's deadline check."""
    # a budget the two scans fit in even on loaded cores, shorter than the batch pass below
    det = Detector(DetectorConfig(scan_timeout_s=3.0, cache_size=0))
    real = det.engine.nlp_engine.process_batch

    def slow(*args: Any, **kwargs: Any) -> Any:
        time.sleep(3.5)  # longer than the budget
        return list(real(*args, **kwargs))

    monkeypatch.setattr(det.engine.nlp_engine, "process_batch", slow)
    got = det.scan_texts([(EXTRA[0], "content"), (EXTRA[2], "content")])
    assert got == Detector(DetectorConfig(scan_timeout_s=None, cache_size=0)).scan_texts(
        [(EXTRA[0], "content"), (EXTRA[2], "content")]
    )
    assert got[0] and got[1]
