"""JSON tool results of SaaS APIs an agent reads: Notion, Linear, Asana, Airtable, Google Sheets,
Shopify, Twilio, Intercom, Gmail, Microsoft Graph, Stripe, HubSpot, Salesforce, Workday, Personio,
BambooHR, open banking, FHIR, an insurer's claims API, a travel booking (PNR), a school MIS,
Zendesk, Slack ``conversations.history`` and Matrix ``/messages``. Some are ``ensure_ascii``."""

from __future__ import annotations

import random

from stdnum.gr import vat as gr_vat
from stdnum.tr import tckimlik

from . import values as V
from .core import Doc, d, g, jdump, raw
from .core import build as mk
from .names import POOLS, ascii_parts
from .t_msgs import N, PH, email_of

E = lambda r, p, k=0: g("EMAIL_ADDRESS", email_of(r, p, k))  # noqa: E731 - a one-line template helper


def ts(r: random.Random, day: int = 0) -> str:
    return d(
        "TIMESTAMP",
        f"2027-02-{(day or r.randint(1, 27)):02d}T{r.randint(6, 21):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.000Z",
    )


def notion(r: random.Random) -> Doc:
    ps = POOLS["en"]
    rows = []
    for i, p in enumerate(ps[:3]):
        rows.append(
            {
                "object": "page",
                "id": d("UUID", V.uuid(r)),
                "created_time": ts(r),
                "properties": {
                    "Candidate": {"type": "title", "title": [{"plain_text": N(p)}]},
                    "Email": {"type": "email", "email": E(r, p, i)},
                    "Phone": {"type": "phone_number", "phone_number": PH(r, "GB", "intl")},
                    "Expected comp": {"type": "number", "number": raw(g("SALARY", 70000 + 2500 * r.randint(0, 9)))},
                    "Stage": {"type": "select", "select": {"name": ["Onsite", "Offer", "Screen"][i]}},
                    "Notes": {
                        "type": "rich_text",
                        "rich_text": [
                            {
                                "plain_text": [
                                    f"Currently on {g('SALARY', '£58k')} + {g('SALARY', '10%')} bonus at {d('COMPANY', 'Harbourline Freight')}; wants hybrid.",
                                    f"Mentioned {g('HEALTH', 'ADHD')}, asked for written agenda before interviews.",
                                    f"Referred by {N(ps[5], ps[5].given)}; public band for the role is {d('AMOUNT', '£65,000–£80,000')}.",
                                ][i]
                            }
                        ],
                    },
                },
            }
        )
    body = {
        "object": "list",
        "results": rows,
        "next_cursor": None,
        "has_more": False,
        "request_id": d("REQUEST_ID", V.uuid(r)),
    }
    return mk("en", "json", jdump(body))


def linear(r: random.Random) -> Doc:
    a, b = POOLS["de"][0], POOLS["de"][1]
    nodes = [
        {
            "identifier": d("TICKET_ID", "SUP-2281"),
            "title": "Kunde kann sich nicht einloggen",
            "assignee": {"name": N(a), "email": E(r, a)},
            "description": f"Kundin {N(b)} ({g('EMAIL_ADDRESS', 'h.kesselbrink@t-online.de')}) ruft seit Montag an, "
            f"Rückrufnummer {PH(r, 'DE', 'nat')}. Fehler {d('ERROR_CODE', 'AUTH_4012')} nach Update auf "
            f"{d('VERSION', '3.18.2')}. Sie hat uns ihr Passwort in den Chat geschrieben: {g('PASSWORD', 'Kesselbrink1962!')} "
            "– bitte sofort zurücksetzen lassen.",
            "priority": 1,
            "estimate": raw(d("COUNT", 3)),
            "createdAt": ts(r),
        },
        {
            "identifier": d("TICKET_ID", "SUP-2284"),
            "title": "Rechnung doppelt abgebucht",
            "assignee": {"name": N(b), "email": E(r, b, 1)},
            "description": f"{d('INVOICE_ID', 'RE-2027-00418')} wurde zweimal eingezogen ({d('PRICE', '49,00 €')}). "
            f"Erstattung auf {g('IBAN_CODE', V.iban(r, 'DE'), 'iban')}.",
            "priority": 2,
            "createdAt": ts(r),
        },
    ]
    return mk("de", "json", jdump({"data": {"issues": {"nodes": nodes, "pageInfo": {"hasNextPage": False}}}}))


