"""API responses of SaaS tools as agents' tool results: issue trackers, CRMs, payment processors,
calendars, HR systems, helpdesks, messaging platforms, bookings, shipping, decoded JWTs.

Odd key styles on purpose: camelCase, snake_case, PascalCase, kebab-case, abbreviations
(``emp_nm``, ``dob``, ``ssn_last4``, ``acct_no``), localized keys, custom fields whose meaning is
only in a separate ``names`` map, values under keys that say nothing (``value``, ``text``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

from . import names as N, values as V
from .common import (
    ACCT,
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
    MSG,
    NID,
    OWED,
    PASSPORT,
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
    address_parts,
    shape,
)
from .core import Raw, dump_json, g
from .keys import jwt_hs256

J = dump_json


def _ts_jira(t: dt.datetime, tz: str = "+0100") -> str:
    return D("TIMESTAMP", t.strftime("%Y-%m-%dT%H:%M:%S.000") + tz)


@shape("saas-issue-tracker")
def issue_tracker(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    texts = {
        "en": (
            "Sick leave {who} / coverage",
            "Hi team, {p} is on sick leave from {d} ({h}). Please route her approvals to {p2} "
            "until further notice. In an emergency she can be reached on {ph}.",
            "Thanks, I've moved {p_gen}'s 1:1s and updated the rota. {p2} has access to the HR-4 queue now.",
        ),
        "de": (
            "Krankmeldung {who} – Vertretung",
            "Hallo zusammen, {p} ist ab dem {d} krankgeschrieben ({h}). Vertretung übernimmt "
            "{p2}. Im Notfall bitte nur über {ph} anrufen.",
            "Danke, ich habe {p_gen} Termine verschoben. {p2} hat jetzt Zugriff auf die Queue.",
        ),
        "es": (
            "Baja médica {who} – sustitución",
            "Hola equipo: {p} está de baja desde el {d} por {h}. Sus aprobaciones pasan a {p2} "
            "hasta nuevo aviso. Móvil para urgencias: {ph}.",
            "Hecho, he movido las reuniones de {p} y {p2} ya tiene acceso a la cola.",
        ),
        "pl": (
            "Zwolnienie lekarskie – {who}",
            "Cześć, {p} od {d} przebywa na zwolnieniu lekarskim ({h}). Proszę przekazać jej sprawy "
            "{p2_dat}. W pilnych sprawach: {ph}.",
            "Zrobione, {moved} spotkania {p_gen}. {p2} ma już dostęp do kolejki.",
        ),
    }
    health = {
        "en": "recovery after a hip replacement",
        "de": "Bandscheibenvorfall L5/S1",
        "es": "una neumonía bilateral",
        "pl": "zapalenie płuc i odwodnienie",
    }
    regions = {"en": "GB", "de": "DE", "es": "ES", "pl": "PL"}
    domains = {
        "en": "brightwell-analytics.co.uk",
        "de": "kesselwerk-gmbh.de",
        "es": "hortalizasdelsur.es",
        "pl": "mostowa-logistyka.pl",
    }
    for lang, (summ, desc, comm) in texts.items():
        who = ctx.person(
            lang, female=True, forms=lambda x: [N.pl_full(x, "gen") if lang == "pl" else N.de_gen(x.given)]
        )
        p2 = ctx.person(lang, forms=lambda x: [N.pl_full(x, "dat")] if lang == "pl" else [])
        rep = ctx.person(lang)
        dom = domains[lang]
        tz = {"en": "Europe/London", "de": "Europe/Berlin", "es": "Europe/Madrid", "pl": "Europe/Warsaw"}[lang]
        start = V.when(r).date()
        dfmt = {
            "en": f"{start:%d %B}",
            "de": f"{start:%d.%m.}",
            "es": f"{start.day} de {V.MONTHS['es'][start.month - 1]}",
            "pl": f"{start.day} {V.MONTHS['pl'][start.month - 1]}",
        }[lang]
        if lang == "pl":
            p_gen = P(N.pl_full(who, "gen"))
            p2_dat = P(N.pl_full(p2, "dat"))
        elif lang == "de":
            p_gen, p2_dat = P(N.de_gen(who.given)), ""
        else:
            p_gen, p2_dat = P(who.given), ""
        born = V.birth(r)
        created = V.when(r)
        fields = {
            "summary": summ.format(who=P(who.full)),
            "issuetype": {"name": "Service Request", "subtask": False},
            "priority": {"name": "Medium", "id": "3"},
            "status": {"name": "In Progress", "statusCategory": {"key": "indeterminate"}},
            "created": _ts_jira(created),
            "updated": _ts_jira(created + dt.timedelta(days=2, minutes=r.randint(0, 600))),
            "reporter": {
                "accountId": V.hexs(r, 24),
                "displayName": P(rep.full),
                "emailAddress": EM(rep.email(r, dom, "f.l")),
                "timeZone": tz,
                "active": True,
            },
            "assignee": {
                "accountId": V.hexs(r, 24),
                "displayName": P(p2.full),
                "emailAddress": EM(p2.email(r, dom, "flast")),
            },
            "customfield_10231": DOB(f"{born:%Y-%m-%d}"),
            "customfield_10544": {
                "self": f"https://{dom.split('.')[0]}.atlassian.net/rest/api/2/customFieldOption/10871",
                "value": "Sick leave",
                "id": "10871",
            },
            "description": desc.format(
                p=P(who.full),
                d=D("DATE", dfmt),
                h=HEALTH(health[lang]),
                p2=P(p2.full),
                ph=ctx.phone(regions[lang], r.choice(["national", "intl"])),
                p2_dat=p2_dat,
            ),
            "comment": {
                "comments": [
                    {
                        "id": str(r.randint(100000, 999999)),
                        "author": {"displayName": P(rep.full)},
                        "body": comm.format(
                            p_gen=p_gen,
                            p=P(who.given),
                            p2=P(p2.given),
                            moved="przeniosłam" if rep.female else "przeniosłem",
                        ),
                        "created": _ts_jira(created + dt.timedelta(hours=r.randint(1, 30))),
                    }
                ],
                "maxResults": 1,
                "total": 1,
            },
        }
        doc = {
            "expand": "renderedFields,names,schema",
            "id": str(r.randint(10000, 99999)),
            "key": D("TICKET_ID", f"HR-{r.randint(1000, 9999)}"),
            "fields": fields,
            "names": {"customfield_10231": "Date of birth", "customfield_10544": "Absence type"},
        }
        yield Draft("json", lang, J(doc, indent=2 if lang in ("en", "es") else None, ensure_ascii=lang == "pl"))


@shape("saas-crm")
def crm(ctx: Ctx) -> Iterator[Draft]:
    """Salesforce-like PascalCase records, a HubSpot-like properties bag, a Pipedrive-like deal."""
    r = ctx.rng
    # Salesforce SOQL result, fr and it contacts
    for lang, cc, cur in (("fr", "FR", "fr"), ("it", "IT", "it")):
        recs = []
        notes = {
            "fr": [
                "Client VIP, préfère être appelé après 18 h. {h}, prévoir menus adaptés lors des événements.",
                "Rencontré au salon de Lyon. Sous {h} depuis mars, éviter les déplacements longs.",
            ],
            "it": [
                "Cliente storico, {h}: avvisare il catering.",
                "Referente acquisti; in convalescenza dopo {h}, richiamare a settembre.",
            ],
        }[lang]
        conds = {"fr": ["Diabétique", "chimiothérapie"], "it": ["allergia grave alle arachidi", "un infarto"]}[lang]
        for i in range(2):
            p = ctx.person(lang)
            born = V.birth(r)
            street, city = address_parts(r, cc)
            recs.append(
                {
                    "attributes": {
                        "type": "Contact",
                        "url": f"/services/data/v59.0/sobjects/Contact/003{V.rand(r, V.ALNUM, 15)}",
                    },
                    "Id": f"003{V.rand(r, V.ALNUM, 15)}",
                    "FirstName": P(p.given),
                    "LastName": P(p.family),
                    "Salutation": {"fr": ("Mme" if p.female else "M."), "it": ("Sig.ra" if p.female else "Sig.")}[lang],
                    "MobilePhone": ctx.phone(cc, "intl"),
                    "Email": EM(
                        p.email(r, r.choice(["orange.fr", "free.fr"] if lang == "fr" else ["libero.it", "virgilio.it"]))
                    ),
                    "Birthdate": DOB(f"{born:%Y-%m-%d}"),
                    "MailingStreet": ADDR(street),
                    "MailingPostalCode": city.split(" ", 1)[0],
                    "MailingCity": city.split(" ", 1)[1],
                    "Account": {
                        "attributes": {"type": "Account"},
                        "Name": D(
                            "COMPANY",
                            r.choice(
                                ["Vaudémont Textiles SAS", "Nodeworks SARL"]
                                if lang == "fr"
                                else ["Officine Gateway S.r.l.", "Ceramiche Bolognesi SpA"]
                            ),
                        ),
                    },
                    "Description": notes[i].format(h=HEALTH(conds[i])),
                    "LastModifiedDate": D("TIMESTAMP", V.ts_iso(r).replace("Z", ".000+0000")),
                }
            )
        opp_amt = r.randint(18, 240) * 1000
        doc = {
            "totalSize": 3,
            "done": True,
            "records": recs
            + [
                {
                    "attributes": {"type": "Opportunity"},
                    "Id": f"006{V.rand(r, V.ALNUM, 15)}",
                    "Name": ("Renouvellement contrat maintenance " if lang == "fr" else "Rinnovo contratto ")
                    + P(p.family),
                    "Amount": Raw(CVAL(str(opp_amt))),
                    "CurrencyIsoCode": "EUR",
                    "StageName": "Negotiation/Review",
                    "Probability": Raw(D("PERCENT", str(r.choice([60, 75, 90])))),
                    "CloseDate": D("DATE", f"2024-{r.randint(7, 12):02d}-28"),
                    "OwnerId": f"005{V.rand(r, V.ALNUM, 15)}",
                }
            ],
        }
        yield Draft("json", lang, J(doc, indent=None, compact=True))
    # HubSpot-like contact with a properties bag: pt (Brazil) and tr
    for lang, cc, dom in (("pt", "BR", "uol.com.br"), ("tr", "TR", "hotmail.com")):
        p = ctx.person(lang)
        owner = ctx.person(lang)
        born = V.birth(r)
        props = {
            "firstname": P(p.given),
            "lastname": P(p.family if lang == "tr" else p.family + (" " + p.middle if p.middle else "")),
            "email": EM(p.email(r, dom)),
            "phone": ctx.phone(cc, "national"),
            "mobilephone": ctx.phone(cc, "e164"),
            "date_of_birth": DOB(V.date_num(born, "dmy/")),
            "address": ADDR(address(r, cc, with_city=False)),
            "hs_lead_status": "OPEN_DEAL",
            "lifecyclestage": "opportunity",
            "hubspot_owner_id": str(r.randint(10000000, 99999999)),
            "notes_last_contacted": D("TIMESTAMP", V.ts_iso(r)),
            "cpf" if lang == "pt" else "tc_kimlik_no": TAX(V.br_cpf(r), "br.cpf")
            if lang == "pt"
            else NID(V.tr_tckn(r), "tr.tckimlik"),
            "renda_mensal" if lang == "pt" else "aylik_gelir": SAL(
                V.money(r.randint(45, 190) * 100, "br" if lang == "pt" else "tr")
            ),
            "hs_analytics_source": "ORGANIC_SEARCH",
            "hs_analytics_num_page_views": Raw(D("COUNT", str(r.randint(3, 90)))),
        }
        doc = {
            "id": str(r.randint(10**10, 10**11)),
            "properties": props,
            "createdAt": D("TIMESTAMP", V.ts_iso(r, 2023)),
            "updatedAt": D("TIMESTAMP", V.ts_iso(r)),
            "archived": False,
            "associations": {
                "deals": {"results": [{"id": D("ORDER_ID", str(r.randint(10**9, 10**10))), "type": "contact_to_deal"}]}
            },
            "owner": {
                "firstName": P(owner.given),
                "lastName": P(owner.family),
                "email": EM(owner.email(r, "vendas-gateway.com.br" if lang == "pt" else "karaca-yazilim.com.tr")),
            },
        }
        yield Draft("json", lang, J(doc, indent=2, ensure_ascii=lang == "tr"))


@shape("saas-payments")
def payments(ctx: Ctx) -> Iterator[Draft]:
    """Stripe-like customer + charge, an Adyen-like notification, a PayPal-like payout batch."""
    r = ctx.rng
    # Stripe customer with a default card, nl
    p = ctx.person("nl")
    cus = f"cus_{V.rand(r, V.ALNUM, 14)}"
    street, pc_city = address_parts(r, "NL")
    doc = {
        "id": cus,
        "object": "customer",
        "address": {
            "city": pc_city[8:],
            "country": "NL",
            "line1": ADDR(street),
            "line2": None,
            "postal_code": pc_city[:7],
            "state": None,
        },
        "balance": Raw(BAL(str(r.randint(1200, 40000)))),
        "created": Raw(D("TIMESTAMP", str(r.randint(1690000000, 1720000000)))),
        "currency": "eur",
        "delinquent": True,
        "email": EM(p.email(r, "ziggo.nl")),
        "invoice_prefix": D("INVOICE_ID", V.rand(r, "ABCDEF0123456789", 8)),
        "livemode": True,
        "metadata": {"kvk_contact": P(p.full), "telefoon": ctx.phone("NL", "dashes")},
        "name": P(p.full),
        "phone": ctx.phone("NL", "e164"),
        "preferred_locales": ["nl"],
        "sources": {
            "object": "list",
            "data": [
                {
                    "id": f"card_{V.rand(r, V.ALNUM, 24)}",
                    "object": "card",
                    "brand": "Visa",
                    "last4": "4242",
                    "exp_month": 8,
                    "exp_year": 2027,
                    "fingerprint": V.rand(r, V.ALNUM, 16),
                    "name": P(p.full.upper()),
                }
            ],
        },
        "tax_exempt": "none",
        "test_clock": None,
    }
    yield Draft("json", "nl", J(doc, indent=2))
    # Adyen-like notification with shopper details, es (Mexico)
    p = ctx.person("es")
    item = {
        "NotificationRequestItem": {
            "additionalData": {
                "shopperName": f"[first name={P(p.given)}, infix=null, last name={P(p.family + ' ' + p.middle if p.middle else p.family)}, gender=null]",
                "shopperEmail": EM(p.email(r, "prodigy.net.mx")),
                "shopperTelephone": ctx.phone("MX", "intl"),
                "cardSummary": "0004",
                "expiryDate": "03/2028",
                "cardHolderName": P(p.latin.upper()),
                "shopperIP": IP(V.ipv4(r)),
                "billingAddress.street": ADDR(f"Calle Río Lerma {r.randint(10, 300)}, Int. 4, Col. Cuauhtémoc"),
                "billingAddress.city": "Ciudad de México",
                "authCode": str(r.randint(10000, 99999)),
                "riskScore": D("COUNT", str(r.randint(0, 60))),
            },
            "amount": {"currency": "MXN", "value": Raw(D("PRICE", str(r.randint(5000, 90000))))},
            "eventCode": "AUTHORISATION",
            "eventDate": D("TIMESTAMP", V.ts_iso(r).replace("Z", "+01:00")),
            "merchantAccountCode": "NodoGatewayMX",
            "merchantReference": D("ORDER_ID", f"PED-{r.randint(100000, 999999)}"),
            "pspReference": D("REQUEST_ID", V.digits(r, 16, True)),
            "paymentMethod": "mc",
            "success": "true",
        }
    }
    yield Draft("json", "es", J({"live": "true", "notificationItems": [item]}, indent=2))
    # PayPal-like payout batch, en (US) — freelancers paid: the payout amount is pay
    items = []
    for lang in ("en", "hi", "vi"):
        q = ctx.person(lang)
        amt = r.randint(400, 4800) + r.randint(0, 99) / 100
        items.append(
            {
                "payout_item_id": V.rand(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 13),
                "transaction_status": "SUCCESS",
                "payout_item": {
                    "recipient_type": "EMAIL",
                    "amount": {"value": SAL(f"{amt:.2f}"), "currency": "USD"},
                    "note": f"Invoice {D('INVOICE_ID', f'INV-2024-{r.randint(100, 999)}')} – translation work",
                    "receiver": EM(q.email(r, "gmail.com")),
                    "sender_item_id": D("ORDER_ID", f"po_{r.randint(10000, 99999)}"),
                },
                "payout_item_fee": {"currency": "USD", "value": D("PRICE", f"{r.randint(1, 20)}.00")},
                "recipient_name": {"given_name": P(q.given_latin), "surname": P(q.family_latin)},
            }
        )
    batch = {
        "batch_header": {
            "payout_batch_id": D("BUILD_ID", V.rand(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 13)),
            "batch_status": "SUCCESS",
            "time_created": D("TIMESTAMP", V.ts_iso(r)),
            "sender_batch_header": {"email_subject": "You have a payout!"},
        },
        "items": items,
    }
    yield Draft("json", "en", J(batch, indent=1))
    # Stripe Connect account (individual), de, with the webhook secret in a config echo
    p = ctx.person("de")
    born = V.birth(r)
    acct = {
        "id": f"acct_{V.rand(r, V.ALNUM, 16)}",
        "object": "account",
        "business_type": "individual",
        "individual": {
            "first_name": P(p.given),
            "last_name": P(p.family),
            "email": EM(p.email(r, "posteo.de")),
            "dob": {
                "day": Raw(DOB(str(born.day))),
                "month": Raw(DOB(str(born.month))),
                "year": Raw(DOB(str(born.year))),
            },
            "phone": ctx.phone("DE", "e164"),
            "address": {
                "line1": ADDR((de_addr := address_parts(r, "DE"))[0]),
                "city": de_addr[1][6:],
                "postal_code": de_addr[1][:5],
            },
            "id_number_provided": True,
            "ssn_last_4_provided": False,
        },
        "external_accounts": {
            "data": [
                {
                    "object": "bank_account",
                    "account_holder_name": P(p.full),
                    "last4": "3000",
                    "bank_name": D("COMPANY", "Sparkasse Nürnberg"),
                    "country": "DE",
                }
            ]
        },
        "settings": {"payouts": {"schedule": {"interval": "weekly", "weekly_anchor": "friday"}}},
        "_webhook_endpoint_secret": SEC(V.api_key(r, "stripe_whsec")),
        "_restricted_key": KEY(V.api_key(r, "stripe_restricted")[:60]),
    }
    yield Draft("json", "de", J(acct, indent=2))


@shape("saas-calendar-api")
def calendar_api(ctx: Ctx) -> Iterator[Draft]:
    """Google-Calendar-like event lists: attendees, organizer, description with a private phone, a private health appointment."""
    r = ctx.rng
    conf = {
        "en": (
            "US",
            "gmail.com",
            "Quarterly planning — Gateway room",
            "Physio: lower-back rehab",
            "If I'm late call my cell {ph}. Dial-in in the invite.",
            "Gateway",
        ),
        "sv": (
            "SE",
            "telia.com",
            "Kvartalsplanering i rummet Node",
            "Tandläkare – rotfyllning",
            "Om jag blir sen, ring mig på {ph}.",
            "Node",
        ),
        "ko": (
            "KR",
            "naver.com",
            "분기 계획 회의 (Kubernetes 룸)",
            "정신건강의학과 상담 (공황장애)",
            "늦으면 제 휴대폰 {ph}로 연락 주세요.",
            "Kubernetes",
        ),
        "he": (
            "IL",
            "walla.co.il",
            "תכנון רבעוני – חדר Bash",
            "טיפול פוריות – בדיקת דם",
            "אם אני מאחרת תתקשרו לנייד שלי {ph}.",
            "Bash",
        ),
    }
    for lang, (cc, dom, title, private, desc, room) in conf.items():
        org = ctx.person(lang)
        att = [ctx.person(lang) for _ in range(3)]
        tz = {"en": "America/Chicago", "sv": "Europe/Stockholm", "ko": "Asia/Seoul", "he": "Asia/Jerusalem"}[lang]
        health = {"en": "lower-back rehab", "sv": "rotfyllning", "ko": "공황장애", "he": "טיפול פוריות"}[lang]
        start = V.when(r)
        ev1 = {
            "kind": "calendar#event",
            "id": V.rand(r, "abcdefghijklmnopqrstuv0123456789", 26),
            "status": "confirmed",
            "htmlLink": f"https://www.google.com/calendar/event?eid={V.rand(r, V.ALNUM, 40)}",
            "summary": title.replace(room, D("ROOM", room)),
            "description": desc.format(ph=ctx.phone(cc, "intl")),
            "location": D("ROOM", room),
            "creator": {"email": EM(org.email(r, dom))},
            "organizer": {"email": EM(org.email(r, dom, "f.l")), "displayName": P(org.full)},
            "start": {
                "dateTime": D(
                    "TIMESTAMP",
                    start.strftime("%Y-%m-%dT%H:%M:00")
                    + {"en": "-05:00", "sv": "+02:00", "ko": "+09:00", "he": "+03:00"}[lang],
                ),
                "timeZone": tz,
            },
            "attendees": [
                {
                    "email": EM(a.email(r, dom)),
                    "displayName": P(a.full if i != 1 else a.latin),
                    "responseStatus": r.choice(["accepted", "needsAction", "tentative"]),
                }
                for i, a in enumerate(att)
            ],
            "conferenceData": {
                "conferenceId": D(
                    "REQUEST_ID",
                    f"{V.rand(r, 'abcdefghijkmnopqrstuvwxyz', 3)}-{V.rand(r, 'abcdefghijkmnopqrstuvwxyz', 4)}-{V.rand(r, 'abcdefghijkmnopqrstuvwxyz', 3)}",
                )
            },
        }
        ev2 = {
            "kind": "calendar#event",
            "id": V.rand(r, "abcdefghijklmnopqrstuv0123456789", 26),
            "visibility": "private",
            "summary": private.replace(health, HEALTH(health)),
            "start": {"date": D("DATE", f"{start:%Y}-{start.month % 12 + 1:02d}-{r.randint(1, 28):02d}")},
            "creator": {"email": EM(att[0].email(r, dom, "fl")), "self": True},
            "reminders": {"useDefault": False, "overrides": [{"method": "popup", "minutes": 30}]},
        }
        out = {
            "kind": "calendar#events",
            "summary": "Team",
            "timeZone": tz,
            "updated": D("TIMESTAMP", V.ts_iso(r)),
            "items": [ev1, ev2],
        }
        yield Draft("json", lang, J(out, indent=2 if lang != "ko" else None, ensure_ascii=lang == "ko"))


@shape("saas-hr-system")
def hr_system(ctx: Ctx) -> Iterator[Draft]:
    """HR exports with abbreviated, localized and kebab-case keys."""
    r = ctx.rng
    # US: abbreviated snake_case keys
    rows = []
    for _ in range(3):
        p = ctx.person(r.choice(["en", "vi", "hi"]))
        born = V.birth(r)
        ssn = V.us_ssn(r)
        e = {
            "emp_id": D("TICKET_ID", f"E{r.randint(10000, 99999)}"),
            "emp_nm": P(f"{p.family_latin}, {p.given_latin}"),
            "dob": DOB(V.date_num(born, "mdy/")),
            "ssn": SSN(ssn),
            "ssn_last4": ssn[-4:],
            "hire_dt": D("DATE", f"{r.randint(2012, 2023)}-{r.randint(1, 12):02d}-01"),
            "base_sal": Raw(SAL(str(r.randint(58, 190) * 1000))),
            "bonus_tgt_pct": Raw(SAL(str(r.choice([5, 10, 15])))),
            "acct_no": ACCT(V.digits(r, 10, True)),
            "rtng_no": "021000021",
            "mgr_nm": P(ctx.person("en").full),
            "emerg_cntct": {
                "nm": P(ctx.person("en").full),
                "rel": r.choice(["spouse", "sibling", "parent"]),
                "ph": ctx.phone("US", r.choice(["national", "dashes"])),
            },
            "lv_rsn": None,
        }
        rows.append(e)
    rows[1]["lv_rsn"] = HEALTH(r.choice(["post-op recovery (ACL)", "postpartum depression", "chemo cycle 3 of 6"]))
    yield Draft("json", "en", J({"report": "headcount_snapshot", "generated": ctx.ts(), "rows": rows}, indent=2))
    # de: Personio-like localized keys
    p = ctx.person("de")
    born = V.birth(r)
    de = {
        "Personalnummer": D("TICKET_ID", str(r.randint(1000, 9999))),
        "Vorname": P(p.given),
        "Nachname": P(p.family),
        "Geburtsdatum": DOB(V.date_num(born, "dmy.")),
        "Steuer-ID": TAX(V.de_idnr(r), "de.idnr"),
        "Krankenkasse": "TK",
        "KV-Nummer": NID(V.de_kvnr(r), "de.kvnr"),
        "Bruttogehalt (monatlich)": SAL(V.money(r.randint(3200, 8900), "de")),
        "Urlaubstage": Raw(D("COUNT", "30")),
        "IBAN": IBAN(V.iban(r, "DE")),
        "Privatadresse": ADDR(address(r, "DE")),
        "Handy": ctx.phone("DE", "slash"),
        "Schwerbehinderung": HEALTH("GdB 50 (Multiple Sklerose)"),
        "Abteilung": D("TECH_TERM", "Platform/Gateway"),
        "Vorgesetzte:r": P(ctx.person("de").full),
        "Eintritt": D("DATE", f"01.0{r.randint(1, 9)}.20{r.randint(15, 23)}"),
    }
    yield Draft("json", "de", J({"data": [{"type": "Employee", "attributes": de}], "success": True}, indent=4))
    # fi: Finnish keys, ensure_ascii
    p = ctx.person("fi")
    born = V.birth(r)
    fi = {
        "etunimi": P(p.given),
        "sukunimi": P(p.family),
        "henkilötunnus": NID(V.fi_hetu(r, born, p.female), "fi.hetu"),
        "syntymäaika": DOB(V.date_num(born, "d.m.yyyy")),
        "kuukausipalkka": SAL(V.money(r.randint(2900, 7400), "fi")),
        "tilinumero": IBAN(V.iban(r, "FI")),
        "puhelin": ctx.phone("FI", "national"),
        "sähköposti": EM(p.email(r, "elisanet.fi")),
        "osoite": ADDR(address(r, "FI")),
        "sairauspoissaolon_syy": HEALTH("välilevyn pullistuma"),
        "esihenkilö": P(ctx.person("fi").full),
        "päivitetty": ctx.ts(),
    }
    yield Draft("json", "fi", J(fi, indent=2, ensure_ascii=True))
    # da: kebab-case keys
    p = ctx.person("da")
    born = V.birth(r)
    da = {
        "employee-id": D("TICKET_ID", f"DK-{r.randint(100, 999)}"),
        "full-name": P(p.full),
        "cpr-nr": NID(V.dk_cpr(r, born), "dk.cpr"),
        "date-of-birth": DOB(f"{born:%d-%m-%Y}"),
        "monthly-salary-dkk": Raw(SAL(str(r.randint(32, 78) * 1000))),
        "pension-pct": Raw(D("PERCENT", "12")),
        "bank-reg-konto": ACCT(f"{r.randint(1000, 9999)}-{V.digits(r, 10, True)}"),
        "home-address": ADDR(address(r, "DK")),
        "mobile": ctx.phone("DK", "national"),
        "sick-days-ytd": Raw(D("COUNT", str(r.randint(1, 30)))),
        "sick-note": HEALTH("langvarig stress") + ", sygemeldt af egen læge",
        "manager": {"name": P(ctx.person("da").full), "initials": "EKR"},
    }
    yield Draft("json", "da", J({"employees": [da]}, indent=2))
    # pl: PascalCase Polish keys, compact
    p = ctx.person("pl")
    born = V.birth(r)
    pl = {
        "Imie": P(p.given),
        "Nazwisko": P(p.family),
        "Pesel": NID(V.pl_pesel(r, born, p.female), "pl.pesel"),
        "DataUrodzenia": DOB(V.date_num(born, "dmy.")),
        "WynagrodzenieBrutto": SAL(V.money(r.randint(5200, 16500), "pl")),
        "WynagrodzenieNetto": SAL(V.money(r.randint(3800, 11800), "pl")),
        "NrRachunku": IBAN(V.iban(r, "PL", grouped=r.random() < 0.5)),
        "Telefon": ctx.phone("PL", "national"),
        "AdresZamieszkania": ADDR(address(r, "PL")),
        "Zajecie": {
            "Komornik": P(ctx.person("pl").full),
            "KwotaZadluzenia": OWED(V.money(r.randint(3000, 40000), "pl")),
        },
        "Stanowisko": "Specjalista ds. DevOps",
        "Dzial": D("TECH_TERM", "Kubernetes"),
    }
    yield Draft("json", "pl", J(pl, indent=None, compact=True))


@shape("saas-helpdesk")
def helpdesk(ctx: Ctx) -> Iterator[Draft]:
    """Zendesk/Freshdesk-like tickets: requester, internal notes, custom fields as id/value pairs."""
    r = ctx.rng
    conf = {
        "en": (
            "GB",
            "btinternet.com",
            "Refund for cancelled trip",
            "Customer says she cancelled because she was diagnosed with {h}. "
            "Balance on the account is {b}; she asked us to call {ph} after 5pm.",
            "early-stage breast cancer",
            "en_gbp2",
        ),
        "it": (
            "IT",
            "libero.it",
            "Rimborso viaggio annullato",
            "Il cliente ha annullato per {h}. Saldo del conto: {b}. Richiamare al {ph} dopo le 17.",
            "un intervento al menisco",
            "it",
        ),
        "tr": (
            "TR",
            "hotmail.com",
            "İptal edilen rezervasyon için iade",
            "Müşteri {h} nedeniyle iptal etmiş. Hesap bakiyesi {b}. 17:00'den sonra {ph} numarasından aranmak istiyor.",
            "gebelik komplikasyonu",
            "tr",
        ),
        "vi": (
            "VN",
            "gmail.com",
            "Hoàn tiền chuyến đi bị hủy",
            "Khách hủy vì {h}. Số dư tài khoản: {b}. Gọi lại số {ph} sau 17 giờ.",
            "sốt xuất huyết",
            "vi",
        ),
    }
    for lang, (cc, dom, subj, note, h, money) in conf.items():
        req = ctx.person(lang)
        agent = ctx.person(lang)
        t = {
            "ticket": {
                "id": Raw(D("TICKET_ID", str(r.randint(100000, 999999)))),
                "subject": subj,
                "status": "pending",
                "requester": {"name": P(req.full), "email": EM(req.email(r, dom)), "phone": ctx.phone(cc, "e164")},
                "assignee_id": r.randint(10**11, 10**12),
                "tags": ["refund", "travel", "vip"],
                "custom_fields": [
                    {"id": 360012, "value": DOB(V.date_num(V.birth(r), "iso"))},
                    {"id": 360014, "value": D("ORDER_ID", f"BK{r.randint(1000000, 9999999)}")},
                    {"id": 360019, "value": PASSPORT(V.rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + V.digits(r, 7))},
                ],
                "created_at": ctx.ts(),
                "via": {"channel": "email"},
            },
            "comments": [
                {
                    "author": P(agent.full),
                    "public": False,
                    "body": note.format(
                        h=HEALTH(h), b=BAL(V.money(r.randint(200, 9000) + 0.4, money)), ph=ctx.phone(cc, "national")
                    ),
                },
                {"author": P(req.given), "public": True, "body": f"— {P(req.full)}, {ctx.phone(cc, 'intl')}"},
            ],
        }
        yield Draft("json", lang, J(t, indent=2))


@shape("saas-messaging-api")
def messaging_api(ctx: Ctx) -> Iterator[Draft]:
    """Slack users.info, Telegram getUpdates, WhatsApp Cloud API webhook."""
    r = ctx.rng
    p = ctx.person("uk")
    slack = {
        "ok": True,
        "user": {
            "id": MSG("U0" + V.rand(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)),
            "team_id": "T0" + V.rand(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8),
            "name": USER(p.login(r, "f.last")),
            "real_name": P(p.full),
            "tz": "Europe/Kyiv",
            "profile": {
                "title": "Інженерка з даних",
                "phone": ctx.phone("UA", "intl"),
                "real_name": P(p.full),
                "display_name": P(p.given),
                "email": EM(p.email(r, "ukr.net")),
                "status_text": "На лікарняному",
                "status_emoji": ":face_with_thermometer:",
                "image_72": f"https://avatars.slack-edge.com/2024-02-11/{V.digits(r, 13)}_{V.hexs(r, 20)}_72.png",
            },
            "is_admin": False,
            "updated": Raw(D("TIMESTAMP", str(r.randint(1700000000, 1720000000)))),
        },
    }
    yield Draft("json", "uk", J(slack, indent=2, ensure_ascii=True))
    q = ctx.person("ko", compound=True)
    upd = {
        "ok": True,
        "result": [
            {
                "update_id": Raw(D("REQUEST_ID", str(r.randint(10**8, 10**9)))),
                "message": {
                    "message_id": Raw(D("COUNT", str(r.randint(100, 9999)))),
                    "from": {
                        "id": Raw(MSG(str(r.randint(10**9, 7 * 10**9)))),
                        "is_bot": False,
                        "first_name": P(q.given),
                        "last_name": P(q.family),
                        "username": MSG(f"{q.first_ascii.lower()}_{q.last_ascii.lower()}"),
                        "language_code": "ko",
                    },
                    "chat": {
                        "id": Raw(str(-100 * 10**10 - r.randint(10**9, 9 * 10**9))),
                        "title": "쿠버네티스 스터디",
                        "type": "supergroup",
                    },
                    "date": Raw(D("TIMESTAMP", str(r.randint(1700000000, 1720000000)))),
                    "text": f"{P(q.full)}입니다. 제 번호는 {ctx.phone('KR', 'national')}이고 계좌는 카카오뱅크 {ACCT(f'3333-{V.digits(r, 2)}-{V.digits(r, 7)}')}입니다. 회비 보내주세요!",
                },
            }
        ],
    }
    yield Draft("json", "ko", J(upd, indent=None, ensure_ascii=False))
    s = ctx.person("hi")
    wa = V.phone(r, "IN", "e164_noplus")
    hook = {
        "object": "whatsapp_business_account",
        "entry": [
            {
                "id": str(r.randint(10**14, 10**15)),
                "changes": [
                    {
                        "value": {
                            "messaging_product": "whatsapp",
                            "metadata": {
                                "display_phone_number": "918000000000",
                                "phone_number_id": str(r.randint(10**14, 10**15)),
                            },
                            "contacts": [{"profile": {"name": P(s.full)}, "wa_id": g("PHONE_NUMBER", wa, "phone:IN")}],
                            "messages": [
                                {
                                    "from": g("PHONE_NUMBER", wa, "phone:IN"),
                                    "id": D("REQUEST_ID", "wamid." + V.b64(r, 30)),
                                    "timestamp": D("TIMESTAMP", str(r.randint(1700000000, 1720000000))),
                                    "type": "text",
                                    "text": {
                                        "body": f"नमस्ते, मैं {P(s.full)} बोल {'रही' if s.female else 'रहा'} हूँ। मेरा पैन {TAX(V.in_pan(r, s.family_latin), 'in.pan')} है और आधार {NID(V.in_aadhaar(r), 'in.aadhaar')}। लोन की बकाया राशि {OWED(V.money(r.randint(20, 400) * 1000, 'hi'))} कब तक भरनी है?"
                                    },
                                }
                            ],
                        },
                        "field": "messages",
                    }
                ],
            }
        ],
    }
    yield Draft("json", "hi", J(hook, indent=2))


@shape("saas-jwt")
def jwt_payloads(ctx: Ctx) -> Iterator[Draft]:
    """``jwt decode`` output: the token itself (API_KEY) and its decoded claims (PII)."""
    r = ctx.rng
    for lang, cc, dom in (("en", "US", "outlook.com"), ("es", "ES", "telefonica.net")):
        p = ctx.person(lang)
        born = V.birth(r)
        claims: dict[str, object] = {
            "iss": "https://auth.pinecrest-id.com/",
            "sub": f"auth0|{V.hexs(r, 24)}",
            "aud": "api://orders",
            "iat": 1718000000 + r.randint(0, 900000),
            "exp": 1718900000 + r.randint(0, 900000),
            "email": p.email(r, dom),
            "email_verified": True,
            "name": p.full,
            "given_name": p.given,
            "family_name": p.family,
            "birthdate": f"{born:%Y-%m-%d}",
            "phone_number": V.phone(r, cc, "e164"),
            "locale": lang,
            "https://pinecrest-id.com/roles": ["customer"],
        }
        tok = jwt_hs256(claims, r.randbytes(32))
        shown = dict(claims)
        marks = {
            "email": EM,
            "name": P,
            "given_name": P,
            "family_name": P,
            "birthdate": DOB,
            "phone_number": lambda v: g("PHONE_NUMBER", v, f"phone:{cc}"),
        }
        for key, mark in marks.items():
            shown[key] = mark(str(claims[key]))
        shown["iat"], shown["exp"] = Raw(D("TIMESTAMP", str(claims["iat"]))), Raw(D("TIMESTAMP", str(claims["exp"])))
        head = "$ jwt decode $TOKEN\n\nToken header\n------------\n" + J({"typ": "JWT", "alg": "HS256"}, indent=2)
        text = (
            f"$ echo $TOKEN\n{KEY(tok)}\n{head}\n\nToken claims\n------------\n{J(shown, indent=2)}\n"
            if lang == "en"
            else f"// Token recibido en el header Authorization del cliente:\n// Bearer {KEY(tok)}\n// Claims decodificados (jwt.io):\n{J(shown, indent=2)}\n"
        )
        yield Draft("json", lang, text)


@shape("saas-booking")
def booking(ctx: Ctx) -> Iterator[Draft]:
    """Hotel/flight booking records: guests, passports, special requests with a disability; flight numbers as decoys."""
    r = ctx.rng
    for lang, cc in (("pt", "PT"), ("ja", "JP")):
        guests = [ctx.person(lang) for _ in range(2)]
        g0 = guests[0]
        res = {
            "reservationId": D("ORDER_ID", f"{r.randint(1000000000, 9999999999)}"),
            "hotel": {
                "name": D("COMPANY", "Node Harbour Hotel"),
                "city": D("CITY", "Porto" if lang == "pt" else "Osaka"),
            },
            "arrival": D("DATE", "2024-09-14"),
            "departure": D("DATE", "2024-09-18"),
            "guests": [
                {
                    "firstName": P(x.given_latin),
                    "lastName": P(x.family_latin),
                    "nationality": cc,
                    "passportNo": PASSPORT(("C" if lang == "pt" else "TZ") + V.digits(r, 7)),
                    "dateOfBirth": DOB(V.date_num(V.birth(r), "iso")),
                }
                for x in guests
            ],
            "contact": {
                "email": EM(g0.email(r, "sapo.pt" if lang == "pt" else "docomo.ne.jp")),
                "phone": ctx.phone(cc, "intl"),
            },
            "flight": {
                "inbound": D("FLIGHT_NUMBER", r.choice(["TP1942", "NH 0206", "KL1691"])),
                "eta": D("TIMESTAMP", "2024-09-14T13:45:00"),
            },
            "specialRequests": (
                "Quarto acessível: hóspede em cadeira de rodas (" + HEALTH("paraplegia") + "). Berço não necessário."
                if lang == "pt"
                else "車椅子対応の部屋を希望。" + HEALTH("人工透析") + "のため近くの病院情報をお願いします。"
            ),
            "guestNotes": (
                "Cliente "
                + P(g0.full)
                + " prefere ser tratad"
                + ("a" if g0.female else "o")
                + " por «"
                + P(N.nickname(r, "pt").native)
                + "»."
                if lang == "pt"
                else P(g0.family) + "様は前回もご宿泊。"
            ),
            "price": {
                "total": D("PRICE", "612.40" if lang == "pt" else "98400"),
                "currency": "EUR" if lang == "pt" else "JPY",
            },
            "payment": {
                "card": CARD(V.card(r, "visa" if lang == "pt" else "jcb", sep="")),
                "holder": P(g0.latin.upper()),
            },
        }
        yield Draft("json", lang, J(res, indent=2, ensure_ascii=False))


@shape("saas-shipping")
def shipping(ctx: Ctx) -> Iterator[Draft]:
    """Shipment/label API responses: recipients are people, tracking numbers and SKUs are not."""
    r = ctx.rng
    for lang, cc in (("no", "NO"), ("el", "GR")):
        p = ctx.person(lang)
        street, pc_city = address_parts(r, cc)
        pc, city = (pc_city[:4], pc_city[5:]) if lang == "no" else (pc_city[:6], pc_city[7:])
        ship = {
            "shipment": {
                "trackingNumber": D("TRACKING_NUMBER", V.ups_tracking(r)),
                "service": "UPS Standard",
                "weight": {"value": D("METRIC", f"{r.randint(1, 20)}.{r.randint(0, 9)}"), "unit": "KGS"},
                "shipTo": {
                    "name": P(p.full if lang == "no" else p.latin),
                    "attentionName": P(p.family if lang == "no" else p.family_latin),
                    "phone": ctx.phone(cc, "e164"),
                    "email": EM(p.email(r, "online.no" if lang == "no" else "otenet.gr")),
                    "address": {"addressLine": [ADDR(street)], "city": city, "postalCode": pc, "countryCode": cc},
                },
                "packages": [
                    {
                        "sku": D("SKU", f"KB-{V.rand(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{r.randint(100, 999)}"),
                        "description": "Mechanical keyboard (Node edition)",
                        "declaredValue": D("PRICE", f"{r.randint(80, 400)}.00"),
                    },
                    {
                        "sku": D("SKU", f"USB-C-{r.randint(10, 99)}"),
                        "description": "USB-C cable 2 m",
                        "declaredValue": D("PRICE", "14.90"),
                    },
                ],
                "events": [
                    {"at": ctx.ts(), "location": D("CITY", "Köln"), "status": "Departed from facility"},
                    {
                        "at": ctx.ts(),
                        "location": D("CITY", "Oslo" if lang == "no" else "Athens"),
                        "status": "Out for delivery",
                    },
                ],
                "deliveryInstructions": (
                    "Ring på, "
                    + P(p.given)
                    + " jobber hjemmefra. Kode til porten: "
                    + g("PASSWORD", str(r.randint(1000, 9999)))
                    if lang == "no"
                    else "Παραλήπτης: "
                    + P(p.full)
                    + ", 3ος όροφος. Κωδικός εισόδου "
                    + g("PASSWORD", str(r.randint(1000, 9999)) + "#")
                ),
            },
            "requestId": ctx.uuid(),
        }
        yield Draft("json", lang, J(ship, indent=2))


@shape("saas-fhir-claim")
def fhir_claim(ctx: Ctx) -> Iterator[Draft]:
    """A FHIR R4 bundle (Patient + Condition + Coverage) as a health API returns it."""
    r = ctx.rng
    p = ctx.person("nl")
    born = V.birth(r)
    gp = ctx.person("nl")
    bundle = {
        "resourceType": "Bundle",
        "type": "searchset",
        "total": 3,
        "entry": [
            {
                "resource": {
                    "resourceType": "Patient",
                    "id": ctx.uuid(),
                    "identifier": [
                        {"system": "http://fhir.nl/fhir/NamingSystem/bsn", "value": NID(V.nl_bsn(r), "nl.bsn")}
                    ],
                    "name": [{"use": "official", "family": P(p.family), "given": [P(p.given)]}],
                    "telecom": [
                        {"system": "phone", "value": ctx.phone("NL", "national"), "use": "mobile"},
                        {"system": "email", "value": EM(p.email(r, "kpnmail.nl"))},
                    ],
                    "gender": "female" if p.female else "male",
                    "birthDate": DOB(f"{born:%Y-%m-%d}"),
                    "address": [
                        {
                            "line": [ADDR((nl_addr := address_parts(r, "NL"))[0])],
                            "city": nl_addr[1][8:],
                            "postalCode": nl_addr[1][:7],
                        }
                    ],
                    "generalPractitioner": [{"display": "huisarts " + P(gp.full)}],
                }
            },
            {
                "resource": {
                    "resourceType": "Condition",
                    "id": ctx.uuid(),
                    "clinicalStatus": {"coding": [{"code": "active"}]},
                    "code": {
                        "coding": [
                            {
                                "system": "http://hl7.org/fhir/sid/icd-10",
                                "code": HEALTH("E10.9"),
                                "display": HEALTH("Diabetes mellitus type 1 zonder complicaties"),
                            }
                        ],
                        "text": HEALTH("diabetes type 1"),
                    },
                    "recordedDate": D("DATE", "2023-11-02"),
                    "note": [{"text": "Insulinepomp sinds 2021; " + HEALTH("hypoglykemie") + " 2x per maand."}],
                }
            },
            {
                "resource": {
                    "resourceType": "Coverage",
                    "id": ctx.uuid(),
                    "status": "active",
                    "subscriberId": D("TICKET_ID", f"ZK{r.randint(1000000, 9999999)}"),
                    "payor": [{"display": D("COMPANY", "Zilveren Kruis")}],
                    "period": {"start": D("DATE", "2024-01-01")},
                }
            },
        ],
    }
    yield Draft("json", "nl", J(bundle, indent=1))


@shape("saas-sheets-api")
def sheets_api(ctx: Ctx) -> Iterator[Draft]:
    """Google Sheets ``values.get``: rows as arrays with no keys at all; the header row is the only context."""
    r = ctx.rng
    rows = [["Nome", "E-mail", "Telemóvel", "NIF", "Data de nascimento", "Quota em dívida"]]
    for _ in range(5):
        p = ctx.person("pt")
        rows.append(
            [
                P(p.full),
                EM(p.email(r, r.choice(["sapo.pt", "gmail.com", "clix.pt"]))),
                ctx.phone("PT", r.choice(["national", "intl"])),
                TAX(V.pt_nif(r), "pt.nif"),
                DOB(V.date_num(V.birth(r), "dmy/")),
                OWED(V.money(r.choice([12, 24, 36, 60]), "pt")),
            ]
        )
    doc = {"range": "Sócios!A1:F6", "majorDimension": "ROWS", "values": rows}
    yield Draft("json", "pt", J(doc, indent=2))
