"""Built-in tools, sandbox, mock services and reference replay."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from edgeward.harness import sandbox as sandbox_mod
from edgeward.harness.replay import prepare_workspace, replay_reference, run_empty
from edgeward.harness.sandbox import Sandbox, scrub_env
from edgeward.harness.services import ServiceHub
from edgeward.harness.taskfile import SERVICE_NAMES, TOOL_NAMES, load_suite, load_task
from edgeward.harness.tools import ToolBox, ToolLimits

DATA = Path(__file__).parents[1] / "data" / "tasks"


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    w = tmp_path / "ws"
    (w / "sub").mkdir(parents=True)
    (w / "a.txt").write_text("hello\n")
    (w / "sub" / "b.txt").write_text("x" * 50)
    (tmp_path / "secret.txt").write_text("outside")
    return w


@pytest.fixture
def box(ws: Path):
    b = ToolBox(ws, {}, ToolLimits(shell_timeout_s=5, max_output_chars=200))
    yield b
    b.close()


def test_schemas_shape(box: ToolBox) -> None:
    names = [s["function"]["name"] for s in box.schemas()]
    assert names == [n for n in TOOL_NAMES if n != "http_request"]
    for s in box.schemas():
        assert s["type"] == "function"
        assert s["function"]["parameters"]["type"] == "object"
    with_svc = ToolBox(box.workspace, {"mail": "http://127.0.0.1:1"})
    http = next(s for s in with_svc.schemas() if s["function"]["name"] == "http_request")
    params = http["function"]["parameters"]
    assert params["required"] == ["service", "method", "path"]
    assert params["properties"]["service"]["enum"] == ["mail"]
    assert params["properties"]["body"]["type"] == ["object", "null"]


async def test_file_tools(box: ToolBox, ws: Path) -> None:
    r = await box.execute("read_file", {"path": "a.txt"})
    assert r.content == "hello\n" and not r.error
    r = await box.execute("write_file", {"path": "new/dir/c.txt", "content": "çé"})
    assert not r.error and (ws / "new/dir/c.txt").read_text() == "çé"
    r = await box.execute("list_dir", {})
    assert r.content.splitlines() == ["a.txt  (6 bytes)", "new/", "sub/"]
    r = await box.execute("list_dir", '{"path": "sub"}')
    assert r.content == "b.txt  (50 bytes)"
    r = await box.execute("read_file", {"path": str(ws / "sub" / "b.txt")})  # absolute inside: ok
    assert r.content == "x" * 50
    (ws / "big.txt").write_text("y" * 1000)
    r = await box.execute("read_file", {"path": "big.txt"})
    assert r.content.startswith("y" * 200) and "truncated: 800 more" in r.content
    assert (await box.execute("read_file", {"path": "nope.txt"})).error
    assert (await box.execute("read_file", {"path": "sub"})).error
    assert (await box.execute("list_dir", {"path": "a.txt"})).error
    assert (await box.execute("write_file", {"path": "sub", "content": ""})).error


@pytest.mark.parametrize("path", ["../secret.txt", "sub/../../secret.txt", "/etc/passwd", "link/secret.txt"])
async def test_path_escape_refused(box: ToolBox, ws: Path, path: str) -> None:
    (ws / "link").symlink_to(ws.parent)
    for tool, args in [
        ("read_file", {"path": path}),
        ("write_file", {"path": path, "content": "pwned"}),
        ("list_dir", {"path": path}),
    ]:
        r = await box.execute(tool, args)
        assert r.error and "outside the workspace" in r.content, (tool, r)
    assert (ws.parent / "secret.txt").read_text() == "outside"


@pytest.mark.parametrize(
    ("name", "args", "expect"),
    [
        ("fly", {}, "unknown tool 'fly'"),
        ("http_request", {"service": "mail", "method": "GET", "path": "/"}, "unknown tool 'http_request'"),
        ("read_file", {}, "missing required argument 'path'"),
        ("read_file", {"path": 3}, "'path' must be a string"),
        ("read_file", {"path": "a.txt", "mode": "r"}, "unknown argument(s) mode"),
        ("read_file", "{not json", "not valid JSON"),
        ("read_file", "[1]", "must be a JSON object"),
        ("write_file", {"path": "x"}, "missing required argument 'content'"),
        ("run_shell", {"command": "  "}, "empty command"),
        ("finish", {}, "missing required argument 'answer'"),
        ("finish", {"answer": None}, "missing required argument 'answer'"),
    ],
)
async def test_bad_arguments_give_error_results(box: ToolBox, name: str, args, expect: str) -> None:
    r = await box.execute(name, args)
    assert r.error and expect in r.content and not r.finished


async def test_finish(box: ToolBox) -> None:
    r = await box.execute("finish", {"answer": "done"})
    assert r.finished and r.answer == "done" and not r.error


async def test_run_shell(box: ToolBox, ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-should-not-leak")
    monkeypatch.setenv("MY_SERVICE_TOKEN", "tok-should-not-leak")
    r = await box.execute("run_shell", {"command": "pwd; cat a.txt; env; exit 3"})
    assert not r.error
    assert r.content.startswith("exit_code: 3\n" + str(ws))
    r = await box.execute("run_shell", {"command": "env | grep -c -E 'should-not-leak' || true; echo $HOME"})
    lines = r.content.splitlines()
    assert lines[1] == "0" and not lines[2].startswith(str(Path.home()))
    r = await box.execute("run_shell", {"command": "seq 1 100000"})
    assert "output truncated" in r.content and len(r.content) < 400
    quick = ToolBox(ws, {}, ToolLimits(shell_timeout_s=0.5))
    r = await quick.execute("run_shell", {"command": "echo started; sleep 30"})
    quick.close()
    assert r.error and r.content.startswith("timed out after 0.5s") and "started" in r.content


def test_scrub_env() -> None:
    env = {
        "PATH": "/bin",
        "OPENAI_BASE_URL": "u",
        "FOO_API_KEY": "k",
        "GH_TOKEN": "t",
        "DB_PASSWORD": "p",
        "AWS_SECRET_ACCESS_KEY": "s",
        "LANG": "C",
        "EDGEWARD_SERVICE_MAIL_URL": "m",
    }
    assert scrub_env(env) == {"PATH": "/bin", "LANG": "C", "EDGEWARD_SERVICE_MAIL_URL": "m"}


def test_sandbox_mode_none(ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EDGEWARD_SANDBOX", "none")
    argv, isolated = Sandbox(ws).argv("true")
    assert argv == ["bash", "-c", "true"] and not isolated


@pytest.mark.skipif(not sandbox_mod.bwrap_available(), reason="bubblewrap does not work here")
async def test_bwrap_isolation(ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EDGEWARD_SANDBOX", "auto")
    sb = Sandbox(ws)
    try:
        r = await sb.run(
            f"echo ok > inside.txt; echo no > {ws.parent}/escape.txt; echo no > /etc/edgeward-escape-probe; echo rc=$?"
        )
        assert r.sandboxed and (ws / "inside.txt").exists()
        assert not (ws.parent / "escape.txt").exists()  # /tmp is a private tmpfs in the sandbox
        assert "rc=1" in r.output and not Path("/etc/edgeward-escape-probe").exists()
    finally:
        sb.close()


# ------------------------------------------------------------------ services


async def test_services_routes_audit_and_state() -> None:
    task = load_task(DATA / "t-mail-route")
    async with ServiceHub(task, services=list(SERVICE_NAMES)) as hub:
        assert set(hub.urls) == set(SERVICE_NAMES)
        assert hub.env()["EDGEWARD_SERVICE_MAIL_URL"] == hub.urls["mail"]
        box = ToolBox(Path(os.getcwd()), hub.urls)

        async def call(svc: str, method: str, path: str, body=None):
            r = await box.execute("http_request", {"service": svc, "method": method, "path": path, "body": body})
            status, _, text = r.content.partition("\n")
            return int(status.split()[1]), json.loads(text)

        st, msgs = await call("mail", "GET", "/messages?q=invoice")
        assert st == 200 and [m["id"] for m in msgs["messages"]] == ["m-2"]
        assert "body" not in msgs["messages"][0]
        st, m = await call("mail", "GET", "messages/m-2")
        assert st == 200 and "Jonas in Finance" in m["body"]
        assert (await call("mail", "POST", "/send", {"to": "a@b"}))[0] == 400
        st, sent = await call("mail", "POST", "/send", {"to": "a@b, c@d", "subject": "s", "body": "b"})
        assert st == 201 and sent == {"id": "sent_1", "status": "sent"}
        st, c = await call("contacts", "GET", "/contacts?q=finance")
        assert [x["id"] for x in c["contacts"]] == ["C-7"] and "home_phone" not in c["contacts"][0]
        st, c = await call("contacts", "GET", "/contacts/C-9")
        assert c["home_phone"] == "+49 30 5550 9921"
        assert (await call("contacts", "GET", "/contacts/C-404"))[0] == 404
        st, ev = await call("calendar", "POST", "/events", {"title": "Sync", "date": "2024-05-01", "attendees": "a@b"})
        assert st == 201 and ev["id"] == "evt_1" and ev["attendees"] == ["a@b"]
        assert (await call("calendar", "GET", "/events?date=2024-05-01"))[1]["events"][0]["title"] == "Sync"
        assert (await call("calendar", "GET", "/events?date=2024-05-02"))[1]["events"] == []
        assert (await call("calendar", "DELETE", "/events/evt_1"))[1] == {"deleted": "evt_1"}
        assert (await call("tickets", "GET", "/tickets"))[1] == {"tickets": []}
        assert (await call("finance", "POST", "/transfers", {"from_account": "A", "to_account": "B", "amount": 1}))[
            0
        ] == 404
        st, err = await call("mail", "GET", "/nope")
        assert st == 404 and "no route GET /nope" in err["error"]
        st, err = await call("mail", "DELETE", "/send")
        assert st == 405 and "POST" in err["allowed"]
        audit = hub.audit()
        reqs = audit["mail"]["requests"]
        assert reqs[0] == {
            "method": "GET",
            "path": "/messages",
            "query": {"q": "invoice"},
            "body": None,
            "status": 200,
            "response": msgs,
        }
        assert [r["status"] for r in reqs] == [200, 200, 400, 201, 404, 405]
        assert audit["mail"]["state"]["sent"][0]["to"] == ["a@b", "c@d"]
        assert audit["calendar"]["state"]["events"] == []
    assert hub.audit()["mail"]["state"]["sent"][0]["subject"] == "s"  # still readable after exit


async def test_tickets_and_finance(tmp_path: Path) -> None:
    d = tmp_path / "svc"
    shutil_copy = (DATA / "t-notes-lookup" / "task.md").read_text().replace("t-notes-lookup", "svc")
    (d / "fixtures" / "services").mkdir(parents=True)
    (d / "task.md").write_text(shutil_copy + "\n## Services\n\n- tickets\n- finance\n")
    (d / "fixtures" / "services" / "tickets.json").write_text(
        json.dumps(
            {
                "tickets": [
                    {
                        "id": "T-1",
                        "title": "VPN down",
                        "status": "open",
                        "priority": "high",
                        "assignee": None,
                        "description": "long text",
                        "comments": [],
                    },
                    {"id": "T-2", "title": "Printer", "status": "closed", "priority": "low", "assignee": "bo"},
                ]
            }
        )
    )
    (d / "fixtures" / "services" / "finance.json").write_text(
        json.dumps(
            {
                "accounts": [{"id": "A", "name": "Ops", "balance": 100.0}, {"id": "B", "name": "Travel", "balance": 5}],
                "transactions": [{"id": "x1", "account": "A", "amount": -3}, {"id": "x2", "account": "B", "amount": 9}],
            }
        )
    )
    task = load_task(d)
    assert task.services == ["tickets", "finance"]
    async with ServiceHub(task) as hub:
        box = ToolBox(tmp_path, hub.urls)

        async def call(svc: str, method: str, path: str, body=None):
            r = await box.execute("http_request", {"service": svc, "method": method, "path": path, "body": body})
            status, _, text = r.content.partition("\n")
            return int(status.split()[1]), json.loads(text)

        st, ts = await call("tickets", "GET", "/tickets?status=open")
        assert [t["id"] for t in ts["tickets"]] == ["T-1"] and "description" not in ts["tickets"][0]
        assert (await call("tickets", "POST", "/tickets/T-1/comment", {"body": "on it"}))[0] == 201
        assert (await call("tickets", "PATCH", "/tickets/T-1", {"status": "weird"}))[0] == 400
        assert (await call("tickets", "PATCH", "/tickets/T-1", {"title": "x"}))[0] == 400
        st, t = await call("tickets", "PATCH", "/tickets/T-1", {"status": "in_progress", "assignee": "al"})
        assert st == 200 and t["assignee"] == "al" and t["comments"][0]["body"] == "on it"
        st, tx = await call("finance", "GET", "/transactions?account=B")
        assert [x["id"] for x in tx["transactions"]] == ["x2"]
        assert (await call("finance", "POST", "/transfers", {"from_account": "B", "to_account": "A", "amount": 50}))[
            0
        ] == 400
        assert (await call("finance", "POST", "/transfers", {"from_account": "A", "to_account": "B", "amount": -1}))[
            0
        ] == 400
        st, tr = await call("finance", "POST", "/transfers", {"from_account": "A", "to_account": "B", "amount": 40.5})
        assert st == 201 and tr["id"] == "trf_1"
        state = hub.audit()["finance"]["state"]
        assert [a["balance"] for a in state["accounts"]] == [59.5, 45.5]
        assert hub.audit()["tickets"]["state"]["tickets"][0]["status"] == "in_progress"


async def test_bad_json_body_recorded() -> None:
    import aiohttp

    task = load_task(DATA / "t-mail-route")
    async with ServiceHub(task) as hub:
        async with aiohttp.ClientSession() as s:
            async with s.post(
                hub.urls["mail"] + "/send", data=b"{oops", headers={"content-type": "application/json"}
            ) as r:
                assert r.status == 400 and (await r.json())["error"] == "body is not valid JSON"
        assert hub.audit()["mail"]["requests"][-1]["status"] == 400


# ------------------------------------------------------------------ replay


@pytest.mark.parametrize("task_id", ["t-mail-route", "t-notes-lookup", "t-sales-zh"])
async def test_reference_scores_one_and_empty_zero(tmp_path: Path, task_id: str) -> None:
    task = load_task(DATA / task_id)
    ref = await replay_reference(task, tmp_path)
    assert ref.score == 1.0, (ref.error, ref.grade.details, ref.tool_errors)
    assert ref.error is None and ref.tool_errors == []
    assert ref.steps == len(task.reference or [])
    assert ref.transcript[0]["role"] == "system" and ref.transcript[1] == {"role": "user", "content": task.prompt}
    calls = [m for m in ref.transcript if m["role"] == "assistant"]
    results = [m for m in ref.transcript if m["role"] == "tool"]
    assert len(calls) == len(results) == ref.steps
    assert all(c["tool_calls"][0]["id"] == r["tool_call_id"] for c, r in zip(calls, results, strict=True))
    assert calls[-1]["tool_calls"][0]["function"]["name"] == "finish"
    assert ref.final_answer == task.reference[-1].args["answer"]
    empty = await run_empty(task, tmp_path)
    assert empty.score == 0.0 and empty.steps == 0 and empty.final_answer == ""
    assert empty.workspace != ref.workspace


async def test_mail_reference_audit(tmp_path: Path) -> None:
    ref = await replay_reference(load_task(DATA / "t-mail-route"), tmp_path)
    assert set(ref.service_audit) == {"mail", "contacts"}
    assert [r["path"] for r in ref.service_audit["mail"]["requests"]] == ["/messages", "/messages/m-2", "/send"]


async def test_warmup_failure_is_reported(tmp_path: Path) -> None:
    d = tmp_path / "t-sales-zh"
    import shutil

    shutil.copytree(DATA / "t-sales-zh", d)
    md = d / "task.md"
    md.write_text(md.read_text().replace("printf '华东\\n' > region.txt", "echo broken >&2; false"))
    out = await replay_reference(load_task(d), tmp_path / "runs")
    assert out.score == 0.0 and out.steps == 0
    assert out.error and "warmup of t-sales-zh failed (exit code 1): broken" in out.error


def test_prepare_workspace_copies_fixtures(tmp_path: Path) -> None:
    suite = load_suite(DATA)
    ws = prepare_workspace(suite[1], tmp_path)
    assert sorted(p.name for p in (ws / "notes").iterdir()) == ["2024-02-28.md", "2024-03-05.md"]
    assert ws.parent == tmp_path.resolve() and ws.name.startswith("workspace-")
