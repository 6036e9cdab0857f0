"""Blind held-out corpus of agent traffic for the egress detector (issue 12).

Written by someone who had not read the detector: tool results and messages as agents send
them to cloud models (JSON records, CSV/TSV, markdown/ASCII tables, ``.env``/YAML/INI/HTTP
headers/``KEY=value``, logs, e-mail threads, chat transcripts, shell output, URLs, markdown
notes, calendar entries) in en, zh, de, fr, nl, no, ru, el, ar and ja, with gold spans and
labelled decoys. Taxonomy and labelling rules: ``README.md`` beside this file.

Splits: ``dev`` (about a third; may be read and tuned on) and ``test`` (about two thirds; use
only through aggregate numbers). ``dev2`` is a second development split written blind by another
writer, in shapes and languages the first one lacks (README "dev2"); it may be read and tuned on.
``dev3`` is a third blind development split by a third writer (README "dev3"), read and tuned on like
``dev2``. ``dev4`` is a fourth blind split (README "dev4"), kept for the honest generalisation figure:
score it through aggregate numbers and do not tune on it.
``scaffolding/`` holds system prompts and tool schemas of imaginary agents with no personal data
(precision probe).

Pure standard library; reads the JSONL files shipped as package data.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

SPLITS: tuple[str, ...] = ("dev", "test", "dev2", "dev3", "dev4")
#: The four span kinds: values that are personal by their form, credentials, person names, and
#: values that are sensitive only because of the field or context they sit in.
KINDS: tuple[str, ...] = ("structured", "secret", "name", "field")


@dataclass(frozen=True)
class HeldoutSpan:
    """A gold value: ``doc.text[start:end]`` (Python str offsets).

    ``scheme`` names how the value's check digits are validated (``iban``, ``luhn``,
    ``cn.ric``, ``no.fodselsnummer``, ``phone:NO``, …) or is ``None``.
    """

    start: int
    end: int
    type: str
    kind: str
    scheme: str | None = None


@dataclass(frozen=True)
class HeldoutDecoy:
    """A labelled negative: a value a detector must not mask (order id, latency, tech term …)."""

    start: int
    end: int
    label: str


@dataclass
class HeldoutDoc:
    """One document: ``lang`` (ISO 639-1), ``format`` (json, csv, email, …), text, spans, decoys."""

    id: str
    lang: str
    format: str
    text: str
    spans: list[HeldoutSpan] = field(default_factory=list)
    decoys: list[HeldoutDecoy] = field(default_factory=list)

    def value(self, item: HeldoutSpan | HeldoutDecoy) -> str:
        """The text a span or decoy covers."""
        return self.text[item.start : item.end]


@dataclass(frozen=True)
class ScaffoldText:
    """A scaffolding text (system prompt or tool schema) with no personal data; ``name`` is its file name."""

    name: str
    text: str


def _doc(rec: dict[str, Any], where: str) -> HeldoutDoc:
    try:
        return HeldoutDoc(
            id=rec["id"],
            lang=rec["lang"],
            format=rec["format"],
            text=rec["text"],
            spans=[HeldoutSpan(s["start"], s["end"], s["type"], s["kind"], s.get("scheme")) for s in rec["spans"]],
            decoys=[HeldoutDecoy(d["start"], d["end"], d["label"]) for d in rec["decoys"]],
        )
    except (KeyError, TypeError) as exc:
        raise ValueError(f"{where}: malformed record ({exc!r})") from exc


def load(split: str) -> list[HeldoutDoc]:
    """All documents of ``split`` (``"dev"``, ``"test"``, ``"dev2"``, ``"dev3"`` or ``"dev4"``), in file then line order.

    Raises ``ValueError`` for an unknown split or a malformed line (named by file and line).
    """
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {', '.join(SPLITS)}")
    docs: list[HeldoutDoc] = []
    folder = resources.files(__name__).joinpath(split)
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".jsonl"):
            continue
        for n, line in enumerate(entry.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            where = f"{split}/{entry.name}:{n}"
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{where}: invalid JSON ({exc.msg})") from exc
            docs.append(_doc(rec, where))
    return docs


def load_scaffolding() -> list[ScaffoldText]:
    """The scaffolding texts (one per file in ``scaffolding/``), sorted by file name."""
    folder = resources.files(__name__).joinpath("scaffolding")
    return [
        ScaffoldText(e.name, e.read_text(encoding="utf-8"))
        for e in sorted(folder.iterdir(), key=lambda e: e.name)
        if e.is_file()
    ]
