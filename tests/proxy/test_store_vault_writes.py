"""Vault entries are committed before `vault_add_many` returns, also while another connection
holds sqlite's write lock (the writer thread, another process): the call waits for the lock in
short steps, and gives up with an error only after its timeout."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

import pytest

from edgeward.proxy.store import Store, VaultRow


def _row(ph: str) -> VaultRow:
    return VaultRow("s1", ph, f"value {ph}", "PERSON", True, time.time())


def _hold_lock(path: Path, seconds: float, held: threading.Event) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    held.set()
    time.sleep(seconds)
    conn.execute("COMMIT")
    conn.close()


def test_a_vault_write_waits_for_a_held_lock_and_is_committed_when_it_returns(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    held = threading.Event()
    t = threading.Thread(target=_hold_lock, args=(store.path, 0.2, held))
    t.start()
    held.wait(5)
    t0 = time.monotonic()
    store.vault_add_many([_row("[PERSON_1]"), _row("[PERSON_2]")])
    waited = time.monotonic() - t0
    t.join()
    assert waited >= 0.1  # it did wait for the other writer
    other = Store(tmp_path / "s.db", writer=False)  # another connection sees both, committed
    assert [r.placeholder for r in other.vault_load("s1")] == ["[PERSON_1]", "[PERSON_2]"]
    other.close()
    store.close()


def test_a_lock_held_past_the_timeout_is_an_error_and_nothing_is_written(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db")
    held = threading.Event()
    t = threading.Thread(target=_hold_lock, args=(store.path, 0.5, held))
    t.start()
    held.wait(5)
    with pytest.raises(sqlite3.OperationalError):
        store._commit_now("INSERT OR IGNORE INTO vault VALUES (?,?,?,?,?,?)", [("s1", "[X_1]", "v", "X", 1, 0.0)], 0.05)
    t.join()
    assert store.vault_load("s1") == []
    store.close()


def test_several_rows_are_all_or_none_on_the_autocommit_connection(tmp_path: Path) -> None:
    """The inline connection commits each statement by itself (autocommit); a batch of vault rows
    still goes in one transaction: a row that fails takes the rows before it back out."""
    store = Store(tmp_path / "s.db")
    rows = [("s1", "[X_1]", "v1", "X", 1, 0.0), ("s1", "[X_2]", "v2", "X", 1, 0.0, "one column too many")]
    with pytest.raises(sqlite3.Error):
        store._commit_now("INSERT OR IGNORE INTO vault VALUES (?,?,?,?,?,?)", rows)
    assert store.vault_load("s1") == []
    store.vault_add_many([_row("[PERSON_1]")])  # the connection is usable afterwards
    assert [r.placeholder for r in store.vault_load("s1")] == ["[PERSON_1]"]
    store.close()
