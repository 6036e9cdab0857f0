"""Gate cost benchmark: what the egress gate adds to a step beyond the NER of its new text.

Usage (from the repo root):

    .venv/bin/python benchmarks/gate_cost/run.py --write

Scenario (issue 12): an agent session whose context is ~100 KB (system prompt, task, tool calls
and tool results: JSON records, CSV, logs, e-mail threads, generated with Faker, seeded) and whose
session vault already holds N values (N = 10, 100, 1,000, 10,000; names, e-mails, phones,
account numbers, some of them in the context). Each measured step sends the context plus one
**new 2 KB tool result** (new names, e-mails and phones, plus known values and variants of
them) through `EgressGate.prepare` in mask mode with the real detector (Presidio + spaCy +
our recognizers).

Measured per step, in one process:

- `total`: wall time of `await gate.prepare(session, body)`;
- `ner`: time the detector spent analysing text it had not seen (Presidio/spaCy on the new
  tool result; every earlier message is a cache hit, as in a real session);
- `added = total - ner`: walking and hashing the 100 KB body, the known-value matcher over every
  string whose cached masking went stale (the new tool result added vault entries), masking,
  rebuilding the body. The target is `added` p50 <= 10 ms at N = 1,000.

Scan modes (`--modes`, default `thread`): the detector in a thread of this process, as the
gate's default executor runs it (the mode of every result before `gatecost9`), and `pool` /
`pool-seq`: through the proxy's scan pool (`PoolScan`, one worker process each, as `edgeward
serve` runs it), with the gate's overlap on / off (`EgressGate._prefetch`). There NER is what the
worker timed (`worker_timing`, returned with its answer), `added = total - ner`, and `added CPU`
is this process's CPU. Modes given together run interleaved, step by step, on the same bodies;
`pool` and `pool-seq` are checked to send the same bodies and create the same vault entries.

Steps are warmed up first (the first prepare of a session scans and masks the whole context).
Each step's tool result is new, and previous results are not carried into the next step, so
the context stays at ~100 KB while the vault grows by the step's new values.
With `--write` the report replaces `benchmarks/gate_cost/RESULTS.md`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from faker import Faker

from edgeward.detectors.config import DetectorConfig
from edgeward.detectors.scanner import Detector, NlpBatch
from edgeward.proxy.privacy import gate as gate_module
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy import scan_worker
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.scanning import PoolScan, ScanPool
from edgeward.proxy.privacy.vault import (
    InMemoryVaultBackend,
    SessionVault,
    StoreVaultBackend,
    VaultBackend,
    VaultRegistry,
)
from edgeward.proxy.store import Store

HERE = Path(__file__).resolve().parent


class TimedDetector(Detector):
    """The real detector, timing the analysis of chunks it had not seen (the NER cost): spaCy's
    batched pass over a request's new chunks (`prepare_nlp`) and the analyzer's run over each
    new chunk (`_analyze_chunk`: Presidio's recognizers and ours, on spaCy's output)."""

    ner_s = 0.0
    ner_cpu_s = 0.0
    scan_cpu_s = 0.0  # CPU time of whole scans (NER included)
    scan_s = 0.0  # wall time of whole scans
    _depth = 0  # scan_request calls scan_texts: only the outermost call is timed

    def _whole(self, fn: Callable[..., Any], *a: Any) -> Any:
        self._depth += 1
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            return fn(*a)
        finally:
            self._depth -= 1
            if not self._depth:
                self.scan_cpu_s += time.thread_time() - c0
                self.scan_s += time.perf_counter() - t0

    def scan_request(self, body):  # type: ignore[no-untyped-def]  # timing wrapper
        return self._whole(super().scan_request, body)

    def scan_texts(self, items, nlp=None):  # type: ignore[no-untyped-def]  # timing wrapper (what a scan worker runs)
        return self._whole(super().scan_texts, items, nlp)

    def prepare_nlp(self, items):  # type: ignore[no-untyped-def]  # timing wrapper
        # spaCy over the chunks of a request's new texts, batched before their analysis: NER of
        # text not seen (it skips cached texts and chunks), so it counts as NER, not as `added`
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            return super().prepare_nlp(items)
        finally:
            self.ner_s += time.perf_counter() - t0
            self.ner_cpu_s += time.thread_time() - c0

    def _analyze_chunk(self, chunk: str, nlp: NlpBatch | None = None):  # type: ignore[override]  # timing wrapper over a private method
        misses = self.stats["cache_misses"]
        t0, c0 = time.perf_counter(), time.thread_time()
        out = super()._analyze_chunk(chunk, nlp)
        if self.stats["cache_misses"] != misses:
            self.ner_s += time.perf_counter() - t0
            self.ner_cpu_s += time.thread_time() - c0
        return out


def worker_timing(det: Detector) -> dict[str, float]:
    """The timing probe of this benchmark's scan workers (`scan_worker.main(timing=…)`): what the
    `TimedDetector` measured since the last call, then reset."""
    assert isinstance(det, TimedDetector)
    out = {"ner_s": det.ner_s, "ner_cpu_s": det.ner_cpu_s, "scan_s": det.scan_s, "scan_cpu_s": det.scan_cpu_s}
    det.ner_s = det.ner_cpu_s = det.scan_s = det.scan_cpu_s = 0.0
    return out


#: Parts of `added` timed separately (CPU time of the event-loop thread, ms per step):
#: (label, owner, attribute). Wrapping private methods is a measuring device of this benchmark only.
PARTS: list[tuple[str, Any, str]] = [
    ("prefetch (during the scan)", EgressGate, "_prefetch"),
    ("mask new messages", EgressGate, "_mask_units"),
    ("re-mask strings of cached messages", EgressGate, "_remask_strings"),
    ("re-check cached messages (screens)", SessionVault, "newer_in_screens"),
    ("persist new entries (one batch)", SessionVault, "_flush_deferred"),
    ("span records", EgressGate, "_spans"),
    ("rebuild body", EgressGate, "_assemble"),
    ("count vault hits", EgressGate, "_vault_hits"),
]
_parts_ms: dict[str, float] = {}


def _timed(label: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*a: Any, **k: Any) -> Any:
        c0 = time.thread_time()
        try:
            return fn(*a, **k)
        finally:
            _parts_ms[label] = _parts_ms.get(label, 0.0) + (time.thread_time() - c0) * 1000

    return wrapper


def _labels() -> list[str]:
    return ["split body into messages", "detector besides NER"] + [label for label, _, _ in PARTS]


def install_breakdown() -> None:
    """Time the `PARTS` (and the unit split) on every call from now on."""
    import inspect

    for label, owner, name in PARTS:
        raw = inspect.getattr_static(owner, name)
        fn = _timed(label, raw.__func__ if isinstance(raw, staticmethod) else raw)
        setattr(owner, name, staticmethod(fn) if isinstance(raw, staticmethod) else fn)
    gate_module.split_units = _timed("split body into messages", gate_module.split_units)


class Values:
    """Where the generated personal data comes from: a known vault value (as stored, or a
    variant spelling) with probability `p_known`, else a fresh Faker value."""

    def __init__(self, fk: Faker, rnd: random.Random, known: list[tuple[str, str]], p_known: float) -> None:
        self.fk, self.rnd, self.p_known = fk, rnd, p_known
        self.by_type: dict[str, list[str]] = {}
        for v, t in known:
            self.by_type.setdefault(t, []).append(v)

    def get(self, etype: str, fresh: Any) -> str:
        pool = self.by_type.get(etype)
        if pool and self.rnd.random() < self.p_known:
            v = self.rnd.choice(pool)
            return self.rnd.choice([v, v, v.upper(), v.lower().replace(" ", "-"), v.replace(" ", "\n")])
        return str(fresh())


def _record(vals: Values) -> dict[str, Any]:
    fk, rnd = vals.fk, vals.rnd
    return {
        "name": vals.get("PERSON", fk.name),
        "email": vals.get("EMAIL_ADDRESS", fk.email),
        "phone": vals.get("PHONE_NUMBER", fk.phone_number),
        "city": fk.city(),
        "account": vals.get("US_BANK_NUMBER", lambda: rnd.randrange(10**9, 10**12)),
        "status": rnd.choice(["open", "closed", "pending"]),
        "note": fk.sentence(nb_words=10),
    }


_CODE = (
    "def {f}(items, limit={n}):\n"
    "    # {doc}\n"
    "    out = []\n"
    "    for item in items[:limit]:\n"
    '        if item.get("{k}") is not None:\n'
    "            out.append(transform_{k}(item))\n"
    "    return out\n\n"
)


def tool_result(vals: Values, size: int, kinds: tuple[str, ...]) -> str:
    """A tool result of about `size` characters in one of `kinds`: JSON records, CSV, a log, an
    e-mail thread (personal data in every record), or source code, a markdown document (little
    or none)."""
    fk, rnd = vals.fk, vals.rnd
    kind = rnd.choice(kinds)
    parts: list[str] = []
    while sum(len(p) for p in parts) < size:
        r = _record(vals)
        if kind == "json":
            parts.append(json.dumps(r) + ",\n")
        elif kind == "csv":
            parts.append(",".join(str(v) for v in r.values()) + "\n")
        elif kind == "log":
            parts.append(
                f"2026-03-0{rnd.randrange(1, 9)}T10:{rnd.randrange(10, 59)}:00Z INFO "
                f"{rnd.choice(['user=' + r['email'], 'job=sync', 'status=' + r['status']])} "
                f"latency_ms={rnd.randrange(5, 900)} msg={fk.sentence(nb_words=6)}\n"
            )
        elif kind == "mail":
            parts.append(f"From: {r['name']} <{r['email']}>\nPhone: {r['phone']}\n\n{r['note']}\n\n")
        elif kind == "code":
            parts.append(
                _CODE.format(f=fk.word() + "_" + fk.word(), n=rnd.randrange(5, 99), doc=fk.sentence(), k=fk.word())
            )
        else:  # markdown
            parts.append(
                f"## {fk.sentence(nb_words=4)}\n\n{fk.paragraph(nb_sentences=4)}\n\n"
                f"- {fk.sentence()}\n- {fk.sentence()}\n\n"
            )
    text = "".join(parts)
    return "[" + text.rstrip(",\n") + "]" if kind == "json" else text


#: Context profiles: every tool result a record dump (stress), or a mix with code and documents.
PROFILES = {
    "records": ("json", "csv", "log", "mail"),
    "mixed": ("json", "csv", "log", "mail", "code", "markdown", "code", "markdown"),
}


def context(vals: Values, size: int, kinds: tuple[str, ...]) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = [
        {
            "role": "system",
            "content": "You are a careful office assistant. Use the tools to read files, "
            "search the CRM and send e-mail. " * 20,
        },
        {"role": "user", "content": "Reconcile the open accounts and e-mail each owner a summary."},
    ]
    i = 0
    while sum(len(json.dumps(m)) for m in msgs) < size:
        i += 1
        msgs.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"c{i}",
                        "type": "function",
                        "function": {"name": "read_file", "arguments": json.dumps({"path": f"/data/part{i}.txt"})},
                    }
                ],
            }
        )
        msgs.append({"role": "tool", "tool_call_id": f"c{i}", "content": tool_result(vals, 3000, kinds)})
    return msgs


def vault_values(fk: Faker, rnd: random.Random, n: int) -> list[tuple[str, str]]:
    out: dict[str, str] = {}
    kinds = [
        ("PERSON", fk.name),
        ("EMAIL_ADDRESS", fk.email),
        ("PHONE_NUMBER", fk.phone_number),
        ("US_BANK_NUMBER", lambda: str(rnd.randrange(10**9, 10**12))),
    ]
    while len(out) < n:
        t, f = kinds[len(out) % len(kinds)]
        out.setdefault(f(), t)
    return list(out.items())


#: How a step's scan runs: `thread` — the detector in a thread of this process (`TimedDetector`,
#: the gate's default executor; NER = its timed analysis); `pool` — through the proxy's scan pool
#: (`PoolScan`, one worker process per mode, as `edgeward serve` runs it) with the gate's overlap
#: on (its default there); `pool-seq` — the same with the overlap off. NER in the pool modes is
#: the worker's timed analysis (`worker_timing`), reported with its answer.
MODES = ("thread", "pool", "pool-seq")


class Arm:
    """One mode's gate over its own vault (the same scenario in every mode) and, for the pool
    modes, its own scan pool: one worker process with its own detector and caches, so no mode
    reads another's scans."""

    def __init__(self, mode: str, detector: TimedDetector, backend: VaultBackend, session: str) -> None:
        self.mode = mode
        self.detector = detector
        self.session = session
        self.pool: ScanPool | None = None
        self.scan: PoolScan | None = None
        cfg = PrivacyConfig(egress="mask", scan_timeout_s=600)  # the warm-up scans 100 KB, loaded machine
        if mode != "thread":
            dcfg = DetectorConfig(scan_timeout_s=None)
            self.pool = ScanPool(1, warm=dcfg, command=[sys.executable, str(Path(__file__).resolve()), "--scan-worker"])
            self.scan = PoolScan(self.pool, dcfg)
        self.gate = EgressGate(
            detector, backend, cfg, vaults=VaultRegistry(backend), scan=self.scan, overlap=mode == "pool"
        )
        self.rows: list[dict[str, Any]] = []

    def ner(self) -> tuple[float, float, float, float]:
        """(NER wall, NER CPU, whole-scan CPU, whole-scan wall) so far, seconds."""
        if self.pool is None:
            d = self.detector
            return d.ner_s, d.ner_cpu_s, d.scan_cpu_s, d.scan_s
        w = self.pool.stats.worker_s
        return w.get("ner_s", 0.0), w.get("ner_cpu_s", 0.0), w.get("scan_cpu_s", 0.0), w.get("scan_s", 0.0)

    async def step(self, body: dict[str, Any]) -> Any:
        vault = self.gate.vault(self.session)
        if self.pool is None:
            self.detector.ner_s = self.detector.ner_cpu_s = self.detector.scan_cpu_s = self.detector.scan_s = 0.0
        n0 = self.ner()
        _parts_ms.clear()
        v0 = vault.version
        t0, c0 = time.perf_counter(), time.process_time()
        res = await self.gate.prepare(self.session, body)
        total, cpu = time.perf_counter() - t0, time.process_time() - c0
        assert res.action in ("mask", "allow"), res.reason
        ner, ner_cpu, scan_cpu, _ = (x - y for x, y in zip(self.ner(), n0))
        self.rows.append(
            {
                "total_ms": total * 1000,
                "ner_ms": ner * 1000,
                "added_ms": (total - ner) * 1000,
                # thread: this process minus the detector thread's NER; pool: this process (the
                # scan's CPU is the worker's)
                "added_cpu_ms": (cpu - (ner_cpu if self.pool is None else 0.0)) * 1000,
                "new_entries": vault.version - v0,
                **{label: _parts_ms.get(label, 0.0) for label in _parts_ms},
                "detector besides NER": (scan_cpu - ner_cpu) * 1000,
            }
        )
        return res


