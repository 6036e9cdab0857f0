"""Build the dev4 split: ``python -m benchmarks.detectors.heldout_gen4 --out detectors/heldout/dev4``.

Deterministic for python-stdnum 2.2, phonenumbers 9.0.43 and Faker 40.63 (seeded ``random``).
``--check`` rebuilds in memory and compares with the files in ``--out``; ``--stats`` prints the
README count tables. The build refuses to write when any document fails :func:`problems`.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

import phonenumbers
from stdnum import iban, luhn
from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.gr import amka
from stdnum.gr import vat as gr_vat
from stdnum.tr import tckimlik
from stdnum.es import dni
from stdnum.pt import nif as pt_nif
from stdnum.se import personnummer
from stdnum.in_ import pan
from stdnum.nl import bsn
from stdnum.no import fodselsnummer, kontonr
from stdnum.ru import inn
from stdnum.us import ssn

from . import t_docs, t_more, t_msgs, t_nopii, t_ops, t_tools
from .core import QUOTES, Doc, name_problems

LANGS = ("en de fr nl no sv da fi es it pt pl tr ru uk el ar he hi zh ja ko vi id").split()
# Names the issue, the briefs and the README use as examples (the detector's tests use them): never in dev4.
EXAMPLE_NAMES = (
    "Wendeline Ashcombe Thornbury Margaret Dunmore Rossi Bianchi Quenby Harrowfield Halvorsrud "
    "Кедровский Ерофей Силантьевич 司徒望川 宗像 十和 月見里"
).split()
_AR = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")
CHECK = {
    "iban": iban.is_valid,
    "luhn": luhn.is_valid,
    "cn.ric": ric.is_valid,
    "de.idnr": idnr.is_valid,
    "fr.nir": nir.is_valid,
    "gb.nhs": nhs.is_valid,
    "gr.amka": amka.is_valid,
    "nl.bsn": bsn.is_valid,
    "no.fodselsnummer": fodselsnummer.is_valid,
    "no.kontonr": kontonr.is_valid,
    "ru.inn": inn.is_valid,
    "us.ssn": ssn.is_valid,
    "gr.vat": gr_vat.is_valid,
    "tr.tckimlik": tckimlik.is_valid,
    "es.dni": dni.is_valid,
    "pt.nif": pt_nif.is_valid,
    "se.personnummer": personnummer.is_valid,
    "in.pan": pan.is_valid,
}


def _unescape(v: str) -> str:
    if "\\u" in v:
        v = json.loads(f'"{v}"')
    return urllib.parse.unquote(v.replace("%2B", "+")).replace("\r\n ", "")


def scheme_ok(scheme: str, value: str) -> bool:
    v = _unescape(value)
    if scheme.startswith("phone:"):
        region = scheme.split(":", 1)[1]
        for cand in (v, "+" + re.sub(r"\D", "", v.translate(_AR))):
            try:
                if phonenumbers.is_valid_number(phonenumbers.parse(cand, region)):
                    return True
            except phonenumbers.NumberParseException:
                continue
        return False
    return CHECK[scheme](re.sub(r"[\s.\-]", "", v.translate(_AR)))


def problems(doc: Doc) -> list[str]:
    """Everything wrong with one built document (empty when it may be written)."""
    errs = []
    size = len(doc.text.encode())
    if not 200 <= size <= 4096:
        errs.append(f"size {size}")
    if doc.format == "json":
        try:
            json.loads(doc.text)
        except json.JSONDecodeError as exc:
            errs.append(f"invalid JSON: {exc}")
    low = doc.text.casefold()
    errs += [f"example name {w!r} in text" for w in EXAMPLE_NAMES if w.casefold() in low]
    items = [*doc.spans, *doc.decoys]
    for it, planted in zip(items, doc.planted):
        v = doc.text[it["start"] : it["end"]]
        if v != planted:
            errs.append(f"offset mismatch {v!r} != {planted!r}")
        if not v or v != v.strip() or v[0] in QUOTES or v[-1] in QUOTES:
            errs.append(f"edge {v!r}")
    prev = 0
    for s in doc.spans:
        if s["start"] < prev:
            errs.append(f"overlap at {s['start']}")
        prev = s["end"]
        v = doc.text[s["start"] : s["end"]]
        if s.get("scheme") and not scheme_ok(s["scheme"], v):
            errs.append(f"{s['type']} {v!r} fails {s['scheme']}")
        if s["type"] == "PERSON" and (bad := name_problems(v)):
            errs.append(f"name {v!r}: {bad}")
    for dc in doc.decoys:
        if any(dc["start"] < s["end"] and s["start"] < dc["end"] for s in doc.spans):
            errs.append(f"decoy {doc.text[dc['start'] : dc['end']]!r} overlaps gold")
    return errs


def build_all() -> list[Doc]:
    r = random.Random(20261202)
    docs: list[Doc] = []
    for k, lang in enumerate(LANGS):
        docs.append(t_msgs.email_thread(r, lang, k))
        docs.append(t_msgs.chat(r, lang, k))
    docs += t_tools.build(r)
    docs += t_docs.build(r)
    docs += t_ops.build(r)
    docs += t_more.build(r)
    docs += t_nopii.build(r)
    seen: Counter[tuple[str, str]] = Counter()
    for doc in docs:
        seen[(doc.format, doc.lang)] += 1
        doc.id = f"dev4-{doc.format}-{doc.lang}-{seen[(doc.format, doc.lang)]:02d}"
    return docs


def files(docs: list[Doc]) -> dict[str, str]:
    out: dict[str, list[str]] = {}
    for doc in docs:
        out.setdefault(f"{doc.format}.jsonl", []).append(json.dumps(doc.record(), ensure_ascii=False))
    return {name: "\n".join(lines) + "\n" for name, lines in sorted(out.items())}


def stats(docs: list[Doc]) -> str:
    kinds = Counter(s["kind"] for x in docs for s in x.spans)
    types = Counter(s["type"] for x in docs for s in x.spans)
    langs = Counter(x.lang for x in docs)
    fmts = Counter(x.format for x in docs)
    decoys = Counter(dc["label"] for x in docs for dc in x.decoys)
    size = sum(len(x.text.encode()) for x in docs) // 1024
    rows = [
        "| split | documents | without PII | gold spans | structured | secret | name | field | decoys | size |",
        "|---|---|---|---|---|---|---|---|---|---|",
        f"| dev4 | {len(docs)} | {sum(1 for x in docs if not x.spans)} | {sum(kinds.values())} | {kinds['structured']} "
        f"| {kinds['secret']} | {kinds['name']} | {kinds['field']} | {sum(decoys.values())} | {size} KB |",
    ]
    for title, c in (
        ("gold type", types),
        ("language (documents)", langs),
        ("format (documents)", fmts),
        ("decoy label", decoys),
    ):
        rows += ["", f"| {title} | dev4 |", "|---|---|"] + [f"| {k} | {v} |" for k, v in c.most_common()]
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="detectors/heldout/dev4")
    ap.add_argument("--check", action="store_true", help="compare a fresh build with the files in --out")
    ap.add_argument("--stats", action="store_true", help="print the README tables")
    a = ap.parse_args(argv)
    docs = build_all()
    bad = {x.id: errs for x in docs if (errs := problems(x))}
    if bad:
        for k, v in list(bad.items())[:20]:
            print(k, v[:4], file=sys.stderr)
        print(f"{len(bad)} documents fail validation; nothing written", file=sys.stderr)
        return 1
    built = files(docs)
    out = Path(a.out)
    if a.check:
        have = {p.name: p.read_text(encoding="utf-8") for p in sorted(out.glob("*.jsonl"))}
        if have != built:
            print("dev4 files differ from a fresh build", file=sys.stderr)
            return 1
    else:
        out.mkdir(parents=True, exist_ok=True)
        for old in out.glob("*.jsonl"):
            old.unlink()
        for name, text in built.items():
            (out / name).write_text(text, encoding="utf-8")
    if a.stats:
        print(stats(docs))
    print(
        f"{len(docs)} documents, {sum(len(x.spans) for x in docs)} spans, {sum(len(x.decoys) for x in docs)} decoys",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    if __package__ in (None, ""):  # run as a script: python benchmarks/detectors/heldout_gen4/gen.py
        sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
        from benchmarks.detectors.heldout_gen4.gen import main as _main

        raise SystemExit(_main())
    raise SystemExit(main())
