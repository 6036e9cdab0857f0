"""Health facts beyond a fixed vocabulary: how medical words are built, who says them, codes.

Entity: ``HEALTH`` (0.7, the clause around the evidence; 0.75 for a coded diagnosis).

:data:`context_values.HEALTH_TERMS` lists conditions word by word; a curated list never ends
and inflected languages change the word. This recognizer adds the mechanisms medical language
is built from (no maintained multilingual condition-vocabulary package exists on PyPI; the
lists here are generic, curated, and documented as such):

1. **Inflected forms** of the listed single-word terms (``инсульта``, ``Epilepsie``,
   ``złamaniu``, ``diabetesta``): a term of 6+ letters, less a final vowel, plus up to four
   letters.
2. **Compound heads** (:data:`_HEADS`): a word *ending* in the word for inflammation,
   insufficiency/failure, syndrome, disorder, intolerance, complaints or disease in de, nl, no,
   sv, da, fi, tr, en (``bihulebetennelse``, ``Laktoseintoleranz``, ``hjärtsvikt``,
   ``kilpirauhasen vajaatoiminta``, ``burn-outklachten``, ``mitral kapak yetmezliği``; the
   insufficiency/inflammation words of fi and tr also as words of their own), or the
   Latin ``-itis`` (``tendinitis``, ``umpilisäkkeentulehdus``); round 6: Romance ``-ite``, Cyrillic
   ``-ит``, Greek ``-ίτιδα`` on an organ root (``pyélonéphrite``, ``тонзиллит``) and Han ``…炎``.
3. **Drug names by their INN stem** (WHO's International Nonproprietary Names stem book:
   ``-pril``, ``-sartan``, ``-olol``, ``-statin``, ``-mab``, ``-tinib``, ``-xetine``, ``-azepam``,
   ``-prazole``, ``-cillin``, ``-mycin``, ``-floxacin``, ``-gliptin``, ``-gliflozin``, ``-dipine``,
   ``-triptan``, ``-parin``, ``-profen``, ``-formin`` …, also in Cyrillic spelling: ``метформин``,
   ``бисопролол``; words of 7+ letters) and thyroid hormone names.
4. **More conditions** (:data:`MORE_TERMS`: multiple sclerosis, renal colic, heart failure,
   meniscus, root canal, reflux, gastritis … in the corpus languages and Korean/Vietnamese
   inflammation words).
5. **A doctor's statement**: a word for doctor/GP/specialist (many languages) followed by a
   colon or a saying verb (``GP says it's …``, ``Lääkäri soitti: …``, ``Bác sĩ nói bị …``,
   ``Fastlegen mener det er …``): the rest of the clause, when it holds no digit.
6. **A medication by its dose** (brand names never follow an INN stem): a dose in a unit only
   medicines are measured in (``mg``, ``mcg``/``µg``, ``IU``/``IE``/``UI``, ``мг``, ``мкг``,
   ``毫克``, ``밀리그램`` …) or a German-style schedule (``1-0-1``, ``½-0-0``) right after a word:
   that word with the dose, its form (tablets, Tbl., comprimés …) and a frequency that follows
   (``2x täglich``, ``twice daily``, ``trois fois par jour``, ``每日两次``, ``утром``); in CJK
   text the run of CJK letters before the dose, less a taking verb (``服用``, ``服``).
7. **A listed drug name next to a taking cue**: a single-word generic or brand name of the
   drug dictionary of ``drug-named-entity-recognition`` (MIT; DrugBank open vocabulary, MeSH,
   NHS, Medline Plus; 6+ letters, not a common word of Faker's word lists) in a sentence that
   says someone takes, is prescribed or stopped a medicine (``is on Lexapro``, ``nimmt
   Ibuflam``, ``lui hanno prescritto Tachipirina``, ``принимает Конкор``).
8. **Coded diagnoses**: an ICD-10 code (``F32.1``, ``E10.9``) within 80 characters after an
   ``icd``/diagnosis word (``icd10="F32.1"``, ``"system": ".../icd-10", "code": "E10.9"``).
"""

from __future__ import annotations

import bz2
import importlib.util
import pickle  # the drug package ships its dictionary as a pickle (pinned version)
import re
from functools import lru_cache
from itertools import chain
from pathlib import Path
from typing import Any, Iterable, Iterator

