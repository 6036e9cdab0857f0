"""JSON API tool results: GitHub, Jira, Zendesk, Stripe, CRM, HR, open banking, FHIR, calendar."""

from __future__ import annotations

import datetime
import json

from . import ids
from .core import (
    BAL,
    CV,
    DOB,
    HL,
    IP,
    OWE,
    SAL,
    E,
    P,
    U,
    m,
)
from .people import Per


def NUM(mark: str) -> str:
    return "#NUM#" + mark


def J(obj, indent=2, ascii_=False) -> str:
    s = json.dumps(obj, indent=indent, ensure_ascii=ascii_)
    if ascii_:
        s = s.replace("\\u27e6", "⟦").replace("\\u27e7", "⟧")
    import re

    s = re.sub(r'"#NUM#(⟦[^⟧]*⟧)"', r"\1", s)
    return s


def ts(g, y=2026, fmt="iso"):
    d = datetime.datetime(
        y, g.r.randint(1, 11), g.r.randint(1, 28), g.r.randint(0, 23), g.r.randint(0, 59), g.r.randint(0, 59)
    )
    if fmt == "iso":
        return d.strftime("%Y-%m-%dT%H:%M:%SZ")
    if fmt == "ms":
        return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{g.r.randint(0, 999):03d}Z"
    if fmt == "epoch":
        return str(int(d.replace(tzinfo=datetime.timezone.utc).timestamp()))
    return d.strftime(fmt)


def T(g, fmt="iso"):
    return m("TIMESTAMP", ts(g, fmt=fmt))


def github(add, g):
    for k, (lang_a, lang_b) in enumerate([("en", "pl"), ("de", "ko"), ("tr", "en")]):
        a, b = Per(lang_a, k + 1), Per(lang_b, k)
        la, lb = a.user, b.lf + str(g.r.randint(7, 99))
        sha = g.sha()
        body = {
            "en": f"Login fails after upgrading to {m('VERSION', '4.12.1')}. Repro: sign in as a user whose display name has an apostrophe. Stack trace attached; cc {P(b.full)} who owns the {m('TECH_TERM', 'OAuth')} callback.",
            "de": f"Nach dem Update auf {m('VERSION', '2.8.0-rc.3')} bricht der Export ab. Bitte {P(b.full)} fragen, sie kennt den {m('TECH_TERM', 'Webhook')}-Teil. Kontakt für Rückfragen: {E(a.mail('posteo.de'))}",
            "tr": f"{m('TECH_TERM', 'Redis')} bağlantısı {m('DURATION', '30 saniye')} sonra kopuyor. Logları {P(a.full)} gönderdi, ben de {m('COMMIT_HASH', sha[:7])} üzerinde denedim.",
        }[lang_a]
        issue = {
            "url": f"https://api.github.com/repos/lanternworks/ledgerline/issues/{2000 + k * 37}",
            "number": NUM(m("PR_NUMBER", 2000 + k * 37)),
            "title": [
                "OAuth callback 500 for names with apostrophes",
                "CSV-Export bricht bei Umlauten ab",
                "Redis timeout in worker",
            ][k],
            "user": {"login": U(la), "id": 48812000 + k * 911, "type": "User", "site_admin": False},
            "labels": [{"name": "bug"}, {"name": m("TECH_TERM", ["OAuth", "Gateway", "Redis"][k])}],
            "state": "open",
            "assignee": {"login": U(lb), "id": 77120033 + k, "type": "User"},
            "comments": 3 + k,
            "created_at": T(g),
            "updated_at": T(g),
            "body": body,
            "pull_request": {"url": f"https://api.github.com/repos/lanternworks/ledgerline/pulls/{2010 + k * 37}"},
            "head_sha": m("COMMIT_HASH", sha),
            "reactions": {"total_count": NUM(m("COUNT", 4 + k)), "+1": 4 + k},
        }
        add(lang_a, "json", J(issue))
    # commit list
    c = [Per("fi", 0), Per("da", 1), Per("vi", 0)]
    commits = []
    for p, dom in zip(c, ["iki.fi", "mail.dk", "gmail.com"]):
        commits.append(
            {
                "sha": m("COMMIT_HASH", g.sha()),
                "commit": {
                    "author": {"name": P(p.full), "email": E(p.mail(dom, 1)), "date": T(g)},
                    "committer": {"name": "GitHub", "email": "noreply@github.com", "date": T(g)},
                    "message": f"fix(parser): handle empty {m('TECH_TERM', 'Kafka')} headers (#{m('PR_NUMBER', g.r.randint(300, 900))})",
                },
                "author": {"login": U(p.user), "type": "User"},
            }
        )
    add("en", "json", J(commits))


