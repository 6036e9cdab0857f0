"""Numeric dates of birth after a birth verb or abbreviation in prose (issue 12, round 8).

Entity: ``DATE_OF_BIRTH`` (score 0.8, like ``spoken_dates.py``).

``context_values.py`` reads a date right after a birth *label* (``Geburtsdatum:``, ``né le``),
``spoken_dates.py`` a date in words after a birth cue. Letters, CVs and referrals write the
birth verb or its abbreviation and put a place or an article between it and a numeric date:
``geb. 11-04-1958`` (de/nl ``geb.``), ``geb. am 2. März 1972``, ``Nata a Bologna il
22/01/1995``, ``nacida en Cádiz el 21/09/1988``, ``nascido em Braga em 07/11/1979``, ``né à
Rouen le 12/02/1978``, ``born in Leeds on 09/10/1975``, ``урождённая … родилась в Самаре
12.04.1983``; CJK text puts the date before the verb: ``1987年5月12日出生于杭州``,
``1990年3月8日生まれ``. A date within 60 characters after the cue in the same sentence (or
right before a CJK birth verb, or within 25 characters before ``geboren``/``born``) is the
date of birth; so is the ``DTSTART`` of a yearly iCalendar event whose summary says birthday
(``RRULE:FREQ=YEARLY``, ``SUMMARY:Ingrids bursdag``: contacts' birthday calendars); a date after a sentence end is not (``Geboren in Ulm. Termin am 03.04.2026``).

Cost: one alternation regex over the text finds the cues; dates are searched only in the
60 characters after each (linear in the text).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer
from .birth_subject import thing_is_born
from .spoken_dates import DATE_PHRASE_RE

SCORE = 0.8

#: birth verbs and abbreviations (not labels: ``context_values.py`` reads those)
_CUE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:geb\.|geboren|born|née?|nat[oa]|nacid[oa]|nascid[oa]|født|fødd|född|urodzon[ya]|"
    r"urodził(?:a)?[ \t]+się|родил(?:ся|ась)|народил(?:ся|ася)|γεννήθηκε|doğdu|doğumlu|syntynyt|syntyi|"
    r"sinh[ \t]+(?:ngày|năm)|lahir|जन्म)(?![^\W\d_])"
)
_NUM_DATE_RE = re.compile(
    r"(?<![\d.\-/])(?:\d{1,2}[./\-][ \t]?\d{1,2}[./\-][ \t]?(?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}|"
    r"(?:19|20)\d{2}年\d{1,2}月\d{1,2}日)(?![\d])"
)
#: not 生效 (takes effect), 生产, 生成 …: the verb alone or before punctuation
_CJK_AFTER_RE = re.compile(r"[ \t]?(?:出生|生于|生於|生まれ|生人|生(?=[，,。、\s）)]|$))")
_VERB_AFTER_RE = re.compile(r"(?i)[ \t,]*(?:\w+[ \t]+){0,2}?(?:geboren|born|født|född)(?![^\W\d_])")
_STOP_RE = re.compile(r"\n|[。！？；;]|(?<=[^\W\d_]{2})\.(?:\s|$)|[!?](?:\s|$)")
#: what may stand between a birth verb and its date: a place of at most three words and
#: prepositions/articles (``a Bologna il``, ``in Leeds on``, ``à Rouen le``); no figure
_GAP_RE = re.compile(r"[ \t,:(]*(?:[^\W\d_][\w'’\-]*[ \t,]+){0,4}")
#: after ``geb.`` only ``am``: ``geb. Schmidt`` is a maiden name, a later date not the birth
_GEB_GAP_RE = re.compile(r"[ \t]*(?:am[ \t]+)?")
_WINDOW = 60


_VEVENT_RE = re.compile(r"BEGIN:VEVENT(?P<body>.{0,4000}?)END:VEVENT", re.S)
_BIRTHDAY_RE = re.compile(
    r"(?i)birthday|b-day|bday|geburtstag|bursdag|fødselsdag|födelsedag|verjaardag|anniversaire|cumpleaños|"
    r"compleanno|aniversário|urodziny|день рождения|днём рождения|γενέθλια|عيد ميلاد|生日|誕生日|생일|syntymäpäivä|"
    r"doğum günü"
)
_DTSTART_RE = re.compile(r"^DTSTART[^:\n]*:(?P<v>(?:19|20)\d{6})(?=\r?$)", re.M)


class BirthProseRecognizer(OurRecognizer):
    """Numeric dates of birth after a birth verb in prose, and before a CJK birth verb."""

    ENTITIES = ("DATE_OF_BIRTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if not any(c.isdigit() for c in text):
            return
        yield from self._after_cue(text)
        if "年" in text:
            yield from self._cjk_before(text)
        if "FREQ=YEARLY" in text and "BEGIN:VEVENT" in text:
            yield from self._birthday_events(text)
        if "geboren" in text or "born" in text or "født" in text or "född" in text:
            for m in _NUM_DATE_RE.finditer(text):
                if _VERB_AFTER_RE.match(text, m.end(), min(len(text), m.end() + 25)) and not thing_is_born(
                    text, m.start()
                ):
                    yield "DATE_OF_BIRTH", m.start(), m.end(), SCORE

    def _after_cue(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for c in _CUE_RE.finditer(text):
            if thing_is_born(text, c.start()):
                continue  # "the project was born on 01/04/2004": a founding (``birth_subject.py``)
            end = min(len(text), c.end() + _WINDOW)
            stop = _STOP_RE.search(text, c.end(), end)
            if stop is not None:
                end = stop.start()
            geb = c.group(0).lower() == "geb."
            gap = (_GEB_GAP_RE if geb else _GAP_RE).match(text, c.end(), end)
            at = gap.end() if gap is not None else c.end()
            v = _NUM_DATE_RE.match(text, at, end)
            if v is None and geb:
                # "geb. am 2. März 1972": the spoken form, with its article
                v = DATE_PHRASE_RE.match(
                    text, c.end() + len(text[c.end() : end]) - len(text[c.end() : end].lstrip()), end
                )
            if v is not None:
                yield "DATE_OF_BIRTH", v.start(), v.end(), SCORE

    def _cjk_before(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _NUM_DATE_RE.finditer(text):
            if m.group(0).endswith("日") and _CJK_AFTER_RE.match(text, m.end()):
                yield "DATE_OF_BIRTH", m.start(), m.end(), SCORE

    def _birthday_events(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """A yearly iCalendar event whose summary says birthday (contacts' birthday calendars):
        its ``DTSTART`` date is the date of birth (``DTSTART;VALUE=DATE:19830214``)."""
        for ev in _VEVENT_RE.finditer(text):
            body = ev.group("body")
            if "FREQ=YEARLY" not in body:
                continue
            summary = re.search(r"^SUMMARY[^:\n]*:(?P<v>[^\r\n]*)", body, re.M)
            if summary is None or not _BIRTHDAY_RE.search(summary.group("v")):
                continue
            d = _DTSTART_RE.search(body)
            if d is not None:
                a = ev.start("body") + d.start("v")
                yield "DATE_OF_BIRTH", a, a + 8, SCORE
