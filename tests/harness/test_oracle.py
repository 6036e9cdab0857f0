"""The oracle stand-in cloud (issue 18, item 1) on a two-task mini suite (tests/data/oracle_suite).

Every trial runs the built-in agent through the real proxy over real HTTP (harness Runner, the
proxy in a thread, the oracle as the cloud role, a scripted fake upstream as the edge) and is
graded by the task's own grader:

- alone (cloud-only) the oracle finishes both tasks, and the proxy records the oracle's real
  token counts priced as gpt-4o-mini;
- after scripted edge steps that did part of the work (one of them with another tool than the
  reference, one of them wrong) it continues from there;
- under `egress: mask` (the real Presidio detector) it writes the placeholders of values it only
  saw masked, the proxy restores them, and the task still passes;
- a value that never reached it is not produced; an unknown task gets a plain final message;
  sketch and advisor calls get an outline and the next action; a probe never reaches it.
"""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

import aiohttp
import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from edgeward.harness.agent import AgentLimits, build_system_prompt
from edgeward.harness.fake_upstream import FakeUpstream
from edgeward.harness.oracle import ORACLE_LABEL, ORACLE_MODEL, UNKNOWN_TASK_REPLY, Oracle, oracle_config, start_oracle
from edgeward.harness.oracle_align import Alignment, Knowledge, align, render, unescape, walk
from edgeward.harness.oracle_tokens import ChatTokenCounter, render_chatml, render_reply
from edgeward.harness.oracle_view import identify, read_request
from edgeward.harness.replay import replay_reference, run_empty, tool_call_message, tool_result_message
from edgeward.harness.run import RunOptions, Runner
from edgeward.harness.taskfile import Task, load_suite
from edgeward.policies.advisor import ADVISOR_SYSTEM, AdvisorParams, build_transcript
from edgeward.policies.sketch import Sketch
from edgeward.proxy.accounting import litellm_prices
from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.store import Store

SUITE = Path(__file__).parents[1] / "data" / "oracle_suite"
DANA, SAM = "dana.whitfield@example.org", "sam.lee@example.com"
CONFIDENT = [["ok", -0.01], ["no", -5.0]]  # H ≈ 0.04 nats: edge
SPREAD = [[t, -1.0] for t in "abcdef"]  # H = ln 6 ≈ 1.79 nats: cloud


class NullDetector:
    """Finds nothing: the arms here that are not about masking run with `egress: allow`."""

    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        return []

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return []

    def scan_text(self, text: str) -> list[Any]:
        return []


@pytest.fixture(scope="module")
def tasks() -> list[Task]:
    return load_suite(SUITE)


def by_id(tasks: list[Task], tid: str) -> Task:
    return next(t for t in tasks if t.id == tid)


#: Egress scans in the proxy's thread: a scan pool's two workers each build Presidio + spaCy
#: (~8 CPU-s apiece) at every proxy start; the pool is tested in tests/proxy/test_scan_pool.py
#: and carries tests/harness/test_suite_scripted.py's whole-suite run.
NO_POOL = {"scan_workers": 0}


def run_arm(
    out: Path,
    tasks: list[Task],
    arm: str,
    oracle_url: str,
    edge_script: Any = None,
    detector: Any = NullDetector,
    egress: str = "allow",
) -> tuple[list[Any], Store]:
    """Run every task once under `arm` through the proxy (cloud = the oracle); returns the
    trial results and the run's store (caller closes it)."""
    edge = FakeUpstream.run_in_thread(edge_script or [{"error": {"status": 500, "message": "edge not scripted"}}])
    base = ProxyConfig.model_validate(
        {
            "edge": {"model": "fake-edge", "api_base": edge.url, "active_params": 1e9},
            "privacy": {"egress": egress},
            "server": NO_POOL,  # `detector=None`: the default detector, scanning in the proxy's thread
        }
    )
    cfg = oracle_config(base, oracle_url)
    out.mkdir(parents=True)
    store = Store(out / "edgeward.db")
    proxy = ProxyThread(cfg, store=store, detector_factory=detector).start()
    try:
        runner = Runner(proxy.url, store, tasks, RunOptions(out=out, arms=[arm], limits=AgentLimits(max_steps=10)))
        results = asyncio.run(runner.run())
    finally:
        proxy.stop()
        edge.stop()
    store.flush()
    return sorted(results, key=lambda r: r.task_id), store


