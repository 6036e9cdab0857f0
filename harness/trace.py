"""The trace of one session: every upstream call in order, why it went where, what it cost,
what left the device, what came back, and which sensitive unit each call exposed.

    trace = build_trace(store, session, transcript=..., units=..., show=False)
    html_text = render_trace_html(trace)          # one self-contained page (trace.html)
    write_trace_html(path, trace)                 # written with mode 0600

Read from the store's read API (`calls`, `egress`, `vault_load`), plus, for a harness trial, its
transcript (the agent's messages: the restored replies) and the task's sensitive units.

Per call (`TraceCall`): role and purpose (a step, or an auxiliary call: probe, sketch, advisor,
detector …), the route and the reason as the decision recorded them (policy, rule, entropy H and
τ in nats for the step router, forced by header, fallback and re-routes), tokens (prompt / cached
/ completion, `~` when estimated), USD, edge FLOPs, latency ms, status; for a cloud call the
egress body exactly as sent (placeholders such as `[PERSON_1]` highlighted), the gate's action
and the entity types it detected; for a step, the restored reply the agent received (the n-th
successful step call answered the n-th assistant message of the transcript); and the units
whose exposure level (`edgeward.detectors.exposure`, docs/ARCHITECTURE.md §3) first rose at this
call. A session outside the harness has no transcript: replies show as not recorded (the store
keeps what left the device, not what came back).

Values are redacted unless `show`: every value the session's vault holds, every unit value and
every span the gate detected in an `allow`-mode body is replaced, with its variants
(`edgeward.detectors.known_values`: case, separators, digit groupings), by `[REDACTED:<type>]`.
Placeholders are not values and stay.
"""

from __future__ import annotations

import html
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from edgeward.detectors.exposure import SensitiveUnit, exposure
from edgeward.detectors.known_values import KnownValueMatcher
from edgeward.proxy.store import CallRow, EgressRow, Store

#: A placeholder the gate writes (`[PERSON_1]`, `[EMAIL_ADDRESS_2]`, `[SECRET_3]`).
PLACEHOLDER_RE = re.compile(r"\[[A-Z][A-Z0-9_]*_\d+\]")
#: How a redacted value reads.
REDACTED = "[REDACTED:{type}]"
STEP_ROLES = ("edge", "cloud")


@dataclass
class Exposure:
    """A unit whose exposure level rose at a call: its id (`entity/field`), the level reached
    (1.0 literal, 0.7 most of it, 0.3 a fragment) and its weight."""

    unit: str
    level: float
    weight: float


@dataclass
class TraceCall:
    """One upstream call of the session (module docstring); texts already redacted."""

    n: int
    call_id: str
    step: int
    role: str
    purpose: str
    route: str
    why: str
    model: str
    stand_in: bool
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int
    tokens_estimated: bool
    usd: float
    edge_flops: float
    latency_ms: float | None
    status: str
    error: str | None
    decision: dict[str, Any]
    egress: str | None = None
    egress_action: str | None = None
    egress_types: dict[str, int] = field(default_factory=dict)
    placeholders: list[str] = field(default_factory=list)
    reply: str | None = None
    exposures: list[Exposure] = field(default_factory=list)

    @property
    def is_step(self) -> bool:
        return self.purpose == "step" and self.role in STEP_ROLES


@dataclass
class SessionTrace:
    """A session's calls in order and what frames them (arm, policy, task, trial outcome)."""

    session: str
    arm: str | None
    policy: str | None
    task: str | None
    calls: list[TraceCall]
    shown: bool
    has_transcript: bool
    score: float | None = None
    error: str | None = None
    answer: str | None = None
    units: int = 0

    @property
    def totals(self) -> dict[str, float]:
        """Sums over the calls: tokens, USD, edge FLOPs, latency ms, cloud steps, steps."""
        steps = [c for c in self.calls if c.is_step and c.status == "ok"]
        return {
            "calls": len(self.calls),
            "steps": len(steps),
            "cloud_steps": sum(1 for c in steps if c.route == "cloud"),
            "prompt_tokens": sum(c.prompt_tokens for c in self.calls),
            "completion_tokens": sum(c.completion_tokens for c in self.calls),
            "usd": sum(c.usd for c in self.calls),
            "edge_flops": sum(c.edge_flops for c in self.calls),
            "latency_ms": sum(c.latency_ms or 0.0 for c in self.calls),
        }


