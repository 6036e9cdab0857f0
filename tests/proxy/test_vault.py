"""SessionVault, mask_json_text and PrivacyConfig (pure, no detector)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import is_word_char
from edgeward.detectors.spans import Span
from edgeward.proxy.privacy.config import PrivacyConfig, is_secret_type, normalize_entity_type, parse_duration
from edgeward.proxy.privacy.restore import RestoreScope, restore_json_text
from edgeward.proxy.privacy.vault import (
    PLACEHOLDER_RE,
    InMemoryVaultBackend,
    SessionVault,
    VaultEntry,
    mask_json_text,
)


def span(text: str, value: str, etype: str = "PERSON", nth: int = 0, score: float = 0.9) -> Span:
    i = -1
    for _ in range(nth + 1):
        i = text.index(value, i + 1)
    return Span(etype, i, i + len(value), score, value)


def exact_vault(**kw) -> tuple[SessionVault, InMemoryVaultBackend]:
    """A vault matching known values only as written: `restore(mask(x)) == x` for every x."""
    return new_vault(variants=False, **kw)


def new_vault(**kw) -> tuple[SessionVault, InMemoryVaultBackend]:
    b = InMemoryVaultBackend()
    return SessionVault("s1", b, **kw), b


# -- placeholders ------------------------------------------------------------------------------
def test_same_value_same_token_and_per_type_numbering():
    v, _ = new_vault()
    assert v.placeholder_for("Alice", "PERSON") == "[PERSON_1]"
    assert v.placeholder_for("bob@x.io", "email_address") == "[EMAIL_ADDRESS_1]"
    assert v.placeholder_for("Bob", "PERSON") == "[PERSON_2]"
    assert v.placeholder_for("Alice", "PERSON") == "[PERSON_1]"
    assert v.placeholder_for("Alice", "LOCATION") == "[PERSON_1]"  # a value keeps its token
    assert v.placeholder_for("carol@x.io", "EMAIL_ADDRESS") == "[EMAIL_ADDRESS_2]"
    assert v.placeholder_for("sk-abcdef", "API_KEY") == "[API_KEY_1]"
    phs = [e.placeholder for e in v.entries]
    assert len(phs) == len(set(phs)) == 5
    assert len({e.value for e in v.entries}) == 5


def test_numbering_survives_restart_and_never_restarts():
    v, b = new_vault()
    t1 = v.mask_text("Alice met Bob", [span("Alice met Bob", "Alice"), span("Alice met Bob", "Bob")])
    assert t1 == "[PERSON_1] met [PERSON_2]"
    v2 = SessionVault("s1", b)  # a restart: same backend, fresh object
    assert v2.apply_known("Bob and Alice") == "[PERSON_2] and [PERSON_1]"
    assert v2.placeholder_for("Carol", "PERSON") == "[PERSON_3]"
    assert SessionVault("s1", b).placeholder_for("Dave", "PERSON") == "[PERSON_4]"
    # other sessions are independent
    assert SessionVault("s2", b).placeholder_for("Carol", "PERSON") == "[PERSON_1]"


def test_entity_type_normalisation():
    assert normalize_entity_type("email_address") == "EMAIL_ADDRESS"
    assert normalize_entity_type("Api-Key") == "API_KEY"
    assert normalize_entity_type(" zh phone ") == "ZH_PHONE"
    assert normalize_entity_type("") == "PII"
    assert normalize_entity_type("3ds") == "T_3DS"
    assert PLACEHOLDER_RE.fullmatch(f"[{normalize_entity_type('üñí')}_1]")


def test_secrets_are_not_reversible_by_default():
    v, _ = new_vault()
    t = "token sk-proj-AAAA and Alice"
    m = v.mask_text(t, [span(t, "sk-proj-AAAA", "API_KEY"), span(t, "Alice")])
    assert m == "token [API_KEY_1] and [PERSON_1]"
    assert v.restore_text(m) == "token [API_KEY_1] and Alice"
    assert not v.get("[API_KEY_1]").reversible
    cfg = PrivacyConfig(reversible_secrets=True)
    v2, _ = new_vault(reversible=cfg.reversible)
    m2 = v2.mask_text(t, [span(t, "sk-proj-AAAA", "API_KEY")])
    assert v2.restore_text(m2) == t
    for t_ in ("API_KEY", "SECRET", "PRIVATE_KEY", "PASSWORD", "aws_secret_access_key", "JWT"):
        assert is_secret_type(t_)
    for t_ in ("PERSON", "EMAIL_ADDRESS", "CREDIT_CARD", "US_SSN", "DENY_LIST", "MONKEY_BUSINESS"):
        assert not is_secret_type(t_)


def test_backend_failure_creates_no_entry():
    class Broken(InMemoryVaultBackend):
        def add(self, session, entry):
            raise OSError("disk full")

    v = SessionVault("s", Broken())
    with pytest.raises(OSError):
        v.mask_text("Alice", [Span("PERSON", 0, 5, 0.9, "Alice")])
    assert len(v) == 0 and v.apply_known("Alice") == "Alice"


def test_in_memory_backend_rejects_conflicting_placeholder():
    b = InMemoryVaultBackend()
    b.add("s", VaultEntry("[PERSON_1]", "Alice", "PERSON", True))
    b.add("s", VaultEntry("[PERSON_1]", "Alice", "PERSON", True))  # idempotent
    with pytest.raises(ValueError):
        b.add("s", VaultEntry("[PERSON_1]", "Bob", "PERSON", True))
    assert len(b.load("s")) == 1


def test_store_backend_roundtrip(tmp_path):
    store_mod = pytest.importorskip("edgeward.proxy.store")
    from edgeward.proxy.privacy.vault import StoreVaultBackend

    store = store_mod.Store(tmp_path / "e.db")
    try:
        v = SessionVault("sess", StoreVaultBackend(store))
        assert v.mask_text("Alice", [Span("PERSON", 0, 5, 0.9, "Alice")]) == "[PERSON_1]"
        v.placeholder_for("sk-XYZ", "API_KEY")
        v2 = SessionVault("sess", StoreVaultBackend(store))
        assert [(e.placeholder, e.value, e.reversible) for e in v2.entries] == [
            ("[PERSON_1]", "Alice", True),
            ("[API_KEY_1]", "sk-XYZ", False),
        ]
        assert v2.placeholder_for("Bob", "PERSON") == "[PERSON_2]"
    finally:
        store.close()


# -- masking -----------------------------------------------------------------------------------
def test_overlapping_spans_are_merged_into_one_value():
    v, _ = new_vault()
    t = "write to Alice Smith@corp.example now"
    spans = [Span("PERSON", 9, 20, 0.85, "Alice Smith"), Span("EMAIL_ADDRESS", 15, 33, 1.0, "Smith@corp.example")]
    m = v.mask_text(t, spans)
    assert m == "write to [EMAIL_ADDRESS_1] now"  # merged, typed after the longest member
    assert len(v) == 1
    assert v.restore_text(m) == t
    assert "Smith" not in m and "corp" not in m


def test_substring_values_longest_wins():
    v, _ = new_vault()
    v.placeholder_for("Alice", "PERSON")
    v.placeholder_for("Alice Smith", "PERSON")
    m = v.apply_known("Alice Smith and Alice; AliceSmith; Alicesmith")
    # `AliceSmith` is a variant of `Alice Smith` (a separator dropped); `Alice` never matches
    # inside a word
    assert m == "[PERSON_2] and [PERSON_1]; [PERSON_2]; [PERSON_2]"
    assert exact_vault()[0].apply_known("AliceSmith") == "AliceSmith"
    # a variant restores to its canonical value
    assert v.restore_text(m) == "Alice Smith and Alice; Alice Smith; Alice Smith"


def test_ascii_word_boundaries_but_cjk_anywhere():
    v, _ = new_vault()
    v.placeholder_for("Al", "PERSON")
    v.placeholder_for("张伟", "PERSON")
    assert v.apply_known("Also Al, al, Al.") == "Also [PERSON_1], al, [PERSON_1]."
    assert v.apply_known("我是张伟的朋友") == "我是[PERSON_2]的朋友"
    assert v.apply_known("user_Al") == "user_[PERSON_1]"  # `_` is not a word character here


def test_value_containing_placeholder_text_and_placeholder_substrings():
    v, _ = new_vault()
    weird = "[PERSON_1] Jr"
    t = f"name: {weird}; code PERSON; n 1"
    m = v.mask_text(t, [Span("PERSON", 6, 6 + len(weird), 0.9, weird)])
    # the literal "[PERSON_1]" reserved number 1, so the value gets a fresh one
    assert m == "name: [PERSON_2]; code PERSON; n 1"
    # values that are substrings of placeholders never corrupt inserted placeholders
    v.placeholder_for("PERSON", "ORG")
    m2 = v.apply_known(t)
    assert m2 == "name: [PERSON_2]; code [ORG_1]; n 1"
    assert v.restore_text(m2) == t


def test_literal_placeholder_colliding_with_a_real_one_is_escaped():
    v, _ = new_vault()
    v.placeholder_for("Alice", "PERSON")  # [PERSON_1]
    t = "The log says [PERSON_1] (literally), and Alice wrote it."
    m = v.apply_known(t)
    assert m.count("[PERSON_1]") == 1  # only Alice's own placeholder
    assert "[PLACEHOLDER_1]" in m
    assert v.restore_text(m) == t
    # non-reversible placeholders echoed back by the agent are not escaped (same meaning)
    v.placeholder_for("sk-1234567", "API_KEY")
    assert v.apply_known("use [API_KEY_1]") == "use [API_KEY_1]"


def test_unlocated_span_is_masked_by_value():
    v, _ = new_vault()
    m = v.mask_text("call Bob now", [Span("PERSON", 50, 53, 0.9, "Bob")])
    assert m == "call [PERSON_1] now"
    m = v.mask_text("call Carol", [Span("PERSON", 0, 4, 0.9, "Carol")])  # text mismatch
    assert m == "call [PERSON_2]"


def test_one_char_values_only_at_detected_offsets():
    v, _ = new_vault()
    assert v.mask_text("X a b", [Span("PERSON", 0, 1, 0.9, "X")]) == "[PERSON_1] a b"
    assert v.apply_known("X marks") == "X marks"


def test_apply_known_cache_invalidated_by_new_values():
    v, _ = new_vault()
    t = "Alice and Bob"
    assert v.apply_known(t) == t
    v.placeholder_for("Bob", "PERSON")
    assert v.apply_known(t) == "Alice and [PERSON_1]"
    v.placeholder_for("Carol", "PERSON")  # not in t: the cached result stays valid
    assert v.cache_get(t, t) == "Alice and [PERSON_1]"
    v.placeholder_for("Alice", "PERSON")
    assert v.cache_get(t, t) is None
    assert v.apply_known(t) == "[PERSON_3] and [PERSON_1]"
    # a new reversible placeholder that appears literally in a cached text invalidates it too
    t2 = "log: [EMAIL_ADDRESS_1]"
    assert v.apply_known(t2) == t2  # unknown literal: reserved, left alone
    v.placeholder_for("x@y.z", "EMAIL_ADDRESS")  # gets [EMAIL_ADDRESS_2] in this vault
    assert v.apply_known(t2) == t2
    v2, _ = new_vault()
    assert v2.apply_known(t2) == t2
    v2._counters.clear()  # simulate a vault that never saw t2 (e.g. after a restart)
    assert v2.placeholder_for("x@y.z", "EMAIL_ADDRESS") == "[EMAIL_ADDRESS_1]"
    assert v2.apply_known(t2) == "log: [PLACEHOLDER_1]"
    assert v2.restore_text(v2.apply_known(t2)) == t2


# -- JSON text ---------------------------------------------------------------------------------
def test_mask_json_keeps_json_valid_and_decodes_escapes():
    v, _ = new_vault()
    obj = {"to": 'O"Brien \\ Ann', "cc": ["张伟", 13922883366], "note": "line1\nAlice"}
    raw = json.dumps(obj)  # ensure_ascii: 张伟 -> \\u5f20\\u4f1f
    i = raw.index("\\u5f20")
    spans = [
        Span(
            "PERSON",
            raw.index('O\\"Brien'),
            raw.index('O\\"Brien') + len('O\\"Brien \\\\ Ann'),
            0.9,
            'O\\"Brien \\\\ Ann',
        ),
        Span("PERSON", i, i + 12, 0.9, raw[i : i + 12]),
        Span("PHONE_NUMBER", raw.index("1392"), raw.index("1392") + 11, 0.9, "13922883366"),
    ]
    v.placeholder_for("Alice", "PERSON")
    out = mask_json_text(raw, v, spans)
    dec = json.loads(out)
    assert dec == {"to": "[PERSON_2]", "cc": ["[PERSON_3]", "[PHONE_NUMBER_1]"], "note": "line1\n[PERSON_1]"}
    assert v.lookup('O"Brien \\ Ann') and v.lookup("张伟") and v.lookup("13922883366")
    back = json.loads(restore_json_text(out, RestoreScope.for_egress(v, v.placeholders_in(out))))
    assert back == {**obj, "cc": ["张伟", "13922883366"]}  # numbers come back as strings


def test_mask_json_untouched_literals_stay_byte_identical_and_nested_json():
    v, _ = new_vault()
    v.placeholder_for("Alice", "PERSON")
    inner = json.dumps({"who": "Alice", "q": 'a"b'})
    raw = '{ "x" : "\\u00e9t\\u00e9",\n  "payload": ' + json.dumps(inner) + ', "n": 1.5e3 }'
    out = mask_json_text(raw, v)
    assert out.startswith('{ "x" : "\\u00e9t\\u00e9",\n  "payload": ')
    assert json.loads(json.loads(out)["payload"]) == {"who": "[PERSON_1]", "q": 'a"b'}
    assert json.loads(out)["n"] == 1500.0
    assert mask_json_text("not json {", v) is None
    assert mask_json_text('"a string"', v) is None
    assert mask_json_text("[1, 2]", v) == "[1, 2]"


# -- properties --------------------------------------------------------------------------------
_ALPHABET = st.sampled_from(
    list('ab Al[]_PERSON_1234"\\\n{}:,é张伟') + ["[PERSON_1]", "[PERSON_2]", "[EMAIL_1]", "Alice"]
)
_TEXT = st.lists(_ALPHABET, max_size=40).map("".join)


@st.composite
def text_and_spans(draw):
    text = draw(_TEXT)
    spans = []
    for _ in range(draw(st.integers(0, 4))):
        if len(text) < 1:
            break
        a = draw(st.integers(0, len(text) - 1))
        b = draw(st.integers(a + 1, len(text)))
        spans.append(Span(draw(st.sampled_from(["PERSON", "EMAIL", "LOCATION"])), a, b, 0.9, text[a:b]))
    return text, spans


def _no_word_edges(value: str) -> bool:
    w = is_word_char
    return len(value) >= 2 and not value.isspace() and not w(value[0]) and not w(value[-1])


def _visible(masked: str, v: SessionVault) -> str:
    """The masked text with this vault's placeholders blanked out (what is left of the input)."""
    return PLACEHOLDER_RE.sub(lambda m: "\x00" if v.get(m.group(0)) else m.group(0), masked)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(text_and_spans(), min_size=1, max_size=4))
