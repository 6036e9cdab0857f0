"""Money facts said without a field name: what someone earns, owes, holds or signed for.

Entities: ``SALARY`` (pay, offers, bonuses) and ``FINANCIAL_AMOUNT`` (balances, debts and
amounts owed, contract values, rents and deposits), score 0.75.

People write these in notes, chat, e-mail and letters with an inflected verb or noun, not a
field label: ``Palkkani on nyt 4 250 euroa``, ``Lønna mi er kr 58 400``, ``Maaşım 85.000 TL'ye
çıktı``, ``Hesap bakiyesi ₺1.369,40``, ``Sulisław wisi mi 1 700 zł``, ``我还欠他八千块``,
``Still owe her about three hundred quid``, ``the contract … is worth 1,2 miljoner kronor``.
A **cue** (:data:`CUES`: stems of the words for salary, earning, offer, bonus, owing, debt,
loan, balance, savings, account, contract, rent, deposit — en, de, fr, nl, no, sv, da, fi, es,
it, pt, pl, tr, ru, uk, el, ar, he, hi, vi, zh, ja, ko) marks the money amount that follows
it in the same sentence (60 characters; a cue that ends its line, as in OCR'd statements and
payslips, marks the amount that starts the next line), and amounts listed after it
(``… 5,400만 원 (작년 4,800만)``). A debt or contract cue right after an amount marks it too
(``€ 3.150 aan studieschuld``, ``6.000 euros de hipoteca``, ``3万円返す``).

Cue stems match the inflected and compound forms of their language (a stem is the start of
a word; Germanic and Finnish compound heads such as ``saldo``, ``schuld``, ``gjeld``,
``palkka`` may also end a compound: ``Alkusaldo``, ``studieschuld``); short or ambiguous stems
are exact words only (``conta``, ``tili``).

A money amount (:data:`MONEY_RE`): a number with a currency sign, code or word before or after
it (``€ 57.200``, ``4 250 euroa``, ``kr 58 400``, ``₹2,40,000``, ``٣٬٥٠٠ ريال``), a number with
a magnitude word (``38k``, ``1,2 miljoner kronor``, ``15 тысяч``, ``8 triệu``, ``620万円``,
``2억 3천만 원``), a number with thousands separators, Chinese numerals with a magnitude
(``两万五``, ``八千块``), or an amount in words (en, es, it, pt, de, fr: ``three hundred quid``,
``mil ochocientos euros``, ``duemilatrecento euro``; without a currency word only right after
a cue: ``Meu salário é três mil e duzentos``). A trailing ``net``/``gross``/``HT`` word is part
of it.

**What follows** cue-marked amounts in their sentence (round 6): a comparison in brackets
(``5,400만 원으로 협상 완료 (작년 4,800만)``, ``4.200 € (Vorjahr: 3.900 €)``) and a wanted figure after a
want word (``asking 70k``; a bare number only when it is the first amount's scale in thousands:
``prende 38k lordi, ne vorrebbe 45``, ``tjänar runt 52 000 … och vill upp till 56``). A bound SQL
parameter (``VALUES ($1, $2``) is no dollar amount. A cue right after an amount and "and"
(``sparesaldo kr 124 300 og studielån kr 89 000``) opens the next item of a list, it is not the
amount's. Cues added: savings (``сбережения``, ``αποταμιεύσεις``, ``貯金``, ``الرصيد``), remaining
amounts (``Restbeløp``, ``المستحق``), money advanced for someone (``fronted``, ``ausgelegt``,
``avancé``, ``立て替え``), tax withheld and unpaid words.

**ISO 20022 payment files** (SEPA ``pain.001``/``pain.008`` transfers and debits, ``camt.05x``
statement entries): in one transaction block (``CdtTrfTxInf``, ``DrctDbtTxInf``, ``TxDtls``,
``Ntry``) the amount (``InstdAmt``, ``Amt``) is a salary or a debt when the block's purpose code
says so (ISO 20022 ExternalPurpose1Code: ``SALA``, ``BONU``, ``PENS``, ``PAYR`` → salary;
``LOAN``, ``LOAR``, ``DEBT`` → amount owed) or its remittance text (``Ustrd``, ``AddtlNtryInf``,
``AddtlTxInf``) holds a cue word (``Gehalt März``, ``Loan instalment``).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer
from .offer_context import OFFER_WORDS, hiring_near, offered_to_person, owner_before, trade_near
from .percentages import is_promotion, sentence_has_money
from .statistic_subject import possessive_before, statistic_of_person

# --------------------------------------------------------------------------- cue lexicon
# Stems per type. "+" marks a compound head (may end a longer word); "=" an exact word; "~" a
# short stem that still inflects (stems of 4 letters or fewer are exact words otherwise).
_SALARY = """
    salar sueld salário salari salaire wage wages earn earns earned earning earnings stipend bonus
    bonuses =offer =offered =offers payrise payroll =take-home
    +gehalt +gehält +lohn +löhne verdien verdient +prämie +bonus
    =touche =touchait =touchent gagne gagnait gagner rémunér
    +salaris loon verdient verdiende
    +lønn +løn +lön tjen tjent tjäna tjänar +lönen
    +palkk ansaitse tienaa
    sueldo salario =cobra cobraba ganha ganhava gana ganaba nómina
    stipendi guadagn percepisce prende proposta retribuz
    salário ordenado remunera
    pensj zarabia zarobk wynagrodz pobory
    ~maaş ~maas kazan ikramiye
    зарплат оклад бонус зарабат получает заробітн заробля премі преми
    μισθ αποδοχ παρακράτηση
    withheld withholding lohnsteuer loonheffing forskuddstrekk skattetrekk källskatt ennakonpidätys ндфл 源泉徴収 代扣 원천징수
    ~راتب ~رواتب ~أجر ~معاش
    משכורת
    वेतन तनख्वाह सैलरी कमा
    lương thưởng
    工资 工資 薪 月薪 年薪 年终奖 年終獎 奖金 獎金 年収 月給 給与 給料 手取り ボーナス 賞与
    연봉 월급 급여 상여 보너스
    ~gaji +gaji upah tunjangan penghasilan pendapatan =honorarium
    =ctc बोनस =השכר =שכר 年俸 oczekiwania\\s+finansow
    月収 時給 日給 실수령 세후
    =получаю =получаешь =получаем =получают =получал =получала =получали
    =отримую =отримує =отримуєш =отримуємо =отримують =отримував =отримувала
    =gano =ganas =ganamos =ganan =gané =ganho =ganhamos =ganham =prendo =prendi =prendiamo
    ~أتقاضى ~يتقاضى ~تتقاضى ~نتقاضى =مرتبي =مرتبه =مرتبها =معاشي
    מרוויח מרוויחה מרוויחים משתכר משתכרת =הרווחתי =משכורתי
    vydělá výdělek =platu =keresek =kerestem câștig salariu
    เงินเดือน ค่าจ้าง mshahara =حقوقم =حقوقش
    podwyżk wypłat =premia =premię =premii =premią בונוס מענק
    \\b(?:got|get|gets|getting|given|give|a|the|my|his|her|their|your|pay|salary)\\s+raise\\b =payrise pay\\s+rise
    pay\\s+bump salary\\s+bump =augmentation =opslag löneförhöjning lönelyft palkankorotu palkannous
    =aumento =aumentos zam\\s+al zam\\s+yapıl αύξησ прибавк 加薪 涨薪 调薪 昇給 昇格給 급여\\s?인상
