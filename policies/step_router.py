"""`step-router`: route each step on the edge's first-token entropy (after GlimpRouter).

Before every step the edge is *probed* with the step's own messages and tools
(`ctx.aux_call("edge", …, role="probe")`, recorded with its tokens and FLOPs):
`temperature=0`, `logprobs=true`, `top_logprobs=k` (k = `top_k`, 20), `max_tokens` = a few
tokens (`probe_tokens`, 4). From the returned `logprobs.content` the policy takes the **first
generated token that carries meaning**: an entry is skipped when its token, stripped, is empty
(whitespace-only) or a chat-template/special token, i.e. it matches `SPECIAL_TOKEN`:
`<|…|>` (ChatML and friends: `<|im_start|>`, `<|endoftext|>`), `<think>` / `</think>`,
`<s>` / `</s>`, `<bos>` `<eos>` `<pad>` `<unk>`, `<start_of_turn>` / `<end_of_turn>`,
`[INST]` / `[/INST]`; with `skip_punctuation` (default) also tokens without any letter or
digit (`{"`, `":`, `-`, a code fence), which under a JSON action format (prompted tool mode,
constrained decoding) are fixed by the format, not chosen by the model. (A template that
pre-injects `<think>` makes the first *generated* token a reasoning token already; one that does
not would otherwise give H ≈ 0 on the tag itself — the reference's weakness.) Tokens such as
`<tool_call>` are kept: choosing to call a tool is a real decision.

With `skip_json_keys` (default) tokens inside a JSON object key (`{"tool":` → `tool`, found on
the concatenated probe text) are skipped too: under a JSON action format the key is the format's,
the value after it is the model's choice; when nothing but key tokens was probed, the first
non-skipped key token is measured instead (`relaxed: true` in the details).

`position: first` (default, GlimpRouter) uses that first meaningful token; `position: max` uses
the most uncertain of the meaningful tokens among the `probe_tokens` probed — useful when a
fixed format puts a key before the real choice (`{"tool": "<name>"` under prompted tools: raise
`probe_tokens` to reach the name).

Entropy of that token, in nats, over its renormalised top-k list (non-finite log-probs
dropped): p_i = e^{lp_i} / Σ_j e^{lp_j}, H = −Σ p_i ln p_i, so 0 ≤ H ≤ ln k (3.0 for k=20).
Rule: **edge if H ≤ τ** (`threshold`, 1.5), else cloud. The decision's details carry `H`, `tau`,
`token`, `k` (alternatives used) and the token's position; so does the probe's call row.

Fallbacks (recorded with `fallback: true` and the reason): probe error or gate/no-edge
(`probe_failed`), no logprobs in the reply (`probe_no_logprobs`), every probed token a
template token (`probe_no_token`), fewer than two usable alternatives (`probe_too_few_logprobs`,
a server capped at one alternative would otherwise always say H = 0) → the `fallback` route
(edge by default).

`sticky: n`: once a step escalates to the cloud, the next n steps go to the cloud without
probing (reason `sticky`).

Self-calibrating τ (`threshold: auto`)
-------------------------------------
A fixed τ does not transfer between edge models (SmolLM2's first-token entropies sit around
0.1–1.8 nats, Qwen3.5-27B's far lower), and a τ that sends 2 of 16 steps to the cloud in one run
may send none in the next. With `threshold: auto` and `target_cloud_ratio: r` (the same name
as the task router's and `edgeward router fit --target-cloud-ratio`), τ follows the edge:

- the entropies: the last `window` (100) live probe entropies, each of weight 1, plus the
  sample of a calibration file (`calibration: path`, written by `edgeward router calibrate`,
  which probes the edge on generic prompts outside any suite; its probe settings must equal the
  policy's) worth `calibration_weight` (10) live probes in all — a warm start that the live
  probes outweigh after a few steps;
- before each probe: q = clip(1 − r + 2·(ρ − r), 0, 1), ρ = the realised cloud share so far (r
  before the first step), and τ = the weighted q-quantile of those entropies (nearest rank: the
  smallest entropy whose cumulative weight reaches a share q). A realised share above target
  raises q and τ (more steps stay on the edge), one below lowers them, so the share converges
  even when the calibration prompts do not resemble the live traffic;
- the step goes to the edge if H < τ, to the cloud if H > τ, and on H = τ (a sample that is
  all ties) to the cloud exactly when ρ < r; then H joins the window. r = 0 keeps every step on
  the edge and r = 1 sends every step to the cloud (no quantile needed);
- ρ counts every step the policy decided for this arm — probed, sticky and fallback steps.

The state (window and counts) is kept **per proxy and arm** (`ctx.shared_state`, owned by the
pipeline), not per session: a session of a few steps would never calibrate, and sessions of the
same arm see the same edge (`calibration_scope: proxy` in the details). A restart starts again
from the calibration file. Every probe and step row records `tau`, `tau_mode: auto`,
`target_cloud_ratio`, `realised_share` (after this step), `decisions`, `window` (live entropies
held) and `calibration` (the file, or `cold`), so a report can show the realised share beside
the target and τ over time.

Calibration file (JSON, `format: edgeward-step-router-calibration`, `version: 1`)::

    {"format": "edgeward-step-router-calibration", "version": 1, "created": "2026-…Z",
     "edge_model": "smollm2-135m", "probe": {"top_k": 20, "probe_tokens": 8, "position": "first",
     "skip_punctuation": true, "skip_json_keys": true},
     "prompts": {"source": "builtin-generic-v1", "n": 32}, "failed": 0,
     "entropies": [0.41, 1.2, …], "quantiles": {"p10": …, "p50": …, "p90": …}}

Requirements: the edge server must return logprobs (llama.cpp needs the model loaded with
`logits_all`, which the embedded server does) and allow `top_logprobs ≥ k` (vLLM's default
max is 20).
"""

