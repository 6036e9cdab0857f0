"""Event-stream framing: the bytes of an upstream's `text/event-stream` body → its events' data.

The rules are the WHATWG's "interpreting an event stream"
(https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):

- a line ends at CRLF, LF or CR (a CRLF cut between two reads is still one line end);
- a blank line dispatches the event; an event without `data` lines dispatches nothing;
- `data:` lines of one event are joined with LF; one space after the colon is dropped; a line
  `data` without a colon is a data line with an empty value;
- comment lines (`:` first), `id:`, `retry:` and unknown fields are ignored (the proxy never
  reconnects); `event:` sets the event's type, which only matters when it is `error` (below);
- a U+FEFF byte-order mark at the very start of the stream is dropped.

Two deviations, on purpose. At the end of the stream the spec discards an event whose blank line
never came; `EventStreamDecoder.end` dispatches it (servers end streams with `data: [DONE]`
and no blank line after it, and what the event carries is complete).

An event typed `error` (`event: error`: OpenAI's and Anthropic's servers send their faults so,
and its data need not be an `{"error": …}` object: `{"message": "overloaded"}`, plain text or
nothing) is not data: the decoder sets `error` to its data (b"" without a `data:` line: the
second deviation, the spec would dispatch nothing, but an error must never pass unseen) and drops every
line after it, since the stream failed there. The caller relays what came before it, then fails.

Data are bytes, as received (the payload is JSON, which has no raw CR or LF inside a value, so
normalising line ends cannot change one).
"""

from __future__ import annotations

_BOM = b"\xef\xbb\xbf"


class EventTooLarge(ValueError):
    """A line without its end, or an event's data, grew past the decoder's bound. `what` is
    "line" or "event"."""

    def __init__(self, what: str, limit: int) -> None:
        super().__init__(f"SSE {what} longer than {limit} bytes")
        self.what, self.limit = what, limit


class EventStreamDecoder:
    """Incremental decoder for one stream: `feed` each read, `end` at the end of the body.

    Args:
        max_bytes: bound on one unterminated line and on one event's joined data (bytes): what
            one stream may make the proxy buffer. Over it, `feed` raises `EventTooLarge`.

    `joined` turns True once an event of several `data:` lines was dispatched (its data hold an
    LF): until then no data holds one, and a caller need not look. `error` is the data of the
    first event typed `error` (module docstring), None until one came: check it after each
    `feed` and `end`; nothing is returned past it.
    """

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._partial: list[bytes] = []  # an unterminated line's pieces, joined once its end arrives
        self._size = 0  # their bytes
        self._data: bytes | None = None  # the open event's first data value
        self._more: list[bytes] | None = None  # its further data values (a multi-line event)
        self._event_size = 0  # bytes of the open event's joined data, once it has several lines
        self._skip_lf = False  # the last read ended in CR: an LF first in the next is its CRLF
        self._start = True  # no line has ended yet: the first may begin with a BOM
        self._clean = False  # no line or event open, no CR pending, past the start: `feed`'s fast path
        self._error_typed = False  # the open event has `event: error`
        self.joined = False
        self.error: bytes | None = None

    def feed(self, data: bytes) -> list[bytes]:
        """The data of each event that `data` (the next bytes of the body) completes, in order.

        Raises EventTooLarge (see the class).
        """
        if self.error is not None:  # the stream failed at its error event: nothing after it counts
            return []
        if self._clean and data.startswith(b"data: "):
            # the common read, one whole event of one line (a token as it is generated): its
            # data without the general path's split, loop and state; the rules are the same
            end = data.find(b"\n")
            last = len(data) - 1
            if end == last - 1 and data[last] == 10 and data.find(b"\r", 6, end) < 0:  # LF LF
                return [data[6:end]]
            if end == last - 2 and data.endswith(b"\r\n\r\n") and data.find(b"\r", 6, end - 1) < 0:
                return [data[6 : end - 1]]  # CRLF CRLF
        if self._skip_lf:
            self._skip_lf = False
            if data[:1] == b"\n":
                data = data[1:]
        # `find`, not `in`: see `jsonio._long_digits`. The common stream (LF only) skips this.
        if data.find(b"\r") >= 0:
            self._skip_lf = data[-1:] == b"\r"
            data = data.replace(b"\r\n", b"\n")
            if data.find(b"\r") >= 0:  # a CR alone ends a line too (rare: no copy for CRLF streams)
                data = data.replace(b"\r", b"\n")
        if data.find(b"\n") < 0:
            self._clean = False
            self._partial.append(data)
            self._size += len(data)
            if self._size > self.max_bytes:
                raise EventTooLarge("line", self.max_bytes)
            return []
        lines = (b"".join(self._partial) + data if self._partial else data).split(b"\n")
        rest = lines.pop()
        self._partial, self._size = ([rest], len(rest)) if rest else ([], 0)
        if self._start:
            self._start = False
            lines[0] = lines[0].removeprefix(_BOM)
        out = self._lines(lines)
        self._clean = not rest and self._data is None and not self._skip_lf and not self._error_typed
        return out

    def end(self) -> list[bytes]:
        """At the end of the body: the data of the events still open (the last line taken as
        ended, the last event as dispatched: the module's first deviation from the spec);
        nothing once an error event came (the stream failed there)."""
        if self.error is not None:
            return []
        lines = [b"".join(self._partial), b""]
        self._partial, self._size, self._clean = [], 0, False
        if self._start:
            self._start = False
            lines[0] = lines[0].removeprefix(_BOM)
        return self._lines(lines)

    def _lines(self, lines: list[bytes]) -> list[bytes]:
        """The data of the events these ended lines (without their ends) dispatch."""
        out: list[bytes] = []
        first, more = self._data, self._more  # the open event, in locals for the loop
        for line in lines:
            if not line:  # a blank line: dispatch
                if self._error_typed:  # the stream's fault: recorded, and the end of its events
                    self._error_typed = False
                    self.error = (first or b"") if more is None else b"\n".join([first or b"", *more])
                    self._data, self._more = None, None
                    return out
                if first is not None:
                    if more is None:
                        out.append(first)
                    else:
                        out.append(b"\n".join([first, *more]))
                        more = None
                        self.joined = True
                    first = None
                continue
            if line.startswith(b"data: "):  # the common form first: one slice, no second test
                value = line[6:]
            elif line.startswith(b"data:"):
                value = line[5:]
            elif line == b"data":
                value = b""
            else:  # a comment, another field or an unknown one; only `event: error` matters
                if line.startswith(b"event:"):
                    self._error_typed = line[6:].removeprefix(b" ") == b"error"
                continue
            if first is None:
                first = value
                continue
            if more is None:
                more = []
                self._event_size = len(first)
            more.append(value)
            self._event_size += 1 + len(value)
            if self._event_size > self.max_bytes:
                raise EventTooLarge("event", self.max_bytes)
        self._data, self._more = first, more
        return out
