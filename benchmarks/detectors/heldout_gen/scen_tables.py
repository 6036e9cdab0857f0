"""CSV/TSV exports and markdown/ASCII tables (tool output of db/sheet/export tools)."""

from __future__ import annotations

import datetime as dt

from ctx import Ctx, fmt_date, fmt_money
from markup import D, S, ascii_table, csv_text, md_table, plain

SCENARIOS: dict[str, tuple[str, object]] = {}


def scenario(fmt: str):
    def deco(fn):
        SCENARIOS[fn.__name__] = (fmt, fn)
        return fn

    return deco


def _split_addr(c: Ctx, region: str) -> tuple[str, str]:
    raw = c.address_raw(region)
    street, _, rest = raw.partition(", ")
    return S("ADDRESS", street), rest


@scenario("csv")
def customer_export_csv(c: Ctx) -> str:
    """A shop/CRM customer export. German/French exports use ';' and local headers."""
    L = c.lang
    delim = ";" if L in ("de", "fr") or (L == "nl" and c.r.random() < 0.5) else ","
    H = {
        "en": [
            "customer_id",
            "first_name",
            "last_name",
            "email",
            "phone",
            "street",
            "city_postcode",
            "date_of_birth",
            "signup_date",
            "orders",
        ],
        "de": [
            "Kundennr",
            "Vorname",
            "Nachname",
            "E-Mail",
            "Telefon",
            "Straße",
            "PLZ Ort",
            "Geburtsdatum",
            "Angelegt am",
            "Bestellungen",
        ],
        "fr": [
            "N° client",
            "Prénom",
            "Nom",
            "Courriel",
            "Téléphone",
            "Adresse",
            "CP Ville",
            "Date de naissance",
            "Inscription",
            "Commandes",
        ],
        "nl": [
            "klantnummer",
            "voornaam",
            "achternaam",
            "e-mail",
            "telefoon",
            "straat",
            "postcode_plaats",
            "geboortedatum",
            "aangemaakt",
            "bestellingen",
        ],
        "no": [
            "kundenr",
            "fornavn",
            "etternavn",
            "epost",
            "telefon",
            "gateadresse",
            "postnr_sted",
            "fødselsdato",
            "registrert",
            "ordrer",
        ],
        "el": [
            "κωδικός",
            "όνομα",
            "επώνυμο",
            "email",
            "τηλέφωνο",
            "διεύθυνση",
            "τκ_πόλη",
            "ημερομηνία_γέννησης",
            "εγγραφή",
            "παραγγελίες",
        ],
    }[L]
    dfmt = {"en": "dmy/", "de": "dmy.", "fr": "dmy/", "nl": "dmy-", "no": "dmy.", "el": "dmy/"}[L]
    rows = []
    for _ in range(c.r.randint(4, 7)):
        p = c.person()
        region = c.region if L != "en" else c.pick(["GB", "GB", "US"])
        street, rest = _split_addr(c, region)
        given = p.given if c.r.random() > 0.15 else p.given.lower()
        rows.append(
            [
                str(c.r.randint(10000, 99999)),
                c.name(given),
                c.name(p.family.upper() if L == "fr" and c.r.random() < 0.5 else p.family),
                c.email(p),
                c.phone(region),
                street,
                rest,
                c.dob(None, dfmt),
                D("DATE", fmt_date(dt.date(2024 + c.r.randint(0, 1), c.r.randint(1, 12), c.r.randint(1, 28)), dfmt)),
                str(c.r.randint(0, 40)),
            ]
        )
    return csv_text(H, rows, delim, quote_all=c.r.random() < 0.2)