def why(call: CallRow) -> str:
    """The reason a call went where it did, in one line, from its decision JSON: the policy
    and its rule, the step router's H and τ (nats), forced, fallback and re-route marks."""
    d = call.decision or {}
    if call.purpose != "step" or call.role not in STEP_ROLES:
        parts = [f"auxiliary {call.role} call ({call.purpose})"]
        if isinstance(d.get("H"), (int, float)):
            tau = d.get("tau")
            parts.append(
                f"H {d['H']:.3f} nats vs τ {_tau(tau)}" if tau is not None else f"H {d['H']:.3f} nats; {NO_TAU}"
            )
        if d.get("trigger"):
            parts.append(f"trigger {d['trigger']}")
        return "; ".join(parts)
    reason = str(d.get("reason") or "?")
    parts = [f"{d.get('policy') or '?'}: {reason.replace('_', ' ')}"]
    if reason == "forced_by_header":
        parts[0] = "forced by x-edgeward-force"
    if isinstance(d.get("H"), (int, float)):
        cmp = "≤" if call.role == "edge" else ">"
        tau = d.get("tau")
        parts.append(
            f"H {d['H']:.3f} {cmp} τ {_tau(tau)} nats" if tau is not None else f"H {d['H']:.3f} nats; {NO_TAU}"
        )
    if d.get("tau_mode") == "auto":
        parts.append(
            f"τ auto: target {d.get('target_cloud_ratio')}, realised {float(d.get('realised_share') or 0):.2f} "
            f"after {d.get('decisions')} decisions"
        )
    for key in ("rule", "matched", "route_source", "trigger"):
        if d.get(key) not in (None, "", [], {}):
            parts.append(f"{key.replace('_', ' ')} {d[key]}")
    if d.get("fallback"):
        parts.append("fallback")
    if d.get("fallback_from"):
        parts.append(f"fallback from {d['fallback_from']} (HTTP {d.get('fallback_status')})")
    if d.get("rerouted"):
        parts.append(f"re-routed: {d['rerouted']}")
    if d.get("force_refused"):
        parts.append(f"x-edgeward-force {d['force_refused']} refused by the config")
    return "; ".join(parts)


#: What a step router's decision without a τ means: started cold, it has no threshold yet.
NO_TAU = "τ not calibrated yet (cold start)"


def _tau(t: Any) -> str:
    return f"{t:.3f}" if isinstance(t, (int, float)) else str(t)


