"""`edgeward calls` and `edgeward audit` give a call one time with one meaning (new-user report:
one printed the call's end, the other its start): when the call ended, under the same header in
both tables and as `ended` in both JSON outputs. The cloud here answers 2.5 s after the body
left, so a start and an end cannot print alike."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import requests

from edgeward.cli import main
from edgeward.detectors.scanner import text_fields, unscannable_parts
from edgeward.detectors.spans import FieldSpan, Span


class MailDetector:
    """Finds e-mail addresses (the audit lists the calls that carried detected spans)."""

    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_text(self, text: str, kind: Any = None) -> list[Span]:
        return [
            Span("EMAIL_ADDRESS", m.start(), m.end(), 0.9, m.group()) for m in re.finditer(r"\S+@\S+\.example", text)
        ]

    def scan_request(self, body: dict[str, Any]) -> list[FieldSpan]:
        return [FieldSpan(p, s) for p, t in text_fields(body) for s in self.scan_text(t)]

    @staticmethod
    def text_fields(body: dict[str, Any]) -> list[tuple[tuple[Any, ...], str]]:
        return text_fields(body)

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return unscannable_parts(body)


def run(capsys, *argv: str) -> str:
    capsys.readouterr()
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def table_cells(out: str, header: str) -> list[str]:
    """The cells under `header` in a rich table printed as text (one line per row)."""
    lines = out.splitlines()
    head = next(i for i, ln in enumerate(lines) if header in ln)
    a = lines[head].index(header)
    return [ln[a : a + 19] for ln in lines[head + 2 :] if ln.startswith("│")]


def test_calls_and_audit_print_the_same_end_time_under_the_same_header(proxy_env, capsys) -> None:
    env = proxy_env(
        None,
        [{"content": "ok", "delay_s": 2.5}],
        detector=MailDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": "mask"},
    )
    before = time.time()
    r = requests.post(
        env.url + "/chat/completions",
        json={"model": "m", "messages": [{"role": "user", "content": "write to ann@corp.example"}]},
        timeout=60,
    )
    after = time.time()
    assert r.status_code == 200
    db = str(env.store.path)

    (call,) = [json.loads(ln) for ln in run(capsys, "calls", "--store", db, "--format", "json").splitlines()]
    (carrier,) = json.loads(run(capsys, "audit", "--store", db, "--format", "json"))["carriers"]
    assert "created" not in call and "created" not in carrier  # no time whose meaning is unsaid
    assert call["ended"] == carrier["ended"]
    assert before + 2.5 <= call["ended"] <= after  # the end: after the cloud's 2.5 s answer
    assert before <= carrier["sent"] <= call["ended"] - 2.5  # the body left before the answer

    want = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(call["ended"]))
    for argv in (("calls", "--store", db), ("audit", "--store", db)):
        out = run(capsys, *argv)
        assert table_cells(out, "ended (local time)") == [want], (argv, out)
