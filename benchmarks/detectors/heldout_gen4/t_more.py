"""More shapes: prose with names and no cue at all, a Telegram JSON export, a Discord export,
a curl ``-v`` dump, CSV exports (French payroll, Chinese card list, Hebrew Asana, Swedish school),
a Norwegian lease and a Dutch insurance letter (OCR), Korean Notion and Vietnamese Linear
markdown exports."""

from __future__ import annotations

import base64
import random

from . import values as V
from .core import Doc, d, g, jdump, raw
from .core import build as mk
from .names import POOLS, ascii_parts
from .t_msgs import N, PH, email_of


def prose_de(r: random.Random) -> Doc:
    ps = POOLS["de"]
    t = f"""Notizen Teamklausur, {d("DATE", "Dienstag")}

Am Morgen kamen {N(ps[0], ps[0].given)} und {N(ps[3], ps[3].given)} mit dem Zug, {N(ps[1], ps[1].family)} fuhr mit dem Auto nach.
{N(ps[4], ps[4].given)} erzählte beim Kaffee, dass sie seit dem Herbst {g("HEALTH", "Panikattacken")} hat und deshalb Vorträge lieber abgibt.
Beim Mittagessen meinte {N(ps[5], ps[5].given.split("-")[0])}, er verdiene nach der Umstufung nur noch {g("SALARY", "4.150 €")} netto, weniger als vorher.
{N(ps[2])} lieh ihm spontan {g("AMOUNT_OWED", "600 Euro")} für die Autoreparatur; zurückzahlen will er im März.
Abends Workshop im Raum {d("ROOM", "Docker")}, danach Grillen. Die Hütte kostete {d("PRICE", "1.280 €")} für alle zusammen.
{ps[0].given.lower()} fragte noch nach dem WLAN: {g("PASSWORD", "Almhuette2027")}.
"""
    t = t.replace(f"{ps[0].given.lower()} fragte", f"{N(ps[0], ps[0].given.lower())} fragte")
    return mk("de", "markdown", t)


def prose_en(r: random.Random) -> Doc:
    ps = POOLS["en"]
    t = f"""notes to self — tuesday

picked up {N(ps[2], ps[2].given)} from school, {N(ps[5], ps[5].given)} had the car. {N(ps[7], ps[7].family)} called twice about the loan:
we still owe them {g("AMOUNT_OWED", "£3,200")} and they want half by the end of the month.
mum's results came back — {g("HEALTH", "early-stage macular degeneration")}, next appointment in {d("DURATION", "six weeks")}.
savings account is down to {g("BALANCE", "£4,118.52")} after the boiler.
{N(ps[0], ps[0].given.lower())} says the quote from {d("COMPANY", "Quarrendon Plumbing")} ({d("PRICE", "£2,450")}) is a rip-off.
pin for the new debit card: {g("PASSWORD", "8093")}. bin day moved to {d("DATE", "thursday")}.
"""
    return mk("en", "markdown", t)


def telegram_json(r: random.Random) -> Doc:
    ps = POOLS["ru"]
    msgs = []
    texts = [
        (
            ps[0],
            f"{N(ps[1], ps[1].case['ins'])} договорились: аванс {g('CONTRACT_VALUE', '1 200 000 ₽')} по договору подряда",
        ),
        (
            ps[1],
            f"Ок. Реквизиты: {g('BANK_ACCOUNT', '40817810' + V.digits(r, 12))}, ИНН {g('TAX_ID', V.ru_inn(r), 'ru.inn')}",
        ),
        (ps[2], f"{N(ps[0], ps[0].case['dat'])} привет! пароль от 1С — {g('PASSWORD', 'Kovyl!2027')}, не теряй"),
        (ps[0], f"спасибо, {N(ps[2], ps[2].given)}. смета {d('AMOUNT', '3,4 млн ₽')} пока публичная, в тендере"),
    ]
    for i, (p, txt) in enumerate(texts):
        msgs.append(
            {
                "id": raw(d("RESOURCE_ID", 40210 + i)),
                "type": "message",
                "date": d("TIMESTAMP", f"2027-02-1{i}T1{i}:2{i}:0{i}"),
                "from": N(p),
                "from_id": g("MESSAGING_ID", f"user{r.randint(100000000, 999999999)}"),
                "text": txt,
            }
        )
    return mk(
        "ru",
        "json",
        jdump(
            {
                "name": "Ремонт офиса",
                "type": "private_group",
                "id": raw(d("RESOURCE_ID", r.randint(10**9, 2 * 10**9))),
                "messages": msgs,
            }
        ),
    )


