"""Sessions for every front end as for chat completions: the `/s/<session>/v1` prefix, the
`x-edgeward-session` header, or derived from the opening messages (the same conversation sent
twice through one API is one session; another opening is another)."""

from __future__ import annotations

import anthropic
import openai
import pytest


def responses(base: str, text: str = "hello there", **kw) -> str:
    c = openai.OpenAI(base_url=base + "/v1", api_key="k", max_retries=0)
    return c.responses.with_raw_response.create(model="m", input=text, **kw).headers["x-edgeward-session"]


def messages(base: str, text: str = "hello there", **kw) -> str:
    c = anthropic.Anthropic(base_url=base, api_key="k", max_retries=0)
    raw = c.messages.with_raw_response.create(
        model="c", max_tokens=8, messages=[{"role": "user", "content": text}], **kw
    )
    return raw.headers["x-edgeward-session"]


@pytest.mark.parametrize("send", [responses, messages], ids=["responses", "messages"])
def test_prefix_header_and_derived_sessions(proxy_env, send):
    env = proxy_env([{"content": "ok"}])
    root = env.url.removesuffix("/v1")
    assert send(root + "/s/by-prefix") == "by-prefix"
    assert send(root, extra_headers={"x-edgeward-session": "by-header"}) == "by-header"
    first, again, other = send(root), send(root), send(root, text="something else")
    assert first.startswith("d-") and first == again and other != first
    sessions = {r.session for r in env.calls()}
    assert {"by-prefix", "by-header", first, other} == sessions
    with pytest.raises((openai.BadRequestError, anthropic.BadRequestError)):
        send(root + "/s/" + "x" * 300)  # a session id is bounded, as for chat
