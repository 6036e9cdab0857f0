"""Breaker16 (issue 12): personal values that decoys16's precision rules let through.

Written fresh for this round, not from any corpus split: each ``REALS`` case is a person's
value or a personal number in the shape one of the new rules reads as nobody's (a buyer's
name under ``name`` in a goods record, a surname before a score, a name particle in a login
slug, a twelve-digit personal number in a line of AWS words or in an ARN's resource, a
person's address followed by ``:2/3``); every letter and digit of it must be masked.
``DECOYS`` are the business twins the rules were written for, which must stay unmasked.
"""

from __future__ import annotations

import pytest

from edgeward.detectors.cloud_resources import cloud_account_id, resource_slug
from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.host_logins import host_login
from edgeward.detectors.product_records import product_noun_end, product_record
from edgeward.detectors.scanner import Detector

#: (what it is, text, values every letter and digit of which must be masked)
REALS: list[tuple[str, str, list[str]]] = [
    # --- a buyer's name in a goods record (product_records.product_record) ---------------
    (
        "json order, surname a common word",
        '{"order_id": "SO-88121", "name": "Emma Green", "product_id": 441, "price": "$5"}',
        ["Emma Green"],
    ),
    (
        "json shipping label, surname a common word",
        '{"label": "Karl Bauer", "weight_kg": 2.1, "variant": "XL", "sku": "P-11"}',
        ["Karl Bauer"],
    ),
    ("json order, surname first", '{"name": "Brandt, Oskar", "sku": "KB-104", "price": 49.0}', ["Brandt", "Oskar"]),
    (
        "json order pl, surname first",
        '{"name": "Nowak, Katarzyna", "sku": "PL-4", "cena": "49 zł", "price": 49}',
        ["Nowak", "Katarzyna"],
    ),
    (
        "json order, unlisted given name",
        '{"name": "Oluwaseun Adeyemi", "item_id": 7781, "price": "₦12,500"}',
        ["Oluwaseun Adeyemi"],
    ),
    ("json order ng", '{"name": "Chidi Okafor", "sku": "NG-4", "price": "₦9,000"}', ["Chidi Okafor"]),
    ("json order zh", '{"name": "王伟", "sku": "Z-9", "价格": "¥320"}', ["王伟"]),
    ("json order zh 2", '{"name": "李娜", "sku": "CN-4", "单价": "¥88"}', ["李娜"]),
    ("json order ja", '{"name": "田中 太郎", "sku": "J-3", "価格": "12,000円"}', ["田中"]),
    # --- a surname before a score; a title before a name (product_noun_end) -------------
    (
        "calibration notes, score before review",
        "Perf notes: Kowalski 3.5 review done, Nowak 4.0 review pending.",
        ["Kowalski", "Nowak"],
    ),
    ("title before a product-kind surname", "Signed: Mrs. Jane Printer", ["Jane"]),
    # --- a name particle in a login slug (cloud_resources.resource_slug) ------------------
    ("login slug with particle", "Assigned to: jan-de-vries (reviewer)", ["jan-de-vries"]),
    # --- twelve-digit personal numbers beside AWS words (cloud_account_id) ---------------
    (
        "aadhaar in kyc log with s3",
        "kyc upload ok aadhaar=498765432109 file=s3://kyc-docs/u/8812.pdf",
        ["498765432109"],
    ),
    (
        "aadhaar, other spelling",
        "Aadhar 345678901234 verified, doc in s3 bucket kyc-prod",
        ["345678901234"],
    ),
    ("aadhaar hi", "आधार 345678901234 — s3 upload ok", ["345678901234"]),
    ("aadhaar grouped by dashes", "IAM user Ravi Kumar, Aadhaar 2345-6789-0123", ["2345-6789-0123"]),
    ("ru inn with s3 region", "ИНН 770123456789 сохранён в S3 (eu-west-1)", ["770123456789"]),
    ("ja my number with s3", "マイナンバー: 123456789018 を S3 にアップロード", ["123456789018"]),
    (
        "inn in dynamodb line",
        "client inn: 500100732259; stored in dynamodb table clients",
        ["500100732259"],
    ),
    (
        "inn in a row after an arn",
        "Lambda arn:aws:lambda:eu-west-1:111122223333:function:kyc\nApplicant INN 500100732259",
        ["500100732259"],
    ),
    (
        "aadhaar in the resource of an arn",
        "put object arn:aws:s3:::kyc-docs/498765432109.pdf\nowner aadhaar 498765432109",
        ["498765432109"],
    ),
    ("vn cccd with s3 region", "CCCD 001203004512 đã tải lên S3 (ap-southeast-1)", ["001203004512"]),
    ("vn can cuoc with aws", "Số căn cước: 001203004512, lưu trên AWS", ["001203004512"]),
    (
        "csv kyc, label in the header",
        "name,aadhaar,bucket\nRavi Kumar,498765432109,s3://kyc-in\nAsha Rao,398765432101,s3://kyc-in",
        ["Ravi Kumar", "498765432109", "398765432101"],
    ),
    # --- a person's address followed by a count (host_logins.host_login) -----------------
    ("address then count", "cc: mike.jenkins@outlook.com:2/3 reviews done", ["mike.jenkins@outlook.com"]),
    ("address then count cs", "Please write to jana.novak@seznam.cz:2/3 of the team replied", ["jana.novak@seznam.cz"]),
]

