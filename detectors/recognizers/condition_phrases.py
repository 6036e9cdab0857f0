"""Conditions named by a head word and its qualifier, or after a word for being diagnosed
(issue 12, fields17).

Entity: ``HEALTH`` (0.7, the clause around the evidence, like ``context_values.py``).

``health_cues.py`` reads listed terms, compound heads that *end* a word (``Herzinsuffizienz``,
``hjärtsvikt``) and drug stems. Romance and Slavic languages put the head first and the organ or
kind after it, as words of their own: ``insuficiencia cardiaca``, ``insufficienza renale``,
``zapalenie oskrzeli``, ``sclerosi laterale amiotrofica``, ``enfermedad de Crohn``, ``choroba
Hashimoto``, ``trastorno bipolar``, ``рак легенів``. The head alone is no evidence (``malattia``
is also a leave type, ``insuficiencia de fondos`` a bank's word); a head followed by a qualifier
word is (:data:`_HEAD_FIRST`). Nordic and Finnish write cancer as a compound head
(``bröstcancer``, ``brystkræft``, ``rintasyöpä``, ``Brustkrebs``).

People also say the diagnosis with a verb and leave the condition unlisted: ``le diagnosticaron
…``, ``har fått diagnosen …``, ``vaimollani todettiin …``, ``zdiagnozowano u niej …``,
``padece …``, ``cierpi na …`` (:data:`_DIAGNOSED`): the words that follow it are the condition.
A statement about a disease in general (``Metformin is used to treat …``) is nobody's
(``health_reference.reference_statement``).

Cost: two alternation regexes over the text, then a bounded look at the words after each hit.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer
from .context_values import _clause
from .health_reference import reference_statement

SCORE = 0.7
_L = r"[^\W\d_]"

#: heads that name a condition when a qualifier follows (es, it, pt, fr, pl, uk, ru)
_HEADS = (
    r"insuficiencia|insufficienza|insuficiência|insuffisance|niewydolnoś[ćci]|недостатн[іо]ст[ьі]|"
    r"zapaleni[eua]|infiammazione|inflamación|inflamação|запалення|воспаление|"
    r"cáncer|cancro|câncer|carcinoma|tumore?s?|tumou?r|guz|пухлина|опухоль|"
    r"sclerosi|esclerosis|esclerose|fibrosis|fibrosi|fibrose|stwardnieni[ea]|zwyrodnieni[ea]|"
    r"síndrome|sindrome|синдром|trastorno|transtorno|розлад|расстройство|"
    r"cirrosis|cirrosi|cirrose|marskoś[ćci]|цироз|цирроз|"
    r"hepatitis|epatite|hepatite|distrofia|dystrofia|atrofia|displasia|dysplazja|"
    r"рак|rak"
)
#: generic disease words: a condition only with an eponym after them (``enfermedad de Crohn``,
#: ``malattia di Parkinson``, ``choroba Hashimoto``); ``giorni di malattia retribuiti`` is policy
_EPONYM_HEADS = r"enfermedad|malattia|morbo|doença|choro(?:ba|by|bę|bą)|хвороб[аиу]|болезн[ьи]"
#: insufficiency words name a condition only with an organ after them (not ``de fondos``)
_INSUFFICIENCY = ("insuf", "niewyd", "недост")
_ORGAN_START = (
    "card",
    "cardí",
    "ren",
    "hepát",
    "hepat",
    "epat",
    "respir",
    "pulmon",
    "polmon",
    "venos",
    "coronar",
    "suprarren",
    "surrén",
    "tiroid",
    "tireoid",
    "thyroï",
    "mitral",
    "aórt",
    "aort",
    "serc",
    "nerek",
    "nerk",
    "oddech",
    "wątrob",
    "krąż",
    "серц",
    "нирк",
    "печін",
    "дихал",
    "сердеч",
    "почеч",
    "печен",
    "дыхат",
)
#: words a qualifier never is: articles, conjunctions, copulas, pronouns, prepositions of time
_STOP = frozenset(
    """
    y e i o u ou a al el la lo los las le les il gli un una uno unos unas um uma os as que che
    con com por para per pero ma ale oraz lub albo czy jest są był była było est es está están estaba
    è era sono ha han hanno tiene tuvo tem teve ma miał miała since desde da dal dalla dopo después
    depois po od do w we na para в у і й та але з із від до на що как что и но с по для
    and or but with for since the is was has had of in on at to from by ever mucho molto muito
    bardzo дуже очень hace fa temu ago
    """.split()
)
#: connectors inside a qualifier (``enfermedad de Crohn``, ``malattia di Parkinson``, ``rak w …`` no)
_LINK = frozenset("de del di della dello dei degli do da dos das des du d".split())
_TYPE_WORDS = frozenset("tipo typu typ type тип типу типа".split())
_WORD_RE = re.compile(rf"{_L}[\w'’\-]*|\d+")
_HEAD_RE = re.compile(rf"(?i)(?<!{_L})(?:{_HEADS})(?!{_L})")
_EPONYM_RE = re.compile(
    rf"(?i:(?<!{_L})(?:{_EPONYM_HEADS}))[ \t]+(?:(?:de|di|do|del|von|of)[ \t]+)?[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?(?!{_L})"
)

#: compound cancer heads (sv/da/no/fi/de/nl): a word ending in one; not a crab (``Flusskrebs``)
_COMPOUND_CANCER_RE = re.compile(
    rf"(?i)(?<!{_L}){_L}{{3,}}(?:cancer|kræft|kreft|syöpä|syövän|syöpää|syöpään|krebs|kanker)(?!{_L})"
)
_NOT_CANCER = re.compile(r"(?i)(?:fluss|taschen|hummer|strand|einsiedler|wollhand)krebs")

#: verbs and phrases of being diagnosed, after which the condition is named
_DIAGNOSED = (
    r"diagnosed\s+with|"
    r"(?:le|les|me|te|nos)\s+(?:han\s+)?(?:diagnosticad[oa]|diagnosticaron|diagnosticó|detectaron|detectado)|"
    r"diagnosticad[oa]s?\s+(?:con|de|com)|diagnosticaram|padec(?:e|ía|en|ió)(?:\s+de)?|"
    r"(?:gli|le|mi|ti|ci)\s+(?:hanno|ha|è\s+stat[oa])\s+diagnosticat[oa]|diagnosticat[oa]\s+(?:una?|con)|"
    r"zdiagnozowan[oaey]|zdiagnozowali|stwierdzon[oa]\s+u\s+\w+|rozpoznano\s+u\s+\w+|choruje\s+na|"
    r"(?:fått|fick|fikk|fået|fik|har)\s+(?:diagnosen|diagnose)|(?:fått|fikk|fået|fik)\s+(?:konstateret|påvist)|"
    r"diagnosti(?:serad|serades|seret|sert|sertes|ceret|ceres)\s+(?:med|for)|"
    rf"{_L}+ll[aä](?:ni|si|mme|nne|an|än)?\s+(?:todettiin|on\s+todettu)|diagnosoitiin|"
    r"діагностували|поставили\s+діагноз|диагностировали|поставили\s+диагноз|"
    r"didiagnosis|didiagnosa|terdiagnosis|mengidap|"
    r"được\s+chẩn\s+đoán(?:\s+mắc)?|bị\s+chẩn\s+đoán(?:\s+mắc)?|mắc\s+bệnh"
)
_DIAGNOSED_RE = re.compile(rf"(?i)(?<!{_L})(?:{_DIAGNOSED})(?!{_L})")
#: a word right after a diagnosis verb that opens no condition (``rozpoznano wczoraj``)
_LEAD = frozenset("un una uno un' a an the with con com de z ze med ja я u w у з de la el le il lo l".split())


def _qualifier_end(text: str, pos: int, limit: int) -> int:
    """End of the qualifier words after ``pos`` (``pos`` when there is none): up to three
    words of the same line and clause; a connector counts only with a word after it; a digit
    only after a type word (``tipo 2``)."""
    end = pos
    at = pos
    words = 0
    prev = ""
    while words < 3:
        m = _WORD_RE.match(text, at + (len(text[at:limit]) - len(text[at:limit].lstrip(" \t"))), limit)
        if m is None or m.start() - at > 2:
            break
        w = m.group(0).casefold()
        if w.isdigit():
            if prev not in _TYPE_WORDS:
                break
        elif w in _LINK:
            at = m.end()
            prev = w
            continue
        elif w in _STOP:
            break
        end = m.end()
        at = m.end()
        prev = w
        words += 1
    return end


def _line_end(text: str, pos: int) -> int:
    nl = text.find("\n", pos)
    return len(text) if nl < 0 else nl


class ConditionPhraseRecognizer(OurRecognizer):
    """Head-first condition phrases, compound cancer words and conditions after a diagnosis
    verb (see module docstring)."""

    ENTITIES = ("HEALTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``("HEALTH", start, end, 0.7)``: the clause around each piece of evidence."""
        for s, e in self._evidence(text):
            a, b = _clause(text, s, e)
            if b > a and not reference_statement(text, a, b):
                yield "HEALTH", a, b, SCORE

    def _evidence(self, text: str) -> Iterator[tuple[int, int]]:
        for m in _HEAD_RE.finditer(text):
            limit = min(_line_end(text, m.end()), m.end() + 60)
            nxt = _WORD_RE.match(
                text, m.end() + (len(text[m.end() : limit]) - len(text[m.end() : limit].lstrip(" \t")))
            )
            if nxt is None or nxt.start() - m.end() > 2:
                continue
            first = nxt.group(0).casefold()
            if m.group(0).casefold().startswith(_INSUFFICIENCY) and not first.startswith(_ORGAN_START):
                continue  # "insuficiencia de fondos", "insuffisance budgétaire": no organ's failure
            end = _qualifier_end(text, m.end(), limit)
            if end > m.end():
                yield m.start(), end
        for m in _EPONYM_RE.finditer(text):
            yield m.start(), m.end()
        for m in _COMPOUND_CANCER_RE.finditer(text):
            if not _NOT_CANCER.search(m.group(0)):
                yield m.start(), m.end()
        for m in _CHRONIC_RE.finditer(text):
            if m.group(0).casefold() not in _NOT_CONDITION:
                yield m.start(), m.end()
        for m in _DIAGNOSED_RE.finditer(text):
            limit = min(_line_end(text, m.end()), m.end() + 60)
            at = m.end()
            # skip an article or preposition that opens the phrase ("una arritmia", "med diabetes")
            for _ in range(2):
                lead = _WORD_RE.match(text, at + (len(text[at:limit]) - len(text[at:limit].lstrip(" \t"))), limit)
                if lead is None or lead.group(0).casefold() not in _LEAD:
                    break
                at = lead.end()
            end = _qualifier_end(text, at, limit)
            if end > at:
                yield m.start(), end


