"""A run directory: what `edgeward run` writes and `edgeward report` reads.

    runs/X/
      edgeward.db                      the proxy's store for this run (calls, egress, vault)
      arms.json                        each arm's setup as the proxy resolved it (`ArmSetup`)
      units/<task>.json                the tasks' sensitive units (reports work without the suite)
      trials/<arm>/<task>/<trial>/     transcript.json, grade.json, service_audit.json,
                                       result.json (`TrialResult`; its presence = finished)

Reading goes through the store's read API; nothing here writes to the store.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import asdict
from pathlib import Path
from typing import Any

from edgeward.detectors.exposure import SensitiveUnit
from edgeward.harness.metric_models import TrialRecord
from edgeward.harness.taskfile import Task
from edgeward.harness.types import ArmSetup, RunError, TrialResult
from edgeward.proxy.store import Store

RESULT_FILE = "result.json"
ARMS_FILE = "arms.json"
#: What a run writes into its directory (`clear_run` removes these and nothing else).
RUN_FILES = (
    "edgeward.db",
    "edgeward.db-wal",
    "edgeward.db-shm",
    ARMS_FILE,
    "embedded.log",
    "report.md",
    "report.html",
    "report.json",
)
RUN_DIRS = ("trials", "units")


def clear_run(run_dir: Path) -> int:
    """Delete an earlier run's files in `run_dir` (store, results, report; `RUN_FILES`,
    `RUN_DIRS`), leaving anything else there alone; returns how many entries were removed."""
    n = 0
    for name in RUN_FILES:
        p = run_dir / name
        if p.is_file() or p.is_symlink():
            p.unlink()
            n += 1
    for name in RUN_DIRS:
        p = run_dir / name
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p)
            n += 1
    return n


def write_json(path: Path, obj: Any) -> None:
    """Write `obj` as indented UTF-8 JSON (values JSON cannot hold as their `str`), mode 0600:
    a run's files hold task values in clear (transcripts, units, grades)."""
    text = json.dumps(obj, ensure_ascii=False, indent=1, default=str)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.chmod(path, 0o600)  # an existing file keeps its mode through O_CREAT
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


def private_dir(path: Path) -> Path:
    """Create `path` (and missing parents) and make it 0700: what a trial leaves there (its
    workspace copy, transcript, trace) holds task values in clear. Returns `path`."""
    path.mkdir(parents=True, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def load_results(run_dir: Path) -> list[TrialResult]:
    """Every `result.json` under a run directory, in a stable order."""
    out = []
    for p in sorted((run_dir / "trials").glob(f"*/*/*/{RESULT_FILE}")):
        try:
            out.append(TrialResult(**json.loads(p.read_text(encoding="utf-8"))))
        except (ValueError, TypeError) as e:
            raise RunError(f"{p}: unreadable trial result ({e})") from None
    return out


def trial_records(run_dir: Path, tasks_by_id: dict[str, Task] | None = None) -> list[TrialRecord]:
    """Build `TrialRecord`s for a finished run from its trial results and its store (calls and
    egress by session, through the store's read API). Raises RunError for an unreadable run."""
    db = run_dir / "edgeward.db"
    if not db.is_file():
        raise RunError(f"{run_dir}: no edgeward.db (is this a run directory?)")
    store = Store(db, writer=False)
    try:
        calls_by, egress_by, exposures_by = (
            _group(store.calls(prefix=f"{run_dir.name}:")),
            _group(store.egress(prefix=f"{run_dir.name}:")),
            _group(store.exposures(prefix=f"{run_dir.name}:")),
        )
        records = []
        for r in load_results(run_dir):
            t = (tasks_by_id or {}).get(r.task_id)
            units = t.sensitive_units() if t is not None else _units_from_meta(run_dir, r)
            records.append(
                TrialRecord(
                    run=r.run,
                    arm=r.arm,
                    task_id=r.task_id,
                    category=r.category,
                    trial=r.trial,
                    score=r.score,
                    error=r.error,
                    units=units,
                    accessed_unit_ids=set(r.accessed_unit_ids) if r.accessed_unit_ids is not None else None,
                    calls=_since(calls_by.get(r.session, []), r.started),
                    egress=_since(egress_by.get(r.session, []), r.started),
                    wall_s=r.wall_s,
                    exposures=[
                        x
                        for x in exposures_by.get(r.session, [])
                        if r.started is None or x.detected_created >= r.started
                    ],
                )
            )
        return records
    finally:
        store.close()


def _group(rows: list[Any]) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for r in rows:
        out.setdefault(r.session, []).append(r)
    return out


def _since(rows: list[Any], started: float | None) -> list[Any]:
    """Rows of this attempt of the trial: a rerun (resume) reuses the session id, so calls and
    egress of an interrupted earlier attempt must not count."""
    return rows if started is None else [r for r in rows if r.created >= started]


def _units_from_meta(run_dir: Path, r: TrialResult) -> list[SensitiveUnit]:
    p = run_dir / "units" / f"{r.task_id}.json"
    if not p.is_file():
        return []
    return [SensitiveUnit(**u) for u in json.loads(p.read_text(encoding="utf-8"))]


def save_arms(run_dir: Path, arms: list[ArmSetup]) -> None:
    """Write ``arms.json`` (arms of earlier invocations of a resumed run are kept)."""
    known = {a.arm: a for a in load_arms(run_dir)}
    known.update({a.arm: a for a in arms})
    write_json(run_dir / ARMS_FILE, [asdict(a) for a in known.values()])


def load_arms(run_dir: Path) -> list[ArmSetup]:
    """The arms recorded in ``run_dir/arms.json``; [] when absent or unreadable (older runs)."""
    try:
        rows = json.loads((run_dir / ARMS_FILE).read_text(encoding="utf-8"))
        return [ArmSetup(**r) for r in rows]
    except (OSError, ValueError, TypeError):
        return []


def save_units(run_dir: Path, tasks: list[Task]) -> None:
    """Copy each task's units into the run (so `edgeward report` works without the suite)."""
    d = private_dir(run_dir / "units")
    for t in tasks:
        units = t.sensitive_units()
        write_json(
            d / f"{t.id}.json",
            [{"entity_id": u.entity_id, "field": u.field, "value": u.value, "weight": u.weight} for u in units],
        )
