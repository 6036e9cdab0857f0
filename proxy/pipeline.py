"""The Pipeline: one client request from parsed body to upstream call(s) and back.

    ChatCall ─▶ session (policy/arm fixed at its first request)
             ─▶ Policy.decide(StepContext)       (may make recorded auxiliary calls)
             ─▶ Policy.execute → StepContext.forward(decision)
                   cloud: EgressGate.prepare → allow | mask | block(→ edge, or 403 without edge)
                   RoleClient.to_bytes → Upstream (stream or JSON) → restore placeholders
             ─▶ ResponseWriter (JSON or SSE chunks, with x-edgeward-* headers)
             ─▶ Store (one row per upstream call; the egress log for cloud-bound bodies)

The pipeline knows nothing about aiohttp's server side: the server hands it a
`ResponseWriter`. Policies see only the `StepContext` (the `PolicyContext` protocol).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import ValidationError

from edgeward.policies import REGISTRY, AuxCallError, Decision, Policy, build_policy
from edgeward.proxy.errors import ProxyError, error_payload
from edgeward.proxy.privacy_config import PrivacyConfig
from edgeward.proxy.roles import RoleClient
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.store import CallRow, EgressRow, SessionRow, Store
from edgeward.proxy.upstream import UpstreamError, Usage

log = logging.getLogger("edgeward.pipeline")

EGRESS_MODES = ("allow", "mask", "block")


class ResponseWriter(Protocol):
    """How the pipeline answers its client (implemented by the server over aiohttp)."""

    async def json(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None: ...

    async def start_stream(self, headers: dict[str, str]) -> None: ...

    async def event(self, data: bytes) -> None: ...

    async def end(self) -> None: ...


@dataclass
class ChatCall:
    """One parsed client request to /v1/chat/completions."""

    body: dict[str, Any]
    session_id: str
    task: str | None = None
    policy_name: str | None = None  # from x-edgeward-policy or model "edgeward/<name>"
    force: str | None = None  # x-edgeward-force: edge | cloud

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def include_usage(self) -> bool:
        so = self.body.get("stream_options")
        return bool(isinstance(so, dict) and so.get("include_usage"))


@dataclass
class ArmSpec:
    """A resolved arm: the name the user gave, the policy it runs, its params and privacy."""

    name: str
    policy: str
    params: dict[str, Any]
    privacy: PrivacyConfig


@dataclass
class SessionState:
    """In-memory state of one session (one agent trajectory)."""

    id: str
    arm: ArmSpec
    policy: Policy
    task: str | None = None
    steps: int = 0
    policy_state: dict[str, Any] = field(default_factory=dict)
    usd: float = 0.0  # spend caps: USD recorded for it by this process since `opened` …
    usd_prior: float | None = None  # … and before (read once from the store; a restart)
    opened: float = field(default_factory=time.time)
    # Requested names that select this session's arm without a warning: the arm itself and,
    # for an `ab` session, the ab policy/arm that assigned it.
    names: frozenset[str] = frozenset()


def derive_session_id(body: dict[str, Any], client_token: str | None, policy: str | None = None) -> str:
    """The documented derivation for clients that send no session: `d-` + the first 20 hex of
    SHA-256 over the client token, the first system message, the first user message and, when
    the request names one (header or model string), the requested policy/arm name.
    A trajectory resends its opening messages, so its steps share the id; two tasks differ, and
    so do two calls that differ only in the requested policy (a session's arm is fixed at its
    first request, so reusing the id would silently ignore the second policy)."""
    first_sys, first_user = "", ""
    for m in body.get("messages") or []:
        if not isinstance(m, dict):
            continue
        c = m.get("content")
        c = c if isinstance(c, str) else json.dumps(c, sort_keys=True, ensure_ascii=False)
        if m.get("role") in ("system", "developer") and not first_sys:
            first_sys = c
        elif m.get("role") == "user" and not first_user:
            first_user = c
        if first_sys and first_user:
            break
    parts = [client_token or "", first_sys, first_user]
    if policy:  # appended only when present: ids of requests naming no policy are unchanged
        parts.append(policy)
    h = hashlib.sha256("\x1f".join(parts).encode()).hexdigest()
    return "d-" + h[:20]


def _new_call_id() -> str:
    return "call-" + uuid.uuid4().hex[:20]


def _sse(obj: dict[str, Any]) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


def synthesize_chunks(response: dict[str, Any], include_usage: bool) -> list[dict[str, Any]]:
    """Turn a chat.completion into chat.completion.chunk dicts (role, content, tool-call deltas
    with `index`, finish, optional usage chunk) for clients that asked to stream."""
    base = {"id": response.get("id") or "chatcmpl-edgeward", "object": "chat.completion.chunk",
            "created": response.get("created") or int(time.time()), "model": response.get("model")}
    out: list[dict[str, Any]] = []
    for ch in response.get("choices") or []:
        idx = ch.get("index", 0)
        msg = ch.get("message") or {}
        out.append({**base, "choices": [{"index": idx, "delta": {"role": "assistant", "content": ""},
                                         "finish_reason": None}]})
        for rk in ("reasoning_content", "reasoning"):
            if msg.get(rk):
                out.append({**base, "choices": [{"index": idx, "delta": {rk: msg[rk]}, "finish_reason": None}]})
        content = msg.get("content")
        if content:
            step = 64
            for i in range(0, len(content), step):
                out.append({**base, "choices": [{"index": idx, "delta": {"content": content[i:i + step]},
                                                 "finish_reason": None}]})
        for ti, tc in enumerate(msg.get("tool_calls") or []):
            fn = tc.get("function") or {}
            out.append({**base, "choices": [{"index": idx, "delta": {"tool_calls": [{
                "index": ti, "id": tc.get("id"), "type": "function",
                "function": {"name": fn.get("name"), "arguments": fn.get("arguments") or ""}}]},
                "finish_reason": None}]})
        out.append({**base, "choices": [{"index": idx, "delta": {}, "finish_reason": ch.get("finish_reason") or "stop"}]})
    if include_usage and response.get("usage"):
        out.append({**base, "choices": [], "usage": response["usage"]})
    return out


def _egress_suffix(name: str) -> tuple[str, str] | None:
    """`<head>+<allow|mask|block>` → (head, mode); any other name → None."""
    head, sep, mode = name.rpartition("+")
    return (head, mode) if sep and head and mode in EGRESS_MODES else None


def policy_names(config: ProxyConfig) -> list[str]:
    """Every name accepted where a policy is: registered policies and configured arms."""
    return sorted(set(REGISTRY) | set(config.arms))


#: Arms may name arms; a longer chain is a config error (and bounds the recursion).
MAX_ARM_DEPTH = 32


def resolve_arm(config: ProxyConfig, name: str, _via: tuple[str, ...] = ()) -> ArmSpec:
    """Resolve a policy or arm name; `<name>+<allow|mask|block>` overrides the egress mode.

    `policy.params` apply to the configured default policy (also when `policy.name` carries a
    `+mode` suffix); an arm's params go over those of the policy or arm it names.

    Raises ProxyError(400) for an unknown name (`unknown_policy`), bad privacy overrides or an
    arm that refers back to itself.
    """
    cfg = config
    if name in cfg.arms:
        if name in _via:
            raise ProxyError(400, f"arm {name!r} refers back to itself ({' -> '.join((*_via, name))})")
        if len(_via) >= MAX_ARM_DEPTH:
            raise ProxyError(400, f"arm {_via[0]!r}: a chain of more than {MAX_ARM_DEPTH} arms")
        arm = cfg.arms[name]
        base = resolve_arm(cfg, arm.policy, (*_via, name)) if arm.policy != name else None
        privacy = (base.privacy if base else cfg.privacy)
        if arm.privacy:
            try:
                privacy = PrivacyConfig.model_validate({**privacy.model_dump(), **arm.privacy})
            except ValidationError as e:  # one line: it is a 400 message and a check-config line
                why = "; ".join(f"{'.'.join(str(x) for x in err['loc']) or '(privacy)'}: {err['msg']}"
                                for err in e.errors()[:3])
                raise ProxyError(400, f"arm {name!r} has bad privacy overrides: {why}") from None
            except ValueError as e:
                raise ProxyError(400, f"arm {name!r} has bad privacy overrides: {str(e).splitlines()[0]}") from None
        policy = base.policy if base else arm.policy
        params = {**(base.params if base else {}), **arm.params}
        return ArmSpec(name, policy, params, privacy)
    if name in REGISTRY:
        default = _egress_suffix(cfg.policy.name)
        params = cfg.policy.params if name == (default[0] if default else cfg.policy.name) else {}
        return ArmSpec(name, name, dict(params), cfg.privacy)
    suffix = _egress_suffix(name) if len(name) <= 256 else None  # bounds the recursion
    if suffix is not None:
        base = resolve_arm(cfg, suffix[0], _via)
        privacy = base.privacy.model_copy(update={"egress": suffix[1]})
        return ArmSpec(name, base.policy, base.params, privacy)
    shown = name if len(name) <= 64 else name[:64] + "…"
    raise ProxyError(400, f"unknown policy or arm {shown!r}; known: {', '.join(policy_names(cfg))}",
                     code="unknown_policy", param="model")


def make_policy(arm: ArmSpec) -> Policy:
    """Instantiate the arm's policy with its params (`build_policy`, which also applies `budget`).

    Raises ProxyError(400): unknown policy (`unknown_policy`) or bad parameters.
    """
    try:
        return build_policy(arm.policy, arm.params)
    except KeyError:
        raise ProxyError(400, f"unknown policy {arm.policy!r}", code="unknown_policy") from None
    except (TypeError, ValueError) as e:
        raise ProxyError(400, f"bad parameters for policy {arm.policy!r}: {e}") from None


def config_policy_errors(config: ProxyConfig) -> list[tuple[str, str]]:
    """Build the default policy and every configured arm exactly as a session would
    (`resolve_arm` + `make_policy`, and each arm an `ab` policy can assign), without roles,
    upstreams or a store, so `check-config` and `serve` reject what the first request would.

    Returns (config key, one-line message) pairs, the key being `policy.name`, `policy.params`
    or `arms.<name>`; empty when everything builds.
    """
    def build(name: str) -> str | None:
        try:
            policy = make_policy(resolve_arm(config, name))
            for sub in getattr(policy, "arm_names", lambda: [])():  # ab: every arm it may assign
                try:
                    sub_policy = make_policy(resolve_arm(config, sub))
                except ProxyError as e:
                    return f"ab arm {sub!r}: {e.message}"
                if callable(getattr(sub_policy, "assign_arm", None)):
                    return f"ab arm {sub!r} runs the ab policy itself (sessions are assigned once)"
        except ProxyError as e:
            return e.message
        return None

    errors: list[tuple[str, str]] = []
    name = config.policy.name
    suffix = _egress_suffix(name)
    head = name if name in config.arms else (suffix[0] if suffix else name)
    if head in config.arms:  # the arm itself is checked below, under arms.<name>
        if config.policy.params:
            errors.append(("policy.params", f"ignored: policy.name {name!r} is an arm; put the parameters "
                                            f"under arms.{head}.params"))
    elif head in REGISTRY:
        if err := build(name):
            errors.append(("policy.params", err))
    else:
        try:
            resolve_arm(config, name)
        except ProxyError as e:
            errors.append(("policy.name", e.message))
    for arm_name in config.arms:
        if err := build(arm_name):
            errors.append((f"arms.{arm_name}", err))
    return errors


class Pipeline:
    """Routes chat completions between the edge and the cloud and records every call.

    Args:
        config: the validated proxy config.
        store: the recorder's store.
        roles: "edge" and/or "cloud" → RoleClient.
        gates: builds the egress gate for a privacy config (`GateProvider`); None = no cloud.
    """

    def __init__(self, config: ProxyConfig, store: Store, roles: dict[str, RoleClient], gates: Any) -> None:
        self.config, self.store, self.roles, self.gates = config, store, roles, gates
        self.sessions: OrderedDict[str, SessionState] = OrderedDict()
        self.max_sessions = 10_000
        self.metrics: Any = None  # set by the server when /metrics is enabled
        self.started = time.time()  # spend caps: (UTC day, USD) recorded by this process / before it
        self._day_usd: tuple[int, float] = (-1, 0.0)
        self._day_prior: tuple[int, float] = (-1, 0.0)
        self._valid_names: set[str] = set()  # requested policy/arm names known to resolve
        # per-arm scratch space shared by the arm's sessions (e.g. the step router's running τ);
        # lives as long as this pipeline
        self.arm_state: dict[str, dict[str, Any]] = {}

    # -- arms and policies -----------------------------------------------------------------------
    def policy_names(self) -> list[str]:
        """Every name accepted where a policy is: registered policies and configured arms."""
        return policy_names(self.config)

    def resolve_arm(self, name: str) -> ArmSpec:
        """Resolve a policy or arm name (see the module function `resolve_arm`).

        Raises ProxyError(400) for an unknown name or bad privacy overrides.
        """
        return resolve_arm(self.config, name)

    def _make_policy(self, arm: ArmSpec) -> Policy:
        return make_policy(arm)

    def check_requested(self, name: str) -> None:
        """Raise ProxyError(400) unless `name` resolves to a policy or arm that can be built.

        Checked on every request that names a policy, also when its session is already fixed:
        a typo must not be served silently. The config is fixed, so good names are cached.
        """
        if name in self._valid_names:
            return
        # built, not only resolved: a name whose policy cannot be built (e.g. `ab` without
        # arms) gets the same 400 whatever the state of the session
        self._make_policy(self.resolve_arm(name))
        if len(self._valid_names) < 1024:  # `x+mask+allow…` makes the set of valid names unbounded
            self._valid_names.add(name)

    def _session(self, call: ChatCall) -> SessionState:
        st = self.sessions.get(call.session_id)
        if st is not None:
            self.sessions.move_to_end(call.session_id)
            return st
        # Precedence: registered session > header > model string > config (fixed from now on).
        row = self.store.session(call.session_id)
        name = (row.arm or row.policy) if row and (row.arm or row.policy) else None
        name = name or call.policy_name or self.config.policy.name
        arm = self.resolve_arm(name)
        policy, task = self._make_policy(arm), call.task or (row.task if row else None)
        names = {arm.name}
        stored_parent = row.meta.get("ab") if row is not None and isinstance(row.meta, dict) else None
        if isinstance(stored_parent, str):  # an ab session seen before a restart or an eviction
            names.add(stored_parent)
        meta: dict[str, Any] = {}
        assign = getattr(policy, "assign_arm", None)
        if callable(assign):  # a meta-policy (ab): the session runs, and is stored with, its assigned arm
            parent = arm.name
            assigned = assign(call.session_id)
            mode = arm.privacy.egress
            if mode != self.config.privacy.egress:  # `<ab>+block`, or an ab arm's own egress: kept
                assigned = f"{assigned}+{mode}"
            arm = self.resolve_arm(assigned)
            policy = self._make_policy(arm)
            self.store.register_session(call.session_id, arm=arm.name, task=task, meta={"ab": parent})
            names |= {parent, arm.name}
            meta["ab"] = parent  # also on a registered row (register_session keeps its meta)
        st = SessionState(call.session_id, arm, policy, task, names=frozenset(names))
        self.sessions[call.session_id] = st
        if len(self.sessions) > self.max_sessions:
            self.sessions.popitem(last=False)
        # The egress mode is recorded so a report can tell masked arms from others.
        self.store.upsert_session(SessionRow(call.session_id, arm.policy, arm.name, st.task, "proxy", time.time(),
                                             meta={**meta, "egress": arm.privacy.egress}))
        return st

    # -- entry point ---------------------------------------------------------------------------
    async def handle(self, call: ChatCall, out: ResponseWriter) -> None:
        """Serve one chat completion. Errors before the first byte become OpenAI error JSON;
        errors mid-stream end the stream with an error event and `[DONE]`."""
        base_headers = {"x-edgeward-session": call.session_id}
        try:
            if call.policy_name:
                self.check_requested(call.policy_name)
            sess = self._session(call)
            base_headers["x-edgeward-policy"] = sess.arm.name
            if call.policy_name and call.policy_name not in sess.names:
                # The arm stays fixed (a harness-registered session must keep its arm), but the
                # client is told that its request named another one.
                base_headers["x-edgeward-warning"] = (f"session {sess.id} is fixed to '{sess.arm.name}'; "
                                                      f"requested '{call.policy_name}' ignored")
                log.info("requested policy ignored session=%s fixed=%s requested=%s", sess.id, sess.arm.name,
                         call.policy_name)
            sess.steps += 1
            ctx = StepContext(self, sess, call, out, base_headers)
            decision = await self._decide(ctx)
            await sess.policy.execute(ctx, decision)
        except ProxyError as e:
            await self._fail(out, e.status, e.payload(), base_headers)
        except UpstreamError as e:
            if e.retry_after is not None and e.status == 429:
                base_headers["Retry-After"] = str(int(e.retry_after + 0.999))
            await self._fail(out, e.status, error_payload(e.message, e.etype, e.code), base_headers)
        except AuxCallError as e:
            await self._fail(out, 502, error_payload(f"auxiliary call failed: {e}", "upstream_error"), base_headers)

    async def _fail(self, out: ResponseWriter, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
        started = getattr(out, "started", False)
        if started:
            await out.event(_sse(payload))
            await out.event(b"[DONE]")
            await out.end()
        else:
            await out.json(status, payload, headers)

    async def _decide(self, ctx: "StepContext") -> Decision:
        force = ctx.call.force
        if force == "cloud" and not self.config.server.allow_force_cloud:  # config forbids it: the policy decides
            decision = await ctx.session.policy.decide(ctx)
            decision.details = {**decision.details, "force_refused": "cloud"}
            return decision
        if force in ("edge", "cloud"):
            target = force if (force == "edge" and ctx.has_edge) or (force == "cloud" and ctx.has_cloud) else None
            if target is None:
                raise ProxyError(400, f"x-edgeward-force: {force} but no {force} role is configured",
                                 param="x-edgeward-force")
            cap = getattr(ctx.session.policy, "budget_block", None)  # spend caps hold forced steps too
            capped = await cap(ctx) if target == "cloud" and cap is not None else None
            return capped or Decision(target, "forced_by_header")
        if force is not None:
            raise ProxyError(400, "x-edgeward-force must be 'edge' or 'cloud'", param="x-edgeward-force")
        return await ctx.session.policy.decide(ctx)

    def spent_usd(self, session: SessionState | None = None) -> float:
        """USD recorded for `session`, or (None) by the whole proxy since 00:00 UTC (spend caps).
        Rows from before this process knew the session / started are read once from the store."""
        if session is not None:
            if session.usd_prior is None:
                session.usd_prior = sum(r.usd for r in self.store.calls(session.id) if r.created < session.opened)
            return session.usd_prior + session.usd
        day = int(time.time() // 86400)
        if self._day_prior[0] != day:
            start = day * 86400.0
            self._day_prior = (day, sum(r.usd for r in self.store.calls(since=start) if r.created < self.started)
                               if self.started > start else 0.0)
        return self._day_prior[1] + (self._day_usd[1] if self._day_usd[0] == day else 0.0)

    # -- recording -----------------------------------------------------------------------------
    def record(self, ctx: "StepContext", *, call_id: str, role: str, target: str, purpose: str,
               usage: Usage, latency_ms: float | None, ttft_ms: float | None, status: str = "ok",
               http_status: int | None = 200, error: str | None = None,
               decision: dict[str, Any] | None = None) -> CallRow:
        """Write one call row (role = edge|cloud|probe|sketch|advisor|router; target = the role
        whose endpoint answered, whose prices and N_active apply)."""
        rc = self.roles[target]
        cost, flops = rc.cost(usage)
        row = CallRow(
            id=call_id, session=ctx.session.id, step=ctx.session.steps, role=role, purpose=purpose,
            model=rc.model_label, stand_in=rc.stand_in, prompt_tokens=usage.prompt, cached_tokens=usage.cached,
            completion_tokens=usage.completion, tokens_estimated=usage.estimated, latency_ms=latency_ms,
            ttft_ms=ttft_ms, usd=cost, edge_flops=flops if target == "edge" else 0.0, status=status,
            http_status=http_status, error=error, decision=decision or {}, created=time.time(),
        )
        self.store.record_call(row)
        if cost:
            ctx.session.usd += cost
            day = int(row.created // 86400)
            self._day_usd = (day, (self._day_usd[1] if self._day_usd[0] == day else 0.0) + cost)
        if self.metrics is not None:
            self.metrics.observe_call(row, target)
        log.info("call id=%s session=%s role=%s target=%s model=%s status=%s tokens=%d/%d/%d%s usd=%.6f ms=%.1f",
                 call_id, ctx.session.id, role, target, rc.model_label, status, usage.prompt, usage.cached,
                 usage.completion, " (estimated)" if usage.estimated else "", cost, latency_ms or 0.0)
        return row


@dataclass
class Prepared:
    """A body ready to go: where, the exact bytes, and what the gate did."""

    target: str
    request: dict[str, Any]
    data: bytes
    gate: Any = None  # GateResult for cloud-bound bodies
    rerouted: str | None = None


class StepContext:
    """The `PolicyContext` for one client request (see `edgeward.policies.base`)."""

    def __init__(self, pipe: Pipeline, session: SessionState, call: ChatCall, out: ResponseWriter,
                 headers: dict[str, str]) -> None:
        self.pipe, self.session, self.call, self.out, self.headers = pipe, session, call, out, headers
        self.session_id = session.id
        self.task = session.task
        self.step = session.steps
        self.body = call.body
        self.state = session.policy_state
        # optional capability: scratch space shared by every session of this arm in this proxy
        self.shared_state = pipe.arm_state.setdefault(session.arm.name, {})
        self.has_edge = "edge" in pipe.roles
        self.has_cloud = "cloud" in pipe.roles
        self.stream = call.stream
        self.delivered = False

    # -- gate ----------------------------------------------------------------------------------
    async def _prepare(self, target: str, body: dict[str, Any], stream: bool, call_id: str,
                       *, allow_reroute: bool) -> Prepared:
        if target == "cloud":
            gate = self.pipe.gates.gate_for(self.session.arm.privacy)
            res = await gate.prepare(self.session.id, body)
            if res.action == "block" or res.body is None:
                if allow_reroute and self.has_edge:
                    edge = self.pipe.roles["edge"]
                    req, data = edge.to_bytes(body, stream)
                    return Prepared("edge", req, data, res, rerouted=f"egress_blocked:{res.reason}")
                raise ProxyError(403, f"egress blocked by the privacy gate ({res.reason}) and no edge "
                                      "model is configured", "permission_error", "egress_blocked")
            rc = self.pipe.roles["cloud"]
            req, data = rc.to_bytes(res.body, stream)
            self.pipe.store.record_egress(EgressRow(
                call_id=call_id, session=self.session.id, created=time.time(), body=data.decode("utf-8"),
                action=res.action, spans=list(res.spans), placeholders=res.placeholders))
            return Prepared("cloud", req, data, res)
        rc = self.pipe.roles[target]
        req, data = rc.to_bytes(body, stream)
        return Prepared(target, req, data)

    def _vault(self, p: Prepared) -> Any:
        return getattr(p.gate, "vault", None) if p.target == "cloud" and p.gate is not None else None

    # -- PolicyContext ---------------------------------------------------------------------------
    async def scan(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The egress gate's detector (this session's detector config) over `body`: one dict per
        span `{type, score, path, start, end}`, never the value. Raises on failure or timeout."""
        from edgeward.proxy.privacy_config import normalize_entity_type

        priv = self.session.arm.privacy
        det = self.pipe.gates.detector_for(priv.detector)
        found = await asyncio.wait_for(asyncio.to_thread(det.scan_request, body), priv.scan_timeout_s)
        return [{"type": normalize_entity_type(fs.span.entity_type), "score": float(fs.span.score),
                 "path": list(fs.path), "start": int(fs.span.start), "end": int(fs.span.end)} for fs in found]

    def spent_usd(self, scope: str = "session") -> float:
        """USD recorded so far for this session (`session`) or by the proxy today (`day`, UTC)."""
        return self.pipe.spent_usd(self.session if scope == "session" else None)

    async def aux_call(self, target: str, body: dict[str, Any], *, role: str, purpose: str,
                       details: dict[str, Any] | None = None, annotate: Any = None) -> dict[str, Any]:
        if target not in self.pipe.roles:
            raise AuxCallError(f"no {target} role configured")
        call_id = _new_call_id()
        try:
            p = await self._prepare(target, body, False, call_id, allow_reroute=False)
        except ProxyError as e:
            self.pipe.record(self, call_id=call_id, role=role, target=target, purpose=purpose, usage=Usage(),
                             latency_ms=0.0, ttft_ms=None, status="blocked", http_status=e.status,
                             error=e.message, decision=details)
            raise AuxCallError(e.message) from None
        rc = self.pipe.roles[p.target]
        try:
            resp, usage, ms = await rc.complete(p.data, self._retry_hook(role, p.target, purpose))
        except UpstreamError as e:
            self.pipe.record(self, call_id=call_id, role=role, target=target, purpose=purpose, usage=Usage(),
                             latency_ms=None, ttft_ms=None, status="error", http_status=e.status,
                             error=e.message, decision=details)
            raise AuxCallError(e.message) from None
        resp = rc.from_response(p.request, resp)
        if not usage.seen:
            usage = await rc.estimate_usage(p.request, _text_of(resp), 0)
        self._restore(resp, self._vault(p))
        if annotate is not None:  # details computed from the answer (e.g. the probe's entropy)
            try:
                details = {**(details or {}), **annotate(resp)}
            except Exception as e:  # noqa: BLE001 - a policy bug must not lose the call row
                details = {**(details or {}), "annotate_error": type(e).__name__}
        self.pipe.record(self, call_id=call_id, role=role, target=target, purpose=purpose, usage=usage,
                         latency_ms=ms, ttft_ms=None, decision=details)
        return resp

    async def complete(self, target: str, body: dict[str, Any], *, purpose: str,
                       details: dict[str, Any] | None = None) -> dict[str, Any]:
        call_id = _new_call_id()
        p = await self._prepare(target, body, False, call_id, allow_reroute=True)
        rc = self.pipe.roles[p.target]
        dec = dict(details or {})
        if p.rerouted:
            dec["rerouted"] = p.rerouted
        try:
            resp, usage, ms = await rc.complete(p.data, self._retry_hook(p.target, p.target, purpose))
        except UpstreamError as e:
            fb = self._fallback_target(p.target, e)
            self.pipe.record(self, call_id=call_id, role=p.target, target=p.target, purpose=purpose, usage=Usage(),
                             latency_ms=None, ttft_ms=None, status="error", http_status=e.status, error=e.message,
                             decision={**dec, "fallback_to": fb} if fb else dec)
            if fb:  # the role's configured `fallback` serves the step (recorded on both rows)
                return await self.complete(fb, body, purpose=purpose, details={**dec, **self._fallback_details(p.target, e)})
            raise AuxCallError(e.message) from None
        resp = rc.from_response(p.request, resp)
        if not usage.seen:
            usage = await rc.estimate_usage(p.request, _text_of(resp), 0)
        self._restore(resp, self._vault(p))
        self.pipe.record(self, call_id=call_id, role=p.target, target=p.target, purpose=purpose, usage=usage,
                         latency_ms=ms, ttft_ms=None, decision=dec)
        self.headers["x-edgeward-call-id"] = call_id
        self.headers["x-edgeward-route"] = p.target
        return resp

    async def deliver(self, response: dict[str, Any], route: str) -> None:
        headers = {**self.headers, "x-edgeward-route": route, **self._role_headers(route)}
        self.delivered = True
        if not self.stream:
            await self.out.json(200, response, headers)
            return
        await self.out.start_stream(headers)
        for chunk in synthesize_chunks(response, self.call.include_usage):
            await self.out.event(_sse(chunk))
        await self.out.event(b"[DONE]")
        await self.out.end()

    async def forward(self, decision: Decision) -> None:
        body = decision.body if decision.body is not None else self.body
        self._step_body = body  # for a fallback role (`_fallback_target`)
        call_id = _new_call_id()
        p = await self._prepare(decision.route, body, self.stream, call_id, allow_reroute=True)
        dec = {"route": decision.route, "reason": decision.reason, "fallback": decision.fallback,
               "policy": self.session.arm.policy, "arm": self.session.arm.name, **decision.details}
        if p.rerouted:
            dec["rerouted"] = p.rerouted
        if p.gate is not None:
            dec["egress_action"] = p.gate.action
        rc = self.pipe.roles[p.target]
        headers = {**self.headers, "x-edgeward-route": p.target, "x-edgeward-call-id": call_id,
                   **self._role_headers(p.target)}
        if self.stream and rc.native_stream(p.request):
            await self._forward_stream(p, rc, call_id, dec, headers)
            return
        try:
            resp, usage, ms = await rc.complete(p.data, self._retry_hook(p.target, p.target, "step"))
        except UpstreamError as e:
            fb = self._fallback_target(p.target, e)
            self.pipe.record(self, call_id=call_id, role=p.target, target=p.target, purpose="step", usage=Usage(),
                             latency_ms=None, ttft_ms=None, status="error", http_status=e.status, error=e.message,
                             decision={**dec, "fallback_to": fb} if fb else dec)
            if fb:
                return await self._forward_fallback(fb, p.target, e)
            raise
        resp = rc.from_response(p.request, resp)
        if not usage.seen:
            usage = await rc.estimate_usage(p.request, _text_of(resp), 0)
        self._restore(resp, self._vault(p))
        self.pipe.record(self, call_id=call_id, role=p.target, target=p.target, purpose="step", usage=usage,
                         latency_ms=ms, ttft_ms=None, decision=dec)
        self.headers.update({"x-edgeward-call-id": call_id})
        await self.deliver(resp, p.target)

    async def _forward_stream(self, p: Prepared, rc: RoleClient, call_id: str, dec: dict[str, Any],
                              headers: dict[str, str]) -> None:
        t0 = time.monotonic()
        try:
            sr = await rc.stream(p.data, self._retry_hook(p.target, p.target, "step"))
        except UpstreamError as e:
            fb = self._fallback_target(p.target, e)
            self.pipe.record(self, call_id=call_id, role=p.target, target=p.target, purpose="step", usage=Usage(),
                             latency_ms=(time.monotonic() - t0) * 1000, ttft_ms=None, status="error",
                             http_status=e.status, error=e.message, decision={**dec, "fallback_to": fb} if fb else dec)
            if fb:  # nothing reached the client yet: the fallback role serves the step
                return await self._forward_fallback(fb, p.target, e)
            raise
        vault = self._vault(p)
        restorer = _stream_restorer(vault)
        want_usage = self.call.include_usage
        status, err, http_status = "ok", None, 200
        chunks, text_parts = 0, []
        await self.out.start_stream(headers)
        self.delivered = True
        try:
            async for payload in sr.events():
                chunks += 1
                if restorer is None:  # hot path: pass the bytes through, parse only usage chunks
                    if not want_usage and b'"usage"' in payload:
                        chunk = json.loads(payload)
                        if chunk.get("usage") and not chunk.get("choices"):
                            continue  # we asked for usage for accounting; the client did not
                        chunk.pop("usage", None)
                        payload = _sse(chunk)
                    await self.out.event(payload)
                    continue
                chunk = json.loads(payload)
                if not want_usage and chunk.get("usage") and not chunk.get("choices"):
                    continue
                if not want_usage:
                    chunk.pop("usage", None)
                # feed() releases held-back text into a finish chunk itself, in order.
                await self.out.event(_sse(restorer.feed(chunk)))
            if restorer is not None:
                for extra in restorer.flush():
                    await self.out.event(_sse(extra))
        except UpstreamError as e:
            status, err, http_status = "error", e.message, e.status
            await self.out.event(_sse(error_payload(e.message, e.etype, e.code)))
        except (ConnectionResetError, asyncio.CancelledError) as e:
            status, err, http_status = "client_disconnected", type(e).__name__, 499
            sr.close()
            self._record_stream(p, rc, call_id, dec, sr, t0, status, err, http_status, chunks, text_parts)
            if isinstance(e, asyncio.CancelledError):
                raise
            log.info("client disconnected mid-stream (session %s, call %s)", self.session.id, call_id)
            return
        self._record_stream(p, rc, call_id, dec, sr, t0, status, err, http_status, chunks, text_parts)
        await self.out.event(b"[DONE]")
        await self.out.end()

    def _record_stream(self, p: Prepared, rc: RoleClient, call_id: str, dec: dict[str, Any], sr: Any, t0: float,
                       status: str, err: str | None, http_status: int, chunks: int, text_parts: list[str]) -> None:
        # Without reported usage, llama.cpp-style streams carry one token per content chunk.
        usage = sr.usage
        latency = (time.monotonic() - t0) * 1000

        async def _finish() -> None:
            u = usage if usage.seen else await rc.estimate_usage(p.request, "".join(text_parts), max(chunks - 2, 0))
            self.pipe.record(self, call_id=call_id, role=p.target, target=p.target, purpose="step", usage=u,
                             latency_ms=latency, ttft_ms=sr.ttft_ms, status=status, http_status=http_status,
                             error=err, decision=dec)

        if usage.seen:
            # Record synchronously so the row exists when the client sees [DONE].
            self.pipe.record(self, call_id=call_id, role=p.target, target=p.target, purpose="step", usage=usage,
                             latency_ms=latency, ttft_ms=sr.ttft_ms, status=status, http_status=http_status,
                             error=err, decision=dec)
        else:
            task = asyncio.get_running_loop().create_task(_finish())
            self.pipe._bg = getattr(self.pipe, "_bg", set())
            self.pipe._bg.add(task)
            task.add_done_callback(self.pipe._bg.discard)

    # -- helpers -------------------------------------------------------------------------------
    def _role_headers(self, target: str) -> dict[str, str]:
        rc = self.pipe.roles.get(target)
        h = {"x-edgeward-model": rc.model_label if rc else target}
        if rc is not None and rc.stand_in:
            h["x-edgeward-stand-in"] = "true"
        return h

    def _restore(self, resp: dict[str, Any], vault: Any) -> None:
        if vault is None:
            return
        from edgeward.proxy.restore import restore_message

        for ch in resp.get("choices") or []:
            if isinstance(ch.get("message"), dict):
                ch["message"] = restore_message(ch["message"], vault)

    def _fallback_target(self, failed: str, err: UpstreamError) -> str | None:
        """The failed role's configured `fallback` role, if the error warrants one (unreachable,
        timeout, 5xx, 429 after retries, bad upstream credentials, context too long) and this
        step has not fallen back already. Mid-stream failures never fall back (bytes were sent)."""
        if getattr(self, "_fell_back", False):
            return None
        fb = getattr(self.pipe.roles[failed].cfg, "fallback", None)
        if fb is None or fb == failed or fb not in self.pipe.roles:
            return None
        if err.status >= 500 or err.status == 429 or err.code == "context_length_exceeded":
            return fb
        return None

    def _fallback_details(self, failed: str, err: UpstreamError) -> dict[str, Any]:
        self._fell_back = True
        log.warning("fallback session=%s from=%s to=%s status=%s", self.session.id, failed,
                    self.pipe.roles[failed].cfg.fallback, err.status)
        return {"fallback_from": failed, "fallback_status": err.status, "fallback_error": err.message[:300]}

    async def _forward_fallback(self, target: str, failed: str, err: UpstreamError) -> None:
        """Serve the step on `target` after `failed` failed (cloud-bound bodies pass the gate)."""
        details = self._fallback_details(failed, err)
        self.headers["x-edgeward-fallback"] = f"{failed}->{target}"
        await self.forward(Decision(target, f"fallback_from_{failed}", body=self._step_body, details=details,  # type: ignore[arg-type]
                                    fallback=True))

    def _retry_hook(self, role: str, target: str, purpose: str) -> Any:
        def hook(attempt: int, err: UpstreamError) -> None:
            self.pipe.record(self, call_id=_new_call_id(), role=role, target=target, purpose=f"{purpose}:retry",
                             usage=Usage(), latency_ms=None, ttft_ms=None, status="retried",
                             http_status=err.upstream_status or err.status, error=err.message,
                             decision={"attempt": attempt})
        return hook


def _stream_restorer(vault: Any) -> Any:
    if vault is None:
        return None
    from edgeward.proxy.restore import StreamRestorer

    return StreamRestorer(vault)


def _text_of(resp: dict[str, Any]) -> str:
    parts = []
    for ch in resp.get("choices") or []:
        m = ch.get("message") or {}
        if isinstance(m.get("content"), str):
            parts.append(m["content"])
        for tc in m.get("tool_calls") or []:
            parts.append((tc.get("function") or {}).get("arguments") or "")
    return "".join(parts)
