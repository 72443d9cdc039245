"""The window process's background lane (issue 26, arbiter_gui.lane): one job runs Python at a
time; a job that waits steps out, so another runs meanwhile."""

from __future__ import annotations

import threading

from arbiter_gui.lane import Lane


def test_a_second_job_waits_for_the_first() -> None:
    lane = Lane()
    order: list[str] = []
    first_in = threading.Event()
    release = threading.Event()

    def first() -> None:
        with lane.running():
            order.append("first in")
            first_in.set()
            assert release.wait(10)
            order.append("first out")

    def second() -> None:
        with lane.running():
            order.append("second in")

    a = threading.Thread(target=first)
    a.start()
    assert first_in.wait(10)
    b = threading.Thread(target=second)
    b.start()
    b.join(0.2)
    assert b.is_alive() and lane.busy  # held back while the first runs
    release.set()
    a.join(10)
    b.join(10)
    assert order == ["first in", "first out", "second in"]
    assert not lane.busy


def test_a_job_that_waits_lets_another_run_and_comes_back_in() -> None:
    lane = Lane()
    order: list[str] = []
    waiting = threading.Event()
    second_done = threading.Event()

    def first() -> None:
        with lane.running():
            order.append("first in")
            with lane.waiting():  # e.g. for an engine process
                waiting.set()
                assert second_done.wait(10)
            order.append("first back")

    def second() -> None:
        with lane.running():
            order.append("second")
        second_done.set()

    a = threading.Thread(target=first)
    a.start()
    assert waiting.wait(10)
    b = threading.Thread(target=second)
    b.start()
    a.join(10)
    b.join(10)
    assert order == ["first in", "second", "first back"]
    assert not lane.busy


def test_waiting_outside_the_lane_changes_nothing() -> None:
    lane = Lane()
    with lane.waiting():  # the GUI thread, say: never in the lane
        assert not lane.busy
    with lane.running():
        assert lane.busy
    assert not lane.busy
