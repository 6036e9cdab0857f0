"""Fields18 (issue 12): field-context values in tool shapes and languages no earlier split used.

Written fresh for this round from the public API shapes of HR, payroll, health, CRM, finance and
banking tools (Gusto, Deel, Rippling, SAP SuccessFactors, ADP, Xero, QuickBooks, Sage, Plaid,
Revolut Business, Wise, FHIR MedicationRequest/Encounter, Oracle HCM, DATEV, Visma, Tripletex,
Kingdee, freee, SmartHR, Notion, Airtable, Asana, Workday, BambooHR, Databricks, BigQuery,
Snowflake, Google Sheets), with names invented for it: nested ``{label, value}``/``{key, val}``/
``fields: [{id, value}]`` pairs, Notion typed properties, GraphQL ``edges/node``, columns given
apart from rows, bare JSON numbers, ``ensure_ascii`` escapes, abbreviated keys (``base_sal``,
``sickRsn``, ``ctr_val``, ``pin_cd``), key/value forms, CSV/TSV/markdown tables without currency
and chat prose (a pay rise, a trip debt, a balance before payday) in en de fr nl no sv da fi es it
pt pl tr ru el zh ja ko ar.

``REALS``: a person's values (every letter and digit masked). ``NOBODYS``: values of the same
records or sentences that are nobody's (ids, dates of events, prices, plan fees, statistics,
non-personal grid columns), which no span may touch. Cases the branch still misses are listed
in ``benchmarks/detectors/RESULTS.md`` (fields18), not pinned here.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.lexicon import default_lexicon
from edgeward.detectors.scanner import Detector

#: (label, text, values that must be masked)
REALS: list[tuple[str, str, list[str]]] = [
    ("fr raise no pay word (a fields17 known miss)", "Entretien annuel – Ysoline (augmentation +4 %)", ["+4 %"]),
    (
        "gusto payroll",
        '{"payroll_uuid":"b50e611d-7c04-4f0a-9e8d-2f4a07d1c9a2","check_date":"2026-11-28","employee_compensations":[{"employee_uuid":"e91c0c52-33e4-4f51-a4bb-0b1f0f9a11c3","gross_pay":"4210.55","net_pay":"3120.10","check_amount":"3120.10","payment_method":"Direct '
        'Deposit","fixed_compensations":[{"name":"Bonus","amount":"500.00","job_uuid":"77e2"}],"hourly_compensations":[{"name":"Regular '
        'Hours","hours":"80.000","amount":"3710.55","compensation_multiplier":1}],"taxes":[{"name":"Federal Income '
        'Tax","employer":false,"amount":"612.30"}],"benefits":[{"name":"Dental","employee_deduction":"14.20"}]}]}',
        ["4210.55", "3120.10", "500.00", "3710.55", "612.30"],
    ),
    (
        "deel contract",
        '{"data":{"id":"m3kx9zq","title":"Backend '
        'Engineer","type":"ongoing_time_based","status":"in_progress","compensation_details":{"amount":"7200","currency_code":"EUR","scale":"monthly","first_payment":"2026-12-01"},"worker":{"full_name":"Ysolde '
        'Marrach","email":"ysolde.marrach@example.org","date_of_birth":"1991-04-17"},"created_at":"2026-10-02T09:14:11Z"}}',
        ["7200", "1991-04-17", "Ysolde Marrach"],
    ),
    (
        "rippling worker",
        '{"id":"6150b8f2a0c3d4","work_email":"t.quillan@example.com","compensation":{"annual_salary":{"value":118000,"currency":"USD"},"target_annual_bonus_percent":12,"signing_bonus":{"value":15000,"currency":"USD"}},"start_date":"2025-03-03","department":{"name":"Platform"}}',
        ["118000", "15000"],
    ),
    (
        "successfactors paycomp",
        '{"d":{"results":[{"__metadata":{"uri":"https://api4.successfactors.com/odata/v2/EmpPayCompRecurring(payComponent=\'BASE_SALARY\')","type":"SFOData.EmpPayCompRecurring"},"userId":"108743","payComponent":"BASE_SALARY","paycompvalue":"6450.00","currencyCode":"EUR","frequency":"MON","startDate":"/Date(1735689600000)/"},{"userId":"108743","payComponent":"CAR_ALLOWANCE","paycompvalue":"450.00","currencyCode":"EUR","frequency":"MON"}]}}',
        ["6450.00", "450.00"],
    ),
    (
        "successfactors perpersonal",
        '{"d":{"results":[{"personIdExternal":"108743","firstName":"Brannagh","lastName":"Oszkiewicz","dateOfBirth":"/Date(628473600000)/","placeOfBirth":"Gdynia","gender":"F"}]}}',
        ["628473600000"],
    ),
    (
        "adp worker",
        '{"workers":[{"associateOID":"G3B8QZ1K","person":{"birthDate":"1988-09-23","legalName":{"givenName":"Corvan","familyName1":"Hetheridge"},"legalAddress":{"lineOne":"41 '
        "Larkspur "
        'Row","cityName":"Dayton","countrySubdivisionLevel1":{"codeValue":"OH"},"postalCode":"45402"}},"workAssignments":[{"positionID":"PX-1182","baseRemuneration":{"annualRateAmount":{"amountValue":86500,"currencyCode":"USD"},"hourlyRateAmount":{"amountValue":41.59,"currencyCode":"USD"}}}]}]}',
        ["1988-09-23", "41 Larkspur Row", "86500", "41.59"],
    ),
    (
        "xero contacts balances",
        '{"Contacts":[{"ContactID":"5b96e86b-418e-48e8-8949-308c14aec278","Name":"Wenna '
        'Trethowan","EmailAddress":"wenna@example.net","Balances":{"AccountsReceivable":{"Outstanding":1840.50,"Overdue":920.25},"AccountsPayable":{"Outstanding":0.00,"Overdue":0.00}},"UpdatedDateUTC":"/Date(1764000000000+0000)/"}]}',
        ["1840.50", "920.25"],
    ),
    (
        "xero payslip",
        '{"Payslip":{"EmployeeID":"7f3f8ad5-1a2b","FirstName":"Pell","LastName":"Agathangelou","Wages":5120.00,"Deductions":120.00,"Tax":1030.00,"Super":486.40,"NetPay":3970.00,"EarningsLines":[{"EarningsRateID":"aa12","RatePerUnit":64.00,"NumberOfUnits":80.00}]}}',
        ["5120.00", "3970.00"],
    ),
    (
        "quickbooks customer",
        '{"QueryResponse":{"Customer":[{"Id":"58","DisplayName":"Hollis '
        'Quennell","PrimaryEmailAddr":{"Address":"hq@example.com"},"Balance":2315.75,"BalanceWithJobs":2315.75,"OpenBalanceDate":"2026-07-01","BillAddr":{"Line1":"12 '
        "Tamsin "
        'Way","City":"Reno","PostalCode":"89501"},"MetaData":{"CreateTime":"2025-02-01T10:00:00-08:00"}}],"startPosition":1,"maxResults":1}}',
        ["2315.75", "12 Tamsin Way"],
    ),
    (
        "quickbooks employee",
        '{"Employee":{"Id":"71","DisplayName":"Oriel '
        'Pascoe","BirthDate":"1979-11-02","HiredDate":"2019-04-15","BillRate":0,"PrimaryAddr":{"Line1":"7 '
        'Chyandour Cliff","City":"Penzance"}}}',
        ["1979-11-02", "7 Chyandour Cliff"],
    ),
    (
        "sage contact",
        '{"$items":[{"id":"c3e1","displayed_as":"Gethin Pryderi '
        '(GP001)","contact_types":[{"id":"CUSTOMER"}],"balance":"-412.80","outstanding_amount":"412.80","credit_limit":"1000.00","currency":{"id":"GBP"}}]}',
        ["412.80"],
    ),
    (
        "plaid balances",
        '{"accounts":[{"account_id":"BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp","balances":{"available":1204.33,"current":1390.12,"iso_currency_code":"USD","limit":null},"mask":"0000","name":"Plaid '
        'Checking","subtype":"checking","type":"depository"}],"item":{"institution_id":"ins_109508"},"request_id":"m8MDnv9okwxFNBV"}',
        ["1204.33", "1390.12"],
    ),
    (
        "plaid liabilities",
        '{"liabilities":{"credit":[{"account_id":"dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK","last_payment_amount":168.45,"last_statement_balance":1708.77,"minimum_payment_amount":20,"next_payment_due_date":"2026-12-15"}],"student":[{"account_id":"Pp1Vpkl9w8sajvK6oEEKtr7vZxBnGpf7LxxLE","outstanding_interest_amount":345.12,"last_statement_balance":18820.40,"loan_name":"Consolidation","origination_principal_amount":25000}]}}',
        ["1708.77", "18820.40", "345.12"],
    ),
    (
        "revolut business accounts",
        '[{"id":"2a0d3b8e-91f4","name":"Personal '
        'pot","balance":8243.12,"currency":"GBP","state":"active","public":false,"created_at":"2024-05-10T09:01:00Z"}]',
        ["8243.12"],
    ),
    (
        "fhir medicationrequest",
        '{"resourceType":"MedicationRequest","id":"medrx0311","status":"active","intent":"order","medicationCodeableConcept":{"coding":[{"system":"http://www.nlm.nih.gov/research/umls/rxnorm","code":"312938","display":"Sertraline '
        '50 MG Oral Tablet"}],"text":"Sertraline 50 mg '
        'tablet"},"subject":{"reference":"Patient/pat-771","display":"Eilwen '
        'Ashcombe"},"authoredOn":"2026-10-04","reasonCode":[{"coding":[{"system":"http://snomed.info/sct","code":"370143000","display":"Major '
        'depressive disorder"}]}],"dosageInstruction":[{"text":"one tablet every morning"}]}',
        ["Sertraline 50 mg tablet", "Major depressive disorder"],
    ),
    (
        "fhir encounter",
        '{"resourceType":"Encounter","id":"enc-5521","status":"finished","class":{"code":"AMB"},"subject":{"reference":"Patient/pat-771"},"reasonCode":[{"text":"Recurrent '
        'migraine with aura"}],"diagnosis":[{"condition":{"display":"Iron deficiency '
        'anaemia"},"rank":1}],"period":{"start":"2026-09-12T08:30:00Z","end":"2026-09-12T09:00:00Z"}}',
        ["Recurrent migraine with aura", "Iron deficiency anaemia"],
    ),
    (
        "oracle hcm",
        '{"items":[{"PersonNumber":"300100","DisplayName":"Tamsyn '
        'Vowell","DateOfBirth":"1979-11-02","salaries":[{"SalaryAmount":72000,"SalaryBasisName":"Annual '
        'Salary","CurrencyCode":"GBP","DateFrom":"2026-04-01"}],"absences":[{"absenceType":"Sickness","absenceReason":"Lumbar '
        'disc prolapse","startDate":"2026-10-19"}]}],"count":1,"hasMore":false}',
        ["1979-11-02", "72000", "Lumbar disc prolapse"],
    ),
    (
        "bamboohr report fields map",
        '{"title":"Comp report","fields":[{"id":"displayName","type":"text","name":"Display '
        'name"},{"id":"dateOfBirth","type":"date","name":"Birth '
        'date"},{"id":"4047","type":"currency","name":"Annual Salary"},{"id":"4102","type":"text","name":"Medical '
        'condition"}],"employees":[{"id":"133","displayName":"Peregrine '
        'Hawksford","dateOfBirth":"1986-02-14","4047":"92000.00 USD","4102":"Type 1 diabetes"}]}',
        ["1986-02-14", "92000.00 USD", "Type 1 diabetes"],
    ),
    (
        "custom fields name/value",
        '{"employee":{"id":5521,"custom_fields":[{"id":"cf_77","name":"Allergies","type":"text","value":"penicillin, '
        'latex"},{"id":"cf_78","name":"Door '
        'code","type":"text","value":"4471"},{"id":"cf_79","name":"Team","type":"text","value":"Payments"}]}}',
        ["penicillin, latex", "4471"],
    ),
    (
        "key/val pairs abbreviated",
        '{"attrs":[{"key":"sickRsn","val":"influenza '
        'A"},{"key":"base_sal","val":"61200"},{"key":"dept","val":"Logistics"},{"key":"dob","val":"1993-08-30"}]}',
        ["influenza A", "61200", "1993-08-30"],
    ),
    (
        "fields id value with labels",
        '{"record":{"fields":[{"id":"grossPay","label":"Gross '
        'pay","value":5310.22},{"id":"costCenter","label":"Cost '
        'centre","value":"CC-4410"},{"id":"netPay","label":"Net pay","value":3904.10}]}}',
        ["5310.22", "3904.10"],
    ),
    (
        "columns rows sql result",
        '{"columns":["employee","base_sal","dx_code","sickRsn","team"],"rows":[["Ffion '
        'Caradog",61200,"F32.1","moderate depressive episode","Ops"],["Idris '
        'Meurig",58400,"J45.9","asthma","Ops"]]}',
        ["61200", "F32.1", "moderate depressive episode", "58400", "J45.9", "asthma"],
    ),
    (
        "databricks statement result",
        '{"manifest":{"schema":{"column_count":3,"columns":[{"name":"emp_id","type_name":"STRING","position":0},{"name":"gross_pay","type_name":"DECIMAL","position":1},{"name":"birth_dt","type_name":"DATE","position":2}]}},"result":{"data_array":[["E-100","6120.50","1990-06-02"],["E-101","5400.00","1984-12-11"]]}}',
        ["6120.50", "1990-06-02", "5400.00", "1984-12-11"],
    ),
    (
        "bigquery rows",
        '{"schema":{"fields":[{"name":"customer","type":"STRING"},{"name":"amount_owed","type":"NUMERIC"},{"name":"region","type":"STRING"}]},"rows":[{"f":[{"v":"Merrin '
        'Polglase"},{"v":"1240.00"},{"v":"EMEA"}]},{"f":[{"v":"Jago '
        'Treloar"},{"v":"88.10"},{"v":"EMEA"}]}],"totalRows":"2"}',
        ["1240.00", "88.10"],
    ),
    (
        "sheets values header",
        '{"range":"Payroll!A1:D3","majorDimension":"ROWS","values":[["Name","Gehalt","Geburtsdatum","Abteilung"],["Wendelin '
        'Grauholz","4.850,00","03.11.1987","Vertrieb"],["Irmtraud Seebeck","5.120,00","21.06.1979","Einkauf"]]}',
        ["4.850,00", "03.11.1987", "5.120,00", "21.06.1979"],
    ),
    (
        "snowflake rowtype data",
        '{"resultSetMetaData":{"numRows":2,"rowType":[{"name":"CUSTOMER_NAME","type":"text"},{"name":"OUTSTANDING_BAL","type":"fixed"},{"name":"SEGMENT","type":"text"}]},"data":[["Kenver '
        'Hosking","3150.75","retail"],["Lowena Hocking","0.00","retail"]]}',
        ["3150.75"],
    ),
    (
        "graphql edges node",
        '{"data":{"employees":{"edges":[{"node":{"id":"RW1wOjE=","name":"Senan Ua '
        'Dubhda","compensation":{"baseSalary":{"amount":"95000","currency":"USD"}},"healthNote":"Crohn\'s disease, '
        'needs flexible hours"},"cursor":"YXJyYXljb25uZWN0aW9uOjA="}],"pageInfo":{"hasNextPage":false}}}}',
        ["95000", "Crohn's disease, needs flexible hours"],
    ),
    (
        "graphql deal",
        '{"data":{"deals":{"edges":[{"node":{"id":"gid://crm/Deal/8812","title":"Renewal '
        '2027","contact":{"fullName":"Alaw '
        'Pennant"},"contractValue":{"amount":48000,"currencyCode":"EUR"},"stage":"negotiation"}}]}}}',
        ["48000"],
    ),
    (
        "ensure_ascii de",
        '{"mitarbeiter":"J\\u00f6rdis Wendehals","grundgehalt":"4.120,00 '
        '\\u20ac","geburtsdatum":"12.03.1985","krankheitsgrund":"Bandscheibenvorfall '
        'L4/L5","t\\u00fcrcode":"7315"}',
        ["4.120,00 \\u20ac", "12.03.1985", "Bandscheibenvorfall L4/L5", "7315"],
    ),
    (
        "bare numbers camel",
        '{"employeeId":"E-3391","grossPay":5210.44,"netPay":3880.02,"ytdGross":48211.9,"taxWithheld":902.11,"pensionEmployee":260.52,"hoursWorked":162.5}',
        ["5210.44", "3880.02", "48211.9", "902.11"],
    ),
    (
        "abbrev keys",
        '{"emp_no":"00412","emp_bday":"1989-07-04","bal_due":"730.00","amt_owed":"1125.40","arrears_amt":"2300.00","ctr_val":"125000","pin_cd":"8842","door_cd":"2580#","home_addr":"Slettbakkveien '
        '14B, 5089 Bergen"}',
        ["1989-07-04", "730.00", "1125.40", "2300.00", "125000", "8842", "2580#", "Slettbakkveien 14B, 5089 Bergen"],
    ),
    (
        "workday descriptor",
        '{"worker":{"descriptor":"Kestrel Ambrose","compensation":{"plans":[{"descriptor":"Base '
        'Pay","amount":84000,"currency":{"descriptor":"USD"},"frequency":{"descriptor":"Annual"}},{"descriptor":"Annual '
        'Bonus","amount":8400}]}}}',
        ["84000", "8400"],
    ),
    (
        "loan api",
        '{"loan":{"borrower":{"name":"Tegwen '
        'Morcom"},"principal":15000,"outstanding_principal":11232.18,"remaining_balance":11401.02,"installment_amount":312.50,"interest_rate":6.9,"next_due":"2027-01-05"}}',
        ["11232.18", "11401.02", "312.50"],
    ),
    (
        "tenant ledger",
        '{"tenant":{"name":"Ruan Keverne","unit":"Flat '
        '3","monthly_rent":1150,"deposit_held":1725,"arrears":2300,"lastPaymentDate":"2026-10-01"}}',
        ["1150", "1725", "2300"],
    ),
    (
        "pl payroll csv",
        "nr_prac;imie_nazwisko;wynagr_brutto;skladki_zus;zaliczka_pit;potracenia_komornicze;do_wyplaty\n"
        "0107;Bożywoj Krzemieniec;7 450,00;1 021,40;532,00;850,00;5 046,60\n"
        "0108;Mściwuja Dębiczna;6 980,00;956,66;488,00;0,00;5 535,34\n",
        ["7 450,00", "532,00", "850,00", "5 046,60", "6 980,00", "5 535,34"],
    ),
    (
        "in payroll csv lakh",
        "Emp Code,Employee Name,PAN,Basic,HRA,Special Allowance,Annual CTC,Net Take Home\n"
        'KX1021,Vihaan Raghunathan,ABCPR1234K,"45,000","22,500","18,250","12,45,000","74,310"\n',
        ["45,000", "22,500", "18,250", "12,45,000", "74,310"],
    ),
    (
        "fr payroll csv quoted",
        '"Matricule";"Nom";"Salaire de base";"Prime d\'ancienneté";"Net à payer";"Date de naissance"\n'
        '"M0441";"Aurèle Fontbrune";"3 250,00";"162,50";"2 538,91";"07/09/1983"\n',
        ["3 250,00", "162,50", "2 538,91", "07/09/1983"],
    ),
    (
        "ja payroll tsv",
        "社員番号\t氏名\t基本給\t時間外手当\t通勤手当\t健康保険\t差引支給額\n000318\t鷲尾 千景\t312000\t41250\t15400\t15989\t268440\n",
        ["312000", "41250", "15400", "268440"],
    ),
    (
        "sv school tsv",
        "elev\tfödelsedatum\tallergi\tvårdnadshavare\tklass\n"
        "Ingegerd Blomqvist\t2014-05-09\tnötallergi\tOve Blomqvist\t6B\n",
        ["2014-05-09", "nötallergi"],
    ),
    (
        "md table no currency",
        "| Mitarbeiter | Grundgehalt | Bonus | Fehlgrund |\n"
        "|---|---|---|---|\n"
        "| Hartwig Ebersbach | 5200 | 600 | Gürtelrose |\n"
        "| Liutgard Ostermann | 4800 | 0 | – |\n",
        ["5200", "600", "Gürtelrose", "4800"],
    ),
    (
        "ar html arabic-indic",
        '<table dir="rtl"><tr><th>الاسم</th><th>الراتب الأساسي</th><th>بدل السكن</th><th>صافي '
        "الراتب</th></tr><tr><td>نُعمان الفرزدقي</td><td>١٢٬٥٠٠</td><td>٣٬١٢٥</td><td>١٤٬٩٠٠</td></tr></table>",
        ["١٢٬٥٠٠", "٣٬١٢٥", "١٤٬٩٠٠"],
    ),
    (
        "ko notion hr",
        "## 인사 메모\n- 연봉: 5,800만 원 (작년 5,200만 원)\n- 성과급: 450만 원\n- 병가 사유: 허리디스크\n",
        ["5,800만 원", "5,200만 원", "450만 원", "허리디스크"],
    ),
    (
        "ja man-en",
        "年収は620万円、賞与は年2回で合計95万円です。ローン残高は1,840万円。",
        ["620万円", "95万円", "1,840万円"],
    ),
    (
        "nl kv",
        "Naam: Wijbrand Oosterveld\n"
        "Bruto maandsalaris: € 4.310\n"
        "Geboortedatum: 17-02-1982\n"
        "Reden verzuim: burn-out klachten\n"
        "Toegangscode voordeur: 5829\n",
        ["€ 4.310", "17-02-1982", "burn-out klachten", "5829"],
    ),
    (
        "no kv",
        "Ansatt: Torleiv Brattbakk\n"
        "Årslønn: 684 000 kr\n"
        "Fødselsdato: 03.04.1979\n"
        "Sykefraværsårsak: kneoperasjon\n"
        "Portkode: 2468\n"
        "Gjeld til firma: 3 200 kr\n",
        ["684 000 kr", "03.04.1979", "kneoperasjon", "2468"],
    ),
    (
        "da kv",
        "Medarbejder: Gorm Kjærsgaard\n"
        "Månedsløn: 42.500 kr.\n"
        "Fødselsdato: 11-11-1990\n"
        "Fraværsårsag: influenza\n"
        "Dørkode: 1397\n",
        ["42.500 kr.", "11-11-1990", "influenza", "1397"],
    ),
    (
        "fi kv",
        "Työntekijä: Aapeli Rautiainen\n"
        "Kuukausipalkka: 3 870 €\n"
        "Syntymäaika: 22.8.1984\n"
        "Poissaolon syy: polvivamma\n"
        "Ovikoodi: 4512\n",
        ["3 870 €", "22.8.1984", "polvivamma", "4512"],
    ),
    (
        "es kv",
        "Empleado: Eustaquio Barrenechea\n"
        "Salario bruto anual: 38.400 €\n"
        "Fecha de nacimiento: 30/01/1987\n"
        "Motivo de la baja: esguince de tobillo\n"
        "Código del portal: 7730\n",
        ["38.400 €", "30/01/1987", "esguince de tobillo", "7730"],
    ),
    (
        "it kv",
        "Dipendente: Ottorino Scaramelli\n"
        "Retribuzione mensile lorda: 2.950 €\n"
        "Data di nascita: 05/06/1978\n"
        "Causa assenza: bronchite\n"
        "Codice cancello: 9021\n",
        ["2.950 €", "05/06/1978", "bronchite", "9021"],
    ),
    (
        "pt kv",
        "Colaborador: Anselmo Vasconcelos\n"
        "Salário base: 1.850 €\n"
        "Data de nascimento: 14/02/1991\n"
        "Motivo da baixa: hérnia discal\n"
        "Código da porta: 3355\n",
        ["1.850 €", "14/02/1991", "hérnia discal", "3355"],
    ),
    (
        "tr kv",
        "Personel: Tevfik Yazıcıoğlu\n"
        "Brüt maaş: 62.000 TL\n"
        "Doğum tarihi: 09.09.1989\n"
        "Rapor nedeni: zatürre\n"
        "Kapı şifresi: 4417\n",
        ["62.000 TL", "09.09.1989", "zatürre", "4417"],
    ),
    (
        "ru kv",
        "Сотрудник: Мирослав Дубровин\n"
        "Оклад: 145 000 ₽\n"
        "Дата рождения: 12.12.1986\n"
        "Причина больничного: пневмония\n"
        "Код домофона: 5521\n",
        ["145 000 ₽", "12.12.1986", "пневмония", "5521"],
    ),
    (
        "el kv",
        "Υπάλληλος: Λυσίμαχος Καραβίας\n"
        "Μισθός: 1.640 €\n"
        "Ημερομηνία γέννησης: 08/04/1985\n"
        "Αιτία απουσίας: γαστρεντερίτιδα\n"
        "Κωδικός εισόδου: 8080\n",
        ["1.640 €", "08/04/1985", "γαστρεντερίτιδα", "8080"],
    ),
    (
        "zh kv",
        "员工：欧阳念慈\n基本工资：18500元\n出生日期：1992年6月18日\n病假原因：急性阑尾炎术后\n门禁密码：6620\n",
        ["18500元", "1992年6月18日", "急性阑尾炎术后", "6620"],
    ),
    (
        "ja kv",
        "社員：鷲尾 千景\n月給：32万円\n生年月日：1988年3月2日\n休職理由：適応障害\nオートロック番号：1204\n",
        ["32万円", "1988年3月2日", "適応障害", "1204"],
    ),
    (
        "ko kv",
        "직원: 남궁하늘\n월급: 420만 원\n생년월일: 1990.07.21\n병가 사유: 편도선염\n현관 비밀번호: 3579\n",
        ["420만 원", "1990.07.21", "편도선염", "3579"],
    ),
    (
        "ar kv",
        "الموظف: نُعمان الفرزدقي\n"
        "الراتب الشهري: 14,900 ريال\n"
        "تاريخ الميلاد: 1987/03/14\n"
        "سبب الإجازة المرضية: التهاب رئوي\n"
        "رمز الباب: 7410\n",
        ["14,900 ريال", "1987/03/14", "التهاب رئوي", "7410"],
    ),
    (
        "de kv",
        "Mitarbeiterin: Irmtraud Seebeck\n"
        "Monatsbrutto: 4.980 €\n"
        "Geburtstag: 21.06.1979\n"
        "Krankheitsgrund: Migräne\n"
        "Türcode: 0815#\n"
        "Offener Betrag: 312,40 €\n",
        ["4.980 €", "21.06.1979", "Migräne", "0815#", "312,40 €"],
    ),
    (
        "fr kv",
        "Salarié : Aurèle Fontbrune\n"
        "Salaire brut mensuel : 3 250 €\n"
        "Né le : 07/09/1983\n"
        "Motif de l'arrêt : lombalgie aiguë\n"
        "Digicode : 48B12\n"
        "Reste à payer : 640 €\n",
        ["3 250 €", "07/09/1983", "lombalgie aiguë", "48B12", "640 €"],
    ),
    (
        "en chat rise",
        "[09:14] Maelon: finally got the raise, I'm on £61,500 from January\n"
        "[09:15] Ysolde: nice!! you still owe me £85 from the Lisbon trip btw\n"
        "[09:16] Maelon: haha yes, only £212.40 left in my account until payday",
        ["£61,500", "£85", "£212.40"],
    ),
    (
        "de chat",
        "[18:02] Wendelin: Hab die Gehaltserhöhung bekommen, jetzt 5.400 € brutto\n"
        "[18:03] Irmtraud: Glückwunsch! Du schuldest mir übrigens noch 120 € vom Skiurlaub\n"
        "[18:05] Wendelin: Jaja, hab grad nur noch 86,20 € auf dem Konto bis zum Ersten",
        ["5.400 €", "120 €", "86,20 €"],
    ),
    (
        "fr chat",
        "Aurèle: j'ai eu mon augmentation, je passe à 3 600 € net\n"
        "Camille: top ! tu me dois toujours 75 € pour le week-end à Annecy\n"
        "Aurèle: oui oui, il me reste 43 € sur le compte jusqu'à la paie",
        ["3 600 €", "75 €", "43 €"],
    ),
    (
        "nl chat",
        "Wijbrand: opslag binnen! ik ga naar € 4.650 per maand\n"
        "Femke: gefeliciteerd, je bent me nog € 60 schuldig van het weekendje Texel\n"
        "Wijbrand: klopt, heb nog maar € 38,50 op mijn rekening tot de salarisdag",
        ["€ 60", "€ 38,50"],
    ),
    (
        "no chat",
        "Torleiv: fikk lønnsøkning, nå 712 000 i året\n"
        "Sigrun: kult! du skylder meg fortsatt 450 kr fra hytteturen\n"
        "Torleiv: ja, har bare 310 kr igjen på konto før lønning",
        ["712 000", "450 kr", "310 kr"],
    ),
    (
        "sv chat",
        "Ingegerd: fick löneförhöjning, nu 46 500 kr i månaden\n"
        "Ove: grattis! du är skyldig mig 300 kr från fjällresan\n"
        "Ingegerd: ja, har bara 212 kr kvar på kontot till lönen",
        ["46 500 kr", "300 kr", "212 kr"],
    ),
    (
        "da chat",
        "Gorm: fik lønforhøjelse, nu 44.000 kr. om måneden\n"
        "Signe: tillykke! du skylder mig stadig 250 kr. fra sommerhusturen\n"
        "Gorm: ja, har kun 180 kr. tilbage på kontoen til lønningsdag",
        ["44.000 kr.", "250 kr.", "180 kr."],
    ),
    (
        "fi chat",
        "Aapeli: sain palkankorotuksen, nyt 4 100 € kuussa\n"
        "Veera: onnea! olet vielä velkaa 60 € mökkireissulta\n"
        "Aapeli: joo, tilillä on enää 27 € palkkapäivään asti",
        ["4 100 €", "60 €", "27 €"],
    ),
    (
        "es chat",
        "Eustaquio: me subieron el sueldo, ahora cobro 2.900 € netos\n"
        "Maite: ¡genial! todavía me debes 90 € del viaje a Cádiz\n"
        "Eustaquio: sí, me quedan 35 € en la cuenta hasta la nómina",
        ["2.900 €", "90 €", "35 €"],
    ),
    (
        "it chat",
        "Ottorino: mi hanno dato l'aumento, ora prendo 2.700 € netti\n"
        "Giuliana: grande! mi devi ancora 55 € della gita a Como\n"
        "Ottorino: sì, mi restano 41 € sul conto fino allo stipendio",
        ["2.700 €", "55 €", "41 €"],
    ),
    (
        "pt chat",
        "Anselmo: recebi aumento, agora ganho 2.300 € líquidos\n"
        "Inês: boa! ainda me deves 70 € da viagem ao Porto\n"
        "Anselmo: sim, só tenho 22 € na conta até ao ordenado",
        ["2.300 €", "70 €", "22 €"],
    ),
    (
        "pl chat",
        "Bożywoj: dostałem podwyżkę, teraz 9 200 zł brutto\n"
        "Mściwuja: super! wisisz mi jeszcze 150 zł za wyjazd do Zakopanego\n"
        "Bożywoj: tak, mam tylko 64 zł na koncie do wypłaty",
        ["9 200 zł", "150 zł", "64 zł"],
    ),
    (
        "tr chat",
        "Tevfik: zam aldım, artık 71.000 TL alıyorum\n"
        "Seda: süper! bana hâlâ 1.200 TL borçlusun Kapadokya gezisinden\n"
        "Tevfik: evet, maaşa kadar hesapta 430 TL kaldı",
        ["71.000 TL", "1.200 TL", "430 TL"],
    ),
    (
        "ru chat",
        "Мирослав: мне подняли зарплату, теперь 160 000 ₽\n"
        "Веста: круто! ты мне ещё должен 2 500 ₽ за поездку в Казань\n"
        "Мирослав: да, на карте осталось 1 340 ₽ до зарплаты",
        ["160 000 ₽", "2 500 ₽", "1 340 ₽"],
    ),
    (
        "el chat",
        "Λυσίμαχος: πήρα αύξηση, τώρα παίρνω 1.850 € καθαρά\n"
        "Αθηνά: τέλεια! μου χρωστάς ακόμα 40 € από την εκδρομή στη Νάξο\n"
        "Λυσίμαχος: ναι, μου έμειναν 19 € στον λογαριασμό μέχρι τον μισθό",
        ["1.850 €", "40 €", "19 €"],
    ),
    (
        "zh chat",
        "欧阳念慈：涨工资了，现在月薪22000元\n司马青禾：恭喜！你还欠我800块，上次去大理的钱\n欧阳念慈：知道啦，卡里只剩320元了，等发工资",
        ["22000元", "800块", "320元"],
    ),
    (
        "ja chat",
        "千景：昇給して月給38万円になった\n美織：おめでとう！旅行の立替分、まだ1万2千円返してもらってないよ\n千景：ごめん、給料日まで口座に残り8,400円しかない",
        ["38万円", "1万2千円", "8,400円"],
    ),
    (
        "ko chat",
        "하늘: 연봉 인상돼서 이제 6,200만 원이야\n솔찬: 축하해! 제주 여행 때 빌려준 15만 원 아직 안 갚았어\n하늘: 미안, 월급날까지 통장에 3만 2천 원 남았어",
        ["6,200만 원", "15만 원", "3만 2천 원"],
    ),
    (
        "ar chat",
        "نعمان: حصلت على زيادة، راتبي الآن 16,500 ريال\n"
        "هالة: مبروك! ما زلت مدينًا لي بـ 300 ريال من رحلة العلا\n"
        "نعمان: نعم، بقي في حسابي 95 ريال حتى الراتب",
        ["16,500 ريال", "300 ريال", "95 ريال"],
    ),
    (
        "en health prose",
        "Quick update: Kestrel was diagnosed with coeliac disease last week and is off until Monday. Tamsyn's sick "
        "note says labyrinthitis.",
        ["coeliac disease", "labyrinthitis"],
    ),
    (
        "de health prose",
        "Hartwig ist diese Woche krankgeschrieben, Diagnose Gürtelrose. Liutgard hat seit Montag eine "
        "Sehnenscheidenentzündung.",
        ["Gürtelrose", "Sehnenscheidenentzündung"],
    ),
    (
        "es health prose",
        "Maite está de baja por una neumonía y Eustaquio tiene tendinitis en el hombro.",
        ["neumonía", "tendinitis"],
    ),
    (
        "pl health prose",
        "Bożywoj jest na zwolnieniu lekarskim – ma zapalenie płuc. Mściwuja choruje na cukrzycę typu 2.",
        ["zapalenie płuc", "cukrzycę typu 2"],
    ),
    ("tr health prose", "Tevfik bu hafta raporlu, bel fıtığı teşhisi kondu. Seda'nın astımı var.", ["bel fıtığı"]),
    ("zh health prose", "念慈这周请病假，医生说是急性肠胃炎。青禾有哮喘。", ["急性肠胃炎", "哮喘"]),
    ("ko health prose", "하늘 씨는 이번 주 병가예요. 진단명은 대상포진이래요.", ["대상포진"]),
    ("ja health prose", "千景さんは今週休みです。診断は帯状疱疹とのこと。", ["帯状疱疹"]),
    (
        "md hr table en",
        "| Employee | Base | Bonus | Sick reason |\n"
        "|---|---|---|---|\n"
        "| Corvan Hetheridge | 86,500 | 7,000 | back surgery |\n"
        "| Tamsyn Vowell | 72,000 | 5,500 | - |\n",
        ["86,500", "7,000", "back surgery", "72,000", "5,500"],
    ),
    (
        "csv de no currency",
        "Name;Bruttolohn;Nettolohn;Geburtsdatum\n"
        "Wendelin Grauholz;4850;3120;03.11.1987\n"
        "Irmtraud Seebeck;5120;3290;21.06.1979\n",
        ["4850", "3120", "03.11.1987", "5120", "3290", "21.06.1979"],
    ),
    (
        "tsv fr",
        "nom\tsalaire_brut\tnet_a_payer\tdate_naissance\nAurèle Fontbrune\t3250\t2538\t07/09/1983\n",
        ["3250", "2538", "07/09/1983"],
    ),
    (
        "csv es",
        "empleado,sueldo_bruto,deuda_pendiente,fecha_nac\nEustaquio Barrenechea,2900,450,30/01/1987\n",
        ["2900", "450", "30/01/1987"],
    ),
    (
        "csv it",
        "dipendente,ral,cessione_quinto,data_nascita\nOttorino Scaramelli,38000,320,05/06/1978\n",
        ["38000", "320", "05/06/1978"],
    ),
    (
        "csv nl",
        "medewerker,bruto_salaris,openstaand_bedrag,geboortedatum\nWijbrand Oosterveld,4310,125,17-02-1982\n",
        ["4310", "125", "17-02-1982"],
    ),
    (
        "csv sv",
        "anställd,månadslön,skuld,födelsedatum\nIngegerd Blomqvist,46500,1200,1984-05-09\n",
        ["46500", "1200", "1984-05-09"],
    ),
    (
        "csv da",
        "medarbejder,månedsløn,gæld,fødselsdato\nGorm Kjærsgaard,44000,800,11-11-1990\n",
        ["44000", "800", "11-11-1990"],
    ),
    (
        "csv fi",
        "työntekijä,kuukausipalkka,velka,syntymäaika\nAapeli Rautiainen,4100,300,22.8.1984\n",
        ["4100", "300", "22.8.1984"],
    ),
    (
        "csv tr",
        "personel,brüt_maaş,borç,doğum_tarihi\nTevfik Yazıcıoğlu,62000,1500,09.09.1989\n",
        ["62000", "1500", "09.09.1989"],
    ),
    (
        "csv ru",
        "сотрудник,оклад,долг,дата_рождения\nМирослав Дубровин,145000,2500,12.12.1986\n",
        ["145000", "2500", "12.12.1986"],
    ),
    (
        "csv el",
        "υπάλληλος,μισθός,οφειλή,ημερομηνία_γέννησης\nΛυσίμαχος Καραβίας,1640,200,08/04/1985\n",
        ["1640", "200", "08/04/1985"],
    ),
    (
        "csv pt",
        "colaborador,salário_base,dívida,data_nascimento\nAnselmo Vasconcelos,1850,90,14/02/1991\n",
        ["1850", "90", "14/02/1991"],
    ),
    ("csv zh", "姓名,基本工资,欠款,出生日期\n欧阳念慈,18500,800,1992-06-18\n", ["18500", "800", "1992-06-18"]),
    (
        "csv ko",
        "이름,기본급,미납액,생년월일\n남궁하늘,4200000,150000,1990-07-21\n",
        ["4200000", "150000", "1990-07-21"],
    ),
    (
        "csv ar",
        "الاسم,الراتب,الدين,تاريخ الميلاد\nنعمان الفرزدقي,14900,300,1987-03-14\n",
        ["14900", "300", "1987-03-14"],
    ),
    (
        "json hubspot props",
        '{"results":[{"id":"15678902345","properties":{"dealname":"Annual renewal – '
        'Pennant","amount":"48000","closedate":"2026-12-20T00:00:00Z","dealstage":"contractsent"}}]}',
        ["48000"],
    ),
    (
        "json soql",
        '{"totalSize":1,"done":true,"records":[{"attributes":{"type":"Opportunity","url":"/services/data/v60.0/sobjects/Opportunity/0065g00000XyZ"},"Name":"Renewal '
        'FY27","Amount":125000,"CloseDate":"2027-01-31","Account":{"Name":"Hosking Family Trust"}}]}',
        ["125000"],
    ),
    (
        "json stripe",
        '{"object":"customer","id":"cus_Q1w2E3","name":"Merrin '
        'Polglase","balance":-4250,"currency":"gbp","delinquent":true}',
        ["-4250"],
    ),
    (
        "json personio",
        '{"data":[{"type":"Employee","attributes":{"first_name":{"label":"First '
        'name","value":"Jördis"},"fix_salary":{"label":"Fixed '
        'salary","value":4120},"dynamic_21":{"label":"Krankheitsgrund","value":"Migräne"},"birthday":{"label":"Birthday","value":"1985-03-12T00:00:00+01:00"}}}]}',
        ["4120", "Migräne", "1985-03-12T00:00:00+01:00"],
    ),
    (
        "json freee",
        '{"employee":{"id":412,"display_name":"鷲尾 '
        '千景","birth_date":"1987-12-01","basic_pay_rule":{"pay_calc_type":"monthly","pay_amount":320000},"payroll_statement":{"total_allowance_amount":56650,"net_payment_amount":268440,"income_tax":8120}}}',
        ["1987-12-01", "320000", "8120"],
    ),
    (
        "json smarthr",
        '{"emp_code":"0318","last_name":"鷲尾","first_name":"千景","birth_at":"1987-12-01","address":{"pref":"東京都","city":"世田谷区","street":"北沢2-14-7"},"custom_fields":[{"template":{"name":"持病"},"value":"喘息"}]}',
        ["1987-12-01", "北沢2-14-7", "喘息"],
    ),
    (
        "json tripletex",
        '{"value":{"id":88,"employee":{"firstName":"Torleiv","lastName":"Brattbakk","dateOfBirth":"1979-04-03"},"employmentDetails":[{"annualSalary":684000.0,"hourlyWage":0.0,"percentageOfFullTimeEquivalent":100.0}]}}',
        ["1979-04-03", "684000.0"],
    ),
    (
        "json visma",
        '{"ansattnr":17,"navn":"Sigrun '
        'Hauglid","fastlønn":612000,"fødselsdato":"1990-03-05","fraværsårsak":"lungebetennelse","stillingsprosent":80}',
        ["612000", "1990-03-05", "lungebetennelse"],
    ),
    (
        "json datev",
        '{"personalnummer":"00412","bruttolohn":3850.00,"nettolohn":2511.42,"geburtsdatum":"14.07.1986","krankheitsgrund":"Bandscheibenvorfall","steuerklasse":"1"}',
        ["3850.00", "2511.42", "14.07.1986", "Bandscheibenvorfall"],
    ),
    (
        "json kingdee ascii",
        '{"\\u5458\\u5de5\\u7f16\\u53f7":"E0192","\\u59d3\\u540d":"\\u6b27\\u9633\\u5ff5\\u6148","\\u57fa\\u672c\\u5de5\\u8d44":"18500.00","\\u5b9e\\u53d1\\u5de5\\u8d44":"15230.40","\\u75c5\\u5047\\u539f\\u56e0":"\\u6025\\u6027\\u9611\\u5c3e\\u708e"}',
        ["18500.00", "15230.40", "\\u6025\\u6027\\u9611\\u5c3e\\u708e"],
    ),
    (
        "notion db query",
        '{"object":"list","results":[{"object":"page","id":"a1b2","properties":{"Name":{"id":"title","type":"title","title":[{"type":"text","plain_text":"Peregrine '
        'Hawksford"}]},"Salary":{"id":"%3DxQ","type":"number","number":84000},"Diagnosis":{"id":"k%3F","type":"rich_text","rich_text":[{"type":"text","plain_text":"Ménière\'s '
        'disease"}]},"DOB":{"id":"b%40","type":"date","date":{"start":"1986-02-14","end":null}},"Owes":{"type":"number","number":230}}}]}',
        ["84000", "Ménière's disease", "1986-02-14", "230"],
    ),
    (
        "airtable",
        '{"records":[{"id":"recA1","createdTime":"2026-10-01T08:00:00.000Z","fields":{"Name":"Alaw '
        'Pennant","Annual salary":61000,"Outstanding loan":3400,"Allergies":"bee stings","Date of '
        'birth":"1992-09-30"}}]}',
        ["61000", "3400", "bee stings", "1992-09-30"],
    ),
    (
        "asana custom fields",
        '{"data":{"gid":"120","name":"Onboarding – '
        'Senan","custom_fields":[{"gid":"9","name":"Salary","type":"number","number_value":95000,"display_value":"95,000"},{"gid":"10","name":"Start","type":"date","date_value":{"date":"2027-01-04"}},{"gid":"11","name":"Health '
        'note","type":"text","text_value":"type 1 diabetes, needs breaks","display_value":"type 1 diabetes, needs '
        'breaks"}]}}',
        ["95000", "95,000", "type 1 diabetes, needs breaks"],
    ),
    (
        "open banking balances",
        '{"Data":{"Balance":[{"AccountId":"22289","Amount":{"Amount":"1230.55","Currency":"GBP"},"CreditDebitIndicator":"Credit","Type":"InterimAvailable","DateTime":"2026-12-01T09:00:00+00:00"}]},"Links":{"Self":"https://api.bank.example/open-banking/v3.1/aisp/accounts/22289/balances"}}',
        ["1230.55"],
    ),
    (
        "greek claim ascii",
        '{"\\u03b1\\u03c3\\u03c6\\u03b1\\u03bb\\u03b9\\u03c3\\u03bc\\u03ad\\u03bd\\u03bf\\u03c2":"\\u039b\\u03c5\\u03c3\\u03af\\u03bc\\u03b1\\u03c7\\u03bf\\u03c2","\\u03b4\\u03b9\\u03ac\\u03b3\\u03bd\\u03c9\\u03c3\\u03b7":"\\u03c0\\u03bd\\u03b5\\u03c5\\u03bc\\u03bf\\u03bd\\u03af\\u03b1","\\u03b7\\u03bc\\u03b5\\u03c1\\u03bf\\u03bc\\u03b7\\u03bd\\u03af\\u03b1_\\u03b3\\u03ad\\u03bd\\u03bd\\u03b7\\u03c3\\u03b7\\u03c2":"08/04/1985"}',
        ["\\u03c0\\u03bd\\u03b5\\u03c5\\u03bc\\u03bf\\u03bd\\u03af\\u03b1", "08/04/1985"],
    ),
    (
        "tr school mis",
        '{"ogrenci":{"ad_soyad":"Deniz Karaoğlan","dogum_tarihi":"2013-04-22","saglik_durumu":"çölyak '
        'hastalığı","veli":"Seda Karaoğlan","okul_borcu":1250}}',
        ["2013-04-22", "çölyak hastalığı", "1250"],
    ),
    (
        "workday worker",
        '{"Worker":[{"Worker_Descriptor":"Kestrel '
        'Ambrose","Personal_Data":{"Birth_Date":"1983-06-30"},"Compensation":{"Total_Base_Pay":{"Amount":84000,"Currency":"USD","Frequency":"Annual"},"Total_Salary_and_Allowances":{"Amount":86400}}}]}',
        ["1983-06-30", "84000", "86400"],
    ),
    (
        "linear graphql",
        '{"data":{"issues":{"nodes":[{"identifier":"PEO-88","title":"Payroll correction for '
        'Ruan","description":"Ruan Keverne was underpaid: his salary is €3,450 net, we paid €3,150. He also still '
        'owes €120 for the laptop bag.","priority":2}]}}}',
        ["€3,450", "€120"],
    ),
    (
        "key val health",
        '{"metadata":[{"key":"dx_code","val":"M54.5"},{"key":"dx_text","val":"low back '
        'pain"},{"key":"clinic","val":"Northside"}]}',
        ["M54.5", "low back pain"],
    ),
    (
        "label value pairs de",
        '{"felder":[{"bezeichnung":"Grundgehalt","wert":"4.120,00"},{"bezeichnung":"Kostenstelle","wert":"4410"},{"bezeichnung":"Schulden '
        'beim Arbeitgeber","wert":"350,00"}]}',
        ["4.120,00", "350,00"],
    ),
    (
        "sheets ko",
        '{"range":"급여!A1:C3","values":[["이름","월급","생년월일"],["남궁하늘","4,200,000","1990-07-21"],["선우솔찬","3,900,000","1988-01-05"]]}',
        ["4,200,000", "1990-07-21", "3,900,000", "1988-01-05"],
    ),
]

#: (label, text, values no span may touch)
NOBODYS: list[tuple[str, str, list[str]]] = [
    (
        "gusto payroll",
        '{"payroll_uuid":"b50e611d-7c04-4f0a-9e8d-2f4a07d1c9a2","check_date":"2026-11-28","employee_compensations":[{"employee_uuid":"e91c0c52-33e4-4f51-a4bb-0b1f0f9a11c3","gross_pay":"4210.55","net_pay":"3120.10","check_amount":"3120.10","payment_method":"Direct '
        'Deposit","fixed_compensations":[{"name":"Bonus","amount":"500.00","job_uuid":"77e2"}],"hourly_compensations":[{"name":"Regular '
        'Hours","hours":"80.000","amount":"3710.55","compensation_multiplier":1}],"taxes":[{"name":"Federal Income '
        'Tax","employer":false,"amount":"612.30"}],"benefits":[{"name":"Dental","employee_deduction":"14.20"}]}]}',
        ["2026-11-28", "80.000"],
    ),
    (
        "deel contract",
        '{"data":{"id":"m3kx9zq","title":"Backend '
        'Engineer","type":"ongoing_time_based","status":"in_progress","compensation_details":{"amount":"7200","currency_code":"EUR","scale":"monthly","first_payment":"2026-12-01"},"worker":{"full_name":"Ysolde '
        'Marrach","email":"ysolde.marrach@example.org","date_of_birth":"1991-04-17"},"created_at":"2026-10-02T09:14:11Z"}}',
        ["2026-12-01", "m3kx9zq"],
    ),
    (
        "rippling worker",
        '{"id":"6150b8f2a0c3d4","work_email":"t.quillan@example.com","compensation":{"annual_salary":{"value":118000,"currency":"USD"},"target_annual_bonus_percent":12,"signing_bonus":{"value":15000,"currency":"USD"}},"start_date":"2025-03-03","department":{"name":"Platform"}}',
        ["2025-03-03"],
    ),
    (
        "successfactors paycomp",
        '{"d":{"results":[{"__metadata":{"uri":"https://api4.successfactors.com/odata/v2/EmpPayCompRecurring(payComponent=\'BASE_SALARY\')","type":"SFOData.EmpPayCompRecurring"},"userId":"108743","payComponent":"BASE_SALARY","paycompvalue":"6450.00","currencyCode":"EUR","frequency":"MON","startDate":"/Date(1735689600000)/"},{"userId":"108743","payComponent":"CAR_ALLOWANCE","paycompvalue":"450.00","currencyCode":"EUR","frequency":"MON"}]}}',
        ["108743", "1735689600000"],
    ),
    (
        "adp worker",
        '{"workers":[{"associateOID":"G3B8QZ1K","person":{"birthDate":"1988-09-23","legalName":{"givenName":"Corvan","familyName1":"Hetheridge"},"legalAddress":{"lineOne":"41 '
        "Larkspur "
        'Row","cityName":"Dayton","countrySubdivisionLevel1":{"codeValue":"OH"},"postalCode":"45402"}},"workAssignments":[{"positionID":"PX-1182","baseRemuneration":{"annualRateAmount":{"amountValue":86500,"currencyCode":"USD"},"hourlyRateAmount":{"amountValue":41.59,"currencyCode":"USD"}}}]}]}',
        ["PX-1182", "45402"],
    ),
    (
        "quickbooks customer",
        '{"QueryResponse":{"Customer":[{"Id":"58","DisplayName":"Hollis '
        'Quennell","PrimaryEmailAddr":{"Address":"hq@example.com"},"Balance":2315.75,"BalanceWithJobs":2315.75,"OpenBalanceDate":"2026-07-01","BillAddr":{"Line1":"12 '
        "Tamsin "
        'Way","City":"Reno","PostalCode":"89501"},"MetaData":{"CreateTime":"2025-02-01T10:00:00-08:00"}}],"startPosition":1,"maxResults":1}}',
        ["2026-07-01"],
    ),
    (
        "quickbooks employee",
        '{"Employee":{"Id":"71","DisplayName":"Oriel '
        'Pascoe","BirthDate":"1979-11-02","HiredDate":"2019-04-15","BillRate":0,"PrimaryAddr":{"Line1":"7 '
        'Chyandour Cliff","City":"Penzance"}}}',
        ["2019-04-15"],
    ),
    (
        "sage contact",
        '{"$items":[{"id":"c3e1","displayed_as":"Gethin Pryderi '
        '(GP001)","contact_types":[{"id":"CUSTOMER"}],"balance":"-412.80","outstanding_amount":"412.80","credit_limit":"1000.00","currency":{"id":"GBP"}}]}',
        ["1000.00"],
    ),
    (
        "plaid balances",
        '{"accounts":[{"account_id":"BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp","balances":{"available":1204.33,"current":1390.12,"iso_currency_code":"USD","limit":null},"mask":"0000","name":"Plaid '
        'Checking","subtype":"checking","type":"depository"}],"item":{"institution_id":"ins_109508"},"request_id":"m8MDnv9okwxFNBV"}',
        ["m8MDnv9okwxFNBV"],
    ),
    (
        "plaid liabilities",
        '{"liabilities":{"credit":[{"account_id":"dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK","last_payment_amount":168.45,"last_statement_balance":1708.77,"minimum_payment_amount":20,"next_payment_due_date":"2026-12-15"}],"student":[{"account_id":"Pp1Vpkl9w8sajvK6oEEKtr7vZxBnGpf7LxxLE","outstanding_interest_amount":345.12,"last_statement_balance":18820.40,"loan_name":"Consolidation","origination_principal_amount":25000}]}}',
        ["2026-12-15"],
    ),
    (
        "wise balances",
        '[{"id":200001,"currency":"EUR","amount":{"value":2310.4,"currency":"EUR"},"reservedAmount":{"value":0,"currency":"EUR"},"type":"STANDARD","name":null}]',
        ["200001"],
    ),
    (
        "fhir medicationrequest",
        '{"resourceType":"MedicationRequest","id":"medrx0311","status":"active","intent":"order","medicationCodeableConcept":{"coding":[{"system":"http://www.nlm.nih.gov/research/umls/rxnorm","code":"312938","display":"Sertraline '
        '50 MG Oral Tablet"}],"text":"Sertraline 50 mg '
        'tablet"},"subject":{"reference":"Patient/pat-771","display":"Eilwen '
        'Ashcombe"},"authoredOn":"2026-10-04","reasonCode":[{"coding":[{"system":"http://snomed.info/sct","code":"370143000","display":"Major '
        'depressive disorder"}]}],"dosageInstruction":[{"text":"one tablet every morning"}]}',
        ["2026-10-04", "medrx0311"],
    ),
    (
        "fhir encounter",
        '{"resourceType":"Encounter","id":"enc-5521","status":"finished","class":{"code":"AMB"},"subject":{"reference":"Patient/pat-771"},"reasonCode":[{"text":"Recurrent '
        'migraine with aura"}],"diagnosis":[{"condition":{"display":"Iron deficiency '
        'anaemia"},"rank":1}],"period":{"start":"2026-09-12T08:30:00Z","end":"2026-09-12T09:00:00Z"}}',
        ["enc-5521"],
    ),
    (
        "fhir observation",
        '{"resourceType":"Observation","id":"obs-hba1c","status":"final","code":{"coding":[{"system":"http://loinc.org","code":"4548-4","display":"Hemoglobin '
        'A1c"}]},"subject":{"reference":"Patient/pat-771"},"valueQuantity":{"value":8.4,"unit":"%"},"interpretation":[{"text":"High"}],"note":[{"text":"Poorly '
        'controlled type 2 diabetes, refer to endocrinology"}]}',
        ["4548-4"],
    ),
    (
        "oracle hcm",
        '{"items":[{"PersonNumber":"300100","DisplayName":"Tamsyn '
        'Vowell","DateOfBirth":"1979-11-02","salaries":[{"SalaryAmount":72000,"SalaryBasisName":"Annual '
        'Salary","CurrencyCode":"GBP","DateFrom":"2026-04-01"}],"absences":[{"absenceType":"Sickness","absenceReason":"Lumbar '
        'disc prolapse","startDate":"2026-10-19"}]}],"count":1,"hasMore":false}',
        ["2026-04-01", "2026-10-19", "300100"],
    ),
    (
        "custom fields name/value",
        '{"employee":{"id":5521,"custom_fields":[{"id":"cf_77","name":"Allergies","type":"text","value":"penicillin, '
        'latex"},{"id":"cf_78","name":"Door '
        'code","type":"text","value":"4471"},{"id":"cf_79","name":"Team","type":"text","value":"Payments"}]}}',
        ["Payments"],
    ),
    (
        "key/val pairs abbreviated",
        '{"attrs":[{"key":"sickRsn","val":"influenza '
        'A"},{"key":"base_sal","val":"61200"},{"key":"dept","val":"Logistics"},{"key":"dob","val":"1993-08-30"}]}',
        ["Logistics"],
    ),
    (
        "fields id value with labels",
        '{"record":{"fields":[{"id":"grossPay","label":"Gross '
        'pay","value":5310.22},{"id":"costCenter","label":"Cost '
        'centre","value":"CC-4410"},{"id":"netPay","label":"Net pay","value":3904.10}]}}',
        ["CC-4410"],
    ),
    (
        "columns rows sql result",
        '{"columns":["employee","base_sal","dx_code","sickRsn","team"],"rows":[["Ffion '
        'Caradog",61200,"F32.1","moderate depressive episode","Ops"],["Idris '
        'Meurig",58400,"J45.9","asthma","Ops"]]}',
        ["Ops"],
    ),
    (
        "databricks statement result",
        '{"manifest":{"schema":{"column_count":3,"columns":[{"name":"emp_id","type_name":"STRING","position":0},{"name":"gross_pay","type_name":"DECIMAL","position":1},{"name":"birth_dt","type_name":"DATE","position":2}]}},"result":{"data_array":[["E-100","6120.50","1990-06-02"],["E-101","5400.00","1984-12-11"]]}}',
        ["E-100", "E-101"],
    ),
    (
        "bigquery rows",
        '{"schema":{"fields":[{"name":"customer","type":"STRING"},{"name":"amount_owed","type":"NUMERIC"},{"name":"region","type":"STRING"}]},"rows":[{"f":[{"v":"Merrin '
        'Polglase"},{"v":"1240.00"},{"v":"EMEA"}]},{"f":[{"v":"Jago '
        'Treloar"},{"v":"88.10"},{"v":"EMEA"}]}],"totalRows":"2"}',
        ["EMEA"],
    ),
    (
        "sheets values header",
        '{"range":"Payroll!A1:D3","majorDimension":"ROWS","values":[["Name","Gehalt","Geburtsdatum","Abteilung"],["Wendelin '
        'Grauholz","4.850,00","03.11.1987","Vertrieb"],["Irmtraud Seebeck","5.120,00","21.06.1979","Einkauf"]]}',
        ["Vertrieb", "Payroll!A1:D3"],
    ),
    (
        "snowflake rowtype data",
        '{"resultSetMetaData":{"numRows":2,"rowType":[{"name":"CUSTOMER_NAME","type":"text"},{"name":"OUTSTANDING_BAL","type":"fixed"},{"name":"SEGMENT","type":"text"}]},"data":[["Kenver '
        'Hosking","3150.75","retail"],["Lowena Hocking","0.00","retail"]]}',
        ["retail"],
    ),
    (
        "graphql edges node",
        '{"data":{"employees":{"edges":[{"node":{"id":"RW1wOjE=","name":"Senan Ua '
        'Dubhda","compensation":{"baseSalary":{"amount":"95000","currency":"USD"}},"healthNote":"Crohn\'s disease, '
        'needs flexible hours"},"cursor":"YXJyYXljb25uZWN0aW9uOjA="}],"pageInfo":{"hasNextPage":false}}}}',
        ["RW1wOjE="],
    ),
    (
        "graphql deal",
        '{"data":{"deals":{"edges":[{"node":{"id":"gid://crm/Deal/8812","title":"Renewal '
        '2027","contact":{"fullName":"Alaw '
        'Pennant"},"contractValue":{"amount":48000,"currencyCode":"EUR"},"stage":"negotiation"}}]}}}',
        ["gid://crm/Deal/8812"],
    ),
    (
        "bare numbers camel",
        '{"employeeId":"E-3391","grossPay":5210.44,"netPay":3880.02,"ytdGross":48211.9,"taxWithheld":902.11,"pensionEmployee":260.52,"hoursWorked":162.5}',
        ["E-3391", "162.5"],
    ),
    (
        "abbrev keys",
        '{"emp_no":"00412","emp_bday":"1989-07-04","bal_due":"730.00","amt_owed":"1125.40","arrears_amt":"2300.00","ctr_val":"125000","pin_cd":"8842","door_cd":"2580#","home_addr":"Slettbakkveien '
        '14B, 5089 Bergen"}',
        ["00412"],
    ),
    (
        "loan api",
        '{"loan":{"borrower":{"name":"Tegwen '
        'Morcom"},"principal":15000,"outstanding_principal":11232.18,"remaining_balance":11401.02,"installment_amount":312.50,"interest_rate":6.9,"next_due":"2027-01-05"}}',
        ["6.9", "2027-01-05"],
    ),
    (
        "tenant ledger",
        '{"tenant":{"name":"Ruan Keverne","unit":"Flat '
        '3","monthly_rent":1150,"deposit_held":1725,"arrears":2300,"lastPaymentDate":"2026-10-01"}}',
        ["2026-10-01"],
    ),
    (
        "pl payroll csv",
        "nr_prac;imie_nazwisko;wynagr_brutto;skladki_zus;zaliczka_pit;potracenia_komornicze;do_wyplaty\n"
        "0107;Bożywoj Krzemieniec;7 450,00;1 021,40;532,00;850,00;5 046,60\n"
        "0108;Mściwuja Dębiczna;6 980,00;956,66;488,00;0,00;5 535,34\n",
        ["0107"],
    ),
    (
        "in payroll csv lakh",
        "Emp Code,Employee Name,PAN,Basic,HRA,Special Allowance,Annual CTC,Net Take Home\n"
        'KX1021,Vihaan Raghunathan,ABCPR1234K,"45,000","22,500","18,250","12,45,000","74,310"\n',
        ["KX1021"],
    ),
    (
        "fr payroll csv quoted",
        '"Matricule";"Nom";"Salaire de base";"Prime d\'ancienneté";"Net à payer";"Date de naissance"\n'
        '"M0441";"Aurèle Fontbrune";"3 250,00";"162,50";"2 538,91";"07/09/1983"\n',
        ["M0441"],
    ),
    (
        "ja payroll tsv",
        "社員番号\t氏名\t基本給\t時間外手当\t通勤手当\t健康保険\t差引支給額\n000318\t鷲尾 千景\t312000\t41250\t15400\t15989\t268440\n",
        ["000318"],
    ),
    (
        "sv school tsv",
        "elev\tfödelsedatum\tallergi\tvårdnadshavare\tklass\n"
        "Ingegerd Blomqvist\t2014-05-09\tnötallergi\tOve Blomqvist\t6B\n",
        ["6B"],
    ),
    (
        "json hubspot props",
        '{"results":[{"id":"15678902345","properties":{"dealname":"Annual renewal – '
        'Pennant","amount":"48000","closedate":"2026-12-20T00:00:00Z","dealstage":"contractsent"}}]}',
        ["15678902345"],
    ),
    (
        "json soql",
        '{"totalSize":1,"done":true,"records":[{"attributes":{"type":"Opportunity","url":"/services/data/v60.0/sobjects/Opportunity/0065g00000XyZ"},"Name":"Renewal '
        'FY27","Amount":125000,"CloseDate":"2027-01-31","Account":{"Name":"Hosking Family Trust"}}]}',
        ["2027-01-31"],
    ),
    (
        "json tripletex",
        '{"value":{"id":88,"employee":{"firstName":"Torleiv","lastName":"Brattbakk","dateOfBirth":"1979-04-03"},"employmentDetails":[{"annualSalary":684000.0,"hourlyWage":0.0,"percentageOfFullTimeEquivalent":100.0}]}}',
        ["100.0"],
    ),
    (
        "json kingdee ascii",
        '{"\\u5458\\u5de5\\u7f16\\u53f7":"E0192","\\u59d3\\u540d":"\\u6b27\\u9633\\u5ff5\\u6148","\\u57fa\\u672c\\u5de5\\u8d44":"18500.00","\\u5b9e\\u53d1\\u5de5\\u8d44":"15230.40","\\u75c5\\u5047\\u539f\\u56e0":"\\u6025\\u6027\\u9611\\u5c3e\\u708e"}',
        ["E0192"],
    ),
    (
        "asana custom fields",
        '{"data":{"gid":"120","name":"Onboarding – '
        'Senan","custom_fields":[{"gid":"9","name":"Salary","type":"number","number_value":95000,"display_value":"95,000"},{"gid":"10","name":"Start","type":"date","date_value":{"date":"2027-01-04"}},{"gid":"11","name":"Health '
        'note","type":"text","text_value":"type 1 diabetes, needs breaks","display_value":"type 1 diabetes, needs '
        'breaks"}]}}',
        ["2027-01-04"],
    ),
    (
        "open banking balances",
        '{"Data":{"Balance":[{"AccountId":"22289","Amount":{"Amount":"1230.55","Currency":"GBP"},"CreditDebitIndicator":"Credit","Type":"InterimAvailable","DateTime":"2026-12-01T09:00:00+00:00"}]},"Links":{"Self":"https://api.bank.example/open-banking/v3.1/aisp/accounts/22289/balances"}}',
        ["22289"],
    ),
    (
        "linear graphql",
        '{"data":{"issues":{"nodes":[{"identifier":"PEO-88","title":"Payroll correction for '
        'Ruan","description":"Ruan Keverne was underpaid: his salary is €3,450 net, we paid €3,150. He also still '
        'owes €120 for the laptop bag.","priority":2}]}}}',
        ["PEO-88"],
    ),
    (
        "key val health",
        '{"metadata":[{"key":"dx_code","val":"M54.5"},{"key":"dx_text","val":"low back '
        'pain"},{"key":"clinic","val":"Northside"}]}',
        ["Northside"],
    ),
    (
        "label value pairs de",
        '{"felder":[{"bezeichnung":"Grundgehalt","wert":"4.120,00"},{"bezeichnung":"Kostenstelle","wert":"4410"},{"bezeichnung":"Schulden '
        'beim Arbeitgeber","wert":"350,00"}]}',
        ["4410"],
    ),
    (
        "price raise en",
        "Heads up: the vendor will raise the price of the Team plan to $14 per seat from March.",
        ["$14"],
    ),
    ("price aumento es", "El aumento de la tarifa eléctrica deja el kWh en 0,21 € desde enero.", ["0,21 €"]),
    ("price augmentation fr", "Augmentation du prix de l'abonnement Pro : 19 € par mois à partir de mars.", ["19 €"]),
    ("price aumento it", "Aumento listino: il modello base ora costa 1.290 € IVA inclusa.", ["1.290 €"]),
    ("zam price tr", "Doğalgaza zam geldi, faturalar ortalama 850 TL oldu.", ["850 TL"]),
    ("opslag storage nl", "Het opslag-abonnement kost € 4,99 per maand voor 100 GB.", ["€ 4,99"]),
    ("account fee en", "The Business account costs £12 per month on the standard plan.", ["£12"]),
    ("bank public", "The central bank injected €500 billion into the banking system last year.", ["€500 billion"]),
    ("stat per year", "The average salary in Norway is 690 000 per year according to SSB.", ["690 000"]),
    (
        "grid no person",
        '{"columns":["sku","price","stock","warehouse"],"rows":[["A-100","19.99",42,"Oslo"],["A-101","24.50",7,"Oslo"]]}',
        ["19.99", "24.50"],
    ),
    (
        "grid metrics",
        '{"schema":{"fields":[{"name":"service"},{"name":"latency_ms"},{"name":"errors"}]},"rows":[{"f":[{"v":"api"},{"v":"120"},{"v":"3"}]}]}',
        ["120"],
    ),
    ("baggage allowance", "Baggage allowance: 23 kg\nPrice: €89\n", ["23 kg", "€89"]),
    (
        "fields map non personal",
        '{"fields":[{"id":"f1","name":"Status"},{"id":"f2","name":"Priority"}],"issues":[{"id":"9","f1":"open","f2":"high"}]}',
        ["open", "high"],
    ),
    (
        "pay date",
        '{"employee":"Ffion Caradog","pay_date":"2026-11-28","salary_effective_date":"2026-04-01"}',
        ["2026-11-28", "2026-04-01"],
    ),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


@pytest.mark.parametrize(("label", "text", "values"), REALS, ids=[c[0] for c in REALS])
def test_a_persons_field_value_is_masked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        covered = {i for s in spans for i in range(max(s.start, k), min(s.end, k + len(v)))}
        need = {i for i in range(k, k + len(v)) if text[i].isalnum()}
        assert need <= covered, f"{label}: {v!r} not masked ({[s.text for s in spans]})"


@pytest.mark.parametrize(("label", "text", "values"), NOBODYS, ids=[c[0] for c in NOBODYS])
def test_a_value_of_nobody_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        hit = [s.text for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("pin_cd", "PASSWORD"),
        ("ctr_val", "FINANCIAL_AMOUNT"),
        ("sickRsn", "HEALTH"),
        ("bal_due", "FINANCIAL_AMOUNT"),
        ("wynagr_brutto", "SALARY"),
        ("potracenia_komornicze", "FINANCIAL_AMOUNT"),
        ("Lohnpfändung", "FINANCIAL_AMOUNT"),
        ("Net à payer", "SALARY"),
        ("時間外手当", "SALARY"),
        ("Sykefraværsårsak", "HEALTH"),
        ("allergi", "HEALTH"),
        ("dx_code", "HEALTH"),
        ("OpenBalanceDate", None),  # when, not what
        ("salary_effective_date", None),
        ("password_updated_at", None),
        ("Embargo", None),  # a press embargo, not a garnishment
        ("deposit", None),  # a hotel's or a product's deposit; a tenant's is ``deposit_held``
        ("date_of_birth", "DATE_OF_BIRTH"),
    ],
)
def test_field_names_of_fields18(key: str, expected: str | None) -> None:
    assert default_lexicon().classify(key) == expected
