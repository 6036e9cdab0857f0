"""Person names of round 17 (issue 12, names17): further scripts and chat/markdown/table shapes.

Fresh material written for this test (invented names, none from a corpus file or a name list):
chat exports (Slack ``Name  9:14 AM``, ``[10:02] Name:``, WhatsApp, Telegram), markdown meeting
notes (attendee lines, ``@mentions``, owners, action items), TSV/CSV with localised headers,
OCR'd forms, JSON with localised keys and honorific-led names in he, hi, ar, ko, pl, es, it,
uk, ru, pt, vi, id and tr (native scripts and Latin transliterations). Each decoy twin puts a
product, place, team, channel or status word in the same position.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.recognizers.mention_people import CapitalMentionRecognizer
from edgeward.detectors.scanner import Detector

#: (kind, text, values that must be covered by a PERSON span)
VALUES: list[tuple[str, str, list[str]]] = [
    # --- chat exports -------------------------------------------------------------------
    (
        "slack pl",
        "#zespół-kadry\n\nBożymira Wrzosolewska  9:14 AM\nwysłałam umowę, sprawdź proszę\n\n"
        "Radomił Kędzierawy  9:20 AM\nok, dzięki",
        ["Bożymira Wrzosolewska", "Radomił Kędzierawy"],
    ),
    (
        "slack es",
        "Eulogia Castrejón Villoria  10:02 AM\nya subí la nómina al drive\n\nFermín Arrizabalo  10:05 AM\ngracias!",
        ["Eulogia Castrejón Villoria", "Fermín Arrizabalo"],
    ),
    (
        "bracket time it",
        "[09:12] Gualtiera Sbarzaglia: ho mandato il contratto\n[09:13] Ottorino Ciampolillo: ricevuto",
        ["Gualtiera Sbarzaglia", "Ottorino Ciampolillo"],
    ),
    (
        "bracket time uk",
        "[18:40] Богумила Стрижавчук: документи в папці\n[18:41] Всеволод Гарбузюк: дякую",
        ["Богумила Стрижавчук", "Всеволод Гарбузюк"],
    ),
    (
        "whatsapp ru",
        "30.11.2026, 21:04 - Ефросинья Крутоярова: перевела деньги\n30.11.2026, 21:05 - Мирослав Дубравин: ок",
        ["Ефросинья Крутоярова", "Мирослав Дубравин"],
    ),
    (
        "whatsapp pt",
        "30/11/2026 21:04 - Jacintha Albuquerzeiro: mandei o comprovante\n"
        "30/11/2026 21:06 - Teodomiro Vasconcelhos: valeu",
        ["Jacintha Albuquerzeiro", "Teodomiro Vasconcelhos"],
    ),
    (
        "bracket time he",
        "[10:02] נועה גרינשפולץ: שלחתי את החוזה\n[10:03] אביעד קרמרוביץ: תודה",
        ["נועה גרינשפולץ", "אביעד קרמרוביץ"],
    ),
    (
        "bracket time ar",
        "[10:02] رنيم الحسكاوي: أرسلت الملف\n[10:04] باسل القرطبوني: شكرا",
        ["رنيم الحسكاوي", "باسل القرطبوني"],
    ),
    (
        "bracket time hi",
        "[10:02] अनुप्रिया खरबंदे: फ़ाइल भेज दी\n[10:03] विश्वजीत तलवलकर: ठीक है",
        ["अनुप्रिया खरबंदे", "विश्वजीत तलवलकर"],
    ),
    (
        "bracket time ko",
        "[10:02] 탁서윤: 계약서 보냈어요\n[10:03] 봉지헌: 확인했습니다",
        ["탁서윤", "봉지헌"],
    ),
    (
        "slack tr",
        "Gülbahar Karakoçoğlu  2:31 PM\nbordroyu yükledim\n\nTolunay Ertuğrulsoy  2:33 PM\ntamam",
        ["Gülbahar Karakoçoğlu", "Tolunay Ertuğrulsoy"],
    ),
    (
        "telegram vi",
        "Khổng Thị Diệu Linh, [30.11.26 18:20]\nem gửi hợp đồng rồi ạ\n\nLạc Văn Quý, [30.11.26 18:21]\nok em",
        ["Khổng Thị Diệu Linh", "Lạc Văn Quý"],
    ),
    (
        "bracket time id",
        "[08:15] Wiraningsih Prabandari: slip gaji sudah dikirim\n[08:16] Dharmawangsa Kusumajati: siap",
        ["Wiraningsih Prabandari", "Dharmawangsa Kusumajati"],
    ),
    # --- markdown meeting notes ---------------------------------------------------------
    (
        "md attendees pl",
        "# Spotkanie zespołu 2026-11-30\n\n**Uczestnicy:** Bożymira Wrzosolewska, Radomił Kędzierawy, "
        "Zdziesława Pietruchowska\n\n## Ustalenia\n- budżet zatwierdzony",
        ["Bożymira Wrzosolewska", "Radomił Kędzierawy", "Zdziesława Pietruchowska"],
    ),
    (
        "md attendees es",
        "## Acta de reunión\n\n**Asistentes:** Eulogia Castrejón, Fermín Arrizabalo, Leocadia Urquidizábal\n",
        ["Eulogia Castrejón", "Fermín Arrizabalo", "Leocadia Urquidizábal"],
    ),
    (
        "md attendees it",
        "### Verbale\n\n**Partecipanti:** Gualtiera Sbarzaglia, Ottorino Ciampolillo\n**Assenti:** Brunilde Tozzoletti\n",
        ["Gualtiera Sbarzaglia", "Ottorino Ciampolillo", "Brunilde Tozzoletti"],
    ),
    (
        "md attendees pt",
        "## Ata da reunião\n\n**Participantes:** Jacintha Albuquerzeiro, Teodomiro Vasconcelhos\n",
        ["Jacintha Albuquerzeiro", "Teodomiro Vasconcelhos"],
    ),
    (
        "md attendees uk",
        "## Протокол наради\n\n**Учасники:** Богумила Стрижавчук, Всеволод Гарбузюк\n",
        ["Богумила Стрижавчук", "Всеволод Гарбузюк"],
    ),
    (
        "md attendees tr",
        "## Toplantı notları\n\n**Katılımcılar:** Gülbahar Karakoçoğlu, Tolunay Ertuğrulsoy\n",
        ["Gülbahar Karakoçoğlu", "Tolunay Ertuğrulsoy"],
    ),
    (
        "md attendees he",
        "## סיכום פגישה\n\n**משתתפים:** נועה גרינשפולץ, אביעד קרמרוביץ\n",
        ["נועה גרינשפולץ", "אביעד קרמרוביץ"],
    ),
    (
        "md attendees ko",
        "## 회의록\n\n**참석자:** 탁서윤, 봉지헌, 변하람\n",
        ["탁서윤", "봉지헌", "변하람"],
    ),
    (
        "md attendees id",
        "## Notulen rapat\n\n**Peserta:** Wiraningsih Prabandari, Dharmawangsa Kusumajati\n",
        ["Wiraningsih Prabandari", "Dharmawangsa Kusumajati"],
    ),
    (
        "md attendees vi",
        "## Biên bản họp\n\n**Thành phần tham dự:** Khổng Thị Diệu Linh, Lạc Văn Quý\n",
        ["Khổng Thị Diệu Linh", "Lạc Văn Quý"],
    ),
    (
        "md mention list",
        "## Action items\n- @Bożymira to send the contract by Friday\n- @Radomił to check the payroll export\n",
        ["Bożymira", "Radomił"],
    ),
    (
        "md owner full name",
        "## Próximos pasos\n- Responsable: Leocadia Urquidizábal\n- Revisar el presupuesto (dueña: Eulogia Castrejón)\n",
        ["Leocadia Urquidizábal", "Eulogia Castrejón"],
    ),
    (
        "md owner it",
        "- [ ] Aggiornare il contratto — **Responsabile:** Ottorino Ciampolillo\n",
        ["Ottorino Ciampolillo"],
    ),
    (
        "md owner pl",
        "- [ ] Przygotować umowę — **Odpowiedzialny:** Radomił Kędzierawy\n",
        ["Radomił Kędzierawy"],
    ),
    # --- TSV / CSV with localised headers -----------------------------------------------
    (
        "tsv pl",
        "Imię\tNazwisko\tDział\nBożymira\tWrzosolewska\tKadry\nRadomił\tKędzierawy\tIT\n",
        ["Bożymira", "Wrzosolewska", "Radomił", "Kędzierawy"],
    ),
    (
        "csv es",
        "nombre;apellidos;departamento\nEulogia;Castrejón Villoria;Finanzas\nFermín;Arrizabalo;Ventas\n",
        ["Eulogia", "Castrejón Villoria", "Fermín", "Arrizabalo"],
    ),
    (
        "tsv he",
        "שם מלא\tמחלקה\tטלפון\nנועה גרינשפולץ\tכספים\t052-7781234\nאביעד קרמרוביץ\tמכירות\t054-6612345\n",
        ["נועה גרינשפולץ", "אביעד קרמרוביץ"],
    ),
    (
        "csv hi",
        "नाम,विभाग,शहर\nअनुप्रिया खरबंदे,वित्त,पुणे\nविश्वजीत तलवलकर,बिक्री,नागपुर\n",
        ["अनुप्रिया खरबंदे", "विश्वजीत तलवलकर"],
    ),
    (
        "tsv ko",
        "이름\t부서\t직급\n탁서윤\t인사팀\t과장\n봉지헌\t재무팀\t대리\n",
        ["탁서윤", "봉지헌"],
    ),
    (
        "csv ar",
        "الاسم,القسم,المدينة\nرنيم الحسكاوي,المالية,عمان\nباسل القرطبوني,المبيعات,إربد\n",
        ["رنيم الحسكاوي", "باسل القرطبوني"],
    ),
    (
        "csv uk",
        "ПІБ,Відділ\nСтрижавчук Богумила Тарасівна,Бухгалтерія\nГарбузюк Всеволод Ігорович,ІТ\n",
        ["Стрижавчук Богумила Тарасівна", "Гарбузюк Всеволод Ігорович"],
    ),
    (
        "tsv tr",
        "Ad Soyad\tDepartman\nGülbahar Karakoçoğlu\tMuhasebe\nTolunay Ertuğrulsoy\tSatış\n",
        ["Gülbahar Karakoçoğlu", "Tolunay Ertuğrulsoy"],
    ),
    (
        "csv vi",
        "Họ và tên,Phòng ban\nKhổng Thị Diệu Linh,Kế toán\nLạc Văn Quý,Kinh doanh\n",
        ["Khổng Thị Diệu Linh", "Lạc Văn Quý"],
    ),
    (
        "tsv it",
        "Cognome\tNome\tReparto\nSbarzaglia\tGualtiera\tAmministrazione\nCiampolillo\tOttorino\tMagazzino\n",
        ["Sbarzaglia", "Gualtiera", "Ciampolillo", "Ottorino"],
    ),
    # --- OCR'd forms ----------------------------------------------------------------------
    (
        "ocr pl",
        "WNIOSEK O URLOP\nImię i nazwisko: Bożymira Wrzosolewska    Stanowisko: księgowa\nPodpis: ........",
        ["Bożymira Wrzosolewska"],
    ),
    (
        "ocr es",
        "SOLICITUD\nNombre y apellidos: Leocadia Urquidizábal Ferreño\nDNI: 48213907K",
        ["Leocadia Urquidizábal Ferreño"],
    ),
    (
        "ocr ru",
        "ЗАЯВЛЕНИЕ\nФ.И.О.: Крутоярова Ефросинья Павловна\nДолжность: бухгалтер",
        ["Крутоярова Ефросинья Павловна"],
    ),
    (
        "ocr he",
        "טופס בקשה\nשם המבקש: אביעד קרמרוביץ\nתאריך: 30/11/2026",
        ["אביעד קרמרוביץ"],
    ),
    (
        "ocr hi",
        "आवेदन पत्र\nआवेदक का नाम: विश्वजीत तलवलकर\nदिनांक: 30/11/2026",
        ["विश्वजीत तलवलकर"],
    ),
    # --- JSON with localised keys -------------------------------------------------------
    ("json pl", '{"imie_nazwisko": "Zdziesława Pietruchowska", "dzial": "Kadry"}', ["Zdziesława Pietruchowska"]),
    ("json pt", '{"nome_completo": "Teodomiro Vasconcelhos", "setor": "Vendas"}', ["Teodomiro Vasconcelhos"]),
    ("json uk", '{"піб": "Гарбузюк Всеволод", "відділ": "ІТ"}', ["Гарбузюк Всеволод"]),
    ("json ko", '{"이름": "변하람", "부서": "인사팀"}', ["변하람"]),
    ("json he", '{"שם": "נועה גרינשפולץ", "מחלקה": "כספים"}', ["נועה גרינשפולץ"]),
    ("json id", '{"nama_lengkap": "Wiraningsih Prabandari", "divisi": "Keuangan"}', ["Wiraningsih Prabandari"]),
    ("json tr", '{"ad_soyad": "Tolunay Ertuğrulsoy", "birim": "Satış"}', ["Tolunay Ertuğrulsoy"]),
    # --- honorifics -----------------------------------------------------------------------
    ("hi shrimati", "श्रीमती अनुप्रिया खरबंदे ने फ़ॉर्म जमा किया।", ["अनुप्रिया खरबंदे"]),
    ("hi kumari", "कुमारी दीप्तांशी ने आवेदन भेजा।", ["दीप्तांशी"]),
    ("hi ji after", "विश्वजीत जी से बात हो गई, भुगतान कल होगा।", ["विश्वजीत"]),
    ("ko nim", "탁서윤 님, 계약서 확인 부탁드립니다.", ["탁서윤"]),
    ("ko ssi", "봉지헌 씨가 어제 급여 명세서를 보냈어요.", ["봉지헌"]),
    ("pl pan", "Pan Radomił Kędzierawy przesłał fakturę.", ["Radomił Kędzierawy"]),
    ("pl pani", "Rozmawiałam z Pani Bożymirą Wrzosolewską o urlopie.", ["Bożymirą Wrzosolewską"]),
    ("es sra", "La Sra. Leocadia Urquidizábal firmó el contrato.", ["Leocadia Urquidizábal"]),
    ("es sr", "Llamé al Sr. Arrizabalo ayer.", ["Arrizabalo"]),
    ("ru g-n", "Г-н Дубравин подписал договор.", ["Дубравин"]),
    ("uk pan", "Пан Всеволод Гарбузюк надіслав рахунок.", ["Всеволод Гарбузюк"]),
    ("ar sayyida", "وقعت السيدة رنيم الحسكاوي على العقد.", ["رنيم الحسكاوي"]),
    ("he gveret", "גב' נועה גרינשפולץ אישרה את ההעברה.", ["נועה גרינשפולץ"]),
    ("it sig", "Il Sig. Ottorino Ciampolillo ha firmato.", ["Ottorino Ciampolillo"]),
    ("pt sra", "A Sra. Jacintha Albuquerzeiro enviou o RG.", ["Jacintha Albuquerzeiro"]),
    ("tr hanim", "Gülbahar Hanım bordroyu onayladı.", ["Gülbahar"]),
    ("tr bey", "Tolunay Bey ile görüştüm, ödeme yarın.", ["Tolunay"]),
    ("vi anh", "Em đã gửi cho anh Quý bảng lương rồi.", ["Quý"]),
    ("id ibu", "Ibu Wiraningsih sudah transfer kemarin.", ["Wiraningsih"]),
]

#: second batch, written after the first fixes (prose in notes and chats, 1:1 headings,
#: notes in parentheses, tables whose header is in the native script)
VALUES2: list[tuple[str, str, list[str]]] = [
    ("md 1:1 heading", "# 1:1 Zdziesława / Radomił\n\n- feedback o projekcie\n", ["Zdziesława", "Radomił"]),
    ("md 1:1 heading es", "## 1:1 con Leocadia Urquidizábal\n- objetivos del trimestre\n", ["Leocadia Urquidizábal"]),
    ("md note paren", "**Nota interna (Ciampolillo):** rimborso emesso, cliente avvisato.", ["Ciampolillo"]),
    (
        "md table he",
        "| שם | תפקיד |\n|---|---|\n| נועה גרינשפולץ | מנהלת כספים |\n| אביעד קרמרוביץ | מפתח |\n",
        ["נועה גרינשפולץ", "אביעד קרמרוביץ"],
    ),
    ("md table hi", "| नाम | भूमिका |\n|---|---|\n| अनुप्रिया खरबंदे | लेखाकार |\n", ["अनुप्रिया खरबंदे"]),
    ("md table ko", "| 이름 | 역할 |\n|---|---|\n| 탁서윤 | 회계 |\n| 봉지헌 | 개발 |\n", ["탁서윤", "봉지헌"]),
    ("md table ar", "| الاسم | الدور |\n|---|---|\n| رنيم الحسكاوي | محاسبة |\n", ["رنيم الحسكاوي"]),
    ("chat ko address", "[오후 9:12] 탁서윤: 지헌아 이번 달 월세 아직 안 들어왔어", ["탁서윤"]),
    (
        "chat uk vocative",
        "30.11.2026 19:02 Всеволод Гарбузюк: Богумило, скинь номер картки",
        ["Всеволод Гарбузюк", "Богумило"],
    ),
    ("chat ru said", "Ефросинья сказала, что переведёт деньги завтра.", ["Ефросинья"]),
    ("chat pl said", "Radomił powiedział, że umowa jest gotowa.", ["Radomił"]),
    ("chat es said", "Fermín dijo que la nómina sale el viernes.", ["Fermín"]),
    ("chat it said", "Ottorino ha detto che il contratto è pronto.", ["Ottorino"]),
    ("chat he said", "נועה אמרה שהחוזה מוכן.", ["נועה"]),
    ("chat hi said", "विश्वजीत ने कहा कि भुगतान कल होगा।", ["विश्वजीत"]),
    (
        "json body pl",
        '{"author": "bot", "body": "Przeniosłem spotkania Zdziesławy Pietruchowskiej na piątek."}',
        ["Zdziesławy Pietruchowskiej"],
    ),
    ("json body es", '{"body": "Hablé con Leocadia Urquidizábal sobre el contrato nuevo."}', ["Leocadia Urquidizábal"]),
    ("json assignee ko", '{"assignee": "봉지헌", "status": "open"}', ["봉지헌"]),
    (
        "tsv ru",
        "ФИО\tДолжность\nКрутоярова Ефросинья Павловна\tбухгалтер\nДубравин Мирослав\tинженер\n",
        ["Крутоярова Ефросинья Павловна", "Дубравин Мирослав"],
    ),
    ("tsv ar", "الاسم\tالوظيفة\nرنيم الحسكاوي\tمحاسبة\nباسل القرطبوني\tمهندس\n", ["رنيم الحسكاوي", "باسل القرطبوني"]),
    ("tsv hi", "नाम\tपद\nअनुप्रिया खरबंदे\tलेखाकार\nविश्वजीत तलवलकर\tइंजीनियर\n", ["अनुप्रिया खरबंदे", "विश्वजीत तलवलकर"]),
    (
        "csv pl no header",
        "Wrzosolewska Bożymira;Kadry;bozymira.w@example.pl\nKędzierawy Radomił;IT;radomil.k@example.pl\n",
        ["Wrzosolewska Bożymira", "Kędzierawy Radomił"],
    ),
    (
        "ocr uk",
        "ЗАЯВА\nПрізвище, ім'я, по батькові: Стрижавчук Богумила Тарасівна\nПосада: бухгалтер",
        ["Стрижавчук Богумила Тарасівна"],
    ),
    ("ocr it", "MODULO\nCognome e nome: Sbarzaglia Gualtiera\nQualifica: impiegata", ["Sbarzaglia Gualtiera"]),
    ("ocr ko", "신청서\n성명: 탁서윤\n부서: 인사팀", ["탁서윤"]),
    ("ocr ar", "طلب إجازة\nاسم الموظف: باسل القرطبوني\nالقسم: المبيعات", ["باسل القرطبوني"]),
    ("email greeting pl", "Dzień dobry Pani Zdziesławo,\nprzesyłam umowę.", ["Zdziesławo"]),
    ("email greeting es", "Estimada Leocadia:\nle envío el contrato.", ["Leocadia"]),
    ("email greeting it", "Gentile Dott.ssa Sbarzaglia,\nin allegato il contratto.", ["Sbarzaglia"]),
    ("email signoff uk", "Дякую!\n\nЗ повагою,\nВсеволод Гарбузюк", ["Всеволод Гарбузюк"]),
    ("email signoff he", "תודה רבה,\n\nבברכה,\nאביעד קרמרוביץ", ["אביעד קרמרוביץ"]),
    ("email signoff pl", "Z poważaniem,\nRadomił Kędzierawy", ["Radomił Kędzierawy"]),
    ("email signoff es", "Saludos cordiales,\nFermín Arrizabalo", ["Fermín Arrizabalo"]),
    ("email signoff ko", "감사합니다.\n탁서윤 드림", ["탁서윤"]),
    ("email signoff hi", "धन्यवाद,\nविश्वजीत तलवलकर", ["विश्वजीत तलवलकर"]),
    ("email signoff ar", "مع خالص التحية،\nباسل القرطبوني", ["باسل القرطبوني"]),
]

#: third batch: role columns, English headers over native-script names, OCR noise and capitals,
#: more chat layouts
VALUES3: list[tuple[str, str, list[str]]] = [
    (
        "tsv en header he",
        "Name\tTeam\nנועה גרינשפולץ\tFinance\nאביעד קרמרוביץ\tSales\n",
        ["נועה גרינשפולץ", "אביעד קרמרוביץ"],
    ),
    ("tsv en header ko", "Name\tTeam\n탁서윤\tFinance\n봉지헌\tSales\n", ["탁서윤", "봉지헌"]),
    (
        "tsv en header hi",
        "Name\tTeam\nअनुप्रिया खरबंदे\tFinance\nविश्वजीत तलवलकर\tSales\n",
        ["अनुप्रिया खरबंदे", "विश्वजीत तलवलकर"],
    ),
    (
        "tsv role pl",
        "Pracownik\tStanowisko\nBożymira Wrzosolewska\tksięgowa\nRadomił Kędzierawy\tprogramista\n",
        ["Bożymira Wrzosolewska", "Radomił Kędzierawy"],
    ),
    (
        "tsv role es",
        "Empleado\tPuesto\nEulogia Castrejón\tcontable\nFermín Arrizabalo\tvendedor\n",
        ["Eulogia Castrejón", "Fermín Arrizabalo"],
    ),
    (
        "tsv role uk",
        "Співробітник\tПосада\nБогумила Стрижавчук\tбухгалтер\nВсеволод Гарбузюк\tінженер\n",
        ["Богумила Стрижавчук", "Всеволод Гарбузюк"],
    ),
    (
        "tsv role ar",
        "الموظف\tالمسمى\nرنيم الحسكاوي\tمحاسبة\nباسل القرطبوني\tمهندس\n",
        ["رنيم الحسكاوي", "باسل القرطبوني"],
    ),
    ("tsv role ko", "직원\t직급\n탁서윤\t과장\n봉지헌\t대리\n", ["탁서윤", "봉지헌"]),
    (
        "csv given only pl",
        "Imię,Dział\nBożymira,Kadry\nRadomił,IT\nZdziesława,Sprzedaż\n",
        ["Bożymira", "Radomił", "Zdziesława"],
    ),
    ("ocr caps pl", "IMIĘ I NAZWISKO: BOŻYMIRA WRZOSOLEWSKA\nSTANOWISKO: KSIĘGOWA", ["BOŻYMIRA WRZOSOLEWSKA"]),
    ("ocr space colon es", "Nombre y apellidos : Leocadia Urquidizábal\nDNI : 48213907K", ["Leocadia Urquidizábal"]),
    ("ocr noise label", "Nazwlsko: Wrzosolewska    lmię: Bożymira\nPESEL: 44051401458", ["Wrzosolewska", "Bożymira"]),
    ("ocr caps ru", "ФАМИЛИЯ: КРУТОЯРОВА\nИМЯ: ЕФРОСИНЬЯ\nОТЧЕСТВО: ПАВЛОВНА", ["КРУТОЯРОВА", "ЕФРОСИНЬЯ"]),
    ("chat irc", "<Bożymira> umowa gotowa\n<Radomił> dzięki", ["Bożymira", "Radomił"]),
    (
        "chat bold speaker",
        "**Gualtiera Sbarzaglia** (09:14): ho mandato il file\n**Ottorino Ciampolillo** (09:15): ok",
        ["Gualtiera Sbarzaglia", "Ottorino Ciampolillo"],
    ),
    (
        "chat dash time",
        "Tolunay Ertuğrulsoy — 09:14\nbordro yüklendi\nGülbahar Karakoçoğlu — 09:20\ntamam",
        ["Tolunay Ertuğrulsoy", "Gülbahar Karakoçoğlu"],
    ),
    ("chat whatsapp ar digits", "٢٠/١١/٢٠٢٦، ٩:١٢ م - رنيم الحسكاوي: أرسلت الملف", ["رنيم الحسكاوي"]),
    (
        "md heading person",
        "### Богумила Стрижавчук\n- дата народження: 14.03.1991\n- телефон: +380 67 123 4567\n",
        ["Богумила Стрижавчук"],
    ),
    (
        "md table role column",
        "| Zadanie | Odpowiedzialny |\n|---|---|\n| Umowa | Radomił Kędzierawy |\n| Budżet | Zdziesława Pietruchowska |\n",
        ["Radomił Kędzierawy", "Zdziesława Pietruchowska"],
    ),
    (
        "md table role es",
        "| Tarea | Responsable |\n|---|---|\n| Contrato | Leocadia Urquidizábal |\n",
        ["Leocadia Urquidizábal"],
    ),
    ("md table role he", "| משימה | אחראי |\n|---|---|\n| חוזה | אביעד קרמרוביץ |\n", ["אביעד קרמרוביץ"]),
    ("md quote attribution", "> Umowa musi być podpisana do piątku.\n> — Radomił Kędzierawy\n", ["Radomił Kędzierawy"]),
]

#: fourth batch: names in the prose of markdown notes (talking with someone, nisba surnames,
#: Devanagari pairs before a postposition)
VALUES4: list[tuple[str, str, list[str]]] = [
    (
        "md prose pl instr",
        "## Notatki\n- Rozmawiałem z Radomiłem Kędzierawym o budżecie.\n- Bożymira wraca w poniedziałek.",
        ["Radomiłem Kędzierawym"],
    ),
    ("md prose pl gen", "- Czekamy na podpis od Zdziesławy Pietruchowskiej.", ["Zdziesławy Pietruchowskiej"]),
    (
        "md prose es",
        "## Notas\n- Hablé con Fermín sobre la nómina.\n- Según Leocadia Urquidizábal, el contrato vence en marzo.",
        ["Fermín", "Leocadia Urquidizábal"],
    ),
    (
        "md prose it",
        "- Sentito Ottorino: il contratto è pronto.\n- Gualtiera Sbarzaglia in ferie fino al 12.",
        ["Ottorino", "Gualtiera Sbarzaglia"],
    ),
    (
        "md prose ru",
        "- Обсудили с Ефросиньей Крутояровой отпуск.\n- Мирослав Дубравин в отпуске до 12.12.",
        ["Ефросиньей Крутояровой", "Мирослав Дубравин"],
    ),
    (
        "md prose uk",
        "- Поговорив з Богумилою про відпустку.\n- Всеволод Гарбузюк у відпустці.",
        ["Богумилою", "Всеволод Гарбузюк"],
    ),
    (
        "md prose he",
        "- דיברתי עם אביעד קרמרוביץ על השכר.\n- נועה גרינשפולץ בחופשה עד ה-12.",
        ["אביעד קרמרוביץ", "נועה גרינשפולץ"],
    ),
    ("md prose hi", "- अनुप्रिया खरबंदे से वेतन पर बात हुई।\n- विश्वजीत तलवलकर 12 तारीख तक छुट्टी पर हैं।", ["अनुप्रिया खरबंदे"]),
    (
        "md prose ar",
        "- تحدثت مع باسل القرطبوني عن الراتب.\n- رنيم الحسكاوي في إجازة حتى ١٢.",
        ["باسل القرطبوني", "رنيم الحسكاوي"],
    ),
    ("md prose ko", "- 탁서윤 님과 연봉 협상 완료.\n- 봉지헌 씨는 12일까지 휴가.", ["탁서윤", "봉지헌"]),
    (
        "md prose pt",
        "- Falei com a Jacintha sobre o salário.\n- Teodomiro Vasconcelhos de férias até dia 12.",
        ["Jacintha", "Teodomiro Vasconcelhos"],
    ),
    ("md prose tr", "- Gülbahar Karakoçoğlu ile maaş görüşüldü.\n- Tolunay izinde.", ["Gülbahar Karakoçoğlu"]),
    (
        "md prose id",
        "- Sudah bicara dengan Wiraningsih soal gaji.\n- Dharmawangsa Kusumajati cuti sampai tanggal 12.",
        ["Wiraningsih", "Dharmawangsa Kusumajati"],
    ),
    (
        "md prose vi",
        "- Đã trao đổi với chị Diệu Linh về lương.\n- Lạc Văn Quý nghỉ phép đến ngày 12.",
        ["Diệu Linh", "Lạc Văn Quý"],
    ),
    ("md checklist names", "- [x] Bożymira: umowa\n- [ ] Radomił: budżet\n- [ ] Zdziesława: faktury", ["Bożymira"]),
    (
        "md bullets name dash",
        "- Leocadia Urquidizábal — contabilidad\n- Fermín Arrizabalo — ventas",
        ["Leocadia Urquidizábal", "Fermín Arrizabalo"],
    ),
]

#: fifth batch: West Slavic adjective-type surnames in oblique cases, Korean vocatives
VALUES5: list[tuple[str, str, list[str]]] = [
    ("pl genitive pair", "Przeniosłem spotkania Zdziesławy Pietruchowskiej na piątek.", ["Zdziesławy Pietruchowskiej"]),
    ("pl dative pair", "Wyślij to Radomiłowi Kędzierawskiemu do jutra.", ["Radomiłowi Kędzierawskiemu"]),
    ("pl json body", '{"body": "Dostęp dla Bożymiry Wrzosolewskiej nadany."}', ["Bożymiry Wrzosolewskiej"]),
    ("cs accusative", "Dopis pro Bohumilu Sádeckou je hotový.", ["Bohumilu Sádeckou"]),
    ("ko vocative", "[오후 9:12] 탁서윤: 지헌아 이번 달 월세 아직 안 들어왔어", ["지헌"]),
    ("ko vocative ya", "하람야, 내일 회의 몇 시야?", ["하람"]),
    ("hi gloss", "प्रमाणित किया जाता है कि अनुप्रिया खरबंदे (Anupriya Kharbande), आयु 38 वर्ष,", ["अनुप्रिया खरबंदे"]),
    ("he gloss", "אביעד קרמרוביץ (Aviad Kramerovitz) חתם על הטופס.", ["אביעד קרמרוביץ"]),
    ("uk gloss", "Підписала Богумила Стрижавчук (Bohumyla Stryzhavchuk).", ["Богумила Стрижавчук"]),
    ("ko gloss", "탁서윤 (Tak Seoyun) 과장님이 승인했습니다.", ["탁서윤"]),
]

#: written for this test and still missed on this branch (measured, not asserted; see RESULTS.md):
#: a lone name opening a sentence before an ordinary verb, a Devanagari pair before a date, a
#: checklist's ``Name: task`` lines
OPEN: list[tuple[str, str, list[str]]] = [
    (
        "md prose pl instr",
        "## Notatki\n- Rozmawiałem z Radomiłem Kędzierawym o budżecie.\n- Bożymira wraca w poniedziałek.",
        ["Bożymira"],
    ),
    ("md prose hi", "- अनुप्रिया खरबंदे से वेतन पर बात हुई।\n- विश्वजीत तलवलकर 12 तारीख तक छुट्टी पर हैं।", ["विश्वजीत तलवलकर"]),
    (
        "md checklist names",
        "- [x] Bożymira: umowa\n- [ ] Radomił: budżet\n- [ ] Zdziesława: faktury",
        ["Radomił", "Zdziesława"],
    ),
]

#: (kind, text, values no span may touch)
TWINS: list[tuple[str, str, list[str]]] = [
    (
        "slack bot and channel",
        "#zespół-kadry\n\nJira Cloud  9:14 AM\nnowe zgłoszenie\n\nDeploy Bot  9:20 AM\nplik udostępniony",
        ["Jira Cloud", "Deploy Bot", "zespół-kadry"],
    ),
    (
        "bracket time system",
        "[09:12] System: kopia zapasowa gotowa\n[09:13] Bot: deploy ok",
        ["System", "Bot"],
    ),
    (
        "md attendees teams",
        "**Uczestnicy:** zespół platformy, dział kadr\n**Status:** Otwarte\n",
        ["zespół", "Otwarte"],
    ),
    (
        "md attendees es teams",
        "**Asistentes:** equipo de ventas, Finanzas\n**Estado:** Abierto\n",
        ["equipo", "Finanzas", "Abierto"],
    ),
    (
        "md owner team",
        "- Owner: platform-team\n- Status: Open\n- Responsable: equipo de datos\n",
        ["platform-team", "Open", "equipo"],
    ),
    (
        "md heading places",
        "## Kraków\n- biuro otwarte\n## Valencia\n- oficina nueva\n",
        ["Kraków", "Valencia"],
    ),
    (
        "tsv products",
        "Produkt\tCena\tKategoria\nLumina Pro\t149 zł\tAudio\nVerdant Max\t249 zł\tAudio\n",
        ["Lumina Pro", "Verdant Max"],
    ),
    (
        "tsv ko departments",
        "부서\t위치\n인사팀\t서울\n재무팀\t부산\n",
        ["인사팀", "서울", "재무팀"],
    ),
    (
        "csv he departments",
        "מחלקה,עיר\nכספים,תל אביב\nמכירות,חיפה\n",
        ["כספים", "מכירות"],
    ),
    (
        "csv hi cities",
        "शहर,राज्य\nपुणे,महाराष्ट्र\nनागपुर,महाराष्ट्र\n",
        ["पुणे", "नागपुर"],
    ),
    (
        "json localized non-person",
        '{"stan": "Otwarte", "dział": "Kadry", "estado": "Abierto", "projekt": "Orzeł"}',
        ["Otwarte", "Kadry", "Abierto", "Orzeł"],
    ),
    ("ko nim generic", "고객님, 주문이 완료되었습니다. 여러분 감사합니다.", ["고객님", "여러분"]),
    ("hi shri place", "श्री राम मंदिर में आरती शाम को है।", ["मंदिर"]),
    ("ru g-n none", "Г-н директор утвердил бюджет.", ["директор"]),
    ("tr bey words", "Bugün hava güzel, toplantı saat 3'te.", ["Bugün", "toplantı"]),
    ("vi anh language", "Tài liệu tiếng Anh đã dịch xong.", ["Anh"]),
    ("id ibu kota", "Ibu kota pindah ke Nusantara tahun depan.", ["kota"]),
    ("pl talk with the board", "Spotkanie z Zarządem w czwartek.", ["Zarządem"]),
    (
        "ar adjective nisba",
        "تم تحديث النظام الأساسي وقسم الموارد البشرية والدعم الفني.",
        ["الأساسي", "البشرية", "الفني"],
    ),
    ("hi loanwords before postposition", "सॉफ्टवेयर अपडेट से समस्या हल हुई, कंपनी ने कहा।", ["सॉफ्टवेयर", "कंपनी"]),
    (
        "pl institutions",
        "Politechnika Warszawska i Uniwersytet Wrocławski podpisały umowę.",
        ["Politechnika", "Uniwersytet"],
    ),
    ("ko verb and group forms", "좋아야 해. 그래야 돼. 얘들아, 밥 먹자", ["좋아", "그래야"]),
    (
        "gloss of places and words",
        "नमस्ते दुनिया (Hello World), Москва (Moscow Office), 서울시 (Seoul City)",
        ["नमस्ते", "Москва", "서울시"],
    ),
    ("one-on-one topic", "# 1:1 sync / Roadmap\n- Q3 planning", ["sync", "Roadmap"]),
    ("quote attribution heading", "> Ship it.\n— Release Notes\n", ["Release Notes"]),
    ("ocr short label", "PLN: 4500\nNL: 31", ["4500"]),
    ("cyrillic vocative words", "Друже, скинь номер. Кстати, завтра встреча.", ["Друже", "Кстати"]),
    (
        "md action items teams",
        "## Action items\n- @platform-team to rotate keys\n- @here review the doc\n",
        ["platform-team", "here"],
    ),
]


ALL_VALUES = VALUES + VALUES2 + VALUES3 + VALUES4 + VALUES5


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))


def _covered(text: str, value: str, spans: list[tuple[int, int, str]]) -> bool:
    i = text.index(value)
    cov = {k for s, e, ty in spans if ty == "PERSON" for k in range(max(s, i), min(e, i + len(value)))}
    return all(k in cov for k in range(i, i + len(value)) if text[k].isalnum())


@pytest.mark.parametrize(("kind", "text", "values"), ALL_VALUES, ids=[c[0] for c in ALL_VALUES])
def test_value_masked(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = [(s.start, s.end, s.entity_type) for s in det.scan_text(text)]
    for v in values:
        assert _covered(text, v, spans), (kind, v, [(text[s:e], t) for s, e, t in spans])


@pytest.mark.parametrize(("kind", "text", "values"), TWINS, ids=[c[0] for c in TWINS])
def test_twin_untouched(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        i = text.index(v)
        hit = [text[s.start : s.end] for s in spans if s.start < i + len(v) and i < s.end]
        assert not hit, (kind, v, hit)


#: code annotations the NER model of main already tags on its own (a separate defect), so the
#: mention rule is checked alone: it must not add a span there
RULE_TWINS = [
    "@Autowired\n    private Foo foo;",
    "@Test\npublic void run() {}",
    "@Injectable()\nexport class Api {}",
    '@Entity @Table(name = "users")',
    "@Deprecated since 2.0",
]


@pytest.mark.parametrize("text", RULE_TWINS)
def test_mention_rule_twin(text: str) -> None:
    assert list(CapitalMentionRecognizer().find(text)) == []
