"""One upstream POST over aiohttp's connection pool, without its per-request client machinery.

`ClientSession.post` builds a `ClientRequest` (URL checks, header merging, cookie and auth
hooks, a payload lookup), a `StreamWriter`, a `ClientResponse`, timers and trace hooks for every
call: ~200 µs of CPU per call on the benchmark machine, the largest single cost of a passthrough
(benchmarks/proxy_overhead/RESULTS.md, "Passthrough pass 4"). Our upstream calls are always the
same shape: one POST of a ready body to one URL with fixed headers. `PostTemplate` keeps what
does not change (the `ClientRequest` the connector keys its pool by, the serialised request
head) and per call only takes a connection from the session's connector, writes head and body,
and waits for aiohttp's protocol to parse the answer's head (~110 µs a call, same machine).

Everything on the wire and in the pool stays aiohttp's: `TCPConnector.connect` (pooling,
keep-alive expiry, DNS, TLS, connect timeouts), `ResponseHandler` with its C response parser
(chunked bodies, decompression, `sock_read` timeout, `Connection: close`), `StreamReader` for
the body. The request head is the one `ClientSession.post` would send (same headers, taken from
a `ClientRequest` built once) plus `Content-Length`.

One connection is kept out of the pool between calls (`PostTemplate` "parks" it): the next call
sends on it without `TCPConnector.connect` and `Connection.release` (the pool's lookup, a new
`Connection`, its keep-alive bookkeeping: ~21k of ~205k instructions a call here, issue 16,
benchmarks/proxy_overhead/RESULTS.md "Passthrough pass 7"). It is reused by the pool's own
rules (connected, idle no longer than the pool's keep-alive expiry, nothing unread, the
upstream did not ask to close) and closed with the connector like any acquired connection.

A body that cannot end: when aiohttp's parser fails inside a body (chunk framing that is not
hexadecimal, found by rel19), the protocol closes the connection and fails itself, but not the
body's `StreamReader`, and drops the `sock_read` timer: a reader waited forever (aiohttp
3.14.5, the stock `ClientSession` too). `LeanResponse` therefore fails its body with
`ClientPayloadError` once its connection is gone and the body neither ended nor failed.

Not supported (and not used by `HttpUpstream`): an HTTP proxy, a total timeout (the caller arms
its own), redirects, cookies, traces, client middlewares.
"""

from __future__ import annotations

import asyncio
import codecs
import time
from collections.abc import Mapping

import aiohttp
from aiohttp.client_exceptions import ClientConnectionResetError
from aiohttp.client_proto import ResponseHandler
from aiohttp.client_reqrep import ClientRequest
from aiohttp.connector import Connection
from aiohttp.helpers import parse_content_type
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.streams import StreamReader
from multidict import CIMultiDictProxy
from yarl import URL

#: aiohttp's `ClientSession` defaults for reading an answer (the session's own are private).
READ_BUFSIZE = 2**16
MAX_LINE_SIZE = 8190
MAX_FIELD_SIZE = 8190
MAX_HEADERS = 128
#: aiohttp's `TCPConnector` keep-alive expiry (its default `keepalive_timeout`): a parked
#: connection idle longer is closed rather than reused, as the pool would.
KEEPALIVE_S = 15.0