from ..known_values import common_words
from .base import OurRecognizer
from .context_values import HEALTH_TERMS, _clause
from .health_reference import reference_statement

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_L = r"[^\W\d_]"  # a letter of any script

#: Conditions, procedures and aids the base vocabulary lacks (curated, generic).
#: (fields13 added everyday infections people take sick leave for, in ar, he, hi, ja, ko, pl,
#: ru, uk, es, it, vi; not a pandemic's name alone: コロナ禍, جائحة كورونا, 코로나19 이후 are
#: business prose; nor odra/zona/świnka/свинка, also a river, a zone and a piglet; nor malaria,
#: which reports speak of; nor shingles, also a roof's)
MORE_TERMS: tuple[str, ...] = tuple(
    t.strip()
    for t in """
    multiple sclerosis|multiple sklerose|sclérose en plaques|esclerosis múltiple|sclerosi multipla|
    esclerose múltipla|stwardnienie rozsiane|рассеянный склероз|розсіяний склероз|ms-sjukdom|
    renal colic|kidney colic|nierenkolik|colique néphrétique|cólico renal|colica renale|kolka nerkowa|
    heart failure|kidney failure|renal failure|insuffisance cardiaque|insuffisance rénale|
    insuffisance respiratoire|herzinsuffizienz|niereninsuffizienz|insufficienza cardiaca|
    insufficienza renale|insuficiencia cardíaca|insuficiência cardíaca|hartfalen|nierfalen|
    niewydolność|сердечная недостаточность|почечная недостаточность|серцева недостатність|
    meniscus|meniskus|ménisque|menisco|menisk|łąkotka|мениск|
    root canal|rotfyllning|rotfylling|rodbehandling|wortelkanaalbehandeling|endodoncia|devitalizzazione|
    acid reflux|reflux|sodbrennen|reflujo|reflusso|refluks|рефлюкс|역류성|식도염|위염|장염|비염|관절염|
    피부염|결막염|방광염|갑상선|viêm|dạ dày|sỏi thận|suy tim|suy thận|
    gastritis|gastrite|гастрит|колит|артрит|бронхит|цистит|
    sinusitis|bihulebetennelse|bihålebetennelse|poskiontelotulehdus|
    whiplash|slipped disc|hernia|hernie|hérnia|przepuklina|грыжа|fıtık|
    thyroid nodule|甲状腺|结节|lactose intolerance|gluten intolerance|coeliakie|zöliakie|cöliakie|
    diálise|dialysis|डायलिसिस|ڈائیلاسز|غسيل الكلى|كرسي متحرك|كرسياً متحركاً|كرسيا متحركا|
    wheelchair user|rollator|prothese|prosthesis|prothèse|protesi|prótesis|proteza|
    chronic fatigue|chronisches erschöpfungssyndrom|myalgic encephalomyelitis|
    после инсульта|herzschrittmacher|stimulateur cardiaque|marcapasos|
    radiation therapy|strahlentherapie|radiothérapie|
    schizophren|autistic|autist|dyslexic|diabetic|epileptic|asthmatic|
    op de wachtlijst voor|waiting list for surgery|
    stomach bug|tummy bug|stomach flu|norovirus|rotavirus|food poisoning|strep throat|concussion|
    mononucleosis|glandular fever|kidney stone|sprained ankle|broken wrist|broken arm|
    broken leg|sciatica|lumbago|influenza|magen-darm|magen-darm-grippe|lebensmittelvergiftung|
    hexenschuss|gehirnerschütterung|blinddarm|gürtelrose|pfeiffersches drüsenfieber|panikattacke|
    beinbruch|armbruch|nierenstein|ischias|intoxication alimentaire|commotion cérébrale|
    buikgriep|voedselvergiftiging|hersenschudding|nierstenen|hernia de disco|intoxicación alimentaria|
    esguince|ciática|intossicazione alimentare|colpo della strega|commozione cerebrale|
    intoxicação alimentar|grypa żołądkowa|zatrucie pokarmowe|wstrząśnienie mózgu|
    пищевое отравление|отравление|ротавирус|сотрясение мозга|харчове отруєння|mide gribi|
    gıda zehirlenmesi|vatsatauti|ruokamyrkytys|aivotärähdys|magsjuka|matförgiftning|hjärnskakning|
    omgangssyke|matforgiftning|hjernerystelse|maveinfluenza|madforgiftning|
    食中毒|胃肠炎|肠胃炎|感冒|发烧|发高烧|偏头痛|腰痛|ぎっくり腰|インフルエンザ|독감|식중독|감기|몸살|
    ngộ độc thực phẩm|cảm cúm|sốt xuất huyết|
    ковид|ковід|
    chickenpox|measles|mumps|dengue|typhoid|jaundice|
    varicela|sarampión|paperas|amigdalitis|faringitis|otitis|gastroenteritis|apendicitis|cálculos renales|
    varicella|morbillo|orecchioni|gastroenterite|calcoli renali|fuoco di sant'antonio|
    ospa wietrzna|angina|anginę|anginą|przeziębienie|półpasiec|kamica nerkowa|
    ветрянка|ветрянку|ветряная оспа|корь|простуда|опоясывающий лишай|камни в почках|
    вітрянка|вітрянку|кір|застуда|застуду|грип|грипу|оперізувальний лишай|
    डेंगू|टाइफाइड|पीलिया|चिकनपॉक्स|खसरा|वायरल बुखार|तेज बुखार|पथरी|
    الجدري|جدري الماء|الحصبة|التهاب الكبد|التهاب الحلق|حصوات الكلى|حمى الضنك|الربو|الصرع|
    אבעבועות רוח|חצבת|דלקת גרון|דלקת אוזניים|אבנים בכליות|שלבקת חוגרת|
    水ぼうそう|はしか|おたふく風邪|帯状疱疹|風邪|胃腸炎|尿路結石|
    수두|홍역|볼거리|대상포진|장염|요로결석|
    thủy đậu|sởi|quai bị|sỏi thận|thương hàn
    """.replace("\n", "|").split("|")
    if t.strip()
)

