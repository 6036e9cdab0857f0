"""Known-value matcher (detectors/known_values.py): values and variants of every kind, across
many generated values (hypothesis + Faker locales), and what must not match."""

from __future__ import annotations

import json
import random

import phonenumbers
import pytest
from faker import Faker
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edgeward.detectors.known_values import (
    _FOLD,
    fold_chars,
    KnownValueMatcher,
    common_given_names,
    common_words,
    distinctive,
    find_value,
    name_parts,
)

LOCALES = ["en_US", "en_GB", "de_DE", "fr_FR", "nl_NL", "no_NO", "it_IT", "es_ES", "ru_RU", "el_GR", "pl_PL"]
_FAKERS = {loc: Faker(loc) for loc in LOCALES}


def _single_word(s: str) -> bool:
    return bool(s) and " " not in s and "-" not in s and "." not in s and "'" not in s


@st.composite
def person(draw) -> tuple[str, str]:
    """(given, surname) from a Faker locale, single words (compound names are tested apart)."""
    fk = _FAKERS[draw(st.sampled_from(LOCALES))]
    fk.seed_instance(draw(st.integers(0, 10**6)))
    given, sur = fk.first_name(), fk.last_name()
    if not (_single_word(given) and _single_word(sur)) or len(sur) < 2 or given.casefold() == sur.casefold():
        given, sur = "Wendeline", "Ashcombe"
    return given, sur


_SEPS = [" ", "  ", "\n", "-", ".", "_", "\u00a0", " - ", "\r\n", ""]
_CASES = [str, str.lower, str.upper, str.title]


def _render(words: list[str], seps: list[str], case) -> str:
    out = words[0]
    for w, s in zip(words[1:], seps):
        out += s + w
    return case(out)


def _one(m: KnownValueMatcher, text: str, start: int, end: int):
    hits = [k for k in m.find(text) if k.start == start and k.end == end]
    assert hits, (text, [(k.start, k.end, k.kind) for k in m.find(text)])
    return hits[0]


# -- full values: case and separator variants --------------------------------------------------
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    person(),
    st.sampled_from(_SEPS),
    st.sampled_from(_CASES),
    st.sampled_from(["", "Re: ", "Sign as ", '{"who": "']),
    st.sampled_from(["", ".", " today", '"}', ",\n"]),
)
def test_full_name_variants_match_anywhere_with_word_edges(p, sep, case, before, after):
    given, sur = p
    m = KnownValueMatcher()
    m.add(f"{given} {sur}", "[PERSON_1]", "PERSON")
    variant = _render([given, sur], [sep], case)
    text = before + variant + after
    k = _one(m, text, len(before), len(before) + len(variant))
    assert k.keys == ("[PERSON_1]",) and k.kind in ("exact", "variant")
    assert k.canonical == f"{given} {sur}"
    # never inside a longer word
    assert not [x for x in m.find("x" + variant + "y") if x.kind != "part"]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from("0123456789"), min_size=6, max_size=18).map("".join),
    st.lists(st.integers(1, 5), min_size=1, max_size=6),
    st.lists(st.integers(1, 5), min_size=1, max_size=6),
    st.sampled_from([" ", "-", ".", "/", " / ", "-\n"]),
    st.sampled_from([" ", "-", "", "."]),
)
def test_numbers_of_six_or_more_digits_match_in_any_grouping(digits, groups_a, groups_b, sep_a, sep_b):
    def group(gs: list[int], sep: str) -> str:
        out, i, k = [], 0, 0
        while i < len(digits):
            g = gs[k % len(gs)]
            out.append(digits[i : i + g])
            i, k = i + g, k + 1
        return sep.join(out)

    known, shown = group(groups_a, sep_a), group(groups_b, sep_b)
    m = KnownValueMatcher()
    m.add(known, "[ACCOUNT_1]", "US_BANK_NUMBER")
    text = f"acct: {shown}; ref"
    k = _one(m, text, 6, 6 + len(shown))
    assert k.keys == ("[ACCOUNT_1]",)
    # digits glued to more digits, or inside a word, are another number
    for other in (f"9{shown}", f"{shown}9", f"x{shown}"):
        assert not [
            x
            for x in m.find(f"acct: {other}; ref")
            if (x.start, x.end) == (6, 6 + len(other)) or x.end - x.start >= len(digits)
        ]


