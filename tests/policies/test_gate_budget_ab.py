"""sensitivity-gate (fake detector through the pipeline), spend caps, force-cloud switch, ab split."""

from __future__ import annotations

import re
from collections import Counter

import openai
import pytest

from edgeward.detectors.spans import FieldSpan, Span
from edgeward.policies import build_assigner, build_policy
from edgeward.policies.ab import assign
from edgeward.policies.budget import Budgeted

EDGE = [{"match": {"probe": True}, "top_logprobs": [[f"t{i}", -3.0] for i in range(20)]}, {"content": "edge answer"}]
CLOUD = [{"content": "cloud answer"}]
PATTERNS = {"EMAIL_ADDRESS": re.compile(r"[\w.]+@[\w.]+\.\w+"), "PHONE_NUMBER": re.compile(r"\+?\d[\d ]{7,}\d")}


class FakeDetector:
    """Finds e-mails and phone numbers in every string of a request (score 0.9 / 0.6)."""

    def __init__(self, cfg=None):
        self.cfg = cfg

    def scan_request(self, body):
        out = []

        def walk(obj, path):
            if isinstance(obj, str):
                for t, pat in PATTERNS.items():
                    for m in pat.finditer(obj):
                        out.append(
                            FieldSpan(
                                path, Span(t, m.start(), m.end(), 0.9 if t == "EMAIL_ADDRESS" else 0.6, m.group())
                            )
                        )
            elif isinstance(obj, dict):
                for k, v in obj.items():
                    walk(v, path + (k,))
            elif isinstance(obj, list):
                for i, v in enumerate(obj):
                    walk(v, path + (i,))

        walk(body, ())
        return out

    def unscannable_parts(self, body):
        return []

    def scan_text(self, text):
        return []


class BrokenDetector(FakeDetector):
    def scan_request(self, body):
        raise RuntimeError("detector down")


def ask(env, sid, text, model="edgeward/sensitivity-gate", headers=None):
    c = openai.OpenAI(base_url=env.url, api_key="k", max_retries=0)
    raw = c.chat.completions.with_raw_response.create(
        model=model,
        messages=[{"role": "user", "content": text}],
        extra_headers={"x-edgeward-session": sid, **(headers or {})},
    )
    return raw.headers["x-edgeward-route"]


# -- sensitivity-gate ---------------------------------------------------------------------------
def test_sensitive_context_stays_on_edge_clean_goes_to_cloud(proxy_env):
    env = proxy_env(EDGE, CLOUD, detector=FakeDetector)
    assert ask(env, "sg-clean", "What is 2 + 2?") == "cloud"
    assert ask(env, "sg-mail", "Write to jane.doe@example.com about it") == "edge"
    assert ask(env, "sg-phone", "Call +49 30 5550 1187 now") == "edge"
    d = env.calls("sg-mail")[0].decision
    assert d["reason"] == "sensitive_context" and d["sensitive_types"] == {"EMAIL_ADDRESS": 1}
    assert d["base"] == "cloud-only" and d["base_reason"] == "rule" and d["max_score"] == 0.9
    assert "jane" not in str(d)  # never values
    assert env.calls("sg-clean")[0].decision["gate"] == "clean"
    assert len(env.cloud.chat_bodies()) == 1 and "example.com" not in str(env.cloud.chat_bodies())


def test_gate_risk_params_and_step_router_base(proxy_env):
    env = proxy_env(
        EDGE,
        CLOUD,
        detector=FakeDetector,
        policy={
            "name": "sensitivity-gate",
            "params": {"base": "step-router", "base_params": {"threshold": 1.0}, "min_score": 0.7},
        },
    )
    # the phone span scores 0.6 < min_score 0.7: not a risk; the probe said cloud (H = ln 20)
    assert ask(env, "sg-sr1", "Call +49 30 5550 1187 now") == "cloud"
    assert ask(env, "sg-sr2", "Mail jane.doe@example.com") == "edge"
    rows = env.calls("sg-sr2")
    assert [r.role for r in rows] == ["probe", "edge"]
    assert rows[1].decision["base"] == "step-router" and rows[1].decision["base_reason"] == "high_entropy"
    g = build_policy("sensitivity-gate", {"entity_types": ["phone_number"]})
    assert g.risky([{"type": "EMAIL_ADDRESS", "score": 1.0}]) == []
    with pytest.raises(ValueError, match="unknown base"):
        build_policy("sensitivity-gate", {"base": "nope"})


def test_gate_fails_closed(proxy_env):
    env = proxy_env(EDGE, CLOUD, detector=BrokenDetector)
    assert ask(env, "sg-broken", "What is 2 + 2?") == "edge"
    d = env.calls("sg-broken")[0].decision
    assert d["reason"] == "scan_failed" and d["fallback"] is True


