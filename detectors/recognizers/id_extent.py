"""Where an identifier written in prose ends.

A label-then-value rule (``SSN 123-45-6789``, ``IBAN: DE89 3704 …``, ``Steuer-ID 12345678903``)
must mask the identifier, not the words after it: ``SSN 123-45-6789 for Margaret Thornbury``
has the id ``123-45-6789``, then a name that other rules must still see. Ids are written in
space-separated groups (IBANs, Norwegian and Dutch numbers, card numbers), so the value is
read group by group and ends before the first group that cannot be part of an id.
"""

from __future__ import annotations

import re

__all__ = ["id_end"]

_GROUP_RE = re.compile(r"\S+")


def _letters_group(tok: str) -> bool:
    """An upper-case letter group an id may hold between digit groups (``GB82 WEST 1234``)."""
    return tok.isalpha() and tok.isupper() and len(tok) <= 4


def id_end(text: str, s: int, e: int) -> int:
    """End (exclusive) of the identifier that starts at ``s`` in ``text[s:e]``.

    Groups are runs of non-space characters. The first group is always kept; each later group
    is kept when it holds a digit, or when it is an upper-case letter group of at most 4
    letters followed by a group with a digit (``GB82 WEST 1234 …``) or a single final letter
    (UK NINO ``AB 12 34 56 C``). Returns ``e`` when every group is kept; never less than the
    end of the first group.
    """
    groups = [(m.start(), m.end()) for m in _GROUP_RE.finditer(text, s, e)]
    if not groups:
        return e
    end = groups[0][1]
    for i in range(1, len(groups)):
        a, b = groups[i]
        tok = text[a:b]
        if any(c.isdigit() for c in tok):
            end = b
            continue
        nxt = text[groups[i + 1][0] : groups[i + 1][1]] if i + 1 < len(groups) else ""
        if _letters_group(tok) and (any(c.isdigit() for c in nxt) or (len(tok) == 1 and not nxt)):
            end = b
            continue
        break
    # trailing punctuation of the sentence is not part of the id
    while end > s and text[end - 1] in ".,;:)":
        end -= 1
    return end
