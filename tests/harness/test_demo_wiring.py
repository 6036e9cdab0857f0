"""The demo's wiring (issue 18, items 1, 2, 4): the oracle stand-in by default, the step
router's `threshold: auto`, its calibration file, `--fresh`, the ETA, and the report's
step-router section (τ and the realised share beside the target)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from edgeward.cli import main as cli_main
from edgeward.harness.benchmark import _eta
from edgeward.proxy.calibrate import default_calibration_path, usable_calibration
from edgeward.harness.demo import DEMO_TARGET_CLOUD_RATIO, STEP_ROUTER_PROBE, default_stand_in, demo_benchmark
from edgeward.harness.metrics import summarise
from edgeward.harness.report import write_report
from edgeward.harness.report_console import print_summary
from edgeward.harness.rundir import clear_run
from edgeward.harness.step_series import router_series
from edgeward.policies.step_router import CALIBRATION_FORMAT, StepRouter
from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig
from edgeward.proxy.store import CallRow, SessionRow

EMBEDDED = ProxyConfig.model_validate(EMBEDDED_DEFAULT)
REAL = ProxyConfig.model_validate(
    {
        "edge": {"model": "e", "api_base": "http://127.0.0.1:9/v1"},
        "cloud": {"model": "gpt-4o-mini", "api_base": "http://127.0.0.1:9/v1"},
    }
)


def test_the_demo_uses_the_oracle_unless_a_real_cloud_is_configured(tmp_path: Path) -> None:
    assert default_stand_in(EMBEDDED) == "oracle" and default_stand_in(REAL) is None
    bench = demo_benchmark(EMBEDDED, tmp_path)
    assert bench.stand_in == "oracle"
    assert demo_benchmark(EMBEDDED, tmp_path, stand_in="embedded").stand_in == "embedded"
    assert demo_benchmark(REAL, tmp_path).stand_in is None


def test_the_demo_step_router_is_auto_with_a_target_and_an_optional_warm_start(tmp_path: Path) -> None:
    cold = demo_benchmark(EMBEDDED, tmp_path).proxy.arms
    for arm in ("step-router", "step-router+mask"):
        params = cold[arm].params
        assert params["threshold"] == "auto" and params["target_cloud_ratio"] == DEMO_TARGET_CLOUD_RATIO
        assert "calibration" not in params
        StepRouter(params)  # builds
    cal = tmp_path / "cal.json"
    warm = demo_benchmark(EMBEDDED, tmp_path, calibration=cal).proxy.arms
    assert warm["step-router"].params["calibration"] == str(cal)


def _calibration(path: Path, edge: str, **probe: object) -> Path:
    doc = {
        "format": CALIBRATION_FORMAT,
        "version": 1,
        "edge_model": edge,
        "probe": {"top_k": 20, "probe_tokens": 8, "position": "first", "skip_punctuation": True, "skip_json_keys": True}
        | probe,
        "entropies": [0.4, 0.9, 1.3],
    }
    path.write_text(json.dumps(doc))
    return path


def test_a_calibration_file_is_used_only_for_its_edge_and_probe_settings(tmp_path: Path) -> None:
    cfg = EMBEDDED.model_copy(update={"store": EMBEDDED.store.model_copy(update={"path": tmp_path / "s.db"})})
    path = default_calibration_path(cfg)
    assert path == tmp_path / "step-router-calibration.json"
    assert usable_calibration(cfg, STEP_ROUTER_PROBE) is None  # missing: the demo starts cold
    _calibration(path, "smollm2-135m")
    assert usable_calibration(cfg, STEP_ROUTER_PROBE) == path
    _calibration(path, "another-edge")
    assert usable_calibration(cfg, STEP_ROUTER_PROBE) is None
    _calibration(path, "smollm2-135m", probe_tokens=4)
    assert usable_calibration(cfg, STEP_ROUTER_PROBE) is None


def test_fresh_clears_only_what_a_run_wrote(tmp_path: Path) -> None:
    for name in ("edgeward.db", "arms.json", "report.md", "report.html", "report.json"):
        (tmp_path / name).write_text("x")
    (tmp_path / "trials" / "a" / "t" / "0").mkdir(parents=True)
    (tmp_path / "units").mkdir()
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / "mine").mkdir()
    assert clear_run(tmp_path) == 7
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine", "notes.txt"]
    assert clear_run(tmp_path / "absent") == 0


def test_demo_and_run_accept_fresh_and_stand_in() -> None:
    with pytest.raises(SystemExit):
        cli_main(["demo", "--stand-in", "gpt"])
    from edgeward.cli import _register_command_modules, build_parser

    parser = build_parser()
    _register_command_modules(parser)
    a = parser.parse_args(["demo", "--fresh", "--stand-in", "embedded"])
    assert a.fresh and a.stand_in == "embedded"
    r = parser.parse_args(["run", "--policy", "edge-only", "--out", "x", "--stand-in", "oracle", "--fresh"])
    assert r.fresh and r.stand_in == "oracle"


def test_eta_is_the_mean_trial_time_times_the_trials_left() -> None:
    assert _eta(None, 5) == "ETA after the first trial (5 to run)"
    assert _eta(30.0, 5) == "ETA 2:30 (5 to run)"
    assert _eta(12.0, 0) == "done"


def _step(session: str, step: int, route: str, h: float, tau: float | None, realised: float) -> CallRow:
    return CallRow(
        id=f"{session}-{step}",
        session=session,
        step=step,
        role=route,
        purpose="step",
        model="m",
        decision={
            "route": route,
            "reason": "low_entropy" if route == "edge" else "high_entropy",
            "policy": "step-router",
            "arm": "sr",
            "H": h,
            "tau": tau,
            "tau_mode": "auto",
            "target_cloud_ratio": 0.4,
            "realised_share": realised,
            "decisions": step,
            "calibration": "cold",
        },
        created=float(step),
    )


def test_the_report_shows_tau_over_time_and_the_realised_share_beside_the_target(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sessions = [SessionRow("r:sr:t:0", policy="step-router", arm="sr", meta={"arm": "sr", "run": "r"})]
    calls = [
        _step("r:sr:t:0", 1, "edge", 0.7, None, 0.0),
        _step("r:sr:t:0", 2, "cloud", 0.9, 0.7, 0.5),
        _step("r:sr:t:0", 3, "edge", 0.8, 0.9, 1 / 3),
        _step("r:sr:t:0", 3, "edge", 0.8, 0.9, 1 / 3),  # a fallback row repeats its step: counted once
    ]
    (series,) = router_series(calls, sessions)
    m = series.summary()
    assert (m["decisions"], m["cloud"], m["target_cloud_ratio"]) == (3, 1, 0.4)
    assert m["realised_share"] == pytest.approx(1 / 3) and (m["tau_first"], m["tau_last"]) == (0.7, 0.9)
    assert [p.route for p in series.points] == ["edge", "cloud", "edge"]
    paths = write_report(summarise([]), tmp_path, stand_in=False, routers=[series])
    assert "No trials were recorded" in paths["md"].read_text()  # an empty run has no sections
    from edgeward.harness.metric_models import TrialRecord

    rec = TrialRecord("r", "sr", "t", "office", 0, 1.0, None, [], None, [], [], 1.0)
    paths = write_report(summarise([rec]), tmp_path, stand_in=False, routers=[series])
    md, html = paths["md"].read_text(), paths["html"].read_text()
    assert "## Step router: τ and the realised cloud share" in md
    assert "| sr | auto | 40 % | 33 % | 3 (1) | 0.70 / 0.80 / 0.90 | 0.70–0.90 | cold (no calibration file) |" in md
    assert 'id="step-router"' in html and 'alt="step router tau over time"' in html
    data = json.loads(paths["json"].read_text())
    assert [p["tau"] for p in data["step_router"][0]["points"]] == [None, 0.7, 0.9]
    print_summary(summarise([rec]), [], [series])
    assert "step router sr: 1 of 3 steps to the cloud = 33 % (target 40 %)" in capsys.readouterr().out
