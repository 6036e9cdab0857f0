"""E-mail threads in every corpus language: headers with display names, quoted replies, signatures."""

from __future__ import annotations

from ctx import Ctx, fmt_money
from markup import D, S
from people import Person

SCENARIOS: dict[str, tuple[str, object]] = {}


def scenario(fmt: str):
    def deco(fn):
        SCENARIOS[fn.__name__] = (fmt, fn)
        return fn

    return deco


HDR = {  # From, To, Cc, Date, Subject
    "en": ("From", "To", "Cc", "Date", "Subject"),
    "de": ("Von", "An", "Cc", "Datum", "Betreff"),
    "fr": ("De", "À", "Cc", "Date", "Objet"),
    "nl": ("Van", "Aan", "CC", "Datum", "Onderwerp"),
    "no": ("Fra", "Til", "Kopi", "Dato", "Emne"),
    "ru": ("От", "Кому", "Копия", "Дата", "Тема"),
    "el": ("Από", "Προς", "Κοιν.", "Ημερομηνία", "Θέμα"),
    "ar": ("من", "إلى", "نسخة", "التاريخ", "الموضوع"),
    "zh": ("发件人", "收件人", "抄送", "日期", "主题"),
    "ja": ("差出人", "宛先", "CC", "日付", "件名"),
}
DATE = {
    "en": "Mon, 3 Nov 2025 09:14",
    "de": "Mo., 3. Nov. 2025 09:14",
    "fr": "lun. 3 nov. 2025 09:14",
    "nl": "ma 3 nov. 2025 09:14",
    "no": "man. 3. nov. 2025 09:14",
    "ru": "пн, 3 нояб. 2025 09:14",
    "el": "Δευ, 3 Νοε 2025 09:14",
    "ar": "الاثنين، 3 نوفمبر 2025 9:14 ص",
    "zh": "2025年11月3日 周一 09:14",
    "ja": "2025年11月3日(月) 9:14",
}


def wrote(L: str, who: str, mail: str) -> str:
    """The quote header a mail client writes above a reply, per language."""
    return {
        "en": f"On Fri, 31 Oct 2025 at 16:02, {who} <{mail}> wrote:",
        "de": f"Am Fr., 31. Okt. 2025 um 16:02 Uhr schrieb {who} <{mail}>:",
        "fr": f"Le ven. 31 oct. 2025 à 16:02, {who} <{mail}> a écrit :",
        "nl": f"Op vr 31 okt 2025 om 16:02 schreef {who} <{mail}>:",
        "no": f"fre. 31. okt. 2025 kl. 16:02 skrev {who} <{mail}>:",
        "ru": f"пт, 31 окт. 2025 г. в 16:02, {who} <{mail}>:",
        "el": f"Στις Παρ 31 Οκτ 2025 στις 4:02 μ.μ., ο χρήστης {who} <{mail}> έγραψε:",
        "ar": f"في الجمعة، 31 أكتوبر 2025 في 4:02 م، كتب {who} <{mail}>:",
        "zh": f"{who} <{mail}> 于2025年10月31日周五 16:02写道：",
        "ja": f"2025年10月31日(金) 16:02 {who} <{mail}>:",
    }[L]


def _disp(c: Ctx, p: Person) -> str:
    """A display name as mail clients show it: plain, "Last, First", quoted, caps, romanized."""
    L = p.lang
    if L in ("zh", "ja", "ar", "ru", "el") and c.r.random() < 0.35:
        return c.name(p.latin)
    if L == "ru" and c.r.random() < 0.4:
        return c.name(f"{p.family} {p.given}")
    r = c.r.random()
    if r < 0.15 and L not in ("zh", "ja", "ar"):
        return f'"{c.name(p.family + ", " + p.given)}"'
    if r < 0.22 and L not in ("zh", "ja", "ar", "el", "ru"):
        return c.name(p.full.upper())
    return c.name(p.full)


def _addr_line(c: Ctx, p: Person, domain: str | None = None) -> str:
    return f"{_disp(c, p)} <{c.email(p, domain)}>"