@scenario("tsv")
def payroll_tsv(c: Ctx) -> str:
    """A payroll run exported as TSV: tax ids, bank accounts, gross and net pay."""
    L = c.lang
    H = {
        "en": [
            "emp_no",
            "name",
            "ni_number",
            "sort_code",
            "account_no",
            "gross_monthly",
            "net_pay",
            "tax_code",
            "cost_centre",
        ],
        "de": ["PersNr", "Name", "Steuer-ID", "IBAN", "Brutto", "Netto", "Steuerklasse", "Kostenstelle"],
        "no": [
            "ansattnr",
            "navn",
            "fødselsnummer",
            "kontonummer",
            "bruttolønn",
            "utbetalt",
            "skattetabell",
            "avdeling",
        ],
        "nl": ["personeelsnr", "naam", "bsn", "iban", "bruto_salaris", "netto", "loonheffing", "kostenplaats"],
        "zh": ["工号", "姓名", "身份证号", "银行卡号", "应发工资", "实发工资", "个税", "部门"],
    }[L]
    rows = []
    for _ in range(c.r.randint(4, 6)):
        p = c.person()
        born = c.dob_date()
        if L == "en":
            g = c.r.randrange(2400, 9800, 5)
            rows.append(
                [
                    f"E{c.r.randint(1000, 9999)}",
                    c.name(f"{p.family}, {p.given}" if c.r.random() < 0.5 else p.full),
                    S("NATIONAL_ID", c.v.gb_nino(), "gb.nino"),
                    f"{c.r.randint(10, 99)}-{c.r.randint(10, 99)}-{c.r.randint(10, 99)}",
                    S("BANK_ACCOUNT", c.v.digits(8, True)),
                    S("SALARY", f"{g:.2f}"),
                    S("SALARY", f"{g * 0.74:.2f}"),
                    c.pick(["1257L", "BR", "K475", "1257L M1"]),
                    c.pick(["CC-410", "CC-220", "CC-150"]),
                ]
            )
        elif L == "de":
            g = c.r.randrange(2800, 11000, 5)
            rows.append(
                [
                    str(c.r.randint(100, 999)),
                    c.name(f"{p.family}, {p.given}"),
                    S("TAX_ID", c.v.de_idnr(), "de.idnr"),
                    c.iban("DE", grouped=False),
                    S("SALARY", fmt_money(g, "plain_c").replace(".", ",")),
                    S("SALARY", fmt_money(g * 0.63, "plain_c").replace(".", ",")),
                    c.pick(["I", "III", "IV", "V"]),
                    c.pick(["4100", "4200", "5300"]),
                ]
            )
        elif L == "no":
            g = c.r.randrange(42000, 98000, 100)
            rows.append(
                [
                    str(c.r.randint(1000, 9999)),
                    c.name(f"{p.given} {p.family}"),
                    S("NATIONAL_ID", c.v.no_fnr(born, p.female), "no.fodselsnummer"),
                    S("BANK_ACCOUNT", _kontofmt(c.v.no_kontonr()), "no.kontonr"),
                    S("SALARY", fmt_money(g, "nok")),
                    S("SALARY", fmt_money(int(g * 0.66), "nok")),
                    c.pick(["7100", "7150", "8115"]),
                    c.pick(["Drift", "Salg", "Utvikling"]),
                ]
            )
        elif L == "nl":
            g = c.r.randrange(2900, 8800, 5)
            rows.append(
                [
                    str(c.r.randint(10000, 99999)),
                    c.name(p.full),
                    S("NATIONAL_ID", c.v.nl_bsn(), "nl.bsn"),
                    c.iban("NL", grouped=c.r.random() < 0.5),
                    S("SALARY", fmt_money(g, "eur_nl_c")),
                    S("SALARY", fmt_money(g * 0.71, "eur_nl_c")),
                    D("PERCENT", f"{c.pick(['36,97', '49,50'])}%"),
                    c.pick(["KP100", "KP210"]),
                ]
            )
        else:
            g = c.r.randrange(9000, 42000, 100)
            rows.append(
                [
                    f"YF{c.r.randint(1000, 9999)}",
                    c.name(p.full),
                    S("CN_RESIDENT_ID", c.v.cn_ric(born, p.female), "cn.ric"),
                    c.card("unionpay", ""),
                    S("SALARY", f"{g:.2f}"),
                    S("SALARY", f"{g * 0.82:.2f}"),
                    S("SALARY", f"{g * 0.05:.2f}"),
                    c.pick(["研发部", "市场部", "财务部"]),
                ]
            )
    period = {
        "en": "Pay period: October 2025",
        "de": "Abrechnungsmonat: 10/2025",
        "no": "Lønnsperiode: oktober 2025",
        "nl": "Periode: oktober 2025",
        "zh": "工资月份：2025年10月",
    }[L]
    return f"# {period}\n" + csv_text(H, rows, "\t")


