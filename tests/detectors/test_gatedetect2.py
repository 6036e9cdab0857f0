"""gatedetect2 (round 15): exact cuts of the detector's post-NER work. `SpanGuard._in_label`
reads the keys, labels and header rows of the span's line only (it computed them over the whole
text at its first span), and `prose_names` rules a word out by the character before it first.
The former code is kept here as the reference; both run on generated texts of the shapes the
rules read (JSON keys, ``Label:`` lines, CSV and markdown headers, line breaks of every kind)
and on fresh examples in several scripts."""

from __future__ import annotations

import bisect

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import prose_names as prose
from edgeward.detectors.lexicon import FieldLexicon
from edgeward.detectors.precision import _JSON_KEY_RE, _LINE_LABEL_RE, SpanGuard
from edgeward.detectors.spans import Span

_LEXICON = FieldLexicon()


# -- references: the code before gatedetect2 ----------------------------------------------------
def _ref_contains(ranges: list[tuple[int, int]], a: int, b: int) -> bool:
    i = bisect.bisect_right(ranges, (a, 1 << 62)) - 1
    return i >= 0 and ranges[i][0] <= a and b <= ranges[i][1]


def _ref_in_label(guard: SpanGuard, a: int, b: int) -> bool:
    text = guard.text
    keys: list[tuple[int, int]] = []
    if ":" in text:
        for m in _JSON_KEY_RE.finditer(text):
            g = "d" if m.group("d") is not None else "s"
            keys.append((m.start(g), m.end(g)))
    labels = []
    for m in _LINE_LABEL_RE.finditer(text):
        label = m.group("l").strip()
        if label and _LEXICON.known(label):
            labels.append((m.start("l"), m.start("l") + len(m.group("l").rstrip())))
    rows = []
    pos = 0
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if guard._is_header(line, lines[i + 1] if i + 1 < len(lines) else "", i == 0 or not lines[i - 1].strip()):
            rows.append((pos, pos + len(line)))
        pos += len(line)
    return _ref_contains(keys, a, b) or _ref_contains(labels, a, b) or _ref_contains(rows, a, b)


def _all_ranges(text: str) -> list[tuple[int, int]]:
    n = len(text)
    return [(a, b) for a in range(n + 1) for b in range(a - 1, min(n, a + 12) + 1)]


def _check_in_label(text: str, ranges: list[tuple[int, int]]) -> None:
    guard = SpanGuard(text, _LEXICON)
    for a, b in ranges:
        span = Span("PERSON", a, b, 0.85, text[a:b])
        assert guard._in_label(span) == _ref_in_label(SpanGuard(text, _LEXICON), a, b), (text, a, b)


# -- generators ---------------------------------------------------------------------------------
_LABEL_PIECES = st.sampled_from(
    [
        '"name": ', '"e-mail":', "'iban': ", '\\"phone\\": ', "Name: ", "Geburtsdatum: ", "电话：", "Adresse:",
        "NAME   STATUS   EMAIL\n", "name,email,phone\n", "| Name | Phone |\n|---|---|\n", "Ola Brekkevold",
        "Quirina Halvorsen-Tjeldberg", "\n", "\r\n", "\r", "\u2028", "\x0c", " ", "\t", ",", ":", '"', "'",
        "{", "}", "- ", "> ", "https://x.example/a:b", "12:30", "Ωραίο: ", "Имя: Злата", "x",
    ]
)  # fmt: skip
_LABEL_TEXT = st.lists(_LABEL_PIECES, max_size=14).map("".join)


@settings(max_examples=250, deadline=None)
@given(_LABEL_TEXT)
def test_in_label_line_by_line_as_whole_text(text: str) -> None:
    _check_in_label(text, _all_ranges(text))


def test_in_label_fresh_records() -> None:
    """Fresh record dumps: a JSON export, a CSV with a header, a kubectl-style table, a
    markdown table, labelled lines in German/Greek/Chinese, CR and form-feed line breaks."""
    texts = [
        '{"customer": {"name": "Ysolde Vantreck", "email": "ysolde@vantreck.example"},\n "phone": "+47 915 55 018"}',
        "name,email,city\nYsolde Vantreck,ysolde@vantreck.example,Tromsø\nBrannoc Elvey,b.elvey@corp.example,Bergen\n",
        "NAME          EMAIL                  STATUS\nysolde        ysolde@x.example       Ready\n",
        "| Kunde | Telefon |\n|---|---|\n| Ysolde Vantreck | 0151 5550 1842 |\n",
        "Name: Ysolde Vantreck\r\nGeburtsdatum: 03.04.1988\rΌνομα: Ευδοκία Παπαθανασίου\x0c电话：13800138000",
        "Notes - call Ysolde: she said 'status': done\n\n",
    ]
    for text in texts:
        _check_in_label(text, _all_ranges(text))


# -- prose_names: the character before a word ------------------------------------------------
_PROSE_PIECES = st.sampled_from(
    [
        "I'll tell ", "Sigvalda", "Ermenrich", "Quarvine", "Torvani", " ", "  ", "\t", "\n", ", ", ". ", "(", '"',
        "se lo paso a ", "ik zeg het tegen ", "передам ", "Добромиле", "Ysolde Vantreck", "the ", "via ",
        "crash", "meeting", "2", "x", "-", "@", "/",
    ]
)  # fmt: skip


def _check_word_test(text: str) -> None:
    """Every word `_BEFORE_RE` accepts has a blank right before it: the character test that
    now runs first rules out only words the regex rules out (the later tests are pure)."""
    for m in prose._WORD_RE.finditer(text):
        a = m.start()
        ls = text.rfind("\n", 0, a) + 1
        accepted = prose._BEFORE_RE.search(text, max(ls, a - 40), a) is not None
        assert not accepted or (a > 0 and text[a - 1] in " \t"), (text, a)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PROSE_PIECES, max_size=16).map("".join))
def test_prose_names_word_test_only_drops_what_the_regex_drops(text: str) -> None:
    _check_word_test(text)


def test_prose_names_fresh_chats() -> None:
    """Fresh chat lines with invented names in several languages: the words the regex accepts
    pass the character test, and a name mid-sentence is still found."""
    text = (
        "Sigvalda Brekkenholt: I'll tell Ermenrich about it, and ask Quarvinelle too\n"
        "Ysolde: se lo paso a Quiterelle mañana\n"
        "ik zeg het tegen Fennewijn\tand Ermenrich\u2028передам Добромиле"
    )
    _check_word_test(text)
    person = [Span("PERSON", 0, 20, 0.85, text[:20])]
    got = prose.prose_names(text, person, _LEXICON)
    assert all(text[s.start - 1] in " \t" for s in got)
    assert any(s.text.startswith("Ermenrich") for s in got)