def test_suite_graders_pass_the_reference_and_fail_an_empty_run(tasks: list[Task], tmp_path: Path) -> None:
    assert sorted(t.id for t in tasks) == ["or-memo", "or-total"]
    for t in tasks:
        assert asyncio.run(replay_reference(t, tmp_path)).score >= 0.99, t.id
        assert asyncio.run(run_empty(t, tmp_path)).score <= 0.1, t.id


# -- alone ------------------------------------------------------------------------------------
def test_oracle_alone_finishes_every_task_and_is_priced_from_real_token_counts(
    tasks: list[Task], tmp_path: Path
) -> None:
    with start_oracle(tasks) as oracle:
        results, store = run_arm(tmp_path / "alone", tasks, "cloud-only", oracle.url)
        events = list(oracle.oracle.events)
    try:
        assert [(r.task_id, r.score, r.error) for r in results] == [("or-memo", 1.0, None), ("or-total", 1.0, None)]
        # one oracle answer per reference action, in the reference's order, each a tool call
        for t in tasks:
            mine = [e for e in events if e.task_id == t.id]
            assert [(e.kind, e.tool, e.action) for e in mine] == [
                ("step", a.tool, i) for i, a in enumerate(t.reference or [])
            ]
            assert all(e.missing == 0 for e in mine)
        calls, egress = store.calls(), {e.call_id: e for e in store.egress()}
        assert calls and {c.role for c in calls} == {"cloud"}
        counter = ChatTokenCounter()
        price = litellm_prices("gpt-4o-mini")
        assert price is not None and price.known
        try:
            for c in calls:
                assert c.model == f"{ORACLE_LABEL}, priced as gpt-4o-mini" and c.stand_in
                sent = json.loads(egress[c.id].body)
                # the oracle's usage is the tokenizer's count of exactly the bytes the proxy sent
                assert c.prompt_tokens == counter.count(render_chatml(sent)) > 200
                assert not c.tokens_estimated and c.completion_tokens > 5
                assert c.usd == pytest.approx(
                    (c.prompt_tokens * price.input + c.completion_tokens * price.output) / 1e6
                )
        finally:
            counter.close()
        e = next(
            e
            for e in events
            if e.task_id == "or-memo" and e.tool == "http_request" and e.arguments.get("method") == "POST"
        )
        assert e.arguments["body"]["to"] == DANA and e.arguments["body"]["cc"] == SAM  # allow: values in clear
    finally:
        store.close()