def _kontofmt(n: str) -> str:
    return f"{n[:4]}.{n[4:6]}.{n[6:]}"


@scenario("csv")
def zh_roster_csv(c: Ctx) -> str:
    """A Chinese HR roster export (花名册): resident ids, bank cards, monthly pay."""
    H = c.pick(
        [
            ["姓名", "性别", "身份证号", "手机号", "银行卡号", "开户行", "月薪", "入职日期"],
            ["员工姓名", "性别", "证件号码", "联系电话", "工资卡号", "开户银行", "基本工资", "入职时间"],
        ]
    )
    rows = []
    for _ in range(c.r.randint(4, 7)):
        p = c.person()
        born = c.dob_date()
        rows.append(
            [
                c.name(p.full),
                "女" if p.female else "男",
                S("CN_RESIDENT_ID", c.v.cn_ric(born, p.female), "cn.ric"),
                c.phone("CN", "mobile", c.pick(["compact", "national"])),
                c.card(c.pick(["unionpay", "unionpay16"]), c.pick(["", " "])),
                c.pick(["中国工商银行北京分行", "招商银行深圳分行", "中国建设银行上海浦东支行", "交通银行杭州分行"]),
                S("SALARY", str(c.r.randrange(6500, 38000, 100))),
                D("DATE", f"20{c.r.randint(15, 25)}-{c.r.randint(1, 12):02d}-{c.r.randint(1, 28):02d}"),
            ]
        )
    return csv_text(H, rows, ",")


@scenario("csv")
def debtor_list_csv(c: Ctx) -> str:
    """Collections list (ru) / customer balances (ar) as CSV."""
    if c.lang == "ru":
        H = ["ФИО", "Дата рождения", "ИНН", "Телефон", "E-mail", "Задолженность, руб.", "Договор"]
        rows = []
        for _ in range(c.r.randint(4, 6)):
            p = c.person()
            rows.append(
                [
                    c.name(p.formal_ru),
                    c.dob(None, "dmy."),
                    S("TAX_ID", c.v.ru_inn(), "ru.inn"),
                    c.phone("RU"),
                    c.email(p),
                    S("AMOUNT_OWED", fmt_money(c.r.randrange(3500, 480000, 10), c.pick(["rub", "plain", "rub_word"]))),
                    D("ORDER_ID", f"КД-{c.r.randint(2020, 2025)}/{c.r.randint(100, 9999)}"),
                ]
            )
        return csv_text(H, rows, ";")
    H = ["الاسم", "رقم الجوال", "الآيبان", "الرصيد", "المدينة", "رقم العميل"]
    rows = []
    for _ in range(c.r.randint(4, 6)):
        p = c.person()
        rows.append(
            [
                c.name(p.full),
                c.phone("SA", "mobile", c.pick(["national", "intl", "e164"])),
                c.iban("SA", grouped=c.r.random() < 0.5),
                S(
                    "BALANCE",
                    fmt_money(c.r.randrange(200, 250000, 5), "sar_ar" if len(rows) % 2 else c.pick(["sar", "plain"])),
                ),
                c.pick(["الرياض", "جدة", "الدمام"]),
                str(c.r.randint(100000, 999999)),
            ]
        )
    return csv_text(H, rows, ",")