from __future__ import annotations

import json
import math
import re
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from edgeward.policies.base import AuxCallError, Decision, Policy, PolicyContext
from edgeward.policies.common import Params, parse_params

SPECIAL_TOKEN = re.compile(
    r"^(?:<\|[^|<>\s]*\|>|</?think>|</?s>|<(?:bos|eos|pad|unk)>|<(?:start|end)_of_turn>|\[/?INST\])$",
    re.I,
)

# Request fields the probe copies from the client's body: what shapes the distribution of the
# step's first tokens (messages, tools, output format, template switches). Sampling, streaming,
# n and max tokens are the probe's own.
_PROBE_KEEP = (
    "messages",
    "tools",
    "tool_choice",
    "parallel_tool_calls",
    "functions",
    "function_call",
    "response_format",
    "chat_template_kwargs",
)


CALIBRATION_FORMAT = "edgeward-step-router-calibration"
#: How strongly the realised share's error moves the quantile (module docstring). 2 keeps the
#: share within ±15 points of the target after 36 steps for the test distributions (1 reaches
#: ±14 cold but ±16 from a calibration sample disjoint from the live entropies; 3 is as close
#: but lets the share, rather than the entropy ranking, decide more steps).
FEEDBACK_GAIN = 2.0
#: Probe settings that shape the entropies: a calibration sample is valid only for the same ones.
PROBE_SETTINGS = ("top_k", "probe_tokens", "position", "skip_punctuation", "skip_json_keys")


