"""Restoration of the cloud's reply: messages, tool-call arguments and SSE streams."""

from __future__ import annotations

import copy
import itertools
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.proxy.privacy.restore import (
    RestoreScope,
    StreamRestorer,
    restore_json_text,
    restore_message,
    restore_response,
)
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault

ODD = 'Zoë "Q" O\'Neil \\ 张伟\n'  # needs JSON escaping, non-ASCII, newline


def make_vault() -> SessionVault:
    v = SessionVault("s", InMemoryVaultBackend())
    assert v.placeholder_for("Alice Smith", "PERSON") == "[PERSON_1]"
    assert v.placeholder_for(ODD, "PERSON") == "[PERSON_2]"
    assert v.placeholder_for("alice@corp.example", "EMAIL_ADDRESS") == "[EMAIL_ADDRESS_1]"
    assert v.placeholder_for("sk-proj-abcdefgh123", "API_KEY") == "[API_KEY_1]"  # not reversible
    for i in range(3, 13):  # [PERSON_i] = Person{i}; [PERSON_1 is a prefix of [PERSON_12]
        v.placeholder_for(f"Person{i}", "PERSON")
    return v


def whole(v: SessionVault) -> RestoreScope:
    """A scope holding every placeholder of `v` (as if the call had sent them all)."""
    return RestoreScope(v, frozenset(e.placeholder for e in v.entries))


CLOUD_TEXT = (
    "Dear [PERSON_1], I wrote to [EMAIL_ADDRESS_1] about [PERSON_2]; key [API_KEY_1] "
    "stays hidden; [PERSON_12] and [PERSON_1]0 and [UNKNOWN_1] [PERSON_ [[PERSON_1]]! ["
)
CLOUD_ARGS = json.dumps(
    {
        "to": "[EMAIL_ADDRESS_1]",
        "name": "[PERSON_2] & [PERSON_1]",
        "key": "[API_KEY_1]",
        "n": 3,
        "list": ["[PERSON_12]", "x[PERSON_1]y"],
    }
)


def test_restore_message_content_reasoning_and_tool_calls():
    v = make_vault()
    msg = {
        "role": "assistant",
        "content": CLOUD_TEXT,
        "reasoning_content": "think about [PERSON_1]",
        "reasoning": "and [PERSON_2]",
        "refusal": None,
        "reasoning_details": [{"type": "reasoning.summary", "summary": "[PERSON_1]"}, "x"],
        "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "send", "arguments": CLOUD_ARGS}},
            {"id": "c2", "type": "function", "function": {"name": "noop", "arguments": "{}"}},
        ],
    }
    before = copy.deepcopy(msg)
    out = restore_message(msg, whole(v))
    assert msg == before  # not mutated
    assert out["content"] == v.restore_text(CLOUD_TEXT)
    assert out["content"].startswith("Dear Alice Smith, I wrote to alice@corp.example about " + ODD)
    assert "[API_KEY_1]" in out["content"] and "sk-proj" not in out["content"]
    assert "Alice Smith0" in out["content"]  # [PERSON_1]0 is [PERSON_1] followed by 0
    assert "[UNKNOWN_1]" in out["content"] and "[[PERSON_1]]" not in out["content"]
    assert out["reasoning_content"] == "think about Alice Smith"
    assert out["reasoning"] == "and " + ODD
    assert out["reasoning_details"] == [{"type": "reasoning.summary", "summary": "Alice Smith"}, "x"]
    args = json.loads(out["tool_calls"][0]["function"]["arguments"])  # still valid JSON
    assert args == {
        "to": "alice@corp.example",
        "name": ODD + " & Alice Smith",
        "key": "[API_KEY_1]",
        "n": 3,
        "list": ["Person12", "xAlice Smithy"],
    }
    assert out["tool_calls"][1]["function"]["arguments"] == "{}"


