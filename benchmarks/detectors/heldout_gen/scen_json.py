"""JSON tool results: API responses and records as agents receive them."""

from __future__ import annotations

import base64
import datetime as dt

from ctx import CURRENCY, Ctx, fmt_money
from markup import D, JNum, S, jdumps

SCENARIOS: dict[str, tuple[str, object]] = {}


def scenario(fmt: str):
    def deco(fn):
        SCENARIOS[fn.__name__] = (fmt, fn)
        return fn

    return deco


def _dump(c: Ctx, obj: object, force_ascii: bool | None = None) -> str:
    ascii_ = (
        force_ascii
        if force_ascii is not None
        else (c.lang in ("zh", "ja", "ru", "el", "ar") and c.r.random() < 0.45) or c.r.random() < 0.1
    )
    indent = c.r.choice([2, 2, 4, None])
    seps = (",", ":") if indent is None and c.r.random() < 0.5 else None
    return jdumps(obj, ensure_ascii=ascii_, indent=indent, separators=seps)


def _arabic_indic(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def _when(c: Ctx) -> str:
    return c.ts()


@scenario("json")
def crm_contact_search(c: Ctx) -> str:
    """A CRM ``search_contacts`` tool result: a page of contact records."""
    L = c.lang
    recs = []
    local_keys = c.r.random() < 0.5  # some Chinese/German systems use native field names
    name_key = c.pick(["name", "full_name", "displayName", "contact_name"])
    for _ in range(c.r.randint(2, 4)):
        p = c.person()
        reg = c.region
        rec: dict[str, object] = {"id": f"ct_{c.v.alnum(10)}"}
        if L == "zh" and local_keys:
            rec.update(
                {
                    "姓名": c.name(p.full),
                    "手机": c.phone("CN"),
                    "邮箱": c.email(p),
                    "公司": D("COMPANY", c.pick(["云帆科技", "星河数据", "青藤教育", "北辰物流"])),
                    "地址": c.address("CN"),
                    "备注": c.pick(["老客户，偏好电话沟通", "需开增值税专票", "周末勿扰"]),
                }
            )
        elif L == "de" and local_keys:
            rec.update(
                {
                    "vorname": c.name(p.given),
                    "nachname": c.name(p.family),
                    "email": c.email(p),
                    "telefon": c.phone("DE", c.pick(["mobile", "fixed"])),
                    "anschrift": c.address("DE"),
                    "firma": D(
                        "COMPANY", c.pick(["Kranefuß Logistik GmbH", "Brandt & Söhne KG", "Nordlicht Software AG"])
                    ),
                }
            )
        else:
            rec[name_key] = c.name(p.full if L not in ("ru",) or c.r.random() < 0.5 else p.formal_ru)
            rec["email"] = c.email(p)
            phones = [{"type": "mobile", "number": c.phone(reg, "mobile")}]
            if c.r.random() < 0.5:
                phones.append({"type": c.pick(["work", "home"]), "number": c.phone(reg, "fixed")})
            rec["phones"] = phones
            if c.r.random() < 0.6:
                rec["address"] = {"formatted": c.address(reg if reg != "SA" else c.pick(["SA", "AE"]))}
            rec["company"] = D(
                "COMPANY",
                c.pick(
                    {
                        "en": [
                            "Harrowgate Analytics Ltd",
                            "Bellfounder & Co",
                            "Northwind Traders",
                            "Parker & Lowe LLP",
                        ],
                        "fr": ["Lumière Conseil SARL", "Atelier Bréhat", "Voltigeur SAS", "Maison Dubois SARL"],
                        "nl": ["Polderdata B.V.", "Zeeuwse Gist B.V.", "Hollandse Hout", "Van Dijk Transport B.V."],
                        "no": ["Fjordlys IT AS", "Nordkyst Sjømat AS", "Trollheim Bygg", "Hansen & Berg AS"],
                        "ru": ["ООО «Севертранс»", "АО «Балтийский лён»", "ИП «Кедр»"],
                        "el": ["Αιγαίο Ναυτιλιακή Α.Ε.", "Ολυμπία Τρόφιμα", "Κρητικά Έλαια ΙΚΕ"],
                        "ar": ["شركة الرمال للتقنية", "مؤسسة الواحة التجارية", "نخيل للحلول الرقمية"],
                        "ja": ["株式会社さくらソフト", "北斗運輸株式会社", "合同会社みなと工房"],
                        "de": ["Kranefuß Logistik GmbH", "Nordlicht Software AG", "Schulz Elektrotechnik GmbH"],
                        "zh": ["云帆科技", "星河数据"],
                    }[L]
                ),
            )
            if c.r.random() < 0.5:
                rec["tags"] = c.r.sample(["vip", "newsletter", "b2b", "churn-risk", "lead", "partner", "beta"], 2)
            if c.r.random() < 0.4 and L in ("ru", "zh", "ar", "ja"):
                rec["messaging"] = {
                    "ru": {"telegram": S("MESSAGING_ID", "@" + p.rg.lower() + "_" + p.rf.lower()[:4])},
                    "zh": {"wechat": S("MESSAGING_ID", p.rg.lower() + "_" + c.v.digits(4))},
                    "ar": {"whatsapp": c.phone(reg, "mobile", "e164")},
                    "ja": {"line": S("MESSAGING_ID", p.rg.lower() + "." + c.v.digits(3))},
                }[L]
        rec["updated_at"] = _when(c)
        recs.append(rec)
    obj = {
        "object": "list",
        "data": recs,
        "has_more": c.r.random() < 0.5,
        "next_cursor": D("UUID", c.v.uuid()) if c.r.random() < 0.5 else None,
        "request_id": c.reqid(),
    }
    return _dump(c, obj)


@scenario("json")
def hr_employee_record(c: Ctx) -> str:
    """An HRIS ``get_employee`` result: nested, with date of birth, ids, bank, pay and leave."""
    L = c.lang
    us = L == "en" and c.kind(["us", "gb"]) == "us"
    if us:
        c.region = "US"
    p = c.person()
    born = c.dob_date()
    mgr = c.person()
    cur = "USD" if us else CURRENCY[L]
    base = {
        "ja": c.r.randrange(4200000, 12000000, 100000),
        "ru": c.r.randrange(900000, 4800000, 10000),
        "zh": c.r.randrange(120000, 900000, 1000),
        "no": c.r.randrange(480000, 1300000, 1000),
        "ar": c.r.randrange(96000, 480000, 1000),
    }.get(L, c.r.randrange(38000, 160000, 250))
    freq = c.pick(["annual", "annual", "monthly"])
    if freq == "monthly":
        base = round(base / 12, -1 if L != "ja" else -3)
    natid: dict[str, object] = {
        "en": {"ssn": S("US_SSN", c.v.us_ssn(), "us.ssn")}
        if us
        else {"ni_number": S("NATIONAL_ID", c.v.gb_nino(), "gb.nino")},
        "de": {"steuer_id": S("TAX_ID", c.v.de_idnr(), "de.idnr")},
        "fr": {"nir": S("NATIONAL_ID", c.v.fr_nir(born, p.female), "fr.nir")},
        "nl": {"bsn": S("NATIONAL_ID", c.v.nl_bsn(), "nl.bsn")},
        "no": {"fodselsnummer": S("NATIONAL_ID", c.v.no_fnr(born, p.female), "no.fodselsnummer")},
        "zh": {"id_card": S("CN_RESIDENT_ID", c.v.cn_ric(born, p.female), "cn.ric")},
        "ru": {"inn": S("TAX_ID", c.v.ru_inn(), "ru.inn")},
        "el": {"amka": S("NATIONAL_ID", c.v.gr_amka(born), "gr.amka"), "afm": S("TAX_ID", c.v.gr_afm(), "gr.vat")},
        "ja": {"my_number": S("NATIONAL_ID", c.v.jp_mynumber(), "jp.in")},
        "ar": {"tax_number": S("TAX_ID", _arabic_indic(c.v.eg_tn()) if c.r.random() < 0.4 else c.v.eg_tn(), "eg.tn")},
    }[L]
    bank: dict[str, object]
    if us:
        bank = {
            "routing_number": c.pick(["021000021", "026009593", "121000358", "011000138"]),
            "account_number": S("BANK_ACCOUNT", c.v.digits(c.r.randint(9, 12), True)),
            "type": "checking",
        }
    elif L == "no" and c.r.random() < 0.6:
        bank = {"kontonummer": S("BANK_ACCOUNT", c.v.no_kontonr(), "no.kontonr")}
    elif L in ("zh",):
        bank = {"bank": "招商银行", "card_no": c.card("unionpay", "")}
    elif L == "ja":
        bank = {
            "bank": "みずほ銀行",
            "branch": "渋谷支店",
            "type": "普通",
            "account_no": S("BANK_ACCOUNT", c.v.digits(7, True)),
        }
    elif L == "ru":
        bank = {"bank": "ПАО Сбербанк", "account": S("BANK_ACCOUNT", "40817810" + c.v.digits(12))}
    else:
        bank = {
            "iban": c.iban(
                {"en": "GB", "ar": "SA"}.get(L, L.upper() if L in ("de", "fr", "nl", "no") else "GR"), grouped=False
            )
        }
    leave_start = dt.date(2025, c.r.randint(1, 11), c.r.randint(1, 20))
    leave = {
        "type": c.pick(["sick", "sick_leave", "medical"]),
        "from": D("DATE", leave_start.isoformat()),
        "to": D("DATE", (leave_start + dt.timedelta(days=c.r.randint(3, 40))).isoformat()),
        c.pick(["reason", "note", "diagnosis"]): c.health(L if c.r.random() < 0.7 else "en"),
    }
    comp: dict[str, object] = {"currency": cur, "base_salary": JNum(int(base), "SALARY"), "pay_frequency": freq}
    if c.r.random() < 0.6:
        comp["bonus_target"] = S("SALARY", fmt_money(base * c.pick([0.08, 0.1, 0.15]), "plain"))
    if c.r.random() < 0.4:
        comp["last_raise"] = {
            "effective": D("DATE", f"2025-0{c.r.randint(1, 9)}-01"),
            "pct": D("PERCENT", f"{c.r.randint(2, 9)}.{c.r.randint(0, 9)}%"),
        }
    emp = {
        "employee_id": f"E{c.v.digits(5)}",
        "legal_name": c.name(p.full if L != "ru" else p.formal_ru),
        "preferred_name": c.name(p.given) if c.r.random() < 0.5 else None,
        "date_of_birth": c.dob(born, "iso"),
        "work_email": c.email(
            p,
            {
                "de": "kranefuss-logistik.de",
                "en": "harrowgate.co.uk",
                "nl": "polderdata.nl",
                "no": "fjordlys.no",
                "zh": "yunfan-tech.cn",
                "ru": "severtrans.ru",
                "el": "aigaio-shipping.gr",
                "ar": "rimaltech.sa",
                "ja": "sakura-soft.co.jp",
                "fr": "lumiere-conseil.fr",
            }[L],
            0,
        ),
        "personal_phone": c.phone(),
        "home_address": c.address(),
        "national_ids": natid,
        "bank_details": bank,
        "job": {
            "title": c.pick(
                [
                    "Senior Backend Engineer",
                    "Data Analyst",
                    "Warehouse Lead",
                    "Product Designer",
                    "Site Reliability Engineer",
                ]
            ),
            "department": c.pick(["Platform", "Finance", "Operations", "Growth"]),
            "office": c.pick(["HQ", "Remote", "Site B"]),
            "manager": {
                "name": c.name(mgr.full),
                "email": c.email(
                    mgr,
                    {
                        "de": "kranefuss-logistik.de",
                        "en": "harrowgate.co.uk",
                        "nl": "polderdata.nl",
                        "no": "fjordlys.no",
                        "zh": "yunfan-tech.cn",
                        "ru": "severtrans.ru",
                        "el": "aigaio-shipping.gr",
                        "ar": "rimaltech.sa",
                        "ja": "sakura-soft.co.jp",
                        "fr": "lumiere-conseil.fr",
                    }[L],
                    0,
                ),
            },
        },
        "compensation": comp,
        "absences": [leave],
        "system": {"source": D("PRODUCT", c.pick(["Personio", "BambooHR", "Workday", "HiBob"])), "synced_at": _when(c)},
    }
    if us:  # US benefits enrolment lists dependents with their SSNs
        deps = []
        for rel in c.r.sample(["spouse", "child", "child", "domestic_partner"], c.r.randint(1, 2)):
            dp = c.person("en")
            dp.family = p.family if rel != "domestic_partner" else dp.family
            deps.append(
                {
                    "name": c.name(dp.full),
                    "relationship": rel,
                    "date_of_birth": c.dob(c.v.dob(2008, 2022) if rel == "child" else None, "iso"),
                    "ssn": S("US_SSN", c.v.us_ssn(), "us.ssn"),
                }
            )
        emp["benefits"] = {"plan": D("PRODUCT", c.pick(["Aetna PPO 1500", "Kaiser HMO Silver"])), "dependents": deps}
    return _dump(c, {"ok": True, "employee": emp})


@scenario("json")
def bank_account_api(c: Ctx) -> str:
    """An open-banking style ``get_account`` result with holder, IBAN, balance and arrears."""
    L = c.lang
    p = c.person()
    cur = {"en": "GBP", "ar": c.pick(["SAR", "AED"])}.get(L, CURRENCY[L])
    cc = {"en": "GB", "de": "DE", "nl": "NL", "no": "NO", "el": "GR", "fr": "FR"}.get(L, "SA" if cur == "SAR" else "AE")
    bal = round(c.r.uniform(-1800, 46000), 2)
    owed = round(c.r.uniform(120, 9400), 2)
    acct = {
        "accountId": c.uuid(),
        "holder": {"name": c.name(p.latin.upper() if c.r.random() < 0.3 else p.full), "type": "individual"},
        "iban": c.iban(cc, grouped=c.r.random() < 0.3),
        "currency": cur,
        "balances": [
            {"type": "interimAvailable", "amount": {"value": S("BALANCE", f"{bal:.2f}"), "currency": cur}},
            {
                "type": "closingBooked",
                "amount": {"value": S("BALANCE", f"{bal - c.r.uniform(0, 300):.2f}"), "currency": cur},
                "referenceDate": D("DATE", "2025-10-31"),
            },
        ],
        "creditFacility": {
            "limit": JNum(c.r.choice([500, 1000, 2500, 5000])),
            "arrears": {"amountDue": JNum(owed, "AMOUNT_OWED"), "daysPastDue": c.r.randint(5, 90)},
        },
        "cards": [{"maskedPan": f"**** **** **** {c.v.digits(4)}", "status": "active"}],
        "_links": {"transactions": {"href": f"/v1/accounts/{c.v.alnum(8)}/transactions?limit=50"}},
    }
    if c.r.random() < 0.5:
        acct["holder"]["phone"] = c.phone(
            {"ar": "AE" if cur == "AED" else "SA"}.get(L, c.region if c.region != "SA" else "SA")
        )
    if c.r.random() < 0.5:
        acct["holder"]["address"] = c.address("AE" if cur == "AED" else c.region)
    meta = {"x-fapi-interaction-id": c.uuid(), "latency": c.ms(), "api_version": c.ver()}
    return _dump(c, {"data": {"account": acct}, "meta": meta})


@scenario("json")
def helpdesk_ticket(c: Ctx) -> str:
    """A helpdesk ``get_ticket`` result: requester, CCs and comment bodies in free text."""
    L = c.lang
    req, agent = c.person(), c.person(c.lang)
    tid = D("TICKET_ID", str(c.r.randint(18000, 99999)))
    order = D("ORDER_ID", f"{c.pick(['#', 'SO-', 'ORD-'])}{c.r.randint(100000, 999999)}")
    bodies = {
        "en": [
            f"Hi, my parcel for order {order} never arrived. I'm at home most days, you can reach me on {c.phone('GB')}. Thanks, {c.name(req.given)}",
            f"Sorry to hear that {c.name(req.given)}! I've asked the courier to re-deliver to {c.address('GB')}. Can you confirm that's still right?",
        ],
        "de": [
            f"Guten Tag, die Lieferung zu Bestellung {order} ist beschädigt angekommen. Rückruf bitte unter {c.phone('DE')}. Gruß {c.name(req.full)}",
            f"Hallo {c.name(req.given)}, wir schicken Ersatz an {c.address('DE')}. Der Fahrer meldet sich vorher telefonisch.",
        ],
        "fr": [
            f"Bonjour, la commande {order} est incomplète (il manque le câble). Vous pouvez me joindre au {c.phone('FR')}. {c.name(req.full)}",
            f"Bonjour {c.name(req.given)}, nous renvoyons la pièce manquante à l'adresse {c.address('FR')}.",
        ],
        "nl": [
            f"Hoi, bestelling {order} is nog steeds niet binnen. Bel me gerust op {c.phone('NL')}. Groet, {c.name(req.given)}",
            f"Dag {c.name(req.given)}, de koerier komt morgen opnieuw langs op {c.address('NL')}.",
        ],
        "ja": [
            f"注文番号 {order} の商品がまだ届いていません。日中は {c.phone('JP')} に連絡ください。{c.name(req.family)}",
            f"{c.name(req.family)}様、再配達を手配しました。お届け先: {c.address('JP')}",
        ],
    }[L]
    comments = [
        {
            "id": c.r.randint(10**9, 10**10),
            "author": {"name": c.name(req.full), "role": "end-user"},
            "body": bodies[0],
            "created_at": _when(c),
        },
        {
            "id": c.r.randint(10**9, 10**10),
            "author": {"name": c.name(agent.full), "role": "agent"},
            "body": bodies[1],
            "public": True,
            "created_at": _when(c),
        },
    ]
    t = {
        "ticket": {
            "id": tid,
            "subject": {
                "en": "Parcel not delivered",
                "de": "Lieferung beschädigt",
                "fr": "Commande incomplète",
                "nl": "Pakket niet ontvangen",
                "ja": "商品未着",
            }[L],
            "status": c.pick(["open", "pending"]),
            "priority": c.pick(["normal", "high"]),
            "requester": {"name": c.name(req.full), "email": c.email(req)},
            "collaborators": [c.email(c.person())] if c.r.random() < 0.5 else [],
            "tags": [D("TECH_TERM", c.pick(["shopify", "dhl", "postnl", "yamato"])), "delivery"],
            "via": {"channel": c.pick(["email", "web", "api"])},
            "comments": comments,
        }
    }
    return _dump(c, t)


@scenario("json")
def patient_booking(c: Ctx) -> str:
    """A clinic booking system ``find_appointment`` result: patient, date of birth, insurance id, reason."""
    L = c.lang
    p = c.person()
    born = c.dob_date()
    ins = {
        "de": ("versichertennummer", S("NATIONAL_ID", c.v.de_kvnr(), "de.kvnr")),
        "fr": ("numero_securite_sociale", S("NATIONAL_ID", c.v.fr_nir(born, p.female), "fr.nir")),
        "nl": ("bsn", S("NATIONAL_ID", c.v.nl_bsn(), "nl.bsn")),
        "no": ("fnr", S("NATIONAL_ID", c.v.no_fnr(born, p.female), "no.fodselsnummer")),
        "en": ("nhs_number", S("NATIONAL_ID", c.v.gb_nhs(), "gb.nhs")),
    }[L]
    dfmt = {"de": "dmy.", "fr": "dmy/", "nl": "dmy-", "no": "dmy.", "en": "dmy/"}[L]
    clinic = {
        "de": "Praxis am Lerchenberg",
        "fr": "Cabinet médical des Lices",
        "nl": "Huisartsenpraktijk De Linde",
        "no": "Legesenteret Sentrum",
        "en": "Riverside Health Centre",
    }[L]
    reason_key = {"de": "anlass", "fr": "motif", "nl": "reden", "no": "årsak", "en": "reason"}[L]
    appt = {
        "appointment_id": D("UUID", c.v.uuid()),
        "slot": {
            "start": D(
                "TIMESTAMP",
                f"2025-11-{c.r.randint(10, 28)}T{c.r.randint(8, 16):02d}:{c.pick(['00', '15', '30', '45'])}:00+01:00",
            ),
            "duration_min": 15,
        },
        "clinic": D("COMPANY", clinic),
        "practitioner": c.pick(["Dr. ", "dr. ", "Dr med. ", ""]) + c.name(c.person().full),
        "patient": {
            "name": c.name(p.full),
            "birth_date": c.dob(born, dfmt),
            ins[0]: ins[1],
            "phone": c.phone(),
            "email": c.email(p) if c.r.random() < 0.6 else None,
        },
        reason_key: c.health(),
        "status": "booked",
    }
    return _dump(
        c,
        {
            "result": appt,
            "source": D(
                "PRODUCT",
                {"fr": "Doctolib", "no": "Helseboka", "nl": "Zorgdomein", "en": "EMIS Web", "de": "Doxter"}[L],
            ),
        },
    )


@scenario("json")
def github_api(c: Ctx) -> str:
    """GitHub REST ``list_commits`` / ``get_pull_request`` output as a coding agent sees it."""
    items = []
    for _ in range(c.r.randint(2, 3)):
        p = c.person(c.pick(["en", "de", "nl", "no", "fr", "zh"]))
        login = (
            p.rg.lower()[:1]
            + p.rf.lower().replace(" ", "").replace("-", "")[:9]
            + c.pick(["", "-dev", str(c.r.randint(1, 99))])
        )
        disp = p.latin if p.lang != "zh" or c.r.random() < 0.5 else p.full
        items.append(
            {
                "sha": D("COMMIT_HASH", c.v.sha()),
                "commit": {
                    "author": {
                        "name": c.name(disp),
                        "email": c.email(p, c.pick(["users.noreply.github.com", "gmail.com", "fastmail.com"]), 0),
                        "date": c.ts(),
                    },
                    "message": c.pick(
                        [
                            "fix: handle empty cursor in paginator",
                            "chore(deps): bump vite to " + c.v.version(),
                            "feat: add retry budget to uploader",
                            "docs: clarify GATEWAY_TIMEOUT semantics",
                            "refactor: split Redis pool from cache layer",
                        ]
                    ),
                    "verification": {"verified": c.r.random() < 0.5},
                },
                "author": {"login": S("USERNAME", login), "id": c.r.randint(10**6, 10**8), "type": "User"},
                "parents": [{"sha": D("COMMIT_HASH", c.v.sha())}],
                "stats": {"additions": c.r.randint(1, 400), "deletions": c.r.randint(0, 200)},
            }
        )
    return _dump(c, items, force_ascii=False)


@scenario("json")
def stripe_invoice(c: Ctx) -> str:
    """A Stripe-like ``retrieve_invoice`` for a consumer customer: billing details and the amount still owed."""
    p = c.person()
    cur = {"en": "gbp", "fr": "eur", "de": "eur", "nl": "eur"}.get(c.lang, "eur")
    due = c.r.randint(2900, 240000)
    inv = {
        "id": D("INVOICE_ID", "in_" + c.v.alnum(24)),
        "object": "invoice",
        "number": D("INVOICE_ID", f"{c.v.alnum(8, 'ABCDEF0123456789')}-{c.r.randint(1, 40):04d}"),
        "customer_name": c.name(p.full),
        "customer_email": c.email(p),
        "customer_phone": c.phone() if c.r.random() < 0.6 else None,
        "customer_address": {"line1": c.address(), "country": c.region},
        "currency": cur,
        "amount_due": JNum(due, "AMOUNT_OWED"),
        "amount_paid": 0,
        "amount_remaining": JNum(due, "AMOUNT_OWED"),
        "lines": {
            "data": [
                {
                    "description": f"{c.pick(['Pro plan', 'Team seat', 'Storage add-on 100 GB'])} × {c.r.randint(1, 5)}",
                    "unit_amount_decimal": D("PRICE", str(c.pick([900, 1500, 2900, 4900]))),
                    "price": {"lookup_key": c.pick(["pro_monthly", "team_annual"])},
                }
            ]
        },
        "status": "open",
        "due_date": c.r.randint(1760000000, 1770000000),
        "hosted_invoice_url": f"https://invoice.stripe.com/i/acct_{c.v.alnum(16)}/live_{c.v.alnum(40)}",
    }
    return _dump(c, inv, force_ascii=False)


@scenario("json")
def messaging_updates(c: Ctx) -> str:
    """Messenger bot API results (Telegram ``getUpdates``, WeCom ``user/get``, WhatsApp webhook)."""
    L = c.lang
    if L == "ru":
        ups = []
        for k in range(c.r.randint(2, 3)):
            p = c.person()
            handle = p.rg.lower() + c.pick(["_", ""]) + p.rf.lower()[:5]
            text = c.pick(
                [
                    f"Добрый день! Мой номер {c.phone('RU')}, перезвоните после 18:00",
                    f"Заказ {D('ORDER_ID', str(c.r.randint(100000, 999999)))} так и не пришёл, адрес: {c.address('RU')}",
                    f"Это {c.name(p.given)}, почту {'поменяла' if p.female else 'поменял'} на {c.email(p)}",
                ]
            )
            ups.append(
                {
                    "update_id": D("REQUEST_ID", str(c.r.randint(10**8, 10**9))),
                    "message": {
                        "message_id": c.r.randint(100, 9999),
                        "from": {
                            "id": S("MESSAGING_ID", str(c.r.randint(10**8, 7 * 10**9))),
                            "is_bot": False,
                            "first_name": c.name(p.given),
                            "last_name": c.name(p.family),
                            "username": S("MESSAGING_ID", handle),
                            "language_code": "ru",
                        },
                        "date": c.r.randint(1760000000, 1770000000),
                        "text": text,
                    },
                }
            )
        return _dump(c, {"ok": True, "result": ups})
    if L == "zh":
        p = c.person()
        born = c.dob_date()
        user = {
            "errcode": 0,
            "errmsg": "ok",
            "userid": S("USERNAME", p.rf.lower() + p.rg.lower()),
            "name": c.name(p.full),
            "department": [c.r.randint(2, 40)],
            "position": c.pick(["产品经理", "测试工程师", "财务专员"]),
            "mobile": c.phone("CN", "mobile", c.pick(["compact", "national"])),
            "gender": "2" if p.female else "1",
            "email": c.email(p, c.pick(["yunfan-tech.cn", "qq.com"])),
            "biz_mail": c.email(p, "yunfan.wecom.work", 0),
            "telephone": c.phone("CN", "fixed"),
            "alias": S("MESSAGING_ID", p.rg.lower() + "_" + c.v.digits(3)),
            "extattr": {
                "attrs": [
                    {
                        "type": 0,
                        "name": "身份证号",
                        "text": {"value": S("CN_RESIDENT_ID", c.v.cn_ric(born, p.female), "cn.ric")},
                    },
                    {"type": 0, "name": "生日", "text": {"value": c.dob(born, "zh")}},
                ]
            },
            "status": 1,
            "main_department": c.r.randint(2, 40),
        }
        return _dump(c, user)
    # ar: WhatsApp Cloud API webhook
    p = c.person()
    wa = c.v.phone("SA", "mobile", "e164")[0].lstrip("+")
    body = c.pick(
        [
            f"السلام عليكم، أنا {c.name(p.full)}، أرجو التواصل على {c.phone('SA')} بخصوص الطلب {D('ORDER_ID', str(c.r.randint(10000, 99999)))}",
            f"مرحبا، عنواني الجديد: {c.address('SA')}. شكراً {c.name(p.given)}",
        ]
    )
    hook = {
        "object": "whatsapp_business_account",
        "entry": [
            {
                "id": D("REQUEST_ID", c.v.digits(15, True)),
                "changes": [
                    {
                        "field": "messages",
                        "value": {
                            "messaging_product": "whatsapp",
                            "metadata": {
                                "display_phone_number": "15550" + c.v.digits(6),
                                "phone_number_id": c.v.digits(15, True),
                            },
                            "contacts": [
                                {
                                    "profile": {"name": c.name(p.full if c.r.random() < 0.6 else p.latin)},
                                    "wa_id": S("PHONE_NUMBER", wa, "phone:SA"),
                                }
                            ],
                            "messages": [
                                {
                                    "from": S("PHONE_NUMBER", wa, "phone:SA"),
                                    "id": D("REQUEST_ID", "wamid." + c.v.alnum(40)),
                                    "timestamp": str(c.r.randint(1760000000, 1770000000)),
                                    "type": "text",
                                    "text": {"body": body},
                                }
                            ],
                        },
                    }
                ],
            }
        ],
    }
    return _dump(c, hook)


@scenario("json")
def crm_deals(c: Ctx) -> str:
    """CRM ``list_deals``: contract values (field kind) next to public list prices and ids (decoys)."""
    L = c.lang
    deals = []
    style = {"en": "gbp", "de": "eur_de", "nl": "eur_nl", "fr": "eur_fr"}.get(L, "eur")
    for _ in range(c.r.randint(2, 4)):
        contact = c.person()
        v = c.r.randrange(18000, 2400000, 500)
        deals.append(
            {
                "deal_id": D("ORDER_ID", f"D-{c.r.randint(10000, 99999)}"),
                "title": f"{D('PRODUCT', c.pick(['Gateway Enterprise', 'Fleet Insight', 'Ledger Cloud', 'Kubernetes Support Plus']))} – {c.pick(['renewal', 'expansion', 'new logo'])}",
                "stage": c.pick(["proposal", "negotiation", "closed_won", "verbal"]),
                "contract_value": S("CONTRACT_VALUE", fmt_money(v, style))
                if c.r.random() < 0.6
                else JNum(v, "CONTRACT_VALUE"),
                "list_price_per_seat": D("PRICE", fmt_money(c.pick([49, 79, 129, 199]), style)),
                "contact": {
                    "name": c.name(contact.full),
                    "email": c.email(
                        contact,
                        c.pick(["acme-bau.de", "harrowgate.co.uk", "polderdata.nl", "voltigeur.fr"]),
                        c.r.randint(0, 6),
                    ),
                    "direct_line": c.phone(kind="fixed"),
                },
                "owner": S("EMAIL_ADDRESS", c.email_raw(c.person("en"), "edgewardsales.io", 0)),
                "close_date": D("DATE", f"2026-0{c.r.randint(1, 6)}-{c.r.randint(10, 28)}"),
                "probability": D("PERCENT", f"{c.pick([20, 40, 60, 80, 100])}%"),
            }
        )
    return _dump(c, {"deals": deals, "total": len(deals), "pipeline_currency": {"gbp": "GBP"}.get(style, "EUR")})


@scenario("json")
def product_catalog(c: Ctx) -> str:
    """No personal data: a product catalogue / release API page full of prices, versions and tech terms."""
    items = []
    for _ in range(c.r.randint(4, 6)):
        name = c.pick(
            [
                "Node Hub 7-port",
                "React Dev Board",
                "Gateway Mini",
                "Bash Keyboard TKL",
                "Kubernetes Plush Whale",
                "USB-C Dock Pro",
                "Github Octocat Mug",
            ]
        )
        item = {
            "sku": D(
                "SKU", f"{c.pick(['KB', 'MS', 'HD', 'CB'])}-{c.r.randint(1000, 9999)}-{c.pick(['BLK', 'WHT', 'GRY'])}"
            ),
            "name": D("PRODUCT", name),
            "price": {
                "amount": D("PRICE", f"{c.r.randint(9, 399)}.{c.pick(['00', '90', '99', '50'])}"),
                "currency": c.pick(["EUR", "USD", "GBP"]),
            },
            "stock": D("COUNT", str(c.r.randint(0, 4000))),
        }
        if "Plush" not in name and "Mug" not in name:
            item["firmware"] = D("VERSION", c.v.version())
        item.update({"warehouse": c.city(c.pick(["de", "nl", "en"])), "weight_g": c.r.randint(40, 2200)})
        items.append(item)
    return _dump(
        c,
        {
            "items": items,
            "page": 1,
            "per_page": 25,
            "generated_at": c.ts(),
            "build": D("BUILD_ID", f"{c.r.randint(1000, 9999)}-{c.v.sha(7)}"),
        },
        force_ascii=False,
    )


@scenario("json")
def calendar_events_json(c: Ctx) -> str:
    """Google-Calendar-like ``events.list``: organizer/attendees with display names, descriptions."""
    events = []
    for _ in range(c.r.randint(2, 3)):
        org = c.person()
        att = [c.person(c.pick([c.lang, c.lang, "en"])) for _ in range(c.r.randint(1, 3))]
        desc = c.pick(
            [
                f"Agenda: Q4 roadmap, {D('PRODUCT', c.pick(['Gateway', 'Node', 'React']))} migration. Dial-in via Teams.",
                f"1:1 — please bring the offer letter draft for {c.name(att[0].full)} ({c.money('SALARY', c.r.randrange(52000, 98000, 500), c.pick(['gbp', 'eur_de', 'eur']))} base).",
                f"Call {c.name(att[0].given)} on {c.phone()} if the room link fails.",
                "Sprint review, demo of the Kafka consumer rewrite.",
            ]
        )
        events.append(
            {
                "id": c.v.alnum(26, "abcdefghijklmnopqrstuv0123456789"),
                "status": "confirmed",
                "summary": c.pick(["1:1", "Roadmap sync", "Hiring debrief", "Sprint review", "Customer call"]),
                "description": desc,
                "location": D("ROOM", c.pick(["Gateway (3F)", "Room Bash", "Fjord", "Kubernetes", "Aula"])),
                "organizer": {"email": c.email(org, "corp.example.net", 0), "displayName": c.name(org.full)},
                "start": {
                    "dateTime": c.ts(),
                    "timeZone": c.pick(["Europe/Berlin", "Europe/London", "Asia/Shanghai", "Europe/Oslo"]),
                },
                "attendees": [
                    {
                        "email": c.email(a, None, c.r.randint(0, 6)),
                        "displayName": c.name(a.full),
                        "responseStatus": c.pick(["accepted", "needsAction", "tentative"]),
                    }
                    for a in att
                ],
            }
        )
    return _dump(c, {"kind": "calendar#events", "items": events, "nextSyncToken": c.v.alnum(24)})


@scenario("json")
def secrets_json(c: Ctx) -> str:
    """Credential files and secret-store reads returned as JSON (GCP key file, Vault KV, docker config)."""
    kind = c.kind(["gcp", "vault", "docker"])
    p = c.person(c.pick(["en", "de", "nl", "no", "fr"]))
    if kind == "gcp":
        project = c.pick(["ledger-prod-4471", "crm-sync-2291", "edge-analytics-118"])
        obj = {
            "type": "service_account",
            "project_id": project,
            "private_key_id": S("SECRET", c.v.hexs(40)),
            "private_key": S("PRIVATE_KEY", c.v.pem("PRIVATE KEY", 5)) + "\n",
            "client_email": f"{c.pick(['ci-deployer', 'bq-reader', 'backup'])}@{project}.iam.gserviceaccount.com",
            "client_id": c.v.digits(21, True),
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
        }
        return "$ cat ~/Downloads/" + project + "-" + c.v.hexs(12) + ".json\n" + jdumps(obj, indent=2) + "\n"
    if kind == "vault":
        pw = c.password_raw(c.pick(["symbols", "human"])) + c.pick(['"', "\\", "'"]) + c.password_raw("random")[:6]
        obj = {
            "request_id": c.v.uuid(),
            "lease_id": "",
            "renewable": False,
            "lease_duration": 0,
            "data": {
                "data": {
                    "db_user": "orders_rw",
                    "db_password": S("PASSWORD", pw),
                    "stripe_key": S("API_KEY", c.v.stripe_key()),
                    "smtp_password": S("PASSWORD", c.password_raw("phrase")),
                    "owner": S("EMAIL_ADDRESS", c.email_raw(p, "brightwater.io", 0)),
                },
                "metadata": {"created_time": c.ts(), "version": D("COUNT", str(c.r.randint(2, 40)))},
            },
            "warnings": None,
        }
        return (
            f"$ vault kv get -format=json secret/{c.pick(['orders', 'billing', 'crm'])}/prod\n"
            + jdumps(obj, indent=2)
            + "\n"
        )
    user = c.email_raw(p)
    pw = c.password_raw(c.pick(["human", "random"]))
    auth = base64.b64encode(f"{user}:{pw}".encode()).decode()
    obj = {
        "auths": {
            "ghcr.io": {"auth": S("SECRET", base64.b64encode(f"{p.rg.lower()}:{c.v.github_pat()}".encode()).decode())},
            "registry.gitlab.com": {"auth": S("SECRET", auth)},
            "https://index.docker.io/v1/": {},
        },
        "credsStore": "desktop",
        "currentContext": "desktop-linux",
        "plugins": {"-x-cli-hints": {"enabled": "true"}},
        "HttpHeaders": {"User-Agent": D("PRODUCT", f"Docker-Client/{c.v.version()} (linux)")},
    }
    return "$ cat ~/.docker/config.json\n" + jdumps(obj, indent=4) + "\n"


@scenario("json")
def travel_booking(c: Ctx) -> str:
    """An airline/OTA ``get_booking`` result: passengers as SURNAME/GIVEN TITLE, dates of birth, passports."""
    L = c.lang
    pax = [c.person(), c.person()]
    if c.r.random() < 0.5:
        pax[1].family = pax[0].family

    def ptitle(p) -> str:
        return "MRS" if p.female else "MR"

    def passport() -> str:
        return {
            "de": c.pick("CFGHJK") + c.v.alnum(8, "CFGHJKLMNPRTVWXYZ0123456789"),
            "fr": c.v.digits(2) + c.v.alnum(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + c.v.digits(5),
            "no": c.pick(["FH", "FJ", "FK"]) + c.v.digits(7),
        }.get(L, c.v.digits(9, True))

    flights = [
        {
            "flight": f"{c.pick(['LH', 'KL', 'SK', 'AF', 'BA', 'DY'])} {c.r.randint(100, 2999)}",
            "from": c.pick(["OSL", "AMS", "FRA", "CDG", "LHR", "BGO"]),
            "to": c.pick(["LIS", "ATH", "BCN", "FCO", "DUB"]),
            "dep": c.ts(),
            "cabin": "Y",
        }
        for _ in range(2)
    ]
    obj = {
        "booking": {
            "locator": c.v.alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
            "status": "TICKETED",
            "passengers": [
                {
                    "name": c.name(f"{p.rf.upper()}/{p.rg.upper()}") + f" {ptitle(p)}",
                    "type": "ADT",
                    "dateOfBirth": c.dob(None, "iso"),
                    "document": {
                        "type": "P",
                        "number": S("PASSPORT_NUMBER", passport()),
                        "expiry": D(
                            "DATE", f"20{c.r.randint(27, 34)}-{c.r.randint(1, 12):02d}-{c.r.randint(1, 28):02d}"
                        ),
                        "nationality": {"GB": "GBR", "US": "USA", "DE": "DEU", "FR": "FRA", "NO": "NOR"}.get(
                            c.region, c.region
                        ),
                    },
                }
                for p in pax
            ],
            "contact": {"email": c.email(pax[0]), "phone": c.phone(kind="mobile", style="e164")},
            "segments": flights,
            "fare": {
                "currency": CURRENCY.get(L, "EUR"),
                "baseFare": D("PRICE", str(c.r.randint(89, 900))),
                "taxes": D("PRICE", str(c.r.randint(30, 200))),
            },
            "ticketTimeLimit": c.ts(),
        }
    }
    return _dump(c, obj, force_ascii=False)
