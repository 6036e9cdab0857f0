"""`edgeward check-config [PATH]` and `edgeward init [PATH]`.

check-config validates a config (the lookup rule of `edgeward serve` when PATH is omitted),
checks what `serve` would only find at start-up (env references resolve, the default policy
and every arm build with their params, an OpenAI-compatible role has an `api_base`; entity
type names, field types and lists of the privacy block are known — fail closed) and prints
the resolved settings with secrets hidden (env references are shown as references; literal
keys as `***`; the `intercept` lists as counts per kind unless `--verbose`), plus what each role resolves to: client (`openai` passthrough or `litellm`),
prices per 1M tokens and their source, the prompted-tool decoding constraint, and the egress
floor (the least a client request gets; the mode each configured arm keeps). A secret
written literally in the file gets a warning line on stderr (the value is never printed).
Exit 0, or 2 with one line per problem, each naming the key.

`--probe` also builds the detector of `privacy.detector` (and of each arm that overrides it)
and scans a built-in sample (`edgeward.detectors.probe.SAMPLE`): per recognizer, what it
caught; what the gate would mask; the recognizers that caught nothing. Exit 2 when a `mask`
or `block` config would mask nothing in the sample.

init writes a commented starter config (the embedded offline default, with the real-cloud
block and every common option shown commented) and refuses to overwrite without `--force`.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from edgeward.cli_common import (
    CLIError,
    no_edge_warning,
    policy_errors,
    role_errors,
    route_errors,
    warn_literal_secrets,
)
from edgeward.config import ConfigLoadError, load_config, redacted
from edgeward.proxy.accounting import resolve_prices
from edgeward.proxy.arms import Arms
from edgeward.proxy.privacy.floor import EgressFloor
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.settings import (
    ConfigError,
    PolicyConfig,
    RoleConfig,
    ServerConfig,
    StoreConfig,
    resolve_secret,
)
from edgeward.proxy.upstreams.prompted_tools import resolve_constrained
from edgeward.proxy.upstreams.providers import provider_for

#: The starter `edgeward init` writes. Every commented option line is `# key: value  # why …`
#: inside its section, and its comment either ends `(default)` (the value shown is the schema's
#: default) or names the default (`default: X`); `%(section.key)s` is filled in from the pydantic
#: models (`starter_defaults`), and tests/cli/test_init_starter.py checks every such line
#: against the models (the key exists, the value validates, the default is the real one).
_STARTER_TEMPLATE = """\
# edgeward configuration — starter written by `edgeward init`.
# Check it with `edgeward check-config edgeward.yaml`; more in examples/*.yaml and docs/CONFIG.md.
# Keys never belong in this file: reference environment variables (env:NAME, ${NAME} or $NAME).

# The edge (local) model. `embedded: smollm2-135m` runs the bundled SmolLM2-135M on llama.cpp:
# offline, tiny and weak, but real.
edge:
  embedded: smollm2-135m
  active_params: 135000000          # N_active, for edge FLOPs
  tool_mode: prompted               # native | prompted (tool schemas rendered into the prompt)
  # Your own OpenAI-compatible server instead (vLLM, llama.cpp, Ollama, LM Studio): drop
  # `embedded` and set
  # model: Qwen/Qwen3-8B            # e.g.; default: %(edge.model)s
  # api_base: http://127.0.0.1:8000/v1  # e.g.; default: %(edge.api_base)s
  # constrained: %(edge.constrained)s               # prompted: auto | json_object | json_schema | guided_json | none (default)
  # timeout_s: %(edge.timeout_s)s               # seconds without a byte from the upstream before 504 (default)
  # retries: %(edge.retries)s                    # extra attempts on connection errors, timeouts, 429 and 5xx, backoff honouring Retry-After (default)
  # fallback: cloud                 # serve the step on the cloud when the edge fails (gated); default: %(edge.fallback)s

