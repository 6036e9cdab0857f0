"""Mock services for tasks: small aiohttp apps on free 127.0.0.1 ports, seeded from fixtures.

Each service is seeded from ``fixtures/services/<name>.json`` (missing file = empty state),
records every request (``{method, path, query, body, status, response}``) and exposes its final
state. Unknown routes give ``404 {"error": ...}``, wrong methods ``405``, a non-JSON body ``400``.
All responses are JSON. IDs in paths are matched as strings.

Fixture schemas (unknown extra keys on records are kept and returned as they are):

- ``mail``: ``{"address": "me@x", "messages": [{"id", "from", "to": [..], "cc": [..],
  "subject", "date", "body", ...}], "sent": []}``.
  ``GET /messages[?q=&from=]`` -> ``{"messages": [summary]}`` (summary = record without
  ``body``; ``q`` matches subject/from/body, case-insensitive); ``GET /messages/{id}`` -> full
  record; ``POST /send {to, cc?, subject, body}`` (``to``/``cc`` a string or list) ->
  ``201 {"id": "sent_N", "status": "sent"}``; ``GET /sent`` -> ``{"sent": [...]}``.
- ``contacts``: ``{"contacts": [{"id", "name", "email", "phone", "department", "title", ...}]}``.
  ``GET /contacts[?q=]`` -> ``{"contacts": [summary]}`` (summary keys: id, name, email,
  department, title, company when present; ``q`` matches any string field);
  ``GET /contacts/{id}`` -> full record.
- ``calendar``: ``{"events": [{"id", "title", "date": "YYYY-MM-DD", "start": "HH:MM",
  "end": "HH:MM", "attendees": [..], "location", "notes", ...}]}``.
  ``GET /events[?date=]`` -> ``{"events": [...]}``; ``POST /events {title, date, start?, end?,
  attendees?, location?, notes?}`` -> ``201`` event with new ``id`` ``evt_N``;
  ``DELETE /events/{id}`` -> ``{"deleted": id}``.
- ``tickets``: ``{"tickets": [{"id", "title", "status": open|in_progress|resolved|closed,
  "priority", "assignee", "reporter", "description", "comments": [], ...}]}``.
  ``GET /tickets[?status=]`` -> ``{"tickets": [summary]}`` (record without description, body and
  comments); ``GET /tickets/{id}`` -> full; ``POST /tickets/{id}/comment {body, author?}`` ->
  ``201`` comment; ``PATCH /tickets/{id} {status?, assignee?, priority?}`` -> updated ticket.
- ``finance``: ``{"accounts": [{"id", "name", "owner", "balance", "currency", ...}],
  "transactions": [{"id", "account", "date", "amount", "description", "counterparty", ...}],
  "transfers": []}``.
  ``GET /accounts`` -> ``{"accounts": [...]}``; ``GET /transactions[?account=]`` ->
  ``{"transactions": [...]}``; ``POST /transfers {from_account, to_account, amount, memo?}`` (``from``/``to`` accepted as
  aliases) ->
  ``201`` transfer ``{id: "trf_N", from_account, to_account, from, to, amount, memo}`` (the
  short keys repeat the long ones); both balances updated; unknown account 404, amount <= 0
  or above the balance 400.

Public API: :class:`ServiceHub` (async context manager), :func:`build_app`, :func:`load_fixture`,
``ROUTES``, ``SERVICE_DOCS`` (one-line route summary per service, used in agent prompts).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from edgeward.harness.taskfile import SERVICE_NAMES, Task

Handler = Callable[["ServiceState", web.Request, Any], Awaitable[tuple[int, Any]]]


class ServiceError(Exception):
    """A handler's client error: becomes ``{"error": message}`` with ``status``."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class ServiceState:
    """One running service: its mutable state dict and its audit log."""

    name: str
    state: dict[str, Any]
    requests: list[dict[str, Any]] = field(default_factory=list)

    def next_id(self, prefix: str, records: list[dict[str, Any]]) -> str:
        used = {str(r.get("id")) for r in records}
        n = len(records) + 1
        while f"{prefix}_{n}" in used:
            n += 1
        return f"{prefix}_{n}"


def _find(records: list[dict[str, Any]], rid: str, what: str) -> dict[str, Any]:
    for r in records:
        if str(r.get("id")) == rid:
            return r
    raise ServiceError(404, f"{what} '{rid}' not found")


