"""The retro-exposure search reuses what it worked out for a body (`SearchedBody`) between
searches, and its answers stay those of a search from scratch: a body whose stored text changed
or that was purged is read as the store holds it now."""

from __future__ import annotations

import json
from pathlib import Path

from edgeward.proxy.privacy.retro import RetroExposure, SearchedBody, find_in_clear, screen_of
from edgeward.proxy.privacy.vault import SessionVault, StoreVaultBackend
from edgeward.proxy.store import EgressRow, Store

S = "retro-1"


def _body(text: str) -> str:
    return json.dumps({"model": "m", "messages": [{"role": "user", "content": text}]})


def _egress(store: Store, call_id: str, text: str, created: float) -> None:
    store.record_egress(EgressRow(call_id=call_id, session=S, created=created, body=_body(text), action="mask"))


def _learn(retro: RetroExposure, vault: SessionVault, call_id: str, value: str, etype: str) -> str:
    retro.before(S, vault)
    ph = vault.placeholder_for(value, etype)
    assert retro.after(S, call_id, vault)
    return ph


def test_a_second_search_reuses_the_bodies_and_finds_what_a_fresh_search_finds(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db", writer=False)
    retro = RetroExposure(store)
    vault = SessionVault(S, StoreVaultBackend(store))
    _egress(store, "c1", "write to Dana Miller at dana@example.org", 1.0)
    _egress(store, "c2", "order 4711 for Jordan Pike", 2.0)
    ph1 = _learn(retro, vault, "c3", "Dana Miller", "PERSON")
    (x1,) = retro.run(S)
    assert (x1.placeholder, x1.first_call, x1.clear_calls) == (ph1, "c1", 1)
    ph2 = _learn(retro, vault, "c4", "Jordan Pike", "PERSON")
    (x2,) = retro.run(S)
    assert (x2.placeholder, x2.first_call, x2.detected_call) == (ph2, "c2", "c4")
    # the same answer as a search that keeps nothing
    rows = store.egress(S)
    (hit,) = find_in_clear([e for e in vault.entries if e.placeholder == ph2], rows).values()
    assert (hit.first_call, hit.start, hit.end, hit.kind) == (x2.first_call, x2.start, x2.end, x2.kind)
    store.close()


def test_a_purged_or_rewritten_body_is_searched_as_stored_now(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db", writer=False)
    retro = RetroExposure(store)
    vault = SessionVault(S, StoreVaultBackend(store))
    _egress(store, "c1", "Dana Miller called about Jordan Pike", 1.0)
    _egress(store, "c2", "Dana Miller again", 2.0)
    _learn(retro, vault, "c3", "Dana Miller", "PERSON")
    (x,) = retro.run(S)
    assert x.clear_calls == 2
    # c1 is rewritten without the name, c2 purged: the next value is looked for in what is stored
    _egress(store, "c1", "someone called", 1.0)
    store._reader().execute("DELETE FROM egress WHERE call_id='c2'").connection.commit()
    _learn(retro, vault, "c4", "Jordan Pike", "PERSON")
    assert retro.run(S) == []
    _egress(store, "c5", "Lee Park in clear", 5.0)
    _learn(retro, vault, "c6", "Lee Park", "PERSON")
    retro.forget([S])  # what was kept is dropped; the search still reads the store
    (y,) = retro.run(S)
    assert y.first_call == "c5"
    store.close()


def test_nothing_is_kept_beyond_the_budget(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db", writer=False)
    retro = RetroExposure(store, body_cache_chars=10)
    vault = SessionVault(S, StoreVaultBackend(store))
    _egress(store, "c1", "Dana Miller", 1.0)
    _learn(retro, vault, "c2", "Dana Miller", "PERSON")
    (x,) = retro.run(S)
    assert x.first_call == "c1"
    assert retro._body_chars == 0  # a session over the budget is not kept
    store.close()


def test_an_extended_screen_is_the_screen_of_all_the_bodies() -> None:
    texts = ["Dana Miller, +1 415 555 0132", "", "straße 12", "[PERSON_1] and Jordan Pike", "x"]
    bodies = [SearchedBody.of(_body(t)) for t in texts]
    whole = screen_of(bodies)
    for k in range(len(bodies) + 1):
        assert screen_of(bodies, screen_of(bodies[:k]), k) == whole


def test_a_second_search_of_a_grown_session_finds_values_in_old_and_new_bodies(tmp_path: Path) -> None:
    store = Store(tmp_path / "s.db", writer=False)
    retro = RetroExposure(store)
    vault = SessionVault(S, StoreVaultBackend(store))
    _egress(store, "c1", "Dana Miller", 1.0)
    _learn(retro, vault, "c2", "Lee Park", "PERSON")
    assert retro.run(S) == []  # kept: c1's body and screen
    _egress(store, "c3", "Jordan Pike and Dana Miller", 3.0)
    _learn(retro, vault, "c4", "Dana Miller", "PERSON")
    _learn(retro, vault, "c5", "Jordan Pike", "PERSON")
    found = {x.detected_call: (x.first_call, x.clear_calls) for x in retro.run(S)}
    assert found == {"c4": ("c1", 2), "c5": ("c3", 1)}
    store.close()
