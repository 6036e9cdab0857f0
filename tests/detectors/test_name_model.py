"""Issue 12, name model: the character n-gram name-likeness model (``name_model.py``) and its
use for full names no list knows (``recognizers/model_names.py``).

Every name here was invented for these tests (none is in Faker's lists: asserted) and every
non-name is a word or product name of the kind agent traffic carries; each rule case has a
twin of the same shape where the rule must stay silent."""

from __future__ import annotations

import numpy as np
import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.name_lists import name_lists
from edgeward.detectors.name_model import NAME_LIKE_THRESHOLD, name_model, train
from edgeward.detectors.recognizers.model_names import ModelNameRecognizer
from edgeward.detectors.recognizers.person_names import PersonNameRecognizer

INVENTED_NAMES = """Brannoc Velliquette Ottilde Vrabenz Clothaire Eufemiano Carrascedo Amalasunta Cerrotelli
Sigvalde Hølestrand Jorrijn Vlasbloem Велислава Кржановского Σκαρλατοπούλου Gülsevim Tokatlıgil Dobromil
Chrastecký Tasmyn Oakhurst Wendelgard Strubinger Ortolf Kesselbrandt Drystan Pellowe Meinou Tjepkema Leocádia
Quintanilha Rosewyn Harcastle Juvenálio Parracho Torbjørg Ulvestad Gunnleik Skjeldrup Halvard Brekkum Idunna
Fenwick Ostrander Gervaisine Gaudrillet Ilmatar Koskivaara Yarenhan Bozkurtoğlu Αριστομένη Χατζηλαζάρου
Gerlindis Wachtelhuber""".split()
# product, tool, drug and UI words, German compounds, Turkish/Russian/Greek settings labels:
# chosen to be hard (rare, capitalised in traffic), not easy function words
NON_NAMES = """Dashboard Tokenizer Regression Homebrew Spacelift Stacks Middlewares Realms Keycloak Grafana
Alertmanager Datasource Workspaces Snapshots Interactions Formulary Evohaler Accuhaler Nachtragsvereinbarung
Vertragsunterlagen Datenschutzerklärung Menüsü Güvenlik Duvarı Настройки Безопасности Ρυθμίσεις Ασφαλείας
Λογαριασμοί Χρηστών Chronotrack Planifix Vantablack Coatings Maasvlakte Pipeline Deployment Rollback Changelog
Webhooks Throughput Latency Invoice Quarterly Onboarding Payroll Spreadsheet Backlog Sprint Retrospective""".split()


def test_invented_names_are_unlisted() -> None:
    lists = name_lists()
    assert [w for w in INVENTED_NAMES if lists.is_name_word(w)] == []


def test_model_separates_invented_names_from_words() -> None:
    """Measured when written: 32/55 invented names name-like, 5/50 hard non-names; mean
    score +0.29 vs −0.19. The bounds leave a little room, not a free pass."""
    m = name_model()
    names = [m.is_name_like(w) for w in INVENTED_NAMES]
    words = [m.is_name_like(w) for w in NON_NAMES]
    assert sum(names) / len(names) >= 0.5
    assert sum(words) / len(words) <= 0.15
    mean_names = np.mean([m.score(w) for w in INVENTED_NAMES])
    mean_words = np.mean([m.score(w) for w in NON_NAMES])
    assert mean_names - mean_words >= 0.35


@pytest.mark.parametrize("word", ["张三", "山田", "abc123", "", "Jean-", "user_name", "김민준"])
def test_model_reads_only_cased_script_words(word: str) -> None:
    assert name_model().score(word) is None
    assert not name_model().is_name_like(word)


def test_hyphenated_word_scores_its_weakest_part() -> None:
    m = name_model()
    both = m.score("Gervaisine-Gaudrillet")
    assert both == min(m.score("Gervaisine"), m.score("Gaudrillet"))
    assert m.score("Gervaisine-Deployment") == m.score("Deployment")


