"""Chats, meeting notes, CVs, invoices, payslips, medical letters, tickets, vCard/ICS, tables."""

from __future__ import annotations

import datetime

from . import ids
from .core import mysql, psql, BAL, CV, DOB, HL, IP, KEY, MID, OWE, PW, SAL, E, P, U, m
from .people import Per
from .t_text import PH


def TS(v):
    return m("TIMESTAMP", v)


def chats(add, g):
    # Slack export (en)
    a, b, c = Per("en", 5), Per("en", 6), Per("en", 7)
    txt = (
        f"#{m('CHANNEL', 'people-ops')} — exported {TS('2026-11-30 18:02')}\n\n"
        f"{P(a.full)}  {TS('9:14 AM')}\n@{MID(b.user)} can you update {P(c.g)}'s comp in Rippling? New base {SAL('$142,000')}, sign-on {SAL('$15,000')} :tada:\n\n"
        f"{P(b.full)}  {TS('9:16 AM')}\ndone. also FYI she's out till Monday, {HL('post-op recovery (ACL reconstruction)')} — please don't put it in the channel topic\n\n"
        f"{P(a.full)}  {TS('9:17 AM')}\noops, fair. deleting. btw the {m('PRODUCT', 'Gateway')} outage report is in #{m('CHANNEL', 'inc-2291')}, p95 was {m('LATENCY', '2.8s')}\n\n"
        f"{P(c.full)}  {TS('11:02 AM')}\nthanks both! my personal number while I'm off: {PH(g, 'US', 'nat')}\n"
    )
    add("en", "chat", txt)
    # Teams (de)
    a, b = Per("de", 4), Per("de", 5)
    txt = (
        f"[{TS('18.11.2026 08:41')}] {P(a.last_first)}: Moin, der Kunde {P('Herr Brettschwaiger'.split()[1])} hat angerufen, er hat noch offene Posten von {OWE('1.912,40 €')}\n"
        f"[{TS('18.11.2026 08:43')}] {P(b.last_first)}: Ok, ich setz ihn auf Mahnstufe 2. Seine IBAN ist {m('IBAN_CODE', g.iban('DE'), 'iban')}, Lastschrift ist zweimal geplatzt\n"
        f"[{TS('18.11.2026 08:44')}] {P(a.last_first)}: Raum {m('ROOM', 'Bash')} um 10? Dann klären wir auch den Vertrag über {CV('86.000 €')}\n"
        f"[{TS('18.11.2026 08:44')}] {P(b.last_first)}: 👍\n"
    )
    add("de", "chat", txt)
    # WhatsApp exports (es, pt, it, hi, id)
    wa = {
        "es": (
            "ES",
            [
                "Oye, ¿me pasas el número de {x}? Es {ph}",
                "Claro. Y su dirección es {adr}",
                "Gracias! Por cierto, le han diagnosticado {hl}, está de baja",
            ],
            "Calle del Pez 17, 2º izq., 28004 Madrid",
            "lumbalgia crónica",
        ),
        "pt": (
            "PT",
            ["Olá! O contacto do {x} é {ph}", "Obrigada. A morada é {adr}?", "Sim. Ele está de baixa, {hl}"],
            "Rua da Bica de Duarte Belo 42, 1200-056 Lisboa",
            "tendinite no ombro",
        ),
        "it": (
            "IT",
            ["Ciao, il numero di {x} è {ph}", "Grazie! Abita ancora in {adr}?", "Sì. È in malattia, {hl}"],
            "Via dei Serpenti 88, 00184 Roma",
            "mononucleosi",
        ),
        "hi": (
            "IN",
            ["bhai {x} ka number ye hai {ph}", "thanks yaar. address {adr} hi hai na?", "haan. wo leave pe hai, {hl}"],
            "Flat 302, Shanti Niwas, Baner Road, Pune 411045",
            "dengue fever",
        ),
        "id": (
            "ID",
            ["Kak, nomor {x} ini ya {ph}", "Makasih. Alamatnya masih {adr}?", "Iya. Dia lagi cuti sakit, {hl}"],
            "Jl. Kemang Raya No. 17, Jakarta Selatan 12730",
            "tifus",
        ),
    }
    for k, (lang, (cc, lines, adr, hl)) in enumerate(wa.items()):
        a, b, x = Per(lang, 0), Per(lang, 1), Per(lang, 2)
        who = [a, b, a]
        out = []
        for i, ln in enumerate(lines):
            t = f"{12 + i}/11/2026, {9 + i}:{10 + i * 7:02d}"
            out.append(
                f"{TS(t)} - {P(who[i].full)}: "
                + ln.format(x=P(x.g), ph=PH(g, cc, "e164" if k % 2 else "intl"), adr=m("ADDRESS", adr), hl=HL(hl))
            )
        out.append(
            f"{TS(f'14/11/2026, 11:4{k}')} - {P(b.full)}: https://wa.me/{m('PHONE_NUMBER', g.phone(cc, 'e164bare'), 'phone:' + cc)}"
        )
        add(lang, "chat", "\n".join(out) + "\n")
    # Telegram JSON-ish export (ru, uk)
    for k, lang in enumerate(["ru", "uk"]):
        a, b = Per(lang, 2), Per(lang, 3)
        msg = {
            "ru": [
                f"Скинь карту для перевода, верну {OWE('15 000 ₽')} до пятницы",
                f"Вот: {m('CREDIT_CARD', g.card('2200', grouped=' '), 'luhn')}",
                f"Пароль от вайфая на даче: {PW('sosny1984')}",
            ],
            "uk": [
                f"Надішли номер картки, поверну борг {OWE('3 200 грн')}",
                f"Тримай: {m('CREDIT_CARD', g.card('5375', grouped=' '), 'luhn')}",
                f"Код від домофону {PW('4471')}",
            ],
        }[lang]
        hdl = [a.lf + "_" + str(g.r.randint(10, 99)), b.lg + b.lf[:3]]
        lines = [f'"name": "{P(a.full)}", "type": "personal_chat", "id": {g.digits(10)},', '"messages": [']
        for i, t in enumerate(msg):
            w = [a, b, a][i]
            lines.append(
                f'  {{"id": {40211 + i}, "date": "{TS(f"2026-11-1{i}T20:1{i}:05")}", "from": "{P(w.full)}", "from_id": "user{MID(g.digits(9))}", "text": "{t}"}},'
            )
        lines.append(
            f'  {{"id": 40299, "from": "{P(b.full)}", "text": "мой ник @{MID(hdl[1])}"}}'
            if lang == "ru"
            else f'  {{"id": 40299, "from": "{P(b.full)}", "text": "пиши в телеграм @{MID(hdl[1])}"}}'
        )
        lines.append("]")
        add(lang, "chat", "{\n" + "\n".join(lines) + "\n}\n")
    # WeChat (zh)
    a, b = Per("zh", 2), Per("zh", 3)
    txt = (
        f"{P(a.full)} {TS('2026-11-20 21:03')}\n我的微信号是{MID('lanche_gs1987')}，加我一下\n"
        f"{P(b.full)} {TS('2026-11-20 21:05')}\n好的。{P(a.g)}，上次借你的{OWE('¥8,000')}什么时候还？\n"
        f"{P(a.full)} {TS('2026-11-20 21:06')}\n下个月发工资就还，我月薪才{SAL('1.5万')}\n"
        f"{P(b.full)} {TS('2026-11-20 21:08')}\n行，顺便把身份证号发我，帮你订{m('CITY', '杭州')}团建的酒店：{m('CN_RESIDENT_ID', ids.nid(g, 'cn.ric'), 'cn.ric')}这个对吗？\n"
    )
    add("zh", "chat", txt)
    # LINE (ja)
    a, b = Per("ja", 2), Per("ja", 3)
    txt = (
        f"[LINE] {P(b.f)}さんとのトーク履歴\n保存日時：{TS('2026/11/28 22:10')}\n\n2026/11/27(金)\n"
        f"19:02\t{P(a.full)}\tLINE IDは {MID('shiori_ymn')} です\n19:04\t{P(b.full)}\t了解！{P(a.g)}ちゃん、先週の{HL('胃潰瘍')}の検査どうだった？\n"
        f"19:07\t{P(a.full)}\t薬で様子見。電話は {PH(g, 'JP', 'nat')} にお願い\n"
    )
    add("ja", "chat", txt)
    # Discord (en)
    a, b = Per("en", 8), Per("en", 9)
    txt = (
        f"{U(a.lg + '.dev')} — {TS('Today at 3:41 PM')}\nlol who pushed the {m('TECH_TERM', 'Docker')} image with the .env baked in\n"
        f"{U(b.lf.lower() + '_gg')} — {TS('Today at 3:42 PM')}\nmy bad 😬 rotating now. it had `STRIPE_SECRET_KEY={KEY('sk_live_' + g.alnum(24))}`\n"
        f"{U(a.lg + '.dev')} — {TS('Today at 3:43 PM')}\nalso {P(b.g)} your email {E(b.mail('proton.me', 3))} is in the {m('FILE_SIZE', '412 MB')} layer lmao\n"
    )
    add("en", "chat", txt)
    # Kakao (ko)
    a, b = Per("ko", 2), Per("ko", 3)
    txt = (
        f"{P(a.full)} 님과 카카오톡 대화\n저장한 날짜 : {TS('2026-11-29 23:40:11')}\n\n--------------- 2026년 11월 29일 토요일 ---------------\n"
        f"[{P(b.full)}] [{TS('오후 9:12')}] {P(a.g)}아 이번 달 월세 {OWE('85만 원')} 아직 안 들어왔어\n"
        f"[{P(a.full)}] [{TS('오후 9:15')}] 미안 ㅠ 월급이 {SAL('320만 원')}인데 병원비가 많이 나와서… {HL('허리디스크')} 수술했거든\n"
        f"[{P(b.full)}] [{TS('오후 9:16')}] 헐 괜찮아? 계좌는 {m('BANK_ACCOUNT', '110-' + g.digits(3) + '-' + g.digits(6))} 그대로야\n"
    )
    add("ko", "chat", txt)


