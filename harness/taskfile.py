"""Task format: parse ``tasks/<id>/task.md`` (EC2-Bench/AceBench format plus our extensions).

A task is a folder ``tasks/<id>/`` holding ``task.md``, ``fixtures/`` and ``reference.yaml``
(see ``harness/README.md`` for the full specification). A bare AceBench ``*.md`` task file is
accepted too; it has no fixtures or reference solution.

Public API:

- :func:`load_task` ``(path) -> Task``: one task folder (or ``.md`` file).
- :func:`load_suite` ``(dir) -> list[Task]``: every task under a directory, sorted by id.
- :class:`Task`: the parsed task (pydantic); ``task.grader()`` compiles the grader lazily.
- :class:`TaskFormatError`: raised for any malformed file; ``str(err)`` is one line,
  ``"<file>: <problem>"``.
- ``CATEGORIES``, ``SERVICE_NAMES``, ``TOOL_NAMES``: the closed vocabularies of the format.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, PrivateAttr

from edgeward.detectors.exposure import SensitiveUnit

CATEGORIES: tuple[str, ...] = ("office", "information", "safety", "data", "devops", "automation")
SERVICE_NAMES: tuple[str, ...] = ("mail", "contacts", "calendar", "tickets", "finance")
TOOL_NAMES: tuple[str, ...] = (
    "run_shell",
    "read_file",
    "write_file",
    "list_dir",
    "http_request",
    "finish",
)

# EC2-Bench's agent_category -> our category, by keyword (first match wins).
_AGENT_CATEGORY_KEYWORDS: tuple[tuple[str, str], ...] = (
    ("office", "office"),
    ("daily", "office"),
    ("information", "information"),
    ("search", "information"),
    ("safety", "safety"),
    ("security", "safety"),
    ("data", "data"),
    ("develop", "devops"),
    ("operation", "devops"),
    ("devops", "devops"),
    ("automation", "automation"),
)

_CJK = re.compile(r"[\u4e00-\u9fff]")
_HEADING = re.compile(r"^##\s+(.+?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)\s*([\w+-]*)")


class TaskFormatError(ValueError):
    """A task file is malformed. ``str(err)`` is one line: ``"<file>: <problem>"``."""

    def __init__(self, file: Path | str, problem: str) -> None:
        self.file = str(file)
        self.problem = " ".join(str(problem).split())
        super().__init__(f"{self.file}: {self.problem}")


class TaskUnit(BaseModel):
    """One sensitive unit: an (entity, field, value) triple with a harm weight (> 0)."""

    model_config = ConfigDict(frozen=True)

    entity_id: str
    field: str
    value: str
    weight: float = 1.0
    name: str | None = None  # entity display name (AceBench items carry one)


class Action(BaseModel):
    """One reference-solution step: a built-in tool name and its arguments."""

    tool: str
    args: dict[str, Any] = {}


class Task(BaseModel):
    """A parsed task.

    ``sections`` maps every ``## `` heading (text as written, order kept, unknown ones too)
    to its raw body. ``units`` merges ``## Sensitive Units`` and ``gt/sensitive_items.json``.
    ``reference`` is ``None`` when the task has no ``reference.yaml``. Paths are absolute.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    id: str
    name: str
    category: Literal["office", "information", "safety", "data", "devops", "automation"]
    agent_category: str = ""
    timeout_seconds: int = 120
    privacy_note: str = ""
    language: Literal["en", "zh"] = "en"
    steps_expected: int | str | None = None
    front_matter: dict[str, Any] = {}
    sections: dict[str, str] = {}
    prompt: str
    grader_source: str
    units: list[TaskUnit] = []
    services: list[str] = []
    skills: list[str] = []
    env: list[str] = []
    warmup: str = ""
    workspace_path: str = ""
    reference: list[Action] | None = None
    path: Path  # the task.md file
    dir: Path  # the task folder

    _grader: Callable[..., Any] | None = PrivateAttr(default=None)

    @property
    def workspace_fixture(self) -> Path | None:
        """``fixtures/workspace/`` if it exists (copied into each trial's workspace)."""
        p = self.dir / "fixtures" / "workspace"
        return p if p.is_dir() else None

    def service_fixture(self, service: str) -> Path | None:
        """``fixtures/services/<service>.json`` if it exists."""
        p = self.dir / "fixtures" / "services" / f"{service}.json"
        return p if p.is_file() else None

    def section(self, title: str) -> str:
        """Body of the section whose heading equals ``title`` (case-insensitive); "" if absent."""
        return _section(self.sections, title) or ""

    def grader(self) -> Callable[..., Any]:
        """Compile ``## Automated Checks`` (once) and return its ``grade`` callable.

        Raises :class:`TaskFormatError` if the code does not run at import time or defines no
        callable ``grade``.
        """
        if self._grader is None:
            namespace: dict[str, Any] = {"__name__": f"edgeward_task_{_ident(self.id)}"}
            try:
                code = compile(self.grader_source, f"{self.path}#Automated Checks", "exec")
                exec(code, namespace)  # noqa: S102 - task graders are trusted task code
            except Exception as exc:
                raise TaskFormatError(
                    self.path, f"Automated Checks fails to load: {type(exc).__name__}: {exc}"
                ) from exc
            fn = namespace.get("grade")
            if not callable(fn):
                raise TaskFormatError(self.path, "Automated Checks defines no grade() function")
            self._grader = fn
        return self._grader

    def sensitive_units(self) -> list[SensitiveUnit]:
        """Units as ``edgeward.detectors.exposure.SensitiveUnit`` objects (the detectors' type)."""
        return [SensitiveUnit(u.entity_id, u.field, u.value, u.weight) for u in self.units]