def test_a_streaming_client_gets_the_oracle_s_answer_and_its_real_counts(tasks: list[Task], tmp_path: Path) -> None:
    import openai

    total = by_id(tasks, "or-total")
    with start_oracle(tasks) as oracle:
        cfg = oracle_config(
            ProxyConfig.model_validate({"privacy": {"egress": "allow"}, "cloud": {"model": "gpt-4o"}}), oracle.url
        )
        store = Store(tmp_path / "s.db")
        proxy = ProxyThread(cfg, store=store, detector_factory=NullDetector).start()
        try:
            client = openai.OpenAI(base_url=proxy.url, api_key="k", max_retries=0)
            stream = client.chat.completions.create(
                model="edgeward/cloud-only",
                stream=True,
                tools=TOOLS,
                messages=[
                    {"role": "system", "content": "You are an agent."},
                    {"role": "user", "content": total.prompt},
                ],
                extra_headers={"x-edgeward-session": "stream-1"},
            )
            name, args = "", ""
            for chunk in stream:
                for tc in (chunk.choices[0].delta.tool_calls or []) if chunk.choices else []:
                    name += tc.function.name or ""
                    args += tc.function.arguments or ""
        finally:
            proxy.stop()
        store.flush()
        (row,), (egress,) = store.calls("stream-1"), store.egress("stream-1")
        store.close()
    assert (name, json.loads(args)) == ("read_file", {"path": "invoices.csv"})
    counter = ChatTokenCounter()
    try:
        assert not row.tokens_estimated and row.prompt_tokens == counter.count(render_chatml(json.loads(egress.body)))
        assert row.completion_tokens == counter.completion_tokens(
            None, [{"function": {"name": name, "arguments": args}}]
        )
        assert row.model == f"{ORACLE_LABEL}, priced as gpt-4o" and row.usd > 0  # a real cloud role's model
    finally:
        counter.close()


# -- after edge steps -------------------------------------------------------------------------
def edge_script() -> list[dict[str, Any]]:
    """Step-router edge: confident probes for the first two turns of each task, uncertain ones
    after, so turns 0-1 run on the scripted edge and the rest on the oracle."""
    steps: list[dict[str, Any]] = []
    for marker in ("memo.txt", "invoices.csv"):
        for turn in (0, 1):
            steps.append(
                {"match": {"probe": True, "contains": marker, "turn": turn}, "content": "ok", "top_logprobs": CONFIDENT}
            )
    steps.append({"match": {"probe": True}, "content": "ok", "top_logprobs": SPREAD})
    work = {
        "memo.txt": [
            ("run_shell", {"command": "cat memo.txt"}),  # not the reference's read_file
            ("http_request", {"service": "contacts", "method": "GET", "path": "contacts?q=Whitfield"}),
        ],
        "invoices.csv": [
            ("read_file", {"path": "./invoices.csv"}),
            ("write_file", {"path": "total.txt", "content": "1600\n"}),
        ],
    }  # wrong total
    for marker, actions in work.items():
        for turn, (tool, args) in enumerate(actions):
            steps.append(
                {
                    "match": {"probe": False, "contains": marker, "turn": turn},
                    "tool_calls": [{"name": tool, "arguments": args}],
                }
            )
    return steps + [{"error": {"status": 500, "message": "edge not scripted"}}]


def test_oracle_continues_after_edge_steps_that_did_part_of_the_work(tasks: list[Task], tmp_path: Path) -> None:
    with start_oracle(tasks) as oracle:
        results, store = run_arm(tmp_path / "steps", tasks, "step-router", oracle.url, edge_script())
        events = list(oracle.oracle.events)
        received = [r["body"] for r in oracle.requests if r["path"].endswith("/chat/completions")]
    try:
        assert [(r.task_id, r.score, r.error) for r in results] == [("or-memo", 1.0, None), ("or-total", 1.0, None)]
        for r in results:
            roles = [c.role for c in store.calls(r.session)]
            assert roles == ["probe", "edge", "probe", "edge", "probe", "cloud", "probe", "cloud"], r.task_id
        memo = [(e.tool, e.action) for e in events if e.task_id == "or-memo"]
        # `cat memo.txt` settled read_file (its result holds the file), `get contacts?q=…` the
        # lookup (same call after normalisation): the oracle goes straight to sending
        assert memo == [("http_request", 2), ("finish", 3)]
        total = [(e.tool, e.action, e.arguments) for e in events if e.task_id == "or-total"]
        # the edge wrote a wrong total: not the reference's write, so the oracle writes it again
        assert total[0] == ("write_file", 1, {"path": "total.txt", "content": "1600.50\n"})
        assert total[1][:2] == ("finish", 2)
        # a probe is never sent to the cloud
        assert oracle.oracle.counts["probe"] == 0 and not any(b.get("logprobs") for b in received)
    finally:
        store.close()


