"""The single send path (`Pipeline.send`): one call row per upstream call, written before the
client sees the end of a stream; refusals; the SSE codec; the session table and spend ledger."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import aiohttp
import openai
import pytest

from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.policies import build_assigner
from edgeward.proxy.arms import Arms, assigned_arm, config_policy_errors, resolve_arm
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.exchange import ChatCall
from edgeward.proxy.pipeline import Pipeline
from edgeward.proxy.privacy.gates import GateProvider
from edgeward.proxy.sessions import SessionTable
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.spend import SpendLedger
from edgeward.proxy.sse import DONE, StreamRelay, encode, synthesize_chunks
from edgeward.proxy.store import CallRow, SessionRow, Store
from edgeward.proxy.upstreams.roles import build_roles

MSG = [{"role": "user", "content": "hi"}]


class NullDetector:
    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        return []


class BrokenDetector(NullDetector):
    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        raise RuntimeError("detector down")


class RecordingWriter:
    """A `ResponseWriter` that notes, when `[DONE]` is written, which call rows the store holds."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.started = False
        self.events: list[bytes] = []
        self.rows_at_done: list[CallRow] | None = None
        self.status: int | None = None

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
        self.status = status

    async def start_stream(self, headers: dict[str, str]) -> None:
        self.started, self.status = True, 200

    async def event(self, data: bytes) -> None:
        if data == DONE:  # what is committed now (no flush: a reader sees committed rows only)
            self.rows_at_done = self.store.calls()
        self.events.append(data)

    async def event_batch(self, data: list[bytes]) -> None:
        for d in data:
            await self.event(d)

    async def end(self) -> None:
        pass


@pytest.mark.parametrize("omit_usage", [False, True])
async def test_a_streamed_step_is_recorded_before_the_client_sees_done(tmp_path: Path, omit_usage: bool) -> None:
    async with FakeUpstream([{"content": "streamed answer", "omit_usage": omit_usage}]) as up:
        cfg = ProxyConfig.model_validate({"edge": {"model": "m", "api_base": up.url}})
        store = Store(tmp_path / "s.db")
        async with aiohttp.ClientSession() as http:
            pipe = Pipeline(cfg, store, build_roles(cfg, http, None), GateProvider(store, NullDetector))
            out = RecordingWriter(store)
            await pipe.handle(ChatCall({"messages": MSG, "stream": True}, "s-stream"), out)
            text = "".join(
                json.loads(e)["choices"][0]["delta"].get("content") or ""
                for e in out.events
                if e != DONE and json.loads(e).get("choices")
            )
            assert text == "streamed answer" and out.events[-1] == DONE
            # committed before [DONE], usage estimated or not (kill -9 after [DONE] loses nothing)
            assert out.rows_at_done is not None and [r.role for r in out.rows_at_done] == ["edge"]
            pipe.gates.close()
        store.flush()
        rows = store.calls("s-stream")
        assert [(r.role, r.status, r.purpose) for r in rows] == [("edge", "ok", "step")]
        assert rows[0].tokens_estimated is omit_usage and rows[0].completion_tokens > 0
        store.close()


def test_a_refused_step_without_an_edge_is_403_and_nothing_leaves(proxy_env) -> None:
    env = proxy_env(
        None, [{"content": "cloud"}], with_edge=False, detector=BrokenDetector, policy={"name": "cloud-only"}
    )
    c = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    with pytest.raises(openai.PermissionDeniedError) as e:
        c.chat.completions.create(model="x", messages=MSG, extra_headers={"x-edgeward-session": "refused"})
    assert e.value.status_code == 403 and "egress blocked" in str(e.value)
    assert env.cloud.chat_bodies() == []
    # no upstream call was made: the refusal is a row of its own, without tokens, and the
    # gate's verdict is audited with no body
    rows = env.calls("refused")
    assert [(r.role, r.status, r.http_status, r.prompt_tokens) for r in rows] == [("cloud", "blocked", 403, 0)]
    assert rows[0].decision["egress_action"] == "block" and "detector_error" in (rows[0].error or "")
    (eg,) = env.store.egress("refused")
    assert (eg.call_id, eg.action, eg.body, eg.reason) == (rows[0].id, "block", "", "detector_error: RuntimeError")


