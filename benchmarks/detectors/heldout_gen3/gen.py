"""Build the dev3 held-out split: ``python -m benchmarks.detectors.heldout_gen3.gen --out detectors/heldout/dev3``.

Deterministic for python-stdnum 2.2, phonenumbers 9.0.43 and Faker 40.63 (Faker is used only to
check that no name token is in any Faker locale's name lists). ``--check`` rebuilds in memory
and compares with the files; ``--stats`` prints the counts tables.
"""

from __future__ import annotations

import argparse
import collections
import importlib
import json
import re
import sys
from pathlib import Path

import phonenumbers

from . import core, ids, names, t_conf, t_json, t_more, t_text, t_text2
from .core import Gen, render

QUOTES = set("\"'`‘’“”«»„")


def build_all():
    docs = []
    seen = collections.Counter()

    def make_add(prefix):
        def add(lang, fmt, marked):
            key = (fmt, lang)
            seen[key] += 1
            doc_id = f"dev3-{fmt}-{lang}-{seen[key]:02d}"
            docs.append(render(doc_id, lang, fmt, marked))

        return add

    for mod in (t_json, t_text, t_text2, t_conf, t_more):
        mod.build(make_add(mod.__name__), lambda name, _m=mod: Gen(f"dev3/{_m.__name__.rsplit('.', 1)[-1]}/{name}"))
    return docs


_UESC = re.compile(r"\\u([0-9a-fA-F]{4})")
_HTML = re.compile(r"&#(x?[0-9a-fA-F]+);")


def _decode(v: str) -> str:
    v = _UESC.sub(lambda mo: chr(int(mo.group(1), 16)), v)
    v = _HTML.sub(lambda mo: chr(int(mo.group(1)[1:], 16) if mo.group(1).startswith("x") else int(mo.group(1))), v)
    v = re.sub(r"%([0-9A-Fa-f]{2})", lambda mo: bytes([int(mo.group(1), 16)]).decode("latin-1"), v) if "%" in v else v
    return v.replace("\r\n ", "").replace("\\\\", "\\").replace('\\"', '"')


def _han(s):
    return bool(core._HAN.search(s))


def validate(docs) -> list[str]:
    errs = []
    fk = core.faker_names()
    ids_seen = set()
    for d in docs:
        if d.id in ids_seen:
            errs.append(f"{d.id}: duplicate id")
        ids_seen.add(d.id)
        items = [(s["start"], s["end"], "S") for s in d.spans] + [(x["start"], x["end"], "D") for x in d.decoys]
        items.sort()
        for (a0, a1, _), (b0, b1, _) in zip(items, items[1:]):
            if b0 < a1:
                errs.append(f"{d.id}: overlap {d.text[a0:a1]!r} / {d.text[b0:b1]!r}")
        for s in d.spans + d.decoys:
            v = d.text[s["start"] : s["end"]]
            if not v or v[0].isspace() or v[-1].isspace() or v[0] in QUOTES or v[-1] in QUOTES:
                errs.append(f"{d.id}: bad edge {v!r}")
        for s in d.spans:
            v = d.text[s["start"] : s["end"]]
            sch = s.get("scheme")
            if sch:
                dv = _decode(v)
                if sch.startswith("phone:"):
                    reg = sch.split(":")[1]
                    try:
                        ok = phonenumbers.is_valid_number(phonenumbers.parse(dv, reg))
                    except phonenumbers.NumberParseException:
                        ok = False
                elif sch == "gb.nino":  # python-stdnum has no NINO module: prefix letters, 6 digits, suffix A-D
                    ok = re.fullmatch(r"[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]", re.sub(r"\s", "", dv)) is not None
                elif sch == "iban":
                    from stdnum import iban

                    ok = iban.is_valid(dv)
                elif sch == "luhn":
                    from stdnum import luhn

                    ok = luhn.is_valid(re.sub(r"[ -]", "", dv))
                else:
                    mod = importlib.import_module(ids.modpath(sch))
                    ok = mod.is_valid(dv)
                if not ok:
                    errs.append(f"{d.id}: invalid {sch} {v!r}")
            if s["type"] == "PERSON":
                dv = _decode(v)
                if _han(dv):
                    w = re.sub(r"[\s・·]", "", dv)
                    checks = [w]
                    for sn in names.ZH_SURNAMES:
                        if w.startswith(sn):
                            checks = [w, w[len(sn) :]] if w != sn else []
                    bad = [c for c in checks if c and core.fold(c) in fk]
                else:
                    toks = [t for t in re.split(r"[\s\-,/<.'’]+", dv) if t]
                    if toks and all(len(t) == 1 for t in toks):
                        toks = ["".join(toks)]
                    bad = [t for t in toks if core.fold(t) in fk and core.fold(t) not in core.PARTICLES]
                if bad:
                    errs.append(f"{d.id}: Faker name {bad} in {v!r}")
    return errs


def stats(docs) -> str:
    out = []
    kinds = collections.Counter(s["kind"] for d in docs for s in d.spans)
    nspans = sum(len(d.spans) for d in docs)
    ndec = sum(len(d.decoys) for d in docs)
    size = sum(len(json.dumps(d.record(), ensure_ascii=False).encode()) + 1 for d in docs)
    out.append("| split | documents | without PII | gold spans | structured | secret | name | field | decoys | size |")
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    out.append(
        f"| dev3 | {len(docs)} | {sum(1 for d in docs if not d.spans)} | {nspans} | {kinds['structured']} | {kinds['secret']} | "
        f"{kinds['name']} | {kinds['field']} | {ndec} | {round(size / 1024)} KB |"
    )
    for title, counter in (
        ("gold type", collections.Counter(s["type"] for d in docs for s in d.spans)),
        ("language (documents)", collections.Counter(d.lang for d in docs)),
        ("format (documents)", collections.Counter(d.format for d in docs)),
        ("decoy label", collections.Counter(x["label"] for d in docs for x in d.decoys)),
    ):
        out.append("")
        out.append(f"| {title} | dev3 |")
        out.append("|---|---|")
        for k, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append(f"| {k} | {n} |")
    return "\n".join(out)


def files(docs) -> dict[str, str]:
    by = collections.defaultdict(list)
    for d in docs:
        by[d.format].append(json.dumps(d.record(), ensure_ascii=False))
    return {f"{fmt}.jsonl": "\n".join(lines) + "\n" for fmt, lines in sorted(by.items())}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="detectors/heldout/dev3")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args(argv)
    docs = build_all()
    errs = validate(docs)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        return 1
    fs = files(docs)
    out = Path(a.out)
    if a.check:
        have = {p.name: p.read_text(encoding="utf-8") for p in out.glob("*.jsonl")}
        if have != fs:
            print("dev3 files differ from what the generator builds", file=sys.stderr)
            return 1
        print(f"dev3 ok: {len(docs)} documents")
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for p in out.glob("*.jsonl"):
        p.unlink()
    for name, text in fs.items():
        (out / name).write_text(text, encoding="utf-8")
    (out / "__init__.py").exists() or None
    if a.stats:
        print(stats(docs))
    else:
        print(f"wrote {len(docs)} documents to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