def test_property_unmask_mask_is_identity_across_texts(items):
    v, _ = exact_vault()
    v.placeholder_for("Alice", "PERSON")  # a pre-existing entry ([PERSON_1]) to collide with
    for text, spans in items:
        masked = v.mask_text(text, spans)
        assert v.restore_text(masked) == text
        for s in spans:
            assert v.lookup(s.text) is not None or any(s.text in e.value for e in v.entries)
    for text, spans in items:  # with the final vault, no value whose edges are not
        masked = v.apply_known(text)  # ASCII letters/digits survives anywhere
        assert v.restore_text(masked) == text
        for e in v.entries:
            if _no_word_edges(e.value):
                assert e.value not in _visible(masked, v)
    # same value -> same token, two values never share one
    assert len({e.placeholder for e in v.entries}) == len(v.entries) == len({e.value for e in v.entries})


@st.composite
def any_text_and_spans(draw):
    text = draw(st.text(max_size=60))
    spans = []
    for _ in range(draw(st.integers(0, 3)) if text else 0):
        a = draw(st.integers(0, len(text) - 1))
        b = draw(st.integers(a + 1, len(text)))
        spans.append(Span("PERSON", a, b, 0.9, text[a:b]))
    return text, spans


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(any_text_and_spans(), min_size=1, max_size=3))
def test_property_unmask_mask_is_identity_for_arbitrary_unicode(items):
    v, _ = exact_vault()
    for text, spans in items:
        assert v.restore_text(v.mask_text(text, spans)) == text
    for text, _ in items:
        assert v.restore_text(v.apply_known(text)) == text


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | _TEXT,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(_TEXT, children, max_size=4),
    max_leaves=12,
)


