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

- an **establishment noun** written before the owner's name (:data:`SHOP_NOUNS`: a shop,
  workshop or firm, not a profession: ``Bakkerij Visser``, ``Garage Bernard``, ``Officine
  Bianchi``, ``Construcciones Pérez``, ``Piekarnia Kowalski``, ``Пекарня Иванова``,
  ``Φαρμακείο Νικολάου``, also after it: ``Brandt Elektro``; ``Elektriker Hansen`` and
  ``Rørlegger Nilsen`` may be the tradesman himself and stay), in the span or right before
  it, in any case
  (``BAECKEREI SCHULZ`` on a card statement); the noun alone is no name
  (``Maschinenbau``); a possessive before a trade word names a shop (``Anna's Bakery``).

- a few **international firms and brands named after their founders** whose names no rule
  above can tell from a person's (:data:`EPONYMOUS_FIRMS`: ``Morgan Stanley``, ``Hugo Boss``,
  ``Boehringer Ingelheim``, ``Kuehne + Nagel``): a curated list of well-known names, matched
  whole and case-sensitively.

A contact person written before the firm is a different span and stays (``Anna Berg`` in
``Anna Berg, Berg Consulting AB``: a comma is no joiner, so her name is not read as the
firm's head).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .name_lists import name_lists

__all__ = [
    "EPONYMOUS_FIRMS",
    "FIRM_PLURALS",
    "LEGAL_FORM_RE",
    "SHOP_NOUNS",
    "famous_firm",
    "firm_plural_end",
    "legal_form_ahead",
    "shop_named",
]

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


#: establishment nouns written before the owner's name (casefolded; en de fr es it pt nl
#: no/da/sv pl ru uk el tr); professions that also name the person (``Elektriker``,
#: ``Rørlegger``, ``Maler``) are left out
SHOP_NOUNS = frozenset(
    w.casefold()
    for w in """
    Bäckerei Baeckerei Metzgerei Fleischerei Schreinerei Tischlerei Autohaus Gärtnerei Konditorei Brauerei
    Weingut Gasthaus Gasthof Spedition Reisebüro Fahrschule Steuerbüro Ingenieurbüro Architekturbüro Kanzlei
    Elektro Optik Blumenhaus Sanitärtechnik Zimmerei Druckerei Buchhandlung Apotheke Autowerkstatt
    Boulangerie Pâtisserie Boucherie Charcuterie Pharmacie Garage Librairie Fromagerie Quincaillerie Menuiserie
    Plomberie Transports Domaine Château Brasserie Imprimerie Taxis Auto-école
    Construcciones Talleres Taller Farmacia Panadería Carnicería Ferretería Transportes Bodegas Bodega
    Autoescuela Peluquería Librería Almacenes Distribuciones Asesoría Gestoría Reformas Carpintería Fontanería
    Officine Officina Fratelli Pasticceria Panificio Panetteria Macelleria Ferramenta Trasporti Costruzioni
    Autofficina Carrozzeria Cantina Cantine Tenuta Trattoria Pizzeria Osteria Gelateria Salumeria Tipografia
    Falegnameria Padaria Farmácia Construtora Talho Mercearia Livraria Pastelaria
    Bakkerij Slagerij Autobedrijf Installatiebedrijf Bouwbedrijf Schildersbedrijf Loodgietersbedrijf Apotheek
    Transportbedrijf Hoveniersbedrijf Aannemersbedrijf Kapsalon Drukkerij Timmerbedrijf Makelaardij
    Advocatenkantoor Boekhandel Bakeri Bageri Bilverksted Autoverksted Apotek Byggfirma Advokatfirma
    Regnskapsbyrå Åkeri Rörfirma Elfirma Bilverkstad Konditori Slakteri Blomsterhandel
    Piekarnia Warsztat Apteka Zakład Przedsiębiorstwo Hurtownia Cukiernia Masarnia Kancelaria Stolarnia
    Drukarnia Pekarnia Пекарня Автосервис Аптека Мастерская Ателье Автосервіс Майстерня Пекарні
    Φούρνος Φαρμακείο Συνεργείο Ζαχαροπλαστείο Κρεοπωλείο Ταβέρνα
    Praxis Arztpraxis Zahnarztpraxis Tierarztpraxis Hausarztpraxis Klinik Clinique Cabinet Kliniek
    Huisartsenpraktijk Tandartspraktijk Legesenter Legesenteret Legekontor Tannlegekontor Vårdcentral
    Clínica Consultorio Ambulatorio Poliklinika Przychodnia Gabinet Клиника Поликлиника Κλινική Ιατρείο
    """.split()
)
#: Turkish writes the establishment noun after the name, with its compound suffix
_SHOP_AFTER_TR = frozenset(
    w.casefold()
    for w in "Eczanesi Kuyumculuk Kuyumcusu Fırını Lokantası Oto Mobilya Nakliyat Emlak Market Kırtasiye Turizm".split()
)
_TRADE_AFTER_POSSESSIVE_RE = re.compile(
    r"[’']s[ \u00a0](?:Bakery|Pizzeria|Kitchen|Cafe|Café|Diner|Garage|Salon|Barbers?|Florist|Deli|Bistro|Pub|"
    r"Plumbing|Roofing|Cleaning|Catering|Pharmacy|Auto|Motors|Bikes|Books|Hardware)(?![^\W\d_])"
)


#: the word right before a name (``Garage`` of ``Garage Bernard``), and the letters right after
#: one blank after it; compiled once (a module-level `re.search` looks its pattern up per call)
_WORD_BEFORE_RE = re.compile(r"(?<![^\W\d_])([^\W\d_][^\s:：]*)[ \u00a0]$")
_NEXT_LETTERS_RE = re.compile(r"[ \u00a0]([^\W\d_]+)(?![^\W\d_])")


def shop_named(text: str, start: int, end: int, trade_words: frozenset[str] = frozenset()) -> bool:
    """``text[start:end]`` names a shop or workshop by its owner (module docstring): one of its
    words (of two or more) or the word right before it is an establishment noun, a Turkish one
    follows it, it is one trade or establishment noun alone (``trade_words``: the caller's
    trade words after a name), or ``'s`` and a trade word follow it (``Anna's Bakery``)."""
    words = text[start:end].split()
    if not words:
        return False
    folded = [w.strip(".,").casefold() for w in words]
    if len(words) >= 2 and any(w in SHOP_NOUNS for w in folded):
        return True  # "Garage Bernard", "Brandt Elektro", "KARTENZAHLUNG BAECKEREI"
    if len(words) == 1 and (words[0].strip(".,") in trade_words or folded[0] in SHOP_NOUNS | _SHOP_AFTER_TR):
        return True
    if len(words) >= 2 and folded[-1] in _SHOP_AFTER_TR:
        return True
    m = _WORD_BEFORE_RE.search(text[max(0, start - 40) : start])
    if m is not None and m.group(1).casefold() in SHOP_NOUNS:  # "Garage: Anna Berg" is a label
        return True
    after = _NEXT_LETTERS_RE.match(text[end : end + 24])
    if after is not None and after.group(1).casefold() in _SHOP_AFTER_TR:
        return True
    return _TRADE_AFTER_POSSESSIVE_RE.match(text, end) is not None


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


@lru_cache(maxsize=4096)
def _en_zipf(word: str) -> float:
    from wordfreq import zipf_frequency  # loads ~1 MB of its data on first use (~0.3 s)

    return float(zipf_frequency(word, "en"))


#: an English plural's singular forms: ``Traders`` → ``trader``, ``Supplies`` → ``supply``,
#: ``Brushes`` → ``brush``
_PLURAL_RE = re.compile(
    r"(?:(?P<ies>[^\W\d_]{3,})ies|(?P<es>[^\W\d_]{3,}(?:sh|ch|ss|x))es|(?P<s>[^\W\d_]{3,}[^\Wsu\d_])s)$"
)


def common_plural(word: str) -> bool:
    """``word`` is the capitalised plural of an everyday English noun that no name list knows
    (``Traders``, ``Outfitters``, ``Provisions``, ``Supplies``): a firm's collective noun after
    its name (``Wrenfield Traders``), never a surname (``Banks``, ``Fields``, ``Sanders`` are
    listed surnames and stay). Frequencies from ``wordfreq`` (Zipf ≥ 2.5 for the plural, ≥ 2.0
    for its singular)."""
    m = _PLURAL_RE.fullmatch(word)
    if m is None or not word[:1].isupper() or not word[1:].islower():
        return False
    k = word.casefold()
    if m.group("ies") is not None:
        singular = m.group("ies").casefold() + "y"
    elif m.group("es") is not None:
        singular = m.group("es").casefold()
    else:
        singular = m.group("s").casefold()
    if _en_zipf(k) < 2.5 or _en_zipf(singular) < 2.0:
        return False
    return not name_lists().is_name_word(word) and not name_lists().is_name_word(singular.capitalize())


def firm_plural_end(value: str, after: str = "") -> bool:
    """The name's last word, or the word right after it (``after``: the text that follows,
    one blank then the word), is a collective firm noun (:data:`FIRM_PLURALS`), or the last of
    two or more words is an everyday English plural no name list knows and the first word is no
    listed given name (:func:`common_plural`: ``Wrenfield Traders``, ``Granite Peak Outfitters``;
    fields19)."""
    words = value.split()
    if len(words) >= 2 and words[-1].strip(".,") in FIRM_PLURALS:
        return True
    if len(words) >= 2 and common_plural(words[-1].strip(".,")):
        if not name_lists().is_given(words[0].strip(".,")):
            return True
    m = _NEXT_LETTERS_RE.match(after)
    return m is not None and m.group(1) in FIRM_PLURALS


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7a3"


#: well-known firms and brands named after people (as written, two words or more: a one-word
#: brand such as ``Ferrari`` is also a common surname, and a spread surname must stay masked);
#: a person of the same full name would be a namesake of a global brand
EPONYMOUS_FIRMS: tuple[str, ...] = tuple(
    n.strip()
    for n in """
    Wells Fargo|Morgan Stanley|Goldman Sachs|J.P. Morgan|JP Morgan|Merrill Lynch|Charles Schwab|Lehman Brothers|
    Johnson & Johnson|Procter & Gamble|Ernst & Young|Baker McKenzie|Clifford Chance|Allen & Overy|Roland Berger|
    Boehringer Ingelheim|Louis Vuitton|Hugo Boss|Calvin Klein|Ralph Lauren|Tommy Hilfiger|Estée Lauder|
    Yves Saint Laurent|Christian Dior|Giorgio Armani|Dolce & Gabbana|Marks & Spencer|Harley-Davidson|
    Rolls-Royce|Mercedes-Benz|Kuehne + Nagel|Kühne + Nagel|Hewlett Packard|Hewlett-Packard|Dow Jones|
    Johnson Controls|Philip Morris|Lockheed Martin|Pratt & Whitney|Thermo Fisher|Walt Disney|Carl Zeiss|
    Robert Bosch|Ben & Jerry's|Dr. Oetker|Alfred Kärcher|Levi Strauss|Johnnie Walker|Jack Daniel's|Tiffany & Co.
    """.replace("\n", " ").split("|")
    if n.strip()
)
_EPONYMOUS_RE = re.compile(r"(?<![^\W\d_])(?:" + "|".join(re.escape(n) for n in EPONYMOUS_FIRMS) + r")(?![^\W\d_])")


#: any listed firm's name, unbounded: a match of `_EPONYMOUS_RE` in a window of a text is one of it
_EPONYMOUS_ANY_RE = re.compile("|".join(re.escape(n) for n in EPONYMOUS_FIRMS))


@lru_cache(maxsize=8)
def _names_a_famous_firm(text: str) -> bool:
    """Whether a listed firm's name occurs in ``text`` at all (kept for the texts being
    scanned: asked once per PERSON span)."""
    return _EPONYMOUS_ANY_RE.search(text) is not None


def famous_firm(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` lies inside a listed firm's name (:data:`EPONYMOUS_FIRMS`)."""
    if not _names_a_famous_firm(text):
        return False
    lo, hi = max(0, start - 30), min(len(text), end + 30)
    return any(m.start() <= start and end <= m.end() for m in _EPONYMOUS_RE.finditer(text, lo, hi))
