"""Replay of the gate-cost scenario with the scan stubbed: the gate's own CPU per step, and an
exactness check of a change to the gate against another checkout.

The detector's answers for one scenario (`run.py`'s context and step bodies, seeded) are
recorded once with the real detector; replaying them through `EgressGate.prepare` (mask mode,
vault in memory) measures the gate alone — no NER, no scan thread, no pipes — and can dump every
step's outputs (action, masked body, span records, vault-hit counts, sent placeholders, vault
entries). Run the same recording through two checkouts (each with its own venv, started from
`/tmp` so `edgeward` is the venv's) and `compare` the dumps: a change to the gate's masking
must give the same bytes.

    python benchmarks/gate_cost/replay.py record /tmp/rec.pkl records 1000 24
    python benchmarks/gate_cost/replay.py replay /tmp/rec.pkl records 1000 24 3 /tmp/out-a.pkl
    python benchmarks/gate_cost/replay.py compare /tmp/out-a.pkl /tmp/out-b.pkl

`replay` prints the p50 and mean over the steps of each step's least CPU time over the repeats
(ms). The pickles are this tool's own files: load only those you wrote.
"""

from __future__ import annotations

import asyncio
import gc
import json
import pickle
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from faker import Faker

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # the scenario's generators

from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry


def scenario(
    profile: str, n_values: int, steps: int, seed: int = 0
) -> tuple[list[tuple[str, str]], Callable[[str | None], dict[str, Any]], list[str]]:
    """(vault values, body(new tool result or None), the steps' new tool results), as `run.measure`
    generates them."""
    fk = Faker(["en_US", "de_DE", "fr_FR", "nl_NL"])
    fk.seed_instance(seed + n_values)
    rnd = random.Random(seed + n_values)
    values = run.vault_values(fk, rnd, n_values)
    ctx = run.context(run.Values(fk, rnd, values, p_known=0.8), 98_000, run.PROFILES[profile])
    step_vals = run.Values(fk, rnd, values, p_known=0.7)
    news = [run.tool_result(step_vals, 2000, run.PROFILES["records"]) for _ in range(steps)]

    def body(new: str | None) -> dict[str, Any]:
        msgs = list(ctx)
        if new is not None:
            call = {"id": "cx", "type": "function", "function": {"name": "crm_search", "arguments": '{"q": "open"}'}}
            msgs += [
                {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": "cx", "content": new},
            ]
        return {"model": "m", "messages": msgs}

    return values, body, news


async def session(
    gate: EgressGate,
    values: list[tuple[str, str]],
    body: Callable[[str | None], dict[str, Any]],
    news: list[str],
    seen: Callable[[Any, Any], None] | None = None,
) -> list[float]:
    """Two warm-up requests (the context alone), then one per new result; CPU seconds per step."""
    vault = gate.vault("s")
    for v, t in values:
        vault.placeholder_for(v, t)
    for _ in range(2):
        await gate.prepare("s", body(None))
    cpu = []
    for new in news:
        gc.collect()
        c0 = time.process_time()
        res = await gate.prepare("s", body(new))
        cpu.append(time.process_time() - c0)
        if seen is not None:
            seen(res, gate.vault("s"))
    return cpu


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else ""
    if cmd == "compare":
        a, b = (pickle.loads(Path(p).read_bytes()) for p in argv[1:3])
        bad = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        same = not bad and len(a) == len(b)
        print(f"{len(a)} / {len(b)} steps; " + ("outputs identical" if same else f"differ at steps {bad[:10]}"))
        return 0 if same else 1
    if cmd not in ("record", "replay"):
        print(__doc__, file=sys.stderr)
        return 2
    path, profile, n, steps = argv[1], argv[2], int(argv[3]), int(argv[4])
    values, body, news = scenario(profile, n, steps)
    cfg = PrivacyConfig(egress="mask", scan_timeout_s=600)
    if cmd == "record":
        from edgeward.detectors.config import DetectorConfig
        from edgeward.detectors.scanner import Detector

        det = Detector(DetectorConfig(scan_timeout_s=None))
        det.warm()
        backend = InMemoryVaultBackend()
        gate = EgressGate(det, backend, cfg, vaults=VaultRegistry(backend))
        answers: list[Any] = []
        detect = gate._detect

        async def recorded(s: str, b: dict[str, Any]) -> Any:
            out = await detect(s, b)
            answers.append(out)
            return out

        gate._detect = recorded  # type: ignore[method-assign]  # a measuring device of this tool
        asyncio.run(session(gate, values, body, news))
        Path(path).write_bytes(pickle.dumps(answers))
        return 0
    answers = pickle.loads(Path(path).read_bytes())
    repeats = int(argv[5])
    dump = argv[6] if len(argv) > 6 else None
    runs: list[list[float]] = []
    outs: list[Any] = []
    for r in range(repeats):
        backend = InMemoryVaultBackend()
        gate = EgressGate(object(), backend, cfg, vaults=VaultRegistry(backend))  # type: ignore[arg-type]  # no detector: the scans are replayed
        it = iter(answers)

        async def replayed(s: str, b: dict[str, Any]) -> Any:
            return next(it)

        gate._detect = replayed  # type: ignore[method-assign]  # the recorded scans stand in for the detector

        def seen(res: Any, vault: Any, first: bool = r == 0) -> None:
            if first and dump:
                entries = [(e.placeholder, e.value, e.entity_type, e.reversible) for e in vault.entries]
                outs.append((res.action, res.body, res.spans, res.vault_hits, sorted(res.sent_placeholders), entries))

        runs.append(asyncio.run(session(gate, values, body, news, seen)))
    if dump:
        Path(dump).write_bytes(pickle.dumps(outs))
    best = sorted(min(c[i] for c in runs) for i in range(len(news)))
    print(
        json.dumps(
            {
                "profile": profile,
                "values": n,
                "steps": len(news),
                "cpu_p50_ms": round(best[len(best) // 2] * 1000, 3),
                "cpu_mean_ms": round(sum(best) / len(best) * 1000, 3),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