def jira(add, g):
    for k, lang in enumerate(["fr", "sv", "it"]):
        rep, asg = Per(lang, k), Per(lang, k + 2)
        dob = datetime.date(1979 + k * 5, 3 + k, 11 + k)
        txt = {
            "fr": (
                f"Le salarié {P(rep.full)} est en arrêt maladie depuis le 3 novembre ({HL('hernie discale L4-L5')}). "
                f"Merci de suspendre la prime d'objectifs et de recalculer le net. Salaire de base : {SAL('3 850,00 €')} brut/mois.",
                "Arrêt maladie — ajustement paie",
                f"{SAL('3 850,00 €')}",
            ),
            "sv": (
                f"{P(rep.g)} har anmält föräldraledighet från 1 mars. Ny månadslön efter revision: {SAL('46 300 kr')}. "
                f"Kontakt: {m('PHONE_NUMBER', g.phone('SE', 'nat'), 'phone:SE')}",
                "Föräldraledighet och lönerevision",
                f"{SAL('46 300 kr')}",
            ),
            "it": (
                f"Richiesta rimborso spese di {P(rep.full)}: restano da saldare {OWE('1.240,50 €')} di anticipi non giustificati. "
                f"Il dipendente segnala {HL('diabete di tipo 1')}, va esclusa la trasferta in quota.",
                "Rimborso spese e anticipi",
                f"{OWE('1.240,50 €')}",
            ),
        }[lang]
        issue = {
            "expand": "renderedFields,names,schema",
            "id": str(10400 + k * 77),
            "key": m("TICKET_ID", f"HR-{1180 + k * 13}"),
            "fields": {
                "summary": txt[1],
                "description": txt[0],
                "reporter": {
                    "displayName": P(asg.full),
                    "emailAddress": E(asg.mail("lanternworks.eu")),
                    "timeZone": "Europe/Paris",
                },
                "assignee": {"displayName": P(rep.last_first) if lang != "it" else P(rep.full), "active": True},
                "customfield_10231": DOB(dob.isoformat()),
                "customfield_10232": txt[2],
                "customfield_10077": m("DATE", "2026-12-15"),
                "created": T(g, "ms"),
                "priority": {"name": "Medium"},
                "timetracking": {"originalEstimate": m("DURATION", "2h"), "timeSpent": m("DURATION", "45m")},
            },
            "names": {
                "customfield_10231": {"fr": "Date de naissance", "sv": "Födelsedatum", "it": "Data di nascita"}[lang],
                "customfield_10232": {"fr": "Salaire de base", "sv": "Månadslön", "it": "Importo da restituire"}[lang],
                "customfield_10077": "Due date",
            },
        }
        add(lang, "json", J(issue, ascii_=(lang == "fr")))


