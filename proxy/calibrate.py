"""Calibrate the step router's `threshold: auto` (warm start): probe the edge on generic prompts.

    result = calibrate_step_router(cfg, probe={"probe_tokens": 8}, out=path)
    result.path, result.entropies, result.failed, result.doc, result.tau(0.3)

The probes go through the proxy's own send path, exactly as the step router's probe does on a
live step: a throw-away proxy (the config's edge role alone, a temporary store, so nothing is
recorded in the user's store) serves each probe body (`StepRouter.probe_body`: the step's
messages and tools, greedy, `logprobs`, `top_logprobs = top_k`, `max_tokens = probe_tokens`)
sent over HTTP with `x-edgeward-force: edge`, so the role client's adaptation (prompted tools,
content flattening) is the one live probes get. Each reply's entropy is measured by
`probe_entropy` with the policy's settings. The prompts are generic agent steps outside any
suite (`edgeward.proxy.calibration_prompts`) or the caller's own.

The file format and the τ rule: `edgeward.policies.step_router` (`CALIBRATION_FORMAT`).
Errors are `CalibrationError`s with one-line messages (`code` 2: bad input; 1: the edge failed).
It lives in the proxy room because it runs a proxy and uses the step router's probe (the harness
may not import policies); the demo (`edgeward.harness.demo`) and `edgeward router calibrate` call it.
"""

from __future__ import annotations

import asyncio
import json
import math
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

from edgeward.proxy import calibration_prompts as cp
from edgeward.policies.step_router import (
    CALIBRATION_FORMAT,
    PROBE_SETTINGS,
    StepRouter,
    load_calibration,
    probe_entropy,
    quantile,
)
from edgeward.proxy.runner import ProxyThread
from edgeward.proxy.settings import ProxyConfig
from edgeward.proxy.store import Store


class CalibrationError(Exception):
    """A calibration that cannot run or produced nothing usable: a one-line message and the
    CLI's exit code (2: bad input, 1: the edge failed)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


#: The calibration file's name in the data directory (the store's folder).
CALIBRATION_FILE = "step-router-calibration.json"
#: The session every calibration probe is sent in (throw-away store).
CALIBRATION_SESSION = "edgeward-calibrate"


@dataclass
class Calibration:
    """A written calibration: the file, its document, the entropies (nats) of the usable
    probes, one line per unusable probe, the prompt count and the seconds it took."""

    path: Path
    doc: dict[str, Any]
    entropies: list[float]
    failed: list[str] = field(default_factory=list)
    n_prompts: int = 0
    seconds: float = 0.0

    def tau(self, target_cloud_ratio: float) -> float:
        """The starting τ for a cloud share r: the (1 − r)-quantile of the sample (inf / −inf
        for r = 0 / 1)."""
        if target_cloud_ratio <= 0:
            return math.inf
        if target_cloud_ratio >= 1:
            return -math.inf
        return quantile(sorted(self.entropies), 1 - target_cloud_ratio)


def default_calibration_path(cfg: ProxyConfig) -> Path:
    """`<data dir>/step-router-calibration.json`, the data dir being the store's folder."""
    return Path(cfg.store.path).expanduser().parent / CALIBRATION_FILE


def edge_label(cfg: ProxyConfig) -> str:
    """How a calibration file names the edge model it was made with."""
    if cfg.edge is None:
        return "none"
    return str(cfg.edge.label or cfg.edge.model or cfg.edge.embedded)


