"""Markdown notes and calendar entries (ICS and agenda listings)."""

from __future__ import annotations

from ctx import Ctx, fmt_money
from markup import D, S

SCENARIOS: dict[str, tuple[str, object]] = {}


def scenario(fmt: str):
    def deco(fn):
        SCENARIOS[fn.__name__] = (fmt, fn)
        return fn

    return deco


@scenario("markdown")
def meeting_notes(c: Ctx) -> str:
    """Meeting notes with attendees and action items in ordinary phrasing."""
    L = c.lang
    a, b, x, y = (c.person() for _ in range(4))
    ext = c.person(c.pick(["en", "de", "nl", "fr", "no"]))
    T = {
        "en": (
            "# Weekly sync – {d}\n\n**Attendees:** {a}, {b}, {x} (remote)\n**Apologies:** {y}\n\n## Notes\n- {tech} rollout to 40% of traffic, no regressions; p99 at {lat}.\n"
            "- Customer escalation from {co}: their admin {ext} can't log in since {ver}.\n- {x_g} will join the vendor call on Friday.\n- Offsite in {city} confirmed for March.\n\n## Actions\n"
            "- [ ] Please call {ext_f} tomorrow and walk them through the SSO reset ({b_g})\n- [ ] cc {y} on the incident write-up\n- [ ] {a_g} to ask {ph_owner} – mobile {ph} – about the rack move\n"
        ),
        "de": (
            "# Jour fixe {d}\n\n**Teilnehmer:** {a}, {b}, {x}\n**Entschuldigt:** {y}\n\n## Notizen\n- {tech}-Migration läuft, Latenz p99 bei {lat}.\n"
            "- Eskalation von {co}: Ansprechpartner {ext} kommt seit Version {ver} nicht mehr rein.\n- {x_g} nimmt am Freitag am Lieferantentermin teil.\n- Teamevent in {city} steht für März.\n\n## Aufgaben\n"
            "- [ ] {b_g}: bitte morgen {ext_f} anrufen\n- [ ] {y} in cc beim Störungsbericht\n- [ ] {a_g} klärt mit {ph_owner} (Handy {ph}) den Umzug des Racks\n"
        ),
        "nl": (
            "# Weekoverleg {d}\n\n**Aanwezig:** {a}, {b}, {x}\n**Afwezig:** {y}\n\n## Notities\n- Uitrol {tech} op 40% van het verkeer, p99 {lat}.\n"
            "- Escalatie van {co}: beheerder {ext} kan sinds {ver} niet inloggen.\n- {x_g} sluit vrijdag aan bij het leveranciersgesprek.\n- Heidag in {city} staat voor maart.\n\n## Acties\n"
            "- [ ] {b_g}: morgen {ext_f} bellen over de SSO-reset\n- [ ] {y} in cc bij het incidentverslag\n- [ ] {a_g} overlegt met {ph_owner} ({ph}) over de verhuizing van het rack\n"
        ),
        "no": (
            "# Ukemøte {d}\n\n**Til stede:** {a}, {b}, {x}\n**Forfall:** {y}\n\n## Notater\n- {tech} rullet ut til 40 % av trafikken, p99 {lat}.\n"
            "- Eskalering fra {co}: administrator {ext} får ikke logget inn etter {ver}.\n- {x_g} blir med på leverandørmøtet fredag.\n- Samling i {city} i mars er bekreftet.\n\n## Oppgaver\n"
            "- [ ] {b_g}: ring {ext_f} i morgen om SSO-tilbakestillingen\n- [ ] {y} på kopi i hendelsesrapporten\n- [ ] {a_g} avklarer flytting av racket med {ph_owner} ({ph})\n"
        ),
        "fr": (
            "# Point hebdo du {d}\n\n**Présents :** {a}, {b}, {x}\n**Excusé(e) :** {y}\n\n## Notes\n- Déploiement {tech} à 40 % du trafic, p99 à {lat}.\n"
            "- Escalade de {co} : leur administrateur {ext} ne peut plus se connecter depuis la {ver}.\n- {x_g} participera à l'appel fournisseur vendredi.\n- Séminaire à {city} confirmé pour mars.\n\n## Actions\n"
            "- [ ] {b_g} : appeler {ext_f} demain pour la réinitialisation SSO\n- [ ] Mettre {y} en copie du compte rendu d'incident\n- [ ] {a_g} voit avec {ph_owner} ({ph}) pour le déménagement de la baie\n"
        ),
    }[L]
    owner = c.person()
    return T.format(
        d=D("DATE", "2025-11-04"),
        a=c.name(a.full),
        b=c.name(b.full),
        x=c.name(x.full),
        y=c.name(y.full),
        tech=c.tech(),
        lat=c.ms(),
        co=D("COMPANY", c.pick(["Brightwater", "Helix Biolabs", "Voltigeur", "Nordkyst Sjømat"])),
        ext=c.name(ext.full),
        ver=c.ver(),
        x_g=c.name(x.given),
        ext_f=c.name(ext.full if c.r.random() < 0.5 else ext.given),
        b_g=c.name(b.given),
        a_g=c.name(a.given),
        ph_owner=c.name(owner.full),
        ph=c.phone(),
        city=c.city(),
    )