def notes(add, g):
    a, b, c = Per("en", 2), Per("en", 3), Per("en", 4)
    add(
        "en",
        "markdown",
        f"""# Hiring sync — {m("DATE", "2026-11-19")}

**Attendees:** {P(a.full)}, {P(b.full)}, {P(c.g)} (notes)
**Room:** {m("ROOM", "Kubernetes")} (3rd floor)

## Candidates
| Candidate | Stage | Current | Expected | Notes |
|---|---|---|---|---|
| {P("Dunnagan, Oriel")} | Offer | {SAL("$128k")} | {SAL("$150k")} | strong on {m("TECH_TERM", "Terraform")} |
| {P("jessamond larkwhistle")} | Onsite | {SAL("£71,000")} | {SAL("£80,000")} | asked about {HL("IVF leave")} policy |

## Action items
- [ ] {P(b.g)}: send offer to {P("Oriel")} before {m("DATE", "Dec 1")}
- [ ] {P(c.g)}: book {m("ROOM", "Gateway")} for panel, check {m("PRODUCT", "Greenhouse")} scorecards
- Budget for the team is {m("AMOUNT", "$1.2M")} for FY27 (public in the all-hands deck)
""",
    )
    a, b = Per("de", 6), Per("de", 2)
    add(
        "de",
        "markdown",
        f"""## Protokoll Teamrunde {m("DATE", "24.11.2026")}

Anwesend: {P(a.full)}, {P(b.full)}, {P("K. Hirschvogel")}
Ort: Besprechungsraum {m("ROOM", "Node")}

1. **Personal**: {P(b.g)} ist ab Montag in Elternzeit. {P(a.f)} übernimmt die {m("TECH_TERM", "Jenkins")}-Pipelines.
2. **Gehälter**: Erhöhung für {P(b.f)} auf {SAL("5.450 € brutto")} genehmigt; Marktgehalt laut Studie {m("AMOUNT", "5.200 €")}.
3. **Sonstiges**: {P(a.g)} bittet um Homeoffice wegen {HL("Long-COVID")}.
4. Offsite in {m("CITY", "Leipzig")} am {m("DATE", "12.03.2027")}.
""",
    )
    a, b = Per("fr", 3), Per("fr", 4)
    add(
        "fr",
        "markdown",
        f"""### Compte rendu – comité d'entreprise ({m("DATE", "26/11/2026")})

Présents : {P(a.full)}, {P(b.full)}, {P("Mme Lafontrieux".split()[1])}

- Dossier de {P(a.g)} : demande de temps partiel thérapeutique suite à {HL("un cancer du sein en rémission")}.
- Prime exceptionnelle de {SAL("1 500 €")} pour {P(b.full)}.
- Le séminaire aura lieu à {m("CITY", "Annecy")} ; budget global {m("AMOUNT", "18 000 €")}.
""",
    )
    a, b = Per("sv", 2), Per("sv", 3)
    add(
        "sv",
        "markdown",
        f"""# Anteckningar 1:1 {P(a.g)} / {P(b.g)}

- Lön: {P(a.g)} vill ha {SAL("48 000 kr/mån")} (nu {SAL("43 500 kr")}).
- Hon nämnde att hon går i behandling för {HL("ADHD")}, vill ha tystare arbetsplats.
- Nästa möte: {m("DATE", "2026-12-08")} i rummet {m("ROOM", "Gateway")}.
""",
    )
    a, b = Per("zh", 4), Per("zh", 5)
    add(
        "zh",
        "markdown",
        f"""# 周会纪要（{m("DATE", "2026-11-23")}）

参会：{P(a.full)}、{P(b.full)}、{P("皇甫")}经理
地点：{m("ROOM", "Gateway")}会议室

1. {P(a.g)}的转正薪资定为{SAL("每月22,000元")}，另发签约奖金{SAL("3万元")}。
2. {P(b.full)}因{HL("甲状腺结节手术")}请病假两周。
3. {m("PRODUCT", "星河网关")} {m("VERSION", "v3.2.1")} 下周上线，p99延迟目标{m("LATENCY", "120ms")}。
""",
    )
    a = Per("ja", 0)
    add(
        "ja",
        "markdown",
        f"""## 面談メモ（{m("DATE", "2026年11月25日")}）

- 対象：{P(a.full)}（{P(a.g)}さん）
- 現年収：{SAL("720万円")}、希望：{SAL("800万円")}
- {HL("うつ病")}の治療のため、時短勤務を希望
- 次回は{m("ROOM", "Node")}ルームで{m("DATE", "12月9日")}
""",
    )


