"""Issue 16: hostile requests from a property-based fuzzer (hypothesis) over real HTTP.

Two properties over every request: the proxy never answers 500 or more to client input, and
nothing unscanned reaches the cloud. For the second, a canary string is planted anywhere in the
body (message text, names, tool arguments, JSON-in-JSON, unknown fields, dict keys); the
detector flags it wherever it is asked to look, so a canary at the fake cloud is a string the
gate never scanned. `make test` runs a bounded number of examples; `make stress` runs
`EDGEWARD_FUZZ_EXAMPLES` (5,000).
"""

from __future__ import annotations

import json
import os
import socket
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.scanner import text_fields, unscannable_parts
from edgeward.detectors.spans import FieldSpan, Span

CANARY = "ZqxCanary7"
EXAMPLES = int(os.environ.get("EDGEWARD_FUZZ_EXAMPLES", "300"))


class CanaryDetector:
    """Flags every occurrence of `CANARY` in whatever it is given, through the same text-field
    plan as the real detector (so the gate's own coverage of other strings is what is tested)."""

    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_text(self, text: str, kind: Any = None) -> list[Span]:
        out, i = [], text.find(CANARY)
        while i >= 0:
            out.append(Span("PERSON", i, i + len(CANARY), 0.9, CANARY))
            i = text.find(CANARY, i + 1)
        return out

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        return [FieldSpan(path, sp) for path, text in text_fields(body) for sp in self.scan_text(text)]

    @staticmethod
    def text_fields(body: dict[str, Any]) -> list[tuple[tuple[Any, ...], str]]:
        return text_fields(body)

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return unscannable_parts(body)


