"""Incremental masking (issue 12, gate cost): a text masked before newer vault entries existed is
brought up to date from its cached result — kept, or updated in place where the newer values
occur apart from what it replaced (`SessionVault._spliced`) — and that must give exactly what a
vault that has always known every entry gives when it masks the text from scratch."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from edgeward.detectors.spans import Span
from edgeward.proxy.privacy.vault import InMemoryVaultBackend, SessionVault, _found_in, mask_json_text

# people sharing a surname (an ambiguous part), a given name that is common, numbers whose
# digits recur in other spellings, an e-mail, a value inside another one, a placeholder-looking
# value; invented, none of them a real person
VALUES = [
    ("Orsolya Brenninkmeyer", "PERSON"),
    ("Tadeusz Brenninkmeyer", "PERSON"),
    ("Maria Quellenhof", "PERSON"),
    ("Quellenhof", "PERSON"),
    ("orsolya.b@lakeside.example", "EMAIL_ADDRESS"),
    ("415-555-0132", "PHONE_NUMBER"),
    ("7731 0045 9912", "BANK_ACCOUNT"),
    ("Lakeside", "ORGANIZATION"),
    ("[PERSON_9]", "PERSON"),
    ("Brenninkmeyer and Maria", "PERSON"),  # overlaps "Maria Quellenhof" in "… Brenninkmeyer and Maria Quellenhof"
]
FRAGMENTS = [
    "Orsolya Brenninkmeyer",
    "ORSOLYA BRENNINKMEYER",
    "orsolya-brenninkmeyer",
    "Orsolya\nBrenninkmeyer",
    "Brenninkmeyer",
    "Tadeusz",
    "Tadeusz Brenninkmeyer",
    "xBrenninkmeyer",  # a surname glued to a word: no name part there, a detector span still
    "Maria",
    "Maria Quellenhof",
    "Quellenhof",
    "orsolya.b@lakeside.example",
    "Lakeside",
    "lakeside",
    "(415) 555 0132",
    "4155550132",
    "+1 415 555 0132",
    "7731 0045 9912",
    "773100459912",
    "2024-04-01",
    "[PERSON_1]",
    "[PERSON_9]",
    "[EMAIL_ADDRESS_1]",
    " ",
    ", ",
    "\n",
    "-",
    ".",
    "x",
    "said",
    "and",
    "_",
    '"',
]
_SEPARATORS = [" ", ", ", "\n", " and "]
# values and their spellings, mostly with a separator between them (where they can match)
TEXT = st.lists(st.tuples(st.sampled_from(FRAGMENTS), st.sampled_from(_SEPARATORS)).map("".join), max_size=8).map(
    "".join
)


def spans_for(text: str, values: list[str]) -> list[Span]:
    """A detector span over the first occurrence of each of `values` in `text`."""
    out = []
    for v in values:
        i = text.find(v)
        if i >= 0:
            out.append(Span("PERSON", i, i + len(v), 0.85, v))
    return out


def fresh_vault(vault: SessionVault) -> tuple[SessionVault, InMemoryVaultBackend]:
    backend = InMemoryVaultBackend()
    for e in vault.entries:
        backend.add("f", e)
    return SessionVault("f", backend), backend


def settle(vault: SessionVault, texts: list[str], spans: list[list[Span]], batch: bool) -> list[str]:
    """Mask `texts` until masking them creates no entry (a value first found in a later text is
    masked in the earlier ones too), one by one or as one batch (`mask_texts`)."""
    out: list[str] = []
    for _ in range(8):
        v0 = vault.version
        if batch:
            out = vault.mask_texts(list(zip(texts, spans)))
        else:
            out = [vault.mask_text(t, sp) for t, sp in zip(texts, spans)]
        if vault.version == v0:
            return out
    raise AssertionError("masking did not settle")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(TEXT, min_size=1, max_size=4),
    st.lists(st.lists(st.sampled_from(range(len(VALUES))), min_size=1, max_size=2), min_size=2, max_size=5),
    st.lists(
        st.sampled_from(["Tadeusz Brenninkmeyer", "Maria Quellenhof", "Lakeside", "x", "Brenninkmeyer"]), max_size=2
    ),
    st.booleans(),
)
# a new entry created while masking a text meets a name part masked earlier in that same text:
# it makes the part ambiguous (a second person of that surname), or outranks it (a full value
# equal to the part, detected where the part itself does not match)
@example(["Orsolya Brenninkmeyer Tadeusz Brenninkmeyer "], [[9], [0]], ["Tadeusz Brenninkmeyer"], False)
@example(["Orsolya Brenninkmeyer Tadeusz Brenninkmeyer "], [[9], [0]], ["Tadeusz Brenninkmeyer"], True)
@example(["Brenninkmeyer said xBrenninkmeyer "], [[0], [2]], ["Brenninkmeyer"], False)
@example(["Brenninkmeyer said xBrenninkmeyer "], [[0], [2]], ["Brenninkmeyer"], True)
def test_a_text_masked_before_newer_entries_equals_a_fresh_masking(
    texts: list[str], rounds: list[list[int]], detected: list[str], batch: bool
) -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    spans = [spans_for(t, detected) for t in texts]
    for new in rounds:
        for i in new:
            vault.placeholder_for(*VALUES[i])
        got = settle(vault, texts, spans, batch)
        fresh, backend = fresh_vault(vault)
        want = [fresh.mask_text(t, sp) for t, sp in zip(texts, spans)]
        assert got == want
        assert len(backend.load("f")) == len(vault)  # the fresh vault needed no entry of its own


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(TEXT, min_size=1, max_size=4),
    st.lists(st.lists(st.sampled_from(range(len(VALUES))), max_size=3), min_size=1, max_size=4),
)
def test_a_json_text_masked_before_newer_entries_equals_a_fresh_masking(
    texts: list[str], rounds: list[list[int]]
) -> None:
    import json

    raw = json.dumps([{"note": t, "n": i} for i, t in enumerate(texts)], ensure_ascii=False)
    vault = SessionVault("s", InMemoryVaultBackend())
    for new in rounds:
        for i in new:
            vault.placeholder_for(*VALUES[i])
        for _ in range(8):
            v0 = vault.version
            got = mask_json_text(raw, vault)
            got = got if got is not None else vault.mask_text(raw)
            if vault.version == v0:
                break
        fresh, _ = fresh_vault(vault)
        want = mask_json_text(raw, fresh)
        assert got == (want if want is not None else fresh.mask_text(raw))


def test_a_new_value_apart_from_what_was_masked_is_spliced_in_and_one_next_to_it_is_not() -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    p1 = vault.placeholder_for("Orsolya Brenninkmeyer", "PERSON")
    text = "Orsolya Brenninkmeyer met Maria Quellenhof; call 4155550132. Quellenhof agreed."
    assert vault.mask_text(text) == f"{p1} met Maria Quellenhof; call 4155550132. Quellenhof agreed."
    p2 = vault.placeholder_for("Maria Quellenhof", "PERSON")
    p3 = vault.placeholder_for("415-555-0132", "PHONE_NUMBER")
    want = f"{p1} met {p2}; call {p3}. {p2} agreed."
    assert vault.mask_text(text) == want
    fresh, _ = fresh_vault(vault)
    assert fresh.mask_text(text) == want
    # a newer value overlapping a masked one changes that group: masked again from scratch
    vault.placeholder_for("Brenninkmeyer met Maria", "PERSON")
    fresh, _ = fresh_vault(vault)
    assert vault.mask_text(text) == fresh.mask_text(text)


def test_a_name_part_that_became_ambiguous_gets_its_own_entry_as_from_scratch() -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    text = "Brenninkmeyer said hi; orsolya.b@lakeside.example"
    assert vault.mask_text(text) == text
    # two people of that surname at once: the lone surname is neither of them
    vault.placeholder_for("Orsolya Brenninkmeyer", "PERSON")
    vault.placeholder_for("Tadeusz Brenninkmeyer", "PERSON")
    got = vault.mask_text(text)
    fresh, _ = fresh_vault(vault)
    assert got == fresh.mask_text(text)
    part = vault.lookup("Brenninkmeyer")
    assert part is not None and got.startswith(part.placeholder)


def _mask_one(vault: SessionVault, text: str, spans: list[Span], batch: bool) -> str:
    return vault.mask_texts([(text, spans)])[0] if batch else vault.mask_text(text, spans)


@pytest.mark.parametrize("batch", [False, True])
@pytest.mark.parametrize(
    ("known", "text", "detected", "at"),
    [
        # the first surname (at `at`) is a part of the known value, then the detected person shares it
        (["Brenninkmeyer and Maria"], "Orsolya Brenninkmeyer Tadeusz Brenninkmeyer ", "Tadeusz Brenninkmeyer", 8),
        (["Orsolya Brenninkmeyer"], "BRENNINKMEYER wrote to Tadeusz Brenninkmeyer", "Tadeusz Brenninkmeyer", 0),
        (["Maria Quellenhof"], "Quellenhof, then Anna Quellenhof", "Anna Quellenhof", 0),
    ],
)
def test_a_name_part_made_ambiguous_by_an_entry_of_the_same_text_gets_its_own_entry(
    known: list[str], text: str, detected: str, at: int, batch: bool
) -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    owners = [vault.placeholder_for(v, "PERSON") for v in known]
    i = text.rindex(detected)
    spans = [Span("PERSON", i, i + len(detected), 0.85, detected)]
    got = _mask_one(vault, text, spans, batch)
    fresh, backend = fresh_vault(vault)
    assert got == fresh.mask_text(text, spans)
    assert len(backend.load("f")) == len(vault)  # the fresh vault needed no entry of its own
    part = detected.split()[-1]  # the surname both people share
    own = [e for e in vault.entries if e.value.casefold() == part.casefold()]
    assert len(own) == 1 and own[0].placeholder not in owners  # neither person: the part's own entry
    assert got[at:].startswith(own[0].placeholder)


@pytest.mark.parametrize("batch", [False, True])
@pytest.mark.parametrize(
    ("known", "text", "detected"),
    [
        (["Orsolya Brenninkmeyer"], "Brenninkmeyer wrote to xBrenninkmeyer", "Brenninkmeyer"),
        (["Maria Quellenhof"], "Quellenhof, see dataQuellenhof", "Quellenhof"),
    ],
)
def test_a_full_value_detected_in_the_same_text_outranks_an_older_name_part(
    known: list[str], text: str, detected: str, batch: bool
) -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    owner = vault.placeholder_for(known[0], "PERSON")
    i = text.rindex(detected)
    spans = [Span("PERSON", i, i + len(detected), 0.85, detected)]
    got = _mask_one(vault, text, spans, batch)
    fresh, backend = fresh_vault(vault)
    assert got == fresh.mask_text(text, spans)
    assert len(backend.load("f")) == len(vault)
    entry = vault.lookup(detected)
    assert entry is not None and entry.placeholder != owner
    assert got.startswith(entry.placeholder)  # the exact value, not the older part


def test_the_same_text_in_a_batch_is_updated_like_alone() -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    texts = ["Maria Quellenhof, 4155550132", "call (415) 555 0132", "Quellenhof and Lakeside"]
    first = vault.mask_texts([(t, ()) for t in texts])
    assert first == texts
    vault.placeholder_for("415-555-0132", "PHONE_NUMBER")
    vault.placeholder_for("Maria Quellenhof", "PERSON")
    got = vault.mask_texts([(t, ()) for t in texts])
    fresh, _ = fresh_vault(vault)
    assert got == [fresh.mask_text(t) for t in texts]
    assert got != texts


def test_newer_values_overlapping_each_other_are_merged_as_from_scratch() -> None:
    vault = SessionVault("s", InMemoryVaultBackend())
    text = "Tadeusz Brenninkmeyer and Maria Quellenhof wrote"
    assert vault.mask_text(text) == text
    vault.placeholder_for("Brenninkmeyer and Maria", "PERSON")
    vault.placeholder_for("Maria Quellenhof", "PERSON")
    got = vault.mask_text(text)
    fresh, _ = fresh_vault(vault)
    assert got == fresh.mask_text(text)
    assert got.count("[PERSON_") == 1  # one merged value


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(TEXT, min_size=1, max_size=6), st.data())
def test_matches_of_some_texts_of_a_batch_are_those_of_each_text_alone(texts: list[str], data) -> None:
    """`mask_texts` searches a later round's few texts joined alone (`_found_in`): per text,
    exactly the matches a find over that text alone gives (and so over the whole batch)."""
    vault = SessionVault("s", InMemoryVaultBackend())
    for value, t in VALUES:
        vault.placeholder_for(value, t)
    idx = sorted(data.draw(st.sets(st.sampled_from(range(len(texts))), min_size=1)))
    m = vault._matcher
    alone = {i: m.find(texts[i]) for i in idx}
    assert _found_in(m, texts, idx) == {i: ms for i, ms in alone.items() if ms}
    assert _found_in(m, texts, range(len(texts))) == {i: ms for i in range(len(texts)) if (ms := m.find(texts[i]))}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT, st.integers(0, len(VALUES)), st.sampled_from(["", "ß ", "\u200b", "ＡＢ ", "Мaria "]))
def test_may_occur_rules_out_only_texts_without_a_match(text: str, min_order: int, lead: str) -> None:
    """`KnownValueMatcher.may_occur` (the vault's check of a text not projected yet against its
    recent entries) says False only where `find` finds nothing of those entries — for every
    spelling (case, separators, digits, expanding and look-alike characters)."""
    from edgeward.detectors.known_values import KnownValueMatcher

    m = KnownValueMatcher(cache_chars=0)
    for order, (value, t) in enumerate(VALUES):
        m.add(value, f"k{order}", t, order=order)
    text = lead + text
    if m.find(text, min_order=min_order):
        assert m.may_occur(text, min_order)


def test_may_occur_finds_the_recent_values_and_rules_out_the_rest() -> None:
    from edgeward.detectors.known_values import KnownValueMatcher

    m = KnownValueMatcher(cache_chars=0)
    for order, (value, t) in enumerate(VALUES):
        m.add(value, f"k{order}", t, order=order)
    assert m.may_occur("call (415) 555 0132 today", 5)  # the phone (order 5), another spelling
    assert m.may_occur("ORSOLYA-BRENNINKMEYER", 0)
    assert not m.may_occur("call (415) 555 0132 today", 6)  # the phone is older than order 6
    assert not m.may_occur("nothing here at all", 0)
    # a masked text whose values are placeholders: only literal placeholders of newer entries count
    assert not m.may_occur("[PERSON_1] wrote to [EMAIL_ADDRESS_1]", 1)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT, st.integers(0, len(VALUES)), st.booleans())
def test_a_text_ruled_out_without_placeholders_holds_newer_values_only_in_placeholders(
    text: str, since: int, checkpoint: bool
) -> None:
    """`_known_outside_placeholders` returns early when `may_hold` rules out the text with the
    vault's placeholders blanked: then every occurrence of an entry at or after `since` in the
    text overlaps one of them (and so never counts)."""
    from edgeward.proxy.privacy.vault import PLACEHOLDER_RE, _without_placeholders

    vault = SessionVault("s", InMemoryVaultBackend())
    for i, (value, t) in enumerate(VALUES):
        if checkpoint and i == since:  # the recent-entries matcher from `since` on, as in the gate
            vault.checkpoint()
        vault.placeholder_for(value, t)
    blanked = _without_placeholders(vault, text)
    assert len(blanked) == len(text)
    phs = [m.span() for m in PLACEHOLDER_RE.finditer(text) if vault.get(m.group(0)) is not None]
    outside = [(a, b) for a, b, _ in vault.find_known(text, since) if not any(a < pe and ps < b for ps, pe in phs)]
    if outside:
        assert vault.may_hold(blanked, since)


# JSON texts updated in place literal by literal (`SessionVault._json_spliced`): values next to
# escapes (quotes, line breaks, tabs, backslashes, \u escapes), next to an older placeholder,
# repeated, a value that is a prefix of another, numbers that become known values, detector spans
JSON_VALUES = [
    *VALUES,
    ("Lakeside Dental", "ORGANIZATION"),  # "Lakeside" is a prefix of it
    ("Ørsolya Brenninkmeyer-Müller", "PERSON"),  # non-ASCII: \u escapes with ensure_ascii
    ("20240401", "ID"),  # equal to a long number token
    ("4711", "ID"),  # equal to a short number token
    ('Maria "Quellenhof"', "PERSON"),  # a value holding a quote
]
JSON_FRAGMENTS = [
    *FRAGMENTS,
    "Lakeside Dental",
    "Ørsolya Brenninkmeyer-Müller",
    "Tadeusz\tBrenninkmeyer",
    'Maria "Quellenhof"',
    "\\",
    "\\n",
    "[PERSON_1]Lakeside",
]
JSON_TEXT = st.lists(
    st.tuples(st.sampled_from(JSON_FRAGMENTS), st.sampled_from(_SEPARATORS)).map("".join), max_size=6
).map("".join)
_UNRELATED = [("Xavier Unrelatedname", "PERSON"), ("unrelated@nowhere.example", "EMAIL_ADDRESS")]


def _json_settled(vault: SessionVault, raw: str, spans: list[Span], clean_at: int | None = None) -> str:
    """`mask_json_text` (plain text when it declines) until it creates no entry, as the gate
    masks a cached string again."""
    for _ in range(8):
        v0 = vault.version
        got = mask_json_text(raw, vault, spans, clean_at=clean_at)
        got = got if got is not None else vault.mask_text(raw, spans)
        if vault.version == v0:
            return got
        clean_at = None
    raise AssertionError("masking did not settle")


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(JSON_TEXT, min_size=1, max_size=4),
    st.lists(st.lists(st.sampled_from(range(len(JSON_VALUES))), max_size=3), min_size=1, max_size=4),
    st.sampled_from(["compact", "indent", "ascii"]),
    st.lists(st.sampled_from([4711, 20240401, 7, 123456789]), max_size=2),
    st.lists(st.sampled_from(["Tadeusz Brenninkmeyer", "Maria Quellenhof", "Lakeside", "Brenninkmeyer"]), max_size=2),
    st.booleans(),
)
@example(["Lakeside Dental and Lakeside"], [[7], [10]], "compact", [], [], False)  # a prefix value first
@example(['x "Maria Quellenhof"\n'], [[2], [14]], "ascii", [], [], True)  # next to escapes
@example(["[PERSON_1]Lakeside Orsolya Brenninkmeyer"], [[0], [7]], "indent", [4711], [], False)
def test_a_json_text_updated_in_place_equals_a_fresh_masking(
    texts: list[str],
    rounds: list[list[int]],
    layout: str,
    numbers: list[int],
    detected: list[str],
    clean: bool,
) -> None:
    import json

    doc = [{"note": t, "n": i, "k": numbers} for i, t in enumerate(texts)]
    raw = json.dumps(doc, ensure_ascii=layout == "ascii", indent=2 if layout == "indent" else None)
    spans = spans_for(raw, detected)
    vault = SessionVault("s", InMemoryVaultBackend())
    got = _json_settled(vault, raw, spans)
    for new in rounds:
        clean_at = None
        if clean:  # entries that do not occur in the text, then `clean_at` past them (as the gate's screen knows)
            for value, t in _UNRELATED:
                vault.placeholder_for(value, t)
            clean_at = vault.version
        for i in new:
            vault.placeholder_for(*JSON_VALUES[i])
        got = _json_settled(vault, raw, spans, clean_at)
        fresh, backend = fresh_vault(vault)
        want = mask_json_text(raw, fresh, spans)
        assert got == (want if want is not None else fresh.mask_text(raw, spans))
        assert len(backend.load("f")) == len(vault)  # the fresh vault needed no entry of its own


def _spied(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Record whether each `_json_spliced` call updated the text in place (True) or declined."""
    calls: list[bool] = []
    real = SessionVault._json_spliced

    def spy(self: SessionVault, *a: Any, **k: Any) -> Any:
        out = real(self, *a, **k)
        calls.append(out is not None)
        return out

    monkeypatch.setattr(SessionVault, "_json_spliced", spy)
    return calls


