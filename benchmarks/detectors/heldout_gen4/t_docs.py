"""Documents and exports: payroll CSVs of several countries, TSV and spreadsheet exports, markdown
and HTML tables, psql/mysql output, meeting notes, a CV, an invoice, OCR'd payslips and letters,
a lease, a medical letter, a travel itinerary, a support ticket, vCards and ICS invitations."""

from __future__ import annotations

import random

from . import values as V
from .core import Doc, d, g
from .core import build as mk
from .names import POOLS, ascii_parts
from .t_msgs import N, PH, email_of


def E(r: random.Random, p, k: int = 0) -> str:  # type: ignore[no-untyped-def]  # generator helper: p is any person record
    return g("EMAIL_ADDRESS", email_of(r, p, k))


def payroll_pl(r: random.Random) -> Doc:
    ps = POOLS["pl"]
    rows = ["Nazwisko i imię;PESEL;Stanowisko;Wynagrodzenie brutto;Potrącenia komornicze;Nr rachunku"]
    for i, p in enumerate(ps):
        rows.append(
            f"{N(p, p.family + ' ' + p.given)};{V.digits(r, 2)}*********;{['Magazynier', 'Księgowa', 'Kierowca'][i]};"
            f"{g('SALARY', f'{7 + i} {r.randint(100, 999)},00')};{g('AMOUNT_OWED', f'{r.randint(300, 1200)},00')};{g('IBAN_CODE', V.iban(r, 'PL', False), 'iban')}"
        )
    rows.append(f"RAZEM;;;{d('AMOUNT', '26 412,00')};;")
    return mk("pl", "csv", "\n".join(rows) + "\n")


def payroll_in(r: random.Random) -> Doc:
    ps = POOLS["hi"]
    rows = ["Emp Code,Employee Name,PAN,UAN,Basic,HRA,Gross,TDS,Net Pay,Bank A/c,IFSC"]
    for i, p in enumerate(ps):
        name = p.full if p.given.isascii() else ascii_parts(p)[0].title() + " " + ascii_parts(p)[1].title()
        nm = N(p, name)
        rows.append(
            f"{d('RESOURCE_ID', f'PNQ{r.randint(1000, 9999)}')},{nm},{g('TAX_ID', ''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3)) + 'P' + name.split()[-1][0].upper() + V.digits(r, 4) + r.choice('ABCDEFGHZ'), 'in.pan')},"
            f"10{V.digits(r, 10)},{g('SALARY', f'{r.randint(40, 90)}000')},{g('SALARY', f'{r.randint(15, 35)}000')},{g('SALARY', f'{r.randint(95, 180)}500')},"
            f"{g('SALARY', f'{r.randint(8, 24)}350')},{g('SALARY', f'{r.randint(80, 150)}150')},{g('BANK_ACCOUNT', V.digits(r, 14))},HDFC0001{r.randint(100, 999)}"
        )
    return mk("hi", "csv", "\n".join(rows) + "\n")


def payroll_jp(r: random.Random) -> Doc:
    ps = POOLS["ja"]
    rows = ["社員番号\t氏名\t基本給\t時間外手当\t住民税\t差引支給額\t振込口座"]
    for i, p in enumerate(ps):
        rows.append(
            f"{d('RESOURCE_ID', f'E{r.randint(10000, 99999)}')}\t{N(p)}\t{g('SALARY', f'{r.randint(280, 520)},000')}\t{g('SALARY', f'{r.randint(12, 88)},400')}\t"
            f"{g('SALARY', f'{r.randint(14, 38)},100')}\t{g('SALARY', f'{r.randint(230, 430)},862')}\t三井住友 {r.randint(100, 999)} 普通 {g('BANK_ACCOUNT', V.digits(r, 7))}"
        )
    rows.append(f"合計\t\t{d('AMOUNT', '1,612,000')}\t\t\t\t")
    return mk("ja", "tsv", "\n".join(rows) + "\n")


