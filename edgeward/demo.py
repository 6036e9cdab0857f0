"""`edgeward demo`: the main job on the embedded local model.

Starts the proxy with the embedded SmolLM2 as the edge (and, without a config, the labelled
stand-in cloud), runs a slice of the bundled suite under the six EC2-Bench strategies plus two
masked arms, and writes `runs/demo/report.{md,json,html}`.

Slice (default): 4 short tasks a small model can attempt, English and Chinese, 1 trial each,
step cap 4, max_tokens 96. `--full`: every task, every arm, 3 trials, step cap 20.
`--config my.yaml` keeps the demo's arms but uses your edge/cloud roles, so with a real cloud
configured the same command produces the real comparison.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from edgeward.config import load_config

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
    "task-router": {"policy": "task-router", "params": {"table": str(ROUTE_TABLE)},
                    "privacy": {"egress": "allow"}},
    "step-router": {"policy": "step-router", "params": SMOLLM2_STEP_ROUTER, "privacy": {"egress": "allow"}},
    "advisor": {"policy": "advisor", "params": DEMO_ADVISOR, "privacy": {"egress": "allow"}},
    "step-router+mask": {"policy": "step-router", "params": SMOLLM2_STEP_ROUTER, "privacy": {"egress": "mask"}},
    "advisor+mask": {"policy": "advisor", "params": DEMO_ADVISOR, "privacy": {"egress": "mask"}},
}


def demo_config(cfg: Any) -> Any:
    """The user's (or default) config with the demo's arms added (user arms of the same name win)."""
    from edgeward.proxy.settings import ProxyConfig

    data = cfg.model_dump()
    arms = {**DEMO_ARMS, **(data.get("arms") or {})}
    data["arms"] = arms
    return ProxyConfig.model_validate(data)


def run_demo(args: argparse.Namespace) -> int:
    """Run the demo; returns the exit code. Raises CLIError for one-line failures."""
    from edgeward.cli import CLIError
    from edgeward.cmd_run import _load_tasks, execute_run, make_report, print_summary
    from edgeward.harness.agent import AgentLimits
    from edgeward.harness.run import RunOptions

    from edgeward.config import ConfigLoadError

    try:
        cfg, source = load_config(getattr(args, "config", None))
    except ConfigLoadError as e:
        raise CLIError(str(e), 2) from None
    cfg = demo_config(cfg)
    full = bool(getattr(args, "full", False))
    tasks = _load_tasks(str(SUITE), [] if full else DEMO_TASKS)
    out = Path(args.out)
    opts = RunOptions(out=out, arms=list(DEMO_ARMS), repeat=3 if full else 1, parallel=1, agent="builtin",
                      limits=AgentLimits(max_steps=20 if full else 4, max_tokens=None if full else 96,
                                         temperature=0.0, timeout_s=None if full else DEMO_TRIAL_TIMEOUT_S,
                                         max_retries=0,
                                         first_tool_choice="required", finish_on_last_step=True))
    stand_in = bool(cfg.cloud is not None and cfg.cloud.stand_in)
    print(f"edgeward demo: {len(tasks)} tasks x {len(opts.arms)} arms x {opts.repeat} trial(s); "
          f"config: {source}" + ("; cloud role = STAND-IN (embedded model)" if stand_in else ""), flush=True)
    t0 = time.monotonic()
    execute_run(cfg, tasks, opts)
    summary, paths, checks = make_report([out], out, tasks=tasks, title="edgeward demo")
    print_summary(summary, checks)
    elapsed = time.monotonic() - t0
    print(f"demo finished in {elapsed:.0f} s", file=sys.stderr)
    print(f"report: {paths['md']}  (also {paths['html'].name}, {paths['json'].name})")
    return 0
