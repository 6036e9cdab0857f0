"""The `edgeward` command line: a parser whose subcommands are the `edgeward/cmd_<name>.py`
modules (each adds its own with `register(subparsers)`), and `main`.

Every command fails with a one-line message on stderr and a non-zero exit code (2 for usage
and configuration errors), never a traceback (`edgeward.cli_common.CLIError`).
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import os
import pkgutil
import sys
from collections.abc import Iterable
from typing import Any

import edgeward
from edgeward import __version__
from edgeward.cli_common import CLIError

# litellm reads its price map from the network at import unless told otherwise (it is imported
# lazily, by edgeward.proxy.upstreams.providers, which sets this too).
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


#: How alike (difflib's ratio, leading dashes left out) a mistyped word and a real choice must
#: be to be suggested: `--limt` → --limit, `serv` → serve, `fti` → fit; `--polcy` gets no
#: `--port` (the shared `--` made it look close) and `--zzz` nothing.
SUGGEST_CUTOFF = 0.6


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """The real choice closest to a mistyped `word` (`difflib.get_close_matches` at
    `SUGGEST_CUTOFF`, option dashes ignored on both sides), or None when nothing is close."""
    by_name: dict[str, str] = {}
    for c in choices:
        by_name.setdefault(c.lstrip("-"), c)
    near = difflib.get_close_matches(word.lstrip("-"), list(by_name), n=1, cutoff=SUGGEST_CUTOFF)
    return by_name[near[0]] if near else None


class _Parser(argparse.ArgumentParser):
    """argparse with a did-you-mean for a value outside an argument's choices (a command, a
    subcommand, `--format jsn`); subparsers are made of this class too."""

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        choices = action.choices
        if choices is None or value in choices or not isinstance(value, str):
            return super()._check_value(action, value)
        names = [str(c) for c in choices]
        near = did_you_mean(value, names)
        hint = f" (did you mean {near!r}?)" if near else ""
        raise argparse.ArgumentError(
            action, f"invalid choice: {value!r}{hint}; choose from {', '.join(repr(c) for c in names)}"
        )


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser; `_register_command_modules` adds the subcommands."""
    p = _Parser(prog="edgeward", description="Edge/cloud routing proxy with an egress privacy gate.")
    p.add_argument("--version", action="version", version=f"edgeward {__version__}")
    p.add_subparsers(dest="cmd", metavar="COMMAND")
    return p


#: Listed first in `--help` (the everyday commands); the other `cmd_*` modules follow by name.
FIRST_COMMANDS = ("cmd_serve", "cmd_calls", "cmd_demo", "cmd_scan")


def _register_command_modules(parser: argparse.ArgumentParser) -> None:
    """Each `edgeward/cmd_<name>.py` module adds its subcommand(s) via `register(subparsers)`."""
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    names = [m.name for m in pkgutil.iter_modules(edgeward.__path__) if m.name.startswith("cmd_")]
    for name in sorted(
        names, key=lambda n: (FIRST_COMMANDS.index(n) if n in FIRST_COMMANDS else len(FIRST_COMMANDS), n)
    ):
        importlib.import_module(f"edgeward.{name}").register(sub)


def _unrecognized(parser: argparse.ArgumentParser, args: argparse.Namespace, extra: list[str]) -> None:
    """Report unknown arguments with the subcommand's usage (not the top level's) and the closest
    option of that subcommand (`--prot` → `--port`); exits 2, as argparse does."""
    target = parser
    while True:  # down to the innermost subcommand named (`router fit`)
        subs = [a for a in target._actions if isinstance(a, argparse._SubParsersAction)]
        chosen = subs and getattr(args, subs[0].dest or "", None)
        if not chosen or chosen not in subs[0].choices:
            break
        target = subs[0].choices[chosen]
    options = [o for a in target._actions for o in a.option_strings if o.startswith("--")]
    hints = []  # (what was typed, the closest option)
    for word in extra:
        typed = word.split("=", 1)[0]
        if typed.startswith("--") and (near := did_you_mean(typed, options)) is not None:
            hints.append((typed, near))
    more = ""
    if len(hints) == 1:
        more = f" (did you mean {hints[0][1]}?)"
    elif hints:
        more = " (did you mean " + ", ".join(f"{c} for {t}" for t, c in hints) + "?)"
    target.error(f"unrecognized arguments: {' '.join(extra)}{more}; see `{target.prog} --help`")


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `edgeward` console script; returns the exit code."""
    parser = build_parser()
    _register_command_modules(parser)
    args, extra = parser.parse_known_args(argv)
    if extra:
        _unrecognized(parser, args, extra)
    if not getattr(args, "fn", None):
        parser.print_help()
        return 2
    try:
        return int(args.fn(args) or 0)
    except CLIError as e:
        for line in str(e).splitlines() or [""]:  # several problems: one line each
            print(f"edgeward: {line}", file=sys.stderr)
        return e.code
    except KeyboardInterrupt:
        if sys.stderr.isatty():
            sys.stderr.write("\x1b[?25h")  # a progress display cut short may have left the cursor hidden
        print("edgeward: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:  # a bug still gets one line; EDGEWARD_DEBUG=1 shows the traceback
        if os.environ.get("EDGEWARD_DEBUG"):
            raise
        print(
            f"edgeward: internal error: {type(e).__name__}: {e} (set EDGEWARD_DEBUG=1 for a traceback)", file=sys.stderr
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
