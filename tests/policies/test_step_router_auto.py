"""step-router `threshold: auto` (issue 18, item 2): τ follows a running quantile of the probe
entropies so that the realised cloud share reaches `target_cloud_ratio`.

A fake edge returns scripted logprobs: each probe's top-20 log-probabilities are drawn from an
entropy distribution (wide, low, high, bimodal, all equal), and the policy's own entropy rule
measures them. Sessions of five steps share the arm's state as they do in the proxy
(`shared_state`, one per arm); after a few dozen steps the realised share must be within ±15
points of the target, with or without a calibration file, and when the calibration sample
comes from another distribution than the live probes. Over real HTTP the probe and step rows
record τ, the target and the realised share; `edgeward router calibrate` writes a file the
policy loads.
"""

from __future__ import annotations

import asyncio
import json
import math
import random
from pathlib import Path
from typing import Any, Callable

import openai
import pytest
import yaml

from edgeward.cli import main as cli_main
from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.policies.step_router import (
    CALIBRATION_FORMAT,
    AutoThreshold,
    StepRouter,
    entropy_nats,
    load_calibration,
    quantile,
    weighted_quantile,
)

K = 20


def _spread(rng: random.Random, sigma: float) -> list[float]:
    """20 log-probabilities: Gaussian logits with scale sigma, log-softmaxed (small sigma → H near
    ln 20, large sigma → H near 0)."""
    logits = [rng.gauss(0, sigma) for _ in range(K)]
    m = max(logits)
    z = math.log(sum(math.exp(v - m) for v in logits)) + m
    return [v - z for v in logits]


# entropy distributions of the live probes, by the spread of their logits
DISTRIBUTIONS: dict[str, Callable[[random.Random], list[float]]] = {
    "wide": lambda r: _spread(r, r.uniform(0.1, 5.0)),
    "low": lambda r: _spread(r, r.uniform(3.0, 8.0)),
    "high": lambda r: _spread(r, r.uniform(0.05, 0.8)),
    "bimodal": lambda r: _spread(r, 0.3 if r.random() < 0.5 else 6.0),
    "all-equal": lambda r: [-math.log(K)] * K,  # every probe H = ln 20: only ties
}


def _response(lps: list[float]) -> dict[str, Any]:
    tops = [{"token": f"t{i}", "logprob": lp} for i, lp in enumerate(lps)]
    best = max(tops, key=lambda t: t["logprob"])
    return {
        "choices": [
            {
                "message": {"content": best["token"]},
                "logprobs": {"content": [{"token": best["token"], "logprob": best["logprob"], "top_logprobs": tops}]},
            }
        ]
    }


class FakeCtx:
    """A PolicyContext whose edge answers every probe with the next scripted logprobs."""

    def __init__(self, shared: dict[str, Any], draw: Callable[[], list[float]], session: str) -> None:
        self.session_id, self.task, self.step = session, None, 1
        self.body: dict[str, Any] = {"messages": [{"role": "user", "content": "do it"}]}
        self.state: dict[str, Any] = {}
        self.shared_state = shared
        self.has_edge = self.has_cloud = True
        self.stream = False
        self.draw = draw
        self.rows: list[dict[str, Any]] = []

    async def aux_call(
        self,
        target: str,
        body: dict[str, Any],
        *,
        role: str,
        purpose: str,
        details: dict[str, Any] | None = None,
        annotate: Any = None,
    ) -> dict[str, Any]:
        assert target == "edge" and role == "probe" and body["logprobs"] is True
        resp = _response(self.draw())
        self.rows.append({**(details or {}), **(annotate(resp) if annotate else {})})
        return resp


def run_steps(
    params: dict[str, Any],
    draw: Callable[[], list[float]],
    n_steps: int,
    per_session: int = 5,
    shared: dict[str, Any] | None = None,
) -> tuple[list[str], list[dict[str, Any]]]:
    """Run n_steps decisions in sessions of `per_session` steps (a new policy per session, as the
    proxy builds them), sharing `shared`; returns the routes and the probe rows."""
    shared = {} if shared is None else shared
    routes, rows = [], []
    for s in range(0, n_steps, per_session):
        policy = StepRouter(params)
        ctx = FakeCtx(shared, draw, f"s{s}")
        for _ in range(min(per_session, n_steps - s)):
            routes.append(asyncio.run(policy.decide(ctx)).route)
            ctx.step += 1
        rows += ctx.rows
    return routes, rows


