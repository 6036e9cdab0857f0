"""Parse rate of prompted tool calling on the embedded SmolLM2-135M (temperature 0).

Sends 20 varied tool requests (1–4 tools; string, integer, enum, boolean, array and nested
object arguments; tool_choice auto / required / named / none; follow-ups after tool results;
one Chinese request) through the proxy to the embedded model, once per decoding mode:

- `json_object`: constrained decoding (llama-cpp-python's JSON-schema → grammar),
- `none`: the same prompt, unconstrained.

For each reply it records the adapter's parse outcome: `call` / `answer` (a valid action) or
`fallback` (not parseable: returned as plain content; an answer cut off by max_tokens is
salvaged as a truncated answer and counted separately), whether it was in the exact documented
format (`strict`), whether a call's arguments satisfy the tool's JSON schema (`conforming`), and
whether the expected kind of action / the expected tool was chosen (choice quality, which the
constraint cannot fix).

    .venv/bin/python benchmarks/prompted_tools/run.py [--modes json_object,none] [--out FILE]

Writes a JSON result file next to this script and prints a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


def fn(name: str, desc: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": desc,
            "parameters": {"type": "object", "properties": props, "required": required},
        },
    }


WEATHER = fn(
    "get_weather",
    "Get the current weather for a city.",
    {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
    ["city"],
)
READ = fn("read_file", "Read a text file from the workspace.", {"path": {"type": "string"}}, ["path"])
WRITE = fn(
    "write_file",
    "Write text to a file in the workspace.",
    {"path": {"type": "string"}, "content": {"type": "string"}},
    ["path", "content"],
)
SEARCH = fn(
    "search_files",
    "Search files for a text query.",
    {"query": {"type": "string"}, "max_results": {"type": "integer"}},
    ["query"],
)
EMAIL = fn(
    "send_email",
    "Send an e-mail.",
    {
        "to": {"type": "array", "items": {"type": "string"}},
        "subject": {"type": "string"},
        "body": {"type": "string"},
        "urgent": {"type": "boolean"},
    },
    ["to", "subject", "body"],
)
EVENT = fn(
    "create_event",
    "Create a calendar event.",
    {
        "title": {"type": "string"},
        "when": {
            "type": "object",
            "properties": {"date": {"type": "string"}, "time": {"type": "string"}},
            "required": ["date"],
        },
        "attendees": {"type": "array", "items": {"type": "string"}},
    },
    ["title", "when"],
)
CALC = fn("calculator", "Evaluate an arithmetic expression.", {"expression": {"type": "string"}}, ["expression"])
SHELL = fn("run_shell", "Run a shell command in the workspace.", {"command": {"type": "string"}}, ["command"])


def user(t: str) -> dict[str, Any]:
    return {"role": "user", "content": t}


def after(q: str, name: str, args: dict[str, Any], result: str) -> list[dict[str, Any]]:
    return [
        user(q),
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "call_1", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
            ],
        },
        {"role": "tool", "tool_call_id": "call_1", "content": result},
    ]


# (id, messages, tools, tool_choice, expected: "call:<tool>" | "answer" | "any")
CASES: list[tuple[str, list[dict[str, Any]], list[dict[str, Any]], Any, str]] = [
    ("weather-1tool", [user("What is the weather in Paris?")], [WEATHER], "auto", "call:get_weather"),
    ("weather-unit", [user("How warm is it in Chicago in fahrenheit?")], [WEATHER], "auto", "call:get_weather"),
    ("read-file", [user("Show me the contents of notes/todo.txt")], [READ, WRITE, SEARCH], "auto", "call:read_file"),
    ("write-file", [user("Save the text 'buy milk' to shopping.txt")], [READ, WRITE], "auto", "call:write_file"),
    ("search", [user("Find every file that mentions 'invoice'.")], [READ, SEARCH], "auto", "call:search_files"),
    ("search-limit", [user("Search for 'budget', at most 3 results.")], [SEARCH], "required", "call:search_files"),
    (
        "email-array",
        [user("Email alice@example.com and bob@example.com that the meeting moved to 3pm.")],
        [EMAIL, READ],
        "auto",
        "call:send_email",
    ),
    (
        "email-urgent",
        [user("Send an urgent email to ops@example.com saying the server is down.")],
        [EMAIL],
        "required",
        "call:send_email",
    ),
    (
        "event-nested",
        [user("Create an event 'Team sync' on 2025-03-04 at 10:00 with Dana.")],
        [EVENT, EMAIL],
        "auto",
        "call:create_event",
    ),
    ("calc", [user("What is 37 * 12?")], [CALC], "auto", "call:calculator"),
    ("shell", [user("List the files in the current directory.")], [SHELL, READ], "auto", "call:run_shell"),
    (
        "named-choice",
        [user("Check the weather and my files.")],
        [WEATHER, READ],
        {"type": "function", "function": {"name": "read_file"}},
        "call:read_file",
    ),
    ("greeting", [user("Hi! How are you today?")], [WEATHER, CALC], "auto", "answer"),
    ("choice-none", [user("What tools do you have?")], [WEATHER, READ], "none", "answer"),
    ("fact", [user("What is the capital of Japan?")], [SEARCH], "auto", "answer"),
    (
        "after-weather",
        after("What is the weather in Paris?", "get_weather", {"city": "Paris"}, "18 C, sunny"),
        [WEATHER],
        "auto",
        "answer",
    ),
    (
        "after-read",
        after("What does notes/todo.txt say?", "read_file", {"path": "notes/todo.txt"}, "1. pay rent\n2. call mom"),
        [READ, WRITE],
        "auto",
        "answer",
    ),
    (
        "after-search-chain",
        after(
            "Find the file about invoices and read it.", "search_files", {"query": "invoice"}, "invoices/2024-03.txt"
        ),
        [SEARCH, READ],
        "auto",
        "call:read_file",
    ),
    (
        "system-prompt",
        [
            {"role": "system", "content": "You are a concise assistant for a small office."},
            user("Read the file report.md please."),
        ],
        [READ, SEARCH, WRITE, SHELL],
        "auto",
        "call:read_file",
    ),
    ("zh-weather", [user("北京今天天气怎么样？")], [WEATHER], "auto", "call:get_weather"),
]


def run_mode(mode: str, max_tokens: int) -> dict[str, Any]:
    import jsonschema
    import openai

    from edgeward.proxy.runner import ProxyThread
    from edgeward.proxy.settings import ProxyConfig
    from edgeward.proxy.store import Store

    cfg = ProxyConfig.model_validate(
        {
            "edge": {
                "embedded": "smollm2-135m",
                "active_params": 135e6,
                "tool_mode": "prompted",
                "constrained": mode,
                "timeout_s": 900,
            },  # the machine is shared: never let a slow reply abort the run
            "policy": {"name": "edge-only"},
        }
    )
    tmp = Path(tempfile.mkdtemp(prefix="edgeward-ptbench-"))
    store = Store(tmp / "store.db")
    rows = []
    with ProxyThread(cfg, store=store) as proxy:
        adapter = proxy.pipeline.roles["edge"].adapter
        c = openai.OpenAI(base_url=proxy.url, api_key="x", max_retries=0, timeout=1000)
        for cid, msgs, tools, choice, expected in CASES:
            before = dict(adapter.stats)
            t0 = time.monotonic()
            r = c.chat.completions.create(
                model="edge",
                messages=msgs,
                tools=tools,
                tool_choice=choice,
                temperature=0,
                max_tokens=max_tokens,
                extra_headers={"x-edgeward-session": f"bench-{mode}-{cid}"},
            )
            ms = (time.monotonic() - t0) * 1000
            delta = {k: adapter.stats[k] - before.get(k, 0) for k in adapter.stats}
            kind = next(k for k in ("call", "answer", "fallback") if delta.get(k))
            msg = r.choices[0].message
            calls = [(tc.function.name, json.loads(tc.function.arguments)) for tc in msg.tool_calls or []]
            conforming = None
            if calls:
                schemas = {t["function"]["name"]: t["function"]["parameters"] for t in tools}
                conforming = True
                for name, args in calls:
                    try:
                        jsonschema.validate(args, schemas[name])
                    except jsonschema.ValidationError:
                        conforming = False
            if expected == "answer":
                chose_right = kind == "answer"
            else:
                chose_right = bool(calls) and calls[0][0] == expected.split(":", 1)[1]
            rows.append(
                {
                    "case": cid,
                    "tool_choice": choice if isinstance(choice, str) else "named",
                    "expected": expected,
                    "kind": kind,
                    "strict": bool(delta.get("strict")),
                    "truncated_answer": bool(delta.get("truncated_answer")),
                    "conforming": conforming,
                    "chose_expected": chose_right,
                    "finish_reason": r.choices[0].finish_reason,
                    "ms": round(ms),
                    "reply": (
                        json.dumps([{"tool": n, "arguments": a} for n, a in calls], ensure_ascii=False)
                        if calls
                        else (msg.content or "")
                    )[:160],
                }
            )
            print(
                f"[{mode}] {cid:20s} {kind:8s} strict={rows[-1]['strict']!s:5s} "
                f"conforming={conforming!s:5s} expected={chose_right!s:5s} {ms:6.0f} ms  {rows[-1]['reply'][:70]!r}",
                file=sys.stderr,
                flush=True,
            )
    store.close()
    n = len(rows)
    calls = [r for r in rows if r["kind"] == "call"]
    summary = {
        "mode": mode,
        "requests": n,
        "parsed": sum(r["kind"] != "fallback" for r in rows),
        "strict": sum(r["strict"] for r in rows),
        "calls": len(calls),
        "answers": sum(r["kind"] == "answer" for r in rows),
        "conforming_calls": sum(bool(r["conforming"]) for r in calls),
        "chose_expected": sum(r["chose_expected"] for r in rows),
        "truncated": sum(r["finish_reason"] == "length" for r in rows),
        "truncated_answers_salvaged": sum(r["truncated_answer"] for r in rows),
        "median_ms": sorted(r["ms"] for r in rows)[n // 2],
    }
    return {"summary": summary, "rows": rows}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--modes", default="json_object,none")
    ap.add_argument("--max-tokens", type=int, default=96)
    ap.add_argument("--out", default=None, help="default: results-<modes>.json next to this script")
    args = ap.parse_args()
    results = {
        "model": "SmolLM2-135M-Instruct Q4_1 (embedded llama-cpp-python)",
        "temperature": 0,
        "max_tokens": args.max_tokens,
        "cases": len(CASES),
        "modes": {},
    }
    for mode in args.modes.split(","):
        results["modes"][mode] = run_mode(mode, args.max_tokens)
    out = Path(args.out) if args.out else Path(__file__).with_name(f"results-{args.modes.replace(',', '-')}.json")
    out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(
        "| mode | parsed (parse rate) | strict format | calls | schema-conforming calls | answers "
        "| expected action chosen | hit max_tokens | truncated answers salvaged | median ms |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for mode, res in results["modes"].items():
        s = res["summary"]
        n = s["requests"]
        print(
            f"| {mode} | {s['parsed']}/{n} ({100 * s['parsed'] / n:.0f}%) | {s['strict']}/{n} | {s['calls']} "
            f"| {s['conforming_calls']}/{s['calls']} | {s['answers']} | {s['chose_expected']}/{n} "
            f"| {s['truncated']} | {s['truncated_answers_salvaged']} | {s['median_ms']} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
