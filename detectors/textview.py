"""A decoded *view* of text that contains JSON string escapes, with an offset map back.

Agent traffic is full of JSON inside strings: tool-call ``arguments`` are raw JSON, tool
results are often ``json.dumps`` output, and Python's default ``ensure_ascii=True`` turns
``张伟`` into ``\\u5f20\\u4f1f``. Recognizers cannot see a name or a phone number through
escapes (``\\nJohn`` reads as the word ``nJohn``), so the scanner analyses a decoded view and
maps every span back to offsets in the raw string. The raw string is what the gate masks, so
spans always refer to it.

Escapes decoded: ``\\uXXXX`` (surrogate pairs joined; lone surrogates become U+FFFD),
``\\"``, ``\\\\``, ``\\/``, ``\\b``, ``\\f``, ``\\n``, ``\\r``, ``\\t``. Up to two nesting
levels are decoded (a JSON document stored in a JSON string stored in a JSON string).
Text with no backslash is returned unchanged at no cost.

With ``fold=True`` the decoded view is then folded (:mod:`edgeward.detectors.unicode_fold`):
invisible characters dropped, NBSP and other spaces made ASCII, compatibility forms
(``＠ ． ４``) replaced, with the offset map composed so spans still index the raw string.
ASCII text skips the fold at no cost.
"""

from __future__ import annotations

import re
import unicodedata

from .line_folding import unfold_lines
from .unicode_fold import fold_unicode

_ESC = re.compile(r'\\(?:u([0-9a-fA-F]{4})|(["\\/bfnrt]))')
_SIMPLE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def _unescape_once(text: str) -> tuple[str, list[int]] | None:
    """Decode one level. Returns (view, starts) with ``len(starts) == len(view) + 1``, where
    ``starts[i]`` is the raw offset of view character ``i`` and ``starts[-1] == len(text)``;
    ``None`` when there is nothing to decode."""
    if "\\" not in text:
        return None
    out: list[str] = []
    starts: list[int] = []
    pos = 0
    matches = list(_ESC.finditer(text))
    if not matches:
        return None
    i = 0
    n = len(matches)
    while i < n:
        m = matches[i]
        if m.start() > pos:
            seg = text[pos : m.start()]
            out.append(seg)
            starts.extend(range(pos, m.start()))
        if m.group(1) is not None:
            cp = int(m.group(1), 16)
            end = m.end()
            if 0xD800 <= cp <= 0xDBFF and i + 1 < n:
                m2 = matches[i + 1]
                if m2.start() == m.end() and m2.group(1) is not None:
                    lo = int(m2.group(1), 16)
                    if 0xDC00 <= lo <= 0xDFFF:
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                        end = m2.end()
                        i += 1
            ch = "\ufffd" if 0xD800 <= cp <= 0xDFFF else chr(cp)
            out.append(ch)
            starts.append(m.start())
            pos = end
        else:
            out.append(_SIMPLE[m.group(2)])
            starts.append(m.start())
            pos = m.end()
        i += 1
    if pos < len(text):
        out.append(text[pos:])
        starts.extend(range(pos, len(text)))
    starts.append(len(text))
    return "".join(out), starts


_PCT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
# a URL query or form value (after "="): "+" is a space there when the value is percent-encoded
_FORM_VALUE = re.compile(r"=(?P<v>[^&\s\"'#<>=]*%[0-9A-Fa-f]{2}[^&\s\"'#<>=]*)")
# a value spelled only with letters, "+" and percent-escapes (a name), checked before "+" is read
_LETTERS_VALUE = re.compile(r"(?:[^\W\d_]|\+|%(?:[89A-Fa-f][0-9A-Fa-f]|20))+")
_PLUS_SPACE = re.compile(r"(?<=[^\W\d_])\+(?=[^\W\d_]|%[0-9A-Fa-f]{2})|(?<=%[0-9A-Fa-f]{2})\+(?=[^\W\d_]|%)")


def _pct_text(decoded: str) -> bool:
    """A percent-decoded run worth showing to the recognizers: letters (any script, with
    their marks) and spaces. Everything else stays encoded: structural URL characters keep
    query strings and connection-string userinfo parseable (``p%40ss@host``), and secrets keep
    the form the credential rules read."""
    return all(c.isalpha() or c == " " or unicodedata.category(c).startswith("M") for c in decoded)


_NCR_RUN = re.compile(r"(?:&#(?:[0-9]{2,7}|[xX][0-9A-Fa-f]{2,6});)+")
_BYTES_RUN = re.compile(r"(?:\\x[0-9A-Fa-f]{2})+")


def _decode_ncr(run: str) -> str | None:
    try:
        return "".join(chr(int(ref[1:], 16) if ref[0] in "xX" else int(ref)) for ref in re.findall(r"&#([^;]+);", run))
    except (ValueError, OverflowError):
        return None


def _decode_bytes(run: str) -> str | None:
    try:
        return bytes.fromhex(run.replace("\\x", "")).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None