"""
_OWED = """
    owe owes owed owing debt debts lent borrowed loan loans arrears overdue outstanding =iou
    +schuld +schulden schuldet schulde geliehen leihe geborgt +darlehen +rückstand +rueckstand
    rechnungsbetrag +hypothek
    dette dettes doit doivent prêté emprunt
    +schuld geleend leende lening +hypotheek openstaan achterstallig
    +gjeld skylder skyldig lånt lånte +lånet +lån =lån
    +skuld lånade +gæld
    +velka +laina lainas
    debe debo deben deuda deudas prestado préstamo hipoteca
    debito devo deve devono prestato prestito mutuo cessione
    dívida dívidas deve devem emprestado empréstimo
    dług długu wisi pożycz spłat zaległ kredyt zajęcie
    ~borç ~borc borcum borcu borcun aidat
    долг должен должна задолж одолж занял заняла ипотек кредит
    борг винен винна позич заборгов
    χρωστ χρέος οφειλ δάνει
    ~دين الدين ~مدين ~قرض
    חוב הלוואה
    उधार कर्ज क़र्ज़ कर्ज़ बकाया लौटाने
    nợ =vay
    欠 借给 借了 还他 还她 贷款 房贷 借金 返す 返済 ローン 滞納
    빌린 빚 갚 대출 체납 미납 연체 미지급 안\\s?보낸 안\\s?낸 未付 未払い
    unpaid impayé impayée impayés impagado impagada insoluto onbetaald ubetalt obetald ubetalte maksamatta
    nieopłacon ödenmemiş неоплач неоплачен
    +restbeløp +restbetrag +restbelopp +restbedrag restant =prêt =prêts ~مستحق المستحق المتبقي
    fronted ausgelegt vorgestreckt avancé avancée avancés avancées voorgeschoten utlegg förskotterat
    anticipato adelantado adiantado wyłożył wyłożyła 立て替え 立替 貸して 貸した 貸し
    +utang tunggak pinjam cicilan tagihan =kredit belum\\s+dibayar belum\\s+lunas
    +nachzahlung offene\\s+posten zu\\s+zahlen te\\s+betalen da\\s+saldare da\\s+pagare reste\\s+à\\s+payer
    montant\\s+à\\s+payer a\\s+pagar do\\s+zapłaty amount\\s+payable
    =верну =вернёт =вернет =вернуть =верни =вернул =вернула 借你 借我 借他 借她
    חייב(?:ת|ים|ות)?\\s+(?:לו|לה|לי|לך|לכם|לכן|להם|להן|לנו)
    dois\\s+(?:encore|toujours|plus\\s+que) 借り 빌렸 빌려 ~اقترض ~اقترضت ~استلف ~استلفت ~سلفة
    =לוויתי =הלוויתי =לווה =הלווה =לוותה =prestó =presté =prestaste =prestamos
    =devi =dobbiamo =dovete =deves =devemos =debes =debemos =debía =debías =wisisz =wiszę =wiszą =wisicie =wisimy
    (?:me|te|lui|leur|nous)\\s+dois =devez =devons ausstehend offene[nrs]?\\s+betrag offene[nrs]?\\s+rechnungsbetrag mahnbetrag
    लोन बाकी cauzional deposito\\s+cauzionale depósito\\s+de\\s+garantía =długi =długu =długów =długami =długach winien winna winni dłużn
"""
_BALANCE = """
    balance balances savings =account overdraft
    +saldo +konto +guthaben kontostand
    =solde =soldes livret épargne =compte
    +saldo +rekening spaar spaargeld
    +saldo +konto sparekonto =sparing
    =tili tilillä tilin tilillä säästö
    ahorro ahorros =cuenta
    tabungan simpanan
    risparmi =conto
    poupança =conta
    koncie kontu oszczędności
    bakiye hesab hesap hesabım birikim
    остат осталось баланс на\\s+карт на\\s+счет на\\s+счёт
    залиш на\\s+картці на\\s+рахунку
    υπόλοιπ
    رصيد
    יתרה בחשבון
    खाते बैंक\\s+में
    số\\s+dư tài\\s+khoản tiết\\s+kiệm
    余额 餘額 存款 卡里 残高 口座 잔액 잔고 통장 예금 貯金 貯蓄 預金 저축 적금
    通帳 =حسابي =حسابك =حسابه =حسابها अकाउंट
    сбережен накоплен заощаджен αποταμιευ αποταμίευ αποταμιεύ =الرصيد =والرصيد =رصيدي =مدخرات =مدخراتي
"""
_CONTRACT = """
    contract contracts =deal
    +vertrag +verträg +miete +kaution
    contrat loyer =dépôt
    +contract overeenkomst +huur =borg waarborgsom
    +kontrakt +avtal +avtale +aftale +husleie +husleia +hyra +hyran +leje +lejen +depositum
    +sopimus sopimuk vuokra
    contrato alquiler arrendamiento renta fianza
    contratto affitto caparra cauzione
    contrato aluguel caução
    umow umowa czynsz kaucj
    sözleşme kira depozito
    договор аренд залог депозит
    догов оренд
    συμβόλαι σύμβασ ενοίκι
    عقد إيجار
    חוזה פיקדון פקדון שכר\\s+דירה
    अनुबंध किराया
    hợp\\s+đồng tiền\\s+cọc đặt\\s+cọc
    合同 合約 租金 房租 押金 契約 家賃 敷金 계약 보증금 월세 전세
    kontrak +sewa μίσθωμ εγγύησ
    контракт =العقد =للعقد =بالعقد =عقدك
    renewal\\s+value =tcv =acv +auftragswert +auftragsvolumen +vertragswert +opdrachtwaarde
    montant\\s+du\\s+marché valeur\\s+du\\s+marché