class StepRouterParams(Params):
    threshold: float | Literal["auto"] = Field(
        1.5, description="τ in nats: edge if H ≤ τ; `auto`: τ follows the probe entropies to reach target_cloud_ratio"
    )
    target_cloud_ratio: float | None = Field(
        None, ge=0, le=1, description="with threshold auto: the share of steps to send to the cloud"
    )
    calibration: str | None = Field(
        None, description="with threshold auto: calibration JSON from `edgeward router calibrate` (warm start)"
    )
    window: int = Field(100, ge=8, le=100_000, description="with threshold auto: recent entropies kept")
    calibration_weight: float = Field(
        10.0, ge=0, description="with threshold auto: the calibration sample counts as this many live probes"
    )
    top_k: int = Field(20, ge=2, le=100, description="top_logprobs asked of the probe")
    probe_tokens: int = Field(4, ge=1, le=16, description="max_tokens of the probe")
    fallback: Literal["edge", "cloud"] = "edge"
    sticky: int = Field(0, ge=0, description="after an escalation, keep the next n steps on the cloud")
    position: Literal["first", "max"] = "first"
    skip_punctuation: bool = True
    skip_json_keys: bool = True

    @field_validator("threshold", mode="before")
    @classmethod
    def _threshold(cls, v: Any) -> Any:
        if isinstance(v, str) and v.strip().lower() == "auto":
            return "auto"
        try:
            if isinstance(v, bool):
                raise TypeError
            return float(v)
        except (TypeError, ValueError):
            raise PydanticCustomError("threshold", "Input should be a valid number (nats) or 'auto'") from None

    @model_validator(mode="after")
    def _auto(self) -> StepRouterParams:
        if isinstance(self.threshold, (int, float)) and self.threshold < 0:
            raise ValueError("threshold: must be ≥ 0 or `auto`")
        if self.threshold == "auto" and self.target_cloud_ratio is None:
            raise ValueError("threshold auto needs target_cloud_ratio (the share of steps to send to the cloud)")
        if self.threshold != "auto" and (self.target_cloud_ratio is not None or self.calibration is not None):
            raise ValueError("target_cloud_ratio and calibration need threshold: auto")
        return self


def load_calibration(path: str | Path, probe: dict[str, Any] | None = None) -> list[float]:
    """The entropy sample of a calibration file (module docstring), checked against the
    policy's probe settings `probe` when given. Raises ValueError naming the file and problem."""
    p = Path(path).expanduser()
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise ValueError(
            f"{p}: cannot read calibration file ({e.strerror}); make one with `edgeward router calibrate`"
        ) from None
    except ValueError as e:
        raise ValueError(f"{p}: invalid JSON ({e})") from None
    if not isinstance(data, dict) or data.get("format") != CALIBRATION_FORMAT or data.get("version") != 1:
        raise ValueError(f"{p}: not a step-router calibration file (format {CALIBRATION_FORMAT!r}, version 1)")
    ent = data.get("entropies")
    if not isinstance(ent, list) or not all(isinstance(x, (int, float)) and math.isfinite(x) and x >= 0 for x in ent):
        raise ValueError(f"{p}: `entropies` must be a list of non-negative numbers")
    if probe is not None:
        made = data.get("probe") or {}
        diff = [f"{k} {made.get(k)!r} (policy: {probe[k]!r})" for k in PROBE_SETTINGS if made.get(k) != probe[k]]
        if diff:
            raise ValueError(
                f"{p}: made with other probe settings: {', '.join(diff)}; recalibrate with the policy's settings"
            )
    return [float(x) for x in ent]


def quantile(sorted_xs: list[float], q: float) -> float:
    """Nearest-rank q-quantile of an ascending list: the smallest value with at least a share q
    of the list at or below it (q ≤ 0 gives the minimum). Raises IndexError on an empty list."""
    k = max(1, math.ceil(q * len(sorted_xs) - 1e-12))
    return sorted_xs[min(k, len(sorted_xs)) - 1]


def weighted_quantile(items: list[tuple[float, float]], q: float) -> float:
    """Nearest-rank q-quantile of (value, weight) pairs: the smallest value whose cumulative
    weight reaches a share q of the total. Raises IndexError when there are none."""
    items = sorted(items)
    total = sum(w for _, w in items)
    acc = 0.0
    for v, w in items:
        acc += w
        if acc >= q * total - 1e-12 * total:
            return v
    return items[-1][0]


