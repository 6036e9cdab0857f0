"""The demo benchmark (`edgeward demo`): the main job on the embedded local model.

A slice of the bundled suite under the six EC2-Bench strategies plus two masked arms, written to
`runs/demo/report.{md,json,html}`. Slice (default): 4 short tasks a small model can attempt,
English and Chinese, 1 trial each, step cap 4, max_tokens 96. `full`: every task, every arm,
3 trials, step cap 20. The proxy config's edge is kept (the embedded SmolLM2 by default). The
cloud role: a real cloud when the config names one (then the same command is the real
comparison); otherwise the **oracle stand-in (upper bound)** (`edgeward.harness.oracle`), which
answers cloud steps from the tasks' reference solutions, so completion shows what routing to a
strong cloud buys; `stand_in="embedded"` keeps the old stand-in (the embedded model under a
cloud alias). The demo's arms are added to the config.

The step-router arms use `threshold: auto` with `target_cloud_ratio` `DEMO_TARGET_CLOUD_RATIO`.
They start warm from the data directory's calibration file when `edgeward router calibrate
--probe-tokens 8` made one for this edge (`usable_calibration`), else cold: making one takes
158 s on 2 cores for SmolLM2 (32 probes, load 1.8), a fifth of the demo's budget, and its
generic prompts' entropies (median 1.5 nats) do not resemble the demo's agent steps (0.1–1.0),
so the live probes and the share feedback decide within a few steps either way.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from edgeward.harness.agent import AgentLimits
from edgeward.harness.benchmark import BenchmarkConfig, BenchmarkResult, has_real_cloud, run_benchmark
from edgeward.harness.types import RunError
from edgeward.proxy.calibrate import CalibrationError, usable_calibration
from edgeward.proxy.settings import ProxyConfig

REPO = Path(__file__).resolve().parents[1]
SUITE = REPO / "tasks"
ROUTE_TABLE = SUITE / "route_table.json"

#: The slice: short tasks (1-3 steps) in both languages.
DEMO_TASKS = ["info-short-tracking-number", "zh-info-short-meeting-room", "data-orders-total", "zh-data-expense-total"]

#: The step router's target share of steps on the cloud: enough cloud steps to show what they
#: buy, enough edge steps to show what they save.
DEMO_TARGET_CLOUD_RATIO = 0.4

#: Step-router probe for SmolLM2-135M (k=20): 8 probe tokens reach the tool name of a
#: prompted-JSON action. A fixed τ did not transfer between runs (τ = 1.0 sent 2 of 16 steps to
#: the cloud in one run and 0 of 14 in the next, entropies 0.14–0.98 nats), so τ follows the
#: probes to reach the target share (`threshold: auto`, `edgeward.policies.step_router`).
STEP_ROUTER_PROBE: dict[str, Any] = {"probe_tokens": 8}
SMOLLM2_STEP_ROUTER: dict[str, Any] = {
    "threshold": "auto",
    "target_cloud_ratio": DEMO_TARGET_CLOUD_RATIO,
    **STEP_ROUTER_PROBE,
}

#: Advisor triggers for the demo's 4-step cap: stall after 2 steps without a new tool (default 6,
#: for full-length trajectories) and a check of the edge's first final answer (this model often
#: answers before it has read anything).
DEMO_ADVISOR = {"trigger_stall_steps": 2, "trigger_answer_check": True}

#: Wall-clock limit of one demo trial (4 steps of ≤ 96 tokens plus probes and aux calls take
#: 10-60 s on 2 idle cores; a trial past this is recorded as errored, and the report says so).
DEMO_TRIAL_TIMEOUT_S = 300.0

#: The eight demo arms (the step router cold: `demo_arms` names the calibration file). The six
#: strategies run unmasked (`allow`: the egress log records what a policy alone would send), as in
#: EC2-Bench; the two `+mask` arms add the gate's masking.
DEMO_ARMS: dict[str, dict[str, Any]] = {
    "edge-only": {"policy": "edge-only"},
    "cloud-only": {"policy": "cloud-only", "privacy": {"egress": "allow"}},
    "sketch": {"policy": "sketch", "privacy": {"egress": "allow"}},
    "task-router": {"policy": "task-router", "params": {"table": str(ROUTE_TABLE)}, "privacy": {"egress": "allow"}},
    "step-router": {"policy": "step-router", "params": SMOLLM2_STEP_ROUTER, "privacy": {"egress": "allow"}},
    "advisor": {"policy": "advisor", "params": DEMO_ADVISOR, "privacy": {"egress": "allow"}},
    "step-router+mask": {"policy": "step-router", "params": SMOLLM2_STEP_ROUTER, "privacy": {"egress": "mask"}},
    "advisor+mask": {"policy": "advisor", "params": DEMO_ADVISOR, "privacy": {"egress": "mask"}},
}


def demo_arms(calibration: Path | None = None) -> dict[str, dict[str, Any]]:
    """`DEMO_ARMS`, the step-router arms warm-started from `calibration` when given."""
    arms = copy.deepcopy(DEMO_ARMS)
    if calibration is not None:
        for spec in arms.values():
            if spec["policy"] == "step-router":
                spec["params"]["calibration"] = str(calibration)
    return arms


def demo_config(cfg: ProxyConfig, calibration: Path | None = None) -> ProxyConfig:
    """The config with the demo's arms added (the config's own arms of the same name win) and the
    egress scans in the proxy process unless the config sets `server.scan_workers`: the demo runs
    one trial at a time, so a pool of scan processes (each loading Presidio + spaCy, ~3.5 CPU-s
    and ~180 MB) only adds start-up."""
    data = cfg.model_dump()
    data["arms"] = {**demo_arms(calibration), **(data.get("arms") or {})}
    if "scan_workers" not in cfg.server.model_fields_set:
        data["server"]["scan_workers"] = 0
    return ProxyConfig.model_validate(data)


def default_stand_in(cfg: ProxyConfig) -> str | None:
    """The demo's cloud when none is chosen: the config's real cloud, else the oracle."""
    return None if has_real_cloud(cfg) else "oracle"


def demo_benchmark(
    cfg: ProxyConfig,
    out: Path,
    *,
    full: bool = False,
    stand_in: str | None = "auto",
    calibration: Path | None = None,
    fresh: bool = False,
) -> BenchmarkConfig:
    """The demo as a `BenchmarkConfig` (module docstring) for the proxy config `cfg`.
    `stand_in`: "auto" (`default_stand_in`), "oracle", "embedded" or None (the config's cloud)."""
    return BenchmarkConfig(
        proxy=demo_config(cfg, calibration),
        arms=list(DEMO_ARMS),
        out=out,
        suite=SUITE,
        tasks=[] if full else DEMO_TASKS,
        repeat=3 if full else 1,
        parallel=1,
        agent="builtin",
        title="edgeward demo",
        stand_in=default_stand_in(cfg) if stand_in == "auto" else stand_in,
        fresh=fresh,
        limits=AgentLimits(
            max_steps=20 if full else 4,
            max_tokens=None if full else 96,
            temperature=0.0,
            timeout_s=None if full else DEMO_TRIAL_TIMEOUT_S,
            max_retries=0,
            first_tool_choice="required",
            finish_on_last_step=True,
        ),
    )


def run_demo(
    cfg: ProxyConfig,
    out: Path,
    *,
    full: bool = False,
    stand_in: str | None = "auto",
    fresh: bool = False,
    calibration: Path | None = None,
) -> tuple[BenchmarkResult, Path | None]:
    """Run the demo (module docstring): the step router warm from `calibration` (default: the
    data directory's file) when it suits the edge, else cold. Returns (the result, the
    calibration file used or None). Raises RunError (one line)."""
    try:
        cal = usable_calibration(cfg, STEP_ROUTER_PROBE, calibration) if cfg.edge is not None else None
    except CalibrationError as e:
        raise RunError(str(e), e.code) from None
    bench = demo_benchmark(cfg, out, full=full, stand_in=stand_in, calibration=cal, fresh=fresh)
    return run_benchmark(bench), cal
