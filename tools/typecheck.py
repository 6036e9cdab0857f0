"""Run mypy over the project as it is imported (`edgeward.proxy` is `proxy/`, …).

mypy cannot follow setuptools' `package-dir` mapping, so this builds a link tree that mirrors
it (`<tmp>/edgeward/proxy -> proxy/`, the CLI's own files linked one by one), runs mypy on the
`edgeward` package there with the `[tool.mypy]` settings of pyproject.toml, and prints each
error with its path in the repository. Exit status: mypy's.

    .venv/bin/python tools/typecheck.py            # what `make lint` runs
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def link_tree(dest: Path) -> dict[str, str]:
    """Mirror the package map under `dest`; returns {tree prefix: repo prefix} for messages."""
    mapping = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-dir"]
    top = dest / "edgeward"
    top.mkdir()
    prefixes = {}
    for package, folder in sorted(mapping.items()):
        if package == "edgeward":  # the CLI package: link its files, the rooms are linked below
            for f in (ROOT / folder).iterdir():
                if f.suffix == ".py":
                    (top / f.name).symlink_to(f)
            prefixes["edgeward/"] = f"{folder}/"
        else:
            room = package.removeprefix("edgeward.")
            (top / room).symlink_to(ROOT / folder, target_is_directory=True)
            prefixes[f"edgeward/{room}/"] = f"{folder}/"
    return prefixes


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="edgeward-mypy-") as tmp:
        prefixes = link_tree(Path(tmp))
        cmd = [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(ROOT / ".mypy_cache"),
            "-p",
            "edgeward",
        ]
        proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, env={**os.environ, "MYPYPATH": tmp})
    for line in (proc.stdout + proc.stderr).splitlines():
        # longest prefix first: edgeward/proxy/… is proxy/…, edgeward/cli.py is edgeward/cli.py
        for tree, repo in sorted(prefixes.items(), key=lambda kv: -len(kv[0])):
            if line.startswith(tree):
                line = repo + line[len(tree) :]
                break
        print(line)
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