def md_notes_en(r: random.Random) -> Doc:
    ps = POOLS["en"]
    t = f"""# 1:1 notes — {N(ps[3])} / {N(ps[0], ps[0].given)}
_{d("DATE", "2027-02-09")}, room {d("ROOM", "Kubernetes")} (4th floor)_

## Personal
- {ps[3].given.lower()} is back from leave; still doing {g("HEALTH", "physio twice a week for the knee reconstruction")}, wants Fridays remote
- mortgage came through; asked if the retention bonus of {g("SALARY", "£12,000")} can be paid in March instead of June
- mentioned her brother {N(ps[8], ps[8].given)} might apply for the {d("PRODUCT", "Gateway")} team

## Comp review (confidential)
{N(ps[3], ps[3].given)} is at {g("SALARY", "£71.2k")}; proposal {g("SALARY", "£78k")} (+{d("PERCENT", "9.5%")}). Band for L5 is published as {d("AMOUNT", "£68k–£84k")}.
Still owes us {g("AMOUNT_OWED", "£640")} for the conference flight she cancelled.

## Actions
- [ ] {N(ps[0], ps[0].given)} to check with payroll ({g("EMAIL_ADDRESS", "payroll.uk@" + "brightwater.io")})
- [ ] book {d("ROOM", "Node")} for the team retro, {d("DATE", "17 Feb")}
- [ ] ticket {d("TICKET_ID", "PEOPLE-412")}
"""
    return mk("en", "markdown", t)


def md_notes_it(r: random.Random) -> Doc:
    ps = POOLS["it"]
    t = f"""## Verbale riunione condominiale – {d("DATE", "3 febbraio 2027")}

Presenti: {N(ps[0])}, {N(ps[1])}, {N(ps[2], ps[2].family + " " + ps[2].given)} (delega), amministratore rag. {N(ps[3], ps[3].family)}.

1. **Morosità**: la signora {N(ps[0], ps[0].family)} deve ancora {g("AMOUNT_OWED", "2.418,60 €")} di quote 2026; concordato un piano in sei rate.
2. {N(ps[1], ps[1].given)} comunica che il figlio ha {g("HEALTH", "una disabilità motoria")} e chiede il montascale; preventivo ditta {d("COMPANY", "Ascensori Borromeschi Srl")} {d("PRICE", "14.900 € + IVA")}.
3. Nuovo IBAN del condominio per i versamenti: {d("RESOURCE_ID", "c/c 0000 4471 22")} presso la filiale di {d("CITY", "Ferrara")}.
4. Il codice del portone cambia da lunedì: {g("PASSWORD", "7741#")}.

Assemblea successiva: {d("DATE", "12 maggio 2027")}, ore {d("TIMESTAMP", "20:30")}.
"""
    return mk("it", "markdown", t)


def cv_fi(r: random.Random) -> Doc:
    p = POOLS["fi"][1]
    t = f"""ANSIOLUETTELO

{N(p, p.full.upper())}
{g("ADDRESS", "Kelohongantie 3 A 7, 96100 Rovaniemi")} · {PH(r, "FI", "nat")} · {E(r, p)}
Syntynyt {g("DATE_OF_BIRTH", "2.9.1984")} · github.com/{g("USERNAME", ascii_parts(p)[1])}

TYÖKOKEMUS
2021–  Ohjelmistoarkkitehti, {d("COMPANY", "Revontuli Softworks Oy")}, Oulu
       – siirsin {d("COUNT", "14")} palvelua {d("TECH_TERM", "Kubernetes")}-klusteriin, ylläpito {d("TECH_TERM", "Terraform")}
2016–2021  Kehittäjä, {d("COMPANY", "Pohjolan Data Oy")}

KOULUTUS
DI, tietotekniikka, Oulun yliopisto, {d("DATE", "2010")}

PALKKATOIVE: {g("SALARY", "6 200 €/kk")}
Nykyinen palkka {g("SALARY", "5 480 €")} kuukaudessa + lomarahat.
Suosittelija: {N(POOLS["fi"][0])} ({N(POOLS["fi"][0], POOLS["fi"][0].case["gen"])} puhelin {PH(r, "FI", "intl")})
"""
    return mk("fi", "ocr", t)


def invoice_pt(r: random.Random) -> Doc:
    p = POOLS["pt"][1]
    nif = "2" + V.digits(r, 7)
    c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(nif)) % 11
    nif += str(0 if c >= 10 else c)
    t = f"""FATURA N.º {d("INVOICE_ID", "FT 2027A/0318")}                      Data: {d("DATE", "2027-02-10")}
Cliente: {N(p)}
NIF: {g("TAX_ID", nif, "pt.nif")}
Morada: {g("ADDRESS", "Rua do Alecrim Velho 61, 2.º Esq., 4050-016 Porto")}
Tel.: {PH(r, "PT", "nat")}

Descrição                          Qtd   Preço unit.    Total
Consulta de fisioterapia             4   {d("PRICE", "45,00 €")}       {d("PRICE", "180,00 €")}
Palmilhas ortopédicas (ref. {d("SKU", "PLM-38")})    1   {d("PRICE", "96,00 €")}        {d("PRICE", "96,00 €")}

Motivo clínico: {g("HEALTH", "fasceíte plantar bilateral")}
Total com IVA ({d("PERCENT", "23%")}): {d("AMOUNT", "339,48 €")}
Valor em dívida de faturas anteriores: {g("AMOUNT_OWED", "412,00 €")}
Pagamento por transferência para {d("RESOURCE_ID", "PT50 0035 ****")} até {d("DATE", "2027-02-25")}.
"""
    return mk("pt", "ocr", t)


