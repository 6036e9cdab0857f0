"""Vault-hit masks (`proxy/privacy/vault_hits.py`): values masked because the vault knew them,
beyond the detector's spans, counted from the gate's rewrite of a body."""

from __future__ import annotations

from edgeward.detectors.spans import Span
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault
from edgeward.proxy.privacy.vault_hits import count_vault_hits


def vault() -> tuple[SessionVault, str, str]:
    v = SessionVault("s", InMemoryVaultBackend())
    return v, v.placeholder_for("Ada Lovelace", "PERSON"), v.placeholder_for("ada@example.org", "EMAIL_ADDRESS")


def msgs(*texts: str) -> dict:
    return {"messages": [{"role": "user", "content": t} for t in texts]}


def test_a_value_masked_by_the_vault_alone_is_a_hit() -> None:
    v, p, e = vault()
    body = msgs("hi Ada Lovelace, mail ada@example.org")
    masked = msgs(f"hi {p}, mail {e}")
    assert count_vault_hits(body, masked, [], v) == {"EMAIL_ADDRESS": 1, "PERSON": 1}


def test_the_detectors_own_spans_are_not_hits() -> None:
    v, p, e = vault()
    text = "hi Ada Lovelace, mail ada@example.org"
    spans = [(("messages", 0, "content"), Span("PERSON", 3, 15, 0.9, "Ada Lovelace"))]
    assert count_vault_hits(msgs(text), msgs(f"hi {p}, mail {e}"), spans, v) == {"EMAIL_ADDRESS": 1}
    # two overlapping detector spans are one value
    spans.append((("messages", 0, "content"), Span("PERSON", 3, 6, 0.5, "Ada")))
    assert count_vault_hits(msgs(text), msgs(f"hi {p}, mail {e}"), spans, v) == {"EMAIL_ADDRESS": 1}


def test_a_placeholder_the_agent_resent_is_not_a_hit() -> None:
    v, p, e = vault()
    body = msgs(f"earlier you said {p}; now Ada Lovelace")
    masked = msgs(f"earlier you said {p}; now {p}")
    assert count_vault_hits(body, masked, [], v) == {"PERSON": 1}


def test_unchanged_bodies_and_dict_keys() -> None:
    v, p, _ = vault()
    body = msgs("nothing to see")
    assert count_vault_hits(body, body, [], v) == {}
    keyed = {"messages": [], "metadata": {"Ada Lovelace": "x"}}
    assert count_vault_hits(keyed, {"messages": [], "metadata": {p: "x"}}, [], v) == {"PERSON": 1}


def test_the_memo_gives_the_same_counts_and_forgets_a_session() -> None:
    from edgeward.proxy.privacy.vault_hits import HitMemo

    v, p, e = vault()
    body = msgs("hi Ada Lovelace", f"earlier {p}; now Ada Lovelace and ada@example.org")
    masked = msgs(f"hi {p}", f"earlier {p}; now {p} and {e}")
    memo = HitMemo()
    fresh = count_vault_hits(body, masked, [], v)
    assert count_vault_hits(body, masked, [], v, memo) == fresh == {"PERSON": 2, "EMAIL_ADDRESS": 1}
    assert count_vault_hits(body, masked, [], v, memo) == fresh  # from the memo
    memo.forget("s")
    assert memo.get(("s", "hi Ada Lovelace", f"hi {p}")) is None
