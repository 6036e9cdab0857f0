"""Pay and money figures that are nobody's: a pay word qualified as a statistic, a bound or a pot.

Issue 12, decoys17. The money rules (``money_cues``, ``context_values``, the field lexicon)
mark an amount after a pay, debt or balance word (``salary``, ``Lønn``, ``palkka``, ``薪``) or
under a pay key (``salary_min``, a ``Salary`` column). The same words head noun phrases that
name a figure of no one:

- a **statistic** (``average``, ``median``, ``market``, ``minimum wage``, ``Durchschnitt``,
  ``gjennomsnitt``, ``medel``, ``keski``, ``średni``, ``средн``, ``平均`` …),
- a **bound** of a pay structure or an offer (``range``, ``band``, ``scale``, ``grade``, ``cap``,
  ``min``/``max``, ``Spanne``, ``grille``, ``schaal``, ``ramme``, ``luokka``, ``taulukko``,
  ``widełki``, ``вилка``, ``范围``, ``上限`` …),
- a **pot** that several people share (``budget``, ``pool``, ``fund``, ``envelope``, ``Topf``,
  ``enveloppe``, ``фонд``, ``预算``, ``奖金池``, ``人件費`` …).

:func:`qualified_figure` reads the qualifier in the pay word itself (a compound:
``Gjennomsnittslønnen``, ``salarisschaal``, ``Gehaltsspanne``, ``taulukkopalkka``), in the two
words around it (``salary budget``, ``pay band``, ``average savings balance``, ``salaire
moyen``), in the label or key of the value (``salary_min``, ``"salaris_van"``, ``Band max``,
``raise_budget_pct``; a label's ``from``/``to``/``target`` words count too), or in a bracket right
after the amount that says what it is (``4 210,00 € (se on taulukon yleinen palkkaluokka)``).
It yields to a person: a sentence or record where someone earns, is paid or owes, with a
singular personal word (``my``, ``his``, ``mein``, ``mon``, ``мой``, ``我的`` — ``our`` and ``we``
are the firm's voice and name nobody), a title, a candidate/employee word, a listed given name,
or (in a table or JSON record) a person key or column (``name``, ``employee``) is someone's.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from .known_values import common_words
from .lexicon import default_lexicon
from .name_lists import name_lists
from .places import is_city_name
from .non_personal import PERSONAL_MONEY_RE, names_someone, product_name, sentence_bounds
from .recognizers.chinese import han_name_shape
from .recognizers.money_cues import CUES

__all__ = [
    "bracket_names_figure",
    "figure_sentence",
    "label_and_record",
    "name_like_word",
    "personnel_key",
    "qualified_figure",
    "qualifier_in_label",
    "table_cell",
]

#: qualifier stems, casefolded: a separate word starting with one, or a compound holding one
#: (stems of 5+ letters only inside a compound: ``mean`` is no part of ``Meanwhile``)
_STATISTIC = (
    "average", "avg", "mean", "median", "typical", "market", "industry", "national", "statutory",
    "benchmark", "survey", "percentile", "minimum", "living", "durchschnitt", "mittelwert", "markt",
    "branche", "mindest", "moyen", "médian", "smic", "medio", "media", "promedio", "mediana", "mínimo",
    "minimo", "gemiddeld", "modaal", "minimumloon", "gjennomsnitt", "snitt", "medel", "genomsnitt",
    "gennemsnit", "keski", "mediaani", "vähimmäis", "średni", "przeciętn", "minimaln", "средн", "медиан",
    "минимальн", "ortalama", "asgari", "μέσ", "ελάχιστ", "متوسط", "ממוצע", "taulukko",
)  # fmt: skip
_BOUND = (
    "range", "ranges", "band", "bands", "bracket", "scale", "grade", "grades", "cap", "ceiling", "floor",
    "aralığ", "haaruk",  # Turkish k→ğ and Finnish kk→k before a suffix (``maaş aralığı``, ``haarukan``)
    "max", "maximum", "spanne", "spann", "bandbreite", "entgeltgruppe", "tarifgruppe", "fourchette",
    "grille", "échelon", "tranche", "plafond", "rango", "banda", "tabulador", "tope", "fascia", "forbice",
    "schaal", "bandbreedte", "ramme", "rammen", "spenn", "lønnstrinn", "lönegrad", "lönespann", "luokka",
    "haarukka", "widełki", "przedział", "вилк", "диапазон", "грейд", "aralık", "εύρος", "نطاق",
    "טווח",
)  # fmt: skip
_POT = (
    "budget", "budgets", "pool", "pools", "fund", "funds", "envelope", "topf", "fonds", "enveloppe",
    "masse", "presupuesto", "fondo", "monte", "budżet", "pula", "фонд", "бюджет", "фот", "bütçe",
    "προϋπολογισμ", "ميزانية", "תקציב",
)  # fmt: skip
#: words of a key only (``salary_from``, ``salaris_tot``): a posting's or a plan's field, which
#: a person's record would not have without a person key (``bonus_target`` is a person's)
_LABEL_ONLY = (
    "min", "from", "to", "van", "tot", "von", "bis", "fra", "til", "från", "till", "od", "do", "от", "до",
    "desde", "hasta", "lower", "upper",
)  # fmt: skip
#: short pot words that end a compound (``bonuspot``, ``lønnspott``, ``bonuspulje``, ``Gehaltstopf``)
_POT_ENDINGS = ("pot", "pott", "potten", "pulje", "puljen", "topf", "pool", "fonds")
#: bounds that are one figure by themselves; the other bound words (``band``, ``range``,
#: ``grille``, ``Spanne``) name a range, and one amount under them is a person's pay (``Salary
#: band F7 (162,000 USD)``, ``"salary_band": "€74,500"``: precision rule 10)
_SINGLE_BOUNDS = frozenset("cap ceiling floor max maximum plafond tope".split())
_WORD_QUALIFIERS = frozenset(_STATISTIC + _BOUND + _POT)
_RANGE_WORDS = frozenset(w for w in _BOUND if w not in _SINGLE_BOUNDS)
_COMPOUND_QUALIFIERS = tuple(w for w in _WORD_QUALIFIERS if len(w) >= 5)
_CJK_QUALIFIER_RE = re.compile(
    r"平均|中位|最低|范围|範囲|区间|レンジ|上限|下限|等級|等级|预算|予算|池|总额|総額|人件費|평균|중위|최저|범위|예산|총액"
)
#: a percentile in a label (``p25_salary``, ``P75``)
_PERCENTILE_RE = re.compile(r"(?i)(?<![a-z])p\d{2}(?!\d)")
#: a total is a pot when a group is named beside it (``Total payroll for the support team``)
_TOTAL_WORDS = frozenset("total totals gesamt summe totale totaal totalt yhteensä łącznie итого всего".split())
_GROUP_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:team|teams|department|departments|company|staff|employees|headcount|workforce|"
    r"abteilung|belegschaft|équipe|service|effectif|equipo|plantilla|squadra|reparto|afdeling|avdeling|avdelning|"
    r"tiimi|dział|zespół|отдел\w*|команд\w*|ekip|departman)(?![^\W\d_])|团队|部门|部署|チーム|팀|부서"
)
_CJK_RANGE = frozenset("范围 範囲 区间 レンジ 等級 等级 범위".split())
#: an amount joined to another as a range (``£62,000–£78,000``, ``van € 3.200 tot € 4.500``,
#: ``zwischen 4.800 € und 6.200 €``, ``de 38 000 € à 45 000 €``, ``700万円〜900万円``)
_CONNECT = r"(?:[–—\-~〜～]|to|bis|und|à|a|til|tot|do|до|i|y|e|and|och|og|en|και|ila|ve)"
#: a currency sign, code or word on either side of a range's amounts, in every language the money
#: rules read (``26,000元–35,000元``, ``100.000 TL–140.000 TL``, ``20,000 ريال–26,000 ريال``: decoys18)
_CUR = r"(?:[€$£¥₹₽₺₩₪₴]|kr\.?|zł|[A-Z]{3}|TL|Kč|Ft|lei|euro?s?|руб\.?|р\.|грн|ريال|درهم|جنيه|元|円|원|块)?"
_RANGE_AFTER_RE = re.compile(rf"[ \t\u00a0]*{_CUR}[ \t\u00a0]*{_CONNECT}[ \t\u00a0]*{_CUR}[ \t\u00a0]*\d")
_RANGE_BEFORE_RE = re.compile(
    rf"\d[\d.,\u00a0 ]*(?:[kKmM]|万|万円|тыс\.?)?[ \t\u00a0]*{_CUR}[ \t\u00a0]*{_CONNECT}[ \t\u00a0]*{_CUR}[ \t\u00a0]*$"
)
_RANGE_IN_RE = re.compile(rf"\d[ \t\u00a0]*{_CUR}[ \t\u00a0]*(?:[–—~〜～]|-(?=[ \t]*\D?\d))")


def _in_range(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a range or one end of one."""
    if _RANGE_IN_RE.search(text, start, end):
        return True
    return (
        _RANGE_AFTER_RE.match(text, end) is not None
        or _RANGE_BEFORE_RE.search(text, max(0, start - 24), start) is not None
    )