def test_restore_response_and_content_parts_and_none_vault():
    v = make_vault()
    resp = {
        "id": "x",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": [{"type": "text", "text": "[PERSON_1]"}]}},
            {
                "index": 1,
                "message": {
                    "role": "assistant",
                    "content": None,
                    "function_call": {"name": "f", "arguments": '{"a": "[PERSON_2]"}'},
                },
            },
        ],
    }
    out = restore_response(resp, whole(v))
    assert out["choices"][0]["message"]["content"][0]["text"] == "Alice Smith"
    assert json.loads(out["choices"][1]["message"]["function_call"]["arguments"]) == {"a": ODD}
    assert resp["choices"][0]["message"]["content"][0]["text"] == "[PERSON_1]"
    assert restore_message({"content": "[PERSON_1]"}, None) == {"content": "[PERSON_1]"}


def test_restore_json_text_partial_and_escaped_placeholders():
    v = make_vault()
    partial = '{"name": "[PERSON_2]", "x": '  # invalid JSON: restored in place, escaped
    assert restore_json_text(partial, whole(v)) == '{"name": ' + json.dumps(ODD, ensure_ascii=False) + ', "x": '
    sneaky = '{"a": "[PERSON\\u005f1]"}'  # a placeholder written with an escape
    assert json.loads(restore_json_text(sneaky, whole(v))) == {"a": "Alice Smith"}


# -- streaming ---------------------------------------------------------------------------------
def chunk(i: int = 0, finish: str | None = None, **delta) -> dict:
    return {
        "id": "c",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "m",
        "choices": [{"index": i, "delta": delta, "finish_reason": finish}],
    }


def tool_chunk(args: str, tc_index: int = 0, first: bool = False, finish: str | None = None) -> dict:
    tc: dict = {"index": tc_index, "function": {"arguments": args}}
    if first:
        tc.update(id=f"call_{tc_index}", type="function")
        tc["function"]["name"] = "send"
    return chunk(finish=finish, tool_calls=[tc])


def run_content(scope: RestoreScope, pieces: list[str], finish_separately: bool) -> str:
    r = StreamRestorer(scope)
    out = []
    for k, p in enumerate(pieces):
        last = k == len(pieces) - 1 and not finish_separately
        c = r.feed(chunk(content=p, finish="stop" if last else None))
        out.append(c["choices"][0]["delta"].get("content") or "")
    if finish_separately:
        c = r.feed(chunk(finish="stop"))
        out.append(c["choices"][0]["delta"].get("content") or "")
    assert r.flush() == [] and r.pending == {}
    return "".join(out)


def run_args(scope: RestoreScope, pieces: list[str]) -> str:
    r = StreamRestorer(scope)
    out = []
    for k, p in enumerate(pieces):
        c = r.feed(tool_chunk(p, first=k == 0))
        out.append(c["choices"][0]["delta"]["tool_calls"][0]["function"]["arguments"])
    for extra in r.flush():  # stream ended without a finish chunk
        out.append(extra["choices"][0]["delta"]["tool_calls"][0]["function"]["arguments"])
    return "".join(out)


def splits(text: str, parts: int):
    n = len(text)
    for cuts in itertools.combinations(range(1, n), parts - 1):
        b = (0, *cuts, n)
        yield [text[b[i] : b[i + 1]] for i in range(parts)]


def test_stream_content_every_split_into_two_and_three_chunks():
    v = make_vault()
    text = "Hi [PERSON_1], [PERSON_12] [API_KEY_1] [PERSON_1]0 [PERSON_2]!["
    want = v.restore_text(text)
    assert want == "Hi Alice Smith, Person12 [API_KEY_1] Alice Smith0 " + ODD + "!["
    for parts in (1, 2, 3):
        for pieces in splits(text, parts):
            assert run_content(whole(v), pieces, finish_separately=False) == want, pieces
            assert run_content(whole(v), pieces, finish_separately=True) == want, pieces


def test_stream_tool_arguments_every_split_into_two_and_three_chunks():
    v = make_vault()
    text = json.dumps({"to": "[PERSON_2]", "cc": "[PERSON_1],[EMAIL_ADDRESS_1]", "k": "[API_KEY_1]"})
    want = restore_json_text(text, whole(v))
    assert json.loads(want) == {"to": ODD, "cc": "Alice Smith,alice@corp.example", "k": "[API_KEY_1]"}
    for parts in (1, 2, 3):
        for pieces in splits(text, parts):
            got = run_args(whole(v), pieces)
            assert got == want, pieces


