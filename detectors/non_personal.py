"""Values that look personal but name a room, a product, a company, a server or a limit.

Issue 12's decoys (precision12): an NER "person" that is a meeting room named after a person
(``Raum Curie``, ``LOCATION:Hamilton (3rd floor)``, a ``Room`` column), a product or plan
named like one (``Milo Plus``, ``"plan": "Harper"``), a company written after its legal form
or a company word (``PT Samudra Niaga``, ``Établissements Garnier``, ``"employer": …``); an IP
address of a server (``Connected to host (93.184.216.34)``, ``nameserver 1.1.1.1``, a
``CLUSTER-IP`` column); an amount under a limit label (``Overdraft limit: £1,500``); a number
under an id key read as a phone (``"deal_id": "15678902345"``); an order id under an account
label (``Account: ORD-2026-77813``).

Every function is pure, takes the scanned text and a span's offsets (code points, end
exclusive) and answers a bool; :class:`edgeward.detectors.precision.SpanGuard` drops the span
when it is True. Word lists are curated per kind in the languages of the corpus (no maintained
package lists them); each kind is decided by what sits beside the value, never by the value.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from .firm_names import famous_firm, firm_plural_end, legal_form_ahead, shop_named
from .known_values import common_words
from .name_lists import name_lists
from .recognizers.money_cues import CUES, public_pay
from .recognizers.roster_names import BED_NOTE_RE, RANK_BEFORE_RE
from .recognizers.statistic_subject import statistic_of_person

__all__ = [
    "company_named",
    "id_keyed_number",
    "insurance_premium",
    "job_ad_bound",
    "listed_room_or_product",
    "inside_token",
    "limit_key",
    "order_id_as_account",
    "public_figure",
    "aggregate_label",
    "aggregate_row",
    "amount_as_account",
    "sentence_bounds",
    "statistic_figure",
    "surname_firm",
    "TITLED_RE",
    "PERSONAL_MONEY_RE",
    "product_name",
    "resource_sid",
    "room_name",
    "server_address",
    "trade_company",
    "service_unit",
]

# -- rooms ------------------------------------------------------------------------------------
#: room nouns written before a room's name (``Raum Curie``, ``salle Hamilton``, ``חדר Bash``),
#: casefolded; not a word that also names a department before its head's name (Vietnamese
#: ``phòng``, Indonesian ``ruang``, Turkish ``oda`` alone)
_ROOM_BEFORE = (
    r"room|meeting[ \t]+room|conference[ \t]+room|boardroom|raum|besprechungsraum|konferenzraum|"
    r"meetingraum|sitzungssaal|saal|salle|salle[ \t]+de[ \t]+réunion|sala|sala[ \t]+de[ \t]+reuniones|"
    r"sala[ \t]+riunioni|sala[ \t]+de[ \t]+reunião|zaal|vergaderzaal|vergaderruimte|ruimte|rom|møterom|"
    r"møterommet|rommet|mötesrum|rummet|lokale|mødelokale|lokalet|kokoushuone|neuvotteluhuone|"
    r"toplantı[ \t]+odası|salon|sala[ \t]+konferencyjna|переговорная|переговорной|комната|зал|"
    r"аудитория|кімната|αίθουσα|חדר|قاعة|غرفة|कमरा|phòng[ \t]+họp|ruang[ \t]+rapat|ruang[ \t]+meeting|"
    r"会议室|会議室|회의실"
)
_ROOM_BEFORE_RE = re.compile(rf"(?i)(?<!\w)(?:{_ROOM_BEFORE})[ \t]*[:：]?[ \t]*[\"'“«]?$")
_ROOM_LEADS_RE = re.compile(rf"(?i)^(?:{_ROOM_BEFORE})[ \t]*[:：]?[ \t]+\S")
#: room nouns written after it (``Lovelace room``, ``Gateway会议室``, ``Kubernetes-lokalet``)
_ROOM_AFTER_RE = re.compile(
    r"(?i)^[\"'”»]?(?:[ \t]+|-)?(?:room|raum|saal|zaal|rommet|rummet|lokalet|salen|huone|odası|"
    r"会议室|会議室|회의실|룸)(?!\w)(?![ \t]*(?:no\.?|nr\.?|#)?[ \t]*\d)"
)
#: keys and columns whose value is a place, not a person (ICS ``LOCATION``, ``"location"``,
#: a ``Room`` column), normalised to lower case
_PLACE_KEYS = frozenset(
    """
    location room venue meeting_room meetingroom conference_room rooms place
    raum ort besprechungsraum salle lieu sala lugar luogo zaal locatie ruimte rom sted lokale plats
    rum sijainti paikka huone konum yer oda miejsce sala место местоположение помещение кімната
    τοποθεσία αίθουσα מיקום חדר المكان القاعة 地点 会议室 会議室 場所 장소 회의실 địa_điểm phòng lokasi ruang
    """.split()
)
_KEY_BEFORE_RE = re.compile(
    r"(?m)(?:^|[\s{,\[;])[\"']?(?P<k>[^\W\d][\w \-]{0,30}?)[\"']?(?:;[^:\n]{0,40})?[ \t]*[:=：][ \t]*[\"']?$"
)
#: blanks and hyphens of a key, joined to ``_`` (compiled once: asked per span)
_BLANKS_RE = re.compile(r"[\s\-]+")
_RESOURCE_RE = re.compile(r"\"resource\"\s*:\s*true")


@lru_cache(maxsize=16)  # pure; the room, product and company rules ask it of one span in turn
def _key_before(text: str, start: int, raw: bool = False) -> str | None:
    """The ``key`` of a ``key: value``/``"key": "value"``/``KEY;PARAM=x:value`` that the value at
    ``start`` begins, normalised (lower case, ``_`` for blanks) unless ``raw``; None when the
    value does not start there."""
    ls = text.rfind("\n", 0, start) + 1
    m = _KEY_BEFORE_RE.search(text, max(ls, start - 80), start)
    if m is None:
        return None
    key = m.group("k").strip()
    return key if raw else _BLANKS_RE.sub("_", key).casefold()


_VALUE_KEY_RE = re.compile(
    r"(?m)(?:^|[\s{,\[;])[\"']?(?P<k>[^\W\d][\w \-]{0,30}?)[\"']?(?:;[^:\n]{0,40})?[ \t]*[:=：][ \t]*[\"']?"
    r"[^\"'\n:=]{0,80}$"
)


@lru_cache(maxsize=16)  # pure; the room, product and company rules ask it of one span in turn
def _key_of_value(text: str, start: int) -> str | None:
    """Like :func:`_key_before`, but the span may start inside the value (``"company":
    "Nakhil Digital Solutions"`` with only the last words read as a name), normalised."""
    ls = text.rfind("\n", 0, start) + 1
    m = _VALUE_KEY_RE.search(text, max(ls, start - 120), start)
    return None if m is None else _BLANKS_RE.sub("_", m.group("k").strip()).casefold()


@lru_cache(maxsize=16)  # pure; the room, product and company rules ask it of one span in turn
def _cell_header(text: str, start: int) -> str | None:
    """The header cell above the cell holding ``start`` in a markdown (``|``) or tab-separated
    table, casefolded; None outside a table."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", start)
    line = text[ls : le if le >= 0 else len(text)]
    for sep in ("|", "\t"):
        if sep not in line:
            continue
        col = text.count(sep, ls, start)
        # walk up to the block's first line (a markdown header sits above the `|---|` rule)
        pos = ls
        header = None
        while pos > 0:
            ps = text.rfind("\n", 0, pos - 1) + 1
            prev = text[ps : pos - 1]
            if sep not in prev:
                break
            header = prev
            pos = ps
        if header is None:
            return None
        if sep == "|" and re.fullmatch(r"[\s|:\-]+", header):
            return None
        cells = header.split(sep)
        if col < len(cells):
            return cells[col].strip().strip("*_").casefold()
        return None
    return None


def room_name(text: str, start: int, end: int) -> bool:
    """A PERSON-looking value that names a room: a room noun right before or after it, the value
    of a location/room key (ICS ``LOCATION``, JSON ``"location"``), a cell of a ``Room``/
    ``Location`` column, or the display name of a calendar resource (``"resource": true``)."""
    value = text[start:end]
    if _ROOM_LEADS_RE.match(value) and len(value.split()) == 2:
        return True  # "Raum Curie": the model put the room noun into the span
    if len(value.split()) != 1:
        return False  # rooms are named with one word; "room Sophie Turner asked for" is a person
    ls = text.rfind("\n", 0, start) + 1
    if BED_NOTE_RE.match(text, end) or RANK_BEFORE_RE.search(text, max(ls, start - 40), start):
        return False  # "Sala: Wiśniewska (łóżko 2)": a ward's patient; "First place: X": a ranking (leaks13)
    if _ROOM_BEFORE_RE.search(text, max(ls, start - 40), start):
        return True
    if _ROOM_AFTER_RE.match(text[end : end + 12]):
        return True
    key = _key_before(text, start)
    place = _key_of_value(text, start)
    if place is not None and (place in _PLACE_KEYS or place.split("_")[-1] in _PLACE_KEYS):
        return True
    if key in ("displayname", "display_name", "name"):
        lo = text.rfind("{", 0, start)
        hi = text.find("}", end)
        if lo >= 0 and hi >= 0 and _RESOURCE_RE.search(text, lo, hi):
            return True
    header = _cell_header(text, start)
    return header is not None and (header in _PLACE_KEYS or header.replace(" ", "_") in _PLACE_KEYS)