@dataclass
class AutoThreshold:
    """The running state of `threshold: auto` for one arm (module docstring).

    `target`: the cloud share r; `window`: recent live entropies; `sample`: the calibration
    sample, worth `prior` live probes in all; `decisions` / `cloud`: steps decided and sent to
    the cloud so far."""

    target: float
    window: deque[float]
    sample: list[float]
    prior: float
    decisions: int = 0
    cloud: int = 0
    source: str = "cold"  # calibration file path, or "cold" (no warm start)

    @classmethod
    def create(cls, target: float, size: int, sample: list[float], source: str, prior: float = 10.0) -> AutoThreshold:
        return cls(target, deque(maxlen=size), list(sample), prior, source=source)

    @property
    def realised(self) -> float:
        """Cloud share of the steps decided so far (the target before the first)."""
        return self.cloud / self.decisions if self.decisions else self.target

    def tau(self) -> float:
        """τ for the next probe (module docstring); inf/−inf for targets 0/1, nan when there is
        no entropy yet (the tie rule then decides)."""
        if self.target <= 0:
            return math.inf
        if self.target >= 1:
            return -math.inf
        items = [(h, 1.0) for h in self.window]
        if self.sample and self.prior > 0:
            items += [(h, self.prior / len(self.sample)) for h in self.sample]
        if not items:
            return math.nan
        q = min(1.0, max(0.0, 1.0 - self.target + FEEDBACK_GAIN * (self.realised - self.target)))
        return weighted_quantile(items, q)

    def route(self, h: float, tau: float) -> str:
        """edge if H < τ, cloud if H > τ; a tie (or no τ yet) goes to the cloud while the
        realised share is below target."""
        if math.isnan(tau) or abs(h - tau) <= 1e-9:
            return "cloud" if self.realised < self.target else "edge"
        return "edge" if h < tau else "cloud"

    def record(self, route: str, h: float | None = None) -> None:
        """Count a decided step (and add its entropy to the window)."""
        self.decisions += 1
        self.cloud += route == "cloud"
        if h is not None and math.isfinite(h):
            self.window.append(h)

    def details(self) -> dict[str, Any]:
        return {
            "tau_mode": "auto",
            "target_cloud_ratio": self.target,
            "realised_share": round(self.realised, 6),
            "decisions": self.decisions,
            "window": len(self.window),
            "calibration": self.source,
        }


_NO_ALNUM = re.compile(r"^[\W_]+$")


def is_special_token(token: str, skip_punctuation: bool = False) -> bool:
    """True for whitespace-only tokens and chat-template/special tokens (module docstring); with
    `skip_punctuation`, also for tokens without any letter or digit."""
    t = (token or "").strip()
    return not t or bool(SPECIAL_TOKEN.match(t)) or (skip_punctuation and bool(_NO_ALNUM.match(t)))


def entropy_nats(logprobs: list[float]) -> tuple[float, int]:
    """(H in nats of the renormalised distribution, number of finite entries used)."""
    lps = [float(x) for x in logprobs if isinstance(x, (int, float)) and math.isfinite(float(x))]
    if not lps:
        return float("nan"), 0
    m = max(lps)
    ws = [math.exp(lp - m) for lp in lps]
    z = sum(ws)
    h = 0.0
    for w in ws:
        p = w / z
        if p > 0:
            h -= p * math.log(p)
    return max(h, 0.0), len(lps)


