"""`edgeward run`'s trial lines when stdout is not a terminal: each exactly once, verbatim.

The benchmark's progress display runs in a subprocess whose stdout is a pipe (with
`FORCE_COLOR=1`, which makes rich treat a pipe as a terminal and redraw lines with cursor
codes); a scripted runner finishes trials in an interleaved order, one with an error that
looks like rich markup.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: A stand-in for `harness.run.Runner` (the attributes `_run_with_progress` reads) driven
#: through `harness.benchmark._run_with_progress`; argv: out dir, number of tasks, done.
SCRIPT = """
import asyncio, sys
from pathlib import Path
from types import SimpleNamespace
from edgeward.harness.benchmark import _run_with_progress
from edgeward.harness.types import TrialResult

out, n, done = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
arms = ["cloud-only", "edge-only+mask"]
todo = [(a, SimpleNamespace(id=f"task-{i:02d}"), 0) for i in range(n) for a in arms][done:]

class FakeRunner:
    def __init__(self):
        self.opts = SimpleNamespace(out=out, repeat=1, arms=arms)
        self.progress = None

    def pending(self):
        return todo

    async def run(self):
        async def one(j, arm, t, k):
            await asyncio.sleep(0.001 * ((j * 7) % 5))  # finish out of order
            err = "grader failed: [/tmp/ws] [bold]x" if j == 3 else None
            r = TrialResult("r", arm, t.id, "c", k, "s", None if err else 1.0, err, 1, 0.1, "")
            self.progress(arm, t.id, k, r)
            return r
        return list(await asyncio.gather(*(one(j, a, t, k) for j, (a, t, k) in enumerate(todo))))

results = _run_with_progress(FakeRunner(), n, False)
print(f"returned {len(results)}", file=sys.stderr)
"""


def _run(tmp_path: Path, n: int, done: int) -> tuple[list[str], str]:
    r = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path), str(n), str(done)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        env={**os.environ, "FORCE_COLOR": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines(), r.stderr


def test_every_trial_line_appears_exactly_once_in_a_pipe(tmp_path: Path) -> None:
    lines, err = _run(tmp_path, 12, 0)
    assert "returned 24" in err
    trial_lines = [ln for ln in lines if " trial 0  score " in ln]
    expected = {f"{a:<22} task-{i:02d}" for i in range(12) for a in ("cloud-only", "edge-only+mask")}
    assert sorted(ln[:30] for ln in trial_lines) == sorted(expected)  # each once, none lost
    assert "\x1b" not in "".join(lines)  # no cursor or colour codes in a pipe
    errored = [ln for ln in trial_lines if "score err" in ln]
    assert len(errored) == 1 and errored[0].endswith("(grader failed: [/tmp/ws] [bold]x)")  # verbatim
    assert lines[-1].startswith("all arms") and "24/24 trials" in lines[-1]


def test_a_resumed_run_says_so_once_and_counts_the_earlier_trials(tmp_path: Path) -> None:
    lines, _ = _run(tmp_path, 3, 2)
    assert [ln for ln in lines if ln.startswith("resuming")] == [
        f"resuming {tmp_path}: 2 of 6 trial(s) already finished there; skipping them "
        "(start over with --fresh, or another --out)"
    ]
    assert len([ln for ln in lines if " trial 0  score " in ln]) == 4
    assert "6/6 trials" in lines[-1]