def build_trace(
    store: Store,
    session: str,
    *,
    transcript: list[dict[str, Any]] | None = None,
    units: list[SensitiveUnit] | None = None,
    show: bool = False,
    result: dict[str, Any] | None = None,
) -> SessionTrace:
    """The trace of `session` from `store` (module docstring). `transcript`: the agent's
    messages (restored replies); `units`: the task's sensitive units (exposures; redaction);
    `result`: the trial's `result.json` (score, error, answer). Raises KeyError when the store
    has neither the session nor any call of it."""
    sess = store.session(session)
    rows = store.calls(session)
    if sess is None and not rows:
        raise KeyError(session)
    egress = {e.call_id: e for e in store.egress(session)}
    redact = _Redactor([] if show else _secrets(store, session, egress.values(), units or []))
    replies = _replies(transcript) if transcript is not None else None
    best: dict[str, float] = {}
    calls: list[TraceCall] = []
    n_step = 0
    for i, r in enumerate(rows, 1):
        d = r.decision or {}
        e = egress.get(r.id)
        tc = TraceCall(
            n=i,
            call_id=r.id,
            step=r.step,
            role=r.role,
            purpose=r.purpose,
            route=str(d.get("route") or ("cloud" if e is not None else r.role)),
            why=redact(why(r)),
            model=r.model,
            stand_in=r.stand_in,
            prompt_tokens=r.prompt_tokens,
            cached_tokens=r.cached_tokens,
            completion_tokens=r.completion_tokens,
            tokens_estimated=r.tokens_estimated,
            usd=r.usd,
            edge_flops=r.edge_flops,
            latency_ms=r.latency_ms,
            status=r.status,
            error=redact(r.error) if r.error else None,
            decision=d,
        )
        if tc.is_step:
            tc.route = r.role  # where it was served (a re-routed cloud step ran on the edge)
        if e is not None:
            tc.egress = redact(_pretty(e.body))
            tc.egress_action = e.action
            tc.placeholders = sorted(set(PLACEHOLDER_RE.findall(e.body)))
            for s in e.spans:
                t = str(s.get("type") or "?")
                tc.egress_types[t] = tc.egress_types.get(t, 0) + 1
            if units:
                for u, lv in zip(units, exposure(units, e.body)):
                    key = f"{u.entity_id}/{u.field}"
                    if lv > best.get(key, 0.0):
                        best[key] = lv
                        tc.exposures.append(Exposure(key, lv, u.weight))
        if tc.is_step and r.status == "ok" and replies is not None:
            tc.reply = redact(replies[n_step]) if n_step < len(replies) else None
            n_step += 1
        calls.append(tc)
    res = result or {}
    return SessionTrace(
        session=session,
        arm=(sess.meta or {}).get("arm") or sess.arm if sess else None,
        policy=sess.policy if sess else None,
        task=sess.task if sess else None,
        calls=calls,
        shown=show,
        has_transcript=transcript is not None,
        score=res.get("score"),
        error=redact(res["error"]) if res.get("error") else None,
        answer=redact(res["final_answer"]) if res.get("final_answer") else None,
        units=len(units or []),
    )


def _replies(transcript: list[dict[str, Any]]) -> list[str]:
    """Each assistant message as the agent received it: its text and its tool calls."""
    out = []
    for m in transcript:
        if m.get("role") != "assistant":
            continue
        parts = [m["content"]] if isinstance(m.get("content"), str) and m["content"] else []
        for c in m.get("tool_calls") or []:
            fn = c.get("function") or {}
            parts.append(f"→ {fn.get('name')}({fn.get('arguments') or ''})")
        out.append("\n".join(parts) or "(empty reply)")
    return out


def _pretty(body: str) -> str:
    """The egress body for reading: the messages one per block (`[role] text`, tool calls and
    results included), the number of tools offered, the other fields as JSON; the raw text when
    it is not a chat body."""
    try:
        d = json.loads(body)
    except ValueError:
        return body
    if not isinstance(d, dict) or not isinstance(d.get("messages"), list):
        return body
    blocks = []
    for m in d["messages"]:
        if not isinstance(m, dict):
            continue
        c = m.get("content")
        text = c if isinstance(c, str) else json.dumps(c, ensure_ascii=False) if c is not None else ""
        for tc in m.get("tool_calls") or []:
            fn = (tc or {}).get("function") or {}
            text += f"\n→ {fn.get('name')}({fn.get('arguments') or ''})"
        blocks.append(f"[{m.get('role')}] {text.strip()}")
    rest = {k: v for k, v in d.items() if k not in ("messages", "tools")}
    if d.get("tools"):
        rest["tools"] = f"{len(d['tools'])} tools: " + ", ".join(
            str(((t or {}).get("function") or {}).get("name")) for t in d["tools"] if isinstance(t, dict)
        )
    return "\n\n".join(blocks) + "\n\n" + json.dumps(rest, ensure_ascii=False)


