"""Secrets in shell and PowerShell sessions that quoting or a command's output hides from the
other rules (round 8).

Entities: ``PASSWORD``, ``SECRET`` (0.85).

1. **Shell-quoted values** of password options and credential assignments, quoted the way a
   shell needs it: ``'it'\\''s-raining'`` (a single quote closed, escaped and reopened),
   ``$'Sn0w\\tDrift!'`` (ANSI-C quoting), ``"pa\\"ss"`` (an escaped double quote) after
   ``mysql … -p``, ``sshpass -p``, ``--password=``/``--password ``, ``--passwd``, or after
   ``[export ]NAME=`` whose name says PASSWORD/SECRET/TOKEN/KEY
   (:func:`~edgeward.detectors.recognizers.fields.credential_key_type`). The span is the
   word's text inside its outer quotes, escapes included (what leaves the device).
2. **PowerShell** ``ConvertTo-SecureString [-String] 'X' -AsPlainText`` (the plain-text
   password of a credential object; the switch on the same line, before or after the value); a variable
   (``$plain``) is left.
3. **A command that prints a secret**, then its output: the line after a prompt line whose
   command reveals a stored secret (``kubectl get secret … -o jsonpath=…`` / ``… | base64 -d``,
   ``vault kv get -field=…``, ``aws secretsmanager get-secret-value … --output text``,
   ``aws ssm get-parameter … --with-decryption``, ``gcloud secrets versions access``,
   ``az keyvault secret show … -o tsv``, ``op read``, ``pass show``, ``security
   find-generic-password … -w``, ``doppler secrets get … --plain``, ``openssl rand``,
   ``echo $DB_PASSWORD`` / ``printenv API_TOKEN`` of a credential name; ``… | base64 -d`` only
   when the command names a secret, password, token or ``.data``) is the value when it is
   one token of 4-200 characters, not a prompt, an error or a placeholder.

Sources: bash(1) QUOTING; PowerShell ``ConvertTo-SecureString`` documentation; each CLI's
documented flag for printing a secret's plain value.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from .base import OurRecognizer
from .fields import credential_key_type

SCORE = 0.85

#: one shell word with at least one quoted part: ``'…'``, ``"…"`` (``\\"`` inside), ``$'…'``
#: (``\\'`` inside), glued to unquoted characters and other quoted parts
_WORD = r"(?:'[^'\n]*'|\"(?:[^\"\\\n]|\\.)*\"|\$'(?:[^'\\\n]|\\.)*'|\\.|[^\s'\"|;&<>()`])+"


def _qword(name: str) -> str:
    """A shell word that starts with a quote (``'…'``, ``"…"``, ``$'…'``) as group ``name``."""
    return rf"(?P<{name}>(?=[$'\"])" + _WORD + r")"


_OPTION_RE = re.compile(
    r"(?:\bmysql(?:dump|admin|sh)?\b|\bmariadb(?:-dump|-admin)?\b)[^\n|]{0,80}?[ \t]-p"
    + _qword("w1")
    + r"|\bsshpass[ \t]+-p[ \t]*"
    + _qword("w2")
    + r"|(?<![\w\-])--(?:password|passwd|pass|db-password|admin-password|secret|token)(?:=|[ \t]+)"
    + _qword("w3")
)
_ASSIGN_RE = re.compile(r"(?:^|(?<=[\s;]))(?:export[ \t]+)?(?P<k>[A-Za-z_][A-Za-z0-9_]{1,63})=" + _qword("w"), re.M)
_SECURE_RE = re.compile(
    r"(?i)ConvertTo-SecureString(?:[ \t]+-(?:AsPlainText|Force)(?::\$true)?)*[ \t]+(?:-String[ \t]+)?(?:'(?P<s>(?:[^'\n]|'')+)'|\"(?P<d>(?:[^\"\n`]|`.)+)\")"
)
#: prompts of shells and PowerShell (``$ ``, ``# ``, ``user@host:~$ ``, ``PS C:\\x> ``, ``❯ ``)
_PROMPT = r"(?:[^\n]{0,80}?[$#%>❯][ \t]+|PS [^\n>]{1,120}>[ \t]*)"
_REVEAL = (
    r"kubectl\b[^\n]{0,300}\bget[ \t]+secrets?\b[^\n]{0,300}(?:jsonpath|go-template|base64[ \t]+(?:-d|--decode|-D))"
    r"|\|[ \t]*base64[ \t]+(?:-d|--decode|-D)\b"
    r"|vault[ \t]+(?:kv[ \t]+get|read)\b[^\n]{0,300}-field[= ]"
    r"|aws[ \t]+secretsmanager[ \t]+get-secret-value\b[^\n]{0,300}--output[ \t=]+text"
    r"|aws[ \t]+ssm[ \t]+get-parameters?\b[^\n]{0,300}--with-decryption[^\n]{0,300}--output[ \t=]+text"
    r"|gcloud[ \t]+secrets[ \t]+versions[ \t]+access\b"
    r"|az[ \t]+keyvault[ \t]+secret[ \t]+show\b[^\n]{0,300}(?:-o|--output)[ \t=]+tsv"
    r"|\bop[ \t]+read[ \t]+[\"']?op://"
    r"|\bpass[ \t]+show[ \t]"
    r"|security[ \t]+find-(?:generic|internet)-password\b[^\n]{0,300}[ \t]-w\b"
    r"|doppler[ \t]+secrets[ \t]+get\b[^\n]{0,300}--plain"
    r"|openssl[ \t]+rand[ \t]+-(?:base64|hex)\b"
    r"|(?:echo|printenv)[ \t]+\$?\{?(?P<var>[A-Za-z_][A-Za-z0-9_]{1,63})\}?[ \t]*$"
)
#: found first (linear: each alternative starts at a literal), then its line is checked for a
#: prompt before it and the next line read as the output
_REVEAL_RE = re.compile(r"(?m)" + _REVEAL)
_PROMPT_RE = re.compile(_PROMPT)
_NAMES_SECRET_RE = re.compile(r"(?i)secret|password|passwd|token|credential|\.data\b")
_OUT_RE = re.compile(r"[^\n]{4,200}(?=\r?\n|$)")
_REVEAL_NEEDS = ("secret", "base64", "vault", "pass", "op read", "openssl rand", "echo", "printenv")
_ESCAPED_RE = re.compile(r"'\\''|^\$'|\\\"")
_NOT_OUTPUT_RE = re.compile(
    r"(?i)^(?:error|usage|warning|fatal|permission denied|no such|not found|command not found|null|none|"
    r"\(none\)|<no value>|\*+|x+)\b|^[$#%>❯] |^PS [^>]+>|^[\w.\-]+@[\w.\-]+[:~]|^\s"
)


def _inside(text: str, s: int, e: int) -> tuple[int, int]:
    """The span of a shell word without its outer quotes (``'a'\\''b'`` -> ``a'\\''b``)."""
    if text.startswith("$'", s):
        s += 2
    elif text[s] in "'\"":
        s += 1
    if e > s and text[e - 1] in "'\"":
        e -= 1
    return s, e


def _is_template(v: str) -> bool:
    return bool(re.fullmatch(r"\$\{?\w+\}?|\$\([^)]*\)|<[^<>]+>|\{\{[^{}]+\}\}|\*+|x+|\.\.\.|", v, re.I))


class ShellSecretRecognizer(OurRecognizer):
    """Shell-quoted passwords, PowerShell plain-text secure strings and revealed secrets
    (module docstring)."""

    ENTITIES = ("PASSWORD", "SECRET")

    def find(self, text: str, nlp_artifacts: Any = None) -> Iterable[tuple[str, int, int, float]]:
        """Yield ``(entity_type, start, end, 0.85)``."""
        if "'" in text or '"' in text:
            yield from self._quoted(text)
        if "SecureString" in text or "securestring" in text:
            for m in _SECURE_RE.finditer(text):
                g = "s" if m.group("s") is not None else "d"
                # the -AsPlainText switch anywhere on the command's line (before or after)
                ls, le = text.rfind("\n", 0, m.start()) + 1, text.find("\n", m.end())
                line = text[ls : le if le >= 0 else len(text)]
                if "-asplaintext" in line.casefold() and len(m.group(g)) >= 3 and not m.group(g).startswith("$"):
                    yield "PASSWORD", m.start(g), m.end(g), SCORE
        if "\n" in text and any(n in text for n in _REVEAL_NEEDS):
            yield from self._revealed(text)

    def _quoted(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        for m in _OPTION_RE.finditer(text):
            g = next(k for k in ("w1", "w2", "w3") if m.group(k) is not None)
            s, e = _inside(text, m.start(g), m.end(g))
            if e - s >= 3 and not _is_template(text[s:e]):
                yield "PASSWORD", s, e, SCORE
        if "=" in text:
            for m in _ASSIGN_RE.finditer(text):
                kind = credential_key_type(m.group("k"))
                # a plain ``NAME='value'`` is the field rule's (fields.py); here only the words a
                # shell had to escape: ``'\''`` joins, ``$'…'``, ``\"`` inside double quotes
                if kind is None or not _ESCAPED_RE.search(m.group("w")):
                    continue
                s, e = _inside(text, m.start("w"), m.end("w"))
                if e - s >= 3 and not _is_template(text[s:e]):
                    yield kind, s, e, SCORE

    def _revealed(self, text: str) -> Iterator[tuple[str, int, int, float]]:
        done = -1
        for m in _REVEAL_RE.finditer(text):
            ls = text.rfind("\n", 0, m.start()) + 1
            le = text.find("\n", m.end())
            if le < 0 or ls <= done:
                continue
            done = ls
            prompt = _PROMPT_RE.match(text, ls, m.start() + 1)
            if prompt is None or prompt.end() > m.start():
                continue  # not typed at a prompt (prose, a script body)
            var = m.group("var")
            if var is not None and credential_key_type(var) is None:
                continue  # ``echo $HOME`` prints no secret
            if m.group(0).startswith("|") and not _NAMES_SECRET_RE.search(text, ls, m.start()):
                continue  # ``echo aGVsbG8= | base64 -d`` decodes anything
            o = _OUT_RE.match(text, le + 1)
            if o is None:
                continue
            out = o.group(0).rstrip()
            if " " in out.strip() or _NOT_OUTPUT_RE.search(out) or _is_template(out):
                continue
            kind = "PASSWORD" if re.search(r"(?i)pass|pwd", text[m.start() : le]) else "SECRET"
            yield kind, o.start(), o.start() + len(out), SCORE
