"""Did-you-mean suggestions of the CLI (new-user report: odd ones, e.g. `serve --polcy` → --port,
`demo --arms` → --fresh): an unknown command, subcommand, choice, option or policy name gets the
closest real choice when one is close (difflib at a sane cutoff, option dashes ignored), and no
suggestion when nothing is."""

from __future__ import annotations

import pytest

from edgeward.cli import main
from edgeward.proxy.arms import resolve_arm
from edgeward.proxy.errors import ProxyError
from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig


def usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as e:
        main(argv)
    err = capsys.readouterr().err
    assert e.value.code == 2 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize(
    ("argv", "meant"),
    [
        (["serv"], "'serve'"),
        (["audti"], "'audit'"),
        (["router", "fti"], "'fit'"),
        (["calls", "--format", "jsn"], "'json'"),
        (["calls", "--limt", "3"], "--limit"),
        (["serve", "--prot", "9000"], "--port"),
    ],
)
def test_a_close_typo_gets_the_real_choice(argv, meant, capsys):
    err = usage_error(argv, capsys)
    assert f"did you mean {meant}?" in err, err


@pytest.mark.parametrize(
    "argv",
    [
        ["xyz"],
        ["router", "zzz"],
        ["calls", "--format", "zzz"],
        ["calls", "--zzz"],
        ["serve", "--polcy", "x"],  # serve has no policy option; --port only shares the dashes
        ["demo", "--arms", "x"],  # demo has no --arms; --fresh only shares the dashes
    ],
)
def test_nothing_close_gets_no_suggestion(argv, capsys):
    err = usage_error(argv, capsys)
    assert "did you mean" not in err, err
    assert "choose from" in err or "see `edgeward" in err  # still says where the real ones are


def test_an_invalid_choice_still_lists_every_choice(capsys):
    err = usage_error(["calls", "--format", "jsn"], capsys)
    assert "'table'" in err and "'json'" in err


@pytest.mark.parametrize(
    ("name", "meant"),
    [
        ("step-ruoter", "step-router"),
        ("cloud", "cloud-only"),
        ("advisr", "advisor"),
        ("step-ruoter+mask", "step-router"),
    ],
)
def test_a_misspelt_policy_name_gets_the_closest_one(name, meant):
    cfg = ProxyConfig.model_validate(EMBEDDED_DEFAULT)
    with pytest.raises(ProxyError) as e:
        resolve_arm(cfg, name)
    assert f"(did you mean {meant}" in e.value.message and "known:" in e.value.message


@pytest.mark.parametrize("name", ["qqq", "zz-top", "x" * 300])
def test_a_policy_name_like_nothing_gets_no_suggestion(name):
    cfg = ProxyConfig.model_validate(EMBEDDED_DEFAULT)
    with pytest.raises(ProxyError) as e:
        resolve_arm(cfg, name)
    assert "did you mean" not in e.value.message and "known:" in e.value.message


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["calls", "--limit", "abc"], "argument --limit: not a whole number: 'abc'"),
        (["calls", "--limit", "-3"], "argument --limit: must be 0 or more (got -3)"),
        (["serve", "--port", "http"], "argument --port: not a port number: 'http'"),
    ],
)
def test_a_bad_flag_value_is_said_in_words_not_by_a_function_name(argv, said, capsys):
    # new-user report: `calls --limit abc` printed "invalid _non_negative value: 'abc'"
    err = usage_error(argv, capsys)
    assert said in err and "_non_negative" not in err and "_port" not in err, err


@pytest.mark.parametrize(
    ("doc", "said"),
    [
        ({"edge": {"modle": "x"}}, "edge.modle: unknown key (did you mean model?)"),
        ({"servr": {}}, "servr: unknown key (did you mean server?)"),
        ({"privacy": {"egres": "mask"}}, "privacy.egres: unknown key (did you mean egress?)"),
        ({"privacy": {"detector": {"feilds": {}}}}, "privacy.detector.feilds: unknown key (did you mean fields?)"),
        ({"cloud": {"model": "m", "api_base": "http://x/v1", "prices": {"inptu": 1}}}, "(did you mean input?)"),
        ({"arms": {"a": {"policy": "edge-only", "parms": {}}}}, "arms.a.parms: unknown key (did you mean params?)"),
        (
            {"intercept": {"endpoints": [{"host": "h", "bsae": "/v1"}]}},
            "endpoints.0.bsae: unknown key (did you mean base?)",
        ),
    ],
)
def test_a_misspelt_config_key_gets_the_real_key_of_its_section(doc, said):
    # new-user report: `edge: {modle: ...}` said only "unknown key"
    from edgeward.config import ConfigLoadError, validate_config

    with pytest.raises(ConfigLoadError) as e:
        validate_config(doc, "c.yaml")
    assert said in str(e.value), str(e.value)


def test_a_config_key_like_nothing_in_its_section_gets_no_suggestion():
    from edgeward.config import ConfigLoadError, validate_config

    for doc in ({"edge": {"zzzz": 1}}, {"policy": {"name": "edge-only", "params": {}, "xyz": 1}}):
        with pytest.raises(ConfigLoadError) as e:
            validate_config(doc, "c.yaml")
        assert "unknown key" in str(e.value) and "did you mean" not in str(e.value), str(e.value)


@pytest.mark.parametrize("command", [["report", "runs/x"], ["run", "--policy", "edge-only", "--out", "runs/x"]])
def test_a_threshold_outside_the_score_range_is_a_usage_error(command, capsys):
    # new-user report: `report --threshold 70` (meaning 70 %) silently scored every trial failed
    err = usage_error([*command, "--threshold", "70"], capsys)
    assert "argument --threshold: 70 is outside 0-1, a trial's score range (0.7, not 70)" in err, err
    err = usage_error([*command, "--threshold", "high"], capsys)
    assert "argument --threshold: not a number: 'high'" in err, err
