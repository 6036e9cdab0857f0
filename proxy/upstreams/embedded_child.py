"""Entry point of the embedded llama.cpp server child: `python -m edgeward.proxy.upstreams.embedded_child
PARENT_PID ARGS…` runs `llama_cpp.server` with ARGS, after asking Linux to send it SIGTERM when
the process that started it dies (prctl PR_SET_PDEATHSIG). A proxy that crashes or is killed
with SIGKILL then leaves no ~800 MB model server behind. Elsewhere (no prctl) it simply runs the
server; `EmbeddedServer.stop` still ends it on a normal exit.
"""

from __future__ import annotations

import ctypes
import os
import runpy
import signal
import sys

_PR_SET_PDEATHSIG = 1


def _die_with_parent(parent_pid: int) -> None:
    """SIGTERM this process when its parent exits; exit now if the parent is already gone."""
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        except (OSError, AttributeError):  # no prctl in this libc: rely on EmbeddedServer.stop
            return
    if os.getppid() != parent_pid:  # the parent died before prctl took effect
        sys.exit(0)


def main() -> None:
    """Run llama-cpp-python's server with the arguments after PARENT_PID."""
    _die_with_parent(int(sys.argv[1]))
    sys.argv = ["llama_cpp.server", *sys.argv[2:]]
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
