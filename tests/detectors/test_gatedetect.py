"""gatedetect (round 14): exact cuts of the detector's post-NER work. Each rewritten rule must
answer exactly what it answered before; the former code is kept here as the reference and both
run on generated texts of the shapes the rules read (dates, sheet cells, ssh commands, product
names, everyday words), with fresh examples in several scripts."""

from __future__ import annotations

import re

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import columns, frequent_words, product_records, shapes
from edgeward.detectors.recognizers import email_address


# -- references: the code before gatedetect ---------------------------------------------------
def _ref_datetime_ranges(text: str) -> list[tuple[int, int]]:
    if shapes._DIGIT_RE.search(text) is None or shapes._SHAPE_SEP_RE.search(text) is None:
        return []
    return [m.span() for m in shapes._DATETIME_RE.finditer(text)]


def _ref_sheet_cells(text: str) -> list[tuple[str, int, int]]:
    return [(m.group("col"), *m.span()) for m in columns._CELL_RE.finditer(text)]


def _ref_product_noun_end(text: str, a: int, b: int) -> bool:
    pr = product_records
    words = text[a:b].split()
    if pr._TITLE_BEFORE_RE.search(text, max(0, a - 12), a):
        return False
    if 2 <= len(words) <= 3 and words[-1].strip(".,:;").casefold() in pr._PRODUCT_KINDS:
        return True
    return len(words) == 1 and pr._VERSION_WORD_AFTER_RE.match(text, b) is not None


# -- generators ---------------------------------------------------------------------------------
# pieces that make dates, times and near misses dense: digits of every width, every separator,
# the characters the lookbehind and lookahead read, CJK date marks, a non-ASCII digit
_DATE_PIECES = st.sampled_from(
    [
        "2024", "1999", "2031", "12", "31", "07", "1", "9", "00", "23", "59", "٣", "-", "/", ".", ":",
        "年", "月", "日", " ", "\t", "\n", "T", "Z", "+02:00", ",", "x", "_", "é", "(", "[", '"', "'",
        "10:30", "2024-04-01", "01.04.2024", "04/01/2024", "08.06.24 10:41", "2024年4月1日", "v1.2.3",
    ]
)  # fmt: skip
_DATE_TEXT = st.lists(_DATE_PIECES, max_size=40).map("".join)


@settings(max_examples=600, deadline=None)
@given(_DATE_TEXT)
def test_datetime_ranges_as_finditer(text: str) -> None:
    assert shapes.datetime_ranges(text) == _ref_datetime_ranges(text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("0123456789-/.:年月日 \tTZabc_\n٣"), max_size=60))
def test_datetime_ranges_as_finditer_random(text: str) -> None:
    assert shapes.datetime_ranges(text) == _ref_datetime_ranges(text)


def test_datetime_ranges_fresh_lines() -> None:
    """Fresh lines: a shift log, a Japanese invoice, a Greek appointment, a CSV export."""
    lines = [
        "shift 2031-11-09 06:45 → 2031-11-09 14:45 (Okonkwo-Brandvik)",
        "請求日 2030年2月14日、支払期限 2030年3月31日",
        "Ραντεβού 14/02/2030 στις 09:15, τηλ. 210-555-0142",
        "id,ts\n1,2029-07-01T08:00:00+02:00\n2,01.07.2029\n3,07/01/2029 8:05",
        "2029-07-01 starts the text; 12:00 ends it",
        "v2.10.3-2029-01-02 and 1.2.2030 and 31-12-2029",
    ]
    for line in lines:
        assert shapes.datetime_ranges(line) == _ref_datetime_ranges(line)
    assert shapes.datetime_ranges(lines[3]) != []


_SHEET_PIECES = st.sampled_from(
    ["A2", "B14", "$C$3", "AA10", "Sheet1!", "Budget 2030!", ": ", " = ", "'", "Tamsin Orwell", "  ", "\n", "x", "12"]
)


def _ref_columns(text: str) -> list[list[tuple[int, int]]]:
    """`columns._columns` with the sheet cells always searched (the former code)."""
    saved = columns._CELL_REF_RE
    try:
        columns._CELL_REF_RE = re.compile("")  # matches every text
        return columns._columns(text)
    finally:
        columns._CELL_REF_RE = saved


@settings(max_examples=400, deadline=None)
@given(st.lists(_SHEET_PIECES, max_size=30).map("".join))
def test_sheet_cells_prefilter(text: str) -> None:
    """The prefilter never hides a cell: every cell holds its pattern, and `_columns` finds the
    same columns as with the full search."""
    if _ref_sheet_cells(text):
        assert columns._CELL_REF_RE.search(text) is not None
    assert columns._columns(text) == _ref_columns(text)