def zendesk(add, g):
    specs = [
        (
            "es",
            "ES",
            "Hola, soy {n}. Me habéis cobrado dos veces el pedido {o}. Mi IBAN para la devolución es {iban}. Mi DNI es {nid}. Llamadme al {ph}.",
            "es.dni",
        ),
        (
            "pt",
            "PT",
            "Bom dia, o meu nome é {n}. A encomenda {o} chegou danificada. Podem reembolsar para o IBAN {iban}? NIF {nid}. Telemóvel {ph}.",
            "pt.nif",
        ),
        (
            "tr",
            "TR",
            "Merhaba, ben {n}. {o} numaralı sipariş hâlâ gelmedi. İade için IBAN: {iban}. TC kimlik no: {nid}. Tel: {ph}",
            "tr.tckimlik",
        ),
        (
            "it",
            "IT",
            "Buongiorno, sono {n}. L'ordine {o} è stato addebitato due volte. IBAN per il rimborso: {iban}. Codice fiscale {nid}. Cell. {ph}",
            "it.codicefiscale",
        ),
        (
            "pl",
            "PL",
            "Dzień dobry, nazywam się {n}. Zamówienie {o} przyszło uszkodzone. Proszę o zwrot na konto {iban}. PESEL {nid}, tel. {ph}",
            "pl.pesel",
        ),
    ]
    for k, (lang, cc, tpl, sch) in enumerate(specs):
        p = Per(lang, k)
        agent = Per("en", k + 3)
        o = m("ORDER_ID", f"{cc}-{g.digits(7)}")
        ph = m("PHONE_NUMBER", g.phone(cc, "nat" if k % 2 else "intl"), f"phone:{cc}")
        body = tpl.format(
            n=P(p.full),
            o=o,
            iban=m("IBAN_CODE", g.iban(cc, grouped=k % 2 == 0), "iban"),
            nid=m("NATIONAL_ID" if sch != "pt.nif" else "TAX_ID", ids.nid(g, sch), sch),
            ph=ph,
        )
        t = {
            "ticket": {
                "id": NUM(m("TICKET_ID", 884100 + k * 311)),
                "url": f"https://brightmart.zendesk.com/api/v2/tickets/{884100 + k * 311}.json",
                "via": {"channel": "email"},
                "created_at": T(g),
                "subject": {
                    "es": "Cobro duplicado",
                    "pt": "Encomenda danificada",
                    "tr": "Sipariş gelmedi",
                    "it": "Doppio addebito",
                    "pl": "Uszkodzona przesyłka",
                }[lang],
                "description": body,
                "requester": {
                    "name": P(p.full),
                    "email": E(p.mail(["gmail.com", "sapo.pt", "hotmail.com", "libero.it", "wp.pl"][k], k % 3)),
                },
                "assignee": {"name": P(agent.full)},
                "tags": ["refund", m("PRODUCT", ["Brightmart Plus", "Brightmart Go"][k % 2])],
                "satisfaction_rating": {"score": "unoffered"},
                "custom_fields": [{"id": 360012, "value": m("PRICE", f"{g.r.randint(19, 89)}.99")}],
            },
            "audit": {
                "metadata": {
                    "system": {
                        "ip_address": IP(g.ip4()),
                        "location": m("CITY", ["Madrid", "Lisbon", "Istanbul", "Milan", "Warsaw"][k])
                        + ", "
                        + ["ES", "PT", "TR", "IT", "PL"][k],
                    }
                }
            },
        }
        add(lang, "json", J(t, ascii_=(k == 2)))


def stripe(add, g):
    for k, (lang, cc, addr) in enumerate(
        [("en", "GB", "14 Mortlake Terrace"), ("nl", "NL", "Wibautstraat 211-3"), ("de", "DE", "Fuggerstraße 7")]
    ):
        p = Per(lang, k + 1)
        cus = {
            "id": "cus_" + g.alnum(14),
            "object": "customer",
            "address": {
                "city": ["Bristol", "Amsterdam", "Augsburg"][k],
                "country": cc,
                "line1": m("ADDRESS", addr),
                "postal_code": ["BS6 5QE", "1091 GS", "86150"][k],
            },
            "balance": NUM(BAL(-g.r.randint(1200, 9800))),
            "created": NUM(T(g, "epoch")),
            "currency": ["gbp", "eur", "eur"][k],
            "email": E(p.mail(["outlook.com", "ziggo.nl", "gmx.de"][k])),
            "name": P(p.full),
            "phone": m("PHONE_NUMBER", g.phone(cc, "e164"), f"phone:{cc}"),
            "invoice_prefix": m("INVOICE_ID", g.alnum(8, "ABCDEF0123456789")),
            "metadata": {"signup_ip": IP(g.ip4() if k != 1 else g.ip6()), "plan": m("PRODUCT", "Lumen Pro")},
        }
        charge = {
            "id": "ch_" + g.alnum(24),
            "object": "charge",
            "amount": NUM(m("PRICE", 4900)),
            "currency": cus["currency"],
            "billing_details": {"name": P(p.full), "email": cus["email"]},
            "payment_method_details": {
                "card": {"brand": "visa", "last4": g.digits(4), "exp_month": 4, "exp_year": 2029}
            },
            "receipt_url": f"https://pay.stripe.com/receipts/acct_{g.alnum(16)}/ch_{g.alnum(24)}",
        }
        hdr = f"Request-Id: {m('REQUEST_ID', 'req_' + g.alnum(14))}\n"
        add(lang if lang != "de" else "en", "json", hdr + J({"customer": cus, "latest_charge": charge}))


