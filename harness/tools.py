"""The built-in agent tools (OpenAI function tools) over one trial workspace and its services.

Tools (exact names and arguments; see ``harness/README.md``):

- ``run_shell(command: str)``: bash in the workspace (cwd = workspace) through
  :class:`~edgeward.harness.sandbox.Sandbox` (scrubbed env, time limit, bubblewrap when it
  works); result ``"exit_code: N\\n<stdout+stderr>"``, truncated.
- ``read_file(path: str)``, ``write_file(path: str, content: str)``, ``list_dir(path: str = ".")``:
  paths relative to the workspace (absolute paths inside it are accepted); anything resolving
  outside the workspace, symlinks included, is refused.
- ``http_request(service: str, method: str, path: str, body: object | null = null)``: calls the
  named mock service; result ``"HTTP <status>\\n<JSON text>"``.
- ``finish(answer: str)``: ends the trial with ``answer``.

:meth:`ToolBox.execute` never raises for bad input: unknown tools, bad JSON, missing or
mistyped arguments, refused paths and failed requests all give ``ToolResult(error=True)``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

from edgeward.harness.sandbox import Sandbox
from edgeward.harness.taskfile import TOOL_NAMES

HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")


@dataclass(frozen=True)
class ToolLimits:
    """Per-tool limits. Times in seconds, sizes in characters (``max_file_bytes`` in bytes)."""

    shell_timeout_s: float = 30.0
    http_timeout_s: float = 10.0
    max_output_chars: int = 8000
    max_file_bytes: int = 2_000_000  # write_file refuses larger contents


@dataclass(frozen=True)
class ToolResult:
    """Outcome of one tool call. ``content`` is what the model sees as the tool message;
    ``finished``/``answer`` are set by ``finish``; ``error`` marks a refused or failed call."""

    content: str
    finished: bool = False
    answer: str | None = None
    error: bool = False


class _BadArgs(Exception):
    pass


@dataclass
class _Param:
    type: str  # "string" | "object"
    description: str
    required: bool = True
    default: Any = None
    enum: list[str] | None = None
    nullable: bool = False


@dataclass
class _Spec:
    description: str
    params: dict[str, _Param] = field(default_factory=dict)


def _specs(services: list[str]) -> dict[str, _Spec]:
    svc = ", ".join(services) if services else "(none for this task)"
    return {
        "run_shell": _Spec(
            "Run a bash command in the task workspace (the current directory). Returns the exit "
            "code and the combined stdout/stderr (truncated). No network except the task's "
            "services; service base URLs are in $EDGEWARD_SERVICE_<NAME>_URL.",
            {"command": _Param("string", "The bash command line to run.")},
        ),
        "read_file": _Spec(
            "Read a UTF-8 text file from the workspace.",
            {"path": _Param("string", "File path relative to the workspace.")},
        ),
        "write_file": _Spec(
            "Create or overwrite a text file in the workspace (parent folders are created).",
            {
                "path": _Param("string", "File path relative to the workspace."),
                "content": _Param("string", "The complete new file content."),
            },
        ),
        "list_dir": _Spec(
            "List a workspace folder: sub-folders end with '/', files show their size in bytes.",
            {"path": _Param("string", "Folder relative to the workspace.", required=False, default=".")},
        ),
        "http_request": _Spec(
            f"Call one of the task's services ({svc}) over HTTP. Returns the status and the JSON response text.",
            {
                "service": _Param("string", "Service name.", enum=list(services) or None),
                "method": _Param("string", "HTTP method.", enum=list(HTTP_METHODS)),
                "path": _Param("string", "Path with optional query string, e.g. /messages?q=budget"),
                "body": _Param("object", "JSON request body, or null.", required=False, nullable=True),
            },
        ),
        "finish": _Spec(
            "Finish the task. Give your final answer (the text the user should read).",
            {"answer": _Param("string", "Your final answer to the user.")},
        ),
    }


class ToolBox:
    """The tools of one trial.

    ``workspace``: the trial's workspace folder. ``services``: service name -> base URL
    (``http://127.0.0.1:<port>``, no trailing slash), also exported to shell commands as
    ``EDGEWARD_SERVICE_<NAME>_URL``. ``limits``: :class:`ToolLimits`. ``sandbox``: optional
    pre-built :class:`Sandbox` (one is created otherwise; :meth:`close` releases it).
    """

    def __init__(
        self,
        workspace: Path,
        services: dict[str, str] | None = None,
        limits: ToolLimits | None = None,
        sandbox: Sandbox | None = None,
    ) -> None:
        self.workspace = Path(workspace).resolve()
        self.services = dict(services or {})
        self.limits = limits or ToolLimits()
        self.sandbox = sandbox or Sandbox(self.workspace, extra_env=service_env(self.services))
        self._specs = _specs(list(self.services))

    @property
    def names(self) -> list[str]:
        """Tool names offered (``http_request`` only when the task has services)."""
        return [n for n in TOOL_NAMES if n != "http_request" or self.services]

    def schemas(self) -> list[dict[str, Any]]:
        """OpenAI ``tools`` list: ``[{"type": "function", "function": {name, description,
        parameters}}]`` for every offered tool."""
        out = []
        for name in self.names:
            spec = self._specs[name]
            props: dict[str, Any] = {}
            for pname, p in spec.params.items():
                prop: dict[str, Any] = {"description": p.description}
                prop["type"] = [p.type, "null"] if p.nullable else p.type
                if p.enum:
                    prop["enum"] = p.enum
                if not p.required and p.default is not None:
                    prop["default"] = p.default
                props[pname] = prop
            out.append(
                {
                    "type": "function",
                    "function": {
                        "name": name,
                        "description": spec.description,
                        "parameters": {
                            "type": "object",
                            "properties": props,
                            "required": [k for k, p in spec.params.items() if p.required],
                            "additionalProperties": False,
                        },
                    },
                }
            )
        return out

    async def execute(self, name: str, args: dict[str, Any] | str | None) -> ToolResult:
        """Run tool ``name`` with ``args`` (a dict, or the raw JSON arguments string of a tool
        call). Never raises for bad input; see the module docstring."""
        if name not in self.names:
            return _err(f"unknown tool '{name}'; available: {', '.join(self.names)}")
        try:
            clean = self._validate(name, args)
            handler = getattr(self, f"_t_{name}")
            return await handler(**clean)
        except _BadArgs as exc:
            return _err(f"{name}: {exc}")
        except Exception as exc:  # noqa: BLE001 - a tool failure is reported to the model
            return _err(f"{name} failed: {type(exc).__name__}: {exc}")

    def close(self) -> None:
        """Release the sandbox's private home directory."""
        self.sandbox.close()

    # ------------------------------------------------------------ validation

    def _validate(self, name: str, args: dict[str, Any] | str | None) -> dict[str, Any]:
        if args is None or (isinstance(args, str) and not args.strip()):
            args = {}
        if isinstance(args, str):
            try:
                args = json.loads(args)
            except ValueError as exc:
                raise _BadArgs(f"arguments are not valid JSON ({exc})") from None
        if not isinstance(args, dict):
            raise _BadArgs("arguments must be a JSON object")
        spec = self._specs[name]
        unknown = [k for k in args if k not in spec.params]
        if unknown:
            raise _BadArgs(f"unknown argument(s) {', '.join(unknown)}; expected {', '.join(spec.params) or 'none'}")
        clean: dict[str, Any] = {}
        for pname, p in spec.params.items():
            if pname not in args or (args[pname] is None and not p.nullable):
                if p.required:
                    raise _BadArgs(f"missing required argument '{pname}'")
                clean[pname] = p.default
                continue
            v = args[pname]
            if v is not None and p.type == "string" and not isinstance(v, str):
                raise _BadArgs(f"argument '{pname}' must be a string")
            if p.enum and v not in p.enum:
                raise _BadArgs(f"argument '{pname}' must be one of {', '.join(p.enum)}")
            clean[pname] = v
        return clean

    def _resolve(self, path: str) -> Path:
        if not path.strip():
            raise _BadArgs("empty path")
        if "\x00" in path:
            raise _BadArgs("path contains a NUL byte")
        p = Path(path)
        target = (p if p.is_absolute() else self.workspace / p).resolve()
        if not target.is_relative_to(self.workspace):
            raise _BadArgs(f"refused: '{path}' is outside the workspace")
        return target

    def _rel(self, p: Path) -> str:
        return str(p.relative_to(self.workspace)) or "."

    # ------------------------------------------------------------ tools

    async def _t_run_shell(self, command: str) -> ToolResult:
        if not command.strip():
            raise _BadArgs("empty command")
        r = await self.sandbox.run(
            command, timeout_s=self.limits.shell_timeout_s, max_output=self.limits.max_output_chars
        )
        if r.timed_out:
            return _err(f"timed out after {self.limits.shell_timeout_s:g}s (process killed)\n{r.output}".rstrip())
        return ToolResult(f"exit_code: {r.exit_code}\n{r.output}".rstrip("\n"))

    async def _t_read_file(self, path: str) -> ToolResult:
        p = self._resolve(path)
        if not p.exists():
            return _err(f"read_file: no such file: {path}")
        if p.is_dir():
            return _err(f"read_file: '{path}' is a directory (use list_dir)")
        data = p.read_bytes()
        if b"\x00" in data[:8192]:
            return _err(f"read_file: '{path}' is a binary file ({len(data)} bytes)")
        return ToolResult(_truncate(data.decode("utf-8", errors="replace"), self.limits.max_output_chars))

    async def _t_write_file(self, path: str, content: str) -> ToolResult:
        p = self._resolve(path)
        data = content.encode("utf-8")
        if len(data) > self.limits.max_file_bytes:
            return _err(f"write_file: content too large ({len(data)} > {self.limits.max_file_bytes} bytes)")
        if p == self.workspace or p.is_dir():
            return _err(f"write_file: '{path}' is a directory")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        return ToolResult(f"wrote {len(data)} bytes to {self._rel(p)}")

    async def _t_list_dir(self, path: str = ".") -> ToolResult:
        p = self._resolve(path)
        if not p.exists():
            return _err(f"list_dir: no such folder: {path}")
        if not p.is_dir():
            return _err(f"list_dir: '{path}' is a file (use read_file)")
        lines = []
        for e in sorted(p.iterdir(), key=lambda e: e.name):
            if e.is_dir():
                lines.append(f"{e.name}/")
            else:
                try:
                    size = e.stat().st_size
                except OSError:
                    size = 0
                lines.append(f"{e.name}  ({size} bytes)")
        text = "\n".join(lines) if lines else "(empty folder)"
        return ToolResult(_truncate(text, self.limits.max_output_chars))

    async def _t_http_request(self, service: str, method: str, path: str, body: Any = None) -> ToolResult:
        base = self.services.get(service)
        if base is None:
            raise _BadArgs(f"unknown service '{service}'")
        method = method.upper()
        if not path.startswith("/"):
            path = "/" + path
        if "://" in path or path.startswith("//"):
            raise _BadArgs("path must be a path on the service, not a URL")
        timeout = aiohttp.ClientTimeout(total=self.limits.http_timeout_s)
        try:
            async with aiohttp.ClientSession(timeout=timeout) as s:
                kw: dict[str, Any] = {}
                if body is not None:
                    kw["json"] = body
                async with s.request(method, base + path, **kw) as resp:
                    text = await resp.text()
                    status = resp.status
        except (aiohttp.ClientError, TimeoutError) as exc:
            return _err(f"http_request: {service} unreachable: {type(exc).__name__}: {exc}")
        return ToolResult(_truncate(f"HTTP {status}\n{text}", self.limits.max_output_chars), error=status >= 400)

    async def _t_finish(self, answer: str) -> ToolResult:
        return ToolResult("Task finished.", finished=True, answer=answer)


def service_env(services: dict[str, str]) -> dict[str, str]:
    """``{"EDGEWARD_SERVICE_<NAME>_URL": base_url}`` for every service."""
    return {f"EDGEWARD_SERVICE_{n.upper()}_URL": u for n, u in services.items()}


def _err(msg: str) -> ToolResult:
    return ToolResult(msg, error=True)


def _truncate(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n[... truncated: {len(text) - limit} more characters]"
