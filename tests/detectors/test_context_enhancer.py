"""The indexed context enhancer gives Presidio's context words and scores, at linear cost."""

from __future__ import annotations

import random

import pytest
from presidio_analyzer.context_aware_enhancers import LemmaContextAwareEnhancer

from edgeward.detectors.context_enhancer import IndexedLemmaContextEnhancer
from edgeward.detectors.engine import get_engine


def _texts() -> list[str]:
    rnd = random.Random(7)
    words = ["license", "driver", "ssn", "phone", "call", "the", "and", ",", "id", "passport", "of", "-", "number"]
    out = [
        "Driver license: A1234567, renewed. Passport 912345678 and SSN 078-05-1120 on file.",
        "call 212-555-0134 or (415) 555-0199; license no. B7654321",
        "   leading spaces then license X7777777 at the end",
    ]
    for _ in range(12):
        parts = []
        for _ in range(rnd.randint(20, 80)):
            r = rnd.random()
            if r < 0.3:
                parts.append(rnd.choice("ABCDEFGHJKLMN") + "".join(rnd.choice("0123456789") for _ in range(7)))
            elif r < 0.4:
                parts.append("".join(rnd.choice("0123456789") for _ in range(9)))
            else:
                parts.append(rnd.choice(words))
        out.append(rnd.choice([" ", "  ", "\n"]).join(parts))
    return out


@pytest.mark.parametrize("prefix,suffix", [(5, 0), (3, 2)])
def test_same_context_words_as_presidio(prefix: int, suffix: int) -> None:
    engine = get_engine()
    ours = IndexedLemmaContextEnhancer(context_prefix_count=prefix, context_suffix_count=suffix)
    theirs = LemmaContextAwareEnhancer(context_prefix_count=prefix, context_suffix_count=suffix)
    checked = 0
    for text in _texts():
        artifacts = engine.nlp_engine.process_text(text, "en")
        for start in range(len(text)):
            try:
                want = theirs._extract_surrounding_words(artifacts, "w", start)
            except ValueError:
                with pytest.raises(ValueError):
                    ours._extract_surrounding_words(artifacts, "w", start)
                continue
            assert sorted(ours._extract_surrounding_words(artifacts, "w", start)) == sorted(want), (text, start)
            checked += 1
    assert checked > 2000


def test_engine_scores_equal_presidio_enhancer() -> None:
    """The whole analysis with our enhancer equals the one with Presidio's, score by score."""
    engine = get_engine()
    assert isinstance(engine.context_aware_enhancer, IndexedLemmaContextEnhancer)
    enhanced = 0
    for text in _texts():
        artifacts = engine.nlp_engine.process_text(text, "en")
        ours = engine.analyze(text, "en", nlp_artifacts=artifacts, score_threshold=0.0)
        kept = engine.context_aware_enhancer
        try:
            engine.context_aware_enhancer = LemmaContextAwareEnhancer()
            theirs = engine.analyze(text, "en", nlp_artifacts=artifacts, score_threshold=0.0)
        finally:
            engine.context_aware_enhancer = kept
        enhanced += sum(1 for r in ours if r.analysis_explanation and r.analysis_explanation.supportive_context_word)
        key = lambda r: (r.start, r.end, r.entity_type)  # noqa: E731 - a sort key
        assert [(key(r), round(r.score, 6)) for r in sorted(ours, key=key)] == [
            (key(r), round(r.score, 6)) for r in sorted(theirs, key=key)
        ]
    assert enhanced > 0  # the comparison covers context-boosted scores
