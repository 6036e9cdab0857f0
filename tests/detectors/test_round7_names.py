"""Issue 12, round 7 (names7): speakers of platform-specific chat header lines and account
names in fixed log / prompt / export positions.

Values are written for these tests (not taken from any corpus); each kind has a negative twin
where the rule must stay silent."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.recognizers.chat_headers import ChatHeaderRecognizer
from edgeward.detectors.recognizers.log_accounts import LogAccountRecognizer


def chat(text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in ChatHeaderRecognizer().find(text)]


def logs(text: str) -> list[tuple[str, str]]:
    return [(e, text[a:b]) for e, a, b, _ in LogAccountRecognizer().find(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("wendel.codes — Today at 9:05 AM\nanyone seen the flaky test?", [("USERNAME", "wendel.codes")]),
        ("Brannoc Fettiplace — Yesterday at 11:17 PM\nmerged", [("PERSON", "Brannoc Fettiplace")]),
        ("Sølvi Hammerstad [14:22]\nkan du se på PR-en?", [("PERSON", "Sølvi Hammerstad")]),
        ("Оксанія Дубравенко, [01.12.26 08:40]\nПривіт", [("PERSON", "Оксанія Дубравенко")]),
        ("[남궁다온] [오전 10:03] 회의 몇 시야?", [("PERSON", "남궁다온")]),
        ("남궁다온 님과 카카오톡 대화\n저장한 날짜 : 2026-12-01", [("PERSON", "남궁다온")]),
        ("Lạc Thị Huyền (08:15 01/12/2026): em gửi rồi ạ", [("PERSON", "Lạc Thị Huyền")]),
        ("08:15\t西園寺 真琴\tおはようございます", [("PERSON", "西園寺 真琴")]),
        ("٠١/١٢/٢٠٢٦، ٨:٠٥ ص - مريوان القحطبي: صباح الخير", [("PERSON", "مريوان القحطبي")]),
    ],
)
def test_chat_header_speakers(text: str, expected: list[tuple[str, str]]) -> None:
    assert chat(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # role labels, service handles, prose with a time, lower-case words
        "System [14:22]\nmaintenance window",
        "deploy — Today at 9:05 AM\nrelease done",
        "the build ran [14:22]\nok",
        "Meeting moved to Friday — Today at 9:05 AM",
        "[bot] [오전 10:03] 알림",
        "08:15\tERROR\tconnection refused",
        "see release notes (08:15 01/12/2026): fixed",
    ],
)
def test_chat_header_negative_twins(text: str) -> None:
    assert chat(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '198.51.100.23 - hallgerd [01/Dec/2026:08:00:01 +0100] "GET /admin HTTP/1.1" 200 512',
            [("USERNAME", "hallgerd")],
        ),
        (
            '2001:db8::7 - t.vanderkolk [01/Dec/2026:08:00:01 +0000] "POST /api HTTP/2" 201 9',
            [("USERNAME", "t.vanderkolk")],
        ),
        (
            "[auth_basic:error] [pid 301] [client 198.51.100.4:5120] AH01618: user mireille.ostrand not found: /x",
            [("USERNAME", "mireille.ostrand")],
        ),
        ('AH01617: user kjellrun: authentication failure for "/": Password Mismatch', [("USERNAME", "kjellrun")]),
        ("faramund@thinkpad-fm ~/work/api (dev) $ make test", [("USERNAME", "faramund")]),
        ("faramund@buildbox:~/work$ ls", [("USERNAME", "faramund")]),
        ("  ✓ Logged in to github.com account pellervo-koski (keyring)", [("USERNAME", "pellervo-koski")]),
        ('{"id": 5, "from": "X", "from_id": "user903311457", "text": "hi"}', [("USERNAME", "903311457")]),
    ],
)
def test_log_accounts(text: str, expected: list[tuple[str, str]]) -> None:
    assert logs(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # no user, service accounts, e-mail in prose, a channel id, a git remote
        '198.51.100.23 - - [01/Dec/2026:08:00:01 +0100] "GET / HTTP/1.1" 200 512',
        '198.51.100.23 - www-data [01/Dec/2026:08:00:01 +0100] "GET / HTTP/1.1" 200 512',
        "root@buildbox:~# apt-get update",
        "deploy@bastion-eu1 ~ $ uptime",
        "write to faramund@example.org with questions",
        '{"from_id": "channel1700221133"}',
        "git@github.com: Permission denied (publickey).",
        "AH01618: user root not found: /x",
    ],
)
def test_log_accounts_negative_twins(text: str) -> None:
    assert logs(text) == []


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(scan_timeout_s=None))


def test_detector_masks_chat_speakers_and_prompt_users(det: Detector) -> None:
    text = (
        "Brannoc Fettiplace — Yesterday at 11:17 PM\nmerged the fix\n"
        "wendel.codes — Today at 9:05 AM\nthanks\n"
        "faramund@thinkpad-fm ~/work/api (dev) $ make test\n"
    )
    found = {(s.entity_type, s.text) for s in det.scan_text(text)}
    assert ("PERSON", "Brannoc Fettiplace") in found
    assert ("USERNAME", "wendel.codes") in found
    assert ("USERNAME", "faramund") in found


def test_telegram_export_sender() -> None:
    text = '{"id": 7, "from": "Ярема Гнатюченко", "from_id": "user401122987", "text": "ok"}'
    assert chat(text) == [("PERSON", "Ярема Гнатюченко")]


def test_telegram_export_sender_negative_twins() -> None:
    # a channel post and a sender without a user id are not read here
    assert chat('{"id": 7, "from": "Новини Києва", "from_id": "channel1700221133", "text": "ok"}') == []
    assert chat('{"id": 7, "from": "Ярема Гнатюченко", "text": "ok"}') == []
