#!/usr/bin/env python3
# LangChain `ChatOpenAI` through edgeward: a tool bound with `bind_tools`, one round trip
# (question -> tool call -> local tool result -> final answer).
#
# The ONE line a user changes in an existing agent is the base URL:
#
#     base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:8787/v1")
#
# `include_response_headers=True` puts the proxy's x-edgeward-* headers (route, policy,
# session, call id) into each AIMessage's `response_metadata["headers"]`.
#
# Needs: .venv/bin/python -m pip install langchain-openai   (not an edgeward dependency)
# Run:   .venv/bin/edgeward serve                       # in another terminal
#        .venv/bin/python examples/clients/langchain_chat.py [--base-url URL] [--model edgeward/edge-only]
"""LangChain example: ChatOpenAI with a bound `get_weather` tool through edgeward."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

try:
    from langchain_core.messages import BaseMessage, HumanMessage
    from langchain_core.tools import tool
    from langchain_openai import ChatOpenAI
except ImportError:
    raise SystemExit("this example needs LangChain: .venv/bin/python -m pip install langchain-openai") from None

base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:8787/v1")  # <- the ONE line you change
MODEL = os.environ.get("EDGEWARD_MODEL", "edgeward/edge-only")
# The proxy never forwards this key; it only compares it with `server.token` when one is set.
API_KEY = os.environ.get("OPENAI_API_KEY", "unused-by-edgeward")

_WEATHER = {"paris": (18, "light rain"), "oslo": (4, "snow showers"), "cairo": (31, "clear sky")}


@tool
def get_weather(city: str) -> str:
    """Current weather for a city."""
    temp, sky = _WEATHER.get(city.strip().lower(), (21, "sunny"))
    return json.dumps({"city": city, "temperature_c": temp, "conditions": sky})


def _edgeward_headers(msg: BaseMessage) -> dict[str, str]:
    headers = (getattr(msg, "response_metadata", None) or {}).get("headers") or {}
    return {k.lower(): v for k, v in headers.items() if k.lower().startswith("x-edgeward-")}


def run(
    base_url: str = base_url,
    model: str = MODEL,
    *,
    session: str = "example-langchain",
    question: str = "What's the weather in Oslo? Use the tool.",
    api_key: str = API_KEY,
    verbose: bool = True,
) -> dict[str, Any]:
    """One tool round trip. Returns {"answer", "tool_calls", "tool_results", "headers": [per call]}."""
    llm = ChatOpenAI(
        model=model,
        base_url=base_url,
        api_key=api_key,
        max_retries=0,
        temperature=0,
        default_headers={"x-edgeward-session": session},
        include_response_headers=True,
    )
    llm_with_tools = llm.bind_tools([get_weather])

    messages: list[BaseMessage] = [HumanMessage(question)]
    first = llm_with_tools.invoke(messages)
    messages.append(first)
    results = []
    for call in first.tool_calls:  # parsed by LangChain: {"name", "args", "id"}
        tool_msg = get_weather.invoke(call)  # invoking with a ToolCall returns a ToolMessage
        results.append(tool_msg.content)
        messages.append(tool_msg)
        if verbose:
            print(f"[tool] {call['name']}({call['args']}) -> {tool_msg.content}")
    # The tools stay bound for the answer (the history holds tool calls) but may not be called
    # again: `tool_choice="none"` makes even a small model that loops on tools answer in text.
    final = llm.bind_tools([get_weather], tool_choice="none").invoke(messages) if first.tool_calls else first
    headers = [_edgeward_headers(m) for m in ([first, final] if first.tool_calls else [first])]
    if verbose:
        for h in headers:
            print("[edgeward] " + " ".join(f"{k}={v}" for k, v in sorted(h.items())))
        print(f"final answer: {final.content}")
    return {"answer": final.content, "tool_calls": first.tool_calls, "tool_results": results, "headers": headers}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--base-url", default=base_url)
    ap.add_argument("--model", default=MODEL)
    ap.add_argument("--session", default="example-langchain")
    args = ap.parse_args(argv)
    run(args.base_url, args.model, session=args.session)
    return 0


if __name__ == "__main__":
    sys.exit(main())