# ---------------------------------------------------------------- loading


def load_task(path: Path | str) -> Task:
    """Load one task from a folder holding ``task.md`` (or from a bare AceBench ``.md`` file).

    Raises :class:`TaskFormatError` (one-line message naming the file and the problem) for a
    missing file, missing/bad front matter, bad YAML, missing ``## Prompt``, no ``grade()``
    function, bad sensitive units, unknown services or a bad ``reference.yaml``.
    """
    path = Path(path).absolute()
    if path.is_dir():
        task_dir, md = path, path / "task.md"
    else:
        task_dir, md = path.parent, path
    if not md.is_file():
        raise TaskFormatError(md, "task.md not found")
    try:
        text = md.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TaskFormatError(md, f"cannot read: {exc}") from exc

    fm, body = _split_front_matter(md, text)
    sections = _split_sections(body)

    task_id = fm.get("id")
    if task_id is None or str(task_id).strip() == "":
        raise TaskFormatError(md, "front matter has no 'id'")
    task_id = str(task_id).strip()
    if md.name == "task.md" and task_id != task_dir.name:
        raise TaskFormatError(md, f"id '{task_id}' does not match folder name '{task_dir.name}'")

    prompt = _section(sections, "Prompt")
    if prompt is None or not prompt.strip():
        raise TaskFormatError(md, "missing or empty '## Prompt' section")
    checks = _section(sections, "Automated Checks")
    if checks is None:
        raise TaskFormatError(md, "missing '## Automated Checks' section")
    grader_source = _code_block(checks, ("python", "py", "")) or checks
    _check_grader_source(md, grader_source)

    agent_category = str(fm.get("agent_category") or "")
    category = _category(md, fm.get("category"), agent_category)

    language = fm.get("language")
    if language is None:
        language = "zh" if _CJK.search(prompt) else "en"
    if language not in ("en", "zh"):
        raise TaskFormatError(md, f"language must be 'en' or 'zh', got {language!r}")

    timeout = fm.get("timeout_seconds", 120)
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout <= 0:
        raise TaskFormatError(md, f"timeout_seconds must be a positive number, got {timeout!r}")

    steps = fm.get("steps_expected")
    if steps is not None and not isinstance(steps, (int, str)):
        raise TaskFormatError(md, f"steps_expected must be an int or a string, got {steps!r}")

    units = _units_from_section(md, _section(sections, "Sensitive Units"))
    units = _merge_units(units, _units_from_gt(task_dir, _section(sections, "Workspace Path")))
    services = _services(md, _section(sections, "Services"))

    reference = _load_reference(task_dir / "reference.yaml", services)

    try:
        return Task(
            id=task_id,
            name=str(fm.get("name") or task_id),
            category=category,
            agent_category=agent_category,
            timeout_seconds=int(timeout),
            privacy_note=str(fm.get("privacy_note") or ""),
            language=language,
            steps_expected=steps,
            front_matter=fm,
            sections=sections,
            prompt=prompt.strip(),
            grader_source=grader_source,
            units=units,
            services=services,
            skills=_list_lines(_section(sections, "Skills")),
            env=_list_lines(_section(sections, "Env")),
            warmup=_warmup(_section(sections, "Warmup")),
            workspace_path=(_section(sections, "Workspace Path") or "").strip().strip("`"),
            reference=reference,
            path=md,
            dir=task_dir,
        )
    except ValueError as exc:  # pydantic ValidationError is a ValueError
        raise TaskFormatError(md, f"invalid task: {exc}") from exc


