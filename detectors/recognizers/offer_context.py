"""When an "offer" is a job offer: the words of hiring around it, and the words of trade that make
it a sales offer instead.

Issue 12, fields19. The word for an offer (``offer``, ``Angebot``, ``offre``, ``oferta``,
``offerta``, ``bod``, ``tilbud``, ``erbjudande``, ``tarjous``, ``propozycja``, ``предложение``,
``προσφορά``, ``teklif``, ``عرض``, ``הצעה``, ``オファー``/``内定``, ``录用``, ``오퍼``) names a
candidate's pay in a hiring note (``l'offre pour Maëlys : 58 000 €``, ``Gegenangebot von
78.000 €``, ``motbud på kr 720 000``) and a price in a sales one (``Angebot Nr. 118 über
4.850 €``, ``Special offer: €19.99``, ``Tilbud på strømavtale: kr 1 290``). What tells them
apart is the talk around the offer, not the amount:

- :func:`hiring_near`: a word of hiring — a candidate, a hire, recruiting, a job or role, an
  interview, employment, a start date — or of pay in the 300 characters before the offer word
  or on its line (:data:`_HIRING_RE`, en de fr es it pt nl no da sv fi pl ru uk el tr ar he zh
  ja ko);
- :func:`trade_near`: a word of trade in the offer's sentence — a price, a discount, a sale, a
  vendor or supplier, a quote number, a subscription, a unit or per-item price
  (:data:`_TRADE_RE`) — makes it a sales offer whatever else is near.

Words are curated per language (no maintained multilingual list of hiring words was found on
PyPI); stems match inflections (``Kandidatin``, ``кандидату``, ``rekrutacji``).
"""

from __future__ import annotations

import re

from ..firm_names import LEGAL_FORM_RE, firm_plural_end
from ..name_lists import name_lists

__all__ = ["OFFER_WORDS", "hiring_near", "offered_to_person", "owner_before", "trade_near"]

#: offer words as cue stems for ``money_cues._CueSet`` ("+" compound head: ``Gegenangebot``,
#: ``contraoferta``, ``controfferta``, ``jobbtilbud``; "=" exact word; "~" a short stem that inflects)
OFFER_WORDS = """
    =offer =offers =offered =counteroffer =counter-offer
    +angebot +angebote +angebots angeboten
    =offre =offres =contre-offre
    +oferta +ofertas ofercie ofertę oferty ofert
    +offerta +offerte
    +proposta +proposte +propozycj
    =bod =tegenbod =aanbod =salarisvoorstel
    +tilbud +tilbudet +tilbudt =motbud =motbudet =bud =budet
    +erbjudande +erbjudandet
    +tarjous +tarjouks
    предложени +оффер +офер пропозиці встречн зустрічн
    προσφορ αντιπροσφορ
    teklif
    ~عرض ~العرض
    הצעה הצעת
    オファー 内定 录用 錄用 聘用 오퍼 처우\\s?제안
"""

