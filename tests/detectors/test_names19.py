"""Names19 (issue 12): names in shapes and scripts no list knows, with decoy twins.

Written fresh for this round (no corpus split read for them; every name invented, none in
Faker): a sign-off after HTML ``<br>``/``</p>`` in mail bodies of nine languages, Amadeus and
Sabre passenger name elements (``NM1…``, ``1SURNAME/GIVENMR``, more given names after a title),
Chinese and Japanese third persons in prose with no cue word, Arabic and Hebrew names after "with/to" and a
contact verb's clitic, Thai names after an honorific, Turkish and Korean names before a postposed
"with" and a verb, a Hebrew maqaf inside a name, Discord ``global_name`` and chat-export party
keys beside their id (``"from"`` + ``"from_id"``). ``VALUES``: every letter of each value is
under a PERSON span. ``TWINS``: the same shapes holding roles, teams, firms, fares and everyday
words, which no span may touch.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.recognizers.fields import _html_lines
from edgeward.detectors.scanner import Detector

#: (what, text, names that must be masked)
VALUES: list[tuple[str, str, list[str]]] = [
    (
        "html: en best br",
        "<p>Hi team,</p><p>Please find the invoice attached.</p><p>Best,<br>Quorrelle</p>",
        ["Quorrelle"],
    ),
    ("html: en regards p", "<p>Regards,</p><p>Tancredi Vasquez-Orloff</p>", ["Tancredi Vasquez-Orloff"]),
    ("html: en thanks br two lines", "<p>Thanks,<br>Odran Pellegrew<br>Sent from my phone</p>", ["Odran Pellegrew"]),
    (
        "html: de thanks before the closing",
        "<p>Danke und viele Grüße<br>Wigbert Osterkampf<br>Einkauf</p>",
        ["Wigbert Osterkampf"],
    ),
    ("mail: fr thanks before the closing", "Merci et bonne journée,\nSolène Kervarrec", ["Solène Kervarrec"]),
    ("html: fr br slash", "<p>Cordialement,<br />Gwenvaela Kerbrastel</p>", ["Gwenvaela Kerbrastel"]),
    ("html: fr particle", "Merci !<br><br>Maïwenn Le Goarnivec<br>Responsable RH", ["Maïwenn Le Goarnivec"]),
    ("html: ar rtl div", '<div dir="rtl">مع التحية،<br>نجلاء الزهرانيه</div>', ["نجلاء الزهرانيه"]),
    ("html: zh", "<p>谢谢！<br>司徒望川</p>", ["司徒望川"]),
    ("html: tr", "<p>Saygılarımla,<br>Gülbaharay Yıldırımsoy</p>", ["Gülbaharay Yıldırımsoy"]),
    ("html: el", "<p>Με εκτίμηση,<br>Αρσινόη Καλαμαρίδου</p>", ["Αρσινόη Καλαμαρίδου"]),
    ("pnr: amadeus entry", "NM1QUARTERMAINE/ELSPETHA MRS", ["QUARTERMAINE/ELSPETHA"]),
    ("pnr: amadeus two given", "NM2STAVRIDOUL/ARSINOI MRS/PELOPSAS MR", ["STAVRIDOUL/ARSINOI", "PELOPSAS"]),
    ("pnr: glued title", "1ZELLWEGERN/ANSGARMR 2ZELLWEGERN/HEDWIGMRS", ["ZELLWEGERN/ANSGAR", "ZELLWEGERN/HEDWIG"]),
    (
        "pnr: display",
        "RP/PARXX2100/PARXX2100 AA/SU 12DEC26\n1.VERNICKEL/HALDORA MRS 2.VERNICKEL/OSWINO MR\n2 AF 1234 Y 12JAN",
        ["VERNICKEL/HALDORA", "VERNICKEL/OSWINO"],
    ),
    ("zh: with + talk verb", "我昨天和欧阳振邦聊过，他说下周交付。", ["欧阳振邦"]),
    ("zh: with + meeting", "周五跟司马慧琳开了个会，她同意了。", ["司马慧琳"]),
    ("zh: met at clause end", "今天见了夏侯明远，方案没问题。", ["夏侯明远"]),
    ("zh: send to + look", "明天我会把报告发给孟繁星看一下。", ["孟繁星"]),
    ("zh: clause opening + time word", "好的。孟繁星昨天提交了报告。", ["孟繁星"]),
    ("ja: kanji + to meeting", "田所光太郎と打ち合わせをしました。", ["田所光太郎"]),
    ("ja: kanji + kara phone", "先週、真壁柊一から電話がありました。", ["真壁柊一"]),
    ("ar: with", "وتحدثت مع كريم الحدادي أمس بخصوص العقد.", ["كريم الحدادي"]),
    ("ar: contact verb clitic", "اتصلت بنادر الشمراني وقال إنه موافق.", ["نادر الشمراني"]),
    ("ar: to", "أرسلت الملف إلى غدير الزهرانيه صباح اليوم.", ["غدير الزهرانيه"]),
    ("th: honorific after with", "ผมคุยกับคุณสมชายพร เมื่อวาน", ["สมชายพร"]),
    ("th: miss", "ส่งเอกสารให้นางสาวพิมพ์ชนกา แล้ว", ["พิมพ์ชนกา"]),
    ("he: with", "נפגשתי עם רוני אבוקסיסי בבוקר.", ["רוני אבוקסיסי"]),
    ("he: contact verb clitic", "שלחתי ליואב שטרנליכטר את הקובץ אתמול.", ["יואב שטרנליכטר"]),
    ("zh: shi + name + ti de", "这个需求是孟繁星提的。", ["孟繁星"]),
    ("tr: name ile verb", "Dün Gülsevin Karaosmanoğlu ile görüştüm.", ["Gülsevin Karaosmanoğlu"]),
    ("tr: reporting verb", "Yıldıray Tekinalpoğlu dedi ki toplantı ertelendi.", ["Yıldıray Tekinalpoğlu"]),
    ("ko: hago meeting", "어제 윤재희하고 회의했어요.", ["윤재희"]),
    ("ko: compound surname gwa call", "오늘 선우다온과 통화했습니다.", ["선우다온"]),
    ("he: maqaf in a name key", '{"assignees": [{"name": "יעל בן־שושנה"}]}', ["יעל בן־שושנה"]),
    (
        "json: discord global_name",
        '{"author": {"id": "1", "username": "kestrel", "global_name": "Aldous Pemberhill"}}',
        ["Aldous Pemberhill"],
    ),
    (
        "json: telegram export from + from_id",
        '{"messages": [{"id": 1, "from": "Ragnhild Solvikstad", "from_id": "user123", "text": "hei"}]}',
        ["Ragnhild Solvikstad"],
    ),
    (
        "json: audit actor + actor_id",
        '{"actor": "Oswin Throckley", "actor_id": "u_77", "action": "login"}',
        ["Oswin Throckley"],
    ),
]

#: (what, text, values no span may touch)
TWINS: list[tuple[str, str, list[str]]] = [
    ("html: closing then a department", "<p>Best,<br>Procurement team</p>", ["Procurement team"]),
    ("mail: thanks, closing, a team", "Thanks and regards,\nThe Billing Team", ["The Billing Team"]),
    ("pnr: fare basis", "FARE BASIS YLOWUS ECONOMY/FLEX CLASS", ["ECONOMY/FLEX"]),
    ("pnr: path", "path SRC/MAIN and DOCS/README", ["SRC/MAIN", "DOCS/README"]),
    ("zh: with the leadership", "我们和高层讨论了预算。", ["高层"]),
    ("zh: with everyone", "我和大家说一下，时间改了。", ["大家"]),
    ("zh: met a client", "今天见了客户，方案没问题。", ["客户"]),
    ("zh: told the boss", "他跟老板说了。", ["老板"]),
    ("ja: manager", "部長と打ち合わせをしました。", ["部長"]),
    ("ja: person in charge", "営業担当者から連絡がありました。", ["営業担当者"]),
    ("ja: company", "会社に連絡してください。", ["会社"]),
    ("ar: with the team", "تحدثت مع الفريق أمس بخصوص العقد.", ["الفريق"]),
    ("ar: with the sales team", "اجتمعنا مع فريق المبيعات حول الخطة.", ["فريق المبيعات"]),
    ("ar: with a firm", "تواصلت مع شركة الاتصالات بخصوص الفاتورة.", ["شركة الاتصالات"]),
    ("th: thanks", "ขอบคุณครับ", ["ขอบคุณครับ"]),
    ("th: you can", "คุณสามารถเข้าสู่ระบบได้", ["คุณสามารถเข้าสู่ระบบได้"]),
    ("he: with our team", "נפגשנו עם הצוות שלנו אתמול.", ["הצוות שלנו"]),
    ("he: sent to management", "שלחתי להנהלה את הדוח.", ["להנהלה"]),
    ("zh: proposed by the plan", "这个需求是方案提的。", ["方案"]),
    ("tr: firm ile verb", "Dün Acme Yazılım ile görüştük.", ["Acme Yazılım"]),
    ("ko: customer firm gwa", "어제 고객사와 통화했어요.", ["고객사"]),
    (
        "json: route from + from_id",
        '{"from": "Berlin", "from_id": "TXL", "to": "Paris", "to_id": "CDG"}',
        ["Berlin", "Paris"],
    ),
    ("json: team from + from_id", '{"from": "Platform Team", "from_id": "T01"}', ["Platform Team"]),
    ("json: bot from + from_id", '{"from": "Deploy Bot", "from_id": "B01"}', ["Deploy Bot"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))


def _covered(text: str, value: str, spans: list[tuple[int, int, str]]) -> bool:
    i = text.index(value)
    need = [k for k in range(i, i + len(value)) if text[k].isalnum()]
    return all(any(s <= k < e and t == "PERSON" for s, e, t in spans) for k in need)


@pytest.mark.parametrize(("kind", "text", "values"), VALUES, ids=[c[0] for c in VALUES])
def test_value_masked(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = [(s.start, s.end, s.entity_type) for s in det.scan_text(text, "content")]
    for v in values:
        assert _covered(text, v, spans), (kind, v, [(text[s:e], t) for s, e, t in spans])


@pytest.mark.parametrize(("kind", "text", "values"), TWINS, ids=[c[0] for c in TWINS])
def test_twin_untouched(det: Detector, kind: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text, "content")
    for v in values:
        i = text.index(v)
        hit = [text[s.start : s.end] for s in spans if s.start < i + len(v) and i < s.end]
        assert not hit, (kind, v, hit)


def test_html_lines_keeps_offsets() -> None:
    text = '<div dir="rtl">Best,<br/>Anwen</div><p>x</p>'
    out = _html_lines(text)
    assert out is not None and len(out) == len(text)
    assert out.index("Anwen") == text.index("Anwen")
    assert "\n" in out[text.index("<br/>") : text.index("Anwen")]
    assert _html_lines("no markup here") is None
