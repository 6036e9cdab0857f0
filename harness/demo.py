"""The demo benchmark (`edgeward demo`): the main job on the embedded local model.

A slice of the bundled suite under the six EC2-Bench strategies plus two masked arms, written to
`runs/demo/report.{md,json,html}`. Slice (default): 4 short tasks a small model can attempt,
English and Chinese, 1 trial each, step cap 4, max_tokens 96. `full`: every task, every arm,
3 trials, step cap 20. The proxy config's roles are kept (the embedded default, or the user's
own edge and cloud, so with a real cloud configured the same command is the real comparison);
the demo's arms are added to it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from edgeward.harness.agent import AgentLimits
from edgeward.harness.benchmark import BenchmarkConfig
from edgeward.proxy.settings import ProxyConfig

REPO = Path(__file__).resolve().parents[1]
SUITE = REPO / "tasks"
ROUTE_TABLE = SUITE / "route_table.json"

#: The slice: short tasks (1-3 steps) in both languages.
DEMO_TASKS = ["info-short-tracking-number", "zh-info-short-meeting-room", "data-orders-total", "zh-data-expense-total"]

#: Step-router probe for SmolLM2-135M (k=20). The paper's τ = 1.5 nats suits Qwen3.5-27B. On
#: the demo's agent steps this model's first meaningful action token (the tool name of a
#: prompted-JSON action, reached within 8 probe tokens) had H between 0.20 and 1.78 nats, median
#: ≈ 0.95 (18 probes of a demo run): at 1.5 almost every step stayed on the edge, so τ = 1.0
#: splits them between edge and cloud.
SMOLLM2_STEP_ROUTER = {"threshold": 1.0, "probe_tokens": 8}

#: Advisor triggers for the demo's 4-step cap: stall after 2 steps without a new tool (default 6,
#: for full-length trajectories) and a check of the edge's first final answer (this model often
#: answers before it has read anything).
DEMO_ADVISOR = {"trigger_stall_steps": 2, "trigger_answer_check": True}

#: Wall-clock limit of one demo trial (4 steps of ≤ 96 tokens plus probes and aux calls take
#: 10-60 s on 2 idle cores; a trial past this is recorded as errored, and the report says so).
DEMO_TRIAL_TIMEOUT_S = 300.0

#: The eight demo arms. The six strategies run unmasked (`allow`: the egress log records what a
#: policy alone would send), as in EC2-Bench; the two `+mask` arms add the gate's masking.
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


def demo_config(cfg: ProxyConfig) -> ProxyConfig:
    """The config with the demo's arms added (the config's own arms of the same name win)."""
    data = cfg.model_dump()
    data["arms"] = {**DEMO_ARMS, **(data.get("arms") or {})}
    return ProxyConfig.model_validate(data)


def demo_benchmark(cfg: ProxyConfig, out: Path, *, full: bool = False) -> BenchmarkConfig:
    """The demo as a `BenchmarkConfig` (module docstring) for the proxy config `cfg`."""
    return BenchmarkConfig(
        proxy=demo_config(cfg),
        arms=list(DEMO_ARMS),
        out=out,
        suite=SUITE,
        tasks=[] if full else DEMO_TASKS,
        repeat=3 if full else 1,
        parallel=1,
        agent="builtin",
        title="edgeward demo",
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