"""

_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_HEBREW_RE = re.compile(r"[\u0590-\u05ff]")
# a word of a spaced script (Indic and Thai vowel signs are marks, not letters: kept inside the word)
_WORD_RE = re.compile(r"(?:[^\W\d_]|[\u0900-\u0e7f])+(?:['’](?:[^\W\d_]){1,4})?")
_PLAIN_SUFFIX = 10  # inflection letters a stem may take
_COMPOUND_PREFIX = 14  # letters a compound head may follow


class _CueSet:
    """One cue block, matched word by word (one tokenisation and a few set lookups per word
    instead of a large regex alternation with look-arounds at every position)."""

    def __init__(self, block: str):
        self.exact: set[str] = set()
        self.plain: set[str] = set()
        compound: list[str] = []
        glued: list[str] = []
        for raw in block.split():
            stem = raw.lstrip("=+~").casefold()
            if "\\s" in stem or _CJK_RE.search(stem):
                glued.append(stem if "\\s" in stem else re.escape(stem))
            elif raw.startswith("+"):
                compound.append(re.escape(stem))
            elif raw.startswith("=") or (len(stem) <= 4 and not raw.startswith("~")):
                # a short stem is a word of its own ("deve" is no start of "developers") unless
                # "~" marks it as a stem that inflects (Turkish "maaş" → "maaşım")
                self.exact.add(stem)
            else:
                self.plain.add(stem)
        self.max_plain = max(map(len, self.plain), default=0)
        self.compound = re.compile("|".join(sorted(compound, key=len, reverse=True))) if compound else None
        # CJK stems glue to their neighbours; multi-word stems ("на карте", "tài khoản") are phrases
        self.glued = re.compile("(?i)" + "|".join(glued)) if glued else None

    def word_is_cue(self, word: str) -> bool:
        w = word.casefold().split("'")[0].split("’")[0]
        if _HEBREW_RE.match(w):
            # Hebrew glues up to two prefix letters (ו ה ב ל מ ש כ) to the noun: והפיקדון
            return any(self._hit(w[k:]) for k in range(0, min(3, len(w))) if all(c in "והבלמשכ" for c in w[:k]))
        return self._hit(w)

    def _hit(self, w: str) -> bool:
        if w in self.exact:
            return True
        for n in range(2, min(len(w), self.max_plain) + 1):
            if w[:n] in self.plain and len(w) - n <= _PLAIN_SUFFIX:
                return True
        if self.compound is not None:
            for m in self.compound.finditer(w):
                if m.start() <= _COMPOUND_PREFIX and len(w) - m.end() <= _PLAIN_SUFFIX:
                    return True
        return False

    def finditer(self, text: str) -> Iterator[tuple[int, int]]:
        for m in _WORD_RE.finditer(text):
            if not _CJK_RE.search(m.group(0)) and self.word_is_cue(m.group(0)):
                yield m.start(), m.end()
        if self.glued is not None:
            for m in self.glued.finditer(text):
                yield m.start(), m.end()

    def match_at(self, text: str, pos: int) -> bool:
        """Whether a cue starts at ``pos``."""
        m = _WORD_RE.match(text, pos)
        if m is not None and not _CJK_RE.search(m.group(0)) and self.word_is_cue(m.group(0)):
            return True
        return self.glued is not None and self.glued.match(text, pos) is not None


#: Cue type -> its cue blocks.
CUES: dict[str, tuple[_CueSet, ...]] = {
    "SALARY": (_CueSet(_SALARY),),
    "FINANCIAL_AMOUNT": (_CueSet(_OWED), _CueSet(_BALANCE), _CueSet(_CONTRACT)),
}
_DEBT_AFTER = (CUES["FINANCIAL_AMOUNT"][0], CUES["FINANCIAL_AMOUNT"][2])

# fields19: the word for an offer in every corpus language (``offer_context.py``); a pay cue only
# where hiring is talked about and trade is not. Words split at apostrophes and hyphens here
# (``l'offre``, ``contre-offre``), which the cue tokeniser keeps whole.
_OFFERS = _CueSet(OFFER_WORDS)
# a word of a spaced script (CJK glues "报价offer": the Latin word stands apart)
_OFFER_TOKEN_RE = re.compile(r"(?:(?![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])[^\W\d_])+")


def _offer_spans(text: str) -> set[tuple[int, int]]:
    """Where an offer word stands in ``text``."""
    spans = {m.span() for m in _OFFER_TOKEN_RE.finditer(text) if _OFFERS.word_is_cue(m.group(0))}
    if _OFFERS.glued is not None:
        spans.update(m.span() for m in _OFFERS.glued.finditer(text))
    return spans


def offer_is_pay(text: str, start: int, end: int) -> bool:
    """Whether the offer word ``text[start:end]`` offers someone pay: hiring or pay is talked
    about near it or a possessive names whose it is, and its sentence speaks of no trade
    (``offer_context.py``)."""
    if trade_near(text, start, end):
        return False
    if hiring_near(text, start, end) or owner_before(text, start) or offered_to_person(text, end):
        return True
    # "Предложение для Ярополка … — 240 000 ₽, он хочет встречное 270 000 ₽": the counter-offer of
    # an offer made to a person in the 300 characters before
    lo = max(0, start - 300)
    return any(
        offered_to_person(text, lo + b) and not trade_near(text, lo + a, lo + b)
        for a, b in _offer_spans(text[lo:start])
    )


def offer_in_trade(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` (a label: ``Offer from Northwind Traders``, ``报价offer``) holds
    an offer word whose sentence speaks of trade (``offer_context.trade_near``)."""
    return any(trade_near(text, start + a, start + b) for a, b in _offer_spans(text[start:end]))


def sales_offer(text: str, start: int, end: int) -> bool:
    """Whether the label ``text[start:end]`` (``offer``, ``offer for``) names an offer that
    :func:`offer_is_pay` does not take for pay: a sales offer, not someone's pay."""
    words = [(start + a, start + b) for a, b in _offer_spans(text[start:end])]
    return bool(words) and not any(offer_is_pay(text, a, b) for a, b in words)


