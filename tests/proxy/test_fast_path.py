"""Issue 16, fast path: what the per-request cuts must not change.

- The store commits a row on the submitting thread while its writer thread is idle (no round
  trip per request), yet never waits for a lock there: a store another connection is writing
  sends the row to the writer thread, which commits it once the lock is released, and
  `committed()` still covers it. Under steady inline commits the WAL still starts over (its
  checkpoints hold new writers off while they copy), so it does not grow with every row.
- `jsonio` (orjson on the send path) writes the bytes the standard library wrote in compact form
  and accepts and refuses exactly what the standard library did; its check for integers beyond
  64 bits finds what a regex finds.
"""

from __future__ import annotations

import json
import re
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgeward.proxy import jsonio
from edgeward.proxy import store as store_mod
from edgeward.proxy.store import CallRow, Store


def _row(i: int) -> CallRow:
    return CallRow(
        id=f"call-{i:04d}",
        session="s1",
        step=i,
        role="edge",
        purpose="step",
        model="m",
        decision={"route": "edge", "reason": "ünïcode ✓", "n": i},
        created=time.time(),
    )


def _ids(path: Path) -> list[str]:
    with sqlite3.connect(path) as conn:
        return [r[0] for r in conn.execute("SELECT id FROM calls ORDER BY id")]


def test_a_row_is_committed_before_record_call_returns_while_the_writer_is_idle(tmp_path: Path) -> None:
    st = Store(tmp_path / "s.db")
    try:
        for i in range(3):
            st.record_call(_row(i))
            # another connection sees it at once: no flush, no wait for the writer thread
            assert _ids(tmp_path / "s.db") == [f"call-{j:04d}" for j in range(i + 1)]
        got = st.calls("s1")
        assert [r.decision for r in got] == [{"route": "edge", "reason": "ünïcode ✓", "n": i} for i in range(3)]
    finally:
        st.close()


async def test_a_locked_store_sends_the_row_to_the_writer_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    st = Store(path)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another writer holds the lock (e.g. `edgeward purge`)
        t0 = time.monotonic()
        st.record_call(_row(1))
        assert time.monotonic() - t0 < 1.0  # busy timeout 0 on the inline path: queued, not waited for
        assert _ids(path) == []  # not committed yet: the writer thread is waiting for the lock
        other.execute("COMMIT")
        await st.committed(timeout=20)
        assert _ids(path) == ["call-0001"]
        st.record_call(_row(2))  # the writer is idle again: inline
        assert _ids(path) == ["call-0001", "call-0002"]
    finally:
        other.close()
        st.close()


def test_the_writer_thread_checkpoints_what_inline_commits_appended(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_mod, "CHECKPOINT_EVERY", 4)
    path = tmp_path / "s.db"
    st = Store(path)
    try:
        for i in range(8):
            st.record_call(_row(i))
        assert st.flush(10)
        deadline = time.monotonic() + 10
        # the rows reach the main database file (a connection that reads the file alone sees them)
        while time.monotonic() < deadline:
            with sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True) as conn:
                n = conn.execute("SELECT count(*) FROM calls").fetchone()[0]
            if n >= 4:
                break
            time.sleep(0.05)
        assert n >= 4
    finally:
        st.close()
    assert len(_ids(path)) == 8


@pytest.mark.parametrize(
    "obj",
    [
        {"a": 1, "b": [1.5, None, True, False], "c": 'é ✓ \u2028 \x01\n\t"\\', "d": {"e": []}},
        {"x": 1e16, "y": -0.0, "z": 123456789012345678},
        {"big": 2**70},  # beyond 64 bits: orjson refuses, the standard library writes it
        {"1": {2: "non-str key"}},  # orjson refuses, the standard library writes "2"
    ],
)
def test_jsonio_dumps_writes_the_standard_librarys_compact_bytes(obj: object) -> None:
    assert jsonio.dumps(obj) == json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()
    assert jsonio.dumps_str(obj) == jsonio.dumps(obj).decode()


@pytest.mark.parametrize(
    "raw",
    [
        b'{"a": [1, 2.5, "\\u00e9"], "b": null}',
        b'{"nan": NaN, "inf": Infinity}',  # orjson refuses; the standard library (as before) accepts
        b'{"s": "\\ud800"}',  # a lone surrogate escape: the same
        b'{"big": 123456789012345678901234567890}',
    ],
)
def test_jsonio_loads_accepts_what_the_standard_library_accepted(raw: bytes) -> None:
    got, want = jsonio.loads(raw), json.loads(raw)
    assert json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


@pytest.mark.parametrize("raw", [b"{not json", b"", b'{"a": 1', "[1,]"])
def test_jsonio_loads_refuses_what_the_standard_library_refused(raw: bytes | str) -> None:
    with pytest.raises(ValueError):
        jsonio.loads(raw)
    with pytest.raises(ValueError):
        json.loads(raw)


def test_the_wal_starts_over_under_steady_inline_commits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkpoint that only copied what was committed before it began never caught up with
    inline commits made while it ran: the log never started over and grew with every row."""
    monkeypatch.setattr(store_mod, "CHECKPOINT_EVERY", 16)
    path = tmp_path / "s.db"
    st = Store(path)
    try:
        st.record_call(_row(0))
        assert st.flush(10)
        one_row = Path(f"{path}-wal").stat().st_size  # the WAL after one call row
        for i in range(1, 1500):  # back to back, as a busy proxy commits them
            st.record_call(_row(i))
        assert st.flush(10)
        assert Path(f"{path}-wal").stat().st_size < 300 * one_row  # at most a few checkpoints' worth
    finally:
        st.close()
    assert len(_ids(path)) == 1500


def test_writes_wait_for_a_queued_checkpoint_instead_of_racing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the writer thread checkpoints, a new row is not committed inline on the request's
    thread (that race kept RESTART from finding the log idle); it is queued and committed after."""
    release, entered = threading.Event(), threading.Event()
    real = store_mod._restart_wal

    def held(conn: sqlite3.Connection) -> None:
        entered.set()
        release.wait(10)
        real(conn)

    monkeypatch.setattr(store_mod, "_restart_wal", held)
    monkeypatch.setattr(store_mod, "CHECKPOINT_EVERY", 2)
    st = Store(tmp_path / "s.db")
    try:
        st.record_call(_row(0))
        st.record_call(_row(1))  # the second inline commit asks for a checkpoint
        assert entered.wait(10)
        st.record_call(_row(2))
        assert st._pending == 1  # queued behind the checkpoint, not committed inline
        release.set()
        assert st.flush(10)
        assert st._pending == 0
        assert len(st.calls()) == 3
        st.record_call(_row(3))  # after the checkpoint: inline again
        assert st._pending == 0
    finally:
        release.set()
        st.close()


_LONG_DIGITS_RE = re.compile(rb"[0-9]{20,}")


@given(
    st.lists(
        st.one_of(
            st.binary(max_size=40),
            st.integers(min_value=0, max_value=10**30).map(lambda n: str(n).encode()),
            st.sampled_from([b"0" * 19, b"9" * 20, "١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩٠١".encode(), b'"created":1765111111']),
        ),
        max_size=8,
    )
)
def test_the_long_digit_check_finds_what_the_regex_found(parts: list[bytes]) -> None:
    """`jsonio` decides between orjson and the standard library on a run of 20 ASCII digits
    (an integer beyond 64 bits); its mask-and-search check finds exactly the regex's runs,
    at either end, across joined pieces, with non-ASCII digits and any other byte around."""
    data = b"".join(parts)
    assert jsonio.orjson_reads_alike(data) is (_LONG_DIGITS_RE.search(data) is None)
