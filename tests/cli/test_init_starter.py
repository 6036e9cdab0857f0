"""Every comment of the config `edgeward init` writes agrees with the schema (new-user report:
it suggested `# retries: 1` where the real default is 0): each commented option names a real
key of its section, its value validates, and the default it states (`(default)`: the value
shown; `default: X`) is the pydantic model's. The expected defaults are read from the models
here, not from the starter."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import BaseModel

from edgeward.cli import main
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.settings import (
    PolicyConfig,
    Prices,
    ProxyConfig,
    RoleConfig,
    ServerConfig,
    StoreConfig,
    default_store_path,
)

SECTIONS: dict[str, type[BaseModel]] = {
    "edge": RoleConfig,
    "cloud": RoleConfig,
    "policy": PolicyConfig,
    "privacy": PrivacyConfig,
    "server": ServerConfig,
    "store": StoreConfig,
}
SECTION = re.compile(r"^(?:# )?([a-z_]+):\s*(?:#.*)?$")  # `edge:`, or `# store:` (a commented section)
OPTION = re.compile(r"^  # ([a-z_]+):(.*)$")  # a commented key of the current section
NESTED = re.compile(r"^  # {3}([a-z_]+):(.*)$")  # a key under the option before it (`prices:`)
MINIMAL = {RoleConfig: {"embedded": "smollm2-135m"}}  # what a section needs besides the key


def written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    path = tmp_path / "edgeward.yaml"
    assert main(["init", str(path)]) == 0
    capsys.readouterr()
    return path.read_text(encoding="utf-8")


def split_comment(rest: str) -> tuple[str, str]:
    """(value, comment) of the text after `key:`; the comment starts at ` # `."""
    value, _, comment = rest.partition(" # ")
    return value.strip(), comment.strip()


def real_default(model: type[BaseModel], key: str) -> Any:
    f = model.model_fields[key]
    return f.get_default(call_default_factory=True)


def options(text: str) -> list[tuple[str, str, str, str]]:
    """(section, key, value, comment) of every commented option line, nested ones as
    `parent.key`."""
    section, parent, out = None, None, []
    for ln in text.splitlines():
        if m := SECTION.match(ln):
            section, parent = m.group(1), None
        elif m := OPTION.match(ln):
            assert section in SECTIONS, ln
            parent = m.group(1)
            out.append((section, m.group(1), *split_comment(m.group(2))))
        elif m := NESTED.match(ln):
            assert parent is not None, ln
            out.append((section, f"{parent}.{m.group(1)}", *split_comment(m.group(2))))
    return out


def test_the_starter_validates_and_each_commented_option_matches_the_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    text = written(tmp_path, capsys)
    ProxyConfig.model_validate(yaml.safe_load(text))  # the live part is a valid config
    found = options(text)
    assert {(s, k) for s, k, _, _ in found} >= {("edge", "retries"), ("cloud", "retries")}
    for section, key, value, comment in found:
        model = SECTIONS[section]
        if "." in key:  # `prices:` sub-keys: a real key of Prices and a valid value
            parent, sub = key.split(".")
            assert model.model_fields[parent].annotation is Prices and sub in Prices.model_fields, key
            Prices.model_validate({sub: yaml.safe_load(value)})
            continue
        assert key in model.model_fields, f"{section}.{key} is not a key of {model.__name__}"
        parsed = yaml.safe_load(value) if value else None
        if value:  # the value shown validates for that key
            model.model_validate({**MINIMAL.get(model, {}), key: parsed})
        want = real_default(model, key)
        if key == "path" and model is StoreConfig:  # shown with ~ for the home directory
            assert Path(str(parsed)).expanduser() == default_store_path() == want
            assert comment.endswith("(default)"), (section, key, comment)
            continue
        if comment.endswith("(default)"):
            assert parsed == want, f"{section}.{key}: shows {parsed!r} as the default, the schema says {want!r}"
        else:
            m = re.search(r"default: (\S+)", comment)
            assert m, f"{section}.{key}: the comment says neither (default) nor default: X: {comment!r}"
            if model.model_fields[key].default_factory is None:
                assert yaml.safe_load(m.group(1)) == want, f"{section}.{key}: states {m.group(1)}, schema {want!r}"