def test_a_refused_auxiliary_call_is_a_blocked_row_and_the_step_stays_on_the_edge(proxy_env) -> None:
    env = proxy_env(
        [{"content": "edge answer"}], [{"content": "1. plan"}], detector=BrokenDetector, policy={"name": "sketch"}
    )
    c = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    r = c.chat.completions.with_raw_response.create(
        model="x", messages=MSG, extra_headers={"x-edgeward-session": "aux-refused"}
    )
    assert r.headers["x-edgeward-route"] == "edge"
    rows = env.calls("aux-refused")
    assert [(x.role, x.status, x.http_status) for x in rows] == [("sketch", "blocked", 403), ("edge", "ok", 200)]
    assert "detector_error" in (rows[0].error or "") and env.cloud.chat_bodies() == []


# -- the SSE codec ---------------------------------------------------------------------------------------
def _chunk(**delta: Any) -> dict[str, Any]:
    return {
        "id": "c",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": delta, "finish_reason": None}],
    }


def test_relay_passes_bytes_through_and_strips_usage_the_client_did_not_ask_for() -> None:
    payload = b'{"id":"c","choices":[{"index":0,"delta":{"content":"h\\u00e9"}}]}'
    usage_only = encode({"id": "c", "choices": [], "usage": {"prompt_tokens": 3}})
    with_usage = encode({**_chunk(content="x"), "usage": {"prompt_tokens": 3}})
    assert StreamRelay(include_usage=False).feed(payload) is payload  # untouched bytes: the hot path
    assert StreamRelay(include_usage=False).feed(usage_only) is None
    assert "usage" not in json.loads(StreamRelay(include_usage=False).feed(with_usage) or b"{}")
    assert StreamRelay(include_usage=False).flush() == []
    # asked for: held, and sent once at the end as the one chunk with `choices: []`
    relay = StreamRelay(include_usage=True)
    assert relay.feed(usage_only) is None
    (last,) = relay.flush()
    assert json.loads(last)["choices"] == [] and json.loads(last)["usage"] == {"prompt_tokens": 3}


def test_relay_restores_through_its_restorer_and_flushes_what_it_held() -> None:
    class Upper:
        def feed(self, chunk: dict[str, Any]) -> dict[str, Any]:
            chunk["choices"][0]["delta"]["content"] = chunk["choices"][0]["delta"]["content"].upper()
            return chunk

        def flush(self) -> list[dict[str, Any]]:
            return [_chunk(content="held")]

    relay = StreamRelay(include_usage=False, restorer=Upper())
    assert json.loads(relay.feed(encode(_chunk(content="abc"))) or b"{}")["choices"][0]["delta"]["content"] == "ABC"
    assert relay.feed(encode({"id": "c", "choices": [], "usage": {"prompt_tokens": 1}})) is None
    assert [json.loads(b)["choices"][0]["delta"]["content"] for b in relay.flush()] == ["held"]


def test_synthesized_chunks_carry_the_whole_reply_in_order() -> None:
    resp = {
        "id": "r",
        "model": "m",
        "usage": {"prompt_tokens": 1, "completion_tokens": 2},
        "choices": [
            {
                "index": 0,
                "finish_reason": "tool_calls",
                "message": {
                    "role": "assistant",
                    "content": "x" * 70,
                    "tool_calls": [{"id": "t1", "type": "function", "function": {"name": "f", "arguments": "{}"}}],
                },
            }
        ],
    }
    chunks = synthesize_chunks(resp, include_usage=True)
    deltas = [c["choices"][0]["delta"] for c in chunks if c["choices"]]
    assert deltas[0] == {"role": "assistant", "content": ""}
    assert "".join(d.get("content", "") for d in deltas) == "x" * 70
    assert deltas[-2]["tool_calls"][0]["function"] == {"name": "f", "arguments": "{}"}
    assert chunks[-2]["choices"][0]["finish_reason"] == "tool_calls"
    assert chunks[-1] == {**chunks[-1], "choices": [], "usage": resp["usage"]}
    assert not any("usage" in c for c in synthesize_chunks(resp, include_usage=False))


