"""Developer-tool output: SQL clients (psql, MySQL, sqlite), SQL dumps and logs, object reprs
(Python, pandas, Node, Ruby, PHP), stack traces with user data, git history, config diffs."""

from __future__ import annotations

from collections.abc import Iterator

from . import names as N, tables as T, values as V
from .common import (
    ADDR,
    BAL,
    CARD,
    CVAL,
    DOB,
    EM,
    HEALTH,
    IBAN,
    IP,
    KEY,
    NID,
    OWED,
    PW,
    P,
    SAL,
    SEC,
    TAX,
    USER,
    Ctx,
    D,
    Draft,
    address,
    shape,
)
from .core import esc, g, py_bytes_escape, py_str, sql_str


def mysql_str(s: str) -> str:
    """mysqldump string escaping (backslash before quotes and backslashes)."""
    return s.replace("\\", "\\\\").replace("'", "\\'")


@shape("sql-psql")
def psql_tables(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # es: clinic patients, aligned
    rows = []
    for _ in range(4):
        p = ctx.person("es")
        rows.append(
            [
                str(r.randint(1000, 9999)),
                P(p.given),
                P(f"{p.family} {p.middle}".strip()),
                DOB(V.date_num(V.birth(r), "iso")),
                NID(V.es_dni(r), "es.dni") if r.random() < 0.7 else NID(V.es_nie(r), "es.nie"),
                HEALTH(
                    r.choice(
                        ["hipotiroidismo", "asma bronquial", "fibrilación auricular", "celiaquía", "migraña crónica"]
                    )
                ),
                ctx.phone("ES", r.choice(["national", "compact"])),
            ]
        )
    hdr = ["id", "nombre", "apellidos", "fecha_nac", "dni", "diagnostico_principal", "telefono"]
    text = (
        "clinica=> SELECT id, nombre, apellidos, fecha_nac, dni, diagnostico_principal, telefono\n"
        "clinica->   FROM pacientes WHERE centro_id = 7 ORDER BY apellidos LIMIT 4;\n" + T.psql(hdr, rows) + "\n\n"
        f"Time: {D('LATENCY', f'{r.randint(2, 40)}.{r.randint(100, 999)} ms')}\n"
    )
    yield Draft("ascii_table", "es", text)
    # pt (Brazil) \x expanded: a loan record
    p = ctx.person("pt")
    hdr = [
        "id",
        "cliente",
        "cpf",
        "email",
        "telefone",
        "valor_contratado",
        "saldo_devedor",
        "parcelas_atraso",
        "atualizado_em",
    ]
    rows = []
    for _ in range(2):
        p = ctx.person("pt")
        rows.append(
            [
                D("ORDER_ID", str(r.randint(40000, 49999))),
                P(p.full),
                TAX(V.br_cpf(r), "br.cpf"),
                EM(p.email(r, r.choice(["uol.com.br", "bol.com.br", "terra.com.br"]))),
                ctx.phone("BR", "national"),
                CVAL(f"{r.randint(8, 90)}000.00"),
                OWED(f"{r.randint(1000, 60000)}.{r.randint(10, 99)}"),
                D("COUNT", str(r.randint(1, 9))),
                D("TIMESTAMP", V.ts_iso(r, 2024, z=False).replace("T", " ") + "-03"),
            ]
        )
    text = (
        "credito=# \\x\nExpanded display is on.\ncredito=# SELECT * FROM contratos WHERE status = 'inadimplente' LIMIT 2;\n"
        + T.psql_expanded(hdr, rows)
        + "\n"
    )
    yield Draft("ascii_table", "pt", text)
    # en (UK): payroll join with NI numbers, \pset border 2 would be rare: plain aligned
    rows = []
    for _ in range(4):
        p = ctx.person(r.choice(["en", "pl", "hi", "el"]))
        rows.append(
            [
                P(p.latin),
                g("NATIONAL_ID", V.gb_nino(r).replace(" ", ""), "gb.nino"),
                SAL(f"{r.randint(28, 120)}000.00"),
                SAL(f"{r.randint(800, 9000)}.{r.randint(10, 99)}"),
                D("TECH_TERM", r.choice(["Platform", "Gateway", "Data"])),
            ]
        )
    text = (
        "payroll=> \\pset null '(null)'\npayroll=> SELECT e.full_name, e.ni_number, c.annual_salary, c.bonus_2024, e.team\n"
        "payroll->   FROM employees e JOIN compensation c USING (employee_id) WHERE e.team <> 'Sales';\n"
        + T.psql(["full_name", "ni_number", "annual_salary", "bonus_2024", "team"], rows)
        + "\n"
    )
    yield Draft("ascii_table", "en", text)


@shape("sql-mysql")
def mysql_tables(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    rows = []
    for _ in range(4):
        p = ctx.person("tr")
        rows.append(
            [
                str(r.randint(100, 999)),
                P(p.full),
                NID(V.tr_tckn(r), "tr.tckimlik"),
                DOB(V.date_num(V.birth(r), "dmy.")),
                SAL(V.money(r.randint(22, 140) * 1000, "tr_tl")),
                IBAN(V.iban(r, "TR", grouped=False)),
            ]
        )
    text = (
        "mysql> SELECT id, ad_soyad, tc_kimlik_no, dogum_tarihi, net_maas, iban FROM personel WHERE departman = 'Ar-Ge';\n"
        + T.mysql(["id", "ad_soyad", "tc_kimlik_no", "dogum_tarihi", "net_maas", "iban"], rows, "0.01")
        + "\n"
    )
    yield Draft("ascii_table", "tr", text)
    # \G vertical: user accounts with credentials
    rows = []
    for lang in ("en", "de"):
        p = ctx.person(lang)
        bcrypt = "$2y$12$" + V.rand(r, V.ALNUM + "./", 53)
        rows.append(
            [
                D("COUNT", str(r.randint(1000, 99999))),
                USER(p.login(r)),
                EM(p.email(r, r.choice(["fastmail.com", "gmx.de"]))),
                SEC(bcrypt),
                SEC(V.rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)),
                KEY("pat_" + V.rand(r, V.ALNUM, 40)),
                IP(V.ipv4(r)),
                D("TIMESTAMP", V.ts_iso(r, z=False).replace("T", " ")),
            ]
        )
    text = (
        "mysql> SELECT id, username, email, password_hash, totp_secret, api_token, last_login_ip, last_login_at\n"
        "    -> FROM users WHERE locked = 1\\G\n"
        + T.mysql_vertical(
            ["id", "username", "email", "password_hash", "totp_secret", "api_token", "last_login_ip", "last_login_at"],
            rows,
            "0.02",
        )
        + "\n"
    )
    yield Draft("ascii_table", "en", text)


@shape("sql-sqlite")
def sqlite_tables(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    rows = []
    for _ in range(4):
        p = ctx.person("fi")
        rows.append(
            [
                P(p.full),
                ctx.phone("FI", r.choice(["national", "intl"])),
                NID(V.fi_hetu(r, V.birth(r), p.female), "fi.hetu"),
                BAL(f"{r.randint(-900, 25000)}.{r.randint(10, 99)}"),
            ]
        )
    text = (
        "sqlite> .headers on\nsqlite> .mode column\nsqlite> SELECT nimi, puhelin, hetu, saldo FROM jasenet ORDER BY saldo DESC LIMIT 4;\n"
        + T.sqlite_column(["nimi", "puhelin", "hetu", "saldo"], rows)
        + "\n"
    )
    yield Draft("ascii_table", "fi", text)
    rows = []
    for _ in range(2):
        p = ctx.person("sv")
        born = V.birth(r)
        rows.append(
            [
                str(r.randint(1, 300)),
                P(p.full),
                NID(V.se_pnr(r, born), "se.personnummer"),
                EM(p.email(r, r.choice(["telia.com", "bredband.net"]))),
                ADDR(address(r, "SE")),
                OWED(V.money(r.randint(150, 4800), "sv")),
                D("DATE", f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"),
            ]
        )
    text = (
        "sqlite> .mode line\nsqlite> SELECT * FROM medlemmar WHERE skuld > 0;\n"
        + T.sqlite_line(["id", "namn", "personnummer", "epost", "adress", "skuld", "senast_betald"], rows)
        + "\n"
    )
    yield Draft("ascii_table", "sv", text)
    rows = []
    for _ in range(4):
        p = ctx.person("ko")
        born = V.birth(r)
        rows.append(
            [
                P(p.full),
                NID(V.kr_rrn(r, born, p.female), "kr.rrn"),
                ctx.phone("KR", "national"),
                SAL(V.money(r.randint(280, 900) * 10000, "ko")),
            ]
        )
    text = (
        "sqlite> .mode box\nsqlite> SELECT 이름, 주민등록번호, 연락처, 월급 FROM 직원 LIMIT 4;\n"
        + T.sqlite_box(["이름", "주민등록번호", "연락처", "월급"], rows)
        + "\n"
    )
    yield Draft("ascii_table", "ko", text)


@shape("sql-dumps")
def sql_dumps(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # pg_dump COPY block (tab-separated, \N for null) — de
    lines = []
    for _ in range(5):
        p = ctx.person(r.choice(["de", "de", "nl", "tr"]))
        lines.append(
            "\t".join(
                [
                    str(r.randint(1, 9999)),
                    P(p.full),
                    EM(p.email(r, r.choice(["web.de", "gmx.de", "t-online.de"]))),
                    ctx.phone("DE", r.choice(["national", "e164"])),
                    IBAN(V.iban(r, "DE", grouped=False)),
                    r.choice(["\\N", HEALTH("Laktoseintoleranz"), HEALTH("Epilepsie"), "\\N"]),
                    D("TIMESTAMP", V.ts_iso(r, z=False).replace("T", " ") + "+01"),
                ]
            )
        )
    text = (
        "--\n-- Data for Name: mitglieder; Type: TABLE DATA; Schema: public; Owner: verein\n--\n\n"
        "COPY public.mitglieder (id, name, email, telefon, iban, unvertraeglichkeiten, angelegt_am) FROM stdin;\n"
        + "\n".join(lines)
        + "\n\\.\n\n\n--\n-- Name: mitglieder_id_seq; Type: SEQUENCE SET; Schema: public; Owner: verein\n--\n\n"
        f"SELECT pg_catalog.setval('public.mitglieder_id_seq', {D('COUNT', str(r.randint(9000, 12000)))}, true);\n"
    )
    yield Draft("sql", "de", text)
    # mysqldump extended INSERT with backslash escaping — it
    vals = []
    for _ in range(4):
        p = ctx.person("it")
        born = V.birth(r)
        cf = V.it_cf(p.given, p.family, born, p.female, r)
        name = P(esc(p.full, mysql_str))
        addr = ADDR(esc(address(r, "IT"), mysql_str))
        vals.append(
            f"({r.randint(1, 999)},'{name}','{TAX(cf, 'it.codicefiscale')}','{EM(p.email(r, 'libero.it'))}','{addr}',"
            f"{SAL(str(r.randint(1400, 4200)) + '.00')},'{D('DATE', f'{born.year + 25}-09-01')}')"
        )
    text = (
        "-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n--\n-- Host: localhost    Database: gestionale\n"
        "-- ------------------------------------------------------\n-- Server version\t"
        + D("VERSION", "8.0.36-0ubuntu0.22.04.1")
        + "\n\n"
        "LOCK TABLES `dipendenti` WRITE;\n/*!40000 ALTER TABLE `dipendenti` DISABLE KEYS */;\n"
        "INSERT INTO `dipendenti` VALUES " + ",".join(vals) + ";\n"
        "/*!40000 ALTER TABLE `dipendenti` ENABLE KEYS */;\nUNLOCK TABLES;\n"
    )
    yield Draft("sql", "it", text)
    # PostgreSQL log with bound parameters — fr
    p = ctx.person("fr")
    born = V.birth(r)
    q = ctx.person("fr")
    text = (
        f"{D('TIMESTAMP', '2024-05-14 09:12:44.318 CEST')} [{r.randint(10000, 99999)}] app@crm LOG:  duration: {D('LATENCY', f'{r.randint(1, 90)}.{r.randint(100, 999)} ms')}  execute <unnamed>: "
        "INSERT INTO clients (nom, prenom, email, telephone, date_naissance, nir, adresse) VALUES ($1, $2, $3, $4, $5, $6, $7)\n"
        f"{D('TIMESTAMP', '2024-05-14 09:12:44.318 CEST')} [{r.randint(10000, 99999)}] app@crm DETAIL:  parameters: $1 = '{P(sql_str(p.family))}', $2 = '{P(p.given)}', "
        f"$3 = '{EM(p.email(r, 'laposte.net'))}', $4 = '{ctx.phone('FR', 'dots')}', $5 = '{DOB(f'{born:%Y-%m-%d}')}', $6 = '{NID(V.fr_nir(r, p.female, born).replace(' ', ''), 'fr.nir')}', "
        f"$7 = '{ADDR(sql_str(address(r, 'FR')))}'\n"
        f'{D("TIMESTAMP", "2024-05-14 09:13:02.907 CEST")} [{r.randint(10000, 99999)}] app@crm ERROR:  duplicate key value violates unique constraint "clients_email_key"\n'
        f"{D('TIMESTAMP', '2024-05-14 09:13:02.907 CEST')} [{r.randint(10000, 99999)}] app@crm DETAIL:  Key (email)=({EM(q.email(r, 'orange.fr'))}) already exists.\n"
        f"{D('TIMESTAMP', '2024-05-14 09:13:02.907 CEST')} [{r.randint(10000, 99999)}] app@crm STATEMENT:  UPDATE clients SET email = '{EM(q.email(r, 'orange.fr', 'f.l'))}', "
        f"solde = {BAL(str(r.randint(-3000, 8000)) + '.' + str(r.randint(10, 99)))} WHERE id = {r.randint(100, 9999)}\n"
    )
    yield Draft("sql", "fr", text)
    # migration with a seeded admin password and users — en
    admins = [ctx.person(x) for x in ("en", "no", "ja")]
    text = "-- V42__seed_support_admins.sql\n-- Flyway migration, applied " + D("DATE", "2024-02-19") + "\nBEGIN;\n"
    for a in admins:
        text += (
            f"INSERT INTO admin_users (login, display_name, email, password, mfa_phone)\n  VALUES ('{USER(a.login(r))}', '{P(sql_str(a.latin))}', '{EM(a.email(r, 'tallyho-support.io'))}', "
            f"crypt('{PW(sql_str(r.choice(['Spring2024!', 'Hunter-Gatherer#7', 'correct horse staple 9', 'Tr0ub4dor&3x', 'qwerty!Node22'])))}', gen_salt('bf')), "
            f"'{ctx.phone({'en': 'US', 'no': 'NO', 'ja': 'JP'}[a.lang], 'e164')}');\n"
        )
    text += (
        "UPDATE admin_users SET role = 'owner' WHERE login = '" + USER(admins[0].login(r, "first")) + "';\nCOMMIT;\n"
    )
    yield Draft("sql", "en", text)


@shape("repr-python")
def python_reprs(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # dataclass reprs in a REPL / pytest failure
    people = [ctx.person(x) for x in ("pl", "fi", "da")]
    lines = [">>> from crm.models import Customer", ">>> customers = repo.find(overdue=True)", ">>> pprint(customers)"]
    for p in people:
        born = V.birth(r)
        lines.append(
            f" Customer(id={r.randint(100, 9999)}, name={py_str(P(p.full))}, email={py_str(EM(p.email(r, r.choice(['wp.pl', 'luukku.com', 'mail.dk']))))},\n"
            f"          dob=datetime.date({DOB(f'{born.year}, {born.month}, {born.day}')}), balance=Decimal('{BAL(f'-{r.randint(10, 4000)}.{r.randint(10, 99)}')}'),\n"
            f"          phone={py_str(ctx.phone({'pl': 'PL', 'fi': 'FI', 'da': 'DK'}[p.lang], 'intl'))}, tags=['overdue', 'reminder-2']),"
        )
    lines[3] = "[" + lines[3][1:]
    lines[-1] = lines[-1][:-1] + "]"
    raw = people[0].full.encode()
    lines += [
        ">>> customers[0].name.encode()",
        "b'" + P(py_bytes_escape(people[0].full)) + "'",
        ">>> len(_)",
        D("COUNT", str(len(raw))),
    ]
    yield Draft("repr", "en", "\n".join(lines) + "\n")
    # pandas DataFrame printed by an agent's python tool — it
    rows = []
    for _ in range(5):
        p = ctx.person("it")
        rows.append(
            [
                P(p.full),
                D("CITY", r.choice(["Bologna", "Torino", "Bari", "Napoli"])),
                SAL(f"{r.randint(1300, 3900)}.00"),
                D("PERCENT", f"{r.randint(0, 30)}.0"),
            ]
        )
    text = (
        ">>> df = pd.read_excel('stipendi_2024.xlsx')\n>>> df[['dipendente', 'sede', 'netto_mensile', 'straordinari_pct']].head()\n"
        + T.pandas(["dipendente", "sede", "netto_mensile", "straordinari_pct"], rows)
        + "\n>>> df['netto_mensile'].mean()\n"
        + D("AMOUNT", f"{r.randint(1800, 2600)}.{r.randint(100, 999)}")
        + "\n"
    )
    yield Draft("repr", "it", text)
    # pydantic v2 model reprs and a dict repr with nested lists — ru
    p = ctx.person("ru")
    born = V.birth(r)
    d = (
        f"{{'id': {r.randint(1, 999)}, 'ФИО': {py_str(P(p.formal))}, 'паспорт': {py_str(g('PASSPORT_NUMBER', f'{r.randint(4500, 4599)} {V.digits(r, 6)}'))}, "
        f"'ИНН': {py_str(TAX(V.ru_inn(r), 'ru.inn'))}, 'дата_рождения': {py_str(DOB(V.date_num(born, 'dmy.')))}, 'телефоны': [{py_str(ctx.phone('RU', 'national'))}, {py_str(ctx.phone('RU', 'e164'))}], "
        f"'долг': {OWED(str(r.randint(10, 900) * 1000))}, 'заметка': {py_str('Клиент просил не звонить до 10:00, ' + HEALTH('после инсульта') + ' говорит медленно.')}}}"
    )
    q = ctx.person("ru")
    text = (
        ">>> row = cur.fetchone()\n>>> row\n" + d + "\n>>> Borrower.model_validate(row)\n"
        f"Borrower(id={r.randint(1, 999)}, full_name={py_str(P(q.formal))}, email={py_str(EM(q.email(r, 'yandex.ru')))}, debt=Decimal('{OWED(str(r.randint(1000, 90000)))}'), status=<Status.OVERDUE: 'overdue'>)\n"
    )
    yield Draft("repr", "ru", text)


@shape("repr-js-ruby-php")
def other_reprs(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # Node util.inspect (console.log) — pl customer in an English dev session
    p = ctx.person("pl")
    q = ctx.person("pl", forms=lambda x: [N.pl_full(x, "gen")])
    text = (
        "$ node scripts/inspect-order.js 118204\n{\n  id: " + D("ORDER_ID", "118204") + ",\n  customer: {\n"
        f"    firstName: '{P(p.given)}',\n    lastName: '{P(p.family)}',\n    email: '{EM(p.email(r, 'o2.pl'))}',\n    phone: '{ctx.phone('PL', 'intl')}',\n"
        f"    address: {{ street: '{ADDR(address(r, 'PL', with_city=False))}', city: 'Kraków', zip: '31-056' }},\n    pesel: '{NID(V.pl_pesel(r, V.birth(r), p.female), 'pl.pesel')}'\n  }},\n"
        f"  items: [ {{ sku: '{D('SKU', 'MUG-NODE-350')}', qty: 2, price: {D('PRICE', '39.9')} }}, [Object] ],\n"
        f"  payment: {{ method: 'card', last4: '0019', holder: '{P(p.latin.upper())}' }},\n"
        f"  giftFor: '{P(N.pl_full(q, 'gen'))}',\n"
        f"  createdAt: {D('TIMESTAMP', V.ts_iso(r).replace('Z', '.000Z'))},\n  meta: Map(2) {{ 'utm_source' => 'newsletter', 'ip' => '{IP(V.ipv4(r))}' }}\n}}\n"
    )
    yield Draft("repr", "pl", text)
    # Ruby inspect in a rails console — en with names of several languages
    lines = ["irb(main):003> Tenant.where(arrears: true).limit(3).to_a"]
    objs = []
    for lang in ("en", "nl", "he"):
        t = ctx.person(lang)
        objs.append(
            f'#<Tenant id: {r.randint(100, 999)}, name: "{P(t.latin)}", email: "{EM(t.email(r, r.choice(["gmail.com", "hotmail.nl", "walla.co.il"])))}", '
            f'phone: "{ctx.phone({"en": "GB", "nl": "NL", "he": "IL"}[lang], "intl")}", unit: "{D("ROOM", f"B-{r.randint(1, 40):02d}")}", rent_cents: {CVAL(str(r.randint(90, 240) * 1000))}, '
            f'arrears_cents: {OWED(str(r.randint(100, 5000) * 100))}, created_at: "{D("TIMESTAMP", V.ts_iso(r, 2023, z=False).replace("T", " "))}">'
        )
    lines.append("=> [" + ",\n ".join(objs) + "]")
    yield Draft("repr", "en", "\n".join(lines) + "\n")
    # PHP print_r / var_dump — tr
    p = ctx.person("tr")
    full = p.full
    phone = V.phone(r, "TR", "national")
    text = (
        "Array\n(\n    [musteri_id] => "
        + D("ORDER_ID", str(r.randint(100000, 999999)))
        + "\n    [ad_soyad] => "
        + P(full)
        + "\n"
        f"    [eposta] => {EM(p.email(r, 'hotmail.com'))}\n    [gsm] => {g('PHONE_NUMBER', phone, 'phone:TR')}\n    [tckn] => {NID(V.tr_tckn(r), 'tr.tckimlik')}\n"
        f"    [kart] => Array\n        (\n            [no] => {CARD(V.card(r, 'troy', sep=''))}\n            [skt] => 09/27\n        )\n\n)\n\n"
        f'string({len(full.encode())}) "{P(full)}"\nstring({len(phone.encode())}) "{g("PHONE_NUMBER", phone, "phone:TR")}"\n'
    )
    yield Draft("repr", "tr", text)


@shape("trace")
def traces(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # Python + pydantic validation error, home dir user
    p = ctx.person("tr")
    u = p.login(r, "first")
    bad_phone = "+90 " + V.digits(r, 3) + " " + V.digits(r, 3)
    text = (
        "Traceback (most recent call last):\n"
        f'  File "/home/{USER(u)}/projects/crm-sync/sync.py", line 88, in push_contact\n    resp = client.contacts.create(Contact(**row))\n'
        f'  File "/home/{USER(u)}/.cache/pypoetry/virtualenvs/crm-sync-{D("CHECKSUM", V.rand(r, "abcdefghijklmnopqrstuvwxyz", 8))}-py3.12/lib/python3.12/site-packages/pydantic/main.py", line 214, in __init__\n'
        "    validated_self = self.__pydantic_validator__.validate_python(data, self_instance=self)\n"
        "pydantic_core._pydantic_core.ValidationError: 2 validation errors for Contact\nphone\n"
        f"  Value error, invalid phone number [type=value_error, input_value='{bad_phone}', input_type=str]\n"
        "date_of_birth\n"
        f"  Input should be a valid date [type=date_type, input_value='{DOB(V.date_num(V.birth(r), 'dmy.'))}', input_type=str]\n"
        "    For further information visit https://errors.pydantic.dev/2.7/v/date_type\n\n"
        f"row = {{'ad': '{P(p.given)}', 'soyad': '{P(p.family)}', 'email': '{EM(p.email(r, 'gmail.com'))}', 'phone': '{bad_phone}', "
        f"'date_of_birth': '{DOB(V.date_num(V.birth(r), 'dmy.'))}', 'iban': '{IBAN(V.iban(r, 'TR'))}'}}\n"
    )
    yield Draft("trace", "tr", text)
    # Java / Spring with a duplicate key and the bound entity in toString()
    p = ctx.person("sv")
    text = (
        f"{D('TIMESTAMP', '2024-06-03 14:22:09.114')} ERROR 1 --- [nio-8080-exec-7] o.h.engine.jdbc.spi.SqlExceptionHelper   : "
        f'ERROR: duplicate key value violates unique constraint "uk_member_personnummer"\n'
        f"  Detail: Key (personnummer)=({NID(V.se_pnr(r, V.birth(r)), 'se.personnummer')}) already exists.\n"
        f"{D('TIMESTAMP', '2024-06-03 14:22:09.121')} ERROR 1 --- [nio-8080-exec-7] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() threw exception\n"
        "org.springframework.dao.DataIntegrityViolationException: could not execute statement; constraint [uk_member_personnummer]\n"
        f"\tat se.gymkedjan.members.MemberService.register(MemberService.java:{D('COUNT', '142')})\n"
        "\tat se.gymkedjan.members.MemberController.create(MemberController.java:58)\n"
        "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)\n"
        f"Caused by: org.postgresql.util.PSQLException: entity=Member{{id=null, name='{P(p.full)}', email='{EM(p.email(r, 'live.se'))}', "
        f"phone='{ctx.phone('SE', 'national')}', cardNumber='{CARD(V.card(r, 'mc', sep=''))}', notes='{HEALTH('hjärtsvikt')}, tränar med pulsklocka'}}\n"
        "\t... 87 common frames omitted\n"
    )
    yield Draft("trace", "sv", text)
    # Node on macOS with a user path and the payload
    p = ctx.person("he")
    u = p.login(r, "first")
    text = (
        f"/Users/{USER(u)}/dev/payouts/node_modules/.pnpm/axios@{D('VERSION', '1.6.8')}/node_modules/axios/lib/core/AxiosError.js:89\n"
        "  AxiosError.call(axiosError, error.message, code, config, request, response);\n             ^\n"
        "AxiosError: Request failed with status code 422\n"
        f"    at settle (/Users/{USER(u)}/dev/payouts/node_modules/.pnpm/axios@{D('VERSION', '1.6.8')}/node_modules/axios/lib/core/settle.js:19:12)\n"
        f"    at formatPayout (/Users/{USER(u)}/dev/payouts/src/format.ts:42:17) {{\n"
        "  code: 'ERR_BAD_REQUEST',\n  config: {\n    url: 'https://api.payrails-sandbox.example/v1/payouts',\n"
        f"    headers: {{ Authorization: 'Bearer {KEY(V.api_key(r, 'github_pat').replace('ghp_', 'prl_'))}' }},\n"
        f'    data: \'{{"beneficiary":"{P(p.latin)}","iban":"{IBAN(V.iban(r, "IL", grouped=False))}","teudat_zehut":"{NID(V.il_idnr(r), "il.idnr")}","amount":{SAL(str(r.randint(9, 30) * 1000))}}}\'\n  }},\n'
        "  response: { status: 422, data: { error: 'beneficiary name does not match account holder' } }\n}\n\n"
        f"Node.js {D('VERSION', 'v20.12.2')}\n"
    )
    yield Draft("trace", "he", text)
    # Go panic with %+v struct dump
    p = ctx.person("vi")
    text = (
        f"{D('TIMESTAMP', '2024/08/19 03:14:07')} processing KYC record {D('REQUEST_ID', V.ulid(r))}\n"
        "panic: runtime error: index out of range [3] with length 3\n\ngoroutine 42 [running]:\n"
        "main.normalizeAddress(...)\n\t/src/kyc/normalize.go:57\nmain.(*Worker).handle(0xc0001a2000, {0xc00012e0f0, 0x1f4})\n\t/src/kyc/worker.go:113 +0x3c5\n"
        f"record: {{ID:{D('REQUEST_ID', V.ulid(r))} FullName:{P(p.full)} DOB:{DOB(V.date_num(V.birth(r), 'dmy/'))} Phone:{ctx.phone('VN', 'national')} "
        f"TaxCode:{TAX(V.vn_mst(r), 'vn.mst')} Address:{ADDR(address(r, 'VN'))} Email:{EM(p.email(r, 'gmail.com'))}}}\n"
        f"exit status 2\n"
    )
    yield Draft("trace", "vi", text)
    # .NET with a connection string in the exception message
    p = ctx.person("da")
    login = p.login(r, "flast")
    text = (
        "Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user '"
        + USER(login)
        + "'.\n"
        f"   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection)\n"
        f"   at Lonsystem.Data.Repo.Open() in C:\\Users\\{USER(login)}\\source\\repos\\Lonsystem\\Data\\Repo.cs:line 31\n"
        f"ClientConnectionId:{D('UUID', V.uuid4(r))}\nError Number:18456,State:1,Class:14\n"
        f"ConnectionString: Server=tcp:sql-lon-prod.database.windows.net,1433;Initial Catalog=Lon;User ID={USER(login)};Password={PW(r.choice(['Sommer2024!', 'Kanelsnegl#88', 'Fiskefrikadelle-7']))};Encrypt=True;\n"
    )
    yield Draft("trace", "da", text)


@shape("git-history")
def git_history(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # git log with trailers
    ppl = [ctx.person(x) for x in ("fr", "ja", "uk", "nl", "es")]
    out = []
    for i in range(3):
        a, c = ppl[i], ppl[i + 1]
        when = V.when(r)
        out.append(
            f"commit {D('COMMIT_HASH', V.sha(r, 40))}\nAuthor: {P(a.latin)} <{EM(a.email(r, r.choice(['gmail.com', 'proton.me', 'fastmail.com'])))}>\n"
            f"Date:   {D('TIMESTAMP', when.strftime('%a %b %d %H:%M:%S %Y') + ' +0200')}\n\n"
            f"    {r.choice(['fix(gateway): retry on 502 from upstream', 'feat(node): stream SSE chunks', 'chore: bump react to 18.3'])}\n\n"
            f"    Fixes {D('PR_NUMBER', '#' + str(r.randint(100, 4000)))}\n\n"
            f"    Co-authored-by: {P(c.latin)} <{EM(c.email(r, 'gmail.com'))}>\n"
            f"    Signed-off-by: {P(a.latin)} <{EM(a.email(r, 'proton.me', 'f.l'))}>\n"
        )
    out.append(
        f"commit {D('COMMIT_HASH', V.sha(r, 40))}\nMerge: {D('COMMIT_HASH', V.sha(r, 7))} {D('COMMIT_HASH', V.sha(r, 7))}\nAuthor: {P(ppl[4].latin)} <{EM(ppl[4].email(r, 'gmail.com'))}>\n"
        f"Date:   {D('TIMESTAMP', V.when(r).strftime('%a %b %d %H:%M:%S %Y') + ' +0100')}\n\n    Merge pull request {D('PR_NUMBER', '#' + str(r.randint(100, 4000)))} from {USER(ppl[4].login(r, 'gh'))}/fix-tz\n"
    )
    yield Draft("git", "en", "$ git log -4\n" + "\n".join(out))
    # git blame
    ppl = [ctx.person(x) for x in ("de", "de", "pl")]
    lines = []
    code = [
        "def monthly_fee(member):",
        "    # Sonderregel für Vorstand, siehe Protokoll",
        "    if member.role == 'board':",
        "        return Decimal('0')",
        "    return BASE_FEE * member.factor",
        "",
        "def reminder_text(member):",
        "    return f'Hallo {member.first_name}, bitte überweise ...'",
    ]
    for n, line in enumerate(code, 1):
        a = r.choice(ppl)
        lines.append(
            f"{D('COMMIT_HASH', V.sha(r, 8))} ({P(a.full)} {D('TIMESTAMP', V.ts_iso(r, 2023, z=False).replace('T', ' ') + ' +0100')} {n:>2}) {line}"
        )
    yield Draft("git", "de", "$ git blame -w beitraege.py\n" + "\n".join(lines) + "\n")
    # shortlog + .mailmap
    ppl = [ctx.person(x) for x in ("ko", "hi", "el", "it", "en")]
    lines = [f"{r.randint(3, 400):>6}\t{P(p.latin)} <{EM(p.email(r, 'gmail.com'))}>" for p in ppl]
    mm = [
        f"{P(ppl[0].latin)} <{EM(ppl[0].email(r, 'hanmail.net'))}> <{EM(ppl[0].email(r, 'naver.com'))}>",
        f"{P(ppl[2].latin)} <{EM(ppl[2].email(r, 'otenet.gr'))}> {P(ppl[2].latin.upper())} <{EM(ppl[2].email(r, 'yahoo.gr'))}>",
    ]
    yield Draft(
        "git",
        "en",
        "$ git shortlog -sne --since=2024-01-01\n" + "\n".join(lines) + "\n\n$ cat .mailmap\n" + "\n".join(mm) + "\n",
    )
    # format-patch header
    a = ctx.person("fi")
    rv = ctx.person("sv")
    text = (
        f"From {D('COMMIT_HASH', V.sha(r, 40))} Mon Sep 17 00:00:00 2001\nFrom: {P(a.full)} <{EM(a.email(r, 'iki.fi'))}>\n"
        f"Date: {D('TIMESTAMP', 'Tue, 4 Jun 2024 11:02:37 +0300')}\nSubject: [PATCH v2 2/3] docs: add on-call rota\n\n"
        f"Reviewed-by: {P(rv.full)} <{EM(rv.email(r, 'telia.com'))}>\n---\n docs/oncall.md | 6 ++++++\n 1 file changed, 6 insertions(+)\n\n"
        f"diff --git a/docs/oncall.md b/docs/oncall.md\nindex {D('COMMIT_HASH', V.sha(r, 7))}..{D('COMMIT_HASH', V.sha(r, 7))} 100644\n--- a/docs/oncall.md\n+++ b/docs/oncall.md\n"
        f"@@ -10,0 +11,6 @@\n+| week | primary | phone |\n+|---|---|---|\n"
        f"+| 23 | {P(a.given)} | {ctx.phone('FI', 'intl')} |\n+| 24 | {P(rv.given)} | {ctx.phone('SE', 'intl')} |\n"
        f"+| 25 | {P(ctx.person('fi').full)} | {ctx.phone('FI', 'national')} |\n+\n--\n{D('VERSION', '2.45.1')}\n"
    )
    yield Draft("git", "fi", text)


@shape("diff-config")
def diffs(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # .env rotation: old and new secrets both leave in a diff
    old_pw, new_pw = "Kettle-Orchard-" + str(r.randint(10, 99)), V.rand(r, V.ALNUM + "!#%", 20)
    text = (
        "diff --git a/deploy/prod.env b/deploy/prod.env\nindex "
        + D("COMMIT_HASH", V.sha(r, 7))
        + ".."
        + D("COMMIT_HASH", V.sha(r, 7))
        + " 100644\n"
        "--- a/deploy/prod.env\n+++ b/deploy/prod.env\n@@ -3,9 +3,9 @@ APP_ENV=production\n PORT="
        + D("PORT", "8443")
        + "\n"
        f"-DATABASE_PASSWORD={PW(old_pw)}\n+DATABASE_PASSWORD={PW(new_pw)}\n"
        f"-SENDGRID_API_KEY={KEY(V.api_key(r, 'sendgrid'))}\n+SENDGRID_API_KEY={KEY(V.api_key(r, 'sendgrid'))}\n"
        f" SENTRY_DSN=https://{SEC(V.hexs(r, 32))}@o{r.randint(100000, 999999)}.ingest.sentry.io/{r.randint(1000000, 9999999)}\n"
        f"-ALERT_SMS_TO={ctx.phone('GB', 'e164')}\n+ALERT_SMS_TO={ctx.phone('GB', 'e164')}\n REDIS_URL=redis://:{PW(V.rand(r, V.ALNUM, 24))}@cache.internal:6379/0\n"
    )
    yield Draft("diff", "en", text)
    # users.yml for an internal tool (yaml in a diff) — no
    a, b = ctx.person("no"), ctx.person("no")
    text = (
        "--- a/config/brukere.yml\n+++ b/config/brukere.yml\n@@ -12,6 +12,14 @@ brukere:\n   - brukernavn: drift\n     rolle: service\n"
        f'+  - navn: {P(a.full)}\n+    brukernavn: {USER(a.login(r))}\n+    epost: {EM(a.email(r, "online.no"))}\n+    mobil: "{ctx.phone("NO", "national")}"\n'
        f'+    fodselsnummer: "{NID(V.no_fnr(r, V.birth(r)), "no.fodselsnummer")}"\n+    rolle: admin\n'
        f"+  - navn: {P(b.full)}\n+    brukernavn: {USER(b.login(r))}\n+    epost: {EM(b.email(r, 'hotmail.no'))}\n+    rolle: lesetilgang\n"
    )
    yield Draft("diff", "no", text)
    # CODEOWNERS with GitHub handles
    ppl = [ctx.person(x) for x in ("ko", "en", "pt", "uk")]
    hs = [p.login(r, "gh") for p in ppl]
    text = (
        f"diff --git a/.github/CODEOWNERS b/.github/CODEOWNERS\n--- a/.github/CODEOWNERS\n+++ b/.github/CODEOWNERS\n@@ -1,5 +1,6 @@\n"
        f" # {D('TECH_TERM', 'Gateway')} and {D('TECH_TERM', 'Node')} runtime\n-/gateway/   @{USER(hs[0])} @{USER(hs[1])}\n+/gateway/   @{USER(hs[1])} @{USER(hs[2])}\n"
        f" /web/       @acme/frontend\n+/infra/     @{USER(hs[3])}  # {P(ppl[3].latin)} owns {D('TECH_TERM', 'Terraform')} since {D('DATE', '2024-04')}\n"
        f" *.md        @acme/docs\n"
    )
    yield Draft("diff", "en", text)
    # a CSV of emergency contacts changed in a PR — el
    rows_old = ctx.person("el")
    new = ctx.person("el")
    third = ctx.person("el")
    rel = lambda p, f, m: f if p.female else m  # noqa: E731 - a one-line local helper reads best inline
    text = (
        "diff --git a/hr/emergency_contacts.csv b/hr/emergency_contacts.csv\n--- a/hr/emergency_contacts.csv\n+++ b/hr/emergency_contacts.csv\n"
        "@@ -1,4 +1,4 @@\n όνομα,σχέση,τηλέφωνο,σημειώσεις\n"
        f"-{P(rows_old.full)},σύζυγος,{ctx.phone('GR', 'national')},\n+{P(new.full)},{rel(new, 'αδελφή', 'αδελφός')},{ctx.phone('GR', 'intl')},{HEALTH('αλλεργία στην πενικιλίνη')}\n"
        f" {P(third.full)},{rel(third, 'μητέρα', 'πατέρας')},{ctx.phone('GR', 'national', 'fixed')},μόνο πρωί\n"
    )
    yield Draft("diff", "el", text)