@scenario("markdown")
def hiring_note(c: Ctx) -> str:
    """A hiring-committee note: candidates, current and expected salaries, offer terms."""
    L = c.lang
    style = {"en": "gbp", "de": "eur_de", "nl": "eur_nl"}[L]
    rows = []
    for _ in range(c.r.randint(2, 3)):
        p = c.person(c.pick([L, L, "en", "fr", "no"]))
        cur, exp = c.r.randrange(48000, 120000, 1000), 0
        exp = cur + c.r.randrange(3000, 20000, 1000)
        rows.append(
            {
                "en": f"### {c.name(p.full)}\n- Current: {c.money('SALARY', cur, style)}; expects {c.money('SALARY', exp, style)}\n- Notice: {c.r.randint(1, 3)} months. Reference from {c.name(c.person('en').full)} was strong.\n- Note: disclosed {c.health('en')} – needs a flexible schedule (keep confidential).\n",
                "de": f"### {c.name(p.full)}\n- Aktuell: {c.money('SALARY', cur, style)}; Wunschgehalt {c.money('SALARY', exp, style)}\n- Kündigungsfrist: {c.r.randint(1, 3)} Monate. Referenz von {c.name(c.person('de').full)} sehr gut.\n- Hinweis: Schwerbehinderung ({c.health('de')}) angegeben – vertraulich.\n",
                "nl": f"### {c.name(p.full)}\n- Huidig: {c.money('SALARY', cur, style)}; verwacht {c.money('SALARY', exp, style)}\n- Opzegtermijn: {c.r.randint(1, 3)} maanden. Referentie van {c.name(c.person('nl').full)} positief.\n- Let op: heeft {c.health('nl')} gemeld – vertrouwelijk.\n",
            }[L]
        )
    head = {
        "en": f"# Hiring committee – Platform Engineer ({D('TICKET_ID', 'REQ-' + str(c.r.randint(100, 999)))})\n\nBand for the role: {D('AMOUNT', fmt_money(70000, style))}–{D('AMOUNT', fmt_money(95000, style))} (public job ad).\n\n",
        "de": f"# Einstellungsrunde – Platform Engineer ({D('TICKET_ID', 'REQ-' + str(c.r.randint(100, 999)))})\n\nGehaltsband laut Stellenanzeige: {D('AMOUNT', fmt_money(70000, style))}–{D('AMOUNT', fmt_money(95000, style))}.\n\n",
        "nl": f"# Selectiecommissie – Platform Engineer ({D('TICKET_ID', 'REQ-' + str(c.r.randint(100, 999)))})\n\nSalarisschaal volgens vacature: {D('AMOUNT', fmt_money(70000, style))}–{D('AMOUNT', fmt_money(95000, style))}.\n\n",
    }[L]
    offer = c.person(c.pick([L, "en"]))
    tail = {
        "en": f"\n**Decision:** offer to {c.name(offer.full)} at {c.money('SALARY', c.r.randrange(80000, 99000, 500), style)} + {S('SALARY', '4,000 RSUs')}. {c.name(offer.given)} will join on 5 Jan.\n",
        "de": f"\n**Entscheidung:** Angebot an {c.name(offer.full)} mit {c.money('SALARY', c.r.randrange(80000, 99000, 500), style)}. Start am 5.1.\n",
        "nl": f"\n**Besluit:** aanbod aan {c.name(offer.full)}, {c.money('SALARY', c.r.randrange(80000, 99000, 500), style)} bruto per jaar. Start 5 januari.\n",
    }[L]
    return head + "\n".join(rows) + tail


