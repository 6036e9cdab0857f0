"""Presidio's phonenumbers matcher run only around digit runs (replaces its PhoneRecognizer).

- ``WindowedPhoneRecognizer`` (:func:`windowed_phone_recognizer`): Presidio's phonenumbers
  matcher run only around digit runs.
"""

from __future__ import annotations

import re
from typing import Any

import phonenumbers

from presidio_analyzer import RecognizerResult
from presidio_analyzer.predefined_recognizers import PhoneRecognizer

from ..config import DEFAULT_PHONE_REGIONS

_PHONE_WINDOW_RE = re.compile(r"[+(]?\d[\d \t().\-/]{5,26}\d")
# digit runs that are dates, times, IPv4 addresses or decimals/versions, not phone numbers
_NOT_PHONE_RE = re.compile(
    r"^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})$|\d{1,2}:\d{2}|"
    r"^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^\d+\.\d+$|^\d+(?:\.\d+){2,}$"
)


_CN_LANDLINE_RE = re.compile(r"^\(?0(?:10|2\d|[3-9]\d{2})\)?[ \-]\d{3,4}[ \-]?\d{4}$")


class WindowedPhoneRecognizer(PhoneRecognizer):
    """Presidio's ``PhoneRecognizer`` (python-phonenumbers, one matcher pass per region)
    run only on windows around digit runs that could be phone numbers (at least 7 digits
    within a 7-28 character stretch, not a date, time, IPv4 address, decimal or version,
    plus 8 characters either side), instead of over the whole text once per region. Same
    results on candidate numbers; on the benchmark corpus it was the most expensive
    recognizer before this change (see RESULTS.md)."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        """Presidio's matcher on each candidate window; offsets mapped back to ``text``."""
        windows: list[list[int]] = []
        for m in _PHONE_WINDOW_RE.finditer(text):
            cand = m.group(0)
            if sum(c.isdigit() for c in cand) < 7 or _NOT_PHONE_RE.search(cand):
                continue
            a, b = max(0, m.start() - 8), min(len(text), m.end() + 8)
            if windows and a <= windows[-1][1]:
                windows[-1][1] = max(windows[-1][1], b)
            else:
                windows.append([a, b])
        out: list[RecognizerResult] = []
        for a, b in windows:
            # the artifacts are the whole text's (other offsets); phonenumbers needs none
            for r in super().analyze(text[a:b], entities, None):  # type: ignore[arg-type]  # see above
                r.start += a
                r.end += a
                # written with a country code (+CC / 00CC) and valid for that country, or
                # a Chinese landline with its area code (010-6552 1234): a phone number
                # without any phone word nearby
                num = text[r.start : r.end]
                if num.startswith(("+", "00")) or _CN_LANDLINE_RE.match(num):
                    r.score = max(r.score, 0.7)
                elif r.score < 0.6 and self._national_layout(num):
                    r.score = 0.6
                out.append(r)
        return out

    def _national_layout(self, num: str) -> bool:
        """``num`` is written in the national format of one of the regions, digit groups and
        all (``07488 848390`` GB, ``8 (918) 918-90-40`` RU, ``06-11213977`` NL): how people
        write their phone number, which a run of digits from an id or a count rarely is.
        Separator characters may differ; at least one separator is required."""
        groups = _digit_groups(num)
        if len(groups) < 2 or _SHORT_DATE_RE.search(num):
            return False
        for region in self.supported_regions:
            try:
                parsed = phonenumbers.parse(num, region)
            except phonenumbers.NumberParseException:
                continue
            if not phonenumbers.is_valid_number_for_region(parsed, region):
                continue
            national = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.NATIONAL)
            if _digit_groups(national) == groups:
                return True
        return False


#: a day.month.yy date at the start ("[08.06.24 10:41]" chat stamps): no phone layout
_SHORT_DATE_RE = re.compile(r"^\[?\d{1,2}[./]\d{1,2}[./]\d{2}(?!\d)")


def _digit_groups(s: str) -> list[int]:
    """Lengths of the digit runs of ``s`` (``"(0)20 7946-0018"`` → ``[1, 2, 4, 4]``)."""
    return [len(g) for g in re.findall(r"\d+", s)]


def windowed_phone_recognizer(
    regions: tuple[str, ...] = DEFAULT_PHONE_REGIONS, supported_language: str = "en"
) -> WindowedPhoneRecognizer:
    """A :class:`WindowedPhoneRecognizer` matching national formats of ``regions`` (ISO
    3166 codes; international ``+CC`` numbers are matched whatever the region) with
    Presidio's context words. Scores: 0.4 (raised to 0.75 by phone context in
    ``score_fixes``), 0.6 for a number written in a region's national layout (its digit
    groups), 0.7 for a valid number written with its country code or a Chinese landline with
    its area code."""
    return WindowedPhoneRecognizer(supported_language=supported_language, supported_regions=tuple(regions))
