"""The Pipeline: one client request from parsed body to upstream call(s) and back.

    ChatCall ─▶ session (arm fixed at its first request; `sessions.py`, `arms.py`)
             ─▶ Policy.decide(StepContext)        (may make auxiliary calls)   `step.py`
             ─▶ Policy.execute → StepContext.forward(decision)
             ─▶ Pipeline.send: the one send path of every upstream call
                   cloud: EgressGate.prepare → allow | mask | block (→ edge, or 403 without edge)
                   RoleClient.to_bytes → Upstream (stream or JSON) → restore the placeholders
                   this body held (`privacy/restore.py`: no other, whatever the session's vault knows)
                   failure: the role's configured fallback serves it (once per step)
             ─▶ ResponseWriter (JSON or SSE chunks, with x-edgeward-* headers)  `exchange.py`
             ─▶ Pipeline.record: one call row per upstream call (`records.py`), a refused one
                included; the egress log holds each cloud-bound body the gate judged (as sent,
                or empty when blocked)
             ─▶ after the answer: values the vault learned are searched for in the session's
                earlier egress (`privacy/retro.py`), before its next request is served

The pipeline knows nothing about aiohttp's server side: a front end hands it a `ChatCall` and
a `ResponseWriter`. Policies see only the `StepContext` (the `PolicyContext` protocol).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson

from edgeward.detectors.llm import ChatCompletion
from edgeward.policies import AuxCallError, Decision
from edgeward.policies.base import Route
from edgeward.proxy.arms import Arms
from edgeward.proxy.errors import ProxyError, error_payload
from edgeward.proxy.exchange import ChatCall, ResponseWriter
from edgeward.proxy.metrics import ProxyMetrics
from edgeward.proxy.logs import config_secrets
from edgeward.proxy.privacy.config import normalize_entity_type
from edgeward.proxy.privacy.floor import EgressFloor
from edgeward.proxy.privacy.gate import GateResult
from edgeward.proxy.privacy.gates import GateProvider
from edgeward.proxy.privacy.restore import RestoreScope, StreamRestorer, restore_message
from edgeward.proxy.privacy.retro import RetroExposure
from edgeward.proxy.privacy.scrub import Scrubber, safe_spans
from edgeward.proxy.privacy.vault import SessionVault
from edgeward.proxy.records import CallRecord
from edgeward.proxy.sessions import SessionState, SessionTable
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.spend import SpendLedger
from edgeward.proxy.sse import DONE, ChunkAssembler, StreamRelay, encode
from edgeward.proxy.step import SendRequest, SendResult, StepContext
from edgeward.proxy.store import CallRow, EgressRow, Store
from edgeward.proxy.upstreams.base import RetryHook, UpstreamError, UpstreamStream, Usage
from edgeward.proxy.upstreams.roles import RoleClient

log = logging.getLogger("edgeward.pipeline")


@dataclasses.dataclass
class Prepared:
    """A body ready to go: where, the request as adapted, the exact bytes, the gate's verdict,
    and what the answer may restore: the placeholders of this body (a cloud call the gate
    masked; `privacy/restore.py`), else None."""

    target: Route
    request: dict[str, Any]
    data: bytes
    gate: GateResult | None = None  # for cloud-bound bodies
    rerouted: str | None = None
    restore: RestoreScope | None = None


class Pipeline:
    """Routes chat completions between the edge and the cloud and records every call.

    Args:
        config: the validated proxy config.
        store: the recorder's store.
        roles: "edge" and/or "cloud" → RoleClient.
        gates: builds the egress gate for a privacy config.
        metrics: the Prometheus counters of `/metrics`, or None.
        via: the front door whose requests this pipeline serves, recorded on every session and
            call row: `proxy` (`edgeward serve`) or `intercept` (`edgeward intercept`).
    """

    def __init__(
        self,
        config: ProxyConfig,
        store: Store,
        roles: dict[str, RoleClient],
        gates: GateProvider,
        metrics: ProxyMetrics | None = None,
        via: str = "proxy",
    ) -> None:
        self.config, self.store, self.roles, self.gates, self.metrics = config, store, roles, gates, metrics
        self.via = via
        self.arms = Arms(config)
        self.spend = SpendLedger(store)
        self.sessions = SessionTable(self.arms, store, self.spend, via=via)
        self.floor = EgressFloor(self.arms, config.server.allow_client_egress_override)
        self.scrubber = Scrubber(config_secrets(config))
        self.retro = RetroExposure(store)
        # usage estimates of finished streams, retro-exposure searches
        self._background: set[asyncio.Task[None]] = set()
        self._retro_tasks: dict[str, asyncio.Task[None]] = {}  # the latest search per session
        self._arm_state: dict[str, dict[str, Any]] = {}  # per-arm scratch space (`arm_state`)

    # -- entry point ---------------------------------------------------------------------------
    async def handle(self, call: ChatCall, out: ResponseWriter) -> None:
        """Serve one chat completion. Errors before the first byte become OpenAI error JSON;
        errors mid-stream end the stream with an error event and `[DONE]`."""
        headers = {"x-edgeward-session": call.session_id}
        warnings: list[str] = []
        try:
            await self._retro_wait(call.session_id)
            if call.policy_name:
                self.arms.check(call.policy_name)
                floor = self.floor.verdict(call.policy_name)
                if floor.refused:  # served at the operator's floor (docs: privacy model)
                    warnings.append(floor.warning or "")
                    log.warning(
                        "egress floor: client downgrade refused session=%s requested=%s mode=%s floor=%s served=%s",
                        call.session_id,
                        floor.requested,
                        floor.mode,
                        floor.floor,
                        floor.name,
                    )
                    call = dataclasses.replace(call, policy_name=floor.name)
            sess = self.sessions.get(call)
            headers["x-edgeward-policy"] = sess.arm.name
            if call.policy_name and call.policy_name not in sess.names:
                # The arm stays fixed (a harness-registered session must keep its arm), but the
                # client is told that its request named another one.
                warnings.append(
                    f"session {sess.id} is fixed to '{sess.arm.name}'; requested '{call.policy_name}' ignored"
                )
                log.info(
                    "requested policy ignored session=%s fixed=%s requested=%s",
                    sess.id,
                    sess.arm.name,
                    call.policy_name,
                )
            if warnings:
                headers["x-edgeward-warning"] = "; ".join(warnings)
            sess.steps += 1
            ctx = StepContext(self, sess, call, out, headers)
            decision = await self._decide(ctx)
            await sess.policy.execute(ctx, decision)
        except ProxyError as e:
            await self._fail(out, e.status, e.payload(), headers)
        except UpstreamError as e:
            self.scrub_error(e)
            if e.retry_after is not None and e.status == 429:
                headers["Retry-After"] = str(int(e.retry_after + 0.999))
            await self._fail(out, e.status, error_payload(e.message, e.etype, e.code), headers)
        except AuxCallError as e:
            msg = self.scrubber.text(f"auxiliary call failed: {e}")
            await self._fail(out, 502, error_payload(msg, "upstream_error"), headers)
        except Exception:
            if not out.started:
                raise  # the front end answers with a 500 in the OpenAI shape
            # the response started: only SSE events may follow (a policy bug after `deliver` began)
            log.exception("internal error mid-stream session=%s", call.session_id)
            await self._fail(out, 500, error_payload("internal proxy error (see the proxy log)", "server_error"), {})
        finally:
            self._retro_start(call.session_id)

    def scrub_error(self, e: UpstreamError) -> UpstreamError:
        """Remove credentials from an upstream error's message, in place, before it reaches
        the client, the store or the log (`privacy/scrub.py`). Returns `e`."""
        e.message = self.scrubber.text(e.message)
        e.args = (e.message,)  # str(e) too
        return e

    # -- retro-exposure (privacy/retro.py) ------------------------------------------------------
    async def _retro_wait(self, session: str) -> None:
        """Let the session's pending retro-exposure search finish before serving it again."""
        task = self._retro_tasks.get(session)
        if task is not None and not task.done():
            await asyncio.shield(task)  # a client that gives up does not cancel the search

    def _retro_start(self, session: str) -> None:
        """Search the session's earlier egress for the values its vault just learned, in a
        worker thread, after the answer (chained after the session's previous search)."""
        if not self.retro.has_pending(session):
            return
        prev = self._retro_tasks.get(session)

        async def search() -> None:
            if prev is not None:
                await asyncio.gather(prev, return_exceptions=True)
            try:
                await asyncio.to_thread(self.retro.run, session)
            except Exception as e:  # noqa: BLE001 - the audit misses it; the answer is already out
                log.warning("retro-exposure search failed session=%s (%s)", session, type(e).__name__)

        task = asyncio.get_running_loop().create_task(search())
        self._retro_tasks[session] = task
        self._background.add(task)

        def done(t: asyncio.Task[None]) -> None:
            self._background.discard(t)
            if self._retro_tasks.get(session) is t:
                del self._retro_tasks[session]

        task.add_done_callback(done)

    async def _fail(self, out: ResponseWriter, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
        """The error as JSON, or as one event that ends a started stream; the rows of the calls
        made so far are committed first."""
        await self.store.committed()
        if out.started:
            await _error_event(out, payload)
            await _finish_stream(out)
        else:
            await out.json(status, payload, headers)

    async def _decide(self, ctx: StepContext) -> Decision:
        """The policy's decision, or the client's `x-edgeward-force` (spend caps still apply)."""
        force, policy = ctx.call.force, ctx.session.policy
        if force == "cloud" and not self.config.server.allow_force_cloud:  # config forbids it: the policy decides
            decision = await policy.decide(ctx)
            decision.details = {**decision.details, "force_refused": "cloud"}
            return decision
        if force == "edge" or force == "cloud":
            target: Route = "edge" if force == "edge" else "cloud"
            if not self.has_role(target):
                raise ProxyError(
                    400, f"x-edgeward-force: {target} but no {target} role is configured", param="x-edgeward-force"
                )
            capped = await policy.budget_block(ctx) if target == "cloud" else None
            return capped or Decision(target, "forced_by_header")
        if force is not None:
            raise ProxyError(400, "x-edgeward-force must be 'edge' or 'cloud'", param="x-edgeward-force")
        return await policy.decide(ctx)

    # -- what steps ask of the pipeline (`step.Sender`) -----------------------------------------
    def has_role(self, role: str) -> bool:
        return role in self.roles

    def arm_state(self, arm: str) -> dict[str, Any]:
        """Scratch space shared by every session of `arm` while this pipeline lives
        (`PolicyContext.shared_state`: e.g. the step router's running τ)."""
        return self._arm_state.setdefault(arm, {})

    def role_headers(self, role: str) -> dict[str, str]:
        """`x-edgeward-model` (and `x-edgeward-stand-in`) of the role that answered."""
        rc = self.roles.get(role)
        h = {"x-edgeward-model": rc.model_label if rc else role}
        if rc is not None and rc.stand_in:
            h["x-edgeward-stand-in"] = "true"
        return h

    def policy_names(self) -> list[str]:
        """Every name accepted where a policy is (registered policies, assigners, arms)."""
        return self.arms.names()

    async def committed(self) -> None:
        """Wait until every row recorded so far is committed: a client sees the end of an answer
        (`[DONE]`, the JSON body, an error) only after its calls' rows are on disk."""
        await self.store.committed()

    def spent_usd(self, session: str | None = None) -> float:
        """USD recorded for `session`, or (None) by the whole proxy since 00:00 UTC (spend caps)."""
        return self.spend.session(session) if session is not None else self.spend.today()

    async def scan(self, session: SessionState, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The gate's detector (the session's detector config) over `body`: one dict per span
        `{type, score, path, start, end}`, never the value. Raises on failure or timeout."""
        found = await self.gates.gate_for(session.arm.privacy).detect(session.id, body)
        return [
            {
                "type": normalize_entity_type(span.entity_type),
                "score": float(span.score),
                "path": list(path),
                "start": int(span.start),
                "end": int(span.end),
            }
            for path, span in found
        ]

    # -- the send path -------------------------------------------------------------------------
    async def send(self, step: StepContext, req: SendRequest) -> SendResult:
        """Make one upstream call: gate (cloud) → bytes → upstream → restore → record.

        A step's answer streams to the client when it asked and the role can (`req.stream`);
        otherwise the restored chat.completion is returned. The call's `CallRecord` is recorded
        once, here; a relayed stream's row is committed before the client sees its end. A call
        that fails before the answer started is recorded, then served by the role's configured
        fallback when `req.fallback` allows it; a stream that fails after it started ends with
        one error event (`_relay`). A client that disconnects cancels the call at any stage: it
        is recorded `cancelled` (HTTP 499) with the tokens produced so far, and CancelledError
        propagates.

        Raises ProxyError (refused by the gate with no edge to re-route to; no such role) or
        UpstreamError (the call, and any fallback, failed).
        """
        if req.target not in self.roles:
            raise ProxyError(500, f"no {req.target} role configured", "server_error")
        rec = CallRecord(
            req.role or req.target,
            req.target,
            req.purpose,
            self._step_details(step, req.decision) if req.decision is not None else dict(req.details),
        )
        fallback: SendRequest | None = None
        try:
            result = await self._attempt(step, req, rec)
        except ProxyError as e:  # refused before any upstream call: a row of its own (audited)
            if e.code == "egress_blocked":
                rec.decision["egress_action"] = "block"
            rec.failed("blocked", e.status, e.message, 0.0)
            raise
        except UpstreamError as e:  # failed before the answer started
            self.scrub_error(e)
            rec.failed("error", e.status, e.message, rec.latency_ms)
            fb = self._fallback_role(step, req, rec.target, e)
            if fb is None:
                if req.role is None:  # a step call: its error answer says where it went
                    step.headers["x-edgeward-route"] = rec.target
                raise
            rec.decision["fallback_to"] = fb
            fallback = self._fallback_request(step, req, rec, rec.target, fb, e)
        except asyncio.CancelledError:
            if rec.status == "pending":  # the client left before any upstream call (e.g. during the scan)
                rec.failed("cancelled", 499, "the client disconnected", None)
            raise
        finally:
            if rec.status != "pending":  # pending: nothing to record (an unexpected failure)
                self.record(step.session, rec)
        if fallback is not None:
            return await self.send(step, fallback)
        if result.response is None:  # the end of a relayed stream, once its row is committed
            await self.store.committed()
            await _finish_stream(step.out)
        return result

    async def _attempt(self, step: StepContext, req: SendRequest, rec: CallRecord) -> SendResult:
        """One upstream call, filling in `rec` (which `send` records). Raises ProxyError or
        UpstreamError before the answer started; a stream's later failures end it with an
        error event instead (bytes were sent)."""
        p = await self._prepare(step, req, rec)
        rec.target = p.target
        rec.role = req.role or p.target
        if p.rerouted:
            rec.decision["rerouted"] = p.rerouted
        if p.gate is not None:
            rec.decision["egress_action"] = p.gate.action
        rc = self.roles[p.target]
        retry = self._retry_hook(step.session, rec)
        t0 = time.monotonic()
        stream: UpstreamStream | None = None
        try:
            if rc.wire_stream(p.request, req.stream):
                stream = await rc.stream(p.data, retry)
                if req.stream:
                    await self._relay(step, p, rc, rec, stream, t0)
                    return SendResult(rec.call_id, p.target, None)
                # a non-stream request the role answers through a stream (`stream_upstream`)
                resp, usage = await _collect(stream), stream.usage
                latency_ms, rec.ttft_ms = (time.monotonic() - t0) * 1000, stream.ttft_ms
            else:
                resp, usage, latency_ms = await rc.complete(p.data, retry)
        except UpstreamError:
            rec.latency_ms = (time.monotonic() - t0) * 1000
            raise
        except asyncio.CancelledError:  # the client left: stop the upstream, count what it produced
            produced = stream.produced if stream is not None else 0
            if stream is not None:
                stream.close()
                rec.ttft_ms = stream.ttft_ms
            rec.failed("cancelled", 499, "the client disconnected", (time.monotonic() - t0) * 1000)
            rec.estimate = lambda: rc.estimate_usage(p.request, "", produced)
            raise
        resp = rc.from_response(p.request, resp)
        rec.usage = usage if usage.seen else await rc.estimate_usage(p.request, _text_of(resp), 0)
        rec.latency_ms = latency_ms
        self._restore(resp, p.restore)
        if req.annotate is not None:  # details computed from the answer (e.g. the probe's entropy)
            try:
                rec.decision.update(req.annotate(resp))
            except Exception as e:  # noqa: BLE001 - a policy bug must not lose the call row
                rec.decision["annotate_error"] = type(e).__name__
        rec.status = "ok"
        if req.role is None:  # a step call: the client's headers name it
            step.headers["x-edgeward-call-id"] = rec.call_id
            step.headers["x-edgeward-route"] = p.target
        return SendResult(rec.call_id, p.target, resp)

    async def _prepare(self, step: StepContext, req: SendRequest, rec: CallRecord) -> Prepared:
        """The bytes to send: a cloud-bound body passes the egress gate (its scan time goes into
        `rec`; the body is logged as sent); a block re-routes to the edge when `req.reroute` and
        an edge exists, else ProxyError(403)."""
        if req.target != "cloud":
            request, data = self.roles[req.target].to_bytes(req.body, req.stream)
            return Prepared(req.target, request, data)
        gate = self.gates.gate_for(step.session.arm.privacy)
        sid, call_id = step.session.id, rec.call_id
        try:
            vault: SessionVault | None = gate.vault(sid)
        except Exception:  # noqa: BLE001 - the gate fails closed on it below
            vault = None
        if vault is not None:
            self.retro.before(sid, vault)
        res = await gate.prepare(sid, req.body, self._detector_call(step))
        rec.scan_ms = res.scan_ms
        if self.metrics is not None:
            self.metrics.scan.observe(res.scan_ms / 1000.0)
        if vault is not None:
            self.retro.after(sid, call_id, vault)
        if res.action == "block" or res.body is None:
            self._record_egress(sid, call_id, b"", res)  # nothing left: the verdict, no body
            if req.reroute and "edge" in self.roles:
                request, data = self.roles["edge"].to_bytes(req.body, req.stream)
                return Prepared("edge", request, data, res, rerouted=f"egress_blocked:{res.reason}")
            rec.decision["egress_action"] = "block"
            raise ProxyError(
                403,
                f"egress blocked by the privacy gate ({res.reason}) and no edge model is configured",
                "permission_error",
                "egress_blocked",
            )
        request, data = self.roles["cloud"].to_bytes(res.body, req.stream)
        self._record_egress(sid, call_id, data, res)
        # Only a masked body holds placeholders the gate put there; in a body sent as the client
        # wrote it (allow mode, or nothing to mask) a placeholder is the client's own text.
        scope = RestoreScope.for_egress(res.vault, res.sent_placeholders) if res.action == "mask" else None
        return Prepared("cloud", request, data, res, restore=scope)

    def _record_egress(self, session: str, call_id: str, data: bytes, res: GateResult) -> None:
        """The egress row of a gate verdict: the exact bytes sent (none when blocked), the
        action and reason, span records holding types, offsets and safe paths only
        (`privacy/scrub.py`), and the vault-hit masks."""
        self.store.record_egress(
            EgressRow(
                call_id=call_id,
                session=session,
                created=time.time(),
                body=data.decode("utf-8"),
                action=res.action,
                spans=safe_spans(res.spans, self.store.value_hash),
                placeholders=res.placeholders,
                reason=res.reason,
                vault_hits=dict(res.vault_hits),
            )
        )

    def _detector_call(self, step: StepContext) -> ChatCompletion:
        """The contextual detector's model call for this step (`privacy.detector.llm: edge`): an
        auxiliary call to the edge through this send path, recorded with role and purpose
        `detector` (edge tokens and FLOPs). Without an edge role it raises, and the gate fails closed."""

        async def call(session: str, body: dict[str, Any]) -> dict[str, Any]:
            res = await self.send(step, SendRequest("edge", body, "detector", role="detector"))
            assert res.response is not None  # not streamed
            return res.response

        return call

    async def _relay(
        self, step: StepContext, p: Prepared, rc: RoleClient, rec: CallRecord, stream: UpstreamStream, t0: float
    ) -> None:
        """Stream the upstream's answer to the client (placeholders restored), filling in `rec`;
        `send` records it, then ends the stream.

        The client's stream starts with the first upstream chunk: a fault before it (an error
        object, a malformed or empty stream) raises UpstreamError, so the fallback still applies.
        After it, any fault (upstream or ours) becomes one OpenAI-style error event; nothing but
        SSE events is ever written once the response started. A client that disconnects is
        recorded `cancelled` with the chunks produced so far, and the upstream call is closed."""
        restorer = StreamRestorer(p.restore, json_content=_json_mode(p.request)) if p.restore is not None else None
        relay = StreamRelay(step.call.include_usage, restorer)
        batches = stream.batches()
        try:
            first = await anext(batches)
        except StopAsyncIteration:
            raise UpstreamError(
                502, f"{rc.name} upstream ended the stream without a chunk", "upstream_error", "stream_empty"
            ) from None
        await step.out.start_stream(
            {
                **step.headers,
                "x-edgeward-route": p.target,
                "x-edgeward-call-id": rec.call_id,
                **self.role_headers(p.target),
            }
        )
        try:
            await self._relay_batch(step.out, relay, first, stream.chunks)
            async for batch in batches:
                await self._relay_batch(step.out, relay, batch, stream.chunks)
            extra = relay.flush()
            if extra:
                await step.out.event_batch(extra)
            rec.status = "ok"
        except UpstreamError as e:
            self.scrub_error(e)
            rec.status, rec.error, rec.http_status = "error", e.message, e.status
            await _error_event(step.out, error_payload(e.message, e.etype, e.code))
        except ConnectionResetError:  # a write found the client gone before the cancellation did
            rec.status, rec.error, rec.http_status = "cancelled", "the client disconnected", 499
            log.info("client disconnected mid-stream (session %s, call %s)", step.session.id, rec.call_id)
        except Exception as e:  # the response started: a bug must end the stream, not the connection
            log.exception("relay failed mid-stream (session %s, call %s)", step.session.id, rec.call_id)
            rec.status, rec.error, rec.http_status = "error", f"relay failed: {type(e).__name__}", 502
            await _error_event(step.out, error_payload("the proxy failed to relay the stream", "server_error"))
        finally:
            stream.close()
            rec.latency_ms, rec.ttft_ms = (time.monotonic() - t0) * 1000, stream.ttft_ms
        if stream.usage.seen:
            rec.usage = stream.usage
        else:  # e.g. llama.cpp: no usage in streams; one generated token per chunk
            rec.usage = await rc.estimate_usage(p.request, "", stream.produced)

    async def _relay_batch(
        self, out: ResponseWriter, relay: StreamRelay, batch: list[bytes], chunks: list[dict[str, Any]] | None
    ) -> None:
        """The client's payloads for upstream payloads that arrived together, written at once
        (one socket write where there were several); when one fails, those before it are
        written before the error propagates. `chunks`: `batch` as the stream parsed it, or None
        (`UpstreamStream.chunks`): the relay does not parse those again."""
        if chunks is not None and len(chunks) != len(batch):  # defensive: not this batch's
            chunks = None
        sent: list[bytes] = []
        try:
            for i, payload in enumerate(batch):
                clean = self.scrubber.error_event(payload)
                # a scrubbed error event is new bytes: the stream's parse of the old ones is stale
                data = relay.feed(clean, chunks[i] if chunks is not None and clean is payload else None)
                if data is not None:
                    sent.append(data)
        finally:
            if sent:
                await out.event_batch(sent)

    def _step_details(self, step: StepContext, d: Decision) -> dict[str, Any]:
        """A step's decision JSON: route, reason, fallback, policy, arm, then the policy's details."""
        return {
            "route": d.route,
            "reason": d.reason,
            "fallback": d.fallback,
            "policy": step.session.arm.policy,
            "arm": step.session.arm.name,
            **d.details,
        }

    def _fallback_role(self, step: StepContext, req: SendRequest, failed: str, err: UpstreamError) -> Route | None:
        """The failed role's configured `fallback` role, if the request allows one, the error
        warrants it (unreachable, timeout, 5xx, 429 after retries, context too long) and this
        step has not fallen back already. Mid-stream failures never get here (bytes were sent)."""
        fb = self.roles[failed].cfg.fallback
        if not req.fallback or step.fell_back or fb is None or fb == failed or fb not in self.roles:
            return None
        if err.status >= 500 or err.status == 429 or err.code == "context_length_exceeded":
            return fb
        return None

    def _fallback_request(
        self, step: StepContext, req: SendRequest, rec: CallRecord, failed: str, fb: Route, err: UpstreamError
    ) -> SendRequest:
        """The same call for the fallback role (cloud-bound bodies pass the gate); the row says why."""
        step.fell_back = True
        step.headers["x-edgeward-fallback"] = f"{failed}->{fb}"
        log.warning("fallback session=%s from=%s to=%s status=%s", step.session.id, failed, fb, err.status)
        why = {"fallback_from": failed, "fallback_status": err.status, "fallback_error": err.message[:300]}
        if req.decision is not None:  # a step: a decision of its own, on the fallback role
            return dataclasses.replace(
                req,
                target=fb,
                decision=Decision(fb, f"fallback_from_{failed}", body=req.body, details=why, fallback=True),
            )
        details = {k: v for k, v in rec.decision.items() if k not in ("fallback_to", "egress_action")}
        return dataclasses.replace(req, target=fb, details={**details, **why})

    def _retry_hook(self, session: SessionState, rec: CallRecord) -> RetryHook:
        """Records each failed attempt that is retried as a row of its own."""

        def hook(attempt: int, err: UpstreamError) -> None:
            self.scrub_error(err)
            self.record(session, CallRecord.retry(rec.role, rec.target, rec.purpose, attempt, err))

        return hook

    @staticmethod
    def _restore(resp: dict[str, Any], scope: RestoreScope | None) -> None:
        """Restore the placeholders of `scope` (the call's own) in every choice, in place."""
        if scope is None:
            return
        for ch in resp.get("choices") or []:
            if isinstance(ch.get("message"), dict):
                ch["message"] = restore_message(ch["message"], scope)

    # -- recording: the one place a call row is written ----------------------------------------
    def record(self, session: SessionState, rec: CallRecord) -> None:
        """Record one upstream call: priced, written, counted in the spend and the metrics, one
        log line. A record whose usage must still be counted (`rec.estimate`: a stream that
        reported none) is written once it is, in the background, so the client is not kept
        waiting for the tokenizer."""
        if rec.estimate is None:
            self._write(session, rec)
            return

        async def estimated(estimate: Callable[[], Awaitable[Usage]]) -> None:
            rec.usage = await estimate()
            self._write(session, rec)

        task = asyncio.get_running_loop().create_task(estimated(rec.estimate))
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def drain(self, timeout: float = 20.0) -> None:
        """Wait until every record still being counted (`rec.estimate`) is written and every
        retro-exposure search has run; after `timeout` seconds log what is left and return, so
        a stuck background task cannot hang the proxy's shutdown."""
        deadline = asyncio.get_running_loop().time() + timeout
        while self._background:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                log.warning("shutdown: %d background task(s) still running, abandoned", len(self._background))
                return
            await asyncio.wait(set(self._background), timeout=left)

    def _write(self, session: SessionState, rec: CallRecord) -> CallRow:
        rc = self.roles[rec.target]
        u = rec.usage
        cost, flops = rc.cost(u)
        row = CallRow(
            id=rec.call_id,
            session=session.id,
            step=session.steps,
            role=rec.role,
            purpose=rec.purpose,
            model=rc.model_label,
            stand_in=rc.stand_in,
            prompt_tokens=u.prompt,
            cached_tokens=u.cached,
            completion_tokens=u.completion,
            tokens_estimated=u.estimated,
            latency_ms=rec.latency_ms,
            ttft_ms=rec.ttft_ms,
            scan_ms=rec.scan_ms,
            usd=cost,
            edge_flops=flops if rec.target == "edge" else 0.0,
            status=rec.status,
            http_status=rec.http_status,
            error=rec.error,
            decision=rec.decision,
            created=time.time(),
            via=self.via,
        )
        self.store.record_call(row)
        self.spend.add(session.id, cost, row.created)
        if self.metrics is not None:
            self.metrics.observe_call_soon(row, rec.target)
        if log.isEnabledFor(logging.INFO):
            self._log_call(session, rec, rc.model_label, cost)
        return row

    @staticmethod
    def _log_call(session: SessionState, rec: CallRecord, model: str, cost: float) -> None:
        u = rec.usage
        log.info(
            "call id=%s session=%s role=%s target=%s model=%s status=%s tokens=%d/%d/%d%s usd=%.6f ms=%.1f",
            rec.call_id,
            session.id,
            rec.role,
            rec.target,
            model,
            rec.status,
            u.prompt,
            u.cached,
            u.completion,
            " (estimated)" if u.estimated else "",
            cost,
            rec.latency_ms or 0.0,
        )


def _text_of(resp: dict[str, Any]) -> str:
    """The answer's text and tool-call arguments, for estimating completion tokens."""
    parts = []
    for ch in resp.get("choices") or []:
        m = ch.get("message") or {}
        if isinstance(m.get("content"), str):
            parts.append(m["content"])
        for tc in m.get("tool_calls") or []:
            parts.append((tc.get("function") or {}).get("arguments") or "")
    return "".join(parts)


async def _collect(stream: UpstreamStream) -> dict[str, Any]:
    """Read a whole stream into the chat.completion it amounts to (`sse.ChunkAssembler`).
    Raises UpstreamError like the stream; the stream is closed either way."""
    asm = ChunkAssembler()
    try:
        async for payload in stream.events():
            asm.feed(orjson.loads(payload))
    finally:
        stream.close()
    return asm.response()


async def _error_event(out: ResponseWriter, payload: dict[str, Any]) -> None:
    """One error event into a started stream; a client that already left is not an error."""
    try:
        await out.event(encode(payload))
    except ConnectionResetError:
        pass


def _json_mode(request: dict[str, Any]) -> bool:
    """Whether the request asked for a JSON document as content (`response_format` json_object
    or json_schema): a stream's restored values then go in JSON-escaped."""
    fmt = request.get("response_format")
    return isinstance(fmt, dict) and fmt.get("type") in ("json_object", "json_schema")


async def _finish_stream(out: ResponseWriter) -> None:
    """`[DONE]` and the end of a started stream; a client that already left is not an error
    (the call's row is recorded either way)."""
    try:
        await out.event(DONE)
        await out.end()
    except ConnectionResetError:
        pass