def discord_json(r: random.Random) -> Doc:
    ps = POOLS["pl"]
    msgs = []
    for i, (p, txt) in enumerate(
        [
            (ps[0], f"{N(ps[1], ps[1].case['voc'])}, wyślesz mi token do bota? stary wygasł"),
            (ps[1], f"masz: {g('API_KEY', 'MTE' + V.b62(r, 23) + '.' + V.b62(r, 6) + '.' + V.b62(r, 38))}"),
            (ps[2], f"dzięki {N(ps[1], ps[1].case['voc'])}! btw zalegasz mi {g('AMOUNT_OWED', '150 zł')} za pizzę 😅"),
            (ps[0], f"serwer stoi na {d('VERSION', 'discord.py 2.4.0')}, ping {d('LATENCY', '38 ms')}"),
        ]
    ):
        gv, fam = ascii_parts(p)
        msgs.append(
            {
                "id": d("RESOURCE_ID", "13" + V.digits(r, 17)),
                "timestamp": d("TIMESTAMP", f"2027-02-11T2{i}:0{i}:00.000+00:00"),
                "author": {
                    "id": d("RESOURCE_ID", "9" + V.digits(r, 17)),
                    "name": g("USERNAME", f"{gv}{r.randint(1, 99)}"),
                    "nickname": N(p, p.given),
                },
                "content": txt,
            }
        )
    return mk(
        "pl",
        "json",
        jdump({"guild": {"name": "Kraków devs"}, "channel": {"name": d("CHANNEL", "boty")}, "messages": msgs}),
    )


def curl_v(r: random.Random) -> Doc:
    basic = base64.b64encode(f"ambrel.c:{V.b62(r, 12)}".encode()).decode()
    t = f"""$ curl -v -u '{g("USERNAME", "ambrel.c")}:***' https://{d("HOSTNAME", "api.cogglesworth.io")}/v3/payouts?limit=2
*   Trying {d("HOSTNAME", "104.18.22.201")}:{d("PORT", "443")}...
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384
> GET /v3/payouts?limit=2 HTTP/2
> Host: api.cogglesworth.io
> Authorization: Basic {g("SECRET", basic)}
> User-Agent: curl/{d("VERSION", "8.5.0")}
>
< HTTP/2 200
< set-cookie: __Host-session={g("SECRET", V.b62(r, 48))}; Path=/; Secure; HttpOnly
< x-request-id: {d("REQUEST_ID", V.uuid(r))}
<
{{"payouts":[{{"payee":"{N(POOLS["en"][4])}","sort_code":"20-45-77","account":"{g("BANK_ACCOUNT", V.digits(r, 8))}","amount":{g("SALARY", "4812.33")},"ref":"FEB PAYROLL"}}]}}
"""
    return mk("en", "http", t)


def csv_fr(r: random.Random) -> Doc:
    ps = POOLS["fr"]
    rows = ['"Matricule";"Nom";"Prénom";"NIR";"Brut annuel";"Prime";"Arrêt maladie"']
    for i, p in enumerate(ps[:4]):
        sex = 1 if p.sex == "m" else 2
        rows.append(
            f'"{d("RESOURCE_ID", f"M{r.randint(1000, 9999)}")}";"{N(p, p.family.upper())}";"{N(p, p.given)}";"{g("NATIONAL_ID", V.fr_nir(r, sex, 70 + i * 5, 1 + i), "fr.nir")}";'
            f'"{g("SALARY", f"{r.randint(38, 72)} {r.randint(100, 999)},00")}";"{g("SALARY", f"{r.randint(1, 6)} 000,00")}";"{g("HEALTH", ["lombalgie", "burn-out", "grossesse pathologique", "—"][i]) if i < 3 else "—"}"'
        )
    return mk("fr", "csv", "\n".join(rows) + "\n")