# --------------------------------------------------------------------------- amounts
_CUR_SIGN = r"[$€£¥₹₽₩₪₺₫₱₴฿₦]|Rp\.?(?=[ \t]?\d)|RM(?=[ \t]?\d)|NT\$|HK\$|R\$|A\$|C\$|US\$|&#8364;|&euro;|&#x20[aA][cC];|&pound;|&#163;|&yen;"
_CUR_CODE = (
    r"(?:USD|EUR|GBP|CHF|NOK|SEK|DKK|CNY|RMB|JPY|INR|RUB|AUD|CAD|PLN|KRW|AED|SAR|EGP|TRY|ILS|UAH|VND|BRL|MXN|"
    r"HUF|CZK|RON|THB|ZAR|IDR|NZD|SGD|HKD|TWD|ISK)(?![A-Za-z])"
)
# currency words after a number (any inflection: euroa, euros, kronor, рублей, złotych)
_CUR_WORD = (
    r"(?:euro|eur|dollar|dólar|dolar|pound|quid|buck|franc|frank|kron|kroner|kronor|krone|kr\.?|"
    r"real|reais|peso|rupee|rupiah|rupia|ringgit|rand|lira|lire|złot|zł|zl|złoty|Kč|Ft|lei|TL|lira|"
    r"руб|рубл|р\.|грн|гривн|гривен|доллар|евро|євро|ευρώ|ريال|ر\.س|درهم|جنيه|دولار|يورو|"
    r"ש\"ח|ש״ח|שקל|دينار|دنانير|ليرة|ل\.ل|شيكل|روبية|تومان|ریال|บาท|shilingi|रुपये|रुपए|रुपया|रु|đồng|đ|yuan|元|块钱|块|円|원|圓)[a-zA-Z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]{0,6}\.?"
)
_NUM = (
    r"\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[,.' \u00a0\u202f\u066c]\d{3})+(?:[.,\u066b]\d{1,2})?|"
    r"\d+(?:[.,\u066b]\d{1,2})?"
)
_MAG = (
    r"(?:k|K|к(?![а-яё])|mn|bn|MM|M(?![A-Za-z])|Mio\.?|Mrd\.?|mln\.?|mld\.?|mil|tys\.?|thousand|million|millions|billion|"
    r"millioner|milliarder|mill\.|"
    r"Millionen|Million|miljoner|miljon|miljoen|millones|millón|milioni|milione|milhões|milhão|millions|"
    r"miljoonaa|miljard\w*|тыс\w*|тис\w*|млн\.?|млрд\.?|миллион\w*|мільйон\w*|χιλ\w*|εκατ\w*|bin|milyon|"
    r"juta|miliar|triliun|ribu|triệu|tỷ|nghìn|ngàn|lakh|lakhs|crore|LPA|lpa|हज़ार|हजार|लाख|करोड़|هزار|میلیون|میلیارد|ألف|آلاف|مليون|אלף|אלפים|מיליון|ล้าน|พัน|万|萬|亿|億|千|만|억|천만|천)"
)
_WORD_NUM_EN = (
    r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
    r"million|and|a\s+half)"
)
_WORD_NUM_ES_PT = (
    r"(?:un|uno|una|um|uma|dos|dois|duas|tres|três|cuatro|quatro|cinco|seis|siete|sete|ocho|oito|nueve|nove|"
    r"diez|dez|once|doce|veinte|vinte|treinta|trinta|cuarenta|quarenta|cincuenta|cinquenta|sesenta|sessenta|"
    r"setenta|ochenta|oitenta|noventa|cien|ciento|cem|cento|doscientos|duzentos|trescientos|trezentos|"
    r"cuatrocientos|quatrocentos|quinientos|quinhentos|seiscientos|seiscentos|setecientos|setecentos|"
    r"ochocientos|oitocentos|novecientos|novecentos|mil|millón|millones|milhão|milhões|y|e)"
)
_WORD_NUM_FR = (
    r"(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|vingt|trente|quarante|cinquante|"
    r"soixante|cent|cents|mille|million|millions|et)"
)
_IT_MORPH = r"(?:un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento|mila|mille|milione|milioni)"
_DE_MORPH = r"(?:ein|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|hundert|tausend|und)"
_WORDS = (
    rf"(?:{_WORD_NUM_EN}(?:[\s\-]+{_WORD_NUM_EN})+|{_WORD_NUM_ES_PT}(?:\s+{_WORD_NUM_ES_PT})+|"
    rf"{_WORD_NUM_FR}(?:[\s\-]+{_WORD_NUM_FR})+|{_IT_MORPH}{{2,}}|{_DE_MORPH}{{2,}})"
)
# a number word sequence says an amount only with a magnitude in it
_WORDS_MAGNITUDE_RE = re.compile(
    r"(?i)hundred|thousand|million|mil|millón|millones|milhão|milhões|cien|cent|mille|mila|hundert|tausend"
)
_CJK_NUM = r"[零〇一二两兩三四五六七八九十百千万萬亿億]"
_CJK_AMOUNT = rf"{_CJK_NUM}*[一二两兩三四五六七八九十]{_CJK_NUM}*(?:块钱|块|塊|元|圆)|{_CJK_NUM}*[一二两兩三四五六七八九十]{_CJK_NUM}*[千万萬亿億]{_CJK_NUM}*"
_KO_AMOUNT = (
    r"(?:금[ \t]?)?\d[\d,.]*[ \t]?(?:억|천만|백만|만|천)(?:[ \t]?\d[\d,.]*[ \t]?(?:천만|백만|만|천))*(?:[ \t]?원)?"
)
_QUAL = (
    r"(?:[ \t]+(?:net|nets|nette|netto|netti|neto|netos|gross|brut|brute|brutto|bruto|brutos|lordi|lordo|"
    r"HT|TTC|p\.a\.|brutt|ברוטו|נטו)(?![^\W\d_]))?"
)
_FIGURE = (
    rf"(?:금[ \t]?)?(?:(?:{_CUR_SIGN})[ \t]?-?(?:{_NUM})(?:[ \t]?{_MAG}(?![^\W\d_]))?|(?:{_CUR_CODE})[ \t]?-?(?:{_NUM})(?:[ \t]?{_MAG}(?![^\W\d_]))?|"
    rf"-?(?:{_NUM})[ \t]?(?:{_MAG}[ \t]?)?(?:{_CUR_SIGN}|{_CUR_CODE}|{_CUR_WORD})|"
    rf"(?:kr\.?|Kr\.?)[ \t]?-?(?:{_NUM})|{_KO_AMOUNT}|-?(?:{_NUM})[ \t]?{_MAG}(?![^\W\d_])|"
    rf"\d{{1,3}}(?:[,.' \u00a0\u202f\u066c]\d{{3}})+(?:[.,\u066b]\d{{1,2}})?|{_CJK_AMOUNT})"
)
#: A money amount (module docstring), with a trailing net/gross word.
# not inside a Latin/Greek/Cyrillic word or number; glued to Han/Kana/Hangul text is fine (欠我六千块)
# `(?<!\d)`: `\d` in the figure matches every script's digits, so without it a long run of
# Arabic-Indic or Devanagari digits is retried at each of its positions (quadratic)
MONEY_RE = re.compile(rf"(?<![0-9A-Za-z_,\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff])(?<!\d)(?<!\d\.){_FIGURE}{_QUAL}")
_WORDS_MONEY_RE = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_WORDS})(?:[ \t]+(?:de[ \t]+)?(?:{_CUR_WORD}|{_CUR_CODE}))?(?![^\W\d_])"
)
_WORDS_CUR_RE = re.compile(rf"(?i)[ \t]+(?:de[ \t]+)?(?:{_CUR_WORD}|{_CUR_CODE})$")

_WINDOW = 60
_ISO_TX_RE = re.compile(
    r"<(?P<tag>(?:\w+:)?(?:CdtTrfTxInf|DrctDbtTxInf|TxDtls|Ntry))\b[^>]*>(?P<body>.*?)</(?P=tag)>", re.S
)
_ISO_AMT_RE = re.compile(r"<(?:\w+:)?(?:InstdAmt|Amt)\b[^>]*>\s*(?P<v>-?\d[\d.,]*)\s*<")
_ISO_TEXT_RE = re.compile(r"<(?:\w+:)?(?:Ustrd|AddtlNtryInf|AddtlTxInf|AddtlRmtInf)>(?P<v>[^<]{1,300})<")
_ISO_PURPOSE_RE = re.compile(r"<(?:\w+:)?Purp>\s*<(?:\w+:)?Cd>\s*(?P<v>[A-Z]{4})\s*<")
_ISO_PURPOSES = {
    "SALA": "SALARY",
    "BONU": "SALARY",
    "PENS": "SALARY",
    "PAYR": "SALARY",
    "LOAN": "FINANCIAL_AMOUNT",
    "LOAR": "FINANCIAL_AMOUNT",
    "DEBT": "FINANCIAL_AMOUNT",
}
_BAND_RE = re.compile(
    # the band word ends the cue word (with at most an inflection): "Gehaltsrahmen", not a
    # "Rahmenvertrag" (a framework contract) or a "Bandbreite"-less compound
    r"(?i)[^\W\d_]*(?:band|bandbreite|spanne|range|rahmen|skala|schaal|spenn|bånd|fourchette|rango|fascia|forchetta|"
    r"widełki|aralığı|вилка|диапазон)[^\W\d_]{0,3}(?![^\W\d_])|[^\W\d_]*[ \t\-]+(?:band|range|bands|ranges)(?![^\W\d_])"
)
# "1,19 kr/kWh", "€ 4/kg": a unit price; a rate per time ("€ 218,00/mese", "$85/h") is kept
_UNIT_PRICE_RE = re.compile(
    r"[ \t]?/[ \t]?(?!(?:month|mo|mes|mese|mois|monat|mnd|måned|maand|mån|kk|ay|мес|год|year|yr|jahr|år|an|"
    r"año|anno|ano|week|wk|day|hour|hr|h|std|heure|时|月|年|월|년)(?![^\W\d_]))[^\W\d_]"
)
#: The title of a payslip (pay statement) in the corpus languages and more.
_PAYSLIP_RE = re.compile(
    r"(?i)pay ?slip|pay ?stub|salary slip|wage slip|earnings statement|wage and tax statement|lohnabrechnung|"
    r"gehaltsabrechnung|entgeltabrechnung|verdienstabrechnung|bulletin de (?:paie|salaire)|fiche de paie|"
    r"loonstrook|salarisstrook|loonspecificatie|lønnsslipp|lønnsslipp|lønseddel|lønspecifikation|"
    r"lönespecifikation|lönebesked|palkkalaskelma|palkkakuitti|nómina|recibo de salarios|pago de salarios|"
    r"cedolino|busta paga|holerite|contracheque|recibo de vencimento|pasek (?:wynagrodzeń|płacowy)|"
    r"odcinek płacowy|lista płac|bordro|расч[её]тный лист|розрахунковий лист|εκκαθαριστικό μισθοδοσίας|"
    r"قسيمة الراتب|كشف الراتب|工资条|工资单|薪资单|給与明細|給料明細|급여\s?명세서|phiếu lương|वेतन पर्ची|"
    r"सैलरी स्लिप|תלוש שכר|výplatní páska|"
    # fields17
    r"תלוש משכורת|قسيمة راتب|كشف راتب|كشف الرواتب|slip gaji|slip upah|bảng lương|maaş bordrosu|розрахунковий листок"
)
_MONEY_IN_LINE_RE = re.compile(
    r"\d[\d.,'\u00a0 ]*[ \t]?(?:[€$£¥₹₩₽₺₪]|kr\b|CHF|EUR|USD|GBP|NOK|SEK|DKK|PLN)|[€$£¥₹₩₽₺₪][ \t]?\d"
)
_SENTENCE_END_WORD_RE = re.compile(r"(?<![\w.])[^\W\d_]*[a-zà-ÿ]{3,}[.?!]$")


