"""Issue 12, round 4: names without a cue in record shapes, role appositions in system
prompts (adversarial finding F13), confusable letters inside Latin values, capitalised
German nouns and company names (precision), and the tokenizer's cost on deeply nested
punctuation (adversarial finding F5).

Values are written for these tests (not taken from any corpus); each kind has a negative
twin where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.scanner import FieldKind
from edgeward.detectors.textview import MAX_NLP_TOKEN, break_long_runs, nlp_text


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def covered(det: Detector, text: str, value: str, kind: FieldKind | None = None) -> set[str]:
    """Entity types of the spans that together cover every letter/digit of ``value``."""
    spans = det.scan_text(text, kind=kind)
    start = text.index(value)
    end = start + len(value)
    hit = [s for s in spans if s.start < end and start < s.end]
    cov: set[int] = set()
    for s in hit:
        cov.update(range(max(s.start, start), min(s.end, end)))
    need = {i for i in range(start, end) if text[i].isalnum()}
    assert need <= cov, f"{value!r} not covered in {text!r}: {[(s.entity_type, s.text) for s in spans]}"
    return {s.entity_type for s in hit}


def nothing_on(det: Detector, text: str, value: str, kind: FieldKind | None = None) -> None:
    start = text.index(value)
    end = start + len(value)
    spans = det.scan_text(text, kind=kind)
    hit = [(s.entity_type, s.text) for s in spans if s.start < end and start < s.end]
    assert not hit, f"{value!r} should not be reported in {text!r}: {hit}"


# ------------------------------------------------------------------ F5: nested punctuation
@pytest.mark.parametrize(
    "text",
    [
        "[" * 5000 + '"x"' + "]" * 5000,
        '{"k":' * 3000 + "1" + "}" * 3000,
        "(" * 9000,
        "note: " + "a" * 65 + " end",
        "ok " + "b" * 64 + " end",
    ],
)
def test_long_runs_are_broken_for_the_tokenizer_with_offsets_kept(text: str) -> None:
    out = break_long_runs(text)
    if max(len(w) for w in text.split()) <= MAX_NLP_TOKEN:
        assert out is None
        return
    assert out is not None and len(out) == len(text)
    assert max(len(w) for w in out.split()) <= MAX_NLP_TOKEN
    # only characters inside long runs change, and only into spaces
    assert all(a == b or b == " " for a, b in zip(text, out))


def test_markup_blanking_and_run_breaking_compose() -> None:
    text = "<td>Quillon Ashgrove</td> " + "[" * 300
    out = nlp_text(text)
    assert out is not None and len(out) == len(text)
    assert out.startswith("    Quillon Ashgrove     ")
    assert max(len(w) for w in out.split()) <= MAX_NLP_TOKEN


def test_the_nlp_pipeline_never_sees_a_run_longer_than_the_cap(det: Detector, monkeypatch: pytest.MonkeyPatch) -> None:
    """Time-independent guard for F5: whatever the scanner hands spaCy has no whitespace-free
    run longer than MAX_NLP_TOKEN, so the tokenizer's affix loop stays linear overall."""
    nlp = det.engine.nlp_engine
    seen: list[str] = []
    real = nlp.process_text

    def spy(text: str, language: str) -> object:
        seen.append(text)
        return real(text, language)

    monkeypatch.setattr(nlp, "process_text", spy)
    det.clear_cache()
    payload = "Call Odalric Fenwright about " + "[" * 5000 + '"x"' + "]" * 5000
    det.scan_text(payload, kind="content")
    assert seen, "the scanner did not run the NLP pipeline"
    assert all(max((len(w) for w in t.split()), default=0) <= MAX_NLP_TOKEN for t in seen)
    assert "Odalric Fenwright" in seen[0]


# ------------------------------------------------------ F13: role apposition in instructions
def _system(det: Detector, prompt: str) -> list[str]:
    body = {"model": "m", "messages": [{"role": "system", "content": prompt}, {"role": "user", "content": "hi"}]}
    return [f.span.text for f in det.scan_request(body) if f.path[:2] == ("messages", 0)]


