"""Issue 12, round 4: field-context values said without a field name (money cues, health word
formation, record layouts), secrets by their written form, and decoys that must stay unmasked.

Every value, name and phrase here was written for the test (none is taken from a corpus); each
kind has a negative twin where the rule must stay silent."""

from __future__ import annotations

import base64

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.precision import _card_prefix_ok
from edgeward.detectors.recognizers.money_cues import MONEY_RE, MoneyCueRecognizer


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def covered(det: Detector, text: str, value: str) -> set[str]:
    """Entity types of the spans that together cover every letter/digit of ``value``."""
    spans = det.scan_text(text)
    start = text.index(value)
    end = start + len(value)
    hit = [s for s in spans if s.start < end and start < s.end]
    cov: set[int] = set()
    for s in hit:
        cov.update(range(max(s.start, start), min(s.end, end)))
    need = {i for i in range(start, end) if text[i].isalnum()}
    assert need <= cov, f"{value!r} not covered in {text!r}: {[(s.entity_type, s.text) for s in spans]}"
    return {s.entity_type for s in hit}


def nothing_on(det: Detector, text: str, value: str) -> None:
    start = text.index(value)
    end = start + len(value)
    hit = [(s.entity_type, s.text) for s in det.scan_text(text) if s.start < end and start < s.end]
    assert not hit, f"{value!r} should stay unmasked in {text!r}: {hit}"


# ------------------------------------------------------------------------- money cues
@pytest.mark.parametrize(
    ("text", "value", "etype"),
    [
        ("Tuulikki sanoi: palkkani nousi 3 980 euroon syyskuussa.", "3 980 euroon", "SALARY"),
        ("Lønna hennes er kr 61 250 i måneden.", "kr 61 250", "SALARY"),
        ("Maaşım 71.000 TL oldu, kira da arttı.", "71.000 TL", "SALARY"),
        ("Brunhilde touche 2 870 € net depuis janvier.", "2 870 € net", "SALARY"),
        ("Heinrike schuldet mir noch 2.300 € für das Auto.", "2.300 €", "FINANCIAL_AMOUNT"),
        (
            "I still owe Ottoline roughly four hundred pounds for the flights.",
            "four hundred pounds",
            "FINANCIAL_AMOUNT",
        ),
        ("O salário dela é dois mil e quinhentos por mês.", "dois mil e quinhentos", "SALARY"),
        ("他还欠我六千块，下周还。", "六千块", "FINANCIAL_AMOUNT"),
        ("月薪三万二，年终奖另算。", "三万二", "SALARY"),
        ("Ereszkiewicz wisi mi 2 150 zł za bilety.", "2 150 zł", "FINANCIAL_AMOUNT"),
        ("Hesap bakiyesi ₺4.412,80 görünüyor.", "₺4.412,80", "FINANCIAL_AMOUNT"),
        ("Il contratto di manutenzione vale € 72.400 l'anno.", "€ 72.400", "FINANCIAL_AMOUNT"),
        ("Hyresavtalet med Brygghuset AB är värt 2,4 miljoner kronor.", "2,4 miljoner kronor", "FINANCIAL_AMOUNT"),
        ("Ik heb nog € 2.870 studieschuld openstaan.", "€ 2.870", "FINANCIAL_AMOUNT"),
        ("Nos faltan 9.300 euros de hipoteca.", "9.300 euros", "FINANCIAL_AMOUNT"),
        ("연봉 6,100만 원, 전세 보증금 3억 5천만 원.", "3억 5천만 원", "FINANCIAL_AMOUNT"),
        ("Mein Girokonto steht bei 1.208,45 €. Das reicht nicht.", "1.208,45 €", "FINANCIAL_AMOUNT"),
        ("Sparekontoen har 12 300 kr. Lønna mi er kr 48 900 nå.", "kr 48 900", "SALARY"),
        ("с окладом 180 000 ₽ и годовым бонусом до 15 % от оклада", "15 %", "SALARY"),
    ],
)
def test_money_cue_marks_the_amount(det: Detector, text: str, value: str, etype: str) -> None:
    assert etype in covered(det, text, value)


