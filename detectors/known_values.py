"""Known-value matching: every occurrence of known sensitive values and of their variants.

Once a value is known (a detector found it, or the session vault holds it), it must be found
again wherever it recurs, also when an agent or a tool spells it differently. A
:class:`KnownValueMatcher` holds any number of values and finds, in one pass of an Aho-Corasick
automaton (``pyahocorasick``) per projection of the text, every occurrence of:

- **the value** itself;
- **a spelling variant**: case-folded (``str.casefold``, full-width forms and every Unicode
  decimal digit folded to ASCII) and insensitive to *separators* — whitespace and line breaks,
  hyphens and dashes, dots, underscores, middle dots, soft hyphens and zero-width characters.
  Look-alike letters of another script inside a word (``Маrgaret`` with a Cyrillic ``М``,
  ``thоrnbury`` with a Cyrillic ``о``: TR39 confusables, :func:`unicode_fold.fold_confusables`)
  are read as the word's own script, one for one, so offsets stay raw offsets; a word written
  wholly in Cyrillic or Greek is kept as written. A separator may be dropped anywhere, but may only be *inserted* where the value has a word
  boundary (a separator, a lower→upper case change, a letter↔digit change): ``Margaret
  Thornbury`` matches ``margaret thornbury``, ``MARGARET-THORNBURY``, ``MargaretThornbury`` and
  ``Margaret\\nThornbury``, while ``Rossi`` does not match ``Ross. I``;
- **the digits** of a number of 6 or more digits (a value made of digits and number
  separators ``space - . ( ) / +``): matched in the text's digit groups, a group being digits
  joined by at most 3 number separators; a match must begin and end at a digit-run boundary,
  so ``415-555-0132`` matches ``(415) 555 0132``, ``4155550132`` and ``+1 415 555 0132`` but
  not the middle of ``9941555501327``. Phone numbers (entity types naming ``PHONE``) also match
  their national and international forms (``phonenumbers``; a number without a country code
  is read in each of :data:`PHONE_REGIONS` where it is valid);
- **the parts of a person's full name** (entity type ``PERSON`` or ending in ``NAME``): the
  surname (the last word, or the word before a comma in ``Surname, Given``; the components of a
  hyphenated surname too) and every other word that is *distinctive* (not a common word nor a
  common given name in any locale Faker ships). See :func:`name_parts`.

Boundaries: a match whose first (last) character is a letter or digit of a script written
with spaces is rejected when the text character before (after) it is also one (``Al`` does not
match inside ``Also``); values in scripts written without spaces (CJK, kana, Hangul, Thai…)
match anywhere. Short values (fewer than 4 characters once folded) and name parts that are
common words match only as written or in capitals (``Li`` matches ``LI`` but not the ``li`` of
``<li>``). A number's digits or a numeric variant inside a date/time (``2024-04`` of
``2024-04-01``, :mod:`edgeward.detectors.shapes`) and a name part glued into an identifier
(``send_email``) are not matches.

The module is pure (no proxy imports, no I/O besides loading the common-word list once): the
session vault uses it to mask, and it can search any stored text for a value and its variants
(:func:`find_value`, with ``json_escapes=True`` for JSON bodies).
"""

from __future__ import annotations

import bisect
import functools
import importlib
import itertools
import operator
import pkgutil
import re
import unicodedata
from array import array
from collections import OrderedDict
from dataclasses import dataclass
from typing import Hashable, Iterable, Literal, NamedTuple, Sequence

import ahocorasick

from .shapes import in_datetime
from .textview import TextView
from .unicode_fold import ascii_forms, fold_confusables, invisible_class

__all__ = [
    "KnownMatch",
    "KnownValueMatcher",
    "MatchKind",
    "PHONE_REGIONS",
    "Projection",
    "Screen",
    "ScreenJoiner",
    "join_screens",
    "common_given_names",
    "common_words",
    "distinctive",
    "find_value",
    "is_word_char",
    "name_parts",
    "project",
]

MatchKind = Literal["exact", "variant", "digits", "part"]

#: Regions a phone number without a country code is tried in (for its international forms).
PHONE_REGIONS: tuple[str, ...] = ("US", "GB", "DE", "FR", "NL", "NO", "IN", "CN", "JP")

_MIN_LEN = 2  # shorter values are never searched (a detector span still masks them in place)
_CASED_BELOW = 4  # folded values shorter than this match only as written or in capitals
_MIN_DIGITS = 6
_LEVELS = (1024, 128, 16)  # automaton sizes below the big one (see `_Index`), largest first
#: `KnownValueMatcher.occurring` searches an index with at most this many live patterns with
#: `str.find`, one pattern at a time, instead of the automaton: the automaton walks a ~100 KB
#: screen at ~40 MB/s, `str.find` at a few GB/s, so below ~80 patterns the finds are cheaper
#: (the gate's re-check of its cached messages against one request's new entries: ~10-50).
_FIND_MAX_PATTERNS = 48
_PROJ_CACHE_CHARS = 2_000_000
#: Characters `KnownValueMatcher.patterns_hold` answers for (the JSON quote and NUL).
_WATCHED = '"\x00'

# Separators a variant may drop or (at a word boundary of the value) insert.
_SEP_CHARS = "-._\u00ad\u00b7\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fb\u200b\u200c\u200d\u2060\ufeff"
# invisible characters (Cf: zero-width, bidi, tags, BOM; variation selectors) are separators
# that are not gaps: dropped anywhere, also inside a word (``Marg\u200baret``)
_INVISIBLE = invisible_class()
_SEP_CLASS = r"\s" + re.escape(_SEP_CHARS) + _INVISIBLE
_KEEP_RE = re.compile(f"[^{_SEP_CLASS}]+")
_SEP_RE = re.compile(f"[{_SEP_CLASS}]+")
_INVISIBLE_RE = re.compile(f"[{_INVISIBLE}]*")
_DIGIT_RUN_RE = re.compile(r"[0-9]+")
_SEP_SPLIT = re.compile(f"([{_SEP_CLASS}]+)")  # `_SEP_RE` capturing: one split gives runs and separators
_DIGIT_SPLIT = re.compile(r"([0-9]+)")  # `_DIGIT_RUN_RE` capturing: one split gives runs and gaps
_ASCII_SEPS = frozenset(c for c in map(chr, range(128)) if _SEP_RE.fullmatch(c))
_ASCII_SEP_SPLIT = re.compile("([" + re.escape("".join(sorted(_ASCII_SEPS))) + "]+)")  # for ASCII text
_NOT_DIGITS_RE = re.compile(r"[^0-9]+")
_NUM_GAP_RE = re.compile(f"[{_INVISIBLE}]*(?:[\\s\\-.()/+\u2010-\u2015\u2212][{_INVISIBLE}]*){{0,3}}")
_NUMBER_VALUE_RE = re.compile(r"\+?[\s\-.()/+0-9\u2010-\u2015\u2212]+")


