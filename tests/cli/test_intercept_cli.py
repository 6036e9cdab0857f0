"""`edgeward intercept` as a user runs it: the command in its own process, and the official
`openai` SDK with its default base URL, `HTTPS_PROXY` set and the generated CA trusted
(`SSL_CERT_FILE`), configured by nothing but those variables. No network: the model host is
answered by the pipeline, whose edge role is a fake upstream in this process."""

from __future__ import annotations

import json
import os
import re
import signal
import ssl
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import certifi
import httpx
import openai
import pytest
import yaml

from edgeward.cli import main
from edgeward.harness.fake_upstream import FakeUpstream

AGENT_KEY = "sk-agent-own-vendor-key-9876543210"


def _agent() -> dict[str, Any]:
    """What an agent does with the official SDK and no edgeward-specific settings: the proxy and
    CA come from the environment only."""
    client = openai.OpenAI(max_retries=0)  # default base URL
    assert str(client.base_url) == "https://api.openai.com/v1/"
    msgs = [{"role": "user", "content": "Summarise my week"}]
    r = client.chat.completions.create(model="gpt-4o-mini", messages=msgs)
    stream = client.chat.completions.create(model="gpt-4o-mini", messages=msgs, stream=True)
    chunks = [c.choices[0].delta.content or "" for c in stream if c.choices]
    try:  # side traffic the operator blocked (telemetry)
        blocked: Any = httpx.post("https://telemetry.invalid/v1/events", json={"e": 1}).status_code
    except httpx.ProxyError as e:
        blocked = f"proxy error: {e}"
    return {"content": r.choices[0].message.content, "stream": "".join(chunks), "blocked": blocked}


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower() and k not in ("SSL_CERT_FILE",)}
    env.update(extra)
    return env


