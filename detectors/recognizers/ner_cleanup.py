"""spaCy NER output cleaned for agent traffic (replaces Presidio's SpacyRecognizer).

- ``CleanSpacyRecognizer`` (:func:`clean_spacy_recognizer`): Presidio's spaCy NER with
  :func:`clean_ner_results` applied *before* Presidio de-duplicates. NER entities (PERSON,
  LOCATION, NRP, ORGANIZATION) are dropped when they contain digits, code punctuation
  (``_ = / \\ { } [ ] < > @ # $ % ^ * | ~ : ; +``), quotes or line breaks, CJK (the English
  model cannot read Chinese; names there come from ``chinese.py``), are all lower case, are
  log/tech vocabulary (``INFO``, ``ERROR``, ``Traceback`` …) or look like code identifiers
  (``UserService``, ``getUser``); PERSON also needs every word capitalised (name particles
  such as ``van``/``de`` excepted), and on text that looks German single words and spans with
  articles are dropped (the English model tags German nouns as names). Leading greetings and
  honorifics (``Hallo``, ``Dear``, ``Mr``) are trimmed. Spans used as code identifiers
  (followed by ``(``/``.``/``[``/``=``, after ``import``/``class``/``def``/``@``) are dropped,
  single-word NER entities are dropped in text that looks like source code
  (:func:`looks_like_code`: ≥ 30 % code-like lines), and PERSON must be letters, spaces and
  ``.'-`` only, not one all-caps word, not a PascalCase compound (``CookieJar``; ``McDonald``
  style prefixes allowed). This is the "numbers, timestamps and log fragments tagged PERSON" fix.
"""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import RecognizerResult
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from .base import contains_cjk
from .vocab import TECH_WORDS


# ------------------------------------------------------------------------- post-filters
_NER_ENTITIES = frozenset({"PERSON", "LOCATION", "NRP", "ORGANIZATION"})
_CODE_PUNCT_RE = re.compile(r"[_=/\\{}\[\]<>@#$%^*|~:;+]")
_EDGE_STRIP = " \t\r\n\"'`,.;:()[]{}<>«»“”‘’-"
_IDENT_SUFFIX_RE = re.compile(
    r"(Service|Manager|Controller|Handler|Error|Exception|Config|Client|Server|Worker|Queue|"
    r"Factory|Provider|Request|Response|Module|Component|Helper|Util|Utils|Test|Spec|Impl|Api|API|"
    r"Id|ID|Db|DB|Dto|DTO|Repository|Store|View|Model|Schema|Type|Props|State|Event|Listener)$"
)
_LOG_WORDS = TECH_WORDS | frozenset(
    w.upper()
    for w in "traceback exception stacktrace stderr stdout localhost null undefined cheers regards "
    "thanks thank best hi hello dear hey sincerely greetings".split()
)


_NAME_PARTICLES = frozenset("van von der den de da di del della le la du bin binti al el ter ten".split())
_LEADING_CUE_RE = re.compile(
    r"(?:(?:Dear|Hi|Hello|Hey|Hallo|Liebe|Lieber|Frau|Herr|Mr|Mrs|Ms|Dr|Prof|Sehr|geehrte[rs]?)\.?[ \t]+)+"
)
_GERMAN_WORDS = frozenset(
    "und der die das nicht mit sie ist auf für bitte bittet mein meine ihre ihnen unter oder wir "
    "ich den dem des ein eine einen zu von bei wird werden haben sind lautet erreichen überweisen "
    "grüße um zwischen uhr ihr es im ins vom zum zur kunde herr frau".split()
)
_GERMAN_ARTICLES = frozenset("der die das den dem des ein eine einen einem einer mein meine ihr ihre".split())


_FUNCTION_WORDS = {
    "en": frozenset("the and of to is are was for with that this you it on in be have not will please".split()),
    "fr": frozenset("le la les des est et une pour avec dans que qui pas vous nous sur au du ce".split()),
    "nl": frozenset("de het een en van is niet met voor op dat zijn wij jij ook maar bij naar".split()),
    "no": frozenset("og er ikke det som på til med en et jeg vi du har kan skal fra hvor hva".split()),
    "sv": frozenset("och är inte det som på till med en ett jag vi du har kan ska från".split()),
    "es": frozenset("el la los las y es de que en por para con una un no se del al".split()),
    "it": frozenset("il lo la gli le e di che per con una un non si del della sono".split()),
    "pt": frozenset("o a os as e de que em para com uma um não se do da são".split()),
    "de": _GERMAN_WORDS,
}


def looks_foreign(text: str) -> bool:
    """True when the text's function words are mostly of another Latin-script language than
    English (3+ distinct ones, more than the English ones): the English NER model's one-word
    PERSON tags are then noise."""
    words = set(re.findall(r"[a-zàâäåæçéèêëîïôöøœßùûüñóíúãõ]+", text[:5000].lower()))
    en = len(words & _FUNCTION_WORDS["en"])
    other = max(len(words & v) for k, v in _FUNCTION_WORDS.items() if k != "en")
    return other >= 3 and other > en


def looks_german(text: str) -> bool:
    """True when at least 3 distinct German function words occur (a cheap language guess
    used to distrust PERSON tags from the English model on German text)."""
    words = set(re.findall(r"[a-zäöüß]+", text[:5000].lower()))
    return len(words & _GERMAN_WORDS) >= 3


