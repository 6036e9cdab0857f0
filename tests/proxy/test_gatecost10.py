"""Issue 12, gatecost10: two cuts of the gate's work per step that change no output.

- The re-check after a request's masking (`EgressGate._mask`) needs the `Screen` of every unit
  behind the vault's entries, the request's new messages included when masking created entries
  after them. A new message has no screen yet, and its projections cost ~0.25 µs a character;
  `_rules_out` first asks whether any entry created since can occur in its texts at all
  (`SessionVault.may_hold`, no projection) and skips the screen when none can. Checked here
  against the gate that always builds the screen (`_rules_out` forced to "undecided"): the same
  bodies, span records, placeholders, vault-hit counts and vault entries at every step.
- With a scan backend the gate's prefetch also builds the projections of the new messages'
  screens while the scan runs (`SessionVault.warm_screen`): a warmed screen is the cold one,
  built without a new projection.
"""

from __future__ import annotations

import asyncio
import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors import known_values
from edgeward.detectors.spans import Span
from edgeward.proxy.privacy import gate as gate_module
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault, VaultRegistry

# invented values, each found by the fake detector only in messages of one role: it enters the
# vault late, and its parts (an ambiguous surname shared by two people) get entries of their own
# while the history is masked again — entries created after the new messages were masked
RULES = {
    "Ilsabe Vorderwuelbecke": ("PERSON", "tool"),
    "Quirin Vorderwuelbecke": ("PERSON", "user"),
    "Henrike Solvangstad": ("PERSON", "tool"),
    "ilsabe.v@fjordline.example": ("EMAIL_ADDRESS", "tool"),
    "+47 912 34 567": ("PHONE_NUMBER", "user"),
    "860412339075": ("BANK_ACCOUNT", "tool"),
}
FRAGMENTS = [
    *RULES,
    "VORDERWUELBECKE",
    "henrike-solvangstad",
    "Vorderwuelbecke",
    "Solvangstad",
    "Quirin",
    "912 34 567",
    "8604 1233 9075",
    "[PERSON_2]",
    "José Müller",
    "2024-04-01",
]
_SEP = [" ", ", ", "\n", " und ", ": "]
TEXT = st.lists(st.tuples(st.sampled_from(FRAGMENTS), st.sampled_from(_SEP)).map("".join), max_size=6).map("".join)
MESSAGE = st.tuples(st.sampled_from(["user", "assistant", "tool"]), TEXT, st.sampled_from(["text", "json", "call"]))
STEP = st.tuples(st.lists(MESSAGE, min_size=1, max_size=3), st.sampled_from(["append", "append", "drop"]))


def _spans_in(text: str, role: str | None) -> list[Span]:
    out = []
    for value, (etype, only) in RULES.items():
        if role != only:
            continue
        for form in {value, json.dumps(value)[1:-1]}:
            i = text.find(form)
            while i >= 0:
                out.append(Span(etype, i, i + len(form), 0.85, form))
                i = text.find(form, i + 1)
    return out


class RoleScan:
    """A `ScanBackend`: each value of `RULES` as written in the messages of its role, after a
    few turns of the event loop (as a worker process answers)."""

    async def scan(self, session: str, body: dict[str, Any], budget_s: float) -> tuple[list[Any], list[Any]]:
        for _ in range(3):
            await asyncio.sleep(0)
        out: list[Any] = []
        for i, m in enumerate(body.get("messages", [])):
            if not m:
                continue  # a cached message, blanked
            role = m.get("role")
            c = m.get("content")
            if isinstance(c, str):
                out.extend((("messages", i, "content"), sp) for sp in _spans_in(c, role))
            for k, call in enumerate(m.get("tool_calls") or []):
                args = call["function"]["arguments"]
                path = ("messages", i, "tool_calls", k, "function", "arguments")
                out.extend((path, sp) for sp in _spans_in(args, role))
        return out, []


class NoDetector:
    """Never called: the gate scans through its `ScanBackend`."""

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        raise AssertionError("the scan backend scans")


