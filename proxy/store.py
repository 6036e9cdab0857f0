"""The recorder's sqlite store and its versioned read API.

One file (WAL mode, created with mode 0600) holds sessions, calls, the egress log (the exact
bytes each cloud call carried) and the session vault. Writes go through one writer thread fed
by a queue, so the event loop never waits on disk; each batch is committed before the next is
taken, so a crash loses no committed row. `committed()` lets a request wait for its rows (group
commit: concurrent requests share a transaction): the proxy answers a client only once the rows
of its calls are committed, so kill -9 loses no call a client saw complete (WAL with
`synchronous=NORMAL`: a committed transaction survives the process; a power cut may lose the
last ones). Reads open their own connection.

Read API version: `STORE_API_VERSION`. Everything outside the proxy (CLI, harness) reads the
store only through `Store.sessions()`, `Store.calls()`, `Store.egress()`, `Store.vault()` and
`Store.other_hosts()`.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import os
import queue
import sqlite3
import threading
import time
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Iterable, Sequence

log = logging.getLogger("edgeward.store")

STORE_API_VERSION = 1
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, policy TEXT, arm TEXT, task TEXT, via TEXT DEFAULT 'proxy',
  created REAL, meta TEXT DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS calls (
  id TEXT PRIMARY KEY, session TEXT, step INTEGER, role TEXT, purpose TEXT, model TEXT,
  stand_in INTEGER DEFAULT 0, prompt_tokens INTEGER DEFAULT 0, cached_tokens INTEGER DEFAULT 0,
  completion_tokens INTEGER DEFAULT 0, tokens_estimated INTEGER DEFAULT 0, latency_ms REAL,
  ttft_ms REAL, usd REAL DEFAULT 0, edge_flops REAL DEFAULT 0, status TEXT, http_status INTEGER,
  error TEXT, decision TEXT DEFAULT '{}', created REAL
);
CREATE INDEX IF NOT EXISTS calls_session ON calls(session, created);
CREATE INDEX IF NOT EXISTS calls_created ON calls(created);
CREATE TABLE IF NOT EXISTS egress (
  call_id TEXT PRIMARY KEY, session TEXT, created REAL, body TEXT, action TEXT,
  spans TEXT DEFAULT '[]', placeholders INTEGER DEFAULT 0
);
CREATE INDEX IF NOT EXISTS egress_session ON egress(session, created);
CREATE TABLE IF NOT EXISTS vault (
  session TEXT, placeholder TEXT, value TEXT, entity_type TEXT, reversible INTEGER,
  created REAL, PRIMARY KEY (session, placeholder)
);
"""


# -- stored Responses (issue 15) ------------------------------------------------------------------
# One small function so the store's migration mechanism (issue 13) can take it over at merge time.
def create_responses_table(conn: sqlite3.Connection) -> None:
    """The `responses` table: Responses API answers kept for `previous_response_id` and
    `GET /v1/responses/{id}` when the client allows storing. Content, so it falls under
    `purge` and retention like the egress log."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS responses ("
        "id TEXT PRIMARY KEY, session TEXT, created REAL, messages TEXT DEFAULT '[]', response TEXT DEFAULT '{}')"
    )
    conn.execute("CREATE INDEX IF NOT EXISTS responses_session ON responses(session, created)")


@dataclass
class StoredResponse:
    """A stored Responses API answer: the response object as the client got it, and the
    conversation up to and including it as chat messages (without the request's instructions,
    which a continuation does not inherit)."""

    id: str
    session: str
    created: float
    messages: list[dict[str, Any]]
    response: dict[str, Any]


# -- issue 17 (intercept) schema change: to become one migration of the store's migration ------
# -- mechanism at merge time; nothing else in this file depends on how it is applied -----------
def _intercept_schema(conn: sqlite3.Connection) -> None:
    """`calls.via` (the front door that served a call: `proxy` = `edgeward serve`, `intercept` =
    `edgeward intercept`) and the `other_hosts` log (what else an intercepted agent reached or
    tried to reach: one row per recorded tunnel, refused CONNECT or refused request). Idempotent."""
    if "via" not in {r[1] for r in conn.execute("PRAGMA table_info(calls)")}:
        conn.execute("ALTER TABLE calls ADD COLUMN via TEXT DEFAULT 'proxy'")
    conn.execute(
        "CREATE TABLE IF NOT EXISTS other_hosts (id INTEGER PRIMARY KEY AUTOINCREMENT, created REAL, "
        "host TEXT, port INTEGER, scheme TEXT, method TEXT, path TEXT, action TEXT, "
        "bytes_up INTEGER DEFAULT 0, bytes_down INTEGER DEFAULT 0, duration_ms REAL, error TEXT)"
    )
    conn.execute("CREATE INDEX IF NOT EXISTS other_hosts_created ON other_hosts(created)")


@dataclass
class SessionRow:
    """A session (one agent trajectory) and the policy/arm fixed at its first request."""

    id: str
    policy: str | None = None
    arm: str | None = None
    task: str | None = None
    via: str = "proxy"
    created: float = 0.0
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass
class CallRow:
    """One upstream call. Tokens are counts; latency/TTFT in ms; usd in US dollars; edge_flops
    in FLOPs (2·N_active·(prompt − cached + completion), docs/ARCHITECTURE.md §3)."""

    id: str
    session: str
    step: int
    role: str  # edge | cloud | probe | sketch | advisor | router
    purpose: str
    model: str
    stand_in: bool = False
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completion_tokens: int = 0
    tokens_estimated: bool = False
    latency_ms: float | None = None
    ttft_ms: float | None = None
    scan_ms: float | None = None  # the egress gate's scan of a cloud-bound body
    usd: float = 0.0
    edge_flops: float = 0.0
    status: str = "ok"
    http_status: int | None = None
    error: str | None = None
    decision: dict[str, Any] = field(default_factory=dict)
    created: float = 0.0
    via: str = "proxy"  # proxy (`edgeward serve`) | intercept (`edgeward intercept`)


@dataclass
class EgressRow:
    """What one cloud-bound call carried: the exact body bytes (decoded UTF-8) and the gate's view."""

    call_id: str
    session: str
    created: float
    body: str
    action: str
    spans: list[dict[str, Any]] = field(default_factory=list)
    placeholders: int = 0