class LeanResponse:
    """An upstream answer whose head was read: the part of `aiohttp.ClientResponse` the
    upstream code uses. The connection goes back to the pool on `release` (a body read to its
    end) or is closed on `close` (anything else); one of the two must be called.

    Attributes:
        status: the HTTP status code.
        headers: the answer's headers (case-insensitive).
        content: the body as aiohttp's `StreamReader` (`read`, `readany`, `is_eof`).
    """

    __slots__ = ("_conn", "_home", "status", "headers", "content", "_lost")

    def __init__(
        self,
        conn: Connection,
        status: int,
        headers: CIMultiDictProxy[str],
        content: StreamReader,
        home: PostTemplate | None = None,
    ) -> None:
        self._conn: Connection | None = conn
        self._home = home  # parks the connection on `release` (None: back to the pool)
        self.status = status
        self.headers = headers
        self.content = content
        self._lost: asyncio.Future[None] | None = None  # watched until the body ends (module docstring)
        if not content.is_eof():
            proto = conn.protocol
            lost = proto.closed if proto is not None else None
            if lost is not None:
                lost.add_done_callback(self._unfinished)
                self._lost = lost

    def _unfinished(self, _: asyncio.Future[None]) -> None:
        """The connection is gone: a body that neither ended nor failed never will."""
        content = self.content
        if not content.is_eof() and content.exception() is None:
            content.set_exception(
                aiohttp.ClientPayloadError("the upstream connection closed before the answer's body ended")
            )

    def _unwatch(self) -> None:
        lost, self._lost = self._lost, None
        if lost is not None:
            lost.remove_done_callback(self._unfinished)

    @property
    def content_type(self) -> str:
        """The media type of `Content-Type`, lower case (aiohttp's parse: absent or unparsable
        means `application/octet-stream`)."""
        return _content_type(self.headers.get("Content-Type"))[0]

    async def read(self) -> bytes:
        """The whole body (decoded if the answer was compressed). Raises aiohttp.ClientError,
        asyncio.TimeoutError (`sock_read`)."""
        content = self.content
        if content.is_eof():  # all of it came (a small answer): taken at once, no async reads
            return content.read_nowait()
        return await content.read()

    async def text(self, errors: str = "strict") -> str:
        """The whole body as text, in the `Content-Type`'s charset (UTF-8 if it names none or
        one Python does not know)."""
        charset = _content_type(self.headers.get("Content-Type"))[1].get("charset") or "utf-8"
        try:
            codecs.lookup(charset)
        except LookupError:
            charset = "utf-8"
        return (await self.read()).decode(charset, errors)

    def release(self) -> None:
        """Give the connection back: parked for the template's next call, or to the pool
        (aiohttp closes it instead if the body was not read to its end or the upstream asked to
        close). Idempotent."""
        self._unwatch()
        conn, self._conn = self._conn, None
        if conn is not None:
            if self._home is not None:
                self._home.park(conn)
            else:
                conn.release()

    def close(self) -> None:
        """Close the connection (an unfinished answer: the upstream sees the request end).
        Idempotent."""
        self._unwatch()
        if self._conn is not None:
            self._conn.close()
            self._conn = None


#: `Content-Type` values parsed (aiohttp's parser goes through `email`: ~20 µs); an upstream
#: sends one or two distinct values, the bound only guards against one that varies.
_CONTENT_TYPES: dict[str, tuple[str, Mapping[str, str]]] = {}


def _content_type(raw: str | None) -> tuple[str, Mapping[str, str]]:
    """(media type, parameters) of a `Content-Type` value, as `aiohttp.ClientResponse` parses it."""
    if raw is None:
        return "application/octet-stream", {}
    got = _CONTENT_TYPES.get(raw)
    if got is None:
        got = parse_content_type(raw)
        if len(_CONTENT_TYPES) < 64:
            _CONTENT_TYPES[raw] = got
    return got


