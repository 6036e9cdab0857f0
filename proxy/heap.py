"""The long-lived processes' heap after warm-up (`edgeward serve`, each scan worker).

A warmed process holds millions of objects that live until it exits: spaCy's pipeline,
Presidio's recognizers, the name and word lists. CPython's cyclic collector traverses all of
them on every full (oldest-generation) collection, ~90 ms with spaCy loaded, which then lands
inside whichever request happened to trigger it. `settle_heap` collects once, then moves every
surviving object to the permanent generation (`gc.freeze`, Python ≥ 3.7; the pattern the gc
docs describe for pre-fork servers), so later collections only look at what requests allocate.
"""

from __future__ import annotations

import gc


def settle_heap() -> int:
    """Collect the start-up garbage, then freeze what survives (never collected again; these
    objects live as long as the process anyway). Call once, after warm-up, before traffic.
    Returns the number of objects frozen in total (`gc.get_freeze_count()`)."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()
