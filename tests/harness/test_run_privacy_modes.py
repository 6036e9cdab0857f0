"""A run's folders and JSON files are private (0700 / 0600): transcripts, units and grades hold
task values in clear (newuser19: `transcript.json` was 0644 in a 0755 tree)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from edgeward.harness.rundir import private_dir, write_json


def _mode(p: Path) -> int:
    return stat.S_IMODE(os.stat(p).st_mode)


def test_write_json_creates_and_rewrites_files_0600(tmp_path: Path) -> None:
    p = tmp_path / "transcript.json"
    write_json(p, [{"content": "27 Juniper Hollow Rd"}])
    assert _mode(p) == 0o600
    p.chmod(0o644)  # an older run's file
    write_json(p, {"x": 1})
    assert _mode(p) == 0o600
    assert p.read_text(encoding="utf-8").strip().startswith("{")


def test_private_dir_is_0700_even_under_a_permissive_umask(tmp_path: Path) -> None:
    old = os.umask(0o000)
    try:
        d = private_dir(tmp_path / "trials" / "arm" / "task" / "0")
    finally:
        os.umask(old)
    assert _mode(d) == 0o700
    (d / "workspace-x").mkdir()
    assert private_dir(d) == d and _mode(d) == 0o700
