"""Credential spans that name where a secret comes from, or something about it, not a secret
(secrets16).

:func:`not_a_credential` reads a ``PASSWORD``/``SECRET``/``API_KEY`` span ``text[a:b]`` (code-point
offsets) with what stands before it on its line, and is True for:

- a reference to a secret store or file: ``env:DB_PASSWORD``, ``file:/run/secrets/pw``,
  ``vault:secret/app#pw``, ``op://vault/item/field``, ``./pw.txt``, ``/run/secrets/pg``;
- an environment variable's name inside a lookup: ``os.getenv("OPENAI_API_KEY")``,
  ``os.environ["DB_PASSWORD"]``, ``process.env.API_TOKEN``, ``ENV['SECRET_KEY']``;
- the secret's name in a Kubernetes reference (``name:``/``key:`` under ``secretKeyRef``,
  ``secretRef``, ``valueFrom``), not its value;
- a pointer in brackets under a password label or column (``(in vault)``, ``[see 1Password]``,
  ``(none)``, ``(unchanged)``);
- the value of a label about passwords, not of a password (``password manager: 1Password``,
  ``password generator: pwgen``, ``Passwort-Manager: KeePassXC``);
- a board's pin under a PIN label (``pin: GPIO17``, ``pin = D4``): fewer than 4 digits;
- a shape no password has, in prose: a date-time after a time preposition (``changed at …``), a
  key chord (``Ctrl+Alt+F12``), a regular expression, a host path (``docs.example.com/reset#2``), a number with a unit (``250ms@3GHz``),
  lower-case words joined by ``+`` (``sha256+salt``);
- a markup attribute or a ``name=word`` pair taken whole (``placeholder="Password``,
  ``cookie_consent=accepted``).

A secret beside these words stays: ``password: Kiwi#2231``, ``DB_PASSWORD=Kiwi#2231``, a value
with a slash that is no path (``yINoZ7Qur+lvyU/…``).
"""

from __future__ import annotations

import re

from .secret_words import password_pointer
from .shapes import is_datetime

__all__ = ["not_a_credential"]

