"""breaker19 (round 15 adversary): upstream faults and request bodies shaped to break the code
that landed this round. Over real HTTP, the fake upstream injecting each fault."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
import requests
from hypothesis import example, given, settings
from hypothesis import strategies as st

MSG = [{"role": "user", "content": "Say hello please"}]

#: `code`/`status` strings that `str.isdigit` accepts but `int` does not parse as an HTTP
#: status: a superscript digit, a numeral longer than Python's int-from-string limit
ODD_CODES = ["\u00b2", "\u2075\u2070\u2083", "4" * 5000]


def _sse(r: requests.Response) -> list[tuple[str | None, bytes]]:
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


@pytest.mark.parametrize("key", ["code", "status"])
@pytest.mark.parametrize("odd", ODD_CODES, ids=["superscript", "superscripts", "long"])
def test_an_error_code_that_is_digits_but_no_int_is_one_error_event_mid_stream(proxy_env, odd: str, key: str) -> None:
    err = json.dumps({"error": {key: odd, "message": "upstream overloaded"}})
    env = proxy_env([{"content": "a b c d e f", "inject": {"after": 3, "event": None, "data": err}}])
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": True}, timeout=15)
    events = [d for _, d in _sse(r)]
    assert r.status_code == 200 and events[-1] == b"[DONE]"
    parsed = [json.loads(e) for e in events[:-1]]
    assert [p for p in parsed if "error" in p] == [parsed[-1]]
    assert "upstream overloaded" in parsed[-1]["error"]["message"]
    (row,) = _wait_rows(env)
    assert (row.status, row.http_status) == ("error", 502)


@pytest.mark.parametrize("odd", ODD_CODES, ids=["superscript", "superscripts", "long"])
def test_a_200_answer_with_an_odd_error_code_is_a_502_error_json(proxy_env, odd: str) -> None:
    body = json.dumps({"type": "error", "error": {"code": odd, "message": "Overloaded"}})
    env = proxy_env([{"raw": {"status": 200, "content_type": "application/json", "body": body}}])
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG}, timeout=15)
    assert r.status_code == 502 and "Overloaded" in r.json()["error"]["message"]
    (row,) = _wait_rows(env)
    assert row.status == "error"


@pytest.mark.parametrize("stream", [False, True])
def test_an_error_with_a_huge_integer_code_is_an_error_not_a_500(proxy_env, stream: bool) -> None:
    """A 5,000-digit integer: stdlib `json` parses it, but turning it back into text (dumps,
    str) raises ValueError past 4,300 digits."""
    err = '{"error": {"code": ' + "5" * 5000 + ', "message": "Overloaded"}}'
    if stream:
        env = proxy_env([{"content": "a b c d e f", "inject": {"after": 3, "event": None, "data": err}}])
    else:
        env = proxy_env([{"raw": {"status": 200, "content_type": "application/json", "body": err}}])
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": stream}, timeout=15)
    assert r.status_code in (200, 502)
    if stream and r.status_code == 200:
        events = [d for _, d in _sse(r)]
        assert events[-1] == b"[DONE]" and "error" in json.loads(events[-2])
    else:
        assert r.json()["error"]["message"]
    (row,) = _wait_rows(env)
    assert row.status == "error"


#: error objects whose members are not the types an error's members have
ODD_ERRORS = {
    "code-object": {"code": {"nested": 1}, "message": "upstream overloaded"},
    "code-list": {"code": [500], "message": "upstream overloaded"},
    "code-float": {"code": 503.0, "message": "upstream overloaded"},
    "code-bool": {"code": True, "status": False, "message": "upstream overloaded"},
    "message-object": {"message": {"text": "upstream overloaded"}},
    "message-huge": {"message": "upstream overloaded " + "x" * 200_000},
    "type-object": {"type": {"k": "v"}, "message": "upstream overloaded"},
    "param-list": {"param": ["a"], "message": "upstream overloaded", "type": None},
}


@pytest.mark.parametrize("form", sorted(ODD_ERRORS))
@pytest.mark.parametrize("stream,status", [(True, 200), (False, 200), (False, 500)])
def test_an_error_object_with_odd_member_types_is_one_clean_error(
    proxy_env, form: str, stream: bool, status: int
) -> None:
    """Mid-stream, as a 200 answer, as an HTTP 500 answer: the client gets an error whose
    message is a string and whose code is a string or null (OpenAI's error object)."""
    err = json.dumps({"error": ODD_ERRORS[form]})
    if stream:
        env = proxy_env([{"content": "a b c d e f", "inject": {"after": 3, "event": None, "data": err}}])
    else:
        env = proxy_env([{"raw": {"status": status, "content_type": "application/json", "body": err}}])
    r = requests.post(env.url + "/chat/completions", json={"model": "m", "messages": MSG, "stream": stream}, timeout=15)
    if stream and r.status_code == 200:
        events = [d for _, d in _sse(r)]
        assert events[-1] == b"[DONE]"
        parsed = [json.loads(e) for e in events[:-1]]
        assert [p for p in parsed if "error" in p] == [parsed[-1]]
        body = parsed[-1]
    else:
        assert r.status_code == 502, r.text[:300]
        body = r.json()
    e = body["error"]
    assert isinstance(e["message"], str) and "upstream overloaded" in e["message"]
    assert e["code"] is None or isinstance(e["code"], str), e["code"]
    assert len(e["message"]) < 5000
    (row,) = _wait_rows(env)
    assert row.status == "error"


@pytest.mark.parametrize("form", sorted(ODD_ERRORS))
@pytest.mark.parametrize("front", ["responses", "messages"])
def test_odd_error_members_in_responses_and_messages_give_their_typed_failure(proxy_env, form: str, front: str) -> None:
    err = json.dumps({"error": ODD_ERRORS[form]})
    env = proxy_env([{"content": "a b c d e f", "inject": {"after": 3, "event": None, "data": err}}])
    if front == "responses":
        r = requests.post(env.url + "/responses", json={"model": "m", "input": "q", "stream": True}, timeout=15)
    else:
        body = {"model": "c", "max_tokens": 50, "stream": True, "messages": [{"role": "user", "content": "x"}]}
        r = requests.post(env.url.removesuffix("/v1") + "/v1/messages", json=body, timeout=15)
    events = _sse(r)
    assert r.status_code == 200
    kind, data = events[-1]
    payload = json.loads(data)
    if front == "responses":
        assert kind == "response.failed"
        e = payload["response"]["error"]
    else:
        assert kind == "error"
        e = payload["error"]
        assert isinstance(e["type"], str)
    assert isinstance(e["message"], str) and "upstream overloaded" in e["message"]
    assert e.get("code") is None or isinstance(e["code"], str), e
    (row,) = _wait_rows(env)
    assert row.status == "error"


def _post_raw(url: str, body: bytes, headers: list[tuple[str, str]]) -> tuple[int, bytes]:
    """POST with header lines exactly as given (repeated names too), over a plain socket."""
    import socket
    from urllib.parse import urlsplit

    u = urlsplit(url)
    head = f"POST {u.path}/chat/completions HTTP/1.1\r\nHost: {u.netloc}\r\nContent-Length: {len(body)}\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in headers) + "Connection: close\r\n\r\n"
    with socket.create_connection((u.hostname, u.port), timeout=10) as s:
        s.sendall(head.encode() + body)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    status = int(data.split(b" ", 2)[1])
    return status, data.partition(b"\r\n\r\n")[2]


@pytest.mark.parametrize("lines", [["gzip", "br"], ["identity", "gzip"], ["br", "identity"]])
def test_content_encoding_in_several_header_lines_is_one_list(proxy_env, lines: list[str]) -> None:
    """RFC 9110 §5.3: header lines of one name are one comma-separated list; decoding by the
    first line only left the body coded (a misleading 400 'not JSON')."""
    import gzip

    import brotli

    body = {"model": "m", "messages": [{"role": "user", "content": "layered hello"}]}
    data = json.dumps(body).encode()
    for coding in lines:  # applied in the order listed
        data = {"gzip": gzip.compress, "br": brotli.compress, "identity": bytes}[coding](data)
    env = proxy_env([{"echo": True}])
    headers = [("Content-Type", "application/json")] + [("Content-Encoding", c) for c in lines]
    status, answer = _post_raw(env.url, data, headers)
    assert status == 200, answer[:300]
    assert env.edge.chat_bodies()[-1]["messages"] == body["messages"]


def test_codings_spread_over_header_lines_count_toward_the_stacking_limit(proxy_env) -> None:
    import gzip

    from edgeward.proxy.bodies import MAX_CODINGS

    data = json.dumps({"model": "m", "messages": MSG}).encode()
    for _ in range(MAX_CODINGS + 1):
        data = gzip.compress(data)
    env = proxy_env([{"echo": True}])
    headers = [("Content-Type", "application/json")] + [("Content-Encoding", "gzip")] * (MAX_CODINGS + 1)
    status, answer = _post_raw(env.url, data, headers)
    assert status == 415 and json.loads(answer)["error"]["code"] == "unsupported_content_encoding"
    assert env.edge.chat_bodies() == []


# -- the event-stream decoder against a plain reading of the WHATWG rules (and its deviations) --


def _reference_events(wire: bytes) -> tuple[list[bytes], bytes | None]:
    """(data of each event, the error event's data or None), by the spec read line by line on
    the whole body, with `eventstream`'s two deviations: the last event counts without its
    blank line, and an event typed `error` ends the stream with its data (b"" without any)."""
    wire = wire.removeprefix(b"\xef\xbb\xbf").replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    out: list[bytes] = []
    data: list[bytes] | None = None
    typed_error = False
    for line in [*wire.split(b"\n"), b""]:
        if not line:
            if typed_error:
                return out, b"\n".join(data or [b""])
            if data is not None:
                out.append(b"\n".join(data))
            data = None
            continue
        if line.startswith(b":"):
            continue
        name, sep, value = line.partition(b":")
        value = value.removeprefix(b" ") if sep else b""
        if name == b"data":
            data = [*(data or []), value]
        elif name == b"event":
            typed_error = value == b"error"
    return out, None


_WIRE_PIECES = [
    b"data: x\n\n",
    b'data: {"a": 1}\n\n',
    b"data:y\n",
    b"data\n",
    b"\n",
    b"\r\n",
    b"\r",
    b"event: error\n",
    b"event:error\r\n",
    b"event: message\n",
    b"event: errors\n",
    b": comment\n",
    b"id: 3\n",
    b"retry: 5\n",
    b"data: [DONE]\n\n",
    b"data: a\r\n\r\n",
    b"data: z",
    b"data: e\r\r",
    b"\xef\xbb\xbf",
]


@settings(max_examples=300, deadline=None)
@example(b"event: error\ndata: x\n\ndata: after", [20])  # `end` returned b"after"
@given(
    st.lists(st.sampled_from(_WIRE_PIECES), max_size=10).map(b"".join),
    st.lists(st.integers(min_value=0, max_value=200), max_size=5),
)
def test_the_decoder_reads_any_cut_of_a_stream_as_the_reference_reads_it_whole(wire: bytes, cuts: list[int]) -> None:
    """Nothing of an event after the error event comes out, not even from `end` (the last,
    unterminated line after it was returned as data there)."""
    from edgeward.proxy.upstreams.eventstream import EventStreamDecoder

    at = sorted({min(c, len(wire)) for c in cuts})
    pieces = [wire[a:b] for a, b in zip([0, *at], [*at, len(wire)], strict=True)]
    dec = EventStreamDecoder(1 << 20)
    got = [p for piece in pieces if piece for p in dec.feed(piece)] + dec.end()
    assert (got, dec.error) == _reference_events(wire), pieces