def payslip_start(text: str) -> int | None:
    """Where a payslip starts (the start of the line of its first title), or None.

    A title heads a line of content: the line states no money amount, is not a sentence (ending
    in ``.``/``?``/``!`` after a lower-case word; ``S.r.l.`` is no sentence end), holds at most
    20 words, and the title word is not part of a file name (``payslip_2026-11.pdf``). A price
    list or a sentence that names a payslip (``Lohnabrechnung pro Mitarbeiter 8,50 €``,
    ``Download your payslip from the portal.``) makes no figure pay (precision12)."""
    for m in _PAYSLIP_RE.finditer(text):
        if text[m.end() : m.end() + 1] in ("_", ".", "-", "/") or text[m.start() - 1 : m.start()] in ("_", "/", "-"):
            continue  # a file name or a path
        ls = text.rfind("\n", 0, m.start()) + 1
        le = text.find("\n", m.end())
        line = text[ls : le if le >= 0 else len(text)].strip()
        if _MONEY_IN_LINE_RE.search(line) or _SENTENCE_END_WORD_RE.search(line) or len(line.split()) > 20:
            continue
        return ls
    return None


# on a payslip: currency amounts, and bare figures with cents (3+ digits or thousands: not "04.05")
_PAYSLIP_AMOUNT_RE = re.compile(
    rf"(?<![0-9A-Za-z_,\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff])(?<!\d\.){_FIGURE}{_QUAL}|"
    r"(?<![\w,/:\-])(?<!\d\.)-?(?:\d{1,3}(?:[,. \u00a0]\d{3})+|\d{3,})[.,]\d{2}(?![\w.,/:%]|[ \t]?%)|"
    # a small figure in the amount column: it ends its line after a column gap ("VWL AG-Anteil   40,00")
    r"(?<=[ \t][ \t])-?\d{1,2}[.,]\d{2}(?=[ \t]*(?:\n|$))"
)
_BONUS_RE = re.compile(
    r"(?i)bonu|बोनस|бонус|年终奖|年終獎|prämi|premi|prime|ikramiye|보너스|상여|奖金|獎金|賞与|ボーナス|thưởng"
)
_MONTHS_PAY_RE = re.compile(
    r"(?<![0-9A-Za-z_.,])(?:\d{1,2}(?:[.,]5)?|[一二两兩三四五六七八九十]{1,2})[ \t]?(?:个月|個月|ヶ月|か月|カ月|개월|"
    r"(?:months?|Monatsgehälter|Monatsgehalt|Monatslöhne|mois|maanden|månader|måneder|mesi|meses|miesięcy|"
    r"aylık|месяц\w*|місяц\w*)(?![^\W\d_]))"
    # "年终奖两个月工资": the pay word glued after the months is part of the figure
    r"(?:工资|工資|薪水|薪资|薪資|月薪|的工资|分の給与|の給与|치 월급|월급)?"
)
_PERCENT_RE = re.compile(r"(?<![\w.,])\d{1,3}(?:[.,]\d{1,2})?[ \t\u00a0]?%")
_GAP_WORD_RE = re.compile(r"(?:[^\W\d_]|[\u0900-\u0e7f]){1,6}[ \t]+")
# up to two words before a bonus word after an amount ("₹2,00,000 परफॉर्मेंस बोनस", "3.000 € de bonus",
# "€ 4.000 als Prämie"); Indic vowel signs are marks, kept inside the word
_BONUS_FN_RE = re.compile(r"(?i)(?:de|di|del|of|als|as|en|du|da|do|em|in)[ \t]+")
_BONUS_WORD_RE = re.compile(r"(?:[^\W\d_]|[\u0900-\u0dff]){1,14}[ \t]+")


# fields18: an amount said to sit in someone's account (``£212.40 left in my account``, ``86,20 € auf
# dem Konto``, ``43 € sur le compte``, ``64 zł na koncie``): up to three words, a locative
# preposition, at most one short word (an article, a possessive), then the word for account; a
# price's "per"/"each" in the gap makes it a price (``€5 per seat on the account``)
_IN_ACCOUNT_RE = re.compile(
    r"(?i)[ \t]+(?:(?!(?:per|pro|par|each|je|por|pour|für|voor|för)[ \t])[^\W\d_]{1,10}[ \t]+){0,3}?"
    r"(?:in|on|auf|am|im|sur|op|på|en|sul|nel|no|na|στον|στο|на|в|dans)[ \t]+(?:[^\W\d_]{1,6}[ \t]+)?"
    r"(?:account|acct|bank|konto|kontot|kontoen|kontoa|compte|rekening|cuenta|conto|conta|koncie|"
    r"λογαριασμό|λογαριασμο|счёте|счете|счету|карте|картке|рахунку)(?![^\W\d_])"
)
# fields18: a period after a bare figure in thousands (``712 000 i året``, ``52 000 per year``): pay
# said with its period, after a pay cue, needs no currency
_PERIOD_PHRASE_RE = re.compile(
    r"(?i)[ \t]+(?:i|om|per|pro|a|an|par|al|all'|por|w|в|το|im|in|each|every|på)?[ \t]*"
    r"(?:year|yr|annum|month|året|år|måneden|månaden|måned|månad|jahr|monat|an|mois|jaar|maand|año|mes|"
    r"anno|mese|ano|mês|roku|miesiąc|год|месяц|χρόνο|μήνα)(?![^\W\d_])|"
    r"[ \t]+(?:vuodessa|kuussa|rocznie|miesięcznie|yıllık|aylık|annually|monthly|jährlich|monatlich)(?![^\W\d_])"
)


# fields18: the raise words among the pay cues (they also raise prices), and what makes a raise a price's
_RAISE_CUE_RE = re.compile(
    r"(?i)(?:got|get|gets|getting|given|give|a|the|my|his|her|their|your|pay|salary)\s+raise|augmentation|opslag|"
    r"aumento|zam\s|αύξησ|прибавк|加薪|涨薪|调薪"
)
_COST_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:costs?|costing|kostet|kosten|coûte|coûtent|cuesta|cuestan|costa|costano|custa|kost|kostar|koster|"
    r"maksaa|kosztuje|стоит|стоят|κοστίζει|tarif\w*|listino|abonnement|abbonamento|suscripción|assinatura|"
    r"fatura\w*|factura\w*|facture\w*|seat|plan|kWh|IVA|VAT|TVA|MwSt)(?![^\W\d_])"
)


def _raised_price(text: str, cs: int, ce: int) -> bool:
    """Whether the raise at ``text[cs:ce]`` is a price's: its line speaks of a price, or a cost
    word or price noun sits in its sentence before the next 80 characters end."""
    if _price_line(text, cs, ce):
        return True
    ls = max(text.rfind("\n", 0, cs) + 1, cs - 60)
    le = text.find("\n", ce)
    hi = min(len(text), ce + 80) if le < 0 else min(le, ce + 80)
    return _COST_RE.search(text, ls, hi) is not None