_CJK_CHAR_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_WORDS_RE = re.compile(r"[^\W\d_]+")

#: singular personal words (en de fr nl no sv da es it pt pl ru uk el tr zh ja ko): a person's
#: figure; plural ``we``/``our``/``unser``/``notre`` speak for a firm and name nobody
_W, _E = r"(?<![^\W\d])", r"(?![^\W\d])"  # a key's "_min" is no Danish "min"
_SINGULAR_PERSON_RE = re.compile(
    rf"{_W}(?:I|I'm|I've|I'd|I'll)(?![^\W\d_'])|(?i:{_W}(?:my|mine|his|her|your|me|you|mein\w*|dein\w*|sein\w*|ich|mir|mich|"
    r"mon|ma|mes|son|sa|ses|je|j'ai|moi|mijn|zijn|haar|ik|min|mitt|mine|sin|sitt|sine|jeg|jag|mig|"
    r"mi|mis|yo|tu|mio|mia|meu|minha|eu|mój|moja|moje|jego|jej|ja|"
    r"мой|моя|моё|мои|его|её|я|мій|його|її|μου|σου|του|της|benim|onun)"
    rf"{_E})|我的|他的|她的|我|你|您|私の|僕の|あなた|나의|저의|당신"
)


#: qualifiers that are whole words only: an inflected or longer word is another word
#: (``marketing``, ``International``, ``mediator``, ``Capital``, ``funding``)
_EXACT_ONLY = frozenset(
    "market mean living national cap max floor scale media medio masse monte fund pool band range industry "
    "survey moyen keski grade".split()
)