def crm(add, g):
    for k, lang in enumerate(["en", "de", "sv", "id"]):
        p, owner = Per(lang, k), Per(lang, k + 1)
        note = {
            "en": f"Call with {P(p.g)}: they will sign if we hold the price. Renewal value {CV('$184,000')} over 3 years; list price {m('PRICE', '$72,000')}/yr.",
            "de": f"{P(p.f)} will den Rahmenvertrag über {CV('240.000 €')} erst nach Freigabe durch den Betriebsrat unterschreiben.",
            "sv": f"{P(p.g)} ringde, avtalet på {CV('1 350 000 kr')} skjuts till Q2. Hon är sjukskriven till 20/1 ({HL('utmattningssyndrom')}).",
            "id": f"{P(p.full)} setuju perpanjangan kontrak senilai {CV('Rp 1,2 miliar')}. Tagihan lama {OWE('Rp 86.500.000')} belum dibayar.",
        }[lang]
        d = {
            "results": [
                {
                    "id": str(51200000000 + k * 733),
                    "properties": {
                        "dealname": f"{m('COMPANY', ['Harrowgate Mills Ltd', 'Bremer Kabelwerke GmbH', 'Norrsken Logistik AB', 'PT Samudra Niaga'][k])} – renewal",
                        "amount": CV(["184000", "240000", "1350000", "1200000000"][k]),
                        "dealstage": "contractsent",
                        "closedate": m("DATE", "2027-03-31"),
                        "hubspot_owner_id": "93311" + str(k),
                        "hs_lastmodifieddate": T(g, "ms"),
                    },
                    "associations": {"contacts": {"results": [{"id": "1011" + str(k), "type": "deal_to_contact"}]}},
                }
            ],
            "contacts": [
                {
                    "firstname": P(p.g),
                    "lastname": P(p.f),
                    "email": E(p.mail(["harrowgatemills.co.uk", "bremer-kabel.de", "norrsken.se", "samudra.co.id"][k])),
                    "phone": m(
                        "PHONE_NUMBER",
                        g.phone(["GB", "DE", "SE", "ID"][k], "intl", "fixed" if k % 2 else "mobile"),
                        "phone:" + ["GB", "DE", "SE", "ID"][k],
                    ),
                    "jobtitle": "Procurement",
                }
            ],
            "engagements": [{"type": "NOTE", "body": note, "owner": P(owner.full), "timestamp": NUM(T(g, "epoch"))}],
        }
        add(lang, "json", J(d))
    # Salesforce SOQL
    rows = []
    for i, lang in enumerate(["fr", "nl", "es"]):
        p = Per(lang, i + 3)
        rows.append(
            {
                "attributes": {"type": "Contact", "url": f"/services/data/v60.0/sobjects/Contact/003{g.alnum(15)}"},
                "Name": P(p.full),
                "Email": E(p.mail(["orange.fr", "kpnmail.nl", "telefonica.net"][i], 2)),
                "MobilePhone": m(
                    "PHONE_NUMBER", g.phone(["FR", "NL", "ES"][i], "nat"), "phone:" + ["FR", "NL", "ES"][i]
                ),
                "MailingStreet": m(
                    "ADDRESS", ["12 rue des Tanneurs", "Prinsengracht 489", "Calle de Toledo 88, 3º B"][i]
                ),
                "Birthdate": DOB(f"{1970 + i * 7}-0{i + 4}-1{i + 2}"),
                "Account": {"Name": m("COMPANY", ["Forgeval SARL", "Dijkstra Bouw BV", "Talleres Arganzuela SL"][i])},
            }
        )
    add("en", "json", J({"totalSize": NUM(m("COUNT", 3)), "done": True, "records": rows}, indent=None))