@pytest.mark.parametrize("ascii_", [False, True])
def test_newer_values_next_to_escapes_and_older_placeholders_are_spliced_into_a_json_text(
    monkeypatch: pytest.MonkeyPatch, ascii_: bool
) -> None:
    import json

    calls = _spied(monkeypatch)
    vault = SessionVault("s", InMemoryVaultBackend())
    p1 = vault.placeholder_for("Orsolya Brenninkmeyer", "PERSON")
    notes = ['"Lakeside"\tZoë Lindqvist-Müller\n', "Orsolya Brenninkmeyer, Lakeside Dental", "Lakeside"]
    raw = json.dumps({"rows": [{"note": t, "id": 4711} for t in notes]}, ensure_ascii=ascii_)
    first = mask_json_text(raw, vault)
    assert first is not None and p1 in first and "Lakeside" in first
    p2 = vault.placeholder_for("Lakeside", "ORGANIZATION")
    p3 = vault.placeholder_for("Zoë Lindqvist-Müller", "PERSON")
    got = mask_json_text(raw, vault)
    fresh, _ = fresh_vault(vault)
    assert got == mask_json_text(raw, fresh)
    assert calls == [True]  # updated in place, not masked token by token
    assert got is not None and p2 in got and p3 in got and json.loads(got)["rows"][1]["note"].startswith(p1)
    # "Lakeside Dental" holds the older "Lakeside", which it replaced: masked again from scratch
    vault.placeholder_for("Lakeside Dental", "ORGANIZATION")
    got = mask_json_text(raw, vault)
    fresh, _ = fresh_vault(vault)
    assert got == mask_json_text(raw, fresh)
    assert calls == [True, False]