_STORE_REF_RE = re.compile(
    r"^(?:(?:env|file|hash|vault|ssm|secretsmanager|awssm|gcpsm|sm|kms|keyvault|azkv|k8s|secret|secrets)"
    r":(?://)?[A-Za-z_/][\w./#:\-]*|op://[\w./\- ]+|ref\+\w+://\S+)$"
)
_PATH_RE = re.compile(r"^(?:\.{1,2}/|~/|/)(?:[a-z0-9_.\-]+/)*[a-z0-9_.\-]+$")
_ENV_NAME_RE = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
_LOOKUP_BEFORE_RE = re.compile(
    r"(?:getenv|environ(?:\.get)?|\benv|\bENV|Env|getEnv|GetEnvironmentVariable|Getenv|LookupEnv|"
    r"env_var|var|fetch|secrets?|vars)[ \t]*[(\[][ \t]*[\"'`]?$|(?:process\.env|secrets|vars|env)\.$|\$ENV\{$|\$\{?$"
)
_K8S_REF_RE = re.compile(r"(?i)secretKeyRef|secretRef|configMapKeyRef|valueFrom|secretName|existingSecret")
_K8S_KEY_RE = re.compile(r"^[ \t]*-?[ \t]*(?:name|key)[ \t]*:[ \t]*$")
_PLACEHOLDER_INNER = frozenset(
    "none empty unchanged hidden redacted removed masked omitted unknown n/a na tbd todo same".split()
)
_PW = (
    r"(?:password|passwort|kennwort|passphrase|pw|pwd|wachtwoord|passord|lösenord|mot de passe|"
    r"contraseña|senha|hasło|пароль|密码|パスワード|비밀번호)"
)
_ABOUT_LABEL_RE = re.compile(
    rf"(?i){_PW}[ \t_\-]?(?:manager|managers|generator|policy|policies|length|strength|complexity|"
    r"expiry|rotation|requirements|rules|history|field|prompt|store|storage|app|tool|vault|safe|"
    r"format|type|menedżer|verwaltung)[ \t]*[:=：][ \t]*[\"'`]?$"
)
#: a time preposition right before a date-time: when something happened, not the password
#: (``changed at 2024-05-01T10:00:00+02:00``; ``Il password è 03.02.2025`` is one)
_TIME_PREP_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:at|on|since|until|till|from|by|before|after|am|um|seit|bis|vom|le|depuis|"
    r"el|desde|hasta|dal|al|op|sinds|tot|på|sedan|od|do|с|до|на)[ \t]*$"
)
#: a markup attribute or a ``name=word`` pair taken whole whose value is a plain word
#: (``placeholder="Password``, ``cookie_consent=accepted``; ``value="Loon!Lake58`` stays)
_ATTRIBUTE_RE = re.compile(r"^[A-Za-z_\-]+=[\"']?[A-Za-z]{1,12}$")
#: shapes no password has: a key chord (``Ctrl+Alt+F12``), a regular expression (``^(?=.*\d).{8,}$``),
#: a host path (``docs.example.com/reset#step2``), a number with a unit (``250ms@3GHz``),
#: lower-case words joined by ``+`` (``sha256+salt``)
_NOT_PASSWORD_SHAPE_RE = re.compile(
    r"^(?i:ctrl|strg|alt|shift|cmd|command|win|fn|option|opt|super|meta)\+\S|^\^.*\$$|"
    r"^(?:www\.)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}/|^\d+(?:\.\d+)?(?:ms|s|kb|mb|gb|ghz|mhz|px)(?:[@/]|$)|"
    r"^[a-z]+\d*(?:\+[a-z]+\d*)+$"
)
#: a PIN label right before the value: a PIN has 4+ digits (``pin: GPIO17`` is a board's pin)
_PIN_LABEL_RE = re.compile(r"(?i)(?<![^\W_])pin[ \t]*[:=：]?[ \t]*[\"']?$")


def _line_before(text: str, a: int, reach: int = 80) -> str:
    lo = max(0, a - reach)
    nl = text.rfind("\n", lo, a)
    return text[(nl + 1 if nl >= 0 else lo) : a]


def not_a_credential(text: str, a: int, b: int) -> bool:
    """True when the credential span ``text[a:b]`` is a reference, a variable's name, a pointer,
    a label's subject or a shape no password has (module docstring), not a secret."""
    val = text[a:b].strip()
    bare = val.strip("\"'`")
    if _STORE_REF_RE.match(bare) or (_PATH_RE.match(bare) and "/" in bare[1:]):
        return True
    if _ATTRIBUTE_RE.match(val):
        return True
    before = _line_before(text, a)
    after_label = re.search(r"[:=：][ \t]*[\"'`]?$", before) is not None  # ``Password: 2025-02-03`` stays
    if not after_label and (
        (is_datetime(bare) and _TIME_PREP_RE.search(before)) or _NOT_PASSWORD_SHAPE_RE.search(bare)
    ):
        return True  # ``password changed at 2024-05-01T10:00:00+02:00``, ``press Ctrl+Alt+F12``
    if _ENV_NAME_RE.match(bare) and _LOOKUP_BEFORE_RE.search(before):
        return True
    head = val.split(":", 1)[0] + ":" if ":" in val else ""
    if (_K8S_KEY_RE.match(before) or _K8S_KEY_RE.match(head)) and _K8S_REF_RE.search(text, max(0, a - 120), a):
        return True
    if len(val) >= 3 and val[0] in "([" and val[-1] in ")]":
        inner = val[1:-1].strip()
        if inner.casefold() in _PLACEHOLDER_INNER or password_pointer(inner):
            return True
    if _PIN_LABEL_RE.search(before) and sum(c.isdigit() for c in bare) < 4:
        return True
    return _ABOUT_LABEL_RE.search(before) is not None
