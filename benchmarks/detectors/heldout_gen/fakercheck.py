"""Faker's person-name lexicon (every locale) and the check that a name uses none of it."""

from __future__ import annotations

import importlib
import pkgutil
import re
import unicodedata
from functools import lru_cache

# Particles and connectors that are part of many names in every language and are not names.
PARTICLES = frozenset(
    """van von der den de la le du des da di del dos ten ter te op het 't
al el bin bint ibn abu abd bou
عبد بن بنت أبو آل""".split()
)


def fold(s: str) -> str:
    """Case-folded, accents removed (é→e, ά→α), so near-spellings count as the same token."""
    d = unicodedata.normalize("NFKD", s.casefold())
    return "".join(c for c in d if not unicodedata.combining(c))


@lru_cache(maxsize=1)
def faker_tokens() -> frozenset[str]:
    """Every token of every first/last/middle-name list of every Faker person provider."""
    import faker.providers.person as fp

    out: set[str] = set()
    for m in pkgutil.iter_modules(fp.__path__):
        prov = importlib.import_module(f"faker.providers.person.{m.name}").Provider
        for attr in dir(prov):
            if attr.startswith("_") or "name" not in attr or "format" in attr or attr == "language_names":
                continue
            val = getattr(prov, attr)
            if isinstance(val, dict):
                val = list(val)
            if not isinstance(val, (list, tuple, set, frozenset)) or not all(isinstance(x, str) for x in val):
                continue
            for entry in val:
                out.add(fold(entry))
                for tok in re.split(r"[\s\-'’.]+", entry):
                    if tok:
                        out.add(fold(tok))
    return frozenset(out)


_HAN = re.compile(r"^[\u3400-\u9fff]+$")


def name_tokens(name: str) -> list[str]:
    """The tokens of a name that must not be in Faker's lists.

    Latin/Cyrillic/Greek/Arabic names split on spaces, hyphens, commas, slashes, dots and
    apostrophes; an Arabic ``ال`` article is checked with and without it. A Han name (no
    spaces) yields the whole name and its given-name part for both 1- and 2-character
    surnames: surnames are a closed class of a few hundred, the given name carries the identity.
    """
    toks: list[str] = []
    for raw in re.split(r"[\s\-,/.'’()]+", name):
        if not raw or fold(raw) in PARTICLES:
            continue
        if _HAN.match(raw) and len(raw) >= 2:
            toks += [raw, raw[1:]] + ([raw[2:]] if len(raw) >= 4 else [])
            continue
        toks.append(raw)
        if raw.startswith("ال") and len(raw) > 3:
            toks.append(raw[2:])
    return toks


def faker_hits(name: str) -> list[str]:
    """Tokens of ``name`` found in Faker's lists (empty when the name passes)."""
    lex = faker_tokens()
    return [t for t in name_tokens(name) if fold(t) in lex]