@scenario("markdown")
def personal_note(c: Ctx) -> str:
    """A personal notes file an assistant agent reads (family, doctors, insurance numbers, debts)."""
    L = c.lang
    kid, partner, doc = c.person(), c.person(), c.person()
    kid_born = c.v.dob(2012, 2021)
    if L == "no":
        return (
            f"# Familie – viktig info\n\n## {c.name(kid.given)}\n- Født: {c.dob(kid_born, 'dmy.')}\n- Fødselsnummer: {S('NATIONAL_ID', c.v.no_fnr(kid_born, kid.female), 'no.fodselsnummer')}\n"
            f"- Fastlege: {c.name(doc.full)}, {D('COMPANY', 'Legesenteret Sentrum')}, tlf {c.phone('NO', 'fixed')}\n- Allergi/diagnose: {c.health('no')}\n\n"
            f"## {c.name(partner.full)}\n- Mobil: {c.phone('NO', 'mobile')}\n- Skylder meg fortsatt {c.money('AMOUNT_OWED', c.r.randrange(500, 9000, 50), 'nok')} for ferieturen\n\n"
            f"## Diverse\n- Strømavtale hos {D('COMPANY', 'Fjordkraft')}: {D('PRICE', '1,19 kr/kWh')}\n- Wifi på hytta: {S('PASSWORD', c.password_raw('phrase'))}\n"
        )
    if L == "fr":
        return (
            f"# Notes famille\n\n## {c.name(kid.given)}\n- Né(e) le {c.dob(kid_born, 'long_fr')}\n- Pédiatre : Dr {c.name(doc.family)}, {c.phone('FR', 'fixed')}\n"
            f"- Traitement en cours : {c.health('fr')}\n\n## {c.name(partner.full)}\n- Portable : {c.phone('FR', 'mobile')}\n- N° sécu : {S('NATIONAL_ID', c.v.fr_nir(c.dob_date(), partner.female), 'fr.nir')}\n"
            f"- Me doit encore {c.money('AMOUNT_OWED', c.r.randrange(100, 3000, 10), 'eur_fr')} (billets de train)\n\n## Divers\n- Code Wi-Fi maison : {S('PASSWORD', c.password_raw('human'))}\n"
            f"- Abonnement {D('PRODUCT', 'Freebox Pop')} : {D('PRICE', '29,99 €')}/mois\n"
        )
    if L == "el":
        return (
            f"# Σημειώσεις οικογένειας\n\n## {c.name(kid.given)}\n- Γεννήθηκε: {c.dob(kid_born, 'dmy/')}\n- ΑΜΚΑ: {S('NATIONAL_ID', c.v.gr_amka(kid_born), 'gr.amka')}\n"
            f"- Παιδίατρος: {c.name(doc.full)}, τηλ. {c.phone('GR', 'fixed')}\n- Διάγνωση: {c.health('el')}\n\n## {c.name(partner.full)}\n- Κινητό: {c.phone('GR', 'mobile')}\n"
            f"- ΑΦΜ: {S('TAX_ID', c.v.gr_afm(), 'gr.vat')}\n\n## Διάφορα\n- Κωδικός Wi-Fi: {S('PASSWORD', c.password_raw('human'))}\n- Συνδρομή {D('PRODUCT', 'Nova')}: {D('PRICE', '24,90 €')}\n"
        )
    if L == "ru":
        return (
            f"# Семья — важное\n\n## {c.name(kid.given)}\n- Дата рождения: {c.dob(kid_born, 'ru')}\n- Педиатр: {c.name(doc.formal_ru)}, {c.phone('RU', 'fixed')}\n"
            f"- Диагноз: {c.health('ru')}\n\n## {c.name(partner.full)}\n- Мобильный: {c.phone('RU', 'mobile')}\n- ИНН: {S('TAX_ID', c.v.ru_inn(), 'ru.inn')}\n"
            f"- Должен мне {c.money('AMOUNT_OWED', c.r.randrange(2000, 90000, 500), 'rub')}\n\n## Разное\n- Пароль от Wi-Fi: {S('PASSWORD', c.password_raw('random'))}\n- Тариф {D('PRODUCT', 'МТС Тарифище')}: {D('PRICE', '650 ₽')}/мес\n"
        )
    # en
    return (
        f"# Family admin\n\n## {c.name(kid.given)}\n- DOB: {c.dob(kid_born, 'long_en')}\n- NHS number: {S('NATIONAL_ID', c.v.gb_nhs(), 'gb.nhs')}\n- GP: Dr {c.name(doc.family)} at {D('COMPANY', 'Riverside Health Centre')}, {c.phone('GB', 'fixed')}\n"
        f"- Condition: {c.health('en')}\n\n## {c.name(partner.full)}\n- Mobile: {c.phone('GB', 'mobile')}\n- Still owes me {c.money('AMOUNT_OWED', c.r.randrange(50, 2000, 5), 'gbp')} for the flights\n\n"
        f"## Misc\n- Router admin password: {S('PASSWORD', c.password_raw('symbols'))}\n- Broadband: {D('PRODUCT', 'Fibre 500')} at {D('PRICE', '£32.99')}/month\n"
    )


