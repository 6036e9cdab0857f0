"""Session traces (issue 18, item 3): `trace.html` per trial (0600, self-contained, values
redacted, each call's route and why, egress with placeholders, the restored reply, exposures at
the call that caused them), linked from the report; `edgeward trace SESSION` on the terminal.

A scripted run of the mini suite through the real proxy (fake upstream replaying the reference,
the real detector and gate) gives the store; the trace is then checked against the store's own
rows, never against hand-written expectations.
"""

from __future__ import annotations

import json
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from edgeward.cli import main as cli_main
from edgeward.detectors.exposure import SensitiveUnit, exposure
from edgeward.harness.benchmark import BenchmarkConfig, run_benchmark
from edgeward.harness.trace import PLACEHOLDER_RE, build_trace, trial_files
from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig
from edgeward.proxy.store import Store

MINI = Path(__file__).parents[1] / "data" / "mini_suite"
ARMS = ["edge-only+allow", "cloud-only+allow", "cloud-only+mask"]
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("trace") / "run"
    run_benchmark(
        BenchmarkConfig(
            # scans in the proxy's thread: the scan pool (~17 CPU-s to start) is tested elsewhere
            proxy=ProxyConfig.model_validate({**EMBEDDED_DEFAULT, "server": {"scan_workers": 0}}),
            arms=ARMS,
            out=out,
            suite=MINI,
            tasks=["mini-contact"],
            agent="scripted",
            quiet=True,
        )
    )
    return out


def _units(run: Path) -> list[SensitiveUnit]:
    return [SensitiveUnit.from_dict(u) for u in json.loads((run / "units" / "mini-contact.json").read_text())]


def _session(arm: str) -> str:
    return f"run:{arm}:mini-contact:0"


def test_every_trial_has_a_private_trace_with_each_call_s_route(run: Path) -> None:
    store = Store(run / "edgeward.db", writer=False)
    try:
        for arm in ARMS:
            page = run / "trials" / arm / "mini-contact" / "0" / "trace.html"
            assert stat.S_IMODE(page.stat().st_mode) == 0o600, arm
            text = page.read_text(encoding="utf-8")
            calls = store.calls(_session(arm))
            assert calls, arm
            rows = re.findall(r'<tr data-route="(\w+)" data-call="([\w-]+)"', text)
            # one row per recorded call, in order, showing where it was served
            assert [cid for _, cid in rows] == [c.id for c in calls]
            assert [route for route, _ in rows] == [c.role for c in calls]
            assert all(f'route-{c.role}">{c.role}</span>' in text for c in calls)
            low = text.lower()  # self-contained: nothing fetched
            assert "<script" not in low and "http://" not in low and "https://" not in low
    finally:
        store.close()


def test_values_are_redacted_unless_shown(run: Path) -> None:
    units = _units(run)
    assert units
    for arm in ARMS:
        text = (run / "trials" / arm / "mini-contact" / "0" / "trace.html").read_text(encoding="utf-8")
        for u in units:
            assert u.value not in text, (arm, u.field)
    store = Store(run / "edgeward.db", writer=False)
    try:
        files = trial_files(store, _session("cloud-only+allow"))
        shown = build_trace(store, _session("cloud-only+allow"), transcript=files.transcript, units=units, show=True)
        hidden = build_trace(store, _session("cloud-only+allow"), transcript=files.transcript, units=units)
    finally:
        store.close()
    egress = "\n".join(c.egress or "" for c in shown.calls)
    assert any(u.value in egress for u in units)  # what left, as it left
    assert not any(u.value in (c.egress or "") + (c.reply or "") for c in hidden.calls for u in units)
    assert "[REDACTED:" in "".join(c.egress or "" for c in hidden.calls)