def _translate_table() -> dict[int, int]:
    table = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F)}  # full-width ASCII
    # every decimal digit (Nd) of every script; all of them lie below U+20000
    chars = "".join(map(chr, range(0x80, 0x20000)))
    table.update({m.start() + 0x80: ord("0") + unicodedata.digit(m.group()) for m in re.finditer(r"\d", chars)})
    # other compatibility forms of one ASCII letter/digit/e-mail character (mathematical
    # letters, circled and superscript digits …), as the scanner's folded view reads them
    for cp, n in ascii_forms().items():
        if cp not in table and len(n) == 1 and (n.isalnum() or n in "@.+-_"):
            table[cp] = ord(n)
    # applied after casefold: an upper-case compatibility letter (``Ａ``, ``𝐑``) folds to lower case
    return {k: ord(chr(v).lower()) for k, v in table.items()}


_FOLD = _translate_table()
if min(_FOLD) < 0x80 or max(_FOLD.values()) >= 0x80:  # `fold_chars` relies on both
    raise RuntimeError("the fold table maps an ASCII code point, or to a non-ASCII one")
_FOLD_CHARS = {chr(k): chr(v) for k, v in _FOLD.items()}
_FOLD_KEYS = frozenset(_FOLD_CHARS)


def fold_chars(text: str) -> str:
    """``text.translate(_FOLD)`` (full-width forms, Unicode digits and compatibility letters to
    ASCII), fast: the table maps non-ASCII code points only, one character to one ASCII
    character, so ASCII text is returned as it is and other text has each mapped character
    that occurs in it replaced with one ``str.replace`` (a result is never a key, so the
    replacements do not chain). ``str.translate`` with a dict looks every character up and
    raises a KeyError inside for each unmapped one: ~0.7 µs a character, 1.4 ms for a 2 KB
    text of accented names; this costs one pass to collect the characters (~25x faster)."""
    if text.isascii():
        return text
    for ch in _FOLD_KEYS.intersection(text):
        text = text.replace(ch, _FOLD_CHARS[ch])
    return text


def is_word_char(ch: str) -> bool:
    """A letter or digit of a script written with spaces between words (Latin, Greek, Cyrillic,
    Arabic, Hebrew, Indic…); False for CJK, kana, Hangul, Thai, Lao, Myanmar and Khmer, whose
    words are not delimited by spaces."""
    if not ch.isalnum():
        return False
    o = ord(ch)
    if o >= 0x2E80:  # CJK, kana, Hangul and everything above
        return False
    return not (0x0E00 <= o <= 0x0EFF or 0x1000 <= o <= 0x109F or 0x1780 <= o <= 0x17FF)


# --------------------------------------------------------------------------- projections
class Projection:
    """A text's folded projection (and, on demand, its digit projection) with maps back to
    raw offsets. Built by :func:`project`; reusable across finds while the text is the same.

    Attributes:
        text: the raw text.
        folded: casefolded text without separators.
    """

    __slots__ = ("text", "plain", "folded", "expanded", "_fs", "_rs", "_rl", "_digits")

    def __init__(self, text: str) -> None:
        self.text = text
        # look-alike letters of another script in a word (``Маrgaret`` with a Cyrillic ``М``)
        # folded to the word's own script first, one for one, so offsets stay raw offsets
        self.plain = plain = fold_confusables(text)
        cf = plain.casefold()
        self.expanded = len(cf) != len(text)  # some character folds to several (ß → ss)
        if not self.expanded:  # casefold never shrinks: equal length means 1:1
            # the runs between separators and the separators around them, each by one C-level
            # split: no Python work per run (a 2 KB text has ~300 runs; a loop over them was
            # most of the cost of a projection)
            cf = fold_chars(cf)
            # [run, separators, run, …, run]: the runs at even indexes (the first and the last
            # empty when the text starts / ends with separators); ASCII text by the class of
            # the ASCII separators, the same characters, which the engine tests ~2x faster
            split = (_ASCII_SEP_SPLIT if cf.isascii() else _SEP_SPLIT).split(cf)
            starts = list(itertools.accumulate(map(len, split), initial=0))[0 : len(split) : 2]
            parts = split[0::2]
            if not parts[-1]:
                parts.pop()
                starts.pop()
            if parts and not parts[0]:
                del parts[0], starts[0]
            rl = array("l", map(len, parts))
            fs = array("l", itertools.accumulate(rl, initial=0))
            fs.pop()  # the folded length
            rs = array("l", starts)
        else:
            parts = []
            fs, rs, rl = array("l"), array("l"), array("l")  # per run: folded start, raw start, raw length
            f = 0
            for m in _KEEP_RE.finditer(plain):
                a, b = m.span()
                run = m.group()
                fr = fold_chars(run.casefold())
                if len(fr) == len(run):
                    parts.append(fr)
                    fs.append(f)
                    rs.append(a)
                    rl.append(b - a)
                    f += b - a
                    continue
                for k, ch in enumerate(run):  # expanding characters (ß → ss): one run each
                    fc = fold_chars(ch.casefold())
                    parts.append(fc)
                    fs.append(f)
                    rs.append(a + k)
                    rl.append(1)
                    f += len(fc)
        self.folded = "".join(parts)
        self._fs, self._rs, self._rl = fs, rs, rl
        self._digits: tuple[str, array[int], array[int], array[int]] | None = None

    def raw_span(self, fa: int, fb: int) -> tuple[int, int]:
        """Raw [start, end) of the folded range [fa, fb) (fb > fa)."""
        fs, rs, rl = self._fs, self._rs, self._rl
        i = bisect.bisect_right(fs, fa) - 1
        j = bisect.bisect_right(fs, fb - 1) - 1
        a = rs[i] + (fa - fs[i] if self._flen(i) == rl[i] else 0)
        b = rs[j] + (fb - fs[j] if self._flen(j) == rl[j] else rl[j])
        return a, b

    def _flen(self, i: int) -> int:
        nxt = self._fs[i + 1] if i + 1 < len(self._fs) else len(self.folded)
        return nxt - self._fs[i]

    def gaps(self, fa: int, fb: int) -> list[int]:
        """Folded offsets, relative to `fa`, inside (fa, fb) where the raw text had separators."""
        fs, rs, rl = self._fs, self._rs, self._rl
        i = bisect.bisect_right(fs, fa) - 1
        out = []
        k = i + 1
        while k < len(fs) and fs[k] < fb:
            prev_end = rs[k - 1] + rl[k - 1]
            if rs[k] > prev_end and _INVISIBLE_RE.fullmatch(self.text, prev_end, rs[k]) is None:
                out.append(fs[k] - fa)
            k += 1
        return out

    def digits(self) -> tuple[str, array[int], array[int], array[int]]:
        """(projection, run starts in it, raw starts, run lengths): the digit runs of the text
        (Unicode digits folded), runs joined when at most 3 number separators lie between
        them, ``|`` between groups."""
        if self._digits is None:
            # C-level splits and maps, no Python work per digit run (a log line holds ~10):
            # the runs, the gaps around them, and per inner gap whether it joins its two runs
            split = _DIGIT_SPLIT.split(fold_chars(self.text))  # [gap, run, gap, …, run, gap]
            runs = split[1::2]
            if not runs:
                self._digits = ("", array("l"), array("l"), array("l"))
                return self._digits
            gaps = split[0::2]  # len(runs) + 1: before the first run, between, after
            ln = array("l", map(len, runs))
            # raw start of run i: the gaps before it and the runs before it
            rs = array(
                "l", map(operator.add, itertools.accumulate(map(len, gaps[:-1])), itertools.accumulate(ln, initial=0))
            )
            # "" where at most 3 number separators join run i to run i - 1, else "|" (none before the first)
            bars = [""]
            bars += ["" if m is not None else "|" for m in map(_NUM_GAP_RE.fullmatch, gaps[1:-1])]
            # projection start of run i: the runs and bars before it, and its own bar
            ps = array(
                "l", map(operator.add, itertools.accumulate(ln, initial=0), itertools.accumulate(map(len, bars)))
            )
            self._digits = ("".join(map(operator.add, bars, runs)), ps, rs, ln)
        return self._digits


