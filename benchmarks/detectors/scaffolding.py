"""Scaffolding precision: spans the detector reports on texts that hold no personal data.

Two sets of chat requests, each a system message plus a ``tools`` list, scanned with
``Detector.scan_request`` (so every string gets its field kind: system prompts and tool
descriptions are *instructions*, tool names, property names and enum values *identifiers*):

- **ours**: the harness agent's system prompt (``build_system_prompt``) for every bundled task
  with its tool schemas (``ToolBox.schemas``), and the policies' own prompts (sketch, advisor);
- **packages**: prompt templates and tool schemas shipped inside the installed agent packages,
  read at benchmark time (never copied into the repository): smolagents'
  ``prompts/*.yaml`` templates with the default tools (``smolagents.default_tools``) as tool
  schemas; openai-agents' prompt files (``*.md`` under ``agents/``), its handoff prompt and the
  argument models and descriptions of its sandbox tools. A package that is not installed
  (``pip install -e '.[bench]'``) is reported as missing.

The target (issue 12) is at most one span per 32 KB of scanned text.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import json
import pkgutil
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def _body(system: str, tools: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "model": "m",
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": "Go ahead."}],
        "tools": tools,
    }


def _tool(name: str, description: str, parameters: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": parameters}}


def our_scaffolding() -> list[tuple[str, dict[str, Any]]]:
    """(label, request) pairs: the harness agent per bundled task, the policies' prompts."""
    from edgeward.harness.agent import build_system_prompt
    from edgeward.harness.taskfile import load_suite
    from edgeward.harness.tools import ToolBox
    from edgeward.policies import advisor, sketch

    out = []
    ws = Path("/tmp/edgeward-bench/ws")
    ws.mkdir(parents=True, exist_ok=True)
    for task in load_suite(ROOT / "tasks"):
        services = {name: "http://127.0.0.1:1" for name in task.services}
        box = ToolBox(ws, services)
        out.append((f"harness agent: {task.id}", _body(build_system_prompt(task, ws, services), box.schemas())))
    prompts = [
        v for m in (sketch, advisor) for k, v in vars(m).items() if k.isupper() and isinstance(v, str) and len(v) > 40
    ]
    out.append(("policies: sketch/advisor prompts", _body("\n\n".join(prompts), [])))
    return out


def heldout_scaffolding() -> list[tuple[str, dict[str, Any]]]:
    """The blind corpus's scaffolding (``detectors/heldout/scaffolding``): each ``*_system.md``
    as the system message with the agent's ``*_tools.json`` (when there is one) as tools."""
    folder = ROOT / "detectors" / "heldout" / "scaffolding"
    out = []
    for f in sorted(folder.glob("*_system*.md")):
        stem = f.name.split("_system")[0]
        tools_file = folder / f"{stem}_tools.json"
        tools: list[dict[str, Any]] = []
        if tools_file.exists():
            raw = json.loads(tools_file.read_text(encoding="utf-8"))
            items = raw.get("tools", raw) if isinstance(raw, dict) else raw
            for t in items if isinstance(items, list) else []:
                if isinstance(t, dict) and "function" in t:
                    tools.append(t)
                elif isinstance(t, dict) and "name" in t:
                    tools.append(
                        _tool(t["name"], t.get("description", ""), t.get("parameters") or t.get("input_schema") or {})
                    )
        out.append((f"held-out scaffolding {f.name}", _body(f.read_text(encoding="utf-8"), tools)))
    return out


