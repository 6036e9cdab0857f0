"""The recorder's sqlite store, its schema migrations and its versioned read API.

One file (WAL mode, created with mode 0600) holds sessions, calls, the egress log (the exact
bytes each cloud call carried), the session vault and the retro-exposures (values found in
earlier egress after the vault learned them). Writes go through one writer thread fed by a
queue, so the event loop never waits on a lock or an fsync; each batch is committed before the
next is taken, so a crash loses no committed row. A write submitted while the writer is idle is
committed at once on the submitting thread instead (`_commit_inline`: one WAL append, busy
timeout 0, checkpoints left to the writer thread), which spares a request the round trip to the
writer thread and back. `committed()` lets a request wait for its rows (group
commit: concurrent requests share a transaction): the proxy answers a client only once the rows
of its calls are committed, so kill -9 loses no call a client saw complete (WAL with
`synchronous=NORMAL`: a committed transaction survives the process; a power cut may lose the
last ones). Reads open their own connection.

Schema: version `SCHEMA_VERSION`, kept in `meta.schema_version`. Opening a store below version 2
(new, or from the release before migrations) creates the version-1 tables when missing, then
applies every `MIGRATIONS` step above the stored version, in order, each in one
`BEGIN IMMEDIATE` transaction with its version bump (a failed step leaves
the store as it was; two processes opening one store serialise on the lock). A store written by
a newer release (a higher version) is refused with `StoreVersionError`, never downgraded. A
change to the schema is a new `Migration` appended to `MIGRATIONS`, never an edit of an old one.

Read API version: `STORE_API_VERSION`. Everything outside the proxy (CLI, harness) reads the
store only through `Store.sessions()`, `.calls()`, `.egress()`, `.exposures()`, `.vault()` and
`.other_hosts()`.
"""

from __future__ import annotations

import asyncio
import collections
import functools
import hashlib
import hmac
import json
import logging
import operator
import os
import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from pathlib import Path

from edgeward.proxy import jsonio
from typing import Any, Iterable, NamedTuple, Sequence

#: 2: `EgressRow.reason` and `.vault_hits`, `ExposureRow` and `Store.exposures()`, `Store.value_hash`.
#: 3: `CallRow.via`, `OtherHostRow` and `Store.other_hosts()` (issue 17).
#: 4: `StoredResponse` and the stored-responses methods (issue 15).
#: 5: `CallRow.scan_ms` (issue 16).
STORE_API_VERSION = 5
log = logging.getLogger("edgeward.store")

#: The version-1 schema (the release before migrations): the base every store starts from.
_SCHEMA_V1 = (
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)",
    """CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, policy TEXT, arm TEXT, task TEXT, via TEXT DEFAULT 'proxy',
  created REAL, meta TEXT DEFAULT '{}'
)""",
    """CREATE TABLE IF NOT EXISTS calls (
  id TEXT PRIMARY KEY, session TEXT, step INTEGER, role TEXT, purpose TEXT, model TEXT,
  stand_in INTEGER DEFAULT 0, prompt_tokens INTEGER DEFAULT 0, cached_tokens INTEGER DEFAULT 0,
  completion_tokens INTEGER DEFAULT 0, tokens_estimated INTEGER DEFAULT 0, latency_ms REAL,
  ttft_ms REAL, usd REAL DEFAULT 0, edge_flops REAL DEFAULT 0, status TEXT, http_status INTEGER,
  error TEXT, decision TEXT DEFAULT '{}', created REAL
)""",
    "CREATE INDEX IF NOT EXISTS calls_session ON calls(session, created)",
    "CREATE INDEX IF NOT EXISTS calls_created ON calls(created)",
    """CREATE TABLE IF NOT EXISTS egress (
  call_id TEXT PRIMARY KEY, session TEXT, created REAL, body TEXT, action TEXT,
  spans TEXT DEFAULT '[]', placeholders INTEGER DEFAULT 0
)""",
    "CREATE INDEX IF NOT EXISTS egress_session ON egress(session, created)",
    """CREATE TABLE IF NOT EXISTS vault (
  session TEXT, placeholder TEXT, value TEXT, entity_type TEXT, reversible INTEGER,
  created REAL, PRIMARY KEY (session, placeholder)
)""",
)


def create_responses_table(conn: sqlite3.Connection) -> None:
    """The `responses` table: Responses API answers kept for `previous_response_id` and
    `GET /v1/responses/{id}` when the client allows storing. Content, so it falls under
    `purge` and retention like the egress log. Migration 4; idempotent (stores written by main
    before migrations may hold it already)."""
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


