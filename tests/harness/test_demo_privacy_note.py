"""The demo's summary (new-user report: "Privacy 100 %" next to "Retro-exposed 1" with no word on
why): the terminal summary shows Retro-exposed beside Privacy % and says under the table what
each counts; the report says the same under its leaderboard and Mechanisms table, and so does the
README's demo section. The arm here sends an unannotated value in clear (a masked arm whose gate
caught a name late) and none of its task's annotated units: Privacy 100 %, Retro-exposed 1."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from edgeward.harness.metric_models import CallRecord, EgressRecord, TrialRecord
from edgeward.harness.metrics import summarise
from edgeward.harness.report import render_markdown
from edgeward.harness.report_console import print_summary
from edgeward.harness.report_html import render_html
from edgeward.harness.report_tables import PRIVACY_RETRO_NOTE, leaderboard_table, mechanism_table

README = Path(__file__).resolve().parents[2] / "README.md"


@dataclass
class Unit:
    entity_id: str
    field: str
    value: str
    weight: float = 1.0


def record() -> TrialRecord:
    sid = "demo:advisor+mask:t:0"
    units = [Unit("CTX-1", "phone", "555-867-5309")]
    calls = [CallRecord(f"{sid}/c", sid, "cloud", "stand-in-cloud", prompt_tokens=10, completion_tokens=2)]
    # the body carries a name the task does not annotate, in clear; the unit stayed masked
    egress = [EgressRecord(f"{sid}/c", sid, json.dumps({"content": "Ivo Brandt, phone [PHONE_1]"}), placeholders=1)]
    rec = TrialRecord("demo", "advisor+mask", "t", "office", 0, 1.0, None, units, None, calls, egress, 1.0)
    rec.exposures = ["retro-row"]  # the store's retro-exposure row of that name (counted only)
    return rec


def words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_privacy_100_beside_retro_exposed_1_is_explained_in_the_summary_report_and_readme(capsys) -> None:
    s = summarise([record()])
    lh, (lrow,) = leaderboard_table(s)
    mh, (mrow,) = mechanism_table(s)
    assert lrow[lh.index("Privacy % (all units)")].startswith("100")  # the case the user saw
    assert mrow[mh.index("Retro-exposed")] == "1"

    print_summary(s)
    out = words(capsys.readouterr().out.replace("│", " "))
    assert "Retro-exposed" in out and "Privacy % (all units)" in out
    assert words(PRIVACY_RETRO_NOTE) in out  # what each column counts, under the table

    md = render_markdown(s, stand_in=False)
    lead, mech = md.split("## Leaderboard")[1], md.split("## Mechanisms")[1]
    assert PRIVACY_RETRO_NOTE in lead.split("##")[0] and PRIVACY_RETRO_NOTE in mech.split("##")[0]
    assert render_html(s, stand_in=False).count("Retro-exposed counts values the gate") == 2  # both tables

    demo = README.read_text(encoding="utf-8").split("## A five-minute tour")[0]
    assert words(PRIVACY_RETRO_NOTE) in words(demo)  # the README's demo section says the same
