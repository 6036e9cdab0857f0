"""Contextual detector on the edge (privacy.detector.llm: edge): answer parsing, verbatim-only
spans, caching and batching, fail-closed behaviour in the gate, and the recorded edge call
through the proxy with a fake edge over real HTTP."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest

from edgeward.detectors.llm import SYSTEM_PROMPT, LLMDetector, LLMDetectorError, parse_answer
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry


class NullDetector:
    """A detector that finds nothing: only the contextual detector's spans count here."""

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        return []

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return []


def reply(content: str) -> dict[str, Any]:
    return {"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]}


class FakeEdge:
    """An in-process ChatCompletion: answers with `answer(user_text)`, counts calls."""

    def __init__(self, answer: Any, delay: float = 0.0) -> None:
        self.answer, self.delay, self.bodies = answer, delay, []

    async def __call__(self, session: str, body: dict) -> dict:
        self.bodies.append(body)
        if self.delay:
            await asyncio.sleep(self.delay)
        return reply(self.answer(body["messages"][-1]["content"]))


def spans_answer(*values: str) -> Any:
    return lambda text: json.dumps({"spans": [{"text": v, "type": "health"} for v in values]})


# -- parsing ----------------------------------------------------------------------------------
def test_parse_answer_accepts_the_documented_shapes():
    want = [("type 2 diabetes", "HEALTH")]
    assert parse_answer('{"spans": [{"text": "type 2 diabetes", "type": "health"}]}') == want
    assert parse_answer('```json\n{"spans": [{"text": "type 2 diabetes", "type": "Health"}]}\n```') == want
    assert parse_answer('Here: [{"text": "type 2 diabetes", "type": "health"}] done') == want
    assert parse_answer('{"spans": ["Bob"]}') == [("Bob", "SENSITIVE")]
    assert parse_answer('{"spans": []}') == []


@pytest.mark.parametrize(
    "bad", ["", "no json here", '{"items": []}', '{"spans": [42]}', '{"spans": "x"}', '{"spans": [{"type": "PERSON"}]}']
)
def test_malformed_answers_raise(bad):
    with pytest.raises(LLMDetectorError):
        parse_answer(bad)


async def test_spans_are_kept_only_when_verbatim_and_every_occurrence_is_reported():
    edge = FakeEdge(spans_answer("type 2 diabetes", "invented value"))
    det = LLMDetector(edge)
    (spans,) = await det.scan_texts("s", ["Ana has type 2 diabetes; type 2 diabetes since 2019."])
    assert [(s.start, s.end, s.entity_type, s.text) for s in spans] == [
        (8, 23, "HEALTH", "type 2 diabetes"),
        (25, 40, "HEALTH", "type 2 diabetes"),
    ]


async def test_each_text_is_asked_about_once_and_new_texts_are_batched():
    edge = FakeEdge(spans_answer("burnout"))
    det = LLMDetector(edge, max_chars=1000)
    texts = ["sick leave: burnout", "another note", "x" * 10]
    await det.scan_texts("s", texts)
    assert len(edge.bodies) == 1  # three new texts, one call
    assert edge.bodies[0]["messages"][0]["content"] == SYSTEM_PROMPT
    again = await det.scan_texts("s", texts + ["a new one about burnout"])
    assert len(edge.bodies) == 2 and "sick leave" not in edge.bodies[1]["messages"][1]["content"]
    assert [len(x) for x in again] == [1, 0, 0, 1]
    long = "\n".join(f"line {i} of a long tool result" for i in range(200))
    await det.scan_texts("s", [long])
    assert len(edge.bodies) > 3  # a text longer than max_chars is sent in pieces
    assert all(len(b["messages"][1]["content"]) <= 1000 for b in edge.bodies)


# -- the gate fails closed --------------------------------------------------------------------
def gate_with(edge: Any, timeout: float = 5.0) -> EgressGate:
    backend = InMemoryVaultBackend()
    return EgressGate(
        NullDetector(),
        backend,
        PrivacyConfig(egress="mask"),
        vaults=VaultRegistry(backend),
        llm=LLMDetector(edge, timeout_s=timeout),
    )


BODY = {"model": "m", "messages": [{"role": "user", "content": "Leave reason: chronic migraine (Ana Ruiz)."}]}


async def test_gate_masks_what_the_edge_lists_and_everywhere_it_recurs():
    res = await gate_with(FakeEdge(spans_answer("chronic migraine"))).prepare(
        "s", {**BODY, "messages": BODY["messages"] + [{"role": "assistant", "content": "Chronic-Migraine noted"}]}
    )
    assert res.action == "mask"
    sent = json.dumps(res.body).lower()
    assert "migraine" not in sent and res.body["messages"][0]["content"] == "Leave reason: [HEALTH_1] (Ana Ruiz)."


@pytest.mark.parametrize(
    "edge",
    [
        FakeEdge(lambda t: "I think the name is Ana"),  # not JSON
        FakeEdge(lambda t: '{"spans": [{"type": "PERSON"}]}'),  # wrong shape
        FakeEdge(spans_answer("x"), delay=2.0),  # too slow
    ],
)
async def test_gate_blocks_on_a_malformed_or_late_answer(edge):
    res = await gate_with(edge, timeout=0.3).prepare("s", BODY)
    assert res.action == "block" and res.body is None and res.reason == "detector_error: LLMDetectorError"


async def test_gate_blocks_when_the_edge_call_raises():
    async def broken(session: str, body: dict) -> dict:
        raise ConnectionError("edge down")

    res = await gate_with(broken).prepare("s", BODY)
    assert res.action == "block" and res.reason == "detector_error: LLMDetectorError"


# -- through the proxy, with a fake edge over real HTTP ---------------------------------------
EDGE_SCRIPT = [
    {
        "match": {"contains": "sensitive-span finder"},
        "content": json.dumps({"spans": [{"text": "chronic migraine", "type": "HEALTH"}]}),
    },
    {"content": "edge answer"},
]
LLM_CFG = {
    "privacy": {"egress": "mask", "detector": {"llm": "edge", "llm_timeout_s": 5}},
    "policy": {"name": "cloud-only"},
}


def chat(url: str, content: str, session: str = "llm-1") -> httpx.Response:
    return httpx.post(
        url + "/chat/completions",
        json={"model": "x", "messages": [{"role": "user", "content": content}]},
        headers={"x-edgeward-session": session},
        timeout=30,
    )


def test_proxy_records_the_detector_call_on_the_edge_and_masks_the_cloud_body(proxy_env):
    env = proxy_env(EDGE_SCRIPT, [{"content": "Noted [HEALTH_1]."}], **LLM_CFG)
    r = chat(env.url, "Leave reason: chronic migraine.")
    assert r.status_code == 200 and r.headers["x-edgeward-route"] == "cloud"
    assert r.json()["choices"][0]["message"]["content"] == "Noted chronic migraine."
    cloud_bodies = [q["body"] for q in env.cloud.requests if q["path"].endswith("/chat/completions")]
    assert cloud_bodies and all("migraine" not in json.dumps(b) for b in cloud_bodies)
    edge_bodies = [q["body"] for q in env.edge.requests if q["path"].endswith("/chat/completions")]
    assert len(edge_bodies) == 1 and "chronic migraine" in json.dumps(edge_bodies[0])
    rows = env.calls("llm-1")
    det = [c for c in rows if c.role == "detector"]
    assert len(det) == 1 and det[0].purpose == "detector" and det[0].status == "ok"
    assert det[0].prompt_tokens > 0 and det[0].edge_flops > 0 and det[0].usd == 0
    assert det[0].step == [c for c in rows if c.role == "cloud"][0].step
    # the same message again: no new detector call (cached), still masked
    chat(env.url, "Leave reason: chronic migraine.")
    assert len([c for c in env.calls("llm-1") if c.role == "detector"]) == 1


def test_proxy_keeps_the_step_on_the_edge_when_the_detector_answer_is_malformed(proxy_env):
    env = proxy_env(
        [{"match": {"contains": "sensitive-span finder"}, "content": "sorry, no JSON"}, {"content": "edge answer"}],
        [{"content": "cloud answer"}],
        **LLM_CFG,
    )
    r = chat(env.url, "Leave reason: chronic migraine.", session="llm-2")
    assert r.status_code == 200 and r.headers["x-edgeward-route"] == "edge"
    assert r.json()["choices"][0]["message"]["content"] == "edge answer"
    assert not [q for q in env.cloud.requests if q["path"].endswith("/chat/completions")]


def test_proxy_without_an_edge_refuses_with_403(proxy_env):
    env = proxy_env(None, [{"content": "cloud answer"}], with_edge=False, **LLM_CFG)
    r = chat(env.url, "Leave reason: chronic migraine.", session="llm-3")
    assert r.status_code == 403 and r.json()["error"]["code"] == "egress_blocked"
    assert not [q for q in env.cloud.requests if q["path"].endswith("/chat/completions")]
