"""Issue 16 (the breaker of round 14): upstream event streams read as the WHATWG spec says, one
ending of a whole answer across the front ends, and an unknown `Expect` answered in JSON.

1. `EventStreamDecoder` against the spec's rules (line ends CRLF/LF/CR, cut anywhere between
   reads; `data:` lines joined with LF; one leading space dropped; comments and other fields
   ignored; BOM), and over real HTTP: an upstream whose events span several `data:` lines, with
   any line ending, is relayed (each payload one line again) instead of a 502.
2. A stream that ends with `[DONE]` but no `finish_reason` is a whole answer in chat, Responses
   and Messages alike (an official SDK of each reads it); one cut before `[DONE]` still fails.
3. `Expect:` other than `100-continue` → the API-shaped JSON 417; `100-continue` still works.
"""

from __future__ import annotations

import json
import socket
from typing import Any

import anthropic
import openai
import pytest
import requests
from hypothesis import given, settings
from hypothesis import strategies as st

from edgeward.proxy.upstreams.eventstream import EventStreamDecoder, EventTooLarge

EOLS = {"LF": "\n", "CRLF": "\r\n", "CR": "\r"}

#: Event data values covering the rules: several lines, a line with a leading space (only the
#: one after the colon is dropped), an empty line inside the data, multi-byte UTF-8.
VALUES = [
    json.dumps({"a": [1, 2], "b": {"c": "d"}}, indent=1),
    "one",
    " starts with a space\n\nafter an empty line",
    "总额 ¥1 234,50 — café",
]


def _encode(values: list[str], eols: list[str], noise: bool = True) -> bytes:
    """An event stream carrying `values`, its lines ended by `eols` in turn, with comments and
    the fields a client must ignore between them; `data:` with and without its space."""
    lines: list[str] = [": stream opened"]
    for i, value in enumerate(values):
        if noise:
            lines += [f"id: {i}", "event: message", "retry: 3000", "x-vendor-field: 1", ": keep-alive"]
        for k, part in enumerate(value.split("\n")):
            sep = "data:" if k % 2 and not part.startswith(" ") else "data: "  # both forms
            lines.append(sep + part)
        lines.append("")  # dispatch
    out, prev = [], ""
    for i, line in enumerate(lines):
        eol = eols[i % len(eols)]
        if prev == "\r" and not line and eol.startswith("\n"):
            eol = "\r"  # CR, then an empty line ended by LF, would be one CRLF: one line end
        out.append(line + eol)
        prev = eol
    return "".join(out).encode()


def _decode(pieces: list[bytes], limit: int = 1 << 20) -> list[str]:
    dec = EventStreamDecoder(limit)
    out: list[bytes] = []
    for p in pieces:
        out += dec.feed(p)
    out += dec.end()
    return [x.decode() for x in out]


@pytest.mark.parametrize("eol", list(EOLS))
def test_every_line_end_cut_at_every_byte_gives_the_events_data(eol: str) -> None:
    wire = _encode(VALUES, [EOLS[eol]])
    assert _decode([wire]) == VALUES
    for cut in range(len(wire) + 1):  # a CRLF, a UTF-8 character, a `data:` prefix cut by the read
        assert _decode([wire[:cut], wire[cut:]]) == VALUES, cut
    assert _decode([wire[i : i + 1] for i in range(len(wire))]) == VALUES


# a data value: any text without CR (a CR ends a line, so no value can hold one); LF splits it
# into several `data:` lines
_VALUE = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\r"), max_size=40)


@settings(max_examples=300, deadline=None)
@given(
    values=st.lists(_VALUE, max_size=6),
    eols=st.lists(st.sampled_from(["\n", "\r\n", "\r"]), min_size=1, max_size=4),
    noise=st.booleans(),
    cuts=st.lists(st.integers(min_value=0), max_size=6),
)
def test_any_values_line_ends_and_reads_round_trip(
    values: list[str], eols: list[str], noise: bool, cuts: list[int]
) -> None:
    wire = _encode(values, eols, noise)
    at = sorted({c % (len(wire) + 1) for c in cuts} | {0, len(wire)})
    assert _decode([wire[a:b] for a, b in zip(at, at[1:])]) == values