def signature(c: Ctx, p: Person, company: str, domain: str) -> str:
    L = p.lang
    titles = {  # (female, male) forms where the language marks gender
        "en": (["Head of Finance", "Office Manager", "Senior Account Manager", "HR Business Partner"],) * 2,
        "de": (
            ["Leiterin Buchhaltung", "Teamleiterin Vertrieb", "Personalreferentin", "Geschäftsführerin"],
            ["Leiter Buchhaltung", "Teamleiter Vertrieb", "Personalreferent", "Geschäftsführer"],
        ),
        "fr": (
            ["Responsable RH", "Chargée de clientèle", "Directrice administrative et financière"],
            ["Responsable RH", "Chargé de clientèle", "Directeur administratif et financier"],
        ),
        "nl": (["Teamleider Klantenservice", "HR-adviseur", "Financieel controller"],) * 2,
        "no": (["Daglig leder", "HR-rådgiver", "Regnskapsansvarlig"],) * 2,
        "ru": (["Главный бухгалтер", "Менеджер по персоналу", "Руководитель отдела продаж"],) * 2,
        "el": (
            ["Υπεύθυνη Λογιστηρίου", "Διευθύντρια Πωλήσεων", "Υπεύθυνη Ανθρώπινου Δυναμικού"],
            ["Υπεύθυνος Λογιστηρίου", "Διευθυντής Πωλήσεων", "Υπεύθυνος Ανθρώπινου Δυναμικού"],
        ),
        "ar": (
            ["مديرة الموارد البشرية", "محاسبة أولى", "مديرة المبيعات"],
            ["مدير الموارد البشرية", "محاسب أول", "مدير المبيعات"],
        ),
        "zh": (["人事经理", "财务主管", "销售总监"],) * 2,
        "ja": (["人事部 課長", "経理部", "営業部 主任"],) * 2,
    }
    title = c.pick(titles[L][0 if p.female else 1])
    close = {
        "en": c.pick(["Best regards,", "Kind regards,", "Thanks,", "Cheers,"]),
        "de": c.pick(["Mit freundlichen Grüßen", "Viele Grüße", "Beste Grüße"]),
        "fr": c.pick(["Cordialement,", "Bien à vous,", "Bonne journée,"]),
        "nl": c.pick(["Met vriendelijke groet,", "Groet,", "Hartelijke groet,"]),
        "no": c.pick(["Med vennlig hilsen", "Mvh", "Hilsen"]),
        "ru": c.pick(["С уважением,", "Спасибо,"]),
        "el": c.pick(["Με εκτίμηση,", "Ευχαριστώ,", "Φιλικά,"]),
        "ar": c.pick(["مع خالص التحية،", "وتفضلوا بقبول فائق الاحترام،"]),
        "zh": c.pick(["此致", "祝好！", "谢谢！"]),
        "ja": "よろしくお願いいたします。",
    }[L]
    phone_lbl = {
        "en": c.pick(["M:", "Mobile:", "Tel:", "T"]),
        "de": c.pick(["Mobil:", "Tel.:", "Fon"]),
        "fr": c.pick(["Tél. :", "Portable :", "Mob."]),
        "nl": c.pick(["M:", "Tel:", "Mobiel:"]),
        "no": c.pick(["Mob:", "Tlf:", "M:"]),
        "ru": c.pick(["Моб.:", "Тел.:"]),
        "el": c.pick(["Κιν.:", "Τηλ.:"]),
        "ar": c.pick(["جوال:", "هاتف:"]),
        "zh": c.pick(["手机：", "电话："]),
        "ja": c.pick(["携帯:", "TEL:"]),
    }[L]
    name_line = c.name(p.full) if c.r.random() < 0.8 or L in ("zh", "ja", "ar") else c.name(p.given)
    lines = ["--" if c.r.random() < 0.4 else "", close, name_line, title, D("COMPANY", company)]
    reg = {"en": c.pick(["GB", "US"]), "ar": c.pick(["SA", "AE"])}.get(L, c.region)
    lines.append(f"{phone_lbl} {c.phone(reg, 'mobile')}")
    if c.r.random() < 0.5:
        lines.append(
            f"{ {'en': 'Office', 'de': 'Zentrale', 'fr': 'Standard', 'nl': 'Kantoor', 'no': 'Sentralbord', 'ru': 'Офис', 'el': 'Γραφείο', 'ar': 'المكتب', 'zh': '座机', 'ja': '代表'}[L] }: {c.phone(reg, 'fixed')}"
        )
    if c.r.random() < 0.5:
        lines.append(c.address(reg))
    lines.append(f"www.{domain}")
    return "\n".join(x for x in lines if x != "")


TOPICS: dict[str, list] = {}