@scenario("markdown")
def cjk_note(c: Ctx) -> str:
    """A Chinese weekly report / Japanese meeting minutes in markdown."""
    a, b, x = c.person(), c.person(), c.person()
    if c.lang == "zh":
        return (
            f"# 周报（{D('DATE', '2025-11-03')} ~ {D('DATE', '2025-11-07')}）\n\n## 本周进展\n- {D('TECH_TERM', 'Gateway')} 灰度发布完成，P99 延迟降到 {D('LATENCY', '210ms')}\n"
            f"- 与客户{c.name(x.full)}（{c.phone('CN', 'mobile')}）确认了二期需求，合同金额{S('CONTRACT_VALUE', fmt_money(c.r.randrange(300000, 2000000, 10000), 'cny'))}\n"
            f"- {c.name(a.full)}请假三天（{c.health('zh')}），工作由{c.name(b.full)}代理\n\n## 下周计划\n- 请{c.name(b.given)}明天给{c.name(x.full)}打电话，座机{c.phone('CN', 'fixed')}\n"
            f"- 升级 {D('TECH_TERM', 'Kubernetes')} 到 {D('VERSION', '1.31.2')}\n- 报销：{c.name(a.full)} 垫付 {c.money('AMOUNT_OWED', c.r.randrange(200, 5000, 10), 'cny')}，收款卡号 {c.card('unionpay', ' ')}\n"
        )
    return (
        f"# 議事録 {D('DATE', '2025-11-04')}\n\n出席者：{c.name(a.full)}、{c.name(b.full)}、{c.name(x.family)}（リモート）\n\n## 議題\n1. {D('TECH_TERM', 'React')} 移行の進捗（{D('VERSION', 'v19')}）\n"
        f"2. 顧客対応：{c.name(c.person().full)}様（{c.phone('JP', 'mobile')}）から請求額について問い合わせ。未払い残高 {c.money('AMOUNT_OWED', c.r.randrange(30000, 800000, 1000), 'jpy')}\n"
        f"3. 人事：{c.name(b.full)}さんは{c.health('ja')}のため来週まで在宅勤務\n\n## TODO\n- {c.name(a.family)}さん：明日{c.name(x.full)}さんに電話\n"
        f"- マイナンバー（{S('NATIONAL_ID', c.v.jp_mynumber(), 'jp.in')}）の提出書類を総務へ\n"
    )