# -- spend caps and force ---------------------------------------------------------------------------
def test_session_budget_sends_steps_to_edge_after_spend(proxy_env):
    env = proxy_env(EDGE, CLOUD, policy={"name": "cloud-only", "params": {"budget": {"session_usd": 1e-9}}})
    assert ask(env, "b-1", "one", model="x") == "cloud"
    assert ask(env, "b-1", "two", model="x") == "edge"
    assert ask(env, "b-1", "three", model="x", headers={"x-edgeward-force": "cloud"}) == "edge"
    assert ask(env, "b-2", "fresh session", model="x") == "cloud"  # the cap is per session
    rows = env.calls("b-1")
    assert rows[0].usd > 0
    d = rows[1].decision
    assert d["reason"] == "budget_exceeded" and d["fallback"] is True and d["budget_scope"] == "session"
    assert d["spent_usd"] >= d["cap_usd"] == 1e-9
    assert rows[2].decision["reason"] == "budget_exceeded"
    assert isinstance(build_policy("step-router", {"budget": {"day_usd": 5}}), Budgeted)
    with pytest.raises(ValueError, match="budget"):
        build_policy("edge-only", {"budget": {"weekly_usd": 1}})


def test_a_misspelt_parameter_names_the_closest_or_the_known_ones():
    with pytest.raises(ValueError, match=r"step-router: treshold: unknown parameter \(did you mean threshold\?\)"):
        build_policy("step-router", {"treshold": 1.5})
    with pytest.raises(ValueError, match=r"foo: unknown parameter \(known: .*target_cloud_ratio, threshold"):
        build_policy("step-router", {"foo": 1})
    with pytest.raises(ValueError, match=r"budget: weekly_usd: unknown parameter \(known: day_usd, session_usd\)"):
        build_policy("cloud-only", {"budget": {"weekly_usd": 1}})
    # edge-only and cloud-only take no parameters but budget: a key there was meant elsewhere
    for name in ("edge-only", "cloud-only"):
        with pytest.raises(
            ValueError, match=rf"{name}: threshold: unknown parameter \(this policy takes none but budget\)"
        ):
            build_policy(name, {"threshold": 1.5})
        assert build_policy(name, {}) is not None and isinstance(
            build_policy(name, {"budget": {"day_usd": 5}}), Budgeted
        )


def test_day_budget_covers_all_sessions(proxy_env):
    env = proxy_env(EDGE, CLOUD, policy={"name": "cloud-only", "params": {"budget": {"day_usd": 1e-9}}})
    assert ask(env, "d-1", "one", model="x") == "cloud"
    assert ask(env, "d-2", "other session", model="x") == "edge"
    assert env.calls("d-2")[0].decision["budget_scope"] == "day"
    pipe = env.proxy.pipeline
    assert pipe.spent_usd() == pytest.approx(sum(r.usd for r in env.calls()))


def test_force_cloud_can_be_forbidden(proxy_env):
    env = proxy_env(EDGE, CLOUD, server={"allow_force_cloud": False})
    assert ask(env, "f-1", "hi", model="x", headers={"x-edgeward-force": "cloud"}) == "edge"
    d = env.calls("f-1")[0].decision
    assert d["force_refused"] == "cloud" and d["policy"] == "edge-only"
    env2 = proxy_env(EDGE, CLOUD)
    assert ask(env2, "f-2", "hi", model="x", headers={"x-edgeward-force": "cloud"}) == "cloud"


# -- ab ----------------------------------------------------------------------------------------------
def test_ab_assignment_is_deterministic_and_weighted():
    arms = {"a": 1.0, "b": 3.0}
    assert assign("s-1", arms, 7) == assign("s-1", dict(reversed(list(arms.items()))), 7)
    counts = Counter(assign(f"s-{i}", arms, 7) for i in range(4000))
    assert 0.22 < counts["a"] / 4000 < 0.28
    assert [assign(f"s-{i}", arms, 1) for i in range(50)] != [assign(f"s-{i}", arms, 2) for i in range(50)]
    with pytest.raises(ValueError):
        build_assigner("ab", {"arms": {"a": 0}})
    with pytest.raises(ValueError, match="budget"):
        build_assigner("ab", {"arms": {"a": 1}, "budget": {"day_usd": 1}})
    with pytest.raises(KeyError):
        build_policy("ab", {"arms": {"a": 1}})  # ab assigns arms; it is not a routing policy


def test_ab_sessions_run_and_record_their_arm(proxy_env):
    ab = {"arms": {"left": 1, "right": 1}, "seed": "exp-1"}
    env = proxy_env(
        EDGE,
        CLOUD,
        arms={
            "left": {"policy": "edge-only"},
            "right": {"policy": "cloud-only"},
            "exp": {"policy": "ab", "params": ab},
        },
    )
    seen = {}
    for i in range(6):
        sid = f"ab-{i}"
        route = ask(env, sid, "hello", model="edgeward/exp")
        want = assign(sid, ab["arms"], ab["seed"])
        assert route == ("edge" if want == "left" else "cloud")
        assert ask(env, sid, "again", model="edgeward/exp") == route  # the arm is fixed for the session
        seen[sid] = want
    assert set(seen.values()) == {"left", "right"}
    env.store.flush()
    rows = {s.id: s for s in env.store.sessions()}
    for sid, arm in seen.items():
        assert rows[sid].arm == arm and rows[sid].policy == ("edge-only" if arm == "left" else "cloud-only")
        assert all(c.decision["arm"] == arm for c in env.calls(sid))