def test_line_ends_mixed_in_one_stream() -> None:
    wire = _encode(VALUES, ["\r\n", "\n", "\r", "\r", "\n"])
    assert _decode([wire]) == VALUES
    assert _decode([wire[i : i + 3] for i in range(0, len(wire), 3)]) == VALUES


def test_the_specs_own_examples() -> None:
    """The examples of the WHATWG section (event-stream interpretation)."""
    assert _decode([b"data: YHOO\ndata: +2\ndata: 10\n\n"]) == ["YHOO\n+2\n10"]
    assert _decode([b": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n"]) == [
        "first event",
        "second event",
        " third event",  # only one space is dropped
    ]
    # `data` without a colon is a data line with an empty value; a blank line dispatches
    assert _decode([b"data\n\ndata\ndata\n\n"]) == ["", "\n"]
    assert _decode([b"data:test\n\ndata: test\n\n"]) == ["test", "test"]


def test_events_without_data_dispatch_nothing_and_field_names_must_match_exactly() -> None:
    assert _decode([b"event: ping\nid: 7\nretry: 10\n\n: only a comment\n\n\n\n"]) == []
    assert _decode([b"datum: x\ndata : y\nDATA: z\n\n"]) == []


def test_a_byte_order_mark_is_dropped_at_the_start_only() -> None:
    bom = "\ufeff".encode()
    wire = bom + b"data: x\n\n"
    for cut in range(len(wire) + 1):
        assert _decode([wire[:cut], wire[cut:]]) == ["x"]
    assert _decode([b"data: x\n\n" + bom + b"data: y\n\n"]) == ["x"]  # later: part of a field name


def test_the_last_event_counts_without_its_blank_line() -> None:
    """The one deviation: at the end of the body the open event is dispatched, not discarded."""
    assert _decode([b"data: a\n\ndata: [DONE]"]) == ["a", "[DONE]"]
    assert _decode([b"data: a\n\ndata: [DONE]\r"]) == ["a", "[DONE]"]


def test_a_long_line_or_a_long_event_is_refused_many_small_events_are_not() -> None:
    with pytest.raises(EventTooLarge) as e:
        _decode([b"data: " + b"x" * 40, b"y" * 40], limit=64)
    assert e.value.what == "line"
    with pytest.raises(EventTooLarge) as e:
        _decode([b"data: " + b"x" * 30 + b"\n"] * 3, limit=64)  # three lines of one event
    assert e.value.what == "event"
    assert len(_decode([b"data: " + b"x" * 30 + b"\n\n"] * 100, limit=64)) == 100


# -- over real HTTP: the fake upstream sends these exact bytes -----------------------------------
MSG = [{"role": "user", "content": "hi"}]


def _chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "c",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "m",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


PIECES = ["Hello", " wörld", ",\tsecond", " 行"]


def _stream_body(chunks: list[dict[str, Any]], eol: str, done: bool = True, pretty: bool = True) -> str:
    """The chunks as an event stream: each chunk's JSON over several `data:` lines (pretty), the
    lines ended by `eol`, then `[DONE]`."""
    values = [json.dumps(c, indent=1, ensure_ascii=False) if pretty else json.dumps(c) for c in chunks]
    if done:
        values.append("[DONE]")
    return _encode(values, [eol]).decode()


def _raw(body: str) -> list[dict[str, Any]]:
    return [{"raw": {"status": 200, "content_type": "text/event-stream", "body": body}}]


def _text_chunks(finish: str | None = "stop") -> list[dict[str, Any]]:
    out = [_chunk({"role": "assistant", "content": PIECES[0]})] + [_chunk({"content": p}) for p in PIECES[1:]]
    if finish:
        out.append(_chunk({}, finish))
    return out


def _client_payloads(r: requests.Response) -> list[str]:
    """The `data:` payloads of the proxy's own stream (which ends its lines with LF)."""
    lines = r.content.decode().split("\n")
    return [ln[6:] for ln in lines if ln.startswith("data: ")]


