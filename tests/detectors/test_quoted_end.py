"""`fields._quoted_end` by binary search equals the line walk it replaced (which was
quadratic on a line of many unclosed assignments: 64 KB took 10 s; the speed is measured
with the adversarial inputs, not here)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors.recognizers.fields import _quoted_end


def _walk(text: str, start: int, quote: str) -> int:
    """The previous definition: walk the line from ``start``, quote by quote."""
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    i = start
    while True:
        j = text.find(quote, i, line_end)
        if j < 0:
            return -1
        if j > start and text[j - 1] == "\\" and (j < 2 or text[j - 2] != "\\"):
            i = j + 1
            continue
        k = j + 1
        while k < line_end and text[k] in " \t\r":
            k += 1
        if k >= line_end or text[k] in ",}])；;#\"'":
            return j
        i = j + 1


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="ab'\"\\ ,;}\n\t#x", max_size=60), st.data())
def test_equals_the_walk(text: str, data: st.DataObject) -> None:
    quotes = [i for i, c in enumerate(text) if c in "'\""]
    if not quotes:
        return
    opening = data.draw(st.sampled_from(quotes))  # a value opens after a quote
    assert _quoted_end(text, opening + 1, text[opening]) == _walk(text, opening + 1, text[opening])