def load_suite(directory: Path | str) -> list[Task]:
    """Load every task under ``directory``: each sub-folder with a ``task.md``, and each
    ``*.md`` file (not README) starting with front matter. Sorted by id; duplicate ids raise
    :class:`TaskFormatError`. The first malformed task raises its error.
    """
    root = Path(directory).absolute()
    if not root.is_dir():
        raise TaskFormatError(root, "suite directory not found")
    tasks: list[Task] = []
    for entry in sorted(root.iterdir()):
        if entry.is_dir() and (entry / "task.md").is_file():
            tasks.append(load_task(entry))
        elif (
            entry.is_file()
            and entry.suffix == ".md"
            and entry.name.lower() != "readme.md"
            and entry.read_text(encoding="utf-8", errors="replace").lstrip().startswith("---")
        ):
            tasks.append(load_task(entry))
    seen: dict[str, Path] = {}
    for t in tasks:
        if t.id in seen:
            raise TaskFormatError(t.path, f"duplicate task id '{t.id}' (also in {seen[t.id]})")
        seen[t.id] = t.path
    return sorted(tasks, key=lambda t: t.id)


# ---------------------------------------------------------------- parsing helpers


def _split_front_matter(md: Path, text: str) -> tuple[dict[str, Any], str]:
    lines = text.lstrip("\ufeff").splitlines()
    start = 0
    while start < len(lines) and not lines[start].strip():
        start += 1
    if start >= len(lines) or lines[start].strip() != "---":
        raise TaskFormatError(md, "missing YAML front matter (file must start with '---')")
    for end in range(start + 1, len(lines)):
        if lines[end].strip() in ("---", "..."):
            break
    else:
        raise TaskFormatError(md, "front matter is not closed by a '---' line")
    raw = "\n".join(lines[start + 1 : end])
    try:
        fm = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        raise TaskFormatError(md, f"bad YAML in front matter: {_yaml_problem(exc, start + 1)}") from exc
    if fm is None:
        fm = {}
    if not isinstance(fm, dict):
        raise TaskFormatError(md, "front matter must be a YAML mapping")
    return {str(k): v for k, v in fm.items()}, "\n".join(lines[end + 1 :])


def _yaml_problem(exc: yaml.YAMLError, line_offset: int = 0) -> str:
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
    if mark is not None:
        return f"{problem} (line {mark.line + 1 + line_offset})"
    return str(problem)


def _split_sections(body: str) -> dict[str, str]:
    """Split on ``## `` headings outside code fences. Text before the first heading is dropped."""
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    fence: str | None = None
    for line in body.splitlines():
        m = _FENCE.match(line)
        if m:
            if fence is None:
                fence = m.group(1)
            elif m.group(1) == fence:
                fence = None
        elif fence is None:
            h = _HEADING.match(line)
            if h and not line.startswith("###"):
                current = sections.setdefault(h.group(1).strip(), [])
                continue
        if current is not None:
            current.append(line)
    return {k: "\n".join(v).strip("\n") for k, v in sections.items()}