@pytest.mark.parametrize("region", ["US", "GB", "DE", "FR", "NL", "NO", "IN", "CN", "JP"])
def test_phone_numbers_match_across_national_and_international_forms(region):
    num = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    fmts = [
        phonenumbers.format_number(num, f)
        for f in (
            phonenumbers.PhoneNumberFormat.INTERNATIONAL,
            phonenumbers.PhoneNumberFormat.NATIONAL,
            phonenumbers.PhoneNumberFormat.E164,
        )
    ]
    for known in fmts:
        m = KnownValueMatcher()
        m.add(known, "[PHONE_NUMBER_1]", "PHONE_NUMBER")
        for shown in fmts:
            text = f"call {shown} now"
            hits = [k for k in m.find(text) if k.keys == ("[PHONE_NUMBER_1]",)]
            covered = max((k.end - k.start for k in hits), default=0)
            # every digit is covered (a leading `+` or `(` may stay outside)
            assert covered >= len(shown.lstrip("+(")), (region, known, shown)


# -- name parts -------------------------------------------------------------------------------
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(person(), st.sampled_from(_CASES))
def test_surname_alone_matches_and_given_name_only_when_distinctive(p, case):
    given, sur = p
    m = KnownValueMatcher()
    m.add(f"{given} {sur}", "[PERSON_1]", "PERSON")
    shown = case(sur)  # `ß`.upper() is `SS`: lengths may differ
    text = f"Dear {shown}, thanks"
    hits = [k for k in m.find(text) if (k.start, k.end) == (5, 5 + len(shown))]
    cased = not distinctive(sur)
    if not cased or shown in (sur, sur.upper()):
        assert hits and hits[0].kind == "part" and hits[0].keys == ("[PERSON_1]",)
    else:  # a short or common-word surname matches only as written or in capitals
        assert not hits
    g_hits = [k for k in m.find(f"Hi {given}!") if (k.start, k.end) == (3, 3 + len(given))]
    assert bool(g_hits) == distinctive(given)


def test_name_parts_rule():
    # `Margaret` names many people (a common given name): not a part on its own
    assert dict(name_parts("Margaret Thornbury")) == {"Thornbury": False}
    assert dict(name_parts("Thornbury, Wendeline")) == {"Thornbury": False, "Wendeline": False}
    assert dict(name_parts("Wendeline Ashcombe")) == {"Ashcombe": False, "Wendeline": False}
    assert dict(name_parts("Dr. Will Young Jr.")) == {"Young": True}  # common words: cased surname, no given
    assert dict(name_parts("Li Wei")) == {"Wei": True}  # short: cased only
    # a particle word is the surname when nothing follows it (found by the property test above)
    assert dict(name_parts("Jeffery Le")) == {"Le": True} == dict(name_parts("Le, Jeffery"))
    parts = dict(name_parts("Giulia Rossi-Bianchi"))
    assert {"Rossi-Bianchi", "Rossi", "Bianchi"} <= set(parts) and "Giulia" not in parts
    assert "van" not in dict(name_parts("Ludwig van Beethoven"))
    assert name_parts("张伟") == [] and name_parts("Cher") == [] and name_parts("R2 D2") == []
    assert "will" in common_words() and not distinctive("Will") and distinctive("Wendeline")
    assert "marie" in common_given_names() and not distinctive("Marie")


def test_shared_surname_is_reported_with_both_keys():
    m = KnownValueMatcher()
    m.add("Anna Thornbury", "[PERSON_1]", "PERSON")
    m.add("Margaret Thornbury", "[PERSON_2]", "PERSON")
    (k,) = [k for k in m.find("Mrs THORNBURY said") if k.kind == "part"]
    assert k.keys == ("[PERSON_1]", "[PERSON_2]") and k.canonical == "Thornbury"