def payslip_de_ocr(r: random.Random) -> Doc:
    p = POOLS["de"][1]
    t = f"""Entgeltabrechnung für Februar 2027                 Pers.-Nr. {d("RESOURCE_ID", "004417")}
{d("COMPANY", "Nordlicht Logistik GmbH")} · Hafenstr. 2 · 28217 Bremen

Herrn
{N(p, p.full.upper())}
{g("ADDRESS", "KRUMMER WEG 11")}
27721 RITTERHUDE

Geb.-Datum {g("DATE_OF_BIRTH", "14.06.1975")}   StKl. 3   Konf. --   SV-Nr. {g("NATIONAL_ID", "12140675" + p.family[0] + V.digits(r, 3))}
Steuer-ID {g("TAX_ID", V.de_idnr(r), "de.idnr")}

Bezeichnung                 Betrag
Grundgehalt                 {g("SALARY", "4.860,00")}
Schichtzulage               {g("SALARY", "312,40")}
Gesamtbrutto                {g("SALARY", "5.172,40")}
Lohnsteuer                  {g("SALARY", "748,25")}
Pfändung (AG Bremen)        {g("AMOUNT_OWED", "380,00")}
Auszahlungsbetrag           {g("SALARY", "2.911,62")}

Überweisung an {g("IBAN_CODE", V.iban(r, "DE"), "iban")}   BIC BRLADE22XXX
"""
    return mk("de", "ocr", t)


def medical_fr(r: random.Random) -> Doc:
    p = POOLS["fr"][3]
    t = f"""Dr {N(POOLS["fr"][4])}
Cardiologue – {g("ADDRESS", "14 rue des Tanneurs, 67000 Strasbourg")}

Strasbourg, le {d("DATE", "8 février 2027")}

Cher confrère,

Je revois ce jour M. {N(p)}, né le {g("DATE_OF_BIRTH", "19/03/1958")}, n° SS {g("NATIONAL_ID", V.fr_nir(r, 1, 58, 3), "fr.nir")}, pour {g("HEALTH", "une fibrillation atriale paroxystique")}.
Sous {g("HEALTH", "apixaban 5 mg matin et soir")}. ETT : FEVG {d("PERCENT", "55 %")}.
M. {N(p, p.family)} signale aussi {g("HEALTH", "un syndrome d’apnées du sommeil")} non appareillé.
Je le reverrai dans {d("DURATION", "six mois")}. Joignable au {PH(r, "FR", "nat", mobile=False)}.

Bien confraternellement,
Dr {N(POOLS["fr"][4], POOLS["fr"][4].given[0] + ". " + POOLS["fr"][4].family)}
"""
    return mk("fr", "ocr", t)


def lease_es(r: random.Random) -> Doc:
    a, b = POOLS["es"][0], POOLS["es"][3]
    dni = V.digits(r, 8)
    dni += "TRWAGMYFPDXBNJZSQVHLCKE"[int(dni) % 23]
    t = f"""CONTRATO DE ARRENDAMIENTO DE VIVIENDA

En {d("CITY", "Zaragoza")}, a {d("DATE", "1 de marzo de 2027")}.

De una parte, D. {N(b)}, mayor de edad, con DNI {g("NATIONAL_ID", dni, "es.dni")}, en calidad de ARRENDADOR.
De otra, D.ª {N(a)}, con domicilio a efectos de notificaciones en {g("ADDRESS", "Calle Mayor 9, 1.º izq., 22700 Jaca")}, ARRENDATARIA.

PRIMERA. Objeto: vivienda sita en Paseo de Sagasta 40, 4.º C (ref. catastral {d("RESOURCE_ID", "8223104XM7182C0012RT")}).
SEGUNDA. Renta: {g("CONTRACT_VALUE", "11.400 € anuales")}, pagaderos en mensualidades de {g("CONTRACT_VALUE", "950 €")} a la cuenta {g("IBAN_CODE", V.iban(r, "ES"), "iban")}.
TERCERA. Fianza: una mensualidad. La arrendataria declara adeudar {g("AMOUNT_OWED", "1.900 €")} del contrato anterior, que abonará en {d("COUNT", "cuatro")} plazos.
CUARTA. El IPC aplicable en 2026 fue del {d("PERCENT", "2,8 %")}.

Teléfono de contacto de la arrendataria: {PH(r, "ES", "intl")}.
"""
    return mk("es", "ocr", t)


