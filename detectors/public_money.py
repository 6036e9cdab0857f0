"""Money and rates that belong to a price list, a firm or a policy, not to a person.

Issue 12, decoys14. The money rules read a pay or debt word near an amount (``brutto``,
``per year``, ``balance``, ``Schulden``, ``Bonus``, ``Gehaltserhöhung``); the same words sit
beside figures that are nobody's:

- **prices** (:func:`price_figure`): an amount in the sentence of a price word (``Price``,
  ``Preis``, ``Cena``, ``Цена``, ``価格``, ``가격``, ``价格``, ``السعر``, ``מחיר``…), of a
  plan, subscription or per-seat/per-unit rate, or of a VAT mark (``inkl. MwSt.``, ``HT``,
  ``+ KDV``, ``eks. mva``, ``税込``): ``Cena: 149 zł brutto``, ``the team plan bills $144 per
  year``, ``Ücret: saatlik 1.200 TL + KDV``;
- **a firm's or a public body's money** (:func:`organisation_figure`): an amount in the
  sentence of a financial statement (``balance sheet``, ``total assets``, ``revenue``,
  ``Umsatz``, ``выручка``, ``营业收入``) or whose holder is an organisation noun (``the
  company``, ``Stadt``, ``gemeente``, ``kommunen``, ``Regione``, ``cost centre``, public debt),
  or that names two firms by their legal forms (a contract or invoice between firms; one
  firm is no sign: people owe firms): ``Schulden der Stadt Duisburg: 3,2 Mrd. €``;
- **rates and collective percentages** (:func:`rate_percentage`): a pay span that is only
  a percentage, after a rate, contribution or scheme word with no pay word before it
  (``Interest rate``, ``Steuersatz``, ``Pension contribution``, ``commission plan``, ``scheme
  rules``, ``CTC breakup (Grade L4 band): Basic 40%``, ``taux``, ``tasa``, ``stawka``, ``ставка``, ``oran``, ``率``; ``Bonus rate: 10 %``
  stays pay, but a grade's or band's share is nobody's whatever pay word precedes it; a role
  word alone — ``5% employee, 8% employer`` — names no one here) or in a sentence that gives it to everyone or to a group (``for every employee``,
  ``für alle Beschäftigten``, ``company-wide``, ``for resellers``, ``全员``).

Each rule yields to a person: a sentence that says someone earns, is paid or owes, has a
possessive or first-person word (``my``, ``mein``, ``mon``, ``mi``, ``мой``, ``我的``; ``I``,
``ich``, ``je``…), or names someone (a title and a name, an employee/candidate word, a full
name from a given name, or a listed given name that is no common word) keeps its amount. A
price word must also be the nearest money cue before the amount (``Salary: €4,000 … price``
stays pay).
"""

from __future__ import annotations

import re
from typing import Callable

from .firm_names import LEGAL_FORM_RE
from .known_values import common_words
from .name_lists import name_lists
from .nobody_figures import table_cell
from .non_personal import PERSONAL_MONEY_RE, TITLED_RE as _TITLED_RE, names_someone, product_name, sentence_bounds
from .recognizers.money_cues import CUES
from .recognizers.percentages import PERCENT_RE, has_money

__all__ = ["organisation_figure", "organisation_table", "price_figure", "rate_percentage", "someone_in"]

