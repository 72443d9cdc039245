"""Engine work in a child process, for large events: the window does not notice it at all.

A worker *thread* shares the interpreter lock with the GUI thread. Pairing 3,000 players, the
engine's garbage collections over its large heap held that lock 50-340 ms at a time, 20-odd
times per pairing (issue 26): the window froze although the work was "in the background". In a
child process the engine has an interpreter, a lock and a heap of its own, and its memory goes
back to the system when it ends. The worker thread that called :func:`run_in_process` only
sends the input, relays progress and receives the result (or the engine's error, rebuilt with
its type and fields). Cancelling ends the child at once.

No Qt here: the child imports only what the job needs (the engine). Jobs are plain module
functions taking a progress sink first (see :mod:`arbiter_gui.jobs`).

A new Python process spends most of a second of CPU importing the engine. Started at the
moment a job is asked for (a corrected result, a pairing), that burst competed for the two
cores of the bench machine with the worker thread and the window's own turn, and the window
waited for the interpreter lock held by a descheduled worker (``make bench-gui``: turns of
80 ms of the window's work came 200-280 ms late). So after each job one *spare* process is
started, imports the engine and waits: the next job takes it, already warm, and the import
happens while the window has nothing to do.
"""

from __future__ import annotations

import contextlib
import importlib
import multiprocessing
import os
import pickle
import threading
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Protocol, TypeVar

from arbiter_gui.lane import BACKGROUND

T = TypeVar("T")

PROGRESS_INTERVAL = 0.1
"""Seconds between two progress messages of the child (the last one always goes)."""
POLL_SECONDS = 0.05
"""How often the waiting worker thread looks at the cancel flag."""


PROCESS_FROM_PLAYERS = 250
"""Events at least this large have their engine jobs run in a process of their own.

Smaller ones stay in a worker thread: starting a process costs some 0.3-1 s, and below this
size the engine's work does not hold the window noticeably (``make bench-gui``)."""


def in_process(players: int, threshold: int = PROCESS_FROM_PLAYERS) -> bool:
    """True when an event of ``players`` players has its engine jobs run in a process."""
    return players >= threshold


class ProgressSink(Protocol):
    def step(self, done: int, total: int, label: str) -> None: ...

    def check_cancelled(self) -> None: ...


class EngineProcessError(RuntimeError):
    """The engine process ended without an answer (killed, out of memory, crashed)."""


# ---- the child --------------------------------------------------------------------------------


class _ChildProgress:
    """The job's progress sink in the child: sends at most one message per interval.

    Cancelling is the parent's business (it ends the process), so ``check_cancelled`` is free.
    """

    def __init__(self, conn: Connection) -> None:
        self._conn = conn
        self._last = -PROGRESS_INTERVAL

    def step(self, done: int, total: int, label: str) -> None:
        now = time.monotonic()
        if now - self._last < PROGRESS_INTERVAL and done < total:
            return
        self._last = now
        self._conn.send(("progress", done, total, label))

    def check_cancelled(self) -> None:
        return None


WARM_MODULES = (
    "engine.pairing",
    "engine.journal",
    "engine.query",
    "arbiter_gui.jobs",
    "arbiter_gui.recheck_jobs",
    "arbiter_gui.rounds.logic",
)
"""What a spare engine process imports before its job comes (what the jobs use)."""


CHILD_NICENESS = 10
"""How much the engine process yields the processor to the window's (POSIX ``nice``)."""


def _child_main(conn: Connection, warm: tuple[str, ...] = ()) -> None:
    """Entry point of the engine process: ``warm`` imported, then one job, one answer, and
    the process ends."""
    # when the cores are busy the window's threads go first: a worker thread of the window
    # that holds the interpreter lock and loses its core to an engine process (a spare
    # importing, a job starting) keeps the window's thread waiting for the lock, 170 ms at
    # 3,000 players in make bench-gui; an idle core still runs the engine at full speed
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(CHILD_NICENESS)
    for name in warm:
        with contextlib.suppress(Exception):  # a module that fails is the job's to report
            importlib.import_module(name)
    try:
        try:
            job, args = conn.recv()
            result = job(_ChildProgress(conn), *args)
        except (EOFError, BrokenPipeError):
            raise
        except Exception as exc:  # every failure goes back to the window that asked
            conn.send(("error", *_portable(exc)))
            return
        conn.send(("ok", result))
    except (EOFError, BrokenPipeError):
        return  # the window gave up on this job (cancelled, closed)
    finally:
        conn.close()


