"""What the masking of one JSON text did per token, so that a later masking of the same text,
after newer vault entries, can update its result literal by literal (`SessionVault._json_spliced`)
instead of masking every token again (`vault._mask_json`).

`mask_json_text` masks the decoded contents of each string literal (and each long number) as
plain text, several together (a batch, joined with NUL, one automaton pass), and re-encodes a
literal only when its contents changed. A `JsonMap` keeps, per such token, its decoded text,
what its masking replaced (the groups `SessionVault._spliced` updates in place) and where its
encoding sits in the masked JSON text (`parts`: the raw text between tokens and the tokens as
sent, joined = the masked text), plus what could make another token change (numbers left as they
are). Pure data: the vault decides when an update is exact.
"""

from __future__ import annotations

from dataclasses import dataclass

#: A span of a masked text that was replaced, and its placeholder: (start, end, placeholder)
#: (as `vault.Group`; repeated here so this module imports nothing of the vault).
Group = tuple[int, int, str]

__all__ = ["JsonMap", "Group"]


@dataclass(frozen=True, slots=True)
class JsonMap:
    """The tokens of one JSON text masked as plain text, as its masking left them.

    Attributes:
        texts: each such token's decoded contents (a literal's string, a long number's digits),
            in document order.
        groups: per text, what its masking replaced (decoded offsets, disjoint, in order).
        tokens: per text, the raw offsets (start, end) of its token in the JSON text (quotes
            included).
        where: per text, the index in `parts` of its token as sent.
        batches: [i, j) ranges of `texts` masked together (joined with NUL, in this order).
        numbers: number tokens left as they are (neither known nor under a detector span):
            masked otherwise once one of them is a known value.
        parts: the raw text between tokens, and each token as sent (its re-encoded masking, or
            its raw text when that did not change it, or a number's placeholder literal);
            `"".join(parts)` is the masked JSON text.
    """

    texts: tuple[str, ...]
    groups: tuple[tuple[Group, ...], ...]
    tokens: tuple[tuple[int, int], ...]
    where: tuple[int, ...]
    batches: tuple[tuple[int, int], ...]
    numbers: tuple[str, ...]
    parts: tuple[str, ...]