def _range_word(w: str) -> bool:
    if _word_qualifies(w, ranged=True) and not any(
        w == q or (len(q) >= 4 and q not in _EXACT_ONLY and q in w) for q in _STATISTIC + _POT + tuple(_SINGLE_BOUNDS)
    ):
        return any(w == q or (len(q) >= 4 and q in w) for q in _RANGE_WORDS)
    return False


@lru_cache(maxsize=16384)  # a pure function of words that recur around every figure (~10 µs a call)
def _word_qualifies(word: str, label: bool = False, ranged: bool = True) -> bool:
    """``word`` is a qualifier, an inflection of one (a stem plus at most four letters), or a
    compound holding one of five letters or more; ``ranged`` False: a range word does not count."""
    w = word.casefold()
    if not ranged and _range_word(w):
        return False
    if w in _WORD_QUALIFIERS or (label and w in _LABEL_ONLY):
        return True
    if len(w) >= 6 and w.endswith(_POT_ENDINGS):
        return True  # "bonuspot", "lønnspott", "Gehaltstopf"
    if any(w.startswith(q) and len(w) - len(q) <= 4 for q in _WORD_QUALIFIERS if len(q) >= 4 and q not in _EXACT_ONLY):
        return True
    return any(q in w for q in _COMPOUND_QUALIFIERS if q not in _EXACT_ONLY)


