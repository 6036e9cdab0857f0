"""What the oracle stand-in cloud received: the kind of call, its texts, the tool calls it saw,
and which task it is about.

The oracle (``edgeward.harness.oracle``) sees only what the proxy sends it: no task header
reaches an upstream, and under ``egress: mask`` values are placeholders (``[EMAIL_ADDRESS_2]``).
:func:`read_request` turns one chat-completions body into a :class:`Received`:

- ``kind``: ``probe`` (``logprobs`` with at most 16 tokens: never sent to the cloud by the proxy,
  answered anyway), ``step`` (the request offers tools: an agent step), ``advisor`` (a
  ``<transcript>`` of the agent's work: the advisor policy's call), else ``sketch`` (a tool-less
  request carrying the task: the sketch policy's outline call, or any plain question);
- ``task_text``: the text the task is identified from (the first user message; for an advisor
  call the transcript's ``[USER]`` entry);
- ``texts``: every string received (message texts, tool-call arguments), for alignment;
- ``tools`` / ``tool_choice``: what a step may call now (a named ``tool_choice`` function leaves
  only that one; ``none`` allows only text);
- ``calls``: the tool calls the transcript shows, each with the result it received (for an
  advisor call, parsed back from the transcript's ``[ASSISTANT calls] name(args)`` and
  ``[TOOL RESULT name]`` lines).

:func:`identify` names the task whose prompt the text is: first exactly, placeholders and cut
marks standing for any text; else by character 4-gram overlap (a wrapped or cut prompt), when
one task is clearly best. Unknown → None.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from edgeward.proxy.privacy.vault import PLACEHOLDER_RE  # the vault's format: [TYPE_N]

__all__ = ["PLACEHOLDER_RE", "Received", "SeenCall", "identify", "read_request", "text_of"]

# Where the advisor policy cut a message or the whole transcript (policies/advisor.py).
_CUT_RE = re.compile(r"\s*…\[\d+ characters (?:of the transcript )?(?:cut|omitted)\]…\s*")
_WILD_RE = re.compile(PLACEHOLDER_RE.pattern + "|" + _CUT_RE.pattern)
_TAG_RE = re.compile(
    r"^\[(TOOLS AVAILABLE|SYSTEM|USER|ASSISTANT thinking|ASSISTANT calls|ASSISTANT|"
    r"TOOL RESULT(?: [^\]\n]*)?)\] ?",
    re.MULTILINE,
)
_PROBE_MAX_TOKENS = 16
FUZZY_MIN = 0.8  # n-gram score a wrapped/cut prompt must reach
FUZZY_MARGIN = 0.1  # and its lead over the second-best task
_MIN_GRAMS_FOR_PRECISION = 40  # a short text is judged by how much of a prompt it covers only


@dataclass
class SeenCall:
    """One tool call in what the oracle received: tool name, arguments (parsed JSON object when
    they parse, else the raw string), the result text that followed (None if none did) and the
    call's id (None in an advisor transcript)."""

    tool: str
    args: Any
    result: str | None = None
    id: str | None = None


@dataclass
class Received:
    """One request as the oracle sees it (module docstring)."""

    kind: str  # step | sketch | advisor | probe
    task_text: str
    texts: list[str] = field(default_factory=list)
    calls: list[SeenCall] = field(default_factory=list)
    tools: list[str] = field(default_factory=list)  # tool names it may call now (per tool_choice)
    tool_choice: str = "auto"  # auto | required | none | function


