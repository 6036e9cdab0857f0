"""Issue 16 / F3, F4: a mis-shaped answer from an upstream (valid JSON, wrong shape) is an upstream
error on every path: 502 `upstream_error` before the answer started (with the role's fallback),
one error event and a clean end after, and a call row with status `error` either way."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
import requests

MSG = [{"role": "user", "content": "Say hello please"}]
OK = {"id": "c1", "object": "chat.completion", "created": 1, "model": "m"}

# (label, upstream body as sent on the wire): JSON text, since NaN and lone surrogates are not
# something json.dumps would produce from a Python value.
MALFORMED = [
    ("choice null", '{"choices":[null]}'),
    ("message string", '{"choices":[{"index":0,"message":"hi"}]}'),
    (
        "usage string",
        '{"choices":[{"index":0,"message":{"role":"assistant","content":"hi"}}],"usage":{"prompt_tokens":"a"}}',
    ),
    (
        "usage NaN",
        '{"choices":[{"index":0,"message":{"role":"assistant","content":"hi"}}],"usage":{"prompt_tokens":NaN}}',
    ),
    (
        "usage negative",
        '{"choices":[{"index":0,"message":{"role":"assistant","content":"hi"}}],"usage":{"completion_tokens":-5}}',
    ),
    (
        "deep nesting",
        '{"choices":[{"index":0,"message":{"role":"assistant","content":"hi"}}],"x":' + "[" * 5000 + "]" * 5000 + "}",
    ),
    ("lone surrogate", '{"choices":[{"index":0,"message":{"role":"assistant","content":"\\ud800 lone"}}]}'),
    ("no choices", '{"choices":[]}'),
    ("content number", '{"choices":[{"index":0,"message":{"role":"assistant","content":5}}]}'),
    ("tool call not object", '{"choices":[{"index":0,"message":{"role":"assistant","tool_calls":["x"]}}]}'),
    ("not an object", "[1,2]"),
]


def _raw(body: str) -> dict[str, Any]:
    return {"raw": {"status": 200, "content_type": "application/json", "body": body}}


def _rows(env: Any, n: int, timeout: float = 10.0) -> list[Any]:
    deadline = time.monotonic() + timeout
    while True:
        rows = env.calls()
        if len(rows) >= n or time.monotonic() > deadline:
            return rows
        time.sleep(0.05)


def _chat(env: Any, stream: bool = False) -> requests.Response:
    body = {"model": "m", "messages": MSG, "stream": stream}
    return requests.post(env.url + "/chat/completions", json=body, stream=stream, timeout=15)


@pytest.mark.parametrize("label,body", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_answer_is_a_502_upstream_error_and_an_error_row(proxy_env, label: str, body: str) -> None:
    env = proxy_env([_raw(body)])
    r = _chat(env)
    assert r.status_code == 502, (label, r.status_code, r.text[:300])
    err = r.json()["error"]
    assert err["type"] == "upstream_error" and err["code"] == "upstream_malformed" and err["message"]
    (row,) = _rows(env, 1)
    assert (row.status, row.http_status) == ("error", 502)
    assert "malformed" in (row.error or "") or "invalid JSON" in (row.error or "")


@pytest.mark.parametrize(
    "err,status",
    [
        ({"message": "You exceeded your current quota", "type": "insufficient_quota"}, 502),
        ({"message": "slow down", "code": 429}, 429),
        ({"message": "key sk-proj-abcdefghijklmnopqrstuvwx1234 is revoked", "code": "invalid_api_key"}, 502),
    ],
)
def test_a_200_answer_that_is_only_an_error_object_relays_its_message(proxy_env, err: dict, status: int) -> None:
    """Found by breaker18: a gateway's `200 {"error": …}` was reported as "malformed answer:
    choices is missing", hiding the upstream's reason; credentials in it are still scrubbed."""
    env = proxy_env([_raw(json.dumps({"error": err}))])
    r = _chat(env)
    assert r.status_code == status, r.text[:300]
    got = r.json()["error"]
    assert err["message"].split()[0] in got["message"] and "malformed" not in got["message"]
    assert "sk-proj-abcdefghij" not in r.text
    (row,) = _rows(env, 1)
    assert row.status == "error" and row.http_status == status
    assert "sk-proj-abcdefghij" not in (row.error or "")


def test_a_well_formed_answer_still_passes(proxy_env) -> None:
    good = {
        **OK,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "fine"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4},
    }
    env = proxy_env([_raw(json.dumps(good))])
    r = _chat(env)
    assert r.status_code == 200 and r.json()["choices"][0]["message"]["content"] == "fine"
    (row,) = _rows(env, 1)
    assert (row.status, row.prompt_tokens, row.completion_tokens) == ("ok", 3, 1)


def test_a_malformed_cloud_answer_falls_back_to_the_edge(proxy_env) -> None:
    env = proxy_env(
        [{"content": "edge answer"}],
        [_raw('{"choices":[null]}')],
        policy={"name": "cloud-only"},
        cloud={"fallback": "edge"},
    )
    r = _chat(env)
    assert r.status_code == 200 and r.json()["choices"][0]["message"]["content"] == "edge answer"
    assert r.headers["x-edgeward-fallback"] == "cloud->edge"
    rows = _rows(env, 2)
    assert [(x.role, x.status) for x in rows] == [("cloud", "error"), ("edge", "ok")]


