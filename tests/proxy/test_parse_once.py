"""Issue 16, fast path 5: work done once on the request path reads exactly as before.

A relayed stream hands its parsed payloads on (`UpstreamStream.chunks`) so the relay does not
parse them again; the chat body's field checks walk the body's keys; a call row's values are
read in one call. Each must give what the slower form gave, errors and their order included.
"""

from __future__ import annotations

import json
import time
from typing import Any

import orjson
import pytest

from edgeward.proxy import jsonio
from edgeward.proxy.api import FIELD_RANGES, FIELD_TYPES, check_ranges, parse_chat_body
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.sse import StreamRelay
from edgeward.proxy.store import CallRow, EgressRow, _columns, _values


def _usage_chunk(prompt: Any) -> bytes:
    return json.dumps(
        {"id": "c", "choices": [{"index": 0, "delta": {"content": "x"}}], "usage": {"prompt_tokens": prompt}}
    ).encode()


def test_the_relay_uses_the_streams_parse_instead_of_its_own() -> None:
    payload = _usage_chunk(3)
    parsed = orjson.loads(payload)
    relay = StreamRelay(include_usage=True)
    out = relay.feed(payload, parsed)
    assert out is not None and b"usage" not in out  # usage held back for the final chunk
    assert "usage" not in parsed  # the very dict handed on was used (and may be changed)
    (last,) = relay.flush()
    assert json.loads(last)["usage"] == {"prompt_tokens": 3}


def test_a_payload_orjson_reads_differently_is_parsed_again() -> None:
    big = 2**70  # beyond 64 bits: orjson does not read it as the exact integer
    payload = _usage_chunk(big)
    assert not jsonio.orjson_reads_alike(payload)
    relay = StreamRelay(include_usage=True)
    relay.feed(payload, {"id": "c", "choices": [{"index": 0}], "usage": {"prompt_tokens": 1.0}})
    (last,) = relay.flush()
    assert json.loads(last)["usage"] == {"prompt_tokens": big}  # from the payload, not the stand-in


def test_orjson_reads_alike_only_without_long_digit_runs() -> None:
    assert jsonio.orjson_reads_alike(b'{"a":12345678901234567}')
    assert not jsonio.orjson_reads_alike(b'{"a":123456789012345678901}')


def _slow_check_ranges(body: dict[str, Any]) -> None:
    """The table-order walk `check_ranges` was before fast path 5; since breaker18 a value that
    is not a number is a 400 naming it too (Responses/Messages bodies reach here untyped)."""
    for key, (lo, hi) in FIELD_RANGES.items():
        v = body.get(key)
        if v is None:
            continue
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ProxyError(400, f"invalid request: {key}: must be a number", param=key)
        if not lo <= v <= hi:
            raise ProxyError(400, f"invalid request: {key}: must be between {lo:g} and {hi:g}", param=key)


def _outcome(fn: Any, body: dict[str, Any]) -> tuple[str, str | None]:
    try:
        fn(body)
    except ProxyError as e:
        return "ProxyError", e.param
    except TypeError:
        return "TypeError", None
    return "ok", None


@pytest.mark.parametrize(
    "body",
    [
        {"temperature": 1.0, "max_tokens": 5},
        {"temperature": 3, "max_tokens": 0},  # two bad: the table's first is named
        {"top_p": 2, "n": 0},
        {"temperature": "hot", "max_tokens": 0},  # not a number before a bad one in body order
        {"temperature": "hot"},
        {"max_tokens": 0, "temperature": "hot"},
        {"seed": 1, "user": "u"},
    ],
)
def test_check_ranges_answers_as_the_table_walk_did(body: dict[str, Any]) -> None:
    assert _outcome(check_ranges, body) == _outcome(_slow_check_ranges, body)


@pytest.mark.parametrize(
    "extra,param",
    [
        ({"stream": "yes", "max_tokens": "x"}, "stream"),  # several bad: FIELD_TYPES order decides
        ({"max_tokens": "x", "stream": "yes"}, "stream"),
        ({"user": 3, "model": 4}, "model"),
        ({"temperature": True}, "temperature"),
    ],
)
def test_the_first_bad_field_in_table_order_is_named(extra: dict[str, Any], param: str) -> None:
    assert list(FIELD_TYPES).index(param) == min(list(FIELD_TYPES).index(k) for k in extra)
    body = {"messages": [{"role": "user", "content": "hi"}], **extra}
    with pytest.raises(ProxyError) as e:
        parse_chat_body(json.dumps(body).encode())
    assert e.value.param == param


@pytest.mark.parametrize(
    "msg,param",
    [
        ({"role": "robot", "content": "hi"}, "messages.0.role"),
        ({"role": ["user"], "content": "hi"}, "messages.0.role"),  # unhashable: still a 400
        ({"role": "user", "content": 3}, "messages.0.content"),
        ({"role": "user", "name": 3}, "messages.0.name"),
    ],
)
def test_two_key_messages_are_still_checked(msg: dict[str, Any], param: str) -> None:
    with pytest.raises(ProxyError) as e:
        parse_chat_body(json.dumps({"messages": [msg]}).encode())
    assert e.value.param == param


def test_row_values_are_each_column_as_stored() -> None:
    row = CallRow(
        id="call-1", session="s", step=2, role="edge", purpose="step", model="m", stand_in=True,
        tokens_estimated=False, decision={"route": "edge", "n": [1, 2]}, created=time.time(),
    )  # fmt: skip
    expected = []
    for name, kind in _columns(CallRow):
        v = getattr(row, name)
        expected.append(jsonio.dumps_str(v) if kind == 1 else int(bool(v)) if kind == 2 else v)
    assert _values(row) == expected
    assert _values(row)[[c for c, _ in _columns(CallRow)].index("stand_in")] == 1
    egress = EgressRow(call_id="c", session="s", created=1.0, body="{}", action="allow", spans=[{"type": "X"}])
    assert _values(egress)[[c for c, _ in _columns(EgressRow)].index("spans")] == '[{"type":"X"}]'


@pytest.mark.parametrize("choices", [[{"index": 0, "delta": {"content": "é ok"}}], []])
def test_a_null_usage_dropped_in_place_gives_the_general_paths_bytes(choices: list[Any]) -> None:
    """Fast path 9: a handed-on chunk with `"usage": null`, for a client that did not ask, is
    answered in `feed` itself; the bytes are those the general path (parse, `_with_usage`) gives."""
    payload = json.dumps({"id": "c", "choices": choices, "usage": None}, ensure_ascii=False).encode()
    fast = StreamRelay(include_usage=False).feed(payload, orjson.loads(payload))
    general = StreamRelay(include_usage=False).feed(payload)  # nothing handed on: parsed here
    assert fast == general
    assert (fast is None) == (not choices)