@pytest.mark.parametrize(
    ("prompt", "name"),
    [
        ("Always address the customer, Hiroshi Tanaka, politely.", "Hiroshi Tanaka"),
        ("Our client Margarethe Oyelaran prefers e-mail over calls.", "Margarethe Oyelaran"),
        ("Patient: Ifeoma Castellanos. Keep answers short.", "Ifeoma Castellanos"),
        ("Sprich die Kundin, Waltraud Oyelaran, immer höflich an.", "Waltraud Oyelaran"),
        ("El paciente Eusebio Garmendia llega a las diez.", "Eusebio Garmendia"),
        ("клиент Всеволод Хрусталёв ждёт ответа.", "Всеволод Хрусталёв"),
    ],
)
def test_a_role_apposition_names_a_person_in_a_system_prompt(det: Detector, prompt: str, name: str) -> None:
    found = _system(det, prompt)
    assert any(name in t for t in found), (prompt, found)


@pytest.mark.parametrize(
    "prompt",
    [
        "Always address the customer politely. Use the Gateway tool for lookups.",
        "Each patient Record Viewer tab is read-only; open the customer Order History page first.",
        "Use the Customer Portal tool to look up orders; the client library is React.",
    ],
)
def test_role_nouns_before_product_terms_are_not_people(det: Detector, prompt: str) -> None:
    assert _system(det, prompt) == []


# ----------------------------------------------------------------- precision: organisations
@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("Invoice from Quellmoor Textiles SAS for 300 EUR.", "Quellmoor Textiles SAS"),
        ("Delivered by Brunetti Ceramiche S.r.l. yesterday.", "Brunetti Ceramiche S.r.l."),
        ("Payment to Vindrup Fisk ApS is due.", "Vindrup Fisk ApS"),
        ("Contract with Haverkamp Logistik GmbH signed by Ilse Bramstedt.", "Haverkamp Logistik GmbH"),
        ('{"Account": {"Name": "Ostermoor Keramik AG"}, "Owner": "Ilse Bramstedt"}', "Ostermoor Keramik AG"),
        ("supplier_name: Kuusela Rakennus Oy", "Kuusela Rakennus Oy"),
    ],
)
def test_a_legal_form_makes_a_name_an_organisation(det: Detector, text: str, org: str) -> None:
    nothing_on(det, text, org)


def test_a_two_letter_legal_form_counts_only_in_capitals(det: Detector) -> None:
    assert "PERSON" in covered(det, "Name: Ana Sa", "Ana Sa")  # Sa is a surname too


# ------------------------------------------------------- precision: German nouns capitalised
@pytest.mark.parametrize(
    "text",
    [
        "Du bist ein Assistent für Datenanalyse und hilfst dem Team bei der Auswertung.",
        "Die Ergebnisse der Umfrage zeigen, dass die Kundenzufriedenheit gestiegen ist.",
        "Erstelle eine Übersicht für Berichtswesen und Controlling mit den Zahlen aus dem Export.",
    ],
)
def test_german_nouns_are_not_names(det: Detector, text: str) -> None:
    kinds: tuple[FieldKind, ...] = ("instructions", "content")
    for kind in kinds:
        assert det.scan_text(text, kind=kind) == [], kind


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Sehr geehrte Frau Quastenberg, vielen Dank für die Nachricht und die Unterlagen.", "Quastenberg"),
        ("Hallo Wernfried, kannst du bitte die Datei an die Buchhaltung schicken?", "Wernfried"),
        ("Du arbeitest im Auftrag von Wernfried Quastenberg und hilfst bei der Planung.", "Wernfried Quastenberg"),
    ],
)
def test_names_in_german_sentences_are_still_found(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


# ------------------------------------------------------------ homoglyphs (TR39 confusables)
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("contact: m\u0430rgaret.thornbury@gmail.com", "m\u0430rgaret.thornbury@gmail.com"),  # Cyrillic а
        ("Please write to \u0458ohn.smith@example.com today", "\u0458ohn.smith@example.com"),  # Cyrillic ј
        ('payload {"to": "p\u0435ter.quill@example.org", "amount": 12}', "p\u0435ter.quill@example.org"),
        ("reply to quentin@ex\u0430mple-mail.n\u0435t please", "quentin@ex\u0430mple-mail.n\u0435t"),
        ("ping ann.l\u03bfwe@example.com", "ann.l\u03bfwe@example.com"),  # Greek ο
    ],
)
def test_confusable_letters_inside_an_email_are_masked_whole(det: Detector, text: str, value: str) -> None:
    assert "EMAIL_ADDRESS" in covered(det, text, value)
    span = next(s for s in det.scan_text(text) if s.entity_type == "EMAIL_ADDRESS")
    assert span.text == value  # raw offsets: the spoofed characters themselves are masked