def asana(r: random.Random) -> Doc:
    ps = POOLS["sv"]
    tasks = [
        {
            "gid": d("RESOURCE_ID", "1206" + V.digits(r, 12)),
            "name": f"Introduktion {ps[1].given}",
            "assignee": {"name": N(ps[0])},
            "due_on": d("DATE", "2027-03-01"),
            "notes": f"{N(ps[1])} börjar 1 mars. Lön enligt avtal {g('SALARY', '52 300 kr')}/mån. "
            f"Personnummer skickas separat. Hemadress: {g('ADDRESS', 'Blåbärsgränd 9, 903 38 Umeå')}.",
        },
        {
            "gid": d("RESOURCE_ID", "1206" + V.digits(r, 12)),
            "name": "Rehabplan",
            "assignee": {"name": N(ps[2])},
            "due_on": d("DATE", "2027-02-20"),
            "notes": f"{ps[0].given} är deltidssjukskriven (50 %) efter {g('HEALTH', 'en hjärtinfarkt')}; "
            f"avstämning med företagshälsan, tel {PH(r, 'SE', 'nat', mobile=False)}.",
        },
    ]
    return mk("sv", "json", jdump({"data": tasks}), ascii=False)


def airtable(r: random.Random) -> Doc:
    ps = POOLS["fr"]
    recs = []
    for i, p in enumerate(ps[:4]):
        recs.append(
            {
                "id": d("RESOURCE_ID", "rec" + V.b62(r, 14)),
                "createdTime": ts(r),
                "fields": {
                    "Locataire": N(p) if i != 2 else N(p, f"{p.family.upper()} {p.given}"),
                    "Lot": d("SKU", f"B-{r.randint(10, 58)}"),
                    "Loyer": d("PRICE", f"{r.randint(6, 11)}50,00 €"),
                    "Impayés": g("AMOUNT_OWED", f"{r.randint(1, 4)} {r.randint(100, 999)},00 €"),
                    "Mobile": PH(r, "FR", "nat"),
                    "Email": E(r, p, i),
                },
            }
        )
    return mk(
        "fr", "json", jdump({"records": recs, "offset": d("REQUEST_ID", "itr" + V.b62(r, 14) + "/rec" + V.b62(r, 14))})
    )


def sheets(r: random.Random) -> Doc:
    ps = POOLS["es"]
    rows = [["Empleado", "DNI/NIE", "Bruto mensual", "IRPF", "Neto", "Baja"]]
    for i, p in enumerate(ps):
        net = 2400 + 310 * i
        rows.append(
            [
                N(p, f"{p.family}, {p.given}"),
                f"****{V.digits(r, 3)}{r.choice('KLMTR')}",
                g("SALARY", f"{net + 900:,}".replace(",", ".") + ",00 €"),
                d("PERCENT", f"{14 + i}%"),
                g("SALARY", f"{net:,}".replace(",", ".") + ",00 €"),
                g("HEALTH", ["lumbalgia", "ansiedad", "gripe A", "esguince de tobillo"][i]),
            ]
        )
    body = {"range": "'Nómina feb'!A1:F5", "majorDimension": "ROWS", "values": rows}
    return mk("es", "json", jdump(body, indent=1))


def shopify(r: random.Random) -> Doc:
    p = POOLS["it"][0]
    q = POOLS["it"][3]
    addr = {
        "first_name": N(p, p.given),
        "last_name": N(p, p.family),
        "address1": g("ADDRESS", "Via del Gelsomino 14"),
        "city": "Ravenna",
        "zip": "48121",
        "province": "RA",
        "country": "Italy",
        "phone": PH(r, "IT", "intl"),
    }
    order = {
        "order": {
            "id": raw(d("ORDER_ID", "5" + V.digits(r, 12))),
            "name": d("ORDER_ID", f"#{r.randint(1100, 9999)}"),
            "email": E(r, p),
            "created_at": d("TIMESTAMP", "2027-02-11T10:42:19+01:00"),
            "currency": "EUR",
            "total_price": d("PRICE", "186.40"),
            "subtotal_price": d("PRICE", "171.40"),
            "total_tax": d("PRICE", "30.91"),
            "browser_ip": g("IP_ADDRESS", f"93.{r.randint(32, 63)}.{r.randint(0, 255)}.{r.randint(1, 254)}"),
            "note": f"Regalo per {N(q, q.given)}: lasciare al portiere, citofono {g('PASSWORD', '2B47')}",
            "line_items": [
                {
                    "sku": d("SKU", "CER-RAV-012"),
                    "title": "Piatto in ceramica",
                    "price": d("PRICE", "85.70"),
                    "quantity": 2,
                }
            ],
            "shipping_address": addr,
            "billing_address": addr,
            "payment_details": {"credit_card_bin": "535522", "credit_card_company": "Mastercard"},
        }
    }
    return mk("it", "json", jdump(order))