def text_of(content: Any) -> str:
    """A message content as text (content-part lists: the text parts joined by newlines)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict) and "text" in p)
    return str(content)


def _parse_args(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except ValueError:
            return raw
    return raw


def read_request(body: dict[str, Any]) -> Received:
    """Classify a chat-completions body and collect what it carries (module docstring)."""
    msgs = [m for m in body.get("messages") or [] if isinstance(m, dict)]
    limit = body.get("max_tokens") or body.get("max_completion_tokens")
    users = [text_of(m.get("content")) for m in msgs if m.get("role") == "user"]
    first_user = users[0] if users else ""
    texts: list[str] = []
    calls: list[SeenCall] = []
    by_id: dict[str, SeenCall] = {}
    for m in msgs:
        texts.append(text_of(m.get("content")))
        for tc in m.get("tool_calls") or []:
            if not isinstance(tc, dict):
                continue
            fn = tc.get("function") or {}
            raw = fn.get("arguments")
            texts.append(raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False))
            call = SeenCall(str(fn.get("name") or ""), _parse_args(raw), None, str(tc["id"]) if tc.get("id") else None)
            calls.append(call)
            if tc.get("id"):
                by_id[str(tc["id"])] = call
        if m.get("role") == "tool":
            answered = by_id.get(str(m.get("tool_call_id") or ""))
            if answered is not None and answered.result is None:
                answered.result = text_of(m.get("content"))
    tools = [str((t.get("function") or {}).get("name") or "") for t in body.get("tools") or [] if isinstance(t, dict)]
    choice = body.get("tool_choice") or "auto"
    if isinstance(choice, dict):  # a named function: only that one may be called
        name = str((choice.get("function") or {}).get("name") or "")
        tools, choice = [t for t in tools if t == name] or [name], "function"
    choice = str(choice)
    if body.get("logprobs") and limit is not None and int(limit) <= _PROBE_MAX_TOKENS:
        return Received("probe", first_user, texts, calls, tools, choice)
    if tools:
        return Received("step", first_user, texts, calls, tools, choice)
    transcript = _transcript(first_user)
    if transcript is not None:
        task_text, tcalls = _parse_transcript(transcript)
        return Received("advisor", task_text, texts, tcalls)
    return Received("sketch", first_user, texts)


def _transcript(text: str) -> str | None:
    a, b = text.find("<transcript>"), text.rfind("</transcript>")
    if a < 0 or b <= a:
        return None
    return text[a + len("<transcript>") : b].strip("\n")


def _parse_transcript(text: str) -> tuple[str, list[SeenCall]]:
    """(the [USER] entry, the tool calls with their results) of an advisor transcript."""
    marks = list(_TAG_RE.finditer(text))
    user = ""
    calls: list[SeenCall] = []
    for i, m in enumerate(marks):
        body = text[m.end() : marks[i + 1].start() if i + 1 < len(marks) else len(text)].rstrip("\n")
        tag = m.group(1)
        if tag == "USER" and not user:
            user = body
        elif tag == "ASSISTANT calls":
            name, _, rest = body.partition("(")
            raw = rest.removesuffix(")")
            calls.append(SeenCall(name.strip(), _parse_args(raw)))
        elif tag.startswith("TOOL RESULT"):
            name = tag[len("TOOL RESULT") :].strip()
            for c in reversed(calls):
                if c.result is None and (c.tool == name or not name):
                    c.result = body
                    break
    return user, calls


# -- identification ---------------------------------------------------------------------------
def _norm(s: str) -> str:
    return " ".join(s.split())


def _pattern(received: str) -> re.Pattern[str]:
    """`received` as a regex: literal text, any run of whitespace for whitespace, any text for a
    placeholder or a cut mark."""
    parts = []
    pos = 0
    for m in _WILD_RE.finditer(received):
        parts.append(_literal(received[pos : m.start()]))
        parts.append(r".*?" if _CUT_RE.fullmatch(m.group(0)) else r".+?")
        pos = m.end()
    parts.append(_literal(received[pos:]))
    return re.compile("".join(parts), re.DOTALL)


def _literal(s: str) -> str:
    return r"\s+".join(re.escape(w) for w in s.split(" ")) if s else ""


def _grams(s: str, n: int = 4) -> set[str]:
    s = _norm(s).lower()
    return {s[i : i + n] for i in range(max(len(s) - n + 1, 0))}


def identify(text: str, prompts: dict[str, str]) -> str | None:
    """The id of the task whose prompt `text` is (module docstring), or None.

    `prompts` maps task id → prompt (clear). Exact test first (placeholders and cut marks in
    `text` match any text of the prompt); else the best score max(precision, recall) of the
    character 4-grams of `text` (placeholders removed) against each prompt (precision only
    for a text of at least 40 grams: a short text must cover a prompt), accepted at
    ≥ ``FUZZY_MIN`` with a lead ≥ ``FUZZY_MARGIN`` over the next task. Ties of the exact test
    (prompts differing only where `text` is masked) go to the first id in sorted order."""
    norm = _norm(text)
    if not norm or not prompts:
        return None
    pat = _pattern(norm)
    exact = sorted(tid for tid, p in prompts.items() if pat.fullmatch(_norm(p)))
    if exact:
        return exact[0]
    got = _grams(PLACEHOLDER_RE.sub(" ", _CUT_RE.sub(" ", norm)))
    if not got:
        return None
    scored = []
    for tid, p in prompts.items():
        want = _grams(p)
        if not want:
            continue
        inter = len(got & want)
        recall = inter / len(want)
        precision = inter / len(got) if len(got) >= _MIN_GRAMS_FOR_PRECISION else 0.0
        scored.append((max(recall, precision), tid))
    scored.sort(reverse=True)
    if not scored or scored[0][0] < FUZZY_MIN:
        return None
    if len(scored) > 1 and scored[0][0] - scored[1][0] < FUZZY_MARGIN:
        return None
    return scored[0][1]
