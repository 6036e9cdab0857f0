"""A PERSON span that starts with a self-introduction (`I'm`, `I’m`, `je suis`, `ich bin` …)
is trimmed to the name; the introduction words are not part of it (precision rule 4a)."""

from __future__ import annotations

import pytest

from edgeward.detectors import Detector, DetectorConfig
from edgeward.detectors.lexicon import default_lexicon
from edgeward.detectors.precision import SpanGuard
from edgeward.detectors.spans import Span

NAME = "Margaret Thornbury"


def refined(text: str, span_text: str, source: str = "model") -> str | None:
    a = text.index(span_text)
    out = SpanGuard(text, default_lexicon()).refine(Span("PERSON", a, a + len(span_text), 0.8, span_text), source)
    return None if out is None else out.text


@pytest.mark.parametrize(
    ("text", "span"),
    [
        (f"Hi, I'm {NAME}", f"I'm {NAME}"),
        (f"Hi, I’m {NAME}", f"I’m {NAME}"),  # typographic apostrophe
        (f"hi i'm {NAME}", f"i'm {NAME}"),
        (f"Hello, I am {NAME}.", f"I am {NAME}"),
        (f"Bonjour, je suis {NAME}.", f"je suis {NAME}"),
        (f"Bonjour, j’suis {NAME}.", f"j’suis {NAME}"),
        (f"Bonjour, je m'appelle {NAME}.", f"je m'appelle {NAME}"),
        (f"Hallo, ich bin {NAME}.", f"ich bin {NAME}"),
        (f"Hallo, ich bin {NAME}.", f"bin {NAME}"),  # the pronoun before the span
        (f"Hoi, ik ben {NAME}.", f"ik ben {NAME}"),
        (f"Hola, soy {NAME}.", f"soy {NAME}"),
        (f"Ciao, sono {NAME}.", f"sono {NAME}"),
        (f"Hej, jag är {NAME}.", f"jag är {NAME}"),
        (f"Olá, eu sou {NAME}.", f"eu sou {NAME}"),
    ],
)
def test_the_introduction_is_trimmed_off(text: str, span: str) -> None:
    assert refined(text, span) == NAME


@pytest.mark.parametrize(
    ("text", "span"),
    [  # twins: the span is the name already, or what follows is no capitalised word
        (f"Hi, I'm {NAME}", NAME),
        ("Imogen Sutherland called", "Imogen Sutherland"),  # `Im…` is no `I'm`
        ("Sonoya Mizuno signed", "Sonoya Mizuno"),  # `Sono…` is no `sono`
        ("Ambrose Bierce wrote it", "Ambrose Bierce"),
        ("ask Bin Laden's biographer", "Bin Laden"),  # `Bin` without a pronoun before it
    ],
)
def test_names_that_only_look_like_an_introduction_stay_whole(text: str, span: str) -> None:
    assert refined(text, span, "names") == span


def test_through_the_scanner() -> None:
    det = Detector(DetectorConfig(cache_size=0, scan_timeout_s=None))
    text = f"Hi, I'm {NAME}"
    people = [s.text for s in det.scan_text(text) if s.entity_type == "PERSON"]
    assert people == [NAME]