@dataclass
class VaultRow:
    session: str
    placeholder: str
    value: str
    entity_type: str
    reversible: bool
    created: float


@dataclass
class OtherHostRow:
    """Traffic of an intercepted agent that was not a model call (`intercept.other_hosts`).

    Attributes:
        created: Unix time the connection or request started.
        host / port: where the agent tried to go.
        scheme: `tunnel` (CONNECT, never decrypted), `http` (plain-HTTP request) or `https` (a
            decrypted request on a model host whose path is not a model API path).
        method / path: for requests only (`path` without its query string); None for tunnels.
        action: `record` (let through, counted) or `block` (refused).
        bytes_up / bytes_down: bytes the agent sent / received: every byte of a tunnel (TLS
            records included), the body of a request.
        duration_ms: how long it lasted; error: why it failed or was refused, if it did.
    """

    created: float
    host: str
    port: int
    scheme: str
    action: str
    method: str | None = None
    path: str | None = None
    bytes_up: int = 0
    bytes_down: int = 0
    duration_ms: float | None = None
    error: str | None = None


_JSON_COLS = {"meta", "decision", "spans", "messages", "response"}
_BOOL_COLS = {"stand_in", "tokens_estimated", "reversible"}


def _row_to(cls: type, row: sqlite3.Row) -> Any:
    kw: dict[str, Any] = {}
    for f in fields(cls):
        v = row[f.name]
        if f.name in _JSON_COLS:
            v = _json_col(f.name, v)
        elif f.name in _BOOL_COLS:
            v = bool(v)
        kw[f.name] = v
    return cls(**kw)


def _json_col(name: str, raw: Any) -> Any:
    """Decode a JSON column; a value of the wrong shape or not JSON at all (a hand-edited or
    damaged row) reads as empty rather than failing every request that touches the row."""
    empty: Any = [] if name in ("spans", "messages") else {}
    try:
        v = json.loads(raw) if raw else empty
    except (TypeError, ValueError):
        return empty
    return v if isinstance(v, type(empty)) else empty


def _values(obj: Any) -> tuple[list[str], list[Any]]:
    cols, vals = [], []
    for f in fields(obj):
        v = getattr(obj, f.name)
        if f.name in _JSON_COLS:
            v = json.dumps(v, ensure_ascii=False)
        elif f.name in _BOOL_COLS:
            v = int(bool(v))
        cols.append(f.name)
        vals.append(v)
    return cols, vals


def _add_scan_ms(conn: sqlite3.Connection) -> None:
    """Schema change of issue 16 (to become a migration once the store has them): `calls.scan_ms`,
    the egress gate's scan time per call in ms (NULL for calls that were not scanned)."""
    cols = {r[1] for r in conn.execute("PRAGMA table_info(calls)")}
    if "scan_ms" not in cols:
        try:
            conn.execute("ALTER TABLE calls ADD COLUMN scan_ms REAL")
        except sqlite3.OperationalError as e:  # another process added it meanwhile
            if "duplicate column" not in str(e):
                raise