def _calibration_file(tmp_path: Path, sample: list[float], **probe: Any) -> Path:
    settings = {
        "top_k": 20,
        "probe_tokens": 4,
        "position": "first",
        "skip_punctuation": True,
        "skip_json_keys": True,
        **probe,
    }
    p = tmp_path / "cal.json"
    p.write_text(json.dumps({"format": CALIBRATION_FORMAT, "version": 1, "probe": settings, "entropies": sample}))
    return p


@pytest.mark.parametrize("dist", sorted(DISTRIBUTIONS))
@pytest.mark.parametrize("target", [0.2, 0.5, 0.8])
def test_realised_share_converges_to_the_target(dist: str, target: float) -> None:
    rng = random.Random(f"{dist}-{target}")
    routes, rows = run_steps({"threshold": "auto", "target_cloud_ratio": target}, lambda: DISTRIBUTIONS[dist](rng), 40)
    share = routes.count("cloud") / len(routes)
    assert abs(share - target) <= 0.15, (dist, target, share)
    # the recorded share is the running one, over sessions (per arm, not per session)
    assert rows[-1]["realised_share"] == pytest.approx(share, abs=1e-6) and rows[-1]["decisions"] == 40
    assert rows[-1]["calibration_scope"] == "proxy" and rows[-1]["tau_mode"] == "auto"
    assert rows[-1]["target_cloud_ratio"] == target and rows[-1]["window"] == 40


@pytest.mark.parametrize("calibrated_on, live", [("high", "low"), ("low", "high"), ("wide", "bimodal")])
def test_converges_from_a_calibration_sample_of_another_distribution(
    tmp_path: Path, calibrated_on: str, live: str
) -> None:
    rng = random.Random(f"{calibrated_on}-{live}")
    sample = [entropy_nats(DISTRIBUTIONS[calibrated_on](rng))[0] for _ in range(60)]
    cal = _calibration_file(tmp_path, sample)
    routes, rows = run_steps(
        {"threshold": "auto", "target_cloud_ratio": 0.3, "calibration": str(cal)}, lambda: DISTRIBUTIONS[live](rng), 40
    )
    assert abs(routes.count("cloud") / 40 - 0.3) <= 0.15, (calibrated_on, live, routes.count("cloud"))
    assert rows[0]["calibration"] == str(cal) and rows[0]["window"] == 1  # live entropies held
    # the first τ comes from the calibration sample alone; later ones follow the live entropies
    assert rows[0]["tau"] == pytest.approx(quantile(sorted(sample), 0.7), abs=1e-6)
    assert rows[-1]["tau"] != rows[0]["tau"]


def test_a_matching_calibration_sample_is_right_from_the_first_steps(tmp_path: Path) -> None:
    rng = random.Random(7)
    sample = [entropy_nats(DISTRIBUTIONS["wide"](rng))[0] for _ in range(100)]
    cal = _calibration_file(tmp_path, sample)
    routes, _ = run_steps(
        {"threshold": "auto", "target_cloud_ratio": 0.25, "calibration": str(cal)},
        lambda: DISTRIBUTIONS["wide"](rng),
        20,
    )
    assert abs(routes.count("cloud") / 20 - 0.25) <= 0.15


def test_sessions_of_one_arm_share_the_calibration_and_sessions_keep_none() -> None:
    rng = random.Random(3)
    shared: dict[str, Any] = {}
    policy = StepRouter({"threshold": "auto", "target_cloud_ratio": 0.5})
    first = FakeCtx(shared, lambda: DISTRIBUTIONS["wide"](rng), "one")
    second = FakeCtx(shared, lambda: DISTRIBUTIONS["wide"](rng), "two")
    asyncio.run(policy.decide(first))
    asyncio.run(policy.decide(second))
    assert first.rows[0]["calibration_scope"] == "proxy" and not first.state and not second.state
    assert second.rows[0]["decisions"] == 2  # the second session continues the arm's count
    assert [type(v) for v in shared.values()] == [AutoThreshold]


