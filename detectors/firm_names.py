"""A firm's name written after its owner's: the legal form or the firm noun that follows it.

Issue 12, decoys14. A firm named after its founder reads like a person to the NER model and to
the name lists (``Nowak Sp. z o.o.``, ``Berg Consulting AB``, ``Abbott Laboratories``), and
a surname spread from a detected full name (``Anna Berg``) lands on the firm that bears it
(``contact: Anna Berg, Berg Consulting AB``). What tells them apart is structure, not the name:

- a company's **legal form** after the name, as written in each country, up to three
  capitalised words or joiners (``&``, ``und``, ``i``, ``og``…) later on the same line, one
  blank apart (:data:`LEGAL_FORM_RE`: ``GmbH``, ``GmbH & Co. KG``, ``AG``, ``Ltd``, ``LLC``,
  ``Inc.``, ``plc``, ``S.A.``, ``SAS``, ``SARL``, ``S.p.A.``, ``S.r.l.``, ``S.L.``, ``Lda``,
  ``Ltda``, ``B.V.``, ``N.V.``, ``AB``, ``AS``, ``ASA``, ``A/S``, ``ApS``, ``Oy``, ``OÜ``,
  ``Sp. z o.o.``, ``sp. j.``, ``s.r.o.``, ``Kft.``, ``d.o.o.``, ``A.Ş.``, ``Ltd. Şti.``,
  ``Α.Ε.``, ``ΕΠΕ``, ``ООО``, ``ТОВ``, ``בע"מ``, ``Pty Ltd``, ``Sdn Bhd``); a CJK firm glued
  to its suffix (``张记餐饮有限公司``, ``山田商事株式会社``, ``김씨네 주식회사``);
- a **collective firm noun** ending the name (:data:`FIRM_PLURALS`: ``Laboratories``,
  ``Industries``, ``Controls``, ``Holdings``, ``Hermanos``…): nobody's surname, so it names a
  firm even when the first word is also a given name (``Johnson Controls``; a singular trade
  word after a given name — ``Peter Tak``, ``Anna Holding`` — stays a person: breaker13, and
  so do ``Brothers``/``Partners``, also surnames: ``Tom Brothers``).

A contact person written before the firm is a different span and stays (``Anna Berg`` in
``Anna Berg, Berg Consulting AB``: a comma is no joiner, so her name is not read as the
firm's head).
"""

from __future__ import annotations

import re

__all__ = ["FIRM_PLURALS", "LEGAL_FORM_RE", "firm_plural_end", "legal_form_ahead"]

