"""The window process's garbage collector: young generations only (issue 26).

Python frees almost everything by reference counting; the cycle collector only looks for
groups of objects that refer to each other. Its young generations are cheap (they hold the
objects made since the last look), but a full collection walks every object of the process,
on whichever thread happens to allocate, and no thread runs meanwhile. With a 3,000-player
event open (each journal state, the round pages, the explanation trees) that walk held the
window 350 ms to 1.4 s at a time, several times per pairing, import or reopen, and found
nothing to free: every collection measured in ``make bench-gui`` (the longest pause per
action is printed) collected 0 objects. The long-lived data here are frozen dataclasses and
tuples, released by reference counting when the journal moves on.

So the window's process keeps the young generations as Python sets them (cycles among new
objects are still found and freed) and never starts a full collection by itself: the objects
that survive the young generations are left alone. The engine's own work for large events runs
in a process of its own (:mod:`arbiter_gui.engine_process`), with Python's usual collector.
"""

from __future__ import annotations

import gc

NEVER = 2**31 - 1
"""A threshold the full collection's counter (one per young collection) never reaches."""


def young_collections_only() -> None:
    """From now on, no automatic full collection in this process (see the module)."""
    young, middle, _full = gc.get_threshold()
    gc.freeze()  # what the start made (Qt, the modules) is never walked again either
    gc.set_threshold(young, middle, NEVER)