def _secrets(store: Store, session: str, egress: Any, units: list[SensitiveUnit]) -> list[tuple[str, str]]:
    """(value, type) pairs to redact: the session's vault values, the units' values and the
    spans the gate detected in bodies it allowed (read from the body at each span's path)."""
    out = [(v.value, v.entity_type) for v in store.vault_load(session)]
    out += [(u.value, u.field.upper()) for u in units]
    for e in egress:
        if e.action != "allow" or not e.spans:
            continue
        try:
            body = json.loads(e.body)
        except ValueError:
            continue
        for s in e.spans:
            text = _at(body, s.get("path") or [])
            a, b = s.get("start"), s.get("end")
            if isinstance(text, str) and isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text):
                out.append((text[a:b], str(s.get("type") or "VALUE")))
    return [(v, t) for v, t in out if v and len(v.strip()) >= 2]


def _at(obj: Any, path: list[Any]) -> Any:
    for p in path:
        if isinstance(obj, dict) and p in obj:
            obj = obj[p]
        elif isinstance(obj, list) and isinstance(p, int) and 0 <= p < len(obj):
            obj = obj[p]
        else:
            return None
    return obj


class _Redactor:
    """Replaces known values and their variants in a text by `[REDACTED:<type>]`."""

    def __init__(self, secrets: list[tuple[str, str]]) -> None:
        self.matcher = KnownValueMatcher(cache_chars=0) if secrets else None
        self.types: dict[int, str] = {}
        for i, (value, etype) in enumerate(secrets):
            if self.matcher is not None and self.matcher.add(value, i, etype):
                self.types[i] = etype

    def __call__(self, text: str) -> str:
        if self.matcher is None or not text:
            return text
        out, last = [], 0
        for m in sorted(self.matcher.find(text), key=lambda m: m.start):
            if m.start < last:
                continue
            key = m.keys[0] if m.keys else None
            out += [
                text[last : m.start],
                REDACTED.format(type=self.types.get(key, "VALUE") if isinstance(key, int) else "VALUE"),
            ]
            last = m.end
        out.append(text[last:])
        return "".join(out)


# -- rendering -------------------------------------------------------------------------------

_CSS = """
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;margin:24px auto;
max-width:1180px;color:#1d2330;background:#fff;line-height:1.45}
h1{font-size:1.4em;margin-bottom:.2em}h2{font-size:1.1em;margin-top:1.6em}
table{border-collapse:collapse;margin:.6em 0;font-size:.84em}
th,td{border:1px solid #d6d9e0;padding:3px 7px;text-align:left;vertical-align:top}
th{background:#eef1f6}td.num{text-align:right;font-variant-numeric:tabular-nums}
.route{font-weight:600;padding:1px 6px;border-radius:4px}
.route-edge{background:#e3f4e6;color:#1c6b2c}.route-cloud{background:#fde8e2;color:#9b2c10}
.aux{color:#5a6170}
details{border:1px solid #e1e4ea;border-radius:6px;margin:.5em 0;padding:.3em .7em}
summary{cursor:pointer}
pre{white-space:pre-wrap;word-break:break-word;background:#f7f8fa;border:1px solid #e6e8ee;padding:8px;
font-size:.82em;max-height:480px;overflow:auto}
mark.ph{background:#ffe08a;border-radius:3px;padding:0 2px}
mark.red{background:#d6d9e0;color:#3a3f4a;border-radius:3px;padding:0 2px}
.exp{color:#9b2c10;font-weight:600}.muted{color:#6a7180}
.banner{border:2px solid #d08a00;background:#fff6e0;padding:8px 12px;border-radius:6px}
"""


def _hl(text: str) -> str:
    """HTML of `text` with placeholders and redactions marked."""
    out, last = [], 0
    pat = re.compile(PLACEHOLDER_RE.pattern + r"|\[REDACTED:[^\]]*\]")
    for m in pat.finditer(text):
        out.append(html.escape(text[last : m.start()]))
        cls = "red" if m.group().startswith("[REDACTED") else "ph"
        out.append(f'<mark class="{cls}">{html.escape(m.group())}</mark>')
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def fmt_usd(x: float) -> str:
    """USD with enough digits for a single call (0 → "0")."""
    return "0" if x == 0 else f"{x:.6f}" if x < 0.01 else f"{x:.4f}"