_LINE_LABEL_RE = re.compile(r"^[ \t\-*•]*(?P<l>[^\W\d][\w \-]{0,40}?)[ \t]*[:：]")
_ITEM_BEFORE_RE = re.compile(r"[:：,;][ \t]*$")
_ROOM_SCHEDULE_RE = re.compile(r"(?:meeting )?rooms? (?:bookings?|schedule|reservations?)(?: today| tomorrow)?")
_ITEM_AFTER_RE = re.compile(r"[ \t]*(?:\(|,|;|$|\n|[ \t]\d)")


#: words that may stand before the rooms/products head of a list label (``Meeting rooms:``,
#: ``Pricing plans:``); any other word makes it a list of people (``On-call plan:``, ``Shift
#: plan:``, ``Seating plan:``, ``Guest room:``; breaker13)
_LIST_LABEL_MODIFIERS = frozenset(
    "meeting conference available our all free bookable pricing price subscription product products paid new current "
    "besprechungs verfügbare unsere salles salas disponibles beschikbare ledige lediga".split()
)


def listed_room_or_product(text: str, start: int, end: int) -> bool:
    """A one-word PERSON-looking item of a list whose line label names rooms or products
    (``Rooms: Curie (8 seats), Noether (4 seats)``, ``Products: Brandon (CRM, €29/seat),
    Harper …``, ``Room bookings today: Ada 10-11, Grace 13-14``): right after the label's colon
    or a list comma, followed by a parenthesis, a comma, a number or the line's end. A name in
    a clause of such a line (``booked by Anna``) is no item."""
    if len(text[start:end].split()) != 1:
        return False
    ls = text.rfind("\n", 0, start) + 1
    m = _LINE_LABEL_RE.match(text, ls, start)
    if m is None or not _ITEM_BEFORE_RE.search(text, max(ls, start - 4), start):
        return False
    if not _ITEM_AFTER_RE.match(text, end) or BED_NOTE_RE.match(text, end):
        return False  # "Sala: Wiśniewska (łóżko 2)": a ward's patient (leaks13)
    if ":" in text[m.end() : start] or "：" in text[m.end() : start]:
        return False  # "Room: 214, patient: Anna": the item belongs to a later label
    words = [w for w in re.split(r"[\s\-_]+", m.group("l").casefold()) if w]
    keys = _PLACE_KEYS | _PRODUCT_KEYS
    head = words[-1] if words else ""
    if (head in keys or (head.endswith("s") and head[:-1] in keys)) and all(
        w in _LIST_LABEL_MODIFIERS for w in words[:-1]
    ):
        return True  # "Rooms:", "Products:", "Meeting rooms:", "Pricing plans:"
    # "Room bookings today:", "Meeting rooms schedule:"
    return _ROOM_SCHEDULE_RE.fullmatch(" ".join(words)) is not None


# -- products ---------------------------------------------------------------------------------
#: plan and edition words a product name ends in (``Milo Plus``, ``Harper Basic``), capitalised
_TIERS = frozenset(
    """
    Pro Plus Mini Ultra Lite Air Premium Enterprise Starter Business Edition Cloud Suite Basic
    Standard Essentials Professional Unlimited Team Teams SE XL XS Max Prime Deluxe
    PRO PLUS MINI ULTRA LITE PREMIUM ENTERPRISE STARTER BUSINESS BASIC STANDARD
    """.split()
)
_PRODUCT_KEYS = frozenset(
    """
    product product_name productname plan plan_name planname sku sku_name item item_name itemname tier edition
    subscription package app product_title produkt produit producto prodotto tarif tarifa plano
    """.split()
)
_TIER_AFTER_RE = re.compile(r"^[ \t]+(?P<w>[A-Za-z]{2,12})(?!\w)|^[ \t]+v?\d+(?:\.\d+)*[ \t]+(?:Pro|Plus|Max|Mini)\b")
# a version right after the name, one blank between (``Harper v3.2``, ``Otto 1.4.2``): not a
# date or a time after a column gap (``Name<TAB>25.12.1971``, ``Anna 10.30``)
_VERSION_AFTER_RE = re.compile(r"^ (?:v\d+(?:\.\d+)*|\d{1,3}\.\d{1,3}\.\d{1,3})(?![\w.])")
#: what a software product is called after its name (``the Harper app``, ``the Otto CLI``) or in
#: a parenthesis after it (``Victor (our new CRM)``)
_PRODUCT_NOUNS = (
    r"app|apps|application|CLI|SDK|API|CRM|ERP|HRIS|ATS|plugin|plug-in|add-on|addon|extension|integration|"
    r"widget|dashboard|platform|library|package|module|framework|toolkit|software|firmware|bot|chatbot|"
    r"server|engine|backend|frontend|editor|IDE|browser|database|SaaS|tool|tools|suite|"
    r"headphones|earbuds|speaker|laptop|tablet|router|console|edition|bundle|licen[cs]es?|subscriptions?|"
    r"Software|Plattform|logiciel|plateforme|aplicación|applicazione|programvare|applikation|приложение|软件|应用"
)
_PRODUCT_NOUN_AFTER_RE = re.compile(rf"^[ \t]+(?:{_PRODUCT_NOUNS})(?![\w\-])")
_PRODUCT_PAREN_RE = re.compile(rf"(?i)^[ \t]*\((?:[^()\n]{{0,30}}[ \t])?(?:{_PRODUCT_NOUNS})\)")


#: words that say the next name is a person's, whatever follows it (a customer, a patient, a
#: title, a greeting or a verb of contact)
_PERSON_CUE_BEFORE_RE = re.compile(
    r"(?i)(?<!\w)(?:customer|client|member|patient|guest|tenant|employee|candidate|contact|caller|user|"
    r"mr|mrs|ms|miss|dr|herr|frau|m\.|mme|sr|sra|dear|hi|hello|thanks|thank[ \t]+you|call|email|from|kunde|kundin|cliente|klant|"
    r"kunde|patient|patientin|paciente|paziente)\.?[ \t]*[:：]?[ \t]*$"
)


def product_name(text: str, start: int, end: int) -> bool:
    """A PERSON-looking value that names a product or a plan: its last word or the word after
    it is a plan/edition word (``Milo Plus``, ``Brandon Pro``), a ``v2``-style version follows,
    or it is the value of a product/plan key (``"plan": "Harper"``)."""
    words = text[start:end].split()
    if not words or len(words) > 3:
        return False
    if _PERSON_CUE_BEFORE_RE.search(text, max(0, start - 24), start):
        return False  # "Customer: Karen Liu Premium member", "customer Jordan Plus": a person
    if len(words) >= 2 and words[-1] in _TIERS:
        return True
    tail = text[end : end + 24]
    m = _TIER_AFTER_RE.match(tail)
    if m is not None and (m.group("w") is None or m.group("w") in _TIERS):
        return True
    if len(words) == 1 and (
        _VERSION_AFTER_RE.match(tail) or _PRODUCT_NOUN_AFTER_RE.match(tail) or _PRODUCT_PAREN_RE.match(tail)
    ):
        return True  # "Harper v3.2 adds", "the Harper app", "Victor (our new CRM)": one word, as products are
    key = _key_before(text, start)
    if key is not None and key in _PRODUCT_KEYS:
        return True
    header = _cell_header(text, start)
    return header is not None and header.replace(" ", "_") in _PRODUCT_KEYS


