"""One background job at a time runs Python in the window's process (issue 26).

Python runs one thread at a time; the window's thread takes its turns between the workers'.
With one busy worker, a short switch interval (:mod:`arbiter_gui.interpreter`) lets the window
in soon. With two, the interpreter lock passes from one worker to the other, and CPython
lets a waiting thread ask for it only when it has not changed hands meanwhile: the window's
thread can wait through many hand-overs. ``make bench-gui`` caught it at 3,000 players: a
corrected result starts the check of its consequences (a state pickled for the engine
process) and, beside it, the note of what changed since the next round was paired (0.4 s of
Python); turns of 80 ms of the window's own work came 200-280 ms late.

So every background op (:class:`arbiter_gui.ops.QueryOp`) runs its function in *the lane*,
one at a time in the order they come. A job that only waits (for an engine process:
:func:`arbiter_gui.engine_process.run_in_process`) steps out of the lane meanwhile and back in
for its result, so a long pairing in a process does not hold up a report. No Qt here: the
engine-process module uses it too.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Lane:
    """A lock that knows which thread holds it, so a job can step out while it waits."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._holder: int | None = None

    @contextmanager
    def running(self) -> Iterator[None]:
        """Run the enclosed work in the lane (waits for the job in it to finish or wait)."""
        self._lock.acquire()
        self._holder = threading.get_ident()
        try:
            yield
        finally:
            self._holder = None
            self._lock.release()

    @contextmanager
    def waiting(self) -> Iterator[None]:
        """Step out of the lane for the enclosed waiting (a no-op on a thread not in it)."""
        if self._holder != threading.get_ident():
            yield
            return
        self._holder = None
        self._lock.release()
        try:
            yield
        finally:
            self._lock.acquire()
            self._holder = threading.get_ident()

    @property
    def busy(self) -> bool:
        """True while a job runs in the lane."""
        return self._lock.locked()


BACKGROUND = Lane()
"""The window process's one lane for background Python work."""
