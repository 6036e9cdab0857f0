"""False-positive kinds of issue 12 (precision12), each with a twin that is real personal data.

A meeting room, a product or plan, or a company named like a person is nobody; a server's IP
address is no client's; a limit or a statistic is nobody's money; a record id under an id key
is no phone; a lettered order id is no bank account; a systemd unit is no user.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.non_personal import limit_key, order_id_as_account
from edgeward.detectors.scanner import Detector


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _hit(det: Detector, text: str, value: str) -> bool:
    """Some span shares a character with the first occurrence of ``value``."""
    k = text.index(value)
    return any(s.start < k + len(value) and k < s.end for s in det.scan_text(text))


def _covered(det: Detector, text: str, value: str) -> bool:
    k = text.index(value)
    return any(s.start <= k and k + len(value) <= s.end for s in det.scan_text(text))


# -- 1. rooms named after people ---------------------------------------------------------------
ROOMS = [
    ("BEGIN:VEVENT\nSUMMARY:Quarterly planning\nLOCATION:Hamilton (3rd floor)\nEND:VEVENT", "Hamilton"),
    ("Booked: Lovelace room for the offsite prep.", "Lovelace"),
    ("Wir treffen uns im Raum Curie.", "Curie"),
    ("Nous serons dans la salle Hamilton à 10h.", "Hamilton"),
    ("Vergaderruimte Ada is vrij om 14:00.", "Ada"),
    ("| Time | Room | Topic |\n|---|---|---|\n| 09:00 | Ada | Standup |\n| 10:30 | Grace | Budget |", "Ada"),
    ('{"summary": "1:1", "location": "Darwin (Bldg 2)", "start": "2026-12-03T10:00:00Z"}', "Darwin"),
    (
        '{"attendees": [{"email": "c_1889@resource.calendar.google.com", "displayName": "Einstein", '
        '"resource": true}]}',
        "Einstein",
    ),
]
ROOM_TWINS = [
    ("BEGIN:VEVENT\nSUMMARY:1:1 with Oriel Lumsden\nLOCATION:Hamilton\nEND:VEVENT", "Oriel Lumsden"),
    ("Booked the Lovelace room with Oriel Lumsden for Tuesday.", "Oriel Lumsden"),
    ("| Time | Owner | Topic |\n|---|---|---|\n| 09:00 | Berendina Sikkema | Standup |", "Berendina Sikkema"),
    ('{"attendees": [{"email": "quenby.h@example.com", "displayName": "Quenby Harrowfield"}]}', "Quenby Harrowfield"),
    ("Trưởng phòng Nguyễn Văn Hùng đã duyệt.", "Nguyễn Văn Hùng"),
]


@pytest.mark.parametrize(("text", "room"), ROOMS)
def test_a_room_named_like_a_person_is_nobody(det: Detector, text: str, room: str) -> None:
    assert not _hit(det, text, room)


@pytest.mark.parametrize(("text", "name"), ROOM_TWINS)
def test_a_person_beside_a_room_is_still_masked(det: Detector, text: str, name: str) -> None:
    assert _covered(det, text, name)


# -- 2. products and plans ---------------------------------------------------------------------
PRODUCTS = [
    ("Upgrade to Milo Plus for offline sync.", "Milo"),
    ("Plans: Harper Basic $9/month, Brandon Pro $29/month.", "Brandon"),
    ('{"customer": "c_1", "plan": "Beatrix", "seats": 12}', "Beatrix"),
    ("| Product | Price |\n|---|---|\n| Otto | €49 |\n| Victor | €99 |", "Otto"),
]
PRODUCT_TWINS = [
    ("Upgrade approved by Milo Quarrendon for offline sync.", "Milo Quarrendon"),
    ('{"customer": "Beatrix Vautrelle", "plan": "Team", "seats": 12}', "Beatrix Vautrelle"),
]


@pytest.mark.parametrize(("text", "product"), PRODUCTS)
def test_a_product_named_like_a_person_is_nobody(det: Detector, text: str, product: str) -> None:
    assert not _hit(det, text, product)


@pytest.mark.parametrize(("text", "name"), PRODUCT_TWINS)
def test_a_customer_beside_a_plan_is_still_masked(det: Detector, text: str, name: str) -> None:
    assert _covered(det, text, name)


# -- 3. companies named like people ------------------------------------------------------------
COMPANIES = [
    ("Client : Maison Delacroix", "Delacroix"),
    ("Compte fournisseur : Établissements Garnier", "Garnier"),
    ("PT Samudra Niaga menandatangani kontrak.", "Samudra Niaga"),
    ("CÔNG TY TNHH Minh Phát đã thanh toán.", "Minh Phát"),
    ('{"id": 7, "company": "Harrowgate Kettlewell", "tags": ["vip"]}', "Kettlewell"),
    ('{"payor": [{"display": "Zilveren Kruis"}], "status": "active"}', "Zilveren Kruis"),
    ("Centre Hospitalier de Nantes — Service de pneumologie", "Nantes"),
    ("23.06.2024;Stadtwerke Leipzig;Kartenzahlung;-309,03", "Stadtwerke Leipzig"),
]
COMPANY_TWINS = [
    ("Client : Radegonde de Castelbajac", "Radegonde de Castelbajac"),
    ('{"id": 7, "contact": "Harrowgate Kettlewell", "tags": ["vip"]}', "Harrowgate Kettlewell"),
    ("PT Samudra Niaga: kontak Bapak Wiratmoko Sastrodiharjo.", "Wiratmoko Sastrodiharjo"),
]


@pytest.mark.parametrize(("text", "company"), COMPANIES)
def test_a_company_named_like_a_person_is_nobody(det: Detector, text: str, company: str) -> None:
    assert not _hit(det, text, company)


@pytest.mark.parametrize(("text", "name"), COMPANY_TWINS)
def test_a_person_beside_a_company_is_still_masked(det: Detector, text: str, name: str) -> None:
    assert _covered(det, text, name)


# -- 4. servers' addresses ---------------------------------------------------------------------
SERVERS = [
    ("*   Trying 93.184.216.34:443...\n* Connected to api.example.com (93.184.216.34) port 443", "93.184.216.34"),
    ("Server:\t\t10.0.0.2\nAddress:\t10.0.0.2#53", "10.0.0.2"),
    ("nameserver 1.1.1.1\nsearch corp.local", "1.1.1.1"),
    (
        "NAME   TYPE           CLUSTER-IP    EXTERNAL-IP    PORT(S)\nweb    LoadBalancer   10.96.12.40   34.120.55.17   80/TCP",
        "34.120.55.17",
    ),
    ("PING db-1 (172.16.4.10) 56(84) bytes of data.", "172.16.4.10"),
    ('{"upstream": "10.0.3.15:8080", "status": 502}', "10.0.3.15"),
    ("a1b2c3d4e5f6   nginx:1.25   0.0.0.0:8080->80/tcp   web", "0.0.0.0"),
]
CLIENTS = [
    ("Accepted publickey for deploy from 203.0.113.57 port 51234 ssh2", "203.0.113.57"),
    ('{"browser_ip": "198.51.100.23", "order": 1042}', "198.51.100.23"),
    ('91.203.7.14 - - [30/Nov/2026:10:02:11 +0000] "GET / HTTP/1.1" 200 512', "91.203.7.14"),
    ('{"user": "anna", "ip_address": "85.12.44.201"}', "85.12.44.201"),
]


@pytest.mark.parametrize(("text", "ip"), SERVERS)
def test_a_servers_address_is_no_clients(det: Detector, text: str, ip: str) -> None:
    assert not _hit(det, text, ip)


@pytest.mark.parametrize(("text", "ip"), CLIENTS)
def test_a_clients_address_is_still_masked(det: Detector, text: str, ip: str) -> None:
    assert _covered(det, text, ip)


# -- 5. limits and statistics are nobody's money -----------------------------------------------
LIMITS = [
    ("Overdraft limit: £1,500.", "£1,500"),
    ("Arranged overdraft limit £500 on the current account.", "£500"),
    ('{"account": "current", "credit_limit": 5000}', "5000"),
    ("Average salary in Norway: kr 56 000 per month (SSB).", "kr 56 000"),
]
MONEY_TWINS = [
    ("Overdraft used: £1,500 (limit £2,000) — Tamsin Ravenhill still owes £1,500.", "£1,500"),
    ('{"name": "Tamsin Ravenhill", "balance": -2089.96, "credit_limit": 5000}', "-2089.96"),
    ("Min løn efter forhandlingen: 43.500 kr. før skat.", "43.500 kr"),
    ("Salary of Oriel Lumsden: £54,250 per year.", "£54,250"),
]


@pytest.mark.parametrize(("text", "amount"), LIMITS)
def test_a_limit_or_statistic_is_no_ones_money(det: Detector, text: str, amount: str) -> None:
    assert not _hit(det, text, amount)


@pytest.mark.parametrize(("text", "amount"), MONEY_TWINS)
def test_a_persons_money_is_still_masked(det: Detector, text: str, amount: str) -> None:
    assert _covered(det, text, amount)


@pytest.mark.parametrize(
    ("key", "limit"),
    [("credit_limit", True), ("Overdraft limit", True), ("Dispolimit", True), ("信用额度", True), ("balance", False)],
)
def test_limit_keys(key: str, limit: bool) -> None:
    assert limit_key(key) is limit


# -- 6. ids are no phones or accounts; units are no users --------------------------------------
def test_a_record_id_under_an_id_key_is_no_phone(det: Detector) -> None:
    assert not _hit(det, '{"hubspot_deal_id": "15678902345", "stage": "won"}', "15678902345")


def test_a_whatsapp_id_is_still_a_phone(det: Detector) -> None:
    text = '{"wa_id": "4915112345678", "profile": {"name": "Anna"}}'
    assert _covered(det, text, "4915112345678")


def test_a_chinese_mobile_under_a_phone_key_is_still_masked(det: Detector) -> None:
    assert _covered(det, '{"contact_phone": "15678902345"}', "15678902345")


@pytest.mark.parametrize(("value", "order"), [("ORD-2026-77813", True), ("INV_88213", True), ("3691-4249117", False)])
def test_order_ids_are_no_accounts(value: str, order: bool) -> None:
    assert order_id_as_account(value) is order


def test_an_order_id_under_an_account_label_is_no_account(det: Detector) -> None:
    assert not _hit(det, "**Account:** ORD-2026-77813\n\n> I was charged twice", "ORD-2026-77813")


def test_a_systemd_unit_is_no_user(det: Detector) -> None:
    text = "Nov 30 03:22:17 bastion sudo: anna ; USER=root ; COMMAND=/usr/bin/journalctl -u nginx"
    assert not _hit(det, text, "nginx")


def test_a_node_compound_is_no_name(det: Detector) -> None:
    assert not _hit(det, "- **Kubernetes**: Helm-Chart 2.1.0 unterstützt Node-Affinität.", "Node-Affinität")


def test_caps_company_with_accents_is_no_name(det: Detector) -> None:
    assert not _hit(det, "RECIBO DE SALARIOS — CASADUERO LOGÍSTICA SA\nPeriodo: 11/2026", "CASADUERO LOGÍSTICA")


# -- 7. a payslip's title, not a mention of payslips, makes every figure pay --------------------
PAYSLIP_MENTIONS = [
    ("Preisliste 2026\nBeratung: 180,00 €\nLohnabrechnung pro Mitarbeiter: 8,50 €\nEinrichtung: 490,00 €", "490,00 €"),
    ("Download your payslip from the portal.\nThe portal costs €12.00 per user and month.", "€12.00"),
    (
        "$ ls -l ~/Documents\n-rw-r--r-- 1 anna staff 84213 Nov 30 payslip_2026-11.pdf\n$ echo done\nTotal: 1,250.00",
        "1,250.00",
    ),
]
PAYSLIPS = [
    (
        "CEDOLINO PAGA - GIUGNO 2024          Officine Gateway S.r.l.\nPaga base € 1.733,00   Contingenza € 518,00",
        "€ 518,00",
    ),
    ("Verdienstabrechnung November 2026\nGrundgehalt        4.120,00\nLohnsteuer           612,40", "612,40"),
    ("LØNNSSLIPP  Periode: 01.11.2026 – 30.11.2026\nFastlønn   48 500,00\nSkattetrekk   14 210,00", "14 210,00"),
]


@pytest.mark.parametrize(("text", "amount"), PAYSLIP_MENTIONS)
def test_a_mention_of_payslips_makes_no_figure_pay(det: Detector, text: str, amount: str) -> None:
    assert not any(
        s.entity_type == "SALARY" and s.start < text.index(amount) + len(amount) and text.index(amount) < s.end
        for s in det.scan_text(text)
    )


@pytest.mark.parametrize(("text", "amount"), PAYSLIPS)
def test_a_payslips_figures_are_still_pay(det: Detector, text: str, amount: str) -> None:
    assert _covered(det, text, amount)


# -- 8. software named like people; public tenders and bands; SIDs and tokens -------------------
SOFTWARE = [
    ("We migrated from Brandon to Victor (our new CRM) last quarter.", "Victor"),
    ("Kunden nutzen Victor Pro und Harper Cloud.", "Victor"),
    ("The Harper app crashed on iOS 18 after the update.", "Harper"),
    ("Release notes: Harper v3.2 adds dark mode; Otto 1.4.2 fixes sync.", "Otto"),
]
SOFTWARE_TWINS = [
    ("The Harper app crashed for Oriel Lumsden on iOS 18.", "Oriel Lumsden"),
    ("Victor Quarrendon (our new CRM admin) starts Monday.", "Victor Quarrendon"),
]


@pytest.mark.parametrize(("text", "product"), SOFTWARE)
def test_software_named_like_a_person_is_nobody(det: Detector, text: str, product: str) -> None:
    assert not _hit(det, text, product)


@pytest.mark.parametrize(("text", "name"), SOFTWARE_TWINS)
def test_a_person_beside_software_is_still_masked(det: Detector, text: str, name: str) -> None:
    assert _covered(det, text, name)


PUBLIC_FIGURES = [
    ("Tender TED-2026/123: estimated contract value €3,500,000 excl. VAT.", "€3,500,000"),
    ("Salary bands (grade G5): €48,000 – €58,000; G6: €56,000 – €68,000.", "€48,000"),
    ("Stellenanzeige: Gehalt 60.000 € bis 70.000 € brutto im Jahr.", "70.000 €"),
]
PRIVATE_FIGURES = [
    ("Contract with Quarrendon Plumbing Ltd signed: contract value €3,500,000.", "€3,500,000"),
    ("Oriel Lumsden moves to grade G5 with a salary of €52,000.", "€52,000"),
]


@pytest.mark.parametrize(("text", "amount"), PUBLIC_FIGURES)
def test_a_tender_or_a_bands_range_is_public(det: Detector, text: str, amount: str) -> None:
    assert not _hit(det, text, amount)


@pytest.mark.parametrize(("text", "amount"), PRIVATE_FIGURES)
def test_a_contract_or_a_persons_pay_is_still_masked(det: Detector, text: str, amount: str) -> None:
    assert _covered(det, text, amount)


def test_a_twilio_account_sid_is_an_id(det: Detector) -> None:
    text = '{"sid": "SMa1b2c3d4e5f60718293a4b5c6d7e8f90", "account_sid": "AC0123456789abcdef0123456789abcdef"}'
    assert det.scan_text(text) == []


def test_a_twilio_auth_token_is_still_a_secret(det: Detector) -> None:
    text = "TWILIO_ACCOUNT_SID=AC0123456789abcdef0123456789abcdef\nTWILIO_AUTH_TOKEN=9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    assert _covered(det, text, "9f8e7d6c5b4a39281706f5e4d3c2b1a0")


def test_an_account_number_in_its_own_place_is_still_masked(det: Detector) -> None:
    assert _covered(det, "Kontonummer: 1503 12 34567 (DNB), eier Tollef Østerhus", "1503 12 34567")


# -- 9. firms named after their owners ---------------------------------------------------------
FIRMS = [
    ("Invoice from Quarrendon Plumbing for the boiler repair, paid by card.", "Quarrendon"),
    ("Angebot von Brückner Haustechnik liegt vor.", "Brückner"),
    ("Thanks,\nOriel Lumsden\nHR Business Partner\nKettlewell & Sons\nT +44 20 7946 0958", "Kettlewell"),
    ("We signed with Ashcombe Partners and Vautrelle Conseil.", "Vautrelle"),
]
FIRM_TWINS = [
    ("Thanks,\nOriel Lumsden\nHR Business Partner\nKettlewell & Sons\nT +44 20 7946 0958", "Oriel Lumsden"),
    ("Invoice from Quarrendon Plumbing, approved by Tamsin Ravenhill.", "Tamsin Ravenhill"),
]


@pytest.mark.parametrize(("text", "firm"), FIRMS)
def test_a_firm_named_after_its_owner_is_nobody(det: Detector, text: str, firm: str) -> None:
    assert not _hit(det, text, firm)


@pytest.mark.parametrize(("text", "name"), FIRM_TWINS)
def test_a_person_beside_a_firm_is_still_masked(det: Detector, text: str, name: str) -> None:
    assert _covered(det, text, name)