@scenario("csv")
def metrics_export_csv(c: Ctx) -> str:
    """No personal data: a monitoring export (latencies, versions, hosts, error codes)."""
    H = ["timestamp", "service", "dc", "version", "p50_ms", "p99_ms", "rps", "error_rate", "top_error"]
    rows = []
    base = dt.datetime(2025, 11, c.r.randint(1, 27), c.r.randint(0, 22), 0, 0)
    for i in range(c.r.randint(6, 9)):
        t = base + dt.timedelta(minutes=5 * i)
        rows.append(
            [
                D("TIMESTAMP", t.strftime("%Y-%m-%dT%H:%M:%SZ")),
                D("TECH_TERM", c.pick(["gateway", "node-api", "react-ssr", "auth", "billing-worker"])),
                D("CITY", c.pick(["Frankfurt", "Dublin", "Amsterdam", "Oslo", "Stockholm"])),
                D("VERSION", c.v.version()),
                D("LATENCY", str(c.r.randint(4, 90))),
                D("LATENCY", str(c.r.randint(120, 2400))),
                str(c.r.randint(40, 3000)),
                D("PERCENT", f"{c.r.uniform(0, 2.5):.3f}"),
                D("ERROR_CODE", c.pick(["ECONNRESET", "HTTP 502", "ETIMEDOUT", "HTTP 429", "-"])),
            ]
        )
    return csv_text(H, rows, ",")


@scenario("tsv")
def mailing_list_tsv(c: Ctx) -> str:
    """A newsletter tool export (TSV) with names in every case the tool received them."""
    H = ["Email Address", "First Name", "Last Name", "Language", "Opt-in Time", "Source", "Member Rating"]
    rows = []
    for _ in range(c.r.randint(5, 8)):
        p = c.person(c.pick([c.lang, c.lang, "en", "nl", "fr", "de", "no"]))
        g, f = p.given, p.family
        case = c.r.random()
        if case < 0.2:
            g, f = g.lower(), f.lower()
        elif case < 0.3:
            g, f = g.upper(), f.upper()
        rows.append(
            [
                c.email(p),
                c.name(g),
                c.name(f),
                p.lang,
                D(
                    "TIMESTAMP",
                    f"2025-{c.r.randint(1, 11):02d}-{c.r.randint(1, 28):02d} {c.r.randint(0, 23):02d}:{c.r.randint(0, 59):02d}:{c.r.randint(0, 59):02d}",
                ),
                c.pick(["signup-form", "checkout", "import", "webinar"]),
                str(c.r.randint(1, 5)),
            ]
        )
    return csv_text(H, rows, "\t")


@scenario("md_table")
def oncall_rota_md(c: Ctx) -> str:
    """An on-call rota page (markdown table) with phones and chat handles."""
    L = c.lang
    head = {
        "en": ["Week", "Primary", "Phone", "Slack", "Secondary", "Services"],
        "de": ["KW", "Rufbereitschaft", "Handy", "Slack", "Vertretung", "Dienste"],
        "nl": ["Week", "Piket", "Mobiel", "Slack", "Back-up", "Services"],
        "no": ["Uke", "Vakt", "Mobil", "Slack", "Backup", "Tjenester"],
    }[L]
    rows = []
    for w in range(c.r.randint(3, 5)):
        a, b = c.person(), c.person()
        handle = "@" + a.rg.lower()[:1] + a.rf.lower().replace(" ", "").replace("-", "")[:8]
        rows.append(
            [
                str(40 + w),
                c.name(a.full),
                c.phone(),
                S("MESSAGING_ID", handle),
                c.name(b.given if c.r.random() < 0.5 else b.full),
                ", ".join(
                    D("TECH_TERM", t)
                    for t in c.r.sample(["Gateway", "Kafka", "Postgres", "Redis", "Node", "Sentry"], 2)
                ),
            ]
        )
    title = {
        "en": "## On-call rota Q4",
        "de": "## Rufbereitschaft Q4",
        "nl": "## Piketrooster Q4",
        "no": "## Vaktliste Q4",
    }[L]
    note = {
        "en": f"Escalation after 15 min: ping the {D('CHANNEL', '#incident')} channel. PagerDuty schedule {D('REQUEST_ID', 'P' + c.v.alnum(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'))}.",
        "de": f"Eskalation nach 15 Minuten im Kanal {D('CHANNEL', '#stoerungen')}. Bei Ausfall des {D('TECH_TERM', 'Gateway')} zuerst Status-Seite prüfen.",
        "nl": f"Escalatie na 15 min via {D('CHANNEL', '#storingen')}. Bij problemen met {D('TECH_TERM', 'Kubernetes')} eerst de runbook volgen.",
        "no": f"Eskaler etter 15 min i {D('CHANNEL', '#driftsvarsler')}. Runbook for {D('TECH_TERM', 'Postgres')} ligger i Confluence.",
    }[L]
    return f"{title}\n\n{md_table(head, rows, align=c.r.random() < 0.6)}\n\n{note}\n"


