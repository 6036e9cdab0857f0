"""`Projection` built by C-level splits (`_SEP_RE.split` / `_KEEP_RE.split` for the folded runs,
`_DIGIT_RUN_RE.findall` / `split` and a map of `_NUM_GAP_RE.fullmatch` over the gaps for the
digit runs) must give exactly what the per-run loop gave — every array, not only the joined
strings: compared here with that loop, kept as the reference, on generated texts of every kind
of character (separators, invisible ones, digits of other scripts, characters that expand)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import known_values as kv
from edgeward.detectors.known_values import Projection, fold_chars
from edgeward.detectors.unicode_fold import fold_confusables

Arrays = tuple[str, bool, list[int], list[int], list[int], str, list[int], list[int], list[int]]


def _reference(text: str) -> Arrays:
    """The former per-run loops of `Projection.__init__` (non-expanding text; the expanding path
    is unchanged) and `Projection.digits`."""
    parts: list[str] = []
    fs: list[int] = []
    rs: list[int] = []
    rl: list[int] = []
    f = 0
    cf = fold_confusables(text).casefold()
    expanded = len(cf) != len(text)
    if not expanded:
        for m in kv._KEEP_RE.finditer(fold_chars(cf)):
            a, b = m.span()
            parts.append(m.group())
            fs.append(f)
            rs.append(a)
            rl.append(b - a)
            f += b - a
    else:
        p = Projection(text)  # the unchanged per-run path
        parts, fs, rs, rl = [p.folded], list(p._fs), list(p._rs), list(p._rl)
    src = fold_chars(text)
    dparts: list[str] = []
    ps: list[int] = []
    drs: list[int] = []
    ln: list[int] = []
    pos = 0
    prev_end = -1
    for m in kv._DIGIT_RUN_RE.finditer(src):
        a, b = m.span()
        if prev_end >= 0 and not kv._NUM_GAP_RE.fullmatch(src, prev_end, a):
            dparts.append("|")
            pos += 1
        dparts.append(m.group())
        ps.append(pos)
        drs.append(a)
        ln.append(b - a)
        pos += b - a
        prev_end = b
    return "".join(parts), expanded, fs, rs, rl, "".join(dparts), ps, drs, ln


def _split(text: str) -> Arrays:
    p = Projection(text)
    d, ps, drs, ln = p.digits()
    return p.folded, p.expanded, list(p._fs), list(p._rs), list(p._rl), d, list(ps), list(drs), list(ln)


#: separators of every kind (spaces, `-._`, soft hyphen, dashes, middle dot, zero-width and
#: other invisible characters), number gaps (`()/+`), digits of other scripts and full-width
#: ones, letters that fold to several (ß, ﬁ), look-alikes, CJK, NUL (the batch separator)
_ALPHABET = "aZ09 .-_\n\tＡ５．ßﬁ\u00ad\u200b\u2060\u2013\u00b7٣ΣоR漢\u00a0()/+|\x00"


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=80))
def test_split_projection_is_the_per_run_loop(text: str) -> None:
    assert _split(text) == _reference(text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_split_projection_is_the_per_run_loop_any_text(text: str) -> None:
    assert _split(text) == _reference(text)


def test_split_projection_edges() -> None:
    for text in ["", " ", "  a", "a  ", "12", " 12 ", "+49 (30) 1234-567 x 89", "2024-04-01T10:00:00Z id=7"]:
        assert _split(text) == _reference(text)
    d, ps, rs, ln = Projection("tel +49 (30) 123, room 7").digits()
    assert d == "4930123|7" and list(ps) == [0, 2, 4, 8] and list(rs) == [5, 9, 13, 23] and list(ln) == [2, 2, 3, 1]