def test_money_cue_value_on_the_next_line_of_a_statement(det: Detector) -> None:
    text = "KONTOAUSZUG\nAnfangssaldo\n7 212,90 €\n03.05  Lastschrift Stadtbad  -12,00\nSaldo anterior\n6.004,18 €\n"
    assert "FINANCIAL_AMOUNT" in covered(det, text, "7 212,90 €")
    assert "FINANCIAL_AMOUNT" in covered(det, text, "6.004,18 €")


def test_payslip_figures_are_pay(det: Detector) -> None:
    text = "LÖNESPECIFIKATION juni\nMånadslön\n41 200 kr\nSkatt\n-9 870 kr\nNettolön .......... 31 330,00 kr\n"
    for v in ("41 200 kr", "-9 870 kr", "31 330,00 kr"):
        assert "SALARY" in covered(det, text, v)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The plan offers 10,000 requests a month; balanced across 1,200 hosts.", "10,000"),
        ("Caution: 1,000 requests per minute max.", "1,000"),
        ("Gehaltsband laut Anzeige: 60.000 €–80.000 €.", "60.000 €"),
        ("Strømavtalen: 1,12 kr/kWh fra neste måned.", "1,12 kr"),
        ("GitHub reports 100 million developers.", "100 million"),
        ("Leningrad 1941, Kuwaitis 1990.", "1941"),
    ],
)
def test_money_cue_negatives(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_cue_after_an_amount_belongs_to_it() -> None:
    text = "Ik heb nog € 2.870 openstaan en kan maandelijks € 120 betalen."
    found = [text[s:e] for _, s, e, _ in MoneyCueRecognizer().find(text)]
    assert found == ["€ 2.870"]


def test_money_re_shapes() -> None:
    for v in ("₹2,40,500", "kr 58 400", "R$ 1.300", "£4.8k", "٣٬٥٠٠ ريال", "&#8364; 312,00", "620万円"):
        assert MONEY_RE.search(v) is not None, v


# ------------------------------------------------------------------------- health
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Папа после инсульта ходит с палочкой.", "после инсульта"),
        ("Mitglied 4471\tEpilepsie\t2024-05-02", "Epilepsie"),
        ("Dagbok: legen sier det er bihulebetennelse igjen.", "bihulebetennelse"),
        ("Diagnose im Befund: Laktoseintoleranz, sonst unauffällig.", "Laktoseintoleranz"),
        ("Lääkäri soitti: kilpirauhasen vajaatoiminta, lääkitys aloitetaan.", "kilpirauhasen vajaatoiminta"),
        ("Kardiyoloğa gittim: hafif aort kapak yetmezliği var.", "aort kapak yetmezliği"),
        ("Le traitement par bisoprolol est bien toléré.", "bisoprolol"),
        ("Hij krijgt sinds maart atorvastatine en metoprolol.", "metoprolol"),
        ("Anteckning: hjärtsvikt, kontroll om tre månader.", "hjärtsvikt"),
        ("GP says it's plantar fasciitis, rest for two weeks.", "plantar fasciitis"),
        ("Bác sĩ nói bị viêm xoang, phải uống thuốc.", "viêm xoang"),
        ('<ns:Befund icd10="M54.5">Kreuzschmerz</ns:Befund>', "M54.5"),
        ("Paziente con sclerosi multipla, accesso con rampa.", "sclerosi multipla"),
    ],
)
def test_health_word_formation_and_cues(det: Detector, text: str, value: str) -> None:
    assert "HEALTH" in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The operation completed in 42 ms; operations queue drained.", "operation"),
        ("Protesters gathered; the deploy protest was logged.", "Protesters"),
        ("Bearbeite personenbezogene Daten (Namen, Gehälter, Krankmeldungen) nur aggregiert.", "Krankmeldungen"),
        ("Störung im Rechenzentrum seit 10:40, Ticket offen.", "Störung"),
        ("diagnostics: P99 latency 240 ms", "P99"),
        ("stroke-width: 2px; fill: none", "stroke-width"),
    ],
)
def test_health_negatives(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_health_clause_stops_before_a_date(det: Detector) -> None:
    text = "Hi all, Odalric Fenwick is on sick leave from 14 March (knee surgery follow-up)."
    nothing_on(det, text, "14 March")
    assert "HEALTH" in covered(det, text, "knee surgery follow-up")


# ------------------------------------------------------------------------- records
@pytest.mark.parametrize(
    ("text", "value", "etype"),
    [
        ("Debtor(name='x', balance=Decimal('-612.40'), status='late')", "-612.40", "FINANCIAL_AMOUNT"),
        ('#<Lease id: 12, unit: "A-3", rent_cents: 87000, arrears_cents: 12500>', "12500", "FINANCIAL_AMOUNT"),
        ("{ login: 'x', salary: 52000, port: 8080 }", "52000", "SALARY"),
        ("UPDATE clientes SET saldo = 4411.20 WHERE id = 7", "4411.20", "FINANCIAL_AMOUNT"),
        (
            "-[ RECORD 1 ]----+-----------\nnome             | Zulmira\nvalor_contratado | 55000.00\n",
            "55000.00",
            "FINANCIAL_AMOUNT",
        ),
        (
            "BEGIN:VEVENT\nDTSTART;VALUE=DATE:19710304\nRRULE:FREQ=YEARLY\nSUMMARY:Geburtstag Tante Hilde\nEND:VEVENT",
            "19710304",
            "DATE_OF_BIRTH",
        ),
        ("Please confirm your date of birth\n(03/11/1968) on the form.", "03/11/1968", "DATE_OF_BIRTH"),
        ("[00:01:02] Agent: Geburtsdatum bitte?\n[00:01:05] Anruferin: 7. März 1971.", "7. März 1971", "DATE_OF_BIRTH"),
    ],
)
def test_record_layouts(det: Detector, text: str, value: str, etype: str) -> None:
    assert etype in covered(det, text, value)


def test_record_negatives(det: Detector) -> None:
    nothing_on(det, "{ name: 'svc', port: 8080, retries: 3 }", "8080")
    nothing_on(
        det,
        "BEGIN:VEVENT\nDTSTART:20250304T100000Z\nRRULE:FREQ=WEEKLY\nSUMMARY:Standup\nEND:VEVENT",
        "20250304",
    )


# ------------------------------------------------------------------------- secrets
def test_secret_forms(det: Detector) -> None:
    basic = base64.b64encode(b"marit:Fjell-2231#").decode()
    pem = base64.b64encode(b"-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIPq\n-----END EC PRIVATE KEY-----\n").decode()
    cases = [
        ("admin_pw_hash: $2b$12$" + "abcdefghijABCDEFGHIJ0123456789./abcdefghijABCDEFGHIJ0", "$2b$12$", "SECRET"),
        ("> Authorization: Basic " + basic, basic, "SECRET"),
        ('{"auths": {"registry.example": {"auth": "' + basic + '"}}}', basic, "SECRET"),
        ("  client-key-data: " + pem, pem, "PRIVATE_KEY"),
        (
            "SENTRY_DSN=https://9f2c41d07ab34e6f8c2d11aa03b5e7c1@o12345.ingest.sentry.io/42",
            "9f2c41d07ab34e6f8c2d11aa03b5e7c1",
            "SECRET",
        ),
        ("INSERT INTO users VALUES ('ann', crypt('Mossy-Gate#44', gen_salt('bf')));", "Mossy-Gate#44", "PASSWORD"),
        ("CREATE ROLE app WITH LOGIN PASSWORD 'tern-Cobalt-81';", "tern-Cobalt-81", "PASSWORD"),
        ('$ echo "Kestrel2017" | sudo -S systemctl restart nginx', "Kestrel2017", "PASSWORD"),
        ("Dørkode: 4471. Ring på når du kommer.", "4471", "PASSWORD"),
        ("Your OTP 904417 expires in 5 minutes.", "904417", "PASSWORD"),
        ("Wifi i hytta: otter-lantern-57", "otter-lantern-57", "PASSWORD"),
        ("A12: Wi-Fi    B12: Harbour!Gull7", "Harbour!Gull7", "PASSWORD"),
    ]
    for text, value, etype in cases:
        start = text.index(value)
        if value == "$2b$12$":
            value = text[start:]
        assert etype in covered(det, text, value), text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("wifi: 802.11ax, port 8080", "802.11ax"),
        ('{"key": "OPS-4412", "fields": {}}', "OPS-4412"),
        ("https://shop.example/p?utm_source=x&gclid=Kq38TVbgwd-jJFVfjNN7FGj0z5TwZsAS", "Kq38TVbgwd"),
        ('{"id": "wamid.HBgLMTIzNDU2Nzg5MBUCABIYFjNFQjBDMkQ2QjU4MjQ1N0ZCQTRGAA=="}', "HBgLMTIz"),
        ("- https://docs.example.com/document/d/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV2wX3yZ/edit", "1aB2cD3eF4"),
        ('{"date": 1703080778, "__REALTIME_TIMESTAMP": "1718700584502849"}', "1718700584502849"),
        ('{"date": 1703080778}', "1703080778"),
        ('{"pspReference": "2587216083969161"}', "2587216083969161"),
    ],
)
def test_decoys_stay_unmasked(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_ids_keep_secrets_with_a_credential_key(det: Detector) -> None:
    assert covered(det, '{"api_key": "Kq38TVbgwd-jJFVfjNN7FGj0z5TwZsAS"}', "Kq38TVbgwd-jJFVfjNN7FGj0z5TwZsAS")
    assert "CREDIT_CARD" in covered(det, '{"cardNumber": "4111111111111111"}', "4111111111111111")


def test_card_issuer_ranges() -> None:
    assert _card_prefix_ok("4111 1111 1111 1111")
    assert _card_prefix_ok("2223000048400011")  # Mastercard 2-series
    assert _card_prefix_ok("2201 3820 0000 0013")  # Mir
    assert not _card_prefix_ok("1718700584502849")  # 16 digits starting with 1: no card
    assert not _card_prefix_ok("2100 0000 0000 0005")


def test_chat_export_timestamps_are_no_phone_numbers(det: Detector) -> None:
    text = "[08.06.24 10:41] Ann: hi\n[08.06.24 10:43] Bo: call me at 050 604 2504"
    nothing_on(det, text, "08.06.24 10")
    assert "PHONE_NUMBER" in covered(det, text, "050 604 2504")


def test_dea_number_needs_its_word(det: Detector) -> None:
    nothing_on(det, '{"id": 360014, "value": "BK7060421"}', "BK7060421")
    assert covered(det, "Prescriber DEA number: AB1234563", "AB1234563")


def test_json_grid_with_a_header_row(det: Detector) -> None:
    text = (
        '{"range": "Folha1!A1:C3", "values": [["Nome", "Telemóvel", "Quota em dívida"], '
        '["Zulmira Quintas", "+351 912 345 678", "45,00 €"], ["Ana Brites", "912 000 111", "12,00 €"]]}'
    )
    assert "FINANCIAL_AMOUNT" in covered(det, text, "45,00 €")
    assert "PHONE_NUMBER" in covered(det, text, "912 000 111")
    nothing_on(det, '{"matrix": [["x", "y"], [1204, 3310]]}', "1204")


def test_jira_custom_field_named_in_names_map(det: Detector) -> None:
    text = (
        '{"fields": {"customfield_10777": "1988-04-09", "customfield_10778": "2024-05-01"}, '
        '"names": {"customfield_10777": "Date of birth", "customfield_10778": "Start date"}}'
    )
    assert "DATE_OF_BIRTH" in covered(det, text, "1988-04-09")
    nothing_on(det, text, "2024-05-01")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("兰若说新工作月薪两万八，年终奖三个月。", "三个月"),
        ("Bonus target: 2 months of salary, paid in March.", "2 months"),
        ("تمت الموافقة على زيادة راتبك إلى 31,000 ريال اعتبارا من الشهر القادم.", "31,000 ريال"),
    ],
)
def test_bonus_in_months_and_inflected_short_stems(det: Detector, text: str, value: str) -> None:
    assert "SALARY" in covered(det, text, value)


def test_months_without_a_bonus_word_are_no_pay(det: Detector) -> None:
    nothing_on(det, "The migration took 3 months and cost nothing.", "3 months")


def test_password_answered_in_a_later_chat_message(det: Detector) -> None:
    text = (
        "Hallvard  8:58 AM\nwhat is the staging db pw?\n\nIngrid Solberg  9:02 AM\n"
        "@hallvard it's `Tq7wLmx92RzePa` for the app user, rotate it after"
    )
    assert "PASSWORD" in covered(det, text, "Tq7wLmx92RzePa")
    nothing_on(det, "Ingrid Solberg  9:02 AM\n@hallvard it's", "9:02")
    other = "Quick question: what is the password policy?\n\nOps  9:10 AM\nSee `docs/security.md` or `config.yaml`"
    nothing_on(det, other, "docs/security.md")
    nothing_on(det, other, "config.yaml")
