"""Load every reference list the recognizers read lazily, before the first request needs it.

The name, place, drug and word lists are built on first use (Faker's locale providers,
GeoNames, the drug dictionary, wordfreq, the TR39 confusables): ~5 s together on this machine.
A detector warmed only by a short scan loads some of them; the first request that reaches
the others (a drug name after "takes", a Korean surname) would pay the rest inside its scan
budget and could fail closed. :func:`load_reference_data` loads all of them up front.
"""

from __future__ import annotations

from .frequent_words import everyday_words_only
from .german_nouns import everyday_noun
from .known_values import common_given_names, common_words
from .lexicon import default_lexicon
from .name_lists import name_lists
from .name_model import name_model
from .places import city_names
from .recognizers.health_cues import drug_names
from .recognizers.record_names import korean_surnames
from .unicode_fold import fold_confusables, fold_unicode

__all__ = ["load_reference_data"]


def load_reference_data() -> None:
    """Build every lazily loaded list of the detector (idempotent; ~5 s on first call, ~0 s
    after). Raises what a loader raises (a missing data package): the caller decides whether a
    detector without it may serve."""
    common_words()
    common_given_names()
    name_lists()
    name_model()
    city_names()
    drug_names()
    korean_surnames()
    default_lexicon()
    fold_unicode("warm\u200b up")
    fold_confusables("Маrgaret")
    everyday_words_only("Güzel gün", ("tr", "id"))
    everyday_noun("Nacht")  # wordfreq's small lists of de, nl and the 10 languages compared
