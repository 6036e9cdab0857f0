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
    r"(?i)(?<![^\W\d_])(?:geb\.|geboren|born|née?|nat[oa]|nacid[oa]|nací|nació|föddes|fødtes|nacque|nascid[oa]|født|fødd|född|"
    r"urodzon[ya]|ur\.|nac\.|nar\.|narozen[aý]?|нар\.|род\.|urodził(?:a|em|am)?[ \t]+się|родил(?:ся|ась)|народил(?:ся|ася|ась)|γεννήθηκε|doğdu|"
    r"doğumlu|syntynyt|syntyi|sinh[ \t]+(?:ngày|năm)|lahir|जन्म|"
    # Arabic "was born" (ولد, with or without its vowel marks, and a glued و), "born in the year"
    r"و?و[\u064b-\u0652]*ل[\u064b-\u0652]*د[\u064b-\u0652]*(?:ت[\u064b-\u0652]*)?|مواليد|المولود|المولودة|"
    # Hebrew "was born" (נולד/נולדה/נולדתי, with a glued ו or ש), "born of" (יליד/ילידת)
    r"[וש]?נולד(?:ה|תי|ו)?|ילידת?|"
    # Korean "was born" (태어났다, 태어난)
    r"태어(?:났|난))(?![^\W\d_])"
)
_DATE_BODY = (
    r"(?:\d{1,2}[./\-][ \t]?\d{1,2}[./\-][ \t]?\d{4}|\d{4}-\d{2}-\d{2}|"
    r"\d{4}年\d{1,2}月\d{1,2}日|\d{4}년[ \t]?\d{1,2}월[ \t]?\d{1,2}일)(?![\d])"
)
_NUM_DATE_RE = re.compile(rf"(?<![\d.\-/]){_DATE_BODY}")
#: the same date right after a glued Hebrew preposition (its hyphen is no date separator)
_DATE_AFTER_PREFIX_RE = re.compile(_DATE_BODY)
#: a year of birth: any script's digits (``١٩٩٠`` is 1990: ``int`` reads them), 1900–2099
_YEAR_IN_DATE_RE = re.compile(r"\d{4}")
#: what a Hebrew date takes glued before it (``ב-14/02/1991``, ``ב־``): a preposition letter
_HEBREW_PREFIX_RE = re.compile(r"[בל][\-\u05be]?(?=\d)")
#: a date with its month in words of a language ``spoken_dates.py`` does not read: hi, ru, uk,
#: pl, ar, he (with its glued ``ב``), vi (``3 tháng 5 năm 1990``), el
_MONTH_WORDS = (
    r"जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|अप्रेल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर|"
    r"январ[яь]|феврал[яь]|марта?|апрел[яь]|ма[яй]|июн[яь]|июл[яь]|августа?|сентябр[яь]|октябр[яь]|ноябр[яь]|декабр[яь]|"
    r"січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня|"
    r"stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|"
    r"يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|"
    r"كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول|"
    r"ב?ינואר|ב?פברואר|ב?מרץ|ב?אפריל|ב?מאי|ב?יוני|ב?יולי|ב?אוגוסט|ב?ספטמבר|ב?אוקטובר|ב?נובמבר|ב?דצמבר|"
    r"Ιανουαρίου|Φεβρουαρίου|Μαρτίου|Απριλίου|Μαΐου|Ιουνίου|Ιουλίου|Αυγούστου|Σεπτεμβρίου|Οκτωβρίου|"
    r"Νοεμβρίου|Δεκεμβρίου|"
    # fields17: Turkish and Indonesian month names (their own spellings: Mart, Agustus, Desember)
    r"Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık|"
    r"Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Nopember|Desember"
)
_WORD_MONTH_DATE_RE = re.compile(
    rf"(?i)\d{{1,2}}[ \t]+(?:{_MONTH_WORDS})[ \t,]+\d{{4}}(?:[ \t]*(?:г\.|р\.|року|года|roku))?|"
    r"\d{1,2}[ \t]+tháng[ \t]+\d{1,2}(?:[ \t]+năm|[ \t,/]+)[ \t]*\d{4}"
)
#: a Korean date of birth says 생 (``1993년 11월 2일생``), 출생 or 에 태어났다 after the date
#: (not 생산 "production", 생성 "creation": 생 alone or before a copula or particle)
_KO_AFTER_RE = re.compile(r"[ \t]?(?:출생|생(?=$|[^\w]|이|으로|인|입)|에[ \t]?태어)")


