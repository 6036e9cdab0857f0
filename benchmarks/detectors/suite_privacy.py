"""Privacy of a suite run per field kind, from runs' ``report.json``.

    .venv/bin/python benchmarks/detectors/suite_privacy.py before=RUN_DIR after=RUN_DIR

A run comes from ``edgeward run --suite tasks --policy cloud-only+mask --agent scripted --out
RUN_DIR`` (the perfect agent: completion is the reference solution's). Each annotated unit's
field name is put in a kind through the field lexicon (the unit's ``field``, e.g.
``contract_arr`` → money); privacy per kind = 100 × (1 − Σ wᵢ·sᵢ / Σ wᵢ), sᵢ the unit's
exposure level in the run (the report's own formula, restricted to the kind).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from edgeward.detectors.lexicon import FieldLexicon

KINDS = {
    "PERSON": "name",
    "EMAIL_ADDRESS": "contact",
    "PHONE_NUMBER": "contact",
    "ADDRESS": "contact",
    "USERNAME": "contact",
    "DATE_OF_BIRTH": "identity",
    "NATIONAL_ID": "identity",
    "TAX_ID": "identity",
    "BANK_ACCOUNT": "account/card",
    "CREDIT_CARD": "account/card",
    "SALARY": "money",
    "FINANCIAL_AMOUNT": "money",
    "HEALTH": "health",
    "PASSWORD": "secret",
    "SECRET": "secret",
}


def kind_of(field: str, lexicon: FieldLexicon) -> str:
    """Coarse kind of a unit's field name (``other`` when the lexicon does not know it)."""
    t = lexicon.classify(field)
    if t is None and any(w in field.lower() for w in ("key", "token", "password", "secret")):
        return "secret"
    return KINDS.get(t or "", "other")


def per_kind(run: Path) -> tuple[dict[str, tuple[float, int]], float, float]:
    """{kind: (privacy %, units)}, overall privacy % and completion % of one run."""
    rep = json.loads((run / "report.json").read_text())
    lex = FieldLexicon()
    acc: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0])
    tw = te = 0.0
    for e in rep["exposures"]:
        k = kind_of(e["field"], lex)
        a = acc[k]
        a[0] += e["weight"] * e["level"]
        a[1] += e["weight"]
        a[2] += 1
        te += e["weight"] * e["level"]
        tw += e["weight"]
    arm = rep["arms"][0] if isinstance(rep["arms"], list) else next(iter(rep["arms"].values()))
    completion = (
        arm.get("completion", {}).get("mean") if isinstance(arm.get("completion"), dict) else arm.get("completion")
    )
    return (
        {k: (100 * (1 - v[0] / v[1]) if v[1] else 100.0, int(v[2])) for k, v in sorted(acc.items())},
        100 * (1 - te / tw) if tw else 100.0,
        completion,
    )


def main(argv: list[str]) -> int:
    runs = dict(a.split("=", 1) for a in argv)
    res = {name: per_kind(Path(p)) for name, p in runs.items()}
    kinds = sorted({k for r in res.values() for k in r[0]})
    print("| field kind | units | " + " | ".join(f"privacy % {n}" for n in res) + " |")
    print("|---|---|" + "---|" * len(res))
    for k in kinds:
        units = next(r[0][k][1] for r in res.values() if k in r[0])
        print(
            f"| {k} | {units} | " + " | ".join(f"{r[0][k][0]:.1f}" if k in r[0] else "–" for r in res.values()) + " |"
        )
    print(
        "| all units (weighted) | "
        + str(sum(v[1] for v in next(iter(res.values()))[0].values()))
        + " | "
        + " | ".join(f"{r[1]:.1f}" for r in res.values())
        + " |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