def _unpercent(text: str) -> tuple[str, list[int]] | None:
    """Decode URL percent-escapes, HTML numeric character references and Python ``\\xHH``
    bytes escapes that spell letters (``Escol%C3%A1stica``, ``Bonjour%20Zelinda``,
    ``%C5%9Bwi%C4%99tos%C5%82awa``) and ``+`` in a percent-encoded query or form value spelled
    only with letters (``G%C3%B6k%C3%A7enur+Zeytino%C4%9Flu``; not ``P%40ss+w0rd``). Same contract as
    :func:`_unescape_once`; None when nothing is decoded."""
    if "%" not in text and "&#" not in text and "\\x" not in text:
        return None
    edits: list[tuple[int, int, str, int]] = []
    for m in _PCT_RUN.finditer(text):
        try:
            decoded = bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8")
        except UnicodeDecodeError:
            continue
        if _pct_text(decoded):
            edits.append((m.start(), m.end(), decoded, 3))
    # HTML numeric character references (Wojs&#322;awa) and Python bytes escapes of UTF-8
    # (b'Sulis\xc5\x82aw'): letters only, like percent-escapes
    for rx, dec, width in ((_NCR_RUN, _decode_ncr, 0), (_BYTES_RUN, _decode_bytes, 4)):
        for m in rx.finditer(text):
            ref = dec(m.group(0))
            if ref and _pct_text(ref):
                edits.append((m.start(), m.end(), ref, width))
    for v in _FORM_VALUE.finditer(text):
        a, b = v.span("v")
        if not _LETTERS_VALUE.fullmatch(v.group("v")):
            continue  # a value with digits or symbols (a password, an amount) keeps its "+"
        edits.extend((p.start() + a, p.end() + a, " ", 1) for p in _PLUS_SPACE.finditer(text[a:b]))
    if not edits:
        return None
    edits.sort()
    out: list[str] = []
    starts: list[int] = []
    pos = 0
    for a, b, rep, width in edits:
        if a < pos:
            continue
        out.append(text[pos:a])
        starts.extend(range(pos, a))
        if width == 0:  # character references: one "&#…;" per character
            refs = [r.start() + a for r in re.finditer(r"&#", text[a:b])]
        nbytes = 0
        for i, ch in enumerate(rep):
            out.append(ch)
            # a decoded character starts where its first byte's escape starts ("%XX" is 3
            # characters, "\xHH" 4, "+" 1; a character reference is one per character)
            starts.append(refs[i] if width == 0 else a + min(b - a - 1, width * nbytes))
            nbytes += len(ch.encode("utf-8"))
        pos = b
    out.append(text[pos:])
    starts.extend(range(pos, len(text)))
    starts.append(len(text))
    return "".join(out), starts


class TextView:
    """Decoded view of a raw string plus the map back to raw offsets.

    Attributes:
        raw: the original string.
        text: the decoded view (``raw`` itself when nothing was decoded).
    """

    __slots__ = ("raw", "text", "_starts", "_ends")

    def __init__(self, raw: str, max_depth: int = 2, *, fold: bool = False):
        self.raw = raw
        view = raw
        starts: list[int] | None = None
        for _ in range(max_depth):
            res = _unescape_once(view)
            if res is None:
                break
            new_view, new_starts = res
            if starts is None:
                starts = new_starts
            else:  # compose: view offsets -> previous view offsets -> raw offsets
                starts = [starts[j] for j in new_starts]
            view = new_view
        res_pct = _unpercent(view)
        if res_pct is not None:
            pct_view, pct_starts = res_pct
            starts = pct_starts if starts is None else [starts[j] for j in pct_starts]
            view = pct_view
        res_unfold = unfold_lines(view)  # iCalendar/vCard folded lines
        if res_unfold is not None:
            unf_view, unf_starts = res_unfold
            starts = unf_starts if starts is None else [starts[j] for j in unf_starts]
            view = unf_view
        self.text = view
        self._starts = starts
        # raw end of view character i (None: starts[i + 1], no character dropped)
        self._ends: list[int] | None = None
        if fold:
            res2 = fold_unicode(view)
            if res2 is not None:
                fview, fs, fe = res2
                if fs is None or fe is None:
                    pass  # one character for one: the offsets stay
                elif starts is None:
                    self._starts, self._ends = fs + [len(raw)], fe
                else:  # a folded character covers its escape sequence(s) whole
                    self._starts = [starts[j] for j in fs] + [len(raw)]
                    self._ends = [starts[j] for j in fe]
                self.text = fview
            blanked = blank_inline_tags(self.text)
            if blanked is not None:
                self.text = blanked  # one character for one: the offsets stay

    @property
    def is_identity(self) -> bool:
        """True when the view equals the raw string (nothing decoded or folded)."""
        return self._starts is None and self.text is self.raw

    def to_raw(self, start: int, end: int) -> tuple[int, int]:
        """Map a view range ``[start, end)`` to the raw range covering the same characters
        (escape sequences are covered whole)."""
        if self._starts is None:
            return start, end
        if self._ends is None:
            return self._starts[start], self._starts[end]
        if end <= start:
            return self._starts[start], self._starts[start]
        return self._starts[start], self._ends[end - 1]