def test_egress_placeholders_replies_and_exposures_come_from_the_store(run: Path) -> None:
    units = _units(run)
    store = Store(run / "edgeward.db", writer=False)
    try:
        for arm in ("cloud-only+allow", "cloud-only+mask"):
            sid = _session(arm)
            files = trial_files(store, sid)
            assert files.transcript is not None and files.units is not None and files.result is not None
            trace = build_trace(store, sid, transcript=files.transcript, units=files.units, result=files.result)
            egress = {e.call_id: e for e in store.egress(sid)}
            replies = [m for m in files.transcript if m["role"] == "assistant"]
            best: dict[str, float] = {}
            steps = 0
            for c in trace.calls:
                e = egress.get(c.call_id)
                assert (c.egress is not None) == (e is not None)
                if e is not None:
                    assert c.egress_action == e.action
                    assert c.placeholders == sorted(set(PLACEHOLDER_RE.findall(e.body)))
                    # an exposure is listed at the call where the unit's level first rose
                    rose = []
                    for u, lv in zip(units, exposure(units, e.body)):
                        key = f"{u.entity_id}/{u.field}"
                        if lv > best.get(key, 0.0):
                            best[key] = lv
                            rose.append((key, lv))
                    assert [(x.unit, x.level) for x in c.exposures] == rose
                if c.is_step:
                    call = replies[steps]["tool_calls"][0]["function"]
                    assert c.reply is not None and call["name"] in c.reply
                    steps += 1
            assert steps == len(replies)
            if arm == "cloud-only+mask":
                assert any(c.placeholders for c in trace.calls)  # the gate masked something
                page = (files.folder / "trace.html").read_text(encoding="utf-8")
                assert '<mark class="ph">[' in page
            else:
                assert any(c.exposures for c in trace.calls)  # allow: the phone left and is flagged
    finally:
        store.close()


def test_the_report_links_every_trial_s_trace_and_transcript(run: Path) -> None:
    html = (run / "report.html").read_text(encoding="utf-8")
    md = (run / "report.md").read_text(encoding="utf-8")
    for arm in ARMS:
        rel = f"trials/{arm}/mini-contact/0/"
        assert f'href="{rel}trace.html"' in html and f'href="{rel}transcript.json"' in html
        assert f"]({rel}trace.html)" in md
        assert (run / rel / "trace.html").is_file()
    assert "`" not in re.sub(r"<pre>.*?</pre>", "", html, flags=re.S)  # no literal backticks on the page


def test_trace_command_prints_routes_and_fails_in_one_line(run: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sid = _session("cloud-only+mask")
    assert cli_main(["trace", sid, "--run", str(run)]) == 0
    out = capsys.readouterr().out
    assert sid in out and "cloud-only: rule" in out and "placeholders" in out
    assert all(u.value not in out for u in _units(run))
    page = run / "cli-trace.html"
    assert cli_main(["trace", sid, "--run", str(run), "--html", str(page), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [c["route"] for c in data["calls"]] == ["cloud"] * len(data["calls"])
    assert stat.S_IMODE(page.stat().st_mode) == 0o600
    assert cli_main(["trace", "nope", "--run", str(run)]) == 2  # bad input, as every other command
    err = capsys.readouterr().err.strip()
    assert "no session 'nope'" in err and len(err.splitlines()) == 1


@pytest.mark.skipif(
    CHROMIUM is None, reason="headless Chromium (Debian package `chromium`) is not installed; `.ci/run` installs it"
)
def test_trace_opens_in_headless_chromium_with_each_step_s_route(run: Path, tmp_path: Path) -> None:
    store = Store(run / "edgeward.db", writer=False)
    try:
        for arm in ARMS:
            page = run / "trials" / arm / "mini-contact" / "0" / "trace.html"
            proc = subprocess.run(
                [
                    CHROMIUM,
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--no-first-run",
                    f"--user-data-dir={tmp_path / arm}",
                    "--dump-dom",
                    page.resolve().as_uri(),
                ],
                capture_output=True,
                text=True,
                timeout=180,
            )
            dom = proc.stdout
            assert "</html>" in dom, f"chromium did not render {page} (exit {proc.returncode}): {proc.stderr[-800:]}"
            steps = [c for c in store.calls(_session(arm)) if c.purpose == "step"]
            # the rendered DOM has one row per step call with its route shown as text
            shown = re.findall(r'<tr data-route="(\w+)" data-call="([\w-]+)">.*?class="route route-\w+">(\w+)<', dom)
            assert [(cid, text) for _, cid, text in shown] == [(c.id, c.role) for c in steps]
    finally:
        store.close()
