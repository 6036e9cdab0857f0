"""Issue 16: hostile Responses and Anthropic Messages bodies over real HTTP (the chat-completions
fuzzer, `test_fuzz.py`, sends only chat bodies). The same two properties: no 5xx for client
input, and no canary (a string the gate never scanned) at the fake cloud.

Found by it (breaker18): a lone surrogate escape (`"\\ud800"`) anywhere in either body was a
500 (the front ends parsed with the standard library, which accepts it, and the session id's
hash could not encode it), and a Responses `temperature`/`top_p` that is not a number was a
500 (`check_ranges` compared it with a number).
"""

from __future__ import annotations

import json
import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .test_fuzz import CANARY, CanaryDetector, _request, _strings, json_value, ok_json, ok_text

EX = int(os.environ.get("EDGEWARD_FUZZ_EXAMPLES", "150"))

anything = st.one_of(ok_text, ok_json, json_value)
resp_part = st.one_of(
    st.fixed_dictionaries(
        {
            "type": st.sampled_from(["input_text", "output_text", "refusal", "text", "summary_text", "reasoning_text"]),
            "text": ok_text,
        },
        optional={"refusal": ok_text, "annotations": anything},
    ),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["input_image", "input_file", "input_audio"]), "image_url": ok_text},
        optional={"file_data": ok_text, "filename": ok_text, "file_id": ok_text, "detail": ok_text},
    ),
    anything,
)
resp_item = st.one_of(
    st.fixed_dictionaries(
        {
            "role": st.sampled_from(["user", "assistant", "system", "developer", "tool", CANARY]),
            "content": st.one_of(ok_text, st.lists(resp_part, max_size=3), anything),
        },
        optional={"type": st.just("message"), "id": ok_text, "status": ok_text, "name": ok_text},
    ),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["function_call", "custom_tool_call"]), "call_id": ok_text, "name": ok_text},
        optional={
            "arguments": st.one_of(ok_text, ok_json.map(json.dumps)),
            "input": ok_text,
            "namespace": ok_text,
            "id": ok_text,
        },
    ),
    st.fixed_dictionaries(
        {
            "type": st.sampled_from(
                [
                    "function_call_output",
                    "custom_tool_call_output",
                    "computer_call_output",
                    "local_shell_call_output",
                    "mcp_call",
                ]
            ),
            "call_id": ok_text,
            "output": st.one_of(ok_text, st.lists(resp_part, max_size=2), anything),
        }
    ),
    st.fixed_dictionaries(
        {
            "type": st.sampled_from(
                [
                    "reasoning",
                    "web_search_call",
                    "item_reference",
                    "compaction",
                    "local_shell_call",
                    "mcp_list_tools",
                    "image_generation_call",
                ]
            ),
            "id": ok_text,
        },
        optional={
            "summary": st.lists(resp_part, max_size=2),
            "encrypted_content": ok_text,
            "content": anything,
            "action": anything,
        },
    ),
    anything,
)
resp_tool = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("function"), "name": ok_text},
        optional={"description": ok_text, "parameters": ok_json, "strict": st.booleans()},
    ),
    st.fixed_dictionaries(
        {"type": st.just("custom"), "name": ok_text}, optional={"description": ok_text, "format": anything}
    ),
    st.fixed_dictionaries(
        {
            "type": st.just("namespace"),
            "name": ok_text,
            "tools": st.lists(
                st.fixed_dictionaries(
                    {"type": st.sampled_from(["function", "custom"]), "name": ok_text},
                    optional={"description": ok_text, "parameters": ok_json},
                ),
                max_size=2,
            ),
        },
        optional={"description": ok_text},
    ),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["web_search", "file_search", "mcp", "local_shell"])},
        optional={"server_label": ok_text, "server_url": ok_text},
    ),
    anything,
)
resp_body = st.fixed_dictionaries(
    {"model": st.just("m"), "input": st.one_of(ok_text, st.lists(resp_item, min_size=1, max_size=4), anything)},
    optional={
        "instructions": st.one_of(ok_text, anything),
        "tools": st.one_of(st.lists(resp_tool, max_size=3), anything),
        "stream": st.booleans(),
        "text": st.one_of(st.fixed_dictionaries({"format": anything}, optional={"verbosity": anything}), anything),
        "reasoning": anything,
        "metadata": anything,
        "user": anything,
        "prompt_cache_key": anything,
        "safety_identifier": anything,
        "tool_choice": anything,
        "max_output_tokens": anything,
        "include": anything,
        "store": anything,
        "truncation": anything,
        "service_tier": anything,
        "previous_response_id": anything,
        "temperature": anything,
    },
)
resp_body = st.one_of(resp_body, st.tuples(resp_body, ok_text, anything).map(lambda t: {t[1]: t[2], **t[0]}))

