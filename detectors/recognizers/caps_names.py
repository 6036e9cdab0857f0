"""Names written in capitals.

- :class:`AllCapsNameRecognizer` (``PERSON``): spaCy's small model misses names written in
  capitals (``JOHN SMITH`` on forms, labels, exports). Runs of 2-4 capitalised words that are
  not log/tech vocabulary (:data:`TECH_WORDS`) are title-cased (same length, offsets kept) and
  the line is re-run through spaCy; words the NER then tags PERSON are reported (0.8). Cost:
  one extra spaCy call per line holding such a run, none otherwise.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer
from .vocab import TECH_WORDS


# capitals of Latin-1 and Latin Extended-A as well (``URDANGARÍN``, ``ŁUKASZEWICZ``): an ASCII
# class cut ``LOGÍSTICA`` to ``LOG``; a run must not touch a letter on either side
_UP = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ"
_CAPS_RUN_RE = re.compile(
    r"(?<![\w\-])"
    rf"(?:[{_UP}][{_UP}'’\-]{{1,24}}(?:[ \t]+[{_UP}]\.?)?(?:,?[ \t]+[{_UP}][{_UP}'’\-]{{1,24}}){{1,3}})"
    r"(?![\w\-])"
)


class AllCapsNameRecognizer(OurRecognizer):
    """Names written in capitals (see module docstring). Needs the spaCy ``Language``
    object used by the engine (``nlp``)."""

    ENTITIES = ("PERSON",)

    def __init__(self, nlp: Any, supported_language: str = "en"):
        self._nlp = nlp
        super().__init__(supported_language=supported_language)

    @staticmethod
    def _candidates(text: str) -> list[tuple[int, int]]:
        out = []
        for m in _CAPS_RUN_RE.finditer(text):
            words = re.findall(rf"[{_UP}][{_UP}'’\-]+", m.group(0))
            if len(words) < 2 or any(w.strip("'’-") in TECH_WORDS for w in words):
                continue
            out.append(m.span())
        return out

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("PERSON", start, end, 0.8)`` for capitalised names confirmed by NER."""
        cands = self._candidates(text)
        if not cands:
            return
        # group candidates by line, title-case them, run NER once per line
        lines: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for s, e in cands:
            ls = text.rfind("\n", 0, s) + 1
            le = text.find("\n", e)
            le = len(text) if le < 0 else le
            lines.setdefault((ls, le), []).append((s, e))
        keys = list(lines)
        docs_in = []
        for ls, le in keys:
            chars = list(text[ls:le])
            for s, e in lines[(ls, le)]:
                titled = re.sub(rf"[{_UP}][{_UP}'’\-]*", lambda w: w.group(0)[0] + w.group(0)[1:].lower(), text[s:e])
                chars[s - ls : e - ls] = list(titled)
            docs_in.append("".join(chars))
        for (ls, le), doc in zip(keys, self._nlp.pipe(docs_in)):
            for ent in doc.ents:
                if ent.label_ not in ("PERSON", "PER"):
                    continue
                es, ee = ls + ent.start_char, ls + ent.end_char
                for s, e in lines[(ls, le)]:
                    a, b = max(s, es), min(e, ee)
                    if b - a >= 2 and " " in text[a:b].strip():
                        yield "PERSON", a, b, 0.79
