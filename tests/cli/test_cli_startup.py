"""The CLI answers without loading the detector stack, and `serve` says how it stops.

- `edgeward --help`, `edgeward <cmd> --help` and `check-config` import neither Presidio nor
  spaCy (checked on `sys.modules` in a fresh interpreter running `python -m edgeward`; no timing).
- `edgeward serve` on SIGTERM or SIGINT prints that it is stopping and that it stopped cleanly,
  and exits 0; an edge `api_base` nothing listens on is a warning at start, not a failure.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

#: Top-level packages that only a command that scans (or serves) may import.
HEAVY = ("presidio_analyzer", "presidio_anonymizer", "spacy", "thinc", "detect_secrets")

#: Runs `python -m edgeward ARGV...` in this interpreter, then prints the heavy packages and
#: project detector modules it imported as JSON on the last stdout line.
PROBE = """
import json, runpy, sys
sys.argv = ["edgeward", *sys.argv[1:]]
try:
    runpy.run_module("edgeward", run_name="__main__", alter_sys=True)
except SystemExit:
    pass
heavy = sorted({m.split(".")[0] for m in sys.modules} & set(%r))
ours = sorted(m for m in sys.modules if m.startswith(("edgeward.detectors.scanner", "edgeward.detectors.engine")))
print(json.dumps({"heavy": heavy, "ours": ours}))
"""


def _loaded(*argv: str) -> dict[str, list[str]]:
    r = subprocess.run(
        [sys.executable, "-c", PROBE % (HEAVY,), *argv],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )
    return json.loads(r.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["serve", "--help"],
        ["scan", "--help"],
        ["audit", "--help"],
        ["router", "calibrate", "--help"],
        ["run", "--help"],
        ["demo", "--help"],
        ["intercept", "--help"],
    ],
)
def test_help_does_not_load_the_detector_stack(argv: list[str]) -> None:
    assert _loaded(*argv) == {"heavy": [], "ours": []}


def test_check_config_does_not_load_the_detector_stack(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("policy: {name: nope}\n")
    good = tmp_path / "good.yaml"
    good.write_text("edge: {model: m, api_base: 'http://127.0.0.1:9/v1'}\n")
    assert _loaded("check-config", str(bad)) == {"heavy": [], "ours": []}
    assert _loaded("check-config", str(good)) == {"heavy": [], "ours": []}


def test_the_probe_sees_a_command_that_does_load_it(tmp_path: Path) -> None:
    """The check above can fail: `scan` of a file does import the detector stack."""
    f = tmp_path / "a.txt"
    f.write_text("hello\n")
    loaded = _loaded("scan", str(f))
    assert "presidio_analyzer" in loaded["heavy"] and "edgeward.detectors.scanner" in loaded["ours"]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_serve_says_it_stops_and_exits_0(tmp_path: Path, sig: signal.Signals) -> None:
    p = tmp_path / "c.yaml"
    p.write_text("edge: {model: m, api_base: 'http://127.0.0.1:9/v1'}\n")
    argv = [sys.executable, "-m", "edgeward", "serve", "--config", str(p), "--port", "0"]
    proc = subprocess.Popen(
        [*argv, "--store", str(tmp_path / "s.db")],
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )
    assert proc.stderr is not None
    try:
        line, before, deadline = "", [], time.monotonic() + 90
        while "serving on" not in line and time.monotonic() < deadline:
            line = proc.stderr.readline()
            if not line:
                break
            before.append(line)
        # nothing listens on port 9: serve says so at start (a warning; it still serves)
        assert any("the edge upstream 127.0.0.1:9 is not reachable" in ln for ln in before), before
        m = re.search(r"serving on (http://127\.0\.0\.1:\d+)/v1", line)
        assert m, line
        with urllib.request.urlopen(m.group(1) + "/healthz", timeout=10) as r:
            assert r.status == 200
        proc.send_signal(sig)
        rest = proc.stderr.read()
        code = proc.wait(60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    lines = [ln for ln in rest.splitlines() if ln.startswith("edgeward: ")]
    stopping = f"edgeward: {sig.name} received, stopping: finishing calls in flight"
    assert lines == [stopping, "edgeward: stopped cleanly"], rest
    assert code == 0, rest