def test_markdown_escaped_placeholders_are_restored_in_text_not_in_json():
    v = make_vault()
    text = r"see \[PERSON\_1\] and [PERSON_1], [PERSON\_2] \[EMAIL\_ADDRESS\_1\] \[API\_KEY\_1\] \[UNKNOWN\_1\]"
    want = f"see Alice Smith and Alice Smith, {ODD} alice@corp.example \\[API\\_KEY\\_1\\] \\[UNKNOWN\\_1\\]"
    assert v.restore_text(text) == want  # the escapes are markdown's: the value comes back plain
    # a literal backslash before a plain placeholder is the client's own text: kept
    assert v.restore_text(r"C:\[PERSON_1] \[PERSON_1]\]") == r"C:\Alice Smith \Alice Smith\]"
    for parts in (1, 2, 3):
        for pieces in splits(r"a \[PERSON\_12\] b", parts):
            assert run_content(whole(v), pieces, finish_separately=False) == "a Person12 b", pieces
    # inside JSON text a backslash belongs to a JSON escape: only the plain form is restored there
    args = json.dumps({"note": r"\[PERSON\_1\]", "to": "[PERSON_1]"})
    assert json.loads(restore_json_text(args, whole(v))) == {"note": "Alice Smith", "to": "Alice Smith"}
    assert v.restore_text(r"\\[PERSON_1]", json_escape_values=True) == r"\\Alice Smith"


def test_stream_holds_back_only_a_possible_placeholder_prefix():
    v = make_vault()
    r = StreamRestorer(whole(v))
    long = "x" * 5000
    assert r.feed(chunk(content=long))["choices"][0]["delta"]["content"] == long  # nothing held
    assert r.feed(chunk(content="see ["))["choices"][0]["delta"]["content"] == "see "
    assert r.pending == {(0, "content"): "["}
    assert r.feed(chunk(content="PERSON_1"))["choices"][0]["delta"]["content"] == ""
    assert r.feed(chunk(content="] ok [nope"))["choices"][0]["delta"]["content"] == "Alice Smith ok [nope"
    assert r.feed(chunk(content="[API_KEY_"))["choices"][0]["delta"]["content"] == "[API_KEY_"  # not reversible
    assert r.pending == {}
    r.feed(chunk(content="[PERSON"))
    tail = r.flush()
    assert [c["choices"][0]["delta"] for c in tail] == [{"content": "[PERSON"}]
    assert tail[0]["id"] == "c" and tail[0]["object"] == "chat.completion.chunk"


def test_stream_finish_chunk_may_complete_a_placeholder():
    v = make_vault()
    r = StreamRestorer(whole(v))
    a = r.feed(chunk(content="Hi [PERSON"))["choices"][0]["delta"]["content"]
    b = r.feed(chunk(content="_1]", finish="stop"))["choices"][0]["delta"]["content"]
    assert a + b == "Hi Alice Smith" and r.flush() == []


def test_stream_multiple_choices_fields_and_tool_calls_are_independent():
    v = make_vault()
    r = StreamRestorer(whole(v))
    outs: dict = {}

    def take(c):
        for ch in c["choices"]:
            d = ch.get("delta") or {}
            for f in ("content", "reasoning_content"):
                if d.get(f):
                    outs[(ch["index"], f)] = outs.get((ch["index"], f), "") + d[f]
            for tc in d.get("tool_calls") or []:
                key = (ch["index"], "tc", tc["index"])
                outs[key] = outs.get(key, "") + tc["function"].get("arguments", "")

    take(r.feed(chunk(0, reasoning_content="[PERS")))
    take(r.feed(chunk(1, content="[PERSON_")))
    take(r.feed(chunk(0, reasoning_content="ON_2] done", content="[EMAIL")))
    take(r.feed(tool_chunk('{"a": "[PERSON_1', tc_index=0, first=True)))
    take(r.feed(tool_chunk('{"b": "[PERSON_2', tc_index=1, first=True)))
    take(r.feed(tool_chunk(']"}', tc_index=0)))
    take(r.feed(chunk(1, content="12]")))
    c = r.feed(
        {
            "id": "c",
            "choices": [
                {"index": 0, "delta": {}, "finish_reason": "tool_calls"},
                {"index": 1, "delta": {"content": "!"}, "finish_reason": "stop"},
            ],
        }
    )
    take(c)
    assert r.flush() == []
    assert outs[(0, "reasoning_content")] == ODD + " done"
    assert outs[(0, "content")] == "[EMAIL"  # released by the finish chunk
    assert outs[(1, "content")] == "Person12!"
    assert json.loads(outs[(0, "tc", 0)]) == {"a": "Alice Smith"}
    assert outs[(0, "tc", 1)] == '{"b": "[PERSON_2'  # incomplete at the end: released raw