def qualifier_in_label(label: str, ranged: bool = True) -> bool:
    """``label`` (a key, a column header or a line's label) names a statistic, a bound or a
    pot: ``salary_min``, ``avgSalary``, ``Band max``, ``salaris_van``, ``raise_budget_pct``,
    ``Gehaltsspanne``, ``基本給上限``. At most six words. ``ranged`` False (the value is one
    amount, no end of a range): a range word (``salary_band``) does not count."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", label)
    words = _WORDS_RE.findall(spaced.replace("_", " "))
    if not words or len(words) > 6:
        return False
    cjk = _CJK_QUALIFIER_RE.search(label)
    if (cjk and (ranged or cjk.group(0) not in _CJK_RANGE)) or _PERCENTILE_RE.search(label):
        return True
    if _GROUP_RE.search(label) and any(w.casefold() in _TOTAL_WORDS for w in words):
        return True
    key = not re.search(r"\s", label.strip())  # "salary_from", "salarisTot": a key; "do spłaty" is prose
    quals = [w for w in words if _word_qualifies(w, label=key, ranged=ranged)]
    bracketed = {w.casefold() for part in re.findall(r"\(([^()]*)\)", label) for w in _WORDS_RE.findall(part)}
    # "Base salary (band max)": a bound or a pot in a bracket says where her salary sits (breaker17)
    quals = [w for w in quals if w.casefold() not in bracketed or _statistic(w)]
    if any(_pot(w) for w in quals) and not _pay_word_in(words):
        return False  # "Budget", "Budget cap", "budget_2026": a project's money stays (test_leaks13, the suite)
    return bool(quals)


def _statistic(word: str) -> bool:
    w = word.casefold()
    return any(w == q or (len(q) >= 4 and q not in _EXACT_ONLY and w.startswith(q)) for q in _STATISTIC)


#: a counted time window (``last 12 months``, ``der letzten 12 Monate``, ``12 derniers mois``; not
#: ``last year``, a population's year): a figure averaged over it is one series', a person's or
#: an account's, no population's statistic
_WINDOW_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:last|past|previous|letzten|vergangenen|derniers|dernières|siste|senaste|"
    r"viimeise\w*|ultimi|ultime|últimos|últimas|ostatnich|последни\w*|afgelopen|laatste)[ \t]+\d+"
    r"[ \t]+(?:months?|years?|weeks?|quarters?|Monate[n]?|Jahre[n]?|Wochen|mois|ans|années|måneder|månader|"
    r"år|kuukau\w*|vuo\w*|mesi|anni|meses|años|miesięcy|lat|месяц\w*|лет|maanden|jaar)(?![^\W\d_])|"
    r"(?<![^\W\d_])\d+[ \t]+(?:derniers|dernières)[ \t]+(?:mois|ans|années)"
)


def time_window(text: str, a: int, b: int) -> bool:
    """``text[a:b]`` names a counted time window (``last 12 months``): an average over it is
    one series' figure, a person's (``Average monthly salary (last 12 months): €4,250``)."""
    return _WINDOW_RE.search(text, a, b) is not None


def _pot(word: str) -> bool:
    w = word.casefold()
    return any(w == q or (len(q) >= 5 and q in w) for q in _POT)


def _pay_word_in(words: list[str]) -> bool:
    """A pay, debt or balance word among ``words`` (``salary budget``, ``raise_budget_pct``)."""
    return any(
        w.casefold() in ("raise", "raises", "merit", "payroll", "pay", "compensation", "comp") for w in words
    ) or any(cue.word_is_cue(w) for w in words for sets in CUES.values() for cue in sets)


#: a receiving verb (``Oduya gets €8,000``, ``erhält Kowalczyk``, ``får Haugland``): singular
#: forms only (``Alle medewerkers krijgen 2,5%`` is everyone's); it names one person when the
#: word beside it is a name (:func:`_receiver_named`, breaker17)
_RECEIVES_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:gets|receives|erhält|bekommt|kriegt|krijgt|ontvangt|får|saa|reçoit|touche|recibe|"
    r"cobra|riceve|recebe|otrzymuje|dostaje|получает|получит)(?![^\W\d_])"
)
_NAME_WORD_RE = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁ][^\W\d_]{2,}")
_ZIPF_LANGS = ("en", "de", "fr", "es", "it", "nl", "nb", "sv", "da", "fi", "pl", "ru", "pt")


def _receiver_named(text: str, a: int, b: int) -> bool:
    """A receiving verb in ``text[a:b]`` beside a name: a capitalised word right before or after
    it that is a listed name word, or rare in every language of :data:`_ZIPF_LANGS` (Zipf < 4:
    ``Kowalczyk``, ``Oduya``; ``Engineering``, ``Abteilung``, ``Sales`` are frequent words)."""
    for m in _RECEIVES_RE.finditer(text, a, b):
        before = re.search(r"([^\W\d_]+)[ \t]+$", text[max(a, m.start() - 40) : m.start()])
        after = re.match(r"[ \t]+([^\W\d_]+)", text[m.end() : min(b, m.end() + 40)])
        if any(name_like_word(w) for w in (before.group(1) if before else "", after.group(1) if after else "")):
            return True
    return False


def name_like_word(word: str) -> bool:
    """``word`` is capitalised and reads as a name: a listed name word, or a word rare in every
    language of :data:`_ZIPF_LANGS` (Zipf < 4: ``Kowalczyk``, ``Oduya``); no common word, no
    group word, no frequent noun (``Engineering``, ``Abteilung``, ``Avdelingen``, ``Sales``)."""
    from wordfreq import zipf_frequency  # as frequent_words does, loaded on first use

    if not _NAME_WORD_RE.fullmatch(word) or word.casefold() in common_words() or _GROUP_RE.fullmatch(word):
        return False
    return name_lists().is_name_word(word) or max(zipf_frequency(word.casefold(), lang) for lang in _ZIPF_LANGS) < 4.0


#: a CJK person's possessive: a Han name before 的 (``王伟的薪资范围``), a name with an
#: honorific before の/へ/に (``田中さんの給与レンジ``), a Korean name with 씨/님 before 의
_HAN_POSSESSIVE_RE = re.compile(r"(?<![\u3400-\u9fff])([\u3400-\u9fff]{2,4})的")
_HONORIFIC_POSSESSIVE_RE = re.compile(
    r"[\u3040-\u30ff\u3400-\u9fff]{1,4}(?:さん|様|氏|君|くん|ちゃん)[のへに]|[\uac00-\ud7af]{2,4}[ \t]?(?:씨|님)의"
)
#: endings of a Han word that names a group, a firm or a place, not a person (``公司``, ``部门``)
_HAN_GROUP_ENDS = "司部门队组业行局院会厂店国市省区县团所校处科室"


def _cjk_someone(text: str, a: int, b: int) -> bool:
    if not _CJK_CHAR_RE.search(text, a, b):
        return False
    if _HONORIFIC_POSSESSIVE_RE.search(text, a, b):
        return True
    return any(
        han_name_shape(m.group(1)) and m.group(1)[-1] not in _HAN_GROUP_ENDS
        for m in _HAN_POSSESSIVE_RE.finditer(text, a, b)
    )


_MONTHS = frozenset("january february march april may june july august september october november december".split())


def _someone(text: str, a: int, b: int, single: bool = True) -> bool:
    """``text[a:b]`` is about a person (module docstring); ``single`` (prose): a personal word or
    a lone listed given name counts too (``Jonas got …``); in a record a lone given name is a
    place or a product as often, and its person is its person key."""
    if PERSONAL_MONEY_RE.search(text, a, b) or names_someone(text, a, b):
        return True
    if not single:
        return False  # a record speaks through its keys (person_key); "Band min" has no Danish "my"
    if _SINGULAR_PERSON_RE.search(text, a, b) or _cjk_someone(text, a, b) or _receiver_named(text, a, b):
        return True
    names, common = name_lists(), common_words()
    for m in re.finditer(r"(?<![^\W\d_])[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁΑ-Ω][^\W\d_]{2,}", text[a:b]):
        w = m.group(0)
        if w.casefold() in _MONTHS or is_city_name(w):
            continue  # "From April the minimum wage …": a month, no June or August
        if names.is_given(w) and w.casefold() not in common and not product_name(text, a + m.start(), a + m.end()):
            return True
    return False


def _cue_qualified(text: str, cs: int, ce: int, ls: int, le: int, ranged: bool = True, stop: int | None = None) -> bool:
    """The pay word ``text[cs:ce]`` is qualified: the word holding it, or one of the two words
    on either side of it in ``text[ls:le]``, the words after it before ``stop`` (the figure's
    start: words past the figure qualify another noun, ``Current salary: £64,250 (market median
    for role)``, breaker17)."""
    if _CJK_CHAR_RE.search(text, cs, ce):
        # "給与レンジ：年収…", "奖金池": a qualifier glued to the pay word or one mark apart
        q = _CJK_QUALIFIER_RE.search(text, max(ls, cs - 6), min(le, ce + 3))
        return q is not None and (ranged or q.group(0) not in _CJK_RANGE)
    ws = cs
    while ws > ls and (text[ws - 1].isalpha() or text[ws - 1] in "-"):
        ws -= 1
    we = ce
    while we < le and (text[we].isalpha() or text[we] in "-"):
        we += 1
    if _word_qualifies(text[ws:we], ranged=ranged):
        return True  # the pay word is a qualifier compound ("Gjennomsnittslønnen", "salarisschaal")
    before = _WORDS_RE.findall(text[max(ls, ws - 40) : ws])[-2:]
    tail = text[we : min(le if stop is None else max(we, stop), we + 40)]
    after = _WORDS_RE.findall(tail)[:2]
    if any(w.casefold() in _TOTAL_WORDS for w in before) and _GROUP_RE.search(text, ls, le):
        return True  # "Total payroll for the support team": a team's pot
    if tail.lstrip().startswith("("):  # "Base salary (band max): £90,000": where her salary sits (breaker17)
        after = [w for w in after if _statistic(w)]
    return any(_word_qualifies(w, ranged=ranged) for w in before + after)


@lru_cache(maxsize=1)
def _label_cue_re() -> re.Pattern[str]:
    """The money labels the prose reader (``context_values``) marks an amount after (``rent``,
    ``income``, ``Miete``, ``loyer``), as one pattern; a label that is itself a qualifier
    (``budget cap``, a bare pot or bound) is left out: its figure stays masked as a label's."""
    terms = [
        t
        for t in default_lexicon().terms_of(frozenset({"SALARY", "FINANCIAL_AMOUNT"}))
        if len(t) >= 3 and not any(_word_qualifies(w) for w in _WORDS_RE.findall(t))
    ]
    latin = sorted((t for t in terms if not _CJK_CHAR_RE.search(t)), key=len, reverse=True)
    words = ["[ _\\-]?".join(re.escape(w) for w in t.split()) for t in latin]
    return re.compile(r"(?i)(?<![\w])(?:" + "|".join(words) + r")(?![\w])")


