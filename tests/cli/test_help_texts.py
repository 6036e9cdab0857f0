"""`edgeward --help` and every subcommand's `--help` (new-user check): each option and
positional argument says what it is for (an unexplained `--host HOST` or `file` was the
finding), and every subcommand's help renders."""

from __future__ import annotations

import argparse

import pytest

from edgeward.cli import _register_command_modules, build_parser, main


def parsers() -> list[tuple[str, argparse.ArgumentParser]]:
    root = build_parser()
    _register_command_modules(root)
    out = [("edgeward", root)]
    for name, p in out:  # grows while it is walked: subcommands of subcommands too
        for a in p._actions:
            if isinstance(a, argparse._SubParsersAction):
                out += [(f"{name} {n}", sp) for n, sp in a.choices.items()]
    return out


def test_every_argument_of_every_command_has_a_help_text() -> None:
    missing = [
        f"{name} {a.option_strings or a.dest}"
        for name, p in parsers()
        for a in p._actions
        if not isinstance(a, (argparse._HelpAction, argparse._VersionAction, argparse._SubParsersAction))
        and not (a.help or "").strip()
    ]
    assert missing == []
    assert len(parsers()) > 15  # the walk reached the subcommands (router's included)


@pytest.mark.parametrize("name", [n for n, _ in parsers()])
def test_every_help_renders(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main([*name.split()[1:], "--help"])
    out = capsys.readouterr().out
    assert e.value.code == 0 and out.startswith(f"usage: {name}"), out[:200]
