"""Documents and markup: XML (SEPA, SOAP, SMS backups), HTML fragments, vCards (with
quoted-printable and folding), iCalendar (folded, escaped, birthdays), OCR-like text of invoices,
payslips, bank statements, medical and HR letters, tenancy contracts and a passport MRZ,
spreadsheet cell dumps, urlencoded and multipart form submissions."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from . import names as N, values as V
from .common import (
    ACCT,
    ADDR,
    BAL,
    CVAL,
    DOB,
    EM,
    HEALTH,
    IBAN,
    MSG,
    NID,
    OWED,
    PASSPORT,
    PW,
    P,
    SAL,
    SSN,
    TAX,
    USER,
    Ctx,
    D,
    Draft,
    address,
    shape,
)
from .core import Parsed, esc, g, html_entities, ical_text, insert_at, qp, url_q, xml_attr, xml_text


def fold_lines(limit: int = 75) -> Callable[[Parsed], Parsed]:
    """RFC 5545 §3.1 / RFC 6350 §3.2 folding: CRLF + space after ``limit`` octets, never inside a character."""

    def post(parsed: Parsed) -> Parsed:
        inserts = []
        pos = 0
        for line in parsed.text.split("\r\n"):
            octets, first = 0, True
            for i, ch in enumerate(line):
                n = len(ch.encode())
                cap = limit if first else limit - 1
                if octets + n > cap:
                    inserts.append((pos + i, "\r\n "))
                    octets, first = 0, False
                octets += n
            pos += len(line) + 2
        return insert_at(parsed, inserts)

    return post


def crlf(s: str) -> str:
    return s.replace("\n", "\r\n")


@shape("xml-sepa-soap-sms")
def xml_docs(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # SEPA pain.001 salary batch — fi
    txs = []
    for _ in range(3):
        p = ctx.person("fi")
        amt = f"{r.randint(2100, 6400)}.{r.randint(10, 99)}"
        txs.append(f"""    <CdtTrfTxInf>
      <PmtId><EndToEndId>{D("REQUEST_ID", "PALKKA-2406-" + V.digits(r, 4))}</EndToEndId></PmtId>
      <Amt><InstdAmt Ccy="EUR">{SAL(amt)}</InstdAmt></Amt>
      <Cdtr><Nm>{P(xml_text(p.full.upper() if r.random() < 0.5 else p.full))}</Nm></Cdtr>
      <CdtrAcct><Id><IBAN>{IBAN(V.iban(r, "FI", grouped=False))}</IBAN></Id></CdtrAcct>
      <Purp><Cd>SALA</Cd></Purp>
      <RmtInf><Ustrd>Palkka 06/2024 {P(p.family)}</Ustrd></RmtInf>
    </CdtTrfTxInf>""")
    text = (
        f"""<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>{D("BUILD_ID", "MSG" + V.digits(r, 12))}</MsgId><CreDtTm>{ctx.ts()}</CreDtTm><NbOfTxs>3</NbOfTxs></GrpHdr>
    <PmtInf>
      <PmtInfId>{D("BUILD_ID", "PMT" + V.digits(r, 8))}</PmtInfId><PmtMtd>TRF</PmtMtd>
      <Dbtr><Nm>{D("COMPANY", "Kuusiranta Node Oy")}</Nm></Dbtr>
"""
        + "\n".join(txs)
        + "\n    </PmtInf>\n  </CstmrCdtTrfInitn>\n</Document>\n"
    )
    yield Draft("xml", "fi", text)
    # SOAP from a legacy insurance back end — de
    p = ctx.person("de")
    born = V.birth(r)
    text = f"""<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <ns2:VersichertenAuskunftResponse xmlns:ns2="urn:kv-portal:auskunft:v3">
      <ns2:Versicherter>
        <ns2:KVNR>{NID(V.de_kvnr(r), "de.kvnr")}</ns2:KVNR>
        <ns2:Name>{P(xml_text(p.family))}</ns2:Name>
        <ns2:Vorname>{P(xml_text(p.given))}</ns2:Vorname>
        <ns2:Geburtsdatum>{DOB(f"{born:%Y-%m-%d}")}</ns2:Geburtsdatum>
        <ns2:Anschrift strasse="{ADDR(xml_attr(address(r, "DE", with_city=False)))}" plz="04159" ort="Leipzig"/>
        <ns2:Diagnose icd10="{HEALTH("F32.1")}">{HEALTH("Mittelgradige depressive Episode")}</ns2:Diagnose>
        <ns2:Arbeitsunfaehig von="{D("DATE", "2024-05-06")}" bis="{D("DATE", "2024-06-14")}"/>
        <ns2:Beitragsrueckstand waehrung="EUR">{OWED("412.80")}</ns2:Beitragsrueckstand>
      </ns2:Versicherter>
      <ns2:Sachbearbeiter>{P(ctx.person("de").full)}</ns2:Sachbearbeiter>
      <ns2:Antwortzeit>{D("LATENCY", "184ms")}</ns2:Antwortzeit>
    </ns2:VersichertenAuskunftResponse>
  </soap:Body>
