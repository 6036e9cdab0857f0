"""The oracle's honesty rule: it may use a value only if it received it, literally or as the
placeholder that stands where the value stood.

The oracle knows each task's reference solution in clear (its own replay: the reference's tool
results, ``edgeward.harness.oracle``). What it *received* may be masked: the egress gate put
``[EMAIL_ADDRESS_2]`` where ``dana@example.org`` stood. Three steps keep it honest:

1. :func:`align` maps placeholders back to the clear values they hide, by context: for each
   placeholder in a received string, the literal text around it (up to 32 characters each side,
   then 12, then 5, never crossing another placeholder; a line boundary when there is none) is
   looked up in the oracle's clear texts, and the text between is a candidate value. Votes are
   weighted by context length; each placeholder keeps its best value and a value keeps one
   placeholder (the vault's mapping is one to one). JSON numbers that the gate turned into
   quoted placeholders (``"[AMOUNT_1]"`` for ``1234``) are looked up without the quotes.
2. :class:`Knowledge` is what the oracle may use: every received string with each aligned
   placeholder replaced by its value (unaligned placeholders stay as they are).
3. :func:`render` writes a clear reference string in the received space: every aligned value
   becomes its placeholder (the proxy's vault restores it on the way back); then every word
   the oracle could only have learnt from the task (a ``\\w+`` run, case-folded, at least two
   characters, occurring in the task's prompt or in the reference's tool results) must occur
   in the knowledge, else the value it belongs to (the word with the characters that join it
   into one token: ``.@+-``, e.g. a whole e-mail address) is dropped (``missing``: "" in
   tool-call arguments, ``<?>`` in advice and outlines) and counted. Words of the oracle's own composition (not in the task's
   data: "Sent", a computed total) are free. For CJK text, whose words are not separated, the
   check is per character bigram of the same kind.

A value the oracle never received therefore cannot appear in its output: the best effort
without it (an empty ``to``, an answer missing the number) then fails grading honestly, as it
would for a real model that never saw the value.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from edgeward.proxy.vault import PLACEHOLDER_RE

__all__ = ["Alignment", "Knowledge", "align", "render", "render_args", "to_received"]

CONTEXTS = (32, 12, 5)
MAX_VALUE_CHARS = 200
_WORD = re.compile(r"\w+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_NUMBER = r"(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)"
_JOINER = re.compile(r"[\w.@+\-]")  # characters that hold one value together (dana.w@x.org)


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


def _candidates(left: str, right: str, clear: list[str]) -> list[str]:
    pre = re.escape(left) if left else r"^"
    post = re.escape(right) if right else r"$"
    pats = [re.compile(f"{pre}([^\\n]{{1,{MAX_VALUE_CHARS}}}?){post}", re.MULTILINE)]
    if left.endswith('"') and right.startswith('"'):  # a number the gate quoted
        pats.append(re.compile(f"{re.escape(left[:-1])}{_NUMBER}{re.escape(right[1:])}", re.MULTILINE))
    out = []
    for text in clear:
        for pat in pats:
            out += [m.group(1) for m in pat.finditer(text) if not PLACEHOLDER_RE.search(m.group(1))]
    return out


def align(received: Iterable[str], clear: Iterable[str]) -> Alignment:
    """Map the placeholders of `received` to clear values found in `clear` (module docstring)."""
    clear = [c for c in clear if c]
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    for text in received:
        if not text or "[" not in text:
            continue
        ms = list(PLACEHOLDER_RE.finditer(text))
        for j, m in enumerate(ms):
            lo = ms[j - 1].end() if j else 0
            hi = ms[j + 1].start() if j + 1 < len(ms) else len(text)
            left_all, right_all = text[lo:m.start()], text[m.end():hi]
            for n in CONTEXTS:
                left = left_all[-n:].rsplit("\n", 1)[-1]
                right = right_all[:n].split("\n", 1)[0]
                if not left.strip() and not right.strip():
                    break
                found = _candidates(left, right, clear)
                if found:
                    for v in found:
                        votes[m.group(0)][v] += n
                    break
    al = Alignment()
    ranked = sorted(((c.most_common(1)[0][1], ph, c.most_common(1)[0][0]) for ph, c in votes.items()),
                    key=lambda t: (-t[0], t[1]))
    for _, ph, value in ranked:
        if value in al.to_placeholder:
            continue
        al.to_value[ph] = value
        al.to_placeholder[value] = ph
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
            out |= {w[i:i + 2] for i in range(len(w) - 1)}
        elif len(w) >= 2:
            out.add(w)
    return out


class Knowledge:
    """What the oracle may use (module docstring, step 2) and what counts as task data.

    Args:
        received: every string received in this request.
        al: the alignment of its placeholders.
        data: the task's clear texts that hold values (prompt, reference tool results).
    """

    def __init__(self, received: Iterable[str], al: Alignment, data: Iterable[str]) -> None:
        self.alignment = al
        self.text = "\n".join(PLACEHOLDER_RE.sub(lambda m: al.to_value.get(m.group(0), m.group(0)), t)
                              for t in received if t)
        self.known = _units(self.text)
        self.data = _units("\n".join(d for d in data if d))

    def missing_spans(self, text: str) -> list[tuple[int, int]]:
        """Spans of `text` (outside placeholders) holding task data the oracle never received."""
        spans: list[tuple[int, int]] = []
        holes = [m.span() for m in PLACEHOLDER_RE.finditer(text)]
        for m in _WORD.finditer(text):
            a, b = m.span()
            if any(ha <= a < hb for ha, hb in holes):
                continue
            w = m.group(0).casefold()
            if _CJK.search(w):
                for i in range(len(w) - 1):
                    g = w[i:i + 2]
                    if g in self.data and g not in self.known:
                        spans.append((a + i, a + i + 2))
            elif len(w) >= 2 and w in self.data and w not in self.known:
                # the whole value it is part of (an address, an id, a dotted number)
                while a > 0 and _JOINER.match(text[a - 1]):
                    a -= 1
                while b < len(text) and _JOINER.match(text[b]):
                    b += 1
                a, b = _trim(text, a, b)
                spans.append((a, b))
        merged: list[tuple[int, int]] = []
        for a, b in sorted(spans):
            if merged and a <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
            else:
                merged.append((a, b))
        return merged


def render(text: str, kn: Knowledge, missing: str = "") -> tuple[str, int]:
    """A clear reference string as the oracle may write it: (text, number of dropped spans)."""
    out = to_received(text, kn.alignment)
    spans = kn.missing_spans(out)
    for a, b in reversed(spans):
        out = out[:a] + missing + out[b:]
    if spans and not missing:
        out = re.sub(r"[ \t]{2,}", " ", out)
    return out, len(spans)


def render_args(args: Any, kn: Knowledge, missing: str = "") -> tuple[Any, int]:
    """`render` applied to every string (and number) inside tool-call arguments; keys kept. A
    number the oracle saw only as a placeholder becomes that placeholder (a string), one it
    never received becomes null."""
    if isinstance(args, str):
        return render(args, kn, missing)
    if isinstance(args, bool) or args is None:
        return args, 0
    if isinstance(args, (int, float)):
        s = repr(args) if isinstance(args, float) else str(args)
        ph = kn.alignment.to_placeholder.get(s)
        if ph is not None:
            return ph, 0
        return (None, 1) if kn.missing_spans(s) else (args, 0)
    if isinstance(args, list):
        items = [render_args(a, kn, missing) for a in args]
        return [i[0] for i in items], sum(i[1] for i in items)
    if isinstance(args, dict):
        pairs = {k: render_args(v, kn, missing) for k, v in args.items()}
        return {k: v[0] for k, v in pairs.items()}, sum(v[1] for v in pairs.values())
    return args, 0
