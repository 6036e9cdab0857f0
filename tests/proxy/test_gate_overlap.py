"""Issue 12, overlap: with a scan backend (the worker-process pool), the gate starts the scan,
then does the masking's work that needs no span while the worker runs (`EgressGate._prefetch`:
the cached messages' screens, the known-value searches of the new strings, `SessionVault.warm`).
Only caches are filled, so every output must be exactly the sequential gate's: masked bodies,
span records, vault-hit counts, vault entries with their numbers and order."""

from __future__ import annotations

import asyncio
import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import KnownValueMatcher
from edgeward.detectors.spans import Span
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault, VaultRegistry, mask_json_text

# invented values; each is found by the fake scan only in messages of one role, so it enters the
# vault late and must then be masked in the history too (as written, respelled, as a surname,
# as digits, as a JSON number)
RULES = {
    "Orsolya Brenninkmeyer": ("PERSON", "tool"),
    "Tadeusz Brenninkmeyer": ("PERSON", "user"),
    "Maria Quellenhof": ("PERSON", "tool"),
    "orsolya.b@lakeside.example": ("EMAIL_ADDRESS", "tool"),
    "415-555-0132": ("PHONE_NUMBER", "user"),
    "773100459912": ("BANK_ACCOUNT", "tool"),
}
FRAGMENTS = [
    *RULES,
    "ORSOLYA BRENNINKMEYER",
    "maria-quellenhof",
    "Brenninkmeyer",
    "Quellenhof",
    "Tadeusz",
    "(415) 555 0132",
    "7731 0045 9912",
    "[PERSON_1]",
    "2024-04-01",
    "Lakeside",
]
_SEP = [" ", ", ", "\n", " and ", ": "]
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
    """A `ScanBackend` that finds each value of `RULES` as written in the messages of its role,
    yielding to the event loop first (as a worker process does), and notes, when it answers,
    whether the gate had searched the step's new tool texts by then (`warmed`)."""

    def __init__(self) -> None:
        self.vault: SessionVault | None = None
        self.warmed: list[bool] = []

    async def scan(self, session: str, body: dict[str, Any], budget_s: float) -> tuple[list[Any], list[Any]]:
        for _ in range(3):
            await asyncio.sleep(0)
        out: list[Any] = []
        news = []
        for i, m in enumerate(body.get("messages", [])):
            if not m:
                continue  # a cached message, blanked
            role = m.get("role")
            c = m.get("content")
            if isinstance(c, str):
                out.extend((("messages", i, "content"), sp) for sp in _spans_in(c, role))
                news.append(c)
            for k, call in enumerate(m.get("tool_calls") or []):
                args = call["function"]["arguments"]
                out.extend(
                    (("messages", i, "tool_calls", k, "function", "arguments"), sp) for sp in _spans_in(args, role)
                )
        news = [t for t in news if t and not t.startswith("[")]  # plain text (JSON is warmed by its literals)
        if self.vault is not None and len(self.vault) and news:  # an empty vault searches nothing
            self.warmed.append(all(self.vault._matcher.cached_projection(t) is not None for t in news))
        return out, []


def _message(role: str, text: str, shape: str) -> dict[str, Any]:
    if shape == "call" and role == "assistant":
        args = json.dumps({"q": text, "nested": json.dumps({"w": text}), "n": 773100459912})
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c", "type": "function", "function": {"name": "f", "arguments": args}}],
        }
    if shape == "json":
        return {"role": role, "content": json.dumps([{"note": text, "who": text.split(",")[0]}, {"n": 4155550132}])}
    return {"role": role, "content": text}


def _gate(backend: InMemoryVaultBackend, overlap: bool) -> tuple[EgressGate, RoleScan]:
    scan = RoleScan()
    g = EgressGate(
        RoleScanDetector(),
        backend,
        PrivacyConfig(egress="mask"),
        vaults=VaultRegistry(backend),
        scan=scan,
        overlap=overlap,
    )
    return g, scan


class RoleScanDetector:
    """Never called: the gate scans through its `ScanBackend`."""

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        raise AssertionError("the scan backend scans")


def _outcome(res: Any, backend: InMemoryVaultBackend) -> Any:
    return (res.action, res.reason, res.body, res.spans, res.placeholders, res.vault_hits, backend.load("s"))


def _compare(steps: list[tuple[list[Any], str]]) -> list[bool]:
    """Run `steps` through a sequential and an overlapped gate, asserting equal outcomes at
    each; returns the overlapped scan's `warmed` notes."""
    seq_backend, ovl_backend = InMemoryVaultBackend(), InMemoryVaultBackend()
    seq, _ = _gate(seq_backend, overlap=False)
    ovl, ovl_scan = _gate(ovl_backend, overlap=True)
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "You help with the accounts."}]

    async def run() -> None:
        ovl_scan.vault = ovl.vault("s")
        for new, how in steps:
            if how == "drop" and len(msgs) > 2:
                del msgs[1]
            msgs.extend(_message(*m) for m in new)
            body = {"model": "m", "messages": copy.deepcopy(msgs)}
            a = await seq.prepare("s", body)
            b = await ovl.prepare("s", copy.deepcopy(body))
            assert _outcome(b, ovl_backend) == _outcome(a, seq_backend)

    asyncio.run(run())
    seq.close()
    ovl.close()
    return ovl_scan.warmed


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(st.lists(STEP, min_size=2, max_size=6))
def test_overlapped_steps_equal_the_sequential_gate(steps: list[tuple[list[Any], str]]) -> None:
    # and the prefetch ran while the scan was pending: the new plain texts were searched by then
    assert all(_compare(steps))


