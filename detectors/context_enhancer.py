"""Presidio's lemma context enhancer with indexed token lookups (linear, not quadratic).

Presidio's ``LemmaContextAwareEnhancer`` finds, for every pattern result, the token under the
result by walking the token list from the start, and then walks outwards testing each lemma
for membership in the *list* of keywords. A text with many pattern results (a log of 900
licence-shaped ids, say) costs O(results × tokens × keywords): 8 KB of such ids spent ~1 s
there. This subclass builds, once per ``NlpArtifacts``, the token end offsets and the
positions of keyword lemmas, so each result costs two binary searches. The context words it
returns, and so every score, are the parent's (tested against the parent).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from presidio_analyzer.context_aware_enhancers import LemmaContextAwareEnhancer
from presidio_analyzer.nlp_engine import NlpArtifacts

__all__ = ["IndexedLemmaContextEnhancer"]


@dataclass(frozen=True, slots=True)
class _TokenIndex:
    """Per-text lookup tables: ``ends[i]`` is token i's end offset (characters, exclusive),
    ``kw_pos`` the ascending token positions whose lower-cased lemma is a keyword, and
    ``kw_lemma[j]`` that lemma for ``kw_pos[j]``."""

    ends: list[int]
    kw_pos: list[int]
    kw_lemma: list[str]


class IndexedLemmaContextEnhancer(LemmaContextAwareEnhancer):
    """Same context words as :class:`LemmaContextAwareEnhancer` (same window sizes and
    matching mode), found by binary search over tables built once per text.

    Thread-safe: the tables of the last text seen are kept with that text's artifacts in one
    tuple, replaced atomically; a thread whose artifacts are not the ones kept builds its own
    (one analysis of one text calls :meth:`_extract_surrounding_words` once per result).
    """

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]  # the parent's own keywords
        self._last: tuple[NlpArtifacts, _TokenIndex] | None = None

    def _index(self, nlp_artifacts: NlpArtifacts) -> _TokenIndex:
        last = self._last
        if last is not None and last[0] is nlp_artifacts:
            return last[1]
        ends = [start + len(token) for start, token in zip(nlp_artifacts.tokens_indices, nlp_artifacts.tokens)]
        keywords = set(nlp_artifacts.keywords)
        kw_pos: list[int] = []
        kw_lemma: list[str] = []
        for i, lemma in enumerate(nlp_artifacts.lemmas):
            low = lemma.lower()
            if low in keywords:
                kw_pos.append(i)
                kw_lemma.append(low)
        index = _TokenIndex(ends, kw_pos, kw_lemma)
        self._last = (nlp_artifacts, index)
        return index

    def _extract_surrounding_words(self, nlp_artifacts: NlpArtifacts, word: str, start: int) -> list[str]:
        """The lower-cased keyword lemmas around the token at character ``start``: up to
        ``context_prefix_count + 1`` at or before it and ``context_suffix_count + 1`` at or after
        it, as a de-duplicated list (the parent's contract; order is not meaningful).

        Raises ``ValueError`` as the parent does when no token covers ``start``."""
        if not nlp_artifacts.tokens:
            return [""]
        index = self._index(nlp_artifacts)
        # The parent takes the first token with start < its end (a token starting at `start`
        # satisfies that too, tokens being non-empty); ends ascend, so bisect finds it.
        token_index = bisect_right(index.ends, start)
        if token_index >= len(index.ends):
            raise ValueError(f"Did not find word '{word}' in the list of tokens although it is expected to be found")
        hi = bisect_right(index.kw_pos, token_index)
        back = index.kw_lemma[max(0, hi - (self.context_prefix_count + 1)) : hi]
        lo = bisect_left(index.kw_pos, token_index)
        forward = index.kw_lemma[lo : lo + self.context_suffix_count + 1]
        return list(set(back) | set(forward))