def _section(sections: dict[str, str], title: str) -> str | None:
    want = title.strip().lower()
    for k, v in sections.items():
        if k.strip().lower() == want:
            return v
    return None


def _code_block(text: str, langs: tuple[str, ...]) -> str | None:
    """Content of the first fenced block whose language is in ``langs`` ("" = unlabelled)."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = _FENCE.match(lines[i])
        if m:
            fence, lang = m.group(1), m.group(2).lower()
            j = i + 1
            while j < len(lines) and not lines[j].strip().startswith(fence):
                j += 1
            if lang in langs:
                return "\n".join(lines[i + 1 : j])
            i = j + 1
        else:
            i += 1
    return None


def _check_grader_source(md: Path, source: str) -> None:
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        raise TaskFormatError(md, f"Automated Checks: Python syntax error at line {exc.lineno}: {exc.msg}") from exc
    if not any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == "grade" for n in tree.body):
        raise TaskFormatError(md, "Automated Checks defines no grade() function")


def _category(md: Path, raw: Any, agent_category: str) -> str:
    if isinstance(raw, str) and raw.strip().lower() in CATEGORIES:
        return raw.strip().lower()
    low = agent_category.lower()
    for key, cat in _AGENT_CATEGORY_KEYWORDS:
        if key in low:
            return cat
    raise TaskFormatError(
        md,
        f"category must be one of {', '.join(CATEGORIES)} (got {raw!r}; "
        f"agent_category {agent_category!r} does not map to one either)",
    )


def _yaml_section(md: Path, title: str, text: str) -> Any:
    raw = _code_block(text, ("yaml", "yml", ""))
    if raw is None:
        raw = text
    try:
        return yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        raise TaskFormatError(md, f"bad YAML in '## {title}': {_yaml_problem(exc)}") from exc


def _units_from_section(md: Path, text: str | None) -> list[TaskUnit]:
    if text is None or not text.strip():
        return []
    data = _yaml_section(md, "Sensitive Units", text)
    if data is None:
        return []
    if not isinstance(data, list):
        raise TaskFormatError(md, "'## Sensitive Units' must be a YAML list")
    units = []
    for i, item in enumerate(data, 1):
        units.append(_unit(md, f"Sensitive Units item {i}", item))
    return units


def _unit(file: Path, where: str, item: Any, name: str | None = None) -> TaskUnit:
    if not isinstance(item, dict):
        raise TaskFormatError(file, f"{where}: must be a mapping with entity_id, field, value, weight")
    for key in ("entity_id", "field", "value"):
        v = item.get(key)
        if v is None or (isinstance(v, str) and not v.strip()):
            raise TaskFormatError(file, f"{where}: missing '{key}'")
        if isinstance(v, (dict, list)):
            raise TaskFormatError(file, f"{where}: '{key}' must be a scalar")
    weight = item.get("weight", 1.0)
    if isinstance(weight, bool) or not isinstance(weight, (int, float)) or weight <= 0:
        raise TaskFormatError(file, f"{where}: weight must be a positive number, got {weight!r}")
    return TaskUnit(
        entity_id=str(item["entity_id"]),
        field=str(item["field"]),
        value=str(item["value"]),
        weight=float(weight),
        name=name if name is not None else (str(item["name"]) if item.get("name") else None),
    )


def _units_from_gt(task_dir: Path, workspace_section: str | None) -> list[TaskUnit]:
    candidates = [task_dir / "gt" / "sensitive_items.json"]
    if workspace_section and workspace_section.strip():
        ws = Path(workspace_section.strip().strip("`"))
        if not ws.is_absolute():
            ws = task_dir / ws
        candidates += [ws / "gt" / "sensitive_items.json", ws / "gt" / "gt" / "sensitive_items.json"]
    for gt in candidates:
        if gt.is_file():
            return _parse_gt(gt)
    return []


def _parse_gt(gt: Path) -> list[TaskUnit]:
    try:
        data = json.loads(gt.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TaskFormatError(gt, f"bad JSON: {exc}") from exc
    items = data.get("items") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise TaskFormatError(gt, "expected {'items': [...]} or a list of items")
    units: list[TaskUnit] = []
    for i, item in enumerate(items, 1):
        if not isinstance(item, dict) or "entity_id" not in item:
            raise TaskFormatError(gt, f"item {i}: must be a mapping with entity_id")
        fields = item.get("sensitive_fields") or []
        if not isinstance(fields, list):
            raise TaskFormatError(gt, f"item {i}: sensitive_fields must be a list")
        for j, f in enumerate(fields, 1):
            if not isinstance(f, dict):
                raise TaskFormatError(gt, f"item {i} field {j}: must be a mapping")
            units.append(
                _unit(
                    gt,
                    f"item {i} field {j}",
                    {**f, "entity_id": item["entity_id"]},
                    name=str(item.get("name")) if item.get("name") else None,
                )
            )
    return units


def _merge_units(a: list[TaskUnit], b: list[TaskUnit]) -> list[TaskUnit]:
    seen = {(u.entity_id, u.field) for u in a}
    return a + [u for u in b if (u.entity_id, u.field) not in seen]


def _services(md: Path, text: str | None) -> list[str]:
    if text is None or not text.strip():
        return []
    data = _yaml_section(md, "Services", text)
    if data is None:
        return []
    if isinstance(data, str):
        data = [s.strip() for s in data.replace(",", " ").split()]
    if not isinstance(data, list) or not all(isinstance(s, str) for s in data):
        raise TaskFormatError(md, "'## Services' must be a YAML list of service names")
    unknown = [s for s in data if s not in SERVICE_NAMES]
    if unknown:
        raise TaskFormatError(md, f"unknown service(s) {', '.join(unknown)}; known: {', '.join(SERVICE_NAMES)}")
    return list(dict.fromkeys(data))


def _list_lines(text: str | None) -> list[str]:
    """Bullet or plain lines of a section, ignoring fences, blanks and 'none'."""
    if not text:
        return []
    out = []
    for line in text.splitlines():
        s = line.strip()
        if not s or _FENCE.match(s):
            continue
        s = re.sub(r"^[-*+]\s+", "", s).strip().strip("`")
        if s and s.lower() not in ("none", "n/a", "(none)", "-"):
            out.append(s)
    return out


def _warmup(text: str | None) -> str:
    """Warmup shell script: the first fenced block, else the section's non-bullet lines."""
    if not text or not text.strip():
        return ""
    block = _code_block(text, ("bash", "sh", "shell", ""))
    if block is not None:
        return block.strip()
    return "\n".join(_list_lines(text))


