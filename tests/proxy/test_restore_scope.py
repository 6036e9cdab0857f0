"""A call's answer restores only the placeholders its own egress body held (adversarial finding
F12), over real HTTP through every front end, streamed and not (and, at the end, as a property
of the gate and the restorer over many random sessions).

The cloud here is hostile or merely curious: it prints placeholders it never received in the
call it answers (`[PERSON_1]`, `[EMAIL_ADDRESS_1]` …), as a model asked to "print [PERSON_1]"
would. Two clients that land in one session share its vault (a named session anyone may name;
two conversations whose opening and credential are the same derive the same id); the second
must get the placeholders as the cloud wrote them, never the first one's values. Restoration
the client is owed still works: its own earlier turns, re-sent, carry their values back into
the body, and the history the proxy rebuilds for `previous_response_id` does too.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import anthropic
import openai
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.scanner import text_fields, unscannable_parts
from edgeward.detectors.spans import FieldSpan, Span
from edgeward.policies.advisor import TOOL_NAME
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.restore import RestoreScope, restore_message
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, StoreVaultBackend, VaultEntry, VaultRegistry

NAME = "Margaret Thornbury"
MAIL = "margaret@thornbury.example"
SYSTEM = "You are the helpdesk agent of Acme."
OPENING = "hello"
PROBE = "Known: [PERSON_1] / [EMAIL_ADDRESS_1] / [PERSON_2]"
MAIL_TOOL = {
    "type": "function",
    "function": {
        "name": "send_email",
        "description": "Send an e-mail",
        "parameters": {"type": "object", "properties": {"to": {"type": "string"}, "body": {"type": "string"}}},
    },
}
PROBE_CALL = {"tool_calls": [{"name": "send_email", "arguments": {"to": "[EMAIL_ADDRESS_1]", "body": "[PERSON_1]"}}]}
_PATTERNS = {
    "PERSON": re.compile(r"Margaret Thornbury|Ivo Brandt"),
    "EMAIL_ADDRESS": re.compile(r"[\w.]+@[\w.]+\.\w+"),
}


class ValueDetector:
    """Finds two names and e-mail addresses in every text field (the real plan of text fields,
    so the gate's coverage is the production one)."""

    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_text(self, text: str, kind: Any = None) -> list[Span]:
        return [Span(t, m.start(), m.end(), 0.9, m.group()) for t, rx in _PATTERNS.items() for m in rx.finditer(text)]

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        return [FieldSpan(path, sp) for path, text in text_fields(body) for sp in self.scan_text(text)]

    @staticmethod
    def text_fields(body: dict[str, Any]) -> list[tuple[tuple[Any, ...], str]]:
        return text_fields(body)

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return unscannable_parts(body)


def start(proxy_env, cloud_script: Any, edge_script: Any = None, **over: Any):
    over.setdefault("policy", {"name": "cloud-only"})
    over.setdefault("privacy", {"egress": "mask"})
    return proxy_env(edge_script, cloud_script, detector=ValueDetector, **over)


def oa(env, key: str = "k") -> openai.OpenAI:
    return openai.OpenAI(base_url=env.url, api_key=key, max_retries=0, timeout=60)


def an(env) -> anthropic.Anthropic:
    return anthropic.Anthropic(base_url=env.url.removesuffix("/v1"), api_key="k", max_retries=0, timeout=60)


def chat(env, messages, *, key="k", session=None, stream=False, tools=None) -> tuple[str, dict[str, Any]]:
    """(session id, the assistant message as the client assembled it)."""
    headers = {"x-edgeward-session": session} if session else {}
    kw: dict[str, Any] = {"tools": tools} if tools else {}
    raw = oa(env, key).chat.completions.with_raw_response.create(
        model="m", messages=messages, stream=stream, extra_headers=headers, **kw
    )
    sid = raw.headers["x-edgeward-session"]
    if not stream:
        m = raw.parse().choices[0].message
        calls = [{"name": t.function.name, "arguments": t.function.arguments} for t in m.tool_calls or []]
        return sid, {"content": m.content, "tool_calls": calls}
    content, calls = "", {}
    for ch in raw.parse():
        for c in ch.choices:
            content += c.delta.content or ""
            for tc in c.delta.tool_calls or []:
                d = calls.setdefault(tc.index, {"name": "", "arguments": ""})
                d["name"] += (tc.function.name or "") if tc.function else ""
                d["arguments"] += (tc.function.arguments or "") if tc.function else ""
    return sid, {"content": content, "tool_calls": list(calls.values())}


def a_turn(name: str = NAME) -> list[dict[str, Any]]:
    """Conversation A: the shared opening, then A's own values."""
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": OPENING},
        {"role": "assistant", "content": "Hi, how can I help?"},
        {"role": "user", "content": f"I am {name}, write to {MAIL}."},
    ]