def _bonus_after(text: str, pos: int) -> bool:
    """Whether a bonus word follows an amount at ``pos``: directly, after a preposition, after one
    qualifying word, or both (``de bonus``, ``परफॉर्मेंस बोनस``, ``als Prämie``); not after a
    clause (``€49 and the bonus pack``)."""
    starts = [pos]
    fn = _BONUS_FN_RE.match(text, pos)
    if fn is not None:
        starts.append(fn.end())
    for p in list(starts):
        w = _BONUS_WORD_RE.match(text, p)
        if w is not None:
            starts.append(w.end())
    return any(_BONUS_RE.match(text, p) for p in starts)


# gross/net pay of a period said after the amount, in the corpus languages (field12)
_GROSS_AFTER = (
    r"(?:gross|brutto|bruto|brut|bruttó|netto|neto|net|nettó|brutt)[ \t]*(?:per|pro|im|a|an|par|al|om|i|в|w|"
    r"en|na|/)[ \t]*(?:month|maand|monat|mois|mes|mese|måned|månad|year|jaar|jahr|an|année|año|anno|år|annum|"
    r"mnd|mån|kk|месяц|miesiąc|ay|yıl|hó|hónap|měsíc)"
)
_GROSS_AFTER_RE = re.compile(_GROSS_AFTER, re.I)
# a bare figure in thousands before it ("3.650 bruto per maand"); a price is rarely said so
_BARE_GROSS_RE = re.compile(
    rf"(?<![\w.,])(\d{{1,3}}(?:[ \u00a0\u202f.,']\d{{3}})+(?:[.,]\d{{2}})?)[ \t]+(?={_GROSS_AFTER})", re.I
)
# pay-sized: a thousands group, four digits or a magnitude ("€49 net per month" is a price)
_PAY_SIZED_RE = re.compile(r"\d[ \u00a0\u202f.,']?\d{3}|[kKM万만억]|lakh|LPA|crore|tys|тыс|mil", re.I)
# a price's line ("Team plan: 1.200 netto pro Jahr, zzgl. MwSt."): its gross/net figure is no pay
_PRICE_LINE_RE = re.compile(
    r"(?i)price|pricing|plan\b|seat|licen[cs]|subscription|abo\b|abonnement|mwst|\bvat\b|\btva\b|(?-i:\bBTW\b)|moms|"
    r"zzgl|excl|\binkl|tarif|preis|prix|prijs|\bpris|precio|prezzo|preço|cena\b|fiyat|цен|价格|料金|가격|invoice|"
    r"rechnung|facture|factuur|faktura|fattura|factura"
)


def _price_line(text: str, a: int, b: int) -> bool:
    """Whether the line holding ``text[a:b]`` speaks of a price, a plan or a tax."""
    ls = text.rfind("\n", 0, a) + 1
    le = text.find("\n", b)
    return _PRICE_LINE_RE.search(text, ls, le if le >= 0 else len(text)) is not None


# a base figure with its extras ("640k base plus 15% bonus", "120k base + equity")
_BASE_PLUS_RE = re.compile(r"(?i)base[ \t]*(?:\+|plus|and|with|med|mit|avec|con|\()")
_CONJ_BEFORE_RE = re.compile(r"(?i)(?<![^\W\d_])(?:and|und|et|en|og|och|e|y|i|и|і|та|και|ve|oraz|ja|sowie|plus)[ \t]+$")
_AMOUNT_JUST_BEFORE_RE = re.compile(rf"(?<!\d)(?:{_FIGURE})[ \t]+(?:[^\W\d_]{{1,6}}[ \t]+)?$")
# a full stop after a short word is an abbreviation ("kr.", "ca.", "inkl."), not a sentence end
_SENTENCE_END_RE = re.compile(
    r"\n|。|！|？|；|(?<!&#\d{3})(?<!&#\d{4})(?<!&#x\w{4})(?<!&euro)(?<!&pound)(?<!&yen); |"  # not an entity's ";"
    r"(?<=[^\W\d_]{4})\.(?:\s|$)|[!?](?:\s|$)"
)
# the rest of a label line: up to two words ("Saldo anterior", "bonus of"), punctuation and a
# bracketed note ("Rechnungsbetrag (inkl. 19 % MwSt.)")
_LINE_END_RE = re.compile(
    r"(?:[ \t]+[^\W\d_]{1,15}){0,2}[ \t:：.\-–—=]*(?:[(（][^()（）\n]{0,40}[)）][ \t:：.]*)?\r?\n[ \t]*"
)
_JOIN_RE = re.compile(
    r"(?i)[\s,;/\-–—→>|:]*(?:\(|（)?[\s]*(?:[^\W\d_]{1,12}[ \t]?)?(?:and|und|et|e|y|och|og|en|и|і|ve|και|or|oder|ou|o|"
    r"to|bis|à|a|até|до)?[\s,;/\-–—→>|:]*"
)


# Round 6: what follows a cue-marked amount in its sentence. A comparison in brackets ("(작년
# 4,800만)", "(Vorjahr: 52.000 €)", "(last year £48k)") and a wanted figure ("ne vorrebbe 45",
# "vill upp till 56", "asking 85k") are the same person's figures.
_PAREN_AMOUNT_RE = re.compile(r"[^\n()（）]{0,30}?[(（][ \t]*(?:[^\W\d_]{1,12}\.?[ \t:：]*){0,2}")
_WANT_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:wants?|wanted|would\s+like|asks?(?:\s+for)?|asking(?:\s+for)?|expects?|expecting|hopes?\s+for|"
    r"möchte|möchten|will|wünscht|hätte\s+gern|verlangt|fordert|voudrait|veut|souhaite|demande|espère|"
    r"vorrebbe|vuole|chiede|spera|quiere|querría|quisiera|pide|espera|quer|queria|pede|gostaria|"
    r"wil|wilt|vraagt|hoopt|vill|önskar|begär|hoppas|vil|ønsker|håper|haluaa|toivoo|pyytää|"
    r"chce|chciałby|chciałaby|oczekuje|istiyor|хочет|хотел[аи]?|просит|ожидает|хоче|просить|θέλει|ζητά(?:ει)?|"
    r"muốn|يريد|تريد|يطلب)(?![^\W\d_])"
    r"(?:[ \t]+(?:to|ha|have|get|ne|zu|auf|bis(?:\s+zu)?|jusqu'à|fino\s+a|hasta|até|tot|upp\s+till|opp\s+til|"
    r"op\s+til|till|til|do|до|έως|μέχρι|around|about|ca\.?|rund|environ|circa|cirka|runt|omkring|около|"
    r"[^\W\d_]{1,6}))?[ \t]+(?:(?:up\s+to|upp\s+till|opp\s+til|bis\s+zu|fino\s+a|jusqu'à|hasta|até|до|till|til)[ \t]+)?"
)
_SQL_PLACEHOLDER_RE = re.compile(r"\$\d{1,3}(?:\s*,\s*\$\d|\s*\)|\s*=\s*['\d])")
_THOUSANDS_RE = re.compile(r"\d{1,3}(?:[ \u00a0\u202f.,']\d{3})+")
_BARE_RE = re.compile(r"\d{1,3}(?:[.,]\d)?(?![\w%/:\-]|[.,]\d)")


def _scale(value: str) -> float | None:
    """The magnitude of an amount's figure (``52 000`` → 52000, ``38k`` → 38000), or None."""
    m = re.search(r"\d[\d,.' \u00a0\u202f]*", value)
    if m is None:
        return None
    digits = re.sub(r"[^\d]", "", m.group(0).rstrip(" .,"))
    if re.search(r"[.,]\d{1,2}$", m.group(0).rstrip(" ")):
        digits = digits[:-2] if re.search(r"[.,]\d{2}$", m.group(0).rstrip(" ")) else digits[:-1]
    if not digits:
        return None
    n = float(digits)
    if re.search(r"\d[ \t]?[kK](?![^\W\d_])|thousand|tys|тыс|тис|bin|nghìn|ngàn|हज़ार|हजार", value):
        n *= 1000
    return n