def _nearest_cue(text: str, ls: int, start: int) -> tuple[int, int] | None:
    """The last pay/debt cue before the figure in ``text[ls:start]``: a money cue word
    (``money_cues``) or a money label of the prose reader (``The median rent … €2,400``:
    decoys18; a cue of either reader qualifies alike)."""
    piece = text[ls:start]
    best: tuple[int, int] | None = None
    for sets in CUES.values():
        for cue in sets:
            for s, e in cue.finditer(piece):
                if best is None or e > best[1]:
                    best = (s, e)
    for m in _label_cue_re().finditer(piece):
        if best is None or m.end() > best[1]:
            best = (m.start(), m.end())
    return None if best is None else (ls + best[0], ls + best[1])


#: a chat line's author before the message (``[10:14] Sanne:``, ``Erik Lund [08:55]:``, ``<anna>``)
_SPEAKER_RE = re.compile(
    r"[ \t>]*(?:\[[^\]\n]{1,30}\][ \t]*(?:<[^>\n]{1,30}>|[^\W\d][\w.\- ]{0,30}?[ \t]*:)|<[^>\n]{1,30}>|"
    r"[^\W\d][\w.\- ]{0,30}?[ \t]*\[[^\]\n]{1,30}\][ \t]*:)[ \t]"
)
_BRACKET_AFTER_RE = re.compile(r"[ \t]*[(（]([^()（）\n]{3,80})[)）]")
_AMOUNT_RE = re.compile(r"\d")


