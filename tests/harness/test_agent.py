"""The built-in agent loop against the scriptable fake upstream."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from edgeward.harness.agent import AgentLimits, build_system_prompt, run_agent
from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.harness.grading import grade
from edgeward.harness.replay import prepare_workspace, reference_script
from edgeward.harness.services import ServiceHub
from edgeward.harness.taskfile import load_task
from edgeward.harness.tools import ToolBox, ToolLimits

DATA = Path(__file__).parents[1] / "data" / "tasks"
NOTES = load_task(DATA / "t-notes-lookup")


def _call(name: str, args: dict[str, Any] | str, cid: str | None = None) -> dict[str, Any]:
    c: dict[str, Any] = {"name": name, "arguments": args}
    if cid:
        c["id"] = cid
    return c


async def _run(task, tmp_path: Path, script, limits: AgentLimits | None = None, **kw):
    ws = prepare_workspace(task, tmp_path)
    async with ServiceHub(task) as hub, FakeUpstream(script) as up:
        box = ToolBox(ws, hub.urls, kw.pop("tool_limits", None))
        try:
            res = await run_agent(task, up.url, "sk-test", "run1:arm:task:0", "fake-model", limits, box)
        finally:
            box.close()
        return res, up.requests, ws, hub.audit()


async def test_tool_loop_then_finish_grades_one(tmp_path: Path) -> None:
    script = [
        {"tool_calls": [_call("list_dir", {"path": "notes"})]},
        {
            "tool_calls": [
                _call("read_file", {"path": "notes/2024-02-28.md"}),
                _call("read_file", {"path": "notes/2024-03-05.md"}),
            ]
        },
        {"content": "Writing it.", "tool_calls": [_call("write_file", {"path": "answer.txt", "content": "R-417"})]},
        {"tool_calls": [_call("finish", {"answer": "Room R-417."})]},
    ]
    res, reqs, ws, audit = await _run(NOTES, tmp_path, script, AgentLimits(max_tokens=256, temperature=0))
    assert res.error is None and res.finished and res.final_answer == "Room R-417."
    assert res.steps == 4 and res.wall_s > 0
    assert (ws / "answer.txt").read_text() == "R-417"
    chats = [r for r in reqs if r["path"].endswith("/chat/completions")]
    assert len(chats) == 4
    for r in chats:
        assert r["headers"]["x-edgeward-session"] == "run1:arm:task:0"
        assert r["headers"]["x-edgeward-task"] == "t-notes-lookup"
        assert r["headers"]["authorization"] == "Bearer sk-test"
        assert r["body"]["max_tokens"] == 256 and r["body"]["temperature"] == 0
        assert [t["function"]["name"] for t in r["body"]["tools"]] == [
            "run_shell",
            "read_file",
            "write_file",
            "list_dir",
            "finish",
        ]
    first = chats[0]["body"]["messages"]
    assert first[0]["role"] == "system" and str(ws) in first[0]["content"]
    assert first[1] == {"role": "user", "content": NOTES.prompt}
    # the last request carries the whole conversation, tool results paired with their calls
    last = chats[-1]["body"]["messages"]
    roles = [m["role"] for m in last]
    assert roles == ["system", "user", "assistant", "tool", "assistant", "tool", "tool", "assistant", "tool"]
    assert "R-102 booking cancelled" in last[6]["content"]
    assert last[7]["content"] == "Writing it."
    assert res.transcript[: len(last)] == last
    assert res.transcript[-1]["role"] == "tool" and res.transcript[-1]["content"] == "Task finished."
    assert res.usage["prompt_tokens"] > 0
    g = grade(NOTES, ws, res.transcript, audit, res.final_answer)
    assert g.score == 1.0


async def test_reference_script_through_agent_with_services(tmp_path: Path) -> None:
    task = load_task(DATA / "t-mail-route")
    res, reqs, ws, audit = await _run(task, tmp_path, reference_script(task))
    assert res.error is None and res.steps == len(task.reference or [])
    assert audit["mail"]["state"]["sent"][0]["to"] == ["jonas.berg@example.org"]
    system = res.transcript[0]["content"]
    assert "- mail: GET /messages" in system and "- contacts:" in system
    assert "services" in system.lower()
    assert grade(task, ws, res.transcript, audit, res.final_answer).score == 1.0
    http = next(t for t in reqs[0]["body"]["tools"] if t["function"]["name"] == "http_request")
    assert http["function"]["parameters"]["properties"]["service"]["enum"] == ["mail", "contacts"]


async def test_text_reply_is_final_answer(tmp_path: Path) -> None:
    res, *_ = await _run(NOTES, tmp_path, [{"content": "It is R-417."}])
    assert res.final_answer == "It is R-417." and res.finished and res.error is None and res.steps == 1
    assert res.transcript[-1] == {"role": "assistant", "content": "It is R-417."}


async def test_bad_tool_calls_are_reported_to_the_model(tmp_path: Path) -> None:
    script = [
        {
            "tool_calls": [
                _call("read_file", "{broken json", "c1"),
                _call("teleport", {}, "c2"),
                _call("read_file", {"path": "../../etc/passwd"}, "c3"),
            ]
        },
        {"tool_calls": [_call("finish", {"answer": "done"}, "c4"), _call("list_dir", {}, "c5")]},
    ]
    res, reqs, *_ = await _run(NOTES, tmp_path, script)
    assert res.error is None and res.final_answer == "done"
    tools = {m["tool_call_id"]: m["content"] for m in res.transcript if m["role"] == "tool"}
    assert "not valid JSON" in tools["c1"]
    assert "unknown tool 'teleport'" in tools["c2"]
    assert "outside the workspace" in tools["c3"]
    assert tools["c4"] == "Task finished." and tools["c5"].startswith("skipped")


async def test_step_limit(tmp_path: Path) -> None:
    res, reqs, *_ = await _run(NOTES, tmp_path, [{"tool_calls": [_call("list_dir", {})]}], AgentLimits(max_steps=3))
    assert res.error == "step limit (3) reached" and res.steps == 3 and res.final_answer == ""
    assert not res.finished and len(reqs) == 3


async def test_api_error_ends_trial(tmp_path: Path) -> None:
    script = [
        {"tool_calls": [_call("list_dir", {})]},
        {"error": {"status": 400, "message": "context too long"}},
    ]
    res, *_ = await _run(NOTES, tmp_path, script, AgentLimits(max_retries=0))
    assert res.error is not None and res.error.startswith("api error: BadRequestError")
    assert "context too long" in res.error and res.steps == 2
    assert [m["role"] for m in res.transcript] == ["system", "user", "assistant", "tool"]


async def test_unreachable_api(tmp_path: Path) -> None:
    ws = prepare_workspace(NOTES, tmp_path)
    box = ToolBox(ws, {})
    res = await run_agent(NOTES, "http://127.0.0.1:9/v1", "k", "s", "m", AgentLimits(max_retries=0), box)
    box.close()
    assert res.error and res.error.startswith("api error: APIConnectionError")


async def test_timeout(tmp_path: Path) -> None:
    script = [{"tool_calls": [_call("list_dir", {})]}, {"content": "late", "delay_s": 5}]
    res, *_ = await _run(NOTES, tmp_path, script, AgentLimits(timeout_s=0.5, max_retries=0))
    assert res.error == "timed out after 0.5s" and res.final_answer == "" and res.wall_s < 3
    assert res.transcript[-1]["role"] == "tool"


async def test_tool_output_truncated(tmp_path: Path) -> None:
    script = [
        {"tool_calls": [_call("run_shell", {"command": "seq 1 5000"})]},
        {"tool_calls": [_call("finish", {"answer": ""})]},
    ]
    res, *_ = await _run(
        NOTES, tmp_path, script, AgentLimits(max_tool_output_chars=100), tool_limits=ToolLimits(max_output_chars=10_000)
    )
    out = res.transcript[3]["content"]
    assert out.startswith("exit_code: 0\n1\n2\n") and "truncated" in out and len(out) < 160
    assert res.finished and res.final_answer == ""


def test_requires_toolbox() -> None:
    import asyncio

    with pytest.raises(ValueError):
        asyncio.run(run_agent(NOTES, "http://x/v1", "k", "s", "m"))


def test_system_prompt_mentions_tools_and_timeout() -> None:
    p = build_system_prompt(NOTES, "/w", {})
    assert "/w" in p and "run_shell" in p and "finish" in p and "120 seconds" in p
    assert "http_request" not in p
    assert json.dumps(p)  # plain string


async def test_first_tool_choice_and_finish_on_last_step(tmp_path: Path) -> None:
    script = [
        {"tool_calls": [_call("list_dir", {})]},
        {"tool_calls": [_call("list_dir", {"path": "notes"})]},
        {"tool_calls": [_call("finish", {"answer": "R-417"})]},
    ]
    limits = AgentLimits(max_steps=3, first_tool_choice="required", finish_on_last_step=True)
    res, reqs, *_ = await _run(NOTES, tmp_path, script, limits)
    bodies = [r["body"] for r in reqs if r["path"].endswith("/chat/completions")]
    assert bodies[0]["tool_choice"] == "required" and "tool_choice" not in bodies[1]
    assert bodies[2]["tool_choice"] == {"type": "function", "function": {"name": "finish"}}
    assert res.finished and res.final_answer == "R-417" and res.error is None
