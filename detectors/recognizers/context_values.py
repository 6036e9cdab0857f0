"""Sensitive values that only the words around them make sensitive, in prose and notes.

Entities: ``PASSWORD``, ``SECRET``, ``DATE_OF_BIRTH``, ``PHONE_NUMBER``, ``NATIONAL_ID``, ``TAX_ID``, ``BANK_ACCOUNT``,
``CREDIT_CARD``, ``SALARY``, ``FINANCIAL_AMOUNT``, ``HEALTH``.

1. **Label in prose** (0.8): a field-lexicon term of a number-bearing type (``date of birth``,
   ``salary``, ``contract ARR``, ``budget cap``, ``Kontonummer``, ``身份证号``, ``月薪`` …) followed
   within 60 characters on the same line (same sentence) by a value of that type's shape: a
   date for DATE_OF_BIRTH, a money amount for SALARY/FINANCIAL_AMOUNT (currency symbol or code
   before or after, or a number with thousands separators), a digit-bearing token of 6+ digits
   for the id/account/phone types. The first such value is taken. A date-of-birth label with
   no date after it on its line looks at the start of the next line (an OCR wrap, a
   transcript's answer ``[00:17] Anrufer: 20. Mai 1959``, a validation error under its field).
   An amount (currency or %) right before a salary word (``£72,000 base``, ``15% bonus``) is
   SALARY (0.75).
2. **Secrets in prose** (0.8): ``password is X``, ``the token: X``, ``Passwort lautet X``,
   ``mot de passe est X``, ``пароль: X``, ``密码是X`` … when X has a digit, a symbol or mixed
   case and is not a reference (``$VAR``, ``os.environ[…]``).
3. **Health vocabulary** (0.7): a term from :data:`HEALTH_TERMS` (conditions, procedures,
   sick leave, medication — en, de, fr, nl, no, ru, el, ar, zh, ja, es, it, pt, pl, tr, fi, sv,
   da, vi, hi, he, uk, ko) marks the clause it sits
   in (bounded by sentence punctuation, commas, colons, brackets, tabs and line breaks; at most
   40 characters either side of the term; a date after the term and the preposition before it
   — ``from 02 August``, ``约在7月3日`` — is left out) as ``HEALTH``.
4. **Health sections** (0.75): the lines under a markdown heading that the lexicon calls a
   health field (``## Diagnosis``, ``## 主要诊断``, ``### Vorerkrankungen``), up to the next
   heading.
5. **Sick-leave records** (0.75): in a CSV/TSV row or a flat JSON object where one value is a
   sick-leave word (``sick``, ``病假``, ``krank``, ``maladie``, ``ziek``, ``syk``,
   ``больничный`` …), the free-text note/reason/comment values of the same record are
   ``HEALTH``.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from ..lexicon import COMPOUND_HEADS, FieldLexicon, band_key, default_lexicon, normalize_field
from ..shapes import datetime_ranges, overlaps_datetime
from ..tech_terms import all_tech
from .base import OurRecognizer
from .credentials import looks_like_reference
from .id_extent import id_end
from .money_cues import public_pay, sales_offer
from .birth_subject import thing_is_born
from .health_reference import reference_statement
from .percentages import money_start, sentence_has_money
from .name_shape import looks_like_name

_PROSE_TYPES = frozenset(
    {
        "DATE_OF_BIRTH",
        "PHONE_NUMBER",
        "NATIONAL_ID",
        "TAX_ID",
        "BANK_ACCOUNT",
        "CREDIT_CARD",
        "SALARY",
        "FINANCIAL_AMOUNT",
    }
)
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|"
    r"février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|januari|februari|maart|mei|"
    r"augustus|desember|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|"
    # field12: tr, es, it, pt, pl, fi, uk month names (birth dates written out under a birth label)
    r"ocak|şubat|subat|mart|nisan|mayıs|mayis|haziran|temmuz|ağustos|agustos|eylül|eylul|ekim|kasım|kasim|aralık|"
    r"aralik|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|"
    r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|março|maio|"
    r"junho|julho|setembro|outubro|novembro|dezembro|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|"
    r"września|wrzesnia|października|pazdziernika|listopada|grudnia|tammikuuta|helmikuuta|maaliskuuta|"
    r"huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|lokakuuta|marraskuuta|joulukuuta|"
    r"січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня"
)
_DATE_RE = re.compile(
    rf"(?i)\b(?:\d{{4}}[-/.]\d{{1,2}}[-/.]\d{{1,2}}|\d{{1,2}}[-/.]\d{{1,2}}[-/.]\d{{2,4}}|\d{{1,2}}\.?[ \t]+(?:(?:de|di)[ \t]+)?(?:{_MONTHS})\.?[ \t]+(?:(?:de|del)[ \t]+)?\d{{4}}|"
    rf"(?:{_MONTHS})\.?[ \t]+\d{{1,2}}(?:st|nd|rd|th)?,?[ \t]+\d{{4}})\b|\d{{4}}年\d{{1,2}}月\d{{1,2}}日"
)
# currency signs, ISO 4217 codes and local written forms (R$, zł, TL, грн, ر.س, 원, triệu …)
_CUR = (
    r"(?:[$€£¥₹₽₩₪₺₫₱₴฿₦]|(?:USD|EUR|GBP|CHF|NOK|SEK|DKK|CNY|RMB|JPY|INR|RUB|AUD|CAD|PLN|KRW|AED|SAR|EGP|"
    r"TRY|ILS|UAH|VND|BRL|MXN|HUF|CZK|RON|THB|ZAR|IDR|NZD|SGD|HKD|TWD|ISK)\b|kr\.?|NT\$|HK\$|R\$|元|円|원|"
    r"руб\.?|грн\.?|zł|Kč|Ft|lei|TL\b|triệu|nghìn|ريال|درهم|جنيه|دولار|يورو|ر\.س|د\.إ|ج\.م|ש\"ח)"
)
# 1,234.56 / 1.234,56 / 1 234 / Indian 2,61,000 / Arabic-Indic ٥٥٬٠٠٠ (\d is any decimal digit);
# vCard/iCalendar escape a comma as ``\,`` (``₪8\,419``: decoys16)
_NUM = (
    r"\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:(?:\\,|[,.' \u00a0\u202f\u066c])\d{3})+(?:[.,\u066b]\d{1,2})?|"
    r"\d+(?:[.,]\d{1,2})?(?:[ \t]?[kKmM](?![a-zA-Z]))?"
)
_AMOUNT_RE = re.compile(
    rf"{_CUR}[ \t]?(?:{_NUM})|(?:{_NUM})[ \t]?(?:{_CUR}|万元|万円|万|千元|만[ \t]?원|억[ \t]?원|euro[sa]?|dollars?|pounds?|kroner|kronor|рублей|ευρώ|złotych|lakh|लाख|रुपये)|"
    r"\d{1,3}(?:[,.' \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?"
)
#: an amount written with a magnitude word after a label (``38k``, ``180 тыс.``, ``65 हज़ार``,
#: ``120万``, ``4,800만``, ``8 triệu``): only in the label rule, where the label says it is money
_MAGNITUDE_RE = re.compile(
    r"\d+(?:[.,]\d{1,3})*[ \t]?(?:k|K|тыс\.?|тис\.?|хил\.?|हज़ार|हजार|लाख|करोड़|万|만|억|triệu|Mio\.?|mln|млн\.?|"
    r"mil(?:\s?€)?)(?![a-zA-Zа-яА-Я])(?:[ \t]?(?:" + _CUR + r"|euros?|грн|руб\.?))?"
)
_AMOUNT_BEFORE_RE = re.compile(
    rf"(?P<v>(?:{_CUR}[ \t]?(?:{_NUM})|(?:{_NUM})[ \t]?{_CUR}|\d{{1,3}}(?:[.,]\d)?[ \t]?%))[ \t]+"
    r"(?i:base(?: salary| pay)?|salary|bonus|sign-on|signing bonus|equity|per annum|p\.a\.|a year|per year|"
    r"annual salary|gross|brutto|Gehalt|salaire|lønn|salaris|зарплата|μισθ|"
    # verb-final languages say the amount before the verb/noun of pay (tr, hi, ko, ja)
    r"openstaan|open staat|achterstallig|maaş\w*|kazan\w*|कमा\w*|वेतन|तनख्वाह|सैलरी|월급|연봉|벌어|稼\w*|給料|給与|月給|年収)(?![\w])"
)
_SQL_PLACEHOLDER_RE = re.compile(r"\$\d{1,3}(?:\s*,\s*\$\d|\s*\)|\s*=\s*['\d])")
_RANGE_END_RE = re.compile(
    r"\d[ \t]?(?:[$€£¥₹₽]|[A-Z]{3}|k|K)?[ \t]*(?:[–—\-]|(?i:bis|to|à|a|tot|til|till|до|έως))[ \t]*$"
)
_IDNUM_RE = re.compile(r"(?<![\w])[A-Za-z]{0,4}\d[\dA-Za-z \-./]{4,30}[\dA-Za-z](?![\w])")

HEALTH_TERMS: tuple[str, ...] = tuple(
    t.strip()
    for t in """
    surgery|root canal|dentist|dental surgery|diagnosed with|chemotherapy|chemo|radiotherapy|cancer|tumour|
    tumor|diabetes|diabetic|depression|depressive|anxiety disorder|panic attacks|bipolar disorder|schizophrenia|
    ptsd|adhd|autism|dementia|alzheimer|parkinson|epilepsy|epileptic|seizures|heart attack|cardiac arrest|
    hypertension|asthma|hiv|hepatitis|tuberculosis|pneumonia|covid|influenza|the flu|migraine|migraines|
    fracture|fractured|broken leg|broken arm|concussion|herniated disc|slipped disc|physiotherapy|
    physical therapy|psychotherapy|therapy session|therapist|psychiatrist|psychiatric|rehab|
    rehabilitation|pregnancy|pregnant|miscarriage|ivf|fertility treatment|burnout|burn-out|sick leave|
    sick note|medical leave|doctor's note|hospitalised|hospitalized|in hospital|admitted to hospital|
    biopsy|mri scan|ct scan|colonoscopy|gastroscopy|endoscopy|insulin|antidepressant|antidepressants|
    sertraline|allergic to|food poisoning|chronic pain|long covid|medical appointment|doctor's appointment|
    gp appointment|follow-up appointment|knee injury|back injury|
    off sick|physio|kiné|fastlege|cuti sakit|izin sakit|легл|врачу|γιατρό|الطبيب|
    请假|病休|schwerbehinderung|behinderung|invalidité|handicap|
    krankschreibung|krankgeschrieben|krankmeldung|arzttermin|zahnarzt|wurzelbehandlung|depressionen|
    bandscheibenvorfall|chemotherapie|krebs|schwangerschaft|schwanger|psychotherapie|reha|krankenhaus|
    knie-op|migräne|grippe|diabetes|
    arrêt maladie|en arrêt|rendez-vous médical|dentiste|chirurgie|opéré|opérée|dépression|grossesse|
    enceinte|hospitalisé|hospitalisée|kinésithérapie|kiné|thérapie|diabète|
    ziekmelding|ziek gemeld|ziekteverlof|tandarts|operatie|depressie|zwanger|zwangerschap|ziekenhuis|
    fysiotherapie|griep|kanker|
    sykemelding|sykmelding|sykmeldt|sykemeldt|legetime|tannlege|operasjon|kreft|depresjon|gravid|
    graviditet|sykehus|fysioterapi|utbrent|influensa|migrene|
    больничный|больничном|диагноз|депрессия|беременность|беременна|больнице|
    госпитализирован|госпитализирована|стоматолог|онкология|диабет|грипп|мигрень|
    άδεια ασθενείας|ασθένεια|διάγνωση|χειρουργείο|επέμβαση|κατάθλιψη|εγκυμοσύνη|έγκυος|νοσοκομείο|
    φυσικοθεραπεία|καρκίνος|διαβήτης|γρίπη|ημικρανία|οδοντίατρο|
    إجازة مرضية|تشخيص|عملية جراحية|جراحة|اكتئاب|حامل|المستشفى|مستشفى|سرطان|السكري|إنفلونزا|صداع نصفي|
    病假|生病|住院|手术|诊断|确诊|抑郁|抑郁症|焦虑症|怀孕|产假|癌症|肿瘤|糖尿病|高血压|乙肝|肝炎|艾滋|化疗|
    胃镜|肠镜|康复|理疗|心理咨询|精神科|骨折|发烧|流感|偏头痛|牙科|拔牙|根管|就诊|看病|病历|
    病気|入院|手術|うつ病|妊娠|通院|治療中|休職|
    kidney stones|arrhythmia|hypothyroidism|hyperthyroidism|thyroid|nut allergy|peanut allergy|
    wheelchair|visually impaired|hearing impaired|dialysis|appendicitis|tonsillitis|bronchitis|
    angina|crohn's|coeliac|celiac|multiple sclerosis|cystic fibrosis|eating disorder|anorexia|
    bulimia|endometriosis|osteoporosis|arthritis|
    cirugía|diagnosticado|diagnosticada|quimioterapia|cáncer|diabético|diabética|depresión|
    ansiedad|esquizofrenia|epilepsia|infarto|hipertensión|asma|neumonía|gripe|migraña|fractura|
    fisioterapia|psicoterapia|psiquiatra|embarazo|embarazada|baja médica|hospitalizado|
    hospitalizada|arritmia|hipotiroidismo|alergia|alérgico|alérgica|cardiólogo|oncólogo|
    oncológica|ictus|insulina|discapacidad|silla de ruedas|diálisis|
    intervento chirurgico|diagnosticato|diagnosticata|chemioterapia|cancro|tumore|diabete|
    depressione|epilessia|ipertensione|polmonite|emicrania|frattura|psichiatra|gravidanza|
    incinta|in malattia|certificato medico|ricoverato|ricoverata|allergia|allergico|allergica|
    convalescenza|ipotiroidismo|sedia a rotelle|invalidità|disabilità|dialisi|
    cirurgia|quimioterapia|câncer|diabético|depressão|ansiedade|hipertensão|pneumonia|
    enxaqueca|fratura|psiquiatra|gravidez|grávida|licença médica|baixa médica|internado|
    internada|alérgico|alérgica|cadeira de rodas|paraplegia|tetraplegia|sertralina|fluoxetina|
    hemodiálise|diálise|
    chemioterapia|nowotwór|cukrzyca|cukrzycę|depresja|depresję|padaczka|padaczkę|zawał|udar|
    nadciśnienie|astma|zapalenie płuc|grypa|grypę|migrena|złamanie|fizjoterapia|
    psychoterapia|w ciąży|zwolnienie lekarskie|na zwolnieniu|w szpitalu|niepełnosprawność|
    wózek inwalidzki|dializa|
    ameliyat|teşhis|kemoterapi|kanser|tümör|diyabet|şeker hastası|depresyon|anksiyete|epilepsi|
    kalp krizi|hipertansiyon|astım|zatürre|migren|fizik tedavi|psikoterapi|psikiyatrist|
    hamile|hamilelik|gebelik|sağlık raporu|alerji|engelli|görme engeli|işitme engeli|
    tekerlekli sandalye|diyaliz|
    leikkaus|diagnoosi|kemoterapia|syöpä|kasvain|masennus|ahdistus|sydänkohtaus|aivoinfarkti|
    verenpainetauti|keuhkokuume|flunssa|influenssa|migreeni|murtuma|psykoterapia|psykiatri|
    raskaus|raskaana|sairausloma|sairauslomalla|sairaalassa|selkäkipu|välilevyn pullistuma|
    dialyysi|
    diagnostiserad|cellgiftsbehandling|tumör|ångest|hjärtinfarkt|högt blodtryck|
    lunginflammation|migrän|benbrott|sjukgymnastik|psykoterapi|psykiatriker|sjukskriven|
    sjukskrivning|sjukhus|allergi|funktionsnedsättning|rullstol|dialys|utbränd|
    utmattningssyndrom|
    diagnosticeret|kemoterapi|kræft|sukkersyge|hjerteanfald|blodprop|forhøjet blodtryk|
    lungebetændelse|migræne|psykiater|sygemeldt|sygeorlov|indlagt|kørestol|langvarig stress|
    chẩn đoán|hóa trị|ung thư|khối u|tiểu đường|đái tháo đường|trầm cảm|động kinh|
    nhồi máu cơ tim|đột quỵ|cao huyết áp|huyết áp cao|hen suyễn|viêm phổi|đau nửa đầu|
    gãy xương|vật lý trị liệu|mang thai|có thai|nghỉ ốm|nằm viện|nhập viện|dị ứng|
    sốt xuất huyết|khuyết tật|xe lăn|chạy thận|
    सर्जरी|निदान|कीमोथेरेपी|कैंसर|ट्यूमर|मधुमेह|डायबिटीज|अवसाद|डिप्रेशन|मिर्गी|दिल का दौरा|
    हार्ट अटैक|लकवा|उच्च रक्तचाप|अस्थमा|निमोनिया|माइग्रेन|फ्रैक्चर|फिजियोथेरेपी|मनोचिकित्सक|
    गर्भवती|गर्भावस्था|बीमारी|अस्पताल में भर्ती|एलर्जी|विकलांग|थायराइड|थायरॉइड|डेंगू|
    ניתוח|אבחנה|אובחן|אובחנה|כימותרפיה|סרטן|גידול|סוכרת|דיכאון|חרדה|אפילפסיה|התקף לב|
    אירוע מוחי|לחץ דם גבוה|אסתמה|דלקת ריאות|שפעת|מיגרנה|פיזיותרפיה|פסיכותרפיה|פסיכיאטר|הריון|
    בהריון|חופשת מחלה|ימי מחלה|אשפוז|מאושפז|מאושפזת|אלרגיה|נכות|כיסא גלגלים|דיאליזה|
    טיפול פוריות|הפריה חוץ גופית|
    операція|діагноз|діагностували|хіміотерапія|пухлина|діабет|цукровий діабет|депресія|
    епілепсія|інфаркт|інсульт|гіпертонія|пневмонія|запалення легень|мігрень|перелом|
    фізіотерапія|психотерапія|психіатр|вагітна|вагітність|лікарняний|на лікарняному|
    госпіталізовано|алергія|інвалідність|гіпотиреоз|ангіна|
    ангина|инфаркт|инсульт|гипертония|пневмония|гипотиреоз|аллергия|инвалидность|
    人工透析|透析|アレルギー|糖尿病|高血圧|がん|骨折|腰痛|喘息|肺炎|インフルエンザ|車椅子|難病|持病|
    过敏|哮喘|心脏病|中风|残疾|轮椅|
    수술|항암|종양|당뇨|당뇨병|우울증|불안장애|공황장애|뇌전증|심근경색|뇌졸중|고혈압|천식|폐렴|
    독감|편두통|골절|물리치료|심리치료|정신과|임신|병가|입원|알레르기|허리 디스크|투석|휠체어|
    was diagnosed|is being treated for|metformin|insulin pump|
    erkrankt an|malato di|malata di|enfermo de|enferma de|
    مريض|مريضة|يعاني من|تعاني من|sygemelding|sjukskrivning|по болезни|
    diagnostiqué|diagnostiquée|dagli esami risulta|esami hanno evidenziato|test results show|
    患有|罹患|を患|潰瘍|胃潰瘍|高脂血症|脂質異常症|高血脂|痛风|痛風|건강검진|고지혈증|위궤양|통풍|
    inhaler|antidepressants|antidepressant|statins|blood thinners|leidet an|leidet unter|wurde diagnostiziert|
    souffre de|souffre d|a été diagnostiqué|atteint de|atteinte de|soffre di|affetto da|affetta da|
    sufre de|padece|padece de|fue diagnosticado|fue diagnosticada|sofre de|foi diagnosticado|foi diagnosticada|
    cierpi na|choruje na|zdiagnozowano|zdiagnozowano u|страдает|болеет|поставили диагноз|
    hastalığı var|teşhisi kondu|tanısı kondu|rahatsızlığı var|と診断|診断された|治療中|通院中|服用中|
    진단을 받|진단받|치료 중|복용 중|से पीड़ित|का इलाज|बीमार है|
    apnea del sueño|hérnia de disco|hernia discal|ernia|sciatica|sciatique|esguince|hjernerystelse|
    dyslexia|dyslexie|legasthenie|anemia|anémie|anämie|анемия|анемія|appendicitis|blindarmentzündung|
    σκωληκοειδίτιδα|αλλεργία|διαβήτης|καρκίνος|κατάθλιψη|hypoglykemie|hypoglycaemia|hypoglycemia|
    zwangerschapsverlof|mutterschutz|congé maternité|maternity leave|産休|育休|출산휴가|
    chemioterapia|chimiothérapie|diabétique|diabetico|diabética|diabetica|fatty liver|脂肪肝|
    wheelchair|rollstuhl|fauteuil roulant|sedia a rotelle|silla de ruedas|cadeira de rodas|wózek inwalidzki
    """.replace("\n", "|").split("|")
    if t.strip()
)
_HEALTH_RE = re.compile(
    r"(?i)(?<![\w])(?:"
    + "|".join(
        re.escape(t)
        for t in sorted(HEALTH_TERMS, key=len, reverse=True)
        if not re.search(r"[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]", t)
    )
    + r")(?![\w])"
    # no word boundaries in CJK; Korean particles attach to the noun (당뇨병이, 입원했다)
    + "|(?:"
    + "|".join(
        re.escape(t)
        for t in sorted(HEALTH_TERMS, key=len, reverse=True)
        if re.search(r"[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]", t)
    )
    + ")"
)
_REASON_RE = re.compile(
    r"[ \t]*(?:[\u4e00-\u9fff]{1,4})?[ \t]*(?:[(（][ \t]*(?P<v>[^)）\n]{2,60}?)[ \t]*[)）]|[:：—–][ \t]*(?P<v2>[^\n.;。,，]{2,60}))"
)
_SENTENCE_END_RE = re.compile(r"\n|。|；|; |(?<=[a-z0-9]{2})[.!?](?:\s|$)")
_FIGURATIVE_BORN_RE = re.compile(
    r"(?i)[ \t]+(?:out[ \t]+of|from[ \t]+(?:the|a|an|our|their)|of[ \t]+(?:the|a|an))(?![^\W\d_])"
)
_DIAG_WORDS = ("diagnos", "diagnoos", "diagnoz", "диагноз", "діагноз", "διάγνωσ", "التشخيص", "诊断", "診断", "진단")
_DIAG_BRACKET_RE = re.compile(
    r"(?i)(?:diagnos[ie]s|diagnose|diagnostic|diagnostique|diagnosi|diagnóstico|diagnostico|diagnoos|diagnoza|"
    r"диагноз\w{0,3}|діагноз\w{0,3}|διάγνωση|التشخيص|诊断|診断|진단)(?![^\W\d_])"
    r"[^()（）\n.;。]{0,60}?[(（](?P<v>[^()（）\n]{3,60}?)[)）]"
)
#: a bracket that refers elsewhere or versions the word: no diagnosis
_DIAG_NOT_RE = re.compile(
    r"(?i)[vV]\d|(?:see|siehe|voir|vedi|ver|zie|se|cf|e\.g|i\.e|z\.b|p\.ex|details?|table|link|attached|"
    r"anhang|ci-joint|allegato|adjunto|optional|beta|new|neu|nouveau)(?![^\W\d_])"
)
#: sick-leave statements whose reason may follow after a comma (``_health``)
_LEAVE_TERMS = frozenset(
    "sick leave|off sick|on sick leave|medical leave|in malattia|malattia|krankgeschrieben|krank|"
    "arrêt maladie|en arrêt maladie|en arrêt|izin sakit|sykmeldt|sjukskriven|sygemeldt|ziek|ziekgemeld|de baja|baja médica|"
    "на больничном|больничный|病假|请病假|cuti sakit|sakit|leave pe|chhutti pe|छुट्टी पर|zwolnienie lekarskie|"
    "raporlu|άδεια ασθενείας|إجازة مرضية|病欠".split("|")
)
_COMMA_REASON_RE = re.compile(
    r"[ \t]*[,，][ \t]*(?P<v>[^\W\d_][^\n.;!?。，,！？；()\d]{2,40}?)[ \t]*(?=[.!?。！？\n]|$)"
)
#: a clause after the comma that is no reason: a return date, a request, a conjunction
_NOT_REASON_RE = re.compile(
    r"(?i)^(?:back|returns?|until|till|since|but|and|so|please|also|again|bis|seit|aber|und|bitte|wieder|"
    r"zurück|kommt|fino|da|torna|rientra|ma|però|e|per|jusqu|depuis|mais|et|revient|hasta|desde|pero|y|vuelve|"
    r"volta|até|mas|tot|sinds|maar|en|komt|til|siden|men|og|kommer|sampai|sejak|tapi|dan|kembali|"
    r"до|с|но|и|вернётся|до|到|但|和|हफ्ते|तक|लेकिन|और)(?![^\W\d_])"
)


def _comma_reason_ok(v: str) -> bool:
    """A short phrase (1-4 words) that names a condition, not a return date or a request."""
    return len(v.split()) <= 4 and _NOT_REASON_RE.match(v.strip()) is None


_PROSE_SECRET_RE = re.compile(
    r"(?i)(?:password|passwort|kennwort|passcode|passphrase|mot de passe|wachtwoord|passord|passordet|lösenord|"
    r"contraseña|senha|пароль|κωδικός|كلمة المرور|パスワード|密码|口令|secret|token|api key|pin|"
    # secrets14: token and API-key words of more languages (an API key's value is no word)
    r"токен|トークン|토큰|令牌|टोकन|ה?טוקן|ال?توكن|mã[ \t]+thông[ \t]+báo|klucz[ \t]+api(?:[ \t]+to(?=[ \t]))?|clé[ \t]+api|"
    r"chave[ \t]+(?:da[ \t]+)?api|ключ[ \t]+api|api[ \t\-]?(?:schlüssel|sleutel|nøkkel|nyckel|anahtarı|キー|키)|"
    r"κλειδί[ \t]+api|مفتاح[ \t]+api|clave[ \t]+(?:de[ \t]+)?api|chiave[ \t]+api)"
    r"(?:[ \t]+(?:for|für|pour|voor|for|для|του|of|de|van|til)[ \t]+\S{1,40})?"
    # a possessive after the word (``token của bạn là``, ``הטוקן שלך:``, ``التوكن الخاص بك:``)
    r"(?:[ \t]+(?:của[ \t]+bạn|שלך|שלכם|الخاص[ \t]+بك|الخاصة[ \t]+بك|kamu|anda))?"
    r"[ \t]*(?:is|was|are|:|=|lautet|ist|est|is|er|var|är|es|è|é|—|–|-|это|είναι|هي|هو|הוא|היא|là|adalah|jest|"
    r"是|为|は|은|는|(?<=[ \t]to))[ \t:]*[\"'“‘«]?"
    r"(?P<v>[^\s\"'”’»<>]{4,128}?)[\"'”’»]?(?=[\s,;)\]}]|[.。](?:\s|$)|$)"
)
_GLUED_CJK_RE = re.compile(r"[，。、；：！？\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CLAUSE_BREAK = '\t.!?;:\n。！？；：,，()（）[]【】"“”|<>'  # "<>": a clause ends at a markup tag
_HEADING_RE = re.compile(r"^[ \t]*#{1,6}[ \t]+(?P<label>[^\n#]{1,40}?)[ \t]*#*[ \t]*$", re.M)
_SICK_WORDS = frozenset(
    "sick|sick leave|sickness|ill|illness|medical|病假|病|krank|krankheit|krankmeldung|maladie|arrêt maladie|"
    "ziek|ziekte|syk|sykdom|sykefravær|больничный|болезнь|ασθένεια|άδεια ασθενείας|مرضية|إجازة مرضية|病欠|"
    # fields19: the sick-leave type of an absence record in every corpus language
    "sick day|sick days|sick note|medical leave|illness leave|krankschreibung|krankgeschrieben|arbeitsunfähig|"
    "congé maladie|arrêt de travail|ziekteverlof|ziekmelding|ziek gemeld|sykmeldt|sykemelding|egenmelding|"
    "sjuk|sjukskriven|sjukfrånvaro|sjukdom|syg|sygdom|sygefravær|sygemeldt|sairaus|sairausloma|sairauspoissaolo|"
    "baja médica|baja por enfermedad|enfermedad|incapacidad temporal|malattia|congedo per malattia|"
    "doença|licença médica|atestado médico|baixa médica|l4|zwolnienie lekarskie|choroba|"
    "hastalık|hastalık izni|raporlu|sağlık raporu|αναρρωτική|αναρρωτική άδεια|άδεια λόγω ασθένειας|"
    "больничный лист|по болезни|лікарняний|хвороба|مرض|مرضي|إجازة مرض|מחלה|חופשת מחלה|ימי מחלה|"
    "病気休暇|傷病休暇|病気|病假条|병가|질병휴가|बीमारी|चिकित्सा अवकाश|nghỉ ốm|ốm|sakit|cuti sakit|izin sakit".split("|")
)


def _sick_code(value: str) -> str:
    """A leave-type code read as words: ``sick_leave``/``SICK-LEAVE`` → ``sick leave``."""
    return re.sub(r"[_\-]+", " ", value.strip()).casefold()


_NOTE_KEYS_RE = re.compile(
    r"(?i)note|notes|comment|remark|reason|description|detail|memo|备注|原因|说明|事由|bemerkung|grund|kommentar|"
    r"motif|remarque|commentaire|opmerking|reden|toelichting|merknad|årsak|kommentar|причина|комментарий|"
    r"примечание|σχόλιο|αιτία|ملاحظة|سبب|備考|理由|"
    # fields19: note and reason keys of the other corpus languages
    r"açıklama|(?<![^\W\d_])not(?:lar)?(?![^\W\d_])|yorum|neden|gerekçe|σχόλι|παρατηρήσ|αιτιολογ|uwagi|komentarz|powód|notatka|"
    r"motivo|observaci|comentario|nota|commento|osservazion|observaç|anteckning|orsak|huomautus|syy|kommentti|"
    r"bemærkning|begrundelse|toelichting|коментар|причина|пояснение|ملاحظات|הערה|הערות|סיבה|사유|비고|메모|"
    r"コメント|メモ|कारण|टिप्पणी|lý do|ghi chú|catatan|alasan|keterangan"
)
_JSON_OBJ_RE = re.compile(r"\{[^{}]{2,2000}\}")
_JSON_STR_PAIR_RE = re.compile(r"\"(?P<key>[^\"\\\n]{1,40})\"[ \t]*:[ \t]*\"(?P<val>(?:[^\"\\\n]|\\.){1,300})\"")


#: A month name (any case form) after a day number, optionally after "de"/"of"/"di": es, it,
#: pt, pl, tr, fi, sv, da, no, nl, de, fr, en, ru, uk, el month words by their stems.
_MONTH_AFTER_RE = re.compile(
    r"(?i)\s+(?:(?:de|of|di|del|du)\s+)?(?:"
    r"jan\w*|feb\w*|fév\w*|mar\w*|apr\w*|avr\w*|abr\w*|ma[iyj]\w*|jun\w*|juin\w*|jul\w*|juil\w*|"
    r"aug\w*|août|ago\w*|sep\w*|set\w*|oct\w*|okt\w*|ott\w*|out\w*|nov\w*|dec\w*|déc\w*|dez\w*|"
    r"dic\w*|gen\w*|ene\w*|fev\w*|giu\w*|lug\w*|styczni\w*|lut\w*|kwie\w*|czerw\w*|lip\w*|"
    r"sierp\w*|wrze\w*|paźdz\w*|listopad\w*|grud\w*|ocak|şubat|nisan|mayıs|haziran|temmuz|ağustos|"
    r"eylül|ekim|kasım|aralık|\w+kuuta|\w+kuu|январ\w*|феврал\w*|март\w*|апрел\w*|ма[яй]|июн\w*|"
    r"июл\w*|август\w*|сентябр\w*|октябр\w*|ноябр\w*|декабр\w*|січ\w*|лют\w*|берез\w*|квіт\w*|"
    r"трав\w*|черв\w*|лип\w*|серп\w*|верес\w*|жовт\w*|листопад\w*|груд\w*|ιαν\w*|φεβ\w*|μαρ\w*|"
    r"απρ\w*|μα[ΐι]\w*|ιουν\w*|ιουλ\w*|αυγ\w*|σεπ\w*|οκτ\w*|νοε\w*|δεκ\w*)(?=[\s,.;:]|$)"
)


# the rest of a label's line (no digits, at most 25 characters), the line break, and a
# timestamp and speaker at the start of the next line
_NEXT_LINE_RE = re.compile(r"[^\n\d]{0,25}\n[ \t]*(?:\[[^\]\n]{1,25}\][ \t]*)?(?:[^:\n\d]{1,30}:[ \t]+)?")


_DATE_AFTER_RE = re.compile(
    rf"(?i)(?<![\w/.])(?:\d{{4}}[-/.]\d{{1,2}}[-/.]\d{{1,2}}|\d{{1,2}}[./]\d{{1,2}}(?:[./]\d{{2,4}})?|"
    rf"\d{{1,2}}\.?[ \t]+(?:{_MONTHS})\b|(?:{_MONTHS})\.?[ \t]+\d{{1,2}}\b)|\d{{1,2}}月\d{{1,2}}日"
)
_DATED_GAP_RE = re.compile(r"[^\n(（:：.;。]{1,30}?(?=[ \t]*[(（:：])")
_TRAILING_PREP_RE = re.compile(
    r"(?i)(?:(?<![\w])(?:from|since|until|till|on|at|starting|von|seit|bis|ab|am|vom|du|depuis|jusqu'au|au|le|"
    r"desde|hasta|el|del|dal|fino|al|il|sinds|tot|op|vanaf|fra|til|siden|från|sedan|till|od|do|с|по|από|έως|"
    r"من|حتى|منذ|kể từ|từ|से|तक|עד)|从|自|约在|在|於|より|から|부터|까지)[ \t]*$"
)


def _line_end(text: str, pos: int) -> int:
    nl = text.find("\n", pos)
    return len(text) if nl < 0 else nl


# a type, stage or grade number before a condition names the condition, not a date (fields18)
_SUBTYPE_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:type|typ|typu|typus|tipo|tip|tyyppi|тип[а-я]*|τύπου|stage|stadium|stade|estadio|"
    r"stadio|grade|grado|grad|class|classe|klasse|klasa|класс[а-я]*)[ \t\-]*\d{1,2}[a-c]?[ \t]*$"
)


def _clause(text: str, s: int, e: int) -> tuple[int, int]:
    a = s
    lo = max(0, s - 40)
    while a > lo and text[a - 1] not in _CLAUSE_BREAK:
        a -= 1
    b = e
    hi = min(len(text), e + 40)
    while b < hi and text[b] not in _CLAUSE_BREAK:
        b += 1
    # a date or a count before the term is when, not what ("off from 02 August with …"):
    # the clause starts after the last word holding a digit (and a month name after it)
    top = s
    sub = _SUBTYPE_BEFORE_RE.search(text, a, s)
    if sub is not None and not text[sub.end() : s].strip():
        top = sub.start()  # the condition's own type or stage: "type 2 diabetes", "stage 3 CKD" (fields18)
    for i in range(top - 1, a - 1, -1):
        if text[i].isdigit():
            if not any(c.isspace() for c in text[i + 1 : s]):
                break  # part of the term's own word: "2型糖尿病", "type-1 diabetes"
            a = i + 1
            while a < s and not text[a].isspace():
                a += 1
            month = _MONTH_AFTER_RE.match(text, a, s)  # "29 de noviembre", "11 czerwca"
            if month is not None:
                a = month.end()
            break
    # a date after the term is when, not what ("on sick leave from 02 August", "复查约在7月3日"):
    # the clause ends before it and before the preposition that introduces it
    d = _DATE_AFTER_RE.search(text, e, b)
    if d is not None:
        b = d.start()
        while True:
            w = _TRAILING_PREP_RE.search(text, a, b)
            if w is None or w.start() < e:
                break
            b = w.start()
    # a price after the term is a price list's, not the person's ("Atorvastatin 20 mg €6.80"):
    # the clause ends before it
    p = money_start(text, e, b)
    if p is not None:
        b = p
        while b > e and text[b - 1] in " \t,;:–—-(":
            b -= 1
    # whole words at the window's edges
    if a == lo and a > 0 and text[a - 1].isalnum():
        while a < s and text[a].isalnum():
            a += 1
    if b == hi and b < len(text) and text[b].isalnum():
        while b > e and text[b - 1].isalnum():
            b -= 1
    while a < b and text[a] in " \t-–—*•'":
        a += 1
    while b > a and text[b - 1] in " \t":
        b -= 1
    return a, b


#: Types whose value is a person's: "<label> <value> of/for <Name>" names that person.
_OWNED_TYPES = frozenset({"DATE_OF_BIRTH", "NATIONAL_ID", "TAX_ID", "BANK_ACCOUNT", "CREDIT_CARD"})
_OWNER_RE = re.compile(
    r"[ \t]*,?[ \t]+(?:of|for|belonging to|belongs to|von|für|des|der|de|du|pour|van|voor|til|av|di|del|da|para|per)"
    r"[ \t]+(?P<name>[^\W\d_][\w'’\-]*(?:[ \t]+[^\W\d_][\w'’\-]*){1,2})"
)


def _owner(text: str, end: int) -> Iterator[tuple[str, int, int, float]]:
    """The person a labelled value belongs to, named right after it (``date of birth
    14.03.1987 of Margaret Thornbury``, ``Steuer-ID … von Jana Kühn``): a capitalised 2-3 word
    name after an ownership preposition."""
    m = _OWNER_RE.match(text, end)
    if m is None:
        return
    words = m.group("name").split()
    while words and not words[-1][:1].isupper():
        words.pop()  # "… of Jana Kühn today"
    if len(words) >= 2 and all(w[:1].isupper() for w in words):
        name = " ".join(words)
        if looks_like_name(name, allow_lower=False) and not all_tech(name):
            yield "PERSON", m.start("name"), m.start("name") + len(name), 0.75


_LIST_GAP_RE = re.compile(
    r"(?i)[\s,;/()\-–—→>|:]*(?:and|und|et|e|y|och|og|en|и|і|ve|και|to|bis|à|a|até|до|au|or|oder|ou|o|vs\.?)?"
    r"[\s,;/()\-–—→>|:]*(?:(?:net|gross|brutto|netto|neto|bruto|lordi|net|nets|p\.a\.|per year|a year)[\s,;]*)?"
)


#: after a label: a dot or underscore leader, with the label's abbreviation dot before it, or an
#: abbreviation dot before a colon (fields17; OCR'd forms). A lone dot still ends the sentence
#: (``geb. Schmidt, Termin …``).
_LEADER_RE = re.compile(r"(?:\.?[ \t]*[.…·_]{2,}[ \t]*|\.(?=[ \t]*[:：]))?")


def _first(a: re.Match[str] | None, b: re.Match[str] | None) -> re.Match[str] | None:
    """The earlier of two matches (the longer when they start together), or the one present."""
    if a is None or b is None:
        return a or b
    if a.start() != b.start():
        return a if a.start() < b.start() else b
    return a if a.end() >= b.end() else b


class ContextValueRecognizer(OurRecognizer):
    """Values made sensitive by their context (rules and scores in the module docstring).

    Args:
        lexicon: the field lexicon whose number-bearing terms act as prose labels.
    """

    ENTITIES = (
        "PASSWORD",
        "SECRET",
        "DATE_OF_BIRTH",
        "PHONE_NUMBER",
        "NATIONAL_ID",
        "TAX_ID",
        "BANK_ACCOUNT",
        "CREDIT_CARD",
        "SALARY",
        "FINANCIAL_AMOUNT",
        "HEALTH",
        "PERSON",
    )

    def __init__(self, lexicon: FieldLexicon | None = None, supported_language: str = "en"):
        self.lexicon = lexicon or default_lexicon()
        terms = self.lexicon.terms_of(_PROSE_TYPES)
        latin = sorted(
            (t for t in terms if not re.search(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", t) and len(t) >= 3),
            key=len,
            reverse=True,
        )
        cjk = sorted(
            (t for t in terms if re.search(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", t)), key=len, reverse=True
        )
        parts = []
        if latin:
            words = ["[ _\\-]?".join(re.escape(w) for w in t.split()) for t in latin]
            parts.append(r"(?<![\w])(?:" + "|".join(words) + r")(?![\w])")
        if cjk:
            parts.append("(?:" + "|".join(re.escape(t) for t in cjk) + ")")
        heads = [h for h, t in COMPOUND_HEADS.items() if t in _PROSE_TYPES]
        if heads:
            parts.append(r"(?<![\w])\w{3,}(?:" + "|".join(re.escape(h) for h in heads) + r")(?![\w])")
        self._label_re = re.compile("(?i)" + "|".join(parts)) if parts else None
        super().__init__(supported_language=supported_language)

    def _labels(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if self._label_re is None or not any(c.isdigit() for c in text):
            return
        for m in self._label_re.finditer(text):
            etype = self.lexicon.classify(m.group(0))
            if etype not in _PROSE_TYPES:
                continue
            end = min(len(text), m.end() + 60)
            # an abbreviated label's dot and a form's dot leader end no sentence ("Data ur. ..... 12.05.1985")
            lead = _LEADER_RE.match(text, m.end())
            stop = _SENTENCE_END_RE.search(text, lead.end() if lead is not None else m.end(), end)
            if stop is not None:
                end = stop.start()
            if etype == "DATE_OF_BIRTH":
                if _FIGURATIVE_BORN_RE.match(text, m.end()):
                    continue  # "born out of the 2024 refactor": an idea's origin, no birth
                if thing_is_born(text, m.start()):
                    continue  # "Linux was born on 17 September 1991": a founding (``birth_subject.py``)
                v = _DATE_RE.search(text, m.end(), end)
                if v is None:
                    # the date on the next line: an OCR wrap ("date of birth⏎(26/07/1957)"), an
                    # answer in a transcript ("Ihr Geburtsdatum, bitte?⏎[00:17] Anrufer: 20. Mai 1959")
                    # or a validation error under its field ("date_of_birth⏎  Input … '06.10.1983'")
                    nxt = _NEXT_LINE_RE.match(text, m.end())
                    if nxt is not None:
                        v = _DATE_RE.search(
                            text, nxt.end(), min(len(text), nxt.end() + 140, _line_end(text, nxt.end()))
                        )
            elif etype in ("SALARY", "FINANCIAL_AMOUNT"):
                v = _first(_AMOUNT_RE.search(text, m.end(), end), _MAGNITUDE_RE.search(text, m.end(), end))
                if v is not None and band_key(normalize_field(text[m.end() : v.start()])):
                    continue  # "salary range €60,000–€75,000": a job ad's band, not a person's pay
                if etype == "SALARY" and public_pay(text, m.start(), m.end()):
                    continue  # "Marktgehalt laut Studie …", "average salary": a statistic
                if etype == "SALARY" and sales_offer(text, m.start(), m.end()):
                    continue  # "the vendor's offer for the laptops was $14,200": a sale (fields19)
                # "RAL € 52.000, proposta € 57.200", "5.850 € brutto, die Zielprämie bei 9.000 €": the
                # amounts that follow in the same sentence, each within 40 characters of the last
                while v is not None:
                    if _SQL_PLACEHOLDER_RE.match(text, v.start()):
                        break  # "saldo) VALUES ($1, $2": bound parameters of a SQL statement
                    yield etype, v.start(), v.end(), 0.8
                    nxt = _first(_AMOUNT_RE.search(text, v.end(), end), _MAGNITUDE_RE.search(text, v.end(), end))
                    if nxt is None or nxt.start() - v.end() > 40 or not self._joined(text[v.end() : nxt.start()]):
                        break
                    v = nxt
                continue
            else:
                # the first id-shaped token that is not a date/time (``statement 2024-04``)
                dates = datetime_ranges(text[m.end() : end])
                v = next(
                    (
                        c
                        for c in _IDNUM_RE.finditer(text, m.end(), end)
                        if sum(ch.isdigit() for ch in c.group(0)) >= 6
                        and not overlaps_datetime(dates, c.start() - m.end(), c.end() - m.end())
                    ),
                    None,
                )
            if v is not None:
                ve = (
                    v.end()
                    if etype in ("DATE_OF_BIRTH", "SALARY", "FINANCIAL_AMOUNT")
                    else id_end(text, v.start(), v.end())
                )
                yield etype, v.start(), ve, 0.8
                if etype in _OWNED_TYPES:
                    yield from _owner(text, ve)

    def _joined(self, gap: str) -> bool:
        """The words between two amounts keep them one fact: a list or range (``, ``,
        ``and``, ``→``, ``to``) or another pay/money label after a comma (``, die Zielprämie bei``)."""
        if _LIST_GAP_RE.fullmatch(gap):
            return True
        # the label must open a new clause ("…, die Zielprämie bei"): a label right after the
        # first amount is that amount's ("€ 3.150 openstaan en … € 150 betalen")
        return self._label_re is not None and any(
            self.lexicon.classify(m.group(0)) in ("SALARY", "FINANCIAL_AMOUNT") and re.search(r"[,;]", gap[: m.start()])
            for m in self._label_re.finditer(gap)
        )

    def _amounts_before(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if "%" not in text and not re.search(_CUR, text):
            return
        for m in _AMOUNT_BEFORE_RE.finditer(text):
            # "72.000 – 88.000 € brutto": the top of a range is a job ad's band, not a person's pay
            if _RANGE_END_RE.search(text, max(0, m.start() - 24), m.start()):
                continue
            # "15% bonus": a percentage means nothing without its word, and is a person's pay
            # only beside that person's package ("£72,000 base, 15% bonus"; not "a 10% bonus
            # for all staff": ``percentages.py``)
            if m.group("v").endswith("%") and not sentence_has_money(text, m.start(), _line_end(text, m.end())):
                continue
            owed = re.search(r"(?i)openstaan|open staat|achterstallig", m.group(0)) is not None
            etype = "FINANCIAL_AMOUNT" if owed else "SALARY"
            yield etype, m.start("v"), m.end() if m.group("v").endswith("%") else m.end("v"), 0.75

    def _prose_secrets(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _PROSE_SECRET_RE.finditer(text):
            v = m.group("v")
            # a value glued to CJK punctuation or particles (``Panda8899，别…``, ``X です``) ends there
            cut = _GLUED_CJK_RE.search(v)
            if cut is not None and cut.start() > 0:
                v = v[: cut.start()]
            # a secret has a digit, a symbol or mixed case; an ordinary word has none of them
            if (
                (
                    any(c.isdigit() for c in v)
                    or re.search(r"[^\w]", v)
                    # mixed case inside the word: "Reset" after "Passwort-" is a word, "hUnter" is not
                    or (any(c.isupper() for c in v[1:]) and any(c.islower() for c in v))
                )
                and not looks_like_reference(v)
                and not v.startswith(("http", "/", "["))
                # a word and a colon announces the value (``your new password is below:``, leaks13)
                and re.fullmatch(r"[^\W\d_]+[:：]", v) is None
            ):
                etype = (
                    "PASSWORD"
                    if re.match(r"(?i)pass|kenn|mot|wacht|lös|contra|senha|пар|κωδ|كلمة|パス|密|口令|pin", m.group(0))
                    else "SECRET"
                )
                yield etype, m.start("v"), m.start("v") + len(v), 0.8

    def _health(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        low = text[:100_000].casefold()
        if any(w in low for w in _DIAG_WORDS):
            # "don't share the diagnosis beyond HR (type 1 narcolepsy)": a diagnosis word, then
            # the diagnosis in brackets later in the sentence
            for dg in _DIAG_BRACKET_RE.finditer(text):
                v = dg.group("v")
                # words, not a version or a code ("the diagnosis module (v2.3)")
                if v[:1].isalpha() and sum(c.isalpha() for c in v) >= 4 and not _DIAG_NOT_RE.match(v):
                    yield "HEALTH", dg.start("v"), dg.end("v"), 0.7
        for m in _HEALTH_RE.finditer(text):
            a, b = _clause(text, m.start(), m.end())
            if b > a and reference_statement(text, a, b):
                continue  # "Metformin is used to treat type 2 diabetes": nobody's health
            if b > a:
                yield "HEALTH", a, b, 0.7
            # "krankgeschrieben (Gürtelrose)", "на больничном: перелом …", "请假三天（阑尾炎）":
            # the reason that follows in brackets or after a colon
            k = _REASON_RE.match(text, b)
            if k is None:
                # "sick leave from 02 August (recovery after …)": past the date the clause left out
                d = _DATED_GAP_RE.match(text, b)
                k = _REASON_RE.match(text, d.end()) if d is not None and any(c.isdigit() for c in d.group(0)) else None
            if k is not None:
                g = "v" if k.group("v") is not None else "v2"
                yield "HEALTH", k.start(g), k.end(g), 0.7
            elif m.group(0).casefold() in _LEAVE_TERMS:
                # "è in malattia, mononucleosi", "hun er sykmeldt, helvetesild": a leave statement
                # then its reason after a comma, alone to the sentence's end
                why = _COMMA_REASON_RE.match(text, b)
                if why is not None and _comma_reason_ok(why.group("v")):
                    yield "HEALTH", why.start("v"), why.end("v"), 0.7

    def _sections(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if "#" not in text:
            return
        heads = list(_HEADING_RE.finditer(text))
        for i, h in enumerate(heads):
            if self.lexicon.classify(h.group("label")) != "HEALTH":
                continue
            end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
            for ln in re.finditer(
                r"^[ \t]*(?:[-*•+]|\d{1,2}[.)])?[ \t]*(?P<v>\S[^\n]*?)[ \t]*$", text[h.end() : end], re.M
            ):
                yield "HEALTH", h.end() + ln.start("v"), h.end() + ln.end("v"), 0.75

    def _sick_records(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        low = text.casefold()
        if not any(w in low for w in _SICK_WORDS):
            return
        # CSV/TSV rows
        pos = 0
        for line in text.split("\n"):
            delim = "\t" if "\t" in line else "," if "," in line else None
            if delim is not None:
                cells, off = [], pos
                for c in line.split(delim):
                    cells.append((off, c))
                    off += len(c) + 1
                if any(c.strip().casefold() in _SICK_WORDS for _, c in cells):
                    for o, c in cells:
                        v = c.strip()
                        if (
                            v
                            and v.casefold() not in _SICK_WORDS
                            and any(ch.isalpha() for ch in v)
                            and not re.fullmatch(r"[\d\-/.:T ]+|[A-Z]{1,4}-?\d+", v)
                        ):
                            s = o + c.find(v)
                            yield "HEALTH", s, s + len(v), 0.75
            pos += len(line) + 1
        # flat JSON objects (a code value: "sick_leave", "SICK-LEAVE", "krankmeldung")
        for obj in _JSON_OBJ_RE.finditer(text):
            pairs = list(_JSON_STR_PAIR_RE.finditer(obj.group(0)))
            if any(_sick_code(p.group("val")) in _SICK_WORDS for p in pairs):
                for p in pairs:
                    if _NOTE_KEYS_RE.search(p.group("key")) and _sick_code(p.group("val")) not in _SICK_WORDS:
                        yield "HEALTH", obj.start() + p.start("val"), obj.start() + p.end("val"), 0.75

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``."""
        yield from self._labels(text)
        yield from self._amounts_before(text)
        yield from self._prose_secrets(text)
        yield from self._health(text)
        yield from self._sections(text)
        yield from self._sick_records(text)
