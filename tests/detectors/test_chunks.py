"""Chunking of long texts (issue 16): a line longer than `chunk_chars` is cut too, so every chunk
bounds the work between two deadline checks, and a value that crosses a cut is still found."""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import CHUNK_OVERLAP, _chunks


@pytest.mark.parametrize(
    "text",
    [
        "word " * 3000,  # one long line with spaces
        "x" * 7001,  # one long line without whitespace: hard cuts
        ("short line\n" * 50) + ("long " * 900) + "\n" + ("tail\n" * 20),  # mixed
    ],
)
def test_chunks_are_bounded_cover_the_text_and_overlap_inside_a_line(text: str) -> None:
    size = 1000
    pieces = _chunks(text, size)
    assert all(len(p) <= size for _, p in pieces)
    assert all(text[off : off + len(p)] == p for off, p in pieces)
    assert pieces[0][0] == 0 and pieces[-1][0] + len(pieces[-1][1]) == len(text)
    for (a, pa), (b, _) in zip(pieces, pieces[1:]):
        end = a + len(pa)
        assert a < b <= end  # no gap, always progress
        if not pa.endswith("\n"):  # cut inside a line: the next piece repeats its tail
            assert end - b >= min(CHUNK_OVERLAP, size // 2) - len("word ")


def _crosses(pieces: list[tuple[int, str]], start: int, end: int) -> bool:
    """Whether some piece cuts [start, end) (holds part of it but not all)."""
    return any(off < end and off + len(p) > start and not (off <= start and off + len(p) >= end) for off, p in pieces)


def test_a_value_across_a_cut_inside_a_long_line_is_found_whole() -> None:
    pytest.importorskip("presidio_analyzer")
    from edgeward.detectors.scanner import Detector

    size = 1000
    d = Detector(DetectorConfig(chunk_chars=size, cache_size=0, scan_timeout_s=None))
    # one line; the only whitespace near each cut is inside a phone number, and the email
    # sits in a token too long to cut at whitespace
    phones = [f"+1 415 555 {100 + i:04d}" for i in range(8)]
    head = "".join("z" * (980 + 3 * i) + f" tel {ph} " for i, ph in enumerate(phones))
    email = "carol.jones@example.org"
    values = [*phones, email]
    for k in range(0, size, 5):  # a run length that puts a hard cut inside the email
        text = head + "q" * k + "=mail:" + email + ";" + "q" * 500
        pieces = _chunks(text, size)
        where = [(text.index(v), text.index(v) + len(v)) for v in values]
        if _crosses(pieces, *where[-1]):
            break
    assert "\n" not in text and any(_crosses(pieces, s, e) for s, e in where[:-1]) and _crosses(pieces, *where[-1])
    spans = d.scan_text(text)
    got = {s.text for s in spans if s.entity_type in ("PHONE_NUMBER", "EMAIL_ADDRESS")}
    assert set(values) <= got
    assert all(text[s.start : s.end] == s.text for s in spans)
