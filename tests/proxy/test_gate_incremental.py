"""Incremental masking over a session (issue 12, gate cost): the gate reuses each resent
message's masked copy, checks it against the step's new vault entries only, and updates the
strings that hold one in place (`SessionVault._spliced`, `clean_at`). Every body it sends must
equal what a fresh gate, over a vault that holds the same entries and has cached nothing, sends
for the same body — spans, placeholder count and vault-hit counts included."""

from __future__ import annotations

import asyncio
import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.spans import FieldSpan, Span
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry
from edgeward.proxy.privacy.vault_hits import count_vault_hits

# invented values; each is recognised by the fake detector only in messages of one role, so it
# enters the vault late and must then be masked in the history too (as written, in another
# spelling, as a surname alone, as digits)
RULES = {
    "Orsolya Brenninkmeyer": ("PERSON", "tool"),
    "Tadeusz Brenninkmeyer": ("PERSON", "user"),
    "Maria Quellenhof": ("PERSON", "tool"),
    "orsolya.b@lakeside.example": ("EMAIL_ADDRESS", "tool"),
    "415-555-0132": ("PHONE_NUMBER", "user"),
    "7731 0045 9912": ("BANK_ACCOUNT", "tool"),
}
FRAGMENTS = [
    *RULES,
    "ORSOLYA BRENNINKMEYER",
    "maria-quellenhof",
    "Brenninkmeyer",
    "Quellenhof",
    "Tadeusz",
    "(415) 555 0132",
    "4155550132",
    "773100459912",
    "[PERSON_1]",
    "2024-04-01",
    "Lakeside",
]
_SEP = [" ", ", ", "\n", " and ", ": "]
TEXT = st.lists(st.tuples(st.sampled_from(FRAGMENTS), st.sampled_from(_SEP)).map("".join), max_size=7).map("".join)
MESSAGE = st.tuples(st.sampled_from(["user", "assistant", "tool"]), TEXT, st.sampled_from(["text", "json", "call"]))
STEP = st.tuples(st.lists(MESSAGE, min_size=1, max_size=3), st.sampled_from(["append", "append", "append", "drop"]))


class RoleDetector:
    """Finds each value of `RULES` as written (raw offsets, JSON-escaped too) in the messages
    of its role."""

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        out: list[FieldSpan] = []

        def walk(obj: Any, path: tuple[Any, ...], role: str | None) -> None:
            if isinstance(obj, str):
                for value, (etype, only) in RULES.items():
                    if role != only:
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


def _message(role: str, text: str, shape: str) -> dict[str, Any]:
    if shape == "call" and role == "assistant":
        args = json.dumps({"q": text, "nested": json.dumps({"w": text})})
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f", "arguments": args}}],
        }
    if shape == "json":
        return {"role": role, "content": json.dumps([{"note": text, "who": text.split(",")[0]}, {"n": 7}])}
    return {"role": role, "content": text}


def gate(backend: InMemoryVaultBackend) -> EgressGate:
    return EgressGate(RoleDetector(), backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(st.lists(STEP, min_size=2, max_size=6))
def test_every_step_equals_a_fresh_gate_over_the_same_vault(steps: list[tuple[list[Any], str]]) -> None:
    backend = InMemoryVaultBackend()
    cached = gate(backend)
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "You help with the accounts."}]

    async def run() -> None:
        for new, how in steps:
            if how == "drop" and len(msgs) > 2:
                del msgs[1]
            msgs.extend(_message(*m) for m in new)
            body = {"model": "m", "messages": copy.deepcopy(msgs)}
            res = await cached.prepare("s", body)
            snapshot = InMemoryVaultBackend()
            for e in backend.load("s"):
                snapshot.add("s", e)
            fresh = await gate(snapshot).prepare("s", copy.deepcopy(body))
            assert res.action == fresh.action and res.reason == fresh.reason
            assert res.body == fresh.body
            assert res.spans == fresh.spans and res.placeholders == fresh.placeholders
            assert res.vault_hits == fresh.vault_hits
            assert snapshot.load("s") == backend.load("s")  # the fresh gate needed no entry of its own
            if res.action == "mask":  # per-message counts add up to the count over the whole body
                spans = [(tuple(fs.path), fs.span) for fs in RoleDetector().scan_request(body)]
                assert res.vault_hits == count_vault_hits(body, res.body, spans, cached.vault("s"))

    asyncio.run(run())
