"""`SessionVault._inside_older` with the groups of a cached masking (gatemask, issue 12's gate
cost): every occurrence of an entry older than the masking lies within one group it replaced,
so a newer value that no group strictly contains is answered False without a search. The
answer must be the one the window search gives, in every session the incremental masking
tests generate."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault

from .test_vault_incremental import TEXT, VALUES, fresh_vault, settle, spans_for


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> list[tuple[bool, bool]]:
    """Every `_inside_older` call given groups is answered with and without them too; the
    pairs (with groups, without) are collected."""
    calls: list[tuple[bool, bool]] = []
    original = SessionVault._inside_older

    def both(self: SessionVault, text: str, start: int, end: int, version: int, groups: Any = None) -> bool:
        got = original(self, text, start, end, version, groups)
        if groups is not None:
            calls.append((got, original(self, text, start, end, version)))
        return got

    monkeypatch.setattr(SessionVault, "_inside_older", both)
    return calls


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(TEXT, min_size=1, max_size=4),
    st.lists(st.lists(st.sampled_from(range(len(VALUES))), min_size=1, max_size=2), min_size=2, max_size=5),
    st.lists(st.sampled_from(["Tadeusz Brenninkmeyer", "Maria Quellenhof", "Lakeside", "x"]), max_size=2),
    st.booleans(),
)
def test_the_groups_answer_as_the_window_search_does(
    checked: list[tuple[bool, bool]], texts: list[str], rounds: list[list[int]], detected: list[str], batch: bool
) -> None:
    checked.clear()
    vault = SessionVault("s", InMemoryVaultBackend())
    spans = [spans_for(t, detected) for t in texts]
    for new in rounds:
        for i in new:
            vault.placeholder_for(*VALUES[i])
        settle(vault, texts, spans, batch)  # its equality to a fresh masking: test_vault_incremental
    assert all(with_groups == without for with_groups, without in checked)


def test_a_newer_value_spelled_as_a_replaced_name_part_needs_no_search(checked: list[tuple[bool, bool]]) -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    vault.placeholder_for("Orsolya Brenninkmeyer", "PERSON")
    text = "Brenninkmeyer said, and Orsolya Brenninkmeyer agreed"
    first = vault.mask_text(text)
    assert first == "[PERSON_1] said, and [PERSON_1] agreed"
    vault.placeholder_for("Tadeusz Brenninkmeyer", "PERSON")  # the surname is now ambiguous
    searched: list[str] = []
    find = vault._matcher.find
    vault._matcher.find = lambda t, *a, **k: searched.append(t) or find(t, *a, **k)  # type: ignore[method-assign]  # a spy on the matcher
    vault.checkpoint()
    got = vault.mask_text(text, clean_at=1)
    fresh, _ = fresh_vault(vault)
    assert got == fresh.mask_text(text)
    # the lone surname is its replaced group exactly: no older full value around it, no window
    # search; the one inside the full name is strictly inside its group and is searched
    assert (False, False) in checked
    assert all(w == wo for w, wo in checked)
    assert not any(len(t) < len(text) and t.startswith("Brenninkmeyer said") for t in searched)