@scenario("ascii_table")
def psql_users(c: Ctx) -> str:
    """A psql query result as a db tool returns it."""
    L = c.lang
    q = c.pick(
        [
            "SELECT id, full_name, email, phone, date_of_birth, created_at FROM users WHERE last_login < now() - interval '90 days' LIMIT 5;",
            "select id, full_name, email, phone, date_of_birth, created_at from customers order by created_at desc limit 5;",
        ]
    )
    rows = []
    for _ in range(c.r.randint(3, 5)):
        p = c.person()
        nm = p.full if L != "ru" else c.pick([p.full, p.formal_ru])
        rows.append(
            [
                str(c.r.randint(1000, 99999)),
                c.name(nm),
                c.email(p),
                c.phone(),
                c.dob(None, "iso"),
                D(
                    "TIMESTAMP",
                    f"2025-{c.r.randint(1, 11):02d}-{c.r.randint(1, 28):02d} {c.r.randint(0, 23):02d}:{c.r.randint(0, 59):02d}:{c.r.randint(0, 59):02d}.{c.r.randint(100000, 999999)}+00",
                ),
            ]
        )
    tbl = ascii_table(["id", "full_name", "email", "phone", "date_of_birth", "created_at"], rows, "psql", right={0})
    return f'$ psql -h {D("HOSTNAME", "db-replica-2.internal")} -p {D("PORT", "5432")} -U readonly app_prod -c "{q}"\n{tbl}\n\nTime: {D("LATENCY", f"{c.r.randint(2, 900)}.{c.r.randint(100, 999)} ms")}\n'


@scenario("md_table")
def sales_pipeline_md(c: Ctx) -> str:
    """A sales pipeline note: account, contact, contract value, next step in ordinary phrasing."""
    L = c.lang
    style = {"en": "usd", "fr": "eur_fr", "de": "eur_de"}[L]
    head = {
        "en": ["Account", "Contact", "ARR", "Stage", "Next step"],
        "fr": ["Compte", "Contact", "Montant", "Étape", "Prochaine action"],
        "de": ["Kunde", "Ansprechpartner", "Auftragswert", "Phase", "Nächster Schritt"],
    }[L]
    rows: list[list[str]] = []
    accounts = c.r.sample(
        ["Brightwater Ltd", "Voltigeur SAS", "Nordlicht AG", "Helix Biolabs", "Kestrel Freight", "Maison Arlequin"], 5
    )
    start = c.r.randint(0, 3)
    for _ in range(c.r.randint(3, 5)):
        p = c.person()
        nxt = {
            "en": [
                f"Please call {c.name(p.given)} tomorrow re: security review",
                f"cc {c.name(p.full)} on the MSA redline",
                f"{c.name(p.given)} will join the Thursday demo",
                "Send SOC2 report",
            ],
            "fr": [f"Rappeler {c.name(p.given)} jeudi", f"Envoyer le devis à {c.name(p.full)}", "Relance juridique"],
            "de": [
                f"{c.name(p.given)} morgen anrufen",
                f"Angebot an {c.name(p.full)} schicken",
                "Rahmenvertrag prüfen",
            ],
        }[L]
        rows.append(
            [
                D("COMPANY", accounts[len(rows)]),
                c.name(p.full),
                S("CONTRACT_VALUE", fmt_money(c.r.randrange(24000, 900000, 1000), style)),
                c.pick(["Discovery", "Proposal", "Negotiation", "Verbal"]),
                nxt[(start + len(rows)) % len(nxt)],
            ]
        )
    title = {"en": "### Pipeline – week 46", "fr": "### Pipeline – semaine 46", "de": "### Pipeline – KW 46"}[L]
    foot = {
        "en": f"Public list price is {D('PRICE', '$89')}/seat/month; Q3 total bookings {D('AMOUNT', '$4.2M')} (board deck).",
        "fr": f"Prix catalogue : {D('PRICE', '79 €')} par poste et par mois.",
        "de": f"Listenpreis {D('PRICE', '79 €')} pro Nutzer/Monat, Umsatz Q3 laut Geschäftsbericht {D('AMOUNT', '3,8 Mio. €')}.",
    }[L]
    return f"{title}\n\n{md_table(head, rows)}\n\n{foot}\n"