_W = r"(?<![^\W\d_])"
_E = r"(?![^\W\d_])"
#: possessive and first/second-person words: the money is someone's (en de fr nl no sv da es
#: it pt pl ru uk el tr zh ja ko)
_PERSONAL_WORD_RE = re.compile(
    rf"{_W}(?:I|I'm|I've|I'd|I'll)(?![^\W\d_'])|(?i:{_W}(?:my|mine|his|her|their|your|me|we|our|mein\w*|dein\w*|sein\w*|ihr\w*|ich|mir|mich|"
    r"mon|ma|mes|son|sa|ses|je|j'ai|moi|notre|mijn|zijn|haar|ik|min|mitt|mine|sin|sitt|sine|jeg|jag|mig|"
    r"mi|mis|su|sus|yo|tu|il[ \t]+mio|la[ \t]+mia|mio|mia|io|meu|minha|eu|mój|moja|moje|jego|jej|ja|"
    r"мой|моя|моё|мои|его|её|я|мій|моя|його|її|μου|σου|του|της|benim|onun|maaşım|"
    r"you|yours|u|uw|Sie|Ihnen|dich|dir|vous|votre|vos|tu|te|ton|ta|usted|lei|você|ty|wy|pan|pani|"
    r"вы|ты|вам|вас|тебе|ви|ти|siz|sen|σας|εσύ)"
    rf"{_E})|我的|他的|她的|我|你|您|私の|僕の|あなた|내|제|나의|저의|당신"
)
#: a price word, a plan/subscription/per-unit word or a VAT mark (en de fr nl no sv da fi es it
#: pt pl ru uk el tr ja ko zh ar he hi)
_PRICE_RE = re.compile(
    rf"(?i){_W}(?:price[sd]?|pricing|list[ \t]+price|unit[ \t]+price|per[ \t]+(?:seat|user|unit|licen[cs]e|item|piece|night|kg|hour|h)|"
    r"subscription|bills|billed|costs?|menu|catalog(?:ue)?|shipping|delivery|postage|fees?|"
    # a fee, also as a compound head (``Etableringsgebyret``, ``Bearbeitungsgebühr``, decoys18)
    r"\w*gebyr\w*|\w*gebühr\w*|\w*avgift\w*|commissione|comisión|opłat\w*|комисси\w*|τέλη|"
    r"preis\w*|kostet|kosten|versand\w*|abo|abos|abopreis|tarif|tarife|tarifs|prix|coûte|abonnement|livraison|frais|"
    r"prijs|prijzen|kost|verzendkosten|pris|prisen|priser|prisliste|prislista|kostar|koster|frakt|hinta|hinnat|"
    r"precio\w*|cuesta|tarifa|envío|prezz\w*|costa|listino|spedizione|preço\w*|custa|frete|"
    r"cena|ceny|cennik|kosztuje|dostawa|wysyłka|цена|цены|стоит|стоимость|тариф\w*|доставка|ціна|вартість|"
    r"τιμή|τιμές|κόστος|fiyat\w*|ücret|kargo|"
    r"incl\.?[ \t]+vat|excl\.?[ \t]+vat|plus[ \t]+vat|\+[ \t]*vat|inkl\.?[ \t]+mwst|zzgl\.?[ \t]+mwst|"
    r"exkl\.?[ \t]+mwst|HT|TTC|excl\.?[ \t]+btw|incl\.?[ \t]+btw|eks\.?[ \t]+mva|inkl\.?[ \t]+mva|"
    r"exkl\.?[ \t]+moms|inkl\.?[ \t]+moms|\+[ \t]*IVA|IVA[ \t]+(?:inclu\w+|esclusa|exclu\w+)|\+[ \t]*KDV|"
    r"KDV[ \t]+dahil|с[ \t]+НДС|без[ \t]+НДС|με[ \t]+ΦΠΑ|brutto[ \t]+(?:za|per)[ \t]+sztukę)"
    rf"{_E}|価格|料金|税込|税抜|手数料|가격|요금|부가세|수수료|价格|售价|单价|含税|手续费|السعر|سعر|رسوم|מחיר|कीमत|मूल्य"
)
#: a financial statement's words and organisation nouns that hold money (en de fr nl no sv da
#: fi es it pt pl ru uk el tr zh ja ko)
_ORGANISATION_RE = re.compile(
    rf"(?i){_W}(?:balance[ \t]+sheet|total[ \t]+assets|revenue|turnover|net[ \t]+profit|EBITDA|market[ \t]+(?:size|cap)|"
    r"the[ \t]+company(?:'s)?|company's|firm's|(?:company|corporate|business)[ \t]+(?:account|savings|bank|card|loan|debt|funds)|"
    r"municipality|city[ \t]+council|government|public[ \t]+debt|"
    r"national[ \t]+debt|cost[ \t]+cent(?:re|er)|"
    r"bilanz\w*|umsatz\w*|firma|unternehmen\w*|konzern\w*|stadt|gemeinde|kommune|staatsschulden|"
    r"chiffre[ \t]+d'affaires|bilan|l'entreprise|la[ \t]+société|la[ \t]+commune|la[ \t]+ville|dette[ \t]+publique|"
    r"omzet|balans|het[ \t]+bedrijf|de[ \t]+gemeente|gemeente|omsetning|omsättning|selskapet|bedriften|"
    r"företaget|kommunen|kommunens|staten|liikevaihto|yhtiön|kunnan|"
    r"facturación|ingresos|la[ \t]+empresa|ayuntamiento|deuda[ \t]+pública|fatturato|l'azienda|la[ \t]+società|"
    r"comune|regione|debito[ \t]+pubblico|receita|faturamento|a[ \t]+empresa|prefeitura|dívida[ \t]+pública|"
    r"przychody|obroty|spółk\w+|gmin\w+|выручк\w*|компани\w+|город\w*|муниципал\w*|бюджет\w*|"
    r"виручк\w*|τζίρος|εταιρεία|δήμος|ciro\w*|şirket\w*|belediye\w*)"
    rf"{_E}|营业收入|营收|公司|企业|政府|売上\w*|会社|企業|매출\w*|회사|기업|정부"
)
#: a quoted key's end right after a word (``"company": …``, ``firma=``): a field name, no holder
_KEY_AFTER_RE = re.compile(r"[\w\-]*(?:[\"'][ \t]*:|=)")
#: a rate word before a percentage (``Commission rate``, ``Provisionssatz``, ``taux``)
_RATE_RE = re.compile(
    rf"(?i){_W}(?:rate|rates|[\w\-]*satz|taux|tasa|tasso|taxa|stawka|ставка|ставки|oran|oranı|oranları|tarief|"
    r"sats|skattesats|rentesats|momssats|procentsats|prosentsats|percentage|contributions?|[\w\-]*beitrag|"
    r"cotisations?|bijdrage|aportación|contributo|składka|взнос\w*|"
    r"(?:plan|scheme|policy|programme|program|rules|agreement|band|grade|breakup|breakdown|structure|"
    r"Regelung|Richtlinie|Tarifvertrag|barème|régime|"
    r"convenio|regolamento|regeling|ordning|regulamin|положение)(?![\"'][ \t]*:))"
    rf"{_E}|率|율"
)
#: a grade or band: a pay structure's shares are nobody's, whatever pay word precedes them
_BAND_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:grade|band|pay[ \t]+scale|Gehaltsband|Tarifgruppe|Entgeltgruppe)(?![^\W\d_])"
)
#: a share given to everyone (en de fr nl no sv da fi es it pt pl ru uk el tr he ar hi id vi zh ja ko)
_COLLECTIVE_RE = re.compile(
    rf"(?i){_W}(?:(?:for|to)[ \t]+(?:all|every|each)[ \t]+(?:\w+[ \t]+)?(?:employees?|staff|workers|members|"
    r"engineers|resellers|partners|agents)|(?:for|to)[ \t]+(?:all[ \t]+)?(?:resellers|affiliates|distributors|"
    r"partners|agents)|company-wide|across[ \t]+the[ \t]+board|all[ \t]+staff|"
    r"für[ \t]+alle|alle[ \t]+(?:Beschäftigten|Mitarbeit\w*|Angestellten)|tous[ \t]+les[ \t]+(?:salariés|employés)|"
    r"pour[ \t]+tous|para[ \t]+todos|per[ \t]+tutti|voor[ \t]+alle|for[ \t]+alle|för[ \t]+alla|"
    r"dla[ \t]+wszystkich|для[ \t]+всех|tüm[ \t]+çalışanlar\w*|"
    # "all employees" as the subject or object (nl no da sv fi es it pt pl ru uk el he ar hi id vi)
    r"alle[ \t]+(?:medewerkers|werknemers|personeelsleden|ansatte|medarbejdere|medarbeidere)|"
    r"alla[ \t]+(?:anställda|medarbetare)|kaiki(?:lle)?[ \t]+työntekijö\w*|"
    r"tod[oa]s[ \t]+(?:los|las|os|as)[ \t]+(?:emplead\w*|trabajador\w*|funcionári\w*|colaborador\w*|trabalhador\w*)|"
    r"tutti[ \t]+i[ \t]+(?:dipendenti|lavoratori|collaboratori)|tous[ \t]+les[ \t]+collaborateurs|"
    r"wszys(?:cy|tkim|tkich)[ \t]+pracowni\w*|"
    r"(?:все|всем|всех|усі|усім|всі|всім)[ \t]+(?:сотрудник\w*|работник\w*|працівник\w*|співробітник\w*)|"
    r"όλ(?:οι|ους)[ \t]+(?:οι|τους)[ \t]+εργαζόμεν\w*|"
    r"(?:semua|seluruh)[ \t]+(?:karyawan|pegawai)|(?:toàn[ \t]+bộ|tất[ \t]+cả)[ \t]+nhân[ \t]+viên)"
    rf"{_E}|全员|全員|全社員|전[ \t]?직원|모든[ \t]+직원|全体员工|所有员工|全従業員|ל?כל[ \t]+העובדים|ل?جميع[ \t]+الموظفين|सभी[ \t]+कर्मचारि\w*"
)