def project(text: str) -> Projection:
    """The :class:`Projection` of `text` (O(len(text)); cache it when texts recur)."""
    return Projection(text)


#: Joins the texts of a :class:`Screen`: a pattern never contains it, so joining adds no match
#: that a text alone would not have (a value holding it could only match more, never less).
_SCREEN_SEP = "\x00"


@dataclass(frozen=True, slots=True)
class Screen:
    """What :meth:`KnownValueMatcher.occurring` searches: several texts' raw forms, folded
    projections and digit projections, each kind joined with NUL, and where each text starts.
    Built once per set of texts (:meth:`KnownValueMatcher.screen`), it answers "in which of
    them could a newer value occur?" with one automaton pass per projection instead of one
    find per text.

    Attributes:
        raw, folded, digits: the joined raw texts, folded projections, digit projections.
        raw_starts, folded_starts, digits_starts: offset of text i in each joined string.
    """

    raw: str
    folded: str
    digits: str
    raw_starts: array[int]
    folded_starts: array[int]
    digits_starts: array[int]

    def __len__(self) -> int:
        return len(self.raw) + len(self.folded) + len(self.digits)


def join_screens(screens: Iterable[Screen]) -> tuple[Screen, list[int]]:
    """One :class:`Screen` of the texts of several (in order, joined with NUL like the texts of
    one), and the index of each screen's first text in it — so one
    :meth:`KnownValueMatcher.occurring` call answers for all of them (text ``j`` of screen
    ``k`` is text ``firsts[k] + j``)."""
    raw: list[str] = []
    folded: list[str] = []
    digits: list[str] = []
    starts = (array("l"), array("l"), array("l"))
    pos = [0, 0, 0]
    firsts: list[int] = []
    n = 0
    for sc in screens:
        firsts.append(n)
        n += len(sc.raw_starts)
        for k, (out, piece, own) in enumerate(
            ((raw, sc.raw, sc.raw_starts), (folded, sc.folded, sc.folded_starts), (digits, sc.digits, sc.digits_starts))
        ):
            base = pos[k]
            starts[k].extend(base + a for a in own)
            out.append(piece)
            pos[k] += len(piece) + len(_SCREEN_SEP)
    j = _SCREEN_SEP.join
    return Screen(j(raw), j(folded), j(digits), *starts), firsts


class ScreenJoiner:
    """:func:`join_screens` that remembers its last result and extends it when the next call's
    screens begin with the same screen objects: an agent resends its history and appends to
    it, so the gate's re-check joins the same ~60 screens (~100 KB, ~600 texts) on every step
    plus the few new ones. The result equals ``join_screens(screens)`` (the joined strings are
    the earlier ones, NUL, the new ones; the new texts' starts are shifted by the earlier
    length); only the new screens are walked. Holds the last screens and their join (a strong
    reference: identity is what it compares)."""

    __slots__ = ("_screens", "_joined", "_firsts")

    def __init__(self) -> None:
        self._screens: tuple[Screen, ...] = ()
        self._joined: Screen | None = None
        self._firsts: list[int] = []

    def join(self, screens: Sequence[Screen]) -> tuple[Screen, list[int]]:
        """``join_screens(screens)`` (see the class docstring)."""
        prev, k = self._screens, len(self._screens)
        joined = self._joined
        if joined is None or k == 0 or len(screens) < k or any(a is not b for a, b in zip(prev, screens)):
            joined, firsts = join_screens(screens)
        elif len(screens) == k:
            return joined, self._firsts
        else:
            rest, rest_firsts = join_screens(screens[k:])
            n = len(joined.raw_starts)
            firsts = self._firsts + [n + f for f in rest_firsts]
            parts = []
            for mine, theirs, my_starts, their_starts in (
                (joined.raw, rest.raw, joined.raw_starts, rest.raw_starts),
                (joined.folded, rest.folded, joined.folded_starts, rest.folded_starts),
                (joined.digits, rest.digits, joined.digits_starts, rest.digits_starts),
            ):
                base = len(mine) + len(_SCREEN_SEP)
                starts = array("l", my_starts)
                starts.extend(base + a for a in their_starts)
                parts.append((mine + _SCREEN_SEP + theirs, starts))
            (raw, rs), (folded, fs), (digits, ds) = parts
            joined = Screen(raw, folded, digits, rs, fs, ds)
        self._screens, self._joined, self._firsts = tuple(screens), joined, firsts
        return joined, firsts