def test_a_number_that_becomes_a_known_value_or_a_nested_json_text_is_masked_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import json

    calls = _spied(monkeypatch)
    vault = SessionVault("s", InMemoryVaultBackend())
    raw = json.dumps({"id": 4711, "note": "Maria Quellenhof", "inner": json.dumps({"who": "Lakeside"})})
    assert mask_json_text(raw, vault) == raw
    vault.placeholder_for("4711", "ID")
    vault.placeholder_for("Maria Quellenhof", "PERSON")
    got = mask_json_text(raw, vault)
    fresh, _ = fresh_vault(vault)
    assert got == mask_json_text(raw, fresh)
    assert calls == [False]  # the nested JSON text: no map
    flat = json.dumps({"id": 4711, "note": "Lakeside"})
    assert mask_json_text(flat, vault) is not None
    vault.placeholder_for("Lakeside", "ORGANIZATION")
    vault.placeholder_for("4711 ", "ID")  # unrelated to the number token: the map is used
    got = mask_json_text(flat, vault)
    fresh, _ = fresh_vault(vault)
    assert got == mask_json_text(flat, fresh)
    assert calls[-1] is True


def _spied_relabel(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """Record what each `_placeholder_at` call answered."""
    calls: list[str | None] = []
    real = SessionVault._placeholder_at

    def spy(self: SessionVault, text: str, start: int, end: int) -> str | None:
        out = real(self, text, start, end)
        calls.append(out)
        return out

    monkeypatch.setattr(SessionVault, "_placeholder_at", spy)
    return calls


@pytest.mark.parametrize("json_text", [False, True])
def test_a_newer_value_spanning_a_replaced_span_exactly_relabels_it_as_from_scratch(
    monkeypatch: pytest.MonkeyPatch, json_text: bool
) -> None:
    """A surname masked as an older person's part, then a second person of that surname and
    the part's own entry (created by masking another text): the span keeps its extent and
    takes the own entry's placeholder — updated in place, as a fresh vault masks it."""
    import json

    calls = _spied_relabel(monkeypatch)
    vault = SessionVault("s", InMemoryVaultBackend())
    p1 = vault.placeholder_for("Orsolya Brenninkmeyer", "PERSON")
    text = "Brenninkmeyer wrote to Lakeside; Brenninkmeyer again"
    raw = json.dumps({"note": text, "to": ["Lakeside", "Brenninkmeyer"]})

    def mask() -> str | None:
        return mask_json_text(raw, vault) if json_text else vault.mask_text(text)

    first = mask()
    assert first is not None and first.count(p1) == (3 if json_text else 2)
    vault.placeholder_for("Tadeusz Brenninkmeyer", "PERSON")
    own = vault.mask_text("Brenninkmeyer")  # the ambiguous part gets its own entry here
    entry = vault.lookup("Brenninkmeyer")
    assert entry is not None and own == entry.placeholder
    calls.clear()  # (the lone literal "Brenninkmeyer" of the JSON text is that text: masked from scratch)
    vault.placeholder_for("Lakeside", "ORGANIZATION")
    got = mask()
    fresh, backend = fresh_vault(vault)
    want = mask_json_text(raw, fresh) if json_text else fresh.mask_text(text)
    assert got == want and got is not None
    assert len(backend.load("f")) == len(vault)
    assert p1 not in got and entry.placeholder in got
    assert calls and all(c == entry.placeholder for c in calls)  # decided in place, never from scratch


def test_a_newer_value_spanning_a_replaced_span_that_needs_an_entry_is_masked_from_scratch(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = _spied_relabel(monkeypatch)
    vault = SessionVault("s", InMemoryVaultBackend())
    vault.placeholder_for("Orsolya Brenninkmeyer", "PERSON")
    text = "Brenninkmeyer wrote"
    vault.mask_text(text)
    vault.placeholder_for("Tadeusz Brenninkmeyer", "PERSON")  # the part is ambiguous, has no entry yet
    got = vault.mask_text(text)
    assert calls == [None]
    fresh, _ = fresh_vault(vault)
    assert got == fresh.mask_text(text)
    part = vault.lookup("Brenninkmeyer")
    assert part is not None and got.startswith(part.placeholder)