def _strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, list):
        for x in o:
            yield from _strings(x)
    elif isinstance(o, dict):
        for k, x in o.items():
            yield k
            yield from _strings(x)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(_TEXT, _JSON, min_size=1, max_size=4), st.data(), st.booleans())
def test_property_json_mask_restore_roundtrip(obj, data, ascii_):
    v, _ = exact_vault()
    raw = json.dumps(obj, ensure_ascii=ascii_)
    strings = [s for s in _strings(obj) if len(s) >= 2 and not s.isspace()]
    for s in data.draw(st.lists(st.sampled_from(strings), max_size=3)) if strings else []:
        v.placeholder_for(s, "PERSON")
    masked = mask_json_text(raw, v)
    if masked is None:
        # only when a value with a letter/digit also matches JSON syntax outside any literal
        # (e.g. `1, "`): the gate then masks the text as plain text, privacy before syntax
        assert any(c in e.value for e in v.entries for c in '"{}[]:,')
        masked = v.mask_text(raw)
        assert v.restore_text(masked) == raw
        return
    m = json.loads(masked)  # still valid JSON
    for s in _strings(m):
        for e in v.entries:
            if _no_word_edges(e.value) and any(c.isalnum() for c in e.value):
                assert e.value not in _visible(s, v)
    assert json.loads(restore_json_text(masked, RestoreScope.for_egress(v, v.placeholders_in(masked)))) == obj