# --------------------------------------------------------------------------- common words
@functools.cache
def common_words() -> frozenset[str]:
    """Casefolded common words of many languages: the word lists of Faker's lorem providers
    (every locale it ships: en, de, fr, nl, ru, el, zh, ja, …). Loaded once (~0.1 s)."""
    import faker.providers.lorem as lorem

    words: set[str] = set()
    for info in pkgutil.iter_modules(lorem.__path__):
        try:
            mod = importlib.import_module(f"{lorem.__name__}.{info.name}")
        except Exception:  # noqa: BLE001 - a locale that fails to import adds no words
            continue
        for w in getattr(getattr(mod, "Provider", None), "word_list", ()) or ():
            for token in str(w).split():
                words.add(token.casefold())
    return frozenset(words)


@functools.cache
def common_given_names() -> frozenset[str]:
    """Casefolded given names common in some locale: every first-name list of Faker's person
    providers (~31,000 names over ~80 locales). Loaded once (~0.2 s)."""
    import faker.providers.person as person

    names: set[str] = set()
    for info in pkgutil.iter_modules(person.__path__):
        try:
            mod = importlib.import_module(f"{person.__name__}.{info.name}")
        except Exception:  # noqa: BLE001 - a locale that fails to import adds no names
            continue
        prov = getattr(mod, "Provider", None)
        for attr in ("first_names", "first_names_male", "first_names_female", "first_names_nonbinary"):
            v = getattr(prov, attr, None)
            if isinstance(v, (dict, list, tuple)):
                names.update(str(x).casefold() for x in v)
    return frozenset(names)


_HONORIFICS = frozenset(
    {
        "mr",
        "mrs",
        "ms",
        "miss",
        "mx",
        "dr",
        "prof",
        "sir",
        "dame",
        "jr",
        "sr",
        "ii",
        "iii",
        "iv",
        "phd",
        "md",
        "esq",
        "herr",
        "frau",
        "mme",
        "mlle",
        "m",
        "dhr",
        "mevr",
        "hr",
        "fru",
    }
)
_PARTICLES = frozenset(
    {
        "van",
        "von",
        "der",
        "den",
        "de",
        "del",
        "della",
        "di",
        "da",
        "das",
        "dos",
        "du",
        "la",
        "le",
        "bin",
        "binti",
        "ibn",
        "al",
        "el",
        "ter",
        "ten",
        "zu",
        "y",
        "e",
        "af",
        "av",
    }
)
_NAME_WORD_RE = re.compile(r"[^\W\d_](?:[^\W\d_]|['’\-.])*", re.UNICODE)


def distinctive(word: str) -> bool:
    """True when a word of a name identifies its bearer by itself: at least 4 letters, not a
    common word in any language (:func:`common_words`), not a common given name in any locale
    (:func:`common_given_names`: `Marie`, `John` name many people), not an honorific or a
    particle. `Wendeline`, `Ashcombe` are distinctive; `Will`, `Hope`, `Marie`, `Li` are not."""
    w = word.strip(".").casefold()
    letters = [c for c in w if c.isalpha()]
    return (
        len(letters) >= _CASED_BELOW
        and w not in _HONORIFICS
        and w not in _PARTICLES
        and w not in common_words()
        and w not in common_given_names()
    )


def name_parts(value: str) -> list[tuple[str, bool]]:
    """The parts of a full person name to match on their own, as (part, cased).

    Rule: names in scripts written without spaces (CJK…) and single words have no parts. The
    surname — the last word (honorifics and suffixes such as ``Jr`` skipped), or the words
    before the comma in ``Surname, Given`` — is always a part, and so is each component of a
    hyphenated surname of 2+ letters; it is matched case-insensitively when
    :func:`distinctive`, else only as written or in capitals (``cased``). Every other word is a
    part only when distinctive (``Wendeline`` yes; ``Will``, ``Hope``, ``Al``, ``J.`` no).
    """
    v = value.strip()
    if not v or not all(is_word_char(c) or not c.isalnum() for c in v):
        return []
    if any(c.isdigit() for c in v) or "@" in v:
        return []
    if "," in v:
        head, _, tail = v.partition(",")
        sur_words = _NAME_WORD_RE.findall(head)
        other = _NAME_WORD_RE.findall(tail)
    else:
        words = [w for w in _NAME_WORD_RE.findall(v) if w.strip(".").casefold() not in _HONORIFICS]
        if len(words) < 2:
            return []
        sur_words, other = words[-1:], words[:-1]
    # a particle precedes a surname (`van Beethoven`); as the last word it is the surname (`Jeffery Le`)
    sur_words = [
        w
        for i, w in enumerate(sur_words)
        if w.strip(".").casefold() not in (_HONORIFICS if i == len(sur_words) - 1 else _HONORIFICS | _PARTICLES)
    ]
    if not sur_words or not other:
        return []
    out: dict[str, bool] = {}
    surname = sur_words[-1].strip(".")
    comps = [surname] + ([c for c in surname.split("-") if c] if "-" in surname else [])
    for c in comps:
        if sum(ch.isalpha() for ch in c) >= 2:
            out.setdefault(c, not distinctive(c))
    for w in other + sur_words[:-1]:
        w = w.strip(".")
        if distinctive(w):
            out.setdefault(w, False)
    return list(out.items())


def _is_person_type(entity_type: str) -> bool:
    t = entity_type.upper()
    return "PERSON" in t or t.endswith("NAME")


def _number_variants(value: str, entity_type: str) -> list[str]:
    """Digit strings a number value may appear as (its digits; phone national/international forms)."""
    if not _NUMBER_VALUE_RE.fullmatch(fold_chars(value)):
        return []
    digits = "".join(c for c in fold_chars(value) if c.isdigit())
    if len(digits) < _MIN_DIGITS:
        return []
    out = [digits]
    if "PHONE" in entity_type.upper():
        out.extend(_phone_variants(fold_chars(value)))
    return list(dict.fromkeys(d for d in out if len(d) >= _MIN_DIGITS))


def _phone_variants(value: str) -> list[str]:
    """Digit strings of the other forms of a phone number: with a country code, its national
    forms (``phonenumbers``); without one, its international form for each region of
    :data:`PHONE_REGIONS` (calling code + the number without that region's trunk prefix: a
    string operation, so a number need not be valid there)."""
    import phonenumbers

    s = value.strip()
    if s.startswith("00"):
        s = "+" + s[2:].lstrip()
    digits = "".join(c for c in s if c.isdigit())
    out: list[str] = []
    if s.startswith("+"):
        try:
            num = phonenumbers.parse(s, None)
        except phonenumbers.NumberParseException:
            return out
        nsn = phonenumbers.national_significant_number(num)
        out.append(nsn)
        region = phonenumbers.region_code_for_country_code(num.country_code or 0)
        meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
        if meta is not None and meta.national_prefix:
            out.append(meta.national_prefix + nsn)
        return out
    for region in PHONE_REGIONS:
        meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
        if meta is None:
            continue
        nsn = digits
        if meta.national_prefix and digits.startswith(meta.national_prefix):
            nsn = digits[len(meta.national_prefix) :]
        out.append(str(meta.country_code) + nsn)
    return out