#: Compound heads: a word ending in one of these names a condition (de, nl, no, sv, da, fi, tr, en).
_HEADS = (
    "entzündung|insuffizienz|intoleranz|unverträglichkeit|störung|erkrankung|beschwerden|syndrom|"
    "ontsteking|insufficiëntie|intolerantie|stoornis|klachten|aandoening|"
    "betennelse|betændelse|inflammation|svikt|svigt|lidelse|sykdom|sjukdom|sygdom|"
    "tulehdus|tulehduksen|vajaatoiminta|sairaus|tauti|oireyhtymä|"
    "yetmezliği|yetmezlik|iltihabı|bozukluğu|hastalığı|"
    "syndrome|intolerance|disorder"
)
#: Heads that name a condition as a word of their own too, after an organ or a qualifier
#: ("kilpirauhasen vajaatoiminta", "mitral kapak yetmezliği"; not "Störung", an IT outage too)
_FREE_HEADS = "vajaatoiminta|tulehdus|yetmezliği|yetmezlik|iltihabı|insuffizienz|intoleranz|oireyhtymä"
_INN = (
    "pril|prilat|sartan|olol|statin|tinib|ciclib|parib|xetine|oxetine|azepam|azolam|prazole|cillin|"
    "mycin|floxacin|cycline|gliptin|gliflozin|glutide|dipine|triptan|parin|profen|coxib|lukast|"
    "tidine|setron|semide|thiazide|zepine|peridone|sacubitril|trilat|mab|vir|formin|"
    # the same stems as Russian/Ukrainian spell them (метформин, бисопролол, аторвастатин)
    "прил|сартан|олол|статин|тиниб|празол|циллин|цилін|мицин|міцин|флоксацин|циклин|глиптин|"
    "глифлозин|дипин|дипін|триптан|парин|профен|формин|формін|зепам|золам"
)
_THYROID = r"(?:levo)?(?:thyrox|tyrox|tiroxin|тироксин|l-thyrox)" + _L + "*"

_FINAL_VOWELS = "aeiouyåäöæøáéíóúàèìòùąęëïüыиуоаяеё"


def _inflected(term: str) -> str | None:
    """The stem that takes 1-4 inflection letters (None: the term does not inflect here)."""
    if " " in term or _CJK.search(term) or len(term) < 6 or not term[-1].isalpha():
        return None
    t = term.casefold()
    return t[:-1] if t[-1] in _FINAL_VOWELS and len(t) >= 7 else t


#: Stems of the single-word terms, matched word by word (a set lookup per word).
_INFLECTED_STEMS = frozenset(p for p in map(_inflected, HEALTH_TERMS + MORE_TERMS) if p)
_WORD_RE = re.compile(r"[^\W\d_]+")


