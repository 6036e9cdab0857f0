"""Structured logs: JSON lines or key=value, with secrets redacted defensively.

`setup_logging(level, fmt)` installs one stderr handler on the root logger:

- `kv` (default): ``ts=2026-01-02T03:04:05.678Z level=info logger=edgeward.pipeline event=call
  id=call-… session=… role=edge …`` — a message that is already ``word k=v k=v`` is emitted as
  ``event=word k=v …`` (a value with spaces, quotes or ``=`` re-quoted as a JSON string; in the
  message a value runs to the next `` key=``); any other message as ``msg="…"`` (quoted, escaped).
- `json`: one object per line: ``{"ts", "level", "logger", "msg", "event"?, <k=v fields>,
  <extra=… fields>, "exc"?}``.

The proxy never logs prompts, completions, tool arguments or the values the egress gate
masked: log lines carry ids, roles, models, statuses, token counts, costs and timings only.
As a second line of defence every formatted line passes `redact`, which removes bearer tokens,
`sk-…`/provider key patterns, `api_key=`/`token=`/`password=` values and every secret
registered with `register_secret` (the proxy's resolved upstream keys and its own token).
"""

from __future__ import annotations

import json
import logging
import re
import sys
import threading
import time
from typing import Any, Iterable

from edgeward.proxy.settings import ConfigError, ProxyConfig, resolve_secret

LOG_FORMATS = ("kv", "json")
MASK = "***"

_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{6,}"), r"\1 " + MASK),
    (re.compile(r"\bsk-[A-Za-z0-9_-]{6,}"), "sk-" + MASK),  # OpenAI, Anthropic (sk-ant-…), DeepSeek …
    (re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), MASK),  # AWS access key ids
    (re.compile(r"\bAIza[0-9A-Za-z_-]{30,}"), MASK),  # Google API keys
    (re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}"), MASK),  # GitHub tokens
    (re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"), MASK),  # Slack tokens
    (re.compile(r"\bhf_[A-Za-z0-9]{20,}"), MASK),  # Hugging Face tokens
    (
        re.compile(
            r"(?i)((?:api[_-]?key|x-api-key|authorization|access[_-]?token|token|secret|password|passwd)"
            r"[\"']?\s*[:=]\s*[\"']?)(?!\*\*\*|(?i:bearer|basic)\s)([^\s\"',;}&]{4,})"
        ),
        r"\1" + MASK,
    ),
]

_secrets: set[str] = set()
_secrets_lock = threading.Lock()
_secret_re: re.Pattern[str] | None = None


def register_secret(value: str | None) -> None:
    """Redact this exact value from every log line from now on (values under 6 chars are
    ignored: too likely to hit ordinary text)."""
    global _secret_re
    if not value or len(value) < 6:
        return
    with _secrets_lock:
        if value in _secrets:
            return
        _secrets.add(value)
        _secret_re = re.compile("|".join(re.escape(s) for s in sorted(_secrets, key=len, reverse=True)))


def redact(text: str) -> str:
    """Remove secrets (registered values and known key/token patterns) from `text`."""
    if not text:
        return text
    rx = _secret_re
    if rx is not None:
        text = rx.sub(MASK, text)
    for pat, rep in _PATTERNS:
        text = pat.sub(rep, text)
    return text


