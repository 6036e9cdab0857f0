"""A placeholder is restored by its own characters alone, whatever touches it (new-user report:
`/home/[USERNAME_1]/proj`, `[PERSON_1]'s`, `C:\\Users\\[USERNAME_1]\\x`, `[EMAIL_ADDRESS_1].`,
backticks, JSON strings, tool-call arguments, SSE chunks), and a stream restores every field a
whole message does: `reasoning_details[].text|summary` and the legacy `function_call` included.

The expected output is built here from the pieces (each placeholder piece replaced by its
value), not taken from the restorer.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import requests

from edgeward.detectors.scanner import text_fields, unscannable_parts
from edgeward.detectors.spans import FieldSpan, Span
from edgeward.proxy.privacy.restore import RestoreScope, StreamRestorer, restore_json_text, restore_message
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault

VALUES = {"[USERNAME_1]": "mthornbury", "[PERSON_1]": "Margaret Thornbury", "[EMAIL_ADDRESS_1]": "m@zeta.example"}
#: every character class a path, a possessive, markdown, JSON or a shell line puts next to one
NEIGHBOURS = [
    "/",
    "\\",
    ".",
    "'",
    "'s",
    "`",
    '"',
    "~",
    ":",
    "_",
    "-",
    "(",
    ")",
    "<",
    ">",
    "=",
    "@",
    "x",
    "7",
    " ",
    "\n",
]
NEIGHBOURS += ["[", "]", "{", "}", "%", "é", "的", "$", "*", "#"]


def scope() -> RestoreScope:
    v = SessionVault("s", InMemoryVaultBackend())
    types = {"[USERNAME_1]": "USERNAME", "[PERSON_1]": "PERSON", "[EMAIL_ADDRESS_1]": "EMAIL_ADDRESS"}
    for ph, value in VALUES.items():
        assert v.placeholder_for(value, types[ph]) == ph
    for i in range(2, 13):  # [PERSON_1 is then also a prefix of [PERSON_12]
        v.placeholder_for(f"Person{i}", "PERSON")
    return RestoreScope(v, frozenset(e.placeholder for e in v.entries))


def glued() -> list[tuple[str, str]]:
    """(text, want): each placeholder between every pair of neighbours, plus the report's cases."""
    out = [
        (f"{a}{ph}{b}", f"{a}{value}{b}")
        for ph, value in VALUES.items()
        for a, b in itertools.product(NEIGHBOURS, repeat=2)
        if not (a == "\\" and b == "]")  # `\[X_1\]` style: markdown escapes (test_restore.py)
    ]
    u, p, e = VALUES.values()
    out += [
        ("cd /home/[USERNAME_1]/proj && ls", f"cd /home/{u}/proj && ls"),
        ("[PERSON_1]'s laptop", f"{p}'s laptop"),
        ("C:\\Users\\[USERNAME_1]\\x", f"C:\\Users\\{u}\\x"),
        ("mail [EMAIL_ADDRESS_1].", f"mail {e}."),
        ("`~[USERNAME_1]/.ssh`", f"`~{u}/.ssh`"),
        ('{"path": "/home/[USERNAME_1]"}', f'{{"path": "/home/{u}"}}'),
        ("[PERSON_1][EMAIL_ADDRESS_1]/[USERNAME_1]", f"{p}{e}/{u}"),
    ]
    return out


def pieces_of(text: str, cuts: tuple[int, ...]) -> list[str]:
    b = (0, *cuts, len(text))
    return [text[b[i] : b[i + 1]] for i in range(len(b) - 1)]