def _follow_ups(text: str, last: int, first: str) -> Iterator[tuple[int, int]]:
    """Amounts of the same person after the cue-marked amounts ending at ``last``: a bracketed
    comparison, and a wanted figure — an amount, or a bare number of the first amount's scale
    in thousands (``52 000 … vill upp till 56``)."""
    stop = _SENTENCE_END_RE.search(text, last, min(len(text), last + 80))
    end = stop.start() if stop is not None else min(len(text), last + 80)
    p = _PAREN_AMOUNT_RE.match(text, last, end)
    if p is not None:
        v = MONEY_RE.match(text, p.end(), end) or re.compile(_KO_AMOUNT).match(text, p.end(), end)
        if v is not None and _figure_ok(v.group(0)) and not _UNIT_PRICE_RE.match(text, v.end()):
            yield v.start(), v.end()
            return
    w = _WANT_RE.search(text, last, end)
    if w is None:
        return
    v = MONEY_RE.match(text, w.end(), end)
    if v is not None and _figure_ok(v.group(0)) and not _UNIT_PRICE_RE.match(text, v.end()):
        yield v.start(), v.end()
        return
    b = _BARE_RE.match(text, w.end(), end)
    base = _scale(first)
    if b is not None and base is not None and base >= 1000:
        n = float(b.group(0).replace(",", ".")) * 1000
        if base / 2 <= n <= base * 3:
            yield b.start(), b.end()


def _amount_at(text: str, start: int, end: int, after_cue: bool) -> re.Match[str] | None:
    """The first money amount in ``text[start:end]`` (figures before words)."""
    best = MONEY_RE.search(text, start, end)
    w = _WORDS_MONEY_RE.search(text, start, end)
    if w is not None and _WORDS_MAGNITUDE_RE.search(w.group(0)) and (after_cue or _WORDS_CUR_RE.search(w.group(0))):
        if best is None or w.start() < best.start():
            best = w
    return best


_CJK_PERIODS = frozenset({"每月", "每年", "每周", "每天", "每日", "毎月", "毎年"})
_PERIOD_AFTER_RE = re.compile(r"[ \t]?(?:महीना|महीने|प्रति[ \t]माह|सालाना|प्रति[ \t]वर्ष)")


_PUBLIC_PAY_PREFIXES = ("markt", "market", "durchschnitt", "mindest", "tarif", "median", "einstieg", "branchen")
_PUBLIC_PAY_BEFORE_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:market|average|median|minimum|mean|industry|typical|national|statutory|"
    r"gemiddeld\w*|средн\w+|минимальн\w+|μέσ\w+|ελάχιστ\w+|średni\w*|przeciętn\w*|minimaln\w+|середн\w+|"
    r"мінімальн\w+|promedio|ortalama|asgari|औसत|न्यूनतम|متوسط|الحد[ \t]+الأدنى[ \t]+(?:من|لل)\w*)[ \t]+$|"
    # CJK and Hangul glue the statistic to the pay word (平均年収, 평균연봉, 最低工资)
    r"(?:平均|中位数?|中央値の?|最低|평균|최저|중위)[ \t]?$"
)
_PUBLIC_PAY_AFTER_RE = re.compile(
    r"(?i)[ \t]+(?:moyen\w*|médian\w*|minimum|medio|media|mediano|mínimo|minimo|medi[oa]|mínimo|"
    r"mediaan|minimum\w*|minimi|keskimäär\w*|benchmarks?|surveys?|percentiles?|statistics?|promedio|médi[oa]|"
    r"trung[ \t]+bình|tối[ \t]+thiểu|ממוצע|הממוצע|המינימלי|מינימום|الوسطي|المتوسط|średni\w*|przeciętn\w*|"
    r"minimaln\w+|середн\w+|средн\w+|мінімальн\w+|минимальн\w+)(?![^\W\d_])"
)


def public_pay(text: str, cs: int, ce: int) -> bool:
    """Whether the pay cue ``text[cs:ce]`` names a statistic (market, average, median,
    minimum pay), not someone's pay; a statistic whose object is a person (``median salary of
    Tomasz Wierzbicki``, ``Tomasz's average salary``: ``statistic_subject.py``) is that person's."""
    before = _PUBLIC_PAY_BEFORE_RE.search(text, max(0, cs - 24), cs)
    if not (text[cs:ce].casefold().startswith(_PUBLIC_PAY_PREFIXES) or before or _PUBLIC_PAY_AFTER_RE.match(text, ce)):
        return False
    # "Median salary of Tomasz Wierzbicki", "Tomasz's average salary": one person's figure
    if statistic_of_person(text, ce) or possessive_before(text, before.start() if before else cs):
        return False
    # "Salary survey 2024 result for Ingrid Solheim": the object a few words on (breaker13)
    stop = _CLAUSE_STOP_RE.search(text, ce, min(len(text), ce + 60))
    hi = stop.start() if stop is not None else min(len(text), ce + 60)
    return not any(statistic_of_person(text, ce + p.start()) for p in _OBJECT_PREP_RE.finditer(text[ce:hi]))


#: where a pay cue's clause ends: a line break, a colon, a sentence mark
_CLAUSE_STOP_RE = re.compile(r"[\n:：;!?]|\.(?:\s|$)")
#: blanks before a preposition that may open a statistic's object (``… result for Ingrid``)
_OBJECT_PREP_RE = re.compile(
    r"[ \t]+(?=(?:of|for|von|für|des|de|du|di|del|della|van|voor|av|för|til|dla|для|у|του|της|do|da)[ \t])"
)


def _figure_ok(value: str) -> bool:
    """A cue word has other senses ("offers 10,000 requests", "balanced 1,200 hosts"): the
    amount it marks must say it is money or a sum — a currency, a magnitude, words or Chinese
    numerals; a bare number, even with thousands separators, is not taken."""
    return re.search(r"[^\d\s.,'\u00a0\u202f\u066b\u066c\-]", value) is not None