BAD_CHUNKS = [
    ("choice null", '{"choices":[null]}'),
    ("delta string", '{"choices":[{"index":0,"delta":"x"}]}'),
    ("content number", '{"choices":[{"index":0,"delta":{"content":5}}]}'),
    ("tool index", '{"choices":[{"index":0,"delta":{"tool_calls":[{"index":"z","function":{"arguments":5}}]}}]}'),
    ("choices object", '{"choices":{"0":1}}'),
    ("usage string", '{"choices":[],"usage":{"prompt_tokens":"a"}}'),
]


def _data(r: requests.Response) -> list[bytes]:
    return [ln[6:] for ln in r.iter_lines() if ln.startswith(b"data: ")]


@pytest.mark.parametrize("label,inject", BAD_CHUNKS, ids=[b[0] for b in BAD_CHUNKS])
def test_a_malformed_chunk_on_chat_completions_is_one_error_event(proxy_env, label: str, inject: str) -> None:
    env = proxy_env([{"content": "a b c d e", "inject": {"after": 2, "data": inject}}])
    r = _chat(env, stream=True)
    assert r.status_code == 200
    events = _data(r)
    assert events[-1] == b"[DONE]"
    errors = [json.loads(e)["error"] for e in events[:-1] if b'"error"' in e]
    assert len(errors) == 1 and errors[0]["code"] == "upstream_malformed", events
    assert inject.encode() not in b"".join(events)
    assert all(json.loads(e)["object"] == "chat.completion.chunk" for e in events[:-2])
    (row,) = _rows(env, 1)
    assert (row.status, row.http_status) == ("error", 502) and "malformed" in (row.error or "")


@pytest.mark.parametrize("label,inject", BAD_CHUNKS[:4], ids=[b[0] for b in BAD_CHUNKS[:4]])
@pytest.mark.parametrize("front", ["responses", "messages"])
def test_a_malformed_chunk_on_the_other_front_ends_is_recorded_as_an_error(
    proxy_env, front: str, label: str, inject: str
) -> None:
    env = proxy_env([{"content": "a b c d e", "inject": {"after": 2, "data": inject}}])
    if front == "responses":
        body: dict[str, Any] = {"model": "m", "input": "Say hello please", "stream": True}
    else:
        body = {"model": "m", "max_tokens": 50, "messages": MSG, "stream": True}
    r = requests.post(env.url + "/" + front, json=body, stream=True, timeout=15)
    assert r.status_code == 200
    text = r.content  # returns only when the stream ends properly
    assert inject.encode() not in text
    kinds = [ln[7:] for ln in text.split(b"\n") if ln.startswith(b"event: ")]
    assert kinds and kinds[-1] in (b"response.failed", b"error"), kinds
    (row,) = _rows(env, 1)
    assert (row.status, row.http_status) == ("error", 502) and "malformed" in (row.error or "")


@pytest.mark.parametrize("at", [0, 2])
@pytest.mark.parametrize(
    ("field", "bad", "named"),
    [
        ("content", 7, "content"),
        ("reasoning_content", ["x"], "reasoning_content"),
        ("reasoning", {"a": 1}, "reasoning"),
        ("tool_calls", [{"function": {"name": 1}}], "tool_calls[0].function.name"),
    ],
)
def test_a_shape_error_names_the_field_of_the_choice_that_has_it(at: int, field: str, bad: Any, named: str) -> None:
    """The paths in shape errors are spelled only when one is raised (fast path 9); they still
    name the choice and the field, in answers and in streamed chunks alike."""
    from edgeward.proxy.upstreams.base import UpstreamError
    from edgeward.proxy.upstreams.shape import check_chunk, check_completion

    good = {"role": "assistant", "content": "hi"}
    answer = {"choices": [{"message": dict(good)} for _ in range(3)]}
    answer["choices"][at]["message"][field] = bad
    with pytest.raises(UpstreamError) as e:
        check_completion(answer, "edge")
    assert f"choices[{at}].message.{named} " in e.value.message
    chunk = {"choices": [{"delta": {"content": "x"}} for _ in range(3)]}
    chunk["choices"][at]["delta"][field] = [{"index": 0, "function": {"name": 1}}] if field == "tool_calls" else bad
    with pytest.raises(UpstreamError) as e:
        check_chunk(chunk, "edge")
    assert f"choices[{at}].delta.{named} " in e.value.message


@pytest.mark.parametrize("given", [None, 503, "429"])
def test_a_stream_error_names_an_http_status_only_when_the_upstream_gave_one(given: int | str | None) -> None:
    """New-user report (newuser19): an error event in a 200 stream read "upstream error (HTTP
    502): …", a status the upstream never sent."""
    from edgeward.proxy.upstreams.base import map_error, stream_error

    err: dict[str, Any] = {"message": "model overloaded"}
    if given is not None:
        err["code"] = given
    e = stream_error(err, "cloud")
    if given is None:
        assert e.message == "cloud upstream error mid-stream: model overloaded"
        assert e.status == 502 and e.upstream_status is None
    else:  # a status the upstream gave is mapped as the same HTTP status would be
        as_http = map_error(int(given), json.dumps({"error": err}))
        assert e.message == f"cloud upstream error mid-stream: {as_http.message}"
        assert (e.status, e.upstream_status) == (as_http.status, int(given))
