"""Field-context values in the languages and formats issue 12's blind split is weakest at
(fields13): each rule's real value and its decoy twin (a non-personal value of the same shape).

Written fresh for this round (agent-shaped chat, e-mail, CSV/TSV, markdown and OCR text in ar,
he, hi, ko, ja, pl, uk, ru, es, it, vi and a few more), not taken from any held-out split.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector

#: (what it tests, text, values that must be covered by spans)
REAL: list[tuple[str, str, list[str]]] = [
    # birth verbs, abbreviations and worded months
    ("ar birth verb arabic-indic", "وُلد أحمد في ٣/٥/١٩٩٠ في عمّان", ["٣/٥/١٩٩٠"]),
    ("ar birth worded month", "وُلِدَت سارة في ١٢ مارس ١٩٩٢ في بيروت", ["١٢ مارس ١٩٩٢"]),
    ("he birth glued prefix", "נולדתי ב-14/02/1991 בחיפה", ["14/02/1991"]),
    ("he birth worded month", "נולד ב-3 במאי 1990 בתל אביב", ["3 במאי 1990"]),
    ("hi birth worded month", "उसका जन्म 3 मई 1990 को हुआ था", ["3 मई 1990"]),
    ("pl ur. abbreviation", "Jan Nowak, ur. 3.05.1990 w Krakowie", ["3.05.1990"]),
    ("pl first person", "Urodziłem się 3 maja 1990 w Gdańsku", ["3 maja 1990"]),
    ("ru worded month", "Родился 3 мая 1990 г. в Омске", ["3 мая 1990"]),
    ("uk worded month", "Народився 7 травня 1988 року в Києві", ["7 травня 1988"]),
    ("vi worded month", "Chị ấy sinh ngày 3 tháng 5 năm 1990", ["3 tháng 5 năm 1990"]),
    ("ko date then verb", "1990년 5월 3일에 태어났어요", ["1990년 5월 3일"]),
    ("ko date then 생", "김민수 1988년 4월 9일생", ["1988년 4월 9일"]),
    ("es nac. abbreviation", "Fecha de nac. 04-04-1988", ["04-04-1988"]),
    ("cs nar. abbreviation", "Nar. 03.05.1990 v Brně", ["03.05.1990"]),
    ("tr possessive label", "Doğum tarihim 12.03.1990", ["12.03.1990"]),
    ("ar possessive label", "تاريخ ميلادي ١٩٩١/٠٢/١٥", ["١٩٩١/٠٢/١٥"]),
    # round-13 labels in tables, key: value and markdown
    ("ko arrears tsv", "이름\t체납액\n이서준\t880,000\n", ["880,000"]),
    ("ja contract value md", "| 氏名 | 契約金額 |\n|---|---|\n| 高橋美咲 | 3,500,000 |\n", ["3,500,000"]),
    ("he contract value kv", "שם: יעל כהן\nערך החוזה: 120,000\n", ["120,000"]),
    ("ar contract value list", "- **قيمة العقد:** 250,000\n", ["250,000"]),
    ("ru contract value tsv", "ФИО\tСумма договора\nСергей Волков\t1 200 000\n", ["1 200 000"]),
    ("he dob abbreviation", "שם\tת. לידה\nיעל כהן\t1990-06-30\n", ["1990-06-30"]),
    ("uk dob abbreviation", "ПІБ: Марія Бондар\nДата нар.: 1984-10-10\n", ["1984-10-10"]),
    ("hi leave reason", "नाम: प्रिया मेहता\nछुट्टी का कारण: पीलिया\n", ["पीलिया"]),
    ("vi leave reason", "Họ tên\tLý do nghỉ\nPhạm Minh Châu\tsốt cao\n", ["sốt cao"]),
    ("uk absence reason md", "- **Причина відсутності:** грип\n", ["грип"]),
    # earning, borrowing and balance words; money words
    ("ja monthly income", "月収は35万円くらいです", ["35万円"]),
    ("ja hourly wage", "時給1,200円のバイトです", ["1,200円"]),
    ("ko net pay", "실수령 월 320만 원이야", ["320만 원"]),
    ("ru receive k", "Получаю 120к на руки", ["120к"]),
    ("es gano", "Gano unos 2.300 € al mes", ["2.300 €"]),
    ("it prendo", "Prendo 1.700 euro al mese", ["1.700 euro"]),
    ("ar earn verb", "أتقاضى 8000 ريال شهرياً", ["8000 ريال"]),
    ("he earn thousand", 'אני מרוויח 15 אלף ש"ח בחודש', ['15 אלף ש"ח']),
    ("uk receive hryvnia", "Отримую 30 тисяч гривень", ["30 тисяч гривень"]),
    ("pt ganho", "Ganho R$ 6.200 por mês", ["R$ 6.200"]),
    ("cs earn", "Vydělávám 42 000 Kč měsíčně", ["42 000 Kč"]),
    ("th salary glued", "เงินเดือนผม 35,000 บาท", ["35,000 บาท"]),
    ("he owe him", 'אני חייב לו 3,200 ש"ח מהחתונה', ['3,200 ש"ח']),
    ("ar dinar debt", "مرحبا، عليّ دين لأخي بقيمة 4,300 دينار وسأسدده الشهر القادم", ["4,300 دينار"]),
    ("fr still owe", "Je dois encore 2 000 € à ma sœur", ["2 000 €"]),
    ("ja borrowed", "私は友達に3万円借りている", ["3万円"]),
    ("ko borrowed", "친구한테 50만 원 빌렸어", ["50만 원"]),
    ("ar borrowed", "اقترضت من صديقي 3000 درهم", ["3000 درهم"]),
    ("he borrowed", "לוויתי מאבא 10,000 ₪", ["10,000 ₪"]),
    ("es lent", "Me prestó 500 € y aún no se los he devuelto", ["500 €"]),
    ("ja bankbook", "通帳には8万円しかない", ["8万円"]),
    ("ar my account", "في حسابي 1,250 دينار فقط", ["1,250 دينار"]),
    ("hi account", "मेरे अकाउंट में ₹3,200 हैं", ["₹3,200"]),
    # everyday infections; Arabic and Hebrew glued prefixes
    ("es chickenpox", "Mi hijo tiene varicela, no irá al cole", ["varicela"]),
    ("pl angina inflected", "Mam anginę, jestem na L4 do piątku", ["anginę"]),
    ("hi typhoid", "मुझे टाइफाइड हो गया है, डॉक्टर ने आराम बोला", ["टाइफाइड"]),
    ("ar glued diabetes", "تم تشخيصي بالسكري من النوع الثاني", ["السكري من النوع الثاني"]),
    ("he glued flu", "הילד חולה בשפעת, לא יגיע לגן", ["בשפעת"]),
    ("uk chickenpox", "Дочка захворіла на вітрянку", ["вітрянку"]),
    # OCR
    ("ocr hyphen label", "Data uro-\ndzenia: 04.06.1979", ["04.06.1979"]),
    ("ocr spaced labels", "S a l a r y : 4 200 EUR\nD a t e  o f  b i r t h : 12/03/1988", ["4 200 EUR", "12/03/1988"]),
    ("ocr spaced pl", "W Y N A G R O D Z E N I E : 6 450,00 zł", ["6 450,00 zł"]),
]

#: (what it tests, text, non-personal values that must stay unmasked)
DECOYS: list[tuple[str, str, list[str]]] = [
    ("ko production date", "2024년 3월 1일생산 라인 가동", ["2024년 3월 1일"]),
    ("ko creation date", "2024년 3월 1일 생성된 파일", ["2024년 3월 1일"]),
    ("ko launch date", "프로젝트는 2019년 3월 1일 출시되었다", ["2019년 3월 1일"]),
    ("pl invoice date", "Faktura nr 12/2024, wystawiona 3.05.2024", ["3.05.2024"]),
    ("ar transfer date", "نُقل الطلب في 12/03/2024 إلى القسم", ["12/03/2024"]),
    ("he launch date", "הפרויקט הושק ב-14/02/2021", ["14/02/2021"]),
    ("ru meeting date", "Termin: 3 мая 2026 года, зал 4", ["3 мая 2026"]),
    ("pl average pay", "Średnie wynagrodzenie w Polsce wyniosło 7 800 zł", ["7 800 zł"]),
    ("pl average pay 2", "Przeciętne wynagrodzenie w sektorze wyniosło 8 100 zł", ["8 100 zł"]),
    ("uk average pay", "Середня зарплата в Україні становить 18 500 грн", ["18 500 грн"]),
    ("ja average income", "平均年収は450万円と発表された", ["450万円"]),
    ("ko average salary", "올해 평균 연봉은 4,200만 원으로 조사됐다", ["4,200만 원"]),
    ("es promedio", "El salario promedio en México es de 15.000 pesos", ["15.000 pesos"]),
    ("hi average", "औसत वेतन ₹35,000 है इस क्षेत्र में", ["₹35,000"]),
    ("ar average", "متوسط الراتب في دبي 15,000 درهم", ["15,000 درهم"]),
    ("vi average", "Lương trung bình của ngành là 9 triệu đồng", ["9 triệu đồng"]),
    ("he average", "השכר הממוצע במשק הוא 12,800 ₪", ["12,800 ₪"]),
    ("ar dinar price", "سعر الهاتف 1,200 دينار في المتجر", ["1,200 دينار"]),
    ("he must go", "אני חייב ללכת, המונית עולה 80 ₪", ["80 ₪"]),
    ("ja revenue stamp", "収入印紙 200円を貼付", ["200円"]),
    ("fr plat du jour", "Plat du jour : 14,50 €", ["14,50 €"]),
    ("th price", "ราคา 1,290 บาท ส่งฟรี", ["1,290 บาท"]),
    ("fa price", "قیمت این گوشی ۲۵ میلیون تومان است", ["۲۵ میلیون تومان"]),
    ("ru delivery price", "Цена доставки 350 ₽, оплата при получении", ["350 ₽"]),
    ("he price thousand", 'המחיר 3 אלף ש"ח כולל משלוח', ['3 אלף ש"ח']),
    ("ar company income", "الشركة: نور للتجارة\nصافي الدخل: 4,500,000", ["4,500,000"]),
    ("ja invoice column", "品名,数量,請求額\nノートPC,2,256000", ["256000"]),
    ("ja pandemic business", "コロナ禍で売上が20%減少した", ["コロナ禍"]),
    ("pl river", "Spacer nad Odrą w sobotę, bilety 25 zł", ["Odrą"]),
    ("ocr hyphen price list", "Preis-\nliste: Kaffee 4,50 €, Tee 3,20 €", ["4,50 €"]),
    ("ocr spaced heading", "E X P O R T   R E P O R T\nTotal shipped: 12 000 EUR", ["12 000 EUR"]),
    ("ocr hyphen customer", "Kun-\nde seit 2019, Umsatz 40.000 €", ["40.000 €"]),
    ("price table", "| 商品 | 価格 |\n|---|---|\n| ノートPC | 128,000円 |", ["128,000円"]),
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
