"""Build the blind held-out corpus ``detectors/heldout/{dev,test}/<format>.jsonl``.

Usage: ``.venv/bin/python benchmarks/detectors/heldout_gen/build.py`` (needs python-stdnum in
the venv, not a project dependency, plus faker and phonenumbers). Deterministic.

If you tune the detector, do not read this directory or ``detectors/heldout/test/``: the
generator holds every test template. Read ``detectors/heldout/dev/`` only.
"""

from __future__ import annotations

import json
import random
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

import phonenumbers
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.eg import tn as eg_tn
from stdnum.fr import nif, nir
from stdnum.gb import nhs
from stdnum.gr import amka, vat
from stdnum.jp import in_ as jp_in
from stdnum.nl import bsn
from stdnum.no import fodselsnummer, kontonr
from stdnum.ru import inn
from stdnum.us import ssn

import scen_chat
import scen_config
import scen_json
import scen_mail
import scen_notes
import scen_tables
from ctx import Ctx
from fakercheck import faker_hits
from markup import parse
from people import Pools

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "detectors" / "heldout"

REGISTRY: dict[str, tuple[str, object]] = {}
for mod in (scen_json, scen_tables, scen_config, scen_mail, scen_chat, scen_notes):
    REGISTRY.update(mod.SCENARIOS)

ALL = ["en", "de", "fr", "nl", "no", "ru", "el", "ar", "zh", "ja"]
# scenario -> (dev languages, test languages). Scenarios with no dev entry are test-only templates.
PLAN: dict[str, tuple[list[str], list[str]]] = {
    "crm_contact_search": (["en", "zh", "ru", "ar"], ["en", "de", "fr", "nl", "no", "ru", "el", "ar", "zh", "ja"]),
    "hr_employee_record": (
        ["de", "no", "zh", "fr", "en", "en"],
        ["en", "en", "en", "de", "fr", "nl", "no", "zh", "ru", "el", "ja", "ar"],
    ),
    "secrets_json": (["en"], ["en", "en", "en"]),
    "travel_booking": (["de"], ["en", "no", "fr"]),
    "bank_account_api": (["nl", "ar", "en"], ["en", "de", "no", "el", "ar", "fr"]),
    "helpdesk_ticket": (["en", "ja", "de"], ["de", "fr", "nl", "en", "ja"]),
    "patient_booking": (["de"], ["fr", "nl", "no", "en"]),
    "github_api": (["en"], ["en", "en"]),
    "stripe_invoice": ([], ["en", "fr", "de"]),
    "messaging_updates": (["zh"], ["ru", "zh", "ar"]),
    "crm_deals": (["en", "nl"], ["de", "nl", "fr"]),
    "product_catalog": (["en"], ["en"]),
    "calendar_events_json": ([], ["en", "de", "no"]),
    "customer_export_csv": (["de", "el", "nl"], ["en", "fr", "nl", "no", "el", "de"]),
    "payroll_tsv": (["en", "zh", "no"], ["de", "no", "nl", "en", "zh"]),
    "zh_roster_csv": (["zh"], ["zh", "zh"]),
    "debtor_list_csv": (["ru"], ["ru", "ar"]),
    "metrics_export_csv": (["en"], ["en"]),
    "mailing_list_tsv": ([], ["fr", "nl"]),
    "oncall_rota_md": (["no"], ["en", "de", "nl"]),
    "psql_users": (["en", "ru"], ["fr", "ru", "en"]),
    "sales_pipeline_md": ([], ["en", "fr", "de"]),
    "mysql_accounts": (["el"], ["en", "el"]),
    "sqlite_contacts_zh": (["zh"], ["zh"]),
    "benchmark_md": (["en"], ["en"]),
    "dotenv_file": (["en", "en"], ["en", "en", "en", "en", "en"]),
    "yaml_config": (["en", "en", "en"], ["en", "en", "en", "en"]),
    "ini_config": (["en"], ["en", "en", "en", "en", "en"]),
    "http_dump": (["en"], ["en", "en", "de"]),
    "printenv_output": (["en"], ["en", "en", "en"]),
    "ci_workflow_clean": ([], ["en"]),
    "jsonl_app_log": (["en", "en"], ["en", "en"]),
    "plain_app_log": (["en"], ["en", "en"]),
    "access_log": (["en"], ["en"]),
    "auth_log": ([], ["en", "en"]),
    "zh_app_log": (["zh"], ["zh"]),
    "build_log_clean": ([], ["en"]),
    "shell_session": (["en", "en"], ["en", "en", "en"]),
    "powershell_session": ([], ["en"]),
    "traceback_paths": (["en"], ["en", "en"]),
    "kubectl_clean": (["en"], ["en"]),
    "email_thread": (ALL, ["en", "en", "de", "fr", "nl", "no", "ru", "el", "ar", "zh", "ja"]),
    "email_outlook_forward": ([], ALL),
    "slack_channel": (["en"], ["en", "en"]),
    "wechat_group": (["zh"], ["zh", "zh"]),
    "whatsapp_export": (["ru", "no", "el"], ["ru", "ar", "el", "no", "nl"]),
    "teams_chat": ([], ["de", "fr"]),
    "link_dump": (["en", "de"], ["en", "fr", "nl", "de"]),
    "link_list_clean": (["en"], ["en"]),
    "meeting_notes": (["en", "nl"], ["en", "de", "no", "fr"]),
    "hiring_note": (["de"], ["en", "nl"]),
    "personal_note": (["no"], ["en", "fr", "el", "ru"]),
    "cjk_note": (["zh"], ["ja", "zh"]),
    "readme_clean": (["en"], ["en"]),
    "ics_invite": (["de"], ["en", "fr", "nl", "no"]),
    "agenda_listing": (["fr", "ar"], ["de", "ja", "zh", "ru", "el"]),
}

