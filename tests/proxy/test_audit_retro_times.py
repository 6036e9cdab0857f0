"""`edgeward audit`'s retro-exposure entries carry the calls' own times (leftovers18): the time a
call ended, as `carriers` and `edgeward calls` give it, not the gate's times of the store row."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from edgeward.cli import main
from edgeward.proxy.store import CallRow, EgressRow, ExposureRow, SessionRow, Store

T0 = time.time() - 3600.0


def _populate(st: Store) -> None:
    st.upsert_session(SessionRow("s-r", "cloud-only", "cloud-only", None, created=T0))
    # call 1 ends 4.5 s after its body left the gate; call 2 ends 9 s after the vault grew
    st.record_call(CallRow("c-1", "s-r", 1, "cloud", "step", "m", created=T0 + 5.0))
    st.record_egress(EgressRow("c-1", "s-r", T0 + 0.5, "ask Quenby Marsh", "allow", [], 0))
    st.record_call(CallRow("c-2", "s-r", 2, "cloud", "step", "m", created=T0 + 20.0))
    st.record_egress(EgressRow("c-2", "s-r", T0 + 10.5, "ask [PERSON_1]", "mask", [], 1))
    st.record_exposure(
        ExposureRow("s-r", "[PERSON_1]", "PERSON", "h", "c-1", T0 + 0.5, "c-2", T0 + 11.0, created=T0 + 3000.0)
    )
    assert st.flush()


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    st = Store(tmp_path / "s.db")
    _populate(st)
    st.close()
    return tmp_path / "s.db"


def _audit(capsys: pytest.CaptureFixture[str], path: Path, *extra: str) -> dict:
    assert main(["audit", "--store", str(path), "--format", "json", *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_retro_times_are_the_calls_times(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    r = _audit(capsys, store_path)
    (x,) = r["retro"]
    assert x["first_ended"] == pytest.approx(T0 + 5.0)  # the call row's time, what `edgeward calls` prints
    assert x["detected_ended"] == pytest.approx(T0 + 20.0)
    assert x["first_sent"] == pytest.approx(T0 + 0.5)  # when the body left, named as carriers' `sent`
    assert "first_created" not in x and "detected_created" not in x


def test_retro_times_of_calls_before_the_window(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the window (the last 30 minutes) starts after both calls, before the exposure was found
    # (a `--rescan` an hour later): the times still come from the call rows, read by id
    r = _audit(capsys, store_path, "--since", "30m")
    (x,) = r["retro"]
    assert x["first_ended"] == pytest.approx(T0 + 5.0) and x["detected_ended"] == pytest.approx(T0 + 20.0)


def test_store_call_times_reads_rows_by_id(store_path: Path) -> None:
    st = Store(store_path, writer=False)
    try:
        assert st.call_times(["c-2", "nope", "c-1"]) == pytest.approx({"c-1": T0 + 5.0, "c-2": T0 + 20.0})
        assert st.call_times([]) == {}
    finally:
        st.close()
