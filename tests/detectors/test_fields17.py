"""Fields17 (issue 12): field-context values (salary, raise, bonus, debt, balance, health, date
of birth, user name, bank account, address, contract value) in the languages and shapes that
still leaked — he, hi, pl, es, ko, ar, it, pt, uk, vi, id, tr, sv, da, fi; chat exports,
markdown notes and tables, TSV/CSV with localised headers, OCR'd forms, JSON with localised keys.

Written fresh for this round from knowledge of the languages, not from any corpus split.
``REAL`` holds a person's values (every letter and digit must be masked); ``DECOYS`` their
twins that are nobody's — prices, statistics, document dates, clinic hours, system accounts
(no span may touch them).
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (what it is, text, values that must be masked)
REAL: list[tuple[str, str, list[str]]] = [
    # --- Hebrew -----------------------------------------------------------------------------
    ("he chat raise", "[09:12] דנה: המשכורת של יוסי עולה ל-18,500 ₪ ברוטו מינואר", ["18,500 ₪"]),
    (
        "he md table",
        "| שם | תאריך לידה | שכר חודשי |\n|---|---|---|\n| מיכל כהן | 14.03.1988 | 21,300 ₪ |",
        ["14.03.1988", "21,300 ₪"],
    ),
    ("he debt prose", "תזכורת: לאבי פרץ יש חוב של 4,250 ₪ לוועד הבית", ["4,250 ₪"]),
    (
        "he json health",
        '{"שם": "רונית אזולאי", "אבחנה": "סוכרת סוג 2", "תרופות": "מטפורמין 850 מ״ג"}',
        ["סוכרת סוג 2", "מטפורמין 850"],
    ),
    ("he born month name", "רונית נולדה ב-3 במרץ 1991 בחיפה", ["3 במרץ 1991"]),
    ("he dob month label", "תאריך לידה: 17 בנובמבר 1984", ["17 בנובמבר 1984"]),
    ("he username", "שם משתמש: dana_levi88", ["dana_levi88"]),
    ("he balance", "יתרה בחשבון של משה: 12,430.55 ₪", ["12,430.55 ₪"]),
    ("he bonus", "הבונוס של שירה השנה: 9,000 ₪", ["9,000 ₪"]),
    # --- Hindi ------------------------------------------------------------------------------
    ("hi salary prose", "राहुल शर्मा का मासिक वेतन ₹85,000 है", ["₹85,000"]),
    ("hi bonus", "राहुल को इस साल ₹20,000 का बोनस मिला", ["₹20,000"]),
    ("hi dob devanagari digits", "जन्म तिथि: १२/०८/१९९०", ["१२/०८/१९९०"]),
    ("hi dob month name", "जन्म तिथि: 5 मार्च 1987", ["5 मार्च 1987"]),
    ("hi debt", "बकाया राशि: ₹42,300 (सुनीता वर्मा)", ["₹42,300"]),
    ("hi health", "निदान: टाइप 2 मधुमेह\nदवा: मेटफॉर्मिन 500 mg", ["टाइप 2 मधुमेह", "मेटफॉर्मिन 500"]),
    ("hi address", "पता: 45, गांधी नगर, जयपुर 302015", ["45, गांधी नगर, जयपुर 302015"]),
    ("hi bank account", "खाता संख्या: 50100234567891", ["50100234567891"]),
    ("hi username", "उपयोगकर्ता नाम: rahul_sharma", ["rahul_sharma"]),
    ("hi salary devanagari", "वेतन: ₹७५,०००", ["₹७५,०००"]),
    ("hi balance", "खाते में शेष राशि: ₹1,24,560", ["₹1,24,560"]),
    # --- Polish -----------------------------------------------------------------------------
    (
        "pl tsv",
        "Imię i nazwisko\tData urodzenia\tWynagrodzenie brutto\nAnna Kowalska\t12.05.1985\t8 450,00 zł\n"
        "Piotr Wiśniewski\t03.11.1979\t11 200,00 zł\n",
        ["12.05.1985", "8 450,00 zł", "03.11.1979", "11 200,00 zł"],
    ),
    ("pl chat raise", "[10:02] Marek: Kasia dostaje podwyżkę do 9 200 zł netto od marca", ["9 200 zł"]),
    ("pl arrears", "Zaległość czynszowa Jana Nowaka wynosi 3 780,50 zł", ["3 780,50 zł"]),
    ("pl born month", "Jan Nowak, ur. 7 listopada 1979 w Krakowie", ["7 listopada 1979"]),
    ("pl sick reason", "Powód zwolnienia lekarskiego: zapalenie płuc", ["zapalenie płuc"]),
    ("pl login", "Login: jkowalski", ["jkowalski"]),
    ("pl balance", "Saldo rachunku: 12 340,17 zł", ["12 340,17 zł"]),
    ("pl debt owed", "Pan Nowak jest nam winien 2 500 zł za naprawę", ["2 500 zł"]),
    ("pl bonus", "Premia roczna dla Anny: 6 000 zł", ["6 000 zł"]),
    # --- Spanish ----------------------------------------------------------------------------
    (
        "es md table",
        "| Empleado | Salario bruto anual | Fecha de nacimiento |\n|---|---|---|\n"
        "| Lucía Martín | 34.500 € | 3 de mayo de 1990 |",
        ["34.500 €", "3 de mayo de 1990"],
    ),
    ("es chat raise", "Jorge: a Carmen le suben el sueldo a 2.350 € al mes", ["2.350 €"]),
    ("es debt", "Deuda pendiente de Pablo Ruiz: 1.240,00 €", ["1.240,00 €"]),
    ("es sick reason", "Motivo de la baja: lumbalgia aguda", ["lumbalgia aguda"]),
    ("es username", "Usuario: lmartin_90", ["lmartin_90"]),
    ("es balance", "Saldo disponible de Lucía: 5.432,10 €", ["5.432,10 €"]),
    ("es owes", "Pablo me debe 300 € de la cena", ["300 €"]),
    ("es born prose", "Lucía nació el 3 de mayo de 1990 en Sevilla", ["3 de mayo de 1990"]),
    # --- Korean -----------------------------------------------------------------------------
    ("ko annual salary", "김민수 연봉: 5,200만원", ["5,200만원"]),
    ("ko dob", "생년월일: 1992년 3월 15일", ["1992년 3월 15일"]),
    ("ko unpaid", "미납금: 1,250,000원 (이지은)", ["1,250,000원"]),
    ("ko health", "진단명: 당뇨병\n복용약: 메트포르민", ["당뇨병", "메트포르민"]),
    ("ko id", "아이디: minsu_kim", ["minsu_kim"]),
    ("ko address", "주소: 서울특별시 강남구 테헤란로 152", ["서울특별시 강남구 테헤란로 152"]),
    ("ko chat pay", "박지훈: 지영씨 이번 달 월급 320만원 들어왔대요", ["320만원"]),
    ("ko balance", "잔액: 3,482,000원", ["3,482,000원"]),
    # --- Arabic -----------------------------------------------------------------------------
    ("ar salary", "الراتب الشهري: 12,500 ريال", ["12,500"]),
    ("ar dob indic digits", "تاريخ الميلاد: ١٥/٠٤/١٩٨٩", ["١٥/٠٤/١٩٨٩"]),
    ("ar dob month name", "تاريخ الميلاد: 15 أبريل 1989", ["15 أبريل 1989"]),
    ("ar amount owed", "المبلغ المستحق على أحمد سالم: 3,400 دينار", ["3,400"]),
    ("ar diagnosis", "التشخيص: ارتفاع ضغط الدم", ["ارتفاع ضغط الدم"]),
    ("ar username", "اسم المستخدم: ahmad.salem", ["ahmad.salem"]),
    ("ar json indic salary", '{"الاسم": "فاطمة الزهراء", "الراتب": "٨٥٠٠ درهم"}', ["٨٥٠٠"]),
    ("ar balance", "رصيد الحساب: 7,820.40 درهم", ["7,820.40"]),
    # --- Italian ----------------------------------------------------------------------------
    (
        "it csv",
        "Nome,Cognome,RAL,Data di nascita\nGiulia,Rossi,38.000,12/09/1987\nMarco,Conti,41.500,02/01/1983\n",
        ["38.000", "12/09/1987", "41.500", "02/01/1983"],
    ),
    ("it chat raise", "Marco: a Francesca hanno dato un aumento, ora prende 2.100 € netti al mese", ["2.100 €"]),
    ("it residual debt", "Debito residuo di Luca Bianchi: 7.850 €", ["7.850 €"]),
    ("it absence reason", "Motivo dell'assenza: influenza con febbre alta", ["influenza con febbre alta"]),
    ("it born month", "Giulia Rossi, nata il 4 febbraio 1993 a Torino", ["4 febbraio 1993"]),
    ("it username", "Nome utente: gbianchi", ["gbianchi"]),
    # --- Portuguese -------------------------------------------------------------------------
    ("pt gross salary", "Salário bruto: R$ 7.800,00", ["7.800,00"]),
    ("pt dob month", "Data de nascimento: 22 de agosto de 1985", ["22 de agosto de 1985"]),
    ("pt debt", "A dívida do João Silva é de R$ 2.300,00", ["2.300,00"]),
    (
        "pt health",
        "Diagnóstico: depressão moderada\nMedicação: sertralina 50 mg",
        ["depressão moderada", "sertralina 50 mg"],
    ),
    ("pt username", "Usuário: joao.silva", ["joao.silva"]),
    ("pt chat raise", "Ana: o João recebeu aumento, agora ganha R$ 9.400 por mês", ["9.400"]),
    # --- Ukrainian --------------------------------------------------------------------------
    ("uk salary", "Зарплата Олени Коваленко: 32 000 грн", ["32 000 грн"]),
    ("uk dob month", "Дата народження: 12 березня 1990 р.", ["12 березня 1990"]),
    ("uk debt", "Заборгованість: 8 450,00 грн", ["8 450,00 грн"]),
    ("uk diagnosis", "Діагноз: бронхіальна астма", ["бронхіальна астма"]),
    ("uk login", "Логін: okovalenko", ["okovalenko"]),
    ("uk balance", "Залишок на рахунку: 15 230,45 грн", ["15 230,45 грн"]),
    ("uk born prose", "Олена народилася 5 травня 1988 року у Львові", ["5 травня 1988"]),
    # --- Vietnamese -------------------------------------------------------------------------
    ("vi salary", "Lương tháng của chị Lan: 18.500.000 đ", ["18.500.000 đ"]),
    ("vi dob", "Ngày sinh: 12/05/1991", ["12/05/1991"]),
    ("vi debt", "Số tiền còn nợ: 4.200.000 VND", ["4.200.000"]),
    ("vi diagnosis", "Chẩn đoán: viêm phổi", ["viêm phổi"]),
    ("vi username", "Tên đăng nhập: lan.nguyen", ["lan.nguyen"]),
    ("vi address", "Địa chỉ: 123 Lê Lợi, Quận 1, TP. Hồ Chí Minh", ["123 Lê Lợi, Quận 1"]),
    ("vi dob month words", "Ngày sinh: 12 tháng 5 năm 1991", ["12 tháng 5 năm 1991"]),
    # --- Indonesian -------------------------------------------------------------------------
    ("id salary", "Gaji pokok: Rp 8.500.000", ["8.500.000"]),
    ("id dob", "Tanggal lahir: 17 Agustus 1990", ["17 Agustus 1990"]),
    ("id debt", "Sisa utang Budi: Rp 3.200.000", ["3.200.000"]),
    ("id diagnosis", "Diagnosis: demam berdarah", ["demam berdarah"]),
    ("id username", "Nama pengguna: budi_santoso", ["budi_santoso"]),
    ("id account", "Nomor rekening: 1234567890 (BCA)", ["1234567890"]),
    ("id address", "Alamat: Jl. Merdeka No. 45, Bandung", ["Jl. Merdeka No. 45"]),
    ("id balance", "Saldo: Rp 12.450.000", ["12.450.000"]),
    # --- Turkish ----------------------------------------------------------------------------
    ("tr salary", "Ayşe Yılmaz'ın net maaşı 38.500 TL", ["38.500 TL"]),
    ("tr dob", "Doğum tarihi: 3 Mart 1988", ["3 Mart 1988"]),
    ("tr debt", "Kalan borç: 12.300 TL", ["12.300 TL"]),
    ("tr diagnosis", "Tanı: migren\nİlaç: sumatriptan", ["migren", "sumatriptan"]),
    ("tr username", "Kullanıcı adı: ayilmaz", ["ayilmaz"]),
    ("tr balance", "Hesap bakiyesi: 4.870,25 TL", ["4.870,25 TL"]),
    # --- Swedish ----------------------------------------------------------------------------
    ("sv monthly pay", "Månadslön: 42 000 kr", ["42 000 kr"]),
    ("sv dob", "Födelsedatum: 3 mars 1984", ["3 mars 1984"]),
    ("sv debt", "Erik har en skuld hos Kronofogden på 18 500 kr", ["18 500 kr"]),
    ("sv sick reason", "Orsak till sjukskrivning: utmattningssyndrom", ["utmattningssyndrom"]),
    ("sv username", "Användarnamn: erik.lind", ["erik.lind"]),
    ("sv balance", "Saldo på Eriks konto: 8 320,50 kr", ["8 320,50 kr"]),
    # --- Danish -----------------------------------------------------------------------------
    ("da monthly pay", "Månedsløn: 38.000 kr.", ["38.000 kr"]),
    ("da dob", "Fødselsdato: 14. april 1979", ["14. april 1979"]),
    ("da remaining debt", "Restgæld: 125.000 kr.", ["125.000 kr"]),
    ("da illness", "Sygdom: diskusprolaps", ["diskusprolaps"]),
    ("da username", "Brugernavn: mette_h", ["mette_h"]),
    # --- Finnish ----------------------------------------------------------------------------
    ("fi monthly pay", "Kuukausipalkka: 3 800 €", ["3 800 €"]),
    ("fi born month", "Matti Virtanen, syntynyt 5. kesäkuuta 1990", ["5. kesäkuuta 1990"]),
    ("fi debt", "Velka: 2 450 €", ["2 450 €"]),
    ("fi diagnosis", "Diagnoosi: masennus", ["masennus"]),
    ("fi username", "Käyttäjätunnus: mvirtanen", ["mvirtanen"]),
    # --- harder shapes: chat prose with inflected cue words ----------------------------------
    ("pl chat earns", "[14:20] Ola: Tomek zarabia teraz 12 400 zł brutto, dostał awans", ["12 400 zł"]),
    ("pl chat payout", "Wypłata Tomka za listopad: 6 870 zł", ["6 870 zł"]),
    ("pl chat debts", "Tomek ma długi na 15 000 zł w trzech bankach", ["15 000 zł"]),
    ("pl chat salary inflected", "Ania pyta, czy jej pensję podniosą do 10 500 zł", ["10 500 zł"]),
    ("he chat earns", "[08:40] נועה: יוסי מרוויח 22,000 ₪ בחודש", ["22,000 ₪"]),
    ("he chat debt", "לדני יש חוב של 3,200 ₪ לחברת האשראי", ["3,200 ₪"]),
    ("he chat salary prefixed", "ומשכורתו של אבי היא 17,800 ₪", ["17,800 ₪"]),
    ("es chat earns", "[12:03] Marta: Carmen cobra 2.800 € al mes y su bonus es de 3.000 €", ["2.800 €", "3.000 €"]),
    ("es chat owes bank", "Pablo debe 1.500 € al banco desde marzo", ["1.500 €"]),
    ("es chat diagnosed", "A Carmen le diagnosticaron diabetes tipo 2 el mes pasado", ["diabetes tipo 2"]),
    ("ko chat raise", "지영씨 월급이 350만원으로 올랐어요", ["350만원"]),
    ("ko chat debt", "민수는 카드빚이 200만원 있어요", ["200만원"]),
    ("ar chat earns", "يتقاضى أحمد راتباً قدره 9,000 ريال شهرياً", ["9,000"]),
    ("ar chat debt", "على خالد دين بقيمة 5,000 دينار للبنك", ["5,000"]),
    ("ar born prose", "وُلدت سارة في 3 مارس 1985 في عمّان", ["3 مارس 1985"]),
    ("it chat earns", "Francesca guadagna 2.400 € al mese", ["2.400 €"]),
    ("it chat owes", "Luca deve ancora 800 € a Marco per l'affitto", ["800 €"]),
    ("it chat sick", "Paolo è in malattia per una lombosciatalgia fino a venerdì", ["lombosciatalgia"]),
    ("hi chat salary", "सुनीता की तनख्वाह ₹45,000 है", ["₹45,000"]),
    ("hi chat loan", "उस पर ₹1,20,000 का कर्ज़ है", ["₹1,20,000"]),
    ("hi born prose", "सुनीता का जन्म 12 मार्च 1990 को हुआ था", ["12 मार्च 1990"]),
    ("pt chat owes", "O Pedro deve R$ 1.200 ao condomínio", ["1.200"]),
    ("tr chat earns", "Mehmet ayda 42.000 TL kazanıyor", ["42.000 TL"]),
    ("tr chat debt", "Mehmet'in bankaya 25.000 TL borcu var", ["25.000 TL"]),
    ("vi chat salary", "Lan: lương của anh Minh tháng này là 22 triệu đồng", ["22 triệu đồng"]),
    ("id chat salary", "Gaji Budi bulan ini Rp 9.750.000, belum termasuk bonus", ["9.750.000"]),
    ("id chat owes", "Budi masih berutang Rp 2.000.000 ke saya", ["2.000.000"]),
    ("sv chat earns", "Erik tjänar 46 000 kr i månaden", ["46 000 kr"]),
    ("da chat earns", "Mette tjener 41.000 kr. om måneden", ["41.000 kr"]),
    ("fi chat earns", "Matti ansaitsee 4 100 € kuussa", ["4 100 €"]),
    ("uk chat earns", "Олена отримує 35 000 грн на місяць", ["35 000 грн"]),
    ("uk chat owes", "Андрій винен банку 12 000 грн", ["12 000 грн"]),
    # --- markdown and TSV with localised headers --------------------------------------------
    (
        "pl md",
        "| Pracownik | Pensja | Data ur. |\n|---|---|---|\n| Ewa Zielińska | 7 900 zł | 21.02.1991 |\n"
        "| Adam Lewandowski | 9 350 zł | 30.09.1986 |",
        ["7 900 zł", "21.02.1991", "9 350 zł", "30.09.1986"],
    ),
    (
        "he md",
        "| עובד | משכורת | חוב |\n|---|---|---|\n| אבי פרץ | 16,400 | 2,100 |\n| שירה לוי | 19,250 | 0 |",
        ["16,400", "2,100", "19,250"],
    ),
    (
        "ko md",
        "| 이름 | 연봉 | 생년월일 |\n|---|---|---|\n| 김민수 | 5,200만원 | 1992.03.15 |\n| 이지은 | 4,800만원 | 1990.11.02 |",
        ["5,200만원", "1992.03.15", "4,800만원", "1990.11.02"],
    ),
    (
        "hi md",
        "| नाम | वेतन | जन्म तिथि |\n|---|---|---|\n| राहुल शर्मा | ₹85,000 | 12-08-1990 |\n"
        "| सुनीता वर्मा | ₹72,500 | 03-01-1988 |",
        ["₹85,000", "12-08-1990", "₹72,500", "03-01-1988"],
    ),
    (
        "ar md",
        "| الاسم | الراتب | تاريخ الميلاد |\n|---|---|---|\n| أحمد سالم | 12,500 | 1989-04-15 |\n"
        "| فاطمة علي | 11,000 | 1992-07-30 |",
        ["12,500", "1989-04-15", "11,000", "1992-07-30"],
    ),
    (
        "it md",
        "| Dipendente | Stipendio netto | Debito |\n|---|---|---|\n| Luca Bianchi | 1.950 € | 640 € |\n"
        "| Sara Greco | 2.240 € | 0 € |",
        ["1.950 €", "640 €", "2.240 €"],
    ),
    (
        "es md",
        "| Nombre | Sueldo | Adeudo | Fecha nac. |\n|---|---|---|---|\n| Pablo Ruiz | 2.100 € | 450 € | 08/07/1989 |",
        ["2.100 €", "450 €", "08/07/1989"],
    ),
    (
        "es tsv",
        "nombre\tsueldo_mensual\tdeuda\tfecha_nacimiento\nLucía Martín\t2350\t1240\t1990-05-03\n"
        "Pablo Ruiz\t2100\t450\t1989-07-08\n",
        ["2350", "1240", "1990-05-03", "2100", "450", "1989-07-08"],
    ),
    (
        "tr tsv",
        "Ad Soyad\tMaaş\tBorç\tDoğum Tarihi\nAyşe Yılmaz\t38500\t1200\t03.03.1988\nMehmet Kaya\t42000\t0\t11.12.1985\n",
        ["38500", "1200", "03.03.1988", "42000", "11.12.1985"],
    ),
    (
        "pt csv",
        "nome;salario;divida;data_nascimento\nJoão Silva;7800,00;2300,00;1985-08-22\nAna Souza;6400,00;0,00;1991-02-14\n",
        ["7800,00", "2300,00", "1985-08-22", "6400,00", "1991-02-14"],
    ),
    (
        "sv csv",
        "namn,månadslön,skuld,födelsedatum\nErik Lind,42000,18500,1984-03-03\nAnna Berg,39500,0,1990-06-12\n",
        ["42000", "18500", "1984-03-03", "39500", "1990-06-12"],
    ),
    (
        "uk tsv",
        "ПІБ\tЗарплата\tБорг\tДата народження\nКоваленко Олена\t32000\t8450\t12.03.1990\n",
        ["32000", "8450", "12.03.1990"],
    ),
    (
        "vi tsv",
        "Họ tên\tLương\tCòn nợ\tNgày sinh\nNguyễn Thị Lan\t18500000\t4200000\t12/05/1991\n",
        ["18500000", "4200000", "12/05/1991"],
    ),
    (
        "fi csv",
        "nimi;palkka;velka;syntymäaika\nMatti Virtanen;3800;2450;5.6.1990\n",
        ["3800", "2450", "5.6.1990"],
    ),
    (
        "da csv",
        "navn;løn;gæld;fødselsdato\nMette Hansen;38000;125000;14-04-1979\n",
        ["38000", "125000", "14-04-1979"],
    ),
    (
        "id csv",
        "nama,gaji,utang,tanggal_lahir,username\nBudi Santoso,8500000,3200000,1990-08-17,budi_santoso\n",
        ["8500000", "3200000", "1990-08-17", "budi_santoso"],
    ),
    # --- JSON with localised keys -----------------------------------------------------------
    ("pl json", '{"imie_nazwisko": "Ewa Zielińska", "wynagrodzenie": 7900, "zadluzenie": 1250.5}', ["7900", "1250.5"]),
    ("he json", '{"שם": "אבי פרץ", "משכורת": 16400, "יתרה": 2310.75}', ["16400", "2310.75"]),
    (
        "ko json",
        '{"이름": "김민수", "급여": 4300000, "생년월일": "1992-03-15", "아이디": "minsu_kim"}',
        ["4300000", "1992-03-15", "minsu_kim"],
    ),
    ("hi json", '{"नाम": "राहुल शर्मा", "वेतन": 85000, "बकाया": 42300}', ["85000", "42300"]),
    (
        "ar json",
        '{"الاسم": "أحمد سالم", "الراتب": 12500, "الدين": 3400, "تاريخ_الميلاد": "1989-04-15"}',
        ["12500", "3400", "1989-04-15"],
    ),
    (
        "it json",
        '{"nome": "Luca Bianchi", "stipendio": 1950, "debito_residuo": 7850, "data_nascita": "1983-01-02"}',
        ["1950", "7850", "1983-01-02"],
    ),
    (
        "tr json",
        '{"ad_soyad": "Ayşe Yılmaz", "maas": 38500, "borc": 12300, "kullanici_adi": "ayilmaz"}',
        ["38500", "12300", "ayilmaz"],
    ),
    (
        "vi json",
        '{"ho_ten": "Nguyễn Thị Lan", "luong": 18500000, "ngay_sinh": "1991-05-12"}',
        ["18500000", "1991-05-12"],
    ),
    (
        "id json",
        '{"nama": "Budi Santoso", "gaji": 8500000, "sisa_utang": 3200000, "tgl_lahir": "1990-08-17"}',
        ["8500000", "3200000", "1990-08-17"],
    ),
    # --- OCR'd forms ------------------------------------------------------------------------
    (
        "pl ocr dots",
        "Nazwisko i imię ........ Kowalska Anna\nData ur. ........ 12.05.1985\nWynagrodzenie ..... 8 450,00 zł",
        ["12.05.1985", "8 450,00 zł"],
    ),
    ("es ocr broken", "Sala rio bruto : 2.350,00 €\nFecha de naci miento : 03/05/1990", ["2.350,00 €", "03/05/1990"]),
    ("it ocr spaced", "S T I P E N D I O : 2.100,00 €\nData di na scita: 04/02/1993", ["2.100,00 €", "04/02/1993"]),
    ("pt ocr", "SALARIO BASE .... R$ 7.800,00\nDATA NASC. ..... 22/08/1985", ["7.800,00", "22/08/1985"]),
    ("tr ocr", "MAAŞ  :  38.500,00 TL\nDOĞUM TARİHİ  :  03.03.1988", ["38.500,00 TL", "03.03.1988"]),
    ("he ocr", "שכר  ברוטו :  18,500 ₪\nתאריך  לידה :  14/03/1988", ["18,500 ₪", "14/03/1988"]),
    # --- health, births and handles said in prose -------------------------------------------
    (
        "es chat health",
        "[09:14] Inés: a mi madre le han detectado una insuficiencia cardiaca, está ingresada",
        ["insuficiencia cardiaca"],
    ),
    (
        "es note health",
        "Notas\n\nPablo tiene fibromialgia y toma pregabalina por las noches.",
        ["fibromialgia", "pregabalina"],
    ),
    (
        "it chat health",
        "Giorgio: la mamma di Sara ha la sclerosi laterale amiotrofica, è molto dura",
        ["sclerosi laterale amiotrofica"],
    ),
    (
        "pl chat health",
        "Kasia: tata ma cukrzycę typu 2 i nadciśnienie, bierze metforminę",
        ["cukrzycę typu 2", "nadciśnienie"],
    ),
    ("pl chat sick leave", "Tomek jest na L4 do piątku, ma zapalenie oskrzeli", ["zapalenie oskrzeli"]),
    ("he chat health", "נועה: לאבא של דני יש סרטן ריאות, הוא מתחיל כימותרפיה", ["סרטן ריאות"]),
    ("ar chat health", "سلمى: والدتي مصابة بمرض السكري من النوع الثاني", ["السكري"]),
    ("hi chat health", "सुनीता को अस्थमा है, वो इनहेलर लेती है", ["अस्थमा"]),
    ("ko chat health", "지영: 민수 씨가 우울증 때문에 약을 먹고 있대요", ["우울증"]),
    ("tr chat health", "Ayşe: babamın kalp yetmezliği var, hastanede yatıyor", ["kalp yetmezliği"]),
    ("pt chat health", "Ana: o meu pai tem doença de Parkinson desde 2019", ["doença de Parkinson"]),
    ("uk chat health", "Олена: у мами цукровий діабет другого типу", ["цукровий діабет"]),
    ("vi chat health", "Lan: bố mình bị tiểu đường tuýp 2 lâu rồi", ["tiểu đường tuýp 2"]),
    ("sv chat health", "Erik: min fru har fått diagnosen bröstcancer", ["bröstcancer"]),
    ("da chat health", "Mette: min søn har fået konstateret type 1-diabetes", ["type 1-diabetes"]),
    ("fi chat health", "Matti: vaimollani todettiin rintasyöpä viime viikolla", ["rintasyöpä"]),
    ("pl born prose", "Ewa urodziła się 21 lutego 1991 roku w Poznaniu", ["21 lutego 1991"]),
    ("it born prose", "Luca è nato il 2 gennaio 1983 a Bari", ["2 gennaio 1983"]),
    ("pt born prose", "O João nasceu em 22 de agosto de 1985", ["22 de agosto de 1985"]),
    ("tr born prose", "Ayşe 3 Mart 1988 doğumlu", ["3 Mart 1988"]),
    ("id born prose", "Budi lahir pada 17 Agustus 1990 di Bandung", ["17 Agustus 1990"]),
    ("sv born prose", "Erik föddes den 3 mars 1984 i Umeå", ["3 mars 1984"]),
    ("da born prose", "Mette er født den 14. april 1979 i Aarhus", ["14. april 1979"]),
    ("uk dob label", "Дата нар.: 12.03.1990", ["12.03.1990"]),
    ("pl dob abbrev", "Data ur.: 12.05.1985", ["12.05.1985"]),
    ("es dob abbrev", "F. nacimiento: 03/05/1990", ["03/05/1990"]),
    ("pl chat handle", "Ola: napisz do @tomek_nowak na Slacku", ["tomek_nowak"]),
    ("es chat login", "Marta: mi usuario es marta.gil91 y la contraseña te la paso por privado", ["marta.gil91"]),
    ("it chat login", "Sara: il mio username è sgreco_84", ["sgreco_84"]),
    ("tr chat login", "Mehmet: kullanıcı adım mkaya88", ["mkaya88"]),
    ("ko chat login", "지영: 제 아이디는 jiyoung_lee 예요", ["jiyoung_lee"]),
    # --- notes, accounts, addresses and contracts ------------------------------------------
    (
        "pl note first person",
        "Notatki\n\nMoja pensja: 7 200 zł netto. Na koncie mam 3 410,55 zł.\nKredyt hipoteczny: zostało 212 000 zł.",
        ["7 200 zł", "3 410,55 zł", "212 000 zł"],
    ),
    (
        "it note first person",
        "Appunti\n\nIl mio stipendio è di 1.850 € netti. Sul conto ho 2.940,10 €.\nMutuo residuo: 96.000 €.",
        ["1.850 €", "2.940,10 €", "96.000 €"],
    ),
    (
        "he note first person",
        "הערות\n\nהמשכורת שלי 14,200 ₪ נטו. בחשבון יש לי 6,300 ₪.\nנשאר לי חוב של 48,000 ₪ על המשכנתא.",
        ["14,200 ₪", "6,300 ₪", "48,000 ₪"],
    ),
    (
        "ko note first person",
        "메모\n\n내 월급 310만원. 통장 잔고 540만원.\n전세 보증금 2억 3천만원.",
        ["310만원", "540만원", "2억 3천만원"],
    ),
    (
        "hi note first person",
        "नोट्स\n\nमेरी सैलरी ₹62,000 है। खाते में ₹18,400 बचे हैं।\nहोम लोन का ₹14,50,000 बाकी है।",
        ["₹62,000", "₹18,400", "₹14,50,000"],
    ),
    (
        "ar note first person",
        "ملاحظات\n\nراتبي ٩٬٥٠٠ درهم. في حسابي ٢٬٣٠٠ درهم.\nباقي القرض ٤٠٬٠٠٠ درهم.",
        ["٩٬٥٠٠", "٢٬٣٠٠", "٤٠٬٠٠٠"],
    ),
    (
        "es note first person",
        "Apuntes\n\nMi nómina: 1.980 € netos. En la cuenta tengo 845,20 €.\nMe quedan 7.300 € del préstamo del coche.",
        ["1.980 €", "845,20 €", "7.300 €"],
    ),
    (
        "pl account context",
        "Przelew proszę na konto Anny: 12 1020 5558 0000 1234 5678 9012",
        ["12 1020 5558 0000 1234 5678 9012"],
    ),
    ("ko account chat", "지영: 회비는 제 계좌로 보내주세요 110-338-414074 (신한)", ["110-338-414074"]),
    ("he account", "מספר חשבון: 12-345-678901 (בנק לאומי)", ["12-345-678901"]),
    ("hi account prose", "पैसे मेरे खाते 50100234567891 में भेज दो", ["50100234567891"]),
    ("es account", "Cuenta: 0049 1500 05 1234567890 (Santander)", ["0049 1500 05 1234567890"]),
    ("pl address", "Adres: ul. Długa 5/3, 00-238 Warszawa", ["ul. Długa 5/3, 00-238 Warszawa"]),
    ("he address", "כתובת: רחוב הרצל 12, תל אביב", ["רחוב הרצל 12"]),
    ("ar address", "العنوان: شارع الملك فهد 24، الرياض", ["شارع الملك فهد 24"]),
    ("it address prose", "Luca abita in Via Garibaldi 14, 10122 Torino", ["Via Garibaldi 14, 10122 Torino"]),
    ("es address prose", "Carmen vive en Calle Mayor 9, 3º B, 28013 Madrid", ["Calle Mayor 9, 3º B, 28013 Madrid"]),
    ("pl rent", "Umowa najmu: czynsz 2 800 zł miesięcznie, kaucja 5 600 zł", ["2 800 zł", "5 600 zł"]),
    ("it rent", "Contratto di locazione: canone mensile 950 €, deposito cauzionale 1.900 €", ["950 €", "1.900 €"]),
    ("tr rent", "Kira sözleşmesi: aylık kira 18.000 TL, depozito 36.000 TL", ["18.000 TL", "36.000 TL"]),
    ("ko rent", "월세 85만원, 보증금 1,000만원으로 계약했어요", ["85만원", "1,000만원"]),
    ("pl username csv", "login;imię;dział\nakowalska;Anna;HR\npnowak;Piotr;IT\n", ["akowalska", "pnowak"]),
    (
        "tr username md",
        "| Kullanıcı | Ad Soyad |\n|---|---|\n| ayilmaz | Ayşe Yılmaz |\n| mkaya | Mehmet Kaya |",
        ["ayilmaz", "mkaya"],
    ),
    ("es slack handle", "Contacto en Slack: @lucia.martin", ["lucia.martin"]),
    ("he handle", "הטלגרם של דנה: @dana_levi", ["dana_levi"]),
    # --- payslips and pay tables -------------------------------------------------------------
    (
        "he payslip",
        "תלוש משכורת - נובמבר 2026\nשם העובד: מיכל כהן\nשכר יסוד 15,800.00\nשעות נוספות 1,240.00\nביטוח לאומי 612.40\nמס הכנסה 1,905.00\nנטו לתשלום 13,522.60",
        ["15,800.00", "1,240.00", "612.40", "1,905.00", "13,522.60"],
    ),
    (
        "hi payslip",
        "सैलरी स्लिप - नवंबर 2026\nकर्मचारी: राहुल शर्मा\nमूल वेतन ₹45,000\nएचआरए ₹18,000\nपीएफ कटौती ₹5,400\nशुद्ध वेतन ₹57,600",
        ["₹45,000", "₹18,000", "₹5,400", "₹57,600"],
    ),
    (
        "id payslip",
        "SLIP GAJI November 2026\nNama: Budi Santoso\nGaji Pokok      Rp 8.500.000\nTunjangan Transport      Rp 750.000\nBPJS Kesehatan      Rp 85.000\nTotal Diterima      Rp 9.165.000",
        ["8.500.000", "750.000", "85.000", "9.165.000"],
    ),
    (
        "ar payslip",
        "قسيمة راتب - نوفمبر 2026\nالموظف: أحمد سالم\nالراتب الأساسي 9,000.00\nبدل سكن 2,250.00\nالتأمينات 877.50\nصافي الراتب 10,372.50",
        ["9,000.00", "2,250.00", "877.50", "10,372.50"],
    ),
    (
        "ko payslip",
        "급여명세서 (2026년 11월)\n성명: 김민수\n기본급 3,200,000원\n식대 200,000원\n국민연금 144,000원\n실수령액 2,912,000원",
        ["3,200,000원", "200,000원", "144,000원", "2,912,000원"],
    ),
    (
        "vi payslip",
        "BẢNG LƯƠNG THÁNG 11/2026\nHọ tên: Nguyễn Thị Lan\nLương cơ bản 15.000.000\nPhụ cấp 2.000.000\nBHXH 1.200.000\nThực lĩnh 15.800.000",
        ["15.000.000", "2.000.000", "1.200.000", "15.800.000"],
    ),
    (
        "pl md pay table",
        "| Pracownik | Brutto | Netto | Premia |\n|---|---|---|---|\n| Anna Kowalska | 9 800,00 | 7 102,35 | 1 500,00 |\n"
        "| Piotr Wiśniewski | 11 200,00 | 8 094,10 | 0,00 |",
        ["9 800,00", "7 102,35", "1 500,00", "11 200,00", "8 094,10"],
    ),
    (
        "hi md ctc",
        "| कर्मचारी | CTC | इन-हैंड |\n|---|---|---|\n| राहुल शर्मा | ₹14,40,000 | ₹98,500 |\n| सुनीता वर्मा | ₹12,00,000 | ₹82,300 |",
        ["₹14,40,000", "₹98,500", "₹12,00,000", "₹82,300"],
    ),
    (
        "it tsv ral",
        "Dipendente\tRAL\tSuperminimo\nGiulia Rossi\t38.000\t2.400\nMarco Conti\t41.500\t0\n",
        ["38.000", "2.400", "41.500"],
    ),
    (
        "ko tsv",
        "성명\t연봉\t성과급\n김민수\t52,000,000\t3,000,000\n이지은\t48,000,000\t2,500,000\n",
        ["52,000,000", "3,000,000", "48,000,000", "2,500,000"],
    ),
    (
        "he tsv",
        "שם\tשכר ברוטו\tבונוס\nמיכל כהן\t21,300\t4,000\nאבי פרץ\t16,400\t2,500\n",
        ["21,300", "4,000", "16,400", "2,500"],
    ),
    (
        "ar tsv",
        "الاسم\tالراتب الأساسي\tالبدلات\nأحمد سالم\t9000\t2250\nفاطمة علي\t8500\t2000\n",
        ["9000", "2250", "8500", "2000"],
    ),
    # --- conditions said with "has" in notes and chat ----------------------------------------
    ("es note has", "Apuntes\n\nPablo tiene celiaquía y no puede comer gluten.", ["celiaquía"]),
    (
        "es note has 2",
        "Notas de la reunión\n\nMarta tiene hipotiroidismo, toma eutirox cada mañana.",
        ["hipotiroidismo"],
    ),
    ("it note has", "Appunti\n\nGiorgio soffre di emicrania cronica da anni.", ["emicrania cronica"]),
    ("it note has 2", "Sara ha il morbo di Crohn, evitare cene di lavoro piccanti.", ["morbo di Crohn"]),
    ("pt note has", "Notas\n\nA Ana tem lúpus e faz tratamento no Hospital de Santa Maria.", ["lúpus"]),
    ("pl note has", "Notatki\n\nTomek ma astmę oskrzelową, nie może biegać.", ["astmę oskrzelową"]),
    ("pl note has 2", "Ewa choruje na depresję od dwóch lat.", ["depresję"]),
    ("he note has", "הערות\n\nלדנה יש פיברומיאלגיה והיא צריכה כיסא ארגונומי.", ["פיברומיאלגיה"]),
    ("he note has 2", "יוסי סובל מאפילפסיה, חשוב לדעת בטיולים.", ["אפילפסיה"]),
    ("ko note has", "메모\n\n민수는 공황장애가 있어서 엘리베이터를 못 타요.", ["공황장애"]),
    ("ko note has 2", "지영 씨는 갑상선암 수술 후 회복 중이에요.", ["갑상선암"]),
    ("ar note has", "ملاحظات\n\nسالم عنده فقر دم ويحتاج إلى مكملات الحديد.", ["فقر دم"]),
    ("ar note has 2", "فاطمة تعاني من الصداع النصفي المزمن.", ["الصداع النصفي"]),
    ("hi note has", "नोट्स\n\nराहुल को माइग्रेन है, तेज़ रोशनी से बचना है।", ["माइग्रेन"]),
    ("hi note has 2", "सुनीता को थायराइड की समस्या है।", ["थायराइड"]),
    ("tr note has", "Notlar\n\nMehmet'in çölyak hastalığı var.", ["çölyak hastalığı"]),
    ("uk note has", "Нотатки\n\nАндрій має епілепсію, треба знати колегам.", ["епілепсію"]),
    ("vi note has", "Ghi chú\n\nAnh Minh bị trầm cảm, đang điều trị.", ["trầm cảm"]),
    ("id note has", "Catatan\n\nBudi punya penyakit asma sejak kecil.", ["asma"]),
    ("sv note has", "Anteckningar\n\nErik har celiaki och äter glutenfritt.", ["celiaki"]),
    ("da note has", "Noter\n\nMette har sklerose og arbejder på nedsat tid.", ["sklerose"]),
    ("fi note has", "Muistiinpanot\n\nMatilla on keliakia, huomioi lounaalla.", ["keliakia"]),
    # --- logins after the word for user, "logged in as", assignee and author labels ---------
    ("login mention 1", "Zalogowany jako akowalska (ostatnie logowanie 2026-11-30)", ["akowalska"]),
    ("login mention 2", "Ewa: mój nick na Discordzie to ewcia_z#4821", ["ewcia_z"]),
    ("login mention 3", "IG: @marta.gil91 · TikTok: @martagil", ["marta.gil91"]),
    ("login mention 4", "Telegram: t.me/dana_levi88", ["dana_levi88"]),
    ("login mention 5", "github.com/mkaya88 — Mehmet'in projeleri", ["mkaya88"]),
    ("login mention 6", "/home/akowalska/projekty/raport.xlsx", ["akowalska"]),
    ("login mention 7", "C:\\Users\\gbianchi\\Documents\\cedolino.pdf", ["gbianchi"]),
    ("login mention 8", "ssh rsharma@build01.internal", ["rsharma"]),
    ("login mention 9", "cc @lucia.martin @pablo_ruiz — revisad el PR", ["pablo_ruiz"]),
    ("login mention 10", "Przypisane do: pnowak", ["pnowak"]),
    ("login mention 11", "Asignado a: lmartin", ["lmartin"]),
    ("login mention 12", "| Autor | Komentarz |\n|---|---|\n| akowalska | poprawione |", ["akowalska"]),
    ("login mention 13", "민수 인스타 아이디 minsu.kim_92 예요", ["minsu.kim_92"]),
    ("login mention 14", "הכינוי שלי בטוויטר הוא dana_levi", ["dana_levi"]),
    ("login mention 16", "मेरा इंस्टाग्राम हैंडल @rahul.sharma21 है", ["rahul.sharma21"]),
    ("login mention 17", "Kullanıcı mkaya88 sisteme giriş yaptı", ["mkaya88"]),
    ("login mention 18", "Користувач okovalenko увійшов у систему", ["okovalenko"]),
    ("login mention 19", "Người dùng lan.nguyen đã đăng nhập lúc 08:12", ["lan.nguyen"]),
    ("login mention 20", "Pengguna budi_santoso berhasil login", ["budi_santoso"]),
    ("login mention 21", "Användaren erik.lind loggade in kl. 08:12", ["erik.lind"]),
    ("login mention 22", "Brugeren mette_h har nulstillet sin adgangskode", ["mette_h"]),
    ("login mention 23", "Käyttäjä mvirtanen kirjautui sisään", ["mvirtanen"]),
    ("login mention 24", "L'utente gbianchi ha effettuato l'accesso", ["gbianchi"]),
    ("login mention 25", "El usuario lmartin_90 inició sesión", ["lmartin_90"]),
    ("login mention 26", "O usuário joao.silva fez login às 09:14", ["joao.silva"]),
    ("login mention 27", "Użytkownik akowalska zalogował się o 08:12", ["akowalska"]),
    ("login mention 28", "המשתמש dana_levi88 התחבר למערכת", ["dana_levi88"]),
    ("login mention 29", "المستخدم ahmad.salem سجل الدخول", ["ahmad.salem"]),
    ("login mention 30", "उपयोगकर्ता rahul_sharma ने लॉग इन किया", ["rahul_sharma"]),
    ("login mention 31", "사용자 minsu_kim 님이 로그인했습니다", ["minsu_kim"]),
    ("login mention 32", '{"kullanici": "ayilmaz", "rol": "editor"}', ["ayilmaz"]),
    ("login mention 33", '{"uzytkownik": "akowalska"}', ["akowalska"]),
    ("login mention 34", '{"usuario": "lmartin"}', ["lmartin"]),
    ("login mention 35", '{"utente": "gbianchi"}', ["gbianchi"]),
    ("login mention 36", '{"משתמש": "dana_levi"}', ["dana_levi"]),
    ("login mention 37", '{"المستخدم": "ahmad.salem"}', ["ahmad.salem"]),
    ("login mention 38", '{"사용자": "minsu_kim"}', ["minsu_kim"]),
    ("login mention 39", "user;email\nakowalska;anna.k@example.pl", ["akowalska"]),
    ("login mention 40", "Nick\tImię\nkasia_w\tKatarzyna", ["kasia_w"]),
    # --- the value answered in the next turn of a chat or call transcript -------------------
    ("answer in next turn 1", "[10:01] Ola: Ile zarabia teraz Tomek?\n[10:02] Marek: 12 400 zł brutto", ["12 400 zł"]),
    (
        "answer in next turn 2",
        "[10:01] Jorge: ¿Cuánto cobra Carmen ahora?\n[10:02] Marta: unos 2.800 € netos",
        ["2.800 €"],
    ),
    ("answer in next turn 3", "[10:01] נועה: כמה יוסי מרוויח?\n[10:02] דני: בערך 22,000 ₪", ["22,000 ₪"]),
    ("answer in next turn 4", "[10:01] 지영: 민수 연봉 얼마예요?\n[10:02] 지훈: 5,200만원이요", ["5,200만원"]),
    ("answer in next turn 5", "[10:01] Sara: Quanto guadagna Luca?\n[10:02] Marco: 2.100 € netti", ["2.100 €"]),
    ("answer in next turn 6", "[10:01] राहुल: सुनीता की सैलरी कितनी है?\n[10:02] अमित: ₹45,000 महीना", ["₹45,000"]),
    ("answer in next turn 7", "[10:01] Ayşe: Mehmet ne kadar borçlu?\n[10:02] Can: 25.000 TL", ["25.000 TL"]),
    ("answer in next turn 8", "[10:01] سلمى: كم راتب أحمد؟\n[10:02] خالد: 9,000 ريال", ["9,000"]),
    ("answer in next turn 9", "[10:01] Ana: Quanto o Pedro deve ao condomínio?\n[10:02] João: R$ 1.200", ["1.200"]),
    ("answer in next turn 10", "[10:01] Lan: Anh Minh nợ bao nhiêu?\n[10:02] Hùng: 4 triệu", ["4 triệu"]),
    (
        "answer in next turn 11",
        "[10:01] Ola: Kiedy Ewa ma urodziny? Rocznik?\n[10:02] Marek: 21.02.1991",
        ["21.02.1991"],
    ),
    ("answer in next turn 12", "Agent: ¿Su fecha de nacimiento?\nCliente: el 3 de mayo de 1990", ["3 de mayo de 1990"]),
    (
        "answer in next turn 13",
        "Operatore: Mi conferma la data di nascita?\nCliente: 4 febbraio 1993",
        ["4 febbraio 1993"],
    ),
    (
        "answer in next turn 14",
        "Konsultant: Proszę podać datę urodzenia.\nKlient: 7 listopada 1979",
        ["7 listopada 1979"],
    ),
    ("answer in next turn 15", "Temsilci: Doğum tarihinizi alabilir miyim?\nMüşteri: 3 Mart 1988", ["3 Mart 1988"]),
    ("answer in next turn 16", "נציג: מה תאריך הלידה שלך?\nלקוח: 17 בנובמבר 1984", ["17 בנובמבר 1984"]),
    ("answer in next turn 17", "الموظف: ما هو تاريخ ميلادك؟\nالعميل: 15 أبريل 1989", ["15 أبريل 1989"]),
    ("answer in next turn 18", "상담원: 생년월일 알려주세요.\n고객: 1992년 3월 15일이요", ["1992년 3월 15일"]),
    ("answer in next turn 19", "एजेंट: आपकी जन्म तिथि क्या है?\nग्राहक: 5 मार्च 1987", ["5 मार्च 1987"]),
    (
        "answer in next turn 20",
        "Agente: Qual é a sua data de nascimento?\nCliente: 22 de agosto de 1985",
        ["22 de agosto de 1985"],
    ),
    ("answer in next turn 21", "Оператор: Назвіть дату народження.\nКлієнт: 12 березня 1990", ["12 березня 1990"]),
    ("answer in next turn 22", "Nhân viên: Ngày sinh của anh là gì?\nKhách: 12/05/1991", ["12/05/1991"]),
    ("answer in next turn 23", "Petugas: Tanggal lahir Bapak?\nNasabah: 17 Agustus 1990", ["17 Agustus 1990"]),
    ("answer in next turn 24", "Handläggare: Ditt personnummer och födelsedatum?\nKund: 3 mars 1984", ["3 mars 1984"]),
    ("answer in next turn 25", "Asiakaspalvelu: Syntymäaikanne?\nAsiakas: 5.6.1990", ["5.6.1990"]),
    # --- a pay rise given as a percentage ------------------------------------------------------
    ("raise share 1", "Anna gets a 5% raise from January", ["5%"]),
    ("raise share 2", "Kasia dostaje podwyżkę o 8% od marca", ["8%"]),
    ("raise share 3", "A Carmen le suben el sueldo un 3,5 %", ["3,5 %"]),
    ("raise share 4", "Aumento per Francesca: +4%", ["+4%"]),
    ("raise share 5", "ליוסי העלאה של 6% בשכר", ["6%"]),
    ("raise share 6", "민수 연봉 인상률 4.5%", ["4.5%"]),
    ("raise share 7", "Mehmet'e %12 zam yapıldı", ["%12"]),
    ("raise share 8", "राहुल की सैलरी में 10% की बढ़ोतरी हुई", ["10%"]),
    ("raise share 9", "زيادة راتب أحمد بنسبة 7%", ["7%"]),
    ("raise share 10", "O João teve um reajuste de 6% no salário", ["6%"]),
    ("raise share 11", "Олені підвищили зарплату на 15%", ["15%"]),
    ("raise share 12", "Anh Minh được tăng lương 8%", ["8%"]),
    ("raise share 13", "Gaji Budi naik 10% tahun ini", ["10%"]),
    ("raise share 14", "Erik får en löneökning på 3,2 %", ["3,2 %"]),
    ("raise share 15", "Mette får 4 % lønstigning", ["4 %"]),
    ("raise share 16", "Matti sai 3 % palkankorotuksen", ["3 %"]),
    ("raise share 17", "Bonus for Luca: 15% of base", ["15%"]),
    # --- handles in chat --------------------------------------------------------------------
    ("chat handle", "[11:02] tom: ping @emma_green about the payroll file", ["emma_green"]),
    ("chat login", "Kasia: mój login to kwisniewska, hasło wyślę osobno", ["kwisniewska"]),
]

#: (what it is, text, values no span may touch)
DECOYS: list[tuple[str, str, list[str]]] = [
    ("he clinic hours", "שעות פתיחה של המרפאה: א'-ה' 08:00–16:00", ["08:00", "16:00"]),
    ("he price", "מחיר המנוי: 49 ₪ לחודש", ["49 ₪"]),
    ("hi clinic hours", "क्लिनिक का समय: सुबह 9:00 से शाम 5:00 तक", ["9:00", "5:00"]),
    ("hi price", "कीमत: ₹1,299 (मुफ्त डिलीवरी)", ["₹1,299"]),
    ("pl clinic hours", "Godziny otwarcia przychodni: pon.–pt. 8:00–18:00", ["8:00", "18:00"]),
    ("pl price", "Cena: 149 zł brutto", ["149 zł"]),
    ("pl invoice date", "Data wystawienia faktury: 12 listopada 2026", ["12 listopada 2026"]),
    ("pl average pay", "Przeciętne wynagrodzenie w Polsce wyniosło 7 500 zł", ["7 500 zł"]),
    ("es due date", "Fecha de vencimiento: 15 de junio de 2026", ["15 de junio de 2026"]),
    ("es service user", "Usuario del servicio: svc-backup", ["svc-backup"]),
    ("ko hours", "영업시간: 09:00~18:00", ["09:00", "18:00"]),
    ("ko price", "가격: 35,000원", ["35,000원"]),
    ("ar hours", "ساعات العمل: 9:00 - 17:00", ["9:00", "17:00"]),
    ("ar price", "السعر: 250 ريال", ["250"]),
    ("it price", "Prezzo: 49,90 € IVA inclusa", ["49,90 €"]),
    ("it meeting date", "Riunione fissata per il 4 febbraio 2027", ["4 febbraio 2027"]),
    ("pt price", "Preço: R$ 129,90", ["129,90"]),
    ("uk price", "Ціна: 1 299 грн", ["1 299 грн"]),
    ("vi price", "Giá: 250.000 đ", ["250.000 đ"]),
    ("id price", "Harga: Rp 45.000", ["45.000"]),
    ("id event date", "Rapat tanggal 17 Agustus 2026", ["17 Agustus 2026"]),
    ("tr price", "Fiyat: 1.250 TL + KDV", ["1.250 TL"]),
    ("sv price", "Pris: 299 kr", ["299 kr"]),
    ("da price", "Pris: 1.495 kr. inkl. moms", ["1.495 kr"]),
    ("fi price", "Hinta: 24,90 €", ["24,90 €"]),
    ("es document date", "Fecha de emisión: 3 de mayo de 2026", ["3 de mayo de 2026"]),
    ("pl founded", "Firma założona 21 lutego 1991 roku w Poznaniu", ["21 lutego 1991"]),
    ("it clinic hours", "Orari ambulatorio: lun–ven 8:30–12:30", ["8:30", "12:30"]),
    ("tr clinic hours", "Poliklinik çalışma saatleri: 08:30 - 17:00", ["08:30", "17:00"]),
    ("sv clinic hours", "Vårdcentralens öppettider: mån–fre 8–17", ["8–17"]),
    ("db user", "DB_USER=postgres\nDB_HOST=db.internal", ["postgres"]),
    ("ko average salary", "올해 신입 평균 연봉은 3,200만원 수준입니다", ["3,200만원"]),
    ("es average salary", "El salario medio en España es de 2.128 € al mes", ["2.128 €"]),
    ("it average salary", "Lo stipendio medio in Italia è di 1.500 € netti", ["1.500 €"]),
    ("tr min wage", "2026 asgari ücret 22.104 TL olarak açıklandı", ["22.104 TL"]),
    ("hi price list", "मूल्य सूची: चाय ₹20, कॉफी ₹45", ["₹20", "₹45"]),
    # twins of the condition rules: the same words that name no one's health
    ("es funds", "El banco rechazó el pago por insuficiencia de fondos.", ["insuficiencia de fondos"]),
    ("fr budget", "Le rapport signale une insuffisance budgétaire de la commune.", ["insuffisance budgétaire"]),
    (
        "it sick pay policy",
        "Secondo il CCNL i giorni di malattia retribuiti sono 180 all'anno.",
        ["malattia retribuiti"],
    ),
    ("fi minutes", "Kokouksessa todettiin, että budjetti ylittyy hieman.", ["budjetti ylittyy"]),
    ("uk bug found", "Розробники виявили помилку в модулі оплати.", ["помилку"]),
    ("pl team", "Zespół sprzedaży ma nowy cel na kwartał.", ["Zespół sprzedaży"]),
    ("pl outage", "Zaburzenia pracy systemu płatności od godziny 10:00.", ["Zaburzenia pracy systemu"]),
    ("sv audit", "Revisorn har konstaterat att kassan stämmer.", ["kassan stämmer"]),
    ("sv page", "Se sidan 4 för detaljer om hyran.", ["sidan"]),
    ("en hearing aids", "The shop sells hearing aids and batteries.", ["hearing aids"]),
    ("pl long", "Kabel jest długi na 3 metry i kosztuje 49 zł.", ["49 zł"]),
    ("es user word", "El usuario puede cambiar la contraseña en Ajustes.", ["puede"]),
    ("pl admin login", "Użytkownik admin zalogował się o 08:12", ["admin"]),
    ("tr postgres", "Kullanıcı postgres bağlantısı reddedildi", ["postgres"]),
    ("uk service account", "Користувач svc-backup запустив резервне копіювання", ["svc-backup"]),
    ("pl account chart", "Konto 4400 Przychody ze sprzedaży: 12 450,00 zł", ["4400"]),
    ("price question", "¿Cuánto cuesta la cuenta premium?\nBot: 9,99 € al mes", ["9,99 €"]),
    ("birthday party date", "Geburtstagsfeier wann?\nAnna: 12.05.2026", ["12.05.2026"]),
    ("contract price question", "Quanto costa il contratto?\nSara: 49 €", ["49 €"]),
    ("pl average raise", "Średnia podwyżka w Polsce wyniosła 8% w 2026 roku.", ["8%"]),
    ("en raise for all", "The company gives a 3% raise to all employees.", ["3%"]),
    ("tr fuel price hike", "Benzine %5 zam geldi.", ["%5"]),
    ("es sales increase", "Aumento del 5% en las ventas del trimestre.", ["5%"]),
    ("fr price increase", "Les prix augmentent : augmentation de 4 % en janvier.", ["4 %"]),
    ("pl raise for all", "Podwyżka o 5% dla wszystkich pracowników od stycznia.", ["5%"]),
    ("en raise a limit", "Raise the limit to 80% before deploy.", ["80%"]),
    ("en cpu increase", "CPU usage increase 12% after the release", ["12%"]),
    ("systemd user", "[Service]\nUser=postgres\nExecStart=/usr/bin/pg_ctl start", ["postgres"]),
    ("log system user", "2026-11-30T02:00:01Z cron[812]: (svc-backup) CMD (/opt/backup/run.sh)", ["svc-backup"]),
]


#: Known misses left for a later round (Indonesian uses English "stroke", also a brush's or a pen's).
#: ``augmentation +4 %`` (a raise with no pay word) is found since fields18's raise cues: pinned in
#: ``test_fields18.py``.
KNOWN_MISSES: list[tuple[str, str, list[str]]] = [
    ("id chat stroke", "Budi: ibu saya kena stroke ringan minggu lalu", ["stroke ringan"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _covered(text: str, spans: list, value: str) -> bool:
    k = text.index(value)
    cov = {i for s in spans for i in range(s.start, s.end)}
    return all(i in cov for i in range(k, k + len(value)) if text[i].isalnum())


@pytest.mark.parametrize(("label", "text", "values"), REAL, ids=[c[0] for c in REAL])
def test_a_persons_field_value_is_masked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        assert _covered(text, spans, v), (
            f"{label}: {v!r} not masked ({[(text[s.start : s.end], s.entity_type) for s in spans]})"
        )


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_its_non_personal_twin_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = text.index(v)
        hit = [(text[s.start : s.end], s.entity_type) for s in spans if s.start < k + len(v) and s.end > k]
        assert not hit, f"{label}: {v!r} masked by {hit}"


@pytest.mark.xfail(strict=True, reason="known miss: listed in the fields17 report")
@pytest.mark.parametrize(("label", "text", "values"), KNOWN_MISSES, ids=[c[0] for c in KNOWN_MISSES])
def test_known_misses_stay_listed(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    assert all(_covered(text, spans, v) for v in values)
