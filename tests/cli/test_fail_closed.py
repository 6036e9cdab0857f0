"""Fail-closed configuration (issue 13): a privacy setting that names something the gate can
never see is an error with its dotted path (exit 2, `check-config` and `serve`); `mask`/`block`
with nothing that could detect refuses to start; `check-config` prints the egress floor and
`--probe` shows what each recognizer catches in a built-in sample."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from edgeward.cli import main
from edgeward.proxy.privacy.config import PrivacyConfig

EDGE = {"model": "m", "api_base": "http://127.0.0.1:9/v1"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, privacy: dict[str, Any], **extra: Any) -> Path:
    path = tmp_path / "c.yaml"
    path.write_text(yaml.safe_dump({"edge": EDGE, "privacy": privacy, **extra}))
    return path


BAD = [
    ({"detector": {"entities": ["EMAIL", "PERSON"]}}, "privacy.detector.entities", "EMAIL_ADDRESS"),
    ({"detector": {"entities": ["PERSN"]}}, "privacy.detector.entities", "PERSON"),
    ({"detector": {"thresholds": {"EMAL_ADDRESS": 0.5}}}, "privacy.detector.thresholds", "EMAIL_ADDRESS"),
    ({"detector": {"fields": {"HEALHT": ["befund"]}}}, "privacy.detector.fields", "HEALTH"),
    ({"detector": {"phone_regions": ["XX"]}}, "privacy.detector.phone_regions", "XX"),
    ({"detector": {"allow_list": ["PERSON"]}}, "privacy.detector.allow_list", "entity type"),
    ({"detector": {"allow_list": ["*.example.com"]}}, "privacy.detector.allow_list", "pattern"),
    ({"detector": {"deny_list": [""]}}, "privacy.detector.deny_list", "2 characters"),
    ({"detector": {"default_threshold": 5}}, "privacy.detector.default_threshold", "less than or equal to 1"),
    ({"egress": "block", "block_types": ["SSN"]}, "privacy.block_types", "US_SSN"),
    ({"block_thresholds": {"CREDITCARD": 0.5}}, "privacy.block_thresholds", "CREDIT_CARD"),
    ({"secret_types": ["APIKEY"]}, "privacy.secret_types", "API_KEY"),
    ({"egress": "mask", "detector": {"entities": ["DENY_LIST"]}}, "privacy", "no active recognizer"),
    ({"egress": "block", "detector": {"entities": []}}, "privacy", "no active recognizer"),
]


@pytest.mark.parametrize(("privacy", "path", "hint"), BAD)
@pytest.mark.parametrize("command", ["check-config", "serve"])
def test_a_misspelt_privacy_setting_exits_2_with_its_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, privacy: dict[str, Any], path: str, hint: str
) -> None:
    cfg = write(tmp_path, privacy)
    argv = [command, str(cfg)] if command == "check-config" else [command, "--config", str(cfg), "--port", "9"]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and f"{path}:" in lines[0] and hint in lines[0], err
    assert "Traceback" not in err


def test_an_arm_overriding_privacy_with_a_misspelt_type_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cfg = write(tmp_path, {}, arms={"strict": {"policy": "edge-only", "privacy": {"block_types": ["EMAIL"]}}})
    code, _, err = run(capsys, "check-config", str(cfg))
    assert code == 2 and "arms.strict" in err and "block_types" in err and "EMAIL_ADDRESS" in err


def test_a_new_field_type_is_known_to_every_setting_that_names_types(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    privacy = {
        "egress": "block",
        "block_types": ["EMPLOYEE_ID"],
        "block_thresholds": {"EMPLOYEE_ID": 0.4},
        "detector": {"fields": {"EMPLOYEE_ID": ["staff_no"]}, "thresholds": {"EMPLOYEE_ID": 0.3}},
    }
    code, _, err = run(capsys, "check-config", str(write(tmp_path, privacy)))
    assert code == 0, err
    det = PrivacyConfig.model_validate(privacy).detector
    assert "EMPLOYEE_ID" in det.effective_entities()


def test_allow_mode_with_no_recognizer_is_accepted() -> None:
    # nothing is masked in allow mode anyway: the audit still records the verdicts
    assert PrivacyConfig.model_validate({"egress": "allow", "detector": {"entities": []}}).egress == "allow"


@pytest.mark.parametrize(
    ("server", "expect"),
    [({}, "never a looser one"), ({"allow_client_egress_override": True}, "and also a looser one")],
)
def test_check_config_prints_the_egress_floor(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], server: dict[str, Any], expect: str
) -> None:
    cfg = write(
        tmp_path,
        {"egress": "mask"},
        server=server,
        arms={"open": {"policy": "edge-only", "privacy": {"egress": "allow"}}},
    )
    code, out, err = run(capsys, "check-config", str(cfg))
    assert code == 0, err
    assert "# egress floor: mask" in out and expect in out
    code, out, _ = run(capsys, "check-config", str(cfg), "--format", "json")
    floor = json.loads(out)["resolved"]["egress_floor"]
    assert floor["default"] == "mask" and floor["arms"] == {"open": "allow"}
    assert floor["client_override"] is bool(server)


def test_check_config_probe_shows_what_each_recognizer_catches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(
        capsys, "check-config", str(write(tmp_path, {"egress": "mask"})), "--probe", "--format", "json"
    )
    assert code == 0, err
    (rep,) = json.loads(out)["probe"]
    assert rep["used_by"] == ["privacy"]
    caught = {t for hits in rep["recognizers"].values() for t in (h.split(":", 1)[0] for h in hits)}
    # the sample carries these kinds; the default detector must catch each
    assert {"EMAIL_ADDRESS", "PERSON", "PHONE_NUMBER", "CREDIT_CARD", "API_KEY"} <= caught
    assert {"EMAIL_ADDRESS", "PERSON", "API_KEY"} <= set(rep["would_mask"])


def test_check_config_probe_fails_when_mask_would_mask_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    privacy = {"egress": "mask", "detector": {"entities": ["DENY_LIST"], "deny_list": ["zqxv-never-present"]}}
    code, out, err = run(capsys, "check-config", str(write(tmp_path, privacy)), "--probe")
    assert code == 2
    assert "privacy.detector: --probe: nothing detected" in err and "would mask nothing" in err
    assert "Traceback" not in err