async def measure(
    n_values: int, steps: int, seed: int, detector: TimedDetector, profile: str, store: Store | None, modes: list[str]
) -> list[dict[str, Any]]:
    """One profile at one vault size, in each of `modes` (`MODES`), their steps interleaved
    (each step's body through every mode, the order rotating); `store`: persist the vaults in
    the proxy's sqlite store (as the proxy does), None: in memory. Raises AssertionError when
    `pool` and `pool-seq` (the overlap on and off) differ in any masked body, span record or
    vault entry."""
    fk = Faker(["en_US", "de_DE", "fr_FR", "nl_NL"])
    fk.seed_instance(seed + n_values)
    rnd = random.Random(seed + n_values)
    values = vault_values(fk, rnd, n_values)
    backend: VaultBackend = StoreVaultBackend(store) if store is not None else InMemoryVaultBackend()
    arms = [Arm(m, detector, backend, f"bench-{profile}-{n_values}-{m}") for m in modes]
    for arm in arms:
        if arm.pool is not None:
            await arm.pool.start()
        vault = arm.gate.vault(arm.session)
        for v, t in values:
            vault.placeholder_for(v, t)
    # the context mostly repeats what the vault holds (that is where its values came from)
    ctx = context(Values(fk, rnd, values, p_known=0.8), 98_000, PROFILES[profile])
    ctx_bytes = len(json.dumps(ctx, ensure_ascii=False))
    step_vals = Values(fk, rnd, values, p_known=0.7)

    def body(new: str | None) -> dict[str, Any]:
        msgs = list(ctx)
        if new is not None:
            msgs += [
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": "cx",
                            "type": "function",
                            "function": {"name": "crm_search", "arguments": '{"q": "open"}'},
                        }
                    ],
                },
                {"role": "tool", "tool_call_id": "cx", "content": new},
            ]
        return {"model": "m", "messages": msgs}

    try:
        for arm in arms:
            for _ in range(2):  # the earlier steps: whole context scanned, masked, cached
                warm = await arm.gate.prepare(arm.session, body(None))
                assert warm.action in ("mask", "allow"), warm.reason
        v_start = len(arms[0].gate.vault(arms[0].session))
        new_chars = []
        for i in range(steps):
            new = tool_result(step_vals, 2000, PROFILES["records"])  # new content always carries records
            new_chars.append(len(new))
            got = {}
            for k in range(len(arms)):  # A/B: each mode first in turn
                arm = arms[(i + k) % len(arms)]
                got[arm.mode] = await arm.step(body(new))
            if "pool" in got and "pool-seq" in got:
                a, b = got["pool"], got["pool-seq"]
                va, vb = (x.gate.vault(x.session).entries for x in arms if x.mode in ("pool", "pool-seq"))
                assert (a.body, a.spans, a.vault_hits) == (b.body, b.spans, b.vault_hits), "overlap changed an output"
                assert [(e.placeholder, e.value) for e in va] == [(e.placeholder, e.value) for e in vb]
    finally:
        for arm in arms:
            arm.gate.close()
            if arm.pool is not None:
                await arm.pool.close()

    def pct(rows: list[dict[str, Any]], key: str, q: float) -> float:
        xs = sorted(r[key] for r in rows)
        return xs[min(len(xs) - 1, int(q * len(xs)))]

    return [
        {
            "profile": profile,
            "mode": arm.mode,
            "vault_values": n_values,
            "vault_start": v_start,
            "vault_after": len(arm.gate.vault(arm.session)),
            "context_bytes": ctx_bytes,
            "steps": steps,
            "new_chars_mean": statistics.mean(new_chars),
            "new_entries_mean": statistics.mean(r["new_entries"] for r in arm.rows),
            "added_p50": statistics.median(r["added_ms"] for r in arm.rows),
            "added_p90": pct(arm.rows, "added_ms", 0.9),
            "added_cpu_p50": statistics.median(r["added_cpu_ms"] for r in arm.rows),
            "ner_p50": statistics.median(r["ner_ms"] for r in arm.rows),
            "total_p50": statistics.median(r["total_ms"] for r in arm.rows),
            "parts_p50": {label: statistics.median(r.get(label, 0.0) for r in arm.rows) for label in _labels()},
            # paired: this mode's added minus the next mode's in the same step (A/B within one run)
            "rows": [{k: r[k] for k in ("added_ms", "added_cpu_ms", "ner_ms", "total_ms")} for r in arm.rows],
        }
        for arm in arms
    ]