# -- companies --------------------------------------------------------------------------------
#: words a company's name is written after (legal forms that precede the name: Indonesian
#: ``PT``/``CV``, Russian/Ukrainian ``ООО``/``АО``/``ТОВ``, Vietnamese ``Công ty``/``TNHH``;
#: company nouns: ``Maison``, ``Établissements``, ``Groupe``, ``Gebrüder``, ``Stichting`` …);
#: matched case-sensitively as written (``PT`` in capitals; ``Maison`` capitalised)
_COMPANY_WORDS = (
    r"PT|CV|UD|Tbk|ООО|ОАО|ЗАО|ПАО|АО|ТОВ|ПП|ИП|Công[ \t]+[Tt]y|CÔNG[ \t]+TY|CONG[ \t]+TY|"
    r"TNHH|Cty|株式会社|有限会社|주식회사|Maison|Établissements|Etablissements|Ets\.?|Groupe|Grupo|Gruppo|"
    r"Gebrüder|Gebr\.|Fa\.|Stichting|Fundación|Fondation|Fondazione|Société|Societe|Sociedad|Società|"
    r"Compañía|Cía\.?|Ditta|Impresa|Cabinet|Atelier|Bureau|Agence|Agencia|Agenzia|Autohaus|Kanzlei|"
    r"Editions|Éditions|Ediciones|Brasserie|Boulangerie|Bäckerei|Restaurant|Hotel|Hôtel|Café|Pharmacie|"
    r"Farmacia|Apotheke|Clínica|Clinique|Centre[ \t]+Hospitalier|Hospital|Hôpital|Ospedale|Ziekenhuis|"
    r"Sykehus|Krankenhaus|Klinikum|Universität|Université|Universidad|Università|Universiteit|University"
)
_COMPANY_BEFORE_RE = re.compile(
    rf"(?<!\w)(?:{_COMPANY_WORDS})[ \t]+(?:(?:de|du|des|la|le|di|del|della|van|von|der)[ \t]+)?[\"'“«]?$"
)
_COMPANY_IN_RE = re.compile(rf"(?<!\w)(?:{_COMPANY_WORDS})(?!\w)")
#: keys whose value is an organisation, normalised; a `display`/`name` inside such an object
#: counts too (FHIR ``"payor": [{"display": …}]``)
_ORG_KEYS = frozenset(
    """
    company company_name companyname organization organisation org supplier
    firm business business_name bank insurer payer_org
    airline brand manufacturer publisher customer_company managingorganization
    serviceprovider provider_organization
    unternehmen lieferant société societe entreprise fournisseur
    proveedor azienda ditta fornitore bedrijf leverancier leverandør selskap
    företag leverantör yritys şirket sirket firma_adı empresa_nome компания
    организация εταιρεία חברה مؤسسة شركة 公司 单位 会社 회사 công_ty perusahaan
    clinic practice hospital pharmacy praxis klinik clinique kliniek klinikk clínica clinica hotel
    """.split()
)
#: a contact person written inside an organisation's value (``Acme Ltd (attn. Jane Smith)``,
#: ``Brandt GmbH, Ansprechpartner Herr Thomas Braun``, ``c/o``)
_CONTACT_IN_VALUE_RE = re.compile(
    r"(?i)(?<!\w)(?:attn|attention|c/o|z\.?[ \t]?hd|zu[ \t]+händen|ansprechpartner\w*|contact|kontakt|"
    r"contacto|contatto|à[ \t]+l'attention|mr|mrs|ms|herr|frau|mme|m\.|sr|sra)\.?[ \t:]"
)
_PERSON_REFERENCE_RE = re.compile(r"(?:RelatedPerson|Patient|Practitioner|Person)/[\w\-.]+")
_PARENT_KEY_RE = re.compile(r"[\"'](?P<k>[^\"'\n]{1,40})[\"'][ \t]*:$")


def _parent_key(text: str, start: int) -> str | None:
    """The key of the JSON object that holds the value at ``start`` (or of the list whose first
    object it is: ``"payor": [{"display": …}]``), normalised; None when there is none."""
    depth = 0
    lo = max(0, start - 600)
    for i in range(start - 1, lo - 1, -1):
        c = text[i]
        if c in "}]":
            depth += 1
        elif c in "{[":
            if depth:
                depth -= 1
                continue
            if c == "[":
                return None  # a value of a list, not of an object
            before = text[max(lo, i - 80) : i].rstrip()
            if before.endswith("["):
                before = before[:-1].rstrip()
            m = _PARENT_KEY_RE.search(before)
            return None if m is None else re.sub(r"[\s\-]+", "_", m.group("k")).casefold()
    return None


#: trade and firm words a company named after its owner ends in (``Quarrendon Plumbing``,
#: ``Brückner Haustechnik``, ``Vautrelle Conseil``, ``Haugland Rørlegger``), as written
_TRADE_WORDS = frozenset(
    """
    Plumbing Roofing Electrical Electrics Builders Construction Joinery Carpentry Bakery Butchers Motors
    Garage Haulage Removals Cleaning Landscaping Gardening Catering Opticians Pharmacy Consulting
    Consultancy Consultants Advisory Accountants Solicitors Architects Associates Brothers Partners
    Engineering Manufacturing Textiles Logistics Trading Imports Exports Analytics Software Systems Labs
    Interiors Furniture Foods Dairy Brewery Winery Vineyards Printing Publishing Properties Estates Realty
    Haustechnik Bauunternehmung Elektro Elektrotechnik Sanitär Heizungsbau Dachdeckerei Malerbetrieb
    Maschinenbau Logistik Spedition Immobilien Beratung Metallbau Holzbau Gartenbau Gebäudereinigung
    Conseil Transports Bâtiment Plomberie Électricité Menuiserie Immobilier Traiteur Architectes Avocats
    Associés Trasporti Costruzioni Impianti Arredamenti Consulenze Edilizia Idraulica Construcciones
    Transportes Reformas Asesores Consultores Logística Inmobiliaria Instalaciones Installaties
    Installatietechniek Bouw Schilders Advies Makelaardij Rørlegger Bygg Regnskap Rådgivning Eiendom
    Snekkeri VVS Entreprenør Budownictwo Usługi İnşaat Nakliyat Danışmanlık Ticaret
    Holding Holdings Group Gruppe Gruppen Groep Grupa Capital Ventures Investments Industries Enterprises
    Technologies Technology Solutions Services Robotics Dynamics Energy Energie Pharma Studios Networks Wealth
    Hermanos Hnos Nordic Bakeri Bageri Bakkerij Rederi Shipping Freight Transporte Konsult Konsulting Invest
    Automotive Aviation Foundation Stiftung Fonds Partnership Agency Agentur Versicherung Verlag Werke Handel
    Handelsgesellschaft Vastgoed Beheer Byrå Fastigheter Konsulter Gıda Inversiones Servicios Soluciones
    Tecnología Tecnologia Serviços Soluções Investimentos Servizi Soluzioni Tecnologie
    Elektriska Elektrik Måleri Målning Rör Rørlegging Takläggning Tak Snickeri Städ Flytt Åkeri Transporter
    Dakwerken Dakdekkers Schilderwerken Loodgieters Timmerwerken Aannemers Aannemersbedrijf Bouwbedrijf
    Remonty Instalacje Instal Elektryka Transport Przeprowadzki Serwis Tesisat Tadilat Elektronik Yapı
    Frères Peinture Plâtrerie Couverture Serramenti Impiantistica Carpintería Fontanería Pinturas
    Sanitær Maleri Tømrer Elektrikere Flytning
    Kraft Energi Énergie Energía Energia Enerji Энерго Энергия Ενέργεια Arredi Arredo Mobili Möbel Meubles
    Muebles Meubelen Møbler Mobilya Meble Logistique Logistica Logistiek Logistikk Lojistik Logistyka
    Ingénierie Ingeniería Ingegneria Mühendislik Mimarlık Tekstil Otomotiv Κατασκευές Μεταφορές Τεχνική
    Строй Стройсервис Логистик Транс Трейд
    Dental Dentistry Clinic Physio Physiotherapy Veterinary Vets Optometrists Fibre Fiber Broadband Telecom
    """.split()
)
# decoys13 added the corporate words of holdings, groups, funds and service firms (``Vandermeer
# Holding``, ``Helix Robotics``, ``Sánchez Hermanos``, ``Andersen Nordic``, ``Olsen Bakeri``);
# words that also follow a person's name in a title or a team (``Legal``, ``Media``, ``Tech``,
# ``Bank``, ``Global``) are left out
_FIRM_TAIL_RE = re.compile(
    r"^[ \t]*(?:&|and|und|et|e|y|og|och|en|i|и|και|ve)[ \t]+(?:Sons|Son|Söhne|Sohn|Fils|Figli|Hijos|Filhos|Sønner|"
    r"Søn|Söner|Zonen|Zn\.?|Zoon|Synowie|Co\.?|Cie\.?|Partners|Associates|Associés|Partner|Asociados|Associados|"
    r"Associati|Soci|Wspólnicy|Partnerzy|Partnere|Partnerit|Vennoten|[Пп]артн[её]ры|Партнеры|[Сс]ыновья|[Кк]о|"
    r"Υιοί|Υιός|Συνεργάτες|Oğulları|Ortakları)(?!\w)"
)
_FIRM_HEAD_RE = re.compile(r"(?:&|and|und|et|og|och|en)[ \t]+$")
_FIRM_WORDS = frozenset(
    "Sons Son Söhne Sohn Fils Figli Hijos Filhos Sønner Søn Söner Zonen Zn Zoon Synowie Co Cie".split()
)
#: the word right after a value, one blank between: a tab or a run of blanks is a column gap
#: (``Anna Berg<TAB>Services``, ``Anna Berg      Group``: the next column, no firm name; breaker13)
_NEXT_WORD_RE = re.compile(r"^[ \u00a0]([^\W\d_][\w\-]*)")


def _given_name_first(words: list[str]) -> bool:
    """The first word is a listed given name (``Peter Tak``, ``Jonas Handel``, ``Anna Holding``):
    a person whose surname or next word is a trade word, not a firm named after its owner's
    surname (``Vandermeer Holding``, ``Olsen Bakeri``; breaker13)."""
    first = words[0].strip(".,")
    # a lower-case particle the model took in (``van Brouwema Installatietechniek`` after
    # ``Escalatie van``) is no given name, though ``Van`` is one (decoys18)
    return first[:1].isupper() and name_lists().is_given(first)