def test_training_is_deterministic_and_learns_the_toy_split() -> None:
    names = ["alvora", "belinda", "corvina", "dorinda", "elvira", "farida"]
    words = ["table", "window", "server", "kitchen", "deploy", "printer"]
    a, b = train(names, words), train(list(reversed(names)), words)
    assert np.array_equal(a.keys, b.keys) and np.array_equal(a.weights, b.weights)
    assert a.score("marinda") > 0 > a.score("printers")
    with pytest.raises(ValueError):
        train([], words)


def test_shipped_threshold_is_the_documented_one() -> None:
    assert name_model().threshold == NAME_LIKE_THRESHOLD


def model_names(text: str) -> list[str]:
    return [text[a:b] for _, a, b, _ in ModelNameRecognizer().find(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Turkish prose, no cue: an everyday word before the name splits it off
        ("Logları Gülsevim Tokatlıgil gönderdi, ben de baktım.", ["Gülsevim Tokatlıgil"]),
        ("Ayarlar Menüsü üzerinden Güvenlik Duvarı açılır.", []),
        # a spreadsheet row (digits on the line: not a heading), surname first
        ("B3: Wachtelhuber Gerlindis   C3: RAL attuale € 48.000", ["Wachtelhuber Gerlindis"]),
        ("B3: Vantablack Coatings   C3: listino € 48.000", []),
        # Greek CSV row
        ("Χατζηλαζάρου Αριστομένη,μητέρα,21 0000 0000", ["Χατζηλαζάρου Αριστομένη"]),
        ("Ρυθμίσεις Ασφαλείας,μενού,21 0000 0000", []),
        # three words after a capitalised role word (the role word is frequent: split off)
        ("Cliente Leocádia Quintanilha Parracho prefere o quarto 12.", ["Leocádia Quintanilha Parracho"]),
        ("Cliente Chronotrack Planifix Manager prefere o plano 12.", []),
        # a frequent listed given name needs a clearly name-like rest
        ("Sorry, Anna Gaudrillet needs the signed form by noon.", ["Anna Gaudrillet"]),
        ("Read Spacelift docs before the migration.", []),
        # a particle inside a name is kept, at the end dropped
        ("Het contract van Jorrijn van der Vlasbloem loopt af.", ["Jorrijn van der Vlasbloem"]),
        # a Title-Case heading line without digits is a title, not a name
        ("Gülsevim Tokatlıgil Quarterly Review Notes", []),
    ],
)
def test_model_name_rule(text: str, expected: list[str]) -> None:
    assert model_names(text) == expected


@pytest.fixture(scope="module")
def det() -> Detector:
    return Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))


def test_detector_masks_an_unlisted_name_in_content_not_alone_in_instructions(det: Detector) -> None:
    text = "Logları Gülsevim Tokatlıgil gönderdi, ben de baktım."
    assert [s.text for s in det.scan_text(text, "content") if s.entity_type == "PERSON"] == ["Gülsevim Tokatlıgil"]
    # a system prompt keeps a name only with strong evidence: this rule's score is below it
    prompt = "Kurallar: Gülsevim Tokatlıgil gönderdi listesini özetle."
    assert [s.text for s in det.scan_text(prompt, "instructions") if s.entity_type == "PERSON"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # vocative: an unlisted name-like word opening a sentence before a comma
        ("Sigvalde, kan du sende kontrakten i dag?", ["Sigvalde"]),
        ("Onboarding, wie besprochen, startet am Montag.", []),
        # a copula takes one word only when it is a listed or name-like name
        ("Hallo, ich bin Tasmyn. Ich rufe wegen der Rechnung an.", ["Tasmyn"]),
        ("Hallo, ich bin Softwareentwickler und suche Hilfe.", []),
    ],
)
def test_person_name_rules_take_name_like_words(text: str, expected: list[str]) -> None:
    got = [text[a:b] for _, a, b, _ in PersonNameRecognizer().find(text)]
    assert got == expected