def hr(add, g):
    specs = [
        ("de", "de.idnr", "TAX_ID", "DE", "Personio"),
        ("nl", "nl.bsn", "NATIONAL_ID", "NL", "Workday"),
        ("fi", "fi.hetu", "NATIONAL_ID", "FI", "BambooHR"),
        ("da", "dk.cpr", "NATIONAL_ID", "DK", "Personio"),
        ("pl", "pl.pesel", "NATIONAL_ID", "PL", "Workday"),
        ("no", "no.fodselsnummer", "NATIONAL_ID", "NO", "BambooHR"),
    ]
    for k, (lang, sch, typ, cc, vendor) in enumerate(specs):
        p = Per(lang, k)
        dob = datetime.date(1975 + k * 3, k + 2, 5 + k * 3)
        mgr = Per(lang, k + 1)
        sal = {
            "de": "68.400,00",
            "nl": "5.212,00",
            "fi": "4 870,00",
            "da": "52.300,00",
            "pl": "14 850,00",
            "no": "61 250,00",
        }[lang]
        cur = {"de": "EUR", "nl": "EUR", "fi": "EUR", "da": "DKK", "pl": "PLN", "no": "NOK"}[lang]
        reason = {
            "de": "Bandscheibenvorfall",
            "nl": "burn-out klachten",
            "fi": "masennus",
            "da": "stress og søvnløshed",
            "pl": "złamanie kości promieniowej",
            "no": "svangerskapsrelatert sykdom",
        }[lang]
        if vendor == "Personio":
            rec = {
                "success": True,
                "data": {
                    "type": "Employee",
                    "attributes": {
                        "first_name": {"label": "Vorname" if lang == "de" else "Fornavn", "value": P(p.g)},
                        "last_name": {"label": "Nachname" if lang == "de" else "Efternavn", "value": P(p.f)},
                        "email": {
                            "label": "E-Mail",
                            "value": E(p.mail(["firma-kettel.de", "nordlys.dk"][k % 2 if lang == "da" else 0])),
                        },
                        "dynamic_1194021": {
                            "label": "Geburtsdatum" if lang == "de" else "Fødselsdato",
                            "value": DOB(ids.dob_fmt(dob, "iso") + "T00:00:00+01:00"),
                        },
                        "fix_salary": {
                            "label": "Fixgehalt" if lang == "de" else "Fast løn",
                            "value": NUM(SAL(sal.replace(".", "").replace(",00", ""))),
                        },
                        "dynamic_1194055": {
                            "label": "Steuer-ID" if lang == "de" else "CPR-nummer",
                            "value": m(typ, ids.nid(g, sch, fmt=False, dob=dob), sch),
                        },
                        "dynamic_1194060": {"label": "IBAN", "value": m("IBAN_CODE", g.iban(cc), "iban")},
                        "absence_note": {
                            "label": "Abwesenheit" if lang == "de" else "Fravær",
                            "value": f"{'Krankmeldung' if lang == 'de' else 'Sygemelding'}: {HL(reason)}",
                        },
                        "supervisor": {
                            "label": "Vorgesetzte:r" if lang == "de" else "Leder",
                            "value": {
                                "type": "Employee",
                                "attributes": {"first_name": {"value": P(mgr.g)}, "last_name": {"value": P(mgr.f)}},
                            },
                        },
                        "hire_date": {"label": "Eintrittsdatum", "value": m("DATE", "2019-04-01T00:00:00+02:00")},
                    },
                },
            }
        elif vendor == "Workday":
            rec = {
                "Worker": {
                    "Worker_ID": "W" + g.digits(6),
                    "Legal_Name": {"First_Name": P(p.g), "Last_Name": P(p.f)},
                    "Personal_Data": {
                        "Birth_Date": DOB(dob.isoformat()),
                        "National_ID": {
                            "Type": "BSN" if lang == "nl" else "PESEL",
                            "ID": m(typ, ids.nid(g, sch, dob=dob), sch),
                        },
                        "Home_Address": {
                            "Address_Line_1": m(
                                "ADDRESS", "Lindengracht 77-II" if lang == "nl" else "ul. Wilcza 46 m. 12"
                            ),
                            "Municipality": "Amsterdam" if lang == "nl" else "Warszawa",
                        },
                        "Phone": m("PHONE_NUMBER", g.phone(cc, "nat"), f"phone:{cc}"),
                    },
                    "Compensation": {
                        "Plan": "Base",
                        "Amount": SAL(sal),
                        "Currency": cur,
                        "Frequency": "Monthly",
                        "Bonus_Target": SAL("8%"),
                        "Pay_Range": {
                            "Min": m("AMOUNT", "4.100,00" if lang == "nl" else "11 000,00"),
                            "Max": m("AMOUNT", "6.300,00" if lang == "nl" else "17 500,00"),
                        },
                    },
                    "Leave": {
                        "Type": "Ziekteverlof" if lang == "nl" else "Zwolnienie lekarskie",
                        "Reason": HL(reason),
                        "Start": m("DATE", "2026-10-12"),
                    },
                    "Manager": P(mgr.last_first),
                }
            }
        else:
            rec = {
                "id": str(140 + k),
                "displayName": P(p.full),
                "firstName": P(p.g),
                "lastName": P(p.f),
                "dateOfBirth": DOB(dob.isoformat()),
                "ssn": m(typ, ids.nid(g, sch, dob=dob), sch),
                "workEmail": E(
                    p.mail(
                        ["revontuli.fi", "fjordkraft-data.no"][k % 2 if lang == "no" else 0].replace(
                            "revontuli.fi", "revontuli.fi"
                        )
                    )
                ),
                "mobilePhone": m("PHONE_NUMBER", g.phone(cc, "intl"), f"phone:{cc}"),
                "address1": m("ADDRESS", "Hämeentie 31 B 14" if lang == "fi" else "Thorvald Meyers gate 61"),
                "city": "Helsinki" if lang == "fi" else "Oslo",
                "payRate": SAL(sal + " " + cur),
                "payPer": "Month",
                "customSickLeave": HL(reason),
                "supervisor": P(mgr.full),
                "location": m("CITY", "Tampere" if lang == "fi" else "Bergen"),
                "lastChanged": T(g),
            }
            if lang == "no":
                rec["bankAccount"] = m("BANK_ACCOUNT", ids.nid(g, "no.kontonr"), "no.kontonr")
        add(lang, "json", J(rec, ascii_=(lang == "pl")))


