"""Whitespace-aligned table renderers (psql, MySQL, sqlite, pandas) over marked cells.

Widths are computed on the text without marks and in terminal cells (East Asian wide
characters count two), as the real clients do.
"""

from __future__ import annotations

import unicodedata

from .core import strip


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in strip(s))


def _is_num(s: str) -> bool:
    t = strip(s).replace(".", "", 1).replace("-", "", 1)
    return t.isdigit()


def numeric_columns(rows: list[list[str]]) -> list[bool]:
    """A column is right-aligned when every cell in it is a number (what a numeric column type prints)."""
    return [all(_is_num(r[i]) for r in rows) for i in range(len(rows[0]))]


def pad(s: str, w: int, right: bool = False) -> str:
    fill = " " * (w - width(s))
    return fill + s if right else s + fill


def center(s: str, w: int) -> str:
    total = w - width(s)
    left = total // 2
    return " " * left + s + " " * (total - left)


def psql(headers: list[str], rows: list[list[str]], footer: bool = True) -> str:
    """``psql`` aligned output: centred headers, numbers right-aligned, ``(N rows)``."""
    ws = [max(width(h), *(width(r[i]) for r in rows)) for i, h in enumerate(headers)]
    lines = [
        " " + " | ".join(center(h, w) for h, w in zip(headers, ws)).rstrip(),
        "-" + "-+-".join("-" * w for w in ws) + "-",
    ]
    num = numeric_columns(rows)
    for r in rows:
        lines.append(" " + " | ".join(pad(c, w, n) for c, w, n in zip(r, ws, num)).rstrip())
    if footer:
        lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


def psql_expanded(headers: list[str], rows: list[list[str]]) -> str:
    """``\\x`` expanded display: one ``-[ RECORD n ]`` block per row."""
    hw = max(width(h) for h in headers)
    vw = max(width(c) for r in rows for c in r)
    out = []
    for n, r in enumerate(rows, 1):
        label = f"-[ RECORD {n} ]"
        out.append(label + "-" * max(0, hw + 1 - len(label)) + "+" + "-" * (vw + 1))
        out += [f"{pad(h, hw)} | {c}".rstrip() for h, c in zip(headers, r)]
    return "\n".join(out)


def mysql(headers: list[str], rows: list[list[str]], secs: str = "0.00") -> str:
    ws = [max(width(h), *(width(r[i]) for r in rows)) for i, h in enumerate(headers)]
    sep = "+" + "+".join("-" * (w + 2) for w in ws) + "+"
    lines = [sep, "| " + " | ".join(pad(h, w) for h, w in zip(headers, ws)) + " |", sep]
    num = numeric_columns(rows)
    lines += ["| " + " | ".join(pad(c, w, n) for c, w, n in zip(r, ws, num)) + " |" for r in rows]
    lines += [sep, f"{len(rows)} rows in set ({secs} sec)"]
    return "\n".join(lines)


def mysql_vertical(headers: list[str], rows: list[list[str]], secs: str = "0.00") -> str:
    """``\\G`` output: ``*** n. row ***`` blocks with right-aligned column names."""
    hw = max(width(h) for h in headers)
    out = []
    for n, r in enumerate(rows, 1):
        out.append("*" * 27 + f" {n}. row " + "*" * 27)
        out += [f"{pad(h, hw, right=True)}: {c}" for h, c in zip(headers, r)]
    out.append(f"{len(rows)} rows in set ({secs} sec)")
    return "\n".join(out)


def sqlite_column(headers: list[str], rows: list[list[str]]) -> str:
    """sqlite3 ``.mode column`` with ``.headers on`` (3.33+: dashes under each header)."""
    ws = [max(width(h), *(width(r[i]) for r in rows)) for i, h in enumerate(headers)]
    lines = ["  ".join(pad(h, w) for h, w in zip(headers, ws)).rstrip(), "  ".join("-" * w for w in ws)]
    lines += ["  ".join(pad(c, w) for c, w in zip(r, ws)).rstrip() for r in rows]
    return "\n".join(lines)


def sqlite_line(headers: list[str], rows: list[list[str]]) -> str:
    """sqlite3 ``.mode line``: ``column = value``, right-aligned names, a blank line between rows."""
    hw = max(width(h) for h in headers)
    return "\n\n".join("\n".join(f"{pad(h, hw, right=True)} = {c}" for h, c in zip(headers, r)) for r in rows)


def sqlite_box(headers: list[str], rows: list[list[str]]) -> str:
    ws = [max(width(h), *(width(r[i]) for r in rows)) for i, h in enumerate(headers)]
    top = "┌" + "┬".join("─" * (w + 2) for w in ws) + "┐"
    mid = "├" + "┼".join("─" * (w + 2) for w in ws) + "┤"
    bot = "└" + "┴".join("─" * (w + 2) for w in ws) + "┘"
    lines = [top, "│" + "│".join(" " + center(h, w) + " " for h, w in zip(headers, ws)) + "│", mid]
    num = numeric_columns(rows)
    lines += ["│" + "│".join(" " + pad(c, w, n) + " " for c, w, n in zip(r, ws, num)) + "│" for r in rows]
    return "\n".join(lines + [bot])


def pandas(headers: list[str], rows: list[list[str]]) -> str:
    """``print(df)``: right-aligned columns, the index on the left."""
    idx_w = len(str(len(rows) - 1))
    ws = [max(width(h), *(width(r[i]) for r in rows)) for i, h in enumerate(headers)]
    lines = [" " * idx_w + "  " + "  ".join(pad(h, w, True) for h, w in zip(headers, ws))]
    for n, r in enumerate(rows):
        lines.append(str(n).ljust(idx_w) + "  " + "  ".join(pad(c, w, True) for c, w in zip(r, ws)))
    return "\n".join(lines)


def plain(headers: list[str], rows: list[list[str]], gap: int = 3) -> str:
    """kubectl/docker-style columns: left-aligned, separated by ``gap`` spaces, no rules."""
    ws = [max(width(h), *(width(r[i]) for r in rows)) for i, h in enumerate(headers)]
    sep = " " * gap
    return "\n".join(sep.join(pad(c, w) for c, w in zip(r, ws)).rstrip() for r in [headers] + rows)


def markdown(headers: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)