def trade_company(text: str, start: int, end: int) -> bool:
    """A PERSON-looking value that is a firm named after its owner: it ends in a trade word or
    one follows it (``Quarrendon Plumbing``, ``Vautrelle Conseil``), ``& Sons``/``& Co``/``e Figli``
    follows it, or it is that firm word itself (``Sons`` after ``Kettlewell &``); a collective
    firm noun ends it or a legal form follows it on its line (``Warren Brothers``, ``Berg
    Consulting AB``: :mod:`edgeward.detectors.firm_names`, whatever its first word)."""
    words = text[start:end].split()
    if not words:
        return False
    if firm_plural_end(text[start:end], text[end : end + 24]) or legal_form_ahead(text, start, end):
        return True  # "Johnson Controls", "Abbott Laboratories", "Nowak Sp. z o.o." (decoys14: firm_names.py)
    if famous_firm(text, start, end):
        return True  # "Morgan Stanley", "Hugo Boss": a listed firm named after its founder (decoys14)
    if shop_named(text, start, end, _TRADE_WORDS):
        return True  # "Bakkerij Visser", "Garage Bernard", "Maschinenbau" alone, "Anna's Bakery" (decoys14)
    if len(words) >= 2 and words[-1].strip(".,") in _TRADE_WORDS and not _given_name_first(words):
        return True
    tail = text[end : end + 24]
    m = _NEXT_WORD_RE.match(tail)
    if m is not None and m.group(1) in _TRADE_WORDS and not _given_name_first(words):
        return True
    if _FIRM_TAIL_RE.match(tail):
        return True
    if _ampersand_partners(text, start, end, words):
        return True
    return (
        len(words) == 1
        and words[0].strip(".,") in _FIRM_WORDS
        and _FIRM_HEAD_RE.search(text[max(0, start - 8) : start]) is not None
    )


_AMP_AFTER_RE = re.compile(r"[ \t]*&[ \t]*([A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+)")
_AMP_BEFORE_RE = re.compile(r"([A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+)[ \t]*&[ \t]*$")
#: the partner is one word: another capitalised word beside it makes it a full name
_CAP_WORD_AFTER_RE = re.compile(r"[ \t]+[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+")
_CAP_WORD_BEFORE_RE = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+[ \t]+$")


def _ampersand_partners(text: str, start: int, end: int, words: list[str]) -> bool:
    """A surname joined by ``&`` to another capitalised surname (``Quarrington & Vell``,
    ``Hartwell & Pryce``): partners' names make a firm's; not when either side starts with a
    listed given name (``Anna & Tom``, ``Anna Berg & Tom Lee`` are people; decoys18)."""
    if len(words) != 1 or _given_name_first(words):
        return False  # "Tessaly Brannock & Corvina Blaystock": two full names, two people
    after = _AMP_AFTER_RE.match(text, end)
    if (
        after is not None
        and not _given_name_first([after.group(1)])
        and not _CAP_WORD_AFTER_RE.match(text, after.end())
    ):
        return True
    before = _AMP_BEFORE_RE.search(text, max(0, start - 40), start)
    return (
        before is not None
        and not _given_name_first([before.group(1)])
        and not _CAP_WORD_BEFORE_RE.search(text, max(0, before.start() - 40), before.start())
    )


def surname_firm(text: str, start: int, end: int) -> bool:
    """A surname spread from a detected full name (``Anna Berg`` … ``Berg``) that heads a firm's
    name: a trade word follows it (``Hartmann Logistik``), whether or not the surname is also
    listed as a given name (the word is known to be a surname here), or :func:`trade_company`."""
    m = _NEXT_WORD_RE.match(text[end : end + 24])
    if m is not None and m.group(1) in _TRADE_WORDS:
        return True
    return trade_company(text, start, end) or _STAFF_AFTER_RE.match(text, end) is not None


#: a staff role of an organisation (en de fr nl no sv da es it pt pl ru el tr)
_STAFF = (
    r"(?:IT[ \t-]+)?(?:admins?|administrators?|sysadmin|CFO|CTO|CEO|COO|buyer|procurement[ \t]+(?:lead|manager)|"
    r"office[ \t]+manager|accountant|IT[ \t]+(?:team|lead|manager)|support[ \t]+team|finance[ \t]+team|"
    r"Admin|Administrator(?:in)?|IT-Leiter(?:in)?|Einkäufer(?:in)?|Geschäftsführer(?:in)?|Ansprechpartner(?:in)?|"
    r"administrat(?:eur|rice)|DSI|responsable|acheteu(?:r|se)|direct(?:eur|rice)|gérant(?:e)?|"
    r"beheerder|inkoper|directeur|contactpersoon|administrator(?:en)?|innkjøper(?:en)?|daglig[ \t]+leder|"
    r"administratör(?:en)?|inköpare(?:n)?|administrad(?:or|ora)|director(?:a)?|gerente|encargad[oa]|"
    r"amministrat(?:ore|rice)|referente|administrador(?:a)?|administrator(?:ka)?|kierownik|"
    r"админ(?:истратор)?|директор|бухгалтер|διαχειρισ(?:τής|τρια)|yönetici(?:si|leri)?|sorumlusu)"
)
#: after a name: its staff — ``Escalation from Dunmore Harrow: their admin Reinwald …``,
#: ``Eskalation von X: deren Admin …``, ``Escalatie van X: beheerder …``, ``administratoren deres``;
#: a person has no admin or buyer, an organisation has (decoys18)
_STAFF_AFTER_RE = re.compile(
    # a group's possessive then the role after any separator; the bare role only after a colon
    # ("Attendees: Tessaly Brannock, CEO Merrit Quaile" lists two people)
    # the rest of the firm's name may sit between (the model cut "Dunmore" of "Dunmore Harrow")
    r"(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+){0,2}"
    rf"(?i:[ \t]*(?:[:,–—\-(][ \t]*(?:their|deren|ihre?|leur|hun|deres|deras|su|sus|il[ \t]+loro|la[ \t]+loro|"
    rf"o[ \t]+seu|a[ \t]+sua|ich|их|τους)[ \t]+{_STAFF}|:[ \t]*{_STAFF}(?:[ \t]+(?:deres|deras|τους))?))"
    r"[ \t]+[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+"
)
_STAFF_AFTER_CJK_RE = re.compile(
    r"[ \t]*[：:，,][ \t]*(?:他们|对方|该公司|先方|同社)的?(?:管理员|负责人|管理者|担当者|采购)"
)


def staffed_organisation(text: str, start: int, end: int) -> bool:
    """A name followed on its line by its staff: a staff role (``admin``, ``beheerder``,
    ``Geschäftsführerin``, ``их админ``), after a possessive of a group or a colon, then a name
    (``Customer escalation from Dunmore Harrow: their admin Reinwald Kranefuß can't log in``).
    A person has no admin, buyer or managing director: the name is an organisation's. Not when
    the name is a listed given name and a surname (``Anna Berg: their admin``, a singular they)."""
    words = text[start:end].split()
    if len(words) >= 2 and _given_name_first(words):
        return False
    return _STAFF_AFTER_RE.match(text, end) is not None or _STAFF_AFTER_CJK_RE.match(text, end) is not None


def company_named(text: str, start: int, end: int) -> bool:
    """A PERSON-looking value that names a company: a legal form or company word right before
    it (``PT Samudra Niaga``, ``Maison Delacroix``, ``CÔNG TY TNHH Minh Phát``), or the value of
    an organisation key (``"company"``, ``"employer"``, a ``display`` under ``"payor"``)."""
    ls = text.rfind("\n", 0, start) + 1
    if _COMPANY_BEFORE_RE.search(text, max(ls, start - 40), start) or trade_company(text, start, end):
        return True
    if _COMPANY_IN_RE.search(text[start:end]):
        return True  # "Centre Hospitalier de Nantes", "TY TNHH": the model read the company word too
    if staffed_organisation(text, start, end):
        return True  # "escalation from Dunmore Harrow: their admin …" (decoys18)
    key = _key_before(text, start)
    org = _key_of_value(text, start)
    if (
        org is not None
        and org in _ORG_KEYS
        and (key is not None or not _CONTACT_IN_VALUE_RE.search(text, max(0, start - 80), start))
    ):
        return True  # the value's head, or later words of it with no contact person between
    if key in ("display", "name", "value", "text") and "{" in text[max(0, start - 600) : start]:
        parent = _parent_key(text, start)
        if parent is not None and (parent in _ORG_KEYS or parent == "payor"):
            # a FHIR payor is an insurer unless it references a person
            lo, hi = text.rfind("{", 0, start), text.find("}", end)
            return not _PERSON_REFERENCE_RE.search(text, max(0, lo), hi if hi >= 0 else len(text))
    header = _cell_header(text, start)
    return header is not None and header.replace(" ", "_") in _ORG_KEYS


