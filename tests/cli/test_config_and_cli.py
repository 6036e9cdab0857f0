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


@pytest.mark.parametrize(
    "text,needle",
    [
        ("edge: {model: m, api_base: x, colour: red}\n", "edge.colour: unknown key"),
        ("edge: {model: m}\nserver: {port: 99999}\n", "server.port"),
        ("edge: {model: m}\npolicy: {name: x, extra: 1}\n", "policy.extra"),
        ("edge: [1, 2\n", "invalid YAML"),
        ("{}\n", "at least one of `edge` and `cloud`"),
    ],
)
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
    st.record_call(
        CallRow(
            id="call-1",
            session="sess-a",
            step=1,
            role="edge",
            purpose="step",
            model="m",
            prompt_tokens=11,
            completion_tokens=3,
            created=1.0,
        )
    )
    st.close()
    assert main(["calls", "--store", str(db), "--format", "json"]) == 0
    cap = capsys.readouterr()
    assert '"call-1"' in cap.out and '"prompt_tokens": 11' in cap.out
    assert f"reading store {db}" in cap.err  # which store it read, on stderr (stdout stays JSON lines)
    assert main(["calls", "--store", str(tmp_path / "none.db")]) == 2
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
    """Supply chain (docs/ARCHITECTURE.md §5): a trojaned package hides in a .pth file that runs at start-up."""
    allowed = {"distutils-precedence.pth", "__editable__.edgeward-0.1.0.pth"}
    found = set()
    for d in site.getsitepackages():
        found |= {p.name for p in Path(d).glob("*.pth")}
    unexpected = {n for n in found - allowed if not n.startswith("__editable___edgeward")}
    assert not unexpected, f"unexpected .pth files in site-packages: {sorted(unexpected)}"


def test_litellm_is_pinned_to_a_safe_version():
    lock = (Path(__file__).resolve().parents[2] / "constraints.txt").read_text()
    line = next(ln for ln in lock.splitlines() if ln.lower().startswith("litellm=="))
    assert line.split("==")[1] not in {"1.82.7", "1.82.8"}


# -- serve start-up checks (fake upstream addresses; the embedded model never starts) ---------------
FAKE_EDGE = "edge: {model: m, api_base: 'http://127.0.0.1:9/v1'}\n"


@pytest.fixture
def no_app(monkeypatch):
    """Replace build_app: a test fails if serve got as far as building (and starting) the app."""
    from edgeward.cli_common import CLIError

    built: list[object] = []

    def fake(cfg, **kw):
        built.append(cfg)
        raise CLIError("build_app reached", 9)

    monkeypatch.setattr("edgeward.proxy.server.build_app", fake)  # `serve` imports it when it starts
    monkeypatch.setattr("edgeward.cmd_serve._setup_logging", lambda *a, **k: None)
    return built


