"""Engine jobs in a process of their own (issue 26): answers, errors, progress, cancel."""

from __future__ import annotations

import os
import threading
import time

import pytest

from arbiter_gui.engine_process import EngineProcessError, run_in_process
from engine.errors import Cancelled, NoValidPairing

from . import process_jobs


class Sink:
    def __init__(self, cancel_after: float | None = None) -> None:
        self.steps: list[tuple[int, int, str]] = []
        self.threads: set[threading.Thread] = set()
        self._cancel_after = cancel_after
        self._deadline: float | None = None
        self._made = time.monotonic()

    def step(self, done: int, total: int, label: str) -> None:
        self.steps.append((done, total, label))
        if self._cancel_after is not None and self._deadline is None:
            self._deadline = time.monotonic() + self._cancel_after

    def check_cancelled(self) -> None:
        self.threads.add(threading.current_thread())
        # the deadline counts from the child's first message: starting a process takes
        # seconds on a busy machine
        now = time.monotonic()
        late = self._cancel_after is not None and now - self._made > 120  # never a hang
        if late or (self._deadline is not None and now > self._deadline):
            raise Cancelled("cancelled by the test")


def test_the_answer_comes_from_another_process_with_its_progress():
    sink = Sink()
    (total, pid) = run_in_process(process_jobs.add, 2, 3, progress=sink)
    assert total == 5
    assert pid != os.getpid()
    assert [s[2] for s in sink.steps] == ["step 1", "step 2", "step 3"]


def test_an_engine_error_comes_back_with_its_type_and_fields():
    with pytest.raises(NoValidPairing) as caught:
        run_in_process(process_jobs.refuse, 7)
    assert caught.value.round_no == 7
    assert caught.value.reason == "every candidate breaks C.1"
    assert str(caught.value) == "round 7: no valid pairing: every candidate breaks C.1"
    assert "engine process" in caught.value.__notes__[0]


def test_a_process_that_dies_is_an_error_not_a_hang():
    with pytest.raises(EngineProcessError, match="exit code 7"):
        run_in_process(process_jobs.die)


def test_cancel_ends_the_process_at_once():
    import multiprocessing

    sink = Sink(cancel_after=0.5)
    start = time.monotonic()
    with pytest.raises(Cancelled):
        run_in_process(process_jobs.forever, progress=sink)
    assert time.monotonic() - start < 30
    assert sink.steps == [(0, 1, "working")]
    # the child was ended and reaped: what is left is the spare for the next job
    from arbiter_gui.engine_process import SPARES

    assert [c.pid for c in multiprocessing.active_children()] == [SPARES.pid]


def test_the_next_job_takes_the_spare_started_after_the_last_one():
    """After a job a spare process is started and imports the engine; the next job runs in it
    (arbiter_gui.engine_process: no import burst when the arbiter asks)."""
    from arbiter_gui.engine_process import SPARES

    run_in_process(process_jobs.add, 1, 1)
    spare = SPARES.pid
    assert spare is not None and spare != os.getpid()
    (_total, pid) = run_in_process(process_jobs.add, 2, 3)
    assert pid == spare
    assert SPARES.pid not in (None, spare)  # a new spare for the job after that