def _ics_fold(line: str) -> str:
    """RFC 5545 §3.1 folding: CRLF + space before any octet past 75 on a line, wherever it falls.

    Folds may land inside a gold value (as calendar servers do); markers are zero-width, so a
    fold is placed after pending close markers and before pending open markers, keeping spans
    from starting or ending with the fold.
    """
    out: list[str] = []
    pending: list[str] = []
    octets = 0
    i = 0
    while i < len(line):
        ch = line[i]
        if ch in ("\x01", "\x04"):  # an open marker with its label up to the separator
            j = line.index("\x02", i)
            pending.append(line[i : j + 1])
            i = j + 1
            continue
        if ch in ("\x03", "\x05"):
            pending.append(ch)
            i += 1
            continue
        n = len(ch.encode())
        if octets + n > 75:
            closes = [m for m in pending if m in ("\x03", "\x05")]
            opens = [m for m in pending if m not in ("\x03", "\x05")]
            out += closes + ["\r\n "] + opens
            octets = 1
        else:
            out += pending
        pending = []
        out.append(ch)
        octets += n
        i += 1
    out += pending
    return "".join(out)


@scenario("calendar")
def ics_invite(c: Ctx) -> str:
    """An .ics invitation (VEVENT) with ORGANIZER/ATTENDEE CN= names, a description and a home-visit location."""
    L = c.lang
    org, att1, att2 = c.person(), c.person(), c.person(c.pick([L, "en"]))
    summ = {
        "en": "Home visit – boiler service",
        "de": "Hausbesuch – Pflegegrad-Begutachtung",
        "fr": "Visite à domicile – kiné",
        "nl": "Huisbezoek wijkverpleging",
        "no": "Hjemmebesøk – hjemmesykepleie",
    }[L]
    desc = {
        "en": f"Engineer will call {c.name(att1.given)} on {c.phone('GB', 'mobile')} 30 min before arrival. Ref {D('TICKET_ID', 'JOB-' + str(c.r.randint(10000, 99999)))}.",
        "de": f"Gutachterin ruft vorher an: {c.phone('DE', 'mobile')}. Grund: {c.health('de')}. Versichertennr. {S('NATIONAL_ID', c.v.de_kvnr(), 'de.kvnr')}.",
        "fr": f"Séance de rééducation ({c.health('fr')}). Appeler {c.name(att1.given)} au {c.phone('FR', 'mobile')} en cas de retard.",
        "nl": f"Wondzorg na operatie ({c.health('nl')}). Sleutelkluis code {S('PASSWORD', c.v.digits(4))}. Bel {c.name(att1.given)}: {c.phone('NL', 'mobile')}.",
        "no": f"Oppfølging etter {c.health('no')}. Ring {c.name(att1.given)} på {c.phone('NO', 'mobile')} hvis døra er låst.",
    }[L]
    region = {"en": "GB"}.get(L, c.region)
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:-//{D('COMPANY', 'Google Inc')}//Google Calendar 70.9054//EN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        f"DTSTART:{D('TIMESTAMP', '20251112T090000Z')}",
        f"DTEND:{D('TIMESTAMP', '20251112T100000Z')}",
        f"DTSTAMP:{D('TIMESTAMP', '20251103T081455Z')}",
        f"ORGANIZER;CN={c.name(org.full)}:mailto:{c.email(org)}",
        f"UID:{c.v.alnum(26, 'abcdefghijklmnopqrstuvwxyz0123456789')}@google.com",
        f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN={c.name(att1.full)};X-NUM-GUESTS=0:mailto:{c.email(att1)}",
        f'ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=OPT-PARTICIPANT;PARTSTAT=ACCEPTED;CN="{c.name(att2.family + ", " + att2.given if c.r.random() < 0.5 else att2.full)}":mailto:{c.email(att2)}',
        f"DESCRIPTION:{desc}",
        f"LOCATION:{c.address(region).replace(',', chr(92) + ',')}",
        f"SUMMARY:{summ}",
        "STATUS:CONFIRMED",
        "SEQUENCE:0",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "TRIGGER:-P0DT0H30M0S",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
    ]
    return "\r\n".join(_ics_fold(ln) for ln in lines) + "\r\n"


