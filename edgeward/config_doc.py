"""Render the configuration reference (`docs/CONFIG.md`) from the pydantic models.

    .venv/bin/python -m edgeward.config_doc > docs/CONFIG.md

A test regenerates it and compares, so the reference cannot drift from the code.
"""

from __future__ import annotations

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
        for name, f in m.model_fields.items():
            desc = (f.description or "").replace("|", "\\|").replace("\n", " ")
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