#: HTML formatting and paragraph tags without attributes (``<b>``, ``</strong>``, ``</p>``): rich-text message bodies (Intercom, Zendesk, Gmail ``text/html`` parts) wrap a
#: greeting's name in them (``<p>Hi <b>Ksenwa</b>,</p>``); a paragraph's or block's end ends a line
_INLINE_TAG_RE = re.compile(r"<(/?)(b|strong|i|em|u|mark|small|span|font|p|div)[ \t]*(/?)>", re.I)
_LINE_END_TAGS = frozenset({"p", "div"})


def blank_inline_tags(text: str) -> str | None:
    """``text`` with attribute-less HTML formatting tags (:data:`_INLINE_TAG_RE`) replaced by
    blanks of the same length — a line break for a closing ``</p>``/``</div>`` (a ``<br>`` is
    left: the address rules read an ``<address>`` block's lines by it)
    — so the name rules read ``Hi <b>Ksenwa</b>,`` as ``Hi    Ksenwa    ,``; an opening ``<p>``/
    ``<div>`` is kept. None when there is no such tag. Offsets are unchanged (one character for one); tags with attributes (links,
    ``<span class=…>``) and table or XML elements are left as they are."""
    if "<" not in text or not _INLINE_TAG_RE.search(text):
        return None

    def blank(m: re.Match[str]) -> str:
        name = m.group(2).lower()
        if name in _LINE_END_TAGS:
            if m.group(1):
                return "\n" + " " * (len(m.group(0)) - 1)
            return m.group(0)  # an opening <p>/<div> stays: rules read a line's markup start
        return " " * len(m.group(0))

    return _INLINE_TAG_RE.sub(blank, text)


_TAG_RE = re.compile(r"</?[A-Za-z][A-Za-z0-9:\-]*(?:\s[^<>]{0,300})?/?>|<!--.{0,2000}?-->", re.S)


def blank_markup(text: str) -> str | None:
    """``text`` with HTML/XML tags and comments replaced by spaces of the same length, or
    None when there is no markup. Used only as the input of the spaCy pipeline (NER reads
    ``<td>Jane Doe</td>`` badly); pattern recognizers still see the original text, so values
    inside attributes are not lost. Offsets are unchanged."""
    if "<" not in text or not _TAG_RE.search(text):
        return None
    return _TAG_RE.sub(lambda m: " " * len(m.group(0)), text)


#: Longest whitespace-free run the spaCy tokenizer is given. Its prefix/suffix loop re-slices
#: the rest of a token once per affix it strips, so a token made of punctuation (a JSON array
#: nested 5,000 deep inside a string: ``[[[…"x"…]]]``) costs time quadratic in its length
#: (measured: 8 KB -> 4.7 s CPU, 16 KB -> ~19 s). No word or name is this long.
MAX_NLP_TOKEN = 64
_LONG_RUN_RE = re.compile(rf"\S{{{MAX_NLP_TOKEN + 1},}}")


def break_long_runs(text: str) -> str | None:
    """``text`` with every whitespace-free run longer than :data:`MAX_NLP_TOKEN` broken by a
    space every ``MAX_NLP_TOKEN`` characters (the character there is replaced, so offsets are
    unchanged), or None when there is no such run. Input of the spaCy pipeline only: pattern
    recognizers still see the original text. Linear time; afterwards the tokenizer's work is
    bounded by ``len(text) * MAX_NLP_TOKEN``."""
    if not _LONG_RUN_RE.search(text):
        return None
    w = MAX_NLP_TOKEN

    def cut(m: re.Match[str]) -> str:
        run = m.group(0)  # keep w characters, replace the next by a space, repeat
        return "".join(run[i : i + w] + (" " if i + w < len(run) else "") for i in range(0, len(run), w + 1))

    return _LONG_RUN_RE.sub(cut, text)


_SURROGATE_RE = re.compile("[\ud800-\udfff]")


def nlp_text(text: str) -> str | None:
    """The text the spaCy pipeline reads in place of ``text`` (same length and offsets:
    markup blanked, long runs broken, lone surrogates as U+FFFD), or None when it would equal
    ``text``. Surrogates: spaCy's tokenizer hashes tokens as UTF-8 and raises
    ``UnicodeEncodeError`` on one (a JSON ``"\\ud800"`` escape decoded by a library caller)."""
    blanked = blank_markup(text)
    broken = break_long_runs(blanked if blanked is not None else text)
    out = broken if broken is not None else blanked
    if _SURROGATE_RE.search(out if out is not None else text):
        out = _SURROGATE_RE.sub("\ufffd", out if out is not None else text)
    return out