def _fold(s: str) -> str:
    return _SEP_RE.sub("", fold_chars(fold_confusables(s).casefold()))


def _boundaries(value: str) -> frozenset[int]:
    """Offsets in the folded value where a separator may be inserted: where the value has a
    separator, a lower→upper change or a letter↔digit change."""
    if value.isascii():  # each character folds to one (its lower case): no regex, no fold per char
        return _ascii_boundaries(value)
    out: set[int] = set()
    f = 0
    prev = ""
    pending_sep = False
    for ch in value:
        if _SEP_RE.fullmatch(ch):
            pending_sep = True
            continue
        fc = fold_chars(ch.casefold())
        if prev and (
            pending_sep
            or (prev.islower() and ch.isupper())
            or (prev.isalpha() and ch.isdigit())
            or (prev.isdigit() and ch.isalpha())
        ):
            out.add(f)
        f += len(fc)
        prev = ch
        pending_sep = False
    return frozenset(out)


def _ascii_boundaries(value: str) -> frozenset[int]:
    """`_boundaries` of an ASCII value: the same loop, with a character's separator test a set
    lookup and its folded length 1 (``fold_chars(ch.casefold())`` of ASCII is its lower case)."""
    out: set[int] = set()
    f = 0
    prev = ""
    pending_sep = False
    for ch in value:
        if ch in _ASCII_SEPS:
            pending_sep = True
            continue
        if prev and (
            pending_sep
            or (prev.islower() and ch.isupper())
            or (prev.isalpha() and ch.isdigit())
            or (prev.isdigit() and ch.isalpha())
        ):
            out.add(f)
        f += 1
        prev = ch
        pending_sep = False
    return frozenset(out)


# --------------------------------------------------------------------------- the matcher
class KnownMatch(NamedTuple):
    """One occurrence of a known value (or variant) in a text (a named tuple: a find creates
    one per match, and a frozen dataclass's `__init__` costs ~4x a tuple's).

    Attributes:
        start, end: raw offsets into the searched text (end exclusive).
        keys: the keys of the values this occurrence stands for, of the best kind found
            there, oldest first (several when values share a variant, e.g. a surname).
        kind: ``exact`` (the text equals a value), ``variant`` (case/separator variant of a
            value), ``digits`` (the digits of a number) or ``part`` (a part of a full name).
        canonical: the value (or, for ``part``, the name part as written in the oldest value)
            the best key's pattern came from.
    """

    start: int
    end: int
    keys: tuple[Hashable, ...]
    kind: MatchKind
    canonical: str


class _Cand(NamedTuple):  # a tuple: one is made per pattern of every value added
    key: Hashable
    order: int
    kind: MatchKind  # "variant" for full values (exact is decided per match), "digits", "part"
    source: str  # the value or part as written
    cased: bool
    allowed: frozenset[int]  # folded offsets where the text may have a separator
    lw: bool  # first / last character is a word character: boundary checks apply
    rw: bool


_KIND_RANK = {"exact": 0, "variant": 1, "digits": 2, "part": 3}

#: One pattern of a value: (index, pattern, kind, source, cased, allowed gaps, lw, rw)
#: (see `KnownValueMatcher.plan`).
PlanEntry = tuple[str, str, MatchKind, str, bool, frozenset[int], bool, bool]
#: What a value is found by: its patterns.
ValuePlan = tuple[PlanEntry, ...]


class _Slot:
    """One pattern's candidates (shared with the automaton that holds the pattern)."""

    __slots__ = ("n", "cands", "max_order")

    def __init__(self, n: int) -> None:
        self.n, self.max_order = n, -1
        self.cands: list[_Cand] = []

    def add(self, c: _Cand) -> None:
        self.cands.append(c)
        self.max_order = max(self.max_order, c.order)


