"""`edgeward audit` and `edgeward.proxy.privacy.audit`: aggregates from hand-written store rows."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from edgeward.cli import main
from edgeward.proxy.privacy.audit import blocked_reason, percentile, recover_value, type_weight
from edgeward.proxy.store import CallRow, EgressRow, SessionRow, Store

NOW = time.time()
DAY = 86400.0

EMAIL, KEY, BOB, OLD = "alice@example.com", "sk-proj-AAAA1111BBBB2222", "Bob Stone", "old@example.com"
MSG0 = f"mail {EMAIL} with key {KEY}"
MSG1 = f"then call {BOB} about it"
SECRET_VALUES = (EMAIL, KEY, BOB, OLD)
NO_LATE = {"vault_hit": 0, "missed": 0}  # no vault-hit masks, no retro-exposures in these rows


def _span(t: str, path: list[Any], text: str, value: str, action: str, score: float = 0.9) -> dict[str, Any]:
    start = text.index(value)
    return {"type": t, "score": score, "path": path, "start": start, "end": start + len(value), "action": action}


def _body(*contents: str) -> str:
    return json.dumps(
        {"model": "gpt-4o-mini", "stream": False, "messages": [{"role": "user", "content": c} for c in contents]},
        ensure_ascii=False,
    )


def _call(
    cid: str,
    session: str,
    role: str,
    *,
    purpose: str = "step",
    usd: float = 0.0,
    latency: float | None = None,
    created: float,
    status: str = "ok",
    error: str | None = None,
    decision: dict | None = None,
    step: int = 1,
) -> CallRow:
    return CallRow(
        id=cid,
        session=session,
        step=step,
        role=role,
        purpose=purpose,
        model=f"{role}-model",
        usd=usd,
        latency_ms=latency,
        created=created,
        status=status,
        error=error,
        decision=decision or {},
    )


def populate(store: Store) -> None:
    """Four sessions:

    s-a (cloud-only, allow mode): two cloud steps; the second resends the first message.
    s-b (step+mask): one masked cloud step, one edge step, one probe.
    s-c (step+block): a step blocked and re-routed, an advisor call blocked, one masked cloud step.
    s-old (cloud-only): three days old, one allowed e-mail and one span whose path is gone.
    """
    for sid, arm, created in (
        ("s-a", "cloud-only", NOW - 200),
        ("s-b", "step+mask", NOW - 200),
        ("s-c", "step+block", NOW - 200),
        ("s-old", "cloud-only", NOW - 3 * DAY),
    ):
        store.upsert_session(SessionRow(id=sid, policy=arm.split("+")[0], arm=arm, task="t1", created=created))

    # s-a
    store.record_call(_call("c-a1", "s-a", "cloud", usd=0.01, latency=100, created=NOW - 100))
    store.record_call(_call("c-a2", "s-a", "cloud", usd=0.02, latency=300, created=NOW - 90, step=2))
    m0 = ["messages", 0, "content"]
    m1 = ["messages", 1, "content"]
    store.record_egress(
        EgressRow(
            "c-a1",
            "s-a",
            NOW - 100,
            _body(MSG0),
            "allow",
            [_span("EMAIL_ADDRESS", m0, MSG0, EMAIL, "allow"), _span("API_KEY", m0, MSG0, KEY, "allow")],
            0,
        )
    )
    store.record_egress(
        EgressRow(
            "c-a2",
            "s-a",
            NOW - 90,
            _body(MSG0, MSG1),
            "allow",
            [
                _span("EMAIL_ADDRESS", m0, MSG0, EMAIL, "allow"),
                _span("API_KEY", m0, MSG0, KEY, "allow"),
                _span("PERSON", m1, MSG1, BOB, "allow"),
            ],
            0,
        )
    )
    # s-b: masked; the body holds placeholders only
    masked = "mail [EMAIL_ADDRESS_1] and [PERSON_1]"
    orig = f"mail {EMAIL} and {BOB}"
    store.record_call(_call("c-b1", "s-b", "cloud", usd=0.005, latency=200, created=NOW - 80))
    store.record_call(_call("c-b2", "s-b", "edge", latency=50, created=NOW - 70, step=2))
    store.record_call(_call("c-b3", "s-b", "probe", purpose="probe", latency=10, created=NOW - 71, step=2))
    store.record_egress(
        EgressRow(
            "c-b1",
            "s-b",
            NOW - 80,
            _body(masked),
            "mask",
            [_span("EMAIL_ADDRESS", m0, orig, EMAIL, "mask"), _span("PERSON", m0, orig, BOB, "mask")],
            2,
        )
    )
    # s-c: blocked step (re-routed), blocked advisor, one masked step
    store.record_call(
        _call(
            "c-c1",
            "s-c",
            "edge",
            latency=80,
            created=NOW - 60,
            decision={"route": "cloud", "rerouted": "egress_blocked:blocked: US_SSN,PERSON"},
        )
    )
    store.record_call(
        _call(
            "c-c2",
            "s-c",
            "advisor",
            purpose="advisor",
            latency=0.0,
            created=NOW - 59,
            status="blocked",
            error="egress blocked by the privacy gate (detector_error: TimeoutError) and no edge model is configured",
        )
    )
    store.record_call(_call("c-c3", "s-c", "cloud", usd=0.001, latency=400, created=NOW - 50, step=2))
    phone = "call [PHONE_NUMBER_1]"
    store.record_egress(
        EgressRow(
            "c-c3",
            "s-c",
            NOW - 50,
            _body(phone),
            "mask",
            [{"type": "PHONE_NUMBER", "score": 0.7, "path": m0, "start": 5, "end": 17, "action": "mask"}],
            1,
        )
    )
    # s-old
    old_msg = f"old contact {OLD}"
    store.record_call(_call("c-o1", "s-old", "cloud", usd=1.0, latency=1000, created=NOW - 3 * DAY))
    store.record_egress(
        EgressRow(
            "c-o1",
            "s-old",
            NOW - 3 * DAY,
            _body(old_msg),
            "allow",
            [
                _span("EMAIL_ADDRESS", m0, old_msg, OLD, "allow"),
                {
                    "type": "PHONE_NUMBER",
                    "score": 0.8,
                    "path": ["messages", 7, "content"],
                    "start": 0,
                    "end": 12,
                    "action": "allow",
                },
            ],
            0,
        )
    )
    assert store.flush()


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    st = Store(tmp_path / "s.db")
    populate(st)
    st.close()
    return tmp_path / "s.db"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def audit_json(capsys: pytest.CaptureFixture[str], path: Path, *extra: str) -> dict[str, Any]:
    code, out, err = run(capsys, "audit", "--store", str(path), "--format", "json", *extra)
    assert code == 0, err
    return json.loads(out)


# -- aggregates ------------------------------------------------------------------------------------
def test_overall_aggregates_since_24h(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    r = audit_json(capsys, store_path, "--since", "24h")
    ov = r["overall"]
    assert ov["sessions"] == 3
    assert ov["calls"] == 8
    assert ov["cloud_calls"] == 4 and ov["cloud_calls_with_spans"] == 4
    assert ov["spans"] == {"allow": 5, "mask": 3, "block": 0}
    assert ov["blocked_calls"] == 2
    assert ov["blocked_reasons"] == {"blocked": 1, "detector_error": 1}
    assert ov["types"] == {
        "EMAIL_ADDRESS": {"allow": 2, "mask": 1, "block": 0, "blocked_calls": 0, "cloud_calls": 3, **NO_LATE},
        "PERSON": {"allow": 1, "mask": 1, "block": 0, "blocked_calls": 1, "cloud_calls": 2, **NO_LATE},
        "API_KEY": {"allow": 2, "mask": 0, "block": 0, "blocked_calls": 0, "cloud_calls": 2, **NO_LATE},
        "PHONE_NUMBER": {"allow": 0, "mask": 1, "block": 0, "blocked_calls": 0, "cloud_calls": 1, **NO_LATE},
        "US_SSN": {"allow": 0, "mask": 0, "block": 0, "blocked_calls": 1, "cloud_calls": 0, **NO_LATE},
    }
    assert ov["categories"] == {"masked": 3, "blocked": 0, "clear_allowed": 5, "clear_missed": 0}
    # distinct unmasked locations in s-a: EMAIL (1.0) + API_KEY (3.0, a credential) + PERSON (1.0)
    assert ov["unmasked_spans"] == 3 and ov["exposure"] == pytest.approx(5.0)
    assert ov["placeholders"] == 2 + 1
    assert ov["usd"] == pytest.approx(0.036)
    assert ov["cloud_share"] == pytest.approx(4 / 6)
    assert r["top_sessions"] == [
        {"session": "s-a", "arm": "cloud-only", "exposure": 5.0, "unmasked_spans": 3, "cloud_calls": 2}
    ]
    assert "values" not in r and "arms" not in r


def test_per_session_and_carriers(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    r = audit_json(capsys, store_path, "--since", "24h")
    by = {s["session"]: s for s in r["sessions"]}
    assert [s["session"] for s in r["sessions"]][0] == "s-a"  # most exposed first
    a, b, c = by["s-a"], by["s-b"], by["s-c"]
    assert a["spans"] == {"allow": 5, "mask": 0, "block": 0} and a["cloud_calls"] == 2 and a["exposure"] == 5.0
    assert b["spans"] == {"allow": 0, "mask": 2, "block": 0} and b["placeholders"] == 2 and b["exposure"] == 0
    assert b["calls"] == 3 and b["step_calls"] == 2 and b["cloud_step_calls"] == 1
    assert c["blocked_calls"] == 2 and c["types"]["US_SSN"]["blocked_calls"] == 1
    assert c["spans"] == {"allow": 0, "mask": 1, "block": 0}
    carriers = {x["call_id"]: x for x in r["carriers"]}
    assert set(carriers) == {"c-a1", "c-a2", "c-b1", "c-c3"}
    assert carriers["c-a2"]["types"] == {"API_KEY": 1, "EMAIL_ADDRESS": 1, "PERSON": 1}
    assert carriers["c-a2"]["spans"] == {"allow": 3, "mask": 0, "block": 0}
    assert carriers["c-a2"]["role"] == "cloud" and carriers["c-a2"]["purpose"] == "step"
    assert carriers["c-b1"]["action"] == "mask" and carriers["c-b1"]["placeholders"] == 2


def test_all_time_includes_old_session(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    r = audit_json(capsys, store_path)
    assert r["overall"]["sessions"] == 4
    old = next(s for s in r["sessions"] if s["session"] == "s-old")
    assert old["unmasked_spans"] == 2 and old["exposure"] == pytest.approx(2.0)
    assert r["overall"]["exposure"] == pytest.approx(7.0)


def test_session_filter(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    r = audit_json(capsys, store_path, "--session", "s-c")
    assert [s["session"] for s in r["sessions"]] == ["s-c"]
    assert r["overall"]["blocked_calls"] == 2 and r["overall"]["cloud_calls"] == 1
    code, _, err = run(capsys, "audit", "--store", str(store_path), "--session", "nope")
    assert code == 1 and "no session 'nope'" in err and len(err.strip().splitlines()) == 1


def test_by_arm(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    arms = {a["arm"]: a for a in audit_json(capsys, store_path, "--since", "24h", "--by-arm")["arms"]}
    assert set(arms) == {"cloud-only", "step+mask", "step+block"}
    co, sm, sb = arms["cloud-only"], arms["step+mask"], arms["step+block"]
    assert co["usd"] == pytest.approx(0.03) and co["cloud_share"] == 1.0
    assert co["latency_ms_p50"] == pytest.approx(200) and co["latency_ms_p95"] == pytest.approx(290)
    assert co["exposure"] == 5.0 and co["unmasked_spans"] == 3
    assert sm["usd"] == pytest.approx(0.005) and sm["cloud_share"] == 0.5
    assert sm["latency_ms_p50"] == pytest.approx(125) and sm["latency_ms_p95"] == pytest.approx(192.5)
    assert sm["exposure"] == 0 and sm["spans"]["mask"] == 2
    assert sb["cloud_share"] == 0.5 and sb["blocked_calls"] == 2
    assert sb["latency_ms_p50"] == pytest.approx(240) and sb["latency_ms_p95"] == pytest.approx(384)
    # all time: s-old joins cloud-only
    co = next(a for a in audit_json(capsys, store_path, "--by-arm")["arms"] if a["arm"] == "cloud-only")
    assert co["sessions"] == 2 and co["usd"] == pytest.approx(1.03) and co["usd_per_session"] == pytest.approx(0.515)
    assert co["latency_ms_p50"] == pytest.approx(300) and co["latency_ms_p95"] == pytest.approx(930)
    assert co["exposure"] == pytest.approx(7.0) and co["exposure_per_session"] == pytest.approx(3.5)


# -- values --------------------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["table", "json"])
def test_values_never_printed_without_show(store_path: Path, capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    code, out, err = run(capsys, "audit", "--store", str(store_path), "--format", fmt, "--by-arm")
    assert code == 0, err
    for v in SECRET_VALUES:
        assert v not in out and v not in err
    assert "s-a" in out and "API_KEY" in out


def test_show_prints_allowed_values_only(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    r = audit_json(capsys, store_path, "--show")
    vals = {(v["session"], v["type"]): v for v in r["values"]}
    assert vals[("s-a", "EMAIL_ADDRESS")]["value"] == EMAIL
    assert vals[("s-a", "API_KEY")]["value"] == KEY
    assert vals[("s-a", "PERSON")]["value"] == BOB
    assert vals[("s-a", "PERSON")]["call_id"] == "c-a2"
    assert vals[("s-old", "EMAIL_ADDRESS")]["value"] == OLD
    # resent history is listed once, with the first call that carried it
    assert [v["call_id"] for v in r["values"] if v["type"] == "API_KEY"] == ["c-a1"]
    lost = vals[("s-old", "PHONE_NUMBER")]
    assert lost["value"] is None and lost["recovered"] is False and lost["redacted"] == "<PHONE_NUMBER, 12 chars>"
    assert not any(v["session"] in ("s-b", "s-c") for v in r["values"])  # masked values never left
    assert any("could not be recovered exactly" in n for n in r["notes"])
    assert any("masked span(s)" in n for n in r["notes"])

    code, out, _ = run(capsys, "audit", "--store", str(store_path), "--show")
    assert code == 0
    for v in SECRET_VALUES:
        assert v in out
    assert "<PHONE_NUMBER, 12 chars> (not recoverable)" in out


def test_table_output(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "audit", "--store", str(store_path), "--since", "24h", "--by-arm")
    assert code == 0
    for text in (
        "entity types detected in egress",
        "sessions (by exposure)",
        "cloud calls that carried",
        "top sessions by exposure",
        "arms",
        "step+block",
        "US_SSN",
        "50.0%",
    ):
        assert text in out
    assert "s-old" not in out


def test_markup_in_values_is_literal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    st = Store(tmp_path / "m.db")
    msg = "token [bold red]x[/] \x1b[31mzzz"
    st.record_call(_call("c1", "[red]sess", "cloud", created=NOW))
    st.record_egress(
        EgressRow(
            "c1",
            "[red]sess",
            NOW,
            _body(msg),
            "allow",
            [
                {
                    "type": "SECRET",
                    "score": 1.0,
                    "path": ["messages", 0, "content"],
                    "start": 6,
                    "end": len(msg),
                    "action": "allow",
                }
            ],
        )
    )
    st.close()
    code, out, _ = run(capsys, "audit", "--store", str(tmp_path / "m.db"), "--show")
    assert code == 0
    assert "[red]sess" in out and "[bold red]x[/]" in out
    assert "\x1b" not in out and "\\x1b[31mzzz" in out


# -- errors ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["missing", "directory", "not_sqlite", "other_sqlite"])
def test_bad_store_path(tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str) -> None:
    p = tmp_path / "x.db"
    if kind == "directory":
        p.mkdir()
    elif kind == "not_sqlite":
        p.write_text("hello")
    elif kind == "other_sqlite":
        import sqlite3

        c = sqlite3.connect(p)
        c.execute("CREATE TABLE t (a)")
        c.commit()
        c.close()
    code, out, err = run(capsys, "audit", "--store", str(p))
    assert code == 2 and out == ""
    assert err.startswith("edgeward: ") and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    if kind == "missing":
        assert not p.exists()  # never created by a read
    if kind == "directory":
        assert p.stat().st_mode & 0o700 == 0o700  # not chmod-ed


def test_bad_since(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "audit", "--store", str(store_path), "--since", "soon")
    assert code == 2 and err.startswith("edgeward: --since") and len(err.strip().splitlines()) == 1


def test_empty_store(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Store(tmp_path / "e.db").close()
    code, out, _ = run(capsys, "audit", "--store", str(tmp_path / "e.db"))
    assert code == 0 and "no recorded calls" in out


def test_store_from_config(store_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = tmp_path / "edgeward.yaml"
    cfg.write_text(f"edge: {{model: m, api_base: 'http://127.0.0.1:9/v1'}}\nstore: {{path: '{store_path}'}}\n")
    r = audit_json(capsys, store_path, "--since", "24h")
    code, out, err = run(capsys, "audit", "--config", str(cfg), "--format", "json", "--since", "24h")
    assert code == 0, err
    assert json.loads(out)["overall"] == r["overall"]


# -- helpers -------------------------------------------------------------------------------------------
def test_helpers() -> None:
    assert percentile([], 50) is None
    assert percentile([5], 95) == 5
    assert percentile([100, 200, 300, 400], 50) == 250
    assert percentile([100, 200, 300, 400], 95) == pytest.approx(385)
    assert type_weight("api_key") == 3.0 and type_weight("PERSON") == 1.0 and type_weight("US_SSN") == 2.0
    assert type_weight("DATE_TIME") == 0.5 and type_weight("PERSON", {"PERSON": 4}) == 4.0
    c = _call("x", "s", "edge", created=NOW, decision={"rerouted": "egress_blocked:unscannable_part"})
    assert blocked_reason(c) == "unscannable_part"
    assert blocked_reason(_call("y", "s", "cloud", created=NOW)) is None
    body = {"messages": [{"content": "hi Ann"}]}
    assert recover_value(body, {"path": ["messages", 0, "content"], "start": 3, "end": 6}) == "Ann"
    assert recover_value(body, {"path": ["messages", 0, "content"], "start": 3, "end": 9}) is None
    assert recover_value(json.dumps({"m": "x [PERSON_1] y"}), {"path": ["m"], "start": 2, "end": 12}) is None
    assert recover_value("not json", {"path": ["m"], "start": 0, "end": 1}) is None