def cvs(add, g):
    a = Per("en", 9)
    add(
        "en",
        "markdown",
        f"""{P(a.full.upper())}
{m("ADDRESS", "22 Kingsdown Parade, Bristol BS6 5UD")} · {PH(g, "GB", "nat")} · {E(a.mail("gmail.com"))} · github.com/{U(a.lg + a.lf[:2])}

Date of birth: {DOB("4 July 1990")}

EXPERIENCE
Senior Backend Engineer, {m("COMPANY", "Fenwick & Thorne")} (2021–present)
- Migrated billing from {m("TECH_TERM", "Django")} to {m("TECH_TERM", "Go")}; cut p95 from {m("LATENCY", "900ms")} to {m("LATENCY", "140ms")}
- Current salary {SAL("£82,500")} + {SAL("10% bonus")}; notice period {m("DURATION", "3 months")}

REFERENCES
{P("Dr. Corvane Pellingham".split(" ", 1)[1])}, Head of Engineering — {E(Per("en", 4).mail("fenwickthorne.co.uk"))}
""",
    )
    a = Per("pl", 3)
    add(
        "pl",
        "markdown",
        f"""# CURRICULUM VITAE

**{P(a.full)}**
Data urodzenia: {DOB("17.09.1988")}
Adres: {m("ADDRESS", "ul. Ogrodowa 12/4, 90-001 Łódź")}
Tel.: {PH(g, "PL", "nat")} | E-mail: {E(a.mail("interia.pl"))}

## Doświadczenie
- 2019–2026: Księgowa, {m("COMPANY", "Grzmielewski i Wspólnicy sp. z o.o.")}
- Oczekiwania finansowe: {SAL("11 000 zł netto")}

Wyrażam zgodę na przetwarzanie moich danych osobowych.
""",
    )
    a = Per("it", 3)
    add(
        "it",
        "markdown",
        f"""CURRICULUM VITAE – {P(a.f.upper() + " " + a.g.upper())}

Nata a {m("CITY", "Bologna")} il {DOB("22/01/1995")} · Codice fiscale {m("NATIONAL_ID", ids.nid(g, "it.codicefiscale", dob=datetime.date(1995, 1, 22), female=True, names=(a.g, a.f)), "it.codicefiscale")}
Residenza: {m("ADDRESS", "Via Saragozza 133, 40135 Bologna")} · Cell. {PH(g, "IT", "intl")} · {E(a.mail("gmail.com", 1))}

Esperienza: UX designer presso {m("COMPANY", "Malvezzoni Design Srl")}, RAL attuale {SAL("34.000 €")}.
Patente B · Categoria protetta (L. 68/99): {HL("invalidità civile 46%")}
""",
    )
    a = Per("tr", 2)
    add(
        "tr",
        "markdown",
        f"""ÖZGEÇMİŞ

Ad Soyad: {P(a.full)}
Doğum Tarihi: {DOB("09.06.1992")}
Adres: {m("ADDRESS", "Bağdat Cad. No: 214 D: 7, Kadıköy/İstanbul")}
Telefon: {PH(g, "TR", "nat")}
E-posta: {E(a.mail("yandex.com.tr"))}

Mevcut maaş: {SAL("85.000 TL")} net · Beklenti: {SAL("110.000 TL")}
Askerlik: tamamlandı · Ehliyet: B
""",
    )