#: comparison words: a bracket that compares the figure with a statistic is no statistic's name
_COMPARED_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:above|below|over|under|vs\.?|versus|than|higher|lower|more|less|über|unter|"
    r"oberhalb|unterhalb|au-dessus|en[ \t]+dessous|sup[ée]rieur\w*|inf[ée]rieur\w*|boven|onder|hoger|lager|"
    r"över|yli|powyżej|poniżej|выше|ниже|больше|меньше|encima|debajo|sopra|sotto|acima|abaixo|"
    r"üstünde|altında)(?![^\W\d_])|以上|以下|高于|低于|超过|より"
)


def bracket_names_figure(text: str, end: int) -> bool:
    """A bracket right after the amount that says it is a grade's, a band's or a statistic's
    figure (``4 210,00 € (se on taulukon yleinen palkkaluokka)``, ``(the band midpoint)``)."""
    m = _BRACKET_AFTER_RE.match(text, end)
    if m is None or _AMOUNT_RE.search(m.group(1)):
        return False
    inner = m.group(1)
    if _COMPARED_RE.search(inner):
        return False  # "(above team average)", "(über dem Durchschnitt)": compared with one, not one (breaker17)
    return _CJK_QUALIFIER_RE.search(inner) is not None or any(_word_qualifies(w) for w in _WORDS_RE.findall(inner))