# -- under mask -------------------------------------------------------------------------------
def test_oracle_under_mask_writes_placeholders_and_the_proxy_restores_them(tasks: list[Task], tmp_path: Path) -> None:
    pytest.importorskip("edgeward.detectors.scanner")
    with start_oracle(tasks) as oracle:
        results, store = run_arm(tmp_path / "mask", tasks, "cloud-only", oracle.url, detector=None, egress="mask")
        events = list(oracle.oracle.events)
    try:
        assert [(r.task_id, r.score, r.error) for r in results] == [("or-memo", 1.0, None), ("or-total", 1.0, None)]
        for t in tasks:  # one answer per reference action: masking made it repeat nothing
            assert [e.action for e in events if e.task_id == t.id] == list(range(len(t.reference or [])))
        egress = store.egress()
        assert egress and all(DANA not in e.body and SAM not in e.body for e in egress)
        assert any(e.placeholders for e in egress)
        send = next(e for e in events if e.tool == "http_request" and e.arguments.get("method") == "POST")
        body = send.arguments["body"]
        # both addresses reached the oracle only as placeholders: it wrote those (the cc from the
        # prompt, the recipient from the contacts result), never a value it did not receive
        assert body["to"].startswith("[EMAIL_ADDRESS_") and body["cc"].startswith("[EMAIL_ADDRESS_")
        assert body["to"] != body["cc"] and send.missing == 0
        assert DANA not in json.dumps(send.arguments) and SAM not in json.dumps(send.arguments)
        # …and the proxy restored them: the mail service got the real addresses (the grader's
        # to_ok / cc_ok above), the client's transcript holds the restored call
        transcript = json.loads(
            (tmp_path / "mask" / "trials" / "cloud-only" / "or-memo" / "0" / "transcript.json").read_text(
                encoding="utf-8"
            )
        )
        sent_args = [
            json.loads(tc["function"]["arguments"])
            for m in transcript
            if m.get("tool_calls")
            for tc in m["tool_calls"]
            if tc["function"]["name"] == "http_request"
        ]
        assert any(a.get("body", {}).get("to") == DANA and a["body"].get("cc") == SAM for a in sent_args)
    finally:
        store.close()


# -- honesty and robustness, request by request ------------------------------------------------
def _memo_history(task: Task, results: dict[int, str | None]) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = [
        {"role": "system", "content": build_system_prompt(task, "/w", {"contacts": "x", "mail": "y"})},
        {"role": "user", "content": task.prompt},
    ]
    for i, a in enumerate((task.reference or [])[:2]):
        msgs.append(tool_call_message(f"c{i}", a.tool, a.args))
        if results.get(i) is not None:
            msgs.append(tool_result_message(f"c{i}", results[i] or ""))
    return msgs


TOOLS = [
    {"type": "function", "function": {"name": n, "parameters": {"type": "object"}}}
    for n in ("read_file", "http_request", "run_shell", "finish")
]


async def _ask(oracle: Oracle, body: dict[str, Any]) -> dict[str, Any]:
    return await oracle.respond(body)


def test_a_value_that_never_reached_the_oracle_is_not_produced(tasks: list[Task]) -> None:
    memo = by_id(tasks, "or-memo")
    oracle = Oracle(tasks)
    try:
        ref = asyncio.run(oracle.reference("or-memo"))
        memo_text, contacts = ref.steps[0].result, ref.steps[1].result
        assert memo_text and DANA in (contacts or "")
        # the lookup was made but its result never reached the oracle (e.g. cut away): it still
        # sends (the lookup is settled) but cannot write the address it never saw
        body = {
            "messages": _memo_history(memo, {0: memo_text, 1: 'HTTP 503\n{"error": "unavailable"}'}),
            "tools": TOOLS,
        }
        step = asyncio.run(_ask(oracle, body))
        (call,) = step["tool_calls"]
        args = json.loads(call["arguments"])
        assert call["name"] == "http_request" and args["body"]["to"] == "" and args["body"]["cc"] == SAM
        assert DANA not in call["arguments"] and oracle.events[-1].missing >= 1
        # with the result it writes the address
        body["messages"] = _memo_history(memo, {0: memo_text, 1: contacts})
        args = json.loads(asyncio.run(_ask(oracle, body))["tool_calls"][0]["arguments"])
        assert args["body"]["to"] == DANA and oracle.events[-1].missing == 0
    finally:
        oracle.close()


