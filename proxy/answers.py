"""The proxy's model answers as aiohttp responses whose head is prepared in one step.

`StreamResponse.prepare` runs, per answer, the general header logic for every case aiohttp
serves (cookies, compression, HTTP/1.0, empty-body statuses, `on_response_prepare` signals,
chunking decided from the headers) through four coroutines, and `Response.write_eof` three
more to write head and body: ~100k of the ~780k instructions a passthrough request costs the
server (callgrind, issue 16; benchmarks/proxy_overhead/RESULTS.md "Passthrough pass 8"). A model
answer is one case: HTTP/1.1, a keep-alive connection, a body of bytes (JSON) or a chunked
event stream, none of the features above. For it `prepare` here adds the same header fields
in the same order (`Content-Length` or `Transfer-Encoding`, `Date`, `Server`, as
`_prepare_headers` does) and serialises the head with aiohttp's own serialiser (which refuses
a line break in a name or value, as before). A JSON answer then goes out as head and body in
one write (`JsonAnswer.write_eof`); a stream's head is left in aiohttp's writer as
`_write_headers` leaves it, sent with the first event. Any other case (HTTP/1.0, a client
asking to close, HEAD or an empty-body status, a handler of `on_response_prepare`, a header
the general path computes itself, a writer with hooks) goes through aiohttp's `prepare` and
`write_eof` unchanged. `tests/proxy/test_answers.py` compares the bytes on the wire with
aiohttp's own path for each case.
"""

from __future__ import annotations

from aiohttp import hdrs, web
from aiohttp.abc import AbstractStreamWriter
from aiohttp.compression_utils import MAX_SYNC_CHUNK_SIZE
from aiohttp.helpers import EMPTY_BODY_STATUS_CODES, rfc822_formatted_time
from aiohttp.http import SERVER_SOFTWARE, HttpVersion11
from aiohttp.http_writer import StreamWriter, _serialize_headers
from multidict import CIMultiDict

_CONTENT_LENGTH, _TRANSFER_ENCODING, _DATE, _SERVER, _CONNECTION = (
    hdrs.CONTENT_LENGTH,
    hdrs.TRANSFER_ENCODING,
    hdrs.DATE,
    hdrs.SERVER,
    hdrs.CONNECTION,
)


def _lean_writer(resp: web.StreamResponse, request: web.BaseRequest) -> StreamWriter | None:
    """The request's writer when `resp` is the one case this module prepares itself, else None
    (aiohttp's general path). The conditions are those under which `_prepare_headers` would
    add nothing but the length or chunking, `Date` and `Server`, and `_write_headers` nothing
    but the serialised head."""
    writer = request._payload_writer
    headers = resp._headers
    if (
        type(writer) is not StreamWriter
        or writer.chunked
        or writer._compress is not None
        or writer._on_chunk_sent is not None
        or writer._on_headers_sent is not None
        or writer.on_body_write is not None
        or request.version != HttpVersion11
        or request._message.should_close  # `not request.keep_alive`
        or resp._keep_alive is False  # `force_close()`
        or resp._cookies
        or resp._compression
        or resp._status in EMPTY_BODY_STATUS_CODES
        or request.method in (hdrs.METH_HEAD, hdrs.METH_CONNECT)
        or _CONTENT_LENGTH in headers
        or _TRANSFER_ENCODING in headers
        or _DATE in headers
        or _SERVER in headers
        or _CONNECTION in headers
    ):
        return None
    match_info = request._match_info
    if match_info is not None:
        for app in match_info._apps:  # `Request._prepare_hook`: the signal's handlers need aiohttp's path
            if app.on_response_prepare:
                return None
    return writer


def _head(resp: web.StreamResponse) -> bytes:
    """`Date` and `Server` added, the head serialised (aiohttp's serialiser: ValueError for a
    line break in a header)."""
    headers = resp._headers
    headers[_DATE] = rfc822_formatted_time()
    headers[_SERVER] = SERVER_SOFTWARE
    return _serialize_headers(f"HTTP/1.1 {resp._status} {resp._reason}", headers)


class JsonAnswer(web.Response):
    """A JSON body (bytes) with `status` and `headers` (`Content-Type: application/json`).

    Args:
        status: the HTTP status.
        body: the serialised JSON.
        headers: the `x-edgeward-*` headers and any other (their order is kept).
    """

    _lean_head: bytes | None = None  # the serialised head `write_eof` sends with the body

    def __init__(self, status: int, body: bytes, headers: dict[str, str]) -> None:
        real = CIMultiDict(headers)
        real[hdrs.CONTENT_TYPE] = "application/json"
        web.StreamResponse.__init__(self, status=status, _real_headers=real)
        self._body = body
        self._zlib_executor_size, self._zlib_executor = MAX_SYNC_CHUNK_SIZE, None  # `web.Response`'s defaults

    async def prepare(self, request: web.BaseRequest) -> AbstractStreamWriter | None:
        """The head serialised for `write_eof` (with `Content-Length`), or aiohttp's `prepare`."""
        if self._payload_writer is not None or self._eof_sent or self._chunked:
            return await super().prepare(request)
        writer = _lean_writer(self, request)
        if writer is None:
            return await super().prepare(request)
        n = len(self._body)  # type: ignore[arg-type]  # bytes: set in __init__
        self._headers[_CONTENT_LENGTH] = str(n)
        self._lean_head = _head(self)
        self._req, self._payload_writer, self._keep_alive, self._must_be_empty_body = request, writer, True, False
        return writer

    async def write_eof(self, data: bytes = b"") -> None:
        """Head and body in one write (the state aiohttp's `write_eof` leaves: the writer at its
        end, the response sent), or aiohttp's `write_eof` for a response it prepared.
        Raises ConnectionError (`ClientConnectionResetError`) when the client is gone."""
        head = self._lean_head
        if head is None:
            return await super().write_eof(data)
        assert not data, "data arg is not supported"
        writer = self._payload_writer
        assert isinstance(writer, StreamWriter)
        self._lean_head = None
        body = self._body
        writer._writelines((head, body)) if body else writer._write(head)  # type: ignore[arg-type]
        writer._headers_written, writer.length = True, 0
        await writer.drain()
        writer._eof = True
        self._eof_sent, self._req, self._body_length, self._payload_writer = True, None, writer.output_size, None


class EventStream(web.StreamResponse):
    """A `text/event-stream` answer whose head goes out with its first event: one socket write
    (and one wake-up of the client) instead of two, on the time-to-first-token path (issue 16).
    `_send_headers_immediately` is aiohttp's own switch for this (`web.Response` turns it off
    the same way). Safe because every `start_stream` caller writes an event at once (the relay
    its first batch, the front ends their opening events, `deliver` its chunks).

    Args (`web.StreamResponse`'s): status and headers (`Content-Type`, `Cache-Control` and the
    `x-edgeward-*` headers).
    """

    _send_headers_immediately = False

    async def prepare(self, request: web.BaseRequest) -> AbstractStreamWriter | None:
        """The head (chunked) left in aiohttp's writer as `_write_headers` leaves it, or
        aiohttp's `prepare`."""
        if self._payload_writer is not None or self._eof_sent or self._chunked:
            return await super().prepare(request)
        writer = _lean_writer(self, request)
        if writer is None:
            return await super().prepare(request)
        writer.length = None
        writer.chunked = True  # `enable_chunking()`
        self._headers[_TRANSFER_ENCODING] = "chunked"
        writer._headers_buf, writer._headers_written = _head(self), False
        self._req, self._payload_writer, self._keep_alive, self._must_be_empty_body = request, writer, True, False
        return writer
