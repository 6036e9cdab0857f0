"""A found name's other occurrences (`Detector._propagate`) are searched without compiling the
wide CJK boundary class once per value (issue 12, gate cost): the search over a copy of the text
with CJK/kana/Hangul marked must find exactly what the boundary regex finds on the text itself.
The reference below is that regex, as `_propagate` compiled it per value before."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.recognizers.chinese import han_given_name
from edgeward.detectors.scanner import (
    _CJK_MARK,
    _CJK_RE,
    _WORD_NOT_CJK,
    _name_forms,
    _propagable_name_word,
    _rare_name_word,
)
from edgeward.detectors.spans import Span

DET = Detector(DetectorConfig(scan_timeout_s=None))

# names in Latin, Cyrillic, Greek, Hangul and Han; a user name; each also placed in the texts
VALUES = [
    ("Walburg Ostendorp", "PERSON"),
    ("Белослава Кожемякина", "PERSON"),
    ("Αντιφάνης Καλλέργης", "PERSON"),
    ("김서윤 Park", "PERSON"),
    ("欧阳明轩", "PERSON"),
    ("tindra_k99", "USERNAME"),
]
WORDS = [
    "Walburg",
    "Ostendorp",
    "OSTENDORP",
    "walburg",
    "Белослава",
    "Кожемякиной",
    "Αντιφάνη",
    "Καλλέργης",
    "김서윤",
    "Park",
    "欧阳明轩",
    "tindra_k99",
    "x",
    "7",
    "é",
    "",
]
# what may stand right before or after a word: the boundaries the search must judge alike
EDGES = [
    " ",
    ".",
    ".说",
    "说",
    "さん",
    "님",
    ".x",
    "-",
    "-x",
    "@",
    "_",
    "'s",
    "’s",
    "s",
    "'",
    _CJK_MARK,
    "\x00",
    "\n",
    "x",
]


def reference(text: str, spans: list[Span]) -> list[tuple[str, int, int, str]]:
    """What `_propagate` returned with one boundary regex compiled per value on the raw text."""
    found: dict[str, str] = {}
    lower: set[str] = set()
    for sp in spans:
        t = sp.text
        if sp.entity_type == "PERSON":
            if _CJK_RE.search(t) and 2 <= len(t) <= 5:
                found.setdefault(t, "PERSON")
                given_name = han_given_name(t)  # round 6: the given name alone too
                if given_name is not None:
                    found.setdefault(given_name, "PERSON")
            words = [w.strip(".,'’()") for w in t.split()]
            if len(words) >= 2:
                found.setdefault(" ".join(t.split()), "PERSON")
                for w in words:
                    if _propagable_name_word(w) and not DET._lexicon.known(w):
                        found.setdefault(w, "PERSON")
                        if _rare_name_word(w):
                            lower.add(w)
            elif len(words) == 1 and len(words[0]) >= 4 and _propagable_name_word(words[0]):
                # round 13: a rare one-word name, also in lower case
                if _rare_name_word(words[0]) and not DET._lexicon.known(words[0]):
                    found.setdefault(words[0], "PERSON")
                    lower.add(words[0])
        elif sp.entity_type == "USERNAME" and len(t.lstrip("@")) >= 4 and " " not in t:
            found.setdefault(t.lstrip("@"), "USERNAME")
    covered = [(sp.start, sp.end) for sp in spans]
    out = []
    for value, etype in found.items():
        cjk = _CJK_RE.search(value) is not None
        rx = re.compile(
            re.escape(value)
            if cjk
            else rf"(?<![@.\-])(?<!{_WORD_NOT_CJK})(?:{_name_forms(value, value in lower) if etype == 'PERSON' else re.escape(value)})"
            rf"(?!{_WORD_NOT_CJK}|-|\.\w)"
        )
        for m in rx.finditer(text):
            if not any(a <= m.start() and m.end() <= b for a, b in covered):
                out.append((etype, m.start(), m.end(), m.group(0)))
    return out


@settings(max_examples=600, deadline=None)
@given(
    st.lists(st.sampled_from(WORDS + EDGES), min_size=6, max_size=40),
    st.lists(st.sampled_from(range(len(VALUES))), min_size=1, max_size=3, unique=True),
)
def test_marked_search_finds_what_the_boundary_regex_finds(pieces: list[str], picks: list[int]) -> None:
    head = [VALUES[i] for i in picks]
    text = ""
    spans = []
    for value, etype in head:  # the detected occurrences come first, then the rest of the text
        spans.append(Span(etype, len(text), len(text) + len(value), 0.9, value))
        text += value + " "
    text += "".join(pieces)
    got = [(s.entity_type, s.start, s.end, s.text) for s in DET._propagate(text, spans)]
    assert got == reference(text, spans)
    assert all(text[s.start : s.end] == s.text for s in DET._propagate(text, spans))


def test_boundaries_next_to_cjk_and_dots() -> None:
    """A Latin name next to CJK is a word of its own; glued into a Latin word, an e-mail or a
    dotted name it is not (the cases the marked copy must keep)."""
    name = "Walburg Ostendorp"
    tail = " Walburg说 xWalburg Walburg.中 Walburg.x a.Walburg Walburg@x Ostendorp’s"
    text = name + tail
    spans = [Span("PERSON", 0, len(name), 0.9, name)]
    got = [(s.start, s.text) for s in DET._propagate(text, spans)]
    assert got == [(t[1], t[3]) for t in reference(text, spans)]
    assert [t for _, t in got] == ["Walburg", "Walburg", "Ostendorp’s"]
