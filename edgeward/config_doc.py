"""Render the configuration reference (`docs/CONFIG.md`) from the pydantic models.

    .venv/bin/python -m edgeward.config_doc > docs/CONFIG.md

A test regenerates it and compares, so the reference cannot drift from the code.
"""

from __future__ import annotations

import re
import sys
import typing
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from edgeward.proxy.settings import ProxyConfig


def _type_name(t: Any) -> str:
    origin = typing.get_origin(t)
    if origin is typing.Literal:
        return " | ".join(repr(a) for a in typing.get_args(t))
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        return " | ".join(_type_name(a) for a in typing.get_args(t))
    if origin is not None:
        args = ", ".join(_type_name(a) for a in typing.get_args(t))
        return f"{getattr(origin, '__name__', str(origin))}[{args}]"
    if t is type(None):
        return "null"
    return getattr(t, "__name__", str(t))


def _default(f: Any) -> str:
    if f.default_factory is not None:
        try:
            v = f.default_factory()
        except TypeError:
            return "(computed)"
        if isinstance(v, BaseModel):
            return "(section)"
        return "(computed)" if f.default_factory.__name__.startswith("default_") else repr(v)
    if f.default is PydanticUndefined:
        return "required"
    return repr(f.default)


def _models(t: Any) -> list[type[BaseModel]]:
    out = []
    for a in typing.get_args(t) or (t,):
        if isinstance(a, type) and issubclass(a, BaseModel):
            out.append(a)
        elif typing.get_args(a):
            out.extend(_models(a))
    return out


_ENTRY = re.compile(r"^(\s+)(\w+): (.*)$")


def docstring_fields(m: type[BaseModel]) -> dict[str, str]:
    """Each key's description from the model's docstring (`Fields:` or `Attributes:` block: an
    indented `name: text` line, continued by more-indented lines), Sphinx roles and double
    backticks reduced to Markdown code; for keys without a `Field(description=...)`."""
    out: dict[str, str] = {}
    lines = (m.__doc__ or "").splitlines()
    start = next((i for i, ln in enumerate(lines) if ln.strip() in ("Fields:", "Attributes:")), None)
    if start is None:
        return out
    name, indent = None, None
    for ln in lines[start + 1 :]:
        if not ln.strip():
            break  # the block ends at a blank line
        hit = _ENTRY.match(ln)
        if hit and (indent is None or len(hit.group(1)) == indent):
            indent, name = len(hit.group(1)), hit.group(2)
            out[name] = hit.group(3).strip()
        elif name is not None:
            out[name] += " " + ln.strip()
    return {k: re.sub(r":\w+:`([^`]+)`", r"`\1`", v).replace("``", "`") for k, v in out.items()}


def render(model: type[BaseModel] = ProxyConfig) -> str:
    """Markdown: one table per section, keys with type, default and description."""
    lines = [
        "# Configuration reference",
        "",
        "Generated from the pydantic models by `python -m edgeward.config_doc` (a test keeps it "
        "in sync). Unknown keys are errors. Keys holding secrets take env references "
        "(`env:NAME`, `${NAME}`).",
        "",
    ]
    seen: set[type] = set()

    def section(m: type[BaseModel], path: str) -> None:
        if m in seen and path != "(top level)":
            lines.extend([f"## `{path}`", "", f"Same keys as `{m.__name__}` above.", ""])
            return
        seen.add(m)
        doc = (m.__doc__ or "").strip().split("\n\n")[0].replace("\n", " ")
        lines.extend([f"## `{path}`", "", doc, "", "| key | type | default | description |", "|---|---|---|---|"])
        nested = []
        from_doc = docstring_fields(m)
        for name, f in m.model_fields.items():
            desc = (f.description or from_doc.get(name, "")).replace("|", "\\|").replace("\n", " ")
            lines.append(
                f"| `{name}` | {_type_name(f.annotation).replace('|', '\\|')} | "
                f"{_default(f).replace('|', '\\|')} | {desc} |"
            )
            for sub in _models(f.annotation):
                key = name if path == "(top level)" else f"{path}.{name}"
                nested.append((sub, key + ".<name>" if typing.get_origin(f.annotation) is dict else key))
        lines.append("")
        for sub, p in nested:
            section(sub, p)

    section(model, "(top level)")
    return "\n".join(lines).rstrip() + "\n"


if __name__ == "__main__":
    sys.stdout.write(render())