# The cloud model. Offline there is none: the default points at the same embedded model under
# a clearly labelled stand-in name, priced as gpt-4o-mini so cost columns mean something.
cloud:
  embedded: smollm2-135m
  stand_in: true
  label: stand-in-cloud (embedded SmolLM2 imitating gpt-4o-mini)
  price_model: gpt-4o-mini
  tool_mode: prompted
  # A real cloud is one block instead of the five lines above, e.g. an OpenAI-compatible endpoint:
  # model: gpt-4o-mini              # e.g.; default: %(cloud.model)s
  # api_base: https://api.openai.com/v1  # e.g.; default: %(cloud.api_base)s
  # api_key: env:OPENAI_API_KEY     # e.g.; default: %(cloud.api_key)s
  # or any litellm model string (no api_base): Anthropic, Gemini, Bedrock, Mistral, DeepSeek …
  # model: anthropic/claude-sonnet-4-5  # e.g.; default: %(cloud.model)s
  # api_key: env:ANTHROPIC_API_KEY  # e.g.; default: %(cloud.api_key)s
  # retries: 2                      # e.g.; default: %(cloud.retries)s
  # fallback: edge                  # serve the step on the edge when the cloud fails; default: %(cloud.fallback)s
  # prices:                         # USD per 1M tokens; default: litellm's offline price map
  #   input: 0.15
  #   cached_input: 0.075
  #   output: 0.60

# Where each request goes: edge-only | cloud-only | task-router | step-router | advisor |
# sketch | sensitivity-gate | ab (see `GET /v1/models` for the names the proxy accepts).
policy:
  name: edge-only
  # params: {}                      # the policy's parameters, policies/README.md (default)

# The egress gate for everything sent to the cloud.
privacy:
  egress: mask                      # allow (scan, record) | mask (placeholders) | block
  # retention: 30d                  # keep egress bodies and vault entries this long; default: %(privacy.retention)s (forever)

server:
  host: 127.0.0.1
  port: 8787
  # token: env:EDGEWARD_TOKEN       # clients must send `Authorization: Bearer <token>`; default: %(server.token)s

# store:
  # path: ~/.local/share/edgeward/edgeward.db  # $XDG_DATA_HOME/edgeward/edgeward.db (default)
