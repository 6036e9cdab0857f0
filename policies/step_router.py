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

Requirements: the edge server must return logprobs (llama.cpp needs the model loaded with
`logits_all`, which the embedded server does) and allow `top_logprobs ≥ k` (vLLM's default
max is 20).
"""

from __future__ import annotations

import math
import re
from typing import Any, Literal

from pydantic import Field

from edgeward.policies.base import AuxCallError, Decision, Policy, PolicyContext
from edgeward.policies.common import Params, parse_params

SPECIAL_TOKEN = re.compile(
    r"^(?:<\|[^|<>\s]*\|>|</?think>|</?s>|<(?:bos|eos|pad|unk)>|<(?:start|end)_of_turn>|\[/?INST\])$",
    re.I,
)

# Request fields the probe copies from the client's body: what shapes the distribution of the
# step's first tokens (messages, tools, output format, template switches). Sampling, streaming,
# n and max tokens are the probe's own.
_PROBE_KEEP = ("messages", "tools", "tool_choice", "parallel_tool_calls", "functions", "function_call",
               "response_format", "chat_template_kwargs")


class StepRouterParams(Params):
    threshold: float = Field(1.5, ge=0, description="τ in nats: edge if H ≤ τ")
    top_k: int = Field(20, ge=2, le=100, description="top_logprobs asked of the probe")
    probe_tokens: int = Field(4, ge=1, le=16, description="max_tokens of the probe")
    fallback: Literal["edge", "cloud"] = "edge"
    sticky: int = Field(0, ge=0, description="after an escalation, keep the next n steps on the cloud")
    position: Literal["first", "max"] = "first"
    skip_punctuation: bool = True
    skip_json_keys: bool = True


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


def probe_entropy(resp: dict[str, Any], *, skip_punctuation: bool = True, position: str = "first",
                  skip_json_keys: bool = True) -> dict[str, Any]:
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
    found = [r for pos in range(len(content)) if pos not in skip
             and (r := _entry_entropy(content, pos, skip_punctuation)) is not None]
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

    def probe_body(self, body: dict[str, Any]) -> dict[str, Any]:
        """The probe request for a step: its messages and tools, greedy, with logprobs."""
        out = {k: body[k] for k in _PROBE_KEEP if k in body}
        out.update(temperature=0, logprobs=True, top_logprobs=self.p.top_k, max_tokens=self.p.probe_tokens,
                   stream=False)
        return out

    async def decide(self, ctx: PolicyContext) -> Decision:
        p = self.p
        if not ctx.has_cloud:
            return Decision("edge", "no_cloud_configured", fallback=True)
        if not ctx.has_edge:
            return Decision("cloud", "no_edge_configured", fallback=True)
        left = int(ctx.state.get("sticky_left", 0))
        if left > 0:
            ctx.state["sticky_left"] = left - 1
            return Decision("cloud", "sticky", details={"sticky_left": left - 1, "tau": p.threshold})
        found: dict[str, Any] = {}

        def annotate(resp: dict[str, Any]) -> dict[str, Any]:
            found.update(probe_entropy(resp, skip_punctuation=p.skip_punctuation, position=p.position,
                                        skip_json_keys=p.skip_json_keys))
            return {**found, "tau": p.threshold, "top_k": p.top_k}

        try:
            resp = await ctx.aux_call("edge", self.probe_body(ctx.body), role="probe", purpose="entropy",
                                      details={"tau": p.threshold, "top_k": p.top_k}, annotate=annotate)
        except AuxCallError as e:
            return Decision(p.fallback, "probe_failed", fallback=True,
                            details={"error": str(e)[:200], "tau": p.threshold, "top_k": p.top_k})
        if not found:  # a context without `annotate` support
            found.update(probe_entropy(resp, skip_punctuation=p.skip_punctuation, position=p.position,
                                        skip_json_keys=p.skip_json_keys))
        status = found.get("status")
        details = {k: v for k, v in found.items() if k != "status"}
        details.update(tau=p.threshold, top_k=p.top_k)
        if status != "ok":
            return Decision(p.fallback, f"probe_{status}", fallback=True, details=details)
        h = float(found["H"])
        if h <= p.threshold:
            return Decision("edge", "low_entropy", details=details)
        if p.sticky:
            ctx.state["sticky_left"] = p.sticky
        return Decision("cloud", "high_entropy", details=details)
