"""A person's pay rise given as a percentage (issue 12, fields17).

Entity: ``SALARY`` (0.75), the percentage.

``percentages.py`` keeps a bonus share as pay only beside the person's money amount. A raise is
often said as a share alone: ``Kasia dostaje podwyżkę o 8%``, ``Mehmet'e %12 zam yapıldı``,
``Erik får en löneökning på 3,2 %``, ``ליוסי העלאה של 6% בשכר``, ``민수 연봉 인상률 4.5%``,
``Gaji Budi naik 10%``. A percentage within 40 characters of a raise word in its sentence is
pay. A word that also means any increase (``aumento``, ``augmentation``, ``زيادة``, ``인상``,
``naik``, ``zam`` …) counts only with a pay word in the sentence or a person named in it
(``public_money.someone_in``); no sentence about prices, sales, costs, inflation or an average
counts. A raise given to everyone or by a scheme is dropped later (``precision.py``:
``public_money.rate_percentage``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..non_personal import sentence_bounds
from ..public_money import someone_in
from .base import OurRecognizer
from .money_cues import CUES
from .percentages import PERCENT_RE

SCORE = 0.75
_L = r"[^\W\d_]"
#: words that only name a pay rise (any inflection)
_PAY_RISE = (
    r"pay[ \t]+rise|pay[ \t]+raise|salary[ \t]+(?:increase|raise|hike)|gehaltserhöhung|lohnerhöhung|"
    r"podwyż\w*|löneökning\w*|lönehöjning\w*|lønstigning\w*|lønforhøjelse\w*|lønnsøkning\w*|lønnsopprykk\w*|"
    r"palkankorotu\w*|loonsverhoging\w*|salarisverhoging\w*|tăng[ \t]+lương|kenaikan[ \t]+gaji|"
    r"העלא(?:ה|ת)[ \t]+(?:ב?שכר|משכורת)|העלאה|прибавк\w*|надбавк\w*|підвищили[ \t]+зарплат\w*|"
    r"повысили[ \t]+зарплат\w*|suben[ \t]+el[ \t]+sueldo|subida[ \t]+salarial|aumento[ \t]+salarial|"
    r"aumento[ \t]+de[ \t]+(?:sueldo|salario|salário|stipendio)|maaş[ \t]+artışı|maaşına[ \t]+zam|"
    r"इंक्रीमेंट|हाइक|अप्रेजल|연봉[ \t]?인상\w*|월급[ \t]?인상\w*|زيادة[ \t]+(?:في[ \t]+)?(?:ال)?راتب\w*|"
    r"αύξηση[ \t]+μισθού"
)
#: words for any increase: a raise only with a pay word in the sentence
_INCREASE = (
    r"raise|aumento|augmentation|reajuste|incremento|increase|hike|erhöhung|verhoging|ökning|økning|stigning|"
    r"opslag|korotus\w*|zam|zammı|artış\w*|زيادة|بنسبة|बढ़ोतरी|वृद्धि|인상\w*|naik|kenaikan|αύξηση|підвищ\w*|повыш\w*"
)
#: Chinese and Japanese pay-rise words, glued to the name before them (``张伟涨薪6%``)
_CJK_PAY_RISE = r"涨薪|漲薪|加薪|调薪|調薪|昇給"
_RAISE_RE = re.compile(rf"(?i)(?<!{_L})(?:(?P<pay>{_PAY_RISE})|(?P<inc>{_INCREASE}))(?!{_L})|(?P<cjk>{_CJK_PAY_RISE})")
#: a sentence about prices, sales, costs or inflation is no one's pay
_NOT_PAY_RE = re.compile(
    r"(?i)price|preis|prix|prezzo|preço|precio|cena[ \t]|fiyat|ventas|sales|umsatz|ventes|vendite|vendas|"
    r"sprzeda|satış|inflat|inflac|inflaz|inflaç|enflasyon|cost|koszt|custo|costo|coût|traffic|tráfico|"
    r"revenue|ingresos|fatturato|receita|przych|gelir|выручк|kurs|rate[ \t]of|tariff|tarif|"
    # a statistic: the average raise of a country or a sector
    r"average|median|średni|promedio|[ \t]media[ \t]|medio|moyenne|durchschnitt|gemiddeld|gjennomsnitt|genomsnitt|"
    r"ortalama|середн|средн|trung[ \t]bình|rata-rata|keskim|ממוצע|متوسط|औसत|평균|平均"
)
_WINDOW = 40
_CJK_PCT_RE = re.compile(r"[^\d\n。！？]{0,6}?(\d{1,3}(?:\.\d{1,2})?[ \t]?[%％])")


def _pay_word(text: str, a: int, b: int) -> bool:
    return any(True for _ in CUES["SALARY"][0].finditer(text[a:b]))


class RaiseShareRecognizer(OurRecognizer):
    """Percentages a person's pay rises by (module docstring)."""

    ENTITIES = ("SALARY",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("SALARY", start, end, 0.75)`` for each raise percentage."""
        if "%" not in text and "٪" not in text and "％" not in text:
            return
        seen: set[int] = set()
        for m in _RAISE_RE.finditer(text):
            if m.group("cjk"):
                # Han text glues the figure to the word (``涨薪6%``): PERCENT_RE wants a boundary
                p = _CJK_PCT_RE.match(text, m.end())
                if p is not None and p.start(1) not in seen:
                    seen.add(p.start(1))
                    yield "SALARY", p.start(1), p.end(1), SCORE
                continue
            ls, le = sentence_bounds(text, m.start(), m.end())
            lo, hi = max(ls, m.start() - _WINDOW), min(le, m.end() + _WINDOW)
            p = next((p for p in PERCENT_RE.finditer(text, lo, hi) if p.start() not in seen), None)
            if p is None or _NOT_PAY_RE.search(text, ls, le):
                continue
            if m.group("inc") and not (_pay_word(text, ls, le) or someone_in(text, ls, le)):
                continue
            seen.add(p.start())
            yield "SALARY", p.start(), p.end(), SCORE