def csv_zh(r: random.Random) -> Doc:
    ps = POOLS["zh"]
    rows = ["姓名,身份证号,银行卡号,手机,月薪,备注"]
    for i, p in enumerate(ps[:4]):
        rows.append(
            f"{N(p)},{g('CN_RESIDENT_ID', V.cn_ric(r, 1985 + i * 3, 1 + i * 2, 9 + i * 4), 'cn.ric')},{g('CREDIT_CARD', V.card(r, '621700', 19, ''), 'luhn')},"
            f"{PH(r, 'CN', 'nat')},{g('SALARY', f'{r.randint(12, 45)}{r.randint(100, 999)}')},{['试用期', '', '产假中', ''][i]}"
        )
    rows.append(f"合计,,,,{d('AMOUNT', '118460')},导出于{d('TIMESTAMP', '2027-02-11 08:30')}")
    return mk("zh", "csv", "\n".join(rows) + "\n")


def csv_he(r: random.Random) -> Doc:
    ps = POOLS["he"]
    rows = ["Task ID,Name,Assignee,Assignee Email,Due Date,Notes"]
    for i, p in enumerate(ps):
        gv, fam = ascii_parts(p)
        note = [
            f"להעביר ל{N(ps[1], ps[1].given)} את תלוש השכר: נטו {g('SALARY', '₪14,870')}",
            f"חופשת מחלה — {g('HEALTH', 'ניתוח כיס מרה')}, חוזר ב-{d('DATE', '1.3')}",
            f"{N(ps[0], ps[0].given)} חייבת {g('AMOUNT_OWED', '₪1,150')} לקופה",
        ][i]
        rows.append(
            f'{d("RESOURCE_ID", "1207" + V.digits(r, 12))},{["תלוש פברואר", "החלפה בתורנות", "גבייה"][i]},{N(p)},{g("EMAIL_ADDRESS", f"{gv}.{fam}@walla.co.il")},{d("DATE", f"2027-02-2{i}")},"{note}"'
        )
    return mk("he", "csv", "\n".join(rows) + "\n")


def school_sv(r: random.Random) -> Doc:
    ps = POOLS["sv"]
    rows = ["Elev\tKlass\tVårdnadshavare\tTelefon\tE-post\tElevhälsa"]
    for i, p in enumerate(ps):
        par = ps[(i + 1) % 3]
        rows.append(
            f"{N(p)}\t{d('ROOM', f'{r.randint(4, 9)}{r.choice("ABC")}')}\t{N(par)}\t{PH(r, 'SE', 'nat')}\t{g('EMAIL_ADDRESS', email_of(r, par, i))}\t"
            f"{g('HEALTH', ['dyslexi, extra tid på prov', 'glutenintolerans', 'ADHD, medicin kl 12'][i])}"
        )
    rows.append(f"\nUtdrag ur {d('PRODUCT', 'Skolplattformen')} {d('TIMESTAMP', '2027-02-11 12:01')}")
    return mk("sv", "tsv", "\n".join(rows) + "\n")


def lease_no(r: random.Random) -> Doc:
    a, b = POOLS["no"][1], POOLS["no"][3]
    t = f"""HUSLEIEKONTRAKT FOR BOLIG
(standardkontrakt, side 1 av 3 — skannet)

Utleier: {N(a, a.full.upper())}   f.nr. {g("NATIONAL_ID", V.no_fnr(r, 22, 8, 69), "no.fodselsnummer")}
Leietaker: {N(b)}   tlf. {PH(r, "NO", "nat")}
Nåværende adresse: {g("ADDRESS", "Løvetannveien 31, 7049 Trondheim")}

§3 Leie: {g("CONTRACT_VALUE", "kr 14 500")} per måned, betales til konto {g("BANK_ACCOUNT", (lambda k: f"{k[:4]} {k[4:6]} {k[6:]}")(V.kontonr_raw(r)), "no.kontonr")}.
§4 Depositum: {g("CONTRACT_VALUE", "kr 43 500")} på depositumskonto i {d("COMPANY", "SpareBank 1 SMN")}.
§5 Leietaker har restanse fra forrige leieforhold på {g("AMOUNT_OWED", "kr 9 800")}, som nedbetales over {d("DURATION", "6 måneder")}.
Indeksregulering etter KPI ({d("PERCENT", "3,1 %")} i 2026). Gjengs leie i området: {d("AMOUNT", "kr 13 000–16 000")}.
"""
    return mk("no", "ocr", t)


