"""CPU cost of a slice of the demo (issue 18 item 4): user+sys CPU-seconds of this process and its
children (the embedded llama.cpp server, scan workers), and wall time.

    .venv/bin/python benchmarks/demo_cpu/run.py OUT TASK ARM [ARM ...]
    OMP_WAIT_POLICY=ACTIVE .venv/bin/python benchmarks/demo_cpu/run.py ...   # the old llama.cpp waiting

The slice is `edgeward demo`'s own `BenchmarkConfig` (same limits, stand-in, arms' settings) cut to
one task and the named arms, started fresh in OUT. Wall time on a shared machine says little;
compare CPU-seconds of A and B run at the same time on the same slice.
"""

from __future__ import annotations

import dataclasses
import resource
import sys
import time
from pathlib import Path

from edgeward.config import load_config
from edgeward.harness.benchmark import run_benchmark
from edgeward.harness.demo import demo_benchmark


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__)
        return 2
    out, task, arms = Path(argv[0]), argv[1], argv[2:]
    cfg, _ = load_config(None)
    bench = dataclasses.replace(demo_benchmark(cfg, out, fresh=True), tasks=[task], arms=arms)
    t0 = time.monotonic()
    result = run_benchmark(bench)
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime
    print(
        f"slice {task} x {','.join(arms)}: {cpu:.1f} CPU-s (user+sys, children included), {time.monotonic() - t0:.0f} s wall"
    )
    for series in result.report.routers if result.report else []:
        print(f"  {series.arm}: routes {[p.route for p in series.points]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
