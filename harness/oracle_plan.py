"""The oracle's answers: the next reference action not yet done, an outline, or advice.

Given a task's reference solution with the oracle's own clear tool results (:class:`Reference`)
and what one request carried (``oracle_view.Received``), :func:`answer` decides what a strong
model that knows the solution would say:

- **step** (an agent step, tools offered): the first reference action the transcript does not
  show as *settled*, as one tool call; when every action before the final ``finish`` is settled,
  ``finish`` with the reference answer. An action is settled when
  (a) the transcript holds an equivalent call that did not fail — same tool, same arguments after
  normalisation (paths ``./x`` = ``x`` = ``<workspace>/x``, HTTP method case, a missing leading
  ``/``, whitespace runs) compared in the received space (the reference's values written as the
  placeholders the oracle received), the k-th identical reference action needing k such calls;
  or exactly the call the oracle would write now, even if it failed (repeating it cannot help:
  this ends the trajectory instead of looping when a value never reached the oracle), or a call
  the oracle itself issued for that action (it knows the ids of its own tool calls: a model
  knows what it did, however the gate masked it since), or
  (b) for a read-only action (``read_file``, ``list_dir``, ``http_request`` GET), the tool results
  received already hold what it would return: its clear result (without the ``HTTP 200`` line)
  occurs in them, or 90 % of its non-empty lines do (e.g. ``run_shell cat notes.txt`` settles
  ``read_file notes.txt``).
  An action whose tool the request does not offer is skipped; without ``finish`` among the
  tools the answer is sent as text. ``tool_choice`` is obeyed: a forced ``finish`` gets the
  reference answer (as far as the oracle received its values), ``none`` a text reply.
- **sketch** (no tools, no transcript): every reference action as one numbered line of at most
  12 words (``Read the file notes.txt``, ``POST /send on mail (to, subject, body)``,
  ``Answer: …``).
- **advisor** (a ``<transcript>``): the next unsettled action, judged from the transcript's calls
  and results, as advice naming the tool and its arguments.

Every string goes through ``oracle_align.render``: values the oracle received only masked are
written as their placeholders, task data it never received is dropped (tool-call arguments) or
shown as ``<?>`` (outlines, advice). The :class:`Answer` counts the dropped values.
"""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import dataclass, field
from typing import Any

from edgeward.harness.oracle_align import Knowledge, render, render_args, to_received
from edgeward.harness.oracle_view import Received, SeenCall
from edgeward.proxy.privacy.vault import PLACEHOLDER_RE

__all__ = ["COVERAGE_MIN", "Answer", "RefStep", "Reference", "answer", "settled_steps"]

COVERAGE_MIN = 0.9
_WS_PREFIX = re.compile(r"^.*/workspace-[^/]+/")
_HTTP_STATUS = re.compile(r"^HTTP \d{3}\n")
OUTLINE_WORDS = 12


@dataclass(frozen=True)
class RefStep:
    """One reference action with the clear result the oracle's own replay got (None: not
    replayed, or ``finish``)."""

    tool: str
    args: dict[str, Any]
    result: str | None = None

    @property
    def read_only(self) -> bool:
        if self.tool in ("read_file", "list_dir"):
            return True
        return self.tool == "http_request" and str(self.args.get("method", "GET")).upper() == "GET"


@dataclass
class Reference:
    """A task's reference solution as the oracle knows it (clear).

    ``steps`` end with ``finish``; ``replay_error`` says why the oracle's replay failed (its
    results are then missing, so read-only actions are settled only by equivalent calls)."""

    task_id: str
    prompt: str
    steps: list[RefStep]
    replay_error: str | None = None

    @property
    def answer_text(self) -> str:
        last = self.steps[-1] if self.steps else None
        return str((last.args or {}).get("answer", "")) if last is not None and last.tool == "finish" else ""

    def clear_texts(self) -> list[str]:
        """Texts whose placeholders may be aligned: the prompt, results, arguments, answer."""
        out = [self.prompt]
        for s in self.steps:
            if s.result:
                out.append(s.result)
            out.append(json.dumps(s.args, ensure_ascii=False))
            out += [v for v in _strings(s.args)]
        return out

    def data_texts(self) -> list[str | None]:
        """Texts that hold the task's values, in the order the reference met them: the prompt,
        then each action's result (so action i may use the first i + 1 of them)."""
        return [self.prompt] + [s.result for s in self.steps]