def _inflected_words(text: str) -> Iterator[re.Match[str]]:
    for m in _WORD_RE.finditer(text):
        w = m.group(0).casefold()
        if len(w) >= 6 and any(w[:n] in _INFLECTED_STEMS for n in range(max(5, len(w) - 4), len(w))):
            yield m


# Round 6: inflammations in the French/Romance "-ite", Russian/Ukrainian "-ит" (any case), Greek
# "-ίτιδα" and Latin "-itis" forms, by the organ root they are built on (a root is needed: "site",
# "suite", "говорит", "стоит" are words); Han "…炎" (肾盂肾炎, 腎盂腎炎, 胃炎) is an inflammation.
_ORGAN_ROOTS = (
    r"nephr|néphr|нефр|νεφρ|bronch|бронх|βρογχ|gastr|гастр|γαστρ|arthr|артр|αρθρ|hepat|hépat|гепат|ηπατ|"
    r"cyst|цист|κυστ|mening|méning|менинг|μηνιγγ|tonsill|тонзилл|amygdal|αμυγδαλ|dermat|дермат|δερματ|sinus|синус|"
    r"laryng|ларинг|λαρυγγ|pharyng|фаринг|φαρυγγ|trach|трахе|conjonctiv|conjuntiv|congiuntiv|конъюнктив|"
    r"appendic|аппендиц|апендиц|pancréat|pancreat|панкреат|παγκρεατ|prostat|простат|entér|enter|энтер|εντερ|"
    r"stomat|стомат|gingiv|гингив|tendin|тендин|τενοντ|bursit|бурс|encéphal|encefal|энцефал|εγκεφαλ|"
    r"myocard|miocard|миокард|μυοκαρδ|péricard|pericard|перикард|pyél|pyel|пиел|πυελ|rhin|rin|рин|ρινίτ|"
    r"otite|отит|ωτίτ|vagin|вагин|urétr|uretr|уретр|colite|колит|spondyl|спондил|σπονδυλ|oesophag|œsophag|эзофаг"
)
_INFLAMMATION = r"ite|ites|it|ит|ита|иту|итом|ите|ίτιδα|ίτιδας|ίτιδες|itis|itida|itide|iti"


_ARABIC = re.compile(r"[\u0600-\u06ff]")
_HEBREW = re.compile(r"[\u0590-\u05ff]")
#: listed terms of the Arabic and Hebrew scripts (both glue prefixes to the word)
_SEMITIC_TERMS = tuple(t for t in HEALTH_TERMS + MORE_TERMS if _ARABIC.match(t) or _HEBREW.match(t))


def _build() -> re.Pattern[str]:
    spaced = [t for t in MORE_TERMS if not _CJK.search(t)]
    glued = [t for t in MORE_TERMS if _CJK.search(t)]
    parts = [
        r"(?<![^\W\d_])(?:"
        + "|".join(re.escape(t) for t in sorted(spaced, key=len, reverse=True))
        + ")"
        + _L
        + "{0,4}(?![^\\W\\d_])",
        rf"(?<![^\W\d_]){_L}{{2,}}(?:{_HEADS}){_L}{{0,4}}(?![^\W\d_])",
        rf"(?<![^\W\d_])(?:{_FREE_HEADS}){_L}{{0,4}}(?![^\W\d_])",
        rf"(?<![^\W\d_]){_L}{{3,}}(?:itis|iitti|ίτιδα)(?![^\W\d_])",
        rf"(?<![^\W\d_]){_L}{{0,6}}(?:{_ORGAN_ROOTS}){_L}{{0,8}}?(?:{_INFLAMMATION})(?![^\W\d_])",
        r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{1,6}炎(?![\u4e00-\u9fff])",
        rf"(?<![^\W\d_])(?={_L}{{7,}})({_L}+(?:{_INN}))(?![^\W\d_])",
        rf"(?<![^\W\d_]){_THYROID}",
        "(?:" + "|".join(re.escape(t) for t in sorted(glued, key=len, reverse=True)) + ")",
        # Arabic and Hebrew glue prepositions and the article to the noun (بالسكري, والربو,
        # בדלקת ריאות, ושפעת): a listed term of those scripts after them
        r"(?<![^\W\d_])[وفبلك]{1,2}(?:ال)?(?:"
        + "|".join(
            re.escape(t.removeprefix("ال")) for t in sorted(_SEMITIC_TERMS, key=len, reverse=True) if _ARABIC.match(t)
        )
        + r")(?![^\W\d_])",
        r"(?<![^\W\d_])[ובהלמשכ]{1,2}(?:"
        + "|".join(re.escape(t) for t in sorted(_SEMITIC_TERMS, key=len, reverse=True) if _HEBREW.match(t))
        + r")(?![^\W\d_])",
    ]
    return re.compile("(?i)" + "|".join(parts))