def test_fold_maps_minority_script_look_alikes_one_for_one() -> None:
    from edgeward.detectors.unicode_fold import fold_unicode

    assert fold_unicode("M\u0430il \u0458ohn") == ("Mail john", None, None)
    assert fold_unicode("\u0418\u0432\u0430\u043do\u0432") == ("\u0418\u0432\u0430\u043d\u043e\u0432", None, None)
    assert fold_unicode("\u041f\u0440\u0438\u0432\u0435\u0442, API ok") is None  # words in one script each
    assert fold_unicode("\u0418\u0432\u0430\u043d.Petrov") is None  # И has no Latin look-alike: not a spoof
    assert fold_unicode("\u0391\u03bb\u03ad\u03be\u03b1\u03bd\u03b4\u03c1\u03bf\u03c2") is None


# ------------------------------------------------------------ names by record shape and role
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Lääkäri: Aino Virtaperä\nSoita jos myöhässä.", "Aino Virtaperä"),
        ("Trabajador/a: Celestino Arrizabalaga Muro\nNIF: 12345678Z", "Celestino Arrizabalaga Muro"),
        ("Kiracı: Oğuzhan Karabacak  T.C. Kimlik No: 12345678901", "Oğuzhan Karabacak"),
        ("Bei Rückfragen erreichen Sie Ihren Monteur Gerwalt Eisenhut unter 0151 2345678.", "Gerwalt Eisenhut"),
        ("Лікар: Остап Береговий", "Остап Береговий"),
        ("임대인: 박서윤 (연락처 010-1234-5678)", "박서윤"),
        ("the tenant Wilfreda Ashdown moved in on 1 May.", "Wilfreda Ashdown"),
    ],
)
def test_a_role_label_marks_a_name(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


STATEMENT = """06.05  TRF Aurélio Mascarenhas  -120,50
07.05  MB WAY ZACARIAS FONTOURA  +35,00
08.05  POS CONTINENTE  -20,10
11.05  TILISIIRTO Ilmari Kotkavuori  -75,00
12.05  SEPA Brunnhilde Vogelsang 210,00
"""


@pytest.mark.parametrize(
    "name", ["Aurélio Mascarenhas", "ZACARIAS FONTOURA", "Ilmari Kotkavuori", "Brunnhilde Vogelsang"]
)
def test_a_transfer_counterparty_on_a_statement_is_a_person(det: Detector, name: str) -> None:
    assert "PERSON" in covered(det, STATEMENT, name)


def test_a_card_payment_names_a_merchant_not_a_person(det: Detector) -> None:
    for text, merchant in (
        (STATEMENT, "CONTINENTE"),
        ("03.05  TRF Quellmoor Textiles GmbH  -99,00", "Quellmoor"),
        ("23.05  KORTTIOSTO S-MARKET KALLIO  -58,20", "S-MARKET"),
        ("14.05  KARTENZAHLUNG EDEKA HOLSTEN  -12,40", "EDEKA"),
    ):
        a = text.index(merchant)
        assert not [s for s in det.scan_text(text) if s.entity_type == "PERSON" and s.start <= a < s.end]


def test_git_blame_authors_are_people(det: Detector) -> None:
    text = (
        "a1b2c3d4 (Hrodulf Ketteridge 2023-04-05 18:39:19 +0100  3)     if member:\n"
        "^9f8e7d6 src/app.py (Ysolde Marchbank 2024-01-12 09:02:44 -0500 12) return 1\n"
    )
    assert "PERSON" in covered(det, text, "Hrodulf Ketteridge")
    assert "PERSON" in covered(det, text, "Ysolde Marchbank")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("שלום נחמיה,\nמצורף החוזה.", "נחמיה"),
        ("אל: נחמיה ברקאי <nb@example.com>", "נחמיה ברקאי"),
        ("إلى: سلمى القاسم\nالموضوع: العقد", "سلمى القاسم"),
        ("الأخ عبادة، تمت الموافقة على الطلب", "عبادة"),
        ("डॉ. सुमेधा कुलकर्णी\nक्लिनिक", "सुमेधा कुलकर्णी"),
        ("अनिरुद्ध भैया को पैसे लौटाने हैं", "अनिरुद्ध"),
        ("박서윤에게 연락해 볼게요", "박서윤"),
        ("남궁다온한테 빌린 돈 갚기", "남궁다온"),
        ("제갈하람입니다. 번호 알려드릴게요", "제갈하람"),
    ],
)
def test_cues_in_uncased_scripts(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("मेरे भाई को फोन करो", "मेरे"),
        ("사용자에게 알림을 보냅니다", "사용자"),
        ("من الرياض إلى جدة", "الرياض"),
        ("Use the worker pool; the tenant Portal Team handles requests.", "Portal"),
    ],
)
def test_cue_rules_stay_silent_on_common_words(det: Detector, text: str, word: str) -> None:
    nothing_on(det, text, word)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("[00:00:02] Mitarbeiterin: Praxis Kessler, Sie sprechen mit Adelgund.", "Adelgund"),
        ("[00:00:03] Agente: Buenos días, le atiende Casilda. ¿En qué puedo ayudarle?", "Casilda"),
        ("[00:00:03] Atendente: Central de atendimento, meu nome é Evandro. Pode confirmar?", "Evandro"),
        ("[00:00:09] Caller: Yeah, it's Odalric Fenwright. Surname's F-E-N.", "Odalric Fenwright"),
    ],
)
def test_self_introductions_name_the_speaker(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize("text", ["Soy Ingeniero de datos.", "Sono Contento del risultato.", "It's Monday again."])
def test_a_copula_before_a_common_word_is_no_introduction(det: Detector, text: str) -> None:
    assert det.scan_text(text, kind="content") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Thanks.\n\nMed venlig hilsen\nGunnvor Skovbjerg, HR\n", "Gunnvor Skovbjerg"),
        ("تم التحويل.\n\nمع التحية،\nرزان الحسيني\n", "رزان الحسيني"),
        ("מצורף החוזה.\n\nבברכה,\nאביטל\n", "אביטל"),
        ("Kiitos.\n\nYstävällisin terveisin\nLumikki Vaahtera\n", "Lumikki Vaahtera"),
        ("Thanks for the update.\n\nRegards,\nDorian Faulk – Payroll\n", "Dorian Faulk"),
    ],
)
def test_sign_offs_in_more_languages_and_with_a_unit(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


# ------------------------------------------------------------- money between people in notes
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Notizen\n\nGerhild verdient 4.000 € brutto.", "Gerhild"),
        ("Anteckningar\n\nSvanhild tjänar runt 48 000 i månaden.", "Svanhild"),
        ("Notes\n\nMaëlys touche 2 900 € net.", "Maëlys"),
        ("Заметки\n\nЯрополк должен мне 20 тысяч.", "Ярополк"),
        ("Notas\n\nCremilda ainda deve R$ 900 do conserto.", "Cremilda"),
        ("- Bolesław wciąż wisi mi 300 zł.", "Bolesław"),
        ("Still owe Perpetua about two hundred quid for the tickets.", "Perpetua"),
        ("Ghi chú\n\nCòn nợ Khải 5 triệu tiền nhà.", "Khải"),
        ("备忘\n\n我还欠欧阳若溪三千块，下个月还。", "欧阳若溪"),
        ("会议纪要\n\n参会：司马望舒、上官青禾\n1. 预算通过。", "上官青禾"),
    ],
)
def test_people_owing_and_earning_in_notes(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize(
    "text",
    [
        "Rent earns nothing this year.",
        "The Gateway owes a retry to the queue.",
        "Salary owes nothing to luck.",
        "他欠钱了。欠款已还清。",
    ],
)
def test_owing_and_earning_without_a_person(det: Detector, text: str) -> None:
    assert [s for s in det.scan_text(text, kind="content") if s.entity_type == "PERSON"] == []


# -------------------------------------------------------------------------- names by column
SHEET = """A1: Who        B1: Paid        C1: Share
A2: Osmund    B2: £120.00    C2: £90.00
A3: Anna Schmidt    B3: £32.00    C3: £90.00
A4: John Miller    B4: £101.00    C4: £90.00
A5: Ysolde Pennick    B5: £246.00    C5: £90.00
A6: Total    B6: £499.00
"""


@pytest.mark.parametrize("name", ["Osmund", "Ysolde Pennick"])
def test_a_cell_in_a_column_of_names_is_a_name(det: Detector, name: str) -> None:
    assert "PERSON" in covered(det, SHEET, name)


def test_a_common_word_in_a_column_of_names_stays(det: Detector) -> None:
    nothing_on(det, SHEET, "Total")


def test_column_names_needs_two_detected_cells() -> None:
    from edgeward.detectors.columns import column_names
    from edgeward.detectors.spans import Span

    text = "id\tname\n1\tOsmund Treharne\n2\tYsolde Pennick\n3\tMildreth Oakes\n"
    a = text.index("Mildreth Oakes")
    one = [Span("PERSON", a, a + 14, 0.8, "Mildreth Oakes")]
    assert column_names(text, one) == []
    b = text.index("Ysolde Pennick")
    two = one + [Span("PERSON", b, b + 14, 0.8, "Ysolde Pennick")]
    assert [s.text for s in column_names(text, two)] == ["Osmund Treharne"]
    cities = "city\tpop\nLisbon\t500\nPorto\t200\nBraga\t190\n"
    assert column_names(cities, []) == []


# ------------------------------------------------------------------ accounts in logs and URLs
@pytest.mark.parametrize(
    ("text", "user"),
    [
        (
            "Jun 18 09:12:44 bastion sshd[36802]: Accepted publickey for wendrun from 37.10.183.248 port 41558 ssh2",
            "wendrun",
        ),
        (
            "Jun 18 09:12:45 bastion sshd[36803]: Failed password for invalid user kjartan_h from 10.0.0.4 port 22",
            "kjartan_h",
        ),
        (
            "Jun 18 09:12:46 host sshd[1]: pam_unix(sshd:session): session opened for user m.aldous(uid=1001)",
            "m.aldous",
        ),
        (
            "2024-06-18T09:12:44+03:00 bastion sudo[87898]: ysolde_p : TTY=pts/2 ; PWD=/tmp ; COMMAND=/bin/ls",
            "ysolde_p",
        ),
        ("Host db-*\n    ProxyJump bastion\n    User osmund\n", "osmund"),
        ("    Merge pull request #2187 from fenwright-o/fix-tz", "fenwright-o"),
        ("- https://www.linkedin.com/in/perpetua-vane-1a2b/", "perpetua-vane-1a2b"),
        ("- https://calendly.com/osmund-t/30min?email=x", "osmund-t"),
        ("see https://github.com/ysoldepennick for more", "ysoldepennick"),
    ],
)
def test_accounts_in_auth_logs_configs_and_profile_urls(det: Detector, text: str, user: str) -> None:
    assert "USERNAME" in covered(det, text, user)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("clone https://github.com/openai/openai-python/issues/12", "openai"),
        ("share via https://t.me/share/url?url=x", "share"),
        ("Jun 18 sshd[1]: Accepted publickey for root from 10.0.0.1 port 22", "root"),
    ],
)
def test_repository_owners_reserved_paths_and_service_accounts_stay(det: Detector, text: str, word: str) -> None:
    nothing_on(det, text, word)