def test_the_oracle_obeys_max_tokens_and_tool_choice(tasks: list[Task]) -> None:
    memo = by_id(tasks, "or-memo")
    oracle = Oracle(tasks)
    try:
        ref = asyncio.run(oracle.reference("or-memo"))
        body = {"messages": _memo_history(memo, {0: ref.steps[0].result, 1: ref.steps[1].result}), "tools": TOOLS}
        whole = asyncio.run(_ask(oracle, body))
        assert whole["usage"]["completion_tokens"] > 40 and "finish_reason" not in whole
        cut = asyncio.run(_ask(oracle, {**body, "max_tokens": 40}))
        assert cut["finish_reason"] == "length" and cut["usage"]["completion_tokens"] <= 40
        assert whole["tool_calls"][0]["arguments"].startswith(cut["tool_calls"][0]["arguments"])
        assert oracle.events[-1].truncated
        # the client forces the final answer (the demo's last allowed step): the oracle answers
        forced = asyncio.run(
            _ask(oracle, {**body, "tool_choice": {"type": "function", "function": {"name": "finish"}}})
        )
        assert forced["tool_calls"][0]["name"] == "finish"
        assert json.loads(forced["tool_calls"][0]["arguments"]) == {"answer": ref.answer_text}
        # tool_choice none: text only
        text = asyncio.run(_ask(oracle, {**body, "tool_choice": "none"}))
        assert "tool_calls" not in text and text["content"].startswith("Next I would call http_request")
    finally:
        oracle.close()


def test_unknown_task_gets_a_plain_final_message_and_nothing_crashes(tasks: list[Task]) -> None:
    with start_oracle(tasks) as oracle:

        async def post(payload: Any) -> tuple[int, Any]:
            async with aiohttp.ClientSession() as s:
                async with s.post(
                    oracle.url + "/chat/completions",
                    data=json.dumps(payload),
                    headers={"Content-Type": "application/json"},
                ) as r:
                    return r.status, await r.json(content_type=None)

        unknown = {
            "model": "x",
            "tools": TOOLS,
            "messages": [
                {"role": "system", "content": "You are an agent."},
                {"role": "user", "content": "Book a table for two at an Italian restaurant on Friday evening."},
            ],
        }
        for payload in (
            unknown,
            {"model": "x", "messages": []},
            {"model": "x"},
            {"model": "x", "messages": [{"role": "user", "content": None}, "junk", {"role": 3}]},
        ):
            status, resp = asyncio.run(post(payload))
            assert status == 200, payload
            msg = resp["choices"][0]["message"]
            assert msg["content"] == UNKNOWN_TASK_REPLY and not msg.get("tool_calls")
            assert resp["choices"][0]["finish_reason"] == "stop" and resp["model"] == ORACLE_MODEL
            assert resp["usage"]["prompt_tokens"] > 0
        status, resp = asyncio.run(post(["not", "an", "object"]))
        assert status == 400 and "error" in resp

        async def stream() -> str:  # the fake upstream's SSE layer answers streams
            async with aiohttp.ClientSession() as s:
                async with s.post(oracle.url + "/chat/completions", json={**unknown, "stream": True}) as r:
                    assert r.headers["Content-Type"].startswith("text/event-stream")
                    return await r.text()

        sse = asyncio.run(stream())
        text = "".join(
            json.loads(ln[6:])["choices"][0]["delta"].get("content") or ""
            for ln in sse.splitlines()
            if ln.startswith("data: {")
        )
        assert text == UNKNOWN_TASK_REPLY and sse.rstrip().endswith("data: [DONE]")
        assert oracle.oracle.counts["unknown"] == 5 and oracle.oracle.counts["error"] == 0


