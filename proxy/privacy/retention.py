"""Retention of what the egress log and the vault hold (`privacy.retention`, `edgeward purge`).

The egress log keeps the exact bytes each cloud call carried (in `allow` mode: raw values) and
the vault maps placeholders back to values. Both are deleted here:

- `purge(store, session=, older_than=)`: the rows of one session and/or older than a duration;
  returns a `PurgeResult` (rows deleted per table and per session). Used by `edgeward purge`.
- `purge_expired(store, retention_seconds)`: everything older than the retention period.
- `retention_task(privacy, store, forget)`: an async context manager that runs `purge_expired`
  when the proxy starts and then every hour while it runs (`privacy.retention` unset: does
  nothing).

Call rows (tokens, latency, cost, decisions: no content) are kept. Age is each row's own
`created` time: a vault entry older than the retention period is deleted even when its session
is still active; the running proxy then forgets that session's cached vault, so later requests
get fresh placeholders for those values (the reply to a request that still carries an old
placeholder cannot be restored).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.store import Store

__all__ = ["PurgeResult", "purge", "purge_expired", "retention_task", "RETENTION_INTERVAL_S"]

log = logging.getLogger("edgeward.retention")

#: How often the proxy re-runs the retention purge while it runs.
RETENTION_INTERVAL_S = 3600.0


@dataclass
class PurgeResult:
    """What a purge deleted.

    Attributes:
        egress: egress rows (bodies) deleted.
        vault: vault entries deleted.
        responses: stored Responses API answers deleted (`POST /v1/responses` with storing).
        sessions: per session id, `{"egress": n, "vault": n, "responses": n}` (sessions with nothing deleted
            are absent).
        cutoff: rows created before this Unix time were selected (None: no age filter).
        session: the session filter (None: every session).
    """

    egress: int = 0
    vault: int = 0
    responses: int = 0
    sessions: dict[str, dict[str, int]] = field(default_factory=dict)
    cutoff: float | None = None
    session: str | None = None

    @property
    def counts(self) -> dict[str, int]:
        """`{"egress": n, "vault": n, "responses": n}`."""
        return {"egress": self.egress, "vault": self.vault, "responses": self.responses}

    @property
    def total(self) -> int:
        """Rows deleted over every table."""
        return self.egress + self.vault + self.responses

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready view."""
        return {
            "egress": self.egress,
            "vault": self.vault,
            "responses": self.responses,
            "sessions": self.sessions,
            "cutoff": self.cutoff,
            "session": self.session,
        }


def purge(
    store: Store, *, session: str | None = None, older_than: float | None = None, now: float | None = None
) -> PurgeResult:
    """Delete egress bodies and vault entries of `session` and/or older than `older_than` seconds.

    With neither filter, everything is deleted (the CLI asks for confirmation first).

    Args:
        store: the recorder store.
        session: only this session id.
        older_than: only rows created more than this many seconds before `now`.
        now: the reference time (default: the current time); tests pass it.

    Returns:
        A `PurgeResult`; its per-session breakdown is read just before deleting, the totals
        are what the delete removed.

    Raises:
        ValueError: `older_than` is negative.
        sqlite3.Error: the store cannot be written.
    """
    if older_than is not None and older_than < 0:
        raise ValueError("older_than must not be negative")
    cutoff = None if older_than is None else (time.time() if now is None else now) - older_than
    preview = store.purge_preview(session=session, before=cutoff)
    counts = store.purge(session=session, before=cutoff)
    per: dict[str, dict[str, int]] = {}
    for table, by in preview.items():
        for sid, n in by.items():
            per.setdefault(sid, {"egress": 0, "vault": 0, "responses": 0})[table] = n
    return PurgeResult(
        counts.get("egress", 0),
        counts.get("vault", 0),
        counts.get("responses", 0),
        dict(sorted(per.items())),
        cutoff,
        session,
    )


def purge_expired(store: Store, retention_seconds: float, *, now: float | None = None) -> PurgeResult:
    """Delete every egress body and vault entry created more than `retention_seconds` ago.

    Used by the proxy's retention task and by `edgeward purge --older-than/--expired`.

    Returns:
        A `PurgeResult` (`.counts` is `{"egress": n, "vault": n}`).

    Raises:
        ValueError: `retention_seconds` is not positive.
    """
    if not retention_seconds or retention_seconds <= 0:
        raise ValueError("retention_seconds must be positive")
    return purge(store, older_than=float(retention_seconds), now=now)


@contextlib.asynccontextmanager
async def retention_task(
    privacy: PrivacyConfig,
    store: Store,
    forget: Callable[[list[str]], None],
    *,
    interval_s: float = RETENTION_INTERVAL_S,
) -> AsyncIterator[None]:
    """Enforce `privacy.retention` while a proxy runs (`async with`; nothing to do when unset).

    On entry it purges expired rows once (before the app serves; a failure is logged, not
    raised), then a background task repeats the purge every `interval_s` seconds until the
    block exits. Purges run in a worker thread. After each purge `forget(session_ids)` drops
    the cached vaults of the sessions that lost vault entries, so the process forgets them too.

    Args:
        privacy: the proxy's privacy config (`retention_seconds`).
        store: the recorder store.
        forget: drops cached vaults (`GateProvider.forget_sessions`).
        interval_s: seconds between purges.
    """
    seconds = privacy.retention_seconds
    if not seconds:
        yield
        return

    async def once() -> None:
        try:
            res = await asyncio.to_thread(purge_expired, store, seconds)
        except Exception as e:  # noqa: BLE001 - retention must not take the proxy down
            log.error("retention purge failed (%s: %s)", type(e).__name__, e)
            return
        if res.total:
            log.info(
                "retention purge (older than %s): %d egress bodies, %d vault entries, %d sessions",
                privacy.retention,
                res.egress,
                res.vault,
                len(res.sessions),
            )
        gone = [s for s, c in res.sessions.items() if c.get("vault")]
        if gone:
            try:
                forget(gone)
            except Exception as e:  # noqa: BLE001 - a stale cache must not stop the purges
                log.warning("retention: could not drop cached vaults (%s)", type(e).__name__)

    async def loop() -> None:
        while True:
            await asyncio.sleep(interval_s)
            await once()

    await once()
    task = asyncio.get_running_loop().create_task(loop(), name="edgeward-retention")
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
