"""Spend so far, for the spend caps (`budget:` in a policy's params, `PolicyContext.spent_usd`).

USD of every recorded call row (steps and auxiliary calls, cloud and edge) per session and for
the whole proxy per UTC day. Rows recorded before this process knew a session, or before it
started (a restart), are read once from the store; everything after is added as it is recorded.
"""

from __future__ import annotations

import time

from edgeward.proxy.store import Store


class SpendLedger:
    """USD per session and per UTC day.

    Args:
        store: the recorder's store (rows from before this process are read from it once).
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self.started = time.time()
        self._day: tuple[int, float] = (-1, 0.0)  # (UTC day, USD) recorded by this process
        self._day_prior: tuple[int, float] = (-1, 0.0)  # (UTC day, USD) recorded before it started
        self._sessions: dict[str, tuple[float, float | None, float]] = {}  # id → (USD, prior or None, opened)

    def open(self, session: str) -> None:
        """Start counting `session` now (its earlier rows are read lazily, once)."""
        self._sessions.setdefault(session, (0.0, None, time.time()))

    def add(self, session: str, usd: float, created: float) -> None:
        """Count one recorded call of `usd` dollars created at Unix time `created`."""
        if not usd:
            return
        spent, prior, opened = self._sessions.get(session, (0.0, None, created))
        self._sessions[session] = (spent + usd, prior, opened)
        day = int(created // 86400)
        self._day = (day, (self._day[1] if self._day[0] == day else 0.0) + usd)

    def session(self, session: str) -> float:
        """USD recorded for `session`, rows from before this process opened it included."""
        spent, prior, opened = self._sessions.get(session, (0.0, None, time.time()))
        if prior is None:
            prior = sum(r.usd for r in self.store.calls(session) if r.created < opened)
            self._sessions[session] = (spent, prior, opened)
        return prior + spent

    def today(self) -> float:
        """USD recorded by the whole proxy since 00:00 UTC, before this process started included."""
        day = int(time.time() // 86400)
        if self._day_prior[0] != day:
            start = day * 86400.0
            self._day_prior = (
                day,
                sum(r.usd for r in self.store.calls(since=start) if r.created < self.started)
                if self.started > start
                else 0.0,
            )
        return self._day_prior[1] + (self._day[1] if self._day[0] == day else 0.0)

    def forget(self, session: str) -> None:
        """Drop a session's counters (it left the session table); re-read from the store if it returns."""
        self._sessions.pop(session, None)