def test_full_value_beats_part_and_exact_spelling_wins_among_values():
    m = KnownValueMatcher()
    m.add("Margaret Thornbury", "[PERSON_1]", "PERSON")
    m.add("Thornbury", "[PERSON_2]", "PERSON")
    (k,) = [k for k in m.find("see thornbury") if k.start == 4]
    assert k.keys == ("[PERSON_2]",) and k.kind == "variant"
    m.add("THORNBURY", "[PERSON_3]", "PERSON")
    (k,) = [k for k in m.find("see THORNBURY") if k.start == 4]
    assert k.keys[0] == "[PERSON_3]" and k.kind == "exact"


# -- what must not match ----------------------------------------------------------------------
def test_separators_only_where_the_value_has_a_word_boundary():
    m = KnownValueMatcher()
    m.add("Rossi", "[PERSON_1]", "PERSON")
    m.add("McDonald", "[PERSON_2]", "PERSON")
    assert m.find("Ross. I think") == [] and m.find("Ro ssi") == []
    assert [k.keys for k in m.find("Mc Donald and MC-DONALD")] == [("[PERSON_2]",)] * 2
    assert m.find("grossi and Rossini") == []


def test_short_values_match_only_as_written_or_in_capitals():
    m = KnownValueMatcher()
    m.add("Li", "[PERSON_1]", "PERSON")
    text = "<li>a</li> Li and LI and li"
    assert [text[k.start : k.end] for k in m.find(text)] == ["Li", "LI"]


def test_cjk_values_match_without_word_boundaries():
    m = KnownValueMatcher()
    m.add("张伟", "[PERSON_1]", "PERSON")
    m.add("13812345678", "[PHONE_NUMBER_1]", "PHONE_NUMBER")
    text = "客户张伟的电话是138-1234-5678。"
    assert {text[k.start : k.end] for k in m.find(text)} == {"张伟", "138-1234-5678"}


def test_unicode_digits_and_full_width_forms_fold():
    m = KnownValueMatcher()
    m.add("415-555-0132", "[PHONE_NUMBER_1]", "PHONE_NUMBER")
    m.add("Zoë Brandt", "[PERSON_1]", "PERSON")
    text = "tel ４１５５５５０１３２ / ZOË BRANDT"
    assert {k.keys[0] for k in m.find(text) if k.kind != "part"} == {"[PHONE_NUMBER_1]", "[PERSON_1]"}


# -- retro-exposure helper (issue 13) ---------------------------------------------------------
def test_find_value_in_a_stored_json_body_through_escapes():
    body = json.dumps({"messages": [{"role": "user", "content": "Ask José García-López\nor JOSE"}]})
    assert "\\u00e9" in body
    hits = find_value(body, "José García-López", "PERSON", json_escapes=True)
    assert [json.loads('"' + body[h.start : h.end] + '"') for h in hits if h.kind != "part"] == ["José García-López"]
    assert find_value(body, "José García-López", "PERSON") == [] or all(
        h.kind == "part" for h in find_value(body, "José García-López", "PERSON")
    )
    assert find_value("no match here", "José García-López") == []


# -- many values at once ----------------------------------------------------------------------
def test_thousands_of_values_each_found_by_its_key():
    rnd = random.Random(7)
    fk = Faker("en_US")
    fk.seed_instance(7)
    m = KnownValueMatcher()
    values = {}
    for i in range(3000):
        v = f"{fk.first_name()} {fk.last_name()}" if i % 2 else str(rnd.randrange(10**9, 10**12))
        if v not in values:
            values[v] = f"[V_{i + 1}]"
            m.add(v, values[v], "PERSON" if i % 2 else "ACCOUNT")
    sample = rnd.sample(sorted(values), 200)
    text = " | ".join(s.upper() for s in sample)
    found = {}
    for k in m.find(text):
        if k.kind in ("exact", "variant", "digits"):
            found[text[k.start : k.end]] = k.keys
    for s in sample:
        assert values[s] in found[s.upper()], s