</soap:Envelope>
"""
    yield Draft("xml", "de", text)
    # SMS Backup & Restore — hi
    contact = ctx.person("hi", female=False)
    num = V.phone(r, "IN", "e164")
    smses = [
        (
            "1",
            f"{P(contact.given)} भाई, किराया {OWED(V.money(r.randint(8, 25) * 1000, 'hi'))} अभी तक नहीं आया। कल तक भेज देना।",
        ),
        ("2", f"भेज दूँगा। सैलरी {SAL(V.money(r.randint(35, 120) * 1000, 'hi'))} आज क्रेडिट हुई है, बस EMI कट गई।"),
        ("1", f"ठीक है। और माँ की {HEALTH('डायलिसिस')} की रिपोर्ट डॉ. {P(ctx.person('hi').family)} को दिखा दी?"),
        ("2", f"हाँ। OTP {PW(V.digits(r, 6))} किसी को मत बताना, बैंक वाला कॉल आया था।"),
    ]
    body = "\n".join(
        f'  <sms protocol="0" address="{g("PHONE_NUMBER", num, "phone:IN")}" date="{D("TIMESTAMP", str(1717000000000 + r.randint(0, 10**9)))}" type="{t}" '
        f'body="{esc(b, xml_attr)}" read="1" status="-1" contact_name="{P(contact.full)}" />'
        for t, b in smses
    )
    text = f"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<smses count=\"{len(smses)}\" backup_set=\"{V.uuid4(r)}\" backup_date=\"{D('TIMESTAMP', str(1718000000000 + r.randint(0, 10**9)))}\">\n{body}\n</smses>\n"
    yield Draft("xml", "hi", text)


@shape("html-fragments")
def html_fragments(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # it: legacy CMS admin table with numeric character references
    rows = []
    for _ in range(3):
        p = ctx.person("it")
        rows.append(f"""  <tr data-user-id="{r.randint(1000, 9999)}" data-email="{EM(p.email(r, "tiscali.it"))}">
    <td>{P(esc(p.full, html_entities))}</td><td><a href="mailto:{EM(p.email(r, "tiscali.it", "f.l"))}">scrivi</a></td>
    <td>{ctx.phone("IT", r.choice(["national", "intl"]))}</td><td class="num">{OWED(esc(V.money(r.randint(20, 900), "it"), html_entities))}</td>
  </tr>""")
    text = (
        '<table class="soci-morosi">\n  <thead><tr><th>Socio</th><th>Email</th><th>Cellulare</th><th>Quota arretrata</th></tr></thead>\n'
        + "\n".join(rows)
        + f"\n</table>\n<!-- generato da Gateway CMS {D('VERSION', '4.2.17')} in {D('LATENCY', '0.084s')} -->\n"
    )
    yield Draft("html", "it", text)
    # sv: order confirmation e-mail body
    p = ctx.person("sv")
    text = f"""<div style="font-family:Arial">
<p>Hej {P(p.given)}!</p>
<p>Tack för din beställning <strong>#{D("ORDER_ID", str(r.randint(100000, 999999)))}</strong>. Vi levererar till:</p>
<address>{P(p.full)}<br>{ADDR(address(r, "SE", sep="<br>"))}</address>
<p>Mobil för avisering: <a href="tel:{ctx.phone("SE", "e164")}">{ctx.phone("SE", "national")}</a></p>
<table><tr><td>Löparskor {D("PRODUCT", "Node Trail 3")}</td><td>{D("PRICE", "1 299 kr")}</td></tr>
<tr><td>Frakt</td><td>{D("PRICE", "49 kr")}</td></tr></table>
<p>Betalt med kort som slutar på 4471. Spårningsnummer: {D("TRACKING_NUMBER", V.ups_tracking(r))}</p>
<img src="https://t.butiken.se/open.gif?u={EM(url_q(p.email(r, "live.se"), plus=False))}" width="1" height="1">
</div>
"""
    yield Draft("html", "sv", text)
    # pl: a rendered form with hidden inputs and entity-encoded names
    p = ctx.person("pl", forms=lambda x: [N.pl_full(x, "ins")])
    born = V.birth(r)
    text = f"""<form method="post" action="/wniosek/krok-3">
  <input type="hidden" name="csrfmiddlewaretoken" value="{g("SECRET", V.rand(r, V.ALNUM, 64))}">
  <input type="hidden" name="imie_nazwisko" value="{P(esc(p.full, html_entities))}">
  <input type="hidden" name="pesel" value="{NID(V.pl_pesel(r, born, p.female), "pl.pesel")}">
  <label>Dochód miesięczny netto</label><input name="dochod" value="{SAL(V.money(r.randint(4000, 15000), "pl0"))}">
  <label>Obecne zadłużenie</label><input name="zadluzenie" value="{OWED(V.money(r.randint(1000, 80000), "pl0"))}">
  <label>Stan zdrowia</label><textarea name="zdrowie">{HEALTH("cukrzyca typu 2")}, leczona insuliną</textarea>
  <p class="hint">Wniosek złożony przez {P(esc(N.pl_full(p, "ins"), html_entities))} dnia {D("DATE", "12.06.2024")}</p>
  <button type="submit">Dalej</button>
</form>
"""
    yield Draft("html", "pl", text)


@shape("vcard")
def vcards(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # en: vCard 3.0, several contacts of several languages, folded
    cards = []
    for lang, cc in (("en", "US"), ("el", "GR"), ("no", "NO")):
        p = ctx.person(lang)
        born = V.birth(r)
        fam, giv = (p.family_latin, p.given_latin) if lang == "el" else (p.family, p.given)
        cards.append(
            crlf(f"""BEGIN:VCARD
VERSION:3.0
N:{P(fam)};{P(giv)};;{r.choice(["Dr.", ""])};
FN:{P(giv + " " + fam)}
ORG:{D("COMPANY", r.choice(["Gateway Labs Inc.", "Nodeform AS", "Ionian Bash Ltd"]))}
TEL;TYPE=CELL:{ctx.phone(cc, "intl")}
EMAIL;TYPE=INTERNET:{EM(p.email(r, r.choice(["icloud.com", "gmail.com"])))}
ADR;TYPE=HOME:;;{ADDR(ical_text(address(r, cc, with_city=False)))};;;;{"USA" if cc == "US" else cc}
BDAY:{DOB(f"{born:%Y%m%d}")}
NOTE:{
                esc(
                    r.choice(
                        [
                            "Met at the "
                            + D("CITY", "Lisbon")
                            + " offsite. Allergic to shellfish — "
                            + HEALTH("anaphylaxis")
                            + " risk, carries an EpiPen.",
                            "Neighbour, has our spare key. Recovering from "
                            + HEALTH("a hip fracture")
                            + ", call before visiting.",
                            "Kids in the same class. Husband coaches football in " + D("CITY", "Leeds") + ".",
                        ]
                    ),
                    ical_text,
                )
            }
END:VCARD""")
        )
    yield Draft("vcard", "en", "\r\n".join(cards) + "\r\n", post=fold_lines())
    # pl: vCard 2.1 with quoted-printable names (phone export)
    cards = []
    for _ in range(3):
        p = ctx.person("pl")
        cards.append(
            crlf(f"""BEGIN:VCARD
