"""The report files (edgeward.harness.report, edgeward.harness.report_html)."""

from __future__ import annotations

import base64
import dataclasses
import json
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from edgeward.harness.metric_models import CallRecord, EgressRecord, TrialRecord
from edgeward.harness.metrics import summarise
from edgeward.harness.report import load_summary, render_markdown, write_report
from edgeward.harness.report_html import pareto_front, render_html

SECRET = "555-867-5309"
OTHER = "Jenny Tutone"


@dataclass
class Unit:
    entity_id: str
    field: str
    value: str
    weight: float = 1.0


@dataclass
class _U:
    entity_id: str
    field: str
    level: float
    first_call_id: str | None


@dataclass
class _R:
    score: float
    per_unit: list[_U]


def fake_matcher(units, payloads):
    """Test double with the contract's shape: level 1.0 when the value occurs verbatim."""
    rows = []
    for u in units:
        hit = next((cid for cid, body in payloads if u.value in body), None)
        rows.append(_U(u.entity_id, u.field, 1.0 if hit else 0.0, hit))
    w = sum(u.weight for u in units)
    return _R(1 - sum(u.weight * r.level for u, r in zip(units, rows)) / w, rows)


ARMS = {  # arm -> (score of trial i, cloud?, leaks?, masked?)
    "edge-only": (lambda t, i: [0.5, 0.8, 0.3][i], False, False, False),
    "cloud-only": (lambda t, i: [0.9, 1.0, 0.7][i], True, True, False),
    "step-router+mask": (lambda t, i: [0.8, 0.6, 0.9][i], True, False, True),
}
TASKS = {
    "mail-1": "Office & Daily Tasks",
    "mail-2": "Office & Daily Tasks",
    "csv-1": "Data Analysis",
    "ops-1": "Development & Operations",
}


def _records() -> list[TrialRecord]:
    recs = []
    for arm, (score, cloud, leaks, masked) in ARMS.items():
        for task, cat in TASKS.items():
            for i in range(3):
                sid = f"demo:{arm}:{task}:{i}"
                units = [Unit("CTX-7", "phone", SECRET, 2.0), Unit("CTX-7", "name", OTHER)] if task != "ops-1" else []
                calls = [
                    CallRecord(
                        f"{sid}/e",
                        sid,
                        "edge",
                        "smollm2",
                        prompt_tokens=400,
                        completion_tokens=30,
                        edge_flops=2 * 135e6 * 430,
                        latency_ms=50.0 + i,
                    )
                ]
                egress = []
                if cloud:
                    calls.append(
                        CallRecord(
                            f"{sid}/c",
                            sid,
                            "cloud",
                            "stand-in-cloud",
                            stand_in=True,
                            prompt_tokens=900 + 10 * i,
                            cached_tokens=100,
                            completion_tokens=40,
                            usd=0.001 * (1 + i + len(task)),
                        )
                    )
                    body = f"contact {SECRET}" if leaks and task != "csv-1" else "contact [PHONE_1]"
                    egress.append(
                        EgressRecord(f"{sid}/c", sid, json.dumps({"content": body}), placeholders=1 if masked else 0)
                    )
                s = score(task, i) - (0.2 if task == "csv-1" else 0.0)
                recs.append(
                    TrialRecord("demo", arm, task, cat, i, s, None, units, {"CTX-7/phone"}, calls, egress, 5.0 + i)
                )
    return recs


@pytest.fixture(scope="module")
def summary():
    return summarise(_records(), k_values=(1, 3), matcher=fake_matcher)


