"""`edgeward demo`: start the proxy on the embedded local model and send real traffic through it.

This is the proxy-core demo: one real chat completion (with logprobs) through the proxy to the
embedded SmolLM2, then the recorded calls. The full benchmark demo replaces it when the harness
and the task suite land.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

from edgeward.config import load_config


async def _one_request(cfg, out_dir: Path) -> str:
    import openai
    from aiohttp import web

    from edgeward.proxy.embedded import free_port
    from edgeward.proxy.server import build_app

    port = free_port()
    cfg = cfg.model_copy(update={"server": cfg.server.model_copy(update={"port": port}),
                                 "store": cfg.store.model_copy(update={"path": out_dir / "edgeward.db"})})
    app = build_app(cfg, embedded_log=out_dir / "embedded.log")
    runner = web.AppRunner(app, access_log=None)
    t0 = time.monotonic()
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", port)
    await site.start()
    print(f"proxy up on http://127.0.0.1:{port}/v1 in {time.monotonic() - t0:.1f} s", flush=True)
    try:
        client = openai.AsyncOpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="unused", max_retries=0)
        resp = await client.chat.completions.with_raw_response.create(
            model="edgeward/edge-only", messages=[{"role": "user", "content": "Name one colour of the sky."}],
            max_tokens=24, temperature=0, logprobs=True, top_logprobs=3,
            extra_headers={"x-edgeward-session": "demo-1"})
        parsed = resp.parse()
        print(f"route={resp.headers.get('x-edgeward-route')} policy={resp.headers.get('x-edgeward-policy')} "
              f"call={resp.headers.get('x-edgeward-call-id')}")
        print("answer:", (parsed.choices[0].message.content or "").strip())
        lp = parsed.choices[0].logprobs
        n = len(lp.content) if lp and lp.content else 0
        print(f"logprobs for {n} tokens")
        return str(cfg.store.path)
    finally:
        await runner.cleanup()


def run_demo(args: argparse.Namespace) -> int:
    """Run the demo; returns the exit code."""
    cfg, _ = load_config(getattr(args, "config", None))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    store = asyncio.run(_one_request(cfg, out))
    from edgeward.cli import main as cli_main

    return cli_main(["calls", "--store", store])
