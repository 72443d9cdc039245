from __future__ import annotations

import pytest

from arbiter_gui.session import Session
from engine.journal import ImportTrf, Journal

from ..builders import small_open


@pytest.fixture
def session(tmp_path, qtbot):
    journal = Journal.create(tmp_path / "t.swiss")
    s = Session(journal)
    yield s
    s.close()


@pytest.fixture
def played(session):
    """The 7-player tournament with two published rounds."""
    session.apply(ImportTrf(small_open()))
    return session


def answer_modal(
    key=None, *, text: str = "", name: str | None = None, seconds: float = 30.0
) -> None:
    """Answer the next modal box by keyboard once it is up (a box's exec() blocks the test).

    ``text`` is typed first (e.g. a file name into a file dialog), then ``key`` is pressed
    (Return by default: the default button). ``name`` answers only the box of that object
    name: another modal box that opens meanwhile (a correction's outcome, which comes when its
    background check ends) is left alone instead of taking the key.

    A box that has not come within ``seconds`` (of event-loop time) is a failing test, not a
    hanging one: every modal box still open is rejected then, so a blocked exec() returns and
    the test's own assertions say what went wrong.
    """
    import time

    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog

    deadline = time.monotonic() + seconds

    def wanted():
        if name is None:
            return QApplication.activeModalWidget()
        for w in QApplication.topLevelWidgets():
            if w.objectName() == name and w.isVisible() and w.isModal():
                return w
        return None

    def go() -> None:
        box = wanted()
        if box is None:
            if time.monotonic() < deadline:
                QTimer.singleShot(10, go)
                return
            for w in QApplication.topLevelWidgets():
                if isinstance(w, QDialog) and w.isVisible() and w.isModal():
                    w.reject()
            return
        target = box.focusWidget() or box
        if text:
            QTest.keyClick(target, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(target, text)
        QTest.keyClick(target, key if key is not None else Qt.Key.Key_Return)
        if text:
            # a file dialog's name completer may pop up late and take the first Enter
            for _ in range(5):
                QTest.qWait(100)
                if not box.isVisible():
                    break
                popup = QApplication.activePopupWidget()
                if popup is not None:
                    QTest.keyClick(popup, Qt.Key.Key_Escape)
                QTest.keyClick(target, Qt.Key.Key_Return)

    QTimer.singleShot(0, go)