def _need(body: Any, *keys: str) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise ServiceError(400, "a JSON object body is required")
    missing = [k for k in keys if body.get(k) in (None, "")]
    if missing:
        raise ServiceError(400, f"missing field(s): {', '.join(missing)}")
    return body


def _as_list(v: Any) -> list[str]:
    if v is None:
        return []
    if isinstance(v, str):
        return [s.strip() for s in v.replace(";", ",").split(",") if s.strip()]
    if isinstance(v, list):
        return [str(x) for x in v]
    raise ServiceError(400, "recipients must be a string or a list of strings")


def _matches(record: dict[str, Any], q: str, keys: tuple[str, ...] | None = None) -> bool:
    q = q.lower()
    for k, v in record.items():
        if keys is not None and k not in keys:
            continue
        if isinstance(v, str) and q in v.lower():
            return True
        if isinstance(v, list) and any(isinstance(x, str) and q in x.lower() for x in v):
            return True
    return False


# ------------------------------------------------------------------ mail


async def _mail_list(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    msgs = s.state.setdefault("messages", [])
    q, frm = req.query.get("q"), req.query.get("from")
    out = [
        {k: v for k, v in m.items() if k != "body"}
        for m in msgs
        if (not q or _matches(m, q, ("subject", "from", "body")))
        and (not frm or frm.lower() in str(m.get("from", "")).lower())
    ]
    return 200, {"messages": out}


async def _mail_get(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    return 200, _find(s.state.setdefault("messages", []), req.match_info["id"], "message")


async def _mail_send(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    b = _need(body, "to", "subject", "body")
    sent = s.state.setdefault("sent", [])
    rec = {
        "id": s.next_id("sent", sent),
        "from": s.state.get("address", "me@example.com"),
        "to": _as_list(b["to"]),
        "cc": _as_list(b.get("cc")),
        "subject": str(b["subject"]),
        "body": str(b["body"]),
    }
    sent.append(rec)
    return 201, {"id": rec["id"], "status": "sent"}


async def _mail_sent(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    return 200, {"sent": s.state.setdefault("sent", [])}


# ------------------------------------------------------------------ contacts

_CONTACT_SUMMARY = ("id", "name", "email", "department", "title", "company")


async def _contacts_list(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    q = req.query.get("q")
    out = [
        {k: c[k] for k in _CONTACT_SUMMARY if k in c}
        for c in s.state.setdefault("contacts", [])
        if not q or _matches(c, q)
    ]
    return 200, {"contacts": out}


async def _contacts_get(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    return 200, _find(s.state.setdefault("contacts", []), req.match_info["id"], "contact")


# ------------------------------------------------------------------ calendar


async def _events_list(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    date = req.query.get("date")
    evs = [e for e in s.state.setdefault("events", []) if not date or str(e.get("date")) == date]
    return 200, {"events": evs}


async def _events_create(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    b = _need(body, "title", "date")
    allowed = {"title", "date", "start", "end", "attendees", "location", "notes"}
    unknown = set(b) - allowed
    if unknown:
        raise ServiceError(400, f"unknown field(s): {', '.join(sorted(unknown))}")
    evs = s.state.setdefault("events", [])
    ev = {"id": s.next_id("evt", evs), **b}
    if "attendees" in ev:
        ev["attendees"] = _as_list(ev["attendees"])
    evs.append(ev)
    return 201, ev


async def _events_delete(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    evs = s.state.setdefault("events", [])
    ev = _find(evs, req.match_info["id"], "event")
    evs.remove(ev)
    s.state.setdefault("deleted", []).append(ev)
    return 200, {"deleted": str(ev["id"])}


# ------------------------------------------------------------------ tickets

_TICKET_STATUSES = ("open", "in_progress", "resolved", "closed")


async def _tickets_list(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    status = req.query.get("status")
    out = [
        {k: v for k, v in t.items() if k not in ("description", "body", "comments")}
        for t in s.state.setdefault("tickets", [])
        if not status or str(t.get("status")) == status
    ]
    return 200, {"tickets": out}


async def _tickets_get(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    return 200, _find(s.state.setdefault("tickets", []), req.match_info["id"], "ticket")


async def _tickets_comment(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    t = _find(s.state.setdefault("tickets", []), req.match_info["id"], "ticket")
    b = _need(body, "body")
    comments = t.setdefault("comments", [])
    c = {"id": f"c_{len(comments) + 1}", "author": str(b.get("author") or "agent"), "body": str(b["body"])}
    comments.append(c)
    return 201, c


async def _tickets_patch(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    t = _find(s.state.setdefault("tickets", []), req.match_info["id"], "ticket")
    b = _need(body)
    allowed = {"status", "assignee", "priority"}
    unknown = set(b) - allowed
    if unknown or not b:
        raise ServiceError(400, f"only {', '.join(sorted(allowed))} can be updated")
    if "status" in b and b["status"] not in _TICKET_STATUSES:
        raise ServiceError(400, f"status must be one of {', '.join(_TICKET_STATUSES)}")
    t.update(b)
    return 200, t


# ------------------------------------------------------------------ finance


async def _accounts(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    return 200, {"accounts": s.state.setdefault("accounts", [])}


async def _transactions(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    acct = req.query.get("account")
    txs = [t for t in s.state.setdefault("transactions", []) if not acct or str(t.get("account")) == acct]
    return 200, {"transactions": txs}


async def _transfer(s: ServiceState, req: web.Request, body: Any) -> tuple[int, Any]:
    if isinstance(body, dict):  # accept {from, to} as aliases of {from_account, to_account}
        body = dict(body)
        for short, long in (("from", "from_account"), ("to", "to_account")):
            if short in body and long not in body:
                body[long] = body.pop(short)
    b = _need(body, "from_account", "to_account", "amount")
    accounts = s.state.setdefault("accounts", [])
    src = _find(accounts, str(b["from_account"]), "account")
    dst = _find(accounts, str(b["to_account"]), "account")
    amount = b["amount"]
    if isinstance(amount, bool) or not isinstance(amount, (int, float)) or amount <= 0:
        raise ServiceError(400, "amount must be a positive number")
    if src is dst:
        raise ServiceError(400, "from_account and to_account must differ")
    if float(src.get("balance", 0)) < amount:
        raise ServiceError(400, "insufficient funds")
    src["balance"] = round(float(src.get("balance", 0)) - amount, 2)
    dst["balance"] = round(float(dst.get("balance", 0)) + amount, 2)
    transfers = s.state.setdefault("transfers", [])
    rec = {
        "id": s.next_id("trf", transfers),
        "from_account": str(src["id"]),
        "to_account": str(dst["id"]),
        "from": str(src["id"]),  # short aliases, same values
        "to": str(dst["id"]),
        "amount": amount,
        "memo": str(b.get("memo") or ""),
    }
    transfers.append(rec)
    return 201, rec


ROUTES: dict[str, list[tuple[str, str, Handler]]] = {
    "mail": [
        ("GET", "/messages", _mail_list),
        ("GET", "/messages/{id}", _mail_get),
        ("POST", "/send", _mail_send),
        ("GET", "/sent", _mail_sent),
    ],
    "contacts": [
        ("GET", "/contacts", _contacts_list),
        ("GET", "/contacts/{id}", _contacts_get),
    ],
    "calendar": [
        ("GET", "/events", _events_list),
        ("POST", "/events", _events_create),
        ("DELETE", "/events/{id}", _events_delete),
    ],
    "tickets": [
        ("GET", "/tickets", _tickets_list),
        ("GET", "/tickets/{id}", _tickets_get),
        ("POST", "/tickets/{id}/comment", _tickets_comment),
        ("PATCH", "/tickets/{id}", _tickets_patch),
    ],
    "finance": [
        ("GET", "/accounts", _accounts),
        ("GET", "/transactions", _transactions),
        ("POST", "/transfers", _transfer),
    ],
}
assert set(ROUTES) == set(SERVICE_NAMES)

# One line per service for agent prompts: its routes with their query/body parameters.
SERVICE_DOCS: dict[str, str] = {
    "mail": "GET /messages?q=&from= (list, no bodies); GET /messages/{id}; "
    "POST /send {to, cc?, subject, body}; GET /sent",
    "contacts": "GET /contacts?q= (search, summary fields); GET /contacts/{id} (full record)",
    "calendar": "GET /events?date=YYYY-MM-DD; POST /events {title, date, start?, end?, attendees?, "
    "location?, notes?}; DELETE /events/{id}",
    "tickets": "GET /tickets?status=open|in_progress|resolved|closed; GET /tickets/{id}; "
    "POST /tickets/{id}/comment {body}; PATCH /tickets/{id} {status?, assignee?, priority?}",
    "finance": "GET /accounts; GET /transactions?account=; POST /transfers {from_account, to_account, amount, memo?}",
}
assert set(SERVICE_DOCS) == set(SERVICE_NAMES)


def _wrap(s: ServiceState, fn: Handler) -> Callable[[web.Request], Awaitable[web.Response]]:
    async def handler(req: web.Request) -> web.Response:
        body: Any = None
        if req.body_exists:
            raw = await req.read()
            if raw.strip():
                try:
                    body = json.loads(raw)
                except ValueError:
                    return _respond(s, req, raw.decode("utf-8", "replace"), 400, {"error": "body is not valid JSON"})
        try:
            status, payload = await fn(s, req, body)
        except ServiceError as exc:
            status, payload = exc.status, {"error": str(exc)}
        return _respond(s, req, body, status, payload)

    return handler


def _respond(s: ServiceState, req: web.Request, body: Any, status: int, payload: Any) -> web.Response:
    payload = copy.deepcopy(payload)
    s.requests.append(
        {
            "method": req.method,
            "path": req.path,
            "query": dict(req.query),
            "body": copy.deepcopy(body),
            "status": status,
            "response": payload,
        }
    )
    return web.json_response(payload, status=status, dumps=lambda o: json.dumps(o, ensure_ascii=False))


def build_app(name: str, state: ServiceState) -> web.Application:
    """The aiohttp app of service ``name`` over ``state`` (records into ``state.requests``)."""
    app = web.Application()
    routes = ROUTES[name]
    for method, path, fn in routes:
        app.router.add_route(method, path, _wrap(state, fn))

    async def fallback(req: web.Request) -> web.Response:
        return _respond(
            state,
            req,
            None,
            404,
            {
                "error": f"no route {req.method} {req.path}",
                "routes": [f"{m} {p}" for m, p, _ in routes],
            },
        )

    @web.middleware
    async def json_errors(
        request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        try:
            return await handler(request)
        except web.HTTPNotFound:
            return await fallback(request)
        except web.HTTPMethodNotAllowed as exc:
            return _respond(
                state,
                request,
                None,
                405,
                {"error": f"method {request.method} not allowed", "allowed": sorted(exc.allowed_methods)},
            )

    app.middlewares.append(json_errors)
    return app


def load_fixture(task: Task, name: str) -> dict[str, Any]:
    """Initial state of service ``name`` from the task's fixture (``{}`` if none).

    Raises ``ValueError`` naming the file when it is not a JSON object."""
    p = task.service_fixture(name)
    if p is None:
        return {}
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ValueError(f"{p}: bad service fixture: {exc}") from exc
    if not isinstance(data, dict):
        raise ValueError(f"{p}: service fixture must be a JSON object")
    return data


class ServiceHub:
    """Starts the task's services (``task.services``, or ``services`` if given) on free
    127.0.0.1 ports.

    ``async with ServiceHub(task) as hub:`` then ``hub.urls`` (name -> ``http://127.0.0.1:port``),
    ``hub.env()`` (``EDGEWARD_SERVICE_<NAME>_URL`` -> url) and ``hub.audit()`` (name ->
    ``{"requests": [...], "state": {...}}``, deep copies, valid after exit too).
    """

    def __init__(self, task: Task, services: list[str] | None = None) -> None:
        self.task = task
        self.names = list(task.services if services is None else services)
        self.states: dict[str, ServiceState] = {}
        self.urls: dict[str, str] = {}
        self._runners: list[web.AppRunner] = []

    async def start(self) -> ServiceHub:
        try:
            for name in self.names:
                if name not in ROUTES:
                    raise ValueError(f"unknown service '{name}'")
                st = ServiceState(name, load_fixture(self.task, name))
                runner = web.AppRunner(build_app(name, st), access_log=None)
                await runner.setup()
                self._runners.append(runner)
                site = web.TCPSite(runner, "127.0.0.1", 0)
                await site.start()
                port = runner.addresses[0][1]
                self.states[name] = st
                self.urls[name] = f"http://127.0.0.1:{port}"
        except BaseException:
            await self.stop()
            raise
        return self

    async def stop(self) -> None:
        runners, self._runners = self._runners, []
        for r in runners:
            await r.cleanup()

    async def __aenter__(self) -> ServiceHub:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def env(self) -> dict[str, str]:
        """Environment variables for external agents: ``EDGEWARD_SERVICE_<NAME>_URL``."""
        return {f"EDGEWARD_SERVICE_{n.upper()}_URL": u for n, u in self.urls.items()}

    def audit(self) -> dict[str, dict[str, Any]]:
        """``{name: {"requests": [{method, path, query, body, status, response}], "state": {...}}}``."""
        return {
            n: {"requests": copy.deepcopy(s.requests), "state": copy.deepcopy(s.state)} for n, s in self.states.items()
        }