def stream(sc: RestoreScope, chunks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    r = StreamRestorer(sc)
    out = [r.feed(c) for c in chunks] + r.flush()
    assert r.pending == {}
    return out


def delta_chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "c",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


def test_plain_text_and_json_arguments_restore_whatever_touches_the_placeholder():
    sc = scope()
    for text, want in glued():
        assert sc.text(text) == want, text
        args = json.dumps({"p": text, "list": [text]}, ensure_ascii=False)
        assert json.loads(restore_json_text(args, sc)) == {"p": want, "list": [want]}, text


def test_streamed_content_and_arguments_restore_whatever_touches_the_placeholder_at_every_split():
    sc = scope()
    for text, want in glued():
        args = json.dumps({"p": text}, ensure_ascii=False)
        for n in (1, 2) if len(text) > 24 else (1,):  # 3 chunks: every cut pair of the report's cases
            for cuts in itertools.combinations(range(1, len(text)), n):
                got = stream(sc, [delta_chunk({"content": p}) for p in pieces_of(text, cuts)])
                assert "".join(c["choices"][0]["delta"].get("content") or "" for c in got) == want, (text, cuts)
        for cut in range(1, len(args)):
            chunks = [
                delta_chunk({"tool_calls": [{"index": 0, "function": {"arguments": p}}]})
                for p in pieces_of(args, (cut,))
            ]
            got = "".join(
                c["choices"][0]["delta"]["tool_calls"][0]["function"]["arguments"] for c in stream(sc, chunks)
            )
            assert json.loads(got) == {"p": want}, (args, cut)


def test_stream_restores_reasoning_details_and_legacy_function_call_like_a_whole_message():
    sc = scope()
    text = "files of [PERSON_1] in /home/[USERNAME_1]/proj, mail [EMAIL_ADDRESS_1]."
    args = json.dumps({"path": "C:\\Users\\[USERNAME_1]\\x", "who": "[PERSON_1]'s"})
    whole = restore_message(
        {
            "role": "assistant",
            "reasoning_details": [{"type": "reasoning.text", "text": text, "index": 0}],
            "function_call": {"name": "f", "arguments": args},
        },
        sc,
    )
    want_text, want_args = whole["reasoning_details"][0]["text"], whole["function_call"]["arguments"]
    assert want_text == "files of Margaret Thornbury in /home/mthornbury/proj, mail m@zeta.example."
    assert json.loads(want_args) == {"path": "C:\\Users\\mthornbury\\x", "who": "Margaret Thornbury's"}
    for cuts in itertools.combinations(range(1, len(text)), 1):
        for finish_last in (True, False):
            ps = pieces_of(text, cuts)
            chunks = [
                delta_chunk(
                    {"reasoning_details": [{"type": "reasoning.text", "text": p, "index": 0}]},
                    "stop" if finish_last and i == len(ps) - 1 else None,
                )
                for i, p in enumerate(ps)
            ]
            got = [d for c in stream(sc, chunks) for d in c["choices"][0]["delta"].get("reasoning_details") or []]
            assert "".join(d.get("text") or "" for d in got) == want_text, cuts
            assert all(d.get("type") == "reasoning.text" for d in got)
    for cuts in itertools.combinations(range(1, len(args)), 1):
        chunks = [delta_chunk({"function_call": {"arguments": p}}) for p in pieces_of(args, cuts)]
        got = "".join(c["choices"][0]["delta"]["function_call"]["arguments"] for c in stream(sc, chunks))
        assert got == want_args, cuts


ODD = 'ACME\\j"doe'  # a DOMAIN\user login with a quote: both need JSON escaping


def odd_scope() -> RestoreScope:
    v = SessionVault("s", InMemoryVaultBackend())
    assert v.placeholder_for(ODD, "USERNAME") == "[USERNAME_1]"
    return RestoreScope(v, frozenset({"[USERNAME_1]"}))


JSON_ANSWER = json.dumps({"user": "[USERNAME_1]", "home": "C:\\Users\\[USERNAME_1]\\x", "list": ["~[USERNAME_1]/"]})
JSON_WANT = {"user": ODD, "home": f"C:\\Users\\{ODD}\\x", "list": [f"~{ODD}/"]}


def test_a_json_document_answer_stays_valid_json_with_the_values_inside_its_strings():
    sc = odd_scope()
    msg = restore_message({"role": "assistant", "content": JSON_ANSWER}, sc)
    assert json.loads(msg["content"]) == JSON_WANT
    parts = restore_message({"role": "assistant", "content": [{"type": "text", "text": JSON_ANSWER}]}, sc)
    assert json.loads(parts["content"][0]["text"]) == JSON_WANT
    prose = restore_message({"role": "assistant", "content": "user [USERNAME_1]."}, sc)
    assert prose["content"] == f"user {ODD}."  # prose gets the value as it is
    for cut in range(1, len(JSON_ANSWER)):  # a JSON-mode stream, every split
        r = StreamRestorer(sc, json_content=True)
        got = [r.feed(delta_chunk({"content": p})) for p in pieces_of(JSON_ANSWER, (cut,))] + r.flush()
        assert json.loads("".join(c["choices"][0]["delta"].get("content") or "" for c in got)) == JSON_WANT, cut


class LoginDetector:
    """Finds DOMAIN\\user logins (the gate masks them as USERNAME)."""

    def __init__(self, cfg: Any = None) -> None:
        self.cfg = cfg

    def scan_text(self, text: str, kind: Any = None) -> list[Span]:
        i = text.find(ODD)
        return [] if i < 0 else [Span("USERNAME", i, i + len(ODD), 0.9, ODD)]

    def scan_request(self, body: dict[str, Any]) -> list[Any]:
        return [FieldSpan(p, s) for p, t in text_fields(body) for s in self.scan_text(t)]

    @staticmethod
    def text_fields(body: dict[str, Any]) -> list[Any]:
        return text_fields(body)

    def unscannable_parts(self, body: dict[str, Any]) -> list[Any]:
        return unscannable_parts(body)


def test_json_mode_answers_over_real_http_stay_valid_json_streamed_or_not(proxy_env):
    env = proxy_env(
        None,
        [{"content": JSON_ANSWER}],
        detector=LoginDetector,
        policy={"name": "cloud-only"},
        privacy={"egress": "mask"},
    )
    for stream in (False, True):
        r = requests.post(
            env.url + "/chat/completions",
            json={
                "model": "m",
                "stream": stream,
                "response_format": {"type": "json_object"},
                "messages": [{"role": "user", "content": f"my login is {ODD}; answer in JSON"}],
            },
            headers={"x-edgeward-session": f"json-{stream}"},
            stream=stream,
            timeout=60,
        )
        assert r.status_code == 200, r.text[:300]
        if stream:
            text = "".join(
                (c["choices"][0]["delta"].get("content") or "")
                for ln in r.iter_lines()
                if ln.startswith(b"data: {") and (c := json.loads(ln[6:])).get("choices")
            )
        else:
            text = r.json()["choices"][0]["message"]["content"]
        assert json.loads(text) == JSON_WANT, (stream, text)
    assert ODD not in json.dumps(env.cloud.chat_bodies())  # it was masked on the way out