@scenario("calendar")
def agenda_listing(c: Ctx) -> str:
    """A ``list_events`` tool's text output: a week of appointments in the user's language."""
    L = c.lang
    p1, p2, p3 = c.person(), c.person(), c.person()
    A = {
        "de": [
            f"Mo 10.11. 08:30–09:00  Zahnarzt (Dr. {c.name(p1.family)}) – {c.address('DE')}",
            f"Di 11.11. 12:00–13:00  Mittagessen mit {c.name(p2.full)}",
            f"Mi 12.11. 15:00–15:30  Rückruf {c.name(p3.given)} ({c.phone('DE', 'mobile')}) wg. Nebenkostenabrechnung",
            f"Do 13.11. 09:00–17:00  {D('TECH_TERM', 'Kubernetes')}-Schulung (Raum {D('ROOM', 'Gateway')})",
            f"Fr 14.11. 10:00–10:30  Physiotherapie ({c.health('de')})",
        ],
        "fr": [
            f"lun. 10/11 08:30–09:00  Dentiste (Dr {c.name(p1.family)}) – {c.address('FR')}",
            f"mar. 11/11 12:00–13:00  Déjeuner avec {c.name(p2.full)}",
            f"mer. 12/11 15:00–15:30  Rappeler {c.name(p3.given)} ({c.phone('FR', 'mobile')}) pour le bail",
            f"jeu. 13/11 09:00–17:00  Formation {D('TECH_TERM', 'React')} (salle {D('ROOM', 'Node')})",
            f"ven. 14/11 10:00–10:30  Kiné ({c.health('fr')})",
        ],
        "ja": [
            f"11/10(月) 08:30–09:00  歯医者（{c.name(p1.family)}先生）{c.address('JP')}",
            f"11/11(火) 12:00–13:00  {c.name(p2.full)}さんとランチ",
            f"11/12(水) 15:00–15:30  {c.name(p3.family)}さんに折り返し（{c.phone('JP', 'mobile')}）",
            f"11/13(木) 09:00–17:00  {D('TECH_TERM', 'Kubernetes')}研修（会議室{D('ROOM', 'Gateway')}）",
            f"11/14(金) 10:00–10:30  通院（{c.health('ja')}）",
        ],
        "zh": [
            f"11月10日 周一 08:30–09:00  看牙（{c.name(p1.full)}医生）{c.address('CN')}",
            f"11月11日 周二 12:00–13:00  和{c.name(p2.full)}吃午饭",
            f"11月12日 周三 15:00–15:30  回电{c.name(p3.full)}（{c.phone('CN', 'mobile')}）",
            f"11月13日 周四 09:00–17:00  {D('TECH_TERM', 'Kubernetes')}培训（{D('ROOM', 'Gateway')}会议室）",
            f"11月14日 周五 10:00–10:30  复诊（{c.health('zh')}）",
        ],
        "ru": [
            f"пн 10.11 08:30–09:00  Стоматолог ({c.name(p1.formal_ru)}) — {c.address('RU')}",
            f"вт 11.11 12:00–13:00  Обед — {c.name(p2.full)}",
            f"ср 12.11 15:00–15:30  Перезвонить: {c.name(p3.given)}, {c.phone('RU', 'mobile')}",
            f"чт 13.11 09:00–17:00  Обучение {D('TECH_TERM', 'Kubernetes')} (переговорная {D('ROOM', 'Gateway')})",
            f"пт 14.11 10:00–10:30  Приём у врача ({c.health('ru')})",
        ],
        "el": [
            f"Δευ 10/11 08:30–09:00  Οδοντίατρος ({c.name(p1.full)}) – {c.address('GR')}",
            f"Τρι 11/11 12:00–13:00  Μεσημεριανό: {c.name(p2.full)}",
            f"Τετ 12/11 15:00–15:30  Κλήση: {c.name(p3.given)} ({c.phone('GR', 'mobile')})",
            f"Πεμ 13/11 09:00–17:00  Εκπαίδευση {D('TECH_TERM', 'Kubernetes')} (αίθουσα {D('ROOM', 'Gateway')})",
            f"Παρ 14/11 10:00–10:30  Γιατρός ({c.health('el')})",
        ],
        "ar": [
            f"الاثنين 10/11 08:30–09:00  طبيب الأسنان ({c.name(p1.full)}) – {c.address('SA')}",
            f"الثلاثاء 11/11 12:00–13:00  غداء مع {c.name(p2.full)}",
            f"الأربعاء 12/11 15:00–15:30  معاودة الاتصال بـ{c.name(p3.given)} ({c.phone('SA', 'mobile')})",
            f"الخميس 13/11 09:00–17:00  تدريب {D('TECH_TERM', 'Kubernetes')} (قاعة {D('ROOM', 'Gateway')})",
            f"الجمعة 14/11 10:00–10:30  مراجعة الطبيب ({c.health('ar')})",
        ],
    }[L]
    head = {
        "de": "Termine 10.–14.11.:",
        "fr": "Agenda du 10 au 14/11 :",
        "ja": "11/10〜11/14 の予定:",
        "zh": "11月10日—14日日程：",
        "ru": "Встречи 10–14.11:",
        "el": "Ραντεβού 10–14/11:",
        "ar": "المواعيد 10–14/11:",
    }[L]
    keep = [A[i] for i in sorted(c.r.sample(range(len(A)), c.r.randint(4, 5)))]
    return head + "\n" + "\n".join(keep) + "\n"


