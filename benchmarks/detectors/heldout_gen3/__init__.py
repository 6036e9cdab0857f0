"""Generator of the dev3 held-out split (``python -m benchmarks.detectors.heldout_gen3.gen --out detectors/heldout/dev3``)."""