class _Index:
    """Patterns of one projection (folded, digits or raw) in levels of automata, smallest
    last: adding a pattern rebuilds only the smallest level (at most `_LEVELS[-1]` patterns);
    a full level is merged into the next one, the last when it outgrows a quarter of the big
    automaton, so each pattern is rebuilt O(log n) times and a value added between two finds
    costs a rebuild of a few patterns, not of the whole vault."""

    def __init__(self) -> None:
        self.slots: dict[str, _Slot] = {}
        self.levels: list[dict[str, _Slot]] = [{} for _ in range(len(_LEVELS) + 1)]  # big first
        self._acs: list[ahocorasick.Automaton | None] = [None] * len(self.levels)
        self._dirty = [False] * len(self.levels)
        self._live: list[ahocorasick.Automaton] = []
        self._stale = False  # some level is dirty

    def add(self, pattern: str, cand: _Cand) -> None:
        slot = self.slots.get(pattern)
        if slot is not None:
            slot.add(cand)  # already in an automaton: the shared slot sees the new candidate
            return
        slot = self.slots[pattern] = _Slot(len(pattern))
        slot.add(cand)
        last = len(self.levels) - 1
        self.levels[last][pattern] = slot
        self._dirty[last] = self._stale = True
        for i in range(last, 0, -1):  # cascade full levels into bigger ones
            cap = _LEVELS[i - 1] if i > 1 else max(_LEVELS[0], len(self.levels[0]) // 4)
            if len(self.levels[i]) <= cap:
                break
            self.levels[i - 1].update(self.levels[i])
            self.levels[i] = {}
            self._dirty[i - 1] = self._dirty[i] = True

    def __bool__(self) -> bool:
        return bool(self.slots)

    def live_patterns(self, min_order: int, limit: int) -> list[str] | None:
        """The patterns with a candidate of order `min_order` or above (those `iter` reports),
        or None when there are more than `limit` of them (or the index holds more than
        `4 * limit` patterns: not worth listing)."""
        if len(self.slots) > 4 * limit:
            return None
        out = [p for p, slot in self.slots.items() if slot.max_order >= min_order]
        return out if len(out) <= limit else None

    @staticmethod
    def _build(patterns: dict[str, _Slot]) -> ahocorasick.Automaton | None:
        if not patterns:
            return None
        ac = ahocorasick.Automaton()
        for p, slot in patterns.items():
            ac.add_word(p, slot)
        ac.make_automaton()
        return ac

    def automata(self) -> list[ahocorasick.Automaton]:
        """The built automata (rebuilding the levels that changed)."""
        if self._stale:
            for i, dirty in enumerate(self._dirty):
                if dirty:
                    self._acs[i], self._dirty[i] = self._build(self.levels[i]), False
            self._live = [ac for ac in self._acs if ac is not None]
            self._stale = False
        return self._live

    def iter(self, haystack: str, min_order: int = 0) -> Iterable[tuple[int, int, list[_Cand]]]:
        """(start, end, candidates) of every pattern occurrence; patterns whose candidates are
        all older than `min_order` are skipped."""
        for ac in self.automata():
            for end, slot in ac.iter(haystack):
                if slot.max_order >= min_order:
                    yield end + 1 - slot.n, end + 1, slot.cands


class KnownValueMatcher:
    """Finds known values and their variants (see the module docstring) in texts.

    Usage::

        m = KnownValueMatcher()
        m.add("Margaret Thornbury", key="[PERSON_1]", entity_type="PERSON")
        m.find("Sign as margaret thornbury; Thornbury agreed")  # two KnownMatch

    Keys are opaque (the vault uses placeholders); a key may be added with several values.
    With ``variants=False`` only the values as written are found (boundaries still apply).
    Cost: adding a value is amortised O(its patterns); :meth:`find` is one automaton pass per
    projection, O(len(text) + matches) whatever the number of values, plus building the
    projection, which is cached per text (LRU bounded by total characters).
    Not thread-safe.
    """

    def __init__(self, *, variants: bool = True, cache_chars: int = _PROJ_CACHE_CHARS) -> None:
        self.variants = variants
        self._fold = _Index()
        self._digits = _Index()
        self._exact = _Index()  # values that fold to less than 2 characters: searched as written
        self._n = 0
        self._values: set[tuple[str, Hashable]] = set()
        self._held: set[str] = set()  # characters of `_WATCHED` that some pattern holds
        self._proj: OrderedDict[str, Projection] = OrderedDict()
        self._proj_chars = 0
        self._cache_chars = cache_chars
        # `find(text)` results of texts whose projection is cached: text -> (bound, matches), the
        # matches of every value added with an order below `bound` (see `find`)
        self._found: dict[str, tuple[int, list[KnownMatch]]] = {}
        self._bound = 0  # one above the highest order added so far

    def __len__(self) -> int:
        return len(self._values)

    def plan(self, value: str, entity_type: str = "") -> "ValuePlan":
        """The patterns `value` is found by (computed once; several matchers of the same
        `variants` setting can `add` the same plan). Phone forms and name parts make this the
        costly part of adding a value (up to ~1 ms)."""
        if len(value) < _MIN_LEN or value.isspace():
            return ()
        folded = _fold(value)
        if not self.variants or len(folded) < _MIN_LEN:  # mostly separators (`\né`, `--`): as written only
            return (
                ("exact", value, "variant", value, True, frozenset(), is_word_char(value[0]), is_word_char(value[-1])),
            )
        stripped = _SEP_RE.sub("", value)
        out: list[PlanEntry] = [
            (
                "fold",
                folded,
                "variant",
                value,
                len(folded) < _CASED_BELOW,
                _boundaries(value),
                is_word_char(stripped[0]),
                is_word_char(stripped[-1]),
            )
        ]
        for d in _number_variants(value, entity_type):
            out.append(("digits", d, "digits", value, False, frozenset(), True, True))
        if _is_person_type(entity_type):
            for part, part_cased in name_parts(value):
                fp = _fold(part)
                if len(fp) >= _MIN_LEN and fp != folded:
                    out.append(
                        (
                            "fold",
                            fp,
                            "part",
                            part,
                            part_cased or len(fp) < _CASED_BELOW,
                            _boundaries(part),
                            is_word_char(part[0]),
                            is_word_char(part[-1]),
                        )
                    )
        return tuple(out)

    def add(
        self,
        value: str,
        key: Hashable,
        entity_type: str = "",
        *,
        order: int | None = None,
        plan: "ValuePlan | None" = None,
    ) -> bool:
        """Register `value` (and its variants) under `key`. Returns False when the value is
        shorter than 2 characters, only whitespace, or already registered under `key`. A value
        that folds to fewer than 2 characters (mostly separators) is matched only as written.
        `order` ranks the value among those sharing a variant (oldest first) and is what
        `find(min_order=…)` filters on; default: the number of values added before. `plan`:
        the value's :meth:`plan` when already computed."""
        if (value, key) in self._values or len(value) < _MIN_LEN or value.isspace():
            return False
        self._values.add((value, key))
        order = self._n if order is None else order
        self._n += 1
        if order < self._bound:  # not above every earlier order: a memoised find may lack it
            self._found.clear()
        self._bound = max(self._bound, order + 1)
        indexes = {"fold": self._fold, "digits": self._digits, "exact": self._exact}
        for index, pattern, kind, source, cased, allowed, lw, rw in (
            self.plan(value, entity_type) if plan is None else plan
        ):
            indexes[index].add(pattern, _Cand(key, order, kind, source, cased, allowed, lw, rw))
            if not pattern.isalnum():
                self._held.update(c for c in _WATCHED if c in pattern)
        return True

    def patterns_hold(self, chars: str) -> bool:
        """True when a pattern of some added value (the value as written, its folded form or
        digits) holds one of `chars`, each of which must be in `_WATCHED` (``"`` and NUL: a
        caller may blank text with NUL or cut it at quotes only when no pattern holds them).

        Raises:
            ValueError: a character of `chars` is not watched.
        """
        if not set(chars) <= set(_WATCHED):
            raise ValueError(f"only {_WATCHED!r} are watched")
        return any(c in self._held for c in chars)

    # -- projections ---------------------------------------------------------------------------
    def projection(self, text: str) -> Projection:
        """The cached projection of `text` (built on first use)."""
        p = self._proj.get(text)
        if p is not None:
            self._proj.move_to_end(text)
            return p
        p = Projection(text)
        if len(text) <= self._cache_chars // 4:
            self._proj[text] = p
            self._proj_chars += len(text)
            while self._proj_chars > self._cache_chars:
                old, _ = self._proj.popitem(last=False)
                self._proj_chars -= len(old)
                self._found.pop(old, None)
        return p

    def screen(self, texts: Iterable[str]) -> Screen:
        """The :class:`Screen` of `texts` (their projections come from this matcher's cache)."""
        raw: list[str] = []
        folded: list[str] = []
        digits: list[str] = []
        starts = (array("l"), array("l"), array("l"))
        pos = [0, 0, 0]
        for t in texts:
            p = self.projection(t)
            for k, (out, piece) in enumerate(((raw, t), (folded, p.folded), (digits, p.digits()[0]))):
                starts[k].append(pos[k])
                out.append(piece)
                pos[k] += len(piece) + len(_SCREEN_SEP)
        j = _SCREEN_SEP.join
        return Screen(j(raw), j(folded), j(digits), *starts)

    def occurring(self, screen: Screen, min_order: int = 0) -> set[int]:
        """Indexes of the texts of `screen` in which a pattern of a value added with an order at
        or above `min_order` occurs — a superset of the texts where :meth:`find` would report
        one (no boundary, case or alignment check), so a text not returned holds no such value
        nor variant. One automaton pass per projection (C), O(len(screen) + hits); with few
        such patterns (`_FIND_MAX_PATTERNS`), one `str.find` scan per pattern instead, which
        skips to the next text once the pattern was found in one (the same set of texts)."""
        out: set[int] = set()
        for index, hay, starts in (
            (self._fold, screen.folded, screen.folded_starts),
            (self._digits, screen.digits, screen.digits_starts),
            (self._exact, screen.raw, screen.raw_starts),
        ):
            if not index or not hay:
                continue
            few = index.live_patterns(min_order, _FIND_MAX_PATTERNS)
            if few is None:
                for a, _, _ in index.iter(hay, min_order):
                    out.add(bisect.bisect_right(starts, a) - 1)
                continue
            last = len(starts) - 1
            for pattern in few:
                pos = hay.find(pattern)
                while pos >= 0:
                    i = bisect.bisect_right(starts, pos) - 1
                    out.add(i)
                    if i >= last:
                        break
                    pos = hay.find(pattern, starts[i + 1])  # found in text i: on to the next text
        return out

    def cached_projection(self, text: str) -> Projection | None:
        """The projection of `text` if this matcher's cache holds it, else None (none is built)."""
        return self._proj.get(text)

    def may_occur(self, text: str, min_order: int = 0) -> bool:
        """False only when no pattern of a value added with an order at or above `min_order` can
        occur in `text` — then :meth:`find` with that `min_order` returns ``[]`` — decided
        without building the text's projection (its per-run loop is most of a find with few
        patterns): the folded text is ``casefold`` + :func:`fold_chars` without separators (what
        :class:`Projection` joins, for text no character of which expands when casefolded), a
        digit pattern must occur in the text's digits alone (the digit projection is them with
        ``|`` between groups), an exact one in the text. C-speed string passes and one
        ``str.find`` per pattern; True (undecided) when such patterns are many
        (`_FIND_MAX_PATTERNS` per index) or the text expands."""
        checks: list[tuple[_Index, list[str]]] = []
        for index in (self._fold, self._digits, self._exact):
            if not index:
                continue
            few = index.live_patterns(min_order, _FIND_MAX_PATTERNS)
            if few is None:
                return True
            if few:
                checks.append((index, few))
        for index, few in checks:
            if index is self._exact:
                hay = text
            elif index is self._fold:
                cf = fold_confusables(text).casefold()
                if len(cf) != len(text):  # some character expands (ß → ss): `Projection` folds per run
                    return True
                hay = _SEP_RE.sub("", fold_chars(cf))
            else:
                hay = _NOT_DIGITS_RE.sub("", fold_chars(text))
            if any(p in hay for p in few):
                return True
        return False

    # -- finding -------------------------------------------------------------------------------
    def find(self, text: str, projection: Projection | None = None, *, min_order: int = 0) -> list[KnownMatch]:
        """Every occurrence of every known value and variant in `text` (overlapping and nested
        ones included), sorted by (start, -end). Offsets index `text`. `projection`: the
        text's projection when the caller has it (e.g. from another matcher's cache).
        `min_order`: only values added with an order at or above it (cheap filter).

        Incremental for texts searched again (the vault masks a text again after new entries:
        the next round of one request, a cached message in a later step): the result of a
        search with every order is kept with the text's cached projection, and the next one
        searches only the values added since (`min_order` = the memo's bound, which every later
        order reaches as long as orders are added increasing: otherwise the memo is dropped)
        and merges them in (`_merged`: the result a whole search gives)."""
        if min_order or not self._cache_chars:
            return self._search(text, projection, min_order)
        memo = self._found.get(text)
        if memo is not None and memo[0] == self._bound:
            return list(memo[1])
        if memo is None:
            out = self._search(text, projection, 0)
        else:
            out = _merged(memo[1], self._search(text, projection, memo[0]))
        if text in self._proj:
            self._found[text] = (self._bound, out)
        return list(out)

    def _search(self, text: str, projection: Projection | None, min_order: int) -> list[KnownMatch]:
        """`find` without the memo: one pass per projection. Per automaton hit this is Python,
        so the loop is kept lean: the automata are walked here (no generator), a folded range
        is mapped to raw offsets inline when no character expanded (each run then maps one to
        one), and matches are kept under (start, -end), the order they are returned in."""
        if not text or not (self._fold or self._digits or self._exact):
            return []
        proj = None
        if self._fold or self._digits:
            proj = projection if projection is not None and projection.text == text else self.projection(text)
        found: dict[tuple[int, int], tuple[int, list[_Cand], MatchKind]] = {}  # (start, -end) -> best
        n = len(text)
        bisect_right = bisect.bisect_right

        def offer(a: int, b: int, kind: MatchKind, cands: list[_Cand]) -> None:
            rank = _KIND_RANK[kind]
            cur = found.get((a, -b))
            if cur is None or rank < cur[0]:
                found[(a, -b)] = (rank, cands, kind)
            elif rank == cur[0]:
                cur[1].extend(c for c in cands if c not in cur[1])

        if self._fold and proj is not None:
            folded, plain_text, expanded = proj.folded, proj.plain, proj.expanded
            fs, rs, rl = proj._fs, proj._rs, proj._rl
            nruns, flen = len(fs), len(folded)
            accept = self._accept
            for ac in self._fold.automata():
                for end, slot in ac.iter(folded):
                    if slot.max_order < min_order:
                        continue
                    fb = end + 1
                    fa = fb - slot.n
                    # `Projection.raw_span(fa, fb)`, inline: a run that folds one to one maps
                    # offset by offset (every run unless some character expanded), else whole
                    i = bisect_right(fs, fa) - 1
                    j = bisect_right(fs, end) - 1
                    if expanded:
                        f0 = fs[i]
                        a = rs[i] + (fa - f0 if (fs[i + 1] if i + 1 < nruns else flen) - f0 == rl[i] else 0)
                        f0 = fs[j]
                        b = rs[j] + (fb - f0 if (fs[j + 1] if j + 1 < nruns else flen) - f0 == rl[j] else rl[j])
                    else:
                        a = rs[i] + fa - fs[i]
                        b = rs[j] + fb - fs[j]
                    # separators inside the raw match only when it is longer than the folded one
                    # (or some character expanded), and only between two runs (`gaps` is [] in one)
                    gaps = proj.gaps(fa, fb) if j > i and (b - a != fb - fa or expanded) else []
                    raw = text[a:b]
                    plain = plain_text[a:b]  # `raw` with look-alike letters folded (cased checks)
                    cands = slot.cands
                    if len(cands) == 1:
                        c = cands[0]
                        if c.order >= min_order and accept(text, a, b, plain, gaps, c):
                            offer(a, b, "exact" if c.kind == "variant" and raw == c.source else c.kind, [c])
                        continue
                    ok: dict[MatchKind, list[_Cand]] = {}
                    for c in cands:
                        if c.order < min_order or not accept(text, a, b, plain, gaps, c):
                            continue
                        kind: MatchKind = c.kind
                        if kind == "variant" and raw == c.source:
                            kind = "exact"
                        ok.setdefault(kind, []).append(c)
                    for kind, cs in ok.items():
                        offer(a, b, kind, cs)
        if self._exact:
            for a, b, cands in self._exact.iter(text, min_order):
                ok_exact = [
                    c
                    for c in cands
                    if c.order >= min_order
                    and not (
                        (c.lw and a > 0 and is_word_char(text[a - 1])) or (c.rw and b < n and is_word_char(text[b]))
                    )
                ]
                if ok_exact:
                    offer(a, b, "exact", ok_exact)
        if self._digits and proj is not None:
            dtext, ps, rs, ln = proj.digits()
            for ac in self._digits.automata():
                for end, slot in ac.iter(dtext):
                    if slot.max_order < min_order:
                        continue
                    fb = end + 1
                    fa = fb - slot.n
                    i = bisect_right(ps, fa) - 1
                    j = bisect_right(ps, end) - 1
                    if i < 0 or ps[i] != fa or ps[j] + ln[j] != fb:
                        continue  # not aligned with digit runs
                    a, b = rs[i], rs[j] + ln[j]
                    if (a > 0 and is_word_char(text[a - 1])) or (b < n and is_word_char(text[b])):
                        continue
                    if in_datetime(text, a, b):
                        continue  # a number's digits inside a date/time (``2024-04`` of ``2024-04-01``)
                    offer(a, b, "digits", [c for c in slot.cands if c.order >= min_order])
        out = []
        for key in sorted(found):  # (start, -end): the order of the result
            a, b = key[0], -key[1]
            _, cands, kind = found[key]
            if len(cands) == 1:
                out.append(KnownMatch(a, b, (cands[0].key,), kind, cands[0].source))
                continue
            cands = sorted(cands, key=lambda c: c.order)
            if kind == "exact":
                raw = text[a:b]
                cands = sorted(cands, key=lambda c: (c.source != raw, c.order))
            keys = tuple(dict.fromkeys(c.key for c in cands))
            out.append(KnownMatch(a, b, keys, kind, cands[0].source))
        return out

    @staticmethod
    def _accept(text: str, a: int, b: int, raw: str, gaps: list[int], c: _Cand) -> bool:
        if c.lw and a > 0 and is_word_char(text[a - 1]):
            return False
        if c.rw and b < len(text) and is_word_char(text[b]):
            return False
        if c.kind == "part" and _in_identifier(text, a, b):
            return False
        if c.kind == "variant" and raw[:1].isdigit() and in_datetime(text, a, b, partial=True):
            return False  # ``2024-04`` inside ``2024-04-01`` is part of a date, not the value
        if gaps and not all(g in c.allowed for g in gaps):
            return False
        if c.cased:
            compact = _SEP_RE.sub("", raw)
            src = _SEP_RE.sub("", c.source)
            if compact != src and compact != src.upper():
                return False
        return True


def _in_identifier(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` is glued by an underscore into an identifier (``send_email``,
    ``email_template``): a name part found there is a word of code, not the person. A whole
    name glued so (``anna_smith``) is a variant of the full value and still matches; dotted
    user names (``a.smith``) and path segments are not identifiers here."""
    return (a > 0 and text[a - 1] == "_") or (b < len(text) and text[b] == "_")


def _merged(old: list[KnownMatch], new: list[KnownMatch]) -> list[KnownMatch]:
    """The matches of a search over every value, from `old` (those of the values below some
    order) and `new` (those at or above it) of one text. Per position, as a whole search
    decides (`KnownValueMatcher._search`'s `offer`): the better kind wins; of one kind, the
    keys are those of the candidates sorted by order — the old ones (lower orders) first,
    then the new — and the canonical is the oldest candidate's (an `exact` candidate's
    source is always the matched text, so its sort by source first is the sort by order)."""
    if not new:
        return old
    at = {(m.start, m.end): m for m in old}
    for m in new:
        cur = at.get((m.start, m.end))
        if cur is None or _KIND_RANK[m.kind] < _KIND_RANK[cur.kind]:
            at[(m.start, m.end)] = m
        elif _KIND_RANK[m.kind] == _KIND_RANK[cur.kind]:
            keys = tuple(dict.fromkeys(cur.keys + m.keys))
            at[(m.start, m.end)] = KnownMatch(cur.start, cur.end, keys, cur.kind, cur.canonical)
    return sorted(at.values(), key=lambda m: (m.start, -m.end))


def find_value(text: str, value: str, entity_type: str = "", *, json_escapes: bool = False) -> list[KnownMatch]:
    """Every occurrence of `value` and its variants in `text` (e.g. a stored egress body).

    With `json_escapes`, JSON string escapes (``\\u00e9``, ``\\n``, ``\\"``) are decoded first
    (:class:`edgeward.detectors.textview.TextView`) and offsets mapped back to `text`.
    Keys of the returned matches are ``0``.
    """
    m = KnownValueMatcher(cache_chars=0)
    if not m.add(value, 0, entity_type):
        return []
    if not json_escapes:
        return m.find(text)
    view = TextView(text)
    if view.is_identity:
        return m.find(text)
    out = []
    for k in m.find(view.text):
        a, b = view.to_raw(k.start, k.end)
        out.append(KnownMatch(a, b, k.keys, k.kind, k.canonical))
    return out
