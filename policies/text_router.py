"""A local text router: TF-IDF features + a linear model, stored as plain JSON.

`edgeward router fit` (`edgeward/cmd_router.py`, fitting code in `router_fit.py`) trains it
with scikit-learn; here it is *applied* in pure Python, so the proxy needs neither
scikit-learn nor pickles (a router file is data, never code).

Features (`analyze`): the text is NFKC-normalised and lower-cased; word tokens are runs of
`\\w` characters (Unicode: a run of CJK characters is one token); features are word unigrams
(`w:tok`), word bigrams (`b:tok tok`) and character 2–4-grams inside each word padded with a
space on both sides (`c: ab`) — the character n-grams make the router usable on Chinese
prompts and on inflected words. Term frequency is sublinear (1 + ln tf), weights are
tf × idf with scikit-learn's smoothed idf (ln((1+n)/(1+df)) + 1, stored per feature), and the
vector is L2-normalised: exactly what `TfidfVectorizer(analyzer=analyze, sublinear_tf=True)`
computes (a test checks the parity).

Score = w · x + b, the predicted advantage of the cloud over the edge (cloud score − edge score
per task, for `kind: ridge`; the log-odds that the cloud is better, for `kind: logistic`).
The session goes to the cloud iff score > threshold (strict, as in RouteLLM).

Router JSON (`format: edgeward-router`, `version: 1`)::

    {"format": "edgeward-router", "version": 1, "kind": "ridge" | "logistic",
     "features": {"analyzer": "edgeward-v1", "sublinear_tf": true, "vocabulary": {feature: index},
                  "idf": [float, …]},
     "coef": [float, …], "intercept": float,
     "threshold": τ, "target_cloud_ratio": 0.25,
     "calibration": {…}, "training": {…}}
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from edgeward.policies.base import Route

ANALYZER = "edgeward-v1"
FORMAT = "edgeward-router"
_WORD = re.compile(r"\w+", re.U)


def analyze(text: str) -> list[str]:
    """Feature strings of a text (see the module docstring)."""
    t = unicodedata.normalize("NFKC", text or "").lower()
    words = _WORD.findall(t)
    feats = [f"w:{w}" for w in words]
    feats += [f"b:{a} {b}" for a, b in zip(words, words[1:])]
    for w in words:
        padded = f" {w} "
        for n in (2, 3, 4):
            if len(padded) < n:
                continue
            feats += [f"c:{padded[i : i + n]}" for i in range(len(padded) - n + 1)]
    return feats


@dataclass
class TextRouter:
    """A loaded router file; `score(text)` is the cloud-advantage score."""

    vocabulary: dict[str, int]
    idf: list[float]
    coef: list[float]
    intercept: float
    threshold: float
    kind: str = "ridge"
    sublinear_tf: bool = True
    meta: dict[str, Any] | None = None

    @classmethod
    def from_json(cls, data: dict[str, Any], source: str = "router") -> "TextRouter":
        """Validate and load a router document. Raises ValueError naming the problem."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"{source}: not an edgeward router file (format must be {FORMAT!r})")
        if data.get("version") != 1:
            raise ValueError(f"{source}: unsupported router version {data.get('version')!r}")
        f = data.get("features") or {}
        if f.get("analyzer") != ANALYZER:
            raise ValueError(f"{source}: unknown analyzer {f.get('analyzer')!r}")
        vocab, idf, coef = f.get("vocabulary"), f.get("idf"), data.get("coef")
        if not isinstance(vocab, dict) or not isinstance(idf, list) or not isinstance(coef, list):
            raise ValueError(f"{source}: features.vocabulary, features.idf and coef are required")
        if len(idf) != len(vocab) or len(coef) != len(vocab):
            raise ValueError(f"{source}: vocabulary, idf and coef differ in length")
        thr = data.get("threshold")
        if not isinstance(thr, (int, float)):
            raise ValueError(f"{source}: threshold must be a number")
        return cls(
            {str(k): int(v) for k, v in vocab.items()},
            [float(x) for x in idf],
            [float(x) for x in coef],
            float(data.get("intercept") or 0.0),
            float(thr),
            str(data.get("kind") or "ridge"),
            bool(f.get("sublinear_tf", True)),
            {k: data.get(k) for k in ("target_cloud_ratio", "calibration", "training") if k in data},
        )

    @classmethod
    def load(cls, path: str | Path) -> "TextRouter":
        p = Path(path)
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except OSError as e:
            raise ValueError(f"{p}: cannot read router file ({e.strerror})") from None
        except ValueError as e:
            raise ValueError(f"{p}: invalid JSON ({e})") from None
        return cls.from_json(data, str(p))

    def vector(self, text: str) -> dict[int, float]:
        """The L2-normalised TF-IDF vector of `text` (sparse: index → weight)."""
        counts = Counter(f for f in analyze(text) if f in self.vocabulary)
        vec: dict[int, float] = {}
        for feat, tf in counts.items():
            j = self.vocabulary[feat]
            w = (1.0 + math.log(tf)) if self.sublinear_tf else float(tf)
            vec[j] = w * self.idf[j]
        norm = math.sqrt(sum(v * v for v in vec.values()))
        if norm > 0:
            vec = {j: v / norm for j, v in vec.items()}
        return vec

    def score(self, text: str) -> float:
        """w · x + b for this text."""
        return sum(self.coef[j] * v for j, v in self.vector(text).items()) + self.intercept

    def route(self, text: str, threshold: float | None = None) -> tuple[Route, float, float]:
        """(`edge`|`cloud`, score, threshold used): cloud iff score > threshold."""
        s = self.score(text)
        thr = self.threshold if threshold is None else threshold
        return ("cloud" if s > thr else "edge"), s, thr
