"""Config loading rules, CLI error behaviour, store permissions, supply-chain checks."""

from __future__ import annotations

import os
import site
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from edgeward.cli import main
from edgeward.config import ConfigLoadError, load_config
from edgeward.proxy.store import CallRow, Store


def test_default_config_is_the_embedded_one(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cfg, source = load_config(None)
    assert source == "built-in embedded default"
    assert cfg.edge.embedded == "smollm2-135m" and cfg.cloud.stand_in
    assert cfg.server.host == "127.0.0.1" and cfg.server.port == 8787 and cfg.privacy.egress == "mask"
    assert cfg.store.path.parts[-3:] == ("share", "edgeward", "edgeward.db")


def test_local_edgeward_yaml_is_found(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "edgeward.yaml").write_text("edge: {model: m, api_base: 'http://127.0.0.1:1/v1'}\n")
    cfg, source = load_config(None)
    assert source == "edgeward.yaml" and cfg.edge.model == "m" and cfg.cloud is None


@pytest.mark.parametrize("text,needle", [
    ("edge: {model: m, api_base: x, colour: red}\n", "edge.colour: unknown key"),
    ("edge: {model: m}\nserver: {port: 99999}\n", "server.port"),
    ("edge: {model: m}\npolicy: {name: x, extra: 1}\n", "policy.extra"),
    ("edge: [1, 2\n", "invalid YAML"),
    ("{}\n", "at least one of `edge` and `cloud`"),
])
def test_bad_config_names_the_key_and_exits_2(tmp_path, capsys, text, needle):
    p = tmp_path / "bad.yaml"
    p.write_text(text)
    with pytest.raises(ConfigLoadError) as e:
        load_config(p)
    assert needle in str(e.value) and "\n" not in str(e.value)
    assert main(["calls", "--config", str(p)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("edgeward: ") and needle in err and "Traceback" not in err


def test_missing_config_file_is_one_line(capsys):
    assert main(["serve", "--config", "/nonexistent/edgeward.yaml"]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_calls_command_prints_rows_and_fails_cleanly_without_store(tmp_path, capsys):
    db = tmp_path / "s.db"
    st = Store(db)
    st.record_call(CallRow(id="call-1", session="sess-a", step=1, role="edge", purpose="step", model="m",
                           prompt_tokens=11, completion_tokens=3, created=1.0))
    st.close()
    assert main(["calls", "--store", str(db), "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert '"call-1"' in out and '"prompt_tokens": 11' in out
    assert main(["calls", "--store", str(tmp_path / "none.db")]) == 1
    assert "no store" in capsys.readouterr().err


def test_version():
    r = subprocess.run([sys.executable, "-m", "edgeward", "--version"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("edgeward ")


def test_store_file_is_private_and_survives_reopen(tmp_path):
    db = tmp_path / "sub" / "e.db"
    st = Store(db)
    st.record_call(CallRow(id="c", session="s", step=1, role="cloud", purpose="step", model="m", usd=0.5))
    st.close()
    assert stat.S_IMODE(os.stat(db).st_mode) == 0o600
    st2 = Store(db, writer=False)
    (row,) = st2.calls("s")
    assert row.usd == 0.5 and row.role == "cloud"
    st2.close()


def test_site_packages_has_no_unexpected_pth_files():
    """Supply chain (DESIGN.md §5): a trojaned package hides in a .pth file that runs at start-up."""
    allowed = {"distutils-precedence.pth", "__editable__.edgeward-0.1.0.pth"}
    found = set()
    for d in site.getsitepackages():
        found |= {p.name for p in Path(d).glob("*.pth")}
    unexpected = {n for n in found - allowed if not n.startswith("__editable___edgeward")}
    assert not unexpected, f"unexpected .pth files in site-packages: {sorted(unexpected)}"


def test_litellm_is_pinned_to_a_safe_version():
    lock = (Path(__file__).resolve().parents[1] / "constraints.txt").read_text()
    line = next(ln for ln in lock.splitlines() if ln.lower().startswith("litellm=="))
    assert line.split("==")[1] not in {"1.82.7", "1.82.8"}