def _v2_audit(conn: sqlite3.Connection) -> None:
    """Issue 13: the gate's reason and vault-hit masks on each egress row; retro-exposures;
    the store's keyed-hash secret (`Store.value_hash`)."""
    conn.execute("ALTER TABLE egress ADD COLUMN reason TEXT DEFAULT ''")
    conn.execute("ALTER TABLE egress ADD COLUMN vault_hits TEXT DEFAULT '{}'")
    conn.execute(
        """CREATE TABLE exposures (
  session TEXT, placeholder TEXT, entity_type TEXT, value_hash TEXT, first_call TEXT,
  first_created REAL, detected_call TEXT, detected_created REAL, clear_calls INTEGER,
  kind TEXT, start INTEGER, "end" INTEGER, source TEXT, created REAL,
  PRIMARY KEY (session, placeholder)
)"""
    )
    conn.execute("CREATE INDEX exposures_created ON exposures(created)")
    conn.execute("INSERT OR IGNORE INTO meta VALUES ('hash_key', ?)", (os.urandom(32).hex(),))


def _v3_intercept(conn: sqlite3.Connection) -> None:
    """Issue 17: `calls.via` (the front door that served a call: `proxy` = `edgeward serve`, `intercept` =
    `edgeward intercept`) and the `other_hosts` log (what else an intercepted agent reached or
    tried to reach: one row per recorded tunnel, refused CONNECT or refused request). Idempotent:
    stores written by the intercept branch before migrations already hold them."""
    if "via" not in {r[1] for r in conn.execute("PRAGMA table_info(calls)")}:
        conn.execute("ALTER TABLE calls ADD COLUMN via TEXT DEFAULT 'proxy'")
    conn.execute(
        "CREATE TABLE IF NOT EXISTS other_hosts (id INTEGER PRIMARY KEY AUTOINCREMENT, created REAL, "
        "host TEXT, port INTEGER, scheme TEXT, method TEXT, path TEXT, action TEXT, "
        "bytes_up INTEGER DEFAULT 0, bytes_down INTEGER DEFAULT 0, duration_ms REAL, error TEXT)"
    )
    conn.execute("CREATE INDEX IF NOT EXISTS other_hosts_created ON other_hosts(created)")


def _add_scan_ms(conn: sqlite3.Connection) -> None:
    """Migration 5 (issue 16): `calls.scan_ms`, the egress gate's scan time per call in ms (NULL
    for calls that were not scanned). Idempotent: stores written by the reliability branch before
    migrations may hold it already."""
    cols = {r[1] for r in conn.execute("PRAGMA table_info(calls)")}
    if "scan_ms" not in cols:
        try:
            conn.execute("ALTER TABLE calls ADD COLUMN scan_ms REAL")
        except sqlite3.OperationalError as e:  # another process added it meanwhile
            if "duplicate column" not in str(e):
                raise


def _v6_drop_calls_created(conn: sqlite3.Connection) -> None:
    """Migration 6 (issue 16): drop the index `calls(created)`. Every call row is committed on
    the request's path (durability), and each index is one more b-tree page appended to the WAL
    per commit: dropping this one cut the insert and commit of a row from ~56-61 to ~39 us of
    CPU here. What read it: `calls(since=...)` without a session (`edgeward audit --since`,
    the spend cap's first look at today's calls), which now scans the table: +30-100 ms on
    300,000 rows, against 0.4-3 s of building those calls' rows in Python either way."""
    conn.execute("DROP INDEX IF EXISTS calls_created")


@dataclass(frozen=True)
class Migration:
    """One schema step: `apply` brings a store at `version - 1` to `version` (it runs inside
    the migration's transaction; it must not commit)."""

    version: int
    what: str
    apply: Callable[[sqlite3.Connection], None]


#: Every schema step after version 1, in order (append only).
MIGRATIONS: tuple[Migration, ...] = (
    Migration(2, "egress.reason, egress.vault_hits, table exposures, meta.hash_key", _v2_audit),
    Migration(3, "calls.via, table other_hosts", _v3_intercept),
    Migration(4, "table responses (stored Responses API answers)", create_responses_table),
    Migration(5, "calls.scan_ms", _add_scan_ms),
    Migration(6, "drop index calls_created (one b-tree fewer written per call row)", _v6_drop_calls_created),
)
SCHEMA_VERSION = MIGRATIONS[-1].version if MIGRATIONS else 1


