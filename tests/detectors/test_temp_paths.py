"""A temp directory's random component is no secret; a real secret in a path or URL still is.

`CredentialRecognizer`'s entropy rule read `zWohYd483l/edgeward/runs/x/workspace-axi31i1h`
(a mktemp path's tail) as one base64 token. Inside a filesystem path each `/` segment is now
judged alone, and temp-dir shapes are skipped. Values and twins: recognizer and scanner.
"""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.recognizers.credentials import TEMP_COMPONENT_RE, CredentialRecognizer

REC = CredentialRecognizer()


def secrets(text: str) -> list[str]:
    return [text[a:b] for _, a, b, _ in REC.find(text)]


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))


TEMP_PATHS = [
    "Workspace: /tmp/tmp.zWohYd483l/edgeward/runs/x/workspace-axi31i1h (tool paths relative to it)",
    "cd /tmp/tmpab12cd34/pytest-of-x/pytest-3/test_a0/out && ls",
    "log at /var/folders/7x/5kd8h2qn3bs0vy1qkz9wbfsr0000gn/T/tmpQ8x_Zk2A/run.log",
    "wrote C:\\Users\\me\\AppData\\Local\\Temp\\tmpab12cd34\\report.html and %TEMP%\\tmp9fK2xQ1z\\a.txt",
    "open ~/work/tmp.Xa8d7F6s5D/Bq3Lk9Zr/results/tmpK2j8Qx7w/out.json",
    "file:///tmp/tmp.9Qw2Er4Ty6/pytest-of-ci/pytest-12/workspace-k2m9x7q1/notes.md",
]


@pytest.mark.parametrize("text", TEMP_PATHS)
def test_temp_dir_components_are_no_secret(text: str) -> None:
    assert secrets(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [  # twins: a secret in a path segment, a URL path or a query still counts
        ("cat /home/me/.cache/keys/Zq8Xw3Lm9Pt2Rk7Yb4Nc6Vd1Hs5Jf0Ga.key", "Zq8Xw3Lm9Pt2Rk7Yb4Nc6Vd1Hs5Jf0Ga"),
        ("cd /tmp/tmp.zWohYd483l/Zq8Xw3Lm9Pt2Rk7Yb4Nc6Vd1Hs5Jf0Ga/x", "Zq8Xw3Lm9Pt2Rk7Yb4Nc6Vd1Hs5Jf0Ga"),
        (
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ8x3kLmP9",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ8x3kLmP9",
        ),
        ("secret: Zq8Xw3Lm9Pt2Rk7Yb4/c6Vd1Hs5Jf0Ga+Qm", "Zq8Xw3Lm9Pt2Rk7Yb4/c6Vd1Hs5Jf0Ga+Qm"),
    ],
)
def test_a_secret_in_a_path_still_counts(text: str, value: str) -> None:
    assert value in secrets(text)


@pytest.mark.parametrize(
    "segment", ["tmp.zWohYd483l", "tmpab12cd34", "pytest-of-x", "pytest-3", "workspace-axi31i1h", "tmp9fK2xQ1z"]
)
def test_temp_component_shapes(segment: str) -> None:
    assert TEMP_COMPONENT_RE.match(segment)


@pytest.mark.parametrize("segment", ["Zq8Xw3Lm9Pt2Rk7Yb4Nc6Vd1Hs5Jf0Ga", "sk_live_51HkQ2eJ3xYz7WqPlM9nR4tB8vCd"])
def test_secret_shapes_are_no_temp_component(segment: str) -> None:
    assert not TEMP_COMPONENT_RE.match(segment)


def test_through_the_scanner(det: Detector) -> None:
    text = "Workspace: /tmp/tmp.zWohYd483l/edgeward/runs/x/workspace-axi31i1h (tool paths relative to it)"
    assert [text[s.start : s.end] for s in det.scan_text(text) if s.entity_type in ("SECRET", "API_KEY")] == []
    url = "GET https://api.example.com/api/keys/sk_live_51HkQ2eJ3xYz7WqPlM9nR4tB8vCd then retry"
    assert "sk_live_51HkQ2eJ3xYz7WqPlM9nR4tB8vCd" in {url[s.start : s.end] for s in det.scan_text(url)}
    query = 'curl "https://api.example.com/v1/export?token=Zq8Xw3Lm9Pt2Rk7Yb4Nc6Vd1Hs5Jf0Ga"'
    assert "Zq8Xw3Lm9Pt2Rk7Yb4Nc6Vd1Hs5Jf0Ga" in {query[s.start : s.end] for s in det.scan_text(query)}