# -- look-alike letters (TR39 confusables) ----------------------------------------------------
#: Latin letters and a Cyrillic look-alike of each (what a spoofed re-send swaps in)
_CYR = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "A": "А", "B": "В", "C": "С"}
_CYR |= {"E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х"}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(LOCALES[:8]), st.integers(0, 10**6), st.integers(1, 2), st.sampled_from(["", "Re: ", "cc "]))
def test_values_resent_with_look_alike_letters_match_at_their_raw_offsets(loc, seed, n, before):
    fk = _FAKERS[loc]
    fk.seed_instance(seed)
    value = f"{fk.first_name()} {fk.last_name()}"
    spots = [i for i, ch in enumerate(value) if ch in _CYR]
    if len(spots) < n or len(value.replace(" ", "")) < 2 * n + 3:
        return  # too few swappable letters to keep the word's own script the majority
    chars = list(value)
    for i in spots[:: max(1, len(spots) // n)][:n]:
        chars[i] = _CYR[chars[i]]
    spoofed = "".join(chars)
    m = KnownValueMatcher()
    m.add(value, "[PERSON_1]", "PERSON")
    text = f"{before}{spoofed}, thanks"
    full = [k for k in m.find(text) if k.kind != "part"]
    assert [(k.start, k.end, k.keys) for k in full] == [(len(before), len(before) + len(spoofed), ("[PERSON_1]",))]


def test_look_alike_email_and_number_free_text_fold_one_for_one():
    m = KnownValueMatcher()
    m.add("oskar.peterbaum@example.com", "[EMAIL_ADDRESS_1]", "EMAIL_ADDRESS")
    text = "send to оskar.pеterbaum@exаmple.com now"  # Cyrillic о, е, а
    hits = m.find(text)
    assert [(text[k.start : k.end], k.keys) for k in hits] == [("оskar.pеterbaum@exаmple.com", ("[EMAIL_ADDRESS_1]",))]


def test_words_wholly_in_another_script_are_not_folded_to_a_latin_value():
    # `Мохер` (Cyrillic, a real word) looks like the Latin `Mopex` letter for letter; only a
    # word mixing the scripts is a spoof
    m = KnownValueMatcher()
    m.add("Mopex", "[ORG_1]", "ORG")
    assert m.find("Пряжа Мохер, 3 мотка") == []
    assert [k.keys for k in m.find("order Mоpex today")] == [("[ORG_1]",)]
    # a mixed word with a letter that has no look-alike (`Иван.Mopex`) is left as written
    assert m.find("Иван.Мopex") == []


# `fold_chars` must equal the dict `str.translate` it replaces, character for character, on
# every kind of text: ASCII, accented Latin, mapped characters (full-width, other scripts'
# digits, mathematical letters), and characters whose casefold expands (ß, ﬁ).
_FOLD_SAMPLE = sorted(_FOLD)[::7] + [0xFF21, 0xFF41, 0x0663, 0x1D411, 0x2460]
_ALPHABET = st.sampled_from([chr(c) for c in _FOLD_SAMPLE] + list("aZ09 -._@é ßüÅñ\u00a0\u200bПривет日本ﬁ"))


@given(st.lists(_ALPHABET, max_size=60).map("".join))
@settings(max_examples=400, deadline=None)
def test_fold_chars_equals_the_translate_table(text):
    assert fold_chars(text) == text.translate(_FOLD)
    assert fold_chars(text.casefold()) == text.casefold().translate(_FOLD)


def test_fold_chars_maps_what_the_table_maps_and_leaves_the_rest():
    assert fold_chars("ＡＢ１２ ٣ 𝐑") == "ab12 3 r"
    text = "Jürgen Müller, Straße 5"  # accented letters are not in the table: the same string
    assert fold_chars(text) is text
    ascii_text = "plain ascii 123"
    assert fold_chars(ascii_text) is ascii_text
