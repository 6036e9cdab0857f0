"""Generic agent steps for `edgeward router calibrate` (the step router's warm start).

Written for calibration only and deliberately unrelated to any task suite (a τ fitted on the
suite it is then measured on would flatter it): everyday workspace chores in English and
Chinese, each as an agent's first step and as a step after one tool result, with a generic
tool set (files, shell, HTTP services, finish) and a generic agent system prompt. The probe
sees what it would see on a real agent step: system prompt, tools, task, history.

`SOURCE` names this set in calibration files; `steps()` returns the chat bodies.
"""

from __future__ import annotations

import json
from typing import Any

SOURCE = "builtin-generic-v1"

SYSTEM = (
    "You are an autonomous assistant working in a local workspace with tools. No human will answer "
    "questions mid-task. Inspect before you act; never guess file contents or data. Tools: run_shell, "
    "read_file, write_file, list_dir, http_request (the workspace's services), finish (end the task with "
    "your final answer). Be efficient and share only what the user needs."
)


def _fn(name: str, description: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": props, "required": required},
        },
    }


TOOLS: list[dict[str, Any]] = [
    _fn("run_shell", "Run a bash command in the workspace.", {"command": {"type": "string"}}, ["command"]),
    _fn("read_file", "Read a text file.", {"path": {"type": "string"}}, ["path"]),
    _fn(
        "write_file",
        "Write a text file.",
        {"path": {"type": "string"}, "content": {"type": "string"}},
        ["path", "content"],
    ),
    _fn("list_dir", "List a folder.", {"path": {"type": "string"}}, []),
    _fn(
        "http_request",
        "Call a workspace service.",
        {
            "service": {"type": "string"},
            "method": {"type": "string"},
            "path": {"type": "string"},
            "body": {"type": "object"},
        },
        ["service", "method", "path"],
    ),
    _fn("finish", "Finish with the final answer.", {"answer": {"type": "string"}}, ["answer"]),
]

# (task, a plausible first call, its result): the second step sees the call and the result.
_TASKS: list[tuple[str, tuple[str, dict[str, Any]], str]] = [
    (
        "Find out which of the log files in `logs/` mentions a disk-full error and tell me its name.",
        ("list_dir", {"path": "logs"}),
        "app.log  (20311 bytes)\nworker.log  (8842 bytes)\ncron.log  (1204 bytes)",
    ),
    (
        "Rename every .jpeg file in `photos/` to .jpg and report how many you renamed.",
        ("list_dir", {"path": "photos"}),
        "beach.jpeg  (1.2 MB)\ncity.jpg  (900 KB)\nforest.jpeg  (2.0 MB)",
    ),
    (
        "The shopping list in `list.md` has duplicates. Remove them, keep the order, and save the file.",
        ("read_file", {"path": "list.md"}),
        "- milk\n- eggs\n- bread\n- milk\n- apples\n- eggs",
    ),
    (
        "Count the words in `essay.txt` and reply with the number only.",
        ("run_shell", {"command": "wc -w essay.txt"}),
        "exit_code: 0\n1532 essay.txt",
    ),
    (
        "Check the calendar service for meetings tomorrow and list their start times.",
        ("http_request", {"service": "calendar", "method": "GET", "path": "/events?date=tomorrow"}),
        'HTTP 200\n{"events": [{"title": "Standup", "start": "09:30"}, {"title": "Design review", "start": "14:00"}]}',
    ),
    (
        "Convert the temperatures in `readings.csv` from Fahrenheit to Celsius into a new file `celsius.csv`.",
        ("read_file", {"path": "readings.csv"}),
        "day,temp_f\nmon,68\ntue,71.6\nwed,59",
    ),
    (
        "Is the `build` script in package.json using the right output folder (`dist`)? Fix it if not.",
        ("read_file", {"path": "package.json"}),
        '{"name": "site", "scripts": {"build": "vite build --outDir out"}}',
    ),
    (
        "Summarise the open tickets by priority: how many high, medium and low?",
        ("http_request", {"service": "tickets", "method": "GET", "path": "/tickets?status=open"}),
        'HTTP 200\n{"tickets": [{"id": "T-1", "priority": "high"}, {"id": "T-4", "priority": "low"}]}',
    ),
    (
        "Write a short thank-you note to the team into `note.txt` for finishing the migration.",
        ("list_dir", {"path": "."}),
        "README.md  (400 bytes)\nnotes/",
    ),
    (
        "Which Python files in `src/` import the `requests` library?",
        ("run_shell", {"command": "grep -rl 'import requests' src"}),
        "exit_code: 0\nsrc/fetch.py\nsrc/sync/client.py",
    ),
    (
        "Reply to the latest e-mail from the landlord and confirm the inspection date it proposes.",
        ("http_request", {"service": "mail", "method": "GET", "path": "/messages?q=landlord"}),
        'HTTP 200\n{"messages": [{"id": "m9", "subject": "Inspection on Thursday?"}]}',
    ),
    (
        "Archive the reports older than 2023 from `reports/` into `archive/` and say what you moved.",
        ("list_dir", {"path": "reports"}),
        "2021-q4.pdf  (80 KB)\n2022-q2.pdf  (91 KB)\n2024-q1.pdf  (77 KB)",
    ),
    (
        "把 `notes.txt` 里的待办事项按截止日期排序，保存为 `todo_sorted.txt`。",
        ("read_file", {"path": "notes.txt"}),
        "- 交报告 6月3日\n- 买菜 今天\n- 续签合同 5月28日",
    ),
    (
        "查一下明天的会议，告诉我第一个会几点开始。",
        ("http_request", {"service": "calendar", "method": "GET", "path": "/events?date=明天"}),
        'HTTP 200\n{"events": [{"title": "周会", "start": "10:00"}]}',
    ),
    (
        "统计 `sales.csv` 中每个城市的销售额合计，结果写入 `by_city.csv`。",
        ("read_file", {"path": "sales.csv"}),
        "城市,金额\n上海,1200\n北京,800\n上海,300",
    ),
    (
        "检查 `config.yaml` 里的端口是不是 8080，不是的话改过来。",
        ("read_file", {"path": "config.yaml"}),
        "server:\n  host: 0.0.0.0\n  port: 8000",
    ),
]


def steps() -> list[dict[str, Any]]:
    """The calibration bodies: each task as a first step and as a step after one tool result."""
    out: list[dict[str, Any]] = []
    for i, (task, (tool, args), result) in enumerate(_TASKS):
        first = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": task}]
        out.append({"messages": first, "tools": TOOLS})
        call_id = f"call_{i}"
        out.append(
            {
                "messages": [
                    *first,
                    {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "id": call_id,
                                "type": "function",
                                "function": {"name": tool, "arguments": json.dumps(args, ensure_ascii=False)},
                            }
                        ],
                    },
                    {"role": "tool", "tool_call_id": call_id, "content": result},
                ],
                "tools": TOOLS,
            }
        )
    return out


def from_prompt(text: str) -> dict[str, Any]:
    """A first-step body around a user's own calibration prompt (same system prompt and tools)."""
    return {"messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": text}], "tools": TOOLS}
