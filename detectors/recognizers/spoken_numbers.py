"""Phone and card numbers read aloud digit by digit (call transcripts, voice notes, dictation).

A caller gives a number as digit words: ``two zero one, double seven eight, six zero five
one``, ``null eins fünf, zwo neun sieben …``, ``um um, nove três cinco nove cinco, dois nove
meia um``. No digit pattern sees it. This recognizer reads runs of digit words (en, de, nl,
fr, es, it, pt, no/da/sv, ru; with ``double``/``triple`` and their equivalents, ``oh`` for
zero, Brazilian ``meia`` for six) separated only by spaces, commas and hyphens, and turns each
run into its digit string. A run is reported when the digits are:

- 13-19 digits passing the Luhn check: ``CREDIT_CARD`` (0.85);
- a number ``phonenumbers`` holds valid in a region where the run's language is spoken
  (:data:`_REGIONS_OF`: the words name the language; ``two zero one …`` is tried in US, GB,
  IE, AU, CA, NZ, IN; a run mixing languages is tried in all their regions): ``PHONE_NUMBER``
  (0.8).

A run needs at least 7 digits (fewer are a count, a time or a short code); digit words in
ordinary prose (``one or two``, ``en to tre``) never make a 7-digit run; digits counted aloud
(``eins zwei drei …``) or one digit repeated are skipped.
Sources: the number words of each language; regions per language from CLDR's territory
data (the regions where the language is official), reduced to those with national numbering
plans `phonenumbers` distinguishes.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

import phonenumbers

from .base import OurRecognizer

#: digit word -> (digit, languages). Words of several languages carry all of them.
_WORDS: dict[str, tuple[str, str]] = {}


def _add(lang: str, words: str) -> None:
    for d, group in enumerate(words.split(";")):
        for w in group.split():
            digit, langs = _WORDS.get(w, (str(d), ""))
            if digit == str(d):
                _WORDS[w] = (digit, langs + " " + lang)


_add("en", "zero oh nought;one;two;three;four;five;six;seven;eight;nine")
_add("de", "null;eins;zwei zwo;drei;vier;fünf fuenf;sechs;sieben;acht;neun")
_add("nl", "nul;een één;twee;drie;vier;vijf;zes;zeven;acht;negen")
_add("fr", "zéro zero;un;deux;trois;quatre;cinq;six;sept;huit;neuf")
_add("es", "cero;uno;dos;tres;cuatro;cinco;seis;siete;ocho;nueve")
_add("it", "zero;uno;due;tre;quattro;cinque;sei;sette;otto;nove")
_add("pt", "zero;um uma;dois duas;três tres;quatro;cinco;seis meia;sete;oito;nove")
_add("no", "null;en ett;to två;tre;fire fyra;fem;seks sex;sju syv;åtte åtta otte;ni nio")
_add("ru", "ноль нуль;один одна;два две;три;четыре;пять;шесть;семь;восемь;девять")

#: "double"/"triple" words: the next digit word is said 2 (3) times
_REPEAT: dict[str, int] = {
    w: n
    for n, ws in (
        (2, "double doppel doppio doppia doble dobro dubbel dobbel dubbelt двойной"),
        (3, "triple tripla triplo"),
    )
    for w in ws.split()
}

#: regions a language's numbers are tried in (CLDR official-language territories with
#: their own numbering plan; the first ones are the most common)
_REGIONS_OF: dict[str, tuple[str, ...]] = {
    "en": ("US", "GB", "IE", "AU", "CA", "NZ", "IN", "ZA"),
    "de": ("DE", "AT", "CH"),
    "nl": ("NL", "BE"),
    "fr": ("FR", "BE", "CH", "CA"),
    "es": ("ES", "MX", "AR", "CO", "CL", "PE"),
    "it": ("IT", "CH"),
    "pt": ("BR", "PT"),
    "no": ("NO", "DK", "SE"),
    "ru": ("RU", "UA", "BY", "KZ"),
}

_TOKEN_RE = re.compile(r"[^\W\d_]+", re.UNICODE)
#: what may stand between two digit words of one number
_GAP_RE = re.compile(r"[ \t]*(?:[,\-–][ \t]*)?")
_MIN_DIGITS = 7


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def _runs(text: str) -> Iterable[tuple[int, int, str, set[str]]]:
    """(start, end, digits, languages) of each maximal run of digit words."""
    start = end = -1
    digits: list[str] = []
    langs: set[str] = set()
    pending = 1  # repeat count of a "double" word waiting for its digit
    pending_start = -1
    for m in _TOKEN_RE.finditer(text):
        w = m.group().casefold()
        joined = end >= 0 and _GAP_RE.fullmatch(text, end, m.start()) is not None
        rep = _REPEAT.get(w)
        hit = _WORDS.get(w)
        if not joined and (rep or hit):
            if len(digits) >= _MIN_DIGITS:
                yield start, end, "".join(digits), langs
            start, digits, langs, pending = -1, [], set(), 1
        if rep:
            if start < 0:
                pending_start = m.start()
            pending = rep
            end = m.end()
            continue
        if hit is None:
            if len(digits) >= _MIN_DIGITS:
                yield start, end, "".join(digits), langs
            start, end, digits, langs, pending = -1, -1, [], set(), 1
            continue
        if start < 0:
            start = pending_start if pending > 1 else m.start()
        digits.append(hit[0] * pending)
        langs.update(hit[1].split())
        pending, end = 1, m.end()
    if len(digits) >= _MIN_DIGITS:
        yield start, end, "".join(digits), langs


def _counting(digits: str) -> bool:
    """Digits counted aloud (``one two three …``, ``nine eight seven …``) or one digit
    repeated: no one's number."""
    steps = {(int(b) - int(a)) % 10 for a, b in zip(digits, digits[1:])}
    return len(steps) == 1


def _valid_phone(digits: str, langs: set[str]) -> bool:
    regions = dict.fromkeys(r for lang in sorted(langs) for r in _REGIONS_OF.get(lang, ()))
    for region in regions:
        try:
            num = phonenumbers.parse(digits, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number_for_region(num, region):
            return True
    return False


class SpokenNumberRecognizer(OurRecognizer):
    """Phone and card numbers read aloud as digit words (see module docstring)."""

    ENTITIES = ("PHONE_NUMBER", "CREDIT_CARD")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity, start, end, score)`` per digit-word run that is a card or phone."""
        for start, end, digits, langs in _runs(text):
            if _counting(digits):
                continue
            if 13 <= len(digits) <= 19 and _luhn(digits):
                yield "CREDIT_CARD", start, end, 0.85
            elif len(digits) <= 15 and _valid_phone(digits, langs):
                yield "PHONE_NUMBER", start, end, 0.8