def test_the_new_texts_are_searched_while_the_scan_runs() -> None:
    steps = [
        ([("tool", "Orsolya Brenninkmeyer, 773100459912", "text")], "append"),
        (
            [("user", "ORSOLYA BRENNINKMEYER and Tadeusz Brenninkmeyer", "text"), ("tool", "Maria Quellenhof", "json")],
            "append",
        ),
        ([("assistant", "Brenninkmeyer: 7731 0045 9912", "call"), ("tool", "maria-quellenhof\n", "text")], "append"),
    ]
    assert _compare(steps) == [True, True]  # steps 2 and 3 (step 1: the vault was empty)


def test_a_failing_scan_still_blocks_and_a_cancelled_step_cancels_its_scan() -> None:
    class Failing:
        async def scan(self, session: str, body: dict[str, Any], budget_s: float) -> Any:
            await asyncio.sleep(0)
            raise TimeoutError

    class Stuck:
        cancelled = False

        async def scan(self, session: str, body: dict[str, Any], budget_s: float) -> Any:
            try:
                await asyncio.sleep(60)
            except asyncio.CancelledError:
                Stuck.cancelled = True
                raise

    body = {"model": "m", "messages": [{"role": "tool", "content": "Maria Quellenhof"}]}

    async def run() -> None:
        backend = InMemoryVaultBackend()
        failing = EgressGate(RoleScanDetector(), backend, PrivacyConfig(egress="mask"), scan=Failing())
        assert failing.overlap  # on by default with a scan backend
        res = await failing.prepare("s", body)
        assert res.action == "block" and res.reason == "detector_error: TimeoutError"
        stuck = EgressGate(RoleScanDetector(), backend, PrivacyConfig(egress="mask"), scan=Stuck())
        step = asyncio.ensure_future(stuck.prepare("s2", body))
        await asyncio.sleep(0.05)
        step.cancel()
        with pytest.raises(asyncio.CancelledError):
            await step
        assert Stuck.cancelled

    asyncio.run(run())


def _vault(values: list[tuple[str, str]]) -> SessionVault:
    v = SessionVault("s", InMemoryVaultBackend())
    for value, etype in values:
        v.placeholder_for(value, etype)
    return v


KNOWN = [(v, t) for v, (t, _) in RULES.items()] + [("Lakeside", "LOCATION")]


def test_a_warmed_json_text_is_masked_without_a_whole_vault_search(monkeypatch: pytest.MonkeyPatch) -> None:
    # known values only (a JSON number too), none an ambiguous name part (its own entry: a
    # later round searches again)
    raw = json.dumps(
        [
            {"name": "ORSOLYA BRENNINKMEYER", "phone": "(415) 555 0132", "acct": 773100459912, "n": 12},
            {"note": json.dumps({"w": "maria-quellenhof at Lakeside"}), "who": "Tadeusz"},
        ]
    )
    cold, warm = _vault(KNOWN), _vault(KNOWN)
    warm.warm(raw)
    searches: list[int] = []
    real = KnownValueMatcher._search

    def counting(self: KnownValueMatcher, text: str, projection: Any, min_order: int) -> Any:
        if min_order == 0:
            searches.append(len(text))
        return real(self, text, projection, min_order)

    monkeypatch.setattr(KnownValueMatcher, "_search", counting)
    out = mask_json_text(raw, warm)
    assert searches == []  # every search of the masking was warmed
    assert out == mask_json_text(raw, cold) and searches  # the cold vault had to search
    assert out is not None and "BRENNINKMEYER" not in out and "773100459912" not in out and "Lakeside" not in out


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.tuples(TEXT, st.sampled_from(["json", "nested", "plain"]), st.booleans()), min_size=1, max_size=4),
    st.lists(st.sampled_from(sorted(RULES)), max_size=3),
)
def test_warming_changes_no_masking(texts: list[tuple[str, str, bool]], later: list[str]) -> None:
    """A vault warmed with texts, then given more entries (as other requests of the session may
    add while a scan runs), masks them exactly as one never warmed: the same outputs, the same
    entries."""
    cold, warm = _vault(KNOWN[:3]), _vault(KNOWN[:3])
    raws = []
    for text, shape, spanned in texts:
        raw = {
            "json": json.dumps({"t": text, "n": 4155550132}),
            "nested": json.dumps([{"a": json.dumps({"b": text})}, 773100459912]),
            "plain": text,
        }[shape]
        raws.append((raw, _spans_in(raw, "tool") if spanned else []))
        warm.warm(raw)
    for value in later:
        for v in (cold, warm):
            v.placeholder_for(value, RULES[value][0])
    for raw, spans in raws:
        a = mask_json_text(raw, cold, spans) if raw.startswith(("{", "[")) else None
        b = mask_json_text(raw, warm, spans) if raw.startswith(("{", "[")) else None
        assert a == b
        assert cold.mask_text(raw, spans) == warm.mask_text(raw, spans)
    assert [(e.placeholder, e.value) for e in cold.entries] == [(e.placeholder, e.value) for e in warm.entries]
