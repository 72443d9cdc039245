"""Test set-up shared by every test: headless Qt, and no worker thread may outlive its test."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator

import pytest
from hypothesis import settings

# Before anything imports Qt: every GUI test runs without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

pytest_plugins = ["pytester"]

# Hypothesis: `HYPOTHESIS_PROFILE=ci` (or CI=1) runs the same examples every time. No test
# asserts a time: the per-example deadline only made tests fail on a busy machine.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("local", deadline=None, print_blob=True)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "local")
)

WORKER_GRACE_MS = 2000
"""How long a worker may take to wind down after its test's last assertion."""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "allow_threads: the test may leave threads running (say why in a comment)"
    )
    config.addinivalue_line(
        "markers", "warning_dialogs: the test answers the real warning dialogs itself"
    )


@pytest.fixture(autouse=True)
def _the_arbiter_confirms_every_warning(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """GUI tests that are not about the warnings (issue 21) meet an arbiter who confirms every
    warning at once: a real dialog's exec() would block the test. Tests of the dialogs
    themselves are marked ``warning_dialogs`` and answer them."""
    if "PySide6.QtWidgets" in sys.modules and not request.node.get_closest_marker(
        "warning_dialogs"
    ):
        import arbiter_gui.dialogs.warnings as dialogs
        from engine.journal import full_consent

        monkeypatch.setattr(
            dialogs, "ask", lambda parent, warnings, recheck=None, show=None: full_consent(warnings)
        )
        monkeypatch.setattr(dialogs, "offer_leave", lambda parent, error, show=None: False)
    yield


def _qt_pool_active() -> int:
    """Active threads of Qt's global pool, 0 when this process never loaded Qt."""
    if "PySide6.QtCore" not in sys.modules:
        return 0
    from PySide6.QtCore import QThreadPool

    pool = QThreadPool.globalInstance()
    pool.waitForDone(WORKER_GRACE_MS)
    return pool.activeThreadCount()


@pytest.fixture(autouse=True)
def _no_worker_left_running(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a test that leaves a worker running (napari's idea): it would leak into the next test.

    Checked after the test: Qt's global thread pool (our ops run there) and Python threads the
    test started. Mark a test ``@pytest.mark.allow_threads`` only with a reason in a comment.
    """
    before = set(threading.enumerate())
    yield
    if request.node.get_closest_marker("allow_threads"):
        return
    leaked = [
        t
        for t in threading.enumerate()
        if t not in before and t.is_alive() and not isinstance(t, threading._DummyThread)
    ]
    for t in leaked:
        t.join(WORKER_GRACE_MS / 1000)
    leaked = [t for t in leaked if t.is_alive()]
    active = _qt_pool_active()
    problems = []
    if active:
        problems.append(f"{active} Qt pool worker(s) still running")
    if leaked:
        problems.append("thread(s) still running: " + ", ".join(t.name for t in leaked))
    if problems:
        pytest.fail(f"test left workers running: {'; '.join(problems)}", pytrace=False)


@pytest.fixture(autouse=True)
def _no_modal_left_open() -> Iterator[None]:
    """Close the modal boxes a test leaves open (the app leaves some open by design: a
    correction's outcome, shown with ``open()``, waits for the arbiter to read it).

    A box left open would be the active modal widget of the next tests of this process, and
    their ``answer_modal`` would press its key there instead of on their own box, whose exec()
    would then block for ever."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and w.isModal():
            w.close()
