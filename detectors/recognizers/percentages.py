"""Percentages: a rate or a share is not an amount of money (issue 12, round 8).

Pure helpers, no recognizer: the money rules (``fields.py`` label values, ``money_cues.py``
bonus shares, ``context_values.py`` amounts before a pay word) ask them where a percentage
sits and whether a sentence holds a money amount.

Why: the held-out corpus labels percentages that are not a person's pay (discounts, growth,
tax and interest rates, CPU load, battery, completion, probabilities) as ``PERCENT`` decoys,
and a person's bonus share or raise as ``SALARY`` only when it is part of that person's package
(``£72,000 base, 15% bonus``; ``окладом 240 000 ₽ … бонусом до 20 % от оклада``; a
``Bonus_Target`` field of an employee record). Decisions (documented in
``detectors/README.md``):

- a money *label's* value keeps its amount and drops a rate that follows it
  (``Kontostand: 3.412,50 € (Zinssatz 1,5 %)`` → ``3.412,50 €``); a money label whose value is
  only a rate is no money (``Budget: a raise of 4 % across the board``), unless the label is
  pay (``Bonus: 10 %`` in a person's record stays pay);
- a percentage marked by a bonus word in prose is pay only in a sentence that also states a
  money amount (the person's package); a policy sentence (``the standard bonus is 10 % of base
  for all engineers``, ``bonus pool at 110 %``) holds none.

Forms (``PERCENT_RE``): ``12 %``, ``12%``, ``12,5 %``, ``+4 %``, ``−0,8 %``, ``%12`` (Turkish),
``١٢٪``/``٪١٢`` (Arabic-Indic digits and the Arabic percent sign), full-width ``１２％`` (after
the scanner's fold), ``‰``, and number + word: ``pct``, ``percent``, ``per cent``, ``Prozent``,
``procent``, ``prosent``, ``pour cent``, ``por ciento``, ``per cento``, ``por cento``,
``процент…``, ``відсот…``, ``τοις εκατό``, ``パーセント``, ``퍼센트``, and ``百分之…``. Every
pattern is linear (no nested quantifiers).
"""

from __future__ import annotations

import re

_NUM = r"[+\-−±]?\d{1,4}(?:[.,]\d{1,3})?"
_ARABIC_NUM = r"[٠-٩]{1,4}(?:[٫,.][٠-٩]{1,3})?"
_WORDS = (
    r"pct|percent|per[ \t]cent|prozent|procent|prosent|pour[ \t]cent|por[ \t]ciento|per[ \t]cento|"
    r"por[ \t]cento|процент\w{0,3}|відсот\w{0,4}|τοις[ \t]εκατό|パーセント|퍼센트"
)
#: one percentage in any of the forms of the module docstring
PERCENT_RE = re.compile(
    rf"(?<![\w.,])(?:{_NUM}[ \t\u00a0\u202f]?(?:%|％|‰|٪|(?i:{_WORDS})(?![^\W\d_]))"
    rf"|[%٪][ \t]?\d{{1,4}}(?:[.,]\d{{1,3}})?(?![\d])"
    rf"|{_ARABIC_NUM}[ \t]?[٪%]|[٪%][ \t]?{_ARABIC_NUM}"
    r"|百分之[零〇一二两三四五六七八九十百点\d.]{1,8})"
)
#: a money amount: a currency sign/code/word next to a figure, or a figure with a magnitude
#: (``€ 3.150``, ``85.000 TL``, ``38k``, ``¥28,000``, ``240 000 ₽``, ``620万円``)
_CUR = (
    r"[$€£¥₹₩₽₺₪฿₫]|(?:USD|EUR|GBP|CHF|NOK|SEK|DKK|PLN|CZK|TRY|RUB|INR|CNY|RMB|JPY|KRW|AUD|CAD|BRL|MXN|"
    r"IDR|MYR|AED|SAR|EGP|ILS)(?![A-Za-z])|(?<![A-Za-z])(?:kr|zł|Kč|Rp|RM|TL|руб|грн)(?![A-Za-z])"
)
_CUR_WORD_RE = re.compile(
    rf"(?:{_CUR}|(?i:euros?|dollars?|pounds?|kroner|kronor|kronen|рубл\w*|ευρώ|złotych|lakh|juta|miliar|Mio|mln|k))[.,]?"
)
_MONEY_NEAR_RE = re.compile(
    rf"(?:{_CUR})[ \t\u00a0]?\d|\d[\d.,' \u00a0\u202f]{{0,12}}[ \t\u00a0]?(?:{_CUR}|[kK](?![\w])|万|千元|元|円|만|억|"
    r"(?i:euros?|dollars?|pounds?|kroner|kronor|рубл\w*|ευρώ|złotych|lakh|juta|miliar|Mio\.?|mln))"
)


