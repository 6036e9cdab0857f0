"""Store schema versions and migrations: a store written by the release before migrations
(`tests/data/stores/store_v1.db`, made by main at 834502b) opens and upgrades in place."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import stat
from pathlib import Path

import httpx
import pytest

from edgeward.cli import main
from edgeward.proxy import store as store_mod
from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.store import (
    MIGRATIONS,
    SCHEMA_VERSION,
    EgressRow,
    ExposureRow,
    Migration,
    Store,
    StoreVersionError,
)

FIXTURE = Path(__file__).parents[1] / "data" / "stores" / "store_v1.db"


def _sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


@pytest.fixture
def v1_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "old.db"
    shutil.copyfile(FIXTURE, dst)
    return dst


def _version(p: Path) -> int:
    conn = sqlite3.connect(p)
    try:
        return int(conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0])
    finally:
        conn.close()


def test_the_fixture_is_a_version_1_store() -> None:
    assert _version(FIXTURE) == 1
    conn = sqlite3.connect(f"{FIXTURE.resolve().as_uri()}?mode=ro", uri=True)
    cols = {r[1] for r in conn.execute("PRAGMA table_info(egress)")}
    conn.close()
    assert "reason" not in cols and "vault_hits" not in cols


def test_a_version_1_store_upgrades_in_place_and_keeps_every_row(v1_copy: Path) -> None:
    before = _sha(FIXTURE)
    st = Store(v1_copy)
    assert (st.schema_found, st.schema_version) == (1, SCHEMA_VERSION) and _version(v1_copy) == SCHEMA_VERSION
    sessions = {s.id for s in st.sessions()}
    assert sessions == {"v1-masked", "v1-allow", "v1-edge"}
    calls = st.calls()
    assert len(calls) == 4 and {c.status for c in calls} == {"ok"}
    egress = st.egress()
    assert [e.action for e in egress] == ["mask", "mask", "allow"]
    assert all(e.reason == "" and e.vault_hits == {} for e in egress)  # columns added with their defaults
    assert "[EMAIL_ADDRESS_1]" in egress[0].body and egress[0].spans[0]["type"] == "EMAIL_ADDRESS"
    assert [r.placeholder for r in st.vault_load("v1-masked")] == ["[EMAIL_ADDRESS_1]", "[EMAIL_ADDRESS_2]"]
    # new columns and tables take writes
    st.record_egress(EgressRow("c-new", "v1-masked", 4e9, "{}", "mask", [], 0, "masked", {"PERSON": 2}))
    st.record_exposure(
        ExposureRow(
            "v1-masked", "[EMAIL_ADDRESS_2]", "EMAIL_ADDRESS", st.value_hash("x"), "a", 1.0, "b", 2.0, created=3.0
        )
    )
    assert st.flush()
    assert st.egress("v1-masked")[-1].vault_hits == {"PERSON": 2}
    assert [x.detected_call for x in st.exposures("v1-masked")] == ["b"]
    st.close()
    assert _sha(FIXTURE) == before  # the committed fixture itself is never touched
    again = Store(v1_copy, writer=False)
    assert (again.schema_found, again.schema_version) == (SCHEMA_VERSION, SCHEMA_VERSION)
    assert len(again.exposures()) == 1
    again.close()


def test_a_new_store_starts_at_the_current_version_with_mode_0600(tmp_path: Path) -> None:
    st = Store(tmp_path / "d" / "new.db")
    assert (st.schema_found, st.schema_version) == (0, SCHEMA_VERSION)
    st.close()
    assert stat.S_IMODE((tmp_path / "d" / "new.db").stat().st_mode) == 0o600


def test_the_hash_key_is_per_store_and_stable(tmp_path: Path, v1_copy: Path) -> None:
    a, b = Store(tmp_path / "a.db", writer=False), Store(v1_copy, writer=False)
    ha, hb = a.value_hash("Margaret Thornbury"), b.value_hash("Margaret Thornbury")
    assert ha != hb and len(ha) == 24 and "Thornbury" not in ha
    a.close()
    assert Store(tmp_path / "a.db", writer=False).value_hash("Margaret Thornbury") == ha


def test_a_store_from_a_newer_release_is_refused(v1_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Store(v1_copy, writer=False).close()
    conn = sqlite3.connect(v1_copy)
    with conn:
        conn.execute("UPDATE meta SET value='99' WHERE key='schema_version'")
    conn.close()
    with pytest.raises(StoreVersionError, match="newer than this edgeward"):
        Store(v1_copy)
    assert main(["audit", "--store", str(v1_copy)]) == 2
    err = capsys.readouterr().err
    assert "newer than this edgeward" in err and "Traceback" not in err
    assert _version(v1_copy) == 99  # never downgraded


def test_a_failing_migration_leaves_the_store_as_it_was(v1_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE egress ADD COLUMN half_done TEXT")
        raise sqlite3.OperationalError("disk on fire")

    monkeypatch.setattr(store_mod, "MIGRATIONS", (Migration(2, "broken", broken),))
    with pytest.raises(sqlite3.OperationalError, match="disk on fire"):
        Store(v1_copy)
    conn = sqlite3.connect(v1_copy)
    cols = {r[1] for r in conn.execute("PRAGMA table_info(egress)")}
    conn.close()
    assert _version(v1_copy) == 1 and "half_done" not in cols
    monkeypatch.setattr(store_mod, "MIGRATIONS", MIGRATIONS)
    assert Store(v1_copy).schema_version == SCHEMA_VERSION  # and the real upgrade still applies


def test_migrations_are_numbered_in_order() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(2, SCHEMA_VERSION + 1))


def test_the_proxy_serves_on_an_upgraded_store_and_the_old_vault_still_masks(v1_copy: Path) -> None:
    """The masked session of the old store goes on: its vault entries keep their placeholders."""
    from edgeward.harness.fake_upstream import FakeUpstream
    from edgeward.proxy.settings import ProxyConfig

    cloud = FakeUpstream.run_in_thread([{"content": "ok"}])
    edge = FakeUpstream.run_in_thread([{"content": "edge"}])
    cfg = ProxyConfig.model_validate(
        {
            "edge": {"model": "e", "api_base": edge.url},
            "cloud": {"model": "c", "api_base": cloud.url},
            "privacy": {"egress": "mask"},
        }
    )
    st = Store(v1_copy)

    class Nothing:
        def __init__(self, cfg: object = None) -> None:
            pass

        def scan_request(self, body: dict) -> list:
            return []

    p = ProxyThread(cfg, store=st, detector_factory=Nothing).start()
    try:
        r = httpx.post(
            p.url + "/chat/completions",
            json={
                "model": "edgeward/cloud-only",
                "messages": [{"role": "user", "content": "ada.lovelace@example.org?"}],
            },
            headers={"x-edgeward-session": "v1-masked"},
            timeout=30,
        )
        assert r.status_code == 200, r.text
    finally:
        p.stop()
        st.close()
        cloud.stop()
        edge.stop()
    sent = cloud.chat_bodies()[-1]["messages"][0]["content"]
    assert sent == "[EMAIL_ADDRESS_1]?"  # the known value, masked by the vault alone
    st = Store(v1_copy, writer=False)
    last = st.egress("v1-masked")[-1]
    assert (last.action, last.reason, last.vault_hits) == ("mask", "masked", {"EMAIL_ADDRESS": 1})
    st.close()


def test_a_version_1_store_with_the_intercept_columns_upgrades_too(v1_copy: Path) -> None:
    """Main carried issue 17's schema change (calls.via, other_hosts) before migrations existed:
    such a store is version 1 with those already present; migration 3 leaves them as they are."""
    conn = sqlite3.connect(v1_copy)
    conn.execute("ALTER TABLE calls ADD COLUMN via TEXT DEFAULT 'proxy'")
    conn.execute("UPDATE calls SET via='intercept'")
    conn.execute(
        "CREATE TABLE other_hosts (id INTEGER PRIMARY KEY AUTOINCREMENT, created REAL, host TEXT, port INTEGER, "
        "scheme TEXT, method TEXT, path TEXT, action TEXT, bytes_up INTEGER DEFAULT 0, bytes_down INTEGER DEFAULT 0, "
        "duration_ms REAL, error TEXT)"
    )
    conn.execute(
        "INSERT INTO other_hosts (created, host, port, scheme, action) VALUES (1.0, 'h.example', 443, 'tunnel', 'record')"
    )
    conn.commit()
    conn.close()
    st = Store(v1_copy, writer=False)
    try:
        assert (st.schema_found, st.schema_version) == (1, SCHEMA_VERSION)
        assert st.calls() and {c.via for c in st.calls()} == {"intercept"}
        assert [h.host for h in st.other_hosts()] == ["h.example"]
    finally:
        st.close()


def _indexes(p: Path) -> set[str]:
    conn = sqlite3.connect(p)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    finally:
        conn.close()


def test_migration_6_drops_calls_created_for_good_and_since_still_filters(tmp_path: Path, v1_copy: Path) -> None:
    """One b-tree fewer per call row: the index on `calls(created)` is gone from upgraded and new
    stores, stays gone when they are opened again (the version-1 schema is not re-applied above
    version 1), and `calls(since=)` returns the same rows by scanning."""
    assert "calls_created" in _indexes(v1_copy)
    conn = sqlite3.connect(v1_copy)
    before = sorted(r[0] for r in conn.execute("SELECT id FROM calls"))
    created = sorted(r[0] for r in conn.execute("SELECT created FROM calls"))
    conn.close()
    cut = created[len(created) // 2]
    for path in (v1_copy, tmp_path / "new.db"):
        Store(path).close()
        Store(path).close()
        found = _indexes(path)
        assert "calls_created" not in found and "calls_session" in found
    st = Store(v1_copy, writer=False)
    assert sorted(c.id for c in st.calls()) == before
    assert sorted(c.created for c in st.calls(since=cut)) == [t for t in created if t >= cut]
    st.close()
