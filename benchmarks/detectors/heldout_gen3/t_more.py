"""More SaaS tool results (travel, Shopify, Sheets, Plaid, Gusto, Greenhouse, Twilio, Intercom,
Feishu, terraform state) and chats/letters in ar, el, da, vi, ko, he, hi, uk."""

from __future__ import annotations

import json

from . import ids
from .core import BAL, CV, DOB, HL, IP, KEY, MID, OWE, PW, SAL, SEC, E, P, U, m
from .people import Per
from .t_conf import K, TS, V
from .t_json import NUM, J, T
from .t_text import PH


def mrz_check(s: str) -> str:
    w = (7, 3, 1)

    def val(c: str) -> int:
        return int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55)

    return str(sum(val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def travel(add, g):
    pax = [
        (Per("en", 1), "GBR", "F"),
        (Per("de", 3), "DEU", "M"),
        (Per("ja", 1), "JPN", "F"),
        (Per("tr", 1), "TUR", "F"),
    ]
    travelers = []
    for i, (p, nat, sex) in enumerate(pax):
        pn = {
            "GBR": g.digits(9),
            "DEU": "C" + g.alnum(8, "CFGHJKLMNPRTVWXYZ0123456789"),
            "JPN": "T" + g.alnum(1, "KRZ") + g.digits(7),
            "TUR": "U" + g.digits(8),
        }[nat]
        fam, giv = (p.lf.upper(), p.lg.upper()) if nat == "JPN" else (p.f.upper(), p.g.upper())
        travelers.append(
            {
                "id": str(i + 1),
                "dateOfBirth": DOB(f"19{78 + i * 4}-0{i + 2}-{10 + i * 5}"),
                "name": {"firstName": P(giv), "lastName": P(fam)},
                "gender": "FEMALE" if sex == "F" else "MALE",
                "contact": {
                    "emailAddress": E(p.mail(["gmail.com", "t-online.de", "docomo.ne.jp", "hotmail.com"][i], i % 3)),
                    "phones": [
                        {
                            "deviceType": "MOBILE",
                            "countryCallingCode": {"GBR": "44", "DEU": "49", "JPN": "81", "TUR": "90"}[nat],
                            "number": m(
                                "PHONE_NUMBER",
                                g.phone({"GBR": "GB", "DEU": "DE", "JPN": "JP", "TUR": "TR"}[nat], "compact_nat")[1:],
                                "phone:" + {"GBR": "GB", "DEU": "DE", "JPN": "JP", "TUR": "TR"}[nat],
                            ),
                        }
                    ],
                },
                "documents": [
                    {
                        "documentType": "PASSPORT",
                        "number": m("PASSPORT_NUMBER", pn),
                        "expiryDate": m("DATE", f"203{i}-0{i + 4}-14"),
                        "issuanceCountry": nat[:2] if nat != "DEU" else "DE",
                        "nationality": nat[:2] if nat != "DEU" else "DE",
                        "holder": True,
                    }
                ],
            }
        )
    order = {
        "data": {
            "type": "flight-order",
            "id": m("ORDER_ID", "eJzTd9f3NjIJdzUGAAp%2fAiY="),
            "associatedRecords": [{"reference": m("ORDER_ID", "KBW7QJ"), "originSystemCode": "GDS"}],
            "flightOffers": [
                {
                    "itineraries": [
                        {
                            "segments": [
                                {
                                    "departure": {"iataCode": "LHR", "at": m("TIMESTAMP", "2027-01-14T07:35:00")},
                                    "arrival": {"iataCode": "IST", "at": m("TIMESTAMP", "2027-01-14T13:40:00")},
                                    "carrierCode": "TK",
                                    "number": m("FLIGHT_NUMBER", "1980"),
                                    "duration": m("DURATION", "PT4H5M"),
                                }
                            ]
                        }
                    ],
                    "price": {"currency": "EUR", "grandTotal": m("PRICE", "1284.60")},
                }
            ],
            "travelers": travelers,
            "ticketingAgreement": {"option": "DELAY_TO_CANCEL", "delay": "6D"},
        }
    }
    add("en", "json", J(order))
    # MRZ OCR (de)
    p = Per("de", 6)
    pn = "C" + g.alnum(8, "CFGHJKLMNPRTVWXYZ0123456789")
    dob = "850614"
    l1 = f"P<D<<{p.f.upper().replace('Ü', 'UE')}<<{p.g.upper()}"
    l1 = l1 + "<" * (44 - len(l1))
    l2a = pn + mrz_check(pn) + "D<<" + dob + mrz_check(dob) + "M" + "310522" + mrz_check("310522")
    l2 = l2a + "<" * (42 - len(l2a)) + "<" + mrz_check(l2a[:10] + l2a[13:20] + l2a[21:28])
    name_part = l1[5:].rstrip("<")
    add(
        "de",
        "ocr",
        f"""REISEPASS  PASSPORT  PASSEPORT        BUNDESREPUBLIK DEUTSCHLAND
Typ/Type P    Kode/Code D    Pass-Nr./Passport No. {m("PASSPORT_NUMBER", pn)}
Name/Surname
{P(p.f.upper())}
Vornamen/Given names
{P(p.g.upper())}
Geburtstag/Date of birth
{DOB("14.06.1985")}
Gültig bis/Date of expiry {m("DATE", "22.05.2031")}

P<D<<{P(name_part)}{"<" * (44 - 5 - len(name_part))}
{m("PASSPORT_NUMBER", pn)}{l2[9:13]}{DOB(dob)}{l2[19:]}
""",
    )


def shop_and_sheets(add, g):
    p = Per("nl", 4)
    order = {
        "order": {
            "id": NUM(m("ORDER_ID", 5512871209001)),
            "name": m("ORDER_ID", "#10442"),
            "email": E(p.mail("ziggo.nl", 1)),
            "created_at": T(g),
            "total_price": m("PRICE", "86.40"),
            "currency": "EUR",
            "browser_ip": IP(g.ip4()),
            "customer": {
                "first_name": P(p.g),
                "last_name": P(p.f),
                "phone": m("PHONE_NUMBER", g.phone("NL", "e164"), "phone:NL"),
                "orders_count": NUM(m("COUNT", 7)),
            },
            "shipping_address": {
                "name": P(p.full),
                "address1": m("ADDRESS", "Nieuwe Binnenweg 311-B"),
                "city": "Rotterdam",
                "zip": "3021 GJ",
                "country_code": "NL",
            },
            "note": f"Graag niet aanbellen, {P(p.g)} werkt nachtdiensten en slaapt overdag (i.v.m. {HL('epilepsie')} ook geen knipperlicht)",
            "line_items": [
                {
                    "title": m("PRODUCT", "Node Desk Lamp"),
                    "sku": m("SKU", "NDL-2204-BLK"),
                    "price": m("PRICE", "79.00"),
                    "quantity": 1,
                }
            ],
        }
    }
    add("nl", "json", J(order))
    rows = [["Name", "Email", "Start date", "Salary", "Notes"]]
    for i, lang in enumerate(["en", "es", "hi", "fi"]):
        q = Per(lang, i + 4 if lang == "en" else i)
        rows.append(
            [
                P(q.full),
                E(q.mail("lanternworks.eu", i)),
                m("DATE", f"2026-0{i + 3}-01"),
                SAL(["$118,000", "€52,000", "₹24,00,000", "€61,500"][i]),
                ["relocating", HL("on medical leave (hip replacement)"), "", "visa pending"][i],
            ]
        )
    add("en", "json", J({"range": "Hires!A1:E5", "majorDimension": "ROWS", "values": rows}, indent=None))
    # Plaid balance
    p = Per("en", 2)
    add(
        "en",
        "json",
        J(
            {
                "accounts": [
                    {
                        "account_id": g.alnum(37),
                        "balances": {
                            "available": NUM(BAL("1842.55")),
                            "current": NUM(BAL("1990.12")),
                            "iso_currency_code": "USD",
                            "limit": None,
                        },
                        "mask": g.digits(4),
                        "name": "Plaid Checking",
                        "official_name": "Plaid Gold Standard 0% Interest Checking",
                        "subtype": "checking",
                        "type": "depository",
                    },
                    {
                        "account_id": g.alnum(37),
                        "balances": {
                            "available": NUM(BAL("6200")),
                            "current": NUM(OWE("1103.87")),
                            "iso_currency_code": "USD",
                            "limit": NUM(m("AMOUNT", "7300")),
                        },
                        "mask": g.digits(4),
                        "name": "Plaid Credit Card",
                        "subtype": "credit card",
                        "type": "credit",
                    },
                ],
                "numbers": {
                    "ach": [
                        {
                            "account": m("BANK_ACCOUNT", g.digits(12)),
                            "routing": "011401533",
                            "wire_routing": "021000021",
                        }
                    ]
                },
                "owners": [
                    {
                        "names": [P(p.full)],
                        "emails": [{"data": E(p.mail("gmail.com", 3)), "primary": True}],
                        "addresses": [
                            {
                                "data": {
                                    "street": m("ADDRESS", "2992 Cameron Road"),
                                    "city": "Malakoff",
                                    "region": "NY",
                                    "postal_code": "14236",
                                }
                            }
                        ],
                        "phone_numbers": [
                            {"data": m("PHONE_NUMBER", g.phone("US", "e164bare"), "phone:US"), "type": "home"}
                        ],
                    }
                ],
                "request_id": m("REQUEST_ID", g.alnum(15)),
            }
        ),
    )
    # Gusto payroll
    p, q = Per("en", 3), Per("es", 1)
    comps = []
    for w, base in ((p, "4583.33"), (q, "3916.67")):
        comps.append(
            {
                "employee_uuid": m("UUID", g.uuid()),
                "first_name": P(w.g),
                "last_name": P(w.f),
                "gross_pay": SAL(base),
                "net_pay": SAL(f"{float(base) * 0.71:.2f}"),
                "taxes": [
                    {"name": "Federal Income Tax", "amount": SAL(f"{float(base) * 0.14:.2f}")},
                    {"name": "Social Security", "amount": SAL(f"{float(base) * 0.062:.2f}")},
                ],
                "benefits": [{"name": "401(k)", "employee_deduction": SAL("250.00")}],
                "payment_method": "Direct Deposit",
            }
        )
    add(
        "en",
        "json",
        J(
            {
                "payroll_uuid": m("UUID", g.uuid()),
                "check_date": m("DATE", "2026-11-30"),
                "totals": {"company_debit": m("AMOUNT", "14210.88")},
                "employee_compensations": comps,
            }
        ),
    )
    # Greenhouse candidate
    p = Per("it", 2)
    add(
        "en",
        "json",
        J(
            {
                "id": 48812,
                "first_name": P(p.g),
                "last_name": P(p.f),
                "company": m("COMPANY", "Bracciolanti Consulting"),
                "email_addresses": [{"value": E(p.mail("gmail.com", 4)), "type": "personal"}],
                "phone_numbers": [{"value": m("PHONE_NUMBER", g.phone("IT", "intl"), "phone:IT"), "type": "mobile"}],
                "addresses": [{"value": m("ADDRESS", "Via Ventura 11, 20134 Milano"), "type": "home"}],
                "social_media_addresses": [{"value": "https://github.com/" + U(p.lg + "-" + p.lf)}],
                "custom_fields": {
                    "current_salary": SAL("€58,000"),
                    "desired_salary": SAL("€70,000"),
                    "visa_sponsorship": False,
                },
                "applications": [
                    {
                        "id": 991,
                        "jobs": [{"name": "Staff Engineer, " + m("PRODUCT", "Gateway")}],
                        "status": "active",
                        "job_post_salary_range": m("AMOUNT", "€65,000–€80,000"),
                    }
                ],
                "updated_at": T(g, "ms"),
            }
        ),
    )
    # Twilio messages
    msgs = []
    for i, (lang, cc) in enumerate([("es", "MX"), ("fr", "FR"), ("ar", "EG")]):
        q = Per(lang, i)
        body = {
            "es": f"Hola {q.g}, tu código de acceso es {{pw}}. No lo compartas.",
            "fr": "Votre code de vérification : {pw}",
            "ar": "رمز التحقق الخاص بك هو {pw}",
        }[lang]
        body = body.replace(q.g, P(q.g)).replace("{pw}", PW(g.digits(6)))
        msgs.append(
            {
                "sid": "SM" + g.hexs(32),
                "to": m("PHONE_NUMBER", g.phone(cc, "e164"), "phone:" + cc),
                "from": "+15017122661",
                "body": body,
                "status": "delivered",
                "date_sent": m("TIMESTAMP", "Mon, 30 Nov 2026 1" + str(i) + ":04:11 +0000"),
                "price": m("PRICE", "-0.0075"),
                "price_unit": "USD",
            }
        )
    add("en", "json", J({"messages": msgs, "page_size": NUM(m("COUNT", 50))}, ascii_=True))
    # Intercom conversation
    p, agent = Per("sv", 3), Per("en", 9)
    add(
        "en",
        "json",
        J(
            {
                "type": "conversation",
                "id": "1911149811",
                "created_at": NUM(T(g, "epoch")),
                "source": {
                    "author": {"type": "user", "name": P(p.full), "email": E(p.mail("telia.com"))},
                    "body": f"<p>Hi, I can't log in. My username is {U(p.lg + p.lf[:1] + '88')} and I reset the password to <b>{PW('Blåbär-2026')}</b> but it says invalid</p>",
                },
                "conversation_parts": {
                    "conversation_parts": [
                        {
                            "part_type": "comment",
                            "body": f"<p>Thanks {P(p.g)}! Never share passwords here. I've sent a reset link.</p>",
                            "author": {"type": "admin", "name": P(agent.full)},
                        },
                        {
                            "part_type": "note",
                            "body": f"<p>user IP {IP(g.ip4())}, plan {m('PRODUCT', 'Lumen Pro')}, MRR {m('PRICE', '$49')}</p>",
                            "author": {"type": "admin", "name": P(agent.g)},
                        },
                    ]
                },
            }
        ),
    )


def zh_docs(add, g):
    rows = []
    for i in range(3):
        p = Per("zh", i + 3)
        rows.append(
            {
                "user_id": "ou_" + g.hexs(32),
                "name": P(p.full),
                "en_name": P(p.lg.capitalize() + " " + p.lf.capitalize()),
                "mobile": m("PHONE_NUMBER", g.phone("CN", "e164"), "phone:CN"),
                "email": E(p.mail(["feishu.cn", "126.com", "foxmail.com"][i], i)),
                "custom_attrs": [
                    {"id": "C-7001", "value": {"text": m("CN_RESIDENT_ID", ids.nid(g, "cn.ric"), "cn.ric")}},
                    {"id": "C-7002", "value": {"text": m("CREDIT_CARD", g.card("62", 19, grouped=None), "luhn")}},
                    {"id": "C-7003", "value": {"text": SAL(f"{18 + i * 6}000")}},
                    {
                        "id": "C-7004",
                        "value": {
                            "text": m(
                                "ADDRESS",
                                [
                                    "北京市朝阳区望京西路48号院7号楼2单元301",
                                    "深圳市南山区科技园南区高新南七道18号",
                                    "成都市武侯区人民南路四段27号",
                                ][i],
                            )
                        },
                    },
                ],
                "department_ids": ["od-" + g.hexs(32)],
                "join_time": NUM(T(g, "epoch")),
            }
        )
    add(
        "zh",
        "json",
        J(
            {
                "code": 0,
                "msg": "success",
                "data": {"items": rows, "has_more": False},
                "custom_attr_names": {
                    "C-7001": "身份证号",
                    "C-7002": "工资卡号",
                    "C-7003": "月薪",
                    "C-7004": "家庭住址",
                },
            },
            ascii_=True,
        ),
    )
    lines = ["姓名,身份证号,手机号,欠款金额,备注"]
    for i in range(4):
        p = Per("zh", i)
        lines.append(
            f"{P(p.full)},{m('CN_RESIDENT_ID', ids.nid(g, 'cn.ric'), 'cn.ric')},{PH(g, 'CN', 'compact_nat')},{OWE(f'{g.r.randint(2, 90)},{g.digits(3)}.00')},{['已逾期30天', '孕期，暂缓催收', '联系不上', '分期中'][i] if i != 1 else '孕期，' + HL('高危妊娠') + '，暂缓催收'}"
        )
    add("zh", "csv", "\n".join(lines) + "\n")


def secrets_more(add, g):
    k = K(g)
    pem = k.pem("RSA", 8)
    esc = pem.replace("\n", "\\n")
    add(
        "en",
        "json",
        json.dumps(
            {
                "version": 4,
                "terraform_version": "#V#",
                "serial": 112,
                "lineage": "#U#",
                "resources": [
                    {
                        "mode": "managed",
                        "type": "tls_private_key",
                        "name": "deploy",
                        "instances": [
                            {
                                "attributes": {
                                    "algorithm": "RSA",
                                    "rsa_bits": 2048,
                                    "private_key_pem": "#K#",
                                    "public_key_fingerprint_sha256": "#C#",
                                }
                            }
                        ],
                    },
                    {
                        "mode": "managed",
                        "type": "aws_db_instance",
                        "name": "main",
                        "instances": [
                            {
                                "attributes": {
                                    "identifier": "ledger-prod",
                                    "username": "ledger_admin",
                                    "password": "#P#",
                                    "endpoint": "#H#",
                                    "engine_version": "#V2#",
                                }
                            }
                        ],
                    },
                ],
            },
            indent=2,
        )
        .replace("#V#", V("1.9.8"))
        .replace("#U#", m("UUID", g.uuid()))
        .replace("#K#", m("PRIVATE_KEY", esc))
        .replace("#C#", m("CHECKSUM", "SHA256:" + g.b64(43)))
        .replace("#P#", PW("x9!Lq" + g.alnum(14)))
        .replace("#H#", m("HOSTNAME", "ledger-prod.c9akciq32.eu-west-1.rds.amazonaws.com") + ":" + m("PORT", "5432"))
        .replace("#V2#", V("16.3")),
    )
    p = Per("no", 3)
    add(
        "en",
        "shell",
        f"""{U(p.lg)}@devbox:~$ cat ~/.ssh/id_ed25519
{m("PRIVATE_KEY", k.pem("OPENSSH", 6))}
{U(p.lg)}@devbox:~$ cat ~/.ssh/config
Host bastion
    HostName {m("HOSTNAME", "bastion-eu1.lanternworks.eu")}
    User {U(p.lg)}
    IdentityFile /home/{U(p.lg)}/.ssh/id_ed25519
{U(p.lg)}@devbox:~$ gh auth status
github.com
  ✓ Logged in to github.com account {U(p.lg + "-" + p.lf)} (keyring)
  - Token: {KEY(k.ghp())}
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
""",
    )
    add(
        "en",
        "yaml",
        f"""# ~/.config/gh/hosts.yml
github.com:
    users:
        {U(Per("uk", 1).lg)}:
            oauth_token: {KEY("gho_" + g.alnum(36))}
    git_protocol: ssh
    user: {U(Per("uk", 1).lg)}
# ~/.docker/config.json excerpt and helm values
ingress:
  tls:
    - secretName: wildcard-tls
      key: |
        {m("PRIVATE_KEY", k.pem("PKCS8", 5, sep=chr(10) + "        "))}
webhooks:
  github_secret: {SEC(g.hexs(40))}
  slack_signing_secret: {SEC(g.hexs(32))}
""",
    )


def intl_more(add, g):
    # ar WhatsApp
    a, b = Per("ar", 2), Per("ar", 3)
    add(
        "ar",
        "chat",
        f"""{TS("٢٠/١١/٢٠٢٦، ٩:١٢ م")} - {P(a.full)}: السلام عليكم {P(b.g)}، هذا رقمي الجديد {PH(g, "EG", "nat")}
{TS("٢٠/١١/٢٠٢٦، ٩:١٥ م")} - {P(b.full)}: وعليكم السلام. متى ستسدد المبلغ المتبقي {OWE("١٢٬٥٠٠ جنيه")}؟
{TS("٢٠/١١/٢٠٢٦، ٩:١٧ م")} - {P(a.full)}: بعد صرف الراتب، راتبي {SAL("٩٬٨٠٠ جنيه")} فقط. والدتي مريضة بـ{HL("الفشل الكلوي")}
{TS("٢٠/١١/٢٠٢٦، ٩:٢٠ م")} - {P(b.full)}: أرسل لي الرقم الضريبي للفاتورة: {m("TAX_ID", "٢٩٨-٤٥٦-٧٨١", "eg.tn")}
""",
    )
    a = Per("ar", 0)
    add(
        "ar",
        "json",
        J(
            {
                "employee": {
                    "الاسم": P(a.full),
                    "رقم_الهوية": m("NATIONAL_ID", "1" + g.digits(9)),
                    "تاريخ_الميلاد": DOB("1409/07/22"),
                    "الجوال": m("PHONE_NUMBER", g.phone("SA", "nat"), "phone:SA"),
                    "الراتب_الأساسي": SAL("١٤٬٥٠٠ ريال"),
                    "بدل_السكن": SAL("٣٬٦٢٥ ريال"),
                    "الآيبان": m("IBAN_CODE", g.iban("SA", grouped=True), "iban"),
                    "المدينة": m("CITY", "الرياض"),
                    "آخر_تحديث": T(g),
                }
            }
        ),
    )
    # el tenancy OCR + Viber
    a, b = Per("el", 2), Per("el", 3)
    add(
        "el",
        "ocr",
        f"""ΙΔΙΩΤΙΚΟ ΣΥΜΦΩΝΗΤΙΚΟ ΜΙΣΘΩΣΗΣ ΚΑΤΟΙΚΙΑΣ
Στην Αθήνα σήμερα {m("DATE", "1η Δεκεμβρίου 2026")} οι υπογράφοντες:
α) {P(a.full)}, ΑΦΜ {m("TAX_ID", ids.nid(g, "gr.vat"), "gr.vat")}, κάτοικος {m("ADDRESS", "Οδός Σόλωνος 112, 10680 Αθήνα")} (εκμισθωτής) και
β) {P(b.full)}, ΑΜΚΑ {m("NATIONAL_ID", ids.nid(g, "gr.amka"), "gr.amka")}, τηλ. {PH(g, "GR", "nat")} (μισθώτρια)
συμφώνησαν: μηνιαίο μίσθωμα {CV("650,00 €")}, εγγύηση {CV("1.300,00 €")}, διάρκεια {m("DURATION", "τρία (3) έτη")}.
""",
    )
    add(
        "el",
        "chat",
        f"""[{TS("28/11/26 19:40")}] {P(a.g)}: Γεια σου! Μου στέλνεις το IBAN για το ενοίκιο;
[{TS("28/11/26 19:42")}] {P(b.g)}: {m("IBAN_CODE", g.iban("GR", grouped=True), "iban")}
[{TS("28/11/26 19:43")}] {P(b.g)}: Και συγγνώμη για την καθυστέρηση, χρωστάω ακόμα {OWE("420 €")}, ήμουν στο νοσοκομείο με {HL("σκωληκοειδίτιδα")}
""",
    )
    # da Slack + payslip
    a, b = Per("da", 3), Per("da", 0)
    add(
        "da",
        "chat",
        f"""{P(a.full)} [{TS("10:02")}]
@{MID(b.lg)} kan du tjekke lønsedlen? Min grundløn står som {SAL("38.900 kr.")} men aftalen var {SAL("41.200 kr.")}
{P(b.full)} [{TS("10:05")}]
Ja, jeg kigger på det. Dit CPR er {m("NATIONAL_ID", ids.nid(g, "dk.cpr"), "dk.cpr")} ikke? Mødet er i {m("ROOM", "Kubernetes")}-lokalet kl. 14
""",
    )
    # vi Zalo + bank JSON
    a, b = Per("vi", 2), Per("vi", 0)
    add(
        "vi",
        "chat",
        f"""{P(a.full)} ({TS("21:04 30/11/2026")}): Em ơi, chuyển khoản giúp chị vào số tài khoản {m("BANK_ACCOUNT", "0" + g.digits(12))} Vietcombank nhé
{P(b.full)} ({TS("21:06 30/11/2026")}): Dạ vâng, chị {P(a.call)} còn nợ em {OWE("2.300.000 đồng")} tiền vé máy bay đi {m("CITY", "Đà Nẵng")} đấy ạ
{P(a.full)} ({TS("21:07 30/11/2026")}): Ừ, số điện thoại mới của chị là {PH(g, "VN", "nat")}
""",
    )
    p = Per("vi", 1)
    add(
        "vi",
        "json",
        J(
            {
                "taiKhoan": {
                    "soTaiKhoan": m("BANK_ACCOUNT", g.digits(13)),
                    "chuTaiKhoan": P((p.f + " " + p.g).upper()),
                    "soDu": BAL("48.215.000"),
                    "loaiTien": "VND",
                    "cccd": m("NATIONAL_ID", "0" + g.digits(11)),
                    "ngaySinh": DOB("14/02/1994"),
                },
                "giaoDich": [
                    {
                        "ngay": m("DATE", "29/11/2026"),
                        "noiDung": "LUONG THANG 11 " + m("COMPANY", "CONG TY FPT"),
                        "soTien": SAL("+32.000.000"),
                    }
                ],
                "maYeuCau": m("REQUEST_ID", g.uuid()),
            }
        ),
    )
    # ko HR JSON
    p = Per("ko", 1)
    add(
        "ko",
        "json",
        J(
            {
                "사원": {
                    "성명": P(p.full),
                    "주민등록번호": m("NATIONAL_ID", ids.nid(g, "kr.rrn"), "kr.rrn"),
                    "연락처": m("PHONE_NUMBER", g.phone("KR", "nat"), "phone:KR"),
                    "주소": m("ADDRESS", "서울특별시 마포구 월드컵북로 396, 101동 1203호"),
                    "연봉": SAL("6,800만 원"),
                    "병가사유": HL("공황장애"),
                    "최종수정": T(g),
                },
                "요청ID": m("REQUEST_ID", g.uuid()),
            }
        ),
    )
    # he WhatsApp
    a, b = Per("he", 2), Per("he", 0)
    add(
        "he",
        "chat",
        f"""[{TS("29.11.2026, 20:31:07")}] {P(a.full)}: היי {P(b.g)}, שלחתי לך את תלוש המשכורת, נטו {SAL("₪14,320")}
[{TS("29.11.2026, 20:33:40")}] {P(b.full)}: תודה! תזכירי לי את מספר הטלפון של רואה החשבון?
[{TS("29.11.2026, 20:34:02")}] {P(a.full)}: {PH(g, "IL", "intl")}
[{TS("29.11.2026, 20:35:11")}] {P(b.full)}: ואני עדיין בחופשת מחלה בגלל {HL("דלקת ריאות")}
""",
    )
    # hi Telegram (Devanagari)
    a, b = Per("hi", 1), Per("hi", 0)
    add(
        "hi",
        "chat",
        f"""{P(a.full)}, [{TS("30.11.26 18:20")}]
भैया, मेरा नया अकाउंट नंबर {m("BANK_ACCOUNT", "5010" + g.digits(10))} है (IFSC HDFC0001771), {OWE("₹12,500")} भेज दो जो उधार लिए थे

{P(b.full)}, [{TS("30.11.26 18:24")}]
ठीक है। वैसे तुम्हारी सैलरी {SAL("₹95,000 महीना")} हो गई? बधाई! मेरा नया नंबर {PH(g, "IN", "nat")} है
""",
    )
    # uk Viber + payslip-ish letter
    a, b = Per("uk", 3), Per("uk", 0)
    add(
        "uk",
        "chat",
        f"""{TS("30.11.2026 19:02")} {P(a.full)}: {P("Любо")}, скинь, будь ласка, номер картки для переказу
{TS("30.11.2026 19:05")} {P(b.full)}: {m("CREDIT_CARD", g.card("4149", grouped=" "), "luhn")}, на ім'я {P("Жураківська Л.".split()[0])}
{TS("30.11.2026 19:06")} {P(a.full)}: Ок. Зарплата цього місяця {SAL("38 500 грн")}, тож поверну все
""",
    )


def build(add, G):
    for f in (travel, shop_and_sheets, zh_docs, secrets_more, intl_more, extra, secrets_extra):
        f(add, G(f.__name__))


def extra(add, g):
    # expense report (Concur-like) with hyphenated, double-barrelled and al- names
    rep = [
        ("Ysoline-Maëlance Beaucastel", "fr"),
        ("Peregrin Fennimore-Bask", "en"),
        ("Thamira al-Qutrubi", "ar"),
        ("Muhalhal bin Zibriqan al-Zabarjadi", "ar"),
    ]
    items = []
    for i, (nm, lang) in enumerate(rep):
        from .people import ascii_slug

        slug = ".".join(ascii_slug(w) for w in nm.split())
        items.append(
            {
                "ReportID": m("INVOICE_ID", "RPT-" + g.alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")),
                "OwnerName": P(nm),
                "OwnerLoginID": E(slug.split(".")[0] + "." + slug.split(".")[-1] + "@lanternworks.eu"),
                "Total": m("AMOUNT", f"{412 + i * 97}.40"),
                "PersonalChargesOwedToCompany": OWE(f"{90 + i * 31}.15") if i % 2 == 0 else "0.00",
                "Comment": [
                    "Taxi to client offsite in " + m("CITY", "Lyon"),
                    "Relocation flights – reimbursed via payroll with the sign-on bonus (" + SAL("£5,000") + ")",
                    "Hotel " + m("CITY", "Dubai") + ", 3 nights",
                    "Pharmacy: " + HL("insulin pens"),
                ][i],
                "LastModifiedDate": T(g, "ms"),
            }
        )
    add("en", "json", J({"Items": items, "NextPage": None}))
    # apache combined + error log
    a, b = Per("fi", 1), Per("sv", 0)
    add(
        "en",
        "log",
        f"""{IP(g.ip4())} - {U(a.lg)} [{TS("30/Nov/2026:21:14:03 +0200")}] "GET /intranet/palkat/2026-11/{g.digits(6)}.pdf HTTP/1.1" 200 {m("FILE_SIZE", "88213")} "https://intranet.revontuli.fi/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
{IP(g.ip4())} - - [{TS("30/Nov/2026:21:14:09 +0200")}] "POST /wp-login.php HTTP/1.1" 401 {m("FILE_SIZE", "4211")} "-" "python-requests/{V("2.32.3")}"
[{TS("Mon Nov 30 21:14:11.042213 2026")}] [php:warn] [pid {m("COUNT", "18841")}] [client {IP(g.ip4())}:{m("PORT", "53122")}] PHP Warning:  Undefined array key "email" in /var/www/html/signup.php on line 41, referer: https://revontuli.fi/?ref=newsletter&u={E(b.mail("telia.com", 1).replace("@", "%40"))}
[{TS("Mon Nov 30 21:14:12.000119 2026")}] [auth_basic:error] [pid 18841] [client {IP(g.ip4())}:{m("PORT", "53140")}] AH01618: user {U(b.lg + "." + b.lf)} not found: /admin
""",
    )


def secrets_extra(add, g):
    k = K(g)
    p = Per("pl", 3)
    add(
        "en",
        "conf",
        f"""$ cat ~/.netrc ~/.npmrc ~/.config/pip/pip.conf
machine api.heroku.com
  login {E(p.mail("gmail.com"))}
  password {KEY(g.uuid())}
machine {m("HOSTNAME", "nexus.lanternworks.eu")}
  login {U(p.user)}
  password {PW("Wrzos#Kawa77")}
//registry.npmjs.org/:_authToken={KEY(k.npm())}
@lanternworks:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken={KEY(k.ghp())}
[global]
index-url = https://{U(p.user)}:{PW("Wrzos%23Kawa77")}@{m("HOSTNAME", "nexus.lanternworks.eu")}/repository/pypi/simple
timeout = {m("DURATION", "60")}
""",
    )
    conns = []
    for cid, typ, host, login, pw_, extra in [
        ("warehouse_pg", "postgres", "dwh.internal", "airflow", PW("Ocelot-Quartz-51"), {}),
        (
            "slack_alerts",
            "http",
            "hooks.slack.com",
            None,
            None,
            {
                "webhook_token": SEC(
                    f"T0{g.alnum(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}/B0{g.alnum(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}/{g.alnum(24)}"
                )
            },
        ),
        ("openai_default", "openai", "api.openai.com", None, KEY(k.openai()), {}),
        ("s3_exports", "aws", None, KEY(k.akia()), SEC(k.aws_secret()), {"region_name": "eu-west-1"}),
        (
            "sftp_payroll",
            "sftp",
            "sftp.payroll-partner.de",
            U(Per("de", 4).user),
            PW("Lohn!2026-Nov"),
            {"private_key": m("PRIVATE_KEY", k.pem("OPENSSH", 5))},
        ),
    ]:
        conns.append(
            {
                "connection_id": cid,
                "conn_type": typ,
                "host": m("HOSTNAME", host) if host else None,
                "login": login,
                "password": pw_,
                "port": NUM(m("PORT", 5432)) if typ == "postgres" else None,
                "extra": json.dumps(extra, ensure_ascii=False) if extra else None,
            }
        )
    s = J({"connections": conns, "total_entries": NUM(m("COUNT", 5))})
    add("en", "json", s)
    a, b = Per("sv", 2), Per("en", 6)
    add(
        "sv",
        "chat",
        f"""{P(a.full)} [{TS("20:11")}]: hej, jag kommer inte in i portalen. engångskoden var {PW(g.digits(6))} men den gick ut
{P(b.full)} (support) [{TS("20:13")}]: Hi {P(a.g)}! I've reset it. Temporary password: {PW("violet-harbor-" + g.digits(2))}
{P(a.full)} [{TS("20:14")}]: tack! och portkoden till kontoret är fortfarande {PW(g.digits(4))}#?
{P(b.full)} (support) [{TS("20:15")}]: Please don't post door codes here 🙏 Ticket {m("TICKET_ID", "SUP-" + g.digits(5))}
""",
    )