def _message(role: str, text: str, shape: str) -> dict[str, Any]:
    if shape == "call" and role == "assistant":
        args = json.dumps({"q": text, "nested": json.dumps({"w": text}), "n": 860412339075})
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f", "arguments": args}}],
        }
    if shape == "json":  # ensure_ascii: escapes, so the screen holds the decoded view too
        return {"role": role, "content": json.dumps([{"note": text, "who": text.split(",")[0]}, {"n": 4791234567}])}
    return {"role": role, "content": text}


def _run(steps: list[tuple[list[Any], str]], overlap: bool) -> tuple[list[Any], int]:
    """The outcome of each step of `steps` through a fresh gate, and how many new messages'
    screens the re-check skipped."""
    backend = InMemoryVaultBackend()
    g = EgressGate(
        NoDetector(),
        backend,
        PrivacyConfig(egress="mask"),
        vaults=VaultRegistry(backend),
        scan=RoleScan(),
        overlap=overlap,
    )
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "You help with the accounts."}]
    outcomes: list[Any] = []
    skipped = [0]
    real = gate_module._rules_out

    def counting(vault: SessionVault, texts: list[str], version: int) -> bool:
        out = real(vault, texts, version)
        skipped[0] += out
        return out

    async def run() -> None:
        for new, how in steps:
            if how == "drop" and len(msgs) > 2:
                del msgs[1]
            msgs.extend(_message(*m) for m in new)
            res = await g.prepare("s", {"model": "m", "messages": copy.deepcopy(msgs)})
            outcomes.append(
                (res.action, res.reason, res.body, res.spans, res.placeholders, res.vault_hits, backend.load("s"))
            )

    mp = pytest.MonkeyPatch()
    try:
        if gate_module._rules_out is real:
            mp.setattr(gate_module, "_rules_out", counting)
        asyncio.run(run())
    finally:
        mp.undo()
        g.close()
    return outcomes, skipped[0]


def _always_screened(steps: list[tuple[list[Any], str]], overlap: bool) -> list[Any]:
    """`_run` with the shortcut off: every unit behind is checked through its screen."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(gate_module, "_rules_out", lambda vault, texts, version: False)
        return _run(steps, overlap)[0]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(st.lists(STEP, min_size=2, max_size=6), st.booleans())
def test_skipping_screens_changes_no_output(steps: list[tuple[list[Any], str]], overlap: bool) -> None:
    got, _ = _run(steps, overlap)
    assert got == _always_screened(steps, overlap)


def test_the_shortcut_fires_and_a_later_value_is_still_masked_in_the_new_message() -> None:
    steps = [
        ([("tool", "Ilsabe Vorderwuelbecke, 860412339075", "text")], "append"),
        # the user's message brings a second Vorderwuelbecke: the surname alone in the history
        # becomes ambiguous (an entry of its own, created while the history is masked again)
        (
            [("user", "Quirin Vorderwuelbecke: +47 912 34 567", "text"), ("tool", "Henrike Solvangstad", "json")],
            "append",
        ),
        ([("tool", "VORDERWUELBECKE wrote to henrike-solvangstad", "text")], "append"),
    ]
    got, skipped = _run(steps, overlap=False)
    assert got == _always_screened(steps, overlap=False)
    assert skipped > 0  # some new message needed no screen
    last_body = got[-1][2]
    sent = json.dumps(last_body, ensure_ascii=False)
    for value in ("Vorderwuelbecke", "VORDERWUELBECKE", "Solvangstad", "solvangstad", "912 34 567", "860412339075"):
        assert value not in sent


@settings(max_examples=60, deadline=None)
@given(st.lists(TEXT, min_size=1, max_size=4), st.lists(st.sampled_from(sorted(RULES)), max_size=3))
def test_a_warmed_screen_is_the_cold_one_without_new_projections(texts: list[str], values: list[str]) -> None:
    def vault() -> SessionVault:
        v = SessionVault("s", InMemoryVaultBackend())
        for value in values:
            v.placeholder_for(value, RULES[value][0])
        return v

    cold, warm = vault(), vault()
    warm.warm_screen(texts)
    built: list[str] = []
    real = known_values.Projection.__init__

    def counting(self: known_values.Projection, text: str) -> None:
        built.append(text)
        real(self, text)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(known_values.Projection, "__init__", counting)
        warmed = warm.screen(texts)
        assert built == []
        assert warmed == cold.screen(texts)
