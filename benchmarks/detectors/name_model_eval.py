"""Held-out quality of the name-likeness model (``edgeward.detectors.name_model``).

    <python> benchmarks/detectors/name_model_eval.py [--seed 7] [--holdout 0.1]

The training names (Faker) and words (``wordfreq`` top lists, technology and role words) are
each split at random: ``holdout`` of them are set aside, the model is trained on the rest
exactly as the shipped one is (same settings), and scored on what it never saw. A third set
holds *rare* words: ``wordfreq`` ranks NEGATIVES_PER_LANGUAGE..30,000 of every language (not
in training, not a listed name), the kind of word a name rule meets once common words are
excluded. A fourth, *by locale*: the names of every Faker locale whose code starts with one
of ``--locale-prefix`` (default ``fi``, ``tr``, ``pl``, ``pt``) are all held out together
(the model trained without them), to see names of a tradition it has not seen.

Prints ROC AUC (names vs each word set), and at :data:`NAME_LIKE_THRESHOLD` and a few other
thresholds: recall on unseen names, the share of unseen words called name-like, and the
precision that would follow if names and words came 1:1. Deterministic for a seed.
"""

from __future__ import annotations

import argparse
import bisect
import importlib
import pkgutil
import random
import time

from edgeward.detectors import name_model as nm
from edgeward.detectors.name_lists import name_lists


def _auc(pos: list[float], neg: list[float]) -> float:
    """P(a random positive scores above a random negative); ``neg`` sorted."""
    return sum(bisect.bisect_left(neg, x) for x in pos) / (len(pos) * len(neg))


def _share_at(scores: list[float], th: float) -> float:
    """Share of sorted ``scores`` ≥ ``th``."""
    return 1 - bisect.bisect_left(scores, th) / len(scores)


def _locale_names(prefixes: tuple[str, ...]) -> set[str]:
    import faker.providers.person as person

    out: set[str] = set()
    for info in pkgutil.iter_modules(person.__path__):
        if not info.name.startswith(prefixes):
            continue
        prov = getattr(importlib.import_module(f"faker.providers.person.{info.name}"), "Provider", None)
        for attr in dir(prov):
            if attr.startswith(("first_name", "last_name")):
                v = getattr(prov, attr)
                if isinstance(v, dict):
                    v = list(v)
                if isinstance(v, (list, tuple)):
                    out.update(p.casefold() for x in v if isinstance(x, str) for p in x.replace("-", " ").split())
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--holdout", type=float, default=0.1)
    ap.add_argument("--locale-prefix", action="append", help="Faker locale prefixes held out together")
    args = ap.parse_args(argv)
    from wordfreq import available_languages, top_n_list

    names, words = nm.training_words()
    rng = random.Random(args.seed)
    names_s, words_s = names[:], words[:]
    rng.shuffle(names_s)
    rng.shuffle(words_s)
    kn, kw = int(len(names_s) * args.holdout), int(len(words_s) * args.holdout)
    t0 = time.process_time()
    model = nm.train(names_s[kn:], words_s[kw:])
    print(f"trained on {len(names_s) - kn} names, {len(words_s) - kw} words in {time.process_time() - t0:.2f} s CPU")
    lists = name_lists()
    known = set(words) | lists.given | lists.surnames
    rare: set[str] = set()
    for lang in sorted(available_languages("small")):
        rare.update(w.casefold() for w in top_n_list(lang, 30000, wordlist="small")[nm.NEGATIVES_PER_LANGUAGE :])
    rare_l = sorted(rare - known)
    rng.shuffle(rare_l)

    def scored(ws: list[str]) -> list[float]:
        return sorted(s for s in map(model.score, ws) if s is not None)

    sets = {
        "unseen names": scored(names_s[:kn]),
        "unseen words": scored(words_s[:kw]),
        "rare words": scored(rare_l[:20000]),
    }
    held = _locale_names(tuple(args.locale_prefix or ["fi", "tr", "pl", "pt"])) - set(words)
    loc_model = nm.train([n for n in names if n not in held], words)
    loc_names = sorted(s for s in map(loc_model.score, sorted(held)) if s is not None)
    for k, v in sets.items():
        print(f"{k}: {len(v)}")
    print(f"held-out locales' names: {len(loc_names)}")
    print(
        f"ROC AUC names vs unseen words {_auc(sets['unseen names'], sets['unseen words']):.3f}, "
        f"vs rare words {_auc(sets['unseen names'], sets['rare words']):.3f}"
    )
    print(
        "threshold | recall unseen names | recall held-out locales | name-like: unseen words | rare words | P (1:1, rare)"
    )
    for th in sorted({0.0, 0.1, 0.2, nm.NAME_LIKE_THRESHOLD, 0.3, 0.4, 0.5}):
        r = _share_at(sets["unseen names"], th)
        fw, fr = _share_at(sets["unseen words"], th), _share_at(sets["rare words"], th)
        mark = " (shipped)" if th == nm.NAME_LIKE_THRESHOLD else ""
        print(f"{th:+.2f}{mark} | {r:.3f} | {_share_at(loc_names, th):.3f} | {fw:.3f} | {fr:.3f} | {r / (r + fr):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
