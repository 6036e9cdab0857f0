"""`Projection` skips the fold table for ASCII text (the table maps non-ASCII code points only):
it must give exactly what the former implementation (the reference below, the table applied
to every text) gives, for every text — ASCII, non-ASCII, full-width, text with characters that
fold to several (ß), separators of every kind, invisible characters."""

from __future__ import annotations

from array import array

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import known_values as kv
from edgeward.detectors.known_values import Projection


def _reference(text: str) -> tuple[str, bool, list[int], list[int], list[int], str]:
    """The former `Projection.__init__` and `digits` (one Python iteration per run)."""
    parts: list[str] = []
    fs, rs, rl = array("l"), array("l"), array("l")
    f = 0
    cf = text.casefold()
    expanded = len(cf) != len(text)
    if not expanded:
        cf = cf.translate(kv._FOLD)
        for m in kv._KEEP_RE.finditer(cf):
            a, b = m.span()
            parts.append(m.group())
            fs.append(f)
            rs.append(a)
            rl.append(b - a)
            f += b - a
    else:
        for m in kv._KEEP_RE.finditer(text):
            a, b = m.span()
            run = m.group()
            fr = run.casefold().translate(kv._FOLD)
            if len(fr) == len(run):
                parts.append(fr)
                fs.append(f)
                rs.append(a)
                rl.append(b - a)
                f += b - a
                continue
            for k, ch in enumerate(run):
                fc = ch.casefold().translate(kv._FOLD)
                parts.append(fc)
                fs.append(f)
                rs.append(a + k)
                rl.append(1)
                f += len(fc)
    src = text.translate(kv._FOLD)
    dparts: list[str] = []
    prev_end = -1
    for m in kv._DIGIT_RUN_RE.finditer(src):
        a, b = m.span()
        if prev_end >= 0 and not kv._NUM_GAP_RE.fullmatch(src, prev_end, a):
            dparts.append("|")
        dparts.append(m.group())
        prev_end = b
    return "".join(parts), expanded, list(fs), list(rs), list(rl), "".join(dparts)


def _fast(text: str) -> tuple[str, bool, list[int], list[int], list[int], str]:
    p = Projection(text)
    return p.folded, p.expanded, list(p._fs), list(p._rs), list(p._rl), p.digits()[0]


#: Characters that exercise every branch: ASCII letters, digits and separators, a full-width
#: letter and digit and full stop (folded by the table; the stop becomes a separator), ß and ﬁ
#: (fold to several), a soft hyphen and a zero-width space (separators), an Arabic-Indic digit,
#: an upper-case Greek letter, CJK, NBSP.
_ALPHABET = "aZ09 .-_\n\tＡ５．ßﬁ\u00ad\u200b٣ΣΐRossi漢\u00a0()/+"


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=60))
def test_projection_is_the_per_run_loop(text: str) -> None:
    assert _fast(text) == _reference(text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_projection_is_the_per_run_loop_any_text(text: str) -> None:
    assert _fast(text) == _reference(text)


def test_projection_known_shapes() -> None:
    # ASCII (table skipped), full-width (table applied), ß (per-run path), empty, separators only
    for text in ["Margaret Thornbury, 415-555-0132", "ＭＡＲＧＡＲＥＴ　５５５", "Straße 12, Weiß", "", " -. \n"]:
        assert _fast(text) == _reference(text)
    p = Projection("Anna  Smith")
    assert p.folded == "annasmith"
    assert list(p._fs) == [0, 4] and list(p._rs) == [0, 6] and list(p._rl) == [4, 5]
    assert p.raw_span(4, 9) == (6, 11)
    q = Projection("Straße")
    assert q.expanded and q.folded == "strasse"
    assert Projection("").folded == "" and list(Projection("")._fs) == []
