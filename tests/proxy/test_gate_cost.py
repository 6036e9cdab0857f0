"""The gate's cost machinery (issue 12): per-message unit cache, batched vault writes, the
entries hook — and that none of it changes what is sent."""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.spans import FieldSpan, Span
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.gates import GateProvider
from edgeward.proxy.privacy.vault import (
    PLACEHOLDER_RE,
    InMemoryVaultBackend,
    SessionVault,
    StoreVaultBackend,
    VaultEntry,
    VaultRegistry,
    mask_json_text,
)
from edgeward.proxy.store import Store

RULES = {
    "Alice Smith": "PERSON",
    "alice@corp.example": "EMAIL_ADDRESS",
    "+1 415 555 0100": "PHONE_NUMBER",
    "Bob Jones": "PERSON",
}


class FakeDetector:
    """Finds fixed values (as written or JSON-escaped, raw offsets like the real scanner) in
    every string of the request; a value listed in `only_in_role` only in that role's messages
    (a value recognisable only in a later tool result)."""

    def __init__(self, rules: dict[str, str], only_in_role: dict[str, str] | None = None) -> None:
        self.rules = rules
        self.only_in_role = only_in_role or {}

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        out: list[FieldSpan] = []

        def walk(obj: Any, path: tuple[Any, ...], role: str | None) -> None:
            if isinstance(obj, str):
                for value, etype in self.rules.items():
                    if self.only_in_role.get(value, role) != role:
                        continue
                    for form in {value, json.dumps(value)[1:-1]}:
                        i = obj.find(form)
                        while i >= 0:
                            out.append(FieldSpan(path, Span(etype, i, i + len(form), 0.85, form)))
                            i = obj.find(form, i + 1)
            elif isinstance(obj, dict):
                r = obj["role"] if isinstance(obj.get("role"), str) else role
                for k, v in obj.items():
                    if k not in ("role", "type", "tool_call_id", "id", "model"):
                        walk(v, path + (k,), r)
            elif isinstance(obj, list):
                for i, v in enumerate(obj):
                    walk(v, path + (i,), role)

        walk(body, (), None)
        return out


def conv(n: int) -> dict[str, Any]:
    """A growing agent conversation: request k holds the first k turns (two messages each)."""
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a helpful agent."},
        {"role": "user", "content": "Email Alice Smith at alice@corp.example about the budget."},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "lookup", "arguments": json.dumps({"name": "Alice Smith"})},
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": "call_1",
            "content": json.dumps({"name": "Alice Smith", "phone": "+1 415 555 0100", "boss": "Bob Jones"}),
        },
        {"role": "assistant", "content": "Found Alice Smith, phone +1 415 555 0100."},
        {"role": "user", "content": "Also tell Bob Jones and alice@corp.example hi."},
    ]
    return {"model": "gpt-x", "messages": msgs[: 2 + 2 * n]}