def _strings(obj: Any) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _strings(v)]
    if isinstance(obj, list):
        return [s for v in obj for s in _strings(v)]
    return []


@dataclass
class Answer:
    """What the oracle replies: ``content`` text and/or one tool call (``tool``, ``arguments``);
    ``action`` is the reference index it follows (None for text that follows none), ``missing``
    the number of values dropped because they never reached it, ``note`` a one-word reason."""

    content: str | None = None
    tool: str | None = None
    arguments: dict[str, Any] = field(default_factory=dict)
    action: int | None = None
    missing: int = 0
    note: str = ""


# -- equivalence ------------------------------------------------------------------------------
def _norm_ws(s: str) -> str:
    return " ".join(s.split())


def _canon(tool: str, args: Any) -> str:
    """A comparable form of a tool call (module docstring, rule a)."""
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except ValueError:
            return f"{tool}|{_norm_ws(args)}"
    if not isinstance(args, dict):
        return f"{tool}|{json.dumps(args, sort_keys=True, ensure_ascii=False)}"
    a: dict[str, Any] = {}
    for k, v in args.items():
        a[k] = _norm_ws(v) if isinstance(v, str) else v
    if tool in ("read_file", "write_file", "list_dir"):
        p = str(a.get("path") or ".")
        p = _WS_PREFIX.sub("", p)
        a["path"] = posixpath.normpath(p) if p else "."
    if tool == "http_request":
        a["method"] = str(a.get("method") or "GET").upper()
        path = str(a.get("path") or "/")
        a["path"] = path if path.startswith("/") else "/" + path
        a["service"] = str(a.get("service") or "").lower()
        if a.get("body") is None:
            a.pop("body", None)
    return f"{tool}|{json.dumps(a, sort_keys=True, ensure_ascii=False)}"


def _received_args(step: RefStep, kn: Knowledge) -> Any:
    """The reference arguments with aligned values as placeholders (nothing dropped)."""

    def walk(o: Any) -> Any:
        if isinstance(o, str):
            return to_received(o, kn.alignment)
        if isinstance(o, dict):
            return {k: walk(v) for k, v in o.items()}
        if isinstance(o, list):
            return [walk(v) for v in o]
        return o

    return walk(step.args)


def _covered(clear_result: str, received_results: str) -> bool:
    body = _HTTP_STATUS.sub("", clear_result, count=1)
    if len(body.strip()) < 4:
        return False
    if _norm_ws(body) in _norm_ws(received_results):
        return True
    lines = [ln.strip() for ln in body.splitlines() if ln.strip()]
    have = {ln.strip() for ln in received_results.splitlines() if ln.strip()}
    return bool(lines) and sum(1 for ln in lines if ln in have) / len(lines) >= COVERAGE_MIN


_FAILED = re.compile(
    r"^(?:HTTP [45]\d\d\b|exit_code: [1-9]|timed out after|skipped:|error\b|"
    r"(?:run_shell|read_file|write_file|list_dir|http_request|finish)(?: failed)?: )",
    re.IGNORECASE,
)


def failed(result: str | None) -> bool:
    """Whether a tool result says the call failed (the built-in tools' error forms: ``HTTP 4xx``,
    a non-zero ``exit_code``, ``<tool>: <problem>``, a time-out); a missing result counts."""
    return result is None or bool(_FAILED.match(result.lstrip()))


def _exact(tool: str, args: Any) -> str:
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except ValueError:
            return f"{tool}|{args}"
    return f"{tool}|{json.dumps(args, sort_keys=True, ensure_ascii=False)}"


def settled_steps(
    ref: Reference, calls: list[SeenCall], kn: Knowledge, issued: dict[str, int] | None = None
) -> list[bool]:
    """For each reference step before ``finish``: whether the transcript settles it (module
    docstring). `issued` maps the ids of the oracle's own earlier tool calls to the reference
    action each performed. The final ``finish`` is never settled here."""
    mine = {issued[c.id] for c in calls if issued and c.id in issued}
    ok = [_canon(c.tool, c.args) for c in calls if not failed(c.result)]
    tried = [_exact(c.tool, c.args) for c in calls]
    results = "\n".join(
        PLACEHOLDER_RE.sub(lambda m: kn.alignment.to_value.get(m.group(0), m.group(0)), c.result)
        for c in calls
        if c.result
    )
    out: list[bool] = []
    earlier: list[str] = []
    for i, step in enumerate(ref.steps):
        if step.tool == "finish" and i == len(ref.steps) - 1:
            out.append(False)
            break
        key = _canon(step.tool, _received_args(step, kn))
        k = earlier.count(key)
        earlier.append(key)
        done = i in mine or ok.count(key) > k
        if not done:  # the call the oracle would write now was made already: repeating cannot help
            done = tried.count(_exact(step.tool, render_args(step.args, kn, "", upto=i + 1)[0])) > k
        if not done and step.read_only and step.result:
            done = _covered(step.result, results)
        out.append(done)
    return out