QUOTES = "\"'`“”‘’«»„"


def _decode_name(s: str) -> str:
    if "\\u" in s:
        s = json.loads('"' + s + '"')
    return urllib.parse.unquote(s)


def _phone_ok(text: str, region: str) -> bool:
    cands = [text, text.replace("%2B", "+")]
    digits = "".join(ch for ch in text if ch.isdigit())
    cands.append("+" + digits)
    for cand in cands:
        try:
            n = phonenumbers.parse(cand, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(n):
            return True
    return False


def _kvnr_ok(s: str) -> bool:
    seq = f"{ord(s[0]) - 64:02d}" + s[1:9]
    tot = sum(
        (int(ch) * (1 if i % 2 == 0 else 2)) // 10 + (int(ch) * (1 if i % 2 == 0 else 2)) % 10
        for i, ch in enumerate(seq)
    )
    return tot % 10 == int(s[9])


CHECKS = {
    "iban": lambda s: std_iban.is_valid(s),
    "luhn": lambda s: luhn.is_valid("".join(ch for ch in s if ch.isdigit())),
    "cn.ric": ric.is_valid,
    "us.ssn": ssn.is_valid,
    "de.idnr": idnr.is_valid,
    "fr.nir": nir.is_valid,
    "fr.nif": nif.is_valid,
    "nl.bsn": bsn.is_valid,
    "no.fodselsnummer": fodselsnummer.is_valid,
    "no.kontonr": kontonr.is_valid,
    "ru.inn": inn.is_valid,
    "gr.amka": amka.is_valid,
    "gr.vat": vat.is_valid,
    "jp.in": jp_in.is_valid,
    "gb.nhs": nhs.is_valid,
    "eg.tn": lambda s: eg_tn.is_valid(s.translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))),
    "gb.nino": lambda s: len(s) == 9 and s[:2].isalpha() and s[2:8].isdigit() and s[8] in "ABCD",
    "de.kvnr": _kvnr_ok,
}


def validate(doc: dict) -> list[str]:
    errs = []
    text = doc["text"]
    size = len(text.encode())
    if not 200 <= size <= 4096:
        errs.append(f"size {size}")
    prev_end = -1
    for sp in doc["spans"]:
        v = text[sp["start"] : sp["end"]]
        if not v or v != v.strip() or v[0] in QUOTES or v[-1] in QUOTES:
            errs.append(f"bad span text {v!r}")
        v = v.replace("\r\n ", "")  # unfold iCalendar continuation lines before validating
        if sp["start"] < prev_end:
            errs.append(f"overlap at {v!r}")
        prev_end = sp["end"]
        sch = sp.get("scheme")
        if sch:
            if sch.startswith("phone:"):
                if not _phone_ok(v, sch[6:]):
                    errs.append(f"invalid phone {v!r} {sch}")
            elif not CHECKS[sch](v):
                errs.append(f"invalid {sch} {v!r}")
        if sp["type"] == "PERSON":
            hits = faker_hits(_decode_name(v))
            if hits:
                errs.append(f"faker name {v!r}: {hits}")
    for d in doc["decoys"]:
        v = text[d["start"] : d["end"]]
        if not v or v != v.strip():
            errs.append(f"bad decoy {v!r}")
        for sp in doc["spans"]:
            if d["start"] < sp["end"] and sp["start"] < d["end"]:
                errs.append(f"decoy {v!r} overlaps gold")
    return errs