def test_sketch_gets_an_outline_and_the_advisor_the_next_action(tasks: list[Task]) -> None:
    memo = by_id(tasks, "or-memo")
    oracle = Oracle(tasks)
    try:
        # the sketch policy's own call: the task only
        step = asyncio.run(_ask(oracle, Sketch().sketch_body(memo.prompt.strip())))
        lines = step["content"].splitlines()
        assert len(lines) == len(memo.reference or []) == 4
        assert lines[0] == "1. Read the file memo.txt"
        assert lines[2].startswith("3. POST /send on mail (to, cc, subject, body)")
        # the answer names Dana, whom the sketch call never saw: shown as unknown
        assert lines[3].startswith("4. Answer:") and "Dana" not in step["content"] and "<?>" in lines[3]
        assert oracle.events[-1].kind == "sketch"

        # the advisor policy's own call, after the edge read the memo
        ref = asyncio.run(oracle.reference("or-memo"))
        hist = _memo_history(memo, {0: ref.steps[0].result})[:4]
        p = AdvisorParams()
        body = {
            "messages": [
                {"role": "system", "content": ADVISOR_SYSTEM.format(words=p.max_words)},
                {
                    "role": "user",
                    "content": "Shortened transcript of the assistant's work so far:\n"
                    "<transcript>\n" + build_transcript(hist, TOOLS, p) + "\n</transcript>\n\n"
                    "The assistant asks: what next?\nAnswer in at most 150 words.",
                },
            ]
        }
        advice = asyncio.run(_ask(oracle, body))["content"]
        assert oracle.events[-1].kind == "advisor" and oracle.events[-1].action == 1
        assert advice.startswith("Next, call http_request with") and "/contacts?q=Whitfield" in advice
    finally:
        oracle.close()


# -- the parts --------------------------------------------------------------------------------
def test_identify_recognises_masked_wrapped_and_cut_prompts(tasks: list[Task]) -> None:
    prompts = {t.id: t.prompt for t in tasks}
    memo = prompts["or-memo"]
    assert identify(memo, prompts) == "or-memo"
    masked = memo.replace("Whitfield", "[PERSON_1]").replace(SAM, "[EMAIL_ADDRESS_1]")
    assert identify(masked, prompts) == "or-memo"
    assert identify("Task from the user:\n" + masked + "\nWork carefully.", prompts) == "or-memo"
    cut = memo[:120] + " …[80 characters cut]… " + memo[-60:]
    assert identify(cut, prompts) == "or-memo"
    assert identify("Add up the amounts in the sheet and tell me.", prompts) is None
    assert identify("", prompts) is None and identify("hello", {}) is None