# ------------------------------------------------------------ adjective-type Slavic surnames
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Договор подписала Добромила Заречная 3 мая.", "Добромила Заречная"),
        ("Передайте отчёт Светозару Озёрному до пятницы.", "Светозару Озёрному"),
        ("Рахунок виставила Мирослава Вишневська.", "Мирослава Вишневська"),
        ("Позвоните Любомиру Донскому завтра.", "Любомиру Донскому"),
    ],
)
def test_adjective_type_surnames_in_any_case(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize(
    "text",
    ["В городе Ростов Великий прошёл фестиваль.", "Новая версия вышла. Система Быстрая работает."],
)
def test_place_names_and_adjectives_are_not_adjective_surnames(det: Detector, text: str) -> None:
    assert [s for s in det.scan_text(text, kind="content") if s.entity_type == "PERSON"] == []


# ---------------------------------------------------------------------- names by coordination
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Dinner with Anna Schmidt and Ysolde Pennick on Friday.", "Ysolde Pennick"),
        ("Osmund und Anna Schmidt kommen morgen.", "Osmund"),
        ("Bitte ruf Frau Gerhild Bramstedt und Adalrich an.", "Adalrich"),
    ],
)
def test_a_name_coordinated_with_a_name_is_a_name(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Call John Miller and Support about the outage.", "Support"),
        ("Dear John Miller and Team,", "Team"),
        ("Ask Anna Schmidt and Marketing for the deck.", "Marketing"),
    ],
)
def test_a_team_or_common_word_coordinated_with_a_name_stays(det: Detector, text: str, word: str) -> None:
    nothing_on(det, text, word)


