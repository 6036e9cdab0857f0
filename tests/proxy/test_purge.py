"""`edgeward purge`, `edgeward.proxy.privacy.retention` and the proxy's retention task."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest

from edgeward.cli import main
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.retention import purge, purge_expired, retention_task
from edgeward.proxy.store import CallRow, EgressRow, Store, VaultRow

NOW = time.time()
DAY = 86400.0
OLD_VALUE = "old-secret@example.com"


def fill(store: Store) -> None:
    """s1: two old egress rows + two old vault entries (10 days); s2: one old (10 days) and one
    recent of each; s3: recent only. Every egress row has a call row."""
    rows = [
        ("s1", "e1", NOW - 10 * DAY),
        ("s1", "e2", NOW - 10 * DAY),
        ("s2", "e3", NOW - 10 * DAY),
        ("s2", "e4", NOW - 60),
        ("s3", "e5", NOW - 60),
    ]
    for sid, cid, created in rows:
        store.record_call(
            CallRow(id=cid, session=sid, step=1, role="cloud", purpose="step", model="m", created=created)
        )
        store.record_egress(
            EgressRow(cid, sid, created, json.dumps({"messages": [{"content": OLD_VALUE}]}), "allow", [], 0)
        )
    assert store.flush()
    for sid, ph, created in [
        ("s1", "[EMAIL_ADDRESS_1]", NOW - 10 * DAY),
        ("s1", "[PERSON_1]", NOW - 10 * DAY),
        ("s2", "[EMAIL_ADDRESS_1]", NOW - 10 * DAY),
        ("s2", "[PERSON_1]", NOW - 60),
        ("s3", "[PERSON_1]", NOW - 60),
    ]:
        store.vault_add(VaultRow(sid, ph, f"value of {sid} {ph}", ph[1:-3], True, created))


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    st = Store(tmp_path / "s.db")
    fill(st)
    st.close()
    return tmp_path / "s.db"


def counts(path: Path) -> dict[str, dict[str, int]]:
    st = Store(path, writer=False)
    try:
        out = {"egress": {}, "vault": {}, "calls": {}}
        for e in st.egress():
            out["egress"][e.session] = out["egress"].get(e.session, 0) + 1
        for c in st.calls():
            out["calls"][c.session] = out["calls"].get(c.session, 0) + 1
        for s in ("s1", "s2", "s3"):
            n = len(st.vault_load(s))
            if n:
                out["vault"][s] = n
        return out
    finally:
        st.close()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


ALL_CALLS = {"s1": 2, "s2": 2, "s3": 1}


def test_purge_by_session(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "purge", "--store", str(store_path), "--session", "s1")
    assert code == 0, err
    assert "deleted 2 egress bodies and 2 vault entries" in out and "session s1" in out
    assert "s1: 2 egress, 2 vault" in out and "s2:" not in out
    c = counts(store_path)
    assert c["egress"] == {"s2": 2, "s3": 1} and c["vault"] == {"s2": 2, "s3": 1}
    assert c["calls"] == ALL_CALLS  # call metadata is kept


def test_purge_by_age(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "purge", "--store", str(store_path), "--older-than", "7d", "--format", "json")
    assert code == 0, err
    res = json.loads(out)
    assert (res["egress"], res["vault"]) == (3, 3)
    assert res["sessions"] == {
        "s1": {"egress": 2, "vault": 2, "responses": 0},
        "s2": {"egress": 1, "vault": 1, "responses": 0},
    }
    assert res["cutoff"] == pytest.approx(time.time() - 7 * DAY, abs=60)
    c = counts(store_path)
    assert c["egress"] == {"s2": 1, "s3": 1} and c["vault"] == {"s2": 1, "s3": 1}
    assert c["calls"] == ALL_CALLS


def test_purge_session_and_age_combine(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "purge", "--store", str(store_path), "--session", "s2", "--older-than", "1d")
    assert code == 0
    assert "deleted 1 egress body and 1 vault entry" in out and "older than 1d" in out
    c = counts(store_path)
    assert c["egress"] == {"s1": 2, "s2": 1, "s3": 1} and c["vault"] == {"s1": 2, "s2": 1, "s3": 1}


def test_purge_everything_needs_yes(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "purge", "--store", str(store_path))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "--yes" in err and err.startswith("edgeward: refusing")
    assert counts(store_path)["egress"] == {"s1": 2, "s2": 2, "s3": 1}  # nothing deleted

    code, out, _ = run(capsys, "purge", "--store", str(store_path), "--yes")
    assert code == 0 and "deleted 5 egress bodies and 5 vault entries" in out and "everything" in out
    c = counts(store_path)
    assert c["egress"] == {} and c["vault"] == {} and c["calls"] == ALL_CALLS


def test_purged_values_leave_no_trace_in_the_file(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert OLD_VALUE.encode() in store_path.read_bytes() + _wal(store_path)
    assert run(capsys, "purge", "--store", str(store_path), "--yes")[0] == 0
    assert OLD_VALUE.encode() not in store_path.read_bytes() + _wal(store_path)


def _wal(p: Path) -> bytes:
    w = p.with_name(p.name + "-wal")
    return w.read_bytes() if w.exists() else b""


@pytest.mark.parametrize(
    "argv,needle",
    [
        (["--older-than", "soon"], "--older-than"),
        (["--older-than", "0"], "--older-than"),
    ],
)
def test_bad_durations(store_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], needle: str) -> None:
    code, _, err = run(capsys, "purge", "--store", str(store_path), *argv)
    assert code == 2 and needle in err and len(err.strip().splitlines()) == 1


def test_bad_store_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "purge", "--store", str(tmp_path / "missing.db"), "--yes")
    assert code == 2 and out == "" and "no store at" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "missing.db").exists()
    (tmp_path / "junk.db").write_text("not a database")
    code, _, err = run(capsys, "purge", "--store", str(tmp_path / "junk.db"), "--yes")
    assert code == 2 and "not an edgeward store" in err


def test_expired_uses_config_retention(store_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = tmp_path / "edgeward.yaml"
    cfg.write_text(
        "edge: {model: m, api_base: 'http://127.0.0.1:9/v1'}\n"
        f"store: {{path: '{store_path}'}}\nprivacy: {{retention: 2d}}\n"
    )
    code, out, err = run(capsys, "purge", "--config", str(cfg), "--expired")
    assert code == 0, err
    assert "deleted 3 egress bodies and 3 vault entries" in out and "older than 2d" in out
    cfg.write_text(f"edge: {{model: m, api_base: 'http://127.0.0.1:9/v1'}}\nstore: {{path: '{store_path}'}}\n")
    code, _, err = run(capsys, "purge", "--config", str(cfg), "--expired")
    assert code == 2 and "privacy.retention is not set" in err


# -- retention module --------------------------------------------------------------------------------
def test_purge_expired_direct(tmp_path: Path) -> None:
    st = Store(tmp_path / "d.db")
    fill(st)
    res = purge_expired(st, 7 * DAY)
    assert res.counts == {"egress": 3, "vault": 3, "responses": 0}
    assert res.sessions == {
        "s1": {"egress": 2, "vault": 2, "responses": 0},
        "s2": {"egress": 1, "vault": 1, "responses": 0},
    }
    assert purge_expired(st, 7 * DAY).counts == {"egress": 0, "vault": 0, "responses": 0}  # idempotent
    # with a reference time 2 days ahead, the 60-second-old rows are expired too
    assert purge_expired(st, DAY, now=NOW + 2 * DAY).counts == {"egress": 2, "vault": 2, "responses": 0}
    assert st.egress() == [] and len(st.calls()) == 5
    with pytest.raises(ValueError):
        purge_expired(st, 0)
    with pytest.raises(ValueError):
        purge(st, older_than=-1)
    st.close()


def test_retention_task_purges_at_start_then_periodically(tmp_path: Path) -> None:
    from edgeward.proxy.privacy.vault import StoreVaultBackend, VaultRegistry

    st = Store(tmp_path / "r.db")
    fill(st)
    backend = StoreVaultBackend(st)
    reg = VaultRegistry.for_backend(backend)
    reg.get("s1"), reg.get("s3")  # cached vaults
    forgotten: list[str] = []

    def forget(sessions: list[str]) -> None:
        forgotten.extend(sessions)
        for s in sessions:
            reg.forget(s)

    async def scenario() -> None:
        async with retention_task(PrivacyConfig(retention="1d"), st, forget, interval_s=0.05):
            # start-up: purged before the app serves
            assert {e.session for e in st.egress()} == {"s2", "s3"}
            assert "s1" in forgotten and "s1" not in reg._vaults and "s3" in reg._vaults
            st.record_egress(EgressRow("late", "s3", NOW - 5 * DAY, "{}", "allow", [], 0))
            st.flush()
            for _ in range(100):
                await asyncio.sleep(0.02)
                if not any(e.call_id == "late" for e in st.egress()):
                    break
            assert not any(e.call_id == "late" for e in st.egress())  # the periodic purge ran
        # leaving the block cancels the task: a late row stays
        st.record_egress(EgressRow("later", "s3", NOW - 5 * DAY, "{}", "allow", [], 0))
        st.flush()
        await asyncio.sleep(0.15)
        assert any(e.call_id == "later" for e in st.egress())

    asyncio.run(scenario())
    st.close()


def test_retention_task_without_retention_is_inert(tmp_path: Path) -> None:
    st = Store(tmp_path / "n.db")
    fill(st)
    before = len(st.egress())

    async def scenario() -> None:
        async with retention_task(PrivacyConfig(), st, lambda sessions: None, interval_s=0.01):
            await asyncio.sleep(0.05)
        assert len(st.egress()) == before == 5

    asyncio.run(scenario())
    st.close()


def test_proxy_start_purges_expired_rows(tmp_path: Path) -> None:
    """The real app: rows older than `privacy.retention` are gone once the proxy has started."""
    from edgeward.proxy.runner import ProxyThread
    from edgeward.proxy.settings import ProxyConfig

    st = Store(tmp_path / "p.db")
    fill(st)
    cfg = ProxyConfig.model_validate(
        {
            "edge": {"model": "edge-model", "api_base": "http://127.0.0.1:9/v1", "retries": 0},
            "privacy": {"retention": "1d"},
        }
    )
    p = ProxyThread(cfg, store=st).start()
    try:
        assert {e.call_id for e in st.egress()} == {"e4", "e5"}
        assert {s: len(st.vault_load(s)) for s in ("s1", "s2", "s3")} == {"s1": 0, "s2": 1, "s3": 1}
        assert len(st.calls()) == 5
    finally:
        p.stop()
        st.close()
