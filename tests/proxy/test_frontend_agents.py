"""openai-agents on its default Responses path, one function tool, tracing disabled (its
tracing would otherwise go straight to the vendor, around the proxy), over the fake upstream."""

from __future__ import annotations

import asyncio
import logging

import openai
from agents import Agent, RunConfig, Runner, function_tool
from agents.models.openai_provider import OpenAIProvider


@function_tool
def get_weather(city: str) -> str:
    """The weather in a city."""
    return f"sunny and 24C in {city}"


SCRIPT = [
    {"match": {"last_role": "tool"}, "content": "It is sunny in Paris."},
    {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}, "id": "call_a1"}]},
]


def run_config(env) -> RunConfig:
    client = openai.AsyncOpenAI(base_url=env.url, api_key="client-token", max_retries=0)
    return RunConfig(model_provider=OpenAIProvider(openai_client=client, use_responses=True), tracing_disabled=True)


def agent() -> Agent:
    return Agent(name="weather", instructions="Answer with the tool.", tools=[get_weather], model="gpt-test")


def check_upstream(env) -> None:
    first, second = env.edge.chat_bodies()[-2:]
    assert first["messages"][0] == {"role": "system", "content": "Answer with the tool."}
    assert [t["function"]["name"] for t in first["tools"]] == ["get_weather"]
    assert second["messages"][-1] == {"role": "tool", "tool_call_id": "call_a1", "content": "sunny and 24C in Paris"}


def test_runner_run_with_one_tool(proxy_env):
    env = proxy_env(SCRIPT)
    result = Runner.run_sync(agent(), "Weather in Paris?", run_config=run_config(env))
    assert result.final_output == "It is sunny in Paris."
    check_upstream(env)
    assert len(env.calls()) == 2


def test_runner_run_streamed_with_one_tool(proxy_env):
    env = proxy_env(SCRIPT)

    async def go() -> str:
        result = Runner.run_streamed(agent(), "Weather in Paris?", run_config=run_config(env))
        async for _ in result.stream_events():
            pass
        return str(result.final_output)

    assert asyncio.run(go()) == "It is sunny in Paris."
    check_upstream(env)


def test_default_runner_path_from_the_environment(proxy_env, monkeypatch, caplog):
    # What a new user writes: no provider, no client; OPENAI_BASE_URL points the agent at the proxy
    # and the default model provider speaks Responses to it
    caplog.set_level(logging.INFO, logger="edgeward.access")
    env = proxy_env(SCRIPT)
    monkeypatch.setenv("OPENAI_BASE_URL", env.url)
    monkeypatch.setenv("OPENAI_API_KEY", "client-token")
    result = Runner.run_sync(agent(), "Weather in Paris?", run_config=RunConfig(tracing_disabled=True))
    assert result.final_output == "It is sunny in Paris."
    check_upstream(env)
    paths = [r.getMessage().split()[2] for r in caplog.records if r.name == "edgeward.access"]
    assert paths == ["path=/v1/responses", "path=/v1/responses"]