def invoices(add, g):
    a = Per("de", 1)
    add(
        "de",
        "ocr",
        f"""{m("COMPANY", "Stadtwerke Kettelhake")}  ·  Postfach 1120  ·  33602 Bielefeld

Frau
{P(a.full)}
{m("ADDRESS", "Am Sparrenberg 12")}
33602 Bielefeld

RECHNUNG Nr. {m("INVOICE_ID", "SW-2026-118843")}          Datum: {m("DATE", "03.11.2026")}
Kundennummer: 40011733   Zählernummer: 1ESY1160671204

Strom Grundpreis          12 Monate     {m("PRICE", "9,90 €")}/Monat
Arbeitspreis               2.412 kWh    {m("PRICE", "0,3189 €")}/kWh
Nachzahlung Vorjahr                      {OWE("318,40 €")}
---------------------------------------------------
Zu zahlender Betrag                      {OWE("1.207,56 €")}

Bitte überweisen Sie bis {m("DATE", "20.11.2026")}. Ihr SEPA-Mandat: Konto {m("IBAN_CODE", g.iban("DE", grouped=True), "iban")}
""",
    )
    a = Per("nl", 4)
    add(
        "nl",
        "ocr",
        f"""FACTUUR {m("INVOICE_ID", "F2026-00417")}
Tandartspraktijk {m("COMPANY", "De Witte Tand")}, Utrecht

Patiënt: {P(a.full)}
Geboortedatum: {DOB("02-11-1979")}
BSN: {m("NATIONAL_ID", ids.nid(g, "nl.bsn"), "nl.bsn")}

Behandeling: {HL("wortelkanaalbehandeling element 36")}    {m("PRICE", "€ 187,62")}
Eigen risico verrekend
Te betalen: {OWE("€ 412,20")}  vóór {m("DATE", "15-12-2026")}
""",
    )
    a = Per("fr", 5)
    add(
        "fr",
        "ocr",
        f"""FACTURE N° {m("INVOICE_ID", "FA-26-03311")}                     {m("COMPANY", "Garage Chastagnol & Fils")}
                                                   Le {m("DATE", "21/11/2026")}
Client : M. {P(a.full)}
{m("ADDRESS", "5 impasse des Vignes, 31200 Toulouse")}

Révision 60 000 km ........................ {m("PRICE", "289,00 €")}
Plaquettes AV ............................. {m("PRICE", "74,90 €")}
Total TTC ................................. {m("PRICE", "436,68 €")}
Acompte versé ............................. 100,00 €
RESTE À PAYER ............................. {OWE("336,68 €")}
""",
    )


