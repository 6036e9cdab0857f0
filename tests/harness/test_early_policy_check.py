"""`run` and `demo` check policy and arm names before any start-up, as `serve` does.

A typo in `--policy` or in the config's `policy.name` is one line and exit 2, before the proxy
(and so the embedded model) is built: `ProxyThread` is replaced by a stub that fails the test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from edgeward import cli
from edgeward.harness import benchmark

MINI = Path(__file__).parents[1] / "data" / "mini_suite"


class _NoProxy:
    started = 0

    def __init__(self, *a: object, **kw: object) -> None:
        _NoProxy.started += 1
        raise AssertionError("the proxy was built before the policy names were checked")


@pytest.fixture(autouse=True)
def no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    _NoProxy.started = 0
    monkeypatch.setattr(benchmark, "ProxyThread", _NoProxy)


def _stderr_lines(capsys: pytest.CaptureFixture[str]) -> list[str]:
    return [x for x in capsys.readouterr().err.splitlines() if x.strip()]


def test_run_rejects_an_unknown_policy_before_the_proxy_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["run", "--suite", str(MINI), "--task", "mini-sum", "--policy", "edge-onyl", "--out", str(tmp_path / "r")]
    assert cli.main(argv) == 2
    err = _stderr_lines(capsys)
    assert len(err) == 1 and "unknown policy or arm 'edge-onyl'" in err[0], err
    assert _NoProxy.started == 0 and not (tmp_path / "r").exists()


def test_run_rejects_a_bad_egress_suffix_before_the_proxy_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["run", "--suite", str(MINI), "--policy", "edge-only", "--policy", "cloud-only+maks", "--out", str(tmp_path)]
    assert cli.main(argv) == 2
    err = _stderr_lines(capsys)
    assert len(err) == 1 and "an egress suffix is one of" in err[0], err
    assert _NoProxy.started == 0


@pytest.mark.parametrize("command", ["run", "demo"])
def test_run_and_demo_reject_a_config_policy_typo_as_serve_does(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    conf = tmp_path / "edgeward.yaml"
    conf.write_text("edge: {embedded: smollm2-135m}\npolicy:\n  name: step-routr\n", encoding="utf-8")
    rest = ["--suite", str(MINI), "--policy", "edge-only"] if command == "run" else []
    assert cli.main([command, "--config", str(conf), *rest, "--out", str(tmp_path / "out")]) == 2
    err = _stderr_lines(capsys)
    demo_banner = [x for x in err if not x.startswith("edgeward: ")]
    assert not demo_banner, err
    assert len(err) == 1 and "policy.name: unknown policy or arm 'step-routr'" in err[0], err
    assert cli.main(["check-config", str(conf)]) == 2  # the same verdict
    assert "policy.name: unknown policy or arm 'step-routr'" in capsys.readouterr().err
    assert _NoProxy.started == 0
