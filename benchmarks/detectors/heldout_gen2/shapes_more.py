"""More record shapes and the languages with fewest documents: delimited exports (semicolon CSV
with decimal commas, quoted multi-line fields, Excel clipboard TSV), Chinese HR and Arabic
e-commerce records, a US W-2 form, a cloud service-account key file, link lists, ``printenv``,
Hinglish and Hebrew threads; and more documents with no personal data but dense decoys
(image lists, lock files, metrics, a public job ad, a dependency-bot history, a price table)."""

from __future__ import annotations

from collections.abc import Iterator

from . import tables as T, values as V
from .common import (
    ACCT,
    ADDR,
    BAL,
    CARD,
    CNID,
    CVAL,
    DOB,
    EM,
    HEALTH,
    IBAN,
    IP,
    KEY,
    MSG,
    NID,
    OWED,
    PK,
    PW,
    P,
    SAL,
    SEC,
    SSN,
    TAX,
    USER,
    Ctx,
    D,
    Draft,
    address,
    shape,
)
from .core import Raw, dump_json, g, url_q
from .keys import ed25519_pkcs8_pem

J = dump_json


def csvq(s: str) -> str:
    """A CSV field quoted RFC 4180 style when it needs to be."""
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',;"\n') else s


@shape("csv-exports")
def csv_exports(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # de: bank export, semicolons, decimal commas, a running balance column
    me = ctx.person("de")
    bal = r.randint(800, 9000) * 1.0
    lines = ["\ufeffBuchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;IBAN;Betrag (EUR);Saldo (EUR)"]
    days = sorted(r.sample(range(1, 29), 5))
    for i in range(5):
        other = ctx.person(r.choice(["de", "de", "tr", "pl"]))
        amt = round(r.uniform(-400, 300), 2)
        bal += amt
        day = f"{days[i]:02d}.06.2024"
        who, why = (
            (P(other.full), r.choice(["Miete Juni anteilig", "Geburtstagsgeschenk", "Rückzahlung Darlehen", "Kaution"]))
            if i % 2 == 0
            else (
                D("COMPANY", r.choice(["REWE Markt GmbH", "Deutsche Bahn", "Stadtwerke Leipzig"])),
                f"Kartenzahlung {D('ORDER_ID', V.digits(r, 10))}",
            )
        )
        iban = IBAN(V.iban(r, "DE", grouped=False)) if i % 2 == 0 else ""
        lines.append(
            f"{D('DATE', day)};{D('DATE', day)};{who};{why};{iban};{f'{amt:.2f}'.replace('.', ',')};{BAL(f'{bal:.2f}'.replace('.', ','))}"
        )
    lines.append(f";;Kontoinhaber: {P(me.full)};Kontostand am 30.06.2024;;;{BAL(f'{bal:.2f}'.replace('.', ','))}")
    yield Draft("csv", "de", "\n".join(lines) + "\n")
    # en: donors with quoted multi-line addresses
    lines = ["donor_id,name,email,mailing_address,gift_aid,notes"]
    for _ in range(4):
        p = ctx.person(r.choice(["en", "en", "nl", "he"]))
        addr = address(r, "GB", sep="\n")
        note = r.choice(["", "in memory of her father", "prefers post", HEALTH("visually impaired") + " - large print"])
        lines.append(
            ",".join(
                [
                    D("TICKET_ID", f"D{r.randint(10000, 99999)}"),
                    P(csvq(p.latin)),
                    EM(p.email(r, r.choice(["btinternet.com", "sky.com", "gmail.com"]))),
                    '"' + ADDR(addr) + '"',
                    r.choice(["Y", "N"]),
                    csvq(note) if '"' not in note else note,
                ]
            )
        )
    yield Draft("csv", "en", "\n".join(lines) + "\n")
    # zh: HR export with resident ids, UnionPay cards, salaries
    lines = ["工号,姓名,身份证号,手机,工资卡号,月薪,部门"]
    for _ in range(5):
        p = ctx.person("zh")
        born = V.birth(r)
        lines.append(
            ",".join(
                [
                    D("TICKET_ID", f"E{r.randint(1000, 9999)}"),
                    P(p.full),
                    CNID(V.cn_ric(r, born, p.female)),
                    ctx.phone("CN", r.choice(["compact", "national"])),
                    CARD(V.card(r, "unionpay", sep="", length=r.choice([16, 19]))),
                    SAL(str(r.randint(9, 45) * 1000)),
                    D("TECH_TERM", r.choice(["平台部", "Gateway组", "数据部"])),
                ]
            )
        )
    yield Draft("csv", "zh", "\n".join(lines) + "\n")


@shape("tsv-clipboard")
def tsv_clipboard(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    rows = []
    for _ in range(4):
        p = ctx.person("ru")
        rows.append(
            "\t".join(
                [
                    P(p.formal),
                    DOB(V.date_num(V.birth(r), "dmy.")),
                    g("PASSPORT_NUMBER", f"{r.randint(4500, 4599)} {V.digits(r, 6)}"),
                    TAX(V.ru_inn(r), "ru.inn"),
                    ctx.phone("RU", r.choice(["national", "intl"])),
                    OWED(V.money(r.randint(5, 300) * 1000, "rub")),
                ]
            )
        )
    yield Draft("tsv", "ru", "ФИО\tДата рождения\tПаспорт\tИНН\tТелефон\tЗадолженность\n" + "\n".join(rows) + "\n")
    rows = []
    for _ in range(4):
        p = ctx.person("no")
        born = V.birth(r)
        rows.append(
            "\t".join(
                [
                    P(p.family + ", " + p.given),
                    NID(V.no_fnr(r, born), "no.fodselsnummer"),
                    ACCT(V.no_kontonr(r, grouped=r.random() < 0.5), "no.kontonr"),
                    ctx.phone("NO", r.choice(["national", "intl"])),
                    SAL(V.money(r.randint(480, 900) * 1000, "no")),
                    D("DATE", f"{r.randint(1, 28):02d}.0{r.randint(1, 9)}.2024"),
                ]
            )
        )
    yield Draft("tsv", "no", "Navn\tFødselsnummer\tKontonummer\tMobil\tÅrslønn\tEndret\n" + "\n".join(rows) + "\n")


@shape("records-more")
def records_more(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # ar: e-commerce order API (Arabic names, Arabic-Indic digits in a phone)
    p = ctx.person("ar")
    order = {
        "id": Raw(D("ORDER_ID", str(r.randint(10**8, 10**9)))),
        "reference_id": D("ORDER_ID", str(r.randint(100000, 999999))),
        "status": {"name": "بانتظار الدفع", "slug": "payment_pending"},
        "customer": {
            "first_name": P(p.given),
            "last_name": P(p.family),
            "mobile": ctx.phone("SA", "arabic"),
            "mobile_code": "+966",
            "email": EM(p.email(r, "hotmail.com")),
            "city": D("CITY", "الرياض"),
        },
        "shipping": {
            "address": ADDR(address(r, "SA")),
            "company": D("COMPANY", "سمسا"),
            "tracking": D("TRACKING_NUMBER", V.digits(r, 12, True)),
        },
        "items": [
            {
                "sku": D("SKU", f"SA-{V.rand(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{r.randint(10, 99)}"),
                "name": "سماعة Node Pro",
                "price": {"amount": Raw(D("PRICE", "349")), "currency": "SAR"},
            }
        ],
        "payment": {"method": "credit_card", "card": CARD(V.card(r, "mc", sep=" ")), "holder": P(p.latin.upper())},
        "notes": "العميل " + P(p.given) + " يطلب التوصيل بعد العصر، " + HEALTH("كبير في السن ويستخدم كرسياً متحركاً"),
    }
    yield Draft("json", "ar", J(order, indent=2))
    # zh: DingTalk-like user API
    p = ctx.person("zh", compound=True)
    boss = ctx.person("zh")
    user = {
        "errcode": 0,
        "errmsg": "ok",
        "result": {
            "userid": D("TICKET_ID", V.digits(r, 16, True)),
            "unionid": D("REQUEST_ID", V.rand(r, V.ALNUM, 22)),
            "name": P(p.full),
            "mobile": ctx.phone("CN", "compact"),
            "state_code": "86",
            "email": EM(f"{r.randint(10**7, 10**9)}@qq.com"),
            "org_email": EM(p.email(r, "nodeyun.cn", "f.l")),
            "title": "高级工程师",
            "dept_id_list": [Raw(D("COUNT", str(r.randint(100, 999))))],
            "leader_in_dept": [{"dept_id": 1, "leader": False}],
            "manager_userid": D("TICKET_ID", V.digits(r, 16, True)),
            # a JSON string inside JSON: the inner marks are escaped twice (README: JSON-in-JSON)
            "extension": J(
                {
                    "紧急联系人": P(boss.full),
                    "紧急联系电话": g("PHONE_NUMBER", V.phone(r, "CN", "compact"), "phone:CN"),
                    "病假原因": HEALTH("腰椎间盘突出"),
                },
                indent=None,
            ),
            "hired_date": Raw(D("TIMESTAMP", str(1600000000000 + r.randint(0, 10**11)))),
        },
    }
    yield Draft("json", "zh", J(user, indent=2))
    # GCP service-account key file pasted by an agent (JSON-escaped PEM)
    key = {
        "type": "service_account",
        "project_id": "ledger-prod-" + V.digits(r, 6),
        "private_key_id": SEC(V.hexs(r, 40)),
        "private_key": PK(ed25519_pkcs8_pem(r)),
        "client_email": f"ci-deployer@ledger-prod-{V.digits(r, 6)}.iam.gserviceaccount.com",
        "client_id": D("REQUEST_ID", V.digits(r, 21, True)),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "universe_domain": "googleapis.com",
    }
    yield Draft("json", "en", "$ cat ~/Downloads/ledger-prod-ci.json\n" + J(key, indent=2) + "\n")
    # en: W-2 form OCR
    p = ctx.person(r.choice(["en", "vi", "ko"]))
    wages = r.randint(48, 160) * 1000 + r.randint(0, 999)
    text = f"""Form W-2 Wage and Tax Statement 2023           Copy B—To Be Filed With Employee's FEDERAL Tax Return
a Employee's social security number
{SSN(V.us_ssn(r))}
b Employer identification number (EIN)      1 Wages, tips, other compensation      2 Federal income tax withheld
{r.randint(10, 99)}-{V.digits(r, 7)}                                  {SAL(f"{wages:,}.{r.randint(10, 99)}")}                          {SAL(f"{int(wages * 0.14):,}.{r.randint(10, 99)}")}
c Employer's name, address, and ZIP code     3 Social security wages   4 Social security tax withheld
{D("COMPANY", "Pinecrest Mobile LLC")}                         {SAL(f"{wages:,}.00")}           {SAL(f"{int(wages * 0.062):,}.{r.randint(10, 99)}")}
400 Market St, Denver, CO 80202
e Employee's first name and initial   Last name
{P(p.given_latin)}                                 {P(p.family_latin.upper())}
f Employee's address and ZIP code
{ADDR(address(r, "US", sep=chr(10)))}
12a D  {SAL(f"{r.randint(3, 22)},{V.digits(r, 3)}.00")}      15 State CO   16 State wages {SAL(f"{wages:,}.00")}
"""
    yield Draft("ocr", "en", text)


@shape("links-and-env")
def links_env(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    a, b, c = ctx.person("fr"), ctx.person("it"), ctx.person("en")
    text = f"""Liens utiles (export des favoris de l'agent)
- https://crm.lespinasse-conseil.fr/contacts?search={EM(url_q(a.email(r, "orange.fr"), plus=False))}&sort=desc
- https://calendly.com/{USER(a.login(r, "first_last").replace("_", "-"))}/30min?name={P(url_q(b.full, plus=False))}&email={EM(url_q(b.email(r, "libero.it"), plus=False))}
- mailto:{EM(c.email(r, "icloud.com"))}?subject=Devis%20{D("INVOICE_ID", "DV-" + V.digits(r, 5))}&cc={EM(a.email(r, "orange.fr", "f.l"))}
- https://wa.me/{g("PHONE_NUMBER", V.phone(r, "IT", "e164_noplus"), "phone:IT")}?text=Bonjour%20{P(url_q(b.given, plus=False))}
- tel:{ctx.phone("FR", "e164")}
- https://docs.google.com/document/d/{D("REQUEST_ID", V.rand(r, V.ALNUM + "-_", 44))}/edit
- https://status.gateway-cloud.io/incidents/{D("UUID", V.uuid4(r))}
- https://www.linkedin.com/in/{USER(a.login(r, "gh"))}/
"""
    yield Draft("url", "fr", text)
    p = ctx.person("sv")
    u = p.login(r, "first")
    text = f"""$ printenv | sort
COLORTERM=truecolor
GIT_AUTHOR_EMAIL={EM(p.email(r, "live.se"))}
GIT_AUTHOR_NAME={P(p.full)}
GITHUB_TOKEN={KEY(V.api_key(r, "github_pat"))}
HOME=/home/{USER(u)}
HOSTNAME={D("HOSTNAME", "devbox-" + V.hexs(r, 6))}
LANG=sv_SE.UTF-8
LOGNAME={USER(u)}
OLDPWD=/home/{USER(u)}/src/bokforing
PATH=/home/{USER(u)}/.local/bin:/usr/local/bin:/usr/bin:/bin
PGPASSWORD={PW(V.rand(r, V.ALNUM, 14))}
PWD=/home/{USER(u)}/src/bokforing/api
SHELL=/bin/zsh
SSH_CLIENT={IP(V.ipv4(r))} {D("PORT", str(r.randint(40000, 65000)))} {D("PORT", "22")}
USER={USER(u)}
VIRTUAL_ENV=/home/{USER(u)}/.venvs/bokforing
"""
    yield Draft("kv", "en", text)
    # nginx access log with PII in query strings
    lines = []
    for _ in range(4):
        q = ctx.person(r.choice(["en", "de", "es", "pl"]))
        lines.append(
            f"{IP(V.ipv4(r))} - - [{D('TIMESTAMP', '18/Jun/2024:09:' + str(r.randint(10, 59)) + ':' + str(r.randint(10, 59)) + ' +0000')}] "
            f'"GET /api/v2/lookup?email={EM(url_q(q.email(r, r.choice(["gmail.com", "web.de", "yahoo.es", "wp.pl"])), plus=False))}&name={P(url_q(q.full.lower(), plus=False))} HTTP/1.1" '
            f'200 {D("FILE_SIZE", str(r.randint(200, 9000)))} "-" "Mozilla/5.0" rt={D("LATENCY", f"0.{r.randint(1, 999):03d}")} req_id={D("REQUEST_ID", V.hexs(r, 32))}'
        )
    lines.append(
        f'{IP(V.ipv6(r))} - - [{D("TIMESTAMP", "18/Jun/2024:09:59:02 +0000")}] "POST /login HTTP/2.0" 302 0 "-" "curl/{D("VERSION", "8.5.0")}" rt={D("LATENCY", "0.052")}'
    )
    yield Draft("log", "en", "\n".join(lines) + "\n")


@shape("threads-more")
def threads_more(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # hi: Hinglish WhatsApp in Latin script
    a, b = ctx.person("hi"), ctx.person("hi", female=False)
    lines = [
        f"{D('TIMESTAMP', '14/06/24, 9:02 pm')} - {P(a.given_latin)}: {P(b.given_latin)} bhai, kal ka plan pakka? Rent ke {OWED('₹12,500')} abhi tak pending hai 😅",
        f"{D('TIMESTAMP', '14/06/24, 9:04 pm')} - {P(b.given_latin)} {P(b.family_latin)}: haan yaar, salary {SAL('₹85k')} aayi hai, kal UPI kar dunga. UPI id {MSG(b.first_ascii.lower() + '.' + b.last_ascii.lower()[:4] + '@okhdfcbank')}",
        f"{D('TIMESTAMP', '14/06/24, 9:05 pm')} - {P(a.given_latin)}: ok. aur mummy ki {HEALTH('thyroid')} report aa gayi, Dr. {P(ctx.person('hi').family_latin)} ne dawai badal di",
        f"{D('TIMESTAMP', '14/06/24, 9:07 pm')} - {P(b.given_latin)} {P(b.family_latin)}: call karna {ctx.phone('IN', 'national')} pe, PAN {TAX(V.in_pan(r, b.family_latin), 'in.pan')} wala form bhi bharna hai",
    ]
    yield Draft("chat", "hi", "\n".join(lines) + "\n")
    # he: e-mail thread
    a, b = ctx.person("he"), ctx.person("he")
    text = (
        f"מאת: {P(a.full)} <{EM(a.email(r, 'walla.co.il'))}>\nאל: {P(b.full)} <{EM(b.email(r, 'gmail.com'))}>\nנושא: חוזה שכירות\n\n"
        f"שלום {P(b.given)},\n\nמצורף החוזה. שכר הדירה {CVAL('₪6,200')} לחודש, והפיקדון {CVAL('₪18,600')}.\n"
        f"נא להעביר לחשבון {IBAN(V.iban(r, 'IL'))}. מספר תעודת הזהות שלי {NID(V.il_idnr(r), 'il.idnr')}.\n"
        f"לגבי הנגישות — הבנתי שיש לך {HEALTH('מוגבלות בהליכה')}, הדירה בקומת קרקע.\n\nבברכה,\n{P(a.given)}\n{ctx.phone('IL', 'national')}\n"
    )
    yield Draft("email", "he", text)
    # zh: meeting minutes with names, salary and health
    a, b, c = ctx.person("zh"), ctx.person("zh"), ctx.person("zh", compound=True)
    text = f"""# 会议纪要（{D("DATE", "2024-06-18")}，{D("ROOM", "Gateway")}会议室）

参会：{P(a.full)}、{P(b.full)}、{P(c.family)}总
1. {P(b.given)}转正后月薪调整为{SAL("¥28,000")}，年终奖{SAL("3个月")}。
2. {P(a.full)}因{HEALTH("甲状腺结节手术")}请假两周，工作由{P(c.full)}代理。
3. 与{D("COMPANY", "华东节点科技")}的合同金额{CVAL("¥860万")}，本周五前签署。
联系人手机：{ctx.phone("CN", "national")}
"""
    yield Draft("markdown", "zh", text)
    # ar: short e-mail
    a, b = ctx.person("ar"), ctx.person("ar", female=False)
    text = (
        f"من: {P(a.full)} <{EM(a.email(r, 'hotmail.com'))}>\nإلى: {P(b.full)}\nالموضوع: تحديث الراتب\n\n"
        f"الأخ {P(b.given)}،\nتمت الموافقة على زيادة راتبك إلى {SAL(V.money(r.randint(14, 30) * 1000, 'sar'))} اعتباراً من الشهر القادم.\n"
        f"رقم الآيبان المسجل لدينا {IBAN(V.iban(r, 'SA'))}. للاستفسار: {ctx.phone('SA', 'intl')}\n\nمع التحية،\n{P(a.given)}\n"
    )
    yield Draft("email", "ar", text)


@shape("clean-more")
def clean_more(ctx: Ctx) -> Iterator[Draft]:
    """No personal data; decoys that a pattern detector could mistake for ids, keys or numbers."""
    r = ctx.rng
    rows = []
    for repo, tag in (
        ("ghcr.io/acme/gateway", "4.12.0"),
        ("ghcr.io/acme/node-worker", "2.3.1"),
        ("postgres", "15.7-alpine"),
        ("redis", "7.2.5"),
        ("grafana/grafana", "11.0.0"),
    ):
        rows.append(
            [
                repo,
                D("VERSION", tag),
                D("CHECKSUM", V.hexs(r, 12)),
                D("DURATION", f"{r.randint(2, 9)} days ago"),
                D("FILE_SIZE", f"{r.randint(20, 900)}MB"),
            ]
        )
    yield Draft(
        "shell", "en", "$ docker images\n" + T.plain(["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"], rows) + "\n"
    )
    lines = ["# This file is @generated by uv. It is not intended for manual editing."]
    for pkg, ver in (
        ("aiohttp", "3.9.5"),
        ("pydantic", "2.7.4"),
        ("react-dom", "18.3.1"),
        ("kubernetes", "30.1.0"),
        ("node-gyp", "10.1.0"),
    ):
        lines += [
            "[[package]]",
            f'name = "{D("TECH_TERM", pkg)}"',
            f'version = "{D("VERSION", ver)}"',
            'source = { registry = "https://pypi.org/simple" }',
            f'sdist = {{ url = "https://files.pythonhosted.org/packages/{V.hexs(r, 2)}/{V.hexs(r, 2)}/{pkg}-{ver}.tar.gz", hash = "sha256:{D("CHECKSUM", V.sha(r, 64))}" }}',
            "",
        ]
    yield Draft("conf", "en", "\n".join(lines))
    lines = ["# HELP http_request_duration_seconds Request latency", "# TYPE http_request_duration_seconds histogram"]
    for le in ("0.05", "0.1", "0.25", "0.5", "+Inf"):
        lines.append(
            f'http_request_duration_seconds_bucket{{route="/v1/chat",le="{le}"}} {D("COUNT", str(r.randint(1000, 90000)))}'
        )
    lines += [
        f"process_resident_memory_bytes {D('FILE_SIZE', str(r.randint(10**8, 10**9)))}",
        f'gateway_upstream_tokens_total{{model="stand-in-cloud"}} {D("COUNT", str(r.randint(10**5, 10**7)))}',
        f"node_load1 {D('METRIC', f'{r.uniform(0, 4):.2f}')}",
        f'go_info{{version="{D("VERSION", "go1.22.4")}"}} 1',
    ]
    yield Draft("log", "en", "\n".join(lines) + "\n")
    text = f"""## Stellenanzeige: Senior Backend Engineer (m/w/d) – {D("CITY", "Leipzig")} oder remote

Wir, die {D("COMPANY", "Kesselwerk GmbH")}, suchen Verstärkung für unser {D("TECH_TERM", "Gateway")}-Team.
**Gehaltsband:** {D("AMOUNT", "72.000 – 88.000 €")} brutto/Jahr, plus {D("AMOUNT", "1.200 €")} Weiterbildungsbudget.
**Stack:** {D("TECH_TERM", "Node")}, {D("TECH_TERM", "Kubernetes")} {D("VERSION", "1.29")}, {D("TECH_TERM", "Postgres")}, {D("TECH_TERM", "React")}
**Bewerbung** bis {D("DATE", "31.07.2024")} über unser Portal (Kennziffer {D("TICKET_ID", "KW-" + str(r.randint(1000, 9999)))}).
Allgemeine Fragen: jobs@kesselwerk-gmbh.de, Zentrale 0341 4990 0.
"""
    yield Draft("markdown", "de", text)
    lines = []
    for _ in range(4):
        ver = f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
        lines += [
            f"commit {D('COMMIT_HASH', V.sha(r, 40))}",
            "Author: dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>",
            f"Date:   {D('TIMESTAMP', V.when(r).strftime('%a %b %d %H:%M:%S %Y') + ' +0000')}",
            "",
            f"    Bump {D('TECH_TERM', r.choice(['axios', 'react', 'node-fetch', 'kubernetes-client']))} from {D('VERSION', ver)} to {D('VERSION', ver[:-1] + str(int(ver[-1]) + 1))} ({D('PR_NUMBER', '#' + str(r.randint(100, 999)))})",
            "",
        ]
    yield Draft("git", "en", "$ git log -4 --author=dependabot\n" + "\n".join(lines))
    rows = []
    for sym, px in (("BTC", 64210.5), ("ETH", 3478.12), ("EUR/USD", 1.0742), ("XAU", 2331.4), ("NVDA", 135.58)):
        rows.append(
            [
                sym,
                D("PRICE", f"{px:,}"),
                D("PERCENT", f"{r.uniform(-3, 3):+.2f}%"),
                D("AMOUNT", f"{r.randint(1, 90)}.{r.randint(1, 9)}B"),
            ]
        )
    yield Draft(
        "md_table",
        "en",
        f"### Market snapshot {D('TIMESTAMP', '2024-06-18 16:00 UTC')}\n\n"
        + T.markdown(["Symbol", "Last", "Change", "Volume"], rows)
        + "\n",
    )
    lines = []
    for _ in range(5):
        lines.append(
            ",".join(
                [
                    D("TRACKING_NUMBER", V.ups_tracking(r)),
                    D("SKU", f"PAL-{r.randint(1000, 9999)}"),
                    D("METRIC", f"{r.randint(10, 900)} kg"),
                    D("COORDINATES", f"{r.uniform(40, 60):.5f}"),
                    D("COORDINATES", f"{r.uniform(-5, 25):.5f}"),
                    D("CITY", r.choice(["Rotterdam", "Hamburg", "Gdańsk", "Antwerpen"])),
                ]
            )
        )
    yield Draft("csv", "en", "tracking,sku,weight,lat,lon,hub\n" + "\n".join(lines) + "\n")