_TERM_RE = _build()
# inflected forms that are words of another language ("operatie" → "operation", "protesi" →
# "protest", "grippe" → "gripped"), found by running the rules over the spaCy English vocabulary
_FALSE_FRIENDS_RE = re.compile(
    r"(?i)operat(?!ie|ion[ -]?(?:gepland|geplant))|protest|gripp(?!e)|invalidit(?!é|à)|depressing|physiolog|kuwait"
)

_DOCTOR = (
    r"doctor|gp|physician|specialist|cardiologist|neurologist|dermatologist|psychiatrist|"
    r"arzt|ärztin|hausarzt|hausärztin|facharzt|fachärztin|médecin|docteur|medico|medica|médico|médica|"
    r"dottore|dottoressa|huisarts|lege|legen|fastlege|fastlegen|läkare|läkaren|læge|lægen|"
    r"lääkäri|lekarz|lekarka|doktor|doktora|doktoru|kardiyolog\w*|врач|врачиха|доктор|лікар|лікарка|"
    r"γιατρός|γιατρό|γιατρος|الطبيب|طبيب|डॉक्टर|डाक्टर|רופא|רופאה|bác sĩ|医生|医師|医者|의사"
)
_DOCTOR_SAYS_RE = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_DOCTOR})(?![^\W\d_])[^\n.!?。:：]{{0,30}}?"
    r"(?:[:：]|\b(?:says?|said|thinks|confirmed|diagnosed|told me|mener|meinte|meint|sagt|sagte|dit|pense|a dit|"
    r"dice|ha detto|diz|disse|zegt|zei|sier|sa|säger|sa att|siger|sanoi|soitti|mówi|powiedział|powiedziała|"
    r"dedi|söyledi|говорит|сказал|сказала|каже|сказав|λέει|είπε|يقول|قال|कहा|कहते|אמר|אמרה|nói|说|說|言われた|말했)"
    r"(?:[ \t]+(?:it'?s|it is|that|det er|det är|dass|que|qu'|che|dat|että|że|что|що|ότι|أن|कि|ש|là|bị))?)[ \t]*"
)
_ICD_CONTEXT_RE = re.compile(r"(?i)icd|diagnos(?!tic)|диагноз|діагноз|诊断|診断|진단")
_ICD_CODE_RE = re.compile(r"(?<![\w.])[A-TV-Z][0-9]{2}(?:\.[0-9A-Z]{1,4})?(?![\w])")