@pytest.fixture(scope="module")
def written(summary, tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    return write_report(summary, out, stand_in=True, title="Demo comparison")


def test_files_written(written, summary):
    assert set(written) == {"json", "md", "html"}
    for p in written.values():
        assert Path(p).is_file() and Path(p).stat().st_size > 0
    data = json.loads(Path(written["json"]).read_text())
    assert data["report"] == {"title": "Demo comparison", "stand_in": True, "cloud": "stand-in-cloud"}
    assert load_summary(written["json"]) == summary


def test_markdown_tables(written, summary):
    md = Path(written["md"]).read_text()
    assert md.startswith("# Demo comparison")
    for arm in ARMS:
        assert f"| {arm} |" in md
    # tokens and FLOPs in units chosen per column: 3,240 tokens read 3.24 k, not 0.00324 M
    assert "| Arm | Completion % | Pass^1 % | Pass^3 % | Cloud tok. R/C/O (k) | Cloud $ | Edge GFLOPs |" in md
    assert "| 3.24 / 0.400 / 0.160 |" in md and "| 464.4 [464.4, 464.4] |" in md
    for section in ("## Per category", "## Mechanisms", "## Exposed units", "## Paired differences vs `edge-only`"):
        assert section in md
    # completion of edge-only: tasks mail-1/mail-2/ops-1 mean (0.5+0.8+0.3)/3 = 0.5333, csv-1 0.3333
    # -> 100 * (3 * 0.53333 + 0.33333)/4 = 48.3
    assert re.search(r"\| edge-only \| 48\.3 \[", md)
    # the stand-in note is prominent (before the leaderboard) and says how to configure a cloud
    assert md.index("Stand-in cloud") < md.index("## Leaderboard")
    assert "cloud:" in md and "api_key: env:" in md
    assert "Office & Daily Tasks" in md and "Data Analysis" in md


def test_no_stand_in_note_for_real_cloud(summary):
    assert "Stand-in cloud" not in render_markdown(summary, stand_in=False)
    assert 'id="stand-in"' not in render_html(summary, stand_in=False)
    # default: derived from the calls' stand_in flags
    assert "Stand-in cloud" in render_markdown(summary)


def test_values_never_written(written):
    for p in written.values():
        text = Path(p).read_text()
        assert SECRET not in text and OTHER not in text
    assert "[REDACTED]" in Path(written["md"]).read_text()


def test_exposure_table_names_first_call(written):
    md = Path(written["md"]).read_text()
    assert "demo:cloud-only:mail-1:0/c (cloud)" in md
    assert "CTX-7 / phone" in md


def test_html_self_contained(written):
    html = Path(written["html"]).read_text()
    low = html.lower()
    assert "<script" not in low and "<link" not in low and "@import" not in low and "url(" not in low
    assert "http://" not in low and "https://" not in low and "file:" not in low
    for attr in re.findall(r'(?:src|href)\s*=\s*"([^"]*)"', html, flags=re.I):
        assert attr.startswith(("data:", "#")), attr
    imgs = re.findall(r'<img[^>]*src="data:image/png;base64,([A-Za-z0-9+/=]+)"', html)
    assert len(imgs) >= 3  # privacy, cost, categories
    for b in imgs:
        assert base64.b64decode(b)[:8] == b"\x89PNG\r\n\x1a\n"
    for arm in ARMS:
        assert arm in html
    assert 'id="stand-in"' in html


def test_empty_summary_report(tmp_path):
    paths = write_report(summarise([]), tmp_path, stand_in=False, title="Empty")
    assert "No trials were recorded" in Path(paths["md"]).read_text()
    assert "No trials were recorded" in Path(paths["html"]).read_text()


def test_pareto_front():
    # privacy (maximise x): (30, 80) and (100, 65) are optimal; (100, 40) is dominated
    assert pareto_front([100, 30, 100], [40, 80, 65], maximize_x=True) == [1, 2]
    # cost (minimise x): (0, 40) and (0.03, 80) optimal; (0.03, 65) dominated
    assert pareto_front([0.0, 0.03, 0.03], [40, 80, 65], maximize_x=False) == [0, 1]
    assert pareto_front([1.0, 1.0], [5.0, 5.0], maximize_x=True) == [0, 1]  # ties both kept
    assert pareto_front([], [], maximize_x=True) == []


CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)


@pytest.mark.skipif(
    CHROMIUM is None,
    reason="headless Chromium (Debian package `chromium`) is not "
    "installed; `.ci/run` installs it. Without it the rendered plots cannot be checked.",
)
def test_html_renders_in_headless_chromium(written, tmp_path):
    shot = tmp_path / "shot.png"
    cmd = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--hide-scrollbars",
        f"--user-data-dir={tmp_path / 'profile'}",
        f"--screenshot={shot}",
        "--window-size=1200,2000",
        Path(written["html"]).resolve().as_uri(),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=180)
    assert shot.is_file(), f"no screenshot (exit {proc.returncode}): {proc.stderr[-2000:]}"
    from matplotlib.image import imread

    img = imread(str(shot))  # floats 0..1, H x W x (3|4)
    assert img.shape[0] == 2000 and img.shape[1] == 1200
    rgb = (img[..., :3] * 255).round().astype("uint8").reshape(-1, 3)
    colours = {tuple(p) for p in rgb[::7]}
    # a blank or text-only page has few colours; plots (anti-aliased markers, bars) have many
    assert len(colours) > 200, f"screenshot looks blank ({len(colours)} colours)"
    non_white = (rgb < 245).any(axis=1).mean()
    assert non_white > 0.05, f"screenshot is almost all white ({non_white:.1%} non-white)"
    # the scatter plots' markers are drawn in the first arms' colours (#1f77b4, #ff7f0e): they
    # appear only if the inline PNGs were decoded and painted (a text-only page has none)
    full = (img[..., :3] * 255).round().astype(int).reshape(-1, 3)
    for colour in ((0x1F, 0x77, 0xB4), (0xFF, 0x7F, 0x0E)):
        near = (abs(full - colour).max(axis=1) <= 10).sum()
        assert near > 50, f"plot colour {colour} not on the screenshot ({near} pixels): plots did not render"


def test_fmt_small_is_fixed_point_with_three_significant_digits():
    from edgeward.harness.report_tables import fmt_small

    assert fmt_small(0.000944) == "0.000944" and fmt_small(0.001) == "0.00100"
    assert fmt_small(0.0123) == "0.0123" and fmt_small(0.5) == "0.500"
    assert fmt_small(12.3) == "12.30" and fmt_small(123.45) == "123.5" and fmt_small(0) == "0"
    assert fmt_small(-0.0123) == "-0.0123" and fmt_small(None) == "n/a"
    assert fmt_small(3e-9) == "3.00e-09"  # only below 1e-6