class StoreVersionError(RuntimeError):
    """The store was written by a newer release (its schema version is above `SCHEMA_VERSION`)."""


def _stored_version(conn: sqlite3.Connection) -> int | None:
    """`meta.schema_version`, or None when the store has no `meta` table or no version row."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='meta'").fetchone():
        return None
    row = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    return None if row is None else int(row[0])


def migrate(conn: sqlite3.Connection) -> tuple[int, int]:
    """Bring the store on `conn` to `SCHEMA_VERSION`; returns (version found, version now),
    the version found being 0 for a new file.

    A store with tables but no version row is version 1.
    Each step runs in its own `BEGIN IMMEDIATE` transaction with its version bump, so an
    interrupted upgrade resumes at the step it stopped at.

    Raises:
        StoreVersionError: the store's version is newer than this code's.
        sqlite3.Error: a step failed (that step is rolled back).
    """
    old_level = conn.isolation_level
    conn.isolation_level = None  # explicit transactions: DDL must not autocommit midway
    try:
        found: int | None = None
        while True:
            conn.execute("BEGIN IMMEDIATE")
            try:
                if found is None and not conn.execute("SELECT 1 FROM sqlite_master WHERE name='calls'").fetchone():
                    found = 0  # a new file
                version = _stored_version(conn)
                if version is None or version < 2:
                    # the base schema, where missing; never re-run above version 1, where a later
                    # step may have dropped a piece of it (migration 6: an index)
                    for stmt in _SCHEMA_V1:
                        conn.execute(stmt)
                    conn.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', '1')")
                    version = _stored_version(conn) or 1
                found = version if found is None else found
                if version > SCHEMA_VERSION:
                    raise StoreVersionError(
                        f"store schema version {version} is newer than this edgeward's ({SCHEMA_VERSION}); "
                        "upgrade edgeward to read it"
                    )
                step = next((m for m in MIGRATIONS if m.version == version + 1), None)
                if step is None:
                    conn.execute("COMMIT")
                    return found, version
                step.apply(conn)
                conn.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(step.version),))
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
    finally:
        conn.isolation_level = old_level


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
    """What one cloud-bound body the gate judged: the exact bytes sent (decoded UTF-8; empty
    when blocked: nothing left) and the gate's view.

    `spans`: one dict per detection, `{type, score, path, start, end, action}` — types, offsets
    and paths only; a path component that is not a key of the chat-completions format is
    stored as `#<value_hash>` (`edgeward.proxy.privacy.scrub.safe_path`), never as written.
    `reason`: the gate's reason (`masked`, `clean`, `allow_mode`, `blocked: TYPE,…`,
    `detector_error: Exc` …; empty in rows written before schema 2). `vault_hits`: entity type
    → values masked because the session's vault knew them, beyond the detector's spans.
    """

    call_id: str
    session: str
    created: float
    body: str
    action: str
    spans: list[dict[str, Any]] = field(default_factory=list)
    placeholders: int = 0
    reason: str = ""
    vault_hits: dict[str, int] = field(default_factory=dict)


class EgressBody(NamedTuple):
    """The part of an egress row the retro-exposure search reads (`Store.egress_bodies`)."""

    call_id: str
    created: float
    body: str
    action: str


@dataclass
class ExposureRow:
    """A retro-exposure: a value that entered the session's vault at `detected_call` had
    already left the device in clear, first in `first_call`'s egress body.

    Holds no value: its entity type, its vault placeholder and `value_hash` (`Store.value_hash`
    of the value). `clear_calls`: how many earlier egress bodies carried it in clear. `kind`:
    how it was found there (`exact`, `variant`, `digits`, `part`, see
    `edgeward.detectors.known_values`); `start`/`end`: its first occurrence, offsets into
    `first_call`'s egress body. `source`: `retro` (found when the value entered the vault).
    Times are Unix seconds.
    """

    session: str
    placeholder: str
    entity_type: str
    value_hash: str
    first_call: str
    first_created: float
    detected_call: str
    detected_created: float
    clear_calls: int = 1
    kind: str = "exact"
    start: int = 0
    end: int = 0
    source: str = "retro"
    created: float = 0.0


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


_JSON_COLS = {"meta", "decision", "spans", "vault_hits", "messages", "response"}
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


def _columns(cls: type) -> tuple[tuple[str, int], ...]:
    """A row dataclass's columns in order, each with how it is stored: 0 as is, 1 JSON, 2 0/1."""
    return _columns_cached(_ClassKey(cls))