def fmt_tokens(c: TraceCall) -> str:
    est = "~" if c.tokens_estimated else ""
    return f"{est}{c.prompt_tokens} / {c.cached_tokens} / {est}{c.completion_tokens}"


def render_trace_html(t: SessionTrace, *, title: str | None = None) -> str:
    """The trace as one self-contained HTML page (no scripts, styles inline, no external
    resources). Each call's row carries `data-route` (edge | cloud) and `data-call`."""
    e = html.escape
    tot = t.totals
    head = title or f"edgeward trace: {t.session}"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{e(head)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{e(head)}</h1>",
        "<p>"
        + " · ".join(
            e(x)
            for x in [
                f"arm {t.arm or '?'}",
                f"policy {t.policy or '?'}",
                f"task {t.task or '?'}",
                *([f"score {t.score:.2f}"] if isinstance(t.score, (int, float)) else []),
                f"{tot['steps']} steps ({tot['cloud_steps']} on the cloud), {tot['calls']} calls",
                f"{int(tot['prompt_tokens'])} prompt + {int(tot['completion_tokens'])} completion tokens",
                f"${fmt_usd(tot['usd'])}",
                f"{tot['edge_flops'] / 1e12:.3g} TFLOPs on the edge",
                f"{tot['latency_ms'] / 1000:.1f} s in calls",
            ]
        )
        + "</p>",
    ]
    if t.error:
        parts.append(f'<p class="banner">trial error: {e(t.error)}</p>')
    if not t.shown:
        parts.append(
            '<p class="muted">Values are redacted (<mark class="red">[REDACTED:type]</mark>); placeholders the gate '
            'sent instead of values are <mark class="ph">highlighted</mark>. <code>edgeward trace SESSION --show</code> '
            "reveals values.</p>"
        )
    if not t.has_transcript:
        parts.append('<p class="muted">No transcript: replies are not recorded for this session.</p>')
    parts.append(
        "<h2>Calls</h2><table><thead><tr><th>#</th><th>Step</th><th>Role / purpose</th><th>Route</th>"
        "<th>Why</th><th>Tokens P / C / O</th><th>USD</th><th>Edge GFLOPs</th><th>ms</th><th>Status</th>"
        "<th>Left the device</th><th>Exposed here</th></tr></thead><tbody>"
    )
    for c in t.calls:
        left = (
            f"{e(c.egress_action or '')}, {len(c.placeholders)} placeholder(s)"
            + (f", detected {e(', '.join(f'{k}×{v}' for k, v in c.egress_types.items()))}" if c.egress_types else "")
            if c.egress is not None
            else "–"
        )
        exp = ", ".join(f"{x.unit} ({x.level:.1f})" for x in c.exposures)
        parts.append(
            f'<tr data-route="{e(c.route)}" data-call="{e(c.call_id)}"{"" if c.is_step else " class=aux"}>'
            f'<td class="num"><a href="#c{c.n}">{c.n}</a></td><td class="num">{c.step}</td>'
            f"<td>{e(c.role)} / {e(c.purpose)}</td>"
            f'<td><span class="route route-{e(c.route)}">{e(c.route)}</span></td><td>{e(c.why)}</td>'
            f'<td class="num">{e(fmt_tokens(c))}</td><td class="num">{fmt_usd(c.usd)}</td>'
            f'<td class="num">{c.edge_flops / 1e9:.1f}</td>'
            f'<td class="num">{"" if c.latency_ms is None else f"{c.latency_ms:.0f}"}</td>'
            f"<td>{e(c.status)}{(': ' + e(c.error[:160])) if c.error else ''}</td><td>{left}</td>"
            f'<td class="exp">{e(exp) or "–"}</td></tr>'
        )
    parts.append("</tbody></table><h2>Each call</h2>")
    for c in t.calls:
        parts.append(
            f'<details id="c{c.n}" data-route="{e(c.route)}"'
            + (" open" if c.is_step or c.egress is not None else "")
            + f"><summary><b>#{c.n}</b> step {c.step} · {e(c.role)} / {e(c.purpose)} → "
            f'<span class="route route-{e(c.route)}">{e(c.route)}</span> · {e(c.why)} · {e(c.model)}</summary>'
        )
        if c.exposures:
            parts.append(
                '<p class="exp">Exposed at this call: '
                + e(", ".join(f"{x.unit} at level {x.level:.1f} (weight {x.weight:g})" for x in c.exposures))
                + "</p>"
            )
        if c.egress is not None:
            parts.append(f"<p>Egress body as sent ({e(c.egress_action or '')}):</p><pre>{_hl(c.egress)}</pre>")
        if c.is_step:
            reply = c.reply if c.reply is not None else ("(not recorded)" if c.status == "ok" else "(no reply)")
            parts.append(f"<p>Reply the agent received (placeholders restored):</p><pre>{_hl(reply)}</pre>")
        parts.append("</details>")
    if t.answer is not None:
        parts.append(f"<h2>Final answer</h2><pre>{_hl(t.answer)}</pre>")
    parts.append("</body></html>")
    return "\n".join(parts)


