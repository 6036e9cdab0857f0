"""Street/postal addresses (Presidio has no address recognizer; spaCy only tags GPE names).

Entity ``ADDRESS``. Formats (Chinese addresses live in ``chinese.py``):

- US/UK/Canada/Australia style: ``<number> [dir] <Name words> <suffix>[.] [dir]`` with a
  USPS street suffix (Street, Ave, Blvd, Crossing, Mews …, any capitalisation), an optional
  secondary unit (Apt/Suite/Unit/#…) and an optional tail ``, City, ST 12345[-6789]`` or
  ``City ST1 2AB`` (UK postcode). Score 0.7 for the street line alone, 0.9 with the tail.
- ``P.O. Box 123``: 0.7.
- German style: ``<Name>straße|str.|weg|allee|platz|gasse|ring|damm|ufer… <number>`` with an
  optional ``, 12345 City`` tail: 0.75 / 0.9.
- European layout ``<street> <number>, <postcode> <city>`` in any cased script (Norwegian,
  Dutch, Greek, German without a street suffix): 0.8; Russian ``ул. …, д. …, кв. …``: 0.8;
  Arabic ``حي/شارع/مبنى …``: 0.75. Portuguese/Brazilian postcodes (``4050-262``,
  ``01310-200``), Finnish stair and flat (``Mannerheimintie 12 B 7``), Australian
  ``City NSW 2000`` tails.
- Indonesian/Malaysian ``Jl./Jalan/Gg. <name> No. 45[, RT 02/RW 05][, Kec. …]``, Turkish
  ``<name> Cad./Sok./Bulvarı No: 45/3 [Daire 3][, İlçe/İl]``, Vietnamese ``123 [Đường] <name>,
  [Phường …,] Quận/Huyện …[, TP. …]``: 0.8.
- French/Spanish/Italian style: ``<number>[,] rue|avenue|boulevard|place|chemin|calle|via …
  <words>`` with optional ``, 75002 Paris`` tail: 0.75 / 0.9.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .base import OurRecognizer

_USPS_SUFFIXES = (
    "Alley Aly Annex Anx Arcade Arc Avenue Ave Av Bayou Byu Beach Bch Bend Bnd Bluff Blf Bluffs Blfs "
    "Bottom Btm Boulevard Blvd Branch Br Bridge Brg Brook Brk Brooks Brks Burg Bg Burgs Bgs Bypass "
    "Byp Camp Cp Canyon Cyn Cape Cpe Causeway Cswy Center Ctr Centers Ctrs Circle Cir Circles Cirs "
    "Cliff Clf Cliffs Clfs Club Clb Common Cmn Commons Cmns Corner Cor Corners Cors Course Crse Court "
    "Ct Courts Cts Cove Cv Coves Cvs Creek Crk Crescent Cres Crest Crst Crossing Xing Crossroad Xrd "
    "Crossroads Xrds Curve Curv Dale Dl Dam Dm Divide Dv Drive Dr Drives Drs Estate Est Estates Ests "
    "Expressway Expy Extension Ext Extensions Exts Fall Falls Fls Ferry Fry Field Fld Fields Flds "
    "Flat Flt Flats Flts Ford Frd Fords Frds Forest Frst Forge Frg Forges Frgs Fork Frk Forks Frks "
    "Fort Ft Freeway Fwy Garden Gdn Gardens Gdns Gateway Gtwy Glen Gln Glens Glns Green Grn Greens "
    "Grns Grove Grv Groves Grvs Harbor Hbr Harbors Hbrs Haven Hvn Heights Hts Highway Hwy Hill Hl "
    "Hills Hls Hollow Holw Inlet Inlt Island Is Islands Iss Isle Junction Jct Junctions Jcts Key Ky "
    "Keys Kys Knoll Knl Knolls Knls Lake Lk Lakes Lks Land Landing Lndg Lane Ln Light Lgt Lights Lgts "
    "Loaf Lf Lock Lck Locks Lcks Lodge Ldg Loop Mall Manor Mnr Manors Mnrs Meadow Mdw Meadows Mdws "
    "Mews Mill Ml Mills Mls Mission Msn Motorway Mtwy Mount Mt Mountain Mtn Mountains Mtns Neck Nck "
    "Orchard Orch Oval Overpass Opas Park Parks Parkway Pkwy Parkways Pass Passage Psge Path Pike "
    "Pine Pne Pines Pnes Place Pl Plain Pln Plains Plns Plaza Plz Point Pt Points Pts Port Prt Ports "
    "Prts Prairie Pr Radial Radl Ramp Ranch Rnch Rapid Rpd Rapids Rpds Rest Rst Ridge Rdg Ridges Rdgs "
    "River Riv Road Rd Roads Rds Route Rte Row Rue Run Shoal Shl Shoals Shls Shore Shr Shores Shrs "
    "Skyway Skwy Spring Spg Springs Spgs Spur Spurs Square Sq Squares Sqs Station Sta Stravenue Stra "
    "Stream Strm Street St Streets Sts Summit Smt Terrace Ter Throughway Trwy Trace Trce Track Trak "
    "Trafficway Trfy Trail Trl Trailer Trlr Tunnel Tunl Turnpike Tpke Underpass Upas Union Un Unions "
    "Uns Valley Vly Valleys Vlys Via Viaduct Vdct View Vw Views Vws Village Vlg Villages Vlgs Ville Vl "
    "Vista Vis Walk Walks Wall Way Ways Well Wl Wells Wls Close Gate Gardens Grove Parade Esplanade"
).split()
_SUFFIX = "(?:" + "|".join(sorted({s for s in _USPS_SUFFIXES}, key=len, reverse=True)) + r")\.?"
_DIR = r"(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?"
_WORD = r"(?:[A-Z][a-z'’\-]+|[A-Z]{2,}|\d{1,3}(?:st|nd|rd|th)|[A-Z]\.)"
_NUM = r"\d{1,6}[A-Za-z]?(?:-\d{1,4})?"
_SECONDARY = (
    r"(?:,?[ \t]*(?i:Apt\.?|Apartment|Suite|Ste\.?|Unit|Fl\.?|Floor|Room|Rm\.?|Bldg\.?|#)[ \t]*#?[A-Za-z0-9\-]{1,6})"
)
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|"
    "NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|AS|GU|MP|PR|VI|FM|MH|PW|AA|AE|AP|ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|"
    "NSW|VIC|QLD|WA|SA|TAS|ACT|NT"
)
_CITY = r"[A-Z][A-Za-z'\.\-]+(?:[ \t]+[A-Z][A-Za-z'\.\-]+){0,3}"
_TAIL_US = rf"(?:,?[ \t]*\n?[ \t]*{_CITY},?[ \t]+(?:{_US_STATES})\.?[ \t]+\d{{5}}(?:-\d{{4}})?|,?[ \t]*\n?[ \t]*{_CITY},?[ \t]+[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)"
_TAIL_AU = rf"(?:,?[ \t]*\n?[ \t]*{_CITY},?[ \t]+(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \t]+\d{{4}}(?!\d))"
_TAIL_UK = rf"(?:,?[ \t]*\n?[ \t]*{_CITY},?[ \t]+[A-Z]{{1,2}}\d[A-Z\d]?[ \t]*\d[A-Z]{{2}})"

#: a flat or unit written before the house number (UK ``Flat 2, 14 Tenby Gardens``)
_UNIT_FIRST = r"(?:(?:Flat|Apartment|Apt\.?|Unit|Suite|Studio|Maisonette)[ \t]+[0-9]{1,4}[A-Za-z]?,?[ \t]+)"
_US_RE = re.compile(
    # one or two spaces after the house number: a wider gap is a table's column break
    # (``2024          Officine Gateway S.r.l.``), not a street
    rf"(?<![\w/.\-]){_UNIT_FIRST}?{_NUM}[ \t]{{1,2}}(?:{_DIR}[ \t]+)?{_WORD}(?:[ \t]+{_WORD}){{0,3}}[ \t]+(?i:{_SUFFIX})(?![\w])"
    rf"(?:[ \t]+{_DIR}(?![\w]))?(?P<sec>{_SECONDARY})?(?P<tail>{_TAIL_US}|{_TAIL_AU}|{_TAIL_UK})?"
)
_POBOX_RE = re.compile(r"(?i)\bP\.?[ \t]?O\.?[ \t]+Box[ \t]+\d{1,6}\b")

_DE_SUFFIX = (
    r"(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|pfad|steig|markt|berg|hof|graben|kamp|wall)"
)
_DE_RE = re.compile(
    rf"(?<![\w])(?:(?:[A-ZÄÖÜ][\wäöüß]*-)+(?i:{_DE_SUFFIX})|[A-ZÄÖÜ][\wäöüß]*?(?i:{_DE_SUFFIX}))(?:[ \t]+|(?<=\.))"
    r"\d{1,4}[a-z]?(?:[ \t]?[-/][ \t]?\d{1,4}[a-z]?)?(?![\w])"
    r"(?P<tail>,?[ \t]*\n?[ \t]*\d{5}[ \t]+[A-ZÄÖÜ][\wäöüß\-]+(?:[ \t]+(?:[A-ZÄÖÜ][\wäöüß\-]+|\([^)\n]{1,30}\)|(?:a\.|am|an|im|in|ob|bei|vor)[ \t]?[\wäöüß. ]{1,20}?)){0,2})?"
)
_ROMANCE_RE = re.compile(
    r"(?<![\w])\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+(?i:rue|avenue|av\.|boulevard|bd|place|chemin|allée|allee|impasse|quai|route|"
    r"cours|calle|avenida|paseo|plaza|via|viale|piazza|corso|largo)"
    r"(?:[ \t]+[\wÀ-ÿ'’\-]+){1,5}"
    r"(?P<tail>,?[ \t]*\n?[ \t]*\d{5}[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’\-]+(?:[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’\-]+)?)?"
)
_ROMANCE_RE2 = re.compile(  # Calle Mayor 12 / Via Roma 5
    r"(?<![\w])(?:Calle|Avenida|Paseo|Via|Viale|Piazza|Corso|Carrer|Rua)[ \t]+(?:[A-ZÀ-Ý][\wÀ-ÿ'’\-]+[ \t]+|de[l]?[ \t]+|la[ \t]+|di[ \t]+){1,4}\d{1,4}[a-zA-Z]?(?![\w])"
    r"(?P<tail>,?[ \t]*\n?[ \t]*\d{5}[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’\-]+(?:[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’\-]+)?)?"
)


# "<Street words> <number>, <postcode> <City>" — European layout in any cased script
# (Bygdøy allé 73, 0459 Oslo · Ιπποκράτους 142, 262 21 Πάτρα · Im Wiesengrund 117b, 33602 Bielefeld)
_UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽА-ЯЁΑ-ΩΆ-Ώ"
#: street-type abbreviations written in lower case or with a slash before the street name
#: (Polish ``ul.``/``al.``/``pl.``/``os.``, Spanish ``C/``, Czech ``nám.``, Romanian ``str.``/``bd.``)
_EU_PREFIX = r"(?:(?:ul|al|pl|os|nám|str|bd|bul|Av|Avda|Pza)\.|[Cc]/|ulica|aleja)[ \t]*"
#: the unit after the house number: floor and side (Danish ``1. th.``, ``st. tv.``), Spanish
#: ``4º izq.``/``3º B``, Catalan ``2n 1a``, German ``3. OG``/``Whg 4``: up to 3 short tokens
_EU_UNIT = r"(?P<unit>\\?,[ \t]*(?:[^\W_]{1,5}[.ºª°]?[ \t]?){1,3}?)?"
#: between the street line and the postcode: a comma, a line break, an HTML ``<br>``
_EU_SEP = r"(?:\\?,[ \t]*(?:\n|<br[ \t]*/?>|\\n)?|(?P<nl>[ \t]*(?:\n|<br[ \t]*/?>|\\n)))"
#: street words of Nordic, Dutch, German, Finnish, Baltic and Slavic street names: with a line
#: break (no comma) between street and postcode, the street line must have one
_EU_STREET_WORD_RE = re.compile(
    r"(?i)(?:gade|gaden|gate|gaten|gata|gatan|vej|vejen|vei|veien|veg|vegen|väg|vägen|stig|stigen|plads|torv|torg|torget|"
    r"straat|weg|laan|plein|gracht|kade|singel|dijk|straße|strasse|str\.|allee|allé|platz|gasse|ring|damm|"
    r"katu|tie|kuja|polku|väylä|tee|iela|gatvė|ul\.|al\.|ulica|aleja)\b"
)
_EU_RE = re.compile(
    rf"(?<![\w])(?P<street>(?:{_EU_PREFIX})?[{_UPPER}][^\W\d_'’.\-]*\.?(?:[ \t]+[^\W\d_][^\W\d_'’.\-]*\.?){{0,3}})[ \t]+\d{{1,4}}[a-zA-Z]?"
    r"(?:[ \t]*[-/][ \t]*\d{1,4}[a-zA-Z]?)?(?:[ \t][A-Z](?:[ \t]\d{1,3})?(?![\w]))?(?:[ \t][A-Z]\d{3,4})?"
    + _EU_UNIT
    + _EU_SEP
    + r"[ \t]*(?:[A-Z]{1,2}-)?(?:\d{4}[ \t]?[A-Z]{2}|\d{4,5}-\d{3}|\d{4,5}|\d{3}[ \t]\d{2}|\d{2}-\d{3})[ \t]+"
    rf"[{_UPPER}][^\W\d_'’\-]+(?:[ \t]+(?:[{_UPPER}][^\W\d_'’\-]+|im|am|an|ob|bei|sur|en|de|la|le)){{0,3}}"
    # a Danish postal district letter (``Odense C``, ``København SV``)
    r"(?:[ \t](?:[NSKVCØ]|SV|NV|SØ|NØ)(?![\w]))?(?![\w])"
)
# Russian: ул./пр./пер. Name, д. 60[, кв. 152][, City][, 620014]
_RU_RE = re.compile(
    r"(?:г\.[ \t]*[А-ЯЁ][а-яё\-]+,[ \t]*)?(?:ул\.|улица|пр\.|пр-т|проспект|пер\.|переулок|ш\.|шоссе|наб\.|бул\.|б-р|пл\.)[ \t]*[^\n,]{2,40},[ \t]*(?:д\.|дом)[ \t]*\d+[а-яА-Я/\d]*"
    r"(?:,[ \t]*(?:корп\.|к\.|стр\.)[ \t]*\d+)?(?:,[ \t]*(?:кв\.|квартира|оф\.)[ \t]*\d+)?"
    r"(?:,[ \t]*(?:г\.[ \t]*)?[А-ЯЁ][а-яё\-]+(?:[ \t][А-ЯЁ][а-яё\-]+)?)?(?:,[ \t]*\d{6})?"
)
# Arabic: حي … ، شارع … ، مبنى … ، City 12345
_AR_RE = re.compile(
    r"(?:حي|شارع|طريق|مبنى|عمارة|فيلا|شقة|ص\.ب)[ \t](?:[^\n]{2,100}?\d{5}(?!\d)|[^\n]{2,80}?\d+(?=[\s.،,]|$))"
    # the district and city after it, comma-separated (``…، البرشاء 1، دبي``): up to 3 parts of
    # 1-3 Arabic words (a number allowed), ending at a part boundary
    r"(?:[ \t]*[،,][ \t]*[\u0621-\u064a][\u0621-\u064a\u064b-\u0652]*(?:[ \t]+(?:[\u0621-\u064a][\u0621-\u064a\u064b-\u0652]*|\d{1,4})){0,2}(?=[ \t]*(?:[،,.\"\n]|$))){0,3}"
)
# Korean road-name address: [시/도] 구/군/시 <name>로|길 <number>[-n][, <n>동] [<n>호]
_KO_RE = re.compile(
    r"(?:[가-힣]{2,}(?:특별시|광역시|특별자치시|특별자치도|도|시)[ \t]+)?(?:[가-힣]{1,}(?:시|군|구)[ \t]+){1,2}"
    r"(?:[가-힣]{1,}(?:읍|면|동)[ \t]+)?[가-힣0-9]{1,20}(?:로|길)[ \t]*\d{1,4}(?:-\d{1,4})?"
    r"(?:,?[ \t]*\d{1,4}동)?(?:,?[ \t]*\d{1,5}호)?"
)
# Indian: a flat/house/plot number, the society/street/area parts (comma-separated), the
# city (a capitalised or Devanagari word) and a 6-digit PIN
_IN_RE = re.compile(
    r"(?<![\w])(?:फ्लैट|मकान(?:[ \t]?नं\.?)?|प्लॉट|Flat(?:[ \t]No\.?)?|House(?:[ \t]No\.?)?|Plot(?:[ \t]No\.?)?|H\.[ \t]?No\.?)"
    r"[ \t]*(?:नं\.?|नंबर)?[ \t]*[A-Z]?-?\d{1,5}[A-Z]?(?:/\d{1,4})?,"
    r"(?:[^\n,]{2,40},){1,4}[ \t]*(?:[A-Z][a-z]+|[\u0900-\u097f]+)(?:[ \t][A-Z][a-z]+)?[ \t]*[\-,]?[ \t]*[1-8]\d{2}[ \t]?\d{3}(?!\d)"
)


# Indonesian/Malaysian: Jl./Jln./Jalan/Gg./Lorong <Name> No. 45 [RT/RW …][, Kel./Kec./City]
_ID_RE = re.compile(
    r"(?<![\w])(?:Jl\.|Jln\.|Jalan|Gg\.|Gang|Lorong|Lrg\.|Komp\.|Perum(?:ahan)?)[ \t]*"
    r"(?:[A-Z0-9][\w'’.\-]*[ \t]+){1,5}(?:No\.?|Nomor|Blok|Blk\.?)[ \t]*[:.]?[ \t]*[A-Z]?\d{1,4}[A-Za-z]?(?:[/\-]\d{1,4})?"
    r"(?:,?[ \t]*RT\.?[ \t]*\d{1,3}[ \t]*/[ \t]*RW\.?[ \t]*\d{1,3})?"
    r"(?:,[ \t]*(?:(?:Kel\.|Kelurahan|Desa|Kec\.|Kecamatan|Kab\.|Kabupaten|Kota|Taman|Bandar)[ \t]+)?[A-Z][\w'’\-]+"
    r"(?:[ \t]+[A-Z][\w'’\-]+){0,2}(?:[ \t]+\d{5})?){0,3}"
)
# Turkish: <Name> Cad./Caddesi/Sok./Sokak/Bulvarı No: 45[/3] [Daire/D: 3][, İlçe[ /,] İl]
_TR_RE = re.compile(
    r"(?<![\w])(?:[A-ZÇĞİÖŞÜ][\wçğıöşü'’.\-]*[ \t]+(?:Mah\.|Mahallesi|Mh\.)[ \t]+)?"  # neighbourhood
    r"(?:(?:[A-ZÇĞİÖŞÜ][\wçğıöşü'’.\-]*|\d{1,5})[ \t]+){1,3}(?:Cad\.|Caddesi|Cd\.|Sok\.|Sokak|Sokağı|Sk\.|Bulvarı|Blv\.|Bulv\.)"
    r"(?:[ \t]*,)?[ \t]*No[ \t]*[:.]?[ \t]*\d{1,4}[A-Za-z]?(?:[ \t]*/[ \t]*\d{1,4})?"
    r"(?:[ \t]*,?[ \t]*(?:Daire|D\.|D:|Kat|K:)[ \t]*:?[ \t]*\d{1,3})*"
    r"(?:,[ \t]*\d{5}(?=[ \t]+[A-ZÇĞİÖŞÜ]))?"  # a postcode before the district/province
    r"(?:,?[ \t]*(?:\d{5}[ \t]+)?[A-ZÇĞİÖŞÜ][\wçğıöşü\-]+(?:[ \t]*[/,]?[ \t]*[A-ZÇĞİÖŞÜ][\wçğıöşü\-]+)?)?"
)
# Vietnamese: 123[/4] [Đường] <Name>, Phường/P. …, Quận/Q./Huyện …[, TP./Tỉnh …]
_VN_RE = re.compile(
    r"(?<![\w/])(?:Số[ \t]+)?\d{1,4}[A-Z]?(?:/\d{1,4})*[ \t]+(?:(?:Đường|đường|Phố|phố|Ngõ|ngõ|Hẻm|hẻm)[ \t]+)?"
    r"(?:[A-ZĐÀ-Ỹ][^\W\d_]*[ \t]*){1,4},[ \t]*(?:(?:Phường|P\.|Xã)[ \t]*[^\n,]{1,25},[ \t]*)?"
    r"(?:Quận|Q\.|Huyện|H\.|Thị xã|Thành phố|TP\.)[ \t]*(?:\d{1,2}|[A-ZĐÀ-Ỹ][^\W\d_]*(?:[ \t]+[A-ZĐÀ-Ỹ][^\W\d_]*){0,3})"
    r"(?:,[ \t]*(?:TP\.|Tp\.|Thành phố|Tỉnh)[ \t]*[^\n,.;\"]{1,25})?"
)

_VN_ADMIN_RE = re.compile(r"Phường|P\.|Xã|Quận|Q\.|Huyện|Thị xã|Thành phố|TP\.|Tp\.|Tỉnh")

# Japanese: 〒123-4567 then the address to the end of the line
_JP_RE = re.compile(r"〒[ \t]?\d{3}-\d{4}[ \t\u3000]*[^\n\"'<>]{2,60}?(?=[\n\"'<>]|$)")


#: lower-case words that sit inside street names (``Via della Spiga``, ``Rua das Flores``,
#: ``Plaza de la Constitución``, ``Laan van Meerdervoort``): no lead-in ends at them
_STREET_PARTICLES = frozenset(
    "de del della delle dei degli di da do dos das du des la le les el los las lo "
    "van von der den het ter ten te op aan bij am im zum zur auf y e i og och ved "
    "ul. al. pl. os. nám. str. bd. bul. ulica aleja".split()
)
_WORD_RE = re.compile(r"[^\W\d_][^\W\d_'’.\-]*\.?")


def _street_start(m: re.Match[str]) -> int:
    """Where the street of an ``_EU_RE`` match begins, without a sentence's lead-in.

    The street group takes up to four words before the house number, so a short lead-in
    (``My home is Storgatan 12``, ``Bitte an Lindenweg 7``) joins it. A lower-case word that
    is no street particle, followed by a capitalised word, ends the lead-in: the street starts
    at the capitalised word after it. Street names that end in a lower-case street word
    (``Karl Johans gate``, ``Bygdøy allé``) have no capitalised word after it and stay whole.
    Returns an offset into the matched text's string.
    """
    words = list(_WORD_RE.finditer(m.group("street")))
    start = 0
    for i, w in enumerate(words[:-1]):
        token = w.group(0)
        if token[0].islower() and token.casefold() not in _STREET_PARTICLES and words[i + 1].group(0)[0].isupper():
            start = i + 1
    return m.start("street") + words[start].start() if words else m.start()


class StreetAddressRecognizer(OurRecognizer):
    """US/UK/German/French/Spanish/Italian street addresses and PO boxes (``ADDRESS``)."""

    ENTITIES = ("ADDRESS",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("ADDRESS", start, end, score)``."""
        if not any(ch.isdigit() for ch in text):
            return
        for m in _US_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.9 if m.group("tail") else 0.7
        for m in _POBOX_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.7
        for m in _DE_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.9 if m.group("tail") else 0.75
        for rx in (_ROMANCE_RE, _ROMANCE_RE2):
            for m in rx.finditer(text):
                yield "ADDRESS", m.start(), m.end(), 0.9 if m.group("tail") else 0.75
        for m in _EU_RE.finditer(text):
            # street and postcode on two lines: the street line must say it is one
            if m.group("nl") and not _EU_STREET_WORD_RE.search(m.group("street")):
                continue
            yield "ADDRESS", _street_start(m), m.end(), 0.8
        for m in _JP_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.85
        for m in _RU_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.8
        for m in _AR_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.75
        for m in _KO_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.8
        for m in _IN_RE.finditer(text):
            yield "ADDRESS", m.start(), m.end(), 0.8
        for rx in (_ID_RE, _TR_RE):
            for m in rx.finditer(text):
                yield "ADDRESS", m.start(), m.end(), 0.8
        for m in _VN_RE.finditer(text):
            # a ward or a city beside the district: one admin word alone is too weak
            if len(_VN_ADMIN_RE.findall(m.group(0))) >= 2:
                yield "ADDRESS", m.start(), m.end(), 0.8