def report(results: list[dict[str, Any]], args: argparse.Namespace, wall: float) -> str:
    sizes = "" if args.sizes == DEFAULT_SIZES else " --sizes " + ",".join(map(str, args.sizes))
    if args.profiles != ["mixed", "records"]:
        sizes += " --profiles " + ",".join(args.profiles)
    if args.backend != "store":
        sizes += f" --backend {args.backend}"
    if args.modes != ["thread"]:
        sizes += " --modes " + ",".join(args.modes)
    if args.before:
        sizes += f" --before {args.before} --before-label '{args.before_label}'"
    lines = [
        "# Gate cost: latency the egress gate adds beyond the NER of a step's new text",
        "",
        f"Command: `.venv/bin/python benchmarks/gate_cost/run.py --steps {args.steps} --seed {args.seed}{sizes} "
        f"--write` (one run, {wall:.0f} s; Python {platform.python_version()}, {platform.machine()}, shared "
        "2-core machine: absolute times vary between runs).",
        "",
        "Each step: the session's ~100 KB context (seen before: scanned, masked and cached) plus one new "
        "~2 KB tool result of personal-data records (70 % known values, as stored or in variant spellings; "
        "30 % new) through `EgressGate.prepare` (mask mode, real detector; vault persisted in "
        + ("the proxy's sqlite store" if args.backend == "store" else "memory")
        + "). `NER` is the time Presidio/spaCy spent on text it had not seen (the new tool result); "
        "`added` = total − NER: splitting the body into messages and finding the cached ones, masking the "
        "new ones, re-checking the cached ones against the step's new vault entries (and re-masking the "
        "strings that hold one), persisting the new entries, span records, rebuilding the body, and the "
        "hand-off to and from the detector's thread. Target: `added` p50 ≤ 10 ms at 1,000 vault values.",
        "",
        "Context profiles: **mixed** — tool results alternate record dumps (JSON, CSV, logs, e-mail) with "
        "source code and markdown documents; **records** — every tool result is a record dump (a stress "
        "case: ~3,000 personal values in 100 KB).",
        "",
        f"Load average (1 min) at start / end: {args.load[0]:.1f} / {os.getloadavg()[0]:.1f} on 2 cores. "
        "`added CPU` is the CPU time of the process during `prepare` minus the detector thread's CPU "
        "time in NER: less sensitive to other processes than the wall times.",
        "",
        "Scan modes (`--modes`, run interleaved step by step, each on its own vault and caches, the same "
        "bodies): **thread** — the detector in a thread of the gate's process (NER: its timed analysis; "
        "`added CPU`: the process's CPU minus the detector thread's NER CPU); **pool** — through the "
        "proxy's scan pool (`PoolScan`, one worker process, as `edgeward serve` runs it) with the gate's "
        "overlap on: the work of the masking that needs no span runs while the worker scans; "
        "**pool-seq** — the same with the overlap off. In the pool modes NER is the worker's timed analysis "
        "of the new text (reported with its answer), `added` = wall total − NER (so it holds the worker's "
        "post-processing and the hand-off through the pipes), `added CPU` = the gate process's CPU (the scan's "
        "is the worker's). Overlap cuts wall time, not CPU: on 2 cores the worker and the event loop run "
        "at once.",
        "",
        "| profile | scan | vault values: configured (before the step → after the run) | context | new vault entries / step "
        "| added p50 (ms) | added p90 (ms) | added CPU p50 (ms) | NER p50 (ms) | total p50 (ms) |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        lines.append(
            f"| {r['profile']} | {r.get('mode', 'thread')} | {r['vault_values']:,} ({r['vault_start']:,} → {r['vault_after']:,}) | "
            f"{r['context_bytes'] / 1000:.0f} KB | {r['new_entries_mean']:.1f} | {r['added_p50']:.1f} | "
            f"{r['added_p90']:.1f} | {r['added_cpu_p50']:.1f} | {r['ner_p50']:.1f} | {r['total_p50']:.1f} |"
        )
    for r in results:
        if r["vault_values"] == 1000:
            ok = r["added_p50"] <= 10.0
            lines.append(
                f"\n**{r['profile']}, {r.get('mode', 'thread')}: target {'met' if ok else 'NOT met'}** — added p50 at 1,000 "
                f"values = {r['added_p50']:.1f} ms wall, {r['added_cpu_p50']:.1f} ms CPU (target ≤ 10 ms)."
            )
    lines += [
        "",
        "Breakdown (CPU time of the event-loop thread, p50 over the steps, ms; the parts do not add up "
        "to `added`: p50s of parts, and `added` also holds the detector's own walk of the new messages "
        "and the thread hand-off):",
        "",
        "| profile | scan | vault values | " + " | ".join(_labels()) + " |",
        "|---|---|---|" + "---|" * len(_labels()),
    ]
    for r in results:
        lines.append(
            f"| {r['profile']} | {r.get('mode', 'thread')} | {r['vault_values']:,} | "
            + " | ".join(f"{r['parts_p50'].get(label, 0.0):.1f}" for label in _labels())
            + " |"
        )
    lines += overlap_ab(results)
    if args.before:
        lines += before_after(results, args)
    lines += [
        "",
        "What the gate does per step (`edgeward.proxy.privacy.units`): messages it has seen before are "
        "neither scanned nor walked again; their spans, span records, masked copies and vault-hit counts "
        "are reused. Only when the step created vault entries are the cached messages checked for them, "
        "all at once: one pass over their texts' joined projections (`SessionVault.newer_in_screens`, "
        "`KnownValueMatcher.occurring`: one `str.find` per pattern of the step's entries, or the automaton "
        "when they are many); "
        "only the strings that may hold one are masked again, against the entries created since the "
        "message was last known complete (`clean_at`), and a plain text's cached masking is updated in "
        "place where the new values stand apart from what it replaced (`SessionVault._spliced`; exactly "
        "what masking it from scratch gives). The new entries are written to the store in one transaction "
        "before `prepare` returns. Why the cost does not grow with the vault: known values and variants "
        "are found by one automaton pass per text projection (`detectors/known_values.py`) whatever the "
        "number of values.",
        "",
    ]
    return "\n".join(lines)