# hiring and pay words (stems: a word starting with one, any inflection)
_HIRING = (
    r"candidat\w*|applicant\w*|hire|hired|hiring|new[ \t]+hire|recruit\w*|employment|job|interview\w*|"
    r"onboarding|start[ \t]+date|joiner|salary|salaries|sign-on|signing|equity|compensation|"
    r"kandidat\w*|bewerber\w*|einstell\w*|eingestellt|stelle|position|eintritt\w*|gehalt\w*|vorstellungsgespr\w*|"
    r"arbeitsvertrag\w*|recrut\w*|embauche\w*|embauch\w*|poste|salaire\w*|entretien\w*|rémunération|"
    r"contrataci\w*|contratar\w*|puesto|salario\w*|sueldo\w*|entrevista\w*|assunzion\w*|assumere|posizione|ruolo|"
    r"stipendio|ral|colloqui\w*|contratação|vaga|salário|sollicit\w*|aanname|functie|salaris\w*|vacature\w*|"
    r"søker\w*|ansettels\w*|stilling\w*|lønn\w*|løn|intervju\w*|ansat\w*|sökande|anställ\w*|tjänst\w*|lön\w*|"
    r"rekryter\w*|hakija\w*|ehdok\w*|palk\w*|rekrytoin\w*|työsuhte\w*|kandydat\w*|rekrutac\w*|zatrudni\w*|"
    r"stanowisk\w*|wynagrodzeni\w*|pensj\w*|кандидат\w*|найм\w*|наня\w*|ваканси\w*|должност\w*|зарплат\w*|"
    r"оклад\w*|собеседовани\w*|посад\w*|співбесід\w*|υποψήφι\w*|πρόσληψ\w*|προσλ\w*|θέση|μισθ\w*|"
    r"aday\w*|işe[ \t]+alım\w*|pozisyon\w*|maaş\w*|mülakat\w*|مرشح\w*|المرشح\w*|توظيف|التوظيف|وظيف\w*|"
    r"job|jobb|jobbet|trabajo|empleo|lavoro|emploi|travail|arbeitsplatz|baan|praca|pracy|работ\w*|роботу|δουλειά|"
    r"العمل|عمل|راتب|الراتب|مقابلة|מועמד\w*|גיוס|משרה|שכר|ראיון|"
    # a yearly figure is pay's habit, a possessive makes the offer someone's ("her offer")
    r"annual|yearly|per[ \t]+(?:year|annum)|p\.a|jährlich|annuel\w*|anual\w*|annu[oi]|all'anno|årlig\w*|"
    r"i[ \t]+året|om[ \t]+året|per[ \t]+jaar|jaarlijks|vuodessa|rocznie|в[ \t]+год|на[ \t]+рік|ετησίως|yıllık"
)
_HIRING_RE = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_HIRING})(?![^\W\d_])|"
    r"候选人|候選人|应聘|應聘|入职|入職|职位|職位|岗位|崗位|年薪|月薪|薪资|薪資|薪酬|面试|面試|"
    r"候補者|応募者|入社|採用|年収|月給|面接|지원자|후보자|채용|입사|연봉|면접"
)
# trade words of the offer's sentence
_TRADE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:price\w*|pricing|seats?|plans?|discount\w*|special|sale|sales|vendor\w*|supplier\w*|quote|quotation|"
    r"subscription\w*|licen[cs]e\w*|per[ \t]+(?:unit|item|seat|user|piece)|invoice\w*|shop|store|product\w*|"
    r"preis\w*|rabatt\w*|sonderangebot\w*|lieferant\w*|kostenvoranschlag|abo|abos|mwst|zzgl|nr|"
    r"prix|remise|promo\w*|soldes|fournisseur\w*|devis|abonnement\w*|ht|ttc|"
    r"precio\w*|descuento\w*|rebaja\w*|proveedor\w*|presupuesto\w*|suscripci\w*|iva|"
    r"prezzo|prezzi|sconto|sconti|fornitor\w*|preventiv\w*|abbonament\w*|"
    r"preço|desconto|fornecedor\w*|orçamento|assinatura|"
    r"prijs\w*|korting\w*|aanbieding\w*|leverancier\w*|offerte|btw|"
    r"pris\w*|rabat\w*|salg|udsalg|leverandør\w*|abonnement|strømavtale\w*|mva|moms|leverantör\w*|"
    r"hinta\w*|alennus\w*|toimittaja\w*|"
    r"cena|ceny|cenie|rabat|promocj\w*|dostawc\w*|vat|"
    r"цен\w*|скидк\w*|распродаж\w*|поставщик\w*|тариф\w*|знижк\w*|постачальник\w*|"
    r"τιμ\w*|έκπτωσ\w*|προμηθευτ\w*|fiyat\w*|indirim\w*|kampanya\w*|tedarikçi\w*|"
    r"سعر|السعر|خصم|تخفيض\w*|مورد|המחיר|מחיר|הנחה|ספק)(?![^\W\d_])|"
    r"价格|價格|报价|報價|折扣|优惠|優惠|供应商|供應商|価格|割引|セール|見積|가격|할인|견적"
)
_POSSESSIVE_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:her|his|their|my|your|ihr|ihre|ihres|sein|seine|seines|son|sa|su|suo|sua|hennes|hans|"
    r"deres|hennar|haar|zijn|jej|jego|его|её|ее|її|του|της|onun|لها|له)[ \t]+$"
)
# an offer made to us (the firm) is a seller's: "offered us a package", "uns angeboten", "nous a offert"
_TO_US_RE = re.compile(r"(?i)[ \t]+(?:to[ \t]+)?(?:us|uns|nous|nos|ci|oss|ons|nam|нам|bize)(?![^\W\d_])")
_SENTENCE_RE = re.compile(r"\n|[.!?。！？](?:\s|$)")