def test_mechanism_checks_in_all_three_files(summary, tmp_path):
    from edgeward.harness.mechanisms import MechanismCheck

    checks = [
        MechanismCheck("step-router+mask", "step-router", True, "14 probes, 14 with H"),
        MechanismCheck("cloud-only", "cloud-only", False, "0 cloud steps"),
    ]
    paths = write_report(summary, tmp_path, stand_in=False, checks=checks)
    md, page = Path(paths["md"]).read_text(), Path(paths["html"]).read_text()
    assert "## Did each mechanism fire?" in md and "| cloud-only | cloud-only | NO | 0 cloud steps |" in md
    assert "Did each mechanism fire?" in page and "14 probes, 14 with H" in page
    assert "[report.html](report.html)" in md  # the Markdown points at the plots
    data = json.loads(Path(paths["json"]).read_text())
    assert [c["ok"] for c in data["mechanism_checks"]] == [True, False]
    assert load_summary(paths["json"]) == summary
    # without checks the section is left out rather than shown empty
    assert "Did each mechanism fire?" not in render_markdown(summary, stand_in=False)


def test_check_column_flags_errored_trials():
    from edgeward.harness.report_tables import mechanism_table

    recs = _records()
    recs[0].error = "agent timed out after 240 s"
    s = summarise(recs, k_values=(1,), matcher=fake_matcher)
    headers, rows = mechanism_table(s)
    check = {r[0]: r[headers.index("Check")] for r in rows}
    assert check[recs[0].arm] == "1 of 12 trials errored"
    assert all(v == "ok" for a, v in check.items() if a != recs[0].arm)


def _plot_captions(page: str) -> list[str]:
    return re.findall(r"<figcaption>(.*?)</figcaption>", page)


def test_scatter_with_one_frontier_point_and_ties(tmp_path):
    """Every arm at 0 % completion (the demo on a 135M model): the frontier is one point, drawn as
    a ring, and the caption names the arms that coincide."""
    recs = [r for r in _records() if r.arm != "step-router+mask"]
    for r in recs:
        r.score = 0.0
    page = render_html(summarise(recs, k_values=(1,), matcher=fake_matcher), stand_in=False)
    privacy, cost = _plot_captions(page)[:2]
    assert "(and the grey ring) = Pareto frontier (edge-only)" in privacy
    assert "(and the grey ring) = Pareto frontier (edge-only)" in cost
    recs2 = [r for r in recs if r.arm == "edge-only"]
    recs2 += [dataclasses.replace(r, arm="edge-copy") for r in recs2]
    page2 = render_html(summarise(recs2, k_values=(1,), matcher=fake_matcher), stand_in=False)
    assert "Arms at the same point: edge-only, edge-copy." in _plot_captions(page2)[0]


def test_paired_difference_on_one_task_is_not_marked():
    from edgeward.harness.report_tables import paired_table

    recs = [r for r in _records() if r.task_id in ("mail-1", "ops-1")]  # ops-1 has no units
    s = summarise(recs, k_values=(1,), matcher=fake_matcher)
    headers, rows = paired_table(s)
    row = dict(zip(headers, next(r for r in rows if r[0] == "cloud-only")))
    assert row["Tasks"] == "2"
    # privacy rests on mail-1 alone: the difference, its n, no interval and no significance mark
    cell = row["Δ Privacy (all) pp"]
    assert cell.endswith("(n=1)") and "[" not in cell and "*" not in cell


def test_different_task_sets_are_noted():
    recs = [r for r in _records() if r.arm != "cloud-only" or r.task_id == "mail-1"]
    s = summarise(recs, k_values=(1,), matcher=fake_matcher)
    assert any("different task sets" in n and "cloud-only: 1 tasks" in n for n in s.notes)
    assert not any("different task sets" in n for n in summarise(_records(), k_values=(1,), matcher=fake_matcher).notes)


def test_retro_exposures_are_counted_per_arm_in_the_mechanisms_table():
    """Issue 13: a value the gate caught only after an earlier request had sent it in clear is
    counted for its arm (the store's retro-exposure rows of the trial's session)."""
    from edgeward.harness.report_tables import mechanism_table

    recs = _records()
    masked = [r for r in recs if r.arm == "step-router+mask"]
    masked[0].exposures = ["x1", "x2"]  # rows as the store returns them; only counted here
    masked[1].exposures = ["x3"]
    s = summarise(recs, k_values=(1,), matcher=fake_matcher)
    headers, rows = mechanism_table(s)
    col = {r[0]: r[headers.index("Retro-exposed")] for r in rows}
    assert col == {"edge-only": "0", "cloud-only": "0", "step-router+mask": "3"}
    assert "Retro-exposed counts values the gate's own detector caught only after" in render_markdown(s, stand_in=False)
