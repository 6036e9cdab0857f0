"""CPU cost of reading an upstream chat stream (`HttpStream.batches`: framing, parse, shape check).

Feeds a recorded stream to `HttpStream` through a stand-in response (no sockets), so what is
measured is the reader alone. Streams: 400 chat chunks of one content token each plus a usage
chunk and `[DONE]`, with LF line ends (OpenAI, vLLM, llama.cpp's server) or CRLF
(llama-cpp-python's server through sse-starlette), read one event per read (tokens as they are
generated) or 16 KiB per read (a burst). Prints CPU µs per stream, best of `--repeat` rounds.

A/B: run it with two venvs, alternating, from cwd /tmp (so the venv's install is imported):

    cd /tmp && for i in 1 2 3; do for v in A B; do $V/bin/python .../run.py --label $v; done; done
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time

from edgeward.proxy.upstreams.http import HttpStream


class _Content:
    def __init__(self, reads: list[bytes]) -> None:
        self.reads = reads
        self.i = 0

    async def readany(self) -> bytes:
        if self.i >= len(self.reads):
            return b""
        self.i += 1
        return self.reads[self.i - 1]


class _Resp:
    def __init__(self, reads: list[bytes]) -> None:
        self.content = _Content(reads)

    def release(self) -> None:
        pass

    def close(self) -> None:
        pass


def _events(n: int) -> list[bytes]:
    out = []
    for i in range(n):
        chunk = {
            "id": "chatcmpl-1",
            "object": "chat.completion.chunk",
            "created": 1700000000,
            "model": "m",
            "choices": [{"index": 0, "delta": {"content": f" tok{i}"}, "finish_reason": None}],
        }
        out.append(json.dumps(chunk, separators=(",", ":")).encode())
    usage = {"prompt_tokens": 10, "completion_tokens": n, "total_tokens": 10 + n}
    last = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "m", "choices": []}
    out.append(json.dumps({**last, "usage": usage}).encode())
    return out


def _reads(eol: bytes, per_event: bool, n: int) -> list[bytes]:
    events = [b"data: " + e + eol + eol for e in _events(n)] + [b"data: [DONE]" + eol + eol]
    if per_event:
        return events
    wire = b"".join(events)
    return [wire[i : i + 16384] for i in range(0, len(wire), 16384)]


async def _one(reads: list[bytes]) -> int:
    s = HttpStream(_Resp(reads), time.monotonic())  # type: ignore[arg-type]  # a stand-in response
    n = 0
    async for batch in s.batches():
        n += len(batch)
    return n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", default="")
    ap.add_argument("--streams", type=int, default=200, help="streams per round")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--tokens", type=int, default=400)
    ap.add_argument("--scenario", type=int, default=None, help="run only this one (0-3; for callgrind)")
    a = ap.parse_args()
    loop = asyncio.new_event_loop()
    scenarios = [
        ("LF, one event per read", b"\n", True),
        ("LF, 16 KiB reads", b"\n", False),
        ("CRLF, one event per read", b"\r\n", True),
        ("CRLF, 16 KiB reads", b"\r\n", False),
    ]
    for name, eol, per_event in scenarios if a.scenario is None else [scenarios[a.scenario]]:
        reads = _reads(eol, per_event, a.tokens)
        assert loop.run_until_complete(_one(list(reads))) == a.tokens + 1
        best = float("inf")
        for _ in range(a.repeat):
            t0 = time.process_time()
            for _ in range(a.streams):
                loop.run_until_complete(_one(reads))
            best = min(best, (time.process_time() - t0) / max(a.streams, 1))
        print(f"{a.label}\t{name}\t{best * 1e6:.0f} µs/stream")


if __name__ == "__main__":
    main()