def _load_reference(path: Path, services: list[str]) -> list[Action] | None:
    if not path.is_file():
        return None
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise TaskFormatError(path, f"cannot read: {exc}") from exc
    except yaml.YAMLError as exc:
        raise TaskFormatError(path, f"bad YAML: {_yaml_problem(exc)}") from exc
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        raise TaskFormatError(path, "must be a mapping with an 'actions' list")
    actions: list[Action] = []
    for i, a in enumerate(data["actions"], 1):
        if not isinstance(a, dict) or not isinstance(a.get("tool"), str):
            raise TaskFormatError(path, f"action {i}: must be a mapping with 'tool' and 'args'")
        if a["tool"] not in TOOL_NAMES:
            raise TaskFormatError(path, f"action {i}: unknown tool '{a['tool']}'; known: {', '.join(TOOL_NAMES)}")
        args = a.get("args") or {}
        if not isinstance(args, dict):
            raise TaskFormatError(path, f"action {i}: 'args' must be a mapping")
        if a["tool"] == "http_request" and args.get("service") not in services:
            raise TaskFormatError(path, f"action {i}: service {args.get('service')!r} is not in the task's ## Services")
        actions.append(Action(tool=a["tool"], args=args))
    if not actions or actions[-1].tool != "finish":
        raise TaskFormatError(path, "the last action must be 'finish'")
    if any(a.tool == "finish" for a in actions[:-1]):
        raise TaskFormatError(path, "'finish' may only be the last action")
    return actions


def _ident(s: str) -> str:
    return re.sub(r"\W", "_", s)