def test_auto_threshold_rules() -> None:
    at = AutoThreshold.create(0.5, 2, [1.0, 2.0, 3.0, 4.0], "cal.json", prior=2.0)
    assert at.tau() == 2.0  # q = 1 - 0.5 + (0.5 - 0.5): the sample's median (nearest rank)
    at.record("cloud", 9.0)  # realised 1.0 > 0.5: q = 1 + 2·0.5, clipped to 1 → the largest entropy
    assert at.tau() == 9.0 and at.realised == 1.0 and list(at.window) == [9.0]
    assert at.route(9.0, 9.0) == "edge"  # a tie with the share above target stays on the edge
    at.record("edge")  # a step without a probe (fallback) counts, the window is unchanged
    assert at.realised == 0.5 and list(at.window) == [9.0]
    at.record("edge", 0.5)
    at.record("edge", 0.6)  # the window keeps the last 2 live entropies
    assert list(at.window) == [0.5, 0.6]
    # q = 1 - 0.5 + 2·(0.25 - 0.5) = 0: the smallest entropy
    assert at.tau() == 0.5
    at.record("cloud", 0.7)  # window [0.6, 0.7]; ρ = 2/5: q = 0.5 - 0.2 = 0.3 of total weight 4
    assert at.tau() == 0.7  # (live 1 + 1, the sample 2 in all): cumulative 1.2 is reached at 0.7
    assert weighted_quantile([(0.5, 1), (0.6, 1), (1.0, 0.5), (2.0, 0.5)], 0.5) == 0.6
    assert AutoThreshold.create(0.0, 8, [], "cold").tau() == math.inf
    assert AutoThreshold.create(1.0, 8, [], "cold").tau() == -math.inf
    assert math.isnan(AutoThreshold.create(0.3, 8, [], "cold").tau())
    assert quantile([1.0, 2.0, 3.0, 4.0], 0.0) == 1.0 and quantile([1.0, 2.0, 3.0, 4.0], 0.75) == 3.0


def test_parameters_and_calibration_files_are_checked(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="needs target_cloud_ratio"):
        StepRouter({"threshold": "auto"})
    with pytest.raises(ValueError, match="need threshold: auto"):
        StepRouter({"threshold": 1.0, "target_cloud_ratio": 0.3})
    with pytest.raises(ValueError):
        StepRouter({"threshold": "sometimes"})
    with pytest.raises(ValueError, match="cannot read calibration file"):
        StepRouter({"threshold": "auto", "target_cloud_ratio": 0.3, "calibration": str(tmp_path / "none.json")})
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something"}')
    with pytest.raises(ValueError, match="not a step-router calibration file"):
        load_calibration(bad)
    cal = _calibration_file(tmp_path, [0.5, 1.0], probe_tokens=8)
    with pytest.raises(ValueError, match="probe_tokens 8 .policy: 4."):
        StepRouter({"threshold": "auto", "target_cloud_ratio": 0.3, "calibration": str(cal)})
    assert StepRouter(
        {"threshold": "auto", "target_cloud_ratio": 0.3, "calibration": str(cal), "probe_tokens": 8}
    ).sample == [0.5, 1.0]


