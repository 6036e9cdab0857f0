#!/usr/bin/env python3
# smolagents through edgeward: `OpenAIServerModel` driving a `ToolCallingAgent` with one tool.
#
# The ONE line a user changes in an existing agent is the base URL:
#
#     base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:8787/v1")
#
# smolagents relies on `stop` sequences (["Observation:", "Calling tools:"] on every step, plus
# the closing code tag for a CodeAgent); edgeward forwards them to whichever model serves the
# step. The agent ends by calling its built-in `final_answer` tool.
#
# Run:   .venv/bin/edgeward serve                       # in another terminal
#        .venv/bin/python examples/clients/smolagents_agent.py [--base-url URL] [--model edgeward/edge-only]
"""smolagents example: a ToolCallingAgent with a `get_weather` tool through edgeward."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from smolagents import OpenAIServerModel, ToolCallingAgent, tool

base_url = os.environ.get("OPENAI_BASE_URL", "http://127.0.0.1:8787/v1")  # <- the ONE line you change
MODEL = os.environ.get("EDGEWARD_MODEL", "edgeward/edge-only")
# The proxy never forwards this key; it only compares it with `server.token` when one is set.
API_KEY = os.environ.get("OPENAI_API_KEY", "unused-by-edgeward")

_WEATHER = {"paris": (18, "light rain"), "oslo": (4, "snow showers"), "cairo": (31, "clear sky")}


@tool
def get_weather(city: str) -> str:
    """Current weather for a city.

    Args:
        city: The city name, e.g. "Paris".
    """
    temp, sky = _WEATHER.get(city.strip().lower(), (21, "sunny"))
    return json.dumps({"city": city, "temperature_c": temp, "conditions": sky})


def build_agent(
    base_url: str = base_url,
    model: str = MODEL,
    *,
    session: str = "example-smolagents",
    api_key: str = API_KEY,
    max_steps: int = 3,
    stream: bool = False,
    verbosity: int = 1,
) -> ToolCallingAgent:
    """The agent: the only edgeward-specific parts are `api_base` and the optional session header."""
    llm = OpenAIServerModel(
        model_id=model,
        api_base=base_url,
        api_key=api_key,
        client_kwargs={"default_headers": {"x-edgeward-session": session}, "max_retries": 0},
    )
    return ToolCallingAgent(
        tools=[get_weather], model=llm, max_steps=max_steps, stream_outputs=stream, verbosity_level=verbosity
    )


def run(
    base_url: str = base_url,
    model: str = MODEL,
    *,
    session: str = "example-smolagents",
    question: str = "What's the weather in Cairo?",
    max_steps: int = 3,
    stream: bool = False,
    verbosity: int = 1,
    api_key: str = API_KEY,
) -> dict[str, Any]:
    """Run the agent once. Returns {"answer", "steps"} (steps = the agent's action steps)."""
    agent = build_agent(
        base_url, model, session=session, api_key=api_key, max_steps=max_steps, stream=stream, verbosity=verbosity
    )
    answer = agent.run(question)
    steps = [s for s in agent.memory.steps if type(s).__name__ == "ActionStep"]
    return {"answer": answer, "steps": steps}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--base-url", default=base_url)
    ap.add_argument("--model", default=MODEL)
    ap.add_argument("--session", default="example-smolagents")
    ap.add_argument("--stream", action="store_true", help="stream model outputs (generate_stream)")
    args = ap.parse_args(argv)
    result = run(args.base_url, args.model, session=args.session, stream=args.stream)
    print(f"final answer: {result['answer']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
