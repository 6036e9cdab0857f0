"""Invisible and compatibility characters folded out of a text, with an offset map back.

Text that reaches the gate may carry characters a reader never sees or sees as ordinary ones:
zero-width spaces and joiners, the word joiner, soft hyphens, the BOM, bidi controls, tag
characters (Unicode category ``Cf``), variation selectors, no-break and other ``Zs`` spaces
(NBSP and U+202F are routine in French and German numbers and names), and compatibility forms
(full-width ``＠ ． ４``, mathematical letters, ligatures). Pasted from a word processor, or put
there on purpose, they break every pattern and name rule (``victor.hugo\\u200b@zeta.com`` is not
an e-mail address to a regex). :func:`fold_unicode` returns the text a reader sees — invisible
characters dropped, spaces made ASCII, compatibility forms whose NFKC form is ASCII replaced by
it (Unicode TR15) — and, per view character, the raw range it came from, so a span found in the
view masks the original characters, the invisible ones inside it included.

Confusable letters (Unicode TR39 ``confusables.txt``, through the maintained
``confusable_homoglyphs`` package): a word that mixes Latin with Cyrillic or Greek letters
(``јohn@example.com`` with a Cyrillic ``ј``, ``Маrgaret`` with a Cyrillic ``М``) has its
minority-script letters replaced by the majority script's look-alikes, one character for one,
when every one of them has a look-alike (a true spoof); words in one script, and mixed words
with a letter that has none (``Иван.Petrov``), are kept as written.

Full-width punctuation that CJK prose uses as its own (``，：（）``) is kept as written: the CJK
recognizers read it, and it never hides a value.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata

__all__ = ["ascii_forms", "fold_confusables", "fold_unicode", "invisible_class", "needs_fold"]

#: Full-width punctuation that CJK text uses natively; not folded (see module docstring).
_CJK_PUNCT = frozenset("！＂＃＄％＆＇（）＊，：；＜＝＞？［＼］＾｀｛｜｝～｟｠")


def _ranges(cps: list[int]) -> str:
    """A regex character class body for sorted code points."""
    out: list[str] = []
    i = 0
    while i < len(cps):
        j = i
        while j + 1 < len(cps) and cps[j + 1] == cps[j] + 1:
            j += 1
        a, b = cps[i], cps[j]
        out.append(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}")
        i = j + 1
    return "".join(out)


@functools.cache
def _tables() -> tuple[str, dict[int, str], frozenset[str]]:
    """(invisible class body, replacement table, every foldable character); built once per
    process from ``unicodedata`` (about 0.1 s: ideograph blocks are skipped, only characters
    with a decomposition are normalised)."""
    invisible: list[int] = []
    repl: dict[int, str] = {}
    category, decomposition, normalize = unicodedata.category, unicodedata.decomposition, unicodedata.normalize
    # blocks that hold no format character and no compatibility form of ASCII are skipped:
    # CJK ideographs, Hangul syllables, surrogates, planes 2-13 and private use
    scan = (range(0x80, 0x3400), range(0xA000, 0xAC00), range(0xF900, 0x20000), range(0xE0000, 0xE1000))
    for cp in itertools.chain.from_iterable(scan):
        ch = chr(cp)
        cat = category(ch)
        if cat == "Cf" or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF or 0x180B <= cp <= 0x180D:
            invisible.append(cp)
        elif cat == "Zs":
            repl[cp] = " "
        elif decomposition(ch) and ch not in _CJK_PUNCT:  # NFKC changes only these
            n = normalize("NFKC", ch)
            if n != ch and n.isascii() and n.isprintable() and n.strip() == n and n:
                repl[cp] = n
    foldable = frozenset(map(chr, invisible)) | frozenset(map(chr, repl))
    return _ranges(invisible), repl, foldable


_LATIN, _CYRILLIC, _GREEK = "Latin", "Cyrillic", "Greek"
_SCRIPT_OF_NAME = {"LATIN": _LATIN, "CYRILLIC": _CYRILLIC, "GREEK": _GREEK}
_CONFUSABLE_NAME_RE = re.compile(r"^(LATIN|CYRILLIC|GREEK) (?:SMALL|CAPITAL) LETTER [A-Z]+$")
#: a word as spoofs are written: letters and digits with e-mail/handle punctuation inside
_MIXED_WORD_RE = re.compile(r"[^\W_](?:[\w.+\-'’@]*[^\W_])?")
_OTHER_SCRIPTS_RE = re.compile(r"[\u0370-\u03ff\u0400-\u04ff]")


def _script(ch: str) -> str | None:
    cp = ord(ch)
    if ch.isascii():
        return _LATIN if ch.isalpha() else None
    if 0x0400 <= cp <= 0x04FF:
        return _CYRILLIC
    if 0x0370 <= cp <= 0x03FF:
        return _GREEK
    return None


@functools.cache
def _confusable_tables() -> dict[tuple[str, str], str]:
    """``(character, target script) -> look-alike`` among basic Latin, Cyrillic and Greek
    letters (``('ј', 'Latin') -> 'j'``, ``('o', 'Cyrillic') -> 'о'``), from the TR39 data the
    ``confusable_homoglyphs`` package ships. Built once per process."""
    from confusable_homoglyphs.confusables import confusables_data

    table: dict[tuple[str, str], str] = {}
    for ch, alikes in confusables_data.items():
        if len(ch) != 1 or _script(ch) is None:
            continue
        for a in alikes:
            m = _CONFUSABLE_NAME_RE.match(a.get("n", ""))
            c = a.get("c", "")
            if m and len(c) == 1 and _script(c) == _SCRIPT_OF_NAME[m.group(1)] != _script(ch):
                table.setdefault((ch, _SCRIPT_OF_NAME[m.group(1)]), c)
    return table


def _homoglyphs(text: str) -> dict[int, str]:
    """Offset -> replacement for the spoofed letters of mixed-script words (module
    docstring). Linear; empty at once unless ``text`` has both ASCII letters and Cyrillic or
    Greek ones."""
    if text.isascii() or not _OTHER_SCRIPTS_RE.search(text) or not re.search(r"[A-Za-z]", text):
        return {}
    table = _confusable_tables()
    out: dict[int, str] = {}
    for m in _MIXED_WORD_RE.finditer(text):
        word = m.group(0)
        if word.isascii():
            continue
        counts: dict[str, int] = {}
        for ch in word:
            sc = _script(ch)
            if sc is not None:
                counts[sc] = counts.get(sc, 0) + 1
        if len(counts) < 2:
            continue
        major = max(counts, key=lambda k: (counts[k], k == _LATIN))
        repl = {}
        for i, ch in enumerate(word):
            sc = _script(ch)
            if sc is None or sc == major:
                continue
            alike = table.get((ch, major))
            if alike is None:
                break  # a letter with no look-alike: a mixed word, not a spoof
            repl[m.start() + i] = alike
        else:
            out.update(repl)
    return out


def _present(text: str) -> frozenset[str]:
    """The foldable characters `text` holds (a set intersection: O(len) in C, no regex over
    the large class)."""
    return _tables()[2].intersection(text) if not text.isascii() else frozenset()


def fold_confusables(text: str) -> str:
    """`text` with the spoofed letters of its mixed-script words replaced by their look-alikes
    in the word's majority script (module docstring), one character for one: offsets into the
    result are offsets into `text`. Text without both Latin and Cyrillic/Greek letters is
    returned as is (no copy)."""
    spoofed = _homoglyphs(text)
    if not spoofed:
        return text
    chars = list(text)
    for i, c in spoofed.items():
        chars[i] = c
    return "".join(chars)


def invisible_class() -> str:
    """The body of a regex character class matching every invisible character (``Cf``,
    variation selectors, Mongolian free variation selectors)."""
    return _tables()[0]


def ascii_forms() -> dict[int, str]:
    """Code point -> the ASCII text a visible compatibility character or space folds to
    (``＠`` -> ``@``, ``𝐑`` -> ``R``, NBSP -> space, ``ﬁ`` -> ``fi``). Read-only."""
    return _tables()[1]


def needs_fold(text: str) -> bool:
    """True when `text` holds a character :func:`fold_unicode` would change (ASCII: False at
    once)."""
    return bool(_present(text)) or bool(_homoglyphs(text))


def fold_unicode(text: str) -> tuple[str, list[int] | None, list[int] | None] | None:
    """The folded view of `text`, or None when nothing folds.

    Returns ``(view, starts, ends)`` with ``len(starts) == len(ends) == len(view)``: view
    character ``i`` stands for raw ``text[starts[i]:ends[i]]`` (an expanded form such as ``ﬁ``
    gives several view characters with the same range). Dropped characters belong to no view
    character; a view range ``[a, b)`` covers raw ``[starts[a], ends[b-1])``, so invisible
    characters between its first and last character are inside it. ``starts`` and ``ends``
    are None when every folded character was replaced by exactly one (NBSP, full-width
    forms): view offsets are then raw offsets.
    """
    present = _present(text)
    spoofed = _homoglyphs(text)
    if not present and not spoofed:
        return None
    repl = _tables()[1]
    # one character for one (confusable letters, spaces, full-width forms) first: offsets
    # are unchanged
    src = text
    if spoofed:
        chars = list(src)
        for i, c in spoofed.items():
            chars[i] = c
        src = "".join(chars)
    for c in present:
        r = repl.get(ord(c))
        if r is not None and len(r) == 1:
            src = src.replace(c, r)
    rest = sorted(c for c in present if len(repl.get(ord(c), "")) != 1)
    if not rest:
        return src, None, None
    text = src
    pattern = re.compile("[" + "".join(map(re.escape, rest)) + "]")
    pos = 0
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for m in pattern.finditer(text):
        a = m.start()
        if a > pos:
            out.append(text[pos:a])
            starts.extend(range(pos, a))
            ends.extend(range(pos + 1, a + 1))
        r = repl.get(ord(text[a]))
        if r is not None:  # otherwise invisible: dropped
            out.append(r)
            starts.extend([a] * len(r))
            ends.extend([a + 1] * len(r))
        pos = a + 1
    if pos < len(text):
        out.append(text[pos:])
        starts.extend(range(pos, len(text)))
        ends.extend(range(pos + 1, len(text) + 1))
    return "".join(out), starts, ends