# -- over real HTTP -----------------------------------------------------------------------------
def _probe_steps(n: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [{"top_logprobs": [[f"t{i}", lp] for i, lp in enumerate(DISTRIBUTIONS["wide"](rng))]} for _ in range(n)]


def test_probe_rows_record_tau_and_the_realised_share_across_sessions(proxy_env, tmp_path: Path) -> None:
    cal = _calibration_file(tmp_path, [0.2, 0.6, 1.0, 1.4, 1.8, 2.2, 2.6, 3.0])
    edge = [{"match": {"probe": False}, "content": "edge answer"}, *_probe_steps(30, 11)]
    env = proxy_env(
        {"steps": edge, "exhausted": "cycle"},
        [{"content": "cloud answer"}],
        policy={
            "name": "step-router",
            "params": {"threshold": "auto", "target_cloud_ratio": 0.4, "calibration": str(cal)},
        },
    )
    client = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    for s in range(6):  # six sessions of five steps, one arm: one running τ
        for k in range(5):
            client.chat.completions.create(
                model="edgeward/step-router",
                messages=[{"role": "user", "content": f"task {s} step {k}"}],
                extra_headers={"x-edgeward-session": f"auto-{s}"},
            )
    calls = env.calls()
    probes = [c for c in calls if c.role == "probe"]
    steps = [c for c in calls if c.role in ("edge", "cloud")]
    assert len(probes) == len(steps) == 30
    assert [p.decision["decisions"] for p in sorted(probes, key=lambda c: c.created)] == list(range(1, 31))
    last = max(probes, key=lambda c: c.created).decision
    share = sum(c.role == "cloud" for c in steps) / 30
    assert last["realised_share"] == pytest.approx(share) and abs(share - 0.4) <= 0.15
    assert last["target_cloud_ratio"] == 0.4 and last["calibration"] == str(cal)
    for p in probes:  # every probe row: τ used, and the route it implies for its entropy
        assert isinstance(p.decision["tau"], float) and p.decision["tau_mode"] == "auto"
    for st in steps:  # the step rows carry the same numbers
        assert st.decision["tau_mode"] == "auto" and "realised_share" in st.decision
        h, tau = st.decision["H"], st.decision["tau"]
        assert (st.role == "edge") == (h < tau) or abs(h - tau) < 1e-9


def test_router_calibrate_writes_a_file_the_policy_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    up = FakeUpstream.run_in_thread({"steps": _probe_steps(40, 5), "exhausted": "cycle"})
    try:
        cfg = tmp_path / "edgeward.yaml"
        cfg.write_text(
            yaml.safe_dump(
                {
                    "edge": {"model": "fake-edge", "api_base": up.url},
                    "store": {"path": str(tmp_path / "data" / "edgeward.db")},
                }
            )
        )
        assert (
            cli_main(
                ["router", "calibrate", "--config", str(cfg), "--probe-tokens", "8", "--target-cloud-ratio", "0.3"]
            )
            == 0
        )
        out = capsys.readouterr().out
        path = tmp_path / "data" / "step-router-calibration.json"  # the data directory: the store's folder
        doc = json.loads(path.read_text())
        from edgeward.proxy.calibration_prompts import SOURCE, steps

        assert doc["prompts"] == {"source": SOURCE, "n": len(steps())} and doc["failed"] == 0
        assert len(doc["entropies"]) == len(steps()) == 32 and doc["probe"]["probe_tokens"] == 8
        # every probe went to the edge with the policy's own probe body and the prompt set's tools
        bodies = up.chat_bodies()
        assert len(bodies) == 32 and all(
            b["max_tokens"] == 8 and b["top_logprobs"] == 20 and b["tools"] for b in bodies
        )
        tau = quantile(sorted(doc["entropies"]), 0.7)
        assert f"starting tau {tau:.3f}" in out and str(path) in out
        policy = StepRouter(
            {"threshold": "auto", "target_cloud_ratio": 0.3, "calibration": str(path), "probe_tokens": 8}
        )
        assert policy.sample == doc["entropies"]
        # own prompts, one per line
        own = tmp_path / "prompts.txt"
        own.write_text('Tidy up the downloads folder.\n{"prompt": "Sum the invoices."}\n')
        assert (
            cli_main(
                [
                    "router",
                    "calibrate",
                    "--config",
                    str(cfg),
                    "--prompts",
                    str(own),
                    "--out",
                    str(tmp_path / "own.json"),
                ]
            )
            == 0
        )
        assert json.loads((tmp_path / "own.json").read_text())["prompts"]["n"] == 2
    finally:
        up.stop()


def test_router_calibrate_fails_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = tmp_path / "cloud-only.yaml"
    cfg.write_text(yaml.safe_dump({"cloud": {"model": "gpt-4o-mini", "api_base": "http://127.0.0.1:9/v1"}}))
    assert cli_main(["router", "calibrate", "--config", str(cfg)]) != 0
    assert "no edge role" in capsys.readouterr().err
    cfg.write_text(
        yaml.safe_dump(
            {
                "edge": {"model": "m", "api_base": "http://127.0.0.1:9/v1", "connect_timeout_s": 1},
                "store": {"path": str(tmp_path / "x.db")},
            }
        )
    )
    assert cli_main(["router", "calibrate", "--config", str(cfg), "--quiet"]) != 0
    err = capsys.readouterr().err.strip()
    assert "no usable probe" in err and len(err.splitlines()) == 1 and "Traceback" not in err