@pytest.mark.parametrize("eol", [*EOLS, "mixed"])
def test_a_chat_stream_with_multiline_events_and_any_line_end_is_relayed(proxy_env, eol: str) -> None:
    eols = ["\r\n", "\n", "\r"] if eol == "mixed" else [EOLS[eol]]
    values = [json.dumps(c, indent=1, ensure_ascii=False) for c in _text_chunks()] + ["[DONE]"]
    env = proxy_env(_raw(_encode(values, eols).decode()))
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    assert r.status_code == 200
    payloads = _client_payloads(r)
    assert payloads[-1] == "[DONE]"
    chunks = [json.loads(p) for p in payloads[:-1]]  # each a whole JSON object on its one line
    assert "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks) == "".join(PIECES)
    assert not any("error" in c for c in chunks)
    (row,) = env.calls()
    assert row.status == "ok"


def test_a_non_stream_call_answered_through_a_multiline_crlf_stream(proxy_env) -> None:
    env = proxy_env(_raw(_stream_body(_text_chunks(), "\r\n")), edge={"stream_upstream": True})
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG}, timeout=15)
    assert r.status_code == 200, r.text
    assert r.json()["choices"][0]["message"]["content"] == "".join(PIECES)


@pytest.mark.parametrize("eol", ["CRLF", "CR"])
def test_responses_and_messages_read_multiline_events(proxy_env, eol: str) -> None:
    body = _stream_body(_text_chunks(), EOLS[eol])
    env = proxy_env(_raw(body) * 2)
    oa = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    with oa.responses.stream(model="m", input="hi") as s:
        final = s.get_final_response()
    assert final.status == "completed" and final.output_text == "".join(PIECES)
    an = anthropic.Anthropic(base_url=env.url.removesuffix("/v1"), api_key="k", max_retries=0)
    with an.messages.stream(model="m", max_tokens=64, messages=MSG) as ms:
        msg = ms.get_final_message()
    assert msg.stop_reason == "end_turn" and "".join(b.text for b in msg.content if b.type == "text") == "".join(PIECES)


# -- 2: `[DONE]` without a finish reason ----------------------------------------------------------
TOOL_ARGS = {"city": "Oslo"}


def _tool_chunks() -> list[dict[str, Any]]:
    args = json.dumps(TOOL_ARGS)
    call = {"index": 0, "id": "call_0", "type": "function", "function": {"name": "get_weather", "arguments": args[:5]}}
    return [
        _chunk({"role": "assistant", "tool_calls": [call]}),
        _chunk({"tool_calls": [{"index": 0, "function": {"arguments": args[5:]}}]}),
    ]


FN_TOOL = {"type": "function", "name": "get_weather", "parameters": {"type": "object"}}
AN_TOOL = {"name": "get_weather", "input_schema": {"type": "object"}}


def test_done_without_a_finish_reason_is_a_whole_answer_in_every_front_end(proxy_env) -> None:
    body = _stream_body(_text_chunks(finish=None), "\n", pretty=False)
    env = proxy_env(_raw(body) * 3)
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    payloads = _client_payloads(r)
    assert payloads[-1] == "[DONE]" and not any('"error"' in p for p in payloads)
    oa = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    with oa.responses.stream(model="m", input="hi") as s:
        final = s.get_final_response()
    assert final.status == "completed" and final.error is None and final.output_text == "".join(PIECES)
    an = anthropic.Anthropic(base_url=env.url.removesuffix("/v1"), api_key="k", max_retries=0)
    with an.messages.stream(model="m", max_tokens=64, messages=MSG) as ms:
        msg = ms.get_final_message()
    assert msg.stop_reason == "end_turn" and msg.content[0].text == "".join(PIECES)
    assert [row.status for row in env.calls()] == ["ok"] * 3