def _insert_sql(table: str, cls: type, replace: bool) -> str:
    # a plain dict first: every call row asks, and the cached function's key (a `_ClassKey`
    # built per call, then hashed with the other arguments) costs more than the lookup (issue 16)
    key = (table, cls, replace)
    sql = _INSERT_SQL.get(key)
    if sql is None:
        sql = _INSERT_SQL[key] = _insert_sql_cached(table, _ClassKey(cls), replace)
    return sql


#: `_insert_sql` by (table, row class, replace): a handful of entries.
_INSERT_SQL: dict[tuple[str, type, bool], str] = {}


class _ClassKey(NamedTuple):
    """A row class as a cache key (mypy does not take a dataclass type itself as Hashable); a
    tuple, built on every write, costs a fraction of a frozen dataclass's `__init__`."""

    cls: type


@functools.cache
def _columns_cached(key: _ClassKey) -> tuple[tuple[str, int], ...]:
    return tuple((f.name, 1 if f.name in _JSON_COLS else 2 if f.name in _BOOL_COLS else 0) for f in fields(key.cls))


@functools.cache
def _insert_sql_cached(table: str, key: _ClassKey, replace: bool) -> str:
    verb = "INSERT OR REPLACE" if replace else "INSERT OR IGNORE"
    cols = _columns_cached(key)
    names = ",".join(f'"{c}"' for c, _ in cols)  # quoted: `end` is an SQL keyword
    return f"{verb} INTO {table} ({names}) VALUES ({','.join('?' * len(cols))})"


class _ValuePlan(NamedTuple):
    """How a row class's column values are read: every attribute at once (one C call), then the
    JSON and 0/1 columns converted by position."""

    get: Callable[[Any], tuple[Any, ...]]
    json_at: tuple[int, ...]
    bool_at: tuple[int, ...]


#: `_ValuePlan` per row class (a plain dict: cheaper to look up than a cached function's key).
_PLANS: dict[type, _ValuePlan] = {}


def _value_plan(cls: type) -> _ValuePlan:
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _new_plan(_ClassKey(cls))
    return plan


def _new_plan(key: _ClassKey) -> _ValuePlan:
    cols = _columns_cached(key)
    if len(cols) < 2:  # attrgetter of one name returns the value, not a 1-tuple
        raise TypeError(f"{key.cls.__name__}: a row class has at least two columns")
    return _ValuePlan(
        operator.attrgetter(*(c for c, _ in cols)),
        tuple(i for i, (_, kind) in enumerate(cols) if kind == 1),
        tuple(i for i, (_, kind) in enumerate(cols) if kind == 2),
    )


def _values(obj: Any) -> list[Any]:
    """`obj`'s column values in `_columns` order, as stored (a call row is written on every
    request's path: one `attrgetter` call instead of a `getattr` per column, issue 16)."""
    plan = _value_plan(type(obj))
    vals = list(plan.get(obj))
    for i in plan.json_at:
        vals[i] = jsonio.dumps_str(vals[i])
    for i in plan.bool_at:
        vals[i] = int(bool(vals[i]))
    return vals


_STOP = object()
#: Asks the writer thread to checkpoint the WAL (the inline connection never does, see `_submit`).
_CHECKPOINT = object()
#: Inline commits between two checkpoints the writer thread is asked for (about 1-2 MB of WAL).
CHECKPOINT_EVERY = 256

#: Milliseconds the writer's checkpoint waits for a reader or writer to finish (`_restart_wal`).
CHECKPOINT_WAIT_MS = 200
#: The writer connection's busy timeout (ms), restored after each checkpoint.
WRITER_BUSY_MS = 30_000

#: Seconds a request waits for its rows to be committed before it answers anyway (logged).
COMMIT_WAIT_S = 30.0