_STOP = object()

#: Seconds a request waits for its rows to be committed before it answers anyway (logged).
COMMIT_WAIT_S = 30.0


def _resolve(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_result(None)


#: Tables holding content, deleted by `purge` (call rows hold metadata only and are kept).
PURGED_TABLES = ("egress", "vault", "responses")


class Store:
    """The sqlite store. Thread-safe; writes are asynchronous (queued), reads synchronous.

    Args:
        path: the database file; its directory is created with mode 0700, the file with 0600.
        writer: start the background writer thread (the proxy does; read-only users need not).

    Raises:
        OSError / sqlite3.DatabaseError: the path cannot be created or is not a database.
    """

    def __init__(self, path: str | os.PathLike[str], *, writer: bool = True) -> None:
        self.path = Path(path).expanduser()
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not self.path.exists():
            fd = os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600)
            os.close(fd)
        os.chmod(self.path, 0o600)
        conn = self._connect()
        with conn:
            conn.executescript(_SCHEMA)
            create_responses_table(conn)
            _intercept_schema(conn)
            conn.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
            _add_scan_ms(conn)
        conn.close()
        self._local = threading.local()
        self._q: queue.Queue[Any] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._flushed = threading.Condition()
        self._pending = 0
        # Group commit: writes are numbered as they are queued; `committed()` waits for a number.
        self._submitted = 0
        self._done = 0
        self._waiters: collections.deque[tuple[int, asyncio.AbstractEventLoop, asyncio.Future[None]]] = (
            collections.deque()
        )
        if writer:
            self._thread = threading.Thread(target=self._writer, name="edgeward-store", daemon=True)
            self._thread.start()

    # -- connections -------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=30, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        return conn

    def _reader(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = self._connect()
        return conn

    # -- writes ------------------------------------------------------------------------------
    def _writer(self) -> None:
        conn = self._connect()
        while True:
            item = self._q.get()
            batch = [item]
            while True:  # drain what is queued into one transaction
                try:
                    batch.append(self._q.get_nowait())
                except queue.Empty:
                    break
            stop = any(b is _STOP for b in batch)
            ops = [b for b in batch if b is not _STOP]
            try:
                with conn:
                    for sql, args in ops:
                        conn.execute(sql, args)
            except sqlite3.Error:
                # One bad row must not lose the batch: retry one by one.
                for sql, args in ops:
                    try:
                        with conn:
                            conn.execute(sql, args)
                    except sqlite3.Error:
                        pass
            with self._flushed:
                self._pending -= len(ops)
                self._done += len(ops)
                self._flushed.notify_all()
                while self._waiters and self._waiters[0][0] <= self._done:
                    _, loop, fut = self._waiters.popleft()
                    try:
                        loop.call_soon_threadsafe(_resolve, fut)
                    except RuntimeError:  # that loop is closed: nobody waits any more
                        pass
            if stop:
                conn.close()
                return

    def _submit(self, sql: str, args: Iterable[Any]) -> None:
        if self._thread is None:  # synchronous mode (CLI tools)
            conn = self._reader()
            with conn:
                conn.execute(sql, tuple(args))
            return
        with self._flushed:
            self._pending += 1
            self._submitted += 1
            self._q.put((sql, tuple(args)))  # under the lock: queue order is number order

    async def committed(self, timeout: float = COMMIT_WAIT_S) -> None:
        """Wait until every write queued so far is committed (the writer commits in batches, so
        concurrent requests share one transaction). Returns at once when nothing is pending.
        After `timeout` seconds (a stuck disk) it logs and returns rather than hang a client."""
        if self._thread is None:
            return
        with self._flushed:
            target = self._submitted
            if self._done >= target:
                return
            loop = asyncio.get_running_loop()
            fut: asyncio.Future[None] = loop.create_future()
            self._waiters.append((target, loop, fut))
        try:
            await asyncio.wait_for(fut, timeout)
        except TimeoutError:
            log.error("store: writes not committed after %.0f s (disk stalled?)", timeout)

    def flush(self, timeout: float = 10.0) -> bool:
        """Block until every queued write is committed; returns False on timeout."""
        deadline = time.monotonic() + timeout
        with self._flushed:
            while self._pending > 0:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._flushed.wait(left)
        return True

    def close(self) -> None:
        """Commit pending writes and stop the writer."""
        if self._thread is not None:
            self._q.put(_STOP)
            self._thread.join(timeout=30)
            self._thread = None
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def _insert(self, table: str, obj: Any, *, replace: bool = False) -> None:
        cols, vals = _values(obj)
        verb = "INSERT OR REPLACE" if replace else "INSERT OR IGNORE"
        self._submit(f"{verb} INTO {table} ({','.join(cols)}) VALUES ({','.join('?' * len(cols))})", vals)

    def record_call(self, row: CallRow) -> None:
        """Queue one call row."""
        self._insert("calls", row, replace=True)

    def record_egress(self, row: EgressRow) -> None:
        """Queue one egress row (the exact body sent to the cloud)."""
        self._insert("egress", row, replace=True)

    def record_other_host(self, row: OtherHostRow) -> None:
        """Queue one `other_hosts` row (intercept)."""
        self._insert("other_hosts", row)

    def upsert_session(self, row: SessionRow) -> None:
        """Create a session, or fill its empty fields (policy/arm are fixed once set); `row.meta`
        is merged into the stored meta (a registered session keeps its other keys; the keys of
        `row.meta`, e.g. the proxy's `egress`, take the new value)."""
        cols, vals = _values(row)
        self._submit(
            f"INSERT INTO sessions ({','.join(cols)}) VALUES ({','.join('?' * len(cols))}) "
            "ON CONFLICT(id) DO UPDATE SET policy=COALESCE(sessions.policy, excluded.policy), "
            "arm=COALESCE(sessions.arm, excluded.arm), task=COALESCE(sessions.task, excluded.task), "
            # RFC 7386 merge onto the stored object (its null values survive; a damaged
            # stored value is replaced)
            "meta=json_patch(CASE WHEN json_valid(sessions.meta) AND json_type(sessions.meta)='object' "
            "THEN sessions.meta ELSE '{}' END, excluded.meta)",
            vals,
        )

    def register_session(
        self, session: str, *, arm: str, task: str | None = None, meta: dict[str, Any] | None = None
    ) -> None:
        """Register a session with its arm before the agent starts (the harness does this), so an
        agent that sends neither a policy header nor a model string still runs that arm.
        Written synchronously: the proxy must see it on the session's first request."""
        conn = self._reader()
        with conn:
            conn.execute(
                "INSERT INTO sessions (id, policy, arm, task, via, created, meta) VALUES (?,?,?,?,?,?,?) "
                "ON CONFLICT(id) DO UPDATE SET arm=excluded.arm, policy=excluded.policy, task=excluded.task",
                (session, None, arm, task, "proxy", time.time(), json.dumps(meta or {})),
            )

    # -- vault (VaultBackend protocol) ------------------------------------------------------------
    def vault_load(self, session: str) -> list[VaultRow]:
        """Every placeholder of a session, oldest first."""
        rows = (
            self._reader().execute("SELECT * FROM vault WHERE session=? ORDER BY created, rowid", (session,)).fetchall()
        )
        return [_row_to(VaultRow, r) for r in rows]

    def vault_add(self, row: VaultRow) -> None:
        """Persist one placeholder synchronously (a restart must find it)."""
        conn = self._reader()
        with conn:
            conn.execute(
                "INSERT OR IGNORE INTO vault VALUES (?,?,?,?,?,?)",
                (row.session, row.placeholder, row.value, row.entity_type, int(row.reversible), row.created),
            )

    def vault_add_many(self, rows: Sequence[VaultRow]) -> None:
        """Persist several placeholders synchronously in one transaction (all or none)."""
        conn = self._reader()
        with conn:
            conn.executemany(
                "INSERT OR IGNORE INTO vault VALUES (?,?,?,?,?,?)",
                [(r.session, r.placeholder, r.value, r.entity_type, int(r.reversible), r.created) for r in rows],
            )

    def put_response(self, row: StoredResponse) -> None:
        """Persist one stored response synchronously (a continuation may follow at once)."""
        cols, vals = _values(row)
        conn = self._reader()
        with conn:
            conn.execute(
                f"INSERT OR REPLACE INTO responses ({','.join(cols)}) VALUES ({','.join('?' * len(cols))})", vals
            )

    def stored_response(self, response_id: str) -> StoredResponse | None:
        """The stored response with this id, or None (never stored, or purged)."""
        r = self._reader().execute("SELECT * FROM responses WHERE id=?", (response_id,)).fetchone()
        return _row_to(StoredResponse, r) if r else None

    # -- reads -------------------------------------------------------------------------------
    def session(self, session_id: str) -> SessionRow | None:
        r = self._reader().execute("SELECT * FROM sessions WHERE id=?", (session_id,)).fetchone()
        return _row_to(SessionRow, r) if r else None

    def sessions(self, *, since: float | None = None) -> list[SessionRow]:
        """Sessions, oldest first; `since` is a Unix time."""
        q, a = "SELECT * FROM sessions", []
        if since is not None:
            q, a = q + " WHERE created >= ?", [since]
        return [_row_to(SessionRow, r) for r in self._reader().execute(q + " ORDER BY created", a)]

    def calls(
        self, session: str | None = None, *, since: float | None = None, prefix: str | None = None
    ) -> list[CallRow]:
        """Calls in creation order, filtered by session id, session-id prefix or Unix time."""
        where: list[str] = []
        args: list[Any] = []
        if session is not None:
            where.append("session = ?")
            args.append(session)
        if prefix is not None:
            where.append("session LIKE ? ESCAPE '\\'")
            args.append(prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")
        if since is not None:
            where.append("created >= ?")
            args.append(since)
        q = "SELECT * FROM calls" + (" WHERE " + " AND ".join(where) if where else "")
        return [_row_to(CallRow, r) for r in self._reader().execute(q + " ORDER BY created, rowid", args)]

    def egress(
        self, session: str | None = None, *, since: float | None = None, prefix: str | None = None
    ) -> list[EgressRow]:
        """Egress rows in creation order (same filters as `calls`)."""
        where: list[str] = []
        args: list[Any] = []
        if session is not None:
            where.append("session = ?")
            args.append(session)
        if prefix is not None:
            where.append("session LIKE ? ESCAPE '\\'")
            args.append(prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")
        if since is not None:
            where.append("created >= ?")
            args.append(since)
        q = "SELECT * FROM egress" + (" WHERE " + " AND ".join(where) if where else "")
        return [_row_to(EgressRow, r) for r in self._reader().execute(q + " ORDER BY created, rowid", args)]

    def other_hosts(self, *, since: float | None = None) -> list[OtherHostRow]:
        """`other_hosts` rows (intercept) in creation order, created at or after `since` (Unix time)."""
        q, a = "SELECT * FROM other_hosts", []
        if since is not None:
            q, a = q + " WHERE created >= ?", [since]
        return [_row_to(OtherHostRow, r) for r in self._reader().execute(q + " ORDER BY created, id", a)]

    @staticmethod
    def _purge_where(session: str | None, older_than: float | None, before: float | None) -> tuple[str, list[Any]]:
        where: list[str] = []
        args: list[Any] = []
        if session is not None:
            where.append("session = ?")
            args.append(session)
        if before is None and older_than is not None:
            before = time.time() - older_than
        if before is not None:
            where.append("created < ?")
            args.append(before)
        return (" WHERE " + " AND ".join(where) if where else ""), args

    def purge_preview(
        self, *, session: str | None = None, older_than: float | None = None, before: float | None = None
    ) -> dict[str, dict[str, int]]:
        """What `purge` with the same filters would delete: rows per table per session.

        `before` is an absolute Unix time (rows created earlier match); it wins over `older_than`.
        """
        where, args = self._purge_where(session, older_than, before)
        conn = self._reader()
        return {
            table: {
                r[0]: r[1]
                for r in conn.execute(
                    f"SELECT session, COUNT(*) FROM {table}{where} GROUP BY session ORDER BY session", args
                )
            }
            for table in PURGED_TABLES
        }

    def purge(
        self, *, session: str | None = None, older_than: float | None = None, before: float | None = None
    ) -> dict[str, int]:
        """Delete egress bodies, vault entries and stored responses (by session and/or age in seconds, or rows
        created before the absolute Unix time `before`, which wins over `older_than`).

        Deleted content is overwritten on disk (`secure_delete`) and the WAL is checkpointed
        afterwards (best effort: a concurrent reader can delay it), so purged values do not
        linger in free pages. Returns the number of rows deleted per table. Calls (metadata
        only) are kept.
        """
        where, args = self._purge_where(session, older_than, before)
        conn = self._reader()
        conn.execute("PRAGMA secure_delete=ON")
        out: dict[str, int] = {}
        with conn:
            for table in PURGED_TABLES:
                out[table] = conn.execute(f"DELETE FROM {table}{where}", args).rowcount
        if any(out.values()):
            try:
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
            except sqlite3.Error:
                pass
        return out