#: keys of a record that describes a position, not a person: a job posting or requisition
#: (``job_id``, ``vacancy``), in any record; a grade or level (``Level``, ``Entgeltgruppe``) in a
#: table of two rows or more (a grade table; a payslip's one row of its holder's grade is pay)
_POSTING_KEYS = frozenset(
    """
    job_id job_ref requisition requisition_id req_id posting posting_id job_posting vacancy vacancy_id
    opening opening_id vacature vacante stellenausschreibung stellenanzeige stellen_id offre_id
    """.split()
)
_GRADE_KEYS = frozenset(
    """
    level levels grade grades band bands job_level job_grade pay_grade salary_grade career_level
    stufe entgeltgruppe tarifgruppe gehaltsstufe niveau échelon echelon nivel categoría livello inquadramento
    schaal loonschaal trede lønnstrinn lönegrad palkkaluokka grupa грейд разряд 等級 职级 級別 직급
    """.split()
)


#: keys of a record about one person that the lexicon reads as no name: a personnel number
#: (``emp_no``, ``Personalnr``, ``matricule``); a login or an e-mail key counts too (precision.py)
_PERSONNEL_KEYS = frozenset(
    """
    emp emp_no empno emp_id emp_nr employee_no employee_nr employee_number personnel_no personnel_number
    personnel_id staff_no staff_number payroll_id payroll_no personalnr personalnummer pers_nr persnr
    mitarbeiternr mitarbeiter_nr matricule matricula matrícula matricola numero_matricola ansattnr ansattnummer
    anställningsnummer anstnr medewerkernummer personeelsnummer henkilönumero numer_pracownika nr_pracownika
    табельный_номер таб_номер табельный 社員番号 工号 员工编号 사번
    """.split()
)


def personnel_key(key: str) -> bool:
    """``key`` (a JSON key or a header cell) is a personnel number's: ``emp_no``, ``Personalnr``."""
    return _norm_key(key) in _PERSONNEL_KEYS


def _norm_key(key: str) -> str:
    return re.sub(r"[\s\-]+", "_", key.strip().strip("*_\"'").casefold())


def _position_record(text: str, record: tuple[int, int], names: list[str]) -> bool:
    """The record describes a position: a posting key, or a grade key heading a table of two
    data rows or more."""
    keys = {_norm_key(k) for k in names}
    if keys & _POSTING_KEYS:
        return True
    if not keys & _GRADE_KEYS or text[record[0] : record[0] + 1] in "{[":
        return False
    rows = [r for r in text[record[0] :].split("\n")[1:40] if r.strip() and not re.fullmatch(r"[\s|:\-+]+", r)]
    header = text[record[0] : text.find("\n", record[0])]
    sep = next((c for c in ("|", "\t", ";", ",") if c in header), None)
    return sep is not None and sum(1 for r in rows[:40] if sep in r) >= 2


def figure_sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """``(s, e)``: the sentence or line of the figure ``text[start:end]`` (``sentence_bounds``),
    after a chat line's author (``[10:14] Sanne: the team's bonus pot …``: the author is not the
    figure's owner)."""
    ls, le = sentence_bounds(text, start, end)
    speaker = _SPEAKER_RE.match(text, ls)
    if speaker is not None and speaker.end() <= start:
        ls = speaker.end()
    return ls, le


def qualified_figure(
    text: str,
    start: int,
    end: int,
    label: str | None,
    record: tuple[int, int] | None,
    person_key: Callable[[str], bool],
) -> bool:
    """The pay/money span ``text[start:end]`` is nobody's (module docstring).

    ``label``: the key, column header or line label the value sits under, if any; ``record``:
    ``(a, b)`` of the JSON object or the table's header and row that hold it, if any;
    ``person_key``: whether a key or header cell names a person (``name``, ``employee``)."""
    ls, le = figure_sentence(text, start, end)
    if time_window(text, ls, le) or (label is not None and time_window(label, 0, len(label))):
        return False  # an average over one's last months is one's figure (breaker17)
    ranged = _in_range(text, start, end)
    if label is not None:
        a, b = record if record is not None else (ls, le)
        keys = re.findall(r"[\"']([^\"'\n]{1,40})[\"'][ \t]*:", text[a:b]) if record is not None else []
        cells = re.split(r"[|\t,;]", text[a : text.find("\n", a) if "\n" in text[a:b] else b])
        names = keys + [c.strip() for c in cells if c.strip()]
        qualified = qualifier_in_label(label, ranged) or (record is not None and _position_record(text, record, names))
        spaced = label.replace("_", " ")
        if record is not None and any(person_key(k) for k in names):
            return False  # one person's record ("user", "emp_no", "name"): its pay words are hers (breaker17)
        if qualified and not names_someone(spaced, 0, len(spaced)) and not _someone(text, a, b, single=record is None):
            return True
    if _someone(text, ls, le):
        return False
    if label is None and bracket_names_figure(text, end):
        return True  # prose only: "Current salary: £64,250 (market median for role)" is hers (breaker17)
    cue = _nearest_cue(text, ls, start)
    if cue is None:
        return False
    return _cue_qualified(text, cue[0], cue[1], ls, le, ranged, stop=start)