class RedactFilter(logging.Filter):
    """Rewrites each record's message with `redact` (for handlers that use other formatters)."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            msg = record.getMessage()
        except Exception:  # noqa: BLE001 - a bad format string must not kill logging
            msg = str(record.msg)
        red = redact(msg)
        if red != msg or record.args:
            record.msg, record.args = red, None
        return True


_KEY = r"[A-Za-z_][\w.-]*"
_KV_MSG = re.compile(rf"^({_KEY})\s+({_KEY}=.*?)\s*$", re.S)
# A value is a JSON-quoted string, or everything up to the next ` key=` (so a value with spaces,
# such as a model label "stand-in-cloud (embedded SmolLM2 …)", stays one field).
_KV_PAIR = re.compile(rf'({_KEY})=("(?:[^"\\]|\\.)*"(?=\s|$)|.*?)(?=\s+{_KEY}=|\s*$)', re.S)
_STD_ATTRS = frozenset(vars(logging.LogRecord("x", 0, "x", 0, "x", None, None))) | {"message", "asctime"}


def _ts(record: logging.LogRecord) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z"


def _fields(msg: str) -> tuple[str | None, dict[str, str]]:
    """('call', {'id': …, 'model': 'a b (c)'}) for a message of the form 'call id=… model=a b (c) …'
    (a value runs to the next `` key=``; a JSON-quoted value is unquoted), else (None, {})."""
    m = _KV_MSG.match(msg)
    if not m:
        return None, {}
    fields: dict[str, str] = {}
    for k, v in _KV_PAIR.findall(m.group(2)):
        if len(v) >= 2 and v[0] == '"' == v[-1]:
            try:
                v = json.loads(v)
            except ValueError:
                pass  # not valid JSON: keep the text as written
        fields[k] = v
    return m.group(1), fields


def _extras(record: logging.LogRecord) -> dict[str, Any]:
    return {k: v for k, v in vars(record).items() if k not in _STD_ATTRS and not k.startswith("_")}


def _quote(v: Any) -> str:
    s = v if isinstance(v, str) else json.dumps(v, ensure_ascii=False, default=str)
    if s and not re.search(r'[\s"=\\]', s):
        return s
    return json.dumps(s, ensure_ascii=False)


class KVFormatter(logging.Formatter):
    """``ts=… level=… logger=… event=… k=v …`` or ``… msg="…"``; redacted."""

    def format(self, record: logging.LogRecord) -> str:
        msg = record.getMessage()
        head = f"ts={_ts(record)} level={record.levelname.lower()} logger={record.name}"
        event, fields = _fields(msg)
        if event:
            body = f"event={event}" + "".join(f" {k}={_quote(v)}" for k, v in fields.items())
        else:
            body = f"msg={_quote(msg)}"
        extra = "".join(f" {k}={_quote(v)}" for k, v in _extras(record).items())
        line = f"{head} {body}{extra}"
        if record.exc_info:
            line += " exc=" + _quote(self.formatException(record.exc_info))
        return redact(line)


class JSONFormatter(logging.Formatter):
    """One JSON object per line; redacted."""

    def format(self, record: logging.LogRecord) -> str:
        msg = record.getMessage()
        out: dict[str, Any] = {"ts": _ts(record), "level": record.levelname.lower(), "logger": record.name, "msg": msg}
        event, fields = _fields(msg)
        if event:
            out["event"] = event
            for k, v in fields.items():
                out.setdefault(k, v)
        for k, v in _extras(record).items():
            out.setdefault(k, v)
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return redact(json.dumps(out, ensure_ascii=False, default=str))


class _EdgewardHandler(logging.StreamHandler[Any]):
    """The handler `setup_logging` installs (told apart from others so a second call replaces it)."""


def setup_logging(
    level: str = "info", fmt: str = "kv", stream: Any = None, secrets: Iterable[str | None] = ()
) -> logging.Handler:
    """Configure the root logger: one handler on `stream` (stderr) with the chosen format and
    the redaction filter; returns the handler. Replaces handlers a previous call installed."""
    if fmt not in LOG_FORMATS:
        raise ValueError(f"log format must be one of {LOG_FORMATS}, got {fmt!r}")
    for s in secrets:
        register_secret(s)
    handler = _EdgewardHandler(stream or sys.stderr)
    handler.setFormatter(JSONFormatter() if fmt == "json" else KVFormatter())
    handler.addFilter(RedactFilter())
    root = logging.getLogger()
    for h in list(root.handlers):
        if isinstance(h, _EdgewardHandler):
            root.removeHandler(h)
    root.addHandler(handler)
    lvl = getattr(logging, level.upper(), logging.INFO)
    root.setLevel(lvl)
    # aiohttp's access log would print client paths; keep it at warning unless debugging.
    logging.getLogger("aiohttp.access").setLevel(logging.DEBUG if lvl <= logging.DEBUG else logging.WARNING)
    # Third-party clients log whole request bodies at debug: never below warning.
    for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy", "litellm", "httpx", "httpcore", "openai"):
        logging.getLogger(name).setLevel(max(lvl, logging.WARNING))
    return handler


def config_secrets(config: ProxyConfig) -> list[str]:
    """The resolved secrets of a `ProxyConfig` (upstream keys, the proxy token), for
    `register_secret`; unresolvable references are skipped."""
    out = []
    refs = [role.api_key for role in (config.edge, config.cloud) if role is not None]
    refs.append(config.server.token)
    for ref in refs:
        try:
            v = resolve_secret(ref)
        except ConfigError:
            continue
        if v:
            out.append(v)
    return out