# --------------------------------------------------------------------------- chronic conditions
#: Common chronic and serious conditions in the languages whose names the base vocabulary
#: lacks (curated from general knowledge of each language; generic, not from any corpus):
#: coeliac disease, lupus, fibromyalgia, anaemia, asthma, epilepsy, migraine, Crohn's disease,
#: hypothyroidism, HIV/AIDS, autism, bipolar disorder, hypertension, heart attack, stroke,
#: dementia, multiple sclerosis, panic disorder, cancer of an organ (ko). Latin and Cyrillic
#: terms of 5+ letters inflect (``astmę``, ``epilepsję``, ``епілепсію``); Hebrew and Arabic
#: take their glued prefixes (``לדנה יש פיברומיאלגיה``, ``بالربو``); Korean its particles.
_CHRONIC = """
    celiaquía celiaquia celíaca celiaca celiachia celíaco doença celíaca celiakia celiakię celiakii
    çölyak целіакія целиакия celiaki cøliaki keliakia
    lupus lúpus toczeń tocznia tocznie вовчак волчанка lupus ban đỏ
    fibromialgia fibromyalgia fibromyalgie fibromyalgi fibromialgii фіброміалгія фибромиалгия
    anemia anemie anemi anémia anemię anemii анемія анемия thiếu máu kansızlık anemisi
    asma astma astmę astmy astmą астма hen suyễn hen phế quản
    epilessia epilepsia epilepsję epilepsji padaczka padaczkę padaczki епілепсія епілепсію
    эпилепсия эпилепсию động kinh epilepsi
    migraña emicrania enxaqueca migrena migrenę migreny мігрень мигрень đau nửa đầu migren
    migrän migræne migreeni
    crohn crohna
    hipotiroidismo ipotiroidismo hipotireoidismo niedoczynność tarczycy гіпотиреоз гипотиреоз
    suy giáp hipotiroid hypotyreos hypothyreose hypotyreoosi
    hiv vih віл вич
    autismo autyzm autyzmu аутизм tự kỷ otizm autism autisme autismi
    trastorno bipolar disturbo bipolare transtorno bipolar choroba dwubiegunowa
    біполярний розлад биполярное расстройство rối loạn lưỡng cực bipolar bozukluk bipolär
    hipertensión ipertensione hipertensão nadciśnienie гіпертонія гипертония cao huyết áp
    tăng huyết áp hipertansiyon darah tinggi hipertensi högt blodtryck forhøjet blodtryk
    verenpainetauti
    infarto zawał zawału інфаркт инфаркт nhồi máu cơ tim kalp krizi hjärtinfarkt blodprop
    sydänkohtaus ictus derrame cerebral udar udaru інсульт инсульт đột quỵ inme aivohalvaus
    demencia demenza demência demencja деменція деменция sa sút trí tuệ demans demens
    dementia
    skleroza sklerose skleros skleroosi
    ataque de pánico attacchi di panico síndrome do pânico zaburzenia lękowe napady paniki
    panik atak panikångest
"""
_CHRONIC_HE = (
    "צליאק|צליאקיה|לופוס|פיברומיאלגיה|אנמיה|אסטמה|אפילפסיה|מיגרנה|קרוהן|תת פעילות של בלוטת התריס|"
    "איידס|אוטיזם|הפרעה דו קוטבית|דו קוטבית|יתר לחץ דם|לחץ דם גבוה|התקף לב|שבץ|דמנציה|טרשת נפוצה|"
    "התקפי חרדה|הפרעת חרדה|סרטן השד|סרטן הריאות|סרטן המעי"
)
_CHRONIC_AR = (
    "السيلياك|الداء البطني|الذئبة الحمراء|الفيبروميالغيا|فقر الدم|فقر دم|الأنيميا|أنيميا|الربو|ربو|الصرع|صرع|"
    "الصداع النصفي|الشقيقة|كرون|قصور الغدة الدرقية|الإيدز|التوحد|توحد|الاضطراب ثنائي القطب|ثنائي القطب|"
    "ارتفاع ضغط الدم|ضغط الدم المرتفع|نوبة قلبية|جلطة قلبية|سكتة دماغية|جلطة دماغية|الخرف|التصلب المتعدد|"
    "نوبات الهلع|سرطان الثدي|سرطان الرئة"
)
_CHRONIC_HI = (
    "सीलिएक|ल्यूपस|फाइब्रोमायल्जिया|एनीमिया|खून की कमी|अस्थमा|दमा|मिर्गी|माइग्रेन|थायराइड|हाइपोथायरायडिज्म|"
    "एचआईवी|एड्स|ऑटिज्म|बाइपोलर|उच्च रक्तचाप|हाई बीपी|दिल का दौरा|हार्ट अटैक|लकवा|डिमेंशिया|कैंसर|"
    "पैनिक अटैक|डिप्रेशन|अवसाद|मधुमेह|शुगर की बीमारी"
)
_CHRONIC_KO = (
    "셀리악|루푸스|섬유근육통|빈혈|천식|뇌전증|간질|편두통|크론병|갑상선기능저하증|에이즈|자폐|조울증|양극성 장애|"
    "고혈압|심근경색|뇌졸중|치매|다발성 경화증|공황장애|불안장애|갑상선암|위암|폐암|유방암|대장암|간암|췌장암|"
    "우울증|당뇨병|당뇨"
)