def insurance_nl(r: random.Random) -> Doc:
    p = POOLS["nl"][2]
    t = f"""{d("COMPANY", "Zilveren Kruis")}                                  Zeist, {d("DATE", "4 februari 2027")}
Postbus 444, 2300 AK Leiden

Mevrouw {N(p, "W. " + p.family)}
{g("ADDRESS", "Oude Haagweg 212")}
2552 EP Den Haag

Betreft: declaratie {d("INVOICE_ID", "DCL-2027-118834")}   BSN: {g("NATIONAL_ID", V.nl_bsn(r), "nl.bsn")}

Geachte mevrouw {N(p, p.family)},

Wij hebben uw declaratie voor {g("HEALTH", "een knieoperatie (meniscectomie)")} ontvangen. Uw eigen risico van {d("AMOUNT", "€ 385")}
is volledig verbruikt. U moet nog {g("AMOUNT_OWED", "€ 127,40")} aan ons betalen; dit bedrag incasseren wij van {g("IBAN_CODE", V.iban(r, "NL"), "iban")}.
Vragen? Bel onze klantenservice, bereikbaar op werkdagen.
"""
    return mk("nl", "ocr", t)


def notion_ko(r: random.Random) -> Doc:
    ps = POOLS["ko"]
    t = f"""# 2월 인사 미팅 노트
작성: {N(ps[1])} · {d("DATE", "2027-02-10")} · 회의실 {d("ROOM", "판교-리액트")}

- {N(ps[0], ps[0].given)}님 연봉 협상: 현재 {g("SALARY", "6,800만 원")} → 제안 {g("SALARY", "7,500만 원")} (공개 밴드 {d("AMOUNT", "6,000만~8,000만 원")})
- {N(ps[0])} 주민번호 뒷자리 확인 필요, 연락처 {PH(r, "KR", "nat")}
- {N(ps[2])} 씨 {g("HEALTH", "허리디스크")}로 재택 연장 요청
- 법인카드 {g("CREDIT_CARD", V.card(r, "4579", 16, "-"), "luhn")} 분실 신고 완료 ({d("TICKET_ID", "IT-3381")})
"""
    return mk("ko", "markdown", t)


def linear_vi(r: random.Random) -> Doc:
    ps = POOLS["vi"]
    t = f"""## {d("TICKET_ID", "OPS-512")} Hoàn tiền cho khách hàng
**Người phụ trách:** {N(ps[1])}   **Hạn:** {d("DATE", "15/02/2027")}

Khách {N(ps[0])} (chị {N(ps[0], ps[0].case["call"])}) báo bị trừ tiền hai lần {d("PRICE", "1.290.000 ₫")}.
Số tài khoản nhận hoàn: {g("BANK_ACCOUNT", "0071" + V.digits(r, 9))} (Vietcombank), SĐT {PH(r, "VN", "intl")}.
Chị {N(ps[0], ps[0].case["call"])} cũng nói đang nợ thẻ tín dụng {g("AMOUNT_OWED", "27.400.000 ₫")} nên cần hoàn gấp.
{N(ps[2], ps[2].case["call"])} đã kiểm tra log: lỗi {d("ERROR_CODE", "PAY-409")} ở {d("PRODUCT", "Gateway")} {d("VERSION", "2.7.1")}.
"""
    return mk("vi", "markdown", t)


def build(r: random.Random) -> list[Doc]:
    fns = [
        prose_de,
        prose_en,
        telegram_json,
        discord_json,
        curl_v,
        csv_fr,
        csv_zh,
        csv_he,
        school_sv,
        lease_no,
        insurance_nl,
        notion_ko,
        linear_vi,
    ]
    return [f(r) for f in fns]