def build() -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {"dev": [], "test": []}
    for split in ("dev", "test"):
        pools = Pools(split)
        counters: Counter[str] = Counter()
        for name, (dev_langs, test_langs) in PLAN.items():
            fmt, fn = REGISTRY[name]
            for k, lang in enumerate(dev_langs if split == "dev" else test_langs):
                for attempt in range(40):
                    rng = random.Random(f"{split}|{name}|{lang}|{k}|{attempt}")
                    ctx = Ctx(lang, pools, rng)
                    ctx.variant = k + (1 if split == "dev" else 0)
                    marked = fn(ctx)
                    p = parse(marked)
                    doc = {"id": "", "lang": lang, "format": fmt, "text": p.text, "spans": p.spans, "decoys": p.decoys}
                    errs = validate(doc)
                    if not errs:
                        break
                    if attempt == 39 or any(not e.startswith("size") for e in errs):
                        sys.exit(f"{split} {name} {lang}: {errs}")
                counters[f"{fmt}-{lang}"] += 1
                doc["id"] = f"{split}-{fmt}-{lang}-{counters[f'{fmt}-{lang}']:02d}"
                out[split].append(doc)
    return out


def stats_markdown(corpus: dict[str, list[dict]]) -> str:
    """Count tables for the README (documents, spans by kind/type, languages, formats, decoys)."""
    out = []
    rows = []
    for split in ("dev", "test"):
        docs = corpus[split]
        sp = [s for d in docs for s in d["spans"]]
        kinds = Counter(s["kind"] for s in sp)
        rows.append(
            f"| {split} | {len(docs)} | {sum(1 for d in docs if not d['spans'])} | {len(sp)} | {kinds['structured']} | {kinds['secret']} | "
            f"{kinds['name']} | {kinds['field']} | {sum(len(d['decoys']) for d in docs)} | {sum(len(d['text'].encode()) for d in docs) // 1024} KB |"
        )
    out.append(
        "| split | documents | without PII | gold spans | structured | secret | name | field | decoys | size |\n|---|---|---|---|---|---|---|---|---|---|\n"
        + "\n".join(rows)
    )

    def table(title: str, key) -> str:
        c = {s: Counter() for s in ("dev", "test")}
        for split in ("dev", "test"):
            for k in key(corpus[split]):
                c[split][k] += 1
        names = sorted(set(c["dev"]) | set(c["test"]), key=lambda k: (-(c["dev"][k] + c["test"][k]), k))
        return f"| {title} | dev | test |\n|---|---|---|\n" + "\n".join(
            f"| {n} | {c['dev'][n]} | {c['test'][n]} |" for n in names
        )

    out.append(table("gold type", lambda docs: [s["type"] for d in docs for s in d["spans"]]))
    out.append(table("language (documents)", lambda docs: [d["lang"] for d in docs]))
    out.append(table("format (documents)", lambda docs: [d["format"] for d in docs]))
    out.append(table("decoy label", lambda docs: [x["label"] for d in docs for x in d["decoys"]]))
    return "\n\n".join(out)


def main() -> None:
    corpus = build()
    for split, docs in corpus.items():
        d = OUT / split
        d.mkdir(parents=True, exist_ok=True)
        for old in d.glob("*.jsonl"):
            old.unlink()
        by_fmt: dict[str, list[dict]] = {}
        for doc in docs:
            by_fmt.setdefault(doc["format"], []).append(doc)
        for fmt, items in sorted(by_fmt.items()):
            with open(d / f"{fmt}.jsonl", "w", encoding="utf-8") as fh:
                for doc in items:
                    fh.write(json.dumps(doc, ensure_ascii=False) + "\n")
        spans = [s for doc in docs for s in doc["spans"]]
        print(
            split,
            "docs",
            len(docs),
            "spans",
            len(spans),
            "decoys",
            sum(len(doc["decoys"]) for doc in docs),
            dict(Counter(s["kind"] for s in spans)),
            "no-PII docs",
            sum(1 for doc in docs if not doc["spans"]),
        )

    readme = OUT / "README.md"
    text = readme.read_text(encoding="utf-8")
    head, _, rest = text.partition("<!-- stats:begin -->")
    _, _, tail = rest.partition("<!-- stats:end -->")
    readme.write_text(
        f"{head}<!-- stats:begin -->\n{stats_markdown(corpus)}\n<!-- stats:end -->{tail}", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