"""

_STARTER_SECTIONS: dict[str, type[BaseModel]] = {
    "edge": RoleConfig,
    "cloud": RoleConfig,
    "policy": PolicyConfig,
    "privacy": PrivacyConfig,
    "server": ServerConfig,
    "store": StoreConfig,
}


def yaml_scalar(value: Any) -> str:
    """`value` as it is written in YAML (`null`, `true`, `120.0`, `auto`, `{}`)."""
    return yaml.safe_dump(value, default_flow_style=True).removesuffix("\n").removesuffix("\n...")


def starter_defaults() -> dict[str, str]:
    """`section.key` → the schema's default of that key, in YAML, for every key of a starter
    section whose default is a plain value (not computed by a factory)."""
    return {
        f"{section}.{name}": yaml_scalar(f.default)
        for section, model in _STARTER_SECTIONS.items()
        for name, f in model.model_fields.items()
        if f.default_factory is None and f.default is not PydanticUndefined
    }


def _align_comments(text: str, column: int = 36) -> str:
    """Option lines with their trailing `# …` comment starting at `column` (as written by hand;
    the filled-in defaults change the lengths)."""
    out = []
    for ln in text.splitlines():
        m = _OPTION_WITH_COMMENT.match(ln)
        if m:
            ln = f"{m.group(1):<{column - 1}} {m.group(2)}"
        out.append(ln)
    return "\n".join(out) + "\n"


_OPTION_WITH_COMMENT = re.compile(r"^(\s*(?:# )?[a-z_]+: \S.*?)\s+(# .*)$")

STARTER = _align_comments(_STARTER_TEMPLATE % starter_defaults())


def register(sub: Any) -> None:
    """Add the `check-config` and `init` subcommands."""
    c = sub.add_parser("check-config", help="validate a config and print the resolved settings (secrets hidden)")
    c.add_argument("path", nargs="?", help="config file (default: ./edgeward.yaml, else the embedded default)")
    c.add_argument(
        "--format", choices=["yaml", "json"], default="yaml", help="the resolved settings as yaml (default) or json"
    )
    c.add_argument(
        "--no-env", action="store_true", help="do not require the referenced environment variables to be set (CI)"
    )
    c.add_argument(
        "--verbose",
        action="store_true",
        help="print every intercept endpoint, route and host rule (default: counts per kind; json is always full)",
    )
    c.add_argument(
        "--probe",
        action="store_true",
        help="build the detector and scan a built-in sample: what each recognizer catches (a few seconds)",
    )
    c.set_defaults(fn=cmd_check_config)

    i = sub.add_parser("init", help="write a commented starter config")
    i.add_argument("path", nargs="?", default="edgeward.yaml", help="where to write it (default: ./edgeward.yaml)")
    i.add_argument("--force", action="store_true", help="overwrite an existing file")
    i.set_defaults(fn=cmd_init)


def _resolved(cfg: Any, check_env: bool, source: str) -> dict[str, Any]:
    """Checks `serve` would only hit at start-up, and what each role resolves to."""

    def fail(key: str, msg: str) -> CLIError:
        return CLIError(f"{source}: {key}: {msg}", 2)

    errors: list[str] = []
    if check_env:
        for key, ref in (
            ("edge.api_key", cfg.edge and cfg.edge.api_key),
            ("cloud.api_key", cfg.cloud and cfg.cloud.api_key),
            ("server.token", cfg.server.token),
        ):
            try:
                resolve_secret(ref or None)
            except ConfigError as e:
                errors.append(f"{key}: {e}")
    # Build the default policy and every arm as a session would: unknown names, bad params and
    # bad privacy overrides are reported here, one line each (with any env error), not by the
    # first request.
    errors += role_errors(cfg) + policy_errors(cfg) + route_errors(cfg)  # routes: edgeward intercept's
    if errors:
        raise CLIError("\n".join(f"{source}: {e}" for e in errors), 2)
    out: dict[str, Any] = {}
    for role in ("edge", "cloud"):
        r = getattr(cfg, role)
        if r is None:
            continue
        provider = provider_for(r)
        if provider == "openai" and not r.embedded and not r.api_base:
            raise fail(f"{role}.api_base", f"required for the OpenAI-compatible client (model {r.model!r})")
        model = "smollm2-135m" if r.embedded else (r.model or "")
        p = resolve_prices(r, model)
        info: dict[str, Any] = {
            "client": "embedded llama.cpp (openai)" if r.embedded else provider,
            "model": model,
            "prices_per_1m": {"input": p.input, "cached_input": p.cached_input, "output": p.output, "source": p.source},
        }
        if role == "cloud" and not p.known:
            info["warning"] = "no price known: cloud cost will be recorded as 0 (set prices or price_model)"
        if r.stand_in:
            info["stand_in"] = True
        if r.tool_mode == "prompted":
            info["prompted_tools_constrained"] = resolve_constrained(
                r.constrained, embedded=bool(r.embedded), provider=provider
            )
        if r.fallback:
            info["fallback"] = r.fallback
        out[role] = info
    out["egress_floor"] = EgressFloor(Arms(cfg), cfg.server.allow_client_egress_override).describe()
    return out


def cmd_check_config(args: argparse.Namespace) -> int:
    try:
        cfg, source = load_config(args.path)
    except ConfigLoadError as e:
        raise CLIError(str(e), 2) from None
    warn_literal_secrets(cfg)  # also when the checks below fail
    resolved = _resolved(cfg, not args.no_env, source)
    warning = no_edge_warning(cfg)  # a valid config's routing, so only once it resolved
    if warning:
        print(f"edgeward: warning: {warning}", file=sys.stderr)
    doc: dict[str, Any] = {"source": source, "config": redacted(cfg), "resolved": resolved}
    failed: list[str] = []
    if args.probe:
        doc["probe"], failed = _probe(cfg)
    floor = resolved["egress_floor"]
    if args.format == "json":
        print(json.dumps(doc, indent=2, ensure_ascii=False, default=str))
    else:
        import yaml

        if not args.verbose:
            doc["config"]["intercept"] = summarise_intercept(doc["config"]["intercept"])
        print(f"# {source}: OK", file=sys.stdout)
        print(
            f"# egress floor: {floor['default']} — a client may request a stricter mode, "
            + (
                "and also a looser one (server.allow_client_egress_override: true)"
                if floor["client_override"]
                else "never a looser one (server.allow_client_egress_override: false)"
            )
            + "; arms written in this file keep their own modes"
        )
        print(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, default_flow_style=False), end="")
    if failed:
        raise CLIError("\n".join(f"{source}: {f}" for f in failed), 2)
    return 0


def summarise_intercept(block: dict[str, Any]) -> dict[str, Any]:
    """The `intercept` block of a redacted config with its lists as counts per kind: endpoints
    per host (and their API paths), routes per policy, other-host rules per action. The default
    endpoints alone are about 80 YAML lines that say nothing a reader checks at a glance."""
    out = dict(block)
    endpoints = block.get("endpoints") or []
    hosts: dict[str, int] = {}
    for e in endpoints:
        hosts[e["host"]] = hosts.get(e["host"], 0) + 1
    out["endpoints"] = {
        "count": len(endpoints),
        "api_paths": sum(len(e.get("paths") or []) for e in endpoints),
        "per_host": hosts,
    }
    for key in ("routes", "other_hosts"):
        rules = block.get(key) or {}
        per: dict[str, int] = {}
        for v in rules.values():
            per[str(v)] = per.get(str(v), 0) + 1
        out[key] = {"count": len(rules), **({"per_policy" if key == "routes" else "per_action": per} if per else {})}
    out["listed_in_full"] = "edgeward check-config --verbose (or --format json)"
    return out


def _probe(cfg: Any) -> tuple[list[dict[str, Any]], list[str]]:
    """Probe the detector of `privacy` and of every arm that overrides it; returns (one report
    per distinct detector config, failure lines)."""
    from edgeward.detectors.probe import SAMPLE, probe  # lazy: builds spaCy/Presidio only with --probe

    arms = Arms(cfg)
    # detector config json -> (where it is used, the egress modes there, the privacy config)
    targets: dict[str, tuple[list[str], set[str], Any]] = {}
    for where, priv in [("privacy", cfg.privacy)] + [(f"arms.{n}.privacy", arms.resolve(n).privacy) for n in cfg.arms]:
        used_by, modes, _ = targets.setdefault(priv.detector.model_dump_json(), ([], set(), priv))
        used_by.append(where)
        modes.add(priv.egress)
    reports: list[dict[str, Any]] = []
    failed: list[str] = []
    for used_by, modes, priv in targets.values():
        try:
            res = probe(priv.detector)
        except Exception as e:  # noqa: BLE001 - a detector that cannot build is a config failure
            failed.append(f"{used_by[0]}.detector: the detector could not be built or scan ({type(e).__name__}: {e})")
            continue
        counts = res.final_counts()
        masking = sorted(m for m in modes if m != "allow")
        if not counts and masking:
            failed.append(
                f"{used_by[0]}.detector: --probe: nothing detected in the built-in sample; "
                f"egress {'/'.join(masking)} would mask nothing"
            )
        reports.append(
            {
                "used_by": used_by,
                "sample_chars": len(SAMPLE),
                "recognizers": {
                    name: [f"{t}: {v}" for t, v in hits] for name, hits in sorted(res.by_recognizer.items())
                },
                "caught_nothing": res.silent,
                "would_mask": dict(sorted(counts.items())),
                "types_not_in_sample": res.missing,
            }
        )
    return reports, failed


def cmd_init(args: argparse.Namespace) -> int:
    path = Path(args.path)
    if path.exists() and not args.force:
        raise CLIError(f"{path} exists; use --force to overwrite it", 2)
    if path.parent and not path.parent.exists():
        raise CLIError(f"directory {path.parent} does not exist", 2)
    try:
        path.write_text(STARTER, encoding="utf-8")
    except OSError as e:
        raise CLIError(f"cannot write {path}: {e.strerror}", 2) from None
    print(
        f"wrote {path}; check it with `edgeward check-config {path}`, run `edgeward serve --config {path}`",
        file=sys.stderr,
    )
    return 0