VERSION:2.1
N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{P(qp(p.family))};{P(qp(p.given))};;;
FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{P(qp(p.full))}
TEL;CELL;PREF:{ctx.phone("PL", r.choice(["national", "compact", "intl"]))}
TEL;HOME:{ctx.phone("PL", "national", "fixed")}
END:VCARD""")
        )
    yield Draft("vcard", "pl", "\r\n".join(cards) + "\r\n")
    # ko: vCard 3.0 with Korean names and a KakaoTalk id
    cards = []
    for _ in range(2):
        p = ctx.person("ko", compound=True)
        cards.append(
            crlf(f"""BEGIN:VCARD
VERSION:3.0
N:{P(p.family)};{P(p.given)};;;
FN:{P(p.full)}
TEL;TYPE=CELL:{ctx.phone("KR", "national")}
EMAIL:{EM(p.email(r, r.choice(["naver.com", "daum.net", "hanmail.net"])))}
X-KAKAOTALK:{MSG(p.first_ascii.lower() + str(r.randint(10, 99)))}
ADR;TYPE=HOME:;;{ADDR(ical_text(address(r, "KR")))};;;;
BDAY:{DOB(f"{V.birth(r):%Y-%m-%d}")}
NOTE:{esc(r.choice(["회사 동기. " + HEALTH("갑상선암") + " 수술 후 회복 중 (2024년 3월).", "대학 동아리 선배, " + HEALTH("당뇨") + " 있음 — 회식 메뉴 주의.", "이사 도와준 친구"]), ical_text)}
END:VCARD""")
        )
    yield Draft("vcard", "ko", "\r\n".join(cards) + "\r\n", post=fold_lines())
    # he: vCard 4.0
    p = ctx.person("he")
    q = ctx.person("he")
    text = crlf(f"""BEGIN:VCARD
VERSION:4.0
FN:{P(p.full)}
N:{P(p.family)};{P(p.given)};;;
TEL;TYPE=cell;VALUE=uri:tel:{ctx.phone("IL", "e164")}
TEL;TYPE=home;VALUE=uri:tel:{ctx.phone("IL", "e164", "fixed")}
EMAIL;TYPE=home:{EM(p.email(r, "walla.co.il"))}
X-SOCIALPROFILE;TYPE=telegram:https://t.me/{MSG(p.login(r, "first_last"))}
RELATED;TYPE=spouse;VALUE=text:{P(q.full)}
NOTE:{esc("תעודת זהות " + NID(V.il_idnr(r), "il.idnr") + ". חוב פתוח: " + OWED(V.money(r.randint(500, 9000), "he")), ical_text)}
END:VCARD
""")
    yield Draft("vcard", "he", text, post=fold_lines())


def genitive(given: str, lang: str) -> str:
    """The genitive a birthday entry uses (fi ``Iivarin``, da ``Esberns``, es unchanged)."""
    if lang == "fi":
        return N.fi_case(given, "gen") if N.fi_inflectable(given) else given
    if lang in ("da", "sv", "no"):
        return N.nordic_gen(given)
    return given


@shape("icalendar")
def icalendar(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    conf = {
        "fi": (
            "Työterveys: {h} ja sairausloma",
            "selkäkipu",
            "Lääkäri: {doc}\\nSoita jos myöhässä {ph}",
            "FI",
            "iki.fi",
            "Europe/Helsinki",
        ),
        "es": (
            "Revisión {h} (control trimestral)",
            "oncológica",
            "Con la Dra. {doc}\\, consulta 4.\\nMóvil: {ph}",
            "ES",
            "telefonica.net",
            "Europe/Madrid",
        ),
        "da": (
            "Samtale om løn og bonus",
            "",
            "Ny løn: {sal} om måneden\\, bonus {bonus}.\\nRing {ph} hvis noget",
            "DK",
            "mail.dk",
            "Europe/Copenhagen",
        ),
    }
    for lang, (summary, h, desc, cc, dom, tz) in conf.items():
        org, att, doc = ctx.person(lang), ctx.person(lang), ctx.person(lang)
        start = V.when(r)
        summ = summary.format(h=HEALTH(h) if h else "")
        description = desc.format(
            doc=P(doc.full),
            ph=ctx.phone(cc, "intl"),
            sal=SAL(V.money(r.randint(38, 70) * 1000, "da")),
            bonus=SAL(V.money(r.randint(10, 60) * 1000, "dkk")),
        )
        bday = ctx.person(lang, forms=lambda x: [genitive(x.given, lang)])
        born = V.birth(r)
        name_gen = P(genitive(bday.given, lang))
        bsum = {
            "fi": f"{name_gen} syntymäpäivä 🎂",
            "es": f"Cumpleaños de {name_gen} 🎂",
            "da": f"{name_gen} fødselsdag 🎂",
        }[lang]
        text = crlf(f"""BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Nextcloud calendar v{D("VERSION", "4.7.6")}