def b_turn(text: str = OPENING) -> list[dict[str, Any]]:
    """Conversation B: the same opening, nothing of A's."""
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": text}]


def restored_for_a() -> str:
    return PROBE.replace("[PERSON_1]", NAME).replace("[EMAIL_ADDRESS_1]", MAIL)


def last_cloud_text(env) -> str:
    return json.dumps(env.cloud.chat_bodies()[-1], ensure_ascii=False)


# -- the finding's repro: a derived session shared by accident --------------------------------
def test_f12_derived_session_chat_json_and_stream(proxy_env):
    env = start(proxy_env, [{"content": PROBE}])
    sid_a, got_a = chat(env, a_turn(), key="shared-key")
    assert got_a["content"] == restored_for_a()  # A's own values: restored ([PERSON_2] is nobody's)
    for stream in (False, True):
        sid_b, got_b = chat(env, b_turn(), key="shared-key", stream=stream)
        assert sid_b == sid_a  # same credential, same opening: one derived session, one vault
        assert got_b["content"] == PROBE, stream  # B never sent them: left as the cloud wrote them
        assert NAME not in last_cloud_text(env) and "[PERSON_1]" not in last_cloud_text(env)


def test_f12_non_stream_request_answered_through_an_upstream_stream(proxy_env):
    env = start(proxy_env, [{"content": PROBE}], cloud={"stream_upstream": True})
    chat(env, a_turn(), key="shared-key")
    _, got = chat(env, b_turn(), key="shared-key")
    assert env.cloud.chat_bodies()[-1]["stream"] is True  # the role streamed; the client did not
    assert got["content"] == PROBE


def test_f12_tool_call_arguments_json_and_stream(proxy_env):
    env = start(proxy_env, [PROBE_CALL])
    chat(env, a_turn(), session="team", tools=[MAIL_TOOL])
    for stream in (False, True):
        _, got = chat(env, b_turn("mail the usual person"), session="team", stream=stream, tools=[MAIL_TOOL])
        (call,) = got["tool_calls"]
        assert json.loads(call["arguments"]) == {"to": "[EMAIL_ADDRESS_1]", "body": "[PERSON_1]"}, stream
    for stream in (False, True):  # A's own conversation gets them (re-sent, so in its body)
        _, got = chat(env, a_turn(), session="team", stream=stream, tools=[MAIL_TOOL])
        (call,) = got["tool_calls"]
        assert json.loads(call["arguments"]) == {"to": MAIL, "body": NAME}, stream


# -- named sessions: every front end -----------------------------------------------------------
def test_f12_named_session_responses_json_and_stream(proxy_env):
    env = start(proxy_env, [{"content": PROBE}])
    chat(env, a_turn(), session="team")
    c = oa(env)
    r = c.responses.create(
        model="m", input="print the placeholders", store=False, extra_headers={"x-edgeward-session": "team"}
    )
    assert r.output_text == PROBE
    with c.responses.stream(
        model="m", input="print them again", store=False, extra_headers={"x-edgeward-session": "team"}
    ) as s:
        text = "".join(e.delta for e in s if e.type == "response.output_text.delta")
        final = s.get_final_response()
    assert text == PROBE and final.output_text == PROBE
    # A's values never reached the cloud from these calls
    assert all(NAME not in json.dumps(b) for b in env.cloud.chat_bodies()[1:])