def _restart_wal(conn: sqlite3.Connection) -> None:
    """Checkpoint the WAL and start it over from its beginning (`RESTART`), on the writer thread.

    A `PASSIVE` checkpoint (what this was) only copies the frames committed before it began; under
    steady load the inline commits (`Store._commit_inline`) append more while it runs, so the
    log was never wholly copied, never started over, and grew by every commit (~18 KB a call row:
    120 MB after 6,500 requests), each commit's page lookups slowing with it. `RESTART` holds new
    writers off while it copies; our own writes go to this thread's queue from the moment it is
    asked for until it is done (`Store._checkpoint_queued`: back-to-back inline commits on a loaded
    machine kept it from ever finding the log idle), committed right after. It waits at
    most `CHECKPOINT_WAIT_MS` for a reader or writer in progress; when that is not enough (a
    long read), it copies what it can and the next one tries again."""
    try:
        conn.execute(f"PRAGMA busy_timeout={CHECKPOINT_WAIT_MS}")
        try:
            conn.execute("PRAGMA wal_checkpoint(RESTART)").fetchall()
        finally:
            conn.execute(f"PRAGMA busy_timeout={WRITER_BUSY_MS}")
    except sqlite3.Error:  # busy or locked: the next checkpoint tries again
        pass


def _transaction(conn: sqlite3.Connection, sql: str, rows: list[tuple[Any, ...]]) -> None:
    """`executemany` in one explicit transaction on an autocommit connection (all rows or none).
    Raises sqlite3.Error after rolling back."""
    conn.execute("BEGIN")
    try:
        conn.executemany(sql, rows)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _resolve(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_result(None)


#: Tables holding content, deleted by `purge` (call rows hold metadata only and are kept).
PURGED_TABLES = ("egress", "vault", "responses")


def _filtered(table: str, session: str | None, since: float | None, prefix: str | None) -> tuple[str, list[Any]]:
    """`SELECT * FROM table` filtered by session id, session-id prefix and creation time."""
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
    return f"SELECT * FROM {table}" + (" WHERE " + " AND ".join(where) if where else ""), args


class Store:
    """The sqlite store. Thread-safe; writes are asynchronous (queued), reads synchronous.

    Args:
        path: the database file; its directory is created with mode 0700, the file with 0600.
        writer: start the background writer thread (the proxy does; read-only users need not).

    Attributes:
        schema_found / schema_version: the schema version the file had when opened (0: new),
            and now (after migrations).

    Raises:
        OSError / sqlite3.DatabaseError: the path cannot be created or is not a database.
        StoreVersionError: the file was written by a newer release.
    """

    def __init__(self, path: str | os.PathLike[str], *, writer: bool = True) -> None:
        self.path = Path(path).expanduser()
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not self.path.exists():
            fd = os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600)
            os.close(fd)
        os.chmod(self.path, 0o600)
        conn = self._connect()
        try:
            self.schema_found, self.schema_version = migrate(conn)
            key = conn.execute("SELECT value FROM meta WHERE key='hash_key'").fetchone()
        finally:
            conn.close()
        self._hash_key = bytes.fromhex(key[0])
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
        self._inline: sqlite3.Connection | None = None  # commits while the writer is idle (`_submit`)
        self._inline_commits = 0  # since the last checkpoint request
        # While a checkpoint is queued or running, writes go to the writer thread (after it):
        # our own inline commits would otherwise keep the RESTART from ever finding the log idle
        # (back-to-back commits on a loaded machine kept the WAL growing)
        self._checkpoint_queued = False
        if writer:
            self._inline = self._connect(busy_timeout_s=0.0)
            self._inline.execute("PRAGMA wal_autocheckpoint=0")  # checkpoints (fsync) stay on the writer
            # autocommit: one statement is one transaction, without the BEGIN and COMMIT statements
            # the sqlite3 module adds around it (~7 us of a call row's ~55 us here); `_commit_now`
            # opens its own transaction for several rows
            self._inline.isolation_level = None
            self._thread = threading.Thread(target=self._writer, name="edgeward-store", daemon=True)
            self._thread.start()

    # -- connections -------------------------------------------------------------------------
    def _connect(self, busy_timeout_s: float = 30.0) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=busy_timeout_s, check_same_thread=False)
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
        conn = self._connect(busy_timeout_s=WRITER_BUSY_MS / 1000)
        while True:
            item = self._q.get()
            batch = [item]
            while True:  # drain what is queued into one transaction
                try:
                    batch.append(self._q.get_nowait())
                except queue.Empty:
                    break
            stop = any(b is _STOP for b in batch)
            checkpoint = any(b is _CHECKPOINT for b in batch)
            ops = [b for b in batch if b is not _STOP and b is not _CHECKPOINT]
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
            if checkpoint:
                _restart_wal(conn)
                with self._flushed:
                    self._checkpoint_queued = False
            if stop:
                conn.close()
                return

    def _submit(self, sql: str, args: Iterable[Any], *, inline: bool = True) -> None:
        """Queue one write (`inline`: committed at once when the writer is idle, `_commit_inline`)."""
        if self._thread is None:  # synchronous mode (CLI tools)
            conn = self._reader()
            with conn:
                conn.execute(sql, tuple(args))
            return
        op = (sql, tuple(args))
        with self._flushed:
            self._submitted += 1
            if inline and self._pending == 0 and not self._checkpoint_queued and self._commit_inline(op):
                self._done += 1  # every earlier write was done: no waiter is behind this one
                return
            self._pending += 1
            self._q.put(op)  # under the lock: queue order is number order

    def _commit_inline(self, op: tuple[str, tuple[Any, ...]]) -> bool:
        """Commit `op` on the calling thread, under `_flushed` while the writer is idle: one WAL
        append without fsync (`synchronous=NORMAL`), which costs the event loop less than a round
        trip to the writer thread and back. Never waits: busy timeout 0 (another process writing
        sends the row to the writer thread, whose timeout is 30 s) and no checkpoint on this
        connection (the writer thread checkpoints every `CHECKPOINT_EVERY` inline commits).
        Returns False (queue it) on any sqlite error, which the writer then handles as usual."""
        if self._inline is None:
            return False
        try:
            self._inline.execute(*op)  # autocommit: committed (or rolled back) when it returns
        except Exception:  # noqa: BLE001 - sqlite errors, an unbindable value: the writer's rules apply
            return False
        self._count_inline()
        return True

    def _count_inline(self) -> None:
        """One more commit on the inline connection: every `CHECKPOINT_EVERY`, the writer
        thread is asked to checkpoint (under `_flushed`)."""
        self._inline_commits += 1
        if self._inline_commits >= CHECKPOINT_EVERY:
            self._inline_commits = 0
            self._checkpoint_queued = True
            self._q.put(_CHECKPOINT)

    async def committed(self, timeout: float = COMMIT_WAIT_S) -> None:
        """Wait until every write queued so far is committed (the writer commits in batches, so
        concurrent requests share one transaction). Returns at once when nothing is pending.
        After `timeout` seconds (a stuck disk) it logs and returns rather than hang a client."""
        if self._thread is None:
            return
        # Read without the lock, in this order: every write queued before this call is at or
        # below `_submitted`, and `_done` only grows, so `_done >= target` read after it means
        # all of them are committed (the common case: the row went in inline). Issue 16.
        target = self._submitted
        if self._done >= target:
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
        """Block until every write queued before the call is committed; returns False on
        timeout. Writes queued meanwhile are not waited for: under steady load the queue is
        rarely empty, and waiting for that starved the retro-exposure search (up to 0.3 s)."""
        deadline = time.monotonic() + timeout
        with self._flushed:
            target = self._submitted
            while self._done < target:
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
        if self._inline is not None:
            with self._flushed:
                self._inline.close()
                self._inline = None
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def _insert(self, table: str, obj: Any, *, replace: bool = False, inline: bool = True) -> None:
        self._submit(_insert_sql(table, type(obj), replace), _values(obj), inline=inline)

    def record_call(self, row: CallRow) -> None:
        """Queue one call row."""
        self._insert("calls", row, replace=True)

    def record_egress(self, row: EgressRow) -> None:
        """Queue one egress row (the exact body sent to the cloud). Always through the writer
        thread: it is written before the upstream call, which it commits during."""
        self._insert("egress", row, replace=True, inline=False)

    def record_exposure(self, row: ExposureRow) -> None:
        """Queue one retro-exposure row (the first one of a session's value wins)."""
        self._insert("exposures", row)

    def value_hash(self, value: str) -> str:
        """A keyed hash of `value` (HMAC-SHA256 with this store's secret, 24 hex digits): equal
        values hash equally within one store, and a hash copied out of it cannot be checked
        against guessed values without the store."""
        return hmac.new(self._hash_key, value.encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()[:24]

    def record_other_host(self, row: OtherHostRow) -> None:
        """Queue one `other_hosts` row (intercept)."""
        self._insert("other_hosts", row)

    def upsert_session(self, row: SessionRow) -> None:
        """Create a session, or fill its empty fields (policy/arm are fixed once set); `row.meta`
        is merged into the stored meta (a registered session keeps its other keys; the keys of
        `row.meta`, e.g. the proxy's `egress`, take the new value)."""
        cols, vals = [c for c, _ in _columns(type(row))], _values(row)
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
        self.vault_add_many([row])

    def vault_add_many(self, rows: Sequence[VaultRow]) -> None:
        """Persist several placeholders synchronously in one transaction (all or none).

        Committed when it returns, like every write (WAL, `synchronous=NORMAL`). The gate calls
        it on the event loop before a masked body leaves, so it must not sleep there: while the
        writer thread holds sqlite's write lock it retries after 0.1-2 ms (`_commit_now`)
        instead of sqlite's busy handler, whose sleeps grow to 100 ms (issue 16: up to 27 ms
        of a stalled event loop under 16 concurrent masked requests)."""
        self._commit_now(
            "INSERT OR IGNORE INTO vault VALUES (?,?,?,?,?,?)",
            [(r.session, r.placeholder, r.value, r.entity_type, int(r.reversible), r.created) for r in rows],
        )

    def _commit_now(self, sql: str, rows: list[tuple[Any, ...]], timeout: float = 30.0) -> None:
        """Commit `rows` in one transaction before returning, on the inline connection (busy
        timeout 0) under `_flushed`, retrying with a short, growing sleep while another writer
        holds the lock. Raises sqlite3.Error (after `timeout` seconds of a held lock too)."""
        if self._inline is None:  # no writer thread: nothing of ours competes for the lock
            conn = self._reader()
            with conn:
                conn.executemany(sql, rows)
            return
        deadline = time.monotonic() + timeout
        pause = 0.0001
        while True:
            with self._flushed:
                if self._inline is None:
                    raise sqlite3.ProgrammingError("the store is closed")
                try:
                    _transaction(self._inline, sql, rows)
                except sqlite3.OperationalError as e:
                    if "locked" not in str(e) and "busy" not in str(e):
                        raise
                    if time.monotonic() + pause > deadline:
                        raise
                else:
                    self._count_inline()
                    return
            time.sleep(pause)
            pause = min(pause * 2, 0.002)

    def put_response(self, row: StoredResponse) -> None:
        """Persist one stored response synchronously (a continuation may follow at once)."""
        cols, vals = [c for c, _ in _columns(type(row))], _values(row)
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
        q, args = _filtered("calls", session, since, prefix)
        return [_row_to(CallRow, r) for r in self._reader().execute(q + " ORDER BY created, rowid", args)]

    def call_times(self, ids: Iterable[str]) -> dict[str, float]:
        """Call id -> the time its call row was written (`CallRow.created`), for the given ids
        that have a row."""
        want = list(dict.fromkeys(ids))
        out: dict[str, float] = {}
        for i in range(0, len(want), 500):  # sqlite's bound-parameter limit
            chunk = want[i : i + 500]
            q = f"SELECT id, created FROM calls WHERE id IN ({','.join('?' * len(chunk))})"
            out.update((cid, float(t)) for cid, t in self._reader().execute(q, chunk))
        return out

    def egress(
        self, session: str | None = None, *, since: float | None = None, prefix: str | None = None
    ) -> list[EgressRow]:
        """Egress rows in creation order (same filters as `calls`)."""
        q, args = _filtered("egress", session, since, prefix)
        return [_row_to(EgressRow, r) for r in self._reader().execute(q + " ORDER BY created, rowid", args)]

    def egress_bodies(self, session: str) -> list[EgressBody]:
        """A session's egress rows in creation order, as `EgressBody` (call id, time, body,
        action): what the retro-exposure search reads on every search, without the columns it
        does not use and without building row objects (a long session has thousands)."""
        cur = self._reader().cursor()
        cur.row_factory = None  # plain tuples: sqlite3.Row costs ~3x here
        rows = cur.execute(
            "SELECT call_id, created, body, action FROM egress WHERE session=? ORDER BY created, rowid", (session,)
        )
        return [EgressBody(c, t, b or "", a) for c, t, b, a in rows]

    def exposures(
        self, session: str | None = None, *, since: float | None = None, prefix: str | None = None
    ) -> list[ExposureRow]:
        """Retro-exposure rows in the order they were found (same filters as `calls`; `since`
        applies to the time the exposure was found)."""
        q, args = _filtered("exposures", session, since, prefix)
        return [_row_to(ExposureRow, r) for r in self._reader().execute(q + " ORDER BY created, rowid", args)]

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