def someone_in(text: str, a: int, b: int, roles: bool = True) -> bool:
    """``text[a:b]`` is about a person: someone earns, is paid or owes; a possessive or a
    first-person word; a named person (:func:`edgeward.detectors.non_personal.names_someone`;
    with ``roles`` False a role word alone — ``employee``, ``candidate`` — is no one: a scheme's
    share ``5% employee, 8% employer``); or a capitalised word that is a listed given name and
    no common word (``Marta got …``)."""
    if PERSONAL_MONEY_RE.search(text, a, b) or _PERSONAL_WORD_RE.search(text, a, b):
        return True
    if roles and names_someone(text, a, b):
        return True
    if not roles and (_TITLED_RE.search(text, a, b) or _full_name(text, a, b)):
        return True
    names, common = name_lists(), common_words()
    for m in re.finditer(r"(?<![^\W\d_])[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]{2,}", text[a:b]):
        w = m.group(0)
        if names.is_given(w) and w.casefold() not in common and not product_name(text, a + m.start(), a + m.end()):
            return True  # a listed name that is no product's ("Sienna Pro costs …": decoys16)
    return False


def _full_name(text: str, a: int, b: int) -> bool:
    """A capitalised pair in ``text[a:b]`` that starts with a listed given name (``Anna Berg``)."""
    names = name_lists()
    return any(names.is_given(m.group(1)) for m in _CAP_PAIR_RE.finditer(text, a, b))


