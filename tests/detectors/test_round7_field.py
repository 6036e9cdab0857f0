"""Issue 12, round 7 (dev3 split): money facts the detector missed on new traffic.

Kinds: pay/debt/savings/contract cue words of languages and registers the cue table lacked
(Indonesian/Malay, India's ``CTC``, Hebrew ``השכר``, Greek rent and deposit, Japanese ``年俸``,
Russian "I'll return", Chinese "borrowed from you", bills' totals to pay), rupiah/ringgit amounts
and Indonesian magnitudes, pay and debt column names (``CTC``, ``RAL``, ``Brut mensuel``,
``欠款金额``), and the balance states bank APIs nest under a balance key.

Every value, name and phrase here was written for the test (none is taken from a corpus); each
kind has a negative twin where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.lexicon import default_lexicon
from edgeward.detectors.recognizers.money_cues import MONEY_RE


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


# ------------------------------------------------------------------ cue words
@pytest.mark.parametrize(
    ("text", "value", "etype"),
    [
        ("Gaji saya sekarang Rp 9.300.000 per bulan, belum termasuk lembur.", "Rp 9.300.000", "SALARY"),
        ("Dia masih punya utang Rp 4.125.000 ke koperasi.", "Rp 4.125.000", "FINANCIAL_AMOUNT"),
        ("Tunggakan cicilan motor: Rp 2.760.000 sejak Agustus.", "Rp 2.760.000", "FINANCIAL_AMOUNT"),
        ("Saldo tabungan per hari ini RM 3.418,20 sahaja.", "RM 3.418,20", "FINANCIAL_AMOUNT"),
        ("Perpanjangan kontrak sewa gudang senilai Rp 2,4 miliar disetujui.", "Rp 2,4 miliar", "FINANCIAL_AMOUNT"),
        ("आपका वार्षिक CTC ₹14,60,000 तय हुआ है।", "₹14,60,000", "SALARY"),
        ("השכר החודשי שלך יעמוד על ₪19,450 החל מינואר.", "₪19,450", "SALARY"),
        ("Το μηνιαίο μίσθωμα ορίζεται σε 720,00 € και η εγγύηση σε 1.440,00 €.", "1.440,00 €", "FINANCIAL_AMOUNT"),
        ("来期の年俸は 710万円 で合意しました。", "710万円", "SALARY"),
        ("Не переживай, верну 23 500 ₽ в понедельник.", "23 500 ₽", "FINANCIAL_AMOUNT"),
        ("上回借你的¥6,300下周还。", "¥6,300", "FINANCIAL_AMOUNT"),
        ("Herr Obermaier hat noch offene Posten von 2.061,70 € aus dem Sommer.", "2.061,70 €", "FINANCIAL_AMOUNT"),
        ("Nachzahlung Vorjahr                      402,15 €", "402,15 €", "FINANCIAL_AMOUNT"),
        ("Restano da saldare 2.316,90 € di anticipi.", "2.316,90 €", "FINANCIAL_AMOUNT"),
        ("Oczekiwania finansowe: 13 500 zł brutto", "13 500 zł", "SALARY"),
    ],
)
def test_cue_words_of_new_languages_mark_the_amount(det: Detector, text: str, value: str, etype: str) -> None:
    assert etype in covered(det, text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the same amounts with no pay/debt/contract word: a price, a fare, a quantity
        ("Harga tiket kereta Rp 350.000 untuk kelas eksekutif.", "Rp 350.000"),
        ("Paket internet 40 GB seharga Rp 125.000 per bulan.", "Rp 125.000"),
        ("Ремонт самоката стоил 4 300 ₽, сделали быстро.", "4 300 ₽"),
        ("The list price is $72,000 per seat bundle this quarter.", "$72,000"),
        # a renewal fee is a price, not a contract's value
        ("Domain renewal: $14.49/yr, auto-renew on.", "$14.49"),
        # "верно" (right) is no form of "верну" (I'll return)
        ("Верно, билет стоит 3 100 ₽.", "3 100 ₽"),
        # a RAL colour code is no gross annual pay
        ("Gehäuse in RAL 9005 tiefschwarz, 12 Stück.", "9005"),
    ],
)
def test_amounts_without_a_cue_stay_unmasked(det: Detector, text: str, value: str) -> None:
    nothing_on(det, text, value)


def test_rupiah_and_indonesian_magnitudes_are_amounts() -> None:
    assert [m.group(0) for m in MONEY_RE.finditer("Rp 1,7 miliar dan Rp. 45 juta")] == ["Rp 1,7 miliar", "Rp. 45 juta"]
    # "Rp" or "RM" glued into a word or without a number is no currency
    assert not list(MONEY_RE.finditer("RPM 3000 dan RMS 12"))


def test_a_bill_total_is_the_amount_only(det: Detector) -> None:
    text = "Eigen risico verrekend\nTe betalen: € 318,75  vóór 09-01-2027\n"
    assert "FINANCIAL_AMOUNT" in covered(det, text, "€ 318,75")
    nothing_on(det, text, "09-01-2027")


# ------------------------------------------------------------------ column names
@pytest.mark.parametrize(
    ("name", "etype"),
    [
        ("CTC", "SALARY"),
        ("RAL", "SALARY"),
        ("Brut mensuel", "SALARY"),
        ("年俸", "SALARY"),
        ("gaji_pokok", "SALARY"),
        ("欠款金额", "FINANCIAL_AMOUNT"),
        ("sisa pinjaman", "FINANCIAL_AMOUNT"),
        ("PersonalChargesOwedToCompany", "FINANCIAL_AMOUNT"),
    ],
)
def test_pay_and_debt_column_names(name: str, etype: str) -> None:
    assert default_lexicon().classify(name) == etype


@pytest.mark.parametrize("name", ["Ralph", "rally", "Brut", "Brutto Marge", "Sewastopol"])
def test_neighbouring_column_names_are_not_money(name: str) -> None:
    assert default_lexicon().classify(name) not in ("SALARY", "FINANCIAL_AMOUNT")


def test_markdown_table_ctc_column(det: Detector) -> None:
    text = (
        "| Name | Mobile | CTC | Remarks |\n|---|---|---|---|\n"
        "| Keshavendra Mallick | 098211 40773 | ₹21,15,000 | relocating |\n"
    )
    assert "SALARY" in covered(det, text, "₹21,15,000")


def test_html_table_brut_mensuel_column(det: Detector) -> None:
    text = (
        "<table><thead><tr><th>Nom</th><th>Brut mensuel</th><th>Bureau</th></tr></thead><tbody>\n"
        "<tr><td>VERNEUILLAC</td><td>3275&nbsp;€</td><td>214</td></tr>\n</tbody></table>"
    )
    assert "SALARY" in covered(det, text, "3275&nbsp;€")
    nothing_on(det, text, "214")


# ------------------------------------------------------------------ balance states in JSON
def test_balance_states_under_a_balance_key(det: Detector) -> None:
    text = (
        '{"accounts": [{"account_id": "q8Lr2", "balances": {"available": 2210.75, "current": 2398.1, '
        '"iso_currency_code": "USD", "limit": null}}]}'
    )
    assert "FINANCIAL_AMOUNT" in covered(det, text, "2210.75")
    assert "FINANCIAL_AMOUNT" in covered(det, text, "2398.1")
    text2 = '{"cuentas": [{"saldoDisponible": {"importe": "7.431,08", "moneda": "EUR"}}]}'
    assert "FINANCIAL_AMOUNT" in covered(det, text2, "7.431,08")


def test_available_and_current_outside_a_money_key_are_not_money(det: Detector) -> None:
    text = '{"workers": {"available": 6, "current": 4}, "disk": {"available": 5120.5, "current": 4096.25}}'
    nothing_on(det, text, "5120.5")
    nothing_on(det, text, "4096.25")


# ------------------------------------------------------------------ "born" abbreviations
def test_geb_datum_label_marks_a_birth_date(det: Detector) -> None:
    text = "Frau Maren Kolb   Steuerklasse 3\nGeb.-Datum 14.02.1979   SV-Nr. 1"
    assert "DATE_OF_BIRTH" in covered(det, text, "14.02.1979")
    assert default_lexicon().classify("geb.") == "DATE_OF_BIRTH"


def test_geb_before_another_word_leaves_a_later_date(det: Detector) -> None:
    nothing_on(det, "Geb. Anzahl 12, Lieferung am 03.04.2026", "03.04.2026")
