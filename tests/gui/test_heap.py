"""The window's process never starts a full garbage collection by itself (issue 26), but
still frees cycles among new objects."""

from __future__ import annotations

import gc
import weakref

import pytest

from arbiter_gui.heap import young_collections_only


class _Node:
    def __init__(self) -> None:
        self.other: _Node | None = None


@pytest.fixture
def collector():
    threshold = gc.get_threshold()
    was_enabled = gc.isenabled()
    gc.enable()
    generations: list[int] = []

    def record(phase, info):
        if phase == "start":
            generations.append(info["generation"])

    gc.callbacks.append(record)
    try:
        yield generations
    finally:
        gc.callbacks.remove(record)
        gc.unfreeze()
        gc.set_threshold(*threshold)
        if not was_enabled:
            gc.disable()


def _allocate(n: int) -> list[list[int]]:
    return [[i] for i in range(n)]  # containers: each counts toward a young collection


def test_no_full_collection_however_much_is_made(collector):
    young_collections_only()
    kept = [_allocate(50_000) for _ in range(8)]  # 400,000 long-lived containers
    assert len(kept) == 8
    assert collector, "young collections still run"
    assert 2 not in collector


def test_without_it_python_would_collect_in_full(collector):
    kept = [_allocate(50_000) for _ in range(8)]
    assert len(kept) == 8
    assert 2 in collector  # the pause the window must not have


def test_cycles_among_new_objects_are_still_freed(collector):
    young_collections_only()
    a, b = _Node(), _Node()
    a.other, b.other = b, a
    gone = weakref.ref(a)
    del a, b
    _allocate(20_000)  # enough for young collections to run
    assert gone() is None