def write_private(path: Path, text: str) -> None:
    """Write `text` to `path` with mode 0600 (created so; an existing file is chmod-ed first)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.chmod(path, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


def write_trace_html(path: Path, trace: SessionTrace, *, title: str | None = None) -> Path:
    """Write the trace's HTML page to `path` (mode 0600); returns `path`."""
    write_private(path, render_trace_html(trace, title=title))
    return path


TRACE_FILE = "trace.html"


@dataclass
class TrialFiles:
    """What a harness run keeps beside its store about one session's trial (all None for a
    session outside a run): its folder, transcript, the task's units and its `result.json`."""

    folder: Path | None = None
    transcript: list[dict[str, Any]] | None = None
    units: list[SensitiveUnit] | None = None
    result: dict[str, Any] | None = None


def trial_files(store: Store, session: str) -> TrialFiles:
    """The trial files of `session` when the store is a run's (`<run>/edgeward.db`, the trial in
    `<run>/trials/<arm>/<task>/<trial>/`, units in `<run>/units/<task>.json`); unreadable files
    count as absent."""
    sess = store.session(session)
    if sess is None or not sess.task:
        return TrialFiles()
    meta = sess.meta or {}
    run_dir = store.path.parent
    folder = run_dir / "trials" / str(meta.get("arm") or sess.arm) / sess.task / str(meta.get("trial", 0))
    if not folder.is_dir():
        return TrialFiles()
    out = TrialFiles(folder)
    try:
        out.transcript = json.loads((folder / "transcript.json").read_text(encoding="utf-8"))
        out.result = json.loads((folder / "result.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    try:
        rows = json.loads((run_dir / "units" / f"{sess.task}.json").read_text(encoding="utf-8"))
        out.units = [SensitiveUnit.from_dict(u) for u in rows]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return out


def write_trial_trace(
    trial_dir: Path,
    store: Store,
    session: str,
    *,
    transcript: list[dict[str, Any]],
    units: list[SensitiveUnit],
    result: dict[str, Any],
) -> Path:
    """Write a harness trial's `trace.html` into `trial_dir` (mode 0600), values redacted, after
    the store has committed the trial's rows. Returns its path."""
    store.flush()
    trace = build_trace(store, session, transcript=transcript, units=units, result=result)
    title = f"edgeward trace: {result.get('arm')} · {result.get('task_id')} · trial {result.get('trial')}"
    return write_trace_html(trial_dir / TRACE_FILE, trace, title=title)


__all__ = [
    "TRACE_FILE",
    "TrialFiles",
    "trial_files",
    "write_trial_trace",
    "EgressRow",
    "Exposure",
    "SessionTrace",
    "TraceCall",
    "build_trace",
    "render_trace_html",
    "why",
    "write_private",
    "write_trace_html",
]