def travel_ko(r: random.Random) -> Doc:
    p = POOLS["ko"][0]
    t = f"""[여행 일정표]  예약번호 {d("ORDER_ID", "KX8QZL")}
탑승객: {N(p, "NAMKUNG/DODAM")} MS
생년월일: {g("DATE_OF_BIRTH", "1991-08-14")}   여권번호: {g("PASSPORT_NUMBER", "M" + V.digits(r, 8))}
연락처: {PH(r, "KR", "nat")} / {E(r, p)}

{d("FLIGHT_NUMBER", "KE5901")}  인천(ICN) {d("TIMESTAMP", "2027-03-04 09:40")} → 오사카(KIX) {d("TIMESTAMP", "11:35")}  좌석 {d("RESOURCE_ID", "32K")}
호텔: 난바 오리엔탈 호텔, {d("DURATION", "3박")}, 객실 요금 {d("PRICE", "₩412,000")}
특이사항: {N(p, p.given)}님 {g("HEALTH", "제1형 당뇨")} — 인슐린 펜 기내 반입 확인서 첨부
결제: {g("CREDIT_CARD", V.card(r, "9410", 16, "-"), "luhn")}  (총 {d("AMOUNT", "₩1,286,300")})
"""
    return mk("ko", "ocr", t)


def ticket_id(r: random.Random) -> Doc:
    ps = POOLS["id"]
    t = f"""Tiket #{d("TICKET_ID", "88213")} — Gagal transfer ke rekening sendiri
Dibuat: {d("TIMESTAMP", "2027-02-10 14:22 WIB")} · Prioritas: Tinggi · Agen: {N(ps[1], ps[1].given)}

Pelanggan: {N(ps[0])} ({E(r, ps[0])}, {PH(r, "ID", "intl")})
NIK: {g("NATIONAL_ID", "3273" + V.digits(r, 2) + "5708" + "93" + V.digits(r, 4))}

Pesan pelanggan:
"Saya sudah tiga kali transfer {d("AMOUNT", "Rp 500.000")} tapi selalu gagal, padahal saldo saya {g("BALANCE", "Rp 12.480.650")}.
Kartu debit saya {g("CREDIT_CARD", V.card(r, "6011", 16), "luhn")}. Tolong dicek, saya juga masih ada cicilan {g("AMOUNT_OWED", "Rp 3.200.000")} yang jatuh tempo besok."

Catatan internal: {ps[2].given} sudah cek log, error {d("ERROR_CODE", "TRX-051")} dari switching, latensi {d("LATENCY", "4.8 s")}.
"""
    t = t.replace(f"{ps[2].given} sudah", f"{N(ps[2], ps[2].given)} sudah")
    return mk("id", "markdown", t)


def html_table_ar(r: random.Random) -> Doc:
    ps = POOLS["ar"]
    rows = []
    for i, p in enumerate(ps[:3]):
        rows.append(
            f"<tr><td>{N(p)}</td><td>{g('IBAN_CODE', V.iban(r, 'SA'), 'iban')}</td><td>{g('SALARY', ['١٨٬٤٠٠', '٢٢٬٧٥٠', '١٥٬٩٠٠'][i])}&nbsp;ر.س</td>"
            f"<td>{PH(r, 'SA', 'nat')}</td><td>{g('HEALTH', ['ربو', 'انزلاق غضروفي', 'حمل — إجازة أمومة'][i])}</td></tr>"
        )
    t = (
        '<table dir="rtl" class="payroll">\n<thead><tr><th>الاسم</th><th>الآيبان</th><th>الراتب</th><th>الجوال</th><th>ملاحظات طبية</th></tr></thead>\n<tbody>\n'
        + "\n".join(rows)
        + f'\n</tbody>\n<tfoot><tr><td colspan="2">الإجمالي</td><td>{d("AMOUNT", "٥٧٬٠٥٠")}</td></tr></tfoot>\n</table>\n'
        f"<p>آخر تحديث {d('TIMESTAMP', '2027-02-08 10:14')} — نظام {d('PRODUCT', 'Masar HR')} {d('VERSION', '5.2.1')}</p>\n"
    )
    return mk("ar", "html", t)


