"""The embedded llama.cpp server dies with the process that started it, even on SIGKILL."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

pytestmark = pytest.mark.realmodel

_STARTER = textwrap.dedent(
    """
    import asyncio
    from edgeward.proxy.upstreams.embedded import EmbeddedServer

    async def main():
        s = EmbeddedServer(n_ctx=512, threads=1)
        await s.start(timeout_s=300)
        print(s.proc.pid, flush=True)
        await asyncio.sleep(600)

    asyncio.run(main())
    """
)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux-only")
def test_model_server_exits_when_its_proxy_is_killed():
    starter = subprocess.Popen([sys.executable, "-c", _STARTER], stdout=subprocess.PIPE, text=True)
    try:
        line = starter.stdout.readline() if starter.stdout else ""
        child = int(line.split()[0])
        assert _alive(child)
        starter.send_signal(signal.SIGKILL)  # no cleanup code runs in the proxy
        starter.wait(10)
        deadline = time.monotonic() + 15
        while _alive(child) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not _alive(child), "the model server outlived the process that started it"
    finally:
        if starter.poll() is None:
            starter.kill()