def payslips(add, g):
    a = Per("de", 2)
    add(
        "de",
        "ocr",
        f"""Verdienstabrechnung November 2026          Pers.-Nr. 00417
{P(a.full)}   Steuerklasse 1   Kinderfreibetrag 0,5
Geb.-Datum {DOB("07.07.1984")}   SV-Nr. 12070784L016   Steuer-ID {m("TAX_ID", ids.nid(g, "de.idnr", fmt=False), "de.idnr")}

Bezeichnung               Betrag
Gehalt                    {SAL("5.125,00")}
VWL AG-Anteil             {SAL("40,00")}
Gesamtbrutto              {SAL("5.165,00")}
Lohnsteuer                {SAL("958,25")}
Solidaritätszuschlag      {SAL("0,00")}
Krankenversicherung       {SAL("420,95")}
Auszahlungsbetrag         {SAL("3.043,17")}
Überweisung an {m("IBAN_CODE", g.iban("DE"), "iban")}
""",
    )
    a = Per("no", 4)
    add(
        "no",
        "ocr",
        f"""LØNNSSLIPP  Periode: 01.11.2026 – 30.11.2026
Ansatt: {P(a.full)}   Ansattnr: 2231
Fødselsnr: {m("NATIONAL_ID", ids.nid(g, "no.fodselsnummer"), "no.fodselsnummer")}

Fastlønn                          {SAL("kr 58 400,00")}
Overtid 50 %   6,5 t              {SAL("kr 3 412,50")}
Forskuddstrekk                   {SAL("-kr 17 115,00")}
Utbetalt                          {SAL("kr 44 697,50")}
Til konto {m("BANK_ACCOUNT", ids.nid(g, "no.kontonr"), "no.kontonr")}
""",
    )
    a = Per("fi", 3)
    add(
        "fi",
        "ocr",
        f"""PALKKALASKELMA 11/2026
{P(a.full)}, hetu {m("NATIONAL_ID", ids.nid(g, "fi.hetu"), "fi.hetu")}

Kuukausipalkka               {SAL("3 980,00 €")}
Iltalisä                     {SAL("212,40 €")}
Ennakonpidätys 22,5 %        {SAL("943,29 €")}
Nettopalkka                  {SAL("2 918,74 €")}
Maksetaan tilille {m("IBAN_CODE", g.iban("FI", grouped=True), "iban")}
""",
    )
    a = Per("es", 4)
    add(
        "es",
        "ocr",
        f"""RECIBO DE SALARIOS — {m("COMPANY", "CASADUERO LOGÍSTICA SA")}
Trabajador: {P(a.f.upper() + ", " + a.g.upper())}     NIF: {m("NATIONAL_ID", ids.nid(g, "es.dni"), "es.dni")}
Periodo: 01/11/2026 a 30/11/2026

Salario base ............. {SAL("1.845,00")}
Plus convenio ............ {SAL("126,30")}
IRPF 14 % ................ {SAL("275,98")}
LÍQUIDO A PERCIBIR ....... {SAL("1.511,42")}
""",
    )


def medical(add, g):
    a = Per("en", 1)
    add(
        "en",
        "ocr",
        f"""{m("COMPANY", "Riverside Medical Practice")}
Dr {P("T. Thornycrofte")}

{m("DATE", "18 November 2026")}

Re: {P(a.full)}, DOB {DOB("02/03/1961")}, NHS No. {m("NATIONAL_ID", ids.nid(g, "gb.nhs"), "gb.nhs")}
{m("ADDRESS", "Flat 4, 19 Cotham Brow, Bristol BS6 6AR")}

Dear Colleague,
Thank you for seeing this 65-year-old lady with {HL("poorly controlled type 2 diabetes")} and {HL("early diabetic retinopathy")}.
Current medication: {HL("metformin 1 g BD")}, {HL("gliclazide 80 mg OD")}. HbA1c {HL("71 mmol/mol")}.
She can be contacted on {PH(g, "GB", "nat")}.
""",
    )
    a = Per("fr", 1)
    add(
        "fr",
        "ocr",
        f"""Centre Hospitalier de {m("CITY", "Nantes")} — Service de pneumologie

Compte rendu de consultation du {m("DATE", "12/11/2026")}
Patiente : Mme {P(a.full)}   Née le {DOB("19/08/1977")}
N° de sécurité sociale : {m("NATIONAL_ID", ids.nid(g, "fr.nir", dob=datetime.date(1977, 8, 19), female=True), "fr.nir")}

Diagnostic : {HL("BPCO stade GOLD 2")}. Traitement : {HL("tiotropium 18 µg")}.
Arrêt de travail de {m("DURATION", "15 jours")} prescrit.
""",
    )
    a = Per("nl", 0)
    add(
        "nl",
        "ocr",
        f"""Huisartsenpraktijk {m("COMPANY", "De Linde")} – Verwijsbrief

Betreft: dhr. {P(a.full)}, geb. {DOB("11-04-1958")}
BSN {m("NATIONAL_ID", ids.nid(g, "nl.bsn"), "nl.bsn")}

Geachte collega,
Graag uw beoordeling van deze patiënt met {HL("progressieve geheugenklachten")}, verdenking {HL("beginnende ziekte van Alzheimer")}.
""",
    )
    a = Per("it", 4)
    add(
        "it",
        "ocr",
        f"""REFERTO – Ambulatorio di Neurologia
Paziente: {P(a.f.upper() + " " + a.g.upper())}   Nato il {DOB("30.10.1969")}
Diagnosi: {HL("sclerosi multipla recidivante-remittente")}
Terapia: {HL("interferone beta-1a")}
Controllo successivo: {m("DATE", "15.02.2027")}
""",
    )


