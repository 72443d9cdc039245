from __future__ import annotations

import threading

from PySide6.QtCore import QObject

from arbiter_gui.ops import QueryOp
from engine.errors import EngineError


def test_success_is_delivered_on_the_gui_thread(qtbot):
    parent = QObject()
    got = []
    op = QueryOp(parent, lambda: (threading.current_thread() is threading.main_thread(), 42))
    op.success(lambda r: got.append((r, threading.current_thread() is threading.main_thread())))
    with qtbot.waitSignal(op.finished, timeout=5000):
        op.run_in_background()
    assert got == [((False, 42), True)]


def test_failure_goes_to_the_failure_callback(qtbot):
    errors: list[Exception] = []

    def fail():
        raise EngineError("bad file")

    parent = QObject()
    op = QueryOp(parent, fail).failure(errors.append)
    with qtbot.waitSignal(op.finished, timeout=5000):
        op.run_in_background()
    assert [str(e) for e in errors] == ["bad file"]


def test_cancelled_op_drops_its_late_result(qtbot):
    release = threading.Event()
    started = threading.Event()
    got: list[str] = []

    def slow():
        started.set()
        release.wait(10)
        return "late"

    parent = QObject()
    op = QueryOp(parent, slow).success(got.append)
    op.run_in_background()
    try:
        assert started.wait(5)
        op.cancel()
        with qtbot.waitSignal(op.finished, timeout=5000):
            release.set()
    finally:
        release.set()
    assert got == []


def test_result_for_a_deleted_owner_is_dropped(qtbot):
    release = threading.Event()
    parent = QObject()
    op = QueryOp(parent, lambda: release.wait(10)).run_in_background()
    with qtbot.waitSignal(op.destroyed, timeout=5000):
        parent.deleteLater()  # the window closed while the worker ran
    release.set()
    from PySide6.QtCore import QThreadPool

    assert QThreadPool.globalInstance().waitForDone(5000)


def test_cancelled_op_hands_its_late_result_to_discard(qtbot):
    release = threading.Event()
    discarded: list[str] = []
    got: list[str] = []
    parent = QObject()
    op = QueryOp(parent, lambda: (release.wait(10), "open file")[1])
    op.success(got.append).discard(discarded.append).run_in_background()
    op.cancel()
    try:
        with qtbot.waitSignal(op.finished, timeout=5000):
            release.set()
    finally:
        release.set()
    assert (got, discarded) == ([], ["open file"])