class MoneyCueRecognizer(OurRecognizer):
    """Amounts a salary/debt/balance/contract cue marks (rules in the module docstring)."""

    ENTITIES = ("SALARY", "FINANCIAL_AMOUNT")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, score)``; a period word glued to the amount
        (``每月22,000元``, ``₹95,000 महीना``) is part of it (the corpus's labelling rule: what is
        attached to the number goes with it)."""
        for etype, a, b, score in self._find(text):
            if a >= 2 and text[a - 2 : a] in _CJK_PERIODS:
                a -= 2
            p = _PERIOD_AFTER_RE.match(text, b)
            if p is not None:
                b = p.end()
            yield etype, a, b, score

    def _find(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        if (
            not any(c.isdigit() for c in text)
            and not _WORDS_MAGNITUDE_RE.search(text)
            and not re.search(_CJK_NUM, text)
        ):
            return
        offers = _offer_spans(text)
        for etype, sets in CUES.items():
            spans = {span for cue_set in sets for span in cue_set.finditer(text)}
            if etype == "SALARY":
                spans |= offers
            for cs, ce in sorted(spans):
                if (cs, ce) in offers and not offer_is_pay(text, cs, ce):
                    continue  # "Special offer: €19.99", "Angebot Nr. 118 über 4.850 €": a sales offer
                # a cue right after an amount is that amount's ("€ 3.150 openstaan en … € 150
                # betalen"): the amount before it is the fact (_before), not the next one
                lo = max(0, cs - 40)
                lo = max(lo, text.rfind("\n", lo, cs) + 1, text.rfind(". ", lo, cs) + 2)
                just = _AMOUNT_JUST_BEFORE_RE.search(text, lo, cs)
                # "… kr 124 300 og studielån kr 89 000": after "and" the cue opens the next item
                if just is not None and not _CONJ_BEFORE_RE.search(text, just.start(), cs):
                    continue
                # a band or range is a job ad's (public), not a person's pay
                if _BAND_RE.match(text, cs, min(len(text), ce + 14)):
                    continue
                # a market, average or minimum pay is a statistic, not a person's
                # ("Marktgehalt laut Studie 5.200 €", "average salary", "salaire moyen", "Mindestlohn")
                if etype == "SALARY" and public_pay(text, cs, ce):
                    continue
                # "raise the price to $14", "Aumento listino: … costa 1.290 €": a raise of a price
                if etype == "SALARY" and _RAISE_CUE_RE.match(text, cs) and _raised_price(text, cs, ce):
                    continue
                yield from self._after(text, ce, etype, text[cs:ce])
        yield from self._before(text)
        yield from self._payslip(text)
        if "Amt" in text and "</" in text:
            yield from self._iso20022(text)

    def _iso20022(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """Amounts of ISO 20022 transactions whose purpose code or remittance text says pay or debt."""
        for tx in _ISO_TX_RE.finditer(text):
            body = tx.group("body")
            etype = None
            p = _ISO_PURPOSE_RE.search(body)
            if p is not None:
                etype = _ISO_PURPOSES.get(p.group("v"))
            if etype is None:
                for r in _ISO_TEXT_RE.finditer(body):
                    words = [w.group(0) for w in _WORD_RE.finditer(r.group("v"))]
                    etype = next(
                        (
                            t
                            for t, sets in CUES.items()
                            for c in sets
                            if any(c.word_is_cue(w) for w in words)
                            or (c.glued is not None and c.glued.search(r.group("v")))
                        ),
                        None,
                    )
                    if etype is not None:
                        break
            if etype is None:
                continue
            for a in _ISO_AMT_RE.finditer(body):
                s = tx.start("body") + a.start("v")
                yield etype, s, s + len(a.group("v")), 0.75

    def _payslip(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        """On a payslip every money figure is the employee's pay, a deduction or the net pay."""
        start = payslip_start(text)
        if start is None:
            return
        for v in _PAYSLIP_AMOUNT_RE.finditer(text, start):
            if not _UNIT_PRICE_RE.match(text, v.end()):
                yield "SALARY", v.start(), v.end(), 0.7

    def _after(self, text: str, pos: int, etype: str, cue: str = "") -> Iterator[tuple[str, int, int, float]]:
        end = min(len(text), pos + _WINDOW)
        nl = _LINE_END_RE.match(text, pos)
        if nl is not None:  # the cue ends its line (OCR, statements): the value opens the next
            pos = nl.end()
            end = min(len(text), pos + _WINDOW)
            lim = text.find("\n", pos, end)
            v = _amount_at(text, pos, lim if lim >= 0 else end, True)
            if v is None or v.start() != pos:
                return
        else:
            stop = _SENTENCE_END_RE.search(text, pos, end)
            if stop is not None:
                end = stop.start()
            v = _amount_at(text, pos, end, True)
            if etype == "SALARY" and _BONUS_RE.search(cue):
                # "годовым бонусом до 20 % от оклада", "年终奖四个月": a bonus target in percent
                # or in months of pay
                p = _PERCENT_RE.search(text, pos, end)
                if p is not None and v is None and not sentence_has_money(text, pos, end):
                    # "the standard bonus is 10 % of base for all engineers": a policy's share,
                    # not a person's package (``percentages.py``)
                    p = None
                if p is not None and is_promotion(text, p.end(), end):
                    p = None  # "your bonus: 10 % off the next order": a discount (``percentages.py``)
                p = p or _MONTHS_PAY_RE.search(text, pos, end)
                if p is not None and (v is None or p.start() < v.start()):
                    yield etype, p.start(), p.end(), 0.75
                    return
        last = pos
        first: str | None = None
        while v is not None and _figure_ok(v.group(0)) and not _UNIT_PRICE_RE.match(text, v.end()):
            if not _JOIN_RE.fullmatch(text, last, v.start()) and last != pos:
                break
            if _SQL_PLACEHOLDER_RE.match(text, v.start()):
                break  # "saldo) VALUES ($1, $2": bound parameters of a SQL statement, no dollars
            yield etype, v.start(), v.end(), 0.75
            first = first or v.group(0)
            last = v.end()
            if last - pos > 120:
                break
            lim = min(len(text), last + 40)
            stop = _SENTENCE_END_RE.search(text, last, lim)
            v = _amount_at(text, last, stop.start() if stop is not None else lim, True)
        if (
            first is None
            and v is not None
            and etype == "SALARY"
            and _THOUSANDS_RE.fullmatch(v.group(0))
            and _PERIOD_PHRASE_RE.match(text, v.end())
        ):
            # "lønnsøkning, nå 712 000 i året": a bare figure in thousands with its period is pay
            yield etype, v.start(), v.end(), 0.75
            for a, b in _follow_ups(text, v.end(), v.group(0)):
                yield etype, a, b, 0.75
        elif first is None and v is not None and _THOUSANDS_RE.fullmatch(v.group(0)):
            # "tjänar runt 52 000 … och vill upp till 56": a bare figure in thousands is pay
            # when a wanted figure of its scale follows it
            more = list(_follow_ups(text, v.end(), v.group(0)))
            if more:
                yield etype, v.start(), v.end(), 0.75
                for a, b in more:
                    yield etype, a, b, 0.75
        elif first is not None:
            for a, b in _follow_ups(text, last, first):
                yield etype, a, b, 0.75

    def _before(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for b in _BARE_GROSS_RE.finditer(text):
            # "ik krijg nu 3.650 bruto per maand": a bare figure with gross/net of a period is pay
            if not _price_line(text, b.start(1), b.end(1)):
                yield "SALARY", b.start(1), b.end(1), 0.75
        for v in MONEY_RE.finditer(text):
            if not _figure_ok(v.group(0)) or _UNIT_PRICE_RE.match(text, v.end()):
                continue
            gap = v.end()
            while gap < len(text) and text[gap] in " \t":
                gap += 1
            word = _GAP_WORD_RE.match(text, gap)
            if any(c.match_at(text, gap) or (word is not None and c.match_at(text, word.end())) for c in _DEBT_AFTER):
                yield "FINANCIAL_AMOUNT", v.start(), v.end(), 0.75
            elif _IN_ACCOUNT_RE.match(text, v.end()) and not _price_line(text, v.start(), v.end()):
                # "only £212.40 left in my account", "64 zł na koncie": a balance
                yield "FINANCIAL_AMOUNT", v.start(), v.end(), 0.75
            elif (
                (_GROSS_AFTER_RE.match(text, gap) or _BASE_PLUS_RE.match(text, gap))
                and _PAY_SIZED_RE.search(v.group(0))
                and not _price_line(text, v.start(), v.end())
            ):
                # "3.650 bruto per maand", "52 000 brutto im Monat", "640k base plus 15% bonus":
                # gross/net pay of a period, or a base with its extras, is pay
                yield "SALARY", v.start(), v.end(), 0.75
            elif _bonus_after(text, gap):
                # "más 3.000 € de bonus", "più 2.500 € di bonus", "€ 4.000 Prämie": a bonus
                # said after its amount is pay
                yield "SALARY", v.start(), v.end(), 0.75
