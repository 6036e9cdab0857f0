"""JSON on the send path: orjson where it can, the standard library where orjson refuses.

`dumps` writes compact UTF-8 JSON (no spaces, non-ASCII kept: the bytes
`json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()` gives for the same
object); `loads` parses bytes or str. orjson is several times faster than the standard library
on chat-completion bodies, a measurable share of a passthrough request (benchmarks/proxy_overhead).
What orjson refuses or reads differently falls back to the standard library, so nothing is
accepted, refused or read differently: on output integers beyond 64 bits and non-str keys; on
input NaN/Infinity, lone surrogate escapes and integers beyond 64 bits (orjson reads them as
floats). One difference: a NaN or infinite float (only from an upstream answer that carried
one) is written `null`, valid JSON, not `NaN`.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson


def dumps(obj: Any) -> bytes:
    """Compact UTF-8 JSON bytes. Raises TypeError/ValueError (as `json.dumps`) for what neither
    encoder can write, UnicodeEncodeError for a str with a lone surrogate."""
    try:
        return orjson.dumps(obj)
    except TypeError:  # orjson.JSONEncodeError included
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


def dumps_str(obj: Any) -> str:
    """`dumps` as a str (e.g. a JSON column of the store)."""
    return dumps(obj).decode()


#: A run of digits that may be an integer beyond 64 bits, which orjson would read as a float.
LONG_DIGITS = 20
_LONG_DIGITS_STR = re.compile(r"\d{%d,}" % LONG_DIGITS)
#: Bytes as a digit mask: an ASCII digit becomes b"0", any other byte b" " (`_long_digits`).
_DIGIT_MASK = bytes(0x30 if 0x30 <= b <= 0x39 else 0x20 for b in range(256))
_DIGIT_RUN = b"0" * LONG_DIGITS


def _long_digits(data: bytes) -> bool:
    """Whether `data` holds a run of `LONG_DIGITS` or more ASCII digits (what the regex
    `rb"[0-9]{20,}"` finds). Masked, then one substring search: the regex matches at every
    position in Python's engine, ~9 µs for a 180-byte stream chunk against ~1-2 µs, and a
    relayed stream checks every payload (issue 16).

    `find`, not `in`, here and on every per-payload bytes test of the send path: `sub in data`
    first tries `sub` as an integer (`int in bytes`), which for bytes raises and formats a
    TypeError before the substring search (~2,700 instructions, ~0.5 µs; counted with
    callgrind); `find` checks for a buffer first."""
    return data.translate(_DIGIT_MASK).find(_DIGIT_RUN) >= 0


def orjson_reads_alike(data: bytes) -> bool:
    """Whether `orjson.loads(data)` gives what `loads(data)` gives for JSON both accept (no run
    of digits that may be an integer beyond 64 bits): a value already parsed with orjson can
    then stand in for `loads`."""
    return not _long_digits(data)


def loads(data: bytes | str) -> Any:
    """Parse JSON. Raises ValueError (`json.JSONDecodeError`) for what neither parser accepts."""
    if _long_digits(data) if isinstance(data, bytes) else (_LONG_DIGITS_STR.search(data) is not None):
        return json.loads(data)  # exact big integers (digits inside a string land here too: same result)
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        return json.loads(data)