#: legal forms as written (case-sensitive: ``AS``/``AB``/``SA`` only in capitals, ``Oy`` as
#: Finland writes it); longest alternatives first so ``GmbH & Co. KG`` is read whole
_LEGAL = (
    r"GmbH[ \t]*&[ \t]*Co\.?[ \t]*KG(?:aA)?|GmbH|gGmbH|KGaA|AG|KG|OHG|UG(?:[ \t]*\(haftungsbeschränkt\))?|"
    r"e\.[ \t]?K\.|mbB|PartG(?:[ \t]mbB)?|GbR|e\.[ \t]?V\.|"
    r"Pty\.?[ \t]Ltd\.?|Pvt\.?[ \t]Ltd\.?|Pte\.?[ \t]Ltd\.?|Sdn\.?[ \t]Bhd\.?|Co\.,?[ \t]Ltd\.?|Ltd\.?[ \t]Şti\.?|"
    r"Ltd\.?|Limited|LLC|L\.L\.C\.|LLP|L\.P\.|Inc\.?|Incorporated|Corp\.?|Corporation|plc|PLC|Tbk|Bhd|"
    r"S\.A\.S\.U?|SASU|SAS|S\.A\.R\.L\.|SARL|Sàrl|EURL|SNC|S\.à[ \t]r\.l\.|S\.A\.U\.|S\.A\.|S\.p\.A\.|SpA|"
    r"S\.r\.l\.|Srl|S\.L\.U?\.|SL|SLU|SAU|SA|Lda\.?|Ltda\.?|"
    r"B\.V\.|BV|N\.V\.|NV|VOF|C\.V\.|"
    r"ASA|AS|A/S|ApS|I/S|AB|HB|Oyj|Oy|OÜ|"
    r"[Ss]p\.[ \t]?z[ \t]?o\.[ \t]?o\.?|[Ss]p\.[ \t]?[jkp]\.|S\.K\.A\.|"
    r"s\.r\.o\.|a\.s\.|Kft\.|Zrt\.|Nyrt\.|d\.o\.o\.|d\.d\.|"
    r"A\.Ş\.|AŞ|"
    r"Α\.Ε\.|ΑΕ|Ε\.Π\.Ε\.|ΕΠΕ|ΙΚΕ|Ο\.Ε\.|"
    r"ООО|ОАО|ЗАО|ПАО|АО|ТОВ|ПрАТ|"
    r"בע\"מ|בע״מ|בע'מ"
)
#: one legal form, ending where a word would (``AB`` not ``ABBA``)
LEGAL_FORM_RE = re.compile(rf"(?:{_LEGAL})(?![^\W_])")
_UP = "A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-ΩІЇЄҐ"
#: after a name: up to three capitalised words or joiners one blank apart, then a legal form
#: (a comma only right before the form: ``Acme, Inc.``); the same line, no tab
_AHEAD_RE = re.compile(
    rf"(?:[ \u00a0](?:&|and|und|et|e|y|i|og|och|en|[{_UP}][^\W\d_]*(?:[\-'’][^\W\d_]+)?\.?)){{0,3}}"
    rf",?[ \u00a0](?:{_LEGAL})(?![^\W_])"
)
#: CJK firm suffixes glued to the name (a few Han/Hangul characters of trade in between)
_CJK_AHEAD_RE = re.compile(
    r"[\u3400-\u9fff]{0,10}(?:股份有限公司|有限责任公司|有限公司|集团|株式会社|有限会社|合同会社|商事|商会|商店|工业|餐饮)|"
    r"[가-힣]{0,8}[ ]?(?:주식회사|㈜|유한회사|상사)"
)

#: collective nouns that end a firm's name and are nobody's surname
FIRM_PLURALS = frozenset(
    """
    Laboratories Labs Industries Enterprises Technologies Holdings Solutions Systems Controls Instruments
    Pharmaceuticals Electronics Motors Foods Consultants Investments Ventures Logistics Robotics Analytics
    Hermanos Frères Fratelli Gebroeders Brødrene Bröderna Associés Industrie Industrier Entreprises
    Laboratoires Laboratorios Laboratori Ceramiche Cerámicas Keramik Sjømat Fiskeri
    """.split()
)


def legal_form_ahead(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` (a name) is the head of a firm's name: a legal form follows it on
    its line (:data:`_AHEAD_RE`), its own last word starts one (``Nowak Sp`` before
    ``. z o.o.``), or a CJK firm suffix follows it glued (``张记`` + ``餐饮有限公司``)."""
    if _AHEAD_RE.match(text, end):
        return True
    value = text[start:end]
    last = value.rstrip().rsplit(None, 1)
    if len(last) == 2:
        pos = start + len(value.rstrip()) - len(last[1])
        m = LEGAL_FORM_RE.match(text, pos)
        if m is not None and m.end() > start + len(value.rstrip()):
            return True  # the span cut a legal form ("Nowak Sp" of "Nowak Sp. z o.o.")
    return bool(value) and _is_cjk(value[-1]) and _CJK_AHEAD_RE.match(text, end) is not None


def firm_plural_end(value: str, after: str = "") -> bool:
    """The name's last word, or the word right after it (``after``: the text that follows,
    one blank then the word), is a collective firm noun (:data:`FIRM_PLURALS`)."""
    words = value.split()
    if len(words) >= 2 and words[-1].strip(".,") in FIRM_PLURALS:
        return True
    m = re.match(r"[ \u00a0]([^\W\d_]+)(?![^\W\d_])", after)
    return m is not None and m.group(1) in FIRM_PLURALS


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7a3"