def banking(add, g):
    # UK open banking
    p = Per("en", 4)
    acc = {
        "Data": {
            "Account": [
                {
                    "AccountId": g.uuid(),
                    "Currency": "GBP",
                    "AccountType": "Personal",
                    "Nickname": "Bills",
                    "Account": [
                        {
                            "SchemeName": "UK.OBIE.SortCodeAccountNumber",
                            "Identification": "40" + g.digits(4) + m("BANK_ACCOUNT", g.digits(8)),
                            "Name": P(p.full.upper()),
                        }
                    ],
                }
            ],
            "Balance": [
                {
                    "Amount": {"Amount": BAL("2417.83"), "Currency": "GBP"},
                    "CreditDebitIndicator": "Credit",
                    "Type": "InterimAvailable",
                    "DateTime": T(g),
                },
                {
                    "Amount": {"Amount": BAL("1989.07"), "Currency": "GBP"},
                    "CreditDebitIndicator": "Credit",
                    "Type": "ClosingBooked",
                    "DateTime": T(g),
                },
            ],
            "Transaction": [
                {
                    "TransactionId": m("REQUEST_ID", g.ulid()),
                    "Amount": {"Amount": "64.20", "Currency": "GBP"},
                    "TransactionInformation": "TESCO STORES 2231",
                    "BookingDateTime": T(g),
                }
            ],
        },
        "Links": {"Self": "https://ob.example-bank.co.uk/open-banking/v3.1/aisp/accounts"},
        "Meta": {"TotalPages": 1},
    }
    add("en", "json", J(acc))
    # Norwegian
    p = Per("no", 2)
    d = {
        "accounts": [
            {
                "accountNumber": m("BANK_ACCOUNT", ids.nid(g, "no.kontonr", fmt=False), "no.kontonr"),
                "iban": m("IBAN_CODE", g.iban("NO"), "iban"),
                "name": "Brukskonto",
                "owner": {
                    "name": P(p.full),
                    "ssn": m("NATIONAL_ID", ids.nid(g, "no.fodselsnummer"), "no.fodselsnummer"),
                },
                "available": NUM(BAL("48211.5")),
                "booked": NUM(BAL("49011.50")),
                "currencyCode": "NOK",
            }
        ],
        "loans": [
            {
                "type": "Forbrukslån",
                "remainingDebt": NUM(OWE("87400.0")),
                "overdue": OWE("kr 3 250"),
                "nextDue": m("DATE", "2026-12-20"),
            }
        ],
    }
    s = J(d)
    add("no", "json", s)
    # Spanish PSD2-ish
    p = Per("es", 1)
    d = {
        "cuentas": [
            {
                "iban": m("IBAN_CODE", g.iban("ES", grouped=True), "iban"),
                "titular": P(p.full.upper()),
                "saldoDisponible": {"importe": BAL("12.904,33"), "moneda": "EUR"},
                "movimientos": [
                    {"fecha": m("DATE", "2026-11-28"), "concepto": "RECIBO LUZ IBERDROLA", "importe": "-71,40"},
                    {
                        "fecha": m("DATE", "2026-11-27"),
                        "concepto": "NOMINA " + m("COMPANY", "TALLERES ARGANZUELA SL"),
                        "importe": SAL("+2.318,66"),
                    },
                ],
            }
        ],
        "tarjetas": [
            {
                "pan": m("CREDIT_CARD", g.card("4940", grouped=" "), "luhn"),
                "tipo": "DEBITO",
                "titular": P(p.full.upper()),
            }
        ],
        "requestId": m("UUID", g.uuid()),
    }
    add("es", "json", J(d))