_PERSON_CHARS_RE = re.compile(r"^[^\W\d_](?:[^\W\d_]|[ .'’\-])*$")
_CODE_LINE_RE = re.compile(
    r"^\s*(?:def |class |import |from \S+ import |return\b|if\b.*:$|for\b.*:$|elif\b|else:|try:|except\b|"
    r"#|//|/\*|\*|@\w|[}\])]|\w[\w.]*\s*[+\-*/]?=\s*\S|\w[\w.]*\(.*\)\s*[;:]?$)|[;{}]\s*$"
)
_IDENT_BEFORE_RE = re.compile(r"(?:\bimport|\bclass|\bdef|\bnew|\bextends|\bisinstance\(|\btype\(|@)\s*$")
_NAME_PREFIXES = ("Mc", "Mac", "De", "Di", "Da", "La", "Le", "Van", "Von", "O'", "O’", "St")


def looks_like_code(text: str) -> bool:
    """True when at least 30 % of the (first 400) non-empty lines look like source code
    (assignments, calls, imports, comments, braces), over at least 3 lines."""
    lines = [ln for ln in text[:20000].splitlines()[:400] if ln.strip()]
    if len(lines) < 3:
        return False
    return sum(1 for ln in lines if _CODE_LINE_RE.search(ln)) >= 0.3 * len(lines)


def _used_as_identifier(text: str, s: int, e: int) -> bool:
    """The span is followed by ``(``, ``.``+letter, ``[`` or ``=``, or preceded by import/class/
    def/new/@: it is a code identifier, not a name."""
    after = text[e : e + 2]
    if after[:1] in ("(", "[", "=") or (after[:1] == "." and after[1:2].isalpha()):
        return True
    return _IDENT_BEFORE_RE.search(text, max(0, s - 16), s) is not None


def _bad_ner_text(t: str) -> bool:
    if not t or any(ch.isdigit() for ch in t):
        return True
    if _CODE_PUNCT_RE.search(t) or "\n" in t or '"' in t:
        return True
    if contains_cjk(t):
        return True
    letters = [c for c in t if c.isalpha()]
    if not letters or all(c.islower() for c in letters):
        return True
    words = t.split()
    if all(w.upper().strip(".,'") in _LOG_WORDS for w in words):
        return True
    for w in words:
        core = w.strip(".,'’")
        # camelCase / PascalCase identifiers: an upper after a lower more than once, or a
        # lower-then-upper start, or a code-ish suffix
        humps = len(re.findall(r"[a-z][A-Z]", core))
        if humps >= 2 or re.match(r"^[a-z]+[A-Z]", core) or (humps >= 1 and _IDENT_SUFFIX_RE.search(core)):
            return True
        if humps == 1 and not core.startswith(_NAME_PREFIXES):  # CookieJar, not McDonald
            return True
        if "." in core:
            return True
    return False


def clean_ner_results(text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
    """Trim and filter NER results (PERSON, LOCATION, NRP, ORGANIZATION) in place; other
    results pass through. Rules in the module docstring."""
    kept = []
    german = None
    foreign = None
    code = None
    for r in results:
        if r.entity_type in _NER_ENTITIES:
            s, e = r.start, r.end
            while s < e and text[s] in _EDGE_STRIP:
                s += 1
            while e > s and text[e - 1] in _EDGE_STRIP:
                e -= 1
            m = _LEADING_CUE_RE.match(text, s, e)
            if m and m.end() < e:
                s = m.end()
            t = text[s:e]
            if _bad_ner_text(t) or _used_as_identifier(text, s, e):
                continue
            words = t.split()
            if len(words) == 1:
                if code is None:
                    code = looks_like_code(text)
                if code:
                    continue
            if r.entity_type == "PERSON":
                if len(t) < 2 or any(w[0].islower() and w not in _NAME_PARTICLES for w in words):
                    continue
                if not _PERSON_CHARS_RE.match(t) or (len(words) == 1 and t.isupper()):
                    continue
                if german is None:
                    german = looks_german(text)
                if german and (len(words) == 1 or any(w.lower() in _GERMAN_ARTICLES for w in words)):
                    continue
                if foreign is None:
                    foreign = looks_foreign(text)
                if foreign and len(words) == 1:
                    continue  # the English model on Norwegian/Dutch/French… prose: "Ordre", "Hei"
            r.start, r.end = s, e
        kept.append(r)
    return kept


#: Score of a span found by the NER model alone.
MODEL_SCORE = 0.79


class CleanSpacyRecognizer(SpacyRecognizer):
    """Presidio's ``SpacyRecognizer`` whose output goes through :func:`clean_ner_results`
    *before* Presidio de-duplicates results (a sprawling NER span such as
    ``Michael Gonzales phone=(925`` would otherwise swallow the correct PERSON span of
    another recognizer and then be dropped itself)."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        """spaCy's entities, cleaned, scored at most :data:`MODEL_SCORE`."""
        results = clean_ner_results(text, super().analyze(text, entities, nlp_artifacts))
        for r in results:
            # just under the rule-based name evidence (0.8+), so Presidio's de-duplication
            # keeps a cue/field span on the same characters and the scanner knows a rule
            # found it (scaffolding rules need the source)
            r.score = min(r.score, MODEL_SCORE)
        return results


def clean_spacy_recognizer(supported_entities: list[str], supported_language: str = "en") -> CleanSpacyRecognizer:
    """A :class:`CleanSpacyRecognizer` instance."""
    return CleanSpacyRecognizer(supported_language=supported_language, supported_entities=list(supported_entities))