# -- arms, sessions, spend -------------------------------------------------------------------------------
def _config(**over: Any) -> ProxyConfig:
    return ProxyConfig.model_validate(
        {
            "edge": {"model": "m", "api_base": "http://127.0.0.1:9/v1"},
            "cloud": {"model": "c", "api_base": "http://127.0.0.1:9/v1"},
            **over,
        }
    )


def test_ab_is_an_assigner_whose_arm_keeps_the_requested_egress_mode() -> None:
    cfg = _config(arms={"split": {"policy": "ab", "params": {"arms": {"cloud-only": 1}}}})
    parent = resolve_arm(cfg, "split+block")
    assert parent.assigns and parent.privacy.egress == "block"
    arm = assigned_arm(cfg, parent, "any-session")
    assert (arm.name, arm.policy, arm.privacy.egress, arm.assigns) == ("cloud-only+block", "cloud-only", "block", False)
    assert build_assigner("ab", {"arms": {"a": 1, "b": 1}}).arm_names() == ["a", "b"]
    bad = _config(
        arms={
            "loop": {"policy": "ab", "params": {"arms": {"split": 1}}},
            "split": {"policy": "ab", "params": {"arms": {"edge-only": 1}}},
        }
    )
    assert (
        "arms.loop",
        "ab arm 'split' runs the ab policy itself (sessions are assigned once)",
    ) in config_policy_errors(bad)


def test_session_table_fixes_the_arm_and_rebuilds_an_evicted_session_from_its_row(tmp_path: Path) -> None:
    store = Store(tmp_path / "t.db")
    spend = SpendLedger(store)
    table = SessionTable(Arms(_config()), store, spend, max_sessions=1)
    first = table.get(ChatCall({"messages": MSG}, "s1", policy_name="cloud-only+mask"))
    assert (first.arm.name, first.arm.privacy.egress) == ("cloud-only+mask", "mask")
    assert table.get(ChatCall({"messages": MSG}, "s1", policy_name="edge-only")) is first  # fixed
    table.get(ChatCall({"messages": MSG}, "s2"))  # evicts s1 (max_sessions=1)
    assert len(table) == 1
    store.flush()
    again = table.get(ChatCall({"messages": MSG}, "s1", policy_name="edge-only"))
    assert again is not first and again.arm.name == "cloud-only+mask"  # the stored arm wins
    store.close()


def test_spend_ledger_reads_earlier_rows_once_and_counts_new_ones(tmp_path: Path) -> None:
    store = Store(tmp_path / "sp.db")
    store.upsert_session(SessionRow("s", "cloud-only", "cloud-only", None, "proxy", 1.0))
    row = CallRow(
        id="old",
        session="s",
        step=1,
        role="cloud",
        purpose="step",
        model="c",
        stand_in=False,
        prompt_tokens=1,
        cached_tokens=0,
        completion_tokens=1,
        tokens_estimated=False,
        latency_ms=1.0,
        ttft_ms=None,
        usd=0.25,
        edge_flops=0.0,
        status="ok",
        http_status=200,
        error=None,
        decision={},
        created=1.0,
    )
    store.record_call(row)
    store.flush()
    ledger = SpendLedger(store)  # a restart: the old row is before this process
    ledger.open("s")
    ledger.add("s", 0.5, created=ledger.started + 1)
    assert ledger.session("s") == pytest.approx(0.75)
    ledger.add("s", 0.25, created=ledger.started + 2)
    assert ledger.session("s") == pytest.approx(1.0)  # the prior sum is not read twice
    assert ledger.today() == pytest.approx(0.75)  # the old row is from 1970, not today
    store.close()


def test_a_misspelt_egress_suffix_names_the_valid_ones() -> None:
    cfg = _config()
    with pytest.raises(ProxyError) as e:
        resolve_arm(cfg, "cloud-only+maskk")
    assert "+allow, +mask, +block" in str(e.value.message) and "+maskk" in str(e.value.message)
    with pytest.raises(ProxyError) as e2:
        resolve_arm(cfg, "no-such-policy")
    assert "egress suffix" not in str(e2.value.message)