def twilio(r: random.Random) -> Doc:
    ps = POOLS["en"]
    msgs = []
    for i in range(4):
        to = V.phone(r, "US", "e164")
        msgs.append(
            {
                "sid": d("RESOURCE_ID", "SM" + V.hexs(r, 32)),
                "date_sent": d("TIMESTAMP", f"Thu, 11 Feb 2027 1{i}:0{i}:22 +0000"),
                "messaging_service_sid": d("RESOURCE_ID", "MG" + V.hexs(r, 32)),
                "to": g("PHONE_NUMBER", to, "phone:US"),
                "body": [
                    f"Your Brightwater verification code is {g('PASSWORD', V.digits(r, 6))}. It expires in 10 minutes.",
                    f"Hi {N(ps[i], ps[i].given)}, your appointment with Dr. {N(ps[4], ps[4].family)} is confirmed for {d('DATE', 'Feb 14')}.",
                    f"{N(ps[i], ps[i].given)}, your balance of {g('AMOUNT_OWED', '$1,284.16')} is past due. Reply STOP to opt out.",
                    f"Reset link: https://app.brightwater.io/r/{g('SECRET', V.b62(r, 32))}",
                ][i],
                "status": "delivered",
                "price": d("PRICE", "-0.00790"),
                "num_segments": "1",
            }
        )
    return mk("en", "json", jdump({"messages": msgs, "page": 0, "page_size": 50}))


def intercom(r: random.Random) -> Doc:
    a, b = POOLS["nl"][0], POOLS["nl"][2]
    parts = [
        {
            "part_type": "comment",
            "author": {"type": "user", "name": N(a), "email": E(r, a)},
            "body": f"<p>Hoi, mijn abonnement is twee keer afgeschreven van {g('IBAN_CODE', V.iban(r, 'NL'), 'iban')}.</p>"
            f"<p>Bel me even op {PH(r, 'NL', 'nat')}</p>",
            "created_at": raw(d("TIMESTAMP", 1802331120)),
        },
        {
            "part_type": "comment",
            "author": {"type": "admin", "name": N(b, b.given)},
            "body": f"<p>Dag {N(a, a.given)}, ik zie twee incasso's van {d('PRICE', '€ 12,99')}. De tweede storten we terug.</p>",
            "created_at": raw(d("TIMESTAMP", 1802331460)),
        },
        {
            "part_type": "note",
            "author": {"type": "admin", "name": N(b, b.given)},
            "body": f"<p>Let op: klant heeft nog een openstaand saldo van {g('AMOUNT_OWED', '€ 86,40')} uit 2026.</p>",
            "created_at": raw(d("TIMESTAMP", 1802331600)),
        },
    ]
    conv = {
        "type": "conversation",
        "id": d("RESOURCE_ID", V.digits(r, 12)),
        "source": {"author": {"name": N(a), "email": E(r, a)}, "delivered_as": "customer_initiated"},
        "conversation_parts": {"conversation_parts": parts, "total_count": 3},
    }
    return mk("nl", "json", jdump(conv))


