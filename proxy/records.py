"""`CallRecord`: what the recorder learns about one upstream call while it is made.

The send path (`Pipeline.send`) opens one record per upstream call, fills it in as the call
proceeds (the role that answered, usage, latency, status, the decision JSON) and hands it to
`Pipeline.record` once, the one place that turns it into the store's `CallRow`, prices it and
counts it; a retried attempt's record is a row of its own (`status="retried"`).
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from edgeward.proxy.upstreams.base import UpstreamError, Usage


def new_call_id() -> str:
    """A fresh call id: `call-` + 20 hex characters (80 random bits from the OS).

    `os.urandom` directly: `uuid.uuid4()` builds a UUID object per call, a measurable share of
    a passthrough request (issue 16)."""
    return "call-" + os.urandom(10).hex()


@dataclass
class CallRecord:
    """One upstream call, as it will be recorded.

    Attributes:
        role: the recorded role: edge | cloud for steps, probe | sketch | advisor | router … for
            auxiliary calls.
        target: the role whose endpoint answered (its prices and N_active apply).
        purpose: `step`, or what the auxiliary call was for; retries add `:retry`.
        decision: the decision JSON (route, reason, fallback, policy, arm, details …).
        usage: token counts (reported, or `estimated`).
        latency_ms / ttft_ms: total and time to the first streamed payload, when known.
        scan_ms: the egress gate's scan time for a cloud-bound body (ms), else None.
        status: ok | error | blocked | retried | cancelled (the client disconnected; usage is
            what was produced until then); `pending` until the call has an outcome (a pending
            record is not written).
        http_status / error: what the client was told (an error's message never holds a key).
        call_id: the row id (also the egress row's, for a cloud call).
        estimate: counts the usage a stream did not report (written once it has), or None.
    """

    role: str
    target: str
    purpose: str
    decision: dict[str, Any] = field(default_factory=dict)
    usage: Usage = field(default_factory=Usage)
    latency_ms: float | None = None
    ttft_ms: float | None = None
    scan_ms: float | None = None
    status: str = "pending"
    http_status: int | None = 200
    error: str | None = None
    call_id: str = field(default_factory=new_call_id)
    estimate: Callable[[], Awaitable[Usage]] | None = None

    def failed(self, status: str, http_status: int | None, error: str, latency_ms: float | None = None) -> None:
        """Mark the call failed (no usage: nothing was answered)."""
        self.status, self.http_status, self.error, self.latency_ms = status, http_status, error, latency_ms
        self.usage = Usage()

    @classmethod
    def retry(cls, role: str, target: str, purpose: str, attempt: int, err: UpstreamError) -> "CallRecord":
        """The row of a failed attempt that is retried (`purpose:retry`, the upstream's status)."""
        return cls(
            role,
            target,
            f"{purpose}:retry",
            {"attempt": attempt},
            status="retried",
            http_status=err.upstream_status or err.status,
            error=err.message,
        )
