"""Run agent shell commands inside a trial workspace: scrubbed env, time limit, bubblewrap.

- Environment: built from an allow-list (PATH, locale, TZ, TERM, pyenv vars) plus the caller's
  extras (e.g. ``EDGEWARD_SERVICE_MAIL_URL``), then scrubbed: no ``*_KEY``, ``*_TOKEN``,
  ``*_SECRET``, ``*PASSWORD*``, ``OPENAI_*``, ``ANTHROPIC_*`` … variable ever reaches a command.
  ``HOME`` is a private per-sandbox directory; git author/committer identity is preset.
- Isolation: when ``bwrap --ro-bind / / true`` works (probed once per process, cached) each
  command runs as ``bwrap --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --bind <ws> <ws>
  --bind <home> <home> --chdir <ws> --unshare-pid --unshare-ipc --unshare-uts --die-with-parent
  --new-session bash -c <command>``: the filesystem is read-only except the workspace, the
  private home and a fresh /tmp. The network is shared so the mock services on 127.0.0.1
  stay reachable. Otherwise commands run directly (cwd = workspace) after one clear warning.
  ``EDGEWARD_SANDBOX=none`` forces direct execution, ``=bwrap`` makes a missing bwrap an error.
- Time limit: the whole process group is killed when it expires.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger("edgeward.harness.sandbox")

_PASSTHROUGH = (
    "PATH",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_CTYPE",
    "TZ",
    "TERM",
    "PYENV_ROOT",
    "PYENV_VERSION",
    "SHELL",
    "USER",
    "LOGNAME",
)
_SECRET_NAME = re.compile(
    r"(_KEY|_KEYS|_TOKEN|_TOKENS|_SECRET|_SECRETS|PASSWORD|PASSWD|_PASS|CREDENTIALS?|_AUTH)$"
    r"|^(OPENAI_|ANTHROPIC_|AZURE_|AWS_|GOOGLE_|GEMINI_|HF_|HUGGING|OPENROUTER_|LITELLM_|"
    r"GITHUB_|GH_|COHERE_|MISTRAL_|GROQ_|DEEPSEEK_|DASHSCOPE_|EDGEWARD_API|JUDGE_)",
    re.IGNORECASE,
)


class SandboxUnavailable(RuntimeError):
    """``EDGEWARD_SANDBOX=bwrap`` was set but bubblewrap does not work here."""


@dataclass(frozen=True)
class CommandResult:
    """Outcome of one command. ``output`` is stdout+stderr interleaved, cut to ``max_output``
    characters (a note says how much was dropped); ``exit_code`` is -9 after a timeout."""

    exit_code: int
    output: str
    timed_out: bool
    sandboxed: bool
    wall_s: float


def is_secret_name(name: str) -> bool:
    """True for env var names that look like credentials (``*_KEY``, ``OPENAI_*``, …)."""
    return bool(_SECRET_NAME.search(name))


def scrub_env(env: Mapping[str, str]) -> dict[str, str]:
    """Copy of ``env`` without credential-looking variables (see :func:`is_secret_name`)."""
    return {k: v for k, v in env.items() if not is_secret_name(k)}


_BWRAP_OK: bool | None = None
_WARNED = False


def bwrap_available() -> bool:
    """Whether ``bwrap --ro-bind / / true`` succeeds here (probed once, then cached)."""
    global _BWRAP_OK
    if _BWRAP_OK is None:
        exe = shutil.which("bwrap")
        ok = False
        if exe:
            try:
                ok = (
                    subprocess.run(
                        [exe, "--ro-bind", "/", "/", "true"],
                        capture_output=True,
                        timeout=10,
                    ).returncode
                    == 0
                )
            except (OSError, subprocess.SubprocessError):
                ok = False
        _BWRAP_OK = ok
    return _BWRAP_OK


def _use_bwrap() -> bool:
    global _WARNED
    mode = os.environ.get("EDGEWARD_SANDBOX", "auto").strip().lower()
    if mode in ("none", "off", "0", "direct"):  # chosen: no warning
        return False
    if bwrap_available():
        return True
    if mode == "bwrap":
        raise SandboxUnavailable("EDGEWARD_SANDBOX=bwrap but `bwrap --ro-bind / / true` fails")
    if not _WARNED:
        _WARNED = True
        log.warning(
            "bubblewrap is not available (`bwrap --ro-bind / / true` failed), so the shell commands "
            "the agent runs in a task workspace are not isolated from the rest of the filesystem (the "
            "environment is still scrubbed of credentials and a time limit applies). Install Debian's "
            "`bubblewrap` to isolate them, or set EDGEWARD_SANDBOX=none to run them directly without "
            "this warning (harness/README.md §3)."
        )
    return False


class Sandbox:
    """Runs commands for one trial workspace. Owns a private ``HOME`` (created lazily,
    removed by :meth:`close`). ``extra_env`` is added to every command (then scrubbed)."""

    def __init__(self, workspace: Path, extra_env: Mapping[str, str] | None = None) -> None:
        self.workspace = Path(workspace).resolve()
        self.extra_env = dict(extra_env or {})
        self._home: Path | None = None

    @property
    def home(self) -> Path:
        if self._home is None:
            self._home = Path(tempfile.mkdtemp(prefix="edgeward-home-"))
        return self._home

    def env(self) -> dict[str, str]:
        """The environment a command sees."""
        env = {k: os.environ[k] for k in _PASSTHROUGH if k in os.environ}
        if "PYENV_ROOT" not in env and Path.home().joinpath(".pyenv").is_dir():
            env["PYENV_ROOT"] = str(Path.home() / ".pyenv")
        env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
        env.setdefault("LANG", "C.UTF-8")
        env.update(
            HOME=str(self.home),
            PWD=str(self.workspace),
            EDGEWARD_WORKSPACE=str(self.workspace),
            GIT_AUTHOR_NAME="Edgeward Agent",
            GIT_AUTHOR_EMAIL="agent@edgeward.invalid",
            GIT_COMMITTER_NAME="Edgeward Agent",
            GIT_COMMITTER_EMAIL="agent@edgeward.invalid",
            PYTHONDONTWRITEBYTECODE="1",
        )
        env.update(self.extra_env)
        return scrub_env(env)

    def argv(self, command: str) -> tuple[list[str], bool]:
        """The argv that runs ``command`` and whether it is isolated by bubblewrap."""
        if _use_bwrap():
            ws, home = str(self.workspace), str(self.home)
            return [
                "bwrap",
                "--ro-bind",
                "/",
                "/",
                "--dev",
                "/dev",
                "--proc",
                "/proc",
                "--tmpfs",
                "/tmp",
                "--bind",
                ws,
                ws,
                "--bind",
                home,
                home,
                "--chdir",
                ws,
                "--unshare-pid",
                "--unshare-ipc",
                "--unshare-uts",
                "--die-with-parent",
                "--new-session",
                "bash",
                "-c",
                command,
            ], True
        return ["bash", "-c", command], False

    async def run(self, command: str, timeout_s: float = 30.0, max_output: int = 8000) -> CommandResult:
        """Run ``command`` with bash in the workspace. Never raises for command failures;
        raises ``OSError`` only if bash itself cannot be started."""
        argv, sandboxed = self.argv(command)
        t0 = time.monotonic()
        proc = await asyncio.create_subprocess_exec(
            *argv,
            cwd=self.workspace,
            env=self.env(),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,
        )
        buf = bytearray()
        dropped = 0
        limit = max(max_output, 0) * 4 + 4  # bytes kept (utf-8 worst case), decoded then cut

        async def pump() -> None:
            nonlocal dropped
            assert proc.stdout is not None
            while chunk := await proc.stdout.read(65536):
                room = limit - len(buf)
                if room > 0:
                    buf.extend(chunk[:room])
                dropped += max(0, len(chunk) - max(room, 0))

        timed_out = False
        try:
            await asyncio.wait_for(asyncio.gather(pump(), proc.wait()), timeout=timeout_s)
        except TimeoutError:
            timed_out = True
            _kill_group(proc.pid)
            try:
                await asyncio.wait_for(proc.wait(), timeout=5)
            except TimeoutError:
                pass
        except asyncio.CancelledError:
            _kill_group(proc.pid)
            raise
        finally:
            if proc.returncode is None:
                _kill_group(proc.pid)
        text = buf.decode("utf-8", errors="replace")
        extra = len(text) - max_output if len(text) > max_output else 0
        if extra or dropped:
            text = text[:max_output] + f"\n[... output truncated: {extra + dropped} more characters/bytes]"
        code = -9 if timed_out else (proc.returncode if proc.returncode is not None else -9)
        return CommandResult(code, text, timed_out, sandboxed, time.monotonic() - t0)

    def close(self) -> None:
        """Remove the private home directory."""
        if self._home is not None:
            shutil.rmtree(self._home, ignore_errors=True)
            self._home = None


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
