"""Dates of birth written in Korean (and Japanese) date format in transcripts and chat.

- A Korean date ``YYYY년 M월 D일`` (two-digit years ``92년`` too, spaces optional) followed by
  ``생`` ("born": ``1990년 7월 2일생``, ``92년 11월 5일생이에요``) is a ``DATE_OF_BIRTH``; so is a
  Japanese ``YYYY年M月D日生まれ`` / ``生``.
- A Korean date within 80 characters after a birth word (``생년월일``, ``생일``, ``출생``,
  ``태어난``/``태어났``), across a speaker turn (``상담원: 생년월일이 어떻게 되세요? 고객: 1985년
  3월 14일입니다.``), is a ``DATE_OF_BIRTH``; a date with no birth word near (``회의는 2024년 3월
  14일에``) is not.
Score 0.85.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_KO_DATE = r"(?:\d{4}|\d{2})[ \t]?년[ \t]?\d{1,2}[ \t]?월[ \t]?\d{1,2}[ \t]?일"
#: 생 alone or before a copula or particle (``2일생이에요``); not 생산 "production", 생성 "creation"
_KO_BORN_RE = re.compile(rf"(?<!\d)(?P<d>{_KO_DATE})(?=[ \t]?생(?:$|[^\w]|이|으로|인|입))")
_JA_BORN_RE = re.compile(
    r"(?<!\d)(?P<d>\d{4}[ \t]?年[ \t]?\d{1,2}[ \t]?月[ \t]?\d{1,2}[ \t]?日)(?=[ \t]?生(?![效产產成活命意态態物]))"
)
_KO_CUE_RE = re.compile(rf"(?:생년월일|생일|출생|태어난|태어났)[^\n]{{0,80}}?(?<!\d)(?P<d>{_KO_DATE})")


class KoreanBirthDateRecognizer(OurRecognizer):
    """Korean/Japanese-format dates of birth (see module docstring)."""

    ENTITIES = ("DATE_OF_BIRTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("DATE_OF_BIRTH", start, end, 0.85)``."""
        if "년" not in text and "年" not in text:
            return
        for rx in (_KO_BORN_RE, _JA_BORN_RE, _KO_CUE_RE):
            for m in rx.finditer(text):
                yield "DATE_OF_BIRTH", m.start("d"), m.end("d"), 0.85