# -- servers ----------------------------------------------------------------------------------
#: what precedes a server's address in tool output: curl ``Trying``/``Connected to host (``,
#: ``ping``/``PING host (``, ``nslookup``/``dig`` ``Server:``/``Address:``, ``nameserver``,
#: nginx ``server``/``listen``/``proxy_pass``, ``Connection to``, ``ssh``/``scp`` targets,
#: server/host/endpoint/upstream keys
_SERVER_BEFORE_RE = re.compile(
    r"(?im)(?:\bTrying[ \t]+|\bConnected[ \t]+to[ \t]+[\w.\-]*[ \t]*\(|\bConnecting[ \t]+to[ \t]+[\w.\-]*[ \t]*\(?|"
    r"\bPING[ \t]+[\w.\-]+[ \t]*\(|\bPING[ \t]+|\bbytes[ \t]+from[ \t]+(?:[\w.\-]+[ \t]*\()?|"
    r"\bnameserver[ \t]+|\bConnection[ \t]+to[ \t]+|\bproxy_pass[ \t]+https?://|\blisten[ \t]+|"
    r"^[ \t]*server[ \t]+|\bResolving[ \t]+[\w.\-]+[ \t]*\(?[\w.\-]*\)?\.{0,3}[ \t]*|"
    r"(?:^|[\s\"'{,])[\"']?(?:[\w\-]*_)?(?:server|servers|server_host|server_ip|server_address|"
    r"endpoint|upstream|nameserver|nameservers|dns|dns_server|resolver|"
    r"cluster_ip|clusterip|external_ip|internal_ip|private_ip|public_ip|node_ip|pod_ip|podip|hostip|"
    r"load_balancer|loadbalancer|ingress_ip|vip|bind|bind_address|listen_address|smtp_host|"
    r"db_host|database_host|redis_host)[\"']?[ \t]*[:=][ \t]*[\"']?(?:\[[ \t]*[\"']?)?"
    r"(?:https?://|tcp://|[\w.\-]+[ \t]*\()?)$"
)
_ADDRESS_AFTER_SERVER_RE = re.compile(r"(?m)^[ \t]*(?:Server|Name):[ \t]*\S+[ \t]*\n[ \t]*Address:[ \t]*$")
_NOT_A_HOST_RE = re.compile(r"0\.0\.0\.0|127(?:\.\d{1,3}){3}|::1?|255\.255\.\d{1,3}\.\d{1,3}")
_IP_HEADER_CELLS = frozenset({"cluster-ip", "external-ip", "internal-ip", "node-ip", "host-ip", "pod-ip"})


def server_address(text: str, start: int, end: int) -> bool:
    """An IP address of a server or a network, not of a person's device: the unspecified or a
    loopback address, a netmask, an address after a connection/resolver/server cue of tool
    output (see :data:`_SERVER_BEFORE_RE`), or a cell of a ``CLUSTER-IP``/``EXTERNAL-IP``
    column. A client's address (``from 203.0.113.5 port …``, ``client_ip``) is not."""
    value = text[start:end]
    if _NOT_A_HOST_RE.fullmatch(value):
        return True
    ls = text.rfind("\n", 0, start) + 1
    before = text[max(ls, start - 80) : start]
    if _SERVER_BEFORE_RE.search(before):
        return True
    # nslookup: `Server: x` then `Address: <ip>#53`
    prev_ls = text.rfind("\n", 0, max(0, ls - 1)) + 1
    if _ADDRESS_AFTER_SERVER_RE.search(text[prev_ls:start]):
        return True
    return _fixed_width_header(text, start) in _IP_HEADER_CELLS


def _fixed_width_header(text: str, start: int) -> str | None:
    """The header word above ``start`` in a fixed-width listing (``kubectl get``: the first line
    of the block, a word starting at the same column), casefolded; None if none."""
    ls = text.rfind("\n", 0, start) + 1
    col = start - ls
    pos = ls
    header = None
    while pos > 0:
        ps = text.rfind("\n", 0, pos - 1) + 1
        prev = text[ps : pos - 1]
        if not prev.strip():
            break
        header = prev
        pos = ps
        if re.match(r"[A-Z][A-Z\-()]+(?:[ ]{2,}|\t)", prev):
            break
    if header is None or col >= len(header):
        return None
    m = re.match(r"[A-Z][A-Za-z()\-]*", header[col:])
    if m is None or (col > 0 and not header[col - 1].isspace()):
        return None
    return m.group(0).casefold()


# -- limits -----------------------------------------------------------------------------------
#: words of a limit, cap or threshold: a bank's or a plan's figure, not what a person has or
#: owes (``overdraft_limit``, ``Dispolimit``, ``plafond``, ``límite``, ``лимит``, ``限额``)
_LIMIT_WORDS = (
    "limit", "limits", "cap", "ceiling", "threshold", "maximum", "minimum", "plafond",
    "límite", "limite", "grense", "gräns", "grænse", "limiet", "raja", "лимит", "ліміт", "όριο",
    "rahmen", "dispo", "kreditrahmen", "dispositionsrahmen", "überziehungsrahmen", "tavan",
)  # fmt: skip
_LIMIT_CJK = ("限额", "额度", "上限", "限度額", "한도")


def limit_key(key: str) -> bool:
    """True for a money label naming a limit or cap (``credit_limit``, ``Overdraft limit``,
    ``Dispolimit``, ``Kreditrahmen``, ``信用额度``): the bank's or the plan's figure, no one's
    balance, debt or pay. ``key`` as written or normalised."""
    k = key.strip().casefold()
    if any(c in k for c in _LIMIT_CJK):
        return True
    words = [w for w in re.split(r"[\W_]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", key.strip())) if w]
    for w in words:
        lw = w.casefold()
        if lw in _LIMIT_WORDS or (len(lw) > 6 and lw.endswith(("limit", "limite", "rahmen", "grense", "gräns"))):
            return True
    return False


#: words that make a limit label someone's use of it (``balance_over_limit``,
#: ``overdraft_limit_used``, ``Loan limit reached``): what is owed, not the limit
_LIMIT_USE_WORDS = frozenset(
    "over above beyond exceeded exceeding reached used utilised utilized drawn outstanding owed genutzt "
    "überzogen überschritten dépassé utilisé superato utilizzato excedido usado overskredet brukt "
    "my your his her our their mein meine dein sein ihr mon ma mes son sa mio mia mi su min mitt mijn".split()
)


def _limit_or_statistic_label(label: str) -> bool:
    """A label (at most three words) whose head is a limit word (``Overdraft limit``,
    ``credit_limit``, ``Dispolimit``) and that says nothing of its use, or that opens with a
    statistic word (``Average salary``, ``Median pay``). ``I'm at my limit``, ``balance over
    limit``, ``Julia Ortiz media team salary`` are none."""
    words = [w.casefold() for w in re.split(r"[\W_]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", label.strip())) if w]
    if not words or len(words) > 3 or any(w in _LIMIT_USE_WORDS for w in words):
        return False
    if limit_key(words[-1]) or (len(words) >= 2 and limit_key(" ".join(words[-2:])) and words[-2] in _LIMIT_WORDS):
        return True
    return _STATISTIC_RE.fullmatch(words[0]) is not None


_LABEL_BEFORE_RE = re.compile(
    r"(?m)(?:^|[\s{,\[;(])[\"']?(?P<k>[^\W\d][\w \-]{0,40}?)[\"']?[ \t]*[:=：][ \t]*[\"']?[^\"'\n:=]{0,12}$"
)


#: a limit word and up to two linking words right before an amount (``overdraft limit £500``,
#: ``limit of €2,000``, ``Dispolimit von 1.500 €``, ``plafond de 800 €``)
_LIMIT_PROSE_RE = re.compile(
    r"(?i)(?<!\w)\w*(?:limit|limite|límite|plafond|rahmen|grense|gräns|grænse|limiet|лимит|ліміт|όριο)\w*"
    r"[ \t]+(?:(?:of|is|at|set|to|von|de|du|di|del|på|van|на|в|του|är|er)[ \t]+){0,2}$"
)
#: words of a statistic: market, average, median, minimum pay (``Average salary in Norway:``)
_STATISTIC_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:market|average|median|minimum|mean|typical|industry|statutory|markt\w*|"
    r"durchschnitt\w*|mindest\w*|moyen\w*|médian\w*|medio|media|mediano|mínimo|minimo|gemiddeld\w*|"
    r"gjennomsnitt\w*|genomsnitt\w*|gennemsnit\w*|keskimäär\w*|средн\w+|минимальн\w+|μέσ\w+|promedio|médi[oa]|"
    r"średni\w*|przeciętn\w*|середн\w+|мінімальн\w+|ortalama|औसत|متوسط|ממוצע|平均|평균)(?![^\W\d_])"
)


#: a public procurement (tender) in the corpus languages: its estimated value is public
_TENDER_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:tenders?|public[ \t]+procurement|procurement[ \t]+(?:notice|procedure|process)|call[ \t]+for[ \t]+bids|ausschreibung\w*|vergabe\w*|"
    r"appel[ \t]+d'offres|marché[ \t]+public|aanbesteding\w*|anbud\w*|anbudskonkurranse|upphandling\w*|"
    r"udbud\w*|tarjouskilpailu\w*|hankinta\w*|gara[ \t]+d'appalto|appalto|licitación|licitacion|"
    r"concurso[ \t]+público|przetarg\w*|ihale\w*|тендер\w*|закупк\w+|διαγωνισμ\w+|מכרז|مناقصة|招标|入札|입찰|"
    r"TED[ \t]?-?\d)"
)
#: a public pay band: a grade, band or scale word, or a job ad, in the line of a range
_BAND_LINE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:band|bands|grade|grades|pay[ \t]+scale|salary[ \t]+scale|scale|levels?|"
    r"job[ \t]+ad|job[ \t]+posting|job[ \t]+advert\w*|vacanc\w+|we[ \t]+offer|gehaltsband\w*|"
    r"entgeltgruppe|tarifgruppe|besoldungsgruppe|stellenanzeige|stellenausschreibung|wir[ \t]+bieten|"
    r"échelon|grille|offre[ \t]+d'emploi|nous[ \t]+offrons|schaal|loonschaal|vacature|lønnstrinn|lønnsramme|"
    r"stillingsannonse|lönegrad|lönespann|palkkaluokka|fascia|livello|annuncio|banda|tabulador|"
    r"oferta[ \t]+de[ \t]+empleo|widełki|grupa[ \t]+zaszeregowania|грейд|вилка|职级|薪资范围|等級|직급|호봉)"
)
_RANGE_AROUND_RE = re.compile(
    r"[€$£¥₹]?[ \t]?\d[\d.,'\u00a0 ]*[kKmM]?[ \t]?(?:€|\$|£|kr|EUR|USD|GBP|NOK|SEK|CHF)?[ \t]*"
    r"(?:[–—\-~]|\bto\b|\bbis\b|\bà\b|\ba\b|\btil\b|\btot\b|\bi\b|\bdo\b)[ \t]*"
    r"[€$£¥₹]?[ \t]?\d[\d.,'\u00a0 ]*[kKmM]?[ \t]?(?:€|\$|£|kr|EUR|USD|GBP|NOK|SEK|CHF)?"
)