def test_stream_restorer_without_vault_passes_through():
    r = StreamRestorer(None)
    c = chunk(content="[PERSON_1")
    assert r.feed(c) is c and c["choices"][0]["delta"]["content"] == "[PERSON_1"
    assert r.flush() == []


_PIECE = st.sampled_from(
    [
        "[PERSON_1]",
        "[PERSON_12]",
        "[PERSON_2]",
        "[API_KEY_1]",
        "[EMAIL_ADDRESS_1]",
        "[",
        "]",
        "[PERSON_",
        "_1",
        "a",
        " ",
        "é",
        "张",
        '"',
        "\\",
        "\\[",
        "\\_",
        "\\]",
        "\\[PERSON\\_1\\]",
        "1",
        "\n",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_PIECE, max_size=30).map("".join), st.data())
def test_property_stream_restore_equals_full_restore(text, data):
    v = make_vault()
    cuts = sorted(set(data.draw(st.lists(st.integers(0, len(text)), max_size=6))))
    b = [0, *cuts, len(text)]
    pieces = [text[b[i] : b[i + 1]] for i in range(len(b) - 1)]
    assert run_content(whole(v), pieces, finish_separately=data.draw(st.booleans())) == v.restore_text(text)
    assert run_args(whole(v), pieces) == v.restore_text(text, json_escape_values=True)
    # a call's scope: the placeholders outside it come through as the cloud wrote them
    sent = data.draw(st.sets(st.sampled_from(["[PERSON_1]", "[PERSON_12]", "[PERSON_2]", "[EMAIL_ADDRESS_1]"])))
    scope = RestoreScope(v, frozenset(sent))
    assert run_content(scope, pieces, finish_separately=data.draw(st.booleans())) == scope.text(text)
    assert run_args(scope, pieces) == scope.text(text, json_escape_values=True)
    assert scope.text(text) == v.restore_text(text, only=sent)


def test_scope_restores_only_the_placeholders_its_call_sent():
    v = make_vault()
    # what the egress body held: one person, a credential (never restored), an unknown token
    scope = RestoreScope.for_egress(v, {"[PERSON_2]", "[API_KEY_1]", "[UNKNOWN_9]"})
    assert scope is not None and scope.allowed == {"[PERSON_2]"}
    msg = {
        "role": "assistant",
        "content": r"[PERSON_1] wrote to [PERSON_2]; also \[PERSON\_1\] and [EMAIL_ADDRESS_1]",
        "tool_calls": [
            {
                "id": "c1",
                "type": "function",
                "function": {"name": "send", "arguments": json.dumps({"a": "[PERSON_1]", "b": "[PERSON_2]"})},
            }
        ],
    }
    out = restore_message(msg, scope)
    assert out["content"] == r"[PERSON_1] wrote to " + ODD + r"; also \[PERSON\_1\] and [EMAIL_ADDRESS_1]"
    assert json.loads(out["tool_calls"][0]["function"]["arguments"]) == {"a": "[PERSON_1]", "b": ODD}
    r = StreamRestorer(scope)
    got = [r.feed(chunk(content=p))["choices"][0]["delta"]["content"] for p in ("[PERSON_", "1] [PERSON_", "2]")]
    got += [c["choices"][0]["delta"]["content"] for c in r.flush()]
    assert "".join(got) == "[PERSON_1] " + ODD
    # nothing restorable sent: no scope, the answer passes through
    assert RestoreScope.for_egress(v, {"[API_KEY_1]", "[UNKNOWN_9]"}) is None
    assert RestoreScope.for_egress(v, ()) is None and RestoreScope.for_egress(None, {"[PERSON_1]"}) is None
