"""The oracle's honesty rule: it may use a value only if it received it, literally or as the
placeholder that stands where the value stood.

The oracle knows each task's reference solution in clear (its own replay: the reference's tool
results, ``edgeward.harness.oracle``). What it *received* may be masked: the egress gate put
``[EMAIL_ADDRESS_2]`` where ``dana@example.org`` stood. Three steps keep it honest:

1. :func:`align` maps placeholders back to the clear values they hide. First whole strings: a
   received string that is a masked copy of one of the oracle's clear texts (the tool result of
   the same call, the prompt, a call's arguments) is walked literal piece by literal piece,
   each placeholder taking the text up to the next piece, and kept only when substituting back
   gives the clear text exactly (:func:`walk`). Then, for placeholders left (a result of a call
   the reference never made, a transcript cut by the advisor), by context: the literal text
   around the placeholder (up to 32 characters each side, then 12, then 5, never crossing
   another placeholder or a line end) is looked up in the clear texts, and a value is taken only
   when that context names exactly one value not already taken. A value keeps one placeholder
   (the vault's mapping is one to one); JSON numbers the gate turned into quoted placeholders
   (``"[AMOUNT_1]"`` for ``1234``) are looked up without the quotes; ``\\uXXXX`` escapes are
   decoded on both sides first. What cannot be placed stays unknown: never guessed.
2. :class:`Knowledge` is what the oracle may use: every received string with each aligned
   placeholder replaced by its value (unaligned placeholders stay as they are).
3. :func:`render` writes a clear reference string in the received space: every aligned value
   becomes its placeholder (the proxy's vault restores it on the way back); then every word
   the oracle could only have learnt from the task (a ``\\w+`` run, case-folded, at least two
   characters, occurring in the task's prompt or in the result of a reference action *before*
   the one being written) must occur in the knowledge, and a value of several such words
   joined by ``.@+-`` (an e-mail address, an id) that occurs whole in that data must occur
   whole in the knowledge; else the whole value is dropped (``missing``: "" in tool-call
   arguments, ``<?>`` in advice and outlines) and counted. Words of the oracle's own
   composition (not in the task's data before that action: "Sent", a computed total, a script
   it writes) are free. For CJK text, whose words are not separated, the check is per
   character bigram of the same kind.

A value the oracle never received therefore cannot appear in its output: the best effort
without it (an empty ``to``, an answer missing the number) then fails grading honestly, as it
would for a real model that never saw the value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from edgeward.proxy.privacy.vault import PLACEHOLDER_RE

__all__ = ["Alignment", "Knowledge", "align", "render", "render_args", "to_received", "unescape", "walk"]

CONTEXTS = (32, 12, 5)
MAX_VALUE_CHARS = 200
_WORD = re.compile(r"\w+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_NUMBER = r"(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)"
_TOKEN = re.compile(r"[\w.@+\-]+")  # one value: words joined by .@+- (dana.w@x.org, INV-3101)


def _trim(text: str, a: int, b: int) -> tuple[int, int]:
    """Shrink a span so it starts and ends with a letter or digit (keeps sentence punctuation)."""
    while a < b and not text[a].isalnum():
        a += 1
    while b > a and not text[b - 1].isalnum():
        b -= 1
    return a, b


@dataclass
class Alignment:
    """Placeholder ↔ clear value, one to one (``to_value``, ``to_placeholder``)."""

    to_value: dict[str, str] = field(default_factory=dict)
    to_placeholder: dict[str, str] = field(default_factory=dict)


_UESC = re.compile(r"\\u([0-9a-fA-F]{4})(?:\\u([dD][c-fC-F][0-9a-fA-F]{2}))?")


def unescape(text: str) -> str:
    """`text` with JSON ``\\uXXXX`` escapes decoded (services answer ``ensure_ascii`` JSON while
    the gate re-encodes a masked string literal as UTF-8: both sides are compared decoded)."""
    if "\\u" not in text:
        return text

    def sub(m: re.Match[str]) -> str:
        hi = int(m.group(1), 16)
        if m.group(2) and 0xD800 <= hi < 0xDC00:
            return chr(0x10000 + ((hi - 0xD800) << 10) + (int(m.group(2), 16) - 0xDC00))
        return chr(hi) + (chr(int(m.group(2), 16)) if m.group(2) else "")

    return _UESC.sub(sub, text)


def walk(received: str, clear: str) -> dict[str, str] | None:
    """Align a received string with the clear string it is a masked copy of: literal text must
    match exactly, each placeholder takes the text up to the next literal piece (one pass, no
    backtracking); the result is verified by substituting back. None when they do not
    correspond (or two placeholders touch, which leaves their boundary unknown)."""
    ms = list(PLACEHOLDER_RE.finditer(received))
    if not ms:
        return None
    lits = [received[: ms[0].start()]] + [
        received[m.end() : (ms[k + 1].start() if k + 1 < len(ms) else len(received))] for k, m in enumerate(ms)
    ]
    if not clear.startswith(lits[0]):
        return None
    pos, out = len(lits[0]), dict[str, str]()
    for k, m in enumerate(ms):
        nxt = lits[k + 1]
        if k == len(ms) - 1:
            end = len(clear) - len(nxt)
            if not clear.endswith(nxt) or end <= pos:
                return None
            value, pos = clear[pos:end], len(clear)
        else:
            if not nxt:
                return None
            j = clear.find(nxt, pos + 1)
            if j < 0:
                return None
            value, pos = clear[pos:j], j + len(nxt)
        if len(value) > MAX_VALUE_CHARS or PLACEHOLDER_RE.search(value) or out.get(m.group(0), value) != value:
            return None
        out[m.group(0)] = value
    if PLACEHOLDER_RE.sub(lambda m: out[m.group(0)], received) != clear:
        return None
    return out


def _candidates(left: str, right: str, clear: list[str]) -> set[str]:
    pre = re.escape(left) if left else r"^"
    post = re.escape(right) if right else r"$"
    pats = [re.compile(f"{pre}([^\\n]{{1,{MAX_VALUE_CHARS}}}?){post}", re.MULTILINE)]
    if left.endswith('"') and right.startswith('"'):  # a number the gate quoted
        pats.append(re.compile(f"{re.escape(left[:-1])}{_NUMBER}{re.escape(right[1:])}", re.MULTILINE))
    out: set[str] = set()
    for text in clear:
        for pat in pats:
            out |= {m.group(1) for m in pat.finditer(text) if not PLACEHOLDER_RE.search(m.group(1))}
    return out


def align(received: Iterable[str], clear: Iterable[str]) -> Alignment:
    """Map the placeholders of `received` to clear values found in `clear` (module docstring)."""
    clear = [unescape(c) for c in clear if c]
    got = [unescape(t) for t in received if t and "[" in t]
    al = Alignment()

    def take(ph: str, value: str) -> None:
        if ph not in al.to_value and value not in al.to_placeholder:
            al.to_value[ph] = value
            al.to_placeholder[value] = ph

    # 1. whole strings that are masked copies of a clear one (a tool result of the same call,
    # the prompt, arguments): exact and unambiguous
    pending: list[str] = []
    for text in got:
        maps = [mp for c in clear if (mp := walk(text, c)) is not None]
        if maps and all(mp == maps[0] for mp in maps):
            for ph, value in maps[0].items():
                take(ph, value)
        else:
            pending.append(text)
    # 2. the rest by context, only where the context names one value not already taken
    for text in pending:
        ms = list(PLACEHOLDER_RE.finditer(text))
        for j, m in enumerate(ms):
            if m.group(0) in al.to_value:
                continue
            lo = ms[j - 1].end() if j else 0
            hi = ms[j + 1].start() if j + 1 < len(ms) else len(text)
            left_all, right_all = text[lo : m.start()], text[m.end() : hi]
            for n in CONTEXTS:
                left = left_all[-n:].rsplit("\n", 1)[-1]
                right = right_all[:n].split("\n", 1)[0]
                if not left.strip() and not right.strip():
                    break
                found = _candidates(left, right, clear) - set(al.to_placeholder)
                if found:
                    if len(found) == 1:
                        take(m.group(0), found.pop())
                    break
    return al


def _value_regex(values: Iterable[str]) -> re.Pattern[str] | None:
    parts = []
    for v in sorted(values, key=len, reverse=True):
        p = re.escape(v)
        if v[:1].isascii() and v[:1].isalnum():
            p = r"(?<![A-Za-z0-9])" + p
        if v[-1:].isascii() and v[-1:].isalnum():
            p += r"(?![A-Za-z0-9])"
        parts.append(p)
    return re.compile("|".join(parts)) if parts else None


def to_received(text: str, al: Alignment) -> str:
    """`text` with every aligned clear value replaced by its placeholder, in one pass (longest
    value first; an ASCII letter or digit next to a value's letter/digit end is no match, as in
    the vault)."""
    rx = _value_regex(al.to_placeholder)
    return rx.sub(lambda m: al.to_placeholder[m.group(0)], text) if rx is not None and text else text


def _units(text: str) -> set[str]:
    """Case-folded words (≥ 2 characters) and, inside CJK runs, character bigrams."""
    out: set[str] = set()
    for w in _WORD.findall(text.casefold()):
        if _CJK.search(w):
            out |= {w[i : i + 2] for i in range(len(w) - 1)}
        elif len(w) >= 2:
            out.add(w)
    return out


class Knowledge:
    """What the oracle may use (module docstring, step 2) and what counts as task data.

    Args:
        received: every string received in this request.
        al: the alignment of its placeholders.
        data: the task's clear texts that hold values, in the order the reference met them:
            the prompt, then the result of each reference action. ``upto=n`` in the methods
            below counts only the first n of them as data (a word the reference wrote before
            it could have read it anywhere is its own composition, e.g. a script it authors).
    """

    def __init__(self, received: Iterable[str], al: Alignment, data: Sequence[str | None]) -> None:
        self.alignment = al
        self.text = "\n".join(
            PLACEHOLDER_RE.sub(lambda m: al.to_value.get(m.group(0), m.group(0)), unescape(t)) for t in received if t
        )
        self.known = _units(self.text)
        self._known_cf = self.text.casefold()
        self._data = [unescape(d or "") for d in data]
        self._prefix: dict[int, tuple[set[str], str]] = {}

    def data(self, upto: int | None = None) -> tuple[set[str], str]:
        """(units, case-folded text) of the first `upto` data texts (all when None)."""
        n = len(self._data) if upto is None else max(0, min(upto, len(self._data)))
        if n not in self._prefix:
            text = "\n".join(self._data[:n])
            self._prefix[n] = (_units(text), text.casefold())
        return self._prefix[n]

    def missing_spans(self, text: str, upto: int | None = None) -> list[tuple[int, int]]:
        """Spans of `text` (outside placeholders) holding task data the oracle never received:
        a value of several words joined by ``.@+-`` (an address, an id) found whole in the data
        but not in what was received, or one with a data word that was not received; for CJK
        text, the character bigrams of the same kind."""
        data, data_cf = self.data(upto)
        spans: list[tuple[int, int]] = []
        holes = [m.span() for m in PLACEHOLDER_RE.finditer(text)]
        for m in _TOKEN.finditer(text):
            a, b = _trim(text, *m.span())
            if a >= b or any(ha <= a < hb for ha, hb in holes):
                continue
            tok = text[a:b].casefold()
            if _CJK.search(tok):
                for w in _WORD.finditer(tok):
                    run = w.group(0)
                    for i in range(len(run) - 1):
                        g = run[i : i + 2]
                        if _CJK.search(g) and g in data and g not in self.known:
                            spans.append((a + w.start() + i, a + w.start() + i + 2))
                continue
            words = [w for w in _WORD.findall(tok) if len(w) >= 2 and w in data]
            if not words:
                continue
            whole = len(_WORD.findall(tok)) > 1 and tok in data_cf and tok not in self._known_cf
            if whole or any(w not in self.known for w in words):
                spans.append((a, b))
        merged: list[tuple[int, int]] = []
        for a, b in sorted(spans):
            if merged and a <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
            else:
                merged.append((a, b))
        return merged


def render(text: str, kn: Knowledge, missing: str = "", upto: int | None = None) -> tuple[str, int]:
    """A clear reference string as the oracle may write it: (text, number of dropped spans);
    `upto` as in :meth:`Knowledge.missing_spans`."""
    out = to_received(text, kn.alignment)
    spans = kn.missing_spans(out, upto)
    for a, b in reversed(spans):
        out = out[:a] + missing + out[b:]
    if spans and not missing:
        out = re.sub(r"[ \t]{2,}", " ", out)
    return out, len(spans)


def render_args(args: Any, kn: Knowledge, missing: str = "", upto: int | None = None) -> tuple[Any, int]:
    """`render` applied to every string (and number) inside tool-call arguments; keys kept. A
    number the oracle saw only as a placeholder becomes that placeholder (a string), one it
    never received becomes null."""
    if isinstance(args, str):
        return render(args, kn, missing, upto)
    if isinstance(args, bool) or args is None:
        return args, 0
    if isinstance(args, (int, float)):
        s = repr(args) if isinstance(args, float) else str(args)
        ph = kn.alignment.to_placeholder.get(s)
        if ph is not None:
            return ph, 0
        return (None, 1) if kn.missing_spans(s, upto) else (args, 0)
    if isinstance(args, list):
        items = [render_args(a, kn, missing, upto) for a in args]
        return [i[0] for i in items], sum(i[1] for i in items)
    if isinstance(args, dict):
        pairs = {k: render_args(v, kn, missing, upto) for k, v in args.items()}
        return {k: v[0] for k, v in pairs.items()}, sum(v[1] for v in pairs.values())
    return args, 0