_CAP_PAIR_RE = re.compile(r"(?<![^\W\d_])([A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+)[ \t]+[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]+")


def _nearest_cue_is(rx: re.Pattern[str], text: str, ls: int, start: int) -> bool:
    """A match of ``rx`` lies in ``text[ls:start]`` after the last salary cue there."""
    piece = text[ls:start]
    hits = [m.end() for m in rx.finditer(piece)]
    if not hits:
        return False
    pay = [e for cue in CUES["SALARY"] for _, e in cue.finditer(piece)]
    return not pay or max(hits) >= max(pay)


#: a JSON value's key right before it (``"balance": 284930.12``): a record's field, whose
#: neighbours on a compacted line are other records, not the amount's sentence
_JSON_KEY_BEFORE_RE = re.compile(r"[\"'][^\"'\n]{1,60}[\"'][ \t]*:[ \t]*[\"']?$")


def _json_value(text: str, start: int) -> bool:
    return _JSON_KEY_BEFORE_RE.search(text, max(0, start - 80), start) is not None


def price_figure(text: str, start: int, end: int) -> bool:
    """An amount in a price's sentence (module docstring): a price word before it that is the
    nearest money cue, or a price word or VAT mark right after it, and nobody in the sentence;
    not a JSON value (a compacted record's keys and neighbours are no sentence)."""
    if _json_value(text, start):
        return False
    ls, le = sentence_bounds(text, start, end)
    before = _nearest_cue_is(_PRICE_RE, text, ls, start)
    after = _PRICE_RE.search(text, end, min(le, end + 24)) is not None
    if not (before or after):
        return False
    return not someone_in(text, ls, le)


def organisation_figure(text: str, start: int, end: int) -> bool:
    """An amount in the sentence of a financial statement or an organisation that holds money
    (module docstring), with nobody in the sentence; not a JSON value (``"balance": …`` of an
    account whose owner is a firm stays masked: a firm's balance is still confidential data of
    the task suite's finance records)."""
    if _json_value(text, start):
        return False
    ls, le = sentence_bounds(text, start, end)
    firms = sum(1 for m in LEGAL_FORM_RE.finditer(text, ls, le) if m.start() == ls or not text[m.start() - 1].isalnum())
    if firms < 2 and not any(not _KEY_AFTER_RE.match(text, m.end()) for m in _ORGANISATION_RE.finditer(text, ls, le)):
        return False  # none, or only a record's key ("company": …, a deal's field, not its holder)
    return not someone_in(text, ls, le)