#: a discount said after a percentage, in the corpus languages (en, de, fr, es, it, pt, nl,
#: no/sv/da, zh): ``10% off``, ``15 % Rabatt``, ``20 % de réduction``, ``10% de descuento``,
#: ``10% korting``, ``10 % rabatt``, ``9折``/``优惠`` (precision11: marketing percentages
#: under a compensation-ish label such as ``Bonus:``)
_PROMO_RE = re.compile(
    r"(?i)[ \t]*(?:off|discount|cashback|cash[ \t]back|rabatt|nachlass|preisnachlass|skonto|de[ \t]+réduction|"
    r"de[ \t]+remise|de[ \t]+rabais|de[ \t]+descuento|de[ \t]+desconto|di[ \t]+sconto|sconto|korting|"
    r"extra[ \t]+(?:off|korting)|优惠|折扣|减免|off!)(?![^\W\d_])"
)


def is_promotion(text: str, pct_end: int, end: int) -> bool:
    """Whether the percentage ending at ``pct_end`` is followed, before ``end``, by a discount
    word (``10% off``, ``15 % Rabatt``): a price reduction, no one's pay (``_PROMO_RE``)."""
    return _PROMO_RE.match(text, pct_end, max(pct_end, end)) is not None


def percent_in(text: str, start: int, end: int) -> re.Match[str] | None:
    """The first percentage in ``text[start:end]``, or ``None``."""
    return PERCENT_RE.search(text, start, end)


def has_money(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` states a money amount (a currency next to a figure, or a
    figure with a magnitude: module docstring); a bare number or a percentage is none."""
    return _MONEY_NEAR_RE.search(text, start, end) is not None


def money_start(text: str, start: int, end: int) -> int | None:
    """Where the first money amount in ``text[start:end]`` starts (:func:`has_money`), or ``None``."""
    m = _MONEY_NEAR_RE.search(text, start, end)
    return None if m is None else m.start()


def money_value_extent(text: str, start: int, end: int, pay: bool) -> tuple[int, int] | None:
    """The part of a money label's value ``text[start:end]`` that is money.

    A rate after the amount is cut off (``3.412,50 € (Zinssatz 1,5 %)`` → the amount; the span
    ends at the last digit or currency character before the percentage). A value whose first
    figure is a percentage is a rate: ``None`` (no money) unless ``pay`` (a pay label's value
    may be a bonus share: ``Bonus: 10 %``), then the value is returned unchanged. Values with
    no percentage are returned unchanged.
    """
    p = PERCENT_RE.search(text, start, end)
    if p is None:
        return start, end
    head = text[start : p.start()]
    if not any(c.isdigit() for c in head):
        if is_promotion(text, p.end(), end):
            return None  # ``Bonus: 10% off your first order``: a shop's offer, nobody's pay
        return (start, end) if pay else None
    cut = p.start()
    while cut > start and not (text[cut - 1].isalnum() or text[cut - 1] in "$€£¥₹₩₽₺₪฿₫"):
        cut -= 1
    # back over the words between the amount and the rate ("€12,300 at 4.9 %", "(Zinssatz")
    while cut > start and not (text[cut - 1].isdigit() or text[cut - 1] in "$€£¥₹₩₽₺₪฿₫"):
        k = cut - 1
        while k > start and not text[k - 1].isspace() and text[k - 1] not in "([{;,":
            k -= 1
        word = text[k:cut]
        if any(c.isdigit() for c in word) or _CUR_WORD_RE.fullmatch(word):
            break  # "3.412,50 €" or "12 300 kr": the amount's own currency word
        cut = k
        while cut > start and not (text[cut - 1].isalnum() or text[cut - 1] in "$€£¥₹₩₽₺₪฿₫"):
            cut -= 1
    return (start, cut) if cut > start else None


_SENTENCE_BREAK_RE = re.compile(r"[.!?;。！？；](?:\s|$)|\n")


def sentence_has_money(text: str, pos: int, end: int) -> bool:
    """Whether the sentence around ``pos`` (from the last sentence break before it, at most
    300 characters back, to ``end``) states a money amount (:func:`has_money`)."""
    lo = max(0, pos - 300)
    start = lo
    for m in _SENTENCE_BREAK_RE.finditer(text, lo, pos):
        start = m.end()
    return has_money(text, start, end)