def test_done_without_a_finish_reason_after_a_tool_call_delivers_the_call(proxy_env) -> None:
    body = _stream_body(_tool_chunks(), "\n", pretty=False)
    env = proxy_env(_raw(body) * 3, edge={"stream_upstream": True})
    oa = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    with oa.responses.stream(model="m", input="weather?", tools=[FN_TOOL]) as s:
        final = s.get_final_response()
    (item,) = final.output
    assert final.status == "completed" and item.type == "function_call"
    assert json.loads(item.arguments) == TOOL_ARGS
    an = anthropic.Anthropic(base_url=env.url.removesuffix("/v1"), api_key="k", max_retries=0)
    with an.messages.stream(model="m", max_tokens=64, messages=MSG, tools=[AN_TOOL]) as ms:
        msg = ms.get_final_message()
    assert msg.stop_reason == "tool_use"  # what an Anthropic agent loop waits for to run the tool
    assert [b.input for b in msg.content if b.type == "tool_use"] == [TOOL_ARGS]
    # the same stream answering a non-stream chat request (`stream_upstream`)
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG}, timeout=15)
    choice = r.json()["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    assert json.loads(choice["message"]["tool_calls"][0]["function"]["arguments"]) == TOOL_ARGS


def test_a_stream_cut_before_done_still_fails_in_every_front_end(proxy_env) -> None:
    body = _stream_body(_text_chunks(finish=None), "\n", done=False, pretty=False)
    env = proxy_env(_raw(body) * 3)
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    assert any('"error"' in p for p in _client_payloads(r))
    r = requests.post(env.url + "/responses", json={"model": "m", "input": "hi", "stream": True}, timeout=15)
    assert "event: response.failed" in r.text and "event: response.completed" not in r.text
    r = requests.post(
        env.url + "/messages", json={"model": "m", "max_tokens": 9, "messages": MSG, "stream": True}, timeout=15
    )
    assert "event: error" in r.text and "message_stop" not in r.text


# -- 3: `Expect` ------------------------------------------------------------------------------
def _exchange(port: int, head: bytes, body: bytes, wait_continue: bool = False) -> tuple[bytes, bytes]:
    """Send `head`, then (after a `100 Continue` when `wait_continue`) `body`; return the final
    response's head and body (the proxy sends a Content-Length)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(head)
        data = b""
        if wait_continue:
            while b"\r\n\r\n" not in data:
                data += s.recv(65536)
            interim, _, data = data.partition(b"\r\n\r\n")
            assert interim.startswith(b"HTTP/1.1 100"), interim
        s.sendall(body)
        while b"\r\n\r\n" not in data:
            got = s.recv(65536)
            if not got:
                break
            data += got
        resp_head, _, rest = data.partition(b"\r\n\r\n")
        length = next(
            int(ln.split(b":")[1]) for ln in resp_head.split(b"\r\n") if ln.lower().startswith(b"content-length")
        )
        while len(rest) < length:
            got = s.recv(65536)
            if not got:
                break
            rest += got
        return resp_head, rest


def _head(path: str, body: bytes, expect: str, version: str = "1.1") -> bytes:
    return (
        f"POST {path} HTTP/{version}\r\nHost: x\r\nContent-Type: application/json\r\n"
        f"Expect: {expect}\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()


@pytest.mark.parametrize("expect", ["something-else", "100-continue, x-more", "200-ok"])
def test_an_unknown_expectation_is_a_json_417_in_the_endpoints_shape(proxy_env, expect: str) -> None:
    env = proxy_env([{"content": "never"}])
    body = json.dumps({"model": "m", "max_tokens": 9, "messages": MSG}).encode()
    head, raw = _exchange(env.proxy.port, _head("/v1/chat/completions", body, expect), body)
    assert head.startswith(b"HTTP/1.1 417") and b"application/json" in head.lower()
    err = json.loads(raw)["error"]
    assert err["code"] == "expectation_failed" and err["type"] == "invalid_request_error" and err["message"]
    head, raw = _exchange(env.proxy.port, _head("/v1/messages", body, expect), body)
    assert head.startswith(b"HTTP/1.1 417")
    got = json.loads(raw)
    assert got["type"] == "error" and got["error"]["type"] == "invalid_request_error"
    assert env.edge.chat_bodies() == []


def test_100_continue_and_http10_expectations_are_still_served(proxy_env) -> None:
    env = proxy_env([{"content": "fine"}, {"content": "also fine"}])
    body = json.dumps({"model": "m", "messages": MSG}).encode()
    head, raw = _exchange(env.proxy.port, _head("/v1/chat/completions", body, "100-Continue"), body, True)
    assert head.startswith(b"HTTP/1.1 200") and json.loads(raw)["choices"][0]["message"]["content"] == "fine"
    head, raw = _exchange(env.proxy.port, _head("/v1/chat/completions", body, "whatever", "1.0"), body)
    assert head.split(b" ")[1] == b"200" and json.loads(raw)["choices"][0]["message"]["content"] == "also fine"