def test_japanese_surnames_of_five_kanji_before_an_honorific(det: Detector) -> None:
    text = "# 接続情報（勘解由小路 千鶴子さん作成・2024/05/20更新）"
    assert "PERSON" in covered(det, text, "勘解由小路 千鶴子")
    nothing_on(det, "明日、田中さんに連絡してください。", "明日")


# ------------------------------------------------------------- percent-encoded query values
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("nombre=Remedios&apellidos=Gald%C3%B3s&dni=12345678Z", "Gald%C3%B3s"),
        ("- https://wa.me/393134123733?text=Bonjour%20Aurelie", "Aurelie"),
        ("ad_soyad=G%C3%BCls%C3%BCm+Karaba%C4%9Fl%C4%B1&eposta=gk%40gmail.com", "G%C3%BCls%C3%BCm"),
    ],
)
def test_names_spelled_with_percent_escapes_are_found_and_masked_raw(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


def test_percent_decoding_keeps_url_structure_and_maps_each_character() -> None:
    from edgeward.detectors.textview import TextView

    raw = "q=%C3%A1%C3%A9x%20Zelinda&next=%2Fhome%3Fa%3D1&plus=C++"
    v = TextView(raw)
    assert v.text == "q=áéx Zelinda&next=%2Fhome%3Fa%3D1&plus=C++"
    i = v.text.index("é")
    assert raw[slice(*v.to_raw(i, i + 1))] == "%C3%A9"
    assert TextView("100%25 done, 50% off").text == "100%25 done, 50% off"


def test_latin_names_inside_right_to_left_prose(det: Detector) -> None:
    text = "ريطة الجلاد: وصل Osmund Treharne إلى الرياض، رقمه"
    assert "PERSON" in covered(det, text, "Osmund Treharne")
    assert "PERSON" in covered(det, "וסיפר לי Ysolde שהיא תגיע מחר", "Ysolde")
    for tech in ("استخدم Google Drive أو Slack للتواصل", "يعمل على Python و Kubernetes يوميا"):
        assert [s for s in det.scan_text(tech, kind="content") if s.entity_type == "PERSON"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("OPSIGELSE\nGunnvor Skovbjerg\nNørregade 14, 2. tv.\n8000 Aarhus C\n", "Gunnvor Skovbjerg"),
        ("EXTRATO DE CONTA\nZACARIAS FONTOURA MELO\nRua das Flores 12, 4050-262 Porto\n", "ZACARIAS FONTOURA MELO"),
        ("Zarplata.\nГодослав должен мне 15 тысяч с марта.", "Годослав"),
        ("- Zadzwonić do Wszemiły w sprawie wizyty.", "Wszemiły"),
        ("O contrato de consultoria com Deolinda Pestana é de 48 mil reais.", "Deolinda Pestana"),
    ],
)
def test_addressees_cyrillic_subjects_polish_and_portuguese_cues(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize(
    "text",
    ["Invoice Details\nMain Street 5\n12345 Springfield\n", "Nordkyst Sjømat AS\nHavnegata 3\n9000 Tromsø\n"],
)
def test_a_heading_or_a_company_above_an_address_is_no_addressee(det: Detector, text: str) -> None:
    first = text.split("\n")[0]
    assert not [s for s in det.scan_text(text) if s.entity_type == "PERSON" and s.start < len(first)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("<p>Rechnung an Frau Bogus&#322;awa Ch&#261;ci&#324;ska</p>", "Ch&#261;ci&#324;ska"),
        (
            "<p>Wniosek z\u0142o\u017cony przez Bogus&#322;aw&#281; Ch&#261;ci&#324;sk&#261; dnia 12.06</p>",
            "Ch&#261;ci&#324;sk&#261;",
        ),
        ("body = b'Szanowna Pani Bogus\\xc5\\x82awa Ch\\xc4\\x85ci\\xc5\\x84ska,\\n'", "Bogus\\xc5\\x82awa"),
    ],
)
def test_names_spelled_with_html_references_or_bytes_escapes(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


def test_an_html_address_block_names_its_addressee(det: Detector) -> None:
    text = "<p>Vi levererar till:</p>\n<address>Ragnfrid Ljungholm<br>Vikingagatan 61<br>113 42 Stockholm</address>"
    assert "PERSON" in covered(det, text, "Ragnfrid Ljungholm")


@pytest.mark.parametrize("label", ["Agente", "Atendente", "Caller", "Anrufer", "Operatore"])
def test_transcript_role_labels_are_not_names(det: Detector, label: str) -> None:
    text = f"[00:00:03] {label}: Buenos días, le atiende Casilda.\n[00:00:05] Cliente: Hola, gracias."
    nothing_on(det, text, label)


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("Abschlag an Stadtwerke Kiel überwiesen.", "Stadtwerke Kiel"),
        ("Termin beim Legesenteret Nordby kl. 10.", "Legesenteret Nordby"),
        ("Rückfrage an die Krankenkasse Nordost geschickt.", "Krankenkasse Nordost"),
    ],
)
def test_institution_compounds_are_not_people(det: Detector, text: str, org: str) -> None:
    assert not [s for s in det.scan_text(text) if s.entity_type == "PERSON" and org in text[s.start : s.end + 20]]


