"""Cost and compute accounting for one upstream call (docs/ARCHITECTURE.md §3).

- Cloud cost: uncached input, cached input and output tokens, each priced per model in USD per
  million tokens: config prices win, else litellm's offline price map (read from the JSON file
  litellm ships, so the hot path never imports litellm); a provider-reported cost wins over both.
- Edge FLOPs: 2 · N_active · (prompt − cached + completion), the usual forward-pass estimate
  (Kaplan et al. 2020, "Scaling Laws", C_forward ≈ 2N per token).
"""

from __future__ import annotations

import importlib.util
import json
import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from edgeward.proxy.settings import RoleConfig


@dataclass(frozen=True)
class PriceTable:
    """USD per one million tokens; None = unknown (cost counted as 0 and flagged)."""

    input: float | None
    cached_input: float | None
    output: float | None
    source: str

    @property
    def known(self) -> bool:
        return self.input is not None and self.output is not None


@lru_cache(maxsize=1)
def _litellm_price_map() -> dict[str, dict[str, Any]]:
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        return {}
    path = os.path.join(spec.submodule_search_locations[0], "model_prices_and_context_window_backup.json")
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except OSError:
        return {}


def litellm_prices(model: str) -> PriceTable | None:
    """Prices of `model` from litellm's bundled (offline) map, per 1M tokens, or None."""
    m = _litellm_price_map()
    entry = m.get(model) or m.get(model.split("/", 1)[-1])
    if not entry or entry.get("input_cost_per_token") is None:
        return None
    inp = entry["input_cost_per_token"] * 1e6
    out = (entry.get("output_cost_per_token") or 0.0) * 1e6
    cached = entry.get("cache_read_input_token_cost")
    return PriceTable(inp, cached * 1e6 if cached is not None else inp, out, f"litellm:{model}")


def resolve_prices(role: RoleConfig, model: str) -> PriceTable:
    """Config prices override litellm's map field by field; the edge defaults to free."""
    base = litellm_prices(role.price_model or model)
    p = role.prices
    inp = p.input if p.input is not None else (base.input if base else None)
    out = p.output if p.output is not None else (base.output if base else None)
    cached = p.cached_input if p.cached_input is not None else (base.cached_input if base else inp)
    src = "config" if p.input is not None or p.output is not None else (base.source if base else "unknown")
    return PriceTable(inp, cached, out, src)


def usd(prices: PriceTable, prompt: int, cached: int, completion: int, reported: float | None = None) -> float:
    """Cost in USD: (prompt − cached)·p_in + cached·p_cached + completion·p_out, per 1M tokens.

    A provider-reported cost (`reported`, USD) wins when present.
    """
    if reported is not None:
        return float(reported)
    p_in, p_out = prices.input, prices.output
    if p_in is None or p_out is None:  # unknown prices count 0 (and are flagged by `known`)
        return 0.0
    uncached = max(prompt - cached, 0)
    return (uncached * p_in + cached * (prices.cached_input or 0.0) + completion * p_out) / 1e6


def edge_flops(active_params: float | None, prompt: int, cached: int, completion: int) -> float:
    """2 · N_active · (prompt − cached + completion) FLOPs; 0 when N is unknown."""
    if not active_params:
        return 0.0
    return 2.0 * active_params * (max(prompt - cached, 0) + completion)