def NUM_raw(t, v):
    return f"⟦{t}|{v}⟧"


def fhir(add, g):
    specs = [
        ("en", "gb.nhs", "https://fhir.nhs.uk/Id/nhs-number", "GB", "hypertension, stage 2", "Amlodipine 5 mg"),
        ("fr", "fr.nir", "urn:oid:1.2.250.1.213.1.4.8", "FR", "asthme allergique sévère", "Symbicort 200/6"),
        ("el", "gr.amka", "urn:oid:1.2.300.0.1.1.3", "GR", "σακχαρώδης διαβήτης τύπου 2", "μετφορμίνη 850 mg"),
        ("ar", None, None, "SA", "فقر الدم المنجلي", "هيدروكسي يوريا"),
        ("ja", "jp.in", "urn:oid:1.2.392.200119.6.101", "JP", "2型糖尿病", "メトホルミン"),
    ]
    for k, (lang, sch, system, cc, cond, med) in enumerate(specs):
        p = Per(lang, k)
        dob = datetime.date(1949 + k * 9, 10 - k, 2 + k * 4)
        ident = (
            [
                {
                    "system": system,
                    "value": m("NATIONAL_ID", ids.nid(g, sch, fmt=(k == 0), dob=dob, female=bool(k % 2)), sch),
                }
            ]
            if sch
            else [{"system": "urn:oid:2.16.682.1", "value": "MRN-" + g.digits(7)}]
        )
        name = [{"family": P(p.f), "given": [P(p.g)], "text": P(p.full)}]
        if lang == "ja":
            name.append(
                {
                    "extension": [
                        {
                            "url": "http://hl7.org/fhir/StructureDefinition/iso21090-EN-representation",
                            "valueCode": "SYL",
                        }
                    ],
                    "family": P("カデノコウジ"),
                    "given": [P("サクヤ")],
                }
            )
        bundle = {
            "resourceType": "Bundle",
            "type": "searchset",
            "total": NUM(m("COUNT", 2)),
            "entry": [
                {
                    "resource": {
                        "resourceType": "Patient",
                        "id": g.uuid(),
                        "meta": {"versionId": "3", "lastUpdated": T(g, "ms")},
                        "identifier": ident,
                        "name": name,
                        "gender": "female" if k % 2 else "male",
                        "birthDate": DOB(dob.isoformat()),
                        "telecom": [
                            {
                                "system": "phone",
                                "value": m("PHONE_NUMBER", g.phone(cc, "intl"), f"phone:{cc}"),
                                "use": "mobile",
                            }
                        ],
                        "address": [
                            {
                                "line": [
                                    m(
                                        "ADDRESS",
                                        [
                                            "27 Cranmere Road",
                                            "8 allée des Tilleuls",
                                            "Οδός Αγίου Δημητρίου 44",
                                            "حي الروضة، شارع الأمير سلطان ١٢",
                                            "世田谷区北沢3-14-2",
                                        ][k],
                                    )
                                ],
                                "city": ["Exeter", "Nantes", "Θεσσαλονίκη", "جدة", "東京都"][k],
                            }
                        ],
                    }
                },
                {
                    "resource": {
                        "resourceType": "Condition",
                        "code": {"text": HL(cond)},
                        "subject": {"reference": "Patient/" + g.uuid(), "display": P(p.full)},
                        "note": [
                            {
                                "text": f"{HL(med)} — "
                                + {
                                    "en": "review in 6 weeks",
                                    "fr": "réévaluation dans 6 semaines",
                                    "el": "επανεκτίμηση σε 6 εβδομάδες",
                                    "ar": "مراجعة بعد ٦ أسابيع",
                                    "ja": "6週間後に再診",
                                }[lang]
                            }
                        ],
                        "recordedDate": m("DATE", "2026-09-0" + str(k + 1)),
                    }
                },
            ],
        }
        add(lang, "json", J(bundle, ascii_=(lang == "el")))


