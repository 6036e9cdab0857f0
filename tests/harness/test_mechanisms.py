"""Mechanism checks from the store (edgeward.harness.mechanisms) and the session meta they read."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import openai

from edgeward.harness.mechanisms import check_mechanisms, check_store
from edgeward.proxy.store import CallRow, EgressRow, SessionRow, Store


def _store(tmp_path: Path) -> Store:
    return Store(tmp_path / "edgeward.db")


def test_session_meta_merge_keeps_registered_keys_and_takes_new_values(tmp_path: Path) -> None:
    st = _store(tmp_path)
    st.register_session(
        "s1", arm="cloud-only", meta={"run": "r", "note": None, "nested": {"x": None, "y": 1}, "egress": "allow"}
    )
    st.upsert_session(SessionRow("s1", "cloud-only", "cloud-only", None, "proxy", 1.0, meta={"egress": "mask"}))
    st.upsert_session(SessionRow("s2", "edge-only", "edge-only", None, "proxy", 1.0, meta={"egress": "allow"}))
    assert st.flush()
    meta = {s.id: s.meta for s in st.sessions()}
    assert meta["s1"] == {"run": "r", "note": None, "nested": {"x": None, "y": 1}, "egress": "mask"}
    assert meta["s2"] == {"egress": "allow"}
    st.close()


def test_damaged_session_meta_reads_as_empty_and_is_replaced(tmp_path: Path) -> None:
    st = _store(tmp_path)
    conn = sqlite3.connect(tmp_path / "edgeward.db")
    for i, bad in enumerate(["{bad", " ", "[1, 2]", "5", '"x"', None]):
        conn.execute("INSERT INTO sessions (id, arm, meta) VALUES (?, ?, ?)", (f"b{i}", "cloud-only", bad))
    conn.commit()
    conn.close()
    assert all(s.meta == {} for s in st.sessions())
    for i in range(6):
        st.upsert_session(SessionRow(f"b{i}", "cloud-only", "cloud-only", None, "proxy", 1.0, meta={"egress": "mask"}))
    assert st.flush()
    assert all(s.meta == {"egress": "mask"} for s in st.sessions())
    st.close()


def test_a_request_on_a_session_with_damaged_meta_is_served(proxy_env) -> None:
    env = proxy_env()
    conn = sqlite3.connect(env.store.path)
    conn.execute("INSERT INTO sessions (id, arm, meta) VALUES ('dmg', 'edge-only', '{not json')")
    conn.commit()
    conn.close()
    c = openai.OpenAI(base_url=env.url, api_key="x")
    r = c.chat.completions.with_raw_response.create(
        model="m", messages=[{"role": "user", "content": "hi"}], extra_headers={"x-edgeward-session": "dmg"}
    )
    assert r.http_response.status_code == 200 and r.headers["x-edgeward-route"] == "edge"


def _call(cid: str, sid: str, role: str, **kw) -> CallRow:
    return CallRow(cid, sid, 1, role, "step", "m", **kw)


def test_masked_arm_needs_placeholders_only_when_something_was_detected() -> None:
    sessions = [
        SessionRow("a", "cloud-only", "cloud-only+mask", meta={"egress": "mask"}),
        SessionRow("b", "cloud-only", "clean+mask", meta={"egress": "mask"}),
        SessionRow("c", "cloud-only", "leaky", meta={"egress": "mask"}),
    ]
    calls = [_call("a1", "a", "cloud"), _call("b1", "b", "cloud"), _call("c1", "c", "cloud")]
    egress = [
        EgressRow("a1", "a", 0.0, "[EMAIL_1]", "mask", [{"type": "EMAIL"}], 1),
        EgressRow("b1", "b", 0.0, "nothing here", "allow", [], 0),
        EgressRow("c1", "c", 0.0, "bob@x.org", "allow", [{"type": "EMAIL"}], 0),
    ]
    checks = {c.arm: c for c in check_mechanisms(sessions, calls, egress)}
    assert checks["cloud-only+mask"].ok and "1 placeholders" in checks["cloud-only+mask"].evidence
    assert checks["clean+mask"].ok and "masking not exercised" in checks["clean+mask"].evidence
    assert not checks["leaky"].ok  # detected, sent unmasked under a mask arm
    # an allow arm is never asked for placeholders
    allow = [SessionRow("d", "cloud-only", "cloud-only", meta={"egress": "allow"})]
    d = check_mechanisms(
        allow, [_call("d1", "d", "cloud")], [EgressRow("d1", "d", 0.0, "bob@x.org", "allow", [{"type": "EMAIL"}], 0)]
    )
    assert d[0].ok and "placeholders" not in d[0].evidence


def test_ab_sessions_are_checked_under_the_harness_arm_and_runs_kept_apart() -> None:
    sessions = [
        SessionRow("s1", "edge-only", "edge-only", meta={"run": "r1", "arm": "myab", "ab": "myab"}),
        SessionRow("s2", "cloud-only", "cloud-only", meta={"run": "r1", "arm": "myab", "ab": "myab"}),
        SessionRow("s3", "cloud-only", "cloud-only", meta={"run": "r2", "arm": "cloud-only"}),
    ]
    calls = [_call("c1", "s1", "edge"), _call("c2", "s2", "cloud"), _call("c3", "s3", "cloud")]
    one = {c.arm: c for c in check_mechanisms(sessions, calls, [])}
    assert set(one) == {"myab", "cloud-only"} and one["myab"].policy == "ab"
    assert "1 edge / 1 cloud" in one["myab"].evidence and one["cloud-only"].evidence == "1 cloud steps"
    two = {c.arm for c in check_mechanisms(sessions, calls, [], with_run=True)}
    assert two == {"r1/myab", "r2/cloud-only"}


def test_check_store_missing_file_is_empty(tmp_path: Path) -> None:
    assert check_store(tmp_path / "none.db") == []
