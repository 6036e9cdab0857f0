"""Issue 16, scan cost: the NER model's layers run on numpy's OpenBLAS with one BLAS thread
(`detectors.engine._numpy_ner_ops`) instead of thinc's default blis, and find the same entities
on the dev splits (which may be read; never the test split)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("presidio_analyzer")

from thinc.api import NumpyOps
from threadpoolctl import threadpool_info

from edgeward.detectors.engine import get_engine

HELDOUT = Path(__file__).resolve().parents[2] / "detectors" / "heldout"


def _dev_texts() -> Iterator[str]:
    for split in ("dev", "dev2"):
        for path in sorted((HELDOUT / split).glob("*.jsonl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                text = json.loads(line).get("text")
                if isinstance(text, str):
                    yield text[:20000]  # the detector's chunk size


def test_the_engine_s_ner_runs_on_numpy_with_one_blas_thread() -> None:
    ner = get_engine().nlp_engine.nlp["en"].get_pipe("ner")
    ops = {type(node.ops).__name__ + str(getattr(node.ops, "use_blis", None)) for node in ner.model.walk()}
    assert ops == {"NumpyOpsFalse"}
    blas = [pool for pool in threadpool_info() if pool["user_api"] == "blas"]
    assert blas and all(pool["num_threads"] == 1 for pool in blas)


def test_numpy_ops_find_the_entities_blis_finds_on_the_dev_splits() -> None:
    nlp = get_engine().nlp_engine.nlp["en"]
    ner = nlp.get_pipe("ner")
    texts = list(_dev_texts())
    assert len(texts) > 200
    nodes = list(ner.model.walk())
    fast = nodes[0].ops
    try:
        for node in nodes:
            node.ops = NumpyOps()  # thinc's default: blis
        ref = [[(e.start_char, e.end_char, e.label_) for e in nlp(t).ents] for t in texts]
    finally:
        for node in nodes:
            node.ops = fast
    got = [[(e.start_char, e.end_char, e.label_) for e in nlp(t).ents] for t in texts]
    assert sum(map(len, ref)) > 500  # entities to compare, not empty lists
    assert got == ref