def _edgeward(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`edgeward ARGS` in this process: (exit code, stdout, stderr)."""
    capsys.readouterr()
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def fake_edge() -> Iterator[Any]:
    up = FakeUpstream.run_in_thread([{"content": "your week was busy"}])
    yield up
    up.stop()


def _write_config(tmp: Path, edge_url: str) -> Path:
    cfg = {
        "edge": {"model": "edge-model", "api_base": edge_url, "api_key": "env:EDGE_OPERATOR_KEY"},
        "policy": {"name": "edge-only"},
        "store": {"path": str(tmp / "store.db")},
        "intercept": {"ca_dir": str(tmp / "ca"), "other_hosts": {"telemetry.invalid": "block"}},
    }
    path = tmp / "edgeward.yaml"
    path.write_text(yaml.safe_dump(cfg))
    return path


def test_openai_sdk_with_its_default_base_url_is_answered_through_the_pipeline(
    tmp_path: Path, fake_edge: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cfg = _write_config(tmp_path, fake_edge.url)
    proc = subprocess.Popen(
        [sys.executable, "-m", "edgeward", "intercept", "--config", str(cfg), "--listen", "127.0.0.1:0"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        env=_clean_env(EDGE_OPERATOR_KEY="edge-operator-key", XDG_DATA_HOME=str(tmp_path / "data")),
    )
    banner: list[str] = []
    try:
        assert proc.stderr is not None
        deadline = time.monotonic() + 60
        url = None
        while url is None and time.monotonic() < deadline:
            line = proc.stderr.readline()
            if not line:
                break
            banner.append(line)
            m = re.search(r"intercepting on (http://127\.0\.0\.1:\d+)", line)
            url = m.group(1) if m else None
        assert url, "".join(banner)
        while not banner[-1].lstrip().startswith("curl"):  # the trust recipes follow the banner
            banner.append(proc.stderr.readline())
        text = "".join(banner)
        bundle = str(tmp_path / "ca" / "ca-bundle.pem")
        for recipe in (f"HTTPS_PROXY={url}", f"SSL_CERT_FILE={bundle}", f"REQUESTS_CA_BUNDLE={bundle}"):
            assert recipe in text
        assert f"NODE_EXTRA_CA_CERTS={tmp_path / 'ca' / 'mitmproxy-ca-cert.pem'}" in text
        assert f"--cacert {bundle}" in text

        for name in [k for k in os.environ if "proxy" in k.lower()]:
            monkeypatch.delenv(name)
        monkeypatch.setenv("HTTPS_PROXY", url)
        monkeypatch.setenv("SSL_CERT_FILE", bundle)
        monkeypatch.setenv("OPENAI_API_KEY", AGENT_KEY)
        out = _agent()
        assert out["content"] == "your week was busy" and out["stream"] == "your week was busy"
        assert "403" in str(out["blocked"])  # the blocked host got an error, not a connection
        with pytest.raises(httpx.ConnectError, match="CERTIFICATE_VERIFY_FAILED"):  # an agent without the CA
            httpx.get("https://api.openai.com/v1/models", verify=ssl.create_default_context(cafile=certifi.where()))
        connected = openai.OpenAI(max_retries=0)  # an agent still connected (keep-alive) when the proxy stops
        assert [m.id for m in connected.models.list()]
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    connected.close()
    assert proc.returncode == 0, err
    assert "Traceback" not in err and "level=error" not in err, err
    # the addon counted every server connection: none to the real host
    assert re.search(r"server connections: 0 to model hosts, [1-9]\d* to the pipeline, 0 to other hosts", err), err
    assert "1 TLS handshakes aborted by the agent (CA not trusted)" in err, err

    chats = [r for r in fake_edge.requests if r["path"].endswith("/chat/completions")]
    assert len(chats) == 2 and {r["headers"]["authorization"] for r in chats} == {"Bearer edge-operator-key"}
    assert AGENT_KEY not in json.dumps(fake_edge.requests)

    store = str(tmp_path / "store.db")
    code, out, err = _edgeward(capsys, "calls", "--store", store, "--format", "json")
    assert code == 0, err
    rows = [json.loads(line) for line in out.splitlines()]
    assert [(r["via"], r["role"], r["status"]) for r in rows] == [("intercept", "edge", "ok")] * 2
    assert "intercept" in _edgeward(capsys, "calls", "--store", store)[1]

    code, out, err = _edgeward(capsys, "audit", "--store", store, "--format", "json")
    assert code == 0, err
    (blocked,) = json.loads(out)["other_hosts"]
    assert (blocked["host"], blocked["port"], blocked["action"]) == ("telemetry.invalid", 443, "block")
    shown = _edgeward(capsys, "audit", "--store", store)[1]
    assert "telemetry.invalid:443" in shown and "blocked" in shown


def test_print_ca_creates_the_ca_in_the_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)  # no ./edgeward.yaml: the built-in default config
    code, out, err = _edgeward(capsys, "intercept", "--print-ca")
    assert code == 0, err
    cert = Path(out.strip())
    assert cert == tmp_path / "edgeward" / "intercept-ca" / "mitmproxy-ca-cert.pem" and cert.is_file()
    key = cert.parent / "mitmproxy-ca.pem"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and b"PRIVATE KEY" in key.read_bytes()
    assert b"PRIVATE KEY" not in cert.read_bytes()


@pytest.mark.parametrize(
    "args,config,message",
    [
        (["--listen", "nonsense"], {}, "edgeward: --listen (intercept.listen): listen address 'nonsense'"),
        ([], {"intercept": {"listen": "nonsense"}}, "c.yaml: intercept.listen: listen address 'nonsense'"),
        ([], {"intercept": {"routes": {"api.openai.com": "no-such-policy"}}}, "intercept.routes.api.openai.com"),
        ([], {"intercept": {"other_hosts": {"x.com": "drop"}}}, "intercept.other_hosts"),
    ],
)
def test_bad_intercept_settings_are_one_line_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], config: dict[str, Any], message: str
) -> None:
    cfg = {"edge": {"model": "m", "api_base": "http://127.0.0.1:9/v1"}, "store": {"path": str(tmp_path / "s.db")}}
    path = tmp_path / "c.yaml"
    path.write_text(yaml.safe_dump({**cfg, **config}))
    code, _, err = _edgeward(capsys, "intercept", "--config", str(path), *args)
    assert code == 2, err
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_bad_flag_value_names_the_flag_not_the_config(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no ./edgeward.yaml: the built-in default config
    code, _, err = _edgeward(capsys, "intercept", "--listen", "nonsense")
    assert code == 2 and "--listen (intercept.listen)" in err and "built-in" not in err, err


def test_sigint_stops_intercept_even_when_it_started_with_sigint_ignored(tmp_path: Path, fake_edge: Any) -> None:
    # new-user report: `edgeward intercept &` from a script inherits SIGINT ignored; Python then
    # never raised KeyboardInterrupt, and `kill -INT` left it running (`serve` handled it)
    cfg = _write_config(tmp_path, fake_edge.url)
    proc = subprocess.Popen(
        [sys.executable, "-m", "edgeward", "intercept", "--config", str(cfg), "--listen", "127.0.0.1:0"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        env=_clean_env(EDGE_OPERATOR_KEY="edge-operator-key", XDG_DATA_HOME=str(tmp_path / "data")),
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),  # as a background job gets it
    )
    try:
        assert proc.stderr is not None
        line, deadline = "", time.monotonic() + 60
        while "intercepting on" not in line and time.monotonic() < deadline:
            line = proc.stderr.readline()
            if not line:
                break
        assert "intercepting on" in line, line
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert proc.returncode == 0, err
    assert "edgeward: SIGINT received, stopping" in err and "edgeward intercept: stopped;" in err, err
