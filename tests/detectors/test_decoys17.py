"""Decoys17 (issue 12): figures and firms that are nobody's stay unmasked; a person's twin stays masked.

Written fresh for this round (not from any corpus split), one group per mechanism that can put
a span on a figure or a firm: money cue words (``cue``), field keys, labels and columns
(``field``), percentages (``pct``), prices (``price``) and firm names (``firm``); JSON, CSV/TSV,
markdown tables, YAML/.env/INI, logs, e-mail, chat; en de fr es it nl no sv da fi pl ru tr ja zh.
``DECOYS``: values no span may touch (pay bands, averages, budgets, pools, caps, market rates,
rates, firms named like people in supplier/payee columns). ``REALS``: a person's values of the
same shapes (every letter and digit masked). Only cases the branch gets right are pinned; the
ones it does not are listed in ``benchmarks/detectors/RESULTS.md`` (decoys17).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.firm_columns import firm_in_column
from edgeward.detectors.nobody_figures import label_and_record, qualifier_in_label, table_cell
from edgeward.detectors.scanner import Detector

#: (mechanism: what it is, text, values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    (
        "cue: en mail pay band",
        "Hi all,\n\nThe pay band for Senior Engineer is £62,000–£78,000 and the median salary in the team is £70,500.\n\nBest,\nHR",
        ["£62,000–£78,000", "£70,500"],
    ),
    (
        "cue: en mail budget line",
        "Approved. Our salary budget for the platform team is £1.4m this year, so the hire fits.",
        ["£1.4m"],
    ),
    (
        "cue: en chat raise pool",
        "[09:12] hr-bot: company-wide raise this year is 3.5%, merit pool 1.2% on top",
        ["3.5%", "1.2%"],
    ),
    (
        "cue: en md budget",
        "## Budget\n- Salary budget for FY27: $4.2M\n- Hiring cap per head: $180k\n- Training budget per engineer: $2,000",
        ["$4.2M", "$180k"],
    ),
    (
        "cue: en minimum wage",
        "From April the national minimum wage rises to £12.21 an hour; the living wage is £12.60.",
        ["£12.21", "£12.60"],
    ),
    ("cue: en loan product", "Personal loans from 5.9% APR, borrow up to £25,000 over 1 to 7 years.", ["5.9%"]),
    ("cue: en deposit policy", "A deposit of €200 is required at check-in for all guests.", ["€200"]),
    ("cue: en average balance", "The average savings balance of UK households was £17,365 in 2025.", ["£17,365"]),
    (
        "cue: en debt ceiling",
        "Total US public debt passed $36 trillion; the debt ceiling is $41.1 trillion.",
        ["$36 trillion", "$41.1 trillion"],
    ),
    (
        "cue: en bonus policy",
        "Bonus policy: the target bonus for every engineer is 10% of base, paid in March.",
        ["10%"],
    ),
    (
        "cue: de band",
        "Die Gehaltsspanne für die Stufe E13 liegt zwischen 4.800 € und 6.200 € brutto im Monat.",
        ["4.800 €", "6.200 €"],
    ),
    (
        "cue: de durchschnitt",
        "Das Durchschnittsgehalt in der Branche liegt bei 5.100 € brutto; der Mindestlohn beträgt 12,82 € pro Stunde.",
        ["5.100 €", "12,82 €"],
    ),
    ("cue: de budget", "Das Personalbudget der Abteilung für 2027 beträgt 2,4 Mio. €.", ["2,4 Mio. €"]),
    ("cue: de raise all", "Die Tariferhöhung beträgt 5,5 % für alle Beschäftigten ab Januar.", ["5,5 %"]),
    (
        "cue: fr grille",
        "La grille salariale prévoit de 38 000 € à 45 000 € pour ce poste ; le salaire moyen du service est de 41 200 €.",
        ["38 000 €", "45 000 €", "41 200 €"],
    ),
    ("cue: fr smic", "Le SMIC horaire brut passe à 11,88 € au 1er janvier.", ["11,88 €"]),
    (
        "cue: es medio",
        "El salario medio en España es de 2.128 € al mes; la subida general para toda la plantilla será del 4 %.",
        ["2.128 €", "4 %"],
    ),
    (
        "cue: it ral media",
        "La RAL media del settore è 34.000 €; il budget aumenti del team è di € 48.000.",
        ["34.000 €", "€ 48.000"],
    ),
    (
        "cue: nl schaal",
        "De salarisschaal 8 loopt van € 3.200 tot € 4.500 bruto per maand. Het minimumloon is € 2.070 per maand.",
        ["€ 3.200", "€ 4.500", "€ 2.070"],
    ),
    (
        "cue: no lonnsramme",
        "Lønnsrammen for stillingen er kr 620 000–720 000. Gjennomsnittslønnen i bransjen er kr 654 000.",
        ["kr 620 000–720 000", "kr 654 000"],
    ),
    (
        "cue: sv medellon",
        "Medellönen för systemutvecklare i Stockholm är 52 000 kr i månaden enligt SCB.",
        ["52 000 kr"],
    ),
    ("cue: fi palkkaluokka", "Palkkaluokan 7 taulukkopalkka on 3 950,00 € kuukaudessa kaikille.", ["3 950,00 €"]),
    (
        "cue: pl widelki",
        "Widełki w ogłoszeniu: 12 000–16 000 zł brutto; średnie wynagrodzenie w firmie to 9 800 zł.",
        ["12 000–16 000 zł", "9 800 zł"],
    ),
    (
        "cue: ru srednyaya",
        "Средняя зарплата по отрасли — 95 000 ₽; фонд оплаты труда отдела — 2,4 млн ₽.",
        ["95 000 ₽", "2,4 млн ₽"],
    ),
    ("cue: ja heikin", "業界の平均年収は450万円、部署の人件費予算は3,200万円です。", ["450万円", "3,200万円"]),
    ("cue: zh pingjun", "行业平均月薪为12,000元，团队年度奖金池为80万元。", ["12,000元", "80万元"]),
    ("cue: tr ortalama", "Sektörde ortalama maaş 45.000 TL; asgari ücret 22.104 TL oldu.", ["45.000 TL", "22.104 TL"]),
    ("cue: en team total", "Total payroll for the support team: €312,400 per year across 9 people.", ["€312,400"]),
    (
        "cue: en interest",
        "Mortgage rates at the bank are 4.1% fixed for five years; the ECB deposit rate is 3.25%.",
        ["4.1%", "3.25%"],
    ),
    ("cue: de zins", "Der Dispozins liegt bei 11,9 %, der Einlagezins der EZB bei 3,25 %.", ["11,9 %", "3,25 %"]),
    (
        "field: json job posting",
        '{"job_id": "REQ-4471", "title": "Data Engineer", "location": "Berlin", "salary_min": 65000, "salary_max": 80000, "currency": "EUR", "bonus_target": "10%"}',
        ["65000", "80000", "10%"],
    ),
    (
        "field: json market data",
        '{"role": "Backend Engineer", "city": "Amsterdam", "median_salary": "€68,000", "p25_salary": "€58,000", "p75_salary": "€78,000", "source": "survey 2026"}',
        ["€68,000", "€58,000", "€78,000"],
    ),
    (
        "field: csv grades",
        "grade,min_salary,max_salary,bonus_pct\nG4,42000,52000,5\nG5,50000,62000,8\nG6,60000,75000,10",
        ["42000", "52000", "50000", "62000", "60000", "75000"],
    ),
    (
        "field: md levels",
        "| Level | Band min | Band max | Bonus target |\n|---|---|---|---|\n| L3 | €48,000 | €58,000 | 5% |\n| L4 | €56,000 | €70,000 | 8% |",
        ["€48,000", "€58,000", "€56,000", "€70,000", "5%", "8%"],
    ),
    (
        "field: yaml comp policy",
        "compensation:\n  raise_budget_pct: 4.0\n  merit_pool_pct: 1.5\n  salary_cap: 150000\n  relocation_allowance: 5000",
        ["4.0", "1.5", "150000", "5000"],
    ),
    (
        "field: json expense policy",
        '{"policy": "travel-2026", "per_diem_de": "28.00", "hotel_cap_eur": 150, "mileage_rate": "0.30", "currency": "EUR"}',
        ["28.00", "150", "0.30"],
    ),
    (
        "field: tsv departments",
        "department\theadcount\tsalary_budget\tavg_salary\nSupport\t12\t648000\t54000\nSales\t8\t704000\t88000",
        ["648000", "54000", "704000", "88000"],
    ),
    (
        "field: env limits",
        "MAX_REFUND_EUR=500\nDEFAULT_DISCOUNT_PCT=15\nLATE_FEE=40\nVAT_RATE=0.21",
        ["500", "15", "40", "0.21"],
    ),
    (
        "field: ini pricing",
        "[pricing]\nbase_fee = 9.99\nper_seat = 4.50\ndiscount_rate = 12%\ndeposit = 200",
        ["9.99", "4.50", "12%", "200"],
    ),
    (
        "field: json kpis",
        '{"quarter": "Q3", "revenue_growth": "14.2%", "gross_margin": "61%", "churn_rate": "1.9%", "sla_uptime": "99.95%", "utilisation": "71%"}',
        ["14.2%", "61%", "1.9%", "99.95%", "71%"],
    ),
    (
        "field: log payroll run",
        "2026-11-30 02:00:14 INFO payroll-run period=2026-11 employees=214 gross_total=1284300.00 net_total=902115.40 currency=EUR",
        ["1284300.00", "902115.40"],
    ),
    (
        "field: json loan product",
        '{"product": "Flex Loan", "apr": "6.9%", "min_amount": 1000, "max_amount": 25000, "term_months": [12, 24, 36]}',
        ["6.9%", "1000", "25000"],
    ),
    (
        "field: de csv tarif",
        "Entgeltgruppe;Stufe 1;Stufe 2;Stufe 3\nE9a;3.450,20;3.690,11;3.901,47\nE10;3.893,50;4.166,17;4.445,88",
        ["3.450,20", "3.690,11", "4.166,17"],
    ),
    (
        "field: fr json offre",
        '{"intitule": "Comptable", "ville": "Lyon", "salaire_min": "32 000 €", "salaire_max": "38 000 €", "contrat": "CDI"}',
        ["32 000 €", "38 000 €"],
    ),
    (
        "field: nl json vacature",
        '{"vacature": "Monteur", "plaats": "Utrecht", "salaris_van": "€ 2.900", "salaris_tot": "€ 3.800", "uren": 40}',
        ["€ 2.900", "€ 3.800"],
    ),
    (
        "field: ja csv grade",
        "等級,基本給下限,基本給上限\nG3,280000,340000\nG4,330000,410000",
        ["280000", "340000", "410000"],
    ),
    (
        "pct: en growth",
        "Revenue grew 18% YoY, gross margin was 64%, net churn fell to 1.2% and CPU utilisation averaged 73%.",
        ["18%", "64%", "1.2%", "73%"],
    ),
    ("pct: en vat", "Prices exclude VAT (20%); early payment discount 2% within 10 days.", ["20%", "2%"]),
    ("pct: de raise for all", "Ab Juli erhalten alle Mitarbeitenden 3,2 % mehr Gehalt.", ["3,2 %"]),
    (
        "pct: fr taux",
        "Le taux d'intérêt du Livret A est de 3 % ; la TVA est de 20 % ; la marge atteint 42 %.",
        ["3 %", "20 %", "42 %"],
    ),
    ("pct: es tasa", "La tasa de paro bajó al 11,3 % y la inflación al 2,8 %.", ["11,3 %", "2,8 %"]),
    ("pct: nl korting", "Alle medewerkers krijgen 2,5% loonsverhoging per 1 januari; de btw is 21%.", ["2,5%", "21%"]),
    (
        "pct: no sla",
        "Oppetid siste måned: 99,92 %, feilrate 0,4 %, lønnsoppgjøret for alle ansatte ble 5,2 %.",
        ["99,92 %", "0,4 %", "5,2 %"],
    ),
    (
        "pct: pl inflacja",
        "Inflacja w październiku wyniosła 4,9 %, a stopa referencyjna NBP to 5,75 %.",
        ["4,9 %", "5,75 %"],
    ),
    (
        "pct: ru rost",
        "Выручка выросла на 12 %, маржа — 38 %, индексация зарплат для всех сотрудников — 7 %.",
        ["12 %", "38 %", "7 %"],
    ),
    ("pct: zh margin", "毛利率为35%，全员调薪3%，客户流失率2.1%。", ["35%", "3%", "2.1%"]),
    ("pct: ja rate", "消費税率は10%、全社員のベースアップは3.5%です。", ["10%", "3.5%"]),
    (
        "pct: md table kpi",
        "| Metric | Value |\n|---|---|\n| Churn | 2.3% |\n| Margin | 58% |\n| SLA | 99.9% |\n| Raise budget | 4% |",
        ["2.3%", "58%", "99.9%", "4%"],
    ),
    (
        "firm: en invoice from",
        "Invoice from Hartwell & Pryce for the Q3 audit arrived: £12,400, due in 30 days.",
        ["Hartwell & Pryce"],
    ),
    ("firm: en works at", "She works at Lindqvist in Malmö as a backend developer.", ["Lindqvist"]),
    (
        "firm: en vendor json",
        '{"vendor": "Baker Tilly", "invoice": "INV-7781", "amount": "€8,200", "status": "paid"}',
        ["Baker Tilly"],
    ),
    (
        "firm: csv suppliers",
        "supplier,country,terms\nHartwell & Pryce,UK,30 days\nLindqvist,SE,14 days\nBaker Tilly,NL,30 days\nMarsh McLennan,US,45 days",
        ["Hartwell & Pryce", "Lindqvist", "Baker Tilly", "Marsh McLennan"],
    ),
    ("firm: en bank", "Payroll runs through Handelsbanken; our second bank is Coutts.", ["Handelsbanken"]),
    ("firm: en employer field", "Employer: Pryce Whitaker\nPosition: Analyst\nStart: 2026-01-05", ["Pryce Whitaker"]),
    ("firm: de rechnung", "Die Rechnung von Brückner & Söhne über 1.240 € ist eingegangen.", ["Brückner & Söhne"]),
    ("firm: de arbeitgeber", "Arbeitgeber: Kessler & Vogt, Hamburg", ["Kessler & Vogt"]),
    ("firm: fr chez", "Le dossier est suivi chez Fournier & Blanc depuis 2019.", ["Fournier & Blanc"]),
    ("firm: nl leverancier", "Leverancier: Jansen & De Vries, factuur 2026-118 van € 4.300.", ["Jansen & De Vries"]),
    ("firm: no arbeidsgiver", "Arbeidsgiver: Berg & Haugen, Bergen", ["Berg & Haugen"]),
    ("firm: es factura", "Factura de García y Asociados por 3.200 € pendiente de aprobación.", ["García y Asociados"]),
    ("firm: it fornitore", "Fornitore: Rossi & Bianchi, Milano. Ordine 4471 confermato.", ["Rossi & Bianchi"]),
    ("firm: pl faktura", "Faktura od Nowak i Wspólnicy na 4 500 zł wpłynęła wczoraj.", ["Nowak i Wspólnicy"]),
    (
        "firm: md customers",
        "| Customer | Plan | MRR |\n|---|---|---|\n| Hartwell & Pryce | Team | $490 |\n| Lindqvist | Pro | $1,200 |\n| Baker Tilly | Enterprise | $8,400 |",
        ["Hartwell & Pryce"],
    ),
    ("firm: en signature", "Kind regards,\nAccounts Payable\nHartwell & Pryce\n+44 20 7946 0000", ["Hartwell & Pryce"]),
    (
        "firm: en prose client",
        "We signed Whitmore & Lane as a client last week; their audit fee is £9,000.",
        ["Whitmore & Lane", "£9,000"],
    ),
    ("firm: sv kund", "Kunden Lindqvist & Söner vill ha fakturan i PDF.", ["Lindqvist & Söner"]),
    (
        "firm: json bank name",
        '{"iban_masked": "NL**RABO****1234", "bank_name": "Rabobank", "merchant": "Albert Heijn", "amount": 42.10}',
        ["Rabobank"],
    ),
    ("firm: ru postavshchik", "Поставщик: «Смирнов и партнёры», счёт на 120 000 ₽.", ["Смирнов и партнёры"]),
    (
        "firm: log vendor",
        '2026-11-30 10:02:11 INFO ap-sync vendor="Baker Tilly" invoice=INV-7781 amount=8200.00 status=paid',
        ["Baker Tilly", "8200.00"],
    ),
    (
        "cue: de mail spanne",
        "Hallo Jana,\n\ndie Gehaltsspanne laut Stellenausschreibung liegt bei 58.000–66.000 €, der Tarifdurchschnitt bei 61.500 €.\n\nViele Grüße\nPersonalabteilung",
        ["58.000–66.000 €", "61.500 €"],
    ),
    (
        "cue: fr mail budget",
        "Bonjour,\n\nL'enveloppe salariale de l'équipe pour 2027 est de 1,8 M€ ; la fourchette du poste reste 42 000–48 000 €.\n\nCordialement",
        ["1,8 M€", "42 000–48 000 €"],
    ),
    ("cue: nl chat pool", "[10:14] Sanne: de bonuspot voor het hele team is € 24.000 dit jaar", ["€ 24.000"]),
    (
        "cue: sv chat snitt",
        "[08:55] Erik: snittlönen på avdelningen ligger på 47 500 kr enligt lönekartläggningen",
        ["47 500 kr"],
    ),
    (
        "cue: it mail fascia",
        "Ciao,\n\nla fascia retributiva per il livello B2 va da 32.000 € a 38.000 € lordi.\n\nUn saluto",
        ["32.000 €", "38.000 €"],
    ),
    (
        "cue: es chat banda",
        "[11:02] Lucía: la banda salarial del puesto es de 40.000 a 46.000 € y el presupuesto de nóminas del área es 1,2 M€",
        ["1,2 M€"],
    ),
    (
        "cue: pl mail fundusz",
        "Dzień dobry,\n\nfundusz premiowy działu na 2027 r. wynosi 180 000 zł, a średnia pensja w zespole 11 200 zł.\n\nPozdrawiam",
        ["180 000 zł", "11 200 zł"],
    ),
    (
        "cue: ru chat vilka",
        "[12:40] Ольга: вилка зарплаты по вакансии 180–220 тыс. ₽, медианная зарплата на рынке 200 000 ₽",
        ["200 000 ₽"],
    ),
    (
        "cue: ja chat yosan",
        "[09:30] 佐々木: 来期の賞与予算は1,500万円、給与レンジは年収600万円〜800万円です",
        ["1,500万円"],
    ),
    (
        "cue: zh mail range",
        "各位好：\n该岗位的薪资范围为25,000至32,000元/月，部门年度薪酬预算为480万元。\n人力资源部",
        ["480万元"],
    ),
    (
        "cue: log hr export",
        "2026-11-30T08:00:02Z INFO comp-report dept=support avg_salary=54000 median_salary=52500 salary_budget_total=648000",
        ["54000", "52500", "648000"],
    ),
    (
        "field: csv market rates",
        "role;city;median_salary;p75_salary\nBackend;Oslo;720000;810000\nFrontend;Bergen;650000;720000",
        ["720000", "810000", "650000"],
    ),
    (
        "field: json salary survey",
        '{"survey": "Tech Pay 2026", "results": [{"country": "DE", "avg_salary": 68500, "median_salary": 65000}, {"country": "FR", "avg_salary": 54000, "median_salary": 51000}]}',
        ["68500", "65000", "54000", "51000"],
    ),
    (
        "field: md grade table de",
        "| Entgeltgruppe | Gehalt min | Gehalt max |\n|---|---|---|\n| E9 | 3.450 € | 4.300 € |\n| E10 | 3.900 € | 4.900 € |",
        ["3.450 €", "4.300 €", "3.900 €", "4.900 €"],
    ),
    (
        "price: json plan prices",
        '{"plans": [{"name": "Team", "price_per_seat": "€12", "billing": "monthly"}, {"name": "Business", "price_per_seat": "€24", "billing": "monthly"}]}',
        ["€12", "€24"],
    ),
    (
        "price: md price list",
        "| Service | Price |\n|---|---|\n| Onboarding | €1,500 |\n| Support (per month) | €300 |",
        ["€1,500", "€300"],
    ),
    (
        "price: no mail strompris",
        "Hei,\n\nStrømavtalen hos Fjordkraft koster 1,09 kr/kWh pluss 39 kr i månedlig fastbeløp.\n\nMvh\nKundeservice",
        ["1,09 kr/kWh", "39 kr"],
    ),
    (
        "firm: md escalation",
        "## Support\n- Customer escalation from Hartwell & Pryce: their admin cannot reset SSO.\n- Escalation from Lindqvist: invoices missing VAT.",
        ["Hartwell & Pryce", "Lindqvist"],
    ),
    (
        "firm: tsv payees",
        "date\tpayee\tamount\n2026-11-02\tKessler & Vogt GmbH\t-1.240,00\n2026-11-05\tLindqvist\t-320,00\n2026-11-09\tBaker Tilly\t-8.200,00",
        ["Kessler & Vogt GmbH"],
    ),
    (
        "firm: csv vendors de",
        "Lieferant;Ort;Zahlungsziel\nBrückner & Söhne;Leipzig;30 Tage\nHartmann;Dresden;14 Tage\nKessler;Halle;30 Tage",
        ["Brückner & Söhne", "Hartmann", "Kessler"],
    ),
    (
        "price: en order mail",
        "Hi Sam,\n\nThanks for your order #114-2231! Order total: $84.97 (incl. $6.29 tax). Your card ending 4242 was charged $84.97.\n\nAcme Store",
        ["$84.97", "$6.29"],
    ),
    (
        "price: de bestellung",
        "Vielen Dank für Ihre Bestellung 30021. Gesamtbetrag: 129,90 € inkl. 19 % MwSt., Versand 4,95 €.",
        ["129,90 €", "4,95 €"],
    ),
    (
        "price: fr commande",
        "Votre commande n° 88213 : montant TTC 56,40 €, frais de port 3,90 €.",
        ["56,40 €", "3,90 €"],
    ),
    ("price: ja receipt", "ご注文ありがとうございます。合計 ¥3,280（税込）、送料 ¥550。", ["¥3,280", "¥550"]),
    ("price: zh receipt", "订单 2026113012 实付 ¥128.00，运费 ¥8.00。", ["¥128.00", "¥8.00"]),
    ("price: ru receipt", "Заказ № 5521: итого 1 290 ₽, доставка 199 ₽.", ["1 290 ₽", "199 ₽"]),
    ("price: nl bon", "Bestelling 7781 — Totaal € 24,95, verzendkosten € 3,95.", ["€ 24,95", "€ 3,95"]),
    ("price: no kvittering", "Ordre 4412: Totalt kr 349,00 inkl. mva, frakt kr 59.", ["kr 349,00", "kr 59"]),
    ("price: el apodeixi", "Παραγγελία 9921: Σύνολο 35,00 €, μεταφορικά 3,50 €.", ["35,00 €", "3,50 €"]),
    (
        "price: json stripe charge",
        '{"id": "ch_3Nq", "object": "charge", "amount": 4900, "amount_refunded": 0, "currency": "eur", "description": "Pro plan", "status": "succeeded"}',
        ["4900"],
    ),
    (
        "price: json shopify order",
        '{"order_number": 1042, "total_price": "86.40", "subtotal_price": "79.00", "total_tax": "7.40", "currency": "EUR", "line_items": [{"title": "Desk Lamp", "price": "79.00", "quantity": 1}]}',
        ["86.40", "79.00", "7.40"],
    ),
    (
        "price: json hotel booking",
        '{"reservationId": "5932170550", "hotel": {"name": "Harbour Hotel"}, "price": {"total": "612.40", "perNight": "153.10", "currency": "EUR"}}',
        ["612.40", "153.10"],
    ),
    (
        "price: json flight fare",
        '{"pnr": "X7K2LQ", "fare": {"currency": "NOK", "baseFare": "1890", "taxes": "412", "total": "2302"}}',
        ["1890", "412", "2302"],
    ),
    (
        "price: csv card purchases",
        "date,merchant,amount,currency\n2026-11-02,REWE,-42.10,EUR\n2026-11-03,Netflix,-13.99,EUR\n2026-11-05,Shell,-61.20,EUR",
        ["-42.10", "-13.99", "-61.20"],
    ),
    (
        "price: log charge",
        "2026-11-30T10:04:11Z INFO stripe charge.succeeded id=ch_3Nq amount=4900 currency=eur customer=cus_Q2",
        ["4900"],
    ),
    ("price: http query", "GET /api/cart?sku=LMP-22&qty=2&price=19.99&currency=EUR HTTP/1.1", ["19.99"]),
    ("price: md menu", "| Dish | Price |\n|---|---|\n| Ramen | ¥980 |\n| Gyoza | ¥450 |", ["¥980", "¥450"]),
    (
        "price: chat subscription",
        "[14:20] support-bot: your Pro subscription renews on 1 Dec at $19.99/month",
        ["$19.99"],
    ),
    (
        "price: en renewal mail",
        "Hello,\n\nYour annual plan renews on 2026-12-01 for €240.00. Update your payment method before then.\n\nBilling team",
        ["€240.00"],
    ),
    (
        "price: de rechnung ocr",
        "RECHNUNG 2026-117\nPos  Bezeichnung            Menge  Einzelpreis  Gesamt\n1    Wartung Heizung        1      189,00       189,00\n2    Anfahrt                1      45,00        45,00\nRechnungsbetrag                                 278,46",
        ["189,00", "45,00"],
    ),
    (
        "price: stock quotes",
        "NVDA closed at $135.58 (+3.5%); AAPL at $214.29 (-0.4%); BTC $64,210.",
        ["$135.58", "+3.5%", "$214.29", "-0.4%", "$64,210"],
    ),
    (
        "price: uber receipt",
        "Thanks for riding, Sam\nTotal €18.40\nTrip fare €15.90\nBooking fee €2.50",
        ["€18.40", "€15.90", "€2.50"],
    ),
    (
        "cue: hiring/budget variant en band",
        "## Hiring notes – Platform Engineer (REQ-617)\n\nSalary band per the job ad: £70,000–£95,000.\n",
        ["£70,000", "£95,000"],
    ),
    (
        "cue: hiring/budget variant fr band",
        "## Notes de recrutement – Ingénieur plateforme (REQ-617)\n\nFourchette de salaire selon l'annonce : 55 000 €–70 000 €.\n",
        ["55 000 €", "70 000 €"],
    ),
    (
        "cue: hiring/budget variant nl band",
        "## Wervingsnotities – Platform Engineer (REQ-617)\n\nSalarisschaal volgens de vacature: € 60.000–€ 80.000.\n",
        ["€ 60.000", "€ 80.000"],
    ),
    (
        "cue: hiring/budget variant no band",
        "## Rekrutteringsnotater – Plattformingeniør (REQ-617)\n\nLønnsspenn i stillingsannonsen: kr 650 000–800 000.\n",
        ["kr 650 000", "800 000"],
    ),
    (
        "cue: hiring/budget variant ru band",
        "## Заметки по найму – инженер платформы (REQ-617)\n\nВилка по вакансии: 250 000–320 000 ₽.\n",
        ["250 000", "320 000 ₽"],
    ),
    (
        "cue: hiring/budget variant el band",
        "## Σημειώσεις πρόσληψης (REQ-617)\n\nΜισθολογικό εύρος σύμφωνα με την αγγελία: 30.000 €–40.000 €.\n",
        ["30.000 €", "40.000 €"],
    ),
    (
        "cue: hiring/budget variant ar band",
        "## ملاحظات التوظيف (REQ-617)\n\nنطاق الراتب حسب الإعلان: 18,000–24,000 ريال.\n",
        ["18,000", "24,000 ريال"],
    ),
    (
        "cue: hiring/budget variant zh band",
        "## 招聘笔记（REQ-617）\n\n招聘广告中的薪资范围：30,000–45,000元/月。\n",
        ["30,000", "45,000元"],
    ),
    (
        "cue: hiring/budget variant ja band",
        "## 採用メモ（REQ-617）\n\n求人票の給与レンジ：年収700万円〜900万円。\n",
        ["700万円", "900万円"],
    ),
    (
        "cue: hiring/budget variant de budget",
        "Genehmigt. Unser Budgetposten für das Team liegt dieses Jahr bei 1,2 Mio. €, das passt.",
        ["1,2 Mio. €"],
    ),
    (
        "cue: hiring/budget variant fr budget",
        "Validé. Notre ligne budgétaire pour l'équipe est de 1,2 M€ cette année, donc ça passe.",
        ["1,2 M€"],
    ),
    (
        "cue: hiring/budget variant nl budget",
        "Akkoord. Ons budget voor het team is dit jaar € 1,2 mln, dus dat past.",
        ["€ 1,2 mln"],
    ),
    (
        "cue: hiring/budget variant no budget",
        "Godkjent. Budsjettet for teamet er 12 mill. kr i år, så det går fint.",
        ["12 mill. kr"],
    ),
    (
        "cue: hiring/budget variant ru budget",
        "Согласовано. Бюджет команды в этом году — 95 млн ₽, укладываемся.",
        ["95 млн ₽"],
    ),
    (
        "cue: hiring/budget variant el budget",
        "Εγκρίνεται. Ο προϋπολογισμός της ομάδας φέτος είναι 1,2 εκ. €, οπότε είμαστε εντάξει.",
        ["1,2 εκ. €"],
    ),
    (
        "cue: hiring/budget variant ar budget",
        "تمت الموافقة. ميزانية الفريق هذا العام 4.5 مليون ريال، لذا لا مشكلة.",
        ["4.5 مليون ريال"],
    ),
    (
        "cue: hiring/budget variant ja budget",
        "承認します。チームの今年度予算は1.2億円なので問題ありません。",
        ["1.2億円"],
    ),
    ("cue: hiring/budget variant de vipps", "[02.11.25, 11:31:40] Jorunn: Schick mir 35 € für die Pizza 🍕", ["35 €"]),
    ("cue: hiring/budget variant en vipps", "[02.11.25, 11:31:40] Jorunn: Venmo me $35 for the pizza 🍕", ["$35"]),
    ("cue: hiring/budget variant fr vipps", "[02.11.25, 11:31:40] Jorunn : Envoie-moi 35 € pour la pizza 🍕", ["35 €"]),
    ("cue: hiring/budget variant en cost", "Total cost of the run: $12.40 (spot instances).", ["$12.40"]),
    ("cue: hiring/budget variant de cost", "Gesamtkosten des Laufs: 11,80 € (Spot-Instanzen).", ["11,80 €"]),
    (
        "field: json postings list",
        '{"jobs": [{"job_id": "J-1", "title": "SRE", "salary": "€70,000", "bonus": "10%"}, {"job_id": "J-2", "title": "QA", "salary": "€52,000", "bonus": "5%"}]}',
        ["€70,000", "10%", "€52,000", "5%"],
    ),
    (
        "field: csv grade table",
        "level;base_salary;bonus\nL3;48000;5%\nL4;56000;8%\nL5;68000;12%",
        ["48000", "56000", "68000", "5%", "8%", "12%"],
    ),
]

#: (mechanism: what it is, text, values that must be masked whole)
REALS: list[tuple[str, str, list[str]]] = [
    ("cue: en salary", "Anna Berg's salary is €4,200 per month.", ["Anna Berg", "€4,200"]),
    ("cue: en earns", "Marta Jones earns £54,000 a year plus a 12% bonus.", ["Marta Jones", "£54,000"]),
    ("cue: en band and own", "His current salary is £54,250; the band for his level is £48,000–£58,000.", ["£54,250"]),
    ("cue: en owe", "Still owe Priya £300 for the tickets.", ["Priya", "£300"]),
    ("cue: en balance", "My current account is down to £212.06, savings £4,800.", ["£212.06", "£4,800"]),
    ("cue: de gehalt", "Herr Keller bekommt ab März 5.450 € brutto.", ["Keller", "5.450 €"]),
    ("cue: de schulden", "Ich habe noch 3.400 € Schulden bei der Bank.", ["3.400 €"]),
    ("cue: fr prime", "Ma prime annuelle est de 3 000 € et mon salaire de 42 000 €.", ["3 000 €", "42 000 €"]),
    ("cue: fr doit", "Apolline me doit encore 450 € pour le loyer.", ["Apolline", "450 €"]),
    ("cue: es sueldo", "Mi sueldo es de 2.350 € netos al mes.", ["2.350 €"]),
    ("cue: it ral", "Giulia Conti ha una RAL di 38.000 €.", ["Giulia Conti", "38.000 €"]),
    ("cue: nl salaris", "Mijn salaris is € 3.850 bruto per maand.", ["€ 3.850"]),
    ("cue: no lonn", "Lønna mi er kr 58 400 i måneden.", ["kr 58 400"]),
    ("cue: sv lon", "Erik tjänar 48 000 kr i månaden.", ["Erik", "48 000 kr"]),
    ("cue: fi palkka", "Palkkani on nyt 4 250 euroa kuussa.", ["4 250 euroa"]),
    ("cue: pl wynagrodzenie", "Moje wynagrodzenie to 11 500 zł brutto.", ["11 500 zł"]),
    ("cue: ru zarplata", "Моя зарплата — 120 000 ₽ в месяц.", ["120 000 ₽"]),
    ("cue: ja nenshu", "私の年収は620万円です。", ["620万円"]),
    ("cue: zh yuexin", "我的月薪是18,000元。", ["18,000元"]),
    ("cue: tr maas", "Maaşım 85.000 TL'ye çıktı.", ["85.000 TL"]),
    (
        "cue: en offer",
        "We'd like to offer Ottilie Brandt £72,000 base with a £7,000 sign-on.",
        ["Ottilie Brandt", "£72,000", "£7,000"],
    ),
    ("cue: de raise person", "Frau Lindner erhält ab Juli 4 % mehr Gehalt.", ["Lindner"]),
    (
        "cue: en team member pay",
        "Team update: Carlos Mendes' new salary is $98,000 effective May 1.",
        ["Carlos Mendes", "$98,000"],
    ),
    (
        "field: json employee",
        '{"employee_id": "E-1042", "name": "Ole Hansen", "salary": 612000, "bonus_pct": "8%", "currency": "NOK"}',
        ["Ole Hansen", "612000"],
    ),
    (
        "field: csv payroll",
        "name,salary,bonus\nKari Nordmann,58000,4000\nOla Berg,61000,3500",
        ["Kari Nordmann", "58000", "Ola Berg", "61000"],
    ),
    (
        "field: md payroll",
        "| Employee | Salary | Raise |\n|---|---|---|\n| Kari Berg | 640 000 kr | 4% |\n| Jonas Lie | 590 000 kr | 3% |",
        ["Kari Berg", "640 000 kr", "Jonas Lie", "590 000 kr"],
    ),
    (
        "field: json candidate",
        '{"candidate": "Lena Vogel", "current_salary": "€58,000", "desired_salary": "€70,000"}',
        ["Lena Vogel", "€58,000", "€70,000"],
    ),
    (
        "field: json account",
        '{"holder": "Tomasz Wiśniewski", "balance": "12 430,55 zł", "overdue": "1 200,00 zł"}',
        ["Tomasz Wiśniewski", "12 430,55 zł", "1 200,00 zł"],
    ),
    (
        "field: yaml employee",
        "employee:\n  name: Sofia Marino\n  salary: 42000\n  bonus: 3000",
        ["Sofia Marino", "42000", "3000"],
    ),
    (
        "field: tsv net pay",
        "Vorname\tNachname\tNetto\nPetra\tSchulz\t2.845,10\nJan\tKrüger\t3.120,45",
        ["Schulz", "2.845,10", "Krüger", "3.120,45"],
    ),
    (
        "field: fr json salarie",
        '{"salarie": "Camille Durand", "salaire_brut": "3 450 €", "prime": "500 €"}',
        ["Camille Durand", "3 450 €", "500 €"],
    ),
    (
        "field: nl json werknemer",
        '{"werknemer": "Sanne de Jong", "salaris": "€ 3.900", "schuld": "€ 1.250"}',
        ["Sanne de Jong", "€ 3.900", "€ 1.250"],
    ),
    (
        "field: ja csv employee",
        "氏名,基本給\n山田 花子,320000\n佐藤 健,355000",
        ["山田 花子", "320000", "佐藤 健", "355000"],
    ),
    ("pct: en raise named", "Priya Shah's raise this cycle is 7%.", ["Priya Shah"]),
    ("pct: en bonus named", "Bonus for Tom Becker: 15% of base.", ["Tom Becker", "15%"]),
    ("pct: fr hausse", "Léa Martin obtient une augmentation de 5 %.", ["Léa Martin"]),
    ("firm: en sole trader", "Invoice from Tom Baker (sole trader) for the kitchen: £800.", ["Tom Baker"]),
    (
        "firm: en customer column",
        "| Customer | Phone |\n|---|---|\n| Emma Lindqvist | +44 7700 900123 |\n| Jonas Pryce | +44 7700 900456 |",
        ["Emma Lindqvist", "Jonas Pryce"],
    ),
    ("firm: en person at firm", "Hartwell & Pryce's contact is Marion Keele; she asked for the PO.", ["Marion Keele"]),
    ("firm: de person", "Ansprechpartnerin bei Kessler & Vogt ist Frau Annika Brandt.", ["Annika Brandt"]),
    ("firm: en works at person", "Daniel Lindqvist works at Baker Tilly in Utrecht.", ["Daniel Lindqvist"]),
    (
        "firm: csv customers persons",
        "customer,email,balance\nSara Pryce,sara.pryce@gmail.com,120.50\nLeo Hartwell,leo.h@outlook.com,-42.00",
        ["Sara Pryce", "sara.pryce@gmail.com", "Leo Hartwell", "leo.h@outlook.com"],
    ),
    ("firm: en signature person", "Kind regards,\nMarion Keele\nAccounts Payable\nHartwell & Pryce", ["Marion Keele"]),
    (
        "firm: json vendor person",
        '{"vendor": "Tomás Herrera", "vendor_type": "freelancer", "amount": "€1,800"}',
        ["Tomás Herrera"],
    ),
    ("firm: no person employer", "Kari Haugen jobber hos Berg & Haugen i Bergen.", ["Kari Haugen"]),
    ("cue: en her range", "Her salary expectation is €60,000, at the top of the band.", ["€60,000"]),
    (
        "field: json candidate min",
        '{"name": "Anna Berg", "expected_salary_min": 60000, "expected_salary_max": 70000}',
        ["Anna Berg"],
    ),
    ("field: md budget bare", "Budget: €4,000,000", ["€4,000,000"]),
    ("cue: de mein durchschnitt", "Mein Gehalt liegt mit 5.300 € über dem Durchschnitt.", ["5.300 €"]),
    (
        "cue: no person lonn",
        "Lønna til Kari Nordmann er kr 612 000, over gjennomsnittet.",
        ["Kari Nordmann", "kr 612 000"],
    ),
    ("cue: en total pay person", "Total pay for Sven Olsen this month: €4,870.", ["Sven Olsen"]),
    (
        "field: csv employees with grade",
        "name,grade,salary\nKari Berg,G5,56000\nOle Lie,G4,48000",
        ["Kari Berg", "56000", "Ole Lie", "48000"],
    ),
    ("cue: fi oma palkka", "Palkkani on 4 120,00 € eikä 4 210,00 €.", ["4 120,00 €"]),
    ("cue: es su sueldo", "Su sueldo mínimo garantizado es de 1.800 € al mes, dijo Marta.", ["1.800 €"]),
    ("cue: da min lon", "Min løn efter forhandlingen: 43.500 kr. før skat.", ["43.500 kr."]),
    (
        "cue: de person above average",
        "Jana verdient 64.000 €, über dem Durchschnitt von 61.500 €.",
        ["Jana", "64.000 €"],
    ),
    ("cue: nl person bonus pot", "Sanne krijgt € 3.000 uit de bonuspot.", ["Sanne"]),
    (
        "field: json employee comp",
        '{"employee": {"name": "Ingrid Solheim", "compensation": {"base_salary": 612000, "bonus_target": "61200", "currency": "NOK"}}}',
        ["Ingrid Solheim", "612000", "61200"],
    ),
    (
        "firm: tsv payees persons",
        "date\tpayee\tamount\n2026-11-02\tAnna Berg\t-120,00\n2026-11-05\tLindqvist & Co\t-320,00\n2026-11-09\tJonas Keller\t-80,00",
        ["Anna Berg", "Jonas Keller"],
    ),
    (
        "firm: csv customer persons",
        "customer,city,phone\nKarin Lindqvist,Malmö,+46 70 123 45 67\nPer Hartwell,Lund,+46 70 765 43 21",
        ["Karin Lindqvist", "+46 70 123 45 67", "Per Hartwell"],
    ),
    (
        "firm: md supplier contact",
        "| Supplier | Contact |\n|---|---|\n| Hartwell & Pryce | Marion Keele |\n| Lindqvist | Erik Lindqvist |",
        ["Marion Keele", "Erik Lindqvist"],
    ),
    ("cue: ar my salary", "راتبي الشهري 18,000 ريال بعد الزيادة.", ["18,000 ريال"]),
    ("cue: ja my income", "私の年収は700万円です。", ["700万円"]),
    ("cue: zh my salary", "我的月薪是30,000元。", ["30,000元"]),
    ("cue: el my salary", "Ο μισθός μου είναι 1.850 € τον μήνα.", ["1.850 €"]),
    ("cue: ru my salary band", "Моя зарплата — 260 000 ₽, в пределах вилки.", ["260 000 ₽"]),
    (
        "field: md staff with level",
        "| Name | Level | Salary |\n|---|---|---|\n| Kari Berg | L4 | €62,000 |\n| Ole Lie | L3 | €51,000 |",
        ["Kari Berg", "€62,000", "Ole Lie", "€51,000"],
    ),
    (
        "field: json posting with candidate",
        '{"job_id": "REQ-1", "candidate": "Lena Vogel", "offer_salary": 70000, "sign_on_bonus": 5000}',
        ["Lena Vogel", "70000", "5000"],
    ),
    (
        "field: json employee with job id",
        '{"employee": {"name": "Piotr Nowak", "job_id": "J-12", "salary": 9800}}',
        ["Piotr Nowak", "9800"],
    ),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_figure_or_firm_of_nobody_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        hit = [s.text for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"


@pytest.mark.parametrize(("label", "text", "values"), REALS, ids=[c[0] for c in REALS])
def test_a_persons_value_of_the_same_shape_stays_masked(
    det: Detector, label: str, text: str, values: list[str]
) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        covered = {i for s in spans for i in range(max(s.start, k), min(s.end, k + len(v)))}
        need = {i for i in range(k, k + len(v)) if text[i].isalnum()}
        assert need <= covered, f"{label}: {v!r} not masked ({[s.text for s in spans]})"


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("salary_min", True),
        ("avgSalary", True),
        ("p75_salary", True),
        ("Band max", True),
        ("salaris_van", True),
        ("raise_budget_pct", True),
        ("Gehaltsspanne", True),
        ("基本給上限", True),
        ("Total payroll for the support team", True),
        ("salary", False),
        ("bonus_target", False),  # a person's record has it
        ("Budget", False),  # a project's money (test_leaks13)
        ("Budget cap", False),
        ("pozostało do spłaty", False),  # "do" is a key's word only, not prose
        ("Marketing manager salary", False),
    ],
)
def test_qualifier_in_label(label: str, expected: bool) -> None:
    assert qualifier_in_label(label) is expected


def test_label_and_record_read_keys_lines_and_table_headers() -> None:
    t = '{"employee": {"name": "Ingrid Solheim", "comp": {"salary_min": 61200}}}'
    label, record = label_and_record(t, t.index("61200"))
    assert label == "salary_min" and record is not None and "Ingrid" in t[record[0] : record[1]]
    csv = "grade,min_salary,max_salary\nG4,42000,52000"
    assert table_cell(csv, csv.index("52000"))[0] == "max_salary"
    prose = "- Migrated billing from Django to Go; cut p95\n- Current salary £82,500 + 10% bonus; notice 3 months"
    assert table_cell(prose, prose.index("82,500")) is None  # a bullet list with semicolons is no table


def test_firm_in_column_needs_an_organisation_header_or_a_column_of_firms() -> None:
    csv = "supplier,country\nHartwell & Pryce,UK\nLindqvist,SE"
    k = csv.index("Lindqvist")
    assert firm_in_column(csv, k, k + 9)
    payees = "date\tpayee\tamount\n1.11\tKessler & Vogt GmbH\t-1\n2.11\tLindqvist\t-2"
    k = payees.index("Lindqvist")
    assert firm_in_column(payees, k, k + 9)
    persons = "date\tpayee\tamount\n1.11\tAnna Berg\t-1\n2.11\tLindqvist & Co\t-2\n3.11\tLindqvist\t-3"
    k = persons.rindex("Lindqvist")
    assert not firm_in_column(persons, k, k + 9)  # a person in the column: a lone surname may be one
    titled = "supplier,country\nMr Pryce,UK"
    k = titled.index("Mr Pryce")
    assert not firm_in_column(titled, k, k + 8)