#: a key or a line's label right before a value (``"salary_min": ``, ``salaris_van=``,
#: ``Salary budget for FY27: ``, ``- Band max: ``)
_LABEL_RE = re.compile(
    r"(?m)(?:^|[\s{,\[;(*\-•])[\"']?(?P<k>[^\W\d][\w \-./]{0,40}?)[\"']?[ \t]*[:=：][ \t]*[\"']?[ \t]*"
    r"(?:[€$£¥₹₽₺₩]|kr\.?|zł|[A-Z]{3})?[ \t\u00a0]*$"
)
_TABLE_SEPS = ("|", "\t", ";", ",")


def _line(text: str, pos: int) -> tuple[int, int]:
    ls = text.rfind("\n", 0, pos) + 1
    le = text.find("\n", pos)
    return ls, le if le >= 0 else len(text)


def table_cell(text: str, start: int) -> tuple[str, tuple[int, int]] | None:
    """The header cell above the value at ``start`` in a markdown, TSV, CSV or semicolon table,
    and ``(header start, row end)``; None outside a table (a line without the separator, a block
    of one line, a header of another width)."""
    ls, le = _line(text, start)
    line = text[ls:le]
    for sep in _TABLE_SEPS:
        if sep not in line or (sep in ",;" and ("|" in line or "\t" in line)):
            continue
        if sep == "," and "," not in _THOUSANDS_RE.sub("", line):
            continue  # "Current balance: -£1,204.55": a thousands separator, no CSV column (breaker17)
        col = text.count(sep, ls, start)
        pos, header, width = ls, None, line.count(sep)
        while pos > 0:
            ps = text.rfind("\n", 0, pos - 1) + 1
            prev = text[ps : pos - 1]
            if sep not in prev:
                break
            if not (sep == "|" and re.fullmatch(r"[\s|:\-]+", prev)):
                header = (prev, ps)
            pos = ps
        if header is None or (sep in ",;" and not _csv_header(header[0], sep, width)):
            return None
        cells = header[0].split(sep)
        if col < len(cells):
            return cells[col].strip().strip("*_"), (header[1], le)
        return None
    return None


#: a thousands group's comma (``1,204.55``, ``$1,500``), not a CSV column's
_THOUSANDS_RE = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def _csv_header(line: str, sep: str, width: int) -> bool:
    """A CSV/semicolon header row: as many separators as the row, short cells (four words at
    most), no list bullet or quote mark before it (``- Migrated …; cut …`` is prose)."""
    if line.count(sep) != width or line.lstrip()[:1] in ("-", "*", "#", ">", "•"):
        return False
    return all(len(c.split()) <= 4 for c in line.split(sep))


def _json_object(text: str, start: int) -> tuple[int, int] | None:
    """``(a, b)``: from the outermost JSON object that holds ``start`` (within 3000 code points
    before it: a compensation object's person key sits in its parent) to the end of the
    innermost one."""
    depth = 0
    lo = max(0, start - 3000)
    outer = None
    for i in range(start - 1, lo - 1, -1):
        c = text[i]
        if c in "}]":
            depth += 1
        elif c in "{[":
            if depth:
                depth -= 1
            elif c == "{":
                outer = i
    if outer is None:
        return None
    d, hi = 0, min(len(text), start + 1500)
    for j in range(start, hi):
        if text[j] == "{":
            d += 1
        elif text[j] == "}":
            if not d:
                return outer, j + 1
            d -= 1
    return outer, hi


def label_and_record(text: str, start: int) -> tuple[str | None, tuple[int, int] | None]:
    """The label the value at ``start`` sits under (a key, a line's label, a table's header
    cell) and the record that holds it (a JSON object, a table's header and row), if any."""
    ls, _ = _line(text, start)
    m = _LABEL_RE.search(text, max(ls, start - 60), start)
    if m is not None:
        return m.group("k").strip(), _json_object(text, start) if "{" in text[max(0, start - 1500) : start] else None
    cell = table_cell(text, start)
    if cell is not None:
        return cell
    return None, None
