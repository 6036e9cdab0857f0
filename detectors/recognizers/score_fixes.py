"""Score fixes applied after Presidio's analysis.

Score fixes after analysis (:func:`fix_results`): PHONE_NUMBER results with phone context
(a phone word in the 32 raw characters before, JSON keys such as ``"phone":`` included, or a
CSV/TSV column headed by one) are raised to 0.75 — Presidio gives 0.4 when its spaCy-token
context check fails inside JSON; UK_NHS without health context is lowered to 0.4.
"""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult

from .base import has_context
from .phone_patterns import phone_context


_NHS_WORDS = re.compile(r"(?i)(nhs|national health|health service|patient|hospital|\bgp\b|surgery|clinic)")


# a DEA number's check digit passes one time in ten on any 2-letter + 7-digit id (order and
# booking references): without a word about prescribers or licences it is not one
_LICENCE_WORDS = re.compile(r"(?i)(dea|licen[cs]e|registration|prescri|npi|physician|doctor|\bdr\b|pharmac)")
_WEAK_PATTERN_TYPES = frozenset({"MEDICAL_LICENSE", "US_DRIVER_LICENSE", "US_PASSPORT", "US_BANK_NUMBER", "US_ITIN"})


def _inside_token(text: str, s: int, e: int) -> bool:
    """The match continues a longer letter/digit token on either side."""
    return (s > 0 and text[s - 1].isalnum()) or (e < len(text) and text[e].isalnum())


def fix_results(text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
    """Score fixes applied after Presidio's analysis (results modified in place):

    - PHONE_NUMBER under 0.75 is raised to 0.75 with phone context (:func:`phone_context`);
    - Presidio's weak pattern types (medical licence, US driver licence/passport/bank number/
      ITIN) inside a longer letter/digit token get 0 (a hex id is not a licence number);
    - UK_NHS without an NHS/health word within 64 characters before it is lowered to 0.4
      (a 10-digit number passes the NHS checksum one time in eleven; US phone numbers
      written 3-3-4 are the usual victims);
    - MEDICAL_LICENSE (a DEA number) without a licence/prescriber word within 64 characters
      before it is lowered to 0.4.
    """
    for r in results:
        if r.entity_type in _WEAK_PATTERN_TYPES and _inside_token(text, r.start, r.end):
            r.score = 0.0  # "fb6536900" inside a hex request id is no licence number
            continue
        if r.entity_type == "PHONE_NUMBER" and r.score < 0.75:
            if phone_context(text, r.start):
                r.score = 0.75
        elif r.entity_type == "UK_NHS" and not has_context(text, r.start, _NHS_WORDS, 64):
            r.score = min(r.score, 0.4)
        elif r.entity_type == "MEDICAL_LICENSE" and not has_context(text, r.start, _LICENCE_WORDS, 64):
            r.score = min(r.score, 0.4)
    return results