def _chronic_pattern() -> re.Pattern[str]:
    terms = [t for line in _CHRONIC.strip().splitlines() for t in [line.strip()] if t]
    words: list[str] = []
    for line in terms:
        # a line holds single words and multi-word names; multi-word names are kept whole
        words.extend(line.split())
    multi = [
        "doença celíaca",
        "lupus ban đỏ",
        "thiếu máu",
        "hen suyễn",
        "hen phế quản",
        "động kinh",
        "đau nửa đầu",
        "niedoczynność tarczycy",
        "suy giáp",
        "tự kỷ",
        "trastorno bipolar",
        "disturbo bipolare",
        "transtorno bipolar",
        "choroba dwubiegunowa",
        "біполярний розлад",
        "биполярное расстройство",
        "rối loạn lưỡng cực",
        "bipolar bozukluk",
        "cao huyết áp",
        "tăng huyết áp",
        "darah tinggi",
        "högt blodtryck",
        "forhøjet blodtryk",
        "nhồi máu cơ tim",
        "kalp krizi",
        "derrame cerebral",
        "đột quỵ",
        "sa sút trí tuệ",
        "ataque de pánico",
        "attacchi di panico",
        "síndrome do pânico",
        "zaburzenia lękowe",
        "napady paniki",
        "panik atak",
    ]
    multi_words = {w for m in multi for w in m.split()}
    single = [w for w in words if w not in multi_words and len(w) >= 3]
    inflecting = [
        re.escape(w[:-1] if w[-1] in "aeiouyąęаяоеиуюі" and len(w) >= 6 else w) for w in single if len(w) >= 5
    ]
    exact = [re.escape(w) for w in single if len(w) < 5]
    latin = "|".join(
        [r"(?:" + "|".join(sorted(inflecting, key=len, reverse=True)) + rf"){_L}{{0,4}}"]
        + [re.escape(m) for m in sorted(multi, key=len, reverse=True)]
        + exact
    )
    he = rf"[והבלמשכ]{{0,2}}(?:{_CHRONIC_HE})"
    ar = rf"(?:[وبلف]?(?:ال)?)?(?:{_CHRONIC_AR})"
    return re.compile(
        rf"(?i)(?<!{_L})(?:{latin}|{he}|{ar})(?!{_L})|(?<![\u0900-\u097f])(?:{_CHRONIC_HI})|(?:{_CHRONIC_KO})"
    )


_CHRONIC_RE = _chronic_pattern()
#: a non-medical word that starts like a listed stem
_NOT_CONDITION = frozenset("asmara".split())
