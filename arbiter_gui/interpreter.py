"""How the window's process shares the interpreter among its threads (issue 26).

Only one thread runs Python at a time. A thread that wants the interpreter lock waits for the
one that has it to let go, and a busy thread lets go only when asked, after the *switch
interval* (Python's default: 5 ms). The window's thread lets go itself at every call into Qt
(PySide releases the lock around C++ calls), and Qt calls back into Python for every cell it
paints (the models' ``data``): while a worker thread computes (the standings' tie-breaks, the
decoding of a reopened journal, the note of what changed since a round was paired), each of
those calls waits for the worker to let go again. ``make bench-gui`` measured it at 3,000
players: turns of 22-80 ms of the window thread's own work that came 240-360 ms late with the
default, 115-170 ms late with 0.5 ms, 35-68 ms with 0.1 ms.

A shorter interval makes the worker let go sooner. The worker loses a little to the extra
switches, and only while the window's thread asks for the lock.
"""

from __future__ import annotations

import sys

WINDOW_SWITCH_INTERVAL_S = 0.0001
"""The longest a busy worker thread keeps the lock once the window's thread asks for it."""


def window_first() -> None:
    """From now on, a busy thread of this process lets the window's thread in within
    :data:`WINDOW_SWITCH_INTERVAL_S` (see the module)."""
    sys.setswitchinterval(WINDOW_SWITCH_INTERVAL_S)