#: where a sentence or a logical line ends: a line break, an escaped one inside a JSON or
#: shell string (``\\n``), a full stop, question or exclamation mark before a space, CJK ones
_SENTENCE_END_RE = re.compile(r"\n|\\n|\\r|[.!?][ \t\"')\]]|[。！？；]")
#: how far around an amount its sentence is searched (code points): a JSON string holding a
#: whole mail is one "line", and a cue sentences away says nothing about this amount
_SENTENCE_REACH = 160


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """``(s, e)``: the sentence or logical line around ``text[start:end]``, at most
    ``_SENTENCE_REACH`` code points on each side. Ends are line breaks (also escaped ones, so a
    JSON-escaped mail body is not one line), sentence marks followed by a space or a quote, and
    CJK sentence marks."""
    lo = max(0, start - _SENTENCE_REACH)
    s = lo
    for m in _SENTENCE_END_RE.finditer(text, lo, start):
        s = m.end()
    hi = min(len(text), end + _SENTENCE_REACH)
    m2 = _SENTENCE_END_RE.search(text, end, hi)
    return s, (m2.start() + 1 if m2 is not None else hi)


#: what a person earns, is paid, owes or is cut to, in the corpus languages: a sentence with one
#: of these is about someone's money, whatever tender or grade word it also has
PERSONAL_MONEY_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:earns?|earning|earned|paid|owes?|owed|owing|gross[ \t]+a[ \t]+year|"
    r"(?:his|her|their|my|your)[ \t]+(?:salary|pay|wage|debt|raise)|'s[ \t]+(?:salary|pay|wage|debt|raise)|"
    r"you[ \t]+are[ \t]+on|verdient|Gehalt[ \t]+von|schuldet|gagne|doit|guadagna|deve|gana|debe|ganha|"
    r"tjener|tjänar|skylder|verdient|zarabia|зарабатыва\w*|должен|должна|賺|赚|欠|급여는|月給)(?![^\W\d_])"
)
#: a tender's value words: what its amount is (``estimated value``, ``Auftragswert``)
_VALUE_WORD_RE = re.compile(
    r"(?i)(?:value|worth|budget|estimated|valued|Auftragswert|Wert|geschätzt|valeur|montant|estimé|waarde|"
    r"geraamd|verdi|estimert|värde|valore|importo|valor|presupuesto|importe|wartość|стоимость|цена|"
    r"αξία|قيمة|金额|预算|金額|予算|금액|예산)"
)
_FROM_BEFORE_RE = re.compile(r"(?i)(?<!\w)(?:from|von|de|da|van|fra|från|od|от|από)[ \t]*$")
_PERCENT_AFTER_RE = re.compile(r"[ \t]*%")


def public_figure(text: str, start: int, end: int) -> bool:
    """An amount that is public: in the sentence of a tender (``Tender TED-2026/123: estimated
    contract value €3,500,000``), or one end of a range in the sentence of a grade, band, scale
    or job-ad word (``Salary bands (grade G5): €48,000 – €58,000``, ``Stellenanzeige: Gehalt
    60.000 € bis 70.000 €``). A person's single amount beside a grade stays, and so does an
    amount whose sentence has no such word (``Daniel from Procurement`` two sentences before a
    confidential overrun names no tender: :func:`sentence_bounds`)."""
    ls, le = sentence_bounds(text, start, end)
    if PERSONAL_MONEY_RE.search(text, ls, le):
        return False  # "Tom Hughes's salary will be cut", "Ken earns", "Omar still owes": a person's
    if _TENDER_RE.search(text, ls, le) and _VALUE_WORD_RE.search(text, ls, le):
        return True
    if not _BAND_LINE_RE.search(text, ls, le):
        return False
    for m in _RANGE_AROUND_RE.finditer(text, ls, le):
        if m.start() <= start + 2 and start < m.end():
            if _FROM_BEFORE_RE.search(text, max(ls, m.start() - 8), m.start()):
                return False  # "went from €51,000 to €56,000", "passato da 1.800 a 2.100": a change
            return not _PERCENT_AFTER_RE.match(text, m.end())
    return False


_AMOUNT_DIGIT_RE = re.compile(r"\d")
_YEAR_OR_PERCENTILE_RE = re.compile(r"(?<![\d.,])(?:19|20)\d\d(?![\d.,]\d)|\b[Pp]\d{1,2}\b")


#: a preposition that may open a statistic's object (``… for Ingrid Solheim``), blanks before it
_OBJECT_PREP_RE = re.compile(
    r"[ \t]+(?=(?:of|for|von|für|des|de|du|di|del|della|van|voor|av|för|til|dla|для|у|του|της|do|da)[ \t])"
)


def statistic_figure(text: str, start: int, end: int) -> bool:
    """An amount whose nearest pay word before it in its sentence names a statistic (``The
    average salary in Germany is €4,100 gross``, ``der Durchschnittslohn liegt bei 3.900 €``,
    ``le salaire médian est de 2 100 €``): a survey's figure. Not when the sentence says
    someone earns, is paid or owes (``Moritz verdient …; der Durchschnitt …``), when the
    statistic is over a person (``median salary of Tomasz Wierzbicki``,
    ``statistic_subject.py``), nor when another figure sits between the pay word and the
    amount (``average salary is €60k, Anna's €70k``)."""
    ls, _ = sentence_bounds(text, start, end)
    if ls >= start or PERSONAL_MONEY_RE.search(text, ls, sentence_bounds(text, start, end)[1]):
        return False
    piece = text[ls:start]
    cues = sorted(span for cue_set in CUES["SALARY"] for span in cue_set.finditer(piece))
    if not cues:
        return False
    cs, ce = cues[-1]
    between = _YEAR_OR_PERCENTILE_RE.sub(" ", piece[ce:])
    if _AMOUNT_DIGIT_RE.search(between):
        return False  # another figure between the statistic and this amount (a year or `P50` is none)
    for p in _OBJECT_PREP_RE.finditer(piece, ce):
        if statistic_of_person(text, ls + p.start()):
            return False  # "Salary survey 2024 result for Ingrid Solheim: …": her figure (breaker13)
    return public_pay(text, ls + cs, ls + ce)


#: a premium or bonus word (pay in one sense, an insurance premium in another)
_PREMIUM_RE = re.compile(
    r"(?i)[^\W\d_]*(?:prämie|praemie|premie|prime|premium|premio|premia|премия|ασφάλιστρ)[^\W\d_]*"
)
#: insurance words: an insurer, a policy, a deductible (``Versicherung``, ``eigen risico``)
_INSURANCE_RE = re.compile(
    r"(?i)(?:versicherung|versichert|krankenkasse|insurance|insurer|insured|assurance|assureur|mutuelle|"
    r"verzeker|eigen[ \t]+risico|polis|forsikring|försäkring|vakuutus|assicura|seguro|aseguradora|ubezpiecz|"
    r"sigorta|страхов|ασφάλ|保险|保險|保険|보험|deductible|selbstbeteiligung)"
)


_UP = "A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω"
#: a title before a capitalised word (``Frau Berg``, ``Pan Tomasz``, ``Mme Roussel``)
TITLED_RE = re.compile(
    r"(?<![^\W\d_])(?:Mr|Mrs|Ms|Miss|Dr|Herrn?|Frau|Mme|Mlle|Sr|Sra|Sig|Sig\.ra|Dhr|Mevr|Pan|Pani|г-н|г-жа)"
    rf"\.?[ \t]+[{_UP}]"
)
#: words naming the person a pay figure is for: a candidate, a hire, an employee, an offer's
#: addressee (en de fr nl no/da sv es it pt pl ru)
_PERSON_ROLE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:candidates?|candidat(?:e|es|s)?|candidat[oa]s?|kandidat(?:in|en|innen)?|kandidaat|"
    r"kandydat(?:ka)?|кандидат\w*|hired|new[ \t]+hire|offered|eingestellt|employee|mitarbeiter(?:in)?|"
    r"medewerker|ansatt|anställd|salarié(?:e)?|empleado|empleada|dipendente|funcionári[oa]|pracowni(?:k|ca)|"
    r"сотрудни\w*|offer[ \t]+letter|angebotsschreiben|zusage|aanbiedingsbrief|contratado|contratada|assunt[oa])"
    r"(?![^\W\d_])"
)
_CAP_PAIR_RE = re.compile(rf"(?<![^\W\d_])([{_UP}][^\W\d_]+)[ \t]+([{_UP}][^\W\d_'’\-]+)")