def read_prompts(path: str | Path) -> list[dict[str, Any]]:
    """Chat bodies from a prompts file: one prompt per line, or JSON lines `{"prompt": …}` or
    `{"messages": […], "tools": […]}`. Raises CalibrationError naming the file and line."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise CalibrationError(f"--prompts {path}: {e.strerror}") from None
    bodies = []
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            item: Any = json.loads(line)
        except ValueError:
            item = line.strip()  # a plain prompt per line
        if isinstance(item, dict) and isinstance(item.get("messages"), list):
            bodies.append({"messages": item["messages"], "tools": item.get("tools") or cp.TOOLS})
        elif isinstance(item, dict) and isinstance(item.get("prompt"), str):
            bodies.append(cp.from_prompt(item["prompt"]))
        elif isinstance(item, str):
            bodies.append(cp.from_prompt(item))
        else:
            raise CalibrationError(f'--prompts {path}:{i}: expected a prompt, {{"prompt": …}} or {{"messages": …}}')
    if not bodies:
        raise CalibrationError(f"--prompts {path}: no prompts")
    return bodies


def calibrate_step_router(
    cfg: ProxyConfig,
    *,
    probe: dict[str, Any] | None = None,
    out: Path | None = None,
    bodies: list[dict[str, Any]] | None = None,
    prompt_source: str | None = None,
    progress: Callable[[int, int, float], None] | None = None,
    embedded_log: Path | None = None,
) -> Calibration:
    """Probe the edge of `cfg` on `bodies` (default: the built-in generic set) with the step
    router's probe settings `probe` (`top_k`, `probe_tokens`, `position`, `skip_punctuation`,
    `skip_json_keys`; defaults otherwise) and write the calibration file to `out` (default
    `default_calibration_path(cfg)`, mode 0600). `progress(i, n, seconds)` after each probe.

    Raises CalibrationError: no edge role or bad probe settings (code 2); the edge could not start or
    no probe was usable, e.g. an edge without logprobs (code 1).
    """
    if cfg.edge is None:
        raise CalibrationError("the config has no edge role to calibrate")
    try:
        router = StepRouter(dict(probe or {}))
    except ValueError as e:
        raise CalibrationError(str(e)) from None
    if bodies is None:
        bodies, prompt_source = cp.steps(), cp.SOURCE
    path = out or default_calibration_path(cfg)
    t0 = time.monotonic()
    entropies: list[float] = []
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="edgeward-calibrate-") as tmp:
        # the edge role alone, on a throw-away store: calibration records nothing of the user's
        run_cfg = cfg.model_copy(
            update={"cloud": None, "store": cfg.store.model_copy(update={"path": Path(tmp) / "calibrate.db"})}
        )
        store = Store(Path(tmp) / "calibrate.db")
        proxy = None
        try:
            try:
                proxy = ProxyThread(run_cfg, store=store, embedded_log=embedded_log or Path(tmp) / "embedded.log")
                proxy.start()
            except Exception as e:  # noqa: BLE001 - start-up failures become one line
                raise CalibrationError(f"the edge could not start: {type(e).__name__}: {e}", 1) from None
            timeout = cfg.edge.timeout_s + 30
            replies = asyncio.run(_send_probes(proxy.url, [router.probe_body(b) for b in bodies], timeout, progress))
        finally:
            if proxy is not None:
                proxy.stop()
            store.close()
    for reply in replies:
        if isinstance(reply, str):
            failed.append(reply)
            continue
        found = probe_entropy(
            reply,
            skip_punctuation=router.p.skip_punctuation,
            position=router.p.position,
            skip_json_keys=router.p.skip_json_keys,
        )
        if found.get("status") == "ok":
            entropies.append(float(found["H"]))
        else:
            failed.append(f"probe_{found.get('status')}")
    if not entropies:
        raise CalibrationError(
            f"no usable probe out of {len(bodies)} (first problem: {failed[0] if failed else '?'}); "
            "the edge must return logprobs",
            1,
        )
    doc: dict[str, Any] = {
        "format": CALIBRATION_FORMAT,
        "version": 1,
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "edge_model": edge_label(cfg),
        "probe": {k: getattr(router.p, k) for k in PROBE_SETTINGS},
        "prompts": {"source": prompt_source or "caller", "n": len(bodies)},
        "failed": len(failed),
        "entropies": [round(h, 6) for h in entropies],
        "quantiles": {
            f"p{int(q * 100)}": round(quantile(sorted(entropies), q), 6) for q in (0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0)
        },
    }
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    path.chmod(0o600)
    return Calibration(path, doc, entropies, failed, len(bodies), time.monotonic() - t0)


async def _send_probes(
    url: str, bodies: list[dict[str, Any]], timeout_s: float, progress: Callable[[int, int, float], None] | None
) -> list[dict[str, Any] | str]:
    """POST each probe body to the proxy, forced to the edge; a reply (dict) or one problem line."""
    headers = {
        "x-edgeward-force": "edge",
        "x-edgeward-session": CALIBRATION_SESSION,
        "x-edgeward-policy": "edge-only",
    }
    out: list[dict[str, Any] | str] = []
    t0 = time.monotonic()
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout_s)) as http:
        for i, body in enumerate(bodies, 1):
            try:
                async with http.post(
                    f"{url}/chat/completions", json={"model": "edgeward/edge-only", **body}, headers=headers
                ) as resp:
                    data = await resp.json(content_type=None)
                    if resp.status != 200:
                        msg = (data.get("error") or {}).get("message") if isinstance(data, dict) else None
                        out.append(f"HTTP {resp.status}: {str(msg or data)[:120]}")
                    else:
                        out.append(data if isinstance(data, dict) else f"not a JSON object: {str(data)[:80]}")
            except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as e:
                out.append(f"{type(e).__name__}: {str(e)[:120]}")
            if progress is not None:
                progress(i, len(bodies), time.monotonic() - t0)
    return out


def usable_calibration(cfg: ProxyConfig, probe: dict[str, Any], path: Path | None = None) -> Path | None:
    """The calibration file at `path` (default: the data directory's) when it was made for
    `cfg`'s edge model with these probe settings, else None (missing, unreadable, or made for
    another edge or other settings). Raises CalibrationError for invalid probe settings."""
    path = path or default_calibration_path(cfg)
    try:
        settings = {k: getattr(StepRouter(dict(probe)).p, k) for k in PROBE_SETTINGS}
    except ValueError as e:
        raise CalibrationError(str(e)) from None
    try:
        load_calibration(path, settings)
        made_for = json.loads(path.read_text(encoding="utf-8")).get("edge_model")
    except (ValueError, OSError):
        return None
    return path if made_for == edge_label(cfg) else None
