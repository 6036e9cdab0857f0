#!/usr/bin/env python3
# The official OpenAI Python SDK through edgeward: a streamed chat with one tool.
#
# The ONE line a user changes in an existing agent is the base URL:
#
#     base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:8787/v1")
#
# Everything else (tools, streaming, tool-call deltas, tool results) is plain OpenAI API.
# Pick the routing policy with the model string `edgeward/<policy>` (any other model name uses
# the proxy's configured policy), name the session with the `x-edgeward-session` header, and
# read where each call went from the `x-edgeward-*` response headers.
#
# Run:   .venv/bin/edgeward serve                       # in another terminal
#        .venv/bin/python examples/clients/openai_sdk.py [--base-url URL] [--model edgeward/edge-only]
"""OpenAI SDK example: streaming chat completions with a `get_weather` tool through edgeward."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Callable

import openai

base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:8787/v1")  # <- the ONE line you change
MODEL = os.environ.get("EDGEWARD_MODEL", "edgeward/edge-only")
# The proxy never forwards this key; it only compares it with `server.token` when one is set.
API_KEY = os.environ.get("OPENAI_API_KEY", "unused-by-edgeward")

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Current weather for a city.",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string", "description": "City name"}},
                "required": ["city"],
            },
        },
    }
]

_WEATHER = {"paris": (18, "light rain"), "oslo": (4, "snow showers"), "cairo": (31, "clear sky")}


def get_weather(city: str) -> str:
    """The tool, run locally by the client: a canned forecast (JSON text)."""
    temp, sky = _WEATHER.get(city.strip().lower(), (21, "sunny"))
    return json.dumps({"city": city, "temperature_c": temp, "conditions": sky})


LOCAL_TOOLS: dict[str, Callable[..., str]] = {"get_weather": get_weather}


def _stream_turn(
    client: openai.OpenAI,
    model: str,
    messages: list[dict[str, Any]],
    session: str,
    out: Callable[[str], None],
    tool_choice: str = "auto",
) -> tuple[str, list[dict[str, Any]], dict[str, str]]:
    """One streamed request; returns (text, tool_calls, x-edgeward-* headers)."""
    raw = client.chat.completions.with_raw_response.create(
        model=model,
        messages=messages,
        tools=TOOLS,
        tool_choice=tool_choice,
        stream=True,
        stream_options={"include_usage": True},
        extra_headers={"x-edgeward-session": session},
    )
    headers = {k.lower(): v for k, v in raw.headers.items() if k.lower().startswith("x-edgeward-")}
    text: list[str] = []
    calls: dict[int, dict[str, Any]] = {}
    for chunk in raw.parse():
        if chunk.usage is not None:
            out(f"\n[usage] prompt={chunk.usage.prompt_tokens} completion={chunk.usage.completion_tokens}\n")
        if not chunk.choices:  # the final usage chunk has no choices
            continue
        delta = chunk.choices[0].delta
        if delta.content:
            text.append(delta.content)
            out(delta.content)
        # Tool calls arrive as deltas: the first one per `index` has the id and the name, the
        # arguments follow in pieces with the same index. Accumulate them by index.
        for tc in delta.tool_calls or []:
            slot = calls.setdefault(tc.index, {"id": None, "name": "", "arguments": ""})
            if tc.id:
                slot["id"] = tc.id
            if tc.function is not None:
                if tc.function.name:
                    slot["name"] = tc.function.name
                if tc.function.arguments:
                    slot["arguments"] += tc.function.arguments
    tool_calls = [
        {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
        for _, c in sorted(calls.items())
    ]
    return "".join(text), tool_calls, headers


def run(
    base_url: str = base_url,
    model: str = MODEL,
    *,
    session: str = "example-openai-sdk",
    question: str = "What's the weather in Paris right now? Use the tool.",
    max_turns: int = 3,
    api_key: str = API_KEY,
    out: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Ask, run the tool calls locally, send the results back, until the model answers.

    The last allowed turn sends `tool_choice="none"`, so even a small model that keeps calling
    tools has to answer.

    Returns {"answer", "turns": [{"headers", "tool_calls", "text"}], "tool_results": [...]}.
    """
    write = out or (lambda s: print(s, end="", flush=True))
    client = openai.OpenAI(base_url=base_url, api_key=api_key, max_retries=0)
    messages: list[dict[str, Any]] = [{"role": "user", "content": question}]
    turns: list[dict[str, Any]] = []
    tool_results: list[str] = []
    for turn in range(max_turns):
        choice = "none" if turn == max_turns - 1 else "auto"
        text, tool_calls, headers = _stream_turn(client, model, messages, session, write, choice)
        turns.append({"headers": headers, "tool_calls": tool_calls, "text": text})
        write("\n[edgeward] " + " ".join(f"{k}={v}" for k, v in sorted(headers.items())) + "\n")
        if not tool_calls:
            return {"answer": text, "turns": turns, "tool_results": tool_results}
        messages.append({"role": "assistant", "content": text or None, "tool_calls": tool_calls})
        for call in tool_calls:
            fn = LOCAL_TOOLS.get(call["function"]["name"])
            try:
                args = json.loads(call["function"]["arguments"] or "{}")
                result = fn(**args) if fn else f"error: unknown tool {call['function']['name']!r}"
            except (ValueError, TypeError) as e:
                result = f"error: bad arguments ({e})"
            write(f"[tool] {call['function']['name']}({call['function']['arguments']}) -> {result}\n")
            tool_results.append(result)
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": result})
    raise RuntimeError(f"no final answer after {max_turns} turns")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--base-url", default=base_url)
    ap.add_argument("--model", default=MODEL)
    ap.add_argument("--session", default="example-openai-sdk")
    args = ap.parse_args(argv)
    result = run(args.base_url, args.model, session=args.session)
    print(f"\nfinal answer: {result['answer']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