def test_serve_rejects_bad_policy_params_before_starting(tmp_path, capsys, no_app):
    p = tmp_path / "c.yaml"
    p.write_text(
        FAKE_EDGE + "policy: {name: step-router, params: {thresh: 1.5}}\n"
        "arms: {x: {policy: edge-only, privacy: {egress: nope}}}\n"
    )
    assert main(["serve", "--config", str(p), "--port", "0", "--store", str(tmp_path / "s.db")]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert lines[0] == (
        "edgeward: policy.params: bad parameters for policy 'step-router': step-router: thresh: unknown parameter"
        " (did you mean threshold?)"
    )
    assert lines[1].startswith("edgeward: arms.x: arm 'x' has bad privacy overrides") and len(lines) == 2
    assert no_app == []


def test_serve_on_a_port_in_use_fails_before_starting_anything(tmp_path, capsys, no_app):
    import socket

    p = tmp_path / "c.yaml"
    p.write_text(FAKE_EDGE)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code = main(["serve", "--config", str(p), "--port", str(port), "--store", str(tmp_path / "s.db")])
    err = capsys.readouterr().err
    assert code == 1 and no_app == []
    assert err.strip() == (
        f"edgeward: cannot serve on 127.0.0.1:{port}: Address already in use"
        " (another process, perhaps another `edgeward serve`, listens there: stop it, or pass --port N)"
    ), err
    assert "serving on" not in err


def test_serve_warns_about_literal_keys_and_names_the_stand_in_label(tmp_path, capsys, caplog, no_app):
    p = tmp_path / "c.yaml"
    p.write_text(
        "edge: {model: m, api_base: 'http://127.0.0.1:9/v1', api_key: sk-literal-5150}\n"
        "cloud: {embedded: smollm2-135m, stand_in: true, price_model: gpt-4o-mini}\n"
    )
    with caplog.at_level("WARNING", logger="edgeward"):
        assert main(["serve", "--config", str(p), "--port", "0", "--store", str(tmp_path / "s.db")]) == 9
    err = capsys.readouterr().err
    warnings = [ln for ln in err.splitlines() if ln.startswith("edgeward: warning:")]
    assert len(warnings) == 1 and "edge.api_key" in warnings[0] and "env:NAME" in warnings[0]
    assert "sk-literal-5150" not in err + caplog.text
    stand_in = [r.getMessage() for r in caplog.records if "STAND-IN" in r.getMessage()]
    assert stand_in == ["the cloud role is a STAND-IN (stand-in-cloud), not a real cloud model"]


def test_role_label_is_what_the_proxy_shows():
    from edgeward.proxy.upstreams.roles import role_label
    from edgeward.proxy.settings import RoleConfig

    assert role_label(RoleConfig(embedded="smollm2-135m", stand_in=True)) == "stand-in-cloud"
    assert role_label(RoleConfig(embedded="smollm2-135m")) == "smollm2-135m"
    assert role_label(RoleConfig(embedded="smollm2-135m", stand_in=True, label="mine")) == "mine"
    assert role_label(RoleConfig(model="gpt-4o-mini", api_base="http://x/v1")) == "gpt-4o-mini"


def test_serve_prints_serving_on_only_once_bound(tmp_path):
    """A real `serve` (fake upstream address, edge only): the line names the bound port."""
    import re
    import time
    import urllib.request

    p = tmp_path / "c.yaml"
    p.write_text(FAKE_EDGE)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "edgeward",
            "serve",
            "--config",
            str(p),
            "--port",
            "0",
            "--store",
            str(tmp_path / "s.db"),
        ],
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"},
    )
    try:
        line, deadline = "", time.monotonic() + 60
        while "serving on" not in line and time.monotonic() < deadline:
            line = proc.stderr.readline()
            if not line:
                break
        m = re.search(r"serving on (http://127\.0\.0\.1:(\d+))/v1 \(policy edge-only;", line)
        assert m and m.group(2) != "0", line
        with urllib.request.urlopen(m.group(1) + "/healthz", timeout=10) as r:  # bound when announced
            assert r.status == 200
    finally:
        proc.terminate()
        proc.wait(20)


def test_scan_of_a_directory_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scan", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "is a directory" in err and "Traceback" not in err
    assert main(["scan", str(tmp_path / "missing.txt")]) == 2
    assert "no such file" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "usage", "hint"),
    [
        (["serve", "--prot", "9000"], "usage: edgeward serve ", "(did you mean --port?)"),
        (
            ["calls", "--limt=3", "--sesion", "x"],
            "usage: edgeward calls ",
            "--limit for --limt, --session for --sesion",
        ),
        (["router", "fit", "--runs", "a", "--out", "b", "--ot", "x"], "usage: edgeward router fit ", "--out?"),
        (["calls", "--zzz"], "usage: edgeward calls ", "see `edgeward calls --help`"),
    ],
)
def test_an_unknown_option_shows_its_subcommand_usage_and_the_closest_option(argv, usage, hint, capsys):
    with pytest.raises(SystemExit) as e:
        main(argv)
    err = capsys.readouterr().err
    assert e.value.code == 2
    assert err.startswith(usage) and "unrecognized arguments" in err and hint in err, err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("port", "why"), [("99999", "99999 is out of range (0-65535)"), ("abc", "not a port number: 'abc'")]
)
def test_a_bad_port_is_a_usage_error_naming_the_flag(port, why, capsys):
    with pytest.raises(SystemExit) as e:
        main(["serve", "--port", port])
    err = capsys.readouterr().err
    assert e.value.code == 2 and f"edgeward serve: error: argument --port: {why}" in err, err


def test_a_config_without_an_edge_role_says_every_step_goes_to_the_cloud(tmp_path, capsys, caplog, no_app):
    # new-user report (newuser19): a config naming only `cloud:` drops the embedded edge, and the
    # default policy edge-only then sent every step to the cloud (no_edge_configured) without a word
    only_cloud = tmp_path / "cloud.yaml"
    only_cloud.write_text("cloud: {model: gpt-4o-mini, api_base: 'http://127.0.0.1:9/v1'}\n")
    both = tmp_path / "both.yaml"
    both.write_text(only_cloud.read_text() + "edge: {model: m, api_base: 'http://127.0.0.1:9/v1'}\n")
    for path, expected in ((only_cloud, 1), (both, 0)):
        assert main(["check-config", str(path)]) == 0
        err = capsys.readouterr().err
        assert err.count("no edge role is configured") == expected, err
        caplog.clear()
        with caplog.at_level("WARNING", logger="edgeward"):
            assert main(["serve", "--config", str(path), "--port", "0", "--store", str(tmp_path / "s.db")]) == 9
        said = [r.getMessage() for r in caplog.records if "no edge role is configured" in r.getMessage()]
        assert len(said) == expected and all("edge-only" in m for m in said)