def probe_entropy(
    resp: dict[str, Any], *, skip_punctuation: bool = True, position: str = "first", skip_json_keys: bool = True
) -> dict[str, Any]:
    """Find the meaningful generated token of a probe reply (module docstring) and its entropy.

    Returns a dict with `status` (`ok`, `no_logprobs`, `no_token`, `too_few_logprobs`) and,
    when a token was found, `token`, `position`, `H`, `k`, `top1_p` (renormalised), and
    `relaxed: true` when only a JSON-key token was left to measure."""
    choices = resp.get("choices") or []
    lp = (choices[0].get("logprobs") if choices and isinstance(choices[0], dict) else None) or {}
    content = lp.get("content") if isinstance(lp, dict) else None
    if not content:
        return {"status": "no_logprobs"}
    keys = _json_key_positions(content) if skip_json_keys else set()
    r = _pick(content, skip_punctuation, position, keys)
    if r is None and keys:
        r = _pick(content, skip_punctuation, position, set())
        if r is not None:
            r["relaxed"] = True
    return r if r is not None else {"status": "no_token", "tokens": _tokens(content)}


def _pick(content: list[Any], skip_punctuation: bool, position: str, skip: set[int]) -> dict[str, Any] | None:
    found = [
        r
        for pos in range(len(content))
        if pos not in skip and (r := _entry_entropy(content, pos, skip_punctuation)) is not None
    ]
    if not found:
        return None
    if position == "max":
        ok = [r for r in found if r["status"] == "ok"]
        return max(ok, key=lambda r: r["H"]) if ok else found[0]
    return found[0]


_JSON_KEY = re.compile(r'[{,]\s*"((?:[^"\\]|\\.)*)"\s*:')


def _json_key_positions(content: list[Any]) -> set[int]:
    """Positions of tokens inside a JSON object key (`{"tool":` → the token(s) of `tool`)."""
    spans, text = [], ""
    for e in content:
        t = (e.get("token") or "") if isinstance(e, dict) else ""
        spans.append((len(text), len(text) + len(t)))
        text += t
    out: set[int] = set()
    for m in _JSON_KEY.finditer(text):
        a, b = m.span(1)
        out |= {i for i, (s, e) in enumerate(spans) if e > a and s < b}
    return out


def _tokens(content: list[Any]) -> list[Any]:
    return [e.get("token") for e in content if isinstance(e, dict)][:8]


def _entry_entropy(content: list[Any], pos: int, skip_punctuation: bool) -> dict[str, Any] | None:
    """Entropy of entry `pos`, or None when it is not a meaningful token."""
    entry = content[pos]
    if not isinstance(entry, dict):
        return None
    tok = entry.get("token") or ""
    if is_special_token(tok, skip_punctuation):
        return None
    tops = entry.get("top_logprobs") or []
    vals = [float(t["logprob"]) for t in tops if isinstance(t, dict) and isinstance(t.get("logprob"), (int, float))]
    if not vals and isinstance(entry.get("logprob"), (int, float)):
        vals = [entry["logprob"]]
    h, k = entropy_nats(vals)
    out: dict[str, Any] = {"token": tok, "position": pos, "k": k}
    if k < 2:
        return {**out, "status": "too_few_logprobs"}
    finite = [float(v) for v in vals if isinstance(v, (int, float)) and math.isfinite(float(v))]
    m = max(finite)
    out["top1_p"] = round(1.0 / sum(math.exp(v - m) for v in finite), 6)
    return {**out, "status": "ok", "H": round(h, 6)}