def tickets(add, g):
    a = Per("en", 3)
    add(
        "en",
        "markdown",
        f"""**Ticket {m("TICKET_ID", "SUP-48213")}** · Priority: High · Channel: web form

**From:** {P(a.full)} ({E(a.mail("yahoo.com", 4))})
**Account:** {m("ORDER_ID", "ORD-2026-77813")}

> Hi, I was charged twice for my {m("PRODUCT", "Lumen Pro")} subscription ({m("PRICE", "$19.99")}). Card on file is {m("CREDIT_CARD", g.card("4147", grouped="-"), "luhn")}, exp 04/29.
> My SSN is {m("US_SSN", ids.nid(g, "us.ssn"), "us.ssn")} if you need to verify. Address: {m("ADDRESS", "1187 Alder Creek Dr, Boise, ID 83702")}. Phone {PH(g, "US", "nat")}.

**Internal note ({P("Quarrington")}):** refund issued, {m("REQUEST_ID", "req_" + g.alnum(16))}. Asked customer not to send SSN.
""",
    )
    a = Per("tr", 3)
    add(
        "tr",
        "markdown",
        f"""**Destek Talebi #{m("TICKET_ID", "99120")}**
Müşteri: {P(a.full)} · {E(a.mail("gmail.com"))} · {PH(g, "TR", "intl")}

Kredi kartımdan ({m("CREDIT_CARD", g.card("5400", grouped=" "), "luhn")}) iki kez {m("PRICE", "349,90 TL")} çekildi. Hesap bakiyem {BAL("1.204,15 TL")} kaldı, kiramı ödeyemiyorum.
""",
    )


def vcard_ics(add, g):
    a = Per("de", 3)
    add(
        "de",
        "vcard",
        "\r\n".join(
            [
                "BEGIN:VCARD",
                "VERSION:3.0",
                f"N:{P(a.f)};{P(a.g)};;;",
                f"FN:{P(a.full)}",
                f"ORG:{m('COMPANY', 'Grimmelsberg Steuerberatung')}",
                f"TEL;TYPE=CELL:{PH(g, 'DE', 'intl')}",
                f"TEL;TYPE=WORK:{PH(g, 'DE', 'nat', 'fixed')}",
                f"EMAIL;TYPE=INTERNET:{E(a.mail('grimmelsberg-stb.de'))}",
                f"ADR;TYPE=HOME:;;{m('ADDRESS', 'Hohenzollernring 81')};Köln;;50672;Germany",
                f"BDAY:{DOB('1972-11-30')}",
                f"REV:{TS('2026-10-01T08:12:44Z')}",
                "END:VCARD",
                "",
            ]
        ),
    )
    a = Per("en", 6)
    add(
        "en",
        "vcard",
        "\r\n".join(
            [
                "BEGIN:VCARD",
                "VERSION:4.0",
                f"FN:{P(a.full)}",
                f"N:{P(a.f)};{P(a.g)};;;",
                f"TEL;VALUE=uri;TYPE=cell:tel:{m('PHONE_NUMBER', g.phone('US', 'e164'), 'phone:US')}",
                f"EMAIL:{E(a.mail('icloud.com', 1))}",
                f"NOTE:allergic to {HL('penicillin')}; spouse {P('Tamsett')}",
                f"UID:urn:uuid:{m('UUID', g.uuid())}",
                "END:VCARD",
                "",
            ]
        ),
    )
    a, b = Per("fr", 2), Per("fr", 0)
    cn = f"{a.g} {a.f}"
    folded = cn[:3] + "\r\n " + cn[3:]
    add(
        "fr",
        "calendar",
        "\r\n".join(
            [
                "BEGIN:VCALENDAR",
                "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
                "VERSION:2.0",
                "METHOD:REQUEST",
                "BEGIN:VEVENT",
                f"DTSTART:{TS('20261207T090000Z')}",
                f"DTEND:{TS('20261207T093000Z')}",
                f"UID:{m('UUID', g.uuid())}@google.com",
                f"ORGANIZER;CN={P(b.full)}:mailto:{E(b.mail('orange.fr'))}",
                f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN={P(folded)}:mailto:{E(a.mail('laposte.net'))}",
                f"SUMMARY:Entretien annuel – {P(a.g)} (augmentation {SAL('+4 %')})",
                f"LOCATION:Salle {m('ROOM', 'Gateway')}",
                f"DESCRIPTION:Point sur le retour après {HL('congé maternité')}.",
                "END:VEVENT",
                "END:VCALENDAR",
                "",
            ]
        ),
    )
    a = Per("no", 1)
    add(
        "no",
        "calendar",
        "\r\n".join(
            [
                "BEGIN:VCALENDAR",
                "VERSION:2.0",
                "PRODID:-//Apple Inc.//macOS 15.1//EN",
                "BEGIN:VEVENT",
                f"DTSTART;VALUE=DATE:{DOB('19830214')}",
                "RRULE:FREQ=YEARLY",
                f"SUMMARY:{P(a.full)}s bursdag",
                f"DTSTAMP:{TS('20261101T101010Z')}",
                "END:VEVENT",
                "BEGIN:VEVENT",
                f"DTSTART:{TS('20261203T130000Z')}",
                f"SUMMARY:Legetime {P(a.g)} – {HL('fysioterapi etter korsbåndskade')}",
                f"LOCATION:{m('ADDRESS', 'Sannergata 14, 0557 Oslo')}",
                "END:VEVENT",
                "END:VCALENDAR",
                "",
            ]
        ),
    )