msg_block = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("text"), "text": ok_text}, optional={"cache_control": anything, "citations": anything}
    ),
    st.fixed_dictionaries(
        {"type": st.just("tool_use"), "id": ok_text, "name": ok_text, "input": st.one_of(ok_json, anything)}
    ),
    st.fixed_dictionaries(
        {
            "type": st.just("tool_result"),
            "tool_use_id": ok_text,
            "content": st.one_of(
                ok_text,
                st.lists(
                    st.fixed_dictionaries(
                        {"type": st.sampled_from(["text", "image", "document", "search_result"]), "text": ok_text},
                        optional={"source": anything, "title": ok_text, "content": anything},
                    ),
                    max_size=2,
                ),
                anything,
            ),
        },
        optional={"is_error": anything},
    ),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["thinking", "redacted_thinking"])},
        optional={"thinking": ok_text, "signature": ok_text, "data": ok_text},
    ),
    st.fixed_dictionaries(
        {
            "type": st.sampled_from(
                [
                    "image",
                    "document",
                    "search_result",
                    "server_tool_use",
                    "web_search_tool_result",
                    "container_upload",
                    "mcp_tool_use",
                ]
            )
        },
        optional={
            "source": anything,
            "title": ok_text,
            "context": ok_text,
            "content": anything,
            "name": ok_text,
            "input": anything,
        },
    ),
    anything,
)
msg_message = st.fixed_dictionaries(
    {
        "role": st.sampled_from(["user", "assistant", "system", CANARY]),
        "content": st.one_of(ok_text, st.lists(msg_block, max_size=3), anything),
    },
    optional={"x": anything},
)
msg_tool = st.one_of(
    st.fixed_dictionaries(
        {"name": ok_text, "input_schema": ok_json},
        optional={
            "description": ok_text,
            "type": st.sampled_from(["custom", "bash_20250124", "text_editor_20250124", "web_search_20250305"]),
            "cache_control": anything,
        },
    ),
    anything,
)
msg_body = st.fixed_dictionaries(
    {
        "model": st.just("m"),
        "max_tokens": st.one_of(st.integers(1, 100), anything),
        "messages": st.one_of(st.lists(msg_message, min_size=1, max_size=4), anything),
    },
    optional={
        "system": st.one_of(ok_text, st.lists(msg_block, max_size=2), anything),
        "tools": st.one_of(st.lists(msg_tool, max_size=2), anything),
        "stream": st.booleans(),
        "metadata": anything,
        "stop_sequences": anything,
        "tool_choice": anything,
        "thinking": anything,
        "temperature": anything,
        "top_k": anything,
        "container": anything,
        "mcp_servers": anything,
        "service_tier": anything,
    },
)
msg_body = st.one_of(msg_body, st.tuples(msg_body, ok_text, anything).map(lambda t: {t[1]: t[2], **t[0]}))


def _run(env: Any, path: bytes, strat: Any, upstream: bool = True) -> None:
    port = int(env.url.split(":")[2].split("/")[0])
    seen: dict[str, int] = {}
    bad: list = []

    @settings(max_examples=EX, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
    @given(b=strat, asc=st.booleans())
    def one(b: Any, asc: bool) -> None:
        payload = (
            json.dumps(b, ensure_ascii=True).encode()
            if asc
            else json.dumps(b, ensure_ascii=False).encode("utf-8", "surrogatepass")
        )
        status, raw = _request(port, payload, [], path)
        seen[str(status)] = seen.get(str(status), 0) + 1
        if not 0 < status < 500:
            bad.append((status, payload[:800], raw[:300]))
            return
        if status >= 400:
            head, _, rest = raw.partition(b"\r\n\r\n")
            if b"application/json" not in head.lower():
                bad.append(("nonjson", payload[:400], raw[:400]))

    one()
    bodies = env.cloud.chat_bodies()
    leaked = [b for b in bodies if CANARY in _strings(b) or CANARY in json.dumps(b)]
    assert not bad, bad[:3]
    assert not leaked, leaked[:2]
    # both sides exercised: bodies that reached the cloud (masked) and refusals
    assert (
        bool(bodies) == upstream and seen.get("200", 0) > 0 and sum(v for k, v in seen.items() if k.startswith("4")) > 0
    ), seen


def test_hostile_responses_and_messages_bodies_never_get_5xx_and_leave_nothing_unscanned(proxy_env: Any) -> None:
    env = proxy_env(
        None,
        None,
        detector=CanaryDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": "mask"},
        server={"max_body_mb": 0.5},
    )
    _run(env, b"/v1/responses", resp_body)
    env.cloud.requests.clear()
    _run(env, b"/v1/messages", msg_body)
    env.cloud.requests.clear()
    _run(env, b"/s/fuzz/v1/messages/count_tokens", msg_body, upstream=False)


_FRONTS = {
    "/responses": {"model": "m", "input": "hi"},
    "/messages": {"model": "m", "max_tokens": 8, "messages": [{"role": "user", "content": "hi"}]},
}


def test_every_front_end_refuses_what_chat_completions_refuses_with_a_400(proxy_env: Any) -> None:
    """Lone surrogates, nesting past the limit and non-numbers in numeric fields are the client's
    400 on the Responses and Messages front ends too (they were 500s or, for nesting, silently
    accepted), and nothing reaches the upstream."""
    import requests

    env = proxy_env()
    for path, base in _FRONTS.items():
        good = json.dumps(base).encode()
        bad_bodies = [
            good[:-1] + b', "metadata": {"note": "\\ud800"}}',  # lone surrogate escape
            good.replace(b'"hi"', b'"caf\\udc00"'),  # in the text itself
            good[:-1] + b', "x": ' + b"[" * 70 + b"]" * 70 + b"}",  # deeper than MAX_DEPTH
            good[:-1] + b', "temperature": "hot"}',
            good[:-1] + b', "top_p": {"p": 1}}',
        ]
        for raw in bad_bodies:
            r = requests.post(env.url + path, data=raw, headers={"Content-Type": "application/json"}, timeout=10)
            assert r.status_code == 400, (path, raw[-60:], r.status_code, r.text[:200])
            assert r.headers["Content-Type"].startswith("application/json")
        ok = requests.post(env.url + path, data=good, headers={"Content-Type": "application/json"}, timeout=10)
        assert ok.status_code == 200, (path, ok.text[:200])
    assert len(env.edge.chat_bodies()) == len(_FRONTS)  # only the good ones went upstream
