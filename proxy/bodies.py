"""Request bodies at the HTTP edge: read with a size cap and decoded per `Content-Encoding`.

Agents compress what they send (Codex CLI: zstd; others gzip, deflate or br). Every body is
decoded here, before any front end parses it, so the egress gate scans what the client meant
and nothing is forwarded unread. The server runs with aiohttp's own request decompression off
(`SERVER_OPTIONS`): it decodes without a size limit and answers unknown codings with plain text.

- `read_body(request, max_bytes)`: the raw body (413 past `max_bytes`, or at once when its
  `Content-Length` says so), decoded.
- `decode_body(raw, content_encoding, max_bytes)`: the decoding alone. Codings are undone in
  reverse order of the header (RFC 9110 §8.4); each decoder is driven with a bounded output
  buffer, so a decompression bomb stops at `max_bytes` of output (413) instead of filling memory.

Decoding runs on the event loop, so its work is bounded per request, not only its output: at
most `MAX_CODINGS` codings (besides `identity`) and `MAX_MEMBERS` gzip members or zstd frames,
and input is fed in bounded slices (linear time). Unbounded, a 66 KB body that was 61 gzip
layers deep (stored blocks inside, one level-9 layer outside) held the loop for ~50 CPU-s, and
2 MB of empty gzip members for ~5 s: every other session waited (found by rel19).

Errors (`ProxyError`): 400 a body that is not valid in the coding it claims or holds more than
`MAX_MEMBERS` members/frames, 413 over the limit raw or decoded, 415 a coding edgeward does not
decode or more than `MAX_CODINGS` of them. Libraries: zlib (gzip, deflate),
`brotli` (br), `zstandard` (zstd).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from typing import Any

import brotli
import zstandard
from aiohttp import web

from edgeward.proxy.errors import ProxyError

#: Keyword arguments for aiohttp's server (`AppRunner`, `run_app`): request bodies reach the
#: handlers as sent, so `read_body` decodes them with its cap.
SERVER_OPTIONS: dict[str, Any] = {"auto_decompress": False}

#: Codings `decode_body` undoes (`identity` means none).
SUPPORTED_ENCODINGS = ("gzip", "x-gzip", "deflate", "br", "zstd", "identity")

#: Output produced per decoder step, bytes.
_STEP = 64 * 1024
#: zstd input fed per decoder step, bytes (see `_zstd`).
_ZSTD_IN = 256
#: Codings other than `identity` one body may stack. Clients send one; RFC 9110 allows a list,
#: and two covers any real proxy chain.
MAX_CODINGS = 2
#: gzip members or zstd frames one coding layer may hold (tools write one; `cat a.gz b.gz` a few).
MAX_MEMBERS = 64


async def read_body(request: web.Request, max_bytes: int) -> bytes:
    """The request body, read in chunks (413 once it passes `max_bytes`) and decoded.

    A declared `Content-Length` over `max_bytes` is a 413 at once: the body would be refused
    anyway, and waiting for it held the connection until `server.body_timeout_s` (then 408).

    Raises ProxyError (400, 413, 415; see the module docstring).
    """
    declared = request.content_length
    if declared is not None and declared > max_bytes:
        raise _too_large(max_bytes, "")
    content = request.content
    if content.is_eof():  # it all came with the request (a small body): take it as it is
        raw = content.read_nowait()
        if len(raw) > max_bytes:
            raise _too_large(max_bytes, "")
        return decode_body(raw, _content_encoding(request), max_bytes)
    buf = bytearray()
    async for chunk in content.iter_chunked(_STEP):
        buf += chunk
        if len(buf) > max_bytes:
            raise _too_large(max_bytes, "")
    return decode_body(bytes(buf), _content_encoding(request), max_bytes)


def _content_encoding(request: web.Request) -> str:
    """Every `Content-Encoding` header line as one list: lines of one name are one
    comma-separated value (RFC 9110 §5.3); the first line alone left later codings undone."""
    lines = request.headers.getall("Content-Encoding", ())
    return lines[0] if len(lines) == 1 else ", ".join(lines)


def decode_body(raw: bytes, content_encoding: str, max_bytes: int) -> bytes:
    """`raw` with every coding of the `Content-Encoding` value undone (last applied, first undone).

    Raises ProxyError: 415 an unsupported coding, 400 data not valid in its coding, 413 decoded
    output over `max_bytes`.
    """
    if not content_encoding:  # nearly every request: nothing to undo
        return raw
    codings = [c.strip().lower() for c in content_encoding.split(",") if c.strip()]
    unknown = [c for c in codings if c not in SUPPORTED_ENCODINGS]
    if unknown:
        raise ProxyError(
            415,
            f"unsupported Content-Encoding {unknown[0]!r}; edgeward decodes {', '.join(SUPPORTED_ENCODINGS)}",
            code="unsupported_content_encoding",
            param="Content-Encoding",
        )
    if sum(c != "identity" for c in codings) > MAX_CODINGS:
        raise ProxyError(
            415,
            f"Content-Encoding stacks more than {MAX_CODINGS} codings; send the body compressed once",
            code="unsupported_content_encoding",
            param="Content-Encoding",
        )
    data = raw
    for coding in reversed(codings):
        if coding == "identity":
            continue
        out = bytearray()
        try:
            for piece in _decoder(coding, data):
                out += piece
                if len(out) > max_bytes:
                    raise _too_large(max_bytes, " decoded")
        except (zlib.error, brotli.error, zstandard.ZstdError, EOFError) as e:
            raise ProxyError(
                400,
                # the decoder's own reason (zlib's exception class is named just `error`); these
                # messages name the fault (header check, frame descriptor), never the body's bytes
                f"request body is not valid {coding} data as its Content-Encoding says ({e or type(e).__name__})",
                code="invalid_content_encoding",
                param="Content-Encoding",
            ) from None
        except _TooManyMembers:
            raise ProxyError(
                400,
                f"request body holds more than {MAX_MEMBERS} concatenated {coding} streams; send one",
                code="invalid_content_encoding",
                param="Content-Encoding",
            ) from None
        data = bytes(out)
    return data


def _too_large(max_bytes: int, what: str) -> ProxyError:
    return ProxyError(
        413,
        f"request body too large ({what.strip() or 'raw'} size over {max_bytes} bytes); raise server.max_body_mb",
        code="request_too_large",
    )


def _decoder(coding: str, data: bytes) -> Iterator[bytes]:
    if coding in ("gzip", "x-gzip"):
        return _zlib(data, 16 + zlib.MAX_WBITS)
    if coding == "deflate":
        # RFC 9110 deflate is zlib-wrapped; some clients send raw deflate: tell them apart by
        # the zlib header's check bits (RFC 1950 §2.2), as browsers and aiohttp do.
        wrapped = len(data) >= 2 and (data[0] & 0x0F) == 8 and (data[0] << 8 | data[1]) % 31 == 0
        return _zlib(data, zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS)
    if coding == "br":
        return _brotli(data)
    return _zstd(data)


class _TooManyMembers(Exception):
    """A coding layer holds more than `MAX_MEMBERS` gzip members or zstd frames."""


def _zlib(data: bytes, wbits: int) -> Iterator[bytes]:
    """zlib/gzip output in bounded steps; concatenated gzip members are decoded in turn (at
    most `MAX_MEMBERS`). Input goes in `_STEP`-byte slices of a memoryview: handing the decoder
    all of it made each step copy the rest as `unconsumed_tail` (quadratic in the body)."""
    view = memoryview(data)
    pos, members = 0, 0
    while True:
        members += 1
        if members > MAX_MEMBERS:
            raise _TooManyMembers
        d = zlib.decompressobj(wbits)
        while pos < len(view) and not d.eof:
            chunk = view[pos : pos + _STEP]
            pos += len(chunk)
            yield d.decompress(chunk, _STEP)
            while d.unconsumed_tail and not d.eof:  # at most `_STEP` bytes held back
                yield d.decompress(d.unconsumed_tail, _STEP)
        while not d.eof:  # output still held by the decoder
            piece = d.decompress(b"", _STEP)
            if not piece:
                break
            yield piece
        if not d.eof:
            raise EOFError("truncated stream")
        rest = d.unused_data  # what of the last slice follows this member, then the slices after it
        pos -= len(rest)
        # the end, or zeros some tools pad gzip files with (a member starts with 0x1f: no copy)
        if pos >= len(data) or (data[pos] == 0 and not data[pos:].strip(b"\0")):
            return
        if wbits != 16 + zlib.MAX_WBITS:
            raise EOFError("data after the end of the stream")


def _brotli(data: bytes) -> Iterator[bytes]:
    d = brotli.Decompressor()
    yield d.process(data, output_buffer_limit=_STEP)
    while not d.is_finished():  # the rest of the output, a step at a time
        piece = d.process(b"", output_buffer_limit=_STEP)
        if not piece:
            raise EOFError("truncated stream")
        yield piece


def _zstd(data: bytes) -> Iterator[bytes]:
    """zstd frames in turn (at most `MAX_MEMBERS`). The decoder has no output limit, so input
    goes in `_ZSTD_IN` bytes at a time: one compressed block of at least 4 bytes yields at most
    128 KiB (RFC 8878 §3.1.1.2), so each step yields at most 8 MiB before the caller checks the
    size. A frame's end is found in its last slice: the next frame starts there (`unused_data`
    holds only the rest of that slice, not of the body: taking it for the rest lost every byte
    after it, so frames past the first 256 bytes failed as truncated)."""
    pos, frames = 0, 0
    while True:
        frames += 1
        if frames > MAX_MEMBERS:
            raise _TooManyMembers
        d = zstandard.ZstdDecompressor().decompressobj()
        while pos < len(data) and not d.eof:
            piece = data[pos : pos + _ZSTD_IN]
            pos += len(piece)
            yield d.decompress(piece)
        if not d.eof:
            raise EOFError("truncated stream")
        pos -= len(d.unused_data)
        if pos >= len(data):
            return
