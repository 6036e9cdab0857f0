"""`ProxyMetrics` tallies requests, responses and call rows and applies them in batches (issue 16):
a scrape shows exactly what applying every one at once showed."""

from __future__ import annotations

import random
import types

from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.parser import text_string_to_metric_families

from edgeward.proxy import metrics as metrics_mod
from edgeward.proxy.metrics import LATENCY_BUCKETS, SCAN_BUCKETS, ProxyMetrics


def _rows(n: int, seed: int) -> list[tuple[types.SimpleNamespace, str]]:
    """Varied call rows: roles, targets, statuses, zero and non-zero counts, float USD."""
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        status = rnd.choice(["ok", "ok", "ok", "error", "retried", "blocked", "cancelled"])
        row = types.SimpleNamespace(
            role=rnd.choice(["edge", "cloud", "probe", None]),
            status=status,
            http_status=None if status == "ok" else rnd.choice([400, 429, 499, 503, None]),
            prompt_tokens=rnd.choice([0, rnd.randint(1, 5000)]),
            cached_tokens=rnd.choice([0, 0, rnd.randint(1, 500)]),
            completion_tokens=rnd.choice([0, rnd.randint(1, 900)]),
            usd=rnd.choice([0.0, rnd.random() / 1000]),
            edge_flops=rnd.choice([0.0, rnd.random() * 1e12]),
            latency_ms=rnd.choice([None, rnd.random() * 5000]),
            ttft_ms=rnd.choice([None, rnd.random() * 900]),
        )
        out.append((row, rnd.choice(["edge", "cloud"])))
    return out


def _reference(rows, responses, requests: int) -> CollectorRegistry:
    """Every count applied at once to Prometheus objects of the same names (what the proxy did
    before the tallies)."""
    r = CollectorRegistry(auto_describe=True)
    req = Counter("edgeward_requests", "x", registry=r)
    resp = Counter("edgeward_http_responses", "x", ["endpoint", "code"], registry=r)
    errs = Counter("edgeward_errors", "x", ["endpoint", "code"], registry=r)
    calls = Counter("edgeward_upstream_calls", "x", ["role", "target", "status"], registry=r)
    call_errors = Counter("edgeward_upstream_errors", "x", ["role", "target", "http_status"], registry=r)
    tokens = Counter("edgeward_tokens", "x", ["role", "target", "kind"], registry=r)
    usd = Counter("edgeward_usd", "x", ["role", "target"], registry=r)
    flops = Counter("edgeward_edge_flops", "x", ["role"], registry=r)
    lat = Histogram("edgeward_upstream_latency_seconds", "x", ["role", "target"], buckets=LATENCY_BUCKETS, registry=r)
    ttft = Histogram("edgeward_upstream_ttft_seconds", "x", ["role", "target"], buckets=LATENCY_BUCKETS, registry=r)
    Histogram("edgeward_scan_seconds", "x", buckets=SCAN_BUCKETS, registry=r)
    for _ in range(requests):
        req.inc()
    for ep, status in responses:
        resp.labels(ep, str(status)).inc()
        if status >= 400:
            errs.labels(ep, str(status)).inc()
    for row, target in rows:
        role, status = str(row.role or "?"), str(row.status or "ok")
        calls.labels(role, target, status).inc()
        if status != "ok":
            call_errors.labels(role, target, str(row.http_status or "")).inc()
        for kind, n in (
            ("prompt", row.prompt_tokens),
            ("cached", row.cached_tokens),
            ("completion", row.completion_tokens),
        ):
            if n:
                tokens.labels(role, target, kind).inc(n)
        if row.usd:
            usd.labels(role, target).inc(row.usd)
        if row.edge_flops:
            flops.labels(role).inc(row.edge_flops)
        if row.latency_ms is not None and status != "retried":
            lat.labels(role, target).observe(row.latency_ms / 1000.0)
        if row.ttft_ms is not None:
            ttft.labels(role, target).observe(row.ttft_ms / 1000.0)
    return r


def _samples(text: str) -> list[tuple[str, tuple, float]]:
    """Every sample but the `_created` times, sorted (the order of a family's series may differ:
    a batch creates a label set's series when it is applied, not at its first request)."""
    return sorted(
        (s.name, tuple(sorted(s.labels.items())), s.value)
        for fam in text_string_to_metric_families(text)
        for s in fam.samples
        if not s.name.endswith("_created")
    )


def _request(path: str) -> types.SimpleNamespace:
    return types.SimpleNamespace(path=path)


def test_scrape_equals_counting_each_at_once():
    from prometheus_client import generate_latest

    rows = _rows(600, seed=7)
    rnd = random.Random(3)
    paths = ["/v1/chat/completions", "/s/abc/v1/chat/completions", "/v1/models", "/healthz", "/nope"]
    responses = [(rnd.choice(paths), rnd.choice([200, 200, 400, 401, 404, 429, 499, 502])) for _ in range(500)]
    m = ProxyMetrics()
    for row, target in rows[:300]:
        m.observe_call(row, target)
    for path, status in responses:
        m.count_response(_request(path), status)
        m.count_request()
    first = m.render()  # a scrape in the middle: what was tallied so far is applied
    for row, target in rows[300:]:
        m.observe_call(row, target)
    got = _samples(m.render().decode())
    ref_first = _reference(rows[:300], [(metrics_mod._endpoint(_request(p)), s) for p, s in responses], 500)
    assert _samples(first.decode()) == _samples(generate_latest(ref_first).decode())
    ref = _reference(rows, [(metrics_mod._endpoint(_request(p)), s) for p, s in responses], 500)
    assert got == _samples(generate_latest(ref).decode())
    assert any(name == "edgeward_usd_total" and value > 0 for name, _, value in got)


def test_tallies_are_applied_without_a_scrape(monkeypatch):
    """The tallies are bounded: every FLUSH_EVERY of them reach the series on their own."""
    monkeypatch.setattr(metrics_mod, "FLUSH_EVERY", 10)
    m = ProxyMetrics()
    row = types.SimpleNamespace(
        role="edge",
        status="ok",
        http_status=200,
        prompt_tokens=3,
        cached_tokens=0,
        completion_tokens=2,
        usd=0.0,
        edge_flops=10.0,
        latency_ms=1.0,
        ttft_ms=None,
    )
    for _ in range(9):
        m.observe_call(row, "edge")
    get = m.registry.get_sample_value  # reads the series without flushing
    assert get("edgeward_upstream_calls_total", {"role": "edge", "target": "edge", "status": "ok"}) is None
    m.observe_call(row, "edge")
    assert get("edgeward_upstream_calls_total", {"role": "edge", "target": "edge", "status": "ok"}) == 10
    assert get("edgeward_tokens_total", {"role": "edge", "target": "edge", "kind": "prompt"}) == 30
    assert get("edgeward_upstream_latency_seconds_count", {"role": "edge", "target": "edge"}) == 10
    for _ in range(10):
        m.count_request()
    assert get("edgeward_requests_total") == 10
