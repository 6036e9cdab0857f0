"""Decoys18 (issue 12): public figures and firms named like people stay unmasked in agent traffic.

Written fresh for this round (not from any corpus split; names invented, none a Faker name except
the listed given name of the given-name guard's twin): budgets, fees, cloud bills, grants, order
totals, statistics, revenue and cost-centre tables, growth/tax/discount/conversion rates, plan and
catalogue prices, and firms named like people (CRM ``company`` keys, e-mail signatures, ``escalation
from X: their admin Y``, ``& Sons``/``& Zn.``/``и партнёры``, clinics and practices, utilities with a
trade word) in JSON, CSV/TSV, markdown tables, logs, e-mail, chat, vCard/iCalendar, READMEs; en de fr
nl no es it pl ru tr el ar zh ja. ``DECOYS``: values no span may touch. ``REALS``: a person's values of
the same shapes (every letter and digit masked). Only cases the branch gets right are pinned; the
ones it does not are listed in ``benchmarks/detectors/RESULTS.md`` (decoys18).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.non_personal import amount_as_account, staffed_organisation, trade_company
from edgeward.detectors.nobody_figures import qualified_figure
from edgeward.detectors.public_money import organisation_table, price_figure
from edgeward.detectors.scanner import Detector

#: (what it is, text, values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    (
        "amount: en mail project budget from a person",
        "Hi Corvina,\n\nThe Q2 marketing budget is $48,000 and the agency retainer is $6,500 a month. Can you sign off by Friday?\n\nThanks,\nTessaly Brannock",
        ["$48,000", "$6,500"],
    ),
    (
        "amount: en chat cloud bill",
        "[14:02] Ilvane: AWS bill for October came in at $3,412.77, up from $2,980 in September\n[14:03] Dorrit: mostly the NAT gateway, I'll look",
        ["$3,412.77", "$2,980"],
    ),
    (
        "amount: de mail fee",
        "Hallo Frau Quellmalz,\n\ndie Bearbeitungsgebühr beträgt 35,00 € pro Antrag, die Mahngebühr 5,00 €.\n\nMit freundlichen Grüßen\nIhr Serviceteam",
        ["35,00 €", "5,00 €"],
    ),
    (
        "amount: fr mail budget projet",
        "Bonjour Maëlinde,\n\nLe budget du projet de migration est de 120 000 € HT, dont 18 000 € de licences.\n\nBien à vous,\nOrlane Vasseux",
        ["120 000 €", "18 000 €"],
    ),
    (
        "amount: nl chat boete",
        "[09:41] Jorrith: de parkeerboete in Utrecht is tegenwoordig € 95, de administratiekosten € 9",
        ["€ 95", "€ 9"],
    ),
    (
        "amount: no mail gebyr",
        "Hei Sunnvå,\n\nEtableringsgebyret for lånet er 2 500 kr og termingebyret 65 kr.\n\nHilsen\nBanken",
        ["2 500 kr", "65 kr"],
    ),
    (
        "amount: it mail spese",
        "Ciao Ottavina,\n\nle spese di spedizione sono 9,90 € e la commissione PayPal 0,35 €.\n\nSaluti",
        ["9,90 €", "0,35 €"],
    ),
    (
        "amount: pl mail budzet",
        "Cześć Radosława,\n\nbudżet projektu na 2027 to 450 000 zł, z czego 60 000 zł na licencje.\n\nPozdrawiam\nWitosław",
        ["450 000 zł", "60 000 zł"],
    ),
    (
        "amount: ru chat byudzhet",
        "[11:05] Всеслава: бюджет рекламной кампании — 800 000 ₽, комиссия агентства 10 %",
        ["800 000 ₽", "10 %"],
    ),
    (
        "amount: tr mail butce",
        "Merhaba Nurefşan Hanım,\n\nProjenin bütçesi 1.200.000 TL, danışmanlık ücreti 85.000 TL olarak onaylandı.\n\nSaygılarımla",
        ["1.200.000 TL", "85.000 TL"],
    ),
    (
        "amount: el mail proypologismos",
        "Καλησπέρα κυρία Ξανθοκλεία,\n\nο προϋπολογισμός του έργου είναι 75.000 € και το κόστος αδειών 9.000 €.\n\nΜε εκτίμηση",
        ["75.000 €", "9.000 €"],
    ),
    (
        "amount: ar mail mizaniya",
        "مرحبا أستاذة وردينة،\n\nميزانية المشروع 250,000 ريال ورسوم الترخيص 12,000 ريال.\n\nمع التحية",
        ["250,000 ريال", "12,000 ريال"],
    ),
    ("amount: zh chat yusuan", "[10:12] 宁采薇：项目预算是120万元，外包费用30万元，下周评审", ["120万元", "30万元"]),
    (
        "amount: ja mail yosan",
        "鷲尾様\n\n本案件の予算は800万円、保守費用は月額15万円です。\n\nよろしくお願いいたします。",
        ["800万円", "15万円"],
    ),
    (
        "amount: en json cloud costs",
        '{"account": "prod-eu", "month": "2026-10", "total_cost": "4120.55", "forecast": "4380.00", "currency": "USD", "owner": "platform-team"}',
        ["4120.55", "4380.00"],
    ),
    (
        "amount: en json grant",
        '{"grant_id": "HZ-2291", "programme": "Horizon", "awarded": "€1,250,000", "cofunding": "€250,000", "coordinator": "Veldmark Institute"}',
        ["€1,250,000", "€250,000"],
    ),
    (
        "amount: de csv kostenstellen",
        "Kostenstelle;Bezeichnung;Budget 2027;Ist\n4410;Marketing;250.000,00;198.430,12\n4420;Vertrieb;180.000,00;171.002,90",
        ["250.000,00", "198.430,12", "180.000,00"],
    ),
    (
        "amount: en md revenue table",
        "| Quarter | Revenue | Net income |\n|---|---|---|\n| Q1 | $12.4M | $1.1M |\n| Q2 | $13.9M | $1.6M |",
        ["$12.4M", "$1.1M", "$13.9M"],
    ),
    (
        "amount: fr json facture fournisseur",
        '{"fournisseur": "Imprimerie Castagnol", "facture": "F-2026-311", "montant_ht": "1 840,00 €", "tva": "368,00 €", "montant_ttc": "2 208,00 €"}',
        ["1 840,00 €", "368,00 €", "2 208,00 €"],
    ),
    (
        "amount: en statistic median rent",
        "The median monthly rent in Dublin reached €2,400 in 2026, the average house price €480,000.",
        ["€2,400", "€480,000"],
    ),
    (
        "amount: de statistik",
        "Laut Statistischem Bundesamt lag das durchschnittliche Nettohaushaltseinkommen 2025 bei 3.900 € im Monat.",
        ["3.900 €"],
    ),
    (
        "amount: en deductible policy",
        "Policy summary: deductible $500 per claim, annual out-of-pocket maximum $4,000, coverage 80%.",
        ["$500", "$4,000", "80%"],
    ),
    (
        "amount: en fine gdpr",
        "The regulator fined the retailer €2.3 million for the breach; the maximum fine is 4% of turnover.",
        ["€2.3 million", "4%"],
    ),
    (
        "amount: nl json offerte",
        '{"offerte": "OF-5512", "klant": "Bouwbedrijf Terhorst", "totaal_excl_btw": "€ 14.250,00", "btw": "€ 2.992,50", "geldig_tot": "2027-01-31"}',
        ["€ 14.250,00", "€ 2.992,50"],
    ),
    (
        "amount: en invoice b2b mail",
        "Hi Wendrell,\n\nAttached is invoice INV-20931 from Pellham Freight Ltd for £7,840.00 (net 30). VAT of £1,568.00 is included.\n\nAccounts team",
        ["£7,840.00", "£1,568.00"],
    ),
    (
        "amount: ru json schet",
        '{"поставщик": "ООО «Северный Ветер»", "счёт": "С-771", "сумма": "184 000,00 ₽", "НДС": "30 666,67 ₽"}',
        ["184 000,00 ₽", "30 666,67 ₽"],
    ),
    (
        "amount: en dashboard mrr",
        "Stripe dashboard — MRR $84,210, ARR $1.01M, ARPU $42.10, net revenue retention 108%",
        ["$84,210", "$1.01M", "$42.10", "108%"],
    ),
    (
        "amount: en log billing",
        "2026-11-30T04:00:01Z INFO billing.close tenant=acme-eu invoices=1422 total=182344.19 currency=EUR refunds=1203.50",
        ["182344.19", "1203.50"],
    ),
    (
        "amount: de chat reisekosten pauschale",
        "[08:12] Hiltgund: die Verpflegungspauschale für Dienstreisen liegt bei 28 € pro Tag, Übernachtung bis 120 €",
        ["28 €", "120 €"],
    ),
    (
        "amount: en expense policy mail",
        "Hi team,\n\nReminder: the meal allowance on trips is $75 per day and hotels are capped at $220 a night.\n\nFinance",
        ["$75", "$220"],
    ),
    (
        "amount: zh json baojia",
        '{"供应商": "杭州云栈科技有限公司", "报价单号": "Q-2026-118", "总价": "¥186,000", "税额": "¥10,800"}',
        ["¥186,000", "¥10,800"],
    ),
    (
        "amount: en tender",
        "The city's tender for the new tram depot has an estimated value of €48 million.",
        ["€48 million"],
    ),
    (
        "amount: en startup funding",
        "Quillmere raised a $12M Series A led by Northbank Ventures at a $60M valuation.",
        ["$12M", "$60M"],
    ),
    (
        "amount: it tabella costi",
        "| Voce | Importo |\n|---|---|\n| Hosting | € 1.200 |\n| Licenze | € 3.400 |\n| Consulenza | € 8.000 |",
        ["€ 1.200", "€ 3.400", "€ 8.000"],
    ),
    (
        "amount: es factura empresa",
        "Factura F-2209 de Transportes Olmedilla S.L.: base imponible 3.400,00 €, IVA 714,00 €, total 4.114,00 €.",
        ["3.400,00 €", "714,00 €", "4.114,00 €"],
    ),
    (
        "pct: en mail growth from a person",
        "Hi Ansgard,\n\nQ3 revenue grew 14% QoQ, churn fell to 2.1% and trial conversion is at 9.4%.\n\nBest,\nMerrit Quaile",
        ["14%", "2.1%", "9.4%"],
    ),
    (
        "pct: de mail rabatt",
        "Hallo Herr Wendelberg,\n\nauf die Jahreslizenz gewähren wir 15 % Rabatt, Skonto 2 % bei Zahlung in 10 Tagen.\n\nGrüße",
        ["15 %", "2 %"],
    ),
    (
        "pct: fr chat taux",
        "[15:10] Gaëlise: le taux de conversion du site est passé à 3,8 %, le taux de rebond à 41 %",
        ["3,8 %", "41 %"],
    ),
    (
        "pct: nl mail korting",
        "Beste Femmigje,\n\nWe bieden 20% korting op het eerste jaar; de btw bedraagt 21%.\n\nMet vriendelijke groet",
        ["20%", "21%"],
    ),
    (
        "pct: no chat rente",
        "[12:30] Trondine: boliglånsrenten er nå 5,4 % nominelt, effektiv rente 5,6 %",
        ["5,4 %", "5,6 %"],
    ),
    (
        "pct: es mail iva",
        "Hola Begoñita,\n\nel IVA aplicable es del 21 % y el descuento por volumen del 8 %.\n\nUn saludo",
        ["21 %", "8 %"],
    ),
    (
        "pct: it chat crescita",
        "[17:45] Ildebranda: fatturato +12% anno su anno, margine operativo al 18%",
        ["+12%", "18%"],
    ),
    (
        "pct: pl mail stawka",
        "Dzień dobry Pani Bożeno,\n\nstawka VAT wynosi 23 %, a rabat handlowy 5 %.\n\nZ poważaniem",
        ["23 %", "5 %"],
    ),
    (
        "pct: ru mail skidka",
        "Добрый день, Ариадна Львовна!\n\nСкидка на годовую подписку составляет 25 %, НДС 20 %.\n\nС уважением",
        ["25 %", "20 %"],
    ),
    ("pct: tr chat oran", "[10:02] Gülfidan: dönüşüm oranı %3,2'ye çıktı, KDV oranı %20", ["%3,2", "%20"]),
    (
        "pct: el chat pososto",
        "[09:15] Ευανθούσα: το ποσοστό μετατροπής ανέβηκε στο 4,1%, ο ΦΠΑ είναι 24%",
        ["4,1%", "24%"],
    ),
    ("pct: ar chat nisba", "[11:00] ريحانة: نسبة التحويل 3.5% وضريبة القيمة المضافة 15%", ["3.5%", "15%"]),
    (
        "pct: zh mail zengzhang",
        "王总您好：\n本季度营收同比增长18%，毛利率42%，退货率1.6%。\n财务部",
        ["18%", "42%", "1.6%"],
    ),
    ("pct: ja chat ritsu", "[13:20] 鷲尾：解約率は1.8%、粗利率は38%でした", ["1.8%", "38%"]),
    (
        "pct: en json analytics",
        '{"site": "shop.example", "bounce_rate": "38.2%", "conversion_rate": "2.9%", "returning_visitors": "41%", "owner": "Fennick Loor"}',
        ["38.2%", "2.9%", "41%"],
    ),
    (
        "pct: en json crm deal probability",
        '{"deal": "Renewal 2027", "account": "Brackwater Foods", "owner": "Tamsin Vell", "stage": "Proposal", "probability": "60%", "discount": "10%"}',
        ["60%", "10%"],
    ),
    (
        "pct: en csv coverage",
        "module,lines,covered,coverage\nbilling,4210,3620,86.0%\nauth,1880,1712,91.1%",
        ["86.0%", "91.1%"],
    ),
    (
        "pct: de json kpi",
        '{"Monat": "2026-10", "Umsatzwachstum": "6,2 %", "Marge": "31 %", "Retourenquote": "4,5 %"}',
        ["6,2 %", "31 %", "4,5 %"],
    ),
    (
        "pct: en md survey",
        "| Answer | Share |\n|---|---|\n| Satisfied | 72% |\n| Neutral | 19% |\n| Unsatisfied | 9% |",
        ["72%", "19%", "9%"],
    ),
    (
        "pct: en log cpu",
        "2026-11-30 10:00:00 WARN node=worker-3 cpu=91.4% mem=78% disk=64% user=svc-deploy",
        ["91.4%", "78%", "64%"],
    ),
    (
        "pct: en mail tax rates",
        "Hi Lisvera,\n\nFor the invoice: standard VAT is 20%, reduced rate 5%, and the withholding tax on royalties 15%.\n\nCheers",
        ["20%", "5%", "15%"],
    ),
    ("pct: en loan ad", "Car loans from 6.4% APR representative; a 10% deposit is required.", ["6.4%", "10%"]),
    (
        "pct: fr json taux",
        '{"produit": "Livret Plus", "taux_annuel": "2,5 %", "plafond": "22 950 €", "frais": "0 €"}',
        ["2,5 %", "22 950 €"],
    ),
    (
        "price: en pricing page",
        "Pricing\nStarter — $9/mo per user\nGrowth — $29/mo per user\nEnterprise — from $2,000/mo",
        ["$9", "$29", "$2,000"],
    ),
    (
        "price: en mail quote from person",
        "Hi Odalric,\n\nThe Pro plan is $49 per month, or $490 billed yearly. Onboarding is a one-off $1,500.\n\nBest,\nSunnvilde Raskvoll",
        ["$49", "$490", "$1,500"],
    ),
    (
        "price: de katalog json",
        '{"artikel": "Bohrmaschine BX-200", "preis": "129,00 €", "uvp": "149,00 €", "lager": 42}',
        ["129,00 €", "149,00 €"],
    ),
    (
        "price: fr catalogue csv",
        "référence;désignation;prix_ttc\nCH-204;Chaise chêne;189,00 €\nTB-110;Table 6 pers.;749,00 €",
        ["189,00 €", "749,00 €"],
    ),
    (
        "price: nl chat prijs",
        "[18:02] Wietske: de nieuwe iPad kost € 449 bij Coolblue, de hoes € 39",
        ["€ 449", "€ 39"],
    ),
    (
        "price: no mail pris",
        "Hei Åslaug,\n\nMånedsprisen for abonnementet er 299 kr, og etableringen koster 990 kr.\n\nMvh\nKundeservice",
        ["299 kr", "990 kr"],
    ),
    (
        "price: es tabla precios",
        "| Plan | Precio/mes |\n|---|---|\n| Básico | 12 € |\n| Pro | 29 € |\n| Empresa | 99 € |",
        ["12 €", "29 €", "99 €"],
    ),
    (
        "price: it mail listino",
        "Buongiorno Sig.ra Tosca,\n\nil prezzo di listino è 2.450 € + IVA, con trasporto a 120 €.\n\nCordiali saluti",
        ["2.450 €", "120 €"],
    ),
    ("price: pl chat cena", "[20:11] Mściwoj: ten rower kosztuje 3 499 zł, kask 249 zł", ["3 499 zł", "249 zł"]),
    (
        "price: ru json tovar",
        '{"товар": "Кофемашина K-300", "цена": "34 990 ₽", "старая_цена": "39 990 ₽", "в_наличии": true}',
        ["34 990 ₽", "39 990 ₽"],
    ),
    ("price: tr chat fiyat", "[19:40] Ebrar: kulaklığın fiyatı 2.499 TL, kargo 49,90 TL", ["2.499 TL", "49,90 TL"]),
    (
        "price: el mail timi",
        "Καλημέρα κύριε Φιλόθεε,\n\nη τιμή του πακέτου είναι 39,90 € τον μήνα.\n\nΕυχαριστούμε",
        ["39,90 €"],
    ),
    ("price: ar catalogue", "المنتج: سماعات لاسلكية — السعر: 399 ريال — الشحن: 25 ريال", ["399 ريال", "25 ريال"]),
    ("price: zh shangpin", '{"商品": "无线耳机 X2", "价格": "¥699", "原价": "¥899", "库存": 120}', ["¥699", "¥899"]),
    (
        "price: ja mail kakaku",
        "佐伯様\n\nお見積りの件、本体価格は49,800円、設置費用は8,000円となります。\n\nよろしくお願いします。",
        ["49,800円", "8,000円"],
    ),
    (
        "price: en shopify order json",
        '{"order": 5512, "customer": {"first_name": "Rowenna", "last_name": "Caskell"}, "line_items": [{"title": "Desk lamp", "price": "64.00"}, {"title": "Bulb", "price": "8.50"}], "shipping": "4.99"}',
        ["64.00", "8.50", "4.99"],
    ),
    (
        "price: en invoice to person",
        "Invoice #A-7781 to Brennagh Foylebank\nConsulting hours: 12 × €95.00 = €1,140.00\nVAT 21%: €239.40",
        ["€95.00", "21%"],
    ),
    (
        "price: en chat splitting a bill unit price",
        "[20:31] Quenell: tickets are £42 each, parking £12 for the car",
        ["£42", "£12"],
    ),
    ("price: de chat preis person", "[19:05] Rüdmar: das Deutschlandticket kostet jetzt 58 € im Monat", ["58 €"]),
    (
        "price: en crypto table",
        "| Asset | Price | 24h |\n|---|---|---|\n| BTC | $91,204.10 | +2.1% |\n| SOL | $182.44 | -0.8% |",
        ["$91,204.10", "+2.1%", "$182.44", "-0.8%"],
    ),
    (
        "firm: en crm account json",
        '{"account_name": "Quarrington & Vell", "industry": "Legal", "owner": "Tamsin Vell", "arr": 48000}',
        ["Quarrington & Vell"],
    ),
    (
        "firm: en law firm llp",
        "Counsel for the buyer: Ashcombe Tredwell LLP, 14 Fleet Street, London.",
        ["Ashcombe Tredwell LLP"],
    ),
    ("firm: en sons", "Quote from Harrowby & Sons for the roof repair: £4,200.", ["Harrowby & Sons"]),
    ("firm: en plumbing", "Booked Pennivale Plumbing for Tuesday; they'll send someone at 9.", ["Pennivale Plumbing"]),
    ("firm: fr groupe", "Le contrat avec le Groupe Castelnoir a été renouvelé pour trois ans.", ["Groupe Castelnoir"]),
    ("firm: de gmbh", "Die Rechnung der Quellmalz Haustechnik GmbH ist noch offen.", ["Quellmalz Haustechnik GmbH"]),
    (
        "firm: nl bv",
        "We hebben de offerte van Terhorst Installatietechniek B.V. ontvangen.",
        ["Terhorst Installatietechniek B.V."],
    ),
    ("firm: no as", "Avtalen med Rønningsen Bygg AS er signert.", ["Rønningsen Bygg AS"]),
    ("firm: es sl", "Hemos recibido el pedido de Hermanos Olmedilla S.L. esta mañana.", ["Hermanos Olmedilla S.L."]),
    ("firm: it srl", "La fornitura di Bortolazzi Arredi S.r.l. arriva lunedì.", ["Bortolazzi Arredi S.r.l."]),
    (
        "firm: pl sp zoo",
        "Umowa z Wierzbicki Transport Sp. z o.o. obowiązuje od stycznia.",
        ["Wierzbicki Transport Sp. z o.o."],
    ),
    ("firm: ru ooo", "Договор с ООО «Ракитин и Ко» продлён до 2027 года.", ["Ракитин и Ко"]),
    ("firm: ja kabushiki", "株式会社鷲尾製作所との契約は来月更新です。", ["株式会社鷲尾製作所"]),
    ("firm: zh youxian", "与宁氏贸易有限公司的合同已续签。", ["宁氏贸易有限公司"]),
    ("firm: tr ltd", "Akgündüzer İnşaat Ltd. Şti. ile sözleşme imzalandı.", ["Akgündüzer İnşaat Ltd. Şti."]),
    ("firm: el ae", "Η σύμβαση με την Παπαλεξίου Α.Ε. ανανεώθηκε.", ["Παπαλεξίου Α.Ε."]),
    (
        "firm: en vcard org",
        "BEGIN:VCARD\nVERSION:4.0\nFN:Corvina Blaystock\nORG:Pellham Freight Ltd\nTEL:+44 20 7946 0321\nEND:VCARD",
        ["Pellham Freight Ltd"],
    ),
    (
        "firm: en mail signature firm",
        "Best regards,\nOdalric Venn\nSenior Associate | Ashcombe Tredwell LLP\n+44 20 7946 0882",
        ["Ashcombe Tredwell LLP"],
    ),
    (
        "firm: en json customers company",
        '{"customers": [{"company": "Harrowby & Sons", "plan": "Pro"}, {"company": "Quillmere Labs", "plan": "Team"}]}',
        ["Harrowby & Sons", "Quillmere Labs"],
    ),
    (
        "firm: de csv kunden",
        "Kunde;Ort;Umsatz\nQuellmalz Haustechnik GmbH;Leipzig;84.000\nBrandauer & Söhne KG;Graz;41.000",
        ["Quellmalz Haustechnik GmbH", "Brandauer & Söhne KG"],
    ),
    (
        "firm: en hubspot dealname",
        '{"dealname": "Ellingmoor Brewing – expansion", "amount": "36000", "dealstage": "closedwon"}',
        ["Ellingmoor Brewing"],
    ),
    (
        "firm: sync en Quarrendon",
        "# Weekly sync – 2026-03-02\n\n**Attendees:** Corvina Blaystock, Merrit Quaile\n\n## Notes\n- Canary at 25% of traffic, p99 at 210ms.\n- Customer escalation from Quarrendon: their admin Wendrell Foylebank can't log in since 4.2.1.\n- Merrit will join the vendor call on Friday.\n",
        ["Quarrendon"],
    ),
    (
        "firm: sync en Hallgrimsen & Sons",
        "# Weekly sync – 2026-03-02\n\n**Attendees:** Corvina Blaystock, Merrit Quaile\n\n## Notes\n- Canary at 25% of traffic, p99 at 210ms.\n- Customer escalation from Hallgrimsen & Sons: their admin Wendrell Foylebank can't log in since 4.2.1.\n- Merrit will join the vendor call on Friday.\n",
        ["Hallgrimsen & Sons"],
    ),
    (
        "firm: sync en Pennivale Plumbing",
        "# Weekly sync – 2026-03-02\n\n**Attendees:** Corvina Blaystock, Merrit Quaile\n\n## Notes\n- Canary at 25% of traffic, p99 at 210ms.\n- Customer escalation from Pennivale Plumbing: their admin Wendrell Foylebank can't log in since 4.2.1.\n- Merrit will join the vendor call on Friday.\n",
        ["Pennivale Plumbing"],
    ),
    (
        "firm: sync en Ashcombe Tredwell LLP",
        "# Weekly sync – 2026-03-02\n\n**Attendees:** Corvina Blaystock, Merrit Quaile\n\n## Notes\n- Canary at 25% of traffic, p99 at 210ms.\n- Customer escalation from Ashcombe Tredwell LLP: their admin Wendrell Foylebank can't log in since 4.2.1.\n- Merrit will join the vendor call on Friday.\n",
        ["Ashcombe Tredwell LLP"],
    ),
    (
        "firm: sync en Brackwater Foods",
        "# Weekly sync – 2026-03-02\n\n**Attendees:** Corvina Blaystock, Merrit Quaile\n\n## Notes\n- Canary at 25% of traffic, p99 at 210ms.\n- Customer escalation from Brackwater Foods: their admin Wendrell Foylebank can't log in since 4.2.1.\n- Merrit will join the vendor call on Friday.\n",
        ["Brackwater Foods"],
    ),
    (
        "firm: sync en Dunmore Harrow",
        "# Weekly sync – 2026-03-02\n\n**Attendees:** Corvina Blaystock, Merrit Quaile\n\n## Notes\n- Canary at 25% of traffic, p99 at 210ms.\n- Customer escalation from Dunmore Harrow: their admin Wendrell Foylebank can't log in since 4.2.1.\n- Merrit will join the vendor call on Friday.\n",
        ["Dunmore Harrow"],
    ),
    (
        "firm: sync de Quellmalz",
        "# Wochenrunde 2026-03-02\n\n**Teilnehmende:** Hiltgund Brennecke, Ansgard Wölfel\n\n## Notizen\n- Rollout auf 25 % des Traffics, p99 bei 210 ms.\n- Eskalation von Quellmalz: deren Admin Quirin Ostermeier kann sich seit 4.2.1 nicht anmelden.\n- Ansgard nimmt am Freitag am Lieferantentermin teil.\n",
        ["Quellmalz"],
    ),
    (
        "firm: sync de Brandauer & Söhne",
        "# Wochenrunde 2026-03-02\n\n**Teilnehmende:** Hiltgund Brennecke, Ansgard Wölfel\n\n## Notizen\n- Rollout auf 25 % des Traffics, p99 bei 210 ms.\n- Eskalation von Brandauer & Söhne: deren Admin Quirin Ostermeier kann sich seit 4.2.1 nicht anmelden.\n- Ansgard nimmt am Freitag am Lieferantentermin teil.\n",
        ["Brandauer & Söhne"],
    ),
    (
        "firm: sync de Ostermeier Haustechnik",
        "# Wochenrunde 2026-03-02\n\n**Teilnehmende:** Hiltgund Brennecke, Ansgard Wölfel\n\n## Notizen\n- Rollout auf 25 % des Traffics, p99 bei 210 ms.\n- Eskalation von Ostermeier Haustechnik: deren Admin Quirin Ostermeier kann sich seit 4.2.1 nicht anmelden.\n- Ansgard nimmt am Freitag am Lieferantentermin teil.\n",
        ["Ostermeier Haustechnik"],
    ),
    (
        "firm: sync de Wölfel Logistik GmbH",
        "# Wochenrunde 2026-03-02\n\n**Teilnehmende:** Hiltgund Brennecke, Ansgard Wölfel\n\n## Notizen\n- Rollout auf 25 % des Traffics, p99 bei 210 ms.\n- Eskalation von Wölfel Logistik GmbH: deren Admin Quirin Ostermeier kann sich seit 4.2.1 nicht anmelden.\n- Ansgard nimmt am Freitag am Lieferantentermin teil.\n",
        ["Wölfel Logistik GmbH"],
    ),
    (
        "firm: sync de Kranzbühler",
        "# Wochenrunde 2026-03-02\n\n**Teilnehmende:** Hiltgund Brennecke, Ansgard Wölfel\n\n## Notizen\n- Rollout auf 25 % des Traffics, p99 bei 210 ms.\n- Eskalation von Kranzbühler: deren Admin Quirin Ostermeier kann sich seit 4.2.1 nicht anmelden.\n- Ansgard nimmt am Freitag am Lieferantentermin teil.\n",
        ["Kranzbühler"],
    ),
    (
        "firm: sync fr Groupe Vautrelle",
        "# Point hebdo 2026-03-02\n\n**Présents :** Maëlinde Vasseux, Orlane Castagnol\n\n## Notes\n- Déploiement à 25 % du trafic, p99 à 210 ms.\n- Escalade de Groupe Vautrelle : leur admin Gaëlise Perruchot ne peut plus se connecter depuis la 4.2.1.\n- Orlane rejoint l'appel fournisseur vendredi.\n",
        ["Groupe Vautrelle"],
    ),
    (
        "firm: sync fr Castelmaure",
        "# Point hebdo 2026-03-02\n\n**Présents :** Maëlinde Vasseux, Orlane Castagnol\n\n## Notes\n- Déploiement à 25 % du trafic, p99 à 210 ms.\n- Escalade de Castelmaure : leur admin Gaëlise Perruchot ne peut plus se connecter depuis la 4.2.1.\n- Orlane rejoint l'appel fournisseur vendredi.\n",
        ["Castelmaure"],
    ),
    (
        "firm: sync fr Perruchot & Fils",
        "# Point hebdo 2026-03-02\n\n**Présents :** Maëlinde Vasseux, Orlane Castagnol\n\n## Notes\n- Déploiement à 25 % du trafic, p99 à 210 ms.\n- Escalade de Perruchot & Fils : leur admin Gaëlise Perruchot ne peut plus se connecter depuis la 4.2.1.\n- Orlane rejoint l'appel fournisseur vendredi.\n",
        ["Perruchot & Fils"],
    ),
    (
        "firm: sync fr Maison Dufresnoy",
        "# Point hebdo 2026-03-02\n\n**Présents :** Maëlinde Vasseux, Orlane Castagnol\n\n## Notes\n- Déploiement à 25 % du trafic, p99 à 210 ms.\n- Escalade de Maison Dufresnoy : leur admin Gaëlise Perruchot ne peut plus se connecter depuis la 4.2.1.\n- Orlane rejoint l'appel fournisseur vendredi.\n",
        ["Maison Dufresnoy"],
    ),
    (
        "firm: sync fr Vasseux Conseil",
        "# Point hebdo 2026-03-02\n\n**Présents :** Maëlinde Vasseux, Orlane Castagnol\n\n## Notes\n- Déploiement à 25 % du trafic, p99 à 210 ms.\n- Escalade de Vasseux Conseil : leur admin Gaëlise Perruchot ne peut plus se connecter depuis la 4.2.1.\n- Orlane rejoint l'appel fournisseur vendredi.\n",
        ["Vasseux Conseil"],
    ),
    (
        "firm: sync no Brekkestø",
        "# Ukesmøte 2026-03-02\n\n**Til stede:** Sunnvå Eidsvaag, Trondine Hølaas\n\n## Notater\n- Utrulling til 25 % av trafikken, p99 på 210 ms.\n- Eskalering fra Brekkestø: administratoren deres Åsulf Brekkestø får ikke logget inn siden 4.2.1.\n- Trondine blir med på leverandørmøtet fredag.\n",
        ["Brekkestø"],
    ),
    (
        "firm: sync no Hølaas Bygg",
        "# Ukesmøte 2026-03-02\n\n**Til stede:** Sunnvå Eidsvaag, Trondine Hølaas\n\n## Notater\n- Utrulling til 25 % av trafikken, p99 på 210 ms.\n- Eskalering fra Hølaas Bygg: administratoren deres Åsulf Brekkestø får ikke logget inn siden 4.2.1.\n- Trondine blir med på leverandørmøtet fredag.\n",
        ["Hølaas Bygg"],
    ),
    (
        "firm: sync no Eidsvaag & Sønner",
        "# Ukesmøte 2026-03-02\n\n**Til stede:** Sunnvå Eidsvaag, Trondine Hølaas\n\n## Notater\n- Utrulling til 25 % av trafikken, p99 på 210 ms.\n- Eskalering fra Eidsvaag & Sønner: administratoren deres Åsulf Brekkestø får ikke logget inn siden 4.2.1.\n- Trondine blir med på leverandørmøtet fredag.\n",
        ["Eidsvaag & Sønner"],
    ),
    (
        "firm: sync no Rønningsen Rør AS",
        "# Ukesmøte 2026-03-02\n\n**Til stede:** Sunnvå Eidsvaag, Trondine Hølaas\n\n## Notater\n- Utrulling til 25 % av trafikken, p99 på 210 ms.\n- Eskalering fra Rønningsen Rør AS: administratoren deres Åsulf Brekkestø får ikke logget inn siden 4.2.1.\n- Trondine blir med på leverandørmøtet fredag.\n",
        ["Rønningsen Rør AS"],
    ),
    (
        "firm: sync ru ООО «Сторожев»",
        "# Еженедельная встреча 2026-03-02\n\n**Присутствуют:** Всеслава Ракитина, Ариадна Берестова\n\n## Заметки\n- Выкатка на 25 % трафика, p99 — 210 мс.\n- Эскалация от ООО «Сторожев»: их админ Евлогерий Сторожев не может войти с версии 4.2.1.\n- Ариадна подключится к звонку с поставщиком в пятницу.\n",
        ["ООО «Сторожев»"],
    ),
    (
        "firm: sync ru «Берестов и партнёры»",
        "# Еженедельная встреча 2026-03-02\n\n**Присутствуют:** Всеслава Ракитина, Ариадна Берестова\n\n## Заметки\n- Выкатка на 25 % трафика, p99 — 210 мс.\n- Эскалация от «Берестов и партнёры»: их админ Евлогерий Сторожев не может войти с версии 4.2.1.\n- Ариадна подключится к звонку с поставщиком в пятницу.\n",
        ["«Берестов и партнёры»"],
    ),
    (
        "firm: sync ru ИП Ракитин",
        "# Еженедельная встреча 2026-03-02\n\n**Присутствуют:** Всеслава Ракитина, Ариадна Берестова\n\n## Заметки\n- Выкатка на 25 % трафика, p99 — 210 мс.\n- Эскалация от ИП Ракитин: их админ Евлогерий Сторожев не может войти с версии 4.2.1.\n- Ариадна подключится к звонку с поставщиком в пятницу.\n",
        ["ИП Ракитин"],
    ),
    (
        "firm: sync nl Kloosterboer",
        "# Weekoverleg 2026-03-02\n\n**Aanwezig:** Femmigje Terpstra, Jorrith Dijkhuizen\n\n## Notities\n- Uitrol op 25% van het verkeer, p99 210ms.\n- Escalatie van Kloosterboer: hun beheerder Wietske Brouwema kan sinds 4.2.1 niet inloggen.\n- Jorrith sluit vrijdag aan bij het leveranciersgesprek.\n",
        ["Kloosterboer"],
    ),
    (
        "firm: sync nl Brouwema Installatietechniek",
        "# Weekoverleg 2026-03-02\n\n**Aanwezig:** Femmigje Terpstra, Jorrith Dijkhuizen\n\n## Notities\n- Uitrol op 25% van het verkeer, p99 210ms.\n- Escalatie van Brouwema Installatietechniek: hun beheerder Wietske Brouwema kan sinds 4.2.1 niet inloggen.\n- Jorrith sluit vrijdag aan bij het leveranciersgesprek.\n",
        ["Brouwema Installatietechniek"],
    ),
    (
        "firm: sync nl Dijkhuizen & Zn.",
        "# Weekoverleg 2026-03-02\n\n**Aanwezig:** Femmigje Terpstra, Jorrith Dijkhuizen\n\n## Notities\n- Uitrol op 25% van het verkeer, p99 210ms.\n- Escalatie van Dijkhuizen & Zn.: hun beheerder Wietske Brouwema kan sinds 4.2.1 niet inloggen.\n- Jorrith sluit vrijdag aan bij het leveranciersgesprek.\n",
        ["Dijkhuizen & Zn."],
    ),
    (
        "firm: sync nl Bouwbedrijf Terhorst",
        "# Weekoverleg 2026-03-02\n\n**Aanwezig:** Femmigje Terpstra, Jorrith Dijkhuizen\n\n## Notities\n- Uitrol op 25% van het verkeer, p99 210ms.\n- Escalatie van Bouwbedrijf Terhorst: hun beheerder Wietske Brouwema kan sinds 4.2.1 niet inloggen.\n- Jorrith sluit vrijdag aan bij het leveranciersgesprek.\n",
        ["Bouwbedrijf Terhorst"],
    ),
    (
        "firm: sync es Zarandona",
        "# Reunión semanal 2026-03-02\n\n**Asistentes:** Itzaine Olmedilla, Begoñita Arrizabalaga\n\n## Notas\n- Despliegue al 25 % del tráfico, p99 en 210 ms.\n- Escalado de Zarandona: su administrador Fermisto Zubizarreta no puede entrar desde la 4.2.1.\n- Begoñita se une el viernes a la llamada con el proveedor.\n",
        ["Zarandona"],
    ),
    (
        "firm: sync es Hermanos Zubizarreta",
        "# Reunión semanal 2026-03-02\n\n**Asistentes:** Itzaine Olmedilla, Begoñita Arrizabalaga\n\n## Notas\n- Despliegue al 25 % del tráfico, p99 en 210 ms.\n- Escalado de Hermanos Zubizarreta: su administrador Fermisto Zubizarreta no puede entrar desde la 4.2.1.\n- Begoñita se une el viernes a la llamada con el proveedor.\n",
        ["Hermanos Zubizarreta"],
    ),
    (
        "firm: sync es Arrizabalaga y Asociados",
        "# Reunión semanal 2026-03-02\n\n**Asistentes:** Itzaine Olmedilla, Begoñita Arrizabalaga\n\n## Notas\n- Despliegue al 25 % del tráfico, p99 en 210 ms.\n- Escalado de Arrizabalaga y Asociados: su administrador Fermisto Zubizarreta no puede entrar desde la 4.2.1.\n- Begoñita se une el viernes a la llamada con el proveedor.\n",
        ["Arrizabalaga y Asociados"],
    ),
    (
        "firm: sync es Construcciones Olmedilla S.L.",
        "# Reunión semanal 2026-03-02\n\n**Asistentes:** Itzaine Olmedilla, Begoñita Arrizabalaga\n\n## Notas\n- Despliegue al 25 % del tráfico, p99 en 210 ms.\n- Escalado de Construcciones Olmedilla S.L.: su administrador Fermisto Zubizarreta no puede entrar desde la 4.2.1.\n- Begoñita se une el viernes a la llamada con el proveedor.\n",
        ["Construcciones Olmedilla S.L."],
    ),
    (
        "firm: sync it Castrignano",
        "# Riunione settimanale 2026-03-02\n\n**Presenti:** Ottavina Bortolazzi, Ildebranda Scarpellini\n\n## Note\n- Rilascio al 25% del traffico, p99 a 210 ms.\n- Escalation da Castrignano: il loro admin Gualtiero Minguzzi non riesce ad accedere dalla 4.2.1.\n- Ildebranda partecipa venerdì alla call con il fornitore.\n",
        ["Castrignano"],
    ),
    (
        "firm: sync it Minguzzi & Figli",
        "# Riunione settimanale 2026-03-02\n\n**Presenti:** Ottavina Bortolazzi, Ildebranda Scarpellini\n\n## Note\n- Rilascio al 25% del traffico, p99 a 210 ms.\n- Escalation da Minguzzi & Figli: il loro admin Gualtiero Minguzzi non riesce ad accedere dalla 4.2.1.\n- Ildebranda partecipa venerdì alla call con il fornitore.\n",
        ["Minguzzi & Figli"],
    ),
    (
        "firm: sync it Scarpellini Arredi",
        "# Riunione settimanale 2026-03-02\n\n**Presenti:** Ottavina Bortolazzi, Ildebranda Scarpellini\n\n## Note\n- Rilascio al 25% del traffico, p99 a 210 ms.\n- Escalation da Scarpellini Arredi: il loro admin Gualtiero Minguzzi non riesce ad accedere dalla 4.2.1.\n- Ildebranda partecipa venerdì alla call con il fornitore.\n",
        ["Scarpellini Arredi"],
    ),
    (
        "firm: sync it Officine Bortolazzi",
        "# Riunione settimanale 2026-03-02\n\n**Presenti:** Ottavina Bortolazzi, Ildebranda Scarpellini\n\n## Note\n- Rilascio al 25% del traffico, p99 a 210 ms.\n- Escalation da Officine Bortolazzi: il loro admin Gualtiero Minguzzi non riesce ad accedere dalla 4.2.1.\n- Ildebranda partecipa venerdì alla call con il fornitore.\n",
        ["Officine Bortolazzi"],
    ),
    (
        "firm: crm company Hallgrimsen & Sons",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Corvina Blaystock", "email": "c.blaystock@fastmail.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Hallgrimsen & Sons", "tags": ["beta"]}]}',
        ["Hallgrimsen & Sons"],
    ),
    (
        "firm: crm company Quarrendon Plumbing",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Tessaly Brannock", "email": "tbrannock@icloud.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Quarrendon Plumbing", "tags": ["beta"]}]}',
        ["Quarrendon Plumbing"],
    ),
    (
        "firm: crm company Smith Harrow LLP",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Wendrell Foylebank", "email": "wfoyle@gmail.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Smith Harrow LLP", "tags": ["beta"]}]}',
        ["Smith Harrow LLP"],
    ),
    (
        "firm: crm company Dunmore",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Odalric Venn", "email": "o.venn@outlook.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Dunmore", "tags": ["beta"]}]}',
        ["Dunmore"],
    ),
    (
        "firm: crm company Brandauer & Söhne KG",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Hiltgund Brennecke", "email": "h.brennecke@gmx.de", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Brandauer & Söhne KG", "tags": ["beta"]}]}',
        ["Brandauer & Söhne KG"],
    ),
    (
        "firm: crm company Groupe Vautrelle",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Maëlinde Vasseux", "email": "m.vasseux@orange.fr", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Groupe Vautrelle", "tags": ["beta"]}]}',
        ["Groupe Vautrelle"],
    ),
    (
        "firm: crm company Hølaas Bygg AS",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Sunnvå Eidsvaag", "email": "sunnva.e@online.no", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Hølaas Bygg AS", "tags": ["beta"]}]}',
        ["Hølaas Bygg AS"],
    ),
    (
        "firm: crm company ООО «Сторожев и Ко»",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Всеслава Ракитина", "email": "rakitina@yandex.ru", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "ООО «Сторожев и Ко»", "tags": ["beta"]}]}',
        ["ООО «Сторожев и Ко»"],
    ),
    (
        "firm: crm company 株式会社鷲尾製作所",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "鷲尾 灯", "email": "washio@nifty.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "株式会社鷲尾製作所", "tags": ["beta"]}]}',
        ["株式会社鷲尾製作所"],
    ),
    (
        "firm: crm company 宁氏贸易",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "宁采薇", "email": "ningcw@126.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "宁氏贸易", "tags": ["beta"]}]}',
        ["宁氏贸易"],
    ),
    (
        "firm: crm company Παπαλεξίου Α.Ε.",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "Ξανθοκλεία Παπαλεξίου", "email": "xpapalexiou@gmail.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "Παπαλεξίου Α.Ε.", "tags": ["beta"]}]}',
        ["Παπαλεξίου Α.Ε."],
    ),
    (
        "firm: crm company مؤسسة الخطيب للتجارة",
        '{"object": "list", "data": [{"id": "ct_9Xk2", "contact_name": "وردينة الخطيب", "email": "wardina@gmail.com", "phones": [{"type": "mobile", "number": "+44 7700 900431"}], "company": "مؤسسة الخطيب للتجارة", "tags": ["beta"]}]}',
        ["مؤسسة الخطيب للتجارة"],
    ),
    (
        "firm: signature Quarrendon & Vell Ltd",
        "Thanks,\nCorvina Blaystock\nHead of Finance\nQuarrendon & Vell Ltd\nM: +44 7700 900123\nwww.example.co.uk\n",
        ["Quarrendon & Vell Ltd"],
    ),
    (
        "firm: signature Hallgrimsen & Sons",
        "Thanks,\nMerrit Quaile\nHead of Finance\nHallgrimsen & Sons\nM: +44 7700 900123\nwww.example.co.uk\n",
        ["Hallgrimsen & Sons"],
    ),
    (
        "firm: signature Pennivale Plumbing",
        "Thanks,\nTessaly Brannock\nHead of Finance\nPennivale Plumbing\nM: +44 7700 900123\nwww.example.co.uk\n",
        ["Pennivale Plumbing"],
    ),
    (
        "firm: signature Dunmore Harrow LLP",
        "Thanks,\nWendrell Foylebank\nHead of Finance\nDunmore Harrow LLP\nM: +44 7700 900123\nwww.example.co.uk\n",
        ["Dunmore Harrow LLP"],
    ),
    (
        "firm: signature Brackwater",
        "Thanks,\nOdalric Venn\nHead of Finance\nBrackwater\nM: +44 7700 900123\nwww.example.co.uk\n",
        ["Brackwater"],
    ),
    (
        "firm: signature de Quellmalz & Wölfel GmbH",
        "Viele Grüße\nHiltgund Brennecke\nLeiterin Buchhaltung\nQuellmalz & Wölfel GmbH\nFon +49 160 2245410\n",
        ["Quellmalz & Wölfel GmbH"],
    ),
    (
        "firm: signature de Brennecke Haustechnik",
        "Viele Grüße\nHiltgund Brennecke\nPersonalreferentin\nBrennecke Haustechnik\nFon +49 160 2245410\n",
        ["Brennecke Haustechnik"],
    ),
    (
        "firm: signature fr Groupe Vautrelle",
        "Cordialement,\nOrlane Vasseux\nDirectrice financière\nGroupe Vautrelle\nTél. +33 6 12 34 56 78\n",
        ["Groupe Vautrelle"],
    ),
    (
        "firm: signature fr Castagnol & Fils SARL",
        "Cordialement,\nOrlane Vasseux\nComptable\nCastagnol & Fils SARL\nTél. +33 6 12 34 56 78\n",
        ["Castagnol & Fils SARL"],
    ),
    (
        "firm: signature nl Terpstra & Dijkhuizen B.V.",
        "Met vriendelijke groet,\nFemmigje Terpstra\nHR-adviseur\nTerpstra & Dijkhuizen B.V.\nT 06 12345678\n",
        ["Terpstra & Dijkhuizen B.V."],
    ),
    (
        "firm: signature no Eidsvaag Rør AS",
        "Mvh\nSunnvå Eidsvaag\nDaglig leder\nEidsvaag Rør AS\nMob: 46 00 30 34\n",
        ["Eidsvaag Rør AS"],
    ),
    (
        "firm: signature ru Ракитин и сыновья",
        "С уважением,\nВсеслава Ракитина\nГлавный бухгалтер\nООО «Ракитин и сыновья»\nТел.: +7 916 123-45-67\n",
        ["Ракитин и сыновья"],
    ),
    (
        "firm: signature el Παπαλεξίου & Υιοί Ο.Ε.",
        "Με εκτίμηση,\nΞανθοκλεία Παπαλεξίου\nΟικονομική διευθύντρια\nΠαπαλεξίου & Υιοί Ο.Ε.\nΤηλ.: +30 694 123 4567\n",
        ["Παπαλεξίου & Υιοί Ο.Ε."],
    ),
    (
        "firm: signature ja 鷲尾商事株式会社",
        "よろしくお願いいたします。\n鷲尾 灯\n人事部 課長\n鷲尾商事株式会社\nTEL: 090-1234-5678\n",
        ["鷲尾商事株式会社"],
    ),
    (
        "firm: signature zh 宁氏贸易有限公司",
        "谢谢！\n宁采薇\n财务主管\n宁氏贸易有限公司\n手机： 139 7930 7071\n",
        ["宁氏贸易有限公司"],
    ),
    (
        "firm: signature ar شركة الخطيب وأولاده",
        "مع التحية،\nوردينة الخطيب\nمديرة الموارد البشرية\nشركة الخطيب وأولاده\nجوال: 055 264 8621\n",
        ["شركة الخطيب وأولاده"],
    ),
    (
        "firm: signature es Olmedilla Hermanos S.A.",
        "Un saludo,\nItzaine Olmedilla\nDirectora financiera\nOlmedilla Hermanos S.A.\nTel. +34 612 345 678\n",
        ["Olmedilla Hermanos S.A."],
    ),
    (
        "firm: signature it Bortolazzi & Figli S.r.l.",
        "Cordiali saluti,\nOttavina Bortolazzi\nResponsabile amministrazione\nBortolazzi & Figli S.r.l.\nTel. +39 347 123 4567\n",
        ["Bortolazzi & Figli S.r.l."],
    ),
    (
        "firm: signature pl Wierzbicki i Synowie Sp. z o.o.",
        "Pozdrawiam,\nRadosława Wierzbicka\nGłówna księgowa\nWierzbicki i Synowie Sp. z o.o.\nTel. +48 601 234 567\n",
        ["Wierzbicki i Synowie Sp. z o.o."],
    ),
    (
        "firm: signature tr Akgündüzer Kardeşler Ltd. Şti.",
        "Saygılarımla,\nNurefşan Akgündüzer\nMuhasebe Müdürü\nAkgündüzer Kardeşler Ltd. Şti.\nTel: +90 532 123 45 67\n",
        ["Akgündüzer Kardeşler Ltd. Şti."],
    ),
    (
        "amount: offer mail budget en",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nApproved. Please send the letter and cc Wendrell Foylebank. Our budget line for the team is £1.4m this year so we're fine.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["£1.4m"],
    ),
    (
        "amount: offer mail budget de",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nFreigegeben. Bitte Hiltgund Brennecke in cc. Unser Budget für das Team liegt dieses Jahr bei 1,2 Mio. €, das passt.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["1,2 Mio. €"],
    ),
    (
        "amount: offer mail budget fr",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nValidé. Mettez Orlane Vasseux en copie. Notre enveloppe budgétaire pour l'équipe est de 950 000 € cette année, ça passe.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["950 000 €"],
    ),
    (
        "amount: offer mail budget nl",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nAkkoord. Zet Jorrith Dijkhuizen in cc. Ons budget voor het team is dit jaar € 1,1 mln, dus dat past.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["€ 1,1 mln"],
    ),
    (
        "amount: offer mail budget no",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nGodkjent. Sett Trondine Hølaas på kopi. Budsjettet for teamet er 12 mill. kr i år, så det går fint.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["12 mill. kr"],
    ),
    (
        "amount: offer mail budget ru",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nСогласовано. Поставьте в копию Ариадну Берестову. Бюджет команды на этот год — 48 млн ₽, укладываемся.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["48 млн ₽"],
    ),
    (
        "amount: offer mail budget zh",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\n同意。请抄送宁采薇。团队今年的人力预算是650万元，没问题。\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["650万元"],
    ),
    (
        "amount: offer mail budget ja",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\n承認します。鷲尾さんをCCに入れてください。チームの今年度予算は9,000万円なので問題ありません。\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["9,000万円"],
    ),
    (
        "amount: offer mail budget el",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nΕγκρίνεται. Βάλτε κοινοποίηση την Ξανθοκλεία. Ο προϋπολογισμός της ομάδας φέτος είναι 1,3 εκατ. €, άρα είμαστε εντάξει.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["1,3 εκατ. €"],
    ),
    (
        "amount: offer mail budget ar",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nموافق. يرجى إرسال نسخة إلى وردينة. ميزانية الفريق لهذا العام 4.5 مليون ريال فلا مشكلة.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["4.5 مليون ريال"],
    ),
    (
        "amount: offer mail budget es",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nAprobado. Pon en copia a Itzaine Olmedilla. Nuestro presupuesto para el equipo este año es de 1,3 M€, así que bien.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["1,3 M€"],
    ),
    (
        "amount: offer mail budget it",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nApprovato. Metti in copia Ottavina Bortolazzi. Il budget del team per quest'anno è 1,2 milioni di euro, quindi ci stiamo.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["1,2 milioni di euro"],
    ),
    (
        "amount: offer mail budget pl",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nZatwierdzam. Dodaj do DW Radosławę Wierzbicką. Budżet zespołu na ten rok to 3,5 mln zł, więc się mieścimy.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["3,5 mln zł"],
    ),
    (
        "amount: offer mail budget tr",
        "From: Merrit Quaile <m.quaile@brightfold.co.uk>\nTo: Corvina Blaystock <c.blaystock@brightfold.co.uk>\nSubject: Offer approval\n\nOnaylandı. Nurefşan Hanım'ı bilgiye ekleyin. Ekibin bu yılki bütçesi 18 milyon TL, sorun yok.\n\nThanks,\nMerrit\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000.\n",
        ["18 milyon TL"],
    ),
    (
        "amount: hiring band en",
        "# Hiring round – Platform Engineer (REQ-881)\n\nSalary band per job ad: £65,000–£85,000.\n\n### Tessaly Brannock\n- Current: £55,000; expected £70,000\n",
        ["£65,000", "£85,000"],
    ),
    (
        "amount: hiring band fr",
        "# Recrutement – Ingénieur plateforme (REQ-881)\n\nFourchette salariale selon l'annonce : 50 000 €–62 000 €.\n\n### Orlane Vasseux\n- Actuel : 48 000 € ; souhaité 56 000 €\n",
        ["50 000 €", "62 000 €"],
    ),
    (
        "amount: hiring band no",
        "# Ansettelsesrunde – Plattformingeniør (REQ-881)\n\nLønnsspenn ifølge stillingsannonsen: 650 000 kr–780 000 kr.\n\n### Sunnvå Eidsvaag\n- Nåværende: 640 000 kr; ønsket 720 000 kr\n",
        ["650 000 kr", "780 000 kr"],
    ),
    (
        "amount: hiring band nl",
        "# Wervingsronde – Platform Engineer (REQ-881)\n\nSalarisrange volgens vacature: € 4.300–€ 5.600.\n\n### Femmigje Terpstra\n- Huidig: € 4.200; gewenst € 4.900\n",
        ["€ 4.300", "€ 5.600"],
    ),
    (
        "amount: hiring band ru",
        "# Найм — платформенный инженер (REQ-881)\n\nВилка по вакансии: 230 000 ₽–300 000 ₽.\n\n### Всеслава Ракитина\n- Сейчас: 220 000 ₽; хочет 260 000 ₽\n",
        ["230 000 ₽", "300 000 ₽"],
    ),
    (
        "amount: hiring band zh",
        "# 招聘 – 平台工程师 (REQ-881)\n\n职位公告薪资范围：26,000元–35,000元。\n\n### 宁采薇\n- 当前：25,000元；期望 30,000元\n",
        ["26,000元", "35,000元"],
    ),
    (
        "amount: hiring band ja",
        "# 採用 – プラットフォームエンジニア (REQ-881)\n\n求人票の給与レンジ：650万円〜850万円。\n\n### 鷲尾 灯\n- 現在：600万円、希望 700万円\n",
        ["650万円", "850万円"],
    ),
    (
        "amount: hiring band el",
        "# Πρόσληψη – Μηχανικός πλατφόρμας (REQ-881)\n\nΕύρος μισθού κατά την αγγελία: 30.000 €–38.000 €.\n\n### Ξανθοκλεία Παπαλεξίου\n- Τρέχων: 28.000 €· επιθυμητός 34.000 €\n",
        ["30.000 €", "38.000 €"],
    ),
    (
        "amount: hiring band ar",
        "# جولة توظيف – مهندس منصات (REQ-881)\n\nنطاق الراتب حسب الإعلان: 20,000 ريال–26,000 ريال.\n\n### وردينة الخطيب\n- الحالي: 18,000 ريال؛ المتوقع 22,000 ريال\n",
        ["20,000 ريال", "26,000 ريال"],
    ),
    (
        "amount: hiring band es",
        "# Selección – Ingeniero de plataforma (REQ-881)\n\nBanda salarial según la oferta: 45.000 €–55.000 €.\n\n### Itzaine Olmedilla\n- Actual: 42.000 €; deseado 50.000 €\n",
        ["45.000 €", "55.000 €"],
    ),
    (
        "amount: hiring band it",
        "# Selezione – Platform Engineer (REQ-881)\n\nRAL da annuncio: 40.000 €–50.000 €.\n\n### Ottavina Bortolazzi\n- Attuale: 38.000 €; desiderata 45.000 €\n",
        ["40.000 €", "50.000 €"],
    ),
    (
        "amount: hiring band pl",
        "# Rekrutacja – Platform Engineer (REQ-881)\n\nWidełki z ogłoszenia: 17 000 zł–23 000 zł.\n\n### Radosława Wierzbicka\n- Obecnie: 16 000 zł; oczekiwania 19 000 zł\n",
        ["17 000 zł", "23 000 zł"],
    ),
    (
        "amount: hiring band tr",
        "# İşe alım – Platform Mühendisi (REQ-881)\n\nİlandaki maaş aralığı: 100.000 TL–140.000 TL.\n\n### Nurefşan Akgündüzer\n- Mevcut: 95.000 TL; beklenti 120.000 TL\n",
        ["100.000 TL", "140.000 TL"],
    ),
    (
        "amount: hiring band de",
        "# Einstellungsrunde – Platform Engineer (REQ-881)\n\nGehaltsband laut Stellenanzeige: 60.000 €–80.000 €.\n\n### Hiltgund Brennecke\n- Aktuell: 58.000 €; Wunschgehalt 66.000 €\n",
        ["60.000 €", "80.000 €"],
    ),
    (
        "pct: employee raise EUR",
        '{\n  "ok": true,\n  "employee": {\n    "employee_id": "E51763",\n    "legal_name": "Hiltgund Brennecke",\n    "work_email": "h.brennecke@wolfel.de",\n    "compensation": {\n      "currency": "EUR",\n      "base_salary": 5200,\n      "pay_frequency": "monthly",\n      "bonus_target": "520",\n      "last_raise": {\n        "effective": "2025-09-01",\n        "pct": "3.5%"\n      }\n    }\n  }\n}',
        ["3.5%"],
    ),
    (
        "pct: employee raise RUB",
        '{\n  "ok": true,\n  "employee": {\n    "employee_id": "E51763",\n    "legal_name": "Всеслава Ракитина",\n    "work_email": "rakitina@sever.ru",\n    "compensation": {\n      "currency": "RUB",\n      "base_salary": 180000,\n      "pay_frequency": "monthly",\n      "bonus_target": "18000",\n      "last_raise": {\n        "effective": "2025-09-01",\n        "pct": "10%"\n      }\n    }\n  }\n}',
        ["10%"],
    ),
    (
        "pct: employee raise CNY",
        '{\n  "ok": true,\n  "employee": {\n    "employee_id": "E51763",\n    "legal_name": "宁采薇",\n    "work_email": "ningcw@yunzhan.cn",\n    "compensation": {\n      "currency": "CNY",\n      "base_salary": 28000,\n      "pay_frequency": "monthly",\n      "bonus_target": "2800",\n      "last_raise": {\n        "effective": "2025-09-01",\n        "pct": "6.0%"\n      }\n    }\n  }\n}',
        ["6.0%"],
    ),
    (
        "pct: employee raise JPY",
        '{\n  "ok": true,\n  "employee": {\n    "employee_id": "E51763",\n    "legal_name": "鷲尾 灯",\n    "work_email": "washio@sakura.co.jp",\n    "compensation": {\n      "currency": "JPY",\n      "base_salary": 450000,\n      "pay_frequency": "monthly",\n      "bonus_target": "45000",\n      "last_raise": {\n        "effective": "2025-09-01",\n        "pct": "2.5%"\n      }\n    }\n  }\n}',
        ["2.5%"],
    ),
    (
        "pct: employee raise SAR",
        '{\n  "ok": true,\n  "employee": {\n    "employee_id": "E51763",\n    "legal_name": "وردينة الخطيب",\n    "work_email": "wardina@rimal.sa",\n    "compensation": {\n      "currency": "SAR",\n      "base_salary": 16500,\n      "pay_frequency": "monthly",\n      "bonus_target": "1650",\n      "last_raise": {\n        "effective": "2025-09-01",\n        "pct": "7%"\n      }\n    }\n  }\n}',
        ["7%"],
    ),
    (
        "pct: employee raise GBP",
        '{\n  "ok": true,\n  "employee": {\n    "employee_id": "E51763",\n    "legal_name": "Corvina Blaystock",\n    "work_email": "c.blaystock@brightfold.co.uk",\n    "compensation": {\n      "currency": "GBP",\n      "base_salary": 6200,\n      "pay_frequency": "monthly",\n      "bonus_target": "620",\n      "last_raise": {\n        "effective": "2025-09-01",\n        "pct": "15%"\n      }\n    }\n  }\n}',
        ["15%"],
    ),
    (
        "price/pct: crm deal £79",
        '{"deals": [{"deal_id": "D-54890", "title": "Fleet Insight – renewal", "stage": "verbal", "contract_value": "£462,500", "list_price_per_seat": "£79", "contact": {"name": "Odalric Venn", "email": "o.venn@acme-bau.de", "direct_line": "0131 574 5448"}, "owner": "saffi.venn@edgewardsales.io", "close_date": "2026-01-26", "probability": "20%"}], "total": 1}',
        ["£79", "20%"],
    ),
    (
        "price/pct: crm deal 79 €",
        '{"deals": [{"deal_id": "D-54890", "title": "Fleet Insight – renewal", "stage": "verbal", "contract_value": "420 000 €", "list_price_per_seat": "79 €", "contact": {"name": "Hiltgund Brennecke", "email": "h.brennecke@gmx.de", "direct_line": "+49 30 1234567"}, "owner": "saffi.venn@edgewardsales.io", "close_date": "2026-01-26", "probability": "60%"}], "total": 1}',
        ["79 €", "60%"],
    ),
    (
        "price/pct: crm deal 790 kr",
        '{"deals": [{"deal_id": "D-54890", "title": "Fleet Insight – renewal", "stage": "verbal", "contract_value": "2 400 000 kr", "list_price_per_seat": "790 kr", "contact": {"name": "Sunnvå Eidsvaag", "email": "sunnva@online.no", "direct_line": "46 00 30 34"}, "owner": "saffi.venn@edgewardsales.io", "close_date": "2026-01-26", "probability": "40%"}], "total": 1}',
        ["790 kr", "40%"],
    ),
    (
        "price/pct: crm deal 4 900 ₽",
        '{"deals": [{"deal_id": "D-54890", "title": "Fleet Insight – renewal", "stage": "verbal", "contract_value": "18 000 000 ₽", "list_price_per_seat": "4 900 ₽", "contact": {"name": "Всеслава Ракитина", "email": "rakitina@yandex.ru", "direct_line": "+7 916 123-45-67"}, "owner": "saffi.venn@edgewardsales.io", "close_date": "2026-01-26", "probability": "80%"}], "total": 1}',
        ["4 900 ₽", "80%"],
    ),
    (
        "price/pct: crm deal ¥590",
        '{"deals": [{"deal_id": "D-54890", "title": "Fleet Insight – renewal", "stage": "verbal", "contract_value": "¥1,958,000", "list_price_per_seat": "¥590", "contact": {"name": "宁采薇", "email": "ningcw@126.com", "direct_line": "139 7930 7071"}, "owner": "saffi.venn@edgewardsales.io", "close_date": "2026-01-26", "probability": "30%"}], "total": 1}',
        ["¥590", "30%"],
    ),
    (
        "price/pct: crm deal 2.900 TL",
        '{"deals": [{"deal_id": "D-54890", "title": "Fleet Insight – renewal", "stage": "verbal", "contract_value": "1.250.000 TL", "list_price_per_seat": "2.900 TL", "contact": {"name": "Nurefşan Akgündüzer", "email": "nurefsan@gmail.com", "direct_line": "+90 532 123 45 67"}, "owner": "saffi.venn@edgewardsales.io", "close_date": "2026-01-26", "probability": "50%"}], "total": 1}',
        ["2.900 TL", "50%"],
    ),
    (
        "price/firm: family notes no",
        "## Diverse\n- Strømavtale hos Hølaas Kraft: 1,29 kr/kWh\n- Torgrim skylder meg fortsatt kr 5 400 for ferieturen\n",
        ["Hølaas Kraft", "1,29 kr/kWh"],
    ),
    (
        "price/firm: family notes de",
        "## Sonstiges\n- Stromvertrag bei Stadtwerke Brennecke: 0,34 €/kWh\n- Quirin schuldet mir noch 540 € für den Urlaub\n",
        ["Stadtwerke Brennecke", "0,34 €/kWh"],
    ),
    (
        "price/firm: family notes en",
        "## Misc\n- Energy tariff with Quarrendon Energy: 24.5p/kWh\n- Wendrell still owes me £540 for the holiday\n",
        ["Quarrendon Energy", "24.5p/kWh"],
    ),
    (
        "price/firm: family notes fr",
        "## Divers\n- Contrat d'électricité chez Vautrelle Énergie : 0,25 €/kWh\n- Gaëlise me doit encore 540 € pour les vacances\n",
        ["Vautrelle Énergie", "0,25 €/kWh"],
    ),
    (
        "price/firm: family notes nl",
        "## Overig\n- Energiecontract bij Terpstra Energie: € 0,31/kWh\n- Jorrith is me nog € 540 schuldig voor de vakantie\n",
        ["Terpstra Energie", "€ 0,31/kWh"],
    ),
    (
        "price/firm: family notes ru",
        "## Разное\n- Тариф на электричество у «Сторожев Энерго»: 6,43 ₽/кВт·ч\n- Евлогерий всё ещё должен мне 5 400 ₽ за поездку\n",
        ["«Сторожев Энерго»", "6,43 ₽/кВт·ч"],
    ),
    (
        "price/firm: family notes zh",
        "## 其他\n- 电费合同（宁氏电力）：0.56元/千瓦时\n- 宁采薇还欠我540元旅行费\n",
        ["宁氏电力", "0.56元/千瓦时"],
    ),
    (
        "price/firm: family notes el",
        "## Διάφορα\n- Συμβόλαιο ρεύματος με Παπαλεξίου Ενέργεια: 0,16 €/kWh\n- Ο Φιλόθεος μου χρωστάει ακόμα 540 € για τις διακοπές\n",
        ["Παπαλεξίου Ενέργεια", "0,16 €/kWh"],
    ),
    (
        "price: readme en",
        "## Pricing\n\nSelf-hosted is free. The managed plan is $59/month per cluster; enterprise support starts at $15,000/year.\n\nMaintained by the platform team at Hallgrimsen Labs, Rotterdam.",
        ["$59", "$15,000", "Hallgrimsen Labs"],
    ),
    (
        "price: readme de",
        "## Preise\n\nSelbst gehostet ist kostenlos. Der Managed-Plan kostet 59 €/Monat pro Cluster; Enterprise-Support ab 15.000 €/Jahr.\n\nBetreut vom Plattform-Team der Brennecke Labs, Leipzig.",
        ["59 €", "15.000 €", "Brennecke Labs"],
    ),
    (
        "price: readme fr",
        "## Tarifs\n\nL'auto-hébergement est gratuit. Le plan géré coûte 59 €/mois par cluster ; le support entreprise commence à 15 000 €/an.\n\nMaintenu par l'équipe plateforme de Vasseux Labs, Lyon.",
        ["59 €", "15 000 €", "Vasseux Labs"],
    ),
    (
        "price: readme ja",
        "## 料金\n\nセルフホストは無料です。マネージドプランはクラスターあたり月額8,900円、エンタープライズサポートは年額180万円からです。\n\n鷲尾ラボのプラットフォームチームが保守しています。",
        ["8,900円", "180万円"],
    ),
    (
        "price: readme zh",
        "## 价格\n\n自托管免费。托管方案每个集群每月¥399；企业支持每年¥100,000起。\n\n由宁氏实验室平台团队维护。",
        ["¥399", "¥100,000"],
    ),
    (
        "price: readme ru",
        "## Цены\n\nСамостоятельная установка бесплатна. Управляемый план — 4 900 ₽/мес. за кластер; корпоративная поддержка от 1 200 000 ₽/год.\n\nПоддерживается командой платформы «Ракитин Лабс», Казань.",
        ["4 900 ₽", "1 200 000 ₽"],
    ),
    (
        "amount: run cost en",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\nTotal cost of the run: $14.80 (spot instances).",
        ["$14.80"],
    ),
    (
        "amount: run cost de",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\nGesamtkosten des Laufs: 13,20 € (Spot-Instanzen).",
        ["13,20 €"],
    ),
    (
        "amount: run cost fr",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\nCoût total de l'exécution : 13,20 € (instances spot).",
        ["13,20 €"],
    ),
    (
        "amount: run cost ru",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\nОбщая стоимость прогона: 1 240 ₽ (спотовые инстансы).",
        ["1 240 ₽"],
    ),
    (
        "amount: run cost zh",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\n本次运行总成本：¥96.50（竞价实例）。",
        ["¥96.50"],
    ),
    (
        "amount: run cost ja",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\n今回の実行コスト合計：2,150円（スポットインスタンス）。",
        ["2,150円"],
    ),
    (
        "amount: run cost el",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\nΣυνολικό κόστος εκτέλεσης: 13,20 € (spot instances).",
        ["13,20 €"],
    ),
    (
        "amount: run cost nl",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\nTotale kosten van de run: € 13,20 (spot-instances).",
        ["€ 13,20"],
    ),
    (
        "amount: run cost no",
        "| Runtime | p50 | p99 |\n|---|---|---|\n| Node | 18.4 ms | 197 ms |\n| Bun | 31.1 ms | 269 ms |\n\nTotal kostnad for kjøringen: 142 kr (spot-instanser).",
        ["142 kr"],
    ),
    (
        "amount: log order total £18.50",
        '2025-10-17 09:10:06,248 INFO  [crm] contact updated: name="Wendrell Foylebank" phone=01518 6368453\n2025-10-17 09:10:53,573 INFO  [orders] order 4899488 paid, total £18.50, 146ms\n2025-10-17 09:11:33,549 WARN  [auth] failed login for user=wfoyle from 193.122.93.100 (attempt 2)\n',
        ["£18.50"],
    ),
    (
        "amount: log order total € 24,90",
        '2025-10-17 09:10:06,248 INFO  [crm] contact updated: name="Wendrell Foylebank" phone=01518 6368453\n2025-10-17 09:10:53,573 INFO  [orders] order 4899488 paid, total € 24,90, 146ms\n2025-10-17 09:11:33,549 WARN  [auth] failed login for user=wfoyle from 193.122.93.100 (attempt 2)\n',
        ["€ 24,90"],
    ),
    (
        "amount: log order total 1 290 ₽",
        '2025-10-17 09:10:06,248 INFO  [crm] contact updated: name="Wendrell Foylebank" phone=01518 6368453\n2025-10-17 09:10:53,573 INFO  [orders] order 4899488 paid, total 1 290 ₽, 146ms\n2025-10-17 09:11:33,549 WARN  [auth] failed login for user=wfoyle from 193.122.93.100 (attempt 2)\n',
        ["1 290 ₽"],
    ),
    (
        "amount: log order total ¥3,280",
        '2025-10-17 09:10:06,248 INFO  [crm] contact updated: name="Wendrell Foylebank" phone=01518 6368453\n2025-10-17 09:10:53,573 INFO  [orders] order 4899488 paid, total ¥3,280, 146ms\n2025-10-17 09:11:33,549 WARN  [auth] failed login for user=wfoyle from 193.122.93.100 (attempt 2)\n',
        ["¥3,280"],
    ),
    (
        "amount: log order total 459 kr",
        '2025-10-17 09:10:06,248 INFO  [crm] contact updated: name="Wendrell Foylebank" phone=01518 6368453\n2025-10-17 09:10:53,573 INFO  [orders] order 4899488 paid, total 459 kr, 146ms\n2025-10-17 09:11:33,549 WARN  [auth] failed login for user=wfoyle from 193.122.93.100 (attempt 2)\n',
        ["459 kr"],
    ),
    (
        "amount: log order total $42.00",
        '2025-10-17 09:10:06,248 INFO  [crm] contact updated: name="Wendrell Foylebank" phone=01518 6368453\n2025-10-17 09:10:53,573 INFO  [orders] order 4899488 paid, total $42.00, 146ms\n2025-10-17 09:11:33,549 WARN  [auth] failed login for user=wfoyle from 193.122.93.100 (attempt 2)\n',
        ["$42.00"],
    ),
    (
        "price: fare EUR",
        '{"booking": {"locator": "7KUQ22", "passengers": [{"name": "BRENNECKE/HILTRUD MRS", "dateOfBirth": "1985-09-12"}], "fare": {"currency": "EUR", "baseFare": "356", "taxes": "38"}}}',
        ["356", "38"],
    ),
    (
        "price: fare NOK",
        '{"booking": {"locator": "7KUQ22", "passengers": [{"name": "BRENNECKE/HILTRUD MRS", "dateOfBirth": "1985-09-12"}], "fare": {"currency": "NOK", "baseFare": "2890", "taxes": "412"}}}',
        ["2890", "412"],
    ),
    (
        "price: fare JPY",
        '{"booking": {"locator": "7KUQ22", "passengers": [{"name": "BRENNECKE/HILTRUD MRS", "dateOfBirth": "1985-09-12"}], "fare": {"currency": "JPY", "baseFare": "48200", "taxes": "5300"}}}',
        ["48200", "5300"],
    ),
    (
        "price: fare RUB",
        '{"booking": {"locator": "7KUQ22", "passengers": [{"name": "BRENNECKE/HILTRUD MRS", "dateOfBirth": "1985-09-12"}], "fare": {"currency": "RUB", "baseFare": "18400", "taxes": "2100"}}}',
        ["18400", "2100"],
    ),
    ("amount: pizza en", "[02.11.25, 11:31:40] Corvina: Venmo me $18 for the pizza 🍕", ["$18"]),
    ("amount: pizza de", "[02.11.25, 11:31:40] Hiltgund: Schick mir 12 € per PayPal für die Pizza 🍕", ["12 €"]),
    ("amount: pizza nl", "[02.11.25, 11:31:40] Femmigje: Tikkie me € 12,50 voor de pizza 🍕", ["€ 12,50"]),
    ("amount: pizza fr", "[02.11.25, 11:31:40] Maëlinde: Envoie-moi 15 € sur Lydia pour la pizza 🍕", ["15 €"]),
    ("amount: pizza ru", "[02.11.25, 11:31:40] Всеслава: Скинь мне 600 ₽ за пиццу 🍕", ["600 ₽"]),
    ("amount: pizza zh", "[02.11.25, 11:31:40] 宁采薇：披萨钱微信转我45元 🍕", ["45元"]),
    (
        "pct: order discount named customer",
        '{"order": 5512, "customer": "Rowenna Caskell", "subtotal": "64.00", "discount_pct": "10%", "tax_rate": "21%"}',
        ["10%", "21%"],
    ),
    (
        "pct: crm probability owner",
        "Deal: Brackwater renewal — owner Tamsin Vell, probability 60%, discount 12%, close 2026-03-31",
        ["60%", "12%"],
    ),
    (
        "pct: mail kpi named",
        "Hi Corvina,\n\nYour team's NPS rose to 47 and ticket deflection to 31%. CSAT is at 92%.\n\nMerrit",
        ["31%", "92%"],
    ),
    ("pct: chat stock move", "[09:01] Ilvane: NVDA +3.4% premarket, my portfolio is up 1.2% today", ["+3.4%"]),
    (
        "pct: de mail quote",
        "Hallo Hiltgund,\n\ndie Inflationsrate lag im Oktober bei 2,3 %, der Leitzins bei 2,0 %.\n\nGruß\nQuirin",
        ["2,3 %", "2,0 %"],
    ),
    (
        "pct: fr mail raise policy",
        "Bonjour Orlane,\n\nla revalorisation générale sera de 2,5 % au 1er janvier pour tous les salariés.\n\nCordialement",
        ["2,5 %"],
    ),
    (
        "pct: ru table",
        "| Метрика | Значение |\n|---|---|\n| Конверсия | 3,1 % |\n| Отток | 1,4 % |",
        ["3,1 %", "1,4 %"],
    ),
    ("pct: ja mail", "鷲尾様\n\n今期の売上成長率は12%、営業利益率は8.5%でした。\n\n経営企画部", ["12%", "8.5%"]),
    ("pct: ar mail", "الأستاذة وردينة،\n\nبلغ معدل النمو 12% وهامش الربح 18%.\n\nمع التحية", ["12%", "18%"]),
    ("pct: el csv", "μήνας,μετατροπή,απόρριψη\n2026-09,3.2%,41%\n2026-10,3.5%,39%", ["3.2%", "41%"]),
    (
        "pct: no json",
        '{"måned": "2026-10", "vekst": "6,2 %", "margin": "31 %", "kunde": "Sunnvå Eidsvaag"}',
        ["6,2 %", "31 %"],
    ),
    (
        "pct: tr json",
        '{"ay": "2026-10", "büyüme": "%6,2", "marj": "%31", "sorumlu": "Nurefşan Akgündüzer"}',
        ["%6,2", "%31"],
    ),
    (
        "pct: pl mail",
        "Cześć Radosława,\n\nmarża brutto wyniosła 34 %, a rotacja klientów 2,1 %.\n\nWitosław",
        ["34 %", "2,1 %"],
    ),
    ("pct: it chat", "[10:12] Ottavina: il tasso di conversione è salito al 4,2 %, la mia stima era 3 %", ["4,2 %"]),
    (
        "pct: es chat",
        "[10:12] Itzaine: la tasa de apertura del newsletter fue del 38 % y el CTR del 4,1 %",
        ["38 %", "4,1 %"],
    ),
    ("pct: zh chat", "[10:12] 宁采薇：转化率提升到4.2%，我的预估是3%", ["4.2%"]),
    ("pct: nl chat", "[10:12] Femmigje: de churn is gedaald naar 1,8%, mijn doel was 2%", ["1,8%"]),
    (
        "amount: chat team dinner per person",
        "[19:02] Corvina: dinner is €45 per person, Merrit booked the table",
        ["€45"],
    ),
    (
        "amount: mail tender named",
        "Hi Wendrell,\n\nthe council's tender for the depot is estimated at €48 million; Tessaly will draft our bid.\n\nMerrit",
        ["€48 million"],
    ),
    (
        "amount: de mail budget named",
        "Hallo Hiltgund,\n\ndas Projektbudget liegt bei 240.000 €, Quirin übernimmt die Abrechnung.\n\nGrüße",
        ["240.000 €"],
    ),
    (
        "amount: fr mail cost",
        "Bonjour Orlane,\n\nle coût total du salon est de 18 400 € HT ; Gaëlise s'occupe du stand.\n\nBien à vous",
        ["18 400 €"],
    ),
    (
        "amount: no mail price",
        "Hei Sunnvå,\n\nprisen for kurset er 4 900 kr per deltaker. Trondine melder på.\n\nHilsen",
        ["4 900 kr"],
    ),
    (
        "amount: ru mail cost",
        "Ариадна, добрый день!\n\nСтоимость конференции — 45 000 ₽ за участника. Евлогерий оформит заявку.\n\nС уважением",
        ["45 000 ₽"],
    ),
    ("amount: zh mail cost", "宁总您好：\n展会总费用为18万元，由王磊负责布展。\n市场部", ["18万元"]),
    ("amount: ja mail cost", "鷲尾様\n\n展示会の総費用は240万円です。設営は佐伯が担当します。\n\n営業部", ["240万円"]),
    (
        "amount: en md okr",
        "## Q3 OKRs (owner: Merrit Quaile)\n- Grow ARR from $4.1M to $5.0M\n- Cut cloud spend by $18k/month",
        ["$4.1M", "$5.0M", "$18k"],
    ),
    (
        "amount: en json invoice to firm",
        '{"invoice": "INV-20931", "bill_to": "Pellham Freight Ltd", "contact": "Wendrell Foylebank", "total": "£7,840.00", "vat": "£1,306.67"}',
        ["£7,840.00", "£1,306.67"],
    ),
    (
        "firm: calendar prodid",
        "BEGIN:VCALENDAR\nPRODID:-//Hallgrimsen & Sons//Planner 4.2//EN\nBEGIN:VEVENT\nORGANIZER;CN=Corvina Blaystock:mailto:c.blaystock@fastmail.com\nEND:VEVENT",
        ["Hallgrimsen & Sons"],
    ),
    (
        "firm: clinic json",
        '{"clinic": "Praxis Dr. Brennecke", "practitioner": "Dr. med. Hiltgund Brennecke", "patient": {"name": "Quirin Ostermeier"}}',
        ["Praxis Dr. Brennecke"],
    ),
    ("firm: md fastlege", "- Fastlege: Sunnvå Eidsvaag, Legesenteret Hølaas, tlf +4755656305", ["Legesenteret Hølaas"]),
    ("firm: en dentist", "- Dentist: Tessaly Brannock, Brannock Dental Care, 020 7946 0321", ["Brannock Dental Care"]),
    (
        "firm: de hausarzt",
        "- Hausarzt: Dr. Quirin Ostermeier, Praxis Ostermeier, Tel. 030 1234567",
        ["Praxis Ostermeier"],
    ),
    ("firm: en utility", "- Broadband with Quarrendon Fibre: £29.99/month", ["Quarrendon Fibre", "£29.99"]),
    (
        "firm: de utility",
        "- Stromvertrag bei Stadtwerke Wölfelsgrund: 0,34 €/kWh",
        ["Stadtwerke Wölfelsgrund", "0,34 €/kWh"],
    ),
    ("firm: en vendor call", "- Merrit will join the vendor call with Dunmore & Pryce on Friday.", ["Dunmore & Pryce"]),
    ("firm: github org", "https://github.com/hallberg-sons/gateway/pull/9366", ["hallberg-sons"]),
]

#: (what it is, text, a person's values that must stay masked)
REALS: list[tuple[str, str, list[str]]] = [
    (
        "real: attendees with a title",
        "Attendees: Tessaly Brannock, CEO Merrit Quaile",
        ["Tessaly Brannock", "Merrit Quaile"],
    ),
    (
        "real: two full names joined by &",
        "Please cc Tessaly Brannock & Corvina Blaystock.",
        ["Tessaly Brannock", "Corvina Blaystock"],
    ),
    (
        "real: sick note beside a practice",
        "Krankmeldung von Quirin Ostermeier, ausgestellt von der Praxis am Lerchenfeld.",
        ["Quirin Ostermeier"],
    ),
    (
        "real: csv salary by department with name",
        "Abteilung;Name;Gehalt\nVertrieb;Quirin Ostermeier;4.950,00",
        ["Quirin Ostermeier", "4.950,00"],
    ),
    ("real: en person salary", "Hi Corvina, your new salary from January is $96,000 plus a 10% bonus.", ["$96,000"]),
    (
        "real: en person balance chat",
        "[14:02] Ilvane: my checking balance is down to $412.77 until payday",
        ["$412.77"],
    ),
    ("real: de person gehalt", "Hallo Frau Quellmalz, Ihr Bruttogehalt ab März beträgt 5.200 €.", ["5.200 €"]),
    ("real: fr person salaire", "Bonjour Maëlinde, ton salaire passe à 48 000 € brut par an.", ["48 000 €"]),
    ("real: nl person schuld", "[09:41] Jorrith: ik heb nog € 2.350 studieschuld open", ["€ 2.350"]),
    ("real: no person lonn", "Hei Sunnvå, lønnen din blir 620 000 kr fra 1. mars.", ["620 000 kr"]),
    ("real: es person sueldo", "[16:20] Itzaine: mi sueldo es de 2.400 € netos al mes", ["2.400 €"]),
    ("real: pl person pensja", "Cześć Radosława, Twoja pensja od lutego to 11 500 zł brutto.", ["11 500 zł"]),
    ("real: ru person zarplata", "[11:05] Всеслава: моя зарплата 140 000 ₽ в месяц", ["140 000 ₽"]),
    ("real: tr person maas", "Merhaba Nurefşan Hanım, yeni maaşınız 68.000 TL olacak.", ["68.000 TL"]),
    ("real: zh person xinzi", "[10:12] 宁采薇：我的月薪是28,000元", ["28,000元"]),
    ("real: ja person kyuyo", "鷲尾様の年収は720万円です。", ["720万円"]),
    ("real: de person raise", "Hiltgund Brennecke erhält ab Juli 4.800 € brutto.", ["4.800 €"]),
    ("real: en person debt", "Rowenna still owes me £340 for the concert tickets.", ["£340"]),
    (
        "real: en person firm-word surname",
        "Please call Tessaly Baker about her sick leave on Monday.",
        ["Tessaly Baker"],
    ),
    (
        "real: en json employee salary",
        '{"employee": "Odalric Venn", "email": "o.venn@pellham.co.uk", "salary": 72000}',
        ["72000"],
    ),
    (
        "real: en csv payroll",
        "name,email,net_pay\nCorvina Blaystock,c.blaystock@pellham.co.uk,3120.44",
        ["Corvina Blaystock", "3120.44"],
    ),
    (
        "real: en person named like plumbing",
        "Ask Wendrell Plumb whether he can cover the on-call shift.",
        ["Wendrell Plumb"],
    ),
    (
        "real: fr person groupe word",
        "Réunion avec Mme Castelnoir demain à 10 h au sujet de son arrêt maladie.",
        ["Castelnoir"],
    ),
    ("real: rent mine above average", "My rent went up to €1,450, above the city average.", ["€1,450"]),
    ("real: rent named window", "Corvina Blaystock's average rent over the last 12 months: €1,100.", ["€1,100"]),
    (
        "real: table employees by department",
        "| Department | Employee | Salary |\n|---|---|---|\n| Sales | Tessaly Brannock | €58,000 |\n| Ops | Merrit Quaile | €61,000 |",
        ["€58,000", "€61,000"],
    ),
    (
        "real: csv cost centre with person",
        "Kostenstelle;Mitarbeiter;Gehalt\n4410;Hiltgund Brennecke;5.200,00\n4420;Quirin Ostermeier;4.950,00",
        ["5.200,00", "4.950,00"],
    ),
    ("real: given name with trade word", "Please ask Hanna Kraft to send her sick note by Monday.", ["Hanna Kraft"]),
    (
        "real: escalation from a person",
        "Escalation from Tessaly Brannock: her laptop was stolen, salary slip inside.",
        ["Tessaly Brannock"],
    ),
    ("real: de fee person", "Herr Ostermeier schuldet uns noch die Mahngebühr von 45 €.", ["45 €"]),
    (
        "real: offer mail package",
        "Approved. Our budget line for the team is £1.4m this year.\n\n> We'd like to move ahead with Odalric Venn. Proposed package: £72,000 base and a sign-on of £7,000. Their current salary is £67,500.",
        ["£72,000", "£7,000", "£67,500"],
    ),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_a_public_figure_or_firm_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
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
    ("text", "name", "expected"),
    [
        ("Escalation from Dunmore Harrow: their admin Reinwald Kask can't log in.", "Dunmore Harrow", True),
        ("Eskalation von Quellmalz: deren Admin Quirin Ostermeier ist gesperrt.", "Quellmalz", True),
        ("Escalatie van Brouwema: beheerder Wietske Dijkstra kan niet inloggen.", "Brouwema", True),
        ("Эскалация от Сторожев: их админ Евлогерий не может войти.", "Сторожев", True),
        ("Escalation from Brannock: their admin account is locked.", "Brannock", False),  # no staff member named
        ("Call from Tessaly Brannock: her admin password expired.", "Tessaly Brannock", False),
    ],
)
def test_staffed_organisation_needs_a_staff_role_and_a_name(text: str, name: str, expected: bool) -> None:
    k = text.index(name)
    assert staffed_organisation(text, k, k + len(name)) is expected


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        ('{"account_name": "Quarrington & Vell"}', "Quarrington", True),
        ("Invoice from Dijkhuizen & Zn. arrived.", "Dijkhuizen", True),
        ("Эскалация от «Берестов и партнёры».", "Берестов", True),
        ("Strømavtale hos Hølaas Kraft: 1,29 kr/kWh", "Hølaas", True),
        ("Please cc Tessaly Brannock & Corvina Blaystock.", "Tessaly Brannock", False),  # two full names
        ("Please ask Hanna Kraft for the sick note.", "Hanna Kraft", False),  # a listed given name first
    ],
)
def test_trade_company_reads_partners_trade_words_and_partner_words(text: str, name: str, expected: bool) -> None:
    k = text.index(name)
    end = k + len(name)
    assert trade_company(text, k, end) is expected


def test_amount_with_cents_after_invoice_word_is_no_account() -> None:
    t = '{"счёт": "С-771", "сумма": "184 000,00 ₽"}'
    k = t.index("184 000")
    assert amount_as_account(t, k, k + len("184 000"))
    assert not amount_as_account("Konto 123 456 78", 6, 13)


def test_organisation_table_needs_a_statement_or_unit_header_and_no_person_column() -> None:
    md = "| Quarter | Revenue | Net income |\n|---|---|---|\n| Q1 | $12.4M | $1.1M |"
    k = md.index("$1.1M")
    assert organisation_table(md, k, k + 5, lambda c: False)
    csv = "Kostenstelle;Mitarbeiter;Gehalt\n4410;Hiltgund Brennecke;5.200,00"
    k = csv.index("5.200,00")
    assert not organisation_table(csv, k, k + 8, lambda c: c == "Mitarbeiter")


def test_rule_15_reads_the_prose_readers_money_labels() -> None:
    t = "The median monthly rent in Dublin reached €2,400 in 2026."
    k = t.index("€2,400")
    assert qualified_figure(t, k, k + 6, None, None, lambda c: False)
    mine = "My rent went up to €1,450, above the city average."
    k = mine.index("€1,450")
    assert not qualified_figure(mine, k, k + 6, None, None, lambda c: False)


def test_fee_words_make_a_price() -> None:
    t = "Etableringsgebyret for lånet er 2 500 kr."
    k = t.index("2 500 kr")
    assert price_figure(t, k, k + 8)
    mine = "Herr Ostermeier schuldet uns noch die Mahngebühr von 45 €."
    k = mine.index("45 €")
    assert not price_figure(mine, k, k + 4)
