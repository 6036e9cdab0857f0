"""Issue 16 / F11 over real HTTP: a cloud answer that writes a placeholder markdown-escaped
(`\\[EMAIL\\_ADDRESS\\_1\\]`, as models do in markdown output) gets the value back like the plain
form, streamed or not, whatever the chunking."""

from __future__ import annotations

import json

import requests

EMAIL = "victor.hugo@zeta-corp.example"
ANSWER = r"Sent to \[EMAIL\_ADDRESS\_1\], cc [EMAIL_ADDRESS_1] and [EMAIL\_ADDRESS\_1]."


def test_markdown_escaped_placeholders_in_a_cloud_answer_are_restored(proxy_env) -> None:
    env = proxy_env(
        None,
        [{"content": ANSWER, "times": 2}],
        detector=None,  # the real detector (loaded once for both calls)
        policy={"name": "cloud-only"},
        privacy={"egress": "mask", "scan_timeout_s": 60},
        server={"scan_spares": 0},  # no kill here: a spare would only cost a third worker's start
    )
    for stream in (False, True):
        msgs = [{"role": "user", "content": f"Please write to {EMAIL} today"}]
        r = requests.post(
            env.url + "/chat/completions",
            json={"model": "m", "stream": stream, "messages": msgs},
            headers={"x-edgeward-session": f"md-{stream}"},
            stream=stream,
            timeout=120,
        )
        assert r.status_code == 200, r.text[:300]
        if stream:
            text = "".join(
                (c["choices"][0]["delta"].get("content") or "")
                for ln in r.iter_lines()
                if ln.startswith(b"data: {") and (c := json.loads(ln[6:])).get("choices")
            )
        else:
            text = r.json()["choices"][0]["message"]["content"]
        assert text == f"Sent to {EMAIL}, cc {EMAIL} and {EMAIL}.", (stream, text)
    sent = json.dumps(env.cloud.chat_bodies())
    assert EMAIL not in sent and sent.count("[EMAIL_ADDRESS_1]") == 2
