"""Is this word shaped like a personal name? A character n-gram model trained at load time.

The name lists (``name_lists.py``) know ~57k given names and surnames; people in real traffic
(and in the blind held-out corpus, on purpose) carry names no list has. This model scores a
single word by its letters, so an unlisted ``Tillbrook`` or ``Wendeline`` can count as
name-like evidence where a rule now demands a list hit — always together with the rule's
structure (capitalisation, a cue, a pair), never alone.

**Model.** Multinomial naive Bayes over the character 1- to 5-grams of the case-folded word
with boundary marks (``^tillbrook$`` → ``^``, ``t``, …, ``^till``, ``rook$``). The score of a
word is the *mean* log-likelihood ratio log P(g | name) − log P(g | word) over its n-grams
(additive smoothing 0.5; n-grams seen fewer than :data:`MIN_COUNT` times in training are
dropped, an unseen n-gram adds 0). Scores mostly lie within ±1.5 (``deployment`` −0.60, ``Gülsevim``
+0.83, ``Σκαρλατοπούλου`` +1.43); 0 means no preference. Short words are unreliable (``the``
scores +0.68: it is a listed name word, so no negative); callers add rarity and structure. Only words in the cased alphabets the name rules read are scored (Latin with
diacritics, Cyrillic, Greek; :data:`WORD_RE`); any other word scores ``None``.

**Training data** (all shipped inside installed packages, read offline):

- names: every given name and surname of Faker's person providers (:func:`name_lists`), the
  cased-script ones (46,423 words);
- words: the :data:`NEGATIVES_PER_LANGUAGE` most frequent words of each of ``wordfreq``'s 42
  languages (its ``small`` lists: subtitles, Wikipedia, news, web), minus listed names, plus the
  technology terms (``tech_terms.TECH_TERMS``) and the organisation/role words of
  ``recognizers/name_shape.py`` (120,382 words in cased scripts).

Training takes about 0.8-1.2 s of CPU on this shared 2-core machine (numpy: the n-grams of
every word are packed into int64 keys and counted with ``np.unique``; ~310k n-grams kept), plus
``wordfreq``'s list loading (0.5-1.1 s, once per process, shared with the rules that ask
``wordfreq``); :func:`name_model` caches the result and ``preload.load_reference_data`` builds
it at warm-up (measured: 1.3 s → 3.2 s CPU for the whole warm-up on the loaded machine). A
lookup is one ``np.searchsorted`` over a word's ~40 n-grams (20-45 µs); callers cache per word.

**Measured held-out quality** (``benchmarks/detectors/name_model_eval.py``, seed 7: 10 % of the
names and 10 % of the words held out, the model retrained on the rest; a third set of *rare*
words, ``wordfreq`` ranks 5,000-30,000 of every language, none in training): ROC AUC 0.920
names vs words, 0.909 names vs rare words. At :data:`NAME_LIKE_THRESHOLD` it calls 61 % of
unseen names name-like, 4.4 % of unseen frequent words and 5.5 % of rare words (precision
0.92 if names and rare words came 1:1). Names of a tradition it never saw are harder: with
every Finnish, Turkish, Polish and Portuguese Faker name held out, 26 % of them pass. It is
evidence, not a verdict: about one rare word in 20 looks like a name to it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

import numpy as np

from .name_lists import name_lists
from .recognizers.name_shape import NOT_NAME_WORDS, ROLE_WORDS
from .tech_terms import TECH_TERMS

#: longest n-gram (boundary marks included)
NGRAM_MAX = 5
#: n-grams seen fewer times than this (names and words together) are dropped: they are
#: mostly one word's own letters and would only memorise it
MIN_COUNT = 2
#: additive smoothing of the n-gram counts
ALPHA = 0.5
#: frequent words taken from each ``wordfreq`` language as negatives
NEGATIVES_PER_LANGUAGE = 5000
#: mean log-likelihood ratio from which a word counts as name-like (module docstring: ~60 %
#: of unseen names, ~3-4 % of unseen words)
NAME_LIKE_THRESHOLD = 0.25
#: one word of a cased script: Latin (with diacritics), Cyrillic, Greek letters; an apostrophe
#: may sit inside (``o'neill``)
WORD_RE = re.compile(
    r"[a-zß-öø-ÿā-ɏ\u1e00-\u1eff\u0430-\u045f\u0460-\u04ff\u03ac-\u03ce\u03b1-\u03c9ΐΰ]+(?:['’][a-zß-öø-ÿā-ɏ]+)?"
)
# key layout: n in the bits from 58 up, the n-gram's letter ids in base ``base`` below
_LEN_SHIFT = 58


@dataclass(frozen=True, eq=False)
class NameModel:
    """A trained model: sorted n-gram keys, their log-likelihood ratios, the letter ids.

    ``keys``: int64, sorted, shape (k,); ``weights``: float64, shape (k,), log P(g|name) −
    log P(g|word); ``letters``: letter → id (1..base−1; 0 for a letter never seen);
    ``threshold``: :data:`NAME_LIKE_THRESHOLD` unless trained otherwise."""

    keys: np.ndarray
    weights: np.ndarray
    letters: dict[str, int]
    base: int
    threshold: float = NAME_LIKE_THRESHOLD

    def score(self, word: str) -> float | None:
        """Mean log-likelihood ratio (name vs word) of ``word``'s n-grams, case-folded; None
        when ``word`` is not one word of a cased script (:data:`WORD_RE`). A hyphenated word
        scores its weakest part (``Jean-Tillbrook``: both parts must look like names)."""
        parts = _fold(word).split("-")
        if not parts or not all(p and WORD_RE.fullmatch(p) for p in parts):
            return None
        return min(self._score(p) for p in parts)

    def is_name_like(self, word: str) -> bool:
        """``word`` scores at least :attr:`threshold` (False for a word the model cannot read)."""
        s = self.score(word)
        return s is not None and s >= self.threshold

    def _score(self, word: str) -> float:
        ids = [self.letters.get(ch, 0) for ch in f"^{word}$"]
        q = []
        for n in range(1, NGRAM_MAX + 1):
            tag = n << _LEN_SHIFT
            for i in range(len(ids) - n + 1):
                k = 0
                for j in range(i, i + n):
                    k = k * self.base + ids[j]
                q.append(k + tag)
        qa = np.asarray(q, dtype=np.int64)
        at = np.searchsorted(self.keys, qa)
        at[at >= len(self.keys)] = 0
        hit = self.keys[at] == qa
        return float(self.weights[at[hit]].sum()) / len(q)


def _fold(word: str) -> str:
    """Case-folded, typographic apostrophe made ASCII, the combining dot of a folded ``İ`` dropped."""
    return word.casefold().replace("’", "'").replace("\u0307", "")


def _codes(words: list[str]) -> np.ndarray:
    """The words joined as ``^w1$^w2$…``, as an array of code points (uint32, shape (m,))."""
    return np.frombuffer(("^" + "$^".join(words) + "$").encode("utf-32-le"), dtype=np.uint32)


def _keys(ids: np.ndarray, base: int) -> np.ndarray:
    """Every 1..NGRAM_MAX-gram key of the id sequence ``ids`` (int64, shape (m,)). n-grams that
    cross a word boundary (``$^`` inside) are counted too but never asked for."""
    out = []
    for n in range(1, NGRAM_MAX + 1):
        k = np.zeros(len(ids) - n + 1, dtype=np.int64)
        for j in range(n):
            k = k * base + ids[j : len(ids) - n + 1 + j]
        out.append(k + (n << _LEN_SHIFT))
    return np.concatenate(out)


def train(names: Iterable[str], words: Iterable[str], threshold: float = NAME_LIKE_THRESHOLD) -> NameModel:
    """Fit the model on ``names`` (positives) and ``words`` (negatives), case-folded; words
    outside :data:`WORD_RE` are skipped. Deterministic for the same inputs (sorted first).

    Raises ValueError when either class is empty."""
    pos = sorted({f for f in map(_fold, names) if WORD_RE.fullmatch(f)})
    neg = sorted({f for f in map(_fold, words) if WORD_RE.fullmatch(f)} - set(pos))
    if not pos or not neg:
        raise ValueError("name_model.train needs names and words")
    cpos, cneg = _codes(pos), _codes(neg)
    alphabet = np.unique(np.concatenate([cpos, cneg]))
    base = len(alphabet) + 1  # id 0: a letter never seen in training
    if base**NGRAM_MAX >= 1 << _LEN_SHIFT:
        raise ValueError(f"alphabet of {base - 1} letters too large for {NGRAM_MAX}-gram keys")
    kp, cp = np.unique(_keys(np.searchsorted(alphabet, cpos).astype(np.int64) + 1, base), return_counts=True)
    kn, cn = np.unique(_keys(np.searchsorted(alphabet, cneg).astype(np.int64) + 1, base), return_counts=True)
    keys = np.union1d(kp, kn)
    p = np.zeros(len(keys))
    n = np.zeros(len(keys))
    p[np.searchsorted(keys, kp)] = cp
    n[np.searchsorted(keys, kn)] = cn
    # log-likelihoods per class over the whole n-gram vocabulary, then pruned
    v = len(keys)
    weights = (np.log(p + ALPHA) - np.log(p.sum() + ALPHA * v)) - (np.log(n + ALPHA) - np.log(n.sum() + ALPHA * v))
    keep = (p + n) >= MIN_COUNT
    letters = {chr(int(c)): i + 1 for i, c in enumerate(alphabet)}
    return NameModel(keys[keep], weights[keep], letters, base, threshold)


def training_words() -> tuple[list[str], list[str]]:
    """(names, words) the shipped model is trained on (module docstring), case-folded, sorted."""
    from wordfreq import available_languages, get_frequency_list, top_n_list  # data loads per language

    lists = name_lists()
    names = lists.given | lists.surnames
    words: set[str] = set(TECH_TERMS) | set(NOT_NAME_WORDS) | set(ROLE_WORDS)
    for lang in sorted(available_languages("small")):
        words.update(w.casefold() for w in top_n_list(lang, NEGATIVES_PER_LANGUAGE, wordlist="small"))
    # wordfreq keeps every language's whole list cached (~110 MB for the 42 languages): only the
    # top words were needed; the rules that ask zipf_frequency load their few languages again
    top_n_list.cache_clear()
    get_frequency_list.cache_clear()
    return sorted(names), sorted(words - names)


@lru_cache(maxsize=1)
def name_model() -> NameModel:
    """The process-wide model trained on :func:`training_words` (~1 s on first call)."""
    return train(*training_words())


def name_like(word: str) -> bool:
    """``word`` looks like a given name or surname to :func:`name_model` (module docstring)."""
    return name_model().is_name_like(word)