CALSCALE:GREGORIAN
BEGIN:VEVENT
UID:{ctx.uuid()}
DTSTAMP:{D("TIMESTAMP", start.strftime("%Y%m%dT%H%M%SZ"))}
DTSTART;TZID={tz}:{D("TIMESTAMP", start.strftime("%Y%m%dT%H%M00"))}
SUMMARY:{summ}
ORGANIZER;CN={P(org.full)}:mailto:{EM(org.email(r, dom))}
ATTENDEE;CN={P(att.full)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:{EM(att.email(r, dom, "f.l"))}
DESCRIPTION:{description}
LOCATION:{ADDR(ical_text(address(r, cc)))}
END:VEVENT
BEGIN:VEVENT
UID:{ctx.uuid()}
DTSTART;VALUE=DATE:{DOB(f"{born:%Y%m%d}")}
RRULE:FREQ=YEARLY
SUMMARY:{bsum}
END:VEVENT
END:VCALENDAR
""")
        yield Draft("calendar", lang, text, post=fold_lines())


@shape("ocr-invoice-payslip")
def ocr_finance(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # de: invoice to a private person, labels and values on separate lines
    p = ctx.person("de", female=True)
    street, city = address(r, "DE", with_city=False), "90480 Nürnberg"
    total = V.money(r.randint(300, 2400) + 0.5, "de")
    text = f"""KESSELWERK Heizungsbau GmbH · Schlehenstr. 3 · 90480 Nürnberg

Frau
{P(p.full)}
{ADDR(street + chr(10) + city)}

Rechnung Nr.
{D("INVOICE_ID", "RE-2024-" + V.digits(r, 5))}
Rechnungsdatum
{D("DATE", "14.06.2024")}
Kundennummer
{D("ORDER_ID", "K" + V.digits(r, 6))}

Pos  Bezeichnung                         Menge   Einzelpreis   Gesamt
1    Wartung Gas-Brennwerttherme          1      {D("PRICE", "189,00")}        {D("PRICE", "189,00")}
2    Austausch Zündelektrode              1      {D("PRICE", "64,50")}         {D("PRICE", "64,50")}
3    Arbeitszeit (Std.)                   2,5    {D("PRICE", "78,00")}         {D("PRICE", "195,00")}

Rechnungsbetrag (inkl. 19 % MwSt.)
{OWED(total)}
Bitte überweisen Sie den Betrag bis zum {D("DATE", "28.06.2024")} unter
Angabe der Rechnungsnummer. Bei Rückfragen erreichen Sie Ihren
Monteur {P(ctx.person("de").full)} unter {ctx.phone("DE", "slash")}.
Bankverbindung: Sparkasse Nürnberg · IBAN {V.iban(r, "DE")}
"""
    yield Draft("ocr", "de", text)
    # es: nómina with broken wraps
    p = ctx.person("es")
    born = V.birth(r)
    base, senior = r.randint(1800, 4200), r.randint(40, 300)
    gross = base + senior
    ss, irpf_pct = round(gross * 0.047, 2), r.randint(8, 22)
    irpf = round(gross * irpf_pct / 100, 2)
    text = f"""RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS
Empresa: {D("COMPANY", "Hortalizas del Sur S.L.")}  CIF B{V.digits(r, 8)}
Trabajador/a: {P(p.full)}
NIF: {NID(V.es_dni(r), "es.dni")}   Nº Afiliación S.S.: 28/{V.digits(r, 8)}/{V.digits(r, 2)}
Categoría: Técnico/a de
laboratorio            Periodo: {D("DATE", "01/05/2024")} a {D("DATE", "31/05/2024")}

I. DEVENGOS                                   IMPORTE
Salario base ........................... {SAL(V.money(base, "es"))}
Complemento
de antigüedad .......................... {SAL(V.money(senior, "es"))}
A. TOTAL DEVENGADO ..................... {SAL(V.money(gross, "es"))}

II. DEDUCCIONES
Contingencias comunes (4,70 %) ......... {SAL(V.money(ss, "es"))}
I.R.P.F. ({D("PERCENT", f"{irpf_pct},00 %")}) ................ {SAL(V.money(irpf, "es"))}

LÍQUIDO TOTAL A PERCIBIR (A-B) ......... {SAL(V.money(gross - ss - irpf, "es"))}
Transferencia a: {IBAN(V.iban(r, "ES"))}
Observaciones: IT por {HEALTH("esguince de tobillo")} del
{D("DATE", "06/05")} al {D("DATE", "17/05")}.
"""
    yield Draft("ocr", "es", text)
    # sv: lönespecifikation, scanned, labels above values
    p = ctx.person("sv")
    born = V.birth(r)
    monthly, sick = r.randint(28, 65) * 1000, r.randint(800, 4000)
    tax = round((monthly - sick) * r.uniform(0.22, 0.32))
    text = f"""LÖNESPECIFIKATION
Utbetalningsdag
{D("DATE", "2024-06-25")}
Anställd
{P(p.full.upper())}
Personnr
{NID(V.se_pnr(r, born).replace("-", ""), "se.personnummer")}
Månadslön
{SAL(V.money(monthly, "sv"))}
Sjukavdrag (karensavdrag
+ dag 2-14)
{SAL("-" + V.money(sick, "sv"))}
Preliminärskatt
{SAL("-" + V.money(tax, "sv"))}
Att utbetala
{SAL(V.money(monthly - sick - tax, "sv"))}
Till konto
{ACCT(f"{r.randint(3000, 8999)}-{V.digits(r, 1)}, {V.digits(r, 3)} {V.digits(r, 3)} {V.digits(r, 3)}-{V.digits(r, 1)}")}
Semesterdagar kvar
{D("COUNT", str(r.randint(3, 30)))}
"""
    yield Draft("ocr", "sv", text)
    # it: busta paga, two-column layout flattened by OCR
    p = ctx.person("it")
    born = V.birth(r)
    paga, conting = r.randint(1700, 2600), r.randint(400, 540)
    inps, irpef, quinto = round((paga + conting) * 0.0919), r.randint(200, 600), r.randint(150, 400)
    text = f"""CEDOLINO PAGA - GIUGNO 2024          {D("COMPANY", "Officine Gateway S.r.l.")}
Cognome e nome    {P(p.family.upper() + " " + p.given.upper())}    Matricola {D("TICKET_ID", V.digits(r, 5))}
Codice fiscale    {TAX(V.it_cf(p.given, p.family, born, p.female, r), "it.codicefiscale")}    Data di nascita {DOB(V.date_num(born, "dmy/"))}
Qualifica         Impiegato 4° livello CCNL Commercio
RETRIBUZIONE      Paga base {SAL(V.money(paga, "it"))}   Contingenza {SAL(V.money(conting, "it"))}
TRATTENUTE        INPS {SAL(V.money(inps, "it"))}   IRPEF {SAL(V.money(irpef, "it"))}
                  Cessione del quinto (finanziaria) {OWED(V.money(quinto, "it"))}/mese
NETTO DEL MESE    {SAL(V.money(paga + conting - inps - irpef - quinto, "it"))}
Accredito su      {IBAN(V.iban(r, "IT"))}
Note: assenza per malattia ({HEALTH("colica renale")}) dal {D("DATE", "03/06")} al {D("DATE", "07/06")}, certificato n. {D("TICKET_ID", V.digits(r, 9))}
"""
    yield Draft("ocr", "it", text)
    # pl: pasek wynagrodzeń with OCR hyphenation
    p = ctx.person("pl")
    born = V.birth(r)
    base_pl, staz, chor = r.randint(5000, 14000), r.randint(100, 900), r.randint(300, 1500)
    zus, pit = round((base_pl + staz + chor) * 0.1371), round((base_pl + staz + chor) * 0.09)
    text = f"""PASEK WYNAGRODZEŃ za maj 2024
Pracownik: {P(p.given)} {P(p.family[:5] + "-" + chr(10) + p.family[5:])}
PESEL: {NID(V.pl_pesel(r, born, p.female), "pl.pesel")}
Wynagrodzenie zasadnicze     {SAL(V.money(base_pl, "pl"))}
Dodatek stażowy              {SAL(V.money(staz, "pl"))}
Wynagrodzenie chorobowe (80%) {SAL(V.money(chor, "pl"))}
Składki ZUS pracownika       {SAL(V.money(zus, "pl"))}
Zaliczka na podatek          {SAL(V.money(pit, "pl"))}
Do wypłaty                   {SAL(V.money(base_pl + staz + chor - zus - pit, "pl"))}
Zajęcie komornicze (sygn. KM {D("TICKET_ID", str(r.randint(100, 999)) + "/24")}) — pozostało do spłaty: {OWED(V.money(r.randint(2000, 30000), "pl"))}
Konto: {IBAN(V.iban(r, "PL"))}
"""
    yield Draft("ocr", "pl", text)


@shape("ocr-bank-statement")
def ocr_bank(ctx: Ctx) -> Iterator[Draft]:
    """Statements whose opening balance, transactions and closing balance add up."""
    r = ctx.rng
    conf = {
        "pt": (
            "EXTRATO DE CONTA À ORDEM",
            "Período",
            "Saldo anterior",
            "Saldo final",
            "PT",
            "pt",
            ["TRF", "MB WAY", "COMPRA"],
            ["CONTINENTE", "PINGO DOCE", "GALP"],
            ".",
        ),
        "tr": (
            "HESAP ÖZETİ",
            "Dönem",
            "Önceki bakiye",
            "Dönem sonu bakiye",
            "TR",
            "tr",
            ["EFT", "HAVALE", "POS"],
            ["MİGROS", "A101", "TÜRK TELEKOM"],
            ".",
        ),
        "fi": (
            "TILIOTE",
            "Ajanjakso",
            "Alkusaldo",
            "Loppusaldo",
            "FI",
            "fi",
            ["TILISIIRTO", "MOBILEPAY", "KORTTIOSTO"],
            ["K-MARKET", "S-MARKET", "HSL"],
            "\u00a0",
        ),
    }
    for lang, (title, period, opening, closing, cc, money, kinds, shops, thousands) in conf.items():
        p = ctx.person(lang)
        cps = [ctx.person(lang) for _ in range(2)]

        def num(cents: int) -> str:
            sign = "-" if cents < 0 else "+"
            whole, frac = divmod(abs(cents), 100)
            return f"{sign}{V.group(whole, thousands)},{frac:02d}"

        start = r.randint(300_000, 3_000_000)
        bal = start
        lines = []
        for i, day in enumerate(sorted(r.sample(range(1, 31), 5))):
            kind = kinds[i % 3]
            if kind in kinds[:2]:
                who = P(cps[i % 2].full.upper() if r.random() < 0.5 else cps[i % 2].full)
            else:
                who = D("COMPANY", r.choice(shops))
            cents = r.randint(500, 60_000) * (-1 if r.random() < 0.65 else 1)
            bal += cents
            lines.append(f"{D('DATE', f'{day:02d}.05')}  {kind} {who}  {num(cents)}")
        text = (
            f"""{title}
{P(p.full.upper())}
{ADDR(address(r, cc))}
IBAN {IBAN(V.iban(r, cc))}
{period} 01.05.2024 - 31.05.2024

{opening}
{BAL(V.money(start / 100, money))}
"""
            + "\n".join(lines)
            + f"""
{closing}
{BAL(V.money(bal / 100, money))}
"""
        )
        yield Draft("ocr", lang, text)


@shape("ocr-letters")
def ocr_letters(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # fr: compte rendu médical
    pt, doc = ctx.person("fr"), ctx.person("fr", forms=lambda x: [x.initials()])
    born = V.birth(r)
    text = f"""CENTRE HOSPITALIER — SERVICE DE CARDIOLOGIE
Dr {P(doc.full)}
Lyon, le {D("DATE", "12 juin 2024")}

Cher confrère,

J'ai revu en consultation {"Mme" if pt.female else "M."} {P(pt.full)}, né{"e" if pt.female else ""} le
{DOB(V.date_words(born, "fr"))}, n° de sécurité sociale {NID(V.fr_nir(r, pt.female, born), "fr.nir")}, pour le suivi
d'{HEALTH("une insuffisance cardiaque à fraction d’éjection réduite")}. La FEVG est à {D("PERCENT", "35 %")}.
Le traitement par {HEALTH("sacubitril/valsartan")} est bien toléré. Je vous propose de revoir
{"la patiente" if pt.female else "le patient"} dans {D("DURATION", "trois mois")}.

Confraternellement,
{P(doc.initials())}
"""
    yield Draft("ocr", "fr", text)
    # uk: виписка з лікарні
    pt = ctx.person("uk", forms=lambda x: [N.uk_voc(x.given, x.female)])
    docu = ctx.person("uk")
    born = V.birth(r)
    text = f"""ВИПИСКА ІЗ МЕДИЧНОЇ КАРТИ СТАЦІОНАРНОГО ХВОРОГО № {D("TICKET_ID", str(r.randint(1000, 9999)))}
П.І.Б.: {P(pt.formal)}
Дата народження: {DOB(V.date_num(born, "dmy."))}
РНОКПП: {TAX(V.ua_rntrc(born, r, pt.female), "ua.rntrc")}
Адреса: {ADDR(address(r, "UA"))}
Діагноз: {HEALTH("Негоспітальна пневмонія нижньої частки правої легені")}
Супутній: {HEALTH("цукровий діабет 2 типу")}
Лікар: {P(docu.formal)}
Рекомендовано: контроль через {D("DURATION", "10 днів")}.
Шановн{"а" if pt.female else "ий"} {P(N.uk_voc(pt.given, pt.female))}, результати аналізів надіслано на {EM(pt.email(r, "ukr.net"))}.
"""
    yield Draft("ocr", "uk", text)
    # en: HR letter (offer), with possessive and title
    p = ctx.person("en")
    hm = ctx.person("en", forms=lambda x: [x.initials()])
    text = f"""Private & Confidential

{"Ms" if p.female else "Mr"} {P(p.full)}
{ADDR(address(r, "GB", sep=chr(10)))}

{D("DATE", "3 June 2024")}

Dear {P(p.given)},

Offer of employment — Senior Platform Engineer

Following your interviews with {P(hm.initials())} and the team, we are pleased to offer
you the role at a base salary of {SAL(V.money(r.randint(60, 110) * 1000, "en_gbp"))} per annum, plus a sign-on bonus of
{SAL(V.money(r.randint(3, 15) * 1000, "en_gbp"))} payable with your first month's pay. We have noted {P(p.given)}'s request for
a reasonable adjustment relating to {HEALTH("dyslexia")} and will provide screen-reading software.

Your NI number on file is {g("NATIONAL_ID", V.gb_nino(r), "gb.nino")}; please confirm your date of birth
({DOB(V.date_num(V.birth(r), "dmy/"))}) on the enclosed form.

Yours sincerely,
{P(hm.full)}
Head of Engineering
"""
    yield Draft("ocr", "en", text)
    # da: opsigelse
    p = ctx.person("da", forms=lambda x: [N.nordic_gen(x.given)])
    boss = ctx.person("da")
    text = f"""OPSIGELSE
{P(p.full)}
{ADDR(address(r, "DK", sep=chr(10)))}
CPR: {NID(V.dk_cpr(r, V.birth(r)), "dk.cpr")}

Kære {P(p.given)}

Vi må desværre meddele, at dit ansættelsesforhold opsiges med
virkning fra {D("DATE", "31. august 2024")}. Opsigelsen skyldes {P(N.nordic_gen(p.given))} længerevarende
sygefravær på grund af {HEALTH("kronisk træthedssyndrom")}, jf. funktionærlovens § 5, stk. 2.
Din sidste løn på {SAL(V.money(r.randint(30, 60) * 1000, "da"))} udbetales sammen med feriepenge.

Med venlig hilsen
{P(boss.full)}, HR
"""
    yield Draft("ocr", "da", text)
    # hi: medical certificate, Devanagari with Latin ids
    p = ctx.person("hi")
    docn = ctx.person("hi")
    text = f"""चिकित्सा प्रमाण-पत्र

प्रमाणित किया जाता है कि {P(p.full)} ({P(p.latin)}), आयु 41 वर्ष,
निवासी {ADDR(address(r, "IN_hi"))},
दिनांक {D("DATE", "02.06.2024")} से {D("DATE", "16.06.2024")} तक {HEALTH("डेंगू बुखार")} से पीड़ित {"थीं" if p.female else "थे"}
और उन्हें पूर्ण विश्राम की सलाह दी गई है।
आधार संख्या: {NID(V.in_aadhaar(r), "in.aadhaar")}

डॉ. {P(docn.full)}
पंजीकरण सं. {D("TICKET_ID", "MMC-" + V.digits(r, 6))}
"""
    yield Draft("ocr", "hi", text)


@shape("ocr-tenancy")
def ocr_tenancy(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # es
    ll, tn = (ctx.person("es", forms=lambda x: [x.given[0] + ". " + x.family]) for _ in range(2))
    text = f"""CONTRATO DE ARRENDAMIENTO DE VIVIENDA

En Madrid, a {D("DATE", "1 de julio de 2024")}

REUNIDOS
De una parte, D./Dña. {P(ll.full)}, mayor de edad, con DNI
{NID(V.es_dni(r), "es.dni")}, en adelante el ARRENDADOR.
De otra parte, D./Dña. {P(tn.full)}, con NIE {NID(V.es_nie(r), "es.nie")}, con domicilio a
efectos de notificaciones en {ADDR(address(r, "ES"))}, en adelante el ARRENDATARIO.

ESTIPULACIONES
Primera.- La renta mensual se fija en {CVAL(V.money(r.randint(700, 1900), "es"))}, pagadera por
meses anticipados en la cuenta {IBAN(V.iban(r, "ES"))} titularidad del arrendador.
Segunda.- El arrendatario entrega en este acto una fianza de {CVAL(V.money(r.randint(700, 1900), "es"))}
equivalente a una mensualidad.
Tercera.- Duración: {D("DURATION", "cinco años")}.

Firmado: {P(ll.given[0] + ". " + ll.family)}          Firmado: {P(tn.given[0] + ". " + tn.family)}
"""
    yield Draft("ocr", "es", text)
    # ko
    ll, tn = ctx.person("ko"), ctx.person("ko")
    text = f"""부동산 임대차 계약서

임대인: {P(ll.full)} (주민등록번호 {NID(V.kr_rrn(r, V.birth(r), ll.female), "kr.rrn")})
임차인: {P(tn.full)} (연락처 {ctx.phone("KR", "national")})
소재지: {ADDR(address(r, "KR"))}

제1조 보증금 {CVAL("금 " + V.money(r.randint(5, 40) * 10000000, "ko"))}정
월세 {CVAL(V.money(r.randint(50, 150) * 10000, "ko"))}은 매월 25일에 임대인의 계좌({ACCT("110-" + V.digits(r, 3) + "-" + V.digits(r, 6))})로 지급한다.
제2조 임대차 기간은 {D("DATE", "2024년 8월 1일")}부터 {D("DURATION", "24개월")}로 한다.
특약: 임차인 {P(tn.given)}님의 반려견 1마리 허용. 기존 체납 관리비 {OWED(V.money(r.randint(10, 90) * 10000, "ko"))} 정산 후 입주.
"""
    yield Draft("ocr", "ko", text)
    # tr
    ll, tn = ctx.person("tr"), ctx.person("tr")
    text = f"""KİRA SÖZLEŞMESİ
Kiraya veren: {P(ll.full)}  T.C. Kimlik No: {NID(V.tr_tckn(r), "tr.tckimlik")}
Kiracı: {P(tn.full)}  T.C. Kimlik No: {NID(V.tr_tckn(r), "tr.tckimlik")}
Kiralanan: {ADDR(address(r, "TR"))}
Aylık kira bedeli: {CVAL(V.money(r.randint(12, 45) * 1000, "tr_tl"))}
Depozito: {CVAL(V.money(r.randint(20, 90) * 1000, "tr_tl"))}
Ödeme: her ayın 5'ine kadar {IBAN(V.iban(r, "TR"))} numaralı hesaba.
Özel şartlar: Kiracı {P(tn.family)}'{"ın" if r.random() < 0.5 else "nin"} önceki kiracıdan kalan {OWED(V.money(r.randint(1, 9) * 1000, "tr_tl"))} aidat borcu yoktur.
"""
    yield Draft("ocr", "tr", text)
    # pl
    ll, tn = ctx.person("pl"), ctx.person("pl", forms=lambda x: [N.pl_full(x, "ins")])
    born = V.birth(r)
    text = f"""UMOWA NAJMU LOKALU MIESZKALNEGO
zawarta w Gdańsku dnia {D("DATE", "1 lipca 2024")} r. pomiędzy:
{P(ll.full)}, PESEL {NID(V.pl_pesel(r, V.birth(r), ll.female), "pl.pesel")}, zwan{"ą" if ll.female else "ym"} dalej Wynajmującym,
a {P(N.pl_full(tn, "ins"))}, PESEL {NID(V.pl_pesel(r, born, tn.female), "pl.pesel")},
zamieszkał{"ą" if tn.female else "ym"} {ADDR(address(r, "PL"))}, zwan{"ą" if tn.female else "ym"} dalej Najemcą.
§ 3. Czynsz najmu wynosi {CVAL(V.money(r.randint(2000, 5000), "pl0"))} miesięcznie, płatny na rachunek
{IBAN(V.iban(r, "PL"))}. Kaucja: {CVAL(V.money(r.randint(2000, 5000), "pl0"))}.
§ 7. Najemca oświadcza, że porusza się na wózku ({HEALTH("stwardnienie rozsiane")}) i wymaga dostępu do windy.
"""
    yield Draft("ocr", "pl", text)


@shape("ocr-passport-mrz")
def passport(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng

    def mrz_check(s: str) -> str:
        vals = {**{str(i): i for i in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}
        return str(sum(vals[c] * w for c, w in zip(s, [7, 3, 1] * 20)) % 10)

    for lang, cc in (("el", "GRC"), ("fi", "FIN")):
        p = ctx.person(lang)
        born = V.birth(r)
        num = V.rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + V.digits(r, 7)
        fam = N.ascii_fold(p.family_latin).upper().replace(" ", "<").replace("-", "<")
        giv = N.ascii_fold(p.given_latin).upper().replace(" ", "<").replace("-", "<")
        name = (fam + "<<" + giv)[:39]
        dob, exp = f"{born:%y%m%d}", "310715"
        personal = "<" * 14
        l2 = (
            num
            + mrz_check(num)
            + cc
            + dob
            + mrz_check(dob)
            + ("F" if p.female else "M")
            + exp
            + mrz_check(exp)
            + personal
            + "<"
        )
        l2 += mrz_check(l2[0:10] + l2[13:20] + l2[21:43])
        label = {
            "el": ("ΔΙΑΒΑΤΗΡΙΟ / PASSPORT", "Επώνυμο / Surname", "Όνομα / Given names", "Ημ. γέννησης / Date of birth"),
            "fi": (
                "PASSI / PASS / PASSPORT",
                "Sukunimi / Surname",
                "Etunimet / Given names",
                "Syntymäaika / Date of birth",
            ),
        }[lang]
        surname = P(p.family) if lang == "fi" else P(p.family) + " / " + P(p.family_latin.upper())
        given = P(p.given) if lang == "fi" else P(p.given) + " / " + P(p.given_latin.upper())
        header = {
            "el": f"Τύπος/Type P   Κωδ./Code {cc}   Αρ. διαβατηρίου / Passport No.",
            "fi": f"Tyyppi/Type P   Koodi/Code {cc}   Passin nro / Passport No.",
        }[lang]
        text = f"""{label[0]}
{header}
{PASSPORT(num)}
{label[1]}
{surname}
{label[2]}
{given}
{label[3]}
{DOB(f"{born:%d.%m.%Y}")}

P<{cc}{P(name)}{"<" * (39 - len(name))}
{PASSPORT(num)}{l2[9:13]}{DOB(dob)}{l2[19:]}
"""
        yield Draft("ocr", lang, text)


@shape("spreadsheet-cells")
def cells(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # en: shared-house expenses
    ppl = [ctx.person(x) for x in ("en", "en", "pl", "it")]
    lines = ["Sheet: House expenses (June)", "A1: Who        B1: Paid        C1: Share      D1: Owes / is owed"]
    total = 612
    paid = [r.randint(150, 330), r.randint(20, 90), r.randint(60, 140)]
    paid.append(total - sum(paid))
    share = total // 4
    for i, (p, pd) in enumerate(zip(ppl, paid), 2):
        owes = share - pd
        lines.append(
            f"A{i}: {P(p.given_latin)}    B{i}: {D('AMOUNT', f'£{pd}.00')}    C{i}: {D('AMOUNT', f'£{share}.00')}    D{i}: "
            + (OWED(f"£{owes}.00") if owes > 0 else (f"is owed £{-owes}.00" if owes < 0 else "—"))
        )
    lines += [
        f"A7: Total    B7: =SUM(B2:B5)    C7: {D('AMOUNT', f'£{total}.00')}",
        f"A9: Note     B9: {P(ppl[2].given_latin)} paid the {D('COMPANY', 'Octopus Energy')} bill from account {ACCT(V.digits(r, 8))}; sort code 20-45-77",
        f"A10: Wifi    B10: {PW('ThamesHouse' + str(r.randint(10, 99)) + '!')}",
    ]
    yield Draft("cells", "en", "\n".join(lines) + "\n")
    # vi: class parents list (openpyxl-style dump)
    lines = [
        "Sheet1!A1 = 'Họ tên học sinh'  Sheet1!B1 = 'Phụ huynh'  Sheet1!C1 = 'SĐT'  Sheet1!D1 = 'Ghi chú sức khỏe'"
    ]
    for i in range(2, 6):
        kid, parent = ctx.person("vi"), ctx.person("vi")
        note = r.choice([HEALTH("hen suyễn"), HEALTH("dị ứng đậu phộng"), "", HEALTH("động kinh")])
        lines.append(
            f"Sheet1!A{i} = '{P(kid.full)}'  Sheet1!B{i} = '{P(parent.full)}'  Sheet1!C{i} = '{ctx.phone('VN', r.choice(['national', 'compact']))}'  Sheet1!D{i} = '{note}'"
        )
    lines.append(f"Sheet1!F1 = 'Quỹ lớp còn nợ'  Sheet1!F2 = '{OWED(V.money(r.randint(1, 9) * 100000, 'vi'))}'")
    yield Draft("cells", "vi", "\n".join(lines) + "\n")
    # it: team salary review, cell-by-cell from a spreadsheet tool
    lines = ["Foglio 'Revisione RAL 2024'"]
    for i in range(2, 6):
        p = ctx.person("it")
        ral = r.randint(28, 70) * 1000
        pct = r.randint(2, 12)
        new = round(ral * (1 + pct / 100), -2)
        lines.append(
            f"B{i}: {P(p.family + ' ' + p.given)}   C{i}: RAL attuale {SAL(V.money(ral, 'it').replace(',00', ''))}   D{i}: proposta {SAL(V.money(new, 'it').replace(',00', ''))}   E{i}: {D('PERCENT', f'{pct}%')}"
        )
    lines.append(f"G2: Budget aumenti approvato dal CdA: {D('AMOUNT', '€ 48.000')}")
    yield Draft("cells", "it", "\n".join(lines) + "\n")


@shape("forms")
def forms(ctx: Ctx) -> Iterator[Draft]:
    r = ctx.rng
    # es: loan application, urlencoded
    p = ctx.person("es")
    born = V.birth(r)
    fields = [
        ("nombre", P(url_q(p.given))),
        ("apellidos", P(url_q(p.family + " " + p.middle if p.middle else p.family))),
        ("dni", NID(V.es_dni(r), "es.dni")),
        ("fecha_nacimiento", DOB(url_q(V.date_num(born, "dmy/")))),
        ("email", EM(url_q(p.email(r, "yahoo.es")))),
        ("movil", PH_url(ctx, "ES")),
        ("iban", IBAN(V.iban(r, "ES", grouped=False))),
        ("ingresos_netos_mes", SAL(str(r.randint(1200, 4000)))),
        ("deudas_actuales", OWED(str(r.randint(1000, 30000)))),
        ("importe_solicitado", D("AMOUNT", "15000")),
        ("plazo_meses", D("COUNT", "60")),
        ("acepto_privacidad", "on"),
        ("utm_source", "google"),
        ("gclid", D("REQUEST_ID", V.rand(r, V.ALNUM + "-_", 40))),
    ]
    body = "&".join(f"{k}={v}" for k, v in fields)
    yield Draft(
        "form",
        "es",
        f"POST /solicitud HTTP/1.1\r\nHost: prestamos-rapidos.es\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\n{body}\r\n",
    )
    # tr: job application form
    p = ctx.person("tr")
    fields = [
        ("ad_soyad", P(url_q(p.full))),
        ("eposta", EM(url_q(p.email(r, "gmail.com")))),
        ("telefon", PH_url(ctx, "TR")),
        ("tckn", NID(V.tr_tckn(r), "tr.tckimlik")),
        ("beklenen_maas", SAL(url_q(V.money(r.randint(40, 150) * 1000, "tr_tl")))),
        ("engel_durumu", HEALTH(url_q("%40 görme engeli"))),
        ("pozisyon", url_q("Node.js Geliştirici")),
        ("kvkk", "1"),
    ]
    yield Draft("form", "tr", "&".join(f"{k}={v}" for k, v in fields) + "\n")
    # it: gym membership, multipart
    p = ctx.person("it")
    born = V.birth(r)
    bnd = "----WebKitFormBoundary" + V.rand(r, V.ALNUM, 16)
    parts = [
        ("nome_completo", P(p.full)),
        ("codice_fiscale", TAX(V.it_cf(p.given, p.family, born, p.female, r), "it.codicefiscale")),
        ("data_nascita", DOB(f"{born:%Y-%m-%d}")),
        ("cellulare", ctx.phone("IT", "national")),
        ("email", EM(p.email(r, "libero.it"))),
        ("certificato_medico_note", "idoneità con limitazioni: " + HEALTH("ipertensione arteriosa")),
        ("password", PW("Palestra" + str(r.randint(10, 99)) + "!")),
    ]
    body = (
        "".join(f'--{bnd}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n' for k, v in parts)
        + f"--{bnd}--\r\n"
    )
    yield Draft("form", "it", f"Content-Type: multipart/form-data; boundary={bnd}\r\n\r\n{body}")
    # en: sign-up with a password and a referral, urlencoded, percent-heavy
    p = ctx.person("en")
    pw = "P@ss w0rd&" + str(r.randint(100, 999))
    fields = [
        ("user[name]", P(url_q(p.full))),
        ("user[email]", EM(url_q(p.email(r, "icloud.com")))),
        ("user[password]", PW(url_q(pw))),
        ("user[password_confirmation]", PW(url_q(pw))),
        ("user[phone]", PH_url(ctx, "US")),
        ("user[ssn]", SSN(V.us_ssn(r))),
        ("referral", USER(p.login(r, "ghnum"))),
        ("authenticity_token", g("SECRET", url_q(V.b64(r, 48)))),
        ("commit", "Sign+up"),
    ]
    yield Draft("form", "en", "&".join(f"{url_q(k)}={v}" for k, v in fields) + "\n")


def PH_url(ctx: Ctx, region: str) -> str:
    """A phone number URL-encoded as a form field carries it (``%2B…`` or ``+`` for spaces)."""
    v = V.phone(ctx.rng, region, ctx.rng.choice(["intl", "e164"]))
    return g("PHONE_NUMBER", url_q(v), f"phone:{region}")