def gmail(r: random.Random) -> Doc:
    a, b = POOLS["de"][3], POOLS["de"][4]
    msg = {
        "id": d("RESOURCE_ID", V.hexs(r, 16)),
        "threadId": d("RESOURCE_ID", V.hexs(r, 16)),
        "labelIds": ["INBOX", "IMPORTANT"],
        "snippet": f"Hallo {N(b, b.given)}, anbei die Lohnabrechnung Januar: netto {g('SALARY', '3.412,77 €')}, Steuer-ID {g('TAX_ID', V.de_idnr(r), 'de.idnr')} …",
        "payload": {
            "headers": [
                {"name": "From", "value": f"{N(a)} <{E(r, a, 2)}>"},
                {"name": "To", "value": f"{N(b)} <{E(r, b)}>"},
                {"name": "Subject", "value": "Lohnabrechnung 01/2027"},
                {"name": "Date", "value": d("TIMESTAMP", "Fri, 05 Feb 2027 16:03:41 +0100")},
                {"name": "Received", "value": f"from mail-ej1-f53.google.com ([{d('HOSTNAME', '209.85.218.53')}])"},
            ],
            "parts": [
                {
                    "mimeType": "application/pdf",
                    "filename": f"Lohn_{b.family}_2027-01.pdf",
                    "body": {
                        "attachmentId": d("RESOURCE_ID", "ANGjdJ" + V.b62(r, 40)),
                        "size": raw(d("FILE_SIZE", 184312)),
                    },
                }
            ],
        },
        "sizeEstimate": raw(d("FILE_SIZE", 251877)),
    }
    # the attachment file name holds the surname too
    text = jdump(msg).replace(f"Lohn_{b.family}_2027", f"Lohn_{g('PERSON', b.family)}_2027")
    return mk("de", "json", text)


