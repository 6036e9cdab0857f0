"""`edgeward router …`: fit the task router, and compute route-table keys.

    edgeward router fit --runs runs/edge-only runs/cloud-only [--suite tasks/] \\
        --target-cloud-ratio 0.25 --out router.json [--table-out route_table.json]
    edgeward router hash "the task prompt"      # or --suite tasks/ for every task
    edgeward router score --model router.json "a prompt"
    edgeward router calibrate [--config edgeward.yaml] [--probe-tokens 8] [--target-cloud-ratio 0.3]

`fit` learns a local text router (TF-IDF + ridge/logistic regression, no cloud call) that
predicts the cloud's advantage over the edge per task from harness results of an edge-only and a
cloud-only run, calibrates τ so that the target share of sessions goes to the cloud, and writes
the router JSON that `task-router` loads with `model: router.json`. Input formats, the target
and the calibration rule: `edgeward.policies.router_fit`.

`calibrate` probes the configured edge model exactly as the step router does (same probe body,
through a throw-away proxy's send path: prompted tools, flattening) on a generic prompt set
outside any suite (`edgeward.proxy.calibration_prompts`, or `--prompts FILE`), and writes the
entropy sample that
`step-router` with `threshold: auto` starts from (`calibration: <file>`, default
`<data dir>/step-router-calibration.json`, the data dir being the store's folder). The format and
the τ rule: `edgeward.policies.step_router`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from edgeward.cli_common import CLIError, load_cli_config
from edgeward.harness.taskfile import TaskFormatError, load_suite
from edgeward.policies.common import prompt_hash
from edgeward.policies.router_fit import FitError, fit_router, load_scores, route_table
from edgeward.policies.step_router import StepRouterParams
from edgeward.policies.text_router import TextRouter


def _cli_error(msg: str, code: int = 2) -> CLIError:
    return CLIError(msg, code)


def _suite_prompts(suite: str | None) -> dict[str, str]:
    if not suite:
        return {}
    try:
        return {t.id: t.prompt for t in load_suite(suite)}
    except (TaskFormatError, OSError) as e:
        raise _cli_error(f"--suite {suite}: {e}") from None


def _fmt(v: Any, nd: int = 3) -> str:
    return "n/a" if v is None else (f"{v:.{nd}f}" if isinstance(v, float) else str(v))


def cmd_fit(args: argparse.Namespace) -> int:
    try:
        rows = load_scores(args.runs, _suite_prompts(args.suite))
        calib = None
        if args.calibration_prompts:
            p = Path(args.calibration_prompts)
            if p.is_dir():
                calib = list(_suite_prompts(str(p)).values())
            else:
                calib = [
                    ln.strip() if not ln.strip().startswith("{") else json.loads(ln).get("prompt", "")
                    for ln in p.read_text(encoding="utf-8").splitlines()
                    if ln.strip()
                ]
        router = fit_router(
            rows,
            args.target_cloud_ratio,
            kind=args.kind,
            alpha=args.alpha,
            margin=args.margin,
            max_features=args.max_features,
            cv=args.cv,
            seed=args.seed,
            calibration_prompts=calib,
            sources=args.runs,
        )
    except FitError as e:
        raise _cli_error(str(e)) from None
    except OSError as e:
        raise _cli_error(f"cannot read input: {e}") from None
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(router, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    c, t, ev = router["calibration"], router["training"], router["evaluation"]
    print(
        f"router fit: {t['n_tasks']} tasks, {t['n_features']} features, kind {router['kind']}, "
        f"mean edge {t['mean_edge_score']:.3f}, mean cloud {t['mean_cloud_score']:.3f}"
    )
    print(
        f"calibration: target cloud ratio {c['target_cloud_ratio']:.3f} -> threshold {c['threshold']:.6f}, "
        f"achieved {c['achieved_cloud_ratio']:.3f} on {c['n']} {c['on'].replace('_', ' ')}"
    )
    ins = ev["in_sample"]
    print(
        f"in sample: spearman {_fmt(ins['spearman'])}, expected score {ins['expected_score']:.3f} "
        f"(random routing at the same ratio {ins['random_routing_expected_score']:.3f})"
    )
    cv = ev.get("cross_validated")
    if cv:
        print(
            f"{cv['folds']}-fold CV: spearman {_fmt(cv['spearman'])}, cloud ratio at threshold "
            f"{cv['cloud_ratio_at_threshold']:.3f}, expected score {cv['expected_score_at_threshold']:.3f}"
        )
    for note in t["notes"]:
        print(f"note: {note}")
    print(f"wrote {out}")
    if args.table_out:
        table = route_table(router, by=args.table_keys)
        tp = Path(args.table_out)
        tp.parent.mkdir(parents=True, exist_ok=True)
        tp.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {tp} ({table['stats']['n_cloud']}/{table['stats']['n_total']} tasks to the cloud)")
    return 0


def cmd_hash(args: argparse.Namespace) -> int:
    if args.suite:
        for tid, prompt in sorted(_suite_prompts(args.suite).items()):
            print(f"{prompt_hash(prompt)}  {tid}")
        return 0
    text = args.text if args.text is not None else sys.stdin.read()
    print(prompt_hash(text))
    return 0


def cmd_score(args: argparse.Namespace) -> int:
    try:
        r = TextRouter.load(args.model)
    except ValueError as e:
        raise _cli_error(str(e)) from None
    text = args.text if args.text is not None else sys.stdin.read()
    route, score, thr = r.route(text)
    print(json.dumps({"route": route, "score": score, "threshold": thr}))
    return 0


def cmd_calibrate(args: argparse.Namespace) -> int:
    """Run `edgeward router calibrate` (`edgeward.proxy.calibrate.calibrate_step_router`)."""
    from edgeward.proxy.calibrate import (  # lazy: starts a proxy, so loads the detector stack
        CalibrationError,
        calibrate_step_router,
        read_prompts,
    )

    cfg, source = load_cli_config(args)
    if cfg.edge is None:
        raise _cli_error(f"the config ({source}) has no edge role to calibrate")
    if args.target_cloud_ratio is not None and not 0 <= args.target_cloud_ratio <= 1:
        raise _cli_error("--target-cloud-ratio must be within [0, 1]")
    probe = {
        "top_k": args.top_k,
        "probe_tokens": args.probe_tokens,
        "position": args.position,
        "skip_punctuation": not args.keep_punctuation,
        "skip_json_keys": not args.keep_json_keys,
    }
    show = not args.quiet and sys.stderr.isatty()

    def progress(i: int, n: int, seconds: float) -> None:
        if show:
            print(f"\rprobed {i}/{n} ({seconds:.0f} s)", end="" if i < n else "\n", file=sys.stderr)

    try:
        bodies, prompt_source = (read_prompts(args.prompts), str(args.prompts)) if args.prompts else (None, None)
        cal = calibrate_step_router(
            cfg,
            probe=probe,
            out=Path(args.out) if args.out else None,
            bodies=bodies,
            prompt_source=prompt_source,
            progress=progress,
        )
    except CalibrationError as e:
        raise _cli_error(str(e), e.code) from None
    doc, q = cal.doc, cal.doc["quantiles"]
    print(
        f"calibrated on {len(cal.entropies)} of {cal.n_prompts} probes ({doc['prompts']['source']}; "
        f"edge {doc['edge_model']}; {cal.seconds:.0f} s): H min {q['p0']:.3f}, p25 {q['p25']:.3f}, "
        f"median {q['p50']:.3f}, p75 {q['p75']:.3f}, max {q['p100']:.3f} nats"
    )
    if cal.failed:
        print(f"note: {len(cal.failed)} probe(s) unusable (first: {cal.failed[0]})")
    ratio = args.target_cloud_ratio if args.target_cloud_ratio is not None else 0.3
    if args.target_cloud_ratio is not None:
        print(
            f"target cloud ratio {ratio:.2f} -> starting tau {cal.tau(ratio):.3f} nats (then it follows the live probes)"
        )
    print(f"wrote {cal.path}")
    params: dict[str, Any] = {"threshold": "auto", "target_cloud_ratio": ratio, "calibration": str(cal.path)}
    params.update({k: v for k, v in doc["probe"].items() if v != StepRouterParams.model_fields[k].default})
    print("use it: policy: {name: step-router, params: " + json.dumps(params, ensure_ascii=False) + "}")
    return 0


def register(sub: Any) -> None:
    """Add `edgeward router {fit,hash,score,calibrate}`."""
    p = sub.add_parser("router", help="fit the task router; calibrate the step router; route-table keys")
    rs = p.add_subparsers(dest="router_cmd", metavar="SUBCOMMAND")

    f = rs.add_parser("fit", help="learn a local text router from edge-only and cloud-only results")
    f.add_argument(
        "--runs",
        nargs="+",
        required=True,
        metavar="PATH",
        help="run directories or files (fit rows {task_id,prompt,edge_score,cloud_score} or trial "
        "records {task_id,arm,score}; JSONL/JSON/CSV)",
    )
    f.add_argument("--suite", help="task suite directory supplying prompts missing from the records")
    f.add_argument("--target-cloud-ratio", type=float, default=0.25, help="share of sessions sent to the cloud")
    f.add_argument("--out", required=True, help="router JSON to write")
    f.add_argument("--table-out", help="also write a route table for the fitted tasks")
    f.add_argument(
        "--table-keys",
        choices=("task", "prompt_hash"),
        default="task",
        help="keys of the route table (default: task ids)",
    )
    f.add_argument("--kind", choices=("ridge", "logistic"), default="ridge", help="regression model (default: ridge)")
    f.add_argument("--alpha", type=float, default=1.0, help="regularisation strength (ridge alpha; logistic 1/C)")
    f.add_argument("--margin", type=float, default=0.0, help="logistic: cloud better iff advantage > margin")
    f.add_argument("--max-features", type=int, default=20000, help="TF-IDF vocabulary size (default 20000)")
    f.add_argument("--cv", type=int, default=5, help="cross-validation folds for the report (0: none)")
    f.add_argument(
        "--seed", type=int, default=0, help="random seed of the logistic fit and the cross-validation folds (default 0)"
    )
    f.add_argument(
        "--calibration-prompts",
        help="calibrate τ on these prompts (a suite dir, or one prompt / "
        "JSON {prompt} per line) instead of the training prompts",
    )
    f.set_defaults(fn=cmd_fit)

    h = rs.add_parser("hash", help="print the prompt-hash key of a prompt (or of every task of a suite)")
    h.add_argument("text", nargs="?", help="the first user message (default: stdin)")
    h.add_argument("--suite", help="print `hash  task_id` for every task of this suite")
    h.set_defaults(fn=cmd_hash)

    s = rs.add_parser("score", help="score a prompt with a fitted router")
    s.add_argument("--model", required=True, help="router JSON written by `edgeward router fit`")
    s.add_argument("text", nargs="?", help="the first user message (default: stdin)")
    s.set_defaults(fn=cmd_score)

    c = rs.add_parser(
        "calibrate",
        help="probe the edge on generic prompts (outside any suite) and write the "
        "entropy sample step-router `threshold: auto` starts from",
    )
    c.add_argument("--config", help="YAML config (default ./edgeward.yaml, else the embedded default)")
    c.add_argument(
        "--prompts",
        help="own prompts: one per line, or JSON lines {prompt} / {messages, tools} "
        "(default: the built-in generic set)",
    )
    c.add_argument("--out", help="calibration JSON (default: <data dir>/step-router-calibration.json)")
    c.add_argument("--top-k", type=int, default=20, help="top_logprobs of the probe (the policy's top_k)")
    c.add_argument("--probe-tokens", type=int, default=4, help="max_tokens of the probe (the policy's probe_tokens)")
    c.add_argument("--position", choices=("first", "max"), default="first", help="the policy's position")
    c.add_argument("--keep-punctuation", action="store_true", help="the policy's skip_punctuation: false")
    c.add_argument("--keep-json-keys", action="store_true", help="the policy's skip_json_keys: false")
    c.add_argument(
        "--target-cloud-ratio",
        type=float,
        default=None,
        help="also print the starting τ for this share of steps to the cloud",
    )
    c.add_argument("--quiet", action="store_true", help="no progress line")
    c.set_defaults(fn=cmd_calibrate)

    p.set_defaults(fn=lambda a: (p.print_help(), 0)[1])
