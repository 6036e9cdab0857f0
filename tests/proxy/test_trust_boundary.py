"""The privacy trust boundary over real HTTP (issue 13): the egress floor, credential scrubbing
of upstream errors, the complete audit (refusals, blocks, vault-hit masks) and retro-exposure."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest
import requests

from edgeward.cli import main
from edgeward.detectors.spans import FieldSpan, Span

NAME = "Jonas Veldhuizen"
EMAIL = "jonas.veldhuizen@example.net"


class RoleRulesDetector:
    """Finds fixed literal values in request strings; a value listed in `ONLY_IN_TOOL` is only
    recognised inside a tool message (a name the detector misses in free text and catches in a
    structured tool result)."""

    RULES = {NAME: "PERSON", EMAIL: "EMAIL_ADDRESS"}
    ONLY_IN_TOOL = {NAME}

    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        out: list[FieldSpan] = []
        for i, m in enumerate(body.get("messages") or []):
            text = m.get("content")
            if not isinstance(text, str):
                continue
            for value, etype in self.RULES.items():
                if value in self.ONLY_IN_TOOL and m.get("role") != "tool":
                    continue
                at = text.find(value)
                while at >= 0:
                    out.append(FieldSpan(("messages", i, "content"), Span(etype, at, at + len(value), 0.9, value)))
                    at = text.find(value, at + 1)
        return out

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return []


def _post(env: Any, body: dict[str, Any], headers: dict[str, str] | None = None) -> requests.Response:
    return requests.post(
        env.url + "/chat/completions",
        data=json.dumps(body),
        headers={"Content-Type": "application/json", **(headers or {})},
        timeout=30,
    )


def _audit(capsys: pytest.CaptureFixture[str], path: Path, *extra: str) -> dict[str, Any]:
    code = main(["audit", "--store", str(path), "--format", "json", *extra])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


def _sent_to_cloud(env: Any) -> str:
    return json.dumps(env.cloud.chat_bodies(), ensure_ascii=False)


# -- the egress floor ----------------------------------------------------------------------------
@pytest.mark.parametrize("how", ["model", "header"])
def test_a_client_cannot_go_below_the_operators_mask_floor(proxy_env: Any, caplog: Any, how: str) -> None:
    caplog.set_level(logging.INFO, logger="edgeward")
    env = proxy_env(
        None, [{"content": "ok"}], with_edge=False, detector=RoleRulesDetector, policy={"name": "cloud-only"}
    )
    body = {"model": "m", "messages": [{"role": "user", "content": f"write to {EMAIL}"}]}
    headers = {"x-edgeward-session": "floor-1"}
    if how == "model":
        body["model"] = "edgeward/cloud-only+allow"
    else:
        headers["x-edgeward-policy"] = "cloud-only+allow"
    r = _post(env, body, headers)
    assert r.status_code == 200, r.text
    assert EMAIL not in _sent_to_cloud(env) and "[EMAIL_ADDRESS_1]" in _sent_to_cloud(env)
    warning = r.headers["x-edgeward-warning"]
    assert "'allow'" in warning and "'mask'" in warning and "cloud-only" in warning
    assert r.headers["x-edgeward-policy"] == "cloud-only"
    assert any("egress floor" in rec.getMessage() and "refused" in rec.getMessage() for rec in caplog.records)
    env.store.flush()
    (row,) = env.store.egress("floor-1")
    assert row.action == "mask" and EMAIL not in row.body


def test_tightening_is_allowed_and_not_warned(proxy_env: Any) -> None:
    env = proxy_env(
        None,
        [{"content": "ok"}],
        with_edge=False,
        detector=RoleRulesDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": "allow"},
    )
    r = _post(env, {"model": "edgeward/cloud-only+mask", "messages": [{"role": "user", "content": f"to {EMAIL}"}]})
    assert r.status_code == 200 and "x-edgeward-warning" not in r.headers
    assert EMAIL not in _sent_to_cloud(env)


def test_with_the_override_on_a_client_may_loosen(proxy_env: Any) -> None:
    env = proxy_env(
        None,
        [{"content": "ok"}],
        with_edge=False,
        detector=RoleRulesDetector,
        policy={"name": "cloud-only"},
        server={"allow_client_egress_override": True},
    )
    msg = {"role": "user", "content": f"write to {EMAIL}"}
    r = _post(env, {"model": "edgeward/cloud-only+allow", "messages": [msg]})
    assert r.status_code == 200 and "x-edgeward-warning" not in r.headers
    assert EMAIL in _sent_to_cloud(env)


def test_an_arm_the_operator_configured_keeps_its_own_mode(proxy_env: Any) -> None:
    env = proxy_env(
        None,
        [{"content": "ok"}],
        with_edge=False,
        detector=RoleRulesDetector,
        policy={"name": "cloud-only"},
        arms={"open": {"policy": "cloud-only", "privacy": {"egress": "allow"}}},
    )
    r = _post(env, {"model": "edgeward/open", "messages": [{"role": "user", "content": f"to {EMAIL}"}]})
    assert r.status_code == 200 and "x-edgeward-warning" not in r.headers
    assert EMAIL in _sent_to_cloud(env)


def test_an_arm_ab_assigns_keeps_its_own_mode(proxy_env: Any) -> None:
    env = proxy_env(
        None,
        [{"content": "ok"}],
        with_edge=False,
        detector=RoleRulesDetector,
        policy={"name": "cloud-only"},
        arms={
            "open": {"policy": "cloud-only", "privacy": {"egress": "allow"}},
            "pair": {"policy": "ab", "params": {"arms": {"open": 1.0}}},
        },
    )
    r = _post(env, {"model": "edgeward/pair", "messages": [{"role": "user", "content": f"to {EMAIL}"}]})
    assert r.status_code == 200 and "x-edgeward-warning" not in r.headers
    assert r.headers["x-edgeward-policy"] == "open"
    assert EMAIL in _sent_to_cloud(env)


# -- credential scrubbing ------------------------------------------------------------------------
CLOUD_KEY = "sk-proj-T3stK3yQ9vXk2LmP9rT4wYz8BnC3dF6g"
OTHER_KEY = "sk-ant-api03-Zq8Xv1Lm4Np7Rs0Tu3Wy6Ab9Cd2Ef5Gh"


@pytest.mark.parametrize("stream", [False, True])
def test_an_upstream_echoing_the_bearer_key_never_leaks_it(
    proxy_env: Any, monkeypatch: pytest.MonkeyPatch, caplog: Any, capsys: pytest.CaptureFixture[str], stream: bool
) -> None:
    caplog.set_level(logging.DEBUG)
    monkeypatch.setenv("EDGEWARD_TEST_CLOUD_KEY", CLOUD_KEY)
    echo = f"bad request; you sent Authorization: Bearer {CLOUD_KEY} and x-api-key={OTHER_KEY} ({CLOUD_KEY})"
    env = proxy_env(
        None,
        [{"error": {"status": 400, "message": echo}}],
        with_edge=False,
        policy={"name": "cloud-only"},
    )
    r = _post(
        env,
        {"model": "m", "messages": [{"role": "user", "content": "hi"}], "stream": stream},
        {"x-edgeward-session": "k-1"},
    )
    assert r.status_code == 400, r.text
    assert "bad request" in r.json()["error"]["message"]  # the message is kept, the keys are not
    env.store.flush()
    env.proxy.stop()
    code = main(["calls", "--store", str(env.store.path), "--format", "json"])
    calls_out = capsys.readouterr().out
    assert code == 0 and "bad request" in calls_out
    env.store.close()
    stored = b"".join(p.read_bytes() for p in Path(env.store.path).parent.glob(Path(env.store.path).name + "*"))
    assert b"bad request" in stored
    logs = "\n".join(rec.getMessage() for rec in caplog.records) + caplog.text
    for key in (CLOUD_KEY, OTHER_KEY):
        assert key not in r.text
        assert key.encode() not in stored
        assert key not in calls_out
        assert key not in logs


# -- complete audit ------------------------------------------------------------------------------
def test_a_403_refusal_is_recorded_and_counted_as_blocked(proxy_env: Any, capsys: pytest.CaptureFixture[str]) -> None:
    env = proxy_env(
        None,
        [{"content": "ok"}],
        with_edge=False,
        detector=RoleRulesDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": "block"},
    )
    r = _post(
        env, {"model": "m", "messages": [{"role": "user", "content": f"to {EMAIL}"}]}, {"x-edgeward-session": "b-1"}
    )
    assert r.status_code == 403, r.text
    assert env.cloud.chat_bodies() == []
    env.store.flush()
    (call,) = env.store.calls("b-1")
    assert call.status == "blocked" and call.http_status == 403
    (row,) = env.store.egress("b-1")
    assert row.action == "block" and not row.body and EMAIL not in json.dumps(row.spans)
    a = _audit(capsys, env.store.path)
    ov = a["overall"]
    assert ov["blocked_calls"] == 1 and ov["cloud_calls"] == 0
    assert ov["categories"]["blocked"] == 1 and ov["categories"]["clear_allowed"] == 0
    assert ov["types"]["EMAIL_ADDRESS"]["block"] == 1


def _tool_turn(first_user: str) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": first_user},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "lookup", "arguments": "{}"}}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": f"customer: {NAME}"},
    ]


def test_a_name_missed_first_and_caught_later_is_a_retro_exposure_and_vault_hits_count(
    proxy_env: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    env = proxy_env(
        None, [{"content": "ok"}], with_edge=False, detector=RoleRulesDetector, policy={"name": "cloud-only"}
    )
    h = {"x-edgeward-session": "r-1"}
    first = f"please look up {NAME}"
    r1 = _post(env, {"model": "m", "messages": [{"role": "user", "content": first}]}, h)
    r2 = _post(env, {"model": "m", "messages": _tool_turn(first)}, h)
    assert r1.status_code == r2.status_code == 200
    id1, id2 = r1.headers["x-edgeward-call-id"], r2.headers["x-edgeward-call-id"]
    bodies = env.cloud.chat_bodies()
    assert NAME in json.dumps(bodies[0]) and NAME not in json.dumps(bodies[1])  # missed, then masked everywhere
    env.proxy.stop()  # drains the background search before the store is read
    env.store.flush()
    (x,) = env.store.exposures("r-1")
    assert (x.first_call, x.detected_call, x.entity_type) == (id1, id2, "PERSON")
    assert NAME not in json.dumps(x.__dict__, default=str)  # the value only as its keyed hash
    a = _audit(capsys, env.store.path)
    (retro,) = a["retro"]
    assert (retro["first_call"], retro["detected_call"], retro["type"]) == (id1, id2, "PERSON")
    ov = a["overall"]
    assert ov["categories"]["clear_missed"] == 1
    # call 2: the tool result is a detector hit; the user message's copy is masked from the vault
    assert ov["vault_hits"] == 1 and ov["types"]["PERSON"]["vault_hit"] == 1
    assert ov["categories"]["masked"] == ov["spans"]["mask"] + 1
    code = main(["audit", "--store", str(env.store.path)])
    table = capsys.readouterr().out
    assert code == 0 and id1 in table and id2 in table
    for label in ("masked", "blocked", "sent in clear (allowed)", "sent in clear (missed)"):
        assert label in table


def test_a_value_caught_in_the_first_request_is_no_retro_exposure(proxy_env: Any) -> None:
    env = proxy_env(
        None, [{"content": "ok"}], with_edge=False, detector=RoleRulesDetector, policy={"name": "cloud-only"}
    )
    h = {"x-edgeward-session": "r-2"}
    for _ in range(2):
        assert _post(env, {"model": "m", "messages": _tool_turn("look it up")}, h).status_code == 200
    env.proxy.stop()
    env.store.flush()
    assert env.store.exposures("r-2") == []


# -- no values outside the vault and the egress bodies ------------------------------------------
class EveryStringDetector(RoleRulesDetector):
    """Also scans strings outside the chat fields and dict keys (as the real detector does)."""

    ONLY_IN_TOOL: set[str] = set()

    def text_fields(self, body: dict[str, Any]) -> list[tuple[tuple[Any, ...], str]]:
        return [(("messages", i, "content"), m["content"]) for i, m in enumerate(body.get("messages") or [])]

    def scan_text(self, text: str) -> list[Span]:
        return [
            Span(etype, at, at + len(value), 0.9, value)
            for value, etype in self.RULES.items()
            if (at := text.find(value)) >= 0
        ]


@pytest.mark.parametrize("mode", ["allow", "mask"])
def test_pii_used_as_a_json_key_never_reaches_the_span_records(
    proxy_env: Any, capsys: pytest.CaptureFixture[str], mode: str
) -> None:
    env = proxy_env(
        None,
        [{"content": "ok"}],
        with_edge=False,
        detector=EveryStringDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": mode},
    )
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "metadata": {EMAIL: f"owner {NAME}"}}
    assert _post(env, body, {"x-edgeward-session": "key-1"}).status_code == 200
    env.store.flush()
    (row,) = env.store.egress("key-1")
    stored = json.dumps(row.spans, ensure_ascii=False)
    assert {s["type"] for s in row.spans} == {"PERSON", "EMAIL_ADDRESS"}
    assert EMAIL not in stored and NAME not in stored
    (person,) = [s for s in row.spans if s["type"] == "PERSON"]
    assert person["path"][0] == "metadata" and person["path"][1].startswith("#")  # the key as its keyed hash
    assert (EMAIL in row.body) is (mode == "allow")  # the body is the exact bytes sent, by design
    if mode == "allow":  # the audit still finds the value under its hashed key
        a = _audit(capsys, env.store.path, "--show")
        assert {v["value"] for v in a["values"] if v["recovered"]} >= {NAME}


# -- audit --rescan ------------------------------------------------------------------------------
class SeesAllDetector(RoleRulesDetector):
    """A better detector: finds the name in any message."""

    ONLY_IN_TOOL: set[str] = set()


def test_rescan_reports_what_a_better_detector_finds_in_stored_egress(
    proxy_env: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    from edgeward.proxy.privacy.rescan import rescan_store

    env = proxy_env(
        None, [{"content": "ok"}], with_edge=False, detector=RoleRulesDetector, policy={"name": "cloud-only"}
    )
    h = {"x-edgeward-session": "rs-1"}
    msgs = [{"role": "user", "content": f"look up {NAME}, mail {EMAIL}"}]
    r1 = _post(env, {"model": "m", "messages": msgs}, h)
    r2 = _post(env, {"model": "m", "messages": [*msgs, {"role": "assistant", "content": "ok"}]}, h)
    assert r1.status_code == r2.status_code == 200
    env.store.flush()
    assert NAME in env.store.egress("rs-1")[0].body  # the gate's detector missed it: sent in clear
    old = rescan_store(env.store, RoleRulesDetector())
    assert old["bodies"] == 2 and old["detector"]["values"] == 0  # the same detector finds nothing new
    new = rescan_store(env.store, SeesAllDetector(), show=True)
    det = new["detector"]
    assert det["values"] == 1 and det["occurrences"] == 2 and det["types"] == {"PERSON": 1}
    (f,) = det["findings"]
    assert (f["call_id"], f["type"], f["value"]) == (r1.headers["x-edgeward-call-id"], "PERSON", NAME)
    hidden = rescan_store(env.store, SeesAllDetector())
    assert NAME not in json.dumps(hidden)  # values only with show
    # the vault knows the e-mail (masked from the first call): never in clear, not reported
    assert new["vault"] == []


def test_rescan_reports_a_vault_value_in_clear_the_proxy_did_not_record(
    proxy_env: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    from edgeward.proxy.privacy.rescan import rescan_store

    env = proxy_env(
        None, [{"content": "ok"}], with_edge=False, detector=RoleRulesDetector, policy={"name": "cloud-only"}
    )
    h = {"x-edgeward-session": "rs-2"}
    first = f"please look up {NAME}"
    assert _post(env, {"model": "m", "messages": [{"role": "user", "content": first}]}, h).status_code == 200
    assert _post(env, {"model": "m", "messages": _tool_turn(first)}, h).status_code == 200
    env.proxy.stop()
    env.store.flush()
    (v,) = rescan_store(env.store, RoleRulesDetector())["vault"]
    assert v["type"] == "PERSON" and v["recorded"] is True and v["clear_calls"] == 1


def test_audit_rescan_cli_with_the_real_detector(
    proxy_env: Any, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the lookup rule: no ./edgeward.yaml, the embedded default's detector
    env = proxy_env(
        None, [{"content": "ok"}], with_edge=False, policy={"name": "cloud-only"}, privacy={"egress": "allow"}
    )  # the null detector: nothing reported when it left
    body = {"model": "m", "messages": [{"role": "user", "content": f"please write to {EMAIL} today"}]}
    assert _post(env, body, {"x-edgeward-session": "rs-3"}).status_code == 200
    env.store.flush()
    a = _audit(capsys, env.store.path, "--rescan")
    assert a["overall"]["categories"]["clear_allowed"] == 0
    assert a["rescan"]["detector"]["types"].get("EMAIL_ADDRESS") == 1
    assert EMAIL not in json.dumps(a)
    code = main(["audit", "--store", str(env.store.path), "--rescan", "--show"])
    out = capsys.readouterr().out
    assert code == 0 and "rescan:" in out and EMAIL in out


def test_retro_exposure_with_the_real_detector_and_a_variant_spelling(
    proxy_env: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """The real detector misses a lower-case name in free text, then finds it under a
    `customer` field; the vault's variant matching finds the earlier lower-case copy."""
    scanner = pytest.importorskip("edgeward.detectors.scanner")
    env = proxy_env(
        None, [{"content": "ok"}], with_edge=False, detector=scanner.Detector, policy={"name": "cloud-only"}
    )
    h = {"x-edgeward-session": "real-1"}
    first = [{"role": "user", "content": "ping jonas veldhuizen about the invoice"}]
    r1 = _post(env, {"model": "m", "messages": first}, h)
    second = [
        *first,
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "crm", "arguments": "{}"}}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": json.dumps({"customer": NAME, "status": "open"})},
    ]
    r2 = _post(env, {"model": "m", "messages": second}, h)
    assert r1.status_code == r2.status_code == 200
    bodies = env.cloud.chat_bodies()
    assert "jonas veldhuizen" in json.dumps(bodies[0])  # missed: sent in clear
    assert "veldhuizen" not in json.dumps(bodies[1]).lower()  # caught: masked everywhere, any case
    env.proxy.stop()
    a = _audit(capsys, env.store.path)
    (retro,) = a["retro"]
    assert retro["first_call"] == r1.headers["x-edgeward-call-id"]
    assert retro["detected_call"] == r2.headers["x-edgeward-call-id"]
    assert retro["type"] == "PERSON" and retro["kind"] != "exact"
