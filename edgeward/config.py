"""Finding, reading and validating the configuration file.

Lookup: `--config PATH`, else `./edgeward.yaml`, else the built-in embedded default
(`edgeward.proxy.settings.EMBEDDED_DEFAULT`). Errors name the bad key (dotted path) and the
CLI exits 2.
"""

from __future__ import annotations

import copy
import difflib
from pathlib import Path
from types import UnionType
from typing import Any, Union, get_args, get_origin

import yaml
from pydantic import BaseModel, ValidationError

from edgeward.proxy.settings import EMBEDDED_DEFAULT, ProxyConfig, is_secret_ref


class ConfigLoadError(Exception):
    """A config that cannot be used; the message is one line naming the file and the key."""


def _keys_at(path: tuple[int | str, ...]) -> list[str]:
    """The keys the config section at `path` accepts (`("edge",)` -> RoleConfig's fields), for a
    misspelt key's suggestion; [] where the path leads to no section (a dict of values, a list)."""
    t: Any = ProxyConfig
    for part in (*path, None):
        while get_origin(t) in (Union, UnionType):  # `RoleConfig | None`
            args = [a for a in get_args(t) if a is not type(None)]
            if len(args) != 1:
                return []
            t = args[0]
        if part is None:
            break
        if isinstance(t, type) and issubclass(t, BaseModel):
            field = t.model_fields.get(str(part))
            if field is None:
                return []
            t = field.annotation
        elif get_origin(t) in (dict, list):  # `arms.<name>`, `intercept.endpoints.<i>`
            t = get_args(t)[-1]
        else:
            return []
    return list(t.model_fields) if isinstance(t, type) and issubclass(t, BaseModel) else []


def _fmt_validation(e: ValidationError, source: str, flags: dict[str, str] | None = None) -> str:
    """`source: key: message; …` (up to three); a key a command-line flag set is blamed on the
    flag (`--listen (intercept.listen): …`), and `source` is left out when only flags are wrong."""
    parts = []
    from_file = False
    for err in e.errors()[:3]:
        loc = ".".join(str(x) for x in err["loc"]) or "(top level)"
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] == "extra_forbidden":
            close = difflib.get_close_matches(str(err["loc"][-1]), _keys_at(err["loc"][:-1]), n=1, cutoff=0.6)
            msg = "unknown key" + (f" (did you mean {close[0]}?)" if close else "")
        flag = next((f for key, f in (flags or {}).items() if loc == key or loc.startswith(key + ".")), None)
        from_file |= flag is None
        parts.append(f"{flag} ({loc}): {msg}" if flag else f"{loc}: {msg}")
    more = f" (+{len(e.errors()) - 3} more)" if len(e.errors()) > 3 else ""
    return (f"{source}: " if from_file else "") + "; ".join(parts) + more


def validate_config(data: Any, source: str = "config", flags: dict[str, str] | None = None) -> ProxyConfig:
    """Validate a parsed YAML document; `flags` maps dotted keys set on the command line to the
    flag that set them (`{"intercept.listen": "--listen"}`), for the error. Raises ConfigLoadError."""
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigLoadError(f"{source}: the top level must be a mapping of sections")
    try:
        return ProxyConfig.model_validate(data)
    except ValidationError as e:
        raise ConfigLoadError(_fmt_validation(e, source, flags)) from None


def find_config(path: str | Path | None) -> Path | None:
    """The config file to use, or None for the built-in default."""
    if path is not None:
        return Path(path)
    local = Path("edgeward.yaml")
    return local if local.is_file() else None


def load_config(
    path: str | Path | None = None, overrides: dict[str, Any] | None = None, flags: dict[str, str] | None = None
) -> tuple[ProxyConfig, str]:
    """Load and validate the config; returns (config, where it came from).

    Args:
        path: explicit file, or None for the lookup rule.
        overrides: nested dict merged over the file (CLI flags such as --port).
        flags: dotted key -> the flag that may set it (`{"server.port": "--port"}`): an invalid
            value of a key `overrides` sets is blamed on the flag, not on the file.

    Raises ConfigLoadError.
    """
    found = find_config(path)
    if found is None:
        data: Any = copy.deepcopy(EMBEDDED_DEFAULT)
        source = "built-in embedded default"
    else:
        try:
            text = found.read_text(encoding="utf-8")
        except OSError as e:
            raise ConfigLoadError(f"{found}: cannot read ({e.strerror})") from None
        except UnicodeDecodeError as e:
            raise ConfigLoadError(f"{found}: not UTF-8 text (byte 0x{e.object[e.start]:02x} at {e.start})") from None
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as e:
            mark = getattr(e, "problem_mark", None)
            where = f" line {mark.line + 1}" if mark is not None else ""
            raise ConfigLoadError(f"{found}:{where} invalid YAML ({getattr(e, 'problem', e)})") from None
        source = str(found)
    if overrides:
        data = _merge(data or {}, overrides)
    return validate_config(data, source, {k: f for k, f in (flags or {}).items() if _has(overrides or {}, k)}), source


def _has(data: dict[str, Any], dotted: str) -> bool:
    """Whether the nested dict sets the dotted key (`server.port`)."""
    head, _, rest = dotted.partition(".")
    if head not in data:
        return False
    return not rest or (isinstance(data[head], dict) and _has(data[head], rest))


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for k, v in over.items():
        out[k] = _merge(out.get(k) or {}, v) if isinstance(v, dict) else v
    return out


def redacted(config: ProxyConfig) -> dict[str, Any]:
    """The resolved config as a dict with secrets hidden (api keys and the server token)."""
    d = config.model_dump(mode="json")
    for role in ("edge", "cloud"):
        if d.get(role) and d[role].get("api_key"):
            v = d[role]["api_key"]
            d[role]["api_key"] = v if is_secret_ref(str(v)) else "***"  # a reference is no secret
    if d.get("server", {}).get("token"):
        v = d["server"]["token"]
        d["server"]["token"] = v if is_secret_ref(str(v)) else "***"
    return d


def literal_secrets(config: ProxyConfig) -> list[str]:
    """Dotted names of the secret settings (`edge.api_key`, `cloud.api_key`, `server.token`) that
    hold a literal value instead of an env reference. Never returns the values."""
    fields = [(f"{r}.api_key", getattr(config, r).api_key) for r in ("edge", "cloud") if getattr(config, r) is not None]
    fields.append(("server.token", config.server.token))
    return [name for name, value in fields if value and value.strip() and not is_secret_ref(value)]