#: (what it is, text, values no span may touch): decoys16's own kinds, still nobody's
DECOYS: list[tuple[str, str, list[str]]] = [
    (
        "json product named like a person",
        '{"name": "Oscar Chair", "sku": "CH-22", "price": "€129.00", "stock": 14}',
        ["Oscar Chair"],
    ),
    ("md catalogue", "| Product | Price | Stock |\n|---|---|---|\n| Aurora | $129 | 42 |", ["Aurora"]),
    ("release note", "Aurora 3.0 launch moved to Tuesday", ["Aurora"]),
    ("sdk", "We rolled out the Aurora SDK to all tenants", ["Aurora SDK"]),
    ("country slug", "deployed billing-de to eu-central-1", ["billing-de"]),
    ("aws cost line", "AWS account 123456789012 (ledger-prod): EC2 spend up 4.2% in February", ["123456789012"]),
    (
        "arn account field",
        "role arn:aws:iam::210987654321:role/deployer\naccount 210987654321 assumed it",
        ["210987654321"],
    ),
    ("git remote", "origin  git@gitlab.ledgerline.io:payments/ledger-api.git (fetch)", ["gitlab.ledgerline.io"]),
]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def _find(text: str, value: str) -> int:
    return text.rindex(value)  # the last occurrence: the one outside an ARN when it repeats


@pytest.mark.parametrize(("label", "text", "values"), REALS, ids=[c[0] for c in REALS])
def test_a_personal_value_in_a_decoy_shape_stays_masked(
    det: Detector, label: str, text: str, values: list[str]
) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = _find(text, v)
        covered = {i for s in spans for i in range(max(s.start, k), min(s.end, k + len(v)))}
        need = {i for i in range(k, k + len(v)) if text[i].isalnum()}
        assert need <= covered, f"{label}: {v!r} not masked ({[s.text for s in spans]})"


@pytest.mark.parametrize(("label", "text", "values"), DECOYS, ids=[c[0] for c in DECOYS])
def test_the_business_twin_stays_unmasked(det: Detector, label: str, text: str, values: list[str]) -> None:
    spans = det.scan_text(text)
    for v in values:
        k = _find(text, v)
        hit = [s.text for s in spans if s.start < k + len(v) and k < s.end]
        assert not hit, f"{label}: {v!r} masked by {hit}"


def _at(text: str, value: str) -> tuple[int, int]:
    k = text.index(value)
    return k, k + len(value)


def test_product_record_keeps_a_buyers_name() -> None:
    for name in ("Emma Green", "Brandt, Oskar", "Oluwaseun Adeyemi", "王伟"):
        rec = f'{{"name": "{name}", "sku": "A-1", "price": 5}}'
        assert not product_record(rec, *_at(rec, name)), name
    rec = '{"name": "Oscar Chair", "sku": "A-1", "price": 5}'
    assert product_record(rec, *_at(rec, "Oscar Chair"))


def test_product_noun_end_needs_no_title_and_a_release_word() -> None:
    t = "Mrs. Jane Printer"
    assert not product_noun_end(t, *_at(t, "Jane Printer"))
    t = "Nowak 4.0 review pending"
    assert not product_noun_end(t, *_at(t, "Nowak"))
    t = "Aurora 3.0 rollout pending"
    assert product_noun_end(t, *_at(t, "Aurora"))


def test_a_particle_makes_no_slug_before_a_surname() -> None:
    t = "owner jan-de-vries"
    assert not resource_slug(t, *_at(t, "jan-de-vries"))
    t = "service shop-de-prod"
    assert resource_slug(t, *_at(t, "shop-de-prod"))


def test_cloud_account_id_reads_the_arn_account_field_and_personal_labels() -> None:
    t = "arn:aws:s3:::kyc-docs/498765432109.pdf\nid 498765432109"
    k = t.rindex("498765432109")
    assert not cloud_account_id(t, k, k + 12, arn_only=True)  # in the ARN's resource, not its account
    t = "arn:aws:iam::210987654321:role/x\nassumed by 210987654321"
    k = t.rindex("210987654321")
    assert cloud_account_id(t, k, k + 12, arn_only=True)
    t = "Aadhaar 498765432109 uploaded to S3"
    assert not cloud_account_id(t, *_at(t, "498765432109"))


def test_host_login_is_no_persons_address() -> None:
    t = "cc mike.jenkins@outlook.com:docs/q3"
    assert host_login(t, *_at(t, "mike.jenkins@outlook.com")) is None
    t = "to ops@outlook.com:2/3 done"
    assert host_login(t, *_at(t, "ops@outlook.com")) is None
    t = "origin git@gitlab.example.io:payments/api.git"
    assert host_login(t, *_at(t, "git@gitlab.example.io")) == 3