@scenario("ascii_table")
def mysql_accounts(c: Ctx) -> str:
    """MySQL client box output: account holders with IBANs and balances."""
    L = c.lang
    rows = []
    for _ in range(c.r.randint(3, 5)):
        p = c.person()
        bal = c.r.uniform(-900, 38000)
        rows.append(
            [
                str(c.r.randint(1, 9999)),
                c.name(p.full),
                c.iban({"en": "GB", "el": "GR"}[L], grouped=False),
                S("BALANCE", f"{bal:.2f}"),
                D(
                    "TIMESTAMP",
                    f"2025-11-{c.r.randint(1, 28):02d} {c.r.randint(0, 23):02d}:{c.r.randint(0, 59):02d}:00",
                ),
            ]
        )
    rows.sort(key=lambda r: -float(plain(r[3])))
    t = ascii_table(["id", "holder", "iban", "balance", "updated_at"], rows, "box", right={0, 3})
    return f"mysql> SELECT id, holder, iban, balance, updated_at FROM accounts WHERE branch = '{c.pick(['LDN-02', 'ATH-01', 'THE-03'])}' ORDER BY balance DESC LIMIT {len(rows)};\n{t}\n{len(rows)} rows in set ({D('LATENCY', f'0.0{c.r.randint(1, 9)} sec')})\n"


@scenario("ascii_table")
def sqlite_contacts_zh(c: Ctx) -> str:
    """sqlite3 column-mode output from a Chinese contacts/app database."""
    rows = []
    for _ in range(c.r.randint(3, 5)):
        p = c.person()
        rows.append(
            [
                str(c.r.randint(1, 500)),
                c.name(p.full),
                c.phone("CN", c.pick(["mobile", "mobile", "fixed"])),
                c.address("CN"),
                S(
                    "MESSAGING_ID",
                    c.pick(
                        [
                            p.rg.lower() + p.rf.lower() + c.v.digits(2),
                            "wxid_" + c.v.alnum(14, "abcdefghijklmnopqrstuvwxyz0123456789"),
                        ]
                    ),
                ),
            ]
        )
    t = ascii_table(["id", "姓名", "电话", "地址", "微信号"], rows, "sqlite")
    return f"sqlite> .mode column\nsqlite> .headers on\nsqlite> SELECT id, 姓名, 电话, 地址, 微信号 FROM 联系人 LIMIT {len(rows)};\n{t}\nsqlite> .quit\n"


@scenario("md_table")
def benchmark_md(c: Ctx) -> str:
    """No personal data: a benchmark comparison table with versions, latencies, sizes."""
    head = ["Runtime", "Version", "Cold start", "p50", "p99", "Bundle", "Notes"]
    rows = []
    for rt in c.r.sample(["Node", "Bun", "Deno", "React SSR", "Gateway (Go)", "Bash loop"], 4):
        rows.append(
            [
                D("TECH_TERM", rt),
                D("VERSION", c.v.version()),
                D("LATENCY", f"{c.r.randint(20, 900)} ms"),
                D("LATENCY", f"{c.r.randint(1, 40)}.{c.r.randint(0, 9)} ms"),
                D("LATENCY", f"{c.r.randint(40, 300)} ms"),
                D("FILE_SIZE", f"{c.r.randint(1, 90)}.{c.r.randint(0, 9)} MB"),
                c.pick(["warm cache", "cold", "arm64", "x86_64, 2 vCPU"]),
            ]
        )
    return (
        f"## Results ({D('DATE', '2025-11-03')})\n\nMeasured on {D('TECH_TERM', 'Kubernetes')} {D('VERSION', '1.31')} nodes, commit {D('COMMIT_HASH', c.v.sha(12))}.\n\n"
        + md_table(head, rows)
        + f"\n\nTotal cost of the run: {D('AMOUNT', '$12.40')} (spot instances).\n"
    )