# -- config ------------------------------------------------------------------------------------
def test_parse_duration():
    assert parse_duration("30d") == 30 * 86400
    assert parse_duration("12h") == 43200
    assert parse_duration("1d12h") == 129600
    assert parse_duration("90m") == 5400
    assert parse_duration("45s") == 45
    assert parse_duration("1w") == 604800
    assert parse_duration("3600") == 3600
    for bad in ("", "d", "30x", "-1d", "0d", "1d junk"):
        with pytest.raises(ValueError):
            parse_duration(bad)


def test_privacy_config_defaults_and_validation():
    c = PrivacyConfig()
    assert c.egress == "mask" and not c.allow_unscannable and not c.reversible_secrets
    assert c.scan_timeout_s == 10 and c.retention is None and c.retention_seconds is None
    assert PrivacyConfig(retention="7d").retention_seconds == 7 * 86400
    with pytest.raises(ValueError):
        PrivacyConfig(retention="soon")
    with pytest.raises(ValueError):
        PrivacyConfig(egress="maybe")
    with pytest.raises(ValueError):
        PrivacyConfig(unknown_key=1)
    c = PrivacyConfig(egress="block", block_types=["api_key", "PERSON"], block_thresholds={"PERSON": 0.8})
    assert c.blocks("API_KEY", 0.1)
    assert not c.blocks("PERSON", 0.7) and c.blocks("person", 0.85)
    assert not c.blocks("EMAIL_ADDRESS", 1.0)
    assert PrivacyConfig(detector={"default_threshold": 0.7}).detector.default_threshold == 0.7


def test_known_placeholders_are_the_tokens_the_vault_holds() -> None:
    """`SessionVault.known_placeholders` (the gate's sent placeholders): the tokens `get` knows."""
    vault = SessionVault("s", InMemoryVaultBackend())
    a = vault.placeholder_for("Anna Quellenhof", "PERSON")
    b = vault.placeholder_for("anna@example.org", "EMAIL_ADDRESS")
    tokens = {a, b, "[PERSON_99]", "[EMAIL_ADDRESS_1x]", "text"}
    assert vault.known_placeholders(tokens) == frozenset(t for t in tokens if vault.get(t) is not None) == {a, b}
