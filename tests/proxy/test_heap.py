"""`proxy/heap.settle_heap`: start-up garbage is collected, survivors leave the collector's view."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from edgeward.proxy.heap import settle_heap


class _Node:
    def __init__(self) -> None:
        self.other: _Node | None = None


@pytest.fixture
def unfreeze_after() -> Iterator[None]:
    yield
    gc.unfreeze()  # the rest of the test process must keep collecting normally


@pytest.mark.usefixtures("unfreeze_after")
def test_garbage_collected_and_survivors_frozen() -> None:
    a, b = _Node(), _Node()
    a.other, b.other = b, a  # a cycle: only the cyclic collector frees it
    dead = weakref.ref(a)
    del a, b
    live = _Node()
    live.other = live
    frozen = settle_heap()
    assert dead() is None
    assert frozen == gc.get_freeze_count() > 0
    tracked = {id(o) for g in range(3) for o in gc.get_objects(generation=g)}
    assert id(live) not in tracked  # no later collection traverses it
    fresh = _Node()
    assert id(fresh) in {id(o) for o in gc.get_objects(generation=0)}