def overlap_ab(results: list[dict[str, Any]]) -> list[str]:
    """The overlap's A/B: per cell run in both `pool` and `pool-seq`, the median over the steps
    of the paired difference (pool-seq − pool, the same step's body) of `added` and `added CPU`."""
    by = {(r["profile"], r["vault_values"], r.get("mode", "thread")): r for r in results}
    lines: list[str] = []
    for (profile, n, mode), on in by.items():
        off = by.get((profile, n, "pool-seq"))
        if mode != "pool" or off is None:
            continue
        if not lines:
            lines = [
                "",
                "Overlap A/B (pool vs pool-seq, interleaved step by step in this run; the masked bodies, span "
                "records and vault entries were checked equal at every step): what the overlap cuts, the "
                "median of the paired per-step differences (pool-seq − pool), ms:",
                "",
                "| profile | vault values | added p50 pool-seq → pool | Δ added (paired median) "
                "| added CPU p50 pool-seq → pool | Δ added CPU (paired median) | prefetch CPU p50 (pool) |",
                "|---|---|---|---|---|---|---|",
            ]
        d = [b["added_ms"] - a["added_ms"] for a, b in zip(on["rows"], off["rows"])]
        dc = [b["added_cpu_ms"] - a["added_cpu_ms"] for a, b in zip(on["rows"], off["rows"])]
        lines.append(
            f"| {profile} | {n:,} | {off['added_p50']:.1f} → {on['added_p50']:.1f} | {statistics.median(d):.1f} "
            f"| {off['added_cpu_p50']:.1f} → {on['added_cpu_p50']:.1f} | {statistics.median(dc):.1f} "
            f"| {on['parts_p50'].get('prefetch (during the scan)', 0.0):.1f} |"
        )
    return lines


