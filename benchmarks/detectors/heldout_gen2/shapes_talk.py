"""People talking: chat exports (WhatsApp, KakaoTalk, Zalo, Telegram, Slack, Teams), SMS,
voice-call transcripts with spoken numbers and spelled names, e-mail threads, personal notes and
1:1 notes where salaries, balances, debts, contract values and health facts are phrased in prose
without a field name, names inflected, abbreviated, glued to punctuation and emoji, in mixed
scripts."""

from __future__ import annotations

from collections.abc import Iterator

from . import names as N, tables as T, values as V
from .common import (
    ACCT,
    BAL,
    CARD,
    CVAL,
    DOB,
    EM,
    HEALTH,
    IBAN,
    MSG,
    NID,
    OWED,
    P,
    SAL,
    TAX,
    Ctx,
    D,
    Draft,
    shape,
)
from .core import g


@shape("chat-whatsapp")
def whatsapp(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # es: family group, iOS export format, sender without saved contact is a phone number
    a, b, mom = ctx.person("es", female=True), ctx.person("es"), ctx.person("es", female=True)
    nick = N.nickname(r, "es")
    unknown = V.phone(r, "ES", "intl")
    lines = [
        f"[{D('TIMESTAMP', '12/3/24, 21:14:05')}] {P(nick.native)} 🌻: Mamá tiene cita con el cardiólogo el jueves, le han visto una {HEALTH('arritmia')}",
        f"[{D('TIMESTAMP', '12/3/24, 21:15:40')}] {P(b.given)}: Vale, la llevo yo. {P(a.given)}, me debes todavía {OWED('45 €')} de la cena 😅",
        f"[{D('TIMESTAMP', '12/3/24, 21:16:02')}] {P(nick.native)} 🌻: Te lo paso por Bizum ahora, ¿sigue siendo el {g('PHONE_NUMBER', V.phone(r, 'ES', 'national'), 'phone:ES')}?",
        f"[{D('TIMESTAMP', '12/3/24, 21:18:31')}] {g('PHONE_NUMBER', unknown, 'phone:ES')}: Hola, soy {P(mom.given)}, la vecina de {P(N.nickname(r, 'es').native)}. El DNI de vuestra madre para la farmacia es {NID(V.es_dni(r), 'es.dni')}",
        f"[{D('TIMESTAMP', '12/3/24, 21:19:10')}] {P(b.given)}: Gracias {P(mom.given)}!! 🙏",
        f"[{D('TIMESTAMP', '12/3/24, 21:22:47')}] {P(nick.native)} 🌻: ‎imagen omitida",
    ]
    yield Draft("chat", "es", "\n".join(lines) + "\n")
    # pt (Brazil): Android export
    a, b = ctx.person("pt"), ctx.person("pt", female=True)
    nick = N.nickname(r, "pt")
    lines = [
        f"{D('TIMESTAMP', '03/06/2024 08:12')} - {P(a.given)} {P(a.family)}: bom dia! o salário caiu, {SAL(V.money(r.randint(3, 12) * 1000 + 850, 'br'))} 🙌",
        f"{D('TIMESTAMP', '03/06/2024 08:13')} - {P(nick.native)}: aeee. me manda o pix do aluguel? chave é meu CPF {TAX(V.br_cpf(r), 'br.cpf')}",
        f"{D('TIMESTAMP', '03/06/2024 08:15')} - {P(a.given)} {P(a.family)}: mandei. vc ainda tá indo na psiquiatra? como tá a {HEALTH('ansiedade')}?",
        f"{D('TIMESTAMP', '03/06/2024 08:20')} - {P(nick.native)}: melhorando, a Dra. {P(b.family)} trocou o remédio pra {HEALTH('sertralina 50 mg')}",
        f"{D('TIMESTAMP', '03/06/2024 08:21')} - {P(a.given)} {P(a.family)}: que bom ❤️ <Mídia oculta>",
    ]
    yield Draft("chat", "pt", "\n".join(lines) + "\n")
    # it: condominium group
    adm = ctx.person("it")
    ppl = [ctx.person("it") for _ in range(3)]
    lines = [
        f"{D('TIMESTAMP', '15/05/24, 19:02')} - Amministratore {P(adm.family)}: Buonasera a tutti. Ricordo che la sig.ra {P(ppl[0].family)} del 3° piano deve ancora {OWED('€ 320,00')} di spese condominiali.",
        f"{D('TIMESTAMP', '15/05/24, 19:05')} - {P(ppl[1].full)}: Scusate ma la {P(ppl[0].family)} è in ospedale per {HEALTH('un ictus')}, forse aspettiamo?",
        f"{D('TIMESTAMP', '15/05/24, 19:06')} - {P(ppl[2].given)}: d'accordo con {P(ppl[1].given)}. Il preventivo per l'ascensore è {D('PRICE', '€ 18.400')}, votiamo giovedì in sala {D('ROOM', 'Gateway')}?",
        f"{D('TIMESTAMP', '15/05/24, 19:09')} - Amministratore {P(adm.family)}: Ok. Per urgenze chiamatemi al {ctx.phone('IT', 'national')} oppure scrivete a {EM(adm.email(r, 'pec-condomini.it'))}",
    ]
    yield Draft("chat", "it", "\n".join(lines) + "\n")
    # uk: family chat with vocatives and datives
    a = ctx.person("uk", female=True, forms=lambda x: [N.uk_voc(x.given, True)])
    b = ctx.person("uk", female=True, forms=lambda x: [N.uk_dat(x.given, True, "given")])
    lines = [
        f"{D('TIMESTAMP', '[08.06.24 10:41]')} {P(a.given)}: Мам, я на роботі, зателефоную ввечері",
        f"{D('TIMESTAMP', '[08.06.24 10:43]')} Мама: {P(N.uk_voc(a.given, True))}, скинь номер картки, я переведу на ліки",
        f"{D('TIMESTAMP', '[08.06.24 10:44]')} {P(a.given)}: {CARD(V.card(r, 'visa'))} (моно)",
        f"{D('TIMESTAMP', '[08.06.24 10:47]')} Мама: Треба ще {P(N.uk_dat(b.given, True, 'given'))} записатись до ендокринолога, у неї {HEALTH('гіпотиреоз')}. Її телефон {ctx.phone('UA', 'national')}",
        f"{D('TIMESTAMP', '[08.06.24 10:49]')} {P(a.given)}: ок 👍 а борг за комуналку скільки? — {OWED(V.money(r.randint(2, 9) * 1000, 'uk'))}, заплачу в понеділок",
    ]
    yield Draft("chat", "uk", "\n".join(lines) + "\n")
    # vi: Zalo export style
    a, b = ctx.person("vi"), ctx.person("vi")
    lines = [
        f"{D('TIMESTAMP', '[15:02 20/06]')} {P(a.full)}: chị ơi em bị {HEALTH('sốt xuất huyết')} nên nghỉ 3 hôm ạ",
        f"{D('TIMESTAMP', '[15:05 20/06]')} {P(b.full)}: ok em nghỉ đi, lương tháng này {SAL('25 triệu')} chị vẫn chuyển đủ",
        f"{D('TIMESTAMP', '[15:06 20/06]')} {P(a.given)}: dạ em cảm ơn. STK Vietcombank của em {ACCT(V.digits(r, 13, True))}, chủ TK {P(N.ascii_fold(a.full).upper())}",
        f"{D('TIMESTAMP', '[15:08 20/06]')} {P(b.given)}: à em còn nợ chị {OWED('2 triệu')} tiền mua laptop nhé 😄 sđt mới của chị {ctx.phone('VN', 'national')}",
    ]
    yield Draft("chat", "vi", "\n".join(lines) + "\n")


@shape("chat-kakao-telegram-slack")
def other_chats(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # ko: KakaoTalk export with honorifics and particles glued to names
    a, b, c = ctx.person("ko"), ctx.person("ko"), ctx.person("ko")
    lines = [
        f"{D('TIMESTAMP', '2024년 6월 3일 오후 3:12')}, {P(a.full)} : {P(b.given)}님 내일 회의 {D('ROOM', 'Gateway')}룸에서 해요",
        f"{D('TIMESTAMP', '2024년 6월 3일 오후 3:14')}, {P(b.full)} : 네! 근데 {P(c.given)}씨는 {HEALTH('허리 디스크')} 때문에 이번 주 병가래요",
        f"{D('TIMESTAMP', '2024년 6월 3일 오후 3:15')}, {P(a.full)} : 아 그렇구나 ㅠㅠ {P(c.full)}에게 제가 연락해볼게요. 번호 {ctx.phone('KR', 'national')} 맞죠?",
        f"{D('TIMESTAMP', '2024년 6월 3일 오후 3:20')}, {P(b.full)} : 맞아요. 그리고 회식비 {OWED('35,000원')} 아직 안 보낸 사람 저한테 보내주세요 ({ACCT('3333-' + V.digits(r, 2) + '-' + V.digits(r, 7))} 카카오뱅크)",
    ]
    yield Draft("chat", "ko", "\n".join(lines) + "\n")
    # ru: Telegram export text with inflected names
    a = ctx.person(
        "ru",
        female=True,
        forms=lambda x: [N.ru_case(x.given, "gen", True, "given"), N.ru_case(x.family, "ins", True, "family")],
    )
    b = ctx.person("ru", female=False, forms=lambda x: [N.ru_case(x.given, "dat", False, "given")])
    lines = [
        f"{P(b.full)}, {D('TIMESTAMP', '[11.06.2024 18:03]')}",
        f"Передай {P(N.ru_case(a.given, 'dat', True, 'given'))}, что договор подписан, сумма {CVAL(V.money(r.randint(4, 30) * 100000, 'rub'))}",
        "",
        f"{P(a.full)}, {D('TIMESTAMP', '[11.06.2024 18:05]')}",
        f"Я и есть {P(a.given)} 😄 Созвонись лучше с {P(N.ru_case(b.given, 'ins', False, 'given') + ' ' + N.ru_case(b.family, 'ins', False, 'family'))}, у меня {HEALTH('ангина')}, голоса нет",
        "",
        f"{P(b.full)}, {D('TIMESTAMP', '[11.06.2024 18:07]')}",
        f"Поправляйся! У {P(N.ru_case(a.given, 'gen', True, 'given'))} новый номер? {ctx.phone('RU', 'national')} или {ctx.phone('RU', 'intl')}? Пиши в телегу @{MSG(a.login(r, 'first_last'))}",
    ]
    yield Draft("chat", "ru", "\n".join(lines) + "\n")
    # en: Slack export, names glued to punctuation and emoji, handles
    ppl = [ctx.person("en", forms=lambda x: [x.initials(dotted=False)]) for _ in range(4)]
    h = [p.login(r, "first") for p in ppl]
    lines = [
        f"{P(ppl[0].full)}  {D('TIMESTAMP', '9:41 AM')}",
        f"@{MSG(h[1])}: can you cover on-call tonight? {P(ppl[2].given)}🤕 is out — {HEALTH('kidney stones')}, poor thing",
        f"{P(ppl[1].full)}  {D('TIMESTAMP', '9:43 AM')}",
        f"sure!🙌 ping me on {ctx.phone('GB', 'national')} if PagerDuty acts up (thx {P(ppl[0].given)}!)",
        f"{P(ppl[3].full)}  {D('TIMESTAMP', '9:50 AM')}",
        f"FYI the {D('TECH_TERM', 'Gateway')} deploy is blocked on {D('PR_NUMBER', '#' + str(r.randint(1000, 9999)))} —{P(ppl[3].given)}",
        f"also: {P(ppl[2].given.upper())}'S LEAVING DRINKS 🍻 moved to Friday, venue TBD by @{MSG(h[0])}",
        f"{P(ppl[0].full)}  {D('TIMESTAMP', '10:02 AM')}",
        f"(cc {P(ppl[2].initials(dotted=False))}) — expense claim for the {D('CITY', 'Berlin')} offsite is {D('AMOUNT', '£412.80')}, approved",
    ]
    yield Draft("chat", "en", "\n".join(lines) + "\n")
    # de: Teams chat, formal address, titles
    a = ctx.person("de", female=True)
    b = ctx.person("de", female=False)
    c = ctx.person("de", female=True, forms=lambda x: [N.de_gen(x.given)])
    lines = [
        f"[{D('TIMESTAMP', '10.06. 14:03')}] {P(b.family)}, {P(b.given)}: Frau Dr. {P(a.family)}, haben Sie die Gehaltsübersicht gesehen?",
        f"[{D('TIMESTAMP', '10.06. 14:05')}] {P(a.family)}, {P(a.given)}: Ja. Herr {P(b.family)}, Ihr neues Grundgehalt liegt bei {SAL('5.850 €')} brutto, die Zielprämie bei {SAL('9.000 €')}.",
        f"[{D('TIMESTAMP', '10.06. 14:06')}] {P(b.family)}, {P(b.given)}: Danke! Und {P(N.de_gen(c.given))} Vertrag? Die Verlängerung über {CVAL('120.000 €')} liegt noch bei mir.",
        f"[{D('TIMESTAMP', '10.06. 14:09')}] {P(a.family)}, {P(a.given)}: Geht raus, sobald sie aus der {HEALTH('Reha nach der Knie-OP')} zurück ist.",
    ]
    yield Draft("chat", "de", "\n".join(lines) + "\n")


@shape("chat-mixed-script")
def mixed_script(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # zh with Latin names of foreign colleagues glued to Han text
    de, no = ctx.person("de", female=False), ctx.person("no", female=False)
    zh = ctx.person("zh")
    lines = [
        f"{P(zh.full)} {D('TIMESTAMP', '10:32')}",
        f"明天下午和{P(de.full)}开会，他的手机是{ctx.phone('DE', 'intl')}，邮箱{EM(de.email(r, 'kesselwerk-gmbh.de', 'f.l'))}。",
        f"{P(no.given)}说合同金额改成{CVAL('¥1,200,000')}了，让{P(zh.given)}确认一下。",
        f"另外{P(no.full)}的身份证？不对，他是挪威人，护照号{g('PASSPORT_NUMBER', V.rand(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2) + V.digits(r, 7))}。",
        f"我的身份证号{g('CN_RESIDENT_ID', V.cn_ric(r, V.birth(r), zh.female), 'cn.ric')}，报销用。",
    ]
    yield Draft("chat", "zh", "\n".join(lines) + "\n")
    # ja with Latin and katakana context
    fr, ja = ctx.person("fr"), ctx.person("ja")
    lines = [
        f"{P(ja.family)}：{P(fr.full)}さんの来日日程、{D('FLIGHT_NUMBER', 'AF276')}で{D('DATE', '7月14日')}着です。",
        f"{P(ja.family)}：ホテル予約は{P(fr.family.upper())}名義、電話は{ctx.phone('FR', 'intl')}。",
        f"{P(ctx.person('ja').family)}：了解です。{P(fr.given)}さん、{HEALTH('ナッツアレルギー')}があるので会食の店に伝えます。",
        f"{P(ja.family)}：よろしくお願いします。精算は私の口座（{ACCT(V.digits(r, 7))}）へ。",
    ]
    yield Draft("chat", "ja", "\n".join(lines) + "\n")
    # he with Latin names (bidi)
    en, he = ctx.person("en"), ctx.person("he")
    lines = [
        f"{P(he.full)}: היי, {P(en.full)} מגיע מחר מלונדון. הטלפון שלו {ctx.phone('GB', 'intl')}",
        f"{P(he.full)}: המשכורת המוצעת לו {SAL('₪38,000')} ברוטו, אל תספרו ל{P(N.nickname(r, 'he').native)} 😉",
        f"{P(ctx.person('he').full)}: סבבה. ל-{P(en.given)} יש {HEALTH('סוכרת סוג 1')}, כדאי לדעת לארוחת הצהריים",
    ]
    yield Draft("chat", "he", "\n".join(lines) + "\n")
    # ar with Latin
    en, ar = ctx.person("en"), ctx.person("ar")
    lines = [
        f"{P(ar.full)}: وصل {P(en.full)} إلى الرياض، رقمه {ctx.phone('GB', 'intl')} وإيميله {EM(en.email(r, 'outlook.com'))}",
        f"{P(ar.full)}: الراتب المتفق عليه {SAL(V.money(r.randint(25, 60) * 1000, 'sar_ar'))} شهرياً",
        f"{P(ctx.person('ar').full)}: تمام. وأخبرني {P(en.given)} أن لديه {HEALTH('ربو')}، سأحجز له فندقاً قريباً من المستشفى",
    ]
    yield Draft("chat", "ar", "\n".join(lines) + "\n")
    # el: e-mail-ish chat with vocatives and genitives
    a = ctx.person("el", female=False, forms=lambda x: [N.el_voc(x.given)])
    b = ctx.person("el", female=True)
    c = ctx.person("el", female=True, forms=lambda x: [N.el_gen(x.given)])
    lines = [
        f"{P(b.full)}: {P(N.el_voc(a.given))}, το συμβόλαιο της {P(N.el_gen(c.given))} υπογράφτηκε στα {CVAL('45.000 €')}.",
        f"{P(a.full)}: Τέλεια! Στείλε μου το ΑΦΜ της για το τιμολόγιο.",
        f"{P(b.full)}: {TAX(V.gr_vat(r), 'gr.vat')}, ΑΜΚΑ {NID(V.gr_amka(r, V.birth(r)), 'gr.amka')}. Α, και χρωστάει ακόμα {OWED('1.200 €')} στη ΔΕΗ, μην το ξεχάσεις.",
        f"{P(a.full)}: Εντάξει. Πες της περαστικά για τη {HEALTH('σκωληκοειδίτιδα')} 🙏",
    ]
    yield Draft("chat", "el", "\n".join(lines) + "\n")


@shape("transcript-voice")
def transcripts(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    conf = {
        "en": ("US", "en", [3, 3, 4], "Agent", "Caller"),
        "es": ("ES", "es", [3, 2, 2, 2], "Agente", "Cliente"),
        "de": ("DE", "de", [4, 3, 4], "Mitarbeiterin", "Anrufer"),
        "it": ("IT", "it", [3, 3, 4], "Operatore", "Cliente"),
        "pt": ("BR", "pt", [2, 5, 4], "Atendente", "Cliente"),
    }
    for lang, (cc, sl, groups, agent, caller) in conf.items():
        p = ctx.person(lang)
        born = V.birth(r)
        num = V.phone(r, cc, "national")
        if sum(groups) != len([c for c in num if c.isdigit()]):
            digits = [c for c in num if c.isdigit()]
            groups = [3, 3, len(digits) - 6]
        spoken_phone = g("PHONE_NUMBER", V.spoken(r, num, sl, groups), f"phone:{cc}")
        spelled = "-".join(p.family.upper())
        t = lambda s: D("DURATION", s)  # noqa: E731 - a one-line local helper reads best inline
        if lang == "en":
            card = V.card(r, "visa", sep="")
            text = (
                f"[{t('00:00:04')}] {agent}: Thanks for calling Pinecrest Mobile, you're speaking with {P(ctx.person('en').given)}. Can I take your name?\n"
                f"[{t('00:00:09')}] {caller}: Yeah, it's {P(p.full)}. Surname's {P(spelled)}.\n"
                f"[{t('00:00:16')}] {agent}: Thank you. And the best number to reach you?\n"
                f"[{t('00:00:19')}] {caller}: {spoken_phone}.\n"
                f"[{t('00:00:27')}] {agent}: And for security, your date of birth?\n"
                f"[{t('00:00:30')}] {caller}: {DOB(f'the {born.day}{suffix(born.day)} of {V.MONTHS["en"][born.month - 1]}, {year_words(born.year)}')}.\n"
                f"[{t('00:00:41')}] {caller}: I want to pay the overdue balance, it's {OWED('two hundred and eighteen dollars')}, on the card ending… actually the whole number is "
                f"{g('CREDIT_CARD', V.spoken(r, card, 'en', [4, 4, 4, 4]), 'luhn')}.\n"
                f"[{t('00:01:02')}] {agent}: Got it. I'll note you were in hospital with {HEALTH('pneumonia')} so we waive the late fee.\n"
            )
        elif lang == "es":
            text = (
                f"[{t('00:00:03')}] {agent}: Buenos días, le atiende {P(ctx.person('es').given)}. ¿Me dice su nombre completo?\n"
                f"[{t('00:00:07')}] {caller}: Sí, {P(p.full)}.\n"
                f"[{t('00:00:12')}] {agent}: ¿Y un teléfono de contacto?\n"
                f"[{t('00:00:14')}] {caller}: El {spoken_phone}.\n"
                f"[{t('00:00:25')}] {caller}: Llamo porque tengo la nómina de {SAL('mil ochocientos euros')} y no me llega para la cuota, debo ya {OWED('tres mensualidades')}.\n"
                f"[{t('00:00:39')}] {agent}: Entiendo. ¿Su DNI, por favor?\n"
                f"[{t('00:00:41')}] {caller}: {NID(V.es_dni(r), 'es.dni')}.\n"
            )
        elif lang == "de":
            caller = "Anruferin" if p.female else "Anrufer"
            title = "Frau" if p.female else "Herr"
            text = (
                f"[{t('00:00:02')}] {agent}: Praxis Dr. {P(ctx.person('de').family)}, Sie sprechen mit {P(ctx.person('de', female=True).given)}.\n"
                f"[{t('00:00:06')}] {caller}: Ja, hallo, {P(p.family)} hier, {P(p.full)}. Ich bräuchte einen Termin wegen meiner {HEALTH('Migräne')}.\n"
                f"[{t('00:00:15')}] {agent}: Ihr Geburtsdatum, bitte?\n"
                f"[{t('00:00:17')}] {caller}: {DOB(f'{born.day}. {V.MONTHS["de"][born.month - 1]} {born.year}')}.\n"
                f"[{t('00:00:22')}] {agent}: Und eine Rückrufnummer?\n"
                f"[{t('00:00:24')}] {caller}: {spoken_phone}.\n"
                f"[{t('00:00:35')}] {agent}: Danke, {title} {P(p.family)}, wir rufen zurück.\n"
            )
        elif lang == "it":
            text = (
                f"[{t('00:00:05')}] {agent}: Banca Adriatica, buongiorno. Con chi parlo?\n"
                f"[{t('00:00:08')}] {caller}: Sono {P(p.full)}, il conto è intestato a me e a {'mio marito' if p.female else 'mia moglie'} {P(ctx.person('it', female=not p.female).given)}.\n"
                f"[{t('00:00:17')}] {agent}: Perfetto. Il saldo disponibile oggi è di {BAL('duemilatrecento euro')} circa.\n"
                f"[{t('00:00:24')}] {caller}: Mi richiami al {spoken_phone}, grazie.\n"
                f"[{t('00:00:33')}] {caller}: Il mio codice fiscale è {TAX(V.it_cf(p.given, p.family, born, p.female, r), 'it.codicefiscale')}.\n"
            )
        else:
            text = (
                f"[{t('00:00:03')}] {agent}: Central de atendimento, meu nome é {P(ctx.person('pt').given)}. Pode confirmar seu nome?\n"
                f"[{t('00:00:07')}] {caller}: {P(p.full)}.\n"
                f"[{t('00:00:11')}] {agent}: E o CPF?\n"
                f"[{t('00:00:13')}] {caller}: {TAX(V.br_cpf(r), 'br.cpf')}.\n"
                f"[{t('00:00:20')}] {caller}: O telefone é {spoken_phone}. Meu salário é {SAL('três mil e duzentos')}, dá pra parcelar a dívida de {OWED('dois mil reais')}?\n"
            )
        yield Draft("transcript", lang, text)


def suffix(n: int) -> str:
    return "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def year_words(y: int) -> str:
    tens = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
    ty = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
    ones = "_ one two three four five six seven eight nine".split()

    def two(n: int) -> str:
        if n < 10:
            return "oh " + ones[n] if n else "hundred"
        if n < 20:
            return tens[n - 10]
        return ty[n // 10] + ("-" + ones[n % 10] if n % 10 else "")

    if y >= 2000:
        return "two thousand" + (" and " + two(y - 2000) if y > 2000 else "")
    return two(y // 100) + " " + two(y % 100)


@shape("email-threads")
def emails(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # nl: out-of-office with delegate and a quoted request
    a, b, c = ctx.person("nl", female=True), ctx.person("nl"), ctx.person("nl")
    text = (
        f"From: {P(a.full)} <{EM(a.email(r, 'waterschap-rijnland.nl', 'f.l'))}>\nTo: {P(b.full)} <{EM(b.email(r, 'kpnmail.nl'))}>\n"
        f"Date: {D('TIMESTAMP', 'Mon, 17 Jun 2024 08:01:12 +0200')}\nSubject: Automatisch antwoord: Betalingsregeling\n\n"
        f"Ik ben afwezig tot en met {D('DATE', '5 juli')} wegens {HEALTH('zwangerschapsverlof')}. Voor dringende zaken kunt u terecht bij mijn collega "
        f"{P(c.full)} ({ctx.phone('NL', 'dashes')}).\n\n> Op 16 jun 2024 schreef {P(b.full)}:\n> Ik heb nog {OWED('€ 3.150')} openstaan en kan maandelijks "
        f"{D('AMOUNT', '€ 150')} betalen.\n> Mijn BSN is {NID(V.nl_bsn(r), 'nl.bsn')}.\n> Met vriendelijke groet,\n> {P(b.given)}\n"
    )
    yield Draft("email", "nl", text)
    # el: formal thread with vocatives
    a = ctx.person("el", female=False, forms=lambda x: [N.el_voc(x.given), N.el_voc(x.family)])
    b = ctx.person("el", female=True)
    text = (
        f"Από: {P(b.full)} <{EM(b.email(r, 'otenet.gr'))}>\nΠρος: {P(a.full)} <{EM(a.email(r, 'yahoo.gr'))}>\n"
        f"Θέμα: Re: Μισθοδοσία Ιουνίου\n\nΑγαπητέ κύριε {P(N.el_voc(a.family))},\n\n"
        f"σας επισυνάπτω τη βεβαίωση αποδοχών. Ο καθαρός μισθός σας είναι {SAL('1.740,00 €')} και η παρακράτηση φόρου {SAL('212,30 €')}.\n"
        f"Ο λογαριασμός πληρωμής είναι ο {IBAN(V.iban(r, 'GR'))}.\n\nΜε εκτίμηση,\n{P(b.full)}\nΤμήμα Μισθοδοσίας · {ctx.phone('GR', 'national', 'fixed')}\n\n"
        f"> {P(N.el_voc(a.given))}, καλημέρα — ο Λογιστής\n"
    )
    yield Draft("email", "el", text)
    # en: mailing-list digest
    ppl = [ctx.person(x) for x in ("en", "fr", "sv", "pl")]
    parts = [
        f"Today's Topics:\n\n   1. Re: [{D('TECH_TERM', 'Node')}] flaky test on CI ({P(ppl[0].full)})\n   2. Meetup in {D('CITY', 'Leeds')} ({P(ppl[1].full)})\n"
    ]
    parts.append(
        f"\n------------------------------\n\nMessage: 1\nFrom: {P(ppl[0].full)} <{EM(ppl[0].email(r, 'fastmail.com'))}>\n"
        f"Date: {D('TIMESTAMP', 'Tue, 18 Jun 2024 21:40:03 +0100')}\n\nI can reproduce it on {D('VERSION', 'v20.14.0')}; see {D('PR_NUMBER', '#' + str(r.randint(4000, 9000)))}.\n-- \n{P(ppl[0].given)}\n"
    )
    parts.append(
        f"\n------------------------------\n\nMessage: 2\nFrom: {P(ppl[1].latin)} <{EM(ppl[1].email(r, 'orange.fr'))}>\n\n"
        f"Count me in. {P(ppl[2].given)} and {P(ppl[3].latin)} are coming too; I'll bring {P(ppl[2].given)}'s projector.\n"
        f"My mobile while travelling: {ctx.phone('FR', 'intl')}\n"
    )
    yield Draft(
        "email",
        "en",
        "Send Node-dev mailing list submissions to\n\tnode-dev@lists.example-oss.org\n\n" + "".join(parts),
    )
    # ru: HR e-mail with inflected names
    a = ctx.person(
        "ru",
        female=True,
        forms=lambda x: [N.ru_case(x.given, "dat", True, "given"), N.ru_case(x.family, "dat", True, "family")],
    )
    b = ctx.person("ru", female=False)
    text = (
        f"От: {P(b.formal)} <{EM(b.email(r, 'mail.ru'))}>\nКому: {EM(a.email(r, 'yandex.ru'))}\nТема: Оффер\n\n"
        f"Уважаемая {P(a.given + (' ' + a.middle if a.middle else ''))}!\n\n"
        f"Рады предложить Вам должность ведущего аналитика с окладом {SAL('240 000 ₽')} до вычета НДФЛ и годовым бонусом до {SAL('20 %')} "
        f"от оклада. Прошу передать копию паспорта {P(N.ru_case(a.given, 'dat', True, 'given') + ' ' + N.ru_case(a.family, 'dat', True, 'family'))} из отдела кадров до {D('DATE', '20.06.2024')}.\n\n"
        f"С уважением,\n{P(b.given + ' ' + b.family)}\n{ctx.phone('RU', 'national')}\n"
    )
    yield Draft("email", "ru", text)


@shape("notes-prose")
def notes(ctx: Ctx) -> Iterator[Draft]:
    """Personal and 1:1 notes: field values with no field name, phrased in many ways."""
    texts = []
    p = ctx.person(
        "pl",
        forms=lambda x: [N.pl_case(x.given, "dat", x.female, "given"), N.pl_case(x.given, "gen", x.female, "given")],
    )
    q = ctx.person("pl", female=False)
    texts.append(
        (
            "pl",
            f"""## Notatki — czerwiec

- {P(q.given)} wciąż wisi mi {OWED("1 700 zł")}, obiecał oddać po wypłacie.
- Moja pensja od lipca: {SAL("9 400 zł")} na rękę (było {SAL("8 100")}).
- Na koncie oszczędnościowym zostało {BAL("12 380,55 zł")} — wakacje w {D("CITY", "Chorwacji")} odpadają.
- Zadzwonić do {P(N.pl_case(p.given, "gen", p.female, "given"))} w sprawie {HEALTH("rehabilitacji po złamaniu biodra")} jej mamy: {ctx.phone("PL", "national")}
- Przelać {P(N.pl_case(p.given, "dat", p.female, "given"))} {D("AMOUNT", "200 zł")} za bilety.
""",
        )
    )
    p = ctx.person("tr")
    texts.append(
        (
            "tr",
            f"""# Kişisel notlar

Maaşım nihayet {SAL("85.000 TL")}'ye{""} çıktı ama kira {CVAL("32.000 TL")} oldu.
{P(p.given)}'a olan borcum: {OWED("14.500 TL")} (Ağustos sonuna kadar).
Kardiyoloğa gittim: {HEALTH("hafif mitral kapak yetmezliği")}, 6 ayda bir kontrol.
Kredi kartı ekstresi {D("DATE", "15 Temmuz")}'da, limit {D("AMOUNT", "60.000 TL")}.
""",
        )
    )
    p = ctx.person("fi", forms=lambda x: [N.fi_case(x.given, "all")] if N.fi_inflectable(x.given) else [x.given])
    texts.append(
        (
            "fi",
            f"""Muistiinpanoja

Palkkani on nyt {SAL("4 250 euroa")} kuussa{""}, ja tilillä on enää {BAL("312 €")} ennen tilipäivää.
Lääkäri soitti: {HEALTH("kilpirauhasen vajaatoiminta")}, tyroksiini aloitetaan.
Lainasin mökkireissulla {OWED("80 €")} {P(N.fi_case(p.given, "all") if N.fi_inflectable(p.given) else p.given)}, ei ole vielä maksanut takaisin.
Asuntolainaa jäljellä {OWED("143 000 €")}.
""",
        )
    )
    p = ctx.person("it")
    texts.append(
        (
            "it",
            f"""### 1:1 con {P(p.given)} — {D("DATE", "12/06")}

- Chiede un aumento: oggi prende {SAL("38k")} lordi{""}, ne vorrebbe {SAL("45")}.
- Rientrato da {D("DURATION", "due settimane")} di malattia ({HEALTH("ernia inguinale")}, operato).
- Obiettivo Q3: migrazione {D("TECH_TERM", "Kubernetes")} completata; budget {D("AMOUNT", "€ 12.000")}.
- Ha chiesto di non condividere il suo cellulare ({ctx.phone("IT", "national")}) fuori dal team.
""",
        )
    )
    p = ctx.person("en", forms=lambda x: [x.initials()])
    texts.append(
        (
            "en",
            f"""Things to sort out this month

Rent went up to {CVAL("£1,450")}/month{""} from August. Still owe {P(p.given)} about {OWED("three hundred quid")} for the festival tickets.
Current account's down to {BAL("£212.06")}, savings pot {BAL("£4.8k")}.
GP says it's {HEALTH("coeliac disease")}, referral to a dietitian. {P(p.initials())} said their sister has it too.
Salary review: offered {SAL("£61k")}, asking for {SAL("65")}.
""",
        )
    )
    p = ctx.person("hi")
    texts.append(
        (
            "hi",
            f"""निजी नोट्स

मेरी तनख्वाह अब {SAL("65 हज़ार")} महीना{""} है, पर {P(p.given)} भैया को अभी भी {OWED("₹18,000")} लौटाने हैं।
पापा की {HEALTH("बाईपास सर्जरी")} के लिए बैंक में {BAL("₹2,40,500")} बचे हैं।
मकान का किराया {CVAL("₹22,000")} प्रति माह, अनुबंध {D("DATE", "मार्च 2025")} तक।
""",
        )
    )
    p = ctx.person("ja")
    texts.append(
        (
            "ja",
            f"""メモ

- 年収は{SAL("620万円")}、ボーナスは{""}夏冬で計{SAL("120万")}。
- {P(p.family)}さんに{OWED("3万円")}返すのを忘れない。
- 健診で{HEALTH("脂肪肝")}と言われた。再検査は{D("DATE", "8月2日")}。
- 口座残高 {BAL("¥184,220")}（{D("DATE", "6/25")}時点）
""",
        )
    )
    p = ctx.person("zh")
    texts.append(
        (
            "zh",
            f"""备忘

{P(p.given)}说新工作月薪{SAL("两万五")}，年终奖{SAL("四个月")}。
我还欠{P(p.full)}{OWED("八千块")}，下个月还。
妈妈的{HEALTH("二型糖尿病")}复查约在{D("DATE", "7月3日")}，医保卡余额{BAL("¥3,412.50")}。
房租每月{CVAL("¥6,800")}，合同到{D("DATE", "2025年3月")}。
""",
        )
    )
    p = ctx.person("ko")
    texts.append(
        (
            "ko",
            f"""메모

- 올해 연봉 {SAL("5,400만 원")}으로 협상 완료 (작년 {SAL("4,800만")}).
- {P(p.full)}한테 빌린 돈 {OWED("150만 원")} 이번 달에 갚기.
- 전세 보증금 {CVAL("2억 3천만 원")}, 만기 {D("DATE", "2025년 2월")}.
- {HEALTH("역류성 식도염")} 약 처방 받음.
""",
        )
    )
    p = ctx.person("vi")
    texts.append(
        (
            "vi",
            f"""Ghi chú

Lương tháng này {SAL("25 triệu")}, thưởng quý {SAL("8 triệu")}.
Còn nợ {P(p.given)} {OWED("12 triệu")} tiền đặt cọc nhà.
Tài khoản tiết kiệm còn {BAL("143.600.000 ₫")}.
Bác sĩ nói bị {HEALTH("viêm dạ dày")}, kiêng cà phê.
""",
        )
    )
    p = ctx.person("nl")
    texts.append(
        (
            "nl",
            f"""Aantekeningen

{P(p.given)} verdient {SAL("€4.200")} bruto per maand{""} en heeft nog {OWED("€ 3.150")} aan studieschuld openstaan.
Spaarrekening: {BAL("€ 18.940,12")}. Huur {CVAL("€ 1.375")} per maand.
Huisarts: {HEALTH("burn-outklachten")}, twee weken rust.
""",
        )
    )
    p = ctx.person("no")
    texts.append(
        (
            "no",
            f"""Notater

Saldoen på sparekontoen er nå {BAL("214 300 kr")}. Lønna mi er {SAL("kr 58 400")} i måneden etter lønnsoppgjøret.
{P(N.nordic_gen(p.given))} lån hos meg: {OWED("kr 7 500")} igjen.
Fastlegen mener det er {HEALTH("bihulebetennelse")}.
Husleia er {CVAL("kr 14 900")} i måneden fra {D("DATE", "1. august")}.
""",
        )
    )
    p = ctx.person("sv")
    texts.append(
        (
            "sv",
            f"""Anteckningar efter lönesamtalet

{P(p.given)} tjänar runt {SAL("52 000")} i månaden{""} och vill upp till {SAL("56")}.
Hon har varit sjukskriven för {HEALTH("utmattningssyndrom")} i våras.
Konsultavtalet med {D("COMPANY", "Nodeform AB")} är värt {CVAL("1,2 miljoner kronor")}.
""",
        )
    )
    p = ctx.person("fr")
    texts.append(
        (
            "fr",
            f"""Notes perso

{P(p.given)} touche {SAL("3 200 €")} net{""} depuis sa promotion. Elle me doit encore {OWED("450 €")} pour le loyer de mai.
Mon livret A : {BAL("7 830,40 €")}.
Le médecin parle d'{HEALTH("une sciatique")}; arrêt de {D("DURATION", "dix jours")}.
Le contrat de freelance de {P(ctx.person("fr").full)} : {CVAL("18 000 € HT")} sur six mois.
""",
        )
    )
    p = ctx.person("es")
    texts.append(
        (
            "es",
            f"""Apuntes

Nos quedan {OWED("6.000 euros")} de hipoteca{""} y el contrato de reforma con {P(p.full)} es de {CVAL("14.500 €")}.
Mi sueldo: {SAL("2.350 €")} netos{""}. En la cuenta hay {BAL("1.204,33 €")}.
{P(p.given)} tiene {HEALTH("apnea del sueño")} y duerme con CPAP.
""",
        )
    )
    p = ctx.person("pt")
    texts.append(
        (
            "pt",
            f"""Notas

O contrato de consultoria com {P(p.full)} é de {CVAL("48 mil reais")}, pagos em 6 parcelas.
Saldo da poupança: {BAL("R$ 9.870,15")}.
{P(p.given)} ainda deve {OWED("R$ 1.300")} do carro.
Meu salário líquido este mês: {SAL("R$ 6.420,00")}. A médica confirmou {HEALTH("hérnia de disco")}.
""",
        )
    )
    p = ctx.person("da")
    texts.append(
        (
            "da",
            f"""Noter

Lejen er {CVAL("9.800 kr.")} om måneden{""}, depositum {CVAL("29.400 kr.")}.
{P(p.given)} skylder stadig {OWED("2.000 kr.")} for sommerhuset.
Lægen: {HEALTH("hjernerystelse")}, ingen skærm i en uge.
Min løn efter forhandlingen: {SAL("43.500 kr.")} før skat. Opsparing: {BAL("61.200 kr.")}.
""",
        )
    )
    p = ctx.person("ru")
    texts.append(
        (
            "ru",
            f"""Заметки

Зарплата — {SAL("180 тыс.")} на руки. На карте осталось {BAL("23 450 ₽")}.
{P(p.given)} должен мне {OWED("15 тысяч")} с марта.
У мамы {HEALTH("гипертония")}, давление мерить утром и вечером.
""",
        )
    )
    p = ctx.person("uk", female=True)
    texts.append(
        (
            "uk",
            f"""Нотатки

Борг за комуналку — {OWED("4 300 грн")}. Зарплата {SAL("38 тис. грн")}.
{P(p.full)} позичила {OWED("5 000 грн")}, поверне в липні.
Лікарка сказала: {HEALTH("залізодефіцитна анемія")}.
""",
        )
    )
    p = ctx.person("de")
    texts.append(
        (
            "de",
            f"""Notizen

{P(p.given)} verdient knapp {SAL("5k netto")}, will aber wechseln.
Kontostand Girokonto: {BAL("1.842,17 €")}. Der Kredit fürs Auto: noch {OWED("8.300 €")} offen.
Diagnose beim Orthopäden: {HEALTH("Tennisarm")}, Physio ab nächster Woche.
""",
        )
    )
    p = ctx.person("ar")
    texts.append(
        (
            "ar",
            f"""ملاحظات

راتب {P(p.given)} {SAL(V.money(12000, "sar_ar"))}، وما زال عليه دين {OWED("٣٬٥٠٠ ريال")}.
رصيد حساب التوفير {BAL("٤٨٬٢٠٠ ريال")}.
الطبيب قال إنه {HEALTH("التهاب الكبد الوبائي ب")}.
""",
        )
    )
    for lang, text in texts:
        yield Draft("markdown", lang, text)


@shape("notes-tables")
def notes_tables(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    rows = []
    for _ in range(4):
        p = ctx.person("en")
        rows.append(
            [
                P(p.full),
                SAL(V.money(r.randint(60, 140) * 1000, "en_usd0")),
                SAL(V.money(r.randint(60, 150) * 1000, "en_usd0")),
                r.choice(["retention risk", "promo case", HEALTH("on medical leave (long COVID)"), "meets"]),
            ]
        )
    text = (
        "# Comp calibration — Platform org (CONFIDENTIAL)\n\n"
        + T.markdown(["Name", "Current base", "Proposed base", "Notes"], rows)
        + f"\n\nBudget envelope: {D('AMOUNT', '$310,000')}, approved by VP on {D('DATE', '2024-06-04')}. Band for L5 per public ladder: {D('AMOUNT', '$140k–$185k')}.\n"
    )
    yield Draft("md_table", "en", text)
    rows = []
    for _ in range(4):
        p = ctx.person("ja")
        rows.append(
            [
                P(p.full),
                SAL(V.money(r.randint(450, 900) * 10000, "jpy")),
                r.choice(
                    [
                        "継続",
                        HEALTH("産休中") if p.female else HEALTH("腰痛で休職"),
                        "昇格候補",
                        HEALTH("適応障害で休職"),
                    ]
                ),
            ]
        )
    yield Draft(
        "md_table", "ja", "## 2024年度 評価メモ（社外秘）\n\n" + T.markdown(["氏名", "年収", "備考"], rows) + "\n"
    )