_DOSE_UNIT = (
    r"(?:mg|mcg|µg|μg|ug|(?-i:IU|I\.E\.|U\.I\.)|mmol|mg/ml|mg/kg|mg/d|мг|мкг|毫克|微克|mg/g|"
    r"ミリグラム|밀리그램|밀리그람|มก\.?)"
)
_SCHEDULE = r"(?:[0-3½¼]|1/2)(?:[-–/][0-3½¼]|[-–/]1/2){2,3}"
_DOSE = rf"(?:\d+(?:[.,]\d+)?(?:/\d+(?:[.,]\d+)?)?[ \t\u00a0]?{_DOSE_UNIT}(?![^\W\d_])|(?<![\w-]){_SCHEDULE}(?![\w-]))"
_FORM = (
    r"(?:retard|forte|mite|depot|xr|sr|er|cr|la|tablets?|tabs?|tbl\.?|tabletten?|tabl\.?|kaps\.?|"
    r"kapseln?|capsules?|caps\.?|comprimés?|cp\.?|comprimidos?|compresse|compressa|gélules?|"
    r"tabletter|tabletki|таблетк[аи]|табл\.?|капсул[аы]?|cápsulas?|capsule|drops|tropfen|gouttes|"
    r"gotas|gocce|spray|pflaster|patch|injection|injektion|sachets?)(?![\w])"
)
_FREQ = (
    r"(?:\d\s?[x×]\s?(?:tgl\.?|täglich|daily|a day|per day|par jour|al giorno|al día|al dia|por dia|"
    r"per dag|om dagen|dziennie|в день|в сутки|günde|päivässä|dagligen|daglig)|"
    r"(?:once|twice|three times|four times)(?: (?:a|per))? (?:day|daily|week|weekly)|"
    r"(?:once|twice) (?:daily|weekly|nightly)|daily|weekly|nightly|at night|in the morning|"
    r"täglich|morgens|abends|zur nacht|(?:une|deux|trois) fois par (?:jour|semaine)|le soir|le matin|"
    r"(?:una|dos|tres) veces al día|cada (?:noche|mañana|día|\d+ horas)|por la noche|"
    r"(?:una|due|tre) volte al giorno|(?:uma|duas|três) vezes ao dia|à noite|de manhã|"
    r"(?:een|twee|drie)(?: ?maal| keer) per dag|'s avonds|'s ochtends|"
    r"raz dziennie|dwa razy dziennie|утром|вечером|на ночь|(?:раз|дважды) в день|"
    r"günde (?:bir|iki|üç) kez|"
    r"每日[一二两三四]次|每天[一二两三四]次|一日[一二三四]回|하루 [한두세]번)"
)
_DRUG_WORD = r"[^\W\d_][\w\-]{1,30}"
_DOSE_RE = re.compile(
    rf"(?i)(?<![\w\-])(?P<drug>{_DRUG_WORD})(?:[ \t]+{_FORM})?[ \t\u00a0]+(?P<dose>{_DOSE})"
    rf"(?:[ \t]+{_FORM})?(?:[ \t]*,?[ \t]*(?:{_FREQ}|{_SCHEDULE}))*"
)
_CJK_DOSE_RE = re.compile(
    rf"(?P<drug>[\u3400-\u9fff\u30a0-\u30ff\uac00-\ud7af]{{2,12}})[ \t]*(?:{_DOSE})(?:[ \t]*{_FREQ})*"
)
_CJK_TAKE_RE = re.compile(r"^.*?(?:服用|口服|服|吃|用药|用|外用|注射|投与|복용)")
# a word before a dose that is no drug: a verb of taking, an article or a quantity word
_NOT_DRUG = frozenset(
    """take takes taking took took on of to the a an and or with at by from up per max dose dosis
    dosage dosering dosierung posologie nimmt nehme nehmen je mit und oder von bis um prend prendre
    prends de du des le la les et ou toma tomar tomo el los y con cada prende prendo il lo di e
    neemt neem van en met tar tar tager tek ottaa przyjmuje bierze по принимает принимаю пьёт пьет
    и с alır içiyor ve increased reduced raised lowered erhöht reduziert augmenté réduit""".split()
)


_TAKE_CUE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:takes?|taking|took|is on|was on|been on|started|stopped|switched|prescribed|"
    r"prescription|medication|meds|refill|pills?|tablets?|"
    r"nimmt|nehme|nahm|verschrieben|verordnet|medikament\w*|tabletten|rezept|"
    r"prend|prends|pris|prescrit|médicament\w*|ordonnance|"
    r"toma|tomo|tomando|recetado|receta|medicamento\w*|medicación|"
    r"prende|prendo|prescritto|farmac\w+|ricetta|"
    r"neemt|neem|voorgeschreven|medicijn\w*|recept|"
    r"tar|tek|bruker|bruger|tager|medicin\w*|läkemedel|"
    r"bierze|biorę|przepisał\w*|lek|leki|leków|"
    r"принимает|принимаю|принимал\w*|назначил\w*|таблетк\w*|лекарств\w*|"
    r"kullanıyor|ilaç\w*|ottaa|lääke\w*|tomar|usa|uso)(?![^\W\d_])"
    r"|服用|吃药|药物|処方|服薬|복용|처방|uống thuốc"
)


@lru_cache(maxsize=1)
def drug_names() -> frozenset[str]:
    """Casefolded single-word drug names (generic and brand, 6+ letters, no common word) from
    the dictionary ``drug-named-entity-recognition`` ships; empty when it is not installed.
    Loaded once (~0.4 s CPU)."""
    spec = importlib.util.find_spec("drug_named_entity_recognition")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(list(spec.submodule_search_locations)[0]) / "drug_ner_dictionary.pkl.bz2"
    with bz2.open(path) as f:
        data = pickle.load(f)  # data of a pinned, installed package
    common = common_words()
    return frozenset(w for w in data["drug_variant_to_canonical"] if len(w) >= 6 and w.isalpha() and w not in common)


