"""Pay said by the shape of a hiring note rather than by a pay word next to each figure.

Entity: ``SALARY`` (score 0.75, like ``money_cues.py``).

1. **Current and wanted pay side by side** (hiring notes, candidate pipelines): a line that
   names both a *current* figure and a *wanted/expected* one — ``Aktuell: 55.000 €;
   Wunschgehalt 70.000 €``, ``Current: £52k; expects £61k``, ``Actuel : 47 000 € ;
   prétentions 53 000 €``, ``目前：¥25,000；期望薪资 ¥30,000`` — holds the candidate's pay in
   both places. The money cue of ``money_cues.py`` marks only the figure after the pay word;
   here the figure after the *current* label is pay too. Needed: a current word and a wanted
   word in the line, a pay word in the line or in the 300 characters before it (the heading of
   a candidates' section), and no price/cost/bill/budget word in the line (``Current: $1,200/mo;
   expected $1,500`` on a cloud bill stays a price).
2. **A contract's renewal or extension** (``Und Walburgs Vertrag? Die Verlängerung über 120.000 €
   liegt noch bei mir``, ``the renewal at £48,000``): a renewal word followed by an amount within
   40 characters is the contract's value (``FINANCIAL_AMOUNT``) when a contract word precedes
   it in the 150 characters before, on the same line; a renewal alone is often a price
   (``Domain renewal: $12.99/yr``).
3. **An offer made to a person** (``Angebot an Ansbert Zurmühlen mit 88.000 €``, ``Offre à Gaspard
   Lemoine à 61 000 €``, ``Tilbud til Eirik Haugland med kr 720 000``, ``Оффер Добрыне
   Пересветову — 240 000 ₽``): an offer word, an optional "to", one to four capitalised words
   (a company legal form such as ``GmbH``/``Ltd``/``AS`` makes it a sales quote: skipped), then
   an amount within 25 characters. A lower-case word after the offer word (``Sonderangebot an alle
   Kunden``) is no person.

Words are listed for en, de, fr, nl, no, da, sv, fi, es, it, pt, pl, tr, ru, uk, el, ar, zh, ja,
ko (curated: no maintained multilingual list of these words was found on PyPI).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer
from .money_cues import CUES, MONEY_RE
from .offer_context import trade_near

SCORE = 0.75

_CURRENT = (
    r"current(?:ly)?|now|today|aktuell|derzeit|bisher|heute|jetzt|actuel(?:le|lement)?|huidig|momenteel|nu|"
    r"nåværende|nå|i\s+dag|nuvarande|idag|nykyinen|nyt|actual(?:mente)?|hoy|attual(?:e|mente)|oggi|atual(?:mente)?|"
    r"hoje|obecn(?:ie|a|e)|aktualn(?:ie|a|e)|şu\s+an(?:ki)?|mevcut|текущ\w*|сейчас|нынешн\w*|поточн\w*|зараз|"
    r"τρέχ\w*|σήμερα|τωρινό\w*|حالي\w*|الحالي\w*|目前|现在|現在|当前|現職|현재|지금|hiện\s+tại"
)
_WANTED = (
    r"expect\w*|want\w*|wish\w*|ask\w*|desired|target|wunsch\w*|gewünscht\w*|erwart\w*|vorstellung\w*|"
    r"prétention\w*|souhait\w*|attendu\w*|demand\w*|gewenst\w*|wens\w*|verwacht\w*|ønsket|ønske\w*|forvent\w*|"
    r"önskad\w*|önske\w*|förvänt\w*|toive\w*|toivottu|odotus\w*|desead\w*|pretensi\w*|esperad\w*|desiderat\w*|"
    r"richiest\w*|pretes\w*|desejad\w*|pretendid\w*|oczekiwan\w*|beklent\w*|istenen|beklenti\w*|желаем\w*|ожидани\w*|"
    r"ожидаем\w*|бажан\w*|очікуван\w*|επιθυμητ\w*|ζητούμεν\w*|المتوقع\w*|المطلوب\w*|期望|希望|要求|희망"
)
_CURRENT_RE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_CURRENT})(?![^\W\d_])")
_WANTED_RE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_WANTED})|期望|希望|要求|희망")
_PRICE_RE = re.compile(
    r"(?i)price|pricing|cost|bill|invoice|budget|quote|preis|kosten|rechnung|prix|coût|facture|prijs|kosten|"
    r"pris|kostnad|faktura|hinta|lasku|precio|coste|factura|prezzo|costo|fattura|preço|custo|cena|koszt|fiyat|"
    r"maliyet|цен|стоимост|счёт|счет|τιμή|κόστος|سعر|تكلفة|价格|价钱|费用|価格|料金|가격|비용"
)
# the label of the current figure: the current word, an optional word, then ":"/"-" or a space
_LABEL_TAIL_RE = re.compile(r"(?:[ \t]+[^\W\d_]{1,14})?[ \t]*[:：=\-–—]?[ \t]*")
_OFFER_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:offer|offered|angebot|offre|aanbod|tilbud|erbjudande|tarjous|oferta|offerta|proposta|"
    r"teklif|оффер|офер|предложение|пропозиція|προσφορά|عرض)(?![^\W\d_])"
    r"(?:[ \t]+(?:to|an|à|aan|til|till|a|al|para|per|dla|для|σε|στον|στην|στη|ل|إلى|إلي)(?![^\W\d_]))?[ \t]+"
    r"(?P<who>[^\W\d_][^\W\d_'’.\-]*(?:[ \t\-][^\W\d_][^\W\d_'’.\-]*){0,3})"
    r"(?:[ \t]+[^\W\d_]{1,4})?"
)
_LEGAL_FORM_RE = re.compile(
    r"(?<![^\W\d_])(?:GmbH|AG|KG|Ltd|LLC|Inc|plc|SA|SAS|SARL|BV|NV|AS|ASA|AB|Oy|ApS|SpA|Srl|ООО|АО)(?![^\W\d_])"
)
_LINE_RE = re.compile(r"[^\n]+")
_RENEWAL_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:renewal|renewing|extension|verlängerung|vertragsverlängerung|renouvellement|prolongation|"
    r"verlenging|fornyelse|forlengelse|förlängning|förnyelse|jatko|rinnovo|proroga|renovación|prórroga|renovação|"
    r"prorrogação|przedłużenie|odnowienie|yenileme|uzatma|продление|пролонгация|продовження|ανανέωση|παράταση|"
    r"تجديد|تمديد)(?![^\W\d_])|续约|续签|延期|更新|갱신|연장"
)
_FEE_RE = re.compile(
    r"(?i)fee|charge|cost|price|gebühr|kost|preis|frais|coût|prix|tarif|kosten|prijs|avgift|pris|maksu|hinta|"
    r"cuota|cuesta|precio|tassa|costa|prezzo|taxa|custa|preço|opłat|kosztuje|cena|ücret|fiyat|стоит|цена|"
    r"плата|коштує|τέλος|κοστίζει|τιμή|رسوم|سعر|费用|价格|料金|手数料|수수료|요금"
)
_PER_RE = re.compile(r"[ \t]?/[ \t]?[^\W\d_]")
_NAME_WORD_RE = re.compile(r"[^ \t\-]+")


# pay stems the cue set keeps as exact words (4 letters or fewer, or glued prefixes: "μισθός",
# "الراتب"); inside a hiring line they are safe as stems
_PAY_STEM_RE = re.compile(r"(?i)μισθ|αποδοχ|راتب|رواتب|أجر|薪|給|年収|연봉|월급|급여|maaş|lương|वेतन|שכר|משכורת")


def _has_pay_word(text: str) -> bool:
    return _PAY_STEM_RE.search(text) is not None or any(True for _ in CUES["SALARY"][0].finditer(text))


class MoneyContextRecognizer(OurRecognizer):
    """Current/wanted pay pairs in hiring notes and offers made to a person (module docstring)."""

    ENTITIES = ("SALARY", "FINANCIAL_AMOUNT")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        if not any(c.isdigit() for c in text):
            return
        yield from self._current_and_wanted(text)
        yield from self._offers(text)
        yield from self._renewals(text)

    def _renewals(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        contract = CUES["FINANCIAL_AMOUNT"][2]
        for m in _RENEWAL_RE.finditer(text):
            lo = max(0, m.start() - 150, text.rfind("\n", 0, m.start()) + 1)
            if not any(True for _ in contract.finditer(text[lo : m.start()])):
                continue
            stop = text.find("\n", m.end(), m.end() + 40)
            v = MONEY_RE.search(text, m.end(), stop if stop >= 0 else min(len(text), m.end() + 40))
            if v is None or _FEE_RE.search(text, m.end(), min(len(text), v.end() + 12)):
                continue  # "die Verlängerung kostet 30 € Gebühr": a fee, not the contract's value
            if re.search(r"[^\d\s.,'\u00a0\u202f]", v.group(0)) and not _PER_RE.match(text, v.end()):
                yield "FINANCIAL_AMOUNT", v.start(), v.end(), SCORE

    def _current_and_wanted(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for line in _LINE_RE.finditer(text):
            s = line.group(0)
            if len(s) > 400 or not _WANTED_RE.search(s) or _PRICE_RE.search(s):
                continue
            currents = list(_CURRENT_RE.finditer(s))
            if not currents:
                continue
            if not _has_pay_word(s) and not _has_pay_word(text[max(0, line.start() - 300) : line.start()]):
                continue
            for c in currents:
                tail = _LABEL_TAIL_RE.match(s, c.end())
                pos = tail.end() if tail is not None else c.end()
                v = MONEY_RE.match(s, pos)
                if v is not None and re.search(r"[^\d\s.,'\u00a0\u202f]", v.group(0)):
                    yield "SALARY", line.start() + v.start(), line.start() + v.end(), SCORE

    def _offers(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _OFFER_RE.finditer(text):
            # the person: the leading capitalised words ("Gaspard Lemoine" of "Gaspard Lemoine à")
            end = m.start("who")
            for w in _NAME_WORD_RE.finditer(m.group("who")):
                if not w.group(0)[:1].isupper():
                    break
                end = m.start("who") + w.end()
            who = text[m.start("who") : end]
            if not who or _LEGAL_FORM_RE.search(who):
                continue
            if trade_near(text, m.start(), m.start() + len(m.group(0).split()[0])):
                continue  # "Special offer Black Friday: €19.99": a sale, not a person (fields19)
            v = MONEY_RE.search(text, end, min(len(text), end + 25))
            if v is None or "\n" in text[end : v.start()]:
                continue
            if re.search(r"[^\d\s.,'\u00a0\u202f]", v.group(0)):
                yield "SALARY", v.start(), v.end(), SCORE