# -- strategies ------------------------------------------------------------------------------------
# text: any code point incl. lone surrogates (sent as JSON \ud800 escapes), NUL, bidi and
# control characters; often with the canary inside
_chars = st.text(st.characters(codec=None, exclude_categories=()), max_size=40)
text = st.one_of(
    _chars,
    st.builds(lambda a, b: a + CANARY + b, _chars, _chars),
    st.sampled_from(["", " ", "\n", "null", "{}", "[]", '{"a": "' + CANARY + '"}', "\ud800", "\udfff" + CANARY]),
)
scalar = st.one_of(text, st.integers(-(2**70), 2**70), st.floats(allow_nan=False), st.booleans(), st.none())
json_value = st.recursive(
    scalar,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(text, st.sampled_from(["type", "text"])), inner, max_size=4),
    ),
    max_leaves=12,
)
role = st.one_of(
    st.sampled_from(["system", "user", "assistant", "tool", "developer", "function"]),
    st.sampled_from(["", "admin", "USER", CANARY]),
    json_value,
)
part = st.one_of(
    st.fixed_dictionaries({"type": st.just("text"), "text": text}),
    st.fixed_dictionaries({"type": st.just("image_url"), "image_url": st.fixed_dictionaries({"url": text})}),
    st.fixed_dictionaries({"type": st.sampled_from(["input_audio", "file", "refusal", "bogus", ""]), "text": text}),
    json_value,
)
tool_call = st.fixed_dictionaries(
    {
        "id": text,
        "type": st.sampled_from(["function", "custom"]),
        "function": st.fixed_dictionaries(
            {"name": text, "arguments": st.one_of(text, json_value.map(lambda v: json.dumps(v)), json_value)}
        ),
    }
)
message = st.fixed_dictionaries(
    {"role": role, "content": st.one_of(text, st.lists(part, max_size=4), st.none(), json_value)},
    optional={"name": text, "tool_calls": st.lists(tool_call, max_size=2), "tool_call_id": text, CANARY: json_value},
)
body = st.fixed_dictionaries(
    {"messages": st.one_of(st.lists(message, min_size=1, max_size=4), json_value)},
    optional={
        "model": st.one_of(text, json_value),
        "stream": st.one_of(st.booleans(), json_value),
        "tools": st.one_of(
            st.lists(
                st.fixed_dictionaries(
                    {
                        "type": st.just("function"),
                        "function": st.fixed_dictionaries({"name": text, "parameters": json_value}),
                    }
                ),
                max_size=2,
            ),
            json_value,
        ),
        "metadata": json_value,
        "temperature": scalar,
        "max_tokens": scalar,
        "stop": st.one_of(text, st.lists(text, max_size=3)),
        "n": scalar,
        "stream_options": json_value,
    },
)
# plus, often, an unknown top-level field (its key maybe a canary)
body = st.one_of(body, st.tuples(body, text, json_value).map(lambda t: {**t[0], t[1]: t[2]}))
# documented shapes (what passes validation and reaches the gate), canaries anywhere in them
_ok_chars = st.text(st.characters(codec="utf-8"), max_size=40)  # no lone surrogates
ok_text = st.one_of(_ok_chars, st.builds(lambda a, b: a + CANARY + b, _ok_chars, _ok_chars))
ok_json = st.recursive(
    st.one_of(ok_text, st.integers(-(2**40), 2**40), st.booleans(), st.none()),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(ok_text, inner, max_size=3)),
    max_leaves=8,
)
ok_part = st.one_of(
    st.fixed_dictionaries({"type": st.just("text"), "text": ok_text}),
    st.fixed_dictionaries({"type": st.just("refusal"), "refusal": ok_text}),
)
ok_call = st.fixed_dictionaries(
    {
        "id": ok_text,
        "type": st.just("function"),
        "function": st.fixed_dictionaries(
            {"name": ok_text, "arguments": st.one_of(ok_text, ok_json.map(lambda v: json.dumps(v)))}
        ),
    }
)
ok_message = st.fixed_dictionaries(
    {
        "role": st.sampled_from(["system", "developer", "user", "assistant", "tool"]),
        "content": st.one_of(ok_text, st.lists(ok_part, max_size=3)),
    },
    optional={"name": ok_text, "tool_calls": st.lists(ok_call, max_size=2), "tool_call_id": ok_text, "x": ok_json},
)
ok_body = st.fixed_dictionaries(
    {"model": st.just("m"), "messages": st.lists(ok_message, min_size=1, max_size=4)},
    optional={
        "stream": st.booleans(),
        "tools": st.lists(
            st.fixed_dictionaries(
                {
                    "type": st.just("function"),
                    "function": st.fixed_dictionaries({"name": ok_text, "description": ok_text, "parameters": ok_json}),
                }
            ),
            max_size=2,
        ),
        "metadata": st.dictionaries(ok_text, ok_text, max_size=3),
        "stop": st.one_of(ok_text, st.lists(ok_text, max_size=3)),
        "user": ok_text,
    },
)
ok_body = st.one_of(ok_body, st.tuples(ok_body, ok_text, ok_json).map(lambda t: {t[1]: t[2], **t[0]}))
# header values as raw bytes: tabs, obs-text, the canary, over-long
header_value = st.one_of(
    st.binary(max_size=30).map(lambda b: b.replace(b"\r", b"").replace(b"\n", b"")),
    st.sampled_from([CANARY.encode(), b"x" * 9000, b"\t", b"\xff\xfe", b"cloud", b"edge"]),
)
header_name = st.sampled_from([b"x-edgeward-session", b"x-edgeward-force", b"x-edgeward-arm", b"authorization", b"x-a"])
payload = st.one_of(
    ok_body.map(lambda b: json.dumps(b, ensure_ascii=False).encode()),  # half of the runs reach the gate
    ok_body.map(lambda b: json.dumps(b, ensure_ascii=True).encode()),
    ok_body.map(lambda b: json.dumps(b, ensure_ascii=False).encode()),
    ok_body.map(lambda b: json.dumps(b, ensure_ascii=True).encode()),
    ok_body.map(lambda b: json.dumps(b, ensure_ascii=False).encode()),
    body.map(lambda b: json.dumps(b, ensure_ascii=True).encode()),  # lone surrogates as escapes
    body.map(lambda b: json.dumps(b, ensure_ascii=False).encode("utf-8", "surrogatepass")),  # as raw bytes
    st.binary(max_size=60),
    body.map(lambda b: json.dumps(b).encode()[: len(json.dumps(b)) // 2]),  # truncated
    st.sampled_from([b"", b"null", b"[]", b'"x"', b"1e999999", b"[" * 5000 + b"]" * 5000]),
)


def _request(port: int, payload: bytes, headers: list[tuple[bytes, bytes]], path: bytes) -> tuple[int, bytes]:
    head = [b"POST " + path + b" HTTP/1.1", b"Host: x", b"Content-Type: application/json", b"Connection: close"]
    head += [n + b": " + v for n, v in headers]
    head.append(b"Content-Length: " + str(len(payload)).encode())
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(b"\r\n".join(head) + b"\r\n\r\n" + payload)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/1.") else 0
    return status, data


def _strings(obj: Any) -> str:
    """All strings and keys of a JSON value, JSON-in-JSON decoded, joined (to look for the canary)."""
    if isinstance(obj, str):
        try:
            inner = json.loads(obj) if obj.lstrip()[:1] in ("{", "[", '"') else None
        except ValueError:
            inner = None
        return obj + ("\0" + _strings(inner) if inner is not None else "")
    if isinstance(obj, dict):
        return "\0".join(_strings(k) + "\0" + _strings(v) for k, v in obj.items())
    if isinstance(obj, list):
        return "\0".join(_strings(v) for v in obj)
    return ""


def test_hostile_requests_never_get_5xx_and_leave_nothing_unscanned(proxy_env: Any) -> None:
    env = proxy_env(
        None,
        None,
        detector=CanaryDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": "mask"},
        server={"max_body_mb": 0.5},
    )
    port = int(env.url.split(":")[2].split("/")[0])
    seen: dict[str, int] = {}

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        payload=payload,
        headers=st.lists(st.tuples(header_name, header_value), max_size=3),
        path=st.sampled_from([b"/v1/chat/completions", b"/s/f%00uz/v1/chat/completions", b"/v1/completions"]),
    )
    def one(payload: bytes, headers: list[tuple[bytes, bytes]], path: bytes) -> None:
        status, raw = _request(port, payload, headers, path)
        seen[str(status)] = seen.get(str(status), 0) + 1
        assert 0 < status < 500, raw[:600]
        if status >= 400:
            head, _, rest = raw.partition(b"\r\n\r\n")
            assert b"application/json" in head.lower(), raw[:300]
            assert isinstance(json.loads(rest)["error"]["message"], str)

    one()
    bodies = env.cloud.chat_bodies()
    leaked = [b for b in bodies if CANARY in _strings(b) or CANARY in json.dumps(b)]
    assert not leaked, leaked[:2]
    # the run exercised both sides: requests that reached the cloud (masked) and refusals
    assert bodies and seen.get("200", 0) > 0 and sum(v for k, v in seen.items() if k.startswith("4")) > 0, seen


async def test_a_value_found_inside_a_dict_key_is_masked_there_even_glued_to_letters() -> None:
    """Found by the fuzzer: a key's span was only masked where the value stood alone as a word."""
    from edgeward.proxy.privacy.config import PrivacyConfig
    from edgeward.proxy.privacy.gate import EgressGate
    from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry

    backend = InMemoryVaultBackend()
    gate = EgressGate(CanaryDetector(), backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))
    body = {
        "model": "m",
        "messages": [{"role": "user", "content": "hi", "x": {f"ab{CANARY}cd": [f"é{CANARY}"]}}],
        f"t{CANARY}": "",
    }
    try:
        res = await gate.prepare("s-key", body)
    finally:
        gate.close()
    assert res.action == "mask" and CANARY not in json.dumps(res.body, ensure_ascii=False)
    assert set(res.body["messages"][0]["x"]) == {"ab[PERSON_1]cd"} and "t[PERSON_1]" in res.body