def tables(add, g):
    # CSV payroll export (en)
    rows = ["employee_id,full_name,email,dob,annual_salary,bonus,ssn,state"]
    for i in range(5):
        p = Per("en", i)
        rows.append(
            f"E{1040 + i},{P(p.full)},{E(p.mail('harrowgatemills.com', i % 3))},{DOB(f'19{70 + i * 4}-0{i + 1}-1{i}')},{SAL(str(68000 + i * 7350))},{SAL(str(4000 + i * 500))},{m('US_SSN', ids.nid(g, 'us.ssn'), 'us.ssn')},{['CA', 'WA', 'NY', 'TX', 'OR'][i]}"
        )
    add("en", "csv", "\n".join(rows) + "\n")
    # CSV (sv) semicolon
    rows = ["Namn;Personnummer;Telefon;Lön;Avdelning"]
    for i in range(4):
        p = Per("sv", i)
        rows.append(
            f"{P(p.f + ' ' + p.g)};{m('NATIONAL_ID', ids.nid(g, 'se.personnummer'), 'se.personnummer')};{PH(g, 'SE', 'nat')};{SAL(f'{39 + i * 2} {g.r.randint(100, 900)}')};{m('TECH_TERM', ['Kubernetes', 'Plattform', 'Gateway', 'Data'][i])}"
        )
    add("sv", "csv", "\n".join(rows) + "\n")
    # CSV (pt) customers with debt
    rows = ['"nome","nif","telemovel","morada","divida"']
    for i in range(4):
        p = Per("pt", i)
        rows.append(
            f'"{P(p.full)}","{m("TAX_ID", ids.nid(g, "pt.nif"), "pt.nif")}","{PH(g, "PT", "nat")}","{m("ADDRESS", ["Rua do Almada 211, Porto", "Av. da Liberdade 90, Lisboa", "Rua Direita 14, Viseu", "Largo do Carmo 3, Faro"][i])}","{OWE(f"{120 + i * 85},50 €")}"'
        )
    add("pt", "csv", "\n".join(rows) + "\n")
    # TSV (id)
    rows = ["nama\tnik\tno_hp\tsaldo\tkota"]
    for i in range(3):
        p = Per("id", i)
        rows.append(
            f"{P(p.full)}\t{m('NATIONAL_ID', '317404' + f'{g.r.randint(1, 28) + (40 if i != 1 else 0):02d}{g.r.randint(1, 12):02d}{g.r.randint(70, 99)}' + g.digits(4))}\t{PH(g, 'ID', 'nat')}\t{BAL(f'Rp {g.r.randint(1, 90)}.{g.digits(3)}.{g.digits(3)}')}\t{m('CITY', ['Bandung', 'Surabaya', 'Medan'][i])}"
        )
    add("id", "tsv", "\n".join(rows) + "\n")
    # TSV (tr)
    rows = ["Ad\tSoyad\tTCKN\tIBAN\tNet Maaş"]
    for i in range(4):
        p = Per("tr", i)
        rows.append(
            f"{P(p.g)}\t{P(p.f.upper())}\t{m('NATIONAL_ID', ids.nid(g, 'tr.tckimlik'), 'tr.tckimlik')}\t{m('IBAN_CODE', g.iban('TR'), 'iban')}\t{SAL(f'{52 + i * 6}.{g.digits(3)},00')}"
        )
    add("tr", "tsv", "\n".join(rows) + "\n")
    # md table (vi)
    rows = ["| Họ tên | SĐT | Lương | Ghi chú |", "|---|---|---|---|"]
    for i, note in enumerate(
        [f"nghỉ ốm do {HL('sốt xuất huyết')}", f"phòng {m('ROOM', 'Gateway')}", f"nợ tạm ứng {OWE('4.500.000 ₫')}"]
    ):
        p = Per("vi", i)
        rows.append(f"| {P(p.f + ' ' + p.g)} | {PH(g, 'VN', 'nat')} | {SAL(f'{18 + i * 5}.000.000 ₫')} | {note} |")
    add("vi", "md_table", "\n".join(rows) + "\n")
    # md table (hi, Hinglish)
    rows = ["| Name | PAN | Mobile | CTC | Remarks |", "|---|---|---|---|---|"]
    for i in range(3):
        p = Per("hi", i + 2 if i < 2 else 0)
        rows.append(
            f"| {P(p.full)} | {m('TAX_ID', ''.join(g.r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + 'P' + p.lf[0].upper() + g.digits(4) + g.r.choice('ABCDEFGHJKLMNPRSTUVWXYZ'))} | {PH(g, 'IN', 'nat')} | {SAL(f'₹{g.r.randint(8, 30)},{g.digits(2)},000')} | {['notice period 60 days', 'joining from Pune', 'medical leave – ' + HL('typhoid')][i]} |"
        )
    add("hi", "md_table", "\n".join(rows) + "\n")
    # md table (nl)
    rows = ["| Huurder | Adres | Huur | Achterstand |", "|---|---|---|---|"]
    for i in range(3):
        p = Per("nl", i + 3)
        rows.append(
            f"| {P(p.full)} | {m('ADDRESS', ['Oudegracht 212, Utrecht', 'Vismarkt 9, Groningen', 'Lange Nieuwstraat 44, Utrecht'][i])} | {CV(f'€ {1150 + i * 95},00')} | {OWE(f'€ {i * 1150 + 350},00')} |"
        )
    add("nl", "md_table", "\n".join(rows) + "\n")
    # HTML tables (fr, he)
    rows = []
    for i in range(3):
        p = Per("fr", i)
        rows.append(
            f"  <tr><td>{P(p.f.upper())}</td><td>{P(p.g)}</td><td>{DOB(f'1{i + 2}/0{i + 3}/198{i}')}</td><td>{E(p.mail('wanadoo.fr', i))}</td><td>{SAL(f'{3100 + i * 420}&nbsp;€')}</td></tr>"
        )
    add(
        "fr",
        "html",
        '<table class="paie">\n  <thead><tr><th>Nom</th><th>Prénom</th><th>Né(e) le</th><th>Courriel</th><th>Brut mensuel</th></tr></thead>\n  <tbody>\n'
        + "\n".join(rows)
        + "\n  </tbody>\n</table>\n",
    )
    rows = []
    for i in range(3):
        p = Per("he", i)
        rows.append(
            f"<tr><td>{P(p.full)}</td><td>{m('NATIONAL_ID', ids.nid(g, 'il.idnr'), 'il.idnr')}</td><td>{PH(g, 'IL', 'nat')}</td><td>{BAL(f'₪{g.r.randint(2, 60)},{g.digits(3)}')}</td></tr>"
        )
    add(
        "he",
        "html",
        '<html dir="rtl"><body><h2>דוח יתרות לקוחות</h2>\n<table>\n<tr><th>שם</th><th>ת.ז.</th><th>טלפון</th><th>יתרה</th></tr>\n'
        + "\n".join(rows)
        + f"\n</table>\n<p>הופק ב-{TS('2026-11-30 07:00')}</p></body></html>\n",
    )
    # psql output (en, ru)
    rows = []
    for i in range(4):
        p = Per(["en", "fi", "da", "ko"][i], i)
        rows.append(
            [
                str(1001 + i),
                P(p.full),
                E(p.mail("example-mail.com", i % 4)),
                IP(g.ip4()),
                TS(f"2026-11-2{i} 0{i}:12:4{i}+00"),
            ]
        )
    add(
        "en",
        "ascii_table",
        "app=> SELECT id, name, email, last_ip, last_login FROM users ORDER BY id LIMIT 4;\n"
        + psql(["id", "name", "email", "last_ip", "last_login"], rows)
        + f"\n({m('COUNT', '4 rows')})\n\nTime: {m('LATENCY', '3.412 ms')}\n",
    )
    rows = []
    for i in range(3):
        p = Per("ru", i)
        rows.append(
            [
                str(i + 7),
                P(p.f + " " + p.g),
                m("TAX_ID", ids.nid(g, "ru.inn"), "ru.inn"),
                PH(g, "RU", "nat"),
                BAL(f"{g.r.randint(10, 990)} {g.digits(3)},{g.digits(2)}"),
            ]
        )
    add(
        "ru",
        "ascii_table",
        "mysql> SELECT id, fio, inn, phone, balance FROM clients WHERE region = 'MSK';\n"
        + mysql(["id", "fio", "inn", "phone", "balance"], rows)
        + f"\n{m('COUNT', '3 rows')} in set ({m('LATENCY', '0.02 sec')})\n",
    )
    # spreadsheet cells (it, uk)
    p, q = Per("it", 2), Per("it", 0)
    add(
        "it",
        "cells",
        f"Foglio1!A1 = 'Dipendente'\nFoglio1!B1 = 'RAL'\nFoglio1!C1 = 'Data di nascita'\nFoglio1!A2 = '{P(p.full)}'\nFoglio1!B2 = {SAL('41500')}\nFoglio1!C2 = '{DOB('1987-12-03')}'\n"
        f"Foglio1!A3 = '{P(q.full)}'\nFoglio1!B3 = {SAL('38200')}\nFoglio1!C3 = '{DOB('1990-05-27')}'\nFoglio1!E1 = 'Fascia di mercato'\nFoglio1!E2 = {m('AMOUNT', '36000')}\nFoglio1!F2 = '=MEDIA(B2:B3)'\n",
    )
    p = Per("uk", 2)
    add(
        "uk",
        "cells",
        f"A1: ПІБ\nB1: Борг\nC1: Телефон\nA2: {P(p.f + ' ' + p.g)}\nB2: {OWE('12 450,00 грн')}\nC2: {PH(g, 'UA', 'nat')}\nA3: {P('Гнатюченко Остромислав')}\nB3: {OWE('3 900,00 грн')}\nC3: {PH(g, 'UA', 'intl')}\nD1: Оновлено {TS('2026-11-29 16:40')}\n",
    )


def build(add, G):
    for f in (chats, notes, cvs, invoices, payslips, medical, tickets, vcard_ics, tables):
        f(add, G(f.__name__))
