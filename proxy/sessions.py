"""The session table: one agent trajectory's arm, policy and state, fixed at its first request.

Precedence for a new session's arm: the store's registered session row (the harness registers
each trial's arm before the agent starts) > the requested name (header or model string) > the
config's `policy.name`. An arm assigner (`ab`) is resolved here, once: the session runs, and
is stored with, the arm it assigns (`meta.ab` names the assigner). The table keeps the most
recently used `max_sessions` in memory; an evicted session is rebuilt from its store row.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from edgeward.policies import Policy
from edgeward.proxy.arms import Arms, ArmSpec, make_policy
from edgeward.proxy.exchange import ChatCall
from edgeward.proxy.spend import SpendLedger
from edgeward.proxy.store import SessionRow, Store


@dataclass
class SessionState:
    """In-memory state of one session (one agent trajectory).

    Attributes:
        id: the session id.
        arm: the arm it runs (for an `ab` session, the assigned arm).
        policy: that arm's policy instance (its per-session scratch is `policy_state`).
        task: the `x-edgeward-task` it was opened with, or its registered task.
        steps: client requests served so far (the current step's 1-based index).
        names: requested names that select this session's arm without a warning: the arm
            itself and, for an `ab` session, the ab policy/arm that assigned it.
    """

    id: str
    arm: ArmSpec
    policy: Policy
    task: str | None = None
    steps: int = 0
    policy_state: dict[str, Any] = field(default_factory=dict)
    names: frozenset[str] = frozenset()


#: Body fields that name the conversation or its end user, in the order they enter a derived id.
_CONVERSATION_KEYS = ("prompt_cache_key", "user", "safety_identifier")


def derive_session_id(body: dict[str, Any], client_token: str | None, policy: str | None = None) -> str:
    """The documented derivation for clients that send no session: `d-` + the first 20 hex of
    SHA-256 over the client token, the first system message, the first user message and, when
    the request names one (header or model string), the requested policy/arm name, and, for each
    of the body's `prompt_cache_key` (Codex sets it to its conversation id), `user` and
    `safety_identifier` (the client's end-user id) it carries, that field.
    A trajectory resends its opening messages and these fields, so its steps share the id; two
    tasks differ, and so do two calls that differ only in the requested policy (a session's arm
    is fixed at its first request, so reusing the id would silently ignore the second policy),
    in the conversation key (agents whose opening messages are the same boilerplate for every
    task) or in the end user (two users of one app, one API key and the same greeting would
    otherwise share a session, its policy state and its vault). Two conversations of one client
    and end user that open alike still share one: a reply restores only the placeholders its own
    request sent (`privacy/restore.py`), which is what keeps their values apart."""
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
    for name in _CONVERSATION_KEYS:  # appended only when present: ids of bodies without them are unchanged
        key = body.get(name)
        if isinstance(key, str) and key:
            parts.append(f"{name}={key}")
    h = hashlib.sha256("\x1f".join(parts).encode()).hexdigest()
    return "d-" + h[:20]


class SessionTable:
    """Sessions by id, most recently used last.

    Args:
        arms: the config's arms.
        store: the recorder's store (registered session rows are read, new ones written).
        spend: the spend ledger (opened and forgotten with each in-memory session).
        max_sessions: how many sessions stay in memory.
        via: recorded on new session rows (`proxy` or `intercept`: the front door that saw it first).
    """

    def __init__(
        self, arms: Arms, store: Store, spend: SpendLedger, max_sessions: int = 10_000, via: str = "proxy"
    ) -> None:
        self.arms, self.store, self.spend = arms, store, spend
        self.max_sessions = max_sessions
        self.via = via
        self._by_id: OrderedDict[str, SessionState] = OrderedDict()

    def __len__(self) -> int:
        return len(self._by_id)

    def clear(self) -> None:
        """Forget every in-memory session (as after a restart; store rows remain)."""
        for sid in self._by_id:
            self.spend.forget(sid)
        self._by_id.clear()

    def get(self, call: ChatCall) -> SessionState:
        """The session of `call`, created (and its arm fixed and stored) on first sight.

        Raises ProxyError(400) when its arm cannot be resolved or built.
        """
        st = self._by_id.get(call.session_id)
        if st is not None:
            self._by_id.move_to_end(call.session_id)
            return st
        row = self.store.session(call.session_id)
        registered = (row.arm or row.policy) if row is not None else None
        arm = self.arms.resolve(registered or call.policy_name or self.arms.config.policy.name)
        task = call.task or (row.task if row else None)
        names = {arm.name}
        stored_parent = row.meta.get("ab") if row is not None and isinstance(row.meta, dict) else None
        if isinstance(stored_parent, str):  # an ab session seen before a restart or an eviction
            names.add(stored_parent)
        meta: dict[str, Any] = {}
        if arm.assigns:  # the session runs, and is stored with, the arm it is assigned
            parent = arm
            arm = self.arms.assign(parent, call.session_id)
            self.store.register_session(call.session_id, arm=arm.name, task=task, meta={"ab": parent.name})
            names |= {parent.name, arm.name}
            meta["ab"] = parent.name  # also on a registered row (register_session keeps its meta)
        st = SessionState(call.session_id, arm, make_policy(arm), task, names=frozenset(names))
        self._by_id[call.session_id] = st
        self.spend.open(call.session_id)
        if len(self._by_id) > self.max_sessions:
            evicted, _ = self._by_id.popitem(last=False)
            self.spend.forget(evicted)
        # The egress mode is recorded so a report can tell masked arms from others.
        self.store.upsert_session(
            SessionRow(
                call.session_id,
                arm.policy,
                arm.name,
                st.task,
                self.via,
                time.time(),
                meta={**meta, "egress": arm.privacy.egress},
            )
        )
        return st