class Recording(InMemoryVaultBackend):
    """Counts backend calls; `fail` makes the next `add_many` raise."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[int] = []
        self.singles = 0
        self.fail = False

    def add(self, session: str, entry: VaultEntry) -> None:
        self.singles += 1
        super().add(session, entry)

    def add_many(self, session: str, entries: Sequence[VaultEntry]) -> None:
        if self.fail:
            self.fail = False
            raise OSError("disk full")
        self.batches.append(len(entries))
        for e in entries:
            InMemoryVaultBackend.add(self, session, e)


def make(backend: InMemoryVaultBackend, detector: Any = None, **kw: Any) -> EgressGate:
    return EgressGate(
        detector or FakeDetector(RULES),
        backend,
        PrivacyConfig(egress="mask"),
        vaults=VaultRegistry(backend, **kw),
    )


def placeholders(body: Any) -> set[str]:
    return {m.group(0) for m in PLACEHOLDER_RE.finditer(json.dumps(body, ensure_ascii=False))}


# -- batched writes --------------------------------------------------------------------------
async def test_a_request_s_new_entries_are_persisted_in_one_write_before_it_returns():
    backend = Recording()
    g = make(backend)
    res = await g.prepare("s", conv(3))
    assert res.action == "mask"
    stored = {e.placeholder for e in backend.load("s")}
    # every placeholder the cloud may see is in the backend when `prepare` returns
    assert placeholders(res.body) and placeholders(res.body) <= stored
    assert backend.batches == [len(stored)] and backend.singles == 0


async def test_a_failed_batch_write_blocks_and_no_unpersisted_placeholder_is_used_later():
    backend = Recording()
    g = make(backend)
    backend.fail = True
    res = await g.prepare("s", conv(2))
    assert res.action == "block" and res.body is None and res.reason == "mask_error: OSError"
    assert backend.load("s") == []
    res = await g.prepare("s", conv(3))  # the vault is reloaded from the backend, not reused
    assert res.action == "mask"
    assert placeholders(res.body) <= {e.placeholder for e in backend.load("s")}
    assert "[PERSON_1]" in json.dumps(res.body)  # numbering restarts from what was persisted


async def test_batched_writes_survive_a_restart_with_the_sqlite_store(tmp_path):
    store = Store(tmp_path / "s.db")
    try:
        g = EgressGate(FakeDetector(RULES), StoreVaultBackend(store), PrivacyConfig(egress="mask"))
        first = await g.prepare("s", conv(3))
    finally:
        store.close()
    store = Store(tmp_path / "s.db")  # a new process: only what was committed is there
    try:
        stored = {r.placeholder for r in store.vault_load("s")}
        assert placeholders(first.body) <= stored
        g2 = EgressGate(FakeDetector(RULES), StoreVaultBackend(store), PrivacyConfig(egress="mask"))
        again = await g2.prepare("s", conv(3))
        assert again.body == first.body
    finally:
        store.close()


async def test_the_entries_hook_sees_each_new_entry_once_after_it_is_persisted():
    backend = Recording()
    seen: list[tuple[str, list[str]]] = []

    def hook(session: str, entries: Sequence[VaultEntry]) -> None:
        stored = {e.placeholder for e in backend.load(session)}
        assert all(e.placeholder in stored for e in entries)
        seen.append((session, [e.placeholder for e in entries]))

    g = make(backend, on_entries=hook)
    await g.prepare("s", conv(0))
    await g.prepare("s", conv(3))
    await g.prepare("s", conv(3))
    got = [p for _, ps in seen for p in ps]
    assert sorted(got) == sorted(e.placeholder for e in backend.load("s")) and len(got) == len(set(got))
    assert len(seen) == 2  # one call per request that created entries


async def test_a_message_seen_before_is_not_scanned_again():
    class Counting(FakeDetector):
        def __init__(self) -> None:
            super().__init__(RULES)
            self.messages: list[int] = []

        def scan_request(self, body: dict) -> list:
            self.messages.append(sum(1 for m in body.get("messages", []) if m))
            return super().scan_request(body)

    det = Counting()
    g = make(InMemoryVaultBackend(), det)
    for n in (0, 1, 2, 2):
        await g.prepare("s", conv(n))
    assert det.messages == [2, 2, 2, 0]  # each step's two new messages; nothing new: nothing scanned


# -- cached masking equals masking from scratch ----------------------------------------------
_VALUES = list(RULES)
_FRAG = st.sampled_from(
    _VALUES + ["alice smith", "ALICE SMITH", "Smith", "hi ", " ", "\n", '"', "{", "[PERSON_1]", "x", "14155550100"]
)
_TEXT = st.lists(_FRAG, max_size=6).map("".join)
_MESSAGE = st.tuples(st.sampled_from(["user", "assistant", "tool"]), _TEXT, st.sampled_from(["text", "json", "call"]))
_STEP = st.tuples(st.lists(_MESSAGE, min_size=1, max_size=3), st.sampled_from(["append", "append", "drop", "edit"]))


def _message(role: str, text: str, shape: str) -> dict[str, Any]:
    if shape == "call" and role == "assistant":
        args = json.dumps({"q": text, "nested": json.dumps({"w": text})})
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f", "arguments": args}}],
        }
    return {"role": role, "content": json.dumps({"r": text, "n": [text]}) if shape == "json" else text}


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(st.lists(_STEP, min_size=1, max_size=5))
def test_property_cached_masking_over_a_session_equals_a_fresh_vault_s(steps):
    # a person only recognisable in tool results: found late, it must be masked in the history too
    detector = FakeDetector(RULES, only_in_role={"Alice Smith": "tool"})
    backend = InMemoryVaultBackend()
    cached = make(backend, detector)
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "agent"}]

    async def run() -> None:
        for new, how in steps:
            if how == "drop" and len(msgs) > 2:
                del msgs[1]
            elif how == "edit" and len(msgs) > 1:
                msgs[-1] = {**msgs[-1], "content": "edited " + str(msgs[-1].get("content"))}
            msgs.extend(_message(*m) for m in new)
            body = {"model": "m", "messages": copy.deepcopy(msgs)}
            res = await cached.prepare("s", body)
            # a fresh gate and vault over the same entries, nothing cached
            snapshot = InMemoryVaultBackend()
            for e in backend.load("s"):
                snapshot.add("s", e)
            fresh = await make(snapshot, detector).prepare("s", copy.deepcopy(body))
            assert res.action == fresh.action and res.reason == fresh.reason
            assert res.body == fresh.body
            assert res.spans == fresh.spans and res.placeholders == fresh.placeholders
            assert snapshot.load("s") == backend.load("s")  # the fresh run needed no new entry

    asyncio.run(run())


@pytest.mark.parametrize("mode", ["allow", "block"])
async def test_other_modes_reuse_cached_units_and_report_the_same_spans(mode):
    backend = InMemoryVaultBackend()
    g = EgressGate(FakeDetector(RULES), backend, PrivacyConfig(egress=mode), vaults=VaultRegistry(backend))
    first = await g.prepare("s", conv(3))
    second = await g.prepare("s", conv(3))
    fresh = await EgressGate(
        FakeDetector(RULES), backend, PrivacyConfig(egress=mode), vaults=VaultRegistry(backend)
    ).prepare("s", conv(3))
    assert first.action == second.action == fresh.action
    assert first.spans == second.spans == fresh.spans


async def test_forgetting_purged_sessions_drops_what_the_gates_remember_of_them(tmp_path):
    store = Store(tmp_path / "s.db")
    provider = GateProvider(store, detector_factory=lambda cfg: FakeDetector(RULES))
    try:
        g = provider.gate_for(PrivacyConfig(egress="mask"))
        await g.prepare("s", conv(1))
        await g.prepare("t", conv(1))
        held = len(g.units)
        assert held > 0
        provider.forget_sessions(["s"])
        assert 0 < len(g.units) < held  # session t is still remembered
        provider.forget_sessions(["t"])
        assert len(g.units) == 0
    finally:
        provider.close()
        store.close()


def test_a_cached_json_masking_is_dropped_when_a_newer_value_spans_its_structure():
    raw = '{"a": "call 12", "b": "34 now", "c": "Alice Smith"}'
    vault = SessionVault("s", InMemoryVaultBackend())
    vault.placeholder_for("Alice Smith", "PERSON")
    first = mask_json_text(raw, vault)
    assert first is not None and "[PERSON_1]" in first  # cached, complete for the vault then
    vault.placeholder_for('12", "b": "34', "ID")  # a newer value across literals and structure
    assert mask_json_text(raw, vault) is None  # the caller masks it as plain text then
    fresh = SessionVault("t", InMemoryVaultBackend())
    fresh.placeholder_for("Alice Smith", "PERSON")
    fresh.placeholder_for('12", "b": "34', "ID")
    assert mask_json_text(raw, fresh) is None
    assert '12", "b": "34' not in vault.mask_text(raw)