def test_ner_artefacts_across_columns_and_scripts(det: Detector) -> None:
    table = "   employee            city   net\n0  John Miller         Bari   1566.00\n1  Ysolde Pennick      Napoli 3371.00\n"
    nothing_on(det, table, "Bari")
    nothing_on(det, "2024년 6월 3일 오후 3:10, 서새벽 : 내일 회의는 Gateway룸에서 해요", "Gateway")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("c0296f4 Wendeline Ashcombe <w.ashcombe87@ziggo.nl> fix: rounding", "Wendeline Ashcombe"),
        ("Error: Customer Osmund Treharne <osmund.t@proton.me> has no default card", "Osmund Treharne"),
        ('"maintainer": "Ysolde Pennick <ysolde@acme-billing.dev>",', "Ysolde Pennick"),
        ('<a href="mailto:pv@outlook.com?subject=Angebot%206615">Perpetua Vane</a>', "Perpetua Vane"),
    ],
)
def test_mailbox_display_names_and_mailto_link_texts(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize(
    "text", ["From: GitHub <noreply@github.com>", "Reply to Acme Billing <billing@acme.com> today"]
)
def test_organisation_mailboxes_are_not_people(det: Detector, text: str) -> None:
    assert [s for s in det.scan_text(text) if s.entity_type == "PERSON"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("c0296f4 IJsbrand Veenstra <ijsbrand.v87@ziggo.nl> fix: rounding", "IJsbrand Veenstra"),
        ("> Gerlind Ostendorp ist bis einschließlich Freitag krankgeschrieben.", "Gerlind Ostendorp"),
    ],
)
def test_dutch_ij_names_and_german_absence_phrases(det: Detector, text: str, name: str) -> None:
    assert "PERSON" in covered(det, text, name)


@pytest.mark.parametrize("text", ["Das Büro ist ab Montag geschlossen.", "Die Kantine Nord ist ab Montag geschlossen."])
def test_german_noun_phrases_before_absence_phrases_are_not_names(text: str) -> None:
    from edgeward.detectors.recognizers.person_names import PersonNameRecognizer

    # (the NER model alone still tags "Kantine Nord"; the phrasing rule must not add to it)
    assert list(PersonNameRecognizer().find(text)) == []