class PostTemplate:
    """POSTs of ready bodies to one URL with fixed headers, over `session`'s connector.

    Args:
        session: the shared `aiohttp.ClientSession` (its connector's pool is used).
        url: the absolute URL.
        headers: sent with every call besides aiohttp's defaults (Host, Accept,
            Accept-Encoding, User-Agent) and `Content-Length`.
        timeout: `connect` / `sock_connect` bound getting a connection, `sock_read` each read of
            the answer; `total` must be None (the caller bounds the whole call itself).
        keepalive_s: the longest a parked connection may idle and still be reused (at most the
            connector's keep-alive expiry, aiohttp's default 15 s).

    Raises (from the constructor): ValueError for a header value with a line break.
    """

    def __init__(
        self,
        session: aiohttp.ClientSession,
        url: URL,
        headers: Mapping[str, str],
        timeout: aiohttp.ClientTimeout,
        loop: asyncio.AbstractEventLoop,
        keepalive_s: float = KEEPALIVE_S,
    ) -> None:
        if timeout.total is not None:
            raise ValueError("PostTemplate does not arm a total timeout: the caller does")
        if session.connector is None:
            raise ValueError("PostTemplate needs an open session")
        self._session, self._connector = session, session.connector
        self._timeout = timeout
        self._keepalive_s = keepalive_s
        # one kept-alive connection out of the pool (`park`), and when it went idle (monotonic s)
        self._parked: Connection | None = None
        self._parked_at = 0.0
        # what the connector keys its pool by and connects with (host, port, TLS)
        self._req = ClientRequest("POST", url, headers=headers, loop=loop, session=session)
        lines = [f"POST {self._req.url.raw_path_qs} HTTP/1.1"]
        for name, value in self._req.headers.items():
            if name.lower() in ("content-length", "transfer-encoding"):
                continue
            if "\r" in value or "\n" in value:  # aiohttp refuses these too (header injection)
                raise ValueError(f"upstream header {name} contains a line break")
            lines.append(f"{name}: {value}")
        self._head = ("\r\n".join(lines) + "\r\nContent-Length: ").encode("utf-8")

    async def post(self, data: bytes) -> LeanResponse:
        """Send `data` and wait for the answer's head (1xx answers skipped).

        Raises:
            aiohttp.ClientError: no connection (`ClientConnectorError`), the connection broke
                (`ClientOSError`, `ServerDisconnectedError`), a malformed answer
                (`ClientResponseError`).
            asyncio.TimeoutError: connecting (`ConnectionTimeoutError`) or reading the head
                (`SocketTimeoutError`) took longer than the timeout.
            RuntimeError: the session is closed.
        """
        if self._session.closed:
            raise RuntimeError("Session is closed")
        conn = self._unpark()
        fresh = conn is None
        if conn is None:
            conn = await self._connector.connect(self._req, [], self._timeout)
        try:
            proto, transport = conn.protocol, conn.transport
            if proto is None or transport is None or transport.is_closing():
                raise ClientConnectionResetError("Cannot write to closing transport")
            # A parked connection's protocol was set up by this template's previous call and
            # its parser finished that answer (nothing unread, else it was not parked): the
            # parser reads the next answer on the connection as the server's reads the next
            # request, without a new one (~8k instructions a call; issue 16)
            if fresh:
                self._set_up(proto)
            transport.writelines((self._head, b"%d\r\n\r\n" % len(data), data))  # one send, no copy of the body
            if proto.writing_paused:  # a large body the socket could not take at once
                await proto._drain_helper()
            proto.start_timeout()  # sock_read runs from the end of the request, as in aiohttp
            return await self._head_of(conn, proto)
        except BaseException:
            conn.close()
            raise

    def _set_up(self, proto: ResponseHandler) -> None:
        """How `proto` reads this template's answers (a new response parser)."""
        proto.set_response_params(
            read_until_eof=True,  # an answer without length or chunking ends with the connection
            read_timeout=self._timeout.sock_read,
            read_bufsize=READ_BUFSIZE,
            timeout_ceil_threshold=self._timeout.ceil_threshold,
            max_line_size=MAX_LINE_SIZE,
            max_field_size=MAX_FIELD_SIZE,
            max_headers=MAX_HEADERS,
        )

    async def _head_of(self, conn: Connection, proto: ResponseHandler) -> LeanResponse:
        while True:
            try:
                message, payload = await proto.read()
            except HttpProcessingError as e:  # as ClientResponse.start reports it
                raise aiohttp.ClientResponseError(
                    self._req.request_info, (), status=e.code, message=e.message, headers=e.headers
                ) from e
            if not 100 <= message.code <= 199 or message.code == 101:
                return LeanResponse(conn, message.code, message.headers, payload, self)

    def park(self, conn: Connection) -> None:
        """Keep `conn` (an answer read to its end) for the next call, when no other connection
        is parked and the pool would keep it too (connected; nothing unread; the upstream did
        not ask to close); else hand it to the pool's `release`, which keeps or closes it."""
        proto = conn.protocol
        if self._parked is None and proto is not None and proto.is_connected() and not proto.should_close:
            self._parked, self._parked_at = conn, time.monotonic()
        else:
            conn.release()

    def close(self) -> None:
        """Close the parked connection, if any (before the session closes: a connection object
        still holding its protocol when collected is reported as unclosed). The template stays
        usable: the next call takes a connection from the pool."""
        conn, self._parked = self._parked, None
        if conn is not None:
            conn.close()

    def _unpark(self) -> Connection | None:
        """The parked connection if it may still be used (as the pool decides: connected, idle
        no longer than `keepalive_s`), else None (a stale one is closed)."""
        conn, self._parked = self._parked, None
        if conn is None:
            return None
        proto = conn.protocol
        if (
            proto is not None
            and proto.is_connected()
            and not proto.should_close
            and time.monotonic() - self._parked_at <= self._keepalive_s
        ):
            return conn
        conn.close()
        return None
