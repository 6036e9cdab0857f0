"""Issue 12, round 4: names without a cue in record shapes, role appositions in system
prompts (adversarial finding F13), confusable letters inside Latin values, capitalised
German nouns and company names (precision), and the tokenizer's cost on deeply nested
punctuation (adversarial finding F5).

Values are written for these tests (not taken from any corpus); each kind has a negative
twin where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.textview import MAX_NLP_TOKEN, break_long_runs, nlp_text


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def covered(det: Detector, text: str, value: str, kind: str | None = None) -> set[str]:
    """Entity types of the spans that together cover every letter/digit of ``value``."""
    spans = det.scan_text(text, kind=kind)  # type: ignore[arg-type]
    start = text.index(value)
    end = start + len(value)
    hit = [s for s in spans if s.start < end and start < s.end]
    cov: set[int] = set()
    for s in hit:
        cov.update(range(max(s.start, start), min(s.end, end)))
    need = {i for i in range(start, end) if text[i].isalnum()}
    assert need <= cov, f"{value!r} not covered in {text!r}: {[(s.entity_type, s.text) for s in spans]}"
    return {s.entity_type for s in hit}


def nothing_on(det: Detector, text: str, value: str, kind: str | None = None) -> None:
    start = text.index(value)
    end = start + len(value)
    spans = det.scan_text(text, kind=kind)  # type: ignore[arg-type]
    hit = [(s.entity_type, s.text) for s in spans if s.start < end and start < s.end]
    assert not hit, f"{value!r} should not be reported in {text!r}: {hit}"


# ------------------------------------------------------------------ F5: nested punctuation
@pytest.mark.parametrize(
    "text",
    [
        "[" * 5000 + '"x"' + "]" * 5000,
        '{"k":' * 3000 + "1" + "}" * 3000,
        "(" * 9000,
        "note: " + "a" * 65 + " end",
        "ok " + "b" * 64 + " end",
    ],
)
def test_long_runs_are_broken_for_the_tokenizer_with_offsets_kept(text: str) -> None:
    out = break_long_runs(text)
    if max(len(w) for w in text.split()) <= MAX_NLP_TOKEN:
        assert out is None
        return
    assert out is not None and len(out) == len(text)
    assert max(len(w) for w in out.split()) <= MAX_NLP_TOKEN
    # only characters inside long runs change, and only into spaces
    assert all(a == b or b == " " for a, b in zip(text, out))


def test_markup_blanking_and_run_breaking_compose() -> None:
    text = "<td>Quillon Ashgrove</td> " + "[" * 300
    out = nlp_text(text)
    assert out is not None and len(out) == len(text)
    assert out.startswith("    Quillon Ashgrove     ")
    assert max(len(w) for w in out.split()) <= MAX_NLP_TOKEN


def test_the_nlp_pipeline_never_sees_a_run_longer_than_the_cap(det: Detector, monkeypatch: pytest.MonkeyPatch) -> None:
    """Time-independent guard for F5: whatever the scanner hands spaCy has no whitespace-free
    run longer than MAX_NLP_TOKEN, so the tokenizer's affix loop stays linear overall."""
    nlp = det.engine.nlp_engine
    seen: list[str] = []
    real = nlp.process_text

    def spy(text: str, language: str):  # type: ignore[no-untyped-def]
        seen.append(text)
        return real(text, language)

    monkeypatch.setattr(nlp, "process_text", spy)
    det.clear_cache()
    payload = "Call Odalric Fenwright about " + "[" * 5000 + '"x"' + "]" * 5000
    det.scan_text(payload, kind="content")
    assert seen, "the scanner did not run the NLP pipeline"
    assert all(max((len(w) for w in t.split()), default=0) <= MAX_NLP_TOKEN for t in seen)
    assert "Odalric Fenwright" in seen[0]
