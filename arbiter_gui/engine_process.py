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
"""

from __future__ import annotations

import contextlib
import importlib
import multiprocessing
import pickle
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Protocol, TypeVar

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


def _child_main(conn: Connection) -> None:
    """Entry point of the engine process: one job, one answer, then the process ends."""
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


def run_in_process(job: Callable[..., T], *args: object, progress: ProgressSink | None = None) -> T:
    """``job(progress, *args)`` in a new engine process; blocks the calling (worker) thread.

    Progress messages reach ``progress.step``; ``progress.check_cancelled`` raising (the
    arbiter pressed Cancel) ends the child at once and lets the exception through. The job's
    own exception is raised here with its type and fields, the child's traceback as a note.
    """
    ctx = multiprocessing.get_context("spawn")  # never fork a process with Qt's threads in it
    ours, theirs = ctx.Pipe()
    child = ctx.Process(
        target=_child_main, args=(theirs,), name="swiss-arbiter-engine", daemon=True
    )
    child.start()
    theirs.close()
    try:
        ours.send((job, args))
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