def names_someone(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` names a person a pay figure may belong to: a title and a name (``Frau
    Berg``), a candidate/employee/hire word (``"candidate":``, ``Mitarbeiterin:``, ``Hired``), or
    a full name starting with a listed given name that is no common word (``Anna Berg``,
    ``Jan Tak``). A job ad or an insurance notice that names someone is about that person's pay
    (breaker13)."""
    if TITLED_RE.search(text, a, b) or _PERSON_ROLE_RE.search(text, a, b):
        return True
    names, common = name_lists(), common_words()
    for m in _CAP_PAIR_RE.finditer(text, a, b):
        g, f = m.group(1), m.group(2)
        if names.is_given(g) and (g.casefold() not in common or names.is_surname(f)):
            if not product_name(text, m.start(), m.end()):
                return True  # "Sienna Pro" is a product (decoys16)
    return False


#: a bonus word in or beside a premium word (``Leistungsprämie``, ``Erfolgsprämie``, ``premium
#: bonus``, ``prime de performance``, ``premio di produzione``, ``prestatiepremie``)
_BONUS_NEAR_RE = re.compile(
    r"(?i)leistung|erfolg|sonder|mitarbeiter|performance|bonus|incentive|commission|provision|objectif|"
    r"résultat|produzione|risultato|prestatie|resultaat|productividad|desempeño|wydajno|"
    r"uznaniow|motywac|результат|kpi"
)


def insurance_premium(text: str, start: int, end: int) -> bool:
    """An amount read as a bonus whose premium word is an insurance premium: the word or the
    words just before or after it name an insurance, a policy or a deductible (``Versicherungsprämie 48,90 €``,
    ``eigen risico €385, premie €152/maand``, ``prime d'assurance 21 €``). A bonus
    (``Sven bekommt eine Prämie von 3.000 €``) has no such word and stays pay."""
    ls, le = sentence_bounds(text, start, end)
    last = None
    for m in _PREMIUM_RE.finditer(text, ls, start):
        last = m
    if last is None:
        return False
    if PERSONAL_MONEY_RE.search(text, ls, le):
        return False  # "Sven earns a premium of …": pay
    if _BONUS_NEAR_RE.search(text, max(ls, last.start() - 16), min(le, last.end() + 16)):
        return False  # "Leistungsprämie", "premium bonus": a bonus at an insurer (breaker13)
    line_start = text.rfind("\n", 0, start) + 1
    if names_someone(text, line_start, le):
        return False  # "Mitarbeiterin: Anna Berg, Abteilung: Kfz-Versicherung, Prämie …" (breaker13)
    # the insurance word in the premium word, up to 60 code points before it in its sentence,
    # or right after it (``prime d'assurance``, ``premio assicurativo``)
    return _INSURANCE_RE.search(text, max(ls, last.start() - 60), min(le, last.end() + 16)) is not None


#: an open bound right before an amount (``ab 65.000 €``, ``from £38,000``, ``up to €85,000``,
#: ``à partir de 42 000 €``, ``tot € 5.200``, ``hasta 48.000 €``, ``fra 650 000 kr``)
_OPEN_BOUND = (
    r"from|starting[ \t]+(?:at|from)|up[ \t]+to|ab|bis[ \t]+zu|fra|opp[ \t]+til|från|upp[ \t]+till|"
    r"à[ \t]+partir[ \t]+de|dès|jusqu['’]à|vanaf|tot|desde|hasta|a[ \t]+partire[ \t]+da|fino[ \t]+a|"
    r"od|do|от|до"
)
_OPEN_BOUND_BEFORE_RE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_OPEN_BOUND})[ \t]*(?:[€$£¥₹]|[A-Z]{{3}}|kr\.?|zł)?[ \t]*$")
_OPEN_BOUND_LEADS_RE = re.compile(rf"(?i)(?:{_OPEN_BOUND})[ \t]+\S")
#: a job ad: its words in the corpus languages and the gender marks of German/French ads
_JOB_AD_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:job[ \t]+ad|job[ \t]+posting|job[ \t]+advert\w*|job[ \t]+opening|posting|vacanc\w+|"
    r"we['’]re[ \t]+hiring|we[ \t]+are[ \t]+hiring|apply[ \t]+by|stellenanzeige|stellenausschreibung|"
    r"wir[ \t]+suchen|offre[ \t]+d['’]emploi|nous[ \t]+recrutons|vacature|stillingsannonse|søknadsfrist|"
    r"ledig[ \t]+stilling|platsannons|oferta[ \t]+de[ \t]+empleo|offerta[ \t]+di[ \t]+lavoro|"
    r"annuncio[ \t]+di[ \t]+lavoro|ogłoszenie|oferta[ \t]+pracy|вакансия|iş[ \t]+ilanı)(?![^\W\d_])|"
    r"\((?:m/w/d|w/m/d|m/f/d|f/m/d|m/f/x|h/f|f/h|m/f|f/m|m/w|m/v|v/m|m/k|k/m)\)"
)
#: the reader addressed (an offer letter to a candidate, not an ad)
_ADDRESSED_RE = re.compile(r"(?i)(?<![^\W\d_])(?:you|your|Ihnen|dich|dir|vous|votre|jij|jouw|deg|dig)(?![^\W\d_])")


def job_ad_bound(text: str, start: int, end: int) -> bool:
    """An amount with an open bound (``ab 65.000 €``, ``from £38,000``, ``up to €85,000``,
    ``à partir de 42 000 €``) in the line of a job ad (``Stellenanzeige``, ``Job ad``,
    ``Vacature``, ``(m/w/d)``, ``we're hiring``): an advertised pay, one end of an unwritten
    range, nobody's. A sentence that says someone earns or owes, or addresses the reader
    (``we offer you from €65,000``), stays."""
    if not (
        _OPEN_BOUND_LEADS_RE.match(text, start, end) or _OPEN_BOUND_BEFORE_RE.search(text, max(0, start - 30), start)
    ):
        return False
    ss, se = sentence_bounds(text, start, end)
    if PERSONAL_MONEY_RE.search(text, ss, se) or _ADDRESSED_RE.search(text, ss, se):
        return False
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    lo, hi = max(ls, start - 400), le if le >= 0 else len(text)
    if _JOB_AD_RE.search(text, lo, hi) is None:
        return False
    # "candidate": "Anna Berg", "Hired Anna Berg …", "Frau Berg erhält ab …": one person's offer (breaker13)
    return not names_someone(text, lo, hi)


def under_limit_label(text: str, start: int) -> bool:
    """The amount at ``start`` is the value of a limit label (:func:`limit_key`) or follows a
    limit word (``arranged overdraft limit £500``), or is the value of a statistic's label
    (``Average salary in Norway: kr 56 000``): a bank's, a plan's or a country's figure."""
    ls = text.rfind("\n", 0, start) + 1
    ss, se = sentence_bounds(text, start, start)
    if PERSONAL_MONEY_RE.search(text, ss, se):
        return False  # "I'm at my limit: I owe £4,300": what a person owes
    m = _LABEL_BEFORE_RE.search(text, max(ls, start - 80), start)
    if m is not None and _limit_or_statistic_label(m.group("k")):
        return True
    return _LIMIT_PROSE_RE.search(text, max(ls, start - 60), start) is not None


# -- aggregate rows ---------------------------------------------------------------------------
#: labels of a table's aggregate row (a total, a sum, an average), casefolded
_AGGREGATE_LABELS = frozenset(
    """
    total totals grand_total subtotal sub_total sum average avg mean median overall all
    gesamt gesamtsumme summe zwischensumme durchschnitt mittelwert insgesamt
    total_général totale moyenne somme médiane media somma mediana totale_generale
    totaal gemiddelde som subtotaal totalt gjennomsnitt snitt summa medel genomsnitt i_alt gennemsnit
    yhteensä keskiarvo razem suma średnia łącznie toplam ortalama итого всего среднее сумма
    σύνολο μέσος_όρος סה"כ ממוצע المجموع الإجمالي المتوسط 合计 总计 平均 平均值 合計 総計 합계 평균
    tổng tổng_cộng trung_bình jumlah rata_rata total_geral média soma
    """.split()
)
_BORDER_RE = re.compile(r"[+\-=|: \t]*")


def aggregate_label(value: str) -> bool:
    """``value`` is the label of an aggregate row (``Total``, ``Summe``, ``Average``, ``合计``)."""
    return _BLANKS_RE.sub("_", value.strip().strip("*_:").strip()).casefold() in _AGGREGATE_LABELS


def _row_label(line: str) -> tuple[str, str] | None:
    """(separator, first cell) of a table row: the first of ``|`` (two non-empty cells or
    more), tab, ``;``, ``,`` that splits ``line``; None when none does. Only the first cell is
    cut out and cleaned (``aggregate_row`` asks once per span, most lines are JSON or CSV)."""
    if "|" in line:
        cells = [c for c in (c.strip().strip("*_:").strip() for c in line.split("|")) if c]
        if len(cells) >= 2:
            return "|", cells[0]
    for sep in ("\t", ";", ","):
        if sep in line:
            return sep, line.split(sep, 1)[0].strip().strip("*_:").strip()
    return None


def _aligned_cells(line: str, sep: str) -> list[str]:
    """The cells of ``line`` split at ``sep``, empty ones kept so that columns line up (a
    markdown row's outer pipes dropped)."""
    if sep == "|":
        line = line.strip()
        line = line[1:] if line.startswith("|") else line
        line = line[:-1] if line.endswith("|") else line
    return [c.strip().strip("*_:").strip() for c in line.split(sep)]


def aggregate_row(text: str, start: int, end: int, person_column: Callable[[str], bool]) -> bool:
    """The value at ``start`` sits in a table's aggregate row (its first cell ``Total``,
    ``Summe``, ``Average``, ``Итого``, ``合计`` …) of a table with a person column (a header cell
    that ``person_column`` accepts: ``name``, ``Employee``, ``Navn``): the row's label is no
    person and its amounts sum or average several people's (a team's payroll total), no one's
    own. A payslip's ``Total`` row (no person column) is not matched.

    breaker13 narrowed it: the row's person cells must be empty or the label itself (a
    ``Media``/``All`` department or scope cell before a name is no aggregate label), and the
    rows above must name at least two different people (the total of one person's months or
    pay components is that person's pay)."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", start)
    line = text[ls : le if le >= 0 else len(text)]
    row = _row_label(line)
    if row is None or not aggregate_label(row[1]):
        return False
    sep = row[0]
    pos, header = ls, None
    body: list[str] = []
    for _ in range(400):  # walk up the table block to its first row
        if pos == 0:
            break
        ps = text.rfind("\n", 0, pos - 1) + 1
        prev = text[ps : pos - 1]
        if _BORDER_RE.fullmatch(prev) and prev.strip():
            pos = ps
            continue
        if sep not in prev:
            break
        if header is not None:
            body.append(header)
        header = prev
        pos = ps
    if header is None:
        return False
    columns = [i for i, c in enumerate(_aligned_cells(header, sep)) if person_column(c)]
    if not columns:
        return False
    own = _aligned_cells(line, sep)
    if any(i < len(own) and own[i] and not aggregate_label(own[i]) for i in columns):
        return False  # "| Media | Anna Berg | …": a department named like an average, then a person
    people: set[str] = set()
    for r in body:
        rc = _aligned_cells(r, sep)
        people.update(rc[i].casefold() for i in columns if i < len(rc) and rc[i] and not aggregate_label(rc[i]))
    return len(people) >= 2


# -- ids --------------------------------------------------------------------------------------
_ID_KEY_RE = re.compile(r"(?i)(?:^|[_.\-])id$|[a-z](?:Id|ID)$|^(?:gid|sid|uid|oid)$")
#: id keys that do hold a phone or a messaging number (WhatsApp ``wa_id``, Telegram chat ids)
_PHONE_ID_KEY_RE = re.compile(r"(?i)wa_?id|whatsapp|phone|tel|msisdn|mobile|chat|user|from|sender|contact")
#: words of an id key naming a party of a call or a message, whose id is its number
#: (``caller_id``, ``recipientId``, ``callee_id``, ``dest_id``, ``ani_id``; decoys13)
_PARTY_KEY_WORDS = frozenset(
    "caller callee calling called recipient receiver originator originating destination dest subscriber "
    "dialed dialled ani dnis cli to".split()
)
_DIGITS_RE = re.compile(r"\d{6,20}")


def id_keyed_number(text: str, start: int, end: int) -> bool:
    """A bare digit string that is the whole value of an id key (``"deal_id": "15678902345"``,
    ``task_gid``): a record's id, not a phone or an account. Not WhatsApp ``wa_id``, chat or
    user ids, nor the id of a call's or message's party (``caller_id``, ``recipient_id``): they
    are numbers of people."""
    if not _DIGITS_RE.fullmatch(text[start:end]):
        return False
    if end < len(text) and (text[end].isalnum() or text[end] in "-_"):
        return False
    key = _key_before(text, start, raw=True)
    if key is None or _PHONE_ID_KEY_RE.search(key):
        return False
    words = re.split(r"[\W_]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", key).casefold())
    if any(w in _PARTY_KEY_WORDS for w in words):
        return False  # "caller_id", "recipientId": the party's number
    return _ID_KEY_RE.search(key) is not None


#: record prefixes of orders, invoices, tickets and bookings; not a country code or ``AC``/``ACC``
#: before an account's digits (``PL-6110…``, ``AC-00412345`` are accounts)
_ORDER_ID_RE = re.compile(
    r"(?i)(?:ORD|ORDER|PO|SO|INV|INVOICE|RMA|TKT|TICKET|REQ|QT|QUO|QUOTE|BK|BKG|RES|CASE|INC|SHP|SHIP|DEL|"
    r"CRT|CART|TXN|REF|BEST|AUF|RECH|CMD|FAC|PED|FAT|BST|ZAM|ЗАК)[-_#/](?:[A-Za-z0-9]+[-_/])*\d[\dA-Za-z\-_/]*"
)


_AMOUNT_SHAPE_RE = re.compile(r"\d{1,3}(?:[ .,\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?")
#: the decimal part of an amount, right after its thousand groups (``,00`` of ``184 000,00 ₽``)
_CENTS_RE = re.compile(r"[.,]\d{2}(?!\d)")
_CURRENCY_AFTER_RE = re.compile(
    r"[ \u00a0\u202f]?(?:[€$£¥₹₽₩₪₺₴]|руб|грн|zł|kr|Kč|Ft|lei|EUR|USD|GBP|CHF|NOK|SEK|DKK|PLN|RUB|UAH|TRY)(?![^\W\d_])"
)


def amount_as_account(text: str, start: int, end: int) -> bool:
    """An amount read as an account number (``Счёт № 45 … сумма 118 000 ₽``: ``счёт`` is both
    an account and an invoice): digits in thousand groups with a currency right after them, or
    after the amount's decimal part the span left out (``184 000`` of ``184 000,00 ₽``, decoys18)."""
    if _AMOUNT_SHAPE_RE.fullmatch(text, start, end) is None:
        return False
    cents = _CENTS_RE.match(text, end)
    return _CURRENCY_AFTER_RE.match(text, cents.end() if cents is not None else end) is not None


def order_id_as_account(value: str) -> bool:
    """A value read as a bank account that is a lettered record id (``ORD-2026-77813``,
    ``INV_88213``): domestic account numbers are digits with separators; IBANs, whose letters
    are a country code glued to check digits, are not matched."""
    return _ORDER_ID_RE.fullmatch(value.strip()) is not None


# -- service units ----------------------------------------------------------------------------
_UNIT_BEFORE_RE = re.compile(
    r"(?:\bjournalctl\b[^\n|;]*?[ \t](?:-u|--unit(?:=|[ \t]))[ \t]*|\bsystemctl\b[^\n|;]*?[ \t](?:start|stop|restart|"
    r"reload|status|enable|disable|is-active|kill)[ \t]+(?:[\w@.\-]+[ \t]+)*)$"
)


def service_unit(text: str, start: int) -> bool:
    """A user-looking word that is a systemd unit (``journalctl -u nginx``, ``systemctl
    restart postgres``): a service, nobody's account."""
    ls = text.rfind("\n", 0, start) + 1
    return _UNIT_BEFORE_RE.search(text, max(ls, start - 120), start) is not None


_SID_VALUE_RE = re.compile(r"(?:AC|SM|MM|CA|PN|MG|SK|IS|RE|CH|CF|QU|WW|WS|WK|TR|US|VA)[0-9a-f]{32}")
_SID_KEY_RE = re.compile(r"(?i)sid$|sids$|/(?:Accounts|Messages|Calls|Services)/$")


def resource_sid(text: str, start: int, end: int) -> bool:
    """A Twilio-style resource id (``AC`` + 32 hex digits: an account, message or call SID)
    under a ``*sid`` key or in a REST path (``/Accounts/AC…/Messages``): it names a record; the
    account's auth token, not its SID, is the secret."""
    if not _SID_VALUE_RE.fullmatch(text[start:end]):
        return False
    if text[start - 1 : start] == "/" and _SID_KEY_RE.search(text[max(0, start - 12) : start]):
        return True
    key = _key_before(text, start, raw=True)
    return key is not None and _SID_KEY_RE.search(key) is not None


_ASCII_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
# a hex token with at most a short letter prefix (a hash, ``AC`` + a SID, an object id), with
# a hex letter in it: an MRZ line (``L898902C36UTO7408122F…``) or an IBAN is no such token
_HEX_TOKEN_RE = re.compile(r"[A-Za-z]{0,4}(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{16,}")


def inside_token(text: str, start: int, end: int) -> bool:
    """A number read inside a longer hexadecimal token (``AC0123456789abcdef…``, a hash, a SID)
    of 16+ characters: part of an identifier, no account or id of its own. Other glued tokens
    (an MRZ line, an IBAN) are not matched."""
    i, j = start, end
    while i > 0 and text[i - 1] in _ASCII_ALNUM:
        i -= 1
    while j < len(text) and text[j] in _ASCII_ALNUM:
        j += 1
    if (i, j) == (start, end) or j - i < 16:
        return False
    token = text[i:j]
    glued = text[i:start] + text[end:j]
    return any(c.isalpha() for c in glued) and _HEX_TOKEN_RE.fullmatch(token) is not None
