"""The gate's outcome does not depend on PYTHONHASHSEED: two processes with different seeds mask
the same session alike — the same bodies, the same vault entries with the same numbers.

The case that leaked before: a cached message with several strings that hold name parts of the
step's new values; re-masking them creates entries (an ambiguous surname gets its own), numbered
in the order the strings are masked, which was a set's order of their paths."""

from __future__ import annotations

import json
import os
import subprocess
import sys

# one session, two steps, fake detector (no spaCy): printed as one JSON line
SCRIPT = r"""
import asyncio, json
from edgeward.detectors.spans import FieldSpan, Span
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry

SURNAMES = ["Weyland", "Ortmann", "Quellenhof", "Brenninkmeyer", "Lindqvist", "Okonkwo"]
NEW = [f"{g} {s}" for s in SURNAMES for g in ("Clara", "Paul")]  # each surname: 2 people


class Detector:
    # the new full names, in a message's plain-text content
    def scan_request(self, body):
        out = []
        for i, m in enumerate(body["messages"]):
            c = m.get("content")
            if isinstance(c, str):
                for v in NEW:
                    at = c.find(v)
                    if at >= 0:
                        out.append(FieldSpan(("messages", i, "content"), Span("PERSON", at, at + len(v), 0.9, v)))
        return out


async def main():
    backend = InMemoryVaultBackend()
    gate = EgressGate(Detector(), backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))
    parts = {"role": "user", "content": [{"type": "text", "text": f"{s} wrote back"} for s in SURNAMES]}
    record = {"role": "tool", "tool_call_id": "a", "content": json.dumps({f"k{i}": s for i, s in enumerate(SURNAMES)})}
    history = [parts, record]
    step = {"role": "tool", "tool_call_id": "b", "content": ", ".join(NEW)}
    first = await gate.prepare("s", {"model": "m", "messages": history})
    second = await gate.prepare("s", {"model": "m", "messages": history + [step]})
    entries = [(e.placeholder, e.value, e.entity_type) for e in gate.vault("s").entries]
    print(json.dumps([first.body, second.body, second.spans, entries]))
    gate.close()


asyncio.run(main())
"""


def _run(seed: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    return subprocess.Popen([sys.executable, "-c", SCRIPT], env=env, stdout=subprocess.PIPE, text=True)


def test_outcome_is_the_same_under_two_hash_seeds() -> None:
    # seeds 1 and 2 ordered the six re-masked strings differently before the fix
    procs = [_run(1), _run(2)]
    outs = [p.communicate(timeout=120)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0]
    assert outs[0] and outs[0] == outs[1]
    # the cached strings were re-masked: each surname, ambiguous, got an entry of its own
    _, second, _, entries = json.loads(outs[0])
    own = {value: ph for ph, value, _ in entries}
    texts = [part["text"] for part in second["messages"][0]["content"]]
    assert texts == [
        f"{own[s]} wrote back" for s in ("Weyland", "Ortmann", "Quellenhof", "Brenninkmeyer", "Lindqvist", "Okonkwo")
    ]
