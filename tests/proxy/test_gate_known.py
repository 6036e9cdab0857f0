"""Known-value propagation through the egress gate: regressions of issue 12 with their exact
values, and the kind (many values, many variant shapes, every field a body carries), with
restoration of variant-masked values in content, tool-call arguments and streamed deltas."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from faker import Faker
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import _fold
from edgeward.detectors.spans import FieldSpan, Span
from edgeward.proxy.privacy.gate import EgressGate
from edgeward.proxy.privacy.config import PrivacyConfig
from edgeward.proxy.privacy.restore import RestoreScope, StreamRestorer, restore_message
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, VaultRegistry


def scope_of(res):
    """What the reply to the gated body may restore (as the pipeline computes it)."""
    return RestoreScope.for_egress(res.vault, res.sent_placeholders)


class LiteralDetector:
    """Reports the given literal values, as written, in every string of the request (the
    first occurrence only when `first_only`, like a NER that misses a repeat)."""

    def __init__(self, values: dict[str, str], first_only: bool = False) -> None:
        self.values, self.first_only = values, first_only

    def scan_request(self, body: dict) -> list[FieldSpan]:
        out: list[FieldSpan] = []

        def walk(o: Any, path: tuple) -> None:
            if isinstance(o, str):
                for v, t in self.values.items():
                    i = o.find(v)
                    while i >= 0:
                        out.append(FieldSpan(path, Span(t, i, i + len(v), 0.9, v)))
                        i = -1 if self.first_only else o.find(v, i + 1)
            elif isinstance(o, dict):
                for k, x in o.items():
                    if k not in ("role", "type", "id", "tool_call_id", "model"):
                        walk(x, path + (k,))
            elif isinstance(o, list):
                for i, x in enumerate(o):
                    walk(x, path + (i,))

        walk(body, ())
        return out


def make_gate(detector: Any) -> EgressGate:
    backend = InMemoryVaultBackend()
    return EgressGate(detector, backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))


def strings(o: Any) -> list[str]:
    """Every string the cloud receives, JSON strings decoded too."""
    out: list[str] = []
    if isinstance(o, str):
        out.append(o)
        if o.lstrip()[:1] in ("{", "["):
            try:
                out.extend(strings(json.loads(o)))
            except ValueError:
                pass
    elif isinstance(o, dict):
        for k, v in o.items():
            out.append(k)
            out.extend(strings(v))
    elif isinstance(o, list):
        for v in o:
            out.extend(strings(v))
    return out


_PH = re.compile(r"\[[A-Z][A-Z0-9_]*_[1-9][0-9]*\]")


def visible_folded(body: dict) -> str:
    """The folded text of what the cloud receives, placeholders cut out (`|` in their place)."""
    return "|".join(_fold(_PH.sub("|", s)) for s in strings(body))


# -- regressions (issue 12, exact values) ------------------------------------------------------
async def test_value_found_once_is_masked_at_its_repeat_in_the_same_string():
    content = 'Reply to Wendeline Ashcombe.\n{"who": "Wendeline Ashcombe"}'
    g = make_gate(LiteralDetector({"Wendeline Ashcombe": "PERSON"}, first_only=True))
    res = await g.prepare("s", {"model": "m", "messages": [{"role": "user", "content": content}]})
    assert res.body["messages"][0]["content"] == 'Reply to [PERSON_1].\n{"who": "[PERSON_1]"}'


async def test_value_found_once_is_masked_at_its_repeat_with_the_real_detector():
    from edgeward.detectors.scanner import Detector

    content = 'Reply to Wendeline Ashcombe.\n{"who": "Wendeline Ashcombe"}'
    res = await make_gate(Detector()).prepare("s", {"model": "m", "messages": [{"role": "user", "content": content}]})
    assert res.action == "mask"
    assert "Wendeline" not in json.dumps(res.body) and "Ashcombe" not in json.dumps(res.body)


async def test_value_split_across_two_text_parts_with_the_real_detector():
    from edgeward.detectors.scanner import Detector

    body = {
        "model": "m",
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "Please forward the contract to giulia.rossi-"},
                    {"type": "text", "text": "bianchi@studio.example before Friday."},
                ],
            }
        ],
    }
    res = await make_gate(Detector()).prepare("s", body)
    parts = res.body["messages"][0]["content"]
    sent = json.dumps(res.body)
    assert "rossi" not in sent and "bianchi" not in sent and "studio.example" not in sent
    assert parts[0]["text"].startswith("Please forward the contract to [EMAIL_ADDRESS_")
    assert parts[1]["text"].endswith(" before Friday.")
    # restoring a reply that quotes both pieces gives back the address
    reply = {"role": "assistant", "content": parts[0]["text"][31:] + parts[1]["text"].split(" ")[0]}
    assert restore_message(reply, scope_of(res))["content"] == "giulia.rossi-bianchi@studio.example"


async def test_other_spellings_next_to_their_placeholder_in_the_same_request():
    det = LiteralDetector({"Margaret Thornbury": "PERSON", "415-555-0132": "PHONE_NUMBER"})
    g = make_gate(det)
    first = {"role": "user", "content": "Contact: Margaret Thornbury, 415-555-0132."}
    r1 = await g.prepare("s", {"model": "m", "messages": [first]})
    assert r1.body["messages"][0]["content"] == "Contact: [PERSON_1], [PHONE_NUMBER_1]."
    later = {
        "role": "user",
        "content": "My name is [PERSON_1]. Sign as margaret thornbury. Text 4155550132 next to [PHONE_NUMBER_1].",
    }
    r2 = await g.prepare("s", {"model": "m", "messages": [first, {"role": "assistant", "content": "ok"}, later]})
    out = r2.body["messages"][2]["content"]
    assert "thornbury" not in out.lower() and "4155550132" not in out
    assert "Sign as [PERSON_1]." in out and "Text [PHONE_NUMBER_1] next to" in out


# -- the kind: many values, many variant shapes, every field -----------------------------------
_LOCALES = ["en_US", "de_DE", "fr_FR", "nl_NL", "no_NO", "it_IT", "pl_PL", "ru_RU", "el_GR"]
_FK = {loc: Faker(loc) for loc in _LOCALES}


@st.composite
def people(draw) -> list[str]:
    out = []
    for _ in range(draw(st.integers(1, 4))):
        fk = _FK[draw(st.sampled_from(_LOCALES))]
        fk.seed_instance(draw(st.integers(0, 10**6)))
        g, s = fk.first_name(), fk.last_name()
        if " " in g + s or "-" in g + s or len(s) < 3:
            continue
        out.append(f"{g} {s}")
    return list(dict.fromkeys(out)) or ["Wendeline Ashcombe"]


def _variant(value: str, how: int) -> str:
    words = value.split(" ")
    return [
        value.lower(),
        value.upper(),
        "-".join(words),
        "\n".join(words),
        ".".join(words).lower(),
        "".join(words),
        "  ".join(words).upper(),
        "_".join(words).lower(),
    ][how % 8]


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(
    people(),
    st.lists(st.integers(0, 7), min_size=4, max_size=4),
    st.lists(st.sampled_from("0123456789"), min_size=10, max_size=10).map("".join),
)
async def test_every_variant_in_every_field_is_masked_with_its_canonical_placeholder(names, hows, digits):
    phone = f"+1 ({digits[:3]}) {digits[3:6]}-{digits[6:]}"
    det = LiteralDetector({**{n: "PERSON" for n in names}, phone: "PHONE_NUMBER"})
    g = make_gate(det)
    intro = {"role": "user", "content": "Contacts: " + "; ".join(names) + f"; phone {phone}"}
    r1 = await g.prepare("s", {"model": "m", "messages": [intro]})
    vault = r1.vault
    ph = {n: vault.lookup(n).placeholder for n in names}
    v = [_variant(names[i % len(names)], h) for i, h in enumerate(hows)]
    tool_args = json.dumps({"to": v[0], "tel": digits, "cc": [v[1]]})
    body = {
        "model": "m",
        "messages": [
            intro,
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "send", "arguments": tool_args}}],
            },
            {
                "role": "tool",
                "tool_call_id": "c1",
                "content": json.dumps({"rows": [{"name": v[2], "phone": f"{digits[:3]}.{digits[3:6]}.{digits[6:]}"}]}),
            },
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": f"Sign as {v[3]}"},
                    {"type": "text", "text": f" and call {digits[:3]} {digits[3:]}"},
                ],
            },
        ],
    }
    before = copy.deepcopy(body)
    res = await g.prepare("s", body)
    assert body == before
    seen = visible_folded(res.body)
    for n in names:
        assert _fold(n) not in seen, (n, seen)
    assert digits not in seen and digits[3:] not in seen
    args = json.loads(res.body["messages"][1]["tool_calls"][0]["function"]["arguments"])
    assert args["to"] == ph[names[0]] and args["cc"] == [ph[names[1 % len(names)]]]
    # the reply quotes the placeholders: the agent gets the canonical values back
    reply = {
        "role": "assistant",
        "content": f"Done, signed {ph[names[0]]}",
        "tool_calls": [
            {
                "id": "c2",
                "type": "function",
                "function": {"name": "send", "arguments": json.dumps({"to": ph[names[0]]})},
            }
        ],
    }
    back = restore_message(reply, scope_of(res))
    assert back["content"] == f"Done, signed {names[0]}"
    assert json.loads(back["tool_calls"][0]["function"]["arguments"]) == {"to": names[0]}


async def test_variant_placeholders_restore_in_streamed_deltas():
    g = make_gate(LiteralDetector({"Margaret Thornbury": "PERSON"}))
    await g.prepare("s", {"model": "m", "messages": [{"role": "user", "content": "I am Margaret Thornbury"}]})
    res = await g.prepare("s", {"model": "m", "messages": [{"role": "user", "content": "sign as MARGARET-THORNBURY"}]})
    assert res.body["messages"][0]["content"] == "sign as [PERSON_1]"
    r = StreamRestorer(scope_of(res))
    text = ""
    for piece in ["Regards, [PER", "SON_", "1]", "!"]:
        chunk = {"choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]}
        text += r.feed(chunk)["choices"][0]["delta"]["content"]
    fin = r.feed({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
    text += fin["choices"][0]["delta"].get("content", "")
    assert text == "Regards, Margaret Thornbury!"


async def test_a_surname_shared_by_two_known_people_gets_its_own_placeholder():
    g = make_gate(LiteralDetector({"Anna Thornbury": "PERSON", "Margaret Thornbury": "PERSON"}))
    res = await g.prepare(
        "s",
        {
            "model": "m",
            "messages": [
                {
                    "role": "user",
                    "content": "Anna Thornbury and Margaret Thornbury. Ask Mrs Thornbury; ANNA THORNBURY agrees.",
                }
            ],
        },
    )
    out = res.body["messages"][0]["content"]
    assert "thornbury" not in out.lower()
    assert out.startswith("[PERSON_1] and [PERSON_2]. Ask Mrs [PERSON_3]; [PERSON_1] agrees.")
    assert res.vault.get("[PERSON_3]").value == "Thornbury"


async def test_a_unique_surname_alone_maps_to_the_full_name():
    g = make_gate(LiteralDetector({"Wendeline Ashcombe": "PERSON"}))
    res = await g.prepare(
        "s",
        {
            "model": "m",
            "messages": [
                {"role": "user", "content": "From: Wendeline Ashcombe"},
                {"role": "user", "content": "ashcombe wrote again; Wendeline says hi"},
            ],
        },
    )
    assert res.body["messages"][1]["content"] == "[PERSON_1] wrote again; [PERSON_1] says hi"


@pytest.mark.parametrize("n", [10, 1000])
async def test_many_known_values_all_masked(n):
    fk = Faker("en_US")
    fk.seed_instance(n)
    names = list(dict.fromkeys(f"{fk.first_name()} {fk.last_name()}{i}" for i in range(n)))
    g = make_gate(LiteralDetector({}))
    vault = g.vault("s")
    for nm in names:
        vault.placeholder_for(nm, "PERSON")
    text = "\n".join(nm.upper().replace(" ", "-") for nm in names[::7])
    res = await g.prepare("s", {"model": "m", "messages": [{"role": "user", "content": text}]})
    seen = visible_folded(res.body)
    assert all(_fold(nm) not in seen for nm in names[::7])


def test_json_value_detected_in_a_later_literal_is_masked_in_an_earlier_one():
    from edgeward.proxy.privacy.vault import SessionVault, mask_json_text

    raw = json.dumps({"note": "cc Wendeline Ashcombe", "owner": "Wendeline Ashcombe"})
    i = raw.rindex("Wendeline")
    v = SessionVault("s", InMemoryVaultBackend())
    out = mask_json_text(raw, v, [Span("PERSON", i, i + len("Wendeline Ashcombe"), 0.9, "Wendeline Ashcombe")])
    assert json.loads(out) == {"note": "cc [PERSON_1]", "owner": "[PERSON_1]"}
    assert mask_json_text(raw, v, [Span("PERSON", i, i + 18, 0.9, "Wendeline Ashcombe")]) == out  # cached


# -- caching is transparent: a long session masks like a fresh vault with the same entries ----
_PEOPLE = ["Wendeline Ashcombe", "Anna Garten", "Jacob Garten", "Margaret Thornbury", "Li Wei", "Zoë Brandt"]
_NUMBERS = ["415-555-0132", "+44 20 7946 0958", "110101199003077777"]
_PIECES = st.sampled_from(
    [p for p in _PEOPLE]
    + [p.upper() for p in _PEOPLE]
    + [p.lower().replace(" ", "-") for p in _PEOPLE]
    + ["Garten", "THORNBURY", "ashcombe", "4155550132", "(415) 555 0132", "020 7946 0958", "1101 0119 9003 0777 77"]
    + ["the report", "ok", "[PERSON_1]", "\n", ", ", '{"who": "', '"}', " cc "]
)


@st.composite
def session_script(draw):
    detected = {
        v: ("PERSON" if v in _PEOPLE else "PHONE_NUMBER")
        for v in draw(st.lists(st.sampled_from(_PEOPLE + _NUMBERS), min_size=1, max_size=5, unique=True))
    }
    turns = draw(st.lists(st.lists(_PIECES, min_size=1, max_size=8).map("".join), min_size=2, max_size=5))
    as_json = draw(st.lists(st.booleans(), min_size=len(turns), max_size=len(turns)))
    return detected, [json.dumps({"text": t}) if j else t for t, j in zip(turns, as_json)]


@settings(
    max_examples=int(__import__("os").environ.get("KV_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(session_script())
async def test_cached_masking_over_a_session_equals_a_fresh_vault(script):
    detected, turns = script
    backend = InMemoryVaultBackend()
    det = LiteralDetector(detected, first_only=True)
    g = EgressGate(det, backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))
    msgs: list[dict] = []
    res = None
    for t in turns:  # a growing conversation: every request resends the history
        msgs = msgs + [{"role": "user", "content": t}]
        res = await g.prepare("s", {"model": "m", "messages": msgs})
        assert res.action in ("mask", "allow")
    fresh = EgressGate(det, backend, PrivacyConfig(egress="mask"), vaults=VaultRegistry(backend))
    again = await fresh.prepare("s", {"model": "m", "messages": msgs})
    assert again.body == res.body
    # no known value left visible as a word (glued to a word, or to a value a placeholder now
    # stands for, it was part of another word: the word-boundary rule)
    sent = _PH.sub("X", json.dumps(res.body, ensure_ascii=False))
    for e in fresh.vault("s").entries:
        if len(e.value) >= 4 and e.entity_type != "PLACEHOLDER":
            assert not re.search(r"(?<!\w)" + re.escape(e.value) + r"(?!\w)", sent), e.value


def test_adjacent_text_parts_are_scanned_joined_and_spans_clipped_back():
    from edgeward.detectors.scanner import Detector

    class RegexDetector(Detector):  # the scanner's request walk, a regex instead of Presidio
        def _scan(self, text, deadline, kind=None, nlp=None):
            return [
                Span("EMAIL_ADDRESS", m.start(), m.end(), 1.0, m.group())
                for m in re.finditer(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)
            ]

    body = {
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "mail giulia.rossi-"},
                    {"type": "text", "text": "bianchi@studio"},
                    {"type": "text", "text": ".example now"},
                    {"type": "image_url", "image_url": {"url": "data:,"}},
                    {"type": "text", "text": "or ops@x.example"},
                ],
            },
            {"role": "user", "content": "and a.b@c.example"},
        ]
    }
    got = [(fs.path, fs.span.text) for fs in RegexDetector().scan_request(body)]
    assert got == [
        (("messages", 0, "content", 0, "text"), "giulia.rossi-"),
        (("messages", 0, "content", 1, "text"), "bianchi@studio"),
        (("messages", 0, "content", 2, "text"), ".example"),
        (("messages", 0, "content", 4, "text"), "ops@x.example"),  # not adjacent: on its own
        (("messages", 1, "content"), "a.b@c.example"),
    ]


async def test_other_spellings_next_to_their_placeholder_with_the_real_detector():
    from edgeward.detectors.scanner import Detector

    g = make_gate(Detector())
    first = {"role": "user", "content": "Please call Margaret Thornbury at 415-555-0132 tomorrow."}
    r1 = await g.prepare("s", {"model": "m", "messages": [first]})
    assert r1.body["messages"][0]["content"] == "Please call [PERSON_1] at [PHONE_NUMBER_1] tomorrow."
    later = {
        "role": "user",
        "content": "My name is [PERSON_1]. Sign as margaret thornbury. Text 4155550132 next to [PHONE_NUMBER_1].",
    }
    r2 = await g.prepare("s", {"model": "m", "messages": [first, {"role": "assistant", "content": "ok"}, later]})
    out = r2.body["messages"][2]["content"]
    # the variants take their value's placeholder; the literal tokens the agent typed are escaped
    assert "Sign as [PERSON_1]." in out and "Text [PHONE_NUMBER_1] next to" in out
    assert "thornbury" not in out.lower() and "4155550132" not in out


async def test_known_values_resent_with_look_alike_letters_are_masked_with_their_placeholder():
    # the detector reports the plain spelling once; the later body spells it with Cyrillic
    # look-alikes (`М`, `о`, `а`) that no pattern reads, so only the vault's folding finds it
    det = LiteralDetector({"Margaret Thornbury": "PERSON", "m.thornbury@example.org": "EMAIL_ADDRESS"})
    g = make_gate(det)
    first = {"role": "user", "content": "Contact: Margaret Thornbury <m.thornbury@example.org>."}
    r1 = await g.prepare("s", {"model": "m", "messages": [first]})
    assert r1.body["messages"][0]["content"] == "Contact: [PERSON_1] <[EMAIL_ADDRESS_1]>."
    later = {"role": "user", "content": "Sign as Маrgaret Thоrnbury, reply to m.thоrnbury@exаmple.org."}
    r2 = await g.prepare("s", {"model": "m", "messages": [first, {"role": "assistant", "content": "ok"}, later]})
    assert r2.body["messages"][2]["content"] == "Sign as [PERSON_1], reply to [EMAIL_ADDRESS_1]."
    # a wholly Cyrillic word is not a spoof of anything: `Мохер` stays
    r3 = await g.prepare(
        "s", {"model": "m", "messages": [first, {"role": "user", "content": "Пряжа Мохер для Thornbury"}]}
    )
    assert r3.body["messages"][1]["content"] == "Пряжа Мохер для [PERSON_1]"