def test_align_and_render_follow_the_placeholders_received() -> None:
    clear = [
        '{"id": "c-2", "name": "Dana Whitfield", "email": "dana@x.org", "amount": 1234}',
        '[{"name": "Ann Lee", "email": "ann@x.org"}, {"name": "Bo Yu", "email": "bo@x.org"}]',
    ]
    # a masked copy of a clear text: walked exactly
    got = ['{"id": "c-2", "name": "[PERSON_1]", "email": "[EMAIL_ADDRESS_3]", "amount": 1234}']
    assert walk(got[0], clear[0]) == {"[PERSON_1]": "Dana Whitfield", "[EMAIL_ADDRESS_3]": "dana@x.org"}
    al = align(got, clear)
    assert al.to_value == {"[PERSON_1]": "Dana Whitfield", "[EMAIL_ADDRESS_3]": "dana@x.org"}
    # not a whole copy (another wrapper): by context; the number the gate quoted by its
    # unquoted context
    al = align(['exit_code: 0\n"email": "[EMAIL_ADDRESS_3]", "amount": "[AMOUNT_1]"}'], clear)
    assert al.to_value == {"[EMAIL_ADDRESS_3]": "dana@x.org", "[AMOUNT_1]": "1234"}
    # a context that names two values is not guessed
    assert align(['"email": "[EMAIL_ADDRESS_1]"}'], clear[1:]).to_value == {}
    assert walk("a [X_1] b", "a 1 b") == {"[X_1]": "1"} and walk("a [X_1] c", "a 1 b") is None
    assert walk("[X_1][Y_1]", "ab") is None  # touching placeholders: boundary unknown
    assert unescape('"\\u738b\\u603b"') == '"王总"'

    al = align(got, clear)
    kn = Knowledge(got, al, clear)
    assert render("Mail Dana Whitfield at dana@x.org", kn) == ("Mail [PERSON_1] at [EMAIL_ADDRESS_3]", 0)
    # data never received is dropped (tool arguments) or marked (advice); own words are free
    unseen = Knowledge(["nothing here"], Alignment(), clear)
    assert render("Mail Dana at dana@x.org today", unseen) == ("Mail at today", 2)
    assert render("Mail Dana", unseen, "<?>") == ("Mail <?>", 1)
    # an address made of words it did receive, but never received whole, is still unknown
    words = Knowledge(["ann and x.org and lee"], Alignment(), clear)
    assert render("to ann@x.org", words) == ("to ", 1)
    # only data met before the action counts: a word the reference wrote first is its own
    assert render("Mail Dana", unseen, upto=0) == ("Mail Dana", 0)


def test_token_counts_are_the_embedded_tokenizer_s() -> None:
    llama_cpp = pytest.importorskip("llama_cpp")
    from edgeward.proxy.upstreams.embedded import find_model_file

    counter = ChatTokenCounter()
    # the same vocabulary through llama-cpp-python's public API (independent of our ctypes path)
    ref = llama_cpp.Llama(model_path=str(find_model_file()), vocab_only=True, verbose=False)
    try:
        body = {
            "messages": [
                {"role": "system", "content": "sys"},
                {"role": "user", "content": "Hello there, 你好"},
                tool_call_message("c1", "read_file", {"path": "a.txt"}),
                tool_result_message("c1", "text"),
            ],
            "tools": TOOLS,
        }
        text = render_chatml(body)
        assert text.startswith("<|im_start|>system\nsys\n\n# Tools\n[") and text.endswith("<|im_start|>assistant\n")
        assert '<tool_call>{"name": "read_file", "arguments": "{\\"path\\": \\"a.txt\\"}"}</tool_call>' in text
        n = len(ref.tokenize(text.encode(), add_bos=False, special=True))
        assert counter.prompt_tokens(body) == counter.count(text) == n
        assert text.count("<|im_start|>") == 5 and n < len(text)  # special tags are one token each
        reply = render_reply("Hi", None)
        assert reply == "Hi<|im_end|>"
        assert (
            counter.completion_tokens("Hi", None) == len(ref.tokenize(reply.encode(), add_bos=False, special=True)) == 2
        )
        assert counter.count("") == 0
    finally:
        counter.close()


def test_read_request_classifies_calls() -> None:
    assert (
        read_request(
            {"messages": [{"role": "user", "content": "x"}], "logprobs": True, "max_tokens": 4, "tools": TOOLS}
        ).kind
        == "probe"
    )
    assert read_request({"messages": [{"role": "user", "content": "x"}], "tools": TOOLS}).kind == "step"
    assert read_request({"messages": [{"role": "user", "content": "x"}]}).kind == "sketch"
    adv = read_request(
        {
            "messages": [
                {
                    "role": "user",
                    "content": "<transcript>\n[USER] do it\n"
                    '[ASSISTANT calls] read_file({"path": "a"})\n[TOOL RESULT read_file] A\n'
                    "</transcript>",
                }
            ]
        }
    )
    assert adv.kind == "advisor" and adv.task_text == "do it"
    assert [(c.tool, c.args, c.result) for c in adv.calls] == [("read_file", {"path": "a"}, "A")]


