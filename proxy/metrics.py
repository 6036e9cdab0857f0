"""Prometheus metrics for one proxy app: `GET /metrics` (text exposition format).

Each app owns a `CollectorRegistry` (never the process-global one), so several proxies in one
process (tests, the harness) keep separate counts. Requests, responses and call rows are
tallied in plain dicts and applied to the Prometheus objects in batches (`flush`: at every
scrape, and every `FLUSH_EVERY` tallies): a Prometheus `inc`/`observe` validates and locks on
every call, ~20-25 µs of CPU per passthrough request for the nine of them, ~11-15 µs with the
tallies (the histograms still observe each value; issue 16). A scrape flushes first, so
`/metrics` shows every request and call counted so far, with the same values; only a series'
`_created` time (and its place among its family's series) is the flush that created it, not
its first request. Series:

    edgeward_requests_total                                   chat-completion requests received
    edgeward_http_responses_total{endpoint, code}             responses by endpoint and HTTP status
    edgeward_errors_total{endpoint, code}                     responses with status >= 400
    edgeward_upstream_calls_total{role, target, status}       one per recorded call row (status ok |
                                                              error | retried | blocked | …)
    edgeward_upstream_errors_total{role, target, http_status} call rows whose status is not ok
    edgeward_tokens_total{role, target, kind}                 kind = prompt | cached | completion
    edgeward_usd_total{role, target}                          USD (cloud prices; stand-ins priced too)
    edgeward_edge_flops_total{role}                           edge FLOPs
    edgeward_upstream_latency_seconds{role, target}           histogram (whole call)
    edgeward_upstream_ttft_seconds{role, target}              histogram (streams: time to first token)
    edgeward_scan_seconds                                     histogram: the egress gate's scan time per
                                                              cloud-bound body (cache hits included)

`role` is the recorded role (edge, cloud, probe, sketch, advisor, router …), `target` the role
whose endpoint answered. Labels never carry session ids, prompts or keys.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest

#: Scan times span a cache hit (well under 1 ms) to a killed overrun (the scan budget, 10 s by default).
SCAN_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)
_KNOWN_ENDPOINTS = ("chat/completions", "embeddings", "completions", "models", "healthz", "metrics")
#: Tallies (requests, responses, call rows) kept before they are applied to the Prometheus
#: objects without waiting for a scrape (bounds the memory of the tallies' value lists).
FLUSH_EVERY = 1024


def _endpoint(request: web.Request) -> str:
    """A low-cardinality endpoint label (session path prefixes folded away)."""
    return endpoint_label(request.path)


def endpoint_label(path: str) -> str:
    """The endpoint label of a request path (`/s/<session>/v1/models` → `models`; unknown
    endpoints → `other`)."""
    for name in _KNOWN_ENDPOINTS:
        if path.endswith("/" + name):
            return name
    return "other"


class ProxyMetrics:
    """The proxy's metrics. `pipeline.metrics` is set to one; the pipeline calls
    `observe_call(row, target)` for every recorded call and the server bumps `requests`."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry(auto_describe=True)
        r = self.registry
        self.requests = Counter("edgeward_requests", "Chat-completion requests received", registry=r)
        self.responses = Counter(
            "edgeward_http_responses", "HTTP responses by endpoint and status code", ["endpoint", "code"], registry=r
        )
        self.errors = Counter(
            "edgeward_errors",
            "HTTP responses with status >= 400, by endpoint and code",
            ["endpoint", "code"],
            registry=r,
        )
        self.calls = Counter(
            "edgeward_upstream_calls",
            "Upstream calls by recorded role, target role and status",
            ["role", "target", "status"],
            registry=r,
        )
        self.call_errors = Counter(
            "edgeward_upstream_errors",
            "Upstream calls that did not succeed (errors, retried attempts, blocks)",
            ["role", "target", "http_status"],
            registry=r,
        )
        self.tokens = Counter(
            "edgeward_tokens",
            "Tokens by role and kind (prompt includes cached)",
            ["role", "target", "kind"],
            registry=r,
        )
        self.usd = Counter("edgeward_usd", "Cost in USD by role", ["role", "target"], registry=r)
        self.flops = Counter("edgeward_edge_flops", "Edge FLOPs (2 * N_active * tokens)", ["role"], registry=r)
        self.latency = Histogram(
            "edgeward_upstream_latency_seconds",
            "Upstream call latency",
            ["role", "target"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.ttft = Histogram(
            "edgeward_upstream_ttft_seconds",
            "Upstream time to first token (streams)",
            ["role", "target"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )

        self.scan = Histogram(
            "edgeward_scan_seconds",
            "Egress gate scan time per cloud-bound body (parent cache hits, pool scans, overruns)",
            buckets=SCAN_BUCKETS,
            registry=r,
        )
        self._children: dict[tuple[int, tuple[str, ...]], Any] = {}  # (id(metric), labels) → child
        # Tallies not yet applied (`flush`), in the order their label sets were first seen (so the
        # series come out in the same order as when each call was applied at once):
        self._lock = threading.Lock()  # a scrape from another thread may flush while the loop tallies
        self._requests = 0
        self._responses: dict[tuple[str, int], int] = {}  # (endpoint, status) → responses
        self._calls: dict[tuple[str, str, str, str], _CallTally] = {}  # (role, target, status, http_status)
        self._floats: dict[tuple[str, str], _FloatTally] = {}  # (role, target)
        self._flops: dict[str, list[float]] = {}  # role → FLOPs of each row
        self._tallied = 0

    def count_request(self) -> None:
        """Count one chat-completion request received (`edgeward_requests_total`)."""
        with self._lock:
            self._requests += 1
            self._tallied += 1
            if self._tallied >= FLUSH_EVERY:
                self._flush()

    def _child(self, metric: Counter | Histogram, *labels: str) -> Any:
        """`metric.labels(*labels)`, cached: label sets are few and `labels()` validates and
        locks on every call (a measurable share of a passthrough request)."""
        key = (id(metric), labels)
        child = self._children.get(key)
        if child is None:
            child = self._children[key] = metric.labels(*labels)
        return child

    def observe_call_soon(self, row: Any, target: str) -> None:
        """`observe_call` once the event loop's current step is over: a client's answer is
        written first (the counters are not on its critical path; issue 16). At once when no
        loop is running."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.observe_call(row, target)
            return
        loop.call_soon(self.observe_call, row, target)

    def observe_call(self, row: Any, target: str) -> None:
        """Count one recorded call row (`edgeward.proxy.store.CallRow`): tallied, applied to the
        series at the next `flush`."""
        role, status = str(row.role or "?"), str(row.status or "ok")
        key = (role, target, status, str(row.http_status or "") if status != "ok" else "")
        with self._lock:
            t = self._calls.get(key)
            if t is None:
                t = self._calls[key] = _CallTally()
            t.calls += 1
            # token counts are integers: their sums are exact. USD, FLOPs and times are floats,
            # applied value by value at the flush in the order of the rows of their series, so
            # each total is the one adding row by row gives
            t.prompt += row.prompt_tokens or 0
            t.cached += row.cached_tokens or 0
            t.completion += row.completion_tokens or 0
            f = self._floats.get(key[:2])
            if f is None:
                f = self._floats[key[:2]] = _FloatTally()
            if row.usd:
                f.usd.append(row.usd)
            if row.edge_flops:
                self._flops.setdefault(role, []).append(row.edge_flops)
            if row.latency_ms is not None and status != "retried":
                f.latency.append(row.latency_ms / 1000.0)
            if row.ttft_ms is not None:
                f.ttft.append(row.ttft_ms / 1000.0)
            self._tallied += 1
            if self._tallied >= FLUSH_EVERY:
                self._flush()

    def flush(self) -> None:
        """Apply every tally to the Prometheus series (`render` does first)."""
        with self._lock:
            self._flush()

    def _flush(self) -> None:
        """`flush`, under `_lock`."""
        requests, responses, calls = self._requests, self._responses, self._calls
        floats, flops = self._floats, self._flops
        self._requests, self._responses, self._calls, self._tallied = 0, {}, {}, 0
        self._floats, self._flops = {}, {}
        if requests:
            self.requests.inc(requests)
        for (ep, http), n in responses.items():
            code = str(http)
            self._child(self.responses, ep, code).inc(n)
            if http >= 400:
                self._child(self.errors, ep, code).inc(n)
        for (role, target, status, http_status), t in calls.items():
            self._child(self.calls, role, target, status).inc(t.calls)
            if status != "ok":
                self._child(self.call_errors, role, target, http_status).inc(t.calls)
            for kind, n in (("prompt", t.prompt), ("cached", t.cached), ("completion", t.completion)):
                if n:
                    self._child(self.tokens, role, target, kind).inc(n)
        for (role, target), f in floats.items():
            if f.usd:
                usd = self._child(self.usd, role, target)
                for v in f.usd:
                    usd.inc(v)
            if f.latency:
                latency = self._child(self.latency, role, target)
                for v in f.latency:
                    latency.observe(v)
            if f.ttft:
                ttft = self._child(self.ttft, role, target)
                for v in f.ttft:
                    ttft.observe(v)
        for role, values in flops.items():
            child = self._child(self.flops, role)
            for v in values:
                child.inc(v)

    def render(self) -> bytes:
        """The Prometheus text exposition of every series, tallies flushed first."""
        self.flush()
        return generate_latest(self.registry)

    async def handler(self, request: web.Request) -> web.Response:
        """`GET /metrics`."""
        return web.Response(body=self.render(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    def count_response(self, request: web.Request, status: int) -> None:
        """Count one answer by endpoint and status (the server's middleware calls it)."""
        self.count(_endpoint(request), status)

    def count(self, endpoint: str, status: int) -> None:
        """Count one answer by endpoint label (`endpoint_label`) and status."""
        key = (endpoint, status)
        with self._lock:
            self._responses[key] = self._responses.get(key, 0) + 1
            self._tallied += 1
            if self._tallied >= FLUSH_EVERY:
                self._flush()


class _CallTally:
    """The call rows of one label set since the last flush (`ProxyMetrics.observe_call`)."""

    __slots__ = ("calls", "prompt", "cached", "completion")

    def __init__(self) -> None:
        self.calls = self.prompt = self.cached = self.completion = 0


class _FloatTally:
    """The float values of one (role, target)'s call rows since the last flush, in row order."""

    __slots__ = ("usd", "latency", "ttft")

    def __init__(self) -> None:
        self.usd: list[float] = []
        self.latency: list[float] = []  # seconds
        self.ttft: list[float] = []  # seconds