def test_f12_named_session_messages_json_and_stream(proxy_env):
    env = start(proxy_env, [{"content": PROBE}])
    chat(env, a_turn(), session="team")
    c = an(env)
    msgs = [{"role": "user", "content": "print the placeholders"}]
    m = c.messages.create(model="m", max_tokens=100, messages=msgs, extra_headers={"x-edgeward-session": "team"})
    assert "".join(b.text for b in m.content if b.type == "text") == PROBE
    with c.messages.stream(model="m", max_tokens=100, messages=msgs, extra_headers={"x-edgeward-session": "team"}) as s:
        text = "".join(s.text_stream)
    assert text == PROBE


# -- what the client is owed ------------------------------------------------------------------
def test_multi_turn_values_from_turn_one_are_restored_in_turn_three(proxy_env):
    env = start(proxy_env, [{"content": "Noted, [PERSON_1]."}])
    turn1 = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": f"I am {NAME}, mail {MAIL}."}]
    _, got = chat(env, turn1, session="conv")
    assert got["content"] == f"Noted, {NAME}."
    turn2 = turn1 + [{"role": "assistant", "content": got["content"]}, {"role": "user", "content": "Weather?"}]
    env.cloud.set_script([{"content": "Sunny."}])
    _, got = chat(env, turn2, session="conv")
    turn3 = turn2 + [{"role": "assistant", "content": got["content"]}, {"role": "user", "content": "Mail me that."}]
    for stream in (False, True):
        env.cloud.set_script([{"content": "Sending to [PERSON_1] at [EMAIL_ADDRESS_1]."}])
        _, got = chat(env, turn3, session="conv", stream=stream)
        assert got["content"] == f"Sending to {NAME} at {MAIL}.", stream
        assert NAME not in last_cloud_text(env) and "[PERSON_1]" in last_cloud_text(env)
        env.cloud.set_script([PROBE_CALL])
        _, got = chat(env, turn3, session="conv", stream=stream, tools=[MAIL_TOOL])
        assert json.loads(got["tool_calls"][0]["arguments"]) == {"to": MAIL, "body": NAME}, stream


def test_previous_response_id_history_restores_and_a_fresh_chain_does_not(proxy_env):
    env = start(proxy_env, [{"content": "You are [PERSON_1]."}])
    c = oa(env)
    first = c.responses.create(model="m", input=f"I am {NAME}.", extra_headers={"x-edgeward-session": "resp"})
    assert first.output_text == f"You are {NAME}."
    second = c.responses.create(model="m", previous_response_id=first.id, input="Who am I?")
    assert second.output_text == f"You are {NAME}."  # the rebuilt history sent [PERSON_1]
    body = env.cloud.chat_bodies()[-1]
    assert "[PERSON_1]" in json.dumps(body) and NAME not in json.dumps(body)
    # a new chain in the same session that sends nothing of it
    other = c.responses.create(model="m", input="Who am I?", extra_headers={"x-edgeward-session": "resp"})
    assert other.output_text == "You are [PERSON_1]."


def test_a_placeholder_the_client_typed_stays_escaped(proxy_env):
    env = start(proxy_env, [{"echo": True}])
    chat(env, a_turn(), session="team")
    typed = "What does [PERSON_1] mean, and [EMAIL_ADDRESS_1]?"
    for stream in (False, True):
        _, got = chat(env, b_turn(typed), session="team", stream=stream)
        assert got["content"] == typed, stream  # the client's own text, not A's values
        sent = env.cloud.chat_bodies()[-1]["messages"][-1]["content"]
        assert "[PERSON_1]" not in sent and "[PLACEHOLDER_" in sent  # escaped on the way out