def test_run_benchmark_with_the_oracle_stand_in_labels_completion_everywhere(
    tasks: list[Task], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`BenchmarkConfig(stand_in="oracle")`: the run starts and stops the oracle itself, the
    cloud arm finishes what the (useless) edge cannot, and every output that shows completion
    names the oracle stand-in (upper bound)."""
    from edgeward.harness.benchmark import BenchmarkConfig, run_benchmark
    from edgeward.harness.report_console import print_summary

    edge = FakeUpstream.run_in_thread({"steps": [{"content": "I am not sure."}], "exhausted": "cycle"})
    try:
        cfg = ProxyConfig.model_validate(
            {
                "edge": {"model": "fake-edge", "api_base": edge.url, "active_params": 1e9},
                "privacy": {"egress": "allow"},
                "server": NO_POOL,
            }
        )
        out = tmp_path / "run"
        result = run_benchmark(
            BenchmarkConfig(
                proxy=cfg,
                arms=["edge-only", "cloud-only"],
                out=out,
                suite=SUITE,
                stand_in="oracle",
                quiet=True,
                limits=AgentLimits(max_steps=10),
            )
        )
    finally:
        edge.stop()
    assert result.report is not None
    by_arm = {a.arm: a for a in result.report.summary.arms}
    cloud, edge_only = by_arm["cloud-only"].completion_pct.value, by_arm["edge-only"].completion_pct.value
    assert cloud is not None and edge_only is not None and cloud - edge_only >= 50
    md = result.report.paths["md"].read_text(encoding="utf-8")
    html = result.report.paths["html"].read_text(encoding="utf-8")
    data = json.loads(result.report.paths["json"].read_text(encoding="utf-8"))
    assert f"| Arm | Completion % – {ORACLE_LABEL} |" in md and "UPPER BOUND" in md
    assert f"<th>Completion % – {ORACLE_LABEL}</th>" in html and f"with the {ORACLE_LABEL} as the cloud" in html
    assert data["report"]["cloud"] == ORACLE_LABEL
    arms = json.loads((out / "arms.json").read_text(encoding="utf-8"))
    assert all(a["cloud_model"].startswith(ORACLE_LABEL) and a["cloud_stand_in"] for a in arms)
    print_summary(result.report.summary, result.report.checks)
    assert ORACLE_LABEL in capsys.readouterr().out
    # the oracle was stopped with the run: its calls are recorded under its label, nothing serves now
    store = Store(out / "edgeward.db", writer=False)
    cloud_calls = [c for c in store.calls() if c.role == "cloud"]
    store.close()
    assert cloud_calls and all(c.model.startswith(ORACLE_LABEL) for c in cloud_calls)


def test_the_scripted_agent_takes_no_stand_in(tmp_path: Path) -> None:
    from edgeward.harness.benchmark import BenchmarkConfig
    from edgeward.harness.types import RunError

    cfg = BenchmarkConfig(
        proxy=ProxyConfig.model_validate({"edge": {"model": "m", "api_base": "http://127.0.0.1:9/v1"}}),
        arms=["cloud-only"],
        out=tmp_path,
        agent="scripted",
        stand_in="oracle",
    )
    with pytest.raises(RunError, match="takes no cloud stand-in"):
        cfg.check()
    with pytest.raises(RunError, match="unknown stand-in 'gpt'"):
        BenchmarkConfig(proxy=cfg.proxy, arms=["cloud-only"], out=tmp_path, stand_in="gpt").check()