def _smolagents() -> list[tuple[str, dict[str, Any]]]:
    import yaml

    spec = importlib.util.find_spec("smolagents")
    if spec is None or spec.origin is None:
        raise ImportError("smolagents is not installed")
    root = Path(spec.origin).parent
    default_tools = importlib.import_module("smolagents.default_tools")
    tools = []
    for cls in getattr(default_tools, "TOOL_MAPPING", {}).values():
        props = {
            k: {
                "type": v.get("type", "string") if isinstance(v.get("type"), str) else "string",
                "description": v.get("description", ""),
            }
            for k, v in getattr(cls, "inputs", {}).items()
        }
        tools.append(_tool(cls.name, cls.description, {"type": "object", "properties": props}))
    out = []
    for f in sorted((root / "prompts").glob("*.yaml")):
        doc = yaml.safe_load(f.read_text(encoding="utf-8"))
        texts = []

        def walk(node: Any) -> None:
            if isinstance(node, str):
                texts.append(node)
            elif isinstance(node, dict):
                for v in node.values():
                    walk(v)
            elif isinstance(node, list):
                for v in node:
                    walk(v)

        walk(doc)
        out.append((f"smolagents {f.name}", _body("\n\n".join(texts), tools)))
    return out


def _openai_agents() -> list[tuple[str, dict[str, Any]]]:
    from pydantic import BaseModel

    spec = importlib.util.find_spec("agents")
    root = Path(spec.origin).parent  # type: ignore[union-attr, arg-type]  # the package was found, so it has an origin
    out = []
    for f in sorted(root.rglob("*.md")):
        if f.name.lower() == "readme.md":
            continue
        out.append((f"openai-agents {f.relative_to(root)}", _body(f.read_text(encoding="utf-8"), [])))
    handoff = importlib.import_module("agents.extensions.handoff_prompt")
    out.append(("openai-agents handoff prompt", _body(handoff.RECOMMENDED_PROMPT_PREFIX, [])))
    tools = []
    pkg = importlib.import_module("agents.sandbox.capabilities.tools")
    for info in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        descs = [v for k, v in vars(mod).items() if k.isupper() and k.endswith("DESCRIPTION") and isinstance(v, str)]
        for name, cls in inspect.getmembers(mod, inspect.isclass):
            if issubclass(cls, BaseModel) and cls.__module__ == mod.__name__ and name.endswith("Args"):
                tools.append(_tool(name.removesuffix("Args").lower(), " ".join(descs), cls.model_json_schema()))
    out.append(("openai-agents sandbox tools", _body("You can use the sandbox tools.", tools)))
    return out


def package_scaffolding() -> tuple[list[tuple[str, dict[str, Any]]], list[str]]:
    """(label, request) pairs from the installed agent packages, and the missing packages."""
    out, missing = [], []
    for name, fn in (("smolagents", _smolagents), ("openai-agents", _openai_agents)):
        try:
            out.extend(fn())
        except ImportError:
            missing.append(name)
    return out, missing


def body_bytes(body: dict[str, Any]) -> int:
    """UTF-8 bytes of the request's scanned strings (what the precision target is per)."""
    from edgeward.detectors.scanner import text_fields

    return sum(len(t.encode("utf-8")) for _, t in text_fields(body))


def measure(detector: Any, items: list[tuple[str, dict[str, Any]]]) -> tuple[list[str], int, int]:
    """Markdown rows ``| source | KiB | spans | spans/32 KB | spans found |`` and totals
    (bytes, spans)."""
    rows, tb, ts = [], 0, 0
    for label, body in items:
        spans = detector.scan_request(body)
        b = body_bytes(body)
        tb += b
        ts += len(spans)
        shown = ", ".join(f"{fs.span.entity_type} `{fs.span.text[:30]}`" for fs in spans[:6])
        rows.append(f"| {label} | {b / 1024:.1f} | {len(spans)} | {len(spans) * 32768 / max(b, 1):.2f} | {shown} |")
    return rows, tb, ts


if __name__ == "__main__":  # quick look: python benchmarks/detectors/scaffolding.py
    from edgeward.detectors import Detector, DetectorConfig

    det = Detector(DetectorConfig(scan_timeout_s=None))
    items = our_scaffolding()
    pk, miss = package_scaffolding()
    for group in (items, heldout_scaffolding(), pk):
        r, b, s = measure(det, group)
        print("\n".join(r))
        print(f"total {b / 1024:.1f} KiB, {s} spans, {s * 32768 / max(b, 1):.2f} per 32 KB\n")
    print("missing:", miss, json.dumps({}))