def _plausible_schedule(dose: str) -> bool:
    """A dose, or a schedule with a pause or a half (``1-0-1``, ``½-0-½``) or all parts equal
    (``1-1-1``); not a countdown or a ranking (``3-2-1``, ``1-2-3``)."""
    if any(c.isalpha() for c in dose):
        return True
    parts = re.split(r"[-–/](?!2(?:$|[-–/]))", dose)
    return any(p in ("0", "½", "¼", "1/2") for p in parts) or len(set(parts)) == 1


def _in_prose_list(text: str, a: int, b: int) -> bool:
    """A lone word between ``(``/``, `` and ``,``/``)``: an item of an enumeration in prose
    (record cells are delimited by tabs, pipes, quotes or bare commas instead)."""
    before = text[max(0, a - 2) : a]
    after = text[b : b + 1]
    return before == ", " and after in (",", ")")


class HealthCueRecognizer(OurRecognizer):
    """Health clauses found by word formation, drug stems, doctor cues and ICD codes."""

    ENTITIES = ("HEALTH",)

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``; none in a reference statement about a
        drug or an illness that names no person (:func:`health_reference.reference_statement`)."""
        for hit in self._find(text):
            if not reference_statement(text, hit[1], hit[2]):
                yield hit

    def _find(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in sorted(chain(_TERM_RE.finditer(text), _inflected_words(text)), key=lambda x: x.start()):
            if _FALSE_FRIENDS_RE.match(m.group(0)):
                continue
            a, b = _clause(text, m.start(), m.end())
            if (a, b) == m.span() and _in_prose_list(text, a, b):
                continue  # "(Namen, Gehälter, Krankmeldungen)": a category named in a list
            if b > a:
                yield "HEALTH", a, b, 0.7
        yield from self._doctor(text)
        yield from self._icd(text)
        yield from self._doses(text)
        yield from self._listed_drugs(text)

    def _listed_drugs(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        cues = [m.start() for m in _TAKE_CUE_RE.finditer(text)]
        if not cues:
            return
        names = drug_names()
        for m in _WORD_RE.finditer(text):
            if len(m.group(0)) < 6 or m.group(0).casefold() not in names:
                continue
            lo = max(0, m.start() - 60)
            hi = min(len(text), m.end() + 40)
            near = [c for c in cues if lo <= c < hi]
            if any(not re.search(r"[.!?\n]", text[min(c, m.start()) : max(c, m.start())]) for c in near):
                yield "HEALTH", m.start(), m.end(), 0.7

    def _doses(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _DOSE_RE.finditer(text):
            if not _plausible_schedule(m.group("dose")):
                continue
            if m.group("drug").casefold() in _NOT_DRUG:
                if not any(c.isalpha() for c in m.group("dose")):
                    continue  # "and 2-1-0": a schedule needs its drug
                yield "HEALTH", m.end("drug") + 1, m.end(), 0.6  # the dose alone
            else:
                yield "HEALTH", m.start(), m.end(), 0.7
        if _CJK.search(text):
            for m in _CJK_DOSE_RE.finditer(text):
                a = m.start()
                t = _CJK_TAKE_RE.match(m.group("drug"))
                if t is not None and t.end() < len(m.group("drug")):
                    a += t.end()
                yield "HEALTH", a, m.end(), 0.7

    def _doctor(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _DOCTOR_SAYS_RE.finditer(text):
            s = m.end()
            end = s
            while end < len(text) and end - s < 80 and text[end] not in ".!?;\n。！？；,，(":
                end += 1
            while end > s and text[end - 1] in " \t":
                end -= 1
            val = text[s:end]
            if len(val) >= 3 and not any(c.isdigit() for c in val) and any(c.isalpha() for c in val):
                yield "HEALTH", s, end, 0.7

    def _icd(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if not _ICD_CONTEXT_RE.search(text):
            return
        for c in _ICD_CONTEXT_RE.finditer(text):
            k = _ICD_CODE_RE.search(text, c.end(), min(len(text), c.end() + 80))
            if k is not None:
                yield "HEALTH", k.start(), k.end(), 0.75
