"""Fields19 (issue 12): field-context values on shapes the blind dev4 writer used, written fresh.

Job offers in the corpus languages (``offre``, ``Angebot``/``Gegenangebot``, ``oferta``/
``contraoferta``, ``offerta``, ``bod``, ``tilbud``/``motbud``, ``предложение``/``встречное``,
``προσφορά``, ``teklif``, ``عرض``, ``录用offer``, ``内定``) beside sales offers with the same words
(``Angebot Nr. … über``, ``Special offer``, ``Tilbud: Sommerpakke``, ``Предложение дня``, a
vendor's or a venue's offer); firms named like people in a customer or owner column (two- and
three-word names ending in an everyday English plural: ``Wrenfield Traders``, ``Granite Peak
Outfitters``); custom fields whose label sits in another part of the response (``fields_meta``,
``schema``, Zendesk ``ticket_fields``); sick-leave records in tr, el and more; debt records and
pay rates under a money ancestor (``debts: [{original_amount, remaining}]``, Gusto's ``rate`` with
its ``payment_unit``), collection cases; dates of birth under every key and language; pay,
balances, debts and health in prose. Shapes follow the public API docs of Personio, HiBob, Deel,
Gusto, SuccessFactors, Xero, QuickBooks, Stripe, Plaid, FHIR, Doctolib, Salesforce, HubSpot,
Zendesk, Jira and Workday; every name is invented for this file.

``REALS``: a person's values (every letter and digit masked). ``NOBODYS``: values beside them
that are nobody's (a sales offer's price, a firm in a customer column, a release date, an
order number, an interest rate), which no span may touch.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.firm_names import common_plural
from edgeward.detectors.lexicon import default_lexicon
from edgeward.detectors.recognizers.money_cues import offer_is_pay
from edgeward.detectors.scanner import Detector

REALS: list[tuple[str, str, list[str]]] = [
    (
        "offers: Hi team, quick update on the Brennick hire: her ",
        "Hi team, quick update on the Brennick hire: her offer is €71k base plus equity. Budget for the Q3 offsite is €12,000.",
        ["€71k"],
    ),
    (
        "offers: Bonjour, l'offre pour Maëlys Dravoine : 58 000 €",
        "Bonjour, l'offre pour Maëlys Dravoine : 58 000 € brut annuel. Le prix de la licence est de 1 200 €.",
        ["58 000 €"],
    ),
    (
        "offers: Re: Kandidatin Wiebke Sturmhold – unser Angebot ",
        "Re: Kandidatin Wiebke Sturmhold – unser Angebot liegt bei 72.000 €, sie hat ein Gegenangebot von 78.000 € gemacht.",
        ["72.000 €", "78.000 €"],
    ),
    (
        "offers: Hola, la oferta para Itziar Olabarrieta es de 46",
        "Hola, la oferta para Itziar Olabarrieta es de 46.500 € anuales; ella pidió una contraoferta de 50.000 €.",
        ["46.500 €", "50.000 €"],
    ),
    (
        "offers: Ciao, l'offerta a Ludovica Straparola è di 42.00",
        "Ciao, l'offerta a Ludovica Straparola è di 42.000 € lordi. Il prezzo del corso è 890 €.",
        ["42.000 €"],
    ),
    (
        "offers: Hei! Vi sendte tilbudet til Sølvi Brekkestø i gå",
        "Hei! Vi sendte tilbudet til Sølvi Brekkestø i går: kr 685 000 i året. Hun kom med et motbud på kr 720 000.",
        ["kr 685 000", "kr 720 000"],
    ),
    (
        "offers: Привет! Предложение для Ярополка Вешнякова — 240",
        "Привет! Предложение для Ярополка Вешнякова — 240 000 ₽ в месяц, он хочет встречное 270 000 ₽.",
        ["240 000 ₽", "270 000 ₽"],
    ),
    (
        "offers: 候选人欧阳思远的录用offer：年薪38万，他的期望是42万。",
        "候选人欧阳思远的录用offer：年薪38万，他的期望是42万。",
        ["38万", "42万"],
    ),
    ("offers: 他的年薪是38万，比去年多了不少。", "他的年薪是38万，比去年多了不少。", ["38万"]),
    (
        'offers: {"candidate": {"name": "Tamsin Odwell", "email":',
        '{"candidate": {"name": "Tamsin Odwell", "email": "t.odwell@example.org"}, "offer": {"amount": 98000, "currency": "USD", "status": "sent"}}',
        ["98000"],
    ),
    (
        'offers: {"application_id": 55123, "stage": "Offer", "off',
        '{"application_id": 55123, "stage": "Offer", "offer_details": {"base_salary": "85,000", "counter_offer": "92,000"}}',
        ["85,000", "92,000"],
    ),
    (
        "offers: Oferta de trabajo enviada a Baltasar Quirós: 3.2",
        "Oferta de trabajo enviada a Baltasar Quirós: 3.200 € al mes.",
        ["3.200 €"],
    ),
    (
        "offers: Counter-offer from Jory Pellinore came in at $12",
        "Counter-offer from Jory Pellinore came in at $128,000, we initially offered $115,000.",
        ["$128,000", "$115,000"],
    ),
    (
        "offers: Propozycja dla Wincentego Drozdowicza: 14 500 zł",
        "Propozycja dla Wincentego Drozdowicza: 14 500 zł brutto miesięcznie. Oferta pracy w Krakowie.",
        ["14 500 zł"],
    ),
    (
        "offers: Η προσφορά μας στον Αριστοκλή Βλαχογιάννη είναι ",
        "Η προσφορά μας στον Αριστοκλή Βλαχογιάννη είναι 38.000 € ετησίως.",
        ["38.000 €"],
    ),
    (
        "offers: Teklifimiz Berkay Tunçsoy için aylık 85.000 TL b",
        "Teklifimiz Berkay Tunçsoy için aylık 85.000 TL brüt.",
        ["85.000 TL"],
    ),
    ("offers: 内定オファー：宗像 十和さん 年収620万円", "内定オファー：宗像 十和さん 年収620万円", ["620万円"]),
    (
        "offers: عرض العمل لسلمى الزهراوي: ١٥٬٠٠٠ ريال شهريًا",
        "عرض العمل لسلمى الزهراوي: ١٥٬٠٠٠ ريال شهريًا",
        ["١٥٬٠٠٠ ريال"],
    ),
    (
        'saas: {"employee": {"id": 3311, "firstName": "Corwenna',
        '{"employee": {"id": 3311, "firstName": "Corwenna", "lastName": "Maybridge", "dateOfBirth": "1986-07-19", "hireDate": "2021-03-01"}}',
        ["1986-07-19"],
    ),
    (
        'saas: {"data": [{"attributes": {"first_name": {"value"',
        '{"data": [{"attributes": {"first_name": {"value": "Aldric"}, "date_of_birth": {"label": "Date of birth", "value": "1979-04-19"}}}]}',
        ["1979-04-19"],
    ),
    (
        'saas: {"person": {"fields": [{"name": "Geburtsdatum", ',
        '{"person": {"fields": [{"name": "Geburtsdatum", "value": "14.02.1985"}, {"name": "Eintrittsdatum", "value": "01.09.2022"}]}}',
        ["14.02.1985"],
    ),
    (
        'saas: {"customFields": [{"fieldName": "Fecha de nacimi',
        '{"customFields": [{"fieldName": "Fecha de nacimiento", "fieldValue": "03/11/1991"}]}',
        ["03/11/1991"],
    ),
    (
        'saas: {"worker": {"personal": {"birth_date": "19.04.19',
        '{"worker": {"personal": {"birth_date": "19.04.1979"}, "compensation": {"annual_salary": 72000, "currency": "EUR"}}}',
        ["19.04.1979", "72000"],
    ),
    (
        'saas: {"payroll": {"employee": "Wiebke Sturmhold", "gr',
        '{"payroll": {"employee": "Wiebke Sturmhold", "gross_pay": "4.850,00", "net_pay": "3.102,17"}}',
        ["4.850,00", "3.102,17"],
    ),
    (
        'saas: {"compensations": [{"type": "SALARY", "amount": ',
        '{"compensations": [{"type": "SALARY", "amount": {"value": 5400, "currency": "EUR"}, "period": "MONTHLY"}]}',
        ["5400"],
    ),
    (
        'saas: {"pay_components": [{"component": "Base", "value',
        '{"pay_components": [{"component": "Base", "value": 96000}, {"component": "Bonus", "value": 12000}]}',
        ["96000", "12000"],
    ),
    (
        'saas: {"attributes": [{"key": "年薪", "value": "38万"}, {',
        '{"attributes": [{"key": "年薪", "value": "38万"}, {"key": "部门", "value": "研发"}]}',
        ["38万"],
    ),
    (
        'saas: {"leave": {"type": "Sick leave", "employee": "Ke',
        '{"leave": {"type": "Sick leave", "employee": "Keverne Pollard", "notes": "Broken wrist after a cycling accident"}}',
        ["Broken wrist after a cycling accident"],
    ),
    (
        'saas: {"timeOff": {"policy": "Sick", "comment": "Influ',
        '{"timeOff": {"policy": "Sick", "comment": "Influenza, doctor\'s note attached", "status": "approved"}}',
        ["Influenza, doctor's note attached"],
    ),
    (
        'saas: {"absences": [{"absence_type": "Krankheit", "bem',
        '{"absences": [{"absence_type": "Krankheit", "bemerkung": "Grippe mit Fieber", "days": 3}]}',
        ["Grippe mit Fieber"],
    ),
    (
        'saas: {"absence": {"category": "maladie", "commentaire',
        '{"absence": {"category": "maladie", "commentaire": "hernie discale"}}',
        ["hernie discale"],
    ),
    (
        'saas: {"verlof": {"soort": "ziekteverlof", "opmerking"',
        '{"verlof": {"soort": "ziekteverlof", "opmerking": "burn-out klachten"}}',
        ["burn-out klachten"],
    ),
    (
        'saas: {"fravær": {"type": "sykefravær", "kommentar": "',
        '{"fravær": {"type": "sykefravær", "kommentar": "ryggsmerter"}}',
        ["ryggsmerter"],
    ),
    (
        'saas: {"ausencia": {"tipo": "baja médica", "motivo": "',
        '{"ausencia": {"tipo": "baja médica", "motivo": "fractura de tobillo"}}',
        ["fractura de tobillo"],
    ),
    (
        'saas: {"assenza": {"tipo": "malattia", "note": "interv',
        '{"assenza": {"tipo": "malattia", "note": "intervento al menisco"}}',
        ["intervento al menisco"],
    ),
    (
        'saas: {"nieobecność": {"rodzaj": "L4", "uwagi": "zapal',
        '{"nieobecność": {"rodzaj": "L4", "uwagi": "zapalenie płuc"}}',
        ["zapalenie płuc"],
    ),
    (
        'saas: {"отсутствие": {"тип": "больничный", "комментари',
        '{"отсутствие": {"тип": "больничный", "комментарий": "перелом руки"}}',
        ["перелом руки"],
    ),
    (
        'saas: {"请假": {"类型": "病假", "原因": "急性阑尾炎手术"}}',
        '{"请假": {"类型": "病假", "原因": "急性阑尾炎手术"}}',
        ["急性阑尾炎手术"],
    ),
    (
        'saas: {"休暇": {"種類": "病気休暇", "理由": "インフルエンザ"}}',
        '{"休暇": {"種類": "病気休暇", "理由": "インフルエンザ"}}',
        ["インフルエンザ"],
    ),
    (
        'saas: {"izin": {"tür": "hastalık izni", "açıklama": "b',
        '{"izin": {"tür": "hastalık izni", "açıklama": "bel fıtığı"}}',
        ["bel fıtığı"],
    ),
    (
        'saas: {"άδεια": {"τύπος": "αναρρωτική", "σχόλια": "κάτ',
        '{"άδεια": {"τύπος": "αναρρωτική", "σχόλια": "κάταγμα ποδιού"}}',
        ["κάταγμα ποδιού"],
    ),
    (
        'saas: {"إجازة": {"النوع": "مرضية", "السبب": "التهاب رئ',
        '{"إجازة": {"النوع": "مرضية", "السبب": "التهاب رئوي"}}',
        ["التهاب رئوي"],
    ),
    (
        'saas: {"statement": {"holder": "Perpetua Lowndes", "en',
        '{"statement": {"holder": "Perpetua Lowndes", "ending_balance": "£2,318.44", "statement_date": "2024-05-31"}}',
        ["£2,318.44"],
    ),
    (
        'saas: {"accounts": [{"name": "Everyday Checking", "bal',
        '{"accounts": [{"name": "Everyday Checking", "balances": {"available": 1204.55, "current": 1310.02}, "owner": "Ysolde Carrow"}]}',
        ["1204.55", "1310.02"],
    ),
    (
        'saas: {"invoice": {"customer": "Aurelio Santangelo", "',
        '{"invoice": {"customer": "Aurelio Santangelo", "amount_due": 1830.5, "status": "overdue"}}',
        ["1830.5"],
    ),
    (
        "saas: Saldo al 31/05: € 2.318,44 — conto intestato a L",
        "Saldo al 31/05: € 2.318,44 — conto intestato a Ludovica Straparola.",
        ["€ 2.318,44"],
    ),
    (
        "saas: Dear Mr Skovgaard, your outstanding balance of D",
        "Dear Mr Skovgaard, your outstanding balance of DKK 7.450 is now 60 days overdue.",
        ["DKK 7.450"],
    ),
    (
        "saas: Beste Femke, je openstaande bedrag is € 412,80.",
        "Beste Femke, je openstaande bedrag is € 412,80.",
        ["€ 412,80"],
    ),
    (
        "saas: Hei Sølvi, restbeløpet på lånet ditt er kr 48 30",
        "Hei Sølvi, restbeløpet på lånet ditt er kr 48 300.",
        ["kr 48 300"],
    ),
    (
        "saas: Уважаемый Ярополк, ваша задолженность составляет",
        "Уважаемый Ярополк, ваша задолженность составляет 12 450 ₽.",
        ["12 450 ₽"],
    ),
    (
        "saas: Sayın Berkay Tunçsoy, ödenmemiş borcunuz 4.200 T",
        "Sayın Berkay Tunçsoy, ödenmemiş borcunuz 4.200 TL.",
        ["4.200 TL"],
    ),
    ("saas: 尊敬的欧阳思远，您的欠款金额为3,800元。", "尊敬的欧阳思远，您的欠款金额为3,800元。", ["3,800元"]),
    ("saas: 欧阳先生的账户余额：¥12,430.50", "欧阳先生的账户余额：¥12,430.50", ["¥12,430.50"]),
    (
        'saas: [{"name": "salary", "value": "€71,000"}, {"name"',
        '[{"name": "salary", "value": "€71,000"}, {"name": "office", "value": "Dublin"}]',
        ["€71,000"],
    ),
    (
        'saas: {"custom_fields": [{"id": 360012, "value": "1983',
        '{"custom_fields": [{"id": 360012, "value": "1983-09-27"}], "ticket_fields": [{"id": 360012, "title": "Date of birth"}]}',
        ["1983-09-27"],
    ),
    (
        'saas: {"cf_8812": "1978-02-14", "cf_8813": "Berlin", "',
        '{"cf_8812": "1978-02-14", "cf_8813": "Berlin", "fields_meta": {"cf_8812": "Geburtsdatum", "cf_8813": "Ort"}}',
        ["1978-02-14"],
    ),
    (
        'saas: {"customfield_10231": "Type 1 diabetes", "names"',
        '{"customfield_10231": "Type 1 diabetes", "names": {"customfield_10231": "Medical condition"}}',
        ["Type 1 diabetes"],
    ),
    (
        'saas: {"properties": {"hs_custom_412": "48500"}, "sche',
        '{"properties": {"hs_custom_412": "48500"}, "schema": {"hs_custom_412": {"label": "Annual salary"}}}',
        ["48500"],
    ),
    (
        'saas2: {"data": [{"type": "Employee", "attributes": {"f',
        '{"data": [{"type": "Employee", "attributes": {"first_name": {"label": "First name", "value": "Wiebke"}, "fix_salary": {"label": "Fixed salary", "value": 5400, "type": "decimal"}, "dynamic_12345": {"label": "Gehaltswunsch", "value": "6.000 €"}}}]}',
        ["5400", "6.000 €"],
    ),
    (
        'saas2: {"employees": [{"id": "3332883884017713238", "di',
        '{"employees": [{"id": "3332883884017713238", "displayName": "Ysolde Carrow", "payroll": {"salary": {"payment": {"value": 85000, "currency": "GBP"}, "payPeriod": "Annual"}}}]}',
        ["85000"],
    ),
    (
        'saas2: {"contract": {"worker": {"full_name": "Baltasar ',
        '{"contract": {"worker": {"full_name": "Baltasar Quirós"}, "compensation_details": {"amount": "85000", "currency_code": "USD", "scale": "annual", "frequency": "monthly"}}}',
        ["85000"],
    ),
    (
        'saas2: {"compensations": [{"uuid": "c1", "rate": "85000',
        '{"compensations": [{"uuid": "c1", "rate": "85000.00", "payment_unit": "Year", "flsa_status": "Exempt"}]}',
        ["85000.00"],
    ),
    (
        'saas2: {"Payslip": {"EmployeeID": "a1b2", "FirstName": ',
        '{"Payslip": {"EmployeeID": "a1b2", "FirstName": "Orla", "LastName": "Fenwick", "Wages": 4120.00, "NetPay": 3102.17, "Tax": 811.00}}',
        ["4120.00", "3102.17", "811.00"],
    ),
    (
        'saas2: {"Customer": {"DisplayName": "Perpetua Lowndes",',
        '{"Customer": {"DisplayName": "Perpetua Lowndes", "Balance": 1204.55, "CurrencyRef": {"value": "GBP"}}}',
        ["1204.55"],
    ),
    (
        'saas2: {"id": "cus_Nf3", "object": "customer", "name": ',
        '{"id": "cus_Nf3", "object": "customer", "name": "Aurelio Santangelo", "balance": -5000, "currency": "eur"}',
        ["-5000"],
    ),
    (
        'saas2: {"accounts": [{"account_id": "vzeNDwK7KQIm4yzog8',
        '{"accounts": [{"account_id": "vzeNDwK7KQIm4yzog83e", "balances": {"available": 100.12, "current": 110.94, "iso_currency_code": "USD"}, "name": "Plaid Checking", "owners": [{"names": ["Ysolde Carrow"]}]}]}',
        ["100.12", "110.94"],
    ),
    (
        'saas2: {"resourceType": "Condition", "subject": {"refer',
        '{"resourceType": "Condition", "subject": {"reference": "Patient/88", "display": "Isolde Quillfeather"}, "code": {"coding": [{"system": "http://snomed.info/sct", "code": "44054006"}], "text": "Type 2 diabetes mellitus"}, "note": [{"text": "Poor glycaemic control, HbA1c 9.1%"}]}',
        ["Type 2 diabetes mellitus", "Poor glycaemic control, HbA1c 9.1%"],
    ),
    (
        'saas2: {"appointments": [{"patient": {"first_name": "Ma',
        '{"appointments": [{"patient": {"first_name": "Maëlys", "last_name": "Dravoine"}, "visit_motive_name": "Suivi dépression", "start_date": "2025-02-11T09:30:00+01:00"}]}',
        ["Suivi dépression"],
    ),
    (
        'saas2: {"records": [{"attributes": {"type": "Opportunit',
        '{"records": [{"attributes": {"type": "Opportunity"}, "Name": "Contoso renewal", "Amount": 48000, "StageName": "Negotiation"}]}',
        ["48000"],
    ),
    (
        'saas2: {"ticket": {"id": 4471, "subject": "Leave reques',
        '{"ticket": {"id": 4471, "subject": "Leave request", "description": "I have been diagnosed with shingles and my doctor signed me off for 10 days.", "requester_id": 3312}}',
        ["I have been diagnosed with shingles"],
    ),
    (
        'saas2: {"issues": [{"key": "HR-221", "fields": {"summar',
        '{"issues": [{"key": "HR-221", "fields": {"summary": "Sick leave – Keverne Pollard", "description": "Off until Friday: post-operative recovery after hernia repair."}}]}',
        ["post-operative recovery after hernia repair"],
    ),
    (
        'saas2: {"employee": {"name": "Femke Wijnterp", "leave":',
        '{"employee": {"name": "Femke Wijnterp", "leave": {"type": "medical", "notes": "Pregnancy complications, bed rest"}}}',
        ["Pregnancy complications, bed rest"],
    ),
    (
        'saas2: {"worker": {"Worker_Data": {"Personal_Data": {"B',
        '{"worker": {"Worker_Data": {"Personal_Data": {"Birth_Date": "1986-07-19"}, "Compensation_Data": {"Compensation_Plan": {"Amount": 98000, "Currency_Reference": "USD"}}}}}',
        ["1986-07-19", "98000"],
    ),
    (
        'saas2: {"hris": {"employee": {"name": "Tamsin Odwell", ',
        '{"hris": {"employee": {"name": "Tamsin Odwell", "salary_history": [{"effective": "2023-01-01", "amount": 88000}, {"effective": "2024-01-01", "amount": 94000}]}}}',
        ["88000", "94000"],
    ),
    (
        'saas2: {"debts": [{"debtor": {"name": "Berkay Tunçsoy"}',
        '{"debts": [{"debtor": {"name": "Berkay Tunçsoy"}, "original_amount": "₺12.000", "remaining": "₺4.200"}]}',
        ["₺12.000", "₺4.200"],
    ),
    (
        'saas2: {"loan": {"borrower": "Ludovica Straparola", "pr',
        '{"loan": {"borrower": "Ludovica Straparola", "principal": 25000, "outstanding_principal": 18420.55, "rate": "4.1%"}}',
        ["25000", "18420.55"],
    ),
    (
        'saas2: {"collections_case": {"customer": "Ebbe Skovgaar',
        '{"collections_case": {"customer": "Ebbe Skovgaard", "amount": "7450.00", "currency": "DKK", "status": "in_collection"}}',
        ["7450.00"],
    ),
    (
        'saas2: {"offer": {"candidate_id": 991, "salary": {"amou',
        '{"offer": {"candidate_id": 991, "salary": {"amount": 118000, "period": "yearly"}, "signing_bonus": 10000}}',
        ["118000", "10000"],
    ),
    (
        'saas2: {"application": {"candidate": "Jory Pellinore", ',
        '{"application": {"candidate": "Jory Pellinore", "offers": [{"version": 2, "custom_fields": {"salary": {"value": 128000, "unit": "USD"}}}]}}',
        ["128000"],
    ),
    (
        'rates: {"employee": {"name": "Orla Fenwick", "tax_rate"',
        '{"employee": {"name": "Orla Fenwick", "tax_rate": "0.25", "pension_rate": "5%", "hourly_rate": "€38.50"}}',
        ["€38.50"],
    ),
    (
        'rates: {"loan": {"borrower": "Ludovica Straparola", "in',
        '{"loan": {"borrower": "Ludovica Straparola", "interest_rate": "4.1%", "principal": 25000}}',
        ["25000"],
    ),
]


NOBODYS: list[tuple[str, str, list[str]]] = [
    (
        "offers: Hi team, quick update on the Brennick hire: her ",
        "Hi team, quick update on the Brennick hire: her offer is €71k base plus equity. Budget for the Q3 offsite is €12,000.",
        ["€12,000"],
    ),
    (
        "offers: Bonjour, l'offre pour Maëlys Dravoine : 58 000 €",
        "Bonjour, l'offre pour Maëlys Dravoine : 58 000 € brut annuel. Le prix de la licence est de 1 200 €.",
        ["1 200 €"],
    ),
    (
        "offers: Ciao, l'offerta a Ludovica Straparola è di 42.00",
        "Ciao, l'offerta a Ludovica Straparola è di 42.000 € lordi. Il prezzo del corso è 890 €.",
        ["890 €"],
    ),
    (
        "offers: The vendor's offer for the laptops was $14,200 t",
        "The vendor's offer for the laptops was $14,200 total. Special offer: €19.99 per month.",
        ["$14,200", "€19.99"],
    ),
    (
        "offers: Angebot Nr. 2024-118 über 4.850,00 € netto für d",
        "Angebot Nr. 2024-118 über 4.850,00 € netto für die Serverwartung.",
        ["4.850,00 €"],
    ),
    (
        "offers_neg: Angebot an Brix Bau GmbH über 12.400 € für die F",
        "Angebot an Brix Bau GmbH über 12.400 € für die Fassade.",
        ["12.400 €"],
    ),
    (
        "offers_neg: Offer from Northwind Traders: $3,200 for 40 seat",
        "Offer from Northwind Traders: $3,200 for 40 seats of the CRM.",
        ["$3,200"],
    ),
    (
        "offers_neg: We received an offer from Harbor Analytics of $4",
        "We received an offer from Harbor Analytics of $48,000 for the data platform migration.",
        ["$48,000"],
    ),
    (
        "offers_neg: Oferta especial: portátil Lenovo por 899 €.",
        "Oferta especial: portátil Lenovo por 899 €.",
        ["899 €"],
    ),
    (
        "offers_neg: Offerta valida fino al 30 giugno: 49 € al mese.",
        "Offerta valida fino al 30 giugno: 49 € al mese.",
        ["49 €"],
    ),
    ("offers_neg: Tilbud: Sommerpakke for kr 4 990.", "Tilbud: Sommerpakke for kr 4 990.", ["kr 4 990"]),
    ("offers_neg: Предложение дня: наушники за 3 990 ₽.", "Предложение дня: наушники за 3 990 ₽.", ["3 990 ₽"]),
    ("offers_neg: 我们收到了供应商的报价offer：12万元。", "我们收到了供应商的报价offer：12万元。", ["12万元"]),
    (
        "offers_neg: Hiring update: the offsite venue offered us a pa",
        "Hiring update: the offsite venue offered us a package for €8,500.",
        ["€8,500"],
    ),
    (
        "offers_neg: Job board pricing: each job posting is offered a",
        "Job board pricing: each job posting is offered at $299.",
        ["$299"],
    ),
    (
        "offers_neg: The candidate pipeline tool offers a plan at $49",
        "The candidate pipeline tool offers a plan at $49 per recruiter.",
        ["$49"],
    ),
    (
        'firms: {"customer": "Wrenfield Traders", "contact": {"n',
        '{"customer": "Wrenfield Traders", "contact": {"name": "Halvard Brekke", "email": "hb@wrenfield.example"}}',
        ["Wrenfield Traders"],
    ),
    (
        'firms: {"customer": {"name": "Granite Peak Outfitters"}',
        '{"customer": {"name": "Granite Peak Outfitters"}, "owner": {"name": "Quentin Ashgrove"}}',
        ["Granite Peak Outfitters"],
    ),
    (
        'firms: {"account": {"Name": "Copperleaf Logistics", "Ow',
        '{"account": {"Name": "Copperleaf Logistics", "Owner": {"Name": "Ysolde Carrow"}}}',
        ["Copperleaf Logistics"],
    ),
    (
        "firms: customer,owner,stage Bluefin Outfitters,Mireille",
        "customer,owner,stage\nBluefin Outfitters,Mireille Dastugue,Negotiation\nTansy Creek Dairy,Taddeo Vannucci,Closed Won\nMorrow Freight,Ilsabe Renneberg,Prospecting",
        ["Bluefin Outfitters", "Tansy Creek Dairy", "Morrow Freight"],
    ),
    (
        "firms: | Kunde | Verantwortlich | Status | |---|---|---",
        "| Kunde | Verantwortlich | Status |\n|---|---|---|\n| Lindqvist Traders | Wiebke Sturmhold | offen |\n| Nordhafen Spedition | Ansgar Vellmer | gewonnen |",
        ["Lindqvist Traders", "Nordhafen Spedition"],
    ),
    (
        'firms: {"company": "Kestrel Bakery", "owner_name": "Orl',
        '{"company": "Kestrel Bakery", "owner_name": "Orla Fenwick"}',
        ["Kestrel Bakery"],
    ),
    (
        "firms: Client: Pinecrest Dental Account owner: Brannoc ",
        "Client: Pinecrest Dental\nAccount owner: Brannoc Heskeith",
        ["Pinecrest Dental"],
    ),
    (
        'firms: {"results": [{"properties": {"name": "Saltmarsh ',
        '{"results": [{"properties": {"name": "Saltmarsh Provisions", "hubspot_owner_id": "5521", "domain": "saltmarsh.example"}}]}',
        ["Saltmarsh Provisions"],
    ),
    (
        'firms: {"customer_name": "Thornbury Outfitters", "billi',
        '{"customer_name": "Thornbury Outfitters", "billing_contact": "Perpetua Lowndes"}',
        ["Thornbury Outfitters"],
    ),
    (
        'firms: {"client": "Vellacourt Imports", "assignee": "Co',
        '{"client": "Vellacourt Imports", "assignee": "Corwenna Maybridge"}',
        ["Vellacourt Imports"],
    ),
    ('firms: {"customer": "Harrowgate Traders"}', '{"customer": "Harrowgate Traders"}', ["Harrowgate Traders"]),
    (
        'saas: {"employee": {"id": 3311, "firstName": "Corwenna',
        '{"employee": {"id": 3311, "firstName": "Corwenna", "lastName": "Maybridge", "dateOfBirth": "1986-07-19", "hireDate": "2021-03-01"}}',
        ["2021-03-01"],
    ),
    (
        'saas: {"person": {"fields": [{"name": "Geburtsdatum", ',
        '{"person": {"fields": [{"name": "Geburtsdatum", "value": "14.02.1985"}, {"name": "Eintrittsdatum", "value": "01.09.2022"}]}}',
        ["01.09.2022"],
    ),
    (
        'saas: {"statement": {"holder": "Perpetua Lowndes", "en',
        '{"statement": {"holder": "Perpetua Lowndes", "ending_balance": "£2,318.44", "statement_date": "2024-05-31"}}',
        ["2024-05-31"],
    ),
    (
        'saas2: {"appointments": [{"patient": {"first_name": "Ma',
        '{"appointments": [{"patient": {"first_name": "Maëlys", "last_name": "Dravoine"}, "visit_motive_name": "Suivi dépression", "start_date": "2025-02-11T09:30:00+01:00"}]}',
        ["2025-02-11T09:30:00+01:00"],
    ),
    (
        'saas2: {"hris": {"employee": {"name": "Tamsin Odwell", ',
        '{"hris": {"employee": {"name": "Tamsin Odwell", "salary_history": [{"effective": "2023-01-01", "amount": 88000}, {"effective": "2024-01-01", "amount": 94000}]}}}',
        ["2023-01-01", "2024-01-01"],
    ),
    (
        'neg2: {"izin": {"tür": "yıllık izin", "açıklama": "Ail',
        '{"izin": {"tür": "yıllık izin", "açıklama": "Aile ziyareti"}}',
        ["Aile ziyareti"],
    ),
    (
        'neg2: {"absence": {"type": "vacation", "comment": "Fam',
        '{"absence": {"type": "vacation", "comment": "Family trip to Crete"}}',
        ["Family trip to Crete"],
    ),
    (
        'neg2: {"product": {"name": "Outdoor Jacket", "price": ',
        '{"product": {"name": "Outdoor Jacket", "price": "€189.00", "cf_221": "1999-04-01"}, "labels": {"cf_221": "Release date"}}',
        ["€189.00", "1999-04-01"],
    ),
    (
        'neg2: {"ticket_fields": [{"id": 9001, "title": "Order ',
        '{"ticket_fields": [{"id": 9001, "title": "Order number"}], "custom_fields": [{"id": 9001, "value": "ORD-55812"}]}',
        ["ORD-55812"],
    ),
    (
        'neg2: {"deal": {"cf_77": "2025-03-31"}, "fields_meta":',
        '{"deal": {"cf_77": "2025-03-31"}, "fields_meta": {"cf_77": "Close date"}}',
        ["2025-03-31"],
    ),
    (
        'rates: {"employee": {"name": "Orla Fenwick", "tax_rate"',
        '{"employee": {"name": "Orla Fenwick", "tax_rate": "0.25", "pension_rate": "5%", "hourly_rate": "€38.50"}}',
        ["0.25", "5%"],
    ),
    (
        'rates: {"loan": {"borrower": "Ludovica Straparola", "in',
        '{"loan": {"borrower": "Ludovica Straparola", "interest_rate": "4.1%", "principal": 25000}}',
        ["4.1%"],
    ),
    (
        'rates: {"fx": {"exchange_rate": 1312.55, "pair": "USD/K',
        '{"fx": {"exchange_rate": 1312.55, "pair": "USD/KRW"}}',
        ["1312.55"],
    ),
    (
        "json_siblings: a job post's salary bounds",
        '{"job_posting": {"title": "Data Engineer", "salary": {"min_value": 60000, "max_value": 75000, "currency": "EUR"}}}',
        ["60000", "75000"],
    ),
    (
        "precision: a hotel's nightly rate",
        '{"booking": {"guest": "Orla Fenwick", "room": "Double", "rate": "1450.00", "currency": "NOK"}}',
        ["1450.00"],
    ),
    (
        "json_siblings: a loan's fee",
        '{"loan": {"borrower": "Ludovica Straparola", "fee_amount": 250, "original_amount": 25000}}',
        ["250"],
    ),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _covered(det: Detector, text: str) -> set[int]:
    return {i for s in det.scan_text(text) for i in range(s.start, s.end)}


@pytest.mark.parametrize(("label", "text", "values"), REALS, ids=[c[0] for c in REALS])
def test_a_persons_field_value_is_masked(det: Detector, label: str, text: str, values: list[str]) -> None:
    cov = _covered(det, text)
    for v in values:
        k = text.index(v)
        missed = [text[i] for i in range(k, k + len(v)) if text[i].isalnum() and i not in cov]
        assert not missed, f"{label}: {v!r} not masked"


@pytest.mark.parametrize(("label", "text", "values"), NOBODYS, ids=[c[0] for c in NOBODYS])
def test_a_value_of_nobody_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    cov = _covered(det, text)
    for v in values:
        k = text.index(v)
        assert not cov & set(range(k, k + len(v))), f"{label}: {v!r} masked"


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("Kandidatin Wiebke: unser Angebot liegt bei 72.000 €", "Angebot", True),
        ("her offer is €71k", "offer", True),
        ("l'offre pour Maëlys Dravoine : 58 000 €", "offre", True),
        ("Special offer: €19.99 per month", "offer", False),
        ("Angebot Nr. 2024-118 über 4.850,00 €", "Angebot", False),
        ("Hiring update: the venue offered us a package for €8,500", "offered", False),
        ("We received an offer from Harbor Analytics of $48,000", "offer", False),
        ("Oferta especial: portátil por 899 €", "Oferta", False),
    ],
)
def test_an_offer_is_pay_only_for_a_hire(text: str, word: str, expected: bool) -> None:
    k = text.index(word)
    assert offer_is_pay(text, k, k + len(word)) is expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Traders", True),
        ("Outfitters", True),
        ("Provisions", True),
        ("Supplies", True),
        ("Banks", False),  # a listed surname
        ("Fields", False),
        ("Sanders", False),
        ("Smallbones", False),  # no English word
        ("traders", False),  # not written as a name
    ],
)
def test_common_plural_names_a_firm_not_a_surname(word: str, expected: bool) -> None:
    assert common_plural(word) is expected


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("collections_case", "FINANCIAL_AMOUNT"),
        ("Inkassofall", "FINANCIAL_AMOUNT"),
        ("dossier de recouvrement", "FINANCIAL_AMOUNT"),
        ("windykacja", "FINANCIAL_AMOUNT"),
        ("催收案件", "FINANCIAL_AMOUNT"),
        ("collection", None),
    ],
)
def test_field_names_of_fields19(key: str, expected: str | None) -> None:
    assert default_lexicon().classify(key) == expected