def graph(r: random.Random) -> Doc:
    ps = POOLS["da"]
    val = []
    for i, p in enumerate(ps):
        val.append(
            {
                "id": d("RESOURCE_ID", "AAMkAD" + V.b62(r, 24)),
                "receivedDateTime": ts(r),
                "subject": ["Lønsedler", "Sygemelding", "Huslejerestance"][i],
                "from": {"emailAddress": {"name": N(p), "address": E(r, p, i)}},
                "bodyPreview": [
                    f"Hej, min nye løn er {g('SALARY', 'kr. 49.750')} om måneden fra marts – kan I rette det?",
                    f"Jeg er sygemeldt resten af ugen pga. {g('HEALTH', 'mellemørebetændelse')}. Mvh {N(p, p.given)}",
                    f"Vi mangler stadig {g('AMOUNT_OWED', 'kr. 11.400')} i husleje for januar fra {N(ps[0], ps[0].family)}.",
                ][i],
                "importance": "normal",
            }
        )
    return mk(
        "da",
        "json",
        jdump({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('me')/messages", "value": val}),
    )


def stripe(r: random.Random) -> Doc:
    p = POOLS["en"][6]
    c = {
        "id": "cus_" + V.b62(r, 14),
        "object": "customer",
        "name": N(p),
        "email": E(r, p, 1),
        "phone": PH(r, "US", "nat"),
        "address": {
            "line1": g("ADDRESS", "2217 Larkspur Hollow Rd"),
            "city": "Asheville",
            "state": "NC",
            "postal_code": "28806",
        },
        "balance": raw(g("BALANCE", -4250)),
        "created": raw(d("TIMESTAMP", 1801945312)),
        "invoice_prefix": d("INVOICE_ID", "9F3A" + V.digits(r, 4)),
        "metadata": {"ssn_last_verified": g("US_SSN", V.us_ssn(r), "us.ssn"), "dob": g("DATE_OF_BIRTH", "1979-05-23")},
        "default_source": {
            "object": "card",
            "brand": "Visa",
            "last4": "4412",
            "fingerprint": d("CHECKSUM", V.b62(r, 16)),
        },
        "livemode": True,
    }
    return mk("en", "json", jdump(c))


def hubspot(r: random.Random) -> Doc:
    a, b = POOLS["no"][0], POOLS["no"][1]
    deals = {
        "results": [
            {
                "id": d("RESOURCE_ID", V.digits(r, 11)),
                "properties": {
                    "dealname": "Kvasir Maritime – flåteavtale 2027",
                    "amount": g("CONTRACT_VALUE", "4850000"),
                    "deal_currency_code": "NOK",
                    "dealstage": "contractsent",
                    "closedate": d("TIMESTAMP", "2027-03-31T00:00:00Z"),
                    "hubspot_owner_name": N(a),
                    "notes_last_contacted": f"Ringte {N(b)} på {PH(r, 'NO', 'nat')}; vil ha rabatt på {d('PERCENT', '7,5 %')}.",
                },
            },
            {
                "id": d("RESOURCE_ID", V.digits(r, 11)),
                "properties": {
                    "dealname": "Fjordline support",
                    "amount": g("CONTRACT_VALUE", "612500"),
                    "deal_currency_code": "NOK",
                    "dealstage": "closedwon",
                    "hubspot_owner_name": N(b),
                    "list_price": d("AMOUNT", "690000"),
                },
            },
        ]
    }
    return mk("no", "json", jdump(deals))


def salesforce(r: random.Random) -> Doc:
    ps = POOLS["fr"]
    recs = [
        {
            "attributes": {
                "type": "Opportunity",
                "url": f"/services/data/v60.0/sobjects/Opportunity/006{V.b62(r, 15)}",
            },
            "Name": n,
            "Amount": raw(g("CONTRACT_VALUE", amt)),
            "CloseDate": d("DATE", cd),
            "Owner": {"Name": N(p)},
            "Description": desc,
        }
        for n, amt, cd, p, desc in [
            (
                "Solenne Conseil – audit RGPD",
                186000,
                "2027-04-30",
                ps[0],
                f"Contact : {ps[3].full} ; la remise de {'12 %'} est validée.",
            ),
            (
                d("COMPANY", "Groupe Vautrelle") + " – TMA",
                942500.0,
                "2027-06-15",
                ps[2],
                "Renouvellement 36 mois, indexation Syntec.",
            ),
        ]
    ]
    # mark the contact name and the discount in the first description
    text = jdump({"totalSize": 2, "done": True, "records": recs})
    text = text.replace(ps[3].full, g("PERSON", ps[3].full)).replace("12 %", d("PERCENT", "12 %"))
    return mk("fr", "json", text)


def workday(r: random.Random) -> Doc:
    p = POOLS["no"][2]
    fnr = V.no_fnr(r, 11, 2, 86)
    w = {
        "Worker": {
            "Worker_ID": d("RESOURCE_ID", "21" + V.digits(r, 5)),
            "Legal_Name": {"First_Name": N(p, p.given), "Last_Name": N(p, p.family)},
            "Personal_Data": {
                "Birth_Date": g("DATE_OF_BIRTH", "1986-02-11"),
                "National_ID": {"Type": "NOR-FNR", "ID": g("NATIONAL_ID", fnr, "no.fodselsnummer")},
                "Home_Address": g("ADDRESS", "Tyttebærstien 4B, 5097 Bergen"),
                "Mobile": PH(r, "NO", "intl"),
            },
            "Compensation": {
                "Base_Pay": raw(g("SALARY", 712000)),
                "Currency": "NOK",
                "Frequency": "Annual",
                "Grade_Range": d("AMOUNT", "640000-780000"),
                "Bonus_Target_Pct": raw(d("PERCENT", 10)),
            },
            "Payment_Election": {"Bank_Account": g("BANK_ACCOUNT", V.kontonr_raw(r), "no.kontonr")},
            "Leave": {"Type": "Sykmelding", "Reason": g("HEALTH", "hjernerystelse"), "From": d("DATE", "2027-01-18")},
        }
    }
    return mk("no", "json", jdump(w))


def personio(r: random.Random) -> Doc:
    p = POOLS["de"][5]
    attrs = {
        k: {"label": lbl, "value": v}
        for k, lbl, v in [
            ("first_name", "Vorname", N(p, p.given)),
            ("last_name", "Nachname", N(p, p.family)),
            ("email", "E-Mail", E(r, p)),
            ("dynamic_1402", "Geburtsdatum", g("DATE_OF_BIRTH", "1977-12-04")),
            ("dynamic_1403", "Steuer-ID", g("TAX_ID", V.de_idnr(r), "de.idnr")),
            ("dynamic_1404", "IBAN", g("IBAN_CODE", V.iban(r, "DE", False), "iban")),
            ("fix_salary", "Fixgehalt", raw(g("SALARY", 84600))),
            ("dynamic_1410", "Schwerbehinderung", g("HEALTH", "GdB 50 (Morbus Crohn)")),
            ("hire_date", "Eintrittsdatum", d("DATE", "2019-04-01")),
            ("weekly_working_hours", "Wochenstunden", raw(d("COUNT", 32))),
        ]
    }
    return mk("de", "json", jdump({"success": True, "data": {"type": "Employee", "attributes": attrs}}), ascii=True)


def bamboo(r: random.Random) -> Doc:
    ps = POOLS["en"]
    emps = [
        {
            "id": d("RESOURCE_ID", str(r.randint(100, 999))),
            "displayName": N(p),
            "workEmail": E(r, p, i),
            "mobilePhone": PH(r, "US", "nat"),
            "dateOfBirth": g("DATE_OF_BIRTH", f"19{r.randint(60, 99)}-0{r.randint(1, 9)}-{r.randint(10, 28)}"),
            "ssn": g("US_SSN", V.us_ssn(r), "us.ssn"),
            "payRate": g("SALARY", f"{r.randint(55, 140)}000.00 USD"),
            "payType": "Salary",
            "department": d("PRODUCT", ["Gateway", "Platform"][i % 2]),
        }
        for i, p in enumerate(ps[7:10])
    ]
    return mk("en", "json", jdump({"employees": emps}, indent=1))


def openbanking(r: random.Random) -> Doc:
    p = POOLS["en"][2]
    acc = V.digits(r, 8)
    body = {
        "Data": {
            "Account": [
                {
                    "AccountId": d("RESOURCE_ID", V.uuid(r)),
                    "Currency": "GBP",
                    "Nickname": "Bills",
                    "Account": [
                        {
                            "SchemeName": "UK.OBIE.SortCodeAccountNumber",
                            "Identification": "309412" + g("BANK_ACCOUNT", acc),
                            "Name": "MS " + N(p, f"{p.given[0]} {p.family.upper()}"),
                        }
                    ],
                }
            ],
            "Balance": [
                {
                    "Type": "InterimAvailable",
                    "Amount": {"Amount": g("BALANCE", "2317.44"), "Currency": "GBP"},
                    "CreditDebitIndicator": "Credit",
                    "DateTime": d("TIMESTAMP", "2027-02-11T06:00:00+00:00"),
                },
                {"Type": "OverdraftLimit", "Amount": {"Amount": d("AMOUNT", "1500.00"), "Currency": "GBP"}},
            ],
        },
        "Links": {"Self": "https://ob.hsbc.co.uk/open-banking/v3.1/aisp/accounts"},
        "Meta": {"TotalPages": raw(d("COUNT", 1))},
    }
    return mk("en", "json", jdump(body))


def fhir(r: random.Random) -> Doc:
    p = POOLS["nl"][1]
    pid = d("RESOURCE_ID", V.uuid(r))
    bundle = {
        "resourceType": "Bundle",
        "type": "searchset",
        "total": 2,
        "entry": [
            {
                "resource": {
                    "resourceType": "Patient",
                    "id": pid,
                    "identifier": [
                        {
                            "system": "http://fhir.nl/fhir/NamingSystem/bsn",
                            "value": g("NATIONAL_ID", V.nl_bsn(r), "nl.bsn"),
                        }
                    ],
                    "name": [{"family": N(p, p.family), "given": [N(p, p.given)], "text": N(p)}],
                    "birthDate": g("DATE_OF_BIRTH", "1964-10-02"),
                    "telecom": [{"system": "phone", "value": PH(r, "NL", "nat")}],
                    "address": [
                        {"line": [g("ADDRESS", "Kerkstraat 14-II")], "city": "Amsterdam", "postalCode": "1017 GB"}
                    ],
                }
            },
            {
                "resource": {
                    "resourceType": "Condition",
                    "code": {
                        "coding": [
                            {
                                "system": "http://snomed.info/sct",
                                "code": d("RESOURCE_ID", "44054006"),
                                "display": g("HEALTH", "Diabetes mellitus type 2"),
                            }
                        ]
                    },
                    "subject": {"reference": "Patient/" + pid},
                    "note": [
                        {
                            "text": f"HbA1c {d('METRIC', '61 mmol/mol')}; start met {g('HEALTH', 'metformine 500 mg 2dd')}"
                        }
                    ],
                    "recordedDate": d("DATE", "2027-01-22"),
                }
            },
        ],
    }
    return mk("nl", "json", jdump(bundle, indent=1))


def insurance(r: random.Random) -> Doc:
    p = POOLS["el"][1]
    body = f"{r.randint(10000000, 99999999)}"[:8]
    afm = body + gr_vat.calc_check_digit(body)
    claim = {
        "claim_no": d("TICKET_ID", f"ΑΠ-2027-{r.randint(10000, 99999)}"),
        "policy": d("RESOURCE_ID", f"ΥΓ{V.digits(r, 9)}"),
        "insured": {
            "name": N(p),
            "amka": g("NATIONAL_ID", V.gr_amka(r, 6, 7, 80), "gr.amka"),
            "afm": g("TAX_ID", afm, "gr.vat"),
            "phone": PH(r, "GR", "intl"),
        },
        "event": {
            "date": d("DATE", "2027-01-30"),
            "hospital": "Ιατρικό Κέντρο Αθηνών",
            "diagnosis": g("HEALTH", "ρήξη πρόσθιου χιαστού συνδέσμου"),
            "claimed_amount": "3.840,00 €",
            "deductible": d("AMOUNT", "500,00 €"),
        },
        "payout_iban": g("IBAN_CODE", V.iban(r, "GR"), "iban"),
        "adjuster_note": f"Ο κ. {N(p, p.case['gen'])} ζητά προκαταβολή· συμφωνήθηκε αποζημίωση 3.340 €.",
    }
    return mk("el", "json", jdump(claim), ascii=True)


def pnr(r: random.Random) -> Doc:
    a, b = POOLS["ru"][0], POOLS["ru"][1]
    ra, rb = ("KOVYLNIKOV", "SVETOGOR"), ("ZVEROBOEVA", "AGRIPPINA")
    doc = {
        "data": {
            "type": "flight-order",
            "id": d("RESOURCE_ID", "eJzTd9f3" + V.b62(r, 18)),
            "associatedRecords": [{"reference": d("RESOURCE_ID", "QX7" + V.rstr(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3))}],
            "flightOffers": [
                {
                    "itineraries": [
                        {
                            "segments": [
                                {
                                    "carrierCode": "TK",
                                    "number": d("FLIGHT_NUMBER", "TK414"),
                                    "departure": {"iataCode": "IST", "at": d("TIMESTAMP", "2027-03-02T08:35:00")},
                                }
                            ]
                        }
                    ],
                    "price": {"currency": "EUR", "grandTotal": d("PRICE", "612.40")},
                }
            ],
            "travelers": [
                {
                    "id": "1",
                    "dateOfBirth": g("DATE_OF_BIRTH", "1981-03-23"),
                    "name": {"firstName": N(a, ra[1]), "lastName": N(a, ra[0])},
                    "documents": [
                        {
                            "documentType": "PASSPORT",
                            "number": g("PASSPORT_NUMBER", "75" + V.digits(r, 7)),
                            "nationality": "RU",
                            "expiryDate": d("DATE", "2031-08-14"),
                        }
                    ],
                    "contact": {
                        "emailAddress": E(r, a),
                        "phones": [
                            {
                                "countryCallingCode": "7",
                                "number": g("PHONE_NUMBER", V.phone(r, "RU", "nat").replace("8 ", "", 1), "phone:RU"),
                            }
                        ],
                    },
                },
                {
                    "id": "2",
                    "dateOfBirth": g("DATE_OF_BIRTH", "1983-11-09"),
                    "name": {"firstName": N(b, rb[1]), "lastName": N(b, rb[0])},
                    "documents": [{"documentType": "PASSPORT", "number": g("PASSPORT_NUMBER", "76" + V.digits(r, 7))}],
                },
            ],
            "remarks": {
                "general": [{"text": f"ПАССАЖИР {N(a, (a.family + ' ' + a.given).upper())} ПРОСИТ МЕСТО У ПРОХОДА"}]
            },
            "ticketingAgreement": {"option": "DELAY_TO_CANCEL", "dateTime": d("TIMESTAMP", "2027-02-20T23:59:00")},
        }
    }
    return mk("ru", "json", jdump(doc), ascii=True)


def school(r: random.Random) -> Doc:
    ps = POOLS["tr"]
    rows = []
    for i, p in enumerate(ps):
        body = str(r.randint(1, 9)) + V.digits(r, 8)
        tc = body + tckimlik.calc_check_digits(body)
        rows.append(
            {
                "ogrenci_no": d("RESOURCE_ID", f"2027{r.randint(100, 999)}"),
                "ad_soyad": N(p),
                "tc_kimlik": g("NATIONAL_ID", tc, "tr.tckimlik"),
                "dogum_tarihi": g("DATE_OF_BIRTH", f"{r.randint(10, 28)}.0{r.randint(1, 9)}.201{r.randint(2, 5)}"),
                "veli": {"ad": N(ps[(i + 1) % 3], ps[(i + 1) % 3].given), "telefon": PH(r, "TR", "nat")},
                "saglik_notu": g("HEALTH", ["astım, inhaler çantasında", "fıstık alerjisi", "epilepsi"][i]),
                "sinif": d("ROOM", f"{r.randint(5, 8)}-B"),
                "devamsizlik_gun": raw(d("COUNT", r.randint(0, 9))),
            }
        )
    return mk(
        "tr", "json", jdump({"okul": "Mehmet Akif Ortaokulu", "donem": d("DATE", "2026-2027/2"), "ogrenciler": rows})
    )


def zendesk(r: random.Random) -> Doc:
    p = POOLS["zh"][0]
    q = POOLS["zh"][3]
    t = {
        "ticket": {
            "id": raw(d("TICKET_ID", r.randint(40000, 49999))),
            "subject": "实名认证失败",
            "status": "open",
            "requester": {"name": N(p), "email": g("EMAIL_ADDRESS", "muyan.ouyang@163.com")},
            "description": f"我的身份证号{g('CN_RESIDENT_ID', V.cn_ric(r, 1990, 4, 18), 'cn.ric')}一直提示不一致，手机{PH(r, 'CN', 'nat')}，"
            f"麻烦尽快处理。我老公{N(q)}的账号也一样。",
            "via": {"source": {"from": {"ip": g("IP_ADDRESS", f"223.104.{r.randint(0, 255)}.{r.randint(1, 254)}")}}},
            "created_at": d("TIMESTAMP", "2027-02-09T03:12:44Z"),
            "tags": ["kyc", "vip"],
            "priority": "high",
        }
    }
    return mk("zh", "json", jdump(t), ascii=True)


def slack_history(r: random.Random) -> Doc:
    ps = POOLS["uk"]
    msgs = [
        {
            "type": "message",
            "user": g("MESSAGING_ID", "U0" + V.rstr(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)),
            "ts": d("TIMESTAMP", f"1802{V.digits(r, 6)}.{V.digits(r, 6)}"),
            "text": txt,
        }
        for txt in [
            f"<@{g('MESSAGING_ID', 'U0' + V.rstr(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9))}> {N(ps[0], ps[0].case['voc'])}, пароль від стейджингу: {g('PASSWORD', 'Kalyna_Stage#2027')}",
            f"дякую! {N(ps[2], ps[2].case['dim'])} сьогодні на лікарняному, в нього {g('HEALTH', 'ангіна')}",
            f"нагадую: {N(ps[1])} ще винна в кас {g('AMOUNT_OWED', '2 300 грн')} за корпоратив",
            f"реліз {d('VERSION', 'v4.12.0')} о {d('TIMESTAMP', '18:00')}, білд {d('BUILD_ID', '#5821')}",
        ]
    ]
    return mk("uk", "json", jdump({"ok": True, "messages": msgs, "has_more": False}), ascii=True)


def matrix(r: random.Random) -> Doc:
    ps = POOLS["he"]
    ev = []
    for i, (p, body) in enumerate(
        [
            (ps[0], f"מישהו יודע מה הסיסמה לחשבון של המשרד? ניסיתי {g('PASSWORD', 'Dovdevan2027!')} ולא עובד"),
            (ps[1], f"{N(ps[0], ps[0].given)}, תבדקי מול {N(ps[2])}, היא החליפה אותה אתמול"),
            (ps[2], f"החדשה: {g('PASSWORD', 'Shaked$Haifa81')} — ותמחקו את ההודעה"),
            (ps[1], f"אגב המשכורת שלי ירדה ל-{g('SALARY', '₪19,200')} אחרי הקיצוץ"),
        ]
    ):
        gv, fam = ascii_parts(p)
        ev.append(
            {
                "type": "m.room.message",
                "sender": g("MESSAGING_ID", f"@{gv}:{['matrix.org', 'element.io'][i % 2]}"),
                "event_id": d("RESOURCE_ID", "$" + V.b62(r, 43)),
                "origin_server_ts": raw(d("TIMESTAMP", 1802330000000 + i * 61000)),
                "content": {"msgtype": "m.text", "body": body},
            }
        )
    return mk("he", "json", jdump({"chunk": ev, "start": "t47-" + V.digits(r, 5), "end": "t52-" + V.digits(r, 5)}))


def build(r: random.Random) -> list[Doc]:
    fns = [
        notion,
        linear,
        asana,
        airtable,
        sheets,
        shopify,
        twilio,
        intercom,
        gmail,
        graph,
        stripe,
        hubspot,
        salesforce,
        workday,
        personio,
        bamboo,
        openbanking,
        fhir,
        insurance,
        pnr,
        school,
        zendesk,
        slack_history,
        matrix,
    ]
    return [f(r) for f in fns]