def rate_percentage(text: str, start: int, end: int) -> bool:
    """A pay span that is only a percentage (no money amount in it) after a rate word in its
    sentence, or in a sentence that gives it to everyone, with nobody named in the sentence."""
    # the span's own text: Han text glues a percentage to the word before it (``全员调薪3%``),
    # which PERCENT_RE's word boundary refuses in place
    if PERCENT_RE.search(text[start:end]) is None or has_money(text, start, end):
        return False
    ls, le = sentence_bounds(text, start, end)
    piece = text[ls:start]
    # a rate word counts with no pay word before the value ("Bonus rate: 10%" in a person's
    # record is that person's bonus share, as lexicon.rate_key keeps "bonus_pct")
    rate = _RATE_RE.search(piece) is not None and not any(True for cue in CUES["SALARY"] for _ in cue.finditer(piece))
    if not (rate or _BAND_RE.search(piece) or _COLLECTIVE_RE.search(text, ls, le)):
        return False
    # the collective phrase's own role word ("for every employee") names nobody
    sentence = _COLLECTIVE_RE.sub(lambda m: " " * len(m.group(0)), text[ls:le])
    return not someone_in(sentence, 0, len(sentence), roles=False)


#: a firm's statement in a table's header (en de fr nl no sv da fi es it pt pl ru el tr ar zh ja ko)
_STATEMENT_HEADER_RE = re.compile(
    rf"(?i){_W}(?:revenues?|turnover|net[ \t]+(?:income|profit|loss|sales)|gross[ \t]+(?:profit|margin)|"
    r"operating[ \t]+(?:income|profit|result)|EBITDA|EBIT|umsatz\w*|gewinn\w*|jahresüberschuss|"
    r"chiffre[ \t]+d'affaires|résultat[ \t]+(?:net|d'exploitation)|bénéfices?|omzet|winst|omsetning|omsättning|"
    r"driftsresultat|årsresultat|liikevaihto|liikevoitto|ingresos|beneficio[ \t]+neto|fatturato|utile[ \t]+netto|"
    r"receita|lucro[ \t]+líquido|przychody|zysk[ \t]+netto|выручка|чистая[ \t]+прибыль|έσοδα|κέρδη|hasılat|"
    r"net[ \t]+kâr|الإيرادات|صافي[ \t]+الربح)"
    rf"{_E}|营收|营业收入|净利润|売上\w*|営業利益|純利益|매출|영업이익|순이익"
)
#: a unit of an organisation as a table's first column: its rows are cost centres, departments,
#: projects or business units, whose budgets and costs are nobody's pay
_ORG_UNIT_HEADER_RE = re.compile(
    r"(?i)^(?:cost[ _\-]?cent(?:re|er)s?|kostenstellen?|centres?[ \t]+de[ \t]+co[uû]ts?|kostenplaats(?:en)?|"
    r"centro[ \t]+de[ \t]+costes?|centro[ \t]+di[ \t]+costo|kostnadssted|kostnadsställe|mpk|"
    r"центр[ \t]+затрат|departments?|abteilung(?:en)?|afdeling(?:en)?|avdeling(?:er)?|avdelning(?:ar)?|"
    r"départements?|departamentos?|dipartimento|dział|отдел|projects?|projekte?|projets?|proyectos?|"
    r"progett[oi]|prosjekt(?:er)?|проект\w*|business[ \t]+units?|geschäftsbereich|division|"
    r"成本中心|部门|项目|コストセンター|部署|プロジェクト)$"
)


def organisation_table(text: str, start: int, end: int, person_key: Callable[[str], bool]) -> bool:
    """A money cell of a table about an organisation, not its people (decoys18): a header that
    names a firm's statement (``| Quarter | Revenue | Net income |``, ``Umsatz``, ``売上``) or a
    first column of its units (``Kostenstelle;Bezeichnung;Budget 2027``, ``Project | Budget``),
    and no header cell that names a person, a login or a personnel number (``person_key``)."""
    cell = table_cell(text, start)
    if cell is None:
        return False
    a = cell[1][0]
    header = text[a : text.find("\n", a) if "\n" in text[a:] else len(text)]
    sep = next((c for c in ("|", "\t", ";", ",") if c in header), None)
    if sep is None:
        return False
    cells = [c.strip().strip("*_") for c in header.split(sep)]
    cells = [c for c in cells if c]
    if not cells or any(person_key(c) for c in cells):
        return False
    return _ORG_UNIT_HEADER_RE.match(cells[0]) is not None or any(_STATEMENT_HEADER_RE.search(c) for c in cells)