def test_sheet_cells_fresh() -> None:
    text = "A1: Name  B1: Salary\nA2: Ilvane Marchetti  B2: 61000\nA3: Doruk Sahinler  B3: 58000\nA4: Quill  B4: 1"
    assert columns._columns(text) == _ref_columns(text)
    assert any(len(c) >= 3 for c in columns._columns(text))


# ssh commands and their near misses before an address
_SSH_HEADS = st.lists(
    st.sampled_from(["ssh", "scp", "sftp", "rsync", "mosh", "autossh", "ssh-copy-id", "sshfs", "sudo", "$ ", "# ",
                     " -i ~/.ssh/key", " -p 2222", " -az", " dir/", ' "x y"', " ", "SSH", "Ssh", "echo", "mail", "to:"]),
    max_size=8,
).map("".join)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(_SSH_HEADS)
def test_ssh_prefilter(head: str) -> None:
    assert email_address._ssh_dest(head) == (email_address._SSH_DEST_RE.search(head) is not None)


def test_machine_address_id_fresh() -> None:
    cases = [
        ("$ ssh -i ~/.ssh/id deploy@bastion.example.io", True),
        ("contact: Yelena Stroud <yelena.stroud@example.org>", False),
        ("Message-ID: <82e82568b0bcd08e.874980@mail.example.com>", True),
        ("rsync -az ./out backup@nas.home", True),
    ]
    for line, want in cases:
        at = line.rfind(" ") + 1 if "<" not in line else line.index("<") + 1
        addr = line[at:].strip("<>")
        assert email_address.machine_address_id(line, at, addr) == want, line


_PRODUCT_TEXTS = st.lists(
    st.sampled_from(["Dr. ", "Mrs ", "prof ", "Aurora", " Tablet", " SDK", " 3.0 launch", " 2.1 beta", " Ostrander",
                     "Nkemdirim", " app", " 1.5 days", ", ", "\n", "Printer", " v4.2 rollout"]),
    max_size=8,
).map("".join)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(_PRODUCT_TEXTS, st.data())
def test_product_noun_end_reordered(text: str, data: st.DataObject) -> None:
    a = data.draw(st.integers(0, len(text)))
    b = data.draw(st.integers(a, len(text)))
    assert product_records.product_noun_end(text, a, b) == _ref_product_noun_end(text, a, b)


def test_full_name_memo_is_pure() -> None:
    product_records._full_name.cache_clear()
    for value in ("Oskar Brandt", "Oscar Chair", "王伟", "Brandt, Oskar", "Zephyrine Okafor-Lund"):
        assert product_records._full_name(value) == product_records._full_name.__wrapped__(value)


# -- everyday words: the text's languages are read only when they can matter -----------------------
_VALUES = [
    "Kişisel notlar", "Kepada Yth", "Bapak Direktur", "Güzel", "Ayşe Yılmaz", "Wetter Lehrer", "Quorvanne Teshali",
    "Dönem sonu", "Terima Kasih", "Anna", "Hörnbrecht", "sonra", "",
]  # fmt: skip
_TEXTS = [
    "Bu not için ve bir özet: Kişisel notlar burada, daha sonra.",
    "Kepada Yth. Bapak Direktur, dengan hormat, terima kasih untuk ini dan itu.",
    "Das Wetter ist gut, der Lehrer kommt um 9.",
    "Plain English text about Quorvanne Teshali and her order.",
]


def test_may_be_everyday_words_is_necessary() -> None:
    """When `may_be_everyday_words` says no, `everyday_words_only` says no for every text's
    languages; when the text's languages are read, the answer is the former one."""
    for value in _VALUES:
        for text in _TEXTS:
            langs = frequent_words.languages_of(text)
            full = frequent_words.everyday_words_only(value, langs)
            if not frequent_words.may_be_everyday_words(value):
                assert not full, (value, text)
    assert frequent_words.may_be_everyday_words("Kepada Yth")
    assert not frequent_words.may_be_everyday_words("Quorvanne Teshali")


def test_scan_same_with_languages_always_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """End to end: the spans are those of reading the text's languages for every model-found
    person (the former code), on texts where the rule drops words and where it does not."""
    from edgeward.detectors import Detector, DetectorConfig, scanner

    texts = [*_TEXTS, "Kişisel notlar\nBu not için ve bir özet, daha sonra bakarız. Quorvanne Teshali ile görüştüm."]
    det = Detector(DetectorConfig(scan_timeout_s=None))
    now = [[(s.entity_type, s.start, s.end, s.score) for s in det.scan_text(t)] for t in texts]
    monkeypatch.setattr(scanner, "may_be_everyday_words", lambda value: True)
    det.clear_cache()
    before = [[(s.entity_type, s.start, s.end, s.score) for s in det.scan_text(t)] for t in texts]
    assert now == before
    assert any(now)