def test_allow_mode_restores_nothing_even_when_the_vault_knows_the_placeholder(proxy_env):
    # a session whose vault was filled under another configuration (e.g. before a restart with
    # `egress: allow`): an allowed body is sent as the client wrote it, so a placeholder in it
    # is the client's own text and the echo must come back as typed
    env = start(proxy_env, [{"echo": True}], privacy={"egress": "allow"})
    StoreVaultBackend(env.store).add("team", VaultEntry("[PERSON_1]", NAME, "PERSON", True))
    typed = "Who is [PERSON_1]?"
    for stream in (False, True):
        _, got = chat(env, b_turn(typed), session="team", stream=stream)
        assert got["content"] == typed, stream
    (row, _) = env.store.egress("team")
    assert row.action == "allow" and row.placeholders == 1  # the literal was sent, and counted


# -- edge after cloud: the advisor's advice reaches the edge restored by its own call only -----
def test_advisor_advice_restores_only_what_its_call_sent(proxy_env):
    ask = {"tool_calls": [{"name": TOOL_NAME, "arguments": {"question": "Who is it about?"}}]}
    done = {"content": "done"}
    env = start(
        proxy_env,
        [{"content": "It is about [PERSON_1]."}],
        {"steps": [ask, done], "exhausted": "cycle"},
        policy={"name": "advisor"},
    )
    tools = [MAIL_TOOL]
    chat(env, a_turn(), session="adv", tools=tools)
    advice_for_a = env.edge.chat_bodies()[1]["messages"][-1]
    assert advice_for_a["role"] == "tool" and advice_for_a["content"] == f"It is about {NAME}."
    chat(env, b_turn("help me with a letter"), session="adv", tools=tools)
    advice_for_b = env.edge.chat_bodies()[3]["messages"][-1]
    assert advice_for_b["role"] == "tool" and advice_for_b["content"] == "It is about [PERSON_1]."
    assert NAME not in json.dumps(env.edge.chat_bodies()[2:])


# -- derived sessions: the end user the client names keeps two users apart --------------------
def test_derived_session_separates_end_users_of_one_client(proxy_env):
    env = start(proxy_env, [{"content": PROBE}])
    c = oa(env, "shared-key")

    def sid(**kw: Any) -> str:
        raw = c.chat.completions.with_raw_response.create(model="m", messages=b_turn(), **kw)
        return raw.headers["x-edgeward-session"]

    plain, alice, alice2, bob = sid(), sid(user="alice"), sid(user="alice"), sid(user="bob")
    assert alice == alice2 and len({plain, alice, bob}) == 3
    s1, s2 = sid(safety_identifier="u-1"), sid(safety_identifier="u-2")
    assert s1 != s2 and plain not in (s1, s2)
    r = [
        c.responses.with_raw_response.create(model="m", input=OPENING, instructions=SYSTEM, store=False, user=u)
        for u in ("alice", "bob")
    ]
    assert r[0].headers["x-edgeward-session"] != r[1].headers["x-edgeward-session"]