def hiring_near(text: str, start: int, end: int) -> bool:
    """Whether a word of hiring or pay sits in the 300 characters before ``text[start:end]``
    (an offer word) or on its line after it (module docstring)."""
    lo = max(0, start - 300)
    le = text.find("\n", end)
    hi = len(text) if le < 0 else le
    return _HIRING_RE.search(text, lo, start) is not None or _HIRING_RE.search(text, end, hi) is not None


_LOWER_WORD = r"[a-zß-öø-ÿα-ωа-яёіїєґ][^\W\d_]{0,9}"
_CAP_WORD = r"[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁІЇЄҐΑ-Ω][^\W\d_'’.]+"
_TO_FROM = (
    r"to|for|from|an|für|von|à|pour|de|aan|voor|van|til|fra|till|för|från|a|al|para|per|da|di|dla|od|do|"
    r"для|от|до|στον|στην|στο|σε|από|için|için"
)
# the person an offer goes to or comes from: up to two lower-case words ("de trabajo enviada"),
# a preposition, then two capitalised words; or two capitalised words and Turkish "için"
_PERSON_AFTER_RE = re.compile(
    rf"[ \t]+(?:(?:{_LOWER_WORD})[ \t]+){{0,3}}?(?:(?:{_TO_FROM})[ \t]+(?P<a>{_CAP_WORD}[ \t\-]+{_CAP_WORD})(?![^\W\d_])|"
    rf"(?P<b>{_CAP_WORD}[ \t]+{_CAP_WORD})[ \t]+için(?![^\W\d_]))"
)


# one capitalised word right after the offer word, a preposition allowed between
_GIVEN_AFTER_RE = re.compile(rf"[ \t:]+(?:(?:{_TO_FROM})[ \t]+)?(?P<g>{_CAP_WORD})(?![^\W\d_])")


def offered_to_person(text: str, end: int) -> bool:
    """Whether the offer word ending at ``end`` goes to or comes from a person named after it
    (``offre pour Maëlys Dravoine``, ``Counter-offer from Jory Pellinore``, ``Teklifimiz Berkay
    Tunçsoy için``) or a listed given name follows it (``offer Tamsin 82–88k``); a legal form after the two words makes them a firm (``Angebot an Brix
    Bau GmbH``)."""
    le = text.find("\n", end)
    if LEGAL_FORM_RE.search(text, end, min(len(text) if le < 0 else le, end + 60)) is not None:
        return False  # "Angebot an Müller GmbH mit 5.000 €": a firm's quote
    g = _GIVEN_AFTER_RE.match(text, end, min(len(text), end + 40))
    if g is not None and name_lists().is_given(g.group("g")):
        return True  # "offer Tamsin 82–88k", "Angebot an Wiebke": a listed given name right after
    m = _PERSON_AFTER_RE.match(text, end, min(len(text), end + 80))
    if m is None:
        return False
    who = m.group("a") if m.group("a") is not None else m.group("b")
    who_end = m.end("a") if m.group("a") is not None else m.end("b")
    if firm_plural_end(who):
        return False  # "an offer from Harbor Analytics": a firm's
    return LEGAL_FORM_RE.match(text[who_end : who_end + 16].lstrip(" \t,")) is None


def owner_before(text: str, start: int) -> bool:
    """Whether a third-person or second-person possessive is right before ``start`` (``her offer``,
    ``sein Angebot``, ``son offre``): someone's offer, not a shop's."""
    return _POSSESSIVE_BEFORE_RE.search(text, max(0, start - 12), start) is not None


def trade_near(text: str, start: int, end: int) -> bool:
    """Whether the sentence of the offer word ``text[start:end]`` speaks of trade: a price, a
    discount, a vendor, a quote, a subscription (module docstring)."""
    lo = max(0, start - 120)
    ends = list(_SENTENCE_RE.finditer(text, lo, start))
    lo = ends[-1].end() if ends else lo
    stop = _SENTENCE_RE.search(text, end, min(len(text), end + 120))
    hi = stop.start() if stop is not None else min(len(text), end + 120)
    return _TRADE_RE.search(text, lo, hi) is not None or _TO_US_RE.match(text, end) is not None
