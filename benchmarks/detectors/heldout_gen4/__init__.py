"""Generator of the dev4 held-out split (README "dev4"): ``python -m benchmarks.detectors.heldout_gen4 --out detectors/heldout/dev4``."""