def _portable(exc: BaseException) -> tuple[str, str, tuple[Any, ...], dict[str, Any], str]:
    """An exception as values that always pickle: its class's place, args, fields, traceback.

    Engine errors take their own arguments (``NoValidPairing(round_no, reason)``), so the
    default pickling, which calls the class with ``exc.args``, would fail for them.
    """
    cls = type(exc)
    fields: dict[str, Any] = {}
    for name, value in vars(exc).items():
        with contextlib.suppress(Exception):
            pickle.dumps(value)
            fields[name] = value
    args: tuple[Any, ...] = exc.args
    try:
        pickle.dumps(args)
    except Exception:
        args = (str(exc),)
    text = "".join(traceback.format_exception(exc))
    return cls.__module__, cls.__qualname__, args, fields, text


def _rebuild(
    module: str, qualname: str, args: tuple[Any, ...], fields: dict[str, Any]
) -> Exception:
    cls: Any = None
    with contextlib.suppress(Exception):
        cls = importlib.import_module(module)
        for part in qualname.split("."):
            cls = getattr(cls, part)
    if not (isinstance(cls, type) and issubclass(cls, Exception)):
        cls = EngineProcessError
    exc: Exception = cls.__new__(cls, *args)
    exc.args = args
    with contextlib.suppress(Exception):
        exc.__dict__.update(fields)
    return exc


# ---- the parent (a worker thread of the window) ----------------------------------------------


_Child = tuple[multiprocessing.process.BaseProcess, Connection]


def _start_child(warm: tuple[str, ...] = WARM_MODULES) -> _Child:
    ctx = multiprocessing.get_context("spawn")  # never fork a process with Qt's threads in it
    ours, theirs = ctx.Pipe()
    child = ctx.Process(
        target=_child_main, args=(theirs, warm), name="swiss-arbiter-engine", daemon=True
    )
    child.start()
    theirs.close()
    return child, ours


class Spares:
    """At most one engine process started ahead of its job (see the module)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._spare: _Child | None = None

    def take(self) -> _Child:
        """The spare process if it is alive, else a new one."""
        with self._lock:
            spare, self._spare = self._spare, None
        if spare is not None:
            if spare[0].is_alive():
                return spare
            _end(*spare)
        return _start_child()

    def prepare(self) -> None:
        """Start the spare, unless one is waiting already."""
        with self._lock:
            if self._spare is None or not self._spare[0].is_alive():
                self._spare = _start_child()

    @property
    def pid(self) -> int | None:
        """The spare's process id (None: no spare)."""
        spare = self._spare
        return spare[0].pid if spare is not None else None


SPARES = Spares()
"""The window process's spare engine process."""


def run_in_process(job: Callable[..., T], *args: object, progress: ProgressSink | None = None) -> T:
    """``job(progress, *args)`` in an engine process of its own (the spare, see the module);
    blocks the calling (worker) thread.

    Progress messages reach ``progress.step``; ``progress.check_cancelled`` raising (the
    arbiter pressed Cancel) ends the child at once and lets the exception through. The job's
    own exception is raised here with its type and fields, the child's traceback as a note.
    After the job a new spare is started for the next one.
    """
    child, ours = SPARES.take()
    try:
        ours.send((job, args))  # pickling the input: Python work, in the lane
        # the rest is waiting for the child: out of the lane (arbiter_gui.lane), so another
        # job runs meanwhile (the result, unpickled out of the lane too, is small)
        with BACKGROUND.waiting():
            while True:
                if progress is not None:
                    progress.check_cancelled()
                if not ours.poll(POLL_SECONDS):
                    if not child.is_alive() and not ours.poll(0):
                        raise _ended(child)
                    continue
                try:
                    message = ours.recv()
                except EOFError:
                    raise _ended(child) from None
                kind = message[0]
                if kind == "progress":
                    if progress is not None:
                        progress.step(*message[1:])
                elif kind == "ok":
                    result: T = message[1]
                    return result
                else:
                    module, qualname, exc_args, fields, text = message[1:]
                    exc = _rebuild(module, qualname, exc_args, fields)
                    exc.add_note(f"(raised in the engine process)\n{text}")
                    raise exc
    finally:
        _end(child, ours)
        SPARES.prepare()


def _end(child: multiprocessing.process.BaseProcess, ours: Connection) -> None:
    ours.close()
    if child.is_alive():
        child.terminate()
    child.join(5)
    if child.is_alive():
        child.kill()
        child.join()


def _ended(child: multiprocessing.process.BaseProcess) -> EngineProcessError:
    child.join(1)
    return EngineProcessError(
        f"the engine process ended without an answer (exit code {child.exitcode})"
    )