def _topic(L: str):
    def deco(fn):
        TOPICS.setdefault(L, []).append(fn)
        return fn

    return deco


# Each topic returns (subject, first message body, reply body); a = sender of the reply, b = original sender, x = a third person.
@_topic("en")
def _en_sick(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Re: cover for next week",
        f"Hi {c.name(a.given)},\n\nJust a heads-up that {c.name(x.full)} is signed off until the 21st – the GP note says {c.health('en')}. "
        f"Could you take over their client calls? Please call {c.name(x.family)}'s main contact at Brightwater tomorrow, and cc me on anything contractual.\n",
        f"Hi {c.name(b.given)},\n\nNo problem, I'll cover. I've moved the {D('TECH_TERM', 'Gateway')} review to Thursday; {c.name(x.given)} doesn't need to do anything. "
        f"I'll loop in {c.name(c.person('en').full)} for the invoices (ticket {D('TICKET_ID', 'FIN-' + str(c.r.randint(1000, 9999)))}).\n",
    )


@_topic("en")
def _en_offer(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    base = c.r.randrange(62000, 145000, 500)
    return (
        "Offer approval – Senior SRE",
        f"{c.name(a.given)},\n\nWe'd like to move ahead with {c.name(x.full)}. Proposed package: {c.money('SALARY', base, 'gbp')} base, "
        f"{S('SALARY', c.pick(['10%', '12.5%', '15%']) + ' bonus')} and a sign-on of {c.money('SALARY', c.r.randrange(3000, 12000, 500), 'gbp')}. "
        f"Their current salary is {c.money('SALARY', base - c.r.randrange(4000, 15000, 500), 'gbp')}. Can you approve by Friday?\n",
        f"Approved. Please send the letter from the HR inbox and cc {c.name(c.person('en').full)}. Start date pending notice period; "
        f"our budget line for the team is {D('AMOUNT', '£1.2m')} this year so we're fine.\n",
    )


@_topic("en")
def _en_invoice(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Overdue balance on your account",
        f"Dear {c.name(a.given)},\n\nOur records show an outstanding balance of {c.money('AMOUNT_OWED', c.r.randrange(400, 9000, 1) + 0.5, 'gbp_c')} on invoice "
        f"{D('INVOICE_ID', 'INV-2025-' + str(c.r.randint(1000, 9999)))}, due on {D('DATE', '15 October 2025')}. Please pay to sort code {c.r.randint(10, 99)}-{c.r.randint(10, 99)}-{c.r.randint(10, 99)}, "
        f"account {S('BANK_ACCOUNT', c.v.digits(8, True))}, or call us on {c.phone('GB', 'fixed')}.\n",
        f"Hello,\n\nI paid this on the 28th from my other account ({c.iban('GB', True)}). My new address is {c.address('GB')} – please update it. "
        f"My wife {c.name(x.given)} is also a named contact on the account.\n",
    )


@_topic("de")
def _de_krank(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "AW: Vertretung Projekt Nordlicht",
        f"Hallo {c.name(a.given)},\n\n{c.name(x.full)} ist bis einschließlich Freitag krankgeschrieben ({c.health('de')}). "
        f"Kannst du bitte morgen Herrn {c.name(c.person('de', False).family)} vom Kunden anrufen? Seine Durchwahl: {c.phone('DE', 'fixed')}.\n",
        f"Hi {c.name(b.given)},\n\nklar, mache ich. {c.name(x.given)} soll sich erst mal auskurieren. Ich setze {c.name(c.person('de').full)} in cc, "
        f"die kennt das {D('TECH_TERM', 'Kubernetes')}-Setup. Gehalt für November wird wie gewohnt überwiesen.\n",
    )


@_topic("de")
def _de_miete(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Mietrückstand Wohnung 3. OG links",
        f"{'Sehr geehrte Frau' if a.female else 'Sehr geehrter Herr'} {c.name(a.family)},\n\nfür die Wohnung {c.address('DE')} besteht derzeit ein Rückstand von {c.money('AMOUNT_OWED', c.r.randrange(800, 4800, 10), 'eur_de_c')}. "
        f"Bitte überweisen Sie den Betrag bis zum 15.11. auf unser Konto. Ihre Kaution von {D('AMOUNT', '2.400 €')} bleibt davon unberührt.\n",
        f"Guten Tag {c.name(b.full)},\n\ndie Zahlung ist unterwegs, von meinem Konto {c.iban('DE', True)}. Bei Rückfragen erreichen Sie mich unter {c.phone('DE', 'mobile')}.\n",
    )


@_topic("fr")
def _fr_arret(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "RE: Arrêt de travail",
        f"Bonjour {c.name(a.given)},\n\nJe vous informe que {c.name(x.full)} est en arrêt jusqu'au 20 novembre ({c.health('fr')}). "
        f"Merci de prévenir le client et de mettre {c.name(c.person('fr').full)} en copie pour le suivi.\n",
        f"Bonjour {c.name(b.given)},\n\nC'est noté. {c.name(x.given)} m'avait prévenu. J'appelle {c.name(c.person('fr').family)} demain au {c.phone('FR', 'fixed')}. "
        f"Pour info, la migration {D('TECH_TERM', 'React')} est reportée à la version {D('VERSION', '3.2.0')}.\n",
    )


@_topic("fr")
def _fr_loyer(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Votre dossier de location",
        f"Madame, Monsieur,\n\nVotre dossier pour le T3 du 14 rue Paul-Bert est complet. Merci de confirmer votre salaire net mensuel ({c.money('SALARY', c.r.randrange(1900, 5200, 10), 'eur_fr')}) "
        f"et celui de votre garant, {c.name(x.full)}.\n",
        f"Bonjour,\n\nJe confirme. Mon numéro fiscal est le {S('TAX_ID', c.v.fr_nif(), 'fr.nif')} et mon RIB : {c.iban('FR', True)}. "
        f"Vous pouvez me joindre au {c.phone('FR', 'mobile')}.\n",
    )


@_topic("nl")
def _nl_ziek(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "RE: ziekmelding",
        f"Hoi {c.name(a.given)},\n\n{c.name(x.full)} heeft zich vanochtend ziek gemeld, waarschijnlijk {c.health('nl')}. "
        f"Wil jij morgen {c.name(c.person('nl').full)} bellen over de planning? Nummer: {c.phone('NL', 'mobile')}.\n",
        f"Dag {c.name(b.given)},\n\nIs goed. Ik zet {c.name(x.given)} op afwezig in het rooster. {c.name(c.person('nl').full)} sluit ook aan bij het overleg van donderdag.\n",
    )


@_topic("nl")
def _nl_hypotheek(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Aanvulling hypotheekaanvraag",
        f"Beste {c.name(a.given)},\n\nVoor de aanvraag hebben we nog nodig: uw bruto jaarsalaris (werkgeversverklaring) en het saldo van uw spaarrekening. "
        f"Uw BSN hebben we al ({S('NATIONAL_ID', c.v.nl_bsn(), 'nl.bsn')}).\n",
        f"Hallo {c.name(b.given)},\n\nMijn bruto jaarsalaris is {c.money('SALARY', c.r.randrange(42000, 98000, 100), 'eur_nl')}, spaarsaldo {c.money('BALANCE', c.r.randrange(3000, 60000, 1), 'eur_nl')}. "
        f"Rekeningnummer: {c.iban('NL', True)}. Mijn partner {c.name(x.full)} stuurt haar stukken zelf.\n",
    )


@_topic("no")
def _no_sykmelding(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "SV: Sykmelding og vaktliste",
        f"Hei {c.name(a.given)},\n\n{c.name(x.full)} er sykmeldt ut uken ({c.health('no')}). Kan du ringe {c.name(c.person('no').full)} i morgen og høre om hun kan ta vakten? "
        f"Nummeret er {c.phone('NO', 'mobile')}.\n",
        f"Hei {c.name(b.given)},\n\nJeg har snakket med henne, det går fint. {c.name(x.given)} skal ikke kontaktes før mandag. "
        f"Jeg setter {c.name(c.person('no').full)} på kopi.\n",
    )


@_topic("no")
def _no_husleie(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Depositum og leiekontrakt",
        f"Hei,\n\nDepositumet på {D('AMOUNT', 'kr 36 000')} settes inn på depositumskonto. Husleie betales til konto {S('BANK_ACCOUNT', _konto(c), 'no.kontonr')}. "
        f"Vi trenger fødselsnummeret ditt til kontrakten.\n",
        f"Hei {c.name(b.given)},\n\nFødselsnummer: {S('NATIONAL_ID', c.v.no_fnr(c.dob_date(), a.female), 'no.fodselsnummer')}. Ny adresse fra 1. desember blir {c.address('NO')}. "
        f"Ring meg på {c.phone('NO', 'mobile')} hvis noe mangler.\n",
    )


def _konto(c: Ctx) -> str:
    n = c.v.no_kontonr()
    return c.pick([n, f"{n[:4]}.{n[4:6]}.{n[6:]}", f"{n[:4]} {n[4:6]} {n[6:]}"])


@_topic("ru")
def _ru_zayavka(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Re: Оформление сотрудника",
        f"{c.name(a.given + ' ' + a.patronymic)}, добрый день!\n\nДля оформления нового сотрудника ({c.name(x.formal_ru)}) нужны: ИНН, дата рождения и номер счёта для зарплаты. "
        f"Оклад по договору — {c.money('SALARY', c.r.randrange(90000, 350000, 1000), 'rub')}.\n",
        f"Добрый день!\n\nИНН: {S('TAX_ID', c.v.ru_inn(), 'ru.inn')}, дата рождения: {c.dob(None, 'dmy.')}, счёт {S('BANK_ACCOUNT', '40817810' + c.v.digits(12))}. "
        f"Контакт для связи: {c.name(x.given)}, {c.phone('RU', 'mobile')}.\n",
    )


@_topic("ru")
def _ru_dolg(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Задолженность по договору",
        f"{'Уважаемая' if a.female else 'Уважаемый'} {c.name(a.given + ' ' + a.patronymic)}!\n\nНапоминаем, что задолженность по договору {D('ORDER_ID', '№ ' + str(c.r.randint(100, 999)) + '/25')} составляет "
        f"{c.money('AMOUNT_OWED', c.r.randrange(15000, 480000, 100), 'rub_word')}. Просим погасить до конца месяца.\n",
        f"Здравствуйте!\n\nОплату внесёт {'моя супруга' if x.female else 'мой супруг'}, {c.name(x.formal_ru)}. Телефон для связи {c.phone('RU', 'mobile')}, адрес для документов: {c.address('RU')}.\n",
    )


@_topic("el")
def _el_adeia(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Απ: Άδεια ασθενείας",
        f"Καλημέρα {c.name(a.voc)},\n\n{x.el_art().capitalize()} {c.name(x.full)} θα λείπει έως την Παρασκευή για λόγους υγείας ({c.health('el')}). "
        f"Μπορείς να καλέσεις αύριο τον πελάτη στο {c.phone('GR', 'fixed')};\n",
        f"Γεια σου {c.name(b.voc)},\n\nΕντάξει. Σε κοινοποίηση: {c.name(c.person('el').full)}. ΑΜΚΑ για τη δήλωση στον ΕΦΚΑ: {S('NATIONAL_ID', c.v.gr_amka(c.dob_date()), 'gr.amka')} ({c.name(x.full)}).\n",
    )


@_topic("el")
def _el_enoikio(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Οφειλή ενοικίου",
        f"{'Αγαπητή πελάτισσα' if a.female else 'Αγαπητέ πελάτη'},\n\nΑφορά: {c.name(a.full)}, διαμέρισμα 3ου ορόφου. Το υπόλοιπο οφειλής είναι {c.money('AMOUNT_OWED', c.r.randrange(300, 4000, 1) + 0.4, 'gr')}. "
        f"Παρακαλούμε καταθέστε στον λογαριασμό μας.\n",
        f"Καλησπέρα,\n\nΈκανα την κατάθεση από τον λογαριασμό {c.iban('GR', True)}. ΑΦΜ: {S('TAX_ID', c.v.gr_afm(), 'gr.vat')}. Τηλέφωνο: {c.phone('GR', 'mobile')}.\n",
    )


@_topic("ar")
def _ar_rawatib(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "رد: تحديث بيانات الموظف",
        f"الأستاذ/ة {c.name(a.full)} المحترم/ة،\n\nنرجو تزويدنا برقم الآيبان الجديد لتحويل الراتب الشهري البالغ {c.money('SALARY', c.r.randrange(8000, 42000, 500), 'sar')}.\n",
        f"السلام عليكم،\n\nرقم الآيبان: {c.iban('SA', True)}. وللتواصل العاجل يرجى الاتصال على {c.phone('SA', 'mobile')}. "
        f"وسيحضر الاجتماع بدلاً مني الزميل {c.name(x.full)}.\n",
    )


@_topic("ar")
def _ar_marad(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "إجازة مرضية",
        f"مرحباً {c.name(a.given)}،\n\nأود إعلامك بأن {c.name(x.full)} في إجازة مرضية حتى نهاية الأسبوع بسبب {c.health('ar')}.\n",
        f"شكراً {c.name(b.given)}،\n\nسأتواصل مع العميل غداً على الرقم {c.phone('AE', 'fixed')}. العنوان المسجل لديهم: {c.address('AE')}.\n",
    )


@_topic("zh")
def _zh_bingjia(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "回复：请假及工作交接",
        f"{c.name(a.full)}，你好：\n\n{c.name(x.full)}因{c.health('zh')}请病假至本周五，请你明天联系客户{c.name(c.person('zh').full)}（电话{c.phone('CN', 'fixed')}）确认交付时间。\n",
        f"{c.name(b.given)}：\n\n收到。我已抄送{c.name(c.person('zh').full)}，{D('TECH_TERM', 'Kubernetes')}集群升级顺延到下周。{c.name(x.full)}的工资卡号是{c.card('unionpay', '')}，财务那边我来跟进。\n",
    )


@_topic("zh")
def _zh_hetong(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "合同付款事宜",
        f"尊敬的{c.name(a.full)}：\n\n贵司合同（编号{D('ORDER_ID', 'HT-2025-' + str(c.r.randint(100, 999)))}）总金额{S('CONTRACT_VALUE', fmt_money(c.r.randrange(200000, 3000000, 1000), 'cny'))}，目前尚欠{c.money('AMOUNT_OWED', c.r.randrange(20000, 300000, 100), 'cny_yuan')}未付。\n",
        f"您好：\n\n款项本周安排。联系人改为{c.name(x.full)}，手机{c.phone('CN', 'mobile')}，邮寄地址：{c.address('CN')}。\n",
    )


@_topic("ja")
def _ja_kyuka(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "Re: 休職の件",
        f"{c.name(a.family)}さん\n\nお疲れ様です。{c.name(x.full)}さんが{c.health('ja')}のため、今月末まで休職となります。明日、取引先の{c.name(c.person('ja').family)}様（{c.phone('JP', 'fixed')}）へご連絡をお願いします。\n",
        f"{c.name(b.family)}さん\n\n承知しました。{c.name(c.person('ja').full)}さんをCCに入れておきます。給与振込口座（みずほ銀行 普通 {S('BANK_ACCOUNT', c.v.digits(7, True))}）の変更は人事で対応済みです。\n",
    )


@_topic("ja")
def _ja_keiyaku(c: Ctx, a: Person, b: Person, x: Person) -> tuple[str, str, str]:
    return (
        "ご契約内容の確認",
        f"{c.name(a.full)}様\n\nいつもお世話になっております。ご契約金額は{S('CONTRACT_VALUE', fmt_money(c.r.randrange(100, 900) * 10000, 'jpy'))}（税別）となります。未払い残高は{c.money('AMOUNT_OWED', c.r.randrange(50000, 900000, 1000), 'jpy')}です。\n",
        f"ご連絡ありがとうございます。担当を{c.name(x.full)}に変更しました。携帯 {c.phone('JP', 'mobile')}、住所 {c.address('JP')} までお願いいたします。\n",
    )


COMPANY = {
    "en": ("Brightwater Ltd", "brightwater.co.uk"),
    "de": ("Kranefuß Logistik GmbH", "kranefuss-logistik.de"),
    "fr": ("Lumière Conseil", "lumiere-conseil.fr"),
    "nl": ("Polderdata B.V.", "polderdata.nl"),
    "no": ("Fjordlys IT AS", "fjordlys.no"),
    "ru": ("ООО «Севертранс»", "severtrans.ru"),
    "el": ("Αιγαίο Ναυτιλιακή", "aigaio-shipping.gr"),
    "ar": ("شركة الرمال للتقنية", "rimaltech.sa"),
    "zh": ("云帆科技", "yunfan-tech.cn"),
    "ja": ("株式会社さくらソフト", "sakura-soft.co.jp"),
}


@scenario("email")
def email_thread(c: Ctx) -> str:
    """A reply with the quoted original below it, as an e-mail tool returns a thread."""
    L = c.lang
    a, b, x = c.person(), c.person(), c.person()
    company, domain = COMPANY[L]
    subj, first, reply = c.pick(TOPICS[L])(c, a, b, x)
    h = HDR[L]
    cc = c.person()
    a_mail = c.email_raw(a, domain if c.r.random() < 0.5 else None)
    b_mail = c.email_raw(b, domain)
    head = [
        f"{h[0]}: {_disp(c, a)} <{S('EMAIL_ADDRESS', a_mail)}>",
        f"{h[1]}: {_disp(c, b)} <{S('EMAIL_ADDRESS', b_mail)}>",
    ]
    if c.r.random() < 0.7:
        head.append(f"{h[2]}: {_addr_line(c, cc, domain)}" + (f", {c.email(c.person())}" if c.r.random() < 0.4 else ""))
    head += [f"{h[3]}: {D('TIMESTAMP', DATE[L])}", f"{h[4]}: {subj}"]
    quoted = "\n".join(("> " + ln) if ln else ">" for ln in first.rstrip("\n").split("\n"))
    sig_b = signature(c, b, company, domain)
    quoted_sig = "\n".join("> " + ln for ln in sig_b.split("\n"))
    who = c.name(b.full)
    return (
        "\n".join(head)
        + "\n\n"
        + reply
        + "\n"
        + signature(c, a, company, domain)
        + "\n\n"
        + wrote(L, who, S("EMAIL_ADDRESS", b_mail))
        + "\n"
        + quoted
        + "\n>\n"
        + quoted_sig
        + "\n"
    )


@scenario("email")
def email_outlook_forward(c: Ctx) -> str:
    """An Outlook-style forward: the original header block inline (From/Sent/To/Cc) in the client's language."""
    L = c.lang
    a, b, x = c.person(), c.person(), c.person()
    company, domain = COMPANY[L]
    subj, first, reply = c.pick(TOPICS[L])(c, a, b, x)
    sent = {
        "en": "Sent",
        "de": "Gesendet",
        "fr": "Envoyé",
        "nl": "Verzonden",
        "no": "Sendt",
        "ru": "Отправлено",
        "el": "Στάλθηκε",
        "ar": "تاريخ الإرسال",
        "zh": "发送时间",
        "ja": "送信日時",
    }[L]
    fw = {
        "en": "FW",
        "de": "WG",
        "fr": "TR",
        "nl": "FW",
        "no": "VS",
        "ru": "Fwd",
        "el": "ΠΡΘ",
        "ar": "إعادة توجيه",
        "zh": "转发",
        "ja": "FW",
    }[L]
    h = HDR[L]
    sep = " : " if L == "fr" else ": "
    top = {
        "en": f"FYI – see below. {c.name(x.given)} will join the call on Thursday.",
        "de": f"Zur Info, siehe unten. {c.name(x.given)} ist am Donnerstag mit dabei.",
        "fr": f"Pour info, voir ci-dessous. {c.name(x.given)} participera à l'appel jeudi.",
        "nl": f"Ter info, zie hieronder. {c.name(x.given)} schuift donderdag aan.",
        "no": f"Til info, se under. {c.name(x.given)} blir med på møtet torsdag.",
        "ru": f"Для сведения, см. ниже. {c.name(x.given)} подключится в четверг.",
        "el": f"Για ενημέρωση, δείτε παρακάτω. {x.el_art().capitalize()} {c.name(x.given)} θα συμμετάσχει την Πέμπτη.",
        "ar": f"للعلم، انظر أدناه. سينضم {c.name(x.given)} إلى الاجتماع يوم الخميس.",
        "zh": f"请知悉，见下文。{c.name(x.full)}周四会参加电话会议。",
        "ja": f"ご参考まで。木曜日の会議には{c.name(x.family)}さんも参加します。",
    }[L]
    fwd_to = c.person()
    block = [
        f"{h[0]}{sep}{_disp(c, b)} <{c.email(b, domain)}>",
        f"{sent}{sep}{D('TIMESTAMP', DATE[L])}",
        f"{h[1]}{sep}{_disp(c, a)} <{c.email(a)}>",
    ]
    if c.r.random() < 0.6:
        block.append(f"{h[2]}{sep}{_disp(c, c.person())}")
    block.append(f"{h[4]}{sep}{subj}")
    return (
        f"{h[0]}: {_addr_line(c, a)}\n{h[1]}: {_addr_line(c, fwd_to, domain)}\n{h[4]}: {fw}: {subj}\n\n{top}\n\n{c.name(a.given)}\n\n"
        + "_" * 32
        + "\n"
        + "\n".join(block)
        + "\n\n"
        + first
        + "\n"
        + signature(c, b, company, domain)
        + "\n"
    )