class StepRouter(Policy):
    """Per-step routing on the edge's first-token entropy (see the module docstring)."""

    name = "step-router"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(params)
        self.p = parse_params(StepRouterParams, params, self.name)
        self.sample: list[float] = []
        if self.p.calibration:
            probe = {k: getattr(self.p, k) for k in PROBE_SETTINGS}
            self.sample = load_calibration(self.p.calibration, probe)

    def _auto(self, ctx: PolicyContext) -> tuple[AutoThreshold, str]:
        """This arm's AutoThreshold, kept per proxy and arm (`ctx.shared_state`): a session-local
        quantile would not calibrate over short sessions."""
        scope, store = "proxy", ctx.shared_state
        p = self.p
        key = f"step-router-auto:{p.target_cloud_ratio}:{p.window}:{p.calibration}:{p.calibration_weight}"
        st = store.get(key)
        if not isinstance(st, AutoThreshold):
            st = store[key] = AutoThreshold.create(
                float(p.target_cloud_ratio or 0.0), p.window, self.sample, p.calibration or "cold", p.calibration_weight
            )
        return st, scope

    def probe_body(self, body: dict[str, Any]) -> dict[str, Any]:
        """The probe request for a step: its messages and tools, greedy, with logprobs."""
        out = {k: body[k] for k in _PROBE_KEEP if k in body}
        out.update(
            temperature=0, logprobs=True, top_logprobs=self.p.top_k, max_tokens=self.p.probe_tokens, stream=False
        )
        return out

    async def decide(self, ctx: PolicyContext) -> Decision:
        p = self.p
        if not ctx.has_cloud:
            return Decision("edge", "no_cloud_configured", fallback=True)
        if not ctx.has_edge:
            return Decision("cloud", "no_edge_configured", fallback=True)
        auto, scope = self._auto(ctx) if p.threshold == "auto" else (None, "")

        def extra() -> dict[str, Any]:
            return {**auto.details(), "calibration_scope": scope} if auto is not None else {}

        left = int(ctx.state.get("sticky_left", 0))
        if left > 0:
            ctx.state["sticky_left"] = left - 1
            if auto is not None:
                auto.record("cloud")
            return Decision(
                "cloud",
                "sticky",
                details={"sticky_left": left - 1, "tau": p.threshold if auto is None else None, **extra()},
            )
        tau = auto.tau() if auto is not None else float(p.threshold)
        shown_tau = _json_tau(tau)
        found: dict[str, Any] = {}
        decided: dict[str, Any] = {}

        def settle(resp: dict[str, Any]) -> None:
            found.update(
                probe_entropy(
                    resp, skip_punctuation=p.skip_punctuation, position=p.position, skip_json_keys=p.skip_json_keys
                )
            )
            if found.get("status") == "ok":
                h = float(found["H"])
                route = auto.route(h, tau) if auto is not None else ("edge" if h <= tau else "cloud")
                if auto is not None:
                    auto.record(route, h)
                decided["route"] = route

        def annotate(resp: dict[str, Any]) -> dict[str, Any]:
            settle(resp)
            return {**found, "tau": shown_tau, "top_k": p.top_k, **extra()}

        try:
            resp = await ctx.aux_call(
                "edge",
                self.probe_body(ctx.body),
                role="probe",
                purpose="entropy",
                details={"tau": shown_tau, "top_k": p.top_k},
                annotate=annotate,
            )
        except AuxCallError as e:
            if auto is not None:
                auto.record(p.fallback)
            return Decision(
                p.fallback,
                "probe_failed",
                fallback=True,
                details={"error": str(e)[:200], "tau": shown_tau, "top_k": p.top_k, **extra()},
            )
        if not found:  # a context without `annotate` support
            settle(resp)
        status = found.get("status")
        details = {k: v for k, v in found.items() if k != "status"}
        details.update(tau=shown_tau, top_k=p.top_k)
        if status != "ok":
            if auto is not None:
                auto.record(p.fallback)
            details.update(extra())
            return Decision(p.fallback, f"probe_{status}", fallback=True, details=details)
        details.update(extra())
        if decided["route"] == "edge":
            return Decision("edge", "low_entropy", details=details)
        if p.sticky:
            ctx.state["sticky_left"] = p.sticky
        return Decision("cloud", "high_entropy", details=details)


def _json_tau(tau: float) -> float | str | None:
    """τ as recorded in JSON: a number, `inf` / `-inf` for targets 0 / 1, None before any sample."""
    if math.isnan(tau):
        return None
    if math.isinf(tau):
        return "inf" if tau > 0 else "-inf"
    return round(tau, 6)