def before_after(results: list[dict[str, Any]], args: argparse.Namespace) -> list[str]:
    """A before/after table at each vault size measured in both runs, from `--before` (the JSON
    lines another run of this script printed on stderr, e.g. on the main branch before a change)."""
    before = {}
    for line in Path(args.before).read_text(encoding="utf-8").splitlines():
        if line.startswith("{"):
            r = json.loads(line)
            before[(r["profile"], r["vault_values"])] = r
    lines = [
        "",
        f"Before / after ({args.before_label}, measured right before this run on the same machine):",
        "",
        "| profile | vault values | added CPU p50 before → after (ms) | added p50 before → after (ms) "
        "| NER p50 before → after (ms) |",
        "|---|---|---|---|---|",
    ]
    for r in results:
        b = before.get((r["profile"], r["vault_values"]))
        if b is not None and r.get("mode", "thread") == b.get("mode", "thread"):
            lines.append(
                f"| {r['profile']} | {r['vault_values']:,} | {b['added_cpu_p50']:.1f} → {r['added_cpu_p50']:.1f} "
                f"| {b['added_p50']:.1f} → {r['added_p50']:.1f} | {b['ner_p50']:.1f} → {r['ner_p50']:.1f} |"
            )
    return lines


DEFAULT_SIZES = [10, 100, 1000, 10000]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=DEFAULT_SIZES)
    ap.add_argument("--profiles", type=lambda s: s.split(","), default=["mixed", "records"])
    ap.add_argument(
        "--backend",
        choices=["store", "memory"],
        default="store",
        help="vault persistence: the proxy's sqlite store (default, in a temporary directory) or memory",
    )
    ap.add_argument(
        "--modes",
        type=lambda s: s.split(","),
        default=["thread"],
        help="how scans run, comma-separated, interleaved per step (MODES): thread (default), pool "
        "(scan worker process, overlap on), pool-seq (scan worker process, overlap off)",
    )
    ap.add_argument("--scan-worker", action="store_true", help=argparse.SUPPRESS)  # a pool mode's worker
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--before", help="JSON lines (stderr) of an earlier run: adds a before/after table")
    ap.add_argument("--before-label", default="an earlier run", help="what `--before` measured")
    args = ap.parse_args(argv)
    if args.scan_worker:  # started by a pool mode's `ScanPool`: serve scans with the timed detector
        scan_worker.main(TimedDetector, worker_timing)
        return 0
    if not args.modes or not set(args.modes) <= set(MODES):
        ap.error(f"--modes: choose from {', '.join(MODES)}")
    args.load = os.getloadavg()
    t0 = time.perf_counter()
    detector = TimedDetector(DetectorConfig(scan_timeout_s=None))  # the warm-up scans 100 KB on a loaded machine
    if "thread" in args.modes:
        detector.warm()
    install_breakdown()
    results = []
    with tempfile.TemporaryDirectory(prefix="edgeward-gate-cost-") as tmp:
        store = Store(Path(tmp) / "store.db") if args.backend == "store" else None
        try:
            for profile in args.profiles:
                for n in args.sizes:
                    for r in asyncio.run(measure(n, args.steps, args.seed, detector, profile, store, args.modes)):
                        print(json.dumps(r), file=sys.stderr)
                        results.append(r)
        finally:
            if store is not None:
                store.close()
    text = report(results, args, time.perf_counter() - t0)
    print(text)
    if args.write:
        (HERE / "RESULTS.md").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