def test_advisor_exchange_is_reinserted_only_into_its_own_conversation(proxy_env):
    # A's persisted advice holds A's value (restored for A's call); B shares the session and the
    # message the exchange followed, not the conversation before it
    read = {"tool_calls": [{"name": "send_email", "arguments": {"to": "x"}}]}
    env = start(
        proxy_env,
        [{"content": "Ask [PERSON_1] first."}],
        {"steps": [read, {"content": "done"}], "exhausted": "cycle"},
        policy={"name": "advisor"},
    )

    def failed(i: int) -> list[dict[str, Any]]:
        call = {"id": f"c{i}", "type": "function", "function": {"name": "send_email", "arguments": '{"to": "x"}'}}
        return [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"c{i}", "content": "Error: no such recipient"},
        ]

    hist_a = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": f"I am {NAME}."}, *failed(1)]
    chat(env, hist_a, session="adv2", tools=[MAIL_TOOL])  # tool_error → advice, restored for A
    assert env.edge.chat_bodies()[0]["messages"][-1]["content"] == f"Ask {NAME} first."
    nxt = [{"role": "assistant", "content": "ok"}, {"role": "user", "content": "go on"}]
    chat(env, hist_a + nxt, session="adv2", tools=[MAIL_TOOL])  # A's own next step: re-inserted
    assert f"Ask {NAME} first." in json.dumps(env.edge.chat_bodies()[-1]["messages"])
    hist_b = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Mail the team."}, *failed(1)]
    n = len(env.edge.chat_bodies())
    chat(env, hist_b + nxt, session="adv2", tools=[MAIL_TOOL])
    assert NAME not in json.dumps(env.edge.chat_bodies()[n:])


def test_sketch_outline_serves_only_the_task_it_was_made_for(proxy_env):
    env = start(
        proxy_env,
        [{"content": "1. Write to [PERSON_1]\n2. Book the room"}],
        [{"content": "done"}],
        policy={"name": "sketch"},
    )
    task_a = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": f"I am {NAME}; book a room."}]
    chat(env, task_a, session="sk")
    assert f"Write to {NAME}" in json.dumps(env.edge.chat_bodies()[-1])  # A's outline, restored for A
    chat(env, task_a + [{"role": "assistant", "content": "ok"}, {"role": "user", "content": "next"}], session="sk")
    assert f"Write to {NAME}" in json.dumps(env.edge.chat_bodies()[-1])  # every step of A's task
    chat(env, b_turn("Plan a party."), session="sk")
    assert NAME not in json.dumps(env.edge.chat_bodies()[-1]) and "Book the room" not in json.dumps(
        env.edge.chat_bodies()[-1]
    )
    assert env.calls("sk")[-1].decision["sketch"] == "other_task"


# -- the invariant, on the gate and the restorer directly (no HTTP: many random sessions) ------
_VALUES = {"Alice Smith": "PERSON", "Ivo Brandt": "PERSON", "zed@mail.example": "EMAIL_ADDRESS", "Q-7731-K": "ID"}


class _Literal:
    """Finds the fixed values of `_VALUES` wherever they occur."""

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        out = []
        for path, text in text_fields(body):
            for v, t in _VALUES.items():
                i = text.find(v)
                while i >= 0:
                    out.append(FieldSpan(path, Span(t, i, i + len(v), 0.9, v)))
                    i = text.find(v, i + 1)
        return out

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.lists(st.sampled_from([*_VALUES, "[PERSON_1]", "[ID_1]", "plain words"]), min_size=1, max_size=4),
        min_size=1,
        max_size=6,
    )
)
def test_property_a_reply_restores_exactly_the_values_its_body_held(requests):
    backend = InMemoryVaultBackend()
    gate = EgressGate(_Literal(), backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))
    for words in requests:  # each request: another client of the same session
        body = {"messages": [{"role": "user", "content": " and ".join(words)}]}
        res = asyncio.run(gate.prepare("shared", body))
        vault = gate.vault("shared")
        scope = RestoreScope.for_egress(res.vault, res.sent_placeholders) if res.action == "mask" else None
        # the cloud prints every placeholder the session has, plus ones nobody was given
        reply = " | ".join([e.placeholder for e in vault.entries] + ["[PERSON_9]"])
        out = restore_message({"role": "assistant", "content": reply}, scope)["content"].split(" | ")
        for e, got in zip(vault.entries, out):
            if e.entity_type == "PLACEHOLDER":  # an escaped literal: restores to the text typed
                assert got in (e.value, e.placeholder)
            elif e.value in body["messages"][0]["content"]:
                assert got == e.value  # the client's own value comes back
            else:
                assert got == e.placeholder  # another client's value never does
        assert out[-1] == "[PERSON_9]"