def calendar_api(add, g):
    for k, lang in enumerate(["ja", "ko", "he"]):
        org, a1, a2 = Per(lang, k), Per(lang, k + 1), Per("en", k + 5)
        summary = {
            "ja": f"{P(a1.f)}さん 1on1（評価面談）",
            "ko": f"{P(a1.full)}님 연봉 협상",
            "he": f"פגישה עם {P(a1.full)} – תנאי העסקה",
        }[lang]
        desc = {
            "ja": f"議題: 来期の年俸 {SAL('620万円')} → {SAL('680万円')} の確認、目標設定シートの見直し。会議室は{m('ROOM', 'Gateway')}。",
            "ko": f"현재 연봉 {SAL('5,400만 원')}, 희망 {SAL('6,200만 원')}. 장소: {m('ROOM', 'Kubernetes')} 회의실",
            "he": f"שכר נוכחי {SAL('₪24,500')} לחודש. חדר {m('ROOM', 'Node')}, קומה 4.",
        }[lang]
        ev = {
            "kind": "calendar#events",
            "timeZone": {"ja": "Asia/Tokyo", "ko": "Asia/Seoul", "he": "Asia/Jerusalem"}[lang],
            "items": [
                {
                    "kind": "calendar#event",
                    "id": g.alnum(26, "abcdefghijklmnopqrstuv0123456789"),
                    "status": "confirmed",
                    "htmlLink": "https://www.google.com/calendar/event?eid=" + g.alnum(40),
                    "summary": summary,
                    "description": desc,
                    "location": m("ROOM", ["Gateway", "Kubernetes", "Node"][k]),
                    "creator": {
                        "email": E(org.mail(["tsukiyo.co.jp", "hanbit.kr", "galim.co.il"][k])),
                        "displayName": P(org.full),
                    },
                    "start": {"dateTime": m("TIMESTAMP", f"2026-12-0{k + 3}T10:00:00+09:00")},
                    "end": {"dateTime": m("TIMESTAMP", f"2026-12-0{k + 3}T10:30:00+09:00")},
                    "attendees": [
                        {
                            "email": E(a1.mail(["tsukiyo.co.jp", "hanbit.kr", "galim.co.il"][k], 1)),
                            "displayName": P(a1.full),
                            "responseStatus": "accepted",
                        },
                        {"email": E(a2.mail("lanternworks.eu")), "displayName": P(a2.full), "optional": True},
                        {
                            "email": m("ROOM", ["Gateway", "Kubernetes", "Node"][k]) + "@resource.calendar.google.com",
                            "resource": True,
                        },
                    ],
                    "conferenceData": {
                        "entryPoints": [
                            {
                                "entryPointType": "video",
                                "uri": "https://meet.google.com/"
                                + g.alnum(3, "abcdefghijk")
                                + "-"
                                + g.alnum(4, "mnopqrstu")
                                + "-"
                                + g.alnum(3, "vwxyz"),
                            }
                        ]
                    },
                    "reminders": {"useDefault": True},
                }
            ],
        }
        add(lang, "json", J(ev, ascii_=(lang == "ko")))


def build(add, G):
    for f in (github, jira, zendesk, stripe, crm, hr, banking, fhir, calendar_api):
        f(add, G(f.__name__))
