"""The embedded llama.cpp child's environment (`edgeward.proxy.upstreams.embedded.child_env`)."""

from __future__ import annotations

from edgeward.proxy.upstreams.embedded import child_env


def test_openmp_workers_wait_passively_by_default() -> None:
    env = child_env({"PATH": "/usr/bin"})
    assert env["OMP_WAIT_POLICY"] == "PASSIVE"
    assert env["PYTHONUNBUFFERED"] == "1"
    assert env["PATH"] == "/usr/bin"


def test_a_wait_policy_the_user_set_wins() -> None:
    assert child_env({"OMP_WAIT_POLICY": "ACTIVE"})["OMP_WAIT_POLICY"] == "ACTIVE"
