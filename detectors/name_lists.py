"""Given names and surnames from Faker's locale providers (all locales), loaded once.

Source: ``faker.providers.person.<locale>.Provider`` attributes whose names start with
``first_name`` / ``last_name`` (lists, tuples, or weighted dicts), for every locale Faker
ships (86 in Faker 40: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK …). Faker is
MIT-licensed and its lists are compiled from public name statistics; no user data.

:func:`name_lists` returns a process-wide :class:`NameLists` built on first use (about
0.2 s, ~60k names, a few MB). Lookups are set membership on case-folded words, so the cost
per text is one hash per candidate word, whatever the size of the lists.

Words that are also everyday words in some language (``Will``, ``Mark``, ``May``, ``Page``,
``Grant``, ``Read``) are in these lists too: callers use a hit as evidence together with
capitalisation, position and cues, never alone.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class NameLists:
    """Case-folded given names and surnames (single words; multi-word entries are split)."""

    given: frozenset[str]
    surnames: frozenset[str]

    def is_given(self, word: str) -> bool:
        """``word`` (any case) is a listed given name."""
        return word.casefold() in self.given

    def is_surname(self, word: str) -> bool:
        """``word`` (any case) is a listed surname (hyphenated parts count separately)."""
        w = word.casefold()
        return w in self.surnames or ("-" in w and all(p in self.surnames for p in w.split("-") if p))

    def is_name_word(self, word: str) -> bool:
        """``word`` is a listed given name or surname."""
        w = word.casefold()
        return w in self.given or w in self.surnames


#: Given names Faker's locales lack: Balinese birth-order names (``Wayan``, ``Kadek``, ``Ketut`` …;
#: see ``recognizers/balinese_names.py``).
_SUPPLEMENT_GIVEN = frozenset("wayan gede putu luh kadek nengah nyoman komang ketut".split())


def _collect(values: object, out: set[str]) -> None:
    if isinstance(values, dict):
        values = list(values.keys())
    if isinstance(values, (list, tuple)):
        for v in values:
            if isinstance(v, str):
                for part in v.replace("-", " ").split() if " " in v else [v]:
                    if len(part) >= 2:
                        out.add(part.casefold())
            elif isinstance(v, tuple):
                _collect(list(v), out)


def load_name_lists() -> NameLists:
    """Read every Faker person provider (no caching; see :func:`name_lists`)."""
    import faker.providers.person as person

    given: set[str] = set()
    surnames: set[str] = set()
    for mod_info in pkgutil.iter_modules(person.__path__):
        try:
            mod = importlib.import_module(f"faker.providers.person.{mod_info.name}")
        except ImportError:
            continue
        prov = getattr(mod, "Provider", None)
        if prov is None:
            continue
        for attr in dir(prov):
            if attr.startswith("first_name"):
                target = given
            elif attr.startswith("last_name"):
                target = surnames
            else:
                continue
            val = getattr(prov, attr)
            if not callable(val):
                _collect(val, target)
    given.update(_SUPPLEMENT_GIVEN)
    return NameLists(frozenset(given), frozenset(surnames))


@lru_cache(maxsize=1)
def name_lists() -> NameLists:
    """The process-wide :class:`NameLists` (built on first call)."""
    return load_name_lists()