def md_table_sv(r: random.Random) -> Doc:
    ps = POOLS["sv"]
    rows = ["| Namn | Personnummer | Månadslön | Skuld CSN | Telefon |", "|---|---|---|---|---|"]
    for i, p in enumerate(ps):
        yy, mm, dd = 80 + i * 4, 1 + i * 3, 10 + i * 5
        body = f"{yy:02d}{mm:02d}{dd:02d}{V.digits(r, 3)}"
        from stdnum import luhn

        pnr = body + luhn.calc_check_digit(body)
        rows.append(
            f"| {N(p, p.last_first)} | {g('NATIONAL_ID', pnr[:6] + '-' + pnr[6:], 'se.personnummer')} | {g('SALARY', f'{r.randint(38, 61)} {r.randint(100, 999)} kr')} | "
            f"{g('AMOUNT_OWED', f'{r.randint(40, 280)} {r.randint(100, 999)} kr')} | {PH(r, 'SE', 'nat')} |"
        )
    rows.append(
        f"\n_Export {d('TIMESTAMP', '2027-02-11 07:30')}, {d('COUNT', '3')} rader, källa {d('PRODUCT', 'Lönesystem Hogia')}_"
    )
    return mk("sv", "md_table", "\n".join(rows) + "\n")


def psql_en(r: random.Random) -> Doc:
    ps = POOLS["en"]
    lines = [
        "app=> SELECT id, full_name, email, phone, dob, balance_cents FROM customers WHERE flagged ORDER BY id LIMIT 4;",
        " id  |      full_name       |             email              |     phone       |    dob     | balance_cents",
        "-----+----------------------+--------------------------------+-----------------+------------+---------------",
    ]
    for i, p in enumerate(ps[4:8]):
        lines.append(
            f" {d('RESOURCE_ID', str(1200 + i * 37))} | {N(p)} | {E(r, p, i)} | {PH(r, 'US', 'e164')} | {g('DATE_OF_BIRTH', f'19{r.randint(55, 99)}-{r.randint(10, 12)}-{r.randint(10, 28)}')} | {g('BALANCE', str(r.randint(-90000, 900000)))}"
        )
    lines.append(f"({d('COUNT', '4 rows')})\n\nTime: {d('LATENCY', '3.412 ms')}")
    return mk("en", "ascii_table", "\n".join(lines) + "\n")


def mysql_tr(r: random.Random) -> Doc:
    ps = POOLS["tr"]
    out = ["mysql> SELECT * FROM musteri WHERE borc > 0\\G"]
    for i, p in enumerate(ps[:2]):
        out += [
            f"*************************** {i + 1}. row ***************************",
            f"        id: {d('RESOURCE_ID', str(r.randint(3000, 9000)))}",
            f"    ad_soyad: {N(p)}",
            f"     e_posta: {E(r, p, i)}",
            f"     telefon: {PH(r, 'TR', 'intl')}",
            f"       adres: {g('ADDRESS', ['Gül Sokak No: 4 D: 2, 35220 Konak/İzmir', 'Papatya Cad. No: 18, 06680 Çankaya/Ankara'][i])}",
            f"        borc: {g('AMOUNT_OWED', f'{r.randint(1000, 40000)}.50')}",
            f"  olusturma: {d('TIMESTAMP', f'2026-1{i}-0{i + 3} 11:20:0{i}')}",
        ]
    out.append(f"2 rows in set ({d('LATENCY', '0.01 sec')})")
    return mk("tr", "ascii_table", "\n".join(out) + "\n")


def vcard_el(r: random.Random) -> Doc:
    p = POOLS["el"][0]
    t = (
        f"BEGIN:VCARD\r\nVERSION:4.0\r\nFN:{N(p)}\r\nN:{N(p, p.family)};{N(p, p.given)};;;\r\n"
        f"TEL;TYPE=cell:{PH(r, 'GR', 'intl')}\r\nEMAIL;TYPE=home:{E(r, p)}\r\n"
        f"ADR;TYPE=home:;;{g('ADDRESS', 'Οδός Ασκληπιού 44')};Αθήνα;;106 80;Ελλάδα\r\nBDAY:{g('DATE_OF_BIRTH', '19800706')}\r\n"
        f"NOTE:Αλλεργία: {g('HEALTH', 'πενικιλίνη')}. Κουμπάρα της {N(POOLS['el'][2], POOLS['el'][2].given)}.\r\n"
        f"REV:{d('TIMESTAMP', '20270211T091500Z')}\r\nPRODID:-//Apple Inc.//iPhone OS {d('VERSION', '18.3')}//EN\r\nEND:VCARD\r\n"
    )
    return mk("el", "vcard", t)