# -- descriptions -----------------------------------------------------------------------------
def _words(s: str, n: int) -> str:
    w = s.split()
    return " ".join(w[:n]) + (" …" if len(w) > n else "")


def describe(step: RefStep) -> str:
    """One outline line (clear; rendered by the caller), at most ``OUTLINE_WORDS`` words."""
    a = step.args or {}
    if step.tool == "read_file":
        line = f"Read the file {a.get('path', '')}"
    elif step.tool == "list_dir":
        line = f"List the folder {a.get('path', '.')}"
    elif step.tool == "write_file":
        line = f"Write the file {a.get('path', '')} with the result"
    elif step.tool == "run_shell":
        line = "Run: " + _words(str(a.get("command", "")), 8)
    elif step.tool == "http_request":
        body = a.get("body")
        fields = f" ({', '.join(map(str, body))})" if isinstance(body, dict) and body else ""
        line = f"{str(a.get('method', 'GET')).upper()} {a.get('path', '/')} on {a.get('service', '')}{fields}"
    elif step.tool == "finish":
        line = f"Answer: {a.get('answer', '')}"
    else:
        line = f"{step.tool} {json.dumps(a, ensure_ascii=False)}"
    return _words(line, OUTLINE_WORDS)


# -- answers ----------------------------------------------------------------------------------
def _next(
    ref: Reference, calls: list[SeenCall], kn: Knowledge, offered: list[str] | None, issued: dict[str, int] | None
) -> int | None:
    """Index of the next action to take (the final ``finish`` when all others are settled);
    None when the reference is empty."""
    if not ref.steps:
        return None
    done = settled_steps(ref, calls, kn, issued)
    for i, ok in enumerate(done[:-1] if ref.steps[-1].tool == "finish" else done):
        if not ok and (offered is None or ref.steps[i].tool in offered):
            return i
    return len(ref.steps) - 1


def answer(ref: Reference, rec: Received, kn: Knowledge, issued: dict[str, int] | None = None) -> Answer:
    """The oracle's answer to one request about `ref` (module docstring); `issued` as in
    :func:`settled_steps`."""
    if rec.kind == "sketch":
        lines, missing = [], 0
        for n, outlined in enumerate(ref.steps, 1):
            text, m = render(describe(outlined), kn, "<?>", upto=n)
            lines.append(f"{n}. {text}")
            missing += m
        return Answer(content="\n".join(lines), missing=missing, note="outline")
    offered = rec.tools if rec.kind in ("step", "probe") and rec.tools else None
    i = _next(ref, rec.calls, kn, offered, issued)
    if i is None:
        return Answer(content="There is nothing to do for this task.", note="empty_reference")
    step = ref.steps[i]
    if rec.kind == "advisor":
        if step.tool == "finish":
            text, m = render(ref.answer_text, kn, "<?>", upto=i + 1)
            return Answer(
                content="Everything the task needs is done. Call finish with the answer: " + text,
                action=i,
                missing=m,
                note="advice_finish",
            )
        args, m = render_args(step.args, kn, "<?>", upto=i + 1)
        return Answer(
            content=f"Next, call {step.tool} with the arguments "
            f"{json.dumps(args, ensure_ascii=False)}. Then continue with the task.",
            action=i,
            missing=m,
            note="advice",
        )
    args, m = render_args(step.args, kn, "", upto=i + 1)
    if rec.tool_choice == "none" or (step.tool == "finish" and offered is not None and "finish" not in offered):
        if step.tool == "finish":
            return Answer(content=str(args.get("answer", "")), action=i, missing=m, note="answer_text")
        return Answer(
            content=f"Next I would call {step.tool} with {json.dumps(args, ensure_ascii=False)}.",
            action=i,
            missing=m,
            note="tool_choice_none",
        )
    return Answer(
        tool=step.tool, arguments=args, action=i, missing=m, note="finish" if step.tool == "finish" else "action"
    )
