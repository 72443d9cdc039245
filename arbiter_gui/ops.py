"""Background operations: a plain function runs on a thread pool, its result comes back by signal.

The shape follows Anki's ``QueryOp``::

    QueryOp(parent=self, fn=lambda: load_tournament(path)).success(self.show).run_in_background()

The function gets values, returns values, and never touches widgets. ``success`` and ``failure``
callbacks run on the GUI thread. A cancelled op drops its late result. Failures go to
:func:`arbiter_gui.errors.report_error` unless a ``failure`` callback is given.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, SignalInstance

from arbiter_gui.lane import BACKGROUND

T = TypeVar("T")


class _Relay(QObject):
    """Lives on the GUI thread; the worker emits on it, so delivery is queued to the GUI."""

    succeeded = Signal(object)
    failed = Signal(object)


class _Task(QRunnable):
    def __init__(self, fn: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self._fn = fn
        self._relay = relay  # the task keeps the relay alive even if its op is deleted

    def run(self) -> None:
        try:
            with BACKGROUND.running():  # one job at a time runs Python (arbiter_gui.lane)
                result = self._fn()
        except Exception as exc:  # handed to the GUI thread, which decides how to show it
            self._deliver(self._relay.failed, exc)
        else:
            self._deliver(self._relay.succeeded, result)

    @staticmethod
    def _deliver(signal: SignalInstance, value: object) -> None:
        # RuntimeError: the op was deleted meanwhile (its window closed); drop the result
        with contextlib.suppress(RuntimeError):
            signal.emit(value)


class QueryOp(QObject, Generic[T]):
    """Run ``fn`` off the GUI thread; call ``success(result)`` or ``failure(exc)`` afterwards."""

    finished = Signal()
    """Emitted on the GUI thread after the success or failure callback (also when cancelled)."""

    def __init__(self, parent: QObject, fn: Callable[[], T]) -> None:
        super().__init__(parent)
        self._fn = fn
        self._on_success: Callable[[T], None] | None = None
        self._on_failure: Callable[[Exception], None] | None = None
        self._on_discard: Callable[[T], None] | None = None
        self._cancelled = False
        self._running = False
        self._relay = _Relay()
        self._relay.succeeded.connect(self._succeeded)
        self._relay.failed.connect(self._failed)
        self._started = False

    def success(self, callback: Callable[[T], None]) -> QueryOp[T]:
        self._on_success = callback
        return self

    def failure(self, callback: Callable[[Exception], None]) -> QueryOp[T]:
        self._on_failure = callback
        return self

    def discard(self, callback: Callable[[T], None]) -> QueryOp[T]:
        """Called with a result that arrives after :meth:`cancel` (e.g. to close a file)."""
        self._on_discard = callback
        return self

    @property
    def running(self) -> bool:
        return self._running

    def run_in_background(self, pool: QThreadPool | None = None) -> QueryOp[T]:
        if self._started:
            raise RuntimeError("an op runs once")
        self._started = True
        self._running = True
        # the pool owns the task (auto-delete) and deletes it after run()
        (pool or QThreadPool.globalInstance()).start(_Task(self._fn, self._relay))
        return self

    def cancel(self) -> None:
        """Drop the result when it comes (the function itself runs to its end)."""
        self._cancelled = True

    def _succeeded(self, result: T) -> None:
        try:
            if self._cancelled:
                if self._on_discard is not None:
                    self._on_discard(result)
            elif self._on_success is not None:
                self._on_success(result)
        finally:
            self._done()

    def _failed(self, exc: Exception) -> None:
        try:
            if self._cancelled:
                return
            if self._on_failure is not None:
                self._on_failure(exc)
            else:
                from arbiter_gui.errors import report_error

                parent = self.parent()
                report_error(parent if isinstance(parent, QObject) else None, exc)
        finally:
            self._done()

    def _done(self) -> None:
        self._running = False
        self.finished.emit()
        self.deleteLater()


# ---- engine ops: progress and cancel -------------------------------------------------------


PROGRESS_INTERVAL = 0.1
"""Seconds between two progress reports of an engine op (the last one always gets through)."""


class _ProgressRelay(QObject):
    """Lives on the GUI thread; the worker's progress reaches the GUI by queued signal."""

    progressed = Signal(int, int, str)


class OpProgress:
    """The engine's ``ProgressSink`` for one op (Qt-free from the engine's side).

    ``step`` forwards to the GUI by queued signal; ``check_cancelled`` raises
    :class:`~engine.errors.Cancelled` once :meth:`cancel` was called (from any thread).
    """

    def __init__(self, relay: _ProgressRelay, interval: float = PROGRESS_INTERVAL) -> None:
        self._relay = relay
        self._cancel = threading.Event()
        self._interval = interval
        self._last = -interval

    def step(self, done: int, total: int, label: str) -> None:
        self.check_cancelled()
        # at most one report per interval: an engine reporting every bracket would otherwise
        # queue hundreds of label updates that the GUI thread works off in one go
        now = time.monotonic()
        if now - self._last < self._interval and done < total:
            return
        self._last = now
        with contextlib.suppress(RuntimeError):  # the op was deleted meanwhile
            self._relay.progressed.emit(done, total, label)

    def check_cancelled(self) -> None:
        if self._cancel.is_set():
            from engine.errors import Cancelled

            raise Cancelled("cancelled by the arbiter")

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()


class EngineOp(QueryOp[T]):
    """A :class:`QueryOp` whose function gets a progress sink: ``fn(progress) -> result``.

    ``progressed(done, total, label)`` arrives on the GUI thread. :meth:`cancel` makes the
    engine's next ``check_cancelled`` raise, so the work really stops; its result (or the
    ``Cancelled`` error) is dropped and ``finished`` is emitted as for any op.
    """

    progressed = Signal(int, int, str)

    def __init__(self, parent: QObject, fn: Callable[[OpProgress], T]) -> None:
        self._progress_relay = _ProgressRelay()
        self.progress = OpProgress(self._progress_relay)
        sink = self.progress
        super().__init__(parent, lambda: fn(sink))
        self._progress_relay.progressed.connect(self._forward_progress)

    def on_progress(self, callback: Callable[[int, int, str], None]) -> EngineOp[T]:
        self.progressed.connect(callback)
        return self

    def cancel(self) -> None:
        super().cancel()
        self.progress.cancel()

    @property
    def cancelled(self) -> bool:
        return self.progress.cancelled

    def _forward_progress(self, done: int, total: int, label: str) -> None:
        if not self.progress.cancelled:
            self.progressed.emit(done, total, label)