def ics_da(r: random.Random) -> Doc:
    ps = POOLS["da"]
    cn = ps[1].full
    fold_at = 9
    cn_folded = cn[:fold_at] + "\r\n " + cn[fold_at:]
    em = email_of(r, ps[1], 0)
    t = (
        "BEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n"
        f"DTSTART:{d('TIMESTAMP', '20270216T080000Z')}\r\nDTEND:{d('TIMESTAMP', '20270216T090000Z')}\r\n"
        f"ORGANIZER;CN={N(ps[0])}:mailto:{E(r, ps[0], 2)}\r\n"
        f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN={g('PERSON', cn_folded)}:\r\n mailto:{g('EMAIL_ADDRESS', em)}\r\n"
        f"ATTENDEE;CUTYPE=RESOURCE;CN={d('ROOM', 'Mødelokale Kafka')}:mailto:c_188{V.hexs(r, 20)}@resource.calendar.google.com\r\n"
        f"SUMMARY:Tilbagevenden efter sygeorlov – {N(ps[1], ps[1].given)}\r\n"
        f"DESCRIPTION:Gradvis opstart efter {g('HEALTH', 'stress og depression')}. Ny løn {g('SALARY', 'kr. 44.100')} fra 1/3.\r\n"
        f"UID:{d('UUID', V.uuid(r))}@google.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    return mk("da", "calendar", t)


def ics_bday_zh(r: random.Random) -> Doc:
    p = POOLS["zh"][1]
    t = (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Feishu//Calendar//CN\r\nBEGIN:VEVENT\r\n"
        f"DTSTART;VALUE=DATE:{g('DATE_OF_BIRTH', '19920715')}\r\nRRULE:FREQ=YEARLY\r\nSUMMARY:{N(p)}生日🎂\r\n"
        f"DESCRIPTION:{N(p, p.given)}对{g('HEALTH', '芒果过敏')}，订蛋糕别放芒果。联系电话{PH(r, 'CN', 'nat')}\r\n"
        f"LOCATION:{d('ROOM', '会议室-昆仑')}\r\nUID:{d('UUID', V.uuid(r))}\r\nDTSTAMP:{d('TIMESTAMP', '20270110T020000Z')}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    return mk("zh", "calendar", t)


def cells_no(r: random.Random) -> Doc:
    ps = POOLS["no"]
    cells = [("A1", "Navn"), ("B1", "Fødselsnr."), ("C1", "Kontonr."), ("D1", "Restanse")]
    for i, p in enumerate(ps[:3]):
        fnr = V.no_fnr(r, 3 + i * 7, 4 + i, 71 + i * 6)
        k = V.kontonr_raw(r)
        cells += [
            (f"A{i + 2}", N(p)),
            (f"B{i + 2}", g("NATIONAL_ID", fnr, "no.fodselsnummer")),
            (f"C{i + 2}", g("BANK_ACCOUNT", f"{k[:4]}.{k[4:6]}.{k[6:]}", "no.kontonr")),
            (f"D{i + 2}", g("AMOUNT_OWED", f"kr {r.randint(2, 19)} {r.randint(100, 999)}")),
        ]
    cells.append(("D5", f"=SUM(D2:D4) → {d('AMOUNT', 'kr 31 744')}"))
    t = (
        f"Ark «Husleie» (eksportert {d('TIMESTAMP', '2027-02-11 08:02')})\n"
        + "\n".join(f"{c}: {v}" for c, v in cells)
        + "\n"
    )
    return mk("no", "cells", t)


def build(r: random.Random) -> list[Doc]:
    fns = [
        payroll_pl,
        payroll_in,
        payroll_jp,
        md_notes_en,
        md_notes_it,
        cv_fi,
        invoice_pt,
        payslip_de_ocr,
        medical_fr,
        lease_es,
        travel_ko,
        ticket_id,
        html_table_ar,
        md_table_sv,
        psql_en,
        mysql_tr,
        vcard_el,
        ics_da,
        ics_bday_zh,
        cells_no,
    ]
    return [f(r) for f in fns]
