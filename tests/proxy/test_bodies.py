"""Request bodies in zstd, gzip, deflate and br: decoded at the edge, scanned, capped after decoding."""

from __future__ import annotations

import gzip
import json
import zlib

import brotli
import pytest
import requests
import zstandard

from edgeward.proxy.bodies import decode_body
from edgeward.proxy.errors import ProxyError

BODY = {"model": "m", "messages": [{"role": "user", "content": "compressed hello " + "x" * 2000}]}
RAW = json.dumps(BODY).encode()
ENCODERS = {
    "zstd": lambda b: zstandard.ZstdCompressor().compress(b),
    "gzip": gzip.compress,
    "deflate": zlib.compress,
    "br": brotli.compress,
}


@pytest.mark.parametrize("coding", sorted(ENCODERS))
def test_each_coding_is_decoded_before_the_body_is_read(proxy_env, coding):
    env = proxy_env([{"echo": True}])
    r = requests.post(
        env.url + "/chat/completions",
        data=ENCODERS[coding](RAW),
        headers={"Content-Encoding": coding, "Content-Type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 200, r.text
    assert r.json()["choices"][0]["message"]["content"] == BODY["messages"][0]["content"]
    assert env.edge.chat_bodies()[-1]["messages"] == BODY["messages"]


def test_zstd_responses_body_as_codex_sends_it(proxy_env):
    env = proxy_env([{"content": "ok"}])
    body = {
        "model": "m",
        "input": [{"role": "user", "content": [{"type": "input_text", "text": "hi"}]}],
        "stream": True,
    }
    r = requests.post(
        env.url + "/responses",
        data=zstandard.ZstdCompressor().compress(json.dumps(body).encode()),
        headers={"Content-Encoding": "zstd", "Content-Type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 200 and "response.completed" in r.text
    assert env.edge.chat_bodies()[-1]["messages"] == [{"role": "user", "content": "hi"}]


def test_bad_and_unsupported_encodings(proxy_env):
    env = proxy_env()
    r = requests.post(
        env.url + "/chat/completions", data=RAW, headers={"Content-Encoding": "gzip"}, timeout=10
    )  # not the gzip it claims
    assert r.status_code == 400 and r.json()["error"]["code"] == "invalid_content_encoding"
    # new-user report (newuser19): the reason read "(error)", zlib's exception class name
    with pytest.raises(zlib.error) as why:
        zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(RAW)
    assert f"({why.value})" in r.json()["error"]["message"]
    r = requests.post(env.url + "/chat/completions", data=RAW, headers={"Content-Encoding": "compress"}, timeout=10)
    assert r.status_code == 415 and r.json()["error"]["param"] == "Content-Encoding"
    r = requests.post(
        env.url.removesuffix("/v1") + "/v1/messages", data=RAW, headers={"Content-Encoding": "zstd"}, timeout=10
    )
    assert r.status_code == 400 and r.json()["type"] == "error"  # in the endpoint's own shape
    assert env.edge.chat_bodies() == []


def test_decompression_bomb_is_413_on_the_decoded_size(proxy_env):
    env = proxy_env(server={"max_body_mb": 1})
    bomb = zstandard.ZstdCompressor().compress(
        b'{"model": "m", "messages": [], "x": "' + b"0" * (64 * 1024 * 1024) + b'"}'
    )
    assert len(bomb) < 1024 * 1024  # small on the wire
    r = requests.post(env.url + "/chat/completions", data=bomb, headers={"Content-Encoding": "zstd"}, timeout=30)
    assert r.status_code == 413 and r.json()["error"]["code"] == "request_too_large"
    big = b"0" * (2 * 1024 * 1024)
    assert requests.post(env.url + "/chat/completions", data=big, timeout=30).status_code == 413


@pytest.mark.parametrize("coding", sorted(ENCODERS))
def test_decode_body_round_trips_and_rejects_truncation(coding):
    enc = ENCODERS[coding](RAW)
    assert decode_body(enc, coding, 10**6) == RAW
    with pytest.raises(ProxyError) as e:
        decode_body(enc[: len(enc) // 2], coding, 10**6)
    assert e.value.status == 400
    with pytest.raises(ProxyError) as e:
        decode_body(enc, coding, len(RAW) - 1)
    assert e.value.status == 413


def test_stacked_codings_are_undone_last_first():
    data = zstandard.ZstdCompressor().compress(gzip.compress(RAW))
    assert decode_body(data, "gzip, zstd", 10**6) == RAW
    assert decode_body(RAW, "identity", 10**6) == RAW
    two = gzip.compress(RAW[:100]) + gzip.compress(RAW[100:])  # concatenated members
    assert decode_body(two, "gzip", 10**6) == RAW
    raw_deflate = zlib.compress(RAW)[2:-4]  # some clients send deflate without the zlib wrapper
    assert decode_body(raw_deflate, "deflate", 10**6) == RAW


def test_a_declared_length_over_the_cap_is_413_at_once_not_after_the_body_timeout(proxy_env):
    """Found by breaker18: `Content-Length: 10**12` with a few bytes sent held the connection
    for `server.body_timeout_s` and then answered 408, for a body that could only be refused."""
    import socket
    import time

    env = proxy_env(server={"max_body_mb": 1, "body_timeout_s": 20})
    head = (
        b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: " + str(2 * 1024 * 1024).encode() + b"\r\n\r\n"
    )
    with socket.create_connection(("127.0.0.1", env.proxy.port), timeout=15) as s:
        t0 = time.monotonic()
        s.sendall(head + RAW)  # far less than declared: the proxy must not wait for the rest
        answer = s.recv(4096)
        waited = time.monotonic() - t0
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert b'"request_too_large"' in answer and waited < 5
    assert env.edge.chat_bodies() == []


# -- decoding work is bounded per request (it runs on the event loop) -----------------------------
def test_more_stacked_codings_than_the_limit_are_415_before_any_decoding(proxy_env):
    from edgeward.proxy.bodies import MAX_CODINGS

    data = RAW
    for _ in range(MAX_CODINGS + 1):
        data = gzip.compress(data)
    header = ", ".join(["gzip"] * (MAX_CODINGS + 1))
    with pytest.raises(ProxyError) as e:
        decode_body(data, header, 10**6)
    assert e.value.status == 415 and "stacks more than" in e.value.payload()["error"]["message"]
    # identity does not count, and the limit itself is served
    two = gzip.compress(zstandard.ZstdCompressor().compress(RAW))
    assert decode_body(two, "identity, zstd, identity, gzip", 10**6) == RAW
    env = proxy_env([{"echo": True}])
    r = requests.post(
        env.url + "/chat/completions",
        data=data,
        headers={"Content-Encoding": header, "Content-Type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 415 and r.json()["error"]["param"] == "Content-Encoding"
    assert env.edge.chat_bodies() == []


@pytest.mark.parametrize("coding", ["gzip", "zstd"])
def test_more_concatenated_members_than_the_limit_are_400(coding):
    from edgeward.proxy.bodies import MAX_MEMBERS

    enc = ENCODERS[coding]
    parts = [RAW[i : i + 10] for i in range(0, 10 * MAX_MEMBERS, 10)]
    assert decode_body(b"".join(enc(p) for p in parts), coding, 10**6) == b"".join(parts)
    with pytest.raises(ProxyError) as e:
        decode_body(b"".join(enc(p) for p in [*parts, b"one more"]), coding, 10**6)
    assert e.value.status == 400 and "more than" in e.value.payload()["error"]["message"]


def test_decoding_costs_about_what_the_decompressor_does_not_the_square_of_the_body():
    """Stored (incompressible) gzip input: fed whole, each output step copied the rest of the
    input (0.9 CPU-s for 30 MB where zlib itself takes 0.03 s). CPU time, the best of three."""
    import time

    body = gzip.compress(bytes(24 * 2**20), 0)

    def cpu(fn):
        best = float("inf")
        for _ in range(3):
            t = time.process_time()
            fn()
            best = min(best, time.process_time() - t)
        return best

    ours = cpu(lambda: decode_body(body, "gzip", 32 * 2**20))
    ref = cpu(lambda: zlib.decompress(body, 16 + zlib.MAX_WBITS))
    assert ours < 10 * ref + 0.05, (ours, ref)


def test_the_config_reference_states_the_decoding_limits_the_code_enforces():
    # new-user report (newuser19): `server.max_body_mb` said only "larger requests get 413", so the
    # 415/400 limits on stacked codings and gzip members were nowhere in the config reference
    from edgeward.proxy.bodies import MAX_CODINGS, MAX_MEMBERS
    from edgeward.proxy.settings import ServerConfig

    text = ServerConfig.model_fields["max_body_mb"].description or ""
    assert f"more than {MAX_CODINGS} codings gets 415" in text
    assert f"more than {MAX_MEMBERS} gzip members" in text and "gets 400" in text
