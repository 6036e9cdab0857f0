"""Issue 12, round 2: kinds of misses found on traffic the detector was not built from.

Each test covers a kind (every language, format or variant the rule claims), asserting the
exact value that must be masked, and a negative twin where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.lexicon import FieldLexicon


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def covered(det: Detector, text: str, value: str, kind: str | None = None) -> set[str]:
    """Entity types of the spans that together cover ``value`` (first occurrence) in ``text``."""
    spans = det.scan_text(text, kind)  # type: ignore[arg-type]  # tests pass kinds as plain str
    start = text.index(value)
    end = start + len(value)
    hit = [s for s in spans if s.start < end and start < s.end]
    cov: set[int] = set()
    for s in hit:
        cov.update(range(max(s.start, start), min(s.end, end)))
    need = {i for i in range(start, end) if text[i].isalnum()}
    assert need <= cov, f"{value!r} not covered in {text!r}: {[(s.entity_type, s.text) for s in spans]}"
    return {s.entity_type for s in hit}


def nothing_on(det: Detector, text: str, value: str, kind: str | None = None) -> None:
    start = text.index(value)
    end = start + len(value)
    hit = [(s.entity_type, s.text) for s in det.scan_text(text, kind) if s.start < end and start < s.end]  # type: ignore[arg-type]  # plain str kind
    assert not hit, f"{value!r} should not be reported in {text!r}: {hit}"


# --------------------------------------------------- names in short sentences (not headings)
@pytest.mark.parametrize(
    "text",
    [
        "Reply to Wendeline Ashcombe.",
        "Forward it to Wendeline Ashcombe!",
        "Send the deck to Wendeline Ashcombe?",
        "Reply to Wendeline Ashcombe.\nThanks",
    ],
)
def test_name_after_a_preposition_in_a_short_sentence(det: Detector, text: str) -> None:
    assert covered(det, text, "Wendeline Ashcombe") == {"PERSON"}


def test_a_title_case_heading_is_still_no_name(det: Detector) -> None:
    text = "## Notes\nMeeting With Product Team Leads\nwe agreed on the roadmap"
    assert det.scan_text(text) == []


# ------------------------------------------- the user's name in a system prompt (instructions)
@pytest.mark.parametrize(
    "prompt, name",
    [
        ("You assist Wendeline Ashcombe with her inbox.", "Wendeline Ashcombe"),
        ("You are the personal assistant of Wendeline Ashcombe, a lawyer.", "Wendeline Ashcombe"),
        ("The user is Wendeline Ashcombe. Be concise.", "Wendeline Ashcombe"),
        ("Act on behalf of Wendeline Ashcombe when replying.", "Wendeline Ashcombe"),
        ("Wendeline Ashcombe's assistant: answer politely.", "Wendeline Ashcombe"),
        ("Du unterstützt Adelgund Jaspersen bei der Planung.", "Adelgund Jaspersen"),
        ("Tu assistes Isaure Fabrègue pour ses rendez-vous.", "Isaure Fabrègue"),
        ("Je assisteert Gooitske Tuinman bij de planning.", "Gooitske Tuinman"),
        ("Du hjelper Solfrid Skjervheim med e-post.", "Solfrid Skjervheim"),
        ("Вы помогаете Ждану Мухортову с почтой.", "Ждану Мухортову"),
        ("你是张听澜的助理，负责安排日程。", "张听澜"),
        ("你代表欧阳逸尘处理邮件。", "欧阳逸尘"),
    ],
)
def test_user_named_in_a_system_prompt_is_kept(det: Detector, prompt: str, name: str) -> None:
    assert "PERSON" in covered(det, prompt, name, "instructions")


@pytest.mark.parametrize(
    "prompt",
    [
        "You assist Software Engineers with code reviews.",
        "You are working for Acme Corp. Use Bash and Read to inspect the repo.",
        "You assist developers. Ask Gateway for tokens and use Node for scripts.",
        "You help users of GitHub Actions debug their workflows.",
    ],
)
def test_delegation_cues_do_not_make_roles_or_tools_people(det: Detector, prompt: str) -> None:
    assert det.scan_text(prompt, "instructions") == []


# ------------------------------------------------- field lexicon: more languages, plain spelling
@pytest.mark.parametrize(
    ("field", "etype"),
    [
        ("fecha_nacimiento", "DATE_OF_BIRTH"),  # es, accent-free as schemas write it
        ("diagnostico", "HEALTH"),
        ("data_nascita", "DATE_OF_BIRTH"),  # it
        ("saldo_devedor", "FINANCIAL_AMOUNT"),  # pt
        ("Wynagrodzenie", "SALARY"),  # pl
        ("dochod", "SALARY"),  # pl "dochód" without its accent
        ("dogum_tarihi", "DATE_OF_BIRTH"),  # tr, dotless i and cedilla dropped
        ("sukunimi", "PERSON"),  # fi
        ("henkilotunnus", "NATIONAL_ID"),
        ("skuld", "FINANCIAL_AMOUNT"),  # sv
        ("månedsløn", "SALARY"),  # da
        ("진단명", "HEALTH"),  # ko
        ("số điện thoại", "PHONE_NUMBER"),  # vi
        ("जन्म तिथि", "DATE_OF_BIRTH"),  # hi
        ("תאריך לידה", "DATE_OF_BIRTH"),  # he
        ("прізвище", "PERSON"),  # uk
        ("CUST_NM", "PERSON"),  # warehouse abbreviations
        ("emp_brth_dt", "DATE_OF_BIRTH"),
        ("emerg_cntct", "PERSON"),
    ],
)
def test_field_names_in_more_languages_and_plain_spellings(field: str, etype: str) -> None:
    assert FieldLexicon().classify(field) == etype


@pytest.mark.parametrize("field", ["lon", "lat", "file_nm", "host_nm", "nm", "font_family", "user_agent"])
def test_plain_spellings_and_abbreviations_do_not_invent_fields(field: str) -> None:
    assert FieldLexicon().classify(field) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('{"nazwisko": "Wrzosowska", "dochod_netto": "10 772 zł"}', "10 772 zł"),
        ("| ad_soyad | net_maas |\n|---|---|\n| Ilkay Dere | 61.000 TL |", "61.000 TL"),
        ("diagnostico_principal: hipertensión arterial", "hipertensión arterial"),
    ],
)
def test_values_under_new_language_fields_are_found(det: Detector, text: str, value: str) -> None:
    covered(det, text, value)


def test_coordinates_under_lon_are_no_salary(det: Detector) -> None:
    nothing_on(det, "tracking,lat,lon\n1Z9M,50.91618,-4.75084\n", "-4.75084")


# ------------------------------------------------------------------ connection strings
@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("PG=postgresql://qharrow:Tea%26Cake%4036@db.internal:5432/pay", {"qharrow": "USERNAME"}),
        (
            "Server=sql1,1433;Database=hr;Uid=qharrow;Pwd={z3uJa5vz;o8ZRb};",
            {"qharrow": "USERNAME", "z3uJa5vz;o8ZRb": "PASSWORD"},
        ),
        ("host=pg port=5432 dbname=bi user=qharrow password='it'\\''s-Fj9EpR'", {"it'\\''s-Fj9EpR": "PASSWORD"}),
        ("DSN=qharrow:V64pMnGu0rJC@tcp(mysql:3306)/reports", {"qharrow": "USERNAME", "V64pMnGu0rJC": "PASSWORD"}),
        ("ORACLE=QHARROW/1rjMXUSlvF@//ora.internal:1521/ERP", {"QHARROW": "USERNAME", "1rjMXUSlvF": "PASSWORD"}),
        ("redis://:RSPXCwdpy5FwPylJ@cache:6379/2", {"RSPXCwdpy5FwPylJ": "PASSWORD"}),
        (
            'binddn="cn=Quenby Harrowfield,ou=people,dc=corp" bindpw=2R0F3IkW5kWF',
            {"Quenby Harrowfield": "PERSON", "2R0F3IkW5kWF": "PASSWORD"},
        ),
    ],
)
def test_connection_string_accounts_are_found(det: Detector, text: str, values: dict[str, str]) -> None:
    for value, etype in values.items():
        assert etype in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("uses: actions/checkout@v4", "checkout"),
        ("npm i @scope/pkg@1.2.3", "pkg"),
        ("postgresql://postgres:Xk29fjQ0@db:5432/app", "postgres"),
        ("git clone ssh://git@github.com/org/repo", "git"),
        ("dn: cn=Gateway Readers,ou=groups,dc=corp", "Gateway Readers"),
    ],
)
def test_connection_string_rules_stay_silent_elsewhere(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


# --------------------------------------------- name objects and env lists inside JSON
@pytest.mark.parametrize(
    ("text", "values"),
    [
        ('{"customer": {"name": {"first": "Quenby", "last": "Harrowfield"}}}', ["Quenby", "Harrowfield"]),
        (
            '{"resourceType": "Patient", "birthDate": "1967-12-06", "name": [{"family": "Harrowfield", "given": ["Quenby"]}]}',
            ["Harrowfield", "Quenby"],
        ),
        ('{"emerg_cntct": {"nm": "Quenby Harrowfield", "rel": "sister"}}', ["Quenby Harrowfield"]),
    ],
)
def test_parts_of_a_person_name_object_are_names(det: Detector, text: str, values: list[str]) -> None:
    for v in values:
        assert "PERSON" in covered(det, text, v)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('{"style": {"font": {"family": "Helvetica Neue", "size": 12}}}', "Helvetica Neue"),
        ('{"product": {"sku": "A-1", "name": {"full": "Orbit Deluxe"}}}', "Orbit Deluxe"),
    ],
)
def test_name_part_keys_of_things_are_no_names(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_env_assignments_in_a_json_list_are_read_as_assignments(det: Detector) -> None:
    text = '{"Env": ["PATH=/usr/bin", "SMTP_PASSWORD=phymrsuoxilxvgam", "LANG=C.UTF-8"]}'
    assert "PASSWORD" in covered(det, text, "phymrsuoxilxvgam")
    nothing_on(det, text, "C.UTF-8")


# ---------------------------------------------------- health vocabulary in more languages
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mi madre tiene hipotiroidismo desde hace años.", "hipotiroidismo"),  # es
        ("La signora è ricoverata per una polmonite.", "ricoverata per una polmonite"),  # it
        ("Ela está de baixa médica até sexta.", "baixa médica"),  # pt
        ("Jest na zwolnieniu lekarskim do piątku.", "zwolnieniu lekarskim"),  # pl
        ("Kardeşim hamile, bu hafta gelemiyor.", "hamile"),  # tr
        ("Hän on sairauslomalla koko viikon.", "sairauslomalla"),  # fi
        ("Hon är sjukskriven hela veckan.", "sjukskriven"),  # sv
        ("Han er sygemeldt resten af ugen.", "sygemeldt"),  # da
        ("em bị sốt xuất huyết nên nghỉ", "sốt xuất huyết"),  # vi
        ("उन्हें मधुमेह है", "मधुमेह"),  # hi
        ("יש לה סוכרת ולכן אין קינוח", "סוכרת"),  # he
        ("у неї гіпотиреоз, тому", "гіпотиреоз"),  # uk
        ("나래씨는 당뇨병이 있어요", "당뇨병"),  # ko, particle attached
    ],
)
def test_health_terms_in_more_languages(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Está de baja desde el 29 de noviembre por una neumonía bilateral.", "29 de noviembre"),
        ("She is off from 02 August with pneumonia.", "02 August"),
        ("Od 11 czerwca przebywa na zwolnieniu lekarskim.", "11 czerwca"),
    ],
)
def test_a_date_before_a_health_term_is_not_part_of_the_condition(det: Detector, text: str, date: str) -> None:
    nothing_on(det, text, date)


# ---------------------------------------------------------------- chat export speakers
@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "14/06/24, 9:02 pm - Quenby: kal ka plan pakka?\n14/06/24, 9:04 pm - Ormond Harrowfield: haan\n",
            ["Quenby", "Ormond Harrowfield"],
        ),  # WhatsApp (Android) export
        (
            "2024년 6월 3일 오후 3:12, 장해밀 : 내일 회의\n2024년 6월 3일 오후 3:14, 서새벽 : 네!\n",
            ["장해밀", "서새벽"],
        ),  # KakaoTalk export
        ("[10.06. 14:03] Harrowfield, Quenby: Haben Sie das gesehen?\n", ["Harrowfield, Quenby"]),
        ("[12/3/24, 21:14:05] Quenby 🌻: Mamá tiene cita\n", ["Quenby"]),
        ("小比類巻：来日日程です。\n小比類巻：ホテル予約は\n左右田：了解です。\n", ["小比類巻", "左右田"]),
        ("ريطة الجلاد: وصل إلى الرياض\nحنظلة الحصري: تمام\nريطة الجلاد: الراتب\n", ["ريطة الجلاد", "حنظلة الحصري"]),
    ],
)
def test_chat_export_speakers_are_names(det: Detector, text: str, names: list[str]) -> None:
    for n in names:
        assert "PERSON" in covered(det, text, n)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("备注：无\n状态：正常\n备注：已处理\n", "备注"),
        ("注意：不要删除\n说明：这个文件\n注意：再次\n", "说明"),
        ("Frontend: React\nBackend: Django\nFrontend: Vue\n", "Backend"),
    ],
)
def test_repeated_line_labels_are_no_speakers(det: Detector, text: str, label: str) -> None:
    nothing_on(det, text, label)


# ---------------------------------------------------------- amounts in more currencies
@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("الراتب المتفق عليه ٥٥٬٠٠٠ ر.س شهرياً", "٥٥٬٠٠٠ ر.س"),  # Arabic-Indic digits, riyal
        ("лоан: борг 5 000 грн до понеділка", "5 000 грн"),
        ("लोन की बकाया राशि ₹2,61,000 कब तक", "₹2,61,000"),  # Indian digit grouping
        ("o salário caiu, R$ 9.850,00 ontem", "R$ 9.850,00"),
        ("lương tháng này 25 triệu chị vẫn chuyển", "25 triệu"),
    ],
)
def test_amounts_in_more_currencies_after_a_label(det: Detector, text: str, amount: str) -> None:
    covered(det, text, amount)


def test_a_price_without_a_personal_label_stays_unmasked(det: Detector) -> None:
    nothing_on(det, "Price list: Widget 25 zł each, build 2024.1", "25 zł")


# ------------------------------------------------- box-drawing and space-aligned tables
def test_box_drawing_table_columns_are_read_like_pipe_tables(det: Detector) -> None:
    text = (
        "┌──────────┬───────────────┬─────────────┐\n"
        "│ 이름     │ 휴대폰        │ 급여        │\n"
        "├──────────┼───────────────┼─────────────┤\n"
        "│ 신가온   │ 010-0137-6502 │ 6,690,000원 │\n"
        "└──────────┴───────────────┴─────────────┘\n"
    )
    assert "PERSON" in covered(det, text, "신가온")
    assert "SALARY" in covered(det, text, "6,690,000원")


def test_space_aligned_table_under_dash_rules_is_read_by_column(det: Detector) -> None:
    text = (
        "nimi               puhelin          saldo\n"
        "-----------------  ---------------  --------\n"
        "Quenby Harrowfield 041 3577066      3066.65\n"
        "申屠书瑶           041 0037320      15510.44\n"
    )
    assert "FINANCIAL_AMOUNT" in covered(det, text, "3066.65")
    assert "FINANCIAL_AMOUNT" in covered(det, text, "15510.44")  # after a double-width name


def test_space_aligned_table_of_things_stays_unmasked(det: Detector) -> None:
    text = "NAME        READY   STATUS\n----------  ------  --------\napi-7f9     1/1     Running\n"
    nothing_on(det, text, "api-7f9")
