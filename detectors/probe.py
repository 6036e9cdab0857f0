"""`edgeward check-config --probe`: run a detector config over a built-in sample and say what
each recognizer caught, so an operator sees that masking would fire before traffic arrives.

The sample (:data:`SAMPLE`) is synthetic agent traffic — a chat line, a JSON record, a CSV
row, a ``.env`` file, an e-mail signature and a Chinese contact line — carrying one value of
each common kind (names, e-mail, phones, a card and an IBAN that pass their checksums, a US SSN
in a valid range, a date of birth, an address, an IP, an API key, a password, a diagnosis, a
salary). Every value is fictitious or a documented test value.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .config import DetectorConfig

__all__ = ["SAMPLE", "ProbeResult", "probe"]

SAMPLE = """\
Hi, this is Margaret Thornbury from accounts; please call me on +44 20 7946 0958 or write to
margaret.thornbury@example.org before Friday.
{"customer": "Jonas Veldhuizen", "email": "j.veldhuizen@example.net", "phone": "(415) 555-0132",
 "ssn": "219-09-9999", "date_of_birth": "1987-03-14", "card": "4111 1111 1111 1111",
 "iban": "DE89 3704 0044 0532 0130 00", "address": "221B Baker Street, London NW1 6XE"}
name,salary,diagnosis
Priya Raghunathan,"$128,500",type 2 diabetes
# .env
OPENAI_API_KEY=sk-proj-Q7vXk2LmP9rT4wYz8BnC3dF6gH1jK5sA0eU2iO
DB_PASSWORD="Xq7!zK9pLmW2"
server reached from 203.0.113.45
--
Best regards,
Oskar Lindqvist
联系人：王伟，电话 13812345678
"""


@dataclass
class ProbeResult:
    """What a detector config finds in :data:`SAMPLE`.

    Attributes:
        by_recognizer: recognizer name → [(entity type, value)] it reported on its own at or
            above its type's threshold, before the detector's merging and scaffolding rules.
        silent: recognizers registered for at least one requested type that reported nothing.
        final: the detector's own result (what the gate would mask): [(entity type, value)].
        missing: requested types (``effective_entities``) nothing in the final result has; most
            need values the sample does not carry (e.g. ``UK_NHS``) and are informational.
    """

    by_recognizer: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    silent: list[str] = field(default_factory=list)
    final: list[tuple[str, str]] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    def final_counts(self) -> Counter[str]:
        """Entity type → spans in the final result."""
        return Counter(t for t, _ in self.final)


def probe(config: DetectorConfig, detector: Any = None, sample: str = SAMPLE) -> ProbeResult:
    """Run `config` over `sample`.

    Args:
        config: the detector config to probe.
        detector: an ``edgeward.detectors.scanner.Detector`` built from `config` (default: one
            is built; the first build loads spaCy, a few seconds).
        sample: the text to scan.

    Raises:
        whatever building the engine or scanning raises (the caller reports it).
    """
    if detector is None:
        from .scanner import Detector  # lazy: spaCy and Presidio load only when probing

        detector = Detector(config)
    engine = detector.engine
    wanted = set(config.effective_entities())
    supported = set(engine.get_supported_entities(language="en"))
    entities = sorted(wanted & supported)
    out = ProbeResult()
    if entities:
        # each recognizer on its own (the engine would drop one of two identical results)
        artifacts = engine.nlp_engine.process_text(sample, "en")
        for rec in engine.registry.get_recognizers(language="en", entities=entities):
            own = [e for e in entities if e in rec.supported_entities]
            for r in rec.analyze(sample, own, artifacts) or []:
                hit = (r.entity_type, sample[r.start : r.end])
                if r.entity_type in wanted and r.score >= config.threshold_for(r.entity_type):
                    seen = out.by_recognizer.setdefault(rec.name, [])
                    if hit not in seen:
                        seen.append(hit)
            if rec.name not in out.by_recognizer:
                out.silent.append(rec.name)
    out.silent.sort()
    out.final = [(s.entity_type, s.text) for s in detector.scan_text(sample)]
    found = {t for t, _ in out.final}
    out.missing = sorted(wanted - found)
    return out