def _birth_year(date: str) -> bool:
    """Whether the four-digit year in ``date`` is 1900–2099 (any script's digits)."""
    y = _YEAR_IN_DATE_RE.search(date)
    return y is not None and 1900 <= int(y.group(0)) <= 2099


#: not 生效 (takes effect), 生产, 生成 …: the verb alone or before punctuation
_CJK_AFTER_RE = re.compile(r"[ \t]?(?:出生|生于|生於|生まれ|生人|生(?=[，,。、\s）)]|$))")
_VERB_AFTER_RE = re.compile(r"(?i)[ \t,]*(?:\w+[ \t]+){0,2}?(?:geboren|born|født|född)(?![^\W\d_])")
_STOP_RE = re.compile(r"\n|[。！？；;]|(?<=[^\W\d_]{2})\.(?:\s|$)|[!?](?:\s|$)")
#: what may stand between a birth verb and its date: a place of at most three words and
#: prepositions/articles (``a Bologna il``, ``in Leeds on``, ``à Rouen le``); no figure
_GAP_RE = re.compile(r"[ \t,:(]*(?:[^\W\d_][\w'’\-]*[ \t,]+){0,4}")
#: after ``geb.`` only ``am``: ``geb. Schmidt`` is a maiden name, a later date not the birth
_GAP_WORD_START_RE = re.compile(r"(?<=[ \t,:(])(?=[^\W\d_])")
_GEB_GAP_RE = re.compile(r"[ \t]*(?:am[ \t]+)?")
_WINDOW = 60
_DOGUMLU_RE = re.compile(r"(?i)[ \t]*(?:tarihinde[ \t]+)?(?:doğumlu|doğdu|doğmuş)")


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
        if "年" in text or "년" in text:
            yield from self._cjk_before(text)
        if "FREQ=YEARLY" in text and "BEGIN:VEVENT" in text:
            yield from self._birthday_events(text)
        if "doğumlu" in text.casefold():
            yield from self._born_after(text)
        if "geboren" in text or "born" in text or "født" in text or "född" in text:
            for m in _NUM_DATE_RE.finditer(text):
                if not _birth_year(m.group(0)):
                    continue
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
            v = self._date_at(text, at, end, geb)
            if v is None and geb:
                # "geb. am 2. März 1972": the spoken form, with its article
                v = DATE_PHRASE_RE.match(
                    text, c.end() + len(text[c.end() : end]) - len(text[c.end() : end].lstrip()), end
                )
            if v is None and not geb and gap is not None:
                # the place words may have run over a date with a glued preposition
                # ("נולד ב-3 במאי 1990": "ב-3" reads as a word): try each word start of the gap
                for w in _GAP_WORD_START_RE.finditer(text, c.end(), gap.end()):
                    v = self._date_at(text, w.start(), end, geb)
                    if v is not None:
                        break
            if v is not None:
                yield "DATE_OF_BIRTH", v.start(), v.end(), SCORE

    @staticmethod
    def _date_at(text: str, at: int, end: int, geb: bool) -> "re.Match[str] | None":
        """The date starting at ``at`` (after a glued Hebrew preposition); None when there is
        none or its year is no year of birth (1900–2099)."""
        pre = _HEBREW_PREFIX_RE.match(text, at, end)
        if pre is not None:
            at = pre.end()
        v = (_NUM_DATE_RE if pre is None else _DATE_AFTER_PREFIX_RE).match(text, at, end)
        if v is not None:
            return v if _birth_year(v.group(0)) else None
        if geb:
            return None
        return _WORD_MONTH_DATE_RE.match(text, at, end) or DATE_PHRASE_RE.match(text, at, end)

    @staticmethod
    def _born_after(text: str) -> Iterator[tuple[str, int, int, float]]:
        """Turkish puts "born" after the date (``3 Mart 1988 doğumlu``, ``12.05.1990 doğumlu``)."""
        for rx in (_NUM_DATE_RE, _WORD_MONTH_DATE_RE):
            for m in rx.finditer(text):
                if _birth_year(m.group(0)) and _DOGUMLU_RE.match(text, m.end()):
                    yield "DATE_OF_BIRTH", m.start(), m.end(), SCORE

    def _cjk_before(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _NUM_DATE_RE.finditer(text):
            if not _birth_year(m.group(0)):
                continue
            if (m.group(0).endswith("日") and _CJK_AFTER_RE.match(text, m.end())) or (
                m.group(0).endswith("일") and _KO_AFTER_RE.match(text, m.end())
            ):
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