@scenario("markdown")
def readme_clean(c: Ctx) -> str:
    """No personal data: a project README/changelog page with product names, versions, ports and prices."""
    return (
        f"# {D('PRODUCT', 'Gateway')} – edge proxy for {D('TECH_TERM', 'Node')} services\n\n[![build](https://img.shields.io/badge/build-passing-green)]() ![version]({D('VERSION', c.v.version())})\n\n"
        f"## Quick start\n\n```bash\ndocker run -p {D('PORT', '8080')}:8080 -p {D('PORT', '9090')}:9090 ghcr.io/acme/gateway:{D('VERSION', c.v.version())}\n```\n\n"
        f"Then open http://localhost:{D('PORT', '8080')}/ – the admin UI is a {D('TECH_TERM', 'React')} app served from `/ui`. Metrics for {D('TECH_TERM', 'Prometheus')} are on `:9090/metrics`.\n\n"
        f"## Changelog\n\n### {D('VERSION', c.v.version())} ({D('DATE', '2025-10-28')})\n- Bash completion for the CLI\n- {D('TECH_TERM', 'Kubernetes')} readiness probe now waits for {D('TECH_TERM', 'Redis')}\n"
        f"- Cold start down from {D('LATENCY', '840ms')} to {D('LATENCY', '310ms')} (commit {D('COMMIT_HASH', c.v.sha(7))})\n- Fixed #{D('PR_NUMBER', str(c.r.randint(100, 999)))}: request bodies over {D('FILE_SIZE', '8 MiB')} were truncated\n\n"
        f"## Pricing\n\nSelf-hosted is free. The managed plan is {D('PRICE', '$49')}/month per cluster; enterprise support starts at {D('PRICE', '$12,000')}/year.\n\n"
        f"Maintained by the platform team at {D('COMPANY', 'Acme Labs')}, {D('CITY', c.pick(['Rotterdam', 'Leeds', 'Bergen', 'Lyon']))}.\n"
    )
