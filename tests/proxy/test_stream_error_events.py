"""Issue 16, stream failure semantics: an upstream event that reports an error, in any of the
forms servers use (an SSE event typed `error` whatever its data; a payload typed `error` or
`response.failed`), is a fault, never a chunk: mid-stream it becomes one error event in the
front end's own shape and a clean end, before the first chunk the fallback applies, and the call
is recorded as an error. Over real HTTP, the fake upstream injecting each form."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
import requests

from edgeward.proxy.upstreams.eventstream import EventStreamDecoder

MSG = [{"role": "user", "content": "Say hello please"}]

#: (SSE event type or None, data or None): every way an upstream says "this stream failed" that
#: is not an `{"error": {…}}` object (that one is covered in test_reliability.py)
FORMS = {
    "typed-object-without-error": ("error", '{"message": "upstream overloaded"}'),
    "typed-plain-text": ("error", "upstream overloaded, try later"),
    "typed-no-data": ("error", None),
    "typed-anthropic": ("error", '{"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}'),
    "anthropic-payload": (None, '{"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}'),
    "responses-error": (None, '{"type": "error", "code": "server_error", "message": "upstream overloaded"}'),
    "responses-failed": (
        None,
        '{"type": "response.failed", "response": {"status": "failed", '
        '"error": {"code": "server_error", "message": "upstream overloaded"}}}',
    ),
}


def _sse(r: requests.Response) -> list[tuple[str | None, bytes]]:
    """(event type, data) of each event of a streamed response, read to its end."""
    out: list[tuple[str | None, bytes]] = []
    kind: str | None = None
    for line in r.iter_lines():
        if line.startswith(b"event: "):
            kind = line[7:].decode()
        elif line.startswith(b"data: "):
            out.append((kind, line[6:]))
            kind = None
    return out


def _wait_rows(env: Any, n: int = 1, timeout: float = 10.0) -> list[Any]:
    deadline = time.monotonic() + timeout
    while len(rows := env.calls()) < n and time.monotonic() < deadline:
        time.sleep(0.05)
    return rows


def _inject(form: str, after: int) -> dict[str, Any]:
    event, data = FORMS[form]
    return {"content": "a b c d e f", "inject": {"after": after, "event": event, "data": data}}


def _check_row(env: Any) -> None:
    (row,) = _wait_rows(env)
    assert (row.status, row.http_status) == ("error", 502)
    assert row.error and "error" in row.error


@pytest.mark.parametrize("form", sorted(FORMS))
def test_chat_an_error_event_mid_stream_is_one_error_event_and_done(proxy_env, form: str) -> None:
    env = proxy_env([_inject(form, 3)])
    t0 = time.monotonic()
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    events = [d for _, d in _sse(r)]
    assert r.status_code == 200 and time.monotonic() - t0 < 5
    assert events[-1] == b"[DONE]"
    parsed = [json.loads(e) for e in events[:-1]]
    errors = [p for p in parsed if "error" in p]
    assert len(errors) == 1 and parsed[-1] is errors[0]  # one, last: nothing relayed after it
    err = errors[0]["error"]
    assert set(err) >= {"message", "type", "code"} and err["message"]
    assert all(p.get("object") == "chat.completion.chunk" for p in parsed[:-1]) and len(parsed) > 1
    _, data = FORMS[form]
    assert data is None or data.encode() not in events  # the upstream's event is not relayed as it came
    _check_row(env)


@pytest.mark.parametrize("form", sorted(FORMS))
def test_responses_an_error_event_mid_stream_is_response_failed(proxy_env, form: str) -> None:
    env = proxy_env([_inject(form, 3)])
    r = requests.post(env.url + "/responses", json={"model": "m", "input": "q", "stream": True}, timeout=15)
    events = _sse(r)
    assert r.status_code == 200
    kinds = [k for k, _ in events]
    assert kinds[-1] == "response.failed" and kinds.count("response.failed") == 1
    assert "response.completed" not in kinds
    resp = json.loads(events[-1][1])["response"]
    assert resp["status"] == "failed" and resp["error"]["message"]
    # the message the failure cut short ends `incomplete` (as the API's own items do), not `completed`
    done = [json.loads(d)["item"] for k, d in events if k == "response.output_item.done"]
    assert done and all(it["status"] == "incomplete" for it in done)
    assert [it["status"] for it in resp["output"]] == ["incomplete"] * len(resp["output"])
    _check_row(env)


@pytest.mark.parametrize("form", sorted(FORMS))
def test_messages_an_error_event_mid_stream_is_one_anthropic_error_event(proxy_env, form: str) -> None:
    env = proxy_env([_inject(form, 3)])
    body = {"model": "c", "max_tokens": 50, "stream": True, "messages": [{"role": "user", "content": "x"}]}
    r = requests.post(env.url.removesuffix("/v1") + "/v1/messages", json=body, timeout=15)
    events = _sse(r)
    assert r.status_code == 200
    kinds = [k for k, _ in events]
    assert kinds[-1] == "error" and kinds.count("error") == 1 and "message_stop" not in kinds
    payload = json.loads(events[-1][1])
    assert payload["type"] == "error" and payload["error"]["message"]
    _check_row(env)


@pytest.mark.parametrize("form", ["typed-object-without-error", "typed-plain-text", "responses-failed"])
def test_an_error_event_before_the_first_chunk_falls_back_to_the_edge(proxy_env, form: str) -> None:
    env = proxy_env(
        [{"content": "edge answer"}],
        [_inject(form, 0)],
        policy={"name": "cloud-only"},
        cloud={"fallback": "edge"},
    )
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    chunks = [json.loads(d) for _, d in _sse(r)[:-1]]
    text = "".join((c["choices"][0]["delta"].get("content") or "") for c in chunks if c.get("choices"))
    assert r.status_code == 200 and text == "edge answer" and r.headers["x-edgeward-fallback"] == "cloud->edge"
    rows = _wait_rows(env, 2)
    assert [(x.role, x.status) for x in rows] == [("cloud", "error"), ("edge", "ok")]


def test_a_200_answer_typed_error_is_the_upstreams_error_not_malformed(proxy_env) -> None:
    body = '{"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}'
    env = proxy_env([{"raw": {"status": 200, "content_type": "application/json", "body": body}}])
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG}, timeout=15)
    assert r.status_code == 502 and "Overloaded" in r.json()["error"]["message"]


@pytest.mark.parametrize("cut", range(1, 40))
def test_the_decoder_sees_an_error_type_wherever_the_reads_are_cut(cut: int) -> None:
    """The event's type line and its data in separate reads (the decoder's one-event fast path
    must not take the data for a chunk), cut at every byte."""
    wire = b'data: {"a": 1}\n\nevent: error\ndata: {"message": "x"}\n\ndata: {"b": 2}\n\n'
    for pieces in ([wire[:cut], wire[cut:]], [wire[:cut], wire[cut : cut + 7], wire[cut + 7 :]]):
        dec = EventStreamDecoder(1 << 20)
        got = [p for piece in pieces if piece for p in dec.feed(piece)] + dec.end()
        assert got == [b'{"a": 1}'] and dec.error == b'{"message": "x"}', pieces


def test_an_ordinary_event_type_is_still_data() -> None:
    dec = EventStreamDecoder(1 << 20)
    got = dec.feed(b"event: message\ndata: 1\n\nevent: error-ish\ndata: 2\n\n")
    assert got == [b"1", b"2"] and dec.error is None
